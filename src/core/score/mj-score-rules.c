/* mj-score-rules.c: when each scoring rule applies
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The conditions follow RULES-BMJA-DMJL.md sections 5-10 for the rules the two classical
 * presets share with the peer application, and RULES.md for the others.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <string.h>

#include "mj-score-private.h"

static inline gboolean
set_is_pung (const MjScoredSet *s)
{
  return s->set.kind == MJ_SET_PUNG || s->set.kind == MJ_SET_KONG;
}

static inline gboolean
is_claimed_kong (const MjScoredSet *s)
{
  return s->set.kind == MJ_SET_KONG && s->kong_origin == MJ_KONG_CLAIMED;
}

/* Whether an exposed set leaves the hand concealed: a kong claimed onto a concealed pung, where
 * the ruleset keeps such a kong concealed (RULES-BMJA-DMJL.md 10: exposed for its points, but
 * "only concealed sets" all the same), and the pair a claimed winning tile completed, where
 * the ruleset reads a hand's concealment from its sets alone (the Hong Kong table's closed
 * hand, Oxenstierna's hidden treasure: the pair "is not a combination"). */
static inline gboolean
keeps_concealed (const MjScoreCtx *ctx,
                 const MjVariant  *var,
                 guint             i)
{
  const MjScoredSet *s = &var->sets[i];

  if (is_claimed_kong (s))
    return ctx->kong_concealed;
  return (int) i == var->completed && s->set.kind == MJ_SET_PAIR && !ctx->hand->self_drawn &&
         ctx->pair_concealed;
}

void
_mj_variant_compute (const MjScoreCtx *ctx,
                     MjVariant        *var)
{
  guint n_major = 0, n_terminal = 0, n_honour = 0, n_minor = 0;

  memset (var->counts, 0, sizeof var->counts);
  var->n_chows = var->n_pungs = var->n_kongs = 0;
  var->dragon_pungs = var->dragon_pairs = var->wind_pungs = var->wind_pairs = 0;
  var->concealed_pungs = var->exposed_for_call = 0;
  var->concealed_sets = var->no_exposed = TRUE;
  var->claimed_kong = var->claimed_pair = FALSE;

  for (guint i = 0; i < var->n_sets; i++)
    {
      const MjScoredSet *s = &var->sets[i];
      MjTile t = s->set.tile;

      for (guint j = 0; j < s->set.n_tiles; j++)
        var->counts[s->set.tiles[j]]++;

      switch (s->set.kind)
        {
        case MJ_SET_CHOW:
          var->n_chows++;
          break;
        case MJ_SET_KONG:
          var->n_kongs++;
          G_GNUC_FALLTHROUGH;
        case MJ_SET_PUNG:
          var->n_pungs++;
          if (mj_tile_is_dragon (t))
            var->dragon_pungs++;
          else if (mj_tile_is_wind (t))
            var->wind_pungs++;
          if (!s->exposed || (is_claimed_kong (s) && ctx->kong_concealed))
            var->concealed_pungs++;
          break;
        case MJ_SET_PAIR:
          if (mj_tile_is_dragon (t))
            var->dragon_pairs++;
          else if (mj_tile_is_wind (t))
            var->wind_pairs++;
          break;
        default:
          break;
        }

      if (s->exposed)
        {
          var->no_exposed = FALSE;
          var->exposed_for_call++;
          var->claimed_kong |= is_claimed_kong (s);
          var->claimed_pair |= (int) i == var->completed && s->set.kind == MJ_SET_PAIR && !ctx->hand->self_drawn;
          if (!keeps_concealed (ctx, var, i))
            var->concealed_sets = FALSE;
        }
    }

  /* Tiles not in any set (the leftovers of a losing hand) still count for the tile rules. */
  if (var->shape == MJ_SHAPE_LOSING)
    memcpy (var->counts, ctx->all_counts, sizeof var->counts);

  var->n_tiles = 0;
  var->suits = 0;
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      guint c = var->counts[t];

      if (c == 0)
        continue;
      var->n_tiles += c;
      if (mj_tile_is_suited ((MjTile) t))
        var->suits |= 1u << mj_tile_suit ((MjTile) t);
      if (mj_tile_is_major ((MjTile) t))
        n_major += c;
      if (mj_tile_is_terminal ((MjTile) t))
        n_terminal += c;
      if (mj_tile_is_honour ((MjTile) t))
        n_honour += c;
      if (mj_tile_is_minor ((MjTile) t))
        n_minor += c;
    }

  var->n_honour_tiles = n_honour;
  var->all_major = var->n_tiles > 0 && n_major == var->n_tiles;
  var->all_terminal = var->n_tiles > 0 && n_terminal == var->n_tiles;
  var->all_honour = var->n_tiles > 0 && n_honour == var->n_tiles;
  var->all_minor = var->n_tiles > 0 && n_minor == var->n_tiles;
}

