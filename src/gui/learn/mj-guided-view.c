/* mj-guided-view.c: a guided deal at the table, step by step
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table of the game, with the lesson's deal on it, and under it the step: what it says,
 * Next when it only asks to read, or the action bar of the game when it waits for a
 * discard or a claim. Another action than the step's is not played: the step says why, in
 * the place of the hint, and the learner tries again. Hint shows what the step asks for, at
 * the cost of a star.
 */

#define G_LOG_DOMAIN "mj-learn"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-action-bar.h"
#include "mj-lesson-run.h"
#include "mj-lesson-view.h"
#include "mj-player-name.h"
#include "mj-table-view.h"

struct _MjGuidedView
{
  GtkBox        parent_instance;

  MjLessonRun  *run;
  MjTableView  *table;
  MjActionBar  *bar;
  GtkLabel     *counter;
  GtkLabel     *say;
  GtkLabel     *note;
  GtkWidget    *hint_button;
  GtkWidget    *next_button;
  char         *names[4];
  gboolean      finished;
};

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjGuidedView, mj_guided_view, GTK_TYPE_BOX)

static void
say_note (MjGuidedView *self,
          const char     *text,
          gboolean        wrong)
{
  gtk_label_set_text (self->note, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), text != NULL);
  if (wrong)
    gtk_widget_add_css_class (GTK_WIDGET (self->note), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->note), "error");
}

static gboolean
tell_finished (gpointer data)
{
  MjGuidedView *self = data;

  if (self->run != NULL)
    g_signal_emit (self, signals[FINISHED], 0, mj_lesson_run_get_stars (self->run));
  return G_SOURCE_REMOVE;
}

/* The step as it stands: its words, and what the learner may do. */
static void
update (MjGuidedView *self)
{
  const MjLesson *lesson = mj_lesson_run_get_lesson (self->run);
  const MjLessonStep *step = mj_lesson_run_get_current (self->run);
  const MjDecision *d = mj_lesson_run_get_decision (self->run);
  gboolean acting = step != NULL && step->expect != MJ_EXPECT_NEXT && d != NULL;
  g_autofree char *counter = NULL;
  guint64 choosable = 0;

  if (step == NULL)
    {
      /* told from an idle: whoever listens may put the view away */
      if (!self->finished)
        {
          self->finished = TRUE;
          mj_action_bar_clear (self->bar);
          mj_table_view_set_discardable (self->table, 0);
          g_idle_add_full (G_PRIORITY_DEFAULT, tell_finished, g_object_ref (self), g_object_unref);
        }
      return;
    }

  /* Translators: where the learner is in a guided deal */
  counter = g_strdup_printf (_("Step %u of %u"), mj_lesson_run_get_step (self->run) + 1, lesson->steps->len);
  gtk_label_set_text (self->counter, counter);
  gtk_label_set_text (self->say, step->say);
  gtk_widget_set_visible (self->next_button, step->expect == MJ_EXPECT_NEXT);
  gtk_widget_set_sensitive (self->hint_button, acting);
  /* what the step points at: tiles, the sets laid down, the claim bar */
  {
    guint64 kinds = 0;

    for (guint i = 0; i < step->n_spot; i++)
      kinds |= G_GUINT64_CONSTANT (1) << step->spot[i];
    mj_table_view_set_hint (self->table, -1);
    mj_table_view_set_spotlight (self->table, kinds, g_strcmp0 (step->spot_place, "melds") == 0);
    if (g_strcmp0 (step->spot_place, "claims") == 0)
      gtk_widget_add_css_class (GTK_WIDGET (self->bar), "spotlight");
    else
      gtk_widget_remove_css_class (GTK_WIDGET (self->bar), "spotlight");
  }

  if (acting)
    {
      MjSeatView view;

      mj_game_get_view (mj_lesson_run_get_game (self->run), 0, &view);
      mj_action_bar_show_decision (self->bar, d, &view, (const char * const *) self->names, NULL);
      /* a discard, or in a Goulash's exchange a tile to pass on: chosen in the rack */
      if (d->kind == MJ_DECISION_TURN || d->kind == MJ_DECISION_EXCHANGE)
        for (guint i = 0; i < d->n_actions; i++)
          if (d->actions[i].kind == MJ_ACTION_DISCARD || d->actions[i].kind == MJ_ACTION_EXCHANGE)
            choosable |= G_GUINT64_CONSTANT (1) << d->actions[i].tile;
    }
  else
    mj_action_bar_clear (self->bar);
  mj_table_view_set_discardable (self->table, choosable);
  if (step->expect == MJ_EXPECT_NEXT)
    gtk_widget_grab_focus (self->next_button);
  else if (choosable != 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->table));
}

