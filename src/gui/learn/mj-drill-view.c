/* mj-drill-view.c: a drill: questions on a hand, each answered by the game
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One question at a time: the hand as tiles, the question, and the answers to choose from
 * (tiles, claims, yes or no, totals). The game works out the right answer
 * (mj_drill_solve()); once the learner has chosen, the view says whether it was right, the
 * lesson's words on why, and what the game saw: how near each discard leaves the hand to
 * ready, or the score line by line. A wrong answer costs a star; the next question follows.
 */

#define G_LOG_DOMAIN "mj-learn"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-format.h"
#include "mj-lesson-drill.h"
#include "mj-lesson-run.h"
#include "mj-lesson-view.h"
#include "mj-tile-strip.h"

#define TILE_HEIGHT 56

struct _MjDrillView
{
  GtkBox          parent_instance;

  const MjLesson *lesson;
  MjRuleset      *ruleset;
  MjTileCache    *cache;
  guint           item;
  guint           mistakes;
  gboolean        answered;
  MjDrillAnswer   solved;
  guint64         chosen;      /* the waits chosen so far */

  GtkLabel       *counter;
  GtkLabel       *question;
  GtkWidget      *hand_box;
  GtkLabel       *context;
  GtkWidget      *answers;
  GtkLabel       *verdict;
  GtkLabel       *explain;
  GtkWidget      *next_button;
};

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjDrillView, mj_drill_view, GTK_TYPE_BOX)

static const MjLessonItem *
current (MjDrillView *self)
{
  return self->lesson->items->pdata[self->item];
}

/**
 * mj_lesson_view_tile_button:
 *
 * Returns: (transfer floating): a flat button showing @tile, named for it
 */
GtkWidget *
mj_lesson_view_tile_button (MjTileCache *cache,
                            MjTile       tile,
                            int          height)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *strip = mj_tile_strip_new (cache, height);

  mj_tile_strip_append (MJ_TILE_STRIP (strip), tile);
  gtk_button_set_child (GTK_BUTTON (button), strip);
  gtk_widget_set_tooltip_text (button, mj_tile_get_name (tile));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, mj_tile_get_name (tile),
                                  -1);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/* The hand: concealed tiles in order, then the sets laid down, then the bonus tiles. */
static GtkWidget *
hand_strip (MjDrillView      *self,
            const MjLessonItem *item)
{
  GtkWidget *strip = mj_tile_strip_new (self->cache, TILE_HEIGHT);
  const MjHand *hand = &item->hand;
  gboolean last_apart = item->ask == MJ_ASK_MAHJONG || item->ask == MJ_ASK_SCORE;
  gboolean held_back = FALSE;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint c = 0; c < hand->concealed[t]; c++)
      {
        /* the last tile stands apart, as it came */
        if (last_apart && !held_back && t == item->tile)
          {
            held_back = TRUE;
            continue;
          }
        mj_tile_strip_append (MJ_TILE_STRIP (strip), (MjTile) t);
      }
  for (guint i = 0; i < hand->n_melds; i++)
    {
      mj_tile_strip_append_gap (MJ_TILE_STRIP (strip));
      mj_tile_strip_append_meld (MJ_TILE_STRIP (strip), &hand->melds[i]);
    }
  if (hand->bonus != 0)
    mj_tile_strip_append_gap (MJ_TILE_STRIP (strip));
  for (guint b = 0; b < 8; b++)
    if (hand->bonus & (1u << b))
      mj_tile_strip_append (MJ_TILE_STRIP (strip), (MjTile) (MJ_TILE_FLOWER_1 + b));
  if (held_back)
    {
      mj_tile_strip_append_gap (MJ_TILE_STRIP (strip));
      mj_tile_strip_append_full (MJ_TILE_STRIP (strip), item->tile, MJ_TILE_STRIP_OUTLINED);
    }
  return strip;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* What the game saw, in words: how near each discard leaves the hand, or the score. */
