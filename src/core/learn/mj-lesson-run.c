/* mj-lesson-run.c: a guided deal played step by step
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lesson's wall is stacked so that everyone holds the hand its file gives; the learner
 * sits at seat 0 and the others play their scripts: each discards the tile it draws, unless
 * its next scripted move says otherwise, and claims only what its script says.
 *
 * Each step waits for one thing: the learner reading on, or one action. While a step waits
 * for an action, the learner is stopped only where that action can be taken: a discard
 * they could claim but the step is not about is passed for them. An action other than the
 * step's is not played: the step's "wrong" words are said, a mistake is counted, and the
 * learner tries again. Playing the whole lesson by its steps (mj_lesson_run_play_through())
 * is how `lessons check` proves that the deal plays as the steps say.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-lesson-run.h"
#include "mj-player.h"
#include "mj-stacked-deal.h"

/* The scripted seats and the learner's */

typedef struct
{
  MjExpect  expect;
  MjTile    tile;
} Move;

#define MJ_TYPE_LESSON_SEAT (mj_lesson_seat_get_type ())
G_DECLARE_FINAL_TYPE (MjLessonSeat, mj_lesson_seat, MJ, LESSON_SEAT, GObject)

struct _MjLessonSeat
{
  GObject       parent_instance;

  MjLessonRun  *run;        /* the learner's seat: the run decides; else scripted */
  GArray       *moves;      /* Move, the script */
  guint         next;       /* the next move of the script */
  GArray       *passes;     /* MjTile: the tiles it passes on in a Goulash's exchanges */
  guint         next_pass;
  MjTile        missing;    /* a tile of its exchanges it did not hold when its turn came */
};

static void mj_lesson_seat_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjLessonSeat, mj_lesson_seat, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_lesson_seat_iface_init))

struct _MjLessonRun
{
  GObject        parent_instance;

  MjLesson      *lesson;      /* borrowed from the caller, who keeps it */
  MjGame        *game;
  MjLessonSeat  *seats[4];
  guint          step;
  guint          mistakes;
  gboolean       pending;     /* the learner's decision waits */
  guint8         exchanged;   /* which of the step's exchange tiles are set aside (bits) */
  MjDecision     decision;
  char          *problem;     /* the deal does not play as the steps say */
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjLessonRun, mj_lesson_run, G_TYPE_OBJECT)

/* Whether @action is what @expect with @tile asks for. */
static gboolean
action_is (const MjAction *action,
           MjExpect        expect,
           MjTile          tile)
{
  switch (expect)
    {
    case MJ_EXPECT_DISCARD:
      return action->kind == MJ_ACTION_DISCARD && action->tile == tile;
    case MJ_EXPECT_DECLARE:
      return action->kind == MJ_ACTION_DISCARD && action->tile == tile &&
             (action->flags & MJ_ACTION_FLAG_DECLARE_READY);
    case MJ_EXPECT_ORIGINAL_CALL:
      return action->kind == MJ_ACTION_DISCARD && action->tile == tile &&
             (action->flags & MJ_ACTION_FLAG_ORIGINAL_CALL);
    case MJ_EXPECT_PASS:
      return action->kind == MJ_ACTION_PASS;
    case MJ_EXPECT_PUNG:
      return action->kind == MJ_ACTION_PUNG;
    case MJ_EXPECT_CHOW:
      return action->kind == MJ_ACTION_CHOW && action->tile == tile;
    case MJ_EXPECT_KONG:
      return (action->kind == MJ_ACTION_KONG || action->kind == MJ_ACTION_CONCEALED_KONG ||
              action->kind == MJ_ACTION_ADDED_KONG) && action->tile == tile;
    case MJ_EXPECT_MAHJONG:
      return action->kind == MJ_ACTION_WIN || action->kind == MJ_ACTION_SELF_DRAWN_WIN;
    case MJ_EXPECT_TAKE:
      return action->kind == MJ_ACTION_TAKE;
    case MJ_EXPECT_EXCHANGE:
      return action->kind == MJ_ACTION_EXCHANGE && action->tile == tile;
    case MJ_EXPECT_NEXT:
    default:
      return FALSE;
    }
}

