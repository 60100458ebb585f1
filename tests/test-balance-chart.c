/* test-balance-chart.c: the chart of balances keeps every player's line in sight
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lines that meet are spread side by side (the offsets computed without drawing), and a
 * chart where two players stand level all match, drawn, still shows both colours; the
 * selected hand is a property that says when it changes.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdlib.h>

#include "mj-balance-chart.h"
#include "mj-test-gui.h"

#define SPACING 3.0

/* Two of three lines together all along, the third apart: the two side by side, half the
 * spacing either side of where they are, the first series above; the third is not moved. */
static void
test_ties_pair (void)
{
  const double y[3 * 4] = {
    10, 20, 30, 40,
    10, 20, 30, 40,
    50, 20.5, 80, 90,
  };
  double offsets[3 * 4];

  mj_balance_chart_spread_ties (3, 4, y, 0, SPACING, offsets);
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpfloat (offsets[0 * 4 + p], ==, -SPACING / 2);
      g_assert_cmpfloat (offsets[1 * 4 + p], ==, SPACING / 2);
    }
  /* 20.5 is not 20 when nothing is tolerated */
  for (guint p = 0; p < 4; p++)
    g_assert_cmpfloat (offsets[2 * 4 + p], ==, 0);
}

/* Everyone level (the start of every match): four lines side by side in series order,
 * @spacing apart, around where they are. */
static void
test_ties_everyone (void)
{
  const double y[4 * 2] = {
    100, 90,
    100, 110,
    100, 120,
    100, 130,
  };
  double offsets[4 * 2];

  mj_balance_chart_spread_ties (4, 2, y, 0.5, SPACING, offsets);
  g_assert_cmpfloat (offsets[0 * 2], ==, -1.5 * SPACING);
  g_assert_cmpfloat (offsets[1 * 2], ==, -0.5 * SPACING);
  g_assert_cmpfloat (offsets[2 * 2], ==, 0.5 * SPACING);
  g_assert_cmpfloat (offsets[3 * 2], ==, 1.5 * SPACING);
  for (guint k = 0; k < 4; k++)
    g_assert_cmpfloat (offsets[k * 2 + 1], ==, 0);
}

/* Points closer than the tolerance meet, one after the other (10, 12 and 14 within 2.5 of
 * the next): a group of three, put the spacing apart around their middle, 12, in the order
 * of their heights. */
static void
test_ties_tolerance (void)
{
  const double y[4] = { 14, 10, 12, 30 };
  double offsets[4];

  mj_balance_chart_spread_ties (4, 1, y, 2.5, SPACING, offsets);
  g_assert_cmpfloat_with_epsilon (y[1] + offsets[1], 12 - SPACING, 1e-9);
  g_assert_cmpfloat_with_epsilon (y[2] + offsets[2], 12, 1e-9);
  g_assert_cmpfloat_with_epsilon (y[0] + offsets[0], 12 + SPACING, 1e-9);
  g_assert_cmpfloat (offsets[3], ==, 0);

  mj_balance_chart_spread_ties (4, 1, y, 1.5, SPACING, offsets);
  for (guint k = 0; k < 4; k++)
    g_assert_cmpfloat (offsets[k], ==, 0);
}

/* Heights of a few values, so that many are level or close: wherever two series meet
 * (within the tolerance) they end up at least the spacing apart, in the order of their
 * heights, level ones in series order, so that a series keeps its place beside another
 * from one point to the next; those that meet nobody stay. */
static void
test_ties_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);

  for (guint round = 0; round < 400; round++)
    {
      guint n_series = (guint) g_rand_int_range (rand, 1, 9);
      guint n_points = (guint) g_rand_int_range (rand, 1, 12);
      double tolerance = round % 2 ? 0 : 2.5;
      g_autofree double *y = g_new (double, n_series * n_points);
      g_autofree double *offsets = g_new (double, n_series * n_points);

      for (guint i = 0; i < n_series * n_points; i++)
        y[i] = 2.0 * g_rand_int_range (rand, 0, 12);
      mj_balance_chart_spread_ties (n_series, n_points, y, tolerance, SPACING, offsets);

      for (guint p = 0; p < n_points; p++)
        for (guint a = 0; a < n_series; a++)
          {
            double ya = y[a * n_points + p], at_a = ya + offsets[a * n_points + p];
            gboolean alone = TRUE;

            for (guint b = 0; b < n_series; b++)
              {
                double yb = y[b * n_points + p], at_b = yb + offsets[b * n_points + p];

                if (a == b || fabs (ya - yb) > tolerance)
                  continue;
                alone = FALSE;
                g_assert_cmpfloat (fabs (at_a - at_b), >=, SPACING - 1e-9);
                if (ya < yb || (ya == yb && a < b))
                  g_assert_cmpfloat (at_a, <, at_b);
              }
            if (alone)
              g_assert_cmpfloat (offsets[a * n_points + p], ==, 0);
          }
    }
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

