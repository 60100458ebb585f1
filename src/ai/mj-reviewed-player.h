/* mj-reviewed-player.h: a player whose every decision is judged, hand by hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-ai-review.h"
#include "mj-player.h"

G_BEGIN_DECLS

#define MJ_TYPE_REVIEWED_PLAYER (mj_reviewed_player_get_type ())

G_DECLARE_FINAL_TYPE (MjReviewedPlayer, mj_reviewed_player, MJ, REVIEWED_PLAYER, GObject)

MjReviewedPlayer *mj_reviewed_player_new         (MjPlayer         *inner,
                                                  MjRuleset        *ruleset,
                                                  guint             seat);
MjHandReview     *mj_reviewed_player_take_review (MjReviewedPlayer *self);

G_END_DECLS
