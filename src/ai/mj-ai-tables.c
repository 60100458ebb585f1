/* mj-ai-tables.c: shanten by suit, fast enough to probe every draw of every discard
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core's shanten tables (mj-shape-tables.h): for each suit and for the honours, a table
 * gives the tiles missing for 0..4 sets with or without the pair, and a whole hand's are the
 * min-plus convolution of its four groups. The computer player asks thousands of questions
 * of the form "this hand with one tile more" or "one tile less", so it keeps the four groups
 * apart (a probe) and recomputes only the group that changed.
 *
 * A ruleset may allow at most one chow (the British game), and a plan may want none: two
 * more suit tables give the tiles missing with no chow, and with at most one. They are built
 * on first use, only for rulesets that limit chows.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"

#define MAX_SUM   MJ_SHAPE_MAX_SUM
#define INF       0x3f

static MjAiDist suit_none[MJ_SHAPE_N_SUIT_PATTERNS];      /* no chow */
static MjAiDist suit_one[MJ_SHAPE_N_SUIT_PATTERNS];       /* at most one chow */

/* Building */

static inline guint32
suit_index (const guint8 *h)
{
  guint32 idx = 0;
  guint sum = 0;

  for (guint i = 0; i < 9; i++)
    {
      idx += _mj_shape_suit_rank[i][sum][h[i]];
      sum += h[i];
    }
  return idx;
}

/* With at most one chow: none, or one chow the pattern holds at least two tiles of (one
 * held tile makes a chow no cheaper than a pung of it) and none in the rest. */
static void
build_one_walk (guint8 *h,
                guint   depth,
                guint   sum,
                guint  *next)
{
  if (depth == 9)
    {
      MjAiDist d = suit_none[*next];

      for (guint base = 0; base <= 6; base++)
        {
          guint held = (h[base] > 0) + (h[base + 1] > 0) + (h[base + 2] > 0);
          guint8 saved[3];
          const MjAiDist *rest;

          if (held < 2)
            continue;
          memcpy (saved, h + base, 3);
          for (guint k = 0; k < 3; k++)
            if (h[base + k] > 0)
              h[base + k]--;
          rest = &suit_none[suit_index (h)];
          memcpy (h + base, saved, 3);
          for (guint m = 1; m <= 4; m++)
            for (guint hd = 0; hd <= 1; hd++)
              d.d[m][hd] = MIN (d.d[m][hd], rest->d[m - 1][hd] + 3 - held);
        }
      suit_one[(*next)++] = d;
      return;
    }

  for (guint x = 0; x <= 4 && sum + x <= MAX_SUM; x++)
    {
      h[depth] = (guint8) x;
      build_one_walk (h, depth + 1, sum + x, next);
    }
  h[depth] = 0;
}

static void
ensure_limited_tables (void)
{
  static gsize initialized = 0;

  _mj_shape_ensure_tables ();
  if (g_once_init_enter (&initialized))
    {
      guint8 h[9] = { 0 };
      guint next = 0;

      _mj_shape_build_table (suit_none, 9, FALSE);
      build_one_walk (h, 0, 0, &next);
      g_once_init_leave (&initialized, 1);
    }
}

/* Look-ups */

static inline gboolean
small (const guint8 *h,
       guint         n)
{
  guint sum = 0, big = 0;

  for (guint i = 0; i < n; i++)
    {
      sum += h[i];
      big |= h[i] > 4;
    }
  return sum <= MAX_SUM && !big;
}

static const MjAiDist empty_dist = { { { 0, 2 }, { 3, 5 }, { 6, 8 }, { 9, 11 }, { 12, 14 } } };

static void
group_vec (const guint8 *h,
           guint         group,
           guint         mode,
           MjAiVec      *out)
{
  guint32 idx = 0;
  guint sum = 0;

  if (group == 3)
    {
      const MjAiDist *d;

      if (!small (h, 7))
        d = &empty_dist;   /* not reached: hands hold at most 18 tiles, four of a kind */
      else
        {
          for (guint i = 0; i < 7; i++)
            {
              idx += _mj_shape_honour_rank[i][sum][h[i]];
              sum += h[i];
            }
          d = &_mj_shape_honour_table[idx];
        }
      out->l[0] = *d;
      if (mode == MJ_AI_CHOWS_ONE)
        out->l[1] = *d;
      return;
    }

  if (!small (h, 9))
    {
      out->l[0] = out->l[1] = empty_dist;
      return;
    }
  idx = suit_index (h);
  switch (mode)
    {
    case MJ_AI_CHOWS_NONE:
      out->l[0] = suit_none[idx];
      break;
    case MJ_AI_CHOWS_ONE:
      out->l[0] = suit_none[idx];
      out->l[1] = suit_one[idx];
      break;
    default:
      out->l[0] = _mj_shape_suit_table[idx];
      break;
    }
}

