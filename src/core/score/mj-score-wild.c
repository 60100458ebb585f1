/* mj-score-wild.c: Goulash hands, whose wild tiles stand for any tile
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A wild tile may stand for any tile, so a hand holding some is every hand it can be read
 * as: the wild tiles taken out and put back as other tiles, never more than four of a kind.
 * It goes out if one of those readings goes out, waits on what any of them waits on (and on
 * another wild tile), and scores as its best reading. The readings are the multisets of
 * the 34 kinds, one kind per wild tile: 34 with one, 595 with two, 66,045 with all four;
 * each is scored by the ordinary engine, so every rule of the ruleset applies unchanged.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <string.h>

#include "mj-score-private.h"

/* The special going-out shapes of the ruleset that the distance below cannot measure. */
enum
{
  UNMEASURED_SNAKE  = 1 << 0,   /* the wriggling snake: one suit and the winds */
  UNMEASURED_KNIT   = 1 << 1,   /* seven knitted pairs: two suits */
  UNMEASURED_TRIPLE = 1 << 2,   /* knitted triples: the three suits, no honours */
};

static guint
unmeasured_specials (MjRuleset *ruleset)
{
  const MjRulesetValues *v = mj_ruleset_get_values (ruleset);
  gboolean faan = v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;

  return (_mj_score_values_rule_active (v, faan, MJ_RULE_WRIGGLING_SNAKE) ? UNMEASURED_SNAKE : 0) |
         (_mj_score_values_rule_active (v, faan, MJ_RULE_KNITTING) ? UNMEASURED_KNIT : 0) |
         (_mj_score_values_rule_active (v, faan, MJ_RULE_TRIPLE_KNITTING) ? UNMEASURED_TRIPLE : 0);
}

/* At least how many tiles the concealed @counts lack for a going-out shape (four sets and a
 * pair, seven pairs, thirteen orphans); never more than they lack. 0 where one of the
 * @unmeasured shapes might still be made of them. */
static guint
distance_at_least (const guint8 counts[MJ_N_PLAY_KINDS],
                   guint        n_melds,
                   guint        unmeasured)
{
  guint best = (guint) (mj_shape_shanten_standard (counts, MIN (n_melds, 4)) + 1);
  guint odd = 0, orphan_kinds = 0, other = 0, dragons = 0, honours = 0;
  guint per_suit[3] = { 0, 0, 0 };
  guint n_suits, suited;
  gboolean orphan_pair = FALSE;

  if (n_melds > 0)
    return best;

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (counts[t] == 0)
        continue;
      odd += counts[t] & 1;
      if (t < MJ_TILE_EAST)
        per_suit[t / 9] += counts[t];
      else
        {
          honours += counts[t];
          dragons += t >= MJ_TILE_RED ? counts[t] : 0;
        }
      if (mj_tile_is_major (t))
        {
          orphan_kinds++;
          orphan_pair |= counts[t] >= 2;
        }
      else
        other += counts[t];
    }
  n_suits = (per_suit[0] > 0) + (per_suit[1] > 0) + (per_suit[2] > 0);
  suited = per_suit[0] + per_suit[1] + per_suit[2];

  /* the wriggling snake: one suit and the winds */
  if ((unmeasured & UNMEASURED_SNAKE) && dragons == 0 && n_suits <= 1)
    return 0;
  /* seven knitted pairs: seven tiles of each of two suits */
  if ((unmeasured & UNMEASURED_KNIT) && honours == 0 && n_suits <= 2 &&
      per_suit[0] <= 7 && per_suit[1] <= 7 && per_suit[2] <= 7)
    best = MIN (best, 14 - suited);
  /* knitted triples and a knitted pair: four or five of each suit */
  if ((unmeasured & UNMEASURED_TRIPLE) && honours == 0 &&
      per_suit[0] <= 5 && per_suit[1] <= 5 && per_suit[2] <= 5)
    best = MIN (best, MAX (14 - suited, (per_suit[0] < 4 ? 4 - per_suit[0] : 0) +
                                       (per_suit[1] < 4 ? 4 - per_suit[1] : 0) +
                                       (per_suit[2] < 4 ? 4 - per_suit[2] : 0)));

  /* pairs: each odd kind wants one more */
  best = MIN (best, odd);
  /* thirteen orphans: every other tile is in the way */
  if (other == 0)
    best = MIN (best, 13 - orphan_kinds + (orphan_pair ? 0 : 1));
  return best;
}

