/* mj-ai-review.c: the review of a hand: the person's decisions judged, the few that mattered
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each decision a seat makes in a hand is kept with what the seat knew and judged by the
 * expert's evaluation (mj-ai-judge.c). Once the hand is over, the review marks the few that
 * mattered most (the mistakes, then the inaccuracies, the costliest first, then the good
 * choices that decided something: a win taken, a claim made, a discard that made the hand
 * ready) and says, where the hand's later tiles show it, what would have happened: a tile
 * drawn later that the better discard would have used, a discard another player went out on.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-review.h"

struct _MjHandReview
{
  MjRuleset *ruleset;
  guint      seat;
  GArray    *steps;   /* MjReviewStep */
};

/* later draws looked at for a tile the better discard would have used */
#define LOOK_DRAWS 4

static void
step_clear (gpointer data)
{
  MjReviewStep *step = data;

  g_clear_pointer (&step->outcome, g_free);
}

/**
 * mj_hand_review_new:
 * @ruleset: the rules of the hand
 * @seat: the seat whose decisions are reviewed
 */
MjHandReview *
mj_hand_review_new (MjRuleset *ruleset,
                    guint      seat)
{
  MjHandReview *review;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), NULL);

  review = g_rc_box_new0 (MjHandReview);
  review->ruleset = g_object_ref (ruleset);
  review->seat = seat;
  review->steps = g_array_new (FALSE, TRUE, sizeof (MjReviewStep));
  g_array_set_clear_func (review->steps, step_clear);
  return review;
}

MjHandReview *
mj_hand_review_ref (MjHandReview *review)
{
  g_return_val_if_fail (review != NULL, NULL);
  return g_rc_box_acquire (review);
}

static void
review_clear (gpointer data)
{
  MjHandReview *review = data;

  g_array_unref (review->steps);
  g_object_unref (review->ruleset);
}

void
mj_hand_review_unref (MjHandReview *review)
{
  if (review != NULL)
    g_rc_box_release_full (review, review_clear);
}

guint
mj_hand_review_get_seat (const MjHandReview *review)
{
  g_return_val_if_fail (review != NULL, 0);
  return review->seat;
}

/**
 * mj_hand_review_add:
 * @view: what the seat knew
 * @decision: the decision it faced
 * @chosen: what it chose
 *
 * Keeps and judges one decision. A decision with a single way to answer is not kept.
 *
 * Returns: (nullable): the judgement, valid until the next decision is added
 */
const MjJudgement *
mj_hand_review_add (MjHandReview     *review,
                    const MjSeatView *view,
                    const MjDecision *decision,
                    const MjAction   *chosen)
{
  MjReviewStep step = { 0 };

  g_return_val_if_fail (review != NULL && view != NULL && decision != NULL && chosen != NULL, NULL);

  if (decision->n_actions < 2)
    return NULL;
  step.view = *view;
  step.view.ruleset = review->ruleset;
  step.decision = *decision;
  if (!mj_ai_judge (&step.view, decision, chosen, &step.judgement))
    return NULL;
  step.number = review->steps->len + 1;
  g_array_append_val (review->steps, step);
  return &g_array_index (review->steps, MjReviewStep, review->steps->len - 1).judgement;
}

guint
mj_hand_review_get_n_steps (const MjHandReview *review)
{
  g_return_val_if_fail (review != NULL, 0);
  return review->steps->len;
}

const MjReviewStep *
mj_hand_review_get_step (const MjHandReview *review,
                         guint               index)
{
  g_return_val_if_fail (review != NULL && index < review->steps->len, NULL);
  return &g_array_index (review->steps, MjReviewStep, index);
}

/**
 * mj_hand_review_count:
 *
 * Returns: how many decisions were judged @verdict
 */
guint
mj_hand_review_count (const MjHandReview *review,
                      MjVerdict           verdict)
{
  guint n = 0;

  g_return_val_if_fail (review != NULL, 0);
  for (guint i = 0; i < review->steps->len; i++)
    n += g_array_index (review->steps, MjReviewStep, i).judgement.verdict == verdict;
  return n;
}

/**
 * mj_hand_review_accuracy:
 *
 * Returns: the share of the decisions judged good, by the expert's measure (1 when none)
 */
double
mj_hand_review_accuracy (const MjHandReview *review)
{
  g_return_val_if_fail (review != NULL, 1.0);
  if (review->steps->len == 0)
    return 1.0;
  return (double) mj_hand_review_count (review, MJ_VERDICT_GOOD) / review->steps->len;
}

static const char *
name_of (const char * const *names,
         int                 seat)
{
  if (names != NULL && seat >= 0 && seat < 4 && names[seat] != NULL)
    return names[seat];
  return _("Another player");
}

/* A tile drawn later that the better discard would have used and the one made would not. */
static char *
later_draw (const MjHandReview *review,
            guint               index)
{
  const MjJudgement *j = &g_array_index (review->steps, MjReviewStep, index).judgement;
  guint draws = 0;

  for (guint k = index + 1; k < review->steps->len && draws < LOOK_DRAWS; k++)
    {
      const MjReviewStep *later = &g_array_index (review->steps, MjReviewStep, k);
      MjTile t = later->view.drawn;

      if (later->judgement.decision != MJ_DECISION_TURN || t == MJ_TILE_NONE || t >= MJ_N_PLAY_KINDS)
        continue;
      draws++;
      if (((j->improving[1] >> t) & 1) && !((j->improving[0] >> t) & 1))
        {
          if (draws == 1)
            /* Translators: the review; %s is a tile's full name */
            return g_strdup_printf (_("The %s you drew next would have brought your hand a step nearer to ready."),
                                    mj_tile_get_name (t));
          /* Translators: the review; %1$s is a tile's full name, %2$u a number of turns */
          return g_strdup_printf (ngettext ("The %1$s you drew %2$u turn later would have brought your hand a step nearer to ready.",
                                            "The %1$s you drew %2$u turns later would have brought your hand a step nearer to ready.",
                                            draws),
                                  mj_tile_get_name (t), draws);
        }
    }
  return NULL;
}

