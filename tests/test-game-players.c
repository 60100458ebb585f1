/* test-game-players.c: games of three and two players (BMJA), empty seats passed over
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-test-game.h"

#include "mj-game-json.h"
#include "mj-match.h"
#include "mj-settle.h"

typedef struct
{
  guint empty;
  guint turns[4];        /* turns each seat was given */
  guint chows;
  guint checks;
} Watch;

static void
check_cb (MjGame *game,
          Watch  *w)
{
  g_autoptr(GError) error = NULL;

  if (!mj_game_check_invariants (game, &error))
    g_error ("%s", error->message);
  w->checks++;
}

static void
discarded_cb (MjGame *game,
              guint   seat,
              guint   tile,
              Watch  *w)
{
  check_cb (game, w);
}

static void
turn_cb (MjGame *game,
         guint   seat,
         Watch  *w)
{
  w->turns[seat]++;
}

static void
meld_cb (MjGame *game,
         guint   seat,
         guint   index,
         Watch  *w)
{
  guint n;
  const MjGameMeld *melds = mj_game_get_melds (game, seat, &n);

  g_assert_cmpuint (index, <, n);
  w->chows += melds[index].meld.kind == MJ_SET_CHOW;
  check_cb (game, w);
}

static void
hand_started_cb (MjMatch *match,
                 MjGame  *game,
                 Watch   *w)
{
  g_assert_cmpuint (mj_game_get_empty_seats (game), ==, w->empty);
  g_assert_false ((w->empty >> mj_game_get_dealer (game)) & 1u);
  g_signal_connect (game, "turn-changed", G_CALLBACK (turn_cb), w);
  g_signal_connect (game, "tile-discarded", G_CALLBACK (discarded_cb), w);
  g_signal_connect (game, "meld-declared", G_CALLBACK (meld_cb), w);
}

static void
hand_finished_cb (MjMatch *match,
                  MjGame  *game,
                  Watch   *w)
{
  const MjGameResult *r = mj_game_get_result (game);
  int sum = 0;

  for (guint k = 0; k < 4; k++)
    {
      sum += r->settlement.net[k];
      if ((w->empty >> k) & 1u)
        {
          guint n;

          /* an empty seat has no hand, scores nothing and neither pays nor is paid */
          mj_game_get_hand (game, k, &n);
          g_assert_cmpuint (n, ==, 0);
          g_assert_cmpint (r->scores[k].total, ==, 0);
          g_assert_cmpint (r->settlement.net[k], ==, 0);
          g_assert_cmpint (r->winner, !=, (int) k);
          for (guint j = 0; j < 4; j++)
            g_assert_cmpint (r->settlement.pays[k][j] + r->settlement.pays[j][k], ==, 0);
        }
    }
  g_assert_cmpint (sum, ==, 0);
}

static void
play (guint empty,
      guint n_hands)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 17, 3);
  Watch w = { 0 };
  const MjHandRecord *records;
  guint n;

  w.empty = empty;
  g_assert_true (mj_match_set_empty_seats (match, empty));
  g_assert_false ((empty >> mj_match_get_dealer (match)) & 1u);
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (k + 1);

      if (!((empty >> k) & 1u))
        mj_match_set_player (match, k, MJ_PLAYER (player));
    }
  mj_match_set_max_hands (match, n_hands);
  g_signal_connect (match, "hand-started", G_CALLBACK (hand_started_cb), &w);
  g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), &w);
  mj_match_run (match);

  records = mj_match_get_records (match, &n);
  g_assert_cmpuint (n, ==, n_hands);
  for (guint k = 0; k < 4; k++)
    {
      if ((empty >> k) & 1u)
        g_assert_cmpuint (w.turns[k], ==, 0);
      else
        g_assert_cmpuint (w.turns[k], >, 0);
    }
  /* "none [chows] are allowed if there are fewer than 4 players" */
  g_assert_cmpuint (w.chows, ==, 0);
  g_assert_cmpint (mj_ruleset_get (mj_match_get_ruleset (match), MJ_PARAM_MAX_CHOWS), ==, 0);
  for (guint i = 0; i < n; i++)
    g_assert_false ((empty >> records[i].dealer) & 1u);
  g_assert_cmpuint (w.checks, >, n_hands);
}

static void
test_three_players (void)
{
  play (1u << 2, 150);
}

