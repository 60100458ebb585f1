/* mj-game-state.c: the game's state read: the getters, the seat views, the derived counts
 * and the invariants
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here moves the game on: it answers what lies where, counts afresh what a restored
 * game does not store, and checks that every tile is in exactly one place. Kept apart from
 * the state machine in mj-game.c, which it only reads.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <string.h>

#include "mj-error.h"
#include "mj-game-private.h"

/**
 * _mj_seat_count_kinds:
 *
 * Counts the seat's hand by kind afresh, for a hand that was set up tile by tile (a
 * restored game) rather than through _mj_seat_hand_append().
 */
void
_mj_seat_count_kinds (MjSeatState *s)
{
  memset (s->kinds, 0, sizeof s->kinds);
  s->held_kinds = s->four_kinds = 0;
  for (guint i = 0; i < s->n_hand; i++)
    {
      MjTile kind = _mj_game_kind_of (s->hand[i]);

      if (kind < MJ_N_PLAY_KINDS)
        s->kinds[kind]++;
    }
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (s->kinds[t] > 0)
        s->held_kinds |= G_GUINT64_CONSTANT (1) << t;
      if (s->kinds[t] == 4)
        s->four_kinds |= G_GUINT64_CONSTANT (1) << t;
    }
}

/**
 * _mj_game_restore_derived:
 *
 * Recomputes what a saved game does not store: the open tiles every seat sees, the kinds of
 * the discards, the tiles that could complete each hand. Questions are asked anew.
 */
void
_mj_game_restore_derived (MjGame *self)
{
  memset (self->visible, 0, sizeof self->visible);
  for (guint k = 0; k < 4; k++)
    {
      MjSeatState *s = &self->seats[k];
      guint count = s->n_hand;

      _mj_seat_count_kinds (s);

      for (guint i = 0; i < s->n_melds; i++)
        {
          for (guint j = 0; j < mj_meld_n_tiles (&s->melds[i].meld); j++)
            self->visible[_mj_game_kind_of (s->melds[i].physical[j])]++;
          count += 3;
        }
      for (guint i = 0; i < s->n_pond; i++)
        {
          s->pond_kind[i] = _mj_game_kind_of (s->pond[i]);
          if (!(s->pond_claimed & (G_GUINT64_CONSTANT (1) << i)))
            self->visible[s->pond_kind[i]]++;
        }
      if (s->has_shape_waits)
        s->has_shape_waits = FALSE;
      else if (count == 13)
        _mj_game_update_shape_waits (self, k);
      else if (count == 14 && s->drawn >= 0)
        {
          /* as it was before the draw */
          guint8 tiles[MJ_HAND_MAX_CONCEALED];
          guint n = s->n_hand;
          gint16 drawn = s->drawn;

          memcpy (tiles, s->hand, n);
          for (guint i = 0; i < n; i++)
            if (s->hand[i] == drawn)
              {
                _mj_seat_hand_remove_at (s, i);
                _mj_game_update_shape_waits (self, k);
                memcpy (s->hand, tiles, n);
                s->n_hand = (guint8) n;
                _mj_seat_count_kinds (s);
                s->drawn = drawn;
                break;
              }
        }
    }
  self->asked = 0;
  self->waiting = 0;
}

MjRuleset *
mj_game_get_ruleset (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return self->ruleset;
}

MjPhase
mj_game_get_phase (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), MJ_PHASE_FINISHED);

  switch (self->step)
    {
    case MJ_STEP_DEAL:
    case MJ_STEP_EXCHANGE:
      return MJ_PHASE_DEALING;
    case MJ_STEP_DRAW:
      return MJ_PHASE_DRAWING;
    case MJ_STEP_TURN:
      return MJ_PHASE_DISCARDING;
    case MJ_STEP_CLAIM:
    case MJ_STEP_ROB:
      return MJ_PHASE_CLAIMING;
    case MJ_STEP_FINISHED:
    default:
      return MJ_PHASE_FINISHED;
    }
}

