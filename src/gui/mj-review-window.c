/* mj-review-window.c: the review of a hand: the person's decisions, replayed and judged
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opened from the hand summary. On the left, every decision the person made in the hand, in
 * order, the few that mattered most marked good, inaccurate or a mistake; on the right, the
 * table as the person saw it at the one chosen: everyone's discards and sets, the person's
 * own hand with the tile they chose ringed, then the verdict: what the expert would have
 * done and why, what each choice kept (steps from ready, tiles that help, the danger of
 * feeding another's win) and, where the hand's later tiles show it, what would have
 * happened. Previous and Next (Alt+Left, Alt+Right) step through the decisions as a replay.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-label.h"
#include "mj-review-window.h"
#include "mj-tile-strip.h"

#define POND_TILE_HEIGHT 30
#define POND_ROW         12   /* discards in a row of the pond */
#define HAND_TILE_HEIGHT 40

struct _MjReviewWindow
{
  AdwWindow      parent_instance;

  MjTileCache   *cache;
  MjHandReview  *review;
  char          *names[4];
  guint          shown;

  AdwWindowTitle *title;
  GtkListBox    *list;
  GtkWidget     *page;       /* the chosen decision, rebuilt as it changes */
  GtkWidget     *previous;
  GtkWidget     *next;
  GtkLabel      *verdict;
  GtkLabel      *advice;
};

G_DEFINE_FINAL_TYPE (MjReviewWindow, mj_review_window, ADW_TYPE_WINDOW)

static const char *
verdict_name (const MjJudgement *j)
{
  switch (j->verdict)
    {
    case MJ_VERDICT_MISTAKE:
      /* Translators: the review's mark on a decision */
      return C_("review", "Mistake");
    case MJ_VERDICT_INACCURATE:
      /* Translators: the review's mark on a decision */
      return C_("review", "Inaccurate");
    case MJ_VERDICT_GOOD:
    default:
      /* Translators: the review's mark on a decision */
      return C_("review", "Good");
    }
}

static const char *
verdict_css (const MjJudgement *j)
{
  switch (j->verdict)
    {
    case MJ_VERDICT_MISTAKE:
      return "error";
    case MJ_VERDICT_INACCURATE:
      return "warning";
    case MJ_VERDICT_GOOD:
    default:
      return "success";
    }
}

/* What the person did, in a sentence. */
static char *
describe_choice (const MjJudgement *j)
{
  const MjAction *a = &j->chosen;
  const char *tile = a->tile != MJ_TILE_NONE ? mj_tile_get_name (a->tile) : "";
  const char *claimed = j->tile != MJ_TILE_NONE ? mj_tile_get_name (j->tile) : "";

  switch ((MjActionKind) a->kind)
    {
    case MJ_ACTION_DISCARD:
      /* Translators: the review: a decision of the person's; %s is a tile's full name */
      return g_strdup_printf (_("You discarded the %s"), tile);
    case MJ_ACTION_SELF_DRAWN_WIN:
    case MJ_ACTION_WIN:
      return g_strdup (_("You went out"));
    case MJ_ACTION_CONCEALED_KONG:
    case MJ_ACTION_ADDED_KONG:
      /* Translators: the review; %s is a tile's full name */
      return g_strdup_printf (_("You declared a kong of the %s"), tile);
    case MJ_ACTION_PUNG:
      /* Translators: the review; %s is a tile's full name */
      return g_strdup_printf (_("You claimed the %s for a pung"), claimed);
    case MJ_ACTION_KONG:
      /* Translators: the review; %s is a tile's full name */
      return g_strdup_printf (_("You claimed the %s for a kong"), claimed);
    case MJ_ACTION_CHOW:
      /* Translators: the review; %s is a tile's full name */
      return g_strdup_printf (_("You claimed the %s for a chow"), claimed);
    case MJ_ACTION_TAKE:
      /* Translators: the review; %s is a tile's full name */
      return g_strdup_printf (_("You took the %s"), claimed);
    case MJ_ACTION_PASS:
    default:
      /* Translators: the review; %s is a tile's full name */
      return g_strdup_printf (_("You let the %s go"), claimed);
    }
}

