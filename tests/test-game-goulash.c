/* test-game-goulash.c: the Goulash hand after a drawn one: three exchanges, twos of bamboo wild
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-test-game.h"

#include "mj-game-json.h"
#include "mj-match.h"

static MjRuleset *
goulash_ruleset (void)
{
  MjRuleset *ruleset = preset ("bmja");

  mj_ruleset_set (ruleset, MJ_PARAM_GOULASH, 1);
  return ruleset;
}

/* The tiles of a seat's hand, by kind. */
static void
hand_kinds (MjGame *game,
            guint   seat,
            guint8  kinds[MJ_N_KINDS])
{
  guint n;
  const guint8 *hand = mj_game_get_hand (game, seat, &n);

  memset (kinds, 0, MJ_N_KINDS);
  for (guint i = 0; i < n; i++)
    kinds[mj_tile_physical_kind (hand[i])]++;
}

/* Answers every pending exchange with the lowest tile offered, checking each decision. */
static void
answer_exchange (MjGame *game,
                 guint   expected_offset,
                 guint8  passed[4][MJ_N_KINDS])
{
  for (guint k = 0; k < 4; k++)
    {
      const MjDecision *d = mj_game_get_pending (game, k);
      MjAction a;

      g_assert_nonnull (d);
      g_assert_cmpint (d->kind, ==, MJ_DECISION_EXCHANGE);
      g_assert_cmpuint (d->seat, ==, k);
      g_assert_cmpuint (d->other, ==, (k + expected_offset) % 4);
      for (guint i = 0; i < d->n_actions; i++)
        g_assert_cmpint (d->actions[i].kind, ==, MJ_ACTION_EXCHANGE);
      a = d->actions[0];
      passed[k][a.tile]++;
      g_assert_true (mj_game_answer (game, k, &a));
    }
}

static void
count_cb (guint *counter)
{
  (*counter)++;
}

static void
test_exchanges (void)
{
  g_autoptr(MjRuleset) ruleset = goulash_ruleset ();
  g_autoptr(MjGame) game = mj_game_new (ruleset, 11, 0, MJ_WIND_EAST);
  guint n_exchanged = 0;
  g_autoptr(GError) error = NULL;

  mj_game_set_goulash (game, TRUE);
  g_signal_connect_swapped (game, "tiles-exchanged", G_CALLBACK (count_cb), &n_exchanged);
  mj_game_run (game);
  g_assert_true (mj_game_is_goulash (game));
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_DEALING);

  /* right, opposite, left */
  for (guint round = 0; round < 3; round++)
    {
      guint8 before[4][MJ_N_KINDS], after[4][MJ_N_KINDS], passed[4][MJ_N_KINDS];
      guint offset = round + 1;

      memset (passed, 0, sizeof passed);
      for (guint k = 0; k < 4; k++)
        hand_kinds (game, k, before[k]);

      for (guint pick = 0; pick < 3; pick++)
        {
          answer_exchange (game, offset, passed);
          g_assert_true (mj_game_check_invariants (game, &error));
          g_assert_no_error (error);
          if (pick < 2)
            {
              guint n;
              MjSeatView view;

              /* the tiles set aside are out of the hand, and only their owner sees them */
              mj_game_get_passing (game, 0, &n);
              g_assert_cmpuint (n, ==, pick + 1);
              mj_game_get_view (game, 0, &view);
              g_assert_cmpuint (view.exchange, ==, round + 1);
              g_assert_cmpuint (view.n_passing, ==, pick + 1);
              g_assert_true (view.goulash);
            }
        }

      for (guint k = 0; k < 4; k++)
        {
          guint from = (k + 4 - offset) % 4;

          hand_kinds (game, k, after[k]);
          for (guint t = 0; t < MJ_N_KINDS; t++)
            g_assert_cmpint ((int) after[k][t], ==, (int) before[k][t] - passed[k][t] + passed[from][t]);
        }
    }

  /* then East plays from fourteen tiles, and the others hold thirteen */
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_DISCARDING);
  g_assert_cmpuint (mj_game_get_turn (game), ==, 0);
  for (guint k = 0; k < 4; k++)
    {
      guint n;

      mj_game_get_hand (game, k, &n);
      g_assert_cmpuint (n, ==, k == 0 ? 14 : 13);
    }
  g_assert_cmpuint (n_exchanged, ==, 3);
}

static guint n_wild_wins;

static void
check_invariants_cb (MjGame *game)
{
  g_autoptr(GError) error = NULL;

  if (!mj_game_check_invariants (game, &error))
    g_error ("%s", error->message);
}

