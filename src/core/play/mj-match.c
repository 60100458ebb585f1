/* mj-match.c: a match: hands into rounds, the dealer and the prevailing wind, the scores
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After each hand the ruleset says whether East deals again (after a win, after a draw,
 * until a winning streak's limit), when the prevailing wind moves on (after a round of four
 * dealers, or after every hand), and when the match ends (after its rounds, or as soon as a
 * player has no points left). Each hand's seed comes from the match's seed and the hand's
 * number, so a match replays from its seed alone.
 */

#define G_LOG_DOMAIN "mj-match"

#include "config.h"

#include "mj-match-private.h"


enum {
  HAND_STARTED,
  HAND_FINISHED,
  MATCH_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjMatch, mj_match, G_TYPE_OBJECT)

static guint32
hand_seed (MjMatch *self,
           guint    number)
{
  guint32 words[2] = { self->seed, number };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (words, 2);

  return g_rand_int (rand);
}

static void finish_hand (MjMatch *self);

static void
game_finished_cb (MjMatch *self)
{
  /* a hand that goes on after the match was ended is not scored */
  if (!self->recorded && !self->finished)
    finish_hand (self);
}

static void
start_hand (MjMatch *self)
{
  g_clear_object (&self->game);
  self->game = mj_game_new (self->ruleset, hand_seed (self, self->records->len + 1),
                            self->rotation.dealer, (MjWind) self->rotation.prevailing_wind);
  self->recorded = FALSE;
  /* after a drawn hand, a Goulash where the ruleset plays one */
  if (self->v->params[MJ_PARAM_GOULASH] && self->records->len > 0 &&
      g_array_index (self->records, MjHandRecord, self->records->len - 1).winner < 0)
    mj_game_set_goulash (self->game, TRUE);
  mj_game_set_empty_seats (self->game, self->rotation.empty);
  mj_game_set_silent (self->game, self->silent);
  for (guint seat = 0; seat < 4; seat++)
    mj_game_set_player (self->game, seat, self->players[seat]);
  /* a hand finished by a person's answer is recorded at once */
  g_signal_connect_object (self->game, "hand-finished", G_CALLBACK (game_finished_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_emit (self, signals[HAND_STARTED], 0, self->game);
}

static void
end_match (MjMatch *self)
{
  self->finished = TRUE;
  g_signal_emit (self, signals[MATCH_FINISHED], 0);
}

/**
 * mj_rotation_move_on:
 * @winner: the seat that went out, or -1 for a drawn hand
 *
 * Moves the deal on after a hand as @ruleset says: the dealer keeps the deal after a win
 * or a draw where the rules allow it (until a winning streak's limit), and the prevailing
 * wind moves on after a round of four dealers, or after every hand.
 */
void
mj_rotation_move_on (MjRotation *rotation,
                     MjRuleset  *ruleset,
                     int         winner)
{
  const MjRulesetValues *v = mj_ruleset_get_values (ruleset);
  gboolean pass;

  /* the deal */
  if (winner < 0)
    pass = !v->params[MJ_PARAM_DEALER_STAYS_DRAW];
  else if (winner == rotation->dealer)
    {
      rotation->east_streak++;
      pass = !v->params[MJ_PARAM_DEALER_STAYS_WIN] ||
             (v->params[MJ_PARAM_EAST_WIN_LIMIT] > 0 &&
              rotation->east_streak >= v->params[MJ_PARAM_EAST_WIN_LIMIT]);
    }
  else
    pass = TRUE;

  if (pass)
    {
      /* East always exists: the deal passes to the next seat someone sits in */
      do
        rotation->dealer = (guint8) ((rotation->dealer + 1) % 4);
      while ((rotation->empty >> rotation->dealer) & 1u);
      rotation->east_streak = 0;
      rotation->passes++;
    }

  /* the wind */
  if (v->params[MJ_PARAM_WIND_EVERY_HAND])
    {
      rotation->prevailing_wind = (guint8) ((rotation->prevailing_wind + 1) % 4);
      if (rotation->prevailing_wind == MJ_WIND_EAST)
        rotation->round++;
    }
  else if (rotation->passes >= 4 - (guint) __builtin_popcount (rotation->empty))
    {
      rotation->passes = 0;
      rotation->round++;
      rotation->prevailing_wind = (guint8) ((rotation->prevailing_wind + 1) % 4);
    }
}

/* The hand is over: record it, move the dealer and the wind on, see if the match ends. */
static void
finish_hand (MjMatch *self)
{
  const MjGameResult *result = mj_game_get_result (self->game);
  MjHandRecord record = { 0 };
  gboolean over = FALSE;

  self->recorded = TRUE;

  record.number = (guint16) (self->records->len + 1);
  record.prevailing_wind = self->rotation.prevailing_wind;
  record.dealer = self->rotation.dealer;
  record.winner = result->winner;
  record.discarder = result->discarder;
  record.self_drawn = result->self_drawn;
  for (guint seat = 0; seat < 4; seat++)
    {
      record.totals[seat] = result->scores[seat].total;
      record.net[seat] = result->settlement.net[seat];
      self->balance[seat] += record.net[seat];
      record.balance[seat] = self->balance[seat];
    }
  g_array_append_val (self->records, record);

  /* the deal and the wind move on, and the match knows whether it is over, before the hand
   * is told: whoever shows it says what comes next */
  mj_rotation_move_on (&self->rotation, self->ruleset, result->winner);
  if (self->v->params[MJ_PARAM_ROUNDS] > 0 && self->rotation.round >= self->v->params[MJ_PARAM_ROUNDS])
    over = TRUE;
  if (self->v->params[MJ_PARAM_END_WHEN_BROKE])
    for (guint seat = 0; seat < 4; seat++)
      if (self->v->params[MJ_PARAM_STARTING_POINTS] + self->balance[seat] <= 0)
        over = TRUE;
  if (self->max_hands > 0 && self->records->len >= self->max_hands)
    over = TRUE;

  self->finished = over;
  g_signal_emit (self, signals[HAND_FINISHED], 0, self->game);
  if (over)
    g_signal_emit (self, signals[MATCH_FINISHED], 0);
}

static void
mj_match_dispose (GObject *object)
{
  MjMatch *self = MJ_MATCH (object);

  for (guint i = 0; i < 4; i++)
    g_clear_object (&self->players[i]);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (mj_match_parent_class)->dispose (object);
}

static void
mj_match_finalize (GObject *object)
{
  MjMatch *self = MJ_MATCH (object);

  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->records, g_array_unref);

  G_OBJECT_CLASS (mj_match_parent_class)->finalize (object);
}

static void
mj_match_class_init (MjMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_match_dispose;
  object_class->finalize = mj_match_finalize;

  /**
   * MjMatch::hand-started:
   * @game: the new hand, not dealt yet
   */
  signals[HAND_STARTED] =
    g_signal_new ("hand-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MJ_TYPE_GAME);
  /**
   * MjMatch::hand-finished:
   * @game: the hand, with its itemized scores and payments in mj_game_get_result()
   *
   * The hand is recorded, the deal and the wind have moved on, and mj_match_is_finished()
   * says whether it was the last ("match-finished" follows if so).
   */
  signals[HAND_FINISHED] =
    g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MJ_TYPE_GAME);
  /**
   * MjMatch::match-finished:
   *
   * The match is over: its last hand is finished, or mj_match_end() ended it.
   */
  signals[MATCH_FINISHED] =
    g_signal_new ("match-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_match_init (MjMatch *self)
{
  self->records = g_array_new (FALSE, TRUE, sizeof (MjHandRecord));
}

/* A restored match takes a restored hand as its own. */
void
_mj_match_adopt_game (MjMatch *self,
                      MjGame  *game)
{
  g_set_object (&self->game, game);
  mj_game_set_silent (self->game, self->silent);
  for (guint seat = 0; seat < 4; seat++)
    mj_game_set_player (self->game, seat, self->players[seat]);
  g_signal_connect_object (self->game, "hand-finished", G_CALLBACK (game_finished_cb), self,
                           G_CONNECT_SWAPPED);
}

MjMatch *
_mj_match_new_empty (MjRuleset *ruleset)
{
  MjMatch *self = g_object_new (MJ_TYPE_MATCH, NULL);

  self->ruleset = g_object_ref (ruleset);
  self->v = mj_ruleset_get_values (self->ruleset);
  return self;
}

/**
 * mj_match_new:
 * @ruleset: the rules; the match keeps its own copy
 * @seed: every hand's wall follows from it
 * @first_dealer: the first East
 *
 * Returns: (transfer full): a match whose first hand mj_match_run() deals
 */
MjMatch *
mj_match_new (MjRuleset *ruleset,
              guint32    seed,
              guint      first_dealer)
{
  MjMatch *self;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (first_dealer < 4, NULL);

  self = g_object_new (MJ_TYPE_MATCH, NULL);
  self->ruleset = mj_ruleset_copy (ruleset);
  self->v = mj_ruleset_get_values (self->ruleset);
  self->seed = seed;
  self->first_dealer = self->rotation.dealer = (guint8) first_dealer;
  self->rotation.prevailing_wind = MJ_WIND_EAST;
  for (guint seat = 0; seat < 4; seat++)
    self->balance[seat] = 0;
  return self;
}

void
mj_match_set_player (MjMatch  *self,
                     guint     seat,
                     MjPlayer *player)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  g_return_if_fail (seat < 4);

  g_set_object (&self->players[seat], player);
  if (self->game != NULL)
    mj_game_set_player (self->game, seat, player);
}

/**
 * mj_match_check_empty_seats:
 * @empty: a bit per seat nobody would sit in
 *
 * Returns: whether @ruleset can be played so, and if not, why
 */
MjSeatsCheck
mj_match_check_empty_seats (MjRuleset *ruleset,
                            guint      empty)
{
  guint players = 4 - (guint) __builtin_popcount (empty & 0xf);

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), MJ_SEATS_TOO_FEW);

  if (players < (guint) mj_ruleset_get (ruleset, MJ_PARAM_FEWEST_PLAYERS))
    return MJ_SEATS_TOO_FEW;
  if (!mj_seats_valid_empty (empty))
    return MJ_SEATS_NOT_OPPOSITE;
  return MJ_SEATS_OK;
}

