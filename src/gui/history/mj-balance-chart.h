/* mj-balance-chart.h: a line chart of balances over hands or matches
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MJ_TYPE_BALANCE_CHART (mj_balance_chart_get_type ())

G_DECLARE_FINAL_TYPE (MjBalanceChart, mj_balance_chart, MJ, BALANCE_CHART, GtkWidget)

GtkWidget  *mj_balance_chart_new          (void);
void        mj_balance_chart_set_series   (MjBalanceChart      *self,
                                           guint                n_series,
                                           const char * const  *labels,
                                           guint                n_points,
                                           const double        *values);
void        mj_balance_chart_set_x_title  (MjBalanceChart      *self,
                                           const char          *title);
guint       mj_balance_chart_get_n_series (MjBalanceChart      *self);
guint       mj_balance_chart_get_n_points (MjBalanceChart      *self);
double      mj_balance_chart_get_value    (MjBalanceChart      *self,
                                           guint                series,
                                           guint                point);
void        mj_balance_chart_set_selected (MjBalanceChart      *self,
                                           int                  point);
int         mj_balance_chart_get_selected (MjBalanceChart      *self);

void        mj_balance_chart_spread_ties  (guint                n_series,
                                           guint                n_points,
                                           const double        *y,
                                           double               tolerance,
                                           double               spacing,
                                           double              *offsets);

G_END_DECLS