/* The verdict in words: the coach's own where the choice was worse. */
static char *
describe_advice (const MjJudgement *j)
{
  char *words = mj_judgement_describe (j);

  if (words != NULL)
    return words;
  if (j->why == MJ_JUDGE_CLOSE && j->better.kind == MJ_ACTION_DISCARD && j->better.tile != MJ_TILE_NONE)
    /* Translators: the review; %s is a tile's full name */
    return g_strdup_printf (_("As good as the expert's choice, the %s."), mj_tile_get_name (j->better.tile));
  if (j->why == MJ_JUDGE_CLOSE)
    return g_strdup (_("About as good as the expert's choice."));
  return g_strdup (_("The expert's own choice."));
}

static void
append_melds (MjTileStrip  *strip,
              const MjMeld *melds,
              guint         n)
{
  for (guint m = 0; m < n; m++)
    {
      mj_tile_strip_append_meld (strip, &melds[m]);
      mj_tile_strip_append_gap (strip);
    }
}

/* Everyone's discards and sets, as the person saw them. */
static GtkWidget *
table_box (MjReviewWindow   *self,
           const MjSeatView *view)
{
  GtkWidget *grid = gtk_grid_new ();
  guint row = 0;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  for (guint k = 0; k < 4; k++)
    {
      guint seat = (view->seat + k) % 4;
      GtkWidget *strip, *rows, *name;

      if ((view->empty >> seat) & 1u)
        continue;
      /* the sets, then the pond in rows short enough for a small window */
      rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      strip = NULL;
      if (view->n_melds[seat] > 0)
        {
          strip = mj_tile_strip_new (self->cache, POND_TILE_HEIGHT);
          append_melds (MJ_TILE_STRIP (strip), view->melds[seat], view->n_melds[seat]);
          gtk_box_append (GTK_BOX (rows), strip);
        }
      /* a claimed discard lies in the claimer's set, no longer in the pond */
      for (guint i = 0, in_row = POND_ROW; i < view->n_pond[seat]; i++)
        {
          if ((view->pond_claimed[seat] >> i) & 1)
            continue;
          if (in_row == POND_ROW)
            {
              strip = mj_tile_strip_new (self->cache, POND_TILE_HEIGHT);
              gtk_widget_set_halign (strip, GTK_ALIGN_START);
              gtk_box_append (GTK_BOX (rows), strip);
              in_row = 0;
            }
          mj_tile_strip_append (MJ_TILE_STRIP (strip), view->pond[seat][i]);
          in_row++;
        }
      name = mj_label_new_wrapped (self->names[seat], "dim-label");
      gtk_widget_set_valign (name, GTK_ALIGN_START);
      gtk_grid_attach (GTK_GRID (grid), name, 0, (int) row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), rows, 1, (int) row, 1, 1);
      row++;
    }
  return grid;
}

/* The person's hand, the tile they chose ringed. */
static GtkWidget *
hand_strip (MjReviewWindow    *self,
            const MjSeatView  *view,
            const MjJudgement *j)
{
  GtkWidget *strip = mj_tile_strip_new (self->cache, HAND_TILE_HEIGHT);
  gboolean ringed = FALSE;

  append_melds (MJ_TILE_STRIP (strip), view->melds[view->seat], view->n_melds[view->seat]);
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint n = 0; n < view->concealed[t]; n++)
      {
        gboolean ring = !ringed && j->chosen.kind == MJ_ACTION_DISCARD && j->chosen.tile == t;

        mj_tile_strip_append_full (MJ_TILE_STRIP (strip), t, ring ? MJ_TILE_STRIP_OUTLINED : MJ_TILE_STRIP_PLAIN);
        ringed |= ring;
      }
  if (j->decision != MJ_DECISION_TURN && j->tile != MJ_TILE_NONE)
    {
      mj_tile_strip_append_gap (MJ_TILE_STRIP (strip));
      mj_tile_strip_append_full (MJ_TILE_STRIP (strip), j->tile, MJ_TILE_STRIP_SIDEWAYS);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (strip), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your hand"), -1);
  return strip;
}

static char *
steps_text (int shanten)
{
  if (shanten == -1)
    return g_strdup (C_("steps from ready", "gone out"));
  if (shanten == 0)
    return g_strdup (C_("steps from ready", "ready"));
  if (shanten < 0)
    return g_strdup ("–");
  return g_strdup_printf ("%d", shanten);
}

/* What each choice kept: a row of the comparison. */
static void
compare_row (GtkGrid    *grid,
             int         row,
             const char *what,
             char       *mine,
             char       *better)
{
  GtkWidget *a = mj_label_new_wrapped (mine, "numeric"), *b = mj_label_new_wrapped (better, "numeric");

  gtk_grid_attach (grid, mj_label_new_wrapped (what, "dim-label"), 0, row, 1, 1);
  gtk_grid_attach (grid, a, 1, row, 1, 1);
  gtk_grid_attach (grid, b, 2, row, 1, 1);
  g_free (mine);
  g_free (better);
}

