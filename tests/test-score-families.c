/* test-score-families.c: scoring and settlement of the non-BMJA presets, from the rule books
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
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "mj-hand-json.h"
#include "mj-ruleset.h"
#include "mj-score.h"
#include "mj-settle.h"

#define NA (-9999)   /* a value the case does not check */

/* ---------------------------------------------------------------------------------------- */
/* JSON pieces                                                                                */

#define SEAT(s, p)   "'seat_wind':'" s "','prevailing_wind':'" p "'"
#define SW           SEAT ("S", "W")
#define P(t)         "{'kind':'pung','tiles':['" t "','" t "','" t "']}"
#define C(a, b, c)   "{'kind':'chow','tiles':['" a "','" b "','" c "']}"
#define KA(t)        "{'kind':'kong','tiles':['" t "','" t "','" t "','" t "'],'kong_origin':'added'}"
#define KC(t)        "{'kind':'kong','tiles':['" t "','" t "','" t "','" t "'],'kong_origin':'concealed'}"
#define KCL(t)       "{'kind':'kong','tiles':['" t "','" t "','" t "','" t "'],'kong_origin':'claimed'}"
#define WIN_D(t)     "'mahjong':true,'self_drawn':false,'winning_tile':'" t "'"
#define WIN_S(t)     "'mahjong':true,'self_drawn':true,'winning_tile':'" t "'"
#define LOSER        "'mahjong':false"

/* The plain oxenstierna/classical hand B: exposed pung of 2c (2 points), exposed chow, two
 * concealed chows and a pair of 9c completed by a discard. 20 + 2 = 22 points, no double. */
#define B_MELDS      "'melds':[" P ("2c") "," C ("3b", "4b", "5b") "]"
#define B_CONC       "'concealed':['6d','7d','8d','2d','3d','4d','9c','9c']"
#define B_BASE(seat) "{" seat "," B_MELDS "," B_CONC ","
/* B with another pair (X X in place of 9c 9c), won on the second X. */
#define B_PAIR(seat, x) "{" seat "," B_MELDS ",'concealed':['6d','7d','8d','2d','3d','4d','" x "','" x "']," WIN_D (x) "}"

/* The plain Hong Kong hand HB: exposed chow 2c3c4c and pung 5b, concealed chows 6d7d8d and
 * 1c2c3c, pair 9d9d completed by a discard. No faan pattern: not all simples (1c, 9d), no
 * flush, no straight, no matching chows, not concealed. */
#define HB_MELDS     "'melds':[" C ("2c", "3c", "4c") "," P ("5b") "]"
#define HB_CONC      "'concealed':['6d','7d','8d','1c','2c','3c','9d','9d']"
/* The same tiles all concealed. */
#define HBC_CONC     "'concealed':['2c','3c','4c','5b','5b','5b','6d','7d','8d','1c','2c','3c','9d','9d']"
/* A bonus tile that is nobody's own for South (1f belongs to East): it only suppresses the
 * "no bonus tiles at all" faan. */
#define NOT_OWN      "'bonus':['1f']"

typedef struct
{
  const char *ruleset;
  const char *name;
  const char *variant;     /* "key=value" house rule applied to the preset, or NULL */
  const char *json;
  gboolean    won;
  int         total;       /* or NA */
  int         faan;        /* the capped faan (faan rulesets), or NA */
  int         points;      /* reported points (points rulesets), or NA */
  int         doubles;     /* reported doubles, or NA */
  int         limit;       /* thousandths of the limit that decided the total, or NA */
  const char *must;        /* rule keys that must be among the items; "a|b": either */
  const char *must_not;    /* rule keys that must not be */
} ScoreCase;

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
  /* "Earthly blessing: mahjong won with the first discarded tile" */
  { "oxenstierna", "earthly-blessing", NULL,
    "{" SEAT ("S", "E") ",'concealed':['2c','3c','4c','6b','7b','8b','3d','4d','5d','9d','9d','9d','Nw','Nw'],"
    WIN_D ("Nw") ",'flags':['blessing_of_earth']}",
    TRUE, 800, NA, NA, NA, 1000, "blessing-of-earth", NULL },
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
   * (completing the pair 5b5b). Not grand waiting it would be 1b 8 + 9b 8 + 20 = 36 x 8 = 288 */
  { "oxenstierna", "grand-waiting-discard", NULL,
    "{" SW ",'concealed':['1b','1b','1b','2b','3b','4b','5b','5b','6b','7b','8b','9b','9b','9b'],"
    WIN_D ("5b") "}",
    TRUE, 800, NA, NA, NA, 1000, "nine-gates", NULL },
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
   * 1c2c3c x2 + 7c8c9c x2 + 5d5d as chows: 3 + 1 (wall) = 4 faan, 16; read as seven pairs
   * (1c 2c 3c 7c 8c 9c 5d): 2 + 1 = 3 faan, 8. The better reading: 4 faan, 16 */
  { "hong-kong", "twice-two-identical-chows", NULL,
    "{" SW ",'concealed':['1c','2c','3c','1c','2c','3c','7c','8c','9c','7c','8c','9c','5d','5d'],"
    WIN_S ("5d") "," NOT_OWN "}",
    TRUE, 16, 4, NA, NA, NA, "twice-two-identical-chows self-drawn", "seven-pairs" },

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

