/* mj-score-sheet-row.h: one hand of a score sheet and the text it shows
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-history.h"

G_BEGIN_DECLS

#define MJ_TYPE_SCORE_SHEET_ROW (mj_score_sheet_row_get_type ())

G_DECLARE_FINAL_TYPE (MjScoreSheetRow, mj_score_sheet_row, MJ, SCORE_SHEET_ROW, GObject)

MjScoreSheetRow     *mj_score_sheet_row_new             (const MjHistoryMatch *match,
                                                         MjHistoryHand        *hand);
const MjHistoryHand *mj_score_sheet_row_get_hand        (MjScoreSheetRow      *self);
const char          *mj_score_sheet_row_get_wind        (MjScoreSheetRow      *self);
const char          *mj_score_sheet_row_get_dealer      (MjScoreSheetRow      *self);
const char          *mj_score_sheet_row_get_result      (MjScoreSheetRow      *self);
const char          *mj_score_sheet_row_get_explanation (MjScoreSheetRow      *self,
                                                         guint                 seat);

char                *mj_score_sheet_explain_seat        (const MjHistoryMatch *match,
                                                         const MjHistoryHand  *hand,
                                                         guint                 seat,
                                                         gboolean              with_payments);

G_END_DECLS
