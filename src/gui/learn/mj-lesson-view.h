/* mj-lesson-view.h: a lesson being taken: a guided deal at the table, or a drill
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-lesson.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_GUIDED_VIEW (mj_guided_view_get_type ())
G_DECLARE_FINAL_TYPE (MjGuidedView, mj_guided_view, MJ, GUIDED_VIEW, GtkBox)

#define MJ_TYPE_DRILL_VIEW (mj_drill_view_get_type ())
G_DECLARE_FINAL_TYPE (MjDrillView, mj_drill_view, MJ, DRILL_VIEW, GtkBox)

GtkWidget *mj_guided_view_new (const MjLesson  *lesson,
                                 MjTileCache     *cache,
                                 GError         **error);
GtkWidget *mj_drill_view_new  (const MjLesson  *lesson,
                                 MjTileCache     *cache,
                                 GError         **error);
guint      mj_drill_view_get_mistakes (MjDrillView *self);

/* shared by the two views */
GtkWidget *mj_lesson_view_tile_button (MjTileCache *cache,
                                       MjTile       tile,
                                       int          height);

G_END_DECLS
