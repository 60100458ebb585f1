/* mj-cloth.h: the table cloth the person chose, under a table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mj_cloth_follow (GtkWidget *widget,
                      GSettings *settings);

G_END_DECLS
