/* test-game-claims.c: claims on a discard, kongs and robbing them, declarations (ready hands,
 * the original call, the sacred discard) and going out with a chow
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seats are numbered in the order of play (East is seat 0 in every hand here): seat k+1
 * plays after seat k, and may chow seat k's discards.
 */

#include "config.h"

#include "mj-test-game.h"

static gboolean
must_declare (Table *t)
{
  return mj_ruleset_get (mj_game_get_ruleset (t->game), MJ_PARAM_MUST_DECLARE_READY);
}

static void
assert_meld (MjGame     *game,
             guint       seat,
             guint       index,
             MjSetKind   kind,
             const char *tile_text,
             gboolean    exposed,
             int         origin,
             int         from)
{
  const MjGameMeld *m = meld_of (game, seat, index);

  if (m == NULL)
    return;
  g_assert_cmpuint (m->meld.kind, ==, kind);
  g_assert_cmpuint (m->meld.tile, ==, tile (tile_text));
  g_assert_cmpuint (m->meld.exposed, ==, exposed);
  if (origin >= 0)
    g_assert_cmpuint (m->meld.kong_origin, ==, (guint) origin);
  g_assert_cmpint (m->from, ==, from);
}

/* Claims */

#define PUNG_9D "9d 9d 2c 5c 8c 2b 5b 8b 2d 5d Rd Gd Wd"

/* A pung by any seat: the seats between the discarder and the claimer lose their turn. */
static void
test_claim_pung (gconstpointer data)
{
  guint claimer = GPOINTER_TO_UINT (data);
  guint next = (claimer + 1) % 4;
  g_autoptr(Table) t = NULL;
  const char *hands[4];
  g_autofree char *turns = NULL;
  g_autofree char *resolved = NULL;
  guint64 claimed = 0;
  guint n_pond;
  Stack s;

  stack_init (&s, "bmja", 0);
  hands[0] = JUNK1 " 9d";
  for (guint k = 1, j = 0; k < 4; k++)
    hands[k] = k == claimer ? PUNG_9D : j++ == 0 ? NORTH13 : JUNK3;
  stack_deal (&s, hands[0], hands[1], hands[2], hands[3]);
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, claimer, "claim:9d pung", "turn discard 5c", NULL);
  table_script (t, next, "turn stop", NULL);
  table_run (t);

  assert_meld (t->game, claimer, 0, MJ_SET_PUNG, "9d", TRUE, -1, 0);
  {
    const MjGameMeld *m = meld_of (t->game, claimer, 0);
    const guint8 *pond = mj_game_get_pond (t->game, 0, &n_pond, &claimed);

    /* the discard itself is in the set, and marked claimed in East's pond */
    g_assert_cmpuint (n_pond, ==, 1);
    g_assert_cmpuint (claimed, ==, 1);
    g_assert_true (m != NULL && (m->physical[0] == pond[0] || m->physical[1] == pond[0] ||
                                 m->physical[2] == pond[0]));
  }
  assert_hand (t->game, claimer, "2c 8c 2b 5b 8b 2d 5d Rd Gd Wd");
  turns = g_strdup_printf ("0 %u %u", claimer, next);
  g_assert_cmpstr (t->turns->str, ==, turns);
  resolved = g_strdup_printf ("%u:pung -1:pass", claimer);
  g_assert_cmpstr (t->resolved->str, ==, resolved);
  /* only the seat after the claimer has drawn */
  g_assert_cmpuint (t->n_front_draws, ==, 1);
  g_assert_nonnull (mj_game_get_pending (t->game, next));
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, next);
}

#define CHOW_4D6D "4d 6d 2c 5c 8c 2b 5b 8b Rd Gd Wd Ew Sw"
#define PUNG_5D   "5d 5d 3c 6c 9c 3b 6b 9b 3d 9d Ww Nw Rd"

/* Only the next player may chow: West, who could pung the same tile, is offered no chow. */
static void
test_claim_chow_left (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, "bmja", 0);
  stack_deal (&s, JUNK1 " 5d", CHOW_4D6D, PUNG_5D, "3d 4d 6d 7d 2c 3c 4c 5b 6b 7b Wd Wd Ew");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", NULL);
  table_script (t, 1, "claim:5d chow 4d", "turn discard Rd", NULL);
  table_script (t, 2, "claim:5d pass", "turn stop", NULL);
  table_run (t);

  g_assert_true (offered (t, 2, MJ_DECISION_CLAIM, "5d", MJ_ACTION_PUNG, "5d", 0));
  g_assert_false (offered (t, 2, MJ_DECISION_CLAIM, "5d", MJ_ACTION_CHOW, NULL, 0));
  /* North holds 3d 4d 6d 7d but does not sit after East */
  g_assert_false (offered (t, 3, MJ_DECISION_CLAIM, "5d", MJ_ACTION_CHOW, NULL, 0));
  assert_meld (t->game, 1, 0, MJ_SET_CHOW, "4d", TRUE, -1, 0);
  g_assert_cmpstr (t->resolved->str, ==, "1:chow -1:pass");
  g_assert_cmpstr (t->turns->str, ==, "0 1 2");
}

