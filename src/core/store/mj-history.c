/* mj-history.c: the family's score history: opening, upgrading and writing the database
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is an SQLite database in WAL mode with foreign keys on. Every write is one
 * transaction (BEGIN IMMEDIATE ... COMMIT, rolled back on any error), so a crash loses at
 * most the write in progress and never leaves half a hand.
 *
 * A file is examined read-only before it is opened for writing: a file that is not an
 * SQLite database, one that fails `PRAGMA quick_check`, one that is some other program's
 * database, or one whose schema is newer than this code is refused with an error, and the
 * file is not touched. Only then is it opened read-write and, inside one transaction,
 * brought up to MJ_HISTORY_SCHEMA_VERSION by the migrations below, one per version.
 */

#define G_LOG_DOMAIN "mj-history"

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-error.h"
#include "mj-history-private.h"
#include "mj-player-name.h"

/* "MjHi": PRAGMA application_id, so that `file` and we can tell the database apart */
#define APPLICATION_ID 0x4d6a4869

#define BUSY_TIMEOUT_MS 5000

typedef gboolean (*MigrateFunc) (sqlite3  *db,
                                 GError  **error);

G_DEFINE_FINAL_TYPE (MjHistory, mj_history, G_TYPE_OBJECT)

/* Errors */

static void
set_sqlite_error (GError     **error,
                  int          rc,
                  const char  *message)
{
  GQuark domain = G_IO_ERROR;
  int code = G_IO_ERROR_FAILED;

  switch (rc & 0xff)
    {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_CONSTRAINT:
    case SQLITE_MISMATCH:
      domain = MJ_ERROR;
      code = MJ_ERROR_INVALID;
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      code = G_IO_ERROR_BUSY;
      break;
    case SQLITE_FULL:
      code = G_IO_ERROR_NO_SPACE;
      break;
    case SQLITE_READONLY:
      code = G_IO_ERROR_READ_ONLY;
      break;
    case SQLITE_PERM:
    case SQLITE_AUTH:
      code = G_IO_ERROR_PERMISSION_DENIED;
      break;
    default:
      break;
    }

  g_set_error (error, domain, code, _("History database: %s"), message);
}

/**
 * _mj_history_set_error:
 *
 * Sets @error from the database's last error.
 *
 * Returns: %FALSE
 */
gboolean
_mj_history_set_error (MjHistory  *self,
                       GError    **error)
{
  set_sqlite_error (error, sqlite3_extended_errcode (self->db), sqlite3_errmsg (self->db));
  return FALSE;
}

static gboolean
exec (sqlite3     *db,
      const char  *sql,
      GError     **error)
{
  char *message = NULL;
  int rc = sqlite3_exec (db, sql, NULL, NULL, &message);

  if (rc != SQLITE_OK)
    {
      set_sqlite_error (error, rc, message != NULL ? message : sqlite3_errstr (rc));
      sqlite3_free (message);
      return FALSE;
    }
  return TRUE;
}

/* Statements */

MjCachedStmt *
_mj_history_prepare (MjHistory   *self,
                     const char  *sql,
                     GError     **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (self->statements, sql);

  if (stmt != NULL)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }

  if (sqlite3_prepare_v3 (self->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL) != SQLITE_OK)
    {
      _mj_history_set_error (self, error);
      return NULL;
    }
  g_hash_table_insert (self->statements, (gpointer) sql, stmt);
  return stmt;
}

/* Steps a statement that returns no rows. */
gboolean
_mj_history_step_done (MjHistory     *self,
                       MjCachedStmt  *stmt,
                       GError       **error)
{
  if (sqlite3_step (stmt) != SQLITE_DONE)
    return _mj_history_set_error (self, error);
  return TRUE;
}

char *
_mj_history_column_text (sqlite3_stmt *stmt,
                         int           column)
{
  if (sqlite3_column_type (stmt, column) == SQLITE_NULL)
    return NULL;
  return g_strdup ((const char *) sqlite3_column_text (stmt, column));
}

/* Transactions */

/**
 * _mj_history_write_begin:
 *
 * Starts a write: the transaction itself, or a savepoint inside a batch.
 */
