/* test-seats.c: the seats of the New Game dialog, people sharing the screen, the first East
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-ai-player.h"
#include "mj-application.h"
#include "mj-first-east.h"
#include "mj-hand-summary.h"
#include "mj-new-game-dialog.h"
#include "mj-player-names.h"
#include "mj-test-gui.h"

static MjApplication *app;

static const char * const seat_keys[] = {
  "player-name", "ruleset", "opponent-levels", "seat-names", "seat-people", "seat-empty", "animation-speed",
  "claim-timer",
};

static void
reset_settings (GSettings *settings)
{
  for (guint i = 0; i < G_N_ELEMENTS (seat_keys); i++)
    g_settings_reset (settings, seat_keys[i]);
}

static MjWindow *
new_window (void)
{
  return gui_test_game_window (app, 1024, 640);
}

static void
close_window (MjWindow *window)
{
  destroy_toplevels (MJ_TYPE_HAND_SUMMARY);
  destroy_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* The New Game dialog: a group of rows per seat, what they say written to the settings,
 * and a match started from them seats people and the computer where they were chosen. */
static void
test_seats_dialog (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_auto(GStrv) levels = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(GVariant) people = NULL;
  MjNewGameDialog *dialog;
  MjTableSession *session;
  MjWindow *window;
  GtkWidget *start;
  int height;

  reset_settings (settings);
  gui_test_instant_play (settings);
  window = new_window ();

  /* as it always was: the person, and three standard computers without names */
  mj_window_new_game (window);
  dialog = MJ_NEW_GAME_DIALOG (find_toplevel (MJ_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (mj_new_game_dialog_get_seat_is_person (dialog, 0));
  for (guint seat = 1; seat < 4; seat++)
    {
      g_assert_false (mj_new_game_dialog_get_seat_is_person (dialog, seat));
      g_assert_cmpint (mj_new_game_dialog_get_level (dialog, seat - 1), ==, MJ_AI_LEVEL_STANDARD);
      g_assert_cmpstr (mj_new_game_dialog_get_seat_name (dialog, seat), ==, "");
    }

  /* Ann at the bottom, an expert Cy on the right, Bo opposite, a beginner on the left */
  mj_new_game_dialog_set_seat_name (dialog, 0, "Ann");
  mj_new_game_dialog_set_seat_name (dialog, 1, "Cy");
  mj_new_game_dialog_set_level (dialog, 0, MJ_AI_LEVEL_EXPERT);
  mj_new_game_dialog_set_level (dialog, 1, MJ_AI_LEVEL_EXPERT);
  /* the seat opposite through its own rows: a name, and "Person" (the first choice) */
  {
    g_autoptr(GPtrArray) entries = g_ptr_array_new ();
    g_autoptr(GPtrArray) combos = g_ptr_array_new ();
    GtkStringObject *first;

    collect (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
    collect (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, combos);
    /* a name for each seat; who plays it for the three seats after the person's, after
     * the ruleset */
    g_assert_cmpuint (entries->len, ==, 4);
    g_assert_cmpuint (combos->len, ==, 4);
    gtk_editable_set_text (GTK_EDITABLE (entries->pdata[2]), "Bo");
    first = g_list_model_get_item (adw_combo_row_get_model (combos->pdata[2]), 0);
    g_assert_cmpstr (gtk_string_object_get_string (first), ==, "Person");
    g_object_unref (first);
    /* a person, the computer's levels, and nobody (a game of three or two) */
    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combos->pdata[2])), ==, 2 + MJ_AI_N_LEVELS);
    first = g_list_model_get_item (adw_combo_row_get_model (combos->pdata[2]), 1 + MJ_AI_N_LEVELS);
    g_assert_cmpstr (gtk_string_object_get_string (first), ==, "Nobody (an empty seat)");
    g_object_unref (first);
    adw_combo_row_set_selected (combos->pdata[2], 0);
  }
  g_assert_cmpstr (mj_new_game_dialog_get_seat_name (dialog, 2), ==, "Bo");
  mj_new_game_dialog_set_level (dialog, 2, MJ_AI_LEVEL_BEGINNER);
  g_assert_true (mj_new_game_dialog_get_seat_is_person (dialog, 2));
  /* the level of a seat a person takes is kept for when the computer gets it back */
  g_assert_cmpint (mj_new_game_dialog_get_level (dialog, 1), ==, MJ_AI_LEVEL_EXPERT);

  /* it fits a small screen: nothing cut off at 1024x640 */
  save_screenshot (GTK_WIDGET (dialog), "screenshot-new-game.png");
  height = gtk_widget_get_height (GTK_WIDGET (dialog));
  g_test_message ("the New Game dialog is %d x %d", gtk_widget_get_width (GTK_WIDGET (dialog)), height);
  g_assert_cmpint (height, <=, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 1024);

  start = gtk_window_get_default_widget (GTK_WINDOW (dialog));
  g_assert_true (GTK_IS_BUTTON (start));
  g_signal_emit_by_name (start, "clicked");
  iterate ();
  g_assert_null (find_toplevel (MJ_TYPE_NEW_GAME_DIALOG));

  /* the settings */
  {
    g_autofree char *name = g_settings_get_string (settings, "player-name");
    gboolean person[3];

    g_assert_cmpstr (name, ==, "Ann");
    levels = g_settings_get_strv (settings, "opponent-levels");
    names = g_settings_get_strv (settings, "seat-names");
    people = g_settings_get_value (settings, "seat-people");
    g_assert_cmpuint (g_strv_length (levels), ==, 3);
    g_assert_cmpstr (levels[0], ==, "expert");
    g_assert_cmpstr (levels[1], ==, "expert");
    g_assert_cmpstr (levels[2], ==, "beginner");
    g_assert_cmpuint (g_strv_length (names), ==, 3);
    g_assert_cmpstr (names[0], ==, "Cy");
    g_assert_cmpstr (names[1], ==, "Bo");
    g_assert_cmpstr (names[2], ==, "");
    g_assert_cmpuint (g_variant_n_children (people), ==, 3);
    for (guint k = 0; k < 3; k++)
      g_variant_get_child (people, k, "b", &person[k]);
    g_assert_false (person[0]);
    g_assert_true (person[1]);
    g_assert_false (person[2]);
  }

  /* the match started: people and the computer where they were chosen */
  g_assert_nonnull (gui_test_match (window));
  session = mj_window_get_session (window);
  g_assert_cmpuint (mj_table_session_get_n_people (session), ==, 2);
  g_assert_nonnull (mj_table_session_get_person (session, 0));
  g_assert_null (mj_table_session_get_paced (session, 0));
  g_assert_null (mj_table_session_get_person (session, 1));
  g_assert_nonnull (mj_table_session_get_paced (session, 1));
  g_assert_cmpint (mj_ai_player_get_level (MJ_AI_PLAYER (mj_paced_player_get_inner (mj_table_session_get_paced (session, 1)))),
                   ==, MJ_AI_LEVEL_EXPERT);
  g_assert_nonnull (mj_table_session_get_person (session, 2));
  g_assert_null (mj_table_session_get_paced (session, 2));
  g_assert_null (mj_table_session_get_person (session, 3));
  g_assert_nonnull (mj_table_session_get_paced (session, 3));
  g_assert_cmpint (mj_ai_player_get_level (MJ_AI_PLAYER (mj_paced_player_get_inner (mj_table_session_get_paced (session, 3)))),
                   ==, MJ_AI_LEVEL_BEGINNER);
  g_assert_cmpstr (mj_table_session_get_name (session, 0), ==, "Ann");
  g_assert_cmpstr (mj_table_session_get_name (session, 1), ==, "Cy · Expert");
  g_assert_cmpstr (mj_table_session_get_name (session, 2), ==, "Bo");
  /* an empty name gets one, with the computer's level */
  g_assert_true (g_str_has_suffix (mj_table_session_get_name (session, 3), " · Beginner"));
  g_assert_cmpuint (strlen (mj_table_session_get_name (session, 3)), >, strlen (" · Beginner"));

  /* the next dialog opens with these choices */
  {
    MjNewGameDialog *again = mj_new_game_dialog_new (GTK_WINDOW (window), settings);

    g_object_ref_sink (again);
    g_assert_cmpstr (mj_new_game_dialog_get_player_name (again), ==, "Ann");
    g_assert_cmpstr (mj_new_game_dialog_get_seat_name (again, 1), ==, "Cy");
    g_assert_false (mj_new_game_dialog_get_seat_is_person (again, 1));
    g_assert_cmpint (mj_new_game_dialog_get_level (again, 0), ==, MJ_AI_LEVEL_EXPERT);
    g_assert_cmpstr (mj_new_game_dialog_get_seat_name (again, 2), ==, "Bo");
    g_assert_true (mj_new_game_dialog_get_seat_is_person (again, 2));
    g_assert_cmpint (mj_new_game_dialog_get_level (again, 1), ==, MJ_AI_LEVEL_EXPERT);
    g_assert_false (mj_new_game_dialog_get_seat_is_person (again, 3));
    g_assert_cmpint (mj_new_game_dialog_get_level (again, 2), ==, MJ_AI_LEVEL_BEGINNER);
    gtk_window_destroy (GTK_WINDOW (again));
    g_object_unref (again);
  }

  close_window (window);
  reset_settings (settings);
}

