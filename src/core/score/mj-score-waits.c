/* mj-score-waits.c: the tiles a 13-tile hand waits on, and the only possible tile
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RULES-BMJA-DMJL.md 8: a hand waits on a tile when that tile, self-drawn, makes it a winning
 * hand under the ruleset. The game asks it after every discard (which tiles could complete
 * the hand at all), the scoring engine for "only possible tile" and "calling for". Scoring
 * the hand with each of the 34 tiles would be exact and slow: the shape comes first (a few
 * table bits say which tiles give four sets and a pair, mj-shape-waits.c), and the full
 * rules judge only the tiles whose shape the ruleset does not settle by itself. "Only
 * possible tile" asks it of the winner's hand without its winning tile, after a shortcut
 * that settles most hands from the reading alone.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <string.h>

#include "mj-score-private.h"

/* The special shapes worth trying for a hand. */
enum
{
  SPECIAL_PAIRS   = 1 << 0,
  SPECIAL_ORPHANS = 1 << 1,
  SPECIAL_GATES   = 1 << 2,
  SPECIAL_SNAKE   = 1 << 3,
  SPECIAL_KNIT    = 1 << 4,
  SPECIAL_TRIPLE  = 1 << 5,
};

/* Which special shapes the ruleset scores and 13 tiles could still reach with one more. */
static guint
plausible_specials (const MjRulesetValues *v,
                    gboolean               faan,
                    const guint8           counts[MJ_N_PLAY_KINDS])
{
  guint suits = 0, n_pairs = 0, mask = 0, minor = 0, n_dragons, n_honours = 0;
  guint per_suit[3] = { 0, 0, 0 };
  gboolean honours, dragons, all_major;

  /* Every discard asks this: sums over the blocks, without a branch per tile, and the
   * pairs eight kinds at a time (half of each count, 0..4, summed across a word). */
  for (guint i = 0; i + 8 <= MJ_N_PLAY_KINDS; i += 8)
    {
      guint64 w;

      memcpy (&w, counts + i, sizeof w);
      n_pairs += (guint) ((((w >> 1) & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) *
                           G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
    }
  n_pairs += counts[32] / 2 + counts[33] / 2;
  for (guint s = 0; s < 3; s++)
    {
      for (guint r = 0; r < 9; r++)
        per_suit[s] += counts[9 * s + r];
      minor += per_suit[s] - counts[9 * s] - counts[9 * s + 8];
      suits |= (per_suit[s] > 0) << s;
    }
  for (guint t = MJ_TILE_EAST; t < MJ_N_PLAY_KINDS; t++)
    n_honours += counts[t];
  n_dragons = counts[MJ_TILE_RED] + counts[MJ_TILE_GREEN] + counts[MJ_TILE_WHITE];
  honours = n_honours > 0;
  dragons = n_dragons > 0;
  all_major = minor == 0;

#define ACTIVE(rule) _mj_score_values_rule_active (v, faan, MJ_RULE_##rule)
  if ((ACTIVE (SEVEN_PAIRS) || ACTIVE (ALL_PAIR_HONOURS)) && n_pairs >= 6)
    mask |= SPECIAL_PAIRS;
  if (ACTIVE (THIRTEEN_ORPHANS) && all_major)
    mask |= SPECIAL_ORPHANS;
  if ((ACTIVE (NINE_GATES) || ACTIVE (GATES_OF_HEAVEN)) && !honours && __builtin_popcount (suits) == 1)
    mask |= SPECIAL_GATES;
  if (ACTIVE (WRIGGLING_SNAKE) && !dragons && __builtin_popcount (suits) <= 1)
    mask |= SPECIAL_SNAKE;
  /* seven knitted pairs: two suits of six and seven tiles (the fourteenth to come) */
  if (ACTIVE (KNITTING) && !honours && __builtin_popcount (suits) == 2 &&
      per_suit[0] + per_suit[1] + per_suit[2] == 13 &&
      (per_suit[0] == 0 || per_suit[0] >= 6) && (per_suit[1] == 0 || per_suit[1] >= 6) &&
      (per_suit[2] == 0 || per_suit[2] >= 6))
    mask |= SPECIAL_KNIT;
  /* four knitted triples and a knitted pair: four or five of each suit */
  if (ACTIVE (TRIPLE_KNITTING) && !honours &&
      per_suit[0] >= 3 && per_suit[1] >= 3 && per_suit[2] >= 3 &&
      per_suit[0] <= 5 && per_suit[1] <= 5 && per_suit[2] <= 5)
    mask |= SPECIAL_TRIPLE;
#undef ACTIVE

  return mask;
}

/* Whether the tiles form one of the special shapes in @specials; the full rules decide. */
static gboolean
could_be_special (guint         specials,
                  const guint8  counts[MJ_N_PLAY_KINDS])
{
  return ((specials & SPECIAL_PAIRS) && mj_shape_is_seven_pairs (counts, TRUE)) ||
         ((specials & SPECIAL_ORPHANS) && mj_shape_is_thirteen_orphans (counts)) ||
         ((specials & SPECIAL_GATES) && mj_shape_is_nine_gates (counts, NULL)) ||
         ((specials & SPECIAL_SNAKE) && mj_shape_is_wriggling_snake (counts)) ||
         ((specials & SPECIAL_KNIT) && mj_shape_is_knitting (counts)) ||
         ((specials & SPECIAL_TRIPLE) && mj_shape_is_triple_knitting (counts, NULL));
}

/* What a 13-tile hand needs for a going-out shape, worked out once for all 34 tiles. */
typedef struct
{
  guint8    counts[MJ_N_PLAY_KINDS];        /* every tile of the hand */
  guint64   standard_waits;                 /* the tiles that give it four sets and a pair */
  guint     specials;                       /* the special shapes worth trying */
  gboolean  standard_always_wins;           /* the shape alone decides */
  gboolean  but_chow_finish;                /* ... but for going out on a chow */
  guint8    shape_counts[MJ_N_PLAY_KINDS];  /* the concealed tiles, an exposed pair put back */
  guint     n_sets_needed;
} MjShapeProbe;

static gboolean
shape_probe_init (MjShapeProbe          *probe,
                  const MjRulesetValues *v,
                  const MjHand          *hand)
{
  gboolean faan = v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;
  guint8 *shape_counts = probe->shape_counts;
  guint n_pairs = 0, n_sets_needed = 4;

  if (mj_hand_tile_count (hand) != 13)
    return FALSE;

  mj_hand_all_counts (hand, probe->counts);
  memcpy (shape_counts, hand->concealed, MJ_N_PLAY_KINDS);
  for (guint i = 0; i < hand->n_melds; i++)
    {
      if (hand->melds[i].kind == MJ_SET_PAIR)
        {
          shape_counts[hand->melds[i].tile] += 2;
          n_pairs++;
        }
      else if (n_sets_needed > 0)
        n_sets_needed--;
    }

  /* Where any four sets and a pair go out, the shape alone decides. */
  probe->standard_always_wins = !faan && n_pairs == 0 &&
                                v->params[MJ_PARAM_MAX_CHOWS] >= 4 && v->params[MJ_PARAM_CHOW_FINISH] &&
                                !v->params[MJ_PARAM_CLEARED_HAND] && v->params[MJ_PARAM_MIN_DOUBLES] == 0;
  probe->but_chow_finish = !faan && n_pairs == 0 &&
                           v->params[MJ_PARAM_MAX_CHOWS] >= 4 && !v->params[MJ_PARAM_CHOW_FINISH] &&
                           !v->params[MJ_PARAM_CLEARED_HAND] && v->params[MJ_PARAM_MIN_DOUBLES] == 0;
  probe->n_sets_needed = n_sets_needed;
  probe->specials = hand->n_melds <= 1 ? plausible_specials (v, faan, probe->counts) : 0;
  /* Only a tile that gives the hand a going-out shape can complete it: a few table
   * look-ups rule out most tiles for the price of none. */
  probe->standard_waits = n_pairs <= 1 ? mj_shape_standard_waits (shape_counts, n_sets_needed) : 0;
  return TRUE;
}

/* The tiles shape_probe_try() needs to be asked about: the others give no going-out shape. */
static inline guint64
shape_probe_candidates (const MjShapeProbe *probe)
{
  return probe->specials != 0 ? (G_GUINT64_CONSTANT (1) << MJ_N_PLAY_KINDS) - 1 : probe->standard_waits;
}

/* Where any four sets and a pair go out but on a chow (probe->but_chow_finish): whether
 * tile @t, drawn, can complete a pair or a pung of some arrangement. Then it wins: the
 * scoring reads every arrangement and every set the tile completes, and that reading is a
 * standard hand. If not, the full rules judge (a special hand may still go out). */
static gboolean
completes_other_than_chow (const MjShapeProbe *probe,
                           MjTile              t)
{
  guint8 rest[MJ_N_PLAY_KINDS];
  gboolean found = FALSE;

  memcpy (rest, probe->shape_counts, sizeof rest);
  rest[t]++;
  if (rest[t] >= 2)
    {
      rest[t] -= 2;
      found = mj_shape_splits_exactly (rest, probe->n_sets_needed, FALSE);
      rest[t] += 2;
    }
  if (!found && rest[t] >= 3 && probe->n_sets_needed >= 1)
    {
      rest[t] -= 3;
      found = mj_shape_splits_exactly (rest, probe->n_sets_needed - 1, TRUE);
    }
  return found;
}

/* 0: tile @t gives no going-out shape; 1: a shape the full rules must judge; 2: a win. */
static int
shape_probe_try (MjShapeProbe *probe,
                 MjTile        t)
{
  gboolean standard, special = FALSE;

  if (probe->counts[t] >= 4)
    return 0;

  standard = (probe->standard_waits >> t) & 1;
  if (!standard && probe->specials != 0)
    {
      probe->counts[t]++;
      special = could_be_special (probe->specials, probe->counts);
      probe->counts[t]--;
    }

  if (standard && (probe->standard_always_wins ||
                   (probe->but_chow_finish && completes_other_than_chow (probe, t))))
    return 2;
  return standard || special ? 1 : 0;
}

/* The waits of a 13-tile hand, stopping once @max_waits are found. @known, if not
 * MJ_TILE_NONE, is a tile already known to complete the hand (the winning tile of a hand
 * being scored): it counts without the full check it would cost. */
guint64
_mj_score_waits_upto (MjRuleset    *ruleset,
                      const MjHand *hand,
                      guint         max_waits,
                      MjTile        known)
{
  const MjRulesetValues *v = mj_ruleset_get_values (ruleset);
  MjShapeProbe probe;
  guint n_waits = 0;
  guint64 waits = 0;

  if (!shape_probe_init (&probe, v, hand))
    return 0;

  if (known != MJ_TILE_NONE)
    {
      waits = G_GUINT64_CONSTANT (1) << known;
      n_waits = 1;
    }

  /* in the order of the tiles, skipping those that cannot give a going-out shape */
  for (guint64 rest = shape_probe_candidates (&probe) & ~waits; rest != 0 && n_waits < max_waits; rest &= rest - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (rest);
      int shaped = shape_probe_try (&probe, t);

      if (shaped == 0)
        continue;

      if (shaped == 1)
        {
          MjHand complete = *hand;

          complete.concealed[t]++;
          complete.self_drawn = TRUE;
          complete.winning_tile = t;
          complete.flags = 0;
          if (!mj_score_is_winning (ruleset, &complete))
            continue;
        }

      waits |= G_GUINT64_CONSTANT (1) << t;
      n_waits++;
    }

  return waits;
}

/**
 * mj_score_shape_waits:
 *
 * A quick superset of the waits of a 13-tile hand: the tiles that give it the shape of a
 * winning hand, before the ruleset's conditions are checked. A tile not in it never wins.
 *
 * Returns: a bit mask, bit t for tile kind t
 */
guint64
mj_score_shape_waits (MjRuleset    *ruleset,
                      const MjHand *hand)
{
  const MjRulesetValues *v;
  MjShapeProbe probe;
  guint64 waits = 0;
  MjHand copy;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), 0);

  hand = _mj_score_undeclare_concealed (hand, &copy);
  if (mj_hand_n_wild (hand) > 0)
    return _mj_score_wild_waits (ruleset, hand, TRUE, MJ_N_PLAY_KINDS);

  v = mj_ruleset_get_values (ruleset);
  if (!shape_probe_init (&probe, v, hand))
    return 0;

  for (guint64 rest = shape_probe_candidates (&probe); rest != 0; rest &= rest - 1)
    if (shape_probe_try (&probe, (MjTile) __builtin_ctzll (rest)) != 0)
      waits |= rest & -rest;

  return waits;
}

