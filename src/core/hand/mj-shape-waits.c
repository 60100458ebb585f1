/* mj-shape-waits.c: the tiles that complete a standard shape, from the tables
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game asks after every discard which tiles could complete the discarder's hand, and
 * the scoring engine asks it of every hand that may have won on its only possible tile. A
 * standard shape splits by block (each suit, the honours): no set crosses two blocks. So
 * 13 tiles plus t make four sets and a pair exactly when every block splits exactly into
 * sets, the one block holding two more than a multiple of three tiles with the pair. The
 * blocks t does not touch are judged once; only t's own block is judged for each t, with a
 * table look-up of one bit (mj-shape.c builds the bits with the shanten tables).
 */

#define G_LOG_DOMAIN "mj-shape"

#include "config.h"

#include <string.h>

#include "mj-shape.h"
#include "mj-shape-tables.h"

guint8 _mj_shape_suit_exact[(MJ_SHAPE_N_SUIT_PATTERNS + 7) / 8];
guint8 _mj_shape_honour_exact[(MJ_SHAPE_N_HONOUR_PATTERNS + 7) / 8];

typedef struct
{
  const guint32  (*rank)[MJ_SHAPE_MAX_SUM + 1][5];
  guint8          *bits;
  guint            n_digits;
  guint            n_kinds_of_set;   /* pungs at every digit, then chows (suits only) */
  guint8           h[9];
} ExactBuilder;

static void
mark_pattern (ExactBuilder *b)
{
  guint32 idx = 0;
  guint sum = 0;

  for (guint i = 0; i < b->n_digits; i++)
    {
      idx += b->rank[i][sum][b->h[i]];
      sum += b->h[i];
    }
  b->bits[idx / 8] |= (guint8) (1u << (idx % 8));
}

/* Marks the patterns made of the sets so far, from @first_set on up to @n_left more sets,
 * each with and without a pair: every pattern that splits exactly, some more than once. */
static void
mark_exact (ExactBuilder *b,
            guint         first_set,
            guint         n_left)
{
  mark_pattern (b);
  for (guint i = 0; i < b->n_digits; i++)
    if (b->h[i] <= 2)
      {
        b->h[i] += 2;
        mark_pattern (b);
        b->h[i] -= 2;
      }

  if (n_left == 0)
    return;

  for (guint k = first_set; k < b->n_kinds_of_set; k++)
    {
      gboolean pung = k < b->n_digits;
      guint i = pung ? k : k - b->n_digits;

      if (pung ? b->h[i] > 1 : (b->h[i] > 3 || b->h[i + 1] > 3 || b->h[i + 2] > 3))
        continue;
      if (pung)
        b->h[i] += 3;
      else
        b->h[i]++, b->h[i + 1]++, b->h[i + 2]++;
      mark_exact (b, k, n_left - 1);
      if (pung)
        b->h[i] -= 3;
      else
        b->h[i]--, b->h[i + 1]--, b->h[i + 2]--;
    }
}

/**
 * _mj_shape_ensure_exact:
 *
 * Sets the bits of the patterns that split exactly, once, for every thread. They come from
 * putting together at most four sets and a pair, some fifty thousand patterns, not from the
 * distance tables: a simulation with random players then never needs those tables, whose
 * building takes longer than a thousand hands.
 */
void
_mj_shape_ensure_exact (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      ExactBuilder suit = { _mj_shape_suit_rank, _mj_shape_suit_exact, 9, 9 + 7, { 0 } };
      ExactBuilder honour = { _mj_shape_honour_rank, _mj_shape_honour_exact, 7, 7, { 0 } };

      _mj_shape_ensure_ranks ();
      mark_exact (&suit, 0, 4);
      mark_exact (&honour, 0, 4);

      g_once_init_leave (&initialized, 1);
    }
}

/* Eight counts at once, as one word; how the bytes are ordered in it does not matter to
 * what is done with them below. */
