/* mj-table-log.h: the last things played in a hand, as a table's log tells them
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-game.h"

G_BEGIN_DECLS

#define MJ_TABLE_LOG_MAX 20

typedef enum
{
  MJ_TABLE_EVENT_DISCARD,
  MJ_TABLE_EVENT_MELD,
  MJ_TABLE_EVENT_BONUS,
  MJ_TABLE_EVENT_ANNOUNCEMENT,
  MJ_TABLE_EVENT_EXCHANGE,
} MjTableEventKind;

/* One thing played. */
typedef struct
{
  guint8  kind;      /* MjTableEventKind */
  guint8  seat;      /* who played it; 0 for an exchange, which everyone makes */
  guint8  tile;      /* DISCARD: the tile; BONUS: the tile set aside */
  guint8  what;      /* ANNOUNCEMENT: an MjAnnouncement; EXCHANGE: its number, from 1 */
  MjMeld  meld;      /* MELD: the set as it was laid down, or a pung become a kong */
  gint8   from;      /* MELD: whose discard was claimed for it, or -1 */
} MjTableEvent;

#define MJ_TYPE_TABLE_LOG (mj_table_log_get_type ())

G_DECLARE_FINAL_TYPE (MjTableLog, mj_table_log, MJ, TABLE_LOG, GObject)

MjTableLog          *mj_table_log_new        (void);
void                 mj_table_log_follow     (MjTableLog         *self,
                                              MjGame             *game);
const MjTableEvent  *mj_table_log_get_events (MjTableLog         *self,
                                              guint              *n_events);
int                  mj_table_log_get_last_discarder (MjTableLog   *self);
gboolean             mj_table_log_restore    (MjTableLog         *self,
                                              const MjTableEvent *events,
                                              guint               n_events);
gboolean             mj_table_event_is_valid (const MjTableEvent *event);

G_END_DECLS
