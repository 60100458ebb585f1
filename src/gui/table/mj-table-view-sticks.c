/* mj-table-view-sticks.c: each player's tally sticks, beside their plate
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under rules played with tallies (or when the person asks for them), each player's points
 * lie beside their plate as the British book's sticks (mj-tally.c): a tray in the plate's
 * column, a row for each value the player holds, the largest first, each stick drawn in the
 * colour of its value beside the value written small; a group of more than five sticks (or
 * more than the row has room for) is one stick and its count. The rows keep their height whatever the points, and
 * stand nearer the plate. The sticks change when the window gives the view new points
 * (mj_table_view_set_points(), here), at the end of a hand.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-table-view-private.h"
#include "mj-tally.h"

#define PAD        4.0
#define GAP        4.0     /* between a row's value, its sticks and its count */
#define ROW_GAP    2.0
#define STICK_GAP  2.0
#define STICK_MIN  4.0     /* a stick's width, at least */
#define STICK_MAX  7.0
#define SHOWN      5       /* the sticks a row draws one by one, at most; more are counted */

/* The sticks' colours, by value: red, blue, gold and bone, each with a darker edge. */
static const GdkRGBA colours[MJ_TALLY_N_KINDS] = {
  { 0.88, 0.24, 0.22, 1.0 },
  { 0.33, 0.58, 0.93, 1.0 },
  { 0.97, 0.80, 0.25, 1.0 },
  { 0.96, 0.94, 0.88, 1.0 },
};
static const GdkRGBA edge = { 0.0, 0.0, 0.0, 0.45 };
static const GdkRGBA ink = { 0.96, 0.95, 0.9, 1.0 };
static const GdkRGBA dim_ink = { 0.96, 0.95, 0.9, 0.75 };
static const GdkRGBA tray = { 0.0, 0.0, 0.0, 0.22 };

static char *
value_text (guint kind)
{
  return g_strdup_printf ("%d", mj_tally_values[kind]);
}

static char *
count_text (guint count)
{
  /* Translators: how many tally sticks of one value a player holds, after one stick drawn
   * on the table: "×9" */
  return g_strdup_printf (C_("tally sticks", "×%u"), count);
}

static PangoLayout *
text_layout (MjTableView *self,
             const char  *markup,
             int         *width,
             int         *height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, width, height);
  return layout;
}

/* The widest value, the widest count and a line's height. */
static void
measure_texts (MjTableView *self,
               int         *value_w,
               int         *count_w,
               int         *line_h)
{
  g_autofree char *count = count_text (888);
  g_autofree char *count_markup = g_markup_printf_escaped ("<small>%s</small>", count);
  PangoLayout *layout;
  int w, h;

  *value_w = *line_h = 0;
  for (guint k = 0; k < MJ_TALLY_N_KINDS; k++)
    {
      g_autofree char *value = value_text (k);
      g_autofree char *markup = g_markup_printf_escaped ("<small>%s</small>", value);

      layout = text_layout (self, markup, &w, &h);
      *value_w = MAX (*value_w, w);
      *line_h = MAX (*line_h, h);
      g_object_unref (layout);
    }
  layout = text_layout (self, count_markup, count_w, &h);
  *line_h = MAX (*line_h, h);
  g_object_unref (layout);
}

/**
 * _mj_table_view_measure_sticks:
 * @width: (out): the room a row of sticks needs across
 * @height: (out): the room four rows need, at least
 *
 * Measures the sticks' words for the frames to come.
 */
void
_mj_table_view_measure_sticks (MjTableView *self,
                               double      *width,
                               double      *height)
{
  int value_w, count_w, line_h;

  measure_texts (self, &value_w, &count_w, &line_h);
  self->sticks_text[0] = value_w;
  self->sticks_text[1] = count_w;
  self->sticks_text[2] = line_h;
  *width = 2 * PAD + value_w + GAP + MAX (SHOWN * (STICK_MIN + STICK_GAP) - STICK_GAP, STICK_MAX + GAP + count_w);
  *height = 2 * PAD + MJ_TALLY_N_KINDS * line_h + (MJ_TALLY_N_KINDS - 1) * ROW_GAP;
}

