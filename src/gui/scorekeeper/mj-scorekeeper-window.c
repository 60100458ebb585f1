/* mj-scorekeeper-window.c: scoring a match played with real tiles at a real table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two pages. The first chooses the four players (family members from the score history,
 * or new names) and the ruleset, and begins a match in the history, played at the table.
 * The second enters each hand: every player's tiles from a palette, the winner, the
 * winning tile and how it came; the scores and payments follow every change (see
 * mj-scorekeeper-window-hand.c). "Record Hand" writes the hand to the history and moves the
 * deal on as the ruleset says; "Finish Match" ends the match. Until then the match is kept
 * in a save file after every change, and continued from it if the window closes
 * (mj-scorekeeper-window-save.c).
 */

#define G_LOG_DOMAIN "mj-scorekeeper"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-combo-row.h"
#include "mj-scorekeeper-window-private.h"
#include "mj-template.h"
#include "mj-toast.h"

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjScorekeeperWindow, mj_scorekeeper_window, ADW_TYPE_WINDOW)

/* The ticks of "Special circumstances", each shown by the name of the rule it scores. */
static const struct
{
  MjHandFlags flag;
  MjRuleId    rule;
} specials[MJ_SCOREKEEPER_N_SPECIAL] = {
  { MJ_HAND_FLAG_ORIGINAL_CALL,      MJ_RULE_ORIGINAL_CALL },
  { MJ_HAND_FLAG_BLESSING_OF_HEAVEN, MJ_RULE_BLESSING_OF_HEAVEN },
  { MJ_HAND_FLAG_BLESSING_OF_EARTH,  MJ_RULE_BLESSING_OF_EARTH },
  { MJ_HAND_FLAG_FIRST_DRAW,         MJ_RULE_FIRST_DRAW },
  { MJ_HAND_FLAG_TWOFOLD_FORTUNE,    MJ_RULE_TWOFOLD_FORTUNE },
};

void
_mj_scorekeeper_toast (MjScorekeeperWindow *self,
                      const char        *message)
{
  AdwToast *toast = mj_toast_new (message);

  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
set_combo (MjScorekeeperWindow *self,
           AdwComboRow       *row,
           guint              selected)
{
  self->updating++;
  adw_combo_row_set_selected (row, selected);
  self->updating--;
}

void
_mj_scorekeeper_sync_winner (MjScorekeeperWindow *self)
{
  set_combo (self, self->winner_row, (guint) (self->winner + 1));
  /* the player before the winner fed the tile, most often */
  if (self->winner >= 0)
    {
      self->from = (guint) (self->winner + 3) % 4;
      set_combo (self, self->from_row, self->from);
    }
  _mj_scorekeeper_sync_liable (self);
  _mj_scorekeeper_sync_goulash (self);
}

static void
update_title (MjScorekeeperWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->names == NULL)
    {
      adw_window_title_set_subtitle (self->title, _("Players and rules"));
      return;
    }
  subtitle = g_strdup_printf (_("%s · Hand %u"), mj_ruleset_get_name (self->ruleset), self->n_hands + 1);
  adw_window_title_set_subtitle (self->title, subtitle);
}

/* The tiles chosen in the preferences: ours, or a KDE tileset found on the system. */
static MjTileset *
load_tileset (GSettings *settings)
{
  g_autofree char *id = settings != NULL ? g_settings_get_string (settings, "tileset") : NULL;

  return mj_tileset_new_for_id (id, NULL);
}

static void
tileset_changed_cb (MjScorekeeperWindow *self)
{
  g_autoptr(MjTileset) tileset = load_tileset (self->settings);

  if (tileset != NULL)
    mj_tile_cache_set_tileset (self->cache, tileset);
}

/**
 * _mj_scorekeeper_sync_rows:
 *
 * Sets the rows of the deal and of the win as the state says, the special ticks included.
 */
