/* test-score-families.c: scoring of the non-BMJA presets, from the rule books
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An independent suite: every expected value below was worked out by hand from the rule books
 * in /work/shared/rules/ (and RULES.md sections 3-5), with the values the preset files choose
 * where the books are silent. The arithmetic stands beside each case. The presets covered:
 *
 *   oxenstierna        rules/oxenstierna-classic-chinese.txt, its "Scoring System" table
 *   classical-mixed,   rules/classical-chinese-laws.txt, Babcock's three games (the scoring
 *   -one-double,       page is missing: the preset's classical points and doubles)
 *   -cleared
 *   hong-kong          rules/hong-kong-old-style-faan.txt, faan table and faan-to-points table
 *   cantonese          rules/cantonese-old-style.txt, payments and calling 9 / 12 pieces
 *
 * Unless a case says otherwise the player sits South in a West round (so East, South and West
 * are not both own and prevailing), and a hand won on a discard completes the pair, whose
 * claimed set is exposed. Hands are JSON in the form of DESIGN.md "The command-line tool",
 * written with single quotes; a failing case prints its JSON (with double quotes) so that
 * `mahjong-table-cli score --ruleset ID --json FILE` can show it.
 *
 * This file holds the points-and-doubles presets; the faan presets are in test-score-faan.c,
 * the settlements in test-settle-families.c, the pieces and the checker they share in
 * test-score-families-common.h.
 */

#include "test-score-families-common.h"

/* ---------------------------------------------------------------------------------------- */
/* oxenstierna: the "Scoring System" table of rules/oxenstierna-classic-chinese.txt; limit 800 */

