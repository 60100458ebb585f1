/* mj-balance-chart-private.h: what the balance chart's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-balance-chart.h"

G_BEGIN_DECLS

/* How many marker shapes there are before they repeat. */
#define MJ_BALANCE_CHART_N_MARKERS 8

void _mj_balance_chart_draw_marker (cairo_t       *cr,
                                    guint          series,
                                    double         x,
                                    double         y,
                                    double         r,
                                    const GdkRGBA *color,
                                    const GdkRGBA *ring);
void _mj_balance_chart_across      (guint          n_points,
                                    guint          base,
                                    guint          p,
                                    double         step,
                                    const double  *ys,
                                    double        *dx,
                                    double        *dy);

G_END_DECLS
