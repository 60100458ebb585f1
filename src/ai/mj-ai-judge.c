/* mj-ai-judge.c: a decision weighed by the expert's evaluation, for the coach and the review
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A person's decision is set beside the expert player's own for the same seat, from the
 * seat's view alone. The expert's evaluation is used as it stands, but without its look
 * further ahead, which stops when its time is up: a judgement never depends on how fast
 * the machine is, and the same decision is always judged the same.
 *
 * A choice is marked only when it is clearly worse than the expert's:
 *  - a discard that leaves the hand a step further from ready;
 *  - a discard likely to feed another player's win, where a far safer tile was there;
 *  - a discard that keeps far fewer tiles to improve the hand, as near to ready;
 *  - a win not taken;
 *  - a claim the expert would make, clearly worth more than passing.
 * Any other difference is "close": the expert might weigh it either way.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "mj-ai-goulash.h"
#include "mj-ai-judge.h"
#include "mj-ai-private.h"
#include "mj-lesson-drill.h"
#include "mj-score.h"

/* "far fewer tiles to improve": this many fewer at least */
#define FEWER_WAYS 4
/* a discard "likely to feed a win": at least this chance, and this much above the expert's */
#define DANGER_LIKELY 0.12
#define DANGER_MARGIN 0.10
/* ... and a mistake, not an inaccuracy, from this chance */
#define DANGER_MISTAKE 0.25
/* a missed claim worth remarking on gains at least this share of the hand's value */
#define CLAIM_GAIN 0.10

/* The decision as the expert sees it: in a Goulash hand, without the discards of wild tiles. */
static gboolean
judged_decision (const MjSeatView  *view,
                 const MjDecision  *decision,
                 MjDecision        *kept)
{
  if (decision->n_actions == 0 || decision->kind == MJ_DECISION_EXCHANGE)
    return FALSE;
  if (!mj_ai_keep_wild (view, decision, kept))
    *kept = *decision;
  return TRUE;
}

/* The expert's choice on @decision, in @d as the expert sees it, with the context it was
 * worked out in (@style must outlive @ctx); FALSE where nothing is weighed. */
static gboolean
expert_decide (const MjSeatView *view,
               const MjDecision *decision,
               MjDecision       *d,
               MjAiStyle        *style,
               MjAiCtx          *ctx,
               MjAiChoice       *choice)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0);

  if (!judged_decision (view, decision, d))
    return FALSE;
  *style = *mj_ai_style_for_level (MJ_AI_LEVEL_EXPERT);
  style->look_ahead = FALSE;
  style->budget_us = 0;
  mj_ai_ctx_init (ctx, view, style);
  if (d->kind == MJ_DECISION_TURN)
    mj_ai_decide_turn (ctx, d, rand, choice);
  else
    mj_ai_decide_claim (ctx, d, rand, choice);
  if (!mj_decision_contains (d, &choice->action))
    choice->action = d->actions[0];
  return TRUE;
}

/**
 * mj_ai_expert_choice:
 * @view: what the seat may know
 * @decision: the decision the seat faces
 * @action: (out): the expert's choice, as the judge sees it
 *
 * Returns: %FALSE where the judge weighs nothing (a Goulash exchange, or no choice)
 */
gboolean
mj_ai_expert_choice (const MjSeatView *view,
                     const MjDecision *decision,
                     MjAction         *action)
{
  MjAiStyle style;
  MjAiCtx ctx;
  MjAiChoice choice;
  MjDecision d;

  g_return_val_if_fail (view != NULL && decision != NULL && action != NULL, FALSE);

  if (!expert_decide (view, decision, &d, &style, &ctx, &choice))
    return FALSE;
  *action = choice.action;
  return TRUE;
}

/**
 * mj_ai_same_choice:
 *
 * Returns: whether @a and @b are the same choice: the same kind of action on the same tile
 *   (any pass, and any way of going out, are one), whatever declaration goes with it
 */
gboolean
mj_ai_same_choice (const MjAction *a,
                   const MjAction *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch ((MjActionKind) a->kind)
    {
    case MJ_ACTION_PASS:
    case MJ_ACTION_WIN:
    case MJ_ACTION_SELF_DRAWN_WIN:
      return TRUE;
    default:
      return a->tile == b->tile;
    }
}

