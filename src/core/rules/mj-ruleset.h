/* mj-ruleset.h: every rule a family plays by, as data
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
#define MJ_PARAM(ID, group, key, type, min, max, def, choices, section, title, explanation) MJ_PARAM_##ID,
#include "mj-ruleset-params.def"
#undef MJ_PARAM
  MJ_N_PARAMS
} MjParamId;

typedef enum
{
#define MJ_RULE(ID, key, scope, configurable, values, name, explanation) MJ_RULE_##ID,
#include "mj-rule-items.def"
#undef MJ_RULE
  MJ_N_RULES
} MjRuleId;

typedef enum
{
  MJ_PARAM_TYPE_BOOL,
  MJ_PARAM_TYPE_INT,
  MJ_PARAM_TYPE_CHOICE,
} MjParamType;

/* The groups of rows in the house-rules dialog. */
typedef enum
{
  MJ_SECTION_TILES,
  MJ_SECTION_PLAY,
  MJ_SECTION_CLAIMS,
  MJ_SECTION_GOING_OUT,
  MJ_SECTION_SCORING,
  MJ_SECTION_LIMITS,
  MJ_SECTION_SETTLEMENT,
  MJ_SECTION_ROUNDS,
  MJ_N_SECTIONS
} MjRuleSection;

/* Who a scoring rule is scored for. */
typedef enum
{
  MJ_SCOPE_MELD,     /* each set or bonus tile, every player */
  MJ_SCOPE_HAND,     /* the whole hand, every player */
  MJ_SCOPE_WIN,      /* the winner only */
  MJ_SCOPE_LOSE,     /* the losers only */
} MjRuleScope;

/* The kinds of value a scoring rule can carry. */
typedef enum
{
  MJ_VALUE_POINTS  = 1 << 0,
  MJ_VALUE_DOUBLES = 1 << 1,
  MJ_VALUE_LIMIT   = 1 << 2,   /* a fraction of the limit, in thousandths */
  MJ_VALUE_FAAN    = 1 << 3,   /* concealed and exposed faan */
} MjValueKind;

/* Faan values: a number, "max" (the ruleset's maximum) or "-" (not scored). */
#define MJ_FAAN_MAX   100
#define MJ_FAAN_NONE  (-1)

/* Choices of the CHOICE parameters, in the order of their "a|b|c" lists. */
typedef enum { MJ_DEAD_WALL_NONE, MJ_DEAD_WALL_REPLENISHED, MJ_DEAD_WALL_FIXED, MJ_DEAD_WALL_LOOSE_ON_WALL } MjDeadWall;
typedef enum { MJ_LOOSE_FROM_DEAD_WALL, MJ_LOOSE_FROM_LOOSE_TILES, MJ_LOOSE_FROM_WALL_END } MjLooseTilesFrom;
typedef enum { MJ_DEAL_FOUR, MJ_DEAL_TWO } MjDeal;
typedef enum { MJ_FIRST_EAST_RANDOM, MJ_FIRST_EAST_DICE, MJ_FIRST_EAST_WIND_TILES } MjFirstEast;
typedef enum { MJ_WIN_TIES_NEAREST, MJ_WIN_TIES_BEST_HAND, MJ_WIN_TIES_BY_SET } MjWinTies;
typedef enum { MJ_FALSE_MAHJONG_ZERO, MJ_FALSE_MAHJONG_LOSING_HAND } MjFalseMahjong;
typedef enum { MJ_METHOD_POINTS, MJ_METHOD_FAAN } MjScoringMethod;
typedef enum { MJ_FAAN_POINTS_TABLE, MJ_FAAN_POINTS_DOUBLING } MjFaanPoints;
typedef enum { MJ_SETTLEMENT_DIFFERENCES, MJ_SETTLEMENT_WINNER_ONLY, MJ_SETTLEMENT_RECORDED } MjSettlementScheme;

typedef struct
{
  MjParamId      id;
  const char    *group;
  const char    *key;
  MjParamType    type;
  int            min;
  int            max;
  int            def;
  const char    *choices;       /* "a|b|c" for CHOICE, else NULL */
  MjRuleSection  section;
  const char    *title;         /* untranslated; use _() */
  const char    *explanation;   /* untranslated; use _() */
} MjParamSpec;

typedef struct
{
  MjRuleId     id;
  const char  *key;
  MjRuleScope  scope;           /* the default scope */
  gboolean     scope_configurable;
  guint        values;          /* MjValueKind mask */
  const char  *name;            /* untranslated; use _() */
  const char  *explanation;     /* untranslated; use _() */
} MjRuleSpec;

const MjParamSpec *mj_param_spec         (MjParamId    id);
const MjParamSpec *mj_param_spec_lookup  (const char  *group,
                                          const char  *key);
const MjRuleSpec  *mj_rule_spec          (MjRuleId     id);
const MjRuleSpec  *mj_rule_spec_lookup   (const char  *key);
const char        *mj_rule_section_get_title (MjRuleSection section);
guint              mj_param_spec_get_n_choices    (const MjParamSpec *spec);
const char        *mj_param_spec_get_choice_label (const MjParamSpec *spec,
                                                   guint              index);
gboolean           mj_param_spec_applies_to       (const MjParamSpec *spec,
                                                   MjScoringMethod    method);
