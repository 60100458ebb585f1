/* mj-cli-saves.c: mahjong-table-cli saves: the unfinished matches kept for Continue
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `list` says what the game's Continue offers; `show` says all that one save holds, for
 * support: it reads the player's own file, so every tile in it is shown, the concealed ones
 * too. The command only reads. A save that cannot be read is said to be so (by `show` as
 * bad input, exit status 2) and left where it is: moving it aside is for the game to do,
 * when it is asked to continue it.
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mj-ai-level.h"
#include "mj-cli-private.h"
#include "mj-saves.h"
#include "mj-scorekeeper-save.h"

/* Where the hand in a save stands: the "phase" of `show --json`. */
typedef enum
{
  STEP_DEALING,
  STEP_EXCHANGE,
  STEP_DRAWING,
  STEP_DISCARDING,
  STEP_CLAIMING,
  STEP_ROBBING,
  STEP_HAND_OVER,
  STEP_BETWEEN_HANDS,
  STEP_MATCH_OVER,
} Step;

static const char * const step_ids[] = {
  "dealing", "exchange", "drawing", "discarding", "claiming", "robbing", "hand_over", "between_hands",
  "match_over",
};

static const char * const kong_origins[] = { "concealed", "claimed", "added" };

/* What --help says of the answers in JSON. */
static const char json_fields[] =
  N_("Unfinished matches kept for Continue, in the game’s saves folder. FILE is a path, or the "
     "name of a file in that folder. Only reads: a file that cannot be read is left where it is.\n"
     "\n"
     "With --json, list answers an array of objects, newest first: file, path, kind (\"table\" "
     "or \"scorekeeper\"; null if unreadable), saved (ISO 8601, UTC), description, problem (null, "
     "or what is wrong; then nothing more), history_match (null: not recorded), ruleset_name, "
     "round (E, S, W or N), hand (from 1), between_hands, finished, and players: [{seat, name, "
     "balance, empty}].\n"
     "show answers one object with the same members, and for a match at the table: ruleset "
     "{id, name, starting_points (counted in each balance)}, dealer (a seat), step {phase: dealing, exchange, drawing, discarding, "
     "claiming, robbing, hand_over, between_hands or match_over; turn; tile and from (claiming, "
     "robbing); winner, discarder, self_drawn (hand_over)}, wall {live: tiles left to draw, "
     "remaining: tiles in the wall}, records [{hand, round, dealer, winner, discarder, "
     "self_drawn, totals, net, balances (the sums of net so far)}], and each of players also: player (person, computer "
     "or empty), level, wind, concealed_count, concealed, drawn, melds [{kind, tiles, exposed, "
     "kong_origin, from}], bonus, pond [{tile, claimed}], ready. For a match scored at a real "
     "table: ruleset {id, name}, dealer, entering {winner, winning_tile, how (wall, discard, "
     "replacement, robbed_kong, last_wall_tile, last_discard), from}, and each of players also "
     "wind, concealed_count, concealed, melds [{kind, tiles, exposed, kong_origin}], bonus: the "
     "hand being entered. Tiles are written as score reads them; seats are 0 to 3, null for "
     "nobody.");

/* Helpers */

static void
add_string (JsonBuilder *b,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
add_tiles (JsonBuilder  *b,
           const char   *name,
           const MjTile *tiles,
           guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (b, mj_tile_to_string (tiles[i]));
  json_builder_end_array (b);
}

static void
add_ints4 (JsonBuilder *b,
           const char  *name,
           const int    values[4])
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint seat = 0; seat < 4; seat++)
    json_builder_add_int_value (b, values[seat]);
  json_builder_end_array (b);
}

static int
compare_tiles (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const MjTile *) a - (int) *(const MjTile *) b;
}

/* The kinds of @n physical tiles, in order if @sort. */
static guint
kinds_of (const guint8 *physical,
          guint         n,
          gboolean      sort,
          MjTile       *kinds)
{
  for (guint i = 0; i < n; i++)
    kinds[i] = mj_tile_physical_kind (physical[i]);
  if (sort)
    qsort (kinds, n, sizeof *kinds, compare_tiles);
  return n;
}

static char *
tiles_text (const guint8 *physical,
            guint         n,
            gboolean      sort)
{
  MjTile kinds[MJ_WALL_MAX_TILES];

  return mj_tiles_to_string (kinds, kinds_of (physical, n, sort, kinds));
}

static const char *
seat_name (const MjSaveInfo *info,
           int               seat)
{
  if (seat < 0 || seat > 3)
    return "-";
  return info->names[seat] != NULL && info->names[seat][0] != '\0' ? info->names[seat] : "?";
}

/* What each balance starts the match at: a save's balances count them, its score sheet
 * does not. */
