/* mj-ruleset.c: every rule a family plays by, as data
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-ruleset"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-core-resources.h"
#include "mj-error.h"
#include "mj-ruleset-private.h"

/* What a generated property of a ruleset reads and writes. */
typedef enum
{
  TARGET_PARAM,
  TARGET_POINTS,
  TARGET_DOUBLES,
  TARGET_LIMIT,
  TARGET_FAAN,
  TARGET_FAAN_EXPOSED,
  TARGET_SCOPE,
  N_TARGETS
} Target;

typedef struct
{
  guint8  target;
  guint8  index;
} PropTarget;

typedef struct
{
  const char *id;
  const char *name;          /* the same text as the name in the file */
  const char *description;   /* the same text as the description in the file */
  const char *source;        /* the same text as the source in the file */
  gboolean    learning;      /* one of the stages of a course, offered after the others */
} PresetInfo;

G_DEFINE_FINAL_TYPE (MjRuleset, mj_ruleset, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_SOURCE,
  PROP_BASED_ON,
  N_FIXED_PROPS
};

#define N_PROPS_MAX (N_FIXED_PROPS + MJ_N_PARAMS + (N_TARGETS - 1) * MJ_N_RULES)

G_STATIC_ASSERT (MJ_N_PARAMS <= G_MAXUINT8 && MJ_N_RULES <= G_MAXUINT8);

static GParamSpec *properties [N_PROPS_MAX];
static PropTarget prop_targets [N_PROPS_MAX];
static GParamSpec *param_pspecs [MJ_N_PARAMS];
static GParamSpec *rule_pspecs [N_TARGETS][MJ_N_RULES];

/* The presets, in the order they are offered. Names, descriptions and sources are repeated
 * here so that they can be translated; test-ruleset and test-rules-words check that they match
 * the files.
 */
