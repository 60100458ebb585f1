/* test-cli.c: the command-line contract of mahjong-table-cli (DESIGN.md)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "mj-history.h"
#include "mj-test-files.h"
#include "test-cli-common.h"

static void
test_cli_rulesets (void)
{
  g_auto(Run) run = { 0 };
  static const char * const ids[] = {
    "oxenstierna", "classical-mixed", "classical-one-double", "classical-cleared",
    "bmja", "dmjl", "cantonese", "hong-kong",
  };

  run_cli (&run, NULL, "rulesets", NULL);
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *line_start = g_strdup_printf ("%s ", ids[i]);

      g_assert_nonnull (strstr (run.out, line_start));
    }
  g_assert_nonnull (strstr (run.out, "Headley"));
}

#define PURE_HAND "{\"seat_wind\": \"S\", \"prevailing_wind\": \"E\", " \
  "\"concealed\": [\"2b\",\"2b\",\"2b\",\"5b\",\"5b\",\"5b\",\"7b\",\"7b\",\"7b\",\"9b\",\"9b\"], " \
  "\"melds\": [{\"kind\": \"pung\", \"tiles\": [\"Rd\",\"Rd\",\"Rd\"], \"exposed\": true}], " \
  "\"mahjong\": true, \"winning_tile\": \"9b\", \"self_drawn\": true}"

static void
test_cli_score_json (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *answer;
  JsonArray *items;
  gboolean has_dragon_double = FALSE;

  run_cli (&run, PURE_HAND, "score", "--ruleset", "bmja", "--json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  answer = parse_object (parser, run.out);

  g_assert_cmpstr (json_object_get_string_member (answer, "ruleset"), ==, "bmja");
  g_assert_true (json_object_get_boolean_member (answer, "won"));
  g_assert_true (json_object_has_member (answer, "arrangement"));
  g_assert_true (json_object_has_member (answer, "limit_applied"));
  /* concealed minor pungs 4+4+4, exposed Rd 4, pair 9b 0, going out 20, self-drawn 2 = 38;
   * doubles: dragon pung, no chows, one suit with honours is not purity: 2 doubles */
  g_assert_cmpint (json_object_get_int_member (answer, "points"), ==, 38);
  g_assert_cmpint (json_object_get_int_member (answer, "doubles"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (answer, "total"), ==, 152);

  items = json_object_get_array_member (answer, "items");
  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);

      g_assert_true (json_object_has_member (item, "rule"));
      g_assert_true (json_object_has_member (item, "name"));
      if (g_str_equal (json_object_get_string_member (item, "rule"), "dragon-pung"))
        has_dragon_double = json_object_get_int_member (item, "doubles") == 1;
    }
  g_assert_true (has_dragon_double);
}

static void
test_cli_score_table (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, PURE_HAND, "score", "--ruleset", "bmja", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Pung of dragons"));
  g_assert_nonnull (strstr (run.out, ": 152"));  /* the total line: "… doubled … times: 152" */
}

