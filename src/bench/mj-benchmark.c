/* mj-benchmark.c: launch to first frame, a full table redraw, idle memory
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run as `mahjong-table-bench table` (under Xvfb with GSK_RENDERER=cairo for the figures of
 * the design notes). It opens the game's window on a seeded match, reports the time from
 * main() to the first frame painted, the time to snapshot and render the whole table,
 * averaged over many redraws, and the resident memory once idle, then quits.
 */

#define G_LOG_DOMAIN "mj-benchmark"

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "mj-benchmark.h"
#include "mj-table-session.h"
#include "mj-table-view.h"
#include "mj-window.h"

#define N_REDRAWS 200

static gint64 start_time;
static GMainLoop *done_loop;    /* quit once measured */

void
mj_benchmark_mark_start (void)
{
  start_time = g_get_monotonic_time ();
}

/* The resident memory of the process, in KiB, or -1. */
long
mj_benchmark_resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;
  long kib = -1;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  if (line != NULL)
    sscanf (line, "VmRSS: %ld", &kib);
  return kib;
}

static gboolean
idle_memory_cb (gpointer user_data)
{
  GMainLoop *loop = user_data;

  g_print ("idle resident memory: %.1f MB\n", mj_benchmark_resident_kib () / 1024.0);
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* The window's table view, found among its widgets: the window keeps it to itself. */
static GtkWidget *
find_table_view (GtkWidget *widget)
{
  if (MJ_IS_TABLE_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_table_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
measure_redraw (MjWindow *window)
{
  GtkWidget *table = find_table_view (GTK_WIDGET (window));
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (table));
  int w = gtk_widget_get_width (table), h = gtk_widget_get_height (table);
  gint64 snapshot_us = 0, render_us = 0;

  for (guint i = 0; i < N_REDRAWS; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GskRenderNode *node;
      GdkTexture *texture;
      gint64 t0 = g_get_monotonic_time (), t1;

      GTK_WIDGET_GET_CLASS (table)->snapshot (table, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      t1 = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
      render_us += g_get_monotonic_time () - t1;
      snapshot_us += t1 - t0;
      g_object_unref (texture);
      gsk_render_node_unref (node);
    }

  g_print ("full table redraw (%d x %d): %.2f ms to snapshot, %.2f ms to render with %s\n",
           w, h, snapshot_us / 1000.0 / N_REDRAWS, render_us / 1000.0 / N_REDRAWS,
           G_OBJECT_TYPE_NAME (renderer));
}

/* The person is asked: the computer players have played up to them, the table is full. */
static gboolean
person_asked_cb (gpointer user_data)
{
  MjWindow *window = user_data;
  MjTableSession *session = mj_window_get_session (window);

  if (session == NULL || mj_table_session_get_asked (session, NULL) == NULL)
    return G_SOURCE_CONTINUE;
  measure_redraw (window);
  g_timeout_add_seconds (3, idle_memory_cb, done_loop);
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                MjWindow      *window)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  g_print ("launch to first frame: %.0f ms\n", (g_get_monotonic_time () - start_time) / 1000.0);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, window);

  g_timeout_add (10, person_asked_cb, window);
}

static void
realize_cb (MjWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), window);
}

/* Removes @path and all it holds. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

/**
 * mj_benchmark_use_own_data:
 *
 * Points the user's data folder at a new temporary one before anything reads it, so that
 * each run starts as a first launch: no history to open, no matches kept by runs before.
 *
 * Returns: (transfer full) (nullable): the folder, for mj_benchmark_remove_data()
 */
char *
mj_benchmark_use_own_data (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("mj-benchmark-XXXXXX", &error);

  if (folder == NULL)
    {
      g_printerr ("no temporary folder for the data: %s\n", error->message);
      return NULL;
    }
  g_setenv ("XDG_DATA_HOME", folder, TRUE);
  return folder;
}

/**
 * mj_benchmark_remove_data:
 * @folder: (nullable): a temporary folder a benchmark made
 *
 * Removes it and all it holds.
 */
void
mj_benchmark_remove_data (const char *folder)
{
  if (folder != NULL)
    remove_tree (folder);
}

/**
 * mj_benchmark_run:
 * @width: the window's size
 * @height:
 * @loop: the loop to quit when done
 *
 * Opens the window on a seeded match and measures it.
 */
void
mj_benchmark_run (MjApplication *app,
                  int            width,
                  int            height,
                  GMainLoop     *loop)
{
  MjWindow *window = mj_window_new (app);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  done_loop = loop;
  /* the computer's moves at once, so the table is full when measured */
  g_settings_set_enum (settings, "animation-speed", 0);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_signal_connect (window, "realize", G_CALLBACK (realize_cb), NULL);
  mj_window_start_match (window, "bmja", 1);
  gtk_window_present (GTK_WINDOW (window));
}
