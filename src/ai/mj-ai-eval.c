/* mj-ai-eval.c: the evaluator: what each discard and each claim is worth to the seat
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every choice is valued the same way: the hand that would result is worth its chance of
 * going out times what going out would pay (mj-ai-value.c), less, for a discard, the chance
 * that the tile feeds another seat times what that costs (mj-ai-danger.c). The chance of
 * going out follows from the shanten and the number of unseen tiles that improve the hand,
 * counted for each plan the hand could follow (any hand, one suit, all simples, seven
 * pairs, a needed honour pung), so that the value the ruleset rewards is weighed against
 * speed.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"
#include "mj-shape.h"

/* The chance that another seat goes out, for the value of a losing hand. */
#define OTHER_WINS 0.5

/* How much slower a shape that cannot claim sets goes out. */
#define CONCEALED_SLOWER 0.7

/* How an open hand goes out, against the measured chances of all hands. */
#define OPEN_FASTER 1.2

/* Measured: about three wins in ten come from the wall. */
#define SELF_SHARE 0.3

/* Context */

static void
bonus_values (MjAiCtx *ctx)
{
  const MjRulesetValues *v = ctx->v;
  guint bonus = ctx->view->bonus[ctx->seat];
  guint own = 0;

  for (guint b = 0; b < 8; b++)
    {
      MjTile t = (MjTile) (MJ_TILE_FLOWER_1 + b);

      if (!(bonus & (1u << b)))
        continue;
      if (mj_tile_is_own_bonus (t, ctx->seat_wind))
        {
          own++;
          ctx->sure_points += v->points[MJ_RULE_OWN_BONUS_TILE];
          ctx->sure_doubles += v->doubles[MJ_RULE_OWN_BONUS_TILE];
          ctx->sure_faan += mj_ai_faan_of (ctx, MJ_RULE_OWN_BONUS_TILE, TRUE);
        }
      else
        ctx->sure_points += v->points[MJ_RULE_BONUS_TILE];
    }
  if ((bonus & 0x0f) == 0x0f)
    {
      ctx->sure_doubles += v->doubles[MJ_RULE_ALL_FLOWERS];
      ctx->sure_faan += mj_ai_faan_of (ctx, MJ_RULE_ALL_FLOWERS, TRUE);
    }
  if ((bonus & 0xf0) == 0xf0)
    {
      ctx->sure_doubles += v->doubles[MJ_RULE_ALL_SEASONS];
      ctx->sure_faan += mj_ai_faan_of (ctx, MJ_RULE_ALL_SEASONS, TRUE);
    }
  if (own == 2)
    ctx->sure_doubles += v->doubles[MJ_RULE_OWN_FLOWER_AND_SEASON];
}

static void
payments (MjAiCtx *ctx)
{
  const MjRulesetValues *v = ctx->v;
  gboolean east_double = v->params[MJ_PARAM_EAST_DOUBLE] != 0;
  double unit = MAX (v->params[MJ_PARAM_POINT_VALUE], 1);
  gboolean losers = v->params[MJ_PARAM_LOSERS_SCORE] != 0;

  switch (v->params[MJ_PARAM_SETTLEMENT])
    {
    case MJ_SETTLEMENT_RECORDED:
      ctx->pay_discard = ctx->pay_self = ctx->east && east_double ? 2 : 1;
      ctx->lose_weight = losers ? OTHER_WINS * ctx->pay_self : 0;
      break;

    case MJ_SETTLEMENT_WINNER_ONLY:
      ctx->pay_discard = 3 + (v->params[MJ_PARAM_DISCARDER_DOUBLE] ? 1 : 0);
      ctx->pay_self = 3 * (v->params[MJ_PARAM_SELF_DRAWN_DOUBLE] ? 2 : 1);
      if (east_double)
        {
          ctx->pay_discard *= ctx->east ? 2.0 : 4.0 / 3.0;
          ctx->pay_self *= ctx->east ? 2.0 : 4.0 / 3.0;
        }
      ctx->pay_discard *= unit;
      ctx->pay_self *= unit;
      ctx->lose_weight = 0;
      break;

    case MJ_SETTLEMENT_DIFFERENCES:
    default:
      ctx->pay_discard = ctx->pay_self = east_double ? (ctx->east ? 6 : 4) : 3;
      ctx->lose_weight = losers ? OTHER_WINS * (east_double ? 2.5 : 2) : 0;
      break;
    }
}

