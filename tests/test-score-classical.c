/* test-score-classical.c: scoring of the classical presets bmja and dmjl
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An independent suite written from /work/shared/RULES-BMJA-DMJL.md (the "spec" below; section
 * numbers refer to it). Every expected total was worked out by hand from the spec before the
 * engine was run; the arithmetic is in the comment beside each case. "P" is the sum of points,
 * "D" the sum of doubles, total = P x 2^D capped at the limit (3.4). Unless a case says
 * otherwise the player sits South in an East round (own wind Sw, prevailing wind Ew, own
 * flower 2f, own season 2s).
 *
 * Hands are written in the JSON form of the command-line tool (DESIGN.md) with single quotes,
 * which the helper turns into double quotes before parsing.
 */

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "mj-hand.h"
#include "mj-hand-json.h"
#include "mj-ruleset.h"
#include "mj-score.h"
#include "mj-settle.h"
#include "mj-tile.h"

typedef struct
{
  const char *ruleset;      /* preset id */
  const char *name;         /* the test path is /core/score/<ruleset>/<name> */
  const char *hand;         /* JSON, single quotes */
  gboolean    won;
  int         total;
  const char *must;         /* space-separated rule keys that must be among the items */
  const char *must_not;     /* ... that must not be */
  const char *waits;        /* NULL: not checked; else the space-separated waiting tiles */
  const char *calling_for;  /* a loser item "calling for" must name this hand (rule key) */
  gboolean    long_hand;    /* the hand must be reported as a long (dead) hand */
  gboolean    check_pd;     /* check the reported points, doubles and limit (3.4) */
  int         points;
  int         doubles;
  int         limit;        /* thousandths */
} ScoreCase;

/* Seats and winds */
#define SE "'seat_wind':'S','prevailing_wind':'E',"
#define EE "'seat_wind':'E','prevailing_wind':'E',"

/* Ten scattered tiles: no pair, no two tiles of a set, no knitted values. With a 3-tile set (or
 * a kong) they make a 13-tile hand that waits for nothing, so BMJA's loser rules (8) stay out. */
#define J10 "'1c','4c','7c','2b','5b','8b','3d','6d','9d','Nw'"
#define J11 J10 ",'9c'"

#define EXP(kind, t) "{'kind':'" kind "','tiles':[" t "],'exposed':true}"
#define KONG(t, origin) "{'kind':'kong','tiles':[" t "," t "," t "," t "],'kong_origin':'" origin "'}"
#define P3(t) t "," t "," t
#define P2(t) t "," t

/* Section 4: meld rules, scored on losing hands of 13 tiles that wait for nothing */
#define H_PUNG_MINOR_EXP  "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'6b'")) "]}"
#define H_PUNG_MINOR_CONC "{" SE "'concealed':[" P3 ("'6b'") "," J10 "]}"
#define H_PUNG_TERM_EXP   "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'9c'")) "]}"
#define H_PUNG_TERM_CONC  "{" SE "'concealed':[" P3 ("'9c'") "," J10 "]}"
#define H_PUNG_WIND_EXP   "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'Ww'")) "]}"
#define H_KONG_MINOR_ADD  "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'6b'", "added") "]}"
#define H_KONG_MINOR_CLM  "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'6b'", "claimed") "]}"
#define H_KONG_MINOR_CONC "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'6b'", "concealed") "]}"
#define H_KONG_TERM_ADD   "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'9c'", "added") "]}"
#define H_KONG_TERM_CLM   "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'9c'", "claimed") "]}"
#define H_KONG_TERM_CONC  "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'9c'", "concealed") "]}"
#define H_PAIR_DRAGON     "{" SE "'concealed':[" P2 ("'Rd'") "," J11 "]}"
#define H_PAIR_OWN        "{" SE "'concealed':[" P2 ("'Sw'") "," J11 "]}"
#define H_PAIR_PREV       "{" SE "'concealed':[" P2 ("'Ew'") "," J11 "]}"
#define H_PAIR_OTHER      "{" SE "'concealed':[" P2 ("'Ww'") "," J11 "]}"
#define H_PAIR_OWN_PREV   "{" EE "'concealed':[" P2 ("'Ew'") "," J11 "]}"
#define H_DRAGON_PUNG     "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'Gd'")) "]}"
#define H_OWN_WIND_PUNG   "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'Sw'")) "]}"
#define H_PREV_WIND_PUNG  "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'Ew'")) "]}"
#define H_EAST_EAST_PUNG  "{" EE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'Ew'")) "]}"
#define H_DRAGON_KONG     "{" SE "'concealed':[" J10 "],'melds':[" KONG ("'Rd'", "concealed") "]}"
#define WITH_BONUS(b) "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'6b'")) "],'bonus':[" b "]}"
#define H_BONUS_OTHER     WITH_BONUS ("'1f','3s'")
#define H_OWN_FLOWER      WITH_BONUS ("'2f'")
#define H_OWN_SEASON      WITH_BONUS ("'2s'")
#define H_OWN_BOTH        WITH_BONUS ("'2f','2s'")
#define H_OWN_FLOWER_OTHER_SEASON WITH_BONUS ("'2f','3s'")

/* Section 5: hand rules */
#define H_ALL_FLOWERS     WITH_BONUS ("'1f','2f','3f','4f'")
#define H_ALL_SEASONS     WITH_BONUS ("'1s','2s','3s','4s'")
#define H_ALL_BONUS       WITH_BONUS ("'1f','2f','3f','4f','1s','2s','3s','4s'")
#define H_3CP_CLAIMED_KONG "{" SE "'concealed':[" P3 ("'2c'") "," P3 ("'7d'") ",'1c','4b','9d','Nw']," \
                           "'melds':[" KONG ("'6b'", "claimed") "]}"
#define H_3CP_ADDED_KONG   "{" SE "'concealed':[" P3 ("'2c'") "," P3 ("'7d'") ",'1c','4b','9d','Nw']," \
                           "'melds':[" KONG ("'6b'", "added") "]}"
#define H_LITTLE_DRAGONS  "{" SE "'concealed':['Wd','Wd','1c','4c','7c','2b','5b']," \
                          "'melds':[" EXP ("pung", P3 ("'Rd'")) "," EXP ("pung", P3 ("'Gd'")) "]}"
#define H_BIG_DRAGONS     "{" SE "'concealed':['1c','4c','7c','2b']," \
                          "'melds':[" EXP ("pung", P3 ("'Rd'")) "," EXP ("pung", P3 ("'Gd'")) "," \
                          EXP ("pung", P3 ("'Wd'")) "]}"
#define H_LITTLE_JOYS     "{" SE "'concealed':['Nw','Nw','1c','5b']," \
                          "'melds':[" EXP ("pung", P3 ("'Ew'")) "," EXP ("pung", P3 ("'Sw'")) "," \
                          EXP ("pung", P3 ("'Ww'")) "]}"
#define H_BIG_JOYS        "{" SE "'concealed':['5b']," \
                          "'melds':[" EXP ("pung", P3 ("'Ew'")) "," EXP ("pung", P3 ("'Sw'")) "," \
                          EXP ("pung", P3 ("'Ww'")) "," EXP ("pung", P3 ("'Nw'")) "]}"

/* 3.4: caps */
#define H_DRAGON_KONGS_LOSER "{" SE "'concealed':['1c','4c','7c','2b']," \
                             "'melds':[" KONG ("'Rd'", "concealed") "," KONG ("'Gd'", "concealed") "," \
                             EXP ("pung", P3 ("'Wd'")) "]}"

/* BMJA knitting: seven knitted pairs of characters and circles */
#define KNIT "'1c','2c','3c','5c','6c','8c','9c','1d','2d','3d','5d','6d','8d','9d'"
#define H_KNIT_SELF   "{" SE "'concealed':[" KNIT "],'mahjong':true,'winning_tile':'9d','self_drawn':true}"
#define H_KNIT_CLM_6B "{" SE "'concealed':[" KNIT "],'bonus':['1f','2f','3f','4f','1s','2s']," \
                      "'mahjong':true,'winning_tile':'9d','self_drawn':false}"
#define H_KNIT_SELF_8B "{" SE "'concealed':[" KNIT "],'bonus':['1f','2f','3f','4f','1s','2s','3s','4s']," \
                       "'mahjong':true,'winning_tile':'9d','self_drawn':true}"

/* 3.1: classification */
#define FOUR_PUNGS "'2c','2c','2c','4d','4d','4d','6b','6b','6b','8c','8c','8c','3b','3b'"
#define H_LONG_WINNER  "{" SE "'concealed':[" FOUR_PUNGS ",'5d'],'mahjong':true,'winning_tile':'3b','self_drawn':true}"
#define H_LONG_LOSER   "{" SE "'concealed':[" FOUR_PUNGS "]}"
#define H_SHORT_WINNER "{" SE "'concealed':[" J10 "],'melds':[" EXP ("pung", P3 ("'Gd'")) "]," \
                       "'mahjong':true,'winning_tile':'6d','self_drawn':false}"
#define H_FALSE_MJ     "{" SE "'concealed':[" J10 ",'9c'],'melds':[" EXP ("pung", P3 ("'Gd'")) "]," \
                       "'mahjong':true,'winning_tile':'9c','self_drawn':false}"
#define H_TWO_CHOWS    "{" SE "'concealed':[" P3 ("'9d'") "," P3 ("'8c'") ",'5d','5d']," \
                       "'melds':[" EXP ("chow", "'2b','3b','4b'") "," EXP ("chow", "'5c','6c','7c'") "]," \
                       "'mahjong':true,'winning_tile':'5d','self_drawn':false}"
#define H_FOUR_CHOWS   "{" SE "'concealed':['4d','5d','6d','7b','8b','9b','3c','4c','5c','6d','6d']," \
                       "'melds':[" EXP ("chow", "'1c','2c','3c'") "]," \
                       "'mahjong':true,'winning_tile':'9b','self_drawn':false}"

/* 6.2: special hands */
#define GATES(s) "'1" s "','1" s "','1" s "','2" s "','3" s "','4" s "','5" s "','6" s "','7" s "','8" s \
                 "','9" s "','9" s "','9" s "'"
#define WIN_SELF(t)  "'mahjong':true,'winning_tile':'" t "','self_drawn':true"
#define WIN_CLAIM(t) "'mahjong':true,'winning_tile':'" t "','self_drawn':false"
#define H_NINE_GATES_5      "{" SE "'concealed':[" GATES ("d") ",'5d']," WIN_SELF ("5d") "}"
#define H_NINE_GATES_1      "{" SE "'concealed':[" GATES ("d") ",'1d']," WIN_SELF ("1d") "}"
#define H_NINE_GATES_9      "{" SE "'concealed':[" GATES ("d") ",'9d']," WIN_SELF ("9d") "}"
#define H_NINE_GATES_5_ON_2 "{" SE "'concealed':[" GATES ("d") ",'5d']," WIN_SELF ("2d") "}"
#define H_NINE_GATES_2      "{" SE "'concealed':[" GATES ("d") ",'2d']," WIN_SELF ("2d") "}"
#define H_NINE_GATES_3      "{" SE "'concealed':[" GATES ("d") ",'3d']," WIN_SELF ("3d") "}"
#define H_NINE_GATES_3_ON_6 "{" SE "'concealed':[" GATES ("d") ",'3d']," WIN_SELF ("6d") "}"
#define H_GATES_CLAIMED_3   "{" SE "'concealed':[" GATES ("d") ",'3d']," WIN_CLAIM ("3d") "}"
#define H_GATES_CLAIMED_5   "{" SE "'concealed':[" GATES ("d") ",'5d']," WIN_CLAIM ("5d") "}"
#define H_SNAKE_EXPOSED     "{" SE "'concealed':['1d','1d','1d','2d','3d','4d','5d','6d','7d','8d','8d']," \
                            "'melds':[" EXP ("pung", P3 ("'9d'")) "]," WIN_CLAIM ("8d") "}"
