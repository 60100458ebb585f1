/* mj-scorekeeper-save.c: a match scored at a real table, as its save file's JSON
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The header (format, kind, when, the match in the score history, its rules, the round,
 * the hand's number, the players and their balances) is what a list of saves shows, and
 * is written and read here only: mj_saves_read_info() reads a scorekeeper's save through
 * mj_scorekeeper_save_read(). Under "entering" follows the hand being entered, each seat's
 * tiles as mj_hand_to_json() writes a hand, and what the person said about the win. The
 * hands already recorded are the score history's: the window takes them from there.
 *
 * Reading is strict, as for the table's saves: a member missing, of the wrong type or out
 * of range, more than four of a tile among the four hands, a flower held twice, a winning
 * tile the winner does not hold, is an error naming it; nothing half-read is returned.
 */

#define G_LOG_DOMAIN "mj-saves"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-game.h"
#include "mj-hand-json.h"
#include "mj-json-reader.h"
#include "mj-scorekeeper-save.h"

/* How the winning tile came, in the file: words, so that the file does not hang on the
 * order of an enum. */
static const char * const how_names[MJ_SCOREKEEPER_N_WIN_HOW] = {
  "wall", "discard", "replacement", "robbed_kong", "last_wall_tile", "last_discard",
};

/**
 * mj_scorekeeper_save_init:
 *
 * Empties @save: no names, no tiles, nobody out.
 */
void
mj_scorekeeper_save_init (MjScorekeeperSave *save)
{
  g_return_if_fail (save != NULL);

  memset (save, 0, sizeof *save);
  for (guint seat = 0; seat < 4; seat++)
    mj_hand_init (&save->seats[seat]);
  save->winner = -1;
  save->winning_tile = MJ_TILE_NONE;
  save->liable = -1;
}

/**
 * mj_scorekeeper_save_clear:
 *
 * Frees what @save holds, and empties it.
 */
void
mj_scorekeeper_save_clear (MjScorekeeperSave *save)
{
  g_return_if_fail (save != NULL);

  g_free (save->ruleset_id);
  g_free (save->ruleset_name);
  for (guint seat = 0; seat < 4; seat++)
    g_free (save->names[seat]);
  mj_scorekeeper_save_init (save);
}

/* Writing */

static JsonObject *
entering_object (const MjScorekeeperSave *save)
{
  JsonObject *o = json_object_new ();
  JsonArray *seats = json_array_new ();
  JsonArray *special = json_array_new ();

  json_object_set_int_member (o, "dealer", save->dealer);
  json_object_set_int_member (o, "shown", save->shown);
  for (guint seat = 0; seat < 4; seat++)
    json_array_add_element (seats, mj_hand_to_json (&save->seats[seat]));
  json_object_set_array_member (o, "seats", seats);
  json_object_set_int_member (o, "winner", save->winner);
  if (save->winning_tile == MJ_TILE_NONE)
    json_object_set_null_member (o, "winning_tile");
  else
    json_object_set_string_member (o, "winning_tile", mj_tile_to_string (save->winning_tile));
  json_object_set_string_member (o, "how", how_names[MIN ((guint) save->how, MJ_SCOREKEEPER_N_WIN_HOW - 1u)]);
  json_object_set_int_member (o, "from", save->from);
  for (guint i = 0; i < MJ_HAND_N_FLAGS; i++)
    if (save->special & MJ_SCOREKEEPER_SPECIAL_FLAGS & (1u << i))
      json_array_add_string_element (special, mj_hand_flag_to_string ((MjHandFlags) (1u << i)));
  json_object_set_array_member (o, "special", special);
  json_object_set_int_member (o, "liable", save->liable);
  json_object_set_boolean_member (o, "goulash", save->goulash);
  return o;
}

/**
 * mj_scorekeeper_save_to_json:
 *
 * Returns: (transfer full): @save as its file's document, read back by
 *   mj_scorekeeper_save_read()
 */
JsonNode *
mj_scorekeeper_save_to_json (const MjScorekeeperSave *save)
{
  JsonObject *o;
  JsonArray *names, *balances;
  JsonNode *node;

  g_return_val_if_fail (save != NULL, NULL);

  o = json_object_new ();
  names = json_array_new ();
  balances = json_array_new ();
  json_object_set_int_member (o, "format", MJ_SCOREKEEPER_SAVE_FORMAT);
  json_object_set_string_member (o, "kind", "scorekeeper");
  json_object_set_int_member (o, "saved", save->saved);
  json_object_set_int_member (o, "history_match", save->history_match);
  json_object_set_string_member (o, "ruleset_id", save->ruleset_id != NULL ? save->ruleset_id : "");
  json_object_set_string_member (o, "ruleset_name", save->ruleset_name != NULL ? save->ruleset_name : "");
  json_object_set_int_member (o, "prevailing_wind", save->prevailing_wind);
  json_object_set_int_member (o, "hand", save->hand);
  for (guint seat = 0; seat < 4; seat++)
    {
      json_array_add_string_element (names, save->names[seat] != NULL ? save->names[seat] : "");
      json_array_add_int_element (balances, save->balances[seat]);
    }
  json_object_set_array_member (o, "names", names);
  json_object_set_array_member (o, "balances", balances);
  json_object_set_object_member (o, "entering", entering_object (save));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, o);
  return node;
}