static int
starting_points (MjRuleset *ruleset)
{
  return mj_ruleset_get_values (ruleset)->params[MJ_PARAM_STARTING_POINTS];
}

static gboolean
seat_empty (const MjSaveInfo *info,
            guint             seat)
{
  return (info->empty >> seat) & 1u;
}

static const char *
kind_id (const MjSaveInfo *info)
{
  if (info->problem != NULL)
    return NULL;
  return info->kind == MJ_SAVE_SCOREKEEPER ? "scorekeeper" : "table";
}

static const char *
kind_name (const MjSaveInfo *info)
{
  if (info->problem != NULL)
    return "-";
  if (info->kind == MJ_SAVE_SCOREKEEPER)
    /* Translators: the kind of a kept match: one scored at a real table */
    return _("scorekeeper");
  /* Translators: the kind of a kept match: one played at the table on the screen */
  return _("table");
}

/* The sentence the game's Continue shows, and that the match is over if it is. */
static char *
describe (const MjSaveInfo *info)
{
  g_autofree char *sentence = mj_save_info_describe (info);

  if (info->problem == NULL && info->finished)
    /* Translators: a kept match that is over; the game records its end when it starts */
    return g_strdup_printf (_("%s (over: the game finishes it)"), sentence);
  return g_steal_pointer (&sentence);
}

/* What list and show both answer of a file. */
static void
add_info (JsonBuilder      *b,
          const MjSaveInfo *info)
{
  g_autofree char *file = g_path_get_basename (info->path);
  g_autofree char *description = describe (info);

  add_string (b, "file", file);
  add_string (b, "path", info->path);
  add_string (b, "kind", kind_id (info));
  mj_cli_add_time (b, "saved", info->saved);
  add_string (b, "description", description);
  add_string (b, "problem", info->problem != NULL ? info->problem->message : NULL);
  if (info->problem != NULL)
    return;
  json_builder_set_member_name (b, "history_match");
  if (info->history_match > 0)
    json_builder_add_int_value (b, info->history_match);
  else
    json_builder_add_null_value (b);
  add_string (b, "ruleset_name", info->ruleset_name);
  add_string (b, "round", mj_wind_to_string ((MjWind) info->prevailing_wind));
  mj_json_add_int (b, "hand", info->hand);
  mj_json_add_bool (b, "between_hands", info->between_hands);
  mj_json_add_bool (b, "finished", info->finished);
}

static void
add_player (JsonBuilder      *b,
            const MjSaveInfo *info,
            guint             seat)
{
  mj_json_add_int (b, "seat", seat);
  add_string (b, "name", info->names[seat]);
  mj_json_add_int (b, "balance", info->balances[seat]);
  mj_json_add_bool (b, "empty", seat_empty (info, seat));
}

/* What each seat of `show` says beyond add_player(). */
typedef void (*AddSeat) (JsonBuilder   *b,
                         gconstpointer  data,
                         guint          seat);

/* The answer of `show` in JSON, begun: what a list says of the file, and each player,
 * @add_seat adding what @data holds of the seat. Returns the builder, the object open. */
static JsonBuilder *
begin_show (const MjSaveInfo *info,
            AddSeat           add_seat,
            gconstpointer     data)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  add_info (b, info);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < 4; seat++)
    {
      json_builder_begin_object (b);
      add_player (b, info, seat);
      add_seat (b, data, seat);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return b;
}

/* list */

