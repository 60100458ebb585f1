/* mj-player-names.h: a player's name as every view writes it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-table-session.h"

G_BEGIN_DECLS

char  *mj_player_names_for_seat (MjTableSession *session,
                                 guint           seat);
char **mj_player_names_for_all  (MjTableSession *session);

G_END_DECLS
