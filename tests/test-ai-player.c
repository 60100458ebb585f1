/* test-ai-player.c: the computer players: obvious decisions, fair play, hints
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-ai-hint.h"
#include "mj-ai-player.h"
#include "mj-ai-private.h"
#include "mj-game.h"
#include "mj-test-game.h"

static const char * const rulesets[] = { "bmja", "hong-kong", "oxenstierna", "dmjl", "cantonese",
                                         "classical-mixed", "classical-one-double", "classical-cleared" };

/* Tables set by hand */

/* A view of seat 0 holding @hand (and the exposed pungs @pungs, if any), everything else
 * unseen; the wall half drawn. */
static void
make_view (MjSeatView *view,
           MjRuleset  *ruleset,
           const char *hand,
           const char *pungs,
           const char *drawn)
{
  g_auto(GStrv) tiles = g_strsplit (hand, " ", -1);
  g_auto(GStrv) sets = g_strsplit (pungs != NULL ? pungs : "", " ", -1);

  memset (view, 0, sizeof *view);
  view->ruleset = ruleset;
  view->seat = 0;
  view->dealer = 1;
  view->prevailing_wind = MJ_WIND_EAST;
  view->turn = 0;
  view->drawn = drawn != NULL ? tile (drawn) : MJ_TILE_NONE;
  view->live_remaining = 50;
  view->wall_remaining = 64;
  view->n_discards = 8;
  for (guint i = 0; tiles[i] != NULL; i++)
    {
      MjTile t = tile (tiles[i]);

      view->concealed[t]++;
      view->visible[t]++;
      view->n_concealed[0]++;
    }
  for (guint i = 0; sets[i] != NULL; i++)
    {
      MjMeld *m = &view->melds[0][view->n_melds[0]++];
      MjTile t = tile (sets[i]);

      m->kind = MJ_SET_PUNG;
      m->tile = t;
      m->exposed = TRUE;
      view->visible[t] += 3;
    }
  for (guint k = 1; k < 4; k++)
    view->n_concealed[k] = 13;
}

static void
add_action (MjDecision   *d,
            MjActionKind  kind,
            MjTile        t)
{
  d->actions[d->n_actions++] = mj_action_make (kind, t, 0);
}

static void
turn_decision (const MjSeatView *view,
               MjDecision       *d)
{
  memset (d, 0, sizeof *d);
  d->kind = MJ_DECISION_TURN;
  d->seat = 0;
  d->other = 0;
  d->tile = view->drawn;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (view->concealed[t] > 0)
      add_action (d, MJ_ACTION_DISCARD, t);
}

static MjAction
decide (MjAiLevel         level,
        guint32           seed,
        const MjSeatView *view,
        const MjDecision *d)
{
  g_autoptr(MjAiPlayer) player = mj_ai_player_new (level, seed);
  MjAction a = { 0 };

  g_assert_true (mj_player_decide (MJ_PLAYER (player), view, d, &a));
  g_assert_true (mj_decision_contains (d, &a));
  return a;
}


/* Obvious decisions */

static void
test_ai_claims_win (void)
{
  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(MjRuleset) ruleset = preset (rulesets[r]);

      for (guint level = 0; level < MJ_AI_N_LEVELS; level++)
        for (guint32 seed = 0; seed < 4; seed++)
          {
            MjSeatView view;
            MjDecision d = { 0 };
            MjAction a;

            /* ready for 9b or Wd with three pungs shown, red dragons among them: a win
             * worth having under every ruleset (terminals and honours, a double, a faan),
             * and not worth much more drawn from the wall */
            make_view (&view, ruleset, "9b 9b Wd Wd", "Rd 1c 9d", NULL);
            d.kind = MJ_DECISION_CLAIM;
            d.seat = 0;
            d.other = 2;
            d.tile = tile ("9b");
            view.visible[d.tile]++;
            add_action (&d, MJ_ACTION_PASS, MJ_TILE_NONE);
            add_action (&d, MJ_ACTION_WIN, d.tile);
            a = decide ((MjAiLevel) level, seed, &view, &d);
            g_assert_cmpint (a.kind, ==, MJ_ACTION_WIN);
          }
    }
}

