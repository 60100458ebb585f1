/* mj-ai-danger.c: defence: how likely a discard feeds another seat's hand, and what it costs
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each opponent: the chance its hand is ready (a declared ready hand is; where the
 * ruleset asks for a declaration, an undeclared hand cannot go out at all; elsewhere its sets
 * and the length of the hand tell), the chance that a tile is one it waits on, and what going
 * out on our discard would cost us. All from the seat's view: the tiles it has seen, the
 * discards, the exposed sets.
 *
 * The standard player counts what anyone can see at a glance: discards already made,
 * honours that are out, the suit of an opponent's exposed sets. The expert also reads the
 * shapes a wait can have: a tile whose neighbours are all out cannot complete a run, an
 * opponent who may hold no more chows waits only on pairs, a tile it let go of itself is
 * seldom its wait, and one it passed after declaring is not. Its weights were set by
 * counting, over many thousands of hands, how often each kind of tile was in fact the wait
 * of a declared hand.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-ai-private.h"

/* How many kinds a ready hand waits on, about. */
#define WAIT_KINDS 2.0

/* The share of a deal-in's cost that would have been paid anyway had another tile won. */
#define PAID_ANYWAY 0.6

/**
 * mj_ai_dangerous_kinds:
 * @seat: the seat discards would be dangerous to
 *
 * The core's dangerous tiles (mj_dangerous_kinds()) as the seat's view shows the table: a
 * tile the viewer holds is one nobody else has seen.
 *
 * Returns: a bit per tile kind
 */
guint64
mj_ai_dangerous_kinds (const MjSeatView *view,
                       guint             seat)
{
  guint64 unseen = 0;

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (view->visible[t] == view->concealed[t])
      unseen |= MJ_AI_BIT (t);

  return mj_dangerous_kinds (view->melds[seat], view->n_melds[seat], view->live_remaining, unseen);
}

/**
 * mj_ai_tenpai_chance:
 *
 * Returns: the chance that @o's hand is ready now
 */
double
mj_ai_tenpai_chance (const MjAiCtx *ctx,
                     guint          o)
{
  const MjSeatView *view = ctx->view;
  guint exposed = 0;
  double p;

  /* nobody sits there (a game of three or two) */
  if ((view->empty >> o) & 1u)
    return 0.0;
  if (view->ready[o])
    return 0.97;
  if (ctx->must_declare)
    /* an undeclared hand goes out only before its first discard */
    return view->n_pond[o] == 0 ? 0.01 : 0.0;

  for (guint i = 0; i < view->n_melds[o]; i++)
    exposed += view->melds[o][i].exposed;
  p = 0.025 * MAX ((int) view->n_pond[o] - 3, 0) + 0.17 * exposed + (exposed >= 3 ? 0.2 : 0.0);
  return CLAMP (p, 0.0, 0.9);
}

/* Whether @o may still hold a chow, and win by completing one. */
static gboolean
waits_on_runs (const MjAiCtx *ctx,
               guint          o)
{
  const MjSeatView *view = ctx->view;
  int chows = 0;

  if (!ctx->v->params[MJ_PARAM_CHOW_FINISH])
    return FALSE;
  for (guint i = 0; i < view->n_melds[o]; i++)
    chows += view->melds[o][i].kind == MJ_SET_CHOW;
  return chows < ctx->max_chows;
}

