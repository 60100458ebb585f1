/* mj-wall.c: the wall
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule books agree on the shape: each player builds a side of two-high stacks, East
 * throws the dice and counts the sides counter-clockwise from himself, that player counts
 * the stacks of his side from its right end and breaks the wall there; tiles are dealt and
 * drawn from the left of the break going clockwise, and loose tiles are taken from the
 * other side of the break. What is left at the end depends on the ruleset's dead wall.
 */

#define G_LOG_DOMAIN "mj-wall"

#include "config.h"

#include <string.h>

#include "mj-wall.h"

static void
set_break (MjWall      *wall,
           const guint8 *dice,
           guint        n_dice,
           guint        dealer)
{
  guint total = 0;

  wall->n_dice = (guint8) n_dice;
  for (guint i = 0; i < n_dice; i++)
    {
      wall->dice[i] = dice[i];
      total += dice[i];
    }

  /* East counts himself as one, going counter-clockwise (the order of play). */
  wall->dealer = (guint8) dealer;
  wall->break_side = (guint8) ((dealer + total - 1) % 4);
  /* that player counts the stacks of his side from its right end */
  wall->break_stack = (guint8) MIN (total, (guint) wall->stacks_per_side);
}

static void
init_ends (MjWall                *wall,
           const MjRulesetValues *values)
{
  wall->dead_kind = (guint8) values->params[MJ_PARAM_DEAD_WALL];
  wall->dead_size = wall->dead_kind == MJ_DEAD_WALL_NONE ? 0 : (guint8) values->params[MJ_PARAM_DEAD_WALL_SIZE];
  wall->front = 0;
  wall->back = wall->n_tiles;
  wall->dead_start = (guint16) (wall->n_tiles - MIN (wall->dead_size, wall->n_tiles));
}

static guint
tiles_in_play (const MjRulesetValues *values)
{
  return values->params[MJ_PARAM_BONUS_TILES] ? MJ_N_PHYSICAL : 4 * MJ_N_PLAY_KINDS;
}

/**
 * mj_wall_build:
 * @values: the ruleset's values (bonus tiles, stacks, dice, dead wall)
 * @rand: the random source: the same seed builds the same wall
 * @dealer: the seat of East
 *
 * Shuffles the tiles, builds the four sides and breaks the wall where the dice say.
 */
void
mj_wall_build (MjWall                *wall,
               const MjRulesetValues *values,
               GRand                 *rand,
               guint                  dealer)
{
  guint8 dice[MJ_WALL_MAX_DICE];
  guint n = tiles_in_play (values);
  guint n_dice = CLAMP (values->params[MJ_PARAM_DICE], 1, MJ_WALL_MAX_DICE);

  memset (wall, 0, sizeof *wall);
  wall->n_tiles = (guint8) n;
  wall->stacks_per_side = (guint8) (n / 8);

  for (guint i = 0; i < n; i++)
    wall->tiles[i] = (guint8) i;
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      guint8 t = wall->tiles[i];

      wall->tiles[i] = wall->tiles[j];
      wall->tiles[j] = t;
    }

  for (guint i = 0; i < n_dice; i++)
    dice[i] = (guint8) g_rand_int_range (rand, 1, 7);
  set_break (wall, dice, n_dice, dealer);
  init_ends (wall, values);
}

/**
 * mj_wall_build_stacked:
 * @order: the physical tiles in drawing order, as many as the ruleset plays with
 * @dice: the dice, as many as the ruleset throws
 *
 * Builds a wall whose tile order is given, for tests and tutorials.
 *
 * Returns: whether @order holds each tile of the game exactly once
 */
