/* mj-history-private.h: what the files of the history store share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "mj-history.h"

G_BEGIN_DECLS

/* Called inside a write, between its statements: returning FALSE makes the write fail and
 * roll back. Tests use it to stop a process in the middle of a transaction. */
typedef gboolean (*MjHistoryTestHook) (MjHistory  *self,
                                       const char *point,
                                       gpointer    user_data);

struct _MjHistory
{
  GObject             parent_instance;

  sqlite3            *db;
  char               *path;
  GHashTable         *statements;     /* the SQL text (static) -> sqlite3_stmt */
  guint               depth;          /* nested writes: 1 is the transaction, more are savepoints */
  guint               read_only : 1;

  MjHistoryTestHook   test_hook;
  gpointer            test_hook_data;
};

/* A statement borrowed from the cache: reset, not freed, when it goes out of scope, so
 * that no read stays open. */
typedef sqlite3_stmt MjCachedStmt;

static inline void
_mj_cached_stmt_reset (MjCachedStmt *stmt)
{
  sqlite3_reset (stmt);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjCachedStmt, _mj_cached_stmt_reset)

MjCachedStmt *_mj_history_prepare       (MjHistory     *self,
                                         const char    *sql,
                                         GError       **error);
gboolean      _mj_history_step_done     (MjHistory     *self,
                                         MjCachedStmt  *stmt,
                                         GError       **error);
gboolean      _mj_history_set_error     (MjHistory     *self,
                                         GError       **error);
gboolean      _mj_history_write_begin   (MjHistory     *self,
                                         GError       **error);
gboolean      _mj_history_write_commit  (MjHistory     *self,
                                         GError       **error);
void          _mj_history_write_rollback (MjHistory    *self);
gboolean      _mj_history_read_begin    (MjHistory     *self,
                                         GError       **error);
void          _mj_history_read_end      (MjHistory     *self);
gboolean      _mj_history_test_point    (MjHistory     *self,
                                         const char    *point,
                                         GError       **error);
void          _mj_history_set_test_hook (MjHistory     *self,
                                         MjHistoryTestHook hook,
                                         gpointer       user_data);
char         *_mj_history_column_text   (sqlite3_stmt  *stmt,
                                         int            column);
gint64        _mj_history_now           (void);
gboolean      _mj_history_match_exists  (MjHistory     *self,
                                         gint64         match,
                                         GError       **error);

G_END_DECLS
