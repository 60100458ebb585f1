/* test-table-panel.c: the table keeps its place, the side panel folds and tells the hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seeded matches are played through the window. The table view's allocation is read on
 * every decision of the person, once the hand is over, and on another player's turn (that
 * player held in its turn by a pause longer than any test), and must never change. The
 * side panel folds away at 800 × 600 and opens over the table, and lies beside it at
 * 1280 × 900. What the panel says is read against the game: the discards in its list,
 * named with their tiles, the round, the hand and the dealer after a new hand, the points,
 * and every player named one way, never in doubled brackets.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-ai-level.h"
#include "mj-ai-player.h"
#include "mj-application.h"
#include "mj-player-names.h"
#include "mj-table-panel.h"
#include "mj-test-gui.h"

static MjApplication *app;

/* A computer player's pause on its turn that no test waits out. */
#define HELD_MS (3600u * 1000u)

/* Helpers */

static void
wait_for_draw (GtkWidget *widget)
{
  iterate ();
  gtk_test_widget_wait_for_draw (widget);
}

static MjTablePanel *
find_panel (MjWindow *window)
{
  GtkWidget *panel = find_type (GTK_WIDGET (window), MJ_TYPE_TABLE_PANEL);

  g_assert_nonnull (panel);
  return MJ_TABLE_PANEL (panel);
}

static AdwFlap *
find_flap (MjWindow *window)
{
  GtkWidget *flap = find_type (GTK_WIDGET (window), ADW_TYPE_FLAP);

  g_assert_nonnull (flap);
  return ADW_FLAP (flap);
}

/* The width of the window's table page, the whole width of its content. */
static int
content_width (MjWindow *window)
{
  return gtk_widget_get_width (gtk_widget_get_parent (GTK_WIDGET (find_flap (window))));
}