static void
test_ai_self_drawn_win (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");

  for (guint level = 0; level < MJ_AI_N_LEVELS; level++)
    {
      MjSeatView view;
      MjDecision d;
      MjAction a;

      make_view (&view, ruleset, "1c 1c 1c 9d 9d 9d 9b 9b 9b Wd Wd", "Rd", "9b");
      turn_decision (&view, &d);
      add_action (&d, MJ_ACTION_SELF_DRAWN_WIN, tile ("9b"));
      a = decide ((MjAiLevel) level, 7, &view, &d);
      g_assert_cmpint (a.kind, ==, MJ_ACTION_SELF_DRAWN_WIN);
    }
}

/* Whether the 13 concealed tiles of @view after discarding @t still wait on something. */
static gboolean
ready_after (const MjSeatView *view,
             MjTile            t)
{
  MjHand hand;

  mj_hand_init (&hand);
  hand.seat_wind = mj_seat_view_wind (view, view->seat);
  hand.prevailing_wind = (MjWind) view->prevailing_wind;
  memcpy (hand.concealed, view->concealed, MJ_N_PLAY_KINDS);
  hand.concealed[t]--;
  memcpy (hand.melds, view->melds[0], sizeof hand.melds);
  hand.n_melds = view->n_melds[0];
  return mj_score_waits (view->ruleset, &hand) != 0;
}

static void
test_ai_keeps_ready (void)
{
  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(MjRuleset) ruleset = preset (rulesets[r]);

      for (guint level = 0; level < MJ_AI_N_LEVELS; level++)
        for (guint32 seed = 0; seed < 8; seed++)
          {
            MjSeatView view;
            MjDecision d;
            MjAction a;

            /* ready on 9b/Wd (a pung of dragons shown); the North wind drawn is no use */
            make_view (&view, ruleset, "1c 1c 1c 9d 9d 9d 9b 9b Wd Wd Nw", "Rd", "Nw");
            turn_decision (&view, &d);
            a = decide ((MjAiLevel) level, seed, &view, &d);
            g_assert_cmpint (a.kind, ==, MJ_ACTION_DISCARD);
            g_assert_true (ready_after (&view, a.tile));
          }
    }
}

static void
test_ai_declares_kong (void)
{
  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(MjRuleset) ruleset = preset (rulesets[r]);

      for (guint level = 0; level < MJ_AI_N_LEVELS; level++)
        {
          MjSeatView view;
          MjDecision d;
          MjAction a;

          /* four green dragons that belong to nothing else: the kong, and its replacement */
          make_view (&view, ruleset, "Gd Gd Gd Gd 2c 3c 4c 6d 7d 8d 2b 2b 9b 5c", NULL, "Gd");
          turn_decision (&view, &d);
          add_action (&d, MJ_ACTION_CONCEALED_KONG, tile ("Gd"));
          a = decide ((MjAiLevel) level, 3, &view, &d);
          g_assert_cmpint (a.kind, ==, MJ_ACTION_CONCEALED_KONG);
        }
    }
}

/* Fair play */

/* A player that lets each drawn tile go again and never claims: what it hides never shows. */
#define TEST_TYPE_DISCARDER (test_discarder_get_type ())
G_DECLARE_FINAL_TYPE (TestDiscarder, test_discarder, TEST, DISCARDER, GObject)

struct _TestDiscarder
{
  GObject parent_instance;
};

static void test_discarder_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestDiscarder, test_discarder, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, test_discarder_iface_init))

static gboolean
test_discarder_decide (MjPlayer          *player,
                       const MjSeatView  *view,
                       const MjDecision  *decision,
                       MjAction          *action)
{
  *action = decision->actions[0];
  if (decision->kind == MJ_DECISION_TURN)
    for (guint i = 0; i < decision->n_actions; i++)
      if (decision->actions[i].kind == MJ_ACTION_DISCARD && decision->actions[i].flags == 0 &&
          (decision->actions[i].tile == view->drawn || view->drawn == MJ_TILE_NONE))
        {
          *action = decision->actions[i];
          break;
        }
  return TRUE;
}

static void
test_discarder_iface_init (MjPlayerInterface *iface)
{
  iface->decide = test_discarder_decide;
}

