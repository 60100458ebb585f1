/* mj-score-readings.c: the readings of a winner's hand, and the best of them
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A declared winner's hand read every way it can be: the arrangements of the concealed tiles
 * into sets and a pair, the set the winning tile completed, the special shapes; each reading
 * scored with the going-out and winner rules, the highest total kept.
 */

#define G_LOG_DOMAIN "mj-score"

#include "config.h"

#include <string.h>

#include "mj-score-private.h"

typedef struct
{
  MjScoreCtx       *ctx;
  MjScore          *best;
  gboolean          best_valid;
  MjVariant         best_var;      /* the reading kept */
  const MjVariant  *declared;      /* the declared sets, as the start of every reading */
  int               declared_pair; /* the tile of a pair declared in the input, or -1 */
  gboolean          named;         /* the input names the set a claimed tile completed */
} MjSearch;
/* Readings */

void
_mj_score_copy_sets (const MjVariant *var,
                     MjScore         *score)
{
  memcpy (score->sets, var->sets, sizeof (MjScoredSet) * var->n_sets);
  score->n_sets = var->n_sets;
  if (var->completed >= 0 && (guint) var->completed < var->n_sets)
    score->sets[var->completed].completed = TRUE;
}

static gboolean
standard_is_valid (const MjScoreCtx *ctx,
                   const MjVariant  *var)
{
  const MjRulesetValues *v = ctx->v;

  if (var->shape != MJ_SHAPE_STANDARD)
    return FALSE;
  if (var->n_chows > (guint) v->params[MJ_PARAM_MAX_CHOWS])
    return FALSE;
  if (!v->params[MJ_PARAM_CHOW_FINISH] && var->completed >= 0 &&
      var->sets[var->completed].set.kind == MJ_SET_CHOW)
    return FALSE;
  return TRUE;
}

/* What the one-double and cleared-hand games ask of four sets and a pair (RULES.md 5): "the
 * four Sets and a Pair must score one double, exclusive of Flower doubles", or be "all of
 * one suit, with or without Honors; or all Terminals, with or without Honors; or all
 * Honors". They qualify an ordinary hand: a limit hand (@limit, the winner's limit rule, or
 * -1) is never refused for its doubles, nor for its suits where its own definition fixes
 * its tiles. */
static gboolean
standard_qualifies (const MjScoreCtx *ctx,
                    const MjVariant  *var,
                    const MjScore    *score,
                    int               limit)
{
  const MjRulesetValues *v = ctx->v;

  if (v->params[MJ_PARAM_CLEARED_HAND] && !(__builtin_popcount (var->suits) <= 1 || var->all_major) &&
      !(limit >= 0 && _mj_score_rule_fixes_tiles ((MjRuleId) limit)))
    return FALSE;

  if (v->params[MJ_PARAM_MIN_DOUBLES] > 0 && !ctx->faan && limit < 0)
    {
      int doubles = 0;

      for (guint i = 0; i < score->n_items; i++)
        if (!_mj_score_rule_is_bonus ((MjRuleId) score->items[i].rule))
          doubles += score->items[i].doubles;
      if (doubles < v->params[MJ_PARAM_MIN_DOUBLES])
        return FALSE;
    }
  return TRUE;
}

/* Orders the going-out rules: a limit beats half a limit beats the standard hand; under
 * faan, more faan is better. */
static int
shape_value (const MjScoreCtx *ctx,
             const MjVariant  *var,
             MjRuleId          rule)
{
  const MjRulesetValues *v = ctx->v;

  if (ctx->faan)
    {
      int f = var->concealed_sets ? v->faan[rule] : v->faan_exposed[rule];

      return f == MJ_FAAN_NONE ? 0 : f;
    }
  return v->limit[rule];
}

