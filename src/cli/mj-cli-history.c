/* mj-cli-history.c: mahjong-table-cli history: the score history from the command line
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every subcommand opens the database read-only: a damaged file, one from a newer version
 * or one named with --db that is not there is bad input (exit status 2, one line), and the
 * file is not touched. A history with nothing recorded yet (the game's own not made yet,
 * or made and empty) is not an error: each subcommand answers as for a history without a
 * match, and a match or player asked for is not in it.
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "mj-cli-private.h"
#include "mj-error.h"
#include "mj-history.h"

typedef struct
{
  char      *db;
  char      *player;
  char      *ruleset;
  char      *from;
  char      *to;
  char      *against;
  gboolean   deleted;
  gboolean   csv;
  gboolean   json;
} HistoryOptions;

static void
history_options_clear (HistoryOptions *o)
{
  g_clear_pointer (&o->db, g_free);
  g_clear_pointer (&o->player, g_free);
  g_clear_pointer (&o->ruleset, g_free);
  g_clear_pointer (&o->from, g_free);
  g_clear_pointer (&o->to, g_free);
  g_clear_pointer (&o->against, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HistoryOptions, history_options_clear)

static const char winds[] = "ESWN";

/* Helpers */

/* Stored JSON text as a value; NULL as null. */
static void
add_stored_json (JsonBuilder *b,
                 const char  *name,
                 const char  *text)
{
  JsonNode *node = text != NULL ? json_from_string (text, NULL) : NULL;

  json_builder_set_member_name (b, name);
  if (node != NULL)
    json_builder_add_value (b, node);
  else
    json_builder_add_null_value (b);
}