/* What the panel beside the table says of the first East, its last paragraph: the sentence
 * that names who deals first, under the throws of the dice when there were any. */
static const char *
first_east_told (MjWindow *window)
{
  GtkWidget *label = find_named (GTK_WIDGET (window), "first-east");
  const char *text;
  const char *last;

  g_assert_true (GTK_IS_LABEL (label));
  text = gtk_label_get_text (GTK_LABEL (label));
  last = g_strrstr (text, "\n\n");
  return last != NULL ? last + 2 : text;
}

typedef struct
{
  guint curtains;          /* how often the curtain came down */
  guint curtain_to[4];     /* ... for each seat */
  guint decisions[4];      /* decisions answered, by seat */
  guint shown_changes;     /* how often the table turned to another seat */
  gboolean screenshot;
} Play;

/* Plays one hand: the curtain confirmed when it is down; each person asked passes the claims
 * and discards the tile the table has selected. */
static void
play_hand (MjWindow *window,
           Play     *play)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (20, "a hand of people at one screen to be played");
  MjTableSession *session = mj_window_get_session (window);
  MjTableView *table = gui_test_table (window);
  GtkWidget *bar = GTK_WIDGET (gui_test_action_bar (window));
  GtkWidget *curtain = find_named (GTK_WIDGET (window), "curtain");
  GtkWidget *show = find_button (curtain, "Show My Tiles");

  g_assert_nonnull (show);
  while (find_toplevel (MJ_TYPE_HAND_SUMMARY) == NULL)
    {
      const MjDecision *d;
      guint seat;

      mj_test_deadline_check (deadline);
      iterate ();
      if (find_toplevel (MJ_TYPE_HAND_SUMMARY) != NULL)
        break;

      if (gtk_widget_get_visible (curtain))
        {
          /* the curtain waits for the person the session asks */
          guint to = gui_test_asking (window);
          guint before = mj_table_view_get_human_seat (table);

          g_assert_cmpuint (to, <, 4);
          g_assert_nonnull (mj_table_session_get_person (session, to));
          /* the table stays on the last person's seat until the next one is at the screen */
          g_assert_cmpuint (before, !=, to);
          g_assert_true (mj_action_bar_is_empty (MJ_ACTION_BAR (bar)));
          g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
          /* Enter confirms: the curtain's button has the keyboard; the table takes no keys */
          g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == show);
          g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (table)));
          {
            g_autofree char *title = g_strdup_printf ("Pass to %s", mj_table_session_get_name (session, to));

            g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (curtain)), ==, title);
          }
          if (!play->screenshot)
            {
              save_screenshot (GTK_WIDGET (window), "screenshot-curtain.png");
              play->screenshot = TRUE;
            }
          play->curtains++;
          play->curtain_to[to]++;

          g_signal_emit_by_name (show, "clicked");
          iterate ();
          /* that person's rack is the one the table shows, with its decision */
          g_assert_false (gtk_widget_get_visible (curtain));
          g_assert_cmpuint (mj_table_view_get_human_seat (table), ==, to);
          g_assert_true (gui_test_human (window) == mj_table_session_get_person (session, to));
          g_assert_cmpuint (gui_test_asking (window), ==, to);
          g_assert_false (mj_action_bar_is_empty (MJ_ACTION_BAR (bar)));
          play->shown_changes++;
          continue;
        }

      if (gui_test_asking (window) == MJ_TABLE_SESSION_NO_SEAT)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      seat = gui_test_asking (window);
      d = mj_human_player_get_decision (mj_table_session_get_person (session, seat));
      g_assert_nonnull (d);
      g_assert_cmpuint (mj_table_view_get_human_seat (table), ==, seat);
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
      play->decisions[seat]++;

      {
        GtkWidget *win = d->kind == MJ_DECISION_TURN ? find_button (bar, "Mah-Jong!") : NULL;

        if (win != NULL)
          g_signal_emit_by_name (win, "clicked");
        else
          gui_test_answer (window, d);
      }
    }
  g_assert_nonnull (find_toplevel (MJ_TYPE_HAND_SUMMARY));
}