/* Scores one reading of a winner's hand into @score; FALSE if it does not go out. */
static gboolean
score_winning_variant (const MjScoreCtx *ctx,
                       const MjVariant  *var,
                       MjScore          *score)
{
  const MjRulesetValues *v = ctx->v;
  int shape = -1, shape_best = -1;
  guint first_winner_item;
  int first_limit = -1;
  guint8 matched[MJ_N_RULES];

  score->n_items = 0;
  _mj_score_add_set_items (ctx, var, score);
  _mj_score_add_hand_items (ctx, var, score);

  /* The going-out rule: the most valuable one the reading satisfies, the earlier on a tie. */
  if (standard_is_valid (ctx, var))
    {
      shape = MJ_RULE_MAHJONG;
      shape_best = shape_value (ctx, var, MJ_RULE_MAHJONG);
    }
  _mj_score_rules_match (ctx, var, ctx->shape_rules, ctx->n_shape_rules, matched);
  for (guint i = 0; i < ctx->n_shape_rules; i++)
    {
      MjRuleId r = (MjRuleId) ctx->shape_rules[i];
      int value;

      if (!matched[i])
        continue;
      value = shape_value (ctx, var, (MjRuleId) r);
      if (shape < 0 || value > shape_best)
        {
          shape = (int) r;
          shape_best = value;
        }
    }
  if (shape < 0)
    return FALSE;
  /* A hand of seven pairs that scores its value alone: it has no sets. */
  if (shape == MJ_RULE_SEVEN_PAIRS && v->params[MJ_PARAM_SEVEN_PAIRS_ALONE])
    score->n_items = 0;
  _mj_score_add_item (ctx, var, score, (MjRuleId) shape, 1, MJ_TILE_NONE, MJ_N_RULES);
  if (shape == MJ_RULE_SEVEN_PAIRS && v->params[MJ_PARAM_SEVEN_PAIRS_ALONE])
    {
      _mj_score_combine (ctx, score);
      score->special_hand = shape;
      _mj_score_copy_sets (var, score);
      return !ctx->faan || score->faan >= v->params[MJ_PARAM_MIN_FAAN];
    }

  /* The winner's rules: of those carrying a limit only the first counts. */
  first_winner_item = score->n_items;
  _mj_score_rules_match (ctx, var, ctx->win_rules, ctx->n_win_rules, matched);
  for (guint i = 0; i < ctx->n_win_rules; i++)
    {
      MjRuleId r = (MjRuleId) ctx->win_rules[i];

      if (r == MJ_RULE_ONLY_POSSIBLE_TILE)
        {
          if (ctx->validity_only || !_mj_score_only_possible_tile (ctx, var))
            continue;
        }
      else if (!matched[i])
        continue;

      if (!ctx->faan && v->limit[r] > 0)
        {
          if (first_limit >= 0)
            continue;
          first_limit = (int) r;
        }
      _mj_score_add_item (ctx, var, score, r, 1, MJ_TILE_NONE, MJ_N_RULES);
    }

  if (first_limit >= 0)
    {
      /* drop every other winner rule */
      guint out = first_winner_item;

      for (guint i = first_winner_item; i < score->n_items; i++)
        if (score->items[i].rule == first_limit)
          score->items[out++] = score->items[i];
      score->n_items = out;
    }

  if (shape == MJ_RULE_MAHJONG && !standard_qualifies (ctx, var, score, first_limit))
    return FALSE;

  _mj_score_combine (ctx, score);
  score->special_hand = shape == MJ_RULE_MAHJONG ? -1 : shape;

  if (ctx->faan && score->faan < v->params[MJ_PARAM_MIN_FAAN])
    return FALSE;

  _mj_score_copy_sets (var, score);
  return TRUE;
}

static void
consider (MjSearch        *search,
          const MjVariant *var)
{
  MjScore candidate;
  MjVariant computed;

  /* only whether it wins: the first reading that does is enough */
  if (search->ctx->validity_only && search->best_valid)
    return;

  computed = *var;
  _mj_variant_compute (search->ctx, &computed);

  candidate.n_items = 0;
  if (!score_winning_variant (search->ctx, &computed, &candidate))
    return;

  /* The highest total; on a tie the most faan (several faan are paid alike), then the
   * going-out rule earlier in the ruleset's list (RULES-BMJA-DMJL.md 6.3: a hand both nine
   * gates and squirming snake is nine gates). */
  if (!search->best_valid || candidate.total > search->best->total ||
      (candidate.total == search->best->total &&
       (candidate.faan > search->best->faan ||
        (candidate.faan == search->best->faan && candidate.special_hand < search->best->special_hand))))
    {
      search->best_var = computed;
      search->best_valid = TRUE;
      search->best->won = TRUE;
      search->best->special_hand = candidate.special_hand;
      search->best->points = candidate.points;
      search->best->doubles = candidate.doubles;
      search->best->faan = candidate.faan;
      search->best->limit = candidate.limit;
      search->best->limit_applied = candidate.limit_applied;
      search->best->total = candidate.total;
      memcpy (search->best->items, candidate.items, sizeof (MjScoreItem) * candidate.n_items);
      search->best->n_items = candidate.n_items;
      memcpy (search->best->sets, candidate.sets, sizeof (MjScoredSet) * candidate.n_sets);
      search->best->n_sets = candidate.n_sets;
    }
}