#define H_SNAKE_KONG        "{" SE "'concealed':['1d','1d','1d','2d','3d','4d','5d','5d','6d','7d','8d']," \
                            "'melds':[" KONG ("'9d'", "concealed") "]," WIN_CLAIM ("5d") "}"
#define H_HEAVEN_SELF       "{" SE "'concealed':[" GATES ("b") ",'5b']," WIN_SELF ("7b") "}"
#define H_HEAVEN_CLM_PAIR   "{" SE "'concealed':[" GATES ("b") ",'5b']," WIN_CLAIM ("5b") "}"
#define H_HEAVEN_CLM_SINGLE "{" SE "'concealed':[" GATES ("b") ",'5b']," WIN_CLAIM ("3b") "}"
#define H_HEAVEN_CLM_TERM   "{" SE "'concealed':[" GATES ("b") ",'5b']," WIN_CLAIM ("1b") "}"
#define WRIGGLE "'1c','1c','2c','3c','4c','5c','6c','7c','8c','9c','Ew','Sw','Ww','Nw'"
#define H_WRIGGLE_SELF      "{" SE "'concealed':[" WRIGGLE "]," WIN_SELF ("5c") "}"
#define H_WRIGGLE_DISCARD   "{" SE "'concealed':[" WRIGGLE "]," WIN_CLAIM ("5c") "}"
#define TRIPLE_KNIT "'1c','1b','1d','3c','3b','3d','5c','5b','5d','7c','7b','7d','9c'"
#define H_TRIPLE_KNIT_SELF  "{" SE "'concealed':[" TRIPLE_KNIT ",'9d']," WIN_SELF ("9d") "}"
#define H_TRIPLE_KNIT_CLM   "{" SE "'concealed':[" TRIPLE_KNIT ",'9d']," WIN_CLAIM ("9d") "}"
#define H_TRIPLE_KNIT_BAD   "{" SE "'concealed':[" TRIPLE_KNIT ",'9c']," WIN_SELF ("9c") "}"
#define H_KNIT_THREE_SUITS  "{" SE "'concealed':['1c','1d','2c','2d','3c','3d','5c','5d','6c','6d','8c','8b'," \
                            "'9c','9b']," WIN_SELF ("9b") "}"
#define PAIR_HONOURS "'1c','1c','9c','9c','1d','1d','9b','9b','Ww','Ww','Rd','Rd'"
#define H_PAIR_HONOURS      "{" SE "'concealed':[" PAIR_HONOURS ",'Gd','Gd']," WIN_SELF ("Gd") "}"
#define H_PAIR_HONOURS_FOUR "{" SE "'concealed':['1c','1c','1c','1c','9c','9c','1d','1d','9b','9b','Ww','Ww'," \
                            "'Rd','Rd']," WIN_SELF ("Rd") "}"
#define ORPHANS "'1c','9c','1b','9b','1d','9d','Ew','Sw','Ww','Nw','Rd','Gd','Wd'"
#define H_ORPHANS_SELF      "{" SE "'concealed':[" ORPHANS ",'Rd']," WIN_SELF ("Rd") "}"
#define H_ORPHANS_CLAIMED   "{" SE "'concealed':[" ORPHANS ",'Wd']," WIN_CLAIM ("Wd") "}"
#define H_ORPHANS_BAD       "{" SE "'concealed':['1c','9c','1b','9b','1d','9d','Ew','Sw','Ww','Nw','Rd','Rd'," \
                            "'Gd','Gd']," WIN_SELF ("Gd") "}"

/* 7: winner rules. B0: exposed pung 2c, concealed 4d4d4d 6b6b6b 7c8c9c 3b3b. */
#define B0_CONC "'4d','4d','4d','6b','6b','6b','7c','8c','9c','3b','3b'"
#define B0_MELD EXP ("pung", P3 ("'2c'"))
#define B0(win, extra) "{" SE "'concealed':[" B0_CONC "],'melds':[" B0_MELD "]," win extra "}"
#define FLAGS(f) ",'flags':[" f "]"
#define H_B0_SELF             B0 (WIN_SELF ("3b"), "")
#define H_B0_LAST_WALL        B0 (WIN_SELF ("3b"), FLAGS ("'last_wall_tile'"))
#define H_B0_LAST_DISCARD     B0 (WIN_CLAIM ("3b"), FLAGS ("'last_discard'"))
#define H_B0_SELF_LAST_DISCARD B0 (WIN_SELF ("3b"), FLAGS ("'last_discard'"))
#define H_B0_ROB              B0 (WIN_CLAIM ("8c"), FLAGS ("'robbing_kong'"))
#define H_B0_ORIGINAL_CALL    B0 (WIN_CLAIM ("3b"), FLAGS ("'original_call'"))
#define H_B0_EARTH            B0 (WIN_CLAIM ("3b"), FLAGS ("'blessing_of_earth'"))
#define H_OC_THREE_EXPOSED    "{" SE "'concealed':['4d','4d','4d','6b','6b','6b','3b','3b']," \
                              "'melds':[" B0_MELD "," EXP ("chow", "'7c','8c','9c'") "]," \
                              WIN_CLAIM ("3b") FLAGS ("'original_call'") "}"
#define H_OC_CONCEALED_KONG   "{" SE "'concealed':['6b','6b','6b','3b','3b']," \
                              "'melds':[" B0_MELD "," EXP ("chow", "'7c','8c','9c'") "," \
                              KONG ("'4d'", "concealed") "]," WIN_SELF ("3b") FLAGS ("'original_call'") "}"
#define H_NO_CHOW             "{" SE "'concealed':['4d','4d','4d','6b','6b','6b','8c','8c','8c','3b','3b']," \
                              "'melds':[" B0_MELD "]," WIN_SELF ("3b") "}"
#define CONC_B0 "'2c','2c','2c'," B0_CONC
#define H_CONCEALED_SELF      "{" SE "'concealed':[" CONC_B0 "]," WIN_SELF ("3b") "}"
#define H_CONCEALED_CLAIMED   "{" SE "'concealed':[" CONC_B0 "]," WIN_CLAIM ("3b") "}"
#define H_ONLY_MAJORS         "{" SE "'concealed':['9d','9d','9d','1b','1b','1b','Ww','Ww','Ww','9c','9c']," \
                              "'melds':[" EXP ("pung", P3 ("'1c'")) "]," WIN_CLAIM ("9c") "}"
#define H_ONLY_HONOURS        "{" SE "'concealed':['Sw','Sw','Sw','Ww','Ww','Ww','Rd','Rd','Rd','Gd','Gd']," \
                              "'melds':[" EXP ("pung", P3 ("'Ew'")) "]," WIN_CLAIM ("Gd") "}"
#define H_HONOURS_BLESSINGS   "{" SE "'concealed':['Sw','Sw','Sw','Ww','Ww','Ww','Nw','Nw','Nw','Rd','Rd']," \
                              "'melds':[" EXP ("pung", P3 ("'Ew'")) "]," WIN_CLAIM ("Rd") "}"
#define HEADS_TAILS "'9c','9c','9c','1d','1d','1d','9b','9b','9b','1b','1b'"
#define H_HEADS_TAILS         "{" SE "'concealed':[" HEADS_TAILS "],'melds':[" EXP ("pung", P3 ("'1c'")) "]," \
                              WIN_CLAIM ("1b") "}"
#define H_HEADS_TAILS_EARTH   "{" SE "'concealed':[" HEADS_TAILS "],'melds':[" EXP ("pung", P3 ("'1c'")) "]," \
                              WIN_CLAIM ("1b") FLAGS ("'blessing_of_earth'") "}"
#define H_FOURFOLD            "{" SE "'concealed':['8d','8d'],'melds':[" KONG ("'2c'", "claimed") "," \
                              KONG ("'3d'", "added") "," KONG ("'4b'", "concealed") "," \
                              KONG ("'6c'", "concealed") "]," WIN_CLAIM ("8d") "}"
#define H_FOUR_BLESSINGS      "{" SE "'concealed':['Sw','Sw','Sw','Ww','Ww','Ww','Nw','Nw','Nw','5c','5c']," \
                              "'melds':[" EXP ("pung", P3 ("'Ew'")) "]," WIN_CLAIM ("5c") "}"
#define H_JADE                "{" SE "'concealed':['2b','2b','2b','4b','4b','4b','6b','6b','6b','8b','8b','8b'," \
                              "'Gd','Gd']," WIN_CLAIM ("Gd") "}"
#define H_JADE_ALL_SIX        "{" SE "'concealed':['2b','3b','4b','6b','6b','6b','8b','8b','8b','Gd','Gd','Gd'," \
                              "'2b','2b']," WIN_CLAIM ("8b") "}"
#define H_SCHOLARS_CHOW       "{" SE "'concealed':['Wd','Wd','Wd','2c','3c','4c','5b','5b']," \
                              "'melds':[" EXP ("pung", P3 ("'Rd'")) "," EXP ("pung", P3 ("'Gd'")) "]," \
                              WIN_CLAIM ("5b") "}"
#define H_SCHOLARS            "{" SE "'concealed':['Wd','Wd','Wd','5c','5c','5c','5b','5b']," \
                              "'melds':[" EXP ("pung", P3 ("'Rd'")) "," EXP ("pung", P3 ("'Gd'")) "]," \
                              WIN_CLAIM ("5b") "}"
#define H_TWOFOLD             "{" SE "'concealed':['6b','6b','6b','7c','8c','9c','3b','3b']," \
                              "'melds':[" KONG ("'2c'", "concealed") "," KONG ("'4d'", "added") "]," \
                              WIN_SELF ("3b") FLAGS ("'twofold_fortune','replacement_tile'") "}"
#define H_HEAVEN              "{" EE "'concealed':[" CONC_B0 "],'mahjong':true" \
                              FLAGS ("'blessing_of_heaven'") "}"
#define H_HEAVEN_CLAIMED_KONG "{" EE "'concealed':[" B0_CONC "],'melds':[" KONG ("'2c'", "claimed") "]," \
                              "'mahjong':true" FLAGS ("'blessing_of_heaven'") "}"
#define PLUM(pair) "{" SE "'concealed':['4b','4b','4b','7c','8c','9c','8b','8b','8b','" pair "','" pair "']," \
                   "'melds':[" KONG ("'2c'", "concealed") "]," WIN_SELF (pair) \
                   FLAGS ("'replacement_tile'") "}"
#define H_PLUM                PLUM ("5d")
#define H_PLUM_5B             PLUM ("5b")
#define H_MOON                "{" SE "'concealed':['4d','4d','4d','6b','6b','6b','7c','8c','9c','1d','1d']," \
                              "'melds':[" B0_MELD "]," WIN_SELF ("1d") FLAGS ("'last_wall_tile'") "}"
#define H_POLE                "{" SE "'concealed':['4d','4d','4d','6b','6b','6b','7c','8c','9c','2b','2b']," \
                              "'melds':[" B0_MELD "]," WIN_CLAIM ("2b") FLAGS ("'robbing_kong'") "}"

/* Quirk 2: claimed kong 5b, concealed pungs 2c 7d 3b, pair 9d self-drawn */
#define CK_CONC "'2c','2c','2c','7d','7d','7d','3b','3b','3b','9d','9d'"
#define H_CLAIMED_KONG_SELF   "{" SE "'concealed':[" CK_CONC "],'melds':[" KONG ("'5b'", "claimed") "]," \
                              WIN_SELF ("9d") "}"
#define H_ADDED_KONG_SELF     "{" SE "'concealed':[" CK_CONC "],'melds':[" KONG ("'5b'", "added") "]," \
                              WIN_SELF ("9d") "}"
#define H_3CP_WIN_CLAIMED     "{" SE "'concealed':['2c','2c','2c','7d','7d','7d','Rd','Rd']," \
                              "'melds':[" KONG ("'5b'", "claimed") "," EXP ("chow", "'6b','7b','8b'") "]," \
                              WIN_CLAIM ("Rd") "}"
