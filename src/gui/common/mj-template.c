/* mj-template.c: what the widget templates of several windows need
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window keeps some of its template's widgets in an array of its instance struct, one
 * per seat or per choice, where gtk_widget_class_bind_template_child() binds one field by
 * its own name.
 */

#define G_LOG_DOMAIN "mj-template"

#include "config.h"

#include "mj-template.h"

/**
 * mj_widget_class_bind_template_children:
 * @names: (array zero-terminated=1): the ids of the template's widgets, in the array's order
 * @struct_offset: where the array of pointers to them begins in the instance struct
 *
 * Binds each widget of @names to its place in an array of the instance struct.
 */
void
mj_widget_class_bind_template_children (GtkWidgetClass     *widget_class,
                                        const char * const *names,
                                        gssize              struct_offset)
{
  g_return_if_fail (GTK_IS_WIDGET_CLASS (widget_class));
  g_return_if_fail (names != NULL);

  for (guint i = 0; names[i] != NULL; i++)
    gtk_widget_class_bind_template_child_full (widget_class, names[i], FALSE,
                                               struct_offset + (gssize) (i * sizeof (gpointer)));
}
