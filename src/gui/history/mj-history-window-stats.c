/* mj-history-window-stats.c: the history window's "Players" and "Head to Head" pages
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Players" shows one player's record, the biggest hand explained, and the balance over
 * the matches as a chart. "Head to Head" sets two players against each other.
 */

#define G_LOG_DOMAIN "mj-history-window"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "mj-hand-json.h"
#include "mj-history-window-private.h"
#include "mj-list-cells.h"
#include "mj-score-sheet-window.h"

/* Helpers */

static GtkWidget *
page_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  return box;
}

static GtkWidget *
clamped_scrolled (GtkWidget *child)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  adw_clamp_set_child (ADW_CLAMP (clamp), child);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static GtkLabel *
value_row (AdwPreferencesGroup *group,
           const char          *title,
           const char          *name)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (label, name);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  return GTK_LABEL (label);
}

static void
set_label_printf (GtkLabel   *label,
                  const char *format,
                  ...) G_GNUC_PRINTF (2, 3);

static void
set_label_printf (GtkLabel   *label,
                  const char *format,
                  ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  gtk_label_set_text (label, text);
}

void
_mj_history_window_update_stats (MjHistoryWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistoryStats) s = NULL;
  g_autofree char *net = NULL;
  g_autofree double *values = NULL;
  gint64 player = _mj_history_window_selected_player (self, self->stats_player, 0);
  const MjHistoryBalancePoint *series;
  const char *labels[1];

  if (player == 0)
    return;
  s = mj_history_get_player_stats (self->history, player, &error);
  if (s == NULL)
    {
      _mj_history_window_show_error (self, _("The player’s record could not be read"), error);
      return;
    }

  /* Translators: matches played, and how many of them the player finished ahead */
  set_label_printf (self->stats[STAT_MATCHES], C_("matches", "%u, won %u"), s->matches, s->matches_won);
  /* Translators: hands played, and how many the player went out in */
  set_label_printf (self->stats[STAT_HANDS], C_("hands", "%u, won %u"), s->hands, s->hands_won);
  set_label_printf (self->stats[STAT_WIN_RATE], "%.1f %%", 100.0 * s->win_rate);
  /* Translators: how many of the hands won were self-drawn, and their share */
  set_label_printf (self->stats[STAT_SELF_DRAWN], _("%u (%.1f %%)"), s->self_drawn, 100.0 * s->self_drawn_share);
  set_label_printf (self->stats[STAT_LIMIT_HANDS], "%u", s->limit_hands);
  set_label_printf (self->stats[STAT_AVERAGE], "%.1f", s->average_score);
  net = mj_format_signed (s->net);
  gtk_label_set_text (self->stats[STAT_NET], net);

  if (s->biggest_total > 0)
    {
      g_autofree char *subtitle = NULL;
      g_autofree char *explanation = mj_score_json_describe (s->biggest_score_json);

      /* Translators: the biggest hand: its score, the match and the hand it was */
      subtitle = g_strdup_printf (_("%d points, match %" PRId64 ", hand %u"), s->biggest_total,
                                  s->biggest_match, s->biggest_hand);
      adw_expander_row_set_subtitle (self->biggest_row, subtitle);
      gtk_label_set_text (self->biggest_label, explanation != NULL ? explanation : _("Scored by hand: no lines"));
      gtk_widget_set_sensitive (GTK_WIDGET (self->biggest_row), TRUE);
    }
  else
    {
      adw_expander_row_set_subtitle (self->biggest_row, _("No hand won yet"));
      gtk_label_set_text (self->biggest_label, "");
      adw_expander_row_set_expanded (self->biggest_row, FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->biggest_row), FALSE);
    }

  series = (const MjHistoryBalancePoint *) s->balance_series->data;
  values = g_new0 (double, s->balance_series->len + 1);
  for (guint i = 0; i < s->balance_series->len; i++)
    values[i + 1] = (double) series[i].balance;
  labels[0] = s->name;
  mj_balance_chart_set_series (self->stats_chart, 1, labels, s->balance_series->len + 1, values);
}

void
_mj_history_window_update_head_to_head (MjHistoryWindow *self)
{
  g_autoptr(GError) error = NULL;
  MjHistoryHeadToHead h2h = { 0 };
  gint64 a = _mj_history_window_selected_player (self, self->h2h_players[0], 0);
  gint64 b = _mj_history_window_selected_player (self, self->h2h_players[1], 0);
  const char *names[2];
  g_autofree char *title = NULL;
  g_autofree char *matches = NULL;
  g_autofree char *ahead = NULL;
  g_autofree char *hands = NULL;
  g_autofree char *net0 = NULL;
  g_autofree char *net1 = NULL;
  g_autofree char *net = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->h2h_group), a != 0 && b != 0 && a != b);
  if (a == 0 || b == 0 || a == b)
    return;
  if (!mj_history_get_head_to_head (self->history, a, b, &h2h, &error))
    {
      _mj_history_window_show_error (self, _("The two players’ record could not be read"), error);
      return;
    }

  names[0] = ((MjHistoryPlayer *) self->players->pdata[_mj_history_window_player_position (self, a)])->name;
  names[1] = ((MjHistoryPlayer *) self->players->pdata[_mj_history_window_player_position (self, b)])->name;
  /* Translators: the head-to-head group's title: one player against another */
  title = g_strdup_printf (_("%s against %s"), names[0], names[1]);
  adw_preferences_group_set_title (self->h2h_group, title);

  matches = g_strdup_printf ("%u", h2h.matches);
  /* Translators: two players' counts side by side: "Alice 3 · Bob 2" */
  ahead = g_strdup_printf (_("%s %u · %s %u"), names[0], h2h.match_wins[0], names[1], h2h.match_wins[1]);
  hands = g_strdup_printf (_("%s %u · %s %u"), names[0], h2h.hands_won[0], names[1], h2h.hands_won[1]);
  net0 = mj_format_signed (h2h.net[0]);
  net1 = mj_format_signed (h2h.net[1]);
  /* Translators: what each of two players won from the other: "Alice +120 · Bob −120" */
  net = g_strdup_printf (_("%s %s · %s %s"), names[0], net0, names[1], net1);
  gtk_label_set_text (self->h2h[H2H_MATCHES], matches);
  gtk_label_set_text (self->h2h[H2H_AHEAD], ahead);
  gtk_label_set_text (self->h2h[H2H_HANDS], hands);
  gtk_label_set_text (self->h2h[H2H_NET], net);
}

