/* mj-game-exchange.c: the Goulash: three exchanges of tiles before play
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BMJA stage 7: after a drawn hand the next is a Goulash, which "starts with three
 * exchanges of unwanted tiles" and in which the twos of bamboo are wild. The page of the
 * rule book that tells the exchanges in full is missing from ours; we play them as the
 * Goulash is commonly played: after the deal and the bonus tiles, every player sets aside
 * three tiles and passes them on, first to the player on the right (who plays next), then
 * to the one opposite, then to the one on the left. Each seat picks its tiles one at a
 * time without seeing what the others pass; the tiles change hands once all have chosen.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include "mj-game-private.h"

/* Where the seats pass in each exchange: right, opposite, left. */
static const guint8 pass_offset[3] = { 1, 2, 3 };

/* The play begins: East discards from the fourteen dealt, or draws first. */
void
_mj_game_begin_play (MjGame *self)
{
  self->step = self->seats[self->dealer].n_hand == 14 ? MJ_STEP_TURN : MJ_STEP_DRAW;
  self->asked = 0;
}

static void
exchange_decision (MjGame     *self,
                   guint       seat,
                   MjDecision *d)
{
  const MjSeatState *s = &self->seats[seat];

  d->kind = MJ_DECISION_EXCHANGE;
  d->seat = (guint8) seat;
  d->other = (guint8) ((seat + pass_offset[self->exchange]) % 4);
  d->tile = MJ_TILE_NONE;
  d->n_actions = 0;
  for (guint64 rest = s->held_kinds; rest != 0 && d->n_actions < MJ_MAX_ACTIONS; rest &= rest - 1)
    d->actions[d->n_actions++] = mj_action_make (MJ_ACTION_EXCHANGE, (MjTile) __builtin_ctzll (rest), 0);
}

/**
 * _mj_game_ask_exchange:
 *
 * Asks every seat that has not set aside three tiles for its next one.
 */
void
_mj_game_ask_exchange (MjGame *self)
{
  for (guint k = 0; k < 4; k++)
    {
      MjDecision d;

      if (self->n_passing[k] >= 3)
        continue;
      exchange_decision (self, k, &d);
      _mj_game_ask (self, k, &d);
    }
}

/**
 * _mj_game_apply_exchange:
 *
 * Sets aside the tiles chosen; once every seat has three, passes them on, and after the
 * third exchange begins the play.
 */
void
_mj_game_apply_exchange (MjGame *self)
{
  guint8 received[4][3];

  for (guint k = 0; k < 4; k++)
    {
      int p;

      if (!(self->asked & (1u << k)))
        continue;
      p = _mj_seat_hand_take (&self->seats[k], self->answers[k].tile);
      g_assert (p >= 0);
      self->passing[k][self->n_passing[k]++] = (guint8) p;
    }
  self->asked = 0;

  for (guint k = 0; k < 4; k++)
    if (self->n_passing[k] < 3)
      return;

  for (guint k = 0; k < 4; k++)
    memcpy (received[(k + pass_offset[self->exchange]) % 4], self->passing[k], 3);
  for (guint k = 0; k < 4; k++)
    {
      for (guint i = 0; i < 3; i++)
        _mj_seat_hand_append (&self->seats[k], received[k][i]);
      self->n_passing[k] = 0;
    }
  self->exchange++;
  EMIT (self, TILES_EXCHANGED, (guint) self->exchange);

  if (self->exchange < 3)
    return;

  for (guint k = 0; k < 4; k++)
    {
      self->seats[k].drawn = -1;
      if (self->seats[k].n_hand == 13)
        _mj_game_update_shape_waits (self, k);
    }
  _mj_game_begin_play (self);
}

/**
 * mj_game_set_goulash:
 *
 * Makes the hand, before it starts, a Goulash: three exchanges of tiles, then play with
 * the twos of bamboo wild.
 */
void
mj_game_set_goulash (MjGame   *self,
                     gboolean  goulash)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (self->step == MJ_STEP_DEAL);

  self->goulash = !!goulash;
}

/**
 * mj_game_is_goulash:
 *
 * Returns: whether the hand is a Goulash
 */
gboolean
mj_game_is_goulash (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), FALSE);

  return self->goulash;
}

/**
 * mj_game_get_passing:
 * @n_tiles: (out): how many
 *
 * Returns: the physical tiles @seat has set aside to pass on in the exchange under way
 */
const guint8 *
mj_game_get_passing (MjGame *self,
                     guint   seat,
                     guint  *n_tiles)
{
  g_return_val_if_fail (MJ_IS_GAME (self) && seat < 4, NULL);

  *n_tiles = self->n_passing[seat];
  return self->passing[seat];
}
