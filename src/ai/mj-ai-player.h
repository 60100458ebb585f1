/* mj-ai-player.h: a computer opponent
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-ai-level.h"
#include "mj-player.h"
#include "mj-table-session.h"

G_BEGIN_DECLS

#define MJ_TYPE_AI_PLAYER (mj_ai_player_get_type ())

G_DECLARE_FINAL_TYPE (MjAiPlayer, mj_ai_player, MJ, AI_PLAYER, GObject)

MjAiPlayer  *mj_ai_player_new                   (MjAiLevel    level,
                                                 guint32      seed);
MjAiLevel    mj_ai_player_get_level             (MjAiPlayer  *self);
guint        mj_ai_player_get_personality       (MjAiPlayer  *self);
void         mj_ai_player_set_personality       (MjAiPlayer  *self,
                                                 guint        personality);
const char  *mj_ai_player_get_name              (MjAiPlayer  *self);

guint        mj_ai_personality_count            (void);
const char  *mj_ai_personality_get_name         (guint        personality);
const char  *mj_ai_personality_get_description  (guint        personality);

const MjComputerPlayers *mj_ai_get_computer_players (void);
gboolean     mj_ai_answer_asked                 (MjTableSession *session,
                                                 MjPlayer       *player);

G_END_DECLS
