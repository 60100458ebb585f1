/* mj-first-east.h: who deals the first hand of a match, drawn as the ruleset says
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-ruleset.h"
#include "mj-tile.h"

G_BEGIN_DECLS

/* Ties at the top throw again; after this many rounds (never seen in practice) the last
 * tie is settled by chance so that the draw always ends. */
#define MJ_FIRST_EAST_MAX_ROUNDS 16

/**
 * MjFirstEastDraw:
 * @method: how the first East was chosen
 * @east: the seat that is East and deals first
 * @n_rounds: with the dice, how many rounds were thrown (more than one after a tie)
 * @dice: with the dice, each round's two dice for each seat; both 0 for a seat that did
 *   not throw in that round (it was out of the tie)
 * @winds: with the wind tiles, the wind (an #MjWind) each seat drew
 *
 * What happened when the first East was drawn, so that it can be shown.
 */
typedef struct
{
  MjFirstEast  method;
  guint8       east;
  guint8       n_rounds;
  guint8       dice[MJ_FIRST_EAST_MAX_ROUNDS][4][2];
  guint8       winds[4];
} MjFirstEastDraw;

void   mj_first_east_draw              (MjFirstEast            method,
                                        GRand                 *rand,
                                        MjFirstEastDraw       *draw);
guint  mj_first_east_draw_get_total    (const MjFirstEastDraw *draw,
                                        guint                  round,
                                        guint                  seat);
guint  mj_first_east_draw_get_tied     (const MjFirstEastDraw *draw,
                                        guint                  round);

G_END_DECLS