static const char *
panel_text (MjWindow   *window,
            const char *name)
{
  GtkWidget *label = find_named (GTK_WIDGET (find_panel (window)), name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The rows of the panel's list of plays, the latest first. */
static GPtrArray *
log_rows (MjWindow *window)
{
  GtkWidget *log = find_named (GTK_WIDGET (find_panel (window)), "log");
  GPtrArray *rows = g_ptr_array_new ();

  g_assert_true (GTK_IS_LIST_BOX (log));
  for (int i = 0; gtk_list_box_get_row_at_index (GTK_LIST_BOX (log), i) != NULL; i++)
    g_ptr_array_add (rows, gtk_list_box_get_row_at_index (GTK_LIST_BOX (log), i));
  return rows;
}

static const char *
row_text (GtkWidget *row)
{
  GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

typedef struct
{
  int width;
  int height;
} Size;

static Size
table_size (MjWindow *window)
{
  GtkWidget *table = GTK_WIDGET (gui_test_table (window));

  wait_for_draw (GTK_WIDGET (window));
  return (Size) { gtk_widget_get_width (table), gtk_widget_get_height (table) };
}

/* The table view keeps its place: the person's turn, a claim, the end of a hand, another's
 * turn */

typedef struct
{
  MjWindow *window;
  Size      first;      /* on the person's first decision */
  guint     turns;
  guint     claims;
} Steady;

static void
check_steady (Steady     *steady,
              const char *when)
{
  Size now = table_size (steady->window);

  g_test_message ("table %d × %d %s", now.width, now.height, when);
  g_assert_cmpint (now.width, >, 0);
  g_assert_cmpint (now.width, ==, steady->first.width);
  g_assert_cmpint (now.height, ==, steady->first.height);
}

static void
steady_seen (const MjDecision *d,
             gpointer          data)
{
  Steady *steady = data;

  if (steady->first.width == 0)
    steady->first = table_size (steady->window);
  if (d->kind == MJ_DECISION_TURN)
    {
      g_assert_false (mj_action_bar_is_empty (gui_test_action_bar (steady->window)));
      check_steady (steady, "on the person's turn");
      steady->turns++;
    }
  else
    {
      check_steady (steady, "on a claim the person is asked");
      steady->claims++;
    }
}

typedef struct
{
  MjWindow *window;
  MjGame   *game;
} Other;

/* Another player's turn: nobody at the screen is asked, the bar is empty but for whose
 * turn it is. */
static gboolean
others_turn (gpointer data)
{
  Other *other = data;
  MjPhase phase = mj_game_get_phase (other->game);

  return mj_game_get_turn (other->game) != 0 &&
         (phase == MJ_PHASE_DRAWING || phase == MJ_PHASE_DISCARDING) &&
         gui_test_asking (other->window) == MJ_TABLE_SESSION_NO_SEAT &&
         mj_action_bar_is_empty (gui_test_action_bar (other->window));
}

static gboolean
person_turn (gpointer window)
{
  const MjDecision *d = gui_test_human (window) != NULL ? mj_human_player_get_decision (gui_test_human (window))
                                                         : NULL;

  if (d != NULL && d->kind != MJ_DECISION_TURN)
    gui_test_answer (window, d);
  return d != NULL && d->kind == MJ_DECISION_TURN;
}

static void
test_panel_table_steady (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Steady steady = { 0 };
  Other other = { 0 };
  MjTableSession *session;
  MjHandSummary *summary;
  MjGame *first_game;
  g_auto(GStrv) names = NULL;
  g_autofree char *status = NULL;
  int panel_width;

  gui_test_instant_play (settings);
  steady.window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (steady.window, "bmja", 21);
  mj_match_set_max_hands (gui_test_match (steady.window), 4);
  session = mj_window_get_session (steady.window);
  names = mj_player_names_for_all (session);

  /* a whole hand: every decision of the person, then the bar leading on to the next */
  first_game = mj_match_get_game (gui_test_match (steady.window));
  summary = gui_test_play_to_summary (steady.window, steady_seen, &steady);
  g_assert_cmpuint (steady.turns, >, 3);
  panel_width = gtk_widget_get_width (GTK_WIDGET (find_panel (steady.window)));
  g_assert_true (shows_label (GTK_WIDGET (gui_test_action_bar (steady.window)), "The hand is over"));
  check_steady (&steady, "once the hand is over");
  g_signal_emit_by_name (summary, "continue");
  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
  g_assert_true (mj_match_get_game (gui_test_match (steady.window)) != first_game);

  /* the next hand: the person discards, and the next player is held in its turn */
  mj_test_wait_until (person_turn, steady.window, 20, "the person's turn in the second hand");
  check_steady (&steady, "on the person's turn, second hand");
  for (guint seat = 1; seat < 4; seat++)
    mj_paced_player_set_delay (mj_table_session_get_paced (session, seat), HELD_MS, 0);
  gui_test_answer (steady.window, mj_human_player_get_decision (gui_test_human (steady.window)));

  other.window = steady.window;
  other.game = mj_match_get_game (gui_test_match (steady.window));
  mj_test_wait_until (others_turn, &other, 20, "another player's turn");
  check_steady (&steady, "on another player's turn");
  /* the bar says whose turn it is, quietly, and offers nothing */
  status = g_strdup_printf ("%s to play", names[mj_game_get_turn (other.game)]);
  g_assert_true (shows_label (GTK_WIDGET (gui_test_action_bar (steady.window)), status));
  g_assert_null (find_button (GTK_WIDGET (gui_test_action_bar (steady.window)), "Sort"));
  /* nor does the panel beside the table change its width */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (find_panel (steady.window))), ==, panel_width);
  save_screenshot (GTK_WIDGET (steady.window), "screenshot-others-turn.png");

  gui_test_close_game_window (steady.window, settings);
}

/* The side panel folds away on a narrow window */

static void
test_panel_folds (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_auto(GStrv) accels = NULL;
  MjWindow *window;
  AdwFlap *flap;
  GtkWidget *panel;
  GtkWidget *button;
  Size before, after;

  gui_test_instant_play (settings);

  /* 800 × 600: the table has the whole width, the panel is folded away */
  window = gui_test_game_window (app, 800, 600);
  mj_window_start_match (window, "hong-kong", 5);
  wait_for_draw (GTK_WIDGET (window));
  flap = find_flap (window);
  panel = GTK_WIDGET (find_panel (window));
  g_assert_cmpint (content_width (window), >, 780);
  g_assert_cmpint (content_width (window), <=, 800);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_widget_get_mapped (panel));
  before = table_size (window);
  g_assert_cmpint (before.width, ==, gtk_widget_get_width (GTK_WIDGET (flap)));
  g_assert_cmpint (before.width, ==, content_width (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-800x600.png");

  /* the header bar's button, F9 too, opens it over the table */
  button = gui_test_find (GTK_WIDGET (window), gui_test_has_tooltip, "Side Panel (F9)");
  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.show-panel");
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-panel");
  g_assert_cmpstr (accels[0], ==, "F9");
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-panel", NULL);
  wait_for_draw (GTK_WIDGET (window));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_true (gtk_widget_get_mapped (panel));
  g_assert_cmpint (gtk_widget_get_width (panel), >=, 280);
  after = table_size (window);
  g_assert_cmpint (after.width, ==, before.width);
  g_assert_cmpint (after.height, ==, before.height);
  save_screenshot (GTK_WIDGET (window), "screenshot-800x600-panel.png");

  /* and closes it again */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-panel", NULL);
  wait_for_draw (GTK_WIDGET (window));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  gui_test_close_game_window (window, settings);

  /* 1280 × 900: the panel lies beside the table */
  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1280, 900);
  mj_window_start_match (window, "hong-kong", 5);
  wait_for_draw (GTK_WIDGET (window));
  flap = find_flap (window);
  panel = GTK_WIDGET (find_panel (window));
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_get_mapped (panel));
  after = table_size (window);
  g_assert_cmpint (after.width, >=, 560);
  /* (and the line between them) */
  g_assert_cmpint (after.width + gtk_widget_get_width (panel), <, content_width (window));
  g_assert_cmpint (after.width + gtk_widget_get_width (panel), >=, content_width (window) - 2);
  save_screenshot (GTK_WIDGET (window), "screenshot-1280x900.png");
  gui_test_close_game_window (window, settings);
}