gboolean
_mj_history_write_begin (MjHistory  *self,
                         GError    **error)
{
  if (self->read_only)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY,
                   _("History database: %s is open read-only"), self->path);
      return FALSE;
    }
  if (!exec (self->db, self->depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT mj_write", error))
    return FALSE;
  self->depth++;
  return TRUE;
}

gboolean
_mj_history_write_commit (MjHistory  *self,
                          GError    **error)
{
  g_assert (self->depth > 0);

  if (!exec (self->db, self->depth == 1 ? "COMMIT" : "RELEASE mj_write", error))
    {
      _mj_history_write_rollback (self);
      return FALSE;
    }
  self->depth--;
  return TRUE;
}

void
_mj_history_write_rollback (MjHistory *self)
{
  g_assert (self->depth > 0);

  if (self->depth == 1)
    exec (self->db, "ROLLBACK", NULL);
  else
    exec (self->db, "ROLLBACK TO mj_write; RELEASE mj_write", NULL);
  self->depth--;
}

/* A read of several statements sees one state of the database. */
gboolean
_mj_history_read_begin (MjHistory  *self,
                        GError    **error)
{
  if (self->depth == 0 && !exec (self->db, "BEGIN", error))
    return FALSE;
  self->depth++;
  return TRUE;
}

void
_mj_history_read_end (MjHistory *self)
{
  g_assert (self->depth > 0);

  self->depth--;
  if (self->depth == 0)
    exec (self->db, "COMMIT", NULL);
}

void
_mj_history_set_test_hook (MjHistory         *self,
                           MjHistoryTestHook  hook,
                           gpointer           user_data)
{
  self->test_hook = hook;
  self->test_hook_data = user_data;
}

gboolean
_mj_history_test_point (MjHistory   *self,
                        const char  *point,
                        GError     **error)
{
  if (self->test_hook != NULL && !self->test_hook (self, point, self->test_hook_data))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "History database: stopped at %s", point);
      return FALSE;
    }
  return TRUE;
}

gint64
_mj_history_now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* The schema */

static gboolean
migrate_to_1 (sqlite3  *db,
              GError  **error)
{
  static const char sql[] =
    "CREATE TABLE schema_version ("
    "  version INTEGER NOT NULL"
    ");"
    "INSERT INTO schema_version (version) VALUES (0);"
    "CREATE TABLE players ("
    "  id          INTEGER PRIMARY KEY,"
    "  name        TEXT NOT NULL UNIQUE,"
    "  is_computer INTEGER NOT NULL DEFAULT 0 CHECK (is_computer IN (0, 1)),"
    "  created     INTEGER NOT NULL"
    ");"
    /* the same ruleset text is stored once */
    "CREATE TABLE rulesets ("
    "  id          INTEGER PRIMARY KEY,"
    "  ruleset_id  TEXT NOT NULL,"
    "  name        TEXT NOT NULL,"
    "  content     TEXT NOT NULL,"
    "  sha256      TEXT NOT NULL UNIQUE"
    ");"
    "CREATE INDEX rulesets_by_id ON rulesets (ruleset_id);"
    "CREATE TABLE matches ("
    "  id           INTEGER PRIMARY KEY,"
    "  started      INTEGER NOT NULL,"
    "  finished     INTEGER,"
    "  deleted      INTEGER,"
    "  place        TEXT NOT NULL CHECK (place IN ('screen', 'table')),"
    "  ruleset      INTEGER NOT NULL REFERENCES rulesets (id),"
    "  seed         INTEGER NOT NULL,"
    "  first_dealer INTEGER NOT NULL CHECK (first_dealer BETWEEN 0 AND 3)"
    ");"
    "CREATE INDEX matches_by_date ON matches (started);"
    "CREATE TABLE match_seats ("
    "  match   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,"
    "  seat    INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),"
    "  player  INTEGER NOT NULL REFERENCES players (id),"
    "  PRIMARY KEY (match, seat),"
    "  UNIQUE (match, player)"
    ") WITHOUT ROWID;"
    "CREATE INDEX match_seats_by_player ON match_seats (player, match);"
    "CREATE TABLE hands ("
    "  id              INTEGER PRIMARY KEY,"
    "  match           INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,"
    "  number          INTEGER NOT NULL CHECK (number >= 1),"
    "  prevailing_wind INTEGER NOT NULL CHECK (prevailing_wind BETWEEN 0 AND 3),"
    "  dealer          INTEGER NOT NULL CHECK (dealer BETWEEN 0 AND 3),"
    "  winner          INTEGER CHECK (winner BETWEEN 0 AND 3),"
    "  discarder       INTEGER CHECK (discarder BETWEEN 0 AND 3),"
    "  self_drawn      INTEGER NOT NULL CHECK (self_drawn IN (0, 1)),"
    "  limit_hand      INTEGER NOT NULL CHECK (limit_hand IN (0, 1)),"
    "  UNIQUE (match, number)"
    ");"
    /* the small columns first: reading them never touches the JSON's overflow pages */
    "CREATE TABLE hand_seats ("
    "  hand        INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,"
    "  seat        INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),"
    "  total       INTEGER NOT NULL,"
    "  net         INTEGER NOT NULL,"
    "  balance     INTEGER NOT NULL,"
    "  pays_0      INTEGER,"
    "  pays_1      INTEGER,"
    "  pays_2      INTEGER,"
    "  pays_3      INTEGER,"
    "  hand_json   TEXT,"
    "  score_json  TEXT,"
    "  PRIMARY KEY (hand, seat)"
    ");"
    "PRAGMA application_id = 1298810985;";

  G_STATIC_ASSERT (APPLICATION_ID == 1298810985);

  return exec (db, sql, error);
}

