/* mj-test-wait.c: waiting for what a test expects, with a deadline that fails loudly
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A test never counts main-loop iterations or sleeps a fixed time and hopes: it waits for
 * the event it expects. How long that takes depends on how busy the machine is, so the
 * deadline is generous, and only there to turn a hang into a failure that says what
 * never came.
 */

#define G_LOG_DOMAIN "mj-test"

#include "config.h"

#include "mj-test-wait.h"

/* How often a blocked main loop wakes to look at the condition and the clock again. */
#define POLL_MS 50

struct _MjTestDeadline
{
  gint64  end;          /* monotonic time, µs */
  guint   timeout_s;
  char   *what;
  guint   poll_id;
};

static gboolean
poll_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/**
 * mj_test_deadline_new:
 * @timeout_s: how long the test may wait, in seconds
 * @what: what it waits for, to say so if it never comes
 *
 * Returns: (transfer full): a deadline @timeout_s seconds from now
 */
MjTestDeadline *
mj_test_deadline_new (guint       timeout_s,
                      const char *what)
{
  MjTestDeadline *self = g_new0 (MjTestDeadline, 1);

  self->end = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;
  self->timeout_s = timeout_s;
  self->what = g_strdup (what);
  /* a loop blocked in g_main_context_iteration() gets to check the deadline */
  self->poll_id = g_timeout_add (POLL_MS, poll_cb, NULL);
  return self;
}

void
mj_test_deadline_free (MjTestDeadline *self)
{
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_free (self->what);
  g_free (self);
}

void
mj_test_deadline_check_at (MjTestDeadline *self,
                           const char     *file,
                           int             line,
                           const char     *func)
{
  g_autofree char *message = NULL;

  if (g_get_monotonic_time () < self->end)
    return;
  message = g_strdup_printf ("waited %u s for %s, in vain", self->timeout_s, self->what);
  g_assertion_message (G_LOG_DOMAIN, file, line, func, message);
}

/**
 * mj_test_is_true:
 * @flag: (type gboolean*): a flag the test's callbacks raise
 *
 * A condition for mj_test_wait_until(): whether *@flag is set.
 */
gboolean
mj_test_is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

void
mj_test_wait_until_at (const char      *file,
                       int              line,
                       const char      *func,
                       MjTestCondition  condition,
                       gpointer         data,
                       guint            timeout_s,
                       const char      *what)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (timeout_s, what);

  while (!condition (data))
    {
      mj_test_deadline_check_at (deadline, file, line, func);
      g_main_context_iteration (NULL, TRUE);
    }
}