/**
 * _mj_table_view_describe_sticks:
 *
 * Returns: (transfer full): a player's points and their sticks in words, as the side panel
 *   says them: "1,240 points in sticks: 2 × 500, 2 × 100, 4 × 2"
 */
char *
_mj_table_view_describe_sticks (int points)
{
  g_autofree char *sticks = mj_tally_describe (points);
  g_autofree char *number = g_strdup_printf ("%'d", ABS (points));
  gulong n = (gulong) ABS (points);

  if (points <= 0)
    /* Translators: a player's points when they have no tally sticks left: "−120 points: no
     * sticks"; the number is written by the program */
    return g_strdup_printf (ngettext ("%s%s point: %s", "%s%s points: %s", n), points < 0 ? "−" : "", number,
                            sticks);
  /* Translators: a player's points and their tally sticks: "1,240 points in sticks: 2 × 500,
   * 2 × 100, 4 × 2" */
  return g_strdup_printf (ngettext ("%s point in sticks: %s", "%s points in sticks: %s", n), number, sticks);
}

static void
append_text (GtkSnapshot   *snapshot,
             PangoLayout   *layout,
             double         x,
             double         y,
             const GdkRGBA *colour)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

/* One stick, standing in its row: a rounded bar of its value's colour, a dot at each end. */
static void
draw_stick (GtkSnapshot   *snapshot,
            const GdkRGBA *colour,
            double         x,
            double         y,
            double         w,
            double         h)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) w, (float) h);
  GskRoundedRect rounded;
  float e = 1;

  gsk_rounded_rect_init_from_rect (&rounded, &bounds, (float) (w / 2));
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, colour, &bounds);
  if (w >= 4 && h >= 4 * w)
    for (guint end = 0; end < 2; end++)
      {
        double d = MAX (1.0, floor (w / 3));
        double cy = end == 0 ? y + w : y + h - w - d;

        gtk_snapshot_append_color (snapshot, &edge,
                                   &GRAPHENE_RECT_INIT ((float) (x + (w - d) / 2), (float) cy, (float) d, (float) d));
      }
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &rounded, (float[4]) { e, e, e, e }, (GdkRGBA[4]) { edge, edge, edge, edge });
}

/**
 * _mj_table_view_draw_sticks:
 * @seat: whose
 * @rect: the tray, beside the seat's plate (mj-table-layout.c)
 *
 * Draws the seat's points as tally sticks in @rect, as measured by
 * _mj_table_view_measure_sticks(), and notes the tray and each row.
 */
