/* test-saves-cli.c: mahjong-table-cli saves: the matches kept for Continue, from the
 * command line
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saves are made here, by matches played headless with a keeper (the person's seat
 * answered by a computer player) and stopped at the step a test wants: a discard to
 * make, a claim window open, a hand over, in a data folder of the program's own, which
 * the tool run from the test finds too. What the tool says is checked against the match
 * that was saved, still in this process.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "mj-ai-player.h"
#include "mj-saves.h"
#include "mj-scorekeeper-save.h"
#include "mj-table-keeper.h"
#include "mj-test-files.h"
#include "mj-test-wait.h"
#include "test-cli-common.h"

#define DEADLINE_S 60

typedef struct
{
  char *saves;   /* the saves' folder */
} Fixture;

static void
fixture_set_up (Fixture       *fx,
                gconstpointer  data)
{
  fx->saves = mj_saves_get_default_dir ();
}

/* Each test begins with no save (the data folder is the program's, see main()). */
static void
fixture_tear_down (Fixture       *fx,
                   gconstpointer  data)
{
  g_autofree char *ours = g_build_filename (g_get_user_data_dir (), "mahjong-table", NULL);

  mj_test_remove_tree (ours);
  g_free (fx->saves);
}

/* Where to stop a match. */
typedef enum
{
  STOP_TURN,      /* the person is to discard */
  STOP_CLAIM,     /* the person may claim another's discard */
  STOP_HAND_OVER, /* the first hand is over, the next not dealt */
} Stop;

typedef struct
{
  MjTableSession *session;
  MjTableKeeper  *keeper;
  MjPlayer       *person;
} Kept;

static void
kept_clear (Kept *kept)
{
  g_clear_object (&kept->keeper);
  g_clear_object (&kept->session);
  g_clear_object (&kept->person);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Kept, kept_clear)

static gboolean
stopped (MjTableSession *session,
         Stop            stop,
         guint           skip)
{
  const MjDecision *asked = mj_table_session_get_asked (session, NULL);
  MjGame *game = mj_table_session_get_game (session);
  guint n_records = 0;

  mj_match_get_records (mj_table_session_get_match (session), &n_records);
  if (game == NULL)
    return FALSE;
  switch (stop)
    {
    case STOP_TURN:
      return asked != NULL && asked->kind == MJ_DECISION_TURN && skip == 0;
    case STOP_CLAIM:
      return asked != NULL && asked->kind == MJ_DECISION_CLAIM && skip == 0;
    case STOP_HAND_OVER:
    default:
      return n_records == 1 && mj_game_get_phase (game) == MJ_PHASE_FINISHED;
    }
}

/* A match of @preset_id kept in the saves' folder, played until @stop, @skip of the
 * person's decisions of that kind answered first (so that there are discards in the
 * ponds); seat 1 is a beginner, seat 2 an expert, seat 3 a standard player, or empty if
 * @three. */
static void
keep_match (Kept       *kept,
            const char *preset_id,
            guint32     seed,
            gboolean    three,
            Stop        stop,
            guint       skip)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (preset_id, &error);
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (DEADLINE_S, "the match to reach its step");
  g_autofree char *dir = mj_saves_get_default_dir ();
  MjSeating seating = { 0 };

  g_assert_no_error (error);
  seating.names[0] = g_strdup ("Ann");
  seating.levels[1] = MJ_AI_LEVEL_BEGINNER;
  seating.levels[2] = MJ_AI_LEVEL_EXPERT;
  seating.levels[3] = MJ_AI_LEVEL_STANDARD;
  seating.empty[3] = three;
  kept->session = mj_table_session_new (ruleset, &seating, seed, mj_ai_get_computer_players ());
  mj_seating_clear (&seating);
  mj_table_session_set_turn_ms (kept->session, 0);
  mj_table_session_set_claim_seconds (kept->session, 0);
  kept->person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seed));
  kept->keeper = mj_table_keeper_new (kept->session, dir);
  mj_table_session_start (kept->session);

  for (;;)
    {
      const MjDecision *asked = mj_table_session_get_asked (kept->session, NULL);
      MjGame *game = mj_table_session_get_game (kept->session);

      mj_test_deadline_check (deadline);
      g_assert_false (mj_match_is_finished (mj_table_session_get_match (kept->session)));
      if (stopped (kept->session, stop, skip))
        break;
      if (asked != NULL)
        {
          if ((stop == STOP_TURN && asked->kind == MJ_DECISION_TURN) ||
              (stop == STOP_CLAIM && asked->kind == MJ_DECISION_CLAIM))
            skip--;
          mj_ai_answer_asked (kept->session, kept->person);
        }
      else if (game != NULL && mj_game_get_phase (game) == MJ_PHASE_FINISHED)
        mj_table_session_play_on (kept->session);
      else
        g_main_context_iteration (NULL, FALSE);
    }

  /* the state the test looks at, on the disk */
  mj_test_wait_until ((MjTestCondition) mj_table_keeper_is_idle, kept->keeper, DEADLINE_S, "the saves to be written");
  g_assert_true (mj_table_keeper_save_now (kept->keeper, &error));
  g_assert_no_error (error);
}

