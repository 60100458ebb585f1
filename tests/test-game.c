/* test-game.c: one hand from the deal to the settlement: the deal, the end of the wall, the
 * first turn, the settlement, the signals, random hands and illegal answers
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Claims, kongs and declarations are in test-game-claims.c. The helpers (stacked walls from
 * readable hands, the scripted player) are in test-game-common.h.
 */

#include "test-game-common.h"

static const char *all_presets[] = {
  "oxenstierna", "classical-mixed", "classical-one-double", "classical-cleared",
  "bmja", "dmjl", "cantonese", "hong-kong",
};

static gboolean
deals_two (MjRuleset *ruleset)
{
  return mj_ruleset_get (ruleset, MJ_PARAM_DEAL) == MJ_DEAL_TWO;
}

/* Oxenstierna scores every concealed hand as the limit ("hidden treasure"), which hides the
 * rule under test: a copy without it isolates the rule. */
static void
stack_init_isolated (Stack      *s,
                     const char *id,
                     guint       dealer)
{
  g_autoptr(MjRuleset) ruleset = preset (id);
  g_autoptr(MjRuleset) copy = mj_ruleset_copy (ruleset);

  mj_ruleset_set_rule_value (copy, MJ_RULE_CONCEALED_HAND, MJ_VALUE_LIMIT, 0);
  stack_init_ruleset (s, strcmp (id, "oxenstierna") == 0 ? copy : ruleset, dealer);
}

/* The deal */

#define NORTH13 "2c 3c 4c 5b 6b 7b 6d 7d 3d 4d Gd Wd Wd"

/* Every seat gets its 13 tiles, East 14 (hong-kong: 13, and East draws first). */
static void
test_deal_sizes (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  const MjDecision *d;
  const MjWall *wall;
  gboolean two;
  Stack s;

  stack_init (&s, id, 0);
  two = deals_two (s.ruleset);
  stack_deal (&s, two ? JUNK1 : JUNK1 " 9d", JUNK2, JUNK3, NORTH13);
  if (two)
    stack_draws (&s, "9d");
  t = table_new (&s);
  for (guint k = 0; k < 4; k++)
    t->p[k]->async = TRUE;
  table_run (t);

  wall = mj_game_get_wall (t->game);
  g_assert_cmpuint (wall->n_tiles, ==, strcmp (id, "cantonese") == 0 ? 136 : 144);
  g_assert_cmpint (mj_game_get_phase (t->game), ==, MJ_PHASE_DISCARDING);
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, 0);
  g_assert_cmpstr (t->turns->str, ==, "0");
  g_assert_cmpuint (t->n_front_draws, ==, two ? 1 : 0);
  g_assert_cmpuint (mj_wall_remaining (wall), ==, wall->n_tiles - 53u);

  assert_hand (t->game, 0, JUNK1 " 9d");
  assert_hand (t->game, 1, JUNK2);
  assert_hand (t->game, 2, JUNK3);
  assert_hand (t->game, 3, NORTH13);

  d = mj_game_get_pending (t->game, 0);
  g_assert_nonnull (d);
  if (d == NULL)
    return;
  g_assert_cmpint (d->kind, ==, MJ_DECISION_TURN);
  /* East's fourteenth tile is dealt, not drawn; in hong-kong East draws it */
  g_assert_cmpuint (d->tile, ==, two ? tile ("9d") : MJ_TILE_NONE);
  for (guint k = 1; k < 4; k++)
    g_assert_null (mj_game_get_pending (t->game, k));
}

/* Another dealer: the deal starts at East's seat and goes on in the order of play. */
static void
test_deal_dealer (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, "bmja", 2);
  stack_deal (&s, JUNK2, JUNK3, JUNK1 " 9d", NORTH13);
  t = table_new (&s);
  for (guint k = 0; k < 4; k++)
    t->p[k]->async = TRUE;
  table_run (t);

  g_assert_cmpuint (mj_game_get_dealer (t->game), ==, 2);
  g_assert_cmpuint (mj_game_get_seat_wind (t->game, 2), ==, MJ_WIND_EAST);
  g_assert_cmpuint (mj_game_get_seat_wind (t->game, 3), ==, MJ_WIND_SOUTH);
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, 2);
  assert_hand (t->game, 2, JUNK1 " 9d");
  assert_hand (t->game, 3, NORTH13);
  assert_hand (t->game, 0, JUNK2);
  assert_hand (t->game, 1, JUNK3);
  g_assert_nonnull (mj_game_get_pending (t->game, 2));
}

