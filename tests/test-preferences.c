/* test-preferences.c: the preferences window: settings bound to their rows, house rules
 * generated from the rule tables, a family's own rules made from a preset and played
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "mj-application.h"
#include "mj-hand-summary.h"
#include "mj-house-rules-page.h"
#include "mj-new-game-dialog.h"
#include "mj-preferences-window.h"
#include "mj-table-view.h"
#include "mj-test-gui.h"

static MjApplication *app;

/* Every parameter and every scoring value of the rule tables has its row, named after its
 * key, for a points-and-doubles ruleset or for a faan ruleset: each where it applies. */
static void
test_preferences_rows (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  static const char * const presets[] = { "oxenstierna", "hong-kong" };
  gboolean rule_shown[MJ_N_RULES] = { FALSE };
  gboolean param_shown[MJ_N_PARAMS] = { FALSE };

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    {
      MjHouseRulesPage *page;
      gboolean faan;

      g_settings_set_string (settings, "ruleset", presets[p]);
      page = g_object_ref_sink (mj_house_rules_page_new (store, settings));
      g_assert_cmpstr (mj_ruleset_get_id (mj_house_rules_page_get_ruleset (page)), ==, presets[p]);
      faan = mj_ruleset_get (mj_house_rules_page_get_ruleset (page), MJ_PARAM_METHOD) == MJ_METHOD_FAAN;

      for (guint i = 0; i < MJ_N_PARAMS; i++)
        {
          const MjParamSpec *spec = mj_param_spec ((MjParamId) i);
          GtkWidget *widget = find_named (GTK_WIDGET (page), spec->key);
          int value = mj_ruleset_get (mj_house_rules_page_get_ruleset (page), (MjParamId) i);

          if (!mj_param_spec_applies_to (spec, faan ? MJ_METHOD_FAAN : MJ_METHOD_POINTS))
            {
              g_assert_null (widget);
              continue;
            }
          g_assert_nonnull (widget);
          param_shown[i] = TRUE;
          switch (spec->type)
            {
            case MJ_PARAM_TYPE_BOOL:
              g_assert_true (GTK_IS_SWITCH (widget));
              g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (widget)), ==, value);
              break;
            case MJ_PARAM_TYPE_INT:
              {
                GtkAdjustment *adj = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (widget));

                g_assert_cmpfloat (gtk_adjustment_get_lower (adj), ==, spec->min);
                g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, spec->max);
                g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget)), ==, value);
              }
              break;
            case MJ_PARAM_TYPE_CHOICE:
              {
                GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

                /* the choices by their names, not the file's keywords */
                g_assert_cmpuint (g_list_model_get_n_items (model), ==, mj_param_spec_get_n_choices (spec));
                for (guint c = 0; c < mj_param_spec_get_n_choices (spec); c++)
                  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), c), ==,
                                   mj_param_spec_get_choice_label (spec, c));
                g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (widget)), ==, (guint) value);
              }
              break;
            default:
              g_assert_not_reached ();
            }
        }

      for (guint r = 0; r < MJ_N_RULES; r++)
        {
          const MjRuleSpec *spec = mj_rule_spec ((MjRuleId) r);
          static const struct { MjValueKind kind; const char *suffix; } kinds[] = {
            { MJ_VALUE_POINTS, "points" }, { MJ_VALUE_DOUBLES, "doubles" }, { MJ_VALUE_LIMIT, "limit" },
            { MJ_VALUE_FAAN, "faan" }, { MJ_VALUE_FAAN, "faan-exposed" },
          };

          for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
            {
              g_autofree char *name = g_strconcat (spec->key, ":", kinds[k].suffix, NULL);
              gboolean expected = (spec->values & kinds[k].kind) != 0 && faan == (kinds[k].kind == MJ_VALUE_FAAN);

              g_assert_cmpint (find_named (GTK_WIDGET (page), name) != NULL, ==, expected);
              rule_shown[r] |= expected;
            }
        }
      g_object_unref (page);
    }

  /* no parameter and no scoring rule is left without a row in one scoring method or the other */
  for (guint i = 0; i < MJ_N_PARAMS; i++)
    g_assert_true (param_shown[i]);
  for (guint r = 0; r < MJ_N_RULES; r++)
    g_assert_true (rule_shown[r]);
  g_settings_reset (settings, "ruleset");
}