static char *
sorted_hand (MjGame *game,
             guint   seat)
{
  MjTile kinds[MJ_HAND_MAX_CONCEALED];
  const guint8 *tiles;
  guint n = 0;

  tiles = mj_game_get_hand (game, seat, &n);
  for (guint i = 0; i < n; i++)
    kinds[i] = mj_tile_physical_kind (tiles[i]);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && kinds[j - 1] > kinds[j]; j--)
      {
        MjTile t = kinds[j];

        kinds[j] = kinds[j - 1];
        kinds[j - 1] = t;
      }
  return mj_tiles_to_string (kinds, n);
}

static char *
json_tiles (JsonArray *tiles)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (tiles); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", json_array_get_string_element (tiles, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
file_name (Kept *kept)
{
  const char *path = mj_table_keeper_get_path (kept->keeper);

  return strrchr (path, G_DIR_SEPARATOR) + 1;
}

/* What `show --json` says of the seats, checked against the game itself. */
static void
check_seats_json (Kept       *kept,
                  JsonObject *root)
{
  MjMatch *match = mj_table_session_get_match (kept->session);
  MjGame *game = mj_table_session_get_game (kept->session);
  JsonArray *players = json_object_get_array_member (root, "players");
  guint empty = mj_table_session_get_empty_seats (kept->session);

  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    {
      JsonObject *p = json_array_get_object_element (players, seat);
      const char *player = json_object_get_string_member (p, "player");
      g_autofree char *hand = sorted_hand (game, seat);
      g_autofree char *concealed = json_tiles (json_object_get_array_member (p, "concealed"));
      guint n_pond = 0, n_melds = 0, n_tiles = 0;

      g_assert_cmpint (json_object_get_int_member (p, "seat"), ==, seat);
      g_assert_cmpint (json_object_get_int_member (p, "balance"), ==, mj_match_get_balance (match, seat));
      if ((empty >> seat) & 1u)
        {
          g_assert_cmpstr (player, ==, "empty");
          g_assert_true (json_object_get_boolean_member (p, "empty"));
          g_assert_true (json_object_get_null_member (p, "wind"));
          continue;
        }
      g_assert_cmpstr (json_object_get_string_member (p, "name"), ==, mj_table_session_get_name (kept->session, seat));
      g_assert_cmpstr (player, ==, seat == 0 ? "person" : "computer");
      g_assert_cmpstr (json_object_get_string_member_with_default (p, "level", "none"), ==,
                       seat == 0 ? "none" : seat == 1 ? "beginner" : seat == 2 ? "expert" : "standard");
      g_assert_cmpstr (json_object_get_string_member (p, "wind"), ==,
                       mj_wind_to_string (mj_game_get_seat_wind (game, seat)));
      mj_game_get_hand (game, seat, &n_tiles);
      g_assert_cmpint (json_object_get_int_member (p, "concealed_count"), ==, n_tiles);
      g_assert_cmpstr (concealed, ==, hand);
      mj_game_get_melds (game, seat, &n_melds);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (p, "melds")), ==, n_melds);
      mj_game_get_pond (game, seat, &n_pond, NULL);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (p, "pond")), ==, n_pond);
      g_assert_cmpint (json_object_get_boolean_member (p, "ready"), ==, mj_game_is_ready (game, seat));
    }
}

