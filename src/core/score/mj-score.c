/* mj-score.c: the best-scoring reading of a hand, itemized
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The algorithm is RULES-BMJA-DMJL.md section 3, driven by the ruleset's values so that it
 * serves every points-and-doubles ruleset, and the faan rulesets with the same readings:
 * classify the hand (winner, loser, long hand), read it every way it can be read (the
 * arrangements of the concealed tiles, which set the winning tile completed, the special
 * shapes), score each reading with the set, hand, going-out and winner rules, combine points,
 * doubles and limits (or faan), and keep the reading with the highest total.
 *
 * This file classifies the hand, scores the losing hands and words the items; the readings
 * of a winner's hand are in mj-score-readings.c, the items and their total in
 * mj-score-items.c, the rules' conditions in mj-score-rules.c and the waits in
 * mj-score-waits.c.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-score-private.h"

static void score_hand_internal (MjRuleset    *ruleset,
                                 const MjHand *hand,
                                 gboolean      validity_only,
                                 gboolean      with_waits,
                                 MjScore      *score);

/* Losing hands */

static void
add_calling_for (MjScoreCtx *ctx,
                 MjVariant  *var,
                 MjScore    *score)
{
  gboolean have_limit = FALSE, have_half = FALSE, have_purity = FALSE;
  guint64 waits = score->waits;

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      MjHand complete;
      MjScore completed;

      if (!(waits & (G_GUINT64_CONSTANT (1) << t)))
        continue;

      complete = *ctx->hand;
      complete.concealed[t]++;
      complete.mahjong = TRUE;
      complete.self_drawn = TRUE;
      complete.winning_tile = t;
      complete.flags = 0;
      score_hand_internal (ctx->ruleset, &complete, FALSE, FALSE, &completed);
      if (!completed.won)
        continue;

      for (guint i = 0; i < completed.n_items; i++)
        {
          const MjScoreItem *item = &completed.items[i];

          if (item->limit >= 1000 && !have_limit)
            {
              have_limit = TRUE;
              _mj_score_add_item (ctx, var, score, MJ_RULE_CALLING_FOR_LIMIT, 1, MJ_TILE_NONE, item->rule);
            }
          else if (item->limit > 0 && item->limit < 1000 && !have_half)
            {
              have_half = TRUE;
              _mj_score_add_item (ctx, var, score, MJ_RULE_CALLING_FOR_HALF_LIMIT, 1, MJ_TILE_NONE,
                                  item->rule);
            }
          else if (item->rule == MJ_RULE_PURITY && !have_purity)
            {
              have_purity = TRUE;
              _mj_score_add_item (ctx, var, score, MJ_RULE_CALLING_FOR_PURITY, 1, MJ_TILE_NONE, item->rule);
            }
        }
    }
}

static void
score_losing (MjScoreCtx *ctx,
              MjScore    *score)
{
  const MjHand *hand = ctx->hand;
  MjVariant var;

  score->won = FALSE;
  score->special_hand = -1;
  score->n_items = 0;
  score->faan = ctx->faan ? 0 : -1;

  if (!ctx->v->params[MJ_PARAM_LOSERS_SCORE])
    return;

  /* RULES-BMJA-DMJL.md 3.7: three or four alike are a concealed pung, two honours a pair. */
  _mj_score_declared_sets (hand, &var);
  var.shape = MJ_SHAPE_LOSING;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS && var.n_sets < MJ_SCORE_MAX_SETS; t++)
    {
      MjScoredSet *out;

      if (hand->concealed[t] >= 3)
        {
          out = &var.sets[var.n_sets++];
          memset (out, 0, sizeof *out);
          _mj_score_fill_set (&out->set, MJ_SET_PUNG, t, 3);
        }
      else if (hand->concealed[t] == 2 && mj_tile_is_honour (t))
        {
          out = &var.sets[var.n_sets++];
          memset (out, 0, sizeof *out);
          _mj_score_fill_set (&out->set, MJ_SET_PAIR, t, 2);
        }
    }
  _mj_variant_compute (ctx, &var);

  _mj_score_add_set_items (ctx, &var, score);
  _mj_score_add_hand_items (ctx, &var, score);
  if (!ctx->validity_only && score->has_waits && ctx->tile_count == 13 &&
      (_mj_score_ctx_rule_active (ctx, MJ_RULE_CALLING_FOR_LIMIT) ||
       _mj_score_ctx_rule_active (ctx, MJ_RULE_CALLING_FOR_HALF_LIMIT) ||
       _mj_score_ctx_rule_active (ctx, MJ_RULE_CALLING_FOR_PURITY)))
    add_calling_for (ctx, &var, score);

  _mj_score_combine (ctx, score);
  _mj_score_copy_sets (&var, score);
}

