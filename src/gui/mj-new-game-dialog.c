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
#include "mj-person-name.h"
#include "mj-rules-window.h"
#include "mj-ruleset-store.h"
#include "mj-match.h"

/* The choices of a seat's "Played by" row: a person, then the computer's levels, then
 * nobody (a game of three or two, where the rules allow it). */
#define KIND_PERSON 0u
#define KIND_LEVEL(level) ((guint) (level) + 1u)
#define KIND_EMPTY KIND_LEVEL (MJ_AI_N_LEVELS)

struct _MjNewGameDialog
{
  AdwWindow     parent_instance;

  /* Owned References */
  GSettings    *settings;
  MjRulesetStore *store;
  GPtrArray    *ids;          /* the ruleset ids, in the order of the row */
  guint         first_stage;  /* the first of the course's stages in the row, under a heading */
  MjAiLevel     levels[3];    /* each other seat's computer level, kept while a person plays it */

  /* Template Widgets */
  GtkButton    *start_button;
  AdwPreferencesGroup *rules_group;
  AdwComboRow  *ruleset_row;
  GtkButton    *rules_button;
  AdwEntryRow  *name_row;
  AdwEntryRow  *name_row_1;
  AdwEntryRow  *name_row_2;
  AdwEntryRow  *name_row_3;
  AdwComboRow  *kind_row_1;
  AdwComboRow  *kind_row_2;
  AdwComboRow  *kind_row_3;
  GtkLabel     *seats_note;
};

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjNewGameDialog, mj_new_game_dialog, ADW_TYPE_WINDOW)

static AdwEntryRow *
name_row (MjNewGameDialog *self,
          guint            seat)
{
  AdwEntryRow *rows[MJ_NEW_GAME_N_SEATS] = { self->name_row, self->name_row_1, self->name_row_2, self->name_row_3 };

  return rows[MIN (seat, MJ_NEW_GAME_N_SEATS - 1u)];
}

/* the "Played by" row of an opponent's seat (0 is the seat on the right) */
static AdwComboRow *
kind_row (MjNewGameDialog *self,
          guint            opponent)
{
  AdwComboRow *rows[3] = { self->kind_row_1, self->kind_row_2, self->kind_row_3 };

  return rows[MIN (opponent, 2u)];
}

/* Whether the rules chosen can be played by the players chosen; if not, why. */
static const char *
seats_problem (MjNewGameDialog *self)
{
  const MjRulesetEntry *entry = mj_ruleset_store_lookup (self->store, mj_new_game_dialog_get_ruleset_id (self));

  if (entry == NULL || entry->ruleset == NULL)
    return NULL;
  switch (mj_match_check_empty_seats (entry->ruleset, mj_new_game_dialog_get_empty_seats (self)))
    {
    case MJ_SEATS_TOO_FEW:
      if (mj_ruleset_get (entry->ruleset, MJ_PARAM_FEWEST_PLAYERS) < 4)
        return _("These rules are played by two at least: choose who plays another seat");
      return _("These rules are played by four: choose who plays every seat");
    case MJ_SEATS_NOT_OPPOSITE:
      return _("Two players sit opposite each other: leave the seats on the right and on the left empty");
    case MJ_SEATS_OK:
    default:
      return NULL;
    }
}

static void
update_seats_note (MjNewGameDialog *self)
{
  const char *problem = seats_problem (self);

  gtk_label_set_text (self->seats_note, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->seats_note), problem != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), problem == NULL);
}

/* What the rules chosen are, in a sentence under the heading "Rules" (a stage of the
 * British book's course says what it plays). */
static void
update_description (MjNewGameDialog *self)
{
  const MjRulesetEntry *entry = mj_ruleset_store_lookup (self->store, mj_new_game_dialog_get_ruleset_id (self));
  const char *description = entry != NULL && entry->ruleset != NULL ? mj_ruleset_get_description (entry->ruleset)
                                                                    : NULL;

  adw_preferences_group_set_description (self->rules_group,
                                         description != NULL && description[0] != '\0' ? description : NULL);
}

