/* test-score-faan.c: scoring of the faan presets, hong-kong and cantonese, from the rule books
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The faan half of test-score-families.c, whose header says how the expected values were
 * worked out; the hands' pieces and the case checker are in test-score-families-common.h.
 */

#include "test-score-families-common.h"

/* ---------------------------------------------------------------------------------------- */
/* hong-kong: the faan table of rules/hong-kong-old-style-faan.txt ("2 (1)": 2 closed, 1 open;
 * "(-)": closed only); min-faan 1, max-faan 10; faan to points: 0:1 1:2 2:4 3:8 4-6:16 7-9:32
 * 10-12:64 13+:128. A concealed hand is won from the wall here, so that "closed" is beyond
 * doubt. */

static const ScoreCase hong_kong_cases[] = {
  /* HB with a flower that is not South's: 0 faan; "agree on a minimum number of faan to
   * declare victory" (the preset: 1): no win */
  { "hong-kong", "zero-faan-no-win", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") "," NOT_OWN "}",
    FALSE, 0, NA, NA, NA, NA, NULL, NULL },
  /* With a minimum of 0 faan it goes out: 0 faan, "Faan 0 Points 1" */
  { "hong-kong", "zero-faan-min-0", "min-faan=0", "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 1, 0, NA, NA, NA, NULL, "no-bonus-tiles" },
  /* "1 No bonus tiles at all": 1 faan, 2 points */
  { "hong-kong", "no-bonus-tiles", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") "}",
    TRUE, 2, 1, NA, NA, NA, "no-bonus-tiles", NULL },
  /* "1 Per season or flower of your seat": South's 2f: 1 faan, 2 */
  { "hong-kong", "own-flower", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") ",'bonus':['2f']}",
    TRUE, 2, 1, NA, NA, NA, "own-bonus-tile", "no-bonus-tiles" },
  /* 2f and 2s: 2 faan, 4 */
  { "hong-kong", "own-flower-and-season", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") ",'bonus':['2f','2s']}",
    TRUE, 4, 2, NA, NA, NA, "own-bonus-tile", NULL },
  /* "2 All flowers" + own 2f 1 = 3 faan, 8 */
  { "hong-kong", "all-flowers", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") ",'bonus':['1f','2f','3f','4f']}",
    TRUE, 8, 3, NA, NA, NA, "all-flowers own-bonus-tile", NULL },
  /* "2 All seasons" + own 2s 1 = 3 faan, 8 */
  { "hong-kong", "all-seasons", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") ",'bonus':['1s','2s','3s','4s']}",
    TRUE, 8, 3, NA, NA, NA, "all-seasons own-bonus-tile", NULL },
  /* "max Eight Treasures" (the preset: all eight bonus tiles): 10 faan, 64 */
  { "hong-kong", "eight-treasures", NULL,
    "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") ",'bonus':['1f','2f','3f','4f','1s','2s','3s','4s']}",
    TRUE, 64, 10, NA, NA, NA, "eight-treasures", NULL },

  /* "1 (-) Normal draw from the wall": closed hand from the wall: 1 faan, 2 */
  { "hong-kong", "self-drawn-closed", NULL, "{" SW "," HBC_CONC "," WIN_S ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "self-drawn", NULL },
  /* ... nothing for an open hand: only "no bonus tiles" 1 faan, 2 */
  { "hong-kong", "self-drawn-open", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_S ("9d") "}",
    TRUE, 2, 1, NA, NA, NA, "no-bonus-tiles", "self-drawn" },
  /* "1 Last draw from the wall" (open hand): 1 faan, 2 */
  { "hong-kong", "last-wall-tile", NULL,
    "{" SW "," HB_MELDS "," HB_CONC "," WIN_S ("9d") "," NOT_OWN ",'flags':['last_wall_tile']}",
    TRUE, 2, 1, NA, NA, NA, "last-wall-tile", "self-drawn" },
  /* "1 Steal the last discard": 1 faan, 2 */
  { "hong-kong", "last-discard", NULL,
    "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") "," NOT_OWN ",'flags':['last_discard']}",
    TRUE, 2, 1, NA, NA, NA, "last-discard", NULL },
  /* "1 Steal from a small kong": 1 faan, 2 */
  { "hong-kong", "robbing-kong", NULL,
    "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") "," NOT_OWN ",'flags':['robbing_kong']}",
    TRUE, 2, 1, NA, NA, NA, "robbing-kong", NULL },
  /* "1 Any draw from the dead wall" after an added kong of 5b (open hand): 1 faan, 2 */
  { "hong-kong", "replacement-tile", NULL,
    "{" SW ",'melds':[" C ("2c", "3c", "4c") "," KA ("5b") "]," HB_CONC "," WIN_S ("9d") "," NOT_OWN
    ",'flags':['replacement_tile']}",
    TRUE, 2, 1, NA, NA, NA, "replacement-tile", "self-drawn" },
  /* "max Win with your first draw": 10 faan, 64 */
  { "hong-kong", "first-draw", NULL, "{" SW "," HBC_CONC "," WIN_S ("9d") "," NOT_OWN ",'flags':['first_draw']}",
    TRUE, 64, 10, NA, NA, NA, "first-draw", NULL },

  /* "6 (5) Full Flush, all one suit, no honours": open: 5 faan, 16 */
  { "hong-kong", "full-flush-open", NULL,
    "{" SW ",'melds':[" C ("1b", "2b", "3b") "," P ("5b") "],"
    "'concealed':['6b','7b','8b','2b','3b','4b','9b','9b']," WIN_D ("9b") "," NOT_OWN "}",
    TRUE, 16, 5, NA, NA, NA, "full-suit", "half-suit" },
  /* open, no bonus tiles: 5 + 1 = 6 faan, 16 */
  { "hong-kong", "full-flush-open-no-bonus", NULL,
    "{" SW ",'melds':[" C ("1b", "2b", "3b") "," P ("5b") "],"
    "'concealed':['6b','7b','8b','2b','3b','4b','9b','9b']," WIN_D ("9b") "}",
    TRUE, 16, 6, NA, NA, NA, "full-suit no-bonus-tiles", NULL },
  /* closed, from the wall: 6 + 1 = 7 faan, 32 */
  { "hong-kong", "full-flush-closed", NULL,
    "{" SW ",'concealed':['1b','2b','3b','5b','5b','5b','6b','7b','8b','2b','3b','4b','9b','9b'],"
    WIN_S ("9b") "," NOT_OWN "}",
    TRUE, 32, 7, NA, NA, NA, "full-suit self-drawn", NULL },
  /* closed, no bonus tiles: 6 + 1 + 1 = 8 faan, 32 */
  { "hong-kong", "full-flush-closed-no-bonus", NULL,
    "{" SW ",'concealed':['1b','2b','3b','5b','5b','5b','6b','7b','8b','2b','3b','4b','9b','9b'],"
    WIN_S ("9b") "}",
    TRUE, 32, 8, NA, NA, NA, "full-suit self-drawn no-bonus-tiles", NULL },
  /* closed with South's flower and season: 6 + 1 + 2 = 9 faan, 32 */
  { "hong-kong", "full-flush-closed-own-bonus", NULL,
    "{" SW ",'concealed':['1b','2b','3b','5b','5b','5b','6b','7b','8b','2b','3b','4b','9b','9b'],"
    WIN_S ("9b") ",'bonus':['2f','2s']}",
    TRUE, 32, 9, NA, NA, NA, "full-suit self-drawn own-bonus-tile", NULL },
  /* "3 (2) Half Flush, all one suit, some honours": open: 2 faan, 4 */
  { "hong-kong", "half-flush-open", NULL,
    "{" SW ",'melds':[" P ("Nw") "," C ("1b", "2b", "3b") "],"
    "'concealed':['4b','5b','6b','6b','7b','8b','9b','9b']," WIN_D ("9b") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "half-suit", "full-suit" },
  /* closed, from the wall: 3 + 1 = 4 faan, 16 */
  { "hong-kong", "half-flush-closed", NULL,
    "{" SW ",'concealed':['Nw','Nw','Nw','1b','2b','3b','4b','5b','6b','6b','7b','8b','9b','9b'],"
    WIN_S ("9b") "," NOT_OWN "}",
    TRUE, 16, 4, NA, NA, NA, "half-suit self-drawn", NULL },
  /* "2 (1) Pure Straight 1-9 of one suit": open: 1 faan, 2 */
  { "hong-kong", "pure-straight-open", NULL,
    "{" SW ",'melds':[" C ("1c", "2c", "3c") "," P ("5b") "],"
    "'concealed':['4c','5c','6c','7c','8c','9c','2d','2d']," WIN_D ("2d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "pure-straight", NULL },
  /* closed: 2 + 1 = 3 faan, 8 */
  { "hong-kong", "pure-straight-closed", NULL,
    "{" SW ",'concealed':['1c','2c','3c','4c','5c','6c','7c','8c','9c','5b','5b','5b','2d','2d'],"
    WIN_S ("2d") "," NOT_OWN "}",
    TRUE, 8, 3, NA, NA, NA, "pure-straight self-drawn", NULL },
  /* "2 (1) Three matching chow of different suits": open: 1 faan, 2 */
  { "hong-kong", "three-suit-chows-open", NULL,
    "{" SW ",'melds':[" C ("3c", "4c", "5c") "," P ("7c") "],"
    "'concealed':['3b','4b','5b','3d','4d','5d','9d','9d']," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "three-suit-chows", NULL },
  /* closed: 2 + 1 = 3 faan, 8 */
  { "hong-kong", "three-suit-chows-closed", NULL,
    "{" SW ",'concealed':['3c','4c','5c','7c','7c','7c','3b','4b','5b','3d','4d','5d','9d','9d'],"
    WIN_S ("9d") "," NOT_OWN "}",
    TRUE, 8, 3, NA, NA, NA, "three-suit-chows self-drawn", NULL },
  /* "1 (-) Two matching chow of one suit": closed: 1 + 1 (wall) = 2 faan, 4 */
  { "hong-kong", "two-identical-chows-closed", NULL,
    "{" SW ",'concealed':['2c','3c','4c','2c','3c','4c','6b','7b','8b','5d','5d','5d','9d','9d'],"
    WIN_S ("9d") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "two-identical-chows self-drawn", NULL },
  /* ... nothing when the hand is open (5d pung exposed): only "no bonus tiles", 1 faan, 2 */
  { "hong-kong", "two-identical-chows-open", NULL,
    "{" SW ",'melds':[" P ("5d") "],"
    "'concealed':['2c','3c','4c','2c','3c','4c','6b','7b','8b','9d','9d']," WIN_D ("9d") "}",
    TRUE, 2, 1, NA, NA, NA, "no-bonus-tiles", "two-identical-chows" },
  /* "3 (-) Two sets of two matching chow of one suit", and an arrangement choice:
   * 1c2c3c x2 + 7c8c9c x2 + 5d5d as chows: 3 + 1 (wall) + 3 ("3 (2) At least one terminal in
   * each meld": each chow holds a 1 or a 9, the pair is not a meld) = 7 faan, 32; read as
   * seven pairs (1c 2c 3c 7c 8c 9c 5d): 2 + 1 = 3 faan, 8. The better reading: 7 faan, 32 */
  { "hong-kong", "twice-two-identical-chows", NULL,
    "{" SW ",'concealed':['1c','2c','3c','1c','2c','3c','7c','8c','9c','7c','8c','9c','5d','5d'],"
    WIN_S ("5d") "," NOT_OWN "}",
    TRUE, 32, 7, NA, NA, NA, "twice-two-identical-chows self-drawn outside-hand", "seven-pairs" },

  /* "max Four kongs": 64 */
  { "hong-kong", "four-kongs", NULL,
    "{" SW ",'melds':[" KA ("2c") "," KA ("5b") "," KC ("8d") "," KA ("Nw") "],"
    "'concealed':['9d','9d']," WIN_D ("9d") "}",
    TRUE, 64, 10, NA, NA, NA, "fourfold-plenty", NULL },
  /* Three kongs: the text's value is unreadable; the preset's 4: 16 */
  { "hong-kong", "three-kongs", NULL,
    "{" SW ",'melds':[" KA ("2c") "," KA ("5b") "," KC ("8d") "," C ("3c", "4c", "5c") "],"
    "'concealed':['9d','9d']," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 16, 4, NA, NA, NA, "three-kongs", NULL },
  /* "max (2) Four pungs": open (2c and 5b exposed): 2 faan, 4 */
  { "hong-kong", "four-pungs-open", NULL,
    "{" SW ",'melds':[" P ("2c") "," P ("5b") "],"
    "'concealed':['7d','7d','7d','3c','3c','3c','9d','9d']," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "four-pungs", "three-concealed-pungs" },
  /* closed, from the wall: max, 64 */
  { "hong-kong", "four-pungs-closed", NULL,
    "{" SW ",'concealed':['2c','2c','2c','5b','5b','5b','7d','7d','7d','3c','3c','3c','9d','9d'],"
    WIN_S ("9d") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "four-pungs", NULL },
  /* "2 Three closed pungs" (the discard completes the pair): 2 faan, 4 */
  { "hong-kong", "three-concealed-pungs", NULL,
    "{" SW ",'melds':[" C ("1c", "2c", "3c") "],"
    "'concealed':['5b','5b','5b','7d','7d','7d','3c','3c','3c','9d','9d']," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "three-concealed-pungs", "four-pungs" },
  /* "2 Three pungs with the same number": 2 faan, 4 */
  { "hong-kong", "three-same-number-pungs", NULL,
    "{" SW ",'melds':[" P ("5c") "," P ("5b") "," P ("5d") "," C ("2d", "3d", "4d") "],"
    "'concealed':['9b','9b']," WIN_D ("9b") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "three-same-number-pungs", NULL },
  /* "2 Two dragon pungs + dragon pair" + "1 One dragon pung" x 2 = 4 faan, 16 */
  { "hong-kong", "little-three-dragons", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Gd") "," C ("2c", "3c", "4c") "],"
    "'concealed':['5b','6b','7b','Wd','Wd']," WIN_D ("Wd") "," NOT_OWN "}",
    TRUE, 16, 4, NA, NA, NA, "little-three-dragons dragon-pung", NULL },
  /* "max Three wind pungs + wind pair or pung": 64 */
  { "hong-kong", "three-wind-pungs-and-pair", NULL,
    "{" SW ",'melds':[" P ("Ew") "," P ("Sw") "," P ("Ww") "],"
    "'concealed':['2c','3c','4c','Nw','Nw']," WIN_D ("Nw") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "little-four-joys", NULL },
  { "hong-kong", "four-wind-pungs", NULL,
    "{" SW ",'melds':[" P ("Ew") "," P ("Sw") "," P ("Ww") "," P ("Nw") "],"
    "'concealed':['5b','5b']," WIN_D ("5b") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "four-blessings|little-four-joys", NULL },
  /* "max Three dragon pungs": 64 */
  { "hong-kong", "three-dragon-pungs", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Gd") "," P ("Wd") "],"
    "'concealed':['2c','3c','4c','5b','5b']," WIN_D ("5b") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "three-great-scholars", NULL },
  /* "max Only honours": 64 */
  { "hong-kong", "only-honours", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Ew") "],"
    "'concealed':['Sw','Sw','Sw','Gd','Gd','Gd','Nw','Nw']," WIN_D ("Nw") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "all-honours", NULL },
  /* "1 All Simples, no honours or terminals": 1 faan, 2 */
  { "hong-kong", "all-simples", NULL,
    "{" SW ",'melds':[" C ("2c", "3c", "4c") "," P ("5b") "],"
    "'concealed':['6d','7d','8d','3d','4d','5d','8c','8c']," WIN_D ("8c") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "all-simples", NULL },
  /* "max Only terminals": 64 */
  { "hong-kong", "only-terminals", NULL,
    "{" SW ",'melds':[" P ("1c") "," P ("9c") "],"
    "'concealed':['1b','1b','1b','9d','9d','9d','1d','1d']," WIN_D ("1d") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "heads-and-tails", NULL },
  /* "1 One dragon pung": 1 faan, 2 */
  { "hong-kong", "dragon-pung", NULL,
    "{" SW ",'melds':[" C ("2c", "3c", "4c") "," P ("Rd") "]," HB_CONC "," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "dragon-pung", NULL },
  /* "3 (2) At least one terminal in each meld" (terminals only, no honours): open: 2, 4 */
  { "hong-kong", "outside-hand-open", NULL,
    "{" SW ",'melds':[" C ("1c", "2c", "3c") "," P ("9b") "],"
    "'concealed':['7d','8d','9d','1b','2b','3b','9c','9c']," WIN_D ("9c") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "outside-hand", NULL },
  /* closed: 3 + 1 = 4 faan, 16 */
  { "hong-kong", "outside-hand-closed", NULL,
    "{" SW ",'concealed':['1c','2c','3c','9b','9b','9b','7d','8d','9d','1b','2b','3b','9c','9c'],"
    WIN_S ("9c") "," NOT_OWN "}",
    TRUE, 16, 4, NA, NA, NA, "outside-hand self-drawn", NULL },
  /* "2 Only terminals and honours" + "(2) Four pungs" open (+ perhaps the outside hand 2):
   * 4 or 6 faan, 16 either way */
  { "hong-kong", "only-terminals-and-honours", NULL,
    "{" SW ",'melds':[" P ("1c") "," P ("Nw") "],"
    "'concealed':['9b','9b','9b','1d','1d','1d','9c','9c']," WIN_D ("9c") "," NOT_OWN "}",
    TRUE, 16, NA, NA, NA, NA, "only-majors four-pungs", NULL },
  /* "Anything that needs a pung, you can also use kongs for": a kong of Rd is the dragon
   * pung: 1 faan, 2 */
  { "hong-kong", "dragon-kong", NULL,
    "{" SW ",'melds':[" C ("2c", "3c", "4c") "," KA ("Rd") "]," HB_CONC "," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "dragon-pung", NULL },
  /* "3 (2) At least one terminal in each meld": an honour is not a terminal ("The 1 and 9 of
   * each suit are called the terminals"; "Only terminals and honours" is its own line). Nw
   * and Rd pungs with terminal chows and pair: only the dragon pung, 1 faan, 2 (RULES.md's
   * "a terminal or honour in each set" would add 2: 3 faan, 8) */
  { "hong-kong", "outside-hand-needs-terminals", NULL,
    "{" SW ",'melds':[" P ("Nw") "," P ("Rd") "],"
    "'concealed':['1c','2c','3c','7b','8b','9b','9d','9d']," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "dragon-pung", "outside-hand" },
  /* "1 Prevalent wind": Ww in a West round: 1 faan, 2 */
  { "hong-kong", "prevailing-wind-pung", NULL,
    "{" SW ",'melds':[" C ("2c", "3c", "4c") "," P ("Ww") "]," HB_CONC "," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "prevailing-wind-pung", "own-wind-pung" },
  /* "1 Seat wind": Sw for South: 1 faan, 2 */
  { "hong-kong", "seat-wind-pung", NULL,
    "{" SW ",'melds':[" C ("2c", "3c", "4c") "," P ("Sw") "]," HB_CONC "," WIN_D ("9d") "," NOT_OWN "}",
    TRUE, 2, 1, NA, NA, NA, "own-wind-pung", "prevailing-wind-pung" },
  /* Both: East in an East round, Ew pung (3f is West's flower): 2 faan, 4 */
  { "hong-kong", "seat-and-prevailing-wind-pung", NULL,
    "{" SEAT ("E", "E") ",'melds':[" C ("2c", "3c", "4c") "," P ("Ew") "]," HB_CONC "," WIN_D ("9d") ",'bonus':['3f']}",
    TRUE, 4, 2, NA, NA, NA, "own-wind-pung prevailing-wind-pung", NULL },
  /* "2 Seven Pairs": 2 faan, 4 */
  { "hong-kong", "seven-pairs", NULL,
    "{" SW ",'concealed':['2c','2c','5c','5c','3b','3b','8b','8b','4d','4d','9d','9d','Nw','Nw'],"
    WIN_D ("Nw") "," NOT_OWN "}",
    TRUE, 4, 2, NA, NA, NA, "seven-pairs", NULL },
  /* Seven pairs from the wall, a closed hand: 2 + 1 = 3 faan, 8 */
  { "hong-kong", "seven-pairs-self-drawn", NULL,
    "{" SW ",'concealed':['2c','2c','5c','5c','3b','3b','8b','8b','4d','4d','9d','9d','Nw','Nw'],"
    WIN_S ("Nw") "," NOT_OWN "}",
    TRUE, 8, 3, NA, NA, NA, "seven-pairs self-drawn", NULL },
  /* "max Thirteen Orphans": 64 */
  { "hong-kong", "thirteen-orphans", NULL,
    "{" SW ",'concealed':['1c','9c','1b','9b','1d','9d','Ew','Sw','Ww','Nw','Rd','Gd','Wd','Wd'],"
    WIN_D ("Wd") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "thirteen-orphans", NULL },
  /* "max Nine Gates": 64 */
  { "hong-kong", "nine-gates", NULL,
    "{" SW ",'concealed':['1c','1c','1c','2c','3c','4c','5c','5c','6c','7c','8c','9c','9c','9c'],"
    WIN_S ("5c") "," NOT_OWN "}",
    TRUE, 64, 10, NA, NA, NA, "nine-gates", NULL },
  /* "a maximum faan per hand (usually 7 or 10; sometimes 13)", the preset 10: closed full
   * flush 6 + pure straight 2 + two matching chows 1 + wall 1 + no bonus tiles 1 = 11,
   * capped at 10: 64 */
  { "hong-kong", "max-faan-cap", NULL,
    "{" SW ",'concealed':['1b','2b','3b','1b','2b','3b','4b','5b','6b','7b','8b','9b','5b','5b'],"
    WIN_S ("5b") "}",
    TRUE, 64, 10, NA, NA, NA, "full-suit pure-straight two-identical-chows self-drawn no-bonus-tiles", NULL },
  /* With a maximum of 13 the same hand is 11 faan: "10-12: 64" */
  { "hong-kong", "max-13-eleven-faan", "max-faan=13",
    "{" SW ",'concealed':['1b','2b','3b','1b','2b','3b','4b','5b','6b','7b','8b','9b','5b','5b'],"
    WIN_S ("5b") "}",
    TRUE, 64, 11, NA, NA, NA, "full-suit pure-straight", NULL },
  /* ... and a max hand is 13 faan: "13+: 128" */
  { "hong-kong", "max-13-thirteen-orphans", "max-faan=13",
    "{" SW ",'concealed':['1c','9c','1b','9b','1d','9d','Ew','Sw','Ww','Nw','Rd','Gd','Wd','Wd'],"
    WIN_D ("Wd") "," NOT_OWN "}",
    TRUE, 128, 13, NA, NA, NA, "thirteen-orphans", NULL },
  /* "When someone wins a hand, the other players give them points": a loser scores nothing,
   * dragon pungs and all */
  { "hong-kong", "loser-scores-nothing", NULL,
    "{" SW ",'melds':[" P ("Rd") "," P ("Gd") "],"
    "'concealed':['Wd','Wd','5b','5b','5b','2c','3c']," LOSER "}",
    FALSE, 0, NA, NA, NA, NA, NULL, "dragon-pung little-three-dragons" },
};

