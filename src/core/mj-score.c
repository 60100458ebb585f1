/* mj-score.c: the best-scoring reading of a hand, itemized
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The algorithm is RULES-BMJA-DMJL.md section 3, driven by the ruleset's values so that it
 * serves every points-and-doubles ruleset, and the faan rulesets with the same readings:
 * classify the hand (winner, loser, long hand), read it every way it can be read (the
 * arrangements of the concealed tiles, which set the winning tile completed, the special
 * shapes), score each reading with the set, hand, going-out and winner rules, combine points,
 * doubles and limits (or faan), and keep the reading with the highest total.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-score-private.h"

typedef struct
{
  MjScoreCtx       *ctx;
  MjScore          *best;
  gboolean          best_valid;
  const MjVariant  *declared;      /* the declared sets, as the start of every reading */
  int               declared_pair; /* the tile of an exposed pair given as input, or -1 */
} MjSearch;

static void score_hand_internal (MjRuleset    *ruleset,
                                 const MjHand *hand,
                                 gboolean      validity_only,
                                 MjScore      *score);

/* Items */

static inline gboolean
rule_active (const MjScoreCtx *ctx,
             MjRuleId          rule)
{
  return _mj_score_values_rule_active (ctx->v, ctx->faan, rule);
}

/* Sorts the rules the ruleset scores by where they apply. Which rules are active is
 * worked out first without a branch (_mj_score_values_rule_active() in a form the
 * compiler does many rules at once with), then sorted. */
static void
collect_rules (const MjRulesetValues *v,
               gboolean               faan,
               MjScoreCtx            *ctx)
{
  guint8 active[MJ_N_RULES];

  if (faan)
    for (guint r = 0; r < MJ_N_RULES; r++)
      active[r] = (v->faan[r] != 0 && v->faan[r] != MJ_FAAN_NONE) |
                  (v->faan_exposed[r] != 0 && v->faan_exposed[r] != MJ_FAAN_NONE);
  else
    for (guint r = 0; r < MJ_N_RULES; r++)
      active[r] = (v->points[r] | v->doubles[r] | v->limit[r]) != 0;

  ctx->n_hand_rules = ctx->n_win_rules = ctx->n_shape_rules = 0;

  for (guint r = 0; r < MJ_N_RULES; r++)
    {
      if (!active[r])
        continue;
      if (_mj_score_rule_is_shape ((MjRuleId) r))
        ctx->shape_rules[ctx->n_shape_rules++] = (guint8) r;
      else if (r == MJ_RULE_MAHJONG)
        continue;
      else if (v->scope[r] == MJ_SCOPE_HAND)
        ctx->hand_rules[ctx->n_hand_rules++] = (guint8) r;
      else if (v->scope[r] == MJ_SCOPE_WIN)
        ctx->win_rules[ctx->n_win_rules++] = (guint8) r;
    }
}

/* The values the rule lists depend on: every per-rule array, from the points on. */
#define RULE_VALUES_OFFSET G_STRUCT_OFFSET (MjRulesetValues, points)
#define RULE_VALUES_SIZE   (sizeof (MjRulesetValues) - RULE_VALUES_OFFSET)

/* The rule lists sorted last on this thread, with the values they were sorted from. A
 * game or a benchmark scores hand after hand under one ruleset: comparing the values
 * costs a fraction of sorting the rules again, and the lists are right whenever the values
 * are equal, however the ruleset was changed in between. */
typedef struct
{
  gboolean    valid;
  gboolean    faan;
  guint8      values[RULE_VALUES_SIZE];
  MjScoreCtx  lists;    /* only the rule lists */
} MjRuleCache;

static _Thread_local MjRuleCache rule_cache;

/* Fills the rule lists of @ctx, once per hand. */
static void
ctx_collect_rules (MjScoreCtx *ctx)
{
  MjRuleCache *cache = &rule_cache;
  const guint8 *values = (const guint8 *) ctx->v + RULE_VALUES_OFFSET;

  if (!cache->valid || cache->faan != ctx->faan || memcmp (cache->values, values, RULE_VALUES_SIZE) != 0)
    {
      collect_rules (ctx->v, ctx->faan, &cache->lists);
      memcpy (cache->values, values, RULE_VALUES_SIZE);
      cache->faan = ctx->faan;
      cache->valid = TRUE;
    }

  ctx->n_hand_rules = cache->lists.n_hand_rules;
  ctx->n_win_rules = cache->lists.n_win_rules;
  ctx->n_shape_rules = cache->lists.n_shape_rules;
  memcpy (ctx->hand_rules, cache->lists.hand_rules, ctx->n_hand_rules);
  memcpy (ctx->win_rules, cache->lists.win_rules, ctx->n_win_rules);
  memcpy (ctx->shape_rules, cache->lists.shape_rules, ctx->n_shape_rules);
}

