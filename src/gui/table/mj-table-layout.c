/* mj-table-layout.c: where the wall, the discards, the racks and the seat plates lie for a size
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table as the rule books draw it. The wall is a square of four sides, each as long as
 * the ruleset's stacks, laid in pinwheel so that no side runs over the next. Inside it each
 * player's discards lie in front of them in rows of six from their left, the first row
 * nearest them, shifted to their left just as far as the four ponds need not to cross, so
 * that a free square stays in the middle. Outside it each player has a line: their
 * concealed tiles from their left, their declared sets and bonus tiles to the right. The
 * person's line, at the bottom, has the larger tiles and the whole width; the player
 * across has one line above the wall; the players at the sides have two columns, the
 * bonus tiles nearer the wall, since their side is only as long as the wall. Each seat's
 * plate stands upright in a column of its own at that player's left, outside the wall and
 * the lines. Where the points are kept in tally sticks, each player's sticks lie in the
 * plate's column beside it, towards the middle of the view: below the plates at the top,
 * above those at the bottom, the two of a column sharing the room between its plates.
 *
 * Everything is measured in the table's unit t, a discard's height, and t is the largest
 * that lets the tallest line of things fit the height and the widest the width. Nothing
 * here depends on what is on the table, so nothing moves while a match is played.
 */

#include "config.h"

#include "mj-table-layout.h"

/* In units of t */
#define MARGIN        0.2
#define GAP           0.25
#define POND_GAP      0.15    /* between the wall and the first row of discards */
#define LIFT          0.15    /* the top tile of a stack, as much higher */
#define WALL_SCALE    1.05    /* a stack's tile, against a discard */
#define CENTRE_MIN    2.0     /* half the free square in the middle, at least */
#define PERSON_RACK   1.5
#define PERSON_MELD   1.0
#define PERSON_GAP    0.45    /* room for a chosen tile to rise */
#define RACK_SLOTS    14.5    /* fourteen tiles and the gap before the one just drawn */
#define BONUS_SLOTS   8.0
#define STICKS        3.6     /* the tally sticks beside a plate, as high as the room allows */

gboolean
mj_rect_overlap (const MjRect *a,
                 const MjRect *b,
                 double        tolerance)
{
  return a->x + a->w > b->x + tolerance && b->x + b->w > a->x + tolerance &&
         a->y + a->h > b->y + tolerance && b->y + b->h > a->y + tolerance;
}

gboolean
mj_rect_contains (const MjRect *outer,
                  const MjRect *inner,
                  double        tolerance)
{
  return inner->x >= outer->x - tolerance && inner->y >= outer->y - tolerance &&
         inner->x + inner->w <= outer->x + outer->w + tolerance &&
         inner->y + inner->h <= outer->y + outer->h + tolerance;
}

/* The longest a line can be, in units of its sets' tiles' height: fourteen concealed tiles
 * and eight bonus tiles, or two concealed tiles beside sets of every kind (a chow, a pung
 * and a kong each with a claimed tile turned, a concealed kong) and eight bonus tiles. Four
 * claimed kongs are longer still: those sets are drawn a little smaller. */
static double
line_length (double a,
             double rack,
             double sets)
{
  double bonus = BONUS_SLOTS * a * sets;
  double no_sets = RACK_SLOTS * a * rack + GAP + bonus;
  double every_kind = (RACK_SLOTS - 12) * a * rack + 2 * GAP + (11.75 * a + 3) * sets + bonus;

  return MAX (no_sets, every_kind);
}

/* A line's run: centred under the wall when there is room, never past its ends. */
static void
place_line (MjTableSeatLayout *seat,
            double             a0,
            double             a1,
            double             capacity)
{
  double start = MAX (a0, MIN (-capacity / 2, a1 - capacity));

  seat->line_a0 = start;
  seat->line_a1 = MIN (a1, start + capacity);
  seat->bonus_a0 = seat->line_a0;
}

/* The tally sticks: in each column of plates, beside the lower plate above it and beside the
 * upper one below it, each as high as they want and half the room between the two plates
 * allow (a column's plates may stand a little apart: the same room is kept). */