guint
mj_game_get_turn (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return self->turn;
}

/**
 * mj_game_get_claim:
 * @from: (out) (optional): the seat that discarded the tile, or that declares the kong
 * @tile: (out) (optional): the tile the others may claim
 * @robbing: (out) (optional): whether it is a kong that may be robbed, not a discard
 *
 * What the others are asked about while the phase is %MJ_PHASE_CLAIMING. A seat's view
 * does not say it (its decision does); a game read back from a save, which nobody has
 * been asked about yet, does.
 *
 * Returns: whether a claim window is open
 */
gboolean
mj_game_get_claim (MjGame   *self,
                   guint    *from,
                   MjTile   *tile,
                   gboolean *robbing)
{
  gboolean open;

  g_return_val_if_fail (MJ_IS_GAME (self), FALSE);

  open = self->step == MJ_STEP_CLAIM || self->step == MJ_STEP_ROB;
  if (from != NULL)
    *from = open ? self->claim_from : 0;
  if (tile != NULL)
    *tile = open ? _mj_game_kind_of ((guint8) self->claim_physical) : MJ_TILE_NONE;
  if (robbing != NULL)
    *robbing = self->step == MJ_STEP_ROB;
  return open;
}

guint
mj_game_get_dealer (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return self->dealer;
}

MjWind
mj_game_get_prevailing_wind (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), MJ_WIND_EAST);
  return (MjWind) self->prevailing_wind;
}

MjWind
mj_game_get_seat_wind (MjGame *self,
                       guint   seat)
{
  g_return_val_if_fail (MJ_IS_GAME (self), MJ_WIND_EAST);
  return (MjWind) ((seat + 4 - self->dealer) % 4);
}

const MjWall *
mj_game_get_wall (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return &self->wall;
}

const guint8 *
mj_game_get_hand (MjGame *self,
                  guint   seat,
                  guint  *n_tiles)
{
  g_return_val_if_fail (MJ_IS_GAME (self) && seat < 4, NULL);
  *n_tiles = self->seats[seat].n_hand;
  return self->seats[seat].hand;
}

const MjGameMeld *
mj_game_get_melds (MjGame *self,
                   guint   seat,
                   guint  *n_melds)
{
  g_return_val_if_fail (MJ_IS_GAME (self) && seat < 4, NULL);
  *n_melds = self->seats[seat].n_melds;
  return self->seats[seat].melds;
}

const guint8 *
mj_game_get_bonus (MjGame *self,
                   guint   seat,
                   guint  *n_bonus)
{
  g_return_val_if_fail (MJ_IS_GAME (self) && seat < 4, NULL);
  *n_bonus = self->seats[seat].n_bonus;
  return self->seats[seat].bonus;
}

const guint8 *
mj_game_get_pond (MjGame  *self,
                  guint    seat,
                  guint   *n_tiles,
                  guint64 *claimed)
{
  g_return_val_if_fail (MJ_IS_GAME (self) && seat < 4, NULL);
  *n_tiles = self->seats[seat].n_pond;
  if (claimed != NULL)
    *claimed = self->seats[seat].pond_claimed;
  return self->seats[seat].pond;
}

gboolean
mj_game_is_ready (MjGame *self,
                  guint   seat)
{
  g_return_val_if_fail (MJ_IS_GAME (self) && seat < 4, FALSE);
  return self->seats[seat].ready;
}

/**
 * mj_game_get_result:
 *
 * Returns: (nullable): the end of the hand, once it is finished
 */
const MjGameResult *
mj_game_get_result (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return self->step == MJ_STEP_FINISHED ? &self->result : NULL;
}

/**
 * mj_game_get_view:
 *
 * Fills @view with what @seat may know: its own tiles and what lies open on the table.
 */
