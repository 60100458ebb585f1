/* test-history-common.h: what the history tests share: a folder of their own, files of
 * bytes, SQL on the side, players, matches and hands made by hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by each test-history*.c (one executable each).
 */

#pragma once

#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "mj-error.h"
#include "mj-history.h"
#include "mj-history-fixture.h"
#include "mj-test-files.h"
#include "mj-test-game.h"

#define T0 G_GINT64_CONSTANT (1767225600)   /* 2026-01-01 00:00 UTC */

/* Each run works in a folder of its own, removed at the end; each test in a folder inside. */
static char *test_root;

/* A file in the test's own folder. */
static G_GNUC_UNUSED char *
db_path (const char *name)
{
  g_autofree char *test = g_strdelimit (g_strdup (g_test_get_path ()), "/", '_');
  g_autofree char *dir = g_build_filename (test_root, test, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static G_GNUC_UNUSED void
set_up_root (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  test_root = g_dir_make_tmp ("mj-test-history-XXXXXX", &error);
  g_assert_no_error (error);
  /* before anything asks for it: the default history goes here */
  data = g_build_filename (test_root, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
}


static G_GNUC_UNUSED MjHistory *
open_history (const char *path)
{
  g_autoptr(GError) error = NULL;
  MjHistory *history = mj_history_open (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (history);
  return history;
}

/* A new history in the test's folder. */
static G_GNUC_UNUSED MjHistory *
open_test_history (void)
{
  g_autofree char *path = db_path ("history.db");

  return open_history (path);
}

static G_GNUC_UNUSED GBytes *
read_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

static G_GNUC_UNUSED void
write_bytes (const char *path,
             const void *data,
             gsize       length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, (gssize) length, &error);
  g_assert_no_error (error);
}

/* Runs one query on the file with SQLite itself, for what the API does not show. */
static G_GNUC_UNUSED gint64
sql_int (const char *path,
         const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

static G_GNUC_UNUSED void
sql_exec (const char *path,
          const char *sql)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
}

static G_GNUC_UNUSED void
ensure_players (MjHistory   *history,
                const char  *names[4],
                gint64       ids[4])
{
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(GError) error = NULL;

      ids[seat] = mj_history_ensure_player (history, names[seat], FALSE, &error);
      g_assert_no_error (error);
      g_assert_cmpint (ids[seat], >, 0);
    }
}

static G_GNUC_UNUSED gint64
begin_match (MjHistory     *history,
             const gint64   ids[4],
             gint64         started)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  gint64 match = mj_history_begin_match_at (history, ruleset, MJ_HISTORY_PLACE_SCREEN, ids, 7, 0,
                                            started, &error);

  g_assert_no_error (error);
  g_assert_cmpint (match, >, 0);
  return match;
}

/* A hand made by hand: each loser pays the winner the winner's total. */
typedef MjHistoryFixtureHand FixtureHand;

static G_GNUC_UNUSED void
record_fixture_hand (MjHistory          *history,
                     gint64              match,
                     guint               number,
                     const FixtureHand  *f,
                     int                 balance[4])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = preset ("bmja");

  mj_history_record_fixture_hand (history, match, ruleset, number, f, balance, &error);
  g_assert_no_error (error);
}

static G_GNUC_UNUSED guint
count_hands (MjHistory *history,
             gint64     match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hands = mj_history_get_match_hands (history, match, &error);

  g_assert_no_error (error);
  return hands->len;
}
static G_GNUC_UNUSED void
tear_down_root (void)
{
  mj_test_remove_tree (test_root);
  g_clear_pointer (&test_root, g_free);
}
