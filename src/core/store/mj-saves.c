/* mj-saves.c: the folder of matches kept to be continued
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each match being played (at the table on the screen, or scored at a real table) has a
 * file of its own in `mahjong-table/saves` in the user data directory, rewritten after
 * every step: to a new file first, flushed to the disk, then renamed over the old one, so
 * that the file is always one whole save, the last or the one before. A file that cannot
 * be read (damaged, or written by a newer version) is never deleted: it is moved aside into
 * `kept-aside`, where it can be found again. Nothing here is thrown away but on purpose.
 */

#define G_LOG_DOMAIN "mj-saves"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-error.h"
#include "mj-saves.h"
#include "mj-scorekeeper-save.h"
#include "mj-session-json.h"

#define ASIDE_DIR "kept-aside"

static GError *write_fault;

void
mj_save_info_free (MjSaveInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->path);
  g_free (info->ruleset_name);
  for (guint seat = 0; seat < 4; seat++)
    g_free (info->names[seat]);
  g_clear_error (&info->problem);
  g_free (info);
}

/**
 * mj_saves_get_default_dir:
 *
 * Returns: (transfer full): `mahjong-table/saves` in the user data directory
 */
char *
mj_saves_get_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "mahjong-table", "saves", NULL);
}

/**
 * mj_saves_new_path:
 * @dir: the saves' folder
 *
 * Returns: (transfer full): a path in @dir for a new match's save, named for its kind and
 *   the time, that no file has
 */
char *
mj_saves_new_path (const char *dir,
                   MjSaveKind  kind)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  const char *prefix = kind == MJ_SAVE_SCOREKEEPER ? "scorekeeper" : "table";

  g_return_val_if_fail (dir != NULL, NULL);

  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s-%s.json", prefix, stamp)
                                     : g_strdup_printf ("%s-%s-%u.json", prefix, stamp, n);
      char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

/**
 * _mj_saves_set_write_fault:
 * @fault: (nullable): the error every write fails with from now on, or %NULL
 *
 * For tests: a disk that is full, or that refuses to be written.
 */
void
_mj_saves_set_write_fault (const GError *fault)
{
  g_clear_error (&write_fault);
  if (fault != NULL)
    write_fault = g_error_copy (fault);
}

/**
 * mj_saves_write_file:
 *
 * Writes @contents to @path whole or not at all: to a new file in the same folder, flushed
 * to the disk, then renamed over @path. The folder is made if it is not there.
 *
 * Returns: %FALSE with @error set if it could not be written; the file at @path is then as
 *   it was
 */
gboolean
mj_saves_write_file (const char  *path,
                     const char  *contents,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (path != NULL && contents != NULL, FALSE);

  if (write_fault != NULL)
    {
      g_propagate_error (error, g_error_copy (write_fault));
      return FALSE;
    }
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not make the folder %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  if (!g_file_set_contents_full (path, contents, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0600, &local))
    {
      /* said in words a person reads in a toast, not those of the system call */
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOSPC))
        g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC, _("the disk is full"));
      else
        g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

/* Reading what a file holds */

/* A table's save: what the list shows of it, and its document in @doc (cleared on a
 * problem). */
static void
info_from_table (MjSaveInfo   *info,
                 JsonNode     *root,
                 MjSessionDoc *doc)
{
  MjMatch *match;
  MjGame *game;
  guint n_records = 0;

  if (!mj_session_doc_read (root, doc, &info->problem))
    {
      mj_session_doc_clear (doc);
      return;
    }
  match = doc->match;
  game = mj_match_get_game (match);
  mj_match_get_records (match, &n_records);

  info->kind = MJ_SAVE_TABLE;
  info->saved = doc->saved;
  info->history_match = doc->history_match;
  info->ruleset_name = g_strdup (mj_ruleset_get_name (mj_match_get_ruleset (match)));
  info->finished = mj_match_is_finished (match);
  info->between_hands = n_records > 0 && (game == NULL || mj_game_get_phase (game) == MJ_PHASE_FINISHED);
  info->hand = n_records + (info->between_hands ? 0 : 1);
  info->prevailing_wind = (guint8) (game != NULL && !info->between_hands ? mj_game_get_prevailing_wind (game)
                                                                         : mj_match_get_prevailing_wind (match));
  info->empty = mj_match_get_empty_seats (match);
  for (guint seat = 0; seat < 4; seat++)
    {
      info->names[seat] = g_strdup (doc->seating.names[seat]);
      info->balances[seat] = mj_match_get_balance (match, seat);
    }
}