static int
saves_list (gboolean json)
{
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = mj_saves_list (dir, &error);

  if (list == NULL)
    {
      g_printerr ("mahjong-table-cli: %s\n", error->message);
      return MJ_CLI_EXIT_FAILURE;
    }

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_array (b);
      for (guint i = 0; i < list->len; i++)
        {
          const MjSaveInfo *info = list->pdata[i];

          json_builder_begin_object (b);
          add_info (b, info);
          if (info->problem == NULL)
            {
              json_builder_set_member_name (b, "players");
              json_builder_begin_array (b);
              for (guint seat = 0; seat < 4; seat++)
                {
                  json_builder_begin_object (b);
                  add_player (b, info, seat);
                  json_builder_end_object (b);
                }
              json_builder_end_array (b);
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      mj_cli_print_json (b);
      return MJ_CLI_EXIT_OK;
    }

  if (list->len == 0)
    {
      g_print ("%s\n", _("No matches are kept to be continued."));
      return MJ_CLI_EXIT_OK;
    }
  for (guint i = 0; i < list->len; i++)
    {
      const MjSaveInfo *info = list->pdata[i];
      g_autofree char *file = g_path_get_basename (info->path);
      g_autofree char *saved = mj_cli_format_local_time (info->saved);
      g_autofree char *description = describe (info);

      g_print ("%-34s  %-11s  %-16s  %s\n", file, kind_name (info), saved, description);
    }
  return MJ_CLI_EXIT_OK;
}

/* show: where the hand stands */

static Step
find_step (MjMatch *match,
           MjGame  *game)
{
  gboolean robbing = FALSE;
  MjSeatView view;

  if (mj_match_is_finished (match))
    return STEP_MATCH_OVER;
  if (game == NULL)
    return STEP_BETWEEN_HANDS;
  switch (mj_game_get_phase (game))
    {
    case MJ_PHASE_DEALING:
      mj_game_get_view (game, mj_game_get_dealer (game), &view);
      return view.exchange > 0 ? STEP_EXCHANGE : STEP_DEALING;
    case MJ_PHASE_DRAWING:
      return STEP_DRAWING;
    case MJ_PHASE_DISCARDING:
      return STEP_DISCARDING;
    case MJ_PHASE_CLAIMING:
      mj_game_get_claim (game, NULL, NULL, &robbing);
      return robbing ? STEP_ROBBING : STEP_CLAIMING;
    case MJ_PHASE_FINISHED:
    default:
      return STEP_HAND_OVER;
    }
}

static char *
describe_winner (const MjSaveInfo *info,
                 int               winner,
                 int               discarder,
                 gboolean          self_drawn)
{
  if (winner < 0)
    /* Translators: a hand nobody won */
    return g_strdup (_("drawn"));
  if (self_drawn)
    /* Translators: %s went out on a tile from the wall */
    return g_strdup_printf (_("%s, self-drawn"), seat_name (info, winner));
  if (discarder >= 0)
    /* Translators: the first %s went out on a tile the second %s discarded */
    return g_strdup_printf (_("%s, off %s"), seat_name (info, winner), seat_name (info, discarder));
  return g_strdup (seat_name (info, winner));
}

static char *
describe_step (const MjSaveInfo *info,
               MjGame           *game,
               Step              step)
{
  guint turn = game != NULL ? mj_game_get_turn (game) : 0;
  guint from = 0;
  MjTile tile = MJ_TILE_NONE;
  MjSeatView view;

  switch (step)
    {
    case STEP_DEALING:
      return g_strdup (_("the tiles are being dealt"));
    case STEP_EXCHANGE:
      mj_game_get_view (game, mj_game_get_dealer (game), &view);
      /* Translators: the tiles passed on before a Goulash hand, "exchange 2 of 3" */
      return g_strdup_printf (_("Goulash exchange %u of 3: each player passes three tiles"), view.exchange);
    case STEP_DRAWING:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s to draw"), seat_name (info, (int) turn));
    case STEP_DISCARDING:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s to discard, declare a kong or go out"), seat_name (info, (int) turn));
    case STEP_CLAIMING:
      mj_game_get_claim (game, &from, &tile, NULL);
      /* Translators: a claim window: "Bob discarded 5d: the others may claim it" */
      return g_strdup_printf (_("%s discarded %s: the others may claim it"), seat_name (info, (int) from),
                              mj_tile_to_string (tile));
    case STEP_ROBBING:
      mj_game_get_claim (game, &from, &tile, NULL);
      /* Translators: "Bob declares a kong of 5d: the others may rob it" */
      return g_strdup_printf (_("%s declares a kong of %s: the others may rob it"), seat_name (info, (int) from),
                              mj_tile_to_string (tile));
    case STEP_HAND_OVER:
      {
        const MjGameResult *result = mj_game_get_result (game);
        g_autofree char *winner = describe_winner (info, result->winner, result->discarder, result->self_drawn);

        /* Translators: the hand is over; %s says who won it, or that it was drawn */
        return g_strdup_printf (_("the hand is over: %s"), winner);
      }
    case STEP_BETWEEN_HANDS:
      /* Translators: the next hand of the match is not dealt yet */
      return g_strdup_printf (_("hand %u is to be dealt"), info->hand + (info->between_hands ? 1 : 0));
    case STEP_MATCH_OVER:
    default:
      return g_strdup (_("the match is over; the game records its end when it starts"));
    }
}

static void
add_step (JsonBuilder *b,
          MjGame      *game,
          Step         step)
{
  const MjGameResult *result = step == STEP_HAND_OVER ? mj_game_get_result (game) : NULL;
  gboolean on_turn = step == STEP_DRAWING || step == STEP_DISCARDING || step == STEP_CLAIMING ||
                     step == STEP_ROBBING;
  guint from = 0;
  MjTile tile = MJ_TILE_NONE;
  gboolean claim = game != NULL && mj_game_get_claim (game, &from, &tile, NULL);

  json_builder_set_member_name (b, "step");
  json_builder_begin_object (b);
  add_string (b, "phase", step_ids[step]);
  mj_cli_add_seat (b, "turn", on_turn ? (int) mj_game_get_turn (game) : -1);
  add_string (b, "tile", claim ? mj_tile_to_string (tile) : NULL);
  mj_cli_add_seat (b, "from", claim ? (int) from : -1);
  mj_cli_add_seat (b, "winner", result != NULL ? result->winner : -1);
  mj_cli_add_seat (b, "discarder", result != NULL ? result->discarder : -1);
  json_builder_set_member_name (b, "self_drawn");
  if (result != NULL)
    json_builder_add_boolean_value (b, result->self_drawn);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

/* show: the seats */

static const char *
level_id (const MjSessionDoc *doc,
          guint               seat)
{
  if (doc->seating.person[seat] || doc->seating.empty[seat] || doc->seating.levels[seat] >= MJ_AI_N_LEVELS)
    return NULL;
  return mj_ai_level_to_string ((MjAiLevel) doc->seating.levels[seat]);
}

static char *
describe_player (const MjSessionDoc *doc,
                 guint               seat)
{
  const char *level = level_id (doc, seat);

  if (doc->seating.person[seat])
    /* Translators: who plays a seat */
    return g_strdup (_("a person"));
  if (level != NULL)
    /* Translators: who plays a seat: "the computer, standard" */
    return g_strdup_printf (_("the computer, %s"), mj_ai_level_get_name ((MjAiLevel) doc->seating.levels[seat]));
  /* Translators: who plays a seat: a strength of the computer this version does not know */
  return g_strdup_printf (_("the computer, level %d"), doc->seating.levels[seat]);
}

static MjWind
seat_wind (MjMatch *match,
           MjGame  *game,
           guint    seat)
{
  if (game != NULL)
    return mj_game_get_seat_wind (game, seat);
  return (MjWind) ((seat + 4 - mj_match_get_dealer (match)) % 4);
}

static char *
meld_text (const MjSaveInfo *info,
           const MjGameMeld *m)
{
  g_autofree char *tiles = tiles_text (m->physical, mj_meld_n_tiles (&m->meld), FALSE);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%s %s (", mj_set_kind_to_string ((MjSetKind) m->meld.kind), tiles);
  if (m->meld.kind == MJ_SET_KONG && m->meld.kong_origin == MJ_KONG_ADDED)
    /* Translators: a kong made by adding a drawn tile to an exposed pung */
    g_string_append (text, _("added to an exposed pung"));
  else if (m->meld.kind == MJ_SET_KONG && m->meld.kong_origin == MJ_KONG_CLAIMED)
    /* Translators: a kong made by claiming a discard onto a concealed pung */
    g_string_append (text, _("claimed onto a concealed pung"));
  else if (m->meld.exposed)
    /* Translators: a declared set that lies open on the table */
    g_string_append (text, _("exposed"));
  else
    /* Translators: a declared set kept concealed (a concealed kong) */
    g_string_append (text, _("concealed"));
  if (m->from >= 0)
    /* Translators: the player whose discard was claimed for a set */
    g_string_append_printf (text, _(", from %s"), seat_name (info, m->from));
  g_string_append_c (text, ')');
  return g_string_free (text, FALSE);
}

static void
print_seat_tiles (const MjSaveInfo *info,
                  MjGame           *game,
                  guint             seat)
{
  const guint8 *tiles;
  const MjGameMeld *melds;
  guint64 claimed = 0;
  guint n = 0;
  MjSeatView view;

  mj_game_get_view (game, seat, &view);
  tiles = mj_game_get_hand (game, seat, &n);
  {
    g_autofree char *text = tiles_text (tiles, n, TRUE);

    /* Translators: a player's concealed tiles: "concealed (13): 1c 2c ..." */
    g_print (_("         concealed (%u): %s"), n, text);
    if (view.drawn != MJ_TILE_NONE)
      /* Translators: the tile a player has just drawn */
      g_print (_("; drew %s"), mj_tile_to_string (view.drawn));
    g_print ("\n");
  }

  melds = mj_game_get_melds (game, seat, &n);
  if (n > 0)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *meld = meld_text (info, &melds[i]);

          g_string_append_printf (text, "%s%s", i > 0 ? "; " : "", meld);
        }
      /* Translators: a player's declared sets */
      g_print (_("         sets: %s\n"), text->str);
    }

  tiles = mj_game_get_bonus (game, seat, &n);
  if (n > 0)
    {
      g_autofree char *text = tiles_text (tiles, n, FALSE);

      /* Translators: a player's flowers and seasons */
      g_print (_("         bonus: %s\n"), text);
    }

  tiles = mj_game_get_pond (game, seat, &n, &claimed);
  if (n > 0)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        {
          const char *tile = mj_tile_to_string (mj_tile_physical_kind (tiles[i]));

          if (claimed & (G_GUINT64_CONSTANT (1) << i))
            g_string_append_printf (text, "%s[%s]", i > 0 ? " " : "", tile);
          else
            g_string_append_printf (text, "%s%s", i > 0 ? " " : "", tile);
        }
      /* Translators: a player's discards, in order; a claimed one is in brackets */
      g_print (_("         discards: %s\n"), text->str);
    }

  if (mj_game_is_ready (game, seat))
    g_print ("         %s\n", _("has declared a ready hand"));
}