static void
place_sticks (MjTableLayout           *layout,
              const MjTableLayoutSpec *spec)
{
  static const guint columns[2][2] = { { MJ_TABLE_BOTTOM, MJ_TABLE_LEFT }, { MJ_TABLE_RIGHT, MJ_TABLE_TOP } };
  double g = layout->gap;
  double want = spec->sticks_h > 0 ? MAX (spec->sticks_h, floor (STICKS * layout->t)) : 0;

  for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
    {
      MjTableSeatLayout *low = &layout->seats[columns[c][0]], *high = &layout->seats[columns[c][1]];
      double room = floor ((low->plate.y - (high->plate.y + high->plate.h) - 3 * g) / 2);
      double h = CLAMP (room, 0.0, want);

      low->sticks = (MjRect) { low->plate.x, low->plate.y - g - h, low->plate.w, h };
      high->sticks = (MjRect) { high->plate.x, high->plate.y + high->plate.h + g, high->plate.w, h };
    }
}

/**
 * mj_table_layout_compute:
 * @spec: the view's size and what the layout depends on
 * @layout: (out): where everything lies
 */
void
mj_table_layout_compute (const MjTableLayoutSpec *spec,
                         MjTableLayout           *layout)
{
  double a = spec->aspect > 0 ? spec->aspect : 0.75;
  double n = MAX (spec->stacks, 4u);
  double pw = spec->plate_w, ph = spec->plate_h;
  double depth = 1.0 + LIFT;
  double scale, wall_side, half, side_band, vertical, horizontal, person_line, other_line;
  double t, m, g, block, top, d0, shift;
  MjTableSeatLayout *s;

  /* a wall of few stacks (a game of three) has larger stacks, so the ponds still fit */
  scale = MAX (WALL_SCALE, 2.0 * (POND_GAP + MJ_TABLE_POND_ROWS + CENTRE_MIN) / (n * a - depth));
  wall_side = n * a * scale + depth * scale;
  half = wall_side / 2;
  side_band = 1.0 + GAP + 1.0;
  person_line = line_length (a, PERSON_RACK, PERSON_MELD);
  other_line = line_length (a, 1.0, 1.0);

  vertical = 2 * MARGIN + 1.0 + GAP + wall_side + PERSON_GAP + PERSON_RACK;
  horizontal = 2 * MARGIN + 2 * (GAP + side_band + GAP) + wall_side;
  t = spec->height / vertical;
  t = MIN (t, (spec->width - 2 * pw) / horizontal);
  t = MIN (t, (spec->width - pw) / (2 * MARGIN + GAP + person_line));
  t = MAX (floor (t), 8.0);

  m = MARGIN * t;
  g = GAP * t;
  layout->t = t;
  layout->gap = g;
  block = vertical * t;
  top = MAX (0.0, (spec->height - block) / 2);
  layout->cx = floor (spec->width / 2);
  layout->cy = floor (top + m + t + g + half * t);

  layout->wall_th = floor (scale * t);
  layout->aspect = a;
  layout->wall_tw = mj_table_layout_width (layout, layout->wall_th);
  layout->wall_lift = LIFT * layout->wall_th;
  layout->wall_outer = (n * layout->wall_tw + layout->wall_th + layout->wall_lift) / 2;
  layout->wall_inner = layout->wall_outer - layout->wall_th - layout->wall_lift;

  /* the ponds: shifted to their players' left as far as they need not to cross */
  layout->pond_th = t;
  layout->pond_tw = mj_table_layout_width (layout, t);
  d0 = layout->wall_inner - POND_GAP * t;
  shift = MAX (MJ_TABLE_POND_COLUMNS * layout->pond_tw / 2,
               MJ_TABLE_POND_COLUMNS * layout->pond_tw + MJ_TABLE_POND_ROWS * t - d0);
  layout->pond_a0 = -shift;
  layout->pond_d0 = d0;
  layout->centre = d0 - MJ_TABLE_POND_ROWS * t;

  /* the person: one line of large tiles, sets and bonus tiles after the concealed ones */
  s = &layout->seats[MJ_TABLE_BOTTOM];
  s->rack_th = floor (PERSON_RACK * t);
  s->meld_th = floor (PERSON_MELD * t);
  s->line_d = layout->wall_outer + PERSON_GAP * t;
  place_line (s, m + pw + g - layout->cx, spec->width - m - layout->cx, person_line * t);
  s->bonus_apart = FALSE;
  s->bonus_d = s->line_d + s->rack_th - s->meld_th;
  s->plate = (MjRect) {
    MIN (layout->cx + s->line_a0 - g - pw, layout->cx - layout->wall_outer - 2 * g - side_band * t - pw),
    layout->cy + s->line_d + s->rack_th - ph, pw, ph
  };
  s->plate.x = MAX (s->plate.x, m);

  /* across: one line above the wall */
  s = &layout->seats[MJ_TABLE_TOP];
  s->rack_th = s->meld_th = t;
  s->line_d = layout->wall_outer + g;
  place_line (s, layout->cx - (spec->width - m - pw - g), layout->cx - m, other_line * t);
  s->bonus_apart = FALSE;
  s->bonus_d = s->line_d;
  s->plate = (MjRect) {
    MAX (layout->cx - s->line_a0 + g, layout->cx + layout->wall_outer + 2 * g + side_band * t),
    layout->cy - s->line_d - t, pw, ph
  };
  s->plate.x = MIN (s->plate.x, spec->width - m - pw);

  /* the sides: as long as the wall, the bonus tiles in a column nearer it */
  for (guint rel = MJ_TABLE_RIGHT; rel <= MJ_TABLE_LEFT; rel += 2)
    {
      s = &layout->seats[rel];
      s->rack_th = s->meld_th = t;
      s->bonus_apart = TRUE;
      s->bonus_d = layout->wall_outer + g;
      s->line_d = s->bonus_d + t + g;
      s->line_a0 = s->bonus_a0 = -layout->wall_outer;
      s->line_a1 = layout->wall_outer;
    }
  layout->seats[MJ_TABLE_RIGHT].plate = (MjRect) {
    MIN (layout->cx + layout->wall_outer + 2 * g + side_band * t, spec->width - m - pw),
    layout->cy + layout->wall_outer - ph, pw, ph
  };
  layout->seats[MJ_TABLE_LEFT].plate = (MjRect) {
    MAX (layout->cx - layout->wall_outer - 2 * g - side_band * t - pw, m),
    layout->cy - layout->wall_outer, pw, ph
  };
  place_sticks (layout, spec);
}

