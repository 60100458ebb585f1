/* mj-action-bar.c: the bar under the table where the person decides
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bar offers exactly the legal choices of one decision: on a turn the words "choose a
 * tile to discard" (the tile is chosen on the table), going out, kongs and the box that
 * declares a ready hand with the discard; on another player's discard the claims, Pass and
 * the seconds left to claim; in a Goulash exchange what to pass on and what is set aside.
 * A choice is "action-chosen"; the window answers the game with it. The bar's first words
 * say what is asked, and a hint or a refusal is told there too, where the person looks.
 *
 * The bar stays under the table the whole match, one height at every moment (see its
 * template): when the person has nothing to decide it is empty but for a quiet status,
 * such as whose turn it is, so that the table never moves between the person's turn and
 * the others'.
 */

#define G_LOG_DOMAIN "mj-action-bar"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-action-bar.h"

struct _MjActionBar
{
  GtkWidget       parent_instance;

  /* Template Widgets */
  GtkStack       *stack;
  GtkBox         *controls;      /* the status, or a decision's controls */
  GtkLabel       *status;        /* what goes on while nothing is asked */

  /* Borrowed References: children of the controls while a decision is shown */
  GtkLabel       *prompt;
  GtkCheckButton *declare;
  GtkLabel       *countdown;

  /* Owned References */
  char           *asked;      /* the prompt's own words, while something else is told there */
};

enum {
  ACTION_CHOSEN,
  SORT_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjActionBar, mj_action_bar, GTK_TYPE_WIDGET)

static void
append (MjActionBar *self,
        GtkWidget   *child)
{
  gtk_widget_set_visible (GTK_WIDGET (self->status), FALSE);
  gtk_box_append (self->controls, child);
}

static void
prepend (MjActionBar *self,
         GtkWidget   *child)
{
  gtk_widget_set_visible (GTK_WIDGET (self->status), FALSE);
  gtk_box_insert_child_after (self->controls, child, GTK_WIDGET (self->status));
}

/**
 * mj_action_bar_clear:
 *
 * Takes every control away: nothing is asked, the status is shown.
 */
void
mj_action_bar_clear (MjActionBar *self)
{
  GtkWidget *child;

  g_return_if_fail (MJ_IS_ACTION_BAR (self));

  if (self->controls == NULL)
    return;
  while ((child = gtk_widget_get_next_sibling (GTK_WIDGET (self->status))) != NULL)
    gtk_box_remove (self->controls, child);
  gtk_widget_set_visible (GTK_WIDGET (self->status), TRUE);
  self->prompt = NULL;
  self->declare = NULL;
  self->countdown = NULL;
  g_clear_pointer (&self->asked, g_free);
  g_object_set_data (G_OBJECT (self), "mj-declare", NULL);
}

static void
action_clicked_cb (GtkButton   *button,
                   MjActionBar *self)
{
  const MjAction *stored = g_object_get_data (G_OBJECT (button), "mj-action");
  MjAction action;

  if (stored == NULL)
    return;
  action = *stored;
  g_signal_emit (self, signals[ACTION_CHOSEN], 0, &action);
}

static GtkWidget *
action_button (MjActionBar    *self,
               const char     *label,
               const MjAction *action,
               gboolean        suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data_full (G_OBJECT (button), "mj-action", mj_action_copy (action), (GDestroyNotify) mj_action_free);
  g_signal_connect (button, "clicked", G_CALLBACK (action_clicked_cb), self);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  append (self, button);
  return button;
}

/* The most lines the bar's words take when the bar has room for them. */
#define PROMPT_LINES 3

/* The bar's first words: what is asked, about @chars wide (the label gives way to the
 * buttons when the bar is narrow; a claim's bar has the most buttons, and the narrowest
 * words). They wrap and are never cut short. */
static GtkWidget *
prompt_label (MjActionBar *self,
              const char  *text,
              int          chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_NONE);
  gtk_label_set_width_chars (GTK_LABEL (label), chars);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars + 4);
  g_object_set_data (G_OBJECT (label), "mj-chars", GINT_TO_POINTER (chars));
  self->prompt = GTK_LABEL (label);
  return label;
}

/* Words longer than the prompt's own (a hint) may widen it, so that they take
 * PROMPT_LINES lines at most where the bar has room; where it has not, they wrap onto
 * more lines, whole. */
static void
set_prompt_text (MjActionBar *self,
                 const char  *text)
{
  int chars = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self->prompt), "mj-chars"));
  int needed = (int) (g_utf8_strlen (text, -1) + PROMPT_LINES - 1) / PROMPT_LINES;

  /* (a line breaks between words: a few characters more than the share of each line) */
  gtk_label_set_max_width_chars (self->prompt, MAX (chars + 4, needed + 8));
  gtk_label_set_text (self->prompt, text);
}