static const PresetInfo presets[] = {
  { "oxenstierna",
    N_("Classical Chinese (Oxenstierna)"),
    N_("A Swedish family's classic Chinese rules: every hand scored, limit 800, the next player may take any discard"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("Oxenstierna family, \"Classic Chinese Mahjong (Oxenstierna version)\""),
    FALSE },
  { "classical-mixed",
    N_("Classical Chinese: mixed hand"),
    N_("Babcock's mixed-hand game of the classical laws: any four sets and a pair go out; limit 1000"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("1000FluffyClouds, \"Classical Chinese Mahjong Rules\", Babcock's mixed-hand game"),
    FALSE },
  { "classical-one-double",
    N_("Classical Chinese: one double"),
    N_("Babcock's one-double game: the sets and the pair must score a double to go out; no dead wall"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("1000FluffyClouds, \"Classical Chinese Mahjong Rules\", Babcock's one-double game"),
    FALSE },
  { "classical-cleared",
    N_("Classical Chinese: cleared hand"),
    N_("Babcock's cleared-hand game: only one suit, terminals or honours go out; no dead wall"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("1000FluffyClouds, \"Classical Chinese Mahjong Rules\", Babcock's cleared-hand game"),
    FALSE },
  { "bmja",
    N_("British Mah-Jong Association"),
    N_("The British rules of Headley and Seeley: one chow at most, limit 1000, special hands of half and full limit"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("Headley & Seeley, \"Mah-Jong - Know the Game\" (British Mah-Jong Association)"),
    FALSE },
  { "dmjl",
    N_("Classical Chinese (DMJL)"),
    N_("The German league's classical rules: any number of chows, limit 500, a kong box of 16 that is not replenished"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("Deutsche Mah Jongg Liga, \"Classical Chinese DMJL\""),
    FALSE },
  { "cantonese",
    N_("Cantonese old style"),
    N_("Faan scoring with 136 tiles and three dice; calling nine and twelve pieces; two dollars a point"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("Kevin & Connie Lacobie, Cantonese \"Old Style\" Mahjong"),
    FALSE },
  { "hong-kong",
    N_("Hong Kong old style"),
    N_("Faan scoring with flowers and seasons; only the winner is paid, from 500 points each"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Hong Kong Old Style Mahjong\", rules and faan table"),
    FALSE },
  /* The British book's "Learning the Game by Stages": seven rulesets from a pared-down game to
   * the full one (rules/british-bmja.txt, lines 275-587). */
  { "bmja-stage1",
    N_("Learning, stage 1: the basic game"),
    N_("No scoring: the first to go out wins the hand; 136 tiles, one chow at most, no kongs"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 1: some basic rules (British Mah-Jong Association)"),
    TRUE },
  { "bmja-stage2",
    N_("Learning, stage 2: winds and some scoring"),
    N_("Seat winds and a limited score: pungs, honour pairs and three doubles; 136 tiles, no kongs"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 2: introducing the winds and some scoring (British Mah-Jong Association)"),
    TRUE },
  { "bmja-stage3",
    N_("Learning, stage 3: flowers, seasons and kongs"),
    N_("All 144 tiles, the kong box, kongs, flowers and seasons, and the original call"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 3: introducing flowers, seasons, kongs and the kong box (British Mah-Jong Association)"),
    TRUE },
  { "bmja-stage4",
    N_("Learning, stage 4: additional doubles"),
    N_("The winner's further doubles: no chows, one suit, a concealed hand and more"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 4: introducing additional doubles (British Mah-Jong Association)"),
    TRUE },
  { "bmja-stage5",
    N_("Learning, stage 5: special hands"),
    N_("The special hands of half and full limit, which need not be four sets and a pair"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 5: introducing special hands (British Mah-Jong Association)"),
    TRUE },
  { "bmja-stage6",
    N_("Learning, stage 6: tallies"),
    N_("The full British game without the Goulash, each player starting with tallies worth 2,000 points"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 6: using tallies (British Mah-Jong Association)"),
    TRUE },
  { "bmja-stage7",
    N_("Learning, stage 7: the Goulash"),
    N_("The full British game with the Goulash after a drawn hand: the two of bamboo wild and three exchanges"),
    /* Translators: the rule book a preset follows; keep the titles of books as they are */
    N_("\"Learning the Game by Stages\", stage 7: playing the Goulash (British Mah-Jong Association)"),
    TRUE },
};

static const char * const preset_ids[] = {
  "oxenstierna",
  "classical-mixed",
  "classical-one-double",
  "classical-cleared",
  "bmja",
  "dmjl",
  "cantonese",
  "hong-kong",
  "bmja-stage1",
  "bmja-stage2",
  "bmja-stage3",
  "bmja-stage4",
  "bmja-stage5",
  "bmja-stage6",
  "bmja-stage7",
  NULL
};

G_STATIC_ASSERT (G_N_ELEMENTS (presets) + 1 == G_N_ELEMENTS (preset_ids));

/* Helpers */

static const PresetInfo *
find_preset (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      if (g_strcmp0 (presets[i].id, id) == 0)
        return &presets[i];
    }

  return NULL;
}

static Target
kind_target (MjValueKind kind)
{
  switch (kind)
    {
    case MJ_VALUE_POINTS:
      return TARGET_POINTS;
    case MJ_VALUE_DOUBLES:
      return TARGET_DOUBLES;
    case MJ_VALUE_LIMIT:
      return TARGET_LIMIT;
    case MJ_VALUE_FAAN:
      return TARGET_FAAN;
    default:
      return N_TARGETS;
    }
}

static int *
rule_slot (MjRuleset *self,
           Target     target,
           MjRuleId   rule)
{
  g_assert (MJ_IS_RULESET (self));

  switch (target)
    {
    case TARGET_POINTS:
      return &self->values.points[rule];
    case TARGET_DOUBLES:
      return &self->values.doubles[rule];
    case TARGET_LIMIT:
      return &self->values.limit[rule];
    case TARGET_FAAN:
      return &self->values.faan[rule];
    case TARGET_FAAN_EXPOSED:
      return &self->values.faan_exposed[rule];
    case TARGET_PARAM:
    case TARGET_SCOPE:
    case N_TARGETS:
    default:
      break;
    }

  g_assert_not_reached ();
  return NULL;
}

static void
set_rule_slot (MjRuleset *self,
               Target     target,
               MjRuleId   rule,
               int        value)
{
  int *slot = rule_slot (self, target, rule);

  if (*slot == value)
    return;

  *slot = value;
  g_object_notify_by_pspec (G_OBJECT (self), rule_pspecs[target][rule]);
}

static gboolean
value_is_valid (MjValueKind kind,
                int         value)
{
  if (kind == MJ_VALUE_FAAN)
    return _mj_ruleset_faan_is_valid (value);

  return value >= 0 && value <= _mj_ruleset_value_max (kind);
}

static void
set_string (MjRuleset   *self,
            char       **field,
            const char  *value,
            guint        prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    return;

  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
add_property (guint      *n_props,
              GParamSpec *pspec,
              Target      target,
              guint       index)
{
  g_assert (*n_props < N_PROPS_MAX);

  properties[*n_props] = pspec;
  prop_targets[*n_props].target = target;
  prop_targets[*n_props].index = index;
  (*n_props)++;
}

static GParamSpec *
rule_int_pspec (const char *prefix,
                const char *key,
                int         min,
                int         max,
                int         def)
{
  g_autofree char *name = g_strconcat (prefix, key, NULL);

  /* Interned, so that the pspec may keep the name as a static string. */
  return g_param_spec_int (g_intern_string (name), NULL, NULL, min, max, def,
                           (G_PARAM_READWRITE |
                            G_PARAM_EXPLICIT_NOTIFY |
                            G_PARAM_STATIC_STRINGS));
}

/* Parent overrides */

static void
mj_ruleset_finalize (GObject *object)
{
  MjRuleset *self = (MjRuleset *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->based_on, g_free);

  G_OBJECT_CLASS (mj_ruleset_parent_class)->finalize (object);
}

static void
mj_ruleset_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  MjRuleset *self = MJ_RULESET (object);
  const PropTarget *t;

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      return;
    case PROP_NAME:
      g_value_set_string (value, mj_ruleset_get_name (self));
      return;
    case PROP_DESCRIPTION:
      g_value_set_string (value, mj_ruleset_get_description (self));
      return;
    case PROP_SOURCE:
      g_value_set_string (value, self->source);
      return;
    case PROP_BASED_ON:
      g_value_set_string (value, self->based_on);
      return;
    default:
      break;
    }

  if (prop_id >= N_PROPS_MAX || properties[prop_id] != pspec)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }

  t = &prop_targets[prop_id];
  switch (t->target)
    {
    case TARGET_PARAM:
      if (mj_param_spec (t->index)->type == MJ_PARAM_TYPE_BOOL)
        g_value_set_boolean (value, self->values.params[t->index] != 0);
      else
        g_value_set_int (value, self->values.params[t->index]);
      break;
    case TARGET_SCOPE:
      g_value_set_int (value, self->values.scope[t->index]);
      break;
    default:
      g_value_set_int (value, *rule_slot (self, t->target, t->index));
      break;
    }
}

static void
mj_ruleset_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  MjRuleset *self = MJ_RULESET (object);
  const PropTarget *t;

  switch (prop_id)
    {
    case PROP_ID:
      mj_ruleset_set_id (self, g_value_get_string (value));
      return;
    case PROP_NAME:
      mj_ruleset_set_name (self, g_value_get_string (value));
      return;
    case PROP_DESCRIPTION:
      mj_ruleset_set_description (self, g_value_get_string (value));
      return;
    default:
      break;
    }

  if (prop_id >= N_PROPS_MAX || prop_id < N_FIXED_PROPS || properties[prop_id] != pspec)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }

  t = &prop_targets[prop_id];
  switch (t->target)
    {
    case TARGET_PARAM:
      if (mj_param_spec (t->index)->type == MJ_PARAM_TYPE_BOOL)
        mj_ruleset_set (self, t->index, g_value_get_boolean (value) ? 1 : 0);
      else
        mj_ruleset_set (self, t->index, g_value_get_int (value));
      break;
    case TARGET_POINTS:
      mj_ruleset_set_rule_value (self, t->index, MJ_VALUE_POINTS, g_value_get_int (value));
      break;
    case TARGET_DOUBLES:
      mj_ruleset_set_rule_value (self, t->index, MJ_VALUE_DOUBLES, g_value_get_int (value));
      break;
    case TARGET_LIMIT:
      mj_ruleset_set_rule_value (self, t->index, MJ_VALUE_LIMIT, g_value_get_int (value));
      break;
    case TARGET_FAAN:
      mj_ruleset_set_rule_value (self, t->index, MJ_VALUE_FAAN, g_value_get_int (value));
      break;
    case TARGET_FAAN_EXPOSED:
      mj_ruleset_set_rule_faan (self, t->index, self->values.faan[t->index], g_value_get_int (value));
      break;
    case TARGET_SCOPE:
      mj_ruleset_set_rule_scope (self, t->index, g_value_get_int (value));
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
mj_ruleset_class_init (MjRulesetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  guint n_props = N_FIXED_PROPS;

  object_class->finalize = mj_ruleset_finalize;
  object_class->get_property = mj_ruleset_get_property;
  object_class->set_property = mj_ruleset_set_property;

  properties [PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, "custom", flags);
  properties [PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "", flags);
  properties [PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, "", flags);
  properties [PROP_SOURCE] =
    g_param_spec_string ("source", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_BASED_ON] =
    g_param_spec_string ("based-on", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /* One property per parameter, named by its key. */
  for (guint i = 0; i < MJ_N_PARAMS; i++)
    {
      const MjParamSpec *spec = mj_param_spec (i);

      if (spec->type == MJ_PARAM_TYPE_BOOL)
        param_pspecs[i] = g_param_spec_boolean (spec->key, NULL, NULL, spec->def != 0, flags);
      else
        param_pspecs[i] = g_param_spec_int (spec->key, NULL, NULL,
                                            spec->min, spec->max, spec->def, flags);
      add_property (&n_props, param_pspecs[i], TARGET_PARAM, i);
    }

  /* One per value kind a rule takes, and its scope where the ruleset chooses it. */
  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      const MjRuleSpec *spec = mj_rule_spec (i);
      GParamSpec *pspec;

      if (spec->values & MJ_VALUE_POINTS)
        {
          pspec = rule_int_pspec ("points-", spec->key, 0, MJ_POINTS_MAX, 0);
          rule_pspecs[TARGET_POINTS][i] = pspec;
          add_property (&n_props, pspec, TARGET_POINTS, i);
        }
      if (spec->values & MJ_VALUE_DOUBLES)
        {
          pspec = rule_int_pspec ("doubles-", spec->key, 0, MJ_DOUBLES_MAX, 0);
          rule_pspecs[TARGET_DOUBLES][i] = pspec;
          add_property (&n_props, pspec, TARGET_DOUBLES, i);
        }
      if (spec->values & MJ_VALUE_LIMIT)
        {
          pspec = rule_int_pspec ("limit-", spec->key, 0, MJ_LIMIT_MAX, 0);
          rule_pspecs[TARGET_LIMIT][i] = pspec;
          add_property (&n_props, pspec, TARGET_LIMIT, i);
        }
      if (spec->values & MJ_VALUE_FAAN)
        {
          pspec = rule_int_pspec ("faan-", spec->key, MJ_FAAN_NONE, MJ_FAAN_MAX, 0);
          rule_pspecs[TARGET_FAAN][i] = pspec;
          add_property (&n_props, pspec, TARGET_FAAN, i);

          pspec = rule_int_pspec ("faan-exposed-", spec->key, MJ_FAAN_NONE, MJ_FAAN_MAX, 0);
          rule_pspecs[TARGET_FAAN_EXPOSED][i] = pspec;
          add_property (&n_props, pspec, TARGET_FAAN_EXPOSED, i);
        }
      if (spec->scope_configurable)
        {
          pspec = rule_int_pspec ("scope-", spec->key, MJ_SCOPE_HAND, MJ_SCOPE_WIN, spec->scope);
          rule_pspecs[TARGET_SCOPE][i] = pspec;
          add_property (&n_props, pspec, TARGET_SCOPE, i);
        }
    }

  g_object_class_install_properties (object_class, n_props, properties);
}

static void
mj_ruleset_init (MjRuleset *self)
{
  _mj_ruleset_reset_values (&self->values);

  self->id = g_strdup ("custom");
  self->name = g_strdup ("");
  self->description = g_strdup ("");
  self->source = g_strdup ("");
}

/* Public API: rulesets */

/**
 * mj_ruleset_new:
 *
 * Returns: (transfer full): a ruleset with id "custom", every parameter at its default
 *   and no scoring rule scored
 */
MjRuleset *
mj_ruleset_new (void)
{
  return g_object_new (MJ_TYPE_RULESET, NULL);
}

/**
 * mj_ruleset_get_preset_ids:
 *
 * Returns: (transfer none): the ids of the preset rulesets, in the order they are offered
 */
const char * const *
mj_ruleset_get_preset_ids (void)
{
  return preset_ids;
}

/**
 * mj_ruleset_preset_get_name:
 *
 * Returns: (nullable): the translated name of a preset without loading it, or %NULL
 */
const char *
mj_ruleset_preset_get_name (const char *id)
{
  const PresetInfo *info = find_preset (id);

  return info != NULL ? _(info->name) : NULL;
}

/**
 * mj_ruleset_preset_get_description:
 *
 * Returns: (nullable): the translated description of a preset, or %NULL
 */
const char *
mj_ruleset_preset_get_description (const char *id)
{
  const PresetInfo *info = find_preset (id);

  return info != NULL ? _(info->description) : NULL;
}

/**
 * mj_ruleset_preset_get_source:
 *
 * Returns: (nullable): the translated source of a preset, the rule book it follows, or %NULL
 */
const char *
mj_ruleset_preset_get_source (const char *id)
{
  const PresetInfo *info = find_preset (id);

  return info != NULL ? _(info->source) : NULL;
}

/**
 * mj_ruleset_preset_is_learning:
 *
 * The learning presets are the stages of a course, each playing only the rules taught so far;
 * they are offered after the others, under a heading of their own.
 *
 * Returns: whether @id is the id of a learning preset
 */
gboolean
mj_ruleset_preset_is_learning (const char *id)
{
  const PresetInfo *info = find_preset (id);

  return info != NULL && info->learning;
}

/**
 * mj_ruleset_new_preset:
 * @id: one of mj_ruleset_get_preset_ids()
 *
 * Returns: (transfer full) (nullable): the preset, or %NULL with %MJ_ERROR_NOT_FOUND
 */
MjRuleset *
mj_ruleset_new_preset (const char  *id,
                       GError     **error)
{
  static gsize registered = 0;
  g_autoptr(MjRuleset) self = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *path = NULL;
  g_autofree char *file_name = NULL;
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (find_preset (id) == NULL)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND,
                   _("There is no preset ruleset “%s”"), id);
      return NULL;
    }

  /* The resource sits in a static library, where no constructor registers it. */
  if (g_once_init_enter (&registered))
    {
      mj_core_register_resource ();
      g_once_init_leave (&registered, 1);
    }

  path = g_strconcat (RESOURCE_BASE "/rulesets/", id, ".ruleset", NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND,
                   _("The preset ruleset “%s” is missing from this build"), id);
      return NULL;
    }

  file_name = g_strconcat (id, ".ruleset", NULL);
  data = g_bytes_get_data (bytes, &size);
  self = _mj_ruleset_new_from_data (data, size, file_name, FALSE, error);
  if (self == NULL)
    return NULL;

  if (g_strcmp0 (self->id, id) != 0)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   _("%s: [ruleset] id: expected “%s”, got “%s”"), file_name, id, self->id);
      return NULL;
    }

  self->is_preset = TRUE;

  return g_steal_pointer (&self);
}

/**
 * mj_ruleset_copy:
 *
 * The copy has the same values, id, name and description (as shown, translated for a
 * preset) and source; its based-on is the id of @self, or the based-on of @self if
 * @self is itself a copy. The caller gives it its own id and name.
 *
 * Returns: (transfer full): a ruleset that is no preset
 */
MjRuleset *
mj_ruleset_copy (MjRuleset *self)
{
  MjRuleset *copy;

  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  copy = mj_ruleset_new ();
  copy->values = self->values;
  g_free (copy->id);
  copy->id = g_strdup (self->id);
  g_free (copy->name);
  copy->name = g_strdup (mj_ruleset_get_name (self));
  g_free (copy->description);
  copy->description = g_strdup (mj_ruleset_get_description (self));
  g_free (copy->source);
  copy->source = g_strdup (self->source);
  copy->based_on = g_strdup (self->based_on != NULL ? self->based_on : self->id);

  return copy;
}

/**
 * mj_ruleset_equal:
 *
 * Returns: whether @a and @b have the same values and the same id, name, description,
 *   source and based-on (whether they are presets does not matter)
 */
gboolean
mj_ruleset_equal (MjRuleset *a,
                  MjRuleset *b)
{
  const MjRulesetValues *va, *vb;

  g_return_val_if_fail (MJ_IS_RULESET (a), FALSE);
  g_return_val_if_fail (MJ_IS_RULESET (b), FALSE);

  va = &a->values;
  vb = &b->values;

  return memcmp (va->params, vb->params, sizeof va->params) == 0 &&
         memcmp (va->points, vb->points, sizeof va->points) == 0 &&
         memcmp (va->doubles, vb->doubles, sizeof va->doubles) == 0 &&
         memcmp (va->limit, vb->limit, sizeof va->limit) == 0 &&
         memcmp (va->faan, vb->faan, sizeof va->faan) == 0 &&
         memcmp (va->faan_exposed, vb->faan_exposed, sizeof va->faan_exposed) == 0 &&
         memcmp (va->scope, vb->scope, sizeof va->scope) == 0 &&
         g_strcmp0 (a->id, b->id) == 0 &&
         g_strcmp0 (a->name, b->name) == 0 &&
         g_strcmp0 (a->description, b->description) == 0 &&
         g_strcmp0 (a->source, b->source) == 0 &&
         g_strcmp0 (a->based_on, b->based_on) == 0;
}

/**
 * mj_ruleset_get_values:
 *
 * Returns: (transfer none): the values, valid as long as @self; read them directly on
 *   hot paths
 */
const MjRulesetValues *
mj_ruleset_get_values (MjRuleset *self)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  return &self->values;
}

int
mj_ruleset_get (MjRuleset *self,
                MjParamId  id)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), 0);
  g_return_val_if_fail ((guint) id < MJ_N_PARAMS, 0);

  return self->values.params[id];
}

/**
 * mj_ruleset_set:
 * @value: a value from the parameter's min to its max (0 or 1 for a boolean, the
 *   index of the word for a choice)
 */
void
mj_ruleset_set (MjRuleset *self,
                MjParamId  id,
                int        value)
{
  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail ((guint) id < MJ_N_PARAMS);
  g_return_if_fail (value >= mj_param_spec (id)->min && value <= mj_param_spec (id)->max);

  if (self->values.params[id] == value)
    return;

  self->values.params[id] = value;
  g_object_notify_by_pspec (G_OBJECT (self), param_pspecs[id]);
}

/**
 * mj_ruleset_get_rule_value:
 * @kind: one kind of value; for %MJ_VALUE_FAAN the concealed faan
 *
 * Returns: the value, 0 when the ruleset does not score the rule that way
 */
int
mj_ruleset_get_rule_value (MjRuleset   *self,
                           MjRuleId     rule,
                           MjValueKind  kind)
{
  Target target = kind_target (kind);

  g_return_val_if_fail (MJ_IS_RULESET (self), 0);
  g_return_val_if_fail ((guint) rule < MJ_N_RULES, 0);
  g_return_val_if_fail (target != N_TARGETS, 0);

  return *rule_slot (self, target, rule);
}

int
mj_ruleset_get_rule_faan_exposed (MjRuleset *self,
                                  MjRuleId   rule)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), 0);
  g_return_val_if_fail ((guint) rule < MJ_N_RULES, 0);

  return self->values.faan_exposed[rule];
}