static inline guint64
load_word (const guint8 *p)
{
  guint64 x;

  memcpy (&x, p, sizeof x);
  return x;
}

#define BYTES(b) (G_GUINT64_CONSTANT (0x0101010101010101) * (b))

/* The sum of the eight bytes of @x, when it is below 256. */
static inline guint
word_sum (guint64 x)
{
  return (guint) ((x * BYTES (1)) >> 56);
}

/* The tiles of each block (the three suits, the honours) in a few word-wide operations, as
 * every turn and every discard needs them. FALSE if some kind is held more than four times,
 * where the tables do not serve. */
static inline gboolean
block_sums (const guint8  counts[MJ_N_PLAY_KINDS],
            guint         sum[4])
{
  guint64 w0 = load_word (counts), w1 = load_word (counts + 8), w2 = load_word (counts + 16);
  guint64 w3 = load_word (counts + 24), w4 = load_word (counts + 26);
  guint64 all = w0 | w1 | w2 | w3 | w4;
  guint64 over = (w0 + BYTES (0x7b)) | (w1 + BYTES (0x7b)) | (w2 + BYTES (0x7b)) |
                 (w3 + BYTES (0x7b)) | (w4 + BYTES (0x7b));

  /* a byte above four has its top bit set after adding 0x7b, or before */
  if ((all | over) & BYTES (0x80))
    return FALSE;

  sum[0] = word_sum (w0) + counts[8];
  sum[1] = word_sum (w1) - counts[8] + counts[16] + counts[17];
  sum[2] = word_sum (w2) - counts[16] - counts[17] + counts[24] + counts[25] + counts[26];
  sum[3] = word_sum (w4) - counts[26];
  return TRUE;
}

static inline gboolean
bit_set (const guint8 *bits,
         guint32       rank)
{
  return (bits[rank / 8] >> (rank % 8)) & 1;
}

/* Whether a block of @n_digits kinds (9: a suit, 7: the honours) splits exactly; its
 * counts are 0..4 and sum to at most MJ_SHAPE_MAX_SUM. */
static inline gboolean
block_is_exact (const guint8 *h,
                guint         n_digits)
{
  guint32 idx = 0;
  guint sum = 0;

  if (n_digits == 9)
    {
      for (guint i = 0; i < 9; i++)
        {
          idx += _mj_shape_suit_rank[i][sum][h[i]];
          sum += h[i];
        }
      return bit_set (_mj_shape_suit_exact, idx);
    }

  for (guint i = 0; i < 7; i++)
    {
      idx += _mj_shape_honour_rank[i][sum][h[i]];
      sum += h[i];
    }
  return bit_set (_mj_shape_honour_exact, idx);
}

/* The tiles of one block of @n_digits kinds that make it split exactly. A pattern's rank is
 * a sum over its kinds that depends on the tiles before each kind; one more tile at kind i
 * leaves the terms before i alone and shifts those after it by one tile, so the ranks of
 * all the patterns with one more tile come from two running sums. The block holds at most
 * MJ_SHAPE_MAX_SUM - 1 tiles. */
