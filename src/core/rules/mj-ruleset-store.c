/* mj-ruleset-store.c: the presets and a family's own rulesets, as files
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A family's own rulesets are .ruleset files in one directory (by default
 * mahjong-table/rulesets in the user data directory), named by their id. A file that does
 * not load is listed with its error and cannot be chosen; nothing here ever writes a file
 * it did not create, and every write replaces the file atomically.
 */

#define G_LOG_DOMAIN "mj-ruleset-store"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "mj-error.h"
#include "mj-ruleset-store.h"

struct _MjRulesetStore
{
  GObject   parent_instance;

  char     *directory;
  GArray   *entries;   /* MjRulesetEntry */
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjRulesetStore, mj_ruleset_store, G_TYPE_OBJECT)

static void
entry_clear (MjRulesetEntry *entry)
{
  g_clear_pointer (&entry->id, g_free);
  g_clear_pointer (&entry->name, g_free);
  g_clear_pointer (&entry->path, g_free);
  g_clear_object (&entry->ruleset);
  g_clear_error (&entry->error);
}

static void
mj_ruleset_store_finalize (GObject *object)
{
  MjRulesetStore *self = MJ_RULESET_STORE (object);

  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->directory, g_free);

  G_OBJECT_CLASS (mj_ruleset_store_parent_class)->finalize (object);
}

static void
mj_ruleset_store_class_init (MjRulesetStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_ruleset_store_finalize;

  /**
   * MjRulesetStore::changed:
   *
   * The list of rulesets changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_ruleset_store_init (MjRulesetStore *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (MjRulesetEntry));
  g_array_set_clear_func (self->entries, (GDestroyNotify) entry_clear);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (((const MjRulesetEntry *) a)->name, ((const MjRulesetEntry *) b)->name);
}

/**
 * mj_ruleset_store_reload:
 *
 * Reads the presets and the directory again.
 */
void
mj_ruleset_store_reload (MjRulesetStore *self)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GArray) own = g_array_new (FALSE, TRUE, sizeof (MjRulesetEntry));
  const char *name;

  g_return_if_fail (MJ_IS_RULESET_STORE (self));

  g_array_set_size (self->entries, 0);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      MjRulesetEntry entry = { 0 };

      entry.id = g_strdup (ids[i]);
      entry.ruleset = mj_ruleset_new_preset (ids[i], &entry.error);
      entry.name = g_strdup (mj_ruleset_preset_get_name (ids[i]));
      g_array_append_val (self->entries, entry);
    }

  dir = g_dir_open (self->directory, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      MjRulesetEntry entry = { 0 };

      if (!g_str_has_suffix (name, ".ruleset"))
        continue;
      entry.path = g_build_filename (self->directory, name, NULL);
      entry.id = g_strndup (name, strlen (name) - strlen (".ruleset"));
      entry.ruleset = mj_ruleset_new_from_file (entry.path, &entry.error);
      entry.name = g_strdup (entry.ruleset != NULL ? mj_ruleset_get_name (entry.ruleset) : entry.id);
      g_array_append_val (own, entry);
    }
  g_array_sort (own, compare_names);
  /* the entries move into the store, which frees them */
  g_array_append_vals (self->entries, own->data, own->len);

  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * mj_ruleset_store_new:
 * @directory: (nullable): where the family's own rulesets live; %NULL for the default
 *
 * Returns: (transfer full): the store, loaded
 */
MjRulesetStore *
mj_ruleset_store_new (const char *directory)
{
  MjRulesetStore *self = g_object_new (MJ_TYPE_RULESET_STORE, NULL);

  self->directory = directory != NULL
    ? g_strdup (directory)
    : g_build_filename (g_get_user_data_dir (), "mahjong-table", "rulesets", NULL);
  mj_ruleset_store_reload (self);
  return self;
}

const char *
mj_ruleset_store_get_directory (MjRulesetStore *self)
{
  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), NULL);
  return self->directory;
}

guint
mj_ruleset_store_get_n_entries (MjRulesetStore *self)
{
  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), 0);
  return self->entries->len;
}

const MjRulesetEntry *
mj_ruleset_store_get_entry (MjRulesetStore *self,
                            guint           index)
{
  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  return &g_array_index (self->entries, MjRulesetEntry, index);
}

const MjRulesetEntry *
mj_ruleset_store_lookup (MjRulesetStore *self,
                         const char     *id)
{
  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    if (g_strcmp0 (g_array_index (self->entries, MjRulesetEntry, i).id, id) == 0)
      return &g_array_index (self->entries, MjRulesetEntry, i);
  return NULL;
}