/*
 * The race (expert). Where the settlement pays the winner alone, or only records the hands,
 * a win is worth more than its payment: it stops the others' hands, each of which would
 * have cost the seat (winner only) or outscored it (recorded). A fixed bonus on every win,
 * a fifth of the limit's payment, tips the choice towards the quicker hand when the hand is
 * cheap anyway and changes little when it is big. And the others' ready hands shorten the
 * time the seat's own hand has: its draws count for less the closer they are (the chance
 * of going out was measured over hands where the others were as close as usual).
 * Measured (20,000-hand tournaments, expert against three standard, seed 1), this alone:
 * hong-kong's win share 26.8% -> 30.5%, oxenstierna's 21.2% -> 27.4% (with a stricter
 * play-on rule), both with the deal-in rate falling below standard's and the mean net
 * score still ahead. Under the differences settlement every loser pays the winner whoever
 * it is, and neither helped (bmja: the bonus cost net score, the shorter horizon cost wins).
 * Where the hands are only recorded, once the expert kept its lone honours and counted its
 * pairs' claims (below), a bonus of three tenths of the limit paid best: oxenstierna's win
 * share 30.5% -> 31.1% (seed 1; 31.0% and 31.0% with seeds 2 and 3), its mean net lead
 * 18 -> 13.
 * Under the British rules (differences, one chow at most, every ready hand declared) nothing
 * took the expert's share of the wins past 26.4% (its lead then fell from 30 to 26): the
 * speed bonus, a shorter horizon, defence halved or doubled, pairs' claims counted up by
 * kind, the look-ahead weighed more, waits weighed by their tiles seen. As bounds, with
 * cheats built only to measure (20,000 hands): an expert told which of its unseen tiles are
 * still in the live wall won 28.6% to 29.0% of the wins (seed 1; 29.2% with seed 2), one
 * told the others' exact waits 28.1%, one told both 31.5%, against the fair expert's 26.0%
 * (25.9% with seed 2). Only a player who sees both the wall and the others' hands reaches
 * 30% there.
 */
static const struct
{
  double horizon;   /* the draws left shrink by 1 + horizon * (the others' chances of ready) */
  double speed;     /* bonus on every win, in limit payments */
} races[] = {
  [MJ_SETTLEMENT_DIFFERENCES] = { 0.0, 0.0 },
  [MJ_SETTLEMENT_WINNER_ONLY] = { 2.0, 0.2 },
  [MJ_SETTLEMENT_RECORDED]    = { 2.0, 0.3 },
};

static void
race (MjAiCtx *ctx,
      double   others_ready)
{
  guint s = (guint) ctx->v->params[MJ_PARAM_SETTLEMENT];

  if (s >= G_N_ELEMENTS (races))
    return;
  ctx->draws_left /= 1.0 + races[s].horizon * others_ready;
  ctx->speed_bonus = races[s].speed * ctx->pay_discard * ctx->limit;
}

/**
 * mj_ai_ctx_init:
 *
 * Works out once what every evaluation of this decision reads, from the view and the
 * seat's memories (set in the context after).
 */
