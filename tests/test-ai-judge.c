/* test-ai-judge.c: the expert's judgement of a decision, the coach's words and the review
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scripted positions where the judge must mark a choice (a discard that moves the hand away
 * from ready, a win not taken) and where it must keep quiet (the expert's own choice, or one
 * as good); then whole hands: a player that always makes the expert's choice is never
 * remarked on, under three rulesets, while a beginner is; and the review of a hand marks a
 * few decisions and says what the later tiles show.
 */

#include "config.h"

#include "mj-ai-judge.h"
#include "mj-ai-player.h"
#include "mj-ai-review.h"
#include "mj-match.h"
#include "mj-reviewed-player.h"
#include "mj-test-game.h"

/* A view at seat 0, East, at its turn with @hand (14 tiles, the last drawn) early in a hand. */
static void
turn_view (MjSeatView *view,
           MjRuleset  *ruleset,
           const char *hand)
{
  g_autoptr(GArray) tiles = parse_tiles (hand);

  memset (view, 0, sizeof *view);
  view->ruleset = ruleset;
  view->turn = 0;
  view->drawn = g_array_index (tiles, MjTile, tiles->len - 1);
  for (guint i = 0; i < tiles->len; i++)
    {
      MjTile t = g_array_index (tiles, MjTile, i);

      view->concealed[t]++;
      view->visible[t]++;
    }
  view->n_concealed[0] = (guint8) tiles->len;
  for (guint seat = 1; seat < 4; seat++)
    view->n_concealed[seat] = 13;
  view->live_remaining = 70;
  view->wall_remaining = 84;
  view->n_discards = 4;
}

/* The turn's actions: a discard of each kind held, and @extra if it is not NONE. */
static void
turn_decision (MjDecision       *d,
               const MjSeatView *view,
               MjActionKind      extra)
{
  memset (d, 0, sizeof *d);
  d->kind = MJ_DECISION_TURN;
  d->tile = MJ_TILE_NONE;
  if (extra != MJ_N_ACTIONS)
    d->actions[d->n_actions++] = mj_action_make (extra, view->drawn, 0);
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (view->concealed[t] > 0)
      d->actions[d->n_actions++] = mj_action_make (MJ_ACTION_DISCARD, t, 0);
}

/* Breaking the one run the rules allow when a lone wind is there: a step further from ready, and said. */
static void
test_judge_further (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeatView view;
  MjDecision d;
  MjJudgement j;
  MjAction chosen = mj_action_make (MJ_ACTION_DISCARD, tile ("4b"), 0);
  g_autofree char *words = NULL;

  turn_view (&view, ruleset, "1c 1c 1c 4b 5b 6b 9d 9d 9d 2d 2d 5c 5c Nw");
  turn_decision (&d, &view, MJ_N_ACTIONS);
  g_assert_true (mj_ai_judge (&view, &d, &chosen, &j));
  g_assert_cmpint (j.better.kind, ==, MJ_ACTION_DISCARD);
  g_assert_cmpint (j.better.tile, ==, tile ("Nw"));
  g_test_message ("why %d sh %d %d ways %u %u danger %g %g value %g %g", j.why, j.shanten[0], j.shanten[1], j.ways[0], j.ways[1], j.danger[0], j.danger[1], j.value[0], j.value[1]);
  g_assert_cmpint (j.why, ==, MJ_JUDGE_FURTHER);
  g_assert_cmpint (j.verdict, ==, MJ_VERDICT_MISTAKE);
  g_assert_cmpint (j.shanten[1], ==, 0);
  g_assert_cmpint (j.shanten[0], >, j.shanten[1]);
  g_assert_cmpfloat (j.gain, >, 0);
  words = mj_judgement_describe (&j);
  g_assert_nonnull (words);
  g_assert_nonnull (strstr (words, mj_tile_get_name (tile ("Nw"))));
  g_assert_nonnull (strstr (words, mj_tile_get_name (tile ("4b"))));
}

