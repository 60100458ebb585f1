/* mj-table-keeper.h: keeps a match at the table safe: saved after every step, recorded
 * in the history once saved
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-history.h"
#include "mj-history-recorder.h"
#include "mj-table-session.h"

G_BEGIN_DECLS

#define MJ_TYPE_TABLE_KEEPER (mj_table_keeper_get_type ())

G_DECLARE_FINAL_TYPE (MjTableKeeper, mj_table_keeper, MJ, TABLE_KEEPER, GObject)

MjTableKeeper     *mj_table_keeper_new               (MjTableSession           *session,
                                                      const char               *dir);
MjTableKeeper     *mj_table_keeper_new_resumed       (const char               *path,
                                                      const MjComputerPlayers  *computer,
                                                      GError                  **error);
void               mj_table_keeper_set_history       (MjTableKeeper            *self,
                                                      MjHistory                *history);
MjTableSession    *mj_table_keeper_get_session       (MjTableKeeper            *self);
const char        *mj_table_keeper_get_path          (MjTableKeeper            *self);
gint64             mj_table_keeper_get_history_match (MjTableKeeper            *self);
const GError      *mj_table_keeper_get_error         (MjTableKeeper            *self);
gboolean           mj_table_keeper_is_idle           (MjTableKeeper            *self);
gboolean           mj_table_keeper_save_now          (MjTableKeeper            *self,
                                                      GError                  **error);
gboolean           mj_table_keeper_close             (MjTableKeeper            *self,
                                                      GError                  **error);

gboolean           mj_table_keeper_finish_kept       (const char               *path,
                                                      MjHistory                *history,
                                                      GError                  **error);

G_END_DECLS
