/* test-history-window.c: the score sheet and the score history windows on a seeded match
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-balance-chart.h"
#include "mj-hand-json.h"
#include "mj-history-recorder.h"
#include "mj-history-window.h"
#include "mj-list-cells.h"
#include "mj-ai-player.h"
#include "mj-score-sheet-window.h"
#include "mj-test-gui.h"

static char *data_home;

static const char *names[4] = { "Alice", "Bob", "Computer West", "Computer North" };

/* Helpers */

static MjHistory *
open_history (const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_home, file, NULL);
  MjHistory *history = mj_history_open (path, &error);

  g_assert_no_error (error);
  return history;
}

/* A match of computer players, seeded, recorded into @history as it is played; @follow
 * sees it before it runs. */
static gint64
play_match (MjHistory *history,
            guint      max_hands,
            gint64     ids[4],
            void     (*follow) (MjMatch *match, gint64 id, gpointer data),
            gpointer   data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", &error);
  g_autoptr(MjMatch) match = NULL;
  g_autoptr(MjHistoryRecorder) recorder = NULL;

  g_assert_no_error (error);
  match = mj_match_new (ruleset, 2026, 0);
  for (guint seat = 0; seat < 4; seat++)
    {
      /* beginners: quick, and unlike random players they go out now and then */
      g_autoptr(MjAiPlayer) player = mj_ai_player_new (MJ_AI_LEVEL_BEGINNER, seat + 11);

      ids[seat] = mj_history_ensure_player (history, names[seat], seat >= 2, &error);
      g_assert_no_error (error);
      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  mj_match_set_silent (match, TRUE);
  mj_match_set_max_hands (match, max_hands);
  recorder = mj_history_recorder_new (history, match, MJ_HISTORY_PLACE_SCREEN, ids, &error);
  g_assert_no_error (error);
  if (follow != NULL)
    follow (match, mj_history_recorder_get_match_id (recorder), data);
  mj_match_run (match);
  g_assert_true (mj_match_is_finished (match));
  g_assert_null (mj_history_recorder_get_error (recorder));
  return mj_history_recorder_get_match_id (recorder);
}

static GPtrArray *
stored_hands (MjHistory *history,
              gint64     match)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *hands = mj_history_get_match_hands (history, match, &error);

  g_assert_no_error (error);
  return hands;
}

/* Tests */