/* Bonus tiles dealt are laid aside and replaced from the back, in seat order from East. */
static void
test_deal_bonus (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  /* East is seat 1: the order is seats 1, 2, 3, 0 */
  stack_init (&s, "bmja", 1);
  stack_deal (&s,
              "4f 2c 3c 4c 5b 6b 7b 6d 7d 3d 4d Gd Wd",
              "1f " JUNK1,
              "2f 3s 2c 5c 8c 2b 5b 8b 2d 5d 8d Rd Gd",
              JUNK3);
  stack_back (&s, "Rd Gd Wd 9c");
  t = table_new (&s);
  for (guint k = 0; k < 4; k++)
    t->p[k]->async = TRUE;
  table_run (t);

  g_assert_cmpstr (t->bonus->str, ==, "1:1f 2:2f 2:3s 0:4f");
  assert_bonus (t->game, 1, "1f");
  assert_bonus (t->game, 2, "2f 3s");
  assert_bonus (t->game, 3, "");
  assert_bonus (t->game, 0, "4f");
  assert_hand (t->game, 1, JUNK1 " Rd");
  assert_hand (t->game, 2, "2c 5c 8c 2b 5b 8b 2d 5d 8d Rd Gd Gd Wd");
  assert_hand (t->game, 3, JUNK3);
  assert_hand (t->game, 0, "2c 3c 4c 5b 6b 7b 6d 7d 3d 4d Gd Wd 9c");
  g_assert_cmpuint (mj_game_get_wall (t->game)->back, ==, 140);
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, 1);
}

/* A replacement that is itself a bonus tile is laid aside and replaced again. */
static void
test_deal_bonus_chain (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, "1f " JUNK1, "3s " "2c 5c 8c 2b 5b 8b 2d 5d 8d Rd Gd Wd", JUNK3, NORTH13);
  stack_back (&s, "2f Rd 4s 1s Gd");
  t = table_new (&s);
  for (guint k = 0; k < 4; k++)
    t->p[k]->async = TRUE;
  table_run (t);

  g_assert_cmpstr (t->bonus->str, ==, "0:1f 0:2f 1:3s 1:4s 1:1s");
  assert_bonus (t->game, 0, "1f 2f");
  assert_bonus (t->game, 1, "3s 4s 1s");
  assert_hand (t->game, 0, JUNK1 " Rd");
  assert_hand (t->game, 1, "2c 5c 8c 2b 5b 8b 2d 5d 8d Rd Gd Wd Gd");
}

/* A bonus tile drawn in play: laid aside, replaced from the back, again if need be; the
 * tile kept is the seat's drawn tile. */
static void
test_draw_bonus_chain (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjDecision *d;
  gboolean two;
  Stack s;

  stack_init (&s, data, 0);
  two = deals_two (s.ruleset);
  stack_deal (&s, two ? JUNK1 : JUNK1 " 9d", JUNK2, JUNK3, NORTH13);
  stack_draws (&s, two ? "9d 1s" : "1s");
  stack_back (&s, "2s 5c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  t->p[1]->async = TRUE;
  table_run (t);

  d = mj_game_get_pending (t->game, 1);
  g_assert_nonnull (d);
  if (d == NULL)
    return;
  g_assert_cmpuint (d->tile, ==, tile ("5c"));
  assert_bonus (t->game, 1, "1s 2s");
  assert_hand (t->game, 1, JUNK2 " 5c");
  g_assert_cmpuint (t->n_replacements, ==, 2);
  g_assert_cmpstr (t->bonus->str, ==, "1:1s 1:2s");
}

/* Cantonese plays without bonus tiles: 136 tiles, none of them a flower or a season. */
static void
test_deal_no_bonus (void)
{
  g_autoptr(MjRuleset) ruleset = preset ("cantonese");

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(MjGame) game = mj_game_new (ruleset, seed, 0, MJ_WIND_EAST);
      const MjWall *wall = mj_game_get_wall (game);

      g_assert_cmpuint (wall->n_tiles, ==, 136);
      for (guint i = 0; i < wall->n_tiles; i++)
        g_assert_false (mj_tile_is_bonus (mj_tile_physical_kind (wall->tiles[i])));
    }
}