static const ScoreCase oxenstierna_cases[] = {
  /* "Pong - ordinary tiles - open 2 / hidden 4": exposed 2c 2 + concealed 4d 4 + going out 20 = 26 */
  { "oxenstierna", "pung-minor", NULL,
    "{" SW ",'melds':[" P ("2c") "," C ("3b", "4b", "5b") "],"
    "'concealed':['6d','7d','8d','4d','4d','4d','9c','9c']," WIN_D ("9c") "}",
    TRUE, 26, NA, 26, 0, NA, "pung-minor-exposed pung-minor-concealed mahjong", "self-drawn no-chows" },

  /* "Pong - 1s or 9s - open 4 / hidden 8": 1b 4 + 9d 8 + 20 = 32 */
  { "oxenstierna", "pung-terminals", NULL,
    "{" SW ",'melds':[" P ("1b") "," C ("2c", "3c", "4c") "],"
    "'concealed':['9d','9d','9d','5c','6c','7c','5b','5b']," WIN_D ("5b") "}",
    TRUE, 32, NA, 32, 0, NA, "pung-major-exposed pung-major-concealed", NULL },

  /* "Pong - dragons or winds - open 4 / hidden 8, 1 doubling for dragons or own/prevailing
   * wind": Nw (another wind) open 4, no doubling; Rd open 4 + 1 dbl; Ww (prevailing) hidden
   * 8 + 1 dbl. 4 + 4 + 8 + 20 = 36, 2 doublings: 36 x 4 = 144 */
  { "oxenstierna", "pung-honours", NULL,
    "{" SW ",'melds':[" P ("Nw") "," P ("Rd") "," C ("2c", "3c", "4c") "],"
    "'concealed':['Ww','Ww','Ww','5b','5b']," WIN_D ("5b") "}",
    TRUE, 144, NA, 36, 2, NA, "pung-major-exposed pung-major-concealed dragon-pung prevailing-wind-pung",
    "own-wind-pung" },

  /* "Kong - dragons or winds - open 16, 1 doubling for own wind": Sw added kong 16 + 1 dbl;
   * concealed pung 3d 4. 16 + 4 + 20 = 40 x 2 = 80 */
  { "oxenstierna", "kong-own-wind-open", NULL,
    "{" SW ",'melds':[" KA ("Sw") "," C ("2c", "3c", "4c") "," C ("6b", "7b", "8b") "],"
    "'concealed':['3d','3d','3d','5b','5b']," WIN_D ("5b") "}",
    TRUE, 80, NA, 40, 1, NA, "kong-major-exposed own-wind-pung", NULL },

  /* "Kong - ordinary tiles - open 8 / hidden 16": 5c added 8 + 3d concealed 16 + 20 = 44 */
  { "oxenstierna", "kong-minor", NULL,
    "{" SW ",'melds':[" KA ("5c") "," KC ("3d") "," C ("7b", "8b", "9b") "],"
    "'concealed':['2c','3c','4c','6d','6d']," WIN_D ("6d") "}",
    TRUE, 44, NA, 44, 0, NA, "kong-minor-exposed kong-minor-concealed", NULL },

  /* "Kong - 1s or 9s - open 16 / hidden 32", "Kong - dragons - hidden 32 + 1 doubling":
   * 1c claimed kong (exposed) 16 + 9b concealed 32 + Gd concealed 32 + 20 = 100 x 2 = 200 */
  { "oxenstierna", "kong-major", NULL,
    "{" SW ",'melds':[" KCL ("1c") "," KC ("9b") "," KC ("Gd") "," C ("2d", "3d", "4d") "],"
    "'concealed':['5d','5d']," WIN_D ("5d") "}",
    TRUE, 200, NA, 100, 1, NA, "kong-major-exposed kong-major-concealed dragon-pung", NULL },

  /* "Pair - dragons or winds 2": B (22) + pair of Rd 2 = 24 */
  { "oxenstierna", "pair-dragons", NULL, B_PAIR (SW, "Rd"),
    TRUE, 24, NA, 24, 0, NA, "pair-dragons", NULL },
  /* "Pair - players own wind or prevailing wind 2": own wind Sw: 22 + 2 = 24 */
  { "oxenstierna", "pair-own-wind", NULL, B_PAIR (SW, "Sw"),
    TRUE, 24, NA, 24, 0, NA, "pair-own-wind", "pair-prevailing-wind pair-other-wind" },
  /* prevailing wind Ww: 22 + 2 = 24 */
  { "oxenstierna", "pair-prevailing-wind", NULL, B_PAIR (SW, "Ww"),
    TRUE, 24, NA, 24, 0, NA, "pair-prevailing-wind", "pair-own-wind pair-other-wind" },
  /* "Pair - dragons or winds 2" covers any wind (the preset's reading): Nw 22 + 2 = 24 */
  { "oxenstierna", "pair-other-wind", NULL, B_PAIR (SW, "Nw"),
    TRUE, 24, NA, 24, 0, NA, "pair-other-wind", NULL },
  /* North in a North round, pair of Nw: the preset's choice, both lines: 22 + 2 + 2 = 26 */
  { "oxenstierna", "pair-own-and-prevailing-wind", NULL, B_PAIR (SEAT ("N", "N"), "Nw"),
    TRUE, 26, NA, 26, 0, NA, "pair-own-wind pair-prevailing-wind", NULL },

  /* "Season or flower (other than own) 4", "Flower or season - own 8": South with 1f (East's)
   * 4 and 2s (South's) 8: 22 + 12 = 34 */
  { "oxenstierna", "bonus-own-and-other", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['1f','2s']}",
    TRUE, 34, NA, 34, 0, NA, "bonus-tile own-bonus-tile", "all-flowers" },

  /* "All flowers or seasons: 3 doublings": 1f 3f 4f 4 each + 2f own 8 = 20; 22 + 20 = 42,
   * x 8 = 336 */
  { "oxenstierna", "all-flowers", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['1f','2f','3f','4f']}",
    TRUE, 336, NA, 42, 3, NA, "all-flowers bonus-tile own-bonus-tile", "all-seasons" },
  { "oxenstierna", "all-seasons", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['1s','2s','3s','4s']}",
    TRUE, 336, NA, 42, 3, NA, "all-seasons", "all-flowers" },

  /* All eight: 6 x 4 + 2 x 8 = 40; 22 + 40 = 62 points, 3 + 3 = 6 doublings: 62 x 64 = 3968,
   * "Maximum score a player can earn in a single game is 800 points" */
  { "oxenstierna", "limit-800", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['1f','2f','3f','4f','1s','2s','3s','4s']}",
    TRUE, 800, NA, 62, 6, NA, "all-flowers all-seasons", "eight-treasures" },

  /* "Half suite (one suite only + dragons/winds) 1 doubling": Nw open 4 + 8b hidden 4 + 20 =
   * 28 x 2 = 56 */
  { "oxenstierna", "half-suit-winner", NULL,
    "{" SW ",'melds':[" P ("Nw") "," C ("1b", "2b", "3b") "],"
    "'concealed':['4b','5b','6b','8b','8b','8b','9b','9b']," WIN_D ("9b") "}",
    TRUE, 56, NA, 28, 1, NA, "half-suit", "full-suit no-chows" },

  /* "Doublings for half suite and full suite hands are earned by any player": a loser with
   * Nw open 4 + 2b open 2 + 8b hidden 4 = 10, half suit 1 doubling = 20. No going out, and
   * "Pong / kong hand (no chows) 1 doubling IF player wins mahjong": not for a loser. */
  { "oxenstierna", "half-suit-loser", NULL,
    "{" SW ",'melds':[" P ("Nw") "," P ("2b") "],"
    "'concealed':['4b','5b','6b','8b','8b','8b','9b']," LOSER "}",
    FALSE, 20, NA, 10, 1, NA, "half-suit", "mahjong no-chows full-suit" },

  /* "Full suite (one suite only) 3 doublings": 2b open 2 + 9b hidden 8 + 20 = 30 x 8 = 240 */
  { "oxenstierna", "full-suit-winner", NULL,
    "{" SW ",'melds':[" P ("2b") "," C ("3b", "4b", "5b") "],"
    "'concealed':['6b','7b','8b','9b','9b','9b','1b','1b']," WIN_D ("1b") "}",
    TRUE, 240, NA, 30, 3, NA, "full-suit", "half-suit no-chows" },

  /* The full suit for a loser: 2b open 2 + 6b hidden 4 = 6 x 8 = 48 */
  { "oxenstierna", "full-suit-loser", NULL,
    "{" SW ",'melds':[" P ("2b") "," C ("3b", "4b", "5b") "],"
    "'concealed':['6b','6b','6b','7b','9b','9b','1b']," LOSER "}",
    FALSE, 48, NA, 6, 3, NA, "full-suit", "mahjong half-suit" },

  /* "Full suite (one suite only, or all dragons/winds) 3 doublings", for a loser with only
   * honours: Nw open 4 + Rd open 4 (1 dbl) + Ew hidden 8 (another wind) + pair Gd 2 = 18;
   * 1 + 3 doublings: 18 x 16 = 288 */
  { "oxenstierna", "all-honours-loser", NULL,
    "{" SW ",'melds':[" P ("Nw") "," P ("Rd") "],"
    "'concealed':['Ew','Ew','Ew','Gd','Gd','Wd','Sw']," LOSER "}",
    FALSE, 288, NA, 18, 4, NA, "full-suit dragon-pung pair-dragons", "half-suit mahjong all-honours" },

  /* "points are awarded as follows to all players": all four flowers for a loser: the
   * no-chows loser's 10 + 1f 3f 4f 4 each + 2f own 8 = 30, 3 doublings: 240 */
  { "oxenstierna", "all-flowers-loser", NULL,
    "{" SW ",'melds':[" P ("2c") "," P ("3b") "," P ("4d") "],"
    "'concealed':['5c','5c','5c','6b']," LOSER ",'bonus':['1f','2f','3f','4f']}",
    FALSE, 240, NA, 30, 3, NA, "all-flowers own-bonus-tile", "no-chows mahjong" },
  /* A pung of the own wind that is also the prevailing wind, RULES.md 3a "(East in East round:
   * 2)": a losing East in an East round, Ew open 4 + 2c open 2 + 5b hidden 4 = 10 x 4 = 40;
   * "Mahjong by dealer" is no doubling for a losing East */
  { "oxenstierna", "own-and-prevailing-wind-pung", NULL,
    "{" SEAT ("E", "E") ",'melds':[" P ("Ew") "," P ("2c") "],"
    "'concealed':['5b','5b','5b','7d','8d','1c','9c']," LOSER "}",
    FALSE, 40, NA, 10, 2, NA, "own-wind-pung prevailing-wind-pung", "east-goes-out" },

  /* "Pong / kong hand (no chows) 1 doubling if player wins mahjong": 2c 3b 4d open 2 each +
   * 5c hidden 4 + 20 = 30 x 2 = 60 */
  { "oxenstierna", "no-chows-winner", NULL,
    "{" SW ",'melds':[" P ("2c") "," P ("3b") "," P ("4d") "],"
    "'concealed':['5c','5c','5c','6b','6b']," WIN_D ("6b") "}",
    TRUE, 60, NA, 30, 1, NA, "no-chows", NULL },
  /* The same sets in a losing hand: 2 + 2 + 2 + 4 = 10, no doubling */
  { "oxenstierna", "no-chows-loser", NULL,
    "{" SW ",'melds':[" P ("2c") "," P ("3b") "," P ("4d") "],"
    "'concealed':['5c','5c','5c','6b']," LOSER "}",
    FALSE, 10, NA, 10, 0, NA, NULL, "no-chows mahjong" },

  /* "Mahjong with open tile 20": B = 2 + 20 = 22 */
  { "oxenstierna", "going-out-discard", NULL, B_BASE (SW) WIN_D ("9c") "}",
    TRUE, 22, NA, 22, 0, NA, "mahjong", "self-drawn zero-point-hand" },
  /* "Mahjong with tile from the wall 20+2": 2 + 22 = 24 */
  { "oxenstierna", "going-out-wall", NULL, B_BASE (SW) WIN_S ("9c") "}",
    TRUE, 24, NA, 24, 0, NA, "mahjong self-drawn", NULL },
  /* "Mahjong with the last legal tile from the wall 20+10": each of the three rows gives the
   * whole going-out value (20 / 20+2 / 20+10), so the last tile is 30 in place of 22:
   * 2 + 30 = 32 (not 2 + 20 + 2 + 10 = 34) */
  { "oxenstierna", "going-out-last-tile", NULL,
    B_BASE (SW) WIN_S ("9c") ",'flags':['last_wall_tile']}",
    TRUE, 32, NA, 32, 0, NA, "last-wall-tile", NULL },

  /* A losing East has no doubling: 2c 2 + 3b 2 + 5d hidden 4 = 8 */
  { "oxenstierna", "east-loses", NULL,
    "{" SEAT ("E", "S") ",'melds':[" P ("2c") "," P ("3b") "],"
    "'concealed':['5d','5d','5d','7c','8c','1b','9b']," LOSER "}",
    FALSE, 8, NA, 8, 0, NA, NULL, "east-goes-out" },
  /* "Mahjong by dealer (East wind) 1 doubling": East in a South round: 22 x 2 = 44 */
  { "oxenstierna", "east-goes-out", NULL, B_BASE (SEAT ("E", "S")) WIN_D ("9c") "}",
    TRUE, 44, NA, 22, 1, NA, "east-goes-out", NULL },
  /* "Mahjong by stealing the kong 1 doubling": 22 x 2 = 44 */
  { "oxenstierna", "robbing-kong", NULL,
    B_BASE (SW) WIN_D ("9c") ",'flags':['robbing_kong']}",
    TRUE, 44, NA, 22, 1, NA, "robbing-kong", NULL },

  /* "Mahjong with 'worthless' hand (all chows, no flowers or seasons) 30" */
  { "oxenstierna", "worthless-hand", NULL,
    "{" SW ",'melds':[" C ("1c", "2c", "3c") "],"
    "'concealed':['4b','5b','6b','7d','8d','9d','2d','3d','4d','5c','5c']," WIN_D ("5c") "}",
    TRUE, 30, NA, 30, 0, NA, "zero-point-hand", NULL },
  /* ... a flower spoils it: 20 + 4 = 24 */
  { "oxenstierna", "worthless-hand-flower", NULL,
    "{" SW ",'melds':[" C ("1c", "2c", "3c") "],"
    "'concealed':['4b','5b','6b','7d','8d','9d','2d','3d','4d','5c','5c']," WIN_D ("5c") ",'bonus':['1f']}",
    TRUE, 24, NA, 24, 0, NA, "bonus-tile", "zero-point-hand" },

  /* "b) An open pong, formed when another player discards the necessary tile": a pung
   * completed by the winning discard is open: 2c 2 + 4d open 2 + 20 = 24 */
  { "oxenstierna", "pung-completed-by-discard", NULL,
    "{" SW "," B_MELDS ",'concealed':['6d','7d','8d','9c','9c','4d','4d','4d']," WIN_D ("4d") "}",
    TRUE, 24, NA, 24, 0, NA, "pung-minor-exposed", "pung-minor-concealed" },

  /* "It is not allowed to go mahjong by completing a chow - the last tile must complete a
   * pong or a pair": 4d only completes 2d3d4d: no win (a false mahjong scores 0) */
  { "oxenstierna", "chow-last-no-win", NULL,
    "{" SW "," B_MELDS ",'concealed':['6d','7d','8d','9c','9c','2d','3d','4d']," WIN_D ("4d") "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  { "oxenstierna", "chow-last-self-drawn-no-win", NULL,
    "{" SW "," B_MELDS ",'concealed':['6d','7d','8d','9c','9c','2d','3d','4d']," WIN_S ("4d") "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* 3d 4d 5d 5d + a 5d: the 5d may complete 3d4d5d (not allowed) or the pair 5d5d
   * (allowed): a win, 2 + 20 = 22 */
  { "oxenstierna", "pair-last-wins", NULL,
    "{" SW "," B_MELDS ",'concealed':['7c','8c','9c','3d','4d','5d','5d','5d']," WIN_D ("5d") "}",
    TRUE, 22, NA, 22, 0, NA, "mahjong", NULL },

  /* Arrangement: 111 222 333 of characters read as three pungs, not three chows.
   * Pungs: 1c hidden 8 + 2c 4 + 3c 4 + 5b open 2 + 20 + 2 (wall) = 40, no chows 1 dbl = 80.
   * Chows: 2 + 22 = 24. The better reading: 80 */
  { "oxenstierna", "arrangement-pungs-not-chows", NULL,
    "{" SW ",'melds':[" P ("5b") "],"
    "'concealed':['1c','1c','1c','2c','2c','2c','3c','3c','3c','7d','7d']," WIN_S ("7d") "}",
    TRUE, 80, NA, 40, 1, NA, "no-chows pung-major-concealed pung-minor-concealed", NULL },

  /* Three small masters: "two dragon pong/kongs, one dragon pair, plus two other sets ...
   * 3 doublings if player wins mahjong": Rd 4 + Gd 4 + 5b hidden 4 + pair Wd 2 + 20 = 34;
   * 2 dragon doublings + 3 = 5: 34 x 32 = 1088, capped at 800 */
  { "oxenstierna", "three-small-masters", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Gd") "," C ("2c", "3c", "4c") "],"
    "'concealed':['5b','5b','5b','Wd','Wd']," WIN_D ("Wd") "}",
    TRUE, 800, NA, 34, 5, NA, "little-three-dragons dragon-pung", NULL },
  /* ... not for a loser: 4 + 4 + 2 + 4 = 14 x 4 = 56 */
  { "oxenstierna", "three-small-masters-loser", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Gd") "],"
    "'concealed':['Wd','Wd','5b','5b','5b','2c','3c']," LOSER "}",
    FALSE, 56, NA, 14, 2, NA, "dragon-pung", "little-three-dragons" },

  /* Special hands, "awarded maximum (e.g. 800) points" */
  /* "Heavenly blessing: East wind makes mahjong immediately" (the hand is also all hidden) */
  { "oxenstierna", "heavenly-blessing", NULL,
    "{" SEAT ("E", "E") ",'concealed':['2c','3c','4c','6b','7b','8b','3d','4d','5d','9d','9d','9d','Nw','Nw'],"
    WIN_S ("Nw") ",'flags':['blessing_of_heaven']}",
    TRUE, 800, NA, NA, NA, 1000, "blessing-of-heaven|concealed-hand", NULL },
  /* "Earthly blessing: mahjong won with the first discarded tile" (the discard completes the
   * eye, "not a combination": the hand is also all hidden) */
  { "oxenstierna", "earthly-blessing", NULL,
    "{" SEAT ("S", "E") ",'concealed':['2c','3c','4c','6b','7b','8b','3d','4d','5d','9d','9d','9d','Nw','Nw'],"
    WIN_D ("Nw") ",'flags':['blessing_of_earth']}",
    TRUE, 800, NA, NA, NA, 1000, "blessing-of-earth|concealed-hand", NULL },
  /* "Three grand masters: 3 dragon pongs/kongs + another pair" */
  { "oxenstierna", "three-grand-masters", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Gd") "," P ("Wd") "],"
    "'concealed':['2c','3c','4c','5b','5b']," WIN_D ("5b") "}",
    TRUE, 800, NA, NA, NA, 1000, "three-great-scholars", NULL },
  /* "Four blessings: 4 pongs/kongs with each of the 4 winds + another pair" */
  { "oxenstierna", "four-blessings", NULL,
    "{" SW ",'melds':[" P ("Ew") "," P ("Sw") "," P ("Ww") "," P ("Nw") "],"
    "'concealed':['5b','5b']," WIN_D ("5b") "}",
    TRUE, 800, NA, NA, NA, 1000, "four-blessings", NULL },
  /* "Grand honours: only dragons and winds" */
  { "oxenstierna", "grand-honours", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Ew") "],"
    "'concealed':['Sw','Sw','Sw','Gd','Gd','Gd','Nw','Nw']," WIN_D ("Nw") "}",
    TRUE, 800, NA, NA, NA, 1000, "all-honours", NULL },
  /* "Thirteen miracles" */
  { "oxenstierna", "thirteen-miracles", NULL,
    "{" SW ",'concealed':['1c','9c','1b','9b','1d','9d','Ew','Sw','Ww','Nw','Rd','Gd','Wd','Wd'],"
    WIN_D ("Wd") "}",
    TRUE, 800, NA, NA, NA, 1000, "thirteen-orphans", NULL },
  /* "Heads & tails: ones and nines only" */
  { "oxenstierna", "heads-and-tails", NULL,
    "{" SW ",'melds':[" P ("1c") "," P ("9c") "],"
    "'concealed':['1b','1b','1b','9d','9d','9d','1d','1d']," WIN_D ("1d") "}",
    TRUE, 800, NA, NA, NA, 1000, "heads-and-tails", NULL },
  /* "Hidden treasure: only hidden combinations": four hidden pungs, from the wall */
  { "oxenstierna", "hidden-treasure", NULL,
    "{" SW ",'concealed':['2c','2c','2c','3b','3b','3b','4d','4d','4d','6c','6c','6c','7b','7b'],"
    WIN_S ("7b") "}",
    TRUE, 800, NA, NA, NA, 1000, "concealed-hand|hidden-treasure", NULL },
  /* ... "only hidden combinations" says nothing against chows */
  { "oxenstierna", "hidden-treasure-chows", NULL,
    "{" SW ",'concealed':['2c','3c','4c','3b','4b','5b','5d','6d','7d','8d','8d','8d','7b','7b'],"
    WIN_S ("7b") "}",
    TRUE, 800, NA, NA, NA, 1000, "concealed-hand", NULL },
  /* "Grand waiting: pongs in 1s and 9s, plus one tile from 2 through 8, all in the same suite.
   * Mahjong can now be won with any other tile in the same suite": won on a discarded 5b
   * (completing the pair 5b5b). The discard completes the eye, "not a combination": every
   * combination is hidden, so it is hidden treasure too, 800 either way */
  { "oxenstierna", "grand-waiting-discard", NULL,
    "{" SW ",'concealed':['1b','1b','1b','2b','3b','4b','5b','5b','6b','7b','8b','9b','9b','9b'],"
    WIN_D ("5b") "}",
    TRUE, 800, NA, NA, NA, 1000, "nine-gates|concealed-hand", NULL },
  /* ... won on a discarded 4b, which completes no pung and no pair: as four sets and an eye
   * the hand may not go out ("the last tile must complete a pong or a pair"), as grand
   * waiting it does */
  { "oxenstierna", "grand-waiting-discard-4b", NULL,
    "{" SW ",'concealed':['1b','1b','1b','2b','3b','4b','5b','5b','6b','7b','8b','9b','9b','9b'],"
    WIN_D ("4b") "}",
    TRUE, 800, NA, NA, NA, 1000, "nine-gates", "concealed-hand" },
  { "oxenstierna", "grand-waiting-self-drawn", NULL,
    "{" SW ",'concealed':['1b','1b','1b','2b','3b','4b','5b','5b','6b','7b','8b','9b','9b','9b'],"
    WIN_S ("5b") "}",
    TRUE, 800, NA, NA, NA, 1000, "nine-gates|concealed-hand", NULL },
  /* "Seven pairs: the easiest and least noble of all the special hands (500 points)" */
  { "oxenstierna", "seven-pairs", NULL,
    "{" SW ",'concealed':['2c','2c','5c','5c','3b','3b','8b','8b','4d','4d','9d','9d','Nw','Nw'],"
    WIN_D ("Nw") "}",
    TRUE, 500, NA, NA, NA, 625, "seven-pairs", NULL },
};

