/* mj-course.c: the course: its units, its lessons in order, their checks
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The course opens with the tiles and the sets, then follows the British book's stages
 * (rules/british-bmja.txt, "Learning the Game by Stages"). Its lessons ship in the resource
 * bundle; each says which terms it explains first and which it takes as known, and the
 * check proves that none is used before the lesson that explains it, that every guided
 * deal plays as its steps say and that every answer a drill states is the engine's.
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-course.h"
#include "mj-error.h"
#include "mj-lesson-drill.h"
#include "mj-lesson-run.h"

#define LESSONS_PATH "/io/github/mahjongtable/MahjongTable/lessons"

/* the lessons' resource, registered once by hand: a static library drops the constructor
 * that would */
void mj_learn_register_resource (void);

static void
register_lessons (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      mj_learn_register_resource ();
      g_once_init_leave (&done, 1);
    }
}

/* Translators: the heading on the course's map above the units on the other rulesets */
#define OTHER_RULES N_("Playing Other Rules")

static const struct
{
  const char *id;
  const char *title;
  const char *summary;
  const char *section;   /* a heading above the first unit of a section, or NULL */
} units[] = {
  { "tiles", N_("Tiles and Sets"), N_("The suits, the honours, and the sets a hand is made of"), NULL },
  { "stage1", N_("Stage 1: The Basic Game"), N_("Draw, discard and claim, and the first to four sets and a pair wins"), NULL },
  { "stage2", N_("Stage 2: Winds and Scores"), N_("Seat winds, the dealer, and what a winning hand scores"), NULL },
  { "stage3", N_("Stage 3: Flowers, Seasons and Kongs"), N_("All 144 tiles, the kong box, and the bonus tiles"), NULL },
  { "stage4", N_("Stage 4: Additional Doubles"), N_("More doubles for the winner: no chows, one suit, no sets shown"), NULL },
  { "stage5", N_("Stage 5: Special Hands"), N_("Hands worth half or all of the limit, and the risk of chasing them"), NULL },
  { "stage6", N_("Stage 6: Tallies"), N_("Each player starts with 2,000 points in sticks and pays with them"), NULL },
  { "stage7", N_("Stage 7: The Goulash"), N_("After a drawn hand: three exchanges, and the Two of Bamboo wild"), NULL },
  /* what changes from the British game under the other rulesets, each unit's lessons played
   * and answered by its presets */
  { "hong-kong", N_("Hong Kong Old Style"),
    N_("Faan instead of points and doubles, the faan a hand needs to go out, and 500 points each"), OTHER_RULES },
  { "oxenstierna", N_("The Oxenstierna Family’s Rules"),
    N_("Take any discard before you, no chow to finish, and every hand scored up to 800"), OTHER_RULES },
  { "cantonese", N_("Cantonese Old Style"),
    N_("No flowers, three dice, and the clear hand that calls nine or twelve pieces"), OTHER_RULES },
  { "classical", N_("The Classical Games"),
    N_("Babcock’s three games: any hand, a hand with a double, and a cleared hand"), OTHER_RULES },
};

/* The presets each unit's lessons are played by; the British stages' are "bmja-STAGE". */
static const struct
{
  const char *unit;
  const char *presets[4];
} unit_presets[] = {
  { "hong-kong", { "hong-kong", NULL } },
  { "oxenstierna", { "oxenstierna", NULL } },
  { "cantonese", { "cantonese", NULL } },
  { "classical", { "classical-mixed", "classical-one-double", "classical-cleared", NULL } },
};

/* The words a lesson may explain or take as known: a word misspelt in a file is said. */
static const char * const terms[] = {
  "tiles", "suits", "honours", "winds", "dragons", "hand", "set", "pung", "chow", "pair", "mahjong",
  "wall", "draw", "discard", "claim", "turn", "concealed", "exposed", "dealer", "seat-wind",
  "prevailing-wind", "scoring", "doubles", "limit", "kong", "dead-wall", "loose-tile", "bonus-tiles",
  "robbing", "original-call", "ready", "waits", "one-chow", "drawn-hand", "ways-to-improve",
  "no-chows", "all-one-suit", "special-hands", "tallies", "goulash",
  /* the other rulesets */
  "faan", "minimum-faan", "take-any-discard", "chow-finish", "every-hand-scored", "calling-pieces",
  "one-double", "cleared-hand",
  NULL
};

