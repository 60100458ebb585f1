/* mj-house-rules-page.c: every rule a family plays by, as rows made from the rule tables
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows are not written by hand: one row per parameter of mj-ruleset-params.def (a
 * switch, a spin button or a choice) and one per scoring rule of mj-rule-items.def (spin
 * buttons for its points, doubles, limit or faan), grouped as the rule books group them;
 * only those that apply to the ruleset's way of scoring, points and doubles or faan.
 * Presets are read-only: the first change to one asks for a name and makes the family's own
 * copy, saved as a .ruleset file; later changes are saved at once. An unfinished match
 * keeps the rules it started with.
 */

#define G_LOG_DOMAIN "mj-house-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-combo-row.h"
#include "mj-format.h"
#include "mj-house-rules-page.h"
#include "mj-toast.h"

struct _MjHouseRulesPage
{
  AdwPreferencesPage  parent_instance;

  /* Owned References */
  MjRulesetStore     *store;
  GSettings          *settings;
  MjRuleset          *ruleset;      /* the one shown */
  GPtrArray          *groups;       /* the generated groups, to remove on a rebuild */

  /* Template Widgets */
  AdwComboRow        *chooser;
  AdwActionRow       *status_row;
  GtkWidget          *delete_button;
  GtkWidget          *rename_button;
  AdwExpanderRow     *differences;

  guint               rebuild_id;
  guint               building : 1;
};

G_DEFINE_FINAL_TYPE (MjHouseRulesPage, mj_house_rules_page, ADW_TYPE_PREFERENCES_PAGE)

/* What a row edits. */
typedef struct
{
  int          param;   /* an MjParamId, or -1 */
  int          rule;    /* an MjRuleId, or -1 */
  MjValueKind  kind;
  gboolean     exposed; /* the exposed faan */
} Target;

static void     rebuild         (MjHouseRulesPage *self);
static gboolean rebuild_idle_cb (gpointer          user_data);

static void
toast (MjHouseRulesPage *self,
       const char       *text)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), mj_toast_new (text));
}

static const MjRulesetEntry *
selected_entry (MjHouseRulesPage *self)
{
  guint i = adw_combo_row_get_selected (self->chooser);

  if (i >= mj_ruleset_store_get_n_entries (self->store))
    return NULL;
  return mj_ruleset_store_get_entry (self->store, i);
}

/* The value of a row's widget, in the ruleset's units. */
static int
widget_value (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget))
    return gtk_switch_get_active (GTK_SWITCH (widget));
  if (GTK_IS_DROP_DOWN (widget))
    return (int) gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

static void
apply (MjRuleset    *ruleset,
       const Target *target,
       int           value)
{
  if (target->param >= 0)
    mj_ruleset_set (ruleset, (MjParamId) target->param, value);
  else if (target->kind == MJ_VALUE_FAAN)
    {
      int concealed = mj_ruleset_get_rule_value (ruleset, (MjRuleId) target->rule, MJ_VALUE_FAAN);
      int exposed = mj_ruleset_get_rule_faan_exposed (ruleset, (MjRuleId) target->rule);

      if (target->exposed)
        exposed = value;
      else
        concealed = value;
      mj_ruleset_set_rule_faan (ruleset, (MjRuleId) target->rule, concealed, exposed);
    }
  else
    mj_ruleset_set_rule_value (ruleset, (MjRuleId) target->rule, target->kind, value);
}

typedef struct
{
  MjHouseRulesPage *self;
  Target            target;
  int               value;
  GtkWidget        *entry;
} PendingCopy;

static void
copy_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  PendingCopy      *pending)
{
  MjHouseRulesPage *self = pending->self;
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "copy"))
    {
      const char *name = gtk_editable_get_text (GTK_EDITABLE (pending->entry));
      g_autoptr(MjRuleset) copy = mj_ruleset_copy (self->ruleset);
      g_autofree char *id = mj_ruleset_store_make_id (self->store, name);

      mj_ruleset_set_id (copy, id);
      mj_ruleset_set_name (copy, name[0] != '\0' ? name : id);
      apply (copy, &pending->target, pending->value);
      if (mj_ruleset_store_save (self->store, copy, &error))
        g_settings_set_string (self->settings, "ruleset", id);
      else
        toast (self, error->message);
    }

  /* back to the store's state: the copy chosen, or the preset unchanged */
  rebuild (self);
  g_object_unref (self);
  g_free (pending);
}

