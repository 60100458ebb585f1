/* mj-preferences-window.c: General (the person, the pace, the looks) and House Rules
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-preferences"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-house-rules-page.h"
#include "mj-person-name.h"
#include "mj-preferences-window.h"
#include "mj-tileset.h"

struct _MjPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Owned References */
  GSettings            *settings;
  MjRulesetStore       *store;
  GStrv                 tileset_ids;   /* in the order of the tiles row */

  /* Template Widgets */
  AdwEntryRow          *name_row;
  AdwComboRow          *speed_row;
  GtkSpinButton        *timer;
  GtkSwitch            *hints_switch;
  AdwComboRow          *coach_row;
  GtkSwitch            *tallies_switch;
  GtkSwitch            *sorted_ponds_switch;
  AdwComboRow          *tileset_row;
  AdwComboRow          *cloth_row;
  AdwComboRow          *style_row;
};

G_DEFINE_FINAL_TYPE (MjPreferencesWindow, mj_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* An enum key as a combo row: the row's choices are the enum's values, 0 and up, in order
 * (the schema names them; the code never does). */
static void
enum_changed_cb (GSettings   *settings,
                 const char  *key,
                 AdwComboRow *row)
{
  guint value = (guint) g_settings_get_enum (settings, key);

  if (adw_combo_row_get_selected (row) != value)
    adw_combo_row_set_selected (row, value);
}

static void
enum_selected_cb (AdwComboRow *row,
                  GParamSpec  *pspec,
                  GSettings   *settings)
{
  const char *key = g_object_get_data (G_OBJECT (row), "mj-settings-key");
  guint selected = adw_combo_row_get_selected (row);

  if (selected != GTK_INVALID_LIST_POSITION && (guint) g_settings_get_enum (settings, key) != selected)
    g_settings_set_enum (settings, key, (int) selected);
}

static void
bind_enum (GSettings   *settings,
           const char  *key,
           AdwComboRow *row)
{
  g_autofree char *signal = g_strconcat ("changed::", key, NULL);

  g_object_set_data_full (G_OBJECT (row), "mj-settings-key", g_strdup (key), g_free);
  enum_changed_cb (settings, key, row);
  g_signal_connect_object (settings, signal, G_CALLBACK (enum_changed_cb), row, 0);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (enum_selected_cb), settings, 0);
}

static void
tileset_selected_cb (AdwComboRow         *row,
                     GParamSpec          *pspec,
                     MjPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (row);

  if (i < g_strv_length (self->tileset_ids))
    g_settings_set_string (self->settings, "tileset", self->tileset_ids[i]);
}

/* Ours, and the KDE tilesets found on the system. */
static void
fill_tilesets (MjPreferencesWindow *self)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GtkStringList) model = NULL;
  g_autofree char *current = g_settings_get_string (self->settings, "tileset");
  guint selected = 0;

  self->tileset_ids = mj_tileset_list_available (&names);
  model = gtk_string_list_new ((const char * const *) names);
  for (guint i = 0; self->tileset_ids[i] != NULL; i++)
    if (g_str_equal (current, self->tileset_ids[i]))
      selected = i;

  adw_combo_row_set_model (self->tileset_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->tileset_row, selected);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->tileset_row),
                               g_strv_length (self->tileset_ids) > 1
                               ? _("Our own, or a KDE tileset installed on this computer")
                               : _("KDE tilesets are offered here when installed"));
  /* only now: showing the choice is not choosing it */
  g_signal_connect (self->tileset_row, "notify::selected", G_CALLBACK (tileset_selected_cb), self);
}

/* The claim timer's two words: -1 takes the ruleset's time, 0 has none. */
static const char *
timer_word (int value)
{
  /* Translators: the claim timer set to what the house rules say; keep it short */
  return value < 0 ? _("Rules")
  /* Translators: the claim timer switched off; keep it short */
         : value == 0 ? _("No limit") : NULL;
}

static gboolean
timer_output_cb (GtkSpinButton *spin)
{
  int value = gtk_spin_button_get_value_as_int (spin);
  g_autofree char *text = timer_word (value) != NULL ? g_strdup (timer_word (value)) : g_strdup_printf ("%d", value);

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static int
timer_input_cb (GtkSpinButton *spin,
                double        *value)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));

  for (int v = -1; v <= 0; v++)
    if (g_utf8_collate (text, timer_word (v)) == 0)
      {
        *value = v;
        return TRUE;
      }
  return FALSE;
}

/* GObject */

static void
mj_preferences_window_dispose (GObject *object)
{
  MjPreferencesWindow *self = MJ_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->store);
  g_clear_pointer (&self->tileset_ids, g_strfreev);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (mj_preferences_window_parent_class)->dispose (object);
}

static void
mj_preferences_window_class_init (MjPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, timer);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, hints_switch);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, coach_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, tallies_switch);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, sorted_ponds_switch);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, tileset_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, cloth_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferencesWindow, style_row);
  gtk_widget_class_bind_template_callback (widget_class, timer_output_cb);
  gtk_widget_class_bind_template_callback (widget_class, timer_input_cb);
}

static void
mj_preferences_window_init (MjPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  mj_person_name_bind (self->settings, self->name_row, "text", G_SETTINGS_BIND_DEFAULT);
  bind_enum (self->settings, "animation-speed", self->speed_row);
  g_settings_bind (self->settings, "claim-timer", self->timer, "value", G_SETTINGS_BIND_DEFAULT);
  timer_output_cb (self->timer);  /* the value may not have changed: show its word */
  g_settings_bind (self->settings, "hints", self->hints_switch, "active", G_SETTINGS_BIND_DEFAULT);
  bind_enum (self->settings, "coach", self->coach_row);
  g_settings_bind (self->settings, "sorted-ponds", self->sorted_ponds_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "tallies", self->tallies_switch, "active", G_SETTINGS_BIND_DEFAULT);
  fill_tilesets (self);
  bind_enum (self->settings, "table-cloth", self->cloth_row);
  bind_enum (self->settings, "style", self->style_row);
}

/* Public API */

/**
 * mj_preferences_window_new:
 *
 * Returns: (transfer full): the preferences of the game and the house rules
 */
MjPreferencesWindow *
mj_preferences_window_new (GtkWindow *parent)
{
  MjPreferencesWindow *self = g_object_new (MJ_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);

  self->store = mj_ruleset_store_new (NULL);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (mj_house_rules_page_new (self->store, self->settings)));
  return self;
}