void
_mj_scorekeeper_sync_rows (MjScorekeeperWindow *self)
{
  set_combo (self, self->wind_row, self->rotation.prevailing_wind);
  set_combo (self, self->dealer_row, self->rotation.dealer);
  set_combo (self, self->how_row, self->how);
  set_combo (self, self->winner_row, (guint) (self->winner + 1));
  set_combo (self, self->from_row, self->from);
  self->updating++;
  for (guint i = 0; i < MJ_SCOREKEEPER_N_SPECIAL; i++)
    gtk_switch_set_active (self->special_switches[i], (self->special & specials[i].flag) != 0);
  adw_expander_row_set_expanded (self->special_row, self->special != 0);
  self->updating--;
  _mj_scorekeeper_sync_liable (self);
  _mj_scorekeeper_sync_goulash (self);
}

/* The next hand, nothing entered, dealt as the rotation says. */
static void
reset_hand (MjScorekeeperWindow *self)
{
  memset (self->seats, 0, sizeof self->seats);
  self->winner = -1;
  self->winning_tile = MJ_TILE_NONE;
  self->how = MJ_SCOREKEEPER_WIN_WALL;
  self->special = 0;
  self->liable = -1;
  /* after a drawn hand, a Goulash where the rules play one */
  self->goulash = self->ruleset != NULL && mj_ruleset_get (self->ruleset, MJ_PARAM_GOULASH) && self->last_drawn;
  self->mode = MJ_SCOREKEEPER_ADD_CONCEALED;
  self->current = self->rotation.dealer;
  _mj_scorekeeper_sync_rows (self);
}

/* Start */

/**
 * _mj_scorekeeper_begin:
 * @names: (array fixed-size=4): the four players, by seat
 *
 * Shows the hand page for the match under @ruleset, its next hand empty: a match just
 * begun, or one continued once its hands and rotation are set.
 */
void
_mj_scorekeeper_begin (MjScorekeeperWindow *self,
                       MjRuleset           *ruleset,
                       const char * const  *names)
{
  g_autoptr(GtkStringList) winners = gtk_string_list_new (NULL);

  self->ruleset = g_object_ref (ruleset);
  self->names = gtk_string_list_new (NULL);
  gtk_string_list_append (winners, _("Nobody: a drawn hand"));
  for (guint i = 0; i < 4; i++)
    {
      gtk_string_list_append (self->names, names[i]);
      gtk_string_list_append (winners, names[i]);
    }
  /* (a new model selects its first item: not the person's choice of dealer) */
  self->updating++;
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (self->names));
  adw_combo_row_set_model (self->from_row, G_LIST_MODEL (self->names));
  adw_combo_row_set_model (self->winner_row, G_LIST_MODEL (winners));
  self->updating--;
  /* where the rules have no kongs, four alike are four concealed tiles: no kong to lay down */
  gtk_widget_set_visible (GTK_WIDGET (self->mode_buttons[MJ_SCOREKEEPER_ADD_KONG]),
                          mj_ruleset_get (ruleset, MJ_PARAM_KONGS) != 0);
  reset_hand (self);

  gtk_stack_set_visible_child (self->stack, self->hand_page);
  gtk_window_set_default_widget (GTK_WINDOW (self), NULL);
  gtk_widget_set_visible (self->finish_button, TRUE);
  gtk_widget_set_visible (self->record_button, TRUE);
  update_title (self);
  _mj_scorekeeper_refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->picker));
}

