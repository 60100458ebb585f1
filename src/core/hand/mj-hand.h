/* mj-hand.h: one player's hand at the end of play, as the scoring engine reads it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-shape.h"
#include "mj-tile.h"

G_BEGIN_DECLS

/* How a kong came to be (RULES-BMJA-DMJL.md 1 and 10). */
typedef enum
{
  MJ_KONG_CONCEALED,  /* four concealed tiles, declared */
  MJ_KONG_CLAIMED,    /* a discard claimed onto a concealed pung: exposed, but keeps concealment rules */
  MJ_KONG_ADDED,      /* a drawn tile added to an exposed pung */
} MjKongOrigin;

/* A declared set: every exposed set, and every kong. */
typedef struct
{
  guint8 kind;          /* MjSetKind: PUNG, KONG, CHOW or PAIR */
  guint8 tile;          /* the tile, or the lowest tile of a chow */
  guint8 exposed;       /* for kongs: FALSE only for a concealed kong */
  guint8 kong_origin;   /* MjKongOrigin, for kongs */
} MjMeld;

typedef enum
{
  MJ_HAND_FLAG_LAST_WALL_TILE     = 1 << 0,
  MJ_HAND_FLAG_LAST_DISCARD       = 1 << 1,
  MJ_HAND_FLAG_REPLACEMENT_TILE   = 1 << 2,
  MJ_HAND_FLAG_ROBBING_KONG       = 1 << 3,
  MJ_HAND_FLAG_ORIGINAL_CALL      = 1 << 4,
  MJ_HAND_FLAG_BLESSING_OF_HEAVEN = 1 << 5,
  MJ_HAND_FLAG_BLESSING_OF_EARTH  = 1 << 6,
  MJ_HAND_FLAG_TWOFOLD_FORTUNE    = 1 << 7,
  MJ_HAND_FLAG_FIRST_DRAW         = 1 << 8,
  MJ_HAND_FLAG_CALLING            = 1 << 9,
} MjHandFlags;

#define MJ_HAND_N_FLAGS   10
#define MJ_HAND_MAX_MELDS 6

typedef struct
{
  MjWind  seat_wind;
  MjWind  prevailing_wind;
  guint8  concealed[MJ_N_PLAY_KINDS];  /* tiles not in a declared set, winning tile included */
  MjMeld  melds[MJ_HAND_MAX_MELDS];
  guint8  n_melds;
  guint8  bonus;                       /* bit i: bonus tile MJ_TILE_FLOWER_1 + i */
  guint8  mahjong;                     /* declared as a winning hand */
  guint8  self_drawn;                  /* the winning tile came from the wall */
  MjTile  winning_tile;                /* MJ_TILE_NONE when there is none */
  guint   flags;                       /* MjHandFlags */
  guint8  goulash;                     /* a Goulash hand: every concealed two of bamboo is
                                        * wild (MJ_WILD_TILE) */
} MjHand;

void         mj_hand_init               (MjHand        *hand);

/* The tile that is wild in a Goulash hand (BMJA stage 7: a set without jokers makes the
 * two of bamboo wild). */
#define MJ_WILD_TILE ((MjTile) (MJ_TILE_BAMBOO_1 + 1))

/* How many concealed tiles of the hand are wild. */
static inline guint
mj_hand_n_wild (const MjHand *hand)
{
  return hand->goulash ? hand->concealed[MJ_WILD_TILE] : 0;
}

guint        mj_hand_tile_count         (const MjHand  *hand);
void         mj_hand_all_counts         (const MjHand  *hand,
                                         guint8         counts[MJ_N_PLAY_KINDS]);
guint        mj_meld_n_tiles            (const MjMeld  *meld);
gboolean     mj_meld_contains           (const MjMeld  *meld,
                                         MjTile         tile);
gboolean     mj_hand_names_completed_set (const MjHand *hand);
gboolean     mj_hand_validate           (const MjHand  *hand,
                                         GError       **error);
const char  *mj_hand_flag_to_string     (MjHandFlags    flag);
gboolean     mj_hand_flag_from_string   (const char    *text,
                                         MjHandFlags   *flag);
const char  *mj_set_kind_to_string      (MjSetKind      kind);
gboolean     mj_set_kind_from_string    (const char    *text,
                                         MjSetKind     *kind);

G_END_DECLS