/* What both answers say of the match: its rules, the hand, the dealer. */
static void
check_match (Kept       *kept,
             const char *text,
             JsonObject *root)
{
  MjRuleset *ruleset = mj_table_session_get_ruleset (kept->session);
  MjGame *game = mj_table_session_get_game (kept->session);
  JsonObject *rules = json_object_get_object_member (root, "ruleset");
  g_autofree char *rules_line = g_strdup_printf ("%s (%s)", mj_ruleset_get_name (ruleset), mj_ruleset_get_id (ruleset));
  g_autofree char *dealer_line = g_strdup_printf ("%s deals", mj_table_session_get_name (kept->session,
                                                                                         mj_game_get_dealer (game)));

  g_assert_nonnull (strstr (text, rules_line));
  g_assert_nonnull (strstr (text, dealer_line));
  g_assert_nonnull (strstr (text, file_name (kept)));
  g_assert_cmpstr (json_object_get_string_member (rules, "id"), ==, mj_ruleset_get_id (ruleset));
  g_assert_cmpstr (json_object_get_string_member (root, "kind"), ==, "table");
  g_assert_cmpstr (json_object_get_string_member (root, "file"), ==, file_name (kept));
  g_assert_cmpint (json_object_get_int_member (root, "dealer"), ==, mj_game_get_dealer (game));
  g_assert_cmpstr (json_object_get_string_member (root, "round"), ==,
                   mj_wind_to_string (mj_game_get_prevailing_wind (game)));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "wall"), "live"), ==,
                   mj_wall_live_remaining (mj_game_get_wall (game)));
  check_seats_json (kept, root);
}

static void
show (Kept       *kept,
      Run        *text,
      Run        *json,
      JsonParser *parser,
      JsonObject **root)
{
  run_cli (text, NULL, "saves", "show", file_name (kept), NULL);
  g_test_message ("%s%s", text->out, text->err);
  g_assert_cmpint (text->status, ==, 0);
  run_cli (json, NULL, "saves", "show", mj_table_keeper_get_path (kept->keeper), "--json", NULL);
  g_assert_cmpint (json->status, ==, 0);
  *root = parse_object (parser, json->out);
}

/* The person to discard: their tiles, everyone's, and whose turn it is. */
static void
test_saves_show_turn (Fixture       *fx,
                     gconstpointer  data)
{
  g_auto(Kept) kept = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *hand = NULL;
  JsonObject *root = NULL;
  JsonObject *step;

  keep_match (&kept, "bmja", 3, FALSE, STOP_TURN, 3);
  show (&kept, &text, &json, parser, &root);
  check_match (&kept, text.out, root);

  hand = sorted_hand (mj_table_session_get_game (kept.session), 0);
  g_assert_nonnull (strstr (text.out, hand));
  g_assert_nonnull (strstr (text.out, "Ann to discard"));
  g_assert_nonnull (strstr (text.out, "East round, hand 1"));
  step = json_object_get_object_member (root, "step");
  g_assert_cmpstr (json_object_get_string_member (step, "phase"), ==, "discarding");
  g_assert_cmpint (json_object_get_int_member (step, "turn"), ==, 0);
  g_assert_true (json_object_get_null_member (step, "tile"));
  g_assert_cmpint (json_object_get_int_member (root, "hand"), ==, 1);
  g_assert_false (json_object_get_boolean_member (root, "between_hands"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "records")), ==, 0);
}

/* A claim window open on another's discard, in a game of three. */
static void
test_saves_show_claim (Fixture       *fx,
                      gconstpointer  data)
{
  g_auto(Kept) kept = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *says = NULL;
  const MjDecision *asked;
  JsonObject *root = NULL;
  JsonObject *step;

  keep_match (&kept, "bmja", 5, TRUE, STOP_CLAIM, 2);
  asked = mj_table_session_get_asked (kept.session, NULL);
  show (&kept, &text, &json, parser, &root);
  check_match (&kept, text.out, root);

  says = g_strdup_printf ("%s discarded %s: the others may claim it",
                          mj_table_session_get_name (kept.session, asked->other), mj_tile_to_string (asked->tile));
  g_assert_nonnull (strstr (text.out, says));
  g_assert_nonnull (strstr (text.out, "(nobody sits here)"));
  step = json_object_get_object_member (root, "step");
  g_assert_cmpstr (json_object_get_string_member (step, "phase"), ==, "claiming");
  g_assert_cmpstr (json_object_get_string_member (step, "tile"), ==, mj_tile_to_string (asked->tile));
  g_assert_cmpint (json_object_get_int_member (step, "from"), ==, asked->other);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (
                   json_object_get_array_member (root, "players"), 3), "empty"));
}

