/* test-learning-stages.c: the seven stages of the British book's "Learning the Game by
 * Stages" as presets: what each plays, that each stage keeps what the one before taught, and a
 * whole match under each played to its end by the computer players
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-ai-player.h"
#include "mj-match.h"
#include "mj-ruleset.h"

#define N_STAGES 7

static MjRuleset *
load (const char *id)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

static MjRuleset *
load_stage (guint stage)
{
  g_autofree char *id = g_strdup_printf ("bmja-stage%u", stage);

  return load (id);
}

static gboolean
any_value (const MjRulesetValues *v,
           MjRuleId               rule)
{
  return v->points[rule] != 0 || v->doubles[rule] != 0 || v->limit[rule] != 0;
}

/* The learning presets are the seven stages, each loaded, written and read back the same. */
static void
test_stages_presets (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autofree char *dir = g_dir_make_tmp ("mj-stages-XXXXXX", NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(MjRuleset) ruleset = NULL;
      g_autoptr(MjRuleset) back = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *path = NULL;

      if (!mj_ruleset_preset_is_learning (ids[i]))
        continue;
      expected = g_strdup_printf ("bmja-stage%u", ++n);
      g_assert_cmpstr (ids[i], ==, expected);

      ruleset = load (ids[i]);
      g_assert_true (g_str_has_prefix (mj_ruleset_get_name (ruleset), "Learning, stage "));
      g_assert_cmpstr (mj_ruleset_get_description (ruleset), !=, "");
      g_assert_nonnull (strstr (mj_ruleset_get_source (ruleset), "Learning the Game by Stages"));

      path = g_build_filename (dir, expected, NULL);
      g_assert_true (mj_ruleset_save_to_file (ruleset, path, &error));
      g_assert_no_error (error);
      back = mj_ruleset_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (mj_ruleset_equal (back, ruleset));
      g_unlink (path);
    }
  g_assert_cmpuint (n, ==, N_STAGES);
  g_rmdir (dir);
}

/* Stage 1: no scoring at all, 136 tiles, no kongs, no dead wall, one chow. */
static void
test_stage1 (void)
{
  g_autoptr(MjRuleset) r = load_stage (1);
  const MjRulesetValues *v = mj_ruleset_get_values (r);

  g_assert_false (mj_ruleset_scores_hands (r));
  for (guint rule = 0; rule < MJ_N_RULES; rule++)
    g_assert_false (any_value (v, rule));
  g_assert_cmpint (v->params[MJ_PARAM_BONUS_TILES], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_WALL_STACKS], ==, 17);
  g_assert_cmpint (v->params[MJ_PARAM_KONGS], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL], ==, MJ_DEAD_WALL_NONE);
  g_assert_cmpint (v->params[MJ_PARAM_MAX_CHOWS], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_CHOWS_FEWER_PLAYERS], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_FIRST_EAST], ==, MJ_FIRST_EAST_DICE);
  g_assert_cmpint (v->params[MJ_PARAM_MUST_DECLARE_READY], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_LOSERS_SCORE], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_STARTING_POINTS], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_GOULASH], ==, 0);
}

