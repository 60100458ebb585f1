/* mj-cli-simulate.c: mahjong-table-cli simulate, and bench simulate
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "mj-ai-player.h"
#include "mj-cli-private.h"
#include "mj-match.h"
#include "mj-random-player.h"

typedef struct
{
  guint64  hands;
  guint64  draws;
  guint64  wins[4];
  guint64  self_drawn[4];
  guint64  discard_wins[4];
  guint64  fed[4];              /* discards that others went out on */
  gint64   score_sum[4];        /* hand totals */
  gint64   net_sum[4];          /* payments */
  guint64  matches;
  double   seconds;
} MjSimStats;

static MjPlayer *
make_player (const char  *kind,
             guint32      seed,
             GError     **error)
{
  MjAiLevel level;

  if (g_str_equal (kind, "random"))
    return MJ_PLAYER (mj_random_player_new (seed));
  if (mj_ai_level_from_string (kind, &level))
    return MJ_PLAYER (mj_ai_player_new (level, seed));

  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("--players: unknown player “%s” (random, beginner, standard, expert)"), kind);
  return NULL;
}

static void
hand_finished_cb (MjMatch    *match,
                  MjGame     *game,
                  MjSimStats *stats)
{
  const MjGameResult *r = mj_game_get_result (game);

  stats->hands++;
  if (r->winner < 0)
    stats->draws++;
  else
    {
      stats->wins[r->winner]++;
      if (r->self_drawn)
        stats->self_drawn[r->winner]++;
      else
        {
          stats->discard_wins[r->winner]++;
          if (r->discarder >= 0)
            stats->fed[r->discarder]++;
        }
    }
  for (guint seat = 0; seat < 4; seat++)
    {
      stats->score_sum[seat] += r->scores[seat].total;
      stats->net_sum[seat] += r->settlement.net[seat];
    }
}

/**
 * mj_cli_simulate:
 *
 * Plays @n_hands hands headless, match after match, with the players named in @players.
 */
gboolean
mj_cli_simulate (MjRuleset   *ruleset,
                 guint64      n_hands,
                 guint32      seed,
                 char       **players,
                 MjSimStats  *stats,
                 GError     **error);

gboolean
mj_cli_simulate (MjRuleset   *ruleset,
                 guint64      n_hands,
                 guint32      seed,
                 char       **players,
                 MjSimStats  *stats,
                 GError     **error)
{
  g_autoptr(GTimer) timer = g_timer_new ();
  MjPlayer *seats[4] = { NULL };
  gboolean ok = TRUE;
  guint empty = 0;

  memset (stats, 0, sizeof *stats);
  for (guint seat = 0; seat < 4 && ok; seat++)
    {
      /* "none": nobody sits there (a game of two or three) */
      if (g_str_equal (players[seat], "none"))
        {
          empty |= 1u << seat;
          continue;
        }
      seats[seat] = make_player (players[seat], seed * 4 + seat, error);
      ok = seats[seat] != NULL;
    }
  if (ok)
    {
      guint fewest = (guint) mj_ruleset_get (ruleset, MJ_PARAM_FEWEST_PLAYERS);

      switch (mj_match_check_empty_seats (ruleset, empty))
        {
        case MJ_SEATS_TOO_FEW:
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       g_dngettext (GETTEXT_PACKAGE, "--players: %s is played by at least %u player",
                                    "--players: %s is played by at least %u players", fewest),
                       mj_ruleset_get_id (ruleset), fewest);
          ok = FALSE;
          break;
        case MJ_SEATS_NOT_OPPOSITE:
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "%s",
                       _("--players: two players sit opposite each other"));
          ok = FALSE;
          break;
        case MJ_SEATS_OK:
        default:
          break;
        }
    }

  while (ok && stats->hands < n_hands)
    {
      g_autoptr(MjMatch) match = mj_match_new (ruleset, seed + (guint32) stats->matches,
                                               (guint) (stats->matches % 4));

      mj_match_set_silent (match, TRUE);
      if (empty != 0)
        mj_match_set_empty_seats (match, empty);
      mj_match_set_max_hands (match, (guint) MIN (n_hands - stats->hands, G_MAXUINT));
      for (guint seat = 0; seat < 4; seat++)
        mj_match_set_player (match, seat, seats[seat]);
      g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), stats);
      mj_match_run (match);
      stats->matches++;
    }

  for (guint seat = 0; seat < 4; seat++)
    g_clear_object (&seats[seat]);
  stats->seconds = g_timer_elapsed (timer, NULL);
  return ok;
}