/* The end of the wall */

typedef struct
{
  const char *id;
  guint       remaining;   /* tiles left in the wall when the hand is drawn */
} WallEndCase;

static const WallEndCase wall_end_cases[] = {
  /* "14, replenished" */
  { "bmja", 14 },
  /* "16, not replenished": the 8 replacements for the bonus tiles dealt shrink it */
  { "dmjl", 8 },
  /* one-double and cleared-hand: "none, last tile is drawn" */
  { "classical-one-double", 0 },
  { "classical-cleared", 0 },
  /* "game ends when 13 tiles are left" */
  { "oxenstierna", 13 },
  /* mixed-hand: "14 incl. loose tiles, 15th from the end is the last drawable" */
  { "classical-mixed", 14 },
  /* "only the 14 dead-wall tiles are left" */
  { "hong-kong", 14 },
  /* "last 14 never played" */
  { "cantonese", 14 },
};

static void
test_wall_end (gconstpointer data)
{
  const WallEndCase *c = data;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  const MjWall *wall;
  gboolean bonus, two;
  Stack s;

  stack_init (&s, c->id, 0);
  bonus = s.n == MJ_N_PHYSICAL;
  two = deals_two (s.ruleset);
  /* every bonus tile is dealt: eight replacements before play */
  if (bonus)
    stack_deal (&s,
                two ? "1f 2f 1c 4c 7c 1b 4b 7b 1d 4d 7d Ew Sw" : "1f 2f 1c 4c 7c 1b 4b 7b 1d 4d 7d Ew Sw Ww",
                "3f 4f 2c 5c 8c 2b 5b 8b 2d 5d 8d Rd Gd",
                "1s 2s 3c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww",
                "3s 4s 2c 3c 4c 5b 6b 7b 6d 7d 8d Gd Wd");
  else
    stack_deal (&s, two ? JUNK1 : JUNK1 " 9d", JUNK2, JUNK3, NORTH13);
  t = table_new (&s);
  table_run (t);

  r = table_result (t);
  wall = mj_game_get_wall (t->game);
  g_assert_cmpint (r->winner, ==, -1);
  g_assert_cmpuint (t->n_finished, ==, 1);
  g_assert_cmpuint (t->n_bonus, ==, bonus ? 8 : 0);
  g_assert_cmpuint (mj_wall_live_remaining (wall), ==, 0);
  g_assert_cmpuint (mj_wall_remaining (wall), ==, c->remaining);
  /* every tile is somewhere: dealt, drawn, replaced or left */
  g_assert_cmpuint (53 - (two ? 1 : 0) + t->n_front_draws + t->n_replacements + (bonus ? 8 : 0) +
                    c->remaining, ==, wall->n_tiles);
  /* nobody pays in a drawn hand */
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      g_assert_cmpint (r->settlement.pays[i][j], ==, 0);
}

#define WAIT_NW "1c 1c 1c 5c 6c 7c Gd Gd Gd 8d 8d 8d Nw"

typedef struct
{
  const char *id;
  gboolean    discard;     /* won on the last discard, not with the last tile drawn */
} LastTileCase;

/* The index of the last live tile when no replacement is drawn, and who draws it. */
static guint
last_live_index (MjRuleset *ruleset,
                 guint      n)
{
  switch (mj_ruleset_get (ruleset, MJ_PARAM_DEAD_WALL))
    {
    case MJ_DEAD_WALL_NONE:
      return n - 1;
    default:
      return n - (guint) mj_ruleset_get (ruleset, MJ_PARAM_DEAD_WALL_SIZE) - 1;
    }
}

