/* test-history-cli.c: mahjong-table-cli history: the score history from the command line
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>

#include "test-cli-common.h"
#include "test-history-common.h"

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

/* The fixture: Ann, Bob, Cat and "Dan, Jr." play two matches of two hands, 2026-01-01 and
 * 2026-02-01 at noon local time. */

typedef struct
{
  char   *path;
  gint64  matches[2];
} Fixture;

static void
record (MjHistory *history,
        gint64     match,
        guint      number,
        int        winner,
        int        total,
        int        balance[4])
{
  g_autoptr(GError) error = NULL;
  MjHandRecord r = { 0 };

  r.number = (guint16) number;
  r.winner = (gint8) winner;
  r.discarder = -1;
  r.self_drawn = winner >= 0;
  for (guint seat = 0; seat < 4; seat++)
    {
      if (winner >= 0)
        {
          r.totals[seat] = (int) seat == winner ? total : 0;
          r.net[seat] = (int) seat == winner ? 3 * total : -total;
        }
      balance[seat] += r.net[seat];
      r.balance[seat] = balance[seat];
    }
  mj_history_record_hand (history, match, NULL, &r, NULL, &error);
  g_assert_no_error (error);
}

static gint64
local_noon (int year,
            int month,
            int day)
{
  g_autoptr(GDateTime) time = g_date_time_new_local (year, month, day, 12, 0, 0);

  return g_date_time_to_unix (time);
}

static void
fixture_set_up (Fixture       *fx,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = NULL;
  g_autoptr(MjRuleset) bmja = mj_ruleset_new_preset ("bmja", &error);
  g_autoptr(MjRuleset) dmjl = mj_ruleset_new_preset ("dmjl", &error);
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan, Jr." };
  int balance[4] = { 0 };
  gint64 ids[4];

  fx->path = db_path ("family.db");
  history = mj_history_open (fx->path, &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    {
      ids[seat] = mj_history_ensure_player (history, names[seat], FALSE, &error);
      g_assert_no_error (error);
    }

  fx->matches[0] = mj_history_begin_match_at (history, bmja, MJ_HISTORY_PLACE_TABLE, ids, 1, 0,
                                              local_noon (2026, 1, 1), &error);
  g_assert_no_error (error);
  record (history, fx->matches[0], 1, 0, 40, balance);
  record (history, fx->matches[0], 2, -1, 0, balance);
  g_assert_true (mj_history_finish_match (history, fx->matches[0], &error));

  memset (balance, 0, sizeof balance);
  fx->matches[1] = mj_history_begin_match_at (history, dmjl, MJ_HISTORY_PLACE_TABLE, ids, 2, 1,
                                              local_noon (2026, 2, 1), &error);
  g_assert_no_error (error);
  record (history, fx->matches[1], 1, 3, 100, balance);
  record (history, fx->matches[1], 2, 1, 10, balance);
}

static void
fixture_tear_down (Fixture       *fx,
                   gconstpointer  data)
{
  g_free (fx->path);
}

static void
test_history_cli_list (Fixture       *fx,
                       gconstpointer  data)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) filtered = { 0 };
  g_auto(Run) by_date = { 0 };
  g_auto(Run) bad_date = { 0 };
  g_auto(Run) nobody = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *matches;
  JsonObject *newest;

  run_cli (&run, NULL, "history", "list", "--db", fx->path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Dan, Jr. +290"));
  g_assert_nonnull (strstr (run.out, "2026-01-01 12:00"));
  g_assert_nonnull (strstr (run.out, "(unfinished)"));
  g_clear_pointer (&run.out, g_free);
  g_clear_pointer (&run.err, g_free);

  run_cli (&run, NULL, "history", "list", "--json", "--db", fx->path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse (run.out);
  matches = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (matches), ==, 2);
  newest = json_array_get_object_element (matches, 0);
  g_assert_cmpint (json_object_get_int_member (newest, "id"), ==, fx->matches[1]);
  g_assert_cmpstr (json_object_get_string_member (newest, "ruleset"), ==, "dmjl");
  g_assert_cmpstr (json_object_get_string_member (newest, "place"), ==, "table");
  g_assert_cmpint (json_object_get_int_member (newest, "hands"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (newest, "winner"), ==, 3);
  g_assert_true (json_object_get_null_member (newest, "finished"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (newest, "players"), 3), "balance"), ==, 290);

  run_cli (&filtered, NULL, "history", "list", "--ruleset", "bmja", "--player", "Dan, Jr.", "--db", fx->path, NULL);
  g_assert_cmpint (filtered.status, ==, 0);
  g_assert_nonnull (strstr (filtered.out, "bmja"));
  g_assert_null (strstr (filtered.out, "dmjl"));

  run_cli (&by_date, NULL, "history", "list", "--from", "2026-01-15", "--to", "2026-02-01", "--db", fx->path, NULL);
  g_assert_cmpint (by_date.status, ==, 0);
  g_assert_nonnull (strstr (by_date.out, "dmjl"));
  g_assert_null (strstr (by_date.out, "bmja"));

  run_cli (&bad_date, NULL, "history", "list", "--from", "2026-13-01", "--db", fx->path, NULL);
  assert_bad_input (&bad_date, "--from");
  run_cli (&nobody, NULL, "history", "list", "--player", "Zed", "--db", fx->path, NULL);
  assert_bad_input (&nobody, "Zed");
}

