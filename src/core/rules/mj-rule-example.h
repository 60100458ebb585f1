/* mj-rule-example.h: a hand of each special hand, to show its tiles
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-hand.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

/* What a group of an example's tiles is. */
typedef enum
{
  MJ_EXAMPLE_CONCEALED,        /* tiles in the hand */
  MJ_EXAMPLE_EXPOSED,          /* a set laid down exposed */
  MJ_EXAMPLE_CONCEALED_KONG,   /* a kong declared from the hand */
  MJ_EXAMPLE_BONUS,            /* flowers and seasons */
} MjExampleGroupKind;

#define MJ_EXAMPLE_MAX_GROUPS 8
#define MJ_EXAMPLE_GROUP_MAX  14

typedef struct
{
  MjExampleGroupKind kind;
  guint              n;
  MjTile             tiles[MJ_EXAMPLE_GROUP_MAX];
} MjExampleGroup;

typedef struct
{
  MjRuleId        rule;
  MjWind          seat_wind;
  MjTile          winning;
  gboolean        self_drawn;
  guint           flags;         /* MjHandFlags */
  guint           n_groups;
  MjExampleGroup  groups[MJ_EXAMPLE_MAX_GROUPS];
} MjRuleExample;

gboolean  mj_rule_example_get      (MjRuleId             rule,
                                    MjRuleExample       *example);
void      mj_rule_example_to_hand  (const MjRuleExample *example,
                                    MjHand              *hand);

G_END_DECLS
