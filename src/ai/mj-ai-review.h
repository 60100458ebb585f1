/* mj-ai-review.h: the review of a hand: the person's decisions judged, the few that mattered
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-ai-judge.h"
#include "mj-game.h"

G_BEGIN_DECLS

/* at most this many decisions are marked as the ones that mattered most */
#define MJ_REVIEW_MAX_MARKED 6

typedef struct
{
  MjSeatView   view;        /* what the seat knew (its ruleset is the review's) */
  MjDecision   decision;    /* what it was asked */
  MjJudgement  judgement;
  guint        number;      /* the seat's decisions in the hand, from 1 */
  gboolean     marked;      /* among the few that mattered most */
  char        *outcome;     /* what the hand's later tiles show would have happened, or NULL */
} MjReviewStep;

typedef struct _MjHandReview MjHandReview;

MjHandReview       *mj_hand_review_new           (MjRuleset          *ruleset,
                                                  guint               seat);
MjHandReview       *mj_hand_review_ref           (MjHandReview       *review);
void                mj_hand_review_unref         (MjHandReview       *review);
guint               mj_hand_review_get_seat      (const MjHandReview *review);
const MjJudgement  *mj_hand_review_add           (MjHandReview       *review,
                                                  const MjSeatView   *view,
                                                  const MjDecision   *decision,
                                                  const MjAction     *chosen);
void                mj_hand_review_finish        (MjHandReview       *review,
                                                  const MjGameResult *result,
                                                  const char * const *names);
guint               mj_hand_review_get_n_steps   (const MjHandReview *review);
const MjReviewStep *mj_hand_review_get_step      (const MjHandReview *review,
                                                  guint               index);
guint               mj_hand_review_count         (const MjHandReview *review,
                                                  MjVerdict           verdict);
double              mj_hand_review_accuracy      (const MjHandReview *review);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjHandReview, mj_hand_review_unref)

G_END_DECLS