/* Stage 2: the limited score of the book's lines 385-455, still 136 tiles and no kongs. */
static void
test_stage2 (void)
{
  g_autoptr(MjRuleset) r = load_stage (2);
  const MjRulesetValues *v = mj_ruleset_get_values (r);
  static const struct { MjRuleId rule; int points; } points[] = {
    { MJ_RULE_PUNG_MINOR_EXPOSED, 2 }, { MJ_RULE_PUNG_MINOR_CONCEALED, 4 },
    { MJ_RULE_PUNG_MAJOR_EXPOSED, 4 }, { MJ_RULE_PUNG_MAJOR_CONCEALED, 8 },
    { MJ_RULE_PAIR_DRAGONS, 2 }, { MJ_RULE_PAIR_OWN_WIND, 2 }, { MJ_RULE_PAIR_PREVAILING_WIND, 2 },
    { MJ_RULE_MAHJONG, 20 }, { MJ_RULE_SELF_DRAWN, 2 },
  };
  static const MjRuleId doubles[] = {
    MJ_RULE_DRAGON_PUNG, MJ_RULE_OWN_WIND_PUNG, MJ_RULE_PREVAILING_WIND_PUNG,
  };
  guint n_rules = 0;

  g_assert_true (mj_ruleset_scores_hands (r));
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    g_assert_cmpint (v->points[points[i].rule], ==, points[i].points);
  for (guint i = 0; i < G_N_ELEMENTS (doubles); i++)
    g_assert_cmpint (v->doubles[doubles[i]], ==, 1);
  for (guint rule = 0; rule < MJ_N_RULES; rule++)
    n_rules += any_value (v, rule);
  g_assert_cmpuint (n_rules, ==, G_N_ELEMENTS (points) + G_N_ELEMENTS (doubles));
  g_assert_cmpint (v->params[MJ_PARAM_LIMIT], ==, 1000);
  g_assert_cmpint (v->params[MJ_PARAM_BONUS_TILES], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_KONGS], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_DEALER_STAYS_WIN], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_DEALER_STAYS_DRAW], ==, 1);
  /* East the prevailing wind throughout: one round */
  g_assert_cmpint (v->params[MJ_PARAM_ROUNDS], ==, 1);
}

/* Stage 3: 144 tiles, kongs, bonus tiles and their doubles, the original call. */
static void
test_stage3 (void)
{
  g_autoptr(MjRuleset) r = load_stage (3);
  g_autoptr(MjRuleset) bmja = load ("bmja");
  const MjRulesetValues *v = mj_ruleset_get_values (r);
  const MjRulesetValues *b = mj_ruleset_get_values (bmja);

  g_assert_cmpint (v->params[MJ_PARAM_BONUS_TILES], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_KONGS], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL], ==, b->params[MJ_PARAM_DEAD_WALL]);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL_SIZE], ==, b->params[MJ_PARAM_DEAD_WALL_SIZE]);
  g_assert_cmpint (v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_ROB_ADDED_KONG], ==, 1);
  g_assert_cmpint (v->points[MJ_RULE_KONG_MINOR_EXPOSED], ==, 8);
  g_assert_cmpint (v->points[MJ_RULE_KONG_MINOR_CONCEALED], ==, 16);
  g_assert_cmpint (v->points[MJ_RULE_KONG_MAJOR_EXPOSED], ==, 16);
  g_assert_cmpint (v->points[MJ_RULE_KONG_MAJOR_CONCEALED], ==, 32);
  g_assert_cmpint (v->points[MJ_RULE_BONUS_TILE], ==, 4);
  g_assert_cmpint (v->doubles[MJ_RULE_OWN_BONUS_TILE], ==, 1);
  g_assert_cmpint (v->doubles[MJ_RULE_ORIGINAL_CALL], ==, 1);
  g_assert_cmpint (v->doubles[MJ_RULE_ALL_FLOWERS], ==, b->doubles[MJ_RULE_ALL_FLOWERS]);
  /* the winner's further doubles are stage 4's */
  g_assert_cmpint (v->doubles[MJ_RULE_NO_CHOWS], ==, 0);
  g_assert_cmpint (v->doubles[MJ_RULE_PURITY], ==, 0);
  g_assert_cmpint (v->doubles[MJ_RULE_ROBBING_KONG], ==, 0);
}

/* Stages 4 to 7 bring in the full game's doubles, its special hands, the tallies and the
 * Goulash: stage 4 has bmja's doubles, stage 5 its limits, stage 6 is bmja with tallies,
 * stage 7 that with the Goulash. */
