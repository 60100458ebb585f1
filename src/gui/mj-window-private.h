/* mj-window-private.h: what the window's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-first-east.h"
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
  MjHumanPlayer        *humans[4];     /* the seats people play; NULL where the computer plays */
  MjPacedPlayer        *paced[4];      /* the seats the computer plays */
  char                 *names[4];
  char                 *first_east;    /* how the first East was found, in words */
  gboolean              opponents_computer;
  MjHistory            *history;
  MjHistoryRecorder    *recorder;
  GCancellable         *history_cancellable;
  guint                 announcement_id;
  guint                 countdown_id;
  int                   countdown;
  guint                 ask_id;        /* asks the next person, from an idle */
  guint8                n_people;
  guint8                asking;        /* the person seat whose decision is shown, or MJ_NO_SEAT */
  guint8                curtain_seat;  /* the person the curtain waits for, or MJ_NO_SEAT */
  guint8                n_waiting;
  guint8                waiting[4];    /* person seats asked and not yet shown, in order */

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
  MjHumanPlayer        *human;         /* the person whose rack the table shows */
  AdwStatusPage        *curtain;       /* covers the table while it passes between people */
  GtkButton            *curtain_button;
  GtkLabel             *first_east_label;
};

#define MJ_NO_SEAT 4

void   _mj_window_game_init           (MjWindow              *self);
void   _mj_window_game_dispose        (MjWindow              *self);
void   _mj_window_show_decision       (MjWindow              *self);
void   _mj_window_set_hint_enabled    (MjWindow              *self,
                                       gboolean               enabled);
void   _mj_window_announce            (MjWindow              *self,
                                       const char            *text,
                                       guint                  ms);

void   _mj_window_seats_init          (MjWindow              *self);
void   _mj_window_seats_reset         (MjWindow              *self);
void   _mj_window_add_person          (MjWindow              *self,
                                       guint                  seat);
void   _mj_window_person_answered     (MjWindow              *self);
char  *_mj_window_seat_name           (MjWindow              *self,
                                       guint                  seat,
                                       const char            *given,
                                       const char            *generated);
void   _mj_window_show_first_east     (MjWindow              *self,
                                       const MjFirstEastDraw *draw);

G_END_DECLS
