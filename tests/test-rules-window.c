/* test-rules-window.c: the rules of this game, the rulesets in New Game, the table's legend
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-house-rules-page.h"
#include "mj-new-game-dialog.h"
#include "mj-rules-window.h"
#include "mj-table-legend.h"
#include "mj-test-gui.h"
#include "mj-tile-strip.h"

static MjApplication *app;

static const char * const chapter_titles[MJ_RULES_N_CHAPTERS] = {
  "The Tiles", "The Deal and the Rounds", "Play and Claims", "Going Out", "Scoring", "Special Hands",
  "Settlement",
};

static GtkWidget *
ancestor_row (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);
  return row;
}

static const char *
row_subtitle (GtkWidget *row)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static const char *
row_title (GtkWidget *row)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

/* The words of the row named @key (a parameter's or a scoring rule's key) are the words of
 * the house-rules page's row for it. */
static void
assert_same_words (MjRulesWindow    *window,
                   MjHouseRulesPage *page,
                   const char       *key,
                   const char       *widget_name)
{
  GtkWidget *ours = find_named (GTK_WIDGET (window), key);
  GtkWidget *theirs = find_named (GTK_WIDGET (page), widget_name);

  g_assert_nonnull (ours);
  g_assert_nonnull (theirs);
  theirs = ancestor_row (theirs);
  g_assert_cmpstr (row_title (ours), ==, row_title (theirs));
  if (ADW_IS_ACTION_ROW (ours))
    g_assert_cmpstr (row_subtitle (ours), ==, row_subtitle (theirs));
  else
    g_assert_true (shows_label (ours, row_subtitle (theirs)));
}

/* Scrolls the window's page to @widget, for a screenshot of it. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_point_t at;

  g_assert_nonnull (scrolled);
  g_assert_true (gtk_widget_compute_point (widget, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, at.y - 12);
}

static MjRulesWindow *
open_rules (MjWindow *window)
{
  MjRulesWindow *rules;

  g_assert_null (find_toplevel (MJ_TYPE_RULES_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (window), "rules", NULL);
  iterate ();
  rules = MJ_RULES_WINDOW (find_toplevel (MJ_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == GTK_WINDOW (window));
  return rules;
}

static void
check_chapters (MjRulesWindow *rules)
{
  for (guint c = 0; c < MJ_RULES_N_CHAPTERS; c++)
    {
      AdwPreferencesGroup *group = mj_rules_window_get_chapter (rules, (MjRulesChapter) c);

      g_assert_cmpstr (adw_preferences_group_get_title (group), ==, chapter_titles[c]);
      g_assert_true (gtk_widget_get_ancestor (GTK_WIDGET (group), GTK_TYPE_WINDOW) == GTK_WIDGET (rules));
      /* every chapter says something under both ways of scoring */
      g_assert_nonnull (find_type (GTK_WIDGET (group), ADW_TYPE_PREFERENCES_ROW));
    }
}