static void
test_score_sheet (void)
{
  g_autoptr(MjHistory) history = open_history ("sheet.db");
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GPtrArray) balances = g_ptr_array_new ();
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  MjScoreSheetWindow *sheet;
  MjBalanceChart *chart;
  GListModel *rows;
  gint64 ids[4];
  gint64 match;
  guint checked = 0;

  match = play_match (history, 8, ids, NULL, NULL);
  hands = stored_hands (history, match);
  g_assert_cmpuint (hands->len, ==, 8);

  sheet = mj_score_sheet_window_new (NULL, history, match);
  g_object_ref (sheet);
  gtk_window_present (GTK_WINDOW (sheet));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (sheet));

  /* one row a hand, each with the hand's stored running totals */
  rows = mj_score_sheet_window_get_rows (sheet);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, hands->len);
  for (guint i = 0; i < hands->len; i++)
    {
      g_autoptr(MjScoreSheetRow) row = g_list_model_get_item (rows, i);
      const MjHistoryHand *shown = mj_score_sheet_row_get_hand (row);
      const MjHistoryHand *stored = hands->pdata[i];

      g_assert_cmpuint (shown->number, ==, stored->number);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_assert_cmpint (shown->balance[seat], ==, stored->balance[seat]);
          g_assert_cmpint (shown->totals[seat], ==, stored->totals[seat]);
          g_assert_nonnull (strstr (mj_score_sheet_row_get_explanation (row, seat), names[seat]));
        }
      /* the winner's score is explained line by line */
      if (stored->winner >= 0)
        {
          g_autofree char *lines = mj_score_json_describe (stored->score_json[stored->winner]);

          g_assert_nonnull (lines);
        }
    }

  /* the running totals on the screen are the stored ones */
  collect (GTK_WIDGET (sheet), GTK_TYPE_LABEL, balances);
  for (guint i = 0; i < balances->len; i++)
    {
      GtkWidget *label = balances->pdata[i];
      guint number = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "mj-hand-number"));
      guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "mj-seat"));
      g_autofree char *expected = NULL;

      if (!gtk_widget_has_css_class (label, "sheet-balance") || number == 0 || !gtk_widget_get_mapped (label))
        continue;
      g_assert_cmpuint (number, <=, hands->len);
      expected = mj_format_signed (((MjHistoryHand *) hands->pdata[number - 1])->balance[seat]);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
      checked++;
    }
  g_test_message ("%u running totals checked on the screen", checked);
  g_assert_cmpuint (checked, >=, 4 * 4);

  /* the chart: four lines, from 0 through each hand's balance */
  chart = MJ_BALANCE_CHART (mj_score_sheet_window_get_chart (sheet));
  g_assert_cmpuint (mj_balance_chart_get_n_series (chart), ==, 4);
  g_assert_cmpuint (mj_balance_chart_get_n_points (chart), ==, hands->len + 1);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpfloat (mj_balance_chart_get_value (chart, seat, 0), ==, 0);
      g_assert_cmpfloat (mj_balance_chart_get_value (chart, seat, hands->len), ==,
                         ((MjHistoryHand *) hands->pdata[hands->len - 1])->balance[seat]);
    }

  /* a hand selected: its explanation in the panel */
  collect (GTK_WIDGET (sheet), GTK_TYPE_COLUMN_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  gtk_selection_model_select_item (gtk_column_view_get_model (views->pdata[0]), 2, TRUE);
  /* ... and in the chart: the third hand is its point 3 */
  g_assert_cmpint (mj_balance_chart_get_selected (chart), ==, 3);
  save_screenshot (GTK_WIDGET (sheet), "screenshot-score-sheet.png");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (GTK_WIDGET (sheet), "screenshot-score-sheet-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (sheet));
  g_assert_finalize_object (sheet);
}

/* The window opens on the match once the history has begun it, before its first hand. */
static void
follow_cb (MjMatch  *match,
           gint64    id,
           gpointer  data)
{
  MjHistory *history = data;
  MjScoreSheetWindow *sheet = mj_score_sheet_window_new (NULL, history, id);

  g_object_set_data_full (G_OBJECT (history), "sheet", g_object_ref (sheet), g_object_unref);
  g_assert_cmpuint (g_list_model_get_n_items (mj_score_sheet_window_get_rows (sheet)), ==, 0);
  mj_score_sheet_window_follow_match (sheet, match);
  gtk_window_present (GTK_WINDOW (sheet));
  /* a match not over is "unfinished", as the history's list says it */
  g_assert_true (g_str_has_suffix (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (find_type (GTK_WIDGET (sheet),
                                                                                              ADW_TYPE_WINDOW_TITLE))),
                                   " · unfinished"));
}

/* A sheet opened on the match being played fills in as hands are recorded. */
static void
test_score_sheet_live (void)
{
  g_autoptr(MjHistory) history = open_history ("live.db");
  MjScoreSheetWindow *sheet;
  gint64 ids[4];
  gint64 match;

  match = play_match (history, 3, ids, follow_cb, history);
  sheet = g_object_ref (g_object_get_data (G_OBJECT (history), "sheet"));
  g_object_set_data (G_OBJECT (history), "sheet", NULL);
  g_assert_cmpint (mj_score_sheet_window_get_match_id (sheet), ==, match);
  iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (mj_score_sheet_window_get_rows (sheet)), ==, 3);

  gtk_window_destroy (GTK_WINDOW (sheet));
  g_assert_finalize_object (sheet);
}

