/* test-ai-games.c: the computer players play whole matches under every ruleset
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An answer the game may not take is reported with g_critical(), which the test
 * environment makes fatal: 500 hands per ruleset among the three levels, and not one.
 */

#include "config.h"

#include <json-glib/json-glib.h>

#include "mj-ai-player.h"
#include "mj-match.h"

#define HANDS_PER_RULESET 500

typedef struct
{
  guint  hands;
  guint  wins;
  guint  draws;
} Count;

static void
hand_finished_cb (MjMatch *match,
                  MjGame  *game,
                  Count   *count)
{
  const MjGameResult *r = mj_game_get_result (game);
  g_autoptr(GError) error = NULL;
  int sum = 0;

  g_assert_nonnull (r);
  count->hands++;
  if (r->winner >= 0)
    count->wins++;
  else
    count->draws++;
  for (guint seat = 0; seat < 4; seat++)
    sum += r->settlement.net[seat];
  if (mj_ruleset_get (mj_game_get_ruleset (game), MJ_PARAM_SETTLEMENT) != MJ_SETTLEMENT_RECORDED)
    g_assert_cmpint (sum, ==, 0);
  g_assert_true (mj_game_check_invariants (game, &error));
  g_assert_no_error (error);
}

static void
test_ai_games (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (id, &error);
  Count count = { 0 };
  guint32 seed = 1;

  g_assert_no_error (error);
  while (count.hands < HANDS_PER_RULESET)
    {
      g_autoptr(MjMatch) match = mj_match_new (ruleset, seed, seed % 4);

      mj_match_set_silent (match, TRUE);
      mj_match_set_max_hands (match, HANDS_PER_RULESET - count.hands);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_autoptr(MjAiPlayer) player = mj_ai_player_new ((MjAiLevel) ((seat + seed) % MJ_AI_N_LEVELS),
                                                           seed * 4 + seat);

          mj_match_set_player (match, seat, MJ_PLAYER (player));
        }
      g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), &count);
      mj_match_run (match);
      seed++;
    }

  g_assert_cmpuint (count.hands, ==, HANDS_PER_RULESET);
  /* the computer players go out: most hands end in a win */
  g_assert_cmpuint (count.wins, >, count.hands / 2);
}

/* mahjong-table-cli, as the build made it */
static char *
run_cli (const char * const *args,
         int                *status)
{
  const char *cli = g_getenv ("MJ_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, status, &error);
  g_assert_no_error (error);
  return out;
}

static void
test_ai_tournament_json (void)
{
  const char * const args[] = { "tournament", "--ruleset", "bmja", "--hands", "16", "--seed", "3",
                                "--players", "standard,beginner,beginner,beginner", "--json", NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *again = NULL;
  JsonObject *root, *levels, *cmp;
  int status;

  out = run_cli (args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "hands"), ==, 16);
  g_assert_cmpfloat (json_object_get_double_member (root, "hands_per_second"), >, 0);
  levels = json_object_get_object_member (root, "levels");
  g_assert_cmpuint (json_object_get_size (levels), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? "standard" : "beginner";
      JsonObject *level = json_object_get_object_member (levels, name);
      JsonArray *ci = json_object_get_array_member (level, "ci95");

      g_assert_cmpint (json_object_get_int_member (level, "seat_hands"), ==, i == 0 ? 16 : 48);
      g_assert_cmpfloat (json_object_get_double_member (level, "win_rate"), >=, 0);
      g_assert_cmpfloat (json_object_get_double_member (level, "deal_in_rate"), >=, 0);
      g_assert_true (json_object_has_member (level, "mean_net_per_hand"));
      g_assert_cmpuint (json_array_get_length (ci), ==, 2);
      g_assert_cmpfloat (json_array_get_double_element (ci, 0), <=, json_array_get_double_element (ci, 1));
      g_assert_cmpfloat (json_object_get_double_member (level, "latency_ms_p50"), >, 0);
      g_assert_cmpfloat (json_object_get_double_member (level, "latency_ms_p99"), >=,
                         json_object_get_double_member (level, "latency_ms_p50"));
    }
  cmp = json_object_get_object_member (root, "comparison");
  g_assert_cmpstr (json_object_get_string_member (cmp, "a"), ==, "standard");
  g_assert_cmpstr (json_object_get_string_member (cmp, "b"), ==, "beginner");
  g_assert_true (json_object_has_member (cmp, "mean_diff"));

  /* the same seed plays the same hands: all but the timings agree */
  again = run_cli (args, &status);
  {
    g_autoptr(JsonParser) p2 = json_parser_new ();
    JsonObject *r2;

    g_assert_true (json_parser_load_from_data (p2, again, -1, NULL));
    r2 = json_node_get_object (json_parser_get_root (p2));
    g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (r2, "comparison"), "mean_diff"),
                       ==, json_object_get_double_member (cmp, "mean_diff"));
  }
}

static void
test_ai_tournament_bad_input (void)
{
  const char * const bad[][9] = {
    { "tournament", "--ruleset", "bmja", "--players", "standard,wizard,beginner,beginner", NULL },
    { "tournament", "--ruleset", "bmja", "--players", "standard,beginner", NULL },
    { "tournament", "--ruleset", "no-such-ruleset", NULL },
    { "tournament", "--ruleset", "bmja", "--hands", "0", NULL },
    { "tournament", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;
      g_autoptr(GError) error = NULL;
      int status;

      out = run_cli (bad[i], &status);
      g_assert_false (g_spawn_check_wait_status (status, &error));
      g_assert_error (error, G_SPAWN_EXIT_ERROR, 2);
    }
}

static void
test_ai_simulate_levels (void)
{
  const char * const args[] = { "simulate", "--ruleset", "hong-kong", "--hands", "20", "--seed", "5",
                                "--players", "expert,standard,beginner,random", "--json", NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  int status;

  out = run_cli (args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (json_parser_get_root (parser)), "hands"), ==, 20);
}

int
main (int    argc,
      char **argv)
{
  const char * const *ids;

  g_test_init (&argc, &argv, NULL);

  ids = mj_ruleset_get_preset_ids ();
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/games/%s", ids[i]);

      g_test_add_data_func (path, ids[i], test_ai_games);
    }
  g_test_add_func ("/ai/cli/tournament-json", test_ai_tournament_json);
  g_test_add_func ("/ai/cli/tournament-bad-input", test_ai_tournament_bad_input);
  g_test_add_func ("/ai/cli/simulate-levels", test_ai_simulate_levels);

  return g_test_run ();
}
