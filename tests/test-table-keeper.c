/* test-table-keeper.c: a match saved after every step, continued where it stopped
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Matches are played headless through MjTableSession, the person's seat answered by a
 * computer player, the others the computer's own (beginners, whose play has chance in it,
 * and standard players). A match stopped at a random step, saved, read back and played on
 * ends exactly as the same match played straight through, for every preset and for
 * three and two players. The saves' folder lists what it keeps, moves aside what it
 * cannot read, and a failed write leaves the save before it whole. The score history is
 * never ahead of the save.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-ai-player.h"
#include "mj-error.h"
#include "mj-game-json.h"
#include "mj-player-name.h"
#include "mj-saves.h"
#include "mj-session-json.h"
#include "mj-table-keeper.h"
#include "mj-test-files.h"
#include "mj-test-wait.h"
#include "mj-test-game.h"

#define HANDS 3
#define DEADLINE_S 60

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fx,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("mj-keeper-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) d = g_dir_open (path, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fx,
                   gconstpointer  data)
{
  _mj_saves_set_write_fault (NULL);
  remove_tree (fx->dir);
  g_free (fx->dir);
}


/* Seat 0 is the person; seat 1 a beginner, the others standard players; @empty seats
 * nobody. */
static MjTableSession *
new_session (const char *preset_id,
             guint       empty,
             guint32     seed)
{
  g_autoptr(MjRuleset) ruleset = preset (preset_id);
  MjSeating seating = { 0 };
  MjTableSession *session;

  for (guint seat = 1; seat < 4; seat++)
    {
      seating.levels[seat] = seat == 1 ? MJ_AI_LEVEL_BEGINNER : MJ_AI_LEVEL_STANDARD;
      seating.empty[seat] = (empty >> seat) & 1u;
    }
  seating.names[0] = g_strdup ("Ann");
  session = mj_table_session_new (ruleset, &seating, seed, mj_ai_get_computer_players ());
  mj_seating_clear (&seating);
  g_assert_cmpuint (mj_table_session_get_empty_seats (session), ==, empty);
  mj_table_session_set_turn_ms (session, 0);
  mj_table_session_set_claim_seconds (session, 0);
  mj_match_set_max_hands (mj_table_session_get_match (session), HANDS);
  return session;
}

/* Plays on, the person answered by @person, until the match is over or @stop_after more of
 * the person's answers are given (0: to the end). Returns the answers given. */
static guint
play (MjTableSession *session,
      MjPlayer       *person,
      guint           stop_after)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (DEADLINE_S, "the match to be played");
  MjMatch *match = mj_table_session_get_match (session);
  guint answers = 0;

  while (!mj_match_is_finished (match))
    {
      MjGame *game = mj_table_session_get_game (session);

      mj_test_deadline_check (deadline);
      if (mj_ai_answer_asked (session, person))
        {
          if (++answers == stop_after)
            break;
        }
      else if (game != NULL && mj_game_get_phase (game) == MJ_PHASE_FINISHED)
        mj_table_session_play_on (session);
      else
        g_main_context_iteration (NULL, FALSE);
    }
  return answers;
}

static char *
match_text (MjTableSession *session)
{
  g_autoptr(JsonNode) node = mj_match_to_json (mj_table_session_get_match (session));

  return json_to_string (node, TRUE);
}

static void
wait_idle (MjTableKeeper *keeper)
{
  mj_test_wait_until ((MjTestCondition) mj_table_keeper_is_idle, keeper, DEADLINE_S, "the saves to be written");
}

static gboolean
file_gone (gpointer path)
{
  return !g_file_test (path, G_FILE_TEST_EXISTS);
}

