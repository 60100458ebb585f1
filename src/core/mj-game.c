/* mj-game.c: one hand as a state machine
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game deals, then loops: the seat on turn draws (with replacements for bonus tiles),
 * decides (go out, kong, discard), and the others may claim the discard. It asks each
 * seat's MjPlayer and never knows whether that is a person or the computer: a player that
 * answers at once keeps the loop going, one that answers later (through mj_game_answer())
 * pauses it. Nothing here needs a main loop, so headless simulation runs the same code.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-game-private.h"
#include "mj-shape.h"

enum {
  TILE_DRAWN,
  TILE_DISCARDED,
  BONUS_EXPOSED,
  MELD_DECLARED,
  CLAIM_WINDOW_OPENED,
  CLAIM_RESOLVED,
  TURN_CHANGED,
  ANNOUNCEMENT,
  HAND_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Emission takes GLib's signal lock: a silent game (a simulation) skips it. */
#define EMIT(self, signal, ...) \
  G_STMT_START { \
    if (!(self)->silent) \
      g_signal_emit ((self), signals[signal], 0, ##__VA_ARGS__); \
  } G_STMT_END

G_DEFINE_FINAL_TYPE (MjGame, mj_game, G_TYPE_OBJECT)

static void step (MjGame *self);

/* mj_tile_physical_kind() without its argument check: the game's tiles are valid. */
static inline MjTile
kind_of (guint8 physical)
{
  return physical < 4 * MJ_N_PLAY_KINDS ? (MjTile) (physical / 4)
                                        : (MjTile) (MJ_N_PLAY_KINDS + physical - 4 * MJ_N_PLAY_KINDS);
}

/* Hands */

static void
hand_add (MjSeatState *s,
          guint8       physical)
{
  _mj_seat_hand_append (s, physical);
}

/* Removes a tile of @kind from the hand and returns it, or -1. */
static int
hand_take (MjSeatState *s,
           MjTile       kind)
{
  for (int i = (int) s->n_hand - 1; i >= 0; i--)
    {
      /* kind_of() for a play kind: a bonus tile's number divided by four is none of them */
      if (s->hand[i] / 4 == kind)
        {
          guint8 p = s->hand[i];

          _mj_seat_hand_remove_at (s, (guint) i);
          return p;
        }
    }
  return -1;
}

/* Takes a tile from the wall into the seat's hand, laying aside bonus tiles and drawing
 * their replacements; the tile kept is the seat's drawn tile. */
static gboolean
draw_into (MjGame   *self,
           guint     seat,
           gboolean  replacement)
{
  MjSeatState *s = &self->seats[seat];
  guint8 p;

  if (!(replacement ? mj_wall_draw_replacement (&self->wall, &p) : mj_wall_draw (&self->wall, &p)))
    return FALSE;

  while (mj_tile_is_bonus (kind_of (p)))
    {
      s->bonus[s->n_bonus++] = p;
      EMIT (self, TILE_DRAWN, seat, (guint) kind_of (p), replacement);
      EMIT (self, BONUS_EXPOSED, seat, (guint) kind_of (p));
      replacement = TRUE;
      if (!mj_wall_draw_replacement (&self->wall, &p))
        return FALSE;
    }

  hand_add (s, p);
  s->drawn = p;
  s->has_drawn = TRUE;
  s->sacred = 0;
  EMIT (self, TILE_DRAWN, seat, (guint) kind_of (p), replacement);
  return TRUE;
}

/* Dealing */

static void
deal (MjGame *self)
{
  gboolean two_at_a_time = self->v->params[MJ_PARAM_DEAL] == MJ_DEAL_TWO;
  guint per_round = two_at_a_time ? 2 : 4;
  guint rounds = 12 / per_round;

  for (guint r = 0; r < rounds; r++)
    for (guint k = 0; k < 4; k++)
      for (guint i = 0; i < per_round; i++)
        {
          guint8 p;

          if (mj_wall_draw (&self->wall, &p))
            hand_add (&self->seats[(self->dealer + k) % 4], p);
        }

  /* then one each, and East a fourteenth unless East draws first */
  for (guint k = 0; k < (two_at_a_time ? 4u : 5u); k++)
    {
      guint8 p;

      if (mj_wall_draw (&self->wall, &p))
        hand_add (&self->seats[(self->dealer + k) % 4], p);
    }

  /* Bonus tiles are laid aside and replaced in seat order from East, again and again if a
   * replacement is one too. */
  for (guint k = 0; k < 4; k++)
    {
      guint seat = (self->dealer + k) % 4;
      MjSeatState *s = &self->seats[seat];

      for (guint i = 0; i < s->n_hand;)
        {
          guint8 p = s->hand[i];

          if (!mj_tile_is_bonus (kind_of (p)))
            {
              i++;
              continue;
            }
          _mj_seat_hand_remove_at (s, i);
          s->bonus[s->n_bonus++] = p;
          EMIT (self, BONUS_EXPOSED, seat, (guint) kind_of (p));
          if (mj_wall_draw_replacement (&self->wall, &p))
            hand_add (s, p);
          /* the replacement lands at the end and is looked at in its turn */
        }
      s->drawn = -1;
    }

  for (guint seat = 0; seat < 4; seat++)
    if (self->seats[seat].n_hand == 13)
      _mj_game_update_shape_waits (self, seat);
}

/* Asking */

static void
ask (MjGame           *self,
     guint             seat,
     const MjDecision *decision)
{
  MjSeatView view;
  MjAction action;
  MjPlayerInterface *iface;
  gboolean decided;

  self->asked |= 1u << seat;

  /* With a single choice there is nothing to ask, and nothing pending to show. */
  if (decision->n_actions == 1)
    {
      self->answers[seat] = decision->actions[0];
      self->waiting &= ~(1u << seat);
      return;
    }

  /* the actions in use only: a decision has room for many more than it holds */
  self->pending[seat].kind = decision->kind;
  self->pending[seat].seat = decision->seat;
  self->pending[seat].other = decision->other;
  self->pending[seat].tile = decision->tile;
  self->pending[seat].n_actions = decision->n_actions;
  memcpy (self->pending[seat].actions, decision->actions, decision->n_actions * sizeof (MjAction));
  self->waiting |= 1u << seat;

  if (self->players[seat] == NULL)
    return;

  /* mj_player_decide() without its checks and interface look-up, done when the player sat
   * down; and a player that never reads its view is not given one */
  iface = self->player_ifaces[seat];
  if (iface->ignores_view)
    decided = iface->decide (self->players[seat], NULL, decision, &action);
  else
    {
      mj_game_get_view (self, seat, &view);
      decided = iface->decide (self->players[seat], &view, decision, &action);
    }
  if (decided)
    {
      if (!mj_decision_contains (decision, &action))
        {
          g_critical ("Seat %u answered an action it may not take (%s %s); it passes instead",
                      seat, mj_action_kind_to_string ((MjActionKind) action.kind),
                      mj_tile_to_string (action.tile));
          action = decision->actions[0];
        }
      self->answers[seat] = action;
      self->waiting &= ~(1u << seat);
    }
}

/* The turn */

/* Gives the turn to @seat; @announce says whether to tell the views now (a claimer's turn
 * is announced once the claimed set lies on the table). */
static void
begin_turn (MjGame   *self,
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

static void
ask_turn (MjGame *self)
{
  MjDecision d;

  _mj_game_turn_decision (self, self->turn, &d);
  ask (self, self->turn, &d);
}

static void
open_window (MjGame  *self,
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
    EMIT (self, CLAIM_WINDOW_OPENED, from, (guint) kind_of ((guint8) physical));

  for (guint k = 1; k < 4; k++)
    {
      guint seat = (from + k) % 4;
      MjDecision d;

      if (window == MJ_STEP_CLAIM)
        _mj_game_claim_decision (self, seat, &d);
      else
        _mj_game_rob_decision (self, seat, &d);
      ask (self, seat, &d);
    }
}

static void
add_meld (MjGame       *self,
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

static void
replacement_draw (MjGame *self,
                  guint   seat)
{
  _mj_game_update_shape_waits (self, seat);
  self->n_kongs_in_turn++;
  if (!draw_into (self, seat, TRUE))
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
    physical[i] = (guint8) hand_take (s, tile);
  self->visible[tile] += 4;
  add_meld (self, seat, MJ_SET_KONG, tile, FALSE, MJ_KONG_CONCEALED, -1, physical, 4);
  EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_KONG);
}

static void
complete_added_kong (MjGame *self,
                     guint   seat,
                     MjTile  tile)
{
  MjSeatState *s = &self->seats[seat];

  for (guint i = 0; i < s->n_melds; i++)
    {
      MjGameMeld *m = &s->melds[i];

      if (m->meld.kind == MJ_SET_PUNG && m->meld.tile == tile)
        {
          m->physical[3] = (guint8) hand_take (s, tile);
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

static void
apply_turn (MjGame         *self,
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

          open_window (self, MJ_STEP_ROB, seat, k->melds[k->n_melds - 1].physical[3],
                       MJ_ACTION_CONCEALED_KONG);
          return;
        }
      replacement_draw (self, seat);
      return;

    case MJ_ACTION_ADDED_KONG:
      if (self->v->params[MJ_PARAM_ROB_ADDED_KONG])
        {
          /* the tile is shown; the others may rob it before it joins the pung */
          for (int i = (int) s->n_hand - 1; i >= 0; i--)
            if (kind_of (s->hand[i]) == a->tile)
              {
                open_window (self, MJ_STEP_ROB, seat, s->hand[i], MJ_ACTION_ADDED_KONG);
                return;
              }
        }
      complete_added_kong (self, seat, a->tile);
      replacement_draw (self, seat);
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
      p = hand_take (s, a->tile);
      g_assert (p >= 0);
      s->pond_kind[s->n_pond] = a->tile;
      s->pond[s->n_pond++] = (guint8) p;
      self->visible[a->tile]++;
      s->sacred |= G_GUINT64_CONSTANT (1) << a->tile;
      s->has_discarded = TRUE;
      s->drawn = -1;
      self->n_discards++;

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
      open_window (self, MJ_STEP_CLAIM, seat, p, MJ_ACTION_DISCARD);
      return;

    default:
      g_assert_not_reached ();
    }
}

/* Claims */

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
      int value;

      if (!(winners & (1u << seat)))
        continue;

      switch (self->v->params[MJ_PARAM_WIN_TIES])
        {
        case MJ_WIN_TIES_BEST_HAND:
          {
            MjHand hand;
            MjScore score;

            _mj_game_build_hand (self, seat, &hand);
            hand.concealed[kind_of ((guint8) self->claim_physical)]++;
            hand.mahjong = TRUE;
            hand.winning_tile = kind_of ((guint8) self->claim_physical);
            mj_score_hand (self->ruleset, &hand, &score);
            value = score.total;
          }
          break;
        case MJ_WIN_TIES_BY_SET:
          {
            /* a special hand, then a pung, a chow, a pair: judged by what the tile completes */
            MjHand hand;
            MjScore score;

            _mj_game_build_hand (self, seat, &hand);
            hand.concealed[kind_of ((guint8) self->claim_physical)]++;
            hand.mahjong = TRUE;
            hand.winning_tile = kind_of ((guint8) self->claim_physical);
            mj_score_hand (self->ruleset, &hand, &score);
            value = 0;
            if (score.special_hand >= 0)
              value = 4;
            else
              for (guint i = 0; i < score.n_sets; i++)
                if (score.sets[i].completed)
                  value = score.sets[i].set.kind == MJ_SET_PUNG ? 3 :
                          score.sets[i].set.kind == MJ_SET_CHOW ? 2 : 1;
          }
          break;
        case MJ_WIN_TIES_NEAREST:
        default:
          value = 0;
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

static void
resolve_claims (MjGame *self)
{
  guint8 winners = 0;
  int best_seat = -1, best_rank = 0;
  guint from = self->claim_from;
  MjTile t = kind_of ((guint8) self->claim_physical);

  for (guint k = 1; k < 4; k++)
    {
      guint seat = (from + k) % 4;
      int rank = action_rank ((MjActionKind) self->answers[seat].kind);

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
        complete_added_kong (self, self->turn, t);
      replacement_draw (self, self->turn);
      return;
    }

  if (best_seat < 0)
    {
      EMIT (self, CLAIM_RESOLVED, -1, (guint) MJ_ACTION_PASS);
      begin_turn (self, (from + 1) % 4, TRUE, TRUE);
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
    begin_turn (self, seat, FALSE, FALSE);

    switch ((MjActionKind) a->kind)
      {
      case MJ_ACTION_PUNG:
      case MJ_ACTION_KONG:
        {
          guint n = a->kind == MJ_ACTION_KONG ? 4 : 3;

          for (guint i = 0; i < n - 1; i++)
            physical[i] = (guint8) hand_take (s, t);
          physical[n - 1] = (guint8) self->claim_physical;
          self->visible[t] += (guint8) (n - 1);
          add_meld (self, seat, n == 4 ? MJ_SET_KONG : MJ_SET_PUNG, t, TRUE,
                    n == 4 ? MJ_KONG_CLAIMED : MJ_KONG_CONCEALED, (int) from, physical, n);
          EMIT (self, ANNOUNCEMENT, seat,
                         (guint) (n == 4 ? MJ_ANNOUNCE_KONG : MJ_ANNOUNCE_PUNG));
          if (n == 4)
            {
              EMIT (self, TURN_CHANGED, seat);
              replacement_draw (self, seat);
              return;
            }
        }
        break;

      case MJ_ACTION_CHOW:
        for (guint k = 0; k < 3; k++)
          {
            MjTile kind = (MjTile) (a->tile + k);

            physical[k] = kind == t ? (guint8) self->claim_physical : (guint8) hand_take (s, kind);
          }
        for (guint k = 0; k < 3; k++)
          if ((MjTile) (a->tile + k) != t)
            self->visible[a->tile + k]++;
        add_meld (self, seat, MJ_SET_CHOW, a->tile, TRUE, MJ_KONG_CONCEALED, (int) from, physical, 3);
        EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_CHOW);
        break;

      case MJ_ACTION_TAKE:
        hand_add (s, (guint8) self->claim_physical);
        self->visible[t]--;
        EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_TAKE);
        break;

      default:
        g_assert_not_reached ();
      }
    EMIT (self, TURN_CHANGED, seat);

    /* calling nine and twelve pieces: three or four exposed sets of a clear hand */
    if (self->v->params[MJ_PARAM_CALLING_PIECES] && s->n_melds >= 3)
      {
        guint suits = 0;

        for (guint i = 0; i < s->n_melds; i++)
          if (mj_tile_is_suited (s->melds[i].meld.tile))
            suits |= 1u << mj_tile_suit (s->melds[i].meld.tile);
          else
            suits |= 8;
        if (__builtin_popcount (suits) == 1 && !(suits & 8))
          {
            if (s->n_melds == 3 && !s->calling_nine)
              {
                s->calling_nine = TRUE;
                EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_CALLING_PIECES);
              }
            else if (s->n_melds == 4 && !s->calling_twelve)
              {
                s->calling_twelve = TRUE;
                s->fed_last_set = (gint8) from;
                EMIT (self, ANNOUNCEMENT, seat, (guint) MJ_ANNOUNCE_CALLING_PIECES);
              }
          }
      }
  }
}

/* The machine */

static void
step (MjGame *self)
{
  switch (self->step)
    {
    case MJ_STEP_DEAL:
      deal (self);
      self->turn = self->dealer;
      EMIT (self, TURN_CHANGED, (guint) self->turn);
      self->step = self->seats[self->dealer].n_hand == 14 ? MJ_STEP_TURN : MJ_STEP_DRAW;
      self->asked = 0;
      break;

    case MJ_STEP_DRAW:
      if (!draw_into (self, self->turn, FALSE))
        {
          _mj_game_finish (self, -1, -1, FALSE);
          break;
        }
      self->step = MJ_STEP_TURN;
      self->asked = 0;
      break;

    case MJ_STEP_TURN:
      if (!(self->asked & (1u << self->turn)))
        {
          ask_turn (self);
          if (self->waiting)
            break;
        }
      self->asked = 0;
      apply_turn (self, &self->answers[self->turn]);
      break;

    case MJ_STEP_CLAIM:
    case MJ_STEP_ROB:
      /* a window restored from a save asks its questions again */
      if (self->asked == 0)
        {
          open_window (self, self->step, self->claim_from, self->claim_physical, self->rob_kind);
          break;
        }
      resolve_claims (self);
      break;

    case MJ_STEP_FINISHED:
    default:
      break;
    }
}

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
      MjTile kind = kind_of (s->hand[i]);

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
            self->visible[kind_of (s->melds[i].physical[j])]++;
          count += 3;
        }
      for (guint i = 0; i < s->n_pond; i++)
        {
          s->pond_kind[i] = kind_of (s->pond[i]);
          if (!(s->pond_claimed & (G_GUINT64_CONSTANT (1) << i)))
            self->visible[s->pond_kind[i]]++;
        }
      if (count == 13)
        _mj_game_update_shape_waits (self, k);
      else if (count == 14 && s->drawn >= 0)
        {
          /* as it was before the draw */
          int at = -1;

          for (guint i = 0; i < s->n_hand; i++)
            if (s->hand[i] == s->drawn)
              at = (int) i;
          if (at >= 0)
            {
              guint8 saved = s->hand[at];

              s->hand[at] = s->hand[s->n_hand - 1];
              s->n_hand--;
              _mj_game_update_shape_waits (self, k);
              s->hand[s->n_hand++] = s->hand[at];
              s->hand[at] = saved;
            }
        }
    }
  self->asked = 0;
  self->waiting = 0;
}