static guint64
block_waits (const guint8 counts[MJ_N_PLAY_KINDS],
             guint        first,
             guint        n_digits)
{
  const guint32 (*rank)[MJ_SHAPE_MAX_SUM + 1][5] =
    n_digits == 9 ? _mj_shape_suit_rank : _mj_shape_honour_rank;
  const guint8 *bits = n_digits == 9 ? _mj_shape_suit_exact : _mj_shape_honour_exact;
  const guint8 *h = counts + first;
  guint32 before[9], after[9];
  guint below[9], sum = 0;
  guint64 waits = 0;

  for (guint i = 0; i < n_digits; i++)
    {
      below[i] = sum;
      before[i] = i == 0 ? 0 : before[i - 1] + rank[i - 1][below[i - 1]][h[i - 1]];
      sum += h[i];
    }
  after[n_digits - 1] = 0;
  for (guint i = n_digits - 1; i > 0; i--)
    after[i - 1] = after[i] + rank[i][below[i] + 1][h[i]];

  for (guint i = 0; i < n_digits; i++)
    {
      /* one more tile must join a set: a pair or pung needs one of its kind held already,
       * a chow a suit tile at most two ranks away */
      gboolean may_join = h[i] > 0 ||
        (n_digits == 9 && ((i >= 1 && h[i - 1]) || (i >= 2 && h[i - 2]) ||
                           (i <= 7 && h[i + 1]) || (i <= 6 && h[i + 2])));

      if (h[i] >= 4 || !may_join)
        continue;
      if (bit_set (bits, before[i] + rank[i][below[i]][h[i] + 1] + after[i]))
        waits |= G_GUINT64_CONSTANT (1) << (first + i);
    }
  return waits;
}

/* Tile by tile, the way mj_shape_is_standard() sees it: for counts the tables do not hold. */
static guint64
standard_waits_slow (const guint8 counts[MJ_N_PLAY_KINDS],
                     guint        n_sets)
{
  guint8 more[MJ_N_PLAY_KINDS];
  guint64 waits = 0;

  memcpy (more, counts, MJ_N_PLAY_KINDS);
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (counts[t] >= 4)
        continue;
      more[t]++;
      if (mj_shape_is_standard (more, n_sets, G_MAXUINT))
        waits |= G_GUINT64_CONSTANT (1) << t;
      more[t]--;
    }
  return waits;
}

/**
 * mj_shape_standard_waits:
 * @counts: the concealed tiles
 * @n_sets: how many sets besides the pair, less than %MJ_SHAPE_MAX_SETS
 *
 * The kinds t held fewer than four times for which @counts with one more t splits into
 * @n_sets pungs and chows plus one pair: mj_shape_is_standard() of each, chows unlimited,
 * at the cost of a few table look-ups in all.
 *
 * Returns: a bit mask, bit t for tile kind t
 */
guint64
mj_shape_standard_waits (const guint8 counts[MJ_N_PLAY_KINDS],
                         guint        n_sets)
{
  static const guint8 first[4] = { 0, 9, 18, 27 };
  static const guint8 n_digits[4] = { 9, 9, 9, 7 };
  guint sum[4], total, n_one = 0, n_two = 0;
  gboolean small;
  guint64 waits = 0;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_sets < MJ_SHAPE_MAX_SETS, 0);

  small = block_sums (counts, sum);
  if (!small)
    return standard_waits_slow (counts, n_sets);
  total = sum[0] + sum[1] + sum[2] + sum[3];
  for (guint b = 0; b < 4; b++)
    {
      n_one += sum[b] % 3 == 1;
      n_two += sum[b] % 3 == 2;
    }

  if (total != 3 * n_sets + 1)
    return 0;
  /* the tables hold blocks of at most MJ_SHAPE_MAX_SUM tiles */
  if (G_UNLIKELY (total + 1 > MJ_SHAPE_MAX_SUM))
    return standard_waits_slow (counts, n_sets);

  _mj_shape_ensure_exact ();

  /* One tile changes one block's count by one: afterwards all blocks must hold a multiple
   * of three but the one with the pair. That leaves two cases: one block a tile short of a
   * pair's remainder (the tile goes there), or two blocks with a pair's remainder (the
   * tile goes to either, the other keeps the pair). */
  if (n_one == 1 && n_two == 0)
    {
      guint target = 0;

      for (guint b = 0; b < 4; b++)
        {
          if (sum[b] % 3 == 1)
            target = b;
          else if (sum[b] > 0 && !block_is_exact (counts + first[b], n_digits[b]))
            return 0;
        }
      waits = block_waits (counts, first[target], n_digits[target]);
    }
  else if (n_one == 0 && n_two == 2)
    {
      guint pairs[2], n_pairs = 0;
      gboolean pair_exact[2];

      for (guint b = 0; b < 4; b++)
        {
          if (sum[b] % 3 == 2)
            pairs[n_pairs++] = b;
          else if (sum[b] > 0 && !block_is_exact (counts + first[b], n_digits[b]))
            return 0;
        }
      for (guint k = 0; k < 2; k++)
        pair_exact[k] = block_is_exact (counts + first[pairs[k]], n_digits[pairs[k]]);
      for (guint k = 0; k < 2; k++)
        if (pair_exact[1 - k])
          waits |= block_waits (counts, first[pairs[k]], n_digits[pairs[k]]);
    }

  return waits;
}

