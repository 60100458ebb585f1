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
#include "mj-toast.h"

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

  /* Template Widgets */
  AdwWindowTitle       *title;
  AdwToastOverlay      *toasts;
  GtkStack             *stack;
  GtkColumnView        *view;
  GtkSingleSelection   *selection;
  MjBalanceChart       *chart;
  GtkLabel             *details;

  /* Borrowed References */
  GtkColumnViewColumn  *seat_columns[4];  /* the view's, titled with the players' names */
};

G_DEFINE_FINAL_TYPE (MjScoreSheetWindow, mj_score_sheet_window, ADW_TYPE_WINDOW)

/* Helpers */

static void
show_error (MjScoreSheetWindow *self,
            const char         *what,
            const GError       *error)
{
  mj_toast_show_error (self->toasts, what, error);
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
    /* Translators: the score sheet's subtitle: the date, the ruleset, and that the match is not
     * over yet ("unfinished", as the history's list of matches says it) */
    subtitle = g_strdup_printf (_("%s · %s · unfinished"), date, self->match->ruleset_name);
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

/* The selected hand stands out in the chart too: hand n is the chart's point n. */
static void
update_chart_selection (MjScoreSheetWindow *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  mj_balance_chart_set_selected (self->chart, selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected + 1);
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
  update_chart_selection (self);
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
  g_autofree char *score_text = mj_format_number (hand->totals[seat]);
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
  update_chart_selection (self);
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

      mj_toast_show (self->toasts, text);
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
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_SCORE_SHEET_WINDOW);

  G_OBJECT_CLASS (mj_score_sheet_window_parent_class)->dispose (object);
}

static void
mj_score_sheet_window_class_init (MjScoreSheetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_score_sheet_window_dispose;

  g_type_ensure (MJ_TYPE_BALANCE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-score-sheet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, title);
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, view);
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, selection);
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, MjScoreSheetWindow, details);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);

  gtk_widget_class_install_action (widget_class, "sheet.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "sheet.export", NULL);
}

static void
mj_score_sheet_window_init (MjScoreSheetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_list_store_new (MJ_TYPE_SCORE_SHEET_ROW);
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->rows));

  /* Translators: column header: the hand's number in the match */
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Hand"), number_text, MJ_LIST_CELL_END);
  /* Translators: column header: the prevailing wind of the hand */
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Wind"), wind_text, MJ_LIST_CELL_START);
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Dealer"), dealer_text, MJ_LIST_CELL_START);
  /* Translators: column header: who went out, and how */
  mj_list_cells_add_text_column (self->view, C_("score sheet", "Mah-Jong"), result_text,
                                 /* and who paid for everyone: the whole of it in the tooltip
                                  * too, the cell may be too narrow */
                                 MJ_LIST_CELL_EXPAND | MJ_LIST_CELL_TOOLTIP);
  for (guint seat = 0; seat < 4; seat++)
    self->seat_columns[seat] = mj_list_cells_add_column (self->view, "", G_CALLBACK (seat_setup_cb),
                                                         G_CALLBACK (seat_bind_cb), GUINT_TO_POINTER (seat), FALSE);

  /* Translators: the chart's bottom axis: the hands of the match */
  mj_balance_chart_set_x_title (self->chart, _("Hands"));
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