/* Version 2: who paid for everyone in a hand, and by which rule (mj_liable_rule_to_string()). */
static gboolean
migrate_to_2 (sqlite3  *db,
              GError  **error)
{
  static const char sql[] =
    "ALTER TABLE hands ADD COLUMN liable INTEGER CHECK (liable BETWEEN 0 AND 3);"
    "ALTER TABLE hands ADD COLUMN liable_rule TEXT;";

  return exec (db, sql, error);
}

/* Version 3: a computer player's strength written after a dot, "Kenji · Standard", as the
 * game now names it, not in brackets (mj_player_name_upgrade()). A name already taken
 * (a person may have chosen it) is left as it was. */
static gboolean
migrate_to_3 (sqlite3  *db,
              GError  **error)
{
  sqlite3_stmt *select = NULL;
  sqlite3_stmt *update = NULL;
  int rc;

  rc = sqlite3_prepare_v2 (db, "SELECT id, name FROM players WHERE is_computer = 1", -1, &select, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_prepare_v2 (db, "UPDATE OR IGNORE players SET name = ? WHERE id = ?", -1, &update, NULL);
  while (rc == SQLITE_OK && (rc = sqlite3_step (select)) == SQLITE_ROW)
    {
      g_autofree char *name = mj_player_name_upgrade ((const char *) sqlite3_column_text (select, 1));

      rc = SQLITE_OK;
      if (name == NULL)
        continue;
      sqlite3_reset (update);
      sqlite3_bind_text (update, 1, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (update, 2, sqlite3_column_int64 (select, 0));
      rc = sqlite3_step (update);
      rc = rc == SQLITE_DONE ? SQLITE_OK : rc;
    }
  if (rc != SQLITE_DONE)
    set_sqlite_error (error, rc, sqlite3_errmsg (db));
  sqlite3_finalize (select);
  sqlite3_finalize (update);
  return rc == SQLITE_DONE;
}

/* migrations[v] takes a database from version v to v + 1. Version 4 adds migrate_to_4. */
static const MigrateFunc migrations[] = {
  migrate_to_1,
  migrate_to_2,
  migrate_to_3,
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == MJ_HISTORY_SCHEMA_VERSION);

static gboolean
query_int (sqlite3     *db,
           const char  *sql,
           gint64      *value,
           GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          *value = sqlite3_column_int64 (stmt, 0);
          rc = sqlite3_step (stmt) == SQLITE_DONE ? SQLITE_OK : SQLITE_MISMATCH;
        }
    }
  if (rc != SQLITE_OK)
    set_sqlite_error (error, rc, rc == SQLITE_MISMATCH || rc == SQLITE_DONE
                                 ? _("the schema version is not a single number")
                                 : sqlite3_errmsg (db));
  sqlite3_finalize (stmt);
  return rc == SQLITE_OK;
}

