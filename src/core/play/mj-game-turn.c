/* mj-game-turn.c: the turn: the seat on turn asked, and its answer carried out
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Going out, declaring a kong (and drawing its replacement) or discarding, with what a
 * discard announces; the claims the discard opens are in mj-game-claims.c. Kept apart from
 * mj-game.c so that each part of the state machine reads on its own.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <string.h>

#include "mj-game-private.h"

/* Gives the turn to @seat; @announce says whether to tell the views now (a claimer's turn
 * is announced once the claimed set lies on the table). */
void
_mj_game_begin_turn (MjGame   *self,
                     guint     seat,
                     gboolean  draw,
                     gboolean  announce)
{
  gboolean changed = self->turn != seat;

  self->turn = (guint8) seat;
  self->n_kongs_in_turn = 0;
  self->replacement = FALSE;
  self->seats[seat].drawn = -1;
  self->step = draw ? MJ_STEP_DRAW : MJ_STEP_TURN;
  self->asked = 0;
  if (changed && announce)
    EMIT (self, TURN_CHANGED, seat);
}

void
_mj_game_ask_turn (MjGame *self)
{
  MjDecision d;

  _mj_game_turn_decision (self, self->turn, &d);
  _mj_game_ask (self, self->turn, &d);
}

void
_mj_game_add_meld (MjGame       *self,
                   guint         seat,
                   MjSetKind     kind,
                   MjTile        tile,
                   gboolean      exposed,
                   MjKongOrigin  origin,
                   int           from,
                   const guint8 *physical,
                   guint         n)
{
  MjSeatState *s = &self->seats[seat];
  MjGameMeld *m = &s->melds[s->n_melds];

  memset (m, 0, sizeof *m);
  m->meld.kind = (guint8) kind;
  m->meld.tile = tile;
  m->meld.exposed = (guint8) exposed;
  m->meld.kong_origin = (guint8) origin;
  m->from = (gint8) from;
  memcpy (m->physical, physical, n);
  s->n_melds++;
  self->any_claim = TRUE;
  EMIT (self, MELD_DECLARED, seat, (guint) (s->n_melds - 1));
}

void
_mj_game_replacement_draw (MjGame *self,
                           guint   seat)
{
  _mj_game_update_shape_waits (self, seat);
  self->n_kongs_in_turn++;
  if (!_mj_game_draw_into (self, seat, TRUE))
    {
      _mj_game_finish (self, -1, -1, FALSE);
      return;
    }
  self->replacement = TRUE;
  self->step = MJ_STEP_TURN;
}

static void
declare_concealed_kong (MjGame *self,
                        guint   seat,
                        MjTile  tile)
{
  MjSeatState *s = &self->seats[seat];
  guint8 physical[4];

  for (guint i = 0; i < 4; i++)
    physical[i] = (guint8) _mj_seat_hand_take (s, tile);
  self->visible[tile] += 4;
  _mj_game_add_meld (self, seat, MJ_SET_KONG, tile, FALSE, MJ_KONG_CONCEALED, -1, physical, 4);
  EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_KONG);
}

void
_mj_game_complete_added_kong (MjGame *self,
                              guint   seat,
                              MjTile  tile)
{
  MjSeatState *s = &self->seats[seat];

  for (guint i = 0; i < s->n_melds; i++)
    {
      MjGameMeld *m = &s->melds[i];

      if (m->meld.kind == MJ_SET_PUNG && m->meld.tile == tile)
        {
          m->physical[3] = (guint8) _mj_seat_hand_take (s, tile);
          self->visible[tile]++;
          m->meld.kind = MJ_SET_KONG;
          m->meld.kong_origin = MJ_KONG_ADDED;
          m->meld.exposed = TRUE;
          self->any_claim = TRUE;
          EMIT (self, MELD_DECLARED, seat, i);
          EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_KONG);
          return;
        }
    }
  g_assert_not_reached ();
}

/* A discard dangerous to another seat makes its player liable if it feeds the winner, unless
 * every tile he could discard was dangerous and he had drawn from the wall. */
