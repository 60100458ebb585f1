/* test-review-window.c: the review after a hand, opened from its summary
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand of the British game is played at the game window with the worst discard every
 * turn; its summary offers a review, which opens on the first mistake, says what would
 * have been better and why, and steps through every decision of the hand as a replay.
 */

#include "config.h"

#include "mj-review-window.h"
#include "mj-table-session.h"
#include "mj-test-gui.h"

static MjApplication *app;

typedef struct
{
  MjWindow *window;
  guint     turns;
} Played;

/* Each turn, the discard that leaves the hand furthest from ready. */
static void
worst_discard (const MjDecision *d,
               gpointer          data)
{
  Played *p = data;

  if (d->kind != MJ_DECISION_TURN)
    return;
  p->turns++;
  gui_test_select_worst_discard (p->window);
}

static void
test_review_after_hand (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjHandSummary *summary;
  MjReviewWindow *review;
  GtkWidget *button;
  Played played = { 0 };
  guint rows, first;

  gui_test_instant_play (settings);
  g_settings_set_string (settings, "coach", "off");
  window = gui_test_game_window (app, 1280, 900);
  mj_window_start_match (window, "bmja", 5);
  played.window = window;
  summary = gui_test_play_to_summary (window, worst_discard, &played);
  g_test_message ("%u turns played", played.turns);
  g_assert_cmpuint (played.turns, >, 2);

  /* the summary offers the review */
  button = find_button (GTK_WIDGET (summary), "Review");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  review = (MjReviewWindow *) find_toplevel (MJ_TYPE_REVIEW_WINDOW);
  g_assert_nonnull (review);

  /* one row per decision of the person's, claims passed included */
  rows = gui_test_count (GTK_WIDGET (review), gui_test_is_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_BOX_ROW));
  g_test_message ("%u decisions reviewed", rows);
  g_assert_cmpuint (rows, >=, played.turns);

  /* it opens on the first mistake: a discard further from ready, the better one named */
  g_assert_cmpstr (mj_review_window_get_verdict (review), ==, "Mistake");
  g_assert_true (g_str_has_prefix (mj_review_window_get_advice (review), "Better to discard the "));
  g_assert_true (shows_label_containing (GTK_WIDGET (review), "You discarded the "));
  g_assert_true (shows_label (GTK_WIDGET (review), "Steps from ready"));
  g_assert_true (shows_label (GTK_WIDGET (review), "The table as you saw it"));
  g_assert_true (shows_label_containing (GTK_WIDGET (review), "Accuracy "));
  save_screenshot (GTK_WIDGET (review), "screenshot-review.png");

  /* the replay steps on with Alt+Right, and back */
  first = mj_review_window_get_shown (review);
  if (first + 1 < rows)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.step", "i", 1));
      iterate ();
      g_assert_cmpuint (mj_review_window_get_shown (review), ==, first + 1);
      g_assert_nonnull (mj_review_window_get_advice (review));
      save_screenshot (GTK_WIDGET (review), "screenshot-review-next.png");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "review.step", "i", -1));
      iterate ();
      g_assert_cmpuint (mj_review_window_get_shown (review), ==, first);
    }
  /* and any decision can be picked from the list */
  mj_review_window_show_step (review, 0);
  iterate ();
  g_assert_cmpuint (mj_review_window_get_shown (review), ==, 0);
  g_assert_true (shows_label_containing (GTK_WIDGET (review), "Decision 1 of "));

  gtk_window_destroy (GTK_WINDOW (review));
  gtk_window_destroy (GTK_WINDOW (summary));
  g_settings_reset (settings, "coach");
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

  g_test_add_func ("/gui/review/after-hand", test_review_after_hand);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
