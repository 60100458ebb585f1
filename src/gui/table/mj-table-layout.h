/* mj-table-layout.h: where the wall, the discards, the racks and the seat plates lie for a size
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <math.h>

G_BEGIN_DECLS

/* A rectangle on the screen, in the view's coordinates. */
typedef struct
{
  double  x, y;
  double  w, h;
} MjRect;

gboolean  mj_rect_overlap   (const MjRect *a,
                             const MjRect *b,
                             double        tolerance);
gboolean  mj_rect_contains  (const MjRect *outer,
                             const MjRect *inner,
                             double        tolerance);

/* What the layout depends on: nothing that changes during a match but the view's size. */
typedef struct
{
  double  width, height;     /* the view */
  double  aspect;            /* a tile's width over its height */
  guint   stacks;            /* stacks of two in each side of the wall */
  double  plate_w, plate_h;  /* a seat plate, sized to the longest name */
  double  sticks_h;          /* the tally sticks beside a plate, at least; 0: none shown */
} MjTableLayoutSpec;

/* The seats are counted in quarter turns from the person's, against the clock: 0 the
 * person at the bottom, 1 the right, 2 across, 3 the left. */
#define MJ_TABLE_BOTTOM 0
#define MJ_TABLE_RIGHT  1
#define MJ_TABLE_TOP    2
#define MJ_TABLE_LEFT   3

/* A seat's own coordinates: `a` runs along its side from the player's left to their right,
 * `d` from the middle of the table towards the player; both from the wall's centre. */
typedef struct
{
  double   rack_th;          /* the concealed tiles' height */
  double   meld_th;          /* the declared sets' and the bonus tiles' */
  double   line_d;           /* the rack line's edge nearer the middle */
  double   line_a0, line_a1; /* where the line begins and ends */
  double   bonus_d;          /* the bonus tiles' line: its edge nearer the middle */
  double   bonus_a0;         /* where it begins; it ends at line_a1 */
  gboolean bonus_apart;      /* the bonus tiles have a line of their own, nearer the wall */
  MjRect   plate;            /* the seat plate, on the screen, never turned */
  MjRect   sticks;           /* the player's tally sticks, beside the plate; 0 high: none */
} MjTableSeatLayout;

typedef struct
{
  double             t;             /* the table's unit: a discard's height */
  double             aspect;        /* a tile's width over its height */
  double             gap;
  double             cx, cy;        /* the wall's centre, on the screen */

  double             wall_tw;       /* a stack of the wall: a tile's width and height */
  double             wall_th;
  double             wall_lift;     /* how far the top tile of a stack shows above it */
  double             wall_outer;    /* half the wall's outer side */
  double             wall_inner;    /* half its inner side */

  double             pond_tw;       /* a discard */
  double             pond_th;
  double             pond_a0;       /* each pond's first column, from its player's left */
  double             pond_d0;       /* its first row's edge nearer the player */
  double             centre;        /* half the side of the free square in the middle */

  MjTableSeatLayout  seats[4];
} MjTableLayout;

#define MJ_TABLE_POND_COLUMNS 6
#define MJ_TABLE_POND_ROWS    4

void    mj_table_layout_compute  (const MjTableLayoutSpec *spec,
                                  MjTableLayout           *layout);
void    mj_table_layout_rect     (const MjTableLayout     *layout,
                                  guint                    rel,
                                  double                   a,
                                  double                   d,
                                  double                   w,
                                  double                   h,
                                  MjRect                  *out);
void    mj_table_layout_corner   (const MjTableLayout     *layout,
                                  guint                    rel,
                                  gboolean                 right,
                                  MjRect                  *out);
MjRect  mj_table_layout_centre   (const MjTableLayout     *layout);

/* The room a tile @height high takes along a line: its picture, rounded up. */
static inline double
mj_table_layout_width (const MjTableLayout *layout,
                       double               height)
{
  return ceil (height * layout->aspect);
}

G_END_DECLS