/**
 * mj_match_set_empty_seats:
 * @empty: a bit per seat nobody sits in: one (three players) or two opposite each other
 *   (two players); 0 for four
 *
 * Seats fewer than four, before the first hand, where the ruleset allows it: the empty
 * seats are dealt nothing and passed over, the deal passes over them (East always
 * exists), a round of winds is one deal per player, and the ruleset's limit on chows with
 * fewer players applies (the match's copy of the rules says so).
 *
 * Returns: %FALSE, changing nothing, if the ruleset does not allow so few players or the
 *   seats cannot be so (two players must sit opposite)
 */
gboolean
mj_match_set_empty_seats (MjMatch *self,
                          guint    empty)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->game == NULL && self->records->len == 0, FALSE);

  if (mj_match_check_empty_seats (self->ruleset, empty) != MJ_SEATS_OK)
    return FALSE;

  self->rotation.empty = (guint8) empty;
  while ((empty >> self->rotation.dealer) & 1u)
    self->rotation.dealer = (guint8) ((self->rotation.dealer + 1) % 4);
  self->first_dealer = self->rotation.dealer;
  if (empty != 0)
    mj_ruleset_set (self->ruleset, MJ_PARAM_MAX_CHOWS,
                    MIN (self->v->params[MJ_PARAM_MAX_CHOWS], self->v->params[MJ_PARAM_CHOWS_FEWER_PLAYERS]));
  return TRUE;
}