static void
test_cli_score_waits (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *answer;
  JsonArray *waits;

  /* 13 tiles: ready for 3d or 6d */
  run_cli (&run, "{\"concealed\": [\"1c\",\"1c\",\"1c\",\"Ew\",\"Ew\",\"Ew\",\"Rd\",\"Rd\",\"Rd\",\"4d\",\"5d\",\"9b\",\"9b\"]}",
           "score", "--ruleset", "dmjl", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  answer = parse_object (parser, run.out);
  waits = json_object_get_array_member (answer, "waits");
  g_assert_nonnull (waits);
  g_assert_cmpuint (json_array_get_length (waits), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (waits, 0), ==, "3d");
  g_assert_cmpstr (json_array_get_string_element (waits, 1), ==, "6d");
}

static void
test_cli_score_dead_hand (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *answer;

  /* 15 tiles declared as a win: a long hand scores nothing, and says so */
  run_cli (&run, "{\"concealed\": [\"1c\",\"1c\",\"1c\",\"2c\",\"2c\",\"2c\",\"3c\",\"3c\",\"3c\",\"4c\",\"4c\",\"4c\",\"5c\",\"5c\",\"5c\"], \"mahjong\": true}",
           "score", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  answer = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (answer, "dead_hand"), ==, "long");
  g_assert_cmpint (json_object_get_int_member (answer, "total"), ==, 0);
  g_assert_false (json_object_get_boolean_member (answer, "won"));
  run_clear (&run);

  /* 10 tiles: a short hand, scored as a losing hand (a concealed pung of 1c: 8) */
  run_cli (&run, "{\"concealed\": [\"1c\",\"1c\",\"1c\",\"2c\",\"3c\",\"4c\",\"6b\",\"7b\",\"8b\",\"9b\"]}",
           "score", "--ruleset", "bmja", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_clear_object (&parser);
  parser = json_parser_new ();
  answer = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (answer, "dead_hand"), ==, "short");
  g_assert_cmpint (json_object_get_int_member (answer, "total"), ==, 8);
}

static void
test_cli_score_payments (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *input = g_strdup_printf (
    "{\"hands\": [%s, {\"concealed\": [\"Rd\",\"Rd\",\"Rd\"]}, {\"concealed\": [\"3c\",\"3c\",\"3c\"]}, {\"concealed\": [\"1d\",\"5d\"]}],"
    " \"east\": 1, \"winner\": 0, \"discarder\": null}", PURE_HAND);
  JsonObject *answer;
  JsonArray *payments, *net;
  int sum = 0;

  run_cli (&run, input, "score", "--ruleset", "bmja", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  answer = parse_object (parser, run.out);
  payments = json_object_get_array_member (answer, "payments");
  net = json_object_get_array_member (answer, "net");
  g_assert_cmpuint (json_array_get_length (payments), ==, 4);

  /* winner 152; East (seat 1) pays double: 304; seat 2 (4) and 3 (0) pay 152 each */
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, 1), 0), ==, 304);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, 2), 0), ==, 152);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, 3), 0), ==, 152);
  /* East's concealed pung of dragons: 8 x 2 = 16; seat 2: 4; seat 3: 0.
   * seat 2 pays East (16-4)*2 = 24, seat 3 pays East 16*2 = 32, seat 3 pays seat 2 4 */
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, 2), 1), ==, 24);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, 3), 1), ==, 32);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, 3), 2), ==, 4);

  for (guint i = 0; i < 4; i++)
    sum += (int) json_array_get_int_element (net, i);
  g_assert_cmpint (sum, ==, 0);
  g_assert_cmpint (json_array_get_int_element (net, 0), ==, 608);
}

/* The other three hands of the Cantonese tables below: thirteen tiles each, nothing of the
 * winner's suit. */
#define CA_OTHERS(seat0, seat1, seat3) \
  "{\"seat_wind\":\"" seat0 "\",\"prevailing_wind\":\"E\",\"concealed\":[\"1c\",\"4c\",\"7c\",\"1d\",\"4d\",\"7d\",\"Ew\",\"Sw\",\"Ww\",\"Nw\",\"Rd\",\"Gd\",\"Wd\"]}," \
  "{\"seat_wind\":\"" seat1 "\",\"prevailing_wind\":\"E\",\"concealed\":[\"2c\",\"5c\",\"8c\",\"2d\",\"5d\",\"8d\",\"3d\",\"6d\",\"9d\",\"Rd\",\"Gd\",\"Wd\",\"Ew\"]},"

/* Cantonese "Calling 9 pieces", read from the winner's hand: West revealed a pung of 2b, a
 * chow 3b4b5b and a pung of 6b, and goes out on seat 1's 9b with a clear hand: one suit, 6
 * faan, 64 points. "The discarding player must pay everyone's payout ... he pays 4 times the
 * pay-out": 256, and the others nothing. "Calling 12 pieces": the fourth set fed by seat 3,
 * the hand then self-drawn: seat 3 "must pay everything, on top of the doubling already
 * expected for a self-draw": 7 faan (a self-draw), 128, doubled, for three: 768. */
