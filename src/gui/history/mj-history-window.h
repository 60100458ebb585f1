/* mj-history-window.h: the family's score history: matches, players, head to head
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-history.h"
#include "mj-history-match-item.h"

G_BEGIN_DECLS

#define MJ_TYPE_HISTORY_WINDOW (mj_history_window_get_type ())

G_DECLARE_FINAL_TYPE (MjHistoryWindow, mj_history_window, MJ, HISTORY_WINDOW, AdwWindow)

MjHistoryWindow *mj_history_window_new          (GtkWindow       *parent,
                                                 MjHistory       *history);
MjHistory       *mj_history_window_get_history  (MjHistoryWindow *self);
void             mj_history_window_reload       (MjHistoryWindow *self);
GListModel      *mj_history_window_get_matches  (MjHistoryWindow *self);
void             mj_history_window_show_player  (MjHistoryWindow *self,
                                                 gint64           player);

void             mj_history_window_filter_player    (MjHistoryWindow *self,
                                                     gint64           player);
guint            mj_history_window_get_n_rows_shown (MjHistoryWindow *self);

G_END_DECLS
