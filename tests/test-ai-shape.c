/* test-ai-shape.c: the computer player's shanten, against the core's and a brute force
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"
#include "mj-shape.h"

static MjAiShape
shape_with (guint n_decl,
            guint chows_left)
{
  MjAiShape s;

  memset (&s, 0, sizeof s);
  s.allowed = MJ_AI_ALL_KINDS;
  s.n_decl = (guint8) n_decl;
  s.chows_left = (guint8) chows_left;
  s.forced = MJ_TILE_NONE;
  s.standard = TRUE;
  return s;
}

/* Any number of chows: the same as the core's tables. */
static void
test_ai_shape_matches_core (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint i = 0; i < 20000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      guint n = 13 + (i & 1);
      MjAiShape s = shape_with (0, 4);

      mj_shape_random_hand (rand, n, counts);
      g_assert_cmpint (mj_ai_shanten (&s, counts), ==, mj_shape_shanten_standard (counts, 0));
    }
}

/* With few chows: complete exactly when the core finds an arrangement with that many. */
static void
test_ai_shape_chow_limit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  guint complete[3] = { 0, 0, 0 };

  for (guint i = 0; i < 20000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];

      if (i % 2)
        mj_shape_random_winning_hand (rand, counts);
      else
        mj_shape_random_hand (rand, 14, counts);

      for (guint limit = 0; limit <= 2; limit++)
        {
          MjAiShape s = shape_with (0, limit);
          gboolean win = mj_ai_shanten (&s, counts) < 0;

          g_assert_cmpint (win, ==, mj_shape_is_standard (counts, 4, limit));
          complete[limit] += win;
        }
    }
  g_assert_cmpuint (complete[0], >, 100);
  g_assert_cmpuint (complete[1], >, complete[0]);
  g_assert_cmpuint (complete[2], >, complete[1]);
}

/* Ready means one tile more completes it, chow limit or not. */
static void
test_ai_shape_ready (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  guint n_ready = 0;

  for (guint i = 0; i < 3000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      MjTile drop;

      mj_shape_random_winning_hand (rand, counts);
      do
        drop = (MjTile) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);
      while (counts[drop] == 0);
      counts[drop]--;

      for (guint limit = 0; limit <= 4; limit += 1)
        {
          MjAiShape s = shape_with (0, limit);
          gboolean ready = mj_ai_shanten (&s, counts) == 0, any = FALSE;

          for (MjTile t = 0; t < MJ_N_PLAY_KINDS && !any; t++)
            {
              if (counts[t] >= 4)
                continue;
              counts[t]++;
              any = mj_shape_is_standard (counts, 4, limit);
              counts[t]--;
            }
          g_assert_cmpint (ready, ==, any);
          n_ready += ready;
        }
    }
  g_assert_cmpuint (n_ready, >, 3000);
}

/* A probe answers "one tile more" as the whole computation does. */
static void
test_ai_shape_probe (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  guint8 unseen[MJ_N_PLAY_KINDS];

  memset (unseen, 4, sizeof unseen);
  for (guint i = 0; i < 3000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      guint limit = i % 3 == 2 ? 4 : i % 3;
      MjAiShape s = shape_with (0, limit);
      guint mode = limit >= 4 ? MJ_AI_CHOWS_ANY : limit == 0 ? MJ_AI_CHOWS_NONE : MJ_AI_CHOWS_ONE;
      MjAiProbe probe;
      guint64 improving = 0, expected = 0;
      int sh;

      mj_shape_random_hand (rand, 13, counts);
      mj_ai_probe_init (&probe, counts, 4, mode);
      sh = mj_ai_shanten (&s, counts);
      g_assert_cmpint (mj_ai_probe_shanten (&probe), ==, sh);
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          int with;

          if (counts[t] >= 4)
            continue;
          counts[t]++;
          with = mj_ai_shanten (&s, counts);
          counts[t]--;
          g_assert_cmpint (mj_ai_probe_shanten_plus (&probe, t), ==, with);
          if (with < sh)
            expected |= MJ_AI_BIT (t);
        }
      mj_ai_ukeire (&s, counts, sh, unseen, MJ_AI_ALL_KINDS, &improving);
      g_assert_cmphex (improving, ==, expected);
    }
}

/* Fewer chows never make a hand nearer. */
static void
test_ai_shape_monotone (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);

  for (guint i = 0; i < 5000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      int prev = 99;

      mj_shape_random_hand (rand, 13, counts);
      for (guint limit = 0; limit <= 4; limit++)
        {
          MjAiShape s = shape_with (0, limit);
          int sh = mj_ai_shanten (&s, counts);

          g_assert_cmpint (sh, <=, prev);
          prev = sh;
        }
    }
}

static void
test_ai_p_win (void)
{
  for (guint k = 1; k <= 6; k++)
    for (double draws = 1; draws < 20; draws += 1)
      {
        double p = mj_ai_p_win (k, 20, draws);

        g_assert_cmpfloat (p, >=, 0);
        g_assert_cmpfloat (p, <=, 1);
        g_assert_cmpfloat (mj_ai_p_win (k, 20, draws + 1), >=, p);
        g_assert_cmpfloat (mj_ai_p_win (k + 1, 20, draws), <=, p);
        g_assert_cmpfloat (mj_ai_p_win (k, 30, draws), >=, p);
      }
  g_assert_cmpfloat (mj_ai_p_win (0, 0, 0), ==, 1);
  g_assert_cmpfloat (mj_ai_p_win (3, 0, 10), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/shape/matches-core", test_ai_shape_matches_core);
  g_test_add_func ("/ai/shape/chow-limit", test_ai_shape_chow_limit);
  g_test_add_func ("/ai/shape/ready", test_ai_shape_ready);
  g_test_add_func ("/ai/shape/probe", test_ai_shape_probe);
  g_test_add_func ("/ai/shape/monotone", test_ai_shape_monotone);
  g_test_add_func ("/ai/shape/p-win", test_ai_p_win);

  return g_test_run ();
}
