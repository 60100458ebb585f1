/* test-ruleset.c: rulesets, their files and the presets
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-error.h"
#include "mj-ruleset.h"

#define V(r) (mj_ruleset_get_values (r))

static MjRuleset *
load_preset (const char *id)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);

  return ruleset;
}

static char *
preset_path (const char *id)
{
  g_autofree char *file = g_strconcat (id, ".ruleset", NULL);

  /* the tests' own folder is in the source tree, beside data/ */
  return g_test_build_filename (G_TEST_DIST, "..", "data", "rulesets", file, NULL);
}

static void
test_ruleset_specs (void)
{
  const MjParamSpec *param;
  const MjRuleSpec *rule;

  param = mj_param_spec_lookup ("scoring", "limit");
  g_assert_nonnull (param);
  g_assert_cmpint (param->id, ==, MJ_PARAM_LIMIT);
  g_assert_cmpint (param->max, ==, 100000);
  g_assert_true (mj_param_spec (MJ_PARAM_LIMIT) == param);
  g_assert_null (mj_param_spec_lookup ("table", "limit"));
  g_assert_true (mj_param_spec_lookup (NULL, "limit") == param);

  param = mj_param_spec (MJ_PARAM_DEAD_WALL);
  g_assert_cmpint (param->type, ==, MJ_PARAM_TYPE_CHOICE);
  g_assert_cmpstr (param->choices, ==, "none|replenished|fixed|loose-on-wall");
  g_assert_cmpint (param->section, ==, MJ_SECTION_TILES);

  rule = mj_rule_spec_lookup ("half-suit");
  g_assert_nonnull (rule);
  g_assert_cmpint (rule->id, ==, MJ_RULE_HALF_SUIT);
  g_assert_cmpint (rule->scope, ==, MJ_SCOPE_WIN);
  g_assert_true (rule->scope_configurable);
  g_assert_cmpuint (rule->values, ==, MJ_VALUE_DOUBLES | MJ_VALUE_FAAN);
  g_assert_true (mj_rule_spec (MJ_RULE_HALF_SUIT) == rule);
  g_assert_null (mj_rule_spec_lookup ("no-such-rule"));

  rule = mj_rule_spec (MJ_RULE_PUNG_MINOR_EXPOSED);
  g_assert_cmpstr (rule->key, ==, "pung-minor-exposed");
  g_assert_cmpint (rule->scope, ==, MJ_SCOPE_MELD);
  g_assert_cmpint (mj_rule_spec (MJ_RULE_CALLING_FOR_PURITY)->scope, ==, MJ_SCOPE_LOSE);

  /* The tables are indexed by their ids. */
  for (guint i = 0; i < MJ_N_PARAMS; i++)
    g_assert_cmpint (mj_param_spec (i)->id, ==, i);
  for (guint i = 0; i < MJ_N_RULES; i++)
    g_assert_cmpint (mj_rule_spec (i)->id, ==, i);

  /* Every choice has a name of its own, as many names as keywords in the file. */
  for (guint i = 0; i < MJ_N_PARAMS; i++)
    {
      const MjParamSpec *spec = mj_param_spec (i);
      g_auto(GStrv) words = NULL;

      if (spec->type != MJ_PARAM_TYPE_CHOICE)
        {
          g_assert_cmpuint (mj_param_spec_get_n_choices (spec), ==, 0);
          continue;
        }
      words = g_strsplit (spec->choices, "|", -1);
      g_assert_cmpuint (mj_param_spec_get_n_choices (spec), ==, g_strv_length (words));
      g_assert_cmpint (spec->min, ==, 0);
      for (guint c = 0; words[c] != NULL; c++)
        {
          const char *label = mj_param_spec_get_choice_label (spec, c);

          g_assert_nonnull (label);
          g_assert_cmpstr (label, !=, words[c]);
          for (guint d = 0; d < c; d++)
            g_assert_cmpstr (label, !=, mj_param_spec_get_choice_label (spec, d));
        }
    }
  g_assert_cmpstr (mj_param_spec_get_choice_label (mj_param_spec (MJ_PARAM_DEAL), 1), ==, "Two at a time");
  {
    g_autofree char *yes = mj_param_spec_format_value (mj_param_spec (MJ_PARAM_TAKE_ANY_DISCARD), 1);
    g_autofree char *choice = mj_param_spec_format_value (mj_param_spec (MJ_PARAM_DEAD_WALL), 3);
    g_autofree char *number = mj_param_spec_format_value (mj_param_spec (MJ_PARAM_LIMIT), 500);

    g_assert_cmpstr (yes, ==, "Yes");
    g_assert_cmpstr (choice, ==, "Loose on top");
    g_assert_cmpstr (number, ==, "500");
  }

  g_assert_cmpstr (mj_rule_section_get_title (MJ_SECTION_TILES), ==, "Tiles and wall");
  g_assert_cmpstr (mj_rule_section_get_title (MJ_SECTION_LIMITS), ==, "Limit hands");
  g_assert_cmpstr (mj_rule_section_get_title (MJ_SECTION_ROUNDS), ==, "Rounds and dealer");
}

static void
test_ruleset_new (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new ();
  const MjRulesetValues *v = V (ruleset);

  for (guint i = 0; i < MJ_N_PARAMS; i++)
    g_assert_cmpint (v->params[i], ==, mj_param_spec (i)->def);

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      g_assert_cmpint (v->points[i], ==, 0);
      g_assert_cmpint (v->doubles[i], ==, 0);
      g_assert_cmpint (v->limit[i], ==, 0);
      g_assert_cmpint (v->faan[i], ==, 0);
      g_assert_cmpint (v->faan_exposed[i], ==, 0);
      g_assert_cmpint (v->scope[i], ==, mj_rule_spec (i)->scope);
    }

  g_assert_cmpint (mj_ruleset_get (ruleset, MJ_PARAM_LIMIT), ==, 1000);
  g_assert_cmpstr (mj_ruleset_get_id (ruleset), ==, "custom");
  g_assert_null (mj_ruleset_get_based_on (ruleset));
  g_assert_false (mj_ruleset_is_preset (ruleset));
}

