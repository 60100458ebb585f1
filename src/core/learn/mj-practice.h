/* mj-practice.h: endless drills, made from a seed under any rules
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-lesson.h"

G_BEGIN_DECLS

const MjAsk *mj_practice_get_kinds  (guint         *n_kinds);
const char  *mj_practice_kind_title (MjAsk          ask);
gboolean     mj_practice_make_item  (MjAsk          ask,
                                     MjRuleset     *ruleset,
                                     GRand         *rand,
                                     MjLessonItem  *item);
MjLesson    *mj_practice_new_lesson (MjAsk          ask,
                                     const char    *ruleset_id,
                                     guint32        seed,
                                     guint          n_items,
                                     GError       **error);

G_END_DECLS