static void
answer (MjGuidedView *self,
        const MjAction *action)
{
  const char *wrong = NULL;

  if (mj_lesson_run_get_decision (self->run) == NULL)
    return;
  if (mj_lesson_run_answer (self->run, action, &wrong))
    say_note (self, NULL, FALSE);
  else
    say_note (self, wrong, TRUE);
}

static void
tile_activated_cb (MjGuidedView *self,
                   guint           tile,
                   MjTableView    *table)
{
  const MjDecision *d = mj_lesson_run_get_decision (self->run);
  /* with the box ticked, the discard declares the hand ready (or makes the original call) */
  guint wanted = mj_action_bar_get_declaring (self->bar) ? MJ_ACTION_FLAG_DECLARE_READY | MJ_ACTION_FLAG_ORIGINAL_CALL : 0;
  const MjAction *plain = NULL;

  for (guint i = 0; d != NULL && i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_EXCHANGE && d->actions[i].tile == tile)
      plain = &d->actions[i];
    else if (d->actions[i].kind == MJ_ACTION_DISCARD && d->actions[i].tile == tile &&
        (d->actions[i].flags & MJ_ACTION_FLAG_STEP_BACK) == 0 &&
        (plain == NULL || (wanted != 0 ? (d->actions[i].flags & wanted) != 0 : d->actions[i].flags == 0)))
      plain = &d->actions[i];
  if (plain != NULL)
    {
      MjAction action = *plain;

      answer (self, &action);
    }
}

static void
action_chosen_cb (MjGuidedView *self,
                  const MjAction *action)
{
  MjAction chosen = *action;

  answer (self, &chosen);
}

static void
next_clicked_cb (MjGuidedView *self)
{
  say_note (self, NULL, FALSE);
  mj_lesson_run_next (self->run);
}

/* What the step asks for, shown: a star less. */
static void
hint_clicked_cb (MjGuidedView *self)
{
  MjAction expected;
  g_autofree char *text = NULL;

  if (!mj_lesson_run_get_expected (self->run, &expected))
    return;
  mj_lesson_run_take_hint (self->run);
  switch ((MjActionKind) expected.kind)
    {
    case MJ_ACTION_DISCARD:
    case MJ_ACTION_EXCHANGE:
      {
        guint n = 0;

        mj_table_view_get_rack_tile (self->table, 0, &n);
        for (guint i = 0; i < n; i++)
          if (mj_table_view_get_rack_tile (self->table, i, &n) == expected.tile)
            {
              mj_table_view_set_selected (self->table, (int) i);
              break;
            }
        mj_table_view_set_hint (self->table, expected.tile);
        /* a discard that declares: the box ticked */
        if (expected.flags != 0)
          mj_action_bar_focus_action (self->bar, &expected);
        gtk_widget_grab_focus (GTK_WIDGET (self->table));
        if (expected.kind == MJ_ACTION_EXCHANGE)
          /* Translators: a lesson's hint in a Goulash's exchange: the tile to pass on, in full */
          text = g_strdup_printf (_("Pass on the %s: click it twice, or press Enter."),
                                  mj_tile_get_name ((MjTile) expected.tile));
        else
          text = expected.flags != 0
                 /* Translators: a lesson's hint: the tile to discard declaring the hand ready, in full */
                 ? g_strdup_printf (_("Tick the box below, then discard the %s: click it twice, or press Enter."),
                                    mj_tile_get_name ((MjTile) expected.tile))
                 /* Translators: a lesson's hint: the tile to discard, in full */
                 : g_strdup_printf (_("Discard the %s: click it twice, or press Enter."),
                                    mj_tile_get_name ((MjTile) expected.tile));
      }
      break;
    default:
      mj_action_bar_focus_action (self->bar, &expected);
      /* Translators: a lesson's hint for a claim or Mah-Jong: its button is chosen */
      text = g_strdup (_("The button the step asks for is chosen: press Enter."));
      break;
    }
  say_note (self, text, FALSE);
}

