/* test-goulash-window.c: a Goulash played through the game window
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "mj-ai-hint.h"
#include "mj-application.h"
#include "mj-hand-summary.h"
#include "mj-ruleset-store.h"
#include "mj-table-view.h"
#include "mj-test-gui.h"

static MjApplication *app;

typedef struct
{
  guint n_exchange;        /* exchange decisions the person was asked */
  guint offsets[3];        /* how far round the table each exchange passed */
  gboolean prompt_seen;
  gboolean aside_seen;
  gboolean shot;
  gboolean wild_shot;
  guint    hints;          /* exchanges whose hint was asked */
  MjWindow *window;
} Seen;

static void
note_exchange (const MjDecision *d,
               gpointer          data)
{
  Seen *seen = data;
  MjWindow *window = seen->window;
  const MjSeatView *view;

  view = mj_human_player_get_view (gui_test_human (window));
  /* a wild tile in the rack, for a person to look at */
  if (!seen->wild_shot && view->concealed[MJ_WILD_TILE] > 0)
    {
      save_screenshot (GTK_WIDGET (window), "screenshot-goulash-wild.png");
      seen->wild_shot = TRUE;
    }
  if (d->kind != MJ_DECISION_EXCHANGE)
    return;

  g_assert_cmpuint (view->exchange, >=, 1);
  g_assert_cmpuint (view->exchange, <=, 3);
  seen->offsets[view->exchange - 1] = (d->other + 4 - d->seat) % 4;
  seen->n_exchange++;

  /* the bar says which exchange, to whom, and what is set aside so far */
  {
    g_autofree char *prefix = g_strdup_printf ("Exchange %u of 3: pass three tiles to",
                                               view->exchange);
    GPtrArray *labels = g_ptr_array_new ();

    collect (GTK_WIDGET (gui_test_action_bar (window)), GTK_TYPE_LABEL, labels);

    for (guint i = 0; i < labels->len; i++)
      {
        const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

        seen->prompt_seen |= g_str_has_prefix (text, prefix);
        seen->aside_seen |= view->n_passing > 0 && g_str_has_prefix (text, "Set aside: ");
      }
    g_ptr_array_unref (labels);
  }

  if (!seen->shot && view->exchange == 2 && view->n_passing == 1)
    {
      save_screenshot (GTK_WIDGET (window), "screenshot-goulash-exchange.png");
      seen->shot = TRUE;
    }

  /* the hint chooses the tile to pass in the rack, never a wild one, and says why */
  if (view->n_passing == 0)
    {
      g_autofree char *reason = NULL;
      MjTableView *table = gui_test_table (window);
      MjAction suggestion;
      guint n;

      g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
      g_assert_true (mj_ai_hint (view, d, &suggestion, &reason));
      g_assert_cmpint (suggestion.kind, ==, MJ_ACTION_EXCHANGE);
      g_assert_cmpint (suggestion.tile, !=, MJ_WILD_TILE);
      g_assert_cmpint (mj_table_view_get_rack_tile (table, (guint) mj_table_view_get_selected (table), &n),
                       ==, suggestion.tile);
      g_assert_true (shows_label_containing (GTK_WIDGET (gui_test_action_bar (window)), reason));
      seen->hints++;
    }
}

static void
test_goulash_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Seen seen = { 0 };
  MjWindow *window;
  guint hands = 0;
  gboolean drawn = FALSE;

  gui_test_instant_play (settings);

  /* the family's rules: the BMJA with its stage 7 */
  gui_test_save_goulash_rules ("goulash-test", "With the Goulash");

  window = gui_test_game_window (app, 1024, 760);
  seen.window = window;
  mj_window_start_match (window, "goulash-test", 4);
  g_assert_nonnull (gui_test_match (window));

  /* hands until one is drawn; the next is a Goulash */
  while (!drawn)
    {
      MjHandSummary *summary;
      const MjGameResult *r;

      summary = gui_test_play_to_summary (window, NULL, NULL);
      r = mj_game_get_result (mj_match_get_game (gui_test_match (window)));

      g_assert_nonnull (r);
      g_assert_cmpuint (seen.n_exchange, ==, 0);
      drawn = r->winner < 0;
      g_assert_cmpuint (++hands, <, 60);
      g_signal_emit_by_name (summary, "continue");
      gtk_window_destroy (GTK_WINDOW (summary));
    }

  {
    MjHandSummary *summary = gui_test_play_to_summary (window, note_exchange, &seen);

    g_assert_true (mj_game_is_goulash (mj_match_get_game (gui_test_match (window))));
    /* three tiles, three times: right, opposite, left */
    g_assert_cmpuint (seen.n_exchange, ==, 9);
    g_assert_cmpuint (seen.hints, ==, 3);
    g_assert_cmpuint (seen.offsets[0], ==, 1);
    g_assert_cmpuint (seen.offsets[1], ==, 2);
    g_assert_cmpuint (seen.offsets[2], ==, 3);
    g_assert_true (seen.prompt_seen);
    g_assert_true (seen.aside_seen);
    g_assert_true (seen.shot);
    save_screenshot (GTK_WIDGET (summary), "screenshot-goulash-summary.png");
    gtk_window_destroy (GTK_WINDOW (summary));
  }

  gui_test_close_game_window (window, settings);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/goulash/exchanges", test_goulash_window);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
