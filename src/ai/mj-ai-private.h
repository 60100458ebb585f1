/* mj-ai-private.h: what the computer player's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-action.h"
#include "mj-ai-level.h"
#include "mj-score.h"
#include "mj-seat-view.h"
#include "mj-shape-tables.h"

G_BEGIN_DECLS

#define MJ_AI_ALL_KINDS ((G_GUINT64_CONSTANT (1) << MJ_N_PLAY_KINDS) - 1)
#define MJ_AI_BIT(t)    (G_GUINT64_CONSTANT (1) << (t))

/* Shapes */

/*
 * The shape a hand aims at: what the shanten counts, under the ruleset's limits. A plan
 * narrows it: the kinds the hand may keep (a one-suit hand keeps one suit), no chows, seven
 * pairs only, or a pung of one tile that the hand must hold (a faan it needs to go out).
 */
typedef struct
{
  guint64  allowed;         /* kinds the hand keeps; the others are to be discarded */
  guint8   n_decl;          /* declared sets */
  guint8   chows_left;      /* chows the hand may still hold; 4 or more: no limit */
  guint8   forced;          /* a kind that must become a pung, or MJ_TILE_NONE */
  guint8   standard : 1;    /* four sets and a pair */
  guint8   seven_pairs : 1;
  guint8   orphans : 1;
} MjAiShape;

/* Shanten by suit (mj-ai-tables.c) */

typedef enum
{
  MJ_AI_CHOWS_NONE,
  MJ_AI_CHOWS_ONE,
  MJ_AI_CHOWS_ANY,
} MjAiChowMode;

/* tiles missing for [sets][pair], as the core's shanten tables hold them */
typedef MjShapeDist MjAiDist;

typedef struct
{
  MjAiDist l[2];      /* with no chow (or any), and with at most one */
} MjAiVec;

/* A hand split in its four groups, to ask about one tile more at the cost of one group. */
typedef struct
{
  guint8   counts[MJ_N_PLAY_KINDS];
  guint8   mode;
  guint8   n_sets;
  MjAiVec  group[4];
  MjAiVec  others[4];  /* the other three groups together */
  MjAiVec  rest2[4][4];  /* the two groups other than i and j */
  int      shanten;
} MjAiProbe;

void      mj_ai_probe_init           (MjAiProbe       *probe,
                                      const guint8     counts[MJ_N_PLAY_KINDS],
                                      guint            n_sets,
                                      guint            mode);
int       mj_ai_probe_shanten        (const MjAiProbe *probe);
int       mj_ai_probe_shanten_plus   (MjAiProbe       *probe,
                                      MjTile           t);
void      mj_ai_probe_vec_change     (MjAiProbe       *probe,
                                      MjTile           add,
                                      MjTile           remove,
                                      MjAiVec         *out);
int       mj_ai_probe_shanten_with   (const MjAiProbe *probe,
                                      guint            g,
                                      const MjAiVec   *changed);
void      mj_ai_probe_combine        (const MjAiProbe *probe,
                                      const MjAiVec   *x,
                                      const MjAiVec   *y,
                                      MjAiVec         *out);
int       mj_ai_probe_join           (const MjAiProbe *probe,
                                      const MjAiVec   *x,
                                      const MjAiVec   *y);
int       mj_ai_shanten_standard     (const guint8     counts[MJ_N_PLAY_KINDS],
                                      guint            n_decl,
                                      guint            chows_left);

/* Shanten of a shape (mj-ai-shape.c) */

gboolean  mj_ai_shape_is_fast        (const MjAiShape *shape,
                                      guint           *mode);
int       mj_ai_shanten              (const MjAiShape *shape,
                                      const guint8     counts[MJ_N_PLAY_KINDS]);
guint     mj_ai_ukeire               (const MjAiShape *shape,
                                      guint8           counts[MJ_N_PLAY_KINDS],
                                      int              shanten,
                                      const guint8     unseen[MJ_N_PLAY_KINDS],
                                      guint64          candidates,
                                      guint64         *improving);
guint64   mj_ai_near_kinds           (const guint8     counts[MJ_N_PLAY_KINDS]);
int       mj_ai_pung_missing         (const guint8     counts[MJ_N_PLAY_KINDS],
                                      guint            n_sets);
