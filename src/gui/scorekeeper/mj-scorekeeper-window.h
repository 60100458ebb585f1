/* mj-scorekeeper-window.h: scoring a match played with real tiles at a real table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-history.h"

G_BEGIN_DECLS

#define MJ_TYPE_SCOREKEEPER_WINDOW (mj_scorekeeper_window_get_type ())

G_DECLARE_FINAL_TYPE (MjScorekeeperWindow, mj_scorekeeper_window, MJ, SCOREKEEPER_WINDOW, AdwWindow)

MjScorekeeperWindow *mj_scorekeeper_window_new           (GtkWindow           *parent,
                                                          MjHistory           *history,
                                                          GSettings           *settings);
MjScorekeeperWindow *mj_scorekeeper_window_new_continued (GtkWindow           *parent,
                                                          MjHistory           *history,
                                                          GSettings           *settings,
                                                          const char          *path,
                                                          GError             **error);
gint64               mj_scorekeeper_window_get_match_id  (MjScorekeeperWindow *self);
const char          *mj_scorekeeper_window_get_save_path (MjScorekeeperWindow *self);
const MjGameResult  *mj_scorekeeper_window_get_result    (MjScorekeeperWindow *self);

G_END_DECLS
