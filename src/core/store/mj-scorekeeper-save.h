/* mj-scorekeeper-save.h: a match scored at a real table, as its save file's JSON
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "mj-hand.h"

G_BEGIN_DECLS

#define MJ_SCOREKEEPER_SAVE_FORMAT 1

/* How the winning tile came; the order of the "Came from" row of the scorekeeper window. */
typedef enum
{
  MJ_SCOREKEEPER_WIN_WALL,
  MJ_SCOREKEEPER_WIN_DISCARD,
  MJ_SCOREKEEPER_WIN_REPLACEMENT,
  MJ_SCOREKEEPER_WIN_ROBBED_KONG,
  MJ_SCOREKEEPER_WIN_LAST_WALL_TILE,
  MJ_SCOREKEEPER_WIN_LAST_DISCARD,
  MJ_SCOREKEEPER_N_WIN_HOW,
} MjScorekeeperWinHow;

/* The special circumstances of a win the person can tick (the rest follow from "how"). */
#define MJ_SCOREKEEPER_SPECIAL_FLAGS (MJ_HAND_FLAG_ORIGINAL_CALL | MJ_HAND_FLAG_BLESSING_OF_HEAVEN | \
                                      MJ_HAND_FLAG_BLESSING_OF_EARTH | MJ_HAND_FLAG_FIRST_DRAW |     \
                                      MJ_HAND_FLAG_TWOFOLD_FORTUNE)

/* A scorekeeper's save: the header a list of saves shows (see MjSaveInfo), then the hand
 * being entered as the person left it. The hands recorded are not in it: the score
 * history keeps them. */
typedef struct
{
  gint64               saved;             /* seconds since 1970 */
  gint64               history_match;     /* the match in the score history, from 1 */
  char                *ruleset_id;
  char                *ruleset_name;
  MjWind               prevailing_wind;   /* of the hand being entered */
  guint                hand;              /* the number of the hand being entered, from 1 */
  char                *names[4];          /* by seat */
  int                  balances[4];       /* after the hands recorded */

  /* The hand being entered */
  guint                dealer;
  guint                shown;             /* the seat whose tiles are on the screen */
  MjHand               seats[4];          /* each seat's tiles and declared sets */
  int                  winner;            /* -1: nobody */
  MjTile               winning_tile;      /* MJ_TILE_NONE until chosen */
  MjScorekeeperWinHow  how;
  guint                from;              /* who gave the tile, for a discard or a robbed kong */
  guint                special;           /* MJ_SCOREKEEPER_SPECIAL_FLAGS ticked */
  int                  liable;            /* the seat that pays for all, or -1 */
  gboolean             goulash;
} MjScorekeeperSave;

void      mj_scorekeeper_save_init    (MjScorekeeperSave        *save);
void      mj_scorekeeper_save_clear   (MjScorekeeperSave        *save);
JsonNode *mj_scorekeeper_save_to_json (const MjScorekeeperSave  *save);
char     *mj_scorekeeper_save_to_text (const MjScorekeeperSave  *save);
gboolean  mj_scorekeeper_save_read    (JsonNode                 *node,
                                       MjScorekeeperSave        *save,
                                       GError                  **error);
gboolean  mj_scorekeeper_save_load    (const char               *path,
                                       MjScorekeeperSave        *save,
                                       GError                  **error);

G_END_DECLS
