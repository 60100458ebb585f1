/* test-shape.c: hand shapes, special hands and shanten
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mj-shape.h"
#include "mj-tile.h"

#define SEED 20260101

/* Helpers */

static void
hand (const char *text,
      guint8      counts[MJ_N_PLAY_KINDS])
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;

  g_assert_true (mj_tiles_parse (text, tiles, &error));
  g_assert_no_error (error);

  memset (counts, 0, MJ_N_PLAY_KINDS);
  for (guint i = 0; i < tiles->len; i++)
    {
      MjTile t = g_array_index (tiles, MjTile, i);

      g_assert_cmpuint (t, <, MJ_N_PLAY_KINDS);
      counts[t]++;
      g_assert_cmpuint (counts[t], <=, 4);
    }
}

static MjTile
tile (const char *text)
{
  MjTile t = MJ_TILE_NONE;

  g_assert_true (mj_tile_from_string (text, &t));
  return t;
}

/* The brute force the fast code is checked against: at the lowest tile, try a pair (if
 * none yet), a pung and a chow. */
static gboolean
brute_complete (guint8 c[MJ_N_PLAY_KINDS],
                guint  sets_left,
                guint  chows_left,
                gboolean need_pair)
{
  guint t = 0;
  gboolean ok = FALSE;

  while (t < MJ_N_PLAY_KINDS && c[t] == 0)
    t++;
  if (t == MJ_N_PLAY_KINDS)
    return sets_left == 0 && !need_pair;

  if (need_pair && c[t] >= 2)
    {
      c[t] -= 2;
      ok = brute_complete (c, sets_left, chows_left, FALSE);
      c[t] += 2;
    }
  if (!ok && sets_left > 0 && c[t] >= 3)
    {
      c[t] -= 3;
      ok = brute_complete (c, sets_left - 1, chows_left, need_pair);
      c[t] += 3;
    }
  if (!ok && sets_left > 0 && chows_left > 0 && t < 27 && t % 9 <= 6 &&
      c[t + 1] > 0 && c[t + 2] > 0)
    {
      c[t]--, c[t + 1]--, c[t + 2]--;
      ok = brute_complete (c, sets_left - 1, chows_left - 1, need_pair);
      c[t]++, c[t + 1]++, c[t + 2]++;
    }

  return ok;
}

static gboolean
brute_is_standard (const guint8 counts[MJ_N_PLAY_KINDS],
                   guint        n_sets,
                   guint        max_chows)
{
  guint8 c[MJ_N_PLAY_KINDS];

  memcpy (c, counts, sizeof c);
  return brute_complete (c, n_sets, max_chows, TRUE);
}

/* Counts distinct arrangements another way: choose the sets as a multiset (indices in
 * non-decreasing order: 34 pungs, then 21 chows), then what is left must be one pair. */
static guint
brute_count (guint8 c[MJ_N_PLAY_KINDS],
             guint  sets_left,
             guint  first)
{
  guint n = 0;

  if (sets_left == 0)
    {
      guint kinds = 0, pair = 0;

      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (c[t] != 0)
          {
            kinds++;
            pair = c[t] == 2;
          }
      return kinds == 1 && pair ? 1 : 0;
    }

  for (guint i = first; i < MJ_N_PLAY_KINDS + 21; i++)
    {
      if (i < MJ_N_PLAY_KINDS)
        {
          if (c[i] < 3)
            continue;
          c[i] -= 3;
          n += brute_count (c, sets_left - 1, i);
          c[i] += 3;
        }
      else
        {
          guint low = (i - MJ_N_PLAY_KINDS) / 7 * 9 + (i - MJ_N_PLAY_KINDS) % 7;

          if (c[low] == 0 || c[low + 1] == 0 || c[low + 2] == 0)
            continue;
          c[low]--, c[low + 1]--, c[low + 2]--;
          n += brute_count (c, sets_left - 1, i);
          c[low]++, c[low + 1]++, c[low + 2]++;
        }
    }

  return n;
}

/* Checks every arrangement reported: the right sets, all the tiles, none twice. */
typedef struct
{
  const guint8 *counts;
  guint         n_sets;
  GHashTable   *seen;
  guint         n_calls;
  guint         stop_after;
} CheckData;