static void
mj_guided_view_dispose (GObject *object)
{
  MjGuidedView *self = MJ_GUIDED_VIEW (object);

  if (self->run != NULL)
    g_signal_handlers_disconnect_by_data (self->run, self);
  if (self->table != NULL)
    mj_table_view_set_game (self->table, NULL);
  g_clear_object (&self->run);
  G_OBJECT_CLASS (mj_guided_view_parent_class)->dispose (object);
}

static void
mj_guided_view_finalize (GObject *object)
{
  MjGuidedView *self = MJ_GUIDED_VIEW (object);

  for (guint seat = 0; seat < 4; seat++)
    g_free (self->names[seat]);
  G_OBJECT_CLASS (mj_guided_view_parent_class)->finalize (object);
}

static void
mj_guided_view_class_init (MjGuidedViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_guided_view_dispose;
  object_class->finalize = mj_guided_view_finalize;

  /**
   * MjGuidedView::finished:
   * @stars: what the lesson was done with, 1 to 3
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
mj_guided_view_init (MjGuidedView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
}

static GtkWidget *
step_card (MjGuidedView *self)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_start (card, 12);
  gtk_widget_set_margin_end (card, 12);
  gtk_widget_set_margin_top (card, 6);
  gtk_widget_set_margin_bottom (card, 6);

  self->counter = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->counter, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->counter), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->counter), "caption");
  self->say = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->say, TRUE);
  gtk_label_set_xalign (self->say, 0);
  gtk_label_set_lines (self->say, 4);
  self->note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->note, TRUE);
  gtk_label_set_xalign (self->note, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->note), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Note"), -1);
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (self->counter));
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (self->say));
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (self->note));
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_margin_start (words, 12);
  gtk_widget_set_margin_top (words, 12);
  gtk_widget_set_margin_bottom (words, 12);

  self->hint_button = gtk_button_new_with_mnemonic (_("_Hint"));
  gtk_widget_set_tooltip_text (self->hint_button, _("Show what this step asks for (a star less)"));
  g_signal_connect_swapped (self->hint_button, "clicked", G_CALLBACK (hint_clicked_cb), self);
  self->next_button = gtk_button_new_with_mnemonic (_("_Next"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->hint_button);
  gtk_box_append (GTK_BOX (buttons), self->next_button);
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (buttons, 12);

  gtk_box_append (GTK_BOX (card), words);
  gtk_box_append (GTK_BOX (card), buttons);
  return card;
}

/**
 * mj_guided_view_new:
 * @lesson: a guided deal, kept by the caller for as long as the view
 *
 * Returns: (transfer floating): the deal at the table, its first step shown; %NULL with
 *   @error set if the deal cannot be dealt
 */
GtkWidget *
mj_guided_view_new (const MjLesson  *lesson,
                      MjTileCache     *cache,
                      GError         **error)
{
  MjGuidedView *self;
  MjLessonRun *run;
  guint used = 0;

  g_return_val_if_fail (lesson != NULL && lesson->kind == MJ_LESSON_GUIDED, NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  run = mj_lesson_run_new (lesson, error);
  if (run == NULL)
    return NULL;

  self = g_object_new (MJ_TYPE_GUIDED_VIEW, NULL);
  self->run = run;
  /* Translators: the learner's own name on the table in a lesson */
  self->names[0] = g_strdup (_("You"));
  for (guint seat = 1; seat < 4; seat++)
    self->names[seat] = g_strdup (mj_player_name_give (seat * 2, &used));

  self->table = MJ_TABLE_VIEW (mj_table_view_new (cache));
  gtk_widget_set_vexpand (GTK_WIDGET (self->table), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->table), "table-cloth");
  for (guint seat = 0; seat < 4; seat++)
    mj_table_view_set_player_name (self->table, seat, self->names[seat]);
  mj_table_view_set_game (self->table, mj_lesson_run_get_game (run));
  self->bar = MJ_ACTION_BAR (mj_action_bar_new ());
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->table));
  gtk_box_append (GTK_BOX (self), step_card (self));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->bar));

  g_signal_connect_object (self->table, "tile-activated", G_CALLBACK (tile_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->bar, "action-chosen", G_CALLBACK (action_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->bar, "sort-requested", G_CALLBACK (mj_table_view_sort_rack), self->table,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (run, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  /* the keyboard goes where the step waits once the view is on screen */
  g_signal_connect (self, "map", G_CALLBACK (update), NULL);
  mj_lesson_run_start (run);
  return GTK_WIDGET (self);
}
