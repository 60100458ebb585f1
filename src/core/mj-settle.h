/* mj-settle.h: who pays whom at the end of a hand
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mj-ruleset.h"

G_BEGIN_DECLS

typedef struct
{
  int pays[4][4];   /* pays[i][j]: what seat i pays seat j */
  int net[4];       /* what each seat gains (negative: loses) this hand */
} MjSettlement;

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
