/* mj-window-lesson.c: a coached game of the course, and the coach in every game
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A unit of the course ends with a whole hand at the stage's rules against the computer
 * players, with a goal: go out once, or score more than the others. It is played at the
 * game's own table. Every decision of the person's is judged by the expert's evaluation
 * (mj-ai-judge.c) and kept for the hand's review; the coach speaks (in a bubble over the
 * top of the table, at most once every few turns, mj-coach.c) only when one is clearly
 * worse, naming the better choice and why. Once the hand is over the goal is judged: reached, the lesson's stars
 * are kept, a star less for each word of the coach and each hint.
 *
 * In any other game the coach speaks as the preference says: not at all, quietly as in a
 * lesson, or whenever a decision is clearly worse; the review is offered after every hand.
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mj-course.h"
#include "mj-learn-window.h"
#include "mj-lesson-run.h"
#include "mj-toast.h"
#include "mj-window-private.h"

/* Said at once, not behind older toasts: the coach's words are about the turn just played,
 * and the goal's verdict stays until the person has read it. */
static void
say_now (MjWindow   *self,
         const char *text,
         gboolean    stays)
{
  AdwToast *toast = mj_toast_new (text);

  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  if (stays)
    adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The coach's words stay this long over the table. */
#define COACH_SECONDS 10

static void
hide_coach (MjWindow *self)
{
  g_clear_handle_id (&self->coach_timeout, g_source_remove);
  if (self->coach_bubble != NULL)
    gtk_revealer_set_reveal_child (self->coach_bubble, FALSE);
}

static gboolean
coach_timeout_cb (gpointer data)
{
  MjWindow *self = data;

  self->coach_timeout = 0;
  hide_coach (self);
  return G_SOURCE_REMOVE;
}

/* The coach speaks in a bubble over the top of the table, where it hides neither the
 * person's tiles nor the claim bar; it goes after a few seconds, or when closed. */
static void
coach_says (MjWindow   *self,
            const char *text)
{
  if (self->coach_bubble == NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");
      GtkWidget *label = gtk_label_new (NULL);

      gtk_widget_add_css_class (box, "app-notification");
      gtk_widget_add_css_class (close, "flat");
      gtk_widget_add_css_class (close, "circular");
      gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (close, _("Close"));
      g_signal_connect_swapped (close, "clicked", G_CALLBACK (hide_coach), self);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("dialog-information-symbolic"));
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), close);
      self->coach_words = GTK_LABEL (label);
      self->coach_bubble = GTK_REVEALER (gtk_revealer_new ());
      gtk_revealer_set_transition_type (self->coach_bubble, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
      gtk_revealer_set_child (self->coach_bubble, box);
      gtk_widget_set_halign (GTK_WIDGET (self->coach_bubble), GTK_ALIGN_CENTER);
      gtk_widget_set_valign (GTK_WIDGET (self->coach_bubble), GTK_ALIGN_START);
      gtk_widget_set_margin_top (GTK_WIDGET (self->coach_bubble), 6);
      gtk_overlay_add_overlay (self->table_overlay, GTK_WIDGET (self->coach_bubble));
    }
  gtk_label_set_text (self->coach_words, text);
  gtk_revealer_set_reveal_child (self->coach_bubble, TRUE);
  g_clear_handle_id (&self->coach_timeout, g_source_remove);
  self->coach_timeout = g_timeout_add_seconds (COACH_SECONDS, coach_timeout_cb, self);
}

static void
end_lesson (MjWindow *self)
{
  g_clear_pointer (&self->lesson_id, g_free);
  g_clear_pointer (&self->lesson_goal, g_free);
  mj_coach_init (&self->coach);
}

enum { COACH_OFF, COACH_QUIET, COACH_TALKATIVE };

/**
 * _mj_window_start_lesson_game:
 * @id: a coached game of the course
 *
 * Starts the lesson's hand at the table, its goal said.
 */