void
mj_ai_ctx_init (MjAiCtx          *ctx,
                const MjSeatView *view,
                const MjAiStyle  *style)
{
  const MjRulesetValues *v;

  memset (ctx, 0, sizeof *ctx);
  ctx->view = view;
  ctx->ruleset = view->ruleset;
  ctx->v = v = mj_ruleset_get_values (view->ruleset);
  ctx->style = style;
  ctx->seat = view->seat;
  ctx->seat_wind = mj_seat_view_wind (view, view->seat);
  ctx->own_wind = mj_tile_for_wind (ctx->seat_wind);
  ctx->prevailing = mj_tile_for_wind ((MjWind) view->prevailing_wind);
  ctx->faan = v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;
  ctx->east = view->seat == view->dealer;
  ctx->min_faan = ctx->faan ? v->params[MJ_PARAM_MIN_FAAN] : 0;
  ctx->min_doubles = ctx->faan ? 0 : v->params[MJ_PARAM_MIN_DOUBLES];
  ctx->max_chows = v->params[MJ_PARAM_MAX_CHOWS];
  ctx->cleared = v->params[MJ_PARAM_CLEARED_HAND] != 0;
  ctx->must_declare = v->params[MJ_PARAM_MUST_DECLARE_READY] != 0;
  ctx->seven_pairs = mj_ai_rule_active (ctx, MJ_RULE_SEVEN_PAIRS);
  ctx->orphans = mj_ai_rule_active (ctx, MJ_RULE_THIRTEEN_ORPHANS);
  ctx->scores = mj_ruleset_scores_hands (view->ruleset);
  ctx->limit = ctx->faan ? (int) mj_ai_faan_points (ctx, v->params[MJ_PARAM_MAX_FAAN])
                         : MAX (v->params[MJ_PARAM_LIMIT], 1);

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      ctx->unseen[t] = view->visible[t] >= 4 ? 0 : (guint8) (4 - view->visible[t]);
      ctx->unseen_total += ctx->unseen[t];
    }
  ctx->draws_left = view->live_remaining / 4.0;

  for (guint i = 0; i < view->n_melds[view->seat]; i++)
    {
      const MjMeld *m = &view->melds[view->seat][i];

      ctx->exposed_chows += m->kind == MJ_SET_CHOW;
    }

  bonus_values (ctx);
  payments (ctx);
  ctx->self_share = SELF_SHARE;
  /* when each ready hand was declared: the table saw it */
  memset (ctx->ready_mark, 0xff, sizeof ctx->ready_mark);
  for (guint o = 0; o < 4; o++)
    if (view->ready[o])
      memcpy (ctx->ready_mark[o], view->ready_ponds[o], sizeof ctx->ready_mark[o]);

  /* how close the nearest opponent is; the danger of each tile comes with
   * mj_ai_ctx_prepare(), when a choice needs it */
  {
    double sum = 0;

    for (guint k = 1; k < 4; k++)
      {
        double x = mj_ai_tenpai_chance (ctx, (view->seat + k) % 4);

        ctx->threat = MAX (ctx->threat, x);
        sum += x;
      }
    if (style->races)
      race (ctx, sum);
  }
}

/**
 * mj_ai_ctx_prepare:
 *
 * Works out, once, what valuing hands and discards needs beyond the view: the danger of
 * each tile and the values of sets. Most claim windows never need it.
 */
void
mj_ai_ctx_prepare (MjAiCtx *ctx)
{
  if (ctx->prepared)
    return;
  ctx->prepared = TRUE;
  mj_ai_danger_compute (ctx);
  mj_ai_value_init (ctx);
}

/**
 * mj_ai_hand_from_view:
 *
 * The seat's own hand as the view shows it.
 */
void
mj_ai_hand_from_view (const MjAiCtx *ctx,
                      MjAiHand      *hand)
{
  const MjSeatView *view = ctx->view;

  memcpy (hand->counts, view->concealed, sizeof hand->counts);
  hand->n_melds = view->n_melds[view->seat];
  memcpy (hand->melds, view->melds[view->seat], hand->n_melds * sizeof (MjMeld));
  hand->ready = view->ready[view->seat];
  hand->draws = ctx->draws_left;
}

/* Prospects */

/* The shanten with no chow, where going without chows is worth something. */
static int
pung_shanten_of (const MjAiCtx  *ctx,
                 const MjAiHand *hand)
{
  if (ctx->v->doubles[MJ_RULE_NO_CHOWS] <= 0 && !ctx->faan)
    return 99;
  return mj_ai_pung_missing (hand->counts, 4 - MIN (hand->n_melds, 4)) - 1;
}

/* The same for @hand, a tile of @t just taken from the hand whose classes are @cls. */
static int
pung_shanten_after (const MjAiCtx  *ctx,
                    const MjAiHand *hand,
                    const int       cls[4],
                    MjTile          t)
{
  int c[4];

  if (ctx->v->doubles[MJ_RULE_NO_CHOWS] <= 0 && !ctx->faan)
    return 99;
  memcpy (c, cls, sizeof c);
  c[MIN (hand->counts[t] + 1, 3)]--;
  c[MIN (hand->counts[t], 3)]++;
  return mj_ai_pung_missing_classes (c, 4 - MIN (hand->n_melds, 4)) - 1;
}

