/* mj-hand-summary.c: the end of a hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every player's hand is laid out as laid down on the table (MjLaidHand), the winner's first
 * with how the hand was won, followed by the score line by line (the engine's own
 * explanation), the total, what the player paid or received, and the running balance.
 * After the winner, a table says who paid whom. Where the rules score nothing (the first
 * stage of the British book's course), no score is shown: who went out, and the hands each
 * player has won. "Next hand" (or "Final standings" at the end of the match) closes it and the
 * window goes on.
 */

#define G_LOG_DOMAIN "mj-hand-summary"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-format.h"
#include "mj-hand-summary.h"
#include "mj-label.h"
#include "mj-laid-hand.h"
#include "mj-list-cells.h"
#include "mj-review-window.h"
#include "mj-tally.h"

struct _MjHandSummary
{
  AdwWindow     parent_instance;

  /* Template Widgets */
  AdwHeaderBar *header_bar;
  GtkWidget    *continue_button;
  GtkWidget    *list;          /* the seats' boxes, then the rules */

  MjTileCache  *cache;
  char         *names[4];
  MjHandReview *review;        /* the person's decisions, for Review; or NULL */
  MjReviewTally tally;
};

enum {
  CONTINUE,
  END_MATCH,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjHandSummary, mj_hand_summary, ADW_TYPE_WINDOW)

static void
continue_clicked_cb (MjHandSummary *self)
{
  g_signal_emit (self, signals[CONTINUE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
review_clicked_cb (MjHandSummary *self)
{
  MjReviewWindow *review = mj_review_window_new (GTK_WINDOW (self), self->cache, self->review, &self->tally,
                                                 (const char * const *) self->names);

  gtk_window_present (GTK_WINDOW (review));
}

/**
 * mj_hand_summary_set_review:
 * @review: the person's decisions in the hand, judged and finished
 * @tally: the match's reviews so far, this hand's included
 *
 * Offers the review of the hand: a Review button in the header.
 */
void
mj_hand_summary_set_review (MjHandSummary       *self,
                            MjHandReview        *review,
                            const MjReviewTally *tally)
{
  GtkWidget *button;

  g_return_if_fail (MJ_IS_HAND_SUMMARY (self));
  if (review == NULL || mj_hand_review_get_n_steps (review) == 0 || self->review != NULL)
    return;
  self->review = mj_hand_review_ref (review);
  self->tally = *tally;
  button = gtk_button_new_with_mnemonic (_("_Review"));
  gtk_widget_set_name (button, "review-button");
  gtk_widget_set_tooltip_text (button, _("Your decisions in this hand, judged, with what would have been better"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (review_clicked_cb), self);
  adw_header_bar_pack_end (self->header_bar, button);
}

static void
end_match_clicked_cb (MjHandSummary *self)
{
  g_signal_emit (self, signals[END_MATCH], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
mj_hand_summary_dispose (GObject *object)
{
  MjHandSummary *self = MJ_HAND_SUMMARY (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), MJ_TYPE_HAND_SUMMARY);
  g_clear_object (&self->cache);
  g_clear_pointer (&self->review, mj_hand_review_unref);
  for (guint i = 0; i < 4; i++)
    g_clear_pointer (&self->names[i], g_free);

  G_OBJECT_CLASS (mj_hand_summary_parent_class)->dispose (object);
}

static void
mj_hand_summary_class_init (MjHandSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_hand_summary_dispose;

  /**
   * MjHandSummary::continue:
   *
   * The person has read the scores: play on.
   */
  signals[CONTINUE] =
    g_signal_new ("continue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * MjHandSummary::end-match:
   *
   * The family ends a match that has no set length here, after this hand.
   */
  signals[END_MATCH] =
    g_signal_new ("end-match", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-hand-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, MjHandSummary, header_bar);
  gtk_widget_class_bind_template_child (widget_class, MjHandSummary, continue_button);
  gtk_widget_class_bind_template_child (widget_class, MjHandSummary, list);
  gtk_widget_class_bind_template_callback (widget_class, continue_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_hand_summary_init (MjHandSummary *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* How the winner went out: on whose discard, or what was drawn. */
static char *
describe_win (const MjGameResult *result,
              const char * const *names)
{
  const MjHand *hand;
  const char *tile;
  int from = result->discarder;

  if (result->winner < 0 || result->winner >= 4)
    return NULL;
  hand = &result->hands[result->winner];
  if (hand->winning_tile == MJ_TILE_NONE || !mj_tile_is_valid (hand->winning_tile))
    {
      if (result->self_drawn || from < 0 || from >= 4)
        return g_strdup (_("Went out with a tile drawn from the wall"));
      /* Translators: how a hand was won: the name of the player who discarded the tile */
      return g_strdup_printf (_("Went out on the discard of %s"), names[from]);
    }

  tile = mj_tile_get_name (hand->winning_tile);
  if (!result->self_drawn && from >= 0 && from < 4)
    {
      if (hand->flags & MJ_HAND_FLAG_ROBBING_KONG)
        /* Translators: how a hand was won: the tile ("Five of Bamboo"), the player robbed */
        return g_strdup_printf (_("Went out on the %s, robbed from the kong of %s"), tile, names[from]);
      /* Translators: how a hand was won: the tile ("Red Dragon"), the player who discarded it */
      return g_strdup_printf (_("Went out on the %s, the discard of %s"), tile, names[from]);
    }
  if (hand->flags & MJ_HAND_FLAG_REPLACEMENT_TILE)
    /* Translators: how a hand was won: the tile ("Red Dragon") */
    return g_strdup_printf (_("Went out on the %s, a loose tile drawn after a kong"), tile);
  /* Translators: how a hand was won: the tile ("Red Dragon") */
  return g_strdup_printf (_("Went out on the %s, drawn from the wall"), tile);
}

static GtkWidget *
seat_box (MjTileCache        *cache,
          MjMatch            *match,
          MjGame             *game,
          const MjGameResult *result,
          guint               seat,
          const char * const *names,
          gboolean            scores)
{
  const MjScore *score = &result->scores[seat];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *title = NULL;
  g_autofree char *total = NULL;
  g_autofree char *balance = NULL;
  g_autofree char *wild = NULL;
  g_autofree char *how = NULL;
  GtkWidget *laid;
  int net = result->settlement.net[seat];

  title = g_strdup_printf ("%s — %s%s", mj_wind_get_name (mj_game_get_seat_wind (game, seat)), names[seat],
                           (int) seat == result->winner ? _(", Mah-Jong") : "");
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (title, "heading"));
  if ((int) seat == result->winner && (how = describe_win (result, names)) != NULL)
    gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (how, NULL));

  laid = mj_laid_hand_new (cache, game, seat, names);
  gtk_widget_set_margin_top (laid, 4);
  gtk_widget_set_margin_bottom (laid, 4);
  gtk_box_append (GTK_BOX (box), laid);

  if (score->dead_hand == MJ_DEAD_HAND_LONG)
    gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("Long hand: too many tiles, it scores nothing"), NULL));
  wild = mj_score_describe_wild (score);
  if (wild != NULL)
    gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (wild, NULL));
  for (guint i = 0; i < score->n_items; i++)
    {
      g_autofree char *line = mj_score_item_describe (&score->items[i]);

      gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (line, "dim-label"));
    }
  if (mj_score_describe_concealment (score) != NULL)
    gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (mj_score_describe_concealment (score), "dim-label"));

  /* no score and no payment where the rules keep none: the hand as laid down */
  if (!scores)
    return box;

  if (result->winner < 0)
    total = g_strdup (_("No one went out: nothing is scored"));
  else
    total = mj_score_describe_total (score);
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (total, NULL));

  balance = mj_hand_summary_describe_payment (net, mj_match_get_balance (match, seat));
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (balance, "heading"));
  return box;
}

