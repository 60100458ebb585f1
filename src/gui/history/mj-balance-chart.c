/* mj-balance-chart.c: a line chart of balances over hands or matches
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per series (a seat, or a player), a legend above, the value axis on the left
 * with a zero line, and the hands (or matches) along the bottom. Point 0 is the start,
 * before the first hand. Everything is drawn in snapshot(): the lines through a cairo
 * node, the rest as colour and text nodes.
 *
 * Players often stand level for several hands (everyone is at 0 before the first one), and
 * their lines would lie on top of each other: each series has its own marker shape at every
 * point, and lines that meet are drawn side by side, each moved a little across its course
 * (mj_balance_chart_spread_ties()). The selected point, a hand the person is looking at,
 * stands in a band across the chart, its markers larger.
 */

#define G_LOG_DOMAIN "mj-balance-chart"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mj-balance-chart-private.h"
#include "mj-chart.h"

#define LEGEND_SAMPLE 24  /* the width of a legend's line, its marker in the middle */
#define PAD 8
#define INSET 10  /* around everything, so that the chart can sit in a card */
#define LINE_WIDTH 2.5
#define TIE_SPACING 3.25  /* between the middles of two lines side by side */
#define MARKER 3.5        /* a marker's radius; larger at the selected point */
#define MARKER_SELECTED 5.5

struct _MjBalanceChart
{
  GtkWidget  parent_instance;

  /* Owned References */
  GPtrArray *labels;    /* char *, one a series */
  GArray    *values;    /* double, series after series, n_points each */
  char      *x_title;

  guint      n_series;
  guint      n_points;
  int        selected;  /* a point, or -1 */
};

G_DEFINE_FINAL_TYPE (MjBalanceChart, mj_balance_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GNOME's accent blue, for the selected point. */
static const GdkRGBA light_accent = { 0.11, 0.44, 0.85, 1.0 };
static const GdkRGBA dark_accent = { 0.47, 0.68, 0.93, 1.0 };

/* Helpers */

static double
value_at (MjBalanceChart *self,
          guint           series,
          guint           point)
{
  return g_array_index (self->values, double, series * self->n_points + point);
}

static double
nice_step (double range,
           int    n)
{
  double raw = range / MAX (n, 1);
  double magnitude = pow (10.0, floor (log10 (raw)));
  double fraction = raw / magnitude;

  if (fraction <= 1.0)
    return magnitude;
  if (fraction <= 2.0)
    return 2.0 * magnitude;
  if (fraction <= 5.0)
    return 5.0 * magnitude;
  return 10.0 * magnitude;
}

static void
append_line (GtkSnapshot   *snapshot,
             const GdkRGBA *color,
             float          x,
             float          y,
             float          width,
             float          height)
{
  gtk_snapshot_append_color (snapshot, color, &GRAPHENE_RECT_INIT (x, y, width, height));
}

static void
format_value (char   *buffer,
              gsize   size,
              double  value)
{
  if (value > 0)
    g_snprintf (buffer, size, "+%.0f", value);
  else if (value < 0)
    /* a real minus sign, not a hyphen */
    g_snprintf (buffer, size, "−%.0f", -value);
  else
    g_snprintf (buffer, size, "0");
}

static void
update_accessible_label (MjBalanceChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->n_points < 2)
    g_string_append (text, _("Balance chart: nothing played yet"));
  else
    {
      /* Translators: the start of the chart's description for screen readers, followed
       * by each player's final balance */
      g_string_append (text, _("Balance chart, final balances:"));
      for (guint s = 0; s < self->n_series; s++)
        {
          char value[32];

          format_value (value, sizeof value, value_at (self, s, self->n_points - 1));
          g_string_append_printf (text, "%s %s %s", s > 0 ? "," : "",
                                  (const char *) self->labels->pdata[s], value);
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text->str, -1);
}

/* The legend, wrapped to @width (only measured without @snapshot); returns its height. */
static int
snapshot_legend (MjBalanceChart *self,
                 GtkSnapshot    *snapshot,
                 const GdkRGBA  *fg,
                 int             width)
{
  return mj_chart_snapshot_legend (GTK_WIDGET (self), snapshot, fg, width, (const char * const *) self->labels->pdata,
                                   self->n_series, LEGEND_SAMPLE, LINE_WIDTH, MARKER + 0.5);
}

/* GtkWidget */

static void
mj_balance_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 480;
    }
  else
    {
      *minimum = 160;
      *natural = 240;
    }
}

