/* mj-chart.c: what the charts share: their colours and their words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The balance chart of the history and the practice's accuracy chart draw their lines in
 * the same colours, GNOME's blue, red, green, orange and more, a shade darker on a light
 * background and lighter on a dark one, and set their words the same way.
 */

#include "config.h"

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