static GtkWidget *
cell_new (const char *text,
          const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* Who paid whom: a row for each payer, a column for each receiver, and each player's net
 * gain at the end of the row, the sum of its column less the sum of its row. */
static GtkWidget *
payments_box (MjGame             *game,
              const MjGameResult *result,
              const char * const *names)
{
  const MjSettlement *paid = &result->settlement;
  guint empty = mj_game_get_empty_seats (game);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid;
  guint seats[4], n = 0;
  gboolean any = FALSE;

  for (guint s = 0; s < 4; s++)
    if (!((empty >> s) & 1u))
      seats[n++] = s;
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      any |= paid->pays[seats[i]][seats[j]] != 0;

  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("Payments"), "heading"));
  if (!any)
    {
      gboolean scored = FALSE;

      for (guint i = 0; i < n; i++)
        scored |= paid->net[seats[i]] != 0;
      gtk_box_append (GTK_BOX (box),
                      mj_label_new_wrapped (result->winner < 0 ? _("A drawn hand: nobody pays")
                                 : scored ? _("Nobody pays: each score is written down")
                                          : _("Nobody pays"), "dim-label"));
      return box;
    }

  /* Translators: under the heading "Payments", how to read its table */
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("Each row pays the players at the head of the columns."),
                                            "dim-label"));
  grid = gtk_grid_new ();
  gtk_widget_set_name (grid, "payments");
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  /* Translators: the head of the last column of the payments table: received less paid */
  {
    GtkWidget *head = cell_new (_("Net"), "heading");

    gtk_widget_set_valign (head, GTK_ALIGN_END);
    gtk_grid_attach (GTK_GRID (grid), head, (int) n + 1, 0, 1, 1);
  }
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *name = mj_label_new_wrapped (names[seats[i]], "heading");
      GtkWidget *head = cell_new (names[seats[i]], "heading");
      g_autofree char *net = mj_format_signed (paid->net[seats[i]]);

      /* a long name takes two lines rather than the width of the window */
      gtk_label_set_wrap (GTK_LABEL (head), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (head), 9);
      gtk_label_set_justify (GTK_LABEL (head), GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (head, GTK_ALIGN_END);
      gtk_label_set_wrap (GTK_LABEL (name), FALSE);
      gtk_grid_attach (GTK_GRID (grid), head, (int) i + 1, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), name, 0, (int) i + 1, 1, 1);
      for (guint j = 0; j < n; j++)
        {
          int amount = paid->pays[seats[i]][seats[j]];
          g_autofree char *text = amount != 0 ? mj_format_number (amount) : NULL;
          GtkWidget *cell = cell_new (i == j ? "—" : text != NULL ? text : "0",
                                      i == j || amount == 0 ? "dim-label" : NULL);

          if (amount != 0)
            {
              /* Translators: a cell of the payments table: payer, receiver, amount */
              g_autofree char *tip = g_strdup_printf (_("%s pays %s %d"), names[seats[i]], names[seats[j]],
                                                      amount);

              gtk_widget_set_tooltip_text (cell, tip);
            }
          gtk_grid_attach (GTK_GRID (grid), cell, (int) j + 1, (int) i + 1, 1, 1);
        }
      gtk_grid_attach (GTK_GRID (grid), cell_new (net, "heading"), (int) n + 1, (int) i + 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);

  /* played with tallies: each payment in sticks, as they change hands */
  if (mj_ruleset_get (mj_game_get_ruleset (game), MJ_PARAM_TALLIES))
    for (guint i = 0; i < n; i++)
      for (guint j = 0; j < n; j++)
        {
          int amount = paid->pays[seats[i]][seats[j]];
          g_autofree char *sticks = NULL;
          g_autofree char *line = NULL;

          if (i == j || amount <= 0)
            continue;
          sticks = mj_tally_describe (amount);
          /* Translators: a payment in tally sticks: payer, receiver, the sticks */
          line = g_strdup_printf (_("%s pays %s in sticks: %s"), names[seats[i]], names[seats[j]], sticks);
          gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (line, NULL));
        }
  return box;
}

