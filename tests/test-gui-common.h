/* test-gui-common.h: what the tests of the windows share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "mj-action.h"

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

/* Runs the main loop until nothing is pending. */
static inline void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Saves what @widget shows, its window background included, as a PNG in the build folder
 * for a person to look at. */
static inline void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  GskRenderer *renderer;
  int w, h;

  iterate ();
  gtk_test_widget_wait_for_draw (widget);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  paintable = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* The button of the window's action bar that answers with @kind, or NULL. */
static inline GtkWidget *
find_button_with_action (GtkWidget   *widget,
                         MjActionKind kind)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const MjAction *a = g_object_get_data (G_OBJECT (child), "mj-action");

      if (GTK_IS_BUTTON (child) && a != NULL && a->kind == kind)
        return child;
    }
  return NULL;
}