/**
 * mj_ruleset_set_rule_value:
 * @kind: a kind of value the rule takes; %MJ_VALUE_FAAN sets the concealed faan only
 *   (see mj_ruleset_set_rule_faan())
 * @value: points 0..10000, doubles 0..20, thousandths of the limit 0..10000, or faan
 *   0..13, %MJ_FAAN_MAX or %MJ_FAAN_NONE; 0 means the rule is not scored that way
 */
void
mj_ruleset_set_rule_value (MjRuleset   *self,
                           MjRuleId     rule,
                           MjValueKind  kind,
                           int          value)
{
  Target target = kind_target (kind);

  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail ((guint) rule < MJ_N_RULES);
  g_return_if_fail (target != N_TARGETS);
  g_return_if_fail ((mj_rule_spec (rule)->values & kind) != 0);
  g_return_if_fail (value_is_valid (kind, value));

  set_rule_slot (self, target, rule, value);
}

/**
 * mj_ruleset_set_rule_faan:
 * @concealed: the faan of a concealed hand: 0..13, %MJ_FAAN_MAX or %MJ_FAAN_NONE
 * @exposed: the faan of an exposed hand, likewise
 */
void
mj_ruleset_set_rule_faan (MjRuleset *self,
                          MjRuleId   rule,
                          int        concealed,
                          int        exposed)
{
  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail ((guint) rule < MJ_N_RULES);
  g_return_if_fail ((mj_rule_spec (rule)->values & MJ_VALUE_FAAN) != 0);
  g_return_if_fail (_mj_ruleset_faan_is_valid (concealed));
  g_return_if_fail (_mj_ruleset_faan_is_valid (exposed));

  g_object_freeze_notify (G_OBJECT (self));
  set_rule_slot (self, TARGET_FAAN, rule, concealed);
  set_rule_slot (self, TARGET_FAAN_EXPOSED, rule, exposed);
  g_object_thaw_notify (G_OBJECT (self));
}

