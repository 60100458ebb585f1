/* test-lessons.c: the course: lesson files read or refused with a clear message, every
 * lesson played and answered by the engine, the order of its terms, a guided deal played
 * with mistakes, the drills' answers, the learner's progress kept (practice's day by day)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-coach.h"
#include "mj-course.h"
#include "mj-error.h"
#include "mj-lesson-drill.h"
#include "mj-lesson-run.h"
#include "mj-practice.h"
#include "mj-test-files.h"

#define GUIDED_HEAD "[Lesson]\nId=t\nUnit=tiles\nKind=guided\nTitle=T\nSummary=S\nRuleset=bmja\n"
#define DRILL_HEAD "[Lesson]\nId=t\nUnit=tiles\nKind=drill\nTitle=T\nSummary=S\nRuleset=bmja\n"
#define DEAL "[Deal]\nHand0=2c 3c 4c 6b 6b 6b Wd Wd Wd 9d 9d Ew Nw 1b\n"
#define ITEM "Ask=mahjong\nSay=?\nTile=Ew\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Rd Ew Ew\n"

/* Each bad file is refused with a message naming the file, the group and the key. */
static void
test_lessons_malformed (void)
{
  static const struct { const char *text, *message; } cases[] = {
    { "[Step 1]\nSay=Hi\n", "bad.lesson: [Lesson]: every lesson starts with this group" },
    { "[Lesson\nId=x\n", "bad.lesson: " },
    { "[Lesson]\nUnit=tiles\nKind=guided\nTitle=T\nSummary=S\nRuleset=bmja\n", "bad.lesson: [Lesson] Id: is missing" },
    { "[Lesson]\nId=t\nUnit=tiles\nKind=lecture\nTitle=T\nSummary=S\nRuleset=bmja\n",
      "bad.lesson: [Lesson] Kind: “lecture” is not one of: guided, drill, coached" },
    { GUIDED_HEAD "Colour=red\n" DEAL "[Step 1]\nSay=Hi\n", "bad.lesson: [Lesson] Colour: is not a key of this group" },
    { GUIDED_HEAD DEAL "[Step 1]\nSya=Hi\n", "bad.lesson: [Step 1] Sya: is not a key of this group" },
    { GUIDED_HEAD DEAL "[Step 1]\nSay=Hi\nExpect=dicard 9c\n", "bad.lesson: [Step 1] Expect: “dicard 9c” is not an action" },
    { GUIDED_HEAD DEAL "[Step 1]\nSay=Hi\nExpect=discard 9x\n", "bad.lesson: [Step 1] Expect: “discard 9x”" },
    { GUIDED_HEAD DEAL "[Step 1]\nSay=Hi\n[Step 3]\nSay=Ho\n", "bad.lesson: [Step 2]: is missing" },
    { GUIDED_HEAD "[Deal]\nHand0=2c 3c 4q\n[Step 1]\nSay=Hi\n", "bad.lesson: [Deal] Hand0: " },
    { GUIDED_HEAD "[Step 1]\nSay=Hi\n", "bad.lesson: [Deal]: a guided deal needs its deal" },
    { GUIDED_HEAD DEAL "[Step 1]\nSay=Hi\nSpotlight=table\n", "bad.lesson: [Step 1] Spotlight: “table”" },
    { GUIDED_HEAD DEAL "[Item 1]\n" ITEM, "bad.lesson: [Item 1]: is not a group of a guided lesson" },
    { DRILL_HEAD "[Item 1]\nAsk=guess\nSay=?\nHand=1c\n", "bad.lesson: [Item 1] Ask: “guess” is not one of" },
    { DRILL_HEAD "[Item 1]\nAsk=mahjong\nSay=?\nTile=Ew\nHand=1c 1c 1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Ew Ew\n",
      "bad.lesson: [Item 1] Hand: " },
    { DRILL_HEAD "[Item 1]\n" ITEM "Melds=pung\n", "bad.lesson: [Item 1] Melds: “pung” is not a set" },
    { DRILL_HEAD "[Item 1]\n" ITEM "Seat=Q\n", "bad.lesson: [Item 1] Seat: “Q” is not a wind" },
    { DRILL_HEAD "[Item 1]\nAsk=claim\nSay=?\nTile=Ew\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Ew Ew\n",
      "bad.lesson: [Item 1] From: is missing" },
    { DRILL_HEAD "[Item 1]\nAsk=priority\nSay=?\nFrom=left\nClaims=pung;chow\n", "bad.lesson: [Item 1] Claims: needs three" },
    { DRILL_HEAD, "bad.lesson: [Item 1]: a drill needs at least one item" },
    { GUIDED_HEAD DEAL "Goulash=true\nExchange2=1c 2c 3c; Nw\n[Step 1]\nSay=Hi\n",
      "bad.lesson: [Deal] Exchange2: “1c 2c 3c; Nw” is not three exchanges of three tiles" },
    { GUIDED_HEAD DEAL "Goulash=true\nExchange1=1c 2c 3c; 4c 5c 6c; 7c 8c 9c; Rd Rd Rd\n[Step 1]\nSay=Hi\n",
      "bad.lesson: [Deal] Exchange1: " },
    { GUIDED_HEAD DEAL "Exchange3=1c 2c 3c\n[Step 1]\nSay=Hi\n", "bad.lesson: [Deal] Exchange3: only a Goulash hand" },
    { GUIDED_HEAD DEAL "Goulash=yes\n[Step 1]\nSay=Hi\n", "bad.lesson: [Deal] Goulash: “yes” is not one of" },
    { GUIDED_HEAD DEAL "[Step 1]\nSay=Hi\nExpect=exchange 9d\n", "bad.lesson: [Step 1] Expect: only a Goulash hand" },
    { GUIDED_HEAD DEAL "Goulash=true\n[Step 1]\nSay=Hi\nExpect=exchange 9d Ew Nw 1b\n",
      "bad.lesson: [Step 1] Expect: an exchange sets aside one to three tiles, not 4" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjLesson) lesson = mj_lesson_new_from_data (cases[i].text, strlen (cases[i].text), "bad.lesson",
                                                            &error);

      g_test_message ("case %u: %s", i, error != NULL ? error->message : "(read)");
      g_assert_null (lesson);
      g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }
}

