/* mj-lesson-drill.c: the engine's answer to each question of a drill
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A drill's answers are never only written in its file: each is worked out here, by the
 * rules the lesson is played by, and an answer the file states must agree (lessons check).
 * The words are the game's own: the waits, the discards weighed by how far from ready they
 * leave the hand and by how many tiles would bring it nearer (as the hint weighs them), the
 * claims the rules allow, the score line by line.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-lesson-drill.h"
#include "mj-shape.h"

static const char * const claimant_names[] = { "right", "opposite", "left" };

static guint
n_tiles (const MjHand *hand)
{
  guint n = 0;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    n += hand->concealed[t];
  for (guint i = 0; i < hand->n_melds; i++)
    n += hand->melds[i].kind == MJ_SET_PAIR ? 2 : 3;
  return n;
}

static guint
n_chows (const MjHand *hand)
{
  guint n = 0;

  for (guint i = 0; i < hand->n_melds; i++)
    n += hand->melds[i].kind == MJ_SET_CHOW;
  return n;
}

static char *
tiles_text (guint64 tiles)
{
  GString *text = g_string_new (NULL);

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (tiles & (G_GUINT64_CONSTANT (1) << t))
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", mj_tile_to_string ((MjTile) t));
  return g_string_free (text, FALSE);
}

static gboolean
parse_tile_set (const char *text,
                guint64    *tiles)
{
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (MjTile));

  *tiles = 0;
  if (!mj_tiles_parse (text, list, NULL))
    return FALSE;
  for (guint i = 0; i < list->len; i++)
    {
      MjTile t = g_array_index (list, MjTile, i);

      if (mj_tile_is_bonus (t))
        return FALSE;
      *tiles |= G_GUINT64_CONSTANT (1) << t;
    }
  return TRUE;
}

/* Discards */

/* How far from ready the tiles @counts and the sets of @base (and @extra, a set just
 * claimed) are: the four sets and a pair every lesson's rules go out with. Under @ruleset,
 * a hand the shape calls ready or complete that the rules would not let go out (a second
 * chow where one is allowed) is a step further. */
static int
shanten_of (MjRuleset    *ruleset,
            const MjHand *base,
            const guint8  counts[MJ_N_PLAY_KINDS],
            const MjMeld *extra)
{
  int s = mj_shape_shanten_standard (counts, base->n_melds + (extra != NULL ? 1u : 0u));
  MjHand h;
  guint n = 0;

  if (ruleset == NULL || s > 0)
    return s;
  h = *base;
  memcpy (h.concealed, counts, sizeof h.concealed);
  if (extra != NULL && h.n_melds < MJ_HAND_MAX_MELDS)
    h.melds[h.n_melds++] = *extra;
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    n += counts[t];
  n += 3u * h.n_melds;
  if (s == 0 && n == 13)
    return mj_score_waits (ruleset, &h) != 0 ? 0 : 1;
  if (s < 0)
    {
      h.mahjong = TRUE;
      h.self_drawn = TRUE;
      for (guint t = 0; t < MJ_N_PLAY_KINDS && h.winning_tile == MJ_TILE_NONE; t++)
        if (counts[t] > 0)
          h.winning_tile = (MjTile) t;
      return mj_score_is_winning (ruleset, &h) ? s : 0;
    }
  return s;
}

/**
 * mj_drill_weigh_discards:
 * @ruleset: (nullable): the rules, whose limits on going out (one chow) count; %NULL: the
 *   shape alone
 * @hand: a hand of fourteen tiles, declared sets counted
 * @weights: (out caller-allocates): one for each different concealed tile
 *
 * Weighs each discard as the hint does: how far from ready it leaves the hand, and how many
 * tiles not in the hand would bring it nearer.
 */
void
mj_drill_weigh_discards (MjRuleset       *ruleset,
                         const MjHand    *hand,
                         MjDiscardWeight *weights,
                         guint           *n_weights)
{
  guint8 counts[MJ_N_PLAY_KINDS];
  guint8 all[MJ_N_PLAY_KINDS];

  g_return_if_fail (hand != NULL && weights != NULL && n_weights != NULL);

  memcpy (counts, hand->concealed, sizeof counts);
  mj_hand_all_counts (hand, all);
  *n_weights = 0;
  for (guint t = 0; t < MJ_N_PLAY_KINDS && *n_weights < MJ_DRILL_MAX_WEIGHTS; t++)
    {
      MjDiscardWeight *w;

      if (counts[t] == 0)
        continue;
      w = &weights[(*n_weights)++];
      counts[t]--;
      w->tile = (MjTile) t;
      w->shanten = shanten_of (ruleset, hand, counts, NULL);
      w->improving = 0;
      w->kinds = 0;
      for (guint u = 0; u < MJ_N_PLAY_KINDS; u++)
        {
          if (all[u] >= 4 || u == t)
            continue;
          counts[u]++;
          if (shanten_of (ruleset, hand, counts, NULL) < w->shanten)
            {
              w->improving += 4u - all[u];
              w->kinds |= G_GUINT64_CONSTANT (1) << u;
            }
          counts[u]--;
        }
      counts[t]++;
    }
}