/* With several people at the screen, the bar says whose decision it is. */
static void
prepend_person (MjActionBar *self,
                const char  *person)
{
  GtkWidget *who;

  if (person == NULL)
    return;
  who = gtk_label_new (person);
  gtk_widget_add_css_class (who, "heading");
  prepend (self, who);
}

static gboolean
has_flag (const MjDecision *d,
          guint             flag)
{
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_DISCARD && (d->actions[i].flags & flag))
      return TRUE;
  return FALSE;
}

static void
sort_clicked_cb (MjActionBar *self)
{
  g_signal_emit (self, signals[SORT_REQUESTED], 0);
}

/* The rack can be rearranged by dragging (or Ctrl+arrows) and put back in order. */
static void
append_sort (MjActionBar *self)
{
  GtkWidget *sort = gtk_button_new_with_mnemonic (_("So_rt"));

  gtk_widget_set_tooltip_text (sort, _("Put your tiles in order of suit and number"));
  g_signal_connect_swapped (sort, "clicked", G_CALLBACK (sort_clicked_cb), self);
  append (self, sort);
}

static void
show_turn (MjActionBar      *self,
           const MjDecision *d,
           const char       *person)
{
  GtkWidget *prompt;

  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];
      g_autofree char *label = NULL;

      switch ((MjActionKind) a->kind)
        {
        case MJ_ACTION_SELF_DRAWN_WIN:
          action_button (self, _("_Mah-Jong!"), a, TRUE);
          break;
        case MJ_ACTION_CONCEALED_KONG:
        case MJ_ACTION_ADDED_KONG:
          /* Translators: declare a kong of the named tile */
          label = g_strdup_printf (_("_Kong of %s"), mj_tile_get_name (a->tile));
          action_button (self, label, a, FALSE);
          break;
        default:
          break;
        }
    }

  if (has_flag (d, MJ_ACTION_FLAG_DECLARE_READY) || has_flag (d, MJ_ACTION_FLAG_ORIGINAL_CALL))
    {
      GtkWidget *check = gtk_check_button_new_with_mnemonic (has_flag (d, MJ_ACTION_FLAG_ORIGINAL_CALL) &&
                                                             !has_flag (d, MJ_ACTION_FLAG_DECLARE_READY)
                                                             ? _("_Original call with this discard")
                                                             : _("_Declare ready with this discard"));

      self->declare = GTK_CHECK_BUTTON (check);
      g_object_set_data (G_OBJECT (self), "mj-declare", check);
      append (self, check);
    }

  /* beside a kong's button or the box to declare, the words take two lines */
  prompt = prompt_label (self, _("Your turn: choose a tile to discard"),
                         gtk_widget_get_next_sibling (GTK_WIDGET (self->status)) != NULL ? 20 : 36);
  prepend (self, prompt);
  prepend_person (self, person);
  append_sort (self);
}

static void
show_claims (MjActionBar        *self,
             const MjDecision   *d,
             const char * const *names,
             const char         *person)
{
  g_autofree char *prompt = NULL;
  GtkWidget *pass = NULL;

  if (d->kind == MJ_DECISION_ROB)
    prompt = g_strdup_printf (_("%s declares a kong with %s"), names[d->other], mj_tile_get_name (d->tile));
  else
    prompt = g_strdup_printf (_("%s discards %s"), names[d->other], mj_tile_get_name (d->tile));
  append (self, prompt_label (self, prompt, 26));
  prepend_person (self, person);

  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];
      g_autofree char *label = NULL;

      switch ((MjActionKind) a->kind)
        {
        case MJ_ACTION_WIN:
          action_button (self, _("_Mah-Jong!"), a, TRUE);
          break;
        case MJ_ACTION_KONG:
          action_button (self, _("_Kong"), a, FALSE);
          break;
        case MJ_ACTION_PUNG:
          action_button (self, _("_Pung"), a, FALSE);
          break;
        case MJ_ACTION_CHOW:
          /* Translators: claim a chow, e.g. "Chow 3-4-5" */
          label = g_strdup_printf (_("_Chow %u-%u-%u"), mj_tile_rank (a->tile), mj_tile_rank (a->tile) + 1,
                                   mj_tile_rank (a->tile) + 2);
          action_button (self, label, a, FALSE);
          break;
        case MJ_ACTION_TAKE:
          action_button (self, _("_Take"), a, FALSE);
          break;
        case MJ_ACTION_PASS:
          pass = action_button (self, _("Pa_ss"), a, FALSE);
          break;
        default:
          break;
        }
    }

  if (pass != NULL)
    gtk_widget_grab_focus (pass);
}

