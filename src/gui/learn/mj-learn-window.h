/* mj-learn-window.h: Learn to Play: the course's map, and the lesson being taken
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-lesson.h"
#include "mj-tileset.h"

G_BEGIN_DECLS

#define MJ_TYPE_LEARN_WINDOW (mj_learn_window_get_type ())

G_DECLARE_FINAL_TYPE (MjLearnWindow, mj_learn_window, MJ, LEARN_WINDOW, AdwWindow)

MjLearnWindow *mj_learn_window_new         (GtkWindow     *parent,
                                            MjTileset     *tileset);
gboolean       mj_learn_window_open_lesson (MjLearnWindow *self,
                                            const char    *id);
void           mj_learn_window_record      (MjLearnWindow *self,
                                            const char    *id,
                                            guint          stars);
GPtrArray     *mj_learn_window_get_course  (MjLearnWindow *self);
const MjLesson *mj_learn_window_get_taking (MjLearnWindow *self);

G_END_DECLS
