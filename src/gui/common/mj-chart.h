/* mj-chart.h: what the charts share: their colours, markers, legend and words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* the colours a chart tells its lines apart by, before they repeat */
#define MJ_CHART_N_COLOURS 8

gboolean     mj_chart_is_dark        (const GdkRGBA *foreground);
void         mj_chart_series_colour  (const GdkRGBA *foreground,
                                      guint          series,
                                      GdkRGBA       *colour);
PangoLayout *mj_chart_layout         (GtkWidget     *widget,
                                      const char    *text,
                                      int           *width,
                                      int           *height);
void         mj_chart_draw_marker    (cairo_t       *cr,
                                      guint          series,
                                      double         x,
                                      double         y,
                                      double         r,
                                      const GdkRGBA *colour,
                                      const GdkRGBA *ring);
int          mj_chart_snapshot_legend (GtkWidget          *widget,
                                       GtkSnapshot        *snapshot,
                                       const GdkRGBA      *foreground,
                                       int                 width,
                                       const char * const *labels,
                                       guint               n,
                                       int                 sample,
                                       double              line_width,
                                       double              marker);
void         mj_chart_append_text    (GtkSnapshot   *snapshot,
                                      PangoLayout   *layout,
                                      const GdkRGBA *colour,
                                      float          x,
                                      float          y);

G_END_DECLS
