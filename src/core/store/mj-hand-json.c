/* mj-hand-json.c: reading and writing hands and scores as JSON
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The form is the one of the command-line contract in DESIGN.md. Reading is strict: an
 * unknown field, a tile that does not exist or a set that cannot be is an error whose
 * message names the field.
 */

#define G_LOG_DOMAIN "mj-hand"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-hand-json.h"

static const char * const hand_fields[] = {
  "seat_wind", "prevailing_wind", "concealed", "melds", "bonus", "mahjong",
  "winning_tile", "self_drawn", "flags", "goulash", NULL
};

static const char * const meld_fields[] = {
  "kind", "tiles", "exposed", "kong_origin", NULL
};

static const char * const kong_origins[] = { "concealed", "claimed", "added" };

static gboolean
check_fields (JsonObject  *object,
              const char  *where,
              const char  * const *known,
              GError     **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!g_strv_contains (known, l->data))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_UNKNOWN_KEY,
                       _("%s: unknown field “%s”"), where, (const char *) l->data);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
get_string (JsonObject  *object,
            const char  *field,
            const char  *where,
            const char **out,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, field);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s%s: expected a string"), where, field);
      return FALSE;
    }
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
get_bool (JsonObject  *object,
          const char  *field,
          const char  *where,
          gboolean     fallback,
          gboolean    *out,
          GError     **error)
{
  JsonNode *node = json_object_get_member (object, field);

  *out = fallback;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s%s: expected true or false"), where, field);
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

static JsonArray *
get_array (JsonObject  *object,
           const char  *field,
           const char  *where,
           GError     **error)
{
  JsonNode *node = json_object_get_member (object, field);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s%s: expected a list"), where, field);
      return NULL;
    }
  return json_node_get_array (node);
}

/* Reads one tile of a list; @where names the list ("concealed"). */
static gboolean
get_tile (JsonArray   *array,
          guint        index,
          const char  *where,
          MjTile      *tile,
          GError     **error)
{
  JsonNode *node = json_array_get_element (array, index);
  const char *text;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s[%u]: expected a tile such as “5d”"), where, index);
      return FALSE;
    }
  text = json_node_get_string (node);
  if (!mj_tile_from_string (text, tile))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s[%u]: unknown tile “%s”"), where, index, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