static void
test_discarder_class_init (TestDiscarderClass *klass)
{
}

static void
test_discarder_init (TestDiscarder *self)
{
}

/* A player that records what another decides. */
#define TEST_TYPE_RECORDER (test_recorder_get_type ())
G_DECLARE_FINAL_TYPE (TestRecorder, test_recorder, TEST, RECORDER, GObject)

struct _TestRecorder
{
  GObject    parent_instance;
  MjPlayer  *inner;
  GString   *log;
};

static void test_recorder_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestRecorder, test_recorder, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, test_recorder_iface_init))

static gboolean
test_recorder_decide (MjPlayer          *player,
                      const MjSeatView  *view,
                      const MjDecision  *decision,
                      MjAction          *action)
{
  TestRecorder *self = TEST_RECORDER (player);
  gboolean answered = mj_player_decide (self->inner, view, decision, action);

  g_string_append_printf (self->log, "%d:%s:%u:%u/", decision->kind,
                          mj_action_kind_to_string ((MjActionKind) action->kind), action->tile, action->flags);
  return answered;
}

static void
test_recorder_iface_init (MjPlayerInterface *iface)
{
  iface->decide = test_recorder_decide;
}

static void
test_recorder_finalize (GObject *object)
{
  TestRecorder *self = TEST_RECORDER (object);

  g_clear_object (&self->inner);
  g_string_free (self->log, TRUE);
  G_OBJECT_CLASS (test_recorder_parent_class)->finalize (object);
}

static void
test_recorder_class_init (TestRecorderClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_recorder_finalize;
}

static void
test_recorder_init (TestRecorder *self)
{
  self->log = g_string_new ("");
}

/* Plays a hand on the wall @order with the computer player in seat 0 and discarders in the
 * others, and returns what seat 0 decided. */
static char *
play_recorded (MjRuleset    *ruleset,
               const guint8 *order,
               guint         n,
               const guint8 *dice,
               MjAiLevel     level)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjGame) game = mj_game_new_stacked (ruleset, order, n, dice, 0, MJ_WIND_EAST, &error);
  TestRecorder *rec;

  g_assert_no_error (error);
  rec = g_object_new (TEST_TYPE_RECORDER, NULL);
  rec->inner = MJ_PLAYER (mj_ai_player_new (level, 42));
  mj_game_set_player (game, 0, MJ_PLAYER (rec));
  for (guint seat = 1; seat < 4; seat++)
    {
      g_autoptr(TestDiscarder) d = g_object_new (TEST_TYPE_DISCARDER, NULL);

      mj_game_set_player (game, seat, MJ_PLAYER (d));
    }
  mj_game_set_silent (game, TRUE);
  mj_game_run (game);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_FINISHED);
  {
    char *log = g_strdup (rec->log->str);

    g_object_unref (rec);
    return log;
  }
}

/*
 * Two tables that differ only in what seat 0 cannot see: the concealed tiles of the other
 * seats (who only let go of the tiles they draw, so that their hands never show) are
 * swapped between them. Every decision of seat 0 must be the same at both.
 */