static void
test_ruleset_presets_load (void)
{
  const char * const expected[] = {
    "oxenstierna", "classical-mixed", "classical-one-double", "classical-cleared",
    "bmja", "dmjl", "cantonese", "hong-kong",
    "bmja-stage1", "bmja-stage2", "bmja-stage3", "bmja-stage4", "bmja-stage5", "bmja-stage6",
    "bmja-stage7", NULL
  };
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autoptr(GError) error = NULL;
  gboolean learning = FALSE;

  g_assert_cmpstrv (ids, expected);

  /* the stages of the British book are the learning presets, offered after the others */
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_assert_cmpint (mj_ruleset_preset_is_learning (ids[i]), ==, g_str_has_prefix (ids[i], "bmja-stage"));
      if (learning)
        g_assert_true (mj_ruleset_preset_is_learning (ids[i]));
      learning = mj_ruleset_preset_is_learning (ids[i]);
    }
  g_assert_true (learning);
  g_assert_false (mj_ruleset_preset_is_learning ("no-such-preset"));
  g_assert_false (mj_ruleset_preset_is_learning (NULL));

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(MjRuleset) ruleset = load_preset (ids[i]);

      g_assert_cmpstr (mj_ruleset_get_id (ruleset), ==, ids[i]);
      g_assert_true (mj_ruleset_is_preset (ruleset));
      g_assert_null (mj_ruleset_get_based_on (ruleset));
      g_assert_cmpstr (mj_ruleset_get_name (ruleset), ==, mj_ruleset_preset_get_name (ids[i]));
      g_assert_cmpstr (mj_ruleset_get_description (ruleset), ==,
                       mj_ruleset_preset_get_description (ids[i]));
      g_assert_cmpstr (mj_ruleset_get_source (ruleset), !=, "");
    }

  g_assert_null (mj_ruleset_new_preset ("no-such-preset", &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_assert_null (mj_ruleset_preset_get_name ("no-such-preset"));
}

/* The translatable names in mj-ruleset.c are those of the files, and every file writes
 * every parameter out. */
static void
test_ruleset_preset_files (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *path = preset_path (ids[i]);
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) from_file = NULL;
      g_autoptr(MjRuleset) preset = load_preset (ids[i]);
      g_autofree char *name = NULL;
      g_autofree char *description = NULL;

      g_assert_true (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error));
      g_assert_no_error (error);

      name = g_key_file_get_string (key_file, "ruleset", "name", &error);
      g_assert_no_error (error);
      description = g_key_file_get_string (key_file, "ruleset", "description", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (name, ==, mj_ruleset_preset_get_name (ids[i]));
      g_assert_cmpstr (description, ==, mj_ruleset_preset_get_description (ids[i]));

      for (guint p = 0; p < MJ_N_PARAMS; p++)
        {
          const MjParamSpec *spec = mj_param_spec (p);

          if (!g_key_file_has_key (key_file, spec->group, spec->key, NULL))
            g_error ("%s: [%s] %s is not written out", ids[i], spec->group, spec->key);
        }

      /* The installed copy and the compiled-in one are the same ruleset. */
      from_file = mj_ruleset_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (mj_ruleset_equal (from_file, preset));
      g_assert_false (mj_ruleset_is_preset (from_file));
    }
}

static void
test_ruleset_preset_oxenstierna (void)
{
  g_autoptr(MjRuleset) r = load_preset ("oxenstierna");
  const MjRulesetValues *v = V (r);

  g_assert_cmpint (v->params[MJ_PARAM_LIMIT], ==, 800);
  g_assert_cmpint (v->params[MJ_PARAM_TAKE_ANY_DISCARD], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_CHOW_FINISH], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_MUST_DECLARE_READY], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL], ==, MJ_DEAD_WALL_LOOSE_ON_WALL);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL_SIZE], ==, 13);
  g_assert_cmpint (v->params[MJ_PARAM_LOOSE_TILES_FROM], ==, MJ_LOOSE_FROM_LOOSE_TILES);
  g_assert_cmpint (v->params[MJ_PARAM_FIRST_EAST], ==, MJ_FIRST_EAST_RANDOM);
  g_assert_cmpint (v->params[MJ_PARAM_WIND_EVERY_HAND], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_ROUNDS], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_DISCARDS_SORTED], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_SETTLEMENT], ==, MJ_SETTLEMENT_RECORDED);
  g_assert_cmpint (v->params[MJ_PARAM_EAST_DOUBLE], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_FULL_SUIT_HONOURS], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_ZERO_POINT_NO_BONUS], ==, 1);
  g_assert_cmpint (v->limit[MJ_RULE_SEVEN_PAIRS], ==, 625);
  g_assert_cmpint (v->limit[MJ_RULE_CONCEALED_HAND], ==, 1000);
  g_assert_cmpint (v->limit[MJ_RULE_NINE_GATES], ==, 1000);
  g_assert_cmpint (v->points[MJ_RULE_OWN_BONUS_TILE], ==, 8);
  g_assert_cmpint (v->points[MJ_RULE_BONUS_TILE], ==, 4);
  g_assert_cmpint (v->points[MJ_RULE_LAST_WALL_TILE], ==, 8);
  g_assert_cmpint (v->points[MJ_RULE_ZERO_POINT_HAND], ==, 10);
  g_assert_cmpint (v->points[MJ_RULE_PAIR_OTHER_WIND], ==, 2);
  g_assert_cmpint (v->doubles[MJ_RULE_ALL_FLOWERS], ==, 3);
  g_assert_cmpint (v->doubles[MJ_RULE_EAST_GOES_OUT], ==, 1);
  g_assert_cmpint (v->doubles[MJ_RULE_LITTLE_THREE_DRAGONS], ==, 3);
  g_assert_cmpint (v->doubles[MJ_RULE_CONCEALED_HAND], ==, 0);
  g_assert_cmpint (v->scope[MJ_RULE_HALF_SUIT], ==, MJ_SCOPE_HAND);
  g_assert_cmpint (v->scope[MJ_RULE_FULL_SUIT], ==, MJ_SCOPE_HAND);
  g_assert_cmpint (v->scope[MJ_RULE_LITTLE_THREE_DRAGONS], ==, MJ_SCOPE_WIN);
}