static guint64
best_discards (const MjDiscardWeight *weights,
               guint                  n)
{
  guint64 best = 0;
  int shanten = G_MAXINT;
  guint improving = 0;

  for (guint i = 0; i < n; i++)
    if (weights[i].shanten < shanten || (weights[i].shanten == shanten && weights[i].improving > improving))
      {
        shanten = weights[i].shanten;
        improving = weights[i].improving;
      }
  for (guint i = 0; i < n; i++)
    if (weights[i].shanten == shanten && weights[i].improving == improving)
      best |= G_GUINT64_CONSTANT (1) << weights[i].tile;
  return best;
}

/* Claims */

/* How near the hand comes to ready after claiming @tile into a set of @kind starting at
 * @low and discarding the best tile. */
static int
shanten_after_claim (MjRuleset    *ruleset,
                     const MjHand *hand,
                     MjSetKind     kind,
                     MjTile        low,
                     MjTile        tile)
{
  guint8 counts[MJ_N_PLAY_KINDS];
  MjMeld claimed = { (guint8) kind, (guint8) (kind == MJ_SET_PUNG ? tile : low), TRUE, MJ_KONG_CLAIMED };
  int best = G_MAXINT;

  memcpy (counts, hand->concealed, sizeof counts);
  counts[tile]++;
  if (kind == MJ_SET_PUNG)
    counts[tile] -= 3;
  else
    for (guint k = 0; k < 3; k++)
      counts[low + k]--;
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (counts[t] > 0)
      {
        counts[t]--;
        best = MIN (best, shanten_of (ruleset, hand, counts, &claimed));
        counts[t]++;
      }
  return best;
}

static void
solve_claim (const MjLessonItem *item,
             MjRuleset          *ruleset,
             MjDrillAnswer      *a)
{
  MjHand won = item->hand;
  MjTile t = item->tile;
  int now = shanten_of (ruleset, &item->hand, item->hand.concealed, NULL);
  int best = now;
  guint max_chows = (guint) mj_ruleset_get (ruleset, MJ_PARAM_MAX_CHOWS);

  a->claim = MJ_EXPECT_PASS;
  a->chow = MJ_TILE_NONE;
  a->allowed = 1u << MJ_EXPECT_PASS;

  won.concealed[t]++;
  won.mahjong = TRUE;
  won.winning_tile = t;
  won.self_drawn = FALSE;
  if (mj_score_is_winning (ruleset, &won))
    {
      a->allowed |= 1u << MJ_EXPECT_MAHJONG;
      a->claim = MJ_EXPECT_MAHJONG;
      best = -1;
    }
  if (item->hand.concealed[t] >= 2)
    {
      int s = shanten_after_claim (ruleset, &item->hand, MJ_SET_PUNG, t, t);

      a->allowed |= 1u << MJ_EXPECT_PUNG;
      if (s < best)
        {
          best = s;
          a->claim = MJ_EXPECT_PUNG;
        }
    }
  /* a chow only from the player before, and only as many as the rules allow */
  if (item->from == 1 && mj_tile_is_suited (t) && n_chows (&item->hand) < max_chows)
    for (int low = (int) t - 2; low <= (int) t; low++)
      {
        gboolean ok = low >= 0 && mj_tile_suit ((MjTile) low) == mj_tile_suit (t) &&
                      mj_tile_rank ((MjTile) low) <= 7;
        int s;

        for (int k = 0; ok && k < 3; k++)
          ok = low + k == (int) t || item->hand.concealed[low + k] > 0;
        if (!ok)
          continue;
        a->allowed |= 1u << MJ_EXPECT_CHOW;
        s = shanten_after_claim (ruleset, &item->hand, MJ_SET_CHOW, (MjTile) low, t);
        if (s < best)
          {
            best = s;
            a->claim = MJ_EXPECT_CHOW;
            a->chow = (MjTile) low;
          }
      }
}

/* Several players claim one discard: Mah-Jong before a pung, a pung before a chow, and among
 * Mah-Jong claims the nearest in turn; a chow only by the next player. */
static MjClaimant
solve_priority (const MjLessonItem *item)
{
  static const MjActionKind order[] = { MJ_ACTION_WIN, MJ_ACTION_PUNG, MJ_ACTION_CHOW };

  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    for (guint k = 0; k < 3; k++)
      if (item->claims[k].kind == order[o] && (order[o] != MJ_ACTION_CHOW || k == 0))
        return (MjClaimant) k;
  return MJ_CLAIMANT_NOBODY;
}

/**
 * mj_drill_solve:
 * @item: the question
 * @ruleset: the rules of its lesson
 * @answer: (out caller-allocates): the engine's answer
 *
 * Returns: %FALSE, with @error set, if the question cannot be asked (a hand of the wrong
 *   size for it, rules that decide the order of claims otherwise than by the nearest)
 */
