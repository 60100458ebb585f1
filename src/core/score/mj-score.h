/* mj-score.h: the itemized score of one hand under one ruleset
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-hand.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  MJ_DEAD_HAND_NONE,
  MJ_DEAD_HAND_LONG,    /* too many tiles: scores nothing */
  MJ_DEAD_HAND_SHORT,   /* too few tiles: scored as a losing hand */
} MjDeadHand;

/* Why a winning hand counts as concealed (closed, under faan) or not, where that changed its
 * value: the two cases the rulesets read differently. */
typedef enum
{
  MJ_CONCEALMENT_NOTE_NONE,
  MJ_CONCEALMENT_NOTE_PAIR_CONCEALED,  /* the claimed winning tile completed the pair only */
  MJ_CONCEALMENT_NOTE_PAIR_EXPOSED,    /* ... and exposed it */
  MJ_CONCEALMENT_NOTE_KONG_CONCEALED,  /* a kong claimed onto a concealed pung keeps it concealed */
  MJ_CONCEALMENT_NOTE_KONG_EXPOSED,    /* ... is exposed, and so is the hand */
} MjConcealmentNote;

/* One line of a score. Values are the line's totals (a rule that counts twice shows twice
 * its value); @faan is MJ_FAAN_MAX for "the maximum". */
typedef struct
{
  guint16 rule;        /* MjRuleId */
  guint16 detail;      /* calling for: the hand the player was calling for; else MJ_N_RULES */
  guint8  count;       /* how many times the rule applied */
  guint8  tile;        /* a set rule: the set's tile; else MJ_TILE_NONE */
  int     points;
  int     doubles;
  int     limit;       /* thousandths of the limit */
  int     faan;
} MjScoreItem;

/* A set of the scored arrangement, declared or formed from the concealed tiles. */
typedef struct
{
  MjSet   set;
  guint8  exposed;
  guint8  declared;
  guint8  completed;   /* the set the winning tile completed */
  guint8  kong_origin;
} MjScoredSet;

#define MJ_SCORE_MAX_ITEMS 48
#define MJ_SCORE_MAX_SETS  16

typedef struct
{
  gboolean     declared_winner;   /* the hand was declared a winning hand */
  gboolean     won;               /* ... and it is one under the ruleset */
  MjDeadHand   dead_hand;
  int          special_hand;      /* the MjRuleId of a special going-out shape, or -1 */
  int          points;            /* reported points, doubles and faan (RULES-BMJA-DMJL.md 3.4) */
  int          doubles;
  int          faan;              /* -1 under points-and-doubles */
  int          limit;             /* the limit fraction that decided the total, thousandths */
  gboolean     limit_applied;     /* the total was capped at, or set to, a limit */
  int          total;
  MjScoreItem  items[MJ_SCORE_MAX_ITEMS];
  guint        n_items;
  MjScoredSet  sets[MJ_SCORE_MAX_SETS];
  guint        n_sets;
  guint64      waits;             /* for a hand of 13 tiles: bit t = tile t completes it */
  gboolean     has_waits;
  guint8       wild_as[4];        /* a Goulash hand: what its wild tiles stood for */
  guint8       n_wild;
  guint8       concealment;       /* MjConcealmentNote */
} MjScore;

void      mj_score_hand        (MjRuleset     *ruleset,
                                const MjHand  *hand,
                                MjScore       *score);
gboolean  mj_score_is_winning  (MjRuleset     *ruleset,
                                const MjHand  *hand);
void      mj_score_claimed_win (MjRuleset     *ruleset,
                                MjHand        *hand,
                                MjScore       *score);
guint64   mj_score_waits       (MjRuleset     *ruleset,
                                const MjHand  *hand);
guint64   mj_score_shape_waits (MjRuleset     *ruleset,
                                const MjHand  *hand);
gboolean  mj_score_has_waits   (MjRuleset     *ruleset,
                                const MjHand  *hand);
const char *mj_score_item_get_name (const MjScoreItem *item);
char     *mj_score_item_describe (const MjScoreItem *item);
char     *mj_score_describe_total (const MjScore    *score);
char     *mj_score_describe_wild  (const MjScore    *score);
const char *mj_score_describe_concealment (const MjScore *score);
void      mj_score_reading_counts (const MjScore    *score,
                                   const MjHand     *hand,
                                   guint8            counts[MJ_N_PLAY_KINDS]);

G_END_DECLS
