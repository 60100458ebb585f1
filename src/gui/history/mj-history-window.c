/* mj-history-window.c: the family's score history: matches, players, head to head
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three pages. "Matches" lists the matches, newest first, filtered by player, ruleset and
 * date; a match opens in its score sheet, and deleting one asks first and can be undone
 * from the toast. "Players" shows one player's record and balance over the matches.
 * "Head to Head" sets two players against each other.
 */

#define G_LOG_DOMAIN "mj-history-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-history-window-private.h"
#include "mj-list-cells.h"
#include "mj-person-name.h"
#include "mj-saves.h"
#include "mj-score-sheet-window.h"
#include "mj-toast.h"

/* The choices of the date filter, as ui/mj-history-window.ui lists them. */
enum { DATE_ANY, DATE_WEEK, DATE_MONTH, DATE_YEAR };

G_DEFINE_FINAL_TYPE (MjHistoryWindow, mj_history_window, ADW_TYPE_WINDOW)

static void reload (MjHistoryWindow *self);

/* Helpers */

static char *
format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  /* Translators: a match's date and time, see g_date_time_format() */
  return time != NULL ? g_date_time_format (time, _("%Y-%m-%d %H:%M")) : g_strdup ("?");
}

void
_mj_history_window_show_error (MjHistoryWindow *self,
                               const char      *what,
                               const GError    *error)
{
  mj_toast_show_error (self->toasts, what, error);
}

static const MjHistoryMatch *
find_match (MjHistoryWindow *self,
            gint64           id)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->matches)); i++)
    {
      g_autoptr(MjHistoryMatchItem) item = g_list_model_get_item (G_LIST_MODEL (self->matches), i);
      const MjHistoryMatch *m = mj_history_match_item_get_match (item);

      if (m->id == id)
        return m;
    }
  return NULL;
}

gint64
_mj_history_window_selected_player (MjHistoryWindow *self,
                                    GtkDropDown     *dropdown,
                                    guint            offset)
{
  guint i = gtk_drop_down_get_selected (dropdown);

  if (i == GTK_INVALID_LIST_POSITION || i < offset || i - offset >= self->players->len)
    return 0;
  return ((MjHistoryPlayer *) self->players->pdata[i - offset])->id;
}

guint
_mj_history_window_player_position (MjHistoryWindow *self,
                                    gint64           player)
{
  for (guint i = 0; i < self->players->len; i++)
    if (((MjHistoryPlayer *) self->players->pdata[i])->id == player)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* Sets a drop-down's strings, keeping the selection at @selected. */
static void
set_strings (GtkDropDown *dropdown,
             GPtrArray   *strings,
             guint        selected)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < strings->len; i++)
    gtk_string_list_append (list, strings->pdata[i]);
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (dropdown, strings->len > 0 ? MIN (selected, strings->len - 1)
                                                        : GTK_INVALID_LIST_POSITION);
}

/* The list of matches */

/* Lists the matches the filters let through; @all, the unfiltered list when it was just
 * read, is used as it is when no filter is set (it is emptied). */
static void
update_matches (MjHistoryWindow *self,
                GPtrArray       *all)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  MjHistoryFilter filter = { 0 };
  guint ruleset = gtk_drop_down_get_selected (self->ruleset_filter);
  static const int days[] = { 0, 7, 31, 365 };
  guint date = gtk_drop_down_get_selected (self->date_filter);

  filter.player = _mj_history_window_selected_player (self, self->player_filter, 1);
  if (ruleset != GTK_INVALID_LIST_POSITION && ruleset >= 1 && ruleset - 1 < self->rulesets->len)
    filter.ruleset_id = self->rulesets->pdata[ruleset - 1];
  if (date != GTK_INVALID_LIST_POSITION && date > DATE_ANY && date < G_N_ELEMENTS (days))
    filter.from = g_get_real_time () / G_USEC_PER_SEC - (gint64) days[date] * 24 * 60 * 60;

  if (all != NULL && filter.player == 0 && filter.ruleset_id == NULL && filter.from == 0)
    matches = g_ptr_array_ref (all);
  else
    matches = mj_history_list_matches (self->history, &filter, &error);
  if (matches == NULL)
    {
      _mj_history_window_show_error (self, _("The matches could not be listed"), error);
      return;
    }
  for (guint i = 0; i < matches->len; i++)
    {
      g_ptr_array_add (items, mj_history_match_item_new (g_steal_pointer (&matches->pdata[i])));
    }
  g_list_store_splice (self->matches, 0, g_list_model_get_n_items (G_LIST_MODEL (self->matches)),
                       items->pdata, items->len);
  gtk_stack_set_visible_child_name (self->list_stack, items->len > 0 ? "list" : "none");
}