/* Ann at the bottom and Bo opposite share the screen: a decision of the one the table
 * does not show brings the curtain down, and confirming it turns the table to that seat. */
static void
test_seats_hot_seat (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char * const names[] = { "", "Bo", "", NULL };
  Play play = { 0 };
  MjTableSession *session;
  MjWindow *window;

  reset_settings (settings);
  gui_test_instant_play (settings);
  g_settings_set_string (settings, "player-name", "Ann");
  g_settings_set_strv (settings, "seat-names", names);
  g_settings_set_value (settings, "seat-people", g_variant_new_parsed ("[false, true, false]"));
  window = new_window ();

  mj_window_start_match (window, "hong-kong", 42);
  mj_match_set_max_hands (gui_test_match (window), 1);
  session = mj_window_get_session (window);
  g_assert_cmpuint (mj_table_session_get_n_people (session), ==, 2);
  g_assert_nonnull (mj_table_session_get_person (session, 2));
  g_assert_cmpstr (mj_table_session_get_name (session, 2), ==, "Bo");

  play_hand (window, &play);
  g_test_message ("%u curtains (to Ann %u, to Bo %u); decisions: Ann %u, Bo %u", play.curtains,
                  play.curtain_to[0], play.curtain_to[2], play.decisions[0], play.decisions[2]);
  g_assert_cmpuint (play.curtain_to[2], >, 0);
  g_assert_cmpuint (play.curtain_to[1] + play.curtain_to[3], ==, 0);
  g_assert_cmpuint (play.decisions[2], >, 0);
  g_assert_cmpuint (play.decisions[1] + play.decisions[3], ==, 0);

  /* the history knows the two people from the computer */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) players = mj_history_list_players (mj_window_get_history (window), &error);

    g_assert_no_error (error);
    for (guint i = 0; i < players->len; i++)
      {
        const MjHistoryPlayer *p = g_ptr_array_index (players, i);

        for (guint seat = 0; seat < 4; seat++)
          if (g_str_equal (p->name, mj_table_session_get_name (session, seat)))
            g_assert_cmpint (p->is_computer, ==, mj_table_session_get_person (session, seat) == NULL);
      }
  }

  close_window (window);
  reset_settings (settings);
}