static void
note_dangerous_discard (MjGame *self,
                        guint   seat,
                        MjTile  tile)
{
  MjSeatState *s = &self->seats[seat];
  guint64 dangerous = 0, held = 0;
  guint live = mj_wall_live_remaining (&self->wall);
  guint64 unseen = _mj_game_unseen_kinds (self, live);

  for (guint k = 1; k < 4; k++)
    dangerous |= _mj_game_dangerous_kinds (self, (seat + k) % 4, live, unseen);
  if (!(dangerous & (G_GUINT64_CONSTANT (1) << tile)))
    return;

  s->pond_dangerous |= G_GUINT64_CONSTANT (1) << s->n_pond;
  held = s->held_kinds;
  if ((held & ~dangerous) != 0 || s->drawn < 0)
    s->plays_dangerous = TRUE;
}

void
_mj_game_apply_turn (MjGame         *self,
                     const MjAction *a)
{
  guint seat = self->turn;
  MjSeatState *s = &self->seats[seat];
  int p;

  switch ((MjActionKind) a->kind)
    {
    case MJ_ACTION_SELF_DRAWN_WIN:
      EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_MAHJONG);
      _mj_game_finish (self, (int) seat, -1, TRUE);
      return;

    case MJ_ACTION_CONCEALED_KONG:
      declare_concealed_kong (self, seat, a->tile);
      if (self->v->params[MJ_PARAM_ROB_CONCEALED_KONG])
        {
          MjSeatState *k = &self->seats[seat];

          _mj_game_open_window (self, MJ_STEP_ROB, seat, k->melds[k->n_melds - 1].physical[3],
                                MJ_ACTION_CONCEALED_KONG);
          return;
        }
      _mj_game_replacement_draw (self, seat);
      return;

    case MJ_ACTION_ADDED_KONG:
      if (self->v->params[MJ_PARAM_ROB_ADDED_KONG])
        {
          /* the tile is shown; the others may rob it before it joins the pung */
          for (int i = (int) s->n_hand - 1; i >= 0; i--)
            if (_mj_game_kind_of (s->hand[i]) == a->tile)
              {
                _mj_game_open_window (self, MJ_STEP_ROB, seat, s->hand[i], MJ_ACTION_ADDED_KONG);
                return;
              }
        }
      _mj_game_complete_added_kong (self, seat, a->tile);
      _mj_game_replacement_draw (self, seat);
      return;

    case MJ_ACTION_DISCARD:
      /* Where the next player may take any discard, tiles can go round and round: a pond
       * that is full ends the hand as a draw. */
      if (s->n_pond == MJ_POND_MAX)
        {
          _mj_game_finish (self, -1, -1, FALSE);
          return;
        }
      if (self->v->params[MJ_PARAM_DANGEROUS_GAME])
        note_dangerous_discard (self, seat, a->tile);
      p = _mj_seat_hand_take (s, a->tile);
      g_assert (p >= 0);
      s->pond_kind[s->n_pond] = a->tile;
      s->pond[s->n_pond++] = (guint8) p;
      self->visible[a->tile]++;
      s->sacred |= G_GUINT64_CONSTANT (1) << a->tile;
      s->has_discarded = TRUE;
      s->drawn = -1;
      self->n_discards++;

      if (a->flags & (MJ_ACTION_FLAG_DECLARE_READY | MJ_ACTION_FLAG_ORIGINAL_CALL))
        for (guint k = 0; k < 4; k++)
          s->ready_ponds[k] = k == seat ? s->n_pond - 1 : self->seats[k].n_pond;

      if (a->flags & MJ_ACTION_FLAG_DECLARE_READY)
        {
          s->ready = TRUE;
          EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_READY);
        }
      else if (a->flags & MJ_ACTION_FLAG_ORIGINAL_CALL)
        {
          s->ready = TRUE;
          s->original_call = TRUE;
          EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_ORIGINAL_CALL);
        }
      else if (a->flags & MJ_ACTION_FLAG_STEP_BACK)
        {
          s->ready = FALSE;
          EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_STEP_BACK);
        }

      _mj_game_update_shape_waits (self, seat);
      EMIT (self, TILE_DISCARDED, seat, (guint) a->tile);
      _mj_game_open_window (self, MJ_STEP_CLAIM, seat, p, MJ_ACTION_DISCARD);
      return;

    default:
      g_assert_not_reached ();
    }
}
