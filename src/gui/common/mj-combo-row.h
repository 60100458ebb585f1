/* mj-combo-row.h: combo rows whose choices are never cut short
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void mj_combo_row_show_whole_names (AdwComboRow *row);
void mj_combo_row_set_heading      (AdwComboRow *row,
                                    guint        position,
                                    const char  *heading);

G_END_DECLS