/* The majors: the terminals of the three suits and the honours, a bit per kind. */
#define MAJOR_KINDS ((G_GUINT64_CONSTANT (1) << 0) | (G_GUINT64_CONSTANT (1) << 8) | \
                     (G_GUINT64_CONSTANT (1) << 9) | (G_GUINT64_CONSTANT (1) << 17) | \
                     (G_GUINT64_CONSTANT (1) << 18) | (G_GUINT64_CONSTANT (1) << 26) | \
                     (G_GUINT64_CONSTANT (0x7f) << 27))

/* Whether seven pairs or thirteen orphans is at most 0 in mj_shape_shanten(). Seven pairs
 * needs six pairs at least, thirteen orphans twelve majors: most hands have neither, which
 * a count of the pairs and of the major tiles shows at once. */
static gboolean
specials_within_one (const guint8 counts[MJ_N_PLAY_KINDS],
                     guint        n_honours)
{
  int kinds = 0, pairs = 0, major_kinds = 0, major_pairs = 0, n_major;

  /* the kinds held twice or more, word by word: counts are 0..4 here */
  for (guint i = 0; i < 32; i += 8)
    pairs += (int) word_sum (((load_word (counts + i) + BYTES (0x7e)) & BYTES (0x80)) >> 7);
  pairs += (counts[32] >= 2) + (counts[33] >= 2);
  n_major = counts[0] + counts[8] + counts[9] + counts[17] + counts[18] + counts[26] + (int) n_honours;
  if (pairs < 6 && n_major < 12)
    return FALSE;

  pairs = 0;

  for (guint i = 0; i < MJ_N_PLAY_KINDS; i++)
    {
      int major = (MAJOR_KINDS >> i) & 1;

      kinds += counts[i] >= 1;
      pairs += counts[i] >= 2;
      major_kinds += major & (counts[i] >= 1);
      major_pairs += major & (counts[i] >= 2);
    }
  return 6 - pairs + MAX (0, 7 - kinds) <= 0 || 13 - major_kinds - (major_pairs > 0 ? 1 : 0) <= 0;
}

/**
 * mj_shape_is_within_one:
 * @counts: the concealed tiles: 13 - 3 × @n_declared, or one more
 * @n_declared: how many sets are already declared, 0..4
 *
 * Whether mj_shape_shanten() is at most 0: the hand is ready (or complete). The game asks
 * it on every turn of a ruleset where a ready hand is declared, so it is answered from the
 * blocks where it can be: 13 tiles are ready for the standard shape exactly when some tile
 * completes them (mj_shape_standard_waits()); 14 tiles are at most one swap from complete
 * only if at most two blocks fail to split exactly, as a swap touches two blocks at most.
 * Seven pairs and thirteen orphans (with no declared set) are counted as the shanten
 * numbers count them.
 *
 * Returns: mj_shape_shanten (@counts, @n_declared) <= 0
 */