MjRuleScope
mj_ruleset_get_rule_scope (MjRuleset *self,
                           MjRuleId   rule)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), MJ_SCOPE_HAND);
  g_return_val_if_fail ((guint) rule < MJ_N_RULES, MJ_SCOPE_HAND);

  return self->values.scope[rule];
}

/**
 * mj_ruleset_set_rule_scope:
 * @scope: %MJ_SCOPE_HAND (every player) or %MJ_SCOPE_WIN (the winner) for a rule whose
 *   scope the ruleset chooses; for any other rule only its default scope
 */
void
mj_ruleset_set_rule_scope (MjRuleset   *self,
                           MjRuleId     rule,
                           MjRuleScope  scope)
{
  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail ((guint) rule < MJ_N_RULES);
  g_return_if_fail (mj_rule_spec (rule)->scope_configurable ?
                    (scope == MJ_SCOPE_HAND || scope == MJ_SCOPE_WIN) :
                    scope == mj_rule_spec (rule)->scope);

  if (self->values.scope[rule] == scope)
    return;

  self->values.scope[rule] = scope;
  g_object_notify_by_pspec (G_OBJECT (self), rule_pspecs[TARGET_SCOPE][rule]);
}

const char *
mj_ruleset_get_id (MjRuleset *self)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  return self->id;
}