int       mj_ai_pung_missing_classes (int              cls[4],
                                      guint            n_sets);

/* Plans: what the hand aims at and what that is worth */

typedef enum
{
  MJ_AI_PLAN_FREE,       /* anything that goes out */
  MJ_AI_PLAN_HALF_SUIT,  /* one suit and honours */
  MJ_AI_PLAN_FULL_SUIT,  /* one suit */
  MJ_AI_PLAN_PAIRS,      /* seven pairs */
  MJ_AI_PLAN_HONOUR,     /* a pung of one honour (a faan or double the hand needs) */
  MJ_AI_PLAN_SIMPLES,    /* only 2 to 8 */
  MJ_AI_PLAN_ORPHANS,    /* thirteen orphans */
  MJ_AI_N_PLANS
} MjAiPlanKind;

typedef struct
{
  MjAiPlanKind  kind;
  guint8        suit;     /* the suit of a one-suit plan */
  MjAiShape     shape;
} MjAiPlan;

#define MJ_AI_MAX_PLANS 10

/* A style: the level's knobs, bent a little by a personality. */
typedef struct
{
  double    defence;      /* weight of the danger of a discard (0: none) */
  gboolean  plans;        /* weighs the plans the ruleset rewards (one suit, all simples...) */
  double    honours;      /* liking for honour pairs and pungs */
  double    claim;        /* readiness to claim sets */
  double    noise;        /* the chance of a second-best discard (beginner) */
  double    miss_claims;  /* the chance of not seeing a pung or chow (beginner) */
  gboolean  reads;        /* reads waits from discards and exposures (expert) */
  gboolean  plays_on;     /* may pass a small win for a much bigger one (expert) */
  gboolean  pace;         /* knows an open hand that may chow goes out faster (expert) */
  gboolean  look_ahead;   /* looks a draw further at hands one tile from ready (expert) */
  gboolean  races;        /* hurries when the others are close or a win is all that pays (expert) */
  gint64    budget_us;    /* the time one decision's look-ahead may take */
} MjAiStyle;

/* What a player keeps from one decision to the next within a hand: the scores of the ready
 * hands it has held (it holds the same again and again), and the values of sets. */
#define MJ_AI_READY_CACHE 32

typedef struct
{
  guint32  hash;
  MjHand   hand;                         /* the key: the 13 tiles as scored */
  guint64  waits;
  gint32   self_total[MJ_N_PLAY_KINDS];  /* -1: does not go out */
  gint32   discard_total[MJ_N_PLAY_KINDS];
  gboolean valid;
} MjAiReadyEntry;

typedef struct
{
  MjRuleset      *ruleset;                /* not a reference: only compared */
  MjAiReadyEntry  entries[MJ_AI_READY_CACHE];
  guint           next;

  /* the values of a pung and a pair of each kind, for one seat wind and prevailing wind */
  gboolean        have_values;
  guint8          values_seat_wind;
  guint8          values_prevailing;
  float           pung_points[2][MJ_N_PLAY_KINDS];
  float           pung_doubles[MJ_N_PLAY_KINDS];
  float           pung_faan[2][MJ_N_PLAY_KINDS];
  float           pair_points[MJ_N_PLAY_KINDS];
} MjAiMemory;

