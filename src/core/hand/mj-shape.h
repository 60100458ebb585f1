/* mj-shape.h: hand shapes: arrangements into sets, special hands and shanten
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-tile.h"

G_BEGIN_DECLS

/*
 * Every function here is pure and works on a tile-count array: counts[kind] is how many
 * tiles of that playing kind (0..MJ_N_PLAY_KINDS-1) the hand holds, 0..4. None of them
 * allocates; the shanten tables are built once, at first use, thread-safely.
 */

typedef enum
{
  MJ_SET_PUNG,
  MJ_SET_CHOW,
  MJ_SET_PAIR,
  MJ_SET_KONG,
  MJ_SET_SINGLE,
  MJ_SET_KNITTED_PAIR,    /* one tile of the same value in each of two suits */
  MJ_SET_KNITTED_TRIPLE,  /* one tile of the same value in each of the three suits */
} MjSetKind;

/*
 * A set of tiles. @tile is the tile of a pung, pair, kong or single, the lowest tile of a
 * chow, and for knitted sets the tile of the first suit in suit order (characters, bamboo,
 * circles). @tiles always holds the @n_tiles tiles, in suit and rank order.
 */
typedef struct
{
  guint8 kind;       /* MjSetKind */
  guint8 tile;
  guint8 tiles[4];
  guint8 n_tiles;
} MjSet;

#define MJ_SHAPE_MAX_SETS 8   /* enough for seven pairs and the knitting shapes */

typedef struct
{
  MjSet  sets[MJ_SHAPE_MAX_SETS];
  guint8 n_sets;
} MjArrangement;

/* Return FALSE to stop the enumeration. */
typedef gboolean (*MjArrangementFunc) (const MjArrangement *arrangement,
                                       gpointer             user_data);

/* The value the shanten functions return for input they cannot judge. */
#define MJ_SHAPE_SHANTEN_INVALID 99

guint        mj_shape_count                     (const guint8       counts[MJ_N_PLAY_KINDS]);

guint        mj_shape_foreach_standard          (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_sets,
                                                 MjArrangementFunc  func,
                                                 gpointer           user_data);
gboolean     mj_shape_is_standard               (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_sets,
                                                 guint              max_chows);

guint64      mj_shape_standard_waits            (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_sets);
gboolean     mj_shape_is_within_one             (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_declared);
gboolean     mj_shape_splits_exactly            (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_sets,
                                                 gboolean           with_pair);

gboolean     mj_shape_is_thirteen_orphans       (const guint8       counts[MJ_N_PLAY_KINDS]);
gboolean     mj_shape_is_seven_pairs            (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 gboolean           allow_four_as_two_pairs);
gboolean     mj_shape_is_nine_gates             (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 MjTile            *extra);
gboolean     mj_shape_is_wriggling_snake        (const guint8       counts[MJ_N_PLAY_KINDS]);
gboolean     mj_shape_is_knitting               (const guint8       counts[MJ_N_PLAY_KINDS]);
gboolean     mj_shape_is_triple_knitting        (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 MjArrangement     *arrangement);

int          mj_shape_shanten_standard          (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_declared);
int          mj_shape_shanten_seven_pairs       (const guint8       counts[MJ_N_PLAY_KINDS]);
int          mj_shape_shanten_thirteen_orphans  (const guint8       counts[MJ_N_PLAY_KINDS]);
int          mj_shape_shanten                   (const guint8       counts[MJ_N_PLAY_KINDS],
                                                 guint              n_declared);

void         mj_shape_random_hand               (GRand             *rand,
                                                 guint              n,
                                                 guint8             counts[MJ_N_PLAY_KINDS]);
void         mj_shape_random_winning_hand       (GRand             *rand,
                                                 guint8             counts[MJ_N_PLAY_KINDS]);

G_END_DECLS
