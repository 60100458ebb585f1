/* mj-cli-bench-saves.c: mahjong-table-cli bench saves: what saving a match costs the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table saves its match after every step (MjTableKeeper): the state is made into JSON
 * on the main thread, then written in a thread, to a new file flushed to the disk and
 * renamed over the save. Both are measured on the states of real matches played headless,
 * at every step where the table comes to rest: matches of several rules (walls full at the
 * deal, ponds and sets later), and the end of a long match, whose score sheet has many
 * hands. Every seat is played as by a person, answered by a computer player, so that the
 * table rests (and would save) after each seat's every decision, as it does at the pace of
 * the screen.
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "mj-ai-player.h"
#include "mj-cli-private.h"
#include "mj-saves.h"
#include "mj-session-json.h"

/* For the two seconds a measurement runs by default; fewer asked for, fewer played. */
#define HANDS       8    /* a match of each rules */
#define LONG_HANDS  64   /* the long match (by rules that play on until the players stop) ... */
#define LATE_HANDS  48   /* ... measured from this hand on */
#define MAX_WRITES  400  /* states written to the disk, of each set */

typedef struct
{
  GArray     *json_us;   /* gint64: making the JSON */
  GArray     *bytes;     /* gint64: the document's size */
  GPtrArray  *texts;     /* some of the documents, to write */
  guint       seen;
  guint       max_texts;
} Samples;

static void
samples_init (Samples *s,
              guint    max_texts)
{
  s->json_us = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->bytes = g_array_new (FALSE, FALSE, sizeof (gint64));
  s->texts = g_ptr_array_new_with_free_func (g_free);
  s->seen = 0;
  s->max_texts = max_texts;
}

static void
samples_clear (Samples *s)
{
  g_clear_pointer (&s->json_us, g_array_unref);
  g_clear_pointer (&s->bytes, g_array_unref);
  g_clear_pointer (&s->texts, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Samples, samples_clear)

typedef struct
{
  Samples  *samples;
  guint     from_hand;   /* measured once the match has this many hands behind it */
  GRand    *rand;
} Recorder;

static int
compare_int64 (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The value below which @q of @values lie (nearest rank); @values are sorted. */
static gint64
quantile (GArray *values,
          double  q)
{
  guint rank;

  if (values->len == 0)
    return 0;
  rank = (guint) MIN (values->len - 1, (guint) (q * values->len));
  return g_array_index (values, gint64, rank);
}

static void
print_row (const char *what,
           GArray     *values,
           const char *unit)
{
  g_array_sort (values, compare_int64);
  g_print ("    %-44s p50 %7" G_GINT64_FORMAT "  p99 %7" G_GINT64_FORMAT "  max %7" G_GINT64_FORMAT " %s"
           "  (%u)\n", what, quantile (values, 0.50), quantile (values, 0.99),
           values->len > 0 ? g_array_index (values, gint64, values->len - 1) : 0, unit, values->len);
}

/* At rest: the save the table would make now, made and timed. */
static void
step_done_cb (MjTableSession *session,
              Recorder       *r)
{
  g_autoptr(JsonNode) node = NULL;
  guint n_records = 0;
  gint64 start, us, bytes;
  char *text;

  mj_match_get_records (mj_table_session_get_match (session), &n_records);
  if (n_records < r->from_hand || mj_match_is_finished (mj_table_session_get_match (session)))
    return;

  start = g_get_monotonic_time ();
  node = mj_table_session_to_json (session, 1);
  text = json_to_string (node, FALSE);
  us = g_get_monotonic_time () - start;
  bytes = (gint64) strlen (text);

  g_array_append_val (r->samples->json_us, us);
  g_array_append_val (r->samples->bytes, bytes);
  /* a uniform sample of the documents is kept to be written (reservoir sampling) */
  r->samples->seen++;
  if (r->samples->texts->len < r->samples->max_texts)
    g_ptr_array_add (r->samples->texts, text);
  else
    {
      guint i = (guint) g_rand_int_range (r->rand, 0, (gint32) r->samples->seen);

      if (i < r->samples->max_texts)
        {
          g_free (r->samples->texts->pdata[i]);
          r->samples->texts->pdata[i] = text;
        }
      else
        g_free (text);
    }
}

/* Plays a match of @preset to its end, every seat a person answered by a computer player,
 * the states from hand @from_hand on measured into @samples. */
static gboolean
play_match (const char  *preset,
            guint32      seed,
            guint        hands,
            guint        from_hand,
            Samples     *samples,
            GError     **error)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (preset, error);
  g_autoptr(MjTableSession) session = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  MjPlayer *players[4] = { NULL, NULL, NULL, NULL };
  MjSeating seating = { 0 };
  Recorder recorder = { samples, from_hand, rand };
  MjMatch *match;

  if (ruleset == NULL)
    return FALSE;
  for (guint seat = 0; seat < 4; seat++)
    {
      seating.person[seat] = TRUE;
      seating.names[seat] = g_strdup_printf ("Player %u", seat + 1);
      players[seat] = MJ_PLAYER (mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seed + seat));
    }
  session = mj_table_session_new (ruleset, &seating, seed, mj_ai_get_computer_players ());
  mj_seating_clear (&seating);
  match = mj_table_session_get_match (session);
  mj_match_set_max_hands (match, hands);
  mj_table_session_set_turn_ms (session, 0);
  mj_table_session_set_claim_seconds (session, 0);
  g_signal_connect (session, "step-done", G_CALLBACK (step_done_cb), &recorder);
  mj_table_session_start (session);

  while (!mj_match_is_finished (match))
    {
      MjGame *game = mj_table_session_get_game (session);
      guint seat = 0;

      if (mj_table_session_get_asked (session, &seat) != NULL)
        mj_ai_answer_asked (session, players[seat]);
      else if (game != NULL && mj_game_get_phase (game) == MJ_PHASE_FINISHED)
        mj_table_session_play_on (session);
      else
        g_main_context_iteration (NULL, TRUE);
    }

  g_signal_handlers_disconnect_by_data (session, &recorder);
  for (guint seat = 0; seat < 4; seat++)
    g_object_unref (players[seat]);
  return TRUE;
}

