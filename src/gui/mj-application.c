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
#include "mj-history-window.h"
#include "mj-learn-window.h"
#include "mj-preferences-window.h"
#include "mj-saves.h"
#include "mj-scorekeeper-window.h"
#include "mj-score-sheet-window.h"
#include "mj-toast.h"
#include "mj-window-private.h"

struct _MjApplication
{
  AdwApplication parent_instance;

  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (MjApplication, mj_application, ADW_TYPE_APPLICATION)

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

  /* the match at the table is kept, without a question */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (MJ_IS_WINDOW (l->data))
      mj_window_put_away_match (MJ_WINDOW (l->data));
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

static MjWindow *find_table_window (MjApplication *self);

/* Learn to Play: one course window, above the game's window. */
static void
mj_application_learn_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  MjApplication *self = user_data;
  MjWindow *window = find_table_window (self);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (MJ_IS_LEARN_WINDOW (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  if (window != NULL)
    gtk_window_present (GTK_WINDOW (mj_learn_window_new (GTK_WINDOW (window),
                                                         mj_tile_cache_get_tileset (window->cache))));
}

/* The table window the score windows belong to: the active one, or the one the active
 * window belongs to, or any. */
static MjWindow *
find_table_window (MjApplication *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (MJ_IS_WINDOW (active))
    return MJ_WINDOW (active);
  if (active != NULL && MJ_IS_WINDOW (gtk_window_get_transient_for (active)))
    return MJ_WINDOW (gtk_window_get_transient_for (active));
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (MJ_IS_WINDOW (l->data))
      return MJ_WINDOW (l->data);
  return NULL;
}

/* The window's score history, or a toast saying there is none (yet). */
static MjHistory *
find_history (MjWindow *window)
{
  MjHistory *history = window != NULL ? mj_window_get_history (window) : NULL;

  if (history == NULL && window != NULL)
    adw_toast_overlay_add_toast (window->toast_overlay,
                                 adw_toast_new (_("The score history is not open: it could not be read, "
                                                  "or it is still being opened")));
  return history;
}

/* An open window of @type on @history, for the same match if @match is not 0. */
static GtkWindow *
find_open (GType      type,
           MjHistory *history,
           gint64     match)
{
  GList *windows = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;

  for (GList *l = windows; l != NULL && found == NULL; l = l->next)
    {
      if (!G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) || !gtk_widget_get_visible (l->data))
        continue;
      if (MJ_IS_HISTORY_WINDOW (l->data) && mj_history_window_get_history (l->data) == history)
        found = l->data;
      else if (MJ_IS_SCORE_SHEET_WINDOW (l->data) && mj_score_sheet_window_get_match_id (l->data) == match)
        found = l->data;
    }
  g_list_free (windows);
  return found;
}

static void
show_history (MjWindow  *window,
              MjHistory *history)
{
  GtkWindow *open = find_open (MJ_TYPE_HISTORY_WINDOW, history, 0);

  if (open != NULL)
    mj_history_window_reload (MJ_HISTORY_WINDOW (open));
  else
    {
      open = GTK_WINDOW (mj_history_window_new (GTK_WINDOW (window), history));
      /* (its Continue buttons are the application's) */
      gtk_window_set_application (open, gtk_window_get_application (GTK_WINDOW (window)));
    }
  gtk_window_present (open);
}

static void
mj_application_history_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  MjApplication *self = user_data;
  MjWindow *window = find_table_window (self);
  MjHistory *history = find_history (window);

  if (history != NULL)
    show_history (window, history);
}

/* Scores a game played with real tiles into the history. */
static void
mj_application_scorekeeper_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  MjApplication *self = user_data;
  MjWindow *window = find_table_window (self);
  MjHistory *history = find_history (window);

  if (history != NULL)
    gtk_window_present (GTK_WINDOW (mj_scorekeeper_window_new (GTK_WINDOW (window), history, window->settings)));
}

