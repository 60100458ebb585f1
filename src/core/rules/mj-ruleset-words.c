/* mj-ruleset-words.c: a ruleset's rules in words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The house-rules page, where a family changes its rules, and the rules of the game, where a
 * player reads them, show the same lines: one per parameter and one per scoring rule, with
 * the title and the explanation of the rule tables, grouped by section, and only those that
 * mean something under the ruleset's way of scoring. The values are said in the same words
 * the list of a family's changes uses.
 */

#define G_LOG_DOMAIN "mj-ruleset"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ruleset-private.h"

/**
 * mj_describe_values:
 * @points: base points
 * @doubles: doubles
 * @limit: thousandths of the limit
 * @faan: faan, or %MJ_FAAN_MAX
 *
 * Returns: (transfer full) (nullable): the values as "4 points, 1 double", "the limit" or
 *   "3 faan", or %NULL when all are zero
 */
char *
mj_describe_values (int points,
                    int doubles,
                    int limit,
                    int faan)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  if (points)
    g_ptr_array_add (values, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                           ABS (points)), points));
  if (doubles)
    g_ptr_array_add (values, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d double", "%d doubles",
                                                           ABS (doubles)), doubles));
  if (limit)
    g_ptr_array_add (values, limit == 1000 ? g_strdup (_("the limit"))
                                           : g_strdup_printf (_("%g of the limit"), limit / 1000.0));
  if (faan == MJ_FAAN_MAX)
    g_ptr_array_add (values, g_strdup (_("maximum faan")));
  else if (faan > 0)
    g_ptr_array_add (values, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d faan", "%d faan",
                                                           ABS (faan)), faan));

  if (values->len == 0)
    return NULL;
  g_ptr_array_add (values, NULL);
  /* Translators: between the items of a list, such as "2 doubles, the limit" */
  return g_strjoinv (C_("list", ", "), (char **) values->pdata);
}

/* A scoring rule's values in a ruleset, in words; %NULL when it is not scored. */
char *
_mj_ruleset_values_describe_rule (const MjRulesetValues *values,
                                  MjRuleId               rule)
{
  if (values->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN)
    {
      g_autofree char *concealed = mj_describe_values (0, 0, 0, values->faan[rule]);
      g_autofree char *exposed = mj_describe_values (0, 0, 0, values->faan_exposed[rule]);

      if (g_strcmp0 (concealed, exposed) == 0)
        return g_steal_pointer (&concealed);
      /* Translators: faan of a concealed hand, and of one with exposed sets */
      return g_strdup_printf (_("%s concealed, %s exposed"),
                              concealed != NULL ? concealed : _("nothing"),
                              exposed != NULL ? exposed : _("nothing"));
    }

  return mj_describe_values (values->points[rule], values->doubles[rule], values->limit[rule], 0);
}

/**
 * mj_ruleset_describe_rule:
 * @rule: a scoring rule
 *
 * Returns: (transfer full): what @rule scores under @self, "4 points, 1 double", "the
 *   limit", "3 faan concealed, 2 faan exposed", or "not scored"
 */
char *
mj_ruleset_describe_rule (MjRuleset *self,
                          MjRuleId   rule)
{
  char *text;

  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);
  g_return_val_if_fail ((guint) rule < MJ_N_RULES, NULL);

  text = _mj_ruleset_values_describe_rule (&self->values, rule);
  return text != NULL ? text : g_strdup (_("not scored"));
}

/**
 * mj_ruleset_scores_rule:
 * @rule: a scoring rule
 *
 * Returns: whether @rule is part of @self: it scores something under its way of scoring
 */
gboolean
mj_ruleset_scores_rule (MjRuleset *self,
                        MjRuleId   rule)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (MJ_IS_RULESET (self), FALSE);
  g_return_val_if_fail ((guint) rule < MJ_N_RULES, FALSE);

  text = _mj_ruleset_values_describe_rule (&self->values, rule);
  return text != NULL;
}

/**
 * mj_ruleset_describe_param:
 * @id: a parameter
 *
 * Returns: (transfer full): the parameter's value under @self in words: "Yes", "No", a
 *   choice's name or the number
 */
char *
mj_ruleset_describe_param (MjRuleset *self,
                           MjParamId  id)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);
  g_return_val_if_fail ((guint) id < MJ_N_PARAMS, NULL);

  return mj_param_spec_format_value (mj_param_spec (id), self->values.params[id]);
}

/**
 * mj_ruleset_list_lines:
 * @section: a group of rules
 *
 * The lines of a section: its parameters, then (under scoring and limit hands) its scoring
 * rules, the limit hands in their own section, in the order of the rule tables; only those
 * that mean something under the ruleset's way of scoring (no faan where points are
 * doubled), whether or not they score.
 *
 * Returns: (transfer full) (element-type MjRuleLine): the lines
 */
GArray *
mj_ruleset_list_lines (MjRuleset     *self,
                       MjRuleSection  section)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (MjRuleLine));
  MjScoringMethod method;
  gboolean faan;

  g_return_val_if_fail (MJ_IS_RULESET (self), lines);
  g_return_val_if_fail ((guint) section < MJ_N_SECTIONS, lines);

  method = (MjScoringMethod) self->values.params[MJ_PARAM_METHOD];
  faan = method == MJ_METHOD_FAAN;

  for (guint p = 0; p < MJ_N_PARAMS; p++)
    {
      const MjParamSpec *spec = mj_param_spec ((MjParamId) p);
      MjRuleLine line = { (int) p, -1, NULL, NULL };

      if (spec->section != section || !mj_param_spec_applies_to (spec, method))
        continue;
      line.title = _(spec->title);
      line.explanation = _(spec->explanation);
      g_array_append_val (lines, line);
    }

  if (section != MJ_SECTION_SCORING && section != MJ_SECTION_LIMITS)
    return lines;

  for (guint r = 0; r < MJ_N_RULES; r++)
    {
      const MjRuleSpec *spec = mj_rule_spec ((MjRuleId) r);
      gboolean limit_hand = (spec->values & MJ_VALUE_LIMIT) != 0;
      MjRuleLine line = { -1, (int) r, NULL, NULL };

      if ((section == MJ_SECTION_LIMITS) != limit_hand)
        continue;
      if (faan && !(spec->values & MJ_VALUE_FAAN))
        continue;
      if (!faan && !(spec->values & (MJ_VALUE_POINTS | MJ_VALUE_DOUBLES | MJ_VALUE_LIMIT)))
        continue;
      line.title = _(spec->name);
      line.explanation = _(spec->explanation);
      g_array_append_val (lines, line);
    }

  return lines;
}