static void
add_item (const MjScoreCtx *ctx,
          const MjVariant  *var,
          MjScore          *score,
          MjRuleId          rule,
          guint             count,
          MjTile            tile,
          guint             detail)
{
  const MjRulesetValues *v = ctx->v;
  MjScoreItem *item;

  if (score->n_items >= MJ_SCORE_MAX_ITEMS)
    {
      g_warn_if_reached ();
      return;
    }

  item = &score->items[score->n_items];
  memset (item, 0, sizeof *item);

  if (ctx->faan)
    {
      int f = var->closed ? v->faan[rule] : v->faan_exposed[rule];

      if (f == MJ_FAAN_NONE || f == 0)
        return;
      item->faan = f == MJ_FAAN_MAX ? MJ_FAAN_MAX : f * (int) count;
    }
  else
    {
      item->points = v->points[rule] * (int) count;
      item->doubles = v->doubles[rule] * (int) count;
      item->limit = v->limit[rule];
      if (item->points == 0 && item->doubles == 0 && item->limit == 0)
        return;
    }

  item->rule = (guint16) rule;
  item->detail = (guint16) detail;
  item->count = (guint8) count;
  item->tile = tile;
  score->n_items++;
}

/* Set rules: points for pungs, kongs and pairs, doubles (or faan) for honour pungs. */
static void
add_set_items (const MjScoreCtx *ctx,
               const MjVariant  *var,
               MjScore          *score)
{
  MjTile own = mj_tile_for_wind (ctx->hand->seat_wind);
  MjTile prevailing = mj_tile_for_wind (ctx->hand->prevailing_wind);

  for (guint i = 0; i < var->n_sets; i++)
    {
      const MjScoredSet *s = &var->sets[i];
      MjTile t = s->set.tile;
      gboolean major = mj_tile_is_major (t);

      switch (s->set.kind)
        {
        case MJ_SET_PUNG:
          add_item (ctx, var, score,
                    major ? (s->exposed ? MJ_RULE_PUNG_MAJOR_EXPOSED : MJ_RULE_PUNG_MAJOR_CONCEALED)
                          : (s->exposed ? MJ_RULE_PUNG_MINOR_EXPOSED : MJ_RULE_PUNG_MINOR_CONCEALED),
                    1, t, MJ_N_RULES);
          break;
        case MJ_SET_KONG:
          add_item (ctx, var, score,
                    major ? (s->exposed ? MJ_RULE_KONG_MAJOR_EXPOSED : MJ_RULE_KONG_MAJOR_CONCEALED)
                          : (s->exposed ? MJ_RULE_KONG_MINOR_EXPOSED : MJ_RULE_KONG_MINOR_CONCEALED),
                    1, t, MJ_N_RULES);
          break;
        case MJ_SET_PAIR:
          if (mj_tile_is_dragon (t))
            add_item (ctx, var, score, MJ_RULE_PAIR_DRAGONS, 1, t, MJ_N_RULES);
          else if (mj_tile_is_wind (t))
            {
              if (t == own)
                add_item (ctx, var, score, MJ_RULE_PAIR_OWN_WIND, 1, t, MJ_N_RULES);
              if (t == prevailing)
                add_item (ctx, var, score, MJ_RULE_PAIR_PREVAILING_WIND, 1, t, MJ_N_RULES);
              if (t != own && t != prevailing)
                add_item (ctx, var, score, MJ_RULE_PAIR_OTHER_WIND, 1, t, MJ_N_RULES);
            }
          break;
        default:
          break;
        }

      if (s->set.kind == MJ_SET_PUNG || s->set.kind == MJ_SET_KONG)
        {
          if (mj_tile_is_dragon (t))
            add_item (ctx, var, score, MJ_RULE_DRAGON_PUNG, 1, t, MJ_N_RULES);
          if (t == own)
            add_item (ctx, var, score, MJ_RULE_OWN_WIND_PUNG, 1, t, MJ_N_RULES);
          if (t == prevailing)
            add_item (ctx, var, score, MJ_RULE_PREVAILING_WIND_PUNG, 1, t, MJ_N_RULES);
        }
    }

  for (guint b = 0; b < 8; b++)
    {
      MjTile t = (MjTile) (MJ_TILE_FLOWER_1 + b);

      if (!(ctx->hand->bonus & (1u << b)))
        continue;
      add_item (ctx, var, score,
                mj_tile_is_own_bonus (t, ctx->hand->seat_wind) ? MJ_RULE_OWN_BONUS_TILE : MJ_RULE_BONUS_TILE,
                1, t, MJ_N_RULES);
    }
}