gboolean
mj_shape_is_within_one (const guint8 counts[MJ_N_PLAY_KINDS],
                        guint        n_declared)
{
  static const guint8 first[4] = { 0, 9, 18, 27 };
  static const guint8 n_digits[4] = { 9, 9, 9, 7 };
  guint n_sets, sum[4], total, n_inexact = 0, inexact = 0;

  g_return_val_if_fail (counts != NULL, FALSE);
  g_return_val_if_fail (n_declared <= 4, FALSE);

  n_sets = 4 - n_declared;
  if (!block_sums (counts, sum))
    return mj_shape_shanten (counts, n_declared) <= 0;
  total = sum[0] + sum[1] + sum[2] + sum[3];
  if (total > MJ_SHAPE_MAX_SUM)
    return mj_shape_shanten (counts, n_declared) <= 0;

  /* the special shapes of mj_shape_shanten() */
  if (n_declared == 0 && specials_within_one (counts, sum[3]))
    return TRUE;

  if (total == 3 * n_sets + 1)
    return mj_shape_standard_waits (counts, n_sets) != 0;

  if (total == 3 * n_sets + 2)
    {
      guint8 less[MJ_N_PLAY_KINDS];

      _mj_shape_ensure_exact ();
      for (guint b = 0; b < 4 && n_inexact < 3; b++)
        if (sum[b] % 3 == 1 || (sum[b] > 0 && !block_is_exact (counts + first[b], n_digits[b])))
          {
            n_inexact++;
            inexact |= 1u << b;
          }
      if (n_inexact >= 3)
        return FALSE;
      if (n_inexact < 2)
        inexact = 0xf;

      /* At most one tile from complete: some tile d left out and some tile t added make
       * it complete (t = d when it is complete already), t held at most three times. With
       * two blocks that do not split, d comes from one and t goes to the other. */
      memcpy (less, counts, sizeof less);
      for (MjTile d = 0; d < MJ_N_PLAY_KINDS; d++)
        {
          gboolean ready;

          if (counts[d] == 0 || !(inexact & (1u << (d < 27 ? d / 9 : 3))))
            continue;
          less[d]--;
          ready = mj_shape_standard_waits (less, n_sets) != 0;
          less[d]++;
          if (ready)
            return TRUE;
        }
      return FALSE;
    }

  return mj_shape_shanten_standard (counts, n_declared) <= 0;
}

/**
 * mj_shape_splits_exactly:
 * @counts: tiles, 0..4 of a kind, at most %MJ_SHAPE_MAX_SUM in all
 * @n_sets: how many pungs and chows
 * @with_pair: whether there is a pair besides
 *
 * Whether @counts splits into exactly @n_sets pungs and chows and, if @with_pair, one pair,
 * using every tile (with a pair: mj_shape_is_standard() with chows unlimited).
 *
 * Returns: %TRUE if it does
 */
gboolean
mj_shape_splits_exactly (const guint8 counts[MJ_N_PLAY_KINDS],
                         guint        n_sets,
                         gboolean     with_pair)
{
  static const guint8 first[4] = { 0, 9, 18, 27 };
  static const guint8 n_digits[4] = { 9, 9, 9, 7 };
  guint sum[4], n_two = 0;
  gboolean small;

  g_return_val_if_fail (counts != NULL, FALSE);

  small = block_sums (counts, sum);
  g_return_val_if_fail (small, FALSE);
  g_return_val_if_fail (sum[0] + sum[1] + sum[2] + sum[3] <= MJ_SHAPE_MAX_SUM, FALSE);
  if (sum[0] + sum[1] + sum[2] + sum[3] != 3 * n_sets + (with_pair ? 2 : 0))
    return FALSE;

  for (guint b = 0; b < 4; b++)
    {
      if (sum[b] % 3 == 1)
        return FALSE;
      n_two += sum[b] % 3 == 2;
    }
  if (n_two != (with_pair ? 1u : 0u))
    return FALSE;

  _mj_shape_ensure_exact ();
  for (guint b = 0; b < 4; b++)
    if (sum[b] > 0 && !block_is_exact (counts + first[b], n_digits[b]))
      return FALSE;
  return TRUE;
}