/* Whether a set of the reading can be the one the winning tile completed, the "last set"
 * of RULES-BMJA-DMJL.md 3.6: a set of fewer than four tiles holding the tile in the tile's
 * own state. A self-drawn tile completed a concealed set. A claimed tile completed an exposed
 * set the input names (a declared exposed set holding it; an earlier exposed pung or chow of
 * the same kind qualifies as well) or, when the input names none, a concealed set holding
 * it, which the claim exposes. */
static gboolean
may_have_completed (const MjScoredSet *s,
                    MjTile             w,
                    gboolean           self_drawn,
                    gboolean           named)
{
  if (s->set.n_tiles >= 4 || memchr (s->set.tiles, w, s->set.n_tiles) == NULL)
    return FALSE;
  if (self_drawn)
    return !s->declared;
  return named ? s->declared && s->exposed : !s->declared;
}

/* The one place that decides which set the winning tile completed: every set that may have
 * (may_have_completed()) is tried, and the reading with the highest total kept; when none
 * may, the winning tile alone is the last set. The declared sets of @var come first, in the
 * order of the hand's melds, then the sets formed from the concealed tiles. The special
 * shapes read every tile afresh (@named FALSE): the set the tile completed is among them. */
static void
consider_completions (MjSearch  *search,
                      MjVariant *var,
                      gboolean   named)
{
  const MjHand *hand = search->ctx->hand;
  MjTile w = hand->winning_tile;
  gboolean tried_any = FALSE;

  var->completed = -1;
  var->completed_meld = -1;
  if (w == MJ_TILE_NONE)
    {
      consider (search, var);
      return;
    }

  for (guint i = 0; i < var->n_sets; i++)
    {
      const MjScoredSet *s = &var->sets[i];
      gboolean seen = FALSE;

      if (!may_have_completed (s, w, hand->self_drawn, named))
        continue;

      /* the same set twice gives the same score */
      for (guint k = 0; k < i && !seen; k++)
        seen = var->sets[k].set.kind == s->set.kind && var->sets[k].set.tile == s->set.tile &&
               var->sets[k].declared == s->declared && var->sets[k].exposed == s->exposed &&
               may_have_completed (&var->sets[k], w, hand->self_drawn, named);
      if (seen)
        continue;

      {
        MjVariant copy = *var;

        copy.completed = (int) i;
        if (s->declared)
          copy.completed_meld = (int) i;   /* declared sets are the melds, in order */
        else if (!hand->self_drawn)
          {
            copy.sets[i].exposed = TRUE;
            copy.sets[i].declared = TRUE;
          }
        consider (search, &copy);
        tried_any = TRUE;
      }
    }

  if (!tried_any)
    consider (search, var);
}

void
_mj_score_fill_set (MjSet     *set,
                    MjSetKind  kind,
                    MjTile     tile,
                    guint      n)
{
  set->kind = (guint8) kind;
  set->tile = tile;
  set->n_tiles = (guint8) n;
  for (guint j = 0; j < n; j++)
    set->tiles[j] = kind == MJ_SET_CHOW ? (MjTile) (tile + j) : tile;
}

static gboolean
standard_arrangement_cb (const MjArrangement *arrangement,
                         gpointer             user_data)
{
  MjSearch *search = user_data;
  MjVariant var = *search->declared;

  var.shape = MJ_SHAPE_STANDARD;
  for (guint i = 0; i < arrangement->n_sets && var.n_sets < MJ_SCORE_MAX_SETS; i++)
    {
      const MjSet *s = &arrangement->sets[i];
      MjScoredSet *out;

      /* a pair declared in the input is the arrangement's pair, and among the declared
       * sets already: the concealed tiles make the sets */
      if (search->declared_pair >= 0 && s->kind == MJ_SET_PAIR)
        {
          if (s->tile != search->declared_pair)
            return TRUE;
          continue;
        }

      out = &var.sets[var.n_sets++];
      memset (out, 0, sizeof *out);
      out->set = *s;
    }

  consider_completions (search, &var, search->named);
  return !(search->ctx->validity_only && search->best_valid);
}