/* With one person the table never turns and no curtain comes down; the first East is
 * drawn by the ruleset's dice, from the match's seed, and told. */
static void
test_seats_one_person (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Play play = { 0 };
  MjTableSession *session;
  MjWindow *window;
  MjFirstEastDraw draw;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GRand) east_rand = g_rand_new_with_seed (g_rand_int (rand));
  g_autofree char *expected = NULL;
  g_autofree char *east = NULL;
  const char *told;

  reset_settings (settings);
  gui_test_instant_play (settings);
  window = new_window ();

  mj_window_start_match (window, "bmja", 7);
  mj_match_set_max_hands (gui_test_match (window), 1);
  session = mj_window_get_session (window);
  g_assert_cmpuint (mj_table_session_get_n_people (session), ==, 1);
  for (guint seat = 1; seat < 4; seat++)
    g_assert_nonnull (mj_table_session_get_paced (session, seat));

  /* the first East of seed 7 under the dice, and the words for it */
  mj_first_east_draw (MJ_FIRST_EAST_DICE, east_rand, &draw);
  g_assert_cmpuint (mj_game_get_dealer (mj_match_get_game (gui_test_match (window))), ==, draw.east);
  /* named as the panel names every player: a computer player with its strength after a dot */
  east = mj_player_names_for_seat (session, draw.east);
  g_assert_null (strstr (east, "("));
  expected = g_strdup_printf ("%s threw %u, the highest: %s is East and deals first", east,
                              mj_first_east_draw_get_total (&draw, draw.n_rounds - 1u, draw.east), east);
  told = first_east_told (window);
  g_test_message ("%s", told);
  if (draw.n_rounds == 1)
    g_assert_cmpstr (told, ==, expected);
  else
    g_assert_true (g_str_has_suffix (told, expected + strlen (east)));
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (window), "first-east")));
  save_screenshot (GTK_WIDGET (window), "screenshot-first-east-dice.png");

  play_hand (window, &play);
  g_assert_cmpuint (play.curtains, ==, 0);
  g_assert_cmpuint (play.shown_changes, ==, 0);
  g_assert_cmpuint (play.decisions[0], >, 0);
  g_assert_cmpuint (mj_table_view_get_human_seat (gui_test_table (window)), ==, 0);

  close_window (window);
  reset_settings (settings);
}