void
_mj_table_view_draw_sticks (MjTableView        *self,
                            GtkSnapshot        *snapshot,
                            const MjTableScene *scene,
                            guint               seat,
                            const MjRect       *rect)
{
  const MjSceneSeat *s = &scene->seats[seat];
  guint counts[MJ_TALLY_N_KINDS];
  int value_w = self->sticks_text[0], line_h = self->sticks_text[2];
  guint n_rows = 0, row = 0, most;
  double row_h, stick_w, stick_h, sticks_x, room, y;
  gboolean above;
  GskRoundedRect rounded;

  if (rect->h <= 2 * PAD)
    return;
  gsk_rounded_rect_init_from_rect (&rounded, &GRAPHENE_RECT_INIT ((float) rect->x, (float) rect->y,
                                                                  (float) rect->w, (float) rect->h), 8);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, &tray, &GRAPHENE_RECT_INIT ((float) rect->x, (float) rect->y,
                                                                   (float) rect->w, (float) rect->h));
  gtk_snapshot_pop (snapshot);
  _mj_table_view_note (self, MJ_DRAWN_STICKS, seat, 0, 0, 0, rect);

  mj_tally_split (s->points, counts);
  for (guint k = 0; k < MJ_TALLY_N_KINDS; k++)
    n_rows += counts[k] > 0;

  if (n_rows == 0)
    {
      g_autofree char *markup = g_markup_printf_escaped ("<small>%s</small>", _("no sticks"));
      int w, h;
      PangoLayout *layout = text_layout (self, markup, &w, &h);
      MjRect at = { rect->x + (rect->w - w) / 2, rect->y + (rect->h - h) / 2, w, h };

      append_text (snapshot, layout, at.x, at.y, &dim_ink);
      _mj_table_view_note (self, MJ_DRAWN_STICKS_GROUP, seat, MJ_TALLY_N_KINDS, 0, 0, &at);
      g_object_unref (layout);
      return;
    }

  /* four rows' room, whatever the points, the rows there nearer the plate; as many sticks
   * of a value drawn as the row has room for */
  row_h = floor ((rect->h - 2 * PAD - (MJ_TALLY_N_KINDS - 1) * ROW_GAP) / MJ_TALLY_N_KINDS);
  stick_h = MAX (4.0, row_h - 2);
  stick_w = CLAMP (floor (stick_h / 4), STICK_MIN, STICK_MAX);
  sticks_x = rect->x + PAD + value_w + GAP;
  room = rect->x + rect->w - PAD - sticks_x;
  most = (guint) CLAMP (floor ((room + STICK_GAP) / (stick_w + STICK_GAP)), 1.0, (double) SHOWN);
  above = (seat + 4 - scene->human) % 4 == MJ_TABLE_BOTTOM || (seat + 4 - scene->human) % 4 == MJ_TABLE_RIGHT;
  y = above ? rect->y + rect->h - PAD - n_rows * row_h - (n_rows - 1) * ROW_GAP : rect->y + PAD;

  for (guint k = 0; k < MJ_TALLY_N_KINDS; k++)
    {
      g_autofree char *value = NULL, *value_markup = NULL;
      PangoLayout *layout;
      double top, x = sticks_x;
      guint shown;
      int w, h;
      MjRect at;

      if (counts[k] == 0)
        continue;
      top = y + row++ * (row_h + ROW_GAP);
      value = value_text (k);
      value_markup = g_markup_printf_escaped ("<small>%s</small>", value);
      layout = text_layout (self, value_markup, &w, &h);
      append_text (snapshot, layout, sticks_x - GAP - w, top + (row_h - h) / 2, &dim_ink);
      g_object_unref (layout);

      shown = counts[k] <= most ? counts[k] : 1;
      for (guint i = 0; i < shown; i++)
        {
          draw_stick (snapshot, &colours[k], x, top + (row_h - stick_h) / 2, stick_w, stick_h);
          x += stick_w + STICK_GAP;
        }
      if (counts[k] > most)
        {
          g_autofree char *count = count_text (counts[k]);
          g_autofree char *count_markup = g_markup_printf_escaped ("<small>%s</small>", count);

          layout = text_layout (self, count_markup, &w, &h);
          x += GAP - STICK_GAP;
          append_text (snapshot, layout, x, top + (row_h - h) / 2, &ink);
          x += w;
          g_object_unref (layout);
        }
      /* the row, its words too */
      at = (MjRect) { rect->x + PAD, top + MIN (0, (row_h - line_h) / 2), x - rect->x - PAD, MAX (row_h, line_h) };
      _mj_table_view_note (self, MJ_DRAWN_STICKS_GROUP, seat, k, counts[k], 0, &at);
    }
}

/* The points */

/**
 * mj_table_view_get_points:
 * @seat: a seat
 *
 * Returns: the points the window last gave for @seat
 */
int
mj_table_view_get_points (MjTableView *self,
                          guint        seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  g_return_val_if_fail (seat < 4, 0);
  return self->points[seat];
}

/**
 * mj_table_view_set_points:
 * @points: (array fixed-size=4): each player's points, by seat
 *
 * What the tally sticks show, when they are shown: the match's balances, given again at
 * the end of each hand.
 */
void
mj_table_view_set_points (MjTableView *self,
                          const int    points[4])
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (points != NULL);

  if (memcmp (self->points, points, sizeof self->points) == 0)
    return;
  memcpy (self->points, points, sizeof self->points);
  if (self->tallies)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      _mj_table_view_a11y_queue_update (self);
    }
}
