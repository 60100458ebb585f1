/* mj-stacked-deal.c: a wall stacked so that each seat is dealt the tiles chosen for it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson's deal, and a test's, says which tiles each seat holds and which come next from
 * the wall; the rest is filled in. The tiles are placed in the wall's drawing order the way
 * the ruleset deals them (four at a time, or two at a time), so that the game deals exactly
 * those hands.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-stacked-deal.h"

void
mj_stacked_deal_init (MjStackedDeal *s,
                      MjRuleset     *ruleset,
                      guint          dealer)
{
  g_return_if_fail (s != NULL && MJ_IS_RULESET (ruleset) && dealer < 4);

  memset (s, 0, sizeof *s);
  s->ruleset = g_object_ref (ruleset);
  s->n = mj_ruleset_get (ruleset, MJ_PARAM_BONUS_TILES) ? MJ_N_PHYSICAL : 4 * MJ_N_PLAY_KINDS;
  s->dealer = dealer;
  for (guint i = 0; i < MJ_WALL_MAX_TILES; i++)
    s->order[i] = -1;
}

void
mj_stacked_deal_clear (MjStackedDeal *s)
{
  g_return_if_fail (s != NULL);
  g_clear_object (&s->ruleset);
}

/**
 * mj_stacked_deal_parse:
 * @text: (nullable): tiles in notation, "?" for any tile
 *
 * Returns: (transfer full) (element-type MjTile): the tiles, MJ_TILE_NONE for "?"; %NULL
 *   with @error set if a word is not a tile
 */
GArray *
mj_stacked_deal_parse (const char  *text,
                       GError     **error)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " ,\t", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      MjTile none = MJ_TILE_NONE;

      if (words[i][0] == '\0')
        continue;
      if (g_str_equal (words[i], "?"))
        g_array_append_val (tiles, none);
      else if (!mj_tiles_parse (words[i], tiles, error))
        return NULL;
    }
  return g_steal_pointer (&tiles);
}

/**
 * mj_stacked_deal_put:
 * @index: where in the drawing order
 * @tile: a kind; MJ_TILE_NONE leaves the place to be filled
 *
 * Returns: %FALSE with @error set if the place is taken or outside the wall, or no copy of
 *   @tile is left
 */
gboolean
mj_stacked_deal_put (MjStackedDeal  *s,
                     guint           index,
                     MjTile          tile,
                     GError        **error)
{
  g_return_val_if_fail (s != NULL, FALSE);

  if (index >= s->n || s->order[index] >= 0)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("place %u of the wall is taken or outside it"), index);
      return FALSE;
    }
  if (tile == MJ_TILE_NONE)
    return TRUE;
  if (mj_tile_is_bonus (tile))
    {
      guint p = 4 * MJ_N_PLAY_KINDS + (tile - MJ_TILE_FLOWER_1);

      if (p >= s->n || s->used[p])
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("there is no %s left, or none in these rules"),
                       mj_tile_get_name (tile));
          return FALSE;
        }
      s->used[p] = TRUE;
      s->order[index] = (gint16) p;
      return TRUE;
    }
  for (guint c = 0; c < 4; c++)
    {
      guint p = 4 * tile + c;

      if (!s->used[p])
        {
          s->used[p] = TRUE;
          s->order[index] = (gint16) p;
          return TRUE;
        }
    }
  g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("a fifth %s"), mj_tile_get_name (tile));
  return FALSE;
}

static gboolean
put_next (MjStackedDeal  *s,
          GArray         *tiles,
          guint          *next,
          guint           index,
          GError        **error)
{
  MjTile t = tiles != NULL ? g_array_index (tiles, MjTile, *next) : MJ_TILE_NONE;

  (*next)++;
  return mj_stacked_deal_put (s, index, t, error);
}

/**
 * mj_stacked_deal_hands:
 * @hands: the tiles each seat is dealt, by seat (not by wind), in notation; %NULL leaves a
 *   seat's to chance. The dealer is dealt 14 with the four-at-a-time deal, 13 with two at
 *   a time; the others 13. A seat's tiles are dealt in the order given.
 */