/* The action of @decision that @expect asks for, the plainest one first (a discard that
 * declares nothing). */
static gboolean
find_action (const MjDecision *decision,
             MjExpect          expect,
             MjTile            tile,
             MjAction         *found)
{
  gboolean any = FALSE;

  for (guint i = 0; i < decision->n_actions; i++)
    if (action_is (&decision->actions[i], expect, tile) && (!any || decision->actions[i].flags == 0))
      {
        *found = decision->actions[i];
        any = TRUE;
      }
  return any;
}

static gboolean
decide_scripted (MjLessonSeat     *self,
                 const MjSeatView *view,
                 const MjDecision *decision,
                 MjAction         *action)
{
  const Move *move = self->next < self->moves->len ? &g_array_index (self->moves, Move, self->next) : NULL;

  /* a Goulash's exchanges: the tiles of the script, in order */
  if (decision->kind == MJ_DECISION_EXCHANGE && self->next_pass < self->passes->len)
    {
      MjTile tile = g_array_index (self->passes, MjTile, self->next_pass);

      self->next_pass++;
      if (find_action (decision, MJ_EXPECT_EXCHANGE, tile, action))
        return TRUE;
      if (self->missing == MJ_TILE_NONE)
        self->missing = tile;
    }
  if (move != NULL && find_action (decision, move->expect, move->tile, action))
    {
      self->next++;
      return TRUE;
    }
  /* unscripted: pass, and discard the tile drawn */
  if (find_action (decision, MJ_EXPECT_PASS, MJ_TILE_NONE, action))
    return TRUE;
  if (view->drawn != MJ_TILE_NONE && find_action (decision, MJ_EXPECT_DISCARD, view->drawn, action))
    return TRUE;
  for (guint i = 0; i < decision->n_actions; i++)
    if (decision->actions[i].kind == MJ_ACTION_DISCARD || decision->actions[i].kind == MJ_ACTION_EXCHANGE)
      {
        *action = decision->actions[i];
        return TRUE;
      }
  *action = decision->actions[0];
  return TRUE;
}

static gboolean learner_decide (MjLessonRun      *run,
                                const MjDecision *decision,
                                MjAction         *action);

static gboolean
mj_lesson_seat_decide (MjPlayer         *player,
                       const MjSeatView *view,
                       const MjDecision *decision,
                       MjAction         *action)
{
  MjLessonSeat *self = MJ_LESSON_SEAT (player);

  if (self->run != NULL)
    return learner_decide (self->run, decision, action);
  return decide_scripted (self, view, decision, action);
}

static void
mj_lesson_seat_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_lesson_seat_decide;
}

static void
mj_lesson_seat_finalize (GObject *object)
{
  g_array_unref (MJ_LESSON_SEAT (object)->moves);
  g_array_unref (MJ_LESSON_SEAT (object)->passes);
  G_OBJECT_CLASS (mj_lesson_seat_parent_class)->finalize (object);
}

static void
mj_lesson_seat_class_init (MjLessonSeatClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_lesson_seat_finalize;
}

static void
mj_lesson_seat_init (MjLessonSeat *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (Move));
  self->passes = g_array_new (FALSE, FALSE, sizeof (MjTile));
  self->missing = MJ_TILE_NONE;
}

/* "discard Nw; pung; chow 3c": the moves of a script. */
static gboolean
parse_script (MjLessonSeat  *self,
              const char    *text,
              const char    *file,
              guint          seat,
              GError       **error)
{
  g_auto(GStrv) moves = g_strsplit_set (text != NULL ? text : "", ";,", -1);

  for (guint i = 0; moves[i] != NULL; i++)
    {
      Move m;

      g_strstrip (moves[i]);
      if (moves[i][0] == '\0')
        continue;
      if (!mj_expect_parse (moves[i], &m.expect, &m.tile) || m.expect == MJ_EXPECT_NEXT)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("%s: [Deal] Play%u: “%s” is not a move"), file, seat,
                       moves[i]);
          return FALSE;
        }
      g_array_append_val (self->moves, m);
    }
  return TRUE;
}