/**
 * mj_match_get_empty_seats:
 *
 * Returns: a bit per seat nobody sits in
 */
guint
mj_match_get_empty_seats (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), 0);

  return self->rotation.empty;
}

/**
 * mj_match_set_max_hands:
 *
 * Ends the match after this many hands even if the ruleset would play on (0: no cap).
 */
void
mj_match_set_max_hands (MjMatch *self,
                        guint    max_hands)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  self->max_hands = max_hands;
}

void
mj_match_set_silent (MjMatch  *self,
                     gboolean  silent)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  self->silent = !!silent;
  if (self->game != NULL)
    mj_game_set_silent (self->game, silent);
}

/**
 * mj_match_run:
 *
 * Plays hands until the match is over or a seat's answer is awaited; call it again after
 * mj_game_answer() has finished a hand.
 */
void
mj_match_run (MjMatch *self)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  g_object_ref (self);
  while (!self->finished)
    {
      if (self->game == NULL || self->recorded)
        start_hand (self);

      mj_game_run (self->game);
      if (mj_game_get_phase (self->game) != MJ_PHASE_FINISHED)
        break;
      if (!self->recorded)
        finish_hand (self);
    }
  g_object_unref (self);
}

MjGame *
mj_match_get_game (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  return self->game;
}

MjRuleset *
mj_match_get_ruleset (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  return self->ruleset;
}

gboolean
mj_match_is_finished (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), TRUE);
  return self->finished;
}

/**
 * mj_match_end:
 *
 * Ends the match now, as a family ends an evening of play: the hands already finished
 * stand, a hand in progress is not scored, and #MjMatch::match-finished is emitted.
 */
void
mj_match_end (MjMatch *self)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  if (!self->finished)
    end_match (self);
}

guint
mj_match_get_dealer (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), 0);
  return self->rotation.dealer;
}

MjWind
mj_match_get_prevailing_wind (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), MJ_WIND_EAST);
  return (MjWind) self->rotation.prevailing_wind;
}

guint
mj_match_get_round (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), 0);
  return self->rotation.round;
}

/**
 * mj_match_get_balance:
 *
 * Returns: the seat's points: the ruleset's starting points plus every hand's payments
 */
int
mj_match_get_balance (MjMatch *self,
                      guint    seat)
{
  g_return_val_if_fail (MJ_IS_MATCH (self) && seat < 4, 0);
  return self->v->params[MJ_PARAM_STARTING_POINTS] + self->balance[seat];
}

/**
 * mj_match_get_hands_won:
 *
 * Where the rules score nothing (mj_ruleset_scores_hands()), the hands won tell the
 * players apart.
 *
 * Returns: how many of the hands played so far @seat went out in
 */
guint
mj_match_get_hands_won (MjMatch *self,
                        guint    seat)
{
  guint n = 0;

  g_return_val_if_fail (MJ_IS_MATCH (self) && seat < 4, 0);
  for (guint i = 0; i < self->records->len; i++)
    n += g_array_index (self->records, MjHandRecord, i).winner == (int) seat;
  return n;
}

const MjHandRecord *
mj_match_get_records (MjMatch *self,
                      guint   *n_records)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  *n_records = self->records->len;
  return (const MjHandRecord *) self->records->data;
}