static void
score_hand_internal (MjRuleset    *ruleset,
                     const MjHand *hand,
                     gboolean      validity_only,
                     gboolean      with_waits,
                     MjScore      *score)
{
  MjScoreCtx ctx;
  int only_possible[MJ_HAND_MAX_MELDS + 1];
  guint n;

  ctx.ruleset = ruleset;
  ctx.v = mj_ruleset_get_values (ruleset);
  ctx.hand = hand;
  ctx.faan = ctx.v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;
  ctx.validity_only = validity_only;
  ctx.kong_concealed = ctx.v->params[MJ_PARAM_CLAIMED_KONG_CONCEALED] != 0;
  ctx.pair_concealed = ctx.v->params[MJ_PARAM_CLAIMED_PAIR_CONCEALED] != 0;
  for (guint i = 0; i < G_N_ELEMENTS (only_possible); i++)
    only_possible[i] = -1;
  ctx.only_possible = only_possible;
  _mj_score_ctx_collect_rules (&ctx);
  mj_hand_all_counts (hand, ctx.all_counts);
  ctx.tile_count = n = mj_hand_tile_count (hand);

  score->declared_winner = hand->mahjong != 0;
  score->won = FALSE;
  score->dead_hand = MJ_DEAD_HAND_NONE;
  score->special_hand = -1;
  score->points = score->doubles = score->limit = score->total = 0;
  score->faan = ctx.faan ? 0 : -1;
  score->limit_applied = FALSE;
  score->n_items = 0;
  score->n_sets = 0;
  score->waits = 0;
  score->has_waits = FALSE;
  score->n_wild = 0;
  score->concealment = MJ_CONCEALMENT_NOTE_NONE;

  /* 3.1: a long hand scores nothing at all. */
  if ((hand->mahjong && n >= 15) || (!hand->mahjong && n >= 14))
    {
      score->dead_hand = MJ_DEAD_HAND_LONG;
      return;
    }

  if (hand->mahjong && n == 14)
    {
      if (_mj_score_search_winning (&ctx, score))
        return;

      /* A declared Mah Jong that is none. */
      if (ctx.v->params[MJ_PARAM_FALSE_MAHJONG] == MJ_FALSE_MAHJONG_ZERO)
        return;
    }

  if (n < 13 || (hand->mahjong && n < 14))
    score->dead_hand = n < 13 ? MJ_DEAD_HAND_SHORT : MJ_DEAD_HAND_NONE;

  if (n == 13 && with_waits)
    {
      score->waits = mj_score_waits (ruleset, hand);
      score->has_waits = TRUE;
    }

  score_losing (&ctx, score);
}

/* RULES-BMJA-DMJL.md 1: a pung, chow or pair formed from the concealed tiles is not a
 * declared set, whatever the input calls it: its tiles go back among the concealed ones (a
 * concealed kong stays declared). Returns @hand itself when it holds no such set, else
 * @copy, so filled. */
const MjHand *
_mj_score_undeclare_concealed (const MjHand *hand,
                               MjHand       *copy)
{
  guint n = 0;

  for (guint i = 0; i < hand->n_melds; i++)
    n += hand->melds[i].kind != MJ_SET_KONG && !hand->melds[i].exposed;
  if (n == 0)
    return hand;

  *copy = *hand;
  copy->n_melds = 0;
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (m->kind == MJ_SET_KONG || m->exposed)
        copy->melds[copy->n_melds++] = *m;
      else
        for (guint j = 0; j < mj_meld_n_tiles (m); j++)
          copy->concealed[m->kind == MJ_SET_CHOW ? m->tile + j : m->tile]++;
    }
  return copy;
}

/**
 * mj_score_hand:
 * @ruleset: the rules
 * @hand: a hand that mj_hand_validate() accepts
 * @score: (out caller-allocates): the result
 *
 * Scores one hand: as a winning hand when it is declared one and holds 14 tiles, else as a
 * losing hand (or a long hand, which scores nothing). The best-scoring reading is kept.
 * A hand of 13 tiles also gets its waits.
 */
void
mj_score_hand (MjRuleset    *ruleset,
               const MjHand *hand,
               MjScore      *score)
{
  MjHand copy;

  g_return_if_fail (MJ_IS_RULESET (ruleset));
  g_return_if_fail (hand != NULL);
  g_return_if_fail (score != NULL);

  hand = _mj_score_undeclare_concealed (hand, &copy);
  if (mj_hand_n_wild (hand) > 0)
    _mj_score_wild_hand (ruleset, hand, score);
  else
    score_hand_internal (ruleset, hand, FALSE, TRUE, score);
}

/* mj_score_hand() of a hand without wild tiles, its waits left out */
void
_mj_score_hand_without_waits (MjRuleset    *ruleset,
                              const MjHand *hand,
                              MjScore      *score)
{
  score_hand_internal (ruleset, hand, FALSE, FALSE, score);
}

