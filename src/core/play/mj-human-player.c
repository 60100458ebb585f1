/* mj-human-player.c: the person at the table: every decision waits for the window
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-human-player"

#include "config.h"

#include "mj-human-player.h"

struct _MjHumanPlayer
{
  GObject     parent_instance;

  MjDecision  decision;
  MjSeatView  view;
  gboolean    pending;
};

enum {
  DECISION_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void mj_human_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjHumanPlayer, mj_human_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_human_player_iface_init))

static gboolean
mj_human_player_decide (MjPlayer          *player,
                        const MjSeatView  *view,
                        const MjDecision  *decision,
                        MjAction          *action)
{
  MjHumanPlayer *self = MJ_HUMAN_PLAYER (player);

  self->decision = *decision;
  self->view = *view;
  self->pending = TRUE;
  g_signal_emit (self, signals[DECISION_REQUESTED], 0);

  /* the answer comes later, from the window, through mj_game_answer () */
  return FALSE;
}

static void
mj_human_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_human_player_decide;
}

static void
mj_human_player_class_init (MjHumanPlayerClass *klass)
{
  /**
   * MjHumanPlayer::decision-requested:
   *
   * The game waits for the person: mj_human_player_get_decision () says what may be done.
   */
  signals[DECISION_REQUESTED] =
    g_signal_new ("decision-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_human_player_init (MjHumanPlayer *self)
{
}

MjHumanPlayer *
mj_human_player_new (void)
{
  return g_object_new (MJ_TYPE_HUMAN_PLAYER, NULL);
}

/**
 * mj_human_player_get_decision:
 *
 * Returns: (nullable): the decision waiting for the person, or %NULL
 */
const MjDecision *
mj_human_player_get_decision (MjHumanPlayer *self)
{
  g_return_val_if_fail (MJ_IS_HUMAN_PLAYER (self), NULL);
  return self->pending ? &self->decision : NULL;
}

/**
 * mj_human_player_get_view:
 *
 * Returns: (nullable): the person's view of the table when the decision was asked
 */
const MjSeatView *
mj_human_player_get_view (MjHumanPlayer *self)
{
  g_return_val_if_fail (MJ_IS_HUMAN_PLAYER (self), NULL);
  return self->pending ? &self->view : NULL;
}

/**
 * mj_human_player_clear:
 *
 * The decision was answered.
 */
void
mj_human_player_clear (MjHumanPlayer *self)
{
  g_return_if_fail (MJ_IS_HUMAN_PLAYER (self));
  self->pending = FALSE;
}