/* Where the rules score nothing: who went out, and the hands each player has won so far. */
static GtkWidget *
hands_won_box (MjMatch            *match,
               MjGame             *game,
               const MjGameResult *result,
               const char * const *names)
{
  guint empty = mj_game_get_empty_seats (game);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *outcome = NULL;

  if (result->winner >= 0)
    /* Translators: the end of a hand under rules that keep no score: the winner's name */
    outcome = g_strdup_printf (_("%s went out and wins the hand."), names[result->winner]);
  else
    outcome = g_strdup (_("Nobody went out: a drawn hand."));
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("Hands won"), "heading"));
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (outcome, NULL));
  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (_("These rules keep no score: the one who goes out wins the hand."),
                                            "dim-label"));

  gtk_widget_set_name (grid, "hands-won");
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  for (guint seat = 0, row = 0; seat < 4; seat++)
    {
      g_autofree char *won = NULL;

      if ((empty >> seat) & 1u)
        continue;
      won = g_strdup_printf ("%u", mj_match_get_hands_won (match, seat));
      gtk_grid_attach (GTK_GRID (grid), mj_label_new_wrapped (names[seat], NULL), 0, (int) row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (won, (int) seat == result->winner ? "heading" : NULL),
                       1, (int) row, 1, 1);
      row++;
    }
  gtk_box_append (GTK_BOX (box), grid);
  return box;
}

/* The rules the hand was scored by, with a family's changes to its preset. */
static GtkWidget *
rules_box (MjRuleset *ruleset)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  const char *based_on = mj_ruleset_get_based_on (ruleset);
  g_autoptr(MjRuleset) preset = based_on != NULL ? mj_ruleset_new_preset (based_on, NULL) : NULL;
  g_autofree char *title = g_strdup_printf (mj_ruleset_scores_hands (ruleset) ? _("Scored by the rules “%s”")
                                                                              : _("Played by the rules “%s”"),
                                            mj_ruleset_get_name (ruleset));

  gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (title, "heading"));
  if (preset != NULL)
    {
      g_autoptr(GArray) changes = mj_ruleset_list_changes (ruleset, preset);

      for (guint i = 0; i < changes->len; i++)
        {
          const MjRulesetChange *change = &g_array_index (changes, MjRulesetChange, i);
          /* Translators: a house rule: its name, its value, the preset's name and value */
          g_autofree char *line = g_strdup_printf (_("%s: %s (%s: %s)"), change->title, change->value,
                                                   mj_ruleset_get_name (preset), change->other);

          gtk_box_append (GTK_BOX (box), mj_label_new_wrapped (line, "dim-label"));
        }
    }
  return box;
}

