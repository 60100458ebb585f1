/* fuzz-save.c: libFuzzer target for the reader of saved games and matches
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any input, read as a saved game and as a saved match. Nothing may crash, leak or
 * overflow; what is accepted must hold together (every tile in one place), save again to a
 * document that reads back, and play on to its end with every decision answered.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <stdlib.h>

#include "mj-game-json.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* Decisions answered before a game that goes on and on is given up: a hand takes a few
 * hundred. */
#define MAX_ANSWERS 4000

/* Answers every pending decision once, with an action chosen from the input; returns
 * whether any was pending. */
static gboolean
answer_pending (MjGame *game,
                guint  *pick)
{
  gboolean any = FALSE;

  for (guint seat = 0; seat < 4; seat++)
    {
      const MjDecision *d = mj_game_get_pending (game, seat);
      MjAction a;

      if (d == NULL)
        continue;
      g_assert (d->n_actions > 0);
      a = d->actions[(*pick = *pick * 1103515245u + 12345u) % d->n_actions];
      g_assert (mj_game_answer (game, seat, &a));
      any = TRUE;
    }
  return any;
}

static void
check_game (MjGame *game)
{
  g_autoptr(GError) error = NULL;

  /* (a match saved between two hands has no game) */
  if (game != NULL && !mj_game_check_invariants (game, &error))
    { g_printerr ("a loaded game does not hold together: %s\n", error->message); abort (); }
}

/* The document of @node saved again reads back. */
static void
check_round_trip (JsonNode *node,
                  gboolean  match)
{
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert (json_parser_load_from_data (parser, text, -1, NULL));
  if (match)
    {
      g_autoptr(MjMatch) copy = mj_match_new_from_json (json_parser_get_root (parser), &error);

      if (copy == NULL)
        { g_printerr ("a saved match does not read back: %s\n", error->message); abort (); }
    }
  else
    {
      g_autoptr(MjGame) copy = mj_game_new_from_json (json_parser_get_root (parser), &error);

      if (copy == NULL)
        { g_printerr ("a saved game does not read back: %s\n", error->message); abort (); }
    }
}

static void
play_game (JsonNode *root,
           guint     pick)
{
  g_autoptr(MjGame) game = mj_game_new_from_json (root, NULL);

  if (game == NULL)
    return;
  check_game (game);
  {
    g_autoptr(JsonNode) again = mj_game_to_json (game);

    check_round_trip (again, FALSE);
  }

  mj_game_run (game);
  for (guint i = 0; i < MAX_ANSWERS && answer_pending (game, &pick); i++)
    mj_game_run (game);
  check_game (game);
}

static void
play_match (JsonNode *root,
            guint     pick)
{
  g_autoptr(MjMatch) match = mj_match_new_from_json (root, NULL);
  guint saved, now;

  if (match == NULL)
    return;
  mj_match_get_records (match, &saved);
  check_game (mj_match_get_game (match));
  {
    g_autoptr(JsonNode) again = mj_match_to_json (match);

    check_round_trip (again, TRUE);
  }

  /* the hand that was saved and the next two */
  mj_match_run (match);
  for (guint i = 0; i < MAX_ANSWERS && !mj_match_is_finished (match); i++)
    {
      mj_match_get_records (match, &now);
      if (now >= saved + 3)
        break;
      answer_pending (mj_match_get_game (match), &pick);
      mj_match_run (match);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;
  guint pick = (guint) size;

  if (!json_parser_load_from_data (parser, text, -1, NULL) || (root = json_parser_get_root (parser)) == NULL)
    return 0;

  play_game (root, pick);
  play_match (root, pick);
  return 0;
}
