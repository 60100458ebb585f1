/* mj-ai-plans.c: what a hand may aim at: any hand, one suit, seven pairs, a needed pung
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plan narrows the shape the shanten counts: the kinds the hand keeps, a pung it must
 * hold, seven pairs. The evaluator weighs each plan a hand is near by its speed and by what
 * the ruleset pays for it, and keeps the best: so the computer player goes for one suit
 * where that pays, or for the honour pung it needs to have faan enough to go out.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"

/**
 * mj_ai_rule_active:
 *
 * Returns: whether the ruleset scores @rule at all
 */
gboolean
mj_ai_rule_active (const MjAiCtx *ctx,
                   MjRuleId       rule)
{
  const MjRulesetValues *v = ctx->v;

  if (ctx->faan)
    return (v->faan[rule] != 0 && v->faan[rule] != MJ_FAAN_NONE) ||
           (v->faan_exposed[rule] != 0 && v->faan_exposed[rule] != MJ_FAAN_NONE);
  return v->points[rule] != 0 || v->doubles[rule] != 0 || v->limit[rule] != 0;
}

static void
base_shape (const MjAiCtx  *ctx,
            const MjAiHand *hand,
            MjAiShape      *shape)
{
  guint chows = 0;

  for (guint i = 0; i < hand->n_melds; i++)
    chows += hand->melds[i].kind == MJ_SET_CHOW;

  memset (shape, 0, sizeof *shape);
  shape->allowed = MJ_AI_ALL_KINDS;
  shape->n_decl = hand->n_melds;
  shape->chows_left = (guint8) MAX (ctx->max_chows - (int) chows, 0);
  shape->forced = MJ_TILE_NONE;
  shape->standard = TRUE;
}

static void
add_plan (MjAiPlan        *plans,
          guint           *n,
          MjAiPlanKind     kind,
          guint            suit,
          const MjAiShape *shape)
{
  if (*n >= MJ_AI_MAX_PLANS)
    return;
  plans[*n].kind = kind;
  plans[*n].suit = (guint8) suit;
  plans[*n].shape = *shape;
  (*n)++;
}

/* What the plans look at in a hand. */
typedef struct
{
  guint     per_suit[3];      /* concealed tiles of each suit */
  guint     honours;
  guint     majors;
  guint     major_kinds;
  guint     pairs;
  guint     meld_suits;       /* bit per suit of the declared sets */
  gboolean  meld_honours;
  gboolean  meld_major_only;
} Summary;

static void
summarize (const MjAiHand *hand,
           Summary        *sum)
{
  memset (sum, 0, sizeof *sum);
  sum->meld_major_only = TRUE;
  for (guint i = 0; i < hand->n_melds; i++)
    {
      MjTile t = hand->melds[i].tile;

      if (mj_tile_is_suited (t))
        sum->meld_suits |= 1u << mj_tile_suit (t);
      else
        sum->meld_honours = TRUE;
      sum->meld_major_only &= hand->melds[i].kind != MJ_SET_CHOW && mj_tile_is_major (t);
    }
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      guint c = hand->counts[t];

      if (c == 0)
        continue;
      if (mj_tile_is_suited (t))
        sum->per_suit[mj_tile_suit (t)] += c;
      else
        sum->honours += c;
      sum->majors += mj_tile_is_major (t) ? c : 0;
      sum->major_kinds += mj_tile_is_major (t);
      sum->pairs += c >= 2;
    }
}

/* One suit, with or without honours: the suit the hand holds most of; a cleared hand may
 * also be terminals and honours. (Going without chows is weighed in every plan's value: a
 * plan of its own was slower and no better.) */
static void
add_suit_plans (const MjAiCtx   *ctx,
                const Summary   *sum,
                const MjAiShape *base,
                MjAiPlan        *plans,
                guint           *n)
{
  guint total = sum->per_suit[0] + sum->per_suit[1] + sum->per_suit[2] + sum->honours;
  guint suit = sum->per_suit[0] >= sum->per_suit[1] ? (sum->per_suit[0] >= sum->per_suit[2] ? 0 : 2)
                                                    : (sum->per_suit[1] >= sum->per_suit[2] ? 1 : 2);
  guint off_half = total - sum->per_suit[suit] - sum->honours;
  guint off_full = total - sum->per_suit[suit];
  guint64 suit_mask = G_GUINT64_CONSTANT (0x1ff) << (9 * suit);
  guint64 honour_mask = G_GUINT64_CONSTANT (0x7f) << 27;
  MjAiShape s;

  if (!(sum->meld_suits & ~(1u << suit)))
    {
      if ((mj_ai_rule_active (ctx, MJ_RULE_HALF_SUIT) || ctx->cleared) &&
          off_half <= (ctx->cleared ? 7u : 3u))
        {
          s = *base;
          s.allowed = suit_mask | honour_mask;
          add_plan (plans, n, MJ_AI_PLAN_HALF_SUIT, suit, &s);
        }
      if ((mj_ai_rule_active (ctx, MJ_RULE_FULL_SUIT) || mj_ai_rule_active (ctx, MJ_RULE_PURITY)) &&
          !sum->meld_honours && off_full <= 2)
        {
          s = *base;
          s.allowed = suit_mask;
          add_plan (plans, n, MJ_AI_PLAN_FULL_SUIT, suit, &s);
        }
    }

  if (ctx->cleared && sum->meld_major_only && sum->majors >= 5)
    {
      s = *base;
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (!mj_tile_is_major (t))
          s.allowed &= ~MJ_AI_BIT (t);
      add_plan (plans, n, MJ_AI_PLAN_HALF_SUIT, 3, &s);
    }
}

