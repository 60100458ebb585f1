/* test-score.c: the scoring engine as a whole: win detection against a brute-force search,
 * waits, the explanation lines and settlement invariants
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-score.h"
#include "mj-settle.h"
#include "mj-shape.h"

/* Independent of the engine: can the tiles be split into sets and one pair? */
static gboolean
brute_complete (guint8   c[MJ_N_PLAY_KINDS],
                gboolean have_pair)
{
  guint t = 0;
  gboolean ok = FALSE;

  while (t < MJ_N_PLAY_KINDS && c[t] == 0)
    t++;
  if (t == MJ_N_PLAY_KINDS)
    return have_pair;

  if (!have_pair && c[t] >= 2)
    {
      c[t] -= 2;
      ok = brute_complete (c, TRUE);
      c[t] += 2;
    }
  if (!ok && c[t] >= 3)
    {
      c[t] -= 3;
      ok = brute_complete (c, have_pair);
      c[t] += 3;
    }
  if (!ok && t < 27 && t % 9 <= 6 && c[t + 1] > 0 && c[t + 2] > 0)
    {
      c[t]--, c[t + 1]--, c[t + 2]--;
      ok = brute_complete (c, have_pair);
      c[t]++, c[t + 1]++, c[t + 2]++;
    }
  return ok;
}

/* A ruleset where only four sets and a pair go out: classical-mixed without special shapes. */
static MjRuleset *
standard_only_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset ("classical-mixed", &error);

  g_assert_no_error (error);
  for (guint r = MJ_RULE_NINE_GATES; r <= MJ_RULE_SQUIRMING_SNAKE; r++)
    mj_ruleset_set_rule_value (ruleset, (MjRuleId) r, MJ_VALUE_LIMIT, 0);
  return ruleset;
}

static void
hand_from_counts (MjHand       *hand,
                  const guint8  counts[MJ_N_PLAY_KINDS],
                  GRand        *rand)
{
  guint n = 0, pick;

  mj_hand_init (hand);
  memcpy (hand->concealed, counts, MJ_N_PLAY_KINDS);
  hand->mahjong = TRUE;
  hand->self_drawn = g_rand_boolean (rand);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    n += counts[t];
  pick = (guint) g_rand_int_range (rand, 0, (int) n);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (pick < counts[t])
        {
          hand->winning_tile = (MjTile) t;
          break;
        }
      pick -= counts[t];
    }
}

static void
test_score_win_detection_property (void)
{
  g_autoptr(MjRuleset) ruleset = standard_only_ruleset ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  guint n_positive = 0;

  for (guint i = 0; i < 100000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      MjHand hand;
      gboolean expected;

      /* half random hands, half winning hands with one tile perhaps changed */
      if (i % 2 == 0)
        mj_shape_random_hand (rand, 14, counts);
      else
        {
          mj_shape_random_winning_hand (rand, counts);
          if (g_rand_boolean (rand))
            {
              guint from = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
              guint to = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);

              if (counts[from] > 0 && counts[to] < 4)
                counts[from]--, counts[to]++;
            }
        }

      hand_from_counts (&hand, counts, rand);
      expected = brute_complete (counts, FALSE);
      n_positive += expected;
      if (mj_score_is_winning (ruleset, &hand) != expected)
        {
          g_autofree char *text = NULL;
          MjTile tiles[14];
          guint n = 0;

          for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
            for (guint k = 0; k < counts[t]; k++)
              tiles[n++] = (MjTile) t;
          text = mj_tiles_to_string (tiles, n);
          g_test_message ("hand %s: brute force says %d", text, expected);
          g_assert_not_reached ();
        }
    }

  /* both answers were exercised */
  g_assert_cmpuint (n_positive, >, 20000);
  g_assert_cmpuint (n_positive, <, 80000);
}

static void
parse_hand (MjHand     *hand,
            const char *concealed,
            gboolean    mahjong,
            const char *winning)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;

  mj_hand_init (hand);
  g_assert_true (mj_tiles_parse (concealed, tiles, &error));
  for (guint i = 0; i < tiles->len; i++)
    hand->concealed[g_array_index (tiles, MjTile, i)]++;
  hand->mahjong = mahjong;
  if (winning != NULL)
    g_assert_true (mj_tile_from_string (winning, &hand->winning_tile));
}

