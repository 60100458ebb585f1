/* mj-progress.c: the learner's best stars for each lesson
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept in `mahjong-table/lessons.ini` in the user's data folder: a group for each lesson
 * finished, with its best stars. A file that cannot be read is said, never fatal: the
 * course starts afresh, and the damaged file is kept beside, as lessons.ini.damaged, when
 * the next result is saved.
 *
 * Practice keeps a group for each kind of question, `[practice-<kind>]`: the answers right
 * and the questions asked in all (`right`, `asked`), and the same for each day practised,
 * the latest 60 days, oldest first (`days=2026-11-20:7/10;2026-11-21:9/10`). A day that
 * cannot be read is left out, the others kept.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "mj-course.h"
#include "mj-error.h"

struct _MjProgress
{
  char      *path;
  GKeyFile  *file;
  gboolean   damaged;   /* the file on the disk could not be read */
};

char *
mj_progress_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "mahjong-table", "lessons.ini", NULL);
}

/**
 * mj_progress_new:
 * @path: the progress file, read with mj_progress_load()
 *
 * Returns: (transfer full): no lesson done yet
 */
MjProgress *
mj_progress_new (const char *path)
{
  MjProgress *self = g_new0 (MjProgress, 1);

  g_return_val_if_fail (path != NULL, NULL);

  self->path = g_strdup (path);
  self->file = g_key_file_new ();
  return self;
}

void
mj_progress_free (MjProgress *self)
{
  if (self == NULL)
    return;
  g_free (self->path);
  g_key_file_unref (self->file);
  g_free (self);
}

const char *
mj_progress_get_path (MjProgress *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->path;
}

/**
 * mj_progress_load:
 *
 * Reads the progress file; a missing file is no lesson done.
 *
 * Returns: %FALSE, with @error saying why and the progress left empty, if the file is
 *   there and cannot be read or holds what is not progress
 */
gboolean
mj_progress_load (MjProgress  *self,
                  GError     **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  if (!g_key_file_load_from_file (file, self->path, G_KEY_FILE_NONE, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      self->damaged = TRUE;
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("Your lesson progress in %s could not be read (%s): the course "
                                                       "starts afresh, and the file is kept beside"),
                   self->path, local->message);
      return FALSE;
    }
  groups = g_key_file_get_groups (file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      int stars;

      /* practice: the answers right of those asked */
      if (g_str_has_prefix (groups[i], "practice-"))
        {
          int right = g_key_file_get_integer (file, groups[i], "right", &local);
          int asked = local == NULL ? g_key_file_get_integer (file, groups[i], "asked", &local) : 0;

          if (local == NULL && right >= 0 && right <= asked)
            continue;
          g_clear_error (&local);
          self->damaged = TRUE;
          g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("Your lesson progress in %s could not be read ([%s]: the "
                                                           "answers right are not a number up to those asked): the "
                                                           "course starts afresh, and the file is kept beside"),
                       self->path, groups[i]);
          return FALSE;
        }
      stars = g_key_file_get_integer (file, groups[i], "stars", &local);
      if (local != NULL || stars < 1 || stars > 3)
        {
          self->damaged = TRUE;
          g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("Your lesson progress in %s could not be read ([%s]: the "
                                                           "stars are not 1, 2 or 3): the course starts afresh, and "
                                                           "the file is kept beside"),
                       self->path, groups[i]);
          return FALSE;
        }
    }
  g_key_file_unref (self->file);
  self->file = g_steal_pointer (&file);
  return TRUE;
}

/**
 * mj_progress_get_stars:
 *
 * Returns: the best stars won in the lesson, 0 if it was never finished
 */
guint
mj_progress_get_stars (MjProgress *self,
                       const char *lesson_id)
{
  g_return_val_if_fail (self != NULL && lesson_id != NULL, 0);
  if (g_str_has_prefix (lesson_id, "practice-"))
    return 0;
  return (guint) CLAMP (g_key_file_get_integer (self->file, lesson_id, "stars", NULL), 0, 3);
}