/* The version of a database this code may open: 0 for an empty one. */
static gboolean
read_version (sqlite3     *db,
              const char  *path,
              gint64      *version,
              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gint64 application_id = 0;
  gint64 has_table = 0;
  gint64 n_objects = 0;

  if (!query_int (db, "PRAGMA application_id", &application_id, &local_error) ||
      !query_int (db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'",
                  &has_table, &local_error) ||
      !query_int (db, "SELECT count(*) FROM sqlite_master", &n_objects, &local_error))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s is damaged: %s"), path, local_error->message);
      return FALSE;
    }

  if ((application_id != 0 && application_id != APPLICATION_ID) || (!has_table && n_objects > 0))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   _("%s is not a Mahjong Table history database"), path);
      return FALSE;
    }
  if (!has_table)
    {
      *version = 0;
      return TRUE;
    }

  if (!query_int (db, "SELECT version FROM schema_version", version, &local_error) || *version < 1)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s is damaged: %s"), path,
                   local_error != NULL ? local_error->message : _("no schema version"));
      return FALSE;
    }
  if (*version > MJ_HISTORY_SCHEMA_VERSION)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_VERSION,
                   _("%s was written by a newer version of Mahjong Table (history version %d; this "
                     "version reads up to %d)"), path, (int) *version, MJ_HISTORY_SCHEMA_VERSION);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_sqlite_header (const char  *path,
                     gboolean    *empty,
                     GError     **error)
{
  static const char magic[16] = "SQLite format 3";
  char header[100];
  gsize n = 0;
  FILE *file = g_fopen (path, "rb");

  if (file == NULL)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        {
          *empty = TRUE;
          return TRUE;
        }
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s",
                   path, g_strerror (saved_errno));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);

  *empty = n == 0;
  if (n > 0 && (n < sizeof header || memcmp (header, magic, sizeof magic) != 0))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   _("%s is not a Mahjong Table history database"), path);
      return FALSE;
    }
  return TRUE;
}

/* @target is @path, or an URI for it with SQLITE_OPEN_URI in @flags. */
static sqlite3 *
connect (const char  *path,
         const char  *target,
         int          flags,
         GError     **error)
{
  sqlite3 *db = NULL;
  int rc = sqlite3_open_v2 (target, &db, flags, NULL);

  if (rc != SQLITE_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s cannot be opened: %s"), path,
                   db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
      sqlite3_close (db);
      return NULL;
    }
  sqlite3_extended_result_codes (db, 1);
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);
  return db;
}

/* Opens a file to examine it. With no WAL beside it, nothing is waiting to be checkpointed
 * and no connection is open in WAL mode, so it is opened immutable: SQLite then creates no
 * -wal and -shm files, and a refused file is left exactly as it was found. */
static sqlite3 *
open_to_examine (const char  *path,
                 GError     **error)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *target = NULL;
  int flags = SQLITE_OPEN_READONLY;

  if (!g_file_test (wal, G_FILE_TEST_EXISTS))
    {
      g_autofree char *absolute = g_canonicalize_filename (path, NULL);
      g_autofree char *uri = g_filename_to_uri (absolute, NULL, error);

      if (uri == NULL)
        return NULL;
      target = g_strconcat (uri, "?immutable=1", NULL);
      flags |= SQLITE_OPEN_URI;
    }

  return connect (path, target != NULL ? target : path, flags, error);
}