/* Whether step @index is the seat's last discard, the one another player went out on. */
static gboolean
dealt_in (const MjHandReview *review,
          guint               index,
          const MjGameResult *result)
{
  const MjReviewStep *step = &g_array_index (review->steps, MjReviewStep, index);

  if (result == NULL || result->winner < 0 || result->winner == (int) review->seat ||
      result->discarder != (int) review->seat || step->judgement.chosen.kind != MJ_ACTION_DISCARD)
    return FALSE;
  for (guint k = index + 1; k < review->steps->len; k++)
    if (g_array_index (review->steps, MjReviewStep, k).judgement.chosen.kind == MJ_ACTION_DISCARD)
      return FALSE;
  return TRUE;
}

static char *
outcome_of (const MjHandReview *review,
            guint               index,
            const MjGameResult *result,
            const char * const *names)
{
  const MjReviewStep *step = &g_array_index (review->steps, MjReviewStep, index);
  const MjJudgement *j = &step->judgement;

  if (dealt_in (review, index, result))
    /* Translators: the review; %1$s is a player's name, %2$s a tile's full name */
    return g_strdup_printf (_("%1$s went out on your %2$s."), name_of (names, result->winner),
                            mj_tile_get_name (j->chosen.tile));
  switch (j->why)
    {
    case MJ_JUDGE_FURTHER:
    case MJ_JUDGE_FEWER_WAYS:
    case MJ_JUDGE_DANGER:
      return later_draw (review, index);
    case MJ_JUDGE_MISSED_WIN:
      if (result == NULL)
        return NULL;
      if (result->winner == (int) review->seat)
        return g_strdup (_("You went out later all the same."));
      if (result->winner >= 0)
        /* Translators: the review, after a win not taken; %s is a player's name */
        return g_strdup_printf (_("%s went out later, and the hand was theirs."), name_of (names, result->winner));
      return g_strdup (_("Nobody went out later: the hand was drawn."));
    case MJ_JUDGE_SAME:
    case MJ_JUDGE_CLOSE:
    case MJ_JUDGE_MISSED_CLAIM:
    default:
      return NULL;
    }
}

/* A good choice that decided something. */
static gboolean
good_that_mattered (const MjHandReview *review,
                    guint               index)
{
  const MjJudgement *j = &g_array_index (review->steps, MjReviewStep, index).judgement;

  if (j->verdict != MJ_VERDICT_GOOD || j->why != MJ_JUDGE_SAME)
    return FALSE;
  if (j->chosen.kind == MJ_ACTION_WIN || j->chosen.kind == MJ_ACTION_SELF_DRAWN_WIN)
    return TRUE;
  if (j->decision == MJ_DECISION_CLAIM && j->chosen.kind != MJ_ACTION_PASS)
    return TRUE;
  /* the discard that made the hand ready */
  if (j->chosen.kind == MJ_ACTION_DISCARD && j->shanten[0] == 0)
    {
      for (guint k = 0; k < index; k++)
        {
          const MjJudgement *before = &g_array_index (review->steps, MjReviewStep, k).judgement;

          if (before->chosen.kind == MJ_ACTION_DISCARD && before->shanten[0] == 0)
            return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

static int
by_weight (gconstpointer a,
           gconstpointer b,
           gpointer      data)
{
  const MjHandReview *review = data;
  const MjJudgement *x = &g_array_index (review->steps, MjReviewStep, GPOINTER_TO_UINT (*(gpointer *) a)).judgement;
  const MjJudgement *y = &g_array_index (review->steps, MjReviewStep, GPOINTER_TO_UINT (*(gpointer *) b)).judgement;

  if (x->verdict != y->verdict)
    return (int) y->verdict - (int) x->verdict;
  return (y->gain > x->gain) - (y->gain < x->gain);
}

/**
 * mj_hand_review_finish:
 * @result: (nullable): how the hand ended
 * @names: (nullable) (array fixed-size=4): the players' names, by seat
 *
 * Marks the decisions that mattered most and says what the hand's later tiles show.
 */
void
mj_hand_review_finish (MjHandReview       *review,
                       const MjGameResult *result,
                       const char * const *names)
{
  g_autoptr(GPtrArray) worse = g_ptr_array_new ();
  guint marked = 0;

  g_return_if_fail (review != NULL);

  for (guint i = 0; i < review->steps->len; i++)
    {
      MjReviewStep *step = &g_array_index (review->steps, MjReviewStep, i);

      g_free (step->outcome);
      step->outcome = outcome_of (review, i, result, names);
      step->marked = FALSE;
      if (step->judgement.verdict != MJ_VERDICT_GOOD)
        g_ptr_array_add (worse, GUINT_TO_POINTER (i));
    }
  g_ptr_array_sort_with_data (worse, by_weight, review);
  for (guint i = 0; i < worse->len && marked < MJ_REVIEW_MAX_MARKED; i++, marked++)
    g_array_index (review->steps, MjReviewStep, GPOINTER_TO_UINT (worse->pdata[i])).marked = TRUE;
  for (guint i = 0; i < review->steps->len && marked < MJ_REVIEW_MAX_MARKED; i++)
    if (good_that_mattered (review, i))
      {
        g_array_index (review->steps, MjReviewStep, i).marked = TRUE;
        marked++;
      }
}
