/* mj-coach.h: when the coach speaks: of a decision clearly worse, and not too often
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* turns the coach stays silent after speaking */
#define MJ_COACH_QUIET_TURNS 3

typedef struct
{
  guint  quiet_turns;   /* the turns it keeps quiet after speaking */
  guint  turns_since;   /* the person's decisions since the coach last spoke */
  guint  remarks;       /* how often it spoke */
} MjCoach;

void      mj_coach_init          (MjCoach  *coach);
void      mj_coach_set_talkative (MjCoach  *coach,
                                  gboolean  talkative);
gboolean  mj_coach_may_speak     (MjCoach  *coach,
                                  gboolean  worse);

G_END_DECLS