/* Everything one decision reads, worked out once from the seat's view. */
typedef struct
{
  const MjSeatView       *view;
  MjRuleset              *ruleset;
  const MjRulesetValues  *v;
  const MjAiStyle        *style;

  guint8    seat;
  MjWind    seat_wind;
  MjTile    own_wind;
  MjTile    prevailing;
  gboolean  faan;
  gboolean  east;
  int       limit;              /* the limit in points; faan: the points of max faan */
  int       min_faan;
  int       min_doubles;
  int       max_chows;
  gboolean  cleared;
  gboolean  must_declare;
  gboolean  seven_pairs;              /* the ruleset goes out with seven pairs */
  gboolean  orphans;                  /* ... with thirteen orphans */
  gboolean  scores;                   /* the hands have scores; without, going out is all */

  guint8    unseen[MJ_N_PLAY_KINDS];  /* tiles this seat has not seen */
  guint     unseen_total;
  double    draws_left;               /* this seat's draws still to come */
  guint     exposed_chows;

  /* the value of what lies on the table already */
  double    sure_points;              /* declared sets and bonus tiles */
  double    sure_doubles;
  double    sure_faan;

  /* payments, in the settlement's units per point of the hand's total */
  double    pay_discard;              /* when winning on a discard */
  double    pay_self;                 /* when winning from the wall */
  double    lose_weight;              /* what a losing hand's own total is worth */
  double    self_share;               /* the share of wins that come from the wall */
  double    speed_bonus;              /* added to the value of every win (expert) */

  /* danger of each tile: the expected cost of discarding it */
  double    danger[MJ_N_PLAY_KINDS];
  double    deal_in[MJ_N_PLAY_KINDS]; /* the chance it feeds a winner */
  double    threat;                   /* how close the most dangerous opponent is */
  guint64   dangerous_game;           /* kinds that make the discarder liable */
  guint8    ready_mark[4][4];         /* [o][k]: the length of k's pond when o declared a ready
                                       * hand (0xff: not known) */
  MjAiMemory *memory;                 /* the seat's, or NULL */
  gboolean  prepared;                 /* danger and set values worked out */

  /* the values of a pung (and pair) of each kind, worked out once */
  float     pung_points[2][MJ_N_PLAY_KINDS];   /* [exposed] */
  float     pung_doubles[MJ_N_PLAY_KINDS];
  float     pung_faan[2][MJ_N_PLAY_KINDS];     /* [closed hand] */
  float     pair_points[MJ_N_PLAY_KINDS];
  float     pung_chance[2][5];                 /* a pair becomes a pung: [claims][unseen] */
} MjAiCtx;

void      mj_ai_ctx_init         (MjAiCtx          *ctx,
                                  const MjSeatView *view,
                                  const MjAiStyle  *style);
void      mj_ai_danger_compute   (MjAiCtx          *ctx);
double    mj_ai_tenpai_chance    (const MjAiCtx    *ctx,
                                  guint             o);
void      mj_ai_ctx_prepare      (MjAiCtx          *ctx);
double    mj_ai_defended         (const MjAiCtx    *ctx,
                                  MjTile            tile,
                                  double            attack);
double    mj_ai_danger_opponent  (const MjAiCtx    *ctx,
                                  guint             o,
                                  double            p[MJ_N_PLAY_KINDS],
                                  double           *cost);
void      mj_ai_value_init       (MjAiCtx          *ctx);
guint64   mj_ai_dangerous_kinds  (const MjSeatView *view,
                                  guint             seat);

/* A hand's prospects: the evaluation of 13 tiles (and the declared sets) for one plan. */
typedef struct
{
  int       shanten;
  guint     ukeire;
  guint64   improving;
  double    p_win;
  double    win_value;     /* expected payment when winning */
  double    lose_value;
  double    ev;
  guint8    plan;          /* MjAiPlanKind */
  guint8    plan_suit;
} MjAiProspect;

/* A state of the seat's own hand, as the evaluator sees it. */
typedef struct
{
  guint8    counts[MJ_N_PLAY_KINDS];   /* concealed */
  MjMeld    melds[MJ_HAND_MAX_MELDS];
  guint8    n_melds;
  guint8    ready;                     /* declared ready */
  double    draws;                     /* draws still to come */
} MjAiHand;

void      mj_ai_hand_from_view   (const MjAiCtx    *ctx,
                                  MjAiHand         *hand);
void      mj_ai_hand_to_mj_hand  (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  MjHand           *out);
gboolean  mj_ai_rule_active      (const MjAiCtx    *ctx,
                                  MjRuleId          rule);
guint     mj_ai_plans            (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  MjAiPlan          plans[MJ_AI_MAX_PLANS]);
double    mj_ai_win_value        (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  const MjAiPlan   *plan,
                                  int               shanten,
                                  int               pung_shanten);
double    mj_ai_lose_value       (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand);
double    mj_ai_ready_value      (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  guint64          *waits,
                                  guint            *live,
                                  double           *q);
double    mj_ai_p_win            (guint             k,
                                  double            q,
                                  double            draws);
double    mj_ai_faan_points      (const MjAiCtx    *ctx,
                                  double            faan);
