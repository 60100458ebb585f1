/* mj-score-sheet-window.c: one match, hand by hand, as a score sheet
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row for each hand as the British rule book's score sheet has it: the hand, the
 * prevailing wind, the dealer, who went out and how, then for each player the hand's
 * score, what the player paid (−) or received (+) and the running total. Each player's
 * cell explains the score line by line in its tooltip; the selected hand is explained in
 * full in the panel beside the chart of the balances. A match still being played is
 * read again from the history after each hand.
 */

#define G_LOG_DOMAIN "mj-score-sheet"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-balance-chart.h"
#include "mj-list-cells.h"
#include "mj-score-sheet-window.h"

struct _MjScoreSheetWindow
{
  AdwWindow             parent_instance;

  /* Owned References */
  MjHistory            *history;
  MjHistoryMatch       *match;
  GListStore           *rows;
  GtkFileChooserNative *chooser;
  guint                 reload_id;
  gint64                match_id;

  /* Widgets */
  AdwWindowTitle       *title;
  AdwToastOverlay      *toasts;
  GtkStack             *stack;
  GtkColumnView        *view;
  GtkSingleSelection   *selection;
  GtkColumnViewColumn  *seat_columns[4];
  MjBalanceChart       *chart;
  GtkLabel             *details;
};

G_DEFINE_FINAL_TYPE (MjScoreSheetWindow, mj_score_sheet_window, ADW_TYPE_WINDOW)

/* Helpers */

static void
show_error (MjScoreSheetWindow *self,
            const char         *what,
            const GError       *error)
{
  g_autofree char *text = g_strdup_printf ("%s: %s", what, error->message);
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
update_title (MjScoreSheetWindow *self)
{
  g_autoptr(GDateTime) started = NULL;
  g_autofree char *date = NULL;
  g_autofree char *subtitle = NULL;

  if (self->match == NULL)
    {
      adw_window_title_set_subtitle (self->title, "");
      return;
    }
  started = g_date_time_new_from_unix_local (self->match->started);
  /* Translators: a match's date and time, see g_date_time_format() */
  date = started != NULL ? g_date_time_format (started, _("%Y-%m-%d %H:%M")) : g_strdup ("");
  if (self->match->finished == 0)
    /* Translators: the score sheet's subtitle: the date, the ruleset, and that the match goes on */
    subtitle = g_strdup_printf (_("%s · %s · in progress"), date, self->match->ruleset_name);
  else
    /* Translators: the score sheet's subtitle: the date and the ruleset */
    subtitle = g_strdup_printf (_("%s · %s"), date, self->match->ruleset_name);
  adw_window_title_set_subtitle (self->title, subtitle);

  for (guint seat = 0; seat < 4; seat++)
    gtk_column_view_column_set_title (self->seat_columns[seat], self->match->player_names[seat]);
}

static void
update_chart (MjScoreSheetWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  g_autofree double *values = g_new0 (double, 4 * (n + 1));
  const char *labels[4] = { "", "", "", "" };

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MjScoreSheetRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      const MjHistoryHand *hand = mj_score_sheet_row_get_hand (row);

      for (guint seat = 0; seat < 4; seat++)
        values[seat * (n + 1) + i + 1] = hand->balance[seat];
    }
  for (guint seat = 0; self->match != NULL && seat < 4; seat++)
    labels[seat] = self->match->player_names[seat];
  mj_balance_chart_set_series (self->chart, 4, labels, n + 1, values);
}

static void
update_details (MjScoreSheetWindow *self)
{
  MjScoreSheetRow *row = gtk_single_selection_get_selected_item (self->selection);
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autofree char *heading = NULL;
  g_autofree char *result = NULL;
  const MjHistoryHand *hand;

  if (row == NULL || self->match == NULL)
    {
      gtk_label_set_text (self->details, _("Select a hand to see every player’s score explained."));
      return;
    }

  hand = mj_score_sheet_row_get_hand (row);
  /* Translators: the explanation panel's heading: the hand's number, the prevailing wind
   * ("East") and the dealer's name */
  heading = g_strdup_printf (_("Hand %u, %s wind, %s dealing"), hand->number, mj_score_sheet_row_get_wind (row),
                             mj_score_sheet_row_get_dealer (row));
  result = g_markup_escape_text (mj_score_sheet_row_get_result (row), -1);
  g_string_append_printf (markup, "<b>%s</b>\n%s\n", heading, result);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *lines = mj_score_sheet_explain_seat (self->match, hand, seat, TRUE);
      g_autofree char *name = g_markup_escape_text (self->match->player_names[seat], -1);
      g_autofree char *escaped = g_markup_escape_text (lines, -1);

      g_string_append_printf (markup, "\n<b>%s</b>\n%s\n", name, escaped);
    }
  gtk_label_set_markup (self->details, markup->str);
}