void
mj_game_get_view (MjGame     *self,
                  guint       seat,
                  MjSeatView *view)
{
  const MjSeatState *own;

  g_return_if_fail (MJ_IS_GAME (self) && seat < 4);

  own = &self->seats[seat];
  view->ruleset = self->ruleset;
  view->seat = (guint8) seat;
  view->dealer = self->dealer;
  view->prevailing_wind = self->prevailing_wind;
  view->turn = self->turn;
  view->drawn = own->drawn >= 0 ? _mj_game_kind_of ((guint8) own->drawn) : MJ_TILE_NONE;
  view->live_remaining = (guint16) mj_wall_live_remaining (&self->wall);
  view->wall_remaining = (guint16) mj_wall_remaining (&self->wall);
  view->n_discards = self->n_discards;
  view->goulash = (guint8) self->goulash;
  view->empty = self->empty;
  view->exchange = self->step == MJ_STEP_EXCHANGE ? (guint8) (self->exchange + 1) : 0;
  view->n_passing = self->n_passing[seat];
  for (guint i = 0; i < 3; i++)
    view->passing[i] = i < view->n_passing ? _mj_game_kind_of (self->passing[seat][i]) : MJ_TILE_NONE;

  memcpy (view->concealed, own->kinds, sizeof view->concealed);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    view->visible[t] = self->visible[t] + own->kinds[t];

  for (guint k = 0; k < 4; k++)
    {
      const MjSeatState *s = &self->seats[k];

      view->n_concealed[k] = s->n_hand;
      view->n_melds[k] = s->n_melds;
      view->ready[k] = s->ready;
      memcpy (view->ready_ponds[k], s->ready_ponds, sizeof view->ready_ponds[k]);
      view->original_call[k] = s->original_call;
      view->pond_claimed[k] = s->pond_claimed;
      view->n_pond[k] = s->n_pond;
      memcpy (view->pond[k], s->pond_kind, s->n_pond * sizeof (MjTile));
      for (guint i = 0; i < s->n_melds; i++)
        view->melds[k][i] = s->melds[i].meld;
      view->bonus[k] = 0;
      for (guint i = 0; i < s->n_bonus; i++)
        view->bonus[k] |= (guint8) (1u << (_mj_game_kind_of (s->bonus[i]) - MJ_TILE_FLOWER_1));
    }
}

/**
 * mj_game_check_invariants:
 *
 * Checks that every tile of the game is in exactly one place (the wall, a hand, a set,
 * the bonus tiles, a pond) and that every hand holds the right number of tiles.
 *
 * Returns: %TRUE if all holds, else %FALSE with @error saying what does not
 */