/* "9c Nw Wd; 1d 2d 3d": the tiles a seat passes on, read (and checked) with the lesson. */
static void
parse_passes (MjLessonSeat *self,
              const char   *text)
{
  g_auto(GStrv) passes = g_strsplit (text != NULL ? text : "", ";", -1);

  for (guint i = 0; passes[i] != NULL; i++)
    mj_tiles_parse (passes[i], self->passes, NULL);
}

/* The run */

/* The action of @decision that @step asks for: for an exchange, the first of its tiles not
 * yet set aside. */
static gboolean
find_step_action (MjLessonRun        *self,
                  const MjLessonStep *step,
                  const MjDecision   *decision,
                  MjAction           *found)
{
  if (step->expect != MJ_EXPECT_EXCHANGE)
    return find_action (decision, step->expect, step->tile, found);
  for (guint i = 0; i < step->n_exchange; i++)
    if (!(self->exchanged & (1u << i)) && find_action (decision, MJ_EXPECT_EXCHANGE, step->exchange[i], found))
      return TRUE;
  return FALSE;
}

/* Which of @step's tiles @action sets aside, or -1 if it is not the step's action. */
static int
step_takes (MjLessonRun        *self,
            const MjLessonStep *step,
            const MjAction     *action)
{
  if (step->expect != MJ_EXPECT_EXCHANGE)
    return action_is (action, step->expect, step->tile) ? 0 : -1;
  for (guint i = 0; i < step->n_exchange; i++)
    if (!(self->exchanged & (1u << i)) && action_is (action, MJ_EXPECT_EXCHANGE, step->exchange[i]))
      return (int) i;
  return -1;
}

static void
set_problem (MjLessonRun *self,
             char        *problem)
{
  if (self->problem == NULL)
    self->problem = problem;
  else
    g_free (problem);
}

/* Whether the learner is stopped at @decision: always on their turn and while they read;
 * else only when the step's action can be taken there. */
static gboolean
stops_at (MjLessonRun      *self,
          const MjDecision *decision)
{
  const MjLessonStep *step = mj_lesson_run_get_current (self);
  MjAction unused;

  if (decision->kind == MJ_DECISION_TURN || decision->kind == MJ_DECISION_EXCHANGE)
    return TRUE;
  if (step == NULL || step->expect == MJ_EXPECT_NEXT)
    return step != NULL;
  return find_step_action (self, step, decision, &unused);
}

static gboolean
learner_decide (MjLessonRun      *self,
                const MjDecision *decision,
                MjAction         *action)
{
  if (!stops_at (self, decision) && find_action (decision, MJ_EXPECT_PASS, MJ_TILE_NONE, action))
    return TRUE;
  self->decision = *decision;
  self->pending = TRUE;
  return FALSE;
}

