/* mj-ai-judge.h: a decision weighed by the expert's evaluation, for the coach and the review
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-action.h"
#include "mj-seat-view.h"

G_BEGIN_DECLS

typedef enum
{
  MJ_VERDICT_GOOD,        /* the expert's own choice, or one as good */
  MJ_VERDICT_INACCURATE,  /* clearly worse, by a little */
  MJ_VERDICT_MISTAKE,     /* clearly worse, by much */
} MjVerdict;

typedef enum
{
  MJ_JUDGE_SAME,          /* the choice is the expert's */
  MJ_JUDGE_CLOSE,         /* another choice, about as good */
  MJ_JUDGE_FURTHER,       /* a discard that moves the hand away from ready */
  MJ_JUDGE_FEWER_WAYS,    /* a discard that throws away ways to improve */
  MJ_JUDGE_DANGER,        /* a discard likely to feed another's win, where a safe one existed */
  MJ_JUDGE_MISSED_WIN,    /* a win not taken */
  MJ_JUDGE_MISSED_CLAIM,  /* a claim the expert would make, not made */
} MjJudgeWhy;

/* [0]: the choice made; [1]: the expert's */
typedef struct
{
  guint8     decision;      /* MjDecisionKind */
  MjTile     tile;          /* the discard claimed, for a claim */
  MjAction   chosen;
  MjAction   better;        /* the expert's choice */
  MjVerdict  verdict;
  MjJudgeWhy why;
  int        shanten[2];    /* steps from ready after the choice: 0 ready, -1 gone out */
  guint      ways[2];       /* tiles not yet seen that bring the hand nearer */
  guint64    improving[2];  /* their kinds, a bit each */
  double     danger[2];     /* the chance a discard feeds another player's win */
  double     value[2];      /* the expert's estimate of what the hand is worth after it */
  double     gain;          /* value[1] - value[0]: what the expert's choice would gain */
  gboolean   nearer;        /* a missed claim would have brought the hand nearer to ready */
} MjJudgement;

gboolean  mj_ai_judge                    (const MjSeatView  *view,
                                          const MjDecision  *decision,
                                          const MjAction    *chosen,
                                          MjJudgement       *out);
gboolean  mj_ai_expert_choice            (const MjSeatView  *view,
                                          const MjDecision  *decision,
                                          MjAction          *action);
gboolean  mj_ai_same_choice              (const MjAction    *a,
                                          const MjAction    *b);
char     *mj_judgement_describe          (const MjJudgement *judgement);

G_END_DECLS
