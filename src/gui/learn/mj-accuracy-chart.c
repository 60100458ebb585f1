/* mj-accuracy-chart.c: practice's accuracy day by day, a line for each kind of question
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small chart under practice on the course's map: the share of answers right on each day
 * practised (mj-progress.c keeps the latest sixty), from 0 to 100 %, a line for each kind
 * of question with a dot on each of its days and a legend above. The days practised by any
 * kind stand evenly along the bottom, the first and the last named, and as many between as
 * there is room for. Lines that meet are drawn side by side, as the balance chart draws
 * them (mj_balance_chart_spread_ties()). A screen reader hears each kind's first and latest
 * day: "Which Tile to Discard: 60% on 20 November, 90% today".
 */

#define G_LOG_DOMAIN "mj-learn"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "mj-accuracy-chart.h"
#include "mj-chart.h"
#include "mj-balance-chart.h"

#define INSET         10    /* around everything, so that the chart can sit in a card */
#define PAD           8
#define LEGEND_SAMPLE 20
#define LINE_WIDTH    2.5
#define TIE_SPACING   3.25
#define DOT           3.5
#define MISSING       -1e6  /* a day a kind was not practised, far from any other */

typedef struct
{
  char    *label;
  GArray  *days;      /* MjPracticeDay, oldest first */
} Series;

struct _MjAccuracyChart
{
  GtkWidget  parent_instance;

  /* Owned References */
  GPtrArray *series;  /* Series */
  GArray    *dates;   /* GDate: every day any kind was practised, in order */
  char      *summary;
};

G_DEFINE_FINAL_TYPE (MjAccuracyChart, mj_accuracy_chart, GTK_TYPE_WIDGET)

static void
series_free (gpointer data)
{
  Series *s = data;

  g_free (s->label);
  g_array_unref (s->days);
  g_free (s);
}

/* Helpers */

static guint
percent_of (const MjPracticeDay *day)
{
  return day->asked > 0 ? (day->right * 200 + day->asked) / (2 * day->asked) : 0;
}

static char *
format_percent (guint percent)
{
  /* Translators: a share of answers right, as a percentage: "90%" */
  return g_strdup_printf (C_("accuracy", "%u%%"), percent);
}

/* @date in the locale's words, with @format. */
static char *
format_date (const GDate *date,
             const char  *format)
{
  g_autoptr(GDateTime) time = g_date_time_new_local ((int) g_date_get_year (date), (int) g_date_get_month (date),
                                                     (int) g_date_get_day (date), 12, 0, 0);

  return time != NULL ? g_date_time_format (time, format) : g_strdup ("");
}

static GDate
today (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GDate date;

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, (GDateDay) g_date_time_get_day_of_month (now), (GDateMonth) g_date_time_get_month (now),
                  (GDateYear) g_date_time_get_year (now));
  return date;
}

/* "60% on 20 November", or "90% today". */
static char *
day_words (const MjPracticeDay *day,
           const GDate         *now)
{
  g_autofree char *percent = format_percent (percent_of (day));
  g_autofree char *date = NULL;

  if (g_date_compare (&day->date, now) == 0)
    /* Translators: the share of answers right in practice today: "90% today" */
    return g_strdup_printf (_("%s today"), percent);
  /* Translators: a day in the practice chart's description: "20 November", as the locale
   * writes a day of the month and its month's name (g_date_time_format()) */
  date = format_date (&day->date, C_("practice day", "%-e %B"));
  /* Translators: the share of answers right in practice on a day: "60% on 20 November" */
  return g_strdup_printf (_("%s on %s"), percent, date);
}

