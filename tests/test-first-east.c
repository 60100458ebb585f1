/* test-first-east.c: the first East drawn by chance, by the dice or by the wind tiles
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-first-east.h"

#define N_SEEDS 400

static void
draw_with_seed (MjFirstEast      method,
                guint32          seed,
                MjFirstEastDraw *draw)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  mj_first_east_draw (method, rand, draw);
}

/* The same seed gives the same draw, every field of it. */
static void
test_deterministic (gconstpointer data)
{
  MjFirstEast method = GPOINTER_TO_INT (data);

  for (guint32 seed = 0; seed < N_SEEDS; seed++)
    {
      MjFirstEastDraw a, b;

      draw_with_seed (method, seed, &a);
      draw_with_seed (method, seed, &b);
      g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
      g_assert_cmpint (a.method, ==, method);
      g_assert_cmpuint (a.east, <, 4);
    }
}

/* Over many seeds every seat deals first sometimes. */
static void
test_every_seat (gconstpointer data)
{
  MjFirstEast method = GPOINTER_TO_INT (data);
  guint counts[4] = { 0 };

  for (guint32 seed = 0; seed < N_SEEDS; seed++)
    {
      MjFirstEastDraw draw;

      draw_with_seed (method, seed, &draw);
      counts[draw.east]++;
    }
  for (guint seat = 0; seat < 4; seat++)
    {
      g_test_message ("seat %u deals first %u times in %u", seat, counts[seat], N_SEEDS);
      g_assert_cmpuint (counts[seat], >, N_SEEDS / 8);
    }
}

static void
test_dice (void)
{
  guint ties = 0;

  for (guint32 seed = 0; seed < N_SEEDS; seed++)
    {
      MjFirstEastDraw draw;
      guint throwing = 0xf, last;

      draw_with_seed (MJ_FIRST_EAST_DICE, seed, &draw);
      g_assert_cmpuint (draw.n_rounds, >=, 1);
      g_assert_cmpuint (draw.n_rounds, <=, MJ_FIRST_EAST_MAX_ROUNDS);

      for (guint round = 0; round < draw.n_rounds; round++)
        {
          guint best = 0, tied;

          for (guint seat = 0; seat < 4; seat++)
            {
              guint total = mj_first_east_draw_get_total (&draw, round, seat);

              /* exactly the seats still in the throw threw, each two dice of 1 to 6 */
              if (throwing & (1u << seat))
                {
                  g_assert_cmpuint (draw.dice[round][seat][0], >=, 1);
                  g_assert_cmpuint (draw.dice[round][seat][0], <=, 6);
                  g_assert_cmpuint (draw.dice[round][seat][1], >=, 1);
                  g_assert_cmpuint (draw.dice[round][seat][1], <=, 6);
                  best = MAX (best, total);
                }
              else
                g_assert_cmpuint (total, ==, 0);
            }

          tied = mj_first_east_draw_get_tied (&draw, round);
          g_assert_cmpuint (tied, !=, 0);
          g_assert_cmpuint (tied & ~throwing, ==, 0);
          for (guint seat = 0; seat < 4; seat++)
            g_assert_cmpint (!!(tied & (1u << seat)), ==,
                             (throwing & (1u << seat)) && mj_first_east_draw_get_total (&draw, round, seat) == best);

          /* only a tie at the top throws again */
          if (round + 1 < draw.n_rounds)
            {
              g_assert_cmpuint (tied & (tied - 1), !=, 0);
              ties++;
            }
          throwing = tied;
        }

      /* the highest of the last round deals */
      last = mj_first_east_draw_get_tied (&draw, draw.n_rounds - 1u);
      if (draw.n_rounds < MJ_FIRST_EAST_MAX_ROUNDS)
        g_assert_cmpuint (last, ==, 1u << draw.east);
      else
        g_assert_true (last & (1u << draw.east));
      for (guint seat = 0; seat < 4; seat++)
        g_assert_cmpuint (mj_first_east_draw_get_total (&draw, draw.n_rounds - 1u, seat), <=,
                          mj_first_east_draw_get_total (&draw, draw.n_rounds - 1u, draw.east));
    }

  /* ties at the top are common enough with four players to be seen */
  g_test_message ("%u rounds thrown again after a tie in %u draws", ties, N_SEEDS);
  g_assert_cmpuint (ties, >, 0);
}

static void
test_wind_tiles (void)
{
  for (guint32 seed = 0; seed < N_SEEDS; seed++)
    {
      MjFirstEastDraw draw;
      guint seen = 0;

      draw_with_seed (MJ_FIRST_EAST_WIND_TILES, seed, &draw);
      /* the four winds, one to each seat; who drew East deals */
      for (guint seat = 0; seat < 4; seat++)
        {
          g_assert_cmpuint (draw.winds[seat], <, 4);
          seen |= 1u << draw.winds[seat];
        }
      g_assert_cmpuint (seen, ==, 0xf);
      g_assert_cmpuint (draw.winds[draw.east], ==, MJ_WIND_EAST);
      g_assert_cmpuint (draw.n_rounds, ==, 0);
    }
}

/* The seed decides: different seeds give different first Easts. */
static void
test_seed_matters (void)
{
  MjFirstEastDraw a;
  gboolean differs = FALSE;

  draw_with_seed (MJ_FIRST_EAST_DICE, 1, &a);
  for (guint32 seed = 2; seed < 40 && !differs; seed++)
    {
      MjFirstEastDraw b;

      draw_with_seed (MJ_FIRST_EAST_DICE, seed, &b);
      differs = b.east != a.east;
    }
  g_assert_true (differs);
}

int
main (int    argc,
      char **argv)
{
  static const struct { const char *name; MjFirstEast method; } methods[] = {
    { "random", MJ_FIRST_EAST_RANDOM },
    { "dice", MJ_FIRST_EAST_DICE },
    { "wind-tiles", MJ_FIRST_EAST_WIND_TILES },
  };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (methods); i++)
    {
      g_autofree char *deterministic = g_strdup_printf ("/core/first-east/%s/deterministic", methods[i].name);
      g_autofree char *every_seat = g_strdup_printf ("/core/first-east/%s/every-seat", methods[i].name);

      g_test_add_data_func (deterministic, GINT_TO_POINTER (methods[i].method), test_deterministic);
      g_test_add_data_func (every_seat, GINT_TO_POINTER (methods[i].method), test_every_seat);
    }
  g_test_add_func ("/core/first-east/dice/highest-deals", test_dice);
  g_test_add_func ("/core/first-east/wind-tiles/east-deals", test_wind_tiles);
  g_test_add_func ("/core/first-east/seed-matters", test_seed_matters);

  return g_test_run ();
}
