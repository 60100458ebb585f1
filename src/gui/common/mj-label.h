/* mj-label.h: a label of running text, as the windows set it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *mj_label_new_wrapped (const char *text,
                                 const char *css_class);

G_END_DECLS
