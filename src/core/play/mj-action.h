/* mj-action.h: what a seat may do, and the decisions the game asks for
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-tile.h"

G_BEGIN_DECLS

typedef enum
{
  /* on one's turn */
  MJ_ACTION_DISCARD,          /* tile; flags may declare a ready hand or step back */
  MJ_ACTION_SELF_DRAWN_WIN,   /* go out on the tile drawn */
  MJ_ACTION_CONCEALED_KONG,   /* tile: four in the hand */
  MJ_ACTION_ADDED_KONG,       /* tile: added to an exposed pung */
  /* after a discard, or on a kong that may be robbed */
  MJ_ACTION_PASS,
  MJ_ACTION_WIN,              /* go out on the discard (or the robbed tile) */
  MJ_ACTION_KONG,             /* claim the discard onto a concealed pung */
  MJ_ACTION_PUNG,
  MJ_ACTION_CHOW,             /* tile: the lowest tile of the chow */
  MJ_ACTION_TAKE,             /* the next player takes the discard into the hand (a house rule) */
  /* before play in a Goulash hand */
  MJ_ACTION_EXCHANGE,         /* tile: set aside to pass on in the exchange */
  MJ_N_ACTIONS /*< skip >*/
} MjActionKind;

typedef enum
{
  MJ_ACTION_FLAG_DECLARE_READY = 1 << 0,   /* with a discard: the hand is ready */
  MJ_ACTION_FLAG_ORIGINAL_CALL = 1 << 1,   /* with the first discard: ready, and frozen */
  MJ_ACTION_FLAG_STEP_BACK     = 1 << 2,   /* with a discard: no longer ready */
} MjActionFlags;

typedef struct
{
  guint8 kind;    /* MjActionKind */
  guint8 tile;    /* a tile kind, see above; MJ_TILE_NONE when none */
  guint8 flags;   /* MjActionFlags */
} MjAction;

typedef enum
{
  MJ_DECISION_TURN,    /* draw done: discard, kong or go out */
  MJ_DECISION_CLAIM,   /* another seat discarded */
  MJ_DECISION_ROB,     /* another seat adds to a pung (or declares a kong): rob it or pass */
  MJ_DECISION_EXCHANGE, /* a Goulash hand: a tile to pass on to @other */
} MjDecisionKind;

#define MJ_MAX_ACTIONS 64

typedef struct
{
  MjDecisionKind  kind;
  guint8          seat;
  guint8          other;       /* claim and rob: the discarder or kong declarer */
  MjTile          tile;        /* claim and rob: the tile */
  guint8          n_actions;
  MjAction        actions[MJ_MAX_ACTIONS];
} MjDecision;

static inline MjAction
mj_action_make (MjActionKind kind,
                MjTile       tile,
                guint        flags)
{
  MjAction a = { (guint8) kind, tile, (guint8) flags };
  return a;
}

static inline gboolean
mj_action_equal (const MjAction *a,
                 const MjAction *b)
{
  return a->kind == b->kind && a->tile == b->tile && a->flags == b->flags;
}

#define MJ_TYPE_ACTION (mj_action_get_type ())

GType        mj_action_get_type        (void) G_GNUC_CONST;
MjAction    *mj_action_copy            (const MjAction   *action);
void         mj_action_free            (MjAction         *action);
gboolean     mj_decision_contains      (const MjDecision *decision,
                                        const MjAction   *action);
const char  *mj_action_kind_to_string  (MjActionKind      kind);
gboolean     mj_action_kind_from_string (const char      *text,
                                        MjActionKind     *kind);

G_END_DECLS
