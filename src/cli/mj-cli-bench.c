/* mj-cli-bench.c: mahjong-table-cli bench
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seeded benchmarks on one core. The hands are made before the clock starts, so what is
 * measured is the engine alone.
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-cli-private.h"
#include "mj-score.h"
#include "mj-shape.h"

#define N_HANDS 65536

/* A random winning hand: four sets and a pair, sometimes with a declared set, a winning
 * tile from the hand, random winds, bonus tiles and source. */
static void
random_winning_hand (GRand  *rand,
                     MjHand *hand)
{
  guint8 counts[MJ_N_PLAY_KINDS];
  MjTile held[14];
  guint n = 0;

  mj_hand_init (hand);
  mj_shape_random_winning_hand (rand, counts);
  memcpy (hand->concealed, counts, sizeof counts);

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint k = 0; k < counts[t]; k++)
      held[n++] = t;

  /* Expose a pung of the hand now and then. */
  if (g_rand_boolean (rand))
    for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
      if (hand->concealed[t] == 3)
        {
          hand->concealed[t] = 0;
          hand->melds[0].kind = MJ_SET_PUNG;
          hand->melds[0].tile = t;
          hand->melds[0].exposed = TRUE;
          hand->n_melds = 1;
          break;
        }

  do
    hand->winning_tile = held[g_rand_int_range (rand, 0, (int) n)];
  while (hand->concealed[hand->winning_tile] == 0);

  hand->seat_wind = (MjWind) g_rand_int_range (rand, 0, 4);
  hand->prevailing_wind = (MjWind) g_rand_int_range (rand, 0, 4);
  hand->self_drawn = g_rand_boolean (rand);
  hand->bonus = (guint8) (g_rand_int (rand) & g_rand_int (rand) & 0xff);
  hand->mahjong = TRUE;
}

static double
bench_scoring (MjRuleset *ruleset,
               MjHand    *hands,
               double     seconds,
               guint     *n_won)
{
  g_autoptr(GTimer) timer = g_timer_new ();
  guint64 done = 0;
  double elapsed;

  *n_won = 0;
  do
    {
      for (guint i = 0; i < 4096; i++)
        {
          MjScore score;

          mj_score_hand (ruleset, &hands[(done + i) % N_HANDS], &score);
          if (done < N_HANDS)
            *n_won += score.won;
        }
      done += 4096;
      elapsed = g_timer_elapsed (timer, NULL);
    }
  while (elapsed < seconds);

  return done / elapsed;
}

static int
run_scoring (guint32 seed,
             double  seconds)
{
  static const char * const ids[] = { "bmja", "dmjl", "oxenstierna", "classical-mixed", "hong-kong" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree MjHand *hands = g_new (MjHand, N_HANDS);

  for (guint i = 0; i < N_HANDS; i++)
    random_winning_hand (rand, &hands[i]);

  g_print ("%s\n", _("scoring: win detection, best arrangement and itemized score of random winning hands"));
  for (guint r = 0; r < G_N_ELEMENTS (ids); r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ids[r], &error);
      double rate;
      guint n_won;

      if (ruleset == NULL)
        {
          g_printerr ("mahjong-table-cli: %s\n", error->message);
          return MJ_CLI_EXIT_FAILURE;
        }
      rate = bench_scoring (ruleset, hands, seconds, &n_won);
      g_print ("  %-16s %12.0f hands/s  (%u of %u valid under the ruleset)\n",
               ids[r], rate, n_won, N_HANDS);
    }

  return MJ_CLI_EXIT_OK;
}

static int
run_shanten (guint32 seed,
             double  seconds)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree guint8 *hands = g_malloc (N_HANDS * MJ_N_PLAY_KINDS);
  g_autoptr(GTimer) timer = NULL;
  guint64 done = 0;
  gint64 checksum = 0;
  double elapsed;

  for (guint i = 0; i < N_HANDS; i++)
    mj_shape_random_hand (rand, 13 + (i & 1), hands + i * MJ_N_PLAY_KINDS);

  /* the tables are built on first use: not part of the measurement */
  checksum += mj_shape_shanten (hands, 0);

  timer = g_timer_new ();
  do
    {
      for (guint i = 0; i < 4096; i++)
        checksum += mj_shape_shanten (hands + ((done + i) % N_HANDS) * MJ_N_PLAY_KINDS, 0);
      done += 4096;
      elapsed = g_timer_elapsed (timer, NULL);
    }
  while (elapsed < seconds);

  g_print ("%s\n", _("shanten: tiles from ready of random 13- and 14-tile hands (standard, seven pairs, thirteen orphans)"));
  g_print ("  %-16s %12.0f hands/s  (checksum %" G_GINT64_FORMAT ")\n", "all", done / elapsed, checksum);
  return MJ_CLI_EXIT_OK;
}

int
mj_cli_command_bench (int    argc,
                      char **argv)
{
  int seed = 1, hands = 2000;
  double seconds = 2.0;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed, N_("The seed of the random hands (default 1)"), N_("S") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("How long each measurement runs (default 2)"), N_("T") },
    { "hands", 0, 0, G_OPTION_ARG_INT, &hands, N_("coach: the hands played under each ruleset (default 2000)"), N_("N") },
    { NULL }
  };
  const char *which;
  int status;

  if (!mj_cli_parse_options (entries, _("[scoring|shanten|simulate|saves|coach]"),
                             _("Measure the speed of the rules engine on one core, and what saving a match "
                               "after every step costs the table (saves: p50, p99 and max of making the JSON "
                               "and of writing it to the disk, in µs, on the states of real matches). The coach's quality is "
                               "measured only when asked for (coach): a beginner's decisions judged, hand after hand."),
                             &argc, &argv, &status))
    return status;
  if (seconds <= 0 || seconds > 600)
    return mj_cli_bad_input (_("--seconds: expected a number from 0 to 600"));
  if (hands < 1 || hands > 100000)
    return mj_cli_bad_input (_("--hands: expected a number from 1 to 100000"));

  which = argc > 1 ? argv[1] : NULL;
  if (argc > 2)
    return mj_cli_bad_input (_("bench: unexpected argument “%s”"), argv[2]);

  if (which != NULL && !g_str_equal (which, "scoring") && !g_str_equal (which, "shanten") &&
      !g_str_equal (which, "simulate") && !g_str_equal (which, "saves") && !g_str_equal (which, "coach"))
    return mj_cli_bad_input (_("bench: unknown benchmark “%s” (scoring, shanten, simulate, saves or coach)"), which);
  if (which != NULL && g_str_equal (which, "coach"))
    return mj_cli_bench_coach ((guint32) seed, (guint) hands);

  status = MJ_CLI_EXIT_OK;
  if (which == NULL || g_str_equal (which, "scoring"))
    status = run_scoring ((guint32) seed, seconds);
  if (status == MJ_CLI_EXIT_OK && (which == NULL || g_str_equal (which, "shanten")))
    status = run_shanten ((guint32) seed, seconds);
  if (status == MJ_CLI_EXIT_OK && (which == NULL || g_str_equal (which, "simulate")))
    status = mj_cli_bench_simulate ((guint32) seed, seconds);
  if (status == MJ_CLI_EXIT_OK && (which == NULL || g_str_equal (which, "saves")))
    status = mj_cli_bench_saves ((guint32) seed, seconds);
  return status;
}
