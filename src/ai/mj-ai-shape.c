/* mj-ai-shape.c: shanten and the tiles that improve a hand, under the ruleset's limits
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shanten counts four sets and a pair with any number of chows. A ruleset may allow one
 * chow at most (the British game), and a plan may want one suit, seven pairs or a pung of a
 * given honour: those are worked out here, on the suit tables of mj-ai-tables.c for the
 * standard shape with none, one or any number of chows. Two or three chows (a house rule)
 * take the slow way: with no chow the problem splits by kind (a pung or the pair from
 * each), which needs no table at all, and each chow the hand half holds is tried.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"
#include "mj-shape.h"

/* The least number of tiles to add for @n_sets pungs and a pair, from the number of kinds
 * held none, once, twice and three or more times. */
int
mj_ai_pung_missing_classes (int    cls[4],
                            guint  n_sets)
{
  static const int pung_cost[4] = { 3, 2, 1, 0 };
  static const int pair_cost[4] = { 2, 1, 0, 0 };
  int best = G_MAXINT;

  for (int q = 0; q < 4; q++)
    {
      int left = (int) n_sets, cost = pair_cost[q];

      if (cls[q] == 0)
        continue;
      cls[q]--;
      for (int m = 3; m >= 0 && left > 0; m--)
        {
          int take = MIN (left, cls[m]);

          cost += take * pung_cost[m];
          left -= take;
        }
      cls[q]++;
      best = MIN (best, cost);
    }

  return best;
}

/*
 * The least number of tiles to add to @counts for @n_sets pungs and a pair. A kind gives a
 * pung or the pair; what it lacks depends only on how many it holds, so the kinds fall in
 * four classes (none, one, two, three or more) and the best choice is a count per class.
 */
int
mj_ai_pung_missing (const guint8 counts[MJ_N_PLAY_KINDS],
                    guint        n_sets)
{
  int cls[4] = { 0, 0, 0, 0 };

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    cls[MIN (counts[t], 3)]++;
  return mj_ai_pung_missing_classes (cls, n_sets);
}

static inline void
take_one (guint8 *counts,
          int     cls[4],
          guint   t)
{
  cls[MIN (counts[t], 3)]--;
  counts[t]--;
  cls[MIN (counts[t], 3)]++;
}

static inline void
put_back (guint8 *counts,
          int     cls[4],
          guint   t)
{
  cls[MIN (counts[t], 3)]--;
  counts[t]++;
  cls[MIN (counts[t], 3)]++;
}

/* Tiles missing for @n_sets sets and a pair with at most @chows_left chows, each chow
 * starting at @from or later (so that each combination is tried once); @cls holds the
 * classes of @counts and is kept up to date. */
static int
limited_missing (guint8 counts[MJ_N_PLAY_KINDS],
                 int    cls[4],
                 guint  n_sets,
                 guint  chows_left,
                 guint  from)
{
  int best = mj_ai_pung_missing_classes (cls, n_sets);

  if (chows_left == 0 || n_sets == 0)
    return best;

  for (guint base = from; base < 27; base++)
    {
      gboolean h0, h1, h2;
      guint held;
      int sub;

      if (base % 9 > 6)
        continue;
      h0 = counts[base] > 0;
      h1 = counts[base + 1] > 0;
      h2 = counts[base + 2] > 0;
      held = h0 + h1 + h2;
      /* A chow of which the hand holds one tile costs what a pung of that tile costs. */
      if (held < 2)
        continue;

      if (h0)
        take_one (counts, cls, base);
      if (h1)
        take_one (counts, cls, base + 1);
      if (h2)
        take_one (counts, cls, base + 2);
      sub = (int) (3 - held) + limited_missing (counts, cls, n_sets - 1, chows_left - 1, base);
      if (h0)
        put_back (counts, cls, base);
      if (h1)
        put_back (counts, cls, base + 1);
      if (h2)
        put_back (counts, cls, base + 2);
      best = MIN (best, sub);
    }

  return best;
}

static int
standard_shanten (const MjAiShape *shape,
                  const guint8     counts[MJ_N_PLAY_KINDS])
{
  guint n_sets = 4 - MIN (shape->n_decl, 4);
  int fast = mj_ai_shanten_standard (counts, shape->n_decl, shape->chows_left);

  if (fast != -2)
    return fast;

  {
    guint8 c[MJ_N_PLAY_KINDS];
    int cls[4] = { 0, 0, 0, 0 };

    memcpy (c, counts, sizeof c);
    for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
      cls[MIN (c[t], 3)]++;
    return limited_missing (c, cls, n_sets, shape->chows_left, 0) - 1;
  }
}

/**
 * mj_ai_shanten:
 *
 * How many tiles @counts (the concealed tiles) is from a ready hand of @shape's kind.
 *
 * Returns: -1 complete, 0 ready, 1 one away...
 */