static void
add_hand_items (const MjScoreCtx *ctx,
                const MjVariant  *var,
                MjScore          *score)
{
  guint8 matched[MJ_N_RULES];

  _mj_score_rules_match (ctx, var, ctx->hand_rules, ctx->n_hand_rules, matched);
  for (guint i = 0; i < ctx->n_hand_rules; i++)
    {
      MjRuleId r = (MjRuleId) ctx->hand_rules[i];

      if (matched[i])
        add_item (ctx, var, score, r, 1, MJ_TILE_NONE, MJ_N_RULES);
    }
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
  if (ctx->faan || var->shape != MJ_SHAPE_STANDARD || var->completed < 0 || hand->concealed[w] == 0 ||
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

/* Section 9 of RULES-BMJA-DMJL.md: the hand without its winning tile waits for one kind only. */
static gboolean
only_possible_tile (const MjScoreCtx *ctx,
                    const MjVariant  *var)
{
  const MjHand *hand = ctx->hand;
  MjTile w = hand->winning_tile;
  MjHand short_hand;
  guint64 waits;

  if (w == MJ_TILE_NONE || (var->completed >= 0 && var->sets[var->completed].set.n_tiles == 4))
    return FALSE;

  /* the answer depends on the hand alone */
  if (*ctx->only_possible >= 0)
    return *ctx->only_possible;

  if (reading_shows_second_wait (ctx, var))
    {
      *ctx->only_possible = FALSE;
      return FALSE;
    }

  short_hand = *hand;
  short_hand.mahjong = FALSE;
  short_hand.n_melds = 0;

  /* The named completed set and every exposed pair go back to the concealed tiles. */
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];
      gboolean back = m->kind == MJ_SET_PAIR ||
                      (hand->concealed[w] == 0 && !hand->self_drawn && mj_meld_contains (m, w) &&
                       m->kind != MJ_SET_KONG);

      if (back && m->kind == MJ_SET_CHOW)
        {
          short_hand.concealed[m->tile]++;
          short_hand.concealed[m->tile + 1]++;
          short_hand.concealed[m->tile + 2]++;
        }
      else if (back)
        short_hand.concealed[m->tile] += mj_meld_n_tiles (m);
      else
        short_hand.melds[short_hand.n_melds++] = *m;
    }

  if (short_hand.concealed[w] == 0)
    {
      *ctx->only_possible = FALSE;
      return FALSE;
    }
  short_hand.concealed[w]--;

  waits = _mj_score_waits_upto (ctx->ruleset, &short_hand, 2, w);
  *ctx->only_possible = waits != 0 && (waits & (waits - 1)) == 0;
  return *ctx->only_possible;
}

/* Combining */

static gint64
raw_score (int points,
           int doubles)
{
  if (points <= 0)
    return 0;
  if (doubles > 40)
    return G_MAXINT32;
  return MIN ((gint64) points << doubles, (gint64) G_MAXINT32);
}

static int
faan_to_points (const MjScoreCtx *ctx,
                int               faan)
{
  static const int table[14] = { 1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 128 };

  if (ctx->v->params[MJ_PARAM_FAAN_POINTS] == MJ_FAAN_POINTS_DOUBLING)
    return 1 << CLAMP (faan, 0, 20);
  return table[CLAMP (faan, 0, 13)];
}

/* RULES-BMJA-DMJL.md 3.4, or the faan sum. */
static void
combine (const MjScoreCtx *ctx,
         MjScore          *score)
{
  const MjRulesetValues *v = ctx->v;

  if (ctx->faan)
    {
      int max = v->params[MJ_PARAM_MAX_FAAN];
      int faan = 0;

      for (guint i = 0; i < score->n_items; i++)
        faan += score->items[i].faan == MJ_FAAN_MAX ? max : score->items[i].faan;
      score->limit_applied = faan >= max;
      faan = MIN (faan, max);
      score->faan = faan;
      score->points = faan_to_points (ctx, MAX (faan, v->params[MJ_PARAM_FAAN_PAID_MIN]));
      score->doubles = 0;
      score->limit = 0;
      score->total = score->points;
    }
  else
    {
      int limit = v->params[MJ_PARAM_LIMIT];
      gboolean roof_off = v->params[MJ_PARAM_ROOF_OFF] != 0;
      int points = 0, doubles = 0, fraction = 0;
      guint limit_item = 0;
      gint64 raw, capped, limit_value;

      for (guint i = 0; i < score->n_items; i++)
        {
          points += score->items[i].points;
          doubles += score->items[i].doubles;
          if (score->items[i].limit > fraction)
            {
              fraction = score->items[i].limit;
              limit_item = i;
            }
        }

      raw = raw_score (points, doubles);
      capped = roof_off ? raw : MIN (raw, (gint64) limit);
      limit_value = (gint64) fraction * limit / 1000;
      score->faan = -1;

      if (fraction >= 1000 || (fraction > 0 && limit_value >= raw))
        {
          /* A limit hand: that one rule is the score. */
          if (fraction >= 1000)
            {
              score->items[0] = score->items[limit_item];
              score->n_items = 1;
            }
          score->points = 0;
          score->doubles = 0;
          score->limit = fraction;
          score->limit_applied = TRUE;
          score->total = (int) limit_value;
        }
      else
        {
          score->points = points;
          score->doubles = doubles;
          score->limit = 0;
          score->limit_applied = capped < raw;
          score->total = (int) capped;
        }
    }
}

/* Readings */

static void
copy_sets_to_score (const MjVariant *var,
                    MjScore         *score)
{
  memcpy (score->sets, var->sets, sizeof (MjScoredSet) * var->n_sets);
  score->n_sets = var->n_sets;
  if (var->completed >= 0 && (guint) var->completed < var->n_sets)
    score->sets[var->completed].completed = TRUE;
}

