/* mj-new-game-dialog.c: choosing the rules and the players of a new match
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-new-game-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-new-game-dialog.h"
#include "mj-ruleset-store.h"

struct _MjNewGameDialog
{
  AdwWindow     parent_instance;

  /* Owned References */
  GSettings    *settings;
  MjRulesetStore *store;
  GPtrArray    *ids;          /* the ruleset ids, in the order of the row */

  /* Template Widgets */
  GtkButton    *start_button;
  AdwComboRow  *ruleset_row;
  AdwEntryRow  *name_row;
  AdwComboRow  *level_row_1;
  AdwComboRow  *level_row_2;
  AdwComboRow  *level_row_3;
};

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjNewGameDialog, mj_new_game_dialog, ADW_TYPE_WINDOW)

static AdwComboRow *
level_row (MjNewGameDialog *self,
           guint            opponent)
{
  AdwComboRow *rows[3] = { self->level_row_1, self->level_row_2, self->level_row_3 };

  return rows[MIN (opponent, 2u)];
}

static void
start_clicked_cb (MjNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) levels = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;

  for (guint i = 0; i < 3; i++)
    g_strv_builder_add (levels, mj_ai_level_to_string (mj_new_game_dialog_get_level (self, i)));
  strv = g_strv_builder_end (levels);

  g_settings_set_string (self->settings, "ruleset", mj_new_game_dialog_get_ruleset_id (self));
  g_settings_set_string (self->settings, "player-name", gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
  g_settings_set_strv (self->settings, "opponent-levels", (const char * const *) strv);

  g_signal_emit (self, signals[START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
mj_new_game_dialog_dispose (GObject *object)
{
  MjNewGameDialog *self = MJ_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->store);
  g_clear_pointer (&self->ids, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (mj_new_game_dialog_parent_class)->dispose (object);
}

static void
mj_new_game_dialog_class_init (MjNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_new_game_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, level_row_1);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, level_row_2);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, level_row_3);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /**
   * MjNewGameDialog::start:
   *
   * The person chose; the choices are in the getters and in the settings.
   */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_new_game_dialog_init (MjNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked_cb), self);
}

/**
 * mj_new_game_dialog_new:
 *
 * Returns: (transfer full): the dialog, filled with the last choices
 */
MjNewGameDialog *
mj_new_game_dialog_new (GtkWindow *parent,
                        GSettings *settings)
{
  MjNewGameDialog *self = g_object_new (MJ_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autofree char *current = NULL;
  g_autofree char *name = NULL;
  g_auto(GStrv) chosen = NULL;

  self->settings = g_object_ref (settings);

  /* the presets and the family's own rules (a broken file is not offered) */
  self->store = mj_ruleset_store_new (NULL);
  self->ids = g_ptr_array_new_with_free_func (g_free);
  current = g_settings_get_string (settings, "ruleset");
  for (guint i = 0; i < mj_ruleset_store_get_n_entries (self->store); i++)
    {
      const MjRulesetEntry *entry = mj_ruleset_store_get_entry (self->store, i);

      if (entry->ruleset == NULL)
        continue;
      gtk_string_list_append (rulesets, entry->name);
      g_ptr_array_add (self->ids, g_strdup (entry->id));
      if (g_str_equal (entry->id, current))
        adw_combo_row_set_selected (self->ruleset_row, self->ids->len - 1);
    }
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
  for (guint i = 0; i < self->ids->len; i++)
    if (g_str_equal (self->ids->pdata[i], current))
      adw_combo_row_set_selected (self->ruleset_row, i);

  for (guint i = 0; i < MJ_AI_N_LEVELS; i++)
    gtk_string_list_append (levels, mj_ai_level_get_name ((MjAiLevel) i));
  chosen = g_settings_get_strv (settings, "opponent-levels");
  for (guint k = 0; k < 3; k++)
    {
      MjAiLevel level = MJ_AI_LEVEL_STANDARD;

      adw_combo_row_set_model (level_row (self, k), G_LIST_MODEL (levels));
      if (chosen != NULL && k < g_strv_length (chosen))
        mj_ai_level_from_string (chosen[k], &level);
      adw_combo_row_set_selected (level_row (self, k), level);
    }

  name = g_settings_get_string (settings, "player-name");
  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         name[0] != '\0' ? name : g_get_real_name ());
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  return self;
}

const char *
mj_new_game_dialog_get_ruleset_id (MjNewGameDialog *self)
{
  guint selected;

  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), NULL);

  selected = adw_combo_row_get_selected (self->ruleset_row);
  if (selected >= self->ids->len)
    return mj_ruleset_get_preset_ids ()[0];
  return self->ids->pdata[selected];
}

const char *
mj_new_game_dialog_get_player_name (MjNewGameDialog *self)
{
  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}

MjAiLevel
mj_new_game_dialog_get_level (MjNewGameDialog *self,
                              guint            opponent)
{
  guint selected;

  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), MJ_AI_LEVEL_STANDARD);

  selected = adw_combo_row_get_selected (level_row (self, opponent));
  return selected < MJ_AI_N_LEVELS ? (MjAiLevel) selected : MJ_AI_LEVEL_STANDARD;
}
