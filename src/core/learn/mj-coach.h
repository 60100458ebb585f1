/* mj-coach.h: a word from the coach when a discard is clearly worse than the hint's
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-hand.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

/* turns the coach stays silent after speaking */
#define MJ_COACH_QUIET_TURNS 3

typedef struct
{
  guint  quiet_turns;   /* the turns it keeps quiet after speaking */
  guint  turns_since;   /* the person's discards since the coach last spoke */
  guint  remarks;       /* how often it spoke */
} MjCoach;

void   mj_coach_init          (MjCoach       *coach);
void   mj_coach_set_talkative (MjCoach       *coach,
                               gboolean       talkative);
gboolean mj_coach_may_speak   (MjCoach       *coach,
                               gboolean       worse);
char  *mj_coach_judge_discard (MjCoach       *coach,
                               MjRuleset     *ruleset,
                               const MjHand  *hand,
                               MjTile         chosen,
                               MjTile         better);

G_END_DECLS
