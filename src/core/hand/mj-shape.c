/* mj-shape.c: hand shapes: arrangements into sets, special hands and random hands
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every way to split tiles into sets and a pair, the special shapes tile by tile, and random
 * hands for tests and benchmarks. The shanten numbers, with the distance tables behind
 * them, are in mj-shape-shanten.c, the waits read from tables in mj-shape-waits.c.
 */

#define G_LOG_DOMAIN "mj-shape"

#include "config.h"

#include <string.h>

#include "mj-shape.h"

/* The search behind the standard arrangements. */
typedef struct
{
  guint8             c[MJ_N_PLAY_KINDS];
  MjArrangement      arr;
  guint              n_filled;
  gboolean           have_pair;
  guint              n_sets;
  guint              max_chows;
  guint              n_chows;
  MjArrangementFunc  func;
  gpointer           user_data;
  guint              n_found;
  gboolean           first_only;
  gboolean           stop;
} Search;

static const guint8 nine_gates_base[9] = { 3, 1, 1, 1, 1, 1, 1, 1, 3 };

/* Standard arrangements */

static inline void
set_fill (MjSet  *set,
          guint   kind,
          guint   tile)
{
  set->kind = (guint8) kind;
  set->tile = (guint8) tile;

  switch (kind)
    {
    case MJ_SET_CHOW:
      set->tiles[0] = (guint8) tile;
      set->tiles[1] = (guint8) (tile + 1);
      set->tiles[2] = (guint8) (tile + 2);
      set->n_tiles = 3;
      break;
    case MJ_SET_PUNG:
      set->tiles[0] = set->tiles[1] = set->tiles[2] = (guint8) tile;
      set->n_tiles = 3;
      break;
    case MJ_SET_PAIR:
      set->tiles[0] = set->tiles[1] = (guint8) tile;
      set->n_tiles = 2;
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
search_report (Search *s)
{
  s->n_found++;

  if (s->func != NULL)
    {
      s->arr.n_sets = (guint8) (s->n_sets + 1);
      if (!s->func (&s->arr, s->user_data))
        s->stop = TRUE;
    }

  if (s->first_only)
    s->stop = TRUE;
}

/*
 * Every set is named by its lowest tile. At the lowest kind still held, all its tiles must
 * start sets there: a pair (if none yet), a pung or not, and chows for the rest. Each
 * choice of those numbers is a different arrangement, so none is reported twice.
 */
static void
search (Search *s,
        guint   t)
{
  guint c;
  gboolean chow_ok;

  while (t < MJ_N_PLAY_KINDS && s->c[t] == 0)
    t++;

  if (t == MJ_N_PLAY_KINDS)
    {
      if (s->have_pair && s->n_filled == s->n_sets)
        search_report (s);
      return;
    }

  c = s->c[t];
  chow_ok = t < 27 && t % 9 <= 6;

  for (guint q = 0; q <= (s->have_pair ? 0u : 1u); q++)
    for (guint p = 0; p <= 1; p++)
      {
        int k = (int) c - 2 * (int) q - 3 * (int) p;
        guint filled = s->n_filled;

        if (k < 0)
          continue;
        if (k > 0 && (!chow_ok || s->c[t + 1] < k || s->c[t + 2] < k ||
                      s->n_chows + (guint) k > s->max_chows))
          continue;
        if (s->n_filled + p + (guint) k > s->n_sets)
          continue;

        s->c[t] = 0;
        if (k > 0)
          {
            s->c[t + 1] -= (guint8) k;
            s->c[t + 2] -= (guint8) k;
          }
        s->n_chows += (guint) k;
        if (q)
          {
            set_fill (&s->arr.sets[s->n_sets], MJ_SET_PAIR, t);
            s->have_pair = TRUE;
          }
        if (p)
          set_fill (&s->arr.sets[s->n_filled++], MJ_SET_PUNG, t);
        for (int i = 0; i < k; i++)
          set_fill (&s->arr.sets[s->n_filled++], MJ_SET_CHOW, t);

        search (s, t + 1);

        s->n_filled = filled;
        s->n_chows -= (guint) k;
        if (q)
          s->have_pair = FALSE;
        if (k > 0)
          {
            s->c[t + 1] += (guint8) k;
            s->c[t + 2] += (guint8) k;
          }
        s->c[t] = (guint8) c;

        if (s->stop)
          return;
      }
}

/* Necessary conditions that throw out most hands at once: the tile count, every suit
 * holding 0 or 2 tiles modulo three, honours held 0, 2 or 3 times, one pair in all. */
static gboolean
standard_possible (const guint8 counts[MJ_N_PLAY_KINDS],
                   guint        n_sets)
{
  guint total = 0, n_pairs = 0;

  for (guint s = 0; s < 3; s++)
    {
      const guint8 *h = counts + 9 * s;
      guint sum = h[0] + h[1] + h[2] + h[3] + h[4] + h[5] + h[6] + h[7] + h[8];

      switch (sum % 3)
        {
        case 1:
          return FALSE;
        case 2:
          n_pairs++;
          break;
        default:
          break;
        }
      total += sum;
    }

  for (guint t = MJ_TILE_EAST; t < MJ_N_PLAY_KINDS; t++)
    {
      switch (counts[t])
        {
        case 0:
        case 3:
          break;
        case 2:
          n_pairs++;
          break;
        default:
          return FALSE;
        }
      total += counts[t];
    }

  return n_pairs == 1 && total == 3 * n_sets + 2;
}

static guint
run_search (const guint8       counts[MJ_N_PLAY_KINDS],
            guint              n_sets,
            guint              max_chows,
            MjArrangementFunc  func,
            gpointer           user_data,
            gboolean           first_only)
{
  Search s;

  if (!standard_possible (counts, n_sets))
    return 0;

  memcpy (s.c, counts, sizeof s.c);
  s.n_filled = 0;
  s.have_pair = FALSE;
  s.n_sets = n_sets;
  s.max_chows = max_chows;
  s.n_chows = 0;
  s.func = func;
  s.user_data = user_data;
  s.n_found = 0;
  s.first_only = first_only;
  s.stop = FALSE;

  search (&s, 0);

  return s.n_found;
}

/* Public API */

/**
 * mj_shape_count:
 *
 * Returns: the number of tiles in @counts
 */
guint
mj_shape_count (const guint8 counts[MJ_N_PLAY_KINDS])
{
  guint n = 0;

  g_return_val_if_fail (counts != NULL, 0);

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    n += counts[t];

  return n;
}

/**
 * mj_shape_foreach_standard:
 * @counts: the concealed tiles
 * @n_sets: how many sets (pungs and chows) besides the pair, less than %MJ_SHAPE_MAX_SETS
 * @func: (nullable): called for each arrangement; returns %FALSE to stop
 * @user_data: for @func
 *
 * Finds every way to split @counts into exactly @n_sets pungs and chows plus exactly one
 * pair, using all the tiles. Four identical tiles are never a kong here. Each arrangement
 * is reported once: its sets come in order of their lowest tile (a pung before chows
 * starting at the same tile) and the pair is always the last set.
 *
 * Returns: the number of arrangements reported
 */
guint
mj_shape_foreach_standard (const guint8       counts[MJ_N_PLAY_KINDS],
                           guint              n_sets,
                           MjArrangementFunc  func,
                           gpointer           user_data)
{
  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_sets < MJ_SHAPE_MAX_SETS, 0);

  return run_search (counts, n_sets, G_MAXUINT, func, user_data, FALSE);
}

/**
 * mj_shape_is_standard:
 * @counts: the concealed tiles
 * @n_sets: how many sets besides the pair, less than %MJ_SHAPE_MAX_SETS
 * @max_chows: at most this many of the sets may be chows (%G_MAXUINT: any)
 *
 * Returns: whether @counts splits into @n_sets pungs and chows plus one pair
 */
gboolean
mj_shape_is_standard (const guint8 counts[MJ_N_PLAY_KINDS],
                      guint        n_sets,
                      guint        max_chows)
{
  g_return_val_if_fail (counts != NULL, FALSE);
  g_return_val_if_fail (n_sets < MJ_SHAPE_MAX_SETS, FALSE);

  return run_search (counts, n_sets, max_chows, NULL, NULL, TRUE) > 0;
}

/**
 * mj_shape_is_thirteen_orphans:
 *
 * Returns: whether @counts is 14 tiles, all major, holding each of the 13 majors
 */
gboolean
mj_shape_is_thirteen_orphans (const guint8 counts[MJ_N_PLAY_KINDS])
{
  guint total = 0;

  g_return_val_if_fail (counts != NULL, FALSE);

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (mj_tile_is_major (t) ? counts[t] == 0 : counts[t] != 0)
        return FALSE;
      total += counts[t];
    }

  return total == 14;
}