/* Moves the set of @kind at @tile (the lowest tile of a chow) from the concealed tiles to
 * the declared sets, exposed; FALSE if the concealed tiles do not hold it. */
static gboolean
lay_out_set (MjHand    *hand,
             MjSetKind  kind,
             int        tile)
{
  guint n = kind == MJ_SET_PAIR ? 2 : 3;
  MjMeld *m;

  if (hand->n_melds >= MJ_HAND_MAX_MELDS || tile < 0 || tile >= MJ_N_PLAY_KINDS)
    return FALSE;
  if (kind == MJ_SET_CHOW)
    {
      if (!mj_tile_is_suited ((MjTile) tile) || mj_tile_rank ((MjTile) tile) > 7 ||
          !hand->concealed[tile] || !hand->concealed[tile + 1] || !hand->concealed[tile + 2])
        return FALSE;
      hand->concealed[tile]--;
      hand->concealed[tile + 1]--;
      hand->concealed[tile + 2]--;
    }
  else
    {
      if (hand->concealed[tile] < n)
        return FALSE;
      hand->concealed[tile] -= (guint8) n;
    }

  m = &hand->melds[hand->n_melds++];
  memset (m, 0, sizeof *m);
  m->kind = (guint8) kind;
  m->tile = (guint8) tile;
  m->exposed = TRUE;
  return TRUE;
}

/**
 * mj_score_claimed_win:
 * @hand: (inout): a hand going out on a claimed tile, the tile among its concealed tiles as
 *   play leaves it
 * @score: (out caller-allocates): the result
 *
 * Scores the hand as its winner lays it out: the set a claimed winning tile completes is
 * exposed (RULES-BMJA-DMJL.md 1). Where an exposed set already holds a tile of that kind,
 * a hand as mj_score_hand() reads it would name that set as the one completed (3.2); here
 * the set the tile completed is laid out among the declared sets instead, of the sets it
 * can have completed the one that scores best, and @hand changed to match @score. Other
 * hands are scored as they are.
 */
void
mj_score_claimed_win (MjRuleset *ruleset,
                      MjHand    *hand,
                      MjScore   *score)
{
  MjTile w;
  MjHand best;
  gboolean have_best = FALSE;

  g_return_if_fail (MJ_IS_RULESET (ruleset));
  g_return_if_fail (hand != NULL && score != NULL);

  w = hand->winning_tile;
  if (hand->self_drawn || w == MJ_TILE_NONE || hand->concealed[w] == 0 || mj_hand_n_wild (hand) > 0 ||
      !mj_hand_names_completed_set (hand))
    {
      mj_score_hand (ruleset, hand, score);
      return;
    }

  /* the pung, the pair and the three chows the tile can be in */
  for (int k = 0; k < 5; k++)
    {
      MjHand laid = *hand;
      MjScore candidate;

      if (!lay_out_set (&laid, k == 0 ? MJ_SET_PUNG : k == 1 ? MJ_SET_PAIR : MJ_SET_CHOW,
                        k < 2 ? (int) w : (int) w - (k - 2)))
        continue;
      mj_score_hand (ruleset, &laid, &candidate);
      if (candidate.won && (!have_best || candidate.total > score->total))
        {
          *score = candidate;
          best = laid;
          have_best = TRUE;
        }
    }

  if (have_best)
    *hand = best;
  else
    mj_score_hand (ruleset, hand, score);
}

/**
 * mj_score_is_winning:
 *
 * Returns: whether @hand, declared as a winning hand, goes out under @ruleset
 */
gboolean
mj_score_is_winning (MjRuleset    *ruleset,
                     const MjHand *hand)
{
  MjScore score;
  MjHand declared, copy;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), FALSE);

  declared = *_mj_score_undeclare_concealed (hand, &copy);
  declared.mahjong = TRUE;
  if (mj_hand_n_wild (hand) > 0)
    return _mj_score_wild_is_winning (ruleset, &declared);
  score_hand_internal (ruleset, &declared, TRUE, FALSE, &score);
  return score.won;
}

/**
 * mj_score_item_get_name:
 *
 * Returns: the translated name of the item's rule
 */
const char *
mj_score_item_get_name (const MjScoreItem *item)
{
  return _(mj_rule_spec ((MjRuleId) item->rule)->name);
}

/**
 * mj_score_item_describe:
 *
 * Returns: (transfer full): the item as one line of an explanation, such as
 *   "Pung of dragons (Rd): 1 double" or "Calling for: Thirteen orphans"
 */