/* The tiles grouped by kind: the reading of the shapes that are not sets and a pair. */
static void
add_grouped_variant (MjSearch        *search,
                     const MjVariant *base,
                     MjShapeKind      shape,
                     const guint8     counts[MJ_N_PLAY_KINDS])
{
  MjVariant var = *base;

  var.n_sets = 0;
  var.shape = shape;
  for (guint t = 0; t < MJ_N_PLAY_KINDS && var.n_sets < MJ_SCORE_MAX_SETS - 1; t++)
    {
      guint c = counts[t];

      while (c > 0 && var.n_sets < MJ_SCORE_MAX_SETS)
        {
          MjScoredSet *out = &var.sets[var.n_sets++];
          guint take = shape == MJ_SHAPE_PAIRS ? 2 : MIN (c, 3);

          memset (out, 0, sizeof *out);
          _mj_score_fill_set (&out->set, take == 1 ? MJ_SET_SINGLE : take == 2 ? MJ_SET_PAIR : MJ_SET_PUNG,
                              (MjTile) t, take);
          c -= take;
        }
    }

  consider_completions (search, &var, FALSE);
}

static void
add_knitting_variant (MjSearch        *search,
                      const MjVariant *base,
                      const guint8     counts[MJ_N_PLAY_KINDS])
{
  MjVariant var = *base;
  guint suits[2], n = 0;

  for (guint s = 0; s < 3 && n < 2; s++)
    for (guint r = 0; r < 9; r++)
      if (counts[s * 9 + r] > 0)
        {
          suits[n++] = s;
          break;
        }
  if (n != 2)
    return;

  var.n_sets = 0;
  var.shape = MJ_SHAPE_KNITTING;
  for (guint r = 0; r < 9; r++)
    for (guint k = 0; k < counts[suits[0] * 9 + r] && var.n_sets < MJ_SCORE_MAX_SETS; k++)
      {
        MjScoredSet *out = &var.sets[var.n_sets++];

        memset (out, 0, sizeof *out);
        out->set.kind = MJ_SET_KNITTED_PAIR;
        out->set.tile = (MjTile) (suits[0] * 9 + r);
        out->set.n_tiles = 2;
        out->set.tiles[0] = (MjTile) (suits[0] * 9 + r);
        out->set.tiles[1] = (MjTile) (suits[1] * 9 + r);
      }

  consider_completions (search, &var, FALSE);
}

static void
add_triple_knitting_variant (MjSearch        *search,
                             const MjVariant *base,
                             const MjArrangement *arrangement)
{
  MjVariant var = *base;

  var.n_sets = 0;
  var.shape = MJ_SHAPE_TRIPLE_KNITTING;
  for (guint i = 0; i < arrangement->n_sets && var.n_sets < MJ_SCORE_MAX_SETS; i++)
    {
      MjScoredSet *out = &var.sets[var.n_sets++];

      memset (out, 0, sizeof *out);
      out->set = arrangement->sets[i];
    }

  consider_completions (search, &var, FALSE);
}

static void
search_winning (MjSearch *search)
{
  const MjScoreCtx *ctx = search->ctx;
  const MjHand *hand = ctx->hand;
  guint8 counts[MJ_N_PLAY_KINDS];
  guint n_sets_needed = 4, n_pairs = 0;
  gboolean only_pair_declared = TRUE;
  MjArrangement special;

  memcpy (counts, hand->concealed, sizeof counts);
  search->declared_pair = -1;

  for (guint i = 0; i < hand->n_melds; i++)
    {
      if (hand->melds[i].kind == MJ_SET_PAIR)
        {
          n_pairs++;
          search->declared_pair = hand->melds[i].tile;
          counts[hand->melds[i].tile] += 2;
        }
      else
        {
          only_pair_declared = FALSE;
          if (n_sets_needed > 0)
            n_sets_needed--;
        }
    }

  /* Four sets and a pair, in every arrangement. */
  if (n_pairs <= 1 && mj_shape_count (counts) == 3 * n_sets_needed + 2)
    mj_shape_foreach_standard (counts, n_sets_needed, standard_arrangement_cb, search);

  if (!only_pair_declared)
    return;

  /* The special shapes read all the tiles; an exposed pair is the claimed winning pair. */
  if ((_mj_score_ctx_rule_active (ctx, MJ_RULE_SEVEN_PAIRS) ||
       _mj_score_ctx_rule_active (ctx, MJ_RULE_ALL_PAIR_HONOURS)) &&
      mj_shape_is_seven_pairs (ctx->all_counts, mj_score_ctx_param (ctx, MJ_PARAM_SEVEN_PAIRS_FOUR)))
    add_grouped_variant (search, search->declared, MJ_SHAPE_PAIRS, ctx->all_counts);

  if (n_pairs > 0)
    return;

  if (_mj_score_ctx_rule_active (ctx, MJ_RULE_KNITTING) && mj_shape_is_knitting (ctx->all_counts))
    add_knitting_variant (search, search->declared, ctx->all_counts);

  if (_mj_score_ctx_rule_active (ctx, MJ_RULE_TRIPLE_KNITTING) &&
      mj_shape_is_triple_knitting (ctx->all_counts, &special))
    add_triple_knitting_variant (search, search->declared, &special);

  if ((_mj_score_ctx_rule_active (ctx, MJ_RULE_THIRTEEN_ORPHANS) &&
       mj_shape_is_thirteen_orphans (ctx->all_counts)) ||
      ((_mj_score_ctx_rule_active (ctx, MJ_RULE_NINE_GATES) ||
        _mj_score_ctx_rule_active (ctx, MJ_RULE_GATES_OF_HEAVEN)) &&
       mj_shape_is_nine_gates (ctx->all_counts, NULL)) ||
      (_mj_score_ctx_rule_active (ctx, MJ_RULE_WRIGGLING_SNAKE) &&
       mj_shape_is_wriggling_snake (ctx->all_counts)))
    add_grouped_variant (search, search->declared, MJ_SHAPE_GROUPED, ctx->all_counts);
}