static void
start_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  const MjRulesetEntry *entry = NULL;
  char *names[5] = { NULL };
  gint64 players[4] = { 0 };
  guint selected;

  if (self->names != NULL)
    return;

  for (guint i = 0; i < 4; i++)
    {
      names[i] = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i]))));
      if (names[i][0] == '\0')
        {
          _mj_scorekeeper_toast (self, _("Enter a name for each of the four players"));
          gtk_widget_grab_focus (GTK_WIDGET (self->name_rows[i]));
          goto out;
        }
      for (guint j = 0; j < i; j++)
        if (g_utf8_collate (names[i], names[j]) == 0)
          {
            g_autofree char *text = g_strdup_printf (_("“%s” is named twice: each player needs their own name"),
                                                     names[i]);

            _mj_scorekeeper_toast (self, text);
            gtk_widget_grab_focus (GTK_WIDGET (self->name_rows[i]));
            goto out;
          }
    }

  selected = adw_combo_row_get_selected (self->ruleset_row);
  if (selected < self->ruleset_ids->len)
    entry = mj_ruleset_store_lookup (self->store, self->ruleset_ids->pdata[selected]);
  if (entry == NULL || entry->ruleset == NULL)
    {
      _mj_scorekeeper_toast (self, _("Choose a ruleset"));
      goto out;
    }

  if (self->history != NULL)
    {
      for (guint i = 0; i < 4 && error == NULL; i++)
        players[i] = mj_history_ensure_player (self->history, names[i], FALSE, &error);
      if (error == NULL)
        self->match_id = mj_history_begin_match (self->history, entry->ruleset, MJ_HISTORY_PLACE_TABLE,
                                                 players, 0, 0, &error);
      if (error != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The match could not be started in the score history: %s"),
                                                   error->message);

          self->match_id = 0;
          _mj_scorekeeper_toast (self, text);
          goto out;
        }
    }

  /* kept from its first hand, to be continued if the window closes before it is over */
  if (self->match_id != 0)
    _mj_scorekeeper_save_start (self, NULL);
  _mj_scorekeeper_begin (self, entry->ruleset, (const char * const *) names);

out:
  for (guint i = 0; i < 4; i++)
    g_free (names[i]);
}

static void
choose_player_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (widget);
  const char *name;
  int seat;

  g_variant_get (parameter, "(i&s)", &seat, &name);
  if (seat >= 0 && seat < 4)
    gtk_editable_set_text (GTK_EDITABLE (self->name_rows[seat]), name);
}

/* The hand */

static void
special_toggled_cb (GtkSwitch         *button,
                    GParamSpec        *pspec,
                    MjScorekeeperWindow *self)
{
  if (self->updating)
    return;
  self->special = 0;
  for (guint i = 0; i < MJ_SCOREKEEPER_N_SPECIAL; i++)
    if (gtk_switch_get_active (self->special_switches[i]))
      self->special |= specials[i].flag;
  _mj_scorekeeper_refresh (self);
}

static void
record_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (widget);
  const MjGameResult *r = &self->result;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  MjHandRecord record = { 0 };
  const int rounds = mj_ruleset_get_values (self->ruleset)->params[MJ_PARAM_ROUNDS];

  if (self->names == NULL)
    return;
  _mj_scorekeeper_refresh (self);
  if (!self->valid)
    {
      _mj_scorekeeper_toast (self, gtk_label_get_label (self->message));
      return;
    }

  record.number = (guint16) (self->n_hands + 1);
  record.prevailing_wind = (guint8) self->rotation.prevailing_wind;
  record.dealer = (guint8) self->rotation.dealer;
  record.winner = r->winner;
  record.discarder = r->discarder;
  record.self_drawn = r->self_drawn;
  for (guint seat = 0; seat < 4; seat++)
    {
      record.totals[seat] = r->scores[seat].total;
      record.net[seat] = r->settlement.net[seat];
      record.balance[seat] = self->balance[seat] + r->settlement.net[seat];
    }

  if (self->history != NULL && self->match_id != 0 &&
      !mj_history_record_hand (self->history, self->match_id, self->ruleset, &record, r, &error))
    {
      text = g_strdup_printf (_("The hand could not be recorded: %s"), error->message);
      _mj_scorekeeper_toast (self, text);
      return;
    }

  self->n_hands++;
  self->last_drawn = r->winner < 0;
  for (guint seat = 0; seat < 4; seat++)
    self->balance[seat] = record.balance[seat];
  mj_rotation_move_on (&self->rotation, self->ruleset, r->winner);
  reset_hand (self);
  update_title (self);
  _mj_scorekeeper_refresh (self);

  if (rounds > 0 && self->rotation.round >= (guint) rounds)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Hand %u recorded. The match’s %d round is played: finish it when you are ready",
                                         "Hand %u recorded. The match’s %d rounds are played: finish it when you are ready",
                                         rounds),
                            record.number, rounds);
  else
    text = g_strdup_printf (_("Hand %u recorded"), record.number);
  _mj_scorekeeper_toast (self, text);
  gtk_widget_grab_focus (GTK_WIDGET (self->picker));
}

