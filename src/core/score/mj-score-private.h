/* mj-score-private.h: what the scoring engine's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-score.h"

G_BEGIN_DECLS

/* The shape of an arrangement. */
typedef enum
{
  MJ_SHAPE_LOSING,           /* a losing hand: declared sets, concealed pungs, honour pairs */
  MJ_SHAPE_STANDARD,         /* four sets and a pair */
  MJ_SHAPE_PAIRS,            /* seven pairs */
  MJ_SHAPE_KNITTING,         /* seven knitted pairs */
  MJ_SHAPE_TRIPLE_KNITTING,  /* four knitted triples and a knitted pair */
  MJ_SHAPE_GROUPED,          /* the tiles grouped by kind: thirteen orphans, gates, snakes */
} MjShapeKind;

/* One way to read the hand, with what the rules ask of it computed once. */
typedef struct
{
  MjScoredSet  sets[MJ_SCORE_MAX_SETS];
  guint        n_sets;
  int          completed;         /* index of the set the winning tile completed, or -1 */
  int          completed_meld;    /* ... if that set is one of the hand's melds, its index */
  MjShapeKind  shape;

  guint8       counts[MJ_N_PLAY_KINDS];  /* every tile, a kong four */
  guint        n_tiles;
  guint        suits;             /* bit per suit present */
  guint        n_honour_tiles;
  guint        n_chows;
  guint        n_pungs;           /* pungs and kongs */
  guint        n_kongs;
  guint        dragon_pungs;
  guint        dragon_pairs;
  guint        wind_pungs;
  guint        wind_pairs;
  guint        concealed_pungs;   /* concealed pungs and kongs, and claimed kongs */
  guint        exposed_for_call;  /* exposed sets as original call counts them */
  guint        all_major : 1;
  guint        all_terminal : 1;
  guint        all_honour : 1;
  guint        all_minor : 1;
  guint        concealed_sets : 1;  /* a concealed hand: no exposed set, but where the ruleset
                                     * says so a claimed kong or the pair a claimed winning
                                     * tile completed (under faan: a closed hand) */
  guint        no_exposed : 1;      /* no exposed set at all; a claimed kong is exposed */
  guint        claimed_kong : 1;    /* a kong claimed onto a concealed pung */
  guint        claimed_pair : 1;    /* the claimed winning tile completed the pair */
} MjVariant;

typedef struct
{
  MjRuleset              *ruleset;
  const MjRulesetValues  *v;
  const MjHand           *hand;
  guint8                  all_counts[MJ_N_PLAY_KINDS];
  guint                   tile_count;
  int                    *only_possible;      /* "only possible tile", by the meld completed
                                               * plus one (0: a concealed set or none): -1
                                               * unknown, else the answer */
  /* the rules this ruleset scores, by where they apply, in catalogue order */
  guint8                  hand_rules[MJ_N_RULES];
  guint8                  win_rules[MJ_N_RULES];
  guint8                  shape_rules[MJ_N_RULES];
  guint                   n_hand_rules;
  guint                   n_win_rules;
  guint                   n_shape_rules;
  guint                   faan : 1;
  guint                   validity_only : 1;  /* only whether it wins: skip rules that cannot change that */
  guint                   kong_concealed : 1; /* MJ_PARAM_CLAIMED_KONG_CONCEALED */
  guint                   pair_concealed : 1; /* MJ_PARAM_CLAIMED_PAIR_CONCEALED */
} MjScoreCtx;

static inline gboolean
mj_score_ctx_param (const MjScoreCtx *ctx,
                    MjParamId         id)
{
  return ctx->v->params[id] != 0;
}

/* Whether the ruleset scores the rule at all. */
static inline gboolean
_mj_score_values_rule_active (const MjRulesetValues *v,
                              gboolean               faan,
                              MjRuleId               rule)
{
  if (faan)
    return (v->faan[rule] != 0 && v->faan[rule] != MJ_FAAN_NONE) ||
           (v->faan_exposed[rule] != 0 && v->faan_exposed[rule] != MJ_FAAN_NONE);
  return v->points[rule] != 0 || v->doubles[rule] != 0 || v->limit[rule] != 0;
}