/* A change to a preset: ask for a name for the family's own copy. */
static void
ask_for_copy (MjHouseRulesPage *self,
              const Target     *target,
              int               value)
{
  GtkWidget *dialog;
  GtkWidget *entry = gtk_entry_new ();
  PendingCopy *pending = g_new0 (PendingCopy, 1);
  g_autofree char *suggestion = g_strdup_printf (_("%s, our way"), mj_ruleset_get_name (self->ruleset));

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Make Your Own Rules?"),
                                   _("The presets stay as their rule books have them. Your change is "
                                     "kept in a copy of your own: give it a name."));
  gtk_editable_set_text (GTK_EDITABLE (entry), suggestion);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "copy", _("_Make a Copy"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "copy", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "copy");

  pending->self = g_object_ref (self);
  pending->target = *target;
  pending->value = value;
  pending->entry = entry;
  g_signal_connect (dialog, "response", G_CALLBACK (copy_response_cb), pending);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
value_changed_cb (GtkWidget        *widget,
                  GParamSpec       *pspec,
                  MjHouseRulesPage *self)
{
  const Target *target = g_object_get_data (G_OBJECT (widget), "mj-target");
  g_autoptr(GError) error = NULL;
  int value;

  if (self->building || target == NULL || self->ruleset == NULL)
    return;

  value = widget_value (widget);
  if (mj_ruleset_is_preset (self->ruleset))
    {
      ask_for_copy (self, target, value);
      return;
    }

  apply (self->ruleset, target, value);
  if (!mj_ruleset_store_save (self->store, self->ruleset, &error))
    toast (self, error->message);
  /* another way of scoring: its own settings in place of the other's (not from inside the
   * drop-down's own notification) */
  if (target->param == MJ_PARAM_METHOD && self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_idle_cb, self);
}

static void
spin_changed_cb (GtkSpinButton    *spin,
                 MjHouseRulesPage *self)
{
  value_changed_cb (GTK_WIDGET (spin), NULL, self);
}

static void
set_target (GtkWidget *widget,
            int        param,
            int        rule,
            MjValueKind kind,
            gboolean   exposed)
{
  Target *target = g_new0 (Target, 1);

  target->param = param;
  target->rule = rule;
  target->kind = kind;
  target->exposed = exposed;
  g_object_set_data_full (G_OBJECT (widget), "mj-target", target, g_free);

  /* named after the file's key, "limit" or "pung-minor-exposed:points", for tests and CSS */
  if (param >= 0)
    gtk_widget_set_name (widget, mj_param_spec ((MjParamId) param)->key);
  else
    {
      static const char * const kinds[] = { "points", "doubles", "limit", "faan", "faan-exposed" };
      guint k = kind == MJ_VALUE_POINTS ? 0 : kind == MJ_VALUE_DOUBLES ? 1 : kind == MJ_VALUE_LIMIT ? 2 : exposed ? 4 : 3;
      g_autofree char *name = g_strconcat (mj_rule_spec ((MjRuleId) rule)->key, ":", kinds[k], NULL);

      gtk_widget_set_name (widget, name);
    }
}

static GtkWidget *
spin_new (MjHouseRulesPage *self,
          double            min,
          double            max,
          double            step,
          guint             digits,
          double            value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  /* (a faan value may be -1, "not when exposed") */
  if (min < 0 && digits == 0)
    mj_spin_button_show_minus_sign (GTK_SPIN_BUTTON (spin));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
  return spin;
}