/* A Goulash: before play, three tiles passed on three times, each chosen in the rack. */
static void
show_exchange (MjActionBar        *self,
               const MjDecision   *d,
               const MjSeatView   *view,
               const char * const *names,
               const char         *person)
{
  g_autofree char *text = NULL;

  switch ((d->other + 4 - d->seat) % 4)
    {
    case 1:
      /* Translators: a Goulash; %u is 1, 2 or 3, %s a player's name */
      text = g_strdup_printf (_("Exchange %u of 3: pass three tiles to %s, on your right"),
                              view->exchange, names[d->other]);
      break;
    case 2:
      text = g_strdup_printf (_("Exchange %u of 3: pass three tiles to %s, opposite"),
                              view->exchange, names[d->other]);
      break;
    default:
      text = g_strdup_printf (_("Exchange %u of 3: pass three tiles to %s, on your left"),
                              view->exchange, names[d->other]);
      break;
    }
  append (self, prompt_label (self, text, 36));

  if (view->n_passing > 0)
    {
      g_autoptr(GString) tiles = g_string_new (NULL);
      g_autofree char *aside = NULL;
      GtkWidget *label;

      for (guint i = 0; i < view->n_passing; i++)
        {
          if (i > 0)
            g_string_append (tiles, _(", "));
          g_string_append (tiles, mj_tile_get_name (view->passing[i]));
        }
      /* Translators: the tiles chosen so far to pass on, e.g. "Set aside: East wind, 9 of circles" */
      aside = g_strdup_printf (_("Set aside: %s"), tiles->str);
      label = gtk_label_new (aside);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_add_css_class (label, "dim-label");
      append (self, label);
    }
  prepend_person (self, person);
  append_sort (self);
}

/**
 * mj_action_bar_show_decision:
 * @decision: what the person is asked
 * @view: the person's view of the table
 * @names: (array fixed-size=4): the players' names, by seat
 * @person: (nullable): the person asked, named when several share the screen
 *
 * Offers @decision: its buttons, and the words that say what is asked.
 */
void
mj_action_bar_show_decision (MjActionBar        *self,
                             const MjDecision   *decision,
                             const MjSeatView   *view,
                             const char * const *names,
                             const char         *person)
{
  g_return_if_fail (MJ_IS_ACTION_BAR (self));
  g_return_if_fail (decision != NULL && names != NULL);

  mj_action_bar_clear (self);
  if (decision->kind == MJ_DECISION_TURN)
    show_turn (self, decision, person);
  else if (decision->kind == MJ_DECISION_EXCHANGE && view != NULL)
    show_exchange (self, decision, view, names, person);
  else
    show_claims (self, decision, names, person);
}

/**
 * mj_action_bar_set_countdown:
 * @seconds: the seconds left to claim; 0 hides them
 */
void
mj_action_bar_set_countdown (MjActionBar *self,
                             int          seconds)
{
  g_autofree char *text = NULL;

  g_return_if_fail (MJ_IS_ACTION_BAR (self));

  if (seconds <= 0)
    {
      if (self->countdown != NULL)
        gtk_box_remove (self->controls, GTK_WIDGET (self->countdown));
      self->countdown = NULL;
      return;
    }
  text = g_strdup_printf ("%d", seconds);
  if (self->countdown == NULL)
    {
      self->countdown = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->countdown), "claim-countdown");
      append (self, GTK_WIDGET (self->countdown));
    }
  gtk_label_set_text (self->countdown, text);
}

/**
 * mj_action_bar_offer:
 * @prompt: what the bar says
 * @label: the button's label, with a mnemonic
 * @action_name: the detailed action the button activates
 *
 * Offers one way on when nothing is asked, such as the next hand after one is over.
 */
void
mj_action_bar_offer (MjActionBar *self,
                     const char  *prompt,
                     const char  *label,
                     const char  *action_name)
{
  GtkWidget *button;

  g_return_if_fail (MJ_IS_ACTION_BAR (self));
  g_return_if_fail (label != NULL && action_name != NULL);

  mj_action_bar_clear (self);
  if (prompt != NULL)
    append (self, prompt_label (self, prompt, 20));
  button = gtk_button_new_with_mnemonic (label);
  gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_widget_add_css_class (button, "suggested-action");
  append (self, button);
}

/**
 * mj_action_bar_tell:
 *
 * Tells the person something about the decision in front of them, where the bar says what
 * is asked (a toast would cover the bar's buttons).
 *
 * Returns: %FALSE if no decision is shown to tell it beside
 */