/* The rules of a British game, from the menu while it is played */
static void
test_rules_bmja (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autoptr(MjHouseRulesPage) page = NULL;
  MjWindow *window;
  MjRulesWindow *rules;
  GtkWidget *orphans, *strip, *limit;
  AdwPreferencesGroup *special;
  MjTileStripFlags flags;
  guint ringed = 0;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (window, "bmja", 11);
  rules = open_rules (window);
  g_assert_cmpstr (mj_ruleset_get_id (mj_rules_window_get_ruleset (rules)), ==, "bmja");
  check_chapters (rules);
  g_assert_true (shows_label (GTK_WIDGET (rules), "British Mah-Jong Association"));
  g_assert_nonnull (find_named (GTK_WIDGET (rules), "source"));

  /* a rule's words are the house-rules page's, and its value is said */
  g_settings_set_string (settings, "ruleset", "bmja");
  page = g_object_ref_sink (mj_house_rules_page_new (store, settings));
  assert_same_words (rules, page, "limit", "limit");
  assert_same_words (rules, page, "max-chows", "max-chows");
  assert_same_words (rules, page, "dead-wall", "dead-wall");
  assert_same_words (rules, page, "pung-major-concealed", "pung-major-concealed:points");
  assert_same_words (rules, page, "thirteen-orphans", "thirteen-orphans:limit");
  limit = find_named (GTK_WIDGET (rules), "limit");
  g_assert_true (shows_label (limit, "1000"));
  g_assert_true (gtk_widget_get_ancestor (limit, ADW_TYPE_PREFERENCES_GROUP) ==
                 GTK_WIDGET (mj_rules_window_get_chapter (rules, MJ_RULES_CHAPTER_SCORING)));
  g_assert_true (shows_label (find_named (GTK_WIDGET (rules), "pung-major-concealed"), "8 points"));
  g_assert_true (shows_label (find_named (GTK_WIDGET (rules), "knitting"), "0.5 of the limit"));
  g_assert_true (gtk_widget_get_ancestor (find_named (GTK_WIDGET (rules), "deal"), ADW_TYPE_PREFERENCES_GROUP) ==
                 GTK_WIDGET (mj_rules_window_get_chapter (rules, MJ_RULES_CHAPTER_DEAL)));
  /* no faan where points are doubled, and no rule the British game does not score */
  g_assert_null (find_named (GTK_WIDGET (rules), "max-faan"));
  g_assert_null (find_named (GTK_WIDGET (rules), "nine-gates"));
  g_assert_null (find_named (GTK_WIDGET (rules), "pure-straight"));

  /* each special hand with its example's tiles, the winning tile ringed once */
  special = mj_rules_window_get_chapter (rules, MJ_RULES_CHAPTER_SPECIAL_HANDS);
  orphans = find_named (GTK_WIDGET (special), "thirteen-orphans");
  g_assert_nonnull (orphans);
  strip = find_type (orphans, MJ_TYPE_TILE_STRIP);
  g_assert_nonnull (strip);
  g_assert_cmpuint (mj_tile_strip_get_n_tiles (MJ_TILE_STRIP (strip)), ==, 14);
  for (guint i = 0; i < 14; i++)
    {
      mj_tile_strip_get_tile (MJ_TILE_STRIP (strip), i, &flags);
      ringed += (flags & MJ_TILE_STRIP_OUTLINED) != 0;
    }
  g_assert_cmpuint (ringed, ==, 1);
  /* a kong declared from the hand shows its end tiles face down */
  strip = find_type (find_named (GTK_WIDGET (special), "fourfold-plenty"), MJ_TYPE_TILE_STRIP);
  mj_tile_strip_get_tile (MJ_TILE_STRIP (strip), 0, &flags);
  g_assert_false (flags & MJ_TILE_STRIP_FACE_DOWN);
  g_assert_true (flags & MJ_TILE_STRIP_SIDEWAYS);
  g_assert_cmpuint (gui_test_count (GTK_WIDGET (special), gui_test_is_type, (gconstpointer) MJ_TYPE_TILE_STRIP),
                    >=, 15);

  gtk_window_set_default_size (GTK_WINDOW (rules), 1024, 720);
  save_screenshot (GTK_WIDGET (rules), "screenshot-rules-bmja.png");
  scroll_to (GTK_WIDGET (special));
  save_screenshot (GTK_WIDGET (rules), "screenshot-rules-bmja-special-hands.png");

  gtk_window_destroy (GTK_WINDOW (rules));
  gui_test_close_game_window (window, settings);
  g_settings_reset (settings, "ruleset");
}