static inline void
combine_dist (const MjAiDist *x,
              const MjAiDist *y,
              guint           max_sets,
              MjAiDist       *out)
{
  for (guint m = 0; m <= max_sets; m++)
    {
      guint best0 = INF, best1 = INF;

      for (guint k = 0; k <= m; k++)
        {
          guint v0 = x->d[k][0] + y->d[m - k][0];
          guint v1 = MIN (x->d[k][0] + y->d[m - k][1], x->d[k][1] + y->d[m - k][0]);

          best0 = MIN (best0, v0);
          best1 = MIN (best1, v1);
        }
      out->d[m][0] = (guint8) MIN (best0, INF);
      out->d[m][1] = (guint8) MIN (best1, INF);
    }
}

/* Level 1 (at most one chow in all) takes the chow from one side at most. */
static void
combine_vec (const MjAiVec *x,
             const MjAiVec *y,
             guint          mode,
             guint          max_sets,
             MjAiVec       *out)
{
  combine_dist (&x->l[0], &y->l[0], max_sets, &out->l[0]);
  if (mode != MJ_AI_CHOWS_ONE)
    return;
  {
    MjAiDist a, b;

    combine_dist (&x->l[0], &y->l[1], max_sets, &a);
    combine_dist (&x->l[1], &y->l[0], max_sets, &b);
    for (guint m = 0; m <= max_sets; m++)
      for (guint hd = 0; hd <= 1; hd++)
        out->l[1].d[m][hd] = MIN (a.d[m][hd], b.d[m][hd]);
  }
}

/* The tiles missing for @n sets and the pair from two parts: one entry of their combination. */
static inline int
join_missing (const MjAiDist *x,
              const MjAiDist *y,
              guint           n)
{
  int best = INF;

  for (guint k = 0; k <= n; k++)
    {
      int v = MIN (x->d[k][0] + y->d[n - k][1], x->d[k][1] + y->d[n - k][0]);

      best = MIN (best, v);
    }
  return best;
}

static inline int
join_shanten (const MjAiVec *x,
              const MjAiVec *y,
              guint          n,
              guint          mode)
{
  if (mode != MJ_AI_CHOWS_ONE)
    return join_missing (&x->l[0], &y->l[0], n) - 1;
  return MIN (join_missing (&x->l[0], &y->l[1], n), join_missing (&x->l[1], &y->l[0], n)) - 1;
}

static const guint group_start[4] = { 0, 9, 18, 27 };

/**
 * mj_ai_probe_init:
 * @counts: the tiles (only the standard shape's: four sets and a pair)
 * @n_sets: the sets still to find
 * @mode: a #MjAiChowMode
 *
 * Readies the probe for the shanten of @counts and of @counts with one tile more.
 */
void
mj_ai_probe_init (MjAiProbe    *probe,
                  const guint8  counts[MJ_N_PLAY_KINDS],
                  guint         n_sets,
                  guint         mode)
{
  MjAiVec left[4], right[4];

  if (mode == MJ_AI_CHOWS_ANY)
    _mj_shape_ensure_tables ();
  else
    ensure_limited_tables ();

  probe->mode = (guint8) mode;
  probe->n_sets = (guint8) MIN (n_sets, 4);
  memcpy (probe->counts, counts, MJ_N_PLAY_KINDS);
  for (guint g = 0; g < 4; g++)
    group_vec (probe->counts + group_start[g], g, mode, &probe->group[g]);

  /* what the other three groups give, for each group */
  left[0] = probe->group[0];
  for (guint g = 1; g < 3; g++)
    combine_vec (&left[g - 1], &probe->group[g], mode, n_sets, &left[g]);
  right[3] = probe->group[3];
  for (int g = 2; g >= 1; g--)
    combine_vec (&right[g + 1], &probe->group[g], mode, n_sets, &right[g]);

  probe->others[0] = right[1];
  probe->others[3] = left[2];
  combine_vec (&left[0], &right[2], mode, n_sets, &probe->others[1]);
  combine_vec (&left[1], &right[3], mode, n_sets, &probe->others[2]);
  probe->shanten = join_shanten (&left[2], &right[3], probe->n_sets, mode);

  /* the two groups other than i and j */
  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      {
        guint a = 0, b;

        while (a == i || a == j)
          a++;
        b = a + 1;
        while (b == i || b == j)
          b++;
        combine_vec (&probe->group[a], &probe->group[b], mode, n_sets, &probe->rest2[i][j]);
        probe->rest2[j][i] = probe->rest2[i][j];
      }
}

