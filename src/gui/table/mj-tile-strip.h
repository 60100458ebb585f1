/* mj-tile-strip.h: a row of tiles, for scores and explanations
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-hand.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* How one tile of a strip is drawn. */
typedef enum
{
  MJ_TILE_STRIP_PLAIN     = 0,
  MJ_TILE_STRIP_OUTLINED  = 1 << 0,  /* a ring around it: the tile to see first (the winning tile) */
  MJ_TILE_STRIP_FACE_DOWN = 1 << 1,  /* its back shown, as a concealed kong's end tiles */
  MJ_TILE_STRIP_SIDEWAYS  = 1 << 2,  /* turned a quarter, as the claimed tile of a set */
} MjTileStripFlags;

#define MJ_TYPE_TILE_STRIP (mj_tile_strip_get_type ())

G_DECLARE_FINAL_TYPE (MjTileStrip, mj_tile_strip, MJ, TILE_STRIP, GtkWidget)

GtkWidget *mj_tile_strip_new         (MjTileCache      *cache,
                                      int               tile_height);
void       mj_tile_strip_append      (MjTileStrip      *self,
                                      guint             face);
void       mj_tile_strip_append_full (MjTileStrip      *self,
                                      guint             face,
                                      MjTileStripFlags  flags);
void       mj_tile_strip_append_gap  (MjTileStrip      *self);
void       mj_tile_strip_append_meld (MjTileStrip      *self,
                                      const MjMeld     *meld);
guint      mj_tile_strip_get_n_tiles (MjTileStrip      *self);
guint      mj_tile_strip_get_tile    (MjTileStrip      *self,
                                      guint             index,
                                      MjTileStripFlags *flags);

G_END_DECLS
