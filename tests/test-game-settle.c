/* test-game-settle.c: a played hand settled: scores consistent with the hands, payments
 * following from the totals, the recorded scores and the dangerous game
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The settlement rules alone are tested in test-settle-families.c; here the game plays the
 * hand up to the payments. The helpers are in tests/support/mj-test-game.c.
 */

#include "config.h"

#include "mj-tally.h"
#include "mj-test-game.h"

static void
check_scores_consistent (MjGame             *game,
                         const MjGameResult *r)
{
  for (guint k = 0; k < 4; k++)
    {
      MjScore again;

      mj_score_hand (mj_game_get_ruleset (game), &r->hands[k], &again);
      g_assert_cmpint (again.total, ==, r->scores[k].total);
      g_assert_cmpint (r->hands[k].mahjong, ==, (int) k == r->winner);
    }
  if (r->winner >= 0)
    {
      g_assert_true (r->scores[r->winner].won);
      g_assert_cmpuint (mj_hand_tile_count (&r->hands[r->winner]), >=, 14);
    }
}

static void
check_net (const MjSettlement *st)
{
  int sum = 0;

  for (guint i = 0; i < 4; i++)
    {
      int net = 0;

      for (guint j = 0; j < 4; j++)
        net += st->pays[j][i] - st->pays[i][j];
      g_assert_cmpint (net, ==, st->net[i]);
      sum += st->net[i];
    }
  g_assert_cmpint (sum, ==, 0);
}

/* West goes out on South's discard (or draws it): the payments follow from the totals. */
static Table *
settle_hand (const char *id,
             gboolean    self_drawn)
{
  gboolean two;
  Table *t;
  Stack s;

  stack_init (&s, id, 0);
  two = deals_two (s.ruleset);
  /* the losers hold pungs, so that they have totals to settle between them */
  stack_deal (&s, two ? JUNK1 : JUNK1 " 9c", "Rd Rd Rd 2c 5c 8c 2b 5b 8b 2d 5d Wd Ew", WAIT_NW,
              "3c 6c 9c 3b 6b 9b 3d 3d 3d Sw Ww Nw Wd");
  if (two)
    stack_draws (&s, "9c");
  stack_draws (&s, self_drawn ? "9d Nw" : "Nw");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9c", NULL);
  table_script (t, 2, self_drawn ? "turn:Nw win" : "claim:Nw win", NULL);
  table_run (t);
  return t;
}

/* RULES-BMJA-DMJL.md 11.1: "Winner and a loser: the loser pays the winner factor x T(winner).
 * Two losers: the one with the lower total pays the other factor x (difference of their
 * totals)"; the factor is 2 when either is East. */
static void
test_settle_differences (gconstpointer data)
{
  g_autoptr(Table) t = settle_hand (data, FALSE);
  const MjGameResult *r = table_result (t);
  int want[4][4] = { { 0 } };
  int T[4];

  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 1);
  check_scores_consistent (t->game, r);
  for (guint k = 0; k < 4; k++)
    T[k] = r->scores[k].total;
  g_assert_cmpint (T[2], >, 0);
  for (int i = 0; i < 4; i++)
    {
      if (i == 2)
        continue;
      want[i][2] += (i == 0 ? 2 : 1) * T[2];
      for (int j = i + 1; j < 4; j++)
        {
          int f = (i == 0 || j == 0) ? 2 : 1;

          if (j == 2)
            continue;
          if (T[j] > T[i])
            want[i][j] += f * (T[j] - T[i]);
          else
            want[j][i] += f * (T[i] - T[j]);
        }
    }
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      g_assert_cmpint (r->settlement.pays[i][j], ==, want[i][j]);
  check_net (&r->settlement);
}

/* RULES.md 3b: "Won off a discard: the discarder pays double; self-drawn: everyone pays
 * double"; only the winner is paid. */
static void
test_settle_winner_only (gconstpointer data)
{
  for (guint self_drawn = 0; self_drawn <= 1; self_drawn++)
    {
      g_autoptr(Table) t = settle_hand (data, self_drawn);
      const MjGameResult *r = table_result (t);
      int T;

      g_assert_cmpint (r->winner, ==, 2);
      g_assert_cmpint (r->self_drawn, ==, self_drawn);
      check_scores_consistent (t->game, r);
      T = r->scores[2].total;
      g_assert_cmpint (T, >, 0);
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
          {
            int want = 0;

            if (j == 2 && i != 2)
              want = T * (self_drawn || i == 1 ? 2 : 1);
            g_assert_cmpint (r->settlement.pays[i][j], ==, want);
          }
      check_net (&r->settlement);
    }
}

