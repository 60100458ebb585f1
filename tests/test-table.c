/* test-table.c: the table window: tiles, a whole match played through the widgets, screenshots
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-ai-hint.h"
#include "mj-ai-player.h"
#include "mj-application.h"
#include "mj-balance-chart.h"
#include "mj-hand-summary.h"
#include "mj-standings-page.h"
#include "mj-table-view.h"
#include "mj-tile-cache.h"
#include "mj-test-gui.h"

static MjApplication *app;

static void
test_tile_cache (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = mj_tileset_new_default (&error);
  g_autoptr(MjTileCache) cache = NULL;
  GdkTexture *a, *b, *c;

  g_assert_no_error (error);
  cache = mj_tile_cache_new (tileset);

  a = mj_tile_cache_lookup (cache, MJ_TILE_RED, 40);
  b = mj_tile_cache_lookup (cache, MJ_TILE_RED, 40);
  g_assert_nonnull (a);
  g_assert_true (a == b);
  g_assert_cmpint (gdk_texture_get_height (a), ==, 40);
  g_assert_cmpint (gdk_texture_get_width (a), ==, mj_tile_cache_width_for (cache, 40));
  g_assert_cmpuint (mj_tile_cache_get_size (cache), ==, 1);

  /* a new scale factor asks for other device sizes: other textures */
  c = mj_tile_cache_lookup (cache, MJ_TILE_RED, 80);
  g_assert_true (c != a);
  g_assert_cmpint (gdk_texture_get_height (c), ==, 80);

  /* every face draws */
  for (guint face = 0; face < MJ_N_TILE_FACES; face++)
    g_assert_nonnull (mj_tile_cache_lookup (cache, face, 28));

  /* sizes are quantized so that resizing reuses textures */
  g_assert_cmpint (mj_tile_cache_quantize (70), ==, 64);
  g_assert_cmpint (mj_tile_cache_quantize (71), ==, 64);
  g_assert_cmpint (mj_tile_cache_quantize (30), ==, 30);
  g_assert_cmpint (mj_tile_cache_quantize (150), ==, 144);

  mj_tile_cache_clear (cache);
  g_assert_cmpuint (mj_tile_cache_get_size (cache), ==, 0);
}

static guint
count_action_buttons (GtkWidget *widget)
{
  guint n = GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "mj-action") != NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_action_buttons (child);
  return n;
}

static MjHandSummary *
find_summary (void)
{
  return (MjHandSummary *) find_toplevel (MJ_TYPE_HAND_SUMMARY);
}

/* A whole match, the person's seat played through the window's own controls: discards
 * through the table's "tile-activated", claims through the claim bar's buttons, each hand's
 * summary through its button. */
/* Whether the window shows the final standings, with the way on. */
static gboolean
standings_shown (MjWindow *window)
{
  GtkWidget *page = gui_test_find (GTK_WIDGET (window), gui_test_is_type, GSIZE_TO_POINTER (MJ_TYPE_STANDINGS_PAGE));
  GtkWidget *next = page != NULL ? gui_test_find (page, gui_test_is_button, "_New Match") : NULL;

  return next != NULL && gtk_widget_get_mapped (next);
}

