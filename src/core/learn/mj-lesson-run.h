/* mj-lesson-run.h: a guided deal played step by step
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-game.h"
#include "mj-lesson.h"

G_BEGIN_DECLS

#define MJ_TYPE_LESSON_RUN (mj_lesson_run_get_type ())

G_DECLARE_FINAL_TYPE (MjLessonRun, mj_lesson_run, MJ, LESSON_RUN, GObject)

MjLessonRun         *mj_lesson_run_new          (const MjLesson  *lesson,
                                                 GError         **error);
void                 mj_lesson_run_start        (MjLessonRun     *self);
const MjLesson      *mj_lesson_run_get_lesson   (MjLessonRun     *self);
MjGame              *mj_lesson_run_get_game     (MjLessonRun     *self);
guint                mj_lesson_run_get_step     (MjLessonRun     *self);
const MjLessonStep  *mj_lesson_run_get_current  (MjLessonRun     *self);
const MjDecision    *mj_lesson_run_get_decision (MjLessonRun     *self);
gboolean             mj_lesson_run_get_expected (MjLessonRun     *self,
                                                 MjAction        *action);
gboolean             mj_lesson_run_next         (MjLessonRun     *self);
gboolean             mj_lesson_run_answer       (MjLessonRun     *self,
                                                 const MjAction  *action,
                                                 const char     **wrong);
void                 mj_lesson_run_take_hint    (MjLessonRun     *self);
guint                mj_lesson_run_get_mistakes (MjLessonRun     *self);
guint                mj_lesson_run_get_stars    (MjLessonRun     *self);
gboolean             mj_lesson_run_is_done      (MjLessonRun     *self);
const char          *mj_lesson_run_get_problem  (MjLessonRun     *self);
gboolean             mj_lesson_run_play_through (MjLessonRun     *self,
                                                 GError         **error);

guint                mj_lesson_stars_for        (guint            mistakes);

G_END_DECLS