static GtkWidget *
param_row (MjHouseRulesPage *self,
           const MjRuleLine *line)
{
  const MjParamSpec *spec = mj_param_spec ((MjParamId) line->param);
  int value = mj_ruleset_get (self->ruleset, spec->id);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *widget;

  if (spec->type == MJ_PARAM_TYPE_CHOICE)
    {
      /* a drop-down beside the explanation, not a combo row: its choice is never cut short */
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

      for (guint i = 0; i < mj_param_spec_get_n_choices (spec); i++)
        gtk_string_list_append (labels, mj_param_spec_get_choice_label (spec, i));
      widget = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), (guint) value);
      gtk_widget_add_css_class (widget, "rule-choice");
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      g_signal_connect (widget, "notify::selected", G_CALLBACK (value_changed_cb), self);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
    }
  else if (spec->type == MJ_PARAM_TYPE_BOOL)
    {
      widget = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (widget), value != 0);
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      g_signal_connect (widget, "notify::active", G_CALLBACK (value_changed_cb), self);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
    }
  else
    widget = spin_new (self, spec->min, spec->max, 1, 0, value);

  set_target (widget, spec->id, -1, 0, FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), line->explanation);
  return row;
}

static void
add_value (MjHouseRulesPage *self,
           GtkWidget        *row,
           const MjRuleSpec *spec,
           MjValueKind       kind,
           gboolean          exposed)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label;
  GtkWidget *spin;
  const char *unit;

  switch (kind)
    {
    case MJ_VALUE_POINTS:
      unit = _("points");
      spin = spin_new (self, 0, 10000, 1, 0, mj_ruleset_get_rule_value (self->ruleset, spec->id, kind));
      break;
    case MJ_VALUE_DOUBLES:
      unit = _("doubles");
      spin = spin_new (self, 0, 20, 1, 0, mj_ruleset_get_rule_value (self->ruleset, spec->id, kind));
      break;
    case MJ_VALUE_LIMIT:
      /* shown as a fraction of the limit, kept in thousandths */
      unit = _("× limit");
      spin = spin_new (self, 0, 10000, 25, 0, mj_ruleset_get_rule_value (self->ruleset, spec->id, kind));
      break;
    case MJ_VALUE_FAAN:
    default:
      {
        int v = exposed ? mj_ruleset_get_rule_faan_exposed (self->ruleset, spec->id)
                        : mj_ruleset_get_rule_value (self->ruleset, spec->id, MJ_VALUE_FAAN);

        unit = exposed ? _("faan exposed") : _("faan");
        /* -1 stands for "not when exposed", 100 for the maximum */
        spin = spin_new (self, -1, 100, 1, 0, v);
      }
      break;
    }

  set_target (spin, -1, spec->id, kind, exposed);
  label = gtk_label_new (unit);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), spin);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
}

static GtkWidget *
rule_row (MjHouseRulesPage *self,
          const MjRuleLine *line,
          gboolean          faan)
{
  const MjRuleSpec *spec = mj_rule_spec ((MjRuleId) line->rule);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), line->explanation);

  if (faan)
    {
      add_value (self, row, spec, MJ_VALUE_FAAN, FALSE);
      add_value (self, row, spec, MJ_VALUE_FAAN, TRUE);
    }
  else
    {
      if (spec->values & MJ_VALUE_POINTS)
        add_value (self, row, spec, MJ_VALUE_POINTS, FALSE);
      if (spec->values & MJ_VALUE_DOUBLES)
        add_value (self, row, spec, MJ_VALUE_DOUBLES, FALSE);
      if (spec->values & MJ_VALUE_LIMIT)
        add_value (self, row, spec, MJ_VALUE_LIMIT, FALSE);
    }
  return row;
}

static AdwPreferencesGroup *
add_group (MjHouseRulesPage *self,
           const char       *title,
           const char       *description)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, title);
  if (description != NULL)
    adw_preferences_group_set_description (group, description);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), group);
  g_ptr_array_add (self->groups, group);
  return group;
}