/* ---------------------------------------------------------------------------------------- */
/* classical-*: Babcock's three games. Points and doubles of the preset (BMJA-like: own flower
 * 4 points and 1 double, all four flowers 1 double, half/full suit for the winner only,
 * limit 1000). They differ only in what may go out (RULES.md 5).                             */

/* Hand with a dragon pung: Rd open 4 (1 dbl) + 20 = 24 x 2 = 48 */
#define CL_DRAGON "{" SW ",'melds':[" P ("Rd") "," C ("3b", "4b", "5b") "]," B_CONC "," WIN_D ("9c") "}"
/* No chows, mixed suits: 2c 3b 4d open 2 each + 5c hidden 4 + 20 = 30 x 2 = 60 */
#define CL_NO_CHOWS "{" SW ",'melds':[" P ("2c") "," P ("3b") "," P ("4d") "],'concealed':['5c','5c','5c','6b','6b']," WIN_D ("6b") "}"
/* One suit and honours: Nw open 4 + 8b hidden 4 + 20 = 28 x 2 = 56 */
#define CL_HALF "{" SW ",'melds':[" P ("Nw") "," C ("1b", "2b", "3b") "],'concealed':['4b','5b','6b','8b','8b','8b','9b','9b']," WIN_D ("9b") "}"
/* One suit: 2b open 2 + 9b hidden 8 + 20 = 30 x 8 = 240 */
#define CL_FULL "{" SW ",'melds':[" P ("2b") "," C ("3b", "4b", "5b") "],'concealed':['6b','7b','8b','9b','9b','9b','1b','1b']," WIN_D ("1b") "}"
/* Terminals and honours: 1c open 4 + 9b open 4 + 1d hidden 8 + Nw hidden 8 (another wind)
 * + 20 = 44; no chows 1 + only terminals and honours 1 = 2 doubles: 176 */