static void
test_ai_fair_play (void)
{
  guint n_checked = 0;

  for (guint r = 0; r < 3; r++)
    {
      g_autoptr(MjRuleset) ruleset = preset (rulesets[r]);

      for (guint32 seed = 1; seed <= 6; seed++)
        {
          g_autoptr(MjGame) probe = mj_game_new (ruleset, seed, 0, MJ_WIND_EAST);
          const MjWall *wall = mj_game_get_wall (probe);
          guint8 order[MJ_WALL_MAX_TILES], other[MJ_WALL_MAX_TILES];
          guint n = wall->n_tiles, n_swapped = 0;
          const guint8 *h1, *h2;
          guint n1, n2;

          memcpy (order, wall->tiles, n);
          memcpy (other, order, n);

          /* deal, and see which physical tiles seats 1 and 2 were dealt */
          mj_game_run (probe);
          h1 = mj_game_get_hand (probe, 1, &n1);
          h2 = mj_game_get_hand (probe, 2, &n2);
          for (guint i = 0; i < MIN (n1, n2); i++)
            {
              MjTile k1 = mj_tile_physical_kind (h1[i]), k2 = mj_tile_physical_kind (h2[i]);
              guint p1 = G_MAXUINT, p2 = G_MAXUINT;

              if (k1 == k2 || mj_tile_is_bonus (k1) || mj_tile_is_bonus (k2))
                continue;
              for (guint j = 0; j < n; j++)
                {
                  if (other[j] == h1[i])
                    p1 = j;
                  if (other[j] == h2[i])
                    p2 = j;
                }
              g_assert_cmpuint (p1, <, n);
              g_assert_cmpuint (p2, <, n);
              other[p1] = h2[i];
              other[p2] = h1[i];
              n_swapped++;
            }
          g_assert_cmpuint (n_swapped, >, 3);

          for (guint level = 0; level < MJ_AI_N_LEVELS; level++)
            {
              g_autofree char *a = play_recorded (ruleset, order, n, wall->dice, (MjAiLevel) level);
              g_autofree char *b = play_recorded (ruleset, other, n, wall->dice, (MjAiLevel) level);

              g_assert_cmpstr (a, ==, b);
              g_assert_cmpuint (strlen (a), >, 0);
              n_checked++;
            }
        }
    }
  g_assert_cmpuint (n_checked, ==, 3 * 6 * MJ_AI_N_LEVELS);
}

/* Hints */

/* A hint is read by a beginner: no word of the evaluator's, and no figure but a count of
 * tiles ("18 tiles"): "Keeps the most tiles that improve the hand: 18" says nothing. */
static void
assert_plain (const char *reason)
{
  static const char * const jargon[] = { "shanten", "ukeire", "efficien", "improve", "tenpai", "%" };
  g_autoptr(GRegex) bare_number = g_regex_new ("\\b\\d+\\b(?! tiles?\\b)", 0, 0, NULL);
  g_autofree char *lower = NULL;

  g_assert_nonnull (reason);
  g_assert_cmpuint (strlen (reason), >, 0);
  lower = g_ascii_strdown (reason, -1);
  for (guint i = 0; i < G_N_ELEMENTS (jargon); i++)
    if (strstr (lower, jargon[i]) != NULL)
      g_error ("the hint “%s” says “%s”", reason, jargon[i]);
  if (g_regex_match (bare_number, reason, 0, NULL))
    g_error ("the hint “%s” says a bare number", reason);
}

/* The hint names @t in full: "the Red Dragon", not "Rd" or "it". */
static void
assert_names (const char *reason,
              MjTile      t)
{
  g_autofree char *named = g_strdup_printf ("the %s", mj_tile_get_name (t));

  if (strstr (reason, named) == NULL)
    g_error ("the hint “%s” does not name the %s", reason, mj_tile_get_name (t));
}

static void
test_ai_hint_ways (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("classical-mixed");
  g_autofree char *reason = NULL;
  g_autofree char *expected = NULL;
  MjSeatView view;
  MjDecision d;
  MjAction a;

  /* 4b-5b and 2d-3d are open at both ends; 7b and 8d lean on them */
  make_view (&view, ruleset, "1c 2c 3c 7c 8c 9c 2d 3d 6d 6d 4b 5b 7b 8d", NULL, "8d");
  turn_decision (&view, &d);
  g_assert_true (mj_ai_hint (&view, &d, &a, &reason));
  g_assert_true (mj_decision_contains (&d, &a));
  g_assert_cmpint (a.kind, ==, MJ_ACTION_DISCARD);
  g_assert_true (a.tile == tile ("7b") || a.tile == tile ("8d"));
  expected = g_strdup_printf ("Discard the %s: you keep the Four of Bamboo and the Five of Bamboo, and a tile "
                              "at either end would turn them into a run of three",
                              mj_tile_get_name (a.tile));
  g_assert_cmpstr (reason, ==, expected);
  assert_plain (reason);
}