/* The rules of the Hong Kong game, without a game: those last chosen */
static void
test_rules_hong_kong (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autoptr(MjHouseRulesPage) page = NULL;
  MjWindow *window;
  MjRulesWindow *rules;
  GtkWidget *gates;

  g_settings_set_string (settings, "ruleset", "hong-kong");
  window = gui_test_game_window (app, 1024, 720);
  g_assert_null (mj_window_get_session (window));
  rules = open_rules (window);
  g_assert_cmpstr (mj_ruleset_get_id (mj_rules_window_get_ruleset (rules)), ==, "hong-kong");
  check_chapters (rules);

  page = g_object_ref_sink (mj_house_rules_page_new (store, settings));
  assert_same_words (rules, page, "max-faan", "max-faan");
  assert_same_words (rules, page, "dice", "dice");
  assert_same_words (rules, page, "full-suit", "full-suit:faan");
  assert_same_words (rules, page, "nine-gates", "nine-gates:faan");
  g_assert_true (shows_label (find_named (GTK_WIDGET (rules), "full-suit"), "6 faan concealed, 5 faan exposed"));
  g_assert_true (shows_label (find_named (GTK_WIDGET (rules), "dice"), "3"));
  g_assert_null (find_named (GTK_WIDGET (rules), "limit"));
  g_assert_null (find_named (GTK_WIDGET (rules), "imperial-jade"));

  gates = find_named (GTK_WIDGET (mj_rules_window_get_chapter (rules, MJ_RULES_CHAPTER_SPECIAL_HANDS)), "nine-gates");
  g_assert_nonnull (gates);
  g_assert_true (shows_label (gates, "maximum faan"));
  g_assert_nonnull (find_type (gates, MJ_TYPE_TILE_STRIP));
  g_assert_nonnull (find_type (find_named (GTK_WIDGET (rules), "eight-treasures"), MJ_TYPE_TILE_STRIP));

  gtk_window_set_default_size (GTK_WINDOW (rules), 1024, 720);
  scroll_to (GTK_WIDGET (mj_rules_window_get_chapter (rules, MJ_RULES_CHAPTER_SPECIAL_HANDS)));
  save_screenshot (GTK_WIDGET (rules), "screenshot-rules-hong-kong-special-hands.png");

  gtk_window_destroy (GTK_WINDOW (rules));
  gui_test_close_game_window (window, settings);
  g_settings_reset (settings, "ruleset");
}

/* The list of rulesets in New Game: each one's description and source */

static void
collect_labels (GtkWidget  *root,
                GHashTable *texts)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child))
        g_hash_table_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (child))));
      collect_labels (child, texts);
    }
}

static void
test_rules_new_game (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GHashTable) texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char * const *ids = mj_ruleset_get_preset_ids ();
  MjNewGameDialog *dialog;
  AdwComboRow *row;
  GtkWidget *popover, *scrolled, *button;
  GtkAdjustment *adjustment;
  MjRulesWindow *rules;

  g_settings_set_string (settings, "ruleset", "bmja");
  dialog = mj_new_game_dialog_new (NULL, settings);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 1024, 720);
  gtk_window_present (GTK_WINDOW (dialog));
  row = ADW_COMBO_ROW (find_row (GTK_WIDGET (dialog), "_Ruleset"));
  g_assert_nonnull (row);

  /* the list, opened and read from top to bottom */
  g_signal_emit_by_name (row, "activate");
  iterate ();
  popover = find_type (GTK_WIDGET (row), GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  mj_test_wait_until ((MjTestCondition) gtk_widget_get_mapped, popover, 10, "the list of rulesets to open");
  gtk_test_widget_wait_for_draw (popover);
  save_screenshot (GTK_WIDGET (dialog), "screenshot-new-game.png");
  save_screenshot (popover, "screenshot-new-game-rulesets.png");
  scrolled = find_type (popover, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  for (double at = 0;; at += gtk_adjustment_get_page_size (adjustment) / 2)
    {
      gtk_adjustment_set_value (adjustment, at);
      iterate ();
      gtk_test_widget_wait_for_draw (popover);
      collect_labels (popover, texts);
      if (at >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment))
        break;
    }
  for (guint i = 0; ids[i] != NULL; i++)
    {
      /* under its name, what it is and, on a line of its own, the book it follows */
      g_autofree char *about = g_strdup_printf ("%s\nSource: %s", mj_ruleset_preset_get_description (ids[i]),
                                                mj_ruleset_preset_get_source (ids[i]));

      g_assert_true (g_hash_table_contains (texts, mj_ruleset_preset_get_name (ids[i])));
      if (!g_hash_table_contains (texts, about))
        g_error ("the list of rulesets does not say what %s is and where it comes from", ids[i]);
    }
  g_assert_true (g_hash_table_contains (texts, "Learning"));
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* the button beside the choice reads the rules chosen */
  choose_item (row, mj_ruleset_preset_get_name ("dmjl"));
  button = gui_test_find (GTK_WIDGET (dialog), gui_test_has_tooltip, "Read These Rules");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_ancestor (button, ADW_TYPE_COMBO_ROW) == GTK_WIDGET (row));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  rules = MJ_RULES_WINDOW (find_toplevel (MJ_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  g_assert_cmpstr (mj_ruleset_get_id (mj_rules_window_get_ruleset (rules)), ==, "dmjl");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == GTK_WINDOW (dialog));
  check_chapters (rules);

  gtk_window_destroy (GTK_WINDOW (rules));
  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();
  g_settings_reset (settings, "ruleset");
}