static void
finish_match (MjScorekeeperWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->history != NULL && self->match_id != 0 &&
      !mj_history_finish_match (self->history, self->match_id, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The match could not be finished: %s"), error->message);

      _mj_scorekeeper_toast (self, text);
      return;
    }
  /* nothing left to continue */
  _mj_scorekeeper_save_forget (self);
  g_signal_emit (self, signals[FINISHED], 0, self->match_id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
finish_response_cb (MjScorekeeperWindow *self,
                    const char        *response)
{
  if (g_strcmp0 (response, "finish") == 0)
    finish_match (self);
}

static gboolean
has_entries (MjScorekeeperWindow *self)
{
  static const MjScorekeeperSeat empty;

  for (guint seat = 0; seat < 4; seat++)
    if (memcmp (&self->seats[seat], &empty, sizeof empty) != 0)
      return TRUE;
  return FALSE;
}

static void
finish_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (widget);
  GtkWidget *dialog;

  if (self->names == NULL)
    return;
  if (!has_entries (self))
    {
      finish_match (self);
      return;
    }

  /* tiles entered for a hand not recorded: ask first */
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Finish the Match?"),
                                   _("The tiles entered for this hand are not recorded and will be lost."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "finish", _("_Finish Match"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "finish", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (finish_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
clear_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (widget);

  if (self->names == NULL)
    return;
  _mj_scorekeeper_clear_seat (self, self->current);
  _mj_scorekeeper_refresh (self);
}

static void
seat_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (widget);
  guint seat = g_variant_get_uint32 (parameter);

  if (self->names == NULL || seat >= 4)
    return;
  self->current = seat;
  _mj_scorekeeper_refresh (self);
}

static void
row_selected_cb (AdwComboRow       *row,
                 GParamSpec        *pspec,
                 MjScorekeeperWindow *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || self->names == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;

  if (row == self->wind_row)
    self->rotation.prevailing_wind = (MjWind) MIN (selected, 3u);
  else if (row == self->dealer_row)
    self->rotation.dealer = MIN (selected, 3u);
  else if (row == self->how_row)
    self->how = (MjScorekeeperWinHow) MIN (selected, MJ_SCOREKEEPER_N_WIN_HOW - 1u);
  else if (row == self->from_row)
    self->from = MIN (selected, 3u);
  else if (row == self->winner_row)
    {
      self->winner = (int) MIN (selected, 4u) - 1;
      _mj_scorekeeper_sync_winner (self);
      if (self->winner >= 0)
        self->current = (guint) self->winner;
    }
  _mj_scorekeeper_refresh (self);
}

/* Filling the pages */

/* The family members each name row offers, from the score history. */
static void
fill_family (MjScorekeeperWindow *self)
{
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(GMenu) menu = g_menu_new ();

      for (guint p = 0; self->family != NULL && p < self->family->len; p++)
        {
          const MjHistoryPlayer *player = self->family->pdata[p];
          g_autoptr(GMenuItem) item = g_menu_item_new (player->name, NULL);

          g_menu_item_set_action_and_target_value (item, "scorekeeper.choose-player",
                                                   g_variant_new ("(is)", (int) i, player->name));
          g_menu_append_item (menu, item);
        }
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->family_buttons[i]), G_MENU_MODEL (menu));
      gtk_widget_set_visible (self->family_buttons[i], self->family != NULL && self->family->len > 0);
    }
}

