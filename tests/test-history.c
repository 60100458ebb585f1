/* test-history.c: the score history: opening, the schema and its upgrade, players,
 * recording a match as it is played, atomic writes, refusing bad files
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <sys/wait.h>
#include <unistd.h>

#include "mj-hand-json.h"
#include "mj-history-private.h"
#include "mj-history-recorder.h"
#include "mj-random-player.h"
#include "mj-test-wait.h"
#include "test-history-common.h"

/* Opening */

static void
test_history_create_reopen (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = mj_history_get_default_path ();
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  gint64 ids[4];
  gint64 match;

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  {
    g_autoptr(MjHistory) history = open_history (NULL);

    g_assert_cmpstr (mj_history_get_path (history), ==, path);
    g_assert_false (mj_history_is_read_only (history));
    ensure_players (history, names, ids);
    match = begin_match (history, ids, T0);
  }
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (sql_int (path, "SELECT version FROM schema_version"), ==, MJ_HISTORY_SCHEMA_VERSION);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM schema_version"), ==, 1);
  g_assert_cmpint (sql_int (path, "PRAGMA application_id"), ==, 0x4d6a4869);
  /* WAL is written into the header: bytes 18 and 19 are 2 */
  {
    g_autoptr(GBytes) bytes = read_bytes (path);
    const guint8 *data = g_bytes_get_data (bytes, NULL);

    g_assert_cmpint (data[18], ==, 2);
    g_assert_cmpint (data[19], ==, 2);
  }

  {
    g_autoptr(MjHistory) history = open_history (path);
    g_autoptr(MjHistoryMatch) m = mj_history_get_match (history, match, &error);

    g_assert_no_error (error);
    g_assert_cmpint (m->started, ==, T0);
    g_assert_cmpstr (m->ruleset_id, ==, "bmja");
    g_assert_cmpuint (m->seed, ==, 7);
    for (guint seat = 0; seat < 4; seat++)
      {
        g_assert_cmpint (m->players[seat], ==, ids[seat]);
        g_assert_cmpstr (m->player_names[seat], ==, names[seat]);
      }
    g_assert_cmpuint (m->n_hands, ==, 0);
    g_assert_cmpint (m->winner, ==, -1);
    g_assert_cmpint (m->finished, ==, 0);
  }
}

static void
check_schema (const char *path)
{
  g_assert_cmpint (sql_int (path, "SELECT version FROM schema_version"), ==, MJ_HISTORY_SCHEMA_VERSION);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN "
                                  "('players', 'rulesets', 'matches', 'match_seats', 'hands', 'hand_seats')"),
                   ==, 6);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                                  "('matches_by_date', 'match_seats_by_player')"), ==, 2);
}

static void
test_history_migrate_empty (void)
{
  g_autofree char *zero = db_path ("zero.db");
  g_autofree char *empty = db_path ("empty.db");

  /* a file of no bytes: what SQLite itself calls an empty database */
  write_bytes (zero, "", 0);
  {
    g_autoptr(MjHistory) history = open_history (zero);
  }
  check_schema (zero);

  /* a database with a header and nothing in it: version 0, upgraded */
  sql_exec (empty, "CREATE TABLE x (a); DROP TABLE x;");
  g_assert_cmpint (sql_int (empty, "SELECT count(*) FROM sqlite_master"), ==, 0);
  {
    g_autoptr(MjHistory) history = open_history (empty);
  }
  check_schema (empty);

  /* opened again: nothing to do */
  {
    g_autoptr(MjHistory) history = open_history (empty);
  }
  check_schema (empty);
}

/* A history written before version 2, which keeps who paid for everyone: upgraded in
 * place, its hands read with nobody liable, and new hands keep it. */