static gboolean
standard_is_valid (const MjScoreCtx *ctx,
                   const MjVariant  *var)
{
  const MjRulesetValues *v = ctx->v;

  if (var->shape != MJ_SHAPE_STANDARD)
    return FALSE;
  if (var->n_chows > (guint) v->params[MJ_PARAM_MAX_CHOWS])
    return FALSE;
  if (!v->params[MJ_PARAM_CHOW_FINISH] && var->completed >= 0 &&
      var->sets[var->completed].set.kind == MJ_SET_CHOW)
    return FALSE;
  if (v->params[MJ_PARAM_CLEARED_HAND] &&
      !(__builtin_popcount (var->suits) <= 1 || var->all_major))
    return FALSE;
  return TRUE;
}

/* Orders the going-out rules: a limit beats half a limit beats the standard hand; under
 * faan, more faan is better. */
static int
shape_value (const MjScoreCtx *ctx,
             const MjVariant  *var,
             MjRuleId          rule)
{
  const MjRulesetValues *v = ctx->v;

  if (ctx->faan)
    {
      int f = var->closed ? v->faan[rule] : v->faan_exposed[rule];

      return f == MJ_FAAN_NONE ? 0 : f;
    }
  return v->limit[rule];
}

/* Scores one reading of a winner's hand into @score; FALSE if it does not go out. */
static gboolean
score_winning_variant (const MjScoreCtx *ctx,
                       const MjVariant  *var,
                       MjScore          *score)
{
  const MjRulesetValues *v = ctx->v;
  int shape = -1, shape_best = -1;
  guint first_winner_item;
  int first_limit = -1;
  guint8 matched[MJ_N_RULES];

  score->n_items = 0;
  add_set_items (ctx, var, score);
  add_hand_items (ctx, var, score);

  /* The going-out rule: the most valuable one the reading satisfies, the earlier on a tie. */
  if (standard_is_valid (ctx, var))
    {
      shape = MJ_RULE_MAHJONG;
      shape_best = shape_value (ctx, var, MJ_RULE_MAHJONG);
    }
  _mj_score_rules_match (ctx, var, ctx->shape_rules, ctx->n_shape_rules, matched);
  for (guint i = 0; i < ctx->n_shape_rules; i++)
    {
      MjRuleId r = (MjRuleId) ctx->shape_rules[i];
      int value;

      if (!matched[i])
        continue;
      value = shape_value (ctx, var, (MjRuleId) r);
      if (shape < 0 || value > shape_best)
        {
          shape = (int) r;
          shape_best = value;
        }
    }
  if (shape < 0)
    return FALSE;
  add_item (ctx, var, score, (MjRuleId) shape, 1, MJ_TILE_NONE, MJ_N_RULES);

  /* The winner's rules: of those carrying a limit only the first counts. */
  first_winner_item = score->n_items;
  _mj_score_rules_match (ctx, var, ctx->win_rules, ctx->n_win_rules, matched);
  for (guint i = 0; i < ctx->n_win_rules; i++)
    {
      MjRuleId r = (MjRuleId) ctx->win_rules[i];

      if (r == MJ_RULE_ONLY_POSSIBLE_TILE)
        {
          if (ctx->validity_only || !only_possible_tile (ctx, var))
            continue;
        }
      else if (!matched[i])
        continue;

      if (!ctx->faan && v->limit[r] > 0)
        {
          if (first_limit >= 0)
            continue;
          first_limit = (int) r;
        }
      add_item (ctx, var, score, r, 1, MJ_TILE_NONE, MJ_N_RULES);
    }

  if (first_limit >= 0)
    {
      /* drop every other winner rule */
      guint out = first_winner_item;

      for (guint i = first_winner_item; i < score->n_items; i++)
        if (score->items[i].rule == first_limit)
          score->items[out++] = score->items[i];
      score->n_items = out;
    }

  /* The one-double game: the hand must hold doubles of its own, flowers aside. */
  if (shape == MJ_RULE_MAHJONG && v->params[MJ_PARAM_MIN_DOUBLES] > 0 && !ctx->faan)
    {
      int doubles = 0;

      for (guint i = 0; i < score->n_items; i++)
        if (!_mj_score_rule_is_bonus ((MjRuleId) score->items[i].rule))
          doubles += score->items[i].doubles;
      if (doubles < v->params[MJ_PARAM_MIN_DOUBLES])
        return FALSE;
    }

  combine (ctx, score);
  score->special_hand = shape == MJ_RULE_MAHJONG ? -1 : shape;

  if (ctx->faan && score->faan < v->params[MJ_PARAM_MIN_FAAN])
    return FALSE;

  copy_sets_to_score (var, score);
  return TRUE;
}

static void
consider (MjSearch        *search,
          const MjVariant *var)
{
  MjScore candidate;
  MjVariant computed;

  /* only whether it wins: the first reading that does is enough */
  if (search->ctx->validity_only && search->best_valid)
    return;

  computed = *var;
  _mj_variant_compute (search->ctx, &computed);

  candidate.n_items = 0;
  if (!score_winning_variant (search->ctx, &computed, &candidate))
    return;

  /* The highest total; on a tie the going-out rule earlier in the ruleset's list
   * (RULES-BMJA-DMJL.md 6.3: a hand both nine gates and squirming snake is nine gates). */
  if (!search->best_valid || candidate.total > search->best->total ||
      (candidate.total == search->best->total &&
       candidate.special_hand < search->best->special_hand))
    {
      search->best_valid = TRUE;
      search->best->won = TRUE;
      search->best->special_hand = candidate.special_hand;
      search->best->points = candidate.points;
      search->best->doubles = candidate.doubles;
      search->best->faan = candidate.faan;
      search->best->limit = candidate.limit;
      search->best->limit_applied = candidate.limit_applied;
      search->best->total = candidate.total;
      memcpy (search->best->items, candidate.items, sizeof (MjScoreItem) * candidate.n_items);
      search->best->n_items = candidate.n_items;
      memcpy (search->best->sets, candidate.sets, sizeof (MjScoredSet) * candidate.n_sets);
      search->best->n_sets = candidate.n_sets;
    }
}