/* ---------------------------------------------------------------------------------------- */
/* cantonese: rules/cantonese-old-style.txt. No flowers; the faan of the Hong Kong table.
 * "The basic score is 1 point, or 1 faan. Everybody pays the winner 2 dollars for that 1
 * point, but the person who discarded ... must pay double, or 4 dollars. If the hand scored 2
 * points, each player pays 4 dollars, the boss pays 8; if 3 points, everyone pays 8, the boss
 * 16, and so on. The pay-off is exponential - p2."                                           */
/* CA_ONE, CA_TWO and CA_THREE are in test-score-families-common.h. */

static const ScoreCase cantonese_cases[] = {
  /* One dragon pung: 1 faan, 2 points (= 2 dollars); no "no bonus tiles" faan in a game
   * without bonus tiles */
  { "cantonese", "one-faan", NULL, CA_ONE, TRUE, 2, 1, NA, NA, NA, "dragon-pung", "no-bonus-tiles" },
  /* Dragon and seat wind: 2 faan, 4 */
  { "cantonese", "two-faan", NULL, CA_TWO, TRUE, 4, 2, NA, NA, NA, "dragon-pung own-wind-pung", NULL },
  /* Dragon, seat wind and prevailing wind: 3 faan, 8 */
  { "cantonese", "three-faan", NULL, CA_THREE, TRUE, 8, 3, NA, NA, NA,
    "dragon-pung own-wind-pung prevailing-wind-pung", NULL },
  /* "The basic score is 1 point, or 1 faan. Everybody pays the winner 2 dollars for that 1
   * point": the plainest winning hand (no faan pattern) is paid 2 dollars, not 1 */
  { "cantonese", "basic-hand", NULL, "{" SW "," HB_MELDS "," HB_CONC "," WIN_D ("9d") "}",
    TRUE, 2, NA, NA, NA, NA, NULL, "no-bonus-tiles" },
  /* "and so on. The pay-off is exponential - p2": a closed hand from the wall with two dragon
   * pungs and the third dragon's pair, in two suits: little three dragons 2 + two dragon
   * pungs 2 + wall 1 = 5 faan (two concealed pungs only; no flush): 2^5 = 32 dollars (the
   * Hong Kong table would give 16) */
  { "cantonese", "five-faan-exponential", NULL,
    "{" SW ",'concealed':['Rd','Rd','Rd','Gd','Gd','Gd','2c','3c','4c','5b','6b','7b','Wd','Wd'],"
    WIN_S ("7b") "}",
    TRUE, 32, 5, NA, NA, NA, "little-three-dragons dragon-pung self-drawn", "half-suit three-concealed-pungs" },
  /* Calling 9 pieces: three sets of a clear hand shown, won on a discard. "Since the minimum
   * score for a Clear Hand is 6 points": 6 faan (the payment is five-faan-exponential's
   * question, not checked here) */
  { "cantonese", "clear-hand-open", NULL,
    "{" SW ",'melds':[" C ("1b", "2b", "3b") "," P ("5b") "," C ("6b", "7b", "8b") "],"
    "'concealed':['2b','3b','4b','9b','9b']," WIN_D ("9b") "}",
    TRUE, NA, 6, NA, NA, NA, "full-suit", NULL },
  /* Calling 12 pieces, four sets shown, then self-drawn: "a clear Hand is worth at least 6
   * points, and a self draw is worth another, for 7 points": 7 faan */
  { "cantonese", "clear-hand-twelve-self-drawn", NULL,
    "{" SW ",'melds':[" C ("1b", "2b", "3b") "," P ("5b") "," C ("6b", "7b", "8b") "," C ("2b", "3b", "4b") "],"
    "'concealed':['9b','9b']," WIN_S ("9b") "}",
    TRUE, NA, 7, NA, NA, NA, "full-suit self-drawn", NULL },
  /* "pay everyone maximum (usually considered 128)": a max hand is 128 */
  { "cantonese", "thirteen-orphans", NULL,
    "{" SW ",'concealed':['1c','9c','1b','9b','1d','9d','Ew','Sw','Ww','Nw','Rd','Gd','Wd','Wd'],"
    WIN_D ("Wd") "}",
    TRUE, 128, NA, NA, NA, NA, "thirteen-orphans", NULL },
};

int
main (int    argc,
      char **argv)
{
  g_autofree char **args = test_init_keep_going (&argc, &argv);

  add_score_cases (hong_kong_cases, G_N_ELEMENTS (hong_kong_cases));
  add_score_cases (cantonese_cases, G_N_ELEMENTS (cantonese_cases));

  return g_test_run ();
}
