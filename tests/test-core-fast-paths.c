/* test-core-fast-paths.c: the engine's shortcuts agree with the slow ways they replace
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The waits of a hand, whether it is within a tile of ready, and which scoring rules a
 * ruleset uses are worked out by shortcuts (block-by-block table bits, a cache of the rule
 * lists, a test for going out on a pung or pair where a chow may not finish). Each is
 * checked here against the plain definition, on many random hands near going out.
 */

#include "config.h"

#include <string.h>

#include "mj-score.h"
#include "mj-shape.h"
#include "mj-tile.h"

#define SEED 20260202
#define N_HANDS 20000

/* A hand near going out: a random winning hand, a tile or two swapped at random. */
static void
near_hand (GRand  *rand,
           guint   n_tiles,
           guint8  counts[MJ_N_PLAY_KINDS])
{
  guint total = 14;

  mj_shape_random_winning_hand (rand, counts);
  for (guint swaps = (guint) g_rand_int_range (rand, 0, 3); swaps > 0; swaps--)
    {
      MjTile out = (MjTile) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      MjTile in = (MjTile) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);

      if (counts[out] > 0 && counts[in] < 4 && out != in)
        {
          counts[out]--;
          counts[in]++;
        }
    }
  while (total > n_tiles)
    {
      MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);

      if (counts[t] > 0)
        {
          counts[t]--;
          total--;
        }
    }
}

/* Drops three tiles of a set (a pung, or a chow if none) for a declared set. */
static gboolean
drop_set (guint8 counts[MJ_N_PLAY_KINDS])
{
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (counts[t] >= 3)
      {
        counts[t] -= 3;
        return TRUE;
      }
  for (MjTile t = 0; t < 27; t++)
    if (t % 9 <= 6 && counts[t] && counts[t + 1] && counts[t + 2])
      {
        counts[t]--;
        counts[t + 1]--;
        counts[t + 2]--;
        return TRUE;
      }
  return FALSE;
}

static void
test_standard_waits (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  guint n_waiting = 0;

  for (guint i = 0; i < N_HANDS; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      guint n_sets = 4;
      guint64 slow = 0, fast;

      if (i % 3 == 0)
        mj_shape_random_hand (rand, 13, counts);
      else
        near_hand (rand, 13, counts);
      for (guint k = (guint) g_rand_int_range (rand, 0, 3); k > 0 && drop_set (counts); k--)
        n_sets--;

      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          if (counts[t] >= 4)
            continue;
          counts[t]++;
          if (mj_shape_is_standard (counts, n_sets, G_MAXUINT))
            slow |= G_GUINT64_CONSTANT (1) << t;
          counts[t]--;
        }
      fast = mj_shape_standard_waits (counts, n_sets);
      g_assert_cmphex (fast, ==, slow);
      n_waiting += slow != 0;
    }

  /* the hands near going out do wait, often */
  g_assert_cmpuint (n_waiting, >, N_HANDS / 10);
}

static void
test_within_one (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 1);
  guint n_within = 0;

  for (guint i = 0; i < N_HANDS; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      guint n_declared = 0;
      gboolean slow, fast;

      if (i % 4 == 0)
        mj_shape_random_hand (rand, 13 + (i & 1), counts);
      else
        near_hand (rand, 13 + (i & 1), counts);
      for (guint k = (guint) g_rand_int_range (rand, 0, 3); k > 0 && drop_set (counts); k--)
        n_declared++;

      slow = mj_shape_shanten (counts, n_declared) <= 0;
      fast = mj_shape_is_within_one (counts, n_declared);
      g_assert_cmpint (fast, ==, slow);
      n_within += slow;
    }

  g_assert_cmpuint (n_within, >, N_HANDS / 10);

  /* seven pairs and thirteen orphans count where nothing is declared */
  {
    static const char * const ready[] = {
      "1c 1c 3c 3c 5b 5b 7b 7b 9d 9d Ew Ew Rd",
      "1c 9c 1b 9b 1d 9d Ew Sw Ww Nw Rd Gd Wd",
      "1c 9c 1b 9b 1d 9d Ew Sw Ww Nw Rd Gd 5c",
    };

    for (guint i = 0; i < G_N_ELEMENTS (ready); i++)
      {
        g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
        guint8 counts[MJ_N_PLAY_KINDS] = { 0 };

        g_assert_true (mj_tiles_parse (ready[i], tiles, NULL));
        for (guint j = 0; j < tiles->len; j++)
          counts[g_array_index (tiles, MjTile, j)]++;
        g_assert_cmpint (mj_shape_is_within_one (counts, 0), ==, mj_shape_shanten (counts, 0) <= 0);
      }
  }
}