static void
update_differences (MjHouseRulesPage *self)
{
  const char *based_on = mj_ruleset_get_based_on (self->ruleset);
  g_autoptr(MjRuleset) preset = NULL;
  g_autoptr(GArray) changes = NULL;
  g_autofree char *subtitle = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->differences), based_on != NULL);
  if (based_on == NULL || (preset = mj_ruleset_new_preset (based_on, NULL)) == NULL)
    return;

  changes = mj_ruleset_list_changes (self->ruleset, preset);
  for (guint i = 0; i < changes->len; i++)
    {
      const MjRulesetChange *change = &g_array_index (changes, MjRulesetChange, i);
      GtkWidget *row = adw_action_row_new ();
      /* Translators: a rule's value in a family's ruleset, and in the preset it copies */
      g_autofree char *text = g_strdup_printf (_("%s (the preset: %s)"), change->value, change->other);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), change->title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
      adw_expander_row_add_row (self->differences, row);
    }

  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u change from %s", "%u changes from %s",
                                           changes->len),
                              changes->len, mj_ruleset_preset_get_name (based_on));
  adw_expander_row_set_subtitle (self->differences, subtitle);
}

/* Builds every row for the chosen ruleset. */
static void
rebuild (MjHouseRulesPage *self)
{
  g_autofree char *current = g_settings_get_string (self->settings, "ruleset");
  const MjRulesetEntry *entry = NULL;
  gboolean faan;

  self->building = TRUE;

  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (ADW_PREFERENCES_PAGE (self), self->groups->pdata[i]);
  g_ptr_array_set_size (self->groups, 0);

  /* the chooser lists every ruleset; a broken file shows why */
  {
    g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
    guint selected = 0;

    for (guint i = 0; i < mj_ruleset_store_get_n_entries (self->store); i++)
      {
        const MjRulesetEntry *e = mj_ruleset_store_get_entry (self->store, i);
        g_autofree char *label = e->ruleset != NULL ? g_strdup (e->name)
                                                    : g_strdup_printf (_("%s (cannot be read)"), e->id);

        gtk_string_list_append (names, label);
        if (g_strcmp0 (e->id, current) == 0)
          selected = i;
      }
    adw_combo_row_set_model (self->chooser, G_LIST_MODEL (names));
    adw_combo_row_set_selected (self->chooser, selected);
    entry = mj_ruleset_store_get_entry (self->store, selected);
  }

  g_clear_object (&self->ruleset);
  if (entry->ruleset == NULL)
    {
      adw_action_row_set_subtitle (self->status_row, entry->error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_row), "error");
      self->building = FALSE;
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->status_row), "error");
  self->ruleset = mj_ruleset_copy (entry->ruleset);
  if (entry->path == NULL)
    {
      /* a preset: read-only until copied */
      g_object_unref (self->ruleset);
      self->ruleset = mj_ruleset_new_preset (entry->id, NULL);
    }
  adw_action_row_set_subtitle (self->status_row,
                               entry->path == NULL ? _("A preset: a change makes a copy of your own. "
                                                       "An unfinished match keeps its rules.")
                                                   : _("Your own rules, saved as you change them. "
                                                       "An unfinished match keeps its rules."));
  gtk_widget_set_sensitive (self->delete_button, entry->path != NULL);
  gtk_widget_set_sensitive (self->rename_button, entry->path != NULL);
  update_differences (self);

  /* only the settings of the ruleset's way of scoring: no faan where points are doubled; the
   * same lines as the rules of the game show */
  faan = mj_ruleset_get (self->ruleset, MJ_PARAM_METHOD) == MJ_METHOD_FAAN;
  for (guint s = 0; s < MJ_N_SECTIONS; s++)
    {
      AdwPreferencesGroup *group = add_group (self, mj_rule_section_get_title ((MjRuleSection) s), NULL);
      g_autoptr(GArray) lines = mj_ruleset_list_lines (self->ruleset, (MjRuleSection) s);

      for (guint i = 0; i < lines->len; i++)
        {
          const MjRuleLine *line = &g_array_index (lines, MjRuleLine, i);

          if (line->param >= 0)
            adw_preferences_group_add (group, param_row (self, line));
          else
            adw_preferences_group_add (group, rule_row (self, line, faan));
        }
    }

  self->building = FALSE;
}

