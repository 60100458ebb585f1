/* test-settle-families.c: settlement of the non-BMJA presets, from the rule books
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Who pays whom under oxenstierna, the classical games, hong-kong and cantonese, with the
 * books' words beside each case, and a cantonese hand scored then settled. The scoring
 * cases are in test-score-families.c and test-score-faan.c.
 */

#include "test-score-families-common.h"

typedef struct
{
  const char *ruleset;
  const char *name;
  int         totals[4];
  int         east;
  int         winner;
  int         discarder;
  gboolean    self_drawn;
  int         liable;
  int         pays[4][4];   /* pays[i][j]: what seat i pays seat j */
  int         net[4];
} SettleCase;

static const SettleCase settle_cases[] = {
  /* oxenstierna: "We wrote down points after each game ... summed at the end of the evening";
   * "The dealer position is significant in that he/she earns double the score". Nobody pays;
   * each records his total, the dealer (seat 1) twice his. */
  { "oxenstierna", "recorded", { 100, 40, 20, 0 }, 1, 0, 2, FALSE, -1,
    { { 0 } }, { 100, 80, 20, 0 } },
  /* The dealer wins: his 144 recorded as 288; the losers' 56 and 8 as they are */
  { "oxenstierna", "recorded-dealer-wins", { 56, 144, 0, 8 }, 1, 1, -1, TRUE, -1,
    { { 0 } }, { 56, 288, 0, 8 } },

  /* classical: "Settlement shall be made after the play of each hand, East Wind paying or
   * receiving double the difference between value of his hand and the other players."
   * Seat 0 wins 60; the losers: seat 1 30, seat 2 (East) 16, seat 3 4.
   * Winner: 1 pays 60, East pays 120, 3 pays 60. Losers: East pays 1 2 x (30 - 16) = 28;
   * 3 pays 1 30 - 4 = 26; 3 pays East 2 x (16 - 4) = 24.
   * Net: 0 +240; 1 -60 + 28 + 26 = -6; 2 -120 - 28 + 24 = -124; 3 -60 - 26 - 24 = -110. */
  { "classical-mixed", "east-double-among-losers", { 60, 30, 16, 4 }, 2, 0, 3, FALSE, -1,
    { { 0, 0, 0, 0 }, { 60, 0, 0, 0 }, { 120, 28, 0, 0 }, { 60, 26, 24, 0 } },
    { 240, -6, -124, -110 } },
  { "classical-one-double", "east-double-among-losers", { 60, 30, 16, 4 }, 2, 0, 3, FALSE, -1,
    { { 0, 0, 0, 0 }, { 60, 0, 0, 0 }, { 120, 28, 0, 0 }, { 60, 26, 24, 0 } },
    { 240, -6, -124, -110 } },
  { "classical-cleared", "east-double-among-losers", { 60, 30, 16, 4 }, 2, 0, 3, FALSE, -1,
    { { 0, 0, 0, 0 }, { 60, 0, 0, 0 }, { 120, 28, 0, 0 }, { 60, 26, 24, 0 } },
    { 240, -6, -124, -110 } },
  /* East (seat 0) wins 50: every loser pays him 100. Losers 1: 10, 2: 10, 3: 2: 3 pays 1 and
   * 2 eight each; 1 and 2 are even. Net: 0 +300; 1 -100 + 8 = -92; 2 -92; 3 -100 - 16 = -116 */
  { "classical-mixed", "east-wins", { 50, 10, 10, 2 }, 0, 0, -1, TRUE, -1,
    { { 0, 0, 0, 0 }, { 100, 0, 0, 0 }, { 100, 0, 0, 0 }, { 100, 8, 8, 0 } },
    { 300, -92, -92, -116 } },

  /* hong-kong: "If they won by stealing a tile from someone, the person they stole it from
   * pays double." 8 points won by seat 1 off seat 3's discard; East (seat 0) pays no more. */
  { "hong-kong", "discarder-double", { 0, 8, 0, 0 }, 0, 1, 3, FALSE, -1,
    { { 0, 8, 0, 0 }, { 0, 0, 0, 0 }, { 0, 8, 0, 0 }, { 0, 16, 0, 0 } },
    { -8, 32, -8, -16 } },
  /* "If they won by drawing a tile, everyone pays double." */
  { "hong-kong", "self-drawn", { 0, 8, 0, 0 }, 0, 1, -1, TRUE, -1,
    { { 0, 16, 0, 0 }, { 0, 0, 0, 0 }, { 0, 16, 0, 0 }, { 0, 16, 0, 0 } },
    { -16, 48, -16, -16 } },
  /* East wins 64 off seat 2: 64, 128, 64 */
  { "hong-kong", "east-wins", { 64, 0, 0, 0 }, 0, 0, 2, FALSE, -1,
    { { 0, 0, 0, 0 }, { 64, 0, 0, 0 }, { 128, 0, 0, 0 }, { 64, 0, 0, 0 } },
    { 256, -64, -128, -64 } },

  /* cantonese, with the text's numbers: 1 faan = 2 points: "Everybody pays the winner 2
   * dollars ... the person who discarded ... 4 dollars" */
  { "cantonese", "one-faan", { 2, 0, 0, 0 }, 1, 0, 2, FALSE, -1,
    { { 0, 0, 0, 0 }, { 2, 0, 0, 0 }, { 4, 0, 0, 0 }, { 2, 0, 0, 0 } },
    { 8, -2, -4, -2 } },
  /* "If the hand scored 2 points, each player pays 4 dollars, the boss pays 8" */
  { "cantonese", "two-faan", { 4, 0, 0, 0 }, 1, 0, 2, FALSE, -1,
    { { 0, 0, 0, 0 }, { 4, 0, 0, 0 }, { 8, 0, 0, 0 }, { 4, 0, 0, 0 } },
    { 16, -4, -8, -4 } },
  /* "if 3 points, everyone pays 8, the boss 16" */
  { "cantonese", "three-faan", { 8, 0, 0, 0 }, 1, 0, 2, FALSE, -1,
    { { 0, 0, 0, 0 }, { 8, 0, 0, 0 }, { 16, 0, 0, 0 }, { 8, 0, 0, 0 } },
    { 32, -8, -16, -8 } },
  /* Self-drawn: "every player must pay double, by normal self-draw rules": 3 faan, 16 each */
  { "cantonese", "self-drawn", { 8, 0, 0, 0 }, 1, 0, -1, TRUE, -1,
    { { 0, 0, 0, 0 }, { 16, 0, 0, 0 }, { 16, 0, 0, 0 }, { 16, 0, 0, 0 } },
    { 48, -16, -16, -16 } },
  /* Calling 9 pieces: "the discarding player must pay everyone's payout; not only must he pay
   * double for himself, he must pay for the other two players. Thus, he pays 4 times the
   * pay-out." 16 points off seat 3: seat 3 pays 64, nobody else pays. */
  { "cantonese", "calling-nine-liable", { 0, 16, 0, 0 }, 0, 1, 3, FALSE, 3,
    { { 0, 0, 0, 0 }, { 0, 0, 0, 0 }, { 0, 0, 0, 0 }, { 0, 64, 0, 0 } },
    { 0, 64, 0, -64 } },
  /* Calling 12 pieces, then self-drawn: "he'll collect the pay-out from this player only ...
   * on top of the doubling already expected for a self-draw": seat 2 pays 3 x 2 x 16 = 96 */
  { "cantonese", "calling-twelve-self-drawn", { 0, 16, 0, 0 }, 0, 1, -1, TRUE, 2,
    { { 0, 0, 0, 0 }, { 0, 0, 0, 0 }, { 0, 96, 0, 0 }, { 0, 0, 0, 0 } },
    { 0, 96, -96, 0 } },
};