gboolean
mj_wall_build_stacked (MjWall                *wall,
                       const MjRulesetValues *values,
                       const guint8          *order,
                       guint                  n_order,
                       const guint8          *dice,
                       guint                  dealer)
{
  guint n = tiles_in_play (values);
  guint8 seen[MJ_WALL_MAX_TILES] = { 0 };
  guint n_dice = CLAMP (values->params[MJ_PARAM_DICE], 1, MJ_WALL_MAX_DICE);

  if (n_order != n)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      if (order[i] >= n || seen[order[i]])
        return FALSE;
      seen[order[i]] = 1;
    }
  for (guint i = 0; i < n_dice; i++)
    if (dice[i] < 1 || dice[i] > 6)
      return FALSE;

  memset (wall, 0, sizeof *wall);
  wall->n_tiles = (guint8) n;
  wall->stacks_per_side = (guint8) (n / 8);
  memcpy (wall->tiles, order, n);
  set_break (wall, dice, n_dice, dealer);
  init_ends (wall, values);
  return TRUE;
}

/**
 * mj_wall_live_remaining:
 *
 * Returns: how many tiles may still be drawn from the front before the hand is drawn
 */
guint
mj_wall_live_remaining (const MjWall *wall)
{
  guint left = wall->back > wall->front ? (guint) (wall->back - wall->front) : 0;

  switch (wall->dead_kind)
    {
    case MJ_DEAD_WALL_FIXED:
      return wall->dead_start > wall->front ? (guint) (wall->dead_start - wall->front) : 0;
    case MJ_DEAD_WALL_REPLENISHED:
    case MJ_DEAD_WALL_LOOSE_ON_WALL:
      return left > wall->dead_size ? left - wall->dead_size : 0;
    case MJ_DEAD_WALL_NONE:
    default:
      return left;
    }
}

/**
 * mj_wall_remaining:
 *
 * Returns: how many tiles are left in the wall, dead wall included
 */
guint
mj_wall_remaining (const MjWall *wall)
{
  return wall->back > wall->front ? (guint) (wall->back - wall->front) : 0;
}

/**
 * mj_wall_draw:
 * @physical: (out): the tile
 *
 * Returns: %FALSE when no live tile is left
 */
gboolean
mj_wall_draw (MjWall *wall,
              guint8 *physical)
{
  if (mj_wall_live_remaining (wall) == 0)
    return FALSE;

  *physical = wall->tiles[wall->front++];
  return TRUE;
}

/**
 * mj_wall_draw_replacement:
 * @physical: (out): the loose tile
 *
 * Draws a replacement for a kong or a bonus tile from the back of the wall. A fixed dead
 * wall that is used up lends from the end of the live wall.
 *
 * Returns: %FALSE when the wall is empty
 */
gboolean
mj_wall_draw_replacement (MjWall *wall,
                          guint8 *physical)
{
  if (wall->back <= wall->front)
    return FALSE;

  wall->back--;
  *physical = wall->tiles[wall->back];
  if (wall->dead_kind == MJ_DEAD_WALL_FIXED && wall->back < wall->dead_start)
    wall->dead_start = wall->back;
  return TRUE;
}

guint
mj_wall_dice_total (const MjWall *wall)
{
  guint total = 0;

  for (guint i = 0; i < wall->n_dice; i++)
    total += wall->dice[i];
  return total;
}

/**
 * mj_wall_position:
 * @index: a position in drawing order
 * @side: (out): the seat in front of which the stack stands
 * @stack: (out): the stack, counted from the right end of that side (as its player sees it)
 * @top: (out): whether the tile lies on top of the stack
 *
 * Where a tile of the wall lies on the table, for drawing it.
 */
void
mj_wall_position (const MjWall *wall,
                  guint         index,
                  guint        *side,
                  guint        *stack,
                  gboolean     *top)
{
  guint per_side = wall->stacks_per_side;
  guint ring = index / 2;
  /* clockwise from the break: along the broken side towards its left end, then on to
   * the side of the seat before it in the order of play */
  guint offset = (wall->break_stack + ring) % (4 * per_side);
  guint steps = (wall->break_stack + ring) / per_side;

  *side = (wall->break_side + 4 * 4 - steps % 4) % 4;
  *stack = offset % per_side;
  *top = index % 2 == 0;
}

/**
 * mj_wall_is_drawn:
 *
 * Returns: whether the tile at @index has left the wall
 */
gboolean
mj_wall_is_drawn (const MjWall *wall,
                  guint         index)
{
  return index < wall->front || index >= wall->back;
}
