/* mj-tile-strip.c: a row of tiles, with gaps between sets
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each tile may be ringed, face down or turned sideways (MjTileStripFlags). A sideways
 * tile lies at the foot of the row, as a claimed tile lies on the table, and takes a
 * tile's height in width.
 */

#define G_LOG_DOMAIN "mj-tile-strip"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-tile-strip.h"

#define GAP G_MAXUINT

typedef struct
{
  guint            face;   /* GAP for a gap */
  MjTileStripFlags flags;
} Entry;

struct _MjTileStrip
{
  GtkWidget     parent_instance;

  MjTileCache  *cache;
  GArray       *entries;   /* Entry */
  GString      *label;
  int           height;
};

G_DEFINE_FINAL_TYPE (MjTileStrip, mj_tile_strip, GTK_TYPE_WIDGET)

/* The ring of an outlined tile: a red that no other mark of the tiles uses, and that reads
 * on the light and the dark background alike. */
static const GdkRGBA ring_color = { 0.88, 0.11, 0.14, 1.0 };

/* Helpers */

/* How wide @entry is, for tiles @w wide and @h high. */
static double
entry_width (const Entry *entry,
             double       w,
             double       h)
{
  if (entry->face == GAP)
    return w / 3;
  return entry->flags & MJ_TILE_STRIP_SIDEWAYS ? h : w;
}

static void
append_ring (GtkSnapshot           *snapshot,
             const graphene_rect_t *tile,
             double                 w)
{
  GskRoundedRect ring;
  float width = (float) MAX (2.0, w * 0.1);

  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT (tile->origin.x - 1, tile->origin.y - 1,
                                                               tile->size.width + 2, tile->size.height + 2),
                                   (float) (w * 0.14));
  gtk_snapshot_append_border (snapshot, &ring, (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { ring_color, ring_color, ring_color, ring_color });
}

static void
update_label (MjTileStrip *self)
{
  g_string_truncate (self->label, 0);
  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *e = &g_array_index (self->entries, Entry, i);
      const char *name;

      if (e->face >= MJ_N_KINDS)
        continue;
      name = mj_tile_get_name ((MjTile) e->face);
      if (self->label->len > 0)
        g_string_append (self->label, ", ");
      if (e->flags & MJ_TILE_STRIP_FACE_DOWN)
        /* Translators: a tile in a row of tiles, shown by its back */
        g_string_append_printf (self->label, _("%s (face down)"), name);
      else if (e->flags & MJ_TILE_STRIP_OUTLINED)
        /* Translators: a tile in a row of tiles, with a ring drawn around it */
        g_string_append_printf (self->label, _("%s (outlined)"), name);
      else
        g_string_append (self->label, name);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->label->str, -1);
}

/* GtkWidget */

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
      double w = mj_tile_cache_width_for (self->cache, self->height);
      double width = 0;

      for (guint i = 0; i < self->entries->len; i++)
        width += entry_width (&g_array_index (self->entries, Entry, i), w, self->height);
      *minimum = *natural = (int) (width + 0.5);
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

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *e = &g_array_index (self->entries, Entry, i);
      gboolean sideways = (e->flags & MJ_TILE_STRIP_SIDEWAYS) != 0;
      graphene_rect_t box;
      GdkTexture *texture;

      if (e->face == GAP)
        {
          x += entry_width (e, w, h);
          continue;
        }
      texture = mj_tile_cache_lookup (self->cache, e->flags & MJ_TILE_STRIP_FACE_DOWN ? MJ_TILE_FACE_BACK : e->face,
                                      device);
      if (sideways)
        {
          /* turned clockwise and laid at the foot of the row */
          box = GRAPHENE_RECT_INIT (x, h - w, h, w);
          if (texture != NULL)
            {
              gtk_snapshot_save (snapshot);
              gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + h, h - w));
              gtk_snapshot_rotate (snapshot, 90);
              gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, w, h));
              gtk_snapshot_restore (snapshot);
            }
        }
      else
        {
          box = GRAPHENE_RECT_INIT (x, 0, w, h);
          if (texture != NULL)
            gtk_snapshot_append_texture (snapshot, texture, &box);
        }
      if (e->flags & MJ_TILE_STRIP_OUTLINED)
        append_ring (snapshot, &box, w);
      x += entry_width (e, w, h);
    }
}

/* GObject */

static void
mj_tile_strip_dispose (GObject *object)
{
  MjTileStrip *self = MJ_TILE_STRIP (object);

  g_clear_object (&self->cache);
  g_clear_pointer (&self->entries, g_array_unref);
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
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->label = g_string_new (NULL);
}

/* Public API */

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
  mj_tile_strip_append_full (self, face, MJ_TILE_STRIP_PLAIN);
}

/**
 * mj_tile_strip_append_full:
 * @face: a tile kind, %MJ_TILE_FACE_BACK or %MJ_TILE_FACE_BLANK
 * @flags: how the tile is drawn; a tile face down keeps @face for its name
 *
 * Adds a tile at the end of the row.
 */
void
mj_tile_strip_append_full (MjTileStrip      *self,
                           guint             face,
                           MjTileStripFlags  flags)
{
  Entry entry = { face, flags };

  g_return_if_fail (MJ_IS_TILE_STRIP (self));
  g_return_if_fail (face < MJ_N_TILE_FACES);

  g_array_append_val (self->entries, entry);
  if (face < MJ_N_KINDS)
    update_label (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
mj_tile_strip_append_gap (MjTileStrip *self)
{
  Entry gap = { GAP, MJ_TILE_STRIP_PLAIN };

  g_return_if_fail (MJ_IS_TILE_STRIP (self));

  g_array_append_val (self->entries, gap);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * mj_tile_strip_append_meld:
 * @meld: a set laid down or declared
 *
 * Appends the set's tiles, a concealed kong's end tiles face down as it lies on the table.
 */
void
mj_tile_strip_append_meld (MjTileStrip  *self,
                           const MjMeld *meld)
{
  guint n;

  g_return_if_fail (MJ_IS_TILE_STRIP (self) && meld != NULL);

  n = mj_meld_n_tiles (meld);
  for (guint k = 0; k < n; k++)
    {
      MjTile t = meld->kind == MJ_SET_CHOW ? (MjTile) (meld->tile + k) : (MjTile) meld->tile;
      gboolean down = meld->kind == MJ_SET_KONG && !meld->exposed && (k == 0 || k == 3);

      mj_tile_strip_append_full (self, t, down ? MJ_TILE_STRIP_FACE_DOWN : MJ_TILE_STRIP_PLAIN);
    }
}

/**
 * mj_tile_strip_get_n_tiles:
 *
 * Returns: how many tiles the row holds, gaps not counted
 */
guint
mj_tile_strip_get_n_tiles (MjTileStrip *self)
{
  guint n = 0;

  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), 0);

  for (guint i = 0; i < self->entries->len; i++)
    n += g_array_index (self->entries, Entry, i).face != GAP;
  return n;
}

/**
 * mj_tile_strip_get_tile:
 * @index: a tile's place in the row, gaps not counted
 * @flags: (out) (optional): how it is drawn
 *
 * Returns: the tile's face
 */
guint
mj_tile_strip_get_tile (MjTileStrip      *self,
                        guint             index,
                        MjTileStripFlags *flags)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), MJ_TILE_FACE_BLANK);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *e = &g_array_index (self->entries, Entry, i);

      if (e->face == GAP)
        continue;
      if (index-- == 0)
        {
          if (flags != NULL)
            *flags = e->flags;
          return e->face;
        }
    }
  g_return_val_if_reached (MJ_TILE_FACE_BLANK);
}