/* The window cannot be made smaller than a playable table. */
static void
test_panel_smallest (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  int min_width, min_height;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 360, 400);
  mj_window_start_match (window, "bmja", 3);
  wait_for_draw (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width, >=, 720);
  g_assert_cmpint (min_height, >=, 560);
  g_assert_cmpint (content_width (window), >=, 720);
  g_assert_true (adw_flap_get_folded (find_flap (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (gui_test_table (window))), >=, 720);
  gui_test_close_game_window (window, settings);
}

/* What the panel says */

typedef struct
{
  GPtrArray *discards;   /* "Name discards Tile", in order */
  char     **names;
} Plays;

static void
tile_discarded_cb (MjGame *game,
                   guint   seat,
                   guint   tile,
                   Plays  *plays)
{
  g_ptr_array_add (plays->discards, g_strdup_printf ("%s discards %s", plays->names[seat],
                                                     mj_tile_get_name ((MjTile) tile)));
}

/* No label of the panel writes a name in doubled brackets or the strength in brackets. */
static void
check_names (MjWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect (GTK_WIDGET (find_panel (window)), GTK_TYPE_LABEL, labels);
  g_assert_cmpuint (labels->len, >, 10);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_label (g_ptr_array_index (labels, i));

      g_assert_null (strstr (text, ") ("));
      g_assert_null (strstr (text, "(Standard)"));
      g_assert_null (strstr (text, "(Beginner)"));
      g_assert_null (strstr (text, "(Expert)"));
    }
}

static void
check_log (MjWindow *window,
           Plays    *plays)
{
  g_autoptr(GPtrArray) rows = log_rows (window);
  guint next = plays->discards->len;
  guint seen = 0;

  g_assert_cmpuint (rows->len, >, 0);
  g_assert_cmpuint (rows->len, <=, 20);
  /* the discards listed are the latest, the latest first, each named with its tile */
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const char *text = row_text (row);
      g_autofree char *label = NULL;

      /* a screen reader reads the row as it shows */
      label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text);
      g_assert_null (label);
      if (strstr (text, " discards ") == NULL)
        continue;
      g_assert_cmpuint (next, >, 0);
      g_assert_cmpstr (text, ==, g_ptr_array_index (plays->discards, --next));
      seen++;
    }
  g_assert_cmpuint (seen, >=, 4);
}

static gboolean
next_hand_dealt (gpointer data)
{
  MjWindow *window = data;
  guint n_records = 0;
  MjGame *game = mj_match_get_game (gui_test_match (window));

  mj_match_get_records (gui_test_match (window), &n_records);
  return n_records == 1 && game != NULL && mj_game_get_phase (game) != MJ_PHASE_FINISHED &&
         gui_test_asking (window) != MJ_TABLE_SESSION_NO_SEAT;
}