/**
 * mj_scorekeeper_save_to_text:
 *
 * Returns: (transfer full): @save as its file's text
 */
char *
mj_scorekeeper_save_to_text (const MjScorekeeperSave *save)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (save != NULL, NULL);

  node = mj_scorekeeper_save_to_json (save);
  return json_to_string (node, FALSE);
}

/* Reading */

/* The four names (@type a string) or balances (an integer) of the header. */
static void
read_four (MjReader          *r,
           JsonObject        *o,
           const char        *name,
           GType              type,
           MjScorekeeperSave *save)
{
  JsonArray *a = mj_reader_get_array (r, o, name, 4);

  for (guint seat = 0; a != NULL && seat < 4 && !r->failed; seat++)
    {
      JsonNode *e = seat < json_array_get_length (a) ? json_array_get_element (a, seat) : NULL;

      if (e == NULL || !JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != type)
        {
          if (type == G_TYPE_STRING)
            mj_reader_fail (r, _("“%s” must hold four names"), name);
          else
            mj_reader_fail (r, _("“%s” must hold four numbers"), name);
        }
      else if (type == G_TYPE_STRING)
        save->names[seat] = g_strdup (json_node_get_string (e));
      else
        save->balances[seat] = (int) CLAMP (json_node_get_int (e), G_MININT, G_MAXINT);
    }
}

static MjTile
read_winning_tile (MjReader   *r,
                   JsonObject *o)
{
  JsonNode *node = mj_reader_member (r, o, "winning_tile");
  MjTile tile = MJ_TILE_NONE;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return MJ_TILE_NONE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
      !mj_tile_from_string (json_node_get_string (node), &tile) || mj_tile_is_bonus (tile))
    {
      mj_reader_fail (r, _("“%s” must be a playing tile or null"), "winning_tile");
      return MJ_TILE_NONE;
    }
  return tile;
}

static MjScorekeeperWinHow
read_how (MjReader   *r,
          JsonObject *o)
{
  const char *how = mj_reader_get_string (r, o, "how");

  for (guint i = 0; i < MJ_SCOREKEEPER_N_WIN_HOW; i++)
    if (g_str_equal (how, how_names[i]))
      return (MjScorekeeperWinHow) i;
  mj_reader_fail (r, _("“%s” is not a way the winning tile came"), how);
  return MJ_SCOREKEEPER_WIN_WALL;
}

static guint
read_special (MjReader   *r,
              JsonObject *o)
{
  JsonArray *a = mj_reader_get_array (r, o, "special", MJ_HAND_N_FLAGS);
  guint special = 0;

  for (guint i = 0; a != NULL && i < json_array_get_length (a) && !r->failed; i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      MjHandFlags flag;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
          !mj_hand_flag_from_string (json_node_get_string (e), &flag) ||
          (flag & MJ_SCOREKEEPER_SPECIAL_FLAGS) == 0)
        mj_reader_fail (r, _("“%s” [%u] is not a special circumstance"), "special", i);
      else
        special |= flag;
    }
  return special;
}

static void
read_seats (MjReader          *r,
            JsonObject        *o,
            MjScorekeeperSave *save)
{
  JsonArray *a = mj_reader_get_array (r, o, "seats", 4);

  if (a != NULL && json_array_get_length (a) != 4)
    mj_reader_fail (r, _("there must be four seats"));
  for (guint seat = 0; a != NULL && seat < 4 && !r->failed; seat++)
    {
      g_autoptr(GError) local = NULL;

      if (!mj_hand_from_json (json_array_get_element (a, seat), &save->seats[seat], &local))
        mj_reader_fail (r, _("seat %u: %s"), seat, local->message);
      else if (mj_hand_tile_count (&save->seats[seat]) > MJ_HAND_MAX_CONCEALED)
        mj_reader_fail (r, _("seat %u holds too many tiles"), seat);
    }
}

