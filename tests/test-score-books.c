/* test-score-books.c: Hong Kong, Cantonese and Oxenstierna hands read again from their books
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Open and closed melds, the outside hand, hidden treasure and seven pairs, as
 * rules/hong-kong-old-style-faan.txt, rules/cantonese-old-style.txt,
 * rules/oxenstierna-classic-chinese.txt and RULES.md state them; the classical games'
 * heavenly blessing, one-double qualification and unstated values
 * (rules/classical-chinese-laws.txt); a worked example from each book; the line that says
 * why a hand counted as concealed or not; and a family's ruleset written before these rules
 * had parameters, which keeps its preset's reading of them.
 * Expected values are worked by hand beside each case. Every hand: South in an East round.
 */

#include "test-score-families-common.h"

#define SE           SEAT ("S", "E")
#define CLAIMED_6C   "'melds':[" KCL ("6c") "]"

static const ScoreCase cases[] = {
  /* 1. "Open (Large): form face-up by stealing any player's discard and adding to a concealed
   * pung": the claimed kong of 6c is open. Own flower 2f 1 faan; 2b and 8d are only two
   * closed pungs; the hand is open, so no "1 (-) normal draw from the wall": 1 faan = 2 */
  { "hong-kong", "claimed-kong-open", NULL,
    "{" SE ",'concealed':['2b','2b','2b','8d','8d','8d','3c','4c','5c','Nw','Nw']," CLAIMED_6C ","
    "'bonus':['2f']," WIN_S ("Nw") "}",
    TRUE, 2, 1, NA, NA, NA, "own-bonus-tile", "three-concealed-pungs self-drawn" },
  /* ... the same in the Cantonese game ("take the piece, reveal the set"): a self-draw counts
   * open or concealed, 1 faan; 2c and 5b two closed pungs only: 1 faan = 2 */
  { "cantonese", "claimed-kong-open", NULL,
    "{" SE ",'concealed':['2c','2c','2c','5b','5b','5b','3d','4d','5d','9d','9d'],"
    "'melds':[" KCL ("Nw") "]," WIN_S ("4d") "}",
    TRUE, 2, 1, NA, NA, NA, "self-drawn", "three-concealed-pungs" },
  /* 2. "3 (2) At least one terminal in each meld": the pair 5d5d is not a meld. Won on a
   * discard that completes the pair, the hand stays closed: 3 faan = 8 (1f is East's) */
  { "hong-kong", "outside-hand", NULL,
    "{" SE ",'concealed':['1c','2c','3c','7b','8b','9b','1d','1d','1d','9c','9c','9c','5d','5d'],"
    "'bonus':['1f']," WIN_D ("5d") "}",
    TRUE, 8, 3, NA, NA, NA, "outside-hand", NULL },
  /* ... Cantonese, self-drawn: outside hand 3 + self-draw 1 = 4 faan; each faan doubles: 16 */
  { "cantonese", "outside-hand", NULL,
    "{" SE ",'concealed':['1c','2c','3c','7c','8c','9c','1b','1b','1b','9d','9d','9d','5d','5d'],"
    WIN_S ("5d") "}",
    TRUE, 16, 4, NA, NA, NA, "outside-hand self-drawn", NULL },
  /* 3. A winning discard that completes the pair leaves the hand closed: full flush 6 + pure
   * straight 2 = 8 faan, 7-9 faan are 32 points */
  { "hong-kong", "discard-completes-pair", NULL,
    "{" SE ",'concealed':['1c','2c','3c','4c','5c','6c','7c','8c','9c','2c','3c','4c','5c','5c'],"
    "'bonus':['1f']," WIN_D ("5c") "}",
    TRUE, 32, 8, NA, NA, NA, "full-suit pure-straight", NULL },
  /* ... Cantonese: half flush 3 + pure straight 2 = 5 faan, 32 */
  { "cantonese", "discard-completes-pair", NULL,
    "{" SE ",'concealed':['1c','2c','3c','4c','5c','6c','7c','8c','9c','2c','3c','4c','Rd','Rd'],"
    WIN_D ("Rd") "}",
    TRUE, 32, 5, NA, NA, NA, "half-suit pure-straight", NULL },
  /* ... but a discard that completes a meld opens it: 1c2c3c completed by the 3c is open, so
   * full flush 5 + pure straight 1 = 6 faan, 16 */
  { "hong-kong", "discard-completes-meld", NULL,
    "{" SE ",'concealed':['1c','2c','3c','4c','5c','6c','7c','8c','9c','2c','3c','4c','5c','5c'],"
    "'bonus':['1f']," WIN_D ("9c") "}",
    TRUE, 16, 6, NA, NA, NA, "full-suit pure-straight", NULL },

  /* 4. Hidden treasure, "only hidden combinations": the eye "is not a combination", so a
   * discard that completes it keeps the treasure: 800 */
  { "oxenstierna", "hidden-treasure-eye-discard", NULL,
    "{" SE ",'concealed':['1c','2c','3c','4b','5b','6b','2d','3d','4d','7c','8c','9c','5d','5d'],"
    WIN_D ("5d") "}",
    TRUE, 800, NA, NA, NA, 1000, "concealed-hand", NULL },
  /* ... "c) An open kong, formed when a player has a hidden pong and another player discards
   * the fourth tile" spoils it: 8 (exposed kong 6c) + 4 (2b) + 4 (8d) + 2 (pair of a wind)
   * + 20 + 2 (from the wall) = 40, no doubling */
  { "oxenstierna", "hidden-treasure-claimed-kong", NULL,
    "{" SE ",'concealed':['2b','2b','2b','8d','8d','8d','3c','4c','5c','Nw','Nw']," CLAIMED_6C ","
    WIN_S ("Nw") "}",
    TRUE, 40, NA, 40, 0, 0, NULL, "concealed-hand" },
  /* 5. "Seven pairs: the easiest and least noble of all the special hands (500 points)": it
   * has no combinations, never hidden treasure, self-drawn or not: 500 */
  { "oxenstierna", "seven-pairs-self-drawn", NULL,
    "{" SE ",'concealed':['1b','1b','4b','4b','5c','5c','6d','6d','7b','7b','9c','9c','Rd','Rd'],"
    WIN_S ("Rd") "}",
    TRUE, 500, NA, 0, 0, 625, "seven-pairs", "concealed-hand" },
  /* ... and never doubled: one suit with honours and all four flowers would be 3 + 3
   * doublings: still 500 */
  { "oxenstierna", "seven-pairs-not-doubled", NULL,
    "{" SE ",'concealed':['1b','1b','4b','4b','5b','5b','6b','6b','7b','7b','9b','9b','Rd','Rd'],"
    "'bonus':['1f','2f','3f','4f']," WIN_D ("Rd") "}",
    TRUE, 500, NA, 0, 0, 625, "seven-pairs", "half-suit all-flowers" },

  /* Worked examples from the books */
  /* Oxenstierna: "So if the point total is 40, the player earns 80 points if he/she has one
   * doubling": exposed pung Rd 4 + exposed pung 9c 4 + hidden pung 1b 8 + 20 + East's flower
   * 1f 4 = 40 points; the dragon pung's doubling: 80 */
  { "oxenstierna", "book-forty-points", NULL,
    "{" SE ",'melds':[" P ("Rd") "," P ("9c") "],'concealed':['1b','1b','1b','6d','7d','8d','2b','2b'],"
    "'bonus':['1f']," WIN_D ("2b") "}",
    TRUE, 80, NA, 40, 1, 0, "dragon-pung", NULL },
  /* Cantonese: "a clear Hand is worth at least 6 points, and a self draw is worth another, for
   * 7 points", of a hand with four sets revealed: 7 faan, the maximum, 128 */
  { "cantonese", "book-clear-hand-self-drawn", NULL,
    "{" SE ",'melds':[" C ("1b", "2b", "3b") "," P ("5b") "," C ("6b", "7b", "8b") "," P ("9b") "],"
    "'concealed':['4b','4b']," WIN_S ("4b") "}",
    TRUE, 128, 7, NA, NA, NA, "full-suit self-drawn", NULL },
  /* The classical games (rules/classical-chinese-laws.txt). "An Original Hand ... the East
   * Wind player's score will be an extra three times doubled": 20 + 2 (from the wall) = 22
   * points, doubled 4 times (only concealed sets 1, the blessing 3) = 352 */
  { "classical-mixed", "heavenly-blessing", NULL,
    "{" SEAT ("E", "S") ",'concealed':['1c','2c','3c','4b','5b','6b','7d','8d','9d','2c','3c','4c','5d','5d'],"
    WIN_S ("5d") ",'flags':['blessing_of_heaven']}",
    TRUE, 352, NA, 22, 4, 0, "blessing-of-heaven concealed-hand", NULL },
  /* "In the One-Double game the four Sets and a Pair must score one double, exclusive of
   * Flower doubles": a limit hand is never refused. Heads and tails: 1000 */
  { "classical-one-double", "heads-and-tails", NULL,
    "{" SE ",'melds':[" P ("9b") "," P ("1d") "," P ("9c") "],'concealed':['1c','1c','1c','9d','9d']," WIN_D ("1c") "}",
    TRUE, 1000, NA, 0, 0, 1000, "heads-and-tails", NULL },
  /* ... nor the blessing of earth ("going Mahjong with the first discard from East, special
   * limit hand"): 1000 */
  { "classical-one-double", "blessing-of-earth", NULL,
    "{" SE ",'concealed':['1c','2c','3c','4b','5b','6b','7d','8d','9d','2c','3c','4c','5d','5d'],"
    WIN_D ("5d") ",'flags':['blessing_of_earth']}",
    TRUE, 1000, NA, 0, 0, 1000, "blessing-of-earth", NULL },
  /* ... a plain hand with no double does not go out */
  { "classical-one-double", "no-double", NULL,
    "{" SE ",'melds':[" C ("1b", "2b", "3b") "," P ("7d") "," C ("6c", "7c", "8c") "],'concealed':['3c','4c','5c','5d','5d'],"
    WIN_D ("5d") "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* ... a circumstance double qualifies it: the last discard, a double as in the BMJA column
   * (the laws leave its value unstated): 2 (exposed pung 7d) + 20 = 22, 1 double = 44 */
  { "classical-one-double", "last-discard", NULL,
    "{" SE ",'melds':[" C ("1b", "2b", "3b") "," P ("7d") "," C ("6c", "7c", "8c") "],'concealed':['3c','4c','5c','5d','5d'],"
    WIN_D ("5d") ",'flags':['last_discard']}",
    TRUE, 44, NA, 22, 1, 0, "last-discard", NULL },
  { "classical-mixed", "last-discard", NULL,
    "{" SE ",'melds':[" C ("1b", "2b", "3b") "," P ("7d") "," C ("6c", "7c", "8c") "],'concealed':['3c','4c','5c','5d','5d'],"
    WIN_D ("5d") ",'flags':['last_discard']}",
    TRUE, 44, NA, 22, 1, 0, "last-discard", NULL },
  /* The cleared-hand game: three great scholars fixes its dragons, the rest may be of two
   * suits: the limit, 1000 */
  { "classical-cleared", "scholars-two-suits", NULL,
    "{" SE ",'melds':[" P ("Rd") "," P ("Gd") "," P ("Wd") "],'concealed':['1c','2c','3c','5b','5b']," WIN_D ("5b") "}",
    TRUE, 1000, NA, 0, 0, 1000, "three-great-scholars", NULL },
  /* ... a blessing fixes no tiles: three suits do not go out */
  { "classical-cleared", "earth-three-suits", NULL,
    "{" SE ",'concealed':['1c','2c','3c','4b','5b','6b','7d','8d','9d','2c','3c','4c','5d','5d'],"
    WIN_D ("5d") ",'flags':['blessing_of_earth']}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* Hong Kong and Cantonese: East's blessing of heaven is a "win with your first draw": the
   * maximum, 7 faan and 128 (cantonese), 10 faan and 64 (hong-kong) */
  { "cantonese", "blessing-of-heaven", NULL,
    "{" SEAT ("E", "S") ",'concealed':['1c','2c','3c','4b','5b','6b','7d','8d','9d','2c','3c','4c','5d','5d'],"
    WIN_S ("5d") ",'flags':['blessing_of_heaven']}",
    TRUE, 128, 7, NA, NA, NA, "first-draw", NULL },
  { "hong-kong", "blessing-of-heaven", NULL,
    "{" SEAT ("E", "S") ",'concealed':['1c','2c','3c','4b','5b','6b','7d','8d','9d','2c','3c','4c','5d','5d'],"
    WIN_S ("5d") ",'flags':['blessing_of_heaven']}",
    TRUE, 64, 10, NA, NA, NA, "first-draw", NULL },

  /* Hong Kong: "max (2) Four pungs": open, 2 faan; "Faan 2, Points 4" (1f is East's) */
  { "hong-kong", "book-four-pungs-open", NULL,
    "{" SE ",'melds':[" P ("2c") "," P ("5b") "],'concealed':['7d','7d','7d','3b','3b','3b','9c','9c'],"
    "'bonus':['1f']," WIN_D ("9c") "}",
    TRUE, 4, 2, NA, NA, NA, "four-pungs", NULL },
};

/* The line that says why the hand counted as closed or open, where that changed its value. */
typedef struct
{
  const char        *name;
  const char        *ruleset;
  const char        *json;
  MjConcealmentNote  note;
  const char        *text;
} NoteCase;

static const NoteCase notes[] = {
  { "pair-closed", "hong-kong",
    "{" SE ",'concealed':['1c','2c','3c','7b','8b','9b','1d','1d','1d','9c','9c','9c','5d','5d'],"
    "'bonus':['1f']," WIN_D ("5d") "}",
    MJ_CONCEALMENT_NOTE_PAIR_CONCEALED, "Closed hand: the discard completed the pair" },
  { "kong-open", "hong-kong",
    "{" SE ",'concealed':['2b','2b','2b','8d','8d','8d','3c','4c','5c','Nw','Nw']," CLAIMED_6C ","
    "'bonus':['2f']," WIN_S ("Nw") "}",
    MJ_CONCEALMENT_NOTE_KONG_EXPOSED, "Open hand: a kong claimed onto a concealed pung is open" },
  { "kong-exposed", "oxenstierna",
    "{" SE ",'concealed':['2b','2b','2b','8d','8d','8d','3c','4c','5c','Nw','Nw']," CLAIMED_6C ","
    WIN_S ("Nw") "}",
    MJ_CONCEALMENT_NOTE_KONG_EXPOSED, "Not a concealed hand: a kong claimed onto a concealed pung is exposed" },
  { "eye-concealed", "oxenstierna",
    "{" SE ",'concealed':['1c','2c','3c','4b','5b','6b','2d','3d','4d','7c','8c','9c','5d','5d'],"
    WIN_D ("5d") "}",
    MJ_CONCEALMENT_NOTE_PAIR_CONCEALED, "Concealed hand: the discard completed the pair" },
  /* bmja: the claimed kong keeps "only concealed sets" (RULES-BMJA-DMJL.md 10) */
  { "kong-concealed", "bmja",
    "{" SE ",'concealed':['2b','2b','2b','8d','8d','8d','3c','4c','5c','Nw','Nw']," CLAIMED_6C ","
    WIN_S ("Nw") "}",
    MJ_CONCEALMENT_NOTE_KONG_CONCEALED, "Concealed hand: a kong claimed onto a concealed pung keeps it concealed" },
  /* ... and the discard that completes the pair exposes it */
  { "pair-exposed", "bmja",
    "{" SE ",'concealed':['2b','2b','2b','8d','8d','8d','3c','4c','5c','7d','7d','7d','Nw','Nw'],"
    WIN_D ("Nw") "}",
    MJ_CONCEALMENT_NOTE_PAIR_EXPOSED, "Not a concealed hand: the discard completed the pair, which it exposed" },
  /* an exposed pung besides (outside hand, open: 2 faan): the pair changes nothing, and
   * nothing is said */
  { "pair-no-matter", "hong-kong",
    "{" SE ",'melds':[" P ("1b") "],'concealed':['7b','8b','9b','1d','1d','1d','9c','9c','9c','5d','5d'],"
    "'bonus':['1f']," WIN_D ("5d") "}",
    MJ_CONCEALMENT_NOTE_NONE, NULL },
};

static void
test_note (gconstpointer data)
{
  const NoteCase *c = data;
  g_autoptr(MjRuleset) ruleset = load_ruleset (c->ruleset, NULL);
  g_autofree char *json = case_json (c->json);
  MjHand hand;
  MjScore score;

  parse_hand (json, &hand);
  mj_score_hand (ruleset, &hand, &score);
  g_assert_true (score.won);
  g_assert_cmpint (score.concealment, ==, c->note);
  g_assert_cmpstr (mj_score_describe_concealment (&score), ==, c->text);
}

/* The explanation in JSON carries the line too. */
static void
test_note_json (void)
{
  g_autoptr(MjRuleset) ruleset = load_ruleset ("hong-kong", NULL);
  g_autofree char *json = case_json (notes[0].json);
  g_autoptr(JsonNode) node = NULL;
  MjHand hand;
  MjScore score;

  parse_hand (json, &hand);
  mj_score_hand (ruleset, &hand, &score);
  node = mj_score_to_json (ruleset, &score);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "concealment"), ==,
                   "Closed hand: the discard completed the pair");
}