/* Relative weights of the tiles @o might wait on. */
static void
wait_weights (const MjAiCtx *ctx,
              guint          o,
              double         w[MJ_N_PLAY_KINDS])
{
  const MjSeatView *view = ctx->view;
  const guint8 *u = ctx->unseen;
  gboolean reads = ctx->style->reads;
  gboolean runs = waits_on_runs (ctx, o);
  guint64 pond = 0;
  guint suits = 0, n_sets = 0;
  gboolean honour_sets = FALSE;

  for (guint i = 0; i < view->n_pond[o]; i++)
    pond |= MJ_AI_BIT (view->pond[o][i]);
  for (guint i = 0; i < view->n_melds[o]; i++)
    {
      const MjMeld *m = &view->melds[o][i];

      if (!m->exposed)
        continue;
      n_sets++;
      if (mj_tile_is_suited (m->tile))
        suits |= 1u << mj_tile_suit (m->tile);
      else
        honour_sets = TRUE;
    }

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      double x;

      if (!reads)
        {
          /* at a glance: an honour nobody else can hold is safe, one that only one more
           * of is out nearly so; middle tiles are likelier than terminals */
          if (mj_tile_is_honour (t))
            x = u[t] == 0 ? 0.0 : u[t] == 1 ? 0.25 : 1.0;
          else if (mj_tile_is_terminal (t))
            x = 0.6;
          else
            x = (mj_tile_rank (t) == 2 || mj_tile_rank (t) == 8) ? 0.85 : 1.0;
          if (pond & MJ_AI_BIT (t))
            x *= 0.25;
        }
      else
        {
          guint r = mj_tile_is_suited (t) ? t % 9 : 99;

          /* a pung or the pair completed: it holds two of them, or one (measured: these
           * waits are as common as runs, honours most of all) */
          x = u[t] >= 2 ? 0.5 * u[t] * (u[t] - 1) / 2.0 : 0.0;
          x += 0.25 * u[t];
          if (mj_tile_is_honour (t))
            x *= 1.6;
          if (runs && r < 9)
            {
              if (r <= 6)
                x += u[t + 1] * u[t + 2] / 8.0;
              if (r >= 2)
                x += u[t - 1] * u[t - 2] / 8.0;
              if (r >= 1 && r <= 7)
                x += 0.6 * u[t - 1] * u[t + 1] / 8.0;
            }
          /* a tile it let go of itself is seldom what it waits on */
          if (pond & MJ_AI_BIT (t))
            x *= 0.05;
        }

      if (n_sets >= 2 && __builtin_popcount (suits) <= 1)
        {
          /* going for one suit */
          gboolean in = mj_tile_is_suited (t) ? (suits & (1u << mj_tile_suit (t))) != 0 || suits == 0
                                              : honour_sets || suits != 0;

          x *= in ? 1.6 : 0.15;
        }
      w[t] = x;
    }

  if (reads && view->ready[o])
    {
      /* a tile discarded since the declaration that it did not go out on is not its wait;
       * without a memory of when that was, the latest discards of each seat */
      for (guint k = 0; k < 4; k++)
        {
          guint n = view->n_pond[k];
          guint from = ctx->ready_mark[o][0] != 0xff ? MIN (ctx->ready_mark[o][k], n)
                                                     : (n > 2 ? n - 2 : 0);

          for (guint i = from; i < n; i++)
            w[view->pond[k][i]] *= 0.1;
        }
    }
}

/* What @o's hand would cost us, in the settlement's units, fed by our discard. */
static double
deal_in_cost (const MjAiCtx *ctx,
              guint          o)
{
  const MjSeatView *view = ctx->view;
  const MjRulesetValues *v = ctx->v;
  double points = v->points[MJ_RULE_MAHJONG] + 12, doubles = 1, faan = 0, total;
  gboolean east = ctx->east || o == view->dealer;
  gboolean east_double = v->params[MJ_PARAM_EAST_DOUBLE];
  MjAiCtx other = *ctx;

  /* where no hand scores nothing is paid: a hand won by another is one win to them, as one
   * of the seat's own is worth one (mj_ai_win_value()) */
  if (!ctx->scores)
    return 1.0;

  /* its sets, scored from its seat */
  other.seat_wind = mj_seat_view_wind (view, o);
  other.own_wind = mj_tile_for_wind (other.seat_wind);
  for (guint i = 0; i < view->n_melds[o]; i++)
    {
      const MjMeld *m = &view->melds[o][i];
      gboolean exposed = m->kind == MJ_SET_KONG ? m->kong_origin != MJ_KONG_CONCEALED : m->exposed;

      mj_ai_set_value (&other, (MjSetKind) m->kind, m->tile, exposed, FALSE, &points, &doubles, &faan);
    }

  switch (v->params[MJ_PARAM_SETTLEMENT])
    {
    case MJ_SETTLEMENT_RECORDED:
      return 0;

    case MJ_SETTLEMENT_WINNER_ONLY:
      total = mj_ai_faan_points (ctx, MAX (faan + 1.5, (double) ctx->min_faan + 1)) *
              MAX (v->params[MJ_PARAM_POINT_VALUE], 1);
      total *= (v->params[MJ_PARAM_DISCARDER_DOUBLE] ? 2.0 : 1.0) - PAID_ANYWAY;
      break;

    case MJ_SETTLEMENT_DIFFERENCES:
    default:
      total = MIN (ldexp (points, (int) doubles), (double) ctx->limit) * (1.0 - PAID_ANYWAY);
      break;
    }

  if (east && east_double)
    total *= 2;
  return total;
}

