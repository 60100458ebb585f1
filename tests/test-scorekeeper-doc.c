/* test-scorekeeper-doc.c: a match scored at a real table, as its save file's document
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A scorekeeper's save read back is what was written, field by field, and the list of
 * saves shows its header. A document that is damaged in any one place is refused with an
 * error naming it, one from a newer version as such; either is moved aside, never deleted.
 */

#include "config.h"

#include <string.h>

#include "mj-error.h"
#include "mj-hand-json.h"
#include "mj-saves.h"
#include "mj-scorekeeper-save.h"

/* A seat's tiles, as a hand's JSON. */
static void
set_seat (MjScorekeeperSave *save,
          guint              seat,
          const char        *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_true (mj_hand_from_json (json_parser_get_root (parser), &save->seats[seat], &error));
  g_assert_no_error (error);
}

/* An evening's second hand half entered: South went out on East's discard, East fed it
 * dangerously, a Goulash, two special circumstances ticked. */
static void
make_save (MjScorekeeperSave *save)
{
  static const char * const names[4] = { "Anna", "Ben", "Chloé", "Dai" };
  static const int balances[4] = { 48, -16, -16, -16 };

  mj_scorekeeper_save_init (save);
  save->saved = 1790000000;
  save->history_match = 7;
  save->ruleset_id = g_strdup ("bmja");
  save->ruleset_name = g_strdup ("British Mah-Jong Association");
  save->prevailing_wind = MJ_WIND_SOUTH;
  save->hand = 2;
  for (guint seat = 0; seat < 4; seat++)
    {
      save->names[seat] = g_strdup (names[seat]);
      save->balances[seat] = balances[seat];
    }
  save->dealer = 1;
  save->shown = 2;

  /* South: an exposed pung of red dragons, a concealed kong of north winds, a chow; West:
   * a few loose tiles and a season; North: an exposed kong; East: nothing */
  set_seat (save, 0, "{\"seat_wind\": \"N\", \"prevailing_wind\": \"S\"}");
  set_seat (save, 1, "{\"seat_wind\": \"E\", \"prevailing_wind\": \"S\","
                     " \"concealed\": [\"7c\", \"7c\", \"7c\", \"5d\", \"5d\"],"
                     " \"melds\": [{\"kind\": \"pung\", \"tiles\": [\"Rd\", \"Rd\", \"Rd\"]},"
                     " {\"kind\": \"kong\", \"tiles\": [\"Nw\", \"Nw\", \"Nw\", \"Nw\"], \"exposed\": false},"
                     " {\"kind\": \"chow\", \"tiles\": [\"3b\", \"4b\", \"5b\"]}], \"bonus\": [\"2f\"]}");
  set_seat (save, 2, "{\"seat_wind\": \"S\", \"prevailing_wind\": \"S\", \"concealed\": [\"Wd\", \"Wd\", \"1d\"],"
                     " \"bonus\": [\"2s\"]}");
  set_seat (save, 3, "{\"seat_wind\": \"W\", \"prevailing_wind\": \"S\","
                     " \"melds\": [{\"kind\": \"kong\", \"tiles\": [\"Ew\", \"Ew\", \"Ew\", \"Ew\"]}]}");

  save->winner = 1;
  save->winning_tile = MJ_TILE_CIRCLES_1 + 4;
  save->how = MJ_SCOREKEEPER_WIN_DISCARD;
  save->from = 0;
  save->special = MJ_HAND_FLAG_ORIGINAL_CALL | MJ_HAND_FLAG_TWOFOLD_FORTUNE;
  save->liable = 0;
  save->goulash = TRUE;
}

