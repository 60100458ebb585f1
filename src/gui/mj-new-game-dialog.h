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

/* The seats, in the order of play: 0 is the person at the screen (at the bottom), then
 * the seat on the right, the one opposite and the one on the left. */
#define MJ_NEW_GAME_N_SEATS 4

MjNewGameDialog *mj_new_game_dialog_new                (GtkWindow       *parent,
                                                        GSettings       *settings);
const char      *mj_new_game_dialog_get_ruleset_id     (MjNewGameDialog *self);
const char      *mj_new_game_dialog_get_player_name    (MjNewGameDialog *self);
const char      *mj_new_game_dialog_get_seat_name      (MjNewGameDialog *self,
                                                        guint            seat);
void             mj_new_game_dialog_set_seat_name      (MjNewGameDialog *self,
                                                        guint            seat,
                                                        const char      *name);
gboolean         mj_new_game_dialog_get_seat_is_person (MjNewGameDialog *self,
                                                        guint            seat);
void             mj_new_game_dialog_set_seat_is_person (MjNewGameDialog *self,
                                                        guint            seat,
                                                        gboolean         person);
MjAiLevel        mj_new_game_dialog_get_level          (MjNewGameDialog *self,
                                                        guint            opponent);
void             mj_new_game_dialog_set_level          (MjNewGameDialog *self,
                                                        guint            opponent,
                                                        MjAiLevel        level);

guint             mj_new_game_dialog_get_empty_seats    (MjNewGameDialog *self);

G_END_DECLS
