/* test-tile.c: tile kinds, classification and notation
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-error.h"
#include "mj-tile.h"

static void
test_tile_notation_round_trip (void)
{
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      MjTile back = MJ_TILE_NONE;
      const char *s = mj_tile_to_string (t);

      g_assert_cmpuint (strlen (s), ==, 2);
      g_assert_true (mj_tile_from_string (s, &back));
      g_assert_cmpuint (back, ==, t);
    }

  g_assert_cmpstr (mj_tile_to_string (MJ_TILE_NONE), ==, "?");
}

static void
test_tile_notation_known (void)
{
  struct { const char *s; MjSuit suit; guint rank; } cases[] = {
    { "1c", MJ_SUIT_CHARACTERS, 1 }, { "9c", MJ_SUIT_CHARACTERS, 9 },
    { "5b", MJ_SUIT_BAMBOO, 5 },     { "7d", MJ_SUIT_CIRCLES, 7 },
    { "Ew", MJ_SUIT_WINDS, 1 },      { "Nw", MJ_SUIT_WINDS, 4 },
    { "Rd", MJ_SUIT_DRAGONS, 1 },    { "Wd", MJ_SUIT_DRAGONS, 3 },
    { "3f", MJ_SUIT_FLOWERS, 3 },    { "4s", MJ_SUIT_SEASONS, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      MjTile t;

      g_assert_true (mj_tile_from_string (cases[i].s, &t));
      g_assert_cmpint (mj_tile_suit (t), ==, cases[i].suit);
      g_assert_cmpuint (mj_tile_rank (t), ==, cases[i].rank);
      g_assert_cmpuint (mj_tile_make (cases[i].suit, cases[i].rank), ==, t);
    }

  g_assert_false (mj_tile_from_string ("0c", NULL));
  g_assert_false (mj_tile_from_string ("10c", NULL));
  g_assert_false (mj_tile_from_string ("5x", NULL));
  g_assert_false (mj_tile_from_string ("ew", NULL));
  g_assert_false (mj_tile_from_string ("5f", NULL));
  g_assert_false (mj_tile_from_string ("", NULL));
  g_assert_false (mj_tile_from_string ("R", NULL));
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_BAMBOO, 0), ==, MJ_TILE_NONE);
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_BAMBOO, 10), ==, MJ_TILE_NONE);
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_DRAGONS, 4), ==, MJ_TILE_NONE);
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_WINDS, 5), ==, MJ_TILE_NONE);
}

static void
test_tile_classification (void)
{
  guint n_simple = 0, n_terminal = 0, n_honour = 0, n_bonus = 0, n_wind = 0, n_dragon = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      /* Every kind is exactly one of simple, terminal, honour or bonus. */
      guint classes = mj_tile_is_minor (t) + mj_tile_is_terminal (t) +
                      mj_tile_is_honour (t) + mj_tile_is_bonus (t);

      g_assert_cmpuint (classes, ==, 1);
      g_assert_cmpint (mj_tile_is_major (t), ==, mj_tile_is_terminal (t) || mj_tile_is_honour (t));
      g_assert_cmpint (mj_tile_is_suited (t), ==, mj_tile_is_minor (t) || mj_tile_is_terminal (t));
      g_assert_cmpint (mj_tile_is_bonus (t), ==, mj_tile_is_flower (t) || mj_tile_is_season (t));

      n_simple += mj_tile_is_minor (t);
      n_terminal += mj_tile_is_terminal (t);
      n_honour += mj_tile_is_honour (t);
      n_bonus += mj_tile_is_bonus (t);
      n_wind += mj_tile_is_wind (t);
      n_dragon += mj_tile_is_dragon (t);
    }

  g_assert_cmpuint (n_simple, ==, 21);
  g_assert_cmpuint (n_terminal, ==, 6);
  g_assert_cmpuint (n_honour, ==, 7);
  g_assert_cmpuint (n_wind, ==, 4);
  g_assert_cmpuint (n_dragon, ==, 3);
  g_assert_cmpuint (n_bonus, ==, 8);
}