int
mj_ai_shanten (const MjAiShape *shape,
               const guint8     counts[MJ_N_PLAY_KINDS])
{
  guint8 c[MJ_N_PLAY_KINDS];
  const guint8 *use = counts;
  int best = 99;

  if (shape->allowed != MJ_AI_ALL_KINDS)
    {
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        c[t] = (shape->allowed & MJ_AI_BIT (t)) ? counts[t] : 0;
      use = c;
    }

  if (shape->forced != MJ_TILE_NONE && shape->standard)
    {
      /* a pung of the forced kind, then the rest */
      guint8 f[MJ_N_PLAY_KINDS];
      MjAiShape rest = *shape;
      guint have = MIN (use[shape->forced], 3);

      if (shape->n_decl >= 4)
        return 99;
      memcpy (f, use, sizeof f);
      f[shape->forced] -= (guint8) have;
      rest.forced = MJ_TILE_NONE;
      rest.n_decl++;
      rest.seven_pairs = rest.orphans = FALSE;
      rest.allowed = MJ_AI_ALL_KINDS;
      return (int) (3 - have) + mj_ai_shanten (&rest, f);
    }

  if (shape->standard)
    best = standard_shanten (shape, use);
  if (shape->n_decl == 0 && best > -1)
    {
      if (shape->seven_pairs)
        best = MIN (best, mj_shape_shanten_seven_pairs (use));
      if (shape->orphans)
        best = MIN (best, mj_shape_shanten_thirteen_orphans (use));
    }

  return best;
}

/**
 * mj_ai_near_kinds:
 *
 * Returns: the kinds whose drawing could improve @counts: the kinds held, the suit tiles
 *   within two of one held, and the terminals and honours (for thirteen orphans)
 */
guint64
mj_ai_near_kinds (const guint8 counts[MJ_N_PLAY_KINDS])
{
  guint64 near = 0;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (counts[t] == 0)
        continue;
      near |= MJ_AI_BIT (t);
      if (t < 27)
        {
          guint r = t % 9;

          if (r >= 1)
            near |= MJ_AI_BIT (t - 1);
          if (r >= 2)
            near |= MJ_AI_BIT (t - 2);
          if (r <= 7)
            near |= MJ_AI_BIT (t + 1);
          if (r <= 6)
            near |= MJ_AI_BIT (t + 2);
        }
    }
  return near;
}

/**
 * mj_ai_ukeire:
 * @counts: the concealed tiles (restored on return)
 * @shanten: their shanten under @shape
 * @unseen: how many of each kind the seat has not seen
 * @candidates: the kinds worth trying (mj_ai_near_kinds())
 * @improving: (out) (optional): the kinds that lower the shanten
 *
 * Returns: how many unseen tiles lower the shanten
 */
/**
 * mj_ai_shape_is_fast:
 * @mode: (out): the chow mode of its tables
 *
 * Returns: whether the shanten of @shape is the plain standard shape's, which a probe gives
 */
gboolean
mj_ai_shape_is_fast (const MjAiShape *shape,
                     guint           *mode)
{
  guint n_sets = 4 - MIN (shape->n_decl, 4);

  if (!shape->standard || shape->forced != MJ_TILE_NONE || shape->seven_pairs || shape->orphans)
    return FALSE;
  if (shape->chows_left >= n_sets)
    *mode = MJ_AI_CHOWS_ANY;
  else if (shape->chows_left == 0)
    *mode = MJ_AI_CHOWS_NONE;
  else if (shape->chows_left == 1)
    *mode = MJ_AI_CHOWS_ONE;
  else
    return FALSE;
  return TRUE;
}

guint
mj_ai_ukeire (const MjAiShape *shape,
              guint8           counts[MJ_N_PLAY_KINDS],
              int              shanten,
              const guint8     unseen[MJ_N_PLAY_KINDS],
              guint64          candidates,
              guint64         *improving)
{
  guint total = 0;
  guint64 mask = 0;
  guint n_sets = 4 - MIN (shape->n_decl, 4);
  guint mode = MJ_AI_CHOWS_ANY;
  gboolean fast = mj_ai_shape_is_fast (shape, &mode);
  MjAiProbe probe;

  if (shape->orphans && shape->n_decl == 0)
    for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
      if (mj_tile_is_major (t))
        candidates |= MJ_AI_BIT (t);
  candidates &= shape->allowed;

  if (!shape->standard && shape->seven_pairs && !shape->orphans)
    {
      /* seven pairs: a single pairs up; a new kind helps while fewer than seven */
      guint kinds = 0;

      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        kinds += counts[t] > 0 && (shape->allowed & MJ_AI_BIT (t));
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          if (!(shape->allowed & MJ_AI_BIT (t)) || unseen[t] == 0)
            continue;
          if (counts[t] == 1 || (counts[t] == 0 && kinds < 7))
            {
              total += unseen[t];
              mask |= MJ_AI_BIT (t);
            }
        }
      if (improving != NULL)
        *improving = mask;
      return total;
    }

  if (fast)
    {
      guint8 c[MJ_N_PLAY_KINDS];

      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        c[t] = (shape->allowed & MJ_AI_BIT (t)) ? counts[t] : 0;
      mj_ai_probe_init (&probe, c, n_sets, mode);
    }

  while (candidates != 0)
    {
      guint t = (guint) __builtin_ctzll (candidates);
      int s;

      candidates &= candidates - 1;
      if (unseen[t] == 0 || counts[t] >= 4)
        continue;
      if (fast)
        s = mj_ai_probe_shanten_plus (&probe, (MjTile) t);
      else
        {
          counts[t]++;
          s = mj_ai_shanten (shape, counts);
          counts[t]--;
        }
      if (s < shanten)
        {
          total += unseen[t];
          mask |= MJ_AI_BIT (t);
        }
    }

  if (improving != NULL)
    *improving = mask;
  return total;
}
