/* mj-standings-page.h: the end of a match
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-match.h"

G_BEGIN_DECLS

#define MJ_TYPE_STANDINGS_PAGE (mj_standings_page_get_type ())

G_DECLARE_FINAL_TYPE (MjStandingsPage, mj_standings_page, MJ, STANDINGS_PAGE, AdwBin)

GtkWidget *mj_standings_page_new          (void);
void       mj_standings_page_show_match   (MjStandingsPage    *self,
                                           MjMatch            *match,
                                           const char * const *names);
char      *mj_standings_describe_biggest  (MjMatch            *match,
                                           const char * const *names);

G_END_DECLS
