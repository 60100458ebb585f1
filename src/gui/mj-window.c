/* mj-window.c: the main window
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-window.h"

struct _MjWindow
{
  AdwApplicationWindow  parent_instance;

  /* Owned References */
  GSettings            *settings;

  /* Template Widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwToastOverlay      *toast_overlay;
  AdwStatusPage        *placeholder;
};

G_DEFINE_FINAL_TYPE (MjWindow, mj_window, ADW_TYPE_APPLICATION_WINDOW)

static void
mj_window_dispose (GObject *object)
{
  MjWindow *self = MJ_WINDOW (object);

  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_WINDOW);

  G_OBJECT_CLASS (mj_window_parent_class)->dispose (object);
}

static void
mj_window_class_init (MjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, placeholder);
}

static void
mj_window_init (MjWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The size is restored before the window is shown and saved as it changes. */
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
}

/**
 * mj_window_new:
 *
 * Returns: (transfer full): a new main window of @application
 */
MjWindow *
mj_window_new (MjApplication *application)
{
  g_return_val_if_fail (MJ_IS_APPLICATION (application), NULL);

  return g_object_new (MJ_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
