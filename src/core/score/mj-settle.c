/* mj-settle.c: payments between the players after a hand (RULES.md section 4)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-settle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-settle.h"

static const struct
{
  const char *key;
  const char *name;
} liable_rules[MJ_N_LIABLE_RULES] = {
  { "none", NULL },
  /* Translators: the BMJA's rule that makes a player who fed a dangerous discard pay for all */
  { "dangerous-game", N_("Dangerous game") },
  /* Translators: the Cantonese rule "Calling 9 pieces" (Kau tseung) */
  { "calling-nine", N_("Calling 9 pieces") },
  /* Translators: the Cantonese rule "Calling 12 pieces" (Shap i tseung) */
  { "calling-twelve", N_("Calling 12 pieces") },
};

/**
 * mj_liable_rule_get_name:
 *
 * Returns: (nullable): the translated name of the rule that made a player pay for everyone,
 *   such as "Calling 9 pieces"; %NULL for none
 */
const char *
mj_liable_rule_get_name (MjLiableRule rule)
{
  if ((guint) rule >= MJ_N_LIABLE_RULES || liable_rules[rule].name == NULL)
    return NULL;
  return _(liable_rules[rule].name);
}

/**
 * mj_liable_rule_to_string:
 *
 * Returns: the rule's key in files and JSON ("calling-nine"); "none" for none
 */
const char *
mj_liable_rule_to_string (MjLiableRule rule)
{
  g_return_val_if_fail ((guint) rule < MJ_N_LIABLE_RULES, "none");
  return liable_rules[rule].key;
}

gboolean
mj_liable_rule_from_string (const char   *text,
                            MjLiableRule *rule)
{
  for (guint i = 0; i < MJ_N_LIABLE_RULES; i++)
    if (g_strcmp0 (text, liable_rules[i].key) == 0)
      {
        *rule = (MjLiableRule) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * mj_settle_calling_pieces:
 * @winning: the winner's hand, its winning tile with it; a set a claimed winning tile
 *   completed laid out among the declared sets or not
 * @discarder: the seat that discarded the winning tile, or -1
 * @twelfth_from: the seat that fed the winner the fourth revealed set, or -1
 * @rule: (out) (optional): which rule decided it
 *
 * The Cantonese "Calling 9 pieces" and "Calling 12 pieces" (rules/cantonese-old-style.txt),
 * read from the winning hand: a clear hand (one suit, no honours) that had revealed three
 * sets, through claims, before its winning tile "is calling"; "if any player discards the
 * winning piece for this hand ... the discarding player must pay everyone's payout". One that
 * had revealed four, the fourth fed by @twelfth_from, makes that player "pay everything" when
 * it then self-draws. Under rules without calling pieces, nobody.
 *
 * Returns: the seat that pays for everyone, or -1
 */
int
mj_settle_calling_pieces (MjRuleset    *ruleset,
                          const MjHand *winning,
                          int           discarder,
                          int           twelfth_from,
                          MjLiableRule *rule)
{
  guint8 counts[MJ_N_PLAY_KINDS];
  guint suits = 0, revealed = 0;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), -1);
  g_return_val_if_fail (winning != NULL, -1);

  if (rule != NULL)
    *rule = MJ_LIABLE_NONE;
  if (!mj_ruleset_get (ruleset, MJ_PARAM_CALLING_PIECES) || !winning->mahjong)
    return -1;

  /* a clear hand */
  mj_hand_all_counts (winning, counts);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (counts[t] > 0)
      suits |= mj_tile_is_suited ((MjTile) t) ? 1u << mj_tile_suit ((MjTile) t) : 8u;
  if (suits != 1 && suits != 2 && suits != 4)
    return -1;

  /* the sets revealed through claims before the winning tile: the exposed ones, less the set
   * a claimed winning tile completed if it is laid out among them */
  for (guint i = 0; i < winning->n_melds; i++)
    revealed += winning->melds[i].exposed != 0;
  if (mj_hand_names_completed_set (winning) && revealed > 0)
    revealed--;

  if (revealed >= 3 && !winning->self_drawn && discarder >= 0)
    {
      if (rule != NULL)
        *rule = MJ_LIABLE_CALLING_NINE;
      return discarder;
    }
  if (revealed >= 4 && winning->self_drawn && twelfth_from >= 0)
    {
      if (rule != NULL)
        *rule = MJ_LIABLE_CALLING_TWELVE;
      return twelfth_from;
    }
  return -1;
}

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
