/* mj-chart.c: what the charts share: their colours, markers, legend and words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The balance chart of the history and the practice's accuracy chart draw their lines in
 * the same colours, GNOME's blue, red, green, orange and more, a shade darker on a light
 * background and lighter on a dark one, each line with a marker of its own shape, and set
 * their legends and words the same way.
 */

#include "config.h"

#include <math.h>

#include "mj-chart.h"

static const char * const light_palette[MJ_CHART_N_COLOURS] = {
  "#1c71d8", "#c01c28", "#26a269", "#c64600", "#813d9c", "#865e3c", "#3d3846", "#a51d2d",
};
static const char * const dark_palette[MJ_CHART_N_COLOURS] = {
  "#62a0ea", "#f66151", "#57e389", "#ffa348", "#c061cb", "#cdab8f", "#deddda", "#ff7b63",
};

/**
 * mj_chart_is_dark:
 * @foreground: the colour of the text
 *
 * Returns: whether the background is dark: light text says so
 */
gboolean
mj_chart_is_dark (const GdkRGBA *foreground)
{
  return 0.299 * foreground->red + 0.587 * foreground->green + 0.114 * foreground->blue > 0.5;
}

/**
 * mj_chart_series_colour:
 * @series: the line, from 0
 * @colour: (out): its colour on this background
 */
void
mj_chart_series_colour (const GdkRGBA *foreground,
                        guint          series,
                        GdkRGBA       *colour)
{
  gdk_rgba_parse (colour, (mj_chart_is_dark (foreground) ? dark_palette : light_palette)[series % MJ_CHART_N_COLOURS]);
}

/**
 * mj_chart_layout:
 *
 * Returns: (transfer full): @text set in @widget's font, its size in @width and @height
 */
PangoLayout *
mj_chart_layout (GtkWidget  *widget,
                 const char *text,
                 int        *width,
                 int        *height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  pango_layout_get_pixel_size (layout, width, height);
  return layout;
}

/**
 * mj_chart_append_text:
 *
 * Draws @layout with its top left corner at @x, @y.
 */
void
mj_chart_append_text (GtkSnapshot   *snapshot,
                      PangoLayout   *layout,
                      const GdkRGBA *colour,
                      float          x,
                      float          y)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

/* Markers */

/* The path of @series' marker around (@x, @y), about @r in radius: a circle, a square, a
 * triangle, a diamond, a triangle upside down, a cross, a hexagon and a star, so that
 * players stay apart where their colours do not (and for those who do not see colours). */
static void
marker_path (cairo_t *cr,
             guint    series,
             double   x,
             double   y,
             double   r)
{
  switch (series % MJ_CHART_N_COLOURS)
    {
    case 0:
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
      break;
    case 2:
    case 4:
      {
        double d = series % MJ_CHART_N_COLOURS == 2 ? -1 : 1;

        cairo_move_to (cr, x, y + d * r * 1.3);
        cairo_line_to (cr, x + r * 1.15, y - d * r * 0.7);
        cairo_line_to (cr, x - r * 1.15, y - d * r * 0.7);
        cairo_close_path (cr);
      }
      break;
    case 3:
      cairo_move_to (cr, x, y - r * 1.3);
      cairo_line_to (cr, x + r * 1.3, y);
      cairo_line_to (cr, x, y + r * 1.3);
      cairo_line_to (cr, x - r * 1.3, y);
      cairo_close_path (cr);
      break;
    case 5:
      {
        double a = r * 1.2, b = r * 0.45;

        cairo_move_to (cr, x - b, y - a);
        cairo_line_to (cr, x + b, y - a);
        cairo_line_to (cr, x + b, y - b);
        cairo_line_to (cr, x + a, y - b);
        cairo_line_to (cr, x + a, y + b);
        cairo_line_to (cr, x + b, y + b);
        cairo_line_to (cr, x + b, y + a);
        cairo_line_to (cr, x - b, y + a);
        cairo_line_to (cr, x - b, y + b);
        cairo_line_to (cr, x - a, y + b);
        cairo_line_to (cr, x - a, y - b);
        cairo_line_to (cr, x - b, y - b);
        cairo_close_path (cr);
      }
      break;
    case 6:
    case 7:
      {
        guint n = series % MJ_CHART_N_COLOURS == 6 ? 6 : 10;

        for (guint k = 0; k < n; k++)
          {
            double angle = -G_PI / 2 + 2 * G_PI * k / n;
            double radius = n == 10 && k % 2 ? r * 0.6 : r * 1.25;

            cairo_line_to (cr, x + radius * cos (angle), y + radius * sin (angle));
          }
        cairo_close_path (cr);
      }
      break;
    default:
      break;
    }
}

/**
 * mj_chart_draw_marker:
 * @ring: (nullable): a ring round it, in this colour
 *
 * The series' marker, filled.
 */
void
mj_chart_draw_marker (cairo_t       *cr,
                      guint          series,
                      double         x,
                      double         y,
                      double         r,
                      const GdkRGBA *color,
                      const GdkRGBA *ring)
{
  marker_path (cr, series, x, y, r);
  if (ring != NULL)
    {
      gdk_cairo_set_source_rgba (cr, ring);
      cairo_set_line_width (cr, 3);
      cairo_stroke_preserve (cr);
    }
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);
}

/**
 * mj_chart_snapshot_legend:
 * @snapshot: (nullable): where to draw it; %NULL only measures
 * @labels: (array length=n): the lines' names
 * @sample: the width of each line's sample, its marker in the middle
 *
 * The legend of a chart's lines, wrapped to @width: each a short line in its colour with its
 * marker, then its name.
 *
 * Returns: its height
 */
int
mj_chart_snapshot_legend (GtkWidget          *widget,
                          GtkSnapshot        *snapshot,
                          const GdkRGBA      *foreground,
                          int                 width,
                          const char * const *labels,
                          guint               n,
                          int                 sample,
                          double              line_width,
                          double              marker)
{
  int x = 0, y = 0, line_height = 0;

  for (guint s = 0; s < n; s++)
    {
      g_autoptr(PangoLayout) layout = NULL;
      int w, h, item;

      layout = mj_chart_layout (widget, labels[s], &w, &h);
      item = sample + 6 + w;
      if (x > 0 && x + item > width)
        {
          x = 0;
          y += line_height + 4;
        }
      line_height = MAX (line_height, h);
      if (snapshot != NULL)
        {
          cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, sample, h));
          GdkRGBA colour;

          mj_chart_series_colour (foreground, s, &colour);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_set_line_width (cr, line_width);
          cairo_move_to (cr, x, y + h / 2.0);
          cairo_line_to (cr, x + sample, y + h / 2.0);
          cairo_stroke (cr);
          mj_chart_draw_marker (cr, s, x + sample / 2.0, y + h / 2.0, marker, &colour, NULL);
          cairo_destroy (cr);
          mj_chart_append_text (snapshot, layout, foreground, x + sample + 6, y);
        }
      x += item + 18;
    }
  return n > 0 ? y + line_height : 0;
}