meld_from_json (JsonNode     *node,
                guint         index,
                MjMeld       *meld,
                GError      **error)
{
  g_autofree char *where = g_strdup_printf ("melds[%u]", index);
  g_autofree char *where_dot = g_strdup_printf ("melds[%u].", index);
  g_autofree char *where_tiles = g_strdup_printf ("melds[%u].tiles", index);
  JsonObject *object;
  JsonArray *tiles;
  const char *kind_text, *origin_text;
  MjSetKind kind;
  MjTile t[4];
  guint n, expected;
  gboolean exposed, has_exposed;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s: expected an object"), where);
      return FALSE;
    }
  object = json_node_get_object (node);
  if (!check_fields (object, where, meld_fields, error))
    return FALSE;

  if (!get_string (object, "kind", where_dot, &kind_text, error))
    return FALSE;
  if (kind_text == NULL || !mj_set_kind_from_string (kind_text, &kind) ||
      (kind != MJ_SET_PUNG && kind != MJ_SET_KONG && kind != MJ_SET_CHOW && kind != MJ_SET_PAIR))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE,
                   _("%s.kind: expected “pung”, “kong”, “chow” or “pair”"), where);
      return FALSE;
    }

  tiles = get_array (object, "tiles", where_dot, error);
  if (tiles == NULL)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s.tiles: missing"), where);
      return FALSE;
    }

  n = json_array_get_length (tiles);
  expected = kind == MJ_SET_KONG ? 4 : kind == MJ_SET_PAIR ? 2 : 3;
  if (n != expected)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   kind == MJ_SET_KONG ? _("%s.tiles: a kong has %u tiles, not %u") :
                   kind == MJ_SET_PAIR ? _("%s.tiles: a pair has %u tiles, not %u") :
                   kind == MJ_SET_CHOW ? _("%s.tiles: a chow has %u tiles, not %u") :
                                         _("%s.tiles: a pung has %u tiles, not %u"),
                   where, expected, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      if (!get_tile (tiles, i, where_tiles, &t[i], error))
        return FALSE;
      if (mj_tile_is_bonus (t[i]))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("%s.tiles[%u]: a flower or season cannot be part of a set"), where, i);
          return FALSE;
        }
    }

  memset (meld, 0, sizeof *meld);
  meld->kind = (guint8) kind;
  if (kind == MJ_SET_CHOW)
    {
      MjTile low = MIN (t[0], MIN (t[1], t[2]));
      guint8 seen = 0;

      for (guint i = 0; i < 3; i++)
        if (mj_tile_is_suited (t[i]) && t[i] >= low && t[i] - low < 3 &&
            mj_tile_suit (t[i]) == mj_tile_suit (low))
          seen |= 1u << (t[i] - low);
      if (seen != 7)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("%s: a chow is three consecutive tiles of one suit"), where);
          return FALSE;
        }
      meld->tile = low;
    }
  else
    {
      for (guint i = 1; i < n; i++)
        if (t[i] != t[0])
          {
            g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                         kind == MJ_SET_KONG ? _("%s: the tiles of a kong must be alike") :
                         kind == MJ_SET_PAIR ? _("%s: the tiles of a pair must be alike") :
                                               _("%s: the tiles of a pung must be alike"),
                         where);
            return FALSE;
          }
      meld->tile = t[0];
    }

  has_exposed = json_object_has_member (object, "exposed");
  if (!get_bool (object, "exposed", where_dot, TRUE, &exposed, error))
    return FALSE;
  if (!get_string (object, "kong_origin", where_dot, &origin_text, error))
    return FALSE;

  if (kind == MJ_SET_KONG)
    {
      if (origin_text != NULL)
        {
          guint i;

          for (i = 0; i < G_N_ELEMENTS (kong_origins); i++)
            if (g_str_equal (origin_text, kong_origins[i]))
              break;
          if (i == G_N_ELEMENTS (kong_origins))
            {
              g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE,
                           _("%s.kong_origin: expected “concealed”, “claimed” or “added”"), where);
              return FALSE;
            }
          meld->kong_origin = (guint8) i;
          if (has_exposed && exposed != (i != MJ_KONG_CONCEALED))
            {
              g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                           i == MJ_KONG_CONCEALED ? _("%s: a concealed kong is not exposed")
                                                  : _("%s: a claimed or added kong is exposed"),
                           where);
              return FALSE;
            }
        }
      else
        meld->kong_origin = exposed ? MJ_KONG_ADDED : MJ_KONG_CONCEALED;
      meld->exposed = meld->kong_origin != MJ_KONG_CONCEALED;
    }
  else
    {
      if (origin_text != NULL)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("%s.kong_origin: only a kong has an origin"), where);
          return FALSE;
        }
      meld->exposed = (guint8) exposed;
    }

  return TRUE;
}

static gboolean
wind_from_json (JsonObject  *object,
                const char  *field,
                MjWind      *wind,
                GError     **error)
{
  const char *text;

  if (!get_string (object, field, "", &text, error))
    return FALSE;
  if (text == NULL)
    {
      *wind = MJ_WIND_EAST;
      return TRUE;
    }
  if (!mj_wind_from_string (text, wind))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE,
                   _("%s: expected “E”, “S”, “W” or “N”, got “%s”"), field, text);
      return FALSE;
    }
  return TRUE;
}

/**
 * mj_hand_from_json:
 * @node: a JSON object in the form of the command-line contract
 * @hand: (out caller-allocates): the hand
 *
 * Returns: whether @node is a possible hand; else @error names the field that is wrong
 */
