/* mj-tile.h: tile kinds, classification and notation
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * A tile kind is a small number:
 *   0..8    characters 1..9   (notation 1c..9c)
 *   9..17   bamboo 1..9       (1b..9b)
 *   18..26  circles 1..9      (1d..9d)
 *   27..30  winds E S W N     (Ew Sw Ww Nw)
 *   31..33  dragons red, green, white (Rd Gd Wd)
 *   34..37  flowers 1..4      (1f..4f)
 *   38..41  seasons 1..4      (1s..4s)
 * Kinds below MJ_N_PLAY_KINDS are the tiles that form sets; the rest are bonus tiles.
 */
typedef guint8 MjTile;

#define MJ_N_KINDS       42
#define MJ_N_PLAY_KINDS  34
#define MJ_N_PHYSICAL    144
#define MJ_TILE_NONE     ((MjTile) 0xff)

typedef enum
{
  MJ_SUIT_CHARACTERS,
  MJ_SUIT_BAMBOO,
  MJ_SUIT_CIRCLES,
  MJ_SUIT_WINDS,
  MJ_SUIT_DRAGONS,
  MJ_SUIT_FLOWERS,
  MJ_SUIT_SEASONS,
} MjSuit;

/* Seat and prevailing winds; the number of a flower or season is its wind + 1. */
typedef enum
{
  MJ_WIND_EAST,
  MJ_WIND_SOUTH,
  MJ_WIND_WEST,
  MJ_WIND_NORTH,
} MjWind;

enum
{
  MJ_TILE_CHARACTERS_1 = 0,
  MJ_TILE_BAMBOO_1     = 9,
  MJ_TILE_CIRCLES_1    = 18,
  MJ_TILE_EAST         = 27,
  MJ_TILE_SOUTH,
  MJ_TILE_WEST,
  MJ_TILE_NORTH,
  MJ_TILE_RED,
  MJ_TILE_GREEN,
  MJ_TILE_WHITE,
  MJ_TILE_FLOWER_1     = 34,
  MJ_TILE_SEASON_1     = 38,
};

static inline gboolean
mj_tile_is_valid (MjTile tile)
{
  return tile < MJ_N_KINDS;
}

static inline MjSuit
mj_tile_suit (MjTile tile)
{
  if (tile < 27)
    return (MjSuit) (tile / 9);
  if (tile < 31)
    return MJ_SUIT_WINDS;
  if (tile < 34)
    return MJ_SUIT_DRAGONS;
  if (tile < 38)
    return MJ_SUIT_FLOWERS;
  return MJ_SUIT_SEASONS;
}

/* 1..9 for suit tiles, 1..4 for winds (E S W N) and bonus tiles, 1..3 for dragons (R G W). */
static inline guint
mj_tile_rank (MjTile tile)
{
  if (tile < 27)
    return tile % 9 + 1;
  if (tile < 31)
    return tile - 27 + 1;
  if (tile < 34)
    return tile - 31 + 1;
  if (tile < 38)
    return tile - 34 + 1;
  return tile - 38 + 1;
}

static inline gboolean mj_tile_is_suited (MjTile t)  { return t < 27; }
static inline gboolean mj_tile_is_wind (MjTile t)    { return t >= 27 && t < 31; }
static inline gboolean mj_tile_is_dragon (MjTile t)  { return t >= 31 && t < 34; }
static inline gboolean mj_tile_is_honour (MjTile t)  { return t >= 27 && t < 34; }
static inline gboolean mj_tile_is_bonus (MjTile t)   { return t >= 34 && t < MJ_N_KINDS; }
static inline gboolean mj_tile_is_flower (MjTile t)  { return t >= 34 && t < 38; }
static inline gboolean mj_tile_is_season (MjTile t)  { return t >= 38 && t < MJ_N_KINDS; }

/* A terminal is a 1 or a 9 of a suit. */
static inline gboolean
mj_tile_is_terminal (MjTile t)
{
  return t < 27 && (t % 9 == 0 || t % 9 == 8);
}

/* Major tiles are terminals and honours; minor ("simple") tiles are 2..8 of a suit. */
static inline gboolean mj_tile_is_major (MjTile t)   { return mj_tile_is_terminal (t) || mj_tile_is_honour (t); }
static inline gboolean mj_tile_is_minor (MjTile t)   { return t < 27 && !mj_tile_is_terminal (t); }

/* The wind tile of a wind. */
static inline MjTile
mj_tile_for_wind (MjWind wind)
{
  return (MjTile) (MJ_TILE_EAST + (int) wind);
}

/* Whether a bonus tile is the seat's own flower or season (number 1 belongs to East). */
static inline gboolean
mj_tile_is_own_bonus (MjTile tile,
                      MjWind seat_wind)
{
  return mj_tile_is_bonus (tile) && mj_tile_rank (tile) == (guint) seat_wind + 1;
}

MjTile       mj_tile_make            (MjSuit        suit,
                                      guint         rank);
guint        mj_tile_copies          (MjTile        tile);
MjTile       mj_tile_physical_kind   (guint         physical);
const char  *mj_tile_to_string       (MjTile        tile);
gboolean     mj_tile_from_string     (const char   *text,
                                      MjTile       *tile);
const char  *mj_tile_get_name        (MjTile        tile);
char        *mj_tiles_to_string      (const MjTile *tiles,
                                      gsize         n_tiles);
gboolean     mj_tiles_parse          (const char   *text,
                                      GArray       *tiles,
                                      GError      **error);

const char  *mj_wind_to_string       (MjWind        wind);
gboolean     mj_wind_from_string     (const char   *text,
                                      MjWind       *wind);
const char  *mj_wind_get_name        (MjWind        wind);

G_END_DECLS
