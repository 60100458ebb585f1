/* mj-table-view-wall.c: the wall, drawn a side at a time
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wall is a square of stacks of two, each side in front of its player; a stack's top
 * tile shows a little above the one under it. Its dead wall is a shade darker and its next
 * loose tile edged in gold. A side changes only when a tile leaves it, so each side is
 * painted once into a picture of its own and drawn as one texture until it changes: a
 * renderer draws one large picture much faster than a hundred small ones.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <string.h>

#include "mj-table-view-private.h"

#define NOBODY 4

enum {
  STACK_BOTTOM = 1 << 0,
  STACK_TOP    = 1 << 1,
  STACK_DEAD   = 1 << 2,
  STACK_LOOSE  = 1 << 3,
};

/* Whether the tile at @index is in the dead wall, and whether it is the next loose tile. */
static gboolean
is_dead (const MjWall *wall,
         guint         index,
         gboolean     *loose)
{
  guint start;

  *loose = index + 1 == wall->back && wall->dead_kind != MJ_DEAD_WALL_NONE;
  switch (wall->dead_kind)
    {
    case MJ_DEAD_WALL_FIXED:
      start = wall->dead_start;
      break;
    case MJ_DEAD_WALL_REPLENISHED:
    case MJ_DEAD_WALL_LOOSE_ON_WALL:
      start = wall->back > wall->dead_size ? wall->back - wall->dead_size : 0;
      break;
    case MJ_DEAD_WALL_NONE:
    default:
      return FALSE;
    }
  return index >= start && index < wall->back;
}

/* The tiles of stack @k of the side in front of @rel, counted from that player's right:
 * the whole stack, its bottom tile and its top one. */
static void
stack_rects (const MjTableLayout *l,
             guint                rel,
             guint                k,
             MjRect              *stack,
             MjRect              *bottom,
             MjRect              *top)
{
  double a = l->wall_outer - l->wall_th - l->wall_lift - (k + 1) * l->wall_tw;

  if (stack != NULL)
    mj_table_layout_rect (l, rel, a, l->wall_inner, l->wall_tw, l->wall_th + l->wall_lift, stack);
  if (bottom != NULL)
    mj_table_layout_rect (l, rel, a, l->wall_inner + l->wall_lift, l->wall_tw, l->wall_th, bottom);
  if (top != NULL)
    mj_table_layout_rect (l, rel, a, l->wall_inner, l->wall_tw, l->wall_th, top);
}

/* The rectangle a whole side takes, whole pixels. */
static MjRect
side_rect (const MjTableLayout *l,
           guint                rel,
           guint                per_side)
{
  MjRect first, last;
  double x0, y0, x1, y1;

  stack_rects (l, rel, 0, &first, NULL, NULL);
  stack_rects (l, rel, per_side - 1, &last, NULL, NULL);
  x0 = floor (MIN (first.x, last.x));
  y0 = floor (MIN (first.y, last.y));
  x1 = ceil (MAX (first.x + first.w, last.x + last.w));
  y1 = ceil (MAX (first.y + first.h, last.y + last.h));
  return (MjRect) { x0, y0, x1 - x0, y1 - y0 };
}

/* A tile's picture in @slot: its middle there, on whole device pixels. */
static void
paint_back (cairo_t         *cr,
            cairo_surface_t *back,
            const MjRect    *slot,
            const MjRect    *origin,
            int              scale)
{
  int w = cairo_image_surface_get_width (back), h = cairo_image_surface_get_height (back);
  double x = round (((slot->x + slot->w / 2) - origin->x) * scale - w / 2.0);
  double y = round (((slot->y + slot->h / 2) - origin->y) * scale - h / 2.0);

  cairo_set_source_surface (cr, back, x, y);
  cairo_paint (cr);
}

