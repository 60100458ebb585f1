/* test-score-wild.c: Goulash hands, whose twos of bamboo are wild
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-test-game.h"

#include "mj-score.h"
#include "mj-shape.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))

static void
parse_hand (MjHand     *hand,
            const char *concealed,
            gboolean    goulash,
            gboolean    mahjong,
            const char *winning)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;

  mj_hand_init (hand);
  g_assert_true (mj_tiles_parse (concealed, tiles, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < tiles->len; i++)
    hand->concealed[g_array_index (tiles, MjTile, i)]++;
  hand->goulash = (guint8) goulash;
  hand->mahjong = (guint8) mahjong;
  hand->self_drawn = TRUE;
  if (winning != NULL)
    hand->winning_tile = tile (winning);
}

/* Independent of the engine: four sets and a pair from the tiles and @wild jokers, each
 * joker filling a gap of a set or the pair. */
static gboolean
brute_complete_wild (guint8   c[MJ_N_PLAY_KINDS],
                     guint    wild,
                     gboolean have_pair)
{
  guint t = 0;
  gboolean ok = FALSE;

  while (t < MJ_N_PLAY_KINDS && c[t] == 0)
    t++;
  if (t == MJ_N_PLAY_KINDS)
    /* the jokers left make sets of three, and the pair if it is missing */
    return have_pair ? wild % 3 == 0 : wild >= 2 && (wild - 2) % 3 == 0;

  /* the pair: two of the tile, or one and a joker */
  for (guint real = 2; real >= 1 && !ok && !have_pair; real--)
    if (c[t] >= real && wild >= 2 - real)
      {
        c[t] -= real;
        ok = brute_complete_wild (c, wild - (2 - real), TRUE);
        c[t] += real;
      }
  /* a pung: three, two and a joker, one and two */
  for (guint real = 3; real >= 1 && !ok; real--)
    if (c[t] >= real && wild >= 3 - real)
      {
        c[t] -= real;
        ok = brute_complete_wild (c, wild - (3 - real), have_pair);
        c[t] += real;
      }
  /* a chow through the tile: the tiles below it are gone, so they are jokers; a tile above
   * it is real where there is one (a joker there instead could take its place elsewhere) */
  for (int start = (int) t - 2; start <= (int) t && !ok; start++)
    {
      gboolean took[3] = { FALSE, FALSE, FALSE };
      guint need = 0;

      if (t >= 27 || start < (int) (t / 9 * 9) || start % 9 > 6)
        continue;
      for (int k = start; k < start + 3; k++)
        {
          if (k == (int) t || (k > (int) t && c[k] > 0))
            {
              c[k]--;
              took[k - start] = TRUE;
            }
          else
            need++;
        }
      if (need <= wild)
        ok = brute_complete_wild (c, wild - need, have_pair);
      for (int k = start; k < start + 3; k++)
        if (took[k - start])
          c[k]++;
    }
  return ok;
}

static void
test_wild_goes_out (void)
{
  g_autoptr(MjRuleset) bmja = preset ("bmja");
  MjHand hand;

  /* three pungs, a pair of red, a wild two of bamboo beside a five of circles */
  parse_hand (&hand, "1c1c1c 9c9c9c EwEwEw RdRd 5d5d 2b", TRUE, TRUE, "2b");
  g_assert_true (mj_score_is_winning (bmja, &hand));

  /* the same tiles where the two of bamboo is only itself */
  hand.goulash = FALSE;
  g_assert_false (mj_score_is_winning (bmja, &hand));
}

static void
test_wild_best_reading (void)
{
  g_autoptr(MjRuleset) bmja = preset ("bmja");
  MjHand hand, concrete;
  MjScore score, expected;

  /* two wild tiles beside one five of circles and a pair of red: a pung of fives or a chow
   * would go out, but a pung of red (a dragon pung, which doubles) with a pair of fives
   * scores best */
  parse_hand (&hand, "1c1c1c 9c9c9c EwEwEw RdRd 5d 2b2b", TRUE, TRUE, "5d");
  mj_score_hand (bmja, &hand, &score);
  g_assert_true (score.won);
  g_assert_cmpuint (score.n_wild, ==, 2);
  g_assert_cmpuint (score.wild_as[0], ==, tile ("5d"));
  g_assert_cmpuint (score.wild_as[1], ==, tile ("Rd"));

  parse_hand (&concrete, "1c1c1c 9c9c9c EwEwEw RdRdRd 5d5d", FALSE, TRUE, "5d");
  mj_score_hand (bmja, &concrete, &expected);
  g_assert_true (expected.won);
  g_assert_cmpint (score.total, ==, expected.total);
  g_assert_cmpint (score.points, ==, expected.points);
  g_assert_cmpint (score.doubles, ==, expected.doubles);
}