static void
test_table_play_match (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjTestDeadline) deadline = NULL;
  MjWindow *window;
  MjTableView *table;
  GtkWidget *bar;
  guint hands = 0, turns = 0, claims = 0, hints = 0;

  gui_test_instant_play (settings);

  window = gui_test_game_window (app, 1024, 700);
  table = gui_test_table (window);
  bar = GTK_WIDGET (gui_test_action_bar (window));

  mj_window_start_match (window, "hong-kong", 42);
  mj_match_set_max_hands (gui_test_match (window), 3);
  /* the table is on the screen */
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (table)));

  deadline = mj_test_deadline_new (40, "a match of three hands to be played");
  while (!mj_match_is_finished (gui_test_match (window)))
    {
      const MjDecision *d = mj_human_player_get_decision (gui_test_human (window));
      MjHandSummary *summary;

      mj_test_deadline_check (deadline);
      iterate ();

      summary = find_summary ();
      if (summary != NULL)
        {
          if (hands == 0)
            save_screenshot (GTK_WIDGET (summary), "screenshot-summary.png");
          hands++;
          g_assert_nonnull (gtk_window_get_default_widget (GTK_WINDOW (summary)));
          g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (summary)), "clicked");
          iterate ();
          continue;
        }

      if (d == NULL)
        continue;

      if (d->kind == MJ_DECISION_TURN)
        {
          GtkWidget *win = find_button (bar, "Mah-Jong!");
          guint n;

          if (turns == 3)
            save_screenshot (GTK_WIDGET (window), "screenshot-table.png");
          turns++;
          if (win != NULL)
            {
              g_signal_emit_by_name (win, "clicked");
              continue;
            }

          /* the hint button selects the discard the computer players' evaluator suggests */
          if (hints < 5)
            {
              g_autofree char *reason = NULL;
              MjAction suggestion;

              g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
              gtk_window_set_focus (GTK_WINDOW (window), NULL);
              g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
              g_assert_true (mj_ai_hint (mj_human_player_get_view (gui_test_human (window)), d, &suggestion, &reason));
              g_assert_nonnull (reason);
              g_assert_cmpstr (reason, !=, "");
              if (suggestion.kind == MJ_ACTION_DISCARD)
                {
                  g_assert_cmpint (mj_table_view_get_rack_tile (table, (guint) mj_table_view_get_selected (table), &n),
                                   ==, suggestion.tile);
                  /* and Enter discards it */
                  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (table)));
                  g_assert_true (shows_label (bar, reason));
                  hints++;
                }
            }
          /* discard the tile the table has selected */
          gui_test_answer (window, d);
        }
      else
        {
          /* the bar offers exactly the legal claims; pass */
          g_assert_cmpuint (count_action_buttons (bar), ==, d->n_actions);
          g_assert_nonnull (find_button (bar, "Pass"));
          if (claims < 20)
            {
              /* the hint puts the keyboard on the button of the claim it suggests */
              g_autofree char *reason = NULL;
              MjAction suggestion;
              const MjAction *focused;

              gtk_window_set_focus (GTK_WINDOW (window), NULL);
              g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
              g_assert_true (mj_ai_hint (mj_human_player_get_view (gui_test_human (window)), d, &suggestion, &reason));
              g_assert_nonnull (gtk_window_get_focus (GTK_WINDOW (window)));
              focused = g_object_get_data (G_OBJECT (gtk_window_get_focus (GTK_WINDOW (window))), "mj-action");
              g_assert_nonnull (focused);
              g_assert_cmpint (focused->kind, ==, suggestion.kind);
              g_assert_cmpint (focused->tile, ==, suggestion.tile);
              /* and the bar tells why */
              g_assert_true (shows_label_containing (bar, reason));
              if (claims == 0)
                save_screenshot (GTK_WIDGET (window), "screenshot-claim-hint.png");
            }
          claims++;
          gui_test_answer (window, d);
        }
    }

  /* the last hand's summary leads to the final standings */
  iterate ();
  if (find_summary () != NULL)
    {
      hands++;
      g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (find_summary ())), "clicked");
      iterate ();
    }
  g_test_message ("after the loop: %u hands, %u turns, %u claims, finished %d, summary %p, decision %p, phase %d",
                  hands, turns, claims, mj_match_is_finished (gui_test_match (window)), (void *) find_summary (),
                  (void *) mj_human_player_get_decision (gui_test_human (window)),
                  mj_match_get_game (gui_test_match (window)) ? (int) mj_game_get_phase (mj_match_get_game (gui_test_match (window))) : -1);
  g_assert_true (mj_match_is_finished (gui_test_match (window)));
  g_assert_cmpuint (hands, ==, 3);
  g_assert_cmpuint (turns, >, 0);
  g_assert_cmpuint (hints, >, 0);

  /* the match is in the score history, every hand of it, under the names at the table */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) matches = mj_history_list_matches (mj_window_get_history (window), NULL, &error);
    const MjHistoryMatch *m;
    int start = mj_ruleset_get_values (mj_match_get_ruleset (gui_test_match (window)))->params[MJ_PARAM_STARTING_POINTS];

    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 1);
    m = g_ptr_array_index (matches, 0);
    g_assert_cmpint (m->place, ==, MJ_HISTORY_PLACE_SCREEN);
    g_assert_cmpstr (m->ruleset_id, ==, "hong-kong");
    g_assert_cmpuint (m->n_hands, ==, 3);
    g_assert_cmpint (m->finished, >, 0);
    for (guint seat = 0; seat < 4; seat++)
      {
        g_assert_cmpstr (m->player_names[seat], ==, mj_table_session_get_name (mj_window_get_session (window), seat));
        /* the history keeps what each won or lost, the table shows it on top of the starting points */
        g_assert_cmpint (start + m->balances[seat], ==, mj_match_get_balance (gui_test_match (window), seat));
      }
  }
  g_test_message ("%u hands, %u turns, %u claim windows", hands, turns, claims);

  /* the standings in place of the table, in the light style and the dark */
  g_assert_true (standings_shown (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-standings.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  iterate ();
  save_screenshot (GTK_WIDGET (window), "screenshot-standings-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  {
    GList *windows = gtk_window_list_toplevels ();

    for (GList *l = windows; l != NULL; l = l->next)
      if (l->data != (gpointer) window && ADW_IS_MESSAGE_DIALOG (l->data))
        gtk_window_destroy (l->data);
    g_list_free (windows);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* The match's final standings, or NULL. */
static AdwMessageDialog *
find_dialog (const char *heading)
{
  GList *windows = gtk_window_list_toplevels ();
  AdwMessageDialog *found = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data) &&
        g_strcmp0 (adw_message_dialog_get_heading (l->data), heading) == 0)
      found = l->data;
  g_list_free (windows);
  return found;
}

static const MjHistoryMatch *
last_match (MjWindow  *window,
            GPtrArray **keep)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (keep, g_ptr_array_unref);
  *keep = mj_history_list_matches (mj_window_get_history (window), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint ((*keep)->len, >, 0);
  return g_ptr_array_index (*keep, 0);
}

static gboolean
person_asked (gpointer window)
{
  return mj_human_player_get_decision (gui_test_human (window)) != NULL;
}

/* The standings write each player's balance with a real minus sign below zero. Returns
 * how many are below zero. */
static guint
assert_standings_numbers (GtkWidget *page,
                          MjMatch   *match)
{
  guint n_below = 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      int balance = mj_match_get_balance (match, seat);
      g_autofree char *shown = balance < 0 ? g_strdup_printf ("\u2212%d", -balance) : g_strdup_printf ("%d", balance);

      g_assert_true (shows_label (page, shown));
      n_below += balance < 0;
    }
  return n_below;
}