/* Going out with the last tile of the live wall, or on its discard. */
static void
test_last_tile (gconstpointer data)
{
  const LastTileCase *c = data;
  g_autoptr(Table) t = NULL;
  const char *hands[4];
  const MjGameResult *r;
  guint last, drawer, winner;
  gboolean two, declare;
  Stack s;

  stack_init_isolated (&s, c->id, 0);
  two = deals_two (s.ruleset);
  declare = mj_ruleset_get (s.ruleset, MJ_PARAM_MUST_DECLARE_READY);
  last = last_live_index (s.ruleset, s.n);
  /* draws after the deal go South, West, North, East (hong-kong: East first) */
  drawer = (last - (two ? 52 : 53) + (two ? 0 : 1)) % 4;
  winner = c->discard ? (drawer + 2) % 4 : drawer;
  g_assert_cmpuint (winner, !=, 0);
  g_assert_cmpuint (drawer, !=, 0);

  hands[0] = two ? JUNK1 : JUNK1 " 9d";
  for (guint k = 1, j = 0; k < 4; k++)
    if (k == winner)
      hands[k] = WAIT_NW;
    else
      hands[k] = j++ == 0 ? JUNK2 : JUNK3;
  /* the other Nw are in JUNK1 and JUNK3, and stay there */
  stack_deal (&s, hands[0], hands[1], hands[2], hands[3]);
  stack_put (&s, last, "Nw");
  t = table_new (&s);
  if (!two)
    table_script (t, 0, "turn discard 9d", NULL);
  if (declare)
    table_script (t, winner, "turn discard * ready", NULL);
  table_script (t, winner, c->discard ? "claim:Nw win" : "turn:Nw win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, (int) winner);
  g_assert_cmpuint (mj_wall_live_remaining (mj_game_get_wall (t->game)), ==, 0);
  g_assert_cmpuint (t->n_replacements, ==, 0);
  if (c->discard)
    {
      g_assert_cmpint (r->discarder, ==, (int) drawer);
      g_assert_true (r->hands[winner].flags & MJ_HAND_FLAG_LAST_DISCARD);
      assert_score_has (&r->scores[winner], MJ_RULE_LAST_DISCARD, TRUE);
    }
  else
    {
      g_assert_true (r->self_drawn);
      g_assert_true (r->hands[winner].flags & MJ_HAND_FLAG_LAST_WALL_TILE);
      assert_score_has (&r->scores[winner], MJ_RULE_LAST_WALL_TILE, TRUE);
    }
  g_assert_true (r->scores[winner].won);
}

/* The first turn */

#define HEAVEN13 "1c 1c 1c 2b 3b 4b 5d 5d 5d Rd Rd Rd Ew"

/* East goes out on the tiles dealt (hong-kong: with the first tile drawn). */
static void
test_first_turn_heaven (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  gboolean two, first_draw;
  Stack s;

  stack_init_isolated (&s, id, 0);
  two = deals_two (s.ruleset);
  /* the faan rulesets score "win with your first draw", the others the blessing of heaven */
  first_draw = mj_ruleset_get (s.ruleset, MJ_PARAM_METHOD) == MJ_METHOD_FAAN;
  stack_deal (&s, two ? HEAVEN13 : HEAVEN13 " Ew", JUNK1, JUNK3, NORTH13);
  if (two)
    stack_draws (&s, "Ew");
  t = table_new (&s);
  table_script (t, 0, "turn win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 0);
  g_assert_cmpint (r->discarder, ==, -1);
  g_assert_true (r->self_drawn);
  g_assert_true (r->hands[0].flags & MJ_HAND_FLAG_BLESSING_OF_HEAVEN);
  g_assert_true (r->scores[0].won);
  assert_score_has (&r->scores[0], first_draw ? MJ_RULE_FIRST_DRAW : MJ_RULE_BLESSING_OF_HEAVEN, TRUE);
  g_assert_cmpuint (t->n_discarded, ==, 0);
}

#define WAIT_9D "9c 9c 9c 5b 6b 7b 2d 2d 2d Rd Rd Rd 9d"

/* South goes out on East's first discard: the blessing of earth. */
static void
test_first_turn_earth (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  Stack s;

  stack_init (&s, id, 0);
  stack_deal (&s, JUNK1 " 9d", WAIT_9D, JUNK3, NORTH13);
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "claim:9d win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 1);
  g_assert_cmpint (r->discarder, ==, 0);
  g_assert_false (r->self_drawn);
  g_assert_true (r->hands[1].flags & MJ_HAND_FLAG_BLESSING_OF_EARTH);
  assert_score_has (&r->scores[1], MJ_RULE_BLESSING_OF_EARTH, TRUE);
}

/* Going out on South's first discard is no blessing of earth. */
static void
test_first_turn_not_earth (void)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  Stack s;

  stack_init (&s, "bmja", 0);
  stack_deal (&s, JUNK1 " 9c", JUNK2, WAIT_9D, NORTH13);
  stack_draws (&s, "9d");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9c", NULL);
  table_script (t, 2, "claim:9d win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 1);
  g_assert_false (r->hands[2].flags & MJ_HAND_FLAG_BLESSING_OF_EARTH);
  assert_score_has (&r->scores[2], MJ_RULE_BLESSING_OF_EARTH, FALSE);
}

/* Settlement */

static void
check_scores_consistent (MjGame             *game,
                         const MjGameResult *r)
{
  for (guint k = 0; k < 4; k++)
    {
      MjScore again;

      mj_score_hand (mj_game_get_ruleset (game), &r->hands[k], &again);
      g_assert_cmpint (again.total, ==, r->scores[k].total);
      g_assert_cmpint (r->hands[k].mahjong, ==, (int) k == r->winner);
    }
  if (r->winner >= 0)
    {
      g_assert_true (r->scores[r->winner].won);
      g_assert_cmpuint (mj_hand_tile_count (&r->hands[r->winner]), >=, 14);
    }
}

static void
check_net (const MjSettlement *st)
{
  int sum = 0;

  for (guint i = 0; i < 4; i++)
    {
      int net = 0;

      for (guint j = 0; j < 4; j++)
        net += st->pays[j][i] - st->pays[i][j];
      g_assert_cmpint (net, ==, st->net[i]);
      sum += st->net[i];
    }
  g_assert_cmpint (sum, ==, 0);
}

/* West goes out on South's discard (or draws it): the payments follow from the totals. */
static Table *
settle_hand (const char *id,
             gboolean    self_drawn)
{
  gboolean two;
  Table *t;
  Stack s;

  stack_init (&s, id, 0);
  two = deals_two (s.ruleset);
  /* the losers hold pungs, so that they have totals to settle between them */
  stack_deal (&s, two ? JUNK1 : JUNK1 " 9c", "Rd Rd Rd 2c 5c 8c 2b 5b 8b 2d 5d Wd Ew", WAIT_NW,
              "3c 6c 9c 3b 6b 9b 3d 3d 3d Sw Ww Nw Wd");
  if (two)
    stack_draws (&s, "9c");
  stack_draws (&s, self_drawn ? "9d Nw" : "Nw");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9c", NULL);
  table_script (t, 2, self_drawn ? "turn:Nw win" : "claim:Nw win", NULL);
  table_run (t);
  return t;
}

/* RULES-BMJA-DMJL.md 11.1: "Winner and a loser: the loser pays the winner factor x T(winner).
 * Two losers: the one with the lower total pays the other factor x (difference of their
 * totals)"; the factor is 2 when either is East. */
static void
test_settle_differences (gconstpointer data)
{
  g_autoptr(Table) t = settle_hand (data, FALSE);
  const MjGameResult *r = table_result (t);
  int want[4][4] = { { 0 } };
  int T[4];

  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 1);
  check_scores_consistent (t->game, r);
  for (guint k = 0; k < 4; k++)
    T[k] = r->scores[k].total;
  g_assert_cmpint (T[2], >, 0);
  for (int i = 0; i < 4; i++)
    {
      if (i == 2)
        continue;
      want[i][2] += (i == 0 ? 2 : 1) * T[2];
      for (int j = i + 1; j < 4; j++)
        {
          int f = (i == 0 || j == 0) ? 2 : 1;

          if (j == 2)
            continue;
          if (T[j] > T[i])
            want[i][j] += f * (T[j] - T[i]);
          else
            want[j][i] += f * (T[i] - T[j]);
        }
    }
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      g_assert_cmpint (r->settlement.pays[i][j], ==, want[i][j]);
  check_net (&r->settlement);
}

/* RULES.md 3b: "Won off a discard: the discarder pays double; self-drawn: everyone pays
 * double"; only the winner is paid. */
static void
test_settle_winner_only (gconstpointer data)
{
  for (guint self_drawn = 0; self_drawn <= 1; self_drawn++)
    {
      g_autoptr(Table) t = settle_hand (data, self_drawn);
      const MjGameResult *r = table_result (t);
      int T;

      g_assert_cmpint (r->winner, ==, 2);
      g_assert_cmpint (r->self_drawn, ==, self_drawn);
      check_scores_consistent (t->game, r);
      T = r->scores[2].total;
      g_assert_cmpint (T, >, 0);
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
          {
            int want = 0;

            if (j == 2 && i != 2)
              want = T * (self_drawn || i == 1 ? 2 : 1);
            g_assert_cmpint (r->settlement.pays[i][j], ==, want);
          }
      check_net (&r->settlement);
    }
}

/* Oxenstierna: "scores are written down per hand and summed over the evening; dealer scores
 * double". */
static void
test_settle_recorded (void)
{
  g_autoptr(Table) t = settle_hand ("oxenstierna", FALSE);
  const MjGameResult *r = table_result (t);

  g_assert_cmpint (r->winner, ==, 2);
  check_scores_consistent (t->game, r);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpint (r->settlement.net[k], ==, r->scores[k].total * (k == 0 ? 2 : 1));
      for (guint j = 0; j < 4; j++)
        g_assert_cmpint (r->settlement.pays[k][j], ==, 0);
    }
}

