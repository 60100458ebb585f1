/* test-game-save.c: a game and a match saved mid-hand and restored play on exactly as before
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "mj-error.h"
#include "mj-game-json.h"

/* A deterministic choice: a function of the decision alone, so that it is the same before
 * and after a save. Goes out when it may. */
static MjAction
choose (const MjDecision *d)
{
  guint pick;

  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_WIN || d->actions[i].kind == MJ_ACTION_SELF_DRAWN_WIN)
      return d->actions[i];

  pick = (guint) (d->tile == MJ_TILE_NONE ? 7 : d->tile) * 31u + d->seat * 7u + d->n_actions;
  return d->actions[pick % d->n_actions];
}

/* Answers every pending decision once; returns how many. */
static guint
answer_pending (MjGame *game)
{
  guint n = 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      const MjDecision *d = mj_game_get_pending (game, seat);

      if (d != NULL)
        {
          MjAction a = choose (d);

          g_assert_true (mj_game_answer (game, seat, &a));
          n++;
        }
    }
  return n;
}

static MjGame *
save_and_load (MjGame *game)
{
  g_autoptr(JsonNode) node = mj_game_to_json (game);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  MjGame *copy;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  copy = mj_game_new_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  return copy;
}

static void
assert_same_result (MjGame *a,
                    MjGame *b)
{
  const MjGameResult *ra = mj_game_get_result (a);
  const MjGameResult *rb = mj_game_get_result (b);

  g_assert_nonnull (ra);
  g_assert_nonnull (rb);
  g_assert_cmpint (ra->winner, ==, rb->winner);
  g_assert_cmpint (ra->discarder, ==, rb->discarder);
  g_assert_cmpint (ra->self_drawn, ==, rb->self_drawn);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpint (ra->scores[k].total, ==, rb->scores[k].total);
      g_assert_cmpint (ra->settlement.net[k], ==, rb->settlement.net[k]);
      g_assert_true (memcmp (&ra->hands[k], &rb->hands[k], sizeof (MjHand)) == 0);
    }
}

static void
test_game_save_round_trip (void)
{
  const char * const *ids = mj_ruleset_get_preset_ids ();
  guint n_checked = 0;

  for (guint r = 0; ids[r] != NULL; r++)
    for (guint32 seed = 1; seed <= 12; seed++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ids[r], &error);
        g_autoptr(MjGame) game = mj_game_new (ruleset, seed, seed % 4, (MjWind) (seed % 4));
        g_autoptr(MjGame) copy = NULL;
        guint save_at = 5 + seed * 7, answered = 0;

        g_assert_no_error (error);

        /* play to the save point: no players, so every decision waits for an answer */
        mj_game_run (game);
        while (mj_game_get_phase (game) != MJ_PHASE_FINISHED && answered < save_at)
          answered += answer_pending (game);

        copy = save_and_load (game);
        g_assert_cmpint (mj_game_get_phase (copy), ==, mj_game_get_phase (game));
        mj_game_run (copy);

        /* both play on with the same choices */
        while (mj_game_get_phase (game) != MJ_PHASE_FINISHED)
          answer_pending (game);
        while (mj_game_get_phase (copy) != MJ_PHASE_FINISHED)
          answer_pending (copy);

        assert_same_result (game, copy);
        g_assert_true (mj_game_check_invariants (copy, NULL));

        /* a finished game restores its result */
        {
          g_autoptr(MjGame) finished = save_and_load (game);

          assert_same_result (game, finished);
        }
        n_checked++;
      }

  g_assert_cmpuint (n_checked, ==, g_strv_length ((char **) ids) * 12);
}

static void
expect_load_error (const char *text,
                   gint        code,
                   const char *fragment)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MjGame) game = NULL;

  if (!json_parser_load_from_data (parser, text, -1, NULL))
    return;
  game = mj_game_new_from_json (json_parser_get_root (parser), &error);
  g_assert_null (game);
  g_assert_error (error, MJ_ERROR, code);
  if (fragment != NULL)
    {
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, fragment));
    }
}