/* The settings of faan scoring, and those of points and doubles alone. */
static const char * const faan_rows[] = { "min-faan", "max-faan", "faan-paid-at-least", "faan-points" };
static const char * const points_rows[] = { "limit", "roof-off", "min-doubles", "zero-point-hand-needs-no-bonus" };

/* Whether a widget named @name is on the screen under @root. */
static gboolean
shows_named (GtkWidget  *root,
             const char *name)
{
  GtkWidget *widget = find_named (root, name);

  return widget != NULL && gtk_widget_get_mapped (widget);
}

/* How many labels on the screen under @root read @text. */
static guint
count_shown_labels (GtkWidget  *root,
                    const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint n = 0;

  collect (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    n += gtk_widget_get_mapped (labels->pdata[i]) &&
         g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0;
  return n;
}

/* The rows of the house-rules page for a ruleset scored by @faan (or points and doubles):
 * the other way of scoring has none on the screen, neither a setting nor a value. */
static void
assert_scoring_rows (GtkWidget *page,
                     gboolean   faan)
{
  for (guint i = 0; i < G_N_ELEMENTS (faan_rows); i++)
    g_assert_cmpint (shows_named (page, faan_rows[i]), ==, faan);
  for (guint i = 0; i < G_N_ELEMENTS (points_rows); i++)
    g_assert_cmpint (shows_named (page, points_rows[i]), ==, !faan);
  g_assert_cmpint (count_shown_labels (page, "faan") > 0, ==, faan);
  g_assert_cmpint (count_shown_labels (page, "faan exposed") > 0, ==, faan);
  g_assert_cmpint (count_shown_labels (page, "points") > 0, ==, !faan);
  g_assert_cmpint (count_shown_labels (page, "doubles") > 0, ==, !faan);
  g_assert_cmpint (count_shown_labels (page, "× limit") > 0, ==, !faan);
  /* the settings both ways share */
  g_assert_true (shows_named (page, "method"));
  g_assert_true (shows_named (page, "losers-score"));
}

/* A value below zero (a faan "not when exposed") is shown with a real minus sign. */
static void
assert_minus_signs (GtkWidget *page)
{
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();

  collect (page, GTK_TYPE_SPIN_BUTTON, spins);
  for (guint i = 0; i < spins->len; i++)
    {
      int value = gtk_spin_button_get_value_as_int (spins->pdata[i]);
      g_autofree char *shown = value < 0 ? g_strdup_printf ("\u2212%d", -value) : g_strdup_printf ("%d", value);

      g_assert_cmpstr (gtk_editable_get_text (spins->pdata[i]), ==, shown);
    }
}

/* The house-rules page shows what applies to the ruleset's way of scoring: no faan for the
 * Oxenstierna family's points, no limit or doubles for Hong Kong's faan; a family's own
 * rules turned to faan scoring show faan's settings in place of the others. */
static void
test_preferences_scoring_family (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autoptr(MjRuleset) preset = mj_ruleset_new_preset ("bmja", NULL);
  g_autoptr(MjRuleset) own = mj_ruleset_copy (preset);
  g_autoptr(GError) error = NULL;
  static const struct { const char *id; gboolean faan; } rulesets[] = {
    { "oxenstierna", FALSE }, { "hong-kong", TRUE },
  };
  MjPreferencesWindow *prefs;
  GtkWidget *page, *method;

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_settings_set_string (settings, "ruleset", rulesets[r].id);
      prefs = mj_preferences_window_new (NULL);
      g_object_ref (prefs);
      gtk_window_present (GTK_WINDOW (prefs));
      adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "house-rules");
      iterate ();
      page = find_type (GTK_WIDGET (prefs), MJ_TYPE_HOUSE_RULES_PAGE);
      g_assert_cmpstr (mj_ruleset_get_id (mj_house_rules_page_get_ruleset (MJ_HOUSE_RULES_PAGE (page))), ==,
                       rulesets[r].id);
      assert_scoring_rows (page, rulesets[r].faan);
      assert_minus_signs (page);
      gtk_window_destroy (GTK_WINDOW (prefs));
      g_assert_finalize_object (prefs);
    }

  /* the family's own rules, scored in faan from now on */
  mj_ruleset_set_id (own, "our-bmja");
  mj_ruleset_set_name (own, "Our BMJA");
  g_assert_true (mj_ruleset_store_save (store, own, &error));
  g_assert_no_error (error);
  g_settings_set_string (settings, "ruleset", "our-bmja");
  prefs = mj_preferences_window_new (NULL);
  g_object_ref (prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "house-rules");
  iterate ();
  page = find_type (GTK_WIDGET (prefs), MJ_TYPE_HOUSE_RULES_PAGE);
  assert_scoring_rows (page, FALSE);
  method = find_named (page, "method");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (method), MJ_METHOD_FAAN);
  iterate ();
  g_assert_cmpint (mj_ruleset_get (mj_house_rules_page_get_ruleset (MJ_HOUSE_RULES_PAGE (page)), MJ_PARAM_METHOD),
                   ==, MJ_METHOD_FAAN);
  assert_scoring_rows (page, TRUE);
  save_screenshot (GTK_WIDGET (prefs), "screenshot-house-rules-faan.png");
  gtk_window_destroy (GTK_WINDOW (prefs));
  g_assert_finalize_object (prefs);

  g_assert_true (mj_ruleset_store_delete (store, "our-bmja", NULL, &error));
  g_assert_no_error (error);
  g_settings_reset (settings, "ruleset");
}

