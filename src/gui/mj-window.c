/* mj-window.c: the main window
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-cloth.h"
#include "mj-ruleset-store.h"
#include "mj-rules-window.h"
#include "mj-table-legend.h"
#include "mj-window-private.h"

G_DEFINE_FINAL_TYPE (MjWindow, mj_window, ADW_TYPE_APPLICATION_WINDOW)

static void
tileset_changed_cb (MjWindow *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "tileset");
  /* ours, or a KDE tileset found on the system */
  g_autoptr(MjTileset) tileset = mj_tileset_new_for_id (id, NULL);

  if (tileset != NULL)
    mj_tile_cache_set_tileset (self->cache, tileset);
}

/* A coached game of the course, from Learn to Play (mj-window-lesson.c). */
static void
lesson_game_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  _mj_window_start_lesson_game (MJ_WINDOW (user_data), g_variant_get_string (parameter, NULL));
}

/* The side panel: shown beside the table where there is room, over it where there is not */

static void
show_panel_change_state (GSimpleAction *action,
                         GVariant      *state,
                         gpointer       user_data)
{
  MjWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, g_variant_get_boolean (state));
}

static void
reveal_flap_changed_cb (MjWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-panel");

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (adw_flap_get_reveal_flap (self->flap)));
}

/* The panel's button is there while the table is. */
static void
page_changed_cb (MjWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-panel");
  gboolean table = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0;

  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), table);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), table);
}

static void
panel_init (MjWindow *self)
{
  static const GActionEntry actions[] = {
    { "show-panel", NULL, NULL, "false", show_panel_change_state },
    { "lesson-game", lesson_game_action, "s" },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_flap_changed_cb), self,
                           G_CONNECT_SWAPPED);
  reveal_flap_changed_cb (self);
  g_signal_connect_object (self->stack, "notify::visible-child-name", G_CALLBACK (page_changed_cb), self,
                           G_CONNECT_SWAPPED);
  page_changed_cb (self);
}

/* The rules of this game and the table's legend */

/* The rules of the match being played; without one, of the ruleset last chosen. */
static void
rules_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  MjWindow *self = user_data;
  g_autoptr(MjRulesetStore) store = NULL;
  MjRuleset *ruleset = NULL;
  MjRulesWindow *window;

  if (self->session != NULL)
    ruleset = mj_table_session_get_ruleset (self->session);
  else
    {
      g_autofree char *id = g_settings_get_string (self->settings, "ruleset");
      const MjRulesetEntry *entry;

      store = mj_ruleset_store_new (NULL);
      entry = mj_ruleset_store_lookup (store, id);
      if (entry == NULL || entry->ruleset == NULL)
        entry = mj_ruleset_store_lookup (store, mj_ruleset_get_preset_ids ()[0]);
      ruleset = entry != NULL ? entry->ruleset : NULL;
    }
  if (ruleset == NULL)
    return;

  window = mj_rules_window_new (GTK_WINDOW (self), self->cache, ruleset);
  gtk_window_present (GTK_WINDOW (window));
}

/* The legend opens beside the table, and its key closes it again. */
static void
legend_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  MjWindow *self = user_data;
  GWeakRef *ref = g_object_get_data (G_OBJECT (self), "mj-legend");
  g_autoptr(GtkWindow) open = ref != NULL ? g_weak_ref_get (ref) : NULL;
  MjTableLegend *legend;

  if (open != NULL)
    {
      gtk_window_destroy (open);
      return;
    }
  legend = mj_table_legend_new (GTK_WINDOW (self), self->cache, self->settings);
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, legend);
  g_object_set_data_full (G_OBJECT (self), "mj-legend", ref, (GDestroyNotify) g_weak_ref_clear);
  gtk_window_present (GTK_WINDOW (legend));
}

/* The legend's button is there while the table is. */
static void
legend_page_changed_cb (MjWindow *self)
{
  GObject *button = gtk_widget_get_template_child (GTK_WIDGET (self), MJ_TYPE_WINDOW, "legend_button");
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  gtk_widget_set_visible (GTK_WIDGET (button), g_strcmp0 (page, "table") == 0);
}

static void
rules_init (MjWindow *self)
{
  static const GActionEntry actions[] = {
    { "rules", rules_action },
    { "legend", legend_action },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_object (self->stack, "notify::visible-child-name", G_CALLBACK (legend_page_changed_cb), self,
                           G_CONNECT_SWAPPED);
  legend_page_changed_cb (self);
}

static void
mj_window_dispose (GObject *object)
{
  MjWindow *self = MJ_WINDOW (object);

  _mj_window_game_dispose (self);
  _mj_window_lesson_forget (self);
  g_cancellable_cancel (self->history_cancellable);
  g_clear_object (&self->history_cancellable);
  g_clear_object (&self->history);
  g_clear_object (&self->settings);
  g_clear_object (&self->cache);

  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_WINDOW);

  G_OBJECT_CLASS (mj_window_parent_class)->dispose (object);
}

static void
mj_window_class_init (MjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_window_dispose;

  g_type_ensure (MJ_TYPE_ACTION_BAR);
  g_type_ensure (MJ_TYPE_WELCOME_PAGE);
  g_type_ensure (MJ_TYPE_STANDINGS_PAGE);
  g_type_ensure (MJ_TYPE_TABLE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, welcome);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, standings);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, table_overlay);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, table_column);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, action_bar);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, panel);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, curtain);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, curtain_button);

  /* the table's legend, from anywhere in the window; its button is looked up by name */
  gtk_widget_class_bind_template_child_full (widget_class, "legend_button", FALSE, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "win.legend", NULL);
}

static void
mj_window_init (MjWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The size is restored before the window is shown and saved as it changes. */
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  tileset = mj_tileset_new_default (&error);
  if (tileset == NULL)
    g_error ("The tiles are missing from the application's resources: %s", error->message);
  self->cache = mj_tile_cache_new (tileset);
  g_signal_connect_object (self->settings, "changed::tileset", G_CALLBACK (tileset_changed_cb), self,
                           G_CONNECT_SWAPPED);
  tileset_changed_cb (self);
  /* the cloth's colour: a style class above every cloth of the window's pages */
  mj_cloth_follow (GTK_WIDGET (self->stack), self->settings);

  self->table = MJ_TABLE_VIEW (mj_table_view_new (self->cache));
  gtk_box_prepend (self->table_column, GTK_WIDGET (self->table));
  g_settings_bind (self->settings, "sorted-ponds", self->table, "sorted-ponds", G_SETTINGS_BIND_GET);

  panel_init (self);
  rules_init (self);
  _mj_window_game_init (self);
  _mj_window_keep_init (self);
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