/**
 * mj_ruleset_store_make_id:
 * @name: a ruleset's name, as a family typed it
 *
 * Returns: (transfer full): an id made from @name ([a-z0-9-]) that no ruleset has yet
 */
char *
mj_ruleset_store_make_id (MjRulesetStore *self,
                          const char     *name)
{
  g_autofree char *ascii = g_str_to_ascii (name, "C");
  GString *base = g_string_new (NULL);
  g_autofree char *stem = NULL;
  char *id;

  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), NULL);

  for (const char *p = ascii; *p != '\0'; p++)
    {
      char c = g_ascii_tolower (*p);

      if (g_ascii_isalnum (c))
        g_string_append_c (base, c);
      else if (base->len > 0 && base->str[base->len - 1] != '-')
        g_string_append_c (base, '-');
    }
  while (base->len > 0 && base->str[base->len - 1] == '-')
    g_string_truncate (base, base->len - 1);
  if (base->len == 0)
    g_string_append (base, "house-rules");
  stem = g_string_free (base, FALSE);

  id = g_strdup (stem);
  for (guint n = 2; mj_ruleset_store_lookup (self, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", stem, n);
    }
  return id;
}

/**
 * mj_ruleset_store_save:
 * @ruleset: a family's own ruleset (not a preset)
 *
 * Writes the ruleset to <id>.ruleset in the store's directory, atomically.
 *
 * Returns: whether it was written
 */
gboolean
mj_ruleset_store_save (MjRulesetStore  *self,
                       MjRuleset       *ruleset,
                       GError         **error)
{
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), FALSE);
  g_return_val_if_fail (MJ_IS_RULESET (ruleset), FALSE);

  if (mj_ruleset_is_preset (ruleset) ||
      g_strv_contains (mj_ruleset_get_preset_ids (), mj_ruleset_get_id (ruleset)))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("A preset cannot be changed; save a copy under a new name"));
      return FALSE;
    }

  if (g_mkdir_with_parents (self->directory, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not create %s: %s"), self->directory, g_strerror (saved));
      return FALSE;
    }

  file = g_strconcat (mj_ruleset_get_id (ruleset), ".ruleset", NULL);
  path = g_build_filename (self->directory, file, NULL);
  if (!mj_ruleset_save_to_file (ruleset, path, error))
    return FALSE;

  mj_ruleset_store_reload (self);
  return TRUE;
}

/**
 * mj_ruleset_store_delete:
 * @saved_data: (out) (optional): the file's content, to bring it back (undo)
 *
 * Returns: whether the family's ruleset @id was removed
 */
gboolean
mj_ruleset_store_delete (MjRulesetStore  *self,
                         const char      *id,
                         char           **saved_data,
                         GError         **error)
{
  const MjRulesetEntry *entry;
  g_autofree char *path = NULL;

  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), FALSE);

  entry = mj_ruleset_store_lookup (self, id);
  if (entry == NULL || entry->path == NULL)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("There is no ruleset of your own called “%s”"), id);
      return FALSE;
    }

  path = g_strdup (entry->path);
  if (saved_data != NULL && !g_file_get_contents (path, saved_data, NULL, error))
    return FALSE;
  if (g_unlink (path) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not remove %s: %s"), path, g_strerror (saved));
      return FALSE;
    }

  mj_ruleset_store_reload (self);
  return TRUE;
}

/**
 * mj_ruleset_store_import:
 * @path: a .ruleset file
 *
 * Copies a ruleset file into the family's rulesets, under an id of its own. A file that does
 * not load changes nothing.
 *
 * Returns: (transfer full) (nullable): the imported ruleset
 */
MjRuleset *
mj_ruleset_store_import (MjRulesetStore  *self,
                         const char      *path,
                         GError         **error)
{
  g_autoptr(MjRuleset) loaded = NULL;
  g_autoptr(MjRuleset) copy = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (MJ_IS_RULESET_STORE (self), NULL);

  loaded = mj_ruleset_new_from_file (path, error);
  if (loaded == NULL)
    return NULL;

  copy = mj_ruleset_copy (loaded);
  id = mj_ruleset_store_make_id (self, mj_ruleset_get_name (loaded));
  mj_ruleset_set_id (copy, id);
  if (!mj_ruleset_store_save (self, copy, error))
    return NULL;
  return g_steal_pointer (&copy);
}
