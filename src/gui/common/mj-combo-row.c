/* mj-combo-row.c: combo rows whose choices are never cut short
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A combo row's list shows each choice on one line of limited width, so "Classical Chinese
 * (DMJL)" and its kind read "Classical Chinese (DM…". Rows of string lists whose names
 * matter get a list of their own here: each name whole, wrapped if it must be, with the
 * check mark beside the chosen one. A choice may open a part of the list under a heading of
 * its own (a combo row of GTK 4.8 has no sections): the heading is shown above the choice.
 */

#define G_LOG_DOMAIN "mj-combo-row"

#include "config.h"

#include "mj-combo-row.h"

/* A list item's child: a vertical box of the heading (hidden unless the choice opens a part
 * of the list) and a line of the name and the check mark. */

static GtkWidget *
item_line (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  return box != NULL ? gtk_widget_get_last_child (box) : NULL;
}

/* Shows the check mark of a list item when its choice is the row's. */
static void
update_check (GtkListItem *item)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "mj-row");
  GtkWidget *line = item_line (item);
  GtkWidget *check = line != NULL ? gtk_widget_get_last_child (line) : NULL;

  if (row != NULL && check != NULL)
    gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == gtk_list_item_get_position (item) ? 1 : 0);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          AdwComboRow              *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (NULL);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_set_visible (heading, FALSE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (line), check);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_item_set_child (item, box);

  g_object_set_data (G_OBJECT (item), "mj-row", row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_check), item, G_CONNECT_SWAPPED);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         AdwComboRow              *row)
{
  GtkWidget *heading = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *label = gtk_widget_get_first_child (item_line (item));
  GObject *choice = gtk_list_item_get_item (item);
  GHashTable *headings = g_object_get_data (G_OBJECT (row), "mj-headings");
  const char *text = headings != NULL ? g_hash_table_lookup (headings, GUINT_TO_POINTER (gtk_list_item_get_position (item)))
                                      : NULL;

  gtk_label_set_text (GTK_LABEL (heading), text != NULL ? text : "");
  gtk_widget_set_visible (heading, text != NULL);
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

/**
 * mj_combo_row_set_heading:
 * @row: a combo row whose choices mj_combo_row_show_whole_names() lists
 * @position: the choice that opens a part of the list
 * @heading: (nullable): the heading shown above it in the list, or %NULL for none
 *
 * Sets a heading over a part of the row's list, such as "Learning" over the rules of a
 * course. The positions are those of the row's model: set the headings with the model.
 */
void
mj_combo_row_set_heading (AdwComboRow *row,
                          guint        position,
                          const char  *heading)
{
  GHashTable *headings;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  headings = g_object_get_data (G_OBJECT (row), "mj-headings");
  if (headings == NULL)
    {
      headings = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      g_object_set_data_full (G_OBJECT (row), "mj-headings", headings, (GDestroyNotify) g_hash_table_unref);
    }
  if (heading != NULL)
    g_hash_table_insert (headings, GUINT_TO_POINTER (position), g_strdup (heading));
  else
    g_hash_table_remove (headings, GUINT_TO_POINTER (position));
}