static void
test_two_players (void)
{
  play ((1u << 1) | (1u << 3), 150);
}

/* East always exists: the deal passes over an empty seat, and a round of winds is one deal
 * per player. */
static void
test_rotation (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjRotation r = { 0 };

  r.empty = 1u << 3;
  r.dealer = 2;
  mj_rotation_move_on (&r, ruleset, 0);        /* South... the next player goes out */
  g_assert_cmpuint (r.dealer, ==, 0);
  g_assert_cmpuint (r.prevailing_wind, ==, MJ_WIND_EAST);
  mj_rotation_move_on (&r, ruleset, 1);
  g_assert_cmpuint (r.dealer, ==, 1);
  mj_rotation_move_on (&r, ruleset, 2);
  g_assert_cmpuint (r.dealer, ==, 2);
  /* three deals passed: the South round */
  g_assert_cmpuint (r.prevailing_wind, ==, MJ_WIND_SOUTH);
  g_assert_cmpuint (r.round, ==, 1);
}

static void
test_refused (void)
{
  g_autoptr(MjRuleset) bmja = preset ("bmja");
  g_autoptr(MjRuleset) hk = preset ("hong-kong");
  g_autoptr(MjMatch) a = mj_match_new (bmja, 1, 0);
  g_autoptr(MjMatch) b = mj_match_new (hk, 1, 0);
  g_autoptr(MjMatch) c = mj_match_new (bmja, 1, 0);

  /* two players sit opposite, East and West */
  g_assert_false (mj_match_set_empty_seats (a, (1u << 1) | (1u << 2)));
  g_assert_cmpuint (mj_match_get_empty_seats (a), ==, 0);
  /* the Hong Kong game is for four */
  g_assert_false (mj_match_set_empty_seats (b, 1u << 3));
  /* an empty first dealer's seat gives the deal to the next player */
  g_assert_true (mj_match_set_empty_seats (c, 1u << 0));
  g_assert_cmpuint (mj_match_get_dealer (c), ==, 1);
}

/* A game of three saved mid-hand is read back a game of three, and plays to its end. */
static void
test_save (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  g_autoptr(MjGame) game = mj_game_new (ruleset, 9, 0, MJ_WIND_EAST);
  g_autoptr(MjGame) copy = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  const MjGameResult *r;
  guint n;

  mj_game_set_empty_seats (game, 1u << 1);
  mj_game_run (game);
  g_assert_nonnull (mj_game_get_pending (game, 0));
  node = mj_game_to_json (game);
  copy = mj_game_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mj_game_get_empty_seats (copy), ==, 1u << 1);

  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (k);

      if (k != 1)
        mj_game_set_player (copy, k, MJ_PLAYER (player));
    }
  mj_game_run (copy);
  r = mj_game_get_result (copy);
  g_assert_nonnull (r);
  g_assert_cmpint (r->winner, !=, 1);
  g_assert_cmpint (r->settlement.net[1], ==, 0);
  mj_game_get_hand (copy, 1, &n);
  g_assert_cmpuint (n, ==, 0);
}

/* Settling at a table of three: the empty seat is left out, and a liable player pays what
 * the two others would have. */
static void
test_settle (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  const int totals[4] = { 40, 10, 200, 0 };
  MjSettlement s;

  mj_settle_seats (ruleset, 1u << 3, totals, 0, 2, -1, TRUE, -1, &s);
  /* East pays double: 400; seat 1 pays 200; East and seat 1 settle their difference */
  g_assert_cmpint (s.net[2], ==, 600);
  g_assert_cmpint (s.net[3], ==, 0);
  g_assert_cmpint (s.net[0] + s.net[1] + s.net[2], ==, 0);

  mj_settle_seats (ruleset, 1u << 3, totals, 0, 2, 1, FALSE, 1, &s);
  g_assert_cmpint (s.pays[1][2], ==, 600);
  g_assert_cmpint (s.net[0], ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game/players/three", test_three_players);
  g_test_add_func ("/core/game/players/two", test_two_players);
  g_test_add_func ("/core/game/players/rotation", test_rotation);
  g_test_add_func ("/core/game/players/refused", test_refused);
  g_test_add_func ("/core/game/players/save", test_save);
  g_test_add_func ("/core/game/players/settle", test_settle);

  return g_test_run ();
}