static int
compare_sets (gconstpointer a,
              gconstpointer b)
{
  const MjSet *x = a, *y = b;

  if (x->kind != y->kind)
    return x->kind - y->kind;
  return x->tile - y->tile;
}

static gboolean
check_arrangement_cb (const MjArrangement *arr,
                      gpointer             user_data)
{
  CheckData *data = user_data;
  guint8 used[MJ_N_PLAY_KINDS] = { 0 };
  MjSet sorted[MJ_SHAPE_MAX_SETS];
  GString *key = g_string_new (NULL);

  data->n_calls++;
  g_assert_cmpuint (arr->n_sets, ==, data->n_sets + 1);
  g_assert_cmpuint (arr->sets[arr->n_sets - 1].kind, ==, MJ_SET_PAIR);

  for (guint i = 0; i < arr->n_sets; i++)
    {
      const MjSet *set = &arr->sets[i];

      switch (set->kind)
        {
        case MJ_SET_PUNG:
          g_assert_cmpuint (set->n_tiles, ==, 3);
          for (guint j = 0; j < 3; j++)
            g_assert_cmpuint (set->tiles[j], ==, set->tile);
          break;
        case MJ_SET_CHOW:
          g_assert_cmpuint (set->n_tiles, ==, 3);
          g_assert_true (mj_tile_is_suited (set->tile));
          g_assert_cmpuint (mj_tile_rank (set->tile), <=, 7);
          for (guint j = 0; j < 3; j++)
            g_assert_cmpuint (set->tiles[j], ==, set->tile + j);
          break;
        case MJ_SET_PAIR:
          g_assert_cmpuint (i, ==, arr->n_sets - 1u);
          g_assert_cmpuint (set->n_tiles, ==, 2);
          g_assert_cmpuint (set->tiles[0], ==, set->tile);
          g_assert_cmpuint (set->tiles[1], ==, set->tile);
          break;
        default:
          g_assert_not_reached ();
        }

      for (guint j = 0; j < set->n_tiles; j++)
        used[set->tiles[j]]++;
    }

  g_assert_cmpmem (used, sizeof used, data->counts, MJ_N_PLAY_KINDS);

  /* The same sets in another order would be the same arrangement. */
  memcpy (sorted, arr->sets, arr->n_sets * sizeof (MjSet));
  qsort (sorted, arr->n_sets, sizeof (MjSet), compare_sets);
  for (guint i = 0; i < arr->n_sets; i++)
    g_string_append_printf (key, "%u:%u ", sorted[i].kind, sorted[i].tile);
  g_assert_true (g_hash_table_add (data->seen, g_string_free (key, FALSE)));

  return data->stop_after == 0 || data->n_calls < data->stop_after;
}

static guint
check_foreach (const guint8 counts[MJ_N_PLAY_KINDS],
               guint        n_sets)
{
  CheckData data = { counts, n_sets, NULL, 0, 0 };
  guint n;

  data.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  n = mj_shape_foreach_standard (counts, n_sets, check_arrangement_cb, &data);
  g_assert_cmpuint (n, ==, data.n_calls);
  g_assert_cmpuint (n, ==, g_hash_table_size (data.seen));
  g_assert_cmpuint (n, ==, mj_shape_foreach_standard (counts, n_sets, NULL, NULL));
  g_assert_cmpint (n > 0, ==, mj_shape_is_standard (counts, n_sets, G_MAXUINT));
  g_hash_table_unref (data.seen);

  return n;
}

/* Known hands */

static void
test_shape_count (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  hand ("", c);
  g_assert_cmpuint (mj_shape_count (c), ==, 0);
  hand ("1c 1c 9d Rd Rd Rd", c);
  g_assert_cmpuint (mj_shape_count (c), ==, 6);
}

