/* test-keep-window.c: a match closed mid-hand is kept, and continued from the front page
 * exactly as it was; a match played to its end shows its standings and another follows
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-game-json.h"
#include "mj-history-window.h"
#include "mj-saves.h"
#include "mj-standings-page.h"
#include "mj-table-panel.h"
#include "mj-welcome-page.h"
#include "mj-test-gui.h"

static MjApplication *app;

static gboolean
person_asked (gpointer window)
{
  return mj_window_get_session (window) != NULL && gui_test_human (window) != NULL &&
         mj_human_player_get_decision (gui_test_human (window)) != NULL;
}

static char *
game_text (MjWindow *window)
{
  g_autoptr(JsonNode) node = mj_game_to_json (mj_match_get_game (gui_test_match (window)));

  return json_to_string (node, TRUE);
}

/* What the person sees of their own rack, tile by tile. */
static char *
rack_text (MjWindow *window)
{
  MjTableView *table = gui_test_table (window);
  GString *text = g_string_new (NULL);
  guint n = 0;

  mj_table_view_get_rack_tile (table, 0, &n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s ", mj_tile_to_string (mj_table_view_get_rack_tile (table, i, &n)));
  return g_string_free (text, FALSE);
}

static GPtrArray *
list_saves (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = mj_saves_get_default_dir ();
  GPtrArray *saves = mj_saves_list (dir, &error);

  g_assert_no_error (error);
  return saves;
}

/* Plays @n of the person's decisions, then waits until they are asked again. */
static void
play_decisions (MjWindow *window,
                guint     n)
{
  for (guint i = 0; i < n; i++)
    {
      mj_test_wait_until (person_asked, window, 20, "the person to be asked");
      gui_test_answer (window, mj_human_player_get_decision (gui_test_human (window)));
      iterate ();
      /* a hand over: the next one */
      if (find_toplevel (MJ_TYPE_HAND_SUMMARY) != NULL)
        {
          destroy_toplevels (MJ_TYPE_HAND_SUMMARY);
          g_action_group_activate_action (G_ACTION_GROUP (window), "next-hand", NULL);
        }
    }
  mj_test_wait_until (person_asked, window, 20, "the person to be asked");
}

/* The side panel's log of the hand, its rows in order, one a line. */
static char *
log_text (MjWindow *window)
{
  GtkWidget *panel = find_type (GTK_WIDGET (window), MJ_TYPE_TABLE_PANEL);
  GtkWidget *log = panel != NULL ? find_named (panel, "log") : NULL;
  GString *text = g_string_new (NULL);
  GtkListBoxRow *row;

  g_assert_true (GTK_IS_LIST_BOX (log));
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (log), i)) != NULL; i++)
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))));
  return g_string_free (text, FALSE);
}

/* Closed in the middle of a hand, the match is saved without a question; the next window
 * says it was kept and offers it on its front page; Continue puts back every tile. */