char              *mj_param_spec_format_value     (const MjParamSpec *spec,
                                                   int                value);
char              *mj_describe_values             (int                points,
                                                   int                doubles,
                                                   int                limit,
                                                   int                faan);

#define MJ_TYPE_RULESET (mj_ruleset_get_type ())

G_DECLARE_FINAL_TYPE (MjRuleset, mj_ruleset, MJ, RULESET, GObject)

/* One rule whose value differs between two rulesets, in words. */
typedef struct
{
  const char  *title;   /* translated */
  char        *value;   /* in this ruleset */
  char        *other;   /* in the one compared with */
} MjRulesetChange;

GArray *mj_ruleset_list_changes (MjRuleset *self,
                                 MjRuleset *other);

/* One line of a ruleset's rules, as the house-rules page and the rules of the game show it:
 * a parameter or a scoring rule, with its title and explanation. */
typedef struct
{
  int          param;         /* an MjParamId, or -1 */
  int          rule;          /* an MjRuleId, or -1 */
  const char  *title;         /* translated */
  const char  *explanation;   /* translated */
} MjRuleLine;

GArray   *mj_ruleset_list_lines      (MjRuleset     *self,
                                      MjRuleSection  section);
char     *mj_ruleset_describe_param  (MjRuleset     *self,
                                      MjParamId      id);
char     *mj_ruleset_describe_rule   (MjRuleset     *self,
                                      MjRuleId       rule);
gboolean  mj_ruleset_scores_rule     (MjRuleset     *self,
                                      MjRuleId       rule);

/* The values, for the hot path of scoring: read through the accessors below. */
struct _MjRulesetValues
{
  int          params[MJ_N_PARAMS];
  int          points[MJ_N_RULES];
  int          doubles[MJ_N_RULES];
  int          limit[MJ_N_RULES];          /* thousandths of the limit */
  int          faan[MJ_N_RULES];           /* concealed; MJ_FAAN_MAX, MJ_FAAN_NONE or a number */
  int          faan_exposed[MJ_N_RULES];   /* exposed */
  MjRuleScope  scope[MJ_N_RULES];
};
typedef struct _MjRulesetValues MjRulesetValues;

MjRuleset             *mj_ruleset_new                (void);
MjRuleset             *mj_ruleset_new_from_file      (const char   *path,
                                                      GError      **error);
MjRuleset             *mj_ruleset_new_from_data      (const char   *data,
                                                      gssize        length,
                                                      const char   *file_name,
                                                      GError      **error);
MjRuleset             *mj_ruleset_new_preset         (const char   *id,
                                                      GError      **error);
const char * const    *mj_ruleset_get_preset_ids     (void);
const char            *mj_ruleset_preset_get_name    (const char   *id);
const char            *mj_ruleset_preset_get_description (const char *id);
const char            *mj_ruleset_preset_get_source  (const char   *id);
gboolean               mj_ruleset_preset_is_learning (const char *id);
char                  *mj_ruleset_to_data            (MjRuleset    *self,
                                                      gsize        *length);
gboolean               mj_ruleset_save_to_file       (MjRuleset    *self,
                                                      const char   *path,
                                                      GError      **error);
MjRuleset             *mj_ruleset_copy               (MjRuleset    *self);
gboolean               mj_ruleset_equal              (MjRuleset    *a,
                                                      MjRuleset    *b);

const MjRulesetValues *mj_ruleset_get_values         (MjRuleset    *self);

int                    mj_ruleset_get                (MjRuleset    *self,
                                                      MjParamId     id);
void                   mj_ruleset_set                (MjRuleset    *self,
                                                      MjParamId     id,
                                                      int           value);
int                    mj_ruleset_get_rule_value     (MjRuleset    *self,
                                                      MjRuleId      rule,
                                                      MjValueKind   kind);
int                    mj_ruleset_get_rule_faan_exposed (MjRuleset *self,
                                                      MjRuleId      rule);
void                   mj_ruleset_set_rule_value     (MjRuleset    *self,
                                                      MjRuleId      rule,
                                                      MjValueKind   kind,
                                                      int           value);
void                   mj_ruleset_set_rule_faan      (MjRuleset    *self,
                                                      MjRuleId      rule,
                                                      int           concealed,
                                                      int           exposed);
MjRuleScope            mj_ruleset_get_rule_scope     (MjRuleset    *self,
                                                      MjRuleId      rule);
void                   mj_ruleset_set_rule_scope     (MjRuleset    *self,
                                                      MjRuleId      rule,
                                                      MjRuleScope   scope);

const char            *mj_ruleset_get_id             (MjRuleset    *self);
void                   mj_ruleset_set_id             (MjRuleset    *self,
                                                      const char   *id);
const char            *mj_ruleset_get_name           (MjRuleset    *self);
void                   mj_ruleset_set_name           (MjRuleset    *self,
                                                      const char   *name);
const char            *mj_ruleset_get_description    (MjRuleset    *self);
void                   mj_ruleset_set_description    (MjRuleset    *self,
                                                      const char   *description);
const char            *mj_ruleset_get_source         (MjRuleset    *self);
const char            *mj_ruleset_get_based_on       (MjRuleset    *self);
gboolean               mj_ruleset_is_preset          (MjRuleset    *self);
gboolean               mj_ruleset_scores_hands       (MjRuleset    *self);

G_END_DECLS
