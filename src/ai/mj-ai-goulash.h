/* mj-ai-goulash.h: how a computer player plays a Goulash
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-action.h"
#include "mj-seat-view.h"

G_BEGIN_DECLS

MjAction  mj_ai_choose_exchange  (const MjSeatView *view,
                                  const MjDecision *decision);
gboolean  mj_ai_keep_wild        (const MjSeatView *view,
                                  const MjDecision *decision,
                                  MjDecision       *kept);

G_END_DECLS
