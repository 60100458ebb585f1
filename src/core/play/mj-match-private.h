/* mj-match-private.h: the match's state, for its save files
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-match.h"

G_BEGIN_DECLS

struct _MjMatch
{
  GObject        parent_instance;

  MjRuleset     *ruleset;
  const MjRulesetValues *v;
  MjPlayer      *players[4];
  MjGame        *game;           /* the hand in play, or the last one */

  guint32        seed;
  guint8         first_dealer;
  MjRotation     rotation;
  guint          max_hands;
  gboolean       silent;
  gboolean       finished;
  gboolean       recorded;       /* the last hand's result is in the records */

  int            balance[4];
  GArray        *records;        /* MjHandRecord */
};

MjMatch *_mj_match_new_empty  (MjRuleset *ruleset);
void     _mj_match_adopt_game (MjMatch   *self,
                               MjGame    *game);

G_END_DECLS
