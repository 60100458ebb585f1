/* mj-history-window-private.h: what the history window's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-balance-chart.h"
#include "mj-history-window.h"

G_BEGIN_DECLS

enum
{
  STAT_MATCHES,
  STAT_HANDS,
  STAT_WIN_RATE,
  STAT_SELF_DRAWN,
  STAT_LIMIT_HANDS,
  STAT_AVERAGE,
  STAT_NET,
  N_STATS
};

enum { H2H_MATCHES, H2H_AHEAD, H2H_HANDS, H2H_NET, N_H2H };

struct _MjHistoryWindow
{
  AdwWindow           parent_instance;

  /* Owned References */
  MjHistory          *history;
  GSettings          *settings;     /* the name the person at this screen plays under */
  GListStore         *matches;
  GPtrArray          *players;      /* MjHistoryPlayer, as the player drop-downs list them */
  GPtrArray          *rulesets;     /* char *, the ids behind the ruleset drop-down (after "All") */
  GHashTable         *kept;         /* a match's id -> the save that continues it */

  /* Template Widgets */
  AdwToastOverlay    *toasts;
  AdwViewSwitcherTitle *switcher_title;
  GtkStack           *outer;
  AdwViewStack       *views;
  GtkDropDown        *player_filter;
  GtkDropDown        *ruleset_filter;
  GtkDropDown        *date_filter;
  GtkStack           *list_stack;
  GtkColumnView      *matches_view;
  GtkSingleSelection *selection;
  GtkDropDown        *stats_player;
  GtkLabel           *stats[N_STATS];
  AdwExpanderRow     *biggest_row;
  GtkLabel           *biggest_label;
  MjBalanceChart     *stats_chart;
  GtkDropDown        *h2h_players[2];
  AdwPreferencesGroup *h2h_group;
  GtkLabel           *h2h[N_H2H];

  /* Borrowed References */
  AdwToast           *undo_toast;   /* while it is shown */

  guint               updating : 1;
  guint               stats_stale : 1;  /* the records to read again when their page is shown */
  guint               h2h_stale : 1;
};

/* mj-history-window.c */
void       _mj_history_window_show_error           (MjHistoryWindow *self,
                                                    const char      *what,
                                                    const GError    *error);
gint64     _mj_history_window_selected_player      (MjHistoryWindow *self,
                                                    GtkDropDown     *dropdown,
                                                    guint            offset);
guint      _mj_history_window_player_position      (MjHistoryWindow *self,
                                                    gint64           player);

/* mj-history-window-stats.c: the "Players" and "Head to Head" pages */
void       _mj_history_window_class_init_stats     (GtkWidgetClass  *widget_class);
void       _mj_history_window_init_stats           (MjHistoryWindow *self);
void       _mj_history_window_update_stats         (MjHistoryWindow *self);
void       _mj_history_window_update_head_to_head  (MjHistoryWindow *self);

G_END_DECLS
