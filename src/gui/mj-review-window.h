/* mj-review-window.h: the review of a hand: the person's decisions, replayed and judged
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-ai-review.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* What the match's reviews add up to so far: the person's decisions, and each player's
 * discards (the computer players' judged as they are made). */
typedef struct
{
  guint  hands;
  guint  decisions;
  guint  good;
  guint  seat_judged[4];
  guint  seat_good[4];
} MjReviewTally;

#define MJ_TYPE_REVIEW_WINDOW (mj_review_window_get_type ())

G_DECLARE_FINAL_TYPE (MjReviewWindow, mj_review_window, MJ, REVIEW_WINDOW, AdwWindow)

MjReviewWindow *mj_review_window_new          (GtkWindow           *parent,
                                               MjTileCache         *cache,
                                               const MjHandReview  *review,
                                               const MjReviewTally *match,
                                               const char * const  *names);
guint           mj_review_window_get_shown    (MjReviewWindow      *self);
void            mj_review_window_show_step    (MjReviewWindow      *self,
                                               guint                index);
const char     *mj_review_window_get_verdict  (MjReviewWindow      *self);
const char     *mj_review_window_get_advice   (MjReviewWindow      *self);

G_END_DECLS