/* The expert's own discard, and another as good: nothing said. */
static void
test_judge_silent (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeatView view;
  MjDecision d;
  MjJudgement j;
  MjAction expert, other;

  /* two lone honours of no value to the hand: either goes */
  turn_view (&view, ruleset, "1c 1c 1c 4b 5b 6b 9d 9d 9d 2d 2d 7c Nw Sw");
  turn_decision (&d, &view, MJ_N_ACTIONS);
  g_assert_true (mj_ai_expert_choice (&view, &d, &expert));
  g_assert_cmpint (expert.kind, ==, MJ_ACTION_DISCARD);
  g_assert_true (mj_ai_judge (&view, &d, &expert, &j));
  g_assert_cmpint (j.why, ==, MJ_JUDGE_SAME);
  g_assert_cmpint (j.verdict, ==, MJ_VERDICT_GOOD);
  g_assert_null (mj_judgement_describe (&j));

  other = mj_action_make (MJ_ACTION_DISCARD, expert.tile == tile ("Nw") ? tile ("Sw") : tile ("Nw"), 0);
  g_assert_true (mj_ai_judge (&view, &d, &other, &j));
  g_assert_cmpint (j.why, ==, MJ_JUDGE_CLOSE);
  g_assert_cmpint (j.verdict, ==, MJ_VERDICT_GOOD);
  g_assert_null (mj_judgement_describe (&j));
}

/* A complete hand not declared: a mistake, said. */
static void
test_judge_missed_win (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeatView view;
  MjDecision d;
  MjJudgement j;
  MjAction chosen = mj_action_make (MJ_ACTION_DISCARD, tile ("Rd"), 0);
  g_autofree char *words = NULL;

  turn_view (&view, ruleset, "1c 1c 1c 4b 5b 6b 9d 9d 9d Rd Rd Rd 5c 5c");
  turn_decision (&d, &view, MJ_ACTION_SELF_DRAWN_WIN);
  g_assert_true (mj_ai_judge (&view, &d, &chosen, &j));
  g_assert_cmpint (j.better.kind, ==, MJ_ACTION_SELF_DRAWN_WIN);
  g_assert_cmpint (j.why, ==, MJ_JUDGE_MISSED_WIN);
  g_assert_cmpint (j.verdict, ==, MJ_VERDICT_MISTAKE);
  g_assert_cmpfloat (j.gain, >, 0);
  words = mj_judgement_describe (&j);
  g_assert_nonnull (words);

  /* and taken: good */
  chosen = d.actions[0];
  g_assert_true (mj_ai_judge (&view, &d, &chosen, &j));
  g_assert_cmpint (j.verdict, ==, MJ_VERDICT_GOOD);
  g_assert_cmpint (j.shanten[0], ==, -1);
}

/* A player that always makes the expert's choice, as the judge sees it. */
#define TEST_TYPE_EXPERT_CHOICE (test_expert_choice_get_type ())
G_DECLARE_FINAL_TYPE (TestExpertChoice, test_expert_choice, TEST, EXPERT_CHOICE, GObject)

struct _TestExpertChoice
{
  GObject  parent_instance;
};

static gboolean
test_expert_choice_decide (MjPlayer         *player,
                           const MjSeatView *view,
                           const MjDecision *decision,
                           MjAction         *action)
{
  if (!mj_ai_expert_choice (view, decision, action))
    *action = decision->actions[0];
  return TRUE;
}

static void
test_expert_choice_iface_init (MjPlayerInterface *iface)
{
  iface->decide = test_expert_choice_decide;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TestExpertChoice, test_expert_choice, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, test_expert_choice_iface_init))

static void test_expert_choice_class_init (TestExpertChoiceClass *klass) { }
static void test_expert_choice_init (TestExpertChoice *self) { }

typedef struct
{
  MjReviewedPlayer *seat0;
  guint             hands;
  guint             decisions;
  guint             remarks;
  guint             marked;
  guint             why[MJ_JUDGE_MISSED_CLAIM + 1];
} Count;

