/* mj-hand-json.h: hands and scores in the JSON form of the command-line contract
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "mj-hand.h"
#include "mj-score.h"
#include "mj-settle.h"

G_BEGIN_DECLS

gboolean   mj_hand_from_json        (JsonNode       *node,
                                     MjHand         *hand,
                                     GError        **error);
JsonNode  *mj_hand_to_json          (const MjHand   *hand);
JsonNode  *mj_score_to_json         (MjRuleset      *ruleset,
                                     const MjScore  *score);
char      *mj_score_json_describe   (const char     *score_json);
JsonNode  *mj_settlement_to_json    (const MjSettlement *settlement);

G_END_DECLS