int       mj_ai_faan_of          (const MjAiCtx    *ctx,
                                  MjRuleId          rule,
                                  gboolean          closed);
void      mj_ai_set_value        (const MjAiCtx    *ctx,
                                  MjSetKind         kind,
                                  MjTile            t,
                                  gboolean          exposed,
                                  gboolean          closed_hand,
                                  double           *points,
                                  double           *doubles,
                                  double           *faan);
double    mj_ai_hand_total_to_pay (const MjAiCtx   *ctx,
                                  int               total,
                                  gboolean          self_drawn);

void      mj_ai_prospect         (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  MjAiProspect     *out);

/* One discard, valued. */
typedef struct
{
  MjTile   tile;
  int      shanten;        /* under the plan that values it best */
  guint    ukeire;
  guint64  improving;
  double   attack;         /* the hand's prospects after the discard */
  double   total;          /* less the danger of the tile */
  guint8   plan;
  guint8   plan_suit;
  gboolean ready;
} MjAiCand;

guint     mj_ai_evaluate_discards (const MjAiCtx   *ctx,
                                   const MjAiHand  *hand,
                                   guint64          allowed,
                                   gboolean         defence,
                                   MjAiCand        *cands);
guint     mj_ai_best_cand         (const MjAiCand  *cands,
                                   guint            n);

/* Decisions */

typedef enum
{
  MJ_AI_REASON_NONE,
  MJ_AI_REASON_WIN,
  MJ_AI_REASON_READY,          /* keeps the hand ready, waiting on @tile and more */
  MJ_AI_REASON_WAYS,           /* keeps two or more ways to complete @shape */
  MJ_AI_REASON_ISOLATED,       /* the tile is on its own */
  MJ_AI_REASON_OFF_PLAN,       /* the tile does not fit the hand's aim (one suit...) */
  MJ_AI_REASON_DEAD,           /* nobody can use it: its fellows are out */
  MJ_AI_REASON_SAFE,           /* defence: the tile is safe against a ready hand */
  MJ_AI_REASON_EFFICIENT,      /* the most tiles improve the hand */
  MJ_AI_REASON_KONG,
  MJ_AI_REASON_CLAIM_FASTER,   /* the claim brings the hand closer */
  MJ_AI_REASON_CLAIM_VALUE,    /* the claim adds value */
  MJ_AI_REASON_PASS_SLOWER,    /* the claim does not help */
  MJ_AI_REASON_PASS_CONCEALED, /* the claim would spoil a concealed hand's value */
  MJ_AI_REASON_PASS_CHANCES,   /* the hand goes out more often without the claim (no scores) */
  MJ_AI_REASON_PLAY_ON,        /* passes a small win for a bigger one */
  MJ_AI_REASON_TAKE,
} MjAiReason;

typedef struct
{
  MjAction    action;
  MjAiReason  reason;
  MjTile      tile;            /* the tile the reason speaks of */
  MjTile      shape_lo;        /* the partial set kept (two ways to complete it) */
  MjTile      shape_hi;
  MjAiPlanKind plan;
  guint8      plan_suit;
  int         shanten;
  guint       ukeire;
  double      ev;
  double      pass_ev;         /* claims: the value of passing */
} MjAiChoice;

void      mj_ai_decide_turn      (MjAiCtx          *ctx,
                                  const MjDecision *decision,
                                  GRand            *rand,
                                  MjAiChoice       *choice);
void      mj_ai_decide_claim     (MjAiCtx          *ctx,
                                  const MjDecision *decision,
                                  GRand            *rand,
                                  MjAiChoice       *choice);
gboolean  mj_ai_find_action      (const MjDecision *decision,
                                  MjActionKind      kind,
                                  MjTile            tile,
                                  MjAction         *action);

/* Hints */

char     *mj_ai_explain          (const MjDecision *decision,
                                  const MjAiChoice *choice);

/* Look-ahead (expert) */

void      mj_ai_look_ahead       (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  MjAiCand         *cands,
                                  guint             n);
void      mj_ai_look_ahead_hand  (const MjAiCtx    *ctx,
                                  const MjAiHand   *hand,
                                  MjAiProspect     *out);

const MjAiStyle *mj_ai_style_for_level (MjAiLevel level);

G_END_DECLS