/* The first hand over: who won it, and the score sheet. */
static void
test_saves_show_hand_over (Fixture       *fx,
                          gconstpointer  data)
{
  g_auto(Kept) kept = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  const MjHandRecord *records;
  guint n_records = 0;
  JsonObject *root = NULL;
  JsonObject *step;
  JsonObject *record;
  JsonArray *net;

  keep_match (&kept, "hong-kong", 8, FALSE, STOP_HAND_OVER, 0);
  records = mj_match_get_records (mj_table_session_get_match (kept.session), &n_records);
  show (&kept, &text, &json, parser, &root);
  check_match (&kept, text.out, root);

  g_assert_nonnull (strstr (text.out, "the hand is over"));
  g_assert_nonnull (strstr (text.out, "Score sheet"));
  g_assert_nonnull (strstr (text.out, "after hand 1"));
  step = json_object_get_object_member (root, "step");
  g_assert_cmpstr (json_object_get_string_member (step, "phase"), ==, "hand_over");
  g_assert_true (json_object_get_boolean_member (root, "between_hands"));
  if (records[0].winner >= 0)
    g_assert_cmpint (json_object_get_int_member (step, "winner"), ==, records[0].winner);
  else
    g_assert_true (json_object_get_null_member (step, "winner"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "records")), ==, n_records);
  record = json_array_get_object_element (json_object_get_array_member (root, "records"), 0);
  net = json_object_get_array_member (record, "net");
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpint (json_array_get_int_element (net, seat), ==, records[0].net[seat]);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "ruleset"), "starting_points"),
                   ==, mj_match_get_balance (mj_table_session_get_match (kept.session), 0) - records[0].balance[0]);
}

/* A match scored at a real table: the hand being entered, as the person left it. */
static void
test_saves_show_scorekeeper (Fixture       *fx,
                             gconstpointer  data)
{
  g_autofree char *path = mj_saves_new_path (fx->saves, MJ_SAVE_SCOREKEEPER);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(Run) shown = { 0 };
  g_auto(Run) json = { 0 };
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  MjScorekeeperSave save;
  JsonObject *root, *entering, *ann;

  mj_scorekeeper_save_init (&save);
  save.saved = g_get_real_time () / G_USEC_PER_SEC;
  save.history_match = 7;
  save.ruleset_id = g_strdup ("hong-kong");
  save.ruleset_name = g_strdup ("Hong Kong old style");
  save.prevailing_wind = MJ_WIND_SOUTH;
  save.hand = 5;
  save.dealer = 1;
  for (guint seat = 0; seat < 4; seat++)
    {
      save.names[seat] = g_strdup (names[seat]);
      save.balances[seat] = seat == 0 ? 30 : -10;
      save.seats[seat].prevailing_wind = MJ_WIND_SOUTH;
      save.seats[seat].seat_wind = (MjWind) ((seat + 3) % 4);
    }
  /* Ann: 7c 7c 2b 3b 4b, a pung of red dragons shown, a flower */
  save.seats[0].concealed[MJ_TILE_BAMBOO_1 + 1] = 1;
  save.seats[0].concealed[MJ_TILE_BAMBOO_1 + 2] = 1;
  save.seats[0].concealed[MJ_TILE_BAMBOO_1 + 3] = 1;
  save.seats[0].concealed[MJ_TILE_CHARACTERS_1 + 6] = 2;
  save.seats[0].melds[0].kind = MJ_SET_PUNG;
  save.seats[0].melds[0].tile = MJ_TILE_RED;
  save.seats[0].melds[0].exposed = TRUE;
  save.seats[0].n_melds = 1;
  save.seats[0].bonus = 1;
  save.winner = 0;
  save.winning_tile = MJ_TILE_CHARACTERS_1 + 6;
  save.how = MJ_SCOREKEEPER_WIN_DISCARD;
  save.from = 2;
  text = mj_scorekeeper_save_to_text (&save);
  mj_scorekeeper_save_clear (&save);
  g_assert_true (mj_saves_write_file (path, text, strlen (text), &error));
  g_assert_no_error (error);

  run_cli (&shown, NULL, "saves", "show", name, NULL);
  g_test_message ("%s%s", shown.out, shown.err);
  g_assert_cmpint (shown.status, ==, 0);
  g_assert_nonnull (strstr (shown.out, "(scorekeeper)"));
  g_assert_nonnull (strstr (shown.out, "Hong Kong old style (hong-kong)"));
  g_assert_nonnull (strstr (shown.out, "South round, hand 5, Bob deals"));
  g_assert_nonnull (strstr (shown.out, "Ann went out on 7c, given by Cat"));
  g_assert_nonnull (strstr (shown.out, "7c 7c 2b 3b 4b"));
  g_assert_nonnull (strstr (shown.out, "pung Rd Rd Rd (exposed)"));
  g_assert_nonnull (strstr (shown.out, "History  match 7"));

  run_cli (&json, NULL, "saves", "show", path, "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_object (parser, json.out);
  g_assert_cmpstr (json_object_get_string_member (root, "kind"), ==, "scorekeeper");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (root, "ruleset"), "id"), ==,
                   "hong-kong");
  g_assert_cmpint (json_object_get_int_member (root, "dealer"), ==, 1);
  entering = json_object_get_object_member (root, "entering");
  g_assert_cmpint (json_object_get_int_member (entering, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (entering, "winning_tile"), ==, "7c");
  g_assert_cmpstr (json_object_get_string_member (entering, "how"), ==, "discard");
  g_assert_cmpint (json_object_get_int_member (entering, "from"), ==, 2);
  ann = json_array_get_object_element (json_object_get_array_member (root, "players"), 0);
  g_assert_cmpstr (json_object_get_string_member (ann, "wind"), ==, "N");
  g_assert_cmpint (json_object_get_int_member (ann, "balance"), ==, 30);
  g_assert_cmpint (json_object_get_int_member (ann, "concealed_count"), ==, 5);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (ann, "bonus"), 0), ==, "1f");
}