static void
test_game_save_bad (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("dmjl", &error);
  g_autoptr(MjGame) game = mj_game_new (ruleset, 3, 0, MJ_WIND_EAST);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  JsonObject *o, *seat;
  JsonArray *hand;

  mj_game_run (game);
  for (guint i = 0; i < 20; i++)
    answer_pending (game);
  node = mj_game_to_json (game);
  o = json_node_get_object (node);

  /* a newer format */
  json_object_set_int_member (o, "format", MJ_SAVE_FORMAT + 1);
  text = json_to_string (node, FALSE);
  expect_load_error (text, MJ_ERROR_VERSION, "newer");
  g_clear_pointer (&text, g_free);
  json_object_set_int_member (o, "format", MJ_SAVE_FORMAT);

  /* a tile in two places */
  seat = json_array_get_object_element (json_object_get_array_member (o, "seats"), 1);
  hand = json_object_get_array_member (seat, "hand");
  json_array_add_int_element (hand, json_array_get_int_element (hand, 0));
  text = json_to_string (node, FALSE);
  expect_load_error (text, MJ_ERROR_INVALID, NULL);
  g_clear_pointer (&text, g_free);
  json_array_remove_element (hand, json_array_get_length (hand) - 1);

  /* a member of the wrong type */
  json_object_set_string_member (o, "turn", "South");
  text = json_to_string (node, FALSE);
  expect_load_error (text, MJ_ERROR_PARSE, "turn");
  g_clear_pointer (&text, g_free);

  /* not a game at all */
  expect_load_error ("{\"kind\": \"recipe\"}", MJ_ERROR_PARSE, "not a saved game");
  expect_load_error ("[1, 2, 3]", MJ_ERROR_PARSE, NULL);
  expect_load_error ("{\"kind\": \"game\", \"format\": 1}", MJ_ERROR_PARSE, "ruleset");
}

/* Plays @game on until a seat is asked a decision of @kind; returns that seat. */
static guint
play_until_asked (MjGame         *game,
                  MjDecisionKind  kind)
{
  for (guint i = 0; i < 400; i++)
    {
      for (guint seat = 0; seat < 4; seat++)
        {
          const MjDecision *d = mj_game_get_pending (game, seat);

          if (d != NULL && d->kind == kind)
            return seat;
        }
      answer_pending (game);
    }
  g_assert_not_reached ();
}

/* @node's text, expected to be refused with @code and @fragment in the message. */
static void
expect_refused (JsonNode   *node,
                gint        code,
                const char *fragment)
{
  g_autofree char *text = json_to_string (node, FALSE);

  expect_load_error (text, code, fragment);
}

static JsonObject *
seat_object (JsonObject *o,
             guint       seat)
{
  return json_array_get_object_element (json_object_get_array_member (o, "seats"), seat);
}

/* Documents whose every part reads well but whose parts do not agree are refused: the tile
 * a window is open on, the tiles a seat holds, flowers where the hand is and the hand's tiles
 * among the flowers. */
static void
test_game_save_inconsistent (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", &error);
  g_autoptr(MjGame) game = mj_game_new (ruleset, 11, 0, MJ_WIND_EAST);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *o, *seat;
  JsonArray *hand, *pond, *bonus;
  gint64 saved;
  guint asked;

  /* a discard that may be claimed */
  mj_game_run (game);
  play_until_asked (game, MJ_DECISION_CLAIM);
  node = mj_game_to_json (game);
  o = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (o, "step"), ==, "claim");

  /* the tile to claim is not the last discard */
  saved = json_object_get_int_member (o, "claim_tile");
  hand = json_object_get_array_member (seat_object (o, 2), "hand");
  json_object_set_int_member (o, "claim_tile", json_array_get_int_element (hand, 0));
  expect_refused (node, MJ_ERROR_PARSE, "last discard");
  json_object_set_int_member (o, "claim_tile", saved);

  /* a flower in a hand, a tile of the hand among the flowers */
  saved = json_array_get_int_element (hand, 0);
  json_array_remove_element (hand, 0);
  json_array_add_int_element (hand, 4 * MJ_N_PLAY_KINDS);
  expect_refused (node, MJ_ERROR_PARSE, "flower");
  json_array_remove_element (hand, json_array_get_length (hand) - 1);
  bonus = json_object_get_array_member (seat_object (o, 2), "bonus");
  json_array_add_int_element (bonus, saved);
  expect_refused (node, MJ_ERROR_PARSE, "not a flower");
  json_array_remove_element (bonus, json_array_get_length (bonus) - 1);
  json_array_add_int_element (hand, saved);

  /* a hand not dealt yet that holds tiles */
  json_object_set_string_member (o, "step", "deal");
  expect_refused (node, MJ_ERROR_INVALID, "not dealt");
  json_object_set_string_member (o, "step", "claim");

  /* what was changed and put back reads as before */
  {
    g_autofree char *text = json_to_string (node, FALSE);
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(MjGame) copy = NULL;

    g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
    copy = mj_game_new_from_json (json_parser_get_root (parser), &error);
    g_assert_no_error (error);
  }
  g_clear_pointer (&node, json_node_unref);

  /* a seat that plays, with the tile it drew (not one that claimed) */
  do
    {
      g_clear_pointer (&node, json_node_unref);
      answer_pending (game);
      asked = play_until_asked (game, MJ_DECISION_TURN);
      node = mj_game_to_json (game);
      o = json_node_get_object (node);
      seat = seat_object (o, asked);
    }
  while (json_object_get_int_member (seat, "drawn") < 0);

  /* the tile drawn is not in the hand */
  pond = json_object_get_array_member (seat_object (o, (asked + 2) % 4), "pond");
  saved = json_object_get_int_member (seat, "drawn");
  g_assert_cmpuint (json_array_get_length (pond), >, 0);
  json_object_set_int_member (seat, "drawn", json_array_get_int_element (pond, 0));
  expect_refused (node, MJ_ERROR_PARSE, "drawn");
  json_object_set_int_member (seat, "drawn", saved);

  /* the seat with fourteen tiles is not the one that plays */
  json_object_set_int_member (o, "turn", (asked + 1) % 4);
  expect_refused (node, MJ_ERROR_INVALID, "while another plays");
}