/* The General page's rows follow their keys, and the keys follow the rows. */
static void
test_preferences_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjPreferencesWindow *prefs = mj_preferences_window_new (NULL);
  GtkWidget *row, *widget;

  g_object_ref (prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  iterate ();

  row = find_row (GTK_WIDGET (prefs), "Hints");
  g_assert_nonnull (row);
  widget = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  g_settings_set_boolean (settings, "hints", FALSE);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (widget)));
  gtk_switch_set_active (GTK_SWITCH (widget), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "hints"));

  row = find_row (GTK_WIDGET (prefs), "Discards sorted");
  widget = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  gtk_switch_set_active (GTK_SWITCH (widget), !g_settings_get_boolean (settings, "sorted-ponds"));
  g_assert_cmpint (g_settings_get_boolean (settings, "sorted-ponds"), ==, gtk_switch_get_active (GTK_SWITCH (widget)));

  row = find_row (GTK_WIDGET (prefs), "Style");
  g_settings_set_string (settings, "style", "dark");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  {
    g_autofree char *style = g_settings_get_string (settings, "style");

    g_assert_cmpstr (style, ==, "light");
  }

  row = find_row (GTK_WIDGET (prefs), "Speed of the computer's moves");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 3);
  g_assert_cmpint (g_settings_get_enum (settings, "animation-speed"), ==, 3);

  row = find_row (GTK_WIDGET (prefs), "Seconds to claim a discard");
  widget = find_type (row, GTK_TYPE_SPIN_BUTTON);
  g_settings_set_int (settings, "claim-timer", 7);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget)), ==, 7);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), -1);
  g_assert_cmpint (g_settings_get_int (settings, "claim-timer"), ==, -1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (widget)), ==, "Rules");

  row = find_row (GTK_WIDGET (prefs), "Your name");
  gtk_editable_set_text (GTK_EDITABLE (row), "Grandma");
  {
    g_autofree char *name = g_settings_get_string (settings, "player-name");

    g_assert_cmpstr (name, ==, "Grandma");
  }

  /* both pages, light and dark, for a person to look at */
  save_screenshot (GTK_WIDGET (prefs), "screenshot-preferences.png");
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "house-rules");
  save_screenshot (GTK_WIDGET (prefs), "screenshot-house-rules.png");
  g_settings_set_string (settings, "style", "dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (GTK_WIDGET (prefs), "screenshot-house-rules-dark.png");
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "general");
  save_screenshot (GTK_WIDGET (prefs), "screenshot-preferences-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_assert_finalize_object (prefs);
  g_settings_reset (settings, "hints");
  g_settings_reset (settings, "sorted-ponds");
  g_settings_reset (settings, "style");
  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "claim-timer");
  g_settings_reset (settings, "player-name");
}

