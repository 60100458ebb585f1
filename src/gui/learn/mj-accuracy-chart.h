/* mj-accuracy-chart.h: practice's accuracy day by day, a line for each kind of question
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mj-course.h"

G_BEGIN_DECLS

#define MJ_TYPE_ACCURACY_CHART (mj_accuracy_chart_get_type ())

G_DECLARE_FINAL_TYPE (MjAccuracyChart, mj_accuracy_chart, MJ, ACCURACY_CHART, GtkWidget)

GtkWidget   *mj_accuracy_chart_new             (void);
void         mj_accuracy_chart_clear           (MjAccuracyChart     *self);
void         mj_accuracy_chart_add_series      (MjAccuracyChart     *self,
                                                const char          *label,
                                                const MjPracticeDay *days,
                                                guint                n_days);
guint        mj_accuracy_chart_get_n_series    (MjAccuracyChart     *self);
guint        mj_accuracy_chart_get_n_points    (MjAccuracyChart     *self);
const char  *mj_accuracy_chart_get_summary     (MjAccuracyChart     *self);

G_END_DECLS
