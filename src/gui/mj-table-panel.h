/* mj-table-panel.h: beside the table, where the hand stands and what was just played
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-table-session.h"

G_BEGIN_DECLS

#define MJ_TYPE_TABLE_PANEL (mj_table_panel_get_type ())

G_DECLARE_FINAL_TYPE (MjTablePanel, mj_table_panel, MJ, TABLE_PANEL, AdwBin)

GtkWidget      *mj_table_panel_new             (void);
MjTableSession *mj_table_panel_get_session     (MjTablePanel   *self);
void            mj_table_panel_set_session     (MjTablePanel   *self,
                                                MjTableSession *session);
void            mj_table_panel_set_first_east  (MjTablePanel   *self,
                                                const char     *text);

G_END_DECLS