/* The list of rulesets: each one's name, its description and its source, the rule book it
 * follows; the course's stages under a heading of their own. */

static const MjRulesetEntry *
entry_at (MjNewGameDialog *self,
          guint            position)
{
  return position < self->ids->len ? mj_ruleset_store_lookup (self->store, self->ids->pdata[position]) : NULL;
}

static void
ruleset_item_selected_cb (GtkListItem *item)
{
  MjNewGameDialog *self = g_object_get_data (G_OBJECT (item), "mj-dialog");
  GtkWidget *check = g_object_get_data (G_OBJECT (item), "mj-check");

  if (self != NULL && check != NULL)
    gtk_widget_set_opacity (check, adw_combo_row_get_selected (self->ruleset_row) == gtk_list_item_get_position (item));
}

static GtkWidget *
caption_new (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
ruleset_item_setup_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       MjNewGameDialog          *self)
{
  /* the heading over the line of the name and the check, as every list of names shows
   * them (mj-combo-row.c), and the words about the rules under them */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: the heading over the rulesets of the British book's course, in the list of
   * rulesets */
  GtkWidget *heading = gtk_label_new (_("Learning"));
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = caption_new ("heading");
  GtkWidget *about = caption_new ("caption");
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (line), name);
  gtk_box_append (GTK_BOX (line), check);
  gtk_box_append (GTK_BOX (top), heading);
  gtk_box_append (GTK_BOX (top), line);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), about);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_item_set_child (item, box);

  g_object_set_data (G_OBJECT (item), "mj-dialog", self);
  g_object_set_data (G_OBJECT (item), "mj-heading", heading);
  g_object_set_data (G_OBJECT (item), "mj-name", name);
  g_object_set_data (G_OBJECT (item), "mj-about", about);
  g_object_set_data (G_OBJECT (item), "mj-check", check);
  g_signal_connect_object (self->ruleset_row, "notify::selected", G_CALLBACK (ruleset_item_selected_cb), item,
                           G_CONNECT_SWAPPED);
}

static void
ruleset_item_bind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      MjNewGameDialog          *self)
{
  guint position = gtk_list_item_get_position (item);
  const MjRulesetEntry *entry = entry_at (self, position);
  GtkWidget *about = g_object_get_data (G_OBJECT (item), "mj-about");
  const char *text = entry != NULL && entry->ruleset != NULL ? mj_ruleset_get_description (entry->ruleset) : "";
  const char *book = entry != NULL && entry->ruleset != NULL ? mj_ruleset_get_source (entry->ruleset) : "";
  g_autofree char *from = NULL;
  g_autofree char *markup = NULL;

  gtk_widget_set_visible (g_object_get_data (G_OBJECT (item), "mj-heading"),
                          position == self->first_stage && position < self->ids->len);
  gtk_label_set_text (g_object_get_data (G_OBJECT (item), "mj-name"), entry != NULL ? entry->name : "");
  /* what the rules are, then, fainter, the book they follow */
  if (book[0] != '\0')
    /* Translators: under a ruleset's description in New Game: the rule book it follows */
    from = g_strdup_printf (_("Source: %s"), book);
  if (text[0] != '\0' && from != NULL)
    markup = g_markup_printf_escaped ("%s\n<span alpha=\"60%%\">%s</span>", text, from);
  else if (text[0] != '\0' || from != NULL)
    markup = g_markup_printf_escaped (text[0] != '\0' ? "%s" : "<span alpha=\"60%%\">%s</span>",
                                      text[0] != '\0' ? text : from);
  gtk_label_set_markup (GTK_LABEL (about), markup != NULL ? markup : "");
  gtk_widget_set_visible (about, markup != NULL);
  ruleset_item_selected_cb (item);
}

