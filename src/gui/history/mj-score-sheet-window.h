/* mj-score-sheet-window.h: one match, hand by hand, as a score sheet
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-history.h"
#include "mj-match.h"
#include "mj-score-sheet-row.h"

G_BEGIN_DECLS

#define MJ_TYPE_SCORE_SHEET_WINDOW (mj_score_sheet_window_get_type ())

G_DECLARE_FINAL_TYPE (MjScoreSheetWindow, mj_score_sheet_window, MJ, SCORE_SHEET_WINDOW, AdwWindow)

MjScoreSheetWindow *mj_score_sheet_window_new          (GtkWindow          *parent,
                                                        MjHistory          *history,
                                                        gint64              match);
void                mj_score_sheet_window_follow_match (MjScoreSheetWindow *self,
                                                        MjMatch            *match);
void                mj_score_sheet_window_reload       (MjScoreSheetWindow *self);
gint64              mj_score_sheet_window_get_match_id (MjScoreSheetWindow *self);
GListModel         *mj_score_sheet_window_get_rows     (MjScoreSheetWindow *self);
GtkWidget          *mj_score_sheet_window_get_chart    (MjScoreSheetWindow *self);

G_END_DECLS
