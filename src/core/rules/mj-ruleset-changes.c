/* mj-ruleset-changes.c: where one ruleset differs from another, in words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A family's own rules are a preset with changes. The house-rules page lists the changes,
 * and the end of a hand names the rules it was scored by with the same lines, so the
 * family sees its house rule where it counted.
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
  return g_strjoinv (", ", (char **) values->pdata);
}

/* A scoring rule's values in a ruleset, in words. */
static char *
describe_rule (const MjRulesetValues *values,
               MjRuleId               rule,
               gboolean               faan)
{
  char *text;

  if (faan)
    {
      g_autofree char *concealed = mj_describe_values (0, 0, 0, values->faan[rule]);
      g_autofree char *exposed = mj_describe_values (0, 0, 0, values->faan_exposed[rule]);

      if (g_strcmp0 (concealed, exposed) == 0)
        text = g_steal_pointer (&concealed);
      else
        /* Translators: faan of a concealed hand, and of one with exposed sets */
        text = g_strdup_printf (_("%s concealed, %s exposed"),
                                concealed != NULL ? concealed : _("nothing"),
                                exposed != NULL ? exposed : _("nothing"));
    }
  else
    text = mj_describe_values (values->points[rule], values->doubles[rule], values->limit[rule], 0);

  return text != NULL ? text : g_strdup (_("not scored"));
}

static void
change_clear (MjRulesetChange *change)
{
  g_clear_pointer (&change->value, g_free);
  g_clear_pointer (&change->other, g_free);
}

/**
 * mj_ruleset_list_changes:
 * @other: the ruleset to compare with, usually the preset @self copies
 *
 * Returns: (transfer full) (element-type MjRulesetChange): every rule whose value differs,
 *   parameters first, in the order of the rule tables
 */
GArray *
mj_ruleset_list_changes (MjRuleset *self,
                         MjRuleset *other)
{
  GArray *changes = g_array_new (FALSE, TRUE, sizeof (MjRulesetChange));
  const MjRulesetValues *a, *b;
  gboolean faan;

  g_return_val_if_fail (MJ_IS_RULESET (self) && MJ_IS_RULESET (other), changes);

  g_array_set_clear_func (changes, (GDestroyNotify) change_clear);
  a = &self->values;
  b = &other->values;
  faan = a->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;

  for (guint i = 0; i < MJ_N_PARAMS; i++)
    if (a->params[i] != b->params[i])
      {
        const MjParamSpec *spec = mj_param_spec ((MjParamId) i);
        MjRulesetChange change = {
          .title = _(spec->title),
          .value = mj_param_spec_format_value (spec, a->params[i]),
          .other = mj_param_spec_format_value (spec, b->params[i]),
        };

        g_array_append_val (changes, change);
      }

  for (guint r = 0; r < MJ_N_RULES; r++)
    {
      g_autofree char *value = describe_rule (a, (MjRuleId) r, faan);
      g_autofree char *was = describe_rule (b, (MjRuleId) r, faan);
      MjRulesetChange change = { .title = _(mj_rule_spec ((MjRuleId) r)->name) };

      if (g_str_equal (value, was))
        continue;
      change.value = g_steal_pointer (&value);
      change.other = g_steal_pointer (&was);
      g_array_append_val (changes, change);
    }

  return changes;
}