/* Reads the match again; keeps the selected hand selected. */
static void
reload (MjScoreSheetWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistoryMatch) match = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  guint selected = gtk_single_selection_get_selected (self->selection);

  match = mj_history_get_match (self->history, self->match_id, &error);
  if (match != NULL)
    hands = mj_history_get_match_hands (self->history, self->match_id, &error);
  if (hands == NULL)
    {
      show_error (self, _("The match could not be read"), error);
      return;
    }

  g_clear_pointer (&self->match, mj_history_match_free);
  self->match = g_steal_pointer (&match);

  rows = g_ptr_array_new_with_free_func (g_object_unref);
  /* the rows take the hands over */
  g_ptr_array_set_free_func (hands, NULL);
  for (guint i = 0; i < hands->len; i++)
    g_ptr_array_add (rows, mj_score_sheet_row_new (self->match, hands->pdata[i]));
  g_list_store_splice (self->rows, 0, g_list_model_get_n_items (G_LIST_MODEL (self->rows)),
                       rows->pdata, rows->len);

  if (selected != GTK_INVALID_LIST_POSITION && selected < rows->len)
    gtk_single_selection_set_selected (self->selection, selected);
  gtk_stack_set_visible_child_name (self->stack, rows->len > 0 ? "sheet" : "empty");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export", rows->len > 0);
  update_title (self);
  update_chart (self);
  update_details (self);
}

/* Cells */

static char *
number_text (gpointer item)
{
  return g_strdup_printf ("%u", mj_score_sheet_row_get_hand (item)->number);
}

static char *
wind_text (gpointer item)
{
  return g_strdup (mj_score_sheet_row_get_wind (item));
}

static char *
dealer_text (gpointer item)
{
  return g_strdup (mj_score_sheet_row_get_dealer (item));
}

static char *
result_text (gpointer item)
{
  return g_strdup (mj_score_sheet_row_get_result (item));
}

static void
seat_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *score = mj_list_cells_label_new (1.0f);
  GtkWidget *payment = mj_list_cells_label_new (1.0f);
  GtkWidget *balance = mj_list_cells_label_new (1.0f);

  gtk_label_set_width_chars (GTK_LABEL (score), 4);
  gtk_label_set_width_chars (GTK_LABEL (payment), 6);
  gtk_label_set_width_chars (GTK_LABEL (balance), 6);
  gtk_widget_add_css_class (score, "dim-label");
  gtk_widget_add_css_class (score, "numeric");
  gtk_widget_add_css_class (payment, "numeric");
  gtk_widget_add_css_class (balance, "numeric");
  gtk_widget_add_css_class (balance, "heading");
  gtk_widget_add_css_class (balance, "sheet-balance");
  gtk_widget_set_hexpand (balance, TRUE);
  gtk_box_append (GTK_BOX (box), score);
  gtk_box_append (GTK_BOX (box), payment);
  gtk_box_append (GTK_BOX (box), balance);
  gtk_list_item_set_child (item, box);
}

static void
seat_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  data)
{
  guint seat = GPOINTER_TO_UINT (data);
  MjScoreSheetRow *row = gtk_list_item_get_item (item);
  const MjHistoryHand *hand = mj_score_sheet_row_get_hand (row);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *score = gtk_widget_get_first_child (box);
  GtkWidget *payment = gtk_widget_get_next_sibling (score);
  GtkWidget *balance = gtk_widget_get_next_sibling (payment);
  g_autofree char *score_text = g_strdup_printf ("%d", hand->totals[seat]);
  g_autofree char *payment_text = mj_format_signed (hand->net[seat]);
  g_autofree char *balance_text = mj_format_signed (hand->balance[seat]);

  gtk_label_set_text (GTK_LABEL (score), score_text);
  gtk_label_set_text (GTK_LABEL (payment), payment_text);
  gtk_label_set_text (GTK_LABEL (balance), balance_text);
  gtk_widget_remove_css_class (payment, "success");
  gtk_widget_remove_css_class (payment, "error");
  if (hand->net[seat] != 0)
    gtk_widget_add_css_class (payment, hand->net[seat] > 0 ? "success" : "error");
  if ((int) seat == hand->winner)
    gtk_widget_remove_css_class (score, "dim-label");
  else
    gtk_widget_add_css_class (score, "dim-label");
  gtk_widget_set_tooltip_text (box, mj_score_sheet_row_get_explanation (row, seat));

  /* what the tests read back */
  g_object_set_data (G_OBJECT (balance), "mj-hand-number", GUINT_TO_POINTER (hand->number));
  g_object_set_data (G_OBJECT (balance), "mj-seat", GUINT_TO_POINTER (seat));
}