/* The hand's declared sets, in the order of its melds, as the start of a reading. */
void
_mj_score_declared_sets (const MjHand *hand,
                         MjVariant    *var)
{
  memset (var, 0, sizeof *var);
  var->completed = -1;
  var->completed_meld = -1;

  for (guint i = 0; i < hand->n_melds && var->n_sets < MJ_SCORE_MAX_SETS; i++)
    {
      const MjMeld *m = &hand->melds[i];
      MjScoredSet *out;

      out = &var->sets[var->n_sets++];
      _mj_score_fill_set (&out->set, (MjSetKind) m->kind, m->tile, mj_meld_n_tiles (m));
      out->declared = TRUE;
      out->kong_origin = m->kong_origin;
      if (m->kind == MJ_SET_KONG)
        out->exposed = m->kong_origin != MJ_KONG_CONCEALED;
      else
        out->exposed = m->exposed;
    }
}
/* Whether the reading would score otherwise were its claimed kong (@kong) or the pair its
 * claimed winning tile completed read the other way, and the hand's concealment with it. */
static gboolean
concealment_matters (const MjScoreCtx *ctx,
                     const MjVariant  *var,
                     const MjScore    *score,
                     gboolean          kong)
{
  MjScoreCtx other = *ctx;
  MjVariant flipped = *var;
  MjScore alt;

  if (kong)
    other.kong_concealed = !ctx->kong_concealed;
  else
    other.pair_concealed = !ctx->pair_concealed;
  _mj_variant_compute (&other, &flipped);
  if (flipped.concealed_sets == var->concealed_sets)
    return FALSE;
  alt.n_items = 0;
  if (!score_winning_variant (&other, &flipped, &alt))
    return TRUE;
  return alt.total != score->total || alt.faan != score->faan;
}

/* Says why the reading kept counts as concealed or not, where a claimed kong or the pair the
 * claimed winning tile completed decided it and that changed its value. */
static MjConcealmentNote
concealment_note (const MjScoreCtx *ctx,
                  const MjVariant  *var,
                  const MjScore    *score)
{
  if (var->claimed_kong && concealment_matters (ctx, var, score, TRUE))
    return ctx->kong_concealed ? MJ_CONCEALMENT_NOTE_KONG_CONCEALED : MJ_CONCEALMENT_NOTE_KONG_EXPOSED;
  if (var->claimed_pair && concealment_matters (ctx, var, score, FALSE))
    return ctx->pair_concealed ? MJ_CONCEALMENT_NOTE_PAIR_CONCEALED : MJ_CONCEALMENT_NOTE_PAIR_EXPOSED;
  return MJ_CONCEALMENT_NOTE_NONE;
}

/* Reads the declared winner's hand every way it can be read, keeping the best-scoring
 * reading in @score; FALSE if no reading goes out. */
gboolean
_mj_score_search_winning (MjScoreCtx *ctx,
                          MjScore    *score)
{
  MjVariant declared;
  MjSearch search = {
    .ctx = ctx,
    .best = score,
    .declared = &declared,
    .declared_pair = -1,
    .named = mj_hand_names_completed_set (ctx->hand),
  };

  _mj_score_declared_sets (ctx->hand, &declared);
  search_winning (&search);
  if (search.best_valid && !ctx->validity_only)
    score->concealment = (guint8) concealment_note (ctx, &search.best_var, score);
  return search.best_valid;
}