static inline gboolean
_mj_score_ctx_rule_active (const MjScoreCtx *ctx,
                           MjRuleId          rule)
{
  return _mj_score_values_rule_active (ctx->v, ctx->faan, rule);
}

/* Whether the rule is a going-out shape (the special hands); inline, as the scoring of
 * every hand asks it of every rule. */
static inline gboolean
_mj_score_rule_is_shape (MjRuleId rule)
{
  return rule >= MJ_RULE_NINE_GATES && rule <= MJ_RULE_SQUIRMING_SNAKE;
}

/* mj-score-waits.c: the waits of a 13-tile hand, stopping once @max_waits are found;
 * @known, if not MJ_TILE_NONE, is a tile known to complete it. */
guint64   _mj_score_waits_upto        (MjRuleset        *ruleset,
                                       const MjHand     *hand,
                                       guint             max_waits,
                                       MjTile            known);
gboolean  _mj_score_only_possible_tile (const MjScoreCtx *ctx,
                                       const MjVariant  *var);

/* mj-score-items.c */
void      _mj_score_ctx_collect_rules (MjScoreCtx       *ctx);
void      _mj_score_add_item          (const MjScoreCtx *ctx,
                                       const MjVariant  *var,
                                       MjScore          *score,
                                       MjRuleId          rule,
                                       guint             count,
                                       MjTile            tile,
                                       guint             detail);
void      _mj_score_add_set_items     (const MjScoreCtx *ctx,
                                       const MjVariant  *var,
                                       MjScore          *score);
void      _mj_score_add_hand_items    (const MjScoreCtx *ctx,
                                       const MjVariant  *var,
                                       MjScore          *score);
void      _mj_score_combine           (const MjScoreCtx *ctx,
                                       MjScore          *score);

/* mj-score-readings.c */
gboolean  _mj_score_search_winning    (MjScoreCtx       *ctx,
                                       MjScore          *score);
void      _mj_score_declared_sets     (const MjHand     *hand,
                                       MjVariant        *var);
void      _mj_score_fill_set          (MjSet            *set,
                                       MjSetKind         kind,
                                       MjTile            tile,
                                       guint             n);
void      _mj_score_copy_sets         (const MjVariant  *var,
                                       MjScore          *score);

/* mj-score-rules.c */
void      _mj_variant_compute         (const MjScoreCtx *ctx,
                                       MjVariant        *var);
void      _mj_score_rules_match       (const MjScoreCtx *ctx,
                                       const MjVariant  *var,
                                       const guint8     *rules,
                                       guint             n_rules,
                                       guint8           *matched);
gboolean  _mj_score_rule_matches      (const MjScoreCtx *ctx,
                                       const MjVariant  *var,
                                       MjRuleId          rule);
gboolean  _mj_score_rule_is_bonus     (MjRuleId          rule);
gboolean  _mj_score_rule_fixes_tiles  (MjRuleId          rule);

/* mj-score.c */
const MjHand *_mj_score_undeclare_concealed (const MjHand *hand,
                                             MjHand       *copy);
void      _mj_score_hand_without_waits (MjRuleset    *ruleset,
                                        const MjHand *hand,
                                        MjScore      *score);

/* mj-score-wild.c: hands holding wild tiles */
gboolean  _mj_score_wild_is_winning    (MjRuleset    *ruleset,
                                        const MjHand *hand);
guint64   _mj_score_wild_waits         (MjRuleset    *ruleset,
                                        const MjHand *hand,
                                        gboolean      shape_only,
                                        guint         max_waits);
void      _mj_score_wild_hand          (MjRuleset    *ruleset,
                                        const MjHand *hand,
                                        MjScore      *score);

G_END_DECLS
