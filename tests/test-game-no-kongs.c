/* test-game-no-kongs.c: a ruleset without kongs ([play] kongs = false) offers none: four
 * alike dealt or drawn stay four tiles in the hand, the fourth tile of an exposed pung is no
 * kong, and a fourth tile discarded is claimed as a pung at most
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case is played twice on the same wall, with the British rules as they are and with
 * their kongs switched off: the kong offered in the first is not in the second.
 */

#include "config.h"

#include "mj-ai-player.h"
#include "mj-match.h"
#include "mj-test-game.h"

static void
stack_init_kongs (Stack    *s,
                  gboolean  kongs)
{
  g_autoptr(MjRuleset) bmja = preset ("bmja");
  g_autoptr(MjRuleset) ruleset = mj_ruleset_copy (bmja);

  mj_ruleset_set (ruleset, MJ_PARAM_KONGS, kongs);
  stack_init_ruleset (s, ruleset, 0);
}

#define FOUR_3C "3c 3c 3c 3c 1b 4b 7b 1d 4d 7d Ew Sw Ww"
#define N2      "2c 4c 5b 6b 7b 6d 8d 2d Gd Wd Wd 9c 9c"

/* East is dealt four 3c: a concealed kong only where the rules have kongs. */
static void
test_no_kongs_concealed (gconstpointer data)
{
  gboolean kongs = GPOINTER_TO_INT (data);
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init_kongs (&s, kongs);
  stack_deal_east (&s, FOUR_3C, "Nw", JUNK2, "8c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Rd", N2);
  t = table_new (&s);
  table_script (t, 0, "turn discard Nw", NULL);
  table_script (t, 1, "turn stop", NULL);
  table_run (t);

  g_assert_cmpint (offered (t, 0, MJ_DECISION_TURN, NULL, MJ_ACTION_CONCEALED_KONG, "3c", 0), ==, kongs);
  /* the four stay in the hand, and any of them may be discarded */
  g_assert_true (offered (t, 0, MJ_DECISION_TURN, NULL, MJ_ACTION_DISCARD, "3c", 0));
  assert_hand (t->game, 0, "3c 3c 3c 3c 1b 4b 7b 1d 4d 7d Ew Sw Ww");
  g_assert_cmpuint (n_melds_of (t->game, 0), ==, 0);
  g_assert_cmpuint (t->n_replacements, ==, 0);
}

#define PUNG_9D  "9d 9d 2c 5c 8c 2b 5b 8b 2d 5d Rd Gd Wd"
#define ADD_WEST "3c 6c 9c 3b 6b 9b 3d 6d Sw Ww Nw Wd Ew"

/* South pungs 9d and later draws the fourth: no kong added to the pung. */
static void
test_no_kongs_added (gconstpointer data)
{
  gboolean kongs = GPOINTER_TO_INT (data);
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init_kongs (&s, kongs);
  stack_deal_east (&s, JUNK1, "9d", PUNG_9D, ADD_WEST, NORTH13);
  stack_draws (&s, "1d 9c 2b 9d 8c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "claim:9d pung", "turn discard 5c", "turn:9d discard 2c", NULL);
  table_script (t, 2, "turn:8c stop", NULL);
  table_run (t);

  g_assert_true (offered (t, 1, MJ_DECISION_TURN, "9d", MJ_ACTION_DISCARD, "9d", 0));
  g_assert_cmpint (offered (t, 1, MJ_DECISION_TURN, "9d", MJ_ACTION_ADDED_KONG, "9d", 0), ==, kongs);
  g_assert_cmpuint (n_melds_of (t->game, 1), ==, 1);
  g_assert_cmpuint (meld_of (t->game, 1, 0)->meld.kind, ==, MJ_SET_PUNG);
  assert_hand (t->game, 1, "9d 8c 2b 5b 8b 2d 5d Rd Gd Wd");
}

/* West holds three 9d and East discards the fourth: a pung may be claimed, no kong. */
static void
test_no_kongs_claimed (gconstpointer data)
{
  gboolean kongs = GPOINTER_TO_INT (data);
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init_kongs (&s, kongs);
  stack_deal_east (&s, JUNK1, "9d", "3c 6c 9c 3b 6b 9b 3d 6d Sw Ww Nw Rd Ew",
                   "9d 9d 9d 2c 5c 8c 2b 5b 8b Rd Gd Wd Ew", NORTH13);
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 2, "claim:9d pung", "turn discard Ew", NULL);
  table_script (t, 3, "turn stop", NULL);
  table_run (t);

  g_assert_true (offered (t, 2, MJ_DECISION_CLAIM, "9d", MJ_ACTION_PUNG, "9d", 0));
  g_assert_cmpint (offered (t, 2, MJ_DECISION_CLAIM, "9d", MJ_ACTION_KONG, "9d", 0), ==, kongs);
  g_assert_cmpuint (meld_of (t->game, 2, 0)->meld.kind, ==, MJ_SET_PUNG);
  assert_hand (t->game, 2, "9d 2c 5c 8c 2b 5b 8b Rd Gd Wd");
}

