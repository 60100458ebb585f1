/* mj-label.c: a label of running text, as the windows set it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-label.h"

/**
 * mj_label_new_wrapped:
 * @css_class: (nullable): a style class to give it, such as "heading" or "dim-label"
 *
 * Returns: (transfer floating): a label of @text, wrapped to the room it is given and set
 *   to the start
 */
GtkWidget *
mj_label_new_wrapped (const char *text,
                      const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}
