/* mj-ai-decide.c: the computer player's choices: discards, kongs, claims, declarations
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each choice takes the legal action whose resulting hand the evaluator values most, and
 * remembers why, for hints. A win is always taken, except by the expert where the ruleset
 * pays far more for the same hand drawn from the wall and the wall is long enough to wait.
 * The beginner sees the same values through some noise: it now and then keeps the second
 * best tile, overlooks a third of its pungs and chows, and never thinks of defence; but it
 * never passes a win nor breaks a ready hand when it need not.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <string.h>

#include "mj-ai-private.h"
#include "mj-shape.h"

/**
 * mj_ai_find_action:
 *
 * Returns: whether @decision offers an action of @kind on @tile (any tile for
 *   %MJ_TILE_NONE), the first such in @action
 */
gboolean
mj_ai_find_action (const MjDecision *decision,
                   MjActionKind      kind,
                   MjTile            tile,
                   MjAction         *action)
{
  for (guint i = 0; i < decision->n_actions; i++)
    {
      const MjAction *a = &decision->actions[i];

      if (a->kind == kind && (tile == MJ_TILE_NONE || a->tile == tile))
        {
          if (action != NULL)
            *action = *a;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
find_discard (const MjDecision *decision,
              MjTile            tile,
              guint             flags,
              MjAction         *action)
{
  for (guint i = 0; i < decision->n_actions; i++)
    {
      const MjAction *a = &decision->actions[i];

      if (a->kind == MJ_ACTION_DISCARD && a->tile == tile && a->flags == flags)
        {
          *action = *a;
          return TRUE;
        }
    }
  return FALSE;
}

/* The discard of @tile with the right declaration: a ready hand is declared where the
 * ruleset asks (or it could never go out), an original call made when the wait is good. */
static MjAction
discard_action (const MjAiCtx    *ctx,
                const MjDecision *decision,
                const MjAiCand   *cand)
{
  MjAction a = mj_action_make (MJ_ACTION_DISCARD, cand->tile, 0);

  if (ctx->view->ready[ctx->seat])
    {
      if (!find_discard (decision, cand->tile, 0, &a))
        find_discard (decision, cand->tile, MJ_ACTION_FLAG_STEP_BACK, &a);
      return a;
    }

  if (cand->ready && cand->ukeire >= 4 &&
      find_discard (decision, cand->tile, MJ_ACTION_FLAG_ORIGINAL_CALL, &a))
    return a;
  if (find_discard (decision, cand->tile, MJ_ACTION_FLAG_DECLARE_READY, &a))
    return a;
  if (!find_discard (decision, cand->tile, 0, &a))
    find_discard (decision, cand->tile, MJ_ACTION_FLAG_STEP_BACK, &a);
  return a;
}

/* Reasons */

static void
explain_discard (const MjAiCtx  *ctx,
                 const MjAiHand *hand,
                 const MjAiCand *cands,
                 guint           n,
                 guint           chosen,
                 MjAiChoice     *choice)
{
  const MjAiCand *c = &cands[chosen];
  guint8 counts[MJ_N_PLAY_KINDS];
  MjTile t = c->tile;
  guint attack_best = 0;
  guint best_lo = MJ_TILE_NONE, best_score = 0;

  for (guint i = 1; i < n; i++)
    if (cands[i].attack > cands[attack_best].attack)
      attack_best = i;

  memcpy (counts, hand->counts, sizeof counts);
  counts[t]--;

  choice->tile = t;
  choice->shanten = c->shanten;
  choice->ukeire = c->ukeire;
  choice->plan = (MjAiPlanKind) c->plan;
  choice->plan_suit = c->plan_suit;
  choice->ev = c->total;

  if (c->ready)
    {
      guint most = 0;

      choice->reason = MJ_AI_REASON_READY;
      for (guint64 w = c->improving; w != 0; w &= w - 1)
        {
          MjTile x = (MjTile) __builtin_ctzll (w);

          if (ctx->unseen[x] >= most)
            {
              most = ctx->unseen[x];
              choice->shape_lo = x;
            }
        }
      return;
    }

  if (attack_best != chosen && ctx->deal_in[cands[attack_best].tile] > ctx->deal_in[t] + 0.05)
    {
      choice->reason = MJ_AI_REASON_SAFE;
      return;
    }

  if (c->plan != MJ_AI_PLAN_FREE && c->plan != MJ_AI_PLAN_HONOUR)
    {
      MjAiPlan plans[MJ_AI_MAX_PLANS];
      guint n_plans = mj_ai_plans (ctx, hand, plans);

      for (guint p = 0; p < n_plans; p++)
        if (plans[p].kind == c->plan && plans[p].suit == c->plan_suit &&
            !(plans[p].shape.allowed & MJ_AI_BIT (t)))
          {
            choice->reason = MJ_AI_REASON_OFF_PLAN;
            return;
          }
    }

  if (counts[t] == 0 && mj_tile_is_honour (t) && ctx->unseen[t] == 0)
    {
      choice->reason = MJ_AI_REASON_DEAD;
      return;
    }

  if (counts[t] == 0)
    {
      gboolean near = FALSE;

      if (mj_tile_is_suited (t))
        for (int k = -2; k <= 2; k++)
          {
            int x = (int) t + k;

            if (k != 0 && x >= 0 && x < 27 && x / 9 == t / 9 && counts[x] > 0)
              near = TRUE;
          }
      if (!near)
        {
          choice->reason = MJ_AI_REASON_ISOLATED;
          return;
        }
    }

  /* a partial run open at both ends that the hand keeps */
  for (MjTile x = 0; x < 27; x++)
    {
      guint r = x % 9, score;

      if (r < 1 || r > 6 || counts[x] == 0 || counts[x + 1] == 0)
        continue;
      score = ctx->unseen[x - 1] + ctx->unseen[x + 2];
      if (score > best_score && ctx->unseen[x - 1] > 0 && ctx->unseen[x + 2] > 0)
        {
          best_score = score;
          best_lo = x;
        }
    }
  if (best_lo != MJ_TILE_NONE)
    {
      choice->reason = MJ_AI_REASON_WAYS;
      choice->shape_lo = (MjTile) best_lo;
      choice->shape_hi = (MjTile) (best_lo + 1);
      return;
    }

  choice->reason = MJ_AI_REASON_EFFICIENT;
}

/* Turns */

/* The prospects after declaring a kong of @tile: the replacement tile comes at once. */
static double
kong_ev (const MjAiCtx  *ctx,
         const MjAiHand *hand,
         MjActionKind    kind,
         MjTile          tile)
{
  MjAiHand h = *hand;
  MjAiProspect x;

  if (kind == MJ_ACTION_CONCEALED_KONG)
    {
      MjMeld *m;

      if (h.counts[tile] < 4 || h.n_melds >= MJ_HAND_MAX_MELDS)
        return -G_MAXDOUBLE;
      h.counts[tile] -= 4;
      m = &h.melds[h.n_melds++];
      m->kind = MJ_SET_KONG;
      m->tile = tile;
      m->exposed = FALSE;
      m->kong_origin = MJ_KONG_CONCEALED;
    }
  else
    {
      if (h.counts[tile] < 1)
        return -G_MAXDOUBLE;
      h.counts[tile]--;
      for (guint i = 0; i < h.n_melds; i++)
        if (h.melds[i].kind == MJ_SET_PUNG && h.melds[i].tile == tile)
          {
            h.melds[i].kind = MJ_SET_KONG;
            h.melds[i].exposed = TRUE;
            h.melds[i].kong_origin = MJ_KONG_ADDED;
          }
    }

  h.draws += 1;
  if (ctx->style->look_ahead)
    mj_ai_look_ahead_hand (ctx, &h, &x);
  else
    mj_ai_prospect (ctx, &h, &x);
  if (kind == MJ_ACTION_ADDED_KONG && ctx->v->params[MJ_PARAM_ROB_ADDED_KONG])
    return mj_ai_defended (ctx, tile, x.ev);
  return x.ev;
}

/*
 * Whether the tile just drawn touches nothing: no tile of its kind, no suit tile within two,
 * no honour the seat scores for. Then the hand is the one it chose last turn and the tile
 * goes back out, unless there is a ready hand to fear or a kong to think of: the standard
 * player saves a full evaluation on about a third of its turns.
 */
static gboolean
useless_draw (const MjAiCtx    *ctx,
              const MjDecision *decision,
              const MjAiHand   *hand,
              guint64           allowed)
{
  MjTile t = ctx->view->drawn;

  if (ctx->style->look_ahead || t == MJ_TILE_NONE || !(allowed & MJ_AI_BIT (t)) ||
      hand->counts[t] != 1 || ctx->threat > 0.05)
    return FALSE;
  if (mj_tile_is_dragon (t) || t == ctx->own_wind || t == ctx->prevailing)
    return FALSE;
  if (mj_tile_is_suited (t))
    for (int k = -2; k <= 2; k++)
      {
        int x = (int) t + k;

        if (k != 0 && x >= 0 && x / 9 == t / 9 && hand->counts[x] > 0)
          return FALSE;
      }
  for (guint i = 0; i < decision->n_actions; i++)
    if (decision->actions[i].kind != MJ_ACTION_DISCARD)
      return FALSE;
  return TRUE;
}

/* The beginner's slip: now and then the second best tile, if it is no further from ready. */
static guint
slip (const MjAiCtx  *ctx,
      const MjAiCand *cands,
      guint           n,
      guint           best,
      GRand          *rand)
{
  guint second = G_MAXUINT;

  if (ctx->style->noise <= 0 || g_rand_double (rand) >= ctx->style->noise)
    return best;

  for (guint i = 0; i < n; i++)
    {
      if (i == best || cands[i].shanten > cands[best].shanten)
        continue;
      if (cands[best].ready && !cands[i].ready)
        continue;
      if (second == G_MAXUINT || cands[i].total > cands[second].total)
        second = i;
    }
  return second == G_MAXUINT ? best : second;
}

/**
 * mj_ai_decide_turn:
 *
 * The seat's turn: go out, declare a kong, or discard (declaring a ready hand).
 */
void
mj_ai_decide_turn (MjAiCtx          *ctx,
                   const MjDecision *decision,
                   GRand            *rand,
                   MjAiChoice       *choice)
{
  MjAiHand hand;
  MjAiCand cands[MJ_N_PLAY_KINDS];
  guint64 allowed = 0;
  guint n, best;
  MjAction a;

  memset (choice, 0, sizeof *choice);
  choice->action = decision->actions[0];
  choice->tile = MJ_TILE_NONE;
  choice->shape_lo = choice->shape_hi = MJ_TILE_NONE;

  if (mj_ai_find_action (decision, MJ_ACTION_SELF_DRAWN_WIN, MJ_TILE_NONE, &a))
    {
      choice->action = a;
      choice->reason = MJ_AI_REASON_WIN;
      choice->tile = a.tile;
      return;
    }

  for (guint i = 0; i < decision->n_actions; i++)
    if (decision->actions[i].kind == MJ_ACTION_DISCARD)
      allowed |= MJ_AI_BIT (decision->actions[i].tile);

  mj_ai_hand_from_view (ctx, &hand);
  if (useless_draw (ctx, decision, &hand, allowed))
    {
      MjAiCand c = { 0 };

      c.tile = ctx->view->drawn;
      c.ready = ctx->view->ready[ctx->seat];
      choice->action = discard_action (ctx, decision, &c);
      choice->reason = MJ_AI_REASON_ISOLATED;
      choice->tile = c.tile;
      return;
    }
  mj_ai_ctx_prepare (ctx);
  n = mj_ai_evaluate_discards (ctx, &hand, allowed, ctx->style->defence > 0, cands);
  if (n == 0)
    return;

  if (ctx->style->look_ahead)
    mj_ai_look_ahead (ctx, &hand, cands, n);

  best = mj_ai_best_cand (cands, n);
  best = slip (ctx, cands, n, best, rand);
  choice->action = discard_action (ctx, decision, &cands[best]);
  explain_discard (ctx, &hand, cands, n, best, choice);

  for (guint i = 0; i < decision->n_actions; i++)
    {
      const MjAction *k = &decision->actions[i];
      double ev;

      if (k->kind != MJ_ACTION_CONCEALED_KONG && k->kind != MJ_ACTION_ADDED_KONG)
        continue;
      ev = kong_ev (ctx, &hand, (MjActionKind) k->kind, k->tile);
      if (ev >= cands[best].total)
        {
          choice->action = *k;
          choice->reason = MJ_AI_REASON_KONG;
          choice->tile = k->tile;
          choice->ev = ev;
          return;
        }
    }
}

/* Claims */

/* How many times more the self-drawn hand must be worth to pass a win on a discard. */
#define PLAY_ON_FACTOR 10.0

/* Whether to pass a win for the same hand drawn from the wall, worth far more. */
static gboolean
play_on (const MjAiCtx    *ctx,
         const MjDecision *decision)
{
  MjAiHand hand;
  MjHand h;
  MjScore score;
  double now, later = 0, live = 0, q, p;
  guint64 waits;

  if (ctx->draws_left < 3 || decision->kind != MJ_DECISION_CLAIM)
    return FALSE;

  mj_ai_hand_from_view (ctx, &hand);
  mj_ai_hand_to_mj_hand (ctx, &hand, &h);
  waits = mj_score_waits (ctx->ruleset, &h);

  h.mahjong = TRUE;
  {
    MjHand claimed = h;

    claimed.concealed[decision->tile]++;
    claimed.winning_tile = decision->tile;
    claimed.self_drawn = FALSE;
    mj_score_claimed_win (ctx->ruleset, &claimed, &score);
    now = mj_ai_hand_total_to_pay (ctx, score.total, FALSE);
  }

  for (guint64 w = waits; w != 0; w &= w - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (w);
      MjHand c = h;

      if (ctx->unseen[t] == 0)
        continue;
      c.concealed[t]++;
      c.winning_tile = t;
      c.self_drawn = TRUE;
      mj_score_hand (ctx->ruleset, &c, &score);
      if (!score.won)
        continue;
      later += ctx->unseen[t] * mj_ai_hand_total_to_pay (ctx, score.total, TRUE);
      live += ctx->unseen[t];
    }
  if (live <= 0)
    return FALSE;

  /* from the wall only */
  q = live / 2.2;
  p = mj_ai_p_win (1, q, ctx->draws_left) * (1 - 0.5 * ctx->threat);
  /* passing, the hand may well be lost, and another's paid for; and the win now stops the
   * others' hands (measured in oxenstierna, the one preset where it happens: passing for
   * less than ten times the win cost more wins than the bigger hands paid back) */
  return p * later / live > PLAY_ON_FACTOR * now + (1 - p) * 0.5 * now;
}

/* The hand after a claim of @a on the discard; FALSE if it cannot be made. */
static gboolean
claimed_hand (const MjAiCtx    *ctx,
              const MjDecision *decision,
              const MjAction   *a,
              MjAiHand         *h)
{
  MjTile t = decision->tile;
  MjMeld *m;

  mj_ai_hand_from_view (ctx, h);
  if (a->kind == MJ_ACTION_TAKE)
    {
      h->counts[t]++;
      return TRUE;
    }
  if (h->n_melds >= MJ_HAND_MAX_MELDS)
    return FALSE;

  m = &h->melds[h->n_melds];
  memset (m, 0, sizeof *m);
  switch (a->kind)
    {
    case MJ_ACTION_PUNG:
    case MJ_ACTION_KONG:
      {
        guint need = a->kind == MJ_ACTION_KONG ? 3 : 2;

        if (h->counts[t] < need)
          return FALSE;
        h->counts[t] -= (guint8) need;
        m->kind = a->kind == MJ_ACTION_KONG ? MJ_SET_KONG : MJ_SET_PUNG;
        m->tile = t;
        m->exposed = TRUE;
        m->kong_origin = a->kind == MJ_ACTION_KONG ? MJ_KONG_CLAIMED : MJ_KONG_CONCEALED;
      }
      break;

    case MJ_ACTION_CHOW:
      for (guint k = 0; k < 3; k++)
        {
          MjTile x = (MjTile) (a->tile + k);

          if (x == t)
            continue;
          if (h->counts[x] == 0)
            return FALSE;
          h->counts[x]--;
        }
      m->kind = MJ_SET_CHOW;
      m->tile = a->tile;
      m->exposed = TRUE;
      break;

    default:
      return FALSE;
    }
  h->n_melds++;
  return TRUE;
}

/* The least shanten of any plan: the standard shape's under the chow limit, or seven pairs
 * or thirteen orphans where they go out; a cleared hand's plans otherwise. */
static int
free_shanten (const MjAiCtx  *ctx,
              const MjAiHand *hand)
{
  MjAiPlan plans[MJ_AI_MAX_PLANS];
  int best = 99;
  guint chows = 0, n;

  if (!ctx->cleared)
    {
      for (guint i = 0; i < hand->n_melds; i++)
        chows += hand->melds[i].kind == MJ_SET_CHOW;
      best = mj_ai_shanten_standard (hand->counts, hand->n_melds,
                                     (guint) MAX (ctx->max_chows - (int) chows, 0));
      if (best != -2)
        {
          if (hand->n_melds == 0 && ctx->seven_pairs)
            best = MIN (best, mj_shape_shanten_seven_pairs (hand->counts));
          if (hand->n_melds == 0 && ctx->orphans)
            best = MIN (best, mj_shape_shanten_thirteen_orphans (hand->counts));
          return best;
        }
      best = 99;
    }

  n = mj_ai_plans (ctx, hand, plans);
  for (guint p = 0; p < n; p++)
    best = MIN (best, mj_ai_shanten (&plans[p].shape, hand->counts));
  return best;
}

/**
 * mj_ai_decide_claim:
 *
 * Another seat's discard (or kong): go out, claim a set, take the tile, or pass.
 */
void
mj_ai_decide_claim (MjAiCtx          *ctx,
                    const MjDecision *decision,
                    GRand            *rand,
                    MjAiChoice       *choice)
{
  MjAiHand now;
  MjAiProspect pass;
  MjAction a;
  gboolean have_pass = FALSE, from_left;
  double best_ev = -G_MAXDOUBLE;
  int sh_now;

  memset (choice, 0, sizeof *choice);
  memset (&pass, 0, sizeof pass);
  choice->action = mj_action_make (MJ_ACTION_PASS, MJ_TILE_NONE, 0);
  choice->tile = decision->tile;
  choice->shape_lo = choice->shape_hi = MJ_TILE_NONE;
  choice->reason = MJ_AI_REASON_PASS_SLOWER;

  if (mj_ai_find_action (decision, MJ_ACTION_WIN, MJ_TILE_NONE, &a))
    {
      if (!(ctx->style->plays_on && play_on (ctx, decision)))
        {
          choice->action = a;
          choice->reason = MJ_AI_REASON_WIN;
          return;
        }
      choice->reason = MJ_AI_REASON_PLAY_ON;
      return;
    }
  if (decision->kind != MJ_DECISION_CLAIM)
    return;

  mj_ai_hand_from_view (ctx, &now);
  sh_now = free_shanten (ctx, &now);
  from_left = decision->other == (ctx->seat + 3) % 4;

  for (guint i = 0; i < decision->n_actions; i++)
    {
      const MjAction *c = &decision->actions[i];
      MjAiHand h;
      MjAiCand cands[MJ_N_PLAY_KINDS];
      double ev;
      int sh;
      gboolean honour_value;

      if (c->kind != MJ_ACTION_PUNG && c->kind != MJ_ACTION_KONG &&
          c->kind != MJ_ACTION_CHOW && c->kind != MJ_ACTION_TAKE)
        continue;
      if (ctx->style->miss_claims > 0 && g_rand_double (rand) < ctx->style->miss_claims)
        continue;
      if (!claimed_hand (ctx, decision, c, &h))
        continue;

      /* most claims are ruled out by the shanten alone */
      sh = free_shanten (ctx, &h);
      honour_value = mj_tile_is_honour (decision->tile) &&
                     (mj_tile_is_dragon (decision->tile) || decision->tile == ctx->own_wind ||
                      decision->tile == ctx->prevailing);
      if (sh > sh_now || (sh == sh_now && c->kind != MJ_ACTION_KONG && !honour_value))
        continue;
      /* where no hand scores, a claim is only ever a step towards going out */
      if (!ctx->scores && sh == sh_now)
        continue;

      /* taking the discard into the hand exposes nothing: a sure step instead of a draw */
      if (c->kind == MJ_ACTION_TAKE && sh < sh_now)
        {
          choice->action = *c;
          choice->reason = MJ_AI_REASON_TAKE;
          return;
        }

      if (!have_pass)
        {
          mj_ai_ctx_prepare (ctx);
          mj_ai_prospect (ctx, &now, &pass);
          have_pass = TRUE;
          choice->pass_ev = pass.ev;
        }

      if (c->kind == MJ_ACTION_KONG)
        {
          MjAiProspect x;

          h.draws = ctx->draws_left + 1 - (from_left ? 1 : 0);
          mj_ai_prospect (ctx, &h, &x);
          ev = x.ev;
        }
      else
        {
          guint n, b;

          h.draws = ctx->draws_left - (from_left ? 1 : 0);
          n = mj_ai_evaluate_discards (ctx, &h, MJ_AI_ALL_KINDS, ctx->style->defence > 0, cands);
          if (n == 0)
            continue;
          b = mj_ai_best_cand (cands, n);
          ev = cands[b].total;
        }

      ev *= ctx->style->claim;
      if (ev > best_ev)
        {
          best_ev = ev;
          if (ev > pass.ev)
            {
              choice->action = *c;
              choice->reason = sh < sh_now ? MJ_AI_REASON_CLAIM_FASTER : MJ_AI_REASON_CLAIM_VALUE;
              choice->ev = ev;
            }
          else if (sh < sh_now)
            choice->reason = ctx->scores ? MJ_AI_REASON_PASS_CONCEALED : MJ_AI_REASON_PASS_CHANCES;
        }
    }

  if (choice->action.kind == MJ_ACTION_TAKE)
    choice->reason = MJ_AI_REASON_TAKE;
}
