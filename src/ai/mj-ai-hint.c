/* mj-ai-hint.c: advice for the person at the table, from the computer players' evaluator
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hint is the standard player's own choice for the seat, from the seat's view alone,
 * with the reason the evaluator had for it put in a sentence a beginner reads: what to do,
 * the tile named in full, and why in plain words. The table window shows it.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-goulash.h"
#include "mj-ai-hint.h"
#include "mj-ai-private.h"

/* What a hand aims at, in words a beginner knows. */
static const char *
plan_text (MjAiPlanKind plan,
           guint        suit)
{
  switch (plan)
    {
    case MJ_AI_PLAN_HALF_SUIT:
      /* Translators: the hands a hint names, as in "it does not fit a hand of Bamboo with
       * winds and dragons, the hand you are building" */
      if (suit == MJ_SUIT_CHARACTERS)
        return _("a hand of Characters with winds and dragons");
      if (suit == MJ_SUIT_BAMBOO)
        return _("a hand of Bamboo with winds and dragons");
      if (suit == MJ_SUIT_CIRCLES)
        return _("a hand of Circles with winds and dragons");
      return _("a hand of ones, nines, winds and dragons");
    case MJ_AI_PLAN_FULL_SUIT:
      if (suit == MJ_SUIT_CHARACTERS)
        return _("a hand of Characters only");
      if (suit == MJ_SUIT_BAMBOO)
        return _("a hand of Bamboo only");
      return _("a hand of Circles only");
    case MJ_AI_PLAN_PAIRS:
      return _("a hand of seven pairs");
    case MJ_AI_PLAN_SIMPLES:
      return _("a hand of twos to eights only");
    case MJ_AI_PLAN_ORPHANS:
      return _("thirteen orphans, one of each one, nine, wind and dragon");
    case MJ_AI_PLAN_FREE:
    case MJ_AI_PLAN_HONOUR:
    case MJ_AI_N_PLANS:
    default:
      return _("a complete hand");
    }
}

static const char *
name_of (MjTile tile)
{
  return tile != MJ_TILE_NONE ? mj_tile_get_name (tile) : "";
}

/* Why the tile is the one to discard. */
static char *
explain_discard (const MjAiChoice *c)
{
  const char *tile = name_of (c->tile);

  switch (c->reason)
    {
    case MJ_AI_REASON_READY:
      if (c->shape_lo != MJ_TILE_NONE && c->ukeire > 0)
        /* Translators: a hint; %1$s and %3$s are tiles' full names ("Red Dragon", "Five of
         * Bamboo"), %2$u how many tiles not yet seen would finish the hand */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Discard the %1$s: your hand is then ready, one tile from going out, "
                                             "and %2$u tile could finish it: the %3$s",
                                             "Discard the %1$s: your hand is then ready, one tile from going out, "
                                             "and %2$u tiles could finish it, such as the %3$s",
                                             c->ukeire),
                                tile, c->ukeire, name_of (c->shape_lo));
      if (c->shape_lo != MJ_TILE_NONE)
        /* Translators: a hint; both %s are tiles' full names */
        return g_strdup_printf (_("Discard the %s: your hand is then ready, one tile from going out, "
                                  "waiting for the %s"), tile, name_of (c->shape_lo));
      /* Translators: a hint; %s is a tile's full name, such as "Red Dragon" */
      return g_strdup_printf (_("Discard the %s: your hand is then ready, one tile from going out"), tile);

    case MJ_AI_REASON_WAYS:
      /* Translators: a hint; the three %s are tiles' full names: "Discard the Red Dragon: you
       * keep the Four of Bamboo and the Five of Bamboo, and a tile at either end would turn them
       * into a run of three" */
      return g_strdup_printf (_("Discard the %s: you keep the %s and the %s, and a tile at either end "
                                "would turn them into a run of three"),
                              tile, name_of (c->shape_lo), name_of (c->shape_hi));

    case MJ_AI_REASON_ISOLATED:
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Discard the %s: it is alone, with no tile of your hand near it"), tile);

    case MJ_AI_REASON_OFF_PLAN:
      /* Translators: a hint; the first %s is a tile's full name, the second a kind of hand,
       * such as "a hand of Bamboo only" */
      return g_strdup_printf (_("Discard the %s: it does not fit %s, the hand you are building"), tile,
                              plan_text (c->plan, c->plan_suit));

    case MJ_AI_REASON_DEAD:
      /* Translators: a hint; %s is a tile's full name (a wind or a dragon) */
      return g_strdup_printf (_("Discard the %s: the other three are already out, so it can never "
                                "make a pair or a set"), tile);

    case MJ_AI_REASON_SAFE:
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Discard the %s: another player looks close to going out, and this "
                                "tile is the least likely to be the one they wait for"), tile);

    case MJ_AI_REASON_EFFICIENT:
    case MJ_AI_REASON_NONE:
    default:
      if (c->ukeire > 0)
        /* Translators: a hint; %1$s is a tile's full name, %2$u how many tiles not yet seen
         * would bring the hand closer to going out */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Discard the %1$s: your hand needs it least, and then "
                                             "%2$u tile could bring it closer to going out",
                                             "Discard the %1$s: your hand needs it least, and then "
                                             "%2$u tiles could bring it closer to going out",
                                             c->ukeire),
                                tile, c->ukeire);
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Discard the %s: your hand needs it least"), tile);
    }
}