/* Looks at an existing file without writing to it: is it whole, is it ours, which version. */
static gboolean
examine (const char  *path,
         gint64      *version,
         GError     **error)
{
  sqlite3 *db = open_to_examine (path, error);
  sqlite3_stmt *stmt = NULL;
  g_autofree char *problem = NULL;
  gboolean ok;
  int rc;

  if (db == NULL)
    return FALSE;

  rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      const char *answer = (const char *) sqlite3_column_text (stmt, 0);

      if (g_strcmp0 (answer, "ok") != 0)
        problem = g_strdup (answer != NULL ? answer : "?");
    }
  else
    problem = g_strdup (sqlite3_errmsg (db));
  sqlite3_finalize (stmt);

  if (problem != NULL)
    {
      /* one line is enough to say what is wrong: the first after "*** in database main ***" */
      char *line = problem;
      char *newline;

      if (g_str_has_prefix (line, "***") && strchr (line, '\n') != NULL)
        line = strchr (line, '\n') + 1;
      newline = strchr (line, '\n');
      if (newline != NULL)
        *newline = '\0';
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("%s is damaged: %s"), path, line);
      sqlite3_close (db);
      return FALSE;
    }

  ok = read_version (db, path, version, error);
  sqlite3_close (db);
  return ok;
}

static gboolean
migrate (sqlite3     *db,
         const char  *path,
         GError     **error)
{
  gint64 version = 0;

  if (!exec (db, "BEGIN IMMEDIATE", error))
    {
      g_prefix_error (error, "%s: ", path);
      return FALSE;
    }

  /* again, now that no one else can write: never upgrade what is newer */
  if (!read_version (db, path, &version, error))
    {
      exec (db, "ROLLBACK", NULL);
      return FALSE;
    }
  if (version == MJ_HISTORY_SCHEMA_VERSION)
    return exec (db, "COMMIT", error);

  for (gint64 v = version; v < MJ_HISTORY_SCHEMA_VERSION; v++)
    {
      g_debug ("upgrading %s from history version %d", path, (int) v);
      if (!migrations[v] (db, error))
        {
          exec (db, "ROLLBACK", NULL);
          g_prefix_error (error, _("%s cannot be upgraded: "), path);
          return FALSE;
        }
    }

  if (!exec (db, "UPDATE schema_version SET version = " G_STRINGIFY (MJ_HISTORY_SCHEMA_VERSION), error) ||
      !exec (db, "COMMIT", error))
    {
      exec (db, "ROLLBACK", NULL);
      return FALSE;
    }
  return TRUE;
}

static void
finalize_statement (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

/* Overrides */

static void
mj_history_finalize (GObject *object)
{
  MjHistory *self = MJ_HISTORY (object);

  g_clear_pointer (&self->statements, g_hash_table_unref);
  if (self->db != NULL)
    sqlite3_close (self->db);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (mj_history_parent_class)->finalize (object);
}

static void
mj_history_class_init (MjHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mj_history_finalize;
}

static void
mj_history_init (MjHistory *self)
{
  self->statements = g_hash_table_new_full (NULL, NULL, NULL, finalize_statement);
}

/* Public API */

/**
 * mj_history_get_default_path:
 *
 * Returns: (transfer full): `mahjong-table/history.db` in the user data directory
 */
char *
mj_history_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "mahjong-table", "history.db", NULL);
}

/**
 * mj_history_open:
 * @path: (nullable): the database file, or %NULL for mj_history_get_default_path()
 *
 * Opens the history, creating it if it does not exist and upgrading an older one.
 *
 * Returns: (transfer full): the history, or %NULL with @error set: %MJ_ERROR_INVALID for a
 *   file that is not a history database or is damaged, %MJ_ERROR_VERSION for one written
 *   by a newer version. Such a file is left as it was.
 */
MjHistory *
mj_history_open (const char  *path,
                 GError     **error)
{
  return mj_history_open_full (path, MJ_HISTORY_OPEN_DEFAULT, error);
}

/**
 * mj_history_open_full:
 * @flags: %MJ_HISTORY_OPEN_READ_ONLY never creates, upgrades or writes the file; a missing
 *   file is then %MJ_ERROR_NOT_FOUND
 */
