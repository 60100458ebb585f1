/* mj-new-game-dialog.h: the rules and the players of a new match
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-ai-level.h"

G_BEGIN_DECLS

#define MJ_TYPE_NEW_GAME_DIALOG (mj_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (MjNewGameDialog, mj_new_game_dialog, MJ, NEW_GAME_DIALOG, AdwWindow)

MjNewGameDialog *mj_new_game_dialog_new              (GtkWindow       *parent,
                                                      GSettings       *settings);
const char      *mj_new_game_dialog_get_ruleset_id   (MjNewGameDialog *self);
const char      *mj_new_game_dialog_get_player_name  (MjNewGameDialog *self);
MjAiLevel        mj_new_game_dialog_get_level        (MjNewGameDialog *self,
                                                      guint            opponent);

G_END_DECLS