/* The header of a scorekeeper's save, read with the rest (mj-scorekeeper-save.c writes it). */
static void
info_from_scorekeeper (MjSaveInfo *info,
                       JsonNode   *root)
{
  MjScorekeeperSave save;

  info->kind = MJ_SAVE_SCOREKEEPER;
  if (mj_scorekeeper_save_read (root, &save, &info->problem))
    {
      info->saved = save.saved;
      info->history_match = save.history_match;
      info->ruleset_name = g_steal_pointer (&save.ruleset_name);
      info->prevailing_wind = (guint8) save.prevailing_wind;
      info->hand = save.hand;
      for (guint seat = 0; seat < 4; seat++)
        {
          info->names[seat] = g_steal_pointer (&save.names[seat]);
          info->balances[seat] = save.balances[seat];
        }
    }
  mj_scorekeeper_save_clear (&save);
}

/**
 * mj_saves_read_full:
 * @doc: (out caller-allocates) (optional): a table's document, to be cleared with
 *   mj_session_doc_clear() (it holds nothing for a scorekeeper's save, or one with a
 *   problem)
 *
 * Reads the save file at @path, checking it whole, and hands back the document of a
 * match at the table, for a caller that shows more of it than a list does.
 *
 * Returns: (transfer full): what it keeps; if it cannot be continued, its @problem says
 *   why (%MJ_ERROR_VERSION: a newer version wrote it)
 */
MjSaveInfo *
mj_saves_read_full (const char   *path,
                    MjSessionDoc *doc)
{
  g_autoptr(MjSaveInfo) info = g_new0 (MjSaveInfo, 1);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *contents = NULL;
  MjSessionDoc local_doc;
  JsonNode *root;
  JsonObject *o;
  gsize length = 0;
  GStatBuf buf;

  g_return_val_if_fail (path != NULL, NULL);

  if (doc == NULL)
    doc = &local_doc;
  memset (doc, 0, sizeof *doc);
  info->path = g_strdup (path);
  if (g_stat (path, &buf) == 0)
    info->saved = buf.st_mtime;

  if (!g_file_get_contents (path, &contents, &length, &info->problem))
    return g_steal_pointer (&info);
  if (!json_parser_load_from_data (parser, contents, (gssize) length, &info->problem))
    {
      g_prefix_error (&info->problem, "%s", _("The file is damaged: "));
      return g_steal_pointer (&info);
    }
  root = json_parser_get_root (parser);
  o = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;

  if (o != NULL && g_strcmp0 (json_object_get_string_member_with_default (o, "kind", ""), "scorekeeper") == 0)
    info_from_scorekeeper (info, root);
  else
    info_from_table (info, root, doc);
  if (doc == &local_doc)
    mj_session_doc_clear (doc);

  if (info->problem != NULL && !g_error_matches (info->problem, MJ_ERROR, MJ_ERROR_VERSION))
    g_prefix_error (&info->problem, "%s", _("The file is damaged: "));
  return g_steal_pointer (&info);
}

/**
 * mj_saves_read_info:
 *
 * Reads the save file at @path, checking it whole.
 *
 * Returns: (transfer full): what it keeps; if it cannot be continued, its @problem says
 *   why (%MJ_ERROR_VERSION: a newer version wrote it)
 */
MjSaveInfo *
mj_saves_read_info (const char *path)
{
  return mj_saves_read_full (path, NULL);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const MjSaveInfo *x = *(MjSaveInfo * const *) a;
  const MjSaveInfo *y = *(MjSaveInfo * const *) b;

  if (x->saved != y->saved)
    return x->saved > y->saved ? -1 : 1;
  return g_strcmp0 (x->path, y->path);
}

/**
 * mj_saves_list:
 * @dir: the saves' folder; it need not exist
 *
 * Returns: (transfer full) (element-type MjSaveInfo): every save file in @dir, the newest
 *   first, those that cannot be read among them; %NULL with @error set if the folder
 *   cannot be read
 */
GPtrArray *
mj_saves_list (const char  *dir,
               GError     **error)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_save_info_free);
  g_autoptr(GDir) d = NULL;
  g_autoptr(GError) local = NULL;
  const char *name;

  g_return_val_if_fail (dir != NULL, NULL);

  d = g_dir_open (dir, 0, &local);
  if (d == NULL)
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return g_steal_pointer (&list);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;

      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (list, mj_saves_read_info (path));
    }
  g_ptr_array_sort (list, newest_first);
  return g_steal_pointer (&list);
}

/**
 * mj_saves_set_aside:
 *
 * Moves a save file that cannot be continued out of the list, into `kept-aside` beside
 * it, where it stays.
 *
 * Returns: (transfer full): where it is now, or %NULL with @error set
 */
char *
mj_saves_set_aside (const char  *path,
                    GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *base = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  dir = g_path_get_dirname (path);
  aside = g_build_filename (dir, ASIDE_DIR, NULL);
  base = g_path_get_basename (path);
  if (g_mkdir_with_parents (aside, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not make the folder %s: %s"), aside, g_strerror (saved_errno));
      return NULL;
    }
  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (base) : g_strdup_printf ("%u-%s", n, base);
      g_autofree char *target = g_build_filename (aside, name, NULL);

      if (g_file_test (target, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, target) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Could not move %s aside: %s"), path, g_strerror (saved_errno));
          return NULL;
        }
      return g_steal_pointer (&target);
    }
}