/* The same match, straight through and stopped at a random step, saved and continued. */
static void
check_round_trip (Fixture    *fx,
                  const char *preset_id,
                  guint       empty,
                  guint32     seed)
{
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 77));
  g_autoptr(MjTableSession) straight = new_session (preset_id, empty, seed);
  g_autoptr(MjTableSession) first = NULL;
  g_autoptr(MjTableKeeper) keeper = NULL;
  g_autoptr(MjTableKeeper) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;
  g_autofree char *path = NULL;
  guint total, stop;

  mj_table_session_start (straight);
  total = play (straight, person, 0);
  expected = match_text (straight);
  g_assert_cmpuint (total, >, 1);

  /* (the last answer may end the match: nothing is left to continue) */
  stop = (guint) g_test_rand_int_range (1, (gint32) total);
  first = new_session (preset_id, empty, seed);
  keeper = mj_table_keeper_new (first, fx->dir);
  mj_table_session_start (first);
  g_assert_cmpuint (play (first, person, stop), ==, stop);
  wait_idle (keeper);
  g_assert_true (mj_table_keeper_save_now (keeper, &error));
  g_assert_no_error (error);
  path = g_strdup (mj_table_keeper_get_path (keeper));
  g_clear_object (&keeper);
  g_clear_object (&first);

  resumed = mj_table_keeper_new_resumed (path, mj_ai_get_computer_players (), &error);
  g_assert_no_error (error);
  mj_table_session_set_turn_ms (mj_table_keeper_get_session (resumed), 0);
  mj_table_session_set_claim_seconds (mj_table_keeper_get_session (resumed), 0);
  mj_table_session_start (mj_table_keeper_get_session (resumed));
  play (mj_table_keeper_get_session (resumed), person, 0);
  got = match_text (mj_table_keeper_get_session (resumed));
  if (g_strcmp0 (expected, got) != 0)
    {
      g_auto(GStrv) a = g_strsplit (expected, "\n", -1);
      g_auto(GStrv) b = g_strsplit (got, "\n", -1);
      guint line = 0;

      while (a[line] != NULL && b[line] != NULL && g_str_equal (a[line], b[line]))
        line++;
      g_test_message ("%s, seats %u empty, seed %u, stopped after %u of %u answers: line %u differs", preset_id,
                      empty, seed, stop, total, line + 1);
      g_assert_cmpstr (b[line], ==, a[line]);
    }

  /* a match over leaves no save behind */
  wait_idle (resumed);
  mj_test_wait_until (file_gone, path, DEADLINE_S, "the save of a match over to go");
}

static void
test_round_trip_presets (Fixture       *fx,
                         gconstpointer  data)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    for (guint32 seed = 1; seed <= 3; seed++)
      check_round_trip (fx, ids[i], 0, 10 * seed + i);
}

static void
test_round_trip_fewer (Fixture       *fx,
                       gconstpointer  data)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  guint n = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(MjRuleset) ruleset = preset (ids[i]);

      if (mj_match_check_empty_seats (ruleset, 1u << 3) == MJ_SEATS_OK)
        {
          check_round_trip (fx, ids[i], 1u << 3, 21 + i);
          n++;
        }
      if (mj_match_check_empty_seats (ruleset, (1u << 1) | (1u << 3)) == MJ_SEATS_OK)
        {
          check_round_trip (fx, ids[i], (1u << 1) | (1u << 3), 31 + i);
          n++;
        }
    }
  /* some presets are played by three and by two */
  g_assert_cmpuint (n, >=, 2);
}

/* The history of a match kept through crashes: each hand once, the balances those the
 * match reached. */
static void
assert_history_matches (MjHistory *history,
                        gint64     id,
                        MjMatch   *match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistoryMatch) summary = mj_history_get_match (history, id, &error);
  g_autoptr(GPtrArray) hands = NULL;
  const MjHandRecord *records;
  guint n_records = 0;

  g_assert_no_error (error);
  records = mj_match_get_records (match, &n_records);
  hands = mj_history_get_match_hands (history, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hands->len, ==, n_records);
  g_assert_cmpuint (summary->n_hands, ==, n_records);
  for (guint i = 0; i < n_records; i++)
    {
      const MjHistoryHand *h = hands->pdata[i];

      g_assert_cmpuint (h->number, ==, i + 1);
      g_assert_cmpint (h->winner, ==, records[i].winner);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_assert_cmpint (h->net[seat], ==, records[i].net[seat]);
          g_assert_cmpint (h->balance[seat], ==, records[i].balance[seat]);
        }
    }
  g_assert_cmpint (summary->finished != 0, ==, mj_match_is_finished (match));
}

/* Stopped again and again without a word (the process killed: nothing closed, nothing
 * flushed but what the keeper wrote), continued each time from the file on the disk. */