/* Tries every set the winning tile can have completed. */
static void
consider_completions (MjSearch  *search,
                      MjVariant *var,
                      guint      first_concealed)
{
  const MjHand *hand = search->ctx->hand;
  MjTile w = hand->winning_tile;
  gboolean tried_any = FALSE;

  if (w == MJ_TILE_NONE)
    {
      var->completed = -1;
      consider (search, var);
      return;
    }

  if (hand->concealed[w] == 0)
    {
      /* The input names the completed set: the last declared set holding the tile. */
      var->completed = -1;
      for (guint i = 0; i < first_concealed; i++)
        if (var->sets[i].set.kind != MJ_SET_SINGLE && var->sets[i].declared)
          {
            for (guint j = 0; j < var->sets[i].set.n_tiles; j++)
              if (var->sets[i].set.tiles[j] == w)
                var->completed = (int) i;
          }
      consider (search, var);
      return;
    }

  for (guint i = first_concealed; i < var->n_sets; i++)
    {
      MjScoredSet *s = &var->sets[i];
      gboolean holds = FALSE, seen = FALSE;

      for (guint j = 0; j < s->set.n_tiles; j++)
        holds |= s->set.tiles[j] == w;
      if (!holds)
        continue;

      /* the same set twice gives the same score */
      for (guint k = first_concealed; k < i; k++)
        if (var->sets[k].set.kind == s->set.kind && var->sets[k].set.tile == s->set.tile &&
            memchr (var->sets[k].set.tiles, w, var->sets[k].set.n_tiles) != NULL)
          seen = TRUE;
      if (seen)
        continue;

      {
        MjVariant copy = *var;

        copy.completed = (int) i;
        if (!hand->self_drawn)
          {
            copy.sets[i].exposed = TRUE;
            copy.sets[i].declared = TRUE;
          }
        consider (search, &copy);
        tried_any = TRUE;
      }
    }

  if (!tried_any)
    {
      var->completed = -1;
      consider (search, var);
    }
}

static void
fill_set (MjSet     *set,
          MjSetKind  kind,
          MjTile     tile,
          guint      n)
{
  set->kind = (guint8) kind;
  set->tile = tile;
  set->n_tiles = (guint8) n;
  for (guint j = 0; j < n; j++)
    set->tiles[j] = kind == MJ_SET_CHOW ? (MjTile) (tile + j) : tile;
}

static gboolean
standard_arrangement_cb (const MjArrangement *arrangement,
                         gpointer             user_data)
{
  MjSearch *search = user_data;
  MjVariant var = *search->declared;
  guint first = var.n_sets;

  var.shape = MJ_SHAPE_STANDARD;
  for (guint i = 0; i < arrangement->n_sets && var.n_sets < MJ_SCORE_MAX_SETS; i++)
    {
      const MjSet *s = &arrangement->sets[i];
      MjScoredSet *out;

      /* an exposed pair given as input is the arrangement's pair */
      if (search->declared_pair >= 0 && s->kind == MJ_SET_PAIR)
        {
          if (s->tile != search->declared_pair)
            return TRUE;
          continue;
        }

      out = &var.sets[var.n_sets++];
      memset (out, 0, sizeof *out);
      out->set = *s;
    }

  consider_completions (search, &var, first);
  return !(search->ctx->validity_only && search->best_valid);
}

/* The tiles grouped by kind: the reading of the shapes that are not sets and a pair. */
static void
add_grouped_variant (MjSearch        *search,
                     const MjVariant *base,
                     MjShapeKind      shape,
                     const guint8     counts[MJ_N_PLAY_KINDS])
{
  MjVariant var = *base;

  var.n_sets = 0;
  var.shape = shape;
  for (guint t = 0; t < MJ_N_PLAY_KINDS && var.n_sets < MJ_SCORE_MAX_SETS - 1; t++)
    {
      guint c = counts[t];

      while (c > 0 && var.n_sets < MJ_SCORE_MAX_SETS)
        {
          MjScoredSet *out = &var.sets[var.n_sets++];
          guint take = shape == MJ_SHAPE_PAIRS ? 2 : MIN (c, 3);

          memset (out, 0, sizeof *out);
          fill_set (&out->set, take == 1 ? MJ_SET_SINGLE : take == 2 ? MJ_SET_PAIR : MJ_SET_PUNG,
                    (MjTile) t, take);
          c -= take;
        }
    }

  consider_completions (search, &var, 0);
}