static void
snapshot_chart (MjBalanceChart *self,
                GtkSnapshot    *snapshot,
                const GdkRGBA  *fg_color,
                int             width,
                int             height)
{
  g_autoptr(PangoLayout) x_title = NULL;
  GdkRGBA fg = *fg_color, dim, grid, accent, halo;
  double lo = 0, hi = 0, step, first_tick;
  int legend_height, label_w = 0, label_h = 0, title_w = 0, title_h = 0;
  int left, top, right, bottom;
  float plot_w, plot_h;
  guint x_every;
  cairo_t *cr;

  dim = fg;
  dim.alpha *= 0.6f;
  grid = fg;
  grid.alpha *= 0.12f;
  accent = mj_chart_is_dark (&fg) ? dark_accent : light_accent;
  /* a ring round the selected markers, in the colour of the background */
  halo = mj_chart_is_dark (&fg) ? (GdkRGBA) { 0.14f, 0.14f, 0.14f, 1.0f } : (GdkRGBA) { 1.0f, 1.0f, 1.0f, 1.0f };

  if (self->n_points < 2 || self->n_series == 0)
    {
      g_autoptr(PangoLayout) empty = NULL;
      int w, h;

      empty = mj_chart_layout (GTK_WIDGET (self), _("Nothing to chart yet"), &w, &h);
      mj_chart_append_text (snapshot, empty, &dim, (width - w) / 2.0f, (height - h) / 2.0f);
      return;
    }

  legend_height = snapshot_legend (self, snapshot, &fg, width);

  for (guint s = 0; s < self->n_series; s++)
    for (guint p = 0; p < self->n_points; p++)
      {
        lo = MIN (lo, value_at (self, s, p));
        hi = MAX (hi, value_at (self, s, p));
      }
  if (hi - lo < 1)
    {
      hi += 10;
      lo -= 10;
    }
  step = nice_step (hi - lo, 4);
  lo = floor (lo / step) * step;
  hi = ceil (hi / step) * step;
  first_tick = lo;

  /* the widest value label sets the left margin */
  for (double v = first_tick; v <= hi + step / 2; v += step)
    {
      g_autoptr(PangoLayout) layout = NULL;
      char text[32];
      int w, h;

      format_value (text, sizeof text, v);
      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      label_w = MAX (label_w, w);
      label_h = MAX (label_h, h);
    }
  if (self->x_title != NULL)
    x_title = mj_chart_layout (GTK_WIDGET (self), self->x_title, &title_w, &title_h);

  left = label_w + PAD;
  top = legend_height + PAD + label_h / 2;
  right = width - PAD - 4;
  bottom = height - label_h - title_h - PAD;
  plot_w = right - left;
  plot_h = bottom - top;
  if (plot_w < 20 || plot_h < 20)
    return;

#define X_OF(p) (left + plot_w * (float) (p) / (float) (self->n_points - 1))
#define Y_OF(v) (top + plot_h * (float) ((hi - (v)) / (hi - lo)))

  /* value ticks and grid */
  for (double v = first_tick; v <= hi + step / 2; v += step)
    {
      g_autoptr(PangoLayout) layout = NULL;
      char text[32];
      int w, h;
      float y = Y_OF (v);

      format_value (text, sizeof text, v);
      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      mj_chart_append_text (snapshot, layout, &dim, left - PAD / 2 - w, y - h / 2.0f);
      if (fabs (v) > step / 1000)
        append_line (snapshot, &grid, left, y, plot_w, 1);
    }

  /* axes, and the zero line stronger than the grid */
  append_line (snapshot, &dim, left, top, 1, plot_h);
  append_line (snapshot, &dim, left, bottom, plot_w, 1);
  append_line (snapshot, &dim, left, Y_OF (0) - 0.5f, plot_w, 1.5f);

  /* the selected point: a band across the chart, under the lines */
  if (self->selected >= 0 && (guint) self->selected < self->n_points)
    {
      float x = X_OF (self->selected);
      float band = MAX (10.0f, MIN (plot_w / (self->n_points - 1.0f), 28.0f));
      float x0 = MAX ((float) left, x - band / 2), x1 = MIN ((float) right, x + band / 2);
      GdkRGBA fill = accent, line = accent;

      fill.alpha = 0.16f;
      line.alpha = 0.8f;
      gtk_snapshot_append_color (snapshot, &fill, &GRAPHENE_RECT_INIT (x0, top, x1 - x0, plot_h));
      append_line (snapshot, &line, x - 0.75f, top, 1.5f, plot_h);
    }

  /* hand ticks, no closer than their labels allow, the selected one in the accent colour */
  x_every = 1;
  while (x_every < self->n_points && plot_w / ((self->n_points - 1.0f) / x_every) < label_w + 12)
    x_every = x_every < 5 ? x_every + 1 : x_every + 5;
  for (guint p = 0; p < self->n_points; p++)
    {
      g_autoptr(PangoLayout) layout = NULL;
      gboolean selected = (int) p == self->selected;
      char text[16];
      int w, h;

      if (!selected && (p % x_every != 0 ||
                        (self->selected >= 0 && fabsf (X_OF (p) - X_OF (self->selected)) < label_w + 8)))
        continue;
      g_snprintf (text, sizeof text, "%u", p);
      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      if (selected)
        {
          PangoAttrList *attrs = pango_attr_list_new ();

          pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
          pango_layout_set_attributes (layout, attrs);
          pango_attr_list_unref (attrs);
          pango_layout_get_pixel_size (layout, &w, &h);
        }
      append_line (snapshot, selected ? &accent : &dim, X_OF (p), bottom, 1, 4);
      mj_chart_append_text (snapshot, layout, selected ? &accent : &dim, X_OF (p) - w / 2.0f, bottom + 4);
    }
  if (x_title != NULL)
    mj_chart_append_text (snapshot, x_title, &dim, left + (plot_w - title_w) / 2, bottom + 4 + label_h);

  /* the lines, those that meet side by side, then the markers over them */
  {
    guint n = self->n_series * self->n_points;
    g_autofree double *ys = g_new (double, n);
    g_autofree double *offsets = g_new (double, n);
    g_autofree graphene_point_t *at = g_new (graphene_point_t, n);
    gboolean markers = plot_w / self->n_points > 8;

    for (guint k = 0; k < self->n_series; k++)
      for (guint p = 0; p < self->n_points; p++)
        ys[k * self->n_points + p] = Y_OF (value_at (self, k, p));
    mj_balance_chart_spread_ties (self->n_series, self->n_points, ys, LINE_WIDTH, TIE_SPACING, offsets);
    for (guint k = 0; k < self->n_series; k++)
      for (guint p = 0; p < self->n_points; p++)
        {
          double dx, dy;

          _mj_balance_chart_across (self->n_points, k * self->n_points, p, plot_w / (self->n_points - 1.0f), ys, &dx, &dy);
          at[k * self->n_points + p] = GRAPHENE_POINT_INIT (X_OF (p) + offsets[k * self->n_points + p] * dx,
                                                            ys[k * self->n_points + p] +
                                                            offsets[k * self->n_points + p] * dy);
        }

    cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
    cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    for (guint k = 0; k < self->n_series; k++)
      {
        GdkRGBA color;

        mj_chart_series_colour (&fg, k, &color);
        gdk_cairo_set_source_rgba (cr, &color);
        cairo_set_line_width (cr, LINE_WIDTH);
        for (guint p = 0; p < self->n_points; p++)
          cairo_line_to (cr, at[k * self->n_points + p].x, at[k * self->n_points + p].y);
        cairo_stroke (cr);
      }
    for (guint k = 0; k < self->n_series; k++)
      {
        GdkRGBA color;

        mj_chart_series_colour (&fg, k, &color);
        for (guint p = 0; markers && p < self->n_points; p++)
          if ((int) p != self->selected)
            mj_chart_draw_marker (cr, k, at[k * self->n_points + p].x, at[k * self->n_points + p].y, MARKER, &color, NULL);
      }

    /* the selected point's markers, larger: those that would cover each other are stacked
     * in the band, one above the other */
    if (self->selected >= 0 && (guint) self->selected < self->n_points)
      {
        g_autofree double *column = g_new (double, self->n_series);
        g_autofree double *apart = g_new (double, self->n_series);

        for (guint k = 0; k < self->n_series; k++)
          column[k] = ys[k * self->n_points + self->selected];
        mj_balance_chart_spread_ties (self->n_series, 1, column, 2 * MARKER_SELECTED, 2 * MARKER_SELECTED + 2,
                                      apart);
        for (guint k = 0; k < self->n_series; k++)
          {
            const graphene_point_t *pt = &at[k * self->n_points + self->selected];
            GdkRGBA color;

            mj_chart_series_colour (&fg, k, &color);
            mj_chart_draw_marker (cr, k, X_OF (self->selected), apart[k] != 0 ? column[k] + apart[k] : pt->y,
                         MARKER_SELECTED, &color, &halo);
          }
      }
    cairo_destroy (cr);
  }

#undef X_OF
#undef Y_OF
}

