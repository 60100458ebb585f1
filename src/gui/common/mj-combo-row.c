/* mj-combo-row.c: combo rows whose choices are never cut short
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A combo row's list shows each choice on one line of limited width, so "Classical Chinese
 * (DMJL)" and its kind read "Classical Chinese (DM…". Rows of string lists whose names
 * matter get a list of their own here: each name whole, wrapped if it must be, with the
 * check mark beside the chosen one.
 */

#define G_LOG_DOMAIN "mj-combo-row"

#include "config.h"

#include "mj-combo-row.h"

/* Shows the check mark of a list item when its choice is the row's. */
static void
update_check (GtkListItem *item)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "mj-row");
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *check = box != NULL ? gtk_widget_get_last_child (box) : NULL;

  if (row != NULL && check != NULL)
    gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == gtk_list_item_get_position (item) ? 1 : 0);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          AdwComboRow              *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);

  g_object_set_data (G_OBJECT (item), "mj-row", row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_check), item, G_CONNECT_SWAPPED);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         AdwComboRow              *row)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GObject *choice = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (label), GTK_IS_STRING_OBJECT (choice)
                                         ? gtk_string_object_get_string (GTK_STRING_OBJECT (choice)) : "");
  update_check (item);
}

/**
 * mj_combo_row_show_whole_names:
 * @row: a combo row of a #GtkStringList
 *
 * Lists the row's choices whole, the chosen one checked.
 */
void
mj_combo_row_show_whole_names (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), row);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), row);
  adw_combo_row_set_list_factory (row, factory);
}
