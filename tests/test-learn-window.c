/* test-learn-window.c: Learn to Play as a learner takes it: the map, the first guided deal
 * played through the table and the step's buttons (one wrong discard on the way), a drill
 * answered through its buttons, the stars kept and shown
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-accuracy-chart.h"
#include "mj-course.h"
#include "mj-learn-window.h"
#include "mj-lesson-drill.h"
#include "mj-lesson-view.h"
#include "mj-table-panel.h"
#include "mj-table-view-private.h"
#include "mj-tally.h"
#include "mj-test-gui.h"
#include "mj-tileset.h"

static MjApplication *app;

static MjLearnWindow *
learn_window (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = mj_tileset_new_default (&error);
  MjLearnWindow *window;

  g_assert_no_error (error);
  window = mj_learn_window_new (NULL, tileset);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  return window;
}

static const MjLesson *
lesson_by_id (MjLearnWindow *window,
              const char    *id)
{
  GPtrArray *course = mj_learn_window_get_course (window);

  for (guint i = 0; i < course->len; i++)
    if (g_str_equal (((MjLesson *) course->pdata[i])->id, id))
      return course->pdata[i];
  g_assert_not_reached ();
}

static guint
stars_kept (const char *id)
{
  g_autofree char *path = mj_progress_get_default_path ();
  g_autoptr(MjProgress) progress = mj_progress_new (path);

  g_assert_true (mj_progress_load (progress, NULL));
  return mj_progress_get_stars (progress, id);
}

static gboolean
map_shown (gpointer window)
{
  GtkStack *stack = GTK_STACK (find_type (GTK_WIDGET (window), GTK_TYPE_STACK));

  return g_strcmp0 (gtk_stack_get_visible_child_name (stack), "map") == 0;
}

/* The first tile of the rack that is not @tile, or @tile. */
static MjTile
rack_tile_other_than (MjTableView *table,
                      MjTile       tile,
                      gboolean     other)
{
  guint n = 0;

  mj_table_view_get_rack_tile (table, 0, &n);
  for (guint i = 0; i < n; i++)
    {
      MjTile t = mj_table_view_get_rack_tile (table, i, &n);

      if ((t != tile) == other)
        return t;
    }
  g_assert_not_reached ();
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button) && gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
}

