/* mj-player.h: whoever sits in a seat, a person or the computer
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-action.h"
#include "mj-seat-view.h"

G_BEGIN_DECLS

#define MJ_TYPE_PLAYER (mj_player_get_type ())

G_DECLARE_INTERFACE (MjPlayer, mj_player, MJ, PLAYER, GObject)

/**
 * MjPlayerInterface:
 * @decide: choose one of the decision's actions from the seat's view. Return %TRUE with
 *   @action set to answer at once (the computer), or %FALSE to answer later with
 *   mj_game_answer() (a person at the table).
 * @ignores_view: %TRUE if @decide never reads its view (a random player): the game then
 *   does not build one and passes %NULL, which saves a simulation most of a turn's work.
 */
struct _MjPlayerInterface
{
  GTypeInterface parent_iface;

  gboolean (*decide) (MjPlayer          *self,
                      const MjSeatView  *view,
                      const MjDecision  *decision,
                      MjAction          *action);
  gboolean ignores_view;
};

gboolean mj_player_decide (MjPlayer          *self,
                           const MjSeatView  *view,
                           const MjDecision  *decision,
                           MjAction          *action);

G_END_DECLS