static void
test_ai_hint_claims (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  MjSeatView view;
  MjDecision d = { 0 };
  MjAction a;
  char *reason = NULL;

  make_view (&view, ruleset, "1c 1c 1c 9d 9d 9d 9b 9b Wd Wd", "Rd", NULL);
  d.kind = MJ_DECISION_CLAIM;
  d.other = 3;
  d.tile = tile ("Wd");
  add_action (&d, MJ_ACTION_PASS, MJ_TILE_NONE);
  add_action (&d, MJ_ACTION_WIN, d.tile);
  g_assert_true (mj_ai_hint (&view, &d, &a, &reason));
  g_assert_cmpint (a.kind, ==, MJ_ACTION_WIN);
  g_assert_cmpstr (reason, ==, "Go out on the White Dragon: it completes your hand");
  g_free (reason);

  /* a pung that brings nothing */
  d.n_actions = 0;
  d.tile = tile ("Nw");
  make_view (&view, ruleset, "1c 2c 3c 9d 9d 9d 5b 6b Nw Nw", "Rd", NULL);
  add_action (&d, MJ_ACTION_PASS, MJ_TILE_NONE);
  add_action (&d, MJ_ACTION_PUNG, d.tile);
  g_assert_true (mj_ai_hint (&view, &d, &a, &reason));
  assert_plain (reason);
  assert_names (reason, d.tile);
  g_free (reason);
}

/* Every reason the evaluator can give is said in plain words that name the tile: on a
 * turn, what to discard (or the kong to declare); on a discard, the claim and the tile. */
static void
test_ai_hint_every_reason (void)
{
  static const guint counts[] = { 0, 1, 18 };
  static const struct { MjActionKind kind; const char *tile; } claims[] = {
    { MJ_ACTION_PASS, NULL }, { MJ_ACTION_PUNG, "4b" }, { MJ_ACTION_KONG, "4b" }, { MJ_ACTION_CHOW, "3b" },
    { MJ_ACTION_CHOW, "4b" }, { MJ_ACTION_TAKE, "4b" }, { MJ_ACTION_WIN, "4b" },
  };
  guint n_said = 0;

  for (int reason = MJ_AI_REASON_NONE; reason <= MJ_AI_REASON_TAKE; reason++)
    for (guint plan = 0; plan < MJ_AI_N_PLANS; plan++)
      for (guint suit = 0; suit < 4; suit++)
        for (guint k = 0; k < G_N_ELEMENTS (counts); k++)
          {
            MjDecision turn = { .kind = MJ_DECISION_TURN }, claim = { .kind = MJ_DECISION_CLAIM };
            MjAiChoice c = {
              .reason = (MjAiReason) reason, .tile = tile ("Rd"), .shape_lo = tile ("4b"),
              .shape_hi = tile ("5b"), .plan = (MjAiPlanKind) plan, .plan_suit = (guint8) suit,
              .ukeire = counts[k],
            };
            g_autofree char *said = NULL;

            /* the person's turn: a discard of the Red Dragon */
            c.action = mj_action_make (reason == MJ_AI_REASON_KONG ? MJ_ACTION_CONCEALED_KONG
                                       : reason == MJ_AI_REASON_WIN ? MJ_ACTION_SELF_DRAWN_WIN
                                       : MJ_ACTION_DISCARD, c.tile, 0);
            said = mj_ai_explain (&turn, &c);
            assert_plain (said);
            if (reason != MJ_AI_REASON_WIN)
              assert_names (said, c.tile);
            /* the reasons for a discard */
            if (reason <= MJ_AI_REASON_EFFICIENT && reason != MJ_AI_REASON_WIN)
              g_assert_true (g_str_has_prefix (said, "Discard the Red Dragon: "));
            n_said++;

            /* another player's discard, the Four of Bamboo, and each claim on it */
            claim.tile = tile ("4b");
            c.tile = claim.tile;
            for (guint i = 0; i < G_N_ELEMENTS (claims); i++)
              {
                g_autofree char *on_claim = NULL;

                c.action = mj_action_make (claims[i].kind, claims[i].tile != NULL ? tile (claims[i].tile)
                                                                                  : MJ_TILE_NONE, 0);
                on_claim = mj_ai_explain (&claim, &c);
                assert_plain (on_claim);
                assert_names (on_claim, claim.tile);
                /* a chow names the two tiles of the run the hand holds */
                if (claims[i].kind == MJ_ACTION_CHOW && (reason == MJ_AI_REASON_CLAIM_FASTER ||
                                                         reason == MJ_AI_REASON_CLAIM_VALUE))
                  {
                    g_assert_nonnull (strstr (on_claim, "Five of Bamboo"));
                    g_assert_nonnull (strstr (on_claim, claims[i].tile[0] == '3' ? "Three of Bamboo" : "Six of Bamboo"));
                  }
                n_said++;
              }
          }
  g_assert_cmpuint (n_said, >, 1000);
}