/* The actions a step waits for, read and written back the same. */
static void
test_lessons_expect (void)
{
  static const char * const good[] = {
    "next", "discard 9c", "discard 9c ready", "discard Rd original-call", "pass", "pung", "chow 3b", "kong Rd",
    "mahjong", "take", "exchange 9c",
  };
  static const char * const bad[] = {
    "discard", "discard 9c maybe", "discard 9c ready now", "pung Rd", "chow", "discard 1f", "claim", "", "take 9c", "exchange",
  };
  MjExpect expect;
  MjTile tile;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *back = NULL;

      g_assert_true (mj_expect_parse (good[i], &expect, &tile));
      back = mj_expect_to_string (expect, tile);
      g_assert_cmpstr (back, ==, good[i]);
    }
  g_assert_true (mj_expect_parse ("discard 9c ready", &expect, &tile));
  g_assert_cmpint (expect, ==, MJ_EXPECT_DECLARE);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (mj_expect_parse (bad[i], &expect, &tile));
}

/* Well formed, but not what the game plays: found by the check, naming step or item. */
static void
test_lessons_check_refuses (void)
{
  static const struct { const char *text, *message; } cases[] = {
    /* the learner deals, so is asked to discard, not to claim */
    { GUIDED_HEAD DEAL "[Step 1]\nSay=Hi\nExpect=pung\n",
      "bad.lesson: [Step 1] Expect: “pung” cannot be played: the learner is asked to discard" },
    { GUIDED_HEAD "[Deal]\nHand0=2c 3c 4c\n[Step 1]\nSay=Hi\n", "bad.lesson: [Deal]: seat 0 is dealt 3 tiles, not 14" },
    { GUIDED_HEAD DEAL "Play2=discard Rd\n[Step 1]\nSay=Hi\n", "bad.lesson: [Deal] Play2: “discard Rd” is never played" },
    { GUIDED_HEAD DEAL "Play1=dance\n[Step 1]\nSay=Hi\n", "bad.lesson: [Deal] Play1: “dance” is not a move" },
    /* a Goulash: the learner is asked to pass tiles on first; a seat passes only what it holds */
    { GUIDED_HEAD DEAL "Goulash=true\n[Step 1]\nSay=Hi\nExpect=discard Nw\n",
      "bad.lesson: [Step 1] Expect: “discard Nw” cannot be played: the learner is asked to pass a tile on" },
    { GUIDED_HEAD DEAL "Goulash=true\nHand1=1c 1c 1c 2c 2c 2c 3c 3c 3c 4c 4c 4c 5c\nExchange1=Rd 1c 1c\n"
      "[Step 1]\nSay=Hi\nExpect=exchange Ew Nw 1b\n",
      "bad.lesson: [Deal] Exchange1: “Rd” is not in the hand when it is to be passed on" },
    { "[Lesson]\nId=t\nUnit=tiles\nKind=guided\nTitle=T\nSummary=S\nRuleset=snap\n" DEAL "[Step 1]\nSay=Hi\n",
      "bad.lesson: [Lesson] Ruleset: " },
    { DRILL_HEAD "[Item 1]\n" ITEM "Answer=no\n", "bad.lesson: [Item 1] Answer: “no”, but the game finds “yes”" },
    { DRILL_HEAD "[Item 1]\nAsk=waits\nSay=?\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Ew Ew\nAnswer=Rd\n",
      "bad.lesson: [Item 1] Answer: “Rd”, but the game finds “Ew Rd”" },
    { DRILL_HEAD "[Item 1]\nAsk=waits\nSay=?\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Ew\n",
      "bad.lesson: [Item 1]: the hand holds 12 tiles: a “waits” question needs 13" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjLesson) lesson = mj_lesson_new_from_data (cases[i].text, strlen (cases[i].text), "bad.lesson",
                                                            &error);

      g_assert_no_error (error);
      g_assert_false (mj_lesson_check (lesson, &error));
      g_test_message ("case %u: %s", i, error->message);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }
}

/* Every lesson of the course reads, plays by its steps and answers as the engine does, and
 * the course explains each term before it is used. */
static void
test_lessons_course (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = mj_course_load (&error);
  guint n_units = 0;
  const MjUnit *units = mj_course_get_units (&n_units);

  g_assert_no_error (error);
  g_assert_cmpuint (course->len, >=, 2);
  for (guint i = 0; i < course->len; i++)
    {
      const MjLesson *lesson = course->pdata[i];

      g_test_message ("%s", lesson->id);
      g_assert_nonnull (mj_course_find_unit (lesson->unit));
      g_assert_true (mj_lesson_check (lesson, &error));
      g_assert_no_error (error);
      if (lesson->kind == MJ_LESSON_GUIDED)
        g_assert_cmpuint (lesson->steps->len, <=, 12);
    }
  g_assert_true (mj_course_check_order (course, &error));
  g_assert_no_error (error);
  /* the first lesson opens the first unit */
  g_assert_cmpstr (((MjLesson *) course->pdata[0])->unit, ==, units[0].id);
}

static MjLesson *
lesson_from (const char *text,
             const char *file)
{
  g_autoptr(GError) error = NULL;
  MjLesson *lesson = mj_lesson_new_from_data (text, strlen (text), file, &error);

  g_assert_no_error (error);
  return lesson;
}

/* A term used before the lesson that explains it is found, and one the course does not
 * know; a kong laid down in a drill uses "kong" without saying so. */
static void
test_lessons_order (void)
{
  g_autoptr(GPtrArray) course = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_lesson_free);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (course, lesson_from ("[Lesson]\nId=a\nUnit=tiles\nOrder=1\nKind=drill\nTitle=T\nSummary=S\n"
                                        "Ruleset=bmja\nIntroduces=pung;mahjong\n[Item 1]\nAsk=mahjong\nSay=?\nTile=Ew\n"
                                        "Hand=1c 1c 1c 5b 5b 5b 9d 9d 9d Ew Ew\nMelds=kong Rd concealed\n", "a.lesson"));
  g_ptr_array_add (course, lesson_from ("[Lesson]\nId=b\nUnit=tiles\nOrder=2\nKind=drill\nTitle=T\nSummary=S\n"
                                        "Ruleset=bmja\nIntroduces=kong;concealed;mahjong\n[Item 1]\n" ITEM, "b.lesson"));
  g_assert_false (mj_course_check_order (course, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "a.lesson: uses “"));
  g_clear_error (&error);

  /* in the other order, it holds */
  ((MjLesson *) course->pdata[0])->order = 3;
  mj_course_sort (course);
  g_assert_true (mj_course_check_order (course, &error));
  g_assert_no_error (error);

  g_strfreev (((MjLesson *) course->pdata[0])->uses);
  ((MjLesson *) course->pdata[0])->uses = g_strsplit ("tiels", ";", -1);
  g_assert_false (mj_course_check_order (course, &error));
  g_assert_cmpstr (error->message, ==, "b.lesson: [Lesson] Uses: “tiels” is not a term of the course");
}