static guint
count_bits (guint x)
{
  return (guint) __builtin_popcount (x);
}

static gboolean
one_suit_no_honours (const MjVariant *var)
{
  return count_bits (var->suits) == 1 && var->n_honour_tiles == 0;
}

static const MjScoredSet *
completed_set (const MjVariant *var)
{
  return var->completed >= 0 ? &var->sets[var->completed] : NULL;
}

static gboolean
winning_tile_is (const MjScoreCtx *ctx,
                 MjSuit            suit,
                 guint             rank)
{
  return ctx->hand->winning_tile == mj_tile_make (suit, rank);
}

static gboolean
has_flag (const MjScoreCtx *ctx,
          MjHandFlags       flag)
{
  return (ctx->hand->flags & flag) != 0;
}

static guint
bonus_of (const MjScoreCtx *ctx,
          gboolean          seasons)
{
  return (ctx->hand->bonus >> (seasons ? 4 : 0)) & 0xf;
}

/* Counts chows by their lowest tile. */
static void
chow_counts (const MjVariant *var,
             guint8           chows[MJ_N_PLAY_KINDS])
{
  memset (chows, 0, MJ_N_PLAY_KINDS);
  for (guint i = 0; i < var->n_sets; i++)
    if (var->sets[i].set.kind == MJ_SET_CHOW)
      chows[var->sets[i].set.tile]++;
}

static gboolean
is_imperial_jade (const MjScoreCtx *ctx,
                  const MjVariant  *var)
{
  static const MjTile green[] = {
    MJ_TILE_BAMBOO_1 + 1, MJ_TILE_BAMBOO_1 + 2, MJ_TILE_BAMBOO_1 + 3,
    MJ_TILE_BAMBOO_1 + 5, MJ_TILE_BAMBOO_1 + 7, MJ_TILE_GREEN,
  };
  guint8 allowed[MJ_N_PLAY_KINDS] = { 0 };
  guint kinds = 0;

  for (guint i = 0; i < G_N_ELEMENTS (green); i++)
    allowed[green[i]] = 1;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (var->counts[t] == 0)
        continue;
      if (!allowed[t])
        return FALSE;
      kinds++;
    }

  if (kinds == 0)
    return FALSE;
  /* The peer application needs a proper subset of the six green kinds (quirk 3). */
  if (mj_score_ctx_param (ctx, MJ_PARAM_JADE_PROPER_SUBSET) && kinds == G_N_ELEMENTS (green))
    return FALSE;
  return TRUE;
}

/* The 1112345678999 + one of the same suit shape; returns the extra tile. */
static gboolean
is_gates_shape (const MjVariant *var,
                MjTile          *extra)
{
  return mj_shape_is_nine_gates (var->counts, extra);
}

static gboolean
any_declared_input_set (const MjScoreCtx *ctx)
{
  return ctx->hand->n_melds > 0;
}

