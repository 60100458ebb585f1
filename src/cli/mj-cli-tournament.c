/* mj-cli-tournament.c: mahjong-table-cli tournament: the levels compared, duplicate style
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each deal (a wall, a dealer, a prevailing wind, all from the seed) is played four times,
 * the players moved one seat round each time, so that every player holds every seat's tiles
 * once: luck of the tiles cancels out and what remains is play. Each level's result per
 * deal is the mean of its seat-hands in it; the means over deals give the confidence
 * intervals, and with two levels their paired difference.
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <time.h>

#include "mj-ai-player.h"
#include "mj-cli-private.h"
#include "mj-game.h"
#include "mj-random-player.h"

#define N_ROTATIONS 4

/* Latencies: a histogram with buckets 2% apart from 0.1 µs up. */
#define LAT_BUCKETS 1200
#define LAT_BASE_NS 100.0
#define LAT_STEP    1.02

typedef struct
{
  char     *name;
  guint64   seat_hands;
  guint64   wins;
  guint64   self_drawn;
  guint64   deal_ins;
  double    net_sum;
  double    net_win_sum;     /* the net of the hands it won, fed, and lost otherwise */
  double    net_deal_in_sum;
  double    net_other_sum;
  /* per deal */
  double    deal_net;
  guint     deal_n;
  double    mean_sum;      /* sums over deals of the deal's mean net */
  double    mean_sq_sum;
  guint64   n_deals;
  guint64   decisions;
  guint64   lat[LAT_BUCKETS];
} Level;

typedef struct
{
  GPtrArray *levels;       /* of Level */
  guint64    hands;
  guint64    draws;
  guint64    deals;
  double     diff_sum;     /* paired difference of the first two levels, per deal */
  double     diff_sq_sum;
  double     seconds;
} Tournament;

/* A player that times another */

#define MJ_TYPE_TIMED_PLAYER (mj_timed_player_get_type ())
G_DECLARE_FINAL_TYPE (MjTimedPlayer, mj_timed_player, MJ, TIMED_PLAYER, GObject)

struct _MjTimedPlayer
{
  GObject    parent_instance;

  MjPlayer  *inner;
  Level     *level;
};

static void mj_timed_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjTimedPlayer, mj_timed_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_timed_player_iface_init))

static gint64
now_ns (void)
{
#ifdef CLOCK_MONOTONIC
  struct timespec ts;

  if (clock_gettime (CLOCK_MONOTONIC, &ts) == 0)
    return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
#endif
  return g_get_monotonic_time () * 1000;
}

static guint
lat_bucket (gint64 ns)
{
  double b = ns <= LAT_BASE_NS ? 0 : log ((double) ns / LAT_BASE_NS) / log (LAT_STEP);

  return (guint) MIN (b, (double) (LAT_BUCKETS - 1));
}

static gboolean
mj_timed_player_decide (MjPlayer          *player,
                        const MjSeatView  *view,
                        const MjDecision  *decision,
                        MjAction          *action)
{
  MjTimedPlayer *self = MJ_TIMED_PLAYER (player);
  gint64 start = now_ns ();
  gboolean answered = mj_player_decide (self->inner, view, decision, action);

  self->level->lat[lat_bucket (now_ns () - start)]++;
  self->level->decisions++;
  return answered;
}

static void
mj_timed_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_timed_player_decide;
}

static void
mj_timed_player_finalize (GObject *object)
{
  MjTimedPlayer *self = MJ_TIMED_PLAYER (object);

  g_clear_object (&self->inner);

  G_OBJECT_CLASS (mj_timed_player_parent_class)->finalize (object);
}

static void
mj_timed_player_class_init (MjTimedPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_timed_player_finalize;
}

static void
mj_timed_player_init (MjTimedPlayer *self)
{
}

static MjPlayer *
mj_timed_player_new (MjPlayer *inner,
                     Level    *level)
{
  MjTimedPlayer *self = g_object_new (MJ_TYPE_TIMED_PLAYER, NULL);

  self->inner = inner;
  self->level = level;
  return MJ_PLAYER (self);
}

/* Levels */

static void
level_free (gpointer data)
{
  Level *level = data;

  g_free (level->name);
  g_free (level);
}

