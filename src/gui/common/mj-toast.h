/* mj-toast.h: toasts that say plain text
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwToast *mj_toast_new         (const char      *text);
void      mj_toast_show        (AdwToastOverlay *overlay,
                                const char      *text);
void      mj_toast_show_error  (AdwToastOverlay *overlay,
                                const char      *what,
                                const GError    *error);

G_END_DECLS