/**
 * mj_shape_is_seven_pairs:
 * @allow_four_as_two_pairs: whether four tiles of a kind may count as two pairs
 *
 * Returns: whether @counts is 14 tiles in seven pairs
 */
gboolean
mj_shape_is_seven_pairs (const guint8 counts[MJ_N_PLAY_KINDS],
                         gboolean     allow_four_as_two_pairs)
{
  guint total = 0;

  g_return_val_if_fail (counts != NULL, FALSE);

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (counts[t] != 0 && counts[t] != 2 && !(counts[t] == 4 && allow_four_as_two_pairs))
        return FALSE;
      total += counts[t];
    }

  return total == 14;
}

/**
 * mj_shape_is_nine_gates:
 * @extra: (out) (optional): the tile beyond 1112345678999
 *
 * Returns: whether @counts is 1112345678999 of one suit plus one more tile of that suit
 */
gboolean
mj_shape_is_nine_gates (const guint8  counts[MJ_N_PLAY_KINDS],
                        MjTile       *extra)
{
  g_return_val_if_fail (counts != NULL, FALSE);

  if (mj_shape_count (counts) != 14)
    return FALSE;

  for (guint s = 0; s < 3; s++)
    {
      const guint8 *h = counts + 9 * s;
      guint found = G_MAXUINT;
      gboolean ok = TRUE;

      for (guint r = 0; r < 9 && ok; r++)
        {
          if (h[r] == nine_gates_base[r] + 1 && found == G_MAXUINT)
            found = r;
          else if (h[r] != nine_gates_base[r])
            ok = FALSE;
        }

      /* The 14 tiles are all in this suit when it holds base + 1. */
      if (ok && found != G_MAXUINT)
        {
          if (extra != NULL)
            *extra = (MjTile) (9 * s + found);
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * mj_shape_is_wriggling_snake:
 *
 * Returns: whether @counts is two 1s and one each of 2..9 of one suit, and one of each wind
 */
gboolean
mj_shape_is_wriggling_snake (const guint8 counts[MJ_N_PLAY_KINDS])
{
  g_return_val_if_fail (counts != NULL, FALSE);

  if (mj_shape_count (counts) != 14)
    return FALSE;

  for (guint t = MJ_TILE_EAST; t <= MJ_TILE_NORTH; t++)
    if (counts[t] != 1)
      return FALSE;

  for (guint s = 0; s < 3; s++)
    {
      const guint8 *h = counts + 9 * s;
      gboolean ok = h[0] == 2;

      for (guint r = 1; r < 9 && ok; r++)
        ok = h[r] == 1;

      /* With the count at 14, the other suits and the dragons are then empty. */
      if (ok)
        return TRUE;
    }

  return FALSE;
}

/**
 * mj_shape_is_knitting:
 *
 * Returns: whether @counts is 14 tiles of exactly two suits in seven knitted pairs
 */
gboolean
mj_shape_is_knitting (const guint8 counts[MJ_N_PLAY_KINDS])
{
  g_return_val_if_fail (counts != NULL, FALSE);

  if (mj_shape_count (counts) != 14)
    return FALSE;

  for (guint t = MJ_TILE_EAST; t < MJ_N_PLAY_KINDS; t++)
    if (counts[t] != 0)
      return FALSE;

  for (guint empty = 0; empty < 3; empty++)
    {
      const guint8 *x = counts + 9 * ((empty + 1) % 3);
      const guint8 *y = counts + 9 * ((empty + 2) % 3);
      const guint8 *z = counts + 9 * empty;
      gboolean ok = TRUE;

      for (guint r = 0; r < 9 && ok; r++)
        ok = z[r] == 0 && x[r] == y[r];

      if (ok)
        return TRUE;
    }

  return FALSE;
}

/**
 * mj_shape_is_triple_knitting:
 * @arrangement: (out) (optional): the four knitted triples in value order, then the knitted pair
 *
 * Returns: whether @counts is 14 suit tiles in four knitted triples and a knitted pair
 */
gboolean
mj_shape_is_triple_knitting (const guint8   counts[MJ_N_PLAY_KINDS],
                             MjArrangement *arrangement)
{
  g_return_val_if_fail (counts != NULL, FALSE);

  if (mj_shape_count (counts) != 14)
    return FALSE;

  for (guint t = MJ_TILE_EAST; t < MJ_N_PLAY_KINDS; t++)
    if (counts[t] != 0)
      return FALSE;

  /* Take the pair out (value v, every suit but `missing`); the rest must be even. */
  for (guint v = 0; v < 9; v++)
    for (guint missing = 0; missing < 3; missing++)
      {
        guint8 c[27];
        gboolean ok = TRUE;
        guint n = 0;

        memcpy (c, counts, sizeof c);
        for (guint s = 0; s < 3; s++)
          {
            if (s == missing)
              continue;
            if (c[9 * s + v] == 0)
              ok = FALSE;
            else
              c[9 * s + v]--;
          }

        for (guint r = 0; r < 9 && ok; r++)
          ok = c[r] == c[9 + r] && c[r] == c[18 + r];

        if (!ok)
          continue;

        if (arrangement != NULL)
          {
            guint lo = missing == 0 ? 1 : 0;
            guint hi = missing == 2 ? 1 : 2;
            MjSet *pair;

            for (guint r = 0; r < 9; r++)
              for (guint i = 0; i < c[r]; i++)
                {
                  MjSet *set = &arrangement->sets[n++];

                  set->kind = MJ_SET_KNITTED_TRIPLE;
                  set->tile = (guint8) r;
                  set->tiles[0] = (guint8) r;
                  set->tiles[1] = (guint8) (9 + r);
                  set->tiles[2] = (guint8) (18 + r);
                  set->n_tiles = 3;
                }

            pair = &arrangement->sets[n++];
            pair->kind = MJ_SET_KNITTED_PAIR;
            pair->tile = (guint8) (9 * lo + v);
            pair->tiles[0] = (guint8) (9 * lo + v);
            pair->tiles[1] = (guint8) (9 * hi + v);
            pair->n_tiles = 2;
            arrangement->n_sets = (guint8) n;
          }

        return TRUE;
      }

  return FALSE;
}

/**
 * mj_shape_random_hand:
 * @rand: the random source
 * @n: how many tiles to deal, at most 14
 * @counts: (out caller-allocates): the hand, zeroed first
 *
 * Deals @n tiles at random from a full set of 136 playing tiles.
 */
void
mj_shape_random_hand (GRand  *rand,
                      guint   n,
                      guint8  counts[MJ_N_PLAY_KINDS])
{
  guint8 wall[4 * MJ_N_PLAY_KINDS];

  g_return_if_fail (rand != NULL);
  g_return_if_fail (counts != NULL);
  g_return_if_fail (n <= 14);

  memset (counts, 0, MJ_N_PLAY_KINDS);
  for (guint i = 0; i < G_N_ELEMENTS (wall); i++)
    wall[i] = (guint8) (i / 4);

  /* The first n steps of a Fisher-Yates shuffle. */
  for (guint i = 0; i < n; i++)
    {
      guint j = (guint) g_rand_int_range (rand, (gint32) i, G_N_ELEMENTS (wall));
      guint8 tile = wall[j];

      wall[j] = wall[i];
      wall[i] = tile;
      counts[tile]++;
    }
}

/**
 * mj_shape_random_winning_hand:
 * @rand: the random source
 * @counts: (out caller-allocates): the hand, zeroed first
 *
 * Makes a random complete standard hand of 14 concealed tiles: a pair and four sets, each
 * set one of the 34 pungs or 21 chows with equal chance, no kind above four.
 */
void
mj_shape_random_winning_hand (GRand  *rand,
                              guint8  counts[MJ_N_PLAY_KINDS])
{
  g_return_if_fail (rand != NULL);
  g_return_if_fail (counts != NULL);

  memset (counts, 0, MJ_N_PLAY_KINDS);
  counts[g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS)] = 2;

  for (guint n = 0; n < 4;)
    {
      guint r = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS + 21);

      if (r < MJ_N_PLAY_KINDS)
        {
          if (counts[r] + 3 > 4)
            continue;
          counts[r] += 3;
        }
      else
        {
          guint low = (r - MJ_N_PLAY_KINDS) / 7 * 9 + (r - MJ_N_PLAY_KINDS) % 7;

          if (counts[low] == 4 || counts[low + 1] == 4 || counts[low + 2] == 4)
            continue;
          counts[low]++;
          counts[low + 1]++;
          counts[low + 2]++;
        }
      n++;
    }
}