/* The rulesets that can be read, the last one played chosen. */
static void
fill_rulesets (MjScorekeeperWindow *self)
{
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);
  g_autofree char *current = self->settings != NULL ? g_settings_get_string (self->settings, "ruleset") : NULL;

  for (guint i = 0; i < mj_ruleset_store_get_n_entries (self->store); i++)
    {
      const MjRulesetEntry *entry = mj_ruleset_store_get_entry (self->store, i);

      if (entry->ruleset == NULL)
        continue;
      gtk_string_list_append (rulesets, entry->name);
      g_ptr_array_add (self->ruleset_ids, g_strdup (entry->id));
    }
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
  for (guint i = 0; current != NULL && i < self->ruleset_ids->len; i++)
    if (g_str_equal (self->ruleset_ids->pdata[i], current))
      adw_combo_row_set_selected (self->ruleset_row, i);
}

/* The ticks of "Special circumstances", made from the rules they score. */
static void
add_special_rows (MjScorekeeperWindow *self)
{
  for (guint i = 0; i < MJ_SCOREKEEPER_N_SPECIAL; i++)
    {
      const MjRuleSpec *spec = mj_rule_spec (specials[i].rule);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(spec->explanation));
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      g_signal_connect (toggle, "notify::active", G_CALLBACK (special_toggled_cb), self);
      self->special_switches[i] = GTK_SWITCH (toggle);
      adw_expander_row_add_row (self->special_row, row);
    }
}

/* GtkWindow */

/* Closed in the middle of a match, as GNOME applications are: kept without a question, to
 * be continued from the score history. */
static gboolean
mj_scorekeeper_window_close_request (GtkWindow *window)
{
  _mj_scorekeeper_save_close (MJ_SCOREKEEPER_WINDOW (window));

  return GTK_WINDOW_CLASS (mj_scorekeeper_window_parent_class)->close_request (window);
}

/* GObject */

static void
mj_scorekeeper_window_dispose (GObject *object)
{
  MjScorekeeperWindow *self = MJ_SCOREKEEPER_WINDOW (object);

  /* destroyed without closing (the application quits): the match is kept all the same */
  _mj_scorekeeper_save_close (self);
  g_clear_object (&self->history);
  g_clear_object (&self->settings);
  g_clear_object (&self->cache);
  g_clear_object (&self->store);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->names);
  g_clear_pointer (&self->ruleset_ids, g_ptr_array_unref);
  g_clear_pointer (&self->family, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_SCOREKEEPER_WINDOW);

  G_OBJECT_CLASS (mj_scorekeeper_window_parent_class)->dispose (object);
}

static void
mj_scorekeeper_window_class_init (MjScorekeeperWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);
  static const char * const name_rows[] = { "name_row_0", "name_row_1", "name_row_2", "name_row_3", NULL };
  static const char * const family_buttons[] = {
    "family_button_0", "family_button_1", "family_button_2", "family_button_3", NULL
  };

  object_class->dispose = mj_scorekeeper_window_dispose;
  window_class->close_request = mj_scorekeeper_window_close_request;

  /**
   * MjScorekeeperWindow::finished:
   * @match: the match's id in the score history, or 0 if it was not kept
   *
   * The match is over and the window closes.
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-scorekeeper-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, title);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, finish_button);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, record_button);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, start_page);
  mj_widget_class_bind_template_children (widget_class, name_rows, G_STRUCT_OFFSET (MjScorekeeperWindow, name_rows));
  mj_widget_class_bind_template_children (widget_class, family_buttons,
                                          G_STRUCT_OFFSET (MjScorekeeperWindow, family_buttons));
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, start_button);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, hand_page);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, wind_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, winner_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, winning_tile_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, how_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, from_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, special_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, message);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, score_box);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  _mj_scorekeeper_class_init_tiles (widget_class);
  _mj_scorekeeper_class_init_liable (widget_class);
  _mj_scorekeeper_class_init_goulash (widget_class);

  gtk_widget_class_install_action (widget_class, "scorekeeper.start", NULL, start_activated);
  gtk_widget_class_install_action (widget_class, "scorekeeper.record", NULL, record_activated);
  gtk_widget_class_install_action (widget_class, "scorekeeper.finish", NULL, finish_activated);
  gtk_widget_class_install_action (widget_class, "scorekeeper.clear", NULL, clear_activated);
  gtk_widget_class_install_action (widget_class, "scorekeeper.seat", "u", seat_activated);
  gtk_widget_class_install_action (widget_class, "scorekeeper.choose-player", "(is)", choose_player_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "scorekeeper.record", NULL);
  for (guint seat = 0; seat < 4; seat++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + seat, GDK_ALT_MASK, "scorekeeper.seat", "u", seat);
}

static void
mj_scorekeeper_window_init (MjScorekeeperWindow *self)
{
  g_autoptr(GtkStringList) winds = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  self->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  self->winner = -1;
  self->liable = -1;
  self->winning_tile = MJ_TILE_NONE;

  /* the full name under the title: a long one would be cut short beside it */
  mj_combo_row_show_whole_names (self->ruleset_row);
  for (guint w = 0; w < 4; w++)
    gtk_string_list_append (winds, mj_wind_get_name ((MjWind) w));
  adw_combo_row_set_model (self->wind_row, G_LIST_MODEL (winds));
  add_special_rows (self);

  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scorekeeper.record", FALSE);
}