static void
test_keep_quit_and_continue (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) saves = NULL;
  g_autofree char *before = NULL;
  g_autofree char *rack_before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *rack_after = NULL;
  g_autofree char *log_before = NULL;
  g_autofree char *log_after = NULL;
  int last_discarder;
  g_autofree char *describe = NULL;
  g_autofree char *path = NULL;
  const MjSaveInfo *info;
  GtkWidget *page, *button;
  MjWindow *window;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (window, "bmja", 41);
  play_decisions (window, 12);
  before = game_text (window);
  rack_before = rack_text (window);
  log_before = log_text (window);
  g_assert_nonnull (strstr (log_before, " discards "));
  last_discarder = mj_table_view_get_last_discarder (gui_test_table (window));
  g_assert_cmpint (last_discarder, >=, 0);
  save_screenshot (GTK_WIDGET (window), "screenshot-keep-before.png");

  /* the window closes as a person closes it: no question, the match kept */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 1);
  info = saves->pdata[0];
  g_assert_null (info->problem);
  g_assert_false (info->finished);
  describe = mj_save_info_describe (info);
  path = g_strdup (info->path);
  g_test_message ("kept: %s", describe);
  g_assert_true (g_str_has_prefix (describe, "British"));
  {
    g_autofree char *kept = g_settings_get_string (settings, "kept-match");

    g_assert_cmpstr (kept, ==, path);
  }

  /* launched again: the front page offers it */
  window = gui_test_game_window (app, 1024, 720);
  page = find_type (GTK_WIDGET (window), MJ_TYPE_WELCOME_PAGE);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_get_mapped (page));
  g_assert_true (shows_label (page, describe));
  g_assert_true (shows_label (page, "Unfinished matches"));
  g_assert_nonnull (find_button (page, "Start _Another Match"));
  button = find_button (page, "_Continue");
  g_assert_nonnull (button);
  save_screenshot (GTK_WIDGET (window), "screenshot-keep-front.png");
  {
    g_autofree char *kept = g_settings_get_string (settings, "kept-match");

    g_assert_cmpstr (kept, ==, "");
  }

  /* Continue: the same tiles everywhere, the person asked the same */
  g_signal_emit_by_name (button, "clicked");
  mj_test_wait_until (person_asked, window, 20, "the person to be asked again");
  after = game_text (window);
  rack_after = rack_text (window);
  g_assert_cmpstr (rack_after, ==, rack_before);
  g_assert_cmpstr (after, ==, before);
  /* the panel tells the hand as far as it was played */
  log_after = log_text (window);
  g_assert_cmpstr (log_after, ==, log_before);
  g_assert_cmpint (mj_table_view_get_last_discarder (gui_test_table (window)), ==, last_discarder);
  save_screenshot (GTK_WIDGET (window), "screenshot-keep-after.png");

  /* it plays on, and the save follows */
  play_decisions (window, 3);
  gui_test_close_game_window (window, settings);
  g_clear_pointer (&saves, g_ptr_array_unref);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 1);
  g_assert_cmpstr (((MjSaveInfo *) saves->pdata[0])->path, ==, path);
  g_assert_true (mj_saves_remove (path, NULL));
}

static gboolean
standings_shown (gpointer window)
{
  GtkWidget *page = find_type (GTK_WIDGET (window), MJ_TYPE_STANDINGS_PAGE);

  return page != NULL && gtk_widget_get_mapped (page);
}

/* A match played to its end: its standings, no save left, the history finished; New Match
 * seats the same players under the same rules; Close goes back to the front page. */
