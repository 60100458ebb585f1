/* mj-ai-hint.c: advice for the person at the table, from the computer players' evaluator
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hint is the standard player's own choice for the seat, from the seat's view alone,
 * with the reason the evaluator had for it put in one line: the tutorial and the table
 * window show it.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-goulash.h"
#include "mj-ai-hint.h"
#include "mj-ai-private.h"

static const char *
suit_name (MjTile t)
{
  switch (mj_tile_suit (t))
    {
    case MJ_SUIT_CHARACTERS:
      return _("characters");
    case MJ_SUIT_BAMBOO:
      return _("bamboo");
    case MJ_SUIT_CIRCLES:
      return _("circles");
    default:
      return "";
    }
}

static const char *
plan_name (MjAiPlanKind plan,
           guint        suit)
{
  switch (plan)
    {
    case MJ_AI_PLAN_HALF_SUIT:
      return suit < 3 ? suit_name ((MjTile) (9 * suit)) : _("terminals and honours");
    case MJ_AI_PLAN_FULL_SUIT:
      return suit_name ((MjTile) (9 * suit));
    case MJ_AI_PLAN_PAIRS:
      return _("seven pairs");
    case MJ_AI_PLAN_SIMPLES:
      return _("all simples");
    case MJ_AI_PLAN_ORPHANS:
      return _("thirteen orphans");
    case MJ_AI_PLAN_FREE:
    case MJ_AI_PLAN_HONOUR:
    case MJ_AI_N_PLANS:
    default:
      return _("the hand");
    }
}

static char *
claim_name (const MjAction *a,
            MjTile          tile)
{
  switch ((MjActionKind) a->kind)
    {
    case MJ_ACTION_PUNG:
      /* Translators: the set a claim makes, as in "Claim the pung of Red Dragon" */
      return g_strdup_printf (_("the pung of %s"), mj_tile_get_name (tile));
    case MJ_ACTION_KONG:
      return g_strdup_printf (_("the kong of %s"), mj_tile_get_name (tile));
    case MJ_ACTION_CHOW:
      /* Translators: a chow, such as "the chow 3-4-5 of bamboo" */
      return g_strdup_printf (_("the chow %u-%u-%u of %s"), mj_tile_rank (a->tile),
                              mj_tile_rank (a->tile) + 1, mj_tile_rank (a->tile) + 2,
                              suit_name (a->tile));
    default:
      return g_strdup (mj_tile_get_name (tile));
    }
}