/* The first guided deal, played with a wrong discard, a hint and then as it says. */
static void
test_lessons_run (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = mj_course_load (&error);
  const MjLesson *lesson = course->pdata[0];
  g_autoptr(MjLessonRun) run = mj_lesson_run_new (lesson, &error);
  const char *wrong = NULL;
  MjAction action;

  g_assert_no_error (error);
  g_assert_cmpint (lesson->kind, ==, MJ_LESSON_GUIDED);
  mj_lesson_run_start (run);
  g_assert_cmpuint (mj_lesson_run_get_step (run), ==, 0);
  g_assert_false (mj_lesson_run_get_expected (run, &action));

  /* read on to the first step that asks for a discard */
  while (mj_lesson_run_get_current (run)->expect == MJ_EXPECT_NEXT)
    g_assert_true (mj_lesson_run_next (run));
  g_assert_cmpint (mj_lesson_run_get_current (run)->expect, ==, MJ_EXPECT_DISCARD);
  g_assert_nonnull (mj_lesson_run_get_decision (run));
  g_assert_true (mj_lesson_run_get_expected (run, &action));

  /* another discard is not played: said why, a mistake, the same step */
  {
    const MjDecision *d = mj_lesson_run_get_decision (run);
    guint step = mj_lesson_run_get_step (run);
    MjAction other = { 0 };

    for (guint i = 0; i < d->n_actions; i++)
      if (d->actions[i].kind == MJ_ACTION_DISCARD && d->actions[i].tile != action.tile)
        other = d->actions[i];
    g_assert_cmpint (other.kind, ==, MJ_ACTION_DISCARD);
    g_assert_false (mj_lesson_run_answer (run, &other, &wrong));
    g_assert_nonnull (wrong);
    g_assert_cmpstr (wrong, ==, mj_lesson_run_get_current (run)->wrong);
    g_assert_cmpuint (mj_lesson_run_get_step (run), ==, step);
    g_assert_cmpuint (mj_lesson_run_get_mistakes (run), ==, 1);
    g_assert_cmpuint (mj_lesson_run_get_stars (run), ==, 2);
    g_assert_false (mj_lesson_run_next (run));
  }

  /* the right one, and a hint later: one star */
  g_assert_true (mj_lesson_run_answer (run, &action, NULL));
  mj_lesson_run_take_hint (run);
  g_assert_cmpuint (mj_lesson_run_get_stars (run), ==, 1);
  while (!mj_lesson_run_is_done (run))
    {
      if (mj_lesson_run_get_current (run)->expect == MJ_EXPECT_NEXT)
        g_assert_true (mj_lesson_run_next (run));
      else
        {
          g_assert_true (mj_lesson_run_get_expected (run, &action));
          g_assert_true (mj_lesson_run_answer (run, &action, NULL));
        }
    }
  g_assert_null (mj_lesson_run_get_problem (run));
  g_assert_cmpint (mj_game_get_phase (mj_lesson_run_get_game (run)), ==, MJ_PHASE_FINISHED);
  g_assert_cmpint (mj_game_get_result (mj_lesson_run_get_game (run))->winner, ==, 0);
  g_assert_cmpuint (mj_lesson_stars_for (0), ==, 3);
}

static MjLessonItem *
item_of (MjLesson *lesson,
         guint     i)
{
  return lesson->items->pdata[i];
}

