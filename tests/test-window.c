/* test-window.c: the application shell opens, wires its actions and closes cleanly
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "mj-application.h"
#include "mj-history-window.h"
#include "mj-scorekeeper-window.h"
#include "mj-window.h"
#include "mj-test-gui.h"

static MjApplication *app;

static void
wait_for_draw (GtkWidget *widget)
{
  gtk_test_widget_wait_for_draw (widget);
  gdk_display_sync (gtk_widget_get_display (widget));
}

/* Collects "label -> action" for every item of a menu, recursing into sections. */
static void
collect_menu (GMenuModel *model,
              GHashTable *items)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      GMenuModel *section;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label) &&
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        g_hash_table_insert (items, g_steal_pointer (&label), g_steal_pointer (&action));

      section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section != NULL)
        {
          collect_menu (section, items);
          g_object_unref (section);
        }
    }
}

static void
test_window_actions (void)
{
  MjWindow *window = mj_window_new (app);
  struct { const char *name; gboolean enabled; } actions[] = {
    { "quit", TRUE }, { "about", TRUE },
    { "new-game", TRUE }, { "score-sheet", TRUE }, { "history", TRUE }, { "scorekeeper", TRUE },
    { "preferences", TRUE },
  };

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_draw (GTK_WIDGET (window));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), actions[i].name));
      g_assert_cmpint (g_action_group_get_action_enabled (G_ACTION_GROUP (app), actions[i].name),
                       ==, actions[i].enabled);
    }
  /* the tutorial is offered only once it exists */
  g_assert_false (g_action_group_has_action (G_ACTION_GROUP (app), "tutorial"));
  /* The score windows open, or a toast says the history is not open yet: no crash. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "score-sheet", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "history", NULL);
  gui_test_wait_for_history (window);
  /* with no match being played, the score sheet action opens the history */
  g_action_group_activate_action (G_ACTION_GROUP (app), "score-sheet", NULL);
  /* and the scoring of a game at a real table has its window */
  g_action_group_activate_action (G_ACTION_GROUP (app), "scorekeeper", NULL);
  {
    GList *windows = gtk_window_list_toplevels ();
    guint n_history = 0, n_scorekeeper = 0;

    for (GList *l = windows; l != NULL; l = l->next)
      {
        n_history += MJ_IS_HISTORY_WINDOW (l->data);
        n_scorekeeper += MJ_IS_SCOREKEEPER_WINDOW (l->data);
      }
    g_list_free (windows);
    g_assert_cmpuint (n_history, ==, 1);
    g_assert_cmpuint (n_scorekeeper, ==, 1);
  }

  /* The help overlay was found in the resources, so the window offers it. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

static void
test_window_menu (void)
{
  MjWindow *window = mj_window_new (app);
  g_autoptr(GHashTable) items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  struct { const char *label; const char *action; } expected[] = {
    { "_New Game", "app.new-game" },
    { "_Learn to Play", "app.learn" },
    { "_End the Match…", "win.end-match" },
    { "_Score Sheet", "app.score-sheet" },
    { "Score _History", "app.history" },
    { "Score a Game at the _Table…", "app.scorekeeper" },
    { "_Rules of This Game", "win.rules" },
    { "Table _Legend", "win.legend" },
    { "_Preferences", "app.preferences" },
    { "_Keyboard Shortcuts", "win.show-help-overlay" },
    { "_Help", "app.help" },
    { "_About Mahjong Table", "app.about" },
  };
  GtkWidget *button;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_draw (GTK_WIDGET (window));

  button = find_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  collect_menu (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), items);

  g_assert_cmpuint (g_hash_table_size (items), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_hash_table_lookup (items, expected[i].label), ==, expected[i].action);

  /* The table area shows its placeholder until the table view lands. */
  g_assert_nonnull (find_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE));

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

static void
test_window_about (void)
{
  MjWindow *window = mj_window_new (app);
  GtkWindow *about = NULL;
  GList *windows;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_draw (GTK_WIDGET (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);

  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_ABOUT_WINDOW (l->data))
      about = l->data;
  g_list_free (windows);

  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Mahjong Table");
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==, GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);

  gtk_window_destroy (about);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

static void
test_window_size_remembered (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 650);

  window = mj_window_new (app);
  g_object_ref (window);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);

  /* A new size reaches the settings at once. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1100);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);

  app = gui_test_application_new ();

  g_test_add_func ("/gui/window/actions", test_window_actions);
  g_test_add_func ("/gui/window/menu", test_window_menu);
  g_test_add_func ("/gui/window/about", test_window_about);
  g_test_add_func ("/gui/window/size-remembered", test_window_size_remembered);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);

  g_clear_object (&app);
  return ret;
}