/**
 * mj_saves_keep_aside:
 * @path: a save that cannot be continued
 * @error: (inout): why; it is prefixed with where the file is kept now
 *
 * Moves @path aside (mj_saves_set_aside()) and says so in @error, for the person:
 * %MJ_ERROR_VERSION (a newer version's) and %MJ_ERROR_NOT_FOUND (its match is gone or
 * over) as a match that could not be continued, anything else as a damaged one.
 */
void
mj_saves_keep_aside (const char  *path,
                     GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *aside = NULL;

  g_return_if_fail (path != NULL);
  g_return_if_fail (error != NULL && *error != NULL);

  aside = mj_saves_set_aside (path, &local);
  if (aside == NULL)
    g_prefix_error (error, _("The match could not be continued (%s), nor its file moved aside: "), local->message);
  else if (g_error_matches (*error, MJ_ERROR, MJ_ERROR_VERSION) ||
           g_error_matches (*error, MJ_ERROR, MJ_ERROR_NOT_FOUND))
    g_prefix_error (error, _("The match could not be continued; its file is kept in %s: "), aside);
  else
    g_prefix_error (error, _("The match is damaged and could not be continued; its file is kept in %s: "), aside);
}

/**
 * mj_saves_remove:
 *
 * Deletes a save file whose match is over or was left on purpose. One that is not there is
 * no error.
 */
gboolean
mj_saves_remove (const char  *path,
                 GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not delete %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/**
 * mj_save_info_describe_standing:
 *
 * Returns: (transfer full): who leads, in words: at the table on the screen from the
 *   person's seat ("you lead by 120"), at a real table by name
 */
char *
mj_save_info_describe_standing (const MjSaveInfo *info)
{
  guint leader = 4, second = 4;

  g_return_val_if_fail (info != NULL, NULL);

  /* before a hand is over, nobody stands anywhere */
  if (info->hand <= 1 && !info->between_hands)
    return g_strdup ("");

  for (guint seat = 0; seat < 4; seat++)
    {
      if ((info->empty >> seat) & 1u)
        continue;
      if (leader == 4 || info->balances[seat] > info->balances[leader])
        {
          second = leader;
          leader = seat;
        }
      else if (second == 4 || info->balances[seat] > info->balances[second])
        second = seat;
    }
  if (leader == 4 || second == 4)
    return g_strdup ("");

  if (info->kind == MJ_SAVE_TABLE && info->balances[0] == info->balances[leader])
    {
      guint other = leader == 0 ? second : leader;
      int by = info->balances[0] - info->balances[other];

      if (by == 0)
        /* Translators: a match kept to be continued: nobody is ahead of the person */
        return g_strdup (_("you share the lead"));
      /* Translators: a match kept to be continued: the person is ahead of the others */
      return g_strdup_printf (ngettext ("you lead by %d point", "you lead by %d points", by), by);
    }
  if (info->balances[leader] == info->balances[second])
    /* Translators: a match kept to be continued: two or more players share the lead */
    return g_strdup (_("the lead is shared"));
  {
    int by = info->balances[leader] - info->balances[second];

    /* Translators: a match kept to be continued: "Mei leads by 40 points" */
    return g_strdup_printf (ngettext ("%s leads by %d point", "%s leads by %d points", by),
                            info->names[leader] != NULL ? info->names[leader] : "", by);
  }
}

/**
 * mj_save_info_describe:
 *
 * Returns: (transfer full): the match kept, in a sentence: "British rules, South round,
 *   hand 3, you lead by 120 points"
 */
char *
mj_save_info_describe (const MjSaveInfo *info)
{
  g_autofree char *standing = NULL;
  g_autofree char *where = NULL;

  g_return_val_if_fail (info != NULL, NULL);

  if (info->problem != NULL)
    return g_strdup (info->problem->message);

  standing = mj_save_info_describe_standing (info);
  if (info->between_hands)
    /* Translators: a match kept between two hands: "South round, after hand 3" */
    where = g_strdup_printf (_("%s round, after hand %u"), mj_wind_get_name ((MjWind) info->prevailing_wind),
                             info->hand);
  else
    where = g_strdup_printf (_("%s round, hand %u"), mj_wind_get_name ((MjWind) info->prevailing_wind), info->hand);

  if (standing[0] == '\0')
    /* Translators: a match kept to be continued: its rules, then where it stands */
    return g_strdup_printf (C_("saved match", "%s, %s"), info->ruleset_name, where);
  /* Translators: a match kept to be continued: its rules, where it stands, who leads */
  return g_strdup_printf (C_("saved match", "%s, %s, %s"), info->ruleset_name, where, standing);
}
