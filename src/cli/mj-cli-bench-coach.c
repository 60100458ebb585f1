/* mj-cli-bench-coach.c: mahjong-table-cli bench coach: the coach's quality, measured
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A beginner sits in the person's seat against three standard players, hand after hand,
 * and every decision it makes is judged as the person's are at the table
 * (mj-ai-judge.c). For each ruleset the benchmark reports how often the coach would remark
 * (any choice clearly worse, and as the quiet coach paces itself), on what, how often the
 * better choice it names is the one the expert player itself makes with its full look
 * ahead, and the expert's estimate of what the remarked alternatives would have gained.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-player.h"
#include "mj-cli-private.h"
#include "mj-coach.h"
#include "mj-match.h"
#include "mj-reviewed-player.h"

typedef struct
{
  MjReviewedPlayer *seat0;
  MjAiPlayer       *expert;      /* asked again on each remarked decision */
  MjCoach           coach;       /* as quiet as at the table */
  guint             hands;
  guint             decisions;
  guint             remarks;
  guint             quiet_remarks;
  guint             agree;
  guint             why[MJ_JUDGE_MISSED_CLAIM + 1];
  guint             verdicts[MJ_VERDICT_MISTAKE + 1];
  double            gain;
  double            seconds;     /* judging, in all */
} Tally;

static void
hand_finished_cb (MjMatch *match,
                  MjGame  *game,
                  Tally   *tally)
{
  g_autoptr(MjHandReview) review = mj_reviewed_player_take_review (tally->seat0);

  tally->hands++;
  if (review == NULL)
    return;
  mj_hand_review_finish (review, mj_game_get_result (game), NULL);
  for (guint i = 0; i < mj_hand_review_get_n_steps (review); i++)
    {
      const MjReviewStep *step = mj_hand_review_get_step (review, i);
      const MjJudgement *j = &step->judgement;
      gboolean worse = j->verdict != MJ_VERDICT_GOOD;
      MjAction expert;

      tally->decisions++;
      tally->why[j->why]++;
      tally->verdicts[j->verdict]++;
      if (mj_coach_may_speak (&tally->coach, worse))
        tally->quiet_remarks++;
      if (!worse)
        continue;
      tally->remarks++;
      tally->gain += j->gain;
      if (mj_player_decide (MJ_PLAYER (tally->expert), &step->view, &step->decision, &expert) &&
          mj_ai_same_choice (&expert, &j->better))
        tally->agree++;
    }
}

/* Plays @hands hands under @id, the beginner reviewed in seat 0. */
static void
run_ruleset (const char *id,
             guint       hands,
             guint32     seed,
             Tally      *tally)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (id, &error);
  g_autoptr(MjAiPlayer) beginner = mj_ai_player_new (MJ_AI_LEVEL_BEGINNER, seed);
  g_autoptr(MjAiPlayer) expert = mj_ai_player_new (MJ_AI_LEVEL_EXPERT, seed);
  g_autoptr(GTimer) timer = g_timer_new ();

  g_assert_no_error (error);
  mj_coach_init (&tally->coach);
  tally->expert = expert;
  while (tally->hands < hands)
    {
      g_autoptr(MjMatch) match = mj_match_new (ruleset, seed, seed % 4);
      g_autoptr(MjReviewedPlayer) seat0 = mj_reviewed_player_new (MJ_PLAYER (beginner), ruleset, 0);

      tally->seat0 = seat0;
      mj_match_set_silent (match, TRUE);
      mj_match_set_max_hands (match, hands - tally->hands);
      mj_match_set_player (match, 0, MJ_PLAYER (seat0));
      for (guint seat = 1; seat < 4; seat++)
        {
          g_autoptr(MjAiPlayer) ai = mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seed * 4 + seat);

          mj_match_set_player (match, seat, MJ_PLAYER (ai));
        }
      g_signal_connect (match, "hand-finished", G_CALLBACK (hand_finished_cb), tally);
      mj_match_run (match);
      seed++;
    }
  tally->seconds = g_timer_elapsed (timer, NULL);
  tally->seat0 = NULL;
  tally->expert = NULL;
}

static double
share (guint part,
       guint whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/**
 * mj_cli_bench_coach:
 * @hands: hands per ruleset
 *
 * Prints, per ruleset (bmja, hong-kong, oxenstierna), the coach's figures on a beginner's
 * decisions.
 */
int
mj_cli_bench_coach (guint32 seed,
                    guint   hands)
{
  static const char * const ids[] = { "bmja", "hong-kong", "oxenstierna" };

  g_print ("%s\n", _("coach: a beginner in the person's seat, every decision judged by the expert's evaluation"));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      Tally t = { 0 };

      run_ruleset (ids[i], hands, seed, &t);
      g_print ("  %s: %u hands, %u decisions (%.1f a hand)\n", ids[i], t.hands, t.decisions,
               t.hands > 0 ? (double) t.decisions / t.hands : 0.0);
      g_print ("    remarks: %u (%.1f%% of decisions, %.2f a hand); the quiet coach: %u (%.2f a hand)\n",
               t.remarks, share (t.remarks, t.decisions), t.hands > 0 ? (double) t.remarks / t.hands : 0.0,
               t.quiet_remarks, t.hands > 0 ? (double) t.quiet_remarks / t.hands : 0.0);
      g_print ("    mistakes %u, inaccuracies %u; further from ready %u, fewer ways %u, danger %u, "
               "missed win %u, missed claim %u\n",
               t.verdicts[MJ_VERDICT_MISTAKE], t.verdicts[MJ_VERDICT_INACCURATE], t.why[MJ_JUDGE_FURTHER],
               t.why[MJ_JUDGE_FEWER_WAYS], t.why[MJ_JUDGE_DANGER], t.why[MJ_JUDGE_MISSED_WIN],
               t.why[MJ_JUDGE_MISSED_CLAIM]);
      g_print ("    the better choice named is the expert player's own: %u of %u (%.1f%%)\n", t.agree, t.remarks,
               share (t.agree, t.remarks));
      g_print ("    the expert's estimated gain of the alternatives: %.2f a remark (%.1f in all)\n",
               t.remarks > 0 ? t.gain / t.remarks : 0.0, t.gain);
      g_print ("    accuracy by the expert's measure: %.1f%%; %.0f s in all\n",
               share (t.why[MJ_JUDGE_SAME] + t.why[MJ_JUDGE_CLOSE], t.decisions), t.seconds);
    }
  return MJ_CLI_EXIT_OK;
}