static void
test_crashes (Fixture       *fx,
              gconstpointer  data)
{
  g_autofree char *db = g_build_filename (fx->dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (db, &error);
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 5));
  g_autoptr(MjTableSession) first = new_session ("bmja", 0, 4);
  g_autoptr(MjTableKeeper) keeper = NULL;
  g_autofree char *path = NULL;
  gint64 id;
  guint crashes = 0;

  g_assert_no_error (error);
  keeper = mj_table_keeper_new (first, fx->dir);
  mj_table_keeper_set_history (keeper, history);
  id = mj_table_keeper_get_history_match (keeper);
  g_assert_cmpint (id, >, 0);
  path = g_strdup (mj_table_keeper_get_path (keeper));
  mj_table_session_start (first);

  while (!mj_match_is_finished (mj_table_session_get_match (mj_table_keeper_get_session (keeper))))
    {
      MjTableSession *session = mj_table_keeper_get_session (keeper);
      guint before = 0, after = 0;

      mj_match_get_records (mj_table_session_get_match (session), &before);
      play (session, person, (guint) g_test_rand_int_range (1, 12));
      mj_match_get_records (mj_table_session_get_match (session), &after);
      if (mj_match_is_finished (mj_table_session_get_match (session)))
        break;

      /* the writes under way land (or the crash comes before: the save is the one before,
       * which the history is never ahead of) */
      if (g_test_rand_bit ())
        wait_idle (keeper);
      g_signal_handlers_disconnect_by_data (session, keeper);
      mj_test_wait_until ((MjTestCondition) mj_table_keeper_is_idle, keeper, DEADLINE_S, "the writes to land");
      g_clear_object (&keeper);
      crashes++;

      keeper = mj_table_keeper_new_resumed (path, mj_ai_get_computer_players (), &error);
      g_assert_no_error (error);
      g_assert_cmpint (mj_table_keeper_get_history_match (keeper), ==, id);
      mj_table_keeper_set_history (keeper, history);
      mj_table_session_set_turn_ms (mj_table_keeper_get_session (keeper), 0);
      mj_table_session_set_claim_seconds (mj_table_keeper_get_session (keeper), 0);
      mj_table_session_start (mj_table_keeper_get_session (keeper));
      assert_history_matches (history, id, mj_table_session_get_match (mj_table_keeper_get_session (keeper)));
    }

  mj_test_wait_until (file_gone, path, DEADLINE_S, "the save of a match over to go");
  assert_history_matches (history, id, mj_table_session_get_match (mj_table_keeper_get_session (keeper)));
  g_test_message ("%u crashes", crashes);
  g_assert_cmpuint (crashes, >, 0);
}

/* Stopped before a save named its match in @history: continued from @path, the match is
 * found there again under @id, the only one, and played to its end, each hand recorded
 * once. */
static void
continue_found (const char *path,
                MjHistory  *history,
                gint64      id,
                MjPlayer   *person)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTableKeeper) resumed = mj_table_keeper_new_resumed (path, mj_ai_get_computer_players (), &error);
  g_autoptr(GPtrArray) matches = NULL;
  MjHistoryFilter all = { 0 };
  MjTableSession *session;

  g_assert_no_error (error);
  mj_table_keeper_set_history (resumed, history);
  g_assert_cmpint (mj_table_keeper_get_history_match (resumed), ==, id);
  all.include_deleted = TRUE;
  matches = mj_history_list_matches (history, &all, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (matches->len, ==, 1);

  session = mj_table_keeper_get_session (resumed);
  mj_table_session_set_turn_ms (session, 0);
  mj_table_session_set_claim_seconds (session, 0);
  mj_table_session_start (session);
  play (session, person, 0);
  mj_test_wait_until (file_gone, (gpointer) path, DEADLINE_S, "the save of a match over to go");
  assert_history_matches (history, id, mj_table_session_get_match (session));
}

/* A new match is saved before it begins in the history; stopped before the save that has
 * its number in the history, it is found there again when continued, not begun twice. */
static void
test_begun_before_saved (Fixture       *fx,
                         gconstpointer  data)
{
  g_autofree char *db = g_build_filename (fx->dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (db, &error);
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 5));
  g_autoptr(MjTableSession) session = new_session ("dmjl", 0, 12);
  g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
  g_autoptr(MjSaveInfo) info = NULL;
  g_autofree char *path = g_strdup (mj_table_keeper_get_path (keeper));
  gint64 id;

  g_assert_no_error (error);
  mj_table_keeper_set_history (keeper, history);
  id = mj_table_keeper_get_history_match (keeper);
  g_assert_cmpint (id, >, 0);
  /* on the disk before the history has it, and without its number */
  info = mj_saves_read_info (path);
  g_assert_null (info->problem);
  g_assert_cmpint (info->history_match, ==, 0);

  /* stopped there: nothing more written */
  g_signal_handlers_disconnect_by_data (session, keeper);
  g_clear_object (&keeper);
  continue_found (path, history, id, person);
}

