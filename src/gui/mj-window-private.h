/* mj-window-private.h: what the window's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-history-recorder.h"
#include "mj-human-player.h"
#include "mj-match.h"
#include "mj-paced-player.h"
#include "mj-table-view.h"
#include "mj-tile-cache.h"
#include "mj-window.h"

G_BEGIN_DECLS

struct _MjWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned References */
  GSettings            *settings;
  MjTileCache          *cache;
  MjMatch              *match;
  MjHumanPlayer        *human;
  MjPacedPlayer        *paced[4];
  char                 *names[4];
  gboolean              opponents_computer;
  MjHistory            *history;
  MjHistoryRecorder    *recorder;
  GCancellable         *history_cancellable;
  guint                 announcement_id;
  guint                 countdown_id;
  int                   countdown;

  /* Template Widgets */
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  GtkButton            *hint_button;
  GtkMenuButton        *primary_menu_button;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *placeholder;
  GtkOverlay           *table_overlay;
  GtkBox               *table_column;
  GtkBox               *action_bar;
  GtkLabel             *round_label;
  GtkGrid              *scores_grid;
  GtkLabel             *announcement;

  /* Borrowed References */
  MjTableView          *table;
};

void _mj_window_game_init     (MjWindow *self);
void _mj_window_game_dispose  (MjWindow *self);

G_END_DECLS
