/* mj-ruleset-private.h: what mj-ruleset.c, -spec.c and -file.c share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-ruleset.h"

G_BEGIN_DECLS

/* The newest file format this version reads and the one it writes. */
#define MJ_RULESET_FORMAT 1

/* The ranges of the scoring values. */
#define MJ_POINTS_MAX   10000
#define MJ_DOUBLES_MAX  20
#define MJ_LIMIT_MAX    10000   /* thousandths: ten limits */
#define MJ_FAAN_NUMBER_MAX 13

struct _MjRuleset
{
  GObject          parent_instance;

  MjRulesetValues  values;

  /* Owned References */
  char            *id;
  char            *name;          /* never NULL, may be "" */
  char            *description;   /* never NULL, may be "" */
  char            *source;        /* never NULL, may be "" */
  char            *based_on;      /* NULL when the ruleset is no copy */

  guint            is_preset : 1;
};

gboolean  _mj_ruleset_id_is_valid      (const char *id);
gboolean  _mj_ruleset_faan_is_valid    (int         faan);
int       _mj_ruleset_value_max        (MjValueKind kind);
void      _mj_ruleset_reset_values     (MjRulesetValues *values);
MjRuleset *_mj_ruleset_new_from_data   (const char  *data,
                                        gssize       length,
                                        const char  *file_name,
                                        gboolean     inherit,
                                        GError     **error);
char     *_mj_ruleset_values_describe_rule (const MjRulesetValues *values,
                                            MjRuleId               rule);

G_END_DECLS
