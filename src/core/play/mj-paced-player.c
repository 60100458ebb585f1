/* mj-paced-player.c: a computer player that takes its time
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the table the computer's moves are spaced out so that a person sees each discard. The
 * wrapped player decides when the pause is over and the answer goes to the game from the
 * main loop. With no pause the answer is given at once, as in a simulation.
 */

#define G_LOG_DOMAIN "mj-paced-player"

#include "config.h"

#include "mj-paced-player.h"

struct _MjPacedPlayer
{
  GObject     parent_instance;

  MjPlayer   *inner;
  GWeakRef    game;
  guint       seat;
  guint       turn_ms;
  guint       claim_ms;
  guint       timeout_id;
  MjSeatView  view;
  MjDecision  decision;
};

static void mj_paced_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjPacedPlayer, mj_paced_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_paced_player_iface_init))

static gboolean
answer_cb (gpointer user_data)
{
  MjPacedPlayer *self = user_data;
  g_autoptr(MjGame) game = g_weak_ref_get (&self->game);
  MjAction action;

  self->timeout_id = 0;
  if (game == NULL || mj_game_get_pending (game, self->seat) == NULL)
    return G_SOURCE_REMOVE;

  if (!mj_player_decide (self->inner, &self->view, &self->decision, &action))
    return G_SOURCE_REMOVE;
  mj_game_answer (game, self->seat, &action);
  return G_SOURCE_REMOVE;
}

static gboolean
mj_paced_player_decide (MjPlayer          *player,
                        const MjSeatView  *view,
                        const MjDecision  *decision,
                        MjAction          *action)
{
  MjPacedPlayer *self = MJ_PACED_PLAYER (player);
  guint delay = decision->kind == MJ_DECISION_TURN ? self->turn_ms : self->claim_ms;

  if (delay == 0)
    return mj_player_decide (self->inner, view, decision, action);

  self->view = *view;
  self->decision = *decision;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add (delay, answer_cb, self);
  return FALSE;
}

static void
mj_paced_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_paced_player_decide;
}

static void
mj_paced_player_dispose (GObject *object)
{
  MjPacedPlayer *self = MJ_PACED_PLAYER (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_object (&self->inner);
  g_weak_ref_set (&self->game, NULL);

  G_OBJECT_CLASS (mj_paced_player_parent_class)->dispose (object);
}

static void
mj_paced_player_finalize (GObject *object)
{
  MjPacedPlayer *self = MJ_PACED_PLAYER (object);

  g_weak_ref_clear (&self->game);

  G_OBJECT_CLASS (mj_paced_player_parent_class)->finalize (object);
}

static void
mj_paced_player_class_init (MjPacedPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_paced_player_dispose;
  object_class->finalize = mj_paced_player_finalize;
}

static void
mj_paced_player_init (MjPacedPlayer *self)
{
  g_weak_ref_init (&self->game, NULL);
  self->turn_ms = 600;
  self->claim_ms = 250;
}

/**
 * mj_paced_player_new:
 * @inner: the player who decides
 * @seat: its seat
 *
 * Returns: (transfer full): @inner, taking its time
 */
MjPacedPlayer *
mj_paced_player_new (MjPlayer *inner,
                     guint     seat)
{
  MjPacedPlayer *self;

  g_return_val_if_fail (MJ_IS_PLAYER (inner), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  self = g_object_new (MJ_TYPE_PACED_PLAYER, NULL);
  self->inner = g_object_ref (inner);
  self->seat = seat;
  return self;
}

MjPlayer *
mj_paced_player_get_inner (MjPacedPlayer *self)
{
  g_return_val_if_fail (MJ_IS_PACED_PLAYER (self), NULL);
  return self->inner;
}

/**
 * mj_paced_player_set_game:
 *
 * The hand the player answers in (each new hand of a match is a new game).
 */
void
mj_paced_player_set_game (MjPacedPlayer *self,
                          MjGame        *game)
{
  g_return_if_fail (MJ_IS_PACED_PLAYER (self));

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_weak_ref_set (&self->game, game);
}

/**
 * mj_paced_player_set_delay:
 * @turn_ms: the pause before a discard
 * @claim_ms: the pause before answering a claim window
 */
void
mj_paced_player_set_delay (MjPacedPlayer *self,
                           guint          turn_ms,
                           guint          claim_ms)
{
  g_return_if_fail (MJ_IS_PACED_PLAYER (self));

  self->turn_ms = turn_ms;
  self->claim_ms = claim_ms;
}
