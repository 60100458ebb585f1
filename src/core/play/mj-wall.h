/* mj-wall.h: the wall: shuffled, built, broken by the dice, drawn from both ends
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-ruleset.h"
#include "mj-tile.h"

G_BEGIN_DECLS

/*
 * The tiles are physical tiles (0..143, see mj_tile_physical_kind()). The wall is a ring of
 * stacks two tiles high, one side in front of each seat. It is kept in drawing order:
 * index 0 is the top tile of the first stack left of the break, and tiles are drawn from
 * the front; replacement (loose) tiles come from the back, the stacks just right of the
 * break. The dead wall is the end of that order.
 */

#define MJ_WALL_MAX_TILES 144
#define MJ_WALL_MAX_DICE  3

typedef struct
{
  guint8   tiles[MJ_WALL_MAX_TILES];  /* physical tiles in drawing order */
  guint8   n_tiles;
  guint8   stacks_per_side;
  guint8   dice[MJ_WALL_MAX_DICE];
  guint8   n_dice;
  guint8   dealer;                    /* the seat that threw the dice */
  guint8   break_side;                /* the seat whose wall was broken */
  guint8   break_stack;               /* stacks counted from that wall's right end */
  guint8   dead_kind;                 /* MjDeadWall */
  guint8   dead_size;
  guint16  front;                     /* the next tile drawn from the live wall */
  guint16  back;                      /* one past the next replacement tile */
  guint16  dead_start;                /* a fixed dead wall: where it begins */
} MjWall;

void      mj_wall_build             (MjWall                 *wall,
                                     const MjRulesetValues  *values,
                                     GRand                  *rand,
                                     guint                   dealer);
gboolean  mj_wall_build_stacked     (MjWall                 *wall,
                                     const MjRulesetValues  *values,
                                     const guint8           *order,
                                     guint                   n_order,
                                     const guint8           *dice,
                                     guint                   dealer);
guint     mj_wall_live_remaining    (const MjWall           *wall);
guint     mj_wall_remaining         (const MjWall           *wall);
gboolean  mj_wall_draw              (MjWall                 *wall,
                                     guint8                 *physical);
gboolean  mj_wall_draw_replacement  (MjWall                 *wall,
                                     guint8                 *physical);
guint     mj_wall_dice_total        (const MjWall           *wall);
void      mj_wall_position          (const MjWall           *wall,
                                     guint                   index,
                                     guint                  *side,
                                     guint                  *stack,
                                     gboolean               *top);
gboolean  mj_wall_is_drawn          (const MjWall           *wall,
                                     guint                   index);

G_END_DECLS
