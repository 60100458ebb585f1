/* mj-game-json.h: a game or a match in progress as a versioned JSON document
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "mj-game.h"
#include "mj-match.h"

G_BEGIN_DECLS

#define MJ_SAVE_FORMAT 1
/* A match's document: 2 leaves out its game's rules when they are the match's own. */
#define MJ_MATCH_SAVE_FORMAT 2

JsonNode  *mj_game_to_json          (MjGame     *game);
MjGame    *mj_game_new_from_json    (JsonNode   *node,
                                     GError    **error);
JsonNode  *mj_match_to_json         (MjMatch    *match);
MjMatch   *mj_match_new_from_json   (JsonNode   *node,
                                     GError    **error);

G_END_DECLS
