/* mj-history-match-item.c: a match in the history window's list
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-history-window"

#include "config.h"

#include "mj-history-match-item.h"

struct _MjHistoryMatchItem
{
  GObject         parent_instance;

  MjHistoryMatch *match;
};

G_DEFINE_FINAL_TYPE (MjHistoryMatchItem, mj_history_match_item, G_TYPE_OBJECT)

static void
mj_history_match_item_finalize (GObject *object)
{
  g_clear_pointer (&MJ_HISTORY_MATCH_ITEM (object)->match, mj_history_match_free);

  G_OBJECT_CLASS (mj_history_match_item_parent_class)->finalize (object);
}

static void
mj_history_match_item_class_init (MjHistoryMatchItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_history_match_item_finalize;
}

static void
mj_history_match_item_init (MjHistoryMatchItem *self)
{
}

/**
 * mj_history_match_item_new:
 * @match: (transfer full): the match, which the item takes over
 *
 * Returns: (transfer full): the item of @match
 */
MjHistoryMatchItem *
mj_history_match_item_new (MjHistoryMatch *match)
{
  MjHistoryMatchItem *self;

  g_return_val_if_fail (match != NULL, NULL);

  self = g_object_new (MJ_TYPE_HISTORY_MATCH_ITEM, NULL);
  self->match = match;
  return self;
}

const MjHistoryMatch *
mj_history_match_item_get_match (MjHistoryMatchItem *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY_MATCH_ITEM (self), NULL);

  return self->match;
}
