/* mj-list-cells.c: the columns of the score history's lists and their cells
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score sheet and the history window list hands and matches in column views whose
 * cells are labels: a line of text cut short at its end, numbers to the right. A column
 * with a title can be resized; one without (a button's) cannot.
 */

#define G_LOG_DOMAIN "mj-list-cells"

#include "config.h"

#include "mj-list-cells.h"

/* What a text column shows, kept by its factory. */
typedef struct
{
  MjListCellTextFunc text;
  MjListCellFlags    flags;
} TextColumn;

static GtkColumnViewColumn *
append_column (GtkColumnView      *view,
               const char         *title,
               GtkListItemFactory *factory,
               gboolean            expand)
{
  GtkColumnViewColumn *column = gtk_column_view_column_new (title, factory);

  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, title != NULL);
  gtk_column_view_append_column (view, column);
  g_object_unref (column);
  return column;
}

/* Callbacks */

static void
text_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TextColumn               *column)
{
  GtkWidget *label = mj_list_cells_label_new (column->flags & MJ_LIST_CELL_END ? 1.0f : 0.0f);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
text_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TextColumn               *column)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *text = column->text (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (label), text);
  if (column->flags & MJ_LIST_CELL_TOOLTIP)
    gtk_widget_set_tooltip_text (label, text);
}

/* Public API */

/**
 * mj_list_cells_label_new:
 * @xalign: 0 for text, 1 for a number
 *
 * Returns: (transfer floating): an empty label for a cell
 */
GtkWidget *
mj_list_cells_label_new (float xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  return label;
}

/**
 * mj_list_cells_add_column:
 * @title: (nullable): the column's header; %NULL for a column that cannot be resized
 * @setup: the "setup" handler of the column's #GtkSignalListItemFactory
 * @bind: its "bind" handler
 * @data: what both handlers get
 * @expand: whether the column takes the room left
 *
 * Returns: (transfer none): the column, appended to @view
 */
GtkColumnViewColumn *
mj_list_cells_add_column (GtkColumnView *view,
                          const char    *title,
                          GCallback      setup,
                          GCallback      bind,
                          gpointer       data,
                          gboolean       expand)
{
  GtkListItemFactory *factory;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", setup, data);
  g_signal_connect (factory, "bind", bind, data);
  return append_column (view, title, factory, expand);
}

/**
 * mj_list_cells_add_text_column:
 * @title: (nullable): the column's header
 * @text: the text of an item's cell
 *
 * Returns: (transfer none): a column of text cut short at its end, appended to @view
 */
GtkColumnViewColumn *
mj_list_cells_add_text_column (GtkColumnView      *view,
                               const char         *title,
                               MjListCellTextFunc  text,
                               MjListCellFlags     flags)
{
  GtkListItemFactory *factory;
  TextColumn *column;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  factory = gtk_signal_list_item_factory_new ();
  column = g_new0 (TextColumn, 1);
  column->text = text;
  column->flags = flags;
  g_object_set_data_full (G_OBJECT (factory), "mj-text-column", column, g_free);
  g_signal_connect (factory, "setup", G_CALLBACK (text_setup_cb), column);
  g_signal_connect (factory, "bind", G_CALLBACK (text_bind_cb), column);
  return append_column (view, title, factory, (flags & MJ_LIST_CELL_EXPAND) != 0);
}
