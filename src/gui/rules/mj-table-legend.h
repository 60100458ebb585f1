/* mj-table-legend.h: what the marks on the table mean
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* The entries of the legend, in the order they are listed. */
typedef enum
{
  MJ_LEGEND_SEAT_WIND,
  MJ_LEGEND_DEALER,
  MJ_LEGEND_READY,
  MJ_LEGEND_TURN,
  MJ_LEGEND_PREVAILING_WIND,
  MJ_LEGEND_LAST_DISCARD,
  MJ_LEGEND_BREAK,
  MJ_LEGEND_DEAD_WALL,
  MJ_LEGEND_CLAIMED_TILE,
  MJ_LEGEND_EXPOSED_KONG,
  MJ_LEGEND_CONCEALED_KONG,
  MJ_LEGEND_BONUS_TILES,
  MJ_LEGEND_WILD_TILE,
  MJ_LEGEND_HINT,
  MJ_LEGEND_N_ENTRIES
} MjLegendEntry;

#define MJ_TYPE_TABLE_LEGEND (mj_table_legend_get_type ())

G_DECLARE_FINAL_TYPE (MjTableLegend, mj_table_legend, MJ, TABLE_LEGEND, AdwPreferencesWindow)

MjTableLegend *mj_table_legend_new            (GtkWindow     *parent,
                                               MjTileCache   *cache,
                                               GSettings     *settings);
const char    *mj_table_legend_entry_title    (MjLegendEntry  entry);
GtkWidget     *mj_table_legend_get_picture    (MjTableLegend *self,
                                               MjLegendEntry  entry);

G_END_DECLS