/* Return FALSE to stop. @as holds what the wild tiles stand for, in order of kind. */
typedef gboolean (*MjReadingFunc) (const MjHand *reading,
                                   const guint8 *as,
                                   guint         n_wild,
                                   gpointer      data);

typedef struct
{
  gboolean       measured;                /* distance_at_least() decides which readings to skip */
  guint          unmeasured;
  guint          extra;                   /* 1: a hand of 13 tiles, the tile to come counted */
  MjHand         reading;
  guint8         room[MJ_N_PLAY_KINDS];   /* how many more of each kind the hand may hold */
  guint8         as[4];
  guint          n_wild;
  gboolean       wild_winning;            /* the winning tile is one of the wild tiles */
  MjReadingFunc  func;
  gpointer       data;
} MjReadings;

/* (not inlined: inlined into itself, its indices confuse the compiler's bounds checks) */
G_GNUC_NO_INLINE static gboolean
visit (MjReadings *r,
       guint       i,
       guint       from)
{
  if (i == r->n_wild)
    {
      if (!r->wild_winning)
        return r->func (&r->reading, r->as, r->n_wild, r->data);

      /* a wild winning tile may stand for any of the kinds the wild tiles stand for */
      for (guint k = 0; k < r->n_wild; k++)
        {
          if (k > 0 && r->as[k] == r->as[k - 1])
            continue;
          r->reading.winning_tile = r->as[k];
          if (!r->func (&r->reading, r->as, r->n_wild, r->data))
            return FALSE;
        }
      return TRUE;
    }

  for (guint t = from; t < MJ_N_PLAY_KINDS; t++)
    {
      gboolean go_on;

      if (r->room[t] == 0)
        continue;
      r->room[t]--;
      r->reading.concealed[t]++;
      r->as[i] = (guint8) t;
      /* most readings are far from going out, and need not be scored to say so: each wild
       * tile still to come fills at most one gap */
      if (r->measured &&
          distance_at_least (r->reading.concealed, r->reading.n_melds, r->unmeasured) > r->n_wild - i - 1 + r->extra)
        go_on = TRUE;
      else
        go_on = visit (r, i + 1, t);
      r->reading.concealed[t]--;
      r->room[t]++;
      if (!go_on)
        return FALSE;
    }
  return TRUE;
}

/* Calls @func with the readings of @hand, each a hand without wild tiles: with
 * @going_out_only, only those that may go out, or with @extra = 1, those one tile away. */
static void
foreach_reading (MjRuleset     *ruleset,
                 const MjHand  *hand,
                 gboolean       going_out_only,
                 guint          extra,
                 MjReadingFunc  func,
                 gpointer       data)
{
  MjReadings r;
  guint8 all[MJ_N_PLAY_KINDS];

  r.measured = going_out_only;
  r.unmeasured = going_out_only ? unmeasured_specials (ruleset) : 0;
  r.extra = extra;
  r.n_wild = MIN (mj_hand_n_wild (hand), G_N_ELEMENTS (r.as));
  r.reading = *hand;
  r.reading.goulash = FALSE;
  r.reading.concealed[MJ_WILD_TILE] -= (guint8) r.n_wild;
  r.wild_winning = hand->winning_tile == MJ_WILD_TILE;
  r.func = func;
  r.data = data;

  mj_hand_all_counts (&r.reading, all);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    r.room[t] = all[t] >= 4 ? 0 : (guint8) (4 - all[t]);

  /* the wild tiles fill at most one gap each */
  if (r.measured && distance_at_least (r.reading.concealed, r.reading.n_melds, r.unmeasured) > r.n_wild + extra)
    return;

  visit (&r, 0, 0);
}

/* Going out */

typedef struct
{
  MjRuleset *ruleset;
  gboolean   found;
} WinningData;

static gboolean
winning_reading (const MjHand *reading,
                 const guint8 *as,
                 guint         n_wild,
                 gpointer      user_data)
{
  WinningData *d = user_data;

  d->found = mj_score_is_winning (d->ruleset, reading);
  return !d->found;
}

/**
 * _mj_score_wild_is_winning:
 *
 * Whether some reading of @hand (declared a winning hand) goes out.
 */
