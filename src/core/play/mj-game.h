/* mj-game.h: one hand, from the deal to the settlement
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-action.h"
#include "mj-core-enums.h"
#include "mj-player.h"
#include "mj-ruleset.h"
#include "mj-score.h"
#include "mj-seat-view.h"
#include "mj-settle.h"
#include "mj-wall.h"

G_BEGIN_DECLS

typedef enum
{
  MJ_PHASE_DEALING,
  MJ_PHASE_DRAWING,
  MJ_PHASE_DISCARDING,
  MJ_PHASE_CLAIMING,
  MJ_PHASE_FINISHED,
} MjPhase;

/* What the game says aloud (the "announcement" signal). */
typedef enum
{
  MJ_ANNOUNCE_PUNG,
  MJ_ANNOUNCE_KONG,
  MJ_ANNOUNCE_CHOW,
  MJ_ANNOUNCE_TAKE,
  MJ_ANNOUNCE_MAHJONG,
  MJ_ANNOUNCE_READY,
  MJ_ANNOUNCE_ORIGINAL_CALL,
  MJ_ANNOUNCE_STEP_BACK,
  MJ_ANNOUNCE_ROBBED,
  MJ_ANNOUNCE_CALLING_PIECES,
} MjAnnouncement;

#define MJ_HAND_MAX_CONCEALED 18

/* A declared set with its physical tiles. */
typedef struct
{
  MjMeld  meld;
  guint8  physical[4];
  gint8   from;        /* the seat whose discard was claimed for it, or -1 */
} MjGameMeld;

/* The end of a hand. */
typedef struct
{
  gint8         winner;       /* -1: a drawn hand */
  gint8         discarder;    /* the seat that fed the winning tile (a robbed kong too), or -1 */
  gint8         liable;       /* a seat that pays for all, or -1 */
  guint8        liable_rule;  /* MjLiableRule: why */
  guint8        self_drawn;
  MjHand        hands[4];
  MjScore       scores[4];
  MjSettlement  settlement;
} MjGameResult;

#define MJ_TYPE_GAME (mj_game_get_type ())

G_DECLARE_FINAL_TYPE (MjGame, mj_game, MJ, GAME, GObject)

MjGame              *mj_game_new                (MjRuleset      *ruleset,
                                                 guint32         seed,
                                                 guint           dealer,
                                                 MjWind          prevailing_wind);
MjGame              *mj_game_new_stacked        (MjRuleset      *ruleset,
                                                 const guint8   *order,
                                                 guint           n_order,
                                                 const guint8   *dice,
                                                 guint           dealer,
                                                 MjWind          prevailing_wind,
                                                 GError        **error);
void                 mj_game_set_player         (MjGame         *self,
                                                 guint           seat,
                                                 MjPlayer       *player);
MjPlayer            *mj_game_get_player         (MjGame         *self,
                                                 guint           seat);
void                 mj_game_set_silent         (MjGame         *self,
                                                 gboolean        silent);
void                 mj_game_run                (MjGame         *self);
gboolean             mj_game_answer             (MjGame         *self,
                                                 guint           seat,
                                                 const MjAction *action);
const MjDecision    *mj_game_get_pending        (MjGame         *self,
                                                 guint           seat);

MjRuleset           *mj_game_get_ruleset        (MjGame         *self);
MjPhase              mj_game_get_phase          (MjGame         *self);
guint                mj_game_get_turn           (MjGame         *self);
gboolean             mj_game_get_claim          (MjGame         *self,
                                                 guint          *from,
                                                 MjTile         *tile,
                                                 gboolean       *robbing);
guint                mj_game_get_dealer         (MjGame         *self);
MjWind               mj_game_get_prevailing_wind (MjGame        *self);
MjWind               mj_game_get_seat_wind      (MjGame         *self,
                                                 guint           seat);
const MjWall        *mj_game_get_wall           (MjGame         *self);
const guint8        *mj_game_get_hand           (MjGame         *self,
                                                 guint           seat,
                                                 guint          *n_tiles);
const MjGameMeld    *mj_game_get_melds          (MjGame         *self,
                                                 guint           seat,
                                                 guint          *n_melds);
const guint8        *mj_game_get_bonus          (MjGame         *self,
                                                 guint           seat,
                                                 guint          *n_bonus);
const guint8        *mj_game_get_pond           (MjGame         *self,
                                                 guint           seat,
                                                 guint          *n_tiles,
                                                 guint64        *claimed);
gboolean             mj_game_is_ready           (MjGame         *self,
                                                 guint           seat);
const MjGameResult  *mj_game_get_result         (MjGame         *self);
void                 mj_game_get_view           (MjGame         *self,
                                                 guint           seat,
                                                 MjSeatView     *view);
void                 mj_game_set_empty_seats    (MjGame         *self,
                                                 guint           empty);
guint                mj_game_get_empty_seats    (MjGame         *self);
void                 mj_game_set_goulash        (MjGame         *self,
                                                 gboolean        goulash);
gboolean             mj_game_is_goulash         (MjGame         *self);
const guint8        *mj_game_get_passing        (MjGame         *self,
                                                 guint           seat,
                                                 guint          *n_tiles);
gboolean             mj_game_check_invariants   (MjGame         *self,
                                                 GError        **error);

G_END_DECLS