static void
add_knitting_variant (MjSearch        *search,
                      const MjVariant *base,
                      const guint8     counts[MJ_N_PLAY_KINDS])
{
  MjVariant var = *base;
  guint suits[2], n = 0;

  for (guint s = 0; s < 3 && n < 2; s++)
    for (guint r = 0; r < 9; r++)
      if (counts[s * 9 + r] > 0)
        {
          suits[n++] = s;
          break;
        }
  if (n != 2)
    return;

  var.n_sets = 0;
  var.shape = MJ_SHAPE_KNITTING;
  for (guint r = 0; r < 9; r++)
    for (guint k = 0; k < counts[suits[0] * 9 + r] && var.n_sets < MJ_SCORE_MAX_SETS; k++)
      {
        MjScoredSet *out = &var.sets[var.n_sets++];

        memset (out, 0, sizeof *out);
        out->set.kind = MJ_SET_KNITTED_PAIR;
        out->set.tile = (MjTile) (suits[0] * 9 + r);
        out->set.n_tiles = 2;
        out->set.tiles[0] = (MjTile) (suits[0] * 9 + r);
        out->set.tiles[1] = (MjTile) (suits[1] * 9 + r);
      }

  consider_completions (search, &var, 0);
}

static void
add_triple_knitting_variant (MjSearch        *search,
                             const MjVariant *base,
                             const MjArrangement *arrangement)
{
  MjVariant var = *base;

  var.n_sets = 0;
  var.shape = MJ_SHAPE_TRIPLE_KNITTING;
  for (guint i = 0; i < arrangement->n_sets && var.n_sets < MJ_SCORE_MAX_SETS; i++)
    {
      MjScoredSet *out = &var.sets[var.n_sets++];

      memset (out, 0, sizeof *out);
      out->set = arrangement->sets[i];
    }

  consider_completions (search, &var, 0);
}

static void
search_winning (MjSearch *search)
{
  const MjScoreCtx *ctx = search->ctx;
  const MjHand *hand = ctx->hand;
  guint8 counts[MJ_N_PLAY_KINDS];
  guint n_sets_needed = 4, n_pairs = 0;
  gboolean only_pair_declared = TRUE;
  MjArrangement special;

  memcpy (counts, hand->concealed, sizeof counts);
  search->declared_pair = -1;

  for (guint i = 0; i < hand->n_melds; i++)
    {
      if (hand->melds[i].kind == MJ_SET_PAIR)
        {
          n_pairs++;
          search->declared_pair = hand->melds[i].tile;
          counts[hand->melds[i].tile] += 2;
        }
      else
        {
          only_pair_declared = FALSE;
          if (n_sets_needed > 0)
            n_sets_needed--;
        }
    }

  /* Four sets and a pair, in every arrangement. */
  if (n_pairs <= 1 && mj_shape_count (counts) == 3 * n_sets_needed + 2)
    mj_shape_foreach_standard (counts, n_sets_needed, standard_arrangement_cb, search);

  if (!only_pair_declared)
    return;

  /* The special shapes read all the tiles; an exposed pair is the claimed winning pair. */
  if ((rule_active (ctx, MJ_RULE_SEVEN_PAIRS) || rule_active (ctx, MJ_RULE_ALL_PAIR_HONOURS)) &&
      mj_shape_is_seven_pairs (ctx->all_counts, mj_score_ctx_param (ctx, MJ_PARAM_SEVEN_PAIRS_FOUR)))
    add_grouped_variant (search, search->declared, MJ_SHAPE_PAIRS, ctx->all_counts);

  if (n_pairs > 0)
    return;

  if (rule_active (ctx, MJ_RULE_KNITTING) && mj_shape_is_knitting (ctx->all_counts))
    add_knitting_variant (search, search->declared, ctx->all_counts);

  if (rule_active (ctx, MJ_RULE_TRIPLE_KNITTING) &&
      mj_shape_is_triple_knitting (ctx->all_counts, &special))
    add_triple_knitting_variant (search, search->declared, &special);

  if ((rule_active (ctx, MJ_RULE_THIRTEEN_ORPHANS) && mj_shape_is_thirteen_orphans (ctx->all_counts)) ||
      ((rule_active (ctx, MJ_RULE_NINE_GATES) || rule_active (ctx, MJ_RULE_GATES_OF_HEAVEN)) &&
       mj_shape_is_nine_gates (ctx->all_counts, NULL)) ||
      (rule_active (ctx, MJ_RULE_WRIGGLING_SNAKE) && mj_shape_is_wriggling_snake (ctx->all_counts)))
    add_grouped_variant (search, search->declared, MJ_SHAPE_GROUPED, ctx->all_counts);
}

static void
declared_sets (const MjHand *hand,
               MjVariant    *var,
               gboolean      with_pairs)
{
  memset (var, 0, sizeof *var);
  var->completed = -1;

  for (guint i = 0; i < hand->n_melds && var->n_sets < MJ_SCORE_MAX_SETS; i++)
    {
      const MjMeld *m = &hand->melds[i];
      MjScoredSet *out;

      if (m->kind == MJ_SET_PAIR && !with_pairs)
        continue;

      out = &var->sets[var->n_sets++];
      fill_set (&out->set, (MjSetKind) m->kind, m->tile, mj_meld_n_tiles (m));
      out->declared = TRUE;
      out->kong_origin = m->kong_origin;
      if (m->kind == MJ_SET_KONG)
        out->exposed = m->kong_origin != MJ_KONG_CONCEALED;
      else
        out->exposed = m->exposed;
    }
}