static void
test_ruleset_preset_classical (void)
{
  const char * const ids[] = { "classical-mixed", "classical-one-double", "classical-cleared" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(MjRuleset) r = load_preset (ids[i]);
      const MjRulesetValues *v = V (r);
      gboolean mixed = i == 0;

      g_assert_cmpint (v->params[MJ_PARAM_LIMIT], ==, 1000);
      g_assert_cmpint (v->params[MJ_PARAM_SACRED_DISCARD], ==, 1);
      g_assert_cmpint (v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED], ==, 1);
      g_assert_cmpint (v->params[MJ_PARAM_WIN_TIES], ==, MJ_WIN_TIES_BY_SET);
      g_assert_cmpint (v->params[MJ_PARAM_EAST_WIN_LIMIT], ==, 13);
      g_assert_cmpint (v->params[MJ_PARAM_ROB_CONCEALED_KONG], ==, 1);
      g_assert_cmpint (v->params[MJ_PARAM_WALL_STACKS], ==, 18);
      g_assert_cmpint (v->params[MJ_PARAM_FIRST_EAST], ==, MJ_FIRST_EAST_DICE);
      g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL], ==,
                       mixed ? MJ_DEAD_WALL_REPLENISHED : MJ_DEAD_WALL_NONE);
      g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL_SIZE], ==, mixed ? 14 : 0);
      g_assert_cmpint (v->params[MJ_PARAM_LOOSE_TILES_FROM], ==, MJ_LOOSE_FROM_LOOSE_TILES);
      g_assert_cmpint (v->params[MJ_PARAM_MIN_DOUBLES], ==, i == 1 ? 1 : 0);
      g_assert_cmpint (v->params[MJ_PARAM_CLEARED_HAND], ==, i == 2 ? 1 : 0);
      g_assert_cmpint (v->points[MJ_RULE_KONG_MAJOR_CONCEALED], ==, 32);
      g_assert_cmpint (v->points[MJ_RULE_MAHJONG], ==, 20);
      g_assert_cmpint (v->doubles[MJ_RULE_OWN_BONUS_TILE], ==, 1);
      g_assert_cmpint (v->doubles[MJ_RULE_FULL_SUIT], ==, 3);
      g_assert_cmpint (v->doubles[MJ_RULE_HALF_SUIT], ==, 1);
      g_assert_cmpint (v->scope[MJ_RULE_HALF_SUIT], ==, MJ_SCOPE_WIN);
      g_assert_cmpint (v->limit[MJ_RULE_HIDDEN_TREASURE], ==, 1000);
      g_assert_cmpint (v->limit[MJ_RULE_FOURFOLD_PLENTY], ==, 1000);
    }
}

static void
test_ruleset_preset_bmja (void)
{
  g_autoptr(MjRuleset) r = load_preset ("bmja");
  const MjRulesetValues *v = V (r);

  g_assert_cmpint (v->params[MJ_PARAM_LIMIT], ==, 1000);
  g_assert_cmpint (v->params[MJ_PARAM_MAX_CHOWS], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_MUST_DECLARE_READY], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_ROB_CONCEALED_KONG], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_SCHOLARS_NO_CHOW], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_JADE_PROPER_SUBSET], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL], ==, MJ_DEAD_WALL_REPLENISHED);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL_SIZE], ==, 14);
  g_assert_cmpint (v->params[MJ_PARAM_LOOSE_TILES_FROM], ==, MJ_LOOSE_FROM_DEAD_WALL);
  g_assert_cmpint (v->params[MJ_PARAM_FALSE_MAHJONG], ==, MJ_FALSE_MAHJONG_ZERO);
  g_assert_cmpint (v->params[MJ_PARAM_SETTLEMENT], ==, MJ_SETTLEMENT_DIFFERENCES);
  g_assert_cmpint (v->params[MJ_PARAM_EAST_DOUBLE], ==, 1);
  g_assert_cmpint (v->points[MJ_RULE_PUNG_MINOR_EXPOSED], ==, 2);
  g_assert_cmpint (v->points[MJ_RULE_OWN_BONUS_TILE], ==, 4);
  g_assert_cmpint (v->doubles[MJ_RULE_OWN_BONUS_TILE], ==, 1);
  g_assert_cmpint (v->doubles[MJ_RULE_ALL_FLOWERS], ==, 2);
  g_assert_cmpint (v->doubles[MJ_RULE_PURITY], ==, 3);
  g_assert_cmpint (v->doubles[MJ_RULE_CALLING_FOR_PURITY], ==, 3);
  g_assert_cmpint (v->doubles[MJ_RULE_HALF_SUIT], ==, 0);
  g_assert_cmpint (v->limit[MJ_RULE_TRIPLE_KNITTING], ==, 500);
  g_assert_cmpint (v->limit[MJ_RULE_GATES_OF_HEAVEN], ==, 1000);
  g_assert_cmpint (v->limit[MJ_RULE_CALLING_FOR_LIMIT], ==, 400);
  g_assert_cmpint (v->limit[MJ_RULE_CALLING_FOR_HALF_LIMIT], ==, 200);
  g_assert_cmpint (v->limit[MJ_RULE_NINE_GATES], ==, 0);
}

