/* mj-lesson-drill.h: the engine's answer to each question of a drill
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-lesson.h"
#include "mj-score.h"

G_BEGIN_DECLS

/* Where a claimant sits, seen from the discarder: the next in turn is on their right. */
typedef enum
{
  MJ_CLAIMANT_NOBODY = -1,
  MJ_CLAIMANT_RIGHT,
  MJ_CLAIMANT_OPPOSITE,
  MJ_CLAIMANT_LEFT,
} MjClaimant;

/* a hand of fourteen holds at most fourteen different tiles */
#define MJ_DRILL_MAX_WEIGHTS 14

/* One discard weighed: how far from ready it leaves the hand, and how many tiles unseen
 * would bring it nearer. */
typedef struct
{
  MjTile  tile;
  int     shanten;     /* 0: ready; 1: one tile from ready... */
  guint   improving;   /* tiles unseen that bring the hand nearer */
  guint64 kinds;       /* which kinds they are */
} MjDiscardWeight;

typedef struct
{
  MjAsk            ask;
  guint64          tiles;           /* WAITS: the tiles that complete the hand;
                                     * DISCARD: the best discards */
  gboolean         yes;             /* MAHJONG */
  MjExpect         claim;           /* CLAIM: the best claim: PASS, CHOW, PUNG or MAHJONG */
  MjTile           chow;            /* ... the lowest tile of the chow, for CHOW */
  guint            allowed;         /* CLAIM: bit per MjExpect the rules allow */
  MjClaimant       claimant;        /* PRIORITY */
  MjScore          score;           /* SCORE (and MAHJONG: why a hand is not one) */
  MjDiscardWeight  weights[MJ_DRILL_MAX_WEIGHTS];  /* DISCARD: each different tile */
  guint            n_weights;
} MjDrillAnswer;

gboolean  mj_drill_solve            (const MjLessonItem  *item,
                                     MjRuleset           *ruleset,
                                     MjDrillAnswer       *answer,
                                     GError             **error);
char     *mj_drill_answer_to_string (const MjDrillAnswer *answer);
gboolean  mj_drill_answer_accepts   (const MjDrillAnswer *answer,
                                     const char          *response);
gboolean  mj_drill_answer_matches   (const MjDrillAnswer *answer,
                                     const char          *stated);
void      mj_drill_weigh_discards   (MjRuleset           *ruleset,
                                     const MjHand        *hand,
                                     MjDiscardWeight     *weights,
                                     guint               *n_weights);

G_END_DECLS
