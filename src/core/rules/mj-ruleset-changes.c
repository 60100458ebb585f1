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

/* A scoring rule's values in a ruleset, in words; "not scored" when it is not. */
static char *
describe_rule (const MjRulesetValues *values,
               MjRuleId               rule)
{
  char *text = _mj_ruleset_values_describe_rule (values, rule);

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

  g_return_val_if_fail (MJ_IS_RULESET (self) && MJ_IS_RULESET (other), changes);

  g_array_set_clear_func (changes, (GDestroyNotify) change_clear);
  a = &self->values;
  b = &other->values;

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
      g_autofree char *value = describe_rule (a, (MjRuleId) r);
      g_autofree char *was = describe_rule (b, (MjRuleId) r);
      MjRulesetChange change = { .title = _(mj_rule_spec ((MjRuleId) r)->name) };

      if (g_str_equal (value, was))
        continue;
      change.value = g_steal_pointer (&value);
      change.other = g_steal_pointer (&was);
      g_array_append_val (changes, change);
    }

  return changes;
}