/* The rules chooser lists every ruleset by its whole name, the chosen one checked. */
static void
test_preferences_whole_names (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  MjHouseRulesPage *page;
  AdwComboRow *chooser;
  GListModel *names;
  GtkWidget *window, *list;
  guint chosen = G_MAXUINT;

  g_settings_set_string (settings, "ruleset", "dmjl");
  page = g_object_ref_sink (mj_house_rules_page_new (store, settings));
  chooser = ADW_COMBO_ROW (find_row (GTK_WIDGET (page), "Rules for the next game"));
  names = adw_combo_row_get_model (chooser);
  g_assert_nonnull (adw_combo_row_get_list_factory (chooser));

  /* the chooser's own list items, shown in a list of their own */
  window = gtk_window_new ();
  list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (names))),
                            g_object_ref (adw_combo_row_get_list_factory (chooser)));
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_set_default_size (GTK_WINDOW (window), 200, 800);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  collect (list, GTK_TYPE_LABEL, labels);
  collect (list, GTK_TYPE_IMAGE, checks);
  /* (a heading over a part of the list is hidden where there is none) */
  for (guint i = labels->len; i-- > 0;)
    if (!gtk_widget_get_visible (labels->pdata[i]))
      g_ptr_array_remove_index (labels, i);
  g_assert_cmpuint (labels->len, ==, g_list_model_get_n_items (names));
  g_assert_cmpuint (checks->len, ==, labels->len);
  for (guint i = 0; i < labels->len; i++)
    {
      g_assert_cmpstr (gtk_label_get_text (labels->pdata[i]), ==,
                       gtk_string_list_get_string (GTK_STRING_LIST (names), i));
      g_assert_cmpint (gtk_label_get_ellipsize (labels->pdata[i]), ==, PANGO_ELLIPSIZE_NONE);
      if (gtk_widget_get_opacity (checks->pdata[i]) > 0)
        {
          g_assert_cmpuint (chosen, ==, G_MAXUINT);
          chosen = i;
        }
    }
  g_assert_cmpuint (chosen, ==, adw_combo_row_get_selected (chooser));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), chosen), ==, "Classical Chinese (DMJL)");

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (page);
  g_settings_reset (settings, "ruleset");
}

/* The New Game dialog lists the presets, then the family's own rules, then the stages of the
 * British book's course under the heading "Learning"; the rules chosen are said in a
 * sentence under "Rules". */
static void
test_preferences_new_game_learning (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autoptr(MjRuleset) bmja = mj_ruleset_new_preset ("bmja", NULL);
  g_autoptr(MjRuleset) own = mj_ruleset_copy (bmja);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
  const char * const *ids = mj_ruleset_get_preset_ids ();
  MjNewGameDialog *new_game;
  AdwComboRow *row;
  GListModel *names;
  GtkWidget *window, *list;
  guint n_presets = 0, n_learning = 0, first_learning = G_MAXUINT, n_headings = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      if (!mj_ruleset_preset_is_learning (ids[i]))
        n_presets++;
      else if (n_learning++ == 0)
        first_learning = i;
    }
  g_assert_cmpuint (n_learning, ==, 7);

  mj_ruleset_set_id (own, "my-rules");
  mj_ruleset_set_name (own, "My rules");
  g_assert_true (mj_ruleset_store_save (store, own, &error));
  g_assert_no_error (error);
  g_settings_set_string (settings, "ruleset", "bmja-stage1");

  new_game = g_object_ref_sink (mj_new_game_dialog_new (NULL, settings));
  gtk_window_present (GTK_WINDOW (new_game));
  g_assert_cmpstr (mj_new_game_dialog_get_ruleset_id (new_game), ==, "bmja-stage1");
  g_assert_true (shows_label (GTK_WIDGET (new_game), mj_ruleset_preset_get_description ("bmja-stage1")));
  row = ADW_COMBO_ROW (find_type (GTK_WIDGET (new_game), ADW_TYPE_COMBO_ROW));
  names = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, n_presets + 1 + n_learning);
  /* the presets in their order, the family's own, then the stages */
  for (guint i = 0; i < n_presets; i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), i), ==,
                     mj_ruleset_preset_get_name (ids[i]));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), n_presets), ==, "My rules");
  for (guint i = 0; i < n_learning; i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), n_presets + 1 + i), ==,
                     mj_ruleset_preset_get_name (ids[first_learning + i]));

  /* the list as the row shows it: "Learning" over the first stage, and nowhere else */
  window = gtk_window_new ();
  list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (names))),
                            g_object_ref (adw_combo_row_get_list_factory (row)));
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 1000);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  collect (list, GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    {
      GtkWidget *box = boxes->pdata[i];
      GtkWidget *heading = gtk_widget_get_first_child (box);
      GtkWidget *line = gtk_widget_get_last_child (box);

      /* an item: the heading above the line of the name and the check */
      if (gtk_orientable_get_orientation (GTK_ORIENTABLE (box)) != GTK_ORIENTATION_VERTICAL ||
          !GTK_IS_LABEL (heading) || !GTK_IS_BOX (line))
        continue;
      if (!gtk_widget_get_visible (heading))
        continue;
      n_headings++;
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, "Learning");
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (line))), ==,
                       mj_ruleset_preset_get_name ("bmja-stage1"));
    }
  g_assert_cmpuint (n_headings, ==, 1);

  /* another choice, another sentence */
  adw_combo_row_set_selected (row, n_presets);
  g_assert_cmpstr (mj_new_game_dialog_get_ruleset_id (new_game), ==, "my-rules");
  g_assert_false (shows_label (GTK_WIDGET (new_game), mj_ruleset_preset_get_description ("bmja-stage1")));
  save_screenshot (GTK_WIDGET (new_game), "screenshot-new-game-learning.png");

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (new_game));
  g_object_unref (new_game);
  g_assert_true (mj_ruleset_store_delete (store, "my-rules", NULL, &error));
  g_assert_no_error (error);
  g_settings_reset (settings, "ruleset");
}

