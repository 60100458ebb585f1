/* mj-balance-chart-marks.c: how the balance chart keeps its lines apart: markers, and lines
 * that meet drawn side by side
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-balance-chart"

#include "config.h"

#include <math.h>

#include "mj-balance-chart-private.h"

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
  switch (series % MJ_BALANCE_CHART_N_MARKERS)
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
        double d = series % MJ_BALANCE_CHART_N_MARKERS == 2 ? -1 : 1;

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
        guint n = series % MJ_BALANCE_CHART_N_MARKERS == 6 ? 6 : 10;

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

/* The series' marker, filled, a ring of @ring round it when @ring is not NULL. */
void
_mj_balance_chart_draw_marker (cairo_t       *cr,
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

/* A step of 1, 2 or 5 times a power of ten giving about @n intervals over @range. */
/* Lines side by side */

/* The unit normal of the segment @sx, @sy (down for a level one). */
static void
normal_of (double  sx,
           double  sy,
           double *nx,
           double *ny)
{
  double len = hypot (sx, sy);

  *nx = -sy / len;
  *ny = sx / len;
}

/* The direction in which the line of the series starting at @base in @ys is moved across
 * its course at its point @p, the points @step apart: across both segments that meet there,
 * and long enough (as a miter, at most twice) that lines moved by different amounts stay
 * that far apart along both. */
void
_mj_balance_chart_across (guint         n_points,
                          guint         base,
                          guint         p,
                          double        step,
                          const double *ys,
                          double       *dx,
                          double       *dy)
{
  double n1x = 0, n1y = 0, n2x = 0, n2y = 0, mx, my, len, scale;

  if (p > 0)
    normal_of (step, ys[base + p] - ys[base + p - 1], &n1x, &n1y);
  if (p + 1 < n_points)
    normal_of (step, ys[base + p + 1] - ys[base + p], &n2x, &n2y);
  if (p == 0 || p + 1 >= n_points)
    {
      *dx = n1x + n2x;
      *dy = n1y + n2y;
      return;
    }
  mx = n1x + n2x;
  my = n1y + n2y;
  len = hypot (mx, my);
  mx /= len;
  my /= len;
  scale = MIN (2.0, 1.0 / MAX (mx * n1x + my * n1y, 0.5));
  *dx = mx * scale;
  *dy = my * scale;
}

/**
 * mj_balance_chart_spread_ties:
 * @y: (array): @n_series × @n_points heights of the lines' points, series after series
 * @tolerance: how close two points are to lie on top of each other
 * @spacing: how far apart the middles of lines side by side are
 * @offsets: (out caller-allocates) (array): as @y, how far each point is moved across its
 *   line (positive: down, on a level line)
 *
 * Spreads the lines that meet so that each stays visible. At each point the series whose
 * heights are within @tolerance of each other, one after the other, form a group; its
 * members are put side by side @spacing apart around the middle of the group, in the order
 * of their heights, and level ones in series order, so that two lines that go together for
 * several points run beside each other and never cross there. A point that meets no other
 * is not moved.
 */
void
mj_balance_chart_spread_ties (guint         n_series,
                              guint         n_points,
                              const double *y,
                              double        tolerance,
                              double        spacing,
                              double       *offsets)
{
  g_autofree guint *order = NULL;

  g_return_if_fail (n_series * n_points == 0 || (y != NULL && offsets != NULL));

  order = g_new (guint, MAX (n_series, 1));
  for (guint p = 0; p < n_points; p++)
    {
      guint start = 0;

      /* the series by height, level ones in series order */
      for (guint k = 0; k < n_series; k++)
        {
          guint i = k;

          while (i > 0 && y[order[i - 1] * n_points + p] > y[k * n_points + p])
            {
              order[i] = order[i - 1];
              i--;
            }
          order[i] = k;
        }

      while (start < n_series)
        {
          guint end = start + 1;
          double middle = 0;

          while (end < n_series && y[order[end] * n_points + p] - y[order[end - 1] * n_points + p] <= tolerance)
            end++;
          if (end - start == 1)
            {
              offsets[order[start] * n_points + p] = 0;
              start = end;
              continue;
            }
          for (guint i = start; i < end; i++)
            middle += y[order[i] * n_points + p] / (end - start);
          for (guint i = start; i < end; i++)
            offsets[order[i] * n_points + p] =
              middle + (i - start - (end - start - 1) / 2.0) * spacing - y[order[i] * n_points + p];
          start = end;
        }
    }
}
