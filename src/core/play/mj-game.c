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
 *
 * This file holds the object, the deal and the draw, the asking and the machine's loop; the
 * turn is in mj-game-turn.c, the claims in mj-game-claims.c, the end of the hand in
 * mj-game-end.c, what a seat may do in mj-game-actions.c, and the getters, seat views and
 * invariants in mj-game-state.c.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-game-private.h"
#include "mj-shape.h"

guint _mj_game_signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjGame, mj_game, G_TYPE_OBJECT)

/* Takes a tile from the wall into the seat's hand, laying aside bonus tiles and drawing
 * their replacements; the tile kept is the seat's drawn tile. */
gboolean
_mj_game_draw_into (MjGame   *self,
                    guint     seat,
                    gboolean  replacement)
{
  MjSeatState *s = &self->seats[seat];
  guint8 p;

  if (!(replacement ? mj_wall_draw_replacement (&self->wall, &p) : mj_wall_draw (&self->wall, &p)))
    return FALSE;

  while (mj_tile_is_bonus (_mj_game_kind_of (p)))
    {
      s->bonus[s->n_bonus++] = p;
      EMIT (self, TILE_DRAWN, seat, (guint) _mj_game_kind_of (p), replacement);
      EMIT (self, BONUS_EXPOSED, seat, (guint) _mj_game_kind_of (p));
      replacement = TRUE;
      if (!mj_wall_draw_replacement (&self->wall, &p))
        return FALSE;
    }

  _mj_seat_hand_append (s, p);
  s->drawn = p;
  s->has_drawn = TRUE;
  s->sacred = 0;
  EMIT (self, TILE_DRAWN, seat, (guint) _mj_game_kind_of (p), replacement);
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

          if (_mj_game_seat_empty (self, (self->dealer + k) % 4))
            continue;
          if (mj_wall_draw (&self->wall, &p))
            _mj_seat_hand_append (&self->seats[(self->dealer + k) % 4], p);
        }

  /* then one each, and East a fourteenth unless East draws first */
  for (guint k = 0; k < (two_at_a_time ? 4u : 5u); k++)
    {
      guint8 p;

      if (_mj_game_seat_empty (self, (self->dealer + k) % 4))
        continue;
      if (mj_wall_draw (&self->wall, &p))
        _mj_seat_hand_append (&self->seats[(self->dealer + k) % 4], p);
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

          if (!mj_tile_is_bonus (_mj_game_kind_of (p)))
            {
              i++;
              continue;
            }
          _mj_seat_hand_remove_at (s, i);
          s->bonus[s->n_bonus++] = p;
          EMIT (self, BONUS_EXPOSED, seat, (guint) _mj_game_kind_of (p));
          if (mj_wall_draw_replacement (&self->wall, &p))
            _mj_seat_hand_append (s, p);
          /* the replacement lands at the end and is looked at in its turn */
        }
      s->drawn = -1;
    }

  if (!self->goulash)
    for (guint seat = 0; seat < 4; seat++)
      if (self->seats[seat].n_hand == 13)
        _mj_game_update_shape_waits (self, seat);
}

/* Asking */

void
_mj_game_ask (MjGame           *self,
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
      self->asked = 0;
      if (self->goulash)
        self->step = MJ_STEP_EXCHANGE;
      else
        _mj_game_begin_play (self);
      break;

    case MJ_STEP_EXCHANGE:
      if (self->asked == 0)
        {
          _mj_game_ask_exchange (self);
          if (self->waiting)
            break;
        }
      _mj_game_apply_exchange (self);
      break;

    case MJ_STEP_DRAW:
      if (!_mj_game_draw_into (self, self->turn, FALSE))
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
          _mj_game_ask_turn (self);
          if (self->waiting)
            break;
        }
      self->asked = 0;
      _mj_game_apply_turn (self, &self->answers[self->turn]);
      break;

    case MJ_STEP_CLAIM:
    case MJ_STEP_ROB:
      /* a window restored from a save asks its questions again */
      if (self->asked == 0)
        {
          _mj_game_open_window (self, self->step, self->claim_from, self->claim_physical, self->rob_kind);
          break;
        }
      _mj_game_resolve_claims (self);
      break;

    case MJ_STEP_FINISHED:
    default:
      break;
    }
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
  _mj_game_signals[TILE_DRAWN] =
    g_signal_new ("tile-drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * MjGame::tile-discarded:
   * @seat: who discarded
   * @tile: the tile kind, face up in the seat's pond
   */
  _mj_game_signals[TILE_DISCARDED] =
    g_signal_new ("tile-discarded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::bonus-exposed:
   * @seat: whose flower or season
   * @tile: the bonus tile, laid out beside the seat's sets
   */
  _mj_game_signals[BONUS_EXPOSED] =
    g_signal_new ("bonus-exposed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::meld-declared:
   * @seat: whose set
   * @index: the set's index among the seat's declared sets
   */
  _mj_game_signals[MELD_DECLARED] =
    g_signal_new ("meld-declared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::claim-window-opened:
   * @discarder: who discarded
   * @tile: the discard
   */
  _mj_game_signals[CLAIM_WINDOW_OPENED] =
    g_signal_new ("claim-window-opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * MjGame::claim-resolved:
   * @seat: who got the tile, or -1
   * @action: the #MjActionKind of the claim
   */
  _mj_game_signals[CLAIM_RESOLVED] =
    g_signal_new ("claim-resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, MJ_TYPE_ACTION_KIND);
  /**
   * MjGame::turn-changed:
   * @seat: whose turn it is now
   */
  _mj_game_signals[TURN_CHANGED] =
    g_signal_new ("turn-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * MjGame::announcement:
   * @seat: who speaks
   * @what: what is said
   */
  _mj_game_signals[ANNOUNCEMENT] =
    g_signal_new ("announcement", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, MJ_TYPE_ANNOUNCEMENT);
  /**
   * MjGame::tiles-exchanged:
   * @exchange: how many exchanges are done, 1..3
   *
   * A Goulash hand: every seat has passed on the tiles it set aside.
   */
  _mj_game_signals[TILES_EXCHANGED] =
    g_signal_new ("tiles-exchanged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * MjGame::hand-finished:
   *
   * The hand is over: mj_game_get_result() has the scores and payments.
   */
  _mj_game_signals[HAND_FINISHED] =
    g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * MjGame::step-done:
   *
   * The game has come to rest: it waits for an answer, or the hand is over (and a match
   * playing it has recorded the hand). What the game holds is whole now: a moment to
   * save it. Never emitted in the middle of a step, unlike the signals that tell of it.
   */
  _mj_game_signals[STEP_DONE] =
    g_signal_new ("step-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
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
  self->running++;
  while (self->step != MJ_STEP_FINISHED && self->waiting == 0)
    step (self);
  /* the outermost run tells that the game is at rest */
  if (--self->running == 0)
    EMIT (self, STEP_DONE);
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
