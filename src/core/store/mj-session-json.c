/* mj-session-json.c: a match at the table, its seats and players, as a save file's JSON
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document wraps the match's own (mj_match_to_json(), the hand in play with every
 * tile) with what seats it again: each seat's name as played under, whether a person or
 * the computer plays it, the computer players' strength and seeds, how the first East was
 * drawn, and the match in the score history that records it. Read strictly, as the match.
 */

#define G_LOG_DOMAIN "mj-saves"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-error.h"
#include "mj-game-json.h"
#include "mj-json-reader.h"
#include "mj-player-name.h"
#include "mj-session-json.h"

/* an event of the log: kind, seat, tile, what, the set (4) and whom from, plus one */
#define LOG_FIELDS 9

/* Writing */

static void
add_first_east (JsonBuilder           *b,
                const MjFirstEastDraw *draw)
{
  json_builder_set_member_name (b, "first_east");
  json_builder_begin_object (b);
  mj_json_add_int (b, "method", draw->method);
  mj_json_add_int (b, "east", draw->east);
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (guint round = 0; round < draw->n_rounds && round < MJ_FIRST_EAST_MAX_ROUNDS; round++)
    {
      json_builder_begin_array (b);
      for (guint seat = 0; seat < 4; seat++)
        for (guint d = 0; d < 2; d++)
          json_builder_add_int_value (b, draw->dice[round][seat][d]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winds");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < 4; seat++)
    json_builder_add_int_value (b, draw->winds[seat]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* The log of the hand being played, each event a list of small numbers: its kind, seat,
 * tile, what was said or the exchange, the set (kind, tile, exposed, kong's origin) and
 * whom the set's tile came from, plus one. */
static void
add_log (JsonBuilder *b,
         MjTableLog  *log)
{
  guint n_events = 0;
  const MjTableEvent *events = mj_table_log_get_events (log, &n_events);

  json_builder_set_member_name (b, "log");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_events; i++)
    {
      const MjTableEvent *e = &events[i];
      const int fields[LOG_FIELDS] = { e->kind, e->seat, e->tile, e->what, e->meld.kind, e->meld.tile,
                                       e->meld.exposed, e->meld.kong_origin, e->from + 1 };

      json_builder_begin_array (b);
      for (guint f = 0; f < LOG_FIELDS; f++)
        json_builder_add_int_value (b, fields[f]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

/**
 * mj_table_session_to_json:
 * @history_match: the match in the score history that records it, or 0
 *
 * Returns: (transfer full): the whole of @session, to be restored by
 *   mj_table_session_new_from_json()
 */
JsonNode *
mj_table_session_to_json (MjTableSession *session,
                          gint64          history_match)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  MjSeating seating = { 0 };
  guint32 seeds[4];

  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), NULL);

  mj_table_session_get_seating (session, &seating, seeds);

  json_builder_begin_object (b);
  mj_json_add_int (b, "format", MJ_SESSION_SAVE_FORMAT);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, "table");
  mj_json_add_int (b, "saved", g_get_real_time () / G_USEC_PER_SEC);
  mj_json_add_int (b, "history_match", MAX (history_match, 0));

  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < 4; seat++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, seating.names[seat] != NULL ? seating.names[seat] : "");
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, seating.empty[seat] ? "empty" : seating.person[seat] ? "person" : "computer");
      if (!seating.empty[seat] && !seating.person[seat])
        {
          mj_json_add_int (b, "level", seating.levels[seat]);
          mj_json_add_int (b, "seed", seeds[seat]);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  mj_seating_clear (&seating);

  add_first_east (b, mj_table_session_get_first_east (session));

  add_log (b, mj_table_session_get_log (session));

  json_builder_set_member_name (b, "match");
  json_builder_add_value (b, mj_match_to_json (mj_table_session_get_match (session)));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* Reading */

/**
 * mj_session_doc_clear:
 *
 * Frees what @doc holds.
 */
void
mj_session_doc_clear (MjSessionDoc *doc)
{
  mj_seating_clear (&doc->seating);
  g_clear_object (&doc->match);
}

static void
read_first_east (MjReader        *r,
                 JsonObject      *o,
                 MjFirstEastDraw *draw)
{
  JsonArray *dice, *winds;

  if (o == NULL)
    return;
  draw->method = (MjFirstEast) mj_reader_get_int (r, o, "method", MJ_FIRST_EAST_RANDOM, MJ_FIRST_EAST_WIND_TILES);
  draw->east = (guint8) mj_reader_get_int (r, o, "east", 0, 3);
  dice = mj_reader_get_array (r, o, "dice", MJ_FIRST_EAST_MAX_ROUNDS);
  for (guint round = 0; dice != NULL && round < json_array_get_length (dice) && !r->failed; round++)
    {
      JsonNode *node = json_array_get_element (dice, round);
      JsonArray *throws = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (throws == NULL || json_array_get_length (throws) != 8)
        {
          mj_reader_fail (r, _("“%s” [%u] must hold eight dice"), "dice", round);
          return;
        }
      for (guint i = 0; i < 8; i++)
        {
          JsonNode *e = json_array_get_element (throws, i);

          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
              json_node_get_int (e) < 0 || json_node_get_int (e) > 6)
            {
              mj_reader_fail (r, _("“%s” [%u] must hold eight dice"), "dice", round);
              return;
            }
          draw->dice[round][i / 2][i % 2] = (guint8) json_node_get_int (e);
        }
      draw->n_rounds = (guint8) (round + 1);
    }
  winds = mj_reader_get_array (r, o, "winds", 4);
  if (winds != NULL && mj_reader_get_bytes (r, o, "winds", 4, 3, draw->winds) != 4)
    mj_reader_fail (r, _("“%s” must hold four numbers"), "winds");
}

static void
read_seats (MjReader     *r,
            JsonObject   *o,
            MjSessionDoc *doc)
{
  JsonArray *seats = mj_reader_get_array (r, o, "seats", 4);

  if (seats != NULL && json_array_get_length (seats) != 4)
    mj_reader_fail (r, _("there must be four seats"));
  for (guint seat = 0; seats != NULL && seat < 4 && !r->failed; seat++)
    {
      JsonObject *s = mj_reader_get_object (r, json_array_get_element (seats, seat), "seats");
      const char *player;

      if (s == NULL)
        return;
      doc->seating.names[seat] = g_strdup (mj_reader_get_string (r, s, "name"));
      player = mj_reader_get_string (r, s, "player");
      if (g_str_equal (player, "computer") && seat != 0)
        {
          /* saved before the strength was written after a dot */
          char *upgraded = mj_player_name_upgrade (doc->seating.names[seat]);

          if (upgraded != NULL)
            {
              g_free (doc->seating.names[seat]);
              doc->seating.names[seat] = upgraded;
            }
          doc->seating.levels[seat] = (int) mj_reader_get_int (r, s, "level", 0, 15);
          doc->seeds[seat] = (guint32) mj_reader_get_int (r, s, "seed", 0, G_MAXUINT32);
        }
      else if (g_str_equal (player, "person"))
        doc->seating.person[seat] = TRUE;
      else if (g_str_equal (player, "empty") && seat != 0)
        doc->seating.empty[seat] = TRUE;
      else
        mj_reader_fail (r, _("seat %u: “%s” is not a player"), seat, player);
    }
}

/**
 * mj_session_doc_read:
 * @doc: (out caller-allocates): the document, to be cleared with mj_session_doc_clear()
 *   (also after an error)
 *
 * Reads a save file's document and checks it whole: the match in it, and its seats.
 *
 * Returns: %FALSE with @error set if it cannot be played on; %MJ_ERROR_VERSION if a newer
 *   version saved it
 */
/* The log, absent from saves made before it was kept. */
static void
read_log (MjReader     *r,
          JsonObject   *o,
          MjSessionDoc *doc)
{
  JsonArray *events;

  if (!json_object_has_member (o, "log"))
    return;
  events = mj_reader_get_array (r, o, "log", MJ_TABLE_LOG_MAX);
  for (guint i = 0; events != NULL && i < json_array_get_length (events) && !r->failed; i++)
    {
      JsonNode *node = json_array_get_element (events, i);
      JsonArray *a = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      guint8 f[LOG_FIELDS];

      for (guint k = 0; a != NULL && k < LOG_FIELDS; k++)
        {
          JsonNode *e = json_array_get_element (a, k);

          if (json_array_get_length (a) != LOG_FIELDS || !JSON_NODE_HOLDS_VALUE (e) ||
              json_node_get_value_type (e) != G_TYPE_INT64 || json_node_get_int (e) < 0 || json_node_get_int (e) > 255)
            a = NULL;
          else
            f[k] = (guint8) json_node_get_int (e);
        }
      if (a != NULL)
        doc->log[i] = (MjTableEvent) { .kind = f[0], .seat = f[1], .tile = f[2], .what = f[3],
                                       .meld = { f[4], f[5], f[6], f[7] }, .from = (gint8) (f[8] - 1) };
      if (a == NULL || !mj_table_event_is_valid (&doc->log[i]))
        mj_reader_fail (r, _("log [%u] is not something played"), i);
      doc->n_log = i + 1;
    }
}

gboolean
mj_session_doc_read (JsonNode      *node,
                     MjSessionDoc  *doc,
                     GError       **error)
{
  MjReader r = { error, "", FALSE };
  JsonObject *o;
  guint empty = 0;

  g_return_val_if_fail (node != NULL && doc != NULL, FALSE);

  memset (doc, 0, sizeof *doc);
  if (!mj_reader_check_format (&r, node, "table", MJ_SESSION_SAVE_FORMAT, &o))
    return FALSE;
  doc->saved = mj_reader_get_int (&r, o, "saved", 0, G_MAXINT64);
  doc->history_match = mj_reader_get_int (&r, o, "history_match", 0, G_MAXINT64);
  read_seats (&r, o, doc);
  read_log (&r, o, doc);
  read_first_east (&r, mj_reader_get_object (&r, mj_reader_member (&r, o, "first_east"), "first_east"),
                   &doc->first_east);
  if (r.failed)
    return FALSE;

  {
    GError *local = NULL;
    JsonNode *match = mj_reader_member (&r, o, "match");

    if (match == NULL)
      return FALSE;
    doc->match = mj_match_new_from_json (match, &local);
    if (doc->match == NULL)
      {
        g_prefix_error (&local, "match: ");
        g_propagate_error (error, local);
        return FALSE;
      }
  }

  /* the seats agree with the match's */
  for (guint seat = 0; seat < 4; seat++)
    empty |= doc->seating.empty[seat] ? 1u << seat : 0;
  if (empty != mj_match_get_empty_seats (doc->match))
    {
      mj_reader_fail (&r, _("the empty seats are not those of the match"));
      return FALSE;
    }
  return TRUE;
}

/**
 * mj_table_session_new_from_json:
 * @computer: how to make the computer players
 * @history_match: (out) (optional): the match in the score history that records it, or 0
 *
 * Returns: (transfer full) (nullable): the session as it was saved, to be started with
 *   mj_table_session_start(); %NULL with @error set if the document cannot be played on
 */
MjTableSession *
mj_table_session_new_from_json (JsonNode                 *node,
                                const MjComputerPlayers  *computer,
                                gint64                   *history_match,
                                GError                  **error)
{
  MjSessionDoc doc;
  MjTableSession *session = NULL;

  g_return_val_if_fail (node != NULL && computer != NULL, NULL);

  if (mj_session_doc_read (node, &doc, error))
    {
      for (guint seat = 1; seat < 4; seat++)
        if (!doc.seating.person[seat] && !doc.seating.empty[seat] && doc.seating.levels[seat] >= computer->n_levels)
          {
            g_set_error (error, MJ_ERROR, MJ_ERROR_VERSION,
                         _("seat %u is played at a level of the computer this version does not have"), seat);
            mj_session_doc_clear (&doc);
            return NULL;
          }
      session = mj_table_session_new_restored (doc.match, &doc.seating, doc.seeds, &doc.first_east, computer);
      mj_table_log_restore (mj_table_session_get_log (session), doc.log, doc.n_log);
      if (history_match != NULL)
        *history_match = doc.history_match;
    }
  mj_session_doc_clear (&doc);
  return session;
}