static void
test_match_save_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("hong-kong", &error);
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 99, 1);
  g_autoptr(MjMatch) copy = NULL;
  guint n_a, n_b;
  const MjHandRecord *ra, *rb;

  mj_match_set_max_hands (match, 6);
  mj_match_run (match);

  /* three hands, then part of a fourth */
  while (!mj_match_is_finished (match))
    {
      guint records;

      mj_match_get_records (match, &records);
      if (records == 3 && mj_game_get_phase (mj_match_get_game (match)) == MJ_PHASE_CLAIMING)
        break;
      answer_pending (mj_match_get_game (match));
      mj_match_run (match);
    }

  {
    g_autoptr(JsonNode) node = mj_match_to_json (match);

    copy = mj_match_new_from_json (node, &error);
    g_assert_no_error (error);
  }
  mj_match_run (copy);

  for (MjMatch *m = match; m != NULL; m = m == match ? copy : NULL)
    while (!mj_match_is_finished (m))
      {
        answer_pending (mj_match_get_game (m));
        mj_match_run (m);
      }

  ra = mj_match_get_records (match, &n_a);
  rb = mj_match_get_records (copy, &n_b);
  g_assert_cmpuint (n_a, ==, 6);
  g_assert_cmpuint (n_a, ==, n_b);
  for (guint i = 0; i < n_a; i++)
    {
      g_assert_cmpint (ra[i].winner, ==, rb[i].winner);
      g_assert_cmpint (ra[i].dealer, ==, rb[i].dealer);
      g_assert_cmpint (ra[i].prevailing_wind, ==, rb[i].prevailing_wind);
      for (guint k = 0; k < 4; k++)
        g_assert_cmpint (ra[i].balance[k], ==, rb[i].balance[k]);
    }
}

static void
count_cb (gpointer  instance,
          guint    *count)
{
  (*count)++;
}

static void
count_hand_cb (MjMatch *match,
               MjGame  *game,
               guint   *count)
{
  (*count)++;
}

/* A match "as long as the family likes" ends when they say so: the hands played stand, and
 * the hand being played is not scored even if its game goes on to the end. */
static void
test_match_end (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("oxenstierna", &error);
  g_autoptr(MjMatch) match = NULL;
  MjGame *game;
  guint finished = 0, hands = 0, records;

  g_assert_no_error (error);
  g_assert_cmpint (mj_ruleset_get (ruleset, MJ_PARAM_ROUNDS), ==, 0);
  match = mj_match_new (ruleset, 7, 0);
  g_signal_connect (match, "match-finished", G_CALLBACK (count_cb), &finished);
  g_signal_connect (match, "hand-finished", G_CALLBACK (count_hand_cb), &hands);
  mj_match_run (match);

  /* two hands, then into the third */
  for (guint step = 0; step < 100000; step++)
    {
      mj_match_get_records (match, &records);
      if (records == 2 && mj_game_get_phase (mj_match_get_game (match)) == MJ_PHASE_CLAIMING)
        break;
      answer_pending (mj_match_get_game (match));
      mj_match_run (match);
    }
  mj_match_get_records (match, &records);
  g_assert_cmpuint (records, ==, 2);
  g_assert_false (mj_match_is_finished (match));

  mj_match_end (match);
  mj_match_end (match);
  g_assert_true (mj_match_is_finished (match));
  g_assert_cmpuint (finished, ==, 1);

  /* the third hand played out behind the match's back counts for nothing */
  game = mj_match_get_game (match);
  for (guint step = 0; step < 100000 && mj_game_get_phase (game) != MJ_PHASE_FINISHED; step++)
    if (answer_pending (game) == 0)
      mj_game_run (game);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_FINISHED);
  mj_match_run (match);
  mj_match_get_records (match, &records);
  g_assert_cmpuint (records, ==, 2);
  g_assert_cmpuint (hands, ==, 2);
  g_assert_cmpuint (finished, ==, 1);
}