static void
mj_balance_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  MjBalanceChart *self = MJ_BALANCE_CHART (widget);
  GdkRGBA fg;

  /* GtkStyleContext is how GTK 4.8 tells a widget its colour */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (INSET, INSET));
  snapshot_chart (self, snapshot, &fg, gtk_widget_get_width (widget) - 2 * INSET,
                  gtk_widget_get_height (widget) - 2 * INSET);
  gtk_snapshot_restore (snapshot);
}

/* GObject */

static void
mj_balance_chart_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  MjBalanceChart *self = MJ_BALANCE_CHART (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_balance_chart_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  MjBalanceChart *self = MJ_BALANCE_CHART (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      mj_balance_chart_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_balance_chart_finalize (GObject *object)
{
  MjBalanceChart *self = MJ_BALANCE_CHART (object);

  g_clear_pointer (&self->labels, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->x_title, g_free);

  G_OBJECT_CLASS (mj_balance_chart_parent_class)->finalize (object);
}

static void
mj_balance_chart_class_init (MjBalanceChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_balance_chart_finalize;
  object_class->get_property = mj_balance_chart_get_property;
  object_class->set_property = mj_balance_chart_set_property;

  widget_class->measure = mj_balance_chart_measure;
  widget_class->snapshot = mj_balance_chart_snapshot;

  /**
   * MjBalanceChart:selected:
   *
   * The point shown as selected (a hand, 1 for the first), or -1 for none.
   */
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "balancechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mj_balance_chart_init (MjBalanceChart *self)
{
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->values = g_array_new (FALSE, TRUE, sizeof (double));
  self->selected = -1;
  update_accessible_label (self);
}

/* Public API */

GtkWidget *
mj_balance_chart_new (void)
{
  return g_object_new (MJ_TYPE_BALANCE_CHART, NULL);
}

/**
 * mj_balance_chart_set_series:
 * @n_series: how many lines, at most 8 colours apart
 * @labels: (array length=n_series): the legend
 * @n_points: the points of each line, the start (point 0) included
 * @values: (array): @n_series × @n_points values, one series after the other
 *
 * Replaces what the chart shows.
 */
void
mj_balance_chart_set_series (MjBalanceChart     *self,
                             guint               n_series,
                             const char * const *labels,
                             guint               n_points,
                             const double       *values)
{
  g_return_if_fail (MJ_IS_BALANCE_CHART (self));
  g_return_if_fail (n_series == 0 || labels != NULL);
  g_return_if_fail (n_series * n_points == 0 || values != NULL);

  g_ptr_array_set_size (self->labels, 0);
  for (guint s = 0; s < n_series; s++)
    g_ptr_array_add (self->labels, g_strdup (labels[s] != NULL ? labels[s] : ""));
  g_array_set_size (self->values, 0);
  if (n_series * n_points > 0)
    g_array_append_vals (self->values, values, n_series * n_points);
  self->n_series = n_series;
  self->n_points = n_points;

  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * mj_balance_chart_set_x_title:
 * @title: (nullable): what the bottom axis counts, such as "Hands"
 */
void
mj_balance_chart_set_x_title (MjBalanceChart *self,
                              const char     *title)
{
  g_return_if_fail (MJ_IS_BALANCE_CHART (self));

  if (g_strcmp0 (self->x_title, title) == 0)
    return;
  g_free (self->x_title);
  self->x_title = g_strdup (title);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
mj_balance_chart_get_n_series (MjBalanceChart *self)
{
  g_return_val_if_fail (MJ_IS_BALANCE_CHART (self), 0);

  return self->n_series;
}

guint
mj_balance_chart_get_n_points (MjBalanceChart *self)
{
  g_return_val_if_fail (MJ_IS_BALANCE_CHART (self), 0);

  return self->n_points;
}

double
mj_balance_chart_get_value (MjBalanceChart *self,
                            guint           series,
                            guint           point)
{
  g_return_val_if_fail (MJ_IS_BALANCE_CHART (self), 0);
  g_return_val_if_fail (series < self->n_series && point < self->n_points, 0);

  return value_at (self, series, point);
}

/**
 * mj_balance_chart_set_selected:
 * @point: the point to show as selected (a hand, 1 for the first), or -1 for none
 */
void
mj_balance_chart_set_selected (MjBalanceChart *self,
                               int             point)
{
  g_return_if_fail (MJ_IS_BALANCE_CHART (self));
  g_return_if_fail (point >= -1);

  if (self->selected == point)
    return;
  self->selected = point;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
mj_balance_chart_get_selected (MjBalanceChart *self)
{
  g_return_val_if_fail (MJ_IS_BALANCE_CHART (self), -1);

  return self->selected;
}