/* A ruleset file broken by hand is listed with its trouble and cannot be chosen. */
static void
test_preferences_broken_file (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autofree char *path = g_build_filename (mj_ruleset_store_get_directory (store), "broken.ruleset", NULL);
  g_autoptr(GError) error = NULL;
  MjPreferencesWindow *prefs;
  MjHouseRulesPage *page;
  GtkWidget *chooser;
  GListModel *names;
  guint broken = G_MAXUINT;
  g_autofree char *current = NULL;

  g_assert_cmpint (g_mkdir_with_parents (mj_ruleset_store_get_directory (store), 0700), ==, 0);
  g_file_set_contents (path, "[ruleset]\nformat = 1\nid = broken\nname = Broken\n[play]\nmax-chows = 9\n", -1, &error);
  g_assert_no_error (error);

  g_settings_set_string (settings, "ruleset", "bmja");
  prefs = mj_preferences_window_new (NULL);
  g_object_ref (prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  iterate ();
  page = MJ_HOUSE_RULES_PAGE (find_type (GTK_WIDGET (prefs), MJ_TYPE_HOUSE_RULES_PAGE));
  chooser = find_row (GTK_WIDGET (page), "Rules for the next game");
  names = adw_combo_row_get_model (ADW_COMBO_ROW (chooser));
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "broken (cannot be read)"))
      broken = i;
  g_assert_cmpuint (broken, !=, G_MAXUINT);

  /* choosing it changes nothing: the rules of the next game stay */
  adw_combo_row_set_selected (ADW_COMBO_ROW (chooser), broken);
  iterate ();
  current = g_settings_get_string (settings, "ruleset");
  g_assert_cmpstr (current, ==, "bmja");
  g_assert_cmpstr (mj_ruleset_get_id (mj_house_rules_page_get_ruleset (page)), ==, "bmja");

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_assert_finalize_object (prefs);
  g_remove (path);
  g_settings_reset (settings, "ruleset");
}

static void
note_take (const MjDecision *d,
           gpointer          data)
{
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_TAKE)
      *(gboolean *) data = TRUE;
}

/* A hand with the person's seat played through the window. Returns whether a claim window
 * offered to take the discard into the hand, and leaves the hand's summary open. */
static gboolean
play_one_hand (MjWindow   *window,
               const char *ruleset_id,
               MjHandSummary **summary)
{
  gboolean offered_take = FALSE;

  mj_window_start_match (window, ruleset_id, 7);
  g_assert_nonnull (gui_test_match (window));
  g_assert_cmpstr (mj_ruleset_get_id (mj_match_get_ruleset (gui_test_match (window))), ==, ruleset_id);
  mj_match_set_max_hands (gui_test_match (window), 1);
  *summary = gui_test_play_to_summary (window, note_take, &offered_take);
  return offered_take;
}