static Level *
find_level (Tournament *t,
            const char *name)
{
  for (guint i = 0; i < t->levels->len; i++)
    {
      Level *level = g_ptr_array_index (t->levels, i);

      if (g_str_equal (level->name, name))
        return level;
    }
  return NULL;
}

static double
lat_percentile (const Level *level,
                double       p)
{
  guint64 target = (guint64) ceil (p * level->decisions), acc = 0;

  if (level->decisions == 0)
    return 0;
  for (guint b = 0; b < LAT_BUCKETS; b++)
    {
      acc += level->lat[b];
      if (acc >= MAX (target, 1))
        /* the bucket's middle, in milliseconds */
        return LAT_BASE_NS * pow (LAT_STEP, b + 0.5) / 1e6;
    }
  return LAT_BASE_NS * pow (LAT_STEP, LAT_BUCKETS) / 1e6;
}

static MjPlayer *
make_player (const char  *kind,
             guint32      seed)
{
  MjAiLevel ai;

  if (mj_ai_level_from_string (kind, &ai))
    return MJ_PLAYER (mj_ai_player_new (ai, seed));
  return MJ_PLAYER (mj_random_player_new (seed));
}

static guint32
mix (guint32 a,
     guint32 b)
{
  guint32 words[2] = { a, b };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (words, 2);

  return g_rand_int (rand);
}

/* Plays one deal in every rotation and adds it up. */
static void
play_deal (MjRuleset   *ruleset,
           Tournament  *t,
           char       **players,
           guint32      seed,
           guint64      deal)
{
  guint32 wall_seed = mix (seed, (guint32) deal);
  guint dealer = (guint) (deal % 4);
  MjWind prevailing = (MjWind) ((deal / 4) % 4);

  for (guint i = 0; i < t->levels->len; i++)
    {
      Level *level = g_ptr_array_index (t->levels, i);

      level->deal_net = 0;
      level->deal_n = 0;
    }

  for (guint r = 0; r < N_ROTATIONS; r++)
    {
      g_autoptr(MjGame) game = mj_game_new (ruleset, wall_seed, dealer, prevailing);
      const MjGameResult *res;
      Level *at[4];

      mj_game_set_silent (game, TRUE);
      for (guint seat = 0; seat < 4; seat++)
        {
          /* each player keeps its own chance (and personality) from seat to seat */
          guint who = (seat + r) % 4;
          g_autoptr(MjPlayer) timed = NULL;

          at[seat] = find_level (t, players[who]);
          timed = mj_timed_player_new (make_player (players[who], mix (wall_seed, who)), at[seat]);
          mj_game_set_player (game, seat, timed);
        }
      mj_game_run (game);
      res = mj_game_get_result (game);
      if (res == NULL)
        continue;

      t->hands++;
      if (res->winner < 0)
        t->draws++;
      for (guint seat = 0; seat < 4; seat++)
        {
          Level *level = at[seat];
          int net = res->settlement.net[seat];

          level->seat_hands++;
          level->net_sum += net;
          level->deal_net += net;
          level->deal_n++;
          if (res->winner == (int) seat)
            {
              level->wins++;
              level->self_drawn += res->self_drawn;
              level->net_win_sum += net;
            }
          else if (res->winner >= 0 && !res->self_drawn && res->discarder == (int) seat)
            {
              level->deal_ins++;
              level->net_deal_in_sum += net;
            }
          else if (res->winner >= 0)
            level->net_other_sum += net;
        }
    }

  t->deals++;
  for (guint i = 0; i < t->levels->len; i++)
    {
      Level *level = g_ptr_array_index (t->levels, i);
      double mean;

      if (level->deal_n == 0)
        continue;
      mean = level->deal_net / level->deal_n;
      level->mean_sum += mean;
      level->mean_sq_sum += mean * mean;
      level->n_deals++;
    }
  if (t->levels->len == 2)
    {
      Level *a = g_ptr_array_index (t->levels, 0), *b = g_ptr_array_index (t->levels, 1);
      double d = a->deal_net / MAX (a->deal_n, 1) - b->deal_net / MAX (b->deal_n, 1);

      t->diff_sum += d;
      t->diff_sq_sum += d * d;
    }
}

