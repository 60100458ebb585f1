/* mj-ai-goulash.c: how a computer player plays a Goulash
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before a Goulash is played every seat passes on three tiles, three times. A player passes
 * what it can best spare: the tile whose loss leaves the hand nearest to going out, and of
 * those the one with the fewest tiles around it. A wild tile is never passed while there
 * is anything else to pass, and in play never discarded nor spent on a claimed set or a
 * kong, where it would be only itself: it is kept for going out, which the game offers
 * whenever the wild tiles make the hand complete.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-goulash.h"
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

/* Whether the action gives up a wild tile: discards it, or sets it in a kong or a claimed
 * set, where it is only itself. */
static gboolean
spends_wild (const MjAction *a,
             MjTile          claimed)
{
  switch ((MjActionKind) a->kind)
    {
    case MJ_ACTION_DISCARD:
    case MJ_ACTION_CONCEALED_KONG:
    case MJ_ACTION_ADDED_KONG:
      return a->tile == MJ_WILD_TILE;
    case MJ_ACTION_PUNG:
    case MJ_ACTION_KONG:
    case MJ_ACTION_TAKE:
      return claimed == MJ_WILD_TILE;
    case MJ_ACTION_CHOW:
      /* the chow's two tiles from the hand: a wild one among them */
      return a->tile <= MJ_WILD_TILE && MJ_WILD_TILE <= a->tile + 2 &&
             mj_tile_suit (a->tile) == mj_tile_suit (MJ_WILD_TILE) && claimed != MJ_WILD_TILE;
    default:
      return FALSE;
    }
}

/**
 * mj_ai_keep_wild:
 * @kept: (out caller-allocates): @decision without the actions that give up a wild tile
 *
 * In a Goulash, the decision a player who keeps its wild tiles chooses from. A turn that
 * offers nothing else keeps its actions.
 *
 * Returns: whether @kept differs from @decision
 */
gboolean
mj_ai_keep_wild (const MjSeatView *view,
                 const MjDecision *decision,
                 MjDecision       *kept)
{
  MjTile claimed = decision->kind == MJ_DECISION_TURN ? MJ_TILE_NONE : decision->tile;
  gboolean any_discard = FALSE;

  if (!view->goulash || view->concealed[MJ_WILD_TILE] == 0)
    return FALSE;

  *kept = *decision;
  kept->n_actions = 0;
  for (guint i = 0; i < decision->n_actions; i++)
    {
      const MjAction *a = &decision->actions[i];

      if (spends_wild (a, claimed))
        continue;
      any_discard |= a->kind == MJ_ACTION_DISCARD;
      kept->actions[kept->n_actions++] = *a;
    }

  /* a turn must still discard something */
  if (kept->n_actions == decision->n_actions ||
      (decision->kind == MJ_DECISION_TURN && !any_discard) || kept->n_actions == 0)
    return FALSE;
  return TRUE;
}