static void
test_cli_score_calling_pieces (void)
{
  static const struct
  {
    const char *name;
    const char *input;
    int         liable;
    const char *rule;
    int         pays[4];   /* what each seat pays the winner, seat 2 */
  } cases[] = {
    { "nine",
      "{\"hands\": [" CA_OTHERS ("E", "S", "N")
      "{\"seat_wind\":\"W\",\"prevailing_wind\":\"E\",\"concealed\":[\"5b\",\"5b\",\"7b\",\"8b\",\"9b\"],"
      "\"melds\":[{\"kind\":\"pung\",\"tiles\":[\"2b\",\"2b\",\"2b\"],\"exposed\":true},"
      "{\"kind\":\"chow\",\"tiles\":[\"3b\",\"4b\",\"5b\"],\"exposed\":true},"
      "{\"kind\":\"pung\",\"tiles\":[\"6b\",\"6b\",\"6b\"],\"exposed\":true}],"
      "\"mahjong\":true,\"winning_tile\":\"9b\",\"self_drawn\":false,\"flags\":[\"calling\"]},"
      "{\"seat_wind\":\"N\",\"prevailing_wind\":\"E\",\"concealed\":[\"3c\",\"6c\",\"9c\",\"3d\",\"6d\",\"9d\",\"1c\",\"2c\",\"Sw\",\"Ww\",\"Nw\",\"Gd\",\"Wd\"]}],"
      " \"east\": 0, \"winner\": 2, \"discarder\": 1}",
      1, "calling-nine", { 0, 256, 0, 0 } },
    { "twelve",
      "{\"hands\": [" CA_OTHERS ("E", "S", "N")
      "{\"seat_wind\":\"W\",\"prevailing_wind\":\"E\",\"concealed\":[\"5b\",\"5b\"],"
      "\"melds\":[{\"kind\":\"pung\",\"tiles\":[\"2b\",\"2b\",\"2b\"],\"exposed\":true},"
      "{\"kind\":\"chow\",\"tiles\":[\"3b\",\"4b\",\"5b\"],\"exposed\":true},"
      "{\"kind\":\"pung\",\"tiles\":[\"6b\",\"6b\",\"6b\"],\"exposed\":true},"
      "{\"kind\":\"chow\",\"tiles\":[\"7b\",\"8b\",\"9b\"],\"exposed\":true}],"
      "\"mahjong\":true,\"winning_tile\":\"5b\",\"self_drawn\":true},"
      "{\"seat_wind\":\"N\",\"prevailing_wind\":\"E\",\"concealed\":[\"3c\",\"6c\",\"9c\",\"3d\",\"6d\",\"9d\",\"1c\",\"2c\",\"Sw\",\"Ww\",\"Nw\",\"Gd\",\"Wd\"]}],"
      " \"east\": 0, \"winner\": 2, \"discarder\": null, \"twelfth_piece_from\": 3}",
      3, "calling-twelve", { 0, 0, 0, 768 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_auto(Run) run = { 0 };
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *answer;
      JsonArray *payments;

      g_test_message ("%s", cases[c].name);
      run_cli (&run, cases[c].input, "score", "--ruleset", "cantonese", "--json", NULL);
      g_assert_cmpint (run.status, ==, 0);
      answer = parse_object (parser, run.out);
      g_assert_cmpint (json_object_get_int_member (answer, "liable"), ==, cases[c].liable);
      g_assert_cmpstr (json_object_get_string_member (answer, "liable_rule"), ==, cases[c].rule);
      payments = json_object_get_array_member (answer, "payments");
      for (guint seat = 0; seat < 4; seat++)
        g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (payments, seat), 2), ==,
                         cases[c].pays[seat]);
    }
}