#define H_3CP_WIN_ADDED       "{" SE "'concealed':['2c','2c','2c','7d','7d','7d','Rd','Rd']," \
                              "'melds':[" KONG ("'5b'", "added") "," EXP ("chow", "'6b','7b','8b'") "]," \
                              WIN_CLAIM ("Rd") "}"

/* 7.2 DMJL */
#define H_ONLY_POSSIBLE       "{" SE "'concealed':['9d','9d','9d','1c','2c','3c','4b','4b']," \
                              "'melds':[" EXP ("pung", P3 ("'5d'")) "," EXP ("pung", P3 ("'7b'")) "]," \
                              WIN_SELF ("3c") "}"
#define H_TWO_SIDED           "{" SE "'concealed':['9d','9d','9d','2c','3c','4c','4b','4b']," \
                              "'melds':[" EXP ("pung", P3 ("'5d'")) "," EXP ("pung", P3 ("'7b'")) "]," \
                              WIN_SELF ("4c") "}"
#define H_ZERO_BONUS          "{" SE "'concealed':['4d','5d','6d','7b','8b','9b','3c','4c','5c','6d','6d']," \
                              "'melds':[" EXP ("chow", "'1c','2c','3c'") "],'bonus':['1f']," \
                              WIN_CLAIM ("9b") "}"
#define H_ZERO_DRAGON_PAIR    "{" SE "'concealed':['4d','5d','6d','7b','8b','9b','3c','4c','5c','Rd','Rd']," \
                              "'melds':[" EXP ("chow", "'1c','2c','3c'") "]," WIN_CLAIM ("9b") "}"
#define H_FALSE_COLOR         "{" SE "'concealed':['1c','2c','3c','5c','5c','5c','7c','8c','9c','4c','4c']," \
                              "'melds':[" EXP ("pung", P3 ("'Rd'")) "]," WIN_CLAIM ("4c") "}"
#define H_TRUE_COLOR          "{" SE "'concealed':['1c','2c','3c','5c','5c','5c','7c','8c','9c','4c','4c']," \
                              "'melds':[" EXP ("pung", P3 ("'6c'")) "]," WIN_CLAIM ("4c") "}"
#define H_CONCEALED_TRUE      "{" SE "'concealed':['1c','2c','3c','5c','5c','5c','7c','8c','9c','4c','4c'," \
                              "'6c','6c','6c']," WIN_SELF ("4c") "}"
#define H_CONCEALED_TRUE_CK   "{" SE "'concealed':['1c','2c','3c','5c','5c','5c','7c','8c','9c','4c','4c']," \
                              "'melds':[" KONG ("'6c'", "claimed") "]," WIN_SELF ("4c") "}"
#define H_HIDDEN              "{" SE "'concealed':[" FOUR_PUNGS "]," WIN_SELF ("3b") "}"
#define H_HIDDEN_CLAIMED      "{" SE "'concealed':[" FOUR_PUNGS "]," WIN_CLAIM ("3b") "}"

/* 7.2b BMJA */
#define BURIED "'2c','2c','2c','4c','4c','4c','6c','6c','6c','Rd','Rd','Rd','8c','8c'"
#define H_BURIED_PAIR         "{" SE "'concealed':[" BURIED "]," WIN_CLAIM ("8c") "}"
#define H_BURIED_PUNG         "{" SE "'concealed':[" BURIED "]," WIN_CLAIM ("6c") "}"
#define H_PURITY              "{" SE "'concealed':['4b','4b','4b','6b','6b','6b','9b','9b','9b','8b','8b']," \
                              "'melds':[" EXP ("pung", P3 ("'2b'")) "]," WIN_CLAIM ("8b") "}"
#define H_PURITY_CHOW         "{" SE "'concealed':['4b','4b','4b','6b','7b','8b','9b','9b','9b','1b','1b']," \
                              "'melds':[" EXP ("pung", P3 ("'2b'")) "]," WIN_CLAIM ("1b") "}"

/* 3.5 arrangement */
#define H_PUNGS_OR_CHOWS      "{" SE "'concealed':['1c','1c','1c','2c','2c','2c','3c','3c','3c','5d','5d']," \
                              "'melds':[" EXP ("pung", P3 ("'Rd'")) "]," WIN_CLAIM ("5d") "}"
#define H_FOUR_ALIKE          "{" SE "'concealed':['3b','3b','3b','3b','4b','5b','7d','7d']," \
                              "'melds':[" EXP ("pung", P3 ("'Rd'")) "," EXP ("pung", P3 ("'9c'")) "]," \
                              WIN_CLAIM ("3b") "}"

/* 8: losing hands of 13 tiles */
#define H_CALL_HEADS_TAILS    "{" SE "'concealed':['9c','9c','9c','1d','1d','1d','9b','9b','1b','1b']," \
                              "'melds':[" EXP ("pung", P3 ("'1c'")) "]}"
#define H_CALL_816            "{" SE "'concealed':['Nw','Nw','Rd','Rd'],'melds':[" KONG ("'Ew'", "concealed") "," \
                              KONG ("'Sw'", "concealed") "," KONG ("'Ww'", "concealed") "],'bonus':['2f']}"
#define H_CALL_KNITTING       "{" SE "'concealed':['1c','2c','3c','5c','6c','8c','9c','1d','2d','3d','5d','6d','8d']}"
#define H_CALL_PURITY         "{" SE "'concealed':['4b','4b','4b','6b','6b','6b','9b','9b','8b','8b']," \
                              "'melds':[" EXP ("pung", P3 ("'2b'")) "]}"
#define H_CALL_GATES          "{" SE "'concealed':[" GATES ("b") "]}"
#define H_CALL_ORPHANS        "{" SE "'concealed':[" ORPHANS "]}"
#define H_CALL_PAIR_HONOURS   "{" SE "'concealed':[" PAIR_HONOURS ",'Gd']}"

#define NO_PD FALSE, 0, 0, 0
#define PD(p, d, l) TRUE, p, d, l