/* The rules chosen, as they stand, house rules and all. */
static void
rules_clicked_cb (MjNewGameDialog *self)
{
  const MjRulesetEntry *entry = mj_ruleset_store_lookup (self->store, mj_new_game_dialog_get_ruleset_id (self));
  g_autofree char *tileset_id = g_settings_get_string (self->settings, "tileset");
  g_autoptr(MjTileset) tileset = NULL;
  g_autoptr(MjTileCache) cache = NULL;
  MjRulesWindow *window;

  if (entry == NULL || entry->ruleset == NULL)
    return;
  tileset = mj_tileset_new_for_id (tileset_id, NULL);
  if (tileset == NULL && (tileset = mj_tileset_new_default (NULL)) == NULL)
    return;
  cache = mj_tile_cache_new (tileset);
  window = mj_rules_window_new (GTK_WINDOW (self), cache, entry->ruleset);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_present (GTK_WINDOW (window));
}

/* Callbacks */

/* a level chosen for a seat is kept, so that it comes back when a person gives the seat
 * back to the computer */
static void
kind_selected_cb (MjNewGameDialog *self)
{
  for (guint k = 0; k < 3; k++)
    {
      guint selected = adw_combo_row_get_selected (kind_row (self, k));

      if (selected >= KIND_LEVEL (0) && selected < KIND_LEVEL (MJ_AI_N_LEVELS))
        self->levels[k] = (MjAiLevel) (selected - KIND_LEVEL (0));
      /* an empty seat has no name to give */
      gtk_widget_set_sensitive (GTK_WIDGET (name_row (self, k + 1)), selected != KIND_EMPTY);
    }
  update_seats_note (self);
}