static void
test_stages_full_game (void)
{
  g_autoptr(MjRuleset) bmja = load ("bmja");
  const MjRulesetValues *b = mj_ruleset_get_values (bmja);

  for (guint stage = 4; stage <= N_STAGES; stage++)
    {
      g_autoptr(MjRuleset) r = load_stage (stage);
      const MjRulesetValues *v = mj_ruleset_get_values (r);

      g_assert_cmpmem (v->doubles, sizeof v->doubles, b->doubles, sizeof b->doubles);
      g_assert_cmpmem (v->points, sizeof v->points, b->points, sizeof b->points);
      if (stage == 4)
        for (guint rule = 0; rule < MJ_N_RULES; rule++)
          g_assert_cmpint (v->limit[rule], ==, 0);
      else
        g_assert_cmpmem (v->limit, sizeof v->limit, b->limit, sizeof b->limit);

      for (guint p = 0; p < MJ_N_PARAMS; p++)
        {
          int want = b->params[p];

          if (p == MJ_PARAM_GOULASH)
            want = stage == 7;
          else if (p == MJ_PARAM_STARTING_POINTS && stage < 6)
            want = 0;
          else if (p == MJ_PARAM_TALLIES)
            /* the points kept in sticks from stage 6 on */
            want = stage >= 6;
          else if (p == MJ_PARAM_ROB_CONCEALED_KONG && stage < 5)
            /* only The 13 Unique Wonders robs a concealed kong: a special hand of stage 5 */
            want = 0;
          if (v->params[p] != want)
            g_error ("stage %u: [%s] %s is %d, expected %d", stage, mj_param_spec (p)->group,
                     mj_param_spec (p)->key, v->params[p], want);
        }
    }
}

/* A stage keeps every score the stages before it taught, at the same value. */
static void
test_stages_add_up (void)
{
  for (guint stage = 1; stage < N_STAGES; stage++)
    {
      g_autoptr(MjRuleset) r = load_stage (stage);
      g_autoptr(MjRuleset) next = load_stage (stage + 1);
      const MjRulesetValues *v = mj_ruleset_get_values (r);
      const MjRulesetValues *w = mj_ruleset_get_values (next);

      for (guint rule = 0; rule < MJ_N_RULES; rule++)
        {
          if (v->points[rule] != 0)
            g_assert_cmpint (w->points[rule], ==, v->points[rule]);
          if (v->doubles[rule] != 0)
            g_assert_cmpint (w->doubles[rule], ==, v->doubles[rule]);
          if (v->limit[rule] != 0)
            g_assert_cmpint (w->limit[rule], ==, v->limit[rule]);
        }
      /* what the game offers only grows */
      g_assert_cmpint (w->params[MJ_PARAM_KONGS], >=, v->params[MJ_PARAM_KONGS]);
      g_assert_cmpint (w->params[MJ_PARAM_BONUS_TILES], >=, v->params[MJ_PARAM_BONUS_TILES]);
      g_assert_cmpint (w->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED], >=, v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED]);
    }
}

/* Whether a ruleset scores is read from its values, not its name. */
static void
test_stages_scores_hands (void)
{
  g_autoptr(MjRuleset) stage1 = load_stage (1);
  g_autoptr(MjRuleset) copy = mj_ruleset_copy (stage1);
  g_autoptr(MjRuleset) faan = mj_ruleset_new ();
  g_autoptr(MjRuleset) bmja = load ("bmja");

  g_assert_false (mj_ruleset_scores_hands (copy));
  mj_ruleset_set_rule_value (copy, MJ_RULE_MAHJONG, MJ_VALUE_POINTS, 20);
  g_assert_true (mj_ruleset_scores_hands (copy));
  mj_ruleset_set_rule_value (copy, MJ_RULE_MAHJONG, MJ_VALUE_POINTS, 0);
  mj_ruleset_set_rule_value (copy, MJ_RULE_THIRTEEN_ORPHANS, MJ_VALUE_LIMIT, 1000);
  g_assert_true (mj_ruleset_scores_hands (copy));
  g_assert_true (mj_ruleset_scores_hands (bmja));
  /* under faan a hand of no faan is still paid the table's least */
  mj_ruleset_set (faan, MJ_PARAM_METHOD, MJ_METHOD_FAAN);
  g_assert_true (mj_ruleset_scores_hands (faan));
}