static void
test_score_waits (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) dmjl = mj_ruleset_new_preset ("dmjl", &error);
  g_autoptr(MjRuleset) bmja = mj_ruleset_new_preset ("bmja", &error);
  MjHand hand;
  MjTile t3, t6, t9;

  mj_tile_from_string ("3c", &t3);
  mj_tile_from_string ("6c", &t6);
  mj_tile_from_string ("9c", &t9);

  /* 4-5c open wait beside three pungs and a pair */
  parse_hand (&hand, "1b1b1b EwEwEw RdRdRd 4c5c 9d9d", FALSE, NULL);
  g_assert_cmphex (mj_score_waits (dmjl, &hand), ==, (G_GUINT64_CONSTANT (1) << t3) | (G_GUINT64_CONSTANT (1) << t6));

  /* the nine gates wait: every tile of the suit completes it in DMJL (standard shapes) */
  parse_hand (&hand, "1c1c1c2c3c4c5c6c7c8c9c9c9c", FALSE, NULL);
  g_assert_cmphex (mj_score_waits (dmjl, &hand), ==, G_GUINT64_CONSTANT (0x1ff));

  /* BMJA allows one chow, so no standard reading goes out; gates of heaven takes an extra
   * 2 to 8, and a 1 or a 9 completes nothing */
  g_assert_cmphex (mj_score_waits (bmja, &hand), ==, G_GUINT64_CONSTANT (0xfe));
  g_assert_cmphex (mj_score_waits (bmja, &hand) & (G_GUINT64_CONSTANT (1) << t9), ==, 0);

  /* a 14-tile hand has no waits */
  parse_hand (&hand, "1c1c1c2c3c4c5c6c7c8c9c9c9c5c", FALSE, NULL);
  g_assert_cmphex (mj_score_waits (dmjl, &hand), ==, 0);
}

static void
test_score_describe (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) bmja = mj_ruleset_new_preset ("bmja", &error);
  MjHand hand;
  MjScore score;
  gboolean seen_dragon = FALSE;

  parse_hand (&hand, "RdRdRd 2b3b4b 5b5b5b 7b7b7b 9b9b", TRUE, "9b");
  hand.self_drawn = TRUE;
  mj_score_hand (bmja, &hand, &score);
  g_assert_true (score.won);

  for (guint i = 0; i < score.n_items; i++)
    {
      g_autofree char *line = mj_score_item_describe (&score.items[i]);

      g_assert_nonnull (strchr (line, ':'));
      if (score.items[i].rule == MJ_RULE_DRAGON_PUNG)
        {
          g_assert_cmpstr (line, ==, "Pung of dragons (Rd): 1 double");
          seen_dragon = TRUE;
        }
    }
  g_assert_true (seen_dragon);
}

/* Whatever the totals, payments sum to zero and nobody pays themselves. */
static void
test_settle_zero_sum (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint r = 0; ids[r] != NULL; r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ids[r], &error);
      gboolean recorded = mj_ruleset_get (ruleset, MJ_PARAM_SETTLEMENT) == MJ_SETTLEMENT_RECORDED;

      g_assert_no_error (error);
      for (guint k = 0; k < 2000; k++)
        {
          int totals[4], sum = 0;
          int east = g_rand_int_range (rand, 0, 4);
          int winner = g_rand_int_range (rand, -1, 4);
          int discarder = winner >= 0 && g_rand_boolean (rand) ? (winner + g_rand_int_range (rand, 1, 4)) % 4 : -1;
          MjSettlement s;

          for (guint i = 0; i < 4; i++)
            totals[i] = g_rand_int_range (rand, 0, 1000);
          mj_settle (ruleset, totals, east, winner, discarder, discarder < 0, -1, &s);

          for (guint i = 0; i < 4; i++)
            {
              g_assert_cmpint (s.pays[i][i], ==, 0);
              sum += s.net[i];
              if (winner >= 0 && !recorded)
                g_assert_cmpint (s.pays[winner][i], ==, 0);
            }
          if (!recorded)
            g_assert_cmpint (sum, ==, 0);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/score/win-detection-property", test_score_win_detection_property);
  g_test_add_func ("/core/score/waits", test_score_waits);
  g_test_add_func ("/core/score/describe", test_score_describe);
  g_test_add_func ("/core/settle/zero-sum", test_settle_zero_sum);

  return g_test_run ();
}