/* Every save, newest first, in the words the game's Continue uses. */
static void
test_saves_list (Fixture       *fx,
                gconstpointer  data)
{
  g_auto(Kept) first = { 0 };
  g_auto(Kept) second = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  JsonArray *files;

  keep_match (&first, "dmjl", 2, FALSE, STOP_TURN, 1);
  keep_match (&second, "hong-kong", 4, TRUE, STOP_CLAIM, 1);
  list = mj_saves_list (fx->saves, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 2);

  run_cli (&text, NULL, "saves", "list", NULL);
  g_test_message ("%s%s", text.out, text.err);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpuint (count_lines (text.out), ==, 2);
  run_cli (&json, NULL, "saves", "list", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  json_parser_load_from_data (parser, json.out, -1, &error);
  g_assert_no_error (error);
  files = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (files), ==, 2);

  for (guint i = 0; i < list->len; i++)
    {
      const MjSaveInfo *info = list->pdata[i];
      JsonObject *o = json_array_get_object_element (files, i);
      g_autofree char *sentence = mj_save_info_describe (info);
      g_autofree char *file = g_path_get_basename (info->path);
      g_auto(GStrv) lines = g_strsplit (text.out, "\n", -1);

      /* the same order as the folder's list, newest first */
      g_assert_cmpstr (json_object_get_string_member (o, "path"), ==, info->path);
      g_assert_cmpstr (json_object_get_string_member (o, "file"), ==, file);
      g_assert_cmpstr (json_object_get_string_member (o, "description"), ==, sentence);
      g_assert_cmpstr (json_object_get_string_member (o, "kind"), ==, "table");
      g_assert_true (json_object_get_null_member (o, "problem"));
      g_assert_true (g_str_has_prefix (lines[i], file));
      g_assert_nonnull (strstr (lines[i], sentence));
      g_assert_nonnull (strstr (lines[i], " table "));
    }
  g_assert_nonnull (strstr (text.out, "Classical Chinese (DMJL)"));
  g_assert_nonnull (strstr (text.out, "Hong Kong"));
}

static void
test_saves_list_empty (Fixture       *fx,
                      gconstpointer  data)
{
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };

  run_cli (&text, NULL, "saves", "list", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.out, ==, "No matches are kept to be continued.\n");
  run_cli (&json, NULL, "saves", "list", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_cmpstr (g_strstrip (json.out), ==, "[]");
}

/* A damaged save, and one from a newer version: said so, and left where they are (the game
 * moves them aside when asked to continue them, the tool never). */
