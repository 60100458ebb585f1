/* mj-format.h: numbers as the windows show them, with a real minus sign
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *mj_format_number                (gint64         value);
char *mj_format_signed                (gint64         value);
void  mj_spin_button_show_minus_sign  (GtkSpinButton *spin);

G_END_DECLS