static void
test_keep_match_to_end (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) saves = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  g_autoptr(GError) error = NULL;
  MjTableSession *first;
  MjWindow *window;
  GtkWidget *page;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (window, "hong-kong", 12);
  mj_match_set_max_hands (gui_test_match (window), 2);
  first = g_object_ref (mj_window_get_session (window));

  for (guint hands = 0; hands < 2; hands++)
    {
      MjHandSummary *summary = gui_test_play_to_summary (window, NULL, NULL);

      g_assert_nonnull (summary);
      /* closed without its button: the bar under the table still leads on */
      gtk_window_destroy (GTK_WINDOW (summary));
      iterate ();
      g_assert_nonnull (find_button (GTK_WIDGET (gui_test_action_bar (window)),
                                     hands == 1 ? "_Final Standings" : "_Next Hand"));
      g_signal_emit_by_name (find_button (GTK_WIDGET (gui_test_action_bar (window)),
                                          hands == 1 ? "_Final Standings" : "_Next Hand"), "clicked");
      iterate ();
    }

  mj_test_wait_until (standings_shown, window, 20, "the standings");
  page = find_type (GTK_WIDGET (window), MJ_TYPE_STANDINGS_PAGE);
  g_assert_true (shows_label_containing (page, "1. "));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "end-match"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "new-game"));
  save_screenshot (GTK_WIDGET (window), "screenshot-keep-standings.png");

  /* no save left, the match finished in the history */
  iterate ();
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);
  matches = mj_history_list_matches (mj_window_get_history (window), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (matches->len, >, 0);
  g_assert_cmpuint (((MjHistoryMatch *) matches->pdata[0])->n_hands, ==, 2);
  g_assert_cmpint (((MjHistoryMatch *) matches->pdata[0])->finished, >, 0);

  /* New Match: the same players and rules, a match of its own */
  g_signal_emit_by_name (find_button (page, "_New Match"), "clicked");
  mj_test_wait_until (person_asked, window, 20, "the new match to ask the person");
  g_assert_true (mj_window_get_session (window) != first);
  g_assert_cmpstr (mj_ruleset_get_id (mj_table_session_get_ruleset (mj_window_get_session (window))), ==,
                   mj_ruleset_get_id (mj_table_session_get_ruleset (first)));
  g_assert_cmpstr (mj_table_session_get_name (mj_window_get_session (window), 0), ==,
                   mj_table_session_get_name (first, 0));
  g_assert_false (mj_match_is_finished (gui_test_match (window)));

  /* ended on purpose, then closed: back to the front page */
  mj_table_session_end_match (mj_window_get_session (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "close-match", NULL);
  iterate ();
  g_assert_true (gtk_widget_get_mapped (find_type (GTK_WIDGET (window), MJ_TYPE_WELCOME_PAGE)));
  g_clear_pointer (&saves, g_ptr_array_unref);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);

  g_object_unref (first);
  gui_test_close_game_window (window, settings);
}

/* An unfinished match kept in a save has a Continue button in the score history, which
 * puts it back on the table; a finished one has none. */
static void
test_keep_history_continue (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) saves = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GtkWindow *history;
  GtkWidget *button;
  MjWindow *window;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (window, "dmjl", 77);
  play_decisions (window, 5);
  before = game_text (window);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 1);

  window = gui_test_game_window (app, 1024, 720);
  g_action_group_activate_action (G_ACTION_GROUP (app), "history", NULL);
  iterate ();
  history = find_toplevel (MJ_TYPE_HISTORY_WINDOW);
  g_assert_nonnull (history);
  button = find_button (GTK_WIDGET (history), "_Continue");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  save_screenshot (GTK_WIDGET (history), "screenshot-keep-history.png");
  g_signal_emit_by_name (button, "clicked");
  mj_test_wait_until (person_asked, window, 20, "the person to be asked again");
  after = game_text (window);
  g_assert_cmpstr (after, ==, before);

  gtk_window_destroy (history);
  /* ended on purpose: finished in the history, nothing left to continue */
  mj_table_session_end_match (mj_window_get_session (window));
  iterate ();
  g_clear_pointer (&saves, g_ptr_array_unref);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);
  gui_test_close_game_window (window, settings);
}

/* A damaged save is not offered: it is moved aside and the person told. */
static void
test_keep_damaged (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autofree char *path = g_build_filename (dir, "table-damaged.json", NULL);
  g_autofree char *aside = g_build_filename (dir, "kept-aside", "table-damaged.json", NULL);
  g_autoptr(GPtrArray) saves = NULL;
  MjWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{ \"format\": 1, \"kind\": \"table\"", -1, NULL));

  window = gui_test_game_window (app, 1024, 720);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_null (find_button (GTK_WIDGET (window), "_Continue"));
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);
  gui_test_close_game_window (window, settings);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/keep/quit-and-continue", test_keep_quit_and_continue);
  g_test_add_func ("/gui/keep/match-to-end", test_keep_match_to_end);
  g_test_add_func ("/gui/keep/history-continue", test_keep_history_continue);
  g_test_add_func ("/gui/keep/damaged", test_keep_damaged);

  ret = g_test_run ();
  g_clear_object (&app);
  gui_test_remove_tree (data_home);
  return ret;
}