static void
test_splits_exactly (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 2);

  for (guint i = 0; i < N_HANDS; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      guint n_sets = 4;
      MjTile honour = MJ_TILE_NONE;

      near_hand (rand, 14, counts);
      for (guint k = (guint) g_rand_int_range (rand, 0, 3); k > 0 && drop_set (counts); k--)
        n_sets--;

      /* with a pair: the standard shape, chows unlimited */
      g_assert_cmpint (mj_shape_splits_exactly (counts, n_sets, TRUE), ==,
                       mj_shape_is_standard (counts, n_sets, G_MAXUINT));

      /* without: the tiles less a pair are sets alone exactly when they and a pair of an
       * honour they lack are sets and a pair */
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (counts[t] >= 2)
          {
            counts[t] -= 2;
            for (MjTile h = MJ_TILE_EAST; h < MJ_N_PLAY_KINDS && honour == MJ_TILE_NONE; h++)
              if (counts[h] == 0)
                honour = h;
            if (honour != MJ_TILE_NONE)
              {
                gboolean sets_alone = mj_shape_splits_exactly (counts, n_sets, FALSE);

                counts[honour] += 2;
                g_assert_cmpint (sets_alone, ==, mj_shape_is_standard (counts, n_sets, G_MAXUINT));
                counts[honour] -= 2;
              }
            counts[t] += 2;
            break;
          }
    }
}

/* mj_score_waits() against its definition, a win tile by tile, under every preset: the
 * shape shortcuts must neither add nor drop a wait. */
static void
test_score_waits (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();

  for (guint r = 0; ids[r] != NULL; r++)
    {
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ids[r], NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 3);
      guint n_waiting = 0;

      g_assert_nonnull (ruleset);
      for (guint i = 0; i < 1500; i++)
        {
          MjHand hand;
          guint8 counts[MJ_N_PLAY_KINDS];
          guint64 slow = 0;

          mj_hand_init (&hand);
          near_hand (rand, 13, counts);
          memcpy (hand.concealed, counts, sizeof counts);
          if (g_rand_boolean (rand))
            for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
              if (hand.concealed[t] >= 3)
                {
                  hand.concealed[t] -= 3;
                  hand.melds[0].kind = MJ_SET_PUNG;
                  hand.melds[0].tile = t;
                  hand.melds[0].exposed = TRUE;
                  hand.n_melds = 1;
                  break;
                }
          hand.seat_wind = (MjWind) g_rand_int_range (rand, 0, 4);
          hand.prevailing_wind = (MjWind) g_rand_int_range (rand, 0, 4);

          for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
            {
              MjHand complete = hand;
              guint8 all[MJ_N_PLAY_KINDS];

              mj_hand_all_counts (&hand, all);
              if (all[t] >= 4)
                continue;
              complete.concealed[t]++;
              complete.self_drawn = TRUE;
              complete.winning_tile = t;
              if (mj_score_is_winning (ruleset, &complete))
                slow |= G_GUINT64_CONSTANT (1) << t;
            }

          g_assert_cmphex (mj_score_waits (ruleset, &hand), ==, slow);
          g_assert_cmpint (mj_score_has_waits (ruleset, &hand), ==, slow != 0);
          g_assert_cmphex (mj_score_shape_waits (ruleset, &hand) & slow, ==, slow);
          n_waiting += slow != 0;
        }
      g_test_message ("%s: %u of 1500 hands wait", ids[r], n_waiting);
      g_assert_cmpuint (n_waiting, >, 20);
    }
}

/* DMJL's "only possible tile" against its definition (RULES-BMJA-DMJL.md 9): the hand less
 * its winning tile waits on that tile alone. The engine often reads a second wait off the
 * arrangement instead of searching for it. */