static void
test_shape_standard_known (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  hand ("1c2c3c 4b5b6b 7d8d9d EwEwEw RdRd", c);
  g_assert_true (mj_shape_is_standard (c, 4, G_MAXUINT));
  g_assert_false (mj_shape_is_standard (c, 3, G_MAXUINT));
  g_assert_true (mj_shape_is_standard (c, 4, 3));
  g_assert_false (mj_shape_is_standard (c, 4, 2));

  /* No chows of honours, none across suits, none wrapping 8-9-1. */
  hand ("EwSwWw 1c2c3c 4b5b6b 7d8d9d RdRd", c);
  g_assert_false (mj_shape_is_standard (c, 4, G_MAXUINT));
  hand ("8c9c1b 1c2c3c 4b5b6b 7d8d9d RdRd", c);
  g_assert_false (mj_shape_is_standard (c, 4, G_MAXUINT));
  hand ("8c9c1c 2c3c4c 4b5b6b 7d8d9d RdRd", c);
  g_assert_false (mj_shape_is_standard (c, 4, G_MAXUINT));

  /* Four of a kind is never a kong in a concealed arrangement... */
  hand ("1c1c1c1c 4b5b6b 7d8d9d RdRdRd WdWd", c);
  g_assert_false (mj_shape_is_standard (c, 4, G_MAXUINT));
  /* ... but can be a pung and part of a chow. */
  hand ("1c1c1c1c2c3c 4b5b6b 7d8d9d WdWd", c);
  g_assert_true (mj_shape_is_standard (c, 4, G_MAXUINT));
  g_assert_false (mj_shape_is_standard (c, 4, 2));

  /* Smaller hands, for declared sets. */
  hand ("5d5d", c);
  g_assert_true (mj_shape_is_standard (c, 0, G_MAXUINT));
  hand ("5d6d7d NwNw", c);
  g_assert_true (mj_shape_is_standard (c, 1, G_MAXUINT));
  g_assert_false (mj_shape_is_standard (c, 1, 0));
  hand ("5d6d7d NwNwNw", c);
  g_assert_false (mj_shape_is_standard (c, 1, G_MAXUINT));
  hand ("", c);
  g_assert_false (mj_shape_is_standard (c, 0, G_MAXUINT));
}

static void
test_shape_foreach_known (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  /* 111 222 333 44, 123 123 123 44, 11 123 234 234. */
  hand ("1c1c1c2c2c2c3c3c3c4c4c", c);
  g_assert_cmpuint (check_foreach (c, 3), ==, 3);
  g_assert_cmpuint (check_foreach (c, 4), ==, 0);

  /* 111 222 333 444 55, 111 234 234 234 55, 111 22 234 345 345, 123 123 123 444 55. */
  hand ("1c1c1c2c2c2c3c3c3c4c4c4c5c5c", c);
  g_assert_cmpuint (check_foreach (c, 4), ==, 4);

  /* Nine gates with an extra 5 only reads as 111 234 55 678 999. */
  hand ("1c1c1c2c3c4c5c6c7c8c9c9c9c5c", c);
  g_assert_cmpuint (check_foreach (c, 4), ==, 1);

  /* 222 333 444 or 234 234 234, with the honours. */
  hand ("2b2b2b3b3b3b4b4b4b RdRdRd GdGd", c);
  g_assert_cmpuint (check_foreach (c, 4), ==, 2);

  /* Seven pairs are not a standard hand. */
  hand ("1c1c3c3c5c5c7c7c9c9c2b2bEwEw", c);
  g_assert_cmpuint (check_foreach (c, 4), ==, 0);

  /* The pair alone. */
  hand ("WdWd", c);
  g_assert_cmpuint (check_foreach (c, 0), ==, 1);
}

static gboolean
count_and_stop_cb (const MjArrangement *arr,
                   gpointer             user_data)
{
  guint *n = user_data;

  return ++*n < 2;
}

static void
test_shape_foreach_stop (void)
{
  guint8 c[MJ_N_PLAY_KINDS];
  guint n = 0;

  hand ("1c1c1c2c2c2c3c3c3c4c4c4c5c5c", c);
  g_assert_cmpuint (mj_shape_foreach_standard (c, 4, count_and_stop_cb, &n), ==, 2);
  g_assert_cmpuint (n, ==, 2);
}