void
_mj_window_start_lesson_game (MjWindow   *self,
                              const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) course = mj_course_load (&error);
  const MjLesson *lesson = NULL;
  g_autofree char *goal = NULL;

  for (guint i = 0; course != NULL && i < course->len; i++)
    if (g_str_equal (((MjLesson *) course->pdata[i])->id, id) &&
        ((MjLesson *) course->pdata[i])->kind == MJ_LESSON_COACHED)
      lesson = course->pdata[i];
  if (lesson == NULL)
    {
      mj_toast_show (self->toast_overlay, error != NULL ? error->message : _("There is no such lesson"));
      return;
    }

  mj_window_start_match (self, lesson->ruleset_id, lesson->seed);
  if (self->session == NULL || !g_str_equal (mj_ruleset_get_id (mj_table_session_get_ruleset (self->session)),
                                             lesson->ruleset_id))
    return;
  /* one hand, coached */
  mj_match_set_max_hands (mj_table_session_get_match (self->session), 1);
  self->lesson_id = g_strdup (lesson->id);
  self->lesson_goal = g_strdup (lesson->goal);
  self->lesson_hints = 0;
  mj_coach_init (&self->coach);
  goal = g_str_equal (lesson->goal, "win")
         /* Translators: a coached game's goal, said as it starts */
         ? g_strdup_printf (_("%s: go out once. The coach speaks up when a discard is clearly worse."), lesson->title)
         : g_strdup_printf (_("%s: score more than the others. The coach speaks up when a discard is clearly worse."),
                            lesson->title);
  mj_toast_show (self->toast_overlay, goal);
  gtk_window_present (GTK_WINDOW (self));
}

/**
 * _mj_window_lesson_before_answer:
 * @action: what the person is about to do
 *
 * Keeps the person's decision for the hand's review, judged by the expert's evaluation,
 * and lets the coach speak when it was clearly worse: in a coached game, and in any game
 * when the preference asks for it.
 */
void
_mj_window_lesson_before_answer (MjWindow       *self,
                                 const MjAction *action)
{
  int mode = self->lesson_id != NULL ? COACH_QUIET : g_settings_get_enum (self->settings, "coach");
  MjHumanPlayer *person = mj_table_session_get_person (self->session, 0);
  const MjDecision *d = person != NULL ? mj_human_player_get_decision (person) : NULL;
  const MjJudgement *j;
  g_autofree char *remark = NULL;

  if (d == NULL)
    return;
  if (self->review == NULL)
    self->review = mj_hand_review_new (mj_table_session_get_ruleset (self->session), 0);
  j = mj_hand_review_add (self->review, mj_human_player_get_view (person), d, action);
  if (mode == COACH_OFF || j == NULL)
    return;
  mj_coach_set_talkative (&self->coach, mode == COACH_TALKATIVE);
  if (!mj_coach_may_speak (&self->coach, j->verdict != MJ_VERDICT_GOOD))
    return;
  remark = mj_judgement_describe (j);
  if (remark != NULL)
    coach_says (self, remark);
}

/* A computer player's discard, judged as the person's are: the seat's view just before it
 * (the tile back in the hand), and its choice among the tiles it held. */
static void
computer_discarded_cb (MjWindow *self,
                       guint     seat,
                       guint     tile,
                       MjGame   *game)
{
  MjSeatView view;
  MjDecision d = { 0 };
  MjJudgement j;
  MjAction chosen = mj_action_make (MJ_ACTION_DISCARD, (MjTile) tile, 0);

  if (self->session == NULL || seat >= 4 || tile >= MJ_N_PLAY_KINDS ||
      mj_table_session_get_person (self->session, seat) != NULL)
    return;
  mj_game_get_view (game, seat, &view);
  if (view.n_pond[seat] == 0)
    return;
  view.n_pond[seat]--;
  view.concealed[tile]++;
  view.n_concealed[seat]++;
  view.drawn = MJ_TILE_NONE;
  view.turn = (guint8) seat;
  d.kind = MJ_DECISION_TURN;
  d.seat = (guint8) seat;
  d.tile = MJ_TILE_NONE;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (view.concealed[t] > 0)
      d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_DISCARD, t, 0);
  if (!mj_ai_judge (&view, &d, &chosen, &j))
    return;
  self->review_tally.seat_judged[seat]++;
  self->review_tally.seat_good[seat] += j.verdict == MJ_VERDICT_GOOD;
}