/* One line saying why. */
static char *
explain (const MjAiCtx    *ctx,
         const MjDecision *decision,
         const MjAiChoice *c)
{
  const char *tile = c->tile != MJ_TILE_NONE ? mj_tile_get_name (c->tile) : "";

  switch (c->reason)
    {
    case MJ_AI_REASON_WIN:
      return g_strdup (_("Go out: the hand is complete"));

    case MJ_AI_REASON_READY:
      if (c->shape_lo != MJ_TILE_NONE)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Keeps the hand ready, waiting for %s and more: %u tile left",
                                             "Keeps the hand ready, waiting for %s and more: %u tiles left",
                                             c->ukeire),
                                mj_tile_get_name (c->shape_lo), c->ukeire);
      return g_strdup (_("Keeps the hand ready"));

    case MJ_AI_REASON_WAYS:
      /* Translators: "keeps two ways to complete 4-5 of bamboo" */
      return g_strdup_printf (_("Keeps two ways to complete %u-%u of %s"),
                              mj_tile_rank (c->shape_lo), mj_tile_rank (c->shape_hi),
                              suit_name (c->shape_lo));

    case MJ_AI_REASON_ISOLATED:
      return g_strdup_printf (_("%s stands alone: no tile of the hand is near it"), tile);

    case MJ_AI_REASON_OFF_PLAN:
      return g_strdup_printf (_("%s does not fit the hand it aims at: %s"), tile,
                              plan_name (c->plan, c->plan_suit));

    case MJ_AI_REASON_DEAD:
      return g_strdup_printf (_("%s is of no use: the others of it are out"), tile);

    case MJ_AI_REASON_SAFE:
      return g_strdup_printf (_("Plays safe: %s is unlikely to complete another player’s hand"), tile);

    case MJ_AI_REASON_KONG:
      return g_strdup_printf (_("Declare a kong of %s: more points, and a tile to replace it"), tile);

    case MJ_AI_REASON_TAKE:
      return g_strdup_printf (_("Take %s into the hand: it brings the hand a step closer"), tile);

    case MJ_AI_REASON_CLAIM_FASTER:
    case MJ_AI_REASON_CLAIM_VALUE:
      {
        g_autofree char *set = claim_name (&c->action, decision->tile);

        if (c->reason == MJ_AI_REASON_CLAIM_VALUE)
          return g_strdup_printf (_("Claim it: %s adds to the hand’s value"), set);
        return g_strdup_printf (_("Claim it: %s brings the hand a step closer"), set);
      }

    case MJ_AI_REASON_PASS_CONCEALED:
      return g_strdup (_("Let it go: the hand is worth more kept concealed"));

    case MJ_AI_REASON_PLAY_ON:
      return g_strdup (_("Let it go: drawn from the wall, the same hand is worth far more"));

    case MJ_AI_REASON_PASS_SLOWER:
      return g_strdup (_("Let it go: claiming it would not help the hand"));

    case MJ_AI_REASON_EFFICIENT:
    case MJ_AI_REASON_NONE:
    default:
      if (c->ukeire > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Keeps the most tiles that improve the hand: %u",
                                             "Keeps the most tiles that improve the hand: %u",
                                             c->ukeire),
                                c->ukeire);
      return g_strdup (_("The tile the hand needs least"));
    }
}

/**
 * mj_ai_hint:
 * @view: what the seat may know
 * @decision: the decision the seat faces
 * @suggestion: (out): the action the evaluator would take, one of @decision's
 * @reason: (out) (optional) (transfer full): why, in one translated line
 *
 * Advice for a person: the standard computer player's choice, with its reason ("Keeps two
 * ways to complete 4-5 of bamboo"), and for a claim whether it is worth making.
 *
 * Returns: %FALSE if @decision offers nothing to choose
 */
gboolean
mj_ai_hint (const MjSeatView  *view,
            const MjDecision  *decision,
            MjAction          *suggestion,
            char             **reason)
{
  g_autoptr(GRand) rand = NULL;
  MjAiCtx ctx;
  MjAiChoice choice;
  MjDecision kept;

  g_return_val_if_fail (view != NULL && view->ruleset != NULL, FALSE);
  g_return_val_if_fail (decision != NULL, FALSE);
  g_return_val_if_fail (suggestion != NULL, FALSE);

  if (decision->n_actions == 0)
    return FALSE;

  if (decision->kind == MJ_DECISION_EXCHANGE)
    {
      *suggestion = mj_ai_choose_exchange (view, decision);
      if (reason != NULL)
        /* Translators: the hint in a Goulash exchange, e.g. "Pass East wind: the hand needs it least" */
        *reason = g_strdup_printf (_("Pass %s: the hand needs it least"), mj_tile_get_name (suggestion->tile));
      return TRUE;
    }

  if (mj_ai_keep_wild (view, decision, &kept))
    decision = &kept;

  rand = g_rand_new_with_seed (0);
  mj_ai_ctx_init (&ctx, view, mj_ai_style_for_level (MJ_AI_LEVEL_STANDARD));
  if (decision->kind == MJ_DECISION_TURN)
    mj_ai_decide_turn (&ctx, decision, rand, &choice);
  else
    mj_ai_decide_claim (&ctx, decision, rand, &choice);

  if (!mj_decision_contains (decision, &choice.action))
    choice.action = decision->actions[0];
  *suggestion = choice.action;
  if (reason != NULL)
    *reason = explain (&ctx, decision, &choice);
  return TRUE;
}