static void
test_shape_thirteen_orphans (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  hand ("1c9c1b9b1d9dEwSwWwNwRdGdWd Wd", c);
  g_assert_true (mj_shape_is_thirteen_orphans (c));
  hand ("1c9c1b9b1d9dEwSwWwNwRdGdWd 1c", c);
  g_assert_true (mj_shape_is_thirteen_orphans (c));

  /* A simple instead of the extra major, a major missing, too few tiles. */
  hand ("1c9c1b9b1d9dEwSwWwNwRdGdWd 5c", c);
  g_assert_false (mj_shape_is_thirteen_orphans (c));
  hand ("1c9c1b9b1d9dEwSwWwNwRdGd Gd Gd", c);
  g_assert_false (mj_shape_is_thirteen_orphans (c));
  hand ("1c9c1b9b1d9dEwSwWwNwRdGdWd", c);
  g_assert_false (mj_shape_is_thirteen_orphans (c));
}

static void
test_shape_seven_pairs (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  hand ("1c1c3c3c5c5c7c7c9c9c2b2bEwEw", c);
  g_assert_true (mj_shape_is_seven_pairs (c, FALSE));
  g_assert_true (mj_shape_is_seven_pairs (c, TRUE));

  /* Four of a kind as two pairs only where the rules allow it. */
  hand ("1c1c1c1c5c5c7c7c9c9c2b2bEwEw", c);
  g_assert_false (mj_shape_is_seven_pairs (c, FALSE));
  g_assert_true (mj_shape_is_seven_pairs (c, TRUE));

  hand ("1c1c1c5c5c7c7c9c9c2b2bEwEwRd", c);
  g_assert_false (mj_shape_is_seven_pairs (c, TRUE));
  hand ("1c1c3c3c5c5c7c7c9c9c2b2bEw", c);
  g_assert_false (mj_shape_is_seven_pairs (c, TRUE));
  hand ("1c1c3c3c5c5c7c7c9c9c2b2bEwEwRdRd", c);
  g_assert_false (mj_shape_is_seven_pairs (c, TRUE));
}

static void
test_shape_nine_gates (void)
{
  guint8 c[MJ_N_PLAY_KINDS];
  MjTile extra = MJ_TILE_NONE;

  hand ("1c1c1c2c3c4c5c6c7c8c9c9c9c 5c", c);
  g_assert_true (mj_shape_is_nine_gates (c, &extra));
  g_assert_cmpuint (extra, ==, tile ("5c"));
  hand ("1d1d1d2d3d4d5d6d7d8d9d9d9d 1d", c);
  g_assert_true (mj_shape_is_nine_gates (c, &extra));
  g_assert_cmpuint (extra, ==, tile ("1d"));
  hand ("1b1b1b2b3b4b5b6b7b8b9b9b9b 9b", c);
  g_assert_true (mj_shape_is_nine_gates (c, NULL));

  /* Another suit's tile, an honour, a gap. */
  hand ("1c1c1c2c3c4c5c6c7c8c9c9c9c 5b", c);
  g_assert_false (mj_shape_is_nine_gates (c, &extra));
  hand ("1c1c1c2c3c4c5c6c7c8c9c9c9c Rd", c);
  g_assert_false (mj_shape_is_nine_gates (c, &extra));
  hand ("1c1c1c2c3c4c6c6c7c8c9c9c9c 9c", c);
  g_assert_false (mj_shape_is_nine_gates (c, &extra));
  hand ("1c1c1c2c3c4c5c6c7c8c9c9c9c", c);
  g_assert_false (mj_shape_is_nine_gates (c, &extra));
}

static void
test_shape_wriggling_snake (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  hand ("1b1b2b3b4b5b6b7b8b9b EwSwWwNw", c);
  g_assert_true (mj_shape_is_wriggling_snake (c));
  hand ("1d1d2d3d4d5d6d7d8d9d EwSwWwNw", c);
  g_assert_true (mj_shape_is_wriggling_snake (c));

  /* A dragon for a wind, the pair not of 1s, two suits, a wind twice. */
  hand ("1b1b2b3b4b5b6b7b8b9b EwSwWwRd", c);
  g_assert_false (mj_shape_is_wriggling_snake (c));
  hand ("1b2b3b4b5b6b7b8b9b9b EwSwWwNw", c);
  g_assert_false (mj_shape_is_wriggling_snake (c));
  hand ("1b1b2b3b4b5b6b7b8b9c EwSwWwNw", c);
  g_assert_false (mj_shape_is_wriggling_snake (c));
  hand ("1b1b2b3b4b5b6b7b8b9b EwSwWwWw", c);
  g_assert_false (mj_shape_is_wriggling_snake (c));
}