/* East, after North, may chow North's discard. */
static void
test_claim_chow_wrap (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, "1c 2c 4c 7c 1b 4b 7b 1d 4d 7d Ew Sw Ww Nw", JUNK2, JUNK3, NORTH13);
  stack_draws (&s, "9b 9c 1b 8b");
  t = table_new (&s);
  table_script (t, 0, "turn discard Nw", "claim:3c chow 1c", "turn discard Ew", NULL);
  table_script (t, 3, "turn discard 3c", NULL);
  table_script (t, 1, "turn:8b stop", NULL);
  table_run (t);

  g_assert_true (offered (t, 0, MJ_DECISION_CLAIM, "3c", MJ_ACTION_CHOW, "1c", 0));
  g_assert_true (offered (t, 0, MJ_DECISION_CLAIM, "3c", MJ_ACTION_CHOW, "2c", 0));
  assert_meld (t->game, 0, 0, MJ_SET_CHOW, "1c", TRUE, -1, 3);
  g_assert_cmpstr (t->turns->str, ==, "0 1 2 3 0 1");
}

/* With 3d 4d 6d 7d, a 5d may be chowed three ways; the chosen one is declared. */
static void
test_claim_chow_choice (void)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, JUNK1 " 5d", "3d 4d 6d 7d 2c 5c 8c 2b 5b 8b Rd Gd Wd", JUNK3,
              "2c 3c 4c 5b 6b 7b 9d 9d 8d Gd Wd Wd Ew");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", NULL);
  table_script (t, 1, "claim:5d chow 5d", "turn discard Rd", NULL);
  table_script (t, 2, "turn stop", NULL);
  table_run (t);

  g_assert_true (offered (t, 1, MJ_DECISION_CLAIM, "5d", MJ_ACTION_CHOW, "3d", 0));
  g_assert_true (offered (t, 1, MJ_DECISION_CLAIM, "5d", MJ_ACTION_CHOW, "4d", 0));
  assert_meld (t->game, 1, 0, MJ_SET_CHOW, "5d", TRUE, -1, 0);
  assert_hand (t->game, 1, "3d 4d 2c 5c 8c 2b 5b 8b Gd Wd");
}

