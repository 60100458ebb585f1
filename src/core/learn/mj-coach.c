/* mj-coach.c: a word from the coach when a discard is clearly worse than the hint's
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a coached game the coach weighs each of the person's discards against the one the
 * hint would make, as the drills weigh them (mj_drill_weigh_discards()): how far from ready
 * each leaves the hand, and how many tiles would bring it nearer. It speaks only when the
 * person's discard is clearly worse (it leaves the hand further from ready, or as near with
 * far fewer tiles to help) and not in the few turns after it last spoke; it names both
 * tiles and says why.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-coach.h"
#include "mj-lesson-drill.h"

/* "as near, with far fewer tiles to help": this many fewer at least */
#define CLEARLY_FEWER 4

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

static const MjDiscardWeight *
weight_of (const MjDiscardWeight *weights,
           guint                  n,
           MjTile                 tile)
{
  for (guint i = 0; i < n; i++)
    if (weights[i].tile == tile)
      return &weights[i];
  return NULL;
}

/**
 * mj_coach_judge_discard:
 * @ruleset: (nullable): the rules played, whose limits on going out count
 * @hand: the person's hand before the discard: fourteen tiles, declared sets counted
 * @chosen: what they discarded
 * @better: what the hint would have discarded
 *
 * Returns: (transfer full) (nullable): the coach's words, or %NULL when it keeps quiet
 */
char *
mj_coach_judge_discard (MjCoach      *coach,
                        MjRuleset    *ruleset,
                        const MjHand *hand,
                        MjTile        chosen,
                        MjTile        better)
{
  MjDiscardWeight weights[MJ_DRILL_MAX_WEIGHTS];
  const MjDiscardWeight *c, *b;
  guint n = 0;
  gboolean worse;

  g_return_val_if_fail (coach != NULL && hand != NULL, NULL);

  mj_drill_weigh_discards (ruleset, hand, weights, &n);
  c = weight_of (weights, n, chosen);
  b = weight_of (weights, n, better);
  worse = chosen != better && c != NULL && b != NULL &&
          (c->shanten > b->shanten || (c->shanten == b->shanten && c->improving + CLEARLY_FEWER <= b->improving));
  if (!mj_coach_may_speak (coach, worse))
    return NULL;
  if (c->shanten > b->shanten)
    /* Translators: the coach: the discard made moved the hand away from ready */
    return g_strdup_printf (_("Better to discard the %s: discarding the %s put your hand a step further from ready."),
                            mj_tile_get_name (better), mj_tile_get_name (chosen));
  /* Translators: the coach: the discard made left fewer tiles that help */
  return g_strdup_printf (ngettext ("Better to discard the %s: it keeps %u tile that brings your hand nearer to "
                                    "ready; without the %s only %u do.",
                                    "Better to discard the %s: it keeps %u tiles that bring your hand nearer to "
                                    "ready; without the %s only %u do.", b->improving),
                          mj_tile_get_name (better), b->improving, mj_tile_get_name (chosen), c->improving);
}