static gboolean
rebuild_idle_cb (gpointer user_data)
{
  MjHouseRulesPage *self = user_data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* The chooser's model is replaced on a rebuild: never from inside its own notification,
 * where the combo row would go on announcing the old selection. */
static void
chooser_changed_cb (MjHouseRulesPage *self)
{
  const MjRulesetEntry *entry;

  if (self->building)
    return;
  entry = selected_entry (self);
  if (entry == NULL)
    return;
  if (entry->ruleset == NULL)
    toast (self, entry->error->message);   /* back to the rules of the next game */
  else
    g_settings_set_string (self->settings, "ruleset", entry->id);
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_idle_cb, self);
}

static void
undo_delete_cb (AdwToast         *t,
                MjHouseRulesPage *self)
{
  const char *saved = g_object_get_data (G_OBJECT (t), "mj-saved");
  const char *id = g_object_get_data (G_OBJECT (t), "mj-id");
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GError) error = NULL;

  ruleset = mj_ruleset_new_from_data (saved, -1, id, &error);
  if (ruleset == NULL || !mj_ruleset_store_save (self->store, ruleset, &error))
    {
      toast (self, error->message);
      return;
    }
  g_settings_set_string (self->settings, "ruleset", id);
  rebuild (self);
}

static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    MjHouseRulesPage *self)
{
  const MjRulesetEntry *entry = selected_entry (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;
  GtkRoot *root;
  AdwToast *t;

  if (!g_str_equal (response, "delete") || entry == NULL || entry->path == NULL)
    return;

  id = g_strdup (entry->id);
  if (!mj_ruleset_store_delete (self->store, id, &saved, &error))
    {
      toast (self, error->message);
      return;
    }
  g_settings_reset (self->settings, "ruleset");
  rebuild (self);

  /* the toast's undo writes the file back */
  text = g_strdup_printf (_("“%s” deleted"), id);
  t = mj_toast_new (text);
  adw_toast_set_button_label (t, _("_Undo"));
  g_object_set_data_full (G_OBJECT (t), "mj-saved", g_steal_pointer (&saved), g_free);
  g_object_set_data_full (G_OBJECT (t), "mj-id", g_strdup (id), g_free);
  g_signal_connect_object (t, "button-clicked", G_CALLBACK (undo_delete_cb), self, 0);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), t);
}

static void
delete_clicked_cb (MjHouseRulesPage *self)
{
  const MjRulesetEntry *entry = selected_entry (self);
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (entry == NULL || entry->path == NULL)
    return;

  body = g_strdup_printf (_("The rules “%s” will be removed. Games already played keep them."), entry->name);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Delete These Rules?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "delete", _("_Delete"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    MjHouseRulesPage *self)
{
  GtkWidget *entry = adw_message_dialog_get_extra_child (dialog);
  g_autoptr(GError) error = NULL;
  const char *name;

  if (!g_str_equal (response, "rename") || self->ruleset == NULL || mj_ruleset_is_preset (self->ruleset))
    return;
  name = gtk_editable_get_text (GTK_EDITABLE (entry));
  if (name[0] == '\0')
    return;
  mj_ruleset_set_name (self->ruleset, name);
  if (!mj_ruleset_store_save (self->store, self->ruleset, &error))
    toast (self, error->message);
  rebuild (self);
}

static void
rename_clicked_cb (MjHouseRulesPage *self)
{
  GtkWidget *dialog;
  GtkWidget *entry = gtk_entry_new ();

  if (self->ruleset == NULL || mj_ruleset_is_preset (self->ruleset))
    return;
  gtk_editable_set_text (GTK_EDITABLE (entry), mj_ruleset_get_name (self->ruleset));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Rename the Rules"), NULL);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
duplicate_clicked_cb (MjHouseRulesPage *self)
{
  g_autoptr(MjRuleset) copy = NULL;
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;
  g_autoptr(GError) error = NULL;

  if (self->ruleset == NULL)
    return;
  copy = mj_ruleset_copy (self->ruleset);
  name = g_strdup_printf (_("%s (copy)"), mj_ruleset_get_name (self->ruleset));
  id = mj_ruleset_store_make_id (self->store, name);
  mj_ruleset_set_id (copy, id);
  mj_ruleset_set_name (copy, name);
  if (!mj_ruleset_store_save (self->store, copy, &error))
    {
      toast (self, error->message);
      return;
    }
  g_settings_set_string (self->settings, "ruleset", id);
  rebuild (self);
}

static void
import_response_cb (GtkNativeDialog  *chooser,
                    int               response,
                    MjHouseRulesPage *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) imported = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = g_file_get_path (file);
      /* a file that does not load changes nothing, and says exactly why */
      imported = path != NULL ? mj_ruleset_store_import (self->store, path, &error) : NULL;
      if (imported == NULL)
        toast (self, error != NULL ? error->message : _("Only local files can be imported"));
      else
        {
          g_settings_set_string (self->settings, "ruleset", mj_ruleset_get_id (imported));
          rebuild (self);
        }
    }
  g_object_unref (chooser);
}