/* "2026-03-01": local midnight of that day. */
static gboolean
parse_date (const char  *option,
            const char  *text,
            gint64      *unix_time,
            int         *status)
{
  g_autoptr(GDateTime) time = NULL;
  int year = 0;
  int month = 0;
  int day = 0;
  char rest = '\0';

  if (sscanf (text, "%4d-%2d-%2d%c", &year, &month, &day, &rest) == 3 &&
      g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    time = g_date_time_new_local (year, month, day, 0, 0, 0);
  if (time == NULL)
    {
      *status = mj_cli_bad_input (_("%s: expected a date like 2026-03-01, got “%s”"), option, text);
      return FALSE;
    }
  *unix_time = g_date_time_to_unix (time);
  return TRUE;
}

static gboolean
parse_match (const char  *text,
             gint64      *match,
             int         *status)
{
  if (text == NULL || !g_ascii_string_to_signed (text, 10, 1, G_MAXINT64, match, NULL))
    {
      *status = mj_cli_bad_input (_("history: expected a match number, got “%s”"),
                                  text != NULL ? text : "");
      return FALSE;
    }
  return TRUE;
}

/* A player by name, or by number if no one has that name. */
static gboolean
find_player (MjHistory   *history,
             const char  *text,
             gint64      *player,
             int         *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = NULL;

  *player = mj_history_find_player (history, text, &error);
  if (*player != 0)
    return TRUE;

  if (g_error_matches (error, MJ_ERROR, MJ_ERROR_NOT_FOUND) &&
      g_ascii_string_to_signed (text, 10, 1, G_MAXINT64, player, NULL))
    {
      players = mj_history_list_players (history, NULL);
      for (guint i = 0; players != NULL && i < players->len; i++)
        if (((MjHistoryPlayer *) players->pdata[i])->id == *player)
          return TRUE;
    }

  *status = mj_cli_bad_input (_("history: no player “%s”"), text);
  return FALSE;
}

static char *
signed_number (gint64 value)
{
  return g_strdup_printf ("%+" G_GINT64_FORMAT, value);
}

/* list */

static void
add_match (JsonBuilder          *b,
           const MjHistoryMatch *m)
{
  json_builder_begin_object (b);
  mj_json_add_int (b, "id", m->id);
  mj_cli_add_time (b, "started", m->started);
  mj_cli_add_time (b, "finished", m->finished);
  mj_cli_add_time (b, "deleted", m->deleted);
  json_builder_set_member_name (b, "place");
  json_builder_add_string_value (b, m->place == MJ_HISTORY_PLACE_TABLE ? "table" : "screen");
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, m->ruleset_id);
  json_builder_set_member_name (b, "ruleset_name");
  json_builder_add_string_value (b, m->ruleset_name);
  mj_json_add_int (b, "seed", m->seed);
  mj_json_add_int (b, "first_dealer", m->first_dealer);
  mj_json_add_int (b, "hands", m->n_hands);
  mj_cli_add_seat (b, "winner", m->winner);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < 4; seat++)
    {
      json_builder_begin_object (b);
      mj_json_add_int (b, "id", m->players[seat]);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, m->player_names[seat]);
      mj_json_add_int (b, "balance", m->balances[seat]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
print_match_line (const MjHistoryMatch *m)
{
  g_autofree char *started = mj_cli_format_local_time (m->started);
  g_autoptr(GString) players = g_string_new (NULL);
  const char *state = "";

  for (guint seat = 0; seat < 4; seat++)
    g_string_append_printf (players, "%s%s %+d", seat > 0 ? ", " : "", m->player_names[seat],
                            m->balances[seat]);
  if (m->deleted != 0)
    state = _(" (deleted)");
  else if (m->finished == 0)
    state = _(" (unfinished)");

  g_print ("%6" G_GINT64_FORMAT "  %-16s  %-20s %5u  %-12s %s%s\n", m->id, started, m->ruleset_id,
           m->n_hands, m->winner >= 0 ? m->player_names[m->winner] : "-", players->str, state);
}

static int
history_list (MjHistory      *history,
              HistoryOptions *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  MjHistoryFilter filter = { 0 };
  int status;

  if (o->player != NULL && !find_player (history, o->player, &filter.player, &status))
    return status;
  filter.ruleset_id = o->ruleset;
  if (o->from != NULL && !parse_date ("--from", o->from, &filter.from, &status))
    return status;
  if (o->to != NULL)
    {
      if (!parse_date ("--to", o->to, &filter.to, &status))
        return status;
      /* up to the end of that day */
      filter.to += 24 * 60 * 60;
    }
  filter.include_deleted = o->deleted;

  matches = mj_history_list_matches (history, &filter, &error);
  if (matches == NULL)
    return mj_cli_bad_input ("%s", error->message);

  if (o->json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_array (b);
      for (guint i = 0; i < matches->len; i++)
        add_match (b, matches->pdata[i]);
      json_builder_end_array (b);
      mj_cli_print_json (b);
      return MJ_CLI_EXIT_OK;
    }

  if (matches->len == 0)
    {
      if (filter.player != 0 || filter.ruleset_id != NULL || filter.from != 0 || filter.to != 0)
        g_print ("%s\n", _("No recorded match fits."));
      else
        g_print ("%s\n", _("No matches are recorded in the history."));
      return MJ_CLI_EXIT_OK;
    }

  g_print ("%6s  %-16s  %-20s %5s  %-12s %s\n", _("match"), _("started"), _("ruleset"), _("hands"),
           _("winner"), _("players and balances"));
  for (guint i = 0; i < matches->len; i++)
    print_match_line (matches->pdata[i]);
  return MJ_CLI_EXIT_OK;
}

/* show */

static void
add_hand (JsonBuilder         *b,
          const MjHistoryHand *h,
          const gint64         players[4])
{
  char wind[2] = { winds[h->prevailing_wind & 3], '\0' };

  json_builder_begin_object (b);
  mj_json_add_int (b, "number", h->number);
  json_builder_set_member_name (b, "prevailing_wind");
  json_builder_add_string_value (b, wind);
  mj_json_add_int (b, "dealer", h->dealer);
  mj_cli_add_seat (b, "winner", h->winner);
  mj_cli_add_seat (b, "discarder", h->discarder);
  json_builder_set_member_name (b, "self_drawn");
  json_builder_add_boolean_value (b, h->self_drawn);
  json_builder_set_member_name (b, "limit_hand");
  json_builder_add_boolean_value (b, h->limit_hand);
  mj_cli_add_seat (b, "liable", h->liable);
  json_builder_set_member_name (b, "liable_rule");
  if (h->liable >= 0)
    json_builder_add_string_value (b, mj_liable_rule_to_string (h->liable_rule));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < 4; seat++)
    {
      json_builder_begin_object (b);
      mj_json_add_int (b, "player", players[seat]);
      mj_json_add_int (b, "total", h->totals[seat]);
      mj_json_add_int (b, "net", h->net[seat]);
      mj_json_add_int (b, "balance", h->balance[seat]);
      json_builder_set_member_name (b, "pays");
      if (h->has_payments)
        {
          json_builder_begin_array (b);
          for (guint to = 0; to < 4; to++)
            json_builder_add_int_value (b, h->pays[seat][to]);
          json_builder_end_array (b);
        }
      else
        json_builder_add_null_value (b);
      add_stored_json (b, "hand", h->hand_json[seat]);
      add_stored_json (b, "score", h->score_json[seat]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static char *
describe_result (const MjHistoryMatch *m,
                 const MjHistoryHand  *h)
{
  char *text = mj_history_hand_describe_winner (m, h);

  return text != NULL ? text : g_strdup (_("drawn"));
}

static int
history_show (MjHistory      *history,
              HistoryOptions *o,
              const char     *match_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistoryMatch) m = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autofree char *started = NULL;
  gint64 match;
  int status;

  if (!parse_match (match_text, &match, &status))
    return status;
  m = mj_history_get_match (history, match, &error);
  if (m != NULL)
    hands = mj_history_get_match_hands (history, match, &error);
  if (hands == NULL)
    return mj_cli_bad_input ("history: %s", error->message);

  if (o->json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "match");
      add_match (b, m);
      json_builder_set_member_name (b, "hands");
      json_builder_begin_array (b);
      for (guint i = 0; i < hands->len; i++)
        add_hand (b, hands->pdata[i], m->players);
      json_builder_end_array (b);
      json_builder_end_object (b);
      mj_cli_print_json (b);
      return MJ_CLI_EXIT_OK;
    }

  started = mj_cli_format_local_time (m->started);
  g_print (_("Match %" PRId64 ", started %s"), m->id, started);
  if (m->finished != 0)
    {
      g_autofree char *finished = mj_cli_format_local_time (m->finished);

      g_print (_(", finished %s"), finished);
    }
  else
    g_print ("%s", _(", unfinished"));
  g_print ("%s\n", m->deleted != 0 ? _(" (deleted)") : "");
  g_print (_("%s (%s), seed %u, first dealer %s, played %s\n"), m->ruleset_id, m->ruleset_name,
           m->seed, m->player_names[m->first_dealer],
           m->place == MJ_HISTORY_PLACE_TABLE ? _("at the table") : _("on the screen"));

  g_print ("\n%4s %4s  %-12s  %-28s", _("hand"), _("wind"), _("dealer"), _("winner"));
  for (guint seat = 0; seat < 4; seat++)
    g_print ("  %14.14s", m->player_names[seat]);
  g_print ("\n");
  for (guint i = 0; i < hands->len; i++)
    {
      const MjHistoryHand *h = hands->pdata[i];
      g_autofree char *result = describe_result (m, h);

      g_print ("%4u %4c  %-12s  %-28s", h->number, winds[h->prevailing_wind & 3],
               m->player_names[h->dealer], result);
      for (guint seat = 0; seat < 4; seat++)
        {
          g_autofree char *cell = g_strdup_printf ("%d %+d", h->totals[seat], h->balance[seat]);

          g_print ("  %14s", cell);
        }
      g_print ("\n");
    }
  g_print (_("\nEach player’s column: the hand’s score, then the balance after it.\n"));
  return MJ_CLI_EXIT_OK;
}

/* export */

static int
history_export (MjHistory      *history,
                HistoryOptions *o,
                const char     *match_text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  gint64 match;
  int status;

  if (!o->csv)
    return mj_cli_bad_input (_("history export: say the format: --csv"));
  if (!parse_match (match_text, &match, &status))
    return status;
  csv = mj_history_export_csv (history, match, &error);
  if (csv == NULL)
    return mj_cli_bad_input ("history: %s", error->message);
  fputs (csv, stdout);
  return MJ_CLI_EXIT_OK;
}

/* stats */

static void
add_stats (JsonBuilder          *b,
           const MjHistoryStats *s)
{
  const MjHistoryBalancePoint *series = (const MjHistoryBalancePoint *) s->balance_series->data;

  json_builder_begin_object (b);
  mj_json_add_int (b, "id", s->player);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, s->name);
  json_builder_set_member_name (b, "is_computer");
  json_builder_add_boolean_value (b, s->is_computer);
  mj_json_add_int (b, "matches", s->matches);
  mj_json_add_int (b, "matches_won", s->matches_won);
  mj_json_add_int (b, "hands", s->hands);
  mj_json_add_int (b, "hands_won", s->hands_won);
  mj_json_add_int (b, "self_drawn", s->self_drawn);
  mj_json_add_int (b, "limit_hands", s->limit_hands);
  mj_json_add_int (b, "fed", s->fed);
  json_builder_set_member_name (b, "win_rate");
  json_builder_add_double_value (b, s->win_rate);
  json_builder_set_member_name (b, "self_drawn_share");
  json_builder_add_double_value (b, s->self_drawn_share);
  json_builder_set_member_name (b, "average_score");
  json_builder_add_double_value (b, s->average_score);
  mj_json_add_int (b, "net", s->net);
  json_builder_set_member_name (b, "biggest_hand");
  if (s->biggest_total > 0)
    {
      json_builder_begin_object (b);
      mj_json_add_int (b, "total", s->biggest_total);
      mj_json_add_int (b, "match", s->biggest_match);
      mj_json_add_int (b, "hand", s->biggest_hand);
      add_stored_json (b, "score", s->biggest_score_json);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "balance_series");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->balance_series->len; i++)
    {
      json_builder_begin_object (b);
      mj_json_add_int (b, "match", series[i].match);
      mj_cli_add_time (b, "started", series[i].started);
      mj_json_add_int (b, "net", series[i].net);
      mj_json_add_int (b, "balance", series[i].balance);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
print_stats (const MjHistoryStats *s)
{
  g_autofree char *net = signed_number (s->net);

  g_print ("%s (%s)\n", s->name, s->is_computer ? _("computer") : _("person"));
  g_print (_("  matches         %u (won %u)\n"), s->matches, s->matches_won);
  g_print (_("  hands           %u (won %u, %.1f%%)\n"), s->hands, s->hands_won, 100.0 * s->win_rate);
  g_print (_("  self-drawn      %u (%.1f%% of the hands won)\n"), s->self_drawn, 100.0 * s->self_drawn_share);
  g_print (_("  limit hands     %u\n"), s->limit_hands);
  g_print (_("  fed a winner    %u\n"), s->fed);
  g_print (_("  average score   %.1f a hand\n"), s->average_score);
  g_print (_("  net             %s\n"), net);
  if (s->biggest_total > 0)
    g_print (_("  biggest hand    %d (match %" PRId64 ", hand %u)\n"), s->biggest_total,
             s->biggest_match, s->biggest_hand);
}

static int
history_stats (MjHistory      *history,
               HistoryOptions *o,
               const char     *player_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistoryStats) stats = NULL;
  g_autoptr(MjHistoryStats) other = NULL;
  MjHistoryHeadToHead h2h;
  gint64 player;
  gint64 against = 0;
  int status;

  if (player_text == NULL)
    return mj_cli_bad_input (_("history stats: say whose: a player’s name"));
  if (!find_player (history, player_text, &player, &status))
    return status;
  if (o->against != NULL && !find_player (history, o->against, &against, &status))
    return status;

  stats = mj_history_get_player_stats (history, player, &error);
  if (stats == NULL)
    return mj_cli_bad_input ("history: %s", error->message);
  if (against != 0)
    {
      other = mj_history_get_player_stats (history, against, &error);
      if (other == NULL || !mj_history_get_head_to_head (history, player, against, &h2h, &error))
        return mj_cli_bad_input ("--against: %s", error->message);
    }

  if (o->json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "player");
      add_stats (b, stats);
      if (against != 0)
        {
          json_builder_set_member_name (b, "against");
          json_builder_begin_object (b);
          mj_json_add_int (b, "player", against);
          mj_json_add_int (b, "matches", h2h.matches);
          json_builder_set_member_name (b, "match_wins");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, h2h.match_wins[0]);
          json_builder_add_int_value (b, h2h.match_wins[1]);
          json_builder_end_array (b);
          json_builder_set_member_name (b, "hands_won");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, h2h.hands_won[0]);
          json_builder_add_int_value (b, h2h.hands_won[1]);
          json_builder_end_array (b);
          json_builder_set_member_name (b, "net");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, h2h.net[0]);
          json_builder_add_int_value (b, h2h.net[1]);
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
      mj_cli_print_json (b);
      return MJ_CLI_EXIT_OK;
    }

  print_stats (stats);
  if (against != 0)
    {
      g_autofree char *net0 = signed_number (h2h.net[0]);
      g_autofree char *net1 = signed_number (h2h.net[1]);

      g_print (_("\n%s against %s: %u matches together\n"), stats->name, other->name, h2h.matches);
      g_print (_("  ahead at the end %s %u, %s %u\n"), stats->name, h2h.match_wins[0], other->name,
               h2h.match_wins[1]);
      g_print (_("  hands won       %s %u, %s %u\n"), stats->name, h2h.hands_won[0], other->name,
               h2h.hands_won[1]);
      g_print (_("  paid each other %s %s, %s %s\n"), stats->name, net0, other->name, net1);
    }
  return MJ_CLI_EXIT_OK;
}

