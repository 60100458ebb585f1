/* mj-paced-player.h: a computer player that takes its time, so a person can follow
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-game.h"

G_BEGIN_DECLS

#define MJ_TYPE_PACED_PLAYER (mj_paced_player_get_type ())

G_DECLARE_FINAL_TYPE (MjPacedPlayer, mj_paced_player, MJ, PACED_PLAYER, GObject)

MjPacedPlayer *mj_paced_player_new       (MjPlayer      *inner,
                                          guint          seat);
MjPlayer      *mj_paced_player_get_inner (MjPacedPlayer *self);
void           mj_paced_player_set_game  (MjPacedPlayer *self,
                                          MjGame        *game);
void           mj_paced_player_set_delay (MjPacedPlayer *self,
                                          guint          turn_ms,
                                          guint          claim_ms);

G_END_DECLS