/*
 * The improving tiles as they come (expert). Where chows are not limited, the shanten counts
 * a pair and a run open at both ends alike, but the tile that makes the pair a pung comes
 * from any seat's discard, while a run's only from the seat on the left or the wall: a pair's
 * tiles count more. Measured (20,000-hand tournaments, expert against three standard): with
 * a pung's tile counted 3 times, oxenstierna's win share went from 28.7% to 30.4% (seed 1)
 * and 30.1% (seed 3), its mean net lead from 9.5 to 12.5; 4 times, 30.6% and 30.5%, a lead
 * of 10.3; hong-kong's share from 30.9% to 31.6% and 31.4%, its lead up a little. Where
 * chows are limited (bmja) the shanten already steers the hand to pungs, and counting them
 * up (or down) changed nothing.
 */
#define PUNG_CLAIMS 4.0

static gboolean
counts_claims (const MjAiCtx   *ctx,
               const MjAiShape *shape)
{
  return ctx->style->pace && ctx->max_chows >= 4 && shape->standard && !shape->seven_pairs &&
         !shape->orphans && shape->n_decl < 4;
}

/* The improving tiles @improving of @counts (13 tiles), each counted by how it comes. */
static guint
claimable_ukeire (const MjAiCtx *ctx,
                  const guint8   counts[MJ_N_PLAY_KINDS],
                  guint64        improving)
{
  double sum = 0;

  for (guint64 m = improving; m != 0; m &= m - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (m);

      sum += ctx->unseen[t] * (counts[t] >= 2 ? PUNG_CLAIMS : 1.0);
    }
  return (guint) (sum + 0.5);
}

/* The value of a plan's hand, @shanten away with @ukeire tiles to improve it. */
static double
plan_ev (const MjAiCtx  *ctx,
         const MjAiHand *hand,
         const MjAiPlan *plan,
         int             shanten,
         guint           ukeire,
         int             pung_shanten,
         double          lose_value,
         double         *p_win)
{
  double q, value, p;

  if (plan->kind == MJ_AI_PLAN_ORPHANS)
    value = ctx->limit * ctx->pay_self;
  else
    value = mj_ai_win_value (ctx, hand, plan, shanten, pung_shanten);

  /* the measured chances count claims; a concealed shape cannot claim */
  q = ukeire;
  p = mj_ai_p_win ((guint) (shanten + 1), q, hand->draws);
  if (plan->kind == MJ_AI_PLAN_PAIRS || plan->kind == MJ_AI_PLAN_ORPHANS)
    p *= CONCEALED_SLOWER;
  if (ctx->style->pace && hand->n_melds > 0 && shanten >= 1)
    /* measured: an open hand that may still claim chows goes out faster than its tiles say */
    p = MIN (p * (ctx->max_chows >= 4 ? OPEN_FASTER : 1.0), 0.95);
  *p_win = p;
  value += ctx->speed_bonus;
  return p * value + (1 - p) * lose_value;
}

/* A ready hand, valued exactly; FALSE if it has no live wait that goes out. */
static gboolean
ready_ev (const MjAiCtx  *ctx,
          const MjAiHand *hand,
          double          lose_value,
          MjAiProspect   *out)
{
  guint64 waits;
  guint live;
  double q, value, p;

  value = mj_ai_ready_value (ctx, hand, &waits, &live, &q);
  if (value <= 0)
    return FALSE;
  p = mj_ai_p_win (1, q, hand->draws);
  value += ctx->speed_bonus;
  out->shanten = 0;
  out->ukeire = live;
  out->improving = waits;
  out->p_win = p;
  out->win_value = value;
  out->lose_value = lose_value;
  out->ev = p * value + (1 - p) * lose_value;
  out->plan = MJ_AI_PLAN_FREE;
  out->plan_suit = 0;
  return TRUE;
}

/**
 * mj_ai_prospect:
 *
 * The prospects of a hand of 13 tiles (a kong four) before its next draw: the best plan's.
 */
