/* mj-player.c: the interface every player implements, a person or the computer
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-player.h"

G_DEFINE_INTERFACE (MjPlayer, mj_player, G_TYPE_OBJECT)

static void
mj_player_default_init (MjPlayerInterface *iface)
{
}

/**
 * mj_player_decide:
 *
 * Returns: %TRUE if @action holds the answer now, %FALSE if it will come later
 */
gboolean
mj_player_decide (MjPlayer          *self,
                  const MjSeatView  *view,
                  const MjDecision  *decision,
                  MjAction          *action)
{
  g_return_val_if_fail (MJ_IS_PLAYER (self), FALSE);

  return MJ_PLAYER_GET_IFACE (self)->decide (self, view, decision, action);
}