static gboolean
shape_rule_matches (const MjScoreCtx *ctx,
                    const MjVariant  *var,
                    MjRuleId          rule)
{
  const MjHand *hand = ctx->hand;
  MjTile extra;

  switch ((int) rule)
    {
    case MJ_RULE_THIRTEEN_ORPHANS:
      return var->shape == MJ_SHAPE_GROUPED && mj_shape_is_thirteen_orphans (var->counts);

    case MJ_RULE_NINE_GATES:
      if (var->shape != MJ_SHAPE_GROUPED || !is_gates_shape (var, &extra))
        return FALSE;
      if (mj_score_ctx_param (ctx, MJ_PARAM_NINE_GATES_MINOR_EXTRA))
        /* DMJL: no declared set at all, the extra a 2..8 that is the winning tile. */
        return !any_declared_input_set (ctx) && hand->self_drawn &&
               mj_tile_is_minor (extra) && hand->winning_tile == extra;
      return !any_declared_input_set (ctx);

    case MJ_RULE_GATES_OF_HEAVEN:
      /* BMJA: no declared set of more than two tiles; a claimed 1 or 9 would complete a pung. */
      if (var->shape != MJ_SHAPE_GROUPED || !is_gates_shape (var, &extra) || !mj_tile_is_minor (extra))
        return FALSE;
      if (any_declared_input_set (ctx))
        return FALSE;
      if (!hand->self_drawn && hand->winning_tile != MJ_TILE_NONE &&
          mj_tile_is_terminal (hand->winning_tile))
        return FALSE;
      return TRUE;

    case MJ_RULE_WRIGGLING_SNAKE:
      return var->shape == MJ_SHAPE_GROUPED && mj_shape_is_wriggling_snake (var->counts) &&
             !any_declared_input_set (ctx) && hand->self_drawn;

    case MJ_RULE_SQUIRMING_SNAKE:
      if (var->shape != MJ_SHAPE_STANDARD || var->n_kongs > 0 || !is_gates_shape (var, &extra))
        return FALSE;
      return mj_tile_rank (extra) == 2 || mj_tile_rank (extra) == 5 || mj_tile_rank (extra) == 8;

    case MJ_RULE_TRIPLE_KNITTING:
      return var->shape == MJ_SHAPE_TRIPLE_KNITTING;

    case MJ_RULE_KNITTING:
      return var->shape == MJ_SHAPE_KNITTING;

    case MJ_RULE_ALL_PAIR_HONOURS:
      if (var->shape != MJ_SHAPE_PAIRS || !var->all_major)
        return FALSE;
      /* seven different kinds: no four alike counted as two pairs */
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (var->counts[t] == 4)
          return FALSE;
      return TRUE;

    case MJ_RULE_SEVEN_PAIRS:
      return var->shape == MJ_SHAPE_PAIRS;

    default:
      return FALSE;
    }
}

/* Whether a limit hand's own definition fixes which tiles it holds (all honours, the green
 * tiles, the winds ...), unlike one won by circumstance (a blessing, the last tile). */
