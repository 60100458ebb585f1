/* mj-ai-exchange.h: which tiles a computer player passes on in a Goulash
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

G_END_DECLS
