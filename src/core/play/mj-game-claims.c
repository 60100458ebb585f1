/* mj-game-claims.c: the claim window on a discard or a kong, and its precedence
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The other seats are asked in the order of play; going out beats a pung or a kong, which
 * beats a chow, several seats going out follow the ruleset's tie-break, and the claimed set
 * is laid down. Kept apart from the turn (mj-game-turn.c) that opens the window.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include "mj-game-private.h"

/* Opens the window on a discard (MJ_STEP_CLAIM) or on a kong that may be robbed
 * (MJ_STEP_ROB): the other seats are asked in the order of play. */
void
_mj_game_open_window (MjGame  *self,
                      MjStep   window,
                      guint    from,
                      int      physical,
                      guint    rob_kind)
{
  self->step = window;
  self->claim_from = (guint8) from;
  self->claim_physical = (gint16) physical;
  self->rob_kind = (guint8) rob_kind;
  self->asked = 0;
  self->waiting = 0;

  if (window == MJ_STEP_CLAIM)
    EMIT (self, CLAIM_WINDOW_OPENED, from, (guint) _mj_game_kind_of ((guint8) physical));

  for (guint k = 1; k < 4; k++)
    {
      guint seat = (from + k) % 4;
      MjDecision d;

      if (_mj_game_seat_empty (self, seat))
        continue;
      if (window == MJ_STEP_CLAIM)
        _mj_game_claim_decision (self, seat, &d);
      else
        _mj_game_rob_decision (self, seat, &d);
      _mj_game_ask (self, seat, &d);
    }
}

/* The claimer of a dangerous discard from a player playing dangerous remembers him. */
static void
note_dangerous_claim (MjGame *self,
                      guint   claimer)
{
  const MjSeatState *d = &self->seats[self->claim_from];

  if (d->n_pond > 0 && d->plays_dangerous &&
      (d->pond_dangerous & (G_GUINT64_CONSTANT (1) << (d->n_pond - 1))))
    self->seats[claimer].dangerous_from = (gint8) self->claim_from;
}

static int
action_rank (MjActionKind kind)
{
  switch (kind)
    {
    case MJ_ACTION_WIN:
      return 3;
    case MJ_ACTION_KONG:
    case MJ_ACTION_PUNG:
      return 2;
    case MJ_ACTION_CHOW:
    case MJ_ACTION_TAKE:
      return 1;
    default:
      return 0;
    }
}

/* How a seat's hand scores when it goes out on the discard being claimed. */
static void
score_going_out (MjGame  *self,
                 guint    seat,
                 MjScore *score)
{
  MjHand hand;
  MjTile tile = _mj_game_kind_of ((guint8) self->claim_physical);

  _mj_game_build_hand (self, seat, &hand);
  hand.concealed[tile]++;
  hand.mahjong = TRUE;
  hand.winning_tile = tile;
  mj_score_claimed_win (self->ruleset, &hand, score);
}

/* Among several seats going out on one discard: the ruleset's tie-break. */
static guint
choose_winner (MjGame *self,
               guint8  winners)
{
  guint best = G_MAXUINT;
  int best_value = -1;

  for (guint k = 1; k < 4; k++)
    {
      guint seat = (self->claim_from + k) % 4;
      MjScore score;
      int value = 0;

      if (!(winners & (1u << seat)))
        continue;

      switch (self->v->params[MJ_PARAM_WIN_TIES])
        {
        case MJ_WIN_TIES_BEST_HAND:
          score_going_out (self, seat, &score);
          value = score.total;
          break;
        case MJ_WIN_TIES_BY_SET:
          /* a special hand, then a pung, a chow, a pair: judged by what the tile completes */
          score_going_out (self, seat, &score);
          if (score.special_hand >= 0)
            value = 4;
          else
            for (guint i = 0; i < score.n_sets; i++)
              if (score.sets[i].completed)
                value = score.sets[i].set.kind == MJ_SET_PUNG ? 3 :
                        score.sets[i].set.kind == MJ_SET_CHOW ? 2 : 1;
          break;
        case MJ_WIN_TIES_NEAREST:
        default:
          break;
        }

      /* the nearest in turn wins a tie: later seats must do strictly better */
      if (value > best_value)
        {
          best_value = value;
          best = seat;
        }
    }

  return best;
}