gboolean
mj_action_bar_tell (MjActionBar *self,
                    const char  *text)
{
  g_return_val_if_fail (MJ_IS_ACTION_BAR (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->prompt == NULL)
    return FALSE;
  if (self->asked == NULL)
    self->asked = g_strdup (gtk_label_get_text (self->prompt));
  set_prompt_text (self, text);
  /* the whole of it, wherever the bar is narrow */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->prompt), text);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt), "hint");
  return TRUE;
}

/**
 * mj_action_bar_restore_prompt:
 *
 * Puts back the words that say what is asked, in place of what was told there: the person
 * has gone on, and a hint no longer applies.
 */
void
mj_action_bar_restore_prompt (MjActionBar *self)
{
  g_autofree char *asked = NULL;

  g_return_if_fail (MJ_IS_ACTION_BAR (self));

  if (self->prompt == NULL || self->asked == NULL)
    return;
  asked = g_steal_pointer (&self->asked);
  set_prompt_text (self, asked);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->prompt), NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (self->prompt), "hint");
}

/**
 * mj_action_bar_get_declaring:
 *
 * Returns: whether the box is ticked that makes the discard declare a ready hand (or the
 *   original call)
 */
gboolean
mj_action_bar_get_declaring (MjActionBar *self)
{
  g_return_val_if_fail (MJ_IS_ACTION_BAR (self), FALSE);
  return self->declare != NULL && gtk_check_button_get_active (self->declare);
}

/**
 * mj_action_bar_focus_action:
 *
 * Gives the keyboard to the button of @action, so that Enter takes it; for a discard that
 * declares the hand ready (or makes the original call), ticks the box that makes it so.
 *
 * Returns: whether the bar has such a button
 */
gboolean
mj_action_bar_focus_action (MjActionBar    *self,
                            const MjAction *action)
{
  g_return_val_if_fail (MJ_IS_ACTION_BAR (self), FALSE);

  /* a discard that declares the hand ready: the box ticked */
  if (action->kind == MJ_ACTION_DISCARD && self->declare != NULL &&
      (action->flags & (MJ_ACTION_FLAG_DECLARE_READY | MJ_ACTION_FLAG_ORIGINAL_CALL)))
    {
      gtk_check_button_set_active (self->declare, TRUE);
      return gtk_widget_grab_focus (GTK_WIDGET (self->declare));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->controls)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const MjAction *a = g_object_get_data (G_OBJECT (child), "mj-action");

      if (a != NULL && a->kind == action->kind && a->tile == action->tile)
        return gtk_widget_grab_focus (child);
    }
  return FALSE;
}

/**
 * mj_action_bar_set_status:
 * @text: (nullable): what goes on while the person has nothing to decide ("Mei to play")
 *
 * Says @text, quietly, whenever no decision is shown.
 */
void
mj_action_bar_set_status (MjActionBar *self,
                          const char  *text)
{
  g_return_if_fail (MJ_IS_ACTION_BAR (self));

  gtk_label_set_text (self->status, text != NULL ? text : "");
}

/**
 * mj_action_bar_is_empty:
 *
 * Returns: whether nothing is asked or offered: the bar shows only its status
 */
gboolean
mj_action_bar_is_empty (MjActionBar *self)
{
  g_return_val_if_fail (MJ_IS_ACTION_BAR (self), TRUE);

  return gtk_widget_get_next_sibling (GTK_WIDGET (self->status)) == NULL;
}

static void
mj_action_bar_dispose (GObject *object)
{
  MjActionBar *self = MJ_ACTION_BAR (object);

  self->prompt = NULL;
  self->declare = NULL;
  self->countdown = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_ACTION_BAR);
  self->controls = NULL;
  self->status = NULL;

  G_OBJECT_CLASS (mj_action_bar_parent_class)->dispose (object);
}

static void
mj_action_bar_class_init (MjActionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_action_bar_dispose;

  /**
   * MjActionBar::action-chosen:
   * @action: the action of the button the person chose
   */
  signals[ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MJ_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * MjActionBar::sort-requested:
   *
   * The person asks for the rack in order of suit and number.
   */
  signals[SORT_REQUESTED] =
    g_signal_new ("sort-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-action-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MjActionBar, stack);
  gtk_widget_class_bind_template_child (widget_class, MjActionBar, controls);
  gtk_widget_class_bind_template_child (widget_class, MjActionBar, status);
}

static void
mj_action_bar_init (MjActionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mj_action_bar_new:
 *
 * Returns: (transfer full): an empty bar
 */
GtkWidget *
mj_action_bar_new (void)
{
  return g_object_new (MJ_TYPE_ACTION_BAR, NULL);
}
