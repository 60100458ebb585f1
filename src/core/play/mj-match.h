/* mj-match.h: hands into rounds of the winds, the dealer's turn, the running scores
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-game.h"

G_BEGIN_DECLS

/* One finished hand of a match, as the score sheet keeps it. */
typedef struct
{
  guint16  number;            /* 1, 2, ... */
  guint8   prevailing_wind;
  guint8   dealer;
  gint8    winner;            /* -1: drawn */
  gint8    discarder;
  guint8   self_drawn;
  int      totals[4];         /* hand totals */
  int      net[4];            /* what each seat gained */
  int      balance[4];        /* running balances after the hand */
} MjHandRecord;

/* Where a match stands between hands: who deals, the wind of the round, and what moves
 * them on. */
typedef struct
{
  guint8   dealer;
  guint8   prevailing_wind;  /* an MjWind */
  guint8   passes;           /* deals passed in this round */
  guint8   east_streak;      /* East's wins in a row */
  guint16  round;            /* 0 for the East round */
  guint8   empty;            /* a bit per seat nobody sits in (two or three players) */
} MjRotation;

/* Whether a ruleset can be played with some seats empty (mj_match_check_empty_seats()). */
typedef enum
{
  MJ_SEATS_OK,
  MJ_SEATS_TOO_FEW,        /* the rules are played by more players */
  MJ_SEATS_NOT_OPPOSITE,   /* two players must sit opposite each other */
} MjSeatsCheck;

#define MJ_TYPE_MATCH (mj_match_get_type ())

G_DECLARE_FINAL_TYPE (MjMatch, mj_match, MJ, MATCH, GObject)

void                 mj_rotation_move_on       (MjRotation   *rotation,
                                                MjRuleset    *ruleset,
                                                int           winner);

MjMatch             *mj_match_new              (MjRuleset    *ruleset,
                                                guint32       seed,
                                                guint         first_dealer);
void                 mj_match_set_player       (MjMatch      *self,
                                                guint         seat,
                                                MjPlayer     *player);
MjSeatsCheck         mj_match_check_empty_seats (MjRuleset   *ruleset,
                                                 guint        empty);
gboolean             mj_match_set_empty_seats  (MjMatch      *self,
                                                guint         empty);
guint                mj_match_get_empty_seats  (MjMatch      *self);
void                 mj_match_set_max_hands    (MjMatch      *self,
                                                guint         max_hands);
void                 mj_match_set_silent       (MjMatch      *self,
                                                gboolean      silent);
void                 mj_match_run              (MjMatch      *self);
MjGame              *mj_match_get_game         (MjMatch      *self);
MjRuleset           *mj_match_get_ruleset      (MjMatch      *self);
gboolean             mj_match_is_finished      (MjMatch      *self);
void                 mj_match_end              (MjMatch      *self);
guint                mj_match_get_dealer       (MjMatch      *self);
MjWind               mj_match_get_prevailing_wind (MjMatch   *self);
guint                mj_match_get_round        (MjMatch      *self);
int                  mj_match_get_balance      (MjMatch      *self,
                                                guint         seat);
guint                mj_match_get_hands_won    (MjMatch      *self,
                                                guint         seat);
const MjHandRecord  *mj_match_get_records      (MjMatch      *self,
                                                guint        *n_records);

G_END_DECLS
