/* mj-ai-exchange.c: which tiles a computer player passes on in a Goulash
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before a Goulash is played every seat passes on three tiles, three times. A player passes
 * what it can best spare: the tile whose loss leaves the hand nearest to going out, and of
 * those the one with the fewest tiles around it. A wild tile is never passed while there
 * is anything else to pass.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-exchange.h"
#include "mj-hand.h"
#include "mj-shape.h"

/* How much the hand would miss the tile: its copies and its neighbours in the suit. */
static guint
usefulness (const guint8 counts[MJ_N_PLAY_KINDS],
            MjTile       t)
{
  guint u = 2 * (counts[t] - 1u);

  if (mj_tile_is_suited (t))
    {
      guint rank = mj_tile_rank (t);

      for (int d = -2; d <= 2; d++)
        {
          int r = (int) rank + d;

          if (d != 0 && r >= 1 && r <= 9)
            u += counts[t + d] * (d == -1 || d == 1 ? 2u : 1u);
        }
    }
  return u;
}

/**
 * mj_ai_choose_exchange:
 * @view: what the seat knows
 * @decision: an MJ_DECISION_EXCHANGE
 *
 * Returns: the tile to set aside, one of @decision's actions
 */
MjAction
mj_ai_choose_exchange (const MjSeatView *view,
                       const MjDecision *decision)
{
  guint8 counts[MJ_N_PLAY_KINDS];
  MjAction best = decision->actions[0];
  int best_shanten = G_MAXINT;
  guint best_use = G_MAXUINT;
  gboolean best_wild = TRUE;

  memcpy (counts, view->concealed, sizeof counts);

  for (guint i = 0; i < decision->n_actions; i++)
    {
      const MjAction *a = &decision->actions[i];
      gboolean wild = view->goulash && a->tile == MJ_WILD_TILE;
      int shanten;
      guint use;

      if (a->kind != MJ_ACTION_EXCHANGE || a->tile >= MJ_N_PLAY_KINDS || counts[a->tile] == 0)
        continue;

      counts[a->tile]--;
      shanten = mj_shape_shanten (counts, 0);
      counts[a->tile]++;
      use = usefulness (counts, a->tile);

      if ((best_wild && !wild) ||
          (wild == best_wild && (shanten < best_shanten || (shanten == best_shanten && use < best_use))))
        {
          best = *a;
          best_shanten = shanten;
          best_use = use;
          best_wild = wild;
        }
    }
  return best;
}