/* A match's document holds its rules once: the game's are the match's own, and are read
 * back from them; the game's are written only if they are not. A match saved by the format
 * before, the rules twice, still reads; one from a newer version is said to be so. */
static void
test_match_save_rules_once (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("bmja", &error);
  g_autoptr(MjMatch) match = mj_match_new (ruleset, 7, 0);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(MjMatch) copy = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  JsonObject *o, *game;
  MjParamId changed = MJ_PARAM_DICE;
  int before;

  mj_match_set_max_hands (match, 4);
  mj_match_run (match);
  for (guint i = 0; i < 30; i++)
    answer_pending (mj_match_get_game (match));

  node = mj_match_to_json (match);
  o = json_node_get_object (node);
  game = json_object_get_object_member (o, "game");
  g_assert_cmpint (json_object_get_int_member (o, "format"), ==, MJ_MATCH_SAVE_FORMAT);
  g_assert_true (json_object_has_member (o, "ruleset"));
  g_assert_false (json_object_has_member (game, "ruleset"));
  copy = mj_match_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_true (mj_ruleset_equal (mj_game_get_ruleset (mj_match_get_game (copy)),
                                   mj_game_get_ruleset (mj_match_get_game (match))));
  /* what is restored saves as it was saved */
  {
    g_autoptr(JsonNode) node2 = mj_match_to_json (copy);

    text = json_to_string (node, FALSE);
    again = json_to_string (node2, FALSE);
    /* (but for the time it is saved at: none is in a match's document) */
    g_assert_cmpstr (text, ==, again);
  }
  g_clear_object (&copy);

  /* the format before: the game's rules written too */
  json_object_set_string_member (game, "ruleset", json_object_get_string_member (o, "ruleset"));
  json_object_set_int_member (o, "format", 1);
  copy = mj_match_new_from_json (node, &error);
  g_assert_no_error (error);
  g_clear_object (&copy);
  /* ... and then they cannot be left out */
  json_object_remove_member (game, "ruleset");
  copy = mj_match_new_from_json (node, &error);
  g_assert_null (copy);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "ruleset"));
  g_clear_error (&error);
  /* a newer one */
  json_object_set_int_member (o, "format", MJ_MATCH_SAVE_FORMAT + 1);
  copy = mj_match_new_from_json (node, &error);
  g_assert_null (copy);
  g_assert_error (error, MJ_ERROR, MJ_ERROR_VERSION);
  g_clear_error (&error);

  /* the match's rules changed after the deal: the game keeps its own, written with it */
  before = mj_ruleset_get (mj_match_get_ruleset (match), changed);
  mj_ruleset_set (mj_match_get_ruleset (match), changed, before == 2 ? 3 : 2);
  g_clear_pointer (&node, json_node_unref);
  node = mj_match_to_json (match);
  game = json_object_get_object_member (json_node_get_object (node), "game");
  g_assert_true (json_object_has_member (game, "ruleset"));
  copy = mj_match_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mj_ruleset_get (mj_game_get_ruleset (mj_match_get_game (copy)), changed), ==, before);
  g_assert_cmpint (mj_ruleset_get (mj_match_get_ruleset (copy), changed), !=, before);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/game/save/round-trip", test_game_save_round_trip);
  g_test_add_func ("/core/game/save/bad", test_game_save_bad);
  g_test_add_func ("/core/game/save/inconsistent", test_game_save_inconsistent);
  g_test_add_func ("/core/match/save/round-trip", test_match_save_round_trip);
  g_test_add_func ("/core/match/save/rules-once", test_match_save_rules_once);
  g_test_add_func ("/core/match/end", test_match_end);

  return g_test_run ();
}