gboolean
mj_hand_from_json (JsonNode  *node,
                   MjHand    *hand,
                   GError   **error)
{
  JsonObject *object;
  JsonArray *array;
  const char *text;
  gboolean flag;

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);

  mj_hand_init (hand);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("A hand must be a JSON object"));
      return FALSE;
    }
  object = json_node_get_object (node);
  if (!check_fields (object, _("hand"), hand_fields, error))
    return FALSE;

  if (!wind_from_json (object, "seat_wind", &hand->seat_wind, error) ||
      !wind_from_json (object, "prevailing_wind", &hand->prevailing_wind, error))
    return FALSE;

  array = get_array (object, "concealed", "", error);
  if (error != NULL && *error != NULL)
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      MjTile t;

      if (!get_tile (array, i, "concealed", &t, error))
        return FALSE;
      if (mj_tile_is_bonus (t))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("concealed[%u]: %s is a flower or season; list it under “bonus”"),
                       i, mj_tile_to_string (t));
          return FALSE;
        }
      if (hand->concealed[t] == 4)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("concealed[%u]: a fifth %s; there are only four"), i, mj_tile_to_string (t));
          return FALSE;
        }
      hand->concealed[t]++;
    }

  array = get_array (object, "melds", "", error);
  if (error != NULL && *error != NULL)
    return FALSE;
  if (array != NULL && json_array_get_length (array) > MJ_HAND_MAX_MELDS)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("melds: at most %u declared sets"), MJ_HAND_MAX_MELDS);
      return FALSE;
    }
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      if (!meld_from_json (json_array_get_element (array, i), i, &hand->melds[i], error))
        return FALSE;
      hand->n_melds++;
    }

  array = get_array (object, "bonus", "", error);
  if (error != NULL && *error != NULL)
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      MjTile t;
      guint bit;

      if (!get_tile (array, i, "bonus", &t, error))
        return FALSE;
      if (!mj_tile_is_bonus (t))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("bonus[%u]: %s is not a flower or season"), i, mj_tile_to_string (t));
          return FALSE;
        }
      bit = 1u << (t - MJ_TILE_FLOWER_1);
      if (hand->bonus & bit)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("bonus[%u]: %s twice; there is only one"), i, mj_tile_to_string (t));
          return FALSE;
        }
      hand->bonus |= bit;
    }

  if (!get_bool (object, "mahjong", "", FALSE, &flag, error))
    return FALSE;
  hand->mahjong = (guint8) flag;
  if (!get_bool (object, "self_drawn", "", FALSE, &flag, error))
    return FALSE;
  hand->self_drawn = (guint8) flag;
  if (!get_bool (object, "goulash", "", FALSE, &flag, error))
    return FALSE;
  hand->goulash = (guint8) flag;

  if (!get_string (object, "winning_tile", "", &text, error))
    return FALSE;
  if (text != NULL && !mj_tile_from_string (text, &hand->winning_tile))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("winning_tile: unknown tile “%s”"), text);
      return FALSE;
    }

  array = get_array (object, "flags", "", error);
  if (error != NULL && *error != NULL)
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      MjHandFlags f;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING ||
          !mj_hand_flag_from_string (json_node_get_string (element), &f))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("flags[%u]: unknown flag"), i);
          return FALSE;
        }
      hand->flags |= f;
    }

  if (!mj_hand_validate (hand, error))
    return FALSE;

  return TRUE;
}

static JsonNode *
tiles_node (const MjTile *tiles,
            guint         n)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (array, mj_tile_to_string (tiles[i]));
  json_node_take_array (node, array);
  return node;
}

/**
 * mj_hand_to_json:
 *
 * Returns: (transfer full): @hand in the form mj_hand_from_json() reads
 */