static void
print_seats (const MjSaveInfo   *info,
             const MjSessionDoc *doc)
{
  MjGame *game = mj_match_get_game (doc->match);
  int start = starting_points (mj_match_get_ruleset (doc->match));

  if (start != 0)
    /* Translators: the balances shown count the points each player started with */
    g_print ("\n%s\n", _("Seats (the balances count the starting points)"));
  else
    g_print ("\n%s\n", _("Seats"));
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *player = NULL;

      if (seat_empty (info, seat))
        {
          g_print ("  %-6s %s\n", "-", _("(nobody sits here)"));
          continue;
        }
      player = describe_player (doc, seat);
      /* Translators: a seat: its wind, the name, who plays it, the balance: "Ann, a person, +120" */
      g_print (_("  %-6s %s, %s, %+d\n"), mj_wind_get_name (seat_wind (doc->match, game, seat)),
               seat_name (info, (int) seat), player, info->balances[seat]);
      if (game != NULL)
        print_seat_tiles (info, game, seat);
    }
}

static void
add_seat_details (JsonBuilder   *b,
                  gconstpointer  data,
                  guint          seat)
{
  const MjSessionDoc *doc = data;
  MjGame *game = mj_match_get_game (doc->match);
  const guint8 *tiles = NULL;
  const MjGameMeld *melds = NULL;
  MjTile kinds[MJ_WALL_MAX_TILES];
  guint64 claimed = 0;
  guint n = 0;
  MjSeatView view = { 0 };

  add_string (b, "player", doc->seating.empty[seat] ? "empty" : doc->seating.person[seat] ? "person" : "computer");
  add_string (b, "level", level_id (doc, seat));
  add_string (b, "wind", doc->seating.empty[seat] ? NULL
                                                  : mj_wind_to_string (seat_wind (doc->match, game, seat)));

  if (game != NULL)
    {
      mj_game_get_view (game, seat, &view);
      tiles = mj_game_get_hand (game, seat, &n);
    }
  mj_json_add_int (b, "concealed_count", n);
  add_tiles (b, "concealed", kinds, kinds_of (tiles, n, TRUE, kinds));
  add_string (b, "drawn", game != NULL && view.drawn != MJ_TILE_NONE ? mj_tile_to_string (view.drawn) : NULL);

  n = 0;
  if (game != NULL)
    melds = mj_game_get_melds (game, seat, &n);
  json_builder_set_member_name (b, "melds");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      add_string (b, "kind", mj_set_kind_to_string ((MjSetKind) melds[i].meld.kind));
      add_tiles (b, "tiles", kinds, kinds_of (melds[i].physical, mj_meld_n_tiles (&melds[i].meld), FALSE, kinds));
      mj_json_add_bool (b, "exposed", melds[i].meld.exposed);
      add_string (b, "kong_origin", melds[i].meld.kind == MJ_SET_KONG && melds[i].meld.kong_origin < 3
                                      ? kong_origins[melds[i].meld.kong_origin] : NULL);
      mj_cli_add_seat (b, "from", melds[i].from);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  n = 0;
  if (game != NULL)
    tiles = mj_game_get_bonus (game, seat, &n);
  add_tiles (b, "bonus", kinds, kinds_of (tiles, n, FALSE, kinds));

  n = 0;
  if (game != NULL)
    tiles = mj_game_get_pond (game, seat, &n, &claimed);
  json_builder_set_member_name (b, "pond");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      add_string (b, "tile", mj_tile_to_string (mj_tile_physical_kind (tiles[i])));
      mj_json_add_bool (b, "claimed", (gboolean) ((claimed >> i) & 1u));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  mj_json_add_bool (b, "ready", game != NULL && mj_game_is_ready (game, seat));
}