static char *
detail (MjDrillView *self)
{
  GString *text = g_string_new (NULL);

  switch (self->solved.ask)
    {
    case MJ_ASK_DISCARD:
      for (guint i = 0; i < self->solved.n_weights; i++)
        {
          const MjDiscardWeight *w = &self->solved.weights[i];

          if (!(self->solved.tiles & (G_GUINT64_CONSTANT (1) << w->tile)))
            continue;
          if (w->shanten == 0)
            /* Translators: a discard weighed: the hand is then one tile from Mah-Jong */
            g_string_append_printf (text, ngettext ("Without the %s the hand is ready: %u tile completes it.",
                                                    "Without the %s the hand is ready: %u tiles complete it.",
                                                    w->improving),
                                    mj_tile_get_name (w->tile), w->improving);
          else
            {
              /* Translators: a discard weighed: how far from ready the hand is then */
              g_string_append_printf (text, ngettext ("Without the %s the hand is %d step from ready.",
                                                      "Without the %s the hand is %d steps from ready.", w->shanten),
                                      mj_tile_get_name (w->tile), w->shanten);
              g_string_append_c (text, ' ');
              /* Translators: a discard weighed: how many tiles not in the hand would help it */
              g_string_append_printf (text, ngettext ("%u tile brings it nearer.", "%u tiles bring it nearer.",
                                                      w->improving), w->improving);
            }
          break;
        }
      break;
    case MJ_ASK_SCORE:
      for (guint i = 0; i < self->solved.score.n_items; i++)
        {
          g_autofree char *line = mj_score_item_describe (&self->solved.score.items[i]);

          g_string_append_printf (text, "%s\n", line);
        }
      {
        g_autofree char *total = mj_score_describe_total (&self->solved.score);

        g_string_append (text, total);
      }
      break;
    case MJ_ASK_WAITS:
    case MJ_ASK_MAHJONG:
    case MJ_ASK_CLAIM:
    case MJ_ASK_PRIORITY:
    default:
      break;
    }
  return g_string_free (text, FALSE);
}

/* The answer, as a learner would say it. */
static char *
answer_words (MjDrillView *self)
{
  GString *text = g_string_new (NULL);

  switch (self->solved.ask)
    {
    case MJ_ASK_WAITS:
    case MJ_ASK_DISCARD:
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (self->solved.tiles & (G_GUINT64_CONSTANT (1) << t))
          g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", mj_tile_get_name ((MjTile) t));
      break;
    case MJ_ASK_MAHJONG:
      g_string_append (text, self->solved.yes ? _("Yes, Mah-Jong") : _("No, not Mah-Jong"));
      break;
    case MJ_ASK_CLAIM:
      switch (self->solved.claim)
        {
        case MJ_EXPECT_MAHJONG:
          g_string_append (text, _("Mah-Jong"));
          break;
        case MJ_EXPECT_PUNG:
          g_string_append (text, _("Pung"));
          break;
        case MJ_EXPECT_CHOW:
          /* Translators: the chow to claim, named by its lowest tile */
          g_string_append_printf (text, _("Chow from the %s"), mj_tile_get_name (self->solved.chow));
          break;
        default:
          g_string_append (text, _("Pass"));
          break;
        }
      break;
    case MJ_ASK_PRIORITY:
      {
        static const char * const whom[] = {
          N_("The player after the discarder"), N_("The player opposite the discarder"),
          N_("The player before the discarder"),
        };

        g_string_append (text, self->solved.claimant == MJ_CLAIMANT_NOBODY ? _("Nobody")
                                                                           : _(whom[self->solved.claimant]));
      }
      break;
    case MJ_ASK_SCORE:
    default:
      {
        g_autofree char *points = mj_format_number (self->solved.score.total);

        g_string_append (text, points);
      }
      break;
    }
  return g_string_free (text, FALSE);
}

static void
show_verdict (MjDrillView *self,
              gboolean       right)
{
  const MjLessonItem *item = current (self);
  g_autofree char *said = answer_words (self);
  g_autofree char *seen = detail (self);
  g_autofree char *verdict = NULL;
  g_autoptr(GString) explain = g_string_new (item->explain);

  self->answered = TRUE;
  if (!right)
    self->mistakes++;
  /* Translators: a drill's answer judged: right, or the right answer */
  verdict = right ? g_strdup_printf (_("Right: %s."), said) : g_strdup_printf (_("Not quite: the answer is %s."), said);
  gtk_label_set_text (self->verdict, verdict);
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), right ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->verdict), right ? "success" : "error");
  if (seen[0] != '\0')
    g_string_append_printf (explain, "%s%s", explain->len > 0 ? "\n\n" : "", seen);
  gtk_label_set_text (self->explain, explain->str);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->explain), explain->len > 0);
  gtk_widget_set_sensitive (self->answers, FALSE);
  gtk_widget_set_visible (self->next_button, TRUE);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        self->item + 1 < self->lesson->items->len ? _("_Next Question") : _("_Finish"));
  gtk_widget_grab_focus (self->next_button);
}

