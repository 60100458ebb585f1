/* test-table-session.c: a match at a table, played headless through MjTableSession
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session is what a window shows; here a scripted person answers what it asks, as the
 * window would, with no display: whole matches, the line of people sharing the screen, the
 * claim timer that passes for a person, the hint, and recording to the score history. The
 * computer players are the random ones of the core library. Every wait is for the event the
 * test expects, with a deadline that fails loudly.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "mj-history-recorder.h"
#include "mj-random-player.h"
#include "mj-table-session.h"
#include "mj-test-wait.h"
#include "mj-test-game.h"

#define DEADLINE_S 30

static MjPlayer *
new_random (int     level,
            guint32 seed)
{
  return MJ_PLAYER (mj_random_player_new (seed + (guint32) level));
}

static const char *
level_name (int level)
{
  return "Random";
}

/* A hint that suggests the decision's first action. */
static gboolean
first_action_hint (const MjSeatView  *view,
                   const MjDecision  *decision,
                   MjAction          *suggestion,
                   char             **reason)
{
  if (decision->n_actions == 0)
    return FALSE;
  *suggestion = decision->actions[0];
  *reason = g_strdup ("the first thing offered");
  return TRUE;
}

static const MjComputerPlayers computer = {
  .n_levels = 3,
  .new_player = new_random,
  .level_name = level_name,
  .hint = first_action_hint,
};


/* The scripted people: what they were asked and how they answer. */
typedef struct
{
  MjTableSession *session;
  guint           n_asked[4];
  guint           n_answered[4];
  guint           n_countdowns;
  guint           n_hints;
  guint           n_hands;
  gboolean        silent_claims;   /* leave claims to the timer */
  gboolean        finished;
  gboolean        claim_left;      /* a claim is left to the timer */
  gboolean        answered_by_timer;
  guint           idle_id;
  guint           asked_seat;
} Script;

static const MjAction *
pick (const MjDecision *d)
{
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_SELF_DRAWN_WIN || d->actions[i].kind == MJ_ACTION_WIN)
      return &d->actions[i];
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_PASS || d->actions[i].kind == MJ_ACTION_DISCARD ||
        d->actions[i].kind == MJ_ACTION_EXCHANGE)
      return &d->actions[i];
  return &d->actions[0];
}

/* The person looks at the decision, asks for a hint and answers, from the main loop. */
static gboolean
answer_cb (gpointer user_data)
{
  Script *script = user_data;
  const MjDecision *d;
  g_autofree char *reason = NULL;
  MjAction suggestion;
  guint seat = MJ_TABLE_SESSION_NO_SEAT;

  script->idle_id = 0;
  d = mj_table_session_get_asked (script->session, &seat);
  if (d == NULL)
    return G_SOURCE_REMOVE;
  g_assert_cmpuint (seat, ==, script->asked_seat);

  g_assert_true (mj_table_session_hint (script->session, &suggestion, &reason));
  g_assert_true (mj_decision_contains (d, &suggestion));
  g_assert_cmpstr (reason, ==, "the first thing offered");
  script->n_hints++;

  mj_table_session_decision_shown (script->session);
  if (script->silent_claims && (d->kind == MJ_DECISION_CLAIM || d->kind == MJ_DECISION_ROB))
    {
      script->claim_left = TRUE;
      return G_SOURCE_REMOVE;
    }
  mj_table_session_answer (script->session, pick (d));
  return G_SOURCE_REMOVE;
}

static void
person_asked_cb (MjTableSession *session,
                 guint           seat,
                 Script         *script)
{
  g_assert_nonnull (mj_table_session_get_person (session, seat));
  g_assert_nonnull (mj_table_session_get_asked (session, NULL));
  script->n_asked[seat]++;
  script->asked_seat = seat;
  /* the screen shows this person now */
  mj_table_session_set_shown_seat (session, seat);
  g_assert_cmpuint (script->idle_id, ==, 0);
  script->idle_id = g_idle_add (answer_cb, script);
}

static void
answered_cb (MjTableSession *session,
             guint           seat,
             Script         *script)
{
  script->n_answered[seat]++;
  if (script->claim_left)
    script->answered_by_timer = TRUE;
  script->claim_left = FALSE;
}

static void
countdown_cb (MjTableSession *session,
              int             seconds,
              Script         *script)
{
  g_assert_cmpint (seconds, >, 0);
  script->n_countdowns++;
}

static gboolean
play_on_cb (gpointer user_data)
{
  Script *script = user_data;

  if (mj_match_is_finished (mj_table_session_get_match (script->session)))
    script->finished = TRUE;
  else
    mj_table_session_play_on (script->session);
  return G_SOURCE_REMOVE;
}

static void
hand_finished_cb (MjTableSession *session,
                  MjGame         *game,
                  Script         *script)
{
  g_assert_nonnull (mj_game_get_result (game));
  script->n_hands++;
  g_idle_add (play_on_cb, script);
}