/* show: the score sheet */

static void
print_records (const MjSaveInfo *info,
               MjMatch          *match)
{
  guint n_records = 0;
  const MjHandRecord *records = mj_match_get_records (match, &n_records);

  g_print ("\n%s\n", _("Score sheet"));
  if (n_records == 0)
    {
      g_print ("  %s\n", _("no hand is over yet"));
      return;
    }
  g_print ("  %4s %4s  %-12s  %-28s", _("hand"), _("wind"), _("dealer"), _("winner"));
  for (guint seat = 0; seat < 4; seat++)
    if (!seat_empty (info, seat))
      g_print ("  %14.14s", seat_name (info, (int) seat));
  g_print ("\n");
  for (guint i = 0; i < n_records; i++)
    {
      const MjHandRecord *h = &records[i];
      g_autofree char *winner = describe_winner (info, h->winner, h->discarder, h->self_drawn);

      g_print ("  %4u %4s  %-12s  %-28s", h->number, mj_wind_to_string ((MjWind) h->prevailing_wind),
               seat_name (info, h->dealer), winner);
      for (guint seat = 0; seat < 4; seat++)
        if (!seat_empty (info, seat))
          {
            g_autofree char *cell = g_strdup_printf ("%+d %d", h->net[seat], h->balance[seat]);

            g_print ("  %14s", cell);
          }
      g_print ("\n");
    }
  g_print ("  %s\n", _("Each player’s column: what the hand won or lost, then the balance after it."));
}

