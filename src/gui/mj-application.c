/* mj-application.c: the application, its actions and the about window
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-application"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-application.h"
#include "mj-benchmark.h"
#include "mj-preferences-window.h"
#include "mj-window.h"

struct _MjApplication
{
  AdwApplication parent_instance;

  GSettings     *settings;
  gboolean       benchmark;
};

G_DEFINE_FINAL_TYPE (MjApplication, mj_application, ADW_TYPE_APPLICATION)

/* Actions whose windows are not built yet: they exist so that menus and shortcuts are
 * wired, and stay insensitive until their feature lands. */
static const char * const unbuilt_actions[] = {
  "score-sheet",
  "tutorial",
};

static const char * const developers[] = {
  "The Mahjong Table developers",
  NULL
};

static void
mj_application_quit_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  MjApplication *self = user_data;

  g_assert (MJ_IS_APPLICATION (self));

  g_application_quit (G_APPLICATION (self));
}

static void
mj_application_about_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  MjApplication *self = user_data;
  GtkWindow *window;

  g_assert (MJ_IS_APPLICATION (self));

  window = gtk_application_get_active_window (GTK_APPLICATION (self));

  adw_show_about_window (window,
                         "application-name", _("Mahjong Table"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Mahjong Table developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Four-player Mahjong against three computer opponents, "
                                       "under the rules your family plays by"),
                         "website", "https://mahjongtable.github.io",
                         "issue-url", "https://github.com/mahjongtable/mahjong-table/issues",
                         "developers", developers,
                         "artists", developers,
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         "copyright", "© 2026 The Mahjong Table developers",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
mj_application_new_game_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  MjApplication *self = user_data;
  GtkWindow *window;

  g_assert (MJ_IS_APPLICATION (self));

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (!MJ_IS_WINDOW (window))
    {
      window = GTK_WINDOW (mj_window_new (self));
      gtk_window_present (window);
    }
  mj_window_new_game (MJ_WINDOW (window));
}

static void
mj_application_preferences_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  MjApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (mj_preferences_window_new (window)));
}

static const GActionEntry app_actions[] = {
  { "quit",        mj_application_quit_action },
  { "about",       mj_application_about_action },
  { "new-game",    mj_application_new_game_action },
  { "score-sheet", NULL },
  { "preferences", mj_application_preferences_action },
  { "tutorial",    NULL },
};

static void
mj_application_activate (GApplication *app)
{
  MjApplication *self = MJ_APPLICATION (app);
  GtkWindow *window;

  g_assert (MJ_IS_APPLICATION (app));

  if (self->benchmark)
    {
      mj_benchmark_run (self);
      return;
    }

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (mj_window_new (MJ_APPLICATION (app)));

  gtk_window_present (window);
}

static int
mj_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  MjApplication *self = MJ_APPLICATION (app);

  if (g_variant_dict_contains (options, "benchmark"))
    {
      self->benchmark = TRUE;
      /* a benchmark runs on its own, never handed to a running instance */
      g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
    }
  return -1;
}

/* Light, dark, or as the system is set. */
static void
style_changed_cb (MjApplication *self)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT, ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK,
  };
  int style = g_settings_get_enum (self->settings, "style");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[CLAMP (style, 0, 2)]);
}

static void
mj_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<primary>q", NULL };
  static const char *new_game_accels[] = { "<primary>n", NULL };
  static const char *score_sheet_accels[] = { "<primary>s", NULL };
  static const char *preferences_accels[] = { "<primary>comma", NULL };
  static const char *tutorial_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (mj_application_parent_class)->startup (app);

  MJ_APPLICATION (app)->settings = g_settings_new (APP_ID);
  g_signal_connect_object (MJ_APPLICATION (app)->settings, "changed::style", G_CALLBACK (style_changed_cb),
                           app, G_CONNECT_SWAPPED);
  style_changed_cb (MJ_APPLICATION (app));

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  for (guint i = 0; i < G_N_ELEMENTS (unbuilt_actions); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (app), unbuilt_actions[i]);

      g_simple_action_set_enabled (G_SIMPLE_ACTION (action), FALSE);
    }

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.score-sheet", score_sheet_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.tutorial", tutorial_accels);
}

static void
mj_application_finalize (GObject *object)
{
  g_clear_object (&MJ_APPLICATION (object)->settings);

  G_OBJECT_CLASS (mj_application_parent_class)->finalize (object);
}

static void
mj_application_class_init (MjApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = mj_application_finalize;

  app_class->activate = mj_application_activate;
  app_class->handle_local_options = mj_application_handle_local_options;
  app_class->startup = mj_application_startup;
}

static void
mj_application_init (MjApplication *self)
{
  static const GOptionEntry options[] = {
    { "benchmark", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
      N_("Measure the time to the first frame, a table redraw and the memory used, then quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

/**
 * mj_application_new:
 *
 * Returns: (transfer full): the application
 */
MjApplication *
mj_application_new (void)
{
  return g_object_new (MJ_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}