/* Plays on until the learner is asked or the hand is over, and tells what changed. */
static void
play_on (MjLessonRun *self)
{
  if (!self->pending && mj_game_get_phase (self->game) != MJ_PHASE_FINISHED)
    mj_game_run (self->game);
  if (mj_game_get_phase (self->game) == MJ_PHASE_FINISHED)
    {
      const MjLessonStep *step = mj_lesson_run_get_current (self);

      /* what is left can only be read */
      if (step != NULL && step->expect != MJ_EXPECT_NEXT)
        set_problem (self, g_strdup_printf (_("%s: [Step %u]: the hand is over before its action"),
                                            self->lesson->file, self->step + 1));
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
mj_lesson_run_dispose (GObject *object)
{
  MjLessonRun *self = MJ_LESSON_RUN (object);

  for (guint seat = 0; seat < 4; seat++)
    {
      if (self->seats[seat] != NULL)
        self->seats[seat]->run = NULL;
      g_clear_object (&self->seats[seat]);
    }
  g_clear_object (&self->game);
  G_OBJECT_CLASS (mj_lesson_run_parent_class)->dispose (object);
}

static void
mj_lesson_run_finalize (GObject *object)
{
  g_free (MJ_LESSON_RUN (object)->problem);
  G_OBJECT_CLASS (mj_lesson_run_parent_class)->finalize (object);
}

static void
mj_lesson_run_class_init (MjLessonRunClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_lesson_run_dispose;
  object_class->finalize = mj_lesson_run_finalize;

  /**
   * MjLessonRun::changed:
   *
   * The step, the learner's decision or the table changed: the lesson is at rest.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mj_lesson_run_init (MjLessonRun *self)
{
}

/**
 * mj_lesson_run_new:
 * @lesson: a guided deal, kept by the caller for as long as the run
 *
 * Stacks the lesson's deal and seats its players.
 *
 * Returns: (transfer full): the run, or %NULL with @error naming the lesson's file if its
 *   rules are not known or its deal cannot be dealt
 */
MjLessonRun *
mj_lesson_run_new (const MjLesson  *lesson,
                   GError         **error)
{
  g_autoptr(MjLessonRun) self = NULL;
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GError) local = NULL;
  MjStackedDeal deal;
  const char *hands[4];
  gboolean ok;

  g_return_val_if_fail (lesson != NULL && lesson->kind == MJ_LESSON_GUIDED, NULL);

  ruleset = mj_lesson_get_ruleset (lesson, error);
  if (ruleset == NULL)
    return NULL;

  self = g_object_new (MJ_TYPE_LESSON_RUN, NULL);
  self->lesson = (MjLesson *) lesson;
  for (guint seat = 0; seat < 4; seat++)
    hands[seat] = lesson->hands[seat];
  mj_stacked_deal_init (&deal, ruleset, lesson->dealer);
  ok = mj_stacked_deal_hands (&deal, hands, &local) && mj_stacked_deal_draws (&deal, lesson->draws, &local) &&
       mj_stacked_deal_back (&deal, lesson->back, &local);
  if (ok)
    self->game = mj_stacked_deal_new_game (&deal, MJ_WIND_EAST, &local);
  mj_stacked_deal_clear (&deal);
  if (self->game == NULL)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, "%s: [Deal]: %s", lesson->file, local->message);
      return NULL;
    }
  if (lesson->goulash)
    mj_game_set_goulash (self->game, TRUE);

  for (guint seat = 0; seat < 4; seat++)
    {
      self->seats[seat] = g_object_new (MJ_TYPE_LESSON_SEAT, NULL);
      if (seat == 0)
        self->seats[seat]->run = self;
      else if (!parse_script (self->seats[seat], lesson->plays[seat], lesson->file, seat, error))
        return NULL;
      else
        parse_passes (self->seats[seat], lesson->exchanges[seat]);
      mj_game_set_player (self->game, seat, MJ_PLAYER (self->seats[seat]));
    }
  return g_steal_pointer (&self);
}

/**
 * mj_lesson_run_start:
 *
 * Deals and plays until the learner is first asked.
 */
void
mj_lesson_run_start (MjLessonRun *self)
{
  g_return_if_fail (MJ_IS_LESSON_RUN (self));
  play_on (self);
}

const MjLesson *
mj_lesson_run_get_lesson (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), NULL);
  return self->lesson;
}

MjGame *
mj_lesson_run_get_game (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), NULL);
  return self->game;
}

/**
 * mj_lesson_run_get_step:
 *
 * Returns: the step the learner is at, from 0; the number of steps once all are done
 */
guint
mj_lesson_run_get_step (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), 0);
  return self->step;
}

/**
 * mj_lesson_run_get_current:
 *
 * Returns: (nullable): the step the learner is at, %NULL once all are done
 */
const MjLessonStep *
mj_lesson_run_get_current (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), NULL);
  return self->step < self->lesson->steps->len ? self->lesson->steps->pdata[self->step] : NULL;
}