static void
stats_player_changed_cb (MjHistoryWindow *self)
{
  if (!self->updating)
    _mj_history_window_update_stats (self);
}

static void
h2h_changed_cb (MjHistoryWindow *self)
{
  if (!self->updating)
    _mj_history_window_update_head_to_head (self);
}

GtkWidget *
_mj_history_window_build_players_page (MjHistoryWindow *self)
{
  GtkWidget *box = page_box ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *chart_group = adw_preferences_group_new ();
  GtkWidget *biggest_child = adw_action_row_new ();
  static const struct { const char *title; const char *name; } stats[N_STATS] = {
    { N_("Matches"), "stat-matches" },
    { N_("Hands"), "stat-hands" },
    { N_("Win rate"), "stat-win-rate" },
    { N_("Self-drawn wins"), "stat-self-drawn" },
    { N_("Limit hands"), "stat-limit-hands" },
    { N_("Average score a hand"), "stat-average" },
    { N_("Net winnings"), "stat-net" },
  };

  self->stats_player = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  g_signal_connect_object (self->stats_player, "notify::selected", G_CALLBACK (stats_player_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_halign (GTK_WIDGET (self->stats_player), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), _mj_history_window_labelled (_("_Player"), GTK_WIDGET (self->stats_player)));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Record"));
  for (guint i = 0; i < N_STATS; i++)
    self->stats[i] = value_row (ADW_PREFERENCES_GROUP (group), _(stats[i].title), stats[i].name);

  self->biggest_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->biggest_row), _("Biggest hand"));
  self->biggest_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->biggest_label, TRUE);
  gtk_label_set_xalign (self->biggest_label, 0);
  gtk_label_set_selectable (self->biggest_label, TRUE);
  gtk_widget_set_margin_top (GTK_WIDGET (self->biggest_label), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->biggest_label), 8);
  gtk_widget_set_margin_start (GTK_WIDGET (self->biggest_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->biggest_label), 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (biggest_child), GTK_WIDGET (self->biggest_label));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (biggest_child), FALSE);
  adw_expander_row_add_row (self->biggest_row, biggest_child);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->biggest_row));
  gtk_box_append (GTK_BOX (box), group);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (chart_group), _("Balance Over Time"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (chart_group),
                                         _("What the player has won or lost in all, after each match"));
  self->stats_chart = MJ_BALANCE_CHART (mj_balance_chart_new ());
  /* Translators: the chart's bottom axis: the matches played */
  mj_balance_chart_set_x_title (self->stats_chart, _("Matches"));
  gtk_widget_set_size_request (GTK_WIDGET (self->stats_chart), -1, 240);
  gtk_widget_add_css_class (GTK_WIDGET (self->stats_chart), "card");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (chart_group), GTK_WIDGET (self->stats_chart));
  gtk_box_append (GTK_BOX (box), chart_group);
  return clamped_scrolled (box);
}

GtkWidget *
_mj_history_window_build_h2h_page (MjHistoryWindow *self)
{
  GtkWidget *box = page_box ();
  GtkWidget *pickers = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  static const char * const titles[N_H2H] = {
    N_("Matches played together"),
    N_("Matches finished ahead of the other"),
    N_("Hands won"),
    N_("Won from each other"),
  };
  static const char * const names[N_H2H] = { "h2h-matches", "h2h-ahead", "h2h-hands", "h2h-net" };

  for (guint i = 0; i < 2; i++)
    {
      self->h2h_players[i] = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
      g_signal_connect_object (self->h2h_players[i], "notify::selected", G_CALLBACK (h2h_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  /* Translators: the two players the head-to-head page compares */
  gtk_box_append (GTK_BOX (pickers), _mj_history_window_labelled (_("_First player"), GTK_WIDGET (self->h2h_players[0])));
  gtk_box_append (GTK_BOX (pickers), _mj_history_window_labelled (_("_Second player"), GTK_WIDGET (self->h2h_players[1])));
  gtk_box_append (GTK_BOX (box), pickers);

  self->h2h_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  for (guint i = 0; i < N_H2H; i++)
    self->h2h[i] = value_row (self->h2h_group, _(titles[i]), names[i]);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->h2h_group));
  return clamped_scrolled (box);
}
