/* mj-first-east.c: who deals the first hand of a match, drawn as the ruleset says
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At a real table the first East is found in one of three ways: by chance (someone just
 * takes the seat), by the dice (everyone throws two, the highest deals; those tied at the
 * top throw again) or by the wind tiles (the four winds are shuffled face down and each
 * player draws one; who draws East deals). The draw is made from the caller's GRand, so a
 * match's seed gives the same first East every time.
 */

#define G_LOG_DOMAIN "mj-first-east"

#include "config.h"

#include <string.h>

#include "mj-first-east.h"

static guint
top_seats (const MjFirstEastDraw *draw,
           guint                  round)
{
  guint best = 0, seats = 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      guint total = mj_first_east_draw_get_total (draw, round, seat);

      if (total == 0)
        continue;
      if (total > best)
        {
          best = total;
          seats = 0;
        }
      if (total == best)
        seats |= 1u << seat;
    }
  return seats;
}

static void
throw_dice (MjFirstEastDraw *draw,
            GRand           *rand)
{
  guint throwing = 0xf;

  draw->n_rounds = 0;
  while (draw->n_rounds < MJ_FIRST_EAST_MAX_ROUNDS)
    {
      guint round = draw->n_rounds++;

      for (guint seat = 0; seat < 4; seat++)
        if (throwing & (1u << seat))
          {
            draw->dice[round][seat][0] = (guint8) g_rand_int_range (rand, 1, 7);
            draw->dice[round][seat][1] = (guint8) g_rand_int_range (rand, 1, 7);
          }
      throwing = top_seats (draw, round);
      if ((throwing & (throwing - 1)) == 0)
        {
          draw->east = (guint8) g_bit_nth_lsf (throwing, -1);
          return;
        }
    }

  /* a tie after every round: chance settles it among the last ones tied */
  {
    guint n_tied = 0, pick;

    for (guint seat = 0; seat < 4; seat++)
      n_tied += (throwing >> seat) & 1;
    pick = (guint) g_rand_int_range (rand, 0, (gint32) n_tied);
    for (guint seat = 0; seat < 4; seat++)
      if ((throwing & (1u << seat)) && pick-- == 0)
        {
          draw->east = (guint8) seat;
          break;
        }
  }
}

static void
draw_winds (MjFirstEastDraw *draw,
            GRand           *rand)
{
  guint8 winds[4] = { MJ_WIND_EAST, MJ_WIND_SOUTH, MJ_WIND_WEST, MJ_WIND_NORTH };

  /* shuffled face down, then drawn one each */
  for (guint i = 3; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      guint8 t = winds[i];

      winds[i] = winds[j];
      winds[j] = t;
    }
  memcpy (draw->winds, winds, sizeof winds);
  for (guint seat = 0; seat < 4; seat++)
    if (winds[seat] == MJ_WIND_EAST)
      draw->east = (guint8) seat;
}

/**
 * mj_first_east_draw:
 * @method: the ruleset's way of choosing the first East
 * @rand: where the chance comes from
 * @draw: (out caller-allocates): what happened
 *
 * Draws the first East.
 */
void
mj_first_east_draw (MjFirstEast      method,
                    GRand           *rand,
                    MjFirstEastDraw *draw)
{
  g_return_if_fail (rand != NULL);
  g_return_if_fail (draw != NULL);

  memset (draw, 0, sizeof *draw);
  draw->method = method;

  switch (method)
    {
    case MJ_FIRST_EAST_DICE:
      throw_dice (draw, rand);
      break;
    case MJ_FIRST_EAST_WIND_TILES:
      draw_winds (draw, rand);
      break;
    case MJ_FIRST_EAST_RANDOM:
    default:
      draw->method = MJ_FIRST_EAST_RANDOM;
      draw->east = (guint8) g_rand_int_range (rand, 0, 4);
      break;
    }
}

/**
 * mj_first_east_draw_get_total:
 * @round: a round of throws, below @draw's n_rounds
 *
 * Returns: what @seat threw in @round, the two dice together; 0 if it did not throw
 */
guint
mj_first_east_draw_get_total (const MjFirstEastDraw *draw,
                              guint                  round,
                              guint                  seat)
{
  g_return_val_if_fail (draw != NULL, 0);
  g_return_val_if_fail (round < MJ_FIRST_EAST_MAX_ROUNDS, 0);
  g_return_val_if_fail (seat < 4, 0);

  return draw->dice[round][seat][0] + draw->dice[round][seat][1];
}

/**
 * mj_first_east_draw_get_tied:
 * @round: a round of throws, below @draw's n_rounds
 *
 * Returns: a mask of the seats that threw the highest total in @round: one bit when
 *   that seat won the throw, more when they tied and threw again
 */
guint
mj_first_east_draw_get_tied (const MjFirstEastDraw *draw,
                             guint                  round)
{
  g_return_val_if_fail (draw != NULL, 0);
  g_return_val_if_fail (round < MJ_FIRST_EAST_MAX_ROUNDS, 0);

  return top_seats (draw, round);
}