/**
 * mj_score_waits:
 *
 * The waiting tiles of RULES-BMJA-DMJL.md 8: every kind the hand does not hold four of
 * that, added as a self-drawn tile with no special source, makes a winning hand.
 *
 * Returns: a bit mask, bit t for tile kind t
 */
guint64
mj_score_waits (MjRuleset    *ruleset,
                const MjHand *hand)
{
  MjHand copy;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), 0);

  hand = _mj_score_undeclare_concealed (hand, &copy);
  if (mj_hand_n_wild (hand) > 0)
    return _mj_score_wild_waits (ruleset, hand, FALSE, MJ_N_PLAY_KINDS);
  return _mj_score_waits_upto (ruleset, hand, MJ_N_PLAY_KINDS, MJ_TILE_NONE);
}

/**
 * mj_score_has_waits:
 *
 * Whether the 13-tile hand waits on any tile: mj_score_waits() != 0, stopping at the first
 * wait found, as the game asks it of every discard that might leave a ready hand.
 *
 * Returns: %TRUE if some tile completes the hand
 */
gboolean
mj_score_has_waits (MjRuleset    *ruleset,
                    const MjHand *hand)
{
  MjHand copy;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), FALSE);

  hand = _mj_score_undeclare_concealed (hand, &copy);
  if (mj_hand_n_wild (hand) > 0)
    return _mj_score_wild_waits (ruleset, hand, FALSE, 1) != 0;
  return _mj_score_waits_upto (ruleset, hand, 1, MJ_TILE_NONE) != 0;
}