void
_mj_game_emit_finished (MjGame *self)
{
  EMIT (self, HAND_FINISHED);
}

/* GObject */

static void
mj_game_dispose (GObject *object)
{
  MjGame *self = MJ_GAME (object);

  for (guint i = 0; i < 4; i++)
    {
      g_clear_object (&self->players[i]);
      self->player_ifaces[i] = NULL;
    }

  G_OBJECT_CLASS (mj_game_parent_class)->dispose (object);
}

static void
mj_game_finalize (GObject *object)
{
  MjGame *self = MJ_GAME (object);

  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (mj_game_parent_class)->finalize (object);
}

static void
mj_game_class_init (MjGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_game_dispose;
  object_class->finalize = mj_game_finalize;

  /**
   * MjGame::tile-drawn:
   * @seat: who drew
   * @tile: the tile kind (others see only that a tile was drawn unless it is a bonus tile)
   * @replacement: drawn from the back of the wall, for a kong or a bonus tile
   */
  signals[TILE_DRAWN] =
    g_signal_new ("tile-drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * MjGame::tile-discarded:
   */
  signals[TILE_DISCARDED] =
    g_signal_new ("tile-discarded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::bonus-exposed:
   */
  signals[BONUS_EXPOSED] =
    g_signal_new ("bonus-exposed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::meld-declared:
   * @seat: whose set
   * @index: the set's index among the seat's declared sets
   */
  signals[MELD_DECLARED] =
    g_signal_new ("meld-declared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::claim-window-opened:
   * @discarder: who discarded
   * @tile: the discard
   */
  signals[CLAIM_WINDOW_OPENED] =
    g_signal_new ("claim-window-opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::claim-resolved:
   * @seat: who got the tile, or -1
   * @action: the MjActionKind of the claim
   */
  signals[CLAIM_RESOLVED] =
    g_signal_new ("claim-resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /**
   * MjGame::turn-changed:
   */
  signals[TURN_CHANGED] =
    g_signal_new ("turn-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * MjGame::announcement:
   * @seat: who speaks
   * @what: an MjAnnouncement
   */
  signals[ANNOUNCEMENT] =
    g_signal_new ("announcement", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::hand-finished:
   *
   * The hand is over: mj_game_get_result() has the scores and payments.
   */
  signals[HAND_FINISHED] =
    g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_game_init (MjGame *self)
{
  for (guint i = 0; i < 4; i++)
    {
      self->seats[i].drawn = -1;
      self->seats[i].fed_last_set = -1;
      self->seats[i].dangerous_from = -1;
    }
  self->claim_physical = -1;
  self->result.winner = -1;
  self->result.discarder = -1;
  self->result.liable = -1;
}

MjGame *
_mj_game_new_empty (MjRuleset *ruleset,
                    guint      dealer,
                    MjWind     prevailing_wind)
{
  MjGame *self = g_object_new (MJ_TYPE_GAME, NULL);

  self->ruleset = mj_ruleset_copy (ruleset);
  self->v = mj_ruleset_get_values (self->ruleset);
  self->dealer = (guint8) dealer;
  self->prevailing_wind = (guint8) prevailing_wind;
  self->turn = (guint8) dealer;
  self->step = MJ_STEP_DEAL;
  return self;
}

/**
 * mj_game_new:
 * @ruleset: the rules; the game keeps its own copy, so later changes do not reach it
 * @seed: the wall's shuffle: the same seed and the same decisions play the same hand
 * @dealer: East's seat
 * @prevailing_wind: the wind of the round
 *
 * Returns: (transfer full): a hand ready to be dealt by mj_game_run()
 */
MjGame *
mj_game_new (MjRuleset *ruleset,
             guint32    seed,
             guint      dealer,
             MjWind     prevailing_wind)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  MjGame *self;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (dealer < 4, NULL);

  self = _mj_game_new_empty (ruleset, dealer, prevailing_wind);
  mj_wall_build (&self->wall, self->v, rand, dealer);
  return self;
}

/**
 * mj_game_new_stacked:
 * @order: the physical tiles in drawing order
 * @dice: the dice thrown
 *
 * A hand whose wall is stacked: for tests, examples and the tutorial.
 *
 * Returns: (transfer full) (nullable): the hand, or %NULL if @order is not a full set of tiles
 */
MjGame *
mj_game_new_stacked (MjRuleset     *ruleset,
                     const guint8  *order,
                     guint          n_order,
                     const guint8  *dice,
                     guint          dealer,
                     MjWind         prevailing_wind,
                     GError       **error)
{
  g_autoptr(MjGame) self = NULL;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (dealer < 4, NULL);

  self = _mj_game_new_empty (ruleset, dealer, prevailing_wind);
  if (!mj_wall_build_stacked (&self->wall, self->v, order, n_order, dice, dealer))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   _("A stacked wall must hold every tile of the game exactly once"));
      return NULL;
    }
  return g_steal_pointer (&self);
}

void
mj_game_set_player (MjGame   *self,
                    guint     seat,
                    MjPlayer *player)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (seat < 4);
  g_return_if_fail (player == NULL || MJ_IS_PLAYER (player));

  g_set_object (&self->players[seat], player);
  self->player_ifaces[seat] = player != NULL ? MJ_PLAYER_GET_IFACE (player) : NULL;
}

MjPlayer *
mj_game_get_player (MjGame *self,
                    guint   seat)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  return self->players[seat];
}

/**
 * mj_game_run:
 *
 * Plays on until the hand is over or a seat's answer is awaited.
 */
void
mj_game_run (MjGame *self)
{
  g_return_if_fail (MJ_IS_GAME (self));

  g_object_ref (self);
  while (self->step != MJ_STEP_FINISHED && self->waiting == 0)
    step (self);
  g_object_unref (self);
}

/**
 * mj_game_answer:
 * @seat: the seat answering
 * @action: one of the actions of the seat's pending decision
 *
 * Gives a seat's answer and plays on. An action the seat may not take is a programming
 * error: it is reported and refused, and the game is unchanged.
 *
 * Returns: whether the answer was taken
 */
gboolean
mj_game_answer (MjGame         *self,
                guint           seat,
                const MjAction *action)
{
  g_return_val_if_fail (MJ_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < 4, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!(self->waiting & (1u << seat)))
    {
      g_critical ("Seat %u answered, but no decision of it is pending", seat);
      return FALSE;
    }
  if (!mj_decision_contains (&self->pending[seat], action))
    {
      g_critical ("Seat %u may not %s %s now", seat,
                  mj_action_kind_to_string ((MjActionKind) action->kind), mj_tile_to_string (action->tile));
      return FALSE;
    }

  self->answers[seat] = *action;
  self->waiting &= ~(1u << seat);
  mj_game_run (self);
  return TRUE;
}

/**
 * mj_game_get_pending:
 *
 * Returns: (nullable): the decision the seat is asked for and has not answered
 */
const MjDecision *
mj_game_get_pending (MjGame *self,
                     guint   seat)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  return (self->waiting & (1u << seat)) ? &self->pending[seat] : NULL;
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
  view->drawn = own->drawn >= 0 ? kind_of ((guint8) own->drawn) : MJ_TILE_NONE;
  view->live_remaining = (guint16) mj_wall_live_remaining (&self->wall);
  view->wall_remaining = (guint16) mj_wall_remaining (&self->wall);
  view->n_discards = self->n_discards;

  memcpy (view->concealed, own->kinds, sizeof view->concealed);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    view->visible[t] = self->visible[t] + own->kinds[t];

  for (guint k = 0; k < 4; k++)
    {
      const MjSeatState *s = &self->seats[k];

      view->n_concealed[k] = s->n_hand;
      view->n_melds[k] = s->n_melds;
      view->ready[k] = s->ready;
      view->original_call[k] = s->original_call;
      view->pond_claimed[k] = s->pond_claimed;
      view->n_pond[k] = s->n_pond;
      memcpy (view->pond[k], s->pond_kind, s->n_pond * sizeof (MjTile));
      for (guint i = 0; i < s->n_melds; i++)
        view->melds[k][i] = s->melds[i].meld;
      view->bonus[k] = 0;
      for (guint i = 0; i < s->n_bonus; i++)
        view->bonus[k] |= (guint8) (1u << (kind_of (s->bonus[i]) - MJ_TILE_FLOWER_1));
    }
}

/**
 * mj_game_set_silent:
 *
 * A game that nobody watches (a simulation, a computer player's look-ahead) can skip its
 * signals, whose emission costs more than the rest of a turn.
 */
void
mj_game_set_silent (MjGame   *self,
                    gboolean  silent)
{
  g_return_if_fail (MJ_IS_GAME (self));

  self->silent = !!silent;
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
                     _p, mj_tile_to_string (kind_of (_p))); \
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
      guint count = s->n_hand;

      for (guint i = 0; i < s->n_hand; i++)
        SEE (s->hand[i]);
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
    }

  /* the open tiles the seat views are given agree with the table */
  {
    guint8 visible[MJ_N_PLAY_KINDS] = { 0 };

    for (guint k = 0; k < 4 && self->step != MJ_STEP_FINISHED; k++)
      {
        const MjSeatState *s = &self->seats[k];

        for (guint i = 0; i < s->n_melds; i++)
          for (guint j = 0; j < mj_meld_n_tiles (&s->melds[i].meld); j++)
            visible[kind_of (s->melds[i].physical[j])]++;
        for (guint i = 0; i < s->n_pond; i++)
          if (!(s->pond_claimed & (G_GUINT64_CONSTANT (1) << i)))
            visible[kind_of (s->pond[i])]++;
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
