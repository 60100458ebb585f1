/* mj-rule-example.c: a hand of each special hand, to show its tiles
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The examples are written in mj-rule-examples.def in the tiles' notation; they are read
 * here into groups to draw and into the hand the scoring engine reads.
 */

#define G_LOG_DOMAIN "mj-ruleset"

#include "config.h"

#include <string.h>

#include "mj-rule-example.h"

typedef struct
{
  MjRuleId    rule;
  const char *seat;
  const char *tiles;
  const char *winning;
  const char *how;
} ExampleData;

static const ExampleData examples[] = {
#define MJ_RULE_EXAMPLE(ID, seat, tiles, winning, how) { MJ_RULE_##ID, seat, tiles, winning, how },
#include "mj-rule-examples.def"
#undef MJ_RULE_EXAMPLE
};

static void
parse_group (const char     *text,
             MjExampleGroup *group)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;
  const char *p = text;

  while (*p == ' ')
    p++;
  group->kind = MJ_EXAMPLE_CONCEALED;
  if (*p == '+')
    group->kind = MJ_EXAMPLE_EXPOSED;
  else if (*p == '#')
    group->kind = MJ_EXAMPLE_CONCEALED_KONG;
  else if (*p == '*')
    group->kind = MJ_EXAMPLE_BONUS;
  if (group->kind != MJ_EXAMPLE_CONCEALED)
    p++;

  if (!mj_tiles_parse (p, tiles, &error))
    g_error ("mj-rule-examples.def: %s", error->message);
  group->n = MIN (tiles->len, (guint) MJ_EXAMPLE_GROUP_MAX);
  memcpy (group->tiles, tiles->data, group->n * sizeof (MjTile));
}

/**
 * mj_rule_example_get:
 * @rule: a scoring rule
 * @example: (out): a hand that scores it
 *
 * Returns: whether @rule has an example: each special hand that a hand's tiles make
 */
gboolean
mj_rule_example_get (MjRuleId       rule,
                     MjRuleExample *example)
{
  g_return_val_if_fail (example != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      const ExampleData *data = &examples[i];
      g_auto(GStrv) groups = NULL;
      g_auto(GStrv) how = NULL;

      if (data->rule != rule)
        continue;

      memset (example, 0, sizeof *example);
      example->rule = rule;
      example->seat_wind = data->seat[0] == 'E' ? MJ_WIND_EAST : MJ_WIND_SOUTH;
      if (!mj_tile_from_string (data->winning, &example->winning))
        g_error ("mj-rule-examples.def: %s: no tile “%s”", mj_rule_spec (rule)->key, data->winning);

      groups = g_strsplit (data->tiles, "|", -1);
      for (guint g = 0; groups[g] != NULL && example->n_groups < MJ_EXAMPLE_MAX_GROUPS; g++)
        parse_group (groups[g], &example->groups[example->n_groups++]);

      how = g_strsplit (data->how, " ", -1);
      example->self_drawn = g_str_equal (how[0], "drawn");
      for (guint f = 1; how[f] != NULL; f++)
        {
          MjHandFlags flag;

          if (!mj_hand_flag_from_string (how[f], &flag))
            g_error ("mj-rule-examples.def: %s: no flag “%s”", mj_rule_spec (rule)->key, how[f]);
          example->flags |= flag;
        }
      return TRUE;
    }

  return FALSE;
}

/* The kind of set a group laid down is. */
static MjSetKind
set_kind_of (const MjExampleGroup *group)
{
  if (group->n == 4)
    return MJ_SET_KONG;
  if (group->n == 2)
    return MJ_SET_PAIR;
  if (group->tiles[0] != group->tiles[1])
    return MJ_SET_CHOW;
  return MJ_SET_PUNG;
}

/**
 * mj_rule_example_to_hand:
 * @hand: (out): the example as a winning hand, the prevailing wind East
 */
void
mj_rule_example_to_hand (const MjRuleExample *example,
                         MjHand              *hand)
{
  g_return_if_fail (example != NULL && hand != NULL);

  mj_hand_init (hand);
  hand->seat_wind = example->seat_wind;
  hand->prevailing_wind = MJ_WIND_EAST;
  hand->mahjong = TRUE;
  hand->self_drawn = example->self_drawn;
  hand->winning_tile = example->winning;
  hand->flags = example->flags;

  for (guint g = 0; g < example->n_groups; g++)
    {
      const MjExampleGroup *group = &example->groups[g];

      switch (group->kind)
        {
        case MJ_EXAMPLE_CONCEALED:
          for (guint i = 0; i < group->n; i++)
            hand->concealed[group->tiles[i]]++;
          break;
        case MJ_EXAMPLE_BONUS:
          for (guint i = 0; i < group->n; i++)
            if (mj_tile_is_bonus (group->tiles[i]))
              hand->bonus |= (guint8) (1u << (group->tiles[i] - MJ_TILE_FLOWER_1));
          break;
        case MJ_EXAMPLE_EXPOSED:
        case MJ_EXAMPLE_CONCEALED_KONG:
        default:
          if (hand->n_melds < MJ_HAND_MAX_MELDS)
            {
              MjMeld *meld = &hand->melds[hand->n_melds++];

              meld->kind = (guint8) set_kind_of (group);
              meld->tile = group->tiles[0];
              meld->exposed = group->kind == MJ_EXAMPLE_EXPOSED;
              meld->kong_origin = group->kind == MJ_EXAMPLE_EXPOSED ? MJ_KONG_ADDED : MJ_KONG_CONCEALED;
            }
          break;
        }
    }
}