/* The wind tiles: who drew East deals, and the table says so. */
static void
test_seats_wind_tiles (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjFirstEastDraw draw;
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  g_autoptr(GRand) east_rand = g_rand_new_with_seed (g_rand_int (rand));
  g_autofree char *expected = NULL;
  g_autofree char *east = NULL;

  reset_settings (settings);
  g_settings_set_enum (settings, "animation-speed", 0);
  window = new_window ();

  mj_window_start_match (window, "cantonese", 99);
  mj_first_east_draw (MJ_FIRST_EAST_WIND_TILES, east_rand, &draw);
  g_assert_cmpuint (mj_game_get_dealer (mj_match_get_game (gui_test_match (window))), ==, draw.east);
  east = mj_player_names_for_seat (mj_window_get_session (window), draw.east);
  expected = g_strdup_printf ("%s drew the East wind and deals first", east);
  g_assert_cmpstr (first_east_told (window), ==, expected);
  iterate ();
  save_screenshot (GTK_WIDGET (window), "screenshot-first-east.png");

  close_window (window);
  reset_settings (settings);
}

/* A game of three, or two, where the rules allow it: the New Game dialog says when they do
 * not, and the table leaves the seats empty. */
static void
test_seats_fewer_players (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Play play = { 0 };
  MjNewGameDialog *dialog;
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  MjHandSummary *summary;
  const MjGameResult *r;
  MjWindow *window;
  GtkWidget *start;

  reset_settings (settings);
  gui_test_instant_play (settings);
  g_settings_set_string (settings, "ruleset", "hong-kong");
  window = new_window ();

  mj_window_new_game (window);
  iterate ();
  dialog = MJ_NEW_GAME_DIALOG (find_toplevel (MJ_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  start = gtk_window_get_default_widget (GTK_WINDOW (dialog));
  collect (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, combos);
  g_assert_cmpuint (combos->len, ==, 4);

  /* nobody on the left: the Hong Kong game is for four */
  adw_combo_row_set_selected (combos->pdata[3], 1 + MJ_AI_N_LEVELS);
  iterate ();
  g_assert_cmpuint (mj_new_game_dialog_get_empty_seats (dialog), ==, 1u << 3);
  g_assert_false (gtk_widget_is_sensitive (start));
  g_assert_true (shows_label (GTK_WIDGET (dialog), "These rules are played by four: choose who plays every seat"));

  /* the BMJA's rules are played by three */
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (combos->pdata[0])); i++)
    {
      GtkStringObject *item = g_list_model_get_item (adw_combo_row_get_model (combos->pdata[0]), i);

      if (g_str_equal (gtk_string_object_get_string (item), "British Mah-Jong Association"))
        adw_combo_row_set_selected (combos->pdata[0], i);
      g_object_unref (item);
    }
  iterate ();
  g_assert_cmpstr (mj_new_game_dialog_get_ruleset_id (dialog), ==, "bmja");
  g_assert_true (gtk_widget_is_sensitive (start));

  /* ... though not by one */
  adw_combo_row_set_selected (combos->pdata[1], 1 + MJ_AI_N_LEVELS);
  adw_combo_row_set_selected (combos->pdata[2], 1 + MJ_AI_N_LEVELS);
  iterate ();
  g_assert_false (gtk_widget_is_sensitive (start));
  g_assert_true (shows_label (GTK_WIDGET (dialog),
                              "These rules are played by two at least: choose who plays another seat"));
  adw_combo_row_set_selected (combos->pdata[1], 1 + MJ_AI_LEVEL_STANDARD);
  adw_combo_row_set_selected (combos->pdata[2], 1 + MJ_AI_LEVEL_STANDARD);
  iterate ();
  g_assert_true (gtk_widget_is_sensitive (start));

  /* ... and by two, who sit opposite */
  adw_combo_row_set_selected (combos->pdata[2], 1 + MJ_AI_N_LEVELS);
  iterate ();
  g_assert_false (gtk_widget_is_sensitive (start));
  adw_combo_row_set_selected (combos->pdata[2], 1 + MJ_AI_LEVEL_STANDARD);
  iterate ();
  g_assert_true (gtk_widget_is_sensitive (start));
  save_screenshot (GTK_WIDGET (dialog), "screenshot-new-game-three.png");

  g_signal_emit_by_name (start, "clicked");
  iterate ();
  g_assert_nonnull (gui_test_match (window));
  g_assert_cmpuint (mj_match_get_empty_seats (gui_test_match (window)), ==, 1u << 3);
  g_assert_null (mj_table_session_get_paced (mj_window_get_session (window), 3));
  g_assert_null (mj_table_session_get_person (mj_window_get_session (window), 3));
  g_assert_cmpstr (mj_table_session_get_name (mj_window_get_session (window), 3), ==, "Empty seat");
  mj_match_set_max_hands (gui_test_match (window), 1);

  play_hand (window, &play);
  summary = MJ_HAND_SUMMARY (find_toplevel (MJ_TYPE_HAND_SUMMARY));
  g_assert_nonnull (summary);
  r = mj_game_get_result (mj_match_get_game (gui_test_match (window)));
  g_assert_cmpint (r->settlement.net[3], ==, 0);
  save_screenshot (GTK_WIDGET (window), "screenshot-three-players.png");
  /* the empty seat has no part in the hand's summary */
  g_assert_false (shows_label (GTK_WIDGET (summary), "Empty seat"));

  close_window (window);
  reset_settings (settings);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);

  app = gui_test_application_new ();

  g_test_add_func ("/gui/seats/dialog", test_seats_dialog);
  g_test_add_func ("/gui/seats/hot-seat", test_seats_hot_seat);
  g_test_add_func ("/gui/seats/one-person", test_seats_one_person);
  g_test_add_func ("/gui/seats/wind-tiles", test_seats_wind_tiles);
  g_test_add_func ("/gui/seats/fewer-players", test_seats_fewer_players);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
