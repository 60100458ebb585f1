/* mj-player-name.h: the name a computer player plays under, with its strength
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char     *mj_player_name_join    (const char  *name,
                                  const char  *level);
gboolean  mj_player_name_split   (const char  *played_under,
                                  char       **name,
                                  char       **level);
char     *mj_player_name_upgrade (const char  *played_under);

G_END_DECLS