/**
 * mj_course_get_units:
 *
 * Returns: (array length=n_units): the units of the course, in order
 */
const MjUnit *
mj_course_get_units (guint *n_units)
{
  static MjUnit translated[G_N_ELEMENTS (units)];

  g_return_val_if_fail (n_units != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    translated[i] = (MjUnit) { units[i].id, _(units[i].title), _(units[i].summary),
                               units[i].section != NULL ? _(units[i].section) : NULL };
  *n_units = G_N_ELEMENTS (units);
  return translated;
}

const MjUnit *
mj_course_find_unit (const char *id)
{
  guint n = 0;
  const MjUnit *all = mj_course_get_units (&n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (all[i].id, id) == 0)
      return &all[i];
  return NULL;
}

/**
 * mj_course_get_unit_presets:
 * @unit: a unit's id
 *
 * Returns: (nullable) (transfer none): the rulesets the lessons of a unit on another
 *   ruleset are played by; %NULL for the units of the British course
 */
const char * const *
mj_course_get_unit_presets (const char *unit)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_presets); i++)
    if (g_strcmp0 (unit_presets[i].unit, unit) == 0)
      return unit_presets[i].presets;
  return NULL;
}

gboolean
mj_course_is_term (const char *term)
{
  return term != NULL && g_strv_contains (terms, term);
}

static guint
unit_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (g_strcmp0 (units[i].id, id) == 0)
      return i;
  return G_N_ELEMENTS (units);
}

static int
compare_lessons (gconstpointer a,
                 gconstpointer b)
{
  const MjLesson *x = *(MjLesson * const *) a;
  const MjLesson *y = *(MjLesson * const *) b;
  guint ux = unit_index (x->unit), uy = unit_index (y->unit);

  if (ux != uy)
    return ux < uy ? -1 : 1;
  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return g_strcmp0 (x->id, y->id);
}

/**
 * mj_course_sort:
 * @lessons: (element-type MjLesson): lessons, put in the course's order: by unit, then
 *   by their Order
 */
void
mj_course_sort (GPtrArray *lessons)
{
  g_return_if_fail (lessons != NULL);
  g_ptr_array_sort (lessons, compare_lessons);
}

/* A lesson in a unit of the course, its id not taken. */
static gboolean
check_place (GPtrArray  *lessons,
             MjLesson   *lesson,
             GError    **error)
{
  if (unit_index (lesson->unit) == G_N_ELEMENTS (units))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Lesson] Unit: “%s” is not a unit of the course"),
                   lesson->file, lesson->unit);
      return FALSE;
    }
  for (guint i = 0; i < lessons->len; i++)
    if (g_str_equal (((MjLesson *) lessons->pdata[i])->id, lesson->id))
      {
        g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Lesson] Id: “%s” is also the id of %s"),
                     lesson->file, lesson->id, ((MjLesson *) lessons->pdata[i])->file);
        return FALSE;
      }
  return TRUE;
}

/**
 * mj_course_load:
 *
 * Returns: (transfer full) (element-type MjLesson): the course's lessons, in order; %NULL
 *   with @error naming the lesson file at fault
 */
GPtrArray *
mj_course_load (GError **error)
{
  g_autoptr(GPtrArray) lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_lesson_free);
  g_auto(GStrv) names = NULL;

  register_lessons ();
  names = g_resources_enumerate_children (LESSONS_PATH, 0, error);
  if (names == NULL)
    return NULL;
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_build_path ("/", LESSONS_PATH, names[i], NULL);
      g_autoptr(GBytes) bytes = NULL;
      gsize length = 0;
      const char *data;
      MjLesson *lesson;

      if (!g_str_has_suffix (names[i], ".lesson"))
        continue;
      bytes = g_resources_lookup_data (path, 0, error);
      if (bytes == NULL)
        return NULL;
      data = g_bytes_get_data (bytes, &length);
      lesson = mj_lesson_new_from_data (data, length, names[i], error);
      if (lesson == NULL || !check_place (lessons, lesson, error))
        {
          mj_lesson_free (lesson);
          return NULL;
        }
      g_ptr_array_add (lessons, lesson);
    }
  mj_course_sort (lessons);
  return g_steal_pointer (&lessons);
}

