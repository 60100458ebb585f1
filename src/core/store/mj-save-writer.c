/* mj-save-writer.c: one save file, written in the background, the newest state winning
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The caller makes the document on the main thread, which is quick; the writer writes it
 * (mj_saves_write_file(): a new file, flushed to the disk, renamed over the old) in a
 * thread, which may wait on the disk: the window never does. Writes are numbered; one
 * overtaken by a newer is skipped, and a state given while a write is under way waits
 * for it, replaced by any newer one, so the file only ever moves forward. Each write done
 * is told ("written", with the caller's tag: what the file now holds), a failure once
 * when saving starts failing ("failed"), not at every step, and "recovered" once it
 * succeeds again.
 */

#define G_LOG_DOMAIN "mj-saves"

#include "config.h"

#include <string.h>

#include "mj-save-writer.h"
#include "mj-saves.h"

typedef struct
{
  guint64  seq;
  char    *text;
  guint    tag;
} Job;

static void
job_free (Job *job)
{
  g_free (job->text);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Job, job_free)

struct _MjSaveWriter
{
  GObject   parent_instance;

  char     *path;
  GMutex    lock;          /* one write at a time, in order */
  guint64   written_seq;   /* under the lock: the newest write done */
  guint64   next_seq;
  Job      *pending;       /* the newest state not yet given to a thread */
  gboolean  writing;       /* a thread is writing */
  gboolean  closed;        /* forgotten: nothing more is written */
  GError   *error;         /* the last write's failure, until one succeeds */
};

enum {
  WRITTEN,
  FAILED,
  RECOVERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjSaveWriter, mj_save_writer, G_TYPE_OBJECT)

static Job *
job_new (MjSaveWriter *self,
         char         *text,
         guint         tag)
{
  Job *job = g_new0 (Job, 1);

  job->seq = ++self->next_seq;
  job->text = text;
  job->tag = tag;
  return job;
}