JsonNode *
mj_hand_to_json (const MjHand *hand)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  MjTile tiles[14 * 4];
  guint n = 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seat_wind");
  json_builder_add_string_value (b, mj_wind_to_string (hand->seat_wind));
  json_builder_set_member_name (b, "prevailing_wind");
  json_builder_add_string_value (b, mj_wind_to_string (hand->prevailing_wind));

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint k = 0; k < hand->concealed[t] && n < G_N_ELEMENTS (tiles); k++)
      tiles[n++] = t;
  json_builder_set_member_name (b, "concealed");
  json_builder_add_value (b, tiles_node (tiles, n));

  json_builder_set_member_name (b, "melds");
  json_builder_begin_array (b);
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];
      MjTile mt[4];
      guint mn = mj_meld_n_tiles (m);

      for (guint j = 0; j < mn; j++)
        mt[j] = m->kind == MJ_SET_CHOW ? (MjTile) (m->tile + j) : m->tile;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, mj_set_kind_to_string ((MjSetKind) m->kind));
      json_builder_set_member_name (b, "tiles");
      json_builder_add_value (b, tiles_node (mt, mn));
      json_builder_set_member_name (b, "exposed");
      json_builder_add_boolean_value (b, m->exposed);
      if (m->kind == MJ_SET_KONG)
        {
          json_builder_set_member_name (b, "kong_origin");
          json_builder_add_string_value (b, kong_origins[m->kong_origin]);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  n = 0;
  for (guint i = 0; i < 8; i++)
    if (hand->bonus & (1u << i))
      tiles[n++] = (MjTile) (MJ_TILE_FLOWER_1 + i);
  json_builder_set_member_name (b, "bonus");
  json_builder_add_value (b, tiles_node (tiles, n));

  json_builder_set_member_name (b, "mahjong");
  json_builder_add_boolean_value (b, hand->mahjong);
  json_builder_set_member_name (b, "winning_tile");
  if (hand->winning_tile == MJ_TILE_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, mj_tile_to_string (hand->winning_tile));
  json_builder_set_member_name (b, "self_drawn");
  json_builder_add_boolean_value (b, hand->self_drawn);

  json_builder_set_member_name (b, "flags");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_HAND_N_FLAGS; i++)
    if (hand->flags & (1u << i))
      json_builder_add_string_value (b, mj_hand_flag_to_string ((MjHandFlags) (1u << i)));
  json_builder_end_array (b);

  /* only where it is one: every other hand reads the same as before */
  if (hand->goulash)
    {
      json_builder_set_member_name (b, "goulash");
      json_builder_add_boolean_value (b, TRUE);
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * mj_score_to_json:
 *
 * Returns: (transfer full): the answer of `mahjong-table-cli score --json` for one hand
 */
JsonNode *
mj_score_to_json (MjRuleset     *ruleset,
                  const MjScore *score)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, mj_ruleset_get_id (ruleset));
  json_builder_set_member_name (b, "won");
  json_builder_add_boolean_value (b, score->won);
  json_builder_set_member_name (b, "special_hand");
  if (score->special_hand < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, mj_rule_spec ((MjRuleId) score->special_hand)->key);
  json_builder_set_member_name (b, "dead_hand");
  if (score->dead_hand == MJ_DEAD_HAND_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, score->dead_hand == MJ_DEAD_HAND_LONG ? "long" : "short");
  json_builder_set_member_name (b, "points");
  json_builder_add_int_value (b, score->points);
  json_builder_set_member_name (b, "doubles");
  json_builder_add_int_value (b, score->doubles);
  json_builder_set_member_name (b, "faan");
  if (score->faan < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, score->faan);
  json_builder_set_member_name (b, "limit_fraction");
  json_builder_add_double_value (b, score->limit / 1000.0);
  json_builder_set_member_name (b, "total");
  json_builder_add_int_value (b, score->total);
  json_builder_set_member_name (b, "limit_applied");
  json_builder_add_boolean_value (b, score->limit_applied);

  /* a Goulash hand's wild tiles, where it had any */
  if (score->n_wild > 0)
    {
      g_autofree char *text = mj_score_describe_wild (score);

      json_builder_set_member_name (b, "wild");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "as");
      json_builder_begin_array (b);
      for (guint i = 0; i < score->n_wild; i++)
        json_builder_add_string_value (b, mj_tile_to_string (score->wild_as[i]));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, text);
      json_builder_end_object (b);
    }

  /* why the hand counted as concealed or not, where that changed its value */
  if (mj_score_describe_concealment (score) != NULL)
    {
      json_builder_set_member_name (b, "concealment");
      json_builder_add_string_value (b, mj_score_describe_concealment (score));
    }

  json_builder_set_member_name (b, "items");
  json_builder_begin_array (b);
  for (guint i = 0; i < score->n_items; i++)
    {
      const MjScoreItem *item = &score->items[i];
      g_autofree char *text = mj_score_item_describe (item);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rule");
      json_builder_add_string_value (b, mj_rule_spec ((MjRuleId) item->rule)->key);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, mj_score_item_get_name (item));
      if (item->tile != MJ_TILE_NONE)
        {
          json_builder_set_member_name (b, "tile");
          json_builder_add_string_value (b, mj_tile_to_string (item->tile));
        }
      if (item->detail < MJ_N_RULES)
        {
          json_builder_set_member_name (b, "calling_for");
          json_builder_add_string_value (b, mj_rule_spec ((MjRuleId) item->detail)->key);
        }
      if (item->points)
        {
          json_builder_set_member_name (b, "points");
          json_builder_add_int_value (b, item->points);
        }
      if (item->doubles)
        {
          json_builder_set_member_name (b, "doubles");
          json_builder_add_int_value (b, item->doubles);
        }
      if (item->limit)
        {
          json_builder_set_member_name (b, "limit_fraction");
          json_builder_add_double_value (b, item->limit / 1000.0);
        }
      if (item->faan == MJ_FAAN_MAX)
        {
          json_builder_set_member_name (b, "faan");
          json_builder_add_string_value (b, "max");
        }
      else if (item->faan)
        {
          json_builder_set_member_name (b, "faan");
          json_builder_add_int_value (b, item->faan);
        }
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "arrangement");
  json_builder_begin_array (b);
  for (guint i = 0; i < score->n_sets; i++)
    json_builder_add_value (b, tiles_node (score->sets[i].set.tiles, score->sets[i].set.n_tiles));
  json_builder_end_array (b);

  if (score->has_waits)
    {
      json_builder_set_member_name (b, "waits");
      json_builder_begin_array (b);
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (score->waits & (G_GUINT64_CONSTANT (1) << t))
          json_builder_add_string_value (b, mj_tile_to_string (t));
      json_builder_end_array (b);
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gint64
member_int (JsonObject *object,
            const char *name,
            gint64      fallback)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node) || json_node_get_value_type (node) == G_TYPE_STRING)
    return fallback;
  return json_node_get_int (node);
}