static void
test_ruleset_preset_dmjl (void)
{
  g_autoptr(MjRuleset) r = load_preset ("dmjl");
  const MjRulesetValues *v = V (r);

  g_assert_cmpint (v->params[MJ_PARAM_LIMIT], ==, 500);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL], ==, MJ_DEAD_WALL_FIXED);
  g_assert_cmpint (v->params[MJ_PARAM_DEAD_WALL_SIZE], ==, 16);
  g_assert_cmpint (v->params[MJ_PARAM_MAX_CHOWS], ==, 4);
  g_assert_cmpint (v->params[MJ_PARAM_MUST_DECLARE_READY], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_EAST_WIN_LIMIT], ==, 9);
  g_assert_cmpint (v->params[MJ_PARAM_DANGEROUS_GAME], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_NINE_GATES_MINOR_EXTRA], ==, 1);
  g_assert_cmpint (v->points[MJ_RULE_OWN_BONUS_TILE], ==, 4);
  g_assert_cmpint (v->doubles[MJ_RULE_OWN_BONUS_TILE], ==, 0);
  g_assert_cmpint (v->doubles[MJ_RULE_OWN_FLOWER_AND_SEASON], ==, 1);
  g_assert_cmpint (v->points[MJ_RULE_PAIR_OF_MAJORS_LAST], ==, 4);
  g_assert_cmpint (v->points[MJ_RULE_ONLY_POSSIBLE_TILE], ==, 2);
  g_assert_cmpint (v->doubles[MJ_RULE_BIG_FOUR_JOYS], ==, 2);
  g_assert_cmpint (v->doubles[MJ_RULE_ZERO_POINT_HAND], ==, 1);
  g_assert_cmpint (v->doubles[MJ_RULE_LITTLE_THREE_DRAGONS], ==, 1);
  g_assert_cmpint (v->scope[MJ_RULE_LITTLE_THREE_DRAGONS], ==, MJ_SCOPE_HAND);
  g_assert_cmpint (v->doubles[MJ_RULE_HALF_SUIT], ==, 1);
  g_assert_cmpint (v->scope[MJ_RULE_HALF_SUIT], ==, MJ_SCOPE_WIN);
  g_assert_cmpint (v->limit[MJ_RULE_CONCEALED_FULL_SUIT], ==, 1000);
  g_assert_cmpint (v->limit[MJ_RULE_SQUIRMING_SNAKE], ==, 1000);
}

static void
test_ruleset_preset_hong_kong (void)
{
  g_autoptr(MjRuleset) r = load_preset ("hong-kong");
  const MjRulesetValues *v = V (r);

  g_assert_cmpint (v->params[MJ_PARAM_METHOD], ==, MJ_METHOD_FAAN);
  g_assert_cmpint (v->params[MJ_PARAM_BONUS_TILES], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_DICE], ==, 3);
  g_assert_cmpint (v->params[MJ_PARAM_DEAL], ==, MJ_DEAL_TWO);
  g_assert_cmpint (v->params[MJ_PARAM_MIN_FAAN], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_MAX_FAAN], ==, 10);
  g_assert_cmpint (v->params[MJ_PARAM_LOSERS_SCORE], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_SETTLEMENT], ==, MJ_SETTLEMENT_WINNER_ONLY);
  g_assert_cmpint (v->params[MJ_PARAM_DISCARDER_DOUBLE], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_SELF_DRAWN_DOUBLE], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_EAST_DOUBLE], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_STARTING_POINTS], ==, 500);
  g_assert_cmpint (v->params[MJ_PARAM_END_WHEN_BROKE], ==, 1);
  g_assert_cmpint (v->faan[MJ_RULE_FULL_SUIT], ==, 6);
  g_assert_cmpint (v->faan_exposed[MJ_RULE_FULL_SUIT], ==, 5);
  g_assert_cmpint (mj_ruleset_get_rule_value (r, MJ_RULE_FULL_SUIT, MJ_VALUE_FAAN), ==, 6);
  g_assert_cmpint (mj_ruleset_get_rule_faan_exposed (r, MJ_RULE_FULL_SUIT), ==, 5);
  g_assert_cmpint (v->faan[MJ_RULE_SELF_DRAWN], ==, 1);
  g_assert_cmpint (v->faan_exposed[MJ_RULE_SELF_DRAWN], ==, MJ_FAAN_NONE);
  g_assert_cmpint (v->faan[MJ_RULE_FOUR_PUNGS], ==, MJ_FAAN_MAX);
  g_assert_cmpint (v->faan_exposed[MJ_RULE_FOUR_PUNGS], ==, 2);
  g_assert_cmpint (v->faan[MJ_RULE_SEVEN_PAIRS], ==, 2);
  g_assert_cmpint (v->faan_exposed[MJ_RULE_SEVEN_PAIRS], ==, 2);
  g_assert_cmpint (v->faan[MJ_RULE_EIGHT_TREASURES], ==, MJ_FAAN_MAX);
  g_assert_cmpint (v->points[MJ_RULE_MAHJONG], ==, 0);
  g_assert_cmpint (v->points[MJ_RULE_PUNG_MINOR_EXPOSED], ==, 0);
}

static void
test_ruleset_preset_cantonese (void)
{
  g_autoptr(MjRuleset) r = load_preset ("cantonese");
  const MjRulesetValues *v = V (r);

  g_assert_cmpint (v->params[MJ_PARAM_METHOD], ==, MJ_METHOD_FAAN);
  g_assert_cmpint (v->params[MJ_PARAM_BONUS_TILES], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_WALL_STACKS], ==, 17);
  g_assert_cmpint (v->params[MJ_PARAM_DICE], ==, 3);
  g_assert_cmpint (v->params[MJ_PARAM_LOOSE_TILES_FROM], ==, MJ_LOOSE_FROM_WALL_END);
  g_assert_cmpint (v->params[MJ_PARAM_DEAL], ==, MJ_DEAL_FOUR);
  g_assert_cmpint (v->params[MJ_PARAM_FIRST_EAST], ==, MJ_FIRST_EAST_WIND_TILES);
  g_assert_cmpint (v->params[MJ_PARAM_MIN_FAAN], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_POINT_VALUE], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_CALLING_PIECES], ==, 1);
  g_assert_cmpint (v->params[MJ_PARAM_STARTING_POINTS], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_END_WHEN_BROKE], ==, 0);
  g_assert_cmpint (v->params[MJ_PARAM_ROUNDS], ==, 4);
  g_assert_cmpint (v->faan[MJ_RULE_FULL_SUIT], ==, 6);
  g_assert_cmpint (v->faan_exposed[MJ_RULE_HALF_SUIT], ==, 2);
  g_assert_cmpint (v->faan[MJ_RULE_NO_BONUS_TILES], ==, 0);
}