/* Callbacks */

static gboolean
reload_idle_cb (gpointer user_data)
{
  MjScoreSheetWindow *self = user_data;

  self->reload_id = 0;
  reload (self);
  return G_SOURCE_REMOVE;
}

/* The recorder writes the hand in its own handler of the same signal: read it back
 * once every handler has run. */
static void
hand_finished_cb (MjScoreSheetWindow *self)
{
  if (self->reload_id == 0)
    self->reload_id = g_idle_add (reload_idle_cb, self);
}

static void
selection_changed_cb (MjScoreSheetWindow *self)
{
  update_details (self);
}

static void
chooser_response_cb (MjScoreSheetWindow   *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;

  csv = mj_history_export_csv (self->history, self->match_id, &error);
  if (csv == NULL ||
      !g_file_replace_contents (file, csv, strlen (csv), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, &error))
    show_error (self, _("The match could not be exported"), error);
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: %s is the file's name */
      g_autofree char *text = g_strdup_printf (_("Exported to “%s”"), name);

      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
    }
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  MjScoreSheetWindow *self = MJ_SCORE_SHEET_WINDOW (widget);
  g_autofree char *number = NULL;
  g_autofree char *name = NULL;

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("Export Match"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  number = g_strdup_printf ("%" G_GINT64_FORMAT, self->match_id);
  /* Translators: the suggested file name of an exported match; %s is the match's number */
  name = g_strdup_printf (_("match-%s.csv"), number);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* GObject */

static void
mj_score_sheet_window_dispose (GObject *object)
{
  MjScoreSheetWindow *self = MJ_SCORE_SHEET_WINDOW (object);

  g_clear_handle_id (&self->reload_id, g_source_remove);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_object (&self->history);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->match, mj_history_match_free);

  G_OBJECT_CLASS (mj_score_sheet_window_parent_class)->dispose (object);
}

static void
mj_score_sheet_window_class_init (MjScoreSheetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_score_sheet_window_dispose;

  gtk_widget_class_install_action (widget_class, "sheet.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "sheet.export", NULL);
}

static void
mj_score_sheet_window_init (MjScoreSheetWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *export = gtk_button_new_with_mnemonic (_("_Export CSV…"));
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *caption;
  GtkWidget *scrolled;
  GtkWidget *bottom;
  GtkWidget *details_scrolled;
  GtkWidget *empty;
  GtkWidget *paned;

  self->rows = g_list_store_new (MJ_TYPE_SCORE_SHEET_ROW);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->rows)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_object (self->selection, "notify::selected-item", G_CALLBACK (selection_changed_cb), self,
                           G_CONNECT_SWAPPED);

  gtk_window_set_title (GTK_WINDOW (self), _("Score Sheet"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1100, 760);

  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Score Sheet"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (export), "sheet.export");
  gtk_widget_set_tooltip_text (export, _("Save every hand of this match as a spreadsheet file"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), export);
  gtk_box_append (GTK_BOX (content), header);

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->toasts), TRUE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->toasts));

  self->stack = GTK_STACK (gtk_stack_new ());
  adw_toast_overlay_set_child (self->toasts, GTK_WIDGET (self->stack));

  empty = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (empty), "x-office-spreadsheet-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (empty), _("No Hands Yet"));
  adw_status_page_set_description (ADW_STATUS_PAGE (empty),
                                   _("The score sheet fills in as each hand is finished."));
  gtk_stack_add_named (self->stack, empty, "empty");

  paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  gtk_paned_set_wide_handle (GTK_PANED (paned), TRUE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_stack_add_named (self->stack, paned, "sheet");

  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_start (body, 12);
  gtk_widget_set_margin_end (body, 12);
  gtk_widget_set_margin_bottom (body, 6);
  /* Translators: explains the three numbers in each player's column of the score sheet */
  caption = gtk_label_new (_("For each player: the hand’s score, what the player received (+) or paid (−), "
                             "and the balance after the hand. Hover over a cell or select a hand to see "
                             "the score explained."));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (body), caption);

  self->view = GTK_COLUMN_VIEW (gtk_column_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection))));
  gtk_column_view_set_show_row_separators (self->view, TRUE);
  gtk_column_view_set_show_column_separators (self->view, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "data-table");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Hands of the match"), -1);
  /* Translators: column header: the hand's number in the match */
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Hand"), number_text, MJ_LIST_CELL_END);
  /* Translators: column header: the prevailing wind of the hand */
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Wind"), wind_text, MJ_LIST_CELL_START);
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Dealer"), dealer_text, MJ_LIST_CELL_START);
  /* who went out, and who paid for everyone: the whole of it in the tooltip too, the cell
   * may be too narrow */
  /* Translators: column header: who went out, and how */
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Mah-Jong"), result_text,
                                 MJ_LIST_CELL_EXPAND | MJ_LIST_CELL_TOOLTIP);
  for (guint seat = 0; seat < 4; seat++)
    self->seat_columns[seat] = mj_list_cells_add_column (self->view, "", G_CALLBACK (seat_setup_cb),
                                                         G_CALLBACK (seat_bind_cb), GUINT_TO_POINTER (seat), FALSE);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->view));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_add_css_class (scrolled, "card");
  gtk_widget_set_overflow (scrolled, GTK_OVERFLOW_HIDDEN);
  gtk_box_append (GTK_BOX (body), scrolled);
  gtk_widget_set_size_request (body, -1, 220);
  gtk_paned_set_start_child (GTK_PANED (paned), body);

  bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_top (bottom, 6);
  gtk_widget_set_margin_start (bottom, 12);
  gtk_widget_set_margin_end (bottom, 12);
  gtk_widget_set_margin_bottom (bottom, 12);
  gtk_widget_set_size_request (bottom, -1, 220);

  self->chart = MJ_BALANCE_CHART (mj_balance_chart_new ());
  /* Translators: the chart's bottom axis: the hands of the match */
  mj_balance_chart_set_x_title (self->chart, _("Hands"));
  gtk_widget_set_hexpand (GTK_WIDGET (self->chart), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->chart), _("Each player’s balance after each hand"));
  gtk_box_append (GTK_BOX (bottom), GTK_WIDGET (self->chart));

  self->details = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->details, TRUE);
  gtk_label_set_xalign (self->details, 0);
  gtk_label_set_yalign (self->details, 0);
  gtk_label_set_selectable (self->details, TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (self->details), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->details), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->details), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->details), 8);
  details_scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (details_scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (details_scrolled), GTK_WIDGET (self->details));
  gtk_widget_set_size_request (details_scrolled, 340, -1);
  gtk_widget_add_css_class (details_scrolled, "card");
  gtk_box_append (GTK_BOX (bottom), details_scrolled);
  gtk_paned_set_end_child (GTK_PANED (paned), bottom);
  gtk_paned_set_position (GTK_PANED (paned), 440);

  adw_window_set_content (ADW_WINDOW (self), content);
  update_details (self);
}