static void
test_history_migrate_1 (void)
{
  g_autofree char *path = db_path ("version1.db");
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  FixtureHand f = { .winner = 1, .discarder = 2, .totals = { 0, 40, 10, 0 } };
  int balance[4] = { 0, 0, 0, 0 };
  gint64 ids[4], match;

  {
    g_autoptr(MjHistory) history = open_history (path);

    ensure_players (history, names, ids);
    match = begin_match (history, ids, 1000);
    record_fixture_hand (history, match, 1, &f, balance);
  }
  /* as version 1 left it */
  sql_exec (path, "ALTER TABLE hands DROP COLUMN liable; ALTER TABLE hands DROP COLUMN liable_rule;"
                  "UPDATE schema_version SET version = 1;");
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM pragma_table_info('hands') WHERE name = 'liable'"), ==, 0);

  {
    g_autoptr(MjHistory) history = open_history (path);
    g_autoptr(GPtrArray) hands = NULL;
    g_autoptr(GError) error = NULL;

    check_schema (path);
    g_assert_cmpint (sql_int (path, "SELECT count(*) FROM pragma_table_info('hands') WHERE name IN "
                                    "('liable', 'liable_rule')"), ==, 2);
    hands = mj_history_get_match_hands (history, match, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (hands->len, ==, 1);
    g_assert_cmpint (((MjHistoryHand *) hands->pdata[0])->liable, ==, -1);
    g_assert_cmpint (((MjHistoryHand *) hands->pdata[0])->totals[1], ==, 40);
  }
}

/* A history written before version 3, where a computer player's strength stood in
 * brackets: the computers' names written with a dot, their matches still theirs; a
 * person's name with brackets, and a computer's whose new name a person already has, are
 * left as they were. */
static void
test_history_migrate_2 (void)
{
  g_autofree char *path = db_path ("version2.db");
  static const struct { const char *before, *after; gboolean computer; } players[] = {
    { "Kenji (Standard)", "Kenji · Standard", TRUE },
    { "Ann (2) (Beginner)", "Ann (2) · Beginner", TRUE },
    { "Rosa (Mum)", "Rosa (Mum)", FALSE },
    { "Mei (Expert)", "Mei (Expert)", TRUE },
    { "Mei · Expert", "Mei · Expert", FALSE },
  };
  gint64 ids[G_N_ELEMENTS (players)], match;

  {
    g_autoptr(MjHistory) history = open_history (path);
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (players); i++)
      {
        ids[i] = mj_history_ensure_player (history, players[i].before, players[i].computer, &error);
        g_assert_no_error (error);
      }
    match = begin_match (history, ids, 1000);
  }
  sql_exec (path, "UPDATE schema_version SET version = 2;");

  {
    g_autoptr(MjHistory) history = open_history (path);
    g_autoptr(MjHistoryMatch) summary = NULL;
    g_autoptr(GError) error = NULL;

    check_schema (path);
    for (guint i = 0; i < G_N_ELEMENTS (players); i++)
      {
        g_assert_cmpint (mj_history_find_player (history, players[i].after, &error), ==, ids[i]);
        g_assert_no_error (error);
      }
    summary = mj_history_get_match (history, match, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (summary->player_names[0], ==, "Kenji · Standard");
    g_assert_cmpstr (summary->player_names[1], ==, "Ann (2) · Beginner");
  }
}

static void
opened_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
  g_main_context_wakeup (NULL);
}

static gboolean
is_set (gpointer pointer)
{
  return *(gpointer *) pointer != NULL;
}

static MjHistory *
open_async (const char  *path,
            GError     **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  mj_history_open_async (path, MJ_HISTORY_OPEN_DEFAULT, NULL, opened_cb, &result);
  mj_test_wait_until (is_set, &result, 10, "the history to open in the background");
  return mj_history_open_finish (result, error);
}

static void
test_history_open_async (void)
{
  static const char text[] = "not a database at all, not even close: it is just a line of text";
  g_autoptr(GError) error = NULL;
  g_autofree char *bad = db_path ("bad.db");
  g_autofree char *good = db_path ("history.db");
  g_autoptr(MjHistory) history = open_async (good, &error);
  g_autoptr(MjHistory) refused = NULL;

  g_assert_no_error (error);
  g_assert_true (MJ_IS_HISTORY (history));

  write_bytes (bad, text, sizeof text - 1);
  refused = open_async (bad, &error);
  g_assert_null (refused);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
}

/* Players */