static void
respond (MjDrillView *self,
         const char    *response)
{
  if (self->answered)
    return;
  show_verdict (self, mj_drill_answer_accepts (&self->solved, response));
}

static void
response_clicked_cb (GtkButton     *button,
                     MjDrillView *self)
{
  respond (self, g_object_get_data (G_OBJECT (button), "response"));
}

static GtkWidget *
add_response (MjDrillView *self,
              GtkWidget     *button,
              const char    *response)
{
  g_object_set_data_full (G_OBJECT (button), "response", g_strdup (response), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (response_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->answers), button);
  return button;
}

static void
add_word (MjDrillView *self,
          const char    *label,
          const char    *response)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  add_response (self, button, response);
}

/* The waits: tiles toggled, then checked together. */
static void
wait_toggled_cb (GtkToggleButton *button,
                 MjDrillView   *self)
{
  MjTile t = (MjTile) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile"));

  if (gtk_toggle_button_get_active (button))
    self->chosen |= G_GUINT64_CONSTANT (1) << t;
  else
    self->chosen &= ~(G_GUINT64_CONSTANT (1) << t);
}

static void
check_waits_cb (MjDrillView *self)
{
  GString *text = g_string_new (NULL);

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (self->chosen & (G_GUINT64_CONSTANT (1) << t))
      g_string_append_printf (text, "%s ", mj_tile_to_string ((MjTile) t));
  respond (self, text->str);
  g_string_free (text, TRUE);
}

static void
offer_waits (MjDrillView      *self,
             const MjLessonItem *item)
{
  GtkWidget *grid = gtk_flow_box_new ();
  GtkWidget *check = gtk_button_new_with_mnemonic (_("_Check"));
  guint64 kinds = 0;

  /* every tile of the suits in the hand, and the honours it holds */
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (item->hand.concealed[t] > 0)
      {
        if (mj_tile_is_suited ((MjTile) t))
          for (guint r = 1; r <= 9; r++)
            kinds |= G_GUINT64_CONSTANT (1) << mj_tile_make (mj_tile_suit ((MjTile) t), r);
        else
          kinds |= G_GUINT64_CONSTANT (1) << t;
      }
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (grid), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (grid), 9);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (kinds & (G_GUINT64_CONSTANT (1) << t))
      {
        GtkWidget *toggle = gtk_toggle_button_new ();
        GtkWidget *strip = mj_tile_strip_new (self->cache, 44);

        mj_tile_strip_append (MJ_TILE_STRIP (strip), (MjTile) t);
        gtk_button_set_child (GTK_BUTTON (toggle), strip);
        gtk_widget_set_tooltip_text (toggle, mj_tile_get_name ((MjTile) t));
        gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        mj_tile_get_name ((MjTile) t), -1);
        g_object_set_data (G_OBJECT (toggle), "tile", GUINT_TO_POINTER (t));
        g_signal_connect (toggle, "toggled", G_CALLBACK (wait_toggled_cb), self);
        gtk_flow_box_append (GTK_FLOW_BOX (grid), toggle);
      }
  gtk_widget_set_hexpand (grid, TRUE);
  gtk_box_append (GTK_BOX (self->answers), grid);
  gtk_widget_add_css_class (check, "pill");
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (check, "clicked", G_CALLBACK (check_waits_cb), self);
  gtk_box_append (GTK_BOX (self->answers), check);
}

