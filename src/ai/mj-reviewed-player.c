/* mj-reviewed-player.c: a player whose every decision is judged, hand by hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Another player makes the decisions; each is kept in the hand's review and judged by the
 * expert's evaluation, as the person's are at the table. Whoever runs the match takes the
 * review when a hand is over (the coach's quality is measured this way).
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include "mj-reviewed-player.h"

struct _MjReviewedPlayer
{
  GObject       parent_instance;

  MjPlayer     *inner;
  MjRuleset    *ruleset;
  guint         seat;
  MjHandReview *review;
};

static void mj_reviewed_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjReviewedPlayer, mj_reviewed_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_reviewed_player_iface_init))

static gboolean
mj_reviewed_player_decide (MjPlayer         *player,
                           const MjSeatView *view,
                           const MjDecision *decision,
                           MjAction         *action)
{
  MjReviewedPlayer *self = MJ_REVIEWED_PLAYER (player);

  if (!mj_player_decide (self->inner, view, decision, action))
    return FALSE;
  if (self->review == NULL)
    self->review = mj_hand_review_new (self->ruleset, self->seat);
  mj_hand_review_add (self->review, view, decision, action);
  return TRUE;
}

static void
mj_reviewed_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_reviewed_player_decide;
}

static void
mj_reviewed_player_finalize (GObject *object)
{
  MjReviewedPlayer *self = MJ_REVIEWED_PLAYER (object);

  g_clear_object (&self->inner);
  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->review, mj_hand_review_unref);
  G_OBJECT_CLASS (mj_reviewed_player_parent_class)->finalize (object);
}

static void
mj_reviewed_player_class_init (MjReviewedPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_reviewed_player_finalize;
}

static void
mj_reviewed_player_init (MjReviewedPlayer *self)
{
}

/**
 * mj_reviewed_player_new:
 * @inner: the player that decides
 * @ruleset: the rules played
 * @seat: the seat it sits in
 */
MjReviewedPlayer *
mj_reviewed_player_new (MjPlayer  *inner,
                        MjRuleset *ruleset,
                        guint      seat)
{
  MjReviewedPlayer *self;

  g_return_val_if_fail (MJ_IS_PLAYER (inner) && MJ_IS_RULESET (ruleset), NULL);

  self = g_object_new (MJ_TYPE_REVIEWED_PLAYER, NULL);
  self->inner = g_object_ref (inner);
  self->ruleset = g_object_ref (ruleset);
  self->seat = seat;
  return self;
}

/**
 * mj_reviewed_player_take_review:
 *
 * Returns: (transfer full) (nullable): the review of the hand played since the last was
 *   taken, or %NULL if no decision was made
 */
MjHandReview *
mj_reviewed_player_take_review (MjReviewedPlayer *self)
{
  g_return_val_if_fail (MJ_IS_REVIEWED_PLAYER (self), NULL);
  return g_steal_pointer (&self->review);
}
