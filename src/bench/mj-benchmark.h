/* mj-benchmark.h: mahjong-table-bench: the windows' speed goals, measured
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-application.h"

G_BEGIN_DECLS

void     mj_benchmark_mark_start   (void);
void     mj_benchmark_run          (MjApplication  *app,
                                    int             width,
                                    int             height,
                                    GMainLoop      *loop);
long     mj_benchmark_resident_kib (void);
char    *mj_benchmark_use_own_data (void);
void     mj_benchmark_remove_data  (const char     *folder);

/* mj-benchmark-history.c */
gboolean mj_benchmark_run_history  (MjApplication  *app,
                                    const char     *database,
                                    GMainLoop      *loop,
                                    GError        **error);

G_END_DECLS
