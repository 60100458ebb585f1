/* mj-window.h: the main window, the table at play
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-application.h"
#include "mj-history.h"
#include "mj-table-session.h"

G_BEGIN_DECLS

#define MJ_TYPE_WINDOW (mj_window_get_type ())

G_DECLARE_FINAL_TYPE (MjWindow, mj_window, MJ, WINDOW, AdwApplicationWindow)

MjWindow  *mj_window_new          (MjApplication *application);
void       mj_window_new_game     (MjWindow      *self);
void       mj_window_start_match  (MjWindow      *self,
                                   const char    *ruleset_id,
                                   guint32        seed);
void       mj_window_continue_match (MjWindow    *self,
                                     const char  *path);
void       mj_window_put_away_match (MjWindow    *self);
MjHistory *mj_window_get_history  (MjWindow      *self);
MjTableSession *mj_window_get_session (MjWindow  *self);

G_END_DECLS
