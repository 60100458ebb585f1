/* mj-settle.h: who pays whom at the end of a hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-hand.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

typedef struct
{
  int pays[4][4];   /* pays[i][j]: what seat i pays seat j */
  int net[4];       /* what each seat gains (negative: loses) this hand */
} MjSettlement;

/* Why one loser pays for everyone. */
typedef enum
{
  MJ_LIABLE_NONE,
  MJ_LIABLE_DANGEROUS_GAME,  /* fed the winner a dangerous discard (RULES-BMJA-DMJL.md 11.3) */
  MJ_LIABLE_CALLING_NINE,    /* discarded the winning tile of a clear hand calling nine pieces */
  MJ_LIABLE_CALLING_TWELVE,  /* fed the fourth revealed set of a clear hand that then drew its
                              * winning tile (the Cantonese game) */
  MJ_N_LIABLE_RULES,
} MjLiableRule;

const char *mj_liable_rule_get_name    (MjLiableRule   rule);
const char *mj_liable_rule_to_string   (MjLiableRule   rule);
gboolean    mj_liable_rule_from_string (const char    *text,
                                        MjLiableRule  *rule);
int         mj_settle_calling_pieces   (MjRuleset     *ruleset,
                                        const MjHand  *winning,
                                        int            discarder,
                                        int            twelfth_from,
                                        MjLiableRule  *rule);

void mj_settle (MjRuleset    *ruleset,
                const int     totals[4],
                int           east,
                int           winner,
                int           discarder,
                gboolean      self_drawn,
                int           liable,
                MjSettlement *settlement);
void mj_settle_seats (MjRuleset    *ruleset,
                      guint         empty,
                      const int     totals[4],
                      int           east,
                      int           winner,
                      int           discarder,
                      gboolean      self_drawn,
                      int           liable,
                      MjSettlement *settlement);

G_END_DECLS