#define CL_MAJORS "{" SW ",'melds':[" P ("1c") "," P ("9b") "],'concealed':['1d','1d','1d','Nw','Nw','Nw','9d','9d']," WIN_D ("9d") "}"
/* Only honours: the limit, 1000 */
#define CL_HONOURS "{" SW ",'melds':[" P ("Rd") "," P ("Ew") "],'concealed':['Sw','Sw','Sw','Gd','Gd','Gd','Nw','Nw']," WIN_D ("Nw") "}"
/* Only terminals: heads and tails, the limit, 1000 */
#define CL_TERMINALS "{" SW ",'melds':[" P ("1c") "," P ("9c") "],'concealed':['1b','1b','1b','9d','9d','9d','1d','1d']," WIN_D ("1d") "}"
/* One suit but the pair of another: 2b open 2 + 9b hidden 8 + 20 = 30, no double */
#define CL_ALMOST "{" SW ",'melds':[" P ("2b") "," C ("3b", "4b", "5b") "],'concealed':['6b','7b','8b','9b','9b','9b','1c','1c']," WIN_D ("1c") "}"

static const ScoreCase classical_cases[] = {
  /* "In the Mixed-Hand (this is classical chinese) game the four Sets and a Pair may be of
   * any kind": B = 2 + 20 = 22 */
  { "classical-mixed", "any-hand", NULL, B_BASE (SW) WIN_D ("9c") "}",
    TRUE, 22, NA, 22, 0, NA, "mahjong", NULL },
  /* "In the One-Double game the four Sets and a Pair must score one double": B has none */
  { "classical-one-double", "no-double-no-win", NULL, B_BASE (SW) WIN_D ("9c") "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* "... exclusive of Flower doubles": B with the own flower (South's 2f: 4 points and a
   * double) still cannot go out */
  { "classical-one-double", "flower-double-no-win", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['2f']}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* In the mixed game it scores 22 + 4 = 26 x 2 = 52 */
  { "classical-mixed", "own-flower", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['2f']}",
    TRUE, 52, NA, 26, 1, NA, "own-bonus-tile", NULL },
  /* All four flowers: 1f 2f 3f 4f 16 points; own flower 1 + all flowers 1 double:
   * 22 + 16 = 38 x 4 = 152 */
  { "classical-mixed", "all-flowers", NULL,
    B_BASE (SW) WIN_D ("9c") ",'bonus':['1f','2f','3f','4f']}",
    TRUE, 152, NA, 38, 2, NA, "all-flowers own-bonus-tile bonus-tile", NULL },

  /* A dragon pung is a double of the sets: 48, in the mixed and the one-double game */
  { "classical-mixed", "dragon-pung", NULL, CL_DRAGON, TRUE, 48, NA, 24, 1, NA, "dragon-pung", NULL },
  { "classical-one-double", "dragon-pung-wins", NULL, CL_DRAGON, TRUE, 48, NA, 24, 1, NA, "dragon-pung", NULL },
  { "classical-cleared", "dragon-pung-mixed-no-win", NULL, CL_DRAGON, FALSE, 0, NA, NA, NA, NA, NULL, NULL },

  /* Four pungs and a pair score the no-chow double: 60 */
  { "classical-mixed", "no-chows", NULL, CL_NO_CHOWS, TRUE, 60, NA, 30, 1, NA, "no-chows", NULL },
  { "classical-one-double", "no-chows-wins", NULL, CL_NO_CHOWS, TRUE, 60, NA, 30, 1, NA, "no-chows", NULL },
  { "classical-cleared", "no-chows-mixed-no-win", NULL, CL_NO_CHOWS, FALSE, 0, NA, NA, NA, NA, NULL, NULL },

  /* "In the Cleared-Hand game the four Sets and a Pair must be all of one suit, with or
   * without Honors; or all Terminals, with or without Honors; or all Honors." */
  { "classical-mixed", "half-suit", NULL, CL_HALF, TRUE, 56, NA, 28, 1, NA, "half-suit", NULL },
  { "classical-one-double", "half-suit-wins", NULL, CL_HALF, TRUE, 56, NA, 28, 1, NA, "half-suit", NULL },
  { "classical-cleared", "one-suit-with-honours", NULL, CL_HALF, TRUE, 56, NA, 28, 1, NA, "half-suit", NULL },
  { "classical-mixed", "full-suit", NULL, CL_FULL, TRUE, 240, NA, 30, 3, NA, "full-suit", NULL },
  { "classical-one-double", "full-suit-wins", NULL, CL_FULL, TRUE, 240, NA, 30, 3, NA, "full-suit", NULL },
  { "classical-cleared", "one-suit", NULL, CL_FULL, TRUE, 240, NA, 30, 3, NA, "full-suit", NULL },
  { "classical-mixed", "terminals-and-honours", NULL, CL_MAJORS, TRUE, 176, NA, 44, 2, NA, "only-majors no-chows", NULL },
  { "classical-cleared", "terminals-with-honours", NULL, CL_MAJORS, TRUE, 176, NA, 44, 2, NA, "only-majors no-chows", NULL },
  { "classical-cleared", "terminals-without-honours", NULL, CL_TERMINALS, TRUE, 1000, NA, NA, NA, 1000, "heads-and-tails", NULL },
  { "classical-mixed", "all-honours", NULL, CL_HONOURS, TRUE, 1000, NA, NA, NA, 1000, "all-honours", NULL },
  { "classical-cleared", "all-honours", NULL, CL_HONOURS, TRUE, 1000, NA, NA, NA, 1000, "all-honours", NULL },
  /* A mixed hand cannot go out in the cleared-hand game */
  { "classical-cleared", "mixed-no-win", NULL, B_BASE (SW) WIN_D ("9c") "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* ... nor one suit with a pair of another suit; the mixed game scores it 30 */
  { "classical-cleared", "one-suit-but-pair-no-win", NULL, CL_ALMOST, FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  { "classical-one-double", "one-suit-but-pair-no-win", NULL, CL_ALMOST, FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  { "classical-mixed", "one-suit-but-pair", NULL, CL_ALMOST, TRUE, 30, NA, 30, 0, NA, NULL, "full-suit half-suit" },

  /* Classically (and unlike oxenstierna) only the winner scores the one-suit doubles:
   * the oxenstierna half-suit loser scores 4 + 2 + 4 = 10, no double */
  { "classical-mixed", "half-suit-loser", NULL,
    "{" SW ",'melds':[" P ("Nw") "," P ("2b") "],"
    "'concealed':['4b','5b','6b','8b','8b','8b','9b']," LOSER "}",
    FALSE, 10, NA, 10, 0, NA, NULL, "half-suit mahjong" },
  /* ... and the full-suit loser 2 + 4 = 6 */
  { "classical-mixed", "full-suit-loser", NULL,
    "{" SW ",'melds':[" P ("2b") "," C ("3b", "4b", "5b") "],"
    "'concealed':['6b','6b','6b','7b','9b','9b','1b']," LOSER "}",
    FALSE, 6, NA, 6, 0, NA, NULL, "full-suit mahjong" },

  /* "four Sets and a Pair": seven pairs is no hand in these games */
  { "classical-mixed", "seven-pairs-no-win", NULL,
    "{" SW ",'concealed':['2c','2c','5c','5c','3b','3b','8b','8b','4d','4d','9d','9d','Nw','Nw'],"
    WIN_D ("Nw") "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* The 111 222 333 arrangement: as pungs 8 + 4 + 4 + 2 + 20 + 2 = 40 x 2 = 80 (chows: 24) */
  { "classical-mixed", "arrangement-pungs-not-chows", NULL,
    "{" SW ",'melds':[" P ("5b") "],"
    "'concealed':['1c','1c','1c','2c','2c','2c','3c','3c','3c','7d','7d']," WIN_S ("7d") "}",
    TRUE, 80, NA, 40, 1, NA, "no-chows", NULL },
  /* Four concealed pungs, self-drawn: hidden treasure, the limit */
  { "classical-mixed", "hidden-treasure", NULL,
    "{" SW ",'concealed':['2c','2c','2c','3b','3b','3b','4d','4d','4d','6c','6c','6c','7b','7b'],"
    WIN_S ("7b") "}",
    TRUE, 1000, NA, NA, NA, 1000, "hidden-treasure", NULL },
  /* Last tile of the wall: 1 double: 2 + 20 + 2 = 24 x 2 = 48 */
  { "classical-mixed", "last-wall-tile", NULL,
    B_BASE (SW) WIN_S ("9c") ",'flags':['last_wall_tile']}",
    TRUE, 48, NA, 24, 1, NA, "last-wall-tile self-drawn", NULL },
  /* Robbing the kong: 22 x 2 = 44 */
  { "classical-mixed", "robbing-kong", NULL,
    B_BASE (SW) WIN_D ("9c") ",'flags':['robbing_kong']}",
    TRUE, 44, NA, 22, 1, NA, "robbing-kong", NULL },
  /* No double for East going out in the classical games (East's double is in the
   * settlement): 22 */
  { "classical-mixed", "east-goes-out", NULL, B_BASE (SEAT ("E", "S")) WIN_D ("9c") "}",
    TRUE, 22, NA, 22, 0, NA, NULL, "east-goes-out" },
};

/* Table facts the cases above rely on. */
static void
test_presets_facts (void)
{
  g_autoptr(MjRuleset) cantonese = load_ruleset ("cantonese", NULL);
  g_autoptr(MjRuleset) hong_kong = load_ruleset ("hong-kong", NULL);
  g_autoptr(MjRuleset) oxenstierna = load_ruleset ("oxenstierna", NULL);

  /* "normally, the flower pieces are not used in our version of the game"; 136 tiles */
  g_assert_false (mj_ruleset_get (cantonese, MJ_PARAM_BONUS_TILES));
  g_assert_cmpint (mj_ruleset_get (cantonese, MJ_PARAM_METHOD), ==, MJ_METHOD_FAAN);
  g_assert_true (mj_ruleset_get (cantonese, MJ_PARAM_CALLING_PIECES));
  g_assert_true (mj_ruleset_get (hong_kong, MJ_PARAM_BONUS_TILES));
  /* "Players start with 500 points" */
  g_assert_cmpint (mj_ruleset_get (hong_kong, MJ_PARAM_STARTING_POINTS), ==, 500);
  g_assert_cmpint (mj_ruleset_get (hong_kong, MJ_PARAM_MIN_FAAN), >=, 1);
  g_assert_cmpint (mj_ruleset_get (hong_kong, MJ_PARAM_MIN_FAAN), <=, 3);
  /* "Maximum score a player can earn in a single game is 800 points" */
  g_assert_cmpint (mj_ruleset_get (oxenstierna, MJ_PARAM_LIMIT), ==, 800);
  g_assert_false (mj_ruleset_get (oxenstierna, MJ_PARAM_CHOW_FINISH));
  g_assert_true (mj_ruleset_get (oxenstierna, MJ_PARAM_LOSERS_SCORE));
  g_assert_false (mj_ruleset_get (hong_kong, MJ_PARAM_LOSERS_SCORE));
  g_assert_false (mj_ruleset_get (cantonese, MJ_PARAM_LOSERS_SCORE));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char **args = test_init_keep_going (&argc, &argv);

  g_test_add_func ("/core/score/presets-facts", test_presets_facts);
  add_score_cases (oxenstierna_cases, G_N_ELEMENTS (oxenstierna_cases));
  add_score_cases (classical_cases, G_N_ELEMENTS (classical_cases));

  return g_test_run ();
}