gboolean
_mj_score_rule_fixes_tiles (MjRuleId rule)
{
  switch ((int) rule)
    {
    case MJ_RULE_ALL_HONOURS:
    case MJ_RULE_HEADS_AND_TAILS:
    case MJ_RULE_FOUR_BLESSINGS:
    case MJ_RULE_THREE_GREAT_SCHOLARS:
    case MJ_RULE_IMPERIAL_JADE:
    case MJ_RULE_CONCEALED_FULL_SUIT:
    case MJ_RULE_BURIED_TREASURE:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
_mj_score_rule_is_bonus (MjRuleId rule)
{
  switch ((int) rule)
    {
    case MJ_RULE_BONUS_TILE:
    case MJ_RULE_OWN_BONUS_TILE:
    case MJ_RULE_ALL_FLOWERS:
    case MJ_RULE_ALL_SEASONS:
    case MJ_RULE_OWN_FLOWER_AND_SEASON:
    case MJ_RULE_EIGHT_TREASURES:
    case MJ_RULE_NO_BONUS_TILES:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Whether a pair earns a meld rule under this ruleset (for the zero-point hand). */
static gboolean
pair_scores (const MjScoreCtx *ctx,
             MjTile            tile)
{
  const MjRulesetValues *v = ctx->v;
  MjTile own = mj_tile_for_wind (ctx->hand->seat_wind);
  MjTile prevailing = mj_tile_for_wind (ctx->hand->prevailing_wind);

  if (mj_tile_is_dragon (tile))
    return v->points[MJ_RULE_PAIR_DRAGONS] != 0;
  if (!mj_tile_is_wind (tile))
    return FALSE;
  if (tile == own && v->points[MJ_RULE_PAIR_OWN_WIND] != 0)
    return TRUE;
  if (tile == prevailing && v->points[MJ_RULE_PAIR_PREVAILING_WIND] != 0)
    return TRUE;
  return tile != own && tile != prevailing && v->points[MJ_RULE_PAIR_OTHER_WIND] != 0;
}

/**
 * _mj_score_rule_matches:
 *
 * Whether a hand, hand-rule, winner or special-shape rule applies to one reading of the hand.
 * Set rules (pungs, pairs, bonus tiles) and the losers' rules are counted elsewhere.
 */
gboolean
_mj_score_rule_matches (const MjScoreCtx *ctx,
                        const MjVariant  *var,
                        MjRuleId          rule)
{
  const MjHand *hand = ctx->hand;
  const MjScoredSet *last = completed_set (var);
  guint8 chows[MJ_N_PLAY_KINDS];
  guint n;

  if (_mj_score_rule_is_shape (rule))
    return shape_rule_matches (ctx, var, rule);

  switch ((int) rule)
    {
    /* Hand rules */
    case MJ_RULE_ALL_FLOWERS:
      return bonus_of (ctx, FALSE) == 0xf;
    case MJ_RULE_ALL_SEASONS:
      return bonus_of (ctx, TRUE) == 0xf;
    case MJ_RULE_OWN_FLOWER_AND_SEASON:
      return (bonus_of (ctx, FALSE) & (1u << hand->seat_wind)) &&
             (bonus_of (ctx, TRUE) & (1u << hand->seat_wind));
    case MJ_RULE_EIGHT_TREASURES:
      return hand->bonus == 0xff;
    case MJ_RULE_NO_BONUS_TILES:
      return hand->bonus == 0;
    case MJ_RULE_THREE_CONCEALED_PUNGS:
      return var->concealed_pungs >= 3;
    case MJ_RULE_LITTLE_THREE_DRAGONS:
      {
        guint dragon_tiles = 0, in_sets = 0;

        if (var->dragon_pungs != 2 || var->dragon_pairs != 1)
          return FALSE;
        /* exactly two pungs and a pair: a stray dragon spoils it */
        for (MjTile t = MJ_TILE_RED; t <= MJ_TILE_WHITE; t++)
          dragon_tiles += var->counts[t];
        for (guint i = 0; i < var->n_sets; i++)
          if (mj_tile_is_dragon (var->sets[i].set.tile))
            in_sets += var->sets[i].set.n_tiles;
        return dragon_tiles == in_sets;
      }
    case MJ_RULE_BIG_THREE_DRAGONS:
    case MJ_RULE_THREE_GREAT_SCHOLARS:
      if (var->dragon_pungs != 3)
        return FALSE;
      if (rule == MJ_RULE_THREE_GREAT_SCHOLARS && mj_score_ctx_param (ctx, MJ_PARAM_SCHOLARS_NO_CHOW))
        return var->n_chows == 0;
      return TRUE;
    case MJ_RULE_LITTLE_FOUR_JOYS:
      return var->wind_pungs == 3 && var->wind_pairs == 1;
    case MJ_RULE_BIG_FOUR_JOYS:
    case MJ_RULE_FOUR_BLESSINGS:
      return var->wind_pungs == 4;
    case MJ_RULE_HALF_SUIT:
      return count_bits (var->suits) == 1 && var->n_honour_tiles > 0;
    case MJ_RULE_FULL_SUIT:
      if (mj_score_ctx_param (ctx, MJ_PARAM_FULL_SUIT_HONOURS) && var->all_honour)
        return TRUE;
      return one_suit_no_honours (var);

    /* Going out */
    case MJ_RULE_MAHJONG:
      return var->shape == MJ_SHAPE_STANDARD;
    case MJ_RULE_SELF_DRAWN:
      return hand->self_drawn && hand->winning_tile != MJ_TILE_NONE;
    case MJ_RULE_LAST_WALL_TILE:
      return has_flag (ctx, MJ_HAND_FLAG_LAST_WALL_TILE) && hand->self_drawn;
    case MJ_RULE_LAST_DISCARD:
      return has_flag (ctx, MJ_HAND_FLAG_LAST_DISCARD);
    case MJ_RULE_REPLACEMENT_TILE:
      return has_flag (ctx, MJ_HAND_FLAG_REPLACEMENT_TILE);
    case MJ_RULE_ROBBING_KONG:
      return has_flag (ctx, MJ_HAND_FLAG_ROBBING_KONG);
    case MJ_RULE_ORIGINAL_CALL:
      return has_flag (ctx, MJ_HAND_FLAG_ORIGINAL_CALL) && var->exposed_for_call < 3;
    case MJ_RULE_EAST_GOES_OUT:
      return hand->seat_wind == MJ_WIND_EAST;
    case MJ_RULE_PAIR_OF_SIMPLES_LAST:
      return last != NULL && last->set.kind == MJ_SET_PAIR && mj_tile_is_minor (hand->winning_tile);
    case MJ_RULE_PAIR_OF_MAJORS_LAST:
      return last != NULL && last->set.kind == MJ_SET_PAIR && mj_tile_is_major (hand->winning_tile);
    case MJ_RULE_NO_CHOWS:
      return var->n_chows == 0;
    case MJ_RULE_CONCEALED_HAND:
      return var->concealed_sets;
    case MJ_RULE_ONLY_MAJORS:
      return var->all_major;
    case MJ_RULE_ZERO_POINT_HAND:
      if (var->shape != MJ_SHAPE_STANDARD || var->n_pungs > 0)
        return FALSE;
      if (mj_score_ctx_param (ctx, MJ_PARAM_ZERO_POINT_NO_BONUS) && hand->bonus != 0)
        return FALSE;
      for (guint i = 0; i < var->n_sets; i++)
        if (var->sets[i].set.kind == MJ_SET_PAIR && pair_scores (ctx, var->sets[i].set.tile))
          return FALSE;
      return TRUE;
    case MJ_RULE_ALL_SIMPLES:
      return var->all_minor;
    case MJ_RULE_PURITY:
      return one_suit_no_honours (var) && var->n_chows == 0;
    case MJ_RULE_PURE_STRAIGHT:
      chow_counts (var, chows);
      for (guint s = 0; s < 3; s++)
        if (chows[s * 9] && chows[s * 9 + 3] && chows[s * 9 + 6])
          return TRUE;
      return FALSE;
    case MJ_RULE_THREE_SUIT_CHOWS:
      chow_counts (var, chows);
      for (guint r = 0; r < 7; r++)
        if (chows[r] && chows[9 + r] && chows[18 + r])
          return TRUE;
      return FALSE;
    case MJ_RULE_TWO_IDENTICAL_CHOWS:
    case MJ_RULE_TWICE_TWO_CHOWS:
      chow_counts (var, chows);
      n = 0;
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        n += chows[t] / 2;
      return rule == MJ_RULE_TWICE_TWO_CHOWS ? n >= 2 : n == 1;
    case MJ_RULE_THREE_KONGS:
      return var->n_kongs == 3;
    case MJ_RULE_THREE_SAME_PUNGS:
      for (guint r = 0; r < 9; r++)
        {
          guint suits = 0;

          for (guint i = 0; i < var->n_sets; i++)
            if (set_is_pung (&var->sets[i]) && mj_tile_is_suited (var->sets[i].set.tile) &&
                mj_tile_rank (var->sets[i].set.tile) == r + 1)
              suits |= 1u << mj_tile_suit (var->sets[i].set.tile);
          if (suits == 7)
            return TRUE;
        }
      return FALSE;
    case MJ_RULE_FOUR_PUNGS:
      return var->shape == MJ_SHAPE_STANDARD && var->n_pungs == 4;
    case MJ_RULE_OUTSIDE_HAND:
      /* "at least one terminal in each meld": the pair is not a meld */
      if (var->shape != MJ_SHAPE_STANDARD)
        return FALSE;
      for (guint i = 0; i < var->n_sets; i++)
        {
          const MjSet *s = &var->sets[i].set;
          gboolean major = FALSE;   /* a terminal: honours do not count */

          if (s->kind == MJ_SET_PAIR)
            continue;

          for (guint j = 0; j < s->n_tiles; j++)
            major |= mj_tile_is_terminal (s->tiles[j]);
          if (!major)
            return FALSE;
        }
      return TRUE;

    /* Limit hands decided by the winner's whole hand */
    case MJ_RULE_TWOFOLD_FORTUNE:
      return has_flag (ctx, MJ_HAND_FLAG_TWOFOLD_FORTUNE);
    case MJ_RULE_BLESSING_OF_HEAVEN:
      return has_flag (ctx, MJ_HAND_FLAG_BLESSING_OF_HEAVEN) &&
             hand->seat_wind == MJ_WIND_EAST && var->no_exposed;
    case MJ_RULE_BLESSING_OF_EARTH:
      return has_flag (ctx, MJ_HAND_FLAG_BLESSING_OF_EARTH) && hand->seat_wind != MJ_WIND_EAST;
    case MJ_RULE_FIRST_DRAW:
      /* East's blessing of heaven is a win with the first draw too */
      return (has_flag (ctx, MJ_HAND_FLAG_FIRST_DRAW) || has_flag (ctx, MJ_HAND_FLAG_BLESSING_OF_HEAVEN)) &&
             hand->self_drawn;
    case MJ_RULE_CONCEALED_FULL_SUIT:
      return one_suit_no_honours (var) && var->concealed_sets;
    case MJ_RULE_ALL_HONOURS:
      return var->all_honour;
    case MJ_RULE_HIDDEN_TREASURE:
      return var->shape == MJ_SHAPE_STANDARD && var->n_chows == 0 && var->concealed_sets &&
             hand->self_drawn && hand->winning_tile != MJ_TILE_NONE;
    case MJ_RULE_HEADS_AND_TAILS:
      return var->all_terminal;
    case MJ_RULE_FOURFOLD_PLENTY:
      return var->n_kongs == 4;
    case MJ_RULE_IMPERIAL_JADE:
      return is_imperial_jade (ctx, var);
    case MJ_RULE_PLUM_BLOSSOM:
      return has_flag (ctx, MJ_HAND_FLAG_REPLACEMENT_TILE) && hand->self_drawn &&
             winning_tile_is (ctx, MJ_SUIT_CIRCLES, 5);
    case MJ_RULE_MOON_FROM_SEA:
      return has_flag (ctx, MJ_HAND_FLAG_LAST_WALL_TILE) && hand->self_drawn &&
             winning_tile_is (ctx, MJ_SUIT_CIRCLES, 1);
    case MJ_RULE_CARRYING_POLE:
      return has_flag (ctx, MJ_HAND_FLAG_ROBBING_KONG) && winning_tile_is (ctx, MJ_SUIT_BAMBOO, 2);
    case MJ_RULE_BURIED_TREASURE:
      {
        /* one suit with or without honours, exactly four concealed pungs (no kong) and
         * the pair; a claimed tile may complete the pair only */
        if (var->shape != MJ_SHAPE_STANDARD || count_bits (var->suits) != 1 || var->n_kongs > 0)
          return FALSE;
        n = 0;
        for (guint i = 0; i < var->n_sets; i++)
          {
            const MjScoredSet *s = &var->sets[i];

            if (s->set.kind == MJ_SET_PUNG)
              {
                if (s->exposed)
                  return FALSE;
                n++;
              }
            else if (s->set.kind != MJ_SET_PAIR)
              return FALSE;
          }
        return n == 4;
      }

    default:
      return FALSE;
    }
}

/**
 * _mj_score_rules_match:
 * @rules: (array length=n_rules): the rules to judge
 * @matched: (out caller-allocates) (array length=n_rules): whether each matches
 *
 * _mj_score_rule_matches() for each of @rules: every reading of every hand asks it of dozens
 * of rules, and one call for them all, with the judging inlined here, saves a call a rule.
 */
void
_mj_score_rules_match (const MjScoreCtx *ctx,
                       const MjVariant  *var,
                       const guint8     *rules,
                       guint             n_rules,
                       guint8           *matched)
{
  for (guint i = 0; i < n_rules; i++)
    matched[i] = (guint8) _mj_score_rule_matches (ctx, var, (MjRuleId) rules[i]);
}