/* Goes on scoring a match played with real tiles from its save, or says on the table
 * window why it cannot (the save is then kept aside). */
static void
continue_scoring (MjApplication *self,
                  const char    *path)
{
  MjWindow *window = find_table_window (self);
  MjHistory *history = find_history (window);
  g_autoptr(GError) error = NULL;
  MjScorekeeperWindow *scorekeeper;
  GList *windows;

  if (history == NULL)
    return;

  /* a match already being scored is not opened twice: two windows would write one file */
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (MJ_IS_SCOREKEEPER_WINDOW (l->data) &&
        g_strcmp0 (mj_scorekeeper_window_get_save_path (l->data), path) == 0)
      {
        gtk_window_present (l->data);
        g_list_free (windows);
        return;
      }
  g_list_free (windows);

  scorekeeper = mj_scorekeeper_window_new_continued (GTK_WINDOW (window), history, window->settings, path, &error);
  if (scorekeeper == NULL)
    {
      mj_toast_show (window->toast_overlay, error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (scorekeeper));
}

/* The score sheet of the match being played, or the history if none is. */
static void
mj_application_score_sheet_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  MjApplication *self = user_data;
  MjWindow *window = find_table_window (self);
  MjHistory *history = find_history (window);
  GtkWindow *sheet;
  gint64 match;

  if (history == NULL)
    return;
  if (window->session == NULL || window->keeper == NULL ||
      (match = mj_table_keeper_get_history_match (window->keeper)) <= 0)
    {
      show_history (window, history);
      return;
    }

  sheet = find_open (MJ_TYPE_SCORE_SHEET_WINDOW, history, match);
  if (sheet == NULL)
    {
      sheet = GTK_WINDOW (mj_score_sheet_window_new (GTK_WINDOW (window), history, match));
      mj_score_sheet_window_follow_match (MJ_SCORE_SHEET_WINDOW (sheet), mj_table_session_get_match (window->session));
    }
  gtk_window_present (sheet);
}

/* Continues a match kept in a save file: at the table on the screen, or scored at a real
 * table. */
static void
mj_application_continue_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  MjApplication *self = user_data;
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(MjSaveInfo) info = mj_saves_read_info (path);
  MjWindow *window;

  if (info->kind == MJ_SAVE_SCOREKEEPER)
    {
      continue_scoring (self, path);
      return;
    }

  window = find_table_window (self);
  if (window == NULL)
    {
      window = mj_window_new (self);
      gtk_window_present (GTK_WINDOW (window));
    }
  mj_window_continue_match (window, path);
  gtk_window_present (GTK_WINDOW (window));
}

/* Help: the pages in the help viewer, or where there is none, as web pages in the browser */

#define HELP_ID "mahjong-table"

/* The help's web pages in the reader's language (index.html), or NULL: in $MJ_HELPDIR when
 * it is set (the build tree's help folder), else in the data folders, and last in the one
 * the game was installed in, beside its translations. Each folder holds LANGUAGE/index.html. */
static char *
find_help_pages (void)
{
  const char *build_dir = g_getenv ("MJ_HELPDIR");
  const char * const *languages = g_get_language_names ();
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func (g_free);

  if (build_dir != NULL)
    g_ptr_array_add (roots, g_strdup (build_dir));
  else
    {
      const char * const *dirs = g_get_system_data_dirs ();
      g_autofree char *installed = g_path_get_dirname (LOCALEDIR);

      for (guint i = 0; dirs[i] != NULL; i++)
        g_ptr_array_add (roots, g_build_filename (dirs[i], HELP_ID, "help", NULL));
      g_ptr_array_add (roots, g_build_filename (installed, HELP_ID, "help", NULL));
    }

  for (guint j = 0; languages[j] != NULL; j++)
    for (guint i = 0; i < roots->len; i++)
      {
        g_autofree char *index = g_build_filename (roots->pdata[i], languages[j], "index.html", NULL);

        if (g_file_test (index, G_FILE_TEST_IS_REGULAR))
          return g_steal_pointer (&index);
      }
  return NULL;
}