/* The history opened once the match is under way (as the window opens it in the
 * background), the saves made before still on their way: their hands are not recorded,
 * for those saves do not name the match; stopped there, the match is found again, its
 * hands recorded once. */
static void
test_history_opened_late (Fixture       *fx,
                          gconstpointer  data)
{
  g_autofree char *db = g_build_filename (fx->dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (db, &error);
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 5));
  g_autoptr(MjTableSession) session = new_session ("hong-kong", 0, 14);
  g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
  g_autoptr(MjHistoryMatch) summary = NULL;
  g_autofree char *path = g_strdup (mj_table_keeper_get_path (keeper));
  guint n_records = 0;
  gint64 id;

  g_assert_no_error (error);
  mj_table_session_start (session);
  while (n_records == 0)
    {
      play (session, person, 1);
      mj_match_get_records (mj_table_session_get_match (session), &n_records);
    }
  /* one more step, whose save (holding the hand) is still being written */
  wait_idle (keeper);
  play (session, person, 1);
  mj_table_keeper_set_history (keeper, history);
  id = mj_table_keeper_get_history_match (keeper);
  g_assert_cmpint (id, >, 0);
  wait_idle (keeper);
  summary = mj_history_get_match (history, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->n_hands, ==, 0);

  /* stopped there */
  g_signal_handlers_disconnect_by_data (session, keeper);
  g_clear_object (&keeper);
  continue_found (path, history, id, person);
}

/* Let go: a match played is kept, one nobody played is dropped with its history, one over
 * is finished. */