static void
test_history_cli_show (Fixture       *fx,
                       gconstpointer  data)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, fx->matches[0]);
  g_auto(Run) run = { 0 };
  g_auto(Run) json = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) not_a_number = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *hands;
  JsonObject *first;

  run_cli (&run, NULL, "history", "show", id, "--db", fx->path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "bmja"));
  g_assert_nonnull (strstr (run.out, "Ann, self-drawn"));
  g_assert_nonnull (strstr (run.out, "drawn"));
  g_assert_nonnull (strstr (run.out, "40 +120"));

  run_cli (&json, NULL, "history", "show", id, "--json", "--db", fx->path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse (json.out);
  hands = json_object_get_array_member (json_node_get_object (root), "hands");
  g_assert_cmpuint (json_array_get_length (hands), ==, 2);
  first = json_array_get_object_element (hands, 0);
  g_assert_cmpint (json_object_get_int_member (first, "winner"), ==, 0);
  g_assert_true (json_object_get_boolean_member (first, "self_drawn"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (first, "seats"), 0), "balance"), ==, 120);

  run_cli (&unknown, NULL, "history", "show", "999", "--db", fx->path, NULL);
  assert_bad_input (&unknown, "999");
  run_cli (&not_a_number, NULL, "history", "show", "first", "--db", fx->path, NULL);
  assert_bad_input (&not_a_number, "first");
}

static void
test_history_cli_export (Fixture       *fx,
                         gconstpointer  data)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, fx->matches[1]);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (fx->path, &error);
  g_autofree char *expected = mj_history_export_csv (history, fx->matches[1], &error);
  g_auto(Run) run = { 0 };
  g_auto(Run) no_format = { 0 };
  g_auto(Run) unknown = { 0 };

  g_assert_no_error (error);
  run_cli (&run, NULL, "history", "export", id, "--csv", "--db", fx->path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_true (g_str_has_prefix (run.out, "hand,prevailing wind,dealer,winner,discarder,self-drawn,limit hand,"
                                            "Ann score,"));
  g_assert_nonnull (strstr (run.out, ",\"Dan, Jr. score\","));
  g_assert_nonnull (strstr (run.out, "\r\n1,E,Ann,\"Dan, Jr.\",,yes,no,"));

  run_cli (&no_format, NULL, "history", "export", id, "--db", fx->path, NULL);
  assert_bad_input (&no_format, "--csv");
  run_cli (&unknown, NULL, "history", "export", "999", "--csv", "--db", fx->path, NULL);
  assert_bad_input (&unknown, "999");
}