/**
 * mj_lesson_run_get_decision:
 *
 * Returns: (nullable): what the learner is asked, %NULL while nothing is
 */
const MjDecision *
mj_lesson_run_get_decision (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), NULL);
  return self->pending ? &self->decision : NULL;
}

/**
 * mj_lesson_run_get_expected:
 * @action: (out): the action the step asks for, among the learner's
 *
 * Returns: whether the step asks for an action the learner can take now
 */
gboolean
mj_lesson_run_get_expected (MjLessonRun *self,
                            MjAction    *action)
{
  const MjLessonStep *step;

  g_return_val_if_fail (MJ_IS_LESSON_RUN (self) && action != NULL, FALSE);

  step = mj_lesson_run_get_current (self);
  return self->pending && step != NULL && find_step_action (self, step, &self->decision, action);
}

/* The learner's action played: the next step, and on. */
static void
advance (MjLessonRun    *self,
         const MjAction *action)
{
  self->step++;
  self->exchanged = 0;
  if (action != NULL)
    {
      self->pending = FALSE;
      mj_game_answer (self->game, 0, action);
    }
  /* a claim the next step is not about is passed */
  else if (self->pending && !stops_at (self, &self->decision))
    {
      MjAction pass;

      if (find_action (&self->decision, MJ_EXPECT_PASS, MJ_TILE_NONE, &pass))
        {
          self->pending = FALSE;
          mj_game_answer (self->game, 0, &pass);
        }
    }
  play_on (self);
}

/**
 * mj_lesson_run_next:
 *
 * The learner has read a step that waits for nothing.
 *
 * Returns: %FALSE if the step waits for an action
 */
gboolean
mj_lesson_run_next (MjLessonRun *self)
{
  const MjLessonStep *step;

  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), FALSE);

  step = mj_lesson_run_get_current (self);
  if (step == NULL || step->expect != MJ_EXPECT_NEXT)
    return FALSE;
  advance (self, NULL);
  return TRUE;
}

/**
 * mj_lesson_run_answer:
 * @action: one of the learner's actions (mj_lesson_run_get_decision())
 * @wrong: (out) (optional) (transfer none): when the action is not the step's, what to
 *   tell the learner
 *
 * Plays @action if it is the one the step asks for; otherwise counts a mistake and plays
 * nothing, so that the learner tries again.
 *
 * Returns: whether @action was the step's
 */
gboolean
mj_lesson_run_answer (MjLessonRun     *self,
                      const MjAction  *action,
                      const char     **wrong)
{
  const MjLessonStep *step;
  int taken;

  g_return_val_if_fail (MJ_IS_LESSON_RUN (self) && action != NULL, FALSE);
  g_return_val_if_fail (self->pending && mj_decision_contains (&self->decision, action), FALSE);

  step = mj_lesson_run_get_current (self);
  taken = step != NULL ? step_takes (self, step, action) : -1;
  if (taken >= 0)
    {
      MjAction played = *action;

      self->exchanged |= (guint8) (1u << taken);
      /* an exchange's step lasts until all its tiles are set aside */
      if (step->expect == MJ_EXPECT_EXCHANGE && self->exchanged != (1u << step->n_exchange) - 1)
        {
          self->pending = FALSE;
          mj_game_answer (self->game, 0, &played);
          play_on (self);
        }
      else
        advance (self, &played);
      return TRUE;
    }
  self->mistakes++;
  if (wrong != NULL)
    *wrong = step != NULL && step->wrong != NULL ? step->wrong
             /* Translators: a lesson's step waits for another action than the one taken */
             : _("Not this time: read the step again, or ask for a hint.");
  g_signal_emit (self, signals[CHANGED], 0);
  return FALSE;
}

/**
 * mj_lesson_run_take_hint:
 *
 * The learner was shown what the step asks for: it costs a star, like a mistake.
 */
void
mj_lesson_run_take_hint (MjLessonRun *self)
{
  g_return_if_fail (MJ_IS_LESSON_RUN (self));
  self->mistakes++;
}

