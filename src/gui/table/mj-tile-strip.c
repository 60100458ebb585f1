/* mj-tile-strip.c: a row of tiles, with gaps between sets
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-tile-strip"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-tile-strip.h"

#define GAP G_MAXUINT

struct _MjTileStrip
{
  GtkWidget     parent_instance;

  MjTileCache  *cache;
  GArray       *faces;   /* guint, GAP for a gap */
  GString      *label;
  int           height;
};

G_DEFINE_FINAL_TYPE (MjTileStrip, mj_tile_strip, GTK_TYPE_WIDGET)

static int
tile_width (MjTileStrip *self)
{
  return mj_tile_cache_width_for (self->cache, self->height);
}

static void
mj_tile_strip_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  MjTileStrip *self = MJ_TILE_STRIP (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = self->height;
  else
    {
      int w = 0;

      for (guint i = 0; i < self->faces->len; i++)
        w += g_array_index (self->faces, guint, i) == GAP ? tile_width (self) / 3 : tile_width (self);
      *minimum = *natural = w;
    }
}

static void
mj_tile_strip_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  MjTileStrip *self = MJ_TILE_STRIP (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  int device = mj_tile_cache_quantize (self->height * scale);
  double w = (double) mj_tile_cache_width_for (self->cache, device) / scale;
  double h = (double) device / scale;
  double x = 0;

  for (guint i = 0; i < self->faces->len; i++)
    {
      guint face = g_array_index (self->faces, guint, i);
      GdkTexture *texture;

      if (face == GAP)
        {
          x += w / 3;
          continue;
        }
      texture = mj_tile_cache_lookup (self->cache, face, device);
      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, 0, w, h));
      x += w;
    }
}

static void
mj_tile_strip_dispose (GObject *object)
{
  MjTileStrip *self = MJ_TILE_STRIP (object);

  g_clear_object (&self->cache);
  g_clear_pointer (&self->faces, g_array_unref);
  if (self->label != NULL)
    g_string_free (self->label, TRUE);
  self->label = NULL;

  G_OBJECT_CLASS (mj_tile_strip_parent_class)->dispose (object);
}

static void
mj_tile_strip_class_init (MjTileStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_tile_strip_dispose;
  widget_class->measure = mj_tile_strip_measure;
  widget_class->snapshot = mj_tile_strip_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mj_tile_strip_init (MjTileStrip *self)
{
  self->faces = g_array_new (FALSE, FALSE, sizeof (guint));
  self->label = g_string_new (NULL);
}

/**
 * mj_tile_strip_new:
 *
 * Returns: (transfer full): an empty row of tiles @tile_height high
 */
GtkWidget *
mj_tile_strip_new (MjTileCache *cache,
                   int          tile_height)
{
  MjTileStrip *self = g_object_new (MJ_TYPE_TILE_STRIP, NULL);

  self->cache = g_object_ref (cache);
  self->height = MAX (8, tile_height);
  g_signal_connect_object (cache, "changed", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  return GTK_WIDGET (self);
}

void
mj_tile_strip_append (MjTileStrip *self,
                      guint        face)
{
  g_return_if_fail (MJ_IS_TILE_STRIP (self));
  g_return_if_fail (face < MJ_N_TILE_FACES);

  g_array_append_val (self->faces, face);
  if (face < MJ_N_KINDS)
    {
      if (self->label->len > 0)
        g_string_append (self->label, ", ");
      g_string_append (self->label, mj_tile_get_name ((MjTile) face));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      self->label->str, -1);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
mj_tile_strip_append_gap (MjTileStrip *self)
{
  guint gap = GAP;

  g_return_if_fail (MJ_IS_TILE_STRIP (self));

  g_array_append_val (self->faces, gap);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