/**
 * mj_ruleset_set_id:
 * @id: lower-case letters, digits and dashes
 */
void
mj_ruleset_set_id (MjRuleset  *self,
                   const char *id)
{
  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail (_mj_ruleset_id_is_valid (id));

  set_string (self, &self->id, id, PROP_ID);
}

/**
 * mj_ruleset_get_name:
 *
 * Returns: the name, translated for a preset whose name was not changed
 */
const char *
mj_ruleset_get_name (MjRuleset *self)
{
  const PresetInfo *info;

  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  if (self->is_preset &&
      (info = find_preset (self->id)) != NULL &&
      strcmp (info->name, self->name) == 0)
    return _(info->name);

  return self->name;
}

void
mj_ruleset_set_name (MjRuleset  *self,
                     const char *name)
{
  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail (name != NULL && g_utf8_validate (name, -1, NULL));

  set_string (self, &self->name, name, PROP_NAME);
}

/**
 * mj_ruleset_get_description:
 *
 * Returns: the description, translated for a preset whose description was not changed
 */
const char *
mj_ruleset_get_description (MjRuleset *self)
{
  const PresetInfo *info;

  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  if (self->is_preset &&
      (info = find_preset (self->id)) != NULL &&
      strcmp (info->description, self->description) == 0)
    return _(info->description);

  return self->description;
}

