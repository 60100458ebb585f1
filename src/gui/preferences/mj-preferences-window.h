/* mj-preferences-window.h: the game's preferences and the house rules
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MJ_TYPE_PREFERENCES_WINDOW (mj_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (MjPreferencesWindow, mj_preferences_window, MJ, PREFERENCES_WINDOW, AdwPreferencesWindow)

MjPreferencesWindow *mj_preferences_window_new (GtkWindow *parent);

G_END_DECLS