static void
test_only_possible (void)
{
  g_autoptr(MjRuleset) dmjl = mj_ruleset_new_preset ("dmjl", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 5);
  guint n_only = 0, n_scored = 0;

  for (guint i = 0; i < 8000; i++)
    {
      MjHand hand, short_hand;
      MjScore score;
      guint8 counts[MJ_N_PLAY_KINDS];
      guint64 waits;
      gboolean listed = FALSE;
      guint n_held = 0, pick;

      mj_hand_init (&hand);
      mj_shape_random_winning_hand (rand, counts);
      memcpy (hand.concealed, counts, sizeof counts);
      if (g_rand_boolean (rand))
        for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
          if (hand.concealed[t] == 3)
            {
              hand.concealed[t] = 0;
              hand.melds[0].kind = MJ_SET_PUNG;
              hand.melds[0].tile = t;
              hand.melds[0].exposed = TRUE;
              hand.n_melds = 1;
              break;
            }
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        n_held += hand.concealed[t];
      pick = (guint) g_rand_int_range (rand, 0, (gint32) n_held);
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          if (pick < hand.concealed[t])
            {
              hand.winning_tile = t;
              break;
            }
          pick -= hand.concealed[t];
        }
      hand.self_drawn = g_rand_boolean (rand);
      hand.seat_wind = (MjWind) g_rand_int_range (rand, 0, 4);
      hand.prevailing_wind = (MjWind) g_rand_int_range (rand, 0, 4);
      hand.mahjong = TRUE;

      mj_score_hand (dmjl, &hand, &score);
      if (!score.won || score.limit != 0)
        continue;
      for (guint k = 0; k < score.n_items; k++)
        listed |= score.items[k].rule == MJ_RULE_ONLY_POSSIBLE_TILE;

      short_hand = hand;
      short_hand.mahjong = FALSE;
      short_hand.concealed[hand.winning_tile]--;
      waits = mj_score_waits (dmjl, &short_hand);
      g_assert_true (waits & (G_GUINT64_CONSTANT (1) << hand.winning_tile));
      g_assert_cmpint (listed, ==, (waits & (waits - 1)) == 0);
      n_only += listed;
      n_scored++;
    }

  /* both answers come up often */
  g_assert_cmpuint (n_only, >, n_scored / 20);
  g_assert_cmpuint (n_only, <, n_scored - n_scored / 20);
}

/* The rule lists are kept from hand to hand: a change to the ruleset's values, or another
 * ruleset, must show in the very next score. */
static void
test_rule_cache (void)
{
  g_autoptr(MjRuleset) dmjl = mj_ruleset_new_preset ("dmjl", NULL);
  g_autoptr(MjRuleset) bmja = mj_ruleset_new_preset ("bmja", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 4);
  MjHand hand;
  MjScore before, other, after, again;
  guint8 counts[MJ_N_PLAY_KINDS];

  mj_hand_init (&hand);
  mj_shape_random_winning_hand (rand, counts);
  memcpy (hand.concealed, counts, sizeof counts);
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (counts[t] > 0)
      hand.winning_tile = t;
  hand.mahjong = TRUE;
  hand.self_drawn = TRUE;

  mj_score_hand (dmjl, &hand, &before);
  g_assert_true (before.won);
  mj_score_hand (bmja, &hand, &other);

  /* the self-drawn winning tile is worth more: the same ruleset object, new values */
  mj_ruleset_set_rule_value (dmjl, MJ_RULE_SELF_DRAWN, MJ_VALUE_POINTS,
                             mj_ruleset_get_rule_value (dmjl, MJ_RULE_SELF_DRAWN, MJ_VALUE_POINTS) + 10);
  mj_score_hand (dmjl, &hand, &after);
  g_assert_cmpint (after.points, ==, before.points + 10);

  /* and turned off altogether: the rule is no longer listed */
  mj_ruleset_set_rule_value (dmjl, MJ_RULE_SELF_DRAWN, MJ_VALUE_POINTS, 0);
  mj_score_hand (dmjl, &hand, &again);
  for (guint i = 0; i < again.n_items; i++)
    g_assert_cmpint (again.items[i].rule, !=, MJ_RULE_SELF_DRAWN);

  /* the other ruleset in between changes nothing */
  mj_score_hand (bmja, &hand, &after);
  g_assert_cmpint (after.total, ==, other.total);
  g_assert_cmpuint (after.n_items, ==, other.n_items);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/fast-paths/standard-waits", test_standard_waits);
  g_test_add_func ("/fast-paths/within-one", test_within_one);
  g_test_add_func ("/fast-paths/splits-exactly", test_splits_exactly);
  g_test_add_func ("/fast-paths/score-waits", test_score_waits);
  g_test_add_func ("/fast-paths/only-possible", test_only_possible);
  g_test_add_func ("/fast-paths/rule-cache", test_rule_cache);

  return g_test_run ();
}
