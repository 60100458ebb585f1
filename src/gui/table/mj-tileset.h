/* mj-tileset.h: the pictures of the tiles, from our SVG or a KDE tileset
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mj-tile.h"

G_BEGIN_DECLS

/* The faces a tileset draws: the 42 tile kinds, then these. */
#define MJ_TILE_FACE_BACK   MJ_N_KINDS
#define MJ_TILE_FACE_BLANK  (MJ_N_KINDS + 1)
#define MJ_N_TILE_FACES     (MJ_N_KINDS + 2)

#define MJ_TYPE_TILESET (mj_tileset_get_type ())

G_DECLARE_FINAL_TYPE (MjTileset, mj_tileset, MJ, TILESET, GObject)

MjTileset   *mj_tileset_new_default       (GError      **error);
MjTileset   *mj_tileset_new_from_kde      (const char   *desktop_file,
                                           GError      **error);
MjTileset   *mj_tileset_new_for_id        (const char   *id,
                                           GError      **error);
GPtrArray   *mj_tileset_find_kde          (void);
GStrv        mj_tileset_list_available    (GStrv        *names);
const char  *mj_tileset_get_id            (MjTileset    *self);
const char  *mj_tileset_get_name          (MjTileset    *self);
double       mj_tileset_get_aspect        (MjTileset    *self);
GdkTexture  *mj_tileset_render            (MjTileset    *self,
                                           guint         face,
                                           int           width,
                                           int           height);

G_END_DECLS
