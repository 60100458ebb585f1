/* mj-tile.c: tile kinds, names and the tile notation
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-tile"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-tile.h"

static const char * const notation[MJ_N_KINDS] = {
  "1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c",
  "1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b",
  "1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d",
  "Ew", "Sw", "Ww", "Nw",
  "Rd", "Gd", "Wd",
  "1f", "2f", "3f", "4f",
  "1s", "2s", "3s", "4s",
};

/* Whole names, so that translators can order the words as their language needs. */
static const char * const names[MJ_N_KINDS] = {
  N_("One of Characters"), N_("Two of Characters"), N_("Three of Characters"),
  N_("Four of Characters"), N_("Five of Characters"), N_("Six of Characters"),
  N_("Seven of Characters"), N_("Eight of Characters"), N_("Nine of Characters"),
  N_("One of Bamboo"), N_("Two of Bamboo"), N_("Three of Bamboo"),
  N_("Four of Bamboo"), N_("Five of Bamboo"), N_("Six of Bamboo"),
  N_("Seven of Bamboo"), N_("Eight of Bamboo"), N_("Nine of Bamboo"),
  N_("One of Circles"), N_("Two of Circles"), N_("Three of Circles"),
  N_("Four of Circles"), N_("Five of Circles"), N_("Six of Circles"),
  N_("Seven of Circles"), N_("Eight of Circles"), N_("Nine of Circles"),
  N_("East Wind"), N_("South Wind"), N_("West Wind"), N_("North Wind"),
  N_("Red Dragon"), N_("Green Dragon"), N_("White Dragon"),
  N_("Plum (Flower 1)"), N_("Orchid (Flower 2)"),
  N_("Chrysanthemum (Flower 3)"), N_("Bamboo (Flower 4)"),
  N_("Spring (Season 1)"), N_("Summer (Season 2)"),
  N_("Autumn (Season 3)"), N_("Winter (Season 4)"),
};

static const char * const wind_notation[4] = { "E", "S", "W", "N" };

static const char * const wind_names[4] = {
  N_("East"), N_("South"), N_("West"), N_("North"),
};

/**
 * mj_tile_make:
 * @suit: the suit
 * @rank: 1..9 for suits, 1..4 for winds and bonus tiles, 1..3 for dragons
 *
 * Returns: the tile kind, or %MJ_TILE_NONE if @rank is out of range for @suit
 */
MjTile
mj_tile_make (MjSuit suit,
              guint  rank)
{
  switch (suit)
    {
    case MJ_SUIT_CHARACTERS:
    case MJ_SUIT_BAMBOO:
    case MJ_SUIT_CIRCLES:
      return rank >= 1 && rank <= 9 ? (MjTile) (suit * 9 + rank - 1) : MJ_TILE_NONE;
    case MJ_SUIT_WINDS:
      return rank >= 1 && rank <= 4 ? (MjTile) (MJ_TILE_EAST + rank - 1) : MJ_TILE_NONE;
    case MJ_SUIT_DRAGONS:
      return rank >= 1 && rank <= 3 ? (MjTile) (MJ_TILE_RED + rank - 1) : MJ_TILE_NONE;
    case MJ_SUIT_FLOWERS:
      return rank >= 1 && rank <= 4 ? (MjTile) (MJ_TILE_FLOWER_1 + rank - 1) : MJ_TILE_NONE;
    case MJ_SUIT_SEASONS:
      return rank >= 1 && rank <= 4 ? (MjTile) (MJ_TILE_SEASON_1 + rank - 1) : MJ_TILE_NONE;
    default:
      return MJ_TILE_NONE;
    }
}

/**
 * mj_tile_copies:
 *
 * Returns: how many physical tiles of @tile a full set has: 4, or 1 for a bonus tile
 */
guint
mj_tile_copies (MjTile tile)
{
  g_return_val_if_fail (mj_tile_is_valid (tile), 0);

  return mj_tile_is_bonus (tile) ? 1 : 4;
}

/**
 * mj_tile_physical_kind:
 * @physical: a physical tile, 0..143
 *
 * The 144 physical tiles are numbered four of each playing kind in kind order (0..135),
 * then the eight bonus tiles.
 *
 * Returns: the kind of a physical tile
 */
MjTile
mj_tile_physical_kind (guint physical)
{
  g_return_val_if_fail (physical < MJ_N_PHYSICAL, MJ_TILE_NONE);

  if (physical < 4 * MJ_N_PLAY_KINDS)
    return (MjTile) (physical / 4);
  return (MjTile) (MJ_N_PLAY_KINDS + physical - 4 * MJ_N_PLAY_KINDS);
}

