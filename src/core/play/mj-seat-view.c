/* mj-seat-view.c: what one seat may know of the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-seat-view.h"

/**
 * mj_seat_view_unseen:
 *
 * Returns: how many tiles of @tile the seat has not seen: in the wall or in other hands
 */
guint
mj_seat_view_unseen (const MjSeatView *view,
                     MjTile            tile)
{
  g_return_val_if_fail (tile < MJ_N_PLAY_KINDS, 0);

  return view->visible[tile] >= 4 ? 0 : 4u - view->visible[tile];
}