static void
test_shape_knitting (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  hand ("1c1b 2c2b 3c3b 4c4b 5c5b 9c9b 9c9b", c);
  g_assert_true (mj_shape_is_knitting (c));
  hand ("1d1b 1d1b 3d3b 4d4b 6d6b 8d8b 9d9b", c);
  g_assert_true (mj_shape_is_knitting (c));

  /* A third suit, an honour, unmatched values. */
  hand ("1c1b 2c2b 3c3b 4c4b 5c5b 9c9b 9c9d", c);
  g_assert_false (mj_shape_is_knitting (c));
  hand ("1c1b 2c2b 3c3b 4c4b 5c5b 9c9b RdRd", c);
  g_assert_false (mj_shape_is_knitting (c));
  hand ("1c1b 2c2b 3c3b 4c4b 5c5b 9c9b 8c9b", c);
  g_assert_false (mj_shape_is_knitting (c));
  hand ("1c1b 2c2b 3c3b 4c4b 5c5b 9c9b", c);
  g_assert_false (mj_shape_is_knitting (c));
}

static void
test_shape_triple_knitting (void)
{
  guint8 c[MJ_N_PLAY_KINDS];
  MjArrangement arr;
  guint8 used[MJ_N_PLAY_KINDS] = { 0 };

  hand ("1c1b1d 2c2b2d 3c3b3d 4c4b4d 5c5d", c);
  g_assert_true (mj_shape_is_triple_knitting (c, &arr));
  g_assert_cmpuint (arr.n_sets, ==, 5);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (arr.sets[i].kind, ==, MJ_SET_KNITTED_TRIPLE);
      g_assert_cmpuint (arr.sets[i].n_tiles, ==, 3);
      g_assert_cmpuint (arr.sets[i].tile, ==, i);
    }
  g_assert_cmpuint (arr.sets[4].kind, ==, MJ_SET_KNITTED_PAIR);
  g_assert_cmpuint (arr.sets[4].tile, ==, tile ("5c"));
  g_assert_cmpuint (arr.sets[4].tiles[1], ==, tile ("5d"));
  for (guint i = 0; i < arr.n_sets; i++)
    for (guint j = 0; j < arr.sets[i].n_tiles; j++)
      used[arr.sets[i].tiles[j]]++;
  g_assert_cmpmem (used, sizeof used, c, sizeof used);

  /* Values may repeat, and the pair may share a value with a triple. */
  hand ("7c7b7d 7c7b7d 2c2b2d 2c2b2d 7b7d", c);
  g_assert_true (mj_shape_is_triple_knitting (c, NULL));
  g_assert_true (mj_shape_is_triple_knitting (c, &arr));
  g_assert_cmpuint (arr.sets[4].tile, ==, tile ("7b"));

  /* The pair of one suit, an honour, a broken triple. */
  hand ("1c1b1d 2c2b2d 3c3b3d 4c4b4d 5c5c", c);
  g_assert_false (mj_shape_is_triple_knitting (c, &arr));
  hand ("1c1b1d 2c2b2d 3c3b3d 4c4b4d RdRd", c);
  g_assert_false (mj_shape_is_triple_knitting (c, NULL));
  hand ("1c1b1d 2c2b2d 3c3b3d 4c4b5d 5c5d", c);
  g_assert_false (mj_shape_is_triple_knitting (c, NULL));
  hand ("1c1b1d 2c2b2d 3c3b3d 4c4b4d", c);
  g_assert_false (mj_shape_is_triple_knitting (c, NULL));
}

