/* mj-history-match-item.h: a match in the history window's list
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-history.h"

G_BEGIN_DECLS

#define MJ_TYPE_HISTORY_MATCH_ITEM (mj_history_match_item_get_type ())

G_DECLARE_FINAL_TYPE (MjHistoryMatchItem, mj_history_match_item, MJ, HISTORY_MATCH_ITEM, GObject)

MjHistoryMatchItem   *mj_history_match_item_new       (MjHistoryMatch     *match);
const MjHistoryMatch *mj_history_match_item_get_match (MjHistoryMatchItem *self);

G_END_DECLS