static void
assert_round_trip (MjRuleset *ruleset)
{
  g_autoptr(MjRuleset) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  gsize length = 0;

  data = mj_ruleset_to_data (ruleset, &length);
  g_assert_nonnull (data);
  g_assert_cmpuint (length, ==, strlen (data));

  back = mj_ruleset_new_from_data (data, length, "round-trip.ruleset", &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_true (mj_ruleset_equal (ruleset, back));

  /* Writing is deterministic. */
  again = mj_ruleset_to_data (back, NULL);
  g_assert_cmpstr (data, ==, again);
}

static void
test_ruleset_round_trip (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autoptr(MjRuleset) copy = NULL;
  g_autoptr(MjRuleset) from_file = NULL;
  g_autoptr(MjRuleset) fresh = mj_ruleset_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  assert_round_trip (fresh);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(MjRuleset) ruleset = load_preset (ids[i]);

      assert_round_trip (ruleset);
    }

  /* A family's ruleset with every kind of value changed. */
  {
    g_autoptr(MjRuleset) bmja = load_preset ("bmja");

    copy = mj_ruleset_copy (bmja);
  }
  mj_ruleset_set_id (copy, "our-house");
  mj_ruleset_set_name (copy, "Our house rules; “quoted”, with a = sign\nand a new line");
  mj_ruleset_set_description (copy, "  leading blanks, a # and a \\ backslash");
  mj_ruleset_set (copy, MJ_PARAM_LIMIT, 2000);
  mj_ruleset_set (copy, MJ_PARAM_DEAD_WALL, MJ_DEAD_WALL_FIXED);
  mj_ruleset_set (copy, MJ_PARAM_BONUS_TILES, 0);
  mj_ruleset_set_rule_value (copy, MJ_RULE_PAIR_OTHER_WIND, MJ_VALUE_POINTS, 1);
  mj_ruleset_set_rule_value (copy, MJ_RULE_HALF_SUIT, MJ_VALUE_DOUBLES, 1);
  mj_ruleset_set_rule_value (copy, MJ_RULE_SEVEN_PAIRS, MJ_VALUE_LIMIT, 333);
  mj_ruleset_set_rule_value (copy, MJ_RULE_KNITTING, MJ_VALUE_LIMIT, 10000);
  mj_ruleset_set_rule_faan (copy, MJ_RULE_FULL_SUIT, MJ_FAAN_MAX, MJ_FAAN_NONE);
  mj_ruleset_set_rule_faan (copy, MJ_RULE_SELF_DRAWN, MJ_FAAN_NONE, 0);
  mj_ruleset_set_rule_faan (copy, MJ_RULE_ALL_SIMPLES, 0, 13);
  mj_ruleset_set_rule_scope (copy, MJ_RULE_HALF_SUIT, MJ_SCOPE_HAND);
  mj_ruleset_set_rule_scope (copy, MJ_RULE_LITTLE_THREE_DRAGONS, MJ_SCOPE_WIN);
  assert_round_trip (copy);

  /* And through a file. */
  dir = g_dir_make_tmp ("test-ruleset-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "our-house.ruleset", NULL);
  g_assert_true (mj_ruleset_save_to_file (copy, path, &error));
  g_assert_no_error (error);
  from_file = mj_ruleset_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (mj_ruleset_equal (copy, from_file));
  g_assert_cmpstr (mj_ruleset_get_based_on (from_file), ==, "bmja");
  g_assert_false (mj_ruleset_is_preset (from_file));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  /* A file that is not there. */
  g_assert_null (mj_ruleset_new_from_file (path, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

static void
test_ruleset_copy (void)
{
  g_autoptr(MjRuleset) dmjl = load_preset ("dmjl");
  g_autoptr(MjRuleset) copy = mj_ruleset_copy (dmjl);
  g_autoptr(MjRuleset) copy2 = NULL;

  g_assert_false (mj_ruleset_is_preset (copy));
  g_assert_cmpstr (mj_ruleset_get_based_on (copy), ==, "dmjl");
  g_assert_cmpstr (mj_ruleset_get_id (copy), ==, "dmjl");
  g_assert_cmpstr (mj_ruleset_get_name (copy), ==, mj_ruleset_get_name (dmjl));
  g_assert_cmpstr (mj_ruleset_get_source (copy), ==, mj_ruleset_get_source (dmjl));
  g_assert_true (memcmp (V (copy), V (dmjl), sizeof (MjRulesetValues)) == 0);
  g_assert_false (mj_ruleset_equal (copy, dmjl));   /* based-on differs */

  /* A copy of a copy is still based on the preset. */
  mj_ruleset_set_id (copy, "family");
  copy2 = mj_ruleset_copy (copy);
  g_assert_cmpstr (mj_ruleset_get_based_on (copy2), ==, "dmjl");
  g_assert_cmpstr (mj_ruleset_get_id (copy2), ==, "family");
  g_assert_true (mj_ruleset_equal (copy, copy2));

  mj_ruleset_set (copy2, MJ_PARAM_LIMIT, 501);
  g_assert_false (mj_ruleset_equal (copy, copy2));
  g_assert_cmpint (mj_ruleset_get (copy, MJ_PARAM_LIMIT), ==, 500);
}

typedef struct
{
  const char *what;
  const char *text;
  int         code;
  const char *needles[4];
} Malformed;

static void
test_ruleset_malformed (void)
{
#define HEAD "[ruleset]\nformat = 1\nid = test\n"
  static const Malformed cases[] = {
    { "unknown group", HEAD "[tabel]\nbonus-tiles = true\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[tabel]" } },
    { "unknown key", HEAD "[table]\nbonus-tile = true\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[table]", "bonus-tile" } },
    { "key in the wrong group", HEAD "[play]\nbonus-tiles = true\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[play]", "bonus-tiles" } },
    { "unknown header key", HEAD "version = 3\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[ruleset]", "version" } },
    { "bad bool", HEAD "[table]\nbonus-tiles = yes\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[table] bonus-tiles", "true or false", "“yes”" } },
    { "bad int", HEAD "[table]\ndice = two\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[table] dice", "from 2 to 3", "“two”" } },
    { "int with a comment", HEAD "[table]\ndice = 2 # two\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[table] dice" } },
    { "out-of-range int", HEAD "[table]\ndice = 4\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[table] dice", "from 2 to 3", "“4”" } },
    { "huge int", HEAD "[scoring]\nlimit = 99999999999999999999999\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[scoring] limit" } },
    { "negative int", HEAD "[scoring]\nlimit = -1\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[scoring] limit" } },
    { "unknown choice", HEAD "[table]\ndead-wall = sometimes\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[table] dead-wall", "none, replenished, fixed, loose-on-wall", "“sometimes”" } },
    { "choice by number", HEAD "[table]\ndead-wall = 1\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[table] dead-wall" } },
    { "faan abc", HEAD "[faan]\nfull-suit = abc\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[faan] full-suit", "“abc”" } },
    { "faan too big", HEAD "[faan]\nfull-suit = 6/14\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[faan] full-suit", "“6/14”" } },
    { "faan three parts", HEAD "[faan]\nfull-suit = 6/5/4\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[faan] full-suit" } },
    { "faan empty part", HEAD "[faan]\nfull-suit = 6/\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[faan] full-suit" } },
    { "limit too precise", HEAD "[limits]\nseven-pairs = 0.0001\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[limits] seven-pairs", "three decimals", "“0.0001”" } },
    { "limit too big", HEAD "[limits]\nseven-pairs = 10.001\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[limits] seven-pairs", "“10.001”" } },
    { "limit negative", HEAD "[limits]\nseven-pairs = -1\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[limits] seven-pairs" } },
    { "limit half a dot", HEAD "[limits]\nseven-pairs = 1.\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[limits] seven-pairs" } },
    { "doubles for a rule without doubles", HEAD "[doubles]\npung-minor-exposed = 1\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[doubles] pung-minor-exposed", "[points]" } },
    { "limit for a rule without a limit", HEAD "[limits]\ndragon-pung = 1\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[limits] dragon-pung" } },
    { "unknown rule", HEAD "[points]\npung-of-everything = 1\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[points] pung-of-everything" } },
    { "points too big", HEAD "[points]\nmahjong = 10001\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[points] mahjong", "from 0 to 10000" } },
    { "doubles too big", HEAD "[doubles]\ndragon-pung = 21\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[doubles] dragon-pung", "from 0 to 20" } },
    { "scope for a fixed rule", HEAD "[scored-for]\ndragon-pung = everyone\n",
      MJ_ERROR_UNKNOWN_KEY, { "bad.ruleset", "[scored-for] dragon-pung" } },
    { "unknown scope", HEAD "[scored-for]\nhalf-suit = nobody\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[scored-for] half-suit", "everyone or winner", "“nobody”" } },
    { "missing [ruleset]", "[table]\ndice = 2\n",
      MJ_ERROR_INVALID, { "bad.ruleset", "[ruleset]" } },
    { "missing id", "[ruleset]\nformat = 1\nname = No id\n",
      MJ_ERROR_INVALID, { "bad.ruleset", "[ruleset] id" } },
    { "bad id", "[ruleset]\nformat = 1\nid = Our Rules!\n",
      MJ_ERROR_INVALID, { "bad.ruleset", "[ruleset] id", "“Our Rules!”" } },
    { "empty id", "[ruleset]\nformat = 1\nid =\n",
      MJ_ERROR_INVALID, { "bad.ruleset", "[ruleset] id" } },
    { "bad based-on", HEAD "based-on = ../bmja\n",
      MJ_ERROR_INVALID, { "bad.ruleset", "[ruleset] based-on" } },
    { "newer format", "[ruleset]\nformat = 2\nid = test\n[future]\nthing = 1\n",
      MJ_ERROR_VERSION, { "bad.ruleset", "[ruleset] format", "2" } },
    { "bad format", "[ruleset]\nformat = one\nid = test\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[ruleset] format", "“one”" } },
    { "format zero", "[ruleset]\nformat = 0\nid = test\n",
      MJ_ERROR_RANGE, { "bad.ruleset", "[ruleset] format" } },
    { "key before any group", "id = test\n" HEAD,
      MJ_ERROR_PARSE, { "bad.ruleset" } },
    { "binary garbage", "\x01\x02\xff\xfe garbage \x80\x81\n\x7f=\x03\n[\xc3",
      MJ_ERROR_PARSE, { "bad.ruleset" } },
    { "invalid UTF-8 in a name", HEAD "name = caf\xe9\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[ruleset] name" } },
    { "invalid UTF-8 in a value", HEAD "[table]\ndead-wall = \xff\xfe\n",
      MJ_ERROR_PARSE, { "bad.ruleset", "[table] dead-wall" } },
    { "empty file", "",
      MJ_ERROR_INVALID, { "bad.ruleset", "[ruleset]" } },
  };