void
mj_ruleset_set_description (MjRuleset  *self,
                            const char *description)
{
  g_return_if_fail (MJ_IS_RULESET (self));
  g_return_if_fail (description != NULL && g_utf8_validate (description, -1, NULL));

  set_string (self, &self->description, description, PROP_DESCRIPTION);
}

/**
 * mj_ruleset_get_source:
 *
 * Returns: the rule book the ruleset follows, or "", translated for a preset whose source
 *   was not changed
 */
const char *
mj_ruleset_get_source (MjRuleset *self)
{
  const PresetInfo *info;

  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  if (self->is_preset &&
      (info = find_preset (self->id)) != NULL &&
      strcmp (info->source, self->source) == 0)
    return _(info->source);

  return self->source;
}

/**
 * mj_ruleset_get_based_on:
 *
 * Returns: (nullable): the id of the preset a family's ruleset was copied from
 */
const char *
mj_ruleset_get_based_on (MjRuleset *self)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  return self->based_on;
}

/**
 * mj_ruleset_is_preset:
 *
 * Returns: whether @self was loaded with mj_ruleset_new_preset()
 */
gboolean
mj_ruleset_is_preset (MjRuleset *self)
{
  g_return_val_if_fail (MJ_IS_RULESET (self), FALSE);

  return self->is_preset;
}