static void
test_close (Fixture       *fx,
            gconstpointer  data)
{
  g_autofree char *db = g_build_filename (fx->dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (db, &error);
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 5));

  g_assert_no_error (error);

  /* nobody played: gone */
  {
    g_autoptr(MjTableSession) session = new_session ("hong-kong", 0, 8);
    g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
    g_autofree char *path = NULL;
    g_autoptr(MjHistoryMatch) gone = NULL;
    gint64 id;

    mj_table_keeper_set_history (keeper, history);
    id = mj_table_keeper_get_history_match (keeper);
    mj_table_session_start (session);
    wait_idle (keeper);
    path = g_strdup (mj_table_keeper_get_path (keeper));
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_false (mj_table_session_is_played (session));
    g_assert_true (mj_table_keeper_close (keeper, &error));
    g_assert_no_error (error);
    g_clear_object (&keeper);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    gone = mj_history_get_match (history, id, &error);
    g_assert_true (gone == NULL || gone->deleted != 0);
    g_clear_error (&error);
  }

  /* played: kept, the history too, and listed */
  {
    g_autoptr(MjTableSession) session = new_session ("hong-kong", 0, 8);
    g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
    g_autoptr(GPtrArray) list = NULL;
    g_autoptr(MjHistoryMatch) kept = NULL;
    g_autofree char *describe = NULL;
    const MjSaveInfo *info;
    gint64 id;

    mj_table_keeper_set_history (keeper, history);
    id = mj_table_keeper_get_history_match (keeper);
    mj_table_session_start (session);
    play (session, person, 3);
    g_assert_true (mj_table_session_is_played (session));
    g_assert_true (mj_table_keeper_close (keeper, &error));
    g_assert_no_error (error);
    g_clear_object (&keeper);

    list = mj_saves_list (fx->dir, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (list->len, ==, 1);
    info = list->pdata[0];
    g_assert_null (info->problem);
    g_assert_cmpint (info->kind, ==, MJ_SAVE_TABLE);
    g_assert_cmpint (info->history_match, ==, id);
    g_assert_cmpuint (info->hand, ==, 1);
    g_assert_false (info->finished);
    g_assert_cmpstr (info->names[0], ==, "Ann");
    describe = mj_save_info_describe (info);
    g_test_message ("%s", describe);
    g_assert_true (g_str_has_prefix (describe, mj_ruleset_get_name (mj_table_session_get_ruleset (session))));
    g_assert_nonnull (strstr (describe, "East round, hand 1"));
    kept = mj_history_get_match (history, id, &error);
    g_assert_no_error (error);
    g_assert_cmpint (kept->finished, ==, 0);

    /* continued, and let go again before a move: still kept, its history too */
    {
      g_autoptr(MjTableKeeper) resumed = mj_table_keeper_new_resumed (info->path, mj_ai_get_computer_players (),
                                                                      &error);
      g_autoptr(MjHistoryMatch) again = NULL;

      g_assert_no_error (error);
      mj_table_keeper_set_history (resumed, history);
      mj_table_session_start (mj_table_keeper_get_session (resumed));
      g_assert_true (mj_table_session_is_played (mj_table_keeper_get_session (resumed)));
      g_assert_true (mj_table_keeper_close (resumed, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_test (info->path, G_FILE_TEST_EXISTS));
      again = mj_history_get_match (history, id, &error);
      g_assert_no_error (error);
      g_assert_cmpint (again->deleted, ==, 0);
    }
    g_assert_true (mj_saves_remove (info->path, &error));
  }

  /* over: finished in the history, no save left */
  {
    g_autoptr(MjTableSession) session = new_session ("hong-kong", 0, 8);
    g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
    g_autoptr(MjHistoryMatch) over = NULL;
    g_autofree char *path = NULL;
    gint64 id;

    mj_table_keeper_set_history (keeper, history);
    id = mj_table_keeper_get_history_match (keeper);
    path = g_strdup (mj_table_keeper_get_path (keeper));
    mj_table_session_start (session);
    play (session, person, 3);
    mj_table_session_end_match (session);
    g_assert_true (mj_table_keeper_close (keeper, &error));
    g_assert_no_error (error);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    over = mj_history_get_match (history, id, &error);
    g_assert_no_error (error);
    g_assert_cmpint (over->finished, >, 0);
  }
}

static void
count_cb (gpointer  instance,
          gpointer  arg,
          guint    *count)
{
  (*count)++;
}

static void
count0_cb (gpointer  instance,
           guint    *count)
{
  (*count)++;
}

/* A disk that refuses: said once, the save before kept whole; said again when it mends. */
static void
test_full_disk (Fixture       *fx,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) full = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOSPC, "No space left on device");
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 5));
  g_autoptr(MjTableSession) session = new_session ("dmjl", 0, 3);
  g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint failed = 0, saved = 0;

  g_signal_connect (keeper, "save-failed", G_CALLBACK (count_cb), &failed);
  g_signal_connect (keeper, "saved", G_CALLBACK (count0_cb), &saved);
  mj_table_session_start (session);
  play (session, person, 2);
  wait_idle (keeper);
  g_assert_true (g_file_get_contents (mj_table_keeper_get_path (keeper), &before, NULL, NULL));

  _mj_saves_set_write_fault (full);
  play (session, person, 3);
  wait_idle (keeper);
  g_assert_cmpuint (failed, ==, 1);
  g_assert_nonnull (mj_table_keeper_get_error (keeper));
  g_assert_false (mj_table_keeper_save_now (keeper, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_clear_error (&error);
  g_assert_cmpuint (failed, ==, 1);
  g_assert_true (g_file_get_contents (mj_table_keeper_get_path (keeper), &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  _mj_saves_set_write_fault (NULL);
  play (session, person, 1);
  wait_idle (keeper);
  g_assert_cmpuint (saved, ==, 1);
  g_assert_null (mj_table_keeper_get_error (keeper));
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (mj_table_keeper_get_path (keeper), &after, NULL, NULL));
  g_assert_cmpstr (after, !=, before);
}

/* Damaged saves and saves from a newer version are listed with their problem, never
 * continued, moved aside when asked to be; the history is not touched. */
static void
test_unreadable (Fixture       *fx,
                 gconstpointer  data)
{
  g_autofree char *damaged = g_build_filename (fx->dir, "table-damaged.json", NULL);
  g_autofree char *newer = g_build_filename (fx->dir, "table-newer.json", NULL);
  g_autofree char *cut = g_build_filename (fx->dir, "table-cut.json", NULL);
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(MjTableKeeper) keeper = NULL;
  g_autoptr(MjTableSession) session = new_session ("bmja", 0, 9);
  g_autoptr(MjTableKeeper) good = mj_table_keeper_new (session, fx->dir);
  g_autofree char *text = NULL;
  guint problems = 0;

  mj_table_session_start (session);
  g_assert_true (mj_table_keeper_save_now (good, &error));
  g_assert_true (g_file_get_contents (mj_table_keeper_get_path (good), &text, NULL, NULL));

  mj_test_write_file (damaged, "{ \"format\": 1, \"kind\": \"table\", \"seats\": ");
  mj_test_write_file (newer, "{ \"format\": 99, \"kind\": \"table\" }");
  /* a whole document whose match is cut short */
  text[strlen (text) / 2] = '\0';
  mj_test_write_file (cut, text);

  list = mj_saves_list (fx->dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 4);
  for (guint i = 0; i < list->len; i++)
    {
      const MjSaveInfo *info = list->pdata[i];

      if (info->problem == NULL)
        continue;
      problems++;
      g_test_message ("%s: %s", info->path, info->problem->message);
      if (g_str_equal (info->path, newer))
        g_assert_error (info->problem, MJ_ERROR, MJ_ERROR_VERSION);
    }
  g_assert_cmpuint (problems, ==, 3);

  keeper = mj_table_keeper_new_resumed (newer, mj_ai_get_computer_players (), &error);
  g_assert_null (keeper);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "kept-aside"));
  g_clear_error (&error);
  g_assert_false (g_file_test (newer, G_FILE_TEST_EXISTS));

  keeper = mj_table_keeper_new_resumed (damaged, mj_ai_get_computer_players (), &error);
  g_assert_null (keeper);
  g_assert_nonnull (error);
  g_clear_error (&error);
  aside = g_build_filename (fx->dir, "kept-aside", "table-damaged.json", NULL);
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));

  g_clear_pointer (&list, g_ptr_array_unref);
  list = mj_saves_list (fx->dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 2);
}