/* A match settled by differences from nothing leaves someone below zero: the standings
 * say so with a minus sign. */
static void
test_table_standings_numbers (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("dmjl", NULL);
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 4, 0);
  const char * const names[] = { "Ann", "Bo", "Cy", "Di", NULL };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = mj_standings_page_new ();

  mj_match_set_silent (match, TRUE);
  mj_match_set_max_hands (match, 3);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(MjAiPlayer) player = mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seat + 1);

      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  mj_match_run (match);
  g_assert_true (mj_match_is_finished (match));

  gtk_window_set_child (GTK_WINDOW (window), page);
  mj_standings_page_show_match (MJ_STANDINGS_PAGE (page), match, names);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  g_assert_cmpuint (assert_standings_numbers (page, match), >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Under rules that keep no score the places go by the hands won: a stage 1 match of the
 * British book's course, played to its end, shows each player's hands won in that order, and
 * no chart of balances that never moved. */
static void
test_table_standings_hands_won (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja-stage1", NULL);
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 3, 0);
  const char * const names[] = { "Ann", "Bo", "Cy", "Di", NULL };
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = mj_standings_page_new ();
  guint total = 0, previous = G_MAXUINT;

  mj_match_set_silent (match, TRUE);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(MjAiPlayer) player = mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seat + 1);

      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  mj_match_run (match);
  g_assert_true (mj_match_is_finished (match));

  gtk_window_set_child (GTK_WINDOW (window), page);
  mj_standings_page_show_match (MJ_STANDINGS_PAGE (page), match, names);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();

  collect (page, ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 4);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows->pdata[i]));
      const char *name = strchr (title, ' ') + 1;
      guint seat = 0, won;
      g_autofree char *shown = NULL;

      while (seat < 4 && strcmp (names[seat], name) != 0)
        seat++;
      g_assert_cmpuint (seat, <, 4);
      won = mj_match_get_hands_won (match, seat);
      shown = g_strdup_printf (won == 1 ? "%u hand won" : "%u hands won", won);
      g_assert_true (shows_label (GTK_WIDGET (rows->pdata[i]), shown));
      g_assert_cmpuint (won, <=, previous);
      previous = won;
      total += won;
    }
  g_assert_cmpuint (total, >, 0);
  g_assert_true (shows_label (page, "These rules keep no score: the most hands won wins the match."));
  g_assert_false (gtk_widget_get_visible (find_type (page, MJ_TYPE_BALANCE_CHART)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A match "as long as you like" ends when the family says so: after a hand from its
 * summary, or in the middle of one from the menu, after a question. */
static void
test_table_end_match (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) matches = NULL;
  MjHandSummary *summary;
  GtkWidget *end;
  AdwMessageDialog *dialog;
  MjWindow *window;
  const MjHistoryMatch *m;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 700);

  /* after a hand: its summary has the button */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "end-match"));
  mj_window_start_match (window, "oxenstierna", 5);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "end-match"));
  summary = gui_test_play_to_summary (window, NULL, NULL);
  end = gui_test_find (GTK_WIDGET (summary), gui_test_is_button, "_End the Match");
  g_assert_nonnull (end);
  g_signal_emit_by_name (end, "clicked");
  iterate ();
  g_assert_true (mj_match_is_finished (gui_test_match (window)));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "end-match"));
  g_assert_true (standings_shown (window));
  m = last_match (window, &matches);
  g_assert_cmpuint (m->n_hands, ==, 1);
  g_assert_cmpint (m->finished, >, 0);
  assert_standings_numbers (gui_test_find (GTK_WIDGET (window), gui_test_is_type,
                                           GSIZE_TO_POINTER (MJ_TYPE_STANDINGS_PAGE)),
                            gui_test_match (window));

  /* in the middle of a hand: asked first, and the hand is not scored */
  mj_window_start_match (window, "oxenstierna", 6);
  mj_test_wait_until (person_asked, window, 10, "the person to be asked for a decision");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "end-match"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "end-match", NULL);
  iterate ();
  dialog = find_dialog ("End the Match?");
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "end");
  iterate ();
  g_assert_true (mj_match_is_finished (gui_test_match (window)));
  g_assert_true (standings_shown (window));
  g_assert_null (find_summary ());
  m = last_match (window, &matches);
  g_assert_cmpuint (m->n_hands, ==, 0);
  g_assert_cmpint (m->finished, >, 0);

  /* a match of set length has no such button */
  mj_window_start_match (window, "hong-kong", 5);
  mj_match_set_max_hands (gui_test_match (window), 2);
  summary = gui_test_play_to_summary (window, NULL, NULL);
  g_assert_null (gui_test_find (GTK_WIDGET (summary), gui_test_is_button, "_End the Match"));

  gui_test_close_game_window (window, settings);
}