/* A player that asks for the hint at every decision and does as it says. */
#define TEST_TYPE_HINTED (test_hinted_get_type ())
G_DECLARE_FINAL_TYPE (TestHinted, test_hinted, TEST, HINTED, GObject)

struct _TestHinted
{
  GObject  parent_instance;
  guint    n_discards;
  guint    n_claims;
};

static void test_hinted_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestHinted, test_hinted, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, test_hinted_iface_init))

static gboolean
test_hinted_decide (MjPlayer          *player,
                    const MjSeatView  *view,
                    const MjDecision  *decision,
                    MjAction          *action)
{
  TestHinted *self = TEST_HINTED (player);
  g_autofree char *reason = NULL;

  g_assert_true (mj_ai_hint (view, decision, action, &reason));
  g_assert_true (mj_decision_contains (decision, action));
  assert_plain (reason);
  if (action->kind == MJ_ACTION_DISCARD)
    {
      g_autofree char *prefix = g_strdup_printf ("Discard the %s: ", mj_tile_get_name (action->tile));

      g_assert_true (g_str_has_prefix (reason, prefix));
      self->n_discards++;
    }
  else if (decision->kind == MJ_DECISION_CLAIM)
    {
      assert_names (reason, decision->tile);
      self->n_claims++;
    }
  return TRUE;
}

static void
test_hinted_iface_init (MjPlayerInterface *iface)
{
  iface->decide = test_hinted_decide;
}

static void
test_hinted_class_init (TestHintedClass *klass)
{
}

static void
test_hinted_init (TestHinted *self)
{
}

/* Whole hands under every preset, seat 0 playing as the hint says: each discard it suggests
 * is named in full, each claim names the tile discarded, and no hint says jargon. */
static void
test_ai_hint_games (void)
{
  g_autoptr(TestHinted) hinted = g_object_new (TEST_TYPE_HINTED, NULL);

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(MjRuleset) ruleset = preset (rulesets[r]);

      for (guint32 seed = 1; seed <= 2; seed++)
        {
          g_autoptr(MjGame) game = mj_game_new (ruleset, seed, 0, MJ_WIND_EAST);

          mj_game_set_player (game, 0, MJ_PLAYER (hinted));
          for (guint seat = 1; seat < 4; seat++)
            {
              g_autoptr(MjAiPlayer) ai = mj_ai_player_new (MJ_AI_LEVEL_STANDARD, seed * 4 + seat);

              mj_game_set_player (game, seat, MJ_PLAYER (ai));
            }
          mj_game_set_silent (game, TRUE);
          mj_game_run (game);
          g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_FINISHED);
        }
    }
  g_test_message ("%u discards and %u claims hinted", hinted->n_discards, hinted->n_claims);
  g_assert_cmpuint (hinted->n_discards, >, 50);
  g_assert_cmpuint (hinted->n_claims, >, 20);
}

static void
test_ai_personalities (void)
{
  g_autoptr(MjAiPlayer) player = mj_ai_player_new (MJ_AI_LEVEL_STANDARD, 0);
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpuint (mj_ai_personality_count (), >=, 4);
  for (guint i = 0; i < mj_ai_personality_count (); i++)
    {
      mj_ai_player_set_personality (player, i);
      g_assert_cmpuint (mj_ai_player_get_personality (player), ==, i);
      g_assert_cmpstr (mj_ai_player_get_name (player), ==, mj_ai_personality_get_name (i));
      g_assert_nonnull (mj_ai_personality_get_description (i));
      g_assert_true (g_hash_table_add (names, (gpointer) mj_ai_player_get_name (player)));
    }
  g_assert_cmpint (mj_ai_player_get_level (player), ==, MJ_AI_LEVEL_STANDARD);
}