/* Three wrong totals beside the right one, in order, none repeated. */
static void
offer_totals (MjDrillView *self)
{
  int total = self->solved.score.total;
  int options[4] = { total, total * 2, total > 4 ? total / 2 : total + 8, total + 20 };
  int sorted[4];
  guint n = 0;

  for (guint i = 0; i < 4; i++)
    {
      gboolean seen = options[i] <= 0;

      for (guint k = 0; k < n; k++)
        seen |= sorted[k] == options[i];
      if (!seen)
        sorted[n++] = options[i];
    }
  for (guint i = 1; i < n; i++)
    for (guint k = i; k > 0 && sorted[k - 1] > sorted[k]; k--)
      {
        int swap = sorted[k];

        sorted[k] = sorted[k - 1];
        sorted[k - 1] = swap;
      }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = mj_format_number (sorted[i]);
      g_autofree char *response = g_strdup_printf ("%d", sorted[i]);

      add_word (self, label, response);
    }
}

static void
offer_claims (MjDrillView *self)
{
  g_autofree char *chow = self->solved.claim == MJ_EXPECT_CHOW ? mj_expect_to_string (MJ_EXPECT_CHOW, self->solved.chow)
                                                              : g_strdup ("chow");

  add_word (self, _("_Pass"), "pass");
  add_word (self, _("_Chow"), chow);
  add_word (self, _("P_ung"), "pung");
  add_word (self, _("_Mah-Jong"), "mahjong");
}

/* Whose claim wins: the three players after the discarder, with what each claims. */
static void
offer_claimants (MjDrillView      *self,
                 const MjLessonItem *item)
{
  static const char * const responses[] = { "right", "opposite", "left" };

  for (guint k = 0; k < 3; k++)
    {
      const char *claim = item->claims[k].kind == MJ_ACTION_WIN ? _("Mah-Jong")
                          : item->claims[k].kind == MJ_ACTION_PUNG ? _("Pung")
                          : item->claims[k].kind == MJ_ACTION_CHOW ? _("Chow") : _("Pass");
      /* Translators: a claimant in a drill, seen from the discarder, and what they claim */
      g_autofree char *label = k == 0 ? g_strdup_printf (_("After the discarder: %s"), claim)
                               : k == 1 ? g_strdup_printf (_("Opposite the discarder: %s"), claim)
                               : g_strdup_printf (_("Before the discarder: %s"), claim);

      add_word (self, label, responses[k]);
    }
  add_word (self, _("_Nobody"), "nobody");
}

static void
show_item (MjDrillView *self)
{
  const MjLessonItem *item = current (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *counter = NULL;
  g_autofree char *context = NULL;

  self->answered = FALSE;
  self->chosen = 0;
  if (!mj_drill_solve (item, self->ruleset, &self->solved, &error))
    g_warning ("%s: [Item %u]: %s", self->lesson->file, self->item + 1, error->message);

  /* Translators: where the learner is in a drill */
  counter = g_strdup_printf (_("Question %u of %u"), self->item + 1, self->lesson->items->len);
  gtk_label_set_text (self->counter, counter);
  gtk_label_set_text (self->question, item->say);
  clear_box (self->hand_box);
  if (item->ask != MJ_ASK_PRIORITY)
    gtk_box_append (GTK_BOX (self->hand_box), hand_strip (self, item));

  if (item->ask == MJ_ASK_CLAIM || item->ask == MJ_ASK_PRIORITY)
    {
      static const char * const from[] = {
        "", N_("the player on your left"), N_("the player opposite"), N_("the player on your right"),
      };

      /* Translators: a drill's discard: "Red Dragon, discarded by the player on your left" */
      context = item->ask == MJ_ASK_CLAIM ? g_strdup_printf (_("%s, discarded by %s"), mj_tile_get_name (item->tile),
                                                             _(from[item->from]))
                                          : NULL;
      if (item->ask == MJ_ASK_CLAIM)
        gtk_box_append (GTK_BOX (self->hand_box), mj_lesson_view_tile_button (self->cache, item->tile, TILE_HEIGHT));
    }
  else if (item->ask == MJ_ASK_SCORE)
    /* Translators: the winds of a hand to score, and how it went out */
    context = g_strdup_printf (_("Seat wind %s, prevailing wind %s; the last tile %s"),
                               mj_wind_get_name (item->hand.seat_wind), mj_wind_get_name (item->hand.prevailing_wind),
                               item->hand.self_drawn ? _("drawn from the wall") : _("claimed from a discard"));
  gtk_label_set_text (self->context, context != NULL ? context : "");
  gtk_widget_set_visible (GTK_WIDGET (self->context), context != NULL);

  clear_box (self->answers);
  gtk_widget_set_sensitive (self->answers, TRUE);
  switch (item->ask)
    {
    case MJ_ASK_WAITS:
      offer_waits (self, item);
      break;
    case MJ_ASK_DISCARD:
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (item->hand.concealed[t] > 0)
          add_response (self, mj_lesson_view_tile_button (self->cache, (MjTile) t, 44), mj_tile_to_string ((MjTile) t));
      break;
    case MJ_ASK_CLAIM:
      offer_claims (self);
      break;
    case MJ_ASK_MAHJONG:
      add_word (self, _("_Yes, Mah-Jong"), "yes");
      add_word (self, _("N_o"), "no");
      break;
    case MJ_ASK_PRIORITY:
      offer_claimants (self, item);
      break;
    case MJ_ASK_SCORE:
    default:
      offer_totals (self);
      break;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->verdict), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->explain), FALSE);
  gtk_widget_set_visible (self->next_button, FALSE);
  gtk_widget_child_focus (self->answers, GTK_DIR_TAB_FORWARD);
}