/**
 * mj_score_json_describe:
 * @score_json: (nullable): a score as mj_score_to_json() writes it, as text
 *
 * Reads a score kept in the history back as the lines that explain it.
 *
 * Returns: (transfer full) (nullable): the score line by line, then its total; %NULL for
 *   a score that was entered by hand and so has no lines
 */
char *
mj_score_json_describe (const char *score_json)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GString) text = NULL;
  JsonObject *score;
  JsonArray *items;
  MjScore sum = { 0 };
  g_autofree char *total_line = NULL;

  if (score_json == NULL || (root = json_from_string (score_json, NULL)) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;

  score = json_node_get_object (root);
  text = g_string_new (NULL);
  if (g_strcmp0 (json_object_get_string_member_with_default (score, "dead_hand", ""), "long") == 0)
    g_string_append_printf (text, "%s\n", _("Long hand: too many tiles, it scores nothing"));

  if (json_object_has_member (score, "wild") && JSON_NODE_HOLDS_OBJECT (json_object_get_member (score, "wild")))
    {
      const char *line = json_object_get_string_member_with_default (json_object_get_object_member (score, "wild"),
                                                                     "text", NULL);

      if (line != NULL)
        g_string_append_printf (text, "%s\n", line);
    }

  items = json_object_has_member (score, "items") ? json_object_get_array_member (score, "items") : NULL;
  for (guint i = 0; items != NULL && i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);
      const char *line = item != NULL ? json_object_get_string_member_with_default (item, "text", NULL) : NULL;

      if (line != NULL)
        g_string_append_printf (text, "%s\n", line);
    }

  /* the total line, from the stored figures */
  sum.total = (int) member_int (score, "total", 0);
  sum.faan = (int) member_int (score, "faan", -1);
  sum.points = (int) member_int (score, "points", 0);
  sum.doubles = (int) member_int (score, "doubles", 0);
  sum.limit = json_object_get_double_member_with_default (score, "limit_fraction", 0) > 0 ? 1 : 0;
  sum.limit_applied = json_object_get_boolean_member_with_default (score, "limit_applied", FALSE);
  total_line = mj_score_describe_total (&sum);
  g_string_append (text, total_line);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * mj_settlement_to_json:
 *
 * Returns: (transfer full): `{"payments": [[...] x4], "net": [...]}`
 */
JsonNode *
mj_settlement_to_json (const MjSettlement *settlement)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "payments");
  json_builder_begin_array (b);
  for (int i = 0; i < 4; i++)
    {
      json_builder_begin_array (b);
      for (int j = 0; j < 4; j++)
        json_builder_add_int_value (b, settlement->pays[i][j]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "net");
  json_builder_begin_array (b);
  for (int i = 0; i < 4; i++)
    json_builder_add_int_value (b, settlement->net[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