gboolean
mj_stacked_deal_hands (MjStackedDeal  *s,
                       const char     *hands[4],
                       GError        **error)
{
  gboolean two;
  guint per, pos = 0, next[4] = { 0, 0, 0, 0 };
  GArray *tiles[4] = { NULL, NULL, NULL, NULL };
  gboolean ok = TRUE;

  g_return_val_if_fail (s != NULL && hands != NULL, FALSE);

  two = mj_ruleset_get (s->ruleset, MJ_PARAM_DEAL) == MJ_DEAL_TWO;
  per = two ? 2 : 4;
  for (guint k = 0; k < 4 && ok; k++)
    {
      guint want = (k == s->dealer && !two) ? 14 : 13;

      if (hands[k] == NULL)
        continue;
      tiles[k] = mj_stacked_deal_parse (hands[k], error);
      ok = tiles[k] != NULL;
      if (ok && tiles[k]->len != want)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("seat %u is dealt %u tiles, not %u"), k,
                       tiles[k]->len, want);
          ok = FALSE;
        }
    }

  /* rounds of @per tiles, then one each, and the dealer's fourteenth last */
  for (guint r = 0; ok && r < 12 / per; r++)
    for (guint k = 0; ok && k < 4; k++)
      for (guint i = 0; ok && i < per; i++)
        {
          guint seat = (s->dealer + k) % 4;

          ok = put_next (s, tiles[seat], &next[seat], pos++, error);
        }
  for (guint k = 0; ok && k < (two ? 4u : 5u); k++)
    {
      guint seat = (s->dealer + k) % 4;

      ok = put_next (s, tiles[seat], &next[seat], pos++, error);
    }
  s->front = pos;
  for (guint k = 0; k < 4; k++)
    g_clear_pointer (&tiles[k], g_array_unref);
  return ok;
}

/* @text's tiles placed from the front of the wall on, or from the back (the loose tiles). */
static gboolean
put_tiles (MjStackedDeal  *s,
           const char     *text,
           gboolean        back,
           GError        **error)
{
  g_autoptr(GArray) tiles = mj_stacked_deal_parse (text, error);

  for (guint i = 0; tiles != NULL && i < tiles->len; i++)
    {
      guint index = back ? s->n - 1 - s->n_back++ : s->front++;

      if (!mj_stacked_deal_put (s, index, g_array_index (tiles, MjTile, i), error))
        return FALSE;
    }
  return tiles != NULL;
}

/* The next tiles drawn from the front of the wall ("?": any). */
gboolean
mj_stacked_deal_draws (MjStackedDeal  *s,
                       const char     *text,
                       GError        **error)
{
  g_return_val_if_fail (s != NULL, FALSE);
  return put_tiles (s, text, FALSE, error);
}

/* The next replacement tiles, drawn from the back ("?": any). */
gboolean
mj_stacked_deal_back (MjStackedDeal  *s,
                      const char     *text,
                      GError        **error)
{
  g_return_val_if_fail (s != NULL, FALSE);
  return put_tiles (s, text, TRUE, error);
}

/**
 * mj_stacked_deal_fill:
 * @order: (out caller-allocates) (array fixed-size=144): the whole drawing order
 *
 * The rest of the wall: the bonus tiles nobody was given go to the free places from 13
 * tiles before the end on (the dead wall of most rulesets, where only many replacements
 * reach them), the others in order of copy and kind, so that neighbours differ.
 */
void
mj_stacked_deal_fill (MjStackedDeal *s,
                      guint8        *order)
{
  guint next_free = 0;

  g_return_if_fail (s != NULL && order != NULL);

  if (s->n == MJ_N_PHYSICAL)
    {
      guint pos = s->n - 13;

      for (guint p = 4 * MJ_N_PLAY_KINDS; p < MJ_N_PHYSICAL; p++)
        {
          if (s->used[p])
            continue;
          while (pos < s->n && s->order[pos] >= 0)
            pos++;
          if (pos >= s->n)
            for (pos = 0; s->order[pos] >= 0; pos++)
              ;
          s->order[pos] = (gint16) p;
          s->used[p] = TRUE;
        }
    }

  for (guint c = 0; c < 4; c++)
    for (guint k = 0; k < MJ_N_PLAY_KINDS; k++)
      {
        guint p = 4 * k + c;

        if (s->used[p])
          continue;
        while (s->order[next_free] >= 0)
          next_free++;
        s->order[next_free] = (gint16) p;
        s->used[p] = TRUE;
      }

  for (guint i = 0; i < s->n; i++)
    order[i] = (guint8) s->order[i];
}

/**
 * mj_stacked_deal_new_game:
 *
 * Returns: (transfer full): a hand dealt from the wall as stacked, or %NULL with @error set
 */
MjGame *
mj_stacked_deal_new_game (MjStackedDeal  *s,
                          MjWind          prevailing_wind,
                          GError        **error)
{
  static const guint8 dice[MJ_WALL_MAX_DICE] = { 3, 4, 5 };
  guint8 order[MJ_WALL_MAX_TILES];

  g_return_val_if_fail (s != NULL, NULL);

  mj_stacked_deal_fill (s, order);
  return mj_game_new_stacked (s->ruleset, order, s->n, dice, s->dealer, prevailing_wind, error);
}