gboolean
_mj_score_wild_is_winning (MjRuleset    *ruleset,
                           const MjHand *hand)
{
  WinningData d = { ruleset, FALSE };

  foreach_reading (ruleset, hand, TRUE, 0, winning_reading, &d);
  return d.found;
}

/* Waiting */

typedef struct
{
  MjRuleset *ruleset;
  gboolean   shape_only;
  guint      max_waits;
  guint64    waits;
} WaitsData;

static gboolean
waits_reading (const MjHand *reading,
               const guint8 *as,
               guint         n_wild,
               gpointer      user_data)
{
  WaitsData *d = user_data;
  guint64 shape = mj_score_shape_waits (d->ruleset, reading);

  /* the quick superset first: most readings wait on nothing at all */
  if ((shape & ~d->waits) == 0)
    return TRUE;
  if (d->shape_only)
    d->waits |= shape;
  else
    d->waits |= _mj_score_waits_upto (d->ruleset, reading, MJ_N_PLAY_KINDS, MJ_TILE_NONE);

  return (guint) __builtin_popcountll (d->waits) < d->max_waits;
}

/**
 * _mj_score_wild_waits:
 * @shape_only: the quick superset of mj_score_shape_waits() instead of the waits
 * @max_waits: stop once this many are found
 *
 * The tiles that complete a 13-tile hand holding wild tiles: those that complete one of its
 * readings, and the wild tile itself when there is any (it can stand for each of them).
 */
guint64
_mj_score_wild_waits (MjRuleset    *ruleset,
                      const MjHand *hand,
                      gboolean      shape_only,
                      guint         max_waits)
{
  WaitsData d = { ruleset, shape_only, max_waits, 0 };

  foreach_reading (ruleset, hand, TRUE, 1, waits_reading, &d);
  if (d.waits != 0)
    d.waits |= G_GUINT64_CONSTANT (1) << MJ_WILD_TILE;
  return d.waits;
}

/* Scoring */

typedef struct
{
  MjRuleset *ruleset;
  MjScore    candidate;
  MjScore   *best;
  gboolean   any;
} BestData;

static gboolean
better (const MjScore *a,
        const MjScore *b)
{
  if (a->won != b->won)
    return a->won;
  if (a->total != b->total)
    return a->total > b->total;
  return a->points > b->points;
}

static gboolean
best_reading (const MjHand *reading,
              const guint8 *as,
              guint         n_wild,
              gpointer      user_data)
{
  BestData *d = user_data;

  /* a losing hand's waits count ("calling for" a hand) where it has any */
  if (mj_hand_tile_count (reading) == 13 && mj_score_shape_waits (d->ruleset, reading) != 0)
    mj_score_hand (d->ruleset, reading, &d->candidate);
  else
    _mj_score_hand_without_waits (d->ruleset, reading, &d->candidate);
  if (!d->any || better (&d->candidate, d->best))
    {
      *d->best = d->candidate;
      memcpy (d->best->wild_as, as, n_wild);
      d->best->n_wild = (guint8) n_wild;
      d->any = TRUE;
    }
  return TRUE;
}

/**
 * _mj_score_wild_hand:
 *
 * Scores @hand as its best reading; mj_score_hand() for a hand holding wild tiles.
 */
void
_mj_score_wild_hand (MjRuleset    *ruleset,
                     const MjHand *hand,
                     MjScore      *score)
{
  BestData d = { ruleset, { 0 }, score, FALSE };

  /* A declared winning hand goes out as its best reading that does (a reading that goes out
   * ranks above every one that does not), and those are among the readings that may; only
   * a hand none of whose readings goes out is read every way. */
  if (hand->mahjong)
    foreach_reading (ruleset, hand, TRUE, 0, best_reading, &d);
  if (!d.any || !score->won)
    {
      d.any = FALSE;
      foreach_reading (ruleset, hand, FALSE, 0, best_reading, &d);
    }
  if (!d.any)
    {
      /* no room for the wild tiles as anything (a hand no set holds): read them as themselves */
      MjHand plain = *hand;

      plain.goulash = FALSE;
      _mj_score_hand_without_waits (ruleset, &plain, score);
    }
  score->declared_winner = hand->mahjong != 0;

  if (mj_hand_tile_count (hand) == 13)
    {
      score->waits = _mj_score_wild_waits (ruleset, hand, FALSE, MJ_N_PLAY_KINDS);
      score->has_waits = TRUE;
    }
}