/* Why the claim is worth making. */
static char *
explain_claim (const MjAiChoice *c,
               const char       *tile)
{
  const MjAction *a = &c->action;
  gboolean closer = c->reason == MJ_AI_REASON_CLAIM_FASTER;

  switch ((MjActionKind) a->kind)
    {
    case MJ_ACTION_PUNG:
      if (closer)
        /* Translators: a hint; %s is a tile's full name: "Pung the Three of Characters: with
         * your pair it makes a set of three, a step closer to going out" */
        return g_strdup_printf (_("Pung the %s: with your pair it makes a set of three, a step closer "
                                  "to going out"), tile);
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Pung the %s: a set of three of it adds to your score"), tile);

    case MJ_ACTION_KONG:
      if (closer)
        /* Translators: a hint; %s is a tile's full name */
        return g_strdup_printf (_("Kong the %s: with your three it makes a set of four, and you draw "
                                  "a tile to replace it"), tile);
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Kong the %s: a set of four of it adds to your score, and you draw "
                                "a tile to replace it"), tile);

    case MJ_ACTION_CHOW:
      {
        MjTile others[2] = { MJ_TILE_NONE, MJ_TILE_NONE };
        guint n = 0;

        /* the two tiles of the run the hand holds */
        for (MjTile t = a->tile; t < a->tile + 3 && n < 2; t++)
          if (t != c->tile)
            others[n++] = t;
        /* Translators: a hint; the three %s are tiles' full names: "Chow the Six of Circles:
         * with your Four of Circles and Five of Circles it makes a run of three" */
        return g_strdup_printf (_("Chow the %s: with your %s and %s it makes a run of three, a step "
                                  "closer to going out"), tile, name_of (others[0]), name_of (others[1]));
      }

    case MJ_ACTION_TAKE:
      /* Translators: a hint, where the rules let the next player take any discard; %s is a
       * tile's full name */
      return g_strdup_printf (_("Take the %s: it brings your hand a step closer to going out, "
                                "without showing a set"), tile);

    default:
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Claim the %s: it brings your hand a step closer to going out"), tile);
    }
}

/* No claim on the discard is worth making. */
static char *
let_go (const char *tile)
{
  if (tile[0] == '\0')
    return g_strdup (_("Pass: no claim helps your hand"));
  /* Translators: a hint; %s is a tile's full name */
  return g_strdup_printf (_("Pass: claiming the %s would not bring your hand closer to going out"), tile);
}

/**
 * mj_ai_explain:
 * @decision: the decision the seat faces
 * @c: the choice made, with its reason
 *
 * The reason for @c in a sentence a beginner reads: what to do, with the tile's full name,
 * and why, in plain words.
 *
 * Returns: (transfer full): the sentence, translated
 */
char *
mj_ai_explain (const MjDecision *decision,
               const MjAiChoice *c)
{
  const char *tile = name_of (c->tile != MJ_TILE_NONE ? c->tile : decision->tile);

  switch (c->reason)
    {
    case MJ_AI_REASON_WIN:
      if (decision->kind == MJ_DECISION_TURN || tile[0] == '\0')
        return g_strdup (_("Go out: your hand is complete"));
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Go out on the %s: it completes your hand"), tile);

    case MJ_AI_REASON_KONG:
      /* Translators: a hint on the person's turn; %s is a tile's full name */
      return g_strdup_printf (_("Declare a kong of the %s: four alike score more, and you draw a tile "
                                "to replace it"), tile);

    case MJ_AI_REASON_TAKE:
    case MJ_AI_REASON_CLAIM_FASTER:
    case MJ_AI_REASON_CLAIM_VALUE:
      return explain_claim (c, tile);

    case MJ_AI_REASON_PASS_CONCEALED:
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Pass on the %s: claiming it would show a set, and your hand is worth "
                                "more kept hidden"), tile);

    case MJ_AI_REASON_PASS_CHANCES:
      /* Translators: a hint, under rules that keep no score; %s is a tile's full name */
      return g_strdup_printf (_("Pass on the %s: a step closer, but your hand has better chances of "
                                "going out without claiming it"), tile);

    case MJ_AI_REASON_PLAY_ON:
      /* Translators: a hint; %s is a tile's full name */
      return g_strdup_printf (_("Let the %s go: it would complete your hand, but the same hand drawn "
                                "from the wall scores far more"), tile);

    case MJ_AI_REASON_PASS_SLOWER:
      return let_go (tile);

    case MJ_AI_REASON_NONE:
    case MJ_AI_REASON_READY:
    case MJ_AI_REASON_WAYS:
    case MJ_AI_REASON_ISOLATED:
    case MJ_AI_REASON_OFF_PLAN:
    case MJ_AI_REASON_DEAD:
    case MJ_AI_REASON_SAFE:
    case MJ_AI_REASON_EFFICIENT:
    default:
      if (decision->kind != MJ_DECISION_TURN)
        return let_go (tile);
      return explain_discard (c);
    }
}

/**
 * mj_ai_hint:
 * @view: what the seat may know
 * @decision: the decision the seat faces
 * @suggestion: (out): the action the evaluator would take, one of @decision's
 * @reason: (out) (optional) (transfer full): why, in one translated line
 *
 * Advice for a person: the standard computer player's choice, with its reason in plain
 * words that name the tile ("Discard the Red Dragon: it is alone, with no tile of your hand
 * near it"), and for a claim whether it is worth making.
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
        /* Translators: the hint in a Goulash exchange; %s is a tile's full name, such as "East Wind" */
        *reason = g_strdup_printf (_("Pass the %s on: your hand needs it least"), mj_tile_get_name (suggestion->tile));
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
    *reason = mj_ai_explain (decision, &choice);
  return TRUE;
}
