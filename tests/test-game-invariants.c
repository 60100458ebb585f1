/* test-game-invariants.c: what holds in every hand: the signals of a short hand, random
 * hands checked at every signal, the same seed playing the same hand, and illegal answers
 * refused with the game unchanged
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The helpers (stacked walls, the scripted player, the table that counts the signals) are
 * in tests/support/mj-test-game.c.
 */

#include "config.h"

#include "mj-test-game.h"

/* The signals of a short hand: East discards 9d, West pungs it and discards Wd, nobody
 * claims it, North draws 3c and goes out. */
static void
test_signals (void)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  g_autofree char *announced = NULL;
  Stack s;

  stack_init (&s, "bmja", 0);
  stack_deal (&s, JUNK1 " 9d", JUNK3, "9d 9d 2c 5c 8c 2b 5b 8b 2d 5d Rd Gd Wd",
              "1c 1c 1c 5c 6c 7c Gd Gd Gd 8d 8d 8d 3c");
  stack_draws (&s, "3c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 2, "claim:9d pung", "turn discard Wd", NULL);
  table_script (t, 3, "turn:3c win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 3);
  g_assert_cmpuint (t->n_discarded, ==, 2);
  g_assert_cmpuint (t->n_melds, ==, 1);
  g_assert_cmpuint (t->n_windows, ==, 2);
  g_assert_cmpuint (t->n_resolved, ==, 2);
  g_assert_cmpstr (t->resolved->str, ==, "2:pung -1:pass");
  g_assert_cmpuint (t->n_turns, ==, 3);
  g_assert_cmpstr (t->turns->str, ==, "0 2 3");
  g_assert_cmpuint (t->n_front_draws, ==, 1);
  g_assert_cmpuint (t->n_finished, ==, 1);
  g_assert_cmpstr (t->discards->str, ==, "0:9d 2:Wd");
  announced = g_strdup_printf ("2:%u 3:%u", MJ_ANNOUNCE_PUNG, MJ_ANNOUNCE_MAHJONG);
  g_assert_cmpstr (t->announced->str, ==, announced);
}

/* Random hands */

typedef struct
{
  MjGame  *game;
  guint    n_checks;
  guint    n_finished;
  gboolean failed;
  GString *log;
} RandomRun;

static void
random_check (RandomRun  *run,
              const char *when)
{
  g_autoptr(GError) error = NULL;

  run->n_checks++;
  if (!run->failed && !mj_game_check_invariants (run->game, &error))
    {
      run->failed = TRUE;
      g_test_fail_printf ("invariants broken after %s: %s", when, error->message);
    }
}

static void
on_random_discarded (MjGame *game, guint seat, guint kind, RandomRun *run)
{
  if (run->log)
    g_string_append_printf (run->log, "%u:%s ", seat, mj_tile_to_string ((MjTile) kind));
  random_check (run, "tile-discarded");
}

static void
on_random_meld (MjGame *game, guint seat, guint index, RandomRun *run)
{
  if (run->log)
    g_string_append_printf (run->log, "m%u ", seat);
  random_check (run, "meld-declared");
}

static void
on_random_turn (MjGame *game, guint seat, RandomRun *run)
{
  random_check (run, "turn-changed");
}

static void
on_random_finished (MjGame *game, RandomRun *run)
{
  run->n_finished++;
}

static guint n_random_checks;

/* One hand of four random players; the result is copied out. */
static void
play_random (MjRuleset    *ruleset,
             guint32       seed,
             MjGameResult *result,
             GString      *log)
{
  RandomRun run = { NULL, 0, 0, FALSE, log };
  const MjGameResult *r;

  run.game = mj_game_new (ruleset, seed, seed % 4, (MjWind) (seed / 4 % 4));
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(MjRandomPlayer) player = mj_random_player_new (seed * 4 + k);

      mj_game_set_player (run.game, k, MJ_PLAYER (player));
    }
  g_signal_connect (run.game, "tile-discarded", G_CALLBACK (on_random_discarded), &run);
  g_signal_connect (run.game, "meld-declared", G_CALLBACK (on_random_meld), &run);
  g_signal_connect (run.game, "turn-changed", G_CALLBACK (on_random_turn), &run);
  g_signal_connect (run.game, "hand-finished", G_CALLBACK (on_random_finished), &run);
  mj_game_run (run.game);

  g_assert_cmpint (mj_game_get_phase (run.game), ==, MJ_PHASE_FINISHED);
  g_assert_cmpuint (run.n_finished, ==, 1);
  random_check (&run, "the end");
  r = mj_game_get_result (run.game);
  g_assert_nonnull (r);
  if (r != NULL)
    *result = *r;
  g_object_unref (run.game);
  n_random_checks += run.n_checks;
}

