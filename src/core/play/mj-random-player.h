/* mj-random-player.h: a player that takes any legal action, for tests and simulation
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-player.h"

G_BEGIN_DECLS

#define MJ_TYPE_RANDOM_PLAYER (mj_random_player_get_type ())

G_DECLARE_FINAL_TYPE (MjRandomPlayer, mj_random_player, MJ, RANDOM_PLAYER, GObject)

MjRandomPlayer *mj_random_player_new (guint32 seed);

G_END_DECLS