/* Whether the reading shows a second tile the hand without its winning tile waits on, so
 * that the winning tile was not the only possible one. Where any four sets and a pair go
 * out (as _mj_score_waits_upto() then finds), a chow completed at one end is also
 * completed at the other (3-4 + 2 or 5), and a pung completed beside the pair is also
 * completed by the pair's tile (the pung's two then being the pair), unless all four of
 * that tile are in the hand. Most winning hands are told so at once; the others go
 * through the full wait search, which gives the same answer for them all. */
static gboolean
reading_shows_second_wait (const MjScoreCtx *ctx,
                           const MjVariant  *var)
{
  const MjHand *hand = ctx->hand;
  const MjRulesetValues *v = ctx->v;
  MjTile w = hand->winning_tile, second = MJ_TILE_NONE;
  const MjSet *done;

  /* the reading of four sets and a pair, the completed set among the concealed tiles, and
   * a ruleset under which any such hand goes out */
  if (ctx->faan || var->shape != MJ_SHAPE_STANDARD || var->completed < 0 || var->completed_meld >= 0 ||
      hand->concealed[w] == 0 ||
      v->params[MJ_PARAM_MAX_CHOWS] < 4 || !v->params[MJ_PARAM_CHOW_FINISH] ||
      v->params[MJ_PARAM_CLEARED_HAND] || v->params[MJ_PARAM_MIN_DOUBLES] != 0)
    return FALSE;
  for (guint i = 0; i < hand->n_melds; i++)
    if (hand->melds[i].kind == MJ_SET_PAIR)
      return FALSE;

  done = &var->sets[var->completed].set;
  if (done->kind == MJ_SET_CHOW)
    {
      guint rank = done->tile % 9;   /* of the chow's lowest tile, 0-based */

      if (w == done->tile && rank <= 5)
        second = (MjTile) (done->tile + 3);
      else if (w == done->tile + 2 && rank >= 1)
        second = (MjTile) (done->tile - 1);
    }
  else if (done->kind == MJ_SET_PUNG)
    {
      for (guint i = 0; i < var->n_sets; i++)
        if (var->sets[i].set.kind == MJ_SET_PAIR)
          second = var->sets[i].set.tile;
    }

  return second != MJ_TILE_NONE && second != w && ctx->all_counts[second] < 4;
}

