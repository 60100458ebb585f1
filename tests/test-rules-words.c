/* test-rules-words.c: a ruleset's rules in words, and the special hands' examples
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-rule-example.h"
#include "mj-ruleset.h"
#include "mj-score.h"

static MjRuleset *
load_preset (const char *id)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

/* The scoring engine reads each special hand's example as that hand under a preset that
 * scores it, and under every other preset that scores it either as that hand or as another
 * reading worth as much, the limit (an all-concealed hand of the Oxenstierna rules is the
 * limit before it is nine gates). */
static void
test_rules_examples_score (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  guint n_examples = 0;

  for (guint r = 0; r < MJ_N_RULES; r++)
    {
      MjRuleExample example;
      guint checked = 0;
      MjHand hand;

      if (!mj_rule_example_get ((MjRuleId) r, &example))
        continue;
      n_examples++;
      g_assert_cmpint (example.rule, ==, r);
      mj_rule_example_to_hand (&example, &hand);
      g_assert_true (mj_hand_validate (&hand, NULL));

      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autoptr(MjRuleset) ruleset = load_preset (ids[i]);
          gboolean found = FALSE;
          MjScore score;

          if (!mj_ruleset_scores_rule (ruleset, (MjRuleId) r))
            continue;
          mj_score_hand (ruleset, &hand, &score);
          if (!score.won)
            continue;
          for (guint k = 0; k < score.n_items; k++)
            found |= score.items[k].rule == r;
          /* elsewhere another reading of the hand may score as much, the limit */
          if (!found && !score.limit_applied)
            g_error ("%s: the example of %s is not scored as it", ids[i], mj_rule_spec ((MjRuleId) r)->key);
          checked += found;
        }
      if (checked == 0)
        g_error ("the example of %s wins under no preset that scores it", mj_rule_spec ((MjRuleId) r)->key);
    }

  /* the special hands of the British and the German rules, and the Hong Kong faan table */
  g_assert_cmpuint (n_examples, >=, 25);
}

/* Under a ruleset that scores a special hand, its example is shown: every limit hand of the
 * presets but the losers' "calling for" has one. */
static void
test_rules_examples_cover (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(MjRuleset) ruleset = load_preset (ids[i]);
      g_autoptr(GArray) lines = mj_ruleset_list_lines (ruleset, MJ_SECTION_LIMITS);

      for (guint k = 0; k < lines->len; k++)
        {
          const MjRuleLine *line = &g_array_index (lines, MjRuleLine, k);
          MjRuleExample example;

          if (line->rule < 0 || !mj_ruleset_scores_rule (ruleset, (MjRuleId) line->rule) ||
              mj_rule_spec ((MjRuleId) line->rule)->scope == MJ_SCOPE_LOSE)
            continue;
          if (!mj_rule_example_get ((MjRuleId) line->rule, &example))
            g_error ("%s: %s has no example", ids[i], mj_rule_spec ((MjRuleId) line->rule)->key);
        }
    }
}

/* The lines are the rule tables' titles and explanations, each parameter once, and only
 * those of the ruleset's way of scoring. */
static void
test_rules_lines (void)
{
  g_autoptr(MjRuleset) bmja = load_preset ("bmja");
  g_autoptr(MjRuleset) hk = load_preset ("hong-kong");
  guint seen[MJ_N_PARAMS] = { 0 };
  gboolean faan_seen = FALSE, limit_seen = FALSE;

  for (guint s = 0; s < MJ_N_SECTIONS; s++)
    {
      g_autoptr(GArray) lines = mj_ruleset_list_lines (bmja, (MjRuleSection) s);

      for (guint k = 0; k < lines->len; k++)
        {
          const MjRuleLine *line = &g_array_index (lines, MjRuleLine, k);

          g_assert_true ((line->param >= 0) != (line->rule >= 0));
          if (line->param >= 0)
            {
              g_assert_cmpstr (line->title, ==, mj_param_spec ((MjParamId) line->param)->title);
              g_assert_cmpstr (line->explanation, ==, mj_param_spec ((MjParamId) line->param)->explanation);
              g_assert_cmpint (mj_param_spec ((MjParamId) line->param)->section, ==, s);
              seen[line->param]++;
            }
          else
            g_assert_cmpstr (line->title, ==, mj_rule_spec ((MjRuleId) line->rule)->name);
          faan_seen |= line->param == MJ_PARAM_MAX_FAAN;
          limit_seen |= line->param == MJ_PARAM_LIMIT;
        }
    }
  g_assert_true (limit_seen);
  g_assert_false (faan_seen);
  for (guint p = 0; p < MJ_N_PARAMS; p++)
    g_assert_cmpuint (seen[p], ==, mj_param_spec_applies_to (mj_param_spec ((MjParamId) p), MJ_METHOD_POINTS));

  /* the faan of the Hong Kong table, as the list of a family's changes says them */
  {
    g_autofree char *full = mj_ruleset_describe_rule (hk, MJ_RULE_FULL_SUIT);
    g_autofree char *gates = mj_ruleset_describe_rule (hk, MJ_RULE_NINE_GATES);
    g_autofree char *jade = mj_ruleset_describe_rule (hk, MJ_RULE_IMPERIAL_JADE);
    g_autofree char *pung = mj_ruleset_describe_rule (bmja, MJ_RULE_PUNG_MAJOR_CONCEALED);
    g_autofree char *knitting = mj_ruleset_describe_rule (bmja, MJ_RULE_KNITTING);
    g_autofree char *dice = mj_ruleset_describe_param (hk, MJ_PARAM_DICE);
    g_autofree char *dead = mj_ruleset_describe_param (bmja, MJ_PARAM_DEAD_WALL);

    g_assert_cmpstr (full, ==, "6 faan concealed, 5 faan exposed");
    g_assert_cmpstr (gates, ==, "maximum faan");
    g_assert_cmpstr (jade, ==, "not scored");
    g_assert_cmpstr (pung, ==, "8 points");
    g_assert_cmpstr (knitting, ==, "0.5 of the limit");
    g_assert_cmpstr (dice, ==, "3");
    g_assert_cmpstr (dead, ==, "Replenished");
    g_assert_true (mj_ruleset_scores_rule (hk, MJ_RULE_FULL_SUIT));
    g_assert_false (mj_ruleset_scores_rule (hk, MJ_RULE_IMPERIAL_JADE));
  }
}

/* Each preset's source, the rule book it follows, is repeated for translation as it is in
 * its file. */
static void
test_rules_sources (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *file = g_strconcat (ids[i], ".ruleset", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rulesets", file, NULL);
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) preset = load_preset (ids[i]);
      g_autofree char *source = NULL;

      g_assert_true (g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error));
      source = g_key_file_get_string (key_file, "ruleset", "source", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (source, !=, "");
      g_assert_cmpstr (source, ==, mj_ruleset_preset_get_source (ids[i]));
      g_assert_cmpstr (source, ==, mj_ruleset_get_source (preset));
    }
  g_assert_null (mj_ruleset_preset_get_source ("no-such-rules"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/rules-words/examples-score", test_rules_examples_score);
  g_test_add_func ("/core/rules-words/examples-cover", test_rules_examples_cover);
  g_test_add_func ("/core/rules-words/lines", test_rules_lines);
  g_test_add_func ("/core/rules-words/sources", test_rules_sources);

  return g_test_run ();
}
