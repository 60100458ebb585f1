/* test-score-families-common.h: what the rule-book tests of the non-BMJA presets share: the
 * hands' JSON pieces, the score cases and the helper that checks one
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by test-score-families.c, test-score-faan.c and test-settle-families.c (one
 * executable each); test-score-families.c says where the expected values come from.
 */

#pragma once

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "mj-hand-json.h"
#include "mj-ruleset.h"
#include "mj-score.h"
#include "mj-settle.h"

#define NA (-9999)   /* a value the case does not check */
#define UNUSED G_GNUC_UNUSED

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


/* The cantonese hands of 1, 2 and 3 faan (see test-score-faan.c): scored there, scored and
 * settled in test-settle-families.c. */
#define CA_ONE   "{" SW ",'melds':[" C ("2c", "3c", "4c") "," P ("Rd") "]," HB_CONC "," WIN_D ("9d") "}"
#define CA_TWO   "{" SW ",'melds':[" P ("Sw") "," P ("Rd") "]," HB_CONC "," WIN_D ("9d") "}"
/* (2c3c4c and 5d5d hold no terminal or honour: no outside hand) */
#define CA_THREE "{" SW ",'melds':[" P ("Sw") "," P ("Rd") "," P ("Ww") "],'concealed':['2c','3c','4c','5d','5d']," WIN_D ("5d") "}"

/* ---------------------------------------------------------------------------------------- */
/* The helper                                                                                  */

static UNUSED MjRuleset *
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

static UNUSED char *
case_json (const char *json)
{
  char *text = g_strdup (json);

  g_strdelimit (text, "'", '"');
  return text;
}

static UNUSED gboolean
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

static UNUSED gboolean
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
static UNUSED gboolean
has_any_rule (const MjScore *score,
              const char    *alternatives)
{
  g_auto(GStrv) keys = g_strsplit (alternatives, "|", -1);

  for (guint i = 0; keys[i] != NULL; i++)
    if (has_rule (score, keys[i]))
      return TRUE;
  return FALSE;
}

static UNUSED char *
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

static UNUSED void
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

static UNUSED void
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

static UNUSED void
add_score_cases (const ScoreCase *cases,
                 gsize            n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/score/%s/%s", cases[i].ruleset, cases[i].name);

      g_test_add_data_func (path, &cases[i], test_score_case);
    }
}

/* g_test_init() with --keep-going: a table of independent cases reports every failing case,
 * not only the first. Returns the new argument vector, for the caller to free after the run. */
static UNUSED char **
test_init_keep_going (int    *argc,
                      char ***argv)
{
  char **args = g_new0 (char *, *argc + 2);
  int n_args = *argc + 1;

  memcpy (args, *argv, sizeof (char *) * *argc);
  args[*argc] = (char *) "--keep-going";
  *argv = args;
  *argc = n_args;

  g_test_init (argc, argv, NULL);
  return args;
}