/* The four hands together hold no tile more than there are, and the winner's winning tile. */
static void
check_tiles (MjReader          *r,
             MjScorekeeperSave *save)
{
  guint total[MJ_N_PLAY_KINDS] = { 0 };
  guint8 bonus = 0;

  for (guint seat = 0; seat < 4 && !r->failed; seat++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];

      mj_hand_all_counts (&save->seats[seat], counts);
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        total[t] += counts[t];
      if (bonus & save->seats[seat].bonus)
        mj_reader_fail (r, _("a flower or season is held twice"));
      bonus |= save->seats[seat].bonus;
    }
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS && !r->failed; t++)
    if (total[t] > 4)
      mj_reader_fail (r, _("the hands hold %u of %s; there are only four"), total[t], mj_tile_to_string (t));

  if (r->failed || save->winning_tile == MJ_TILE_NONE)
    return;
  if (save->winner < 0)
    mj_reader_fail (r, _("a winning tile, and nobody went out"));
  else
    {
      guint8 counts[MJ_N_PLAY_KINDS];

      mj_hand_all_counts (&save->seats[save->winner], counts);
      if (counts[save->winning_tile] == 0)
        mj_reader_fail (r, _("the winner does not hold the winning tile %s"),
                        mj_tile_to_string (save->winning_tile));
    }
}

static void
read_entering (MjReader          *r,
               JsonObject        *o,
               MjScorekeeperSave *save)
{
  const char *where = r->where;

  if (o == NULL)
    return;
  r->where = "entering: ";
  save->dealer = (guint) mj_reader_get_int (r, o, "dealer", 0, 3);
  save->shown = (guint) mj_reader_get_int (r, o, "shown", 0, 3);
  read_seats (r, o, save);
  save->winner = (int) mj_reader_get_int (r, o, "winner", -1, 3);
  save->winning_tile = read_winning_tile (r, o);
  save->how = read_how (r, o);
  save->from = (guint) mj_reader_get_int (r, o, "from", 0, 3);
  save->special = read_special (r, o);
  save->liable = (int) mj_reader_get_int (r, o, "liable", -1, 3);
  save->goulash = mj_reader_get_bool (r, o, "goulash");
  if (!r->failed && save->liable >= 0 && save->liable == save->winner)
    mj_reader_fail (r, _("the winner cannot pay for all"));
  check_tiles (r, save);
  r->where = where;
}

/**
 * mj_scorekeeper_save_read:
 * @save: (out caller-allocates): the save, to be cleared with mj_scorekeeper_save_clear()
 *   (also after an error)
 *
 * Reads a scorekeeper's save file's document and checks it whole.
 *
 * Returns: %FALSE with @error set if it cannot be continued; %MJ_ERROR_VERSION if a newer
 *   version saved it
 */
gboolean
mj_scorekeeper_save_read (JsonNode           *node,
                          MjScorekeeperSave  *save,
                          GError            **error)
{
  MjReader r = { error, "", FALSE };
  JsonObject *o;

  g_return_val_if_fail (node != NULL && save != NULL, FALSE);

  mj_scorekeeper_save_init (save);
  if (!mj_reader_check_format (&r, node, "scorekeeper", MJ_SCOREKEEPER_SAVE_FORMAT, &o))
    return FALSE;
  save->saved = mj_reader_get_int (&r, o, "saved", 0, G_MAXINT64);
  save->history_match = mj_reader_get_int (&r, o, "history_match", 1, G_MAXINT64);
  save->ruleset_id = g_strdup (mj_reader_get_string (&r, o, "ruleset_id"));
  save->ruleset_name = g_strdup (mj_reader_get_string (&r, o, "ruleset_name"));
  save->prevailing_wind = (MjWind) mj_reader_get_int (&r, o, "prevailing_wind", 0, 3);
  save->hand = (guint) mj_reader_get_int (&r, o, "hand", 1, G_MAXINT32);
  read_four (&r, o, "names", G_TYPE_STRING, save);
  read_four (&r, o, "balances", G_TYPE_INT64, save);
  read_entering (&r, mj_reader_get_object (&r, mj_reader_member (&r, o, "entering"), "entering"), save);
  return !r.failed;
}

/**
 * mj_scorekeeper_save_load:
 * @path: a scorekeeper's save file
 * @save: (out caller-allocates): as for mj_scorekeeper_save_read()
 *
 * Reads the file at @path and its document.
 *
 * Returns: %FALSE with @error set if it cannot be read (a #GFileError), is not JSON or
 *   cannot be continued (as mj_scorekeeper_save_read())
 */
gboolean
mj_scorekeeper_save_load (const char         *path,
                          MjScorekeeperSave  *save,
                          GError            **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL && save != NULL, FALSE);

  mj_scorekeeper_save_init (save);
  if (!g_file_get_contents (path, &contents, &length, error) ||
      !json_parser_load_from_data (parser, contents, (gssize) length, error))
    return FALSE;
  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("the file is empty"));
      return FALSE;
    }
  return mj_scorekeeper_save_read (json_parser_get_root (parser), save, error);
}