/**
 * mj_hand_summary_new:
 * @names: the four players' names
 *
 * Returns: (transfer full): the scores of @game, the hand @match just finished
 */
MjHandSummary *
mj_hand_summary_new (GtkWindow          *parent,
                     MjTileCache        *cache,
                     MjMatch            *match,
                     MjGame             *game,
                     const char * const *names)
{
  MjHandSummary *self = g_object_new (MJ_TYPE_HAND_SUMMARY, "transient-for", parent, NULL);
  const MjGameResult *result = mj_game_get_result (game);
  GtkBox *list = GTK_BOX (self->list);
  g_autofree char *title = NULL;
  gboolean scores;

  g_return_val_if_fail (result != NULL, self);

  self->cache = g_object_ref (cache);
  for (guint i = 0; i < 4; i++)
    self->names[i] = g_strdup (names[i]);

  if (result->winner >= 0)
    title = g_strdup_printf (result->self_drawn ? _("%s goes out on a tile from the wall")
                                                : _("%s goes out"), names[result->winner]);
  else
    title = g_strdup (_("A drawn hand"));
  gtk_window_set_title (GTK_WINDOW (self), title);

  gtk_button_set_label (GTK_BUTTON (self->continue_button),
                        mj_match_is_finished (match) ? _("_Final Standings") : _("_Next Hand"));
  /* a match played "as long as the family likes" ends when they say so */
  if (!mj_match_is_finished (match) && mj_ruleset_get (mj_match_get_ruleset (match), MJ_PARAM_ROUNDS) == 0)
    {
      GtkWidget *end = gtk_button_new_with_mnemonic (_("_End the Match"));

      g_signal_connect_swapped (end, "clicked", G_CALLBACK (end_match_clicked_cb), self);
      adw_header_bar_pack_start (self->header_bar, end);
    }

  /* one loser paid for everyone: who, and by which rule */
  if (result->winner >= 0 && result->liable >= 0 && result->liable < 4)
    {
      const char *rule = mj_liable_rule_get_name ((MjLiableRule) result->liable_rule);
      /* Translators: a player pays for every other player, and the rule that says so */
      g_autofree char *text = rule != NULL ? g_strdup_printf (_("%s pays for everyone: %s"), names[result->liable], rule)
                                           : g_strdup_printf (_("%s pays for everyone"), names[result->liable]);

      gtk_box_append (list, mj_label_new_wrapped (text, "heading"));
    }

  /* the winner first, who paid whom (or who has won how many hands, where nothing is
   * scored), then the others in seat order */
  scores = mj_ruleset_scores_hands (mj_game_get_ruleset (game));
  if (result->winner >= 0)
    gtk_box_append (list, seat_box (cache, match, game, result, (guint) result->winner, names, scores));
  gtk_box_append (list, scores ? payments_box (game, result, names) : hands_won_box (match, game, result, names));
  /* (nobody sits in an empty seat) */
  for (guint seat = 0; seat < 4; seat++)
    if ((int) seat != result->winner && !((mj_game_get_empty_seats (game) >> seat) & 1u))
      gtk_box_append (list, seat_box (cache, match, game, result, seat, names, scores));
  gtk_box_append (list, rules_box (mj_game_get_ruleset (game)));

  gtk_window_set_default_widget (GTK_WINDOW (self), self->continue_button);
  gtk_widget_grab_focus (self->continue_button);
  return self;
}

/**
 * mj_hand_summary_describe_payment:
 * @net: what the player received (positive) or paid (negative) for the hand
 * @balance: the player's balance after it
 *
 * Returns: (transfer full): a line such as "Receives 16; now 516"
 */
char *
mj_hand_summary_describe_payment (int net,
                                  int balance)
{
  g_autofree char *payment = NULL;
  g_autofree char *now = mj_format_number (balance);

  if (net > 0)
    payment = g_strdup_printf (_("Receives %d"), net);
  else if (net < 0)
    payment = g_strdup_printf (_("Pays %d"), -net);
  else
    payment = g_strdup (_("Pays nothing"));
  /* Translators: how much a player paid or received, then their balance after it */
  return g_strdup_printf (_("%s; now %s"), payment, now);
}
