/* mj-seat-view.h: what one seat may know of the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-hand.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

#define MJ_POND_MAX 64

/*
 * A snapshot taken by the game for one seat: its own concealed tiles, and of every seat
 * what lies open on the table. Computer players and hints are given nothing else, so they
 * cannot see a tile their seat could not see.
 */
typedef struct
{
  MjRuleset  *ruleset;                         /* borrowed */
  guint8      seat;
  guint8      dealer;
  guint8      prevailing_wind;
  guint8      turn;                            /* whose turn it is */
  guint8      concealed[MJ_N_PLAY_KINDS];      /* this seat's concealed tiles */
  MjTile      drawn;                           /* the tile this seat just drew, or MJ_TILE_NONE */
  guint8      n_concealed[4];
  MjMeld      melds[4][MJ_HAND_MAX_MELDS];
  guint8      n_melds[4];
  guint8      bonus[4];                        /* bit i: bonus tile MJ_TILE_FLOWER_1 + i */
  MjTile      pond[4][MJ_POND_MAX];            /* discards in order */
  guint8      n_pond[4];
  guint64     pond_claimed[4];                 /* bit i: pond[i] was claimed */
  guint8      ready[4];                        /* declared a ready hand */
  guint8      ready_ponds[4][4];               /* [o][k]: k's pond when o declared it, o's own
                                                * without the declaring discard */
  guint8      original_call[4];
  guint8      visible[MJ_N_PLAY_KINDS];        /* every tile this seat can see, own hand included */
  guint16     live_remaining;                  /* tiles left to draw before the hand is drawn */
  guint16     wall_remaining;
  guint16     n_discards;                      /* discards made this hand */
  guint8      empty;                           /* a bit per seat nobody sits in */
  guint8      goulash;                         /* a Goulash hand: twos of bamboo are wild */
  guint8      exchange;                        /* the exchange under way, 1..3, or 0 */
  MjTile      passing[3];                      /* tiles this seat has set aside to pass on */
  guint8      n_passing;
} MjSeatView;

static inline MjWind
mj_seat_view_wind (const MjSeatView *view,
                   guint             seat)
{
  return (MjWind) ((seat + 4 - view->dealer) % 4);
}

/* Whether @empty (a bit per seat) is a table the game can seat: four players, three (one
 * seat empty), or two sitting opposite. */
static inline gboolean
mj_seats_valid_empty (guint empty)
{
  return empty == 0 || empty == 1 || empty == 2 || empty == 4 || empty == 8 || empty == 5 || empty == 10;
}

guint   mj_seat_view_unseen     (const MjSeatView *view,
                                 MjTile            tile);
void    mj_seat_view_own_hand   (const MjSeatView *view,
                                 MjHand           *hand);

/* The rules' dangerous discards to a seat, from what the table sees (mj-game-actions.c). */
guint64 mj_dangerous_kinds      (const MjMeld     *melds,
                                 guint             n_melds,
                                 guint             live_remaining,
                                 guint64           unseen);

G_END_DECLS