/**
 * mj_ai_danger_opponent:
 * @o: another seat
 * @p: (out): for each tile, the chance that @o goes out on it if discarded now
 * @cost: (out): what that costs the seat, in the settlement's units
 *
 * Returns: the chance that @o's hand is ready
 */
double
mj_ai_danger_opponent (const MjAiCtx *ctx,
                       guint          o,
                       double         p[MJ_N_PLAY_KINDS],
                       double        *cost)
{
  double tenpai = mj_ai_tenpai_chance (ctx, o);
  double w[MJ_N_PLAY_KINDS], sum = 0;

  memset (p, 0, MJ_N_PLAY_KINDS * sizeof (double));
  *cost = 0;
  if (tenpai <= 0)
    return 0;

  wait_weights (ctx, o, w);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    sum += w[t];
  if (sum <= 0)
    return 0;
  *cost = deal_in_cost (ctx, o);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      double x = w[t] / sum * WAIT_KINDS;

      /* measured: a tile read as very likely is so about half as often */
      p[t] = x <= 0.15 ? x : MIN (0.15 + 0.35 * (x - 0.15), 0.6);
    }
  return tenpai;
}

/**
 * mj_ai_danger_compute:
 *
 * Fills the context's danger of each tile: the chance that discarding it feeds a ready
 * hand, and the expected cost of that.
 */
void
mj_ai_danger_compute (MjAiCtx *ctx)
{
  const MjSeatView *view = ctx->view;
  double safe[MJ_N_PLAY_KINDS];

  memset (ctx->danger, 0, sizeof ctx->danger);
  ctx->threat = 0;
  ctx->dangerous_game = 0;
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    safe[t] = 1.0;

  for (guint k = 1; k < 4; k++)
    {
      guint o = (ctx->seat + k) % 4;
      double p[MJ_N_PLAY_KINDS], cost, tenpai, raw_cost;
      guint64 liable = 0;

      if (ctx->v->params[MJ_PARAM_DANGEROUS_GAME])
        {
          liable = mj_ai_dangerous_kinds (view, o);
          ctx->dangerous_game |= liable;
        }
      tenpai = mj_ai_danger_opponent (ctx, o, p, &cost);
      if (tenpai <= 0)
        continue;
      raw_cost = cost / MAX (1.0 - PAID_ANYWAY, 0.05);
      ctx->threat = MAX (ctx->threat, tenpai);

      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        {
          double x = tenpai * p[t];

          safe[t] *= 1.0 - x;
          ctx->danger[t] += x * cost;
          if (liable & MJ_AI_BIT (t))
            /* it pays for everyone if the tile makes that hand, now or later */
            ctx->danger[t] += 0.3 * 3.0 * raw_cost;
        }
    }

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    ctx->deal_in[t] = 1.0 - safe[t];
}

/**
 * mj_ai_defended:
 *
 * Returns: the value of discarding @tile from a hand whose prospects after are @attack:
 *   nothing if the tile feeds another seat, less what that costs
 */
double
mj_ai_defended (const MjAiCtx *ctx,
                MjTile         tile,
                double         attack)
{
  /* Feeding another seat ends the hand, and with it the seat's own chances; but the
   * measured chances of going out already count the hands the others end, so only part of
   * them is lost here (measured: a third plays best). */
  double k = 0.3;

  return (1 - k * ctx->deal_in[tile]) * attack - ctx->style->defence * ctx->danger[tile];
}
