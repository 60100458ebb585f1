/* mj-table-marks.h: marks drawn the same on the table and in its legend
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mj_table_draw_die  (GtkSnapshot           *snapshot,
                         double                 x,
                         double                 y,
                         double                 side,
                         guint                  value);
void mj_table_draw_ring (GtkSnapshot           *snapshot,
                         const graphene_rect_t *rect,
                         double                 inset,
                         double                 width,
                         const GdkRGBA         *color);

G_END_DECLS