/* Brings the records of the page shown up to date. */
static void
refresh_visible_page (MjHistoryWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->views);

  if (self->stats_stale && g_strcmp0 (page, "players") == 0)
    {
      self->stats_stale = FALSE;
      _mj_history_window_update_stats (self);
    }
  if (self->h2h_stale && g_strcmp0 (page, "head-to-head") == 0)
    {
      self->h2h_stale = FALSE;
      _mj_history_window_update_head_to_head (self);
    }
}

/* The matches kept to be continued, by their id in the history. */
static void
read_kept (MjHistoryWindow *self)
{
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autoptr(GPtrArray) saves = mj_saves_list (dir, NULL);

  g_hash_table_remove_all (self->kept);
  for (guint i = 0; saves != NULL && i < saves->len; i++)
    {
      const MjSaveInfo *info = saves->pdata[i];

      if (info->problem == NULL && !info->finished && info->history_match > 0)
        g_hash_table_insert (self->kept, g_memdup2 (&info->history_match, sizeof (gint64)), g_strdup (info->path));
    }
}

/* Where the person at this screen is among the players: the one of the name they play
 * under, or else the first player who is not the computer; the first player if neither. */
static guint
person_position (MjHistoryWindow *self)
{
  g_autofree char *name = mj_person_name_get (self->settings);
  guint first_person = G_MAXUINT;

  for (guint i = 0; i < self->players->len; i++)
    {
      MjHistoryPlayer *p = self->players->pdata[i];

      if (p->is_computer)
        continue;
      if (g_strcmp0 (p->name, name) == 0)
        return i;
      if (first_person == G_MAXUINT)
        first_person = i;
    }
  return first_person != G_MAXUINT ? first_person : 0;
}

/* Reads everything again: players, rulesets, the list, and the records when shown. */
static void
reload (MjHistoryWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) player_names = g_ptr_array_new ();
  g_autoptr(GPtrArray) filter_names = g_ptr_array_new ();
  g_autoptr(GPtrArray) ruleset_names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gint64 kept[4];
  g_autofree char *kept_ruleset = NULL;
  guint ruleset_position = 0;

  players = mj_history_list_players (self->history, &error);
  if (players != NULL)
    all = mj_history_list_matches (self->history, NULL, &error);
  if (all == NULL)
    {
      _mj_history_window_show_error (self, _("The score history could not be read"), error);
      return;
    }
  read_kept (self);

  /* what each drop-down showed, to show it again */
  kept[0] = _mj_history_window_selected_player (self, self->player_filter, 1);
  kept[1] = _mj_history_window_selected_player (self, self->stats_player, 0);
  kept[2] = _mj_history_window_selected_player (self, self->h2h_players[0], 0);
  kept[3] = _mj_history_window_selected_player (self, self->h2h_players[1], 0);
  {
    guint r = gtk_drop_down_get_selected (self->ruleset_filter);

    if (r != GTK_INVALID_LIST_POSITION && r >= 1 && r - 1 < self->rulesets->len)
      kept_ruleset = g_strdup (self->rulesets->pdata[r - 1]);
  }

  g_ptr_array_unref (self->players);
  self->players = g_steal_pointer (&players);
  g_ptr_array_set_size (self->rulesets, 0);

  g_ptr_array_add (filter_names, (gpointer) _("All players"));
  for (guint i = 0; i < self->players->len; i++)
    {
      MjHistoryPlayer *p = self->players->pdata[i];

      g_ptr_array_add (player_names, p->name);
      g_ptr_array_add (filter_names, p->name);
    }
  g_ptr_array_add (ruleset_names, g_strdup (_("All rulesets")));
  for (guint i = 0; i < all->len; i++)
    {
      MjHistoryMatch *m = all->pdata[i];

      if (g_hash_table_contains (seen, m->ruleset_id))
        continue;
      g_hash_table_add (seen, m->ruleset_id);
      g_ptr_array_add (self->rulesets, g_strdup (m->ruleset_id));
      g_ptr_array_add (ruleset_names, g_strdup (m->ruleset_name != NULL ? m->ruleset_name : m->ruleset_id));
      if (g_strcmp0 (kept_ruleset, m->ruleset_id) == 0)
        ruleset_position = self->rulesets->len;
    }

  self->updating = TRUE;
  set_strings (self->player_filter, filter_names, kept[0] != 0 ? _mj_history_window_player_position (self, kept[0]) + 1 : 0);
  set_strings (self->ruleset_filter, ruleset_names, ruleset_position);
  if (self->players->len > 0)
    {
      /* at first the person's own record, and the person against another player */
      guint person = person_position (self);
      guint a = kept[2] != 0 ? _mj_history_window_player_position (self, kept[2]) : person;
      guint b = kept[3] != 0 ? _mj_history_window_player_position (self, kept[3]) : (a == 0 ? 1 : 0);

      set_strings (self->stats_player, player_names,
                   kept[1] != 0 ? _mj_history_window_player_position (self, kept[1]) : person);
      set_strings (self->h2h_players[0], player_names, a);
      set_strings (self->h2h_players[1], player_names, b);
    }
  self->updating = FALSE;

  gtk_stack_set_visible_child_name (self->outer, all->len > 0 ? "history" : "empty");
  /* no pages to switch between until there is a match */
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, all->len > 0);
  update_matches (self, all);

  /* the records are read when their page is shown: a long history opens on its list at once */
  self->stats_stale = TRUE;
  self->h2h_stale = TRUE;
  refresh_visible_page (self);
}