/* Writes @job unless a newer one is written already. Any thread. */
static gboolean
write_job (MjSaveWriter  *self,
           const Job     *job,
           GError       **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&self->lock);

  if (job->seq <= self->written_seq)
    return TRUE;
  if (!mj_saves_write_file (self->path, job->text, strlen (job->text), error))
    return FALSE;
  self->written_seq = job->seq;
  return TRUE;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_job (source_object, task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written (MjSaveWriter *self,
         const GError *error,
         guint         tag)
{
  if (error != NULL)
    {
      gboolean first = self->error == NULL;

      g_clear_error (&self->error);
      self->error = g_error_copy (error);
      g_debug ("saving %s: %s", self->path, error->message);
      if (first)
        g_signal_emit (self, signals[FAILED], 0, error);
    }
  else if (self->error != NULL)
    {
      g_clear_error (&self->error);
      g_signal_emit (self, signals[RECOVERED], 0);
    }
  g_signal_emit (self, signals[WRITTEN], 0, tag);
}

static void start_write (MjSaveWriter *self);

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  MjSaveWriter *self = MJ_SAVE_WRITER (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  g_task_propagate_boolean (G_TASK (result), &error);
  if (!self->closed)
    written (self, error, job->tag);
  start_write (self);
}

static void
start_write (MjSaveWriter *self)
{
  g_autoptr(GTask) task = NULL;

  if (self->writing || self->pending == NULL || self->closed)
    return;
  task = g_task_new (self, NULL, write_done_cb, NULL);
  g_task_set_source_tag (task, start_write);
  g_task_set_task_data (task, g_steal_pointer (&self->pending), (GDestroyNotify) job_free);
  self->writing = TRUE;
  g_task_run_in_thread (task, write_thread);
}

static void
mj_save_writer_finalize (GObject *object)
{
  MjSaveWriter *self = MJ_SAVE_WRITER (object);

  g_clear_pointer (&self->pending, job_free);
  g_clear_error (&self->error);
  g_free (self->path);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (mj_save_writer_parent_class)->finalize (object);
}

static void
mj_save_writer_class_init (MjSaveWriterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mj_save_writer_finalize;

  /**
   * MjSaveWriter::written:
   * @tag: the tag of the state written (or that failed: see mj_save_writer_get_error())
   *
   * A write is over.
   */
  signals[WRITTEN] =
    g_signal_new ("written", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * MjSaveWriter::failed:
   * @error: why the file could not be written; the save before is intact
   *
   * Said once when saving starts failing (a full disk), not at every write.
   */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * MjSaveWriter::recovered:
   *
   * A write succeeded after one failed.
   */
  signals[RECOVERED] =
    g_signal_new ("recovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_save_writer_init (MjSaveWriter *self)
{
  g_mutex_init (&self->lock);
}

/**
 * mj_save_writer_new:
 * @path: the save file
 *
 * Returns: (transfer full): a writer of @path
 */
MjSaveWriter *
mj_save_writer_new (const char *path)
{
  MjSaveWriter *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (MJ_TYPE_SAVE_WRITER, NULL);
  self->path = g_strdup (path);
  return self;
}

const char *
mj_save_writer_get_path (MjSaveWriter *self)
{
  g_return_val_if_fail (MJ_IS_SAVE_WRITER (self), NULL);
  return self->path;
}

/**
 * mj_save_writer_write:
 * @text: (transfer full): the whole document
 * @tag: what the caller wants told back in "written" (how many hands the save holds...)
 *
 * Writes @text in a thread, after the write under way if there is one; a newer state given
 * meanwhile replaces this one.
 */
void
mj_save_writer_write (MjSaveWriter *self,
                      char         *text,
                      guint         tag)
{
  g_return_if_fail (MJ_IS_SAVE_WRITER (self));
  g_return_if_fail (text != NULL);

  if (self->closed)
    {
      g_free (text);
      return;
    }
  g_clear_pointer (&self->pending, job_free);
  self->pending = job_new (self, text, tag);
  start_write (self);
}

/**
 * mj_save_writer_write_now:
 * @text: (transfer full): the whole document
 *
 * Writes @text and waits for the disk (a write under way first lands or is overtaken): when
 * the window closes or the application quits. "written" is emitted before it returns.
 *
 * Returns: %FALSE with @error set if it could not be written; the file is then as it was
 */
gboolean
mj_save_writer_write_now (MjSaveWriter  *self,
                          char          *text,
                          guint          tag,
                          GError       **error)
{
  g_autoptr(Job) job = NULL;
  GError *local = NULL;

  g_return_val_if_fail (MJ_IS_SAVE_WRITER (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  job = job_new (self, text, tag);
  if (self->closed)
    return TRUE;
  g_clear_pointer (&self->pending, job_free);
  write_job (self, job, &local);
  written (self, local, tag);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

/**
 * mj_save_writer_forget:
 *
 * Deletes the file (its match is over, or was never played): no write still on its way
 * brings it back, and nothing is written after.
 */
void
mj_save_writer_forget (MjSaveWriter *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GMutexLocker) locker = NULL;

  g_return_if_fail (MJ_IS_SAVE_WRITER (self));

  locker = g_mutex_locker_new (&self->lock);
  self->written_seq = G_MAXUINT64;
  self->closed = TRUE;
  g_clear_pointer (&self->pending, job_free);
  if (!mj_saves_remove (self->path, &error))
    g_warning ("%s", error->message);
}

/**
 * mj_save_writer_is_idle:
 *
 * Returns: whether every write asked for is done (or failed)
 */
gboolean
mj_save_writer_is_idle (MjSaveWriter *self)
{
  g_return_val_if_fail (MJ_IS_SAVE_WRITER (self), TRUE);
  return !self->writing && self->pending == NULL;
}

gboolean
mj_save_writer_is_closed (MjSaveWriter *self)
{
  g_return_val_if_fail (MJ_IS_SAVE_WRITER (self), TRUE);
  return self->closed;
}

/**
 * mj_save_writer_get_error:
 *
 * Returns: (nullable): why the last write failed, until one succeeds
 */
const GError *
mj_save_writer_get_error (MjSaveWriter *self)
{
  g_return_val_if_fail (MJ_IS_SAVE_WRITER (self), NULL);
  return self->error;
}
