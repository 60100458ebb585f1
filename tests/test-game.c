/* test-game.c: one hand from the deal to the first turn: the deal, the end of the wall and
 * the first turn
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Claims, kongs and declarations are in test-game-claims.c, the settlement in
 * test-game-settle.c, the signals, random hands and illegal answers in
 * test-game-invariants.c. The helpers (stacked walls from readable hands, the scripted
 * player) are in tests/support/mj-test-game.c.
 */

#include "config.h"

#include "mj-test-game.h"

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
  /* (where a hand won on a discard that completes its pair stays concealed, as under
   * oxenstierna, it is hidden treasure too, a limit listed before the blessing) */
  if (!score_has_rule (&r->scores[1], MJ_RULE_CONCEALED_HAND) ||
      mj_ruleset_get (mj_game_get_ruleset (t->game), MJ_PARAM_CLAIMED_PAIR_CONCEALED) == 0)
    assert_score_has (&r->scores[1], MJ_RULE_BLESSING_OF_EARTH, TRUE);
  else
    g_assert_cmpint (r->scores[1].limit, >=, 1000);
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

  return g_test_run ();
}