/* Public API */

/**
 * mj_score_sheet_window_new:
 * @parent: (nullable): the window it belongs to
 * @match: the match's id in @history
 *
 * Returns: (transfer full): the score sheet of @match
 */
MjScoreSheetWindow *
mj_score_sheet_window_new (GtkWindow *parent,
                           MjHistory *history,
                           gint64     match)
{
  MjScoreSheetWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_HISTORY (history), NULL);

  self = g_object_new (MJ_TYPE_SCORE_SHEET_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  self->history = g_object_ref (history);
  self->match_id = match;
  reload (self);
  return self;
}

/**
 * mj_score_sheet_window_follow_match:
 * @match: the match being played, which the history records as the sheet's match
 *
 * Reads the sheet again after each hand of @match.
 */
void
mj_score_sheet_window_follow_match (MjScoreSheetWindow *self,
                                    MjMatch            *match)
{
  g_return_if_fail (MJ_IS_SCORE_SHEET_WINDOW (self));
  g_return_if_fail (MJ_IS_MATCH (match));

  g_signal_connect_object (match, "hand-finished", G_CALLBACK (hand_finished_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "match-finished", G_CALLBACK (hand_finished_cb), self, G_CONNECT_SWAPPED);
}

/**
 * mj_score_sheet_window_reload:
 *
 * Reads the match from the history again now.
 */
void
mj_score_sheet_window_reload (MjScoreSheetWindow *self)
{
  g_return_if_fail (MJ_IS_SCORE_SHEET_WINDOW (self));

  g_clear_handle_id (&self->reload_id, g_source_remove);
  reload (self);
}

gint64
mj_score_sheet_window_get_match_id (MjScoreSheetWindow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_WINDOW (self), 0);

  return self->match_id;
}

/**
 * mj_score_sheet_window_get_rows:
 *
 * Returns: (transfer none): the rows of the sheet, #MjScoreSheetRow, one a hand
 */
GListModel *
mj_score_sheet_window_get_rows (MjScoreSheetWindow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_WINDOW (self), NULL);

  return G_LIST_MODEL (self->rows);
}

/**
 * mj_score_sheet_window_get_chart:
 *
 * Returns: (transfer none): the chart of the balances, a #MjBalanceChart
 */
GtkWidget *
mj_score_sheet_window_get_chart (MjScoreSheetWindow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_WINDOW (self), NULL);

  return GTK_WIDGET (self->chart);
}
