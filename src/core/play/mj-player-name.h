/* mj-player-name.h: the names players play under
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* how many names the computer's players are given from */
#define MJ_PLAYER_NAME_N_GIVEN 6

const char *mj_player_name_give   (guint               pick,
                                   guint              *used);
char       *mj_player_name_unique (const char         *given,
                                   const char         *fallback,
                                   const char * const *taken,
                                   guint               n_taken);

char     *mj_player_name_join    (const char  *name,
                                  const char  *level);
gboolean  mj_player_name_split   (const char  *played_under,
                                  char       **name,
                                  char       **level);
char     *mj_player_name_upgrade (const char  *played_under);

G_END_DECLS
