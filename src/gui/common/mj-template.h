/* mj-template.h: what the widget templates of several windows need
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mj_widget_class_bind_template_children (GtkWidgetClass     *widget_class,
                                             const char * const *names,
                                             gssize              struct_offset);

G_END_DECLS
