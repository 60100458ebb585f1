/* mj-laid-hand.h: one player's tiles at the end of a hand, as laid down on the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mj-game.h"
#include "mj-tile-strip.h"

G_BEGIN_DECLS

/* What a group of the laid-down hand is. */
typedef enum
{
  MJ_LAID_GROUP_CONCEALED,  /* a set of the concealed tiles, or a concealed kong */
  MJ_LAID_GROUP_EXPOSED,    /* a set laid down exposed, most often claimed */
  MJ_LAID_GROUP_REST,       /* concealed tiles in no set */
  MJ_LAID_GROUP_BONUS,      /* flowers and seasons */
} MjLaidGroupKind;

#define MJ_TYPE_LAID_HAND (mj_laid_hand_get_type ())

G_DECLARE_FINAL_TYPE (MjLaidHand, mj_laid_hand, MJ, LAID_HAND, GtkWidget)

GtkWidget   *mj_laid_hand_new          (MjTileCache        *cache,
                                        MjGame             *game,
                                        guint               seat,
                                        const char * const *names);
guint        mj_laid_hand_get_n_groups (MjLaidHand         *self);
MjTileStrip *mj_laid_hand_get_group    (MjLaidHand         *self,
                                        guint               index,
                                        MjLaidGroupKind    *kind,
                                        int                *from);

G_END_DECLS