#define CA_ONE   "{" SW ",'melds':[" C ("2c", "3c", "4c") "," P ("Rd") "]," HB_CONC "," WIN_D ("9d") "}"
#define CA_TWO   "{" SW ",'melds':[" P ("Sw") "," P ("Rd") "]," HB_CONC "," WIN_D ("9d") "}"
/* (2c3c4c and 5d5d hold no terminal or honour: no outside hand) */
#define CA_THREE "{" SW ",'melds':[" P ("Sw") "," P ("Rd") "," P ("Ww") "],'concealed':['2c','3c','4c','5d','5d']," WIN_D ("5d") "}"

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

/* ---------------------------------------------------------------------------------------- */
/* The helper                                                                                  */

static MjRuleset *
load_ruleset (const char *id,
              const char *variant)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);

  if (variant != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (variant, "=", 2);
      const MjParamSpec *spec = mj_param_spec_lookup (NULL, kv[0]);

      g_assert_nonnull (spec);
      mj_ruleset_set (ruleset, spec->id, atoi (kv[1]));
      g_assert_cmpint (mj_ruleset_get (ruleset, spec->id), ==, atoi (kv[1]));
    }

  return ruleset;
}

static char *
case_json (const char *json)
{
  char *text = g_strdup (json);

  g_strdelimit (text, "'", '"');
  return text;
}

static gboolean
parse_hand (const char *json,
            MjHand     *hand)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  mj_hand_from_json (json_parser_get_root (parser), hand, &error);
  if (error != NULL)
    g_test_message ("bad hand: %s", error->message);
  g_assert_no_error (error);
  return TRUE;
}

static gboolean
has_rule (const MjScore *score,
          const char    *key)
{
  const MjRuleSpec *spec = mj_rule_spec_lookup (key);

  if (spec == NULL)
    g_error ("no rule “%s” in mj-rule-items.def", key);
  for (guint i = 0; i < score->n_items; i++)
    if (score->items[i].rule == spec->id)
      return TRUE;
  return FALSE;
}

/* "a|b": either */
static gboolean
has_any_rule (const MjScore *score,
              const char    *alternatives)
{
  g_auto(GStrv) keys = g_strsplit (alternatives, "|", -1);

  for (guint i = 0; keys[i] != NULL; i++)
    if (has_rule (score, keys[i]))
      return TRUE;
  return FALSE;
}

static char *
describe_score (const MjScore *score)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "won %d, total %d, points %d, doubles %d, faan %d, limit %d%s, special %s\n",
                          score->won, score->total, score->points, score->doubles, score->faan,
                          score->limit, score->limit_applied ? " (applied)" : "",
                          score->special_hand >= 0 ? mj_rule_spec (score->special_hand)->key : "none");
  for (guint i = 0; i < score->n_items; i++)
    {
      const MjScoreItem *item = &score->items[i];

      g_string_append_printf (s, "  %-28s x%u  points %d  doubles %d  faan %d  limit %d%s%s\n",
                              mj_rule_spec (item->rule)->key, item->count, item->points,
                              item->doubles, item->faan, item->limit,
                              item->tile != MJ_TILE_NONE ? "  tile " : "",
                              item->tile != MJ_TILE_NONE ? mj_tile_to_string (item->tile) : "");
    }
  return g_string_free (s, FALSE);
}