static GtkWidget *
comparison (const MjJudgement *j)
{
  GtkWidget *grid = gtk_grid_new ();
  gboolean discards = j->chosen.kind == MJ_ACTION_DISCARD && j->better.kind == MJ_ACTION_DISCARD;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_attach (GTK_GRID (grid), mj_label_new_wrapped (_("Your choice"), "heading"), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), mj_label_new_wrapped (_("The expert's"), "heading"), 2, 0, 1, 1);
  compare_row (GTK_GRID (grid), 1, _("Steps from ready"), steps_text (j->shanten[0]), steps_text (j->shanten[1]));
  if (discards)
    {
      compare_row (GTK_GRID (grid), 2, _("Tiles that help"), g_strdup_printf ("%u", j->ways[0]),
                   g_strdup_printf ("%u", j->ways[1]));
      /* Translators: the review: the chance a discard is the tile another player waits for */
      compare_row (GTK_GRID (grid), 3, _("Chance it feeds a win"), g_strdup_printf (_("%d%%"), (int) (j->danger[0] * 100 + 0.5)),
                   g_strdup_printf (_("%d%%"), (int) (j->danger[1] * 100 + 0.5)));
    }
  return grid;
}

static void
rebuild_page (MjReviewWindow *self)
{
  const MjReviewStep *step = mj_hand_review_get_step (self->review, self->shown);
  const MjJudgement *j = &step->judgement;
  GtkWidget *box = self->page, *child, *mark, *heading;
  g_autofree char *choice = describe_choice (j);
  g_autofree char *advice = describe_advice (j);
  g_autofree char *title = NULL;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);

  heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  /* Translators: the review: "Decision 5 of 17" */
  title = g_strdup_printf (_("Decision %u of %u"), step->number, mj_hand_review_get_n_steps (self->review));
  gtk_box_append (GTK_BOX (heading), mj_label_new_wrapped (title, "title-3"));
  mark = mj_label_new_wrapped (verdict_name (j), "heading");
  gtk_widget_add_css_class (mark, verdict_css (j));
  gtk_box_append (GTK_BOX (heading), mark);
  gtk_box_append (GTK_BOX (box), heading);

  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("The table as you saw it"), "heading"));
  gtk_box_append (GTK_BOX (box), table_box (self, &step->view));
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("Your hand"), "heading"));
  gtk_box_append (GTK_BOX (box), hand_strip (self, &step->view, j));

  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (choice, "title-4"));
  self->verdict = GTK_LABEL (mark);
  self->advice = GTK_LABEL (mj_label_new_wrapped (advice, NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->advice));
  gtk_box_append (GTK_BOX (box), comparison (j));
  if (step->outcome != NULL)
    gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (step->outcome, "accent"));

  gtk_widget_set_sensitive (self->previous, self->shown > 0);
  gtk_widget_set_sensitive (self->next, self->shown + 1 < mj_hand_review_get_n_steps (self->review));
}

/**
 * mj_review_window_show_step:
 * @index: a decision of the review, from 0
 *
 * Shows the table at that decision, and its verdict.
 */
void
mj_review_window_show_step (MjReviewWindow *self,
                            guint           index)
{
  GtkListBoxRow *row;

  g_return_if_fail (MJ_IS_REVIEW_WINDOW (self));
  if (index >= mj_hand_review_get_n_steps (self->review))
    return;
  self->shown = index;
  rebuild_page (self);
  row = gtk_list_box_get_row_at_index (self->list, (int) index);
  if (row != NULL && gtk_list_box_get_selected_row (self->list) != row)
    gtk_list_box_select_row (self->list, row);
}

guint
mj_review_window_get_shown (MjReviewWindow *self)
{
  g_return_val_if_fail (MJ_IS_REVIEW_WINDOW (self), 0);
  return self->shown;
}

/**
 * mj_review_window_get_verdict:
 *
 * Returns: the shown decision's mark, as the window says it
 */
const char *
mj_review_window_get_verdict (MjReviewWindow *self)
{
  g_return_val_if_fail (MJ_IS_REVIEW_WINDOW (self), NULL);
  return self->verdict != NULL ? gtk_label_get_text (self->verdict) : NULL;
}

/**
 * mj_review_window_get_advice:
 *
 * Returns: what the window says of the shown decision
 */