static void
test_history_cli_stats (Fixture       *fx,
                        gconstpointer  data)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) json = { 0 };
  g_auto(Run) nobody = { 0 };
  g_auto(Run) players = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *player;
  JsonObject *against;

  run_cli (&run, NULL, "history", "stats", "Dan, Jr.", "--against", "Ann", "--db", fx->path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Dan, Jr. (person)"));
  g_assert_nonnull (strstr (run.out, "hands           4 (won 1, 25.0%)"));
  g_assert_nonnull (strstr (run.out, "biggest hand    100"));
  g_assert_nonnull (strstr (run.out, "2 matches together"));

  run_cli (&json, NULL, "history", "stats", "Dan, Jr.", "--json", "--against", "Ann", "--db", fx->path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse (json.out);
  player = json_object_get_object_member (json_node_get_object (root), "player");
  g_assert_cmpint (json_object_get_int_member (player, "matches"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (player, "matches_won"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (player, "hands_won"), ==, 1);
  /* -40 in the first match, +300 - 10 in the second */
  g_assert_cmpint (json_object_get_int_member (player, "net"), ==, 250);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (player, "balance_series")), ==, 2);
  against = json_object_get_object_member (json_node_get_object (root), "against");
  g_assert_cmpint (json_object_get_int_member (against, "matches"), ==, 2);

  run_cli (&nobody, NULL, "history", "stats", "Zed", "--db", fx->path, NULL);
  assert_bad_input (&nobody, "Zed");

  run_cli (&players, NULL, "history", "players", "--db", fx->path, NULL);
  g_assert_cmpint (players.status, ==, 0);
  g_assert_nonnull (strstr (players.out, "Dan, Jr."));
}

/* Bad databases are refused and left alone */

static void
check_refused (const char *path,
               const char *says)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_length = 0;
  gsize after_length = 0;
  const char *subcommands[][2] = { { "list", NULL }, { "show", "1" }, { "stats", "Ann" } };

  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    {
      g_auto(Run) run = { 0 };

      if (subcommands[i][1] != NULL)
        run_cli (&run, NULL, "history", subcommands[i][0], subcommands[i][1], "--db", path, NULL);
      else
        run_cli (&run, NULL, "history", subcommands[i][0], "--db", path, NULL);
      assert_bad_input (&run, says);
    }
  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (before, before_length, after, after_length);
}

static void
test_history_cli_bad_database (Fixture       *fx,
                               gconstpointer  data)
{
  g_autofree char *garbage = db_path ("garbage.db");
  g_autofree char *missing = db_path ("missing.db");
  g_autofree char *contents = NULL;
  gsize length = 0;
  sqlite3 *db = NULL;

  /* a good header, then garbage */
  g_assert_true (g_file_get_contents (fx->path, &contents, &length, NULL));
  memset (contents + 100, 0x5a, length - 100);
  g_assert_true (g_file_set_contents (garbage, contents, (gssize) length, NULL));
  check_refused (garbage, "damaged");

  /* from a newer version */
  g_assert_cmpint (sqlite3_open (fx->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "UPDATE schema_version SET version = 99", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  check_refused (fx->path, "newer version");

  /* not there: not made */
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL, "history", "list", "--db", missing, NULL);
    assert_bad_input (&run, "no history");
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  }
}

static void
test_history_cli_usage (Fixture       *fx,
                        gconstpointer  data)
{
  g_auto(Run) none = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) extra = { 0 };
  g_auto(Run) help = { 0 };

  run_cli (&none, NULL, "history", "--db", fx->path, NULL);
  assert_bad_input (&none, "list");
  run_cli (&unknown, NULL, "history", "remove", "1", "--db", fx->path, NULL);
  assert_bad_input (&unknown, "remove");
  run_cli (&extra, NULL, "history", "list", "now", "--db", fx->path, NULL);
  assert_bad_input (&extra, "now");
  run_cli (&help, NULL, "help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "history"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  set_up_root ();
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/history-cli/list", Fixture, NULL, fixture_set_up, test_history_cli_list, fixture_tear_down);
  g_test_add ("/history-cli/show", Fixture, NULL, fixture_set_up, test_history_cli_show, fixture_tear_down);
  g_test_add ("/history-cli/export", Fixture, NULL, fixture_set_up, test_history_cli_export, fixture_tear_down);
  g_test_add ("/history-cli/stats", Fixture, NULL, fixture_set_up, test_history_cli_stats, fixture_tear_down);
  g_test_add ("/history-cli/bad-database", Fixture, NULL, fixture_set_up, test_history_cli_bad_database,
              fixture_tear_down);
  g_test_add ("/history-cli/usage", Fixture, NULL, fixture_set_up, test_history_cli_usage, fixture_tear_down);

  status = g_test_run ();
  tear_down_root ();
  return status;
}