static void
score_case (const ScoreCase *c,
            MjScore         *score)
{
  g_autoptr(MjRuleset) ruleset = load_ruleset (c->ruleset, c->variant);
  g_autofree char *json = case_json (c->json);
  MjHand hand;

  parse_hand (json, &hand);
  memset (score, 0, sizeof *score);
  mj_score_hand (ruleset, &hand, score);
}

static void
test_score_case (gconstpointer data)
{
  const ScoreCase *c = data;
  g_autofree char *json = case_json (c->json);
  g_autoptr(GString) errors = g_string_new (NULL);
  MjScore score;

  score_case (c, &score);

  if (score.dead_hand != MJ_DEAD_HAND_NONE)
    g_string_append_printf (errors, "the hand has a wrong number of tiles (dead hand %d); ", score.dead_hand);
  if (score.won != c->won)
    g_string_append_printf (errors, "won: expected %d, got %d; ", c->won, score.won);
  if (c->total != NA && score.total != c->total)
    g_string_append_printf (errors, "total: expected %d, got %d; ", c->total, score.total);
  if (c->faan != NA && score.faan != c->faan)
    g_string_append_printf (errors, "faan: expected %d, got %d; ", c->faan, score.faan);
  if (c->points != NA && score.points != c->points)
    g_string_append_printf (errors, "points: expected %d, got %d; ", c->points, score.points);
  if (c->doubles != NA && score.doubles != c->doubles)
    g_string_append_printf (errors, "doubles: expected %d, got %d; ", c->doubles, score.doubles);
  if (c->limit != NA && score.limit != c->limit)
    g_string_append_printf (errors, "limit: expected %d, got %d; ", c->limit, score.limit);

  if (c->must != NULL)
    {
      g_auto(GStrv) keys = g_strsplit (c->must, " ", -1);

      for (guint i = 0; keys[i] != NULL; i++)
        if (!has_any_rule (&score, keys[i]))
          g_string_append_printf (errors, "missing item %s; ", keys[i]);
    }
  if (c->must_not != NULL)
    {
      g_auto(GStrv) keys = g_strsplit (c->must_not, " ", -1);

      for (guint i = 0; keys[i] != NULL; i++)
        if (has_rule (&score, keys[i]))
          g_string_append_printf (errors, "unexpected item %s; ", keys[i]);
    }

  if (errors->len > 0)
    {
      g_autofree char *described = describe_score (&score);

      g_test_message ("%s/%s%s%s", c->ruleset, c->name,
                      c->variant != NULL ? " with " : "", c->variant != NULL ? c->variant : "");
      g_test_message ("hand: %s", json);
      g_test_message ("score: %s", described);
      g_test_fail_printf ("%s/%s: %s", c->ruleset, c->name, errors->str);
    }
}

/* ---------------------------------------------------------------------------------------- */
/* Settlement                                                                                 */

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

static void
add_score_cases (const ScoreCase *cases,
                 gsize            n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/score/%s/%s", cases[i].ruleset, cases[i].name);

      g_test_add_data_func (path, &cases[i], test_score_case);
    }
}

int
main (int    argc,
      char **argv)
{
  /* A table of independent cases: report every failing case, not only the first. */
  g_autofree char **args = g_new0 (char *, argc + 2);
  int n_args = argc + 1;

  memcpy (args, argv, sizeof (char *) * argc);
  args[argc] = (char *) "--keep-going";
  argv = args;
  argc = n_args;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/score/presets-facts", test_presets_facts);
  add_score_cases (oxenstierna_cases, G_N_ELEMENTS (oxenstierna_cases));
  add_score_cases (classical_cases, G_N_ELEMENTS (classical_cases));
  add_score_cases (hong_kong_cases, G_N_ELEMENTS (hong_kong_cases));
  add_score_cases (cantonese_cases, G_N_ELEMENTS (cantonese_cases));

  for (gsize i = 0; i < G_N_ELEMENTS (settle_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/settle/%s/%s", settle_cases[i].ruleset,
                                               settle_cases[i].name);

      g_test_add_data_func (path, &settle_cases[i], test_settle_case);
    }
  g_test_add_func ("/core/settle/cantonese/from-scored-hands", test_settle_cantonese_chain);

  return g_test_run ();
}