static void
test_random_invariants (void)
{
  MjRuleset *rulesets[G_N_ELEMENTS (all_presets)];
  guint n_won = 0, n_robbed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (all_presets); i++)
    rulesets[i] = preset (all_presets[i]);

  for (guint32 seed = 0; seed < 2000; seed++)
    {
      guint which = seed % G_N_ELEMENTS (all_presets);
      MjRuleset *ruleset = rulesets[which];
      MjGameResult r;

      play_random (ruleset, seed, &r, NULL);
      if (r.winner >= 0)
        {
          n_won++;
          n_robbed += (r.hands[r.winner].flags & MJ_HAND_FLAG_ROBBING_KONG) != 0;
          if (!r.scores[r.winner].won)
            g_test_fail_printf ("%s seed %u: the winner's hand does not score as won",
                                all_presets[which], seed);
        }
      if (mj_ruleset_get (ruleset, MJ_PARAM_SETTLEMENT) != MJ_SETTLEMENT_RECORDED)
        {
          int sum = 0;

          for (guint k = 0; k < 4; k++)
            sum += r.settlement.net[k];
          if (sum != 0)
            g_test_fail_printf ("%s seed %u: the payments sum to %d", all_presets[which], seed, sum);
        }
      if (g_test_failed ())
        break;
    }

  g_test_message ("%u of 2000 random hands won, %u by robbing a kong; %u checks of the invariants",
                  n_won, n_robbed, n_random_checks);
  g_assert_cmpuint (n_won, >, 20);
  for (guint i = 0; i < G_N_ELEMENTS (all_presets); i++)
    g_object_unref (rulesets[i]);
}

/* The same seed and the same players play the same hand. */
static void
test_random_determinism (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (all_presets); i++)
    {
      g_autoptr(MjRuleset) ruleset = preset (all_presets[i]);

      for (guint32 seed = 100; seed < 110; seed++)
        {
          g_autoptr(GString) log1 = g_string_new (NULL);
          g_autoptr(GString) log2 = g_string_new (NULL);
          MjGameResult r1, r2;

          play_random (ruleset, seed, &r1, log1);
          play_random (ruleset, seed, &r2, log2);
          g_assert_cmpstr (log1->str, ==, log2->str);
          g_assert_cmpint (r1.winner, ==, r2.winner);
          g_assert_cmpint (r1.discarder, ==, r2.discarder);
          for (guint k = 0; k < 4; k++)
            g_assert_cmpint (r1.scores[k].total, ==, r2.scores[k].total);
          g_assert_true (memcmp (&r1.settlement, &r2.settlement, sizeof r1.settlement) == 0);
        }
    }
}

/* Illegal answers: refused with a critical, the game unchanged */

