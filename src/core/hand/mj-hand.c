/* mj-hand.c: one player's hand, its tile count and its sanity
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-hand"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-hand.h"

static const char * const flag_names[MJ_HAND_N_FLAGS] = {
  "last_wall_tile", "last_discard", "replacement_tile", "robbing_kong", "original_call",
  "blessing_of_heaven", "blessing_of_earth", "twofold_fortune", "first_draw", "calling",
};

static const char * const set_kind_names[] = {
  "pung", "chow", "pair", "kong", "single", "knitted_pair", "knitted_triple",
};

void
mj_hand_init (MjHand *hand)
{
  memset (hand, 0, sizeof *hand);
  hand->winning_tile = MJ_TILE_NONE;
}

/**
 * mj_meld_n_tiles:
 *
 * Returns: how many tiles the set holds (a kong four)
 */
guint
mj_meld_n_tiles (const MjMeld *meld)
{
  switch (meld->kind)
    {
    case MJ_SET_KONG:
      return 4;
    case MJ_SET_PAIR:
    case MJ_SET_KNITTED_PAIR:
      return 2;
    case MJ_SET_SINGLE:
      return 1;
    default:
      return 3;
    }
}

gboolean
mj_meld_contains (const MjMeld *meld,
                  MjTile        tile)
{
  if (meld->kind == MJ_SET_CHOW)
    return mj_tile_suit (tile) == mj_tile_suit (meld->tile) &&
           tile >= meld->tile && tile <= meld->tile + 2;
  return tile == meld->tile;
}

/**
 * mj_hand_tile_count:
 *
 * The tile count of RULES-BMJA-DMJL.md 1: the tiles of the hand (bonus tiles excluded)
 * less one for each kong. A complete hand has 14, a waiting hand 13.
 *
 * Returns: the tile count
 */
guint
mj_hand_tile_count (const MjHand *hand)
{
  guint n = mj_shape_count (hand->concealed);

  for (guint i = 0; i < hand->n_melds; i++)
    n += hand->melds[i].kind == MJ_SET_KONG ? 3 : mj_meld_n_tiles (&hand->melds[i]);

  return n;
}

/**
 * mj_hand_all_counts:
 *
 * Fills @counts with every playing tile of the hand, declared sets included (a kong four).
 */
void
mj_hand_all_counts (const MjHand *hand,
                    guint8        counts[MJ_N_PLAY_KINDS])
{
  memcpy (counts, hand->concealed, MJ_N_PLAY_KINDS);

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (m->kind == MJ_SET_CHOW)
        {
          counts[m->tile]++;
          counts[m->tile + 1]++;
          counts[m->tile + 2]++;
        }
      else
        counts[m->tile] += mj_meld_n_tiles (m);
    }
}

/**
 * mj_hand_names_completed_set:
 *
 * Whether the hand names the set its claimed winning tile completed: a declared exposed set
 * of fewer than four tiles holds a tile of that kind (RULES-BMJA-DMJL.md 3.2). The scoring
 * then takes that set, or another such, as the one completed, and leaves the concealed
 * tiles concealed.
 *
 * Returns: %TRUE if it does
 */
gboolean
mj_hand_names_completed_set (const MjHand *hand)
{
  if (hand->self_drawn || hand->winning_tile == MJ_TILE_NONE)
    return FALSE;
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (m->kind != MJ_SET_KONG && m->exposed && mj_meld_contains (m, hand->winning_tile))
        return TRUE;
    }
  return FALSE;
}

/**
 * mj_hand_validate:
 *
 * Checks that a hand can exist: no more than four of a tile, chows of three consecutive
 * tiles of one suit, no bonus tile inside a set, a winning tile the hand holds.
 *
 * Returns: %TRUE if the hand is possible, else %FALSE with one precise message
 */
gboolean
mj_hand_validate (const MjHand  *hand,
                  GError       **error)
{
  guint8 counts[MJ_N_PLAY_KINDS];

  if ((guint) hand->seat_wind > MJ_WIND_NORTH || (guint) hand->prevailing_wind > MJ_WIND_NORTH)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("Unknown wind"));
      return FALSE;
    }

  if (hand->n_melds > MJ_HAND_MAX_MELDS)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("Too many declared sets"));
      return FALSE;
    }

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (!mj_tile_is_valid (m->tile) || mj_tile_is_bonus (m->tile))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("Set %u: a flower or season cannot be part of a set"), i + 1);
          return FALSE;
        }

      switch (m->kind)
        {
        case MJ_SET_CHOW:
          if (!mj_tile_is_suited (m->tile) || mj_tile_rank (m->tile) > 7)
            {
              g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                           _("Set %u: a chow is three consecutive tiles of one suit"), i + 1);
              return FALSE;
            }
          break;
        case MJ_SET_PUNG:
        case MJ_SET_KONG:
        case MJ_SET_PAIR:
          break;
        default:
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("Set %u: a declared set is a pung, a kong, a chow or a pair"), i + 1);
          return FALSE;
        }
    }

  mj_hand_all_counts (hand, counts);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (counts[t] > 4)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("The hand holds %u of %s; there are only four"),
                       counts[t], mj_tile_to_string ((MjTile) t));
          return FALSE;
        }
    }

  if (hand->winning_tile != MJ_TILE_NONE)
    {
      if (!mj_tile_is_valid (hand->winning_tile) || mj_tile_is_bonus (hand->winning_tile))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("The winning tile must be a playing tile, not a flower or season"));
          return FALSE;
        }
      if (counts[hand->winning_tile] == 0)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("The winning tile %s is not in the hand"),
                       mj_tile_to_string (hand->winning_tile));
          return FALSE;
        }
    }

  return TRUE;
}

const char *
mj_hand_flag_to_string (MjHandFlags flag)
{
  for (guint i = 0; i < MJ_HAND_N_FLAGS; i++)
    if (flag == 1u << i)
      return flag_names[i];

  g_return_val_if_reached (NULL);
}

gboolean
mj_hand_flag_from_string (const char  *text,
                          MjHandFlags *flag)
{
  for (guint i = 0; i < MJ_HAND_N_FLAGS; i++)
    {
      if (g_str_equal (text, flag_names[i]))
        {
          *flag = (MjHandFlags) (1u << i);
          return TRUE;
        }
    }

  return FALSE;
}

const char *
mj_set_kind_to_string (MjSetKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (set_kind_names), NULL);

  return set_kind_names[kind];
}

gboolean
mj_set_kind_from_string (const char *text,
                         MjSetKind  *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (set_kind_names); i++)
    {
      if (g_str_equal (text, set_kind_names[i]))
        {
          *kind = (MjSetKind) i;
          return TRUE;
        }
    }

  return FALSE;
}