const char *
mj_review_window_get_advice (MjReviewWindow *self)
{
  g_return_val_if_fail (MJ_IS_REVIEW_WINDOW (self), NULL);
  return self->advice != NULL ? gtk_label_get_text (self->advice) : NULL;
}

static void
row_selected_cb (MjReviewWindow *self,
                 GtkListBoxRow  *row)
{
  if (row != NULL && (guint) gtk_list_box_row_get_index (row) != self->shown)
    mj_review_window_show_step (self, (guint) gtk_list_box_row_get_index (row));
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  MjReviewWindow *self = MJ_REVIEW_WINDOW (widget);
  int delta = g_variant_get_int32 (parameter);

  if (delta < 0 && self->shown == 0)
    return;
  mj_review_window_show_step (self, self->shown + (guint) delta);
}

static void
previous_clicked_cb (MjReviewWindow *self)
{
  if (self->shown > 0)
    mj_review_window_show_step (self, self->shown - 1);
}

static void
next_clicked_cb (MjReviewWindow *self)
{
  mj_review_window_show_step (self, self->shown + 1);
}

static GtkWidget *
list_row (const MjReviewStep *step)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *choice = describe_choice (&step->judgement);
  /* Translators: the review's list: "5. You discarded the North Wind" */
  g_autofree char *text = g_strdup_printf (_("%u. %s"), step->number, choice);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  /* the few that mattered most stand out */
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (text, step->marked ? "heading" : NULL));
  if (step->marked || step->judgement.verdict != MJ_VERDICT_GOOD)
    {
      GtkWidget *mark = mj_label_new_wrapped (verdict_name (&step->judgement), "caption-heading");

      gtk_widget_add_css_class (mark, verdict_css (&step->judgement));
      gtk_box_append (GTK_BOX (box), mark);
    }
  return box;
}

static void
mj_review_window_dispose (GObject *object)
{
  MjReviewWindow *self = MJ_REVIEW_WINDOW (object);

  g_clear_object (&self->cache);
  g_clear_pointer (&self->review, mj_hand_review_unref);
  for (guint i = 0; i < 4; i++)
    g_clear_pointer (&self->names[i], g_free);
  G_OBJECT_CLASS (mj_review_window_parent_class)->dispose (object);
}

static void
mj_review_window_class_init (MjReviewWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = mj_review_window_dispose;
  gtk_widget_class_install_action (widget_class, "review.step", "i", step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "review.step", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "review.step", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_review_window_init (MjReviewWindow *self)
{
}

/* Each player's discards so far this match, as good as the expert's: the computer players'
 * levels set beside the person's play. */
static GtkWidget *
match_box (MjReviewWindow      *self,
           const MjReviewTally *match)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gboolean any = FALSE;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("Discards as good as the expert's, this match"), "caption-heading"));
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *line = NULL;
      guint n = match->seat_judged[seat];

      if (n == 0)
        continue;
      /* Translators: the review: a player's name, the share of their discards as good as
       * the expert's, and how many were judged */
      line = g_strdup_printf (ngettext ("%1$s: %2$d%% of %3$u discard", "%1$s: %2$d%% of %3$u discards", n),
                              self->names[seat], (int) (100.0 * match->seat_good[seat] / n + 0.5), n);
      gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (line, "caption"));
      any = TRUE;
    }
  gtk_widget_set_visible (box, any);
  return box;
}

/* The header's subtitle: the hand's accuracy, and the match's so far. */
static char *
accuracy_text (const MjHandReview  *review,
               const MjReviewTally *match)
{
  int hand = (int) (mj_hand_review_accuracy (review) * 100 + 0.5);

  if (match == NULL || match->hands < 2 || match->decisions == 0)
    /* Translators: the review's subtitle: the share of the person's decisions as good as
     * the expert's */
    return g_strdup_printf (_("Accuracy %d%% by the expert's measure"), hand);
  /* Translators: the review's subtitle: this hand's accuracy, then the match's over %3$u hands */
  return g_strdup_printf (ngettext ("Accuracy %1$d%% by the expert's measure; %2$d%% over the match's %3$u hand",
                                    "Accuracy %1$d%% by the expert's measure; %2$d%% over the match's %3$u hands",
                                    match->hands),
                          hand, (int) (100.0 * match->good / match->decisions + 0.5), match->hands);
}

/**
 * mj_review_window_new:
 * @review: the hand's review, finished
 * @match: (nullable): the match's reviews so far, this hand's included
 * @names: the players' names, by seat
 *
 * Returns: (transfer full): the review, showing the first of the worst decisions
 */