/**
 * mj_progress_record:
 * @stars: what the lesson was just finished with, 1 to 3
 *
 * Returns: whether it is better than the best kept (and is now the best)
 */
gboolean
mj_progress_record (MjProgress *self,
                    const char *lesson_id,
                    guint       stars)
{
  g_return_val_if_fail (self != NULL && lesson_id != NULL && stars >= 1 && stars <= 3, FALSE);

  if (stars <= mj_progress_get_stars (self, lesson_id))
    return FALSE;
  g_key_file_set_integer (self->file, lesson_id, "stars", (int) stars);
  return TRUE;
}

/**
 * mj_progress_get_practice:
 * @kind: a practice's name ("discard", "waits"…, mj_ask_to_string())
 * @right: (out): the answers right so far
 *
 * Returns: the questions asked so far, 0 if never practised
 */
guint
mj_progress_get_practice (MjProgress *self,
                          const char *kind,
                          guint      *right)
{
  g_autofree char *group = NULL;

  g_return_val_if_fail (self != NULL && kind != NULL && right != NULL, 0);

  group = g_strconcat ("practice-", kind, NULL);
  *right = (guint) MAX (0, g_key_file_get_integer (self->file, group, "right", NULL));
  return (guint) MAX (0, g_key_file_get_integer (self->file, group, "asked", NULL));
}

/* One day of the list, "2026-11-20:7/10", or FALSE if it is not one. */
static gboolean
parse_day (const char    *text,
           MjPracticeDay *day)
{
  guint year, month, mday, right, asked;
  int end = -1;

  if (sscanf (text, "%4u-%2u-%2u:%u/%u%n", &year, &month, &mday, &right, &asked, &end) != 5 ||
      text[end] != '\0' || !g_date_valid_dmy ((GDateDay) mday, (GDateMonth) month, (GDateYear) year) ||
      asked == 0 || right > asked || asked > G_MAXINT)
    return FALSE;
  g_date_clear (&day->date, 1);
  g_date_set_dmy (&day->date, (GDateDay) mday, (GDateMonth) month, (GDateYear) year);
  day->right = right;
  day->asked = asked;
  return TRUE;
}

static int
compare_days (gconstpointer a,
              gconstpointer b)
{
  return g_date_compare (&((const MjPracticeDay *) a)->date, &((const MjPracticeDay *) b)->date);
}

/* Puts @days in order, each day once (a day twice: its answers added), the latest
 * MJ_PROGRESS_PRACTICE_DAYS kept. */
static void
tidy_days (GArray *days)
{
  guint kept = 0;

  g_array_sort (days, compare_days);
  for (guint i = 0; i < days->len; i++)
    {
      MjPracticeDay *day = &g_array_index (days, MjPracticeDay, i);
      MjPracticeDay *last = kept > 0 ? &g_array_index (days, MjPracticeDay, kept - 1) : NULL;

      if (last != NULL && g_date_compare (&last->date, &day->date) == 0)
        {
          last->right += day->right;
          last->asked += day->asked;
        }
      else
        g_array_index (days, MjPracticeDay, kept++) = *day;
    }
  g_array_set_size (days, kept);
  if (days->len > MJ_PROGRESS_PRACTICE_DAYS)
    g_array_remove_range (days, 0, days->len - MJ_PROGRESS_PRACTICE_DAYS);
}

/* The days kept in @group, tidied; a day that cannot be read is left out. */
static GArray *
read_days (MjProgress *self,
           const char *group)
{
  GArray *days = g_array_new (FALSE, FALSE, sizeof (MjPracticeDay));
  g_autofree char *text = g_key_file_get_string (self->file, group, "days", NULL);
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", ";", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      MjPracticeDay day;

      if (parse_day (g_strstrip (parts[i]), &day))
        g_array_append_val (days, day);
    }
  tidy_days (days);
  return days;
}