/* RULES-BMJA-DMJL.md 11.3, dangerous game: a discard is dangerous for a player who has "3 or
 * more exposed sets and all tiles P shows are green-hand tiles (then 2b 3b 4b 6b 8b Gd are
 * dangerous), or all are of one suit with at least 9 shown (that suit)". "If the eventual
 * winner claimed a dangerous tile from such a player (...) to go out, that player alone pays
 * the winner 4 x T(winner) (...) and no other payment of the hand is made." The bmja preset
 * applies it too ("dangerous-game = true"). North pungs 2b, 4b and 6b from East, who then
 * discards 8b (holding safe tiles) and North goes out on it. */
static void
test_settle_dangerous (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  int T;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal (&s, "2b 4b 6b 8b 1c 4c 7c 1d 4d 7d Ew Sw Ww Nw", JUNK2, JUNK3,
              "2b 2b 4b 4b 6b 6b 8b Gd Gd Gd 9c 9d Rd");
  stack_draws (&s, "1b 3c 5d");
  t = table_new (&s);
  table_script (t, 0, "turn discard 2b", "turn discard 4b", "turn discard 6b", "turn discard 8b", NULL);
  table_script (t, 3, "claim:2b pung", "turn discard 9c", "claim:4b pung", "turn discard 9d",
                "claim:6b pung",
                mj_ruleset_get (mj_game_get_ruleset (t->game), MJ_PARAM_MUST_DECLARE_READY) ?
                "turn discard Rd ready" : "turn discard Rd", "claim:8b win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 3);
  g_assert_cmpint (r->discarder, ==, 0);
  T = r->scores[3].total;
  g_assert_cmpint (T, >, 0);
  g_assert_cmpint (r->liable, ==, 0);
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      g_assert_cmpint (r->settlement.pays[i][j], ==, i == 0 && j == 3 ? 4 * T : 0);
  check_net (&r->settlement);
}

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

  for (guint i = 0; i < G_N_ELEMENTS (all_presets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/game/deal/sizes/%s", all_presets[i]);

      g_test_add_data_func (path, all_presets[i], test_deal_sizes);
    }
  g_test_add_func ("/core/game/deal/dealer", test_deal_dealer);
  g_test_add_func ("/core/game/deal/bonus", test_deal_bonus);
  g_test_add_func ("/core/game/deal/bonus-chain", test_deal_bonus_chain);
  g_test_add_data_func ("/core/game/deal/draw-bonus-chain/bmja", "bmja", test_draw_bonus_chain);
  g_test_add_data_func ("/core/game/deal/draw-bonus-chain/hong-kong", "hong-kong", test_draw_bonus_chain);
  g_test_add_func ("/core/game/deal/no-bonus/cantonese", test_deal_no_bonus);

  for (guint i = 0; i < G_N_ELEMENTS (wall_end_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/game/wall-end/%s", wall_end_cases[i].id);

      g_test_add_data_func (path, &wall_end_cases[i], test_wall_end);
    }
  {
    static const LastTileCase last_cases[] = {
      { "bmja", FALSE }, { "dmjl", FALSE }, { "oxenstierna", FALSE }, { "hong-kong", FALSE },
      { "classical-mixed", FALSE }, { "bmja", TRUE }, { "dmjl", TRUE }, { "hong-kong", TRUE },
    };

    for (guint i = 0; i < G_N_ELEMENTS (last_cases); i++)
      {
        g_autofree char *path = g_strdup_printf ("/core/game/wall-end/%s/%s", last_cases[i].discard ?
                                                 "last-discard" : "last-tile", last_cases[i].id);

        g_test_add_data_func (path, &last_cases[i], test_last_tile);
      }
  }

  {
    static const char *heaven[] = { "bmja", "dmjl", "oxenstierna", "classical-mixed", "classical-one-double",
                                    "hong-kong", "cantonese" };
    static const char *earth[] = { "bmja", "dmjl", "oxenstierna", "classical-mixed", "classical-one-double" };

    for (guint i = 0; i < G_N_ELEMENTS (heaven); i++)
      {
        g_autofree char *path = g_strdup_printf ("/core/game/first-turn/heaven/%s", heaven[i]);

        g_test_add_data_func (path, heaven[i], test_first_turn_heaven);
      }
    for (guint i = 0; i < G_N_ELEMENTS (earth); i++)
      {
        g_autofree char *path = g_strdup_printf ("/core/game/first-turn/earth/%s", earth[i]);

        g_test_add_data_func (path, earth[i], test_first_turn_earth);
      }
  }
  g_test_add_func ("/core/game/first-turn/not-earth", test_first_turn_not_earth);

  g_test_add_data_func ("/core/game/settle/differences/bmja", "bmja", test_settle_differences);
  g_test_add_data_func ("/core/game/settle/differences/dmjl", "dmjl", test_settle_differences);
  g_test_add_data_func ("/core/game/settle/differences/classical-mixed", "classical-mixed",
                        test_settle_differences);
  g_test_add_data_func ("/core/game/settle/winner-only/hong-kong", "hong-kong", test_settle_winner_only);
  g_test_add_func ("/core/game/settle/recorded/oxenstierna", test_settle_recorded);
  g_test_add_data_func ("/core/game/settle/dangerous-game/dmjl", "dmjl", test_settle_dangerous);
  g_test_add_data_func ("/core/game/settle/dangerous-game/bmja", "bmja", test_settle_dangerous);

  g_test_add_func ("/core/game/signals", test_signals);
  g_test_add_func ("/core/game/random/invariants", test_random_invariants);
  g_test_add_func ("/core/game/random/determinism", test_random_determinism);
  g_test_add_func ("/core/game/illegal/answer", test_illegal_answer);
  g_test_add_func ("/core/game/illegal/decide", test_illegal_decide);

  return g_test_run ();
}