static void
test_shape_shanten_known (void)
{
  guint8 c[MJ_N_PLAY_KINDS];

  /* Complete, ready, and ready after a discard. */
  hand ("1c2c3c4c5c6c7c8c9c 1b1b 5d6d7d", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, -1);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, -1);
  hand ("1c2c3c4c5c6c7c8c9c 1b1b 5d6d", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, 0);
  hand ("1c2c3c4c5c6c7c8c9c 1b1b 5d6d Nw", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, 0);

  /* Waiting only on a tile the hand holds all four of is not ready. */
  hand ("1c1c1c1c 2b3b4b 5b6b7b 3d4d5d", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, 1);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, 1);

  /* Thirteen orphans: one away, ready on one tile, ready on thirteen, complete. */
  hand ("1c9c1b9b1d9dEwSwWwNwRdGd 5c", c);
  g_assert_cmpint (mj_shape_shanten_thirteen_orphans (c), ==, 1);
  g_assert_cmpint (mj_shape_shanten_seven_pairs (c), ==, 6);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, 1);
  hand ("1c1c9c1b9b1d9dEwSwWwNwRdGd", c);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, 0);
  hand ("1c9c1b9b1d9dEwSwWwNwRdGdWd", c);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, 0);
  hand ("1c9c1b9b1d9dEwSwWwNwRdGdWd 9d", c);
  g_assert_cmpint (mj_shape_shanten_thirteen_orphans (c), ==, -1);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, -1);

  /* Seven pairs: ready (standard is three away: four sets need four more tiles), complete,
   * and four of a kind counting as one pair. */
  hand ("1c1c3c3c5c5c7c7c9c9c2b2bEw", c);
  g_assert_cmpint (mj_shape_shanten_seven_pairs (c), ==, 0);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, 3);
  g_assert_cmpint (mj_shape_shanten (c, 0), ==, 0);
  hand ("1c1c3c3c5c5c7c7c9c9c2b2bEwEw", c);
  g_assert_cmpint (mj_shape_shanten_seven_pairs (c), ==, -1);
  hand ("1c1c1c1c5c5c7c7c9c9c2b2bEw", c);
  g_assert_cmpint (mj_shape_shanten_seven_pairs (c), ==, 2);

  /* With declared sets. */
  hand ("1c2c3c4c", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 3), ==, 0);
  g_assert_cmpint (mj_shape_shanten (c, 3), ==, 0);
  hand ("1c2c3c4c4c", c);
  g_assert_cmpint (mj_shape_shanten (c, 3), ==, -1);
  hand ("Rd", c);
  g_assert_cmpint (mj_shape_shanten (c, 4), ==, 0);
  hand ("RdGd", c);
  g_assert_cmpint (mj_shape_shanten (c, 4), ==, 0);
  hand ("RdRd", c);
  g_assert_cmpint (mj_shape_shanten (c, 4), ==, -1);

  /* Honours alone, six pairs: four pungs each need a tile. */
  hand ("EwSwWwNwRdGdWd EwSwWwNwRdGd", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, 3);
  g_assert_cmpint (mj_shape_shanten_seven_pairs (c), ==, 0);

  /* The worst standard hand: eight away. */
  hand ("1c4c7c 2b5b8b 3d6d9d EwSwWwNw", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, 8);

  /* A suit holding more than 14 tiles takes the slow path and agrees with the fast one. */
  hand ("1c1c1c 2c2c2c 3c3c3c 4c4c4c 5c5c5c", c);
  g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, -1);
}

static void
test_shape_random_hands (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  guint8 c[MJ_N_PLAY_KINDS];

  for (guint i = 0; i < 2000; i++)
    {
      guint n = i % 15;

      mj_shape_random_hand (rand, n, c);
      g_assert_cmpuint (mj_shape_count (c), ==, n);
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        g_assert_cmpuint (c[t], <=, 4);

      mj_shape_random_winning_hand (rand, c);
      g_assert_cmpuint (mj_shape_count (c), ==, 14);
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        g_assert_cmpuint (c[t], <=, 4);
      g_assert_true (brute_is_standard (c, 4, G_MAXUINT));
    }
}

/* Properties */

/* A pair and n_sets sets, made up the test's own way: sets drawn from the tiles that are
 * left of a full set of 136. */
static void
random_complete (GRand  *rand,
                 guint   n_sets,
                 guint8  c[MJ_N_PLAY_KINDS])
{
  guint t;

  memset (c, 0, MJ_N_PLAY_KINDS);
  t = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
  c[t] = 2;

  while (n_sets > 0)
    {
      t = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      if (g_rand_boolean (rand))
        {
          if (c[t] > 1)
            continue;
          c[t] += 3;
        }
      else
        {
          if (t >= 27 || t % 9 > 6 || c[t] == 4 || c[t + 1] == 4 || c[t + 2] == 4)
            continue;
          c[t]++, c[t + 1]++, c[t + 2]++;
        }
      n_sets--;
    }
}

