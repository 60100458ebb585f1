/* test-saves-kill.c: a match kept through kill -9 at any moment, its history whole
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A process plays matches headless, kept and recorded as the table keeps them
 * (tests/mj-test-play-kept.c), and is killed with SIGKILL at a random moment, 200 times:
 * before its first save, before its first deal, in a hand, between hands, as a match ends.
 * Each time, every save in the folder must read back, and the score history must be one
 * the matches could have made: each match's hands numbered from 1 without a gap, each hand
 * once; the balances the running sums of the nets; the nets of a hand summing to nothing
 * (or, where the scores are only written down, the ruleset's rule); no hand the save does
 * not hold, and every hand the same as the save's record of it; no match begun in the
 * history that is not over and that no save continues. Then a new process continues the
 * newest save, and when a match is over the next one begins, by other rules. At the end
 * the last match is played out unkilled: every match in the history is finished and no
 * save is left.
 *
 * Each run is a process of its own, forked by one that has built the computer players'
 * tables once (mj-test-play-kept --serve): built anew in every process, they would take
 * ten times as long as the match. How long a match takes is measured first, by one played
 * straight through, and the kills are spread over that time, which then follows how busy
 * the machine is (a build with sanitizers is slower; so are its kills).
 */

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "mj-saves.h"
#include "mj-history.h"
#include "mj-test-files.h"
#include "mj-test-wait.h"

#define KILLS 200
#define HANDS "2"
#define DEADLINE_S 120

typedef struct
{
  char        *saves;        /* the saves' folder */
  char        *errors;       /* where the process says what went wrong */
  GSubprocess *server;       /* mj-test-play-kept --serve */
  GOutputStream    *to_server;
  GDataInputStream *from_server;
  GHashTable  *seen;         /* history match id -> GArray of MjHandRecord its saves held */
  GHashTable  *checked;      /* history match id -> the hands it had when found over */
  GHashTable  *rulesets;     /* preset id -> MjRuleset */
  MjHistory   *history;      /* the runs' score history, once there is one */
  guint        match;        /* the matches begun, to choose the next one's rules and seed */
  guint        no_save;      /* kills before the first save of a new match */
  guint        undealt;      /* ... once saved, before its first deal */
  guint        in_hand;      /* ... in a hand */
  guint        first_hand;   /* ... of them in the first hand */
  guint        between;      /* ... between two hands */
  guint        over;         /* ... once the match was over, its save gone or not yet */
  guint        completed;    /* matches played to their end */
} Fixture;

/* GLib gives each test data folders of its own, but says so only to this process: the
 * processes started by the test are told too. */
static void
fixture_set_up (Fixture       *fx,
                gconstpointer  data)
{
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  fx->saves = mj_saves_get_default_dir ();
  fx->errors = g_build_filename (g_get_user_data_dir (), "errors.txt", NULL);
  fx->seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) g_array_unref);
  fx->checked = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  fx->rulesets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);

  {
    g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                                                         G_SUBPROCESS_FLAGS_STDOUT_PIPE);
    g_autoptr(GError) error = NULL;
    g_autofree char *ready = NULL;

    g_subprocess_launcher_set_stderr_file_path (launcher, fx->errors);
    fx->server = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("MJ_TEST_PLAY_KEPT"), "--serve",
                                              "--hands", HANDS, NULL);
    g_assert_no_error (error);
    fx->to_server = g_subprocess_get_stdin_pipe (fx->server);
    fx->from_server = g_data_input_stream_new (g_subprocess_get_stdout_pipe (fx->server));
    ready = g_data_input_stream_read_line_utf8 (fx->from_server, NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (ready, ==, "ready");
  }
}

static void
fixture_tear_down (Fixture       *fx,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* the end of its input ends it */
  g_output_stream_close (fx->to_server, NULL, &error);
  g_assert_no_error (error);
  g_subprocess_wait_check (fx->server, NULL, &error);
  g_assert_no_error (error);
  g_object_unref (fx->from_server);
  g_object_unref (fx->server);
  g_clear_object (&fx->history);
  g_hash_table_unref (fx->seen);
  g_hash_table_unref (fx->checked);
  g_hash_table_unref (fx->rulesets);
  g_free (fx->saves);
  g_free (fx->errors);
}

/* Running the process */

/* The next match's rules and seed, should the run begin one. */
static char *
next_command (Fixture *fx)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();

  return g_strdup_printf ("%s %u\n", ids[fx->match % g_strv_length ((char **) ids)], 1000 + fx->match);
}