static void
write_days (MjProgress *self,
            const char *group,
            GArray     *days)
{
  g_autoptr(GString) text = g_string_new (NULL);

  tidy_days (days);
  for (guint i = 0; i < days->len; i++)
    {
      const MjPracticeDay *d = &g_array_index (days, MjPracticeDay, i);

      g_string_append_printf (text, "%s%04u-%02u-%02u:%u/%u", text->len > 0 ? ";" : "",
                              (guint) g_date_get_year (&d->date), (guint) g_date_get_month (&d->date),
                              (guint) g_date_get_day (&d->date), d->right, d->asked);
    }
  g_key_file_set_string (self->file, group, "days", text->str);
}

/**
 * mj_progress_get_practice_days:
 * @kind: a practice's name, as for mj_progress_get_practice()
 * @n_days: (out): how many days
 *
 * Returns: (transfer full) (array length=n_days): the answers right of those asked on each
 *   day the kind was practised, the oldest first, the latest MJ_PROGRESS_PRACTICE_DAYS days;
 *   free with g_free()
 */
MjPracticeDay *
mj_progress_get_practice_days (MjProgress *self,
                               const char *kind,
                               guint      *n_days)
{
  g_autofree char *group = NULL;
  GArray *days;

  g_return_val_if_fail (n_days != NULL, NULL);
  *n_days = 0;
  g_return_val_if_fail (self != NULL && kind != NULL, NULL);

  group = g_strconcat ("practice-", kind, NULL);
  days = read_days (self, group);
  *n_days = days->len;
  return (MjPracticeDay *) (gpointer) g_array_free (days, FALSE);
}

/**
 * mj_progress_record_practice_on:
 * @day: the day it was practised
 * @right: answers right in the session just done
 * @asked: questions asked in it
 *
 * Adds a practice session to the running accuracy of its kind, and to that day's.
 */
void
mj_progress_record_practice_on (MjProgress  *self,
                                const char  *kind,
                                const GDate *day,
                                guint        right,
                                guint        asked)
{
  g_autofree char *group = NULL;
  g_autoptr(GArray) days = NULL;
  MjPracticeDay today = { .right = right, .asked = asked };
  guint old_right = 0, old_asked;

  g_return_if_fail (self != NULL && kind != NULL && right <= asked);
  g_return_if_fail (day != NULL && g_date_valid (day));

  old_asked = mj_progress_get_practice (self, kind, &old_right);
  group = g_strconcat ("practice-", kind, NULL);
  g_key_file_set_integer (self->file, group, "right", (int) (old_right + right));
  g_key_file_set_integer (self->file, group, "asked", (int) (old_asked + asked));
  if (asked == 0)
    return;

  /* and the day's, among the days kept (those that cannot be read go) */
  today.date = *day;
  days = read_days (self, group);
  g_array_append_val (days, today);
  write_days (self, group, days);
}

/**
 * mj_progress_record_practice:
 * @right: answers right in the session just done
 * @asked: questions asked in it
 *
 * Adds a practice session to the running accuracy of its kind, and to today's.
 */
void
mj_progress_record_practice (MjProgress *self,
                             const char *kind,
                             guint       right,
                             guint       asked)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GDate today;

  g_date_clear (&today, 1);
  g_date_set_dmy (&today, (GDateDay) g_date_time_get_day_of_month (now), (GDateMonth) g_date_time_get_month (now),
                  (GDateYear) g_date_time_get_year (now));
  mj_progress_record_practice_on (self, kind, &today, right, asked);
}

/**
 * mj_progress_save:
 *
 * Writes the progress whole, in place of the file (a damaged file kept beside first).
 */
gboolean
mj_progress_save (MjProgress  *self,
                  GError     **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("%s cannot be made: %s"), dir,
                   g_strerror (saved));
      return FALSE;
    }
  if (self->damaged)
    {
      g_autofree char *aside = g_strconcat (self->path, ".damaged", NULL);

      g_rename (self->path, aside);
      self->damaged = FALSE;
    }
  return g_key_file_save_to_file (self->file, self->path, error);
}
