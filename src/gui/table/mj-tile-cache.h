/* mj-tile-cache.h: tile textures by face and size, made once
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-tileset.h"

G_BEGIN_DECLS

#define MJ_TYPE_TILE_CACHE (mj_tile_cache_get_type ())

G_DECLARE_FINAL_TYPE (MjTileCache, mj_tile_cache, MJ, TILE_CACHE, GObject)

MjTileCache *mj_tile_cache_new              (MjTileset    *tileset);
MjTileset   *mj_tile_cache_get_tileset      (MjTileCache  *self);
void         mj_tile_cache_set_tileset      (MjTileCache  *self,
                                             MjTileset    *tileset);
int          mj_tile_cache_quantize         (int           device_height);
int          mj_tile_cache_width_for        (MjTileCache  *self,
                                             int           device_height);
GdkTexture  *mj_tile_cache_lookup           (MjTileCache  *self,
                                             guint         face,
                                             int           device_height);
GdkTexture  *mj_tile_cache_lookup_turned    (MjTileCache  *self,
                                             guint         face,
                                             int           device_height,
                                             guint         turns);
void         mj_tile_cache_clear            (MjTileCache  *self);
guint        mj_tile_cache_get_size         (MjTileCache  *self);

G_END_DECLS