/* The legend, from the table by its key */

/* Runs what the window's key @keyval (no modifier) is bound to, as pressing it would. */
static gboolean
activate_shortcut (GtkWidget *widget,
                   guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

/* Whether the menu @model, or one of its sections, has an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

static void
test_legend (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjTableLegend *legend;
  GtkWidget *button;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, 1024, 720);
  mj_window_start_match (window, "bmja", 11);
  iterate ();

  /* the primary menu's items */
  {
    GtkWidget *menu_button = gui_test_find (GTK_WIDGET (window), gui_test_has_tooltip, "Main Menu");
    GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));

    g_assert_true (menu_has_action (menu, "win.rules"));
    g_assert_true (menu_has_action (menu, "win.legend"));
    g_assert_true (menu_has_action (menu, "app.help"));
  }

  /* the header bar's button, while the table shows */
  button = gui_test_find (GTK_WIDGET (window), gui_test_has_tooltip, "Table Legend (F2)");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.legend");

  g_assert_true (activate_shortcut (GTK_WIDGET (window), GDK_KEY_F2));
  iterate ();
  legend = MJ_TABLE_LEGEND (find_toplevel (MJ_TYPE_TABLE_LEGEND));
  g_assert_nonnull (legend);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (legend)) == GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (legend));
  for (guint e = 0; e < MJ_LEGEND_N_ENTRIES; e++)
    {
      GtkWidget *picture = mj_table_legend_get_picture (legend, (MjLegendEntry) e);
      GtkWidget *row = find_row (GTK_WIDGET (legend), mj_table_legend_entry_title ((MjLegendEntry) e));

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_is_ancestor (picture, row));
      g_assert_cmpstr (row_subtitle (row), !=, "");
      g_assert_cmpint (gtk_widget_get_width (picture), >, 100);
      g_assert_cmpint (gtk_widget_get_height (picture), >, 40);
    }
  g_assert_nonnull (find_row (GTK_WIDGET (legend), "Dealer"));
  g_assert_nonnull (find_row (GTK_WIDGET (legend), "Dead wall"));
  g_assert_nonnull (find_row (GTK_WIDGET (legend), "Concealed kong"));
  save_screenshot (GTK_WIDGET (window), "screenshot-legend-table.png");
  save_screenshot (GTK_WIDGET (legend), "screenshot-legend.png");
  scroll_to (find_row (GTK_WIDGET (legend), mj_table_legend_entry_title (MJ_LEGEND_BREAK)));
  save_screenshot (GTK_WIDGET (legend), "screenshot-legend-end.png");

  /* the key closes it again, and the menu opens it */
  g_assert_true (activate_shortcut (GTK_WIDGET (window), GDK_KEY_F2));
  iterate ();
  g_assert_null (find_toplevel (MJ_TYPE_TABLE_LEGEND));
  g_action_group_activate_action (G_ACTION_GROUP (window), "legend", NULL);
  iterate ();
  g_assert_nonnull (find_toplevel (MJ_TYPE_TABLE_LEGEND));
  destroy_toplevels (MJ_TYPE_TABLE_LEGEND);

  gui_test_close_game_window (window, settings);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/rules-window/bmja", test_rules_bmja);
  g_test_add_func ("/gui/rules-window/hong-kong", test_rules_hong_kong);
  g_test_add_func ("/gui/rules-window/new-game", test_rules_new_game);
  g_test_add_func ("/gui/rules-window/legend", test_legend);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