/* The drills' answers are the engine's: waits, discards weighed, claims, priority, score. */
static void
test_lessons_drill (void)
{
  g_autoptr(MjLesson) lesson = lesson_from (
    DRILL_HEAD
    "[Item 1]\nAsk=waits\nSay=?\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Ew Ew\n"
    "[Item 2]\nAsk=discard\nSay=?\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Ew Ew Nw\n"
    "[Item 3]\nAsk=claim\nSay=?\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Ew Nw\nTile=Rd\nFrom=opposite\n"
    "[Item 4]\nAsk=claim\nSay=?\nHand=1c 1c 1c 5b 6b 9d 9d 9d Rd Rd Rd Ew Nw\nTile=7b\nFrom=left\n"
    "[Item 5]\nAsk=claim\nSay=?\nHand=1c 1c 1c 5b 6b 9d 9d 9d Rd Rd Rd Ew Nw\nTile=7b\nFrom=right\n"
    "[Item 6]\nAsk=priority\nSay=?\nFrom=left\nClaims=chow;pung;mahjong\n"
    "[Item 7]\nAsk=priority\nSay=?\nFrom=left\nClaims=pass;chow;pass\n"
    "[Item 8]\nAsk=score\nSay=?\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Rd Ew Ew\nTile=Ew\nWon=wall\nSeat=S\n",
    "d.lesson");
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", NULL);
  MjDrillAnswer a;
  MjScore score;
  g_autofree char *text = NULL;

  g_assert_true (mj_drill_solve (item_of (lesson, 0), ruleset, &a, NULL));
  text = mj_drill_answer_to_string (&a);
  g_assert_cmpstr (text, ==, "Ew Rd");
  g_assert_true (mj_drill_answer_accepts (&a, "Rd Ew"));
  g_assert_false (mj_drill_answer_accepts (&a, "Rd"));

  /* the North Wind is the one tile that fits nothing */
  g_assert_true (mj_drill_solve (item_of (lesson, 1), ruleset, &a, NULL));
  g_clear_pointer (&text, g_free);
  text = mj_drill_answer_to_string (&a);
  g_assert_cmpstr (text, ==, "Nw");
  g_assert_true (mj_drill_answer_accepts (&a, "Nw"));
  g_assert_false (mj_drill_answer_accepts (&a, "1c"));
  for (guint i = 0; i < a.n_weights; i++)
    if (a.weights[i].tile == MJ_TILE_NORTH)
      {
        g_assert_cmpint (a.weights[i].shanten, ==, 0);
        g_assert_cmpuint (a.weights[i].improving, ==, 4);   /* two Red Dragons, two East Winds */
      }

  /* a pung of a dragon on the way to ready is taken */
  g_assert_true (mj_drill_solve (item_of (lesson, 2), ruleset, &a, NULL));
  g_assert_cmpint (a.claim, ==, MJ_EXPECT_PUNG);
  g_assert_true (a.allowed & (1u << MJ_EXPECT_PUNG));
  /* a chow only from the left */
  g_assert_true (mj_drill_solve (item_of (lesson, 3), ruleset, &a, NULL));
  g_assert_cmpint (a.claim, ==, MJ_EXPECT_CHOW);
  g_assert_cmpint (a.chow, ==, mj_tile_make (MJ_SUIT_BAMBOO, 5));
  g_assert_true (mj_drill_answer_accepts (&a, "chow 5b"));
  g_assert_true (mj_drill_solve (item_of (lesson, 4), ruleset, &a, NULL));
  g_assert_cmpint (a.claim, ==, MJ_EXPECT_PASS);
  g_assert_false (a.allowed & (1u << MJ_EXPECT_CHOW));

  /* Mah-Jong before a pung before a chow */
  g_assert_true (mj_drill_solve (item_of (lesson, 5), ruleset, &a, NULL));
  g_assert_cmpint (a.claimant, ==, MJ_CLAIMANT_LEFT);
  g_assert_true (mj_drill_solve (item_of (lesson, 6), ruleset, &a, NULL));
  g_assert_cmpint (a.claimant, ==, MJ_CLAIMANT_NOBODY);

  g_assert_true (mj_drill_solve (item_of (lesson, 7), ruleset, &a, NULL));
  mj_score_hand (ruleset, &item_of (lesson, 7)->hand, &score);
  g_assert_true (a.yes);
  g_assert_cmpint (a.score.total, ==, score.total);
  g_assert_cmpint (a.score.total, >, 0);
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf ("%d", score.total);
  g_assert_true (mj_drill_answer_accepts (&a, text));
}

/* A Goulash hand: the Two of Bamboo stands for the tile the hand needs. */
static void
test_lessons_goulash (void)
{
  static const char * const text =
    "[Lesson]\nId=t\nUnit=tiles\nKind=drill\nTitle=T\nSummary=S\nRuleset=bmja-stage7\n"
    "[Item 1]\nAsk=mahjong\nSay=?\nTile=Ew\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd 2b Ew Ew\nGoulash=true\n"
    "[Item 2]\nAsk=mahjong\nSay=?\nTile=Ew\nHand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd 2b Ew Ew\n";
  g_autoptr(MjLesson) lesson = lesson_from (text, "g.lesson");
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja-stage7", NULL);
  MjDrillAnswer a;

  g_assert_true (item_of (lesson, 0)->hand.goulash);
  g_assert_true (mj_drill_solve (item_of (lesson, 0), ruleset, &a, NULL));
  g_assert_true (a.yes);
  g_assert_false (item_of (lesson, 1)->hand.goulash);
  g_assert_true (mj_drill_solve (item_of (lesson, 1), ruleset, &a, NULL));
  g_assert_false (a.yes);
}

/* Practice: questions made from a seed under any rules, each with the game's answer; the
 * same seed the same questions; no score to ask where the rules keep none. */
static void
test_lessons_practice (void)
{
  static const char * const rules[] = { "bmja", "hong-kong", "dmjl", "bmja-stage1" };
  guint n_kinds = 0;
  const MjAsk *kinds = mj_practice_get_kinds (&n_kinds);

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (rules[r], NULL);

      for (guint k = 0; k < n_kinds; k++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(MjLesson) lesson = mj_practice_new_lesson (kinds[k], rules[r], 42 + k, 8, &error);
          g_autoptr(MjLesson) again = NULL;

          if (kinds[k] == MJ_ASK_SCORE && !mj_ruleset_scores_hands (ruleset))
            {
              g_assert_null (lesson);
              g_assert_nonnull (error);
              continue;
            }
          g_assert_no_error (error);
          g_assert_cmpuint (lesson->items->len, ==, 8);
          again = mj_practice_new_lesson (kinds[k], rules[r], 42 + k, 8, NULL);
          for (guint i = 0; i < lesson->items->len; i++)
            {
              const MjLessonItem *item = lesson->items->pdata[i];
              const MjLessonItem *twin = again->items->pdata[i];
              MjDrillAnswer a;
              g_autofree char *text = NULL;

              g_assert_cmpint (item->ask, ==, kinds[k]);
              g_assert_cmpmem (&item->hand, sizeof item->hand, &twin->hand, sizeof twin->hand);
              g_assert_true (mj_drill_solve (item, ruleset, &a, NULL));
              text = mj_drill_answer_to_string (&a);
              g_assert_true (mj_drill_answer_matches (&a, text));
              if (kinds[k] == MJ_ASK_WAITS || kinds[k] == MJ_ASK_DISCARD)
                g_assert_cmpuint (a.tiles, !=, 0);
              if (kinds[k] == MJ_ASK_SCORE)
                g_assert_cmpint (a.score.total, >, 0);
            }
        }
    }
}