static void
check_hand (MjWindow  *window,
            char     **names,
            guint      hand)
{
  MjGame *game = mj_match_get_game (gui_test_match (window));
  MjWind wind = mj_game_get_prevailing_wind (game);
  g_autofree char *round = g_strdup_printf ("%s round, hand %u", mj_wind_get_name (wind), hand);
  g_autofree char *wall = g_strdup_printf ("%u", mj_wall_live_remaining (mj_game_get_wall (game)));
  GtkWidget *scores = find_named (GTK_WIDGET (find_panel (window)), "scores");

  g_assert_cmpstr (panel_text (window, "round"), ==, round);
  g_assert_cmpstr (panel_text (window, "wind"), ==, mj_wind_get_name (wind));
  g_assert_cmpstr (panel_text (window, "dealer"), ==, names[mj_game_get_dealer (game)]);
  g_assert_cmpstr (panel_text (window, "wall"), ==, wall);

  /* each player's row: the name, the seat's wind, the points */
  for (guint seat = 0; seat < 4; seat++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (scores), (int) seat);
      g_autofree char *points = NULL;
      int balance = mj_match_get_balance (gui_test_match (window), seat);

      points = balance < 0 ? g_strdup_printf ("−%d", -balance) : g_strdup_printf ("%d", balance);
      g_assert_true (ADW_IS_ACTION_ROW (row));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, names[seat]);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                       mj_wind_get_name (mj_game_get_seat_wind (game, seat)));
      g_assert_true (shows_label (GTK_WIDGET (row), points));
    }
}

static void
test_panel_tells_the_hand (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Plays plays = { 0 };
  MjWindow *window;
  MjGame *game;
  MjHandSummary *summary;
  g_autoptr(GPtrArray) rows = NULL;
  gulong handler;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1280, 900);
  mj_window_start_match (window, "bmja", 11);
  mj_match_set_max_hands (gui_test_match (window), 4);
  plays.names = mj_player_names_for_all (mj_window_get_session (window));
  plays.discards = g_ptr_array_new_with_free_func (g_free);

  /* the first hand, as dealt: hand 1, who deals, the first East said under it */
  check_hand (window, plays.names, 1);
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (find_panel (window)), "first-east")));
  check_names (window);
  for (guint seat = 1; seat < 4; seat++)
    g_assert_nonnull (strstr (plays.names[seat], " · "));

  /* a hand played: the list names the discards, the latest first */
  game = mj_match_get_game (gui_test_match (window));
  handler = g_signal_connect (game, "tile-discarded", G_CALLBACK (tile_discarded_cb), &plays);
  summary = gui_test_play_to_summary (window, NULL, NULL);
  g_signal_handler_disconnect (game, handler);
  check_log (window, &plays);
  rows = log_rows (window);
  /* the end of the hand is told at the top */
  {
    const MjGameResult *r = mj_game_get_result (game);
    const char *top = row_text (g_ptr_array_index (rows, 0));

    if (r->winner < 0)
      g_assert_cmpstr (top, ==, "A drawn hand: nobody went out");
    else
      g_assert_true (g_str_has_prefix (top, plays.names[r->winner]) && strstr (top, " goes out") != NULL);
  }
  check_hand (window, plays.names, 1);
  check_names (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-panel-hand-over.png");

  /* the next hand: the panel says it afresh, nothing of the last */
  g_signal_emit_by_name (summary, "continue");
  gtk_window_destroy (GTK_WINDOW (summary));
  mj_test_wait_until (next_hand_dealt, window, 20, "the second hand to be dealt");
  check_hand (window, plays.names, 2);
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (find_panel (window)), "first-east")));
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = log_rows (window);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *text = row_text (g_ptr_array_index (rows, i));

      g_assert_null (strstr (text, " goes out"));
      g_assert_null (strstr (text, "drawn hand"));
    }
  check_names (window);

  g_ptr_array_unref (plays.discards);
  g_strfreev (plays.names);
  gui_test_close_game_window (window, settings);
}

/* Under rules that keep no score (the first stage of the British book's course) the panel
 * counts the hands each player has won in place of the points, and so does the summary. */
