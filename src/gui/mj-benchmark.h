/* mj-benchmark.h: `mahjong-table --benchmark`: the window's speed goals, measured
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-application.h"

G_BEGIN_DECLS

void mj_benchmark_mark_start (void);
void mj_benchmark_run        (MjApplication *app);

G_END_DECLS