void
mj_ai_prospect (const MjAiCtx  *ctx,
                const MjAiHand *hand,
                MjAiProspect   *out)
{
  MjAiPlan plans[MJ_AI_MAX_PLANS];
  guint n_plans = mj_ai_plans (ctx, hand, plans);
  guint8 counts[MJ_N_PLAY_KINDS];
  guint64 near = mj_ai_near_kinds (hand->counts);
  double lose_value = mj_ai_lose_value (ctx, hand);
  int pung_shanten = pung_shanten_of (ctx, hand);
  gboolean have = FALSE;

  memset (out, 0, sizeof *out);
  out->shanten = 99;
  memcpy (counts, hand->counts, sizeof counts);

  for (guint p = 0; p < n_plans; p++)
    {
      MjAiProspect x = { 0 };
      int sh = mj_ai_shanten (&plans[p].shape, counts);

      if (sh == 0 && ready_ev (ctx, hand, lose_value, &x))
        {
          *out = x;
          return;
        }
      if (sh > 8)
        continue;
      x.shanten = MAX (sh, 1);
      x.ukeire = mj_ai_ukeire (&plans[p].shape, counts, sh, ctx->unseen, near, &x.improving);
      if (counts_claims (ctx, &plans[p].shape))
        x.ukeire = claimable_ukeire (ctx, counts, x.improving);
      if (sh <= 0)
        x.ukeire = MAX (x.ukeire, 4);
      x.ev = plan_ev (ctx, hand, &plans[p], x.shanten, x.ukeire, pung_shanten, lose_value, &x.p_win);
      x.lose_value = lose_value;
      x.plan = (guint8) plans[p].kind;
      x.plan_suit = plans[p].suit;
      if (!have || x.ev > out->ev)
        {
          *out = x;
          have = TRUE;
        }
    }
}

/* Discards */

/* The weight of a single tile's future against the prospects of the hand. */
#define SINGLE_POTENTIAL 0.001

/* How much a lone tile's neighbours count for each chow the hand may still hold, and a lone
 * honour that scores nothing for the seat (expert). */
#define NEAR_PER_CHOW 0.125
#define LONE_HONOUR   2.0

/*
 * What a tile held once may still become: tiles that would pair it or stand next to it, the
 * nearer the better; an honour only pairs, but a pung of one the seat scores for is worth
 * waiting for. It ranks the discards that the shanten and the improving tiles cannot tell
 * apart (which lone tile goes first): winds nobody scores, then terminals, then the
 * honours that pay, then the middle of the suits.
 *
 * The expert counts the neighbours only as far as the hand may still make runs: an eighth
 * for each chow it may hold, none when it may hold no more. A lone honour or terminal then
 * stays longer than a lone middle tile, and its pair becomes a pung that pays more. It also
 * counts a lone honour that scores nothing for it twice: the others let honours go early,
 * so its pair soon becomes a pung, a major one. Measured (20,000-hand tournaments, expert
 * against three standard, seeds 1 and 3): the neighbours counted so took bmja's mean net
 * lead from 4.7 and 0.8 to 25 and 26, oxenstierna's from 10.3 to 18, hong-kong's up a
 * little, the win shares within half a point; the honours counted twice then took bmja's
 * win share from 25.5% and 25.8% to 26.0% and 26.0% (25.5% to 25.8% with seed 2) and its
 * lead up 3 more, and changed the others little.
 */
static double
single_potential (const MjAiCtx  *ctx,
                  const MjAiHand *hand,
                  MjTile          t)
{
  const guint8 *u = ctx->unseen;
  double pot, near = 1.0;

  if (hand->counts[t] != 1)
    return 0;
  if (mj_tile_is_honour (t))
    {
      gboolean scores = ctx->pung_doubles[t] > 0 || ctx->pung_faan[1][t] > 0;

      return u[t] * (scores ? 3.0 : ctx->style->pace ? LONE_HONOUR : 1.0);
    }

  if (ctx->style->pace)
    {
      int chows = 0;

      for (guint i = 0; i < hand->n_melds; i++)
        chows += hand->melds[i].kind == MJ_SET_CHOW;
      near = NEAR_PER_CHOW * CLAMP (ctx->max_chows - chows, 0, 4);
    }

  pot = u[t];
  for (int k = -2; k <= 2; k++)
    {
      int x = (int) t + k;

      if (k != 0 && x >= 0 && x < 27 && x / 9 == t / 9)
        pot += near * u[x] * (k == 1 || k == -1 ? 1.0 : 0.6);
    }
  return pot;
}

