/* mj-session-json.h: a match at the table, its seats and players, as a save file's JSON
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "mj-table-session.h"

G_BEGIN_DECLS

#define MJ_SESSION_SAVE_FORMAT 1

/* A save file's document, read: what mj_table_session_new_restored() needs, and where the
 * match is recorded. */
typedef struct
{
  gint64           saved;          /* seconds since 1970 */
  gint64           history_match;  /* 0: not recorded */
  MjSeating        seating;
  guint32          seeds[4];
  MjFirstEastDraw  first_east;
  MjMatch         *match;
  guint            n_log;          /* the log of the hand being played */
  MjTableEvent     log[MJ_TABLE_LOG_MAX];
} MjSessionDoc;

void            mj_session_doc_clear           (MjSessionDoc             *doc);
gboolean        mj_session_doc_read            (JsonNode                 *node,
                                                MjSessionDoc             *doc,
                                                GError                  **error);

JsonNode       *mj_table_session_to_json       (MjTableSession           *session,
                                                gint64                    history_match);
MjTableSession *mj_table_session_new_from_json (JsonNode                 *node,
                                                const MjComputerPlayers  *computer,
                                                gint64                   *history_match,
                                                GError                  **error);

G_END_DECLS