/* The first lesson, from Continue to its last step, as a person plays it. */
static void
test_learn_first_deal (void)
{
  MjLearnWindow *window = learn_window ();
  const MjLesson *lesson = lesson_by_id (window, "first-mahjong");
  GtkWidget *view, *next_button;
  MjTableView *table;
  gboolean wrong_tried = FALSE;
  guint steps_seen = 0;

  /* the map: each unit, each lesson; the first one is next */
  g_assert_true (shows_label (GTK_WIDGET (window), "Tiles and Sets"));
  g_assert_nonnull (find_row (GTK_WIDGET (window), lesson->title));
  g_assert_true (shows_label (GTK_WIDGET (window), "Next"));
  save_screenshot (GTK_WIDGET (window), "screenshot-learn-map.png");

  click (find_button (GTK_WIDGET (window), "_Continue"));
  view = find_type (GTK_WIDGET (window), MJ_TYPE_GUIDED_VIEW);
  g_assert_nonnull (view);
  table = MJ_TABLE_VIEW (find_type (view, MJ_TYPE_TABLE_VIEW));
  next_button = find_button (view, "_Next");

  for (guint i = 0; i < lesson->steps->len; i++)
    {
      const MjLessonStep *step = lesson->steps->pdata[i];

      g_assert_true (shows_label (view, step->say));
      steps_seen++;
      /* what the step points at is ringed: its tiles, or the claim bar */
      {
        guint64 kinds = 0;
        GtkWidget *bar = find_type (view, MJ_TYPE_ACTION_BAR);

        for (guint k = 0; k < step->n_spot; k++)
          kinds |= G_GUINT64_CONSTANT (1) << step->spot[k];
        g_assert_cmpuint (mj_table_view_get_spotlight (table, NULL), ==, kinds);
        g_assert_true (gtk_widget_has_css_class (bar, "spotlight") == (g_strcmp0 (step->spot_place, "claims") == 0));
      }
      switch (step->expect)
        {
        case MJ_EXPECT_NEXT:
          if (i + 1 == lesson->steps->len)
            save_screenshot (GTK_WIDGET (window), "screenshot-learn-deal-end.png");
          click (next_button);
          break;
        case MJ_EXPECT_DISCARD:
          g_assert_false (gtk_widget_get_visible (next_button));
          /* a wrong discard first: said, and the same step again */
          if (!wrong_tried)
            {
              wrong_tried = TRUE;
              g_signal_emit_by_name (table, "tile-activated", (guint) rack_tile_other_than (table, step->tile, TRUE));
              iterate ();
              g_assert_true (shows_label (view, step->wrong));
              g_assert_true (shows_label (view, step->say));
              save_screenshot (GTK_WIDGET (window), "screenshot-learn-deal-wrong.png");
            }
          g_signal_emit_by_name (table, "tile-activated", (guint) rack_tile_other_than (table, step->tile, FALSE));
          iterate ();
          break;
        case MJ_EXPECT_PUNG:
          save_screenshot (GTK_WIDGET (window), "screenshot-learn-deal-claim.png");
          click (find_button_with_action (view, MJ_ACTION_PUNG));
          break;
        case MJ_EXPECT_MAHJONG:
          click (find_button_with_action (view, MJ_ACTION_WIN));
          break;
        default:
          g_assert_not_reached ();
        }
    }
  g_assert_cmpuint (steps_seen, ==, lesson->steps->len);
  g_assert_true (wrong_tried);

  /* done: back on the map, two stars kept (one wrong discard) and shown */
  mj_test_wait_until (map_shown, window, 20, "the map after the lesson");
  g_assert_cmpuint (stars_kept ("first-mahjong"), ==, 2);
  g_assert_true (gui_test_find (GTK_WIDGET (window), gui_test_has_tooltip, "2 stars of 3") != NULL);
  save_screenshot (GTK_WIDGET (window), "screenshot-learn-map-after.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A drill answered through its buttons: the engine's answer, but one wrong on purpose. */
static void
test_learn_drill (void)
{
  MjLearnWindow *window = learn_window ();
  const MjLesson *lesson = lesson_by_id (window, "is-it-mahjong");
  g_autoptr(MjRuleset) ruleset = mj_lesson_get_ruleset (lesson, NULL);
  GtkWidget *view;

  g_assert_true (mj_learn_window_open_lesson (window, lesson->id));
  view = find_type (GTK_WIDGET (window), MJ_TYPE_DRILL_VIEW);
  g_assert_nonnull (view);
  for (guint i = 0; i < lesson->items->len; i++)
    {
      const MjLessonItem *item = lesson->items->pdata[i];
      g_autofree char *counter = g_strdup_printf ("Question %u of %u", i + 1, lesson->items->len);
      MjDrillAnswer solved;
      gboolean yes;

      g_assert_cmpint (item->ask, ==, MJ_ASK_MAHJONG);
      g_assert_true (shows_label (view, counter));
      g_assert_true (shows_label (view, item->say));
      g_assert_true (mj_drill_solve (item, ruleset, &solved, NULL));
      /* the second question answered wrong */
      yes = i == 1 ? !solved.yes : solved.yes;
      click (find_button (view, yes ? "_Yes, Mah-Jong" : "N_o"));
      g_assert_true (shows_label_containing (view, i == 1 ? "Not quite" : "Right"));
      if (item->explain != NULL)
        g_assert_true (shows_label_containing (view, item->explain));
      if (i == 1)
        save_screenshot (GTK_WIDGET (window), "screenshot-learn-drill.png");
      click (find_button (view, i + 1 < lesson->items->len ? "_Next Question" : "_Finish"));
    }
  mj_test_wait_until (map_shown, window, 20, "the map after the drill");
  g_assert_cmpuint (stars_kept ("is-it-mahjong"), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  MjWindow *window;
  guint     worse;      /* discards chosen clearly worse than the hint's */
  guint     heard;      /* decisions at which the coach's words were shown */
} Coached;

/* Before each of the person's turns: the coach's words heard so far counted, and the tile
 * that leaves the hand furthest from ready chosen, so that the coach has cause to speak. */
static void
coached_seen (const MjDecision *d,
              gpointer          data)
{
  Coached *c = data;

  if (shows_label_containing (GTK_WIDGET (c->window), "Better to discard"))
    c->heard++;
  if (d->kind != MJ_DECISION_TURN)
    return;
  c->worse++;
  gui_test_select_worst_discard (c->window);
}

/* A coached game: played at the game window's table under the stage's rules, one hand;
 * its goal judged at the end, the stars kept only when it is reached, and the map told. */
static void
test_learn_coached (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = mj_tileset_new_default (&error);
  const MjLesson *lesson = NULL;
  MjLearnWindow *learn;
  MjWindow *window;
  MjHandSummary *summary;
  MjTableSession *session;
  const MjGameResult *result;
  GPtrArray *course;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  learn = mj_learn_window_new (GTK_WINDOW (window), tileset);
  gtk_window_set_application (GTK_WINDOW (learn), GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (learn));
  course = mj_learn_window_get_course (learn);
  for (guint i = 0; i < course->len && lesson == NULL; i++)
    if (((MjLesson *) course->pdata[i])->kind == MJ_LESSON_COACHED &&
        g_str_equal (((MjLesson *) course->pdata[i])->goal, "win"))
      lesson = course->pdata[i];
  g_assert_nonnull (lesson);

  g_assert_false (mj_learn_window_open_lesson (learn, lesson->id));
  iterate ();
  session = mj_window_get_session (window);
  g_assert_nonnull (session);
  g_assert_cmpstr (mj_ruleset_get_id (mj_table_session_get_ruleset (session)), ==, lesson->ruleset_id);
  g_assert_true (shows_label_containing (GTK_WIDGET (window), lesson->title));

  {
    Coached c = { window, 0, 0 };

    /* played badly on purpose: the coach speaks */
    summary = gui_test_play_to_summary (window, coached_seen, &c);
    g_test_message ("%u bad discards, the coach heard at %u decisions", c.worse, c.heard);
    g_assert_cmpuint (c.heard, >, 0);
  }
  result = mj_game_get_result (mj_match_get_game (gui_test_match (window)));
  /* one hand, and the match is over */
  g_assert_true (mj_match_is_finished (gui_test_match (window)));
  g_test_message ("the hand went to seat %d", result->winner);
  if (result->winner == 0)
    {
      g_assert_cmpuint (stars_kept (lesson->id), >=, 1);
      g_assert_true (shows_label_containing (GTK_WIDGET (window), "Goal reached"));
    }
  else
    {
      g_assert_cmpuint (stars_kept (lesson->id), ==, 0);
      g_assert_true (shows_label_containing (GTK_WIDGET (window), "not reached"));
    }
  gtk_window_destroy (GTK_WINDOW (summary));
  gtk_window_destroy (GTK_WINDOW (learn));
  gui_test_close_game_window (window, settings);
}

/* The coach in every game, as the preference says: talkative, it speaks when a discard is
 * clearly worse; off, never. */
static void
test_learn_coach_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  static const char * const modes[] = { "talkative", "off" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      Coached c = { NULL, 0, 0 };
      MjHandSummary *summary;

      gui_test_instant_play (settings);
      g_settings_set_string (settings, "coach", modes[m]);
      c.window = gui_test_game_window (app, 1024, 720);
      mj_window_start_match (c.window, "bmja", 17);
      summary = gui_test_play_to_summary (c.window, coached_seen, &c);
      g_test_message ("coach %s: %u bad discards, heard at %u decisions", modes[m], c.worse, c.heard);
      g_assert_cmpuint (c.worse, >, 3);
      if (m == 0)
        g_assert_cmpuint (c.heard, >, 0);
      else
        g_assert_cmpuint (c.heard, ==, 0);
      gtk_window_destroy (GTK_WINDOW (summary));
      gui_test_close_game_window (c.window, settings);
    }
  g_settings_reset (settings, "coach");
}

static gboolean
panel_says (MjWindow   *window,
            const char *words)
{
  GtkWidget *panel = find_type (GTK_WIDGET (window), MJ_TYPE_TABLE_PANEL);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect (panel, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (strstr (adw_action_row_get_subtitle (rows->pdata[i]) != NULL ? adw_action_row_get_subtitle (rows->pdata[i]) : "",
                words) != NULL)
      return TRUE;
  return FALSE;
}

/* The seats whose tally sticks the table shows beside their plates, a bit each, as the
 * table draws them now; @points: (out): the points each seat's sticks come to. */
static guint
table_sticks (MjWindow *window,
              int       points[4])
{
  MjTableView *table = gui_test_table (window);
  const MjDrawnItem *items;
  guint n, seats = 0;

  gtk_widget_queue_draw (GTK_WIDGET (table));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table));
  items = _mj_table_view_get_drawn (table, &n);
  for (guint seat = 0; seat < 4; seat++)
    points[seat] = 0;
  for (guint i = 0; i < n; i++)
    if (items[i].part == MJ_DRAWN_STICKS)
      seats |= 1u << items[i].seat;
    else if (items[i].part == MJ_DRAWN_STICKS_GROUP && items[i].index < MJ_TALLY_N_KINDS)
      points[items[i].seat] += (int) items[i].face * mj_tally_values[items[i].index];
  return seats;
}

/* Each player's sticks on the table are the match's points, and each seat says them. */
static void
assert_table_sticks (MjWindow *window)
{
  MjTableView *table = gui_test_table (window);
  MjMatch *match = gui_test_match (window);
  int drawn[4];

  g_assert_true (mj_table_view_get_tallies (table));
  g_assert_cmpuint (table_sticks (window, drawn), ==, 0xf);
  _mj_table_view_a11y_update (table);
  for (guint seat = 0; seat < 4; seat++)
    {
      guint counts[MJ_TALLY_N_KINDS];
      int balance = mj_match_get_balance (match, seat);
      int rest = mj_tally_split (balance, counts);
      g_autofree char *said = _mj_table_view_describe_sticks (balance);
      GtkWidget *group = table->a11y_seats[(seat + 4 - mj_table_view_get_human_seat (table)) % 4];

      g_assert_cmpint (mj_table_view_get_points (table, seat), ==, balance);
      g_assert_cmpint (drawn[seat], ==, balance > 0 ? balance - rest : 0);
      g_assert_cmpstr (mj_table_view_item_get_description (MJ_TABLE_VIEW_ITEM (group)), ==, said);
    }
}

/* Stage 6 keeps the points in tallies: the panel shows each player's sticks, and so does
 * the table beside each plate, changed when a hand is won; under other rules, when the
 * person asks for them in Preferences. */
static void
test_learn_tallies (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  static const char * const start = "2 × 500, 9 × 100, 8 × 10, 10 × 2";
  MjWindow *window;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1280, 900);
  mj_window_start_match (window, "bmja-stage6", 3);
  iterate ();
  g_assert_true (panel_says (window, start));
  assert_table_sticks (window);
  {
    g_autofree char *said = _mj_table_view_describe_sticks (2000);
    g_autofree char *words = g_strconcat ("2000 points in sticks: ", start, NULL);

    /* as the panel says them (and the number as the locale, C here, writes it) */
    g_assert_cmpstr (said, ==, words);
  }
  /* hands played until one is won: each payment told in sticks; nobody pays on a draw */
  for (guint32 seed = 3; ; seed++)
    {
      MjHandSummary *summary;
      const MjGameResult *r;

      if (seed > 3)
        mj_window_start_match (window, "bmja-stage6", seed);
      summary = gui_test_play_to_summary (window, NULL, NULL);
      r = mj_game_get_result (mj_match_get_game (gui_test_match (window)));
      g_test_message ("seed %u: the stage 6 hand went to seat %d", seed, r->winner);
      g_assert_true (shows_label_containing (GTK_WIDGET (summary), " in sticks: ") == (r->winner >= 0));
      if (r->winner >= 0)
        save_screenshot (GTK_WIDGET (summary), "screenshot-learn-tallies-paid.png");
      gtk_window_destroy (GTK_WINDOW (summary));
      /* the sticks have changed hands on the table too */
      assert_table_sticks (window);
      if (r->winner >= 0)
        {
          g_assert_cmpint (mj_table_view_get_points (gui_test_table (window), (guint) r->winner), >, 2000);
          save_screenshot (GTK_WIDGET (window), "screenshot-learn-tallies-table.png");
        }
      if (r->winner >= 0)
        break;
      g_assert_cmpuint (seed, <, 12);
    }

  mj_window_start_match (window, "bmja", 3);
  iterate ();
  g_assert_false (panel_says (window, "× 500"));
  g_settings_set_boolean (settings, "tallies", TRUE);
  iterate ();
  g_assert_true (panel_says (window, "× 500"));
  save_screenshot (GTK_WIDGET (window), "screenshot-learn-tallies.png");
  g_settings_reset (settings, "tallies");
  gui_test_close_game_window (window, settings);
}