guint
mj_lesson_run_get_mistakes (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), 0);
  return self->mistakes;
}

/**
 * mj_lesson_stars_for:
 * @mistakes: mistakes made and hints taken
 *
 * Returns: three stars for none, two for one, one for finishing
 */
guint
mj_lesson_stars_for (guint mistakes)
{
  return mistakes == 0 ? 3 : mistakes == 1 ? 2 : 1;
}

guint
mj_lesson_run_get_stars (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), 0);
  return mj_lesson_stars_for (self->mistakes);
}

gboolean
mj_lesson_run_is_done (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), FALSE);
  return self->step >= self->lesson->steps->len;
}

/**
 * mj_lesson_run_get_problem:
 *
 * Returns: (nullable): why the deal does not play as its steps say, if it was found so
 */
const char *
mj_lesson_run_get_problem (MjLessonRun *self)
{
  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), NULL);
  return self->problem;
}

/**
 * mj_lesson_run_play_through:
 *
 * Plays the whole lesson as a learner who does exactly what each step says, as
 * `lessons check` does.
 *
 * Returns: %FALSE, with @error saying which step could not be played and why, if the deal
 *   does not play as its steps say or a script has a move never made
 */
gboolean
mj_lesson_run_play_through (MjLessonRun  *self,
                            GError      **error)
{
  const MjLessonStep *step;

  g_return_val_if_fail (MJ_IS_LESSON_RUN (self), FALSE);

  mj_lesson_run_start (self);
  while (self->problem == NULL && (step = mj_lesson_run_get_current (self)) != NULL)
    {
      MjAction action;
      g_autofree char *expect = mj_expect_to_string (step->expect, step->tile);

      if (step->expect == MJ_EXPECT_NEXT)
        mj_lesson_run_next (self);
      else if (mj_lesson_run_get_expected (self, &action))
        mj_lesson_run_answer (self, &action, NULL);
      else if (self->pending)
        set_problem (self, g_strdup_printf (_("%s: [Step %u] Expect: “%s” cannot be played: the learner is "
                                              "asked to %s"), self->lesson->file, self->step + 1, expect,
                                            self->decision.kind == MJ_DECISION_TURN ? _("discard")
                                            : self->decision.kind == MJ_DECISION_EXCHANGE ? _("pass a tile on")
                                                                                    : _("claim another tile")));
      else
        set_problem (self, g_strdup_printf (_("%s: [Step %u] Expect: “%s” cannot be played: the hand is over"),
                                            self->lesson->file, self->step + 1, expect));
    }
  for (guint seat = 1; seat < 4 && self->problem == NULL; seat++)
    if (self->seats[seat]->missing != MJ_TILE_NONE)
      set_problem (self, g_strdup_printf (_("%s: [Deal] Exchange%u: “%s” is not in the hand when it is to be "
                                            "passed on"), self->lesson->file, seat,
                                          mj_tile_to_string (self->seats[seat]->missing)));
    else if (self->seats[seat]->next_pass < self->seats[seat]->passes->len)
      set_problem (self, g_strdup_printf (_("%s: [Deal] Exchange%u: “%s” is never passed on"), self->lesson->file,
                                          seat, mj_tile_to_string (g_array_index (self->seats[seat]->passes, MjTile,
                                                                                  self->seats[seat]->next_pass))));
  for (guint seat = 1; seat < 4 && self->problem == NULL; seat++)
    if (self->seats[seat]->next < self->seats[seat]->moves->len)
      {
        const Move *m = &g_array_index (self->seats[seat]->moves, Move, self->seats[seat]->next);
        g_autofree char *move = mj_expect_to_string (m->expect, m->tile);

        set_problem (self, g_strdup_printf (_("%s: [Deal] Play%u: “%s” is never played"), self->lesson->file, seat,
                                            move));
      }
  if (self->problem != NULL)
    {
      g_set_error_literal (error, MJ_ERROR, MJ_ERROR_INVALID, self->problem);
      return FALSE;
    }
  return TRUE;
}