static void
test_shape_property_standard (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  guint8 c[MJ_N_PLAY_KINDS];
  guint n_positive = 0;

  /* Random hands: almost all negative. */
  for (guint i = 0; i < 100000; i++)
    {
      gboolean brute;

      mj_shape_random_hand (rand, 14, c);
      brute = brute_is_standard (c, 4, G_MAXUINT);
      g_assert_cmpint (mj_shape_is_standard (c, 4, G_MAXUINT), ==, brute);
      n_positive += brute;
    }

  /* Winning hands, with a limit on chows, and with one tile changed. */
  for (guint i = 0; i < 20000; i++)
    {
      guint max_chows = (guint) g_rand_int_range (rand, 0, 5);
      guint from, to;

      mj_shape_random_winning_hand (rand, c);
      g_assert_true (mj_shape_is_standard (c, 4, G_MAXUINT));
      g_assert_cmpint (mj_shape_is_standard (c, 4, max_chows), ==,
                       brute_is_standard (c, 4, max_chows));
      n_positive++;

      do
        from = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      while (c[from] == 0);
      do
        to = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      while (to == from || c[to] == 4);
      c[from]--;
      c[to]++;
      g_assert_cmpint (mj_shape_is_standard (c, 4, G_MAXUINT), ==,
                       brute_is_standard (c, 4, G_MAXUINT));
      g_assert_cmpint (mj_shape_is_standard (c, 4, max_chows), ==,
                       brute_is_standard (c, 4, max_chows));
    }

  g_assert_cmpuint (n_positive, >=, 20000);

  /* The arrangements: all the tiles, none twice, as many as counted another way. */
  for (guint i = 0; i < 3000; i++)
    {
      guint8 copy[MJ_N_PLAY_KINDS];

      mj_shape_random_winning_hand (rand, c);
      memcpy (copy, c, sizeof copy);
      g_assert_cmpuint (check_foreach (c, 4), ==, brute_count (copy, 4, 0));
    }

  /* Smaller hands, as with declared sets: random ones and complete ones. */
  for (guint n_sets = 0; n_sets <= 3; n_sets++)
    for (guint i = 0; i < 5000; i++)
      {
        guint8 copy[MJ_N_PLAY_KINDS];

        if (i % 2)
          mj_shape_random_hand (rand, 3 * n_sets + 2, c);
        else
          random_complete (rand, n_sets, c);
        g_assert_cmpint (mj_shape_is_standard (c, n_sets, G_MAXUINT), ==,
                         brute_is_standard (c, n_sets, G_MAXUINT));
        memcpy (copy, c, sizeof copy);
        g_assert_cmpuint (check_foreach (c, n_sets), ==, brute_count (copy, n_sets, 0));
      }
}

/* Whether a 13 - 3k tile hand is ready by the brute force: some tile (held fewer than four
 * times) completes it. */
static gboolean
brute_ready (guint8 c[MJ_N_PLAY_KINDS],
             guint  n_sets)
{
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      gboolean ok;

      if (c[t] == 4)
        continue;
      c[t]++;
      ok = brute_is_standard (c, n_sets, G_MAXUINT);
      c[t]--;
      if (ok)
        return TRUE;
    }

  return FALSE;
}