/* Paints a side of the wall from what each of its stacks holds. */
static GdkTexture *
paint_side (MjTableView      *self,
            guint             rel,
            guint             per_side,
            const guint8     *stacks,
            const MjRect     *rect,
            cairo_surface_t **painted)
{
  const MjTableLayout *l = &self->layout;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int device = mj_tile_cache_quantize ((int) (l->wall_th * scale));
  GdkTexture *upright = mj_tile_cache_lookup (self->cache, MJ_TILE_FACE_BACK, device);
  int w = (int) ceil (rect->w * scale), h = (int) ceil (rect->h * scale);
  cairo_surface_t *surface, *back;
  cairo_t *cr;
  GBytes *bytes;
  GdkTexture *texture;
  int stride;

  if (upright == NULL || w <= 0 || h <= 0)
    return NULL;
  back = _mj_table_view_surface_of (upright, (4 - rel) % 4);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);

  for (guint k = 0; k < per_side; k++)
    {
      MjRect stack, bottom, top;

      if ((stacks[k] & (STACK_BOTTOM | STACK_TOP)) == 0)
        continue;
      stack_rects (l, rel, k, &stack, &bottom, &top);
      if (stacks[k] & STACK_BOTTOM)
        paint_back (cr, back, &bottom, rect, scale);
      if (stacks[k] & STACK_TOP)
        paint_back (cr, back, &top, rect, scale);
      if (stacks[k] & STACK_DEAD)
        {
          cairo_set_source_rgba (cr, 0.05, 0.12, 0.08, 0.35);
          cairo_rectangle (cr, (stack.x - rect->x) * scale, (stack.y - rect->y) * scale, stack.w * scale,
                           stack.h * scale);
          cairo_fill (cr);
        }
      if (stacks[k] & STACK_LOOSE)
        {
          double line = MAX (1.5, l->t * 0.06) * scale;

          cairo_set_source_rgba (cr, 1.0, 0.84, 0.35, 1.0);
          cairo_set_line_width (cr, line);
          cairo_rectangle (cr, (stack.x - rect->x) * scale + line / 2, (stack.y - rect->y) * scale + line / 2,
                           stack.w * scale - line, stack.h * scale - line);
          cairo_stroke (cr);
        }
    }

  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairo_surface_destroy (back);
  /* kept as cairo paints it, or as a texture for the other renderers */
  if (self->painted_by_cairo)
    {
      *painted = surface;
      return NULL;
    }
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * h);
  /* cairo's ARGB32 is GDK_MEMORY_DEFAULT */
  texture = gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
  g_bytes_unref (bytes);
  cairo_surface_destroy (surface);
  return texture;
}

void
_mj_table_view_draw_wall (MjTableView        *self,
                          GtkSnapshot        *snapshot,
                          const MjTableScene *scene)
{
  const MjTableLayout *l = &self->layout;
  const MjWall *wall = &scene->wall;
  guint per_side = MIN (wall->stacks_per_side, 64);
  guint8 stacks[4][64] = { { 0 } };

  if (per_side == 0)
    return;
  for (guint i = 0; i < wall->n_tiles; i++)
    {
      guint side, k;
      gboolean top, loose;

      if (mj_wall_is_drawn (wall, i))
        continue;
      mj_wall_position (wall, i, &side, &k, &top);
      if (k >= per_side)
        continue;
      stacks[side][k] |= top ? STACK_TOP : STACK_BOTTOM;
      if (is_dead (wall, i, &loose))
        stacks[side][k] |= STACK_DEAD;
      if (loose)
        stacks[side][k] |= STACK_LOOSE;
    }

  for (guint side = 0; side < 4; side++)
    {
      guint rel = (side + 4 - scene->human) % 4;
      MjRect rect = side_rect (l, rel, per_side);

      /* painted again when a tile left it, or the table's size changed */
      if ((self->painted_by_cairo ? self->wall_surfaces[side] == NULL : self->wall_sides[side] == NULL) || memcmp (self->wall_keys[side], stacks[side], sizeof stacks[side]) != 0 ||
          memcmp (&self->wall_rects[side], &rect, sizeof rect) != 0)
        {
          g_clear_object (&self->wall_sides[side]);
          g_clear_pointer (&self->wall_surfaces[side], cairo_surface_destroy);
          self->wall_sides[side] = paint_side (self, rel, per_side, stacks[side], &rect, &self->wall_surfaces[side]);
          memcpy (self->wall_keys[side], stacks[side], sizeof stacks[side]);
          self->wall_rects[side] = rect;
        }
      _mj_table_view_append_picture (self, snapshot, self->wall_sides[side], self->wall_surfaces[side], &rect);

      for (guint k = 0; k < per_side; k++)
        if (stacks[side][k] & (STACK_BOTTOM | STACK_TOP))
          {
            MjRect stack;

            stack_rects (l, rel, k, &stack, NULL, NULL);
            _mj_table_view_note (self, MJ_DRAWN_WALL, NOBODY, side * 64 + k, 0, l->wall_th, &stack);
          }
    }
}

/* Forgets the sides painted: new pictures of the tiles, or the view going away. */
void
_mj_table_view_wall_clear (MjTableView *self)
{
  for (guint side = 0; side < 4; side++)
    {
      g_clear_object (&self->wall_sides[side]);
      g_clear_pointer (&self->wall_surfaces[side], cairo_surface_destroy);
    }
}

/**
 * _mj_table_view_wall_place:
 * @index: a tile of the wall, in drawing order
 * @place: (out): where it lies
 *
 * Returns: %FALSE if the wall has not been drawn yet
 */
gboolean
_mj_table_view_wall_place (MjTableView  *self,
                           const MjWall *wall,
                           guint         index,
                           MjTablePlace *place)
{
  const MjTableLayout *l = &self->layout;
  guint side, k, rel;
  gboolean top;
  MjRect bottom_rect, top_rect;

  if (!self->layout_valid || self->size <= 0)
    return FALSE;
  mj_wall_position (wall, index, &side, &k, &top);
  rel = (side + 4 - self->human) % 4;
  stack_rects (l, rel, k, NULL, &bottom_rect, &top_rect);
  _mj_table_view_place_of (self, top ? &top_rect : &bottom_rect, _mj_table_view_tile_height (self, l->wall_th),
                           -90.0 * rel, place);
  return TRUE;
}