#undef HEAD

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) ruleset = NULL;

      g_test_message ("case: %s", cases[i].what);
      ruleset = mj_ruleset_new_from_data (cases[i].text, -1, "bad.ruleset", &error);
      g_assert_null (ruleset);
      g_assert_error (error, MJ_ERROR, cases[i].code);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));

      for (guint n = 0; n < G_N_ELEMENTS (cases[i].needles) && cases[i].needles[n] != NULL; n++)
        {
          if (strstr (error->message, cases[i].needles[n]) == NULL)
            g_error ("%s: “%s” not in “%s”", cases[i].what, cases[i].needles[n], error->message);
        }
    }
}

static void
test_ruleset_malformed_exact (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = NULL;

  ruleset = mj_ruleset_new_from_data ("[ruleset]\nid = bmja\n[scoring]\nlimit = lots\n", -1,
                                      "bmja.ruleset", &error);
  g_assert_null (ruleset);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "bmja.ruleset: [scoring] limit: expected a whole number from 0 to 100000, got “lots”");
}

/* A preset cut anywhere either loads or fails cleanly; cut inside a group header it fails. */
static void
test_ruleset_truncated (void)
{
  g_autoptr(MjRuleset) bmja = load_preset ("bmja");
  g_autofree char *data = mj_ruleset_to_data (bmja, NULL);
  const char *header = strstr (data, "[settlement]");
  gsize len = strlen (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) cut = NULL;

  for (gsize n = 0; n <= len; n++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(MjRuleset) part = mj_ruleset_new_from_data (data, n, "cut.ruleset", &local_error);

      g_assert_true ((part == NULL) != (local_error == NULL));
      if (local_error != NULL)
        g_assert_true (g_str_has_prefix (local_error->message, "cut.ruleset: "));
    }

  g_assert_nonnull (header);
  cut = mj_ruleset_new_from_data (data, header - data + 5, "cut.ruleset", &error);
  g_assert_null (cut);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "cut.ruleset: "));
}