static void
focus_answers (MjDrillView *self)
{
  if (self->answered)
    gtk_widget_grab_focus (self->next_button);
  else
    gtk_widget_child_focus (self->answers, GTK_DIR_TAB_FORWARD);
}

static void
next_clicked_cb (MjDrillView *self)
{
  if (self->item + 1 < self->lesson->items->len)
    {
      self->item++;
      show_item (self);
      return;
    }
  g_signal_emit (self, signals[FINISHED], 0, mj_lesson_stars_for (self->mistakes));
}

static void
mj_drill_view_dispose (GObject *object)
{
  MjDrillView *self = MJ_DRILL_VIEW (object);

  g_clear_object (&self->ruleset);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_drill_view_parent_class)->dispose (object);
}

static void
mj_drill_view_class_init (MjDrillViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mj_drill_view_dispose;

  /**
   * MjDrillView::finished:
   * @stars: what the drill was done with, 1 to 3
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
mj_drill_view_init (MjDrillView *self)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  self->counter = add_label (box, "dim-label");
  self->question = add_label (box, "title-3");
  self->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_box_append (GTK_BOX (box), self->hand_box);
  self->context = add_label (box, NULL);
  self->answers = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (box), self->answers);
  self->verdict = add_label (box, "title-4");
  self->explain = add_label (box, NULL);
  gtk_label_set_selectable (self->explain, TRUE);
  self->next_button = gtk_button_new_with_mnemonic (_("_Next Question"));
  gtk_widget_add_css_class (self->next_button, "pill");
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  gtk_widget_set_halign (self->next_button, GTK_ALIGN_END);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), self->next_button);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self), scroll);
}

/**
 * mj_drill_view_get_mistakes:
 *
 * Returns: the questions answered wrong so far
 */
guint
mj_drill_view_get_mistakes (MjDrillView *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_VIEW (self), 0);
  return self->mistakes;
}

/**
 * mj_drill_view_new:
 * @lesson: a drill, kept by the caller for as long as the view
 *
 * Returns: (transfer floating): the drill at its first question; %NULL with @error set if
 *   its rules are not known
 */
GtkWidget *
mj_drill_view_new (const MjLesson  *lesson,
                     MjTileCache     *cache,
                     GError         **error)
{
  MjDrillView *self;
  MjRuleset *ruleset;

  g_return_val_if_fail (lesson != NULL && lesson->kind == MJ_LESSON_DRILL, NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  ruleset = mj_lesson_get_ruleset (lesson, error);
  if (ruleset == NULL)
    return NULL;
  self = g_object_new (MJ_TYPE_DRILL_VIEW, NULL);
  self->lesson = lesson;
  self->ruleset = ruleset;
  self->cache = g_object_ref (cache);
  show_item (self);
  /* the keyboard on the first answer once the view is on screen */
  g_signal_connect (self, "map", G_CALLBACK (focus_answers), NULL);
  return GTK_WIDGET (self);
}