static void
hand_finished_cb (MjMatch *match,
                  MjGame  *game,
                  Count   *count)
{
  g_autoptr(MjHandReview) review = mj_reviewed_player_take_review (count->seat0);

  count->hands++;
  if (review == NULL)
    return;
  mj_hand_review_finish (review, mj_game_get_result (game), NULL);
  for (guint i = 0; i < mj_hand_review_get_n_steps (review); i++)
    {
      const MjReviewStep *step = mj_hand_review_get_step (review, i);
      const MjJudgement *j = &step->judgement;
      g_autofree char *words = mj_judgement_describe (j);

      count->decisions++;
      count->why[j->why]++;
      count->remarks += words != NULL;
      count->marked += step->marked;
      g_assert_cmpuint (step->number, ==, i + 1);
      /* words exactly for the choices judged worse */
      g_assert_cmpint (words != NULL, ==, j->verdict != MJ_VERDICT_GOOD);
      if (j->why == MJ_JUDGE_DANGER)
        g_assert_cmpfloat (j->danger[0], >, j->danger[1]);
      if (j->why == MJ_JUDGE_FURTHER)
        g_assert_cmpint (j->shanten[0], >, j->shanten[1]);
      if (j->why == MJ_JUDGE_FEWER_WAYS)
        g_assert_cmpuint (j->ways[0], <, j->ways[1]);
    }
}

static void
play_hands (const char *id,
            MjPlayer   *player,
            guint       hands,
            Count      *count)
{
  g_autoptr(MjRuleset) ruleset = preset (id);
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 11, 0);
  g_autoptr(MjReviewedPlayer) seat0 = mj_reviewed_player_new (player, ruleset, 0);

  count->seat0 = seat0;
  mj_match_set_silent (match, TRUE);
  mj_match_set_max_hands (match, hands);
  mj_match_set_player (match, 0, MJ_PLAYER (seat0));
  for (guint seat = 1; seat < 4; seat++)
    {
      g_autoptr(MjAiPlayer) ai = mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seat);

      mj_match_set_player (match, seat, MJ_PLAYER (ai));
    }
  g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), count);
  mj_match_run (match);
  count->seat0 = NULL;
}

/* The expert's own choices are never remarked on; a beginner's are, now and then. */
static void
test_judge_own_choices (gconstpointer data)
{
  const char *id = data;
  g_autoptr(TestExpertChoice) expert = g_object_new (TEST_TYPE_EXPERT_CHOICE, NULL);
  g_autoptr(MjAiPlayer) beginner = mj_ai_player_new (MJ_AI_LEVEL_BEGINNER, 5);
  Count e = { 0 }, b = { 0 };

  play_hands (id, MJ_PLAYER (expert), 12, &e);
  g_test_message ("%s, the expert's choices: %u hands, %u decisions, %u remarks", id, e.hands, e.decisions, e.remarks);
  g_assert_cmpuint (e.hands, ==, 12);
  g_assert_cmpuint (e.decisions, >, 50);
  g_assert_cmpuint (e.remarks, ==, 0);
  g_assert_cmpuint (e.why[MJ_JUDGE_SAME], ==, e.decisions);

  play_hands (id, MJ_PLAYER (beginner), 12, &b);
  g_test_message ("%s, a beginner: %u hands, %u decisions, %u remarks, %u marked", id, b.hands, b.decisions,
                  b.remarks, b.marked);
  g_assert_cmpuint (b.decisions, >, 50);
  g_assert_cmpuint (b.remarks, >, 0);
  g_assert_cmpuint (b.remarks, <, b.decisions);
  g_assert_cmpuint (b.marked, >=, b.remarks > 0 ? 1 : 0);
}

int
main (int   argc,
      char *argv[])
{
  static const char *rulesets[] = { "bmja", "hong-kong", "oxenstierna" };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/judge/further", test_judge_further);
  g_test_add_func ("/ai/judge/silent", test_judge_silent);
  g_test_add_func ("/ai/judge/missed-win", test_judge_missed_win);
  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/judge/own-choices/%s", rulesets[i]);

      g_test_add_data_func (path, rulesets[i], test_judge_own_choices);
    }
  return g_test_run ();
}