static void
test_wild_waits (void)
{
  g_autoptr(MjRuleset) bmja = preset ("bmja");
  MjHand hand;
  guint64 expected;

  /* the wild tile beside a five of circles waits on a chow or pung of fives, or turns
   * into the third red with the five left for the pair */
  parse_hand (&hand, "1c1c1c 9c9c9c EwEwEw RdRd 5d 2b", TRUE, FALSE, NULL);
  expected = BIT (tile ("3d")) | BIT (tile ("4d")) | BIT (tile ("5d")) | BIT (tile ("6d")) |
             BIT (tile ("7d")) | BIT (tile ("Rd")) | BIT (tile ("2b"));
  g_assert_cmphex (mj_score_waits (bmja, &hand), ==, expected);
  g_assert_cmphex (mj_score_shape_waits (bmja, &hand) & expected, ==, expected);
  g_assert_true (mj_score_has_waits (bmja, &hand));

  /* the same tiles without wild tiles wait on nothing */
  hand.goulash = FALSE;
  g_assert_cmphex (mj_score_waits (bmja, &hand), ==, 0);
}

/* A ruleset where only four sets and a pair go out, with any number of chows. */
static MjRuleset *
standard_only_ruleset (void)
{
  MjRuleset *ruleset = preset ("classical-mixed");

  for (guint r = MJ_RULE_NINE_GATES; r <= MJ_RULE_SQUIRMING_SNAKE; r++)
    mj_ruleset_set_rule_value (ruleset, (MjRuleId) r, MJ_VALUE_LIMIT, 0);
  return ruleset;
}

static void
test_wild_win_property (void)
{
  g_autoptr(MjRuleset) ruleset = standard_only_ruleset ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  MjTile wild = tile ("2b");
  guint n_positive = 0, n_cases = 0;

  for (guint i = 0; i < 6000; i++)
    {
      guint8 counts[MJ_N_PLAY_KINDS];
      guint8 rest[MJ_N_PLAY_KINDS];
      guint n_wild = 1 + i % 3;
      MjHand hand;
      gboolean expected;

      /* a winning hand or a random one, some of its tiles turned into wild ones */
      if (i % 2 == 0)
        mj_shape_random_winning_hand (rand, counts);
      else
        mj_shape_random_hand (rand, 14, counts);
      for (guint k = 0; k < n_wild; k++)
        {
          guint from = (guint) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);

          while (counts[from] == 0 || from == wild)
            from = (from + 1) % MJ_N_PLAY_KINDS;
          if (counts[wild] < 4)
            counts[from]--, counts[wild]++;
        }

      mj_hand_init (&hand);
      memcpy (hand.concealed, counts, MJ_N_PLAY_KINDS);
      hand.goulash = TRUE;
      hand.mahjong = TRUE;
      hand.self_drawn = TRUE;
      hand.winning_tile = wild;

      memcpy (rest, counts, MJ_N_PLAY_KINDS);
      rest[wild] = 0;
      expected = brute_complete_wild (rest, counts[wild], FALSE);
      n_positive += expected;
      n_cases++;
      if (mj_score_is_winning (ruleset, &hand) != expected)
        {
          g_autoptr(GString) text = g_string_new (NULL);

          for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
            for (guint k = 0; k < counts[t]; k++)
              g_string_append (text, mj_tile_to_string ((MjTile) t));
          g_test_message ("hand %s, twos of bamboo wild: brute force says %d", text->str, expected);
          g_assert_not_reached ();
        }
    }

  /* both answers were exercised */
  g_assert_cmpuint (n_positive, >, n_cases / 5);
  g_assert_cmpuint (n_positive, <, n_cases * 4 / 5);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/score/wild/goes-out", test_wild_goes_out);
  g_test_add_func ("/core/score/wild/best-reading", test_wild_best_reading);
  g_test_add_func ("/core/score/wild/waits", test_wild_waits);
  g_test_add_func ("/core/score/wild/win-property", test_wild_win_property);

  return g_test_run ();
}