/* The faan (or double) the hand needs to go out: a pung of an honour that pays. */
static void
add_needed_plans (const MjAiCtx   *ctx,
                  const MjAiHand  *hand,
                  const MjAiShape *base,
                  MjAiPlan        *plans,
                  guint           *n)
{
  if (!((ctx->min_faan > 0 && ctx->sure_faan < ctx->min_faan) ||
        (ctx->min_doubles > 0 && ctx->sure_doubles < ctx->min_doubles)))
    return;

  for (MjTile t = MJ_TILE_EAST; t <= MJ_TILE_WHITE; t++)
    if (hand->counts[t] == 2 && (mj_tile_is_dragon (t) || t == ctx->own_wind || t == ctx->prevailing))
      {
        MjAiShape s = *base;

        s.forced = t;
        add_plan (plans, n, MJ_AI_PLAN_HONOUR, 0, &s);
      }
}

/* All simples, seven pairs, thirteen orphans. */
static void
add_pattern_plans (const MjAiCtx   *ctx,
                   const MjAiHand  *hand,
                   const Summary   *sum,
                   const MjAiShape *base,
                   MjAiPlan        *plans,
                   guint           *n)
{
  MjAiShape s;

  if (ctx->faan && mj_ai_rule_active (ctx, MJ_RULE_ALL_SIMPLES) && sum->majors <= 2)
    {
      gboolean ok = TRUE;

      for (guint i = 0; i < hand->n_melds; i++)
        {
          const MjMeld *m = &hand->melds[i];

          ok &= !mj_tile_is_major (m->tile) &&
                !(m->kind == MJ_SET_CHOW && mj_tile_is_major ((MjTile) (m->tile + 2)));
        }
      if (ok)
        {
          s = *base;
          for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
            if (mj_tile_is_major (t))
              s.allowed &= ~MJ_AI_BIT (t);
          add_plan (plans, n, MJ_AI_PLAN_SIMPLES, 0, &s);
        }
    }

  if (hand->n_melds == 0 && ctx->seven_pairs && sum->pairs >= 4 && !ctx->cleared)
    {
      s = *base;
      s.standard = FALSE;
      s.seven_pairs = TRUE;
      add_plan (plans, n, MJ_AI_PLAN_PAIRS, 0, &s);
    }
  if (hand->n_melds == 0 && ctx->orphans && sum->major_kinds >= 9)
    {
      s = *base;
      s.standard = FALSE;
      s.orphans = TRUE;
      add_plan (plans, n, MJ_AI_PLAN_ORPHANS, 0, &s);
    }
}

/**
 * mj_ai_plans:
 *
 * The plans worth weighing for @hand: any hand always (but where the hand must be
 * cleared), the one it needs for a minimum faan or double, and the ones the ruleset rewards
 * that the hand is near (the beginner does not look for those).
 *
 * Returns: how many plans
 */
guint
mj_ai_plans (const MjAiCtx  *ctx,
             const MjAiHand *hand,
             MjAiPlan        plans[MJ_AI_MAX_PLANS])
{
  MjAiShape base;
  Summary sum;
  guint n = 0;

  base_shape (ctx, hand, &base);
  summarize (hand, &sum);

  if (!ctx->cleared)
    add_plan (plans, &n, MJ_AI_PLAN_FREE, 0, &base);
  if (ctx->style->plans || ctx->cleared)
    add_suit_plans (ctx, &sum, &base, plans, &n);
  add_needed_plans (ctx, hand, &base, plans, &n);
  if (ctx->style->plans)
    add_pattern_plans (ctx, hand, &sum, &base, plans, &n);

  if (n == 0)
    add_plan (plans, &n, MJ_AI_PLAN_FREE, 0, &base);
  return n;
}