/* The expert hurries where a win is all that pays (a bonus on every win) and when the others
 * are close (a declared ready hand shortens its horizon); the standard player does neither,
 * and nobody hurries under the differences settlement, where every loser pays anyway. */
static void
test_ai_races (void)
{
  const char *hand = "1b 2b 3b 5c 6c 7c 2d 3d 9d Rd Rd Wd Nw";

  for (guint r = 0; r < 3; r++)
    {
      static const char * const ids[] = { "hong-kong", "oxenstierna", "bmja" };
      g_autoptr(MjRuleset) ruleset = preset (ids[r]);
      gboolean races = r < 2;
      MjSeatView view;
      MjAiCtx expert, standard, expert_ready, standard_ready;

      make_view (&view, ruleset, hand, NULL, NULL);
      view.n_pond[2] = 6;
      mj_ai_ctx_init (&expert, &view, mj_ai_style_for_level (MJ_AI_LEVEL_EXPERT));
      mj_ai_ctx_init (&standard, &view, mj_ai_style_for_level (MJ_AI_LEVEL_STANDARD));
      view.ready[2] = TRUE;
      mj_ai_ctx_init (&expert_ready, &view, mj_ai_style_for_level (MJ_AI_LEVEL_EXPERT));
      mj_ai_ctx_init (&standard_ready, &view, mj_ai_style_for_level (MJ_AI_LEVEL_STANDARD));

      g_assert_cmpfloat (standard.speed_bonus, ==, 0);
      g_assert_cmpfloat (standard_ready.draws_left, ==, standard.draws_left);
      if (races)
        {
          g_assert_cmpfloat (expert.speed_bonus, >, 0);
          g_assert_cmpfloat (expert_ready.draws_left, <, 0.5 * expert.draws_left);
        }
      else
        {
          g_assert_cmpfloat (expert.speed_bonus, ==, 0);
          g_assert_cmpfloat (expert_ready.draws_left, ==, expert.draws_left);
        }
    }
}

/* Where chows are not limited, the expert counts the tiles that make a pair a pung (any
 * seat's discard brings them) above those that complete a run; where they are (bmja), and
 * for the standard player, every improving tile counts once. */
static void
test_ai_claimable_pairs (void)
{
  /* one from ready: 2c or 8b make a pung, 3d or 6d a run */
  const char *hand = "1b 2b 3b 7d 8d 9d 2c 2c 8b 8b 4d 5d 9c";
  static const char * const ids[] = { "oxenstierna", "classical-mixed", "bmja" };

  for (guint r = 0; r < G_N_ELEMENTS (ids); r++)
    {
      g_autoptr(MjRuleset) ruleset = preset (ids[r]);
      gboolean limited = r == 2;
      MjAiProspect x[2];

      for (guint level = 0; level < 2; level++)
        {
          MjSeatView view;
          MjAiCtx ctx;
          MjAiHand h;

          make_view (&view, ruleset, hand, NULL, NULL);
          mj_ai_ctx_init (&ctx, &view, mj_ai_style_for_level (level ? MJ_AI_LEVEL_EXPERT
                                                                     : MJ_AI_LEVEL_STANDARD));
          mj_ai_ctx_prepare (&ctx);
          mj_ai_hand_from_view (&ctx, &h);
          mj_ai_prospect (&ctx, &h, &x[level]);
          if (limited)
            continue;
          g_assert_cmpint (x[level].shanten, ==, 1);
          g_assert_true (x[level].improving & (G_GUINT64_CONSTANT (1) << tile ("2c")));
          g_assert_true (x[level].improving & (G_GUINT64_CONSTANT (1) << tile ("6d")));
        }

      if (limited)
        {
          /* one chow at most: the same hand, further off, counted alike */
          g_assert_cmpint (x[1].shanten, ==, x[0].shanten);
          g_assert_cmpuint (x[1].ukeire, ==, x[0].ukeire);
          continue;
        }
      /* two each of 2c and 8b unseen, four each of 3d and 6d: the expert counts the pungs'
       * four times */
      g_assert_cmpuint (x[0].ukeire, ==, 12);
      g_assert_cmpuint (x[1].ukeire, ==, 24);
    }
}

