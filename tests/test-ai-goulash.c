/* test-ai-goulash.c: how a computer player plays a Goulash: what it passes, what it keeps
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-test-game.h"

#include "mj-ai-goulash.h"
#include "mj-ai-player.h"
#include "mj-game.h"

/* A seat's view holding @tiles, asked for a tile to pass on, every tile held offered. */
static void
setup (const char *tiles,
       gboolean    goulash,
       MjSeatView *view,
       MjDecision *d)
{
  g_autoptr(GArray) parsed = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;

  memset (view, 0, sizeof *view);
  g_assert_true (mj_tiles_parse (tiles, parsed, &error));
  for (guint i = 0; i < parsed->len; i++)
    view->concealed[g_array_index (parsed, MjTile, i)]++;
  view->goulash = (guint8) goulash;
  view->exchange = 1;
  view->drawn = MJ_TILE_NONE;

  memset (d, 0, sizeof *d);
  d->kind = MJ_DECISION_EXCHANGE;
  d->other = 1;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (view->concealed[t] > 0)
      d->actions[d->n_actions++] = mj_action_make (MJ_ACTION_EXCHANGE, t, 0);
}

static void
test_spares_the_worst (void)
{
  MjSeatView view;
  MjDecision d;
  MjAction a;

  /* a lone north wind is what the hand misses least */
  setup ("1c2c3c 4b5b6b 7d8d9d 5c5c 3b4b Nw", TRUE, &view, &d);
  a = mj_ai_choose_exchange (&view, &d);
  g_assert_cmpint (a.kind, ==, MJ_ACTION_EXCHANGE);
  g_assert_cmpuint (a.tile, ==, tile ("Nw"));
}

static void
test_keeps_wild (void)
{
  MjSeatView view;
  MjDecision d;
  MjAction a;

  /* a lone two of bamboo would be the tile to pass, but in a Goulash it is wild */
  setup ("1c2c3c 4c5c6c 7d8d9d 5c5c 6d7d 2b", TRUE, &view, &d);
  a = mj_ai_choose_exchange (&view, &d);
  g_assert_cmpuint (a.tile, !=, tile ("2b"));

  /* outside a Goulash it is only a lone tile */
  setup ("1c2c3c 4c5c6c 7d8d9d 5c5c 6d7d 2b", FALSE, &view, &d);
  a = mj_ai_choose_exchange (&view, &d);
  g_assert_cmpuint (a.tile, ==, tile ("2b"));

  /* with nothing but wild tiles left to pass, one of them goes */
  setup ("2b2b2b", TRUE, &view, &d);
  a = mj_ai_choose_exchange (&view, &d);
  g_assert_cmpuint (a.tile, ==, tile ("2b"));
}

/* Every level answers an exchange with one of the tiles offered. */
static void
test_levels_answer (void)
{
  for (guint level = 0; level < MJ_AI_N_LEVELS; level++)
    {
      g_autoptr(MjAiPlayer) player = mj_ai_player_new ((MjAiLevel) level, 1);
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", NULL);
      MjSeatView view;
      MjDecision d;
      MjAction a;

      setup ("1c2c3c 4b5b6b 7d8d9d 5c5c 3b4b Nw", TRUE, &view, &d);
      view.ruleset = ruleset;
      g_assert_true (mj_player_decide (MJ_PLAYER (player), &view, &d, &a));
      g_assert_true (mj_decision_contains (&d, &a));
    }
}

static gboolean
offers (const MjDecision *d,
        MjActionKind      kind,
        MjTile            t)
{
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == kind && d->actions[i].tile == t)
      return TRUE;
  return FALSE;
}

static void
test_keeps_wild_in_play (void)
{
  MjSeatView view;
  MjDecision d, kept;
  MjTile two = tile ("2b");

  /* a turn: every tile may be discarded, and the four twos made a kong */
  setup ("2b2b2b2b 1c2c3c 4d5d6d 7d8d9d Rd", TRUE, &view, &d);
  d.kind = MJ_DECISION_TURN;
  for (guint i = 0; i < d.n_actions; i++)
    d.actions[i].kind = MJ_ACTION_DISCARD;
  d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_CONCEALED_KONG, two, 0);
  g_assert_true (mj_ai_keep_wild (&view, &d, &kept));
  g_assert_false (offers (&kept, MJ_ACTION_DISCARD, two));
  g_assert_false (offers (&kept, MJ_ACTION_CONCEALED_KONG, two));
  g_assert_true (offers (&kept, MJ_ACTION_DISCARD, tile ("Rd")));
  g_assert_cmpuint (kept.n_actions, ==, d.n_actions - 2);

  /* not in an ordinary hand */
  view.goulash = FALSE;
  g_assert_false (mj_ai_keep_wild (&view, &d, &kept));

  /* a hand of nothing but twos still discards one */
  setup ("2b2b", TRUE, &view, &d);
  d.kind = MJ_DECISION_TURN;
  d.actions[0].kind = MJ_ACTION_DISCARD;
  g_assert_false (mj_ai_keep_wild (&view, &d, &kept));

  /* claims: a pung of a discarded two would spend two wild ones, and a chow 1-2-3 of
   * bamboo on a one one; a chow on a discarded two spends none */
  setup ("2b2b 1b3b 4c5c6c 7d8d9d Rd", TRUE, &view, &d);
  d.kind = MJ_DECISION_CLAIM;
  d.tile = two;
  d.n_actions = 0;
  d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_PASS, MJ_TILE_NONE, 0);
  d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_PUNG, two, 0);
  d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_CHOW, tile ("1b"), 0);
  g_assert_true (mj_ai_keep_wild (&view, &d, &kept));
  g_assert_true (offers (&kept, MJ_ACTION_PASS, MJ_TILE_NONE));
  g_assert_false (offers (&kept, MJ_ACTION_PUNG, two));
  g_assert_true (offers (&kept, MJ_ACTION_CHOW, tile ("1b")));

  d.tile = tile ("1b");
  d.n_actions = 0;
  d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_PASS, MJ_TILE_NONE, 0);
  d.actions[d.n_actions++] = mj_action_make (MJ_ACTION_CHOW, tile ("1b"), 0);
  g_assert_true (mj_ai_keep_wild (&view, &d, &kept));
  g_assert_false (offers (&kept, MJ_ACTION_CHOW, tile ("1b")));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/exchange/spares-the-worst", test_spares_the_worst);
  g_test_add_func ("/ai/exchange/keeps-wild", test_keeps_wild);
  g_test_add_func ("/ai/exchange/levels-answer", test_levels_answer);
  g_test_add_func ("/ai/goulash/keeps-wild-in-play", test_keeps_wild_in_play);

  return g_test_run ();
}
