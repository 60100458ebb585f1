/* test-ai-level.c: the strengths of the computer players
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-ai-level.h"

static void
test_ai_level_round_trip (void)
{
  for (guint i = 0; i < MJ_AI_N_LEVELS; i++)
    {
      MjAiLevel level = MJ_AI_N_LEVELS;

      g_assert_true (mj_ai_level_from_string (mj_ai_level_to_string ((MjAiLevel) i), &level));
      g_assert_cmpuint (level, ==, i);
      g_assert_nonnull (mj_ai_level_get_name ((MjAiLevel) i));
    }

  g_assert_cmpstr (mj_ai_level_to_string (MJ_AI_LEVEL_EXPERT), ==, "expert");
  g_assert_false (mj_ai_level_from_string ("grandmaster", NULL));
  g_assert_false (mj_ai_level_from_string ("", NULL));
}

static void
test_ai_level_guards (void)
{
  g_test_expect_message ("mj-ai", G_LOG_LEVEL_CRITICAL, "*assertion*level*failed*");
  g_assert_null (mj_ai_level_to_string (MJ_AI_N_LEVELS));
  g_test_assert_expected_messages ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/level/round-trip", test_ai_level_round_trip);
  g_test_add_func ("/ai/level/guards", test_ai_level_guards);

  return g_test_run ();
}