/**
 * mj_course_load_files:
 * @paths: lesson files
 *
 * Returns: (transfer full) (element-type MjLesson): the lessons in those files, in the
 *   course's order; %NULL with @error naming the file at fault
 */
GPtrArray *
mj_course_load_files (char    **paths,
                      GError  **error)
{
  g_autoptr(GPtrArray) lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_lesson_free);

  g_return_val_if_fail (paths != NULL, NULL);

  for (guint i = 0; paths[i] != NULL; i++)
    {
      MjLesson *lesson = mj_lesson_new_from_file (paths[i], error);

      if (lesson == NULL || !check_place (lessons, lesson, error))
        {
          mj_lesson_free (lesson);
          return NULL;
        }
      g_ptr_array_add (lessons, lesson);
    }
  mj_course_sort (lessons);
  return g_steal_pointer (&lessons);
}

/* The terms */

static void
add_term (GPtrArray  *uses,
          const char *term)
{
  for (guint i = 0; i < uses->len; i++)
    if (g_str_equal (uses->pdata[i], term))
      return;
  g_ptr_array_add (uses, g_strdup (term));
}

static void
add_hand_terms (GPtrArray    *uses,
                const MjHand *hand)
{
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      add_term (uses, m->exposed ? "exposed" : "concealed");
      if (m->kind == MJ_SET_KONG)
        add_term (uses, "kong");
    }
  if (hand->bonus != 0)
    add_term (uses, "bonus-tiles");
}

/**
 * mj_lesson_get_uses:
 *
 * Returns: (transfer full): the terms @lesson takes as known: those its file names, and
 *   those its content shows (a kong laid down, a bonus tile, a score asked...)
 */
char **
mj_lesson_get_uses (const MjLesson *lesson)
{
  g_autoptr(GPtrArray) uses = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (lesson != NULL, NULL);

  for (guint i = 0; lesson->uses[i] != NULL; i++)
    add_term (uses, lesson->uses[i]);
  if (lesson->goulash)
    add_term (uses, "goulash");
  for (guint i = 0; lesson->steps != NULL && i < lesson->steps->len; i++)
    {
      const MjLessonStep *step = lesson->steps->pdata[i];

      if (step->expect == MJ_EXPECT_KONG)
        add_term (uses, "kong");
      if (step->expect == MJ_EXPECT_PUNG)
        add_term (uses, "pung");
      if (step->expect == MJ_EXPECT_CHOW)
        add_term (uses, "chow");
      if (step->expect == MJ_EXPECT_MAHJONG)
        add_term (uses, "mahjong");
      if (step->expect == MJ_EXPECT_DECLARE)
        add_term (uses, "ready");
      if (step->expect == MJ_EXPECT_ORIGINAL_CALL)
        add_term (uses, "original-call");
      if (step->expect == MJ_EXPECT_TAKE)
        add_term (uses, "take-any-discard");
      if (step->expect == MJ_EXPECT_PUNG || step->expect == MJ_EXPECT_CHOW || step->expect == MJ_EXPECT_PASS ||
          step->expect == MJ_EXPECT_TAKE)
        add_term (uses, "claim");
    }
  for (guint i = 0; lesson->items != NULL && i < lesson->items->len; i++)
    {
      const MjLessonItem *item = lesson->items->pdata[i];

      add_hand_terms (uses, &item->hand);
      if (item->ask == MJ_ASK_SCORE)
        add_term (uses, "scoring");
      if (item->ask == MJ_ASK_CLAIM || item->ask == MJ_ASK_PRIORITY)
        add_term (uses, "claim");
      if (item->ask == MJ_ASK_WAITS)
        add_term (uses, "waits");
      if (item->ask == MJ_ASK_MAHJONG)
        add_term (uses, "mahjong");
    }
  g_ptr_array_add (uses, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&uses), FALSE);
}

/**
 * mj_course_check_order:
 * @lessons: (element-type MjLesson): the course, in order
 *
 * Returns: %FALSE with @error naming the first lesson that uses a term before the lesson
 *   that explains it, or a term the course does not know
 */
