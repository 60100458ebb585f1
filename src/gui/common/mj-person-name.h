/* mj-person-name.h: the name the person at the screen plays under
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

char *mj_person_name_get  (GSettings          *settings);
void  mj_person_name_bind (GSettings          *settings,
                           gpointer            object,
                           const char         *property,
                           GSettingsBindFlags  flags);

G_END_DECLS