MjReviewWindow *
mj_review_window_new (GtkWindow           *parent,
                      MjTileCache         *cache,
                      const MjHandReview  *review,
                      const MjReviewTally *match,
                      const char * const  *names)
{
  MjReviewWindow *self;
  GtkWidget *content, *header, *columns, *side, *scroll, *clamp, *buttons, *counts;
  g_autofree char *subtitle = NULL;
  g_autofree char *mistakes = NULL, *inaccurate = NULL;
  guint first = 0, n_mistakes, n_inaccurate;
  gboolean found = FALSE;

  g_return_val_if_fail (review != NULL && mj_hand_review_get_n_steps (review) > 0, NULL);

  self = g_object_new (MJ_TYPE_REVIEW_WINDOW, "transient-for", parent, "modal", TRUE, "destroy-with-parent", TRUE,
                       "default-width", 980, "default-height", 700, "title", _("Review of the Hand"), NULL);
  self->cache = g_object_ref (cache);
  self->review = mj_hand_review_ref ((MjHandReview *) review);
  for (guint i = 0; i < 4; i++)
    self->names[i] = g_strdup (names != NULL && names[i] != NULL ? names[i] : "");

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  subtitle = accuracy_text (review, match);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Review of the Hand"), subtitle));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (content), header);

  columns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (columns, TRUE);

  /* the decisions, and how many went wrong */
  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  n_mistakes = mj_hand_review_count (review, MJ_VERDICT_MISTAKE);
  n_inaccurate = mj_hand_review_count (review, MJ_VERDICT_INACCURATE);
  mistakes = g_strdup_printf (ngettext ("%u mistake", "%u mistakes", n_mistakes), n_mistakes);
  inaccurate = g_strdup_printf (ngettext ("%u inaccurate decision", "%u inaccurate decisions", n_inaccurate), n_inaccurate);
  counts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_margin_start (counts, 12);
  gtk_widget_set_margin_top (counts, 12);
  gtk_box_append (GTK_BOX (counts), mj_label_new_wrapped (mistakes, NULL));
  gtk_box_append (GTK_BOX (counts), mj_label_new_wrapped (inaccurate, NULL));
  gtk_box_append (GTK_BOX (side), counts);
  if (match != NULL)
    gtk_box_append (GTK_BOX (side), match_box (self, match));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your decisions"), -1);
  for (guint i = 0; i < mj_hand_review_get_n_steps (review); i++)
    {
      const MjReviewStep *step = mj_hand_review_get_step (review, i);

      gtk_list_box_append (self->list, list_row (step));
      /* it opens on the first of the worst: a mistake before an inaccuracy */
      if (step->marked && step->judgement.verdict != MJ_VERDICT_GOOD &&
          (!found || step->judgement.verdict > mj_hand_review_get_step (review, first)->judgement.verdict))
        {
          first = i;
          found = TRUE;
        }
    }
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->list));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (side), scroll);
  gtk_widget_set_size_request (side, 260, -1);
  gtk_box_append (GTK_BOX (columns), side);
  gtk_box_append (GTK_BOX (columns), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  g_signal_connect_swapped (self->list, "row-selected", G_CALLBACK (row_selected_cb), self);

  /* the decision shown */
  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (self->page, 18);
  gtk_widget_set_margin_bottom (self->page, 18);
  gtk_widget_set_margin_start (self->page, 18);
  gtk_widget_set_margin_end (self->page, 18);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->page);
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), clamp);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (side), scroll);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (buttons, 6);
  gtk_widget_set_margin_bottom (buttons, 12);
  self->previous = gtk_button_new_with_mnemonic (_("_Previous Decision"));
  g_signal_connect_swapped (self->previous, "clicked", G_CALLBACK (previous_clicked_cb), self);
  self->next = gtk_button_new_with_mnemonic (_("_Next Decision"));
  g_signal_connect_swapped (self->next, "clicked", G_CALLBACK (next_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->previous);
  gtk_box_append (GTK_BOX (buttons), self->next);
  gtk_box_append (GTK_BOX (side), buttons);
  gtk_widget_set_hexpand (side, TRUE);
  gtk_box_append (GTK_BOX (columns), side);

  gtk_box_append (GTK_BOX (content), columns);
  adw_window_set_content (ADW_WINDOW (self), content);
  mj_review_window_show_step (self, first);
  return self;
}