/* A whole match under each stage, played to its end by the computer players. */

typedef struct
{
  MjRuleset *ruleset;
  guint      hands;
  guint      wins;
  guint      n_tiles;
} Count;

static void
hand_finished_cb (MjMatch *match,
                  MjGame  *game,
                  Count   *count)
{
  const MjGameResult *r = mj_game_get_result (game);
  const MjRulesetValues *v = mj_ruleset_get_values (count->ruleset);
  g_autoptr(GError) error = NULL;
  int sum = 0;

  g_assert_nonnull (r);
  g_assert_true (mj_game_check_invariants (game, &error));
  g_assert_no_error (error);
  count->hands++;
  count->wins += r->winner >= 0;
  count->n_tiles = mj_game_get_wall (game)->n_tiles;

  for (guint seat = 0; seat < 4; seat++)
    {
      guint n_melds = 0;
      const MjGameMeld *melds = mj_game_get_melds (game, seat, &n_melds);

      sum += r->settlement.net[seat];
      if (!v->params[MJ_PARAM_KONGS])
        for (guint i = 0; i < n_melds; i++)
          g_assert_cmpuint (melds[i].meld.kind, !=, MJ_SET_KONG);
      if (!mj_ruleset_scores_hands (count->ruleset))
        {
          /* nothing is scored and nothing is paid, winner or not */
          g_assert_cmpint (r->scores[seat].total, ==, 0);
          g_assert_cmpint (r->settlement.net[seat], ==, 0);
        }
    }
  g_assert_cmpint (sum, ==, 0);
}

static void
test_stage_match (gconstpointer data)
{
  guint stage = GPOINTER_TO_UINT (data);
  g_autoptr(MjRuleset) ruleset = load_stage (stage);
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 7 + stage, stage % 4);
  Count count = { ruleset, 0, 0, 0 };
  const MjHandRecord *records;
  guint n_records = 0, recorded_wins = 0;

  mj_match_set_silent (match, TRUE);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(MjAiPlayer) player = mj_ai_player_new ((MjAiLevel) ((seat + stage) % MJ_AI_N_LEVELS),
                                                       stage * 4 + seat);

      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), &count);
  mj_match_run (match);

  g_assert_true (mj_match_is_finished (match));
  g_assert_cmpuint (count.n_tiles, ==, stage <= 2 ? 136 : 144);
  records = mj_match_get_records (match, &n_records);
  g_assert_cmpuint (n_records, ==, count.hands);
  /* a round at least: every seat dealt */
  g_assert_cmpuint (n_records, >=, 4);
  for (guint i = 0; i < n_records; i++)
    {
      recorded_wins += records[i].winner >= 0;
      if (stage == 1)
        for (guint seat = 0; seat < 4; seat++)
          {
            g_assert_cmpint (records[i].totals[seat], ==, 0);
            g_assert_cmpint (records[i].balance[seat], ==, 0);
          }
    }
  /* who went out is kept, scores or not */
  g_assert_cmpuint (recorded_wins, ==, count.wins);
  g_assert_cmpuint (count.wins, >, 0);
  if (stage == 1)
    /* stage 1 is one round, and the deal passes after every hand */
    g_assert_cmpuint (n_records, ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/learning-stages/presets", test_stages_presets);
  g_test_add_func ("/ai/learning-stages/stage1", test_stage1);
  g_test_add_func ("/ai/learning-stages/stage2", test_stage2);
  g_test_add_func ("/ai/learning-stages/stage3", test_stage3);
  g_test_add_func ("/ai/learning-stages/full-game", test_stages_full_game);
  g_test_add_func ("/ai/learning-stages/add-up", test_stages_add_up);
  g_test_add_func ("/ai/learning-stages/scores-hands", test_stages_scores_hands);
  for (guint stage = 1; stage <= N_STAGES; stage++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/learning-stages/match/stage%u", stage);

      g_test_add_data_func (path, GUINT_TO_POINTER (stage), test_stage_match);
    }

  return g_test_run ();
}