/* A match saved when a computer player's strength stood in brackets: read back with the
 * name written as the game writes it now, and continued under it. */
static void
test_old_names (Fixture       *fx,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTableSession) session = new_session ("bmja", 0, 9);
  g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
  g_autoptr(MjTableKeeper) resumed = NULL;
  g_autoptr(MjSaveInfo) info = NULL;
  g_autofree char *path = g_strdup (mj_table_keeper_get_path (keeper));
  g_autofree char *text = NULL;
  g_autofree char *copy = g_build_filename (fx->dir, "table-old-names.json", NULL);
  GString *old;

  mj_table_session_start (session);
  g_assert_true (mj_table_keeper_save_now (keeper, &error));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  old = g_string_new (text);
  for (guint seat = 1; seat < 4; seat++)
    {
      const char *now = mj_table_session_get_name (session, seat);
      g_autofree char *name = NULL;
      g_autofree char *level = NULL;
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", now);
      g_autofree char *before = NULL;

      g_assert_true (mj_player_name_split (now, &name, &level));
      before = g_strdup_printf ("\"%s (%s)\"", name, level);
      g_assert_cmpuint (g_string_replace (old, quoted, before, 0), ==, 1);
    }
  g_assert_null (strstr (old->str, " · "));
  g_clear_object (&keeper);
  /* a copy, which no keeper writes */
  mj_test_write_file (copy, old->str);
  g_string_free (old, TRUE);

  info = mj_saves_read_info (copy);
  g_assert_null (info->problem);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpstr (info->names[seat], ==, mj_table_session_get_name (session, seat));

  resumed = mj_table_keeper_new_resumed (copy, mj_ai_get_computer_players (), &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpstr (mj_table_session_get_name (mj_table_keeper_get_session (resumed), seat), ==,
                     mj_table_session_get_name (session, seat));
}

/* The log of the hand is kept with the match: continued, it holds what was played
 * before, and plays on from there; a log that holds what cannot be played is refused. */