static void
test_illegal_answer (void)
{
  g_autoptr(Table) t = NULL;
  MjDecision before;
  const MjDecision *d;
  MjAction a;
  Stack s;

  stack_init (&s, "bmja", 0);
  stack_deal (&s, JUNK1 " 9d", JUNK3, "9d 9d 2c 5c 8c 2b 5b 8b 2d 5d Rd Gd Wd", NORTH13);
  t = table_new (&s);
  for (guint k = 0; k < 4; k++)
    t->p[k]->async = TRUE;
  table_run (t);

  d = mj_game_get_pending (t->game, 0);
  g_assert_nonnull (d);
  if (d == NULL)
    return;
  before = *d;

  /* a tile East does not hold */
  a = mj_action_make (MJ_ACTION_DISCARD, tile ("Rd"), 0);
  g_test_expect_message ("mj-game", G_LOG_LEVEL_CRITICAL, "*may not*");
  g_assert_false (mj_game_answer (t->game, 0, &a));
  g_test_assert_expected_messages ();

  /* a ready hand East does not have */
  a = mj_action_make (MJ_ACTION_DISCARD, tile ("9d"), MJ_ACTION_FLAG_DECLARE_READY);
  g_test_expect_message ("mj-game", G_LOG_LEVEL_CRITICAL, "*may not*");
  g_assert_false (mj_game_answer (t->game, 0, &a));
  g_test_assert_expected_messages ();

  /* going out with a hand that is not complete */
  a = mj_action_make (MJ_ACTION_SELF_DRAWN_WIN, tile ("9d"), 0);
  g_test_expect_message ("mj-game", G_LOG_LEVEL_CRITICAL, "*may not*");
  g_assert_false (mj_game_answer (t->game, 0, &a));
  g_test_assert_expected_messages ();

  /* a seat that is not asked */
  a = mj_action_make (MJ_ACTION_DISCARD, tile ("3c"), 0);
  g_test_expect_message ("mj-game", G_LOG_LEVEL_CRITICAL, "*no decision*");
  g_assert_false (mj_game_answer (t->game, 1, &a));
  g_test_assert_expected_messages ();

  /* nothing changed */
  d = mj_game_get_pending (t->game, 0);
  g_assert_nonnull (d);
  g_assert_true (d != NULL && memcmp (d, &before, sizeof before) == 0);
  g_assert_cmpint (mj_game_get_phase (t->game), ==, MJ_PHASE_DISCARDING);
  g_assert_cmpuint (t->n_discarded, ==, 0);
  assert_hand (t->game, 0, JUNK1 " 9d");
  assert_hand (t->game, 1, JUNK3);

  /* a legal discard is taken; West may pung it but not chow it */
  a = mj_action_make (MJ_ACTION_DISCARD, tile ("9d"), 0);
  g_assert_true (mj_game_answer (t->game, 0, &a));
  g_assert_cmpuint (t->n_discarded, ==, 1);
  d = mj_game_get_pending (t->game, 2);
  g_assert_nonnull (d);
  if (d == NULL)
    return;
  g_assert_cmpint (d->kind, ==, MJ_DECISION_CLAIM);
  a = mj_action_make (MJ_ACTION_CHOW, tile ("7d"), 0);
  g_test_expect_message ("mj-game", G_LOG_LEVEL_CRITICAL, "*may not*");
  g_assert_false (mj_game_answer (t->game, 2, &a));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (n_melds_of (t->game, 2), ==, 0);
  g_assert_true (mj_game_get_pending (t->game, 2) == d);

  a = mj_action_make (MJ_ACTION_PUNG, tile ("9d"), 0);
  g_assert_true (mj_game_answer (t->game, 2, &a));
  g_assert_cmpuint (n_melds_of (t->game, 2), ==, 1);
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, 2);
}

/* A player whose decide() returns an action not offered: reported, and it passes. */
static void
test_illegal_decide (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, "bmja", 0);
  stack_deal (&s, JUNK1 " 9d", JUNK3, "9d 9d 2c 5c 8c 2b 5b 8b 2d 5d Rd Gd Wd", NORTH13);
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  t->p[2]->rogue = TRUE;
  t->p[2]->rogue_action = mj_action_make (MJ_ACTION_KONG, tile ("9d"), 0);
  t->p[1]->async = TRUE;

  g_test_expect_message ("mj-game", G_LOG_LEVEL_CRITICAL, "*may not take*");
  table_run (t);
  g_test_assert_expected_messages ();

  g_assert_cmpuint (n_melds_of (t->game, 2), ==, 0);
  g_assert_cmpstr (t->resolved->str, ==, "-1:pass");
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/game/signals", test_signals);
  g_test_add_func ("/core/game/random/invariants", test_random_invariants);
  g_test_add_func ("/core/game/random/determinism", test_random_determinism);
  g_test_add_func ("/core/game/illegal/answer", test_illegal_answer);
  g_test_add_func ("/core/game/illegal/decide", test_illegal_decide);

  return g_test_run ();
}