/* South could pung East's 5d, North goes out on it: the win takes the tile. */
static void
test_claim_win_beats_pung (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal_east (&s, JUNK1, "5d", "5d 5d 2c 5c 8c 2b 5b 8b Rd Gd Wd Ew Sw",
                   "3c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Wd", "Rd Rd Rd 1c 1c 1c 7b 7b 7b 2d 3d 4d 5d");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", NULL);
  table_script (t, 1, "claim:5d pung", NULL);
  table_script (t, 3, "claim:5d win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 3);
  g_assert_cmpint (r->discarder, ==, 0);
  g_assert_cmpuint (n_melds_of (t->game, 1), ==, 0);
  g_assert_cmpstr (t->resolved->str, ==, "3:win");
}

/* South would chow (or, in oxenstierna, take) East's 5d, West pungs it: the pung wins. */
static void
test_claim_pung_beats_chow (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  gboolean take;
  Stack s;

  stack_init (&s, data, 0);
  take = mj_ruleset_get (s.ruleset, MJ_PARAM_TAKE_ANY_DISCARD);
  stack_deal_east (&s, JUNK1, "5d", CHOW_4D6D, PUNG_5D, NORTH13);
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", NULL);
  table_script (t, 1, take ? "claim:5d take" : "claim:5d chow 4d", NULL);
  table_script (t, 2, "claim:5d pung", "turn discard Rd", NULL);
  table_script (t, 3, "turn stop", NULL);
  table_run (t);

  g_assert_cmpstr (t->resolved->str, ==, "2:pung -1:pass");
  g_assert_cmpuint (n_melds_of (t->game, 1), ==, 0);
  assert_meld (t->game, 2, 0, MJ_SET_PUNG, "5d", TRUE, -1, 0);
  assert_hand (t->game, 1, CHOW_4D6D);
  g_assert_cmpuint (mj_game_get_turn (t->game), ==, 3);
}

typedef struct
{
  const char *id;
  int         winner;
} TieCase;

/* West goes out on East's 5d with the pair, North with a pung. */
static void
test_claim_two_winners (gconstpointer data)
{
  const TieCase *c = data;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  Stack s;

  stack_init (&s, c->id, 0);
  stack_deal_east (&s, JUNK1, "5d", "2c 5c 8c 2b 5b 8b 2d 3d 9d Sw Ww Nw Ew",
                   "1c 1c 1c 5c 6c 7c Gd Gd Gd 8d 8d 8d 5d", "Rd Rd Rd 2c 3c 4c 7b 7b 7b 5d 5d Wd Wd");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", NULL);
  table_script (t, 2, "claim:5d win", NULL);
  table_script (t, 3, "claim:5d win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, c->winner);
  g_assert_cmpint (r->discarder, ==, 0);
  g_assert_true (r->scores[c->winner].won);
  /* the loser's tiles are as they were */
  assert_hand (t->game, c->winner == 2 ? 3 : 2,
               c->winner == 2 ? "Rd Rd Rd 2c 3c 4c 7b 7b 7b 5d 5d Wd Wd" : "1c 1c 1c 5c 6c 7c Gd Gd Gd 8d 8d 8d 5d");
}

/* Oxenstierna: the next player may take any discard into the hand; nobody else may. */
static void
test_claim_take (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  gboolean take;
  Stack s;

  stack_init (&s, id, 0);
  take = mj_ruleset_get (s.ruleset, MJ_PARAM_TAKE_ANY_DISCARD);
  stack_deal (&s, JUNK1 " 5d", CHOW_4D6D, PUNG_5D, NORTH13);
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", NULL);
  table_script (t, 2, "claim:5d pass", NULL);
  if (take)
    {
      table_script (t, 1, "claim:5d take", "turn discard Rd", NULL);
      table_script (t, 2, "turn stop", NULL);
    }
  else
    table_script (t, 1, "claim:5d pass", "turn stop", NULL);
  table_run (t);

  g_assert_cmpint (offered (t, 1, MJ_DECISION_CLAIM, "5d", MJ_ACTION_TAKE, "5d", 0), ==, take);
  g_assert_false (offered (t, 2, MJ_DECISION_CLAIM, "5d", MJ_ACTION_TAKE, NULL, 0));
  if (take)
    {
      g_autofree char *announced = g_strdup_printf ("1:%u", MJ_ANNOUNCE_TAKE);

      g_assert_cmpstr (t->resolved->str, ==, "1:take -1:pass");
      g_assert_cmpuint (n_melds_of (t->game, 1), ==, 0);
      assert_hand (t->game, 1, "4d 5d 6d 2c 5c 8c 2b 5b 8b Gd Wd Ew Sw");
      g_assert_cmpstr (t->announced->str, ==, announced);
    }
}

/* BMJA: "only one chow is allowed"; dmjl: any. South chows East's first discard; East's
 * second discard could make a second chow. */
static void
test_claim_max_chows (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  gboolean one;
  Stack s;

  stack_init (&s, id, 0);
  one = mj_ruleset_get (s.ruleset, MJ_PARAM_MAX_CHOWS) == 1;
  stack_deal (&s, "1c 4c 7c 1b 4b 7b 1d 4d 7d Ew Sw Ww 5d 5c", "4d 6d 4c 6c 5c 5c 2b 5b 8b Rd Gd Wd Ew",
              JUNK3, "2c 3c 8c 2b 3b 6b 7b 2d 3d 8d Gd Wd Wd");
  stack_draws (&s, "9b 9c 1d");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5d", "turn discard 5c", NULL);
  table_script (t, 1, "claim:5d chow 4d", "turn discard Rd", "claim:5c pass", "turn stop", NULL);
  table_run (t);

  assert_meld (t->game, 1, 0, MJ_SET_CHOW, "4d", TRUE, -1, 0);
  g_assert_true (offered (t, 1, MJ_DECISION_CLAIM, "5c", MJ_ACTION_PUNG, "5c", 0));
  g_assert_cmpint (offered (t, 1, MJ_DECISION_CLAIM, "5c", MJ_ACTION_CHOW, "4c", 0), ==, !one);
}

/* Kongs */

#define KONG13 "3c 3c 3c 3c 1b 4b 7b 1d 4d 7d Ew Sw Ww"
#define N2     "2c 4c 5b 6b 7b 6d 8d 2d Gd Wd Wd 9c 9c"

/* East declares a kong of four concealed tiles and draws a replacement from the back. */
static void
test_kong_concealed (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjWall *wall;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal_east (&s, KONG13, "Nw", JUNK2, "8c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Rd", N2);
  stack_back (&s, "9b");
  t = table_new (&s);
  table_script (t, 0, "turn kong 3c", "turn:9b discard 9b", NULL);
  table_script (t, 1, "turn stop", NULL);
  table_run (t);

  wall = mj_game_get_wall (t->game);
  assert_meld (t->game, 0, 0, MJ_SET_KONG, "3c", FALSE, MJ_KONG_CONCEALED, -1);
  g_assert_cmpuint (t->n_replacements, ==, 1);
  g_assert_cmpuint (wall->back, ==, wall->n_tiles - 1u);
  assert_hand (t->game, 0, "1b 4b 7b 1d 4d 7d Ew Sw Ww Nw");
  g_assert_cmpuint (t->n_melds, ==, 1);
}

#define ADD_WEST "3c 6c 9c 3b 6b 9b 3d 6d Sw Ww Nw Wd Ew"
#define ROB_NORTH "Rd Rd Rd 1c 1c 1c 7b 7b 7b 7d 8d Gd Gd"

/* South pungs 9d, later draws the fourth and adds it: a kong, and a replacement. */
static void
test_kong_added (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjWall *wall;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal_east (&s, JUNK1, "9d", PUNG_9D, ADD_WEST, NORTH13);
  stack_draws (&s, "1d 9c 2b 9d 8c");
  stack_back (&s, "4c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "claim:9d pung", "turn discard 5c", "turn:9d add 9d", "turn:4c discard 4c", NULL);
  table_script (t, 2, "turn:8c stop", NULL);
  table_run (t);

  wall = mj_game_get_wall (t->game);
  assert_meld (t->game, 1, 0, MJ_SET_KONG, "9d", TRUE, MJ_KONG_ADDED, 0);
  g_assert_cmpuint (n_melds_of (t->game, 1), ==, 1);
  g_assert_cmpuint (t->n_melds, ==, 2);
  g_assert_cmpuint (t->n_replacements, ==, 1);
  g_assert_cmpuint (wall->back, ==, wall->n_tiles - 1u);
  assert_hand (t->game, 1, "2c 8c 2b 5b 8b 2d 5d Rd Gd Wd");
}

/* West claims East's 9d onto three concealed: a kong, and a replacement. */
static void
test_kong_claimed (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjWall *wall;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal_east (&s, JUNK1, "9d", "3c 6c 9c 3b 6b 9b 3d 6d Sw Ww Nw Rd Ew",
                   "9d 9d 9d 2c 5c 8c 2b 5b 8b Rd Gd Wd Ew", NORTH13);
  stack_back (&s, "4c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 2, "claim:9d kong", "turn:4c discard 4c", NULL);
  table_script (t, 3, "turn stop", NULL);
  table_run (t);

  wall = mj_game_get_wall (t->game);
  assert_meld (t->game, 2, 0, MJ_SET_KONG, "9d", TRUE, MJ_KONG_CLAIMED, 0);
  g_assert_cmpuint (t->n_replacements, ==, 1);
  g_assert_cmpuint (wall->back, ==, wall->n_tiles - 1u);
  g_assert_cmpstr (t->turns->str, ==, "0 2 3");
  assert_hand (t->game, 2, "2c 5c 8c 2b 5b 8b Rd Gd Wd Ew");
}

/* South has an exposed pung of 9d; East discards the fourth: no kong is offered. */
static void
test_kong_no_discard_onto_pung (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal_east (&s, "1c 4c 7c 1b 4b 7b 1d 4d 7d Ew Sw Ww 9d", "9d", PUNG_9D, ADD_WEST, NORTH13);
  stack_draws (&s, "1d 9c 2b 9b");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", "turn discard 9d", NULL);
  table_script (t, 1, "claim:9d pung", "turn discard 5c", "turn:9b stop", NULL);
  table_run (t);

  g_assert_cmpstr (t->discards->str, ==, "0:9d 1:5c 2:1d 3:9c 0:9d");
  g_assert_false (offered (t, 1, MJ_DECISION_CLAIM, "9d", MJ_ACTION_KONG, NULL, 0));
  g_assert_false (offered (t, 1, MJ_DECISION_TURN, NULL, MJ_ACTION_ADDED_KONG, NULL, 0));
  assert_meld (t->game, 1, 0, MJ_SET_PUNG, "9d", TRUE, -1, 0);
}

/* North robs South's added kong of 9d: the kong does not stand and South loses the tile. */
static void
test_kong_rob_added (gconstpointer data)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  Stack s;

  stack_init (&s, data, 0);
  stack_deal_east (&s, JUNK1, "9d", PUNG_9D, ADD_WEST, ROB_NORTH);
  stack_draws (&s, "1d 9c 1b 9d");
  stack_back (&s, "4c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "claim:9d pung", "turn discard 5c", "turn:9d add 9d", NULL);
  if (must_declare (t))
    table_script (t, 3, "turn discard * ready", NULL);
  table_script (t, 3, "rob:9d win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 3);
  g_assert_cmpint (r->discarder, ==, 1);
  g_assert_false (r->self_drawn);
  g_assert_true (r->hands[3].flags & MJ_HAND_FLAG_ROBBING_KONG);
  assert_score_has (&r->scores[3], MJ_RULE_ROBBING_KONG, TRUE);
  g_assert_cmpuint (n_melds_of (t->game, 1), ==, 1);
  assert_meld (t->game, 1, 0, MJ_SET_PUNG, "9d", TRUE, -1, 0);
  assert_hand (t->game, 1, "2c 8c 2b 5b 8b 2d 5d Rd Gd Wd");
  g_assert_cmpuint (t->n_replacements, ==, 0);
  g_assert_cmpuint (mj_hand_tile_count (&r->hands[3]), ==, 14);
}

#define ORPHANS13 "9c 1b 9b 1d 9d Ew Sw Ww Nw Rd Gd Wd Wd"

/* East declares a concealed kong of 1c; North waits on 1c for thirteen orphans, West on
 * 1c or 4c with an ordinary hand. */
static void
test_kong_rob_concealed (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  gboolean allowed;
  Stack s;

  stack_init (&s, id, 0);
  allowed = mj_ruleset_get (s.ruleset, MJ_PARAM_ROB_CONCEALED_KONG);
  stack_deal_east (&s, "1c 1c 1c 1c 2b 3b 5b 6b 2d 3d 5d 6d 5c", "8c",
                   "2c 4c 6c 8b 4b 4d 6d 8d Sw Rd Gd 3c 7c",
                   "2c 3c 7b 7b 7b 7d 8d 9d Ew Ew Ew 9b 9b", ORPHANS13);
  stack_back (&s, "6c");
  t = table_new (&s);
  table_script (t, 0, "turn kong 1c", NULL);
  if (allowed)
    table_script (t, 3, "rob:1c win", NULL);
  else
    table_script (t, 0, "turn:6c stop", NULL);
  table_run (t);

  g_assert_false (offered (t, 2, MJ_DECISION_ROB, "1c", MJ_ACTION_WIN, NULL, 0));
  g_assert_cmpint (offered (t, 3, MJ_DECISION_ROB, "1c", MJ_ACTION_WIN, NULL, 0), ==, allowed);
  if (allowed)
    {
      const MjGameResult *r = table_result (t);

      g_assert_cmpint (r->winner, ==, 3);
      g_assert_cmpint (r->discarder, ==, 0);
      g_assert_true (r->hands[3].flags & MJ_HAND_FLAG_ROBBING_KONG);
      g_assert_cmpint (r->scores[3].special_hand, ==, MJ_RULE_THIRTEEN_ORPHANS);
      /* the kong does not stand */
      g_assert_cmpuint (meld_of (t->game, 0, 0)->meld.kind, ==, MJ_SET_PUNG);
      g_assert_cmpuint (t->n_replacements, ==, 0);
    }
  else
    {
      assert_meld (t->game, 0, 0, MJ_SET_KONG, "1c", FALSE, MJ_KONG_CONCEALED, -1);
      g_assert_cmpuint (t->n_replacements, ==, 1);
      g_assert_nonnull (mj_game_get_pending (t->game, 0));
    }
}

/* Declarations */

#define MD_EAST  JUNK1 " 9d"
#define MD_SOUTH JUNK2
#define MD_WEST  "1c 1c 1c 5c 6c 7c Gd Gd Gd 8d 8d 8d Nw"

/* West is ready on Nw from the deal. Where a ready hand must be declared, West goes out on
 * East's Nw only if he declared with his discard. */
static void
test_declare_ready (gconstpointer data)
{
  const char *id = data;

  for (guint declare = 0; declare <= 1; declare++)
    {
      g_autoptr(Table) t = NULL;
      const MjGameResult *r;
      gboolean must, may_win;
      Stack s;

      stack_init (&s, id, 0);
      must = mj_ruleset_get (s.ruleset, MJ_PARAM_MUST_DECLARE_READY);
      if (!must && declare)
        {
          stack_clear (&s);
          continue;
        }
      may_win = !must || declare;
      stack_deal (&s, MD_EAST, MD_SOUTH, MD_WEST, JUNK3);
      /* West's second draw is the last Nw */
      stack_draws (&s, "9c 9b 9c 3d 2b Nw");
      t = table_new (&s);
      table_script (t, 0, "turn discard 9d", "turn discard Nw", NULL);
      table_script (t, 2, declare ? "turn discard 9b ready" : "turn discard 9b", NULL);
      if (may_win)
        table_script (t, 2, "claim:Nw win", NULL);
      table_run (t);

      r = table_result (t);
      g_assert_cmpint (offered (t, 2, MJ_DECISION_CLAIM, "Nw", MJ_ACTION_WIN, NULL, 0), ==, may_win);
      g_assert_cmpint (offered (t, 2, MJ_DECISION_TURN, "9b", MJ_ACTION_DISCARD, "9b",
                                MJ_ACTION_FLAG_DECLARE_READY), ==, must);
      if (may_win)
        {
          g_assert_cmpint (r->winner, ==, 2);
          g_assert_cmpint (r->discarder, ==, 0);
        }
      else
        {
          /* nor with the tile drawn */
          g_assert_cmpint (test_player_n_asked (t->p[2], MJ_DECISION_TURN, tile ("Nw")), ==, 1);
          g_assert_false (offered (t, 2, MJ_DECISION_TURN, "Nw", MJ_ACTION_SELF_DRAWN_WIN, NULL, 0));
          g_assert_cmpint (r->winner, !=, 2);
        }
      if (declare)
        {
          g_autofree char *ready = g_strdup_printf ("2:%u", MJ_ANNOUNCE_READY);

          g_assert_nonnull (strstr (t->announced->str, ready));
          g_assert_true (r->hands[2].flags & MJ_HAND_FLAG_CALLING);
        }
    }
}

/* Oxenstierna: "a player may chose to step down from the waiting state". West declares,
 * steps back with his next discard, and may no longer go out on East's Nw. */
static void
test_declare_step_back (void)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  g_autofree char *back = g_strdup_printf ("2:%u", MJ_ANNOUNCE_STEP_BACK);
  Stack s;

  stack_init (&s, "oxenstierna", 0);
  stack_deal (&s, MD_EAST, MD_SOUTH, MD_WEST, JUNK3);
  stack_draws (&s, "9c 9b 9c 3d 2b 2c 3b 4c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", "turn:4c discard Nw", NULL);
  table_script (t, 2, "turn discard 9b ready", "turn:2c discard 2c back", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_false (offered (t, 2, MJ_DECISION_CLAIM, "Nw", MJ_ACTION_WIN, NULL, 0));
  g_assert_nonnull (strstr (t->announced->str, back));
  g_assert_cmpint (r->winner, !=, 2);
  g_assert_false (r->hands[2].flags & MJ_HAND_FLAG_CALLING);
}

#define OC_NORTH "2c 3c 4c 5b 6b 7b 6d 7d 3d 4d Wd Wd Nw"

/* The original call: South, ready from the deal, calls with his first discard; his hand is
 * then frozen (he discards the tiles he draws) and he goes out on North's Nw. */
static void
test_original_call (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  guint n_pond;
  const guint8 *pond;
  g_autofree char *ponds = NULL;
  Stack s;

  stack_init (&s, id, 0);
  stack_deal (&s, JUNK1 " 9d", MD_WEST, JUNK3, OC_NORTH);
  /* South's second draw is the fourth Gd: a frozen hand discards it */
  stack_draws (&s, "9c 9b 2b 2d Gd 5b 8b");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "turn:9c discard 9c call", "claim:Nw win", NULL);
  table_script (t, 3, "turn:8b discard Nw", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 1);
  g_assert_cmpint (r->discarder, ==, 3);
  g_assert_true (r->hands[1].flags & MJ_HAND_FLAG_ORIGINAL_CALL);
  assert_score_has (&r->scores[1], MJ_RULE_ORIGINAL_CALL, TRUE);
  pond = mj_game_get_pond (t->game, 1, &n_pond, NULL);
  ponds = physical_to_string (pond, n_pond, FALSE);
  g_assert_cmpstr (ponds, ==, "9c Gd");
  g_assert_cmpuint (n_melds_of (t->game, 1), ==, 0);
  /* a frozen hand makes no claim: asked about nothing but going out */
  for (guint i = 0; i < t->p[1]->log->len; i++)
    {
      const MjDecision *d = &g_array_index (t->p[1]->log, MjDecision, i);

      if (i > 0)
        for (guint j = 0; j < d->n_actions; j++)
          g_assert_true (d->actions[j].kind == MJ_ACTION_PASS || d->actions[j].kind == MJ_ACTION_WIN ||
                         d->actions[j].kind == MJ_ACTION_SELF_DRAWN_WIN ||
                         (d->actions[j].kind == MJ_ACTION_DISCARD && d->actions[j].tile == d->tile));
    }
}

/* The original call is offered with the first discard only (and not at all in hong-kong). */
static void
test_original_call_first_only (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  gboolean allowed;
  Stack s;

  stack_init (&s, id, 0);
  allowed = mj_ruleset_get (s.ruleset, MJ_PARAM_ORIGINAL_CALL_ALLOWED);
  stack_deal_east (&s, JUNK1, "9d", MD_WEST, JUNK3, OC_NORTH);
  stack_draws (&s, "9c 9b 2b 2d 8c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "turn:9c discard 9c", "turn:8c stop", NULL);
  table_run (t);

  g_assert_cmpint (offered (t, 1, MJ_DECISION_TURN, "9c", MJ_ACTION_DISCARD, "9c", MJ_ACTION_FLAG_ORIGINAL_CALL),
                   ==, allowed);
  g_assert_false (offered (t, 1, MJ_DECISION_TURN, "8c", MJ_ACTION_DISCARD, NULL, MJ_ACTION_FLAG_ORIGINAL_CALL));
  g_assert_nonnull (mj_game_get_pending (t->game, 1));
}

/* The sacred discard: West discards 6b (a tile he waits on); North discards 6b before West
 * draws again, then once more after. */
static void
test_sacred_discard (gconstpointer data)
{
  const char *id = data;
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  gboolean sacred;
  Stack s;

  stack_init (&s, id, 0);
  sacred = mj_ruleset_get (s.ruleset, MJ_PARAM_SACRED_DISCARD);
  stack_deal (&s, JUNK1 " 9d", JUNK2, "1c 1c 1c 5c 6c 7c 2d 3d 4d Rd Rd 4b 5b",
              "6b 6b 2c 3c 4c 5b 7b 6d 7d 3d Gd Wd Wd");
  stack_draws (&s, "9c 6b 9b 2b 8c 9c 1b");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 2, "turn:6b discard 6b", "claim:6b win", NULL);
  table_script (t, 3, "turn:9b discard 6b", sacred ? "turn:1b discard 6b" : NULL, NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 3);
  g_assert_cmpuint (t->n_discarded, ==, sacred ? 8 : 4);
  g_assert_cmpuint (test_player_n_asked (t->p[2], MJ_DECISION_CLAIM, tile ("6b")), ==, 1);
}

/* RULES-BMJA-DMJL.md 1 and 3.6: West's claimed 4c completes the pair beside an exposed chow
 * 3c4c5c. The winner lays the pair out as the set completed; the chow, laid out earlier, may
 * still be read as the last set, whichever scores more. DMJL: 4 (7d) + 8 (9b) + 20 = 32,
 * + 2 (the last tile completes a pair of simples) + 2 (only possible tile) = 36; read as if
 * the chow were the set completed it would be 34. The saved game reads back the same. */
static void
test_claim_win_pair_beside_chow (void)
{
  g_autoptr(Table) t = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(MjGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  const MjGameResult *r, *again;
  const MjHand *hand;
  gboolean pair_laid = FALSE, chow_laid = FALSE;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, "3c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Rd 1c",
              "4c 1c 7c 1b 4b 7b 1d 4d 8d Ew Sw Ww Rd",
              "3c 5c 4c 7d 7d 7d 9b 9b 9b 2b 3b 4b Nw",
              "4c 2c 8c 2b 5b 8b 2d 5d 6d Gd Gd Wd Ew");
  stack_draws (&s, "? ?");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "turn discard 4c", NULL);
  table_script (t, 2, "claim:4c chow 3c", "turn discard Nw", "claim:4c win", NULL);
  table_script (t, 3, "turn discard 4c", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 3);
  hand = &r->hands[2];
  for (guint i = 0; i < hand->n_melds; i++)
    {
      pair_laid |= hand->melds[i].kind == MJ_SET_PAIR && hand->melds[i].tile == tile ("4c") &&
                   hand->melds[i].exposed;
      chow_laid |= hand->melds[i].kind == MJ_SET_CHOW && hand->melds[i].tile == tile ("3c");
    }
  g_assert_true (pair_laid);
  g_assert_true (chow_laid);
  g_assert_cmpuint (hand->concealed[tile ("4c")], ==, 0);
  g_assert_true (r->scores[2].won);
  g_assert_cmpint (r->scores[2].total, ==, 36);
  g_assert_true (score_has_rule (&r->scores[2], MJ_RULE_PAIR_OF_SIMPLES_LAST));
  g_assert_true (score_has_rule (&r->scores[2], MJ_RULE_ONLY_POSSIBLE_TILE));

  node = mj_game_to_json (t->game);
  copy = mj_game_new_from_json (node, &error);
  g_assert_no_error (error);
  again = mj_game_get_result (copy);
  g_assert_nonnull (again);
  g_assert_cmpint (again->scores[2].total, ==, 36);
}

/* Oxenstierna: "It is not allowed to go mahjong by completing a chow – the last tile must
 * complete a pong or a pair." West waits on 1b (a chow) and 4b (the pair), or on 4b and Ww
 * (pungs). */
static void
test_chow_finish (gconstpointer data)
{
  const char *id = data;
  static const char *wests[] = {
    "1c 1c 1c 9d 9d 9d Rd Rd Rd 2b 3b 4b 4b",
    "1c 1c 1c 9d 9d 9d Rd Rd Rd 4b 4b Ww Ww",
  };

  for (guint i = 0; i < G_N_ELEMENTS (wests); i++)
    {
      g_autoptr(Table) t = NULL;
      const MjGameResult *r;
      gboolean chow_finish, declare, chow_wait = i == 0;
      Stack s;

      stack_init (&s, id, 0);
      chow_finish = mj_ruleset_get (s.ruleset, MJ_PARAM_CHOW_FINISH);
      declare = mj_ruleset_get (s.ruleset, MJ_PARAM_MUST_DECLARE_READY);
      stack_deal (&s, JUNK1 " 9c", JUNK2, wests[i], "1b 2c 3c 5c 6b 7b 6d 7d 3d 4d Gd Wd Wd");
      stack_draws (&s, "9c 9b 8c 3c");
      t = table_new (&s);
      table_script (t, 0, "turn discard 9c", NULL);
      if (!(chow_wait && chow_finish))
        table_script (t, 0, "turn:3c discard 4b", NULL);
      if (declare)
        table_script (t, 2, "turn:9b discard 9b ready", NULL);
      table_script (t, 3, "turn:8c discard 1b", NULL);
      table_script (t, 2, chow_wait && chow_finish ? "claim:1b win" : "claim:4b win", NULL);
      table_run (t);

      r = table_result (t);
      g_assert_cmpint (r->winner, ==, 2);
      if (chow_wait)
        g_assert_cmpint (offered (t, 2, MJ_DECISION_CLAIM, "1b", MJ_ACTION_WIN, NULL, 0), ==, chow_finish);
      g_assert_cmpint (r->discarder, ==, chow_wait && chow_finish ? 3 : 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/core/game/claim/pung/south", GUINT_TO_POINTER (1), test_claim_pung);
  g_test_add_data_func ("/core/game/claim/pung/west", GUINT_TO_POINTER (2), test_claim_pung);
  g_test_add_data_func ("/core/game/claim/pung/north", GUINT_TO_POINTER (3), test_claim_pung);
  g_test_add_func ("/core/game/claim/chow/left-only", test_claim_chow_left);
  g_test_add_func ("/core/game/claim/chow/wrap", test_claim_chow_wrap);
  g_test_add_func ("/core/game/claim/chow/choice", test_claim_chow_choice);
  {
    static const char *ids[] = { "bmja", "dmjl", "hong-kong", "oxenstierna", "classical-mixed", "cantonese" };

    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        g_autofree char *p1 = g_strdup_printf ("/core/game/claim/win-beats-pung/%s", ids[i]);
        g_autofree char *p2 = g_strdup_printf ("/core/game/claim/pung-beats-chow/%s", ids[i]);

        g_test_add_data_func (p1, ids[i], test_claim_win_beats_pung);
        g_test_add_data_func (p2, ids[i], test_claim_pung_beats_chow);
      }
  }
  {
    /* nearest in turn (bmja, hong-kong, oxenstierna); by the set completed, a pung before
     * the pair (dmjl, classical) */
    static const TieCase ties[] = {
      { "bmja", 2 }, { "hong-kong", 2 }, { "oxenstierna", 2 }, { "cantonese", 2 },
      { "dmjl", 3 }, { "classical-mixed", 3 }, { "classical-one-double", 3 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (ties); i++)
      {
        g_autofree char *path = g_strdup_printf ("/core/game/claim/two-winners/%s", ties[i].id);

        g_test_add_data_func (path, &ties[i], test_claim_two_winners);
      }
  }
  g_test_add_data_func ("/core/game/claim/take/oxenstierna", "oxenstierna", test_claim_take);
  g_test_add_data_func ("/core/game/claim/take/bmja", "bmja", test_claim_take);
  g_test_add_data_func ("/core/game/claim/max-chows/bmja", "bmja", test_claim_max_chows);
  g_test_add_data_func ("/core/game/claim/max-chows/dmjl", "dmjl", test_claim_max_chows);

  {
    static const char *ids[] = { "bmja", "dmjl", "hong-kong", "classical-mixed", "cantonese" };

    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        g_autofree char *p1 = g_strdup_printf ("/core/game/kong/concealed/%s", ids[i]);
        g_autofree char *p2 = g_strdup_printf ("/core/game/kong/added/%s", ids[i]);
        g_autofree char *p3 = g_strdup_printf ("/core/game/kong/claimed/%s", ids[i]);
        g_autofree char *p4 = g_strdup_printf ("/core/game/kong/rob-added/%s", ids[i]);

        g_test_add_data_func (p1, ids[i], test_kong_concealed);
        g_test_add_data_func (p2, ids[i], test_kong_added);
        g_test_add_data_func (p3, ids[i], test_kong_claimed);
        g_test_add_data_func (p4, ids[i], test_kong_rob_added);
      }
  }
  g_test_add_data_func ("/core/game/kong/no-discard-onto-pung/bmja", "bmja", test_kong_no_discard_onto_pung);
  g_test_add_data_func ("/core/game/kong/no-discard-onto-pung/hong-kong", "hong-kong",
                        test_kong_no_discard_onto_pung);
  {
    static const char *ids[] = { "bmja", "dmjl", "classical-mixed", "cantonese", "hong-kong", "oxenstierna" };

    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        g_autofree char *path = g_strdup_printf ("/core/game/kong/rob-concealed/%s", ids[i]);

        g_test_add_data_func (path, ids[i], test_kong_rob_concealed);
      }
  }

  g_test_add_data_func ("/core/game/declare/ready/bmja", "bmja", test_declare_ready);
  g_test_add_data_func ("/core/game/declare/ready/oxenstierna", "oxenstierna", test_declare_ready);
  g_test_add_data_func ("/core/game/declare/ready/dmjl", "dmjl", test_declare_ready);
  g_test_add_func ("/core/game/declare/step-back/oxenstierna", test_declare_step_back);
  g_test_add_data_func ("/core/game/declare/original-call/bmja", "bmja", test_original_call);
  g_test_add_data_func ("/core/game/declare/original-call/dmjl", "dmjl", test_original_call);
  g_test_add_data_func ("/core/game/declare/original-call-first-only/bmja", "bmja",
                        test_original_call_first_only);
  g_test_add_data_func ("/core/game/declare/original-call-first-only/dmjl", "dmjl",
                        test_original_call_first_only);
  g_test_add_data_func ("/core/game/declare/original-call-first-only/hong-kong", "hong-kong",
                        test_original_call_first_only);
  g_test_add_data_func ("/core/game/declare/sacred-discard/classical-mixed", "classical-mixed",
                        test_sacred_discard);
  g_test_add_data_func ("/core/game/declare/sacred-discard/dmjl", "dmjl", test_sacred_discard);
  g_test_add_func ("/core/game/claim/win-pair-beside-chow", test_claim_win_pair_beside_chow);
  g_test_add_data_func ("/core/game/chow-finish/oxenstierna", "oxenstierna", test_chow_finish);
  g_test_add_data_func ("/core/game/chow-finish/dmjl", "dmjl", test_chow_finish);

  return g_test_run ();
}
