/* mj-shape-shanten.c: shanten: the distance tables and how far a hand is from ready
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables are built once, shared with the computer players (mj-shape-tables.h) and
 * read by the shanten numbers; kept apart from the arrangements in mj-shape.c, which need
 * none of them.
 */

#define G_LOG_DOMAIN "mj-shape"

#include "config.h"

#include <string.h>

#include "mj-shape.h"
#include "mj-shape-tables.h"

/*
 * Shanten works by "distances per block count". For one suit (9 kinds, chows allowed) or
 * the honours (7 kinds, no chows), and for 0..4 sets with or without the pair, a table
 * holds how many tiles are missing from the pattern: the least number of tiles to add so
 * that the pattern contains that many sets (plus the pair), no kind above four. The tiles
 * missing from a whole hand are the min-plus convolution of its three suits and its
 * honours, and the shanten number is that minus one.
 *
 * Hands hold at most 14 tiles, so the tables only cover patterns of at most MAX_SUM tiles,
 * numbered by their rank among those patterns in lexicographic order. Anything bigger (a
 * caller counting kongs as four tiles, say) is worked out on the spot with the same
 * dynamic programme that builds the tables.
 */

#define MAX_SUM           MJ_SHAPE_MAX_SUM
#define N_SUIT_PATTERNS   MJ_SHAPE_N_SUIT_PATTERNS
#define N_HONOUR_PATTERNS MJ_SHAPE_N_HONOUR_PATTERNS
#define INF               0x3f

typedef MjShapeDist Dist;

/* The state of the dynamic programme before a kind: [chows started two kinds back]
 * [chows started one kind back][sets begun so far][pair taken] -> tiles missing so far. */
typedef struct
{
  guint8 v[5][5][5][2];
} Dp;

guint32 _mj_shape_suit_rank[9][MAX_SUM + 1][5];
guint32 _mj_shape_honour_rank[7][MAX_SUM + 1][5];
Dist _mj_shape_suit_table[N_SUIT_PATTERNS];
Dist _mj_shape_honour_table[N_HONOUR_PATTERNS];

typedef struct
{
  Dist    *table;
  guint    n_digits;
  gboolean chows;
  guint    next;
} Builder;

/* Tables */

static void
dp_init (Dp *dp)
{
  memset (dp, INF, sizeof *dp);
  dp->v[0][0][0][0] = 0;
}

/* Moves the programme over one kind holding @h tiles; @chow_here says whether a chow may
 * start at this kind. */
static void
dp_step (const Dp *in,
         guint     h,
         gboolean  chow_here,
         Dp       *out)
{
  memset (out, INF, sizeof *out);

  for (guint a = 0; a <= 4; a++)
    for (guint b = 0; a + b <= 4; b++)
      {
        guint max_c = chow_here ? 4 - a - b : 0;

        for (guint c = 0; c <= max_c; c++)
          for (guint p = 0; p <= 1; p++)
            for (guint q = 0; q <= 1; q++)
              {
                guint w = a + b + c + 3 * p + 2 * q;
                guint cost, add;

                if (w > 4)
                  continue;

                cost = w > h ? w - h : 0;
                add = c + p;

                for (guint m = 0; m + add <= 4; m++)
                  for (guint hd = 0; hd + q <= 1; hd++)
                    {
                      guint v = in->v[a][b][m][hd] + cost;

                      if (v < out->v[b][c][m + add][hd + q])
                        out->v[b][c][m + add][hd + q] = (guint8) v;
                    }
              }
      }
}

static void
dp_to_dist (const Dp *dp,
            Dist     *dist)
{
  for (guint m = 0; m <= 4; m++)
    for (guint hd = 0; hd <= 1; hd++)
      dist->d[m][hd] = dp->v[0][0][m][hd];
}

/* Chows start at ranks 1..7 only. */
static inline gboolean
chow_may_start (gboolean chows,
                guint    digit)
{
  return chows && digit <= 6;
}

static void
compute_dist (const guint8 *h,
              guint         n_digits,
              gboolean      chows,
              Dist         *dist)
{
  Dp dp[2];

  dp_init (&dp[0]);
  for (guint i = 0; i < n_digits; i++)
    dp_step (&dp[i & 1], h[i], chow_may_start (chows, i), &dp[(i + 1) & 1]);
  dp_to_dist (&dp[n_digits & 1], dist);
}

/* dp_step() over the last kind, where no chow starts, and dp_to_dist() of its result: only
 * the states with no chow under way are wanted, so only they are worked out. Two thirds of
 * the steps that build a table are last steps. */
static void
dp_last_step_to_dist (const Dp *in,
                      guint     h,
                      Dist     *dist)
{
  memset (dist, INF, sizeof *dist);

  for (guint a = 0; a <= 4; a++)
    for (guint p = 0; p <= 1; p++)
      for (guint q = 0; q <= 1; q++)
        {
          guint w = a + 3 * p + 2 * q;
          guint cost;

          if (w > 4)
            continue;
          cost = w > h ? w - h : 0;

          for (guint m = 0; m + p <= 4; m++)
            for (guint hd = 0; hd + q <= 1; hd++)
              {
                guint v = in->v[a][0][m][hd] + cost;

                if (v < dist->d[m + p][hd + q])
                  dist->d[m + p][hd + q] = (guint8) v;
              }
        }
}