static void
test_random_hands (void)
{
  g_autoptr(MjRuleset) ruleset = goulash_ruleset ();
  guint n_won = 0;

  for (guint32 seed = 0; seed < 300; seed++)
    {
      g_autoptr(MjGame) game = mj_game_new (ruleset, seed, seed % 4, MJ_WIND_EAST);
      const MjGameResult *r;

      mj_game_set_goulash (game, TRUE);
      for (guint k = 0; k < 4; k++)
        {
          g_autoptr(MjRandomPlayer) player = mj_random_player_new (seed * 4 + k);

          mj_game_set_player (game, k, MJ_PLAYER (player));
        }
      g_signal_connect (game, "tiles-exchanged", G_CALLBACK (check_invariants_cb), NULL);
      g_signal_connect (game, "tile-discarded", G_CALLBACK (check_invariants_cb), NULL);
      g_signal_connect (game, "meld-declared", G_CALLBACK (check_invariants_cb), NULL);
      mj_game_run (game);

      r = mj_game_get_result (game);
      g_assert_nonnull (r);
      if (r->winner < 0)
        continue;
      n_won++;
      g_assert_true (r->hands[r->winner].goulash);
      g_assert_true (r->scores[r->winner].won);
      if (mj_hand_n_wild (&r->hands[r->winner]) > 0)
        {
          n_wild_wins++;
          g_assert_cmpuint (r->scores[r->winner].n_wild, ==, mj_hand_n_wild (&r->hands[r->winner]));
        }
    }

  g_test_message ("%u of 300 random Goulash hands won, %u with wild tiles", n_won, n_wild_wins);
  g_assert_cmpuint (n_won, >, 0);
  g_assert_cmpuint (n_wild_wins, >, 0);
}

/* A Goulash saved in the middle of an exchange goes on as the original does. */
static void
test_save_mid_exchange (void)
{
  g_autoptr(MjRuleset) ruleset = goulash_ruleset ();
  g_autoptr(MjGame) original = mj_game_new (ruleset, 5, 1, MJ_WIND_SOUTH);
  g_autoptr(MjGame) interrupted = mj_game_new (ruleset, 5, 1, MJ_WIND_SOUTH);
  g_autoptr(MjGame) restored = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  MjPlayer *players[4];
  const MjGameResult *a, *b;

  /* the original plays through */
  mj_game_set_goulash (original, TRUE);
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (40 + k);

      mj_game_set_player (original, k, MJ_PLAYER (player));
    }
  mj_game_run (original);

  /* the same players answer the other by hand: the first exchange, then one tile of the
   * second; then it is saved and read back */
  mj_game_set_goulash (interrupted, TRUE);
  mj_game_run (interrupted);
  for (guint k = 0; k < 4; k++)
    players[k] = MJ_PLAYER (mj_random_player_new (40 + k));
  for (guint pick = 0; pick < 4; pick++)
    for (guint k = 0; k < 4; k++)
      {
        const MjDecision *d = mj_game_get_pending (interrupted, k);
        MjSeatView view;
        MjAction action;

        g_assert_nonnull (d);
        mj_game_get_view (interrupted, k, &view);
        g_assert_true (mj_player_decide (players[k], &view, d, &action));
        g_assert_true (mj_game_answer (interrupted, k, &action));
      }

  node = mj_game_to_json (interrupted);
  restored = mj_game_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_true (mj_game_is_goulash (restored));
  for (guint k = 0; k < 4; k++)
    {
      guint n1, n2;
      const guint8 *t1 = mj_game_get_passing (interrupted, k, &n1);
      const guint8 *t2 = mj_game_get_passing (restored, k, &n2);

      g_assert_cmpuint (n1, ==, 1);
      g_assert_cmpmem (t1, n1, t2, n2);
      mj_game_set_player (restored, k, players[k]);
      g_object_unref (players[k]);
    }
  mj_game_run (restored);

  a = mj_game_get_result (original);
  b = mj_game_get_result (restored);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpint (a->winner, ==, b->winner);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpmem (&a->hands[k], sizeof a->hands[k], &b->hands[k], sizeof b->hands[k]);
      g_assert_cmpint (a->settlement.net[k], ==, b->settlement.net[k]);
    }
}

static void
keep_game_cb (MjMatch   *match,
              MjGame    *game,
              GPtrArray *games)
{
  g_ptr_array_add (games, g_object_ref (game));
}

/* The hand after a drawn one is a Goulash, the hand after a won one is not. */
static void
test_match_after_draw (void)
{
  g_autoptr(MjRuleset) ruleset = goulash_ruleset ();
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 3, 0);
  const MjHandRecord *records;
  guint n, n_goulash = 0;
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (k);

      mj_match_set_player (match, k, MJ_PLAYER (player));
    }
  mj_match_set_max_hands (match, 40);
  g_signal_connect (match, "hand-started", G_CALLBACK (keep_game_cb), games);
  mj_match_run (match);

  records = mj_match_get_records (match, &n);
  g_assert_cmpuint (n, ==, games->len);
  for (guint i = 0; i < n; i++)
    {
      MjGame *game = g_ptr_array_index (games, i);
      gboolean expected = i > 0 && records[i - 1].winner < 0;

      g_assert_cmpint (mj_game_is_goulash (game), ==, expected);
      n_goulash += expected;
    }
  g_assert_cmpuint (n_goulash, >, 0);
  g_ptr_array_unref (games);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game/goulash/exchanges", test_exchanges);
  g_test_add_func ("/core/game/goulash/random-hands", test_random_hands);
  g_test_add_func ("/core/game/goulash/save-mid-exchange", test_save_mid_exchange);
  g_test_add_func ("/core/game/goulash/match-after-draw", test_match_after_draw);

  return g_test_run ();
}