/* Random damage to every preset never crashes the loader. */
static void
test_ruleset_mangled (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(MjRuleset) preset = load_preset (ids[i]);
      g_autofree char *data = mj_ruleset_to_data (preset, NULL);
      gsize len = strlen (data);

      for (guint round = 0; round < 200; round++)
        {
          g_autofree char *copy = g_memdup2 (data, len);
          g_autoptr(GError) error = NULL;
          g_autoptr(MjRuleset) ruleset = NULL;
          guint n_changes = g_rand_int_range (rand, 1, 8);

          for (guint c = 0; c < n_changes; c++)
            copy[g_rand_int_range (rand, 0, len)] = (char) g_rand_int_range (rand, 0, 256);

          ruleset = mj_ruleset_new_from_data (copy, len, "mangled.ruleset", &error);
          g_assert_true ((ruleset == NULL) != (error == NULL));
          if (error != NULL)
            g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
    }
}

static void
test_ruleset_properties (void)
{
  g_autoptr(MjRuleset) bmja = load_preset ("bmja");
  g_autoptr(MjRuleset) hk = load_preset ("hong-kong");
  g_autoptr(MjRuleset) ox = load_preset ("oxenstierna");
  g_autofree char *name = NULL;
  g_autofree char *based_on = NULL;
  gboolean bonus_tiles = FALSE;
  int limit = 0, pung = 0, chows = 0, dead_wall = -1, faan = 0, faan_exposed = 0;
  int seven_pairs = 0, scope = 0, own_bonus_doubles = 0;

  g_object_get (bmja,
                "limit", &limit,
                "points-pung-minor-exposed", &pung,
                "max-chows", &chows,
                "bonus-tiles", &bonus_tiles,
                "dead-wall", &dead_wall,
                "doubles-own-bonus-tile", &own_bonus_doubles,
                "name", &name,
                "based-on", &based_on,
                NULL);
  g_assert_cmpint (limit, ==, 1000);
  g_assert_cmpint (pung, ==, 2);
  g_assert_cmpint (chows, ==, 1);
  g_assert_true (bonus_tiles);
  g_assert_cmpint (dead_wall, ==, MJ_DEAD_WALL_REPLENISHED);
  g_assert_cmpint (own_bonus_doubles, ==, 1);
  g_assert_cmpstr (name, ==, "British Mah-Jong Association");
  g_assert_null (based_on);

  g_object_get (hk, "faan-full-suit", &faan, "faan-exposed-full-suit", &faan_exposed, NULL);
  g_assert_cmpint (faan, ==, 6);
  g_assert_cmpint (faan_exposed, ==, 5);

  g_object_get (ox, "limit-seven-pairs", &seven_pairs, "scope-half-suit", &scope, NULL);
  g_assert_cmpint (seven_pairs, ==, 625);
  g_assert_cmpint (scope, ==, MJ_SCOPE_HAND);

  /* Only the kinds of value a rule takes are properties. */
  g_assert_nonnull (g_object_class_find_property (G_OBJECT_GET_CLASS (bmja), "points-mahjong"));
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (bmja), "doubles-mahjong"));
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (bmja), "scope-dragon-pung"));
  g_assert_nonnull (g_object_class_find_property (G_OBJECT_GET_CLASS (bmja), "scope-full-suit"));

  /* Setting through properties. */
  g_object_set (bmja,
                "limit", 2000,
                "max-chows", 4,
                "bonus-tiles", FALSE,
                "faan-exposed-full-suit", MJ_FAAN_NONE,
                "scope-full-suit", MJ_SCOPE_HAND,
                "name", "Changed",
                NULL);
  g_assert_cmpint (mj_ruleset_get (bmja, MJ_PARAM_LIMIT), ==, 2000);
  g_assert_cmpint (mj_ruleset_get (bmja, MJ_PARAM_MAX_CHOWS), ==, 4);
  g_assert_cmpint (mj_ruleset_get (bmja, MJ_PARAM_BONUS_TILES), ==, 0);
  g_assert_cmpint (mj_ruleset_get_rule_faan_exposed (bmja, MJ_RULE_FULL_SUIT), ==, MJ_FAAN_NONE);
  g_assert_cmpint (mj_ruleset_get_rule_scope (bmja, MJ_RULE_FULL_SUIT), ==, MJ_SCOPE_HAND);
  g_assert_cmpstr (mj_ruleset_get_name (bmja), ==, "Changed");
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  guint *count = user_data;

  (*count)++;
}