static void
test_saves_unreadable (Fixture       *fx,
                      gconstpointer  data)
{
  g_auto(Kept) good = { 0 };
  g_autofree char *damaged = g_build_filename (fx->saves, "table-damaged.json", NULL);
  g_autofree char *newer = g_build_filename (fx->saves, "table-newer.json", NULL);
  g_autofree char *aside = g_build_filename (fx->saves, "kept-aside", NULL);
  const char *damaged_text = "{ \"format\": 1, \"kind\": \"table\", \"seats\": ";
  const char *newer_text = "{ \"format\": 99, \"kind\": \"table\" }";
  g_auto(Run) list = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  guint problems = 0;
  JsonArray *files;

  keep_match (&good, "bmja", 6, FALSE, STOP_TURN, 0);
  mj_test_write_file (damaged, damaged_text);
  mj_test_write_file (newer, newer_text);

  for (guint i = 0; i < 2; i++)
    {
      const char *path = i == 0 ? damaged : newer;
      g_auto(Run) text = { 0 };
      g_auto(Run) by_name = { 0 };
      g_autofree char *contents = NULL;
      g_autofree char *name = g_path_get_basename (path);

      run_cli (&text, NULL, "saves", "show", path, NULL);
      g_test_message ("%s", text.err);
      assert_bad_input (&text, i == 0 ? "The file is damaged" : "newer version");
      g_assert_nonnull (strstr (text.err, path));
      run_cli (&by_name, NULL, "saves", "show", name, "--json", NULL);
      assert_bad_input (&by_name, i == 0 ? "The file is damaged" : "newer version");

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, i == 0 ? damaged_text : newer_text);
    }
  g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));

  /* listed with what is wrong, beside the save that is good */
  run_cli (&list, NULL, "saves", "list", NULL);
  g_test_message ("%s", list.out);
  g_assert_cmpint (list.status, ==, 0);
  g_assert_cmpuint (count_lines (list.out), ==, 3);
  g_assert_nonnull (strstr (list.out, "The file is damaged"));
  run_cli (&json, NULL, "saves", "list", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  json_parser_load_from_data (parser, json.out, -1, &error);
  g_assert_no_error (error);
  files = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (files); i++)
    {
      JsonObject *o = json_array_get_object_element (files, i);

      if (json_object_get_null_member (o, "problem"))
        continue;
      problems++;
      g_assert_true (json_object_get_null_member (o, "kind"));
      g_assert_false (json_object_has_member (o, "players"));
    }
  g_assert_cmpuint (problems, ==, 2);
  g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));
}

static void
test_saves_usage (Fixture       *fx,
                 gconstpointer  data)
{
  g_auto(Run) none = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) extra = { 0 };
  g_auto(Run) no_file = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) help = { 0 };

  run_cli (&none, NULL, "saves", NULL);
  assert_bad_input (&none, "list");
  run_cli (&unknown, NULL, "saves", "continue", NULL);
  assert_bad_input (&unknown, "continue");
  run_cli (&extra, NULL, "saves", "list", "now", NULL);
  assert_bad_input (&extra, "now");
  run_cli (&no_file, NULL, "saves", "show", NULL);
  assert_bad_input (&no_file, "show");
  run_cli (&missing, NULL, "saves", "show", "table-none.json", NULL);
  assert_bad_input (&missing, "table-none.json");
  run_cli (&help, NULL, "saves", "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "between_hands"));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = mj_test_isolate_data ("mj-test-saves-cli");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/saves/show/turn", Fixture, NULL, fixture_set_up, test_saves_show_turn,
              fixture_tear_down);
  g_test_add ("/cli/saves/show/claim", Fixture, NULL, fixture_set_up, test_saves_show_claim,
              fixture_tear_down);
  g_test_add ("/cli/saves/show/hand-over", Fixture, NULL, fixture_set_up, test_saves_show_hand_over,
              fixture_tear_down);
  g_test_add ("/cli/saves/show/scorekeeper", Fixture, NULL, fixture_set_up, test_saves_show_scorekeeper,
              fixture_tear_down);
  g_test_add ("/cli/saves/list", Fixture, NULL, fixture_set_up, test_saves_list,
              fixture_tear_down);
  g_test_add ("/cli/saves/list/empty", Fixture, NULL, fixture_set_up, test_saves_list_empty,
              fixture_tear_down);
  g_test_add ("/cli/saves/unreadable", Fixture, NULL, fixture_set_up, test_saves_unreadable,
              fixture_tear_down);
  g_test_add ("/cli/saves/usage", Fixture, NULL, fixture_set_up, test_saves_usage,
              fixture_tear_down);

  status = g_test_run ();
  mj_test_remove_tree (data);
  return status;
}