static void
script_connect (Script         *script,
                MjTableSession *session)
{
  script->session = session;
  script->asked_seat = MJ_TABLE_SESSION_NO_SEAT;
  g_signal_connect (session, "person-asked", G_CALLBACK (person_asked_cb), script);
  g_signal_connect (session, "answered", G_CALLBACK (answered_cb), script);
  g_signal_connect (session, "countdown", G_CALLBACK (countdown_cb), script);
  g_signal_connect (session, "hand-finished", G_CALLBACK (hand_finished_cb), script);
}

/* The test is over: nothing of the script may run later. */
static void
script_finish (Script *script)
{
  g_clear_handle_id (&script->idle_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (script->session, script);
}

/* A whole match: the person at seat 0 answers every decision, after a hint; the computer's
 * seats are named, with their strength, and never asked. */
static void
test_session_match (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeating seating = { .names = { g_strdup ("Ann"), NULL, g_strdup ("Bob"), NULL }, .person = { TRUE } };
  g_autoptr(MjTableSession) session = mj_table_session_new (ruleset, &seating, 5, &computer);
  Script script = { 0 };
  const MjHandRecord *records;
  guint n_records = 0;
  int sum = 0;

  mj_seating_clear (&seating);
  mj_table_session_set_turn_ms (session, 0);
  mj_match_set_max_hands (mj_table_session_get_match (session), 4);
  script_connect (&script, session);

  g_assert_cmpstr (mj_table_session_get_name (session, 0), ==, "Ann");
  g_assert_cmpstr (mj_table_session_get_name (session, 2), ==, "Bob · Random");
  /* the strength alone, for a view that writes it apart from the name */
  g_assert_null (mj_table_session_get_level_name (session, 0));
  g_assert_cmpstr (mj_table_session_get_level_name (session, 2), ==, "Random");
  for (guint seat = 1; seat < 4; seat++)
    {
      g_assert_true (g_str_has_suffix (mj_table_session_get_name (session, seat), " · Random"));
      g_assert_nonnull (mj_table_session_get_paced (session, seat));
      g_assert_null (mj_table_session_get_person (session, seat));
      for (guint other = 0; other < seat; other++)
        g_assert_cmpstr (mj_table_session_get_name (session, seat), !=, mj_table_session_get_name (session, other));
    }
  g_assert_cmpuint (mj_table_session_get_n_people (session), ==, 1);

  mj_table_session_start (session);
  mj_test_wait_until (mj_test_is_true, &script.finished, DEADLINE_S, "the end of the match");

  records = mj_match_get_records (mj_table_session_get_match (session), &n_records);
  g_assert_cmpuint (n_records, ==, 4);
  g_assert_cmpuint (script.n_hands, ==, 4);
  g_assert_cmpuint (script.n_asked[0], >, 20);
  g_assert_cmpuint (script.n_answered[0], ==, script.n_asked[0]);
  g_assert_cmpuint (script.n_hints, ==, script.n_asked[0]);
  for (guint seat = 1; seat < 4; seat++)
    g_assert_cmpuint (script.n_asked[seat], ==, 0);
  for (guint seat = 0; seat < 4; seat++)
    sum += records[n_records - 1].balance[seat];
  g_assert_cmpint (sum, ==, 0);
  script_finish (&script);
}

/* The same seed and seating seat the same names and deal the same first hand. */
static void
test_session_deterministic (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("dmjl");
  MjSeating seating = { .person = { TRUE } };
  g_autoptr(MjTableSession) a = mj_table_session_new (ruleset, &seating, 77, &computer);
  g_autoptr(MjTableSession) b = mj_table_session_new (ruleset, &seating, 77, &computer);

  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpstr (mj_table_session_get_name (a, seat), ==, mj_table_session_get_name (b, seat));
  g_assert_cmpuint (mj_table_session_get_first_east (a)->east, ==, mj_table_session_get_first_east (b)->east);
}

/* Two people share the screen: each is asked in turn, the one shown first when both wait. */
static void
test_session_two_people (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("hong-kong");
  MjSeating seating = { .person = { TRUE, FALSE, TRUE, FALSE } };
  g_autoptr(MjTableSession) session = mj_table_session_new (ruleset, &seating, 11, &computer);
  Script script = { 0 };

  mj_table_session_set_turn_ms (session, 0);
  mj_match_set_max_hands (mj_table_session_get_match (session), 2);
  script_connect (&script, session);
  g_assert_cmpuint (mj_table_session_get_n_people (session), ==, 2);
  g_assert_nonnull (mj_table_session_get_person (session, 2));
  g_assert_false (g_str_has_suffix (mj_table_session_get_name (session, 2), " · Random"));
  g_assert_null (mj_table_session_get_level_name (session, 2));
  g_assert_cmpstr (mj_table_session_get_level_name (session, 1), ==, "Random");

  mj_table_session_start (session);
  mj_test_wait_until (mj_test_is_true, &script.finished, DEADLINE_S, "the end of the match");
  g_assert_cmpuint (script.n_asked[0], >, 5);
  g_assert_cmpuint (script.n_asked[2], >, 5);
  g_assert_cmpuint (script.n_answered[0], ==, script.n_asked[0]);
  g_assert_cmpuint (script.n_answered[2], ==, script.n_asked[2]);
  script_finish (&script);
}

/* A person who does not claim in time: the timer counts down and passes for them. */
static void
test_session_claim_timer (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeating seating = { .person = { TRUE } };
  g_autoptr(MjTableSession) session = mj_table_session_new (ruleset, &seating, 3, &computer);
  Script script = { 0 };

  mj_table_session_set_turn_ms (session, 0);
  mj_table_session_set_claim_seconds (session, 1);
  g_assert_cmpint (mj_table_session_get_claim_seconds (session), ==, 1);
  script.silent_claims = TRUE;
  script_connect (&script, session);

  mj_table_session_start (session);
  mj_test_wait_until (mj_test_is_true, &script.answered_by_timer, DEADLINE_S, "the claim timer to pass");
  g_assert_cmpuint (script.n_countdowns, >=, 1);
  mj_table_session_end_match (session);
  g_assert_true (mj_match_is_finished (mj_table_session_get_match (session)));
  g_assert_null (mj_table_session_get_asked (session, NULL));

  /* -1: the rules' own timer */
  mj_table_session_set_claim_seconds (session, -1);
  g_assert_cmpint (mj_table_session_get_claim_seconds (session), ==, mj_ruleset_get (ruleset, MJ_PARAM_CLAIM_SECONDS));
  script_finish (&script);
}

static void
notice_cb (MjTableSession *session,
           const char     *text,
           char          **said)
{
  g_free (*said);
  *said = g_strdup (text);
}

/* A seat left empty under rules played by four: every seat is taken, and the people are told. */
static void
test_session_empty_refused (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("hong-kong");
  MjSeating seating = { .person = { TRUE }, .empty = { FALSE, FALSE, FALSE, TRUE } };
  g_autoptr(MjTableSession) session = mj_table_session_new (ruleset, &seating, 1, &computer);
  g_autofree char *said = NULL;

  g_signal_connect (session, "notice", G_CALLBACK (notice_cb), &said);
  g_assert_cmpuint (mj_table_session_get_empty_seats (session), ==, 0);
  g_assert_nonnull (mj_table_session_get_paced (session, 3));
  mj_table_session_start (session);
  g_assert_cmpstr (said, ==, "These rules are played by four: every seat is taken");
  mj_table_session_end_match (session);
}

/* Recorded to the score history, hand by hand, the person as a person. */
static void
test_session_recorded (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeating seating = { .names = { g_strdup ("Ann") }, .person = { TRUE }, .empty = { FALSE, FALSE, FALSE, TRUE } };
  g_autoptr(MjTableSession) session = mj_table_session_new (ruleset, &seating, 9, &computer);
  g_autofree char *dir = g_dir_make_tmp ("mj-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = mj_history_open (path, &error);
  g_autoptr(MjHistoryRecorder) recorder = NULL;
  g_autoptr(MjHistoryMatch) match = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GPtrArray) players = NULL;
  Script script = { 0 };

  mj_seating_clear (&seating);
  g_assert_no_error (error);
  mj_table_session_set_turn_ms (session, 0);
  mj_match_set_max_hands (mj_table_session_get_match (session), 2);
  script_connect (&script, session);
  g_assert_cmpuint (mj_table_session_get_empty_seats (session), ==, 1u << 3);
  g_assert_cmpstr (mj_table_session_get_name (session, 3), ==, "Empty seat");
  g_assert_null (mj_table_session_get_level_name (session, 3));

  recorder = mj_history_recorder_new_for_session (history, session, &error);
  g_assert_no_error (error);
  mj_table_session_start (session);
  mj_test_wait_until (mj_test_is_true, &script.finished, DEADLINE_S, "the end of the match");

  match = mj_history_get_match (history, mj_history_recorder_get_match_id (recorder), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (match->n_hands, ==, 2);
  g_assert_cmpstr (match->player_names[0], ==, "Ann");
  g_assert_cmpint (match->players[3], ==, 0);
  hands = mj_history_get_match_hands (history, match->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hands->len, ==, 2);
  players = mj_history_list_players (history, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < players->len; i++)
    {
      const MjHistoryPlayer *p = players->pdata[i];

      g_assert_cmpint (p->is_computer, ==, !g_str_equal (p->name, "Ann"));
    }

  script_finish (&script);
  g_clear_object (&history);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/table-session/match", test_session_match);
  g_test_add_func ("/core/table-session/deterministic", test_session_deterministic);
  g_test_add_func ("/core/table-session/two-people", test_session_two_people);
  g_test_add_func ("/core/table-session/claim-timer", test_session_claim_timer);
  g_test_add_func ("/core/table-session/empty-refused", test_session_empty_refused);
  g_test_add_func ("/core/table-session/recorded", test_session_recorded);

  return g_test_run ();
}