static void
update_summary (MjAccuracyChart *self)
{
  GDate now = today ();
  g_autofree char *text = NULL;

  for (guint i = 0; i < self->series->len; i++)
    {
      const Series *s = self->series->pdata[i];
      const MjPracticeDay *first = &g_array_index (s->days, MjPracticeDay, 0);
      const MjPracticeDay *last = &g_array_index (s->days, MjPracticeDay, s->days->len - 1);
      g_autofree char *from = day_words (first, &now);
      g_autofree char *kind = NULL;

      if (s->days->len > 1)
        {
          g_autofree char *to = day_words (last, &now);

          /* Translators: a kind of practice, its first day and its latest in the chart's
           * description: "Which Tile to Discard: 60% on 20 November, 90% today" */
          kind = g_strdup_printf (_("%1$s: %2$s, %3$s"), s->label, from, to);
        }
      else
        /* Translators: a kind of practice and its only day in the chart's description:
         * "Which Tile to Discard: 90% today" */
        kind = g_strdup_printf (_("%1$s: %2$s"), s->label, from);
      if (text == NULL)
        text = g_steal_pointer (&kind);
      else
        {
          /* Translators: the chart's description of one kind of practice after another */
          char *both = g_strdup_printf (_("%1$s; %2$s"), text, kind);

          g_free (text);
          text = both;
        }
    }

  g_free (self->summary);
  /* Translators: the practice chart's description, when nothing has been practised */
  self->summary = text != NULL ? g_steal_pointer (&text) : g_strdup (_("Accuracy by day: nothing practised yet"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->summary, -1);
}

/* The legend, wrapped to @width; returns its height. */
static int
snapshot_legend (MjAccuracyChart *self,
                 GtkSnapshot     *snapshot,
                 const GdkRGBA   *fg,
                 int              width)
{
  g_autofree const char **labels = g_new0 (const char *, self->series->len + 1);

  for (guint k = 0; k < self->series->len; k++)
    labels[k] = ((const Series *) self->series->pdata[k])->label;
  return mj_chart_snapshot_legend (GTK_WIDGET (self), snapshot, fg, width, labels, self->series->len, LEGEND_SAMPLE,
                                   LINE_WIDTH, DOT);
}

static int
date_index (MjAccuracyChart *self,
            const GDate     *date)
{
  for (guint i = 0; i < self->dates->len; i++)
    if (g_date_compare (&g_array_index (self->dates, GDate, i), date) == 0)
      return (int) i;
  return -1;
}

static void
snapshot_chart (MjAccuracyChart *self,
                GtkSnapshot     *snapshot,
                const GdkRGBA   *fg,
                int              width,
                int              height)
{
  guint n_dates = self->dates->len, n_series = self->series->len, every = 1;
  GdkRGBA dim = *fg, grid = *fg;
  int legend_h, label_w = 0, label_h = 0, date_w = 0, left, top, right, bottom;
  float plot_w, plot_h;
  g_autofree double *ys = NULL, *offsets = NULL;
  cairo_t *cr;

  dim.alpha *= 0.6f;
  grid.alpha *= 0.12f;
  if (n_dates == 0 || n_series == 0)
    {
      g_autoptr(PangoLayout) empty = NULL;
      int w, h;

      empty = mj_chart_layout (GTK_WIDGET (self), _("Nothing practised yet"), &w, &h);
      mj_chart_append_text (snapshot, empty, &dim, (width - w) / 2.0f, (height - h) / 2.0f);
      return;
    }

  legend_h = snapshot_legend (self, snapshot, fg, width);
  for (guint p = 0; p <= 100; p += 50)
    {
      g_autofree char *text = format_percent (p);
      g_autoptr(PangoLayout) layout = NULL;
      int w, h;

      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      label_w = MAX (label_w, w);
      label_h = MAX (label_h, h);
    }
  for (guint i = 0; i < n_dates; i++)
    {
      /* Translators: a day along the practice chart's bottom, short: "20 Nov", as the locale
       * writes a day of the month and its month's short name (g_date_time_format()) */
      g_autofree char *text = format_date (&g_array_index (self->dates, GDate, i), C_("practice day", "%-e %b"));
      g_autoptr(PangoLayout) layout = NULL;
      int w, h;

      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      date_w = MAX (date_w, w);
    }

  left = label_w + PAD;
  top = legend_h + PAD + label_h / 2;
  right = width - MAX (PAD, date_w / 2);
  bottom = height - label_h - PAD;
  plot_w = right - left;
  plot_h = bottom - top;
  if (plot_w < 20 || plot_h < 20)
    return;

#define X_OF(i) (n_dates > 1 ? left + plot_w * (float) (i) / (float) (n_dates - 1) : left + plot_w / 2)
#define Y_OF(p) (top + plot_h * (float) (100 - (double) (p)) / 100.0f)

  /* the percentages and their lines across */
  for (guint p = 0; p <= 100; p += 50)
    {
      g_autofree char *text = format_percent (p);
      g_autoptr(PangoLayout) layout = NULL;
      int w, h;

      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      mj_chart_append_text (snapshot, layout, &dim, left - PAD / 2 - w, Y_OF (p) - h / 2.0f);
      gtk_snapshot_append_color (snapshot, p == 0 ? &dim : &grid, &GRAPHENE_RECT_INIT (left, Y_OF (p), plot_w, 1));
    }

  /* the days: the first and the last named, as many between as there is room for */
  while (n_dates > 1 && every < n_dates && plot_w / ((n_dates - 1.0f) / every) < date_w + 12)
    every++;
  for (guint i = 0; i < n_dates; i++)
    {
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      int w, h;

      gtk_snapshot_append_color (snapshot, &dim, &GRAPHENE_RECT_INIT (X_OF (i), bottom, 1, 3));
      if (i + 1 != n_dates && (i % every != 0 || (i > 0 && X_OF (n_dates - 1) - X_OF (i) < date_w + 12)))
        continue;
      text = format_date (&g_array_index (self->dates, GDate, i), C_("practice day", "%-e %b"));
      layout = mj_chart_layout (GTK_WIDGET (self), text, &w, &h);
      mj_chart_append_text (snapshot, layout, &dim, CLAMP (X_OF (i) - w / 2.0f, 0.0f, (float) (width - w)), bottom + 4);
    }

  /* the lines, those that meet side by side, then the dots */
  ys = g_new (double, n_series * n_dates);
  offsets = g_new0 (double, n_series * n_dates);
  for (guint k = 0; k < n_series; k++)
    for (guint i = 0; i < n_dates; i++)
      ys[k * n_dates + i] = MISSING * (k + 1);
  for (guint k = 0; k < n_series; k++)
    {
      const Series *s = self->series->pdata[k];

      for (guint d = 0; d < s->days->len; d++)
        {
          const MjPracticeDay *day = &g_array_index (s->days, MjPracticeDay, d);
          int i = date_index (self, &day->date);

          if (i >= 0)
            ys[k * n_dates + (guint) i] = Y_OF (percent_of (day));
        }
    }
  mj_balance_chart_spread_ties (n_series, n_dates, ys, LINE_WIDTH, TIE_SPACING, offsets);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, LINE_WIDTH);
  for (guint k = 0; k < n_series; k++)
    {
      GdkRGBA colour;

      mj_chart_series_colour (fg, k, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_new_path (cr);
      for (guint i = 0; i < n_dates; i++)
        if (ys[k * n_dates + i] > MISSING / 2)
          cairo_line_to (cr, X_OF (i), ys[k * n_dates + i] + offsets[k * n_dates + i]);
      cairo_stroke (cr);
      for (guint i = 0; i < n_dates; i++)
        if (ys[k * n_dates + i] > MISSING / 2)
          mj_chart_draw_marker (cr, k, X_OF (i), ys[k * n_dates + i] + offsets[k * n_dates + i], DOT, &colour, NULL);
    }
  cairo_destroy (cr);

#undef X_OF
#undef Y_OF
}

/* GtkWidget */

static void
mj_accuracy_chart_measure (GtkWidget      *widget,
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
      *natural = 220;
    }
}

