/* mj-list-cells.h: the columns of the score history's lists and their cells
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mj-format.h"

G_BEGIN_DECLS

/* The text a cell shows for an item of the list. */
typedef char *(*MjListCellTextFunc) (gpointer item);

typedef enum
{
  MJ_LIST_CELL_START   = 0,       /* the text to the left */
  MJ_LIST_CELL_END     = 1 << 0,  /* the text to the right: a number */
  MJ_LIST_CELL_EXPAND  = 1 << 1,  /* the column takes the room left */
  MJ_LIST_CELL_TOOLTIP = 1 << 2,  /* the whole text in the tooltip too: the cell may cut it short */
} MjListCellFlags;

GtkWidget           *mj_list_cells_label_new       (float               xalign);
GtkColumnViewColumn *mj_list_cells_add_column      (GtkColumnView      *view,
                                                    const char         *title,
                                                    GCallback           setup,
                                                    GCallback           bind,
                                                    gpointer            data,
                                                    gboolean            expand);
GtkColumnViewColumn *mj_list_cells_add_text_column (GtkColumnView      *view,
                                                    const char         *title,
                                                    MjListCellTextFunc  text,
                                                    MjListCellFlags     flags);

G_END_DECLS
