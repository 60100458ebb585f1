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
#include "mj-preferences-window.h"
#include "mj-tileset.h"

struct _MjPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  MjRulesetStore       *store;
  GStrv                 tileset_ids;
};

G_DEFINE_FINAL_TYPE (MjPreferencesWindow, mj_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
mj_preferences_window_dispose (GObject *object)
{
  MjPreferencesWindow *self = MJ_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->store);
  g_clear_pointer (&self->tileset_ids, g_strfreev);

  G_OBJECT_CLASS (mj_preferences_window_parent_class)->dispose (object);
}

static void
mj_preferences_window_class_init (MjPreferencesWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mj_preferences_window_dispose;
}

static void
mj_preferences_window_init (MjPreferencesWindow *self)
{
}

static GtkWidget *
switch_row (GSettings  *settings,
            const char *key,
            const char *title,
            const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  g_settings_bind (settings, key, sw, "active", G_SETTINGS_BIND_DEFAULT);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

/* An enum key as a combo row: the choices in the order of the enum's values. */
static gboolean
enum_to_selected (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_enum (const GValue       *value,
                  const GVariantType *type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint i = g_value_get_uint (value);

  if (i >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[i]);
}

static GtkWidget *
enum_row (GSettings          *settings,
          const char         *key,
          const char         *title,
          const char * const *nicks,
          const char * const *labels)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  for (guint i = 0; labels[i] != NULL; i++)
    gtk_string_list_append (model, _(labels[i]));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                enum_to_selected, selected_to_enum, (gpointer) nicks, NULL);
  return row;
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
static GtkWidget *
tileset_row (MjPreferencesWindow *self)
{
  GtkWidget *row = adw_combo_row_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GtkStringList) model = NULL;
  g_autofree char *current = g_settings_get_string (self->settings, "tileset");
  guint selected = 0;

  self->tileset_ids = mj_tileset_list_available (&names);
  model = gtk_string_list_new ((const char * const *) names);
  for (guint i = 0; self->tileset_ids[i] != NULL; i++)
    if (g_str_equal (current, self->tileset_ids[i]))
      selected = i;

  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Tiles"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), g_strv_length (self->tileset_ids) > 1
                                                     ? _("Our own, or a KDE tileset installed on this computer")
                                                     : _("KDE tilesets are offered here when installed"));
  g_signal_connect (row, "notify::selected", G_CALLBACK (tileset_selected_cb), self);
  return row;
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

static AdwPreferencesPage *
general_page (MjPreferencesWindow *self)
{
  static const char * const speeds[] = { "instant", "fast", "normal", "relaxed", NULL };
  static const char * const speed_labels[] = { N_("Instant"), N_("Fast"), N_("Normal"), N_("Relaxed"), NULL };
  static const char * const cloths[] = { "green", "blue", "red", NULL };
  static const char * const cloth_labels[] = { N_("Green baize"), N_("Blue"), N_("Burgundy"), NULL };
  static const char * const styles[] = { "system", "light", "dark", NULL };
  static const char * const style_labels[] = { N_("Follow the system"), N_("Light"), N_("Dark"), NULL };
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *player = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *play = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *looks = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *name = adw_entry_row_new ();
  GtkWidget *timer_row = adw_action_row_new ();
  GtkWidget *timer = gtk_spin_button_new_with_range (-1, 60, 1);

  adw_preferences_page_set_title (page, _("General"));
  adw_preferences_page_set_name (page, "general");
  adw_preferences_page_set_icon_name (page, "preferences-system-symbolic");

  adw_preferences_group_set_title (player, _("You"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name), _("Your name"));
  g_settings_bind (self->settings, "player-name", name, "text", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (player, name);

  adw_preferences_group_set_title (play, _("Play"));
  adw_preferences_group_add (play, enum_row (self->settings, "animation-speed", _("Speed of the computer's moves"),
                                             speeds, speed_labels));
  gtk_widget_set_valign (timer, GTK_ALIGN_CENTER);
  gtk_editable_set_width_chars (GTK_EDITABLE (timer), 9);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (timer), FALSE);  /* room for its two words */
  g_signal_connect (timer, "output", G_CALLBACK (timer_output_cb), NULL);
  g_signal_connect (timer, "input", G_CALLBACK (timer_input_cb), NULL);
  g_settings_bind (self->settings, "claim-timer", timer, "value", G_SETTINGS_BIND_DEFAULT);
  timer_output_cb (GTK_SPIN_BUTTON (timer));  /* the value may not have changed: show its word */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (timer_row), _("Seconds to claim a discard"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (timer_row),
                               _("“Rules” takes the time the house rules give, “No limit” waits as long as you need"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (timer_row), timer);
  adw_preferences_group_add (play, timer_row);
  adw_preferences_group_add (play, switch_row (self->settings, "hints", _("Hints"),
                                               _("Offer the hint button at the table")));

  adw_preferences_group_set_title (looks, _("Table"));
  adw_preferences_group_add (looks, switch_row (self->settings, "sorted-ponds", _("Discards sorted"),
                                                _("Lay the discards out by suit and number, not in the order played")));
  adw_preferences_group_add (looks, tileset_row (self));
  adw_preferences_group_add (looks, enum_row (self->settings, "table-cloth", _("Table cloth"), cloths, cloth_labels));
  adw_preferences_group_add (looks, enum_row (self->settings, "style", _("Style"), styles, style_labels));

  adw_preferences_page_add (page, player);
  adw_preferences_page_add (page, play);
  adw_preferences_page_add (page, looks);
  return page;
}

/**
 * mj_preferences_window_new:
 *
 * Returns: (transfer full): the preferences of the game and the house rules
 */
MjPreferencesWindow *
mj_preferences_window_new (GtkWindow *parent)
{
  MjPreferencesWindow *self = g_object_new (MJ_TYPE_PREFERENCES_WINDOW,
                                            "transient-for", parent,
                                            "modal", TRUE,
                                            "default-width", 720,
                                            "default-height", 720,
                                            "search-enabled", TRUE,
                                            NULL);

  self->settings = g_settings_new (APP_ID);
  self->store = mj_ruleset_store_new (NULL);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), general_page (self));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (mj_house_rules_page_new (self->store, self->settings)));
  return self;
}