void
_mj_game_resolve_claims (MjGame *self)
{
  guint8 winners = 0;
  int best_seat = -1, best_rank = 0;
  guint from = self->claim_from;
  MjTile t = _mj_game_kind_of ((guint8) self->claim_physical);

  for (guint k = 1; k < 4; k++)
    {
      guint seat = (from + k) % 4;
      int rank;

      if (_mj_game_seat_empty (self, seat))
        continue;
      rank = action_rank ((MjActionKind) self->answers[seat].kind);

      if (self->answers[seat].kind == MJ_ACTION_WIN)
        winners |= 1u << seat;
      if (rank > best_rank)
        {
          best_rank = rank;
          best_seat = (int) seat;
        }
    }

  if (winners != 0)
    {
      guint winner = choose_winner (self, winners);

      if (self->step == MJ_STEP_CLAIM)
        note_dangerous_claim (self, winner);

      EMIT (self, CLAIM_RESOLVED, (int) winner, (guint) MJ_ACTION_WIN);
      EMIT (self, ANNOUNCEMENT, winner, (guint) MJ_ANNOUNCE_MAHJONG);
      if (self->step == MJ_STEP_CLAIM)
        self->seats[from].pond_claimed |= G_GUINT64_CONSTANT (1) << (self->seats[from].n_pond - 1);
      _mj_game_finish (self, (int) winner, (int) from, FALSE);
      return;
    }

  if (self->step == MJ_STEP_ROB)
    {
      /* nobody robbed it: the kong stands */
      EMIT (self, CLAIM_RESOLVED, -1, (guint) MJ_ACTION_PASS);
      self->step = MJ_STEP_TURN;
      if (self->rob_kind == MJ_ACTION_ADDED_KONG)
        _mj_game_complete_added_kong (self, self->turn, t);
      _mj_game_replacement_draw (self, self->turn);
      return;
    }

  if (best_seat < 0)
    {
      EMIT (self, CLAIM_RESOLVED, -1, (guint) MJ_ACTION_PASS);
      _mj_game_begin_turn (self, _mj_game_next_seat (self, from), TRUE, TRUE);
      return;
    }

  {
    guint seat = (guint) best_seat;
    MjSeatState *s = &self->seats[seat];
    const MjAction *a = &self->answers[seat];
    guint8 physical[4];

    self->seats[from].pond_claimed |= G_GUINT64_CONSTANT (1) << (self->seats[from].n_pond - 1);
    note_dangerous_claim (self, seat);
    EMIT (self, CLAIM_RESOLVED, best_seat, (guint) a->kind);
    _mj_game_begin_turn (self, seat, FALSE, FALSE);

    switch ((MjActionKind) a->kind)
      {
      case MJ_ACTION_PUNG:
      case MJ_ACTION_KONG:
        {
          guint n = a->kind == MJ_ACTION_KONG ? 4 : 3;

          for (guint i = 0; i < n - 1; i++)
            physical[i] = (guint8) _mj_seat_hand_take (s, t);
          physical[n - 1] = (guint8) self->claim_physical;
          self->visible[t] += (guint8) (n - 1);
          _mj_game_add_meld (self, seat, n == 4 ? MJ_SET_KONG : MJ_SET_PUNG, t, TRUE,
                             n == 4 ? MJ_KONG_CLAIMED : MJ_KONG_CONCEALED, (int) from, physical, n);
          EMIT (self, ANNOUNCEMENT, seat,
                         (guint) (n == 4 ? MJ_ANNOUNCE_KONG : MJ_ANNOUNCE_PUNG));
          if (n == 4)
            {
              EMIT (self, TURN_CHANGED, seat);
              _mj_game_replacement_draw (self, seat);
              return;
            }
        }
        break;

      case MJ_ACTION_CHOW:
        for (guint k = 0; k < 3; k++)
          {
            MjTile kind = (MjTile) (a->tile + k);

            physical[k] = kind == t ? (guint8) self->claim_physical : (guint8) _mj_seat_hand_take (s, kind);
          }
        for (guint k = 0; k < 3; k++)
          if ((MjTile) (a->tile + k) != t)
            self->visible[a->tile + k]++;
        _mj_game_add_meld (self, seat, MJ_SET_CHOW, a->tile, TRUE, MJ_KONG_CONCEALED, (int) from,
                           physical, 3);
        EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_CHOW);
        break;

      case MJ_ACTION_TAKE:
        _mj_seat_hand_append (s, (guint8) self->claim_physical);
        self->visible[t]--;
        EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_TAKE);
        break;

      default:
        g_assert_not_reached ();
      }
    EMIT (self, TURN_CHANGED, seat);

    /* calling nine and twelve pieces: three or four sets of a clear hand revealed through
     * claims (a concealed kong is not one) */
    if (self->v->params[MJ_PARAM_CALLING_PIECES] && s->n_melds >= 3)
      {
        guint suits = 0, revealed = 0;

        for (guint i = 0; i < s->n_melds; i++)
          {
            if (mj_tile_is_suited (s->melds[i].meld.tile))
              suits |= 1u << mj_tile_suit (s->melds[i].meld.tile);
            else
              suits |= 8;
            revealed += s->melds[i].meld.exposed != 0;
          }
        if (__builtin_popcount (suits) == 1 && !(suits & 8))
          {
            if (revealed == 3 && !s->calling_nine)
              {
                s->calling_nine = TRUE;
                EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_CALLING_PIECES);
              }
            else if (revealed == 4 && !s->calling_twelve)
              {
                s->calling_twelve = TRUE;
                s->fed_last_set = (gint8) from;
                EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_CALLING_PIECES);
              }
          }
      }
  }
}
