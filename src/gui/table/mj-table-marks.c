/* mj-table-marks.c: marks drawn the same on the table and in its legend
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A die as East threw it, and the ring around a tile (the last discard, a hint, the
 * spotlight): the table view draws them, and the Table Legend draws the same to explain them.
 */

#include "config.h"

#include "mj-table-marks.h"

/**
 * mj_table_draw_die:
 * @x: (in): the die's left edge
 * @y: its top
 * @side: its size
 * @value: the face up, 1 to 6 (the one and the four in red)
 */
void
mj_table_draw_die (GtkSnapshot *snapshot,
                   double       x,
                   double       y,
                   double       side,
                   guint        value)
{
  static const GdkRGBA face = { 0.97, 0.96, 0.92, 1.0 };
  static const GdkRGBA pip = { 0.15, 0.15, 0.15, 1.0 };
  static const GdkRGBA red_pip = { 0.75, 0.1, 0.1, 1.0 };
  /* where the pips of one to six lie on a die of side 1 */
  static const double pips[6][6][2] = {
    { { .5, .5 } },
    { { .27, .27 }, { .73, .73 } },
    { { .27, .27 }, { .5, .5 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .27, .73 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .5, .5 }, { .27, .73 }, { .73, .73 } },
    { { .27, .25 }, { .73, .25 }, { .27, .5 }, { .73, .5 }, { .27, .75 }, { .73, .75 } },
  };
  GskRoundedRect rounded;

  value = CLAMP (value, 1, 6);
  gsk_rounded_rect_init_from_rect (&rounded, &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) side, (float) side),
                                   (float) (side * 0.18));
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, &face, &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) side, (float) side));
  gtk_snapshot_pop (snapshot);
  for (guint p = 0; p < value; p++)
    {
      double r = side * 0.09;
      graphene_rect_t bounds = GRAPHENE_RECT_INIT ((float) (x + pips[value - 1][p][0] * side - r),
                                                   (float) (y + pips[value - 1][p][1] * side - r),
                                                   (float) (2 * r), (float) (2 * r));
      GskRoundedRect dot;

      gsk_rounded_rect_init_from_rect (&dot, &bounds, (float) r);
      gtk_snapshot_push_rounded_clip (snapshot, &dot);
      gtk_snapshot_append_color (snapshot, value == 1 || value == 4 ? &red_pip : &pip, &bounds);
      gtk_snapshot_pop (snapshot);
    }
}

/**
 * mj_table_draw_ring:
 * @rect: the tile
 * @inset: how far inside its edge the ring lies
 * @width: the ring's width
 *
 * A ring with the tile's rounded corners.
 */
void
mj_table_draw_ring (GtkSnapshot           *snapshot,
                    const graphene_rect_t *rect,
                    double                 inset,
                    double                 width,
                    const GdkRGBA         *color)
{
  GskRoundedRect ring;
  float wd = (float) width;

  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT ((float) (rect->origin.x + inset),
                                                               (float) (rect->origin.y + inset),
                                                               (float) (rect->size.width - 2 * inset),
                                                               (float) (rect->size.height - 2 * inset)),
                                   (float) (MIN (rect->size.width, rect->size.height) * 0.12));
  gtk_snapshot_append_border (snapshot, &ring, (float[4]) { wd, wd, wd, wd },
                              (GdkRGBA[4]) { *color, *color, *color, *color });
}
