/* mj-ruleset-spec.c: the tables of parameters and scoring rules
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-ruleset"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-ruleset-private.h"

/* The tables, from the X-macro files */

static const MjParamSpec param_specs[MJ_N_PARAMS] = {
#define MJ_PARAM(ID, group, key, type, min, max, def, choices, section, title, explanation) \
  { MJ_PARAM_##ID, group, key, MJ_PARAM_TYPE_##type, min, max, def, choices, MJ_SECTION_##section, title, explanation },
#include "mj-ruleset-params.def"
#undef MJ_PARAM
};

/* What each choice of a CHOICE parameter is called, in the order of its keywords */
#define MJ_MAX_CHOICES 4
static const char * const choice_labels[MJ_N_PARAMS][MJ_MAX_CHOICES] = {
  [MJ_PARAM_DEAD_WALL] = { N_("None"), N_("Replenished"), N_("Fixed"), N_("Loose on top") },
  [MJ_PARAM_LOOSE_TILES_FROM] = { N_("Dead wall"), N_("Loose tiles"), N_("Wall end") },
  [MJ_PARAM_DEAL] = { N_("Four at a time"), N_("Two at a time") },
  [MJ_PARAM_FIRST_EAST] = { N_("By chance"), N_("Dice"), N_("Wind tiles") },
  [MJ_PARAM_WIN_TIES] = { N_("Nearest"), N_("Best hand"), N_("By the set") },
  [MJ_PARAM_FALSE_MAHJONG] = { N_("Nothing"), N_("Losing hand") },
  [MJ_PARAM_METHOD] = { N_("Points and doubles"), N_("Faan") },
  [MJ_PARAM_FAAN_POINTS] = { N_("By the table"), N_("By doubling") },
  [MJ_PARAM_SETTLEMENT] = { N_("Differences"), N_("Winner only"), N_("Written down") },
};

/* The parameters that mean something under one scoring method only, as the method + 1:
 * the limit and the doubles a hand needs where points are doubled, the faan where faan are
 * counted. Every other parameter applies under both. */
static const guint8 param_methods[MJ_N_PARAMS] = {
  [MJ_PARAM_MIN_DOUBLES] = 1 + MJ_METHOD_POINTS,
  [MJ_PARAM_LIMIT] = 1 + MJ_METHOD_POINTS,
  [MJ_PARAM_ROOF_OFF] = 1 + MJ_METHOD_POINTS,
  [MJ_PARAM_ZERO_POINT_NO_BONUS] = 1 + MJ_METHOD_POINTS,
  [MJ_PARAM_MIN_FAAN] = 1 + MJ_METHOD_FAAN,
  [MJ_PARAM_MAX_FAAN] = 1 + MJ_METHOD_FAAN,
  [MJ_PARAM_FAAN_PAID_MIN] = 1 + MJ_METHOD_FAAN,
  [MJ_PARAM_FAAN_POINTS] = 1 + MJ_METHOD_FAAN,
};

#define P MJ_VALUE_POINTS
#define D MJ_VALUE_DOUBLES
#define L MJ_VALUE_LIMIT
#define F MJ_VALUE_FAAN
#define MELD MJ_SCOPE_MELD
#define HAND MJ_SCOPE_HAND
#define WIN MJ_SCOPE_WIN
#define LOSE MJ_SCOPE_LOSE

static const MjRuleSpec rule_specs[MJ_N_RULES] = {
#define MJ_RULE(ID, key, scope, configurable, values, name, explanation) \
  { MJ_RULE_##ID, key, scope, configurable, values, name, explanation },
#include "mj-rule-items.def"
#undef MJ_RULE
};

#undef P
#undef D
#undef L
#undef F
#undef MELD
#undef HAND
#undef WIN
#undef LOSE

static const char * const section_titles[MJ_N_SECTIONS] = {
  N_("Tiles and wall"),
  N_("Play"),
  N_("Claims"),
  N_("Going out"),
  N_("Scoring"),
  N_("Limit hands"),
  N_("Settlement"),
  N_("Rounds and dealer"),
};

/* Private API */

/* Whether @id matches [a-z0-9-]+. */
gboolean
_mj_ruleset_id_is_valid (const char *id)
{
  if (id == NULL || id[0] == '\0')
    return FALSE;

  for (const char *p = id; *p != '\0'; p++)
    {
      if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-'))
        return FALSE;
    }

  return TRUE;
}

gboolean
_mj_ruleset_faan_is_valid (int faan)
{
  return faan == MJ_FAAN_NONE || faan == MJ_FAAN_MAX ||
         (faan >= 0 && faan <= MJ_FAAN_NUMBER_MAX);
}

/* The largest value of a kind, faan numbers excepted. */
int
_mj_ruleset_value_max (MjValueKind kind)
{
  switch (kind)
    {
    case MJ_VALUE_POINTS:
      return MJ_POINTS_MAX;
    case MJ_VALUE_DOUBLES:
      return MJ_DOUBLES_MAX;
    case MJ_VALUE_LIMIT:
      return MJ_LIMIT_MAX;
    case MJ_VALUE_FAAN:
      return MJ_FAAN_NUMBER_MAX;
    default:
      return 0;
    }
}

/* Every parameter at its default, no rule scored, every scope at its default. */
void
_mj_ruleset_reset_values (MjRulesetValues *values)
{
  memset (values, 0, sizeof *values);

  for (guint i = 0; i < MJ_N_PARAMS; i++)
    values->params[i] = param_specs[i].def;

  for (guint i = 0; i < MJ_N_RULES; i++)
    values->scope[i] = rule_specs[i].scope;
}

/* Public API: the tables */

/**
 * mj_param_spec:
 *
 * Returns: (transfer none): the description of a parameter
 */
const MjParamSpec *
mj_param_spec (MjParamId id)
{
  g_return_val_if_fail ((guint) id < MJ_N_PARAMS, NULL);

  return &param_specs[id];
}

/**
 * mj_param_spec_lookup:
 * @group: (nullable): the group of the ruleset file, or %NULL for any group
 * @key: the key
 *
 * Returns: (transfer none) (nullable): the parameter, or %NULL if there is none
 */
const MjParamSpec *
mj_param_spec_lookup (const char *group,
                      const char *key)
{
  g_return_val_if_fail (key != NULL, NULL);

  for (guint i = 0; i < MJ_N_PARAMS; i++)
    {
      if (strcmp (param_specs[i].key, key) == 0 &&
          (group == NULL || strcmp (param_specs[i].group, group) == 0))
        return &param_specs[i];
    }

  return NULL;
}

/**
 * mj_param_spec_get_n_choices:
 *
 * Returns: how many choices a CHOICE parameter has; 0 for the other kinds
 */
guint
mj_param_spec_get_n_choices (const MjParamSpec *spec)
{
  g_return_val_if_fail (spec != NULL, 0);

  return spec->type == MJ_PARAM_TYPE_CHOICE ? (guint) (spec->max + 1) : 0;
}

/**
 * mj_param_spec_get_choice_label:
 * @index: a value of the parameter
 *
 * Returns: (transfer none): what the choice is called, translated
 */
const char *
mj_param_spec_get_choice_label (const MjParamSpec *spec,
                                guint              index)
{
  g_return_val_if_fail (spec != NULL && index < mj_param_spec_get_n_choices (spec), NULL);
  g_return_val_if_fail (index < MJ_MAX_CHOICES && choice_labels[spec->id][index] != NULL, NULL);

  return _(choice_labels[spec->id][index]);
}

/**
 * mj_param_spec_applies_to:
 * @method: a scoring method, the #MJ_PARAM_METHOD of a ruleset
 *
 * Returns: whether the parameter means something in a ruleset scored by @method: the faan
 *   a hand needs mean nothing where points are doubled, the limit nothing where faan are
 *   counted
 */
gboolean
mj_param_spec_applies_to (const MjParamSpec *spec,
                          MjScoringMethod    method)
{
  g_return_val_if_fail (spec != NULL, FALSE);

  return param_methods[spec->id] == 0 || param_methods[spec->id] == 1 + (guint) method;
}

/**
 * mj_param_spec_format_value:
 * @value: a value of the parameter
 *
 * Returns: (transfer full): the value in words: "Yes", "No", a choice's name or the number
 */
char *
mj_param_spec_format_value (const MjParamSpec *spec,
                            int                value)
{
  g_return_val_if_fail (spec != NULL, NULL);

  switch (spec->type)
    {
    case MJ_PARAM_TYPE_BOOL:
      return g_strdup (value != 0 ? _("Yes") : _("No"));
    case MJ_PARAM_TYPE_CHOICE:
      if (value >= 0 && (guint) value < mj_param_spec_get_n_choices (spec))
        return g_strdup (mj_param_spec_get_choice_label (spec, (guint) value));
      G_GNUC_FALLTHROUGH;
    case MJ_PARAM_TYPE_INT:
    default:
      return g_strdup_printf ("%d", value);
    }
}

/**
 * mj_rule_spec:
 *
 * Returns: (transfer none): the description of a scoring rule
 */
const MjRuleSpec *
mj_rule_spec (MjRuleId id)
{
  g_return_val_if_fail ((guint) id < MJ_N_RULES, NULL);

  return &rule_specs[id];
}

/**
 * mj_rule_spec_lookup:
 *
 * Returns: (transfer none) (nullable): the scoring rule with the key @key, or %NULL
 */
const MjRuleSpec *
mj_rule_spec_lookup (const char *key)
{
  g_return_val_if_fail (key != NULL, NULL);

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      if (strcmp (rule_specs[i].key, key) == 0)
        return &rule_specs[i];
    }

  return NULL;
}

/**
 * mj_rule_section_get_title:
 *
 * Returns: the translated title of a group of rows in the house-rules dialog
 */
const char *
mj_rule_section_get_title (MjRuleSection section)
{
  g_return_val_if_fail ((guint) section < MJ_N_SECTIONS, NULL);

  return _(section_titles[section]);
}

/* Public API: what the values say of the whole ruleset */

/**
 * mj_ruleset_scores_hands:
 *
 * A ruleset that gives no scoring rule a value (the first stage of the British book's
 * course) scores every hand 0: the one who goes out wins the hand, and nobody pays. A faan
 * ruleset always scores: a hand of no faan is still paid the table's least.
 *
 * Returns: whether the hands played under @self have scores
 */
gboolean
mj_ruleset_scores_hands (MjRuleset *self)
{
  const MjRulesetValues *v;

  g_return_val_if_fail (MJ_IS_RULESET (self), TRUE);

  v = &self->values;
  if (v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN)
    return TRUE;
  for (guint i = 0; i < MJ_N_RULES; i++)
    if (v->points[i] != 0 || v->doubles[i] != 0 || v->limit[i] != 0)
      return TRUE;
  return FALSE;
}