/**
 * mj_table_layout_rect:
 * @rel: the seat, in quarter turns from the person's
 * @a: the left of a rectangle along that seat's side (its own left)
 * @d: its edge nearer the middle
 * @w: its length along the side
 * @h: its depth towards the player
 * @out: (out): that rectangle on the screen
 */
void
mj_table_layout_rect (const MjTableLayout *layout,
                      guint                rel,
                      double               a,
                      double               d,
                      double               w,
                      double               h,
                      MjRect              *out)
{
  double cx = layout->cx, cy = layout->cy;

  switch (rel % 4)
    {
    case MJ_TABLE_BOTTOM:
      *out = (MjRect) { cx + a, cy + d, w, h };
      break;
    case MJ_TABLE_RIGHT:
      /* facing left: their right is up */
      *out = (MjRect) { cx + d, cy - a - w, h, w };
      break;
    case MJ_TABLE_TOP:
      *out = (MjRect) { cx - a - w, cy - d - h, w, h };
      break;
    case MJ_TABLE_LEFT:
    default:
      /* facing right: their right is down */
      *out = (MjRect) { cx - d - h, cy + a, h, w };
      break;
    }
}

/**
 * mj_table_layout_corner:
 * @rel: a side of the wall, in quarter turns from the person's
 * @right: the corner at that player's right, else at their left
 * @out: (out): the free square inside the wall at that corner, beside the ponds
 */
void
mj_table_layout_corner (const MjTableLayout *layout,
                        guint                rel,
                        gboolean             right,
                        MjRect              *out)
{
  double inner = layout->wall_inner - layout->gap / 2;
  double shift = -layout->pond_a0;
  double pond_w = MJ_TABLE_POND_COLUMNS * layout->pond_tw;
  double a0, a1, d0;

  /* right: past this pond's end, below the next one's; left: before it, past the other's */
  if (right)
    {
      a0 = -shift + pond_w;
      a1 = inner;
      d0 = shift;
    }
  else
    {
      a0 = -inner;
      a1 = -shift;
      d0 = -shift + pond_w;
    }
  a0 += layout->gap / 2;
  a1 -= layout->gap / 2;
  d0 += layout->gap / 2;
  mj_table_layout_rect (layout, rel, a0, d0, MAX (0.0, a1 - a0), MAX (0.0, inner - d0), out);
}

/* The free square in the middle, between the four ponds. */
MjRect
mj_table_layout_centre (const MjTableLayout *layout)
{
  double c = layout->centre;

  return (MjRect) { layout->cx - c, layout->cy - c, 2 * c, 2 * c };
}
