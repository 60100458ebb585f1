/* mahjong-table-bench.c: the windows' benchmarks, a program of their own (not installed)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   mahjong-table-bench [table] [--size WxH]        launch to first frame, a full table
 *                                                   redraw, idle memory
 *   mahjong-table-bench history [--database FILE]   the score history window on 10,000
 *                                                   generated matches, or on FILE, read-only
 *
 * Each prints one line a figure and quits; bad arguments end with exit status 2.
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "mj-application.h"
#include "mj-benchmark.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(MjApplication) app = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *database = NULL;
  g_autofree char *size = NULL;
  g_autofree char *data = NULL;
  int width = 1024, height = 720;
  const char *which;
  const GOptionEntry entries[] = {
    { "database", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &database,
      "Measure the score history window on this database, opened read-only", "FILE" },
    { "size", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &size,
      "The game window's size for the table benchmark (1024x720 if not given)", "WIDTHxHEIGHT" },
    { NULL }
  };

  mj_benchmark_mark_start ();
  setlocale (LC_ALL, "");

  context = g_option_context_new ("[table|history]");
  g_option_context_set_summary (context,
                                "Measure the game's windows: “table” (the default) opens a seeded match\n"
                                "and times the first frame and a full redraw; “history” opens the score\n"
                                "history window on 10,000 generated matches. Run under Xvfb with\n"
                                "GSK_RENDERER=cairo for the figures of the design notes.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("mahjong-table-bench: %s\n", error->message);
      return 2;
    }
  if (argc > 2)
    {
      g_printerr ("mahjong-table-bench: unexpected argument “%s”\n", argv[2]);
      return 2;
    }
  which = argc > 1 ? argv[1] : database != NULL ? "history" : "table";
  if (strcmp (which, "table") != 0 && strcmp (which, "history") != 0)
    {
      g_printerr ("mahjong-table-bench: unknown benchmark “%s” (table or history)\n", which);
      return 2;
    }
  if (size != NULL && (sscanf (size, "%dx%d", &width, &height) != 2 || width < 200 || height < 200))
    {
      g_printerr ("mahjong-table-bench: --size wants WIDTHxHEIGHT, e.g. 1920x1080\n");
      return 2;
    }
  if (database != NULL && strcmp (which, "history") != 0)
    {
      g_printerr ("mahjong-table-bench: --database measures the history window\n");
      return 2;
    }

  /* a first launch: no history, no match kept by a run before */
  if (strcmp (which, "table") == 0)
    data = mj_benchmark_use_own_data ();

  /* the game's application, on its own: never handed to a running game */
  app = mj_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      g_printerr ("mahjong-table-bench: %s\n", error->message);
      return 1;
    }

  loop = g_main_loop_new (NULL, FALSE);
  if (strcmp (which, "history") == 0)
    {
      if (!mj_benchmark_run_history (app, database, loop, &error))
        {
          g_printerr ("history benchmark: %s\n", error->message);
          return 1;
        }
    }
  else
    mj_benchmark_run (app, width, height, loop);
  g_main_loop_run (loop);
  g_clear_object (&app);
  mj_benchmark_remove_data (data);
  return 0;
}