static void
test_shape_property_shanten (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 1);
  guint8 c[MJ_N_PLAY_KINDS];
  guint n_ready = 0;

  /* Ready exactly when some tile completes the hand, with or without declared sets. */
  for (guint i = 0; i < 20000; i++)
    {
      guint n_declared = i < 16000 ? 0 : i % 4 + 1;
      guint n_sets = 4 - n_declared;
      int s;

      mj_shape_random_hand (rand, 3 * n_sets + 1, c);
      s = mj_shape_shanten_standard (c, n_declared);
      g_assert_cmpint (s, >=, 0);
      g_assert_cmpint (s == 0, ==, brute_ready (c, n_sets));
      n_ready += s == 0;
    }

  /* Near-winning hands, so that many are ready: a winning hand less one tile. */
  for (guint i = 0; i < 5000; i++)
    {
      guint t;
      int s;

      mj_shape_random_winning_hand (rand, c);
      g_assert_cmpint (mj_shape_shanten_standard (c, 0), ==, -1);
      g_assert_cmpint (mj_shape_shanten (c, 0), ==, -1);

      do
        t = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      while (c[t] == 0);
      c[t]--;
      s = mj_shape_shanten_standard (c, 0);
      g_assert_cmpint (s, ==, 0);
      g_assert_true (brute_ready (c, 4));

      /* And one more tile changed: ready, or one away. */
      do
        t = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      while (c[t] == 0);
      c[t]--;
      do
        t = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      while (c[t] == 4);
      c[t]++;
      s = mj_shape_shanten_standard (c, 0);
      g_assert_cmpint (s, >=, 0);
      g_assert_cmpint (s, <=, 1);
      g_assert_cmpint (s == 0, ==, brute_ready (c, 4));
      n_ready++;
    }

  g_assert_cmpuint (n_ready, >=, 5000);

  /* A 14-tile hand is as far as its best 13-tile part, or complete. Every one is exactly
   * one more than the best hand one exchange (draw any tile, discard any) away, which with
   * the ready test above pins every value down. */
  for (guint i = 0; i < 2000; i++)
    {
      int s13, s14, best = G_MAXINT;

      mj_shape_random_hand (rand, 14, c);
      s14 = mj_shape_shanten_standard (c, 0);
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          if (c[t] == 0)
            continue;
          c[t]--;
          best = MIN (best, mj_shape_shanten_standard (c, 0));
          c[t]++;
        }
      g_assert_cmpint (s14, ==, brute_is_standard (c, 4, G_MAXUINT) ? -1 : best);

      /* The exchange step, on the 13-tile part reached by dropping the lowest tile. */
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (c[t] != 0)
          {
            c[t]--;
            break;
          }
      s13 = mj_shape_shanten_standard (c, 0);
      if (s13 >= 1)
        {
          best = G_MAXINT;
          for (guint draw = 0; draw < MJ_N_PLAY_KINDS; draw++)
            {
              if (c[draw] == 4)
                continue;
              c[draw]++;
              for (guint discard = 0; discard < MJ_N_PLAY_KINDS; discard++)
                {
                  if (c[discard] == 0 || discard == draw)
                    continue;
                  c[discard]--;
                  best = MIN (best, mj_shape_shanten_standard (c, 0));
                  c[discard]++;
                }
              c[draw]--;
            }
          g_assert_cmpint (s13, ==, best + 1);
        }
    }

  /* The overall shanten is the least of the three shapes. */
  for (guint i = 0; i < 20000; i++)
    {
      int s;

      mj_shape_random_hand (rand, 13 + i % 2, c);
      s = mj_shape_shanten (c, 0);
      g_assert_cmpint (s, ==, MIN (mj_shape_shanten_standard (c, 0),
                                   MIN (mj_shape_shanten_seven_pairs (c),
                                        mj_shape_shanten_thirteen_orphans (c))));
      g_assert_cmpint (mj_shape_shanten (c, 1), ==, mj_shape_shanten_standard (c, 1));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/shape/count", test_shape_count);
  g_test_add_func ("/core/shape/standard-known", test_shape_standard_known);
  g_test_add_func ("/core/shape/foreach-known", test_shape_foreach_known);
  g_test_add_func ("/core/shape/foreach-stop", test_shape_foreach_stop);
  g_test_add_func ("/core/shape/thirteen-orphans", test_shape_thirteen_orphans);
  g_test_add_func ("/core/shape/seven-pairs", test_shape_seven_pairs);
  g_test_add_func ("/core/shape/nine-gates", test_shape_nine_gates);
  g_test_add_func ("/core/shape/wriggling-snake", test_shape_wriggling_snake);
  g_test_add_func ("/core/shape/knitting", test_shape_knitting);
  g_test_add_func ("/core/shape/triple-knitting", test_shape_triple_knitting);
  g_test_add_func ("/core/shape/shanten-known", test_shape_shanten_known);
  g_test_add_func ("/core/shape/random-hands", test_shape_random_hands);
  g_test_add_func ("/core/shape/property-standard", test_shape_property_standard);
  g_test_add_func ("/core/shape/property-shanten", test_shape_property_shanten);

  return g_test_run ();
}