/* Whether a probe gives the shanten of @shape's discards: the standard shape, with a
 * forced pung or not. */
static gboolean
fast_shape (const MjAiShape *shape,
            guint           *mode)
{
  MjAiShape s = *shape;

  if (s.forced != MJ_TILE_NONE)
    {
      if (s.n_decl >= 4)
        return FALSE;
      s.forced = MJ_TILE_NONE;
      s.n_decl++;
    }
  return mj_ai_shape_is_fast (&s, mode);
}

/* The discards' shanten under a plan of the standard shape, and the improving tiles of those
 * that leave the least, from one probe of the fourteen tiles: each question changes one or
 * two groups. */
static void
fast_plan (const MjAiCtx   *ctx,
           const MjAiHand  *hand,
           const MjAiShape *shape,
           guint            mode,
           guint64          near,
           const MjAiCand  *cands,
           guint            n,
           int             *sh,
           guint           *uk,
           guint64         *improving)
{
  MjAiProbe probe;
  guint8 c[MJ_N_PLAY_KINDS];
  MjAiVec minus[MJ_N_PLAY_KINDS], plus[MJ_N_PLAY_KINDS];
  guint64 cross[MJ_N_PLAY_KINDS];
  guint64 have_plus = 0;
  int min_sh = 99;
  guint n_sets = 4 - MIN (shape->n_decl, 4);
  MjTile forced = shape->forced;
  int offset = 0;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    c[t] = (shape->allowed & MJ_AI_BIT (t)) ? hand->counts[t] : 0;
  if (forced != MJ_TILE_NONE)
    {
      /* a pung of the forced kind, counted apart, and the rest */
      guint have = MIN (c[forced], 3);

      c[forced] -= (guint8) have;
      offset = (int) (3 - have);
      n_sets = n_sets > 0 ? n_sets - 1 : 0;
    }
  mj_ai_probe_init (&probe, c, n_sets, mode);
  probe.shanten += offset;
  near &= shape->allowed;

  for (guint i = 0; i < n; i++)
    {
      MjTile d = cands[i].tile;

      uk[i] = 0;
      improving[i] = 0;
      if (d == forced)
        {
          /* the forced kind itself: worked out whole, no improving tiles counted */
          guint8 h[MJ_N_PLAY_KINDS];

          memcpy (h, hand->counts, sizeof h);
          h[d]--;
          sh[i] = mj_ai_shanten (shape, h);
          minus[i] = probe.group[3];
          min_sh = MIN (min_sh, sh[i]);
          continue;
        }
      if (c[d] == 0)
        {
          /* a tile the plan does not keep: it goes at no cost */
          sh[i] = probe.shanten;
          minus[i] = probe.group[d < 27 ? d / 9 : 3];
        }
      else
        {
          mj_ai_probe_vec_change (&probe, MJ_TILE_NONE, d, &minus[i]);
          sh[i] = mj_ai_probe_shanten_with (&probe, d < 27 ? d / 9 : 3, &minus[i]) + offset;
        }
      min_sh = MIN (min_sh, sh[i]);
    }

  for (guint i = 0; i < n; i++)
    {
      MjTile d = cands[i].tile;
      guint gd = d < 27 ? d / 9 : 3;
      guint64 group_mask = gd < 3 ? G_GUINT64_CONSTANT (0x1ff) << (9 * gd) : G_GUINT64_CONSTANT (0x7f) << 27;
      guint64 rest = near;
      MjAiVec without_d[4];   /* [g]: the groups but g, d taken away */
      gint shared = -1;

      cross[i] = 0;
      if (sh[i] != min_sh || sh[i] <= 0 || sh[i] > 8 || d == forced)
        continue;

      /* two discards that leave their group the same way improve on the same other tiles */
      for (guint j = 0; j < i && shared < 0; j++)
        if (sh[j] == min_sh && (cands[j].tile < 27 ? cands[j].tile / 9 : 3) == gd &&
            memcmp (&minus[j], &minus[i], sizeof minus[i]) == 0)
          shared = (gint) j;
      if (shared >= 0)
        {
          cross[i] = cross[shared];
          rest &= group_mask;
        }
      else
        for (guint g = 0; g < 4; g++)
          if (g != gd)
            mj_ai_probe_combine (&probe, &minus[i], &probe.rest2[gd][g], &without_d[g]);

      while (rest != 0)
        {
          MjTile t = (MjTile) __builtin_ctzll (rest);
          guint gt = t < 27 ? t / 9 : 3;
          int s;

          rest &= rest - 1;
          if (ctx->unseen[t] == 0 || hand->counts[t] - (t == d) >= 4)
            continue;
          if (t == forced)
            {
              /* one more of the pung it needs */
              if (offset > 0)
                cross[i] |= MJ_AI_BIT (t);
              continue;
            }
          if (gt == gd)
            {
              MjAiVec v;

              if (c[d] == 0)
                mj_ai_probe_vec_change (&probe, t, MJ_TILE_NONE, &v);
              else
                mj_ai_probe_vec_change (&probe, t, d, &v);
              s = mj_ai_probe_shanten_with (&probe, gt, &v) + offset;
              if (s < sh[i])
                improving[i] |= MJ_AI_BIT (t);
            }
          else
            {
              if (!(have_plus & MJ_AI_BIT (t)))
                {
                  mj_ai_probe_vec_change (&probe, t, MJ_TILE_NONE, &plus[t]);
                  have_plus |= MJ_AI_BIT (t);
                }
              s = mj_ai_probe_join (&probe, &plus[t], &without_d[gt]) + offset;
              if (s < sh[i])
                cross[i] |= MJ_AI_BIT (t);
            }
        }

      improving[i] |= cross[i];
      for (guint64 m = improving[i]; m != 0; m &= m - 1)
        uk[i] += ctx->unseen[__builtin_ctzll (m)];
    }
}