/* The best stars kept, read back; a damaged file said, the course afresh, the file kept. */
static void
test_lessons_progress (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mj-progress-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sub", "lessons.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);

  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_true (mj_progress_load (progress, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (mj_progress_get_stars (progress, "first-mahjong"), ==, 0);
    g_assert_true (mj_progress_record (progress, "first-mahjong", 2));
    g_assert_false (mj_progress_record (progress, "first-mahjong", 1));
    g_assert_true (mj_progress_record (progress, "is-it-mahjong", 3));
    g_assert_true (mj_progress_save (progress, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_true (mj_progress_load (progress, &error));
    g_assert_cmpuint (mj_progress_get_stars (progress, "first-mahjong"), ==, 2);
    g_assert_cmpuint (mj_progress_get_stars (progress, "is-it-mahjong"), ==, 3);
    g_assert_true (mj_progress_record (progress, "first-mahjong", 3));
    g_assert_true (mj_progress_save (progress, &error));
  }

  mj_test_write_file (path, "[first-mahjong]\nstars=seven\n");
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_false (mj_progress_load (progress, &error));
    g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, path));
    g_clear_error (&error);
    g_assert_cmpuint (mj_progress_get_stars (progress, "first-mahjong"), ==, 0);
    g_assert_true (mj_progress_record (progress, "first-mahjong", 1));
    g_assert_true (mj_progress_save (progress, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  }
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_true (mj_progress_load (progress, &error));
    g_assert_cmpuint (mj_progress_get_stars (progress, "first-mahjong"), ==, 1);
  }
  mj_test_remove_tree (dir);
}

static GDate
day_of (guint year,
        guint month,
        guint day)
{
  GDate date;

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
  return date;
}

static void
assert_day (const MjPracticeDay *day,
            guint                year,
            guint                month,
            guint                mday,
            guint                right,
            guint                asked)
{
  GDate date = day_of (year, month, mday);

  g_assert_cmpint (g_date_compare (&day->date, &date), ==, 0);
  g_assert_cmpuint (day->right, ==, right);
  g_assert_cmpuint (day->asked, ==, asked);
}

/* Practice's accuracy day by day: each day practised kept with its kind, two sessions of a
 * day added up, read back in order of the days; the latest sixty kept; a day that cannot be
 * read left out, the others kept and the running accuracy with them. */
static void
test_lessons_progress_days (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mj-progress-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "lessons.ini", NULL);
  g_autofree MjPracticeDay *days = NULL;
  g_autofree char *text = NULL;
  guint n = 0, right = 0;

  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);
    GDate d21 = day_of (2026, 11, 21), d20 = day_of (2026, 11, 20), d3 = day_of (2026, 12, 3);

    g_assert_true (mj_progress_load (progress, &error));
    days = mj_progress_get_practice_days (progress, "discard", &n);
    g_assert_cmpuint (n, ==, 0);
    g_clear_pointer (&days, g_free);
    /* out of order, and twice on one day */
    mj_progress_record_practice_on (progress, "discard", &d21, 5, 10);
    mj_progress_record_practice_on (progress, "discard", &d20, 7, 10);
    mj_progress_record_practice_on (progress, "discard", &d21, 4, 10);
    mj_progress_record_practice_on (progress, "waits", &d3, 10, 10);
    g_assert_true (mj_progress_save (progress, &error));
    g_assert_no_error (error);
  }
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "days=2026-11-20:7/10;2026-11-21:9/20\n"));
  g_clear_pointer (&text, g_free);
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_true (mj_progress_load (progress, &error));
    g_assert_cmpuint (mj_progress_get_practice (progress, "discard", &right), ==, 30);
    g_assert_cmpuint (right, ==, 16);
    days = mj_progress_get_practice_days (progress, "discard", &n);
    g_assert_cmpuint (n, ==, 2);
    assert_day (&days[0], 2026, 11, 20, 7, 10);
    assert_day (&days[1], 2026, 11, 21, 9, 20);
    g_clear_pointer (&days, g_free);
    days = mj_progress_get_practice_days (progress, "waits", &n);
    g_assert_cmpuint (n, ==, 1);
    assert_day (&days[0], 2026, 12, 3, 10, 10);
    g_clear_pointer (&days, g_free);
  }

  /* sixty-five days in a row: the latest sixty kept, the running accuracy all of them */
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_true (mj_progress_load (progress, &error));
    for (guint i = 0; i < 65; i++)
      {
        GDate d = day_of (2027, 1, 1);

        g_date_add_days (&d, i);
        mj_progress_record_practice_on (progress, "claim", &d, i % 11, 10);
      }
    g_assert_true (mj_progress_save (progress, &error));
  }
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);

    g_assert_true (mj_progress_load (progress, &error));
    days = mj_progress_get_practice_days (progress, "claim", &n);
    g_assert_cmpuint (n, ==, MJ_PROGRESS_PRACTICE_DAYS);
    assert_day (&days[0], 2027, 1, 6, 5, 10);
    assert_day (&days[n - 1], 2027, 3, 6, 64 % 11, 10);
    g_clear_pointer (&days, g_free);
    g_assert_cmpuint (mj_progress_get_practice (progress, "claim", &right), ==, 650);
  }

  /* damaged days left out, the others kept, and kept again when a day is added */
  mj_test_write_file (path, "[practice-discard]\nright=20\nasked=40\n"
                            "days=2026-11-20:7/10;yesterday;2026-13-01:1/2;2026-11-22:11/10;2026-11-23:3/0;"
                            "2026-11-24:9/10x;2026-11-25:4/10;;\n");
  {
    g_autoptr(MjProgress) progress = mj_progress_new (path);
    GDate d26 = day_of (2026, 11, 26);

    g_assert_true (mj_progress_load (progress, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (mj_progress_get_practice (progress, "discard", &right), ==, 40);
    g_assert_cmpuint (right, ==, 20);
    days = mj_progress_get_practice_days (progress, "discard", &n);
    g_assert_cmpuint (n, ==, 2);
    assert_day (&days[0], 2026, 11, 20, 7, 10);
    assert_day (&days[1], 2026, 11, 25, 4, 10);
    g_clear_pointer (&days, g_free);
    mj_progress_record_practice_on (progress, "discard", &d26, 8, 10);
    days = mj_progress_get_practice_days (progress, "discard", &n);
    g_assert_cmpuint (n, ==, 3);
    assert_day (&days[2], 2026, 11, 26, 8, 10);
    g_clear_pointer (&days, g_free);
  }
  mj_test_remove_tree (dir);
}

static MjHand
hand_of (const char *text)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  MjHand hand;

  mj_hand_init (&hand);
  g_assert_true (mj_tiles_parse (text, tiles, NULL));
  for (guint i = 0; i < tiles->len; i++)
    hand.concealed[g_array_index (tiles, MjTile, i)]++;
  return hand;
}

/* The coach speaks when a discard is clearly worse than the hint's, names both tiles, then
 * keeps quiet for a few turns; never when the discard is the hint's or as good. */
