/* mj-cli-lessons.c: mahjong-table-cli lessons list|check [FILE…]
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `lessons list` shows the course, unit by unit. `lessons check` checks every lesson of the
 * course against the game (mj_lesson_check(): each guided deal played by its steps, each
 * drill's stated answers worked out again) and the order in which the course explains its
 * terms. Given files, it checks those, in their place in the course: a lesson being written
 * replaces the one of the same id.
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "mj-cli-private.h"
#include "mj-course.h"

static guint
n_parts (const MjLesson *lesson)
{
  switch (lesson->kind)
    {
    case MJ_LESSON_GUIDED:
      return lesson->steps->len;
    case MJ_LESSON_DRILL:
      return lesson->items->len;
    case MJ_LESSON_COACHED:
    default:
      return 1;
    }
}

static int
lessons_list (GPtrArray *lessons,
              gboolean   json)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const char *unit = NULL;

  json_builder_begin_array (b);
  for (guint i = 0; i < lessons->len; i++)
    {
      const MjLesson *lesson = lessons->pdata[i];

      if (json)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, lesson->id);
          json_builder_set_member_name (b, "unit");
          json_builder_add_string_value (b, lesson->unit);
          json_builder_set_member_name (b, "kind");
          json_builder_add_string_value (b, mj_lesson_kind_to_string (lesson->kind));
          json_builder_set_member_name (b, "title");
          json_builder_add_string_value (b, lesson->title);
          json_builder_set_member_name (b, "ruleset");
          json_builder_add_string_value (b, lesson->ruleset_id);
          json_builder_set_member_name (b, "minutes");
          json_builder_add_int_value (b, lesson->minutes);
          json_builder_set_member_name (b, lesson->kind == MJ_LESSON_GUIDED ? "steps" : "items");
          json_builder_add_int_value (b, n_parts (lesson));
          json_builder_end_object (b);
          continue;
        }
      if (g_strcmp0 (unit, lesson->unit) != 0)
        {
          const MjUnit *u = mj_course_find_unit (lesson->unit);

          unit = lesson->unit;
          g_print ("%s%s\n", i > 0 ? "\n" : "", u != NULL ? u->title : unit);
        }
      /* Translators: a lesson in the list: its id, kind, title and length in minutes */
      g_print (_("  %-22s %-8s %s (%u min)\n"), lesson->id, mj_lesson_kind_to_string (lesson->kind), lesson->title,
               lesson->minutes);
    }
  json_builder_end_array (b);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (b);
      g_autofree char *text = json_to_string (root, TRUE);

      g_print ("%s\n", text);
    }
  return MJ_CLI_EXIT_OK;
}

/* @files read and put in the course in place of the lessons of the same id. */
static GPtrArray *
course_with (char    **files,
             GError  **error)
{
  g_autoptr(GPtrArray) course = mj_course_load (error);
  g_autoptr(GPtrArray) extra = NULL;

  if (course == NULL || files == NULL || files[0] == NULL)
    return g_steal_pointer (&course);
  extra = mj_course_load_files (files, error);
  if (extra == NULL)
    return NULL;
  for (guint i = 0; i < extra->len; i++)
    {
      const MjLesson *lesson = extra->pdata[i];

      for (guint k = 0; k < course->len; k++)
        if (g_str_equal (((MjLesson *) course->pdata[k])->id, lesson->id))
          g_ptr_array_remove_index (course, k--);
    }
  while (extra->len > 0)
    g_ptr_array_add (course, g_ptr_array_steal_index (extra, 0));
  mj_course_sort (course);
  return g_steal_pointer (&course);
}

static int
lessons_check (char **files)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = course_with (files, &error);
  guint checked = 0, failed = 0;

  if (course == NULL)
    {
      g_printerr ("mahjong-table-cli: %s\n", error->message);
      return MJ_CLI_EXIT_FAILURE;
    }
  for (guint i = 0; i < course->len; i++)
    {
      const MjLesson *lesson = course->pdata[i];
      gboolean asked = files == NULL || files[0] == NULL;
      g_autoptr(GError) local = NULL;

      for (guint f = 0; !asked && files[f] != NULL; f++)
        asked = g_str_equal (files[f], lesson->file);
      if (!asked)
        continue;
      checked++;
      if (mj_lesson_check (lesson, &local))
        g_print ("ok      %s\n", lesson->id);
      else
        {
          failed++;
          g_print ("FAILED  %s\n", lesson->id);
          g_printerr ("mahjong-table-cli: %s\n", local->message);
        }
    }
  if (!mj_course_check_order (course, &error))
    {
      failed++;
      g_printerr ("mahjong-table-cli: %s\n", error->message);
    }
  /* Translators: the last line of `lessons check` */
  g_print (_("%u lessons checked, %u failed\n"), checked, failed);
  return failed == 0 ? MJ_CLI_EXIT_OK : MJ_CLI_EXIT_FAILURE;
}

int
mj_cli_command_lessons (int    argc,
                        char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Answer in JSON (list)"), NULL },
    { NULL }
  };
  int status;

  if (!mj_cli_parse_options (entries, "list|check [FILE…]",
                             _("List the course's lessons, or check them against the game: every guided deal "
                               "played by its steps, every answer a drill states worked out again, and no term "
                               "used before the lesson that explains it."),
                             &argc, &argv, &status))
    return status;
  if (argc < 2)
    return mj_cli_bad_input (_("lessons: say list or check"));
  if (g_str_equal (argv[1], "list"))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) course = NULL;

      if (argc > 2)
        return mj_cli_bad_input (_("lessons list: unexpected argument “%s”"), argv[2]);
      course = mj_course_load (&error);
      if (course == NULL)
        {
          g_printerr ("mahjong-table-cli: %s\n", error->message);
          return MJ_CLI_EXIT_FAILURE;
        }
      return lessons_list (course, json);
    }
  if (g_str_equal (argv[1], "check"))
    return lessons_check (argv + 2);
  return mj_cli_bad_input (_("lessons: “%s” is neither list nor check"), argv[1]);
}