static void
slow_plan (const MjAiCtx   *ctx,
           const MjAiHand  *hand,
           const MjAiShape *shape,
           guint64          near,
           const MjAiCand  *cands,
           guint            n,
           int             *sh,
           guint           *uk,
           guint64         *improving)
{
  guint8 c[MJ_N_PLAY_KINDS];
  int min_sh = 99;

  memcpy (c, hand->counts, sizeof c);
  for (guint i = 0; i < n; i++)
    {
      c[cands[i].tile]--;
      sh[i] = mj_ai_shanten (shape, c);
      c[cands[i].tile]++;
      min_sh = MIN (min_sh, sh[i]);
    }
  for (guint i = 0; i < n; i++)
    {
      uk[i] = 0;
      improving[i] = 0;
      if (sh[i] != min_sh || sh[i] <= 0 || sh[i] > 8)
        continue;
      c[cands[i].tile]--;
      uk[i] = mj_ai_ukeire (shape, c, sh[i], ctx->unseen, near, &improving[i]);
      c[cands[i].tile]++;
    }
}

/*
 * Values each discard of @hand (14 tiles, a kong four) whose kind is in @allowed. For each
 * plan, the discards that leave the least shanten get their improving tiles counted; the
 * others get an estimate from those, which is enough to rank them below.
 */
