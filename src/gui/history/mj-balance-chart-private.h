/* mj-balance-chart-private.h: what the balance chart's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-balance-chart.h"

G_BEGIN_DECLS

void _mj_balance_chart_across      (guint          n_points,
                                    guint          base,
                                    guint          p,
                                    double         step,
                                    const double  *ys,
                                    double        *dx,
                                    double        *dy);

G_END_DECLS