/* The selected hand is a property, told only when it changes. */
static void
test_selected (void)
{
  GtkWidget *chart = g_object_ref_sink (mj_balance_chart_new ());
  guint notified = 0;
  int selected = 0;

  g_assert_cmpint (mj_balance_chart_get_selected (MJ_BALANCE_CHART (chart)), ==, -1);
  g_signal_connect (chart, "notify::selected", G_CALLBACK (notify_cb), &notified);
  mj_balance_chart_set_selected (MJ_BALANCE_CHART (chart), 3);
  mj_balance_chart_set_selected (MJ_BALANCE_CHART (chart), 3);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (chart, "selected", &selected, NULL);
  g_assert_cmpint (selected, ==, 3);
  g_object_set (chart, "selected", -1, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpint (mj_balance_chart_get_selected (MJ_BALANCE_CHART (chart)), ==, -1);
  g_assert_finalize_object (chart);
}

/* How many pixels of @texture below @top have exactly @color. */
static guint
count_color (GdkTexture *texture,
             const char *color,
             int         top)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) w * h * 4);
  GdkRGBA rgba;
  guint n = 0;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  gdk_texture_download (texture, data, (gsize) w * 4);
  for (int y = top; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        /* cairo's ARGB32: B, G, R, A on a little-endian machine, premultiplied */
        const guchar *px = data + ((gsize) y * w + x) * 4;

        if (px[3] == 255 && abs (px[2] - (int) (rgba.red * 255 + 0.5)) <= 2 &&
            abs (px[1] - (int) (rgba.green * 255 + 0.5)) <= 2 && abs (px[0] - (int) (rgba.blue * 255 + 0.5)) <= 2)
          n++;
      }
  return n;
}

/* Anna and Ben level all match, Chloé and Dai level for the first hands: drawn, every
 * colour shows along a line's length, not only in the legend; then the fifth hand
 * selected. */
static void
test_drawn_ties (void)
{
  static const char * const labels[4] = { "Anna", "Ben", "Chloé", "Dai" };
  static const char * const colors[4] = { "#1c71d8", "#c01c28", "#26a269", "#c64600" };
  const double values[4 * 9] = {
    0, -20, -20, -60, -60, -60, -100, -100, -140,
    0, -20, -20, -60, -60, -60, -100, -100, -140,
    0, -20, -20, 40, 40, 100, 100, 180, 180,
    0, 60, 60, 80, 80, 20, 100, 20, 100,
  };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chart = mj_balance_chart_new ();
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  int w, h;

  mj_balance_chart_set_series (MJ_BALANCE_CHART (chart), 4, labels, 9, values);
  mj_balance_chart_set_x_title (MJ_BALANCE_CHART (chart), "Hands");
  gtk_window_set_child (GTK_WINDOW (window), chart);
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 300);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (chart);

  w = gtk_widget_get_width (chart);
  h = gtk_widget_get_height (chart);
  paintable = gtk_widget_paintable_new (chart);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (chart)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  for (guint k = 0; k < 4; k++)
    {
      /* below the legend: a line of about 450 pixels */
      guint n = count_color (texture, colors[k], 50);

      g_test_message ("%s: %u pixels of its own colour", labels[k], n);
      g_assert_cmpuint (n, >=, 300);
    }
  save_screenshot (chart, "screenshot-balance-chart-ties.png");

  mj_balance_chart_set_selected (MJ_BALANCE_CHART (chart), 5);
  save_screenshot (chart, "screenshot-balance-chart-selected.png");

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = gui_test_init (&argc, &argv, FALSE);
  int status;

  g_test_add_func ("/gui/balance-chart/ties/pair", test_ties_pair);
  g_test_add_func ("/gui/balance-chart/ties/everyone", test_ties_everyone);
  g_test_add_func ("/gui/balance-chart/ties/tolerance", test_ties_tolerance);
  g_test_add_func ("/gui/balance-chart/ties/random", test_ties_random);
  g_test_add_func ("/gui/balance-chart/selected", test_selected);
  g_test_add_func ("/gui/balance-chart/drawn-ties", test_drawn_ties);
  status = g_test_run ();
  gui_test_remove_tree (data_home);
  return status;
}