/* The issue's own acceptance: the Oxenstierna preset, the "next player may take any
 * discard" rule switched off in the house-rules page, saved as "Grandma's rules", a game
 * started with them: the rule is in effect, and the end of the hand names it. */
static void
test_preferences_grandmas_rules (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRulesetStore) store = NULL;
  g_autoptr(MjRuleset) preset = mj_ruleset_new_preset ("oxenstierna", NULL);
  g_autoptr(MjRuleset) loaded = NULL;
  g_autoptr(GArray) changes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *line = NULL;
  MjPreferencesWindow *prefs;
  MjHouseRulesPage *page;
  GtkWindow *dialog;
  GtkWidget *take;
  const MjRulesetEntry *entry;
  MjWindow *window;
  MjHandSummary *summary = NULL;

  gui_test_instant_play (settings);
  g_settings_set_string (settings, "ruleset", "oxenstierna");

  prefs = mj_preferences_window_new (NULL);
  g_object_ref (prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "house-rules");
  iterate ();
  page = MJ_HOUSE_RULES_PAGE (find_type (GTK_WIDGET (prefs), MJ_TYPE_HOUSE_RULES_PAGE));
  g_assert_true (mj_ruleset_is_preset (mj_house_rules_page_get_ruleset (page)));

  /* switching the rule off asks for a name for the family's own copy */
  take = find_named (GTK_WIDGET (page), "take-any-discard");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (take)));
  gtk_switch_set_active (GTK_SWITCH (take), FALSE);
  iterate ();
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))),
                         "Grandma's rules");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "copy");
  iterate ();

  /* the copy is the rules of the next game, shown in the page with its one difference */
  id = g_settings_get_string (settings, "ruleset");
  g_assert_cmpstr (id, !=, "oxenstierna");
  page = MJ_HOUSE_RULES_PAGE (find_type (GTK_WIDGET (prefs), MJ_TYPE_HOUSE_RULES_PAGE));
  g_assert_cmpstr (mj_ruleset_get_id (mj_house_rules_page_get_ruleset (page)), ==, id);
  g_assert_false (mj_ruleset_is_preset (mj_house_rules_page_get_ruleset (page)));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (find_named (GTK_WIDGET (page), "take-any-discard"))));
  g_assert_nonnull (find_row (GTK_WIDGET (page), "Differences from the preset"));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (find_row (GTK_WIDGET (page), "Differences from the preset"))),
                   ==, "1 change from Classical Chinese (Oxenstierna)");
  save_screenshot (GTK_WIDGET (prefs), "screenshot-house-rules-own.png");
  gtk_window_destroy (GTK_WINDOW (prefs));
  g_assert_finalize_object (prefs);

  /* saved as a file of the presets' own format, with exactly that change */
  store = mj_ruleset_store_new (NULL);
  entry = mj_ruleset_store_lookup (store, id);
  g_assert_nonnull (entry);
  g_assert_nonnull (entry->path);
  g_assert_true (g_str_has_suffix (entry->path, ".ruleset"));
  loaded = mj_ruleset_new_from_file (entry->path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mj_ruleset_get_name (loaded), ==, "Grandma's rules");
  g_assert_cmpstr (mj_ruleset_get_based_on (loaded), ==, "oxenstierna");
  changes = mj_ruleset_list_changes (loaded, preset);
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpstr (g_array_index (changes, MjRulesetChange, 0).title, ==, "Next player takes any discard");
  for (guint i = 0; i < MJ_N_PARAMS; i++)
    g_assert_cmpint (mj_ruleset_get (loaded, i), ==, i == MJ_PARAM_TAKE_ANY_DISCARD ? 0 : mj_ruleset_get (preset, i));

  /* the New Game dialog offers them first */
  {
    MjNewGameDialog *new_game = mj_new_game_dialog_new (NULL, settings);

    g_object_ref_sink (new_game);
    g_assert_cmpstr (mj_new_game_dialog_get_ruleset_id (new_game), ==, id);
    gtk_window_destroy (GTK_WINDOW (new_game));
    g_object_unref (new_game);
  }

  window = gui_test_game_window (app, 1024, 700);

  /* under the preset the person is offered to take the left player's discard ... */
  g_assert_true (play_one_hand (window, "oxenstierna", &summary));
  gtk_window_destroy (GTK_WINDOW (summary));
  destroy_toplevels (ADW_TYPE_MESSAGE_DIALOG);

  /* ... under Grandma's rules never, and the end of the hand says which rule changed */
  g_assert_false (play_one_hand (window, id, &summary));
  line = g_strdup_printf ("Next player takes any discard: No (%s: Yes)", mj_ruleset_get_name (preset));
  g_assert_true (shows_label (GTK_WIDGET (summary), line));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Scored by the rules “Grandma's rules”"));
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-own-rules.png");
  gtk_window_destroy (GTK_WINDOW (summary));
  gui_test_close_game_window (window, settings);
  g_settings_reset (settings, "ruleset");
}

