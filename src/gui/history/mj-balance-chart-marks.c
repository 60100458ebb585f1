/* mj-balance-chart-marks.c: how the balance chart keeps its lines apart where they meet: drawn
 * side by side (their markers are mj-chart.c's)
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-balance-chart"

#include "config.h"

#include <math.h>

#include "mj-balance-chart-private.h"

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