/**
 * mj_scorekeeper_window_new:
 * @parent: (nullable): the main window
 * @history: (nullable): the score history, or %NULL when the app works without one
 * @settings: (nullable): the application's settings (the tileset, the last ruleset)
 *
 * Returns: (transfer full): a window to score a match played with real tiles
 */
MjScorekeeperWindow *
mj_scorekeeper_window_new (GtkWindow *parent,
                          MjHistory *history,
                          GSettings *settings)
{
  MjScorekeeperWindow *self;
  g_autoptr(MjTileset) tileset = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (history == NULL || MJ_IS_HISTORY (history), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (MJ_TYPE_SCOREKEEPER_WINDOW, "transient-for", parent, NULL);
  self->history = history != NULL ? g_object_ref (history) : NULL;
  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  self->store = mj_ruleset_store_new (NULL);

  tileset = load_tileset (settings);
  if (tileset == NULL)
    g_error ("The tiles are missing from the application's resources");
  self->cache = mj_tile_cache_new (tileset);
  if (self->settings != NULL)
    g_signal_connect_object (self->settings, "changed::tileset", G_CALLBACK (tileset_changed_cb), self,
                             G_CONNECT_SWAPPED);

  /* the family: the people of the score history */
  if (self->history != NULL)
    {
      g_autoptr(GPtrArray) players = mj_history_list_players (self->history, &error);

      if (players == NULL)
        g_warning ("The family could not be read from the score history: %s", error->message);
      else
        {
          self->family = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_history_player_free);
          for (guint i = 0; i < players->len; i++)
            if (!((MjHistoryPlayer *) players->pdata[i])->is_computer)
              g_ptr_array_add (self->family, g_ptr_array_steal_index (players, i--));
        }
    }

  fill_family (self);
  fill_rulesets (self);
  _mj_scorekeeper_add_picker (self);

  update_title (self);
  if (self->history == NULL)
    _mj_scorekeeper_toast (self, _("The score history is not available: hands are scored but not kept"));
  return self;
}

/**
 * mj_scorekeeper_window_get_match_id:
 *
 * Returns: the match in the score history, or 0 before "Start" (or without a history)
 */
gint64
mj_scorekeeper_window_get_match_id (MjScorekeeperWindow *self)
{
  g_return_val_if_fail (MJ_IS_SCOREKEEPER_WINDOW (self), 0);
  return self->match_id;
}

/**
 * mj_scorekeeper_window_get_result:
 *
 * The hand as entered, scored and settled: what "Record Hand" keeps. The window shows each
 * player's score and what they pay or receive in all; the result also says who pays whom.
 *
 * Returns: (nullable): the hand's result, or %NULL while it cannot be scored (the window
 *   says why) or before "Start"
 */
const MjGameResult *
mj_scorekeeper_window_get_result (MjScorekeeperWindow *self)
{
  g_return_val_if_fail (MJ_IS_SCOREKEEPER_WINDOW (self), NULL);

  return self->names != NULL && self->valid ? &self->result : NULL;
}