/* Writes each kept document as the table does, timed. */
static gboolean
write_all (const char  *dir,
           Samples     *samples,
           GArray      *write_us,
           GError     **error)
{
  g_autofree char *path = g_build_filename (dir, "table-bench.json", NULL);

  for (guint i = 0; i < samples->texts->len; i++)
    {
      const char *text = samples->texts->pdata[i];
      gint64 start = g_get_monotonic_time ();
      gint64 us;

      if (!mj_saves_write_file (path, text, strlen (text), error))
        return FALSE;
      us = g_get_monotonic_time () - start;
      g_array_append_val (write_us, us);
    }
  g_unlink (path);
  return TRUE;
}

static void
print_samples (const char *title,
               Samples    *samples,
               GArray     *write_us)
{
  g_print ("  %s\n", title);
  print_row (_("document size"), samples->bytes, _("bytes"));
  print_row (_("JSON made on the main thread"), samples->json_us, "µs");
  print_row (_("durable write (temp file, fsync, rename)"), write_us, "µs");
}

/**
 * mj_cli_bench_saves:
 * @seconds: the time of a measurement: 2 plays matches of 8 hands and one of 64, less
 *   plays fewer
 *
 * The cost of saving a full game state, as the table does after every step.
 */
int
mj_cli_bench_saves (guint32 seed,
                    double  seconds)
{
  static const char * const ids[] = { "bmja", "dmjl", "hong-kong", "cantonese", "oxenstierna" };
  double scale = MIN (seconds / 2.0, 1.0);
  guint hands = MAX (1, (guint) (HANDS * scale));
  guint long_hands = MAX (2, (guint) (LONG_HANDS * scale));
  guint late_hands = long_hands * LATE_HANDS / LONG_HANDS;
  g_auto(Samples) steps = { 0 };
  g_auto(Samples) late = { 0 };
  g_autoptr(GArray) steps_write = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) late_write = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  gboolean ok = TRUE;

  samples_init (&steps, MAX (10, (guint) (MAX_WRITES * scale)));
  samples_init (&late, MAX (10, (guint) (MAX_WRITES * scale)));
  for (guint i = 0; i < G_N_ELEMENTS (ids) && ok; i++)
    ok = play_match (ids[i], seed + i, hands, 0, &steps, &error);
  if (ok)
    ok = play_match ("oxenstierna", seed + 100, long_hands, late_hands, &late, &error);

  dir = ok ? g_dir_make_tmp ("mj-bench-saves-XXXXXX", &error) : NULL;
  if (dir != NULL)
    {
      ok = write_all (dir, &steps, steps_write, &error) && write_all (dir, &late, late_write, &error);
      g_rmdir (dir);
    }
  if (!ok || dir == NULL)
    {
      g_printerr ("mahjong-table-cli: %s\n", error->message);
      return MJ_CLI_EXIT_FAILURE;
    }

  g_print ("%s\n", _("saves: saving a full game state, as the table does after every step"));
  {
    g_autofree char *title = g_strdup_printf (ngettext ("every step of a match of %u hand, %u rules (%u states, %u written)",
                                                        "every step of a match of %u hands, %u rules (%u states, %u written)",
                                                        hands),
                                              hands, (guint) G_N_ELEMENTS (ids), steps.seen, steps.texts->len);

    print_samples (title, &steps, steps_write);
  }
  {
    g_autofree char *title = g_strdup_printf (_("from hand %u of a match of %u hands (%u states, %u written)"),
                                              late_hands + 1, long_hands, late.seen, late.texts->len);

    print_samples (title, &late, late_write);
  }
  return MJ_CLI_EXIT_OK;
}
