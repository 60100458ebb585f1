/* mj-coach.c: when the coach speaks: of a decision clearly worse, and not too often
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach's pace: each of the person's decisions is judged (by the expert's evaluation,
 * src/ai/mj-ai-judge.c), and the coach speaks only of one clearly worse, and not in the few
 * turns after it last spoke, unless it is talkative.
 */

#include "config.h"

#include "mj-coach.h"

void
mj_coach_init (MjCoach *coach)
{
  g_return_if_fail (coach != NULL);

  coach->quiet_turns = MJ_COACH_QUIET_TURNS;
  coach->turns_since = MJ_COACH_QUIET_TURNS;
  coach->remarks = 0;
}

/**
 * mj_coach_set_talkative:
 * @talkative: whether the coach speaks whenever a discard is clearly worse, rather than at
 *   most once every few turns
 */
void
mj_coach_set_talkative (MjCoach  *coach,
                        gboolean  talkative)
{
  g_return_if_fail (coach != NULL);
  coach->quiet_turns = talkative ? 0 : MJ_COACH_QUIET_TURNS;
}

/**
 * mj_coach_may_speak:
 * @worse: whether the person's decision was clearly worse than the better one
 *
 * Counts one of the person's decisions and says whether the coach speaks about it: only
 * when it was clearly worse, and not in the few turns after the coach last spoke.
 *
 * Returns: whether to speak (counted as a remark)
 */
gboolean
mj_coach_may_speak (MjCoach  *coach,
                    gboolean  worse)
{
  g_return_val_if_fail (coach != NULL, FALSE);

  coach->turns_since++;
  if (!worse || coach->turns_since <= coach->quiet_turns)
    return FALSE;
  coach->turns_since = 0;
  coach->remarks++;
  return TRUE;
}