/* The parameters these rules added, and where a ruleset written before them takes them. */
static const MjParamId added[] = {
  MJ_PARAM_CLAIMED_KONG_CONCEALED, MJ_PARAM_CLAIMED_PAIR_CONCEALED, MJ_PARAM_SEVEN_PAIRS_ALONE,
};

/* A ruleset file as it was written before the added parameters existed. */
static char *
text_without_added (MjRuleset *ruleset)
{
  g_autofree char *text = mj_ruleset_to_data (ruleset, NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean drop = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (added); k++)
        drop |= g_str_has_prefix (lines[i], mj_param_spec (added[k])->key) &&
                strchr ("= ", lines[i][strlen (mj_param_spec (added[k])->key)]) != NULL;
      if (!drop)
        g_string_append_printf (out, "%s\n", lines[i]);
    }
  return g_string_free (out, FALSE);
}

static void
test_old_family_ruleset (void)
{
  g_auto(GStrv) presets = g_strdupv ((char **) mj_ruleset_get_preset_ids ());

  for (guint p = 0; presets[p] != NULL; p++)
    {
      g_autoptr(MjRuleset) preset = load_ruleset (presets[p], NULL);
      g_autoptr(MjRuleset) family = mj_ruleset_copy (preset);
      g_autoptr(MjRuleset) loaded = NULL;
      g_autoptr(MjRuleset) snapshot = NULL;
      g_autoptr(GArray) changes = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *family_text = NULL;
      g_autofree char *preset_text = NULL;

      /* the family's copy, one house rule changed, saved before the parameters existed */
      mj_ruleset_set_id (family, "family-rules");
      mj_ruleset_set_name (family, "Our rules");
      mj_ruleset_set (family, MJ_PARAM_CLAIM_SECONDS, 7);
      g_assert_cmpstr (mj_ruleset_get_based_on (family), ==, presets[p]);
      family_text = text_without_added (family);
      g_assert_null (strstr (family_text, "claimed-kong-concealed"));
      loaded = mj_ruleset_new_from_data (family_text, -1, "family-rules.ruleset", &error);
      g_assert_no_error (error);
      for (guint k = 0; k < G_N_ELEMENTS (added); k++)
        g_assert_cmpint (mj_ruleset_get (loaded, added[k]), ==, mj_ruleset_get (preset, added[k]));

      /* the differences from the preset are the family's change alone */
      changes = mj_ruleset_list_changes (loaded, preset);
      g_assert_cmpuint (changes->len, ==, 1);

      /* a preset kept with a saved game or in the history reads as the preset */
      preset_text = text_without_added (preset);
      snapshot = mj_ruleset_new_from_data (preset_text, -1, "history", &error);
      g_assert_no_error (error);
      g_assert_true (mj_ruleset_equal (snapshot, preset));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char **args = test_init_keep_going (&argc, &argv);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/score/books/%s/%s", cases[i].ruleset, cases[i].name);

      g_test_add_data_func (path, &cases[i], test_score_case);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (notes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/score/books/note/%s/%s", notes[i].ruleset, notes[i].name);

      g_test_add_data_func (path, &notes[i], test_note);
    }
  g_test_add_func ("/core/score/books/note-json", test_note_json);
  g_test_add_func ("/core/ruleset/old-family-ruleset", test_old_family_ruleset);

  return g_test_run ();
}
