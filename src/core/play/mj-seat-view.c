/* mj-seat-view.c: what one seat may know of the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-seat-view.h"

/**
 * mj_seat_view_own_hand:
 * @hand: (out caller-allocates): the seat's own hand: its winds, its concealed tiles (the
 *   tile just drawn among them), its declared sets and its bonus tiles
 */
void
mj_seat_view_own_hand (const MjSeatView *view,
                       MjHand           *hand)
{
  g_return_if_fail (view != NULL && hand != NULL);

  mj_hand_init (hand);
  hand->seat_wind = mj_seat_view_wind (view, view->seat);
  hand->prevailing_wind = (MjWind) view->prevailing_wind;
  memcpy (hand->concealed, view->concealed, sizeof hand->concealed);
  hand->n_melds = view->n_melds[view->seat];
  memcpy (hand->melds, view->melds[view->seat], sizeof hand->melds);
  hand->bonus = view->bonus[view->seat];
}

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
