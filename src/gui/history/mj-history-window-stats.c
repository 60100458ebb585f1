/* mj-history-window-stats.c: the history window's "Players" and "Head to Head" pages
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Players" shows one player's record, the biggest hand explained, and the balance over
 * the matches as a chart. "Head to Head" sets two players against each other. Both start
 * with the person at this screen (mj-history-window.c finds them by the name they play
 * under).
 */

#define G_LOG_DOMAIN "mj-history-window"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "mj-hand-json.h"
#include "mj-history-window-private.h"
#include "mj-list-cells.h"
#include "mj-template.h"

/* Helpers */

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

/**
 * _mj_history_window_class_init_stats:
 *
 * Binds the widgets and callbacks of the "Players" and "Head to Head" pages of the template.
 */
void
_mj_history_window_class_init_stats (GtkWidgetClass *widget_class)
{
  static const char * const stat_ids[N_STATS + 1] = {
    "stat_matches", "stat_hands", "stat_win_rate", "stat_self_drawn", "stat_limit_hands", "stat_average",
    "stat_net", NULL
  };
  static const char * const h2h_player_ids[] = { "h2h_player_0", "h2h_player_1", NULL };
  static const char * const h2h_ids[N_H2H + 1] = { "h2h_matches", "h2h_ahead", "h2h_hands", "h2h_net", NULL };

  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, stats_player);
  mj_widget_class_bind_template_children (widget_class, stat_ids, G_STRUCT_OFFSET (MjHistoryWindow, stats));
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, biggest_row);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, biggest_label);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, stats_chart);
  mj_widget_class_bind_template_children (widget_class, h2h_player_ids, G_STRUCT_OFFSET (MjHistoryWindow, h2h_players));
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, h2h_group);
  mj_widget_class_bind_template_children (widget_class, h2h_ids, G_STRUCT_OFFSET (MjHistoryWindow, h2h));
  gtk_widget_class_bind_template_callback (widget_class, stats_player_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, h2h_changed_cb);
}

/**
 * _mj_history_window_init_stats:
 *
 * What the template of the two pages cannot say.
 */
void
_mj_history_window_init_stats (MjHistoryWindow *self)
{
  /* Translators: the chart's bottom axis: the matches played */
  mj_balance_chart_set_x_title (self->stats_chart, _("Matches"));
}