/* Bad input: exit status 2 and one line naming what is wrong. */
static void
test_cli_bad_input (void)
{
  struct { const char *input; const char *expect; } cases[] = {
    { "{\"concealed\": [\"1c\"], \"colour\": \"red\"}", "“colour”" },
    { "{\"concealed\": [\"1c\", \"5x\"]}", "concealed[1]: unknown tile “5x”" },
    { "{\"concealed\": [\"5d\",\"5d\",\"5d\",\"5d\",\"5d\"]}", "fifth 5d" },
    { "{\"melds\": [{\"kind\": \"chow\", \"tiles\": [\"Ew\",\"Sw\",\"Ww\"]}]}", "melds[0]: a chow" },
    { "{\"melds\": [{\"kind\": \"pung\", \"tiles\": [\"2f\",\"2f\",\"2f\"]}]}", "flower or season" },
    { "{\"melds\": [{\"kind\": \"pung\", \"tiles\": [\"2c\",\"2c\"]}]}", "melds[0].tiles" },
    { "{\"concealed\": [\"1c\"], \"melds\": [{\"kind\": \"kong\", \"tiles\": [\"1c\",\"1c\",\"1c\",\"1c\"]}]}", "only four" },
    { "{\"bonus\": [\"5d\"]}", "bonus[0]" },
    { "{\"seat_wind\": \"Q\"}", "seat_wind" },
    { "{\"flags\": [\"lucky\"]}", "flags[0]" },
    { "[1, 2", "not JSON" },
    { "{\"concealed\": [\"1c\"], \"winning_tile\": \"2c\"}", "winning tile 2c" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, cases[i].input, "score", "--json", NULL);
      g_test_message ("input %s: %s", cases[i].input, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpuint (count_lines (run.err), ==, 1);
      g_assert_nonnull (strstr (run.err, cases[i].expect));
      g_assert_cmpstr (run.out, ==, "");
    }
}

static void
test_cli_unknown (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);

  run_cli (&run, "{}", "score", "--ruleset", "no-such-rules", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "no-such-rules"));
  g_assert_cmpuint (count_lines (run.err), ==, 1);
}

/* What saving costs: a short run, each row a p50, a p99 and a max that make sense. */
static void
test_cli_bench_saves (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(GStrv) lines = NULL;
  guint rows = 0;

  run_cli (&run, NULL, "bench", "saves", "--seconds", "0.05", NULL);
  g_test_message ("%s%s", run.out, run.err);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *p50 = strstr (lines[i], " p50 ");
      gint64 median = 0, p99 = 0, max = 0;
      guint count = 0;
      char unit[16];

      if (p50 == NULL)
        continue;
      g_assert_cmpint (sscanf (p50, " p50 %" G_GINT64_FORMAT " p99 %" G_GINT64_FORMAT " max %" G_GINT64_FORMAT
                               " %15s (%u)", &median, &p99, &max, unit, &count), ==, 5);
      g_assert_cmpint (median, >, 0);
      g_assert_cmpint (median, <=, p99);
      g_assert_cmpint (p99, <=, max);
      g_assert_cmpuint (count, >, 0);
      rows++;
    }
  /* size, JSON and write, for the steps of matches and for late in a long one */
  g_assert_cmpuint (rows, ==, 6);
  g_assert_nonnull (strstr (run.out, "JSON made on the main thread"));
  g_assert_nonnull (strstr (run.out, "durable write"));

  run_cli (&unknown, NULL, "bench", "nothing", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "saves"));
}