static gboolean
lists_match (MjHistoryWindow *window,
             gint64           match)
{
  GListModel *matches = mj_history_window_get_matches (window);

  for (guint i = 0; i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(MjHistoryMatchItem) item = g_list_model_get_item (matches, i);

      if (mj_history_match_item_get_match (item)->id == match)
        return TRUE;
    }
  return FALSE;
}

static AdwMessageDialog *
find_dialog (void)
{
  GList *windows = gtk_window_list_toplevels ();
  AdwMessageDialog *found = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (windows);
  return found;
}

/* Whether a group under @root is titled @title. */
static gboolean
shows_group (GtkWidget  *root,
             const char *title)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();

  collect (root, ADW_TYPE_PREFERENCES_GROUP, groups);
  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (groups->pdata[i]), title) == 0)
      return TRUE;
  return FALSE;
}

static void
test_history_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjHistory) history = open_history ("history.db");
  g_autoptr(MjHistory) empty_history = open_history ("empty.db");
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();
  g_autoptr(GPtrArray) stacks = g_ptr_array_new ();
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistoryMatch) deleted = NULL;
  g_autofree char *expected = NULL;
  MjHistoryWindow *window;
  MjHistoryWindow *empty;
  AdwMessageDialog *dialog;
  GtkWidget *label;
  gint64 ids[4];
  gint64 match;
  gint64 nobody;
  guint won = 0;
  gboolean shown_empty = FALSE;

  /* no matches: the empty state */
  empty = mj_history_window_new (NULL, empty_history);
  g_object_ref (empty);
  gtk_window_present (GTK_WINDOW (empty));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (empty));
  collect (GTK_WIDGET (empty), ADW_TYPE_STATUS_PAGE, pages);
  for (guint i = 0; i < pages->len; i++)
    shown_empty |= gtk_widget_get_mapped (pages->pdata[i]);
  g_assert_true (shown_empty);
  save_screenshot (GTK_WIDGET (empty), "screenshot-history-empty.png");
  gtk_window_destroy (GTK_WINDOW (empty));
  g_assert_finalize_object (empty);

  match = play_match (history, 8, ids, NULL, NULL);
  hands = stored_hands (history, match);
  /* someone of the family who has not played yet */
  nobody = mj_history_ensure_player (history, "Dora", FALSE, &error);
  g_assert_no_error (error);

  window = mj_history_window_new (NULL, history);
  g_object_ref (window);
  /* tall enough for the whole players page in its screenshot */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 960);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (lists_match (window, match));
  g_assert_cmpuint (g_list_model_get_n_items (mj_history_window_get_matches (window)), ==, 1);
  g_assert_cmpuint (mj_history_window_get_n_rows_shown (window), ==, 1);
  save_screenshot (GTK_WIDGET (window), "screenshot-history-matches.png");

  /* the player filter: Dora's matches (none: no rows shown), Bob's, everybody's */
  mj_history_window_filter_player (window, nobody);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpuint (g_list_model_get_n_items (mj_history_window_get_matches (window)), ==, 0);
  g_assert_cmpuint (mj_history_window_get_n_rows_shown (window), ==, 0);
  mj_history_window_filter_player (window, ids[1]);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (lists_match (window, match));
  g_assert_cmpuint (mj_history_window_get_n_rows_shown (window), ==, 1);
  mj_history_window_filter_player (window, 0);
  g_assert_cmpuint (g_list_model_get_n_items (mj_history_window_get_matches (window)), ==, 1);

  /* delete: asked first, then gone, then back with "Undo" */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "history.delete-match", "x", match));
  iterate ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (lists_match (window, match));
  adw_message_dialog_response (dialog, "delete");
  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();
  g_assert_false (lists_match (window, match));
  deleted = mj_history_get_match (history, match, &error);
  g_assert_no_error (error);
  g_assert_cmpint (deleted->deleted, >, 0);
  save_screenshot (GTK_WIDGET (window), "screenshot-history-deleted.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "history.undo-delete", "x", match));
  iterate ();
  g_assert_true (lists_match (window, match));

  /* the players page: Bob's hands won, counted from the stored hands */
  for (guint i = 0; i < hands->len; i++)
    won += ((MjHistoryHand *) hands->pdata[i])->winner == 1;
  g_test_message ("Bob won %u hands of %u", won, hands->len);
  g_assert_cmpuint (won, >, 0);
  mj_history_window_show_player (window, ids[1]);
  iterate ();
  label = find_named (GTK_WIDGET (window), "stat-hands");
  g_assert_nonnull (label);
  expected = g_strdup_printf ("%u, won %u", hands->len, won);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
  collect (GTK_WIDGET (window), ADW_TYPE_EXPANDER_ROW, expanders);
  g_assert_cmpuint (expanders->len, ==, 1);
  adw_expander_row_set_expanded (expanders->pdata[0], TRUE);
  save_screenshot (GTK_WIDGET (window), "screenshot-history-players.png");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (GTK_WIDGET (window), "screenshot-history-players-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* head to head: the person first, against another player */
  collect (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK, stacks);
  g_assert_cmpuint (stacks->len, ==, 1);
  adw_view_stack_set_visible_child_name (stacks->pdata[0], "head-to-head");
  iterate ();
  /* (read when the page is shown) Alice is the first of the people: the person's name,
   * the login name, is not in this history */
  g_assert_true (shows_group (GTK_WIDGET (window), "Alice against Bob"));
  save_screenshot (GTK_WIDGET (window), "screenshot-history-head-to-head.png");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);

  /* Bob at the screen: head to head starts with him */
  g_settings_set_string (settings, "player-name", "Bob");
  window = mj_history_window_new (NULL, history);
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_ptr_array_set_size (stacks, 0);
  collect (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK, stacks);
  adw_view_stack_set_visible_child_name (stacks->pdata[0], "head-to-head");
  iterate ();
  g_assert_true (shows_group (GTK_WIDGET (window), "Bob against Alice"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  g_settings_reset (settings, "player-name");
}

/* Numbers in the windows are written with a real minus sign below zero, never the
 * hyphen-minus; a spin button shows it too, and reads it typed either way. */
static void
test_numbers (void)
{
  static const struct { gint64 value; const char *number; const char *signed_number; } cases[] = {
    { 0, "0", "0" },
    { 96, "96", "+96" },
    { -32, "\u221232", "\u221232" },
    { -1, "\u22121", "\u22121" },
    { G_MININT64, "\u22129223372036854775808", "\u22129223372036854775808" },
  };
  GtkWidget *spin;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *number = mj_format_number (cases[i].value);
      g_autofree char *signed_number = mj_format_signed (cases[i].value);

      g_assert_cmpstr (number, ==, cases[i].number);
      g_assert_cmpstr (signed_number, ==, cases[i].signed_number);
      g_assert_null (strchr (number, '-'));
    }

  spin = g_object_ref_sink (gtk_spin_button_new_with_range (-5, 100, 1));
  mj_spin_button_show_minus_sign (GTK_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), -1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "\u22121");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 12);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "12");
  gtk_editable_set_text (GTK_EDITABLE (spin), "\u22123");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, -3);
  gtk_editable_set_text (GTK_EDITABLE (spin), "-4");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, -4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "\u22124");
  g_object_unref (spin);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);

  g_test_add_func ("/gui/history/score-sheet", test_score_sheet);
  g_test_add_func ("/gui/history/score-sheet-live", test_score_sheet_live);
  g_test_add_func ("/gui/history/history-window", test_history_window);
  g_test_add_func ("/gui/history/numbers", test_numbers);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_free (data_home);
  return ret;
}