/* Cells of the list of matches */

static char *
match_players (const MjHistoryMatch *m)
{
  return g_strjoin (", ", m->player_names[0], m->player_names[1], m->player_names[2], m->player_names[3], NULL);
}

static char *
date_text (gpointer item)
{
  return format_date (mj_history_match_item_get_match (item)->started);
}

static char *
ruleset_text (gpointer item)
{
  const MjHistoryMatch *m = mj_history_match_item_get_match (item);

  return g_strdup (m->ruleset_name != NULL ? m->ruleset_name : m->ruleset_id);
}

static char *
players_text (gpointer item)
{
  return match_players (mj_history_match_item_get_match (item));
}

static char *
winner_text (gpointer item)
{
  const MjHistoryMatch *m = mj_history_match_item_get_match (item);

  if (m->winner < 0 || m->winner > 3)
    return g_strdup ("—");
  if (m->finished == 0)
    /* Translators: the player ahead in a match that is not finished */
    return g_strdup_printf (_("%s (unfinished)"), m->player_names[m->winner]);
  return g_strdup (m->player_names[m->winner]);
}

static char *
hands_text (gpointer item)
{
  return g_strdup_printf ("%u", mj_history_match_item_get_match (item)->n_hands);
}

static void
delete_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  data)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Delete Match"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delete Match"), -1);
  gtk_list_item_set_child (item, button);
}

static void
delete_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  data)
{
  const MjHistoryMatch *m = mj_history_match_item_get_match (gtk_list_item_get_item (item));

  GtkActionable *button = GTK_ACTIONABLE (gtk_list_item_get_child (item));

  /* the target first: the action takes a match */
  gtk_actionable_set_action_target_value (button, g_variant_new_int64 (m->id));
  gtk_actionable_set_action_name (button, "history.delete-match");
}

static void
continue_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Continue"));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Continue this match where it was left"));
  gtk_list_item_set_child (item, button);
}

/* An unfinished match kept in a save can be continued from its row. */
static void
continue_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  MjHistoryWindow          *self)
{
  const MjHistoryMatch *m = mj_history_match_item_get_match (gtk_list_item_get_item (item));
  GtkActionable *button = GTK_ACTIONABLE (gtk_list_item_get_child (item));
  const char *path = m->finished == 0 && self->kept != NULL ? g_hash_table_lookup (self->kept, &m->id) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (button), path != NULL);
  if (path == NULL)
    {
      gtk_actionable_set_action_name (button, NULL);
      return;
    }
  gtk_actionable_set_action_target_value (button, g_variant_new_string (path));
  gtk_actionable_set_action_name (button, "app.continue");
}