static void
assert_same_hand (const MjHand *a,
                  const MjHand *b)
{
  g_assert_cmpint (a->seat_wind, ==, b->seat_wind);
  g_assert_cmpint (a->prevailing_wind, ==, b->prevailing_wind);
  g_assert_cmpmem (a->concealed, sizeof a->concealed, b->concealed, sizeof b->concealed);
  g_assert_cmpuint (a->n_melds, ==, b->n_melds);
  for (guint i = 0; i < a->n_melds; i++)
    {
      g_assert_cmpuint (a->melds[i].kind, ==, b->melds[i].kind);
      g_assert_cmpuint (a->melds[i].tile, ==, b->melds[i].tile);
      g_assert_cmpuint (a->melds[i].exposed, ==, b->melds[i].exposed);
      g_assert_cmpuint (a->melds[i].kong_origin, ==, b->melds[i].kong_origin);
    }
  g_assert_cmpuint (a->bonus, ==, b->bonus);
}

static void
assert_same (const MjScorekeeperSave *a,
             const MjScorekeeperSave *b)
{
  g_assert_cmpint (a->saved, ==, b->saved);
  g_assert_cmpint (a->history_match, ==, b->history_match);
  g_assert_cmpstr (a->ruleset_id, ==, b->ruleset_id);
  g_assert_cmpstr (a->ruleset_name, ==, b->ruleset_name);
  g_assert_cmpint (a->prevailing_wind, ==, b->prevailing_wind);
  g_assert_cmpuint (a->hand, ==, b->hand);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpstr (a->names[seat], ==, b->names[seat]);
      g_assert_cmpint (a->balances[seat], ==, b->balances[seat]);
      assert_same_hand (&a->seats[seat], &b->seats[seat]);
    }
  g_assert_cmpuint (a->dealer, ==, b->dealer);
  g_assert_cmpuint (a->shown, ==, b->shown);
  g_assert_cmpint (a->winner, ==, b->winner);
  g_assert_cmpuint (a->winning_tile, ==, b->winning_tile);
  g_assert_cmpint (a->how, ==, b->how);
  g_assert_cmpuint (a->from, ==, b->from);
  g_assert_cmphex (a->special, ==, b->special);
  g_assert_cmpint (a->liable, ==, b->liable);
  g_assert_cmpint (a->goulash, ==, b->goulash);
}

/* Read back, from the text and from a file in the saves' folder, it is what was written;
 * the list of saves shows its header. */
static void
test_round_trip (void)
{
  g_autofree char *dir = mj_saves_get_default_dir ();
  MjScorekeeperSave save, back, empty, empty_back;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = mj_saves_new_path (dir, MJ_SAVE_SCOREKEEPER);
  g_autofree char *base = g_path_get_basename (path);
  const MjSaveInfo *info;

  make_save (&save);
  text = mj_scorekeeper_save_to_text (&save);
  g_test_message ("%s", text);
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_true (mj_scorekeeper_save_read (json_parser_get_root (parser), &back, &error));
  g_assert_no_error (error);
  assert_same (&save, &back);
  mj_scorekeeper_save_clear (&back);

  g_assert_true (g_str_has_prefix (base, "scorekeeper-"));
  g_assert_true (mj_saves_write_file (path, text, strlen (text), &error));
  g_assert_true (mj_scorekeeper_save_load (path, &back, &error));
  g_assert_no_error (error);
  assert_same (&save, &back);
  mj_scorekeeper_save_clear (&back);

  list = mj_saves_list (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  info = list->pdata[0];
  g_assert_no_error (info->problem);
  g_assert_cmpstr (info->path, ==, path);
  g_assert_cmpint (info->kind, ==, MJ_SAVE_SCOREKEEPER);
  g_assert_cmpint (info->saved, ==, save.saved);
  g_assert_cmpint (info->history_match, ==, save.history_match);
  g_assert_cmpstr (info->ruleset_name, ==, save.ruleset_name);
  g_assert_cmpuint (info->prevailing_wind, ==, save.prevailing_wind);
  g_assert_cmpuint (info->hand, ==, save.hand);
  g_assert_false (info->between_hands);
  g_assert_false (info->finished);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpstr (info->names[seat], ==, save.names[seat]);
      g_assert_cmpint (info->balances[seat], ==, save.balances[seat]);
    }
  {
    g_autofree char *said = mj_save_info_describe (info);

    g_assert_cmpstr (said, ==, "British Mah-Jong Association, South round, hand 2, Anna leads by 64 points");
  }

  /* a match just begun: nothing entered, nobody out */
  make_save (&empty);
  empty.hand = 1;
  memset (empty.balances, 0, sizeof empty.balances);
  for (guint seat = 0; seat < 4; seat++)
    mj_hand_init (&empty.seats[seat]);
  empty.winner = -1;
  empty.winning_tile = MJ_TILE_NONE;
  empty.how = MJ_SCOREKEEPER_WIN_WALL;
  empty.special = 0;
  empty.liable = -1;
  empty.goulash = FALSE;
  g_clear_pointer (&text, g_free);
  text = mj_scorekeeper_save_to_text (&empty);
  g_clear_object (&parser);
  parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_true (mj_scorekeeper_save_read (json_parser_get_root (parser), &empty_back, &error));
  g_assert_no_error (error);
  assert_same (&empty, &empty_back);
  g_assert_cmpint (empty_back.winner, ==, -1);
  g_assert_cmpuint (empty_back.winning_tile, ==, MJ_TILE_NONE);
  mj_scorekeeper_save_clear (&empty_back);
  mj_scorekeeper_save_clear (&empty);
  mj_scorekeeper_save_clear (&save);
}