/* The person's name in Preferences and in the New Game dialog: the same, the login name
 * until one is given; a change in either shows in the other. */
static void
test_preferences_player_name (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjPreferencesWindow *prefs;
  MjNewGameDialog *new_game;
  GtkWidget *prefs_row;
  GtkWidget *start;

  g_settings_reset (settings, "player-name");
  prefs = mj_preferences_window_new (NULL);
  g_object_ref (prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  new_game = mj_new_game_dialog_new (NULL, settings);
  g_object_ref (new_game);
  gtk_window_present (GTK_WINDOW (new_game));
  iterate ();
  prefs_row = find_row (GTK_WIDGET (prefs), "Your name");
  g_assert_nonnull (prefs_row);

  /* nothing given: both say the login name */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (prefs_row)), ==, g_get_real_name ());
  g_assert_cmpstr (mj_new_game_dialog_get_player_name (new_game), ==, g_get_real_name ());

  /* given in Preferences: the New Game dialog, open, says it */
  gtk_editable_set_text (GTK_EDITABLE (prefs_row), "Grandma");
  iterate ();
  g_assert_cmpstr (mj_new_game_dialog_get_player_name (new_game), ==, "Grandma");

  /* given in the New Game dialog and played under: Preferences, open, says it */
  gtk_editable_set_text (GTK_EDITABLE (find_row (GTK_WIDGET (new_game), "_Your name")), "Ann");
  start = gtk_window_get_default_widget (GTK_WINDOW (new_game));
  g_signal_emit_by_name (start, "clicked");
  iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (prefs_row)), ==, "Ann");
  g_assert_finalize_object (new_game);

  /* taken away in Preferences: the login name again, in a New Game dialog opened now */
  gtk_editable_set_text (GTK_EDITABLE (prefs_row), "");
  {
    g_autofree char *stored = g_settings_get_string (settings, "player-name");

    g_assert_cmpstr (stored, ==, "");
  }
  new_game = g_object_ref_sink (mj_new_game_dialog_new (NULL, settings));
  g_assert_cmpstr (mj_new_game_dialog_get_player_name (new_game), ==, g_get_real_name ());
  gtk_window_destroy (GTK_WINDOW (new_game));
  g_assert_finalize_object (new_game);

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_assert_finalize_object (prefs);
  g_settings_reset (settings, "player-name");
  g_settings_reset (settings, "ruleset");
  g_settings_reset (settings, "opponent-levels");
  g_settings_reset (settings, "seat-names");
  g_settings_reset (settings, "seat-people");
  g_settings_reset (settings, "seat-empty");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);

  app = gui_test_application_new ();

  g_test_add_func ("/gui/preferences/rows", test_preferences_rows);
  g_test_add_func ("/gui/preferences/scoring-family", test_preferences_scoring_family);
  g_test_add_func ("/gui/preferences/settings", test_preferences_settings);
  g_test_add_func ("/gui/preferences/player-name", test_preferences_player_name);
  g_test_add_func ("/gui/preferences/whole-names", test_preferences_whole_names);
  g_test_add_func ("/gui/preferences/new-game-learning", test_preferences_new_game_learning);
  g_test_add_func ("/gui/preferences/broken-file", test_preferences_broken_file);
  g_test_add_func ("/gui/preferences/grandmas-rules", test_preferences_grandmas_rules);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