/* A discard of @d that leaves no ready hand, or MJ_TILE_NONE. */
static MjTile
discard_not_ready (const MjDecision *d)
{
  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];
      gboolean ready = FALSE;

      if (a->kind != MJ_ACTION_DISCARD || a->flags != 0)
        continue;
      for (guint j = 0; j < d->n_actions; j++)
        ready |= d->actions[j].kind == MJ_ACTION_DISCARD && d->actions[j].tile == a->tile &&
                 (d->actions[j].flags & (MJ_ACTION_FLAG_DECLARE_READY | MJ_ACTION_FLAG_ORIGINAL_CALL));
      if (!ready)
        return a->tile;
    }
  return MJ_TILE_NONE;
}

/* Under rules where a ready hand is declared, the person, playing as the hint says, ticks the
 * box to declare with a discard that leaves no ready hand: the bar says so and the decision
 * waits; the box ticked with the right discard declares the hand. */
static void
test_table_declare (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjTestDeadline) deadline = NULL;
  MjWindow *window;
  MjTableView *table;
  GtkWidget *bar;
  gboolean refused = FALSE, declared = FALSE;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 700);
  table = gui_test_table (window);
  bar = GTK_WIDGET (gui_test_action_bar (window));
  mj_window_start_match (window, "bmja", 8);
  mj_match_set_max_hands (gui_test_match (window), 12);

  deadline = mj_test_deadline_new (40, "the person to declare a ready hand");
  while (!declared && !mj_match_is_finished (gui_test_match (window)))
    {
      const MjDecision *d = mj_human_player_get_decision (gui_test_human (window));
      MjHandSummary *summary;
      GtkWidget *check;
      g_autofree char *reason = NULL;
      MjAction suggestion;

      mj_test_deadline_check (deadline);
      iterate ();
      if ((summary = find_summary ()) != NULL)
        {
          g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (summary)), "clicked");
          iterate ();
          continue;
        }
      if (d == NULL)
        continue;
      g_assert_true (mj_ai_hint (mj_human_player_get_view (gui_test_human (window)), d, &suggestion, &reason));
      check = find_button (bar, "Declare ready with this discard");

      if (d->kind == MJ_DECISION_TURN && check != NULL && discard_not_ready (d) != MJ_TILE_NONE &&
          suggestion.kind == MJ_ACTION_DISCARD && (suggestion.flags & MJ_ACTION_FLAG_DECLARE_READY))
        {
          gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
          g_signal_emit_by_name (table, "tile-activated", (guint) discard_not_ready (d));
          g_assert_true (mj_human_player_get_decision (gui_test_human (window)) == d);
          g_assert_true (shows_label (bar, "That discard does not leave a ready hand"));
          save_screenshot (GTK_WIDGET (window), "screenshot-declare-refused.png");
          refused = TRUE;

          /* the discard the hint suggests does */
          g_signal_emit_by_name (table, "tile-activated", (guint) suggestion.tile);
          iterate ();
          {
            MjSeatView view;

            mj_game_get_view (mj_match_get_game (gui_test_match (window)), 0, &view);
            g_assert_true (view.ready[0]);
          }
          declared = TRUE;
          continue;
        }

      /* as the hint says: its discard (declaring nothing), its claim or a pass */
      if (d->kind == MJ_DECISION_TURN && suggestion.kind == MJ_ACTION_DISCARD)
        g_signal_emit_by_name (table, "tile-activated", (guint) suggestion.tile);
      else if (d->kind == MJ_DECISION_TURN)
        gui_test_answer (window, d);
      else
        {
          GtkWidget *button = find_button_with_action (bar, (MjActionKind) suggestion.kind);

          if (button == NULL)
            button = find_button (bar, "Pass");
          g_assert_nonnull (button);
          g_signal_emit_by_name (button, "clicked");
        }
    }

  g_assert_true (refused);
  g_assert_true (declared);
  gui_test_close_game_window (window, settings);
}

