/* fuzz-hand.c: libFuzzer target for the hand reader and the scoring engine
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any input: as tile notation, and as a JSON hand that, once accepted, is scored under
 * every preset. Nothing may crash, leak or overflow; an accepted hand must round-trip.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "mj-hand-json.h"
#include "mj-score.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static MjRuleset **
presets (void)
{
  static MjRuleset **rulesets;

  if (rulesets == NULL)
    {
      const char * const *ids = mj_ruleset_get_preset_ids ();
      guint n = g_strv_length ((char **) ids);

      rulesets = g_new0 (MjRuleset *, n + 1);
      for (guint i = 0; i < n; i++)
        {
          rulesets[i] = mj_ruleset_new_preset (ids[i], NULL);
          g_assert (rulesets[i] != NULL);
        }
    }

  return rulesets;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(JsonParser) parser = json_parser_new ();
  MjRuleset **rulesets = presets ();
  MjHand hand;

  mj_tiles_parse (text, tiles, NULL);

  if (!json_parser_load_from_data (parser, text, -1, NULL) || json_parser_get_root (parser) == NULL)
    return 0;
  if (!mj_hand_from_json (json_parser_get_root (parser), &hand, NULL))
    return 0;

  for (guint i = 0; rulesets[i] != NULL; i++)
    {
      MjScore score;

      mj_score_hand (rulesets[i], &hand, &score);
      g_assert (score.n_items <= MJ_SCORE_MAX_ITEMS);
      g_assert (score.total >= 0);
    }

  /* what was read writes back to the same hand */
  {
    g_autoptr(JsonNode) node = mj_hand_to_json (&hand);
    MjHand again;

    g_assert (mj_hand_from_json (node, &again, NULL));
    g_assert (memcmp (&hand, &again, sizeof hand) == 0);
  }

  return 0;
}
