/* mj-tile-picker.h: every tile face as a button, to enter hands played with real tiles
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_TILE_PICKER (mj_tile_picker_get_type ())

G_DECLARE_FINAL_TYPE (MjTilePicker, mj_tile_picker, MJ, TILE_PICKER, GtkWidget)

GtkWidget *mj_tile_picker_new                (MjTileCache  *cache,
                                              int           tile_height);
GtkWidget *mj_tile_picker_get_button         (MjTilePicker *self,
                                              MjTile        tile);
void       mj_tile_picker_set_tile_sensitive (MjTilePicker *self,
                                              MjTile        tile,
                                              gboolean      sensitive);
gboolean   mj_tile_picker_pick               (MjTilePicker *self,
                                              MjTile        tile);

G_END_DECLS