/* The rows of the list under @widget that are mapped: each has its delete button. */
static guint
count_shown_rows (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "history.delete-match") == 0)
    return 1;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_shown_rows (child);
  return n;
}

/* Callbacks and actions */

static void
filter_changed_cb (MjHistoryWindow *self)
{
  if (!self->updating)
    update_matches (self, NULL);
}

static void
open_match (MjHistoryWindow *self,
            gint64           match)
{
  MjScoreSheetWindow *sheet = mj_score_sheet_window_new (GTK_WINDOW (self), self->history, match);

  gtk_window_present (GTK_WINDOW (sheet));
}

static void
activate_cb (MjHistoryWindow *self,
             guint            position)
{
  g_autoptr(MjHistoryMatchItem) item = g_list_model_get_item (G_LIST_MODEL (self->matches), position);

  if (item != NULL)
    open_match (self, mj_history_match_item_get_match (item)->id);
}

static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  MjHistoryWindow *self = MJ_HISTORY_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  if (!mj_history_restore_match (self->history, g_variant_get_int64 (parameter), &error))
    _mj_history_window_show_error (self, _("The match could not be restored"), error);
  reload (self);
}

static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    MjHistoryWindow  *self)
{
  g_autoptr(GError) error = NULL;
  const gint64 *id = g_object_get_data (G_OBJECT (dialog), "mj-match");
  gint64 match = id != NULL ? *id : 0;
  AdwToast *toast;

  if (g_strcmp0 (response, "delete") != 0 || match == 0)
    return;
  if (!mj_history_delete_match (self->history, match, &error))
    {
      _mj_history_window_show_error (self, _("The match could not be deleted"), error);
      return;
    }
  reload (self);

  toast = adw_toast_new (_("Match deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "history.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_int64 (match));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_set_weak_pointer (&self->undo_toast, toast);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
ask_delete (MjHistoryWindow *self,
            gint64           id)
{
  const MjHistoryMatch *m = find_match (self, id);
  g_autofree char *date = NULL;
  g_autofree char *players = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (m == NULL)
    return;
  date = format_date (m->started);
  players = match_players (m);
  /* Translators: the first %s is the date, the second the four players' names */
  body = g_strdup_printf (_("The match of %s between %s will be removed from the score history."), date, players);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Delete Match?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "mj-match", g_memdup2 (&id, sizeof id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_match_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ask_delete (MJ_HISTORY_WINDOW (widget), g_variant_get_int64 (parameter));
}

static void
delete_selected_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  MjHistoryWindow *self = MJ_HISTORY_WINDOW (widget);
  MjHistoryMatchItem *item = gtk_single_selection_get_selected_item (self->selection);

  if (item != NULL && g_strcmp0 (adw_view_stack_get_visible_child_name (self->views), "matches") == 0)
    ask_delete (self, mj_history_match_item_get_match (item)->id);
}

/* GObject */

static void
mj_history_window_dispose (GObject *object)
{
  MjHistoryWindow *self = MJ_HISTORY_WINDOW (object);

  g_clear_weak_pointer (&self->undo_toast);
  g_clear_object (&self->history);
  g_clear_object (&self->settings);
  g_clear_object (&self->matches);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->rulesets, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_HISTORY_WINDOW);
  g_clear_pointer (&self->kept, g_hash_table_unref);

  G_OBJECT_CLASS (mj_history_window_parent_class)->dispose (object);
}

static void
mj_history_window_class_init (MjHistoryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_history_window_dispose;

  g_type_ensure (MJ_TYPE_BALANCE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-history-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, outer);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, views);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, player_filter);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, ruleset_filter);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, date_filter);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, list_stack);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, matches_view);
  gtk_widget_class_bind_template_child (widget_class, MjHistoryWindow, selection);
  gtk_widget_class_bind_template_callback (widget_class, refresh_visible_page);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  _mj_history_window_class_init_stats (widget_class);

  gtk_widget_class_install_action (widget_class, "history.delete-match", "x", delete_match_action);
  gtk_widget_class_install_action (widget_class, "history.delete-selected", NULL, delete_selected_action);
  gtk_widget_class_install_action (widget_class, "history.undo-delete", "x", undo_delete_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "history.delete-selected", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
mj_history_window_init (MjHistoryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->matches = g_list_store_new (MJ_TYPE_HISTORY_MATCH_ITEM);
  self->players = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_history_player_free);
  self->rulesets = g_ptr_array_new_with_free_func (g_free);
  self->kept = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);

  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->matches));
  /* Translators: column headers of the list of matches */
  mj_list_cells_add_text_column (self->matches_view, C_("match list", "Date"), date_text, MJ_LIST_CELL_START);
  mj_list_cells_add_text_column (self->matches_view, C_("match list", "Ruleset"), ruleset_text, MJ_LIST_CELL_START);
  mj_list_cells_add_text_column (self->matches_view, C_("match list", "Players"), players_text, MJ_LIST_CELL_EXPAND);
  mj_list_cells_add_text_column (self->matches_view, C_("match list", "Winner"), winner_text, MJ_LIST_CELL_START);
  mj_list_cells_add_text_column (self->matches_view, C_("match list", "Hands"), hands_text, MJ_LIST_CELL_END);
  mj_list_cells_add_column (self->matches_view, NULL, G_CALLBACK (continue_setup_cb),
                            G_CALLBACK (continue_bind_cb), self, FALSE);
  mj_list_cells_add_column (self->matches_view, NULL, G_CALLBACK (delete_setup_cb), G_CALLBACK (delete_bind_cb),
                            NULL, FALSE);

  _mj_history_window_init_stats (self);
}