gboolean
mj_game_check_invariants (MjGame  *self,
                          GError **error)
{
  guint8 seen[MJ_WALL_MAX_TILES] = { 0 };
  guint n_seen = 0;

#define SEE(p) G_STMT_START { \
    guint8 _p = (p); \
    if (_p >= self->wall.n_tiles || seen[_p]++) \
      { \
        g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "tile %u (%s) is in two places or unknown", \
                     _p, mj_tile_to_string (_mj_game_kind_of (_p))); \
        return FALSE; \
      } \
    n_seen++; \
  } G_STMT_END

  g_return_val_if_fail (MJ_IS_GAME (self), FALSE);

  for (guint i = self->wall.front; i < self->wall.back; i++)
    SEE (self->wall.tiles[i]);

  for (guint k = 0; k < 4; k++)
    {
      const MjSeatState *s = &self->seats[k];
      guint count = s->n_hand + self->n_passing[k];

      for (guint i = 0; i < s->n_hand; i++)
        SEE (s->hand[i]);
      if (s->drawn >= 0 && memchr (s->hand, s->drawn, s->n_hand) == NULL)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "seat %u: the tile it drew is not in its hand", k);
          return FALSE;
        }
      for (guint i = 0; i < self->n_passing[k]; i++)
        SEE (self->passing[k][i]);
      for (guint i = 0; i < s->n_melds; i++)
        {
          guint n = mj_meld_n_tiles (&s->melds[i].meld);

          for (guint j = 0; j < n; j++)
            SEE (s->melds[i].physical[j]);
          count += 3;
        }
      for (guint i = 0; i < s->n_bonus; i++)
        SEE (s->bonus[i]);
      for (guint i = 0; i < s->n_pond; i++)
        if (!(s->pond_claimed & (G_GUINT64_CONSTANT (1) << i)))
          SEE (s->pond[i]);

      {
        MjSeatState recount = *s;

        _mj_seat_count_kinds (&recount);
        if (memcmp (recount.kinds, s->kinds, sizeof s->kinds) != 0 ||
            recount.held_kinds != s->held_kinds || recount.four_kinds != s->four_kinds)
          {
            g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "seat %u: its hand is miscounted by kind", k);
            return FALSE;
          }
      }

      if (_mj_game_seat_empty (self, k))
        {
          if (count != 0 || s->n_bonus != 0 || s->n_pond != 0)
            {
              g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "seat %u is empty but holds tiles", k);
              return FALSE;
            }
          continue;
        }
      if (self->step != MJ_STEP_DEAL && (count < 13 || count > 14))
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "seat %u holds %u tiles", k, count);
          return FALSE;
        }
      if (self->step == MJ_STEP_CLAIM && count != 13)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "seat %u holds %u tiles during a claim", k, count);
          return FALSE;
        }
      /* only the seat that plays holds a tile more */
      if ((self->step == MJ_STEP_EXCHANGE || self->step == MJ_STEP_DRAW || self->step == MJ_STEP_TURN ||
           self->step == MJ_STEP_ROB) && k != self->turn && count != 13)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "seat %u holds %u tiles while another plays", k, count);
          return FALSE;
        }
    }

  /* the open tiles the seat views are given agree with the table */
  {
    guint8 visible[MJ_N_PLAY_KINDS] = { 0 };

    for (guint k = 0; k < 4 && self->step != MJ_STEP_FINISHED; k++)
      {
        const MjSeatState *s = &self->seats[k];

        for (guint i = 0; i < s->n_melds; i++)
          for (guint j = 0; j < mj_meld_n_tiles (&s->melds[i].meld); j++)
            visible[_mj_game_kind_of (s->melds[i].physical[j])]++;
        for (guint i = 0; i < s->n_pond; i++)
          if (!(s->pond_claimed & (G_GUINT64_CONSTANT (1) << i)))
            visible[_mj_game_kind_of (s->pond[i])]++;
      }
    if (self->step != MJ_STEP_FINISHED && memcmp (visible, self->visible, sizeof visible) != 0)
      {
        g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "the open tiles shown to the seats are wrong");
        return FALSE;
      }
  }

  /* a tile won on a claim sits in the winner's hand and in no pond */
  if (n_seen != self->wall.n_tiles)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "%u of %u tiles are accounted for",
                   n_seen, self->wall.n_tiles);
      return FALSE;
    }
#undef SEE

  return TRUE;
}

/**
 * mj_game_set_empty_seats:
 * @empty: a bit per seat nobody sits in: none, one (three players) or two opposite each
 *   other (two players, East and West); never the dealer's
 *
 * Sets up, before the hand starts, a table of fewer than four: the empty seats are dealt
 * nothing and passed over in play, and neither pay nor are paid.
 */
void
mj_game_set_empty_seats (MjGame *self,
                         guint   empty)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (self->step == MJ_STEP_DEAL);
  g_return_if_fail (mj_seats_valid_empty (empty));
  g_return_if_fail (!((empty >> self->dealer) & 1u));

  self->empty = (guint8) empty;
}

/**
 * mj_game_get_empty_seats:
 *
 * Returns: a bit per seat nobody sits in
 */
guint
mj_game_get_empty_seats (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);

  return self->empty;
}
