/* test-gui-common.h: what the tests of the windows share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <glib/gstdio.h>

/* The windows write the score history and the family's rulesets under the user data
 * folder: each test run gets a fresh one, removed at the end. gtk_test_init() does not
 * pass G_TEST_OPTION_ISOLATE_DIRS on, so this is done by hand, before GLib caches the
 * folder. */
static inline char *
gui_test_isolate_data (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("mahjong-table-test-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

static inline void
gui_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          gui_test_remove_tree (child);
        }
      g_dir_close (dir);
    }
  g_remove (path);
}
