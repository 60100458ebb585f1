/* mj-table-session.h: one match at one table, apart from the window that shows it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-first-east.h"
#include "mj-human-player.h"
#include "mj-match.h"
#include "mj-paced-player.h"
#include "mj-table-log.h"

G_BEGIN_DECLS

/* Who sits where: seat 0 is always a person at the screen. */
typedef struct
{
  char      *names[4];    /* the name each seat was given; NULL or "": one is found */
  gboolean   person[4];   /* a person at the screen plays the seat */
  int        levels[4];   /* how strongly the computer plays the others (an MjAiLevel) */
  gboolean   empty[4];    /* nobody sits there: a game of three or two */
} MjSeating;

void mj_seating_clear (MjSeating *seating);

/* What the session asks of the computer players' library, which builds on this one. */
typedef struct
{
  int           n_levels;   /* the levels are 0 to n_levels - 1 */
  MjPlayer   *(*new_player) (int      level,
                             guint32  seed);
  const char *(*level_name) (int      level);
  gboolean    (*hint)       (const MjSeatView  *view,
                             const MjDecision  *decision,
                             MjAction          *suggestion,
                             char             **reason);
} MjComputerPlayers;

#define MJ_TYPE_TABLE_SESSION (mj_table_session_get_type ())

G_DECLARE_FINAL_TYPE (MjTableSession, mj_table_session, MJ, TABLE_SESSION, GObject)

MjTableSession         *mj_table_session_new             (MjRuleset               *ruleset,
                                                          const MjSeating         *seating,
                                                          guint32                  seed,
                                                          const MjComputerPlayers *computer);
MjTableSession         *mj_table_session_new_restored    (MjMatch                 *match,
                                                          const MjSeating         *seating,
                                                          const guint32            seeds[4],
                                                          const MjFirstEastDraw   *first_east,
                                                          const MjComputerPlayers *computer);
void                    mj_table_session_get_seating     (MjTableSession          *self,
                                                          MjSeating               *seating,
                                                          guint32                  seeds[4]);
gboolean                mj_table_session_is_played       (MjTableSession          *self);
void                    mj_table_session_start           (MjTableSession          *self);
void                    mj_table_session_play_on         (MjTableSession          *self);
void                    mj_table_session_end_match       (MjTableSession          *self);

MjMatch                *mj_table_session_get_match       (MjTableSession          *self);
MjGame                 *mj_table_session_get_game        (MjTableSession          *self);
MjRuleset              *mj_table_session_get_ruleset     (MjTableSession          *self);
const char             *mj_table_session_get_name        (MjTableSession          *self,
                                                          guint                    seat);
const char * const     *mj_table_session_get_names       (MjTableSession          *self);
MjTableLog             *mj_table_session_get_log         (MjTableSession          *self);
const char             *mj_table_session_get_level_name  (MjTableSession          *self,
                                                          guint                    seat);
const MjFirstEastDraw  *mj_table_session_get_first_east  (MjTableSession          *self);
guint                   mj_table_session_get_empty_seats (MjTableSession          *self);
guint                   mj_table_session_get_n_people    (MjTableSession          *self);
MjHumanPlayer          *mj_table_session_get_person      (MjTableSession          *self,
                                                          guint                    seat);
MjPacedPlayer          *mj_table_session_get_paced       (MjTableSession          *self,
                                                          guint                    seat);

void                    mj_table_session_set_turn_ms     (MjTableSession          *self,
                                                          guint                    turn_ms);
void                    mj_table_session_set_claim_seconds (MjTableSession        *self,
                                                          int                      seconds);
int                     mj_table_session_get_claim_seconds (MjTableSession        *self);

void                    mj_table_session_set_shown_seat  (MjTableSession          *self,
                                                          guint                    seat);
guint                   mj_table_session_get_shown_seat  (MjTableSession          *self);
const MjDecision       *mj_table_session_get_asked       (MjTableSession          *self,
                                                          guint                   *seat);
void                    mj_table_session_decision_shown  (MjTableSession          *self);
void                    mj_table_session_answer          (MjTableSession          *self,
                                                          const MjAction          *action);
gboolean                mj_table_session_hint            (MjTableSession          *self,
                                                          MjAction                *suggestion,
                                                          char                   **reason);

#define MJ_TABLE_SESSION_NO_SEAT 4

G_END_DECLS