/* Walks the patterns in lexicographic order, so that each leaf is the next rank. */
static void
build_walk (Builder  *b,
            guint     depth,
            const Dp *in,
            guint     sum)
{
  if (depth + 1 == b->n_digits && !chow_may_start (b->chows, depth))
    {
      for (guint h = 0; h <= 4 && sum + h <= MAX_SUM; h++)
        dp_last_step_to_dist (in, h, &b->table[b->next++]);
      return;
    }

  for (guint h = 0; h <= 4 && sum + h <= MAX_SUM; h++)
    {
      Dp out;

      dp_step (in, h, chow_may_start (b->chows, depth), &out);
      build_walk (b, depth + 1, &out, sum + h);
    }
}

/* How many patterns of @n_digits digits 0..4 sum to at most @max_sum. */
static guint32
n_patterns (guint n_digits,
            int   max_sum)
{
  static guint32 memo[10][MAX_SUM + 1];
  guint32 n = 0;

  if (max_sum < 0)
    return 0;
  if (n_digits == 0)
    return 1;
  if (memo[n_digits][max_sum] != 0)
    return memo[n_digits][max_sum];

  for (int d = 0; d <= 4; d++)
    n += n_patterns (n_digits - 1, max_sum - d);

  return memo[n_digits][max_sum] = n;
}

static void
build_rank (guint    n_digits,
            guint32  rank[][MAX_SUM + 1][5])
{
  for (guint i = 0; i < n_digits; i++)
    for (guint s = 0; s <= MAX_SUM; s++)
      {
        guint32 acc = 0;

        for (guint d = 0; d <= 4; d++)
          {
            rank[i][s][d] = acc;
            acc += n_patterns (n_digits - 1 - i, (int) MAX_SUM - (int) s - (int) d);
          }
      }
}

static void
build_table (Dist     *table,
             guint     n_digits,
             gboolean  chows,
             guint     n_expected)
{
  Builder b = { table, n_digits, chows, 0 };
  Dp start;

  dp_init (&start);
  build_walk (&b, 0, &start, 0);
  g_assert (b.next == n_expected);
}

/**
 * _mj_shape_build_table:
 * @table: room for every pattern of @n_digits digits
 * @chows: whether sets may be chows
 *
 * Fills @table in rank order: the computer players build the suit table without chows
 * with it.
 */
void
_mj_shape_build_table (MjShapeDist *table,
                       guint        n_digits,
                       gboolean     chows)
{
  build_table (table, n_digits, chows, n_patterns (n_digits, MAX_SUM));
}

/**
 * _mj_shape_ensure_ranks:
 *
 * Builds the ranks once, for every thread: a few thousand sums, needed by the tables and
 * by the bits of mj-shape-waits.c alike.
 */
void
_mj_shape_ensure_ranks (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      g_assert (n_patterns (9, MAX_SUM) == N_SUIT_PATTERNS);
      g_assert (n_patterns (7, MAX_SUM) == N_HONOUR_PATTERNS);

      build_rank (9, _mj_shape_suit_rank);
      build_rank (7, _mj_shape_honour_rank);

      g_once_init_leave (&initialized, 1);
    }
}

/**
 * _mj_shape_ensure_tables:
 *
 * Builds the ranks and the tables once, for every thread.
 */
void
_mj_shape_ensure_tables (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      _mj_shape_ensure_ranks ();
      build_table (_mj_shape_suit_table, 9, TRUE, N_SUIT_PATTERNS);
      build_table (_mj_shape_honour_table, 7, FALSE, N_HONOUR_PATTERNS);

      g_once_init_leave (&initialized, 1);
    }
}

/* The distances of a suit's pattern: its rank in one pass, or, for a pattern the table
 * does not hold (more than MAX_SUM tiles, or a kind above four), worked out on the spot. */
static inline const Dist *
suit_dist (const guint8 *h,
           Dist         *scratch)
{
  guint sum = 0, idx = 0;

  for (guint i = 0; i < 9; i++)
    {
      if (G_UNLIKELY (h[i] > 4 || sum + h[i] > MAX_SUM))
        {
          compute_dist (h, 9, TRUE, scratch);
          return scratch;
        }
      idx += _mj_shape_suit_rank[i][sum][h[i]];
      sum += h[i];
    }

  return &_mj_shape_suit_table[idx];
}

static inline const Dist *
honour_dist (const guint8 *h,
             Dist         *scratch)
{
  guint sum = 0, idx = 0;

  for (guint i = 0; i < 7; i++)
    {
      if (G_UNLIKELY (h[i] > 4 || sum + h[i] > MAX_SUM))
        {
          compute_dist (h, 7, FALSE, scratch);
          return scratch;
        }
      idx += _mj_shape_honour_rank[i][sum][h[i]];
      sum += h[i];
    }

  return &_mj_shape_honour_table[idx];
}