static void
start_clicked_cb (MjNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) levels = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) level_strv = NULL;
  g_auto(GStrv) name_strv = NULL;
  GVariantBuilder people, empty;
  guint empty_seats = mj_new_game_dialog_get_empty_seats (self);

  if (seats_problem (self) != NULL)
    return;

  g_variant_builder_init (&people, G_VARIANT_TYPE ("ab"));
  g_variant_builder_init (&empty, G_VARIANT_TYPE ("ab"));
  for (guint i = 0; i < 3; i++)
    {
      g_strv_builder_add (levels, mj_ai_level_to_string (mj_new_game_dialog_get_level (self, i)));
      g_strv_builder_add (names, mj_new_game_dialog_get_seat_name (self, i + 1));
      g_variant_builder_add (&people, "b", mj_new_game_dialog_get_seat_is_person (self, i + 1));
      g_variant_builder_add (&empty, "b", (empty_seats >> (i + 1)) & 1u);
    }
  level_strv = g_strv_builder_end (levels);
  name_strv = g_strv_builder_end (names);

  g_settings_set_string (self->settings, "ruleset", mj_new_game_dialog_get_ruleset_id (self));
  g_settings_set_string (self->settings, "player-name", mj_new_game_dialog_get_player_name (self));
  g_settings_set_strv (self->settings, "opponent-levels", (const char * const *) level_strv);
  g_settings_set_strv (self->settings, "seat-names", (const char * const *) name_strv);
  g_settings_set_value (self->settings, "seat-people", g_variant_builder_end (&people));
  g_settings_set_value (self->settings, "seat-empty", g_variant_builder_end (&empty));

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
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, seats_note);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, rules_group);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, rules_button);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, name_row_1);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, name_row_2);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, name_row_3);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, kind_row_1);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, kind_row_2);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, kind_row_3);

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
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (factory, "setup", G_CALLBACK (ruleset_item_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (ruleset_item_bind_cb), self);
  adw_combo_row_set_list_factory (self->ruleset_row, factory);
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked_cb), self);
  g_signal_connect_swapped (self->rules_button, "clicked", G_CALLBACK (rules_clicked_cb), self);
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
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GVariant) people = NULL;
  g_autoptr(GVariant) empties = NULL;
  g_autofree char *current = NULL;
  g_auto(GStrv) chosen = NULL;
  g_auto(GStrv) names = NULL;

  self->settings = g_object_ref (settings);

  /* the presets and the family's own rules (a broken file is not offered), then the stages
   * of the British book's course under a heading of their own */
  self->store = mj_ruleset_store_new (NULL);
  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->first_stage = G_MAXUINT;
  current = g_settings_get_string (settings, "ruleset");
  for (guint learning = 0; learning < 2; learning++)
    for (guint i = 0, n = 0; i < mj_ruleset_store_get_n_entries (self->store); i++)
      {
        const MjRulesetEntry *entry = mj_ruleset_store_get_entry (self->store, i);
        gboolean stage = entry->path == NULL && mj_ruleset_preset_is_learning (entry->id);

        if (entry->ruleset == NULL || stage != (learning != 0))
          continue;
        if (stage && n++ == 0)
          self->first_stage = self->ids->len;
        gtk_string_list_append (rulesets, entry->name);
        g_ptr_array_add (self->ids, g_strdup (entry->id));
      }
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
  for (guint i = 0; i < self->ids->len; i++)
    if (g_str_equal (self->ids->pdata[i], current))
      adw_combo_row_set_selected (self->ruleset_row, i);

  /* who plays each other seat: a person sharing the screen, or the computer at a level */
  /* Translators: who plays a seat: a person at this screen */
  gtk_string_list_append (kinds, C_("who plays a seat", "Person"));
  for (guint i = 0; i < MJ_AI_N_LEVELS; i++)
    {
      /* Translators: who plays a seat: the computer, at a level ("Beginner", "Standard", "Expert") */
      g_autofree char *label = g_strdup_printf (_("Computer: %s"), mj_ai_level_get_name ((MjAiLevel) i));

      gtk_string_list_append (kinds, label);
    }
  /* Translators: who plays a seat: nobody, a game of three or two */
  gtk_string_list_append (kinds, C_("who plays a seat", "Nobody (an empty seat)"));
  chosen = g_settings_get_strv (settings, "opponent-levels");
  names = g_settings_get_strv (settings, "seat-names");
  people = g_settings_get_value (settings, "seat-people");
  empties = g_settings_get_value (settings, "seat-empty");
  for (guint k = 0; k < 3; k++)
    {
      gboolean person = FALSE, empty = FALSE;

      self->levels[k] = MJ_AI_LEVEL_STANDARD;
      if (chosen != NULL && k < g_strv_length (chosen))
        mj_ai_level_from_string (chosen[k], &self->levels[k]);
      if (k < g_variant_n_children (people))
        g_variant_get_child (people, k, "b", &person);
      if (k < g_variant_n_children (empties))
        g_variant_get_child (empties, k, "b", &empty);

      adw_combo_row_set_model (kind_row (self, k), G_LIST_MODEL (kinds));
      adw_combo_row_set_selected (kind_row (self, k), empty ? KIND_EMPTY
                                                  : person ? KIND_PERSON : KIND_LEVEL (self->levels[k]));
      g_signal_connect_object (kind_row (self, k), "notify::selected", G_CALLBACK (kind_selected_cb), self,
                               G_CONNECT_SWAPPED);
      if (names != NULL && k < g_strv_length (names))
        gtk_editable_set_text (GTK_EDITABLE (name_row (self, k + 1)), names[k]);
    }

  /* the name Preferences shows, and what is changed there while the dialog is open;
   * written when the game starts */
  mj_person_name_bind (settings, self->name_row, "text", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->ruleset_row, "notify::selected", G_CALLBACK (update_seats_note), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ruleset_row, "notify::selected", G_CALLBACK (update_description), self,
                           G_CONNECT_SWAPPED);
  update_description (self);
  kind_selected_cb (self);
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

/**
 * mj_new_game_dialog_get_player_name:
 *
 * Returns: the name of the person at the screen (seat 0)
 */
const char *
mj_new_game_dialog_get_player_name (MjNewGameDialog *self)
{
  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}

/**
 * mj_new_game_dialog_get_seat_name:
 * @seat: 0 for the person at the screen, then the seats on the right, opposite and left
 *
 * Returns: the name given to @seat; empty for one chosen at the table
 */