/* Waits for a turn of the person's where the hint suggests a discard; the other decisions
 * answered as a patient player does. Returns the decision, or NULL if the match ended. */
static const MjDecision *
wait_for_hinted_discard (MjWindow *window,
                         MjAction *suggestion)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (40, "a turn where the hint suggests a discard");

  while (!mj_match_is_finished (gui_test_match (window)))
    {
      const MjDecision *d;
      MjHandSummary *summary;
      g_autofree char *reason = NULL;

      mj_test_deadline_check (deadline);
      iterate ();
      if ((summary = find_summary ()) != NULL)
        {
          g_signal_emit_by_name (gtk_window_get_default_widget (GTK_WINDOW (summary)), "clicked");
          continue;
        }
      d = mj_human_player_get_decision (gui_test_human (window));
      if (d == NULL)
        continue;
      g_assert_true (mj_ai_hint (mj_human_player_get_view (gui_test_human (window)), d, suggestion, &reason));
      if (d->kind == MJ_DECISION_TURN && suggestion->kind == MJ_ACTION_DISCARD)
        return d;
      gui_test_answer (window, d);
    }
  return NULL;
}

/* The rack's first tile of another kind than @kind. */
static int
other_tile (MjTableView *table,
            MjTile       kind)
{
  guint n = 0;

  mj_table_view_get_rack_tile (table, 0, &n);
  for (guint i = 0; i < n; i++)
    if (mj_table_view_get_rack_tile (table, i, &n) != kind)
      return (int) i;
  return -1;
}