/* Mean and 95% interval from a sum and a sum of squares of @n samples. */
static void
interval (double  sum,
          double  sq_sum,
          guint64 n,
          double *mean,
          double *lo,
          double *hi)
{
  double var, half;

  *mean = n > 0 ? sum / n : 0;
  var = n > 1 ? (sq_sum - n * *mean * *mean) / (n - 1) : 0;
  half = n > 1 ? 1.96 * sqrt (MAX (var, 0) / n) : 0;
  *lo = *mean - half;
  *hi = *mean + half;
}

static void
print_json (MjRuleset  *ruleset,
            Tournament *t)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  guint64 all_wins = 0;

  for (guint i = 0; i < t->levels->len; i++)
    all_wins += ((Level *) g_ptr_array_index (t->levels, i))->wins;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, mj_ruleset_get_id (ruleset));
  json_builder_set_member_name (b, "hands");
  json_builder_add_int_value (b, (gint64) t->hands);
  json_builder_set_member_name (b, "deals");
  json_builder_add_int_value (b, (gint64) t->deals);
  json_builder_set_member_name (b, "draws");
  json_builder_add_int_value (b, (gint64) t->draws);
  json_builder_set_member_name (b, "hands_per_second");
  json_builder_add_double_value (b, t->hands / MAX (t->seconds, 1e-9));
  json_builder_set_member_name (b, "levels");
  json_builder_begin_object (b);
  for (guint i = 0; i < t->levels->len; i++)
    {
      Level *level = g_ptr_array_index (t->levels, i);
      double n = MAX (level->seat_hands, 1), mean, lo, hi;

      interval (level->mean_sum, level->mean_sq_sum, level->n_deals, &mean, &lo, &hi);
      json_builder_set_member_name (b, level->name);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "seat_hands");
      json_builder_add_int_value (b, (gint64) level->seat_hands);
      json_builder_set_member_name (b, "wins");
      json_builder_add_int_value (b, (gint64) level->wins);
      json_builder_set_member_name (b, "win_rate");
      json_builder_add_double_value (b, level->wins / n);
      json_builder_set_member_name (b, "win_share");
      json_builder_add_double_value (b, all_wins > 0 ? (double) level->wins / all_wins : 0);
      json_builder_set_member_name (b, "self_drawn_rate");
      json_builder_add_double_value (b, level->self_drawn / n);
      json_builder_set_member_name (b, "deal_in_rate");
      json_builder_add_double_value (b, level->deal_ins / n);
      json_builder_set_member_name (b, "mean_net_per_hand");
      json_builder_add_double_value (b, level->net_sum / n);
      json_builder_set_member_name (b, "ci95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, lo);
      json_builder_add_double_value (b, hi);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "net_when_winning");
      json_builder_add_double_value (b, level->wins > 0 ? level->net_win_sum / level->wins : 0);
      json_builder_set_member_name (b, "net_when_dealing_in");
      json_builder_add_double_value (b, level->deal_ins > 0 ? level->net_deal_in_sum / level->deal_ins : 0);
      json_builder_set_member_name (b, "net_per_hand_from_others_wins");
      json_builder_add_double_value (b, level->net_other_sum / n);
      json_builder_set_member_name (b, "decisions");
      json_builder_add_int_value (b, (gint64) level->decisions);
      json_builder_set_member_name (b, "latency_ms_p50");
      json_builder_add_double_value (b, lat_percentile (level, 0.50));
      json_builder_set_member_name (b, "latency_ms_p99");
      json_builder_add_double_value (b, lat_percentile (level, 0.99));
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  if (t->levels->len == 2)
    {
      double mean, lo, hi;

      interval (t->diff_sum, t->diff_sq_sum, t->deals, &mean, &lo, &hi);
      json_builder_set_member_name (b, "comparison");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "a");
      json_builder_add_string_value (b, ((Level *) g_ptr_array_index (t->levels, 0))->name);
      json_builder_set_member_name (b, "b");
      json_builder_add_string_value (b, ((Level *) g_ptr_array_index (t->levels, 1))->name);
      json_builder_set_member_name (b, "mean_diff");
      json_builder_add_double_value (b, mean);
      json_builder_set_member_name (b, "ci95");
      json_builder_begin_array (b);
      json_builder_add_double_value (b, lo);
      json_builder_add_double_value (b, hi);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  g_print ("%s\n", text);
}