/* Oxenstierna: "scores are written down per hand and summed over the evening; dealer scores
 * double". */
static void
test_settle_recorded (void)
{
  g_autoptr(Table) t = settle_hand ("oxenstierna", FALSE);
  const MjGameResult *r = table_result (t);

  g_assert_cmpint (r->winner, ==, 2);
  check_scores_consistent (t->game, r);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpint (r->settlement.net[k], ==, r->scores[k].total * (k == 0 ? 2 : 1));
      for (guint j = 0; j < 4; j++)
        g_assert_cmpint (r->settlement.pays[k][j], ==, 0);
    }
}

/* RULES-BMJA-DMJL.md 11.3, dangerous game: a discard is dangerous for a player who has "3 or
 * more exposed sets and all tiles P shows are green-hand tiles (then 2b 3b 4b 6b 8b Gd are
 * dangerous), or all are of one suit with at least 9 shown (that suit)". "If the eventual
 * winner claimed a dangerous tile from such a player (...) to go out, that player alone pays
 * the winner 4 x T(winner) (...) and no other payment of the hand is made." The bmja preset
 * applies it too ("dangerous-game = true"). North pungs 2b, 4b and 6b from East, who then
 * discards 8b (holding safe tiles) and North goes out on it. */
static void
test_settle_dangerous (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  int T;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal (&s, "2b 4b 6b 8b 1c 4c 7c 1d 4d 7d Ew Sw Ww Nw", JUNK2, JUNK3,
              "2b 2b 4b 4b 6b 6b 8b Gd Gd Gd 9c 9d Rd");
  stack_draws (&s, "1b 3c 5d");
  t = table_new (&s);
  table_script (t, 0, "turn discard 2b", "turn discard 4b", "turn discard 6b", "turn discard 8b", NULL);
  table_script (t, 3, "claim:2b pung", "turn discard 9c", "claim:4b pung", "turn discard 9d",
                "claim:6b pung",
                mj_ruleset_get (mj_game_get_ruleset (t->game), MJ_PARAM_MUST_DECLARE_READY) ?
                "turn discard Rd ready" : "turn discard Rd", "claim:8b win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 3);
  g_assert_cmpint (r->discarder, ==, 0);
  T = r->scores[3].total;
  g_assert_cmpint (T, >, 0);
  g_assert_cmpint (r->liable, ==, 0);
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      g_assert_cmpint (r->settlement.pays[i][j], ==, i == 0 && j == 3 ? 4 * T : 0);
  check_net (&r->settlement);
}

/* The Cantonese "Calling 12 pieces" in play: West reveals a pung of 2b (East's discard), a
 * pung of 6b (North's), a chow 3b4b5b and a chow 7b8b9b (both South's; the last leaves only
 * 5b 5b, one of which goes, no choice asked), then draws the 5b that completes a clear hand. "If the calling hand then self-draws, the discarder must pay
 * everything, on top of the doubling already expected for a self-draw": one suit 6 + a
 * self-draw 1 = 7 faan, 128 points, doubled for each of three, all paid by South: 768. */
static void
test_settle_calling_twelve (void)
{
  g_autoptr(Table) t = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(MjGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  const MjGameResult *r, *again;
  Stack s;

  stack_init (&s, "cantonese", 0);
  stack_deal (&s, "2b 1c 4c 7c 1d 4d 7d Ew Sw Ww Nw Rd Gd 9c",
              "4b 9b 2c 5c 8c 2d 5d 8d 3c 6c Wd Ew Nw",
              "2b 2b 3b 5b 6b 6b 5b 5b 7b 8b 1c 9d Sw",
              "6b 3d 6d 9d 3c 6c 9c Rd Gd Wd Ww Nw 7c");
  stack_draws (&s, "? ? ? ? ? ? ? ? ? ? 5b");
  t = table_new (&s);
  table_script (t, 0, "turn discard 2b", NULL);
  table_script (t, 1, "turn discard 4b", "turn discard 9b", NULL);
  table_script (t, 2, "claim:2b pung", "turn discard 1c", "claim:6b pung", "turn discard 9d",
                "claim:4b chow 3b", "turn discard Sw", "claim:9b chow 7b", "turn:5b win", NULL);
  table_script (t, 3, "turn discard 6b", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_true (r->self_drawn);
  g_assert_cmpint (r->scores[2].total, ==, 128);
  g_assert_cmpint (r->liable, ==, 1);
  g_assert_cmpint (r->liable_rule, ==, MJ_LIABLE_CALLING_TWELVE);
  g_assert_cmpint (r->settlement.pays[1][2], ==, 768);
  g_assert_cmpint (r->settlement.pays[0][2], ==, 0);
  g_assert_cmpint (r->settlement.pays[3][2], ==, 0);

  /* saved and read back, the result says the same */
  node = mj_game_to_json (t->game);
  copy = mj_game_new_from_json (node, &error);
  g_assert_no_error (error);
  again = mj_game_get_result (copy);
  g_assert_cmpint (again->liable, ==, 1);
  g_assert_cmpint (again->liable_rule, ==, MJ_LIABLE_CALLING_TWELVE);
  g_assert_cmpint (again->settlement.pays[1][2], ==, 768);
}

/* Points as the British book's tally sticks: the starting 2,000 as the book hands them out,
 * up to 1,000 kept in small sticks for change, an odd point said apart. */
static void
test_settle_tallies (void)
{
  static const struct { int points; guint counts[MJ_TALLY_N_KINDS]; int rest; const char *words; } cases[] = {
    { 2000, { 2, 9, 8, 10 }, 0, "2 × 500, 9 × 100, 8 × 10, 10 × 2" },
    { 1500, { 1, 9, 8, 10 }, 0, "1 × 500, 9 × 100, 8 × 10, 10 × 2" },
    { 5000, { 8, 9, 8, 10 }, 0, "8 × 500, 9 × 100, 8 × 10, 10 × 2" },
    { 46, { 0, 0, 4, 3 }, 0, "4 × 10, 3 × 2" },
    { 3, { 0, 0, 0, 1 }, 1, "1 × 2, 1 point" },
    { 0, { 0, 0, 0, 0 }, 0, "no sticks" },
    { -40, { 0, 0, 0, 0 }, -40, "no sticks" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint counts[MJ_TALLY_N_KINDS];
      g_autofree char *words = mj_tally_describe (cases[i].points);
      int total = 0;

      g_assert_cmpint (mj_tally_split (cases[i].points, counts), ==, cases[i].rest);
      g_assert_cmpmem (counts, sizeof counts, cases[i].counts, sizeof cases[i].counts);
      g_assert_cmpstr (words, ==, cases[i].words);
      for (guint k = 0; k < MJ_TALLY_N_KINDS; k++)
        total += (int) counts[k] * mj_tally_values[k];
      if (cases[i].points > 0)
        g_assert_cmpint (total + cases[i].rest, ==, cases[i].points);
    }

  /* whatever a player holds after paying, the sticks stay a handful: never more than the
   * starting set's ten of 2, nor more than 1,000 in the smaller sticks */
  for (int points = 1; points <= 6000; points++)
    {
      guint counts[MJ_TALLY_N_KINDS];
      int rest = mj_tally_split (points, counts);

      g_assert_cmpint (rest, ==, points % 2);
      g_assert_cmpuint (counts[3], <=, 10);
      g_assert_cmpint ((int) counts[1] * 100 + (int) counts[2] * 10 + (int) counts[3] * 2, <=, 1000);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/core/game/settle/differences/bmja", "bmja", test_settle_differences);
  g_test_add_data_func ("/core/game/settle/differences/dmjl", "dmjl", test_settle_differences);
  g_test_add_data_func ("/core/game/settle/differences/classical-mixed", "classical-mixed",
                        test_settle_differences);
  g_test_add_data_func ("/core/game/settle/winner-only/hong-kong", "hong-kong", test_settle_winner_only);
  g_test_add_func ("/core/game/settle/recorded/oxenstierna", test_settle_recorded);
  g_test_add_func ("/core/game/settle/calling-twelve/cantonese", test_settle_calling_twelve);
  g_test_add_func ("/core/game/settle/tallies", test_settle_tallies);
  g_test_add_data_func ("/core/game/settle/dangerous-game/dmjl", "dmjl", test_settle_dangerous);
  g_test_add_data_func ("/core/game/settle/dangerous-game/bmja", "bmja", test_settle_dangerous);

  return g_test_run ();
}