gboolean
mj_drill_solve (const MjLessonItem  *item,
                MjRuleset           *ruleset,
                MjDrillAnswer       *answer,
                GError             **error)
{
  guint n;

  g_return_val_if_fail (item != NULL && MJ_IS_RULESET (ruleset) && answer != NULL, FALSE);

  memset (answer, 0, sizeof *answer);
  answer->ask = item->ask;
  answer->claimant = MJ_CLAIMANT_NOBODY;
  n = n_tiles (&item->hand);

  switch (item->ask)
    {
    case MJ_ASK_WAITS:
      if (n != 13)
        break;
      answer->tiles = mj_score_waits (ruleset, &item->hand);
      return TRUE;
    case MJ_ASK_DISCARD:
      if (n != 14)
        break;
      mj_drill_weigh_discards (ruleset, &item->hand, answer->weights, &answer->n_weights);
      answer->tiles = best_discards (answer->weights, answer->n_weights);
      return TRUE;
    case MJ_ASK_CLAIM:
      if (n != 13)
        break;
      solve_claim (item, ruleset, answer);
      return TRUE;
    case MJ_ASK_MAHJONG:
    case MJ_ASK_SCORE:
      if (n != 14)
        break;
      answer->yes = mj_score_is_winning (ruleset, &item->hand);
      mj_score_hand (ruleset, &item->hand, &answer->score);
      return TRUE;
    case MJ_ASK_PRIORITY:
      if (mj_ruleset_get (ruleset, MJ_PARAM_WIN_TIES) != 0)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("these rules settle claims otherwise than by the nearest player"));
          return FALSE;
        }
      answer->claimant = solve_priority (item);
      return TRUE;
    default:
      break;
    }
  g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("the hand holds %u tiles: a “%s” question needs %u"), n,
               mj_ask_to_string (item->ask), item->ask == MJ_ASK_WAITS || item->ask == MJ_ASK_CLAIM ? 13 : 14);
  return FALSE;
}

/**
 * mj_drill_answer_to_string:
 *
 * Returns: (transfer full): the answer as a lesson file states it: tiles in notation
 *   ("8c Rd"), "yes" or "no", a claim ("pass", "pung", "chow 3c", "mahjong"), the claimant
 *   seen from the discarder ("right", "opposite", "left", "nobody") or the total
 */
char *
mj_drill_answer_to_string (const MjDrillAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, NULL);

  switch (answer->ask)
    {
    case MJ_ASK_WAITS:
    case MJ_ASK_DISCARD:
      return tiles_text (answer->tiles);
    case MJ_ASK_MAHJONG:
      return g_strdup (answer->yes ? "yes" : "no");
    case MJ_ASK_CLAIM:
      return mj_expect_to_string (answer->claim, answer->claim == MJ_EXPECT_CHOW ? answer->chow : MJ_TILE_NONE);
    case MJ_ASK_PRIORITY:
      return g_strdup (answer->claimant == MJ_CLAIMANT_NOBODY ? "nobody" : claimant_names[answer->claimant]);
    case MJ_ASK_SCORE:
    default:
      return g_strdup_printf ("%d", answer->score.total);
    }
}

/**
 * mj_drill_answer_matches:
 * @stated: an answer as the lesson's file writes it
 *
 * Returns: whether @stated says exactly what the engine found (for the discards, every
 *   best discard and no other)
 */
gboolean
mj_drill_answer_matches (const MjDrillAnswer *answer,
                         const char          *stated)
{
  g_autofree char *own = NULL;
  g_autofree char *clean = NULL;
  guint64 tiles;

  g_return_val_if_fail (answer != NULL && stated != NULL, FALSE);

  if (answer->ask == MJ_ASK_WAITS || answer->ask == MJ_ASK_DISCARD)
    return parse_tile_set (stated, &tiles) && tiles == answer->tiles;
  own = mj_drill_answer_to_string (answer);
  clean = g_strstrip (g_strdup (stated));
  return g_str_equal (own, clean);
}

/**
 * mj_drill_answer_accepts:
 * @response: what the learner chose, written as mj_drill_answer_to_string() writes it
 *
 * Returns: whether the learner is right: every completing tile for the waits, any one of
 *   the best discards, the best claim, the claimant, yes or no, the total
 */
gboolean
mj_drill_answer_accepts (const MjDrillAnswer *answer,
                         const char          *response)
{
  guint64 tiles;

  g_return_val_if_fail (answer != NULL && response != NULL, FALSE);

  if (answer->ask == MJ_ASK_DISCARD)
    return parse_tile_set (response, &tiles) && tiles != 0 && (tiles & (tiles - 1)) == 0 &&
           (tiles & answer->tiles) != 0;
  return mj_drill_answer_matches (answer, response);
}