/* players */

static int
history_players (MjHistory      *history,
                 HistoryOptions *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = mj_history_list_players (history, &error);
  g_autoptr(JsonBuilder) b = json_builder_new ();

  if (players == NULL)
    return mj_cli_bad_input ("history: %s", error->message);
  if (players->len == 0 && !o->json)
    {
      g_print ("%s\n", _("No players are recorded in the history."));
      return MJ_CLI_EXIT_OK;
    }

  json_builder_begin_array (b);
  for (guint i = 0; i < players->len; i++)
    {
      const MjHistoryPlayer *p = players->pdata[i];

      if (o->json)
        {
          json_builder_begin_object (b);
          mj_json_add_int (b, "id", p->id);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, p->name);
          json_builder_set_member_name (b, "is_computer");
          json_builder_add_boolean_value (b, p->is_computer);
          mj_cli_add_time (b, "created", p->created);
          json_builder_end_object (b);
        }
      else
        g_print ("%6" G_GINT64_FORMAT "  %s%s\n", p->id, p->name, p->is_computer ? _(" (computer)") : "");
    }
  json_builder_end_array (b);
  if (o->json)
    mj_cli_print_json (b);
  return MJ_CLI_EXIT_OK;
}

/* The command */

int
mj_cli_command_history (int    argc,
                        char **argv)
{
  g_auto(HistoryOptions) o = { 0 };
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &o.db, N_("The history database (default: the game’s own)"), N_("FILE") },
    { "player", 'p', 0, G_OPTION_ARG_STRING, &o.player, N_("list: only the matches this player played"), N_("NAME") },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &o.ruleset, N_("list: only the matches played by this ruleset"), N_("ID") },
    { "from", 0, 0, G_OPTION_ARG_STRING, &o.from, N_("list: only the matches started on this day or later"), N_("YYYY-MM-DD") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &o.to, N_("list: only the matches started on this day or earlier"), N_("YYYY-MM-DD") },
    { "deleted", 0, 0, G_OPTION_ARG_NONE, &o.deleted, N_("list: the deleted matches too"), NULL },
    { "against", 0, 0, G_OPTION_ARG_STRING, &o.against, N_("stats: how the player did against this one"), N_("NAME") },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &o.csv, N_("export: as CSV"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json, N_("Answer in JSON"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = NULL;
  const char *subcommand;
  const char *argument;
  int status;

  if (!mj_cli_parse_options (entries, _("list | show MATCH | export MATCH --csv | stats PLAYER | players"),
                             _("The family’s score history: the matches, their hands, each player’s record."),
                             &argc, &argv, &status))
    return status;

  subcommand = argc > 1 ? argv[1] : NULL;
  argument = argc > 2 ? argv[2] : NULL;
  if (subcommand == NULL)
    return mj_cli_bad_input (_("history: say what: list, show MATCH, export MATCH --csv, stats PLAYER or players"));
  if (!g_strv_contains ((const char * const[]) { "list", "show", "export", "stats", "players", NULL }, subcommand))
    return mj_cli_bad_input (_("history: unknown subcommand “%s” (list, show, export, stats, players)"), subcommand);
  if (argc > (g_str_equal (subcommand, "list") || g_str_equal (subcommand, "players") ? 2 : 3))
    return mj_cli_bad_input (_("history %s: unexpected argument “%s”"), subcommand, argv[argc - 1]);

  history = mj_history_open_full (o.db, MJ_HISTORY_OPEN_READ_ONLY, &error);
  /* Nothing recorded yet: answered from an empty history of its own, in memory, so that
   * every subcommand says what it says of a history without matches. A file named with
   * --db that is not there is more likely a slip of the keyboard. */
  if (history == NULL && g_error_matches (error, MJ_ERROR, MJ_ERROR_NOT_FOUND) &&
      (o.db == NULL || g_file_test (o.db, G_FILE_TEST_EXISTS)))
    {
      g_clear_error (&error);
      history = mj_history_open (":memory:", &error);
    }
  if (history == NULL)
    return mj_cli_bad_input ("%s", error->message);

  if (g_str_equal (subcommand, "list"))
    return history_list (history, &o);
  if (g_str_equal (subcommand, "show"))
    return history_show (history, &o, argument);
  if (g_str_equal (subcommand, "export"))
    return history_export (history, &o, argument);
  if (g_str_equal (subcommand, "stats"))
    return history_stats (history, &o, argument);
  return history_players (history, &o);
}
