/* mj-window-private.h: what the window's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-action-bar.h"
#include "mj-standings-page.h"
#include "mj-table-keeper.h"
#include "mj-table-panel.h"
#include "mj-table-session.h"
#include "mj-table-view.h"
#include "mj-coach.h"
#include "mj-review-window.h"
#include "mj-tile-cache.h"
#include "mj-welcome-page.h"
#include "mj-window.h"

G_BEGIN_DECLS

/* The window is a view of a table session: it shows the match the session plays, asks the
 * people at the screen what the session asks, and tells them what the session says. */
struct _MjWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned References */
  GSettings            *settings;
  MjTileCache          *cache;
  MjTableSession       *session;
  char                **names;         /* the session's players, as the views write them */
  char                 *first_east;    /* how the first East was found, in words */
  MjTableKeeper        *keeper;        /* saves the session after every step, records it */
  MjHistory            *history;
  GCancellable         *history_cancellable;
  guint8                curtain_seat;  /* the person the curtain waits for, or MJ_NO_SEAT */
  gboolean              start_waits;   /* the match starts once the window is painted */
  char                 *lesson_id;     /* a coached game of the course, or NULL */
  char                 *lesson_goal;   /* "win" or "score" */
  guint                 lesson_hints;
  MjCoach               coach;
  MjHandReview         *review;        /* the person's decisions in the hand under way */
  MjHandReview         *last_review;   /* ... in the hand last finished, for its summary */
  MjReviewTally         review_tally;  /* the match's reviews so far */
  GtkRevealer          *coach_bubble;  /* the coach's words, over the top of the table */
  GtkLabel             *coach_words;
  guint                 coach_timeout;

  /* Template Widgets */
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  GtkButton            *hint_button;
  GtkMenuButton        *primary_menu_button;
  GtkToggleButton      *panel_button;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  MjWelcomePage        *welcome;
  MjStandingsPage      *standings;
  GtkOverlay           *table_overlay;
  AdwFlap              *flap;          /* the table, and the panel beside or over it */
  GtkBox               *table_column;
  MjActionBar          *action_bar;
  MjTablePanel         *panel;

  /* Borrowed References */
  MjTableView          *table;
  AdwStatusPage        *curtain;       /* covers the table while it passes between people */
  GtkButton            *curtain_button;
};

#define MJ_NO_SEAT MJ_TABLE_SESSION_NO_SEAT

void   _mj_window_game_init           (MjWindow              *self);
void   _mj_window_game_dispose        (MjWindow              *self);
void   _mj_window_attach_session      (MjWindow              *self,
                                       MjTableSession        *session,
                                       MjTableKeeper         *keeper);
void   _mj_window_update_end_match    (MjWindow              *self);
void   _mj_window_start_lesson_game   (MjWindow              *self,
                                       const char            *id);
void   _mj_window_lesson_before_answer (MjWindow             *self,
                                        const MjAction       *action);
void   _mj_window_lesson_hint_taken   (MjWindow              *self);
void   _mj_window_lesson_hand_finished (MjWindow             *self,
                                        MjGame               *game);
void   _mj_window_lesson_forget       (MjWindow              *self);
void   _mj_window_lesson_hand_started (MjWindow              *self,
                                       MjGame                *game);

void   _mj_window_keep_init           (MjWindow              *self);
void   _mj_window_keep_watch          (MjWindow              *self);
void   _mj_window_put_away            (MjWindow              *self);
void   _mj_window_keep_history_opened (MjWindow              *self);
void   _mj_window_show_front          (MjWindow              *self);
void   _mj_window_show_decision       (MjWindow              *self);
void   _mj_window_set_hint_enabled    (MjWindow              *self,
                                       gboolean               enabled);
void   _mj_window_announce            (MjWindow              *self,
                                       int                    seat,
                                       const char            *text,
                                       guint                  ms);

void   _mj_window_seats_init          (MjWindow              *self);
void   _mj_window_seats_reset         (MjWindow              *self);
void   _mj_window_person_asked        (MjWindow              *self,
                                       guint                  seat);
void   _mj_window_show_first_east     (MjWindow              *self,
                                       const MjFirstEastDraw *draw);
void   _mj_window_read_seating        (MjWindow              *self,
                                       MjSeating             *seating);

G_END_DECLS
