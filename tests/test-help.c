/* test-help.c: F1 opens the help, and where no help viewer is installed the game says so
 * and offers the help's web pages in the browser
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test runs with data and configuration folders of its own, empty, so that no program
 * is known to open help: URIs, web pages or anything else, whatever the machine has
 * installed. MJ_HELPDIR tells the game where the help's web pages are, as the build tree
 * does.
 */

#include "config.h"

#include <adwaita.h>

#include "mj-application.h"
#include "mj-window.h"
#include "mj-test-gui.h"

static MjApplication *app;
static char *empty_dir;

/* The message dialog shown with @heading, or NULL. */
static AdwMessageDialog *
find_dialog (const char *heading)
{
  GList *windows = gtk_window_list_toplevels ();
  AdwMessageDialog *found = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data) &&
        g_strcmp0 (adw_message_dialog_get_heading (l->data), heading) == 0)
      found = l->data;
  g_list_free (windows);
  return found;
}

static gboolean
dialog_shown (gpointer heading)
{
  return find_dialog (heading) != NULL;
}

static gboolean
no_dialog (gpointer data)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) == NULL;
}

/* Clicks the button of @dialog that reads @label. */
static void
click (AdwMessageDialog *dialog,
       const char       *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

static MjWindow *
present_window (void)
{
  MjWindow *window = mj_window_new (app);

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static void
close_window (MjWindow *window)
{
  destroy_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* Presses F1 as the window's shortcuts do: the action the accelerator names, activated
 * from the window. */
static void
press_f1 (MjWindow *window)
{
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "F1");

  g_assert_true (g_strv_contains ((const char * const *) actions, "app.help"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.help", NULL));
}

/* Web pages of the help in a folder as the build tree and the installed game hold them:
 * C/index.html. */
static char *
make_help_pages (void)
{
  g_autoptr(GError) error = NULL;
  char *root = g_dir_make_tmp ("mahjong-table-help-XXXXXX", &error);
  g_autofree char *dir = NULL;
  g_autofree char *index = NULL;

  g_assert_no_error (error);
  dir = g_build_filename (root, "C", NULL);
  index = g_build_filename (dir, "index.html", NULL);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_file_set_contents (index, "<!DOCTYPE html><title>Mahjong Table</title>", -1, &error);
  g_assert_no_error (error);
  return root;
}

static void
test_help_offers_web_pages (void)
{
  g_autofree char *pages = make_help_pages ();
  g_autofree char *index = g_build_filename (pages, "C", "index.html", NULL);
  MjWindow *window;
  AdwMessageDialog *dialog;
  const char *body;

  /* nothing opens help: URIs here */
  g_assert_null (g_app_info_get_default_for_uri_scheme ("help"));
  g_setenv ("MJ_HELPDIR", pages, TRUE);
  window = present_window ();

  press_f1 (window);
  mj_test_wait_until (dialog_shown, (gpointer) "Read the Help in a Web Browser?", 10,
                      "the offer of the help's web pages");
  dialog = find_dialog ("Read the Help in a Web Browser?");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "No help viewer is installed"));
  g_assert_true (adw_message_dialog_has_response (dialog, "browser"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "browser"), ==, "_Open in Browser");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "browser");
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));

  /* no browser either: the game says so, naming the page to open */
  click (dialog, "Open in Browser");
  mj_test_wait_until (dialog_shown, (gpointer) "The Help Could Not Be Opened", 10,
                      "the word that no browser could be started");
  dialog = find_dialog ("The Help Could Not Be Opened");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, index));
  click (dialog, "Close");
  mj_test_wait_until (no_dialog, NULL, 10, "the dialog to close");

  /* Cancel leaves the table as it was */
  press_f1 (window);
  mj_test_wait_until (dialog_shown, (gpointer) "Read the Help in a Web Browser?", 10,
                      "the offer of the help's web pages, again");
  click (find_dialog ("Read the Help in a Web Browser?"), "Cancel");
  mj_test_wait_until (no_dialog, NULL, 10, "the offer to close");

  close_window (window);
  g_unsetenv ("MJ_HELPDIR");
  gui_test_remove_tree (pages);
}

static void
test_help_without_web_pages (void)
{
  MjWindow *window;
  AdwMessageDialog *dialog;

  /* a help folder with no pages in it */
  g_setenv ("MJ_HELPDIR", empty_dir, TRUE);
  window = present_window ();

  press_f1 (window);
  mj_test_wait_until (dialog_shown, (gpointer) "No Help Viewer Installed", 10,
                      "the word that no help viewer is installed");
  dialog = find_dialog ("No Help Viewer Installed");
  g_assert_false (adw_message_dialog_has_response (dialog, "browser"));
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));

  close_window (window);
  g_unsetenv ("MJ_HELPDIR");
}

static void
test_help_in_shortcuts_window (void)
{
  MjWindow *window = present_window ();
  GtkWidget *overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
  gboolean found = FALSE;

  g_assert_nonnull (overlay);
  collect (overlay, GTK_TYPE_SHORTCUTS_SHORTCUT, shortcuts);
  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *action = NULL;
      g_autofree char *title = NULL;

      g_object_get (shortcuts->pdata[i], "action-name", &action, "title", &title, NULL);
      if (g_strcmp0 (action, "app.help") == 0)
        {
          g_assert_cmpstr (title, ==, "Help");
          found = TRUE;
        }
    }
  g_assert_true (found);

  close_window (window);
}

/* Copies the system's database of file types into @dir, which stands for the data folders
 * (a copy: the folder is removed at the end). */
static void
copy_mime_database (const char *dir)
{
  const char *dirs = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) list = g_strsplit (dirs != NULL && *dirs != '\0' ? dirs : "/usr/local/share:/usr/share", ":", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GFile) cache = g_file_new_build_filename (list[i], "mime", "mime.cache", NULL);
      g_autoptr(GFile) copy = g_file_new_build_filename (dir, "mime", "mime.cache", NULL);
      g_autoptr(GFile) folder = g_file_get_parent (copy);
      g_autoptr(GError) error = NULL;

      if (!g_file_query_exists (cache, NULL))
        continue;
      g_file_make_directory (folder, NULL, &error);
      g_assert_no_error (error);
      g_file_copy (cache, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      return;
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;
  g_autofree char *data_dirs = NULL;
  int ret;

  /* before GLib reads them: no program installed here is known, but the types of files
   * are (the icons are told apart by them) */
  empty_dir = g_dir_make_tmp ("mahjong-table-empty-XXXXXX", &error);
  g_assert_no_error (error);
  data_dirs = g_build_filename (empty_dir, "data", NULL);
  g_assert_cmpint (g_mkdir (data_dirs, 0700), ==, 0);
  copy_mime_database (data_dirs);
  g_setenv ("XDG_DATA_DIRS", data_dirs, TRUE);
  g_setenv ("XDG_CONFIG_DIRS", empty_dir, TRUE);
  g_setenv ("XDG_CONFIG_HOME", empty_dir, TRUE);

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/help/offers-web-pages", test_help_offers_web_pages);
  g_test_add_func ("/gui/help/without-web-pages", test_help_without_web_pages);
  g_test_add_func ("/gui/help/shortcuts-window", test_help_in_shortcuts_window);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  gui_test_remove_tree (empty_dir);
  g_free (empty_dir);

  g_clear_object (&app);
  return ret;
}