static void
test_tile_own_bonus (void)
{
  MjTile f2, s2, s3;

  g_assert_true (mj_tile_from_string ("2f", &f2));
  g_assert_true (mj_tile_from_string ("2s", &s2));
  g_assert_true (mj_tile_from_string ("3s", &s3));

  /* Flower and season number 2 belong to South. */
  g_assert_true (mj_tile_is_own_bonus (f2, MJ_WIND_SOUTH));
  g_assert_true (mj_tile_is_own_bonus (s2, MJ_WIND_SOUTH));
  g_assert_false (mj_tile_is_own_bonus (s3, MJ_WIND_SOUTH));
  g_assert_true (mj_tile_is_own_bonus (s3, MJ_WIND_WEST));
  g_assert_false (mj_tile_is_own_bonus (MJ_TILE_SOUTH, MJ_WIND_SOUTH));
  g_assert_cmpuint (mj_tile_for_wind (MJ_WIND_NORTH), ==, MJ_TILE_NORTH);
}

static void
test_tile_physical (void)
{
  guint counts[MJ_N_KINDS] = { 0 };

  for (guint p = 0; p < MJ_N_PHYSICAL; p++)
    counts[mj_tile_physical_kind (p)]++;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    g_assert_cmpuint (counts[t], ==, mj_tile_copies (t));

  g_assert_cmpuint (mj_tile_copies (MJ_TILE_RED), ==, 4);
  g_assert_cmpuint (mj_tile_copies (MJ_TILE_FLOWER_1), ==, 1);
}

static void
test_tile_names (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  MjTile t;

  g_assert_true (mj_tile_from_string ("5d", &t));
  g_assert_cmpstr (mj_tile_get_name (t), ==, "Five of Circles");
  g_assert_true (mj_tile_from_string ("Rd", &t));
  g_assert_cmpstr (mj_tile_get_name (t), ==, "Red Dragon");
  g_assert_cmpstr (mj_wind_get_name (MJ_WIND_WEST), ==, "West");

  /* Every kind has its own name. */
  for (t = 0; t < MJ_N_KINDS; t++)
    g_assert_true (g_hash_table_add (seen, (gpointer) mj_tile_get_name (t)));
}

static void
test_tile_parse_list (void)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (mj_tiles_parse ("1c 2c,3c\tRdRd 4s", tiles, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tiles->len, ==, 6);
  text = mj_tiles_to_string ((const MjTile *) tiles->data, tiles->len);
  g_assert_cmpstr (text, ==, "1c 2c 3c Rd Rd 4s");

  /* A bad token is named with its position, and nothing is appended. */
  g_assert_false (mj_tiles_parse ("5d 5d Xq 6d", tiles, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "“Xq”"));
  g_assert_nonnull (strstr (error->message, "position 7"));
  g_assert_cmpuint (tiles->len, ==, 6);
  g_clear_error (&error);

  g_assert_false (mj_tiles_parse ("1c 12c", tiles, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "“12c”"));
  g_assert_nonnull (strstr (error->message, "position 4"));
  g_clear_error (&error);

  /* An odd trailing character is an error too. */
  g_assert_false (mj_tiles_parse ("1c2", tiles, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "position 3"));
}

static void
test_tile_winds (void)
{
  MjWind w;

  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (mj_wind_from_string (mj_wind_to_string ((MjWind) i), &w));
      g_assert_cmpuint (w, ==, i);
    }

  g_assert_true (mj_wind_from_string ("Nw", &w));
  g_assert_cmpuint (w, ==, MJ_WIND_NORTH);
  g_assert_false (mj_wind_from_string ("Rd", &w));
  g_assert_false (mj_wind_from_string ("east", &w));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/tile/notation-round-trip", test_tile_notation_round_trip);
  g_test_add_func ("/core/tile/notation-known", test_tile_notation_known);
  g_test_add_func ("/core/tile/classification", test_tile_classification);
  g_test_add_func ("/core/tile/own-bonus", test_tile_own_bonus);
  g_test_add_func ("/core/tile/physical", test_tile_physical);
  g_test_add_func ("/core/tile/names", test_tile_names);
  g_test_add_func ("/core/tile/parse-list", test_tile_parse_list);
  g_test_add_func ("/core/tile/winds", test_tile_winds);

  return g_test_run ();
}
