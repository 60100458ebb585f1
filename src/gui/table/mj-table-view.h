/* mj-table-view.h: the table: wall, racks, sets, discards, winds and dice
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mj-game.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_TABLE_VIEW (mj_table_view_get_type ())

G_DECLARE_FINAL_TYPE (MjTableView, mj_table_view, MJ, TABLE_VIEW, GtkWidget)

GtkWidget   *mj_table_view_new                (MjTileCache *cache);
MjGame      *mj_table_view_get_game           (MjTableView *self);
void         mj_table_view_set_game           (MjTableView *self,
                                               MjGame      *game);
void         mj_table_view_set_last_discarder (MjTableView *self,
                                               int          seat);
int          mj_table_view_get_last_discarder (MjTableView *self);
void         mj_table_view_set_spotlight      (MjTableView *self,
                                               guint64      kinds,
                                               gboolean     melds);
guint64      mj_table_view_get_spotlight      (MjTableView *self,
                                               gboolean    *melds);
guint        mj_table_view_get_human_seat     (MjTableView *self);
void         mj_table_view_set_human_seat     (MjTableView *self,
                                               guint        seat);
void         mj_table_view_set_player_name    (MjTableView *self,
                                               guint        seat,
                                               const char  *name);
gboolean     mj_table_view_get_sorted_ponds   (MjTableView *self);
void         mj_table_view_set_sorted_ponds   (MjTableView *self,
                                               gboolean     sorted);
gboolean     mj_table_view_get_reveal_hands   (MjTableView *self);
void         mj_table_view_set_reveal_hands   (MjTableView *self,
                                               gboolean     reveal);
gboolean     mj_table_view_get_tallies        (MjTableView *self);
void         mj_table_view_set_tallies        (MjTableView *self,
                                               gboolean     tallies);
int          mj_table_view_get_points         (MjTableView *self,
                                               guint        seat);
void         mj_table_view_set_points         (MjTableView *self,
                                               const int    points[4]);
int          mj_table_view_get_selected       (MjTableView *self);
void         mj_table_view_set_selected       (MjTableView *self,
                                               int          index);
int          mj_table_view_get_hint           (MjTableView *self);
void         mj_table_view_set_hint           (MjTableView *self,
                                               int          tile);
void         mj_table_view_set_discardable    (MjTableView *self,
                                               guint64      kinds);
void         mj_table_view_move_tile          (MjTableView *self,
                                               guint        from,
                                               guint        to);
void         mj_table_view_sort_rack          (MjTableView *self);
MjTile       mj_table_view_get_rack_tile      (MjTableView *self,
                                               guint        index,
                                               guint       *n_tiles);
guint        mj_table_view_get_animation_ms   (MjTableView *self);
void         mj_table_view_set_animation_ms   (MjTableView *self,
                                               guint        ms);
gboolean     mj_table_view_is_animating       (MjTableView *self);
void         mj_table_view_announce           (MjTableView *self,
                                               int          seat,
                                               const char  *text,
                                               guint        ms);
const char  *mj_table_view_get_announcement   (MjTableView *self,
                                               int          seat);

G_END_DECLS