guint
mj_ai_evaluate_discards (const MjAiCtx  *ctx,
                         const MjAiHand *hand,
                         guint64         allowed,
                         gboolean        defence,
                         MjAiCand       *cands)
{
  MjAiPlan plans[MJ_AI_MAX_PLANS];
  guint n_plans = mj_ai_plans (ctx, hand, plans);
  guint64 near = mj_ai_near_kinds (hand->counts);
  MjAiHand h = *hand;
  guint n = 0;
  int sh[MJ_AI_MAX_PLANS][MJ_N_PLAY_KINDS];
  guint uk[MJ_AI_MAX_PLANS][MJ_N_PLAY_KINDS];
  guint64 improving[MJ_AI_MAX_PLANS][MJ_N_PLAY_KINDS];
  int min_sh[MJ_AI_MAX_PLANS], plan_sh[MJ_AI_MAX_PLANS], best_plan_sh = 99;
  guint max_uk[MJ_AI_MAX_PLANS];
  int pung_cls[4] = { 0, 0, 0, 0 };

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    pung_cls[MIN (hand->counts[t], 3)]++;

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (hand->counts[t] == 0 || !(allowed & MJ_AI_BIT (t)))
        continue;
      memset (&cands[n], 0, sizeof cands[n]);
      cands[n].tile = t;
      cands[n].attack = -G_MAXDOUBLE;
      cands[n].shanten = 99;
      n++;
    }

  /* a plan two tiles behind the best cannot catch up */
  for (guint p = 0; p < n_plans; p++)
    {
      plan_sh[p] = mj_ai_shanten (&plans[p].shape, hand->counts);
      best_plan_sh = MIN (best_plan_sh, plan_sh[p]);
    }

  /* shanten of every discard under every plan; improving tiles of the best ones */
  for (guint p = 0; p < n_plans; p++)
    {
      guint mode;

      min_sh[p] = 99;
      max_uk[p] = 0;
      if (plan_sh[p] > best_plan_sh + 1)
        {
          for (guint i = 0; i < n; i++)
            sh[p][i] = 99;
          continue;
        }
      if (fast_shape (&plans[p].shape, &mode))
        fast_plan (ctx, hand, &plans[p].shape, mode, near, cands, n, sh[p], uk[p], improving[p]);
      else
        slow_plan (ctx, hand, &plans[p].shape, near, cands, n, sh[p], uk[p], improving[p]);
      if (counts_claims (ctx, &plans[p].shape))
        for (guint i = 0; i < n; i++)
          if (uk[p][i] > 0)
            {
              h.counts[cands[i].tile]--;
              uk[p][i] = claimable_ukeire (ctx, h.counts, improving[p][i]);
              h.counts[cands[i].tile]++;
            }
      for (guint i = 0; i < n; i++)
        {
          min_sh[p] = MIN (min_sh[p], sh[p][i]);
          max_uk[p] = MAX (max_uk[p], uk[p][i]);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      MjAiCand *c = &cands[i];
      double lose_value;
      int pung_shanten;
      gboolean ready_tried = FALSE;

      h.counts[c->tile]--;
      lose_value = mj_ai_lose_value (ctx, &h);
      pung_shanten = pung_shanten_after (ctx, &h, pung_cls, c->tile);

      for (guint p = 0; p < n_plans; p++)
        {
          double ev, p_win;
          guint u = uk[p][i];
          int s = sh[p][i];

          /* a discard that falls behind matters only to defend */
          if (s > min_sh[p] + (ctx->threat > 0.1 ? 1 : 0) || s > 8)
            continue;

          if (s == 0)
            {
              MjAiProspect x;

              if (ready_tried)
                continue;
              ready_tried = TRUE;
              if (ready_ev (ctx, &h, lose_value, &x))
                {
                  if (x.ev > c->attack)
                    {
                      c->attack = x.ev;
                      c->shanten = 0;
                      c->ukeire = x.ukeire;
                      c->improving = x.improving;
                      c->plan = MJ_AI_PLAN_FREE;
                      c->plan_suit = 0;
                      c->ready = TRUE;
                    }
                  continue;
                }
              /* ready in shape only: a tile must still change */
              s = 1;
              u = 4;
            }
          else if (s > min_sh[p])
            /* a rough estimate for the discards that fall behind */
            u = max_uk[p] > 0 ? max_uk[p] * 2 / 3 : 6;

          ev = plan_ev (ctx, &h, &plans[p], s, u, pung_shanten, lose_value, &p_win);
          if (ev > c->attack)
            {
              c->attack = ev;
              c->shanten = s;
              c->ukeire = u;
              c->improving = improving[p][i];
              c->plan = (guint8) plans[p].kind;
              c->plan_suit = plans[p].suit;
              c->ready = FALSE;
            }
        }

      if (c->attack == -G_MAXDOUBLE)
        {
          /* far from anything: what is left is the hand's losing value */
          c->attack = lose_value * 0.5;
          c->shanten = 9;
        }
      h.counts[c->tile]++;

      /* between discards alike, let go of the single with the least future */
      c->attack *= 1.0 - SINGLE_POTENTIAL * single_potential (ctx, hand, c->tile);
      c->total = c->attack;
      if (defence)
        c->total = mj_ai_defended (ctx, c->tile, c->attack);
    }

  return n;
}

/**
 * mj_ai_best_cand:
 *
 * Returns: the index of the discard with the highest total
 */
guint
mj_ai_best_cand (const MjAiCand *cands,
                 guint           n)
{
  guint best = 0;

  for (guint i = 1; i < n; i++)
    if (cands[i].total > cands[best].total)
      best = i;
  return best;
}