/* The good document with one member replaced by @value (JSON), or removed if @value is
 * NULL; @member is "name" or "entering/name". */
static char *
damage (const char *good,
        const char *member,
        const char *value)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) part = json_parser_new ();
  g_auto(GStrv) path = g_strsplit (member, "/", 2);
  JsonObject *o;
  const char *name = path[0];

  g_assert_true (json_parser_load_from_data (parser, good, -1, NULL));
  o = json_node_get_object (json_parser_get_root (parser));
  if (path[1] != NULL)
    {
      o = json_object_get_object_member (o, path[0]);
      name = path[1];
    }
  if (value == NULL)
    json_object_remove_member (o, name);
  else
    {
      g_assert_true (json_parser_load_from_data (part, value, -1, NULL));
      json_object_set_member (o, name, json_node_copy (json_parser_get_root (part)));
    }
  return json_to_string (json_parser_get_root (parser), FALSE);
}

/* Each damage is refused with an error naming what is wrong, and listed as damaged. */
static void
test_damaged (void)
{
  static const struct
  {
    const char *member;
    const char *value;
    const char *said;     /* in the message */
  } cases[] = {
    { "kind", "\"table\"", "not a saved scorekeeper" },
    { "format", "0", "format" },
    { "saved", "\"yesterday\"", "saved" },
    { "history_match", "0", "history_match" },
    { "ruleset_name", "3", "ruleset_name" },
    { "prevailing_wind", "4", "prevailing_wind" },
    { "hand", "0", "hand" },
    { "names", NULL, "names" },
    { "names", "[\"Anna\", \"Ben\", \"Chloé\"]", "names" },
    { "names", "[\"Anna\", \"Ben\", \"Chloé\", 4]", "names" },
    { "balances", "[1, 2, 3, \"4\"]", "balances" },
    { "balances", "[1, 2, 3, 4, 5]", "balances" },
    { "entering", NULL, "entering" },
    { "entering", "[]", "entering" },
    { "entering/dealer", "4", "dealer" },
    { "entering/shown", "-1", "shown" },
    { "entering/seats", "[{}, {}, {}]", "four seats" },
    { "entering/seats", "[{\"concealed\": [\"Rd\", \"Rd\", \"Rd\"]}, {\"concealed\": [\"Rd\", \"Rd\"]}, {}, {}]",
      "only four" },
    { "entering/seats", "[{\"bonus\": [\"1f\"]}, {\"bonus\": [\"1f\"]}, {}, {}]", "held twice" },
    { "entering/seats", "[{\"concealed\": [\"Xx\"]}, {}, {}, {}]", "seat 0" },
    { "entering/winner", "4", "winner" },
    { "entering/winner", "-1", "nobody went out" },
    { "entering/winning_tile", "\"1f\"", "winning_tile" },
    { "entering/winning_tile", "\"9c\"", "does not hold" },
    { "entering/how", "\"by post\"", "by post" },
    { "entering/from", "5", "from" },
    { "entering/special", "[\"calling\"]", "special" },
    { "entering/special", "[\"original_call\", 1]", "special" },
    { "entering/liable", "1", "pay for all" },
    { "entering/goulash", "1", "goulash" },
  };
  g_autofree char *dir = mj_saves_get_default_dir ();
  MjScorekeeperSave save;
  g_autofree char *good = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  make_save (&save);
  good = mj_scorekeeper_save_to_text (&save);
  mj_scorekeeper_save_clear (&save);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *text = damage (good, cases[c].member, cases[c].value);
      g_autofree char *path = g_strdup_printf ("%s/scorekeeper-damaged-%u.json", dir, c);
      g_autoptr(MjSaveInfo) info = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      g_assert_false (mj_scorekeeper_save_load (path, &save, &error));
      mj_scorekeeper_save_clear (&save);
      g_test_message ("%s: %s", cases[c].member, error->message);
      g_assert_true (error->domain == MJ_ERROR);
      g_assert_cmpint (error->code, !=, MJ_ERROR_VERSION);
      g_assert_nonnull (strstr (error->message, cases[c].said));

      /* (one that says it is a table's is read as one) */
      info = mj_saves_read_info (path);
      g_assert_nonnull (info->problem);
      g_assert_cmpint (info->kind, ==, c == 0 ? MJ_SAVE_TABLE : MJ_SAVE_SCOREKEEPER);
      g_assert_true (g_str_has_prefix (info->problem->message, "The file is damaged: "));
    }

  /* not a whole document, or nothing */
  {
    g_autofree char *cut = g_strndup (good, strlen (good) / 2);
    const char *texts[] = { cut, "", "[]" };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        g_autofree char *path = g_strdup_printf ("%s/scorekeeper-cut-%u.json", dir, i);
        g_autoptr(GError) error = NULL;

        g_assert_true (g_file_set_contents (path, texts[i], -1, NULL));
        g_assert_false (mj_scorekeeper_save_load (path, &save, &error));
        g_assert_nonnull (error);
        mj_scorekeeper_save_clear (&save);
      }
  }
}

