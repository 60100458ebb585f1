/* mj-ai-lookahead.c: the expert's look-ahead: every way a hand one tile from ready gets there
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluator values a hand that is not ready by its features. For its best few discards
 * that leave the hand one tile from ready, the expert looks one draw further: for each
 * unseen tile that would make the hand ready, it finds the best discard then and values
 * that ready hand exactly (the scoring engine scores it with each tile it would wait on,
 * from the wall and on a discard, and the live waits give its chance). The mean over those
 * tiles, weighted by how many of each are unseen, is weighed with the estimate: the wait
 * the hand is heading for, the minimum faan, the chows it may not finish with and every
 * pattern the ruleset pays for are then counted, not guessed. (Replacing the estimate
 * outright played worse in self-play: the exact values of ready hands and the features of
 * the others are on scales a little apart.) It stops at the time budget; a kong is weighed
 * the same way.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"

#define TOP_CANDS 4

/* How much the look-ahead counts against the evaluator's estimate. */
#define LOOK_WEIGHT 0.35

/* The time left when the hand becomes ready, as a share of the draws left now. */
#define READY_LATER 0.7

/* The best a ready hand made from @h14 (fourteen tiles) can do, 0 if none is ready; @p_win
 * gets its chance of going out. */
static double
best_ready (const MjAiCtx   *ctx,
            MjAiHand        *h14,
            const MjAiShape *shape,
            double           draws,
            double          *p_win)
{
  MjAiProbe probe;
  guint mode;
  double best = 0;
  gboolean fast = mj_ai_shape_is_fast (shape, &mode);

  if (fast)
    mj_ai_probe_init (&probe, h14->counts, 4 - MIN (shape->n_decl, 4), mode);

  *p_win = 0;
  for (MjTile x = 0; x < MJ_N_PLAY_KINDS; x++)
    {
      int sh;

      if (h14->counts[x] == 0)
        continue;
      if (fast)
        {
          MjAiVec v;

          mj_ai_probe_vec_change (&probe, MJ_TILE_NONE, x, &v);
          sh = mj_ai_probe_shanten_with (&probe, x < 27 ? x / 9 : 3, &v);
        }
      else
        {
          h14->counts[x]--;
          sh = mj_ai_shanten (shape, h14->counts);
          h14->counts[x]++;
        }
      if (sh != 0)
        continue;

      h14->counts[x]--;
      {
        guint64 waits;
        guint live;
        double q, value, p, ev;

        value = mj_ai_ready_value (ctx, h14, &waits, &live, &q);
        p = mj_ai_p_win (1, q, draws);
        ev = p * value * (1 - ctx->deal_in[x]);
        if (ev > best)
          {
            best = ev;
            *p_win = p;
          }
      }
      h14->counts[x]++;
    }
  return best;
}

/* The prospects of @h13, one tile from ready with the tiles @improving, through each; @p_win
 * gets the chance of going out. */
static double
one_away (const MjAiCtx  *ctx,
          const MjAiHand *h13,
          guint64         improving,
          guint           ukeire,
          gint64          deadline,
          gboolean       *complete,
          double         *p_win)
{
  MjAiPlan plans[MJ_AI_MAX_PLANS];
  MjAiHand h = *h13;
  double sum = 0, weight = 0, p_sum = 0, p_reach, later = h13->draws * READY_LATER;

  mj_ai_plans (ctx, h13, plans);
  *complete = TRUE;
  for (guint64 rest = improving; rest != 0; rest &= rest - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (rest);
      guint u = ctx->unseen[t];

      if (u == 0 || h.counts[t] >= 4)
        continue;
      if (g_get_monotonic_time () > deadline)
        {
          *complete = FALSE;
          return 0;
        }
      h.counts[t]++;
      {
        double p;

        sum += u * best_ready (ctx, &h, &plans[0].shape, later, &p);
        p_sum += u * p;
      }
      weight += u;
      h.counts[t]--;
    }
  *p_win = 0;
  if (weight <= 0)
    return 0;

  /* the chance of becoming ready in time, from the measured chances of going out */
  p_reach = MIN (mj_ai_p_win (2, ukeire, h13->draws) / MAX (mj_ai_p_win (1, 5, later), 0.05), 1.0);
  *p_win = p_reach * p_sum / weight;
  return p_reach * sum / weight;
}

/**
 * mj_ai_look_ahead_hand:
 *
 * The prospects of a hand of 13 tiles before its draw, looked at one draw further when it
 * is one tile from ready: as mj_ai_prospect() otherwise.
 */
void
mj_ai_look_ahead_hand (const MjAiCtx  *ctx,
                       const MjAiHand *hand,
                       MjAiProspect   *out)
{
  gint64 deadline = g_get_monotonic_time () + ctx->style->budget_us / 2;
  gboolean complete;
  double ev, p;

  mj_ai_prospect (ctx, hand, out);
  if (out->shanten != 1 || out->improving == 0)
    return;
  ev = one_away (ctx, hand, out->improving, out->ukeire, deadline, &complete, &p);
  if (!complete)
    return;
  out->ev = LOOK_WEIGHT * (ev + (1 - p) * out->lose_value) + (1 - LOOK_WEIGHT) * out->ev;
  out->p_win = LOOK_WEIGHT * p + (1 - LOOK_WEIGHT) * out->p_win;
}

/**
 * mj_ai_look_ahead:
 *
 * Values the best few discards in @cands that leave the hand one tile from ready through
 * the ready hands they lead to, as time allows.
 */
void
mj_ai_look_ahead (const MjAiCtx  *ctx,
                  const MjAiHand *hand,
                  MjAiCand       *cands,
                  guint           n)
{
  gint64 deadline = g_get_monotonic_time () + ctx->style->budget_us;
  guint order[MJ_N_PLAY_KINDS];
  guint n_top = MIN (n, TOP_CANDS);
  double low = G_MAXDOUBLE;
  gboolean changed = FALSE;

  if (n <= 1)
    return;

  for (guint i = 0; i < n; i++)
    order[i] = i;
  for (guint i = 0; i < n_top; i++)
    for (guint j = i + 1; j < n; j++)
      if (cands[order[j]].total > cands[order[i]].total)
        {
          guint x = order[i];

          order[i] = order[j];
          order[j] = x;
        }

  for (guint i = 0; i < n_top; i++)
    {
      MjAiCand *c = &cands[order[i]];
      MjAiHand h = *hand;
      gboolean complete;
      double ev, p;

      if (c->shanten != 1 || c->ready || c->improving == 0)
        {
          low = MIN (low, c->total);
          continue;
        }
      h.counts[c->tile]--;
      ev = one_away (ctx, &h, c->improving, c->ukeire, deadline, &complete, &p);
      if (!complete)
        break;
      c->attack = LOOK_WEIGHT * (ev + (1 - p) * mj_ai_lose_value (ctx, &h)) + (1 - LOOK_WEIGHT) * c->attack;
      c->total = mj_ai_defended (ctx, c->tile, c->attack);
      low = MIN (low, c->total);
      changed = TRUE;
    }

  if (!changed)
    return;
  /* the others, valued on the evaluator's scale, stay below those looked at */
  for (guint i = n_top; i < n; i++)
    cands[order[i]].total = MIN (cands[order[i]].total, low - 1e-9);
}
