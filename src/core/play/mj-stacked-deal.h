/* mj-stacked-deal.h: a wall stacked so that each seat is dealt the tiles chosen for it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-game.h"
#include "mj-wall.h"

G_BEGIN_DECLS

typedef struct
{
  MjRuleset *ruleset;
  guint      n;                              /* 136 or 144 tiles */
  guint      dealer;
  gint16     order[MJ_WALL_MAX_TILES];       /* physical tile at each index, -1: any */
  gboolean   used[MJ_WALL_MAX_TILES];
  guint      front;                          /* the next index drawn from the front */
  guint      n_back;                         /* replacement tiles placed */
} MjStackedDeal;

void      mj_stacked_deal_init     (MjStackedDeal  *s,
                                    MjRuleset      *ruleset,
                                    guint           dealer);
void      mj_stacked_deal_clear    (MjStackedDeal  *s);
gboolean  mj_stacked_deal_hands    (MjStackedDeal  *s,
                                    const char     *hands[4],
                                    GError        **error);
gboolean  mj_stacked_deal_draws    (MjStackedDeal  *s,
                                    const char     *text,
                                    GError        **error);
gboolean  mj_stacked_deal_back     (MjStackedDeal  *s,
                                    const char     *text,
                                    GError        **error);
gboolean  mj_stacked_deal_put      (MjStackedDeal  *s,
                                    guint           index,
                                    MjTile          tile,
                                    GError        **error);
void      mj_stacked_deal_fill     (MjStackedDeal  *s,
                                    guint8         *order);
MjGame   *mj_stacked_deal_new_game (MjStackedDeal  *s,
                                    MjWind          prevailing_wind,
                                    GError        **error);
GArray   *mj_stacked_deal_parse    (const char     *text,
                                    GError        **error);

G_END_DECLS