static void
test_lessons_coach (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja-stage1", NULL);
  MjCoach coach;

  /* the quiet coach: a word on a choice clearly worse, then silence for a few turns however
   * bad, then a word again; never on a choice as good as the expert's */
  mj_coach_init (&coach);
  g_assert_false (mj_coach_may_speak (&coach, FALSE));
  g_assert_true (mj_coach_may_speak (&coach, TRUE));
  g_assert_cmpuint (coach.remarks, ==, 1);
  for (guint i = 0; i < MJ_COACH_QUIET_TURNS; i++)
    g_assert_false (mj_coach_may_speak (&coach, TRUE));
  g_assert_true (mj_coach_may_speak (&coach, TRUE));
  g_assert_cmpuint (coach.remarks, ==, 2);

  /* talkative, it speaks at every choice clearly worse */
  mj_coach_set_talkative (&coach, TRUE);
  for (guint i = 0; i < 5; i++)
    g_assert_true (mj_coach_may_speak (&coach, TRUE));
  g_assert_false (mj_coach_may_speak (&coach, FALSE));
  g_assert_cmpuint (coach.remarks, ==, 7);

  /* the one chow the rules allow: a hand that waits only for a second chow is not ready */
  {
    MjHand two = hand_of ("2c 3c 4c 6b 8b 5d 5d 5d Gd Gd Gd Ew Ew Nw");
    MjDiscardWeight weights[MJ_DRILL_MAX_WEIGHTS];
    guint n = 0;

    mj_drill_weigh_discards (NULL, &two, weights, &n);
    for (guint i = 0; i < n; i++)
      if (weights[i].tile == MJ_TILE_NORTH)
        g_assert_cmpint (weights[i].shanten, ==, 0);
    mj_drill_weigh_discards (ruleset, &two, weights, &n);
    for (guint i = 0; i < n; i++)
      if (weights[i].tile == MJ_TILE_NORTH)
        g_assert_cmpint (weights[i].shanten, ==, 1);
  }
}

/* The units on the other rulesets: after the British stages, in order, under one heading;
 * each with a guided deal, two drills and a coached game at least, every lesson played by the
 * unit's presets (the check refuses another). */
