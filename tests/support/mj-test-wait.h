/* mj-test-wait.h: waiting for what a test expects, with a deadline that fails loudly
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether what the test waits for has happened. */
typedef gboolean (*MjTestCondition) (gpointer data);

/* A deadline for a loop that moves a test on itself (answers decisions, clicks buttons)
 * and iterates the main loop between its steps. */
typedef struct _MjTestDeadline MjTestDeadline;

MjTestDeadline *mj_test_deadline_new      (guint            timeout_s,
                                           const char      *what);
void            mj_test_deadline_free     (MjTestDeadline  *self);
void            mj_test_deadline_check_at (MjTestDeadline  *self,
                                           const char      *file,
                                           int              line,
                                           const char      *func);
gboolean        mj_test_is_true           (gpointer         flag);
void            mj_test_wait_until_at     (const char      *file,
                                           int              line,
                                           const char      *func,
                                           MjTestCondition  condition,
                                           gpointer         data,
                                           guint            timeout_s,
                                           const char      *what);

/* Fails the test, naming the caller and @what, once the deadline is past. */
#define mj_test_deadline_check(self) \
  mj_test_deadline_check_at ((self), __FILE__, __LINE__, G_STRFUNC)

/* Runs the main loop until @condition holds; after @timeout_s seconds the test fails,
 * naming the caller and @what ("the score history to open"). */
#define mj_test_wait_until(condition, data, timeout_s, what) \
  mj_test_wait_until_at (__FILE__, __LINE__, G_STRFUNC, (condition), (data), (timeout_s), (what))

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjTestDeadline, mj_test_deadline_free)

G_END_DECLS