static void
line_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **line = user_data;
  g_autoptr(GError) error = NULL;

  *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*line);
}

static gboolean
timer_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* One run of the process on the newest save (or a new match), killed after @delay_ms if
 * it has not ended by then; -1: never. Returns whether it was killed. */
static gboolean
run_for (Fixture *fx,
         int      delay_ms)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (DEADLINE_S, "a run of the match process to end");
  g_autoptr(GError) error = NULL;
  g_autofree char *command = next_command (fx);
  g_autofree char *started = NULL;
  g_autofree char *ended = NULL;
  gboolean timed_out = FALSE;
  guint timer = 0;
  gint64 pid = 0;

  g_output_stream_write_all (fx->to_server, command, strlen (command), NULL, NULL, &error);
  g_assert_no_error (error);
  started = g_data_input_stream_read_line_utf8 (fx->from_server, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (started);
  g_assert_true (g_str_has_prefix (started, "pid "));
  g_assert_true (g_ascii_string_to_signed (started + 4, 10, 1, G_MAXINT, &pid, NULL));

  if (delay_ms >= 0)
    timer = g_timeout_add ((guint) delay_ms, timer_cb, &timed_out);
  g_data_input_stream_read_line_async (fx->from_server, G_PRIORITY_DEFAULT, NULL, line_read_cb, &ended);
  while (ended == NULL && !timed_out)
    {
      mj_test_deadline_check (deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  /* (a run that has just ended, and been reaped, is no longer there to kill: the server
   * says it exited) */
  if (ended == NULL && kill ((pid_t) pid, SIGKILL) != 0)
    g_assert_cmpint (errno, ==, ESRCH);
  else if (!timed_out && timer != 0)
    g_source_remove (timer);
  while (ended == NULL)
    {
      mj_test_deadline_check (deadline);
      g_main_context_iteration (NULL, TRUE);
    }

  if (g_str_equal (ended, "killed 9"))
    return TRUE;
  if (!g_str_equal (ended, "exited 0"))
    {
      g_autofree char *said = NULL;

      g_file_get_contents (fx->errors, &said, NULL, NULL);
      g_error ("the match process %s: %s", ended, said != NULL ? said : "");
    }
  return FALSE;
}

/* Checking what is left */

/* The save left in the folder, read back whole. */
typedef struct
{
  MjSaveInfo   *info;   /* NULL: none */
  MjSessionDoc  doc;
} Left;

static void
left_clear (Left *left)
{
  g_clear_pointer (&left->info, mj_save_info_free);
  mj_session_doc_clear (&left->doc);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Left, left_clear)

/* Every save must read back; there is one at most, the match being played. */
static void
check_saves (Fixture *fx,
             Left    *left)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = mj_saves_list (fx->saves, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (list->len, <=, 1);
  for (guint i = 0; i < list->len; i++)
    {
      MjSaveInfo *info = list->pdata[i];

      if (info->problem != NULL)
        g_error ("%s: %s", info->path, info->problem->message);
      g_assert_cmpint (info->kind, ==, MJ_SAVE_TABLE);
    }
  left_clear (left);
  if (list->len > 0)
    {
      left->info = mj_saves_read_full (((MjSaveInfo *) list->pdata[0])->path, &left->doc);
      g_assert_null (left->info->problem);
    }
}

static void
assert_same_record (const MjHandRecord *a,
                    const MjHandRecord *b)
{
  g_assert_cmpuint (a->number, ==, b->number);
  g_assert_cmpuint (a->prevailing_wind, ==, b->prevailing_wind);
  g_assert_cmpuint (a->dealer, ==, b->dealer);
  g_assert_cmpint (a->winner, ==, b->winner);
  g_assert_cmpint (a->discarder, ==, b->discarder);
  g_assert_cmpuint (a->self_drawn, ==, b->self_drawn);
  g_assert_cmpmem (a->totals, sizeof a->totals, b->totals, sizeof b->totals);
  g_assert_cmpmem (a->net, sizeof a->net, b->net, sizeof b->net);
  g_assert_cmpmem (a->balance, sizeof a->balance, b->balance, sizeof b->balance);
}

/* The score sheet of the save, remembered under its match in the history, so that the
 * history is checked against it after the save is gone too. */
static const GArray *
remember_records (Fixture    *fx,
                  const Left *left)
{
  const MjHandRecord *records;
  guint n_records = 0;
  GArray *seen;

  if (left->info == NULL || left->info->history_match <= 0)
    return NULL;
  records = mj_match_get_records (left->doc.match, &n_records);
  seen = g_hash_table_lookup (fx->seen, &left->info->history_match);
  if (seen == NULL)
    {
      seen = g_array_new (FALSE, FALSE, sizeof (MjHandRecord));
      g_hash_table_insert (fx->seen, g_memdup2 (&left->info->history_match, sizeof (gint64)), seen);
    }
  /* a save never loses a hand it held */
  g_assert_cmpuint (n_records, >=, seen->len);
  for (guint i = 0; i < seen->len; i++)
    assert_same_record (&records[i], &g_array_index (seen, MjHandRecord, i));
  g_array_set_size (seen, 0);
  g_array_append_vals (seen, records, n_records);
  return seen;
}

/* The nets of a hand: they sum to nothing, or where the scores are only written down, each
 * is the seat's total (the dealer's doubled where the rules say so). */
static void
check_nets (Fixture              *fx,
            const MjHistoryMatch *m,
            const MjHistoryHand  *h)
{
  MjRuleset *ruleset = g_hash_table_lookup (fx->rulesets, m->ruleset_id);
  const MjRulesetValues *v;
  int sum = 0;

  if (ruleset == NULL)
    {
      g_autoptr(GError) error = NULL;

      ruleset = mj_ruleset_new_preset (m->ruleset_id, &error);
      g_assert_no_error (error);
      g_hash_table_insert (fx->rulesets, g_strdup (m->ruleset_id), ruleset);
    }
  v = mj_ruleset_get_values (ruleset);
  for (guint seat = 0; seat < 4; seat++)
    {
      if (v->params[MJ_PARAM_SETTLEMENT] == MJ_SETTLEMENT_RECORDED)
        g_assert_cmpint (h->net[seat], ==,
                         h->totals[seat] * (seat == h->dealer && v->params[MJ_PARAM_EAST_DOUBLE] ? 2 : 1));
      sum += h->net[seat];
    }
  if (v->params[MJ_PARAM_SETTLEMENT] != MJ_SETTLEMENT_RECORDED)
    g_assert_cmpint (sum, ==, 0);
}

/* Each match in the history is one its saves could have made. Returns how many are not
 * over. */
static guint
check_history (Fixture    *fx,
               const Left *left)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  const MjSaveInfo *newest = left != NULL ? left->info : NULL;
  const GArray *kept = left != NULL ? remember_records (fx, left) : NULL;
  MjHistoryFilter all = { 0 };
  guint unfinished = 0;
  guint waiting = 0;

  if (fx->history == NULL)
    {
      g_autofree char *path = mj_history_get_default_path ();

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return 0;
      /* (kept open: the runs write, this process reads what they have committed) */
      fx->history = mj_history_open (path, &error);
      g_assert_no_error (error);
    }
  all.include_deleted = TRUE;
  matches = mj_history_list_matches (fx->history, &all, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < matches->len; i++)
    {
      const MjHistoryMatch *m = matches->pdata[i];
      gpointer checked = g_hash_table_lookup (fx->checked, &m->id);
      g_autoptr(GPtrArray) hands = NULL;
      const GArray *seen = g_hash_table_lookup (fx->seen, &m->id);
      gboolean continued = newest != NULL && newest->history_match == m->id;
      int balance[4] = { 0, 0, 0, 0 };

      g_assert_cmpint (m->deleted, ==, 0);
      /* a match found over once is checked again only if it has changed since */
      if (checked != NULL)
        {
          g_assert_cmpint (m->finished, !=, 0);
          g_assert_cmpuint (m->n_hands, ==, GPOINTER_TO_UINT (checked) - 1);
          continue;
        }
      hands = mj_history_get_match_hands (fx->history, m->id, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (m->n_hands, ==, hands->len);
      for (guint k = 0; k < hands->len; k++)
        {
          const MjHistoryHand *h = hands->pdata[k];

          g_assert_cmpuint (h->number, ==, k + 1);
          check_nets (fx, m, h);
          for (guint seat = 0; seat < 4; seat++)
            {
              balance[seat] += h->net[seat];
              g_assert_cmpint (h->balance[seat], ==, balance[seat]);
            }
          /* the same hand as the save's */
          if (seen != NULL && k < seen->len)
            {
              const MjHandRecord *r = &g_array_index (seen, MjHandRecord, k);

              g_assert_cmpint (h->winner, ==, r->winner);
              g_assert_cmpint (h->dealer, ==, r->dealer);
              g_assert_cmpint (h->self_drawn, ==, r->self_drawn);
              g_assert_cmpmem (h->net, sizeof h->net, r->net, sizeof r->net);
              g_assert_cmpmem (h->totals, sizeof h->totals, r->totals, sizeof r->totals);
            }
        }
      /* never ahead of the save that continues it */
      if (continued)
        g_assert_cmpuint (hands->len, <=, kept->len);
      if (m->finished != 0)
        g_hash_table_insert (fx->checked, g_memdup2 (&m->id, sizeof m->id), GUINT_TO_POINTER (hands->len + 1));
      else
        {
          unfinished++;
          /* a match not over is one a save continues; or, killed before a save held its
           * number, one without a hand that the save will find again */
          if (!continued && !(newest != NULL && newest->history_match == 0 && hands->len == 0 && ++waiting == 1))
            g_error ("match %" G_GINT64_FORMAT " is not over, has %u hands, and no save continues it",
                     m->id, hands->len);
        }
    }
  return unfinished;
}

/* Where the kill landed, by what is left of the match. */
static void
count_kill (Fixture    *fx,
            gboolean    had_save,
            const Left *left)
{
  if (left->info == NULL)
    {
      if (had_save)
        fx->over++;
      else
        fx->no_save++;
    }
  else if (left->info->finished)
    fx->over++;
  else if (left->info->between_hands)
    fx->between++;
  else if (mj_match_get_game (left->doc.match) == NULL)
    fx->undealt++;
  else
    {
      fx->in_hand++;
      fx->first_hand += left->info->hand == 1;
    }
}

/* One run played out: the match is over, no save is left, the history says it is over. */
static void
assert_over (Fixture *fx)
{
  g_auto(Left) left = { 0 };

  check_saves (fx, &left);
  g_assert_null (left.info);
  g_assert_cmpuint (check_history (fx, NULL), ==, 0);
  fx->completed++;
  fx->match++;
}

static void
test_saves_kill (Fixture       *fx,
                 gconstpointer  data)
{
  gint64 start = g_get_monotonic_time ();
  g_auto(Left) left = { 0 };   /* the save the last run left */
  double span_ms;
  guint kills = 0;

  /* one match straight through: how long a match takes */
  g_assert_false (run_for (fx, -1));
  span_ms = MAX ((g_get_monotonic_time () - start) / 1000.0, 2.0);
  g_test_message ("a match of " HANDS " hands, straight through: %.0f ms", span_ms);
  assert_over (fx);

  while (kills < KILLS)
    {
      /* A continued match goes on where its save stopped, so that kills spread up to a
       * match's length land at every moment of it; one in four comes in the first tenth,
       * as a new match is saved, dealt and begins in the history. The length follows how
       * busy the machine is: shorter when a run ends before its kill, a little longer
       * when it is killed (about one run in twenty ends on its own). */
      int delay = g_test_rand_int_range (0, 4) == 0 ? g_test_rand_int_range (0, (gint32) (span_ms / 10) + 1)
                                                    : g_test_rand_int_range (1, (gint32) span_ms + 1);
      gboolean had_save = left.info != NULL;

      if (run_for (fx, delay))
        {
          kills++;
          check_saves (fx, &left);
          count_kill (fx, had_save, &left);
          check_history (fx, &left);
          /* (killed once its match was over and its save gone: the next begins) */
          if (had_save && left.info == NULL)
            {
              fx->completed++;
              fx->match++;
            }
          span_ms = MIN (span_ms * 1.005, 10000.0);
        }
      else
        {
          /* over on its own: the next match begins, by other rules */
          assert_over (fx);
          left_clear (&left);
          span_ms = MAX (span_ms * 0.9, 2.0);
        }
    }

  /* the last match played out */
  if (left.info != NULL)
    {
      g_assert_false (run_for (fx, -1));
      assert_over (fx);
    }

  g_test_message ("%u kills: %u before the first save of a match, %u before its first deal, %u in a hand "
                  "(%u in the first), %u between hands, %u as a match ended; %u matches played to their end; "
                  "kills spread over %.0f ms at the end; %.1f s in all", kills, fx->no_save, fx->undealt,
                  fx->in_hand, fx->first_hand, fx->between, fx->over, fx->completed, span_ms,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (fx->completed, >=, 2);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = mj_test_isolate_data ("mj-test-saves-kill");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/saves/kill", Fixture, NULL, fixture_set_up, test_saves_kill, fixture_tear_down);

  status = g_test_run ();
  mj_test_remove_tree (data);
  return status;
}