/* Losing hands */

static void
add_calling_for (MjScoreCtx *ctx,
                 MjVariant  *var,
                 MjScore    *score)
{
  gboolean have_limit = FALSE, have_half = FALSE, have_purity = FALSE;
  guint64 waits = score->waits;

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      MjHand complete;
      MjScore completed;

      if (!(waits & (G_GUINT64_CONSTANT (1) << t)))
        continue;

      complete = *ctx->hand;
      complete.concealed[t]++;
      complete.mahjong = TRUE;
      complete.self_drawn = TRUE;
      complete.winning_tile = t;
      complete.flags = 0;
      score_hand_internal (ctx->ruleset, &complete, FALSE, &completed);
      if (!completed.won)
        continue;

      for (guint i = 0; i < completed.n_items; i++)
        {
          const MjScoreItem *item = &completed.items[i];

          if (item->limit >= 1000 && !have_limit)
            {
              have_limit = TRUE;
              add_item (ctx, var, score, MJ_RULE_CALLING_FOR_LIMIT, 1, MJ_TILE_NONE, item->rule);
            }
          else if (item->limit > 0 && item->limit < 1000 && !have_half)
            {
              have_half = TRUE;
              add_item (ctx, var, score, MJ_RULE_CALLING_FOR_HALF_LIMIT, 1, MJ_TILE_NONE, item->rule);
            }
          else if (item->rule == MJ_RULE_PURITY && !have_purity)
            {
              have_purity = TRUE;
              add_item (ctx, var, score, MJ_RULE_CALLING_FOR_PURITY, 1, MJ_TILE_NONE, item->rule);
            }
        }
    }
}

static void
score_losing (MjScoreCtx *ctx,
              MjScore    *score)
{
  const MjHand *hand = ctx->hand;
  MjVariant var;

  score->won = FALSE;
  score->special_hand = -1;
  score->n_items = 0;
  score->faan = ctx->faan ? 0 : -1;

  if (!ctx->v->params[MJ_PARAM_LOSERS_SCORE])
    return;

  /* RULES-BMJA-DMJL.md 3.7: three or four alike are a concealed pung, two honours a pair. */
  declared_sets (hand, &var, TRUE);
  var.shape = MJ_SHAPE_LOSING;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS && var.n_sets < MJ_SCORE_MAX_SETS; t++)
    {
      MjScoredSet *out;

      if (hand->concealed[t] >= 3)
        {
          out = &var.sets[var.n_sets++];
          memset (out, 0, sizeof *out);
          fill_set (&out->set, MJ_SET_PUNG, t, 3);
        }
      else if (hand->concealed[t] == 2 && mj_tile_is_honour (t))
        {
          out = &var.sets[var.n_sets++];
          memset (out, 0, sizeof *out);
          fill_set (&out->set, MJ_SET_PAIR, t, 2);
        }
    }
  _mj_variant_compute (ctx, &var);

  add_set_items (ctx, &var, score);
  add_hand_items (ctx, &var, score);
  if (!ctx->validity_only && score->has_waits && ctx->tile_count == 13 &&
      (rule_active (ctx, MJ_RULE_CALLING_FOR_LIMIT) || rule_active (ctx, MJ_RULE_CALLING_FOR_HALF_LIMIT) ||
       rule_active (ctx, MJ_RULE_CALLING_FOR_PURITY)))
    add_calling_for (ctx, &var, score);

  combine (ctx, score);
  copy_sets_to_score (&var, score);
}

static void
score_hand_internal (MjRuleset    *ruleset,
                     const MjHand *hand,
                     gboolean      validity_only,
                     MjScore      *score)
{
  MjScoreCtx ctx;
  int only_possible = -1;
  guint n;

  ctx.ruleset = ruleset;
  ctx.v = mj_ruleset_get_values (ruleset);
  ctx.hand = hand;
  ctx.faan = ctx.v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;
  ctx.validity_only = validity_only;
  ctx.only_possible = &only_possible;
  ctx_collect_rules (&ctx);
  mj_hand_all_counts (hand, ctx.all_counts);
  ctx.tile_count = n = mj_hand_tile_count (hand);

  score->declared_winner = hand->mahjong != 0;
  score->won = FALSE;
  score->dead_hand = MJ_DEAD_HAND_NONE;
  score->special_hand = -1;
  score->points = score->doubles = score->limit = score->total = 0;
  score->faan = ctx.faan ? 0 : -1;
  score->limit_applied = FALSE;
  score->n_items = 0;
  score->n_sets = 0;
  score->waits = 0;
  score->has_waits = FALSE;

  /* 3.1: a long hand scores nothing at all. */
  if ((hand->mahjong && n >= 15) || (!hand->mahjong && n >= 14))
    {
      score->dead_hand = MJ_DEAD_HAND_LONG;
      return;
    }

  if (hand->mahjong && n == 14)
    {
      MjVariant declared;
      MjSearch search = { &ctx, score, FALSE, &declared, -1 };

      declared_sets (hand, &declared, FALSE);
      search_winning (&search);
      if (search.best_valid)
        return;

      /* A declared Mah Jong that is none. */
      if (ctx.v->params[MJ_PARAM_FALSE_MAHJONG] == MJ_FALSE_MAHJONG_ZERO)
        return;
    }

  if (n < 13 || (hand->mahjong && n < 14))
    score->dead_hand = n < 13 ? MJ_DEAD_HAND_SHORT : MJ_DEAD_HAND_NONE;

  if (n == 13 && !validity_only)
    {
      score->waits = mj_score_waits (ruleset, hand);
      score->has_waits = TRUE;
    }

  score_losing (&ctx, score);
}