/* The short hand of RULES-BMJA-DMJL.md 9: the winning hand without its winning tile. The
 * set the tile completed goes back among the concealed tiles if the input declared it
 * (@completed_meld, or -1), and so does every declared pair; the other declared sets stay.
 * FALSE if the winning tile is not then among the concealed tiles. */
static gboolean
build_short_hand (const MjHand *hand,
                  int           completed_meld,
                  MjHand       *short_hand)
{
  MjTile w = hand->winning_tile;

  *short_hand = *hand;
  short_hand->mahjong = FALSE;
  short_hand->n_melds = 0;
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (m->kind == MJ_SET_PAIR || (int) i == completed_meld)
        {
          for (guint j = 0; j < mj_meld_n_tiles (m); j++)
            short_hand->concealed[m->kind == MJ_SET_CHOW ? m->tile + j : m->tile]++;
        }
      else
        short_hand->melds[short_hand->n_melds++] = *m;
    }

  if (short_hand->concealed[w] == 0)
    return FALSE;
  short_hand->concealed[w]--;
  return TRUE;
}

/* Section 9 of RULES-BMJA-DMJL.md: the hand without its winning tile waits for one kind only. */
gboolean
_mj_score_only_possible_tile (const MjScoreCtx *ctx,
                              const MjVariant  *var)
{
  const MjHand *hand = ctx->hand;
  MjTile w = hand->winning_tile;
  MjHand short_hand;
  guint64 waits;
  int *known;

  if (w == MJ_TILE_NONE || (var->completed >= 0 && var->sets[var->completed].set.n_tiles == 4))
    return FALSE;

  /* the answer depends on the hand and on which declared set, if any, the tile completed */
  known = &ctx->only_possible[var->completed_meld + 1];
  if (*known >= 0)
    return *known;

  if (reading_shows_second_wait (ctx, var) ||
      !build_short_hand (hand, var->completed_meld, &short_hand))
    {
      *known = FALSE;
      return FALSE;
    }

  waits = _mj_score_waits_upto (ctx->ruleset, &short_hand, 2, w);
  *known = waits != 0 && (waits & (waits - 1)) == 0;
  return *known;
}
