/* mj-real-table-window.h: scoring a match played with real tiles at a real table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-history.h"

G_BEGIN_DECLS

#define MJ_TYPE_REAL_TABLE_WINDOW (mj_real_table_window_get_type ())

G_DECLARE_FINAL_TYPE (MjRealTableWindow, mj_real_table_window, MJ, REAL_TABLE_WINDOW, AdwWindow)

MjRealTableWindow *mj_real_table_window_new          (GtkWindow         *parent,
                                                      MjHistory         *history,
                                                      GSettings         *settings);
gint64             mj_real_table_window_get_match_id (MjRealTableWindow *self);

G_END_DECLS
