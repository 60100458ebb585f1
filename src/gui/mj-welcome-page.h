/* mj-welcome-page.h: the front door
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MJ_TYPE_WELCOME_PAGE (mj_welcome_page_get_type ())

G_DECLARE_FINAL_TYPE (MjWelcomePage, mj_welcome_page, MJ, WELCOME_PAGE, AdwBin)

GtkWidget *mj_welcome_page_new       (void);
void       mj_welcome_page_set_saves (MjWelcomePage *self,
                                      GPtrArray     *saves);
void       mj_welcome_page_focus     (MjWelcomePage *self);

G_END_DECLS
