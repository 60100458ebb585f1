/* mj-standings-page.c: the end of a match
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shown in the window in place of the table once a match is over, played to its end or
 * ended on purpose: the players in their places with their balances, the biggest hand of
 * the match, the balances hand by hand in a small chart, and what to do next: a new match
 * with the same players and rules, the score sheet, or back to the front page. Where the
 * rules score nothing, the places go by the hands won, and there is no chart of balances.
 */

#define G_LOG_DOMAIN "mj-standings"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-balance-chart.h"
#include "mj-format.h"
#include "mj-standings-page.h"

struct _MjStandingsPage
{
  AdwBin          parent_instance;

  /* Template Widgets */
  AdwStatusPage  *status;
  GtkListBox     *places;
  GtkLabel       *biggest;
  MjBalanceChart *chart;
  GtkWidget      *new_match_button;
};

G_DEFINE_FINAL_TYPE (MjStandingsPage, mj_standings_page, ADW_TYPE_BIN)

static void
mj_standings_page_class_init (MjStandingsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* (AdwBin lets its child go itself) */
  g_type_ensure (MJ_TYPE_BALANCE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-standings-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MjStandingsPage, status);
  gtk_widget_class_bind_template_child (widget_class, MjStandingsPage, places);
  gtk_widget_class_bind_template_child (widget_class, MjStandingsPage, biggest);
  gtk_widget_class_bind_template_child (widget_class, MjStandingsPage, chart);
  gtk_widget_class_bind_template_child (widget_class, MjStandingsPage, new_match_button);
}

static void
mj_standings_page_init (MjStandingsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  mj_balance_chart_set_x_title (self->chart, _("Hands"));
}

GtkWidget *
mj_standings_page_new (void)
{
  return g_object_new (MJ_TYPE_STANDINGS_PAGE, NULL);
}

/**
 * mj_standings_describe_biggest:
 * @names: (array fixed-size=4): the players' names, by seat
 *
 * Returns: (transfer full): the biggest hand of @match in a sentence, or that no hand was
 *   won
 */
char *
mj_standings_describe_biggest (MjMatch            *match,
                               const char * const *names)
{
  const MjHandRecord *records;
  guint n_records = 0;
  int best = -1;

  g_return_val_if_fail (MJ_IS_MATCH (match), NULL);

  records = mj_match_get_records (match, &n_records);
  for (guint i = 0; i < n_records; i++)
    if (records[i].winner >= 0 &&
        (best < 0 || records[i].totals[records[i].winner] > records[best].totals[records[best].winner]))
      best = (int) i;

  if (best < 0)
    return g_strdup (n_records == 0 ? _("No hand was played to its end.") : _("Every hand was drawn."));
  if (!mj_ruleset_scores_hands (mj_match_get_ruleset (match)))
    return g_strdup (_("These rules keep no score: the most hands won wins the match."));
  /* Translators: the end of a match: "Biggest hand: Mei, 320 points, hand 5" */
  return g_strdup_printf (_("Biggest hand: %s, %d points, hand %u"), names[records[best].winner],
                          records[best].totals[records[best].winner], records[best].number);
}

/* What places the players: their balance, or where the rules score nothing their hands won. */
static int
standing (MjMatch  *match,
          gboolean  scores,
          guint     seat)
{
  return scores ? mj_match_get_balance (match, seat) : (int) mj_match_get_hands_won (match, seat);
}

static void
add_place (MjStandingsPage *self,
           guint            place,
           const char      *name,
           int              value_shown,
           gboolean         scores)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf ("%u. %s", place, name);
  g_autofree char *points = scores ? mj_format_number (value_shown)
                                   /* Translators: a player's place at the end of a match
                                    * under rules that keep no score */
                                   : g_strdup_printf (ngettext ("%d hand won", "%d hands won", (gulong) value_shown),
                                                      value_shown);
  GtkWidget *value = gtk_label_new (points);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_add_css_class (value, place == 1 ? "title-3" : "title-4");
  gtk_widget_add_css_class (value, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  gtk_list_box_append (self->places, row);
}

/**
 * mj_standings_page_show_match:
 * @names: (array fixed-size=4): the players' names, by seat
 *
 * Shows how @match ended.
 */
void
mj_standings_page_show_match (MjStandingsPage    *self,
                              MjMatch            *match,
                              const char * const *names)
{
  g_autofree char *biggest = NULL;
  g_autofree char *winner = NULL;
  g_autofree double *values = NULL;
  const char *labels[4];
  const MjHandRecord *records;
  guint order[4], n_seats = 0, n_records = 0;
  guint empty;
  gboolean scores;
  GtkWidget *child;

  g_return_if_fail (MJ_IS_STANDINGS_PAGE (self));
  g_return_if_fail (MJ_IS_MATCH (match) && names != NULL);

  scores = mj_ruleset_scores_hands (mj_match_get_ruleset (match));
  empty = mj_match_get_empty_seats (match);
  for (guint seat = 0; seat < 4; seat++)
    if (!((empty >> seat) & 1u))
      order[n_seats++] = seat;
  /* the highest balance (or the most hands won) first; a tie keeps the order of the seats */
  for (guint i = 1; i < n_seats; i++)
    for (guint j = i; j > 0 && standing (match, scores, order[j]) > standing (match, scores, order[j - 1]); j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->places))) != NULL)
    gtk_list_box_remove (self->places, child);
  for (guint i = 0, place = 1; i < n_seats; i++)
    {
      if (i > 0 && standing (match, scores, order[i]) < standing (match, scores, order[i - 1]))
        place = i + 1;
      add_place (self, place, names[order[i]], standing (match, scores, order[i]), scores);
    }

  if (n_seats > 1 && standing (match, scores, order[0]) > standing (match, scores, order[1]))
    /* Translators: the end of a match: who finished first */
    winner = g_strdup_printf (_("%s wins the match"), names[order[0]]);
  else
    winner = g_strdup (_("The match ends level at the top"));
  adw_status_page_set_description (self->status, winner);

  biggest = mj_standings_describe_biggest (match, names);
  gtk_label_set_text (self->biggest, biggest);

  /* what each won or lost, hand by hand */
  records = mj_match_get_records (match, &n_records);
  values = g_new0 (double, n_seats * (n_records + 1));
  for (guint i = 0; i < n_seats; i++)
    {
      labels[i] = names[order[i]];
      for (guint h = 0; h < n_records; h++)
        values[i * (n_records + 1) + h + 1] = records[h].balance[order[i]];
    }
  mj_balance_chart_set_series (self->chart, n_seats, labels, n_records + 1, values);
  gtk_widget_set_visible (GTK_WIDGET (self->chart), n_records > 0 && scores);

  gtk_widget_grab_focus (self->new_match_button);
}