static void
add_records (JsonBuilder *b,
             MjMatch     *match)
{
  guint n_records = 0;
  const MjHandRecord *records = mj_match_get_records (match, &n_records);

  json_builder_set_member_name (b, "records");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_records; i++)
    {
      const MjHandRecord *h = &records[i];

      json_builder_begin_object (b);
      mj_json_add_int (b, "hand", h->number);
      add_string (b, "round", mj_wind_to_string ((MjWind) h->prevailing_wind));
      mj_json_add_int (b, "dealer", h->dealer);
      mj_cli_add_seat (b, "winner", h->winner);
      mj_cli_add_seat (b, "discarder", h->discarder);
      mj_json_add_bool (b, "self_drawn", h->self_drawn);
      add_ints4 (b, "totals", h->totals);
      add_ints4 (b, "net", h->net);
      add_ints4 (b, "balances", h->balance);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* show: a match scored at a real table */

static const char * const win_hows[] = {
  "wall", "discard", "replacement", "robbed_kong", "last_wall_tile", "last_discard",
};

/* The tiles of a hand entered, in tile order: the concealed ones, or a declared set's. */
static guint
concealed_tiles (const MjHand *hand,
                 MjTile       *tiles)
{
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint k = 0; k < hand->concealed[t] && n < MJ_HAND_MAX_CONCEALED; k++)
      tiles[n++] = t;
  return n;
}

static guint
meld_tiles (const MjMeld *meld,
            MjTile       *tiles)
{
  guint n = mj_meld_n_tiles (meld);

  for (guint i = 0; i < n; i++)
    tiles[i] = (MjTile) (meld->tile + (meld->kind == MJ_SET_CHOW ? i : 0));
  return n;
}

static guint
bonus_tiles (const MjHand *hand,
             MjTile       *tiles)
{
  guint n = 0;

  for (guint i = 0; i < 8; i++)
    if ((hand->bonus >> i) & 1u)
      tiles[n++] = (MjTile) (MJ_TILE_FLOWER_1 + i);
  return n;
}

static char *
kept_winner (const MjSaveInfo        *info,
             const MjScorekeeperSave *save)
{
  if (save->winner < 0 || save->winner > 3 || save->winning_tile == MJ_TILE_NONE)
    /* Translators: the hand being entered at a real table has no winner chosen yet */
    return g_strdup (_("the hand is being entered; no winner chosen yet"));
  if (save->how == MJ_SCOREKEEPER_WIN_DISCARD || save->how == MJ_SCOREKEEPER_WIN_ROBBED_KONG ||
      save->how == MJ_SCOREKEEPER_WIN_LAST_DISCARD)
    /* Translators: the hand being entered: "Bob went out on 5d, given by Cat" */
    return g_strdup_printf (_("the hand is being entered: %s went out on %s, given by %s"),
                            seat_name (info, save->winner), mj_tile_to_string (save->winning_tile),
                            seat_name (info, (int) save->from));
  /* Translators: the hand being entered: "Bob went out on 5d, from the wall" */
  return g_strdup_printf (_("the hand is being entered: %s went out on %s, from the wall"),
                          seat_name (info, save->winner), mj_tile_to_string (save->winning_tile));
}

static void
print_kept_hand (const MjSaveInfo *info,
                 const MjHand     *hand)
{
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  guint n = concealed_tiles (hand, tiles);
  g_autofree char *concealed = mj_tiles_to_string (tiles, n);

  g_print (_("         concealed (%u): %s\n"), n, concealed);
  if (hand->n_melds > 0)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < hand->n_melds; i++)
        {
          g_autofree char *set = mj_tiles_to_string (tiles, meld_tiles (&hand->melds[i], tiles));

          g_string_append_printf (text, "%s%s %s (%s)", i > 0 ? "; " : "",
                                  mj_set_kind_to_string ((MjSetKind) hand->melds[i].kind), set,
                                  hand->melds[i].exposed ? _("exposed") : _("concealed"));
        }
      g_print (_("         sets: %s\n"), text->str);
    }
  n = bonus_tiles (hand, tiles);
  if (n > 0)
    {
      g_autofree char *bonus = mj_tiles_to_string (tiles, n);

      g_print (_("         bonus: %s\n"), bonus);
    }
}

