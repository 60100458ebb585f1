/* mj-tile-picker.c: a palette of every tile face
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One button per tile kind, in rows: characters, bamboo, circles, then the winds and the
 * dragons, then the flowers and the seasons. Each button carries the tile's translated
 * name for screen readers and as its tooltip; the arrow keys move between them. A click
 * emits "tile-picked"; what that means (a concealed tile, a set, a bonus tile) is the
 * owner's business.
 */

#define G_LOG_DOMAIN "mj-tile-picker"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-tile-picker.h"
#include "mj-tile-strip.h"

struct _MjTilePicker
{
  GtkWidget   parent_instance;

  GtkWidget  *grid;
  GtkWidget  *buttons[MJ_N_KINDS];
};

enum {
  TILE_PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjTilePicker, mj_tile_picker, GTK_TYPE_WIDGET)

static void
button_clicked_cb (GtkButton    *button,
                   MjTilePicker *self)
{
  guint tile = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "mj-tile"));

  mj_tile_picker_pick (self, (MjTile) tile);
}

static void
mj_tile_picker_dispose (GObject *object)
{
  MjTilePicker *self = MJ_TILE_PICKER (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);

  G_OBJECT_CLASS (mj_tile_picker_parent_class)->dispose (object);
}

static void
mj_tile_picker_class_init (MjTilePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_tile_picker_dispose;

  /**
   * MjTilePicker::tile-picked:
   * @tile: the MjTile
   *
   * A tile's button was clicked (or mj_tile_picker_pick() called).
   */
  signals[TILE_PICKED] =
    g_signal_new ("tile-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tilepicker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* Tile buttons are as tight as the tiles: one provider for the display, added once. */
static void
ensure_css (void)
{
  static gboolean done;
  g_autoptr(GtkCssProvider) provider = NULL;
  GdkDisplay *display = gdk_display_get_default ();

  if (done || display == NULL)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   "button.mj-tile-button { padding: 3px; min-width: 0; min-height: 0; }\n"
                                   "button.mj-tile-button.mj-winning-tile { box-shadow: inset 0 0 0 2px @accent_color; }\n",
                                   -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
mj_tile_picker_init (MjTilePicker *self)
{
  ensure_css ();
  self->grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 2);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tiles"), -1);
}

/* Where a tile sits in the palette: a row per suit, honours and bonus tiles in two groups. */
static void
tile_position (MjTile  tile,
               int    *column,
               int    *row)
{
  if (mj_tile_is_suited (tile))
    {
      *row = tile / 9;
      *column = tile % 9;
    }
  else if (mj_tile_is_wind (tile))
    {
      *row = 3;
      *column = tile - MJ_TILE_EAST;
    }
  else if (mj_tile_is_dragon (tile))
    {
      *row = 3;
      *column = 5 + tile - MJ_TILE_RED;
    }
  else if (mj_tile_is_flower (tile))
    {
      *row = 4;
      *column = tile - MJ_TILE_FLOWER_1;
    }
  else
    {
      *row = 4;
      *column = 5 + tile - MJ_TILE_SEASON_1;
    }
}

/**
 * mj_tile_picker_new:
 * @tile_height: the height of the tiles on the buttons
 *
 * Returns: (transfer full): a palette of the 42 tile kinds
 */
GtkWidget *
mj_tile_picker_new (MjTileCache *cache,
                    int          tile_height)
{
  MjTilePicker *self;

  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  self = g_object_new (MJ_TYPE_TILE_PICKER, NULL);
  for (MjTile tile = 0; tile < MJ_N_KINDS; tile++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *strip = mj_tile_strip_new (cache, tile_height);
      int column, row;

      mj_tile_strip_append (MJ_TILE_STRIP (strip), tile);
      gtk_button_set_child (GTK_BUTTON (button), strip);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "mj-tile-button");
      gtk_widget_set_tooltip_text (button, mj_tile_get_name (tile));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      mj_tile_get_name (tile), -1);
      g_object_set_data (G_OBJECT (button), "mj-tile", GUINT_TO_POINTER ((guint) tile));
      g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);

      tile_position (tile, &column, &row);
      gtk_grid_attach (GTK_GRID (self->grid), button, column, row, 1, 1);
      self->buttons[tile] = button;
    }
  return GTK_WIDGET (self);
}

/**
 * mj_tile_picker_get_button:
 *
 * Returns: (transfer none): the button of @tile
 */
GtkWidget *
mj_tile_picker_get_button (MjTilePicker *self,
                           MjTile        tile)
{
  g_return_val_if_fail (MJ_IS_TILE_PICKER (self), NULL);
  g_return_val_if_fail (mj_tile_is_valid (tile), NULL);

  return self->buttons[tile];
}

/**
 * mj_tile_picker_set_tile_sensitive:
 *
 * Offers @tile or not, for example when all four are placed or a chow cannot start with it.
 */
void
mj_tile_picker_set_tile_sensitive (MjTilePicker *self,
                                   MjTile        tile,
                                   gboolean      sensitive)
{
  g_return_if_fail (MJ_IS_TILE_PICKER (self));
  g_return_if_fail (mj_tile_is_valid (tile));

  gtk_widget_set_sensitive (self->buttons[tile], sensitive);
}

/**
 * mj_tile_picker_pick:
 *
 * Picks @tile as a click on its button would.
 *
 * Returns: %TRUE if the tile was offered and "tile-picked" emitted
 */
gboolean
mj_tile_picker_pick (MjTilePicker *self,
                     MjTile        tile)
{
  g_return_val_if_fail (MJ_IS_TILE_PICKER (self), FALSE);

  if (!mj_tile_is_valid (tile) || !gtk_widget_get_sensitive (self->buttons[tile]))
    return FALSE;
  g_signal_emit (self, signals[TILE_PICKED], 0, (guint) tile);
  return TRUE;
}
