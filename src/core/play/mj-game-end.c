/* mj-game-end.c: the end of a hand: the hands scored and the payments
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <string.h>

#include "mj-game-private.h"

/* The winning tile moves into the winner's hand: from a pond, or robbed from a kong. */
static MjTile
take_winning_tile (MjGame *self,
                   guint   winner,
                   guint   from)
{
  guint8 p = (guint8) self->claim_physical;
  MjSeatState *robbed = &self->seats[from];
  MjSeatState *w = &self->seats[winner];

  if (self->step == MJ_STEP_ROB)
    {
      if (self->rob_kind == MJ_ACTION_ADDED_KONG)
        {
          for (guint i = 0; i < robbed->n_hand; i++)
            if (robbed->hand[i] == p)
              {
                _mj_seat_hand_remove_at (robbed, i);
                break;
              }
        }
      else
        {
          /* a concealed kong robbed for thirteen orphans stays a concealed pung */
          MjGameMeld *m = &robbed->melds[robbed->n_melds - 1];

          m->meld.kind = MJ_SET_PUNG;
          m->meld.exposed = FALSE;
        }
    }

  _mj_seat_hand_append (w, p);
  return mj_tile_physical_kind (p);
}

/* Who pays for all, and why: a dangerous discard the winner claimed, or calling nine or
 * twelve pieces (the Cantonese game), read from the winner's hand. */
static int
liable_seat (MjGame       *self,
             guint         winner,
             int           discarder,
             MjLiableRule *rule)
{
  const MjSeatState *w = &self->seats[winner];

  /* a dangerous discard the winner claimed (RULES-BMJA-DMJL.md 11.3) */
  if (self->v->params[MJ_PARAM_DANGEROUS_GAME] && w->dangerous_from >= 0)
    {
      *rule = MJ_LIABLE_DANGEROUS_GAME;
      return w->dangerous_from;
    }
  return mj_settle_calling_pieces (self->ruleset, &self->result.hands[winner], discarder, w->fed_last_set, rule);
}

/**
 * _mj_game_finish:
 * @winner: the seat that went out, or -1 for a drawn hand
 * @discarder: the seat whose discard (or kong) gave the winning tile, or -1
 * @self_drawn: the winning tile came from the wall
 *
 * Scores every hand, settles, and ends the hand.
 */
void
_mj_game_finish (MjGame   *self,
                 int       winner,
                 int       discarder,
                 gboolean  self_drawn)
{
  MjGameResult *r = &self->result;
  MjTile winning = MJ_TILE_NONE;
  guint flags = 0;
  int totals[4] = { 0, 0, 0, 0 };

  if (winner >= 0)
    {
      const MjSeatState *w = &self->seats[winner];

      flags = _mj_game_win_flags (self, (guint) winner, self_drawn);
      if (self_drawn)
        winning = w->drawn >= 0 ? mj_tile_physical_kind ((guint8) w->drawn) : MJ_TILE_NONE;
      else
        winning = take_winning_tile (self, (guint) winner, (guint) discarder);
    }

  r->winner = (gint8) winner;
  r->discarder = (gint8) discarder;
  r->self_drawn = (guint8) self_drawn;

  for (guint seat = 0; seat < 4; seat++)
    {
      _mj_game_build_hand (self, seat, &r->hands[seat]);
      if ((int) seat == winner)
        {
          r->hands[seat].mahjong = TRUE;
          r->hands[seat].self_drawn = (guint8) self_drawn;
          r->hands[seat].winning_tile = winning;
          r->hands[seat].flags = flags;
          /* the set a claimed tile completed is laid out, so that the hand reads as scored */
          if (!self_drawn)
            mj_score_claimed_win (self->ruleset, &r->hands[seat], &r->scores[seat]);
        }
      /* In a drawn hand nothing counts (RULES-BMJA-DMJL.md 11.2), so nothing is scored; an
       * empty seat has no hand */
      if (winner >= 0 && !_mj_game_seat_empty (self, seat))
        {
          if ((int) seat != winner || self_drawn)
            mj_score_hand (self->ruleset, &r->hands[seat], &r->scores[seat]);
          totals[seat] = r->scores[seat].total;
        }
      else
        memset (&r->scores[seat], 0, sizeof r->scores[seat]);
    }

  {
    MjLiableRule rule = MJ_LIABLE_NONE;

    r->liable = winner >= 0 ? (gint8) liable_seat (self, (guint) winner, discarder, &rule) : -1;
    r->liable_rule = (guint8) rule;
  }
  mj_settle_seats (self->ruleset, self->empty, totals, self->dealer, winner, discarder, self_drawn,
                   r->liable, &r->settlement);

  self->step = MJ_STEP_FINISHED;
  self->waiting = 0;
  _mj_game_emit_finished (self);
}