char *
mj_score_item_describe (const MjScoreItem *item)
{
  GString *line = g_string_new (mj_score_item_get_name (item));
  g_autofree char *values = mj_describe_values (item->points, item->doubles, item->limit, item->faan);

  if (item->detail < MJ_N_RULES)
    g_string_append_printf (line, " (%s)", _(mj_rule_spec ((MjRuleId) item->detail)->name));
  else if (item->tile != MJ_TILE_NONE)
    g_string_append_printf (line, " (%s)", mj_tile_to_string (item->tile));

  if (values != NULL)
    {
      g_string_append (line, ": ");
      g_string_append (line, values);
    }

  return g_string_free (line, FALSE);
}

/**
 * mj_score_describe_total:
 *
 * Returns: (transfer full): the last line of an explanation, how the items make the total,
 *   such as "10 points doubled 2 times: 40", "3 faan: 8 points" or "Limit hand: 1000"
 */
char *
mj_score_describe_total (const MjScore *score)
{
  char *total;

  if (score->faan >= 0)
    /* Translators: the total of a hand scored in faan */
    return g_strdup_printf (_("%d faan: %d points"), score->faan, score->total);
  if (score->limit > 0)
    return g_strdup_printf (_("Limit hand: %d"), score->total);

  if (score->doubles == 0)
    /* Translators: a hand's total under points and doubles, with no doubles */
    total = g_strdup_printf (_("Total: %d points"), score->total);
  else
    /* Translators: a hand's total under points and doubles: "12 points doubled 3 times: 96" */
    total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d points doubled %d time: %d",
                                          "%d points doubled %d times: %d", ABS (score->doubles)),
                             score->points, score->doubles, score->total);
  if (score->limit_applied)
    {
      char *capped = g_strconcat (total, _(" (the limit)"), NULL);

      g_free (total);
      total = capped;
    }
  return total;
}

/**
 * mj_score_describe_wild:
 *
 * Returns: (transfer full) (nullable): for a Goulash hand scored with wild tiles, what they
 *   stood for ("The wild twos of bamboo stood for Red dragon, 5 of circles"); else %NULL
 */
char *
mj_score_describe_wild (const MjScore *score)
{
  g_autoptr(GString) names = g_string_new (NULL);

  g_return_val_if_fail (score != NULL, NULL);

  if (score->n_wild == 0)
    return NULL;
  for (guint i = 0; i < score->n_wild; i++)
    {
      if (i > 0)
        g_string_append (names, _(", "));
      g_string_append (names, mj_tile_get_name (score->wild_as[i]));
    }
  /* Translators: a Goulash hand's wild tiles and the tiles they stood for in the score */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The wild two of bamboo stood for %s",
                                       "The wild twos of bamboo stood for %s", score->n_wild),
                          names->str);
}

/**
 * mj_score_describe_concealment:
 *
 * Returns: (nullable): for a winning hand whose value depended on how its rules read a
 *   claimed kong or a pair completed by the winning discard, why it counts as concealed
 *   or not ("Closed hand: the discard completed the pair"); else %NULL
 */
const char *
mj_score_describe_concealment (const MjScore *score)
{
  gboolean faan;

  g_return_val_if_fail (score != NULL, NULL);

  faan = score->faan >= 0;
  switch (score->concealment)
    {
    case MJ_CONCEALMENT_NOTE_PAIR_CONCEALED:
      return faan ? _("Closed hand: the discard completed the pair")
                  : _("Concealed hand: the discard completed the pair");
    case MJ_CONCEALMENT_NOTE_PAIR_EXPOSED:
      return faan ? _("Open hand: the discard completed the pair, which it exposed")
                  : _("Not a concealed hand: the discard completed the pair, which it exposed");
    case MJ_CONCEALMENT_NOTE_KONG_CONCEALED:
      return faan ? _("Closed hand: a kong claimed onto a concealed pung keeps it closed")
                  : _("Concealed hand: a kong claimed onto a concealed pung keeps it concealed");
    case MJ_CONCEALMENT_NOTE_KONG_EXPOSED:
      return faan ? _("Open hand: a kong claimed onto a concealed pung is open")
                  : _("Not a concealed hand: a kong claimed onto a concealed pung is exposed");
    case MJ_CONCEALMENT_NOTE_NONE:
    default:
      return NULL;
    }
}

/**
 * mj_score_reading_counts:
 * @counts: (out caller-allocates): every tile of the hand, a wild tile counted as what it
 *   stood for in the score
 */
void
mj_score_reading_counts (const MjScore *score,
                         const MjHand  *hand,
                         guint8         counts[MJ_N_PLAY_KINDS])
{
  g_return_if_fail (score != NULL && hand != NULL);

  mj_hand_all_counts (hand, counts);
  if (score->n_wild > 0 && counts[MJ_WILD_TILE] >= score->n_wild)
    {
      counts[MJ_WILD_TILE] -= score->n_wild;
      for (guint i = 0; i < score->n_wild; i++)
        counts[score->wild_as[i]]++;
    }
}