static void
print_stats (MjRuleset        *ruleset,
             const MjSimStats *s,
             char            **players,
             gboolean          json)
{
  double n = MAX (s->hands, 1);

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "ruleset");
      json_builder_add_string_value (b, mj_ruleset_get_id (ruleset));
      json_builder_set_member_name (b, "hands");
      json_builder_add_int_value (b, (gint64) s->hands);
      json_builder_set_member_name (b, "matches");
      json_builder_add_int_value (b, (gint64) s->matches);
      json_builder_set_member_name (b, "draws");
      json_builder_add_int_value (b, (gint64) s->draws);
      json_builder_set_member_name (b, "hands_per_second");
      json_builder_add_double_value (b, s->hands / MAX (s->seconds, 1e-9));
      json_builder_set_member_name (b, "seats");
      json_builder_begin_array (b);
      for (guint seat = 0; seat < 4; seat++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "player");
          json_builder_add_string_value (b, players[seat]);
          json_builder_set_member_name (b, "wins");
          json_builder_add_int_value (b, (gint64) s->wins[seat]);
          json_builder_set_member_name (b, "self_drawn");
          json_builder_add_int_value (b, (gint64) s->self_drawn[seat]);
          json_builder_set_member_name (b, "discard_wins");
          json_builder_add_int_value (b, (gint64) s->discard_wins[seat]);
          json_builder_set_member_name (b, "fed");
          json_builder_add_int_value (b, (gint64) s->fed[seat]);
          json_builder_set_member_name (b, "mean_score");
          json_builder_add_double_value (b, s->score_sum[seat] / n);
          json_builder_set_member_name (b, "mean_payment");
          json_builder_add_double_value (b, s->net_sum[seat] / n);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = json_to_string (root, TRUE);
      g_print ("%s\n", text);
      return;
    }

  /* at most 100,000,000 hands: they fit a guint */
  g_print (_("%s: %u hands in %u matches, %u drawn (%.1f%%)\n"),
           mj_ruleset_get_id (ruleset), (guint) s->hands, (guint) s->matches, (guint) s->draws,
           100.0 * s->draws / n);
  g_print ("  %-5s %-10s %8s %10s %10s %8s %11s %12s\n", _("seat"), _("player"), _("wins"),
           _("self-drawn"), _("on discard"), _("fed"), _("mean score"), _("mean payment"));
  for (guint seat = 0; seat < 4; seat++)
    g_print ("  %-5u %-10s %8" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT
             " %8" G_GUINT64_FORMAT " %11.1f %12.1f\n",
             seat, players[seat], s->wins[seat], s->self_drawn[seat], s->discard_wins[seat],
             s->fed[seat], s->score_sum[seat] / n, s->net_sum[seat] / n);
  g_print (_("  %.0f hands per second\n"), s->hands / MAX (s->seconds, 1e-9));
}

/**
 * mj_cli_check_play_options:
 * @default_players: the four players when @players_text is %NULL
 * @ruleset: (out): the ruleset, on success
 * @players: (out): the four player names, on success
 *
 * Checks the options that simulate and tournament share: the ruleset, the number of hands,
 * the seed and the four players.
 *
 * Returns: %MJ_CLI_EXIT_OK, or the status of bad input, already reported
 */
int
mj_cli_check_play_options (const char   *ruleset_id,
                           gint64        n_hands,
                           gint64        seed,
                           const char   *players_text,
                           const char   *default_players,
                           MjRuleset   **ruleset,
                           char       ***players)
{
  g_autoptr(GError) error = NULL;

  if (ruleset_id == NULL)
    return mj_cli_bad_input (_("--ruleset: missing"));
  if (n_hands < 1 || n_hands > G_GINT64_CONSTANT (100000000))
    return mj_cli_bad_input (_("--hands: expected a number from 1 to 100000000"));
  if (seed < 0 || seed > G_MAXUINT32)
    return mj_cli_bad_input (_("--seed: expected a number from 0 to 4294967295"));

  *ruleset = mj_cli_load_ruleset (ruleset_id, &error);
  if (*ruleset == NULL)
    return mj_cli_bad_input ("--ruleset: %s", error->message);

  *players = g_strsplit (players_text != NULL ? players_text : default_players, ",", -1);
  if (g_strv_length (*players) != 4)
    {
      g_clear_object (ruleset);
      g_clear_pointer (players, g_strfreev);
      return mj_cli_bad_input (_("--players: expected four players, comma-separated"));
    }
  return MJ_CLI_EXIT_OK;
}