static void
import_clicked_cb (MjHouseRulesPage *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import Rules"),
                                         GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Rulesets"));
  gtk_file_filter_add_pattern (filter, "*.ruleset");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect (chooser, "response", G_CALLBACK (import_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_response_cb (GtkNativeDialog  *chooser,
                    int               response,
                    MjHouseRulesPage *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT && self->ruleset != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = g_file_get_path (file);
      if (path == NULL || !mj_ruleset_save_to_file (self->ruleset, path, &error))
        toast (self, error != NULL ? error->message : _("Only local files can be written"));
      else
        toast (self, _("Rules exported"));
    }
  g_object_unref (chooser);
}

static void
export_clicked_cb (MjHouseRulesPage *self)
{
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  if (self->ruleset == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Export Rules"),
                                         GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  name = g_strconcat (mj_ruleset_get_id (self->ruleset), ".ruleset", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* GObject */

static void
mj_house_rules_page_dispose (GObject *object)
{
  MjHouseRulesPage *self = MJ_HOUSE_RULES_PAGE (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_HOUSE_RULES_PAGE);

  G_OBJECT_CLASS (mj_house_rules_page_parent_class)->dispose (object);
}

static void
mj_house_rules_page_class_init (MjHouseRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_house_rules_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-house-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MjHouseRulesPage, chooser);
  gtk_widget_class_bind_template_child (widget_class, MjHouseRulesPage, status_row);
  gtk_widget_class_bind_template_child (widget_class, MjHouseRulesPage, differences);
  gtk_widget_class_bind_template_child (widget_class, MjHouseRulesPage, rename_button);
  gtk_widget_class_bind_template_child (widget_class, MjHouseRulesPage, delete_button);
  gtk_widget_class_bind_template_callback (widget_class, chooser_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, duplicate_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, rename_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, delete_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
}

static void
mj_house_rules_page_init (MjHouseRulesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->groups = g_ptr_array_new ();
  mj_combo_row_show_whole_names (self->chooser);
}

/**
 * mj_house_rules_page_new:
 *
 * Returns: (transfer full): the page, showing the rules of the next game
 */
MjHouseRulesPage *
mj_house_rules_page_new (MjRulesetStore *store,
                         GSettings      *settings)
{
  MjHouseRulesPage *self = g_object_new (MJ_TYPE_HOUSE_RULES_PAGE, NULL);

  self->store = g_object_ref (store);
  self->settings = g_object_ref (settings);
  rebuild (self);
  return self;
}

/**
 * mj_house_rules_page_get_ruleset:
 *
 * Returns: (transfer none) (nullable): the ruleset shown
 */
MjRuleset *
mj_house_rules_page_get_ruleset (MjHouseRulesPage *self)
{
  g_return_val_if_fail (MJ_IS_HOUSE_RULES_PAGE (self), NULL);
  return self->ruleset;
}