static void
test_settle_case (gconstpointer data)
{
  const SettleCase *c = data;
  g_autoptr(MjRuleset) ruleset = load_ruleset (c->ruleset, NULL);
  g_autoptr(GString) errors = g_string_new (NULL);
  MjSettlement settlement;

  memset (&settlement, 0x55, sizeof settlement);
  mj_settle (ruleset, c->totals, c->east, c->winner, c->discarder, c->self_drawn, c->liable, &settlement);

  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      if (settlement.pays[i][j] != c->pays[i][j])
        g_string_append_printf (errors, "pays[%u][%u]: expected %d, got %d; ",
                                i, j, c->pays[i][j], settlement.pays[i][j]);
  for (guint i = 0; i < 4; i++)
    if (settlement.net[i] != c->net[i])
      g_string_append_printf (errors, "net[%u]: expected %d, got %d; ", i, c->net[i], settlement.net[i]);

  if (errors->len > 0)
    {
      GString *m = g_string_new (NULL);

      for (guint i = 0; i < 4; i++)
        g_string_append_printf (m, "[%d %d %d %d] ", settlement.pays[i][0], settlement.pays[i][1],
                                settlement.pays[i][2], settlement.pays[i][3]);
      g_test_message ("totals %d %d %d %d, east %d, winner %d, discarder %d, self-drawn %d, liable %d",
                      c->totals[0], c->totals[1], c->totals[2], c->totals[3], c->east, c->winner,
                      c->discarder, c->self_drawn, c->liable);
      g_test_message ("pays %s net %d %d %d %d", m->str, settlement.net[0], settlement.net[1],
                      settlement.net[2], settlement.net[3]);
      g_string_free (m, TRUE);
      g_test_fail_printf ("%s/%s: %s", c->ruleset, c->name, errors->str);
    }
}

