/* test-hand-summary.c: the end of a hand as the window shows it, for hands played out
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand is played on a stacked wall with scripted players, then its summary is opened as
 * the game window opens it: every hand laid out as scored, the score line by line.
 */

#include "config.h"

#include <adwaita.h>

#include "mj-hand-summary.h"
#include "mj-tileset.h"
#include "test-game-common.h"
#include "test-gui-common.h"

/* West chows 3c4c5c on South's 4c, then goes out on North's Rd, the discard completing a pair
 * of dragons. dmjl: 4 (concealed pung 7d) + 8 (concealed pung 9b) + 2 (pair of dragons) + 20
 * + 4 (the last tile completes a pair of honours) + 2 (only possible tile: the hand without
 * it waits on Rd alone) = 40, no doubles. */
static void
test_claimed_pair (void)
{
  static const char * const names[4] = { "Anna", "Ben", "Chloé", "Dai" };
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = mj_tileset_new_default (&error);
  g_autoptr(MjTileCache) cache = NULL;
  g_autoptr(MjMatch) match = NULL;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  Stack s;

  g_assert_no_error (error);
  cache = mj_tile_cache_new (tileset);

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, "3c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Rd 1c",
              "4c 1c 7c 1b 4b 7b 1d 4d 8d Ew Sw Ww Gd",
              "3c 5c Rd 7d 7d 7d 9b 9b 9b 2b 3b 4b Nw",
              "Rd 2c 8c 2b 5b 8b 2d 5d 6d Gd Gd Wd Ew");
  stack_draws (&s, "? ?");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "turn discard 4c", NULL);
  table_script (t, 2, "claim:4c chow 3c", "turn discard Nw", "claim:Rd win", NULL);
  table_script (t, 3, "turn discard Rd", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_false (r->self_drawn);
  g_assert_cmpint (r->scores[2].total, ==, 40);

  match = mj_match_new (mj_game_get_ruleset (t->game), 1, 0);
  summary = mj_hand_summary_new (NULL, cache, match, t->game, names);
  gtk_window_set_default_size (GTK_WINDOW (summary), 720, 900);
  gtk_window_present (GTK_WINDOW (summary));
  iterate ();

  g_assert_true (shows_label (GTK_WIDGET (summary), "Pair of dragons (Rd): 2 points"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Last tile completes a pair of terminals or honours: 4 points"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Only possible tile: 2 points"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Total: 40 points"));
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-claimed-pair.png");

  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = gui_test_init (&argc, &argv, FALSE);
  int status;

  g_test_add_func ("/gui/hand-summary/claimed-pair", test_claimed_pair);
  status = g_test_run ();
  gui_test_remove_tree (data_home);
  return status;
}