static void
mj_accuracy_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  MjAccuracyChart *self = MJ_ACCURACY_CHART (widget);
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
mj_accuracy_chart_finalize (GObject *object)
{
  MjAccuracyChart *self = MJ_ACCURACY_CHART (object);

  g_ptr_array_unref (self->series);
  g_array_unref (self->dates);
  g_free (self->summary);

  G_OBJECT_CLASS (mj_accuracy_chart_parent_class)->finalize (object);
}

static void
mj_accuracy_chart_class_init (MjAccuracyChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_accuracy_chart_finalize;
  widget_class->measure = mj_accuracy_chart_measure;
  widget_class->snapshot = mj_accuracy_chart_snapshot;

  gtk_widget_class_set_css_name (widget_class, "mj-accuracy-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mj_accuracy_chart_init (MjAccuracyChart *self)
{
  self->series = g_ptr_array_new_with_free_func (series_free);
  self->dates = g_array_new (FALSE, FALSE, sizeof (GDate));
  update_summary (self);
}

/* Interface */

/**
 * mj_accuracy_chart_new:
 *
 * Returns: (transfer full): a chart with nothing practised yet
 */
GtkWidget *
mj_accuracy_chart_new (void)
{
  return g_object_new (MJ_TYPE_ACCURACY_CHART, NULL);
}

/**
 * mj_accuracy_chart_clear:
 *
 * Takes every line away.
 */
void
mj_accuracy_chart_clear (MjAccuracyChart *self)
{
  g_return_if_fail (MJ_IS_ACCURACY_CHART (self));

  g_ptr_array_set_size (self->series, 0);
  g_array_set_size (self->dates, 0);
  update_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static int
compare_dates (gconstpointer a,
               gconstpointer b)
{
  return g_date_compare (a, b);
}

/**
 * mj_accuracy_chart_add_series:
 * @label: the kind of question, as the legend names it
 * @days: (array length=n_days): its answers right of those asked, a day each, the oldest
 *   first (mj_progress_get_practice_days())
 *
 * Adds a line for a kind of question; a kind never practised is left out.
 */
void
mj_accuracy_chart_add_series (MjAccuracyChart     *self,
                              const char          *label,
                              const MjPracticeDay *days,
                              guint                n_days)
{
  Series *s;

  g_return_if_fail (MJ_IS_ACCURACY_CHART (self));
  g_return_if_fail (label != NULL);
  g_return_if_fail (n_days == 0 || days != NULL);

  if (n_days == 0)
    return;
  s = g_new0 (Series, 1);
  s->label = g_strdup (label);
  s->days = g_array_sized_new (FALSE, FALSE, sizeof (MjPracticeDay), n_days);
  g_array_append_vals (s->days, days, n_days);
  g_ptr_array_add (self->series, s);

  for (guint d = 0; d < n_days; d++)
    if (date_index (self, &days[d].date) < 0)
      g_array_append_val (self->dates, days[d].date);
  g_array_sort (self->dates, compare_dates);

  update_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
mj_accuracy_chart_get_n_series (MjAccuracyChart *self)
{
  g_return_val_if_fail (MJ_IS_ACCURACY_CHART (self), 0);
  return self->series->len;
}

/**
 * mj_accuracy_chart_get_n_points:
 *
 * Returns: the days drawn, of every line
 */
guint
mj_accuracy_chart_get_n_points (MjAccuracyChart *self)
{
  guint n = 0;

  g_return_val_if_fail (MJ_IS_ACCURACY_CHART (self), 0);
  for (guint k = 0; k < self->series->len; k++)
    n += ((Series *) self->series->pdata[k])->days->len;
  return n;
}

/**
 * mj_accuracy_chart_get_summary:
 *
 * Returns: what a screen reader says of the chart: each kind's first and latest day
 */
const char *
mj_accuracy_chart_get_summary (MjAccuracyChart *self)
{
  g_return_val_if_fail (MJ_IS_ACCURACY_CHART (self), NULL);
  return self->summary;
}