static const ScoreCase cases[] = {
  /* ---- Section 4: meld rules (losing hands; BMJA hands wait for nothing, so no loser rule) ---- */
  /* exposed pung 6b 2 = 2 */
  { "bmja", "meld/pung-minor-exposed", H_PUNG_MINOR_EXP, FALSE, 2, "pung-minor-exposed", NULL, NULL, NULL, FALSE, PD (2, 0, 0) },
  { "dmjl", "meld/pung-minor-exposed", H_PUNG_MINOR_EXP, FALSE, 2, "pung-minor-exposed", NULL, NULL, NULL, FALSE, PD (2, 0, 0) },
  /* concealed pung 6b 4 = 4 */
  { "bmja", "meld/pung-minor-concealed", H_PUNG_MINOR_CONC, FALSE, 4, "pung-minor-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pung-minor-concealed", H_PUNG_MINOR_CONC, FALSE, 4, "pung-minor-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  /* exposed pung 9c 4 = 4 */
  { "bmja", "meld/pung-terminal-exposed", H_PUNG_TERM_EXP, FALSE, 4, "pung-major-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pung-terminal-exposed", H_PUNG_TERM_EXP, FALSE, 4, "pung-major-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  /* concealed pung 9c 8 = 8 */
  { "bmja", "meld/pung-terminal-concealed", H_PUNG_TERM_CONC, FALSE, 8, "pung-major-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pung-terminal-concealed", H_PUNG_TERM_CONC, FALSE, 8, "pung-major-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  /* exposed pung of West (neither own nor prevailing) 4, no double = 4 */
  { "bmja", "meld/pung-other-wind", H_PUNG_WIND_EXP, FALSE, 4, "pung-major-exposed", "own-wind-pung prevailing-wind-pung", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pung-other-wind", H_PUNG_WIND_EXP, FALSE, 4, "pung-major-exposed", "own-wind-pung prevailing-wind-pung", NULL, NULL, FALSE, NO_PD },
  /* added kong 6b: exposed kong of simples 8 = 8 */
  { "bmja", "meld/kong-minor-added", H_KONG_MINOR_ADD, FALSE, 8, "kong-minor-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/kong-minor-added", H_KONG_MINOR_ADD, FALSE, 8, "kong-minor-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  /* claimed kong 6b scores as exposed (4, 10): 8 = 8 */
  { "bmja", "meld/kong-minor-claimed", H_KONG_MINOR_CLM, FALSE, 8, "kong-minor-exposed", "kong-minor-concealed", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/kong-minor-claimed", H_KONG_MINOR_CLM, FALSE, 8, "kong-minor-exposed", "kong-minor-concealed", NULL, NULL, FALSE, NO_PD },
  /* concealed kong 6b 16 = 16 */
  { "bmja", "meld/kong-minor-concealed", H_KONG_MINOR_CONC, FALSE, 16, "kong-minor-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/kong-minor-concealed", H_KONG_MINOR_CONC, FALSE, 16, "kong-minor-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  /* added kong 9c 16 = 16 */
  { "bmja", "meld/kong-terminal-added", H_KONG_TERM_ADD, FALSE, 16, "kong-major-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/kong-terminal-added", H_KONG_TERM_ADD, FALSE, 16, "kong-major-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  /* claimed kong 9c, as exposed: 16 = 16 */
  { "bmja", "meld/kong-terminal-claimed", H_KONG_TERM_CLM, FALSE, 16, "kong-major-exposed", "kong-major-concealed", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/kong-terminal-claimed", H_KONG_TERM_CLM, FALSE, 16, "kong-major-exposed", "kong-major-concealed", NULL, NULL, FALSE, NO_PD },
  /* concealed kong 9c 32 = 32 */
  { "bmja", "meld/kong-terminal-concealed", H_KONG_TERM_CONC, FALSE, 32, "kong-major-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/kong-terminal-concealed", H_KONG_TERM_CONC, FALSE, 32, "kong-major-concealed", NULL, NULL, NULL, FALSE, NO_PD },
  /* pair Rd 2 = 2 */
  { "bmja", "meld/pair-dragons", H_PAIR_DRAGON, FALSE, 2, "pair-dragons", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pair-dragons", H_PAIR_DRAGON, FALSE, 2, "pair-dragons", NULL, NULL, NULL, FALSE, NO_PD },
  /* pair Sw (own wind of South) 2 = 2 */
  { "bmja", "meld/pair-own-wind", H_PAIR_OWN, FALSE, 2, "pair-own-wind", "pair-prevailing-wind", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pair-own-wind", H_PAIR_OWN, FALSE, 2, "pair-own-wind", "pair-prevailing-wind", NULL, NULL, FALSE, NO_PD },
  /* pair Ew (prevailing) 2 = 2 */
  { "bmja", "meld/pair-prevailing-wind", H_PAIR_PREV, FALSE, 2, "pair-prevailing-wind", "pair-own-wind", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pair-prevailing-wind", H_PAIR_PREV, FALSE, 2, "pair-prevailing-wind", "pair-own-wind", NULL, NULL, FALSE, NO_PD },
  /* pair Ww (other wind) scores nothing: 0 */
  { "bmja", "meld/pair-other-wind", H_PAIR_OTHER, FALSE, 0, NULL, "pair-own-wind pair-prevailing-wind", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pair-other-wind", H_PAIR_OTHER, FALSE, 0, NULL, "pair-own-wind pair-prevailing-wind", NULL, NULL, FALSE, NO_PD },
  /* East in the East round, pair Ew: own 2 + prevailing 2 = 4 */
  { "bmja", "meld/pair-own-and-prevailing-wind", H_PAIR_OWN_PREV, FALSE, 4, "pair-own-wind pair-prevailing-wind", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/pair-own-and-prevailing-wind", H_PAIR_OWN_PREV, FALSE, 4, "pair-own-wind pair-prevailing-wind", NULL, NULL, NULL, FALSE, NO_PD },
  /* exposed pung Gd 4; dragon pung 1 dbl: 4 x2 = 8 */
  { "bmja", "meld/dragon-pung", H_DRAGON_PUNG, FALSE, 8, "pung-major-exposed dragon-pung", NULL, NULL, NULL, FALSE, PD (4, 1, 0) },
  { "dmjl", "meld/dragon-pung", H_DRAGON_PUNG, FALSE, 8, "pung-major-exposed dragon-pung", NULL, NULL, NULL, FALSE, PD (4, 1, 0) },
  /* exposed pung Sw 4; own wind 1 dbl: 4 x2 = 8 */
  { "bmja", "meld/own-wind-pung", H_OWN_WIND_PUNG, FALSE, 8, "own-wind-pung", "prevailing-wind-pung", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/own-wind-pung", H_OWN_WIND_PUNG, FALSE, 8, "own-wind-pung", "prevailing-wind-pung", NULL, NULL, FALSE, NO_PD },
  /* exposed pung Ew 4; prevailing wind 1 dbl: 4 x2 = 8 */
  { "bmja", "meld/prevailing-wind-pung", H_PREV_WIND_PUNG, FALSE, 8, "prevailing-wind-pung", "own-wind-pung", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/prevailing-wind-pung", H_PREV_WIND_PUNG, FALSE, 8, "prevailing-wind-pung", "own-wind-pung", NULL, NULL, FALSE, NO_PD },
  /* East in the East round, exposed pung Ew 4; own 1 + prevailing 1 dbl: 4 x2^2 = 16 */
  { "bmja", "meld/wind-pung-east-in-east-round", H_EAST_EAST_PUNG, FALSE, 16, "own-wind-pung prevailing-wind-pung", NULL, NULL, NULL, FALSE, PD (4, 2, 0) },
  { "dmjl", "meld/wind-pung-east-in-east-round", H_EAST_EAST_PUNG, FALSE, 16, "own-wind-pung prevailing-wind-pung", NULL, NULL, NULL, FALSE, PD (4, 2, 0) },
  /* concealed kong Rd 32; dragon 1 dbl: 32 x2 = 64 */
  { "bmja", "meld/dragon-kong-concealed", H_DRAGON_KONG, FALSE, 64, "kong-major-concealed dragon-pung", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "meld/dragon-kong-concealed", H_DRAGON_KONG, FALSE, 64, "kong-major-concealed dragon-pung", NULL, NULL, NULL, FALSE, NO_PD },
  /* exposed pung 6b 2 + flower 1f 4 + season 3s 4 (not own for South) = 10 */
  { "bmja", "meld/flower-and-season", H_BONUS_OTHER, FALSE, 10, "bonus-tile", "own-bonus-tile", NULL, NULL, FALSE, PD (10, 0, 0) },
  { "dmjl", "meld/flower-and-season", H_BONUS_OTHER, FALSE, 10, "bonus-tile", NULL, NULL, NULL, FALSE, PD (10, 0, 0) },
  /* BMJA: pung 2 + own flower 2f 4 = 6; own flower 1 dbl: 6 x2 = 12 */
  { "bmja", "meld/own-flower", H_OWN_FLOWER, FALSE, 12, "own-bonus-tile", NULL, NULL, NULL, FALSE, PD (6, 1, 0) },
  /* DMJL: pung 2 + flower 4 = 6, no double for an own flower alone = 6 */
  { "dmjl", "meld/own-flower", H_OWN_FLOWER, FALSE, 6, NULL, "own-flower-and-season", NULL, NULL, FALSE, PD (6, 0, 0) },
  /* BMJA: pung 2 + own season 2s 4 = 6; 1 dbl: 12 */
  { "bmja", "meld/own-season", H_OWN_SEASON, FALSE, 12, "own-bonus-tile", NULL, NULL, NULL, FALSE, PD (6, 1, 0) },
  /* DMJL: 6, no double */
  { "dmjl", "meld/own-season", H_OWN_SEASON, FALSE, 6, NULL, "own-flower-and-season", NULL, NULL, FALSE, PD (6, 0, 0) },
  /* BMJA: pung 2 + 2f 4 + 2s 4 = 10; own flower 1 + own season 1 dbl: 10 x2^2 = 40 */
  { "bmja", "meld/own-flower-and-own-season", H_OWN_BOTH, FALSE, 40, "own-bonus-tile", "own-flower-and-season", NULL, NULL, FALSE, PD (10, 2, 0) },
  /* DMJL: 10; own flower and own season together 1 dbl: 10 x2 = 20 */
  { "dmjl", "meld/own-flower-and-own-season", H_OWN_BOTH, FALSE, 20, "own-flower-and-season", NULL, NULL, NULL, FALSE, PD (10, 1, 0) },
  /* BMJA: pung 2 + 2f 4 + 3s 4 = 10; own flower 1 dbl: 20 */
  { "bmja", "meld/own-flower-other-season", H_OWN_FLOWER_OTHER_SEASON, FALSE, 20, "own-bonus-tile bonus-tile", NULL, NULL, NULL, FALSE, NO_PD },
  /* DMJL: 10, own flower without own season: no double = 10 */
  { "dmjl", "meld/own-flower-other-season", H_OWN_FLOWER_OTHER_SEASON, FALSE, 10, NULL, "own-flower-and-season", NULL, NULL, FALSE, NO_PD },

  /* ---- Section 5: hand rules ---- */
  /* BMJA: pung 2 + 4 flowers 16 = 18; own flower 1 + all flowers 2 dbl: 18 x2^3 = 144 */
  { "bmja", "hand/all-flowers", H_ALL_FLOWERS, FALSE, 144, "all-flowers own-bonus-tile", NULL, NULL, NULL, FALSE, PD (18, 3, 0) },
  /* DMJL: 18; all flowers 1 dbl: 36 */
  { "dmjl", "hand/all-flowers", H_ALL_FLOWERS, FALSE, 36, "all-flowers", "own-flower-and-season", NULL, NULL, FALSE, PD (18, 1, 0) },
  /* BMJA: 18; own season 1 + all seasons 2: 144 */
  { "bmja", "hand/all-seasons", H_ALL_SEASONS, FALSE, 144, "all-seasons own-bonus-tile", NULL, NULL, NULL, FALSE, PD (18, 3, 0) },
  /* DMJL: 18 x2 = 36 */
  { "dmjl", "hand/all-seasons", H_ALL_SEASONS, FALSE, 36, "all-seasons", NULL, NULL, NULL, FALSE, PD (18, 1, 0) },
  /* BMJA: pung 2 + 8 bonus 32 = 34; own flower 1 + own season 1 + all flowers 2 + all seasons 2:
   * 34 x2^6 = 2176, capped at the limit 1000 (3.4, L = 0: P / D reported) */
  { "bmja", "combine/all-bonus-capped", H_ALL_BONUS, FALSE, 1000, "all-flowers all-seasons", NULL, NULL, NULL, FALSE, PD (34, 6, 0) },
  /* DMJL: 34; all flowers 1 + all seasons 1 + own flower and season 1: 34 x2^3 = 272 */
  { "dmjl", "hand/all-bonus", H_ALL_BONUS, FALSE, 272, "all-flowers all-seasons own-flower-and-season", NULL, NULL, NULL, FALSE, PD (34, 3, 0) },
  /* DMJL: claimed kong 6b 8 + concealed pung 2c 4 + concealed pung 7d 4 = 16;
   * three concealed pongs (the claimed kong counts, 10) 1 dbl: 32 */
  { "dmjl", "hand/three-concealed-pungs-claimed-kong", H_3CP_CLAIMED_KONG, FALSE, 32, "three-concealed-pungs kong-minor-exposed", NULL, NULL, NULL, FALSE, NO_PD },
  /* BMJA has no such rule: 8 + 4 + 4 = 16 */
  { "bmja", "hand/three-concealed-pungs-claimed-kong", H_3CP_CLAIMED_KONG, FALSE, 16, NULL, "three-concealed-pungs", NULL, NULL, FALSE, NO_PD },
  /* DMJL: an added kong does not count: 8 + 4 + 4 = 16 */
  { "dmjl", "hand/three-concealed-pungs-added-kong", H_3CP_ADDED_KONG, FALSE, 16, NULL, "three-concealed-pungs", NULL, NULL, FALSE, NO_PD },
  /* DMJL: Rd 4 + Gd 4 + pair Wd 2 = 10; 2 dragon pungs + little three dragons 1: 10 x2^3 = 80 */
  { "dmjl", "hand/little-three-dragons", H_LITTLE_DRAGONS, FALSE, 80, "little-three-dragons", "big-three-dragons", NULL, NULL, FALSE, NO_PD },
  /* BMJA: 10 x2^2 = 40 */
  { "bmja", "hand/little-three-dragons", H_LITTLE_DRAGONS, FALSE, 40, NULL, "little-three-dragons", NULL, NULL, FALSE, NO_PD },
  /* DMJL: 3 exposed dragon pungs 12; 3 dragon dbl + big three dragons 2: 12 x2^5 = 384 */
  { "dmjl", "hand/big-three-dragons", H_BIG_DRAGONS, FALSE, 384, "big-three-dragons", "little-three-dragons", NULL, NULL, FALSE, NO_PD },
  /* BMJA: 12 x2^3 = 96 */
  { "bmja", "hand/big-three-dragons", H_BIG_DRAGONS, FALSE, 96, NULL, "big-three-dragons", NULL, NULL, FALSE, NO_PD },
  /* DMJL: Ew 4 + Sw 4 + Ww 4 (pair Nw 0) = 12; prevailing 1 + own 1 + little four joys 1: 12 x2^3 = 96 */
  { "dmjl", "hand/little-four-joys", H_LITTLE_JOYS, FALSE, 96, "little-four-joys", "big-four-joys", NULL, NULL, FALSE, NO_PD },
  /* BMJA: 12 x2^2 = 48 */
  { "bmja", "hand/little-four-joys", H_LITTLE_JOYS, FALSE, 48, NULL, "little-four-joys", NULL, NULL, FALSE, NO_PD },
  /* DMJL: 4 exposed wind pungs 16; prevailing 1 + own 1 + big four joys 2: 16 x2^4 = 256 */
  { "dmjl", "hand/big-four-joys", H_BIG_JOYS, FALSE, 256, "big-four-joys", "little-four-joys", "5b", NULL, FALSE, NO_PD },
  /* BMJA: 16 x2^2 = 64, but it waits on 5b for Four Blessings: calling for a limit 0.4 = 400 (8) */
  { "bmja", "loser/calling-for-four-blessings", H_BIG_JOYS, FALSE, 400, "calling-for-limit", NULL, "5b", "four-blessings", FALSE, PD (0, 0, 400) },

  /* ---- 3.4: combining ---- */
  /* DMJL: concealed kong Rd 32 + concealed kong Gd 32 + exposed pung Wd 4 = 68;
   * 3 dragon dbl + big three dragons 2: 68 x2^5 = 2176, capped at 500 */
  { "dmjl", "combine/capped", H_DRAGON_KONGS_LOSER, FALSE, 500, "big-three-dragons", NULL, NULL, NULL, FALSE, PD (68, 5, 0) },
  /* BMJA: 68 x2^3 = 544, under the limit 1000 */
  { "bmja", "combine/under-limit", H_DRAGON_KONGS_LOSER, FALSE, 544, NULL, NULL, NULL, NULL, FALSE, PD (68, 3, 0) },
  /* BMJA knitting 0.5 limit; self-drawn 2; concealed 1 + no chow 1 dbl: raw 2 x2^2 = 8 < 500 -> 500 */
  { "bmja", "special/knitting", H_KNIT_SELF, TRUE, 500, "knitting", NULL, NULL, NULL, FALSE, PD (0, 0, 500) },
  /* knitting claimed: bonus 6 x 4 = 24; own flower 1 + own season 1 + all flowers 2 + no chow 1:
   * raw 24 x2^5 = 768 > 500: total 768, reported P / D (3.4) */
  { "bmja", "combine/half-limit-below-raw", H_KNIT_CLM_6B, TRUE, 768, "knitting", NULL, NULL, NULL, FALSE, PD (24, 5, 0) },
  /* knitting self-drawn with all 8 bonus: 2 + 32 = 34; own flower 1 + own season 1 + all flowers 2
   * + all seasons 2 + concealed 1 + no chow 1 = 8: 34 x2^8 = 8704 > 500, capped 1000 */
  { "bmja", "combine/half-limit-raw-capped", H_KNIT_SELF_8B, TRUE, 1000, "knitting", NULL, NULL, NULL, FALSE, PD (34, 8, 0) },

  /* ---- 3.1: classification ---- */
  /* declared winner with 15 tiles: long hand, 0 */
  { "bmja", "classify/long-hand-winner", H_LONG_WINNER, FALSE, 0, NULL, "mahjong", NULL, NULL, TRUE, PD (0, 0, 0) },
  { "dmjl", "classify/long-hand-winner", H_LONG_WINNER, FALSE, 0, NULL, "mahjong", NULL, NULL, TRUE, PD (0, 0, 0) },
  /* 14 tiles, not declared: long hand, 0 (else 4 concealed pungs 16) */
  { "bmja", "classify/long-hand-loser", H_LONG_LOSER, FALSE, 0, NULL, "pung-minor-concealed", NULL, NULL, TRUE, PD (0, 0, 0) },
  { "dmjl", "classify/long-hand-loser", H_LONG_LOSER, FALSE, 0, NULL, "pung-minor-concealed three-concealed-pungs", NULL, NULL, TRUE, PD (0, 0, 0) },
  /* quirk 13: declared winner with 13 tiles is a loser: Gd 4, dragon 1 dbl = 8 */
  { "bmja", "classify/declared-winner-13-tiles", H_SHORT_WINNER, FALSE, 8, "dragon-pung", "mahjong", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "classify/declared-winner-13-tiles", H_SHORT_WINNER, FALSE, 8, "dragon-pung", "mahjong", NULL, NULL, FALSE, NO_PD },
  /* quirk 1: 14 tiles declared, no valid Mah Jongg: 0 (not the loser's 8) */
  { "bmja", "classify/false-mahjong", H_FALSE_MJ, FALSE, 0, NULL, NULL, NULL, NULL, FALSE, PD (0, 0, 0) },
  { "dmjl", "classify/false-mahjong", H_FALSE_MJ, FALSE, 0, NULL, NULL, NULL, NULL, FALSE, PD (0, 0, 0) },
  /* 6.1: BMJA allows 1 chow: two chows are no win, 0 */
  { "bmja", "classify/two-chows", H_TWO_CHOWS, FALSE, 0, NULL, NULL, NULL, NULL, FALSE, PD (0, 0, 0) },
  /* DMJL: 20 + concealed 9d 8 + concealed 8c 4 + last tile completes pair 5d 2
   * + only possible tile (short hand waits only 5d) 2 = 36 */
  { "dmjl", "classify/two-chows", H_TWO_CHOWS, TRUE, 36, "mahjong last-tile-pair-minor only-possible-tile", NULL, NULL, NULL, FALSE, PD (36, 0, 0) },
  /* BMJA: four chows, no win */
  { "bmja", "classify/four-chows", H_FOUR_CHOWS, FALSE, 0, NULL, NULL, NULL, NULL, FALSE, NO_PD },

  /* ---- 6.2: special hands ---- */
  /* DMJL nine gates, extra 5 self-drawn 5d: 1 limit 500, only it listed */
  { "dmjl", "special/nine-gates", H_NINE_GATES_5, TRUE, 500, "nine-gates", "concealed-full-suit squirming-snake", NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* extra 1 is rejected (quirk 4); 111 123 456 789 99 self-drawn: concealed true color 500 */
  { "dmjl", "special/nine-gates-extra-1-rejected", H_NINE_GATES_1, TRUE, 500, "concealed-full-suit", "nine-gates", NULL, NULL, FALSE, NO_PD },
  /* extra 9 is rejected too: 11 123 456 789 999: concealed true color 500 */
  { "dmjl", "special/nine-gates-extra-9-rejected", H_NINE_GATES_9, TRUE, 500, "concealed-full-suit", "nine-gates", NULL, NULL, FALSE, NO_PD },
  /* extra 3 self-drawn 3d: nine gates (not squirming snake, whose extra is 2, 5 or 8): 500. The
   * standard reading 11 123 345 678 999 is concealed true color, also 500 (quirk 4), and 3.5 lets
   * ties between variants be broken any way, so which of the two is listed is not checked. */
  { "dmjl", "special/nine-gates-extra-3", H_NINE_GATES_3, TRUE, 500, NULL, "squirming-snake", NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* extra 3 but won on 6d: not nine gates; 11 123 345 678 999 concealed: concealed true color 500 */
  { "dmjl", "special/nine-gates-winning-tile-not-extra", H_NINE_GATES_3_ON_6, TRUE, 500, "concealed-full-suit", "nine-gates", NULL, NULL, FALSE, NO_PD },
  /* extra 5 won on 2d: not nine gates, but squirming snake (a 1-limit Mah Jongg rule, listed before
   * the winner rule concealed true color, 3.4): 500 */
  { "dmjl", "special/squirming-snake-self-drawn", H_NINE_GATES_5_ON_2, TRUE, 500, "squirming-snake", "nine-gates concealed-full-suit", NULL, NULL, FALSE, NO_PD },
  /* extra 2 self-drawn: both nine gates and squirming snake, listed as nine gates (6.3) */
  { "dmjl", "special/nine-gates-and-squirming-snake", H_NINE_GATES_2, TRUE, 500, "nine-gates", "squirming-snake", NULL, NULL, FALSE, NO_PD },
  /* quirk 4: extra 3 on a discard: 11 123 345 678 999, 3d completes a chow (exposed);
   * 20 + concealed 9d 8 = 28 (short hand 1112345678999 waits 1..9: not the only tile);
   * true color 3 dbl: 28 x2^3 = 224 */
  { "dmjl", "special/nine-gates-claimed-extra-3", H_GATES_CLAIMED_3, TRUE, 224, "full-suit", "nine-gates squirming-snake only-possible-tile", NULL, NULL, FALSE, PD (28, 3, 0) },
  /* squirming snake, extra 5 on a discard: 1 limit 500 */
  { "dmjl", "special/squirming-snake", H_GATES_CLAIMED_5, TRUE, 500, "squirming-snake", "nine-gates", NULL, NULL, FALSE, NO_PD },
  /* squirming snake with an exposed pung 9d, extra 8 claimed: 500 */
  { "dmjl", "special/squirming-snake-exposed", H_SNAKE_EXPOSED, TRUE, 500, "squirming-snake", NULL, NULL, NULL, FALSE, NO_PD },
  /* a kong spoils it: concealed kong 9d 32 + concealed pung 1d 8 + 20 + last tile pair 5d 2 = 62
   * (short hand waits 2d 5d 8d...: not the only tile); true color 3: 62 x8 = 496 */
  { "dmjl", "special/squirming-snake-kong", H_SNAKE_KONG, TRUE, 496, "full-suit", "squirming-snake", NULL, NULL, FALSE, PD (62, 3, 0) },
  /* BMJA gates of heaven self-drawn on any tile (7b): 1000 */
  { "bmja", "special/gates-of-heaven", H_HEAVEN_SELF, TRUE, 1000, "gates-of-heaven", "purity", NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* claimed tile completing the pair 55: 1000 */
  { "bmja", "special/gates-of-heaven-claimed-pair", H_HEAVEN_CLM_PAIR, TRUE, 1000, "gates-of-heaven", NULL, NULL, NULL, FALSE, NO_PD },
  /* claimed tile completing a single (3b): 1000 */
  { "bmja", "special/gates-of-heaven-claimed-single", H_HEAVEN_CLM_SINGLE, TRUE, 1000, "gates-of-heaven", NULL, NULL, NULL, FALSE, NO_PD },
  /* claimed 1b completes the pung 111: rejected; the standard reading 111 234 55 678 999 has
   * two chows: no Mah Jongg in BMJA, 0 */
  { "bmja", "special/gates-of-heaven-claimed-terminal", H_HEAVEN_CLM_TERM, FALSE, 0, NULL, "gates-of-heaven", NULL, NULL, FALSE, NO_PD },
  /* wriggling snake self-drawn: 1000 */
  { "bmja", "special/wriggling-snake", H_WRIGGLE_SELF, TRUE, 1000, "wriggling-snake", NULL, NULL, NULL, FALSE, NO_PD },
  /* quirk 5: on a discard it is no win: 0 */
  { "bmja", "special/wriggling-snake-discard", H_WRIGGLE_DISCARD, FALSE, 0, NULL, "wriggling-snake", NULL, NULL, FALSE, NO_PD },
  /* triple knitting self-drawn: 0.5 limit; raw 2 x2^2 (concealed, no chow) = 8: 500 */
  { "bmja", "special/triple-knitting", H_TRIPLE_KNIT_SELF, TRUE, 500, "triple-knitting", NULL, NULL, NULL, FALSE, PD (0, 0, 500) },
  /* on a discard (one declared set, the knitted pair): raw 0 x2 = 0: 500 */
  { "bmja", "special/triple-knitting-claimed", H_TRIPLE_KNIT_CLM, TRUE, 500, "triple-knitting", NULL, NULL, NULL, FALSE, NO_PD },
  /* a pair 9c9c of one suit is not a knitted pair: no win, 0 */
  { "bmja", "special/triple-knitting-suit-pair", H_TRIPLE_KNIT_BAD, FALSE, 0, NULL, "triple-knitting", NULL, NULL, FALSE, NO_PD },
  /* knitting with three suits: no win, 0 */
  { "bmja", "special/knitting-three-suits", H_KNIT_THREE_SUITS, FALSE, 0, NULL, "knitting", NULL, NULL, FALSE, NO_PD },
  /* all pair honours self-drawn: 0.5 limit; raw (2 + pair Rd 2 + pair Gd 2) x2^3 (concealed,
   * no chow, only majors) = 48: 500 */
  { "bmja", "special/all-pair-honours", H_PAIR_HONOURS, TRUE, 500, "all-pair-honours", NULL, NULL, NULL, FALSE, PD (0, 0, 500) },
  /* four 1c are not two pairs: no win, 0 */
  { "bmja", "special/all-pair-honours-four-alike", H_PAIR_HONOURS_FOUR, FALSE, 0, NULL, "all-pair-honours", NULL, NULL, FALSE, NO_PD },
  /* thirteen orphans self-drawn: 1 limit */
  { "bmja", "special/thirteen-orphans", H_ORPHANS_SELF, TRUE, 1000, "thirteen-orphans", "only-majors", NULL, NULL, FALSE, PD (0, 0, 1000) },
  { "dmjl", "special/thirteen-orphans", H_ORPHANS_SELF, TRUE, 500, "thirteen-orphans", "only-majors", NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* on a claimed tile too */
  { "bmja", "special/thirteen-orphans-claimed", H_ORPHANS_CLAIMED, TRUE, 1000, "thirteen-orphans", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "special/thirteen-orphans-claimed", H_ORPHANS_CLAIMED, TRUE, 500, "thirteen-orphans", NULL, NULL, NULL, FALSE, NO_PD },
  /* Wd missing, two pairs: no win, 0 */
  { "bmja", "special/thirteen-orphans-missing-one", H_ORPHANS_BAD, FALSE, 0, NULL, NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "special/thirteen-orphans-missing-one", H_ORPHANS_BAD, FALSE, 0, NULL, NULL, NULL, NULL, FALSE, NO_PD },

  /* ---- 7.1: winner rules. B0 = exposed pung 2c, concealed 4d4d4d 6b6b6b 7c8c9c 3b3b ---- */
  /* BMJA: 20 + self-drawn 2 + 2c 2 + 4d 4 + 6b 4 = 32 */
  { "bmja", "win/self-drawn", H_B0_SELF, TRUE, 32, "mahjong self-drawn", "no-chows concealed-hand", NULL, NULL, FALSE, PD (32, 0, 0) },
  /* DMJL: 32 + last tile pair 3b 2 + only possible tile (short hand waits only 3b) 2 = 36 */
  { "dmjl", "win/self-drawn", H_B0_SELF, TRUE, 36, "mahjong self-drawn last-tile-pair-minor only-possible-tile", NULL, NULL, NULL, FALSE, PD (36, 0, 0) },
  /* BMJA: 32; last tile of the wall 1 dbl: 64 */
  { "bmja", "win/last-wall-tile", H_B0_LAST_WALL, TRUE, 64, "self-drawn last-wall-tile", NULL, NULL, NULL, FALSE, PD (32, 1, 0) },
  /* DMJL: 36 x2 = 72 */
  { "dmjl", "win/last-wall-tile", H_B0_LAST_WALL, TRUE, 72, "self-drawn last-wall-tile", NULL, NULL, NULL, FALSE, PD (36, 1, 0) },
  /* BMJA claimed 3b: 20 + 2 + 4 + 4 = 30; last discard 1 dbl: 60 */
  { "bmja", "win/last-discard", H_B0_LAST_DISCARD, TRUE, 60, "last-discard", "self-drawn", NULL, NULL, FALSE, PD (30, 1, 0) },
  /* DMJL claimed 3b: 30 + pair 2 + only possible 2 = 34 x2 = 68 */
  { "dmjl", "win/last-discard", H_B0_LAST_DISCARD, TRUE, 68, "last-discard only-possible-tile", "self-drawn", NULL, NULL, FALSE, PD (34, 1, 0) },
  /* quirk 10: self-drawn with source "last tile discarded": 2 points and the double:
   * BMJA 32 x2 = 64 */
  { "bmja", "win/self-drawn-last-discard", H_B0_SELF_LAST_DISCARD, TRUE, 64, "self-drawn last-discard", NULL, NULL, NULL, FALSE, PD (32, 1, 0) },
  /* DMJL 36 x2 = 72 */
  { "dmjl", "win/self-drawn-last-discard", H_B0_SELF_LAST_DISCARD, TRUE, 72, "self-drawn last-discard", NULL, NULL, NULL, FALSE, PD (36, 1, 0) },
  /* robbing a kong of 8c completing 789c: BMJA 20 + 2 + 4 + 4 = 30; 1 dbl: 60 */
  { "bmja", "win/robbing-kong", H_B0_ROB, TRUE, 60, "robbing-kong", "self-drawn", NULL, NULL, FALSE, PD (30, 1, 0) },
  /* DMJL: 30 + only possible (short hand 7c_9c waits only 8c) 2 = 32 x2 = 64 */
  { "dmjl", "win/robbing-kong", H_B0_ROB, TRUE, 64, "robbing-kong only-possible-tile", "last-tile-pair-minor", NULL, NULL, FALSE, PD (32, 1, 0) },
  /* original call, claimed 3b, exposed sets 2c and the pair = 2 < 3: BMJA 30 x2 = 60 */
  { "bmja", "win/original-call", H_B0_ORIGINAL_CALL, TRUE, 60, "original-call", NULL, NULL, NULL, FALSE, NO_PD },
  /* DMJL 34 x2 = 68 */
  { "dmjl", "win/original-call", H_B0_ORIGINAL_CALL, TRUE, 68, "original-call", NULL, NULL, NULL, FALSE, NO_PD },
  /* exposed 2c, exposed chow, claimed pair = 3 exposed sets: no original call;
   * BMJA 20 + 2 + 4 + 4 = 30 */
  { "bmja", "win/original-call-three-exposed", H_OC_THREE_EXPOSED, TRUE, 30, NULL, "original-call", NULL, NULL, FALSE, NO_PD },
  /* DMJL 30 + pair 2 + only possible 2 = 34 */
  { "dmjl", "win/original-call-three-exposed", H_OC_THREE_EXPOSED, TRUE, 34, NULL, "original-call", NULL, NULL, FALSE, NO_PD },
  /* concealed kong 4d not counted: exposed 2c + chow = 2; BMJA 20 + 2 + 2 + 16 + 4 = 44 x2 = 88 */
  { "bmja", "win/original-call-concealed-kong", H_OC_CONCEALED_KONG, TRUE, 88, "original-call", NULL, NULL, NULL, FALSE, NO_PD },
  /* DMJL 44 + pair 2 + only possible 2 = 48 x2 = 96 */
  { "dmjl", "win/original-call-concealed-kong", H_OC_CONCEALED_KONG, TRUE, 96, "original-call", "three-concealed-pungs", NULL, NULL, FALSE, NO_PD },
  /* no chow: BMJA 20 + 2 + 2c 2 + 4d 4 + 6b 4 + 8c 4 = 36 x2 = 72 */
  { "bmja", "win/no-chows", H_NO_CHOW, TRUE, 72, "no-chows", NULL, NULL, NULL, FALSE, PD (36, 1, 0) },
  /* DMJL 36 + pair 2 + only possible 2 = 40; no chow 1 + three concealed pongs 1: 160 */
  { "dmjl", "win/no-chows", H_NO_CHOW, TRUE, 160, "no-chows three-concealed-pungs", NULL, NULL, NULL, FALSE, PD (40, 2, 0) },
  /* only concealed sets: BMJA 20 + 2 + 2c 4 + 4d 4 + 6b 4 = 34 x2 = 68 */
  { "bmja", "win/concealed-hand", H_CONCEALED_SELF, TRUE, 68, "concealed-hand", NULL, NULL, NULL, FALSE, PD (34, 1, 0) },
  /* DMJL 34 + pair 2 + only possible 2 = 38; concealed 1 + three concealed pongs 1: 152 */
  { "dmjl", "win/concealed-hand", H_CONCEALED_SELF, TRUE, 152, "concealed-hand three-concealed-pungs", NULL, NULL, NULL, FALSE, PD (38, 2, 0) },
  /* the claimed pair spoils it: BMJA 20 + 12 = 32 */
  { "bmja", "win/concealed-hand-claimed-pair", H_CONCEALED_CLAIMED, TRUE, 32, NULL, "concealed-hand", NULL, NULL, FALSE, PD (32, 0, 0) },
  /* DMJL 32 + 2 + 2 = 36; three concealed pongs: 72 */
  { "dmjl", "win/concealed-hand-claimed-pair", H_CONCEALED_CLAIMED, TRUE, 72, "three-concealed-pungs", "concealed-hand", NULL, NULL, FALSE, PD (36, 1, 0) },
  /* only terminals and honours: BMJA 20 + 1c 4 + 9d 8 + 1b 8 + Ww 8 = 48; no chow 1 + only majors 1: 192 */
  { "bmja", "win/only-majors", H_ONLY_MAJORS, TRUE, 192, "only-majors no-chows", "heads-and-tails", NULL, NULL, FALSE, PD (48, 2, 0) },
  /* DMJL 48 + pair 9c 4 + only possible 2 = 54; no chow + only majors + three concealed pongs: 432 */
  { "dmjl", "win/only-majors", H_ONLY_MAJORS, TRUE, 432, "only-majors last-tile-pair-major only-possible-tile", NULL, NULL, NULL, FALSE, PD (54, 3, 0) },
  /* only honours: 1 limit */
  { "bmja", "win/only-honours", H_ONLY_HONOURS, TRUE, 1000, "all-honours", "dragon-pung mahjong", NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* quirk 6: DMJL only honours is 1 limit (not 2 doubles) */
  { "dmjl", "win/only-honours", H_ONLY_HONOURS, TRUE, 500, "all-honours", "little-three-dragons", NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* 3.3: only honours and four blessings: only the first limit rule (only honours) is listed */
  { "bmja", "win/limit-order-honours-blessings", H_HONOURS_BLESSINGS, TRUE, 1000, "all-honours", "four-blessings", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/limit-order-honours-blessings", H_HONOURS_BLESSINGS, TRUE, 500, "all-honours", "four-blessings big-four-joys", NULL, NULL, FALSE, NO_PD },
  /* heads and tails */
  { "bmja", "win/heads-and-tails", H_HEADS_TAILS, TRUE, 1000, "heads-and-tails", "only-majors", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/heads-and-tails", H_HEADS_TAILS, TRUE, 500, "heads-and-tails", "only-majors", NULL, NULL, FALSE, NO_PD },
  /* 3.3: blessing of earth comes before heads and tails: only it is listed */
  { "bmja", "win/limit-order-earth-heads-tails", H_HEADS_TAILS_EARTH, TRUE, 1000, "blessing-of-earth", "heads-and-tails", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/limit-order-earth-heads-tails", H_HEADS_TAILS_EARTH, TRUE, 500, "blessing-of-earth", "heads-and-tails", NULL, NULL, FALSE, NO_PD },
  /* fourfold plenty: four kongs (claimed, added, concealed, concealed) and a pair */
  { "bmja", "win/fourfold-plenty", H_FOURFOLD, TRUE, 1000, "fourfold-plenty", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/fourfold-plenty", H_FOURFOLD, TRUE, 500, "fourfold-plenty", NULL, NULL, NULL, FALSE, NO_PD },
  /* four blessings with a pair of 5c */
  { "bmja", "win/four-blessings", H_FOUR_BLESSINGS, TRUE, 1000, "four-blessings", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/four-blessings", H_FOUR_BLESSINGS, TRUE, 500, "four-blessings", "big-four-joys", NULL, NULL, FALSE, NO_PD },
  /* imperial jade, kinds 2b 4b 6b 8b Gd (a proper subset); BMJA: before buried treasure */
  { "bmja", "win/imperial-jade", H_JADE, TRUE, 1000, "imperial-jade", "buried-treasure", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/imperial-jade", H_JADE, TRUE, 500, "imperial-jade", NULL, NULL, NULL, FALSE, NO_PD },
  /* quirk 3: all six green kinds is not imperial jade. 234b 666b 888b(claimed) GdGdGd 22b:
   * BMJA 20 + 6b 4 + 8b 2 + Gd 8 = 34; dragon 1: 68 */
  { "bmja", "win/imperial-jade-all-six-kinds", H_JADE_ALL_SIX, TRUE, 68, NULL, "imperial-jade", NULL, NULL, FALSE, PD (34, 1, 0) },
  /* DMJL 34 (waits 2b 5b 8b: not the only tile); dragon 1 + false color 1: 136 */
  { "dmjl", "win/imperial-jade-all-six-kinds", H_JADE_ALL_SIX, TRUE, 136, "half-suit", "imperial-jade", NULL, NULL, FALSE, PD (34, 2, 0) },
  /* three great scholars with a chow: BMJA needs no chow: 20 + Rd 4 + Gd 4 + Wd 8 = 36 x2^3 = 288 */
  { "bmja", "win/three-great-scholars-with-chow", H_SCHOLARS_CHOW, TRUE, 288, NULL, "three-great-scholars", NULL, NULL, FALSE, PD (36, 3, 0) },
  /* DMJL does not: 500 */
  { "dmjl", "win/three-great-scholars-with-chow", H_SCHOLARS_CHOW, TRUE, 500, "three-great-scholars", NULL, NULL, NULL, FALSE, NO_PD },
  { "bmja", "win/three-great-scholars", H_SCHOLARS, TRUE, 1000, "three-great-scholars", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/three-great-scholars", H_SCHOLARS, TRUE, 500, "three-great-scholars", NULL, NULL, NULL, FALSE, NO_PD },
  /* twofold fortune */
  { "bmja", "win/twofold-fortune", H_TWOFOLD, TRUE, 1000, "twofold-fortune", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/twofold-fortune", H_TWOFOLD, TRUE, 500, "twofold-fortune", NULL, NULL, NULL, FALSE, NO_PD },
  /* blessing of heaven: East, East's 14 dealt tiles, nothing exposed */
  { "bmja", "win/blessing-of-heaven", H_HEAVEN, TRUE, 1000, "blessing-of-heaven", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/blessing-of-heaven", H_HEAVEN, TRUE, 500, "blessing-of-heaven", NULL, NULL, NULL, FALSE, NO_PD },
  /* a claimed kong counts as exposed for blessing of heaven; no winning tile, so no 2 from the
   * wall. BMJA 20 + kong 2c 8 + 4d 4 + 6b 4 = 36; concealed (claimed kong keeps it) 1: 72 */
  { "bmja", "win/blessing-of-heaven-claimed-kong", H_HEAVEN_CLAIMED_KONG, TRUE, 72, "concealed-hand", "blessing-of-heaven self-drawn", NULL, NULL, FALSE, PD (36, 1, 0) },
  /* DMJL 36 (no last tile rules without a winning tile); concealed 1 + three concealed pongs 1: 144 */
  { "dmjl", "win/blessing-of-heaven-claimed-kong", H_HEAVEN_CLAIMED_KONG, TRUE, 144, "concealed-hand three-concealed-pungs", "blessing-of-heaven self-drawn only-possible-tile", NULL, NULL, FALSE, PD (36, 2, 0) },
  /* blessing of earth: South wins on East's first discard */
  { "bmja", "win/blessing-of-earth", H_B0_EARTH, TRUE, 1000, "blessing-of-earth", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/blessing-of-earth", H_B0_EARTH, TRUE, 500, "blessing-of-earth", NULL, NULL, NULL, FALSE, NO_PD },
  /* plum blossom: self-drawn 5d from the dead wall */
  { "bmja", "win/plum-blossom", H_PLUM, TRUE, 1000, "plum-blossom", NULL, NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/plum-blossom", H_PLUM, TRUE, 500, "plum-blossom", NULL, NULL, NULL, FALSE, NO_PD },
  /* 5b from the dead wall: BMJA 20 + 2 + concealed kong 2c 16 + 4b 4 + 8b 4 = 46; concealed 1: 92 */
  { "bmja", "win/replacement-tile", H_PLUM_5B, TRUE, 92, "concealed-hand", "plum-blossom replacement-tile", NULL, NULL, FALSE, PD (46, 1, 0) },
  /* DMJL 46 + pair 2 = 48 (waits 3b 5b 6b); dead wall 1 + concealed 1 + three concealed pongs 1: 384 */
  { "dmjl", "win/replacement-tile", H_PLUM_5B, TRUE, 384, "replacement-tile concealed-hand three-concealed-pungs", "plum-blossom only-possible-tile", NULL, NULL, FALSE, PD (48, 3, 0) },
  /* plucking the moon: self-drawn 1d, last tile of the wall */
  { "bmja", "win/moon-from-sea", H_MOON, TRUE, 1000, "moon-from-sea", "last-wall-tile", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/moon-from-sea", H_MOON, TRUE, 500, "moon-from-sea", "last-wall-tile", NULL, NULL, FALSE, NO_PD },
  /* scratching a carrying pole: robbing a kong of 2b */
  { "bmja", "win/carrying-pole", H_POLE, TRUE, 1000, "carrying-pole", "robbing-kong", NULL, NULL, FALSE, NO_PD },
  { "dmjl", "win/carrying-pole", H_POLE, TRUE, 500, "carrying-pole", "robbing-kong", NULL, NULL, FALSE, NO_PD },

  /* ---- quirk 2: claimed kong ---- */
  /* BMJA: 20 + 2 + claimed kong 5b 8 + 2c 4 + 7d 4 + 3b 4 = 42; no chow 1 + concealed (the claimed
   * kong keeps it) 1: 168 */
  { "bmja", "win/claimed-kong-keeps-concealed", H_CLAIMED_KONG_SELF, TRUE, 168, "concealed-hand no-chows kong-minor-exposed", NULL, NULL, NULL, FALSE, PD (42, 2, 0) },
  /* added kong spoils it: 42 x2 = 84 */
  { "bmja", "win/added-kong-spoils-concealed", H_ADDED_KONG_SELF, TRUE, 84, "no-chows", "concealed-hand", NULL, NULL, FALSE, PD (42, 1, 0) },
  /* DMJL: claimed kong keeps hidden treasure: 500 */
  { "dmjl", "win/claimed-kong-hidden-treasure", H_CLAIMED_KONG_SELF, TRUE, 500, "hidden-treasure", NULL, NULL, NULL, FALSE, PD (0, 0, 1000) },
  /* added kong: 42 + pair 9d 4 = 46 (waits 8d 9d); three concealed pongs 1 + no chow 1: 184 */
  { "dmjl", "win/added-kong-no-hidden-treasure", H_ADDED_KONG_SELF, TRUE, 184, "three-concealed-pungs no-chows last-tile-pair-major", "hidden-treasure concealed-hand only-possible-tile", NULL, NULL, FALSE, PD (46, 2, 0) },
  /* DMJL winner: claimed kong 5b 8 + 2c 4 + 7d 4 + pair Rd 2 + 20 + pair Rd last 4 + only possible
   * (waits only Rd) 2 = 44; three concealed pongs (claimed kong counts) 1: 88 */
  { "dmjl", "hand/three-concealed-pungs-winner", H_3CP_WIN_CLAIMED, TRUE, 88, "three-concealed-pungs last-tile-pair-major only-possible-tile", NULL, NULL, NULL, FALSE, PD (44, 1, 0) },
  /* with an added kong: 44, no double */
  { "dmjl", "hand/three-concealed-pungs-winner-added", H_3CP_WIN_ADDED, TRUE, 44, NULL, "three-concealed-pungs", NULL, NULL, FALSE, PD (44, 0, 0) },

  /* ---- 7.2 and 9: DMJL only ---- */
  /* 20 + 2 + 5d 2 + 7b 2 + 9d 8 + only possible (1c2c waits only 3c) 2 = 36 */
  { "dmjl", "win/only-possible-tile", H_ONLY_POSSIBLE, TRUE, 36, "only-possible-tile", NULL, NULL, NULL, FALSE, PD (36, 0, 0) },
  /* 2c3c waits 1c and 4c: 34 */
  { "dmjl", "win/two-sided-wait", H_TWO_SIDED, TRUE, 34, NULL, "only-possible-tile", NULL, NULL, FALSE, PD (34, 0, 0) },
  /* zero point hand: 20 + flower 1f 4 = 24 (7b8b waits 6b 9b); zero point 1 dbl: 48 */
  { "dmjl", "win/zero-point-hand", H_ZERO_BONUS, TRUE, 48, "zero-point-hand", "only-possible-tile", NULL, NULL, FALSE, PD (24, 1, 0) },
  /* pair of dragons spoils it: 20 + 2 = 22 */
  { "dmjl", "win/zero-point-hand-dragon-pair", H_ZERO_DRAGON_PAIR, TRUE, 22, NULL, "zero-point-hand", NULL, NULL, FALSE, PD (22, 0, 0) },
  /* false color: 20 + Rd 4 + 5c 4 + pair 4c 2 = 30 (waits 3c 4c 6c); dragon 1 + false color 1: 120 */
  { "dmjl", "win/false-color", H_FALSE_COLOR, TRUE, 120, "half-suit", "full-suit", NULL, NULL, FALSE, PD (30, 2, 0) },
  /* true color: 20 + 6c 2 + 5c 4 + pair 2 = 28; true color 3: 224 */
  { "dmjl", "win/true-color", H_TRUE_COLOR, TRUE, 224, "full-suit", "half-suit", NULL, NULL, FALSE, PD (28, 3, 0) },
  /* concealed true color: 500 */
  { "dmjl", "win/concealed-true-color", H_CONCEALED_TRUE, TRUE, 500, "concealed-full-suit", NULL, NULL, NULL, FALSE, NO_PD },
  /* quirk 2: with a claimed kong: 500 */
  { "dmjl", "win/concealed-true-color-claimed-kong", H_CONCEALED_TRUE_CK, TRUE, 500, "concealed-full-suit", NULL, NULL, NULL, FALSE, NO_PD },
  /* hidden treasure: 500 */
  { "dmjl", "win/hidden-treasure", H_HIDDEN, TRUE, 500, "hidden-treasure", NULL, NULL, NULL, FALSE, NO_PD },
  /* claimed pair: 20 + 4 x 4 + pair 2 + only possible 2 = 40; no chow + three concealed pongs: 160 */
  { "dmjl", "win/hidden-treasure-claimed", H_HIDDEN_CLAIMED, TRUE, 160, "no-chows three-concealed-pungs", "hidden-treasure concealed-hand", NULL, NULL, FALSE, PD (40, 2, 0) },

  /* ---- 7.2b: BMJA only ---- */
  /* buried treasure, claimed tile completes the pair: 1000 */
  { "bmja", "win/buried-treasure", H_BURIED_PAIR, TRUE, 1000, "buried-treasure", NULL, NULL, NULL, FALSE, NO_PD },
  /* claimed tile completes a pung: 20 + 2c 4 + 4c 4 + 6c 2 + Rd 8 = 38; dragon 1 + no chow 1: 152 */
  { "bmja", "win/buried-treasure-claimed-pung", H_BURIED_PUNG, TRUE, 152, "no-chows", "buried-treasure purity", NULL, NULL, FALSE, PD (38, 2, 0) },
  /* purity: 20 + 2b 2 + 4b 4 + 6b 4 + 9b 8 = 38; no chow 1 + purity 3: 38 x2^4 = 608 */
  { "bmja", "win/purity", H_PURITY, TRUE, 608, "purity no-chows", NULL, NULL, NULL, FALSE, PD (38, 4, 0) },
  /* a chow spoils it: 20 + 2 + 4 + 8 = 34 */
  { "bmja", "win/purity-with-chow", H_PURITY_CHOW, TRUE, 34, NULL, "purity no-chows", NULL, NULL, FALSE, PD (34, 0, 0) },

  /* ---- 3.5: choosing the arrangement ---- */
  /* BMJA: 111 222 333 as chows has 3 chows (invalid); as pungs: 20 + Rd 4 + 1c 8 + 2c 4 + 3c 4 = 40;
   * dragon 1 + no chow 1: 160 */
  { "bmja", "arrange/pungs-or-chows", H_PUNGS_OR_CHOWS, TRUE, 160, "no-chows", NULL, NULL, NULL, FALSE, PD (40, 2, 0) },
  /* DMJL pungs: 40 + pair 5d 2 + only possible 2 = 44; dragon + three concealed pongs + no chow:
   * 44 x2^3 = 352 (as chows: (20 + 4 + 2 + 2) x2 = 56) */
  { "dmjl", "arrange/pungs-or-chows", H_PUNGS_OR_CHOWS, TRUE, 352, "no-chows three-concealed-pungs", NULL, NULL, NULL, FALSE, PD (44, 3, 0) },
  /* four 3b are a pung and a chow, never a kong; the claimed 3b best completes the chow so the pung
   * stays concealed: 20 + Rd 4 + 9c 4 + 3b 4 = 32; dragon 1: 64 (completing the pung: 60) */
  { "bmja", "arrange/four-alike-claimed", H_FOUR_ALIKE, TRUE, 64, "pung-minor-concealed", "pung-minor-exposed kong-minor-concealed", NULL, NULL, FALSE, PD (32, 1, 0) },
  { "dmjl", "arrange/four-alike-claimed", H_FOUR_ALIKE, TRUE, 64, "pung-minor-concealed", "pung-minor-exposed only-possible-tile", NULL, NULL, FALSE, PD (32, 1, 0) },

  /* ---- 8: BMJA loser rules, and the waits of 13-tile hands ---- */
  /* 1c 4 + 9c 8 + 1d 8 = 20, waits 9b 1b for heads and tails: 0.4 -> 400 */
  { "bmja", "loser/calling-for-heads-and-tails", H_CALL_HEADS_TAILS, FALSE, 400, "calling-for-limit", NULL, "9b 1b", "heads-and-tails", FALSE, PD (0, 0, 400) },
  /* DMJL has no loser rules: 20 */
  { "dmjl", "loser/calling-for-heads-and-tails", H_CALL_HEADS_TAILS, FALSE, 20, NULL, "calling-for-limit", "9b 1b", NULL, FALSE, PD (20, 0, 0) },
  /* 3 concealed honour kongs 96 + pair Rd 2 + own flower 4 = 102; Ew prevailing 1 + Sw own 1 +
   * own flower 1 = 3; waits Nw, Rd for only honours (first in 7.3): max (400, 102 x8 = 816) = 816 */
  { "bmja", "loser/calling-for-limit-below-raw", H_CALL_816, FALSE, 816, "calling-for-limit", NULL, "Nw Rd", "all-honours", FALSE, PD (102, 3, 0) },
  /* DMJL: 102; Ew 1 + Sw 1 + three concealed pongs 1 + little four joys 1: 102 x2^4 = 1632 -> 500 */
  { "dmjl", "loser/honour-kongs-capped", H_CALL_816, FALSE, 500, "three-concealed-pungs little-four-joys", NULL, "Nw Rd", NULL, FALSE, PD (102, 4, 0) },
  /* waits 9d for knitting: 0.2 -> 200 */
  { "bmja", "loser/calling-for-knitting", H_CALL_KNITTING, FALSE, 200, NULL, "calling-for-limit", "9d", "knitting", FALSE, PD (0, 0, 200) },
  /* 2b 2 + 4b 4 + 6b 4 = 10, waits 8b 9b for purity: 3 dbl: 80 */
  { "bmja", "loser/calling-for-purity", H_CALL_PURITY, FALSE, 80, "calling-for-purity", NULL, "8b 9b", NULL, FALSE, PD (10, 3, 0) },
  /* DMJL: 10 */
  { "dmjl", "loser/calling-for-purity", H_CALL_PURITY, FALSE, 10, NULL, "calling-for-purity", "8b 9b", NULL, FALSE, PD (10, 0, 0) },
  /* 1112345678999b waits 2b..8b (an extra 1 or 9 needs 3 chows): only gates of heaven, 0.4 -> 400
   * and no calling for purity (quirk 11) */
  { "bmja", "loser/calling-for-gates-of-heaven", H_CALL_GATES, FALSE, 400, "calling-for-limit", "calling-for-purity", "2b 3b 4b 5b 6b 7b 8b", "gates-of-heaven", FALSE, PD (0, 0, 400) },
  /* DMJL: waits 1b..9b; 1b 8 + 9b 8 = 16 */
  { "dmjl", "loser/nine-gates-waits", H_CALL_GATES, FALSE, 16, NULL, NULL, "1b 2b 3b 4b 5b 6b 7b 8b 9b", NULL, FALSE, PD (16, 0, 0) },
  /* thirteen unique majors wait for any of them: 0.4 -> 400 */
  { "bmja", "loser/calling-for-thirteen-orphans", H_CALL_ORPHANS, FALSE, 400, "calling-for-limit", NULL, "1c 9c 1b 9b 1d 9d Ew Sw Ww Nw Rd Gd Wd", "thirteen-orphans", FALSE, NO_PD },
  { "dmjl", "loser/thirteen-orphans-waits", H_CALL_ORPHANS, FALSE, 0, NULL, NULL, "1c 9c 1b 9b 1d 9d Ew Sw Ww Nw Rd Gd Wd", NULL, FALSE, NO_PD },
  /* six pairs of majors and Gd: waits Gd for all pair honours: 0.2 -> 200 (raw: pair Rd 2) */
  { "bmja", "loser/calling-for-all-pair-honours", H_CALL_PAIR_HONOURS, FALSE, 200, NULL, "calling-for-limit", "Gd", "all-pair-honours", FALSE, PD (0, 0, 200) },
  /* DMJL has no seven-pairs hand: waits nothing; pair Rd 2 */
  { "dmjl", "loser/pairs-wait-nothing", H_CALL_PAIR_HONOURS, FALSE, 2, NULL, NULL, "", NULL, FALSE, NO_PD },
};

/* Helpers */

static guint16
rule_id (const char *key)
{
  const MjRuleSpec *spec = mj_rule_spec_lookup (key);

  if (spec == NULL)
    g_error ("unknown rule key \"%s\" in a test case", key);
  return (guint16) spec->id;
}

static gboolean
has_rule (const MjScore *score,
          guint16        rule)
{
  for (guint i = 0; i < score->n_items; i++)
    if (score->items[i].rule == rule)
      return TRUE;
  return FALSE;
}

static char *
describe_score (const MjScore *score)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "won=%d total=%d points=%d doubles=%d limit=%d dead=%d special=%s\n",
                          score->won, score->total, score->points, score->doubles, score->limit,
                          score->dead_hand,
                          score->special_hand >= 0 ? mj_rule_spec (score->special_hand)->key : "-");
  for (guint i = 0; i < score->n_items; i++)
    {
      const MjScoreItem *item = &score->items[i];

      g_string_append_printf (s, "  %-28s x%u pts %d dbl %d limit %d%s%s%s%s\n",
                              mj_rule_spec (item->rule)->key, item->count, item->points,
                              item->doubles, item->limit,
                              item->tile != MJ_TILE_NONE ? " tile " : "",
                              item->tile != MJ_TILE_NONE ? mj_tile_to_string (item->tile) : "",
                              item->detail < MJ_N_RULES ? " for " : "",
                              item->detail < MJ_N_RULES ? mj_rule_spec (item->detail)->key : "");
    }
  if (score->has_waits)
    {
      g_string_append (s, "  waits:");
      for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (score->waits & (G_GUINT64_CONSTANT (1) << t))
          g_string_append_printf (s, " %s", mj_tile_to_string ((MjTile) t));
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static void
parse_hand (const char *text,
            MjHand     *hand)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *json = g_strdup (text);

  g_strdelimit (json, "'", '"');
  if (!json_parser_load_from_data (parser, json, -1, &error))
    g_error ("bad JSON in a test case: %s\n%s", error->message, json);
  if (!mj_hand_from_json (json_parser_get_root (parser), hand, &error))
    g_error ("bad hand in a test case: %s\n%s", error->message, json);
}

static void
test_score_case (gconstpointer data)
{
  const ScoreCase *c = data;
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *described = NULL;
  MjHand hand;
  MjScore score;
  gboolean ok = TRUE;

  ruleset = mj_ruleset_new_preset (c->ruleset, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ruleset);

  parse_hand (c->hand, &hand);
  memset (&score, 0, sizeof score);
  mj_score_hand (ruleset, &hand, &score);
  described = describe_score (&score);

  if (score.won != c->won)
    {
      g_test_message ("won: expected %d, got %d", c->won, score.won);
      ok = FALSE;
    }
  if (score.total != c->total)
    {
      g_test_message ("total: expected %d, got %d", c->total, score.total);
      ok = FALSE;
    }
  if (c->check_pd &&
      (score.points != c->points || score.doubles != c->doubles || score.limit != c->limit))
    {
      g_test_message ("reported points/doubles/limit: expected %d/%d/%d, got %d/%d/%d",
                      c->points, c->doubles, c->limit, score.points, score.doubles, score.limit);
      ok = FALSE;
    }
  if ((score.dead_hand == MJ_DEAD_HAND_LONG) != c->long_hand)
    {
      g_test_message ("long hand: expected %d, got dead_hand %d", c->long_hand, score.dead_hand);
      ok = FALSE;
    }
  if (c->must != NULL)
    {
      g_auto(GStrv) keys = g_strsplit (c->must, " ", -1);

      for (guint i = 0; keys[i] != NULL; i++)
        if (!has_rule (&score, rule_id (keys[i])))
          {
            g_test_message ("item %s: expected, missing", keys[i]);
            ok = FALSE;
          }
    }
  if (c->must_not != NULL)
    {
      g_auto(GStrv) keys = g_strsplit (c->must_not, " ", -1);

      for (guint i = 0; keys[i] != NULL; i++)
        if (has_rule (&score, rule_id (keys[i])))
          {
            g_test_message ("item %s: not expected, present", keys[i]);
            ok = FALSE;
          }
    }
  if (c->calling_for != NULL)
    {
      guint16 wanted = rule_id (c->calling_for);
      gboolean found = FALSE;

      for (guint i = 0; i < score.n_items; i++)
        if (mj_rule_spec (score.items[i].rule)->scope == MJ_SCOPE_LOSE &&
            score.items[i].detail == wanted)
          found = TRUE;
      if (!found)
        {
          g_test_message ("no \"calling for\" item names %s", c->calling_for);
          ok = FALSE;
        }
    }
  if (c->waits != NULL)
    {
      g_auto(GStrv) tiles = g_strsplit (c->waits, " ", -1);
      guint64 expected = 0;

      for (guint i = 0; tiles[i] != NULL; i++)
        {
          MjTile t;

          if (*tiles[i] == '\0')
            continue;
          g_assert_true (mj_tile_from_string (tiles[i], &t));
          expected |= G_GUINT64_CONSTANT (1) << t;
        }
      if (!score.has_waits || score.waits != expected)
        {
          g_test_message ("waits: expected \"%s\", got has_waits %d mask %" G_GINT64_MODIFIER "x",
                          c->waits, score.has_waits, score.waits);
          ok = FALSE;
        }
    }

  if (!ok)
    {
      g_test_message ("hand: %s", c->hand);
      g_test_message ("score: %s", described);
      g_test_fail_printf ("%s/%s: expected won=%d total=%d, got won=%d total=%d",
                          c->ruleset, c->name, c->won, c->total, score.won, score.total);
    }
}

/* 11.1: South wins with 100; East 20, West 10, North 0 */
static void
test_settle_example (void)
{
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GError) error = NULL;
  /* seats: 0 East, 1 South, 2 West, 3 North */
  const int totals[4] = { 20, 100, 10, 0 };
  /* East pays South 2 x 100 = 200; West and North pay South 100 each;
   * West pays East 2 x (20 - 10) = 20, North pays East 2 x 20 = 40; North pays West 10 */
  const int pays[4][4] = {
    { 0, 200, 0, 0 },
    { 0, 0, 0, 0 },
    { 20, 100, 0, 0 },
    { 40, 100, 10, 0 },
  };
  /* East -200 + 20 + 40 = -140; South +400; West -100 - 20 + 10 = -110; North -150 */
  const int net[4] = { -140, 400, -110, -150 };
  const gboolean self_drawn[2] = { TRUE, FALSE };
  const int discarder[2] = { -1, 3 };

  ruleset = mj_ruleset_new_preset ("bmja", &error);
  g_assert_no_error (error);

  /* won from the wall, and on North's discard: the same in BMJA */
  for (guint k = 0; k < 2; k++)
    {
      MjSettlement s;

      memset (&s, 0, sizeof s);
      mj_settle (ruleset, totals, 0, 1, discarder[k], self_drawn[k], -1, &s);
      for (guint i = 0; i < 4; i++)
        {
          for (guint j = 0; j < 4; j++)
            {
              if (s.pays[i][j] != pays[i][j])
                g_test_fail_printf ("self_drawn=%d: seat %u pays seat %u %d, expected %d",
                                    self_drawn[k], i, j, s.pays[i][j], pays[i][j]);
            }
          if (s.net[i] != net[i])
            g_test_fail_printf ("self_drawn=%d: seat %u nets %d, expected %d",
                                self_drawn[k], i, s.net[i], net[i]);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  /* The cases are independent: report every failing one, not only the first. */
  g_autofree char **args = g_new0 (char *, argc + 2);

  for (int i = 0; i < argc; i++)
    args[i] = argv[i];
  args[argc++] = (char *) "--keep-going";
  argv = args;

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/score/%s/%s", cases[i].ruleset, cases[i].name);

      g_test_add_data_func (path, &cases[i], test_score_case);
    }
  g_test_add_func ("/core/score/bmja/settle/example", test_settle_example);

  return g_test_run ();
}
