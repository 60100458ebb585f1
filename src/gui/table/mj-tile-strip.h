/* mj-tile-strip.h: a row of tiles, for scores and explanations
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_TILE_STRIP (mj_tile_strip_get_type ())

G_DECLARE_FINAL_TYPE (MjTileStrip, mj_tile_strip, MJ, TILE_STRIP, GtkWidget)

GtkWidget *mj_tile_strip_new        (MjTileCache  *cache,
                                     int           tile_height);
void       mj_tile_strip_append     (MjTileStrip  *self,
                                     guint         face);
void       mj_tile_strip_append_gap (MjTileStrip  *self);

G_END_DECLS
