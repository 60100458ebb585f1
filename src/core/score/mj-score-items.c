/* mj-score-items.c: the items of a reading: the rules that apply, what each is worth, the total
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules a ruleset scores, sorted once by where they apply; the set, bonus and hand rules
 * of a reading as items; and the items combined into the total (RULES-BMJA-DMJL.md 3.4, or
 * the faan sum). Shared by the readings of a winner's hand and the losing hands.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <string.h>

#include "mj-score-private.h"

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
void
_mj_score_ctx_collect_rules (MjScoreCtx *ctx)
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

void
_mj_score_add_item (const MjScoreCtx *ctx,
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
      int f = var->concealed_sets ? v->faan[rule] : v->faan_exposed[rule];

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
void
_mj_score_add_set_items (const MjScoreCtx *ctx,
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
          _mj_score_add_item (ctx, var, score,
                              major ? (s->exposed ? MJ_RULE_PUNG_MAJOR_EXPOSED : MJ_RULE_PUNG_MAJOR_CONCEALED)
                                    : (s->exposed ? MJ_RULE_PUNG_MINOR_EXPOSED : MJ_RULE_PUNG_MINOR_CONCEALED),
                              1, t, MJ_N_RULES);
          break;
        case MJ_SET_KONG:
          _mj_score_add_item (ctx, var, score,
                              major ? (s->exposed ? MJ_RULE_KONG_MAJOR_EXPOSED : MJ_RULE_KONG_MAJOR_CONCEALED)
                                    : (s->exposed ? MJ_RULE_KONG_MINOR_EXPOSED : MJ_RULE_KONG_MINOR_CONCEALED),
                              1, t, MJ_N_RULES);
          break;
        case MJ_SET_PAIR:
          if (mj_tile_is_dragon (t))
            _mj_score_add_item (ctx, var, score, MJ_RULE_PAIR_DRAGONS, 1, t, MJ_N_RULES);
          else if (mj_tile_is_wind (t))
            {
              if (t == own)
                _mj_score_add_item (ctx, var, score, MJ_RULE_PAIR_OWN_WIND, 1, t, MJ_N_RULES);
              if (t == prevailing)
                _mj_score_add_item (ctx, var, score, MJ_RULE_PAIR_PREVAILING_WIND, 1, t, MJ_N_RULES);
              if (t != own && t != prevailing)
                _mj_score_add_item (ctx, var, score, MJ_RULE_PAIR_OTHER_WIND, 1, t, MJ_N_RULES);
            }
          break;
        default:
          break;
        }

      if (s->set.kind == MJ_SET_PUNG || s->set.kind == MJ_SET_KONG)
        {
          if (mj_tile_is_dragon (t))
            _mj_score_add_item (ctx, var, score, MJ_RULE_DRAGON_PUNG, 1, t, MJ_N_RULES);
          if (t == own)
            _mj_score_add_item (ctx, var, score, MJ_RULE_OWN_WIND_PUNG, 1, t, MJ_N_RULES);
          if (t == prevailing)
            _mj_score_add_item (ctx, var, score, MJ_RULE_PREVAILING_WIND_PUNG, 1, t, MJ_N_RULES);
        }
    }

  for (guint b = 0; b < 8; b++)
    {
      MjTile t = (MjTile) (MJ_TILE_FLOWER_1 + b);

      if (!(ctx->hand->bonus & (1u << b)))
        continue;
      _mj_score_add_item (ctx, var, score,
                          mj_tile_is_own_bonus (t, ctx->hand->seat_wind) ? MJ_RULE_OWN_BONUS_TILE
                                                                         : MJ_RULE_BONUS_TILE,
                          1, t, MJ_N_RULES);
    }
}

void
_mj_score_add_hand_items (const MjScoreCtx *ctx,
                          const MjVariant  *var,
                          MjScore          *score)
{
  guint8 matched[MJ_N_RULES];

  _mj_score_rules_match (ctx, var, ctx->hand_rules, ctx->n_hand_rules, matched);
  for (guint i = 0; i < ctx->n_hand_rules; i++)
    {
      MjRuleId r = (MjRuleId) ctx->hand_rules[i];

      if (matched[i])
        _mj_score_add_item (ctx, var, score, r, 1, MJ_TILE_NONE, MJ_N_RULES);
    }
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
void
_mj_score_combine (const MjScoreCtx *ctx,
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