static void
test_lessons_other_rules (void)
{
  static const struct { const char *unit; const char *presets; } other[] = {
    { "hong-kong", "hong-kong" },
    { "oxenstierna", "oxenstierna" },
    { "cantonese", "cantonese" },
    { "classical", "classical-mixed;classical-one-double;classical-cleared" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = mj_course_load (&error);
  guint n_units = 0;
  const MjUnit *units = mj_course_get_units (&n_units);
  guint first = n_units, total = 0;

  g_assert_no_error (error);
  for (guint u = 0; u < n_units; u++)
    if (g_str_equal (units[u].id, "stage7"))
      first = u + 1;
  g_assert_cmpuint (first + G_N_ELEMENTS (other), ==, n_units);
  for (guint u = 0; u < first; u++)
    g_assert_null (units[u].section);

  for (guint k = 0; k < G_N_ELEMENTS (other); k++)
    {
      const MjUnit *unit = &units[first + k];
      g_auto(GStrv) presets = g_strsplit (other[k].presets, ";", -1);
      const char * const *known = mj_course_get_unit_presets (unit->id);
      guint kinds[3] = { 0, 0, 0 }, n = 0;

      g_assert_cmpstr (unit->id, ==, other[k].unit);
      g_assert_cmpstr (unit->section, ==, units[first].section);
      g_assert_nonnull (known);
      g_assert_cmpuint (g_strv_length ((char **) known), ==, g_strv_length (presets));
      for (guint i = 0; presets[i] != NULL; i++)
        g_assert_true (g_strv_contains (known, presets[i]));
      for (guint i = 0; i < course->len; i++)
        {
          const MjLesson *lesson = course->pdata[i];

          if (!g_str_equal (lesson->unit, unit->id))
            continue;
          g_test_message ("%s: %s", unit->id, lesson->id);
          g_assert_true (g_strv_contains ((const char * const *) presets, lesson->ruleset_id));
          g_assert_nonnull (lesson->title);
          g_assert_nonnull (lesson->summary);
          g_assert_cmpuint (lesson->minutes, >, 0);
          kinds[lesson->kind]++;
          n++;
          if (lesson->kind == MJ_LESSON_COACHED)
            g_assert_true (g_str_equal (lesson->goal, "win") || g_str_equal (lesson->goal, "score"));
        }
      g_assert_cmpuint (n, >=, 4);
      g_assert_cmpuint (kinds[MJ_LESSON_GUIDED], >=, 1);
      g_assert_cmpuint (kinds[MJ_LESSON_DRILL], >=, 2);
      g_assert_cmpuint (kinds[MJ_LESSON_COACHED], >=, 1);
      total += n;
    }
  g_assert_cmpuint (total, >=, 16);
  g_assert_null (mj_course_get_unit_presets ("stage7"));

  /* a lesson of such a unit played by other rules is refused */
  {
    static const char text[] = "[Lesson]\nId=t\nUnit=hong-kong\nKind=drill\nTitle=T\nSummary=S\nRuleset=bmja\n"
                               "[Item 1]\n" ITEM;
    g_autoptr(MjLesson) lesson = lesson_from (text, "bad.lesson");

    g_assert_false (mj_lesson_check (lesson, &error));
    g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, "bad.lesson: [Lesson] Ruleset: a lesson of “hong-kong” is played by hong-kong");
  }
}

static const MjLesson *
course_lesson (GPtrArray  *course,
               const char *id)
{
  for (guint i = 0; i < course->len; i++)
    if (g_str_equal (((MjLesson *) course->pdata[i])->id, id))
      return course->pdata[i];
  g_assert_not_reached ();
}

static gboolean
decision_has (const MjDecision *d,
              MjActionKind      kind)
{
  for (guint i = 0; d != NULL && i < d->n_actions; i++)
    if (d->actions[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* Plays @run by its steps until the step that expects @expect is current. */
static void
play_to (MjLessonRun *run,
         MjExpect     expect)
{
  MjAction action;

  while (mj_lesson_run_get_current (run)->expect != expect)
    {
      if (mj_lesson_run_get_current (run)->expect == MJ_EXPECT_NEXT)
        g_assert_true (mj_lesson_run_next (run));
      else
        {
          g_assert_true (mj_lesson_run_get_expected (run, &action));
          g_assert_true (mj_lesson_run_answer (run, &action, NULL));
        }
    }
}

static void
play_out (MjLessonRun *run)
{
  MjAction action;

  while (!mj_lesson_run_is_done (run))
    if (mj_lesson_run_get_current (run)->expect == MJ_EXPECT_NEXT)
      g_assert_true (mj_lesson_run_next (run));
    else
      {
        g_assert_true (mj_lesson_run_get_expected (run, &action));
        g_assert_true (mj_lesson_run_answer (run, &action, NULL));
      }
  g_assert_null (mj_lesson_run_get_problem (run));
}

/* The guided deals of the other rules, replayed headless: what each shows happens. */
static void
test_lessons_other_deals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = mj_course_load (&error);

  g_assert_no_error (error);

  /* Hong Kong: four chows off a discard are worth no faan and may not go out; the same hand
   * from the wall is worth one, 2 points, paid double by everyone */
  {
    g_autoptr(MjLessonRun) run = mj_lesson_run_new (course_lesson (course, "hk-counting-faan"), &error);
    const MjGameResult *r;

    g_assert_no_error (error);
    mj_lesson_run_start (run);
    play_to (run, MJ_EXPECT_PASS);
    g_assert_true (decision_has (mj_lesson_run_get_decision (run), MJ_ACTION_CHOW));
    g_assert_false (decision_has (mj_lesson_run_get_decision (run), MJ_ACTION_WIN));
    play_out (run);
    r = mj_game_get_result (mj_lesson_run_get_game (run));
    g_assert_cmpint (r->winner, ==, 0);
    g_assert_true (r->self_drawn);
    g_assert_cmpint (r->scores[0].faan, ==, 1);
    g_assert_cmpint (r->scores[0].total, ==, 2);
    g_assert_cmpint (r->settlement.net[0], ==, 12);
  }

  /* Oxenstierna: the discard before is taken without a set, into the concealed hand; a chow
   * would not go out; every hand is scored, a loser's one suit doubled */
  {
    g_autoptr(MjLessonRun) run = mj_lesson_run_new (course_lesson (course, "ox-take-any-discard"), &error);
    MjGame *game;
    MjAction action;
    guint n_melds = 99;
    const MjGameResult *r;

    g_assert_no_error (error);
    game = mj_lesson_run_get_game (run);
    mj_lesson_run_start (run);
    play_to (run, MJ_EXPECT_TAKE);
    g_assert_true (mj_lesson_run_get_expected (run, &action));
    g_assert_cmpint (action.kind, ==, MJ_ACTION_TAKE);
    g_assert_true (mj_lesson_run_answer (run, &action, NULL));
    mj_game_get_melds (game, 0, &n_melds);
    g_assert_cmpuint (n_melds, ==, 0);
    {
      guint n_tiles = 0, fours = 0;
      const guint8 *tiles = mj_game_get_hand (game, 0, &n_tiles);

      for (guint i = 0; i < n_tiles; i++)
        fours += mj_tile_physical_kind (tiles[i]) == mj_tile_make (MJ_SUIT_CIRCLES, 4);
      g_assert_cmpuint (n_tiles, ==, 14);
      g_assert_cmpuint (fours, ==, 1);
    }
    play_to (run, MJ_EXPECT_PASS);
    g_assert_true (decision_has (mj_lesson_run_get_decision (run), MJ_ACTION_CHOW));
    g_assert_false (decision_has (mj_lesson_run_get_decision (run), MJ_ACTION_WIN));
    play_out (run);
    r = mj_game_get_result (game);
    g_assert_cmpint (r->winner, ==, 0);
    g_assert_cmpint (r->scores[0].total, ==, 32);
    g_assert_cmpint (r->scores[2].total, ==, 72);
    g_assert_cmpint (r->scores[2].doubles, ==, 2);
  }

  /* Cantonese: a clear hand calling nine pieces; its feeder pays every share */
  {
    g_autoptr(MjLessonRun) run = mj_lesson_run_new (course_lesson (course, "ca-calling-nine-pieces"), &error);
    const MjGameResult *r;

    g_assert_no_error (error);
    mj_lesson_run_start (run);
    play_out (run);
    r = mj_game_get_result (mj_lesson_run_get_game (run));
    g_assert_cmpint (r->winner, ==, 0);
    g_assert_cmpint (r->liable, ==, 2);
    g_assert_cmpint (r->discarder, ==, 2);
    g_assert_cmpint (r->liable_rule, ==, MJ_LIABLE_CALLING_NINE);
    g_assert_cmpint (r->settlement.net[2], ==, -256);
    g_assert_cmpint (r->settlement.net[1], ==, 0);
  }

  /* the classical games: a second chow goes out */
  {
    g_autoptr(MjLessonRun) run = mj_lesson_run_new (course_lesson (course, "cl-any-number-of-chows"), &error);
    const MjGameResult *r;

    g_assert_no_error (error);
    mj_lesson_run_start (run);
    play_out (run);
    r = mj_game_get_result (mj_lesson_run_get_game (run));
    g_assert_cmpint (r->winner, ==, 0);
    g_assert_cmpint (r->scores[0].total, ==, 56);
  }
}

/* The stage 7 guided deal, replayed: a Goulash, three exchanges of three tiles step by step,
 * a Two of Bamboo passed on refused and explained, and Mah-Jong with the wild tile. */
/* In a Goulash the wild Two of Bamboo completes any hand one tile from going out, though the
 * hand holds no Two to wait with: drawn to a hand ready on the Red and Green Dragons, it is
 * Mah-Jong. The exchanges are scripted so that the learner ends with that hand. */
static void
test_lessons_goulash_wild_draw (void)
{
  static const char text[] =
    "[Lesson]\nId=wild-draw\nUnit=stage7\nOrder=99\nKind=guided\nTitle=t\nSummary=s\n"
    "Ruleset=bmja-stage7\nMinutes=1\nUses=goulash;ready;mahjong;discard;draw\n"
    "[Deal]\nDealer=0\nGoulash=true\n"
    "Hand0=1c 1c 1c 5d 5d 5d 9b 9b 9b Rd Rd 3c 6c 8c\n"
    "Hand1=Gd Gd Nw 2c 4c 7c 2d 3d 4d 6b 7b 8b Ew\n"
    "Hand2=1d 1d 2d 6d 7d 8d 3b 4b 5b Sw Sw Ww Ww\n"
    "Hand3=4c 5c 6c 7d 8d 9d 3b 4b 5b Ew Ew Sw Ww\n"
    "Exchange1=2c 4c 7c; 2d 3d 4d; Gd Gd Nw\n"
    "Exchange2=1d 1d 2d; Sw Sw Ww; 6d 7d 8d\n"
    "Exchange3=Ew Ew Sw; 4c 5c 6c; 7d 8d 9d\n"
    "Draws=9c 9c 9c 2b\n"
    "[Step 1]\nSay=a\nExpect=exchange 3c 6c 8c\n"
    "[Step 2]\nSay=b\nExpect=exchange Ew Ew Sw\n"
    "[Step 3]\nSay=c\nExpect=exchange Sw Sw Ww\n"
    "[Step 4]\nSay=d\nExpect=discard Nw ready\n"
    "[Step 5]\nSay=e\nExpect=mahjong\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MjLesson) lesson = mj_lesson_new_from_data (text, strlen (text), "wild-draw.lesson", &error);
  g_autoptr(MjLessonRun) run = NULL;
  const MjGameResult *result;

  g_assert_no_error (error);
  run = mj_lesson_run_new (lesson, &error);
  g_assert_no_error (error);
  g_assert_true (mj_lesson_run_play_through (run, &error));
  g_assert_no_error (error);
  result = mj_game_get_result (mj_lesson_run_get_game (run));
  g_assert_nonnull (result);
  g_assert_cmpint (result->winner, ==, 0);
  g_assert_true (result->self_drawn);
  g_assert_cmpint (result->hands[0].winning_tile, ==, MJ_TILE_BAMBOO_1 + 1);
}

static void
test_lessons_goulash_deal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = mj_course_load (&error);
  const MjLesson *lesson = course_lesson (course, "a-goulash-hand");
  g_autoptr(MjLessonRun) run = mj_lesson_run_new (lesson, &error);
  MjGame *game;
  const MjDecision *d;
  const char *wrong = NULL;
  MjAction action, wild;
  guint n_passing = 0, exchanges = 0;

  g_assert_no_error (error);
  g_assert_true (lesson->goulash);
  mj_lesson_run_start (run);
  game = mj_lesson_run_get_game (run);
  g_assert_true (mj_game_is_goulash (game));
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_DEALING);
  g_assert_true (mj_lesson_run_next (run));

  /* the first exchange: the step asks for three tiles, one at a time */
  g_assert_cmpint (mj_lesson_run_get_current (run)->expect, ==, MJ_EXPECT_EXCHANGE);
  g_assert_cmpuint (mj_lesson_run_get_current (run)->n_exchange, ==, 3);
  d = mj_lesson_run_get_decision (run);
  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, MJ_DECISION_EXCHANGE);
  g_assert_cmpuint (d->other, ==, 1);
  wild = mj_action_make (MJ_ACTION_EXCHANGE, MJ_TILE_BAMBOO_1 + 1, 0);
  g_assert_true (mj_decision_contains (d, &wild));
  g_assert_false (mj_lesson_run_answer (run, &wild, &wrong));
  g_assert_cmpstr (wrong, ==, mj_lesson_run_get_current (run)->wrong);
  g_assert_cmpuint (mj_lesson_run_get_mistakes (run), ==, 1);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (mj_lesson_run_get_step (run), ==, 1);
      mj_game_get_passing (game, 0, &n_passing);
      g_assert_cmpuint (n_passing, ==, i);
      g_assert_true (mj_lesson_run_get_expected (run, &action));
      g_assert_cmpint (action.kind, ==, MJ_ACTION_EXCHANGE);
      g_assert_true (mj_lesson_run_answer (run, &action, NULL));
    }

  /* the two others, each to its player, then play */
  for (guint step = 2; step <= 3; step++)
    {
      g_assert_cmpuint (mj_lesson_run_get_step (run), ==, step);
      d = mj_lesson_run_get_decision (run);
      g_assert_cmpint (d->kind, ==, MJ_DECISION_EXCHANGE);
      g_assert_cmpuint (d->other, ==, step == 2 ? 2 : 3);
      while (mj_lesson_run_get_step (run) == step)
        {
          g_assert_true (mj_lesson_run_get_expected (run, &action));
          g_assert_true (mj_lesson_run_answer (run, &action, NULL));
          exchanges++;
        }
    }
  g_assert_cmpuint (exchanges, ==, 6);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_DISCARDING);
  g_assert_cmpint (mj_lesson_run_get_decision (run)->kind, ==, MJ_DECISION_TURN);

  play_out (run);
  g_assert_cmpint (mj_game_get_result (game)->winner, ==, 0);
  g_assert_cmpuint (mj_lesson_run_get_stars (run), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/learn/lesson/malformed", test_lessons_malformed);
  g_test_add_func ("/learn/lesson/check-refuses", test_lessons_check_refuses);
  g_test_add_func ("/learn/lesson/expect", test_lessons_expect);
  g_test_add_func ("/learn/course/every-lesson", test_lessons_course);
  g_test_add_func ("/learn/course/order", test_lessons_order);
  g_test_add_func ("/learn/run/mistakes", test_lessons_run);
  g_test_add_func ("/learn/drill/answers", test_lessons_drill);
  g_test_add_func ("/learn/progress", test_lessons_progress);
  g_test_add_func ("/learn/progress/days", test_lessons_progress_days);
  g_test_add_func ("/learn/drill/goulash", test_lessons_goulash);
  g_test_add_func ("/learn/run/goulash", test_lessons_goulash_deal);
  g_test_add_func ("/learn/run/goulash-wild-draw", test_lessons_goulash_wild_draw);
  g_test_add_func ("/learn/practice", test_lessons_practice);
  g_test_add_func ("/learn/coach", test_lessons_coach);
  g_test_add_func ("/learn/course/other-rules", test_lessons_other_rules);
  g_test_add_func ("/learn/course/other-deals", test_lessons_other_deals);

  return g_test_run ();
}
