/* mj-hand-summary.h: the end of a hand: every hand laid out and scored line by line
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-match.h"
#include "mj-review-window.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_HAND_SUMMARY (mj_hand_summary_get_type ())

G_DECLARE_FINAL_TYPE (MjHandSummary, mj_hand_summary, MJ, HAND_SUMMARY, AdwWindow)

MjHandSummary *mj_hand_summary_new (GtkWindow    *parent,
                                    MjTileCache  *cache,
                                    MjMatch      *match,
                                    MjGame       *game,
                                    const char * const *names);
void           mj_hand_summary_set_review (MjHandSummary       *self,
                                          MjHandReview        *review,
                                          const MjReviewTally *tally);
char          *mj_hand_summary_describe_payment (int net,
                                                 int balance);

G_END_DECLS