static void
test_ruleset_notify (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new ();
  guint limit = 0, doubles = 0, faan = 0, faan_exposed = 0, scope = 0, name = 0, any = 0;

  g_signal_connect (ruleset, "notify::limit", G_CALLBACK (count_notify_cb), &limit);
  g_signal_connect (ruleset, "notify::doubles-dragon-pung", G_CALLBACK (count_notify_cb), &doubles);
  g_signal_connect (ruleset, "notify::faan-full-suit", G_CALLBACK (count_notify_cb), &faan);
  g_signal_connect (ruleset, "notify::faan-exposed-full-suit", G_CALLBACK (count_notify_cb), &faan_exposed);
  g_signal_connect (ruleset, "notify::scope-half-suit", G_CALLBACK (count_notify_cb), &scope);
  g_signal_connect (ruleset, "notify::name", G_CALLBACK (count_notify_cb), &name);
  g_signal_connect (ruleset, "notify", G_CALLBACK (count_notify_cb), &any);

  mj_ruleset_set (ruleset, MJ_PARAM_LIMIT, 900);
  mj_ruleset_set (ruleset, MJ_PARAM_LIMIT, 900);
  g_object_set (ruleset, "limit", 900, NULL);
  g_assert_cmpuint (limit, ==, 1);
  mj_ruleset_set (ruleset, MJ_PARAM_LIMIT, 1000);
  g_assert_cmpuint (limit, ==, 2);

  mj_ruleset_set_rule_value (ruleset, MJ_RULE_DRAGON_PUNG, MJ_VALUE_DOUBLES, 1);
  mj_ruleset_set_rule_value (ruleset, MJ_RULE_DRAGON_PUNG, MJ_VALUE_DOUBLES, 1);
  g_assert_cmpuint (doubles, ==, 1);

  mj_ruleset_set_rule_faan (ruleset, MJ_RULE_FULL_SUIT, 6, 5);
  mj_ruleset_set_rule_faan (ruleset, MJ_RULE_FULL_SUIT, 6, 5);
  mj_ruleset_set_rule_faan (ruleset, MJ_RULE_FULL_SUIT, 6, 4);
  g_assert_cmpuint (faan, ==, 1);
  g_assert_cmpuint (faan_exposed, ==, 2);

  mj_ruleset_set_rule_scope (ruleset, MJ_RULE_HALF_SUIT, MJ_SCOPE_WIN);   /* the default */
  mj_ruleset_set_rule_scope (ruleset, MJ_RULE_HALF_SUIT, MJ_SCOPE_HAND);
  mj_ruleset_set_rule_scope (ruleset, MJ_RULE_HALF_SUIT, MJ_SCOPE_HAND);
  g_assert_cmpuint (scope, ==, 1);

  mj_ruleset_set_name (ruleset, "Ours");
  mj_ruleset_set_name (ruleset, "Ours");
  g_assert_cmpuint (name, ==, 1);

  g_assert_cmpuint (any, ==, limit + doubles + faan + faan_exposed + scope + name);
}

static void
test_ruleset_guards (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new ();

  /* Out-of-range values are programming errors: nothing is clamped or changed. */
  g_test_expect_message ("mj-ruleset", G_LOG_LEVEL_CRITICAL, "*mj_ruleset_set*assertion*failed*");
  mj_ruleset_set (ruleset, MJ_PARAM_DICE, 4);
  g_test_assert_expected_messages ();
  g_assert_cmpint (mj_ruleset_get (ruleset, MJ_PARAM_DICE), ==, 2);

  g_test_expect_message ("mj-ruleset", G_LOG_LEVEL_CRITICAL, "*mj_ruleset_set_rule_value*assertion*failed*");
  mj_ruleset_set_rule_value (ruleset, MJ_RULE_MAHJONG, MJ_VALUE_DOUBLES, 1);
  g_test_assert_expected_messages ();

  g_test_expect_message ("mj-ruleset", G_LOG_LEVEL_CRITICAL, "*mj_ruleset_set_rule_value*assertion*failed*");
  mj_ruleset_set_rule_value (ruleset, MJ_RULE_SEVEN_PAIRS, MJ_VALUE_LIMIT, 10001);
  g_test_assert_expected_messages ();
  g_assert_cmpint (V (ruleset)->limit[MJ_RULE_SEVEN_PAIRS], ==, 0);

  g_test_expect_message ("mj-ruleset", G_LOG_LEVEL_CRITICAL, "*mj_ruleset_set_rule_faan*assertion*failed*");
  mj_ruleset_set_rule_faan (ruleset, MJ_RULE_FULL_SUIT, 14, 5);
  g_test_assert_expected_messages ();

  g_test_expect_message ("mj-ruleset", G_LOG_LEVEL_CRITICAL, "*mj_ruleset_set_rule_scope*assertion*failed*");
  mj_ruleset_set_rule_scope (ruleset, MJ_RULE_DRAGON_PUNG, MJ_SCOPE_WIN);
  g_test_assert_expected_messages ();

  g_test_expect_message ("mj-ruleset", G_LOG_LEVEL_CRITICAL, "*mj_ruleset_set_id*assertion*failed*");
  mj_ruleset_set_id (ruleset, "Not An Id");
  g_test_assert_expected_messages ();
  g_assert_cmpstr (mj_ruleset_get_id (ruleset), ==, "custom");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/ruleset/specs", test_ruleset_specs);
  g_test_add_func ("/core/ruleset/new", test_ruleset_new);
  g_test_add_func ("/core/ruleset/presets-load", test_ruleset_presets_load);
  g_test_add_func ("/core/ruleset/preset-files", test_ruleset_preset_files);
  g_test_add_func ("/core/ruleset/preset/oxenstierna", test_ruleset_preset_oxenstierna);
  g_test_add_func ("/core/ruleset/preset/classical", test_ruleset_preset_classical);
  g_test_add_func ("/core/ruleset/preset/bmja", test_ruleset_preset_bmja);
  g_test_add_func ("/core/ruleset/preset/dmjl", test_ruleset_preset_dmjl);
  g_test_add_func ("/core/ruleset/preset/hong-kong", test_ruleset_preset_hong_kong);
  g_test_add_func ("/core/ruleset/preset/cantonese", test_ruleset_preset_cantonese);
  g_test_add_func ("/core/ruleset/round-trip", test_ruleset_round_trip);
  g_test_add_func ("/core/ruleset/copy", test_ruleset_copy);
  g_test_add_func ("/core/ruleset/malformed", test_ruleset_malformed);
  g_test_add_func ("/core/ruleset/malformed-exact", test_ruleset_malformed_exact);
  g_test_add_func ("/core/ruleset/truncated", test_ruleset_truncated);
  g_test_add_func ("/core/ruleset/mangled", test_ruleset_mangled);
  g_test_add_func ("/core/ruleset/properties", test_ruleset_properties);
  g_test_add_func ("/core/ruleset/notify", test_ruleset_notify);
  g_test_add_func ("/core/ruleset/guards", test_ruleset_guards);

  return g_test_run ();
}
