/* mj-cloth.c: the table cloth the person chose, under a table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cloth is a style class ("cloth-green", "cloth-blue", "cloth-red") on a widget that
 * holds a table; style.css colours each. Every window with a table follows the setting.
 */

#include "config.h"

#include "mj-cloth.h"

static void
cloth_changed_cb (GSettings  *settings,
                  const char *key,
                  GtkWidget  *widget)
{
  static const char * const classes[] = { "cloth-green", "cloth-blue", "cloth-red" };
  int cloth = CLAMP (g_settings_get_enum (settings, "table-cloth"), 0, 2);

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if ((int) i == cloth)
      gtk_widget_add_css_class (widget, classes[i]);
    else
      gtk_widget_remove_css_class (widget, classes[i]);
}

/**
 * mj_cloth_follow:
 * @widget: what holds a table
 * @settings: the game's settings
 *
 * Gives @widget the cloth of the settings, now and whenever it changes.
 */
void
mj_cloth_follow (GtkWidget *widget,
                 GSettings *settings)
{
  g_return_if_fail (GTK_IS_WIDGET (widget) && G_IS_SETTINGS (settings));

  g_signal_connect_object (settings, "changed::table-cloth", G_CALLBACK (cloth_changed_cb), widget, 0);
  cloth_changed_cb (settings, "table-cloth", widget);
}