/* The computer players choose among the actions offered: under rules without kongs a
 * whole match of theirs lays down no kong, and nobody robs one. */
static void
hand_finished_cb (MjMatch *match,
                  MjGame  *game,
                  guint   *n_hands)
{
  const MjGameResult *r = mj_game_get_result (game);

  (*n_hands)++;
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < n_melds_of (game, seat); i++)
      g_assert_cmpuint (meld_of (game, seat, i)->meld.kind, !=, MJ_SET_KONG);
  if (r->winner >= 0)
    g_assert_false (r->hands[r->winner].flags & (MJ_HAND_FLAG_ROBBING_KONG | MJ_HAND_FLAG_REPLACEMENT_TILE));
}

static void
test_no_kongs_computer (void)
{
  g_autoptr(MjRuleset) bmja = preset ("bmja");
  g_autoptr(MjRuleset) ruleset = mj_ruleset_copy (bmja);
  guint n_hands = 0;

  mj_ruleset_set (ruleset, MJ_PARAM_KONGS, FALSE);
  for (guint32 seed = 1; n_hands < 120; seed++)
    {
      g_autoptr(MjMatch) match = mj_match_new (ruleset, seed, seed % 4);

      mj_match_set_silent (match, TRUE);
      mj_match_set_max_hands (match, 40);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_autoptr(MjAiPlayer) player = mj_ai_player_new ((MjAiLevel) ((seat + seed) % MJ_AI_N_LEVELS),
                                                           seed * 4 + seat);

          mj_match_set_player (match, seat, MJ_PLAYER (player));
        }
      g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), &n_hands);
      mj_match_run (match);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/core/game/no-kongs/concealed", GINT_TO_POINTER (FALSE), test_no_kongs_concealed);
  g_test_add_data_func ("/core/game/no-kongs/added", GINT_TO_POINTER (FALSE), test_no_kongs_added);
  g_test_add_data_func ("/core/game/no-kongs/claimed", GINT_TO_POINTER (FALSE), test_no_kongs_claimed);
  /* the same walls with kongs: each is offered */
  g_test_add_data_func ("/core/game/no-kongs/with-kongs/concealed", GINT_TO_POINTER (TRUE),
                        test_no_kongs_concealed);
  g_test_add_data_func ("/core/game/no-kongs/with-kongs/added", GINT_TO_POINTER (TRUE), test_no_kongs_added);
  g_test_add_data_func ("/core/game/no-kongs/with-kongs/claimed", GINT_TO_POINTER (TRUE), test_no_kongs_claimed);
  g_test_add_func ("/core/game/no-kongs/computer", test_no_kongs_computer);

  return g_test_run ();
}
