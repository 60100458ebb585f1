/* mj-test-play-kept.c: plays a match headless, saved after every step and recorded in
 * the score history as the table keeps it, to be killed at any moment
 * (tests/test-saves-kill.c)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   mj-test-play-kept --preset ID --seed N --hands N [--continue]
 *   mj-test-play-kept --serve --hands N      (then "PRESET SEED" lines on standard input)
 *
 * With --continue the newest save in the saves' folder is played on (or, if its match is
 * over, finished), if there is one; else a new match of the preset begins. The saves and
 * the score history are the game's own, under XDG_DATA_HOME. The person's seat is
 * answered by a standard computer player and nobody waits: the computer seats play at once
 * and no claim is timed. It says "playing" on standard output when it starts on the
 * match, and exits 0 once the match is over and its save gone, 1 on an error, said on
 * standard error. With --serve it does the same, --continue'd, for each line it reads, in
 * a process of its own each time (see serve()). Built for the tests, not installed, and no
 * part of the command-line contract.
 */

#define G_LOG_DOMAIN "mj-test"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mj-ai-player.h"
#include "mj-saves.h"
#include "mj-table-keeper.h"

static int
fail (const GError *error)
{
  g_printerr ("mj-test-play-kept: %s\n", error->message);
  return EXIT_FAILURE;
}

/* The tables the computer players read are built on their first use, which takes longer
 * than a short match: one hand played by the computer alone builds them, before the match
 * is touched, so that a kill timed from "playing" lands in the match. (A British hand:
 * its rules, which limit chows, need every table.) */
static void
warm_up (void)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", NULL);
  g_autoptr(MjGame) game = NULL;

  g_assert (ruleset != NULL);
  game = mj_game_new (ruleset, 1, 0, MJ_WIND_EAST);
  mj_game_set_silent (game, TRUE);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(MjAiPlayer) player = mj_ai_player_new (MJ_AI_LEVEL_EXPERT, seat);

      mj_game_set_player (game, seat, MJ_PLAYER (player));
    }
  mj_game_run (game);
}

/* The newest save of a match at the table, or NULL; a save that cannot be read is an
 * error, which no kill may leave behind. */
static gboolean
find_newest (const char  *dir,
             char       **path,
             gboolean    *finished,
             GError     **error)
{
  g_autoptr(GPtrArray) list = mj_saves_list (dir, error);

  *path = NULL;
  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < list->len; i++)
    {
      const MjSaveInfo *info = list->pdata[i];

      if (info->problem != NULL)
        {
          g_propagate_prefixed_error (error, g_error_copy (info->problem), "%s: ", info->path);
          return FALSE;
        }
      if (info->kind == MJ_SAVE_TABLE && *path == NULL)
        {
          *path = g_strdup (info->path);
          *finished = info->finished;
        }
    }
  return TRUE;
}

static MjTableKeeper *
new_match (const char  *dir,
           const char  *preset,
           guint32      seed,
           guint        hands,
           GError     **error)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (preset, error);
  g_autoptr(MjTableSession) session = NULL;
  MjSeating seating = { 0 };

  if (ruleset == NULL)
    return NULL;
  seating.names[0] = g_strdup ("Ann");
  seating.levels[1] = MJ_AI_LEVEL_BEGINNER;
  seating.levels[2] = MJ_AI_LEVEL_STANDARD;
  seating.levels[3] = MJ_AI_LEVEL_EXPERT;
  session = mj_table_session_new (ruleset, &seating, seed, mj_ai_get_computer_players ());
  mj_seating_clear (&seating);
  mj_match_set_max_hands (mj_table_session_get_match (session), hands);
  return mj_table_keeper_new (session, dir);
}

/* Plays the match to its end, then lets the keeper finish it: recorded to the end, its
 * save deleted. The writes are made in a thread and land through the main context,
 * which is run whenever the table waits. */