static void
test_panel_hands_won (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_auto(GStrv) names = NULL;
  MjWindow *window;
  MjHandSummary *summary;
  GtkWidget *scores;
  const MjGameResult *r;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1280, 900);
  mj_window_start_match (window, "bmja-stage1", 2);
  names = mj_player_names_for_all (mj_window_get_session (window));
  g_assert_true (shows_label (GTK_WIDGET (find_panel (window)), "Hands won"));
  g_assert_false (shows_label (GTK_WIDGET (find_panel (window)), "Points"));

  summary = gui_test_play_to_summary (window, NULL, NULL);
  r = mj_game_get_result (mj_match_get_game (gui_test_match (window)));
  scores = find_named (GTK_WIDGET (find_panel (window)), "scores");
  for (guint seat = 0; seat < 4; seat++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (scores), (int) seat);
      const char *won = (int) seat == r->winner ? "1" : "0";

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, names[seat]);
      g_assert_true (shows_label (GTK_WIDGET (row), won));
      g_assert_cmpuint (mj_match_get_hands_won (gui_test_match (window), seat), ==, (int) seat == r->winner);
    }
  g_assert_true (shows_label (GTK_WIDGET (summary), "Hands won"));
  g_assert_false (shows_label_containing (GTK_WIDGET (summary), "Pays nothing"));
  if (r->winner >= 0)
    {
      g_autofree char *line = g_strdup_printf ("%s went out and wins the hand.", names[r->winner]);

      g_assert_true (shows_label (GTK_WIDGET (summary), line));
    }
  else
    g_assert_true (shows_label (GTK_WIDGET (summary), "Nobody went out: a drawn hand."));
  save_screenshot (GTK_WIDGET (window), "screenshot-panel-hands-won.png");

  gtk_window_destroy (GTK_WINDOW (summary));
  gui_test_close_game_window (window, settings);
}

/* The list keeps the last twenty plays. */
static void
test_panel_twenty (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Plays plays = { 0 };
  MjWindow *window;
  MjGame *game;
  MjHandSummary *summary;
  g_autoptr(GPtrArray) rows = NULL;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (window, "hong-kong", 8);
  plays.names = mj_player_names_for_all (mj_window_get_session (window));
  plays.discards = g_ptr_array_new_with_free_func (g_free);
  game = mj_match_get_game (gui_test_match (window));
  g_signal_connect (game, "tile-discarded", G_CALLBACK (tile_discarded_cb), &plays);
  summary = gui_test_play_to_summary (window, NULL, NULL);
  g_signal_handlers_disconnect_by_data (game, &plays);

  g_assert_cmpuint (plays.discards->len, >, 20);
  rows = log_rows (window);
  g_assert_cmpuint (rows->len, ==, 20);
  check_log (window, &plays);

  gtk_window_destroy (GTK_WINDOW (summary));
  g_ptr_array_unref (plays.discards);
  g_strfreev (plays.names);
  gui_test_close_game_window (window, settings);
}

/* A player's name, written once: the strength after a dot, a second player of the same
 * name still told apart. */
static void
test_panel_names (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", NULL);
  MjSeating seating = {
    .names = { g_strdup ("Rosa"), g_strdup ("Ann"), g_strdup ("Ann"), NULL },
    .person = { TRUE, TRUE },
    .levels = { 0, 0, MJ_AI_LEVEL_BEGINNER, MJ_AI_LEVEL_STANDARD },
  };
  g_autoptr(MjTableSession) session = mj_table_session_new (ruleset, &seating, 3, mj_ai_get_computer_players ());
  g_auto(GStrv) names = mj_player_names_for_all (session);

  mj_seating_clear (&seating);
  g_assert_cmpstr (mj_table_session_get_name (session, 2), ==, "Ann (2) · Beginner");
  g_assert_cmpuint (g_strv_length (names), ==, 4);
  g_assert_cmpstr (names[0], ==, "Rosa");
  g_assert_cmpstr (names[1], ==, "Ann");
  g_assert_cmpstr (names[2], ==, "Ann (2) · Beginner");
  g_assert_true (g_str_has_suffix (names[3], " · Standard"));
  g_assert_null (strchr (names[3], '('));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  /* GTK's own accessibility backend for tests, which keeps what a screen reader would be
   * told, and needs no session bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/table-panel/names", test_panel_names);
  g_test_add_func ("/gui/table-panel/table-steady", test_panel_table_steady);
  g_test_add_func ("/gui/table-panel/folds", test_panel_folds);
  g_test_add_func ("/gui/table-panel/smallest", test_panel_smallest);
  g_test_add_func ("/gui/table-panel/tells-the-hand", test_panel_tells_the_hand);
  g_test_add_func ("/gui/table-panel/twenty", test_panel_twenty);
  g_test_add_func ("/gui/table-panel/hands-won", test_panel_hands_won);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