static void
show_kept_text (const MjSaveInfo        *info,
                const MjScorekeeperSave *save)
{
  g_autofree char *now = kept_winner (info, save);

  g_print (_("Rules    %s (%s)\n"), save->ruleset_name, save->ruleset_id);
  g_print (_("Hand     %s round, hand %u, %s deals\n"), mj_wind_get_name (save->prevailing_wind), save->hand,
           seat_name (info, (int) save->dealer));
  g_print (_("Now      %s\n"), now);
  g_print ("\n%s\n", _("Seats"));
  for (guint seat = 0; seat < 4; seat++)
    {
      g_print ("  %-6s %s, %+d\n", mj_wind_get_name ((MjWind) ((seat + 4 - save->dealer) % 4)),
               seat_name (info, (int) seat), save->balances[seat]);
      print_kept_hand (info, &save->seats[seat]);
    }
}

static void
add_kept_hand (JsonBuilder   *b,
               gconstpointer  data,
               guint          seat)
{
  const MjScorekeeperSave *save = data;
  const MjHand *hand = &save->seats[seat];
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  guint n = concealed_tiles (hand, tiles);

  add_string (b, "wind", mj_wind_to_string ((MjWind) ((seat + 4 - save->dealer) % 4)));
  mj_json_add_int (b, "concealed_count", n);
  add_tiles (b, "concealed", tiles, n);
  json_builder_set_member_name (b, "melds");
  json_builder_begin_array (b);
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      json_builder_begin_object (b);
      add_string (b, "kind", mj_set_kind_to_string ((MjSetKind) m->kind));
      add_tiles (b, "tiles", tiles, meld_tiles (m, tiles));
      mj_json_add_bool (b, "exposed", m->exposed);
      add_string (b, "kong_origin", m->kind == MJ_SET_KONG && m->kong_origin < 3 ? kong_origins[m->kong_origin] : NULL);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_tiles (b, "bonus", tiles, bonus_tiles (hand, tiles));
}

static void
show_kept_json (const MjSaveInfo        *info,
                const MjScorekeeperSave *save)
{
  g_autoptr(JsonBuilder) b = begin_show (info, add_kept_hand, save);
  gboolean chosen = save->winner >= 0 && save->winner <= 3 && save->winning_tile != MJ_TILE_NONE;

  json_builder_set_member_name (b, "ruleset");
  json_builder_begin_object (b);
  add_string (b, "id", save->ruleset_id);
  add_string (b, "name", save->ruleset_name);
  json_builder_end_object (b);
  mj_json_add_int (b, "dealer", save->dealer);
  json_builder_set_member_name (b, "entering");
  json_builder_begin_object (b);
  mj_cli_add_seat (b, "winner", chosen ? save->winner : -1);
  add_string (b, "winning_tile", chosen ? mj_tile_to_string (save->winning_tile) : NULL);
  add_string (b, "how", chosen && save->how < G_N_ELEMENTS (win_hows) ? win_hows[save->how] : NULL);
  mj_cli_add_seat (b, "from", chosen && (save->how == MJ_SCOREKEEPER_WIN_DISCARD ||
                                         save->how == MJ_SCOREKEEPER_WIN_ROBBED_KONG ||
                                         save->how == MJ_SCOREKEEPER_WIN_LAST_DISCARD) ? (int) save->from : -1);
  json_builder_end_object (b);
  json_builder_end_object (b);
  mj_cli_print_json (b);
}

/* show */

