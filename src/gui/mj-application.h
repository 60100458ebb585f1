/* mj-application.h: the application: its actions, windows and settings
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MJ_TYPE_APPLICATION (mj_application_get_type ())

G_DECLARE_FINAL_TYPE (MjApplication, mj_application, MJ, APPLICATION, AdwApplication)

MjApplication *mj_application_new (void);

G_END_DECLS
