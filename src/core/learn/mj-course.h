/* mj-course.h: the course: its units, its lessons in order, their checks and progress
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-lesson.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  const char *title;     /* translated */
  const char *summary;   /* translated */
  const char *section;   /* (nullable): translated, a heading above the first unit of a section */
} MjUnit;

const MjUnit  *mj_course_get_units        (guint          *n_units);
const MjUnit  *mj_course_find_unit        (const char     *id);
GPtrArray     *mj_course_load             (GError        **error);
GPtrArray     *mj_course_load_files       (char          **paths,
                                           GError        **error);
void           mj_course_sort             (GPtrArray      *lessons);
gboolean       mj_course_check_order      (GPtrArray      *lessons,
                                           GError        **error);
gboolean       mj_lesson_check            (const MjLesson *lesson,
                                           GError        **error);
char         **mj_lesson_get_uses         (const MjLesson *lesson);
gboolean       mj_course_is_term          (const char     *term);
const char * const *mj_course_get_unit_presets (const char *unit);

/* Progress: the best stars of each lesson, kept in the user's data folder. */
typedef struct _MjProgress MjProgress;

/* A day's practice of one kind: the answers right of those asked that day. */
typedef struct
{
  GDate  date;
  guint  right;
  guint  asked;
} MjPracticeDay;

/* the days of practice kept for each kind, the latest */
#define MJ_PROGRESS_PRACTICE_DAYS 60

MjProgress    *mj_progress_new            (const char     *path);
gboolean       mj_progress_load           (MjProgress     *self,
                                           GError        **error);
gboolean       mj_progress_save           (MjProgress     *self,
                                           GError        **error);
guint          mj_progress_get_stars      (MjProgress     *self,
                                           const char     *lesson_id);
gboolean       mj_progress_record         (MjProgress     *self,
                                           const char     *lesson_id,
                                           guint           stars);
const char    *mj_progress_get_path       (MjProgress     *self);
guint          mj_progress_get_practice   (MjProgress     *self,
                                           const char     *kind,
                                           guint          *right);
void           mj_progress_record_practice (MjProgress    *self,
                                           const char     *kind,
                                           guint           right,
                                           guint           asked);
void           mj_progress_record_practice_on (MjProgress *self,
                                           const char     *kind,
                                           const GDate    *day,
                                           guint           right,
                                           guint           asked);
MjPracticeDay *mj_progress_get_practice_days (MjProgress  *self,
                                           const char     *kind,
                                           guint          *n_days);
char          *mj_progress_get_default_path (void);
void           mj_progress_free           (MjProgress     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjProgress, mj_progress_free)

G_END_DECLS