/* Where the hand may hold no more than one chow, the expert lets a lone middle tile go
 * before a lone dragon (whose pung pays); the standard player keeps the middle tile, which
 * has more neighbours to make a run with. */
static void
test_ai_lone_tiles (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  /* two pungs, three pairs, 5c and Rd alone: either leaves the hand one tile from ready */
  const char *hand = "1b 1b 1b 9c 9c 9c 2d 2d 7d 7d 4b 4b 5c Rd";
  MjSeatView view;
  MjDecision d;
  MjAction a;

  make_view (&view, ruleset, hand, NULL, "Rd");
  turn_decision (&view, &d);

  /* seed 5: the even-handed personality */
  a = decide (MJ_AI_LEVEL_EXPERT, 5, &view, &d);
  g_assert_cmpint (a.kind, ==, MJ_ACTION_DISCARD);
  g_assert_cmpint (a.tile, ==, tile ("5c"));
  a = decide (MJ_AI_LEVEL_STANDARD, 5, &view, &d);
  g_assert_cmpint (a.kind, ==, MJ_ACTION_DISCARD);
  g_assert_cmpint (a.tile, ==, tile ("Rd"));
}

/* The expert counts a wait the others think safe (a tile its ready hand let go of before)
 * as coming on a discard more often than the same wait unread; the standard player does
 * not. */
static void
test_ai_trap_wait (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("bmja");
  const char *hand = "1b 1b 1b 5c 5c 5c 9d 9d 9d Rd Rd Rd Nw";
  double q[2][2];

  for (guint pond = 0; pond < 2; pond++)
    for (guint level = 0; level < 2; level++)
      {
        MjSeatView view;
        MjAiCtx ctx;
        MjAiHand h;
        guint64 waits;
        guint live;

        make_view (&view, ruleset, hand, NULL, NULL);
        if (pond)
          {
            view.pond[0][view.n_pond[0]++] = tile ("Nw");
            view.visible[tile ("Nw")]++;
          }
        mj_ai_ctx_init (&ctx, &view, mj_ai_style_for_level (level ? MJ_AI_LEVEL_EXPERT
                                                                   : MJ_AI_LEVEL_STANDARD));
        mj_ai_hand_from_view (&ctx, &h);
        g_assert_cmpfloat (mj_ai_ready_value (&ctx, &h, &waits, &live, &q[pond][level]), >, 0);
        g_assert_cmpuint (waits, ==, G_GUINT64_CONSTANT (1) << tile ("Nw"));
        g_assert_cmpuint (live, ==, pond ? 2 : 3);
      }

  /* unread, both count the same; read, the expert counts its trap up */
  g_assert_cmpfloat_with_epsilon (q[0][0], q[0][1], 1e-9);
  g_assert_cmpfloat_with_epsilon (q[1][0] * 3, q[0][0] * 2, 1e-9);
  g_assert_cmpfloat (q[1][1], >, 1.5 * q[1][0]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/player/claims-win", test_ai_claims_win);
  g_test_add_func ("/ai/player/self-drawn-win", test_ai_self_drawn_win);
  g_test_add_func ("/ai/player/keeps-ready", test_ai_keeps_ready);
  g_test_add_func ("/ai/player/declares-kong", test_ai_declares_kong);
  g_test_add_func ("/ai/player/fair-play", test_ai_fair_play);
  g_test_add_func ("/ai/player/personalities", test_ai_personalities);
  g_test_add_func ("/ai/player/races", test_ai_races);
  g_test_add_func ("/ai/player/trap-wait", test_ai_trap_wait);
  g_test_add_func ("/ai/player/claimable-pairs", test_ai_claimable_pairs);
  g_test_add_func ("/ai/player/lone-tiles", test_ai_lone_tiles);
  g_test_add_func ("/ai/hint/ways", test_ai_hint_ways);
  g_test_add_func ("/ai/hint/claims", test_ai_hint_claims);
  g_test_add_func ("/ai/hint/every-reason", test_ai_hint_every_reason);
  g_test_add_func ("/ai/hint/games", test_ai_hint_games);

  return g_test_run ();
}