MjHistory *
mj_history_open_full (const char          *path,
                      MjHistoryOpenFlags   flags,
                      GError             **error)
{
  g_autoptr(MjHistory) self = NULL;
  g_autofree char *default_path = NULL;
  gboolean read_only = (flags & MJ_HISTORY_OPEN_READ_ONLY) != 0;
  gboolean empty = TRUE;
  gint64 version = 0;
  sqlite3 *db = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (path == NULL)
    path = default_path = mj_history_get_default_path ();

  if (!check_sqlite_header (path, &empty, error))
    return NULL;

  if (read_only && empty)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("%s: no history recorded yet"), path);
      return NULL;
    }

  if (!empty)
    {
      if (!examine (path, &version, error))
        return NULL;
      if (read_only && version == 0)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("%s: no history recorded yet"), path);
          return NULL;
        }
      if (read_only && version < MJ_HISTORY_SCHEMA_VERSION)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_VERSION,
                       _("%s was written by an older version: open it once in Mahjong Table to upgrade it"),
                       path);
          return NULL;
        }
    }

  if (read_only)
    {
      db = connect (path, path, SQLITE_OPEN_READONLY, error);
      if (db == NULL)
        return NULL;
    }
  else
    {
      if (path == default_path)
        {
          g_autofree char *dir = g_path_get_dirname (path);

          if (g_mkdir_with_parents (dir, 0700) != 0)
            {
              int saved_errno = errno;

              g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s",
                           dir, g_strerror (saved_errno));
              return NULL;
            }
        }

      db = connect (path, path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);
      if (db == NULL)
        return NULL;
      /* WAL: readers never wait for the writer. FULL: each commit is on the disk before
       * it returns, so a recorded hand survives a power cut too; it costs one fsync a hand */
      if (!exec (db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;", error))
        {
          g_prefix_error (error, "%s: ", path);
          sqlite3_close (db);
          return NULL;
        }
      if (!migrate (db, path, error))
        {
          sqlite3_close (db);
          return NULL;
        }
    }

  self = g_object_new (MJ_TYPE_HISTORY, NULL);
  self->db = db;
  self->path = g_strdup (path);
  self->read_only = read_only;
  if (!exec (db, read_only ? "PRAGMA query_only = ON" : "PRAGMA foreign_keys = ON", error))
    return NULL;

  return g_steal_pointer (&self);
}

typedef struct
{
  char                *path;
  MjHistoryOpenFlags   flags;
} OpenData;

static void
open_data_free (gpointer data)
{
  OpenData *d = data;

  g_free (d->path);
  g_free (d);
}

static void
open_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  OpenData *d = task_data;
  GError *error = NULL;
  MjHistory *history = mj_history_open_full (d->path, d->flags, &error);

  if (history == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, history, g_object_unref);
}

/**
 * mj_history_open_async:
 *
 * Opens the history in a worker thread: the integrity check at the start reads the whole
 * file, which takes a while for a long history on a cold disk.
 */
void
mj_history_open_async (const char          *path,
                       MjHistoryOpenFlags   flags,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  OpenData *d = g_new0 (OpenData, 1);

  d->path = g_strdup (path);
  d->flags = flags;
  g_task_set_source_tag (task, mj_history_open_async);
  g_task_set_task_data (task, d, open_data_free);
  g_task_run_in_thread (task, open_in_thread);
}

/**
 * mj_history_open_finish:
 *
 * Returns: (transfer full): the history, or %NULL with @error set as by mj_history_open_full()
 */
MjHistory *
mj_history_open_finish (GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == mj_history_open_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
mj_history_get_path (MjHistory *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);
  return self->path;
}

gboolean
mj_history_is_read_only (MjHistory *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), TRUE);
  return self->read_only;
}

/**
 * mj_history_batch_begin:
 *
 * Gathers the writes up to mj_history_batch_commit() in one transaction: an import, or a
 * test fixture. Each write inside still succeeds or fails as a whole.
 */
gboolean
mj_history_batch_begin (MjHistory  *self,
                        GError    **error)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  return _mj_history_write_begin (self, error);
}

gboolean
mj_history_batch_commit (MjHistory  *self,
                         GError    **error)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (self->depth > 0, FALSE);
  return _mj_history_write_commit (self, error);
}

void
mj_history_batch_rollback (MjHistory *self)
{
  g_return_if_fail (MJ_IS_HISTORY (self));
  g_return_if_fail (self->depth > 0);
  _mj_history_write_rollback (self);
}