int
mj_cli_command_simulate (int    argc,
                         char **argv)
{
  g_autofree char *ruleset_id = NULL;
  g_autofree char *players_text = NULL;
  g_auto(GStrv) players = NULL;
  gint64 n_hands = 1000;
  gint64 seed = 1;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset_id, N_("The ruleset: a preset id, a family ruleset or a .ruleset file"), N_("ID|FILE") },
    { "hands", 'n', 0, G_OPTION_ARG_INT64, &n_hands, N_("How many hands to play (default 1000)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed: the same seed plays the same hands (default 1)"), N_("S") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text, N_("The four players, comma-separated: random, beginner, standard or expert; none for an empty seat where the rules allow two or three players"), N_("A,B,C,D") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Answer in JSON"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = NULL;
  MjSimStats stats;
  int status;

  if (!mj_cli_parse_options (entries, "", _("Play hands headless and count who wins."),
                             &argc, &argv, &status))
    return status;
  if (argc > 1)
    return mj_cli_bad_input (_("simulate: unexpected argument “%s”"), argv[1]);
  status = mj_cli_check_play_options (ruleset_id, n_hands, seed, players_text, "random,random,random,random",
                                      &ruleset, &players);
  if (status != MJ_CLI_EXIT_OK)
    return status;

  if (!mj_cli_simulate (ruleset, (guint64) n_hands, (guint32) seed, players, &stats, &error))
    return mj_cli_bad_input ("%s", error->message);

  print_stats (ruleset, &stats, players, json);
  return MJ_CLI_EXIT_OK;
}

/* Headless hands with four @players, per ruleset, sized to take about @seconds each. */
static int
bench_simulate_players (const char * const *ids,
                        guint               n_ids,
                        char              **players,
                        guint32             seed,
                        double              seconds)
{
  if (g_str_equal (players[0], "random"))
    g_print ("%s\n", _("simulate: headless hands, four random-legal players"));
  else
    g_print ("%s\n", _("simulate: headless hands, four standard computer players"));
  for (guint r = 0; r < n_ids; r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ids[r], &error);
      MjSimStats stats;
      guint64 n = 2000;

      if (ruleset == NULL || !mj_cli_simulate (ruleset, 200, seed, players, &stats, &error))
        {
          g_printerr ("mahjong-table-cli: %s\n", error->message);
          return MJ_CLI_EXIT_FAILURE;
        }
      /* size the run to the time asked for */
      n = (guint64) MAX (200.0, stats.hands / MAX (stats.seconds, 1e-6) * seconds);
      if (!mj_cli_simulate (ruleset, n, seed, players, &stats, &error))
        {
          g_printerr ("mahjong-table-cli: %s\n", error->message);
          return MJ_CLI_EXIT_FAILURE;
        }
      g_print ("  %-16s %12.0f hands/s  (%" G_GUINT64_FORMAT " hands, %.1f%% drawn)\n",
               ids[r], stats.hands / MAX (stats.seconds, 1e-9), stats.hands, 100.0 * stats.draws / stats.hands);
    }

  return MJ_CLI_EXIT_OK;
}

/**
 * mj_cli_bench_simulate:
 *
 * Headless hands with four random players, then four standard computer players, per ruleset.
 */
int
mj_cli_bench_simulate (guint32 seed,
                       double  seconds)
{
  static const char * const ids[] = { "bmja", "dmjl", "oxenstierna", "classical-mixed", "hong-kong", "cantonese" };
  static const char * const kinds[] = { "random", "standard" };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      char *players[] = { (char *) kinds[k], (char *) kinds[k], (char *) kinds[k], (char *) kinds[k], NULL };
      int status = bench_simulate_players (ids, G_N_ELEMENTS (ids), players, seed, seconds);

      if (status != MJ_CLI_EXIT_OK)
        return status;
    }
  return MJ_CLI_EXIT_OK;
}
