/* mj-history-fixture.c: made-up matches for the score history: test fixtures and benchmarks
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand of a fixture is known by its totals only: the hands themselves are empty, the
 * scores have no items, and every loser pays the winner the winner's total. That is
 * enough for what reads the history back (the list of matches, the statistics, the
 * score sheet's numbers), and it is written through the same mj_history_record_hand()
 * as a hand played, so the database holds what a real one does, row for row.
 *
 * Part of the tests' support library (not of the game): the history tests and
 * mahjong-table-bench link it.
 */

#define G_LOG_DOMAIN "mj-history"

#include "config.h"

#include <string.h>

#include "mj-history-fixture.h"

/* The family of a generated history. */
static const char * const family[] = {
  "Grandma", "Grandpa", "Mum", "Dad", "Anna", "Ben", "Chloé", "Dai",
};

/* The rulesets it plays, one match in four each. */
static const char * const rulesets[] = { "bmja", "dmjl", "cantonese", "hong-kong" };

/**
 * mj_history_record_fixture_hand:
 * @ruleset: the match's ruleset
 * @number: the hand's number in the match, from 1
 * @hand: who won and the four totals
 * @balance: (inout): the running balances, moved on by the hand
 *
 * Records a hand known by its totals; the dealer is East's first seat and the wind East.
 */
gboolean
mj_history_record_fixture_hand (MjHistory                  *history,
                                gint64                      match,
                                MjRuleset                  *ruleset,
                                guint                       number,
                                const MjHistoryFixtureHand *hand,
                                int                         balance[4],
                                GError                    **error)
{
  g_autofree MjGameResult *result = g_new0 (MjGameResult, 1);
  MjHandRecord record = { 0 };

  g_return_val_if_fail (MJ_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (MJ_IS_RULESET (ruleset), FALSE);
  g_return_val_if_fail (hand != NULL && hand->winner >= -1 && hand->winner < 4, FALSE);

  record.number = (guint16) number;
  record.winner = (gint8) hand->winner;
  record.discarder = (gint8) hand->discarder;
  record.self_drawn = (guint8) hand->self_drawn;
  result->winner = (gint8) hand->winner;
  result->discarder = (gint8) hand->discarder;
  result->self_drawn = (guint8) hand->self_drawn;
  result->liable = -1;
  for (guint seat = 0; seat < 4; seat++)
    {
      mj_hand_init (&result->hands[seat]);
      result->scores[seat].special_hand = -1;
      result->scores[seat].faan = -1;
      result->scores[seat].total = hand->totals[seat];
      result->scores[seat].won = (int) seat == hand->winner;
      result->scores[seat].limit_applied = (int) seat == hand->winner && hand->limit;
      record.totals[seat] = hand->totals[seat];
    }
  if (hand->winner >= 0)
    for (guint seat = 0; seat < 4; seat++)
      if ((int) seat != hand->winner)
        {
          result->settlement.pays[seat][hand->winner] = hand->totals[hand->winner];
          result->settlement.net[seat] -= hand->totals[hand->winner];
          result->settlement.net[hand->winner] += hand->totals[hand->winner];
        }
  for (guint seat = 0; seat < 4; seat++)
    {
      record.net[seat] = result->settlement.net[seat];
      balance[seat] += record.net[seat];
      record.balance[seat] = balance[seat];
    }

  return mj_history_record_hand (history, match, ruleset, &record, result, error);
}

/* Four different members of the family, in a random order. */
static void
choose_seats (GRand        *rand,
              const gint64  people[G_N_ELEMENTS (family)],
              gint64        seats[4])
{
  gint64 shuffled[G_N_ELEMENTS (family)];

  memcpy (shuffled, people, sizeof shuffled);
  for (guint i = 0; i < 4; i++)
    {
      guint j = (guint) g_rand_int_range (rand, (gint32) i, G_N_ELEMENTS (family));
      gint64 t = shuffled[i];

      shuffled[i] = shuffled[j];
      shuffled[j] = t;
      seats[i] = shuffled[i];
    }
}

static void
random_hand (GRand                *rand,
             MjHistoryFixtureHand *hand)
{
  memset (hand, 0, sizeof *hand);
  hand->winner = -1;
  hand->discarder = -1;
  /* one hand in ten is drawn */
  if (g_rand_int_range (rand, 0, 10) == 0)
    return;

  hand->winner = g_rand_int_range (rand, 0, 4);
  hand->self_drawn = g_rand_int_range (rand, 0, 3) == 0;
  if (!hand->self_drawn)
    hand->discarder = (hand->winner + g_rand_int_range (rand, 1, 4)) % 4;
  hand->limit = g_rand_int_range (rand, 0, 40) == 0;
  for (guint seat = 0; seat < 4; seat++)
    hand->totals[seat] = 2 * g_rand_int_range (rand, 0, 30);
  hand->totals[hand->winner] = hand->limit ? 1000 : 2 * g_rand_int_range (rand, 10, 250);
}

/**
 * mj_history_fill_fixture:
 * @n_matches: how many matches to add
 * @seed: the same seed makes the same matches
 * @last_started: when the last match began, seconds since 1970 (the others are earlier,
 *   twelve hours apart)
 *
 * Adds @n_matches finished matches of eight to sixteen hands among a family of eight,
 * under four rulesets, in one transaction: the fixture of the history's speed goals.
 */
gboolean
mj_history_fill_fixture (MjHistory  *history,
                         guint       n_matches,
                         guint32     seed,
                         gint64      last_started,
                         GError    **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  MjRuleset *loaded[G_N_ELEMENTS (rulesets)] = { NULL };
  gint64 people[G_N_ELEMENTS (family)];
  gboolean ok = FALSE;

  g_return_val_if_fail (MJ_IS_HISTORY (history), FALSE);

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    if ((loaded[r] = mj_ruleset_new_preset (rulesets[r], error)) == NULL)
      goto out;
  if (!mj_history_batch_begin (history, error))
    goto out;
  for (guint p = 0; p < G_N_ELEMENTS (family); p++)
    if ((people[p] = mj_history_ensure_player (history, family[p], FALSE, error)) <= 0)
      goto fail;

  for (guint m = 0; m < n_matches; m++)
    {
      MjRuleset *ruleset = loaded[g_rand_int_range (rand, 0, G_N_ELEMENTS (rulesets))];
      gint64 started = last_started - (gint64) (n_matches - 1 - m) * 12 * 60 * 60;
      guint n_hands = (guint) g_rand_int_range (rand, 8, 17);
      int balance[4] = { 0, 0, 0, 0 };
      gint64 seats[4];
      gint64 match;

      choose_seats (rand, people, seats);
      match = mj_history_begin_match_at (history, ruleset, MJ_HISTORY_PLACE_SCREEN, seats, m + 1, 0,
                                         started, error);
      if (match <= 0)
        goto fail;
      for (guint h = 1; h <= n_hands; h++)
        {
          MjHistoryFixtureHand hand;

          random_hand (rand, &hand);
          if (!mj_history_record_fixture_hand (history, match, ruleset, h, &hand, balance, error))
            goto fail;
        }
      if (!mj_history_finish_match_at (history, match, started + 3 * 60 * 60, error))
        goto fail;
    }
  ok = mj_history_batch_commit (history, error);
  goto out;

fail:
  mj_history_batch_rollback (history);
out:
  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    g_clear_object (&loaded[r]);
  return ok;
}