/**
 * mj_score_hand:
 * @ruleset: the rules
 * @hand: a hand that mj_hand_validate() accepts
 * @score: (out caller-allocates): the result
 *
 * Scores one hand: as a winning hand when it is declared one and holds 14 tiles, else as a
 * losing hand (or a long hand, which scores nothing). The best-scoring reading is kept.
 * A hand of 13 tiles also gets its waits.
 */
void
mj_score_hand (MjRuleset    *ruleset,
               const MjHand *hand,
               MjScore      *score)
{
  g_return_if_fail (MJ_IS_RULESET (ruleset));
  g_return_if_fail (hand != NULL);
  g_return_if_fail (score != NULL);

  score_hand_internal (ruleset, hand, FALSE, score);
}

/**
 * mj_score_is_winning:
 *
 * Returns: whether @hand, declared as a winning hand, goes out under @ruleset
 */
gboolean
mj_score_is_winning (MjRuleset    *ruleset,
                     const MjHand *hand)
{
  MjScore score;
  MjHand declared;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), FALSE);

  declared = *hand;
  declared.mahjong = TRUE;
  score_hand_internal (ruleset, &declared, TRUE, &score);
  return score.won;
}

/**
 * mj_score_item_get_name:
 *
 * Returns: the translated name of the item's rule
 */
const char *
mj_score_item_get_name (const MjScoreItem *item)
{
  return _(mj_rule_spec ((MjRuleId) item->rule)->name);
}

/**
 * mj_score_item_describe:
 *
 * Returns: (transfer full): the item as one line of an explanation, such as
 *   "Pung of dragons (Rd): 1 double" or "Calling for: Thirteen orphans"
 */
char *
mj_score_item_describe (const MjScoreItem *item)
{
  GString *line = g_string_new (mj_score_item_get_name (item));
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  if (item->detail < MJ_N_RULES)
    g_string_append_printf (line, " (%s)", _(mj_rule_spec ((MjRuleId) item->detail)->name));
  else if (item->tile != MJ_TILE_NONE)
    g_string_append_printf (line, " (%s)", mj_tile_to_string (item->tile));

  if (item->points)
    g_ptr_array_add (values, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                           ABS (item->points)), item->points));
  if (item->doubles)
    g_ptr_array_add (values, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d double", "%d doubles",
                                                           ABS (item->doubles)), item->doubles));
  if (item->limit)
    g_ptr_array_add (values, item->limit == 1000 ? g_strdup (_("the limit"))
                                                 : g_strdup_printf (_("%g of the limit"), item->limit / 1000.0));
  if (item->faan == MJ_FAAN_MAX)
    g_ptr_array_add (values, g_strdup (_("maximum faan")));
  else if (item->faan)
    g_ptr_array_add (values, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d faan", "%d faan",
                                                           ABS (item->faan)), item->faan));

  if (values->len > 0)
    {
      g_autofree char *joined = NULL;

      g_ptr_array_add (values, NULL);
      joined = g_strjoinv (", ", (char **) values->pdata);
      g_string_append (line, ": ");
      g_string_append (line, joined);
    }

  return g_string_free (line, FALSE);
}

/**
 * mj_score_describe_total:
 *
 * Returns: (transfer full): the last line of an explanation, how the items make the total,
 *   such as "10 points doubled 2 times: 40", "3 faan: 8 points" or "Limit hand: 1000"
 */
char *
mj_score_describe_total (const MjScore *score)
{
  char *total;

  if (score->faan >= 0)
    /* Translators: the total of a hand scored in faan */
    return g_strdup_printf (_("%d faan: %d points"), score->faan, score->total);
  if (score->limit > 0)
    return g_strdup_printf (_("Limit hand: %d"), score->total);

  if (score->doubles == 0)
    /* Translators: a hand's total under points and doubles, with no doubles */
    total = g_strdup_printf (_("Total: %d points"), score->total);
  else
    /* Translators: a hand's total under points and doubles: "12 points doubled 3 times: 96" */
    total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d points doubled %d time: %d",
                                          "%d points doubled %d times: %d", ABS (score->doubles)),
                             score->points, score->doubles, score->total);
  if (score->limit_applied)
    {
      char *capped = g_strconcat (total, _(" (the limit)"), NULL);

      g_free (total);
      total = capped;
    }
  return total;
}