/* Public API */

/**
 * mj_history_window_new:
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer full): the window of @history
 */
MjHistoryWindow *
mj_history_window_new (GtkWindow *parent,
                       MjHistory *history)
{
  MjHistoryWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_HISTORY (history), NULL);

  self = g_object_new (MJ_TYPE_HISTORY_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  self->history = g_object_ref (history);
  reload (self);
  return self;
}

MjHistory *
mj_history_window_get_history (MjHistoryWindow *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY_WINDOW (self), NULL);

  return self->history;
}

/**
 * mj_history_window_reload:
 *
 * Reads the history again, for a match recorded since the window opened.
 */
void
mj_history_window_reload (MjHistoryWindow *self)
{
  g_return_if_fail (MJ_IS_HISTORY_WINDOW (self));

  reload (self);
}

/**
 * mj_history_window_get_matches:
 *
 * Returns: (transfer none): the listed matches, #MjHistoryMatchItem, as filtered
 */
GListModel *
mj_history_window_get_matches (MjHistoryWindow *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY_WINDOW (self), NULL);

  return G_LIST_MODEL (self->matches);
}

/**
 * mj_history_window_show_player:
 *
 * Shows the "Players" page with @player's record.
 */
void
mj_history_window_show_player (MjHistoryWindow *self,
                               gint64           player)
{
  guint position;

  g_return_if_fail (MJ_IS_HISTORY_WINDOW (self));

  position = _mj_history_window_player_position (self, player);
  if (position == GTK_INVALID_LIST_POSITION)
    return;
  gtk_drop_down_set_selected (self->stats_player, position);
  _mj_history_window_update_stats (self);
  adw_view_stack_set_visible_child_name (self->views, "players");
}

/**
 * mj_history_window_filter_player:
 * @player: a player's id, or 0 for everybody
 *
 * Lists only the matches @player played, as the player filter does.
 */
void
mj_history_window_filter_player (MjHistoryWindow *self,
                                 gint64           player)
{
  guint position = 0;

  g_return_if_fail (MJ_IS_HISTORY_WINDOW (self));

  if (player != 0)
    {
      position = _mj_history_window_player_position (self, player);
      if (position == GTK_INVALID_LIST_POSITION)
        return;
      /* "All players" comes first */
      position++;
    }
  gtk_drop_down_set_selected (self->player_filter, position);
}

/**
 * mj_history_window_get_n_rows_shown:
 *
 * Returns: how many rows of the list of matches are made and mapped: 0 until the list
 *   is drawn with rows in it
 */
guint
mj_history_window_get_n_rows_shown (MjHistoryWindow *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY_WINDOW (self), 0);

  return count_shown_rows (GTK_WIDGET (self->matches_view));
}