/* A newer version's save is said to be one, and moved aside whole. */
static void
test_newer (void)
{
  g_autofree char *dir = mj_saves_get_default_dir ();
  MjScorekeeperSave save;
  g_autofree char *good = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = g_build_filename (dir, "scorekeeper-newer.json", NULL);
  g_autofree char *aside = g_build_filename (dir, "kept-aside", "scorekeeper-newer.json", NULL);
  g_autofree char *kept = NULL;
  g_autoptr(MjSaveInfo) info = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  make_save (&save);
  good = mj_scorekeeper_save_to_text (&save);
  mj_scorekeeper_save_clear (&save);
  text = damage (good, "format", "2");
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  g_assert_false (mj_scorekeeper_save_load (path, &save, &error));
  mj_scorekeeper_save_clear (&save);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_VERSION);
  info = mj_saves_read_info (path);
  g_assert_error (info->problem, MJ_ERROR, MJ_ERROR_VERSION);
  g_assert_cmpint (info->kind, ==, MJ_SAVE_SCOREKEEPER);

  mj_saves_keep_aside (path, &error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "The match could not be continued; its file is kept in "));
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, text);
}

int
main (int   argc,
      char *argv[])
{
  /* each test in user folders of its own, removed after it: the saves' folder is there */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/store/scorekeeper-save/round-trip", test_round_trip);
  g_test_add_func ("/store/scorekeeper-save/damaged", test_damaged);
  g_test_add_func ("/store/scorekeeper-save/newer", test_newer);

  return g_test_run ();
}