static void
test_history_players (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(GPtrArray) players = NULL;
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  MjHistoryFilter filter = { 0 };
  gint64 ids[4];
  gint64 match;

  ensure_players (history, names, ids);
  match = begin_match (history, ids, T0);

  /* the same name is the same player; the name is trimmed */
  g_assert_cmpint (mj_history_ensure_player (history, "  Ann ", FALSE, &error), ==, ids[0]);
  g_assert_no_error (error);
  g_assert_cmpint (mj_history_find_player (history, "Bob", &error), ==, ids[1]);
  g_assert_no_error (error);
  g_assert_cmpint (mj_history_ensure_player (history, "Ann", TRUE, &error), ==, 0);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (mj_history_ensure_player (history, " ", FALSE, &error), ==, 0);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (mj_history_find_player (history, "Zed", &error), ==, 0);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* renamed: the id, the seat and the matches stay */
  g_assert_true (mj_history_rename_player (history, ids[0], "Annie", &error));
  g_assert_no_error (error);
  g_assert_cmpint (mj_history_find_player (history, "Annie", &error), ==, ids[0]);
  g_assert_no_error (error);
  {
    g_autoptr(MjHistoryMatch) m = mj_history_get_match (history, match, &error);

    g_assert_no_error (error);
    g_assert_cmpint (m->players[0], ==, ids[0]);
    g_assert_cmpstr (m->player_names[0], ==, "Annie");
  }
  filter.player = ids[0];
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, &filter, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 1);
  }
  /* a new "Ann" is someone else */
  g_assert_cmpint (mj_history_ensure_player (history, "Ann", FALSE, &error), >, ids[3]);
  g_assert_no_error (error);

  g_assert_false (mj_history_rename_player (history, ids[1], "Annie", &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (mj_history_rename_player (history, 999, "Nobody", &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* renaming to one's own name is fine */
  g_assert_true (mj_history_rename_player (history, ids[1], "Bob", &error));
  g_assert_no_error (error);

  players = mj_history_list_players (history, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 5);
  g_assert_cmpstr (((MjHistoryPlayer *) players->pdata[0])->name, ==, "Ann");
  g_assert_cmpstr (((MjHistoryPlayer *) players->pdata[1])->name, ==, "Annie");
  g_assert_cmpint (((MjHistoryPlayer *) players->pdata[1])->id, ==, ids[0]);
}

static void
test_history_bad_writes (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  FixtureHand draw = { -1, -1, FALSE, FALSE, { 0, 0, 0, 0 } };
  MjHandRecord record = { .number = 1, .winner = -1, .discarder = -1 };
  int balance[4] = { 0 };
  gint64 ids[4];
  gint64 same[4];
  gint64 match;

  ensure_players (history, names, ids);
  same[0] = same[1] = ids[0];
  same[2] = ids[2];
  same[3] = ids[3];
  g_assert_cmpint (mj_history_begin_match (history, ruleset, MJ_HISTORY_PLACE_TABLE, same, 1, 0, &error), ==, 0);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  same[1] = 999;
  g_assert_cmpint (mj_history_begin_match (history, ruleset, MJ_HISTORY_PLACE_TABLE, same, 1, 0, &error), ==, 0);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (sql_int (mj_history_get_path (history), "SELECT count(*) FROM matches"), ==, 0);

  g_assert_false (mj_history_record_hand (history, 999, NULL, &record, NULL, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);

  match = begin_match (history, ids, T0);
  record_fixture_hand (history, match, 1, &draw, balance);
  /* the same hand twice */
  g_assert_false (mj_history_record_hand (history, match, NULL, &record, NULL, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  record.number = 2;
  record.winner = 4;
  g_assert_false (mj_history_record_hand (history, match, NULL, &record, NULL, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_RANGE);
  g_clear_error (&error);

  /* a hand entered by hand: no tiles */
  record.winner = 2;
  record.totals[2] = 30;
  g_assert_true (mj_history_record_hand (history, match, NULL, &record, NULL, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GPtrArray) hands = mj_history_get_match_hands (history, match, &error);
    MjHistoryHand *h = hands->pdata[1];

    g_assert_no_error (error);
    g_assert_false (h->has_payments);
    g_assert_null (h->hand_json[0]);
    g_assert_null (h->score_json[2]);
    g_assert_cmpint (h->totals[2], ==, 30);
    g_assert_cmpint (h->winner, ==, 2);
    g_assert_cmpint (h->discarder, ==, -1);
  }

  /* nothing is added to a finished match */
  g_assert_true (mj_history_finish_match_at (history, match, T0 + 60, &error));
  g_assert_no_error (error);
  g_assert_true (mj_history_finish_match_at (history, match, T0 + 120, &error));
  g_assert_no_error (error);
  record.number = 3;
  g_assert_false (mj_history_record_hand (history, match, NULL, &record, NULL, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  {
    g_autoptr(MjHistoryMatch) m = mj_history_get_match (history, match, &error);

    g_assert_no_error (error);
    g_assert_cmpint (m->finished, ==, T0 + 60);
    g_assert_cmpuint (m->n_hands, ==, 2);
  }
  g_assert_false (mj_history_finish_match (history, 999, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

/* A real match, recorded as it is played */

static void
capture_hands_cb (MjMatch   *match,
                  MjGame    *game,
                  GPtrArray *live)
{
  const MjGameResult *result = mj_game_get_result (game);

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(JsonNode) node = mj_hand_to_json (&result->hands[seat]);

      g_ptr_array_add (live, json_to_string (node, FALSE));
    }
}

static void
test_history_record_match (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 2026, 1);
  g_autoptr(MjHistoryRecorder) recorder = NULL;
  g_autoptr(GPtrArray) live = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(MjHistoryMatch) summary = NULL;
  const char *names[4] = { "Computer East", "Computer South", "Computer West", "Computer North" };
  const MjHandRecord *records;
  guint n_records = 0;
  gint64 ids[4];

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (seat + 11);

      ids[seat] = mj_history_ensure_player (history, names[seat], TRUE, &error);
      g_assert_no_error (error);
      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  mj_match_set_silent (match, TRUE);
  mj_match_set_max_hands (match, 12);
  recorder = mj_history_recorder_new (history, match, MJ_HISTORY_PLACE_SCREEN, ids, &error);
  g_assert_no_error (error);
  g_signal_connect (match, "hand-finished", G_CALLBACK (capture_hands_cb), live);

  mj_match_run (match);
  g_assert_true (mj_match_is_finished (match));
  g_assert_null (mj_history_recorder_get_error (recorder));

  records = mj_match_get_records (match, &n_records);
  g_assert_cmpuint (n_records, ==, 12);
  summary = mj_history_get_match (history, mj_history_recorder_get_match_id (recorder), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->n_hands, ==, n_records);
  g_assert_cmpint (summary->finished, >, 0);
  g_assert_cmpuint (summary->seed, ==, 2026);
  g_assert_cmpuint (summary->first_dealer, ==, 1);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpint (summary->balances[seat], ==, records[n_records - 1].balance[seat]);

  hands = mj_history_get_match_hands (history, summary->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hands->len, ==, n_records);
  for (guint i = 0; i < n_records; i++)
    {
      const MjHistoryHand *h = hands->pdata[i];
      const MjHandRecord *r = &records[i];

      g_assert_cmpuint (h->number, ==, r->number);
      g_assert_cmpint (h->prevailing_wind, ==, r->prevailing_wind);
      g_assert_cmpuint (h->dealer, ==, r->dealer);
      g_assert_cmpint (h->winner, ==, r->winner);
      g_assert_cmpint (h->discarder, ==, r->discarder);
      g_assert_cmpint (h->self_drawn, ==, r->self_drawn);
      g_assert_true (h->has_payments);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_autoptr(JsonNode) again = NULL;
          g_autofree char *again_text = NULL;
          MjHand hand;
          int paid = 0;

          g_assert_cmpint (h->totals[seat], ==, r->totals[seat]);
          g_assert_cmpint (h->net[seat], ==, r->net[seat]);
          g_assert_cmpint (h->balance[seat], ==, r->balance[seat]);
          for (guint other = 0; other < 4; other++)
            paid += h->pays[other][seat] - h->pays[seat][other];
          g_assert_cmpint (paid, ==, r->net[seat]);

          /* the hand reads back as the hand that was played */
          json_parser_load_from_data (parser, h->hand_json[seat], -1, &error);
          g_assert_no_error (error);
          mj_hand_from_json (json_parser_get_root (parser), &hand, &error);
          g_assert_no_error (error);
          again = mj_hand_to_json (&hand);
          again_text = json_to_string (again, FALSE);
          g_assert_cmpstr (again_text, ==, h->hand_json[seat]);
          g_assert_cmpstr (h->hand_json[seat], ==, live->pdata[i * 4 + seat]);

          json_parser_load_from_data (parser, h->score_json[seat], -1, &error);
          g_assert_no_error (error);
          g_assert_cmpint (json_object_get_int_member (json_node_get_object (json_parser_get_root (parser)), "total"),
                           ==, r->totals[seat]);
        }
    }
}

/* A second match by the same rules stores them once; a restored match goes on recording. */
/* A match left before its first hand leaves nothing in the lists; one hand played keeps it. */
static void
test_history_recorder_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  gint64 ids[4], left = 0, played = 0;

  ensure_players (history, names, ids);
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(MjMatch) match = mj_match_new (ruleset, 40 + round, 0);
      MjHistoryRecorder *recorder;

      for (guint seat = 0; seat < 4; seat++)
        {
          g_autoptr(MjRandomPlayer) player = mj_random_player_new (seat);

          mj_match_set_player (match, seat, MJ_PLAYER (player));
        }
      mj_match_set_silent (match, TRUE);
      recorder = mj_history_recorder_new (history, match, MJ_HISTORY_PLACE_SCREEN, ids, &error);
      g_assert_no_error (error);
      if (round == 0)
        left = mj_history_recorder_get_match_id (recorder);
      else
        {
          g_autoptr(MjRandomPlayer) east = mj_random_player_new (9);
          guint n_records = 0;

          /* the person in seat 0 plays one hand, then begins the second and leaves */
          played = mj_history_recorder_get_match_id (recorder);
          mj_match_set_player (match, 0, NULL);
          mj_match_run (match);
          for (guint step = 0; step < 100000 && n_records == 0; step++)
            {
              MjGame *game = mj_match_get_game (match);
              const MjDecision *d = mj_game_get_pending (game, 0);
              MjAction action;

              g_assert_nonnull (d);
              g_assert_true (mj_player_decide (MJ_PLAYER (east), NULL, d, &action));
              g_assert_true (mj_game_answer (game, 0, &action));
              mj_match_run (match);
              mj_match_get_records (match, &n_records);
            }
          g_assert_cmpuint (n_records, ==, 1);
          g_assert_false (mj_match_is_finished (match));
        }
      g_object_unref (recorder);
    }

  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, NULL, &error);
    g_autoptr(MjHistoryMatch) gone = mj_history_get_match (history, left, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 1);
    g_assert_cmpint (((MjHistoryMatch *) matches->pdata[0])->id, ==, played);
    g_assert_cmpuint (((MjHistoryMatch *) matches->pdata[0])->n_hands, ==, 1);
    g_assert_cmpint (gone->deleted, >, 0);
  }
}

static void
test_history_recorder_resumed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(MjRuleset) ruleset = preset ("dmjl");
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 5, 0);
  g_autoptr(MjHistoryRecorder) recorder = NULL;
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  gint64 ids[4];
  gint64 match_id;
  guint n_records = 0;

  ensure_players (history, names, ids);
  begin_match (history, ids, T0);
  match_id = begin_match (history, ids, T0 + 1);
  g_assert_cmpint (sql_int (mj_history_get_path (history), "SELECT count(*) FROM rulesets"), ==, 1);

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (seat);

      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  mj_match_set_silent (match, TRUE);
  mj_match_set_max_hands (match, 3);
  /* three hands played with no recorder, as if saved before the history knew them */
  mj_match_run (match);
  mj_match_get_records (match, &n_records);
  g_assert_cmpuint (n_records, ==, 3);

  recorder = mj_history_recorder_new_resumed (history, match, match_id, &error);
  g_assert_no_error (error);
  {
    g_autoptr(MjHistoryMatch) m = mj_history_get_match (history, match_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (m->n_hands, ==, 3);
    g_assert_cmpint (m->finished, >, 0);
  }
  g_assert_null (mj_history_recorder_new_resumed (history, match, 999, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

/* Atomic writes */

static gboolean
die_mid_hand (MjHistory  *self,
              const char *point,
              gpointer    user_data)
{
  guint *calls = user_data;

  /* two of the four seats are written: the process dies before the commit */
  if (g_str_equal (point, "hand-seat") && ++*calls == 3)
    _exit (42);
  return TRUE;
}

static gboolean
fail_mid_hand (MjHistory  *self,
               const char *point,
               gpointer    user_data)
{
  guint *calls = user_data;

  return !(g_str_equal (point, "hand-seat") && ++*calls == 2);
}

static void
test_history_atomic (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = db_path ("history.db");
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  FixtureHand win = { 1, 2, FALSE, FALSE, { 4, 60, 8, 0 } };
  int balance[4] = { 0 };
  gint64 ids[4];
  gint64 match;
  guint calls = 0;
  pid_t pid;
  int status = 0;

  {
    g_autoptr(MjHistory) history = open_history (path);

    ensure_players (history, names, ids);
    match = begin_match (history, ids, T0);
    record_fixture_hand (history, match, 1, &win, balance);
  }

  /* a process killed in the middle of a transaction */
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      MjHistory *history = mj_history_open (path, NULL);
      int child_balance[4] = { 0 };

      if (history == NULL)
        _exit (1);
      _mj_history_set_test_hook (history, die_mid_hand, &calls);
      record_fixture_hand (history, match, 2, &win, child_balance);
      _exit (2);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 42);

  {
    g_autoptr(MjHistory) history = open_history (path);

    g_assert_cmpuint (count_hands (history, match), ==, 1);
    g_assert_cmpint (sql_int (path, "SELECT count(*) FROM hand_seats"), ==, 4);

    /* a statement failing in the middle: rolled back whole */
    calls = 0;
    _mj_history_set_test_hook (history, fail_mid_hand, &calls);
    {
      MjHandRecord record = { .number = 2, .winner = -1, .discarder = -1 };

      g_assert_false (mj_history_record_hand (history, match, NULL, &record, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
      g_clear_error (&error);
    }
    g_assert_cmpuint (count_hands (history, match), ==, 1);
    g_assert_cmpint (sql_int (path, "SELECT count(*) FROM hand_seats"), ==, 4);

    /* and the same hand can then be written */
    _mj_history_set_test_hook (history, NULL, NULL);
    record_fixture_hand (history, match, 2, &win, balance);
    g_assert_cmpuint (count_hands (history, match), ==, 2);
  }
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM hand_seats"), ==, 8);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM hands h WHERE "
                                  "(SELECT count(*) FROM hand_seats s WHERE s.hand = h.id) != 4"), ==, 0);
}

/* A batch commits together, and a write failing inside it leaves the rest. */
static void
test_history_batch (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  FixtureHand draw = { -1, -1, FALSE, FALSE, { 0, 0, 0, 0 } };
  int balance[4] = { 0 };
  gint64 ids[4];
  gint64 match;

  ensure_players (history, names, ids);
  match = begin_match (history, ids, T0);

  g_assert_true (mj_history_batch_begin (history, &error));
  g_assert_no_error (error);
  record_fixture_hand (history, match, 1, &draw, balance);
  {
    MjHandRecord record = { .number = 1, .winner = -1, .discarder = -1 };

    g_assert_false (mj_history_record_hand (history, match, NULL, &record, NULL, &error));
    g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
    g_clear_error (&error);
  }
  record_fixture_hand (history, match, 2, &draw, balance);
  mj_history_batch_rollback (history);
  g_assert_cmpuint (count_hands (history, match), ==, 0);

  g_assert_true (mj_history_batch_begin (history, &error));
  record_fixture_hand (history, match, 1, &draw, balance);
  record_fixture_hand (history, match, 2, &draw, balance);
  g_assert_true (mj_history_batch_commit (history, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_hands (history, match), ==, 2);
}

/* Bad files */

/* Refused for writing and for reading, and left as it was, with nothing beside it. */
static void
check_refused (const char *path,
               int         code)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);
  g_autofree char *journal = g_strconcat (path, "-journal", NULL);
  g_autoptr(GBytes) before = read_bytes (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (path, &error);
  g_autoptr(MjHistory) reader = NULL;
  g_autoptr(GBytes) after = NULL;

  g_assert_null (history);
  g_assert_error (error, MJ_ERROR, code);
  g_assert_nonnull (strstr (error->message, path));
  g_test_message ("refused: %s", error->message);
  g_clear_error (&error);

  reader = mj_history_open_full (path, MJ_HISTORY_OPEN_READ_ONLY, &error);
  g_assert_null (reader);
  g_assert_error (error, MJ_ERROR, code);

  after = read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
}

static void
test_history_corrupt (void)
{
  g_autofree char *good = db_path ("good.db");
  g_autofree char *random = db_path ("random.db");
  g_autofree char *garbage = db_path ("garbage.db");
  g_autofree char *damaged = db_path ("damaged.db");
  g_autofree char *other = db_path ("other.db");
  g_autofree char *tiny = db_path ("tiny.db");
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(GBytes) good_bytes = NULL;
  guint8 *bytes = g_malloc (16384);
  const guint8 *good_data;
  gsize good_length;

  for (guint i = 0; i < 16384; i++)
    bytes[i] = (guint8) g_rand_int (rand);

  /* random bytes */
  write_bytes (random, bytes, 16384);
  check_refused (random, MJ_ERROR_INVALID);

  /* a few bytes that are not a header */
  write_bytes (tiny, "SQLite", 6);
  check_refused (tiny, MJ_ERROR_INVALID);

  /* a good database to take a header and pages from */
  {
    g_autoptr(MjHistory) history = open_history (good);
    const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
    FixtureHand win = { 0, -1, TRUE, FALSE, { 40, 8, 8, 8 } };
    int balance[4] = { 0 };
    gint64 ids[4];
    gint64 match;

    ensure_players (history, names, ids);
    match = begin_match (history, ids, T0);
    for (guint n = 1; n <= 30; n++)
      record_fixture_hand (history, match, n, &win, balance);
  }
  good_bytes = read_bytes (good);
  good_data = g_bytes_get_data (good_bytes, &good_length);
  g_assert_cmpuint (good_length, >, 8 * 4096);

  /* a valid header followed by garbage */
  memcpy (bytes, good_data, 100);
  write_bytes (garbage, bytes, 16384);
  check_refused (garbage, MJ_ERROR_INVALID);

  /* a good database with a page in the middle overwritten */
  {
    g_autofree guint8 *copy = g_memdup2 (good_data, good_length);

    memcpy (copy + 4 * 4096, bytes + 4096, 4096);
    write_bytes (damaged, copy, good_length);
    check_refused (damaged, MJ_ERROR_INVALID);
  }

  /* someone else's database */
  sql_exec (other, "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hi');");
  check_refused (other, MJ_ERROR_INVALID);

  g_free (bytes);
}

static void
test_history_newer (void)
{
  g_autofree char *path = db_path ("newer.db");

  {
    g_autoptr(MjHistory) history = open_history (path);
  }
  sql_exec (path, "UPDATE schema_version SET version = 99; CREATE TABLE future (x);");
  check_refused (path, MJ_ERROR_VERSION);
  g_assert_cmpint (sql_int (path, "SELECT version FROM schema_version"), ==, 99);
}

static void
test_history_read_only (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = db_path ("ro.db");
  g_autoptr(MjHistory) reader = NULL;
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  gint64 ids[4];

  reader = mj_history_open_full (path, MJ_HISTORY_OPEN_READ_ONLY, &error);
  g_assert_null (reader);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  {
    g_autoptr(MjHistory) history = open_history (path);

    ensure_players (history, names, ids);
    begin_match (history, ids, T0);
  }
  reader = mj_history_open_full (path, MJ_HISTORY_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_true (mj_history_is_read_only (reader));
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (reader, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 1);
  }
  g_assert_cmpint (mj_history_ensure_player (reader, "Eve", FALSE, &error), ==, 0);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
}

/* A game of three: the empty seat has no player, the others are recorded as ever. */
static void
test_history_three_players (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 3, 0);
  g_autoptr(MjHistoryRecorder) recorder = NULL;
  g_autoptr(MjHistoryMatch) summary = NULL;
  g_autoptr(GPtrArray) players = NULL;
  const char *names[3] = { "Three East", "Three South", "Three West" };
  const MjHandRecord *records;
  guint n_records = 0;
  gint64 ids[4] = { 0, 0, 0, 0 };

  g_assert_true (mj_match_set_empty_seats (match, 1u << 3));
  for (guint seat = 0; seat < 3; seat++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (seat + 5);

      ids[seat] = mj_history_ensure_player (history, names[seat], TRUE, &error);
      g_assert_no_error (error);
      mj_match_set_player (match, seat, MJ_PLAYER (player));
    }
  mj_match_set_silent (match, TRUE);
  mj_match_set_max_hands (match, 6);
  recorder = mj_history_recorder_new (history, match, MJ_HISTORY_PLACE_SCREEN, ids, &error);
  g_assert_no_error (error);
  mj_match_run (match);
  g_assert_null (mj_history_recorder_get_error (recorder));

  records = mj_match_get_records (match, &n_records);
  summary = mj_history_get_match (history, mj_history_recorder_get_match_id (recorder), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->n_hands, ==, n_records);
  g_assert_cmpstr (summary->player_names[3], ==, "Empty seat");
  g_assert_cmpint (summary->players[3], ==, 0);
  for (guint seat = 0; seat < 3; seat++)
    {
      g_assert_cmpstr (summary->player_names[seat], ==, names[seat]);
      g_assert_cmpint (summary->balances[seat], ==, records[n_records - 1].balance[seat]);
    }

  /* no player is made of the empty seat */
  players = mj_history_list_players (history, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < players->len; i++)
    g_assert_cmpstr (((MjHistoryPlayer *) players->pdata[i])->name, !=, "Empty seat");
}

/* A score as the history keeps it, written by mj_score_to_json(). */
static char *
stored_score (MjRuleset  *ruleset,
              const char *hand_json,
              MjScore    *score)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (hand_json, &error);
  g_autoptr(JsonNode) written = NULL;
  MjHand hand;

  g_assert_no_error (error);
  mj_hand_from_json (node, &hand, &error);
  g_assert_no_error (error);
  mj_score_hand (ruleset, &hand, score);
  written = mj_score_to_json (ruleset, score);
  return json_to_string (written, FALSE);
}

/* A stored score reads back as the lines it was scored by, then its total. */
static void
test_history_score_lines (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  static const char * const hands[] = {
    /* a winner's hand: its sets, its doubles */
    "{\"seat_wind\": \"S\", \"prevailing_wind\": \"E\","
    " \"concealed\": [\"2c\",\"2c\",\"2c\",\"4d\",\"4d\",\"4d\",\"6b\",\"7b\",\"8b\",\"3b\",\"3b\"],"
    " \"melds\": [{\"kind\": \"pung\", \"tiles\": [\"Rd\",\"Rd\",\"Rd\"], \"exposed\": true}],"
    " \"bonus\": [\"2f\"], \"mahjong\": true, \"winning_tile\": \"3b\", \"self_drawn\": true}",
    /* a long hand: it says so, and scores nothing */
    "{\"seat_wind\": \"S\", \"prevailing_wind\": \"E\","
    " \"concealed\": [\"2c\",\"2c\",\"2c\",\"4d\",\"4d\",\"4d\",\"6b\",\"6b\",\"6b\",\"8c\",\"8c\",\"8c\","
    "                 \"3b\",\"3b\",\"5d\"],"
    " \"mahjong\": true, \"winning_tile\": \"3b\", \"self_drawn\": true}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_autoptr(GString) expected = g_string_new (NULL);
      g_autofree char *total = NULL;
      g_autofree char *stored = NULL;
      g_autofree char *lines = NULL;
      MjScore score;

      stored = stored_score (ruleset, hands[i], &score);
      g_assert_cmpint (score.dead_hand == MJ_DEAD_HAND_LONG, ==, i == 1);
      if (score.dead_hand == MJ_DEAD_HAND_LONG)
        g_string_append (expected, "Long hand: too many tiles, it scores nothing\n");
      else
        {
          g_assert_true (score.won);
          g_assert_cmpuint (score.n_items, >, 1);
        }
      for (guint k = 0; k < score.n_items; k++)
        {
          g_autofree char *line = mj_score_item_describe (&score.items[k]);

          g_string_append_printf (expected, "%s\n", line);
        }
      total = mj_score_describe_total (&score);
      g_string_append (expected, total);

      lines = mj_score_json_describe (stored);
      g_assert_cmpstr (lines, ==, expected->str);
    }

  /* a score entered by hand has no lines, nor has anything that is not a score */
  g_assert_null (mj_score_json_describe (NULL));
  g_assert_null (mj_score_json_describe ("not a score"));
  g_assert_null (mj_score_json_describe ("[1, 2]"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  set_up_root ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/create-reopen", test_history_create_reopen);
  g_test_add_func ("/history/migrate-empty", test_history_migrate_empty);
  g_test_add_func ("/history/migrate-1", test_history_migrate_1);
  g_test_add_func ("/history/migrate-2", test_history_migrate_2);
  g_test_add_func ("/history/open-async", test_history_open_async);
  g_test_add_func ("/history/players", test_history_players);
  g_test_add_func ("/history/bad-writes", test_history_bad_writes);
  g_test_add_func ("/history/record-match", test_history_record_match);
  g_test_add_func ("/history/recorder-resumed", test_history_recorder_resumed);
  g_test_add_func ("/history/recorder-empty", test_history_recorder_empty);
  g_test_add_func ("/history/three-players", test_history_three_players);
  g_test_add_func ("/history/atomic", test_history_atomic);
  g_test_add_func ("/history/batch", test_history_batch);
  g_test_add_func ("/history/corrupt", test_history_corrupt);
  g_test_add_func ("/history/newer", test_history_newer);
  g_test_add_func ("/history/read-only", test_history_read_only);
  g_test_add_func ("/history/score-lines", test_history_score_lines);

  status = g_test_run ();
  tear_down_root ();
  return status;
}