/**
 * _mj_window_lesson_hand_started:
 *
 * Watches the computer players' discards, for the match's review.
 */
void
_mj_window_lesson_hand_started (MjWindow *self,
                                MjGame   *game)
{
  g_signal_connect_object (game, "tile-discarded", G_CALLBACK (computer_discarded_cb), self, G_CONNECT_SWAPPED);
}

void
_mj_window_lesson_hint_taken (MjWindow *self)
{
  if (self->lesson_id != NULL)
    self->lesson_hints++;
}

/* Whether the goal was reached: gone out, or more points than every other player. */
static gboolean
goal_reached (MjWindow *self,
              MjGame   *game)
{
  const MjGameResult *result = mj_game_get_result (game);
  MjMatch *match = mj_table_session_get_match (self->session);

  if (g_str_equal (self->lesson_goal, "win"))
    return result != NULL && result->winner == 0;
  for (guint seat = 1; seat < 4; seat++)
    if (!((mj_match_get_empty_seats (match) >> seat) & 1u) &&
        mj_match_get_balance (match, seat) >= mj_match_get_balance (match, 0))
      return FALSE;
  return TRUE;
}

static void
record (MjWindow   *self,
        const char *id,
        guint       stars)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *path = mj_progress_get_default_path ();
  g_autoptr(MjProgress) progress = NULL;
  g_autoptr(GError) error = NULL;

  /* the course's window keeps it, if it is open; else the file */
  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    if (MJ_IS_LEARN_WINDOW (l->data))
      {
        mj_learn_window_record (l->data, id, stars);
        return;
      }
  progress = mj_progress_new (path);
  mj_progress_load (progress, NULL);
  if (mj_progress_record (progress, id, stars) && !mj_progress_save (progress, &error))
    mj_toast_show (self->toast_overlay, error->message);
}

/**
 * _mj_window_lesson_hand_finished:
 *
 * In a coached game, judges the goal and keeps the stars.
 */
void
_mj_window_lesson_hand_finished (MjWindow *self,
                                 MjGame   *game)
{
  g_autofree char *text = NULL;
  g_autofree char *id = NULL;
  guint stars;

  /* the hand's review, for its summary */
  g_clear_pointer (&self->last_review, mj_hand_review_unref);
  self->last_review = g_steal_pointer (&self->review);
  if (self->last_review != NULL)
    {
      mj_hand_review_finish (self->last_review, mj_game_get_result (game), (const char * const *) self->names);
      self->review_tally.hands++;
      self->review_tally.decisions += mj_hand_review_get_n_steps (self->last_review);
      self->review_tally.good += mj_hand_review_count (self->last_review, MJ_VERDICT_GOOD);
      for (guint i = 0; i < mj_hand_review_get_n_steps (self->last_review); i++)
        {
          const MjJudgement *j = &mj_hand_review_get_step (self->last_review, i)->judgement;

          if (j->chosen.kind != MJ_ACTION_DISCARD)
            continue;
          self->review_tally.seat_judged[0]++;
          self->review_tally.seat_good[0] += j->verdict == MJ_VERDICT_GOOD;
        }
    }

  if (self->lesson_id == NULL)
    return;
  id = g_strdup (self->lesson_id);
  if (!goal_reached (self, game))
    {
      end_lesson (self);
      say_now (self, _("The goal was not reached this time: try the game again from Learn to Play"), TRUE);
      return;
    }
  stars = mj_lesson_stars_for (self->coach.remarks + self->lesson_hints);
  end_lesson (self);
  record (self, id, stars);
  /* Translators: a coached game won: the stars kept */
  text = g_strdup_printf (ngettext ("Goal reached: %u star of 3", "Goal reached: %u stars of 3", stars), stars);
  say_now (self, text, TRUE);
}

/**
 * _mj_window_lesson_forget:
 *
 * Another match is put at the table: no longer a lesson.
 */
void
_mj_window_lesson_forget (MjWindow *self)
{
  end_lesson (self);
  hide_coach (self);
  g_clear_pointer (&self->review, mj_hand_review_unref);
  g_clear_pointer (&self->last_review, mj_hand_review_unref);
  memset (&self->review_tally, 0, sizeof self->review_tally);
}
