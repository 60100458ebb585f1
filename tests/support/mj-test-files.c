/* mj-test-files.c: a data folder of the test program's own, which the programs it runs
 * find too; files written and removed
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * G_TEST_OPTION_ISOLATE_DIRS gives each test folders of its own, but tells only the test
 * program: a program it runs (the command-line tool, a process to kill) would look
 * elsewhere, and setting XDG_DATA_HOME for it once threads run is not safe. So a test that
 * runs programs sets the folder once, before GLib reads it and before any thread starts.
 */

#define G_LOG_DOMAIN "mj-test"

#include "config.h"

#include <glib/gstdio.h>

#include "mj-test-files.h"

/**
 * mj_test_isolate_data:
 * @name: what the folder's name begins with
 *
 * Makes a temporary folder the user data folder of this program and of those it runs.
 * Call it first in main().
 *
 * Returns: (transfer full): the folder, to remove with mj_test_remove_tree() at the end
 */
char *
mj_test_isolate_data (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_strconcat (name, "-XXXXXX", NULL);
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

/**
 * mj_test_remove_tree:
 *
 * Removes @path and everything in it; one that is not there is no error.
 */
void
mj_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      mj_test_remove_tree (child);
    }
  g_remove (path);
}

/**
 * mj_test_write_file:
 *
 * Writes @text to @path, or fails the test.
 */
void
mj_test_write_file (const char *path,
                    const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}