static void
print_text (MjRuleset  *ruleset,
            Tournament *t)
{
  g_print (_("%s: %u hands (%u deals × %u seatings), %u drawn, %.0f hands per second\n"),
           mj_ruleset_get_id (ruleset), (guint) t->hands, (guint) t->deals, N_ROTATIONS,
           (guint) t->draws, t->hands / MAX (t->seconds, 1e-9));
  g_print ("  %-10s %10s %8s %8s %10s %22s %9s %9s\n", _("level"), _("seat-hands"), _("wins"),
           _("deal-in"), _("mean net"),
           /* xgettext:no-c-format */
           _("95% interval"), _("p50 ms"), _("p99 ms"));
  for (guint i = 0; i < t->levels->len; i++)
    {
      Level *level = g_ptr_array_index (t->levels, i);
      double n = MAX (level->seat_hands, 1), mean, lo, hi;

      interval (level->mean_sum, level->mean_sq_sum, level->n_deals, &mean, &lo, &hi);
      g_print ("  %-10s %10u %7.1f%% %7.1f%% %10.2f   [%8.2f, %8.2f] %9.3f %9.3f\n",
               level->name, (guint) level->seat_hands, 100.0 * level->wins / n,
               100.0 * level->deal_ins / n, level->net_sum / n, lo, hi,
               lat_percentile (level, 0.50), lat_percentile (level, 0.99));
    }
  if (t->levels->len == 2)
    {
      double mean, lo, hi;

      interval (t->diff_sum, t->diff_sq_sum, t->deals, &mean, &lo, &hi);
      g_print (_("  %s − %s: %.2f per hand, 95%% interval [%.2f, %.2f] over the deals\n"),
               ((Level *) g_ptr_array_index (t->levels, 0))->name,
               ((Level *) g_ptr_array_index (t->levels, 1))->name, mean, lo, hi);
    }
}

int
mj_cli_command_tournament (int    argc,
                           char **argv)
{
  g_autofree char *ruleset_id = NULL;
  g_autofree char *players_text = NULL;
  g_auto(GStrv) players = NULL;
  gint64 n_hands = 4000;
  gint64 seed = 1;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset_id, N_("The ruleset: a preset id, a family ruleset or a .ruleset file"), N_("ID|FILE") },
    { "hands", 'n', 0, G_OPTION_ARG_INT64, &n_hands, N_("How many hands to play in all, four per deal (default 4000)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed: the same seed plays the same deals (default 1)"), N_("S") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text, N_("The four players, comma-separated: beginner, standard, expert or random"), N_("A,B,C,D") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Answer in JSON"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GTimer) timer = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  Tournament t;
  guint64 n_deals;
  int status;

  if (!mj_cli_parse_options (entries, "",
                             _("Compare the computer players: every deal is played once with each seating."),
                             &argc, &argv, &status))
    return status;
  if (argc > 1)
    return mj_cli_bad_input (_("tournament: unexpected argument “%s”"), argv[1]);
  status = mj_cli_check_play_options (ruleset_id, n_hands, seed, players_text, "expert,standard,standard,standard",
                                      &ruleset, &players);
  if (status != MJ_CLI_EXIT_OK)
    return status;

  levels = g_ptr_array_new_with_free_func (level_free);
  for (guint i = 0; i < 4; i++)
    {
      if (!mj_ai_level_from_string (players[i], NULL) && !g_str_equal (players[i], "random"))
        return mj_cli_bad_input (_("--players: unknown player “%s” (beginner, standard, expert, random)"),
                                 players[i]);
      memset (&t, 0, sizeof t);
      t.levels = levels;
      if (find_level (&t, players[i]) == NULL)
        {
          Level *level = g_new0 (Level, 1);

          level->name = g_strdup (players[i]);
          g_ptr_array_add (levels, level);
        }
    }

  memset (&t, 0, sizeof t);
  t.levels = levels;
  n_deals = ((guint64) n_hands + N_ROTATIONS - 1) / N_ROTATIONS;
  timer = g_timer_new ();
  for (guint64 deal = 0; deal < n_deals; deal++)
    play_deal (ruleset, &t, players, (guint32) seed, deal);
  t.seconds = g_timer_elapsed (timer, NULL);

  if (json)
    print_json (ruleset, &t);
  else
    print_text (ruleset, &t);
  return MJ_CLI_EXIT_OK;
}