static inline guint
group_of (MjTile t)
{
  return t < 27 ? t / 9 : 3;
}

/**
 * mj_ai_probe_vec_change:
 * @add: a tile to add, or MJ_TILE_NONE
 * @remove: a tile to take away, or MJ_TILE_NONE; in the same group as @add if both
 *
 * Returns: (out): the vector of the group that changes
 */
void
mj_ai_probe_vec_change (MjAiProbe *probe,
                        MjTile     add,
                        MjTile     remove,
                        MjAiVec   *out)
{
  guint g = group_of (add != MJ_TILE_NONE ? add : remove);

  if (add != MJ_TILE_NONE)
    probe->counts[add]++;
  if (remove != MJ_TILE_NONE)
    probe->counts[remove]--;
  group_vec (probe->counts + group_start[g], g, probe->mode, out);
  if (add != MJ_TILE_NONE)
    probe->counts[add]--;
  if (remove != MJ_TILE_NONE)
    probe->counts[remove]++;
}

/**
 * mj_ai_probe_shanten_with:
 * @changed: the vector of @g after a change (mj_ai_probe_vec_change())
 *
 * Returns: the shanten of the probe's tiles with group @g changed
 */
int
mj_ai_probe_shanten_with (const MjAiProbe *probe,
                          guint            g,
                          const MjAiVec   *changed)
{
  return join_shanten (changed, &probe->others[g], probe->n_sets, probe->mode);
}

/**
 * mj_ai_probe_combine:
 *
 * The groups of @x and @y together, as the probe counts them.
 */
void
mj_ai_probe_combine (const MjAiProbe *probe,
                     const MjAiVec   *x,
                     const MjAiVec   *y,
                     MjAiVec         *out)
{
  combine_vec (x, y, probe->mode, probe->n_sets, out);
}

/**
 * mj_ai_probe_join:
 *
 * Returns: the shanten of a hand made of the parts @x and @y
 */
int
mj_ai_probe_join (const MjAiProbe *probe,
                  const MjAiVec   *x,
                  const MjAiVec   *y)
{
  return join_shanten (x, y, probe->n_sets, probe->mode);
}

/**
 * mj_ai_probe_shanten:
 *
 * Returns: the shanten of the probe's tiles
 */
int
mj_ai_probe_shanten (const MjAiProbe *probe)
{
  return probe->shanten;
}

/**
 * mj_ai_probe_shanten_plus:
 *
 * Returns: the shanten of the probe's tiles with one more @t
 */
int
mj_ai_probe_shanten_plus (MjAiProbe *probe,
                          MjTile     t)
{
  guint g = t < 27 ? t / 9 : 3;
  MjAiVec v;

  probe->counts[t]++;
  group_vec (probe->counts + group_start[g], g, probe->mode, &v);
  probe->counts[t]--;
  return join_shanten (&v, &probe->others[g], probe->n_sets, probe->mode);
}

/**
 * mj_ai_shanten_standard:
 * @chows_left: how many chows the hand may still hold
 *
 * Returns: the shanten of four sets and a pair (@n_decl of them declared)
 */
int
mj_ai_shanten_standard (const guint8 counts[MJ_N_PLAY_KINDS],
                        guint        n_decl,
                        guint        chows_left)
{
  guint n_sets = 4 - MIN (n_decl, 4);
  guint mode = chows_left >= n_sets ? MJ_AI_CHOWS_ANY : chows_left == 0 ? MJ_AI_CHOWS_NONE
                                                                        : MJ_AI_CHOWS_ONE;
  MjAiVec g[4], a, b;

  if (chows_left < n_sets && chows_left > 1)
    return -2;   /* the caller works it out otherwise */

  if (mode == MJ_AI_CHOWS_ANY)
    _mj_shape_ensure_tables ();
  else
    ensure_limited_tables ();
  for (guint k = 0; k < 4; k++)
    group_vec (counts + group_start[k], k, mode, &g[k]);
  combine_vec (&g[0], &g[1], mode, n_sets, &a);
  combine_vec (&g[2], &g[3], mode, n_sets, &b);
  return join_shanten (&a, &b, n_sets, mode);
}