/**
 * mj_tile_to_string:
 *
 * Returns: the notation of @tile ("5d", "Rd", "2f"), or "?" for an invalid tile
 */
const char *
mj_tile_to_string (MjTile tile)
{
  return mj_tile_is_valid (tile) ? notation[tile] : "?";
}

/**
 * mj_tile_from_string:
 * @text: a tile in notation, exactly two characters
 * @tile: (out): the kind
 *
 * Returns: whether @text is a tile
 */
gboolean
mj_tile_from_string (const char *text,
                     MjTile     *tile)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (text[0] == '\0' || text[1] == '\0' || text[2] != '\0')
    return FALSE;

  for (guint i = 0; i < MJ_N_KINDS; i++)
    {
      if (text[0] == notation[i][0] && text[1] == notation[i][1])
        {
          if (tile != NULL)
            *tile = (MjTile) i;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * mj_tile_get_name:
 *
 * Returns: the translated display name of @tile, such as "Five of Circles"
 */
const char *
mj_tile_get_name (MjTile tile)
{
  g_return_val_if_fail (mj_tile_is_valid (tile), NULL);

  return _(names[tile]);
}

/**
 * mj_tiles_to_string:
 *
 * Returns: (transfer full): the tiles in notation, separated by spaces
 */
char *
mj_tiles_to_string (const MjTile *tiles,
                    gsize         n_tiles)
{
  GString *str = g_string_sized_new (n_tiles * 3);

  for (gsize i = 0; i < n_tiles; i++)
    {
      if (i > 0)
        g_string_append_c (str, ' ');
      g_string_append (str, mj_tile_to_string (tiles[i]));
    }

  return g_string_free (str, FALSE);
}

/**
 * mj_tiles_parse:
 * @text: tiles in notation, with or without spaces or commas between them ("1c 2c 3c", "1c2c3c")
 * @tiles: a #GArray of #MjTile to append to
 * @error: the token and its position (counted from 1) when a tile is not known
 *
 * On error nothing is appended.
 *
 * Returns: whether every token was a tile
 */
gboolean
mj_tiles_parse (const char  *text,
                GArray      *tiles,
                GError     **error)
{
  guint old_len;
  gsize len;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (tiles != NULL, FALSE);
  g_return_val_if_fail (g_array_get_element_size (tiles) == sizeof (MjTile), FALSE);

  old_len = tiles->len;
  len = strlen (text);

  for (gsize i = 0; i < len;)
    {
      char token[3];
      MjTile tile;

      if (text[i] == ' ' || text[i] == ',' || text[i] == '\t' || text[i] == '\n')
        {
          i++;
          continue;
        }

      token[0] = text[i];
      token[1] = i + 1 < len ? text[i + 1] : '\0';
      token[2] = '\0';

      if (!mj_tile_from_string (token, &tile))
        {
          gsize end = i;

          /* Name the whole unreadable word, not just two characters of it. */
          while (end < len && text[end] != ' ' && text[end] != ',' &&
                 text[end] != '\t' && text[end] != '\n')
            end++;
          if (end - i > 16)
            end = i + 16;

          g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE,
                       _("Unknown tile “%.*s” at position %u"),
                       (int) (end - i), text + i, (guint) (i + 1));
          g_array_set_size (tiles, old_len);
          return FALSE;
        }

      g_array_append_val (tiles, tile);
      i += 2;
    }

  return TRUE;
}

/**
 * mj_wind_to_string:
 *
 * Returns: "E", "S", "W" or "N"
 */
const char *
mj_wind_to_string (MjWind wind)
{
  g_return_val_if_fail ((guint) wind < 4, "?");

  return wind_notation[wind];
}

/**
 * mj_wind_from_string:
 * @text: "E", "S", "W", "N", or the wind tile ("Ew" ...)
 *
 * Returns: whether @text names a wind
 */
gboolean
mj_wind_from_string (const char *text,
                     MjWind     *wind)
{
  MjTile tile;

  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < 4; i++)
    {
      if (g_str_equal (text, wind_notation[i]))
        {
          if (wind != NULL)
            *wind = (MjWind) i;
          return TRUE;
        }
    }

  if (mj_tile_from_string (text, &tile) && mj_tile_is_wind (tile))
    {
      if (wind != NULL)
        *wind = (MjWind) (tile - MJ_TILE_EAST);
      return TRUE;
    }

  return FALSE;
}

/**
 * mj_wind_get_name:
 *
 * Returns: the translated name of @wind ("East")
 */
const char *
mj_wind_get_name (MjWind wind)
{
  g_return_val_if_fail ((guint) wind < 4, NULL);

  return _(wind_names[wind]);
}
