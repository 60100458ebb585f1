/* mj-ai-hint.h: advice for the person at the table, from the computer players' evaluator
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-action.h"
#include "mj-seat-view.h"

G_BEGIN_DECLS

gboolean  mj_ai_hint  (const MjSeatView  *view,
                       const MjDecision  *decision,
                       MjAction          *suggestion,
                       char             **reason);

G_END_DECLS