gboolean
mj_course_check_order (GPtrArray  *lessons,
                       GError    **error)
{
  g_autoptr(GHashTable) known = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (lessons != NULL, FALSE);

  for (guint i = 0; i < lessons->len; i++)
    {
      const MjLesson *lesson = lessons->pdata[i];
      g_auto(GStrv) uses = mj_lesson_get_uses (lesson);

      for (guint k = 0; lesson->introduces[k] != NULL; k++)
        if (!mj_course_is_term (lesson->introduces[k]))
          {
            g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Lesson] Introduces: “%s” is not a term of the course"),
                         lesson->file, lesson->introduces[k]);
            return FALSE;
          }
      for (guint k = 0; uses[k] != NULL; k++)
        {
          if (!mj_course_is_term (uses[k]))
            {
              g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Lesson] Uses: “%s” is not a term of the course"),
                           lesson->file, uses[k]);
              return FALSE;
            }
          if (!g_hash_table_contains (known, uses[k]) && !g_strv_contains ((const char * const *) lesson->introduces,
                                                                          uses[k]))
            {
              g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                           _("%s: uses “%s” before the lesson that explains it"), lesson->file, uses[k]);
              return FALSE;
            }
        }
      for (guint k = 0; lesson->introduces[k] != NULL; k++)
        g_hash_table_add (known, lesson->introduces[k]);
    }
  return TRUE;
}

/* One lesson */

static gboolean
check_drill (const MjLesson  *lesson,
             MjRuleset       *ruleset,
             GError         **error)
{
  for (guint i = 0; i < lesson->items->len; i++)
    {
      const MjLessonItem *item = lesson->items->pdata[i];
      g_autoptr(GError) local = NULL;
      g_autofree char *answer = NULL;
      MjDrillAnswer solved;

      if (!mj_drill_solve (item, ruleset, &solved, &local))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "%s: [Item %u]: %s", lesson->file, i + 1, local->message);
          return FALSE;
        }
      answer = mj_drill_answer_to_string (&solved);
      if ((item->ask == MJ_ASK_WAITS || item->ask == MJ_ASK_DISCARD) && solved.tiles == 0)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Item %u]: the hand has no answer"), lesson->file,
                       i + 1);
          return FALSE;
        }
      if (item->ask == MJ_ASK_SCORE && !solved.yes)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Item %u]: the hand to score does not go out"),
                       lesson->file, i + 1);
          return FALSE;
        }
      if (item->answer != NULL && !mj_drill_answer_matches (&solved, item->answer))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Item %u] Answer: “%s”, but the game finds “%s”"),
                       lesson->file, i + 1, item->answer, answer);
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * mj_lesson_check:
 *
 * Checks one lesson against the engine: its rules are known (and, in a unit on another
 * ruleset, are that unit's); a guided deal plays as its
 * steps say, every scripted move made; every drill question has an answer, and the answer
 * the file states (if any) is the engine's.
 *
 * Returns: %FALSE with @error naming the file, the step or item, and what is wrong
 */
gboolean
mj_lesson_check (const MjLesson  *lesson,
                 GError         **error)
{
  g_autoptr(MjRuleset) ruleset = NULL;
  const char * const *presets;

  g_return_val_if_fail (lesson != NULL, FALSE);

  presets = mj_course_get_unit_presets (lesson->unit);
  if (presets != NULL && !g_strv_contains (presets, lesson->ruleset_id))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) presets);

      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s: [Lesson] Ruleset: a lesson of “%s” is played by %s"),
                   lesson->file, lesson->unit, list);
      return FALSE;
    }
  ruleset = mj_lesson_get_ruleset (lesson, error);
  if (ruleset == NULL)
    return FALSE;
  switch (lesson->kind)
    {
    case MJ_LESSON_GUIDED:
      {
        g_autoptr(MjLessonRun) run = mj_lesson_run_new (lesson, error);

        return run != NULL && mj_lesson_run_play_through (run, error);
      }
    case MJ_LESSON_DRILL:
      return check_drill (lesson, ruleset, error);
    case MJ_LESSON_COACHED:
    default:
      return TRUE;
    }
}