static void
test_log (Fixture       *fx,
          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjPlayer) person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 3));
  g_autoptr(MjTableSession) session = new_session ("bmja", 0, 21);
  g_autoptr(MjTableKeeper) keeper = mj_table_keeper_new (session, fx->dir);
  g_autoptr(MjTableKeeper) resumed = NULL;
  g_autoptr(MjSaveInfo) info = NULL;
  g_autofree char *path = g_strdup (mj_table_keeper_get_path (keeper));
  g_autofree char *text = NULL;
  const MjTableEvent *saved, *restored;
  guint n_saved = 0, n_restored = 0, n_discards = 0;
  MjTableLog *log;
  g_autofree char *bad = NULL;
  g_autofree char *copy = g_build_filename (fx->dir, "table-bad-log.json", NULL);
  g_autoptr(GRegex) first = NULL;

  mj_table_session_start (session);
  play (session, person, 6);
  g_assert_true (mj_table_keeper_save_now (keeper, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  saved = mj_table_log_get_events (mj_table_session_get_log (session), &n_saved);
  for (guint i = 0; i < n_saved; i++)
    n_discards += saved[i].kind == MJ_TABLE_EVENT_DISCARD;
  /* (the computer players think against the clock: a hand may have ended on the way) */
  g_assert_cmpuint (n_discards, >=, 1);
  g_assert_cmpuint (n_saved, <=, MJ_TABLE_LOG_MAX);

  resumed = mj_table_keeper_new_resumed (path, mj_ai_get_computer_players (), &error);
  g_assert_no_error (error);
  log = mj_table_session_get_log (mj_table_keeper_get_session (resumed));
  mj_table_session_start (mj_table_keeper_get_session (resumed));
  restored = mj_table_log_get_events (log, &n_restored);
  g_assert_cmpuint (n_restored, ==, n_saved);
  g_assert_cmpmem (restored, n_restored * sizeof *restored, saved, n_saved * sizeof *saved);
  g_assert_cmpint (mj_table_log_get_last_discarder (log), >=, 0);
  g_assert_cmpint (mj_table_log_get_last_discarder (log), ==,
                   mj_table_log_get_last_discarder (mj_table_session_get_log (session)));
  /* it goes on where it was, while the same hand lasts */
  {
    MjMatch *match = mj_table_session_get_match (mj_table_keeper_get_session (resumed));
    guint before = 0, after = 0;

    mj_match_get_records (match, &before);
    play (mj_table_keeper_get_session (resumed), person, 1);
    mj_match_get_records (match, &after);
    restored = mj_table_log_get_events (log, &n_restored);
    if (after == before)
      g_assert_cmpuint (n_restored, >, MIN (n_saved, MJ_TABLE_LOG_MAX - 1));
  }

  /* a discard of a tile that is none, in a copy of the save the keepers no longer write */
  g_clear_object (&resumed);
  g_clear_object (&keeper);
  first = g_regex_new ("\"log\":\\[\\[[0-9]+,", 0, 0, NULL);
  bad = g_regex_replace (first, text, -1, 0, "\"log\":[[9,", 0, NULL);
  g_assert_cmpstr (bad, !=, text);
  mj_test_write_file (copy, bad);
  info = mj_saves_read_info (copy);
  g_assert_nonnull (info->problem);
  g_test_message ("%s", info->problem->message);
  g_assert_nonnull (strstr (info->problem->message, "log [0]"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/store/keeper/round-trip/presets", Fixture, NULL, fixture_set_up, test_round_trip_presets,
              fixture_tear_down);
  g_test_add ("/store/keeper/round-trip/three-and-two", Fixture, NULL, fixture_set_up, test_round_trip_fewer,
              fixture_tear_down);
  g_test_add ("/store/keeper/crashes", Fixture, NULL, fixture_set_up, test_crashes, fixture_tear_down);
  g_test_add ("/store/keeper/begun-before-saved", Fixture, NULL, fixture_set_up, test_begun_before_saved,
              fixture_tear_down);
  g_test_add ("/store/keeper/history-opened-late", Fixture, NULL, fixture_set_up, test_history_opened_late,
              fixture_tear_down);
  g_test_add ("/store/keeper/close", Fixture, NULL, fixture_set_up, test_close, fixture_tear_down);
  g_test_add ("/store/keeper/full-disk", Fixture, NULL, fixture_set_up, test_full_disk, fixture_tear_down);
  g_test_add ("/store/saves/unreadable", Fixture, NULL, fixture_set_up, test_unreadable, fixture_tear_down);
  g_test_add ("/store/saves/log", Fixture, NULL, fixture_set_up, test_log, fixture_tear_down);
  g_test_add ("/store/saves/old-names", Fixture, NULL, fixture_set_up, test_old_names, fixture_tear_down);

  return g_test_run ();
}