/* Practice: ten questions on hands dealt at random, answered by clicking the tiles; the
 * running accuracy kept and shown, the weakest kinds first, and the day's charted. */
static void
test_learn_practice (void)
{
  MjLearnWindow *window = learn_window ();
  g_autoptr(MjRuleset) ruleset = NULL;
  GtkWidget *row, *view, *chart;
  const MjLesson *lesson;

  g_assert_true (shows_label (GTK_WIDGET (window), "Practice"));
  row = find_row (GTK_WIDGET (window), "Which Tile to Discard");
  g_assert_nonnull (row);
  g_assert_true (shows_label (GTK_WIDGET (window), "Not practised yet"));
  /* no chart before anything is practised */
  g_assert_null (find_type (GTK_WIDGET (window), MJ_TYPE_ACCURACY_CHART));
  g_signal_emit_by_name (row, "activated");
  iterate ();
  view = find_type (GTK_WIDGET (window), MJ_TYPE_DRILL_VIEW);
  g_assert_nonnull (view);
  g_assert_true (shows_label (view, "Question 1 of 10"));

  /* the questions are the practice's own: answered as the game would, the first one wrong */
  lesson = mj_learn_window_get_taking (window);
  g_assert_nonnull (lesson);
  ruleset = mj_lesson_get_ruleset (lesson, NULL);
  for (guint i = 0; i < lesson->items->len; i++)
    {
      const MjLessonItem *item = lesson->items->pdata[i];
      MjDrillAnswer solved;
      MjTile pick = MJ_TILE_NONE;

      g_assert_true (mj_drill_solve (item, ruleset, &solved, NULL));
      for (guint t = 0; t < MJ_N_PLAY_KINDS && pick == MJ_TILE_NONE; t++)
        if (item->hand.concealed[t] > 0 &&
            ((solved.tiles & (G_GUINT64_CONSTANT (1) << t)) != 0) == (i > 0))
          pick = (MjTile) t;
      g_assert_cmpint (pick, !=, MJ_TILE_NONE);
      click (gui_test_find (view, gui_test_has_tooltip, mj_tile_get_name (pick)));
      g_assert_true (shows_label_containing (view, i > 0 ? "Right" : "Not quite"));
      if (i == 0)
        save_screenshot (GTK_WIDGET (window), "screenshot-learn-practice.png");
      click (find_button (view, i + 1 < lesson->items->len ? "_Next Question" : "_Finish"));
    }
  mj_test_wait_until (map_shown, window, 20, "the map after practice");
  g_assert_true (shows_label (GTK_WIDGET (window), "9 of 10 right (90%)"));
  /* the day's accuracy charted, and said */
  chart = find_type (GTK_WIDGET (window), MJ_TYPE_ACCURACY_CHART);
  g_assert_nonnull (chart);
  g_assert_cmpuint (mj_accuracy_chart_get_n_series (MJ_ACCURACY_CHART (chart)), ==, 1);
  g_assert_cmpuint (mj_accuracy_chart_get_n_points (MJ_ACCURACY_CHART (chart)), ==, 1);
  g_assert_cmpstr (mj_accuracy_chart_get_summary (MJ_ACCURACY_CHART (chart)), ==, "Which Tile to Discard: 90% today");
  save_screenshot (GTK_WIDGET (window), "screenshot-learn-practice-chart.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A progress file that cannot be read is said in a toast, not fatal: the map shows the
 * course afresh. */
static void
test_learn_damaged_progress (void)
{
  g_autofree char *path = mj_progress_get_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  MjLearnWindow *window;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "[first-mahjong]\nstars=lots\n", -1, NULL));
  window = learn_window ();
  g_assert_true (shows_label_containing (GTK_WIDGET (window), "could not be read"));
  g_assert_true (map_shown (window));
  g_assert_null (gui_test_find (GTK_WIDGET (window), gui_test_has_tooltip, "2 stars of 3"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/learn/first-deal", test_learn_first_deal);
  g_test_add_func ("/gui/learn/drill", test_learn_drill);
  g_test_add_func ("/gui/learn/coached", test_learn_coached);
  g_test_add_func ("/gui/learn/coach-preference", test_learn_coach_preference);
  g_test_add_func ("/gui/learn/tallies", test_learn_tallies);
  g_test_add_func ("/gui/learn/practice", test_learn_practice);
  g_test_add_func ("/gui/learn/damaged-progress", test_learn_damaged_progress);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