static void
help_pages_opened_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autofree char *path = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_debug ("the browser did not open %s: %s", path, error->message);
  /* Translators: %s is the path of the help's first web page */
  body = g_strdup_printf (_("No web browser could be started. Open %s in a web browser to read the help."), path);
  dialog = adw_message_dialog_new (GTK_WINDOW (source), _("The Help Could Not Be Opened"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
help_offer_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        gpointer          user_data)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "mj-help-pages");
  g_autofree char *uri = NULL;

  if (path == NULL || !g_str_equal (response, "browser"))
    return;
  uri = g_filename_to_uri (path, NULL, NULL);
  if (uri != NULL)
    gtk_show_uri_full (gtk_window_get_transient_for (GTK_WINDOW (dialog)), uri, GDK_CURRENT_TIME, NULL,
                       help_pages_opened_cb, g_strdup (path));
}

/* No help viewer: says so, and offers the web pages if they are installed. */
static void
offer_help_pages (GtkWindow *parent)
{
  g_autofree char *pages = find_help_pages ();
  GtkWidget *dialog;

  if (pages == NULL)
    {
      dialog = adw_message_dialog_new (parent, _("No Help Viewer Installed"),
                                       _("The help is read in a help viewer, such as the Help application, "
                                         "and none is installed."));
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  dialog = adw_message_dialog_new (parent, _("Read the Help in a Web Browser?"),
                                   _("No help viewer is installed. The help is also installed as web pages, "
                                     "which your web browser can show."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    /* Translators: opens the help's web pages in the web browser */
                                    "browser", _("_Open in Browser"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "browser", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "browser");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "mj-help-pages", g_steal_pointer (&pages), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (help_offer_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
help_opened_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_debug ("the help viewer did not open: %s", error->message);
  offer_help_pages (GTK_WINDOW (source));
}

static void
mj_application_help_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  MjApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");

  if (viewer == NULL)
    {
      offer_help_pages (window);
      return;
    }
  gtk_show_uri_full (window, "help:" HELP_ID, GDK_CURRENT_TIME, NULL, help_opened_cb, NULL);
}

static const GActionEntry app_actions[] = {
  { "quit",        mj_application_quit_action },
  { "about",       mj_application_about_action },
  { "new-game",    mj_application_new_game_action },
  { "continue",    mj_application_continue_action, "s" },
  { "score-sheet", mj_application_score_sheet_action },
  { "history",     mj_application_history_action },
  { "scorekeeper",  mj_application_scorekeeper_action },
  { "preferences", mj_application_preferences_action },
  { "learn",       mj_application_learn_action },
  { "help",        mj_application_help_action },
};

static void
mj_application_activate (GApplication *app)
{
  GtkWindow *window;

  g_assert (MJ_IS_APPLICATION (app));

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (mj_window_new (MJ_APPLICATION (app)));

  gtk_window_present (window);
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
  static const char *history_accels[] = { "<primary>h", NULL };
  static const char *scorekeeper_accels[] = { "<primary>t", NULL };
  static const char *preferences_accels[] = { "<primary>comma", NULL };
  static const char *learn_accels[] = { "<primary>l", NULL };
  static const char *hint_accels[] = { "h", NULL };
  static const char *panel_accels[] = { "F9", NULL };
  static const char *help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (mj_application_parent_class)->startup (app);

  MJ_APPLICATION (app)->settings = g_settings_new (APP_ID);
  g_signal_connect_object (MJ_APPLICATION (app)->settings, "changed::style", G_CALLBACK (style_changed_cb),
                           app, G_CONNECT_SWAPPED);
  style_changed_cb (MJ_APPLICATION (app));

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.score-sheet", score_sheet_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.history", history_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.scorekeeper", scorekeeper_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.learn", learn_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.hint", hint_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-panel", panel_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
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
  app_class->startup = mj_application_startup;
}

static void
mj_application_init (MjApplication *self)
{
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
