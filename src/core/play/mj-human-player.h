/* mj-human-player.h: the person at the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-player.h"

G_BEGIN_DECLS

#define MJ_TYPE_HUMAN_PLAYER (mj_human_player_get_type ())

G_DECLARE_FINAL_TYPE (MjHumanPlayer, mj_human_player, MJ, HUMAN_PLAYER, GObject)

MjHumanPlayer     *mj_human_player_new          (void);
const MjDecision  *mj_human_player_get_decision (MjHumanPlayer *self);
const MjSeatView  *mj_human_player_get_view     (MjHumanPlayer *self);
void               mj_human_player_clear        (MjHumanPlayer *self);

G_END_DECLS