static void
show_json (const MjSaveInfo   *info,
           const MjSessionDoc *doc)
{
  g_autoptr(JsonBuilder) b = begin_show (info, add_seat_details, doc);
  MjMatch *match = doc->match;
  MjGame *game = mj_match_get_game (match);
  MjRuleset *ruleset = mj_match_get_ruleset (match);
  const MjWall *wall = game != NULL ? mj_game_get_wall (game) : NULL;

  json_builder_set_member_name (b, "ruleset");
  json_builder_begin_object (b);
  add_string (b, "id", mj_ruleset_get_id (ruleset));
  add_string (b, "name", mj_ruleset_get_name (ruleset));
  mj_json_add_int (b, "starting_points", starting_points (ruleset));
  json_builder_end_object (b);
  mj_json_add_int (b, "dealer", game != NULL ? mj_game_get_dealer (game) : mj_match_get_dealer (match));
  add_step (b, game, find_step (match, game));
  json_builder_set_member_name (b, "wall");
  if (wall != NULL)
    {
      json_builder_begin_object (b);
      mj_json_add_int (b, "live", mj_wall_live_remaining (wall));
      mj_json_add_int (b, "remaining", mj_wall_remaining (wall));
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  add_records (b, match);
  json_builder_end_object (b);
  mj_cli_print_json (b);
}

/* @kept: a match scored at a real table, or NULL */
static void
show_text (const MjSaveInfo        *info,
           const MjSessionDoc      *doc,
           const MjScorekeeperSave *kept)
{
  g_autofree char *saved = mj_cli_format_local_time (info->saved);
  g_autofree char *description = describe (info);
  MjMatch *match = doc->match;

  g_print (_("File     %s (%s)\n"), info->path, kind_name (info));
  g_print (_("Saved    %s\n"), saved);
  g_print (_("Match    %s\n"), description);
  if (info->history_match > 0)
    /* Translators: a line of a save's description: the match in the score history it records */
    g_print (_("History  match %lld\n"), (long long) info->history_match);
  else
    g_print ("%s\n", _("History  not recorded"));

  if (kept != NULL)
    {
      show_kept_text (info, kept);
      return;
    }

  {
    MjGame *game = mj_match_get_game (match);
    MjRuleset *ruleset = mj_match_get_ruleset (match);
    guint dealer = game != NULL ? mj_game_get_dealer (game) : mj_match_get_dealer (match);
    g_autofree char *now = describe_step (info, game, find_step (match, game));

    g_print (_("Rules    %s (%s)\n"), mj_ruleset_get_name (ruleset), mj_ruleset_get_id (ruleset));
    /* Translators: the hand kept: "East round, hand 3, Ann deals" */
    g_print (_("Hand     %s round, hand %u, %s deals\n"), mj_wind_get_name ((MjWind) info->prevailing_wind),
             info->hand, seat_name (info, (int) dealer));
    g_print (_("Now      %s\n"), now);
    if (game != NULL)
      {
        const MjWall *wall = mj_game_get_wall (game);

        g_print (_("Wall     %u tiles left to draw (%u in the wall)\n"), mj_wall_live_remaining (wall),
                 mj_wall_remaining (wall));
      }
    print_seats (info, doc);
    print_records (info, match);
  }
}

/* The save named on the command line: a path, or a name in the saves folder. */
static char *
find_save (const char *file)
{
  g_autofree char *dir = NULL;

  if (g_file_test (file, G_FILE_TEST_EXISTS) || strchr (file, G_DIR_SEPARATOR) != NULL)
    return g_strdup (file);
  dir = mj_saves_get_default_dir ();
  return g_build_filename (dir, file, NULL);
}

static int
saves_show (const char *file,
            gboolean    json)
{
  g_autofree char *path = NULL;
  g_autoptr(MjSaveInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  MjScorekeeperSave kept;
  MjSessionDoc doc;
  int status = MJ_CLI_EXIT_OK;

  if (file == NULL)
    return mj_cli_bad_input (_("saves show: say which: a file, or the name of one in the saves folder"));
  path = find_save (file);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return mj_cli_bad_input (_("saves show: no save “%s”"), file);

  info = mj_saves_read_full (path, &doc);
  mj_scorekeeper_save_init (&kept);
  if (info->problem == NULL && info->kind == MJ_SAVE_SCOREKEEPER)
    {
      /* (its header is what a list shows; the hand being entered is read here) */
      if (!mj_scorekeeper_save_load (path, &kept, &error))
        status = mj_cli_bad_input ("%s: %s", path, error->message);
      else if (json)
        show_kept_json (info, &kept);
      else
        show_text (info, &doc, &kept);
    }
  else if (info->problem != NULL)
    status = mj_cli_bad_input ("%s: %s", path, info->problem->message);
  else if (json)
    show_json (info, &doc);
  else
    show_text (info, &doc, NULL);
  mj_scorekeeper_save_clear (&kept);
  mj_session_doc_clear (&doc);
  return status;
}

/* The command */

int
mj_cli_command_saves (int    argc,
                      char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Answer in JSON"), NULL },
    { NULL }
  };
  const char *subcommand;
  int status;

  if (!mj_cli_parse_options (entries, _("list | show FILE"), _(json_fields), &argc, &argv, &status))
    return status;

  subcommand = argc > 1 ? argv[1] : NULL;
  if (subcommand == NULL)
    return mj_cli_bad_input (_("saves: say what: list or show FILE"));
  if (!g_str_equal (subcommand, "list") && !g_str_equal (subcommand, "show"))
    return mj_cli_bad_input (_("saves: unknown subcommand “%s” (list, show)"), subcommand);
  if (argc > (g_str_equal (subcommand, "list") ? 2 : 3))
    return mj_cli_bad_input (_("saves %s: unexpected argument “%s”"), subcommand, argv[argc - 1]);

  if (g_str_equal (subcommand, "list"))
    return saves_list (json);
  return saves_show (argc > 2 ? argv[2] : NULL, json);
}