/* The hint on the person's turn rings the tile it suggests and selects it, and says in the
 * bar, whole, which tile and why; choosing another tile puts both away, and so does acting. */
static void
test_table_hint (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *prompt = "Your turn: choose a tile to discard";
  g_autofree char *told = NULL;
  const MjDecision *d;
  MjAction suggestion;
  MjWindow *window;
  MjTableView *table;
  GtkWidget *bar, *label;
  PangoLayout *layout;
  const char *name;
  int other;
  guint n;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 700);
  table = gui_test_table (window);
  bar = GTK_WIDGET (gui_test_action_bar (window));
  mj_window_start_match (window, "hong-kong", 3);

  d = wait_for_hinted_discard (window, &suggestion);
  g_assert_nonnull (d);
  g_assert_true (shows_label (bar, prompt));
  g_assert_cmpint (mj_table_view_get_hint (table), ==, -1);

  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "hint"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
  name = mj_tile_get_name (suggestion.tile);
  g_test_message ("the hint suggests the %s", name);
  /* the tile is ringed, and selected so that Enter discards it */
  g_assert_cmpint (mj_table_view_get_hint (table), ==, suggestion.tile);
  g_assert_cmpint (mj_table_view_get_rack_tile (table, (guint) mj_table_view_get_selected (table), &n), ==,
                   suggestion.tile);
  /* the bar names it, in words never cut short, its whole text in the tooltip too */
  label = gui_test_find (bar, gui_test_is_label_containing, name);
  g_assert_nonnull (label);
  g_assert_false (shows_label (bar, prompt));
  told = g_strdup (gtk_label_get_label (GTK_LABEL (label)));
  g_assert_true (g_str_has_prefix (told, "Discard the "));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, told);
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  layout = gtk_label_get_layout (GTK_LABEL (label));
  g_test_message ("“%s” on %d lines", gtk_label_get_label (GTK_LABEL (label)), pango_layout_get_line_count (layout));
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (pango_layout_get_line_count (layout), <=, 3);
  save_screenshot (GTK_WIDGET (window), "screenshot-hint.png");

  /* another tile chosen: the ring and the words go, the bar asks again */
  other = other_tile (table, suggestion.tile);
  g_assert_cmpint (other, >=, 0);
  mj_table_view_set_selected (table, other);
  g_assert_cmpint (mj_table_view_get_hint (table), ==, -1);
  g_assert_false (shows_label (bar, told));
  g_assert_true (shows_label (bar, prompt));
  g_assert_null (gtk_widget_get_tooltip_text (gui_test_find (bar, gui_test_is_label, prompt)));

  /* asked again, then taken: the discard puts the hint away */
  g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
  g_assert_cmpint (mj_table_view_get_hint (table), ==, suggestion.tile);
  g_assert_true (shows_label (bar, told));
  gui_test_answer (window, d);
  g_assert_cmpint (mj_table_view_get_hint (table), ==, -1);
  g_assert_false (shows_label (bar, told));

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

  g_test_add_func ("/gui/tile-cache/lookup", test_tile_cache);
  g_test_add_func ("/gui/table/play-match", test_table_play_match);
  g_test_add_func ("/gui/table/end-match", test_table_end_match);
  g_test_add_func ("/gui/table/declare", test_table_declare);
  g_test_add_func ("/gui/table/hint", test_table_hint);
  g_test_add_func ("/gui/table/standings-numbers", test_table_standings_numbers);
  g_test_add_func ("/gui/table/standings-hands-won", test_table_standings_hands_won);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