static gboolean
play (MjTableKeeper *keeper,
      MjPlayer      *person,
      GError       **error)
{
  MjTableSession *session = mj_table_keeper_get_session (keeper);
  MjMatch *match = mj_table_session_get_match (session);
  g_autofree char *path = g_strdup (mj_table_keeper_get_path (keeper));

  mj_table_session_set_turn_ms (session, 0);
  mj_table_session_set_claim_seconds (session, 0);
  mj_table_session_start (session);
  while (!mj_match_is_finished (match))
    {
      MjGame *game = mj_table_session_get_game (session);

      /* the computer seats answer at once, within the person's answer: the writes done
       * meanwhile are told of here (as the table's main loop does between two clicks) */
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (mj_ai_answer_asked (session, person))
        continue;
      if (game != NULL && mj_game_get_phase (game) == MJ_PHASE_FINISHED)
        {
          /* as a person looks at the hand's score before the next is dealt: the save of
           * the hand over lands, and the hand is recorded */
          while (!mj_table_keeper_is_idle (keeper))
            g_main_context_iteration (NULL, TRUE);
          mj_table_session_play_on (session);
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  while (!mj_table_keeper_is_idle (keeper) || g_file_test (path, G_FILE_TEST_EXISTS))
    {
      if (mj_table_keeper_get_error (keeper) != NULL)
        {
          g_propagate_error (error, g_error_copy (mj_table_keeper_get_error (keeper)));
          return FALSE;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  return mj_table_keeper_close (keeper, error);
}

/* A save or a hand that could not be written is no crash to recover from: the test is
 * told at once. */
static void
failed_cb (MjTableKeeper *keeper,
           const GError  *error,
           gpointer       user_data)
{
  exit (fail (error));
}

/* One run: the newest save played on (with @resume), or a new match. */
static int
run_once (const char *preset,
          guint32     seed,
          guint       hands,
          gboolean    resume)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = NULL;
  g_autoptr(MjTableKeeper) keeper = NULL;
  g_autoptr(MjPlayer) person = NULL;
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autofree char *path = NULL;
  gboolean finished = FALSE;

  history = mj_history_open (NULL, &error);
  if (history == NULL || (resume && !find_newest (dir, &path, &finished, &error)))
    return fail (error);

  if (path != NULL && finished)
    {
      /* killed as its match ended: only the end is left to keep */
      if (!mj_table_keeper_finish_kept (path, history, &error))
        return fail (error);
      return EXIT_SUCCESS;
    }
  if (path != NULL)
    keeper = mj_table_keeper_new_resumed (path, mj_ai_get_computer_players (), &error);
  else
    keeper = new_match (dir, preset, seed, hands, &error);
  if (keeper == NULL)
    return fail (error);

  g_signal_connect (keeper, "record-failed", G_CALLBACK (failed_cb), NULL);
  g_signal_connect (keeper, "save-failed", G_CALLBACK (failed_cb), NULL);
  mj_table_keeper_set_history (keeper, history);
  person = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seed));
  if (!play (keeper, person, &error))
    return fail (error);
  return EXIT_SUCCESS;
}

/* --serve: one run for each line "PRESET SEED" read, each in a process of its own, forked
 * from this one, whose tables are built already (building them takes ten times as long as
 * a short match). Says "ready" once they are built, "pid N" once a run has started, then "exited STATUS" or "killed
 * SIGNAL" once it has ended. Nothing of the match is touched by this process: it is
 * single-threaded when it forks, and the runs' own main contexts, files and threads are
 * made in them. */
static int
serve (guint hands)
{
  char line[256];

  printf ("ready\n");
  fflush (stdout);
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      char preset[64];
      unsigned int seed;
      int status = 0;
      pid_t pid;

      if (sscanf (line, "%63s %u", preset, &seed) != 2)
        {
          g_printerr ("mj-test-play-kept: expected “PRESET SEED”, got “%s”\n", g_strchomp (line));
          return EXIT_FAILURE;
        }
      fflush (stdout);
      fflush (stderr);
      pid = fork ();
      if (pid < 0)
        {
          g_printerr ("mj-test-play-kept: fork: %s\n", g_strerror (errno));
          return EXIT_FAILURE;
        }
      if (pid == 0)
        {
          /* (exit(), not _exit(): under the sanitizers, what the run leaks is said) */
          exit (run_once (preset, seed, hands, TRUE));
        }
      printf ("pid %d\n", (int) pid);
      fflush (stdout);
      while (waitpid (pid, &status, 0) < 0)
        if (errno != EINTR)
          {
            g_printerr ("mj-test-play-kept: waitpid: %s\n", g_strerror (errno));
            return EXIT_FAILURE;
          }
      if (WIFSIGNALED (status))
        printf ("killed %d\n", WTERMSIG (status));
      else
        printf ("exited %d\n", WEXITSTATUS (status));
      fflush (stdout);
    }
  return EXIT_SUCCESS;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *preset = NULL;
  int seed = 1;
  int hands = 2;
  gboolean resume = FALSE;
  gboolean server = FALSE;
  GOptionEntry entries[] = {
    { "preset", 0, 0, G_OPTION_ARG_STRING, &preset, "The rules of a new match", "ID" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "The seed of a new match", "N" },
    { "hands", 0, 0, G_OPTION_ARG_INT, &hands, "The hands of a new match", "N" },
    { "continue", 0, 0, G_OPTION_ARG_NONE, &resume, "Play on the newest save, if there is one", NULL },
    { "serve", 0, 0, G_OPTION_ARG_NONE, &server, "Runs as standard input asks, each in a process of its own", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail (error);
  if ((preset == NULL && !server) || seed < 0 || hands < 1)
    {
      g_printerr ("mj-test-play-kept: say --preset ID (or --serve), --seed N (0 or more) and --hands N (1 or more)\n");
      return EXIT_FAILURE;
    }

  warm_up ();
  if (server)
    return serve ((guint) hands);
  g_print ("playing\n");
  fflush (stdout);
  return run_once (preset, (guint32) seed, (guint) hands, resume);
}