/* The min-plus convolution of two distance vectors, for 0..4 sets. Always all five, so
 * that the loops have fixed bounds and unroll: a caller wanting fewer sets reads fewer. */
static inline void
combine (const Dist *x,
         const Dist *y,
         Dist       *out)
{
  for (guint m = 0; m <= 4; m++)
    {
      guint best0 = INF, best1 = INF;

      for (guint k = 0; k <= m; k++)
        {
          guint v0 = x->d[k][0] + y->d[m - k][0];
          guint v1 = MIN (x->d[k][0] + y->d[m - k][1], x->d[k][1] + y->d[m - k][0]);

          best0 = MIN (best0, v0);
          best1 = MIN (best1, v1);
        }

      out->d[m][0] = (guint8) best0;
      out->d[m][1] = (guint8) best1;
    }
}

/* Shanten */

/**
 * mj_shape_shanten_standard:
 * @counts: the concealed tiles: 13 - 3 × @n_declared, or one more
 * @n_declared: how many sets are already declared, 0..4
 *
 * The shanten number of the standard shape, (4 - @n_declared) sets and a pair: how many
 * tiles the hand is from ready. Exact: tiles that the hand itself holds four of are never
 * waited on.
 *
 * Returns: -1 for a complete hand, 0 for ready, 1 for one away and so on;
 *   %MJ_SHAPE_SHANTEN_INVALID when @n_declared is above 4
 */
int
mj_shape_shanten_standard (const guint8 counts[MJ_N_PLAY_KINDS],
                           guint        n_declared)
{
  Dist scratch[4], ab, abc;
  const Dist *x, *y, *z, *hon;
  guint n_sets, best = INF;

  g_return_val_if_fail (counts != NULL, MJ_SHAPE_SHANTEN_INVALID);
  g_return_val_if_fail (n_declared <= 4, MJ_SHAPE_SHANTEN_INVALID);

  _mj_shape_ensure_tables ();

  n_sets = 4 - n_declared;
  x = suit_dist (counts, &scratch[0]);
  y = suit_dist (counts + 9, &scratch[1]);
  z = suit_dist (counts + 18, &scratch[2]);
  hon = honour_dist (counts + 27, &scratch[3]);

  combine (x, y, &ab);
  combine (&ab, z, &abc);

  for (guint k = 0; k <= n_sets; k++)
    {
      guint v = MIN (abc.d[k][0] + hon->d[n_sets - k][1], abc.d[k][1] + hon->d[n_sets - k][0]);

      best = MIN (best, v);
    }

  return (int) best - 1;
}

/**
 * mj_shape_shanten_seven_pairs:
 *
 * For a concealed hand of 13 or 14 tiles; a kind held four times is one pair.
 *
 * Returns: the shanten number of seven pairs
 */
int
mj_shape_shanten_seven_pairs (const guint8 counts[MJ_N_PLAY_KINDS])
{
  int pairs = 0, kinds = 0;

  g_return_val_if_fail (counts != NULL, MJ_SHAPE_SHANTEN_INVALID);

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      kinds += counts[t] >= 1;
      pairs += counts[t] >= 2;
    }

  return 6 - pairs + MAX (0, 7 - kinds);
}

/**
 * mj_shape_shanten_thirteen_orphans:
 *
 * For a concealed hand of 13 or 14 tiles.
 *
 * Returns: the shanten number of thirteen orphans
 */
int
mj_shape_shanten_thirteen_orphans (const guint8 counts[MJ_N_PLAY_KINDS])
{
  int kinds = 0;
  gboolean pair = FALSE;

  g_return_val_if_fail (counts != NULL, MJ_SHAPE_SHANTEN_INVALID);

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (!mj_tile_is_major (t))
        continue;
      kinds += counts[t] >= 1;
      pair |= counts[t] >= 2;
    }

  return 13 - kinds - (pair ? 1 : 0);
}

/**
 * mj_shape_shanten:
 * @counts: the concealed tiles
 * @n_declared: how many sets are already declared
 *
 * Returns: the least shanten number of the standard shape, and with no declared sets also
 *   of seven pairs and thirteen orphans
 */
int
mj_shape_shanten (const guint8 counts[MJ_N_PLAY_KINDS],
                  guint        n_declared)
{
  int best;

  g_return_val_if_fail (counts != NULL, MJ_SHAPE_SHANTEN_INVALID);
  g_return_val_if_fail (n_declared <= 4, MJ_SHAPE_SHANTEN_INVALID);

  best = mj_shape_shanten_standard (counts, n_declared);
  if (n_declared == 0 && best > -1)
    {
      /* Both special shapes in one pass. */
      int pairs = 0, kinds = 0, major_kinds = 0;
      gboolean major_pair = FALSE;

      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          kinds += counts[t] >= 1;
          pairs += counts[t] >= 2;
          if (mj_tile_is_major (t))
            {
              major_kinds += counts[t] >= 1;
              major_pair |= counts[t] >= 2;
            }
        }

      best = MIN (best, 6 - pairs + MAX (0, 7 - kinds));
      best = MIN (best, 13 - major_kinds - (major_pair ? 1 : 0));
    }

  return best;
}