/* The whole chain for the text's worked numbers: a cantonese hand of 1, 2 and 3 faan, scored,
 * then settled with seat 2 the discarder: everybody pays 2 / 4 / 8 dollars, the boss 4 / 8 / 16. */
static void
test_settle_cantonese_chain (void)
{
  static const struct { const char *json; int each; } hands[] = {
    { CA_ONE, 2 }, { CA_TWO, 4 }, { CA_THREE, 8 },
  };

  for (guint h = 0; h < G_N_ELEMENTS (hands); h++)
    {
      ScoreCase c = { "cantonese", "chain", NULL, hands[h].json, TRUE, 0, NA, NA, NA, NA, NULL, NULL };
      g_autoptr(MjRuleset) ruleset = load_ruleset ("cantonese", NULL);
      MjSettlement settlement;
      MjScore score;
      int totals[4] = { 0, 0, 0, 0 };

      score_case (&c, &score);
      totals[0] = score.total;
      mj_settle (ruleset, totals, 1, 0, 2, FALSE, -1, &settlement);

      if (settlement.pays[1][0] != hands[h].each || settlement.pays[3][0] != hands[h].each ||
          settlement.pays[2][0] != 2 * hands[h].each || settlement.net[0] != 4 * hands[h].each)
        {
          g_autofree char *described = describe_score (&score);

          g_test_message ("score: %s", described);
          g_test_fail_printf ("cantonese %u faan: expected %d each and %d from the discarder, got %d, %d, %d",
                              h + 1, hands[h].each, 2 * hands[h].each, settlement.pays[1][0],
                              settlement.pays[3][0], settlement.pays[2][0]);
        }
    }
}
int
main (int    argc,
      char **argv)
{
  g_autofree char **args = test_init_keep_going (&argc, &argv);

  for (gsize i = 0; i < G_N_ELEMENTS (settle_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/settle/%s/%s", settle_cases[i].ruleset,
                                               settle_cases[i].name);

      g_test_add_data_func (path, &settle_cases[i], test_settle_case);
    }
  g_test_add_func ("/core/settle/cantonese/from-scored-hands", test_settle_cantonese_chain);

  return g_test_run ();
}