static gboolean
is_win (const MjAction *a)
{
  return a->kind == MJ_ACTION_WIN || a->kind == MJ_ACTION_SELF_DRAWN_WIN;
}

/* What going out now pays the seat, by the expert's measure. */
static double
win_value (const MjAiCtx    *ctx,
           const MjDecision *decision)
{
  gboolean self_drawn = decision->kind == MJ_DECISION_TURN;
  MjScore score;
  MjHand h;

  mj_seat_view_own_hand (ctx->view, &h);
  if (!self_drawn)
    {
      h.concealed[decision->tile]++;
      h.winning_tile = decision->tile;
    }
  else
    h.winning_tile = ctx->view->drawn;
  h.self_drawn = self_drawn;
  h.mahjong = TRUE;
  if (self_drawn)
    mj_score_hand (ctx->ruleset, &h, &score);
  else
    mj_score_claimed_win (ctx->ruleset, &h, &score);
  return mj_ai_hand_total_to_pay (ctx, score.won ? score.total : 0, self_drawn);
}

static const MjAiCand *
cand_of (const MjAiCand *cands,
         guint           n,
         MjTile          tile)
{
  for (guint i = 0; i < n; i++)
    if (cands[i].tile == tile)
      return &cands[i];
  return NULL;
}

/* One side of a discard: its steps from ready and the tiles that help, as the drills count
 * them (by the rules played, the chow limit included) but among the tiles the seat has not
 * seen; its danger and value by the expert's evaluation. */
static void
fill_side (MjJudgement           *j,
           guint                  side,
           const MjAiCtx         *ctx,
           const MjAiCand        *c,
           const MjDiscardWeight *weights,
           guint                  n_weights)
{
  j->danger[side] = ctx->deal_in[c->tile];
  j->value[side] = c->total;
  for (guint i = 0; i < n_weights; i++)
    {
      if (weights[i].tile != c->tile)
        continue;
      j->shanten[side] = weights[i].shanten;
      j->improving[side] = weights[i].kinds;
      j->ways[side] = 0;
      for (guint64 k = weights[i].kinds; k != 0; k &= k - 1)
        j->ways[side] += mj_seat_view_unseen (ctx->view, (MjTile) __builtin_ctzll (k));
    }
}

/* A discard set beside the expert's. */
static void
judge_discards (MjAiCtx          *ctx,
                const MjDecision *decision,
                MjJudgement      *j)
{
  MjAiCand cands[MJ_N_PLAY_KINDS];
  MjDiscardWeight weights[MJ_DRILL_MAX_WEIGHTS];
  const MjAiCand *c, *b;
  guint64 allowed = 0;
  MjAiHand hand;
  MjHand own;
  guint n, n_weights = 0;

  for (guint i = 0; i < decision->n_actions; i++)
    if (decision->actions[i].kind == MJ_ACTION_DISCARD)
      allowed |= MJ_AI_BIT (decision->actions[i].tile);
  mj_ai_hand_from_view (ctx, &hand);
  mj_ai_ctx_prepare (ctx);
  n = mj_ai_evaluate_discards (ctx, &hand, allowed, ctx->style->defence > 0, cands);
  c = j->chosen.kind == MJ_ACTION_DISCARD ? cand_of (cands, n, j->chosen.tile) : NULL;
  b = j->better.kind == MJ_ACTION_DISCARD ? cand_of (cands, n, j->better.tile) : NULL;
  mj_seat_view_own_hand (ctx->view, &own);
  mj_drill_weigh_discards (ctx->ruleset, &own, weights, &n_weights);
  if (c != NULL)
    fill_side (j, 0, ctx, c, weights, n_weights);
  if (b != NULL)
    fill_side (j, 1, ctx, b, weights, n_weights);
  if (c == NULL || b == NULL || j->why == MJ_JUDGE_SAME)
    return;

  j->gain = j->value[1] - j->value[0];
  if (j->danger[0] >= DANGER_LIKELY && j->danger[0] >= j->danger[1] + DANGER_MARGIN && j->shanten[1] <= j->shanten[0] + 1)
    {
      j->why = MJ_JUDGE_DANGER;
      j->verdict = j->danger[0] >= DANGER_MISTAKE ? MJ_VERDICT_MISTAKE : MJ_VERDICT_INACCURATE;
    }
  else if (j->shanten[0] > j->shanten[1])
    {
      j->why = MJ_JUDGE_FURTHER;
      j->verdict = MJ_VERDICT_MISTAKE;
    }
  else if (j->shanten[0] == j->shanten[1] && j->ways[0] + FEWER_WAYS <= j->ways[1] && j->gain > 0 &&
           j->danger[1] <= j->danger[0] + DANGER_MARGIN)
    {
      j->why = MJ_JUDGE_FEWER_WAYS;
      j->verdict = MJ_VERDICT_INACCURATE;
    }
}

