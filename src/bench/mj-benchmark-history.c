/* mj-benchmark-history.c: the family history window on 10,000 matches
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run as `mahjong-table-bench history` (under Xvfb with GSK_RENDERER=cairo, as the other
 * benchmark). It fills a history in a temporary folder with the fixture of the speed goals
 * (mj_history_fill_fixture(): 10,000 matches), or opens the one given with --database,
 * read-only. Then it opens the history window on it and reports,
 * each on a line of its own: the time from opening the window to the first frame that
 * shows rows of the list, the time to list one player's matches (the player filter), the
 * time to show one player's statistics, each up to the frame painted, and the resident
 * memory once idle; then it quits.
 */

#define G_LOG_DOMAIN "mj-benchmark"

#include "config.h"


#include "mj-benchmark.h"
#include "mj-history-fixture.h"
#include "mj-history-window.h"

#define N_MATCHES 10000
#define SEED      20260101

typedef enum
{
  STEP_OPEN,
  STEP_FILTER,
  STEP_STATS,
  STEP_IDLE,
} Step;

typedef struct
{
  GMainLoop       *loop;
  MjHistory       *history;
  MjHistoryWindow *window;
  char            *folder;      /* the temporary folder to remove, or NULL */
  Step             step;
  gboolean         measured;    /* the step's frame is painted, the next one not begun */
  gint64           start;       /* when the step began */
  gint64           player;      /* the player filtered and shown */
  char            *player_name;
} Bench;

static void
bench_free (Bench *bench)
{
  g_clear_pointer (&bench->loop, g_main_loop_unref);
  g_clear_object (&bench->history);
  mj_benchmark_remove_data (bench->folder);
  g_free (bench->folder);
  g_free (bench->player_name);
  g_free (bench);
}

static double
elapsed_ms (gint64 since)
{
  return (g_get_monotonic_time () - since) / 1000.0;
}

static gboolean
quit_cb (gpointer user_data)
{
  Bench *bench = user_data;

  g_print ("idle resident memory: %.1f MB\n", mj_benchmark_resident_kib () / 1024.0);
  gtk_window_destroy (GTK_WINDOW (bench->window));
  g_main_loop_quit (bench->loop);
  bench_free (bench);
  return G_SOURCE_REMOVE;
}

/* The next step, outside the frame that ended the last one. */
static gboolean
next_step_cb (gpointer user_data)
{
  Bench *bench = user_data;

  bench->measured = FALSE;
  switch (bench->step)
    {
    case STEP_OPEN:
      bench->step = STEP_FILTER;
      bench->start = g_get_monotonic_time ();
      mj_history_window_filter_player (bench->window, bench->player);
      break;

    case STEP_FILTER:
      bench->step = STEP_STATS;
      bench->start = g_get_monotonic_time ();
      mj_history_window_show_player (bench->window, bench->player);
      break;

    case STEP_STATS:
    case STEP_IDLE:
    default:
      bench->step = STEP_IDLE;
      g_timeout_add_seconds (3, quit_cb, bench);
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (bench->window));
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *bench)
{
  GListModel *matches = mj_history_window_get_matches (bench->window);

  if (bench->measured)
    return;
  switch (bench->step)
    {
    case STEP_OPEN:
      if (mj_history_window_get_n_rows_shown (bench->window) == 0)
        return;
      g_print ("history window, open to list shown (%u matches): %.0f ms\n",
               g_list_model_get_n_items (matches), elapsed_ms (bench->start));
      break;

    case STEP_FILTER:
      g_print ("player filter (%s, %u matches): %.0f ms\n", bench->player_name,
               g_list_model_get_n_items (matches), elapsed_ms (bench->start));
      break;

    case STEP_STATS:
      g_print ("player statistics (%s): %.0f ms\n", bench->player_name, elapsed_ms (bench->start));
      g_signal_handlers_disconnect_by_func (clock, after_paint_cb, bench);
      break;

    case STEP_IDLE:
    default:
      return;
    }
  bench->measured = TRUE;
  g_idle_add (next_step_cb, bench);
}

static void
realize_cb (GtkWidget *window,
            Bench     *bench)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint_cb), bench);
}

/* The person who played the most matches: the longest record to show. */
static gboolean
choose_player (Bench   *bench,
               GError **error)
{
  g_autoptr(GPtrArray) players = mj_history_list_players (bench->history, error);
  g_autoptr(GPtrArray) matches = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new (g_int64_hash, g_int64_equal);
  guint best = 0;

  if (players == NULL || (matches = mj_history_list_matches (bench->history, NULL, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < matches->len; i++)
    {
      MjHistoryMatch *m = matches->pdata[i];

      for (guint seat = 0; seat < 4; seat++)
        {
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, &m->players[seat])) + 1;

          g_hash_table_insert (counts, &m->players[seat], GUINT_TO_POINTER (n));
        }
    }
  for (guint i = 0; i < players->len; i++)
    {
      MjHistoryPlayer *p = players->pdata[i];
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, &p->id));

      if (bench->player == 0 || n > best)
        {
          best = n;
          bench->player = p->id;
          g_free (bench->player_name);
          bench->player_name = g_strdup (p->name);
        }
    }
  if (bench->player == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "The history has no players");
      return FALSE;
    }
  return TRUE;
}

/* A new history of N_MATCHES matches in a temporary folder. */
static char *
make_database (Bench   *bench,
               GError **error)
{
  g_autoptr(MjHistory) history = NULL;
  g_autofree char *path = NULL;
  gint64 start;

  bench->folder = g_dir_make_tmp ("mj-benchmark-history-XXXXXX", error);
  if (bench->folder == NULL)
    return NULL;
  path = g_build_filename (bench->folder, "history.sqlite", NULL);
  history = mj_history_open (path, error);
  if (history == NULL)
    return NULL;
  start = g_get_monotonic_time ();
  if (!mj_history_fill_fixture (history, N_MATCHES, SEED, g_get_real_time () / G_USEC_PER_SEC, error))
    return NULL;
  g_print ("fixture of %u matches written: %.0f ms\n", N_MATCHES, elapsed_ms (start));
  return g_steal_pointer (&path);
}

/**
 * mj_benchmark_run_history:
 * @database: (nullable): a history to measure, opened read-only, or %NULL for a new one
 *   of 10,000 matches
 * @loop: the loop to quit when done
 *
 * Opens the history window on a large history and measures it.
 *
 * Returns: %FALSE if the history could not be made or read
 */
gboolean
mj_benchmark_run_history (MjApplication  *app,
                          const char     *database,
                          GMainLoop      *loop,
                          GError        **error)
{
  g_autofree char *made = NULL;
  Bench *bench = g_new0 (Bench, 1);
  gint64 start;

  bench->loop = g_main_loop_ref (loop);
  if (database == NULL && (database = made = make_database (bench, error)) == NULL)
    goto fail;

  start = g_get_monotonic_time ();
  bench->history = mj_history_open_full (database, MJ_HISTORY_OPEN_READ_ONLY, error);
  if (bench->history == NULL)
    goto fail;
  g_print ("history opened: %.0f ms\n", elapsed_ms (start));
  if (!choose_player (bench, error))
    goto fail;

  bench->step = STEP_OPEN;
  bench->start = g_get_monotonic_time ();
  bench->window = mj_history_window_new (NULL, bench->history);
  gtk_window_set_application (GTK_WINDOW (bench->window), GTK_APPLICATION (app));
  g_signal_connect (bench->window, "realize", G_CALLBACK (realize_cb), bench);
  gtk_window_present (GTK_WINDOW (bench->window));
  return TRUE;

fail:
  bench_free (bench);
  return FALSE;
}
