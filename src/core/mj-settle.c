/* mj-settle.c: payments between the players after a hand (RULES.md section 4)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-settle"

#include "config.h"

#include <string.h>

#include "mj-settle.h"

static void
pay (MjSettlement *s,
     int           from,
     int           to,
     int           amount)
{
  if (amount < 0)
    {
      int t = from;

      from = to;
      to = t;
      amount = -amount;
    }
  if (amount == 0 || from == to)
    return;
  s->pays[from][to] += amount;
  s->net[from] -= amount;
  s->net[to] += amount;
}

#define SEAT_EMPTY(empty, seat) (((empty) >> (seat)) & 1u)

/**
 * mj_settle:
 * @ruleset: the rules
 * @totals: the hand totals of the four seats
 * @east: the dealer's seat
 * @winner: the winner's seat, or -1 for a drawn hand
 * @discarder: the seat whose discard the winner claimed, or -1
 * @self_drawn: whether the winning tile came from the wall
 * @liable: a seat that pays for everyone (a dangerous discard, calling nine or twelve
 *   pieces), or -1
 * @settlement: (out caller-allocates): the payments
 *
 * Differences (the classical games): the winner is paid its total by each loser, and the
 * losers pay each other the differences of their totals; payments to or from East are
 * doubled where the ruleset says so (RULES-BMJA-DMJL.md 11.1). A liable player pays the
 * winner four times the total, six times to East, and nothing else is paid (11.3).
 *
 * Winner only (faan): each loser pays the winner's points, the discarder double, everyone
 * double on a self-drawn win; a liable player pays every loser's share.
 *
 * Recorded (scores written down): nobody pays; each seat keeps its total, East's doubled.
 */
void
mj_settle (MjRuleset    *ruleset,
           const int     totals[4],
           int           east,
           int           winner,
           int           discarder,
           gboolean      self_drawn,
           int           liable,
           MjSettlement *settlement)
{
  mj_settle_seats (ruleset, 0, totals, east, winner, discarder, self_drawn, liable, settlement);
}

/**
 * mj_settle_seats:
 * @empty: a bit per seat nobody sits in (two or three players): it neither pays nor is paid
 *
 * mj_settle() at a table of two, three or four. A liable player pays what every other
 * player would have paid.
 */
void
mj_settle_seats (MjRuleset    *ruleset,
                 guint         empty,
                 const int     totals[4],
                 int           east,
                 int           winner,
                 int           discarder,
                 gboolean      self_drawn,
                 int           liable,
                 MjSettlement *settlement)
{
  const MjRulesetValues *v;
  gboolean east_double;
  int unit;

  g_return_if_fail (MJ_IS_RULESET (ruleset));
  g_return_if_fail (east >= 0 && east < 4);
  g_return_if_fail (winner >= -1 && winner < 4);

  memset (settlement, 0, sizeof *settlement);
  v = mj_ruleset_get_values (ruleset);
  east_double = v->params[MJ_PARAM_EAST_DOUBLE] != 0;
  unit = MAX (v->params[MJ_PARAM_POINT_VALUE], 1);

  switch (v->params[MJ_PARAM_SETTLEMENT])
    {
    case MJ_SETTLEMENT_RECORDED:
      for (int i = 0; i < 4; i++)
        if (!SEAT_EMPTY (empty, i))
          settlement->net[i] = totals[i] * (i == east && east_double ? 2 : 1);
      return;

    case MJ_SETTLEMENT_WINNER_ONLY:
      if (winner < 0)
        return;
      for (int i = 0; i < 4; i++)
        {
          int amount;

          if (i == winner || SEAT_EMPTY (empty, i))
            continue;
          amount = totals[winner] * unit;
          if (east_double && (i == east || winner == east))
            amount *= 2;
          if (self_drawn && v->params[MJ_PARAM_SELF_DRAWN_DOUBLE])
            amount *= 2;
          else if (i == discarder && v->params[MJ_PARAM_DISCARDER_DOUBLE])
            amount *= 2;
          pay (settlement, liable >= 0 && liable != winner ? liable : i, winner, amount);
        }
      return;

    case MJ_SETTLEMENT_DIFFERENCES:
    default:
      /* A drawn hand: in play every total counts as nothing (11.2). */
      if (winner < 0)
        return;
      if (liable >= 0 && liable != winner)
        {
          int amount = totals[winner] * (winner == east && east_double ? 6 : 4);

          /* at a smaller table, what the players there would have paid */
          if (empty != 0)
            {
              amount = 0;
              for (int i = 0; i < 4; i++)
                if (i != winner && !SEAT_EMPTY (empty, i))
                  amount += totals[winner] * (east_double && (i == east || winner == east) ? 2 : 1);
            }
          pay (settlement, liable, winner, amount);
          return;
        }
      for (int i = 0; i < 4; i++)
        {
          int factor_iw = east_double && (i == east || winner == east) ? 2 : 1;

          if (i == winner || SEAT_EMPTY (empty, i))
            continue;
          pay (settlement, i, winner, factor_iw * totals[winner]);
          for (int j = i + 1; j < 4; j++)
            {
              int factor = east_double && (i == east || j == east) ? 2 : 1;

              if (j == winner || SEAT_EMPTY (empty, j))
                continue;
              /* the lower total pays the difference */
              pay (settlement, i, j, factor * (totals[j] - totals[i]));
            }
        }
      return;
    }
}