/* A claim passed that the expert would make. */
static void
judge_claim (MjAiCtx          *ctx,
             const MjAiChoice *choice,
             MjJudgement      *j)
{
  MjAiProspect pass;
  MjAiHand now;

  mj_ai_hand_from_view (ctx, &now);
  mj_ai_ctx_prepare (ctx);
  mj_ai_prospect (ctx, &now, &pass);
  j->shanten[0] = pass.shanten;
  j->ways[0] = pass.ukeire;
  j->improving[0] = pass.improving;
  j->value[0] = pass.ev;
  j->value[1] = MAX (choice->ev, pass.ev);
  j->gain = j->value[1] - j->value[0];
  j->nearer = choice->reason == MJ_AI_REASON_CLAIM_FASTER || choice->reason == MJ_AI_REASON_TAKE;
  if (j->chosen.kind != MJ_ACTION_PASS || is_win (&j->better) || j->better.kind == MJ_ACTION_PASS)
    return;
  /* taking a discard into the hand is a sure step; a set shown must be clearly worth it */
  if (j->better.kind == MJ_ACTION_TAKE || j->gain >= CLAIM_GAIN * MAX (fabs (j->value[0]), 1e-6))
    {
      j->why = MJ_JUDGE_MISSED_CLAIM;
      j->verdict = MJ_VERDICT_INACCURATE;
    }
}

/**
 * mj_ai_judge:
 * @view: what the seat knew
 * @decision: the decision it faced
 * @chosen: what it chose, one of @decision's actions
 * @out: (out): the judgement
 *
 * Weighs @chosen against the expert's choice for the same view.
 *
 * Returns: %FALSE where nothing is weighed (a Goulash exchange, or no choice to make)
 */