/* What every history subcommand says of a history with nothing in it. */
static void
check_empty_history (void)
{
  struct { const char *args[4]; int status; const char *says; } cases[] = {
    { { "list", NULL }, 0, "No matches are recorded" },
    { { "list", "--json", NULL }, 0, "[]" },
    { { "list", "--ruleset", "bmja", NULL }, 0, "No recorded match fits" },
    { { "players", NULL }, 0, "No players are recorded" },
    { { "players", "--json", NULL }, 0, "[]" },
    /* a match or a player asked for is still not there */
    { { "show", "1", NULL }, 2, "No match 1" },
    { { "export", "1", "--csv", NULL }, 2, "No match 1" },
    { { "stats", "Ann", NULL }, 2, "“Ann”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      const char * const *a = cases[i].args;

      run_cli (&run, NULL, "history", a[0], a[1], a[2], a[3], NULL);
      g_test_message ("history %s: %d, %s%s", a[0], run.status, run.out, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      if (cases[i].status == 0)
        {
          g_assert_cmpuint (count_lines (run.out), ==, 1);
          g_assert_nonnull (strstr (run.out, cases[i].says));
          g_assert_cmpstr (run.err, ==, "");
        }
      else
        {
          g_assert_cmpuint (count_lines (run.err), ==, 1);
          g_assert_nonnull (strstr (run.err, cases[i].says));
          g_assert_cmpstr (run.out, ==, "");
        }
    }
}

/* An empty history is not an error (DESIGN.md): neither the game's own history not made
 * yet, nor one made with nothing recorded in it. */
static void
test_cli_history_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *ours = g_build_filename (g_get_user_data_dir (), "mahjong-table", NULL);
  g_autofree char *path = g_build_filename (ours, "history.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_length = 0, after_length = 0;

  check_empty_history ();
  /* the command only reads: nothing was made */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  {
    g_autoptr(MjHistory) history = NULL;

    g_assert_cmpint (g_mkdir_with_parents (ours, 0700), ==, 0);
    history = mj_history_open (path, &error);
    g_assert_no_error (error);
  }
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));
  check_empty_history ();
  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (before, before_length, after, after_length);

  mj_test_remove_tree (ours);
}

/* The course listed, and checked against the game; a lesson being written is checked in
 * its place, and its mistake named. */
static void
test_cli_lessons (void)
{
  g_auto(Run) list = { 0 };
  g_auto(Run) check = { 0 };
  g_auto(Run) bad = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mj-lessons-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "mine.lesson", NULL);
  JsonArray *lessons;

  run_cli (&list, NULL, "lessons", "list", "--json", NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, list.out, -1, &error));
  lessons = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (lessons), >=, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (lessons, 0), "id"), ==,
                   "first-mahjong");

  run_cli (&check, NULL, "lessons", "check", NULL);
  g_assert_cmpint (check.status, ==, 0);
  g_assert_nonnull (strstr (check.out, "ok      first-mahjong"));
  g_assert_nonnull (strstr (check.out, " lessons checked, 0 failed"));

  /* a drill whose stated answer is not the game's */
  mj_test_write_file (path, "[Lesson]\nId=mine\nUnit=tiles\nOrder=9\nKind=drill\nTitle=T\nSummary=S\n"
                            "Ruleset=bmja-stage1\nUses=mahjong\n[Item 1]\nAsk=mahjong\nSay=?\nTile=Ew\n"
                            "Hand=1c 1c 1c 5b 6b 7b 9d 9d 9d Rd Rd Rd Ew Ew\nAnswer=no\n");
  run_cli (&bad, NULL, "lessons", "check", path, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.out, "FAILED  mine"));
  g_assert_nonnull (strstr (bad.out, "1 lessons checked, 1 failed"));
  g_assert_nonnull (strstr (bad.err, "mine.lesson: [Item 1] Answer: “no”, but the game finds “yes”"));
  mj_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  /* a data folder of its own, where the tool finds no history, and no family's rulesets */
  g_autofree char *data = mj_test_isolate_data ("mj-test-cli");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/rulesets", test_cli_rulesets);
  g_test_add_func ("/cli/score/json", test_cli_score_json);
  g_test_add_func ("/cli/score/table", test_cli_score_table);
  g_test_add_func ("/cli/score/waits", test_cli_score_waits);
  g_test_add_func ("/cli/score/dead-hand", test_cli_score_dead_hand);
  g_test_add_func ("/cli/score/payments", test_cli_score_payments);
  g_test_add_func ("/cli/score/calling-pieces", test_cli_score_calling_pieces);
  g_test_add_func ("/cli/bad-input", test_cli_bad_input);
  g_test_add_func ("/cli/unknown", test_cli_unknown);
  g_test_add_func ("/cli/history/empty", test_cli_history_empty);
  g_test_add_func ("/cli/bench/saves", test_cli_bench_saves);
  g_test_add_func ("/cli/lessons", test_cli_lessons);

  status = g_test_run ();
  mj_test_remove_tree (data);
  return status;
}
