/* test-ruleset-store.c: the presets and a family's own rulesets as files
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-error.h"
#include "mj-ruleset-store.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("mj-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_store_presets_and_own (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (dir);
  g_autoptr(MjRuleset) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  const MjRulesetEntry *entry;
  guint n_presets = g_strv_length ((char **) mj_ruleset_get_preset_ids ());

  g_assert_cmpuint (mj_ruleset_store_get_n_entries (store), ==, n_presets);

  /* a preset cannot be saved over */
  entry = mj_ruleset_store_lookup (store, "bmja");
  g_assert_nonnull (entry);
  g_assert_null (entry->path);
  g_assert_false (mj_ruleset_store_save (store, entry->ruleset, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);

  /* a copy under a name of its own */
  copy = mj_ruleset_copy (entry->ruleset);
  id = mj_ruleset_store_make_id (store, "Grandma's Rules, 1962!");
  g_assert_cmpstr (id, ==, "grandma-s-rules-1962");
  mj_ruleset_set_id (copy, id);
  mj_ruleset_set_name (copy, "Grandma's Rules, 1962!");
  mj_ruleset_set (copy, MJ_PARAM_LIMIT, 2000);
  g_assert_true (mj_ruleset_store_save (store, copy, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (mj_ruleset_store_get_n_entries (store), ==, n_presets + 1);
  entry = mj_ruleset_store_lookup (store, id);
  g_assert_nonnull (entry);
  g_assert_nonnull (entry->path);
  g_assert_cmpint (mj_ruleset_get (entry->ruleset, MJ_PARAM_LIMIT), ==, 2000);
  g_assert_cmpstr (mj_ruleset_get_based_on (entry->ruleset), ==, "bmja");

  /* the next id made from the same name is another */
  {
    g_autofree char *again = mj_ruleset_store_make_id (store, "Grandma's Rules, 1962!");

    g_assert_cmpstr (again, ==, "grandma-s-rules-1962-2");
  }

  /* a fresh store reads it back */
  {
    g_autoptr(MjRulesetStore) other = mj_ruleset_store_new (dir);

    g_assert_nonnull (mj_ruleset_store_lookup (other, id));
  }
}

static void
test_store_broken_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "broken.ruleset", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(MjRulesetStore) store = NULL;
  const MjRulesetEntry *entry;

  g_assert_true (g_file_set_contents (path, "[ruleset]\nid = broken\n[scoring]\nlimit = lots\n", -1, NULL));
  g_file_get_contents (path, &before, NULL, NULL);

  /* listed, with the loader's reason, and nothing to choose */
  store = mj_ruleset_store_new (dir);
  entry = mj_ruleset_store_lookup (store, "broken");
  g_assert_nonnull (entry);
  g_assert_null (entry->ruleset);
  g_assert_error (entry->error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_nonnull (strstr (entry->error->message, "limit"));

  /* never rewritten */
  g_file_get_contents (path, &after, NULL, NULL);
  g_assert_cmpstr (before, ==, after);
}

static void
test_store_import_delete (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *outside = make_dir ();
  g_autofree char *good = g_build_filename (outside, "family.ruleset", NULL);
  g_autofree char *bad = g_build_filename (outside, "bad.ruleset", NULL);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (dir);
  g_autoptr(MjRuleset) preset = mj_ruleset_new_preset ("dmjl", NULL);
  g_autoptr(MjRuleset) imported = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  guint n_before;

  g_assert_true (mj_ruleset_save_to_file (preset, good, &error));
  g_assert_true (g_file_set_contents (bad, "[ruleset]\nformat = 2\nid = future\n", -1, NULL));

  /* a malformed or newer file changes nothing and says why */
  n_before = mj_ruleset_store_get_n_entries (store);
  g_assert_null (mj_ruleset_store_import (store, bad, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_VERSION);
  g_clear_error (&error);
  g_assert_cmpuint (mj_ruleset_store_get_n_entries (store), ==, n_before);

  /* a good one gets an id of its own, never a preset's */
  imported = mj_ruleset_store_import (store, good, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imported);
  g_assert_false (g_strv_contains (mj_ruleset_get_preset_ids (), mj_ruleset_get_id (imported)));
  g_assert_cmpuint (mj_ruleset_store_get_n_entries (store), ==, n_before + 1);

  /* deleted, with its content kept for an undo */
  g_assert_true (mj_ruleset_store_delete (store, mj_ruleset_get_id (imported), &saved, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (saved, mj_ruleset_get_id (imported)));
  g_assert_cmpuint (mj_ruleset_store_get_n_entries (store), ==, n_before);

  /* a preset cannot be deleted */
  g_assert_false (mj_ruleset_store_delete (store, "dmjl", NULL, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/ruleset-store/presets-and-own", test_store_presets_and_own);
  g_test_add_func ("/core/ruleset-store/broken-file", test_store_broken_file);
  g_test_add_func ("/core/ruleset-store/import-delete", test_store_import_delete);

  return g_test_run ();
}