gboolean
mj_ai_judge (const MjSeatView *view,
             const MjDecision *decision,
             const MjAction   *chosen,
             MjJudgement      *out)
{
  MjAiStyle style;
  MjAiCtx ctx;
  MjAiChoice choice;
  MjDecision d;

  g_return_val_if_fail (view != NULL && view->ruleset != NULL, FALSE);
  g_return_val_if_fail (decision != NULL && chosen != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  out->decision = (guint8) decision->kind;
  out->tile = decision->tile;
  out->chosen = *chosen;
  out->better = *chosen;
  out->verdict = MJ_VERDICT_GOOD;
  out->why = MJ_JUDGE_SAME;
  for (guint side = 0; side < 2; side++)
    out->shanten[side] = -2;
  if (!expert_decide (view, decision, &d, &style, &ctx, &choice))
    return FALSE;
  out->better = choice.action;
  if (!mj_ai_same_choice (chosen, &choice.action))
    out->why = MJ_JUDGE_CLOSE;

  if (is_win (&choice.action) && !is_win (chosen))
    {
      out->why = MJ_JUDGE_MISSED_WIN;
      out->verdict = MJ_VERDICT_MISTAKE;
      out->shanten[1] = -1;
      out->value[1] = win_value (&ctx, &d);
      if (d.kind == MJ_DECISION_TURN)
        judge_discards (&ctx, &d, out);
      else
        judge_claim (&ctx, &choice, out);
      out->value[1] = MAX (out->value[1], out->value[0]);
      out->gain = out->value[1] - out->value[0];
      return TRUE;
    }
  if (is_win (chosen))
    {
      out->shanten[0] = -1;
      return TRUE;
    }
  if (d.kind == MJ_DECISION_TURN)
    judge_discards (&ctx, &d, out);
  else if (d.kind == MJ_DECISION_CLAIM)
    judge_claim (&ctx, &choice, out);
  return TRUE;
}

static const char *
tile_name (MjTile tile)
{
  return tile != MJ_TILE_NONE ? mj_tile_get_name (tile) : "";
}

static char *
describe_missed_claim (const MjJudgement *j)
{
  const char *tile = tile_name (j->tile);

  switch ((MjActionKind) j->better.kind)
    {
    case MJ_ACTION_PUNG:
      if (j->nearer)
        /* Translators: the coach; %s is a tile's full name, such as "Red Dragon" */
        return g_strdup_printf (_("Better to claim the %s for a pung: with your pair it made a set, a step nearer to ready."), tile);
      /* Translators: the coach; %s is a tile's full name */
      return g_strdup_printf (_("Better to claim the %s for a pung: a set of three of it adds to your score."), tile);
    case MJ_ACTION_KONG:
      /* Translators: the coach; %s is a tile's full name */
      return g_strdup_printf (_("Better to claim the %s for a kong: four alike score more, and you draw a tile to replace it."), tile);
    case MJ_ACTION_CHOW:
      /* Translators: the coach; %s is a tile's full name */
      return g_strdup_printf (_("Better to claim the %s for a chow: the run brought your hand a step nearer to ready."), tile);
    case MJ_ACTION_TAKE:
      /* Translators: the coach, where the rules let the next player take any discard; %s is a tile's full name */
      return g_strdup_printf (_("Better to take the %s: it brought your hand a step nearer to ready, without showing a set."), tile);
    default:
      /* Translators: the coach; %s is a tile's full name */
      return g_strdup_printf (_("Better to claim the %s: it brought your hand a step nearer to ready."), tile);
    }
}

/**
 * mj_judgement_describe:
 *
 * The coach's words on a choice clearly worse than the expert's: one or two lines naming
 * the better choice and why.
 *
 * Returns: (transfer full) (nullable): the words, translated; %NULL for a good choice
 */
char *
mj_judgement_describe (const MjJudgement *j)
{
  const char *better = tile_name (j->better.tile), *chosen = tile_name (j->chosen.tile);

  g_return_val_if_fail (j != NULL, NULL);

  switch (j->why)
    {
    case MJ_JUDGE_FURTHER:
      /* Translators: the coach: the discard made moved the hand away from ready */
      return g_strdup_printf (_("Better to discard the %s: discarding the %s put your hand a step further from ready."),
                              better, chosen);
    case MJ_JUDGE_FEWER_WAYS:
      /* Translators: the coach: the discard made left fewer tiles that help */
      return g_strdup_printf (ngettext ("Better to discard the %s: it keeps %u tile that brings your hand nearer to "
                                        "ready; without the %s only %u do.",
                                        "Better to discard the %s: it keeps %u tiles that bring your hand nearer to "
                                        "ready; without the %s only %u do.", j->ways[1]),
                              better, j->ways[1], chosen, j->ways[0]);
    case MJ_JUDGE_DANGER:
      /* Translators: the coach: %1$s the safer tile, %2$s the dangerous discard made, %3$d a percentage */
      return g_strdup_printf (_("Better to discard the %1$s: another player looks close to going out, and the %2$s "
                                "had a %3$d%% chance of being the tile they wait for."),
                              better, chosen, (int) (j->danger[0] * 100 + 0.5));
    case MJ_JUDGE_MISSED_WIN:
      if (j->decision == MJ_DECISION_TURN)
        return g_strdup (_("You could have gone out: your hand was complete. Call Mah-Jong whenever you can."));
      /* Translators: the coach; %s is a tile's full name */
      return g_strdup_printf (_("You could have gone out on the %s: it completed your hand."), tile_name (j->tile));
    case MJ_JUDGE_MISSED_CLAIM:
      return describe_missed_claim (j);
    case MJ_JUDGE_SAME:
    case MJ_JUDGE_CLOSE:
    default:
      return NULL;
    }
}