const char *
mj_new_game_dialog_get_seat_name (MjNewGameDialog *self,
                                  guint            seat)
{
  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (seat < MJ_NEW_GAME_N_SEATS, NULL);

  return gtk_editable_get_text (GTK_EDITABLE (name_row (self, seat)));
}

void
mj_new_game_dialog_set_seat_name (MjNewGameDialog *self,
                                  guint            seat,
                                  const char      *name)
{
  g_return_if_fail (MJ_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < MJ_NEW_GAME_N_SEATS);

  gtk_editable_set_text (GTK_EDITABLE (name_row (self, seat)), name != NULL ? name : "");
}

/**
 * mj_new_game_dialog_get_seat_is_person:
 * @seat: 0 for the person at the screen, then the seats on the right, opposite and left
 *
 * Returns: whether a person plays @seat; seat 0 always is one
 */
gboolean
mj_new_game_dialog_get_seat_is_person (MjNewGameDialog *self,
                                       guint            seat)
{
  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), TRUE);
  g_return_val_if_fail (seat < MJ_NEW_GAME_N_SEATS, TRUE);

  return seat == 0 || adw_combo_row_get_selected (kind_row (self, seat - 1)) == KIND_PERSON;
}

/**
 * mj_new_game_dialog_set_seat_is_person:
 * @seat: 1, 2 or 3: seat 0 is always a person
 * @person: whether a person plays @seat; otherwise the computer does, at its level
 */
void
mj_new_game_dialog_set_seat_is_person (MjNewGameDialog *self,
                                       guint            seat,
                                       gboolean         person)
{
  g_return_if_fail (MJ_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat >= 1 && seat < MJ_NEW_GAME_N_SEATS);

  adw_combo_row_set_selected (kind_row (self, seat - 1),
                              person ? KIND_PERSON : KIND_LEVEL (mj_new_game_dialog_get_level (self, seat - 1)));
}

/**
 * mj_new_game_dialog_get_empty_seats:
 *
 * Returns: a bit per seat left empty (seat 0, the person at the screen, never is)
 */
guint
mj_new_game_dialog_get_empty_seats (MjNewGameDialog *self)
{
  guint empty = 0;

  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), 0);

  for (guint k = 0; k < 3; k++)
    if (adw_combo_row_get_selected (kind_row (self, k)) == KIND_EMPTY)
      empty |= 1u << (k + 1);
  return empty;
}

/**
 * mj_new_game_dialog_get_level:
 * @opponent: 0 for the seat on the right, 1 opposite, 2 on the left
 *
 * Returns: the computer's level in that seat; for a seat a person plays, the level the
 *   computer would play at
 */
MjAiLevel
mj_new_game_dialog_get_level (MjNewGameDialog *self,
                              guint            opponent)
{
  guint selected;

  g_return_val_if_fail (MJ_IS_NEW_GAME_DIALOG (self), MJ_AI_LEVEL_STANDARD);
  g_return_val_if_fail (opponent < 3, MJ_AI_LEVEL_STANDARD);

  selected = adw_combo_row_get_selected (kind_row (self, opponent));
  if (selected >= KIND_LEVEL (0) && selected < KIND_LEVEL (MJ_AI_N_LEVELS))
    return (MjAiLevel) (selected - KIND_LEVEL (0));
  return self->levels[opponent];
}

/**
 * mj_new_game_dialog_set_level:
 * @opponent: 0 for the seat on the right, 1 opposite, 2 on the left
 *
 * Gives the seat to the computer at @level.
 */
void
mj_new_game_dialog_set_level (MjNewGameDialog *self,
                              guint            opponent,
                              MjAiLevel        level)
{
  g_return_if_fail (MJ_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (opponent < 3);
  g_return_if_fail ((guint) level < MJ_AI_N_LEVELS);

  self->levels[opponent] = level;
  adw_combo_row_set_selected (kind_row (self, opponent), KIND_LEVEL (level));
}
