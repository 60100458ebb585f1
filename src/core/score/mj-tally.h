/* mj-tally.h: points as tally sticks, as the British book pays them
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MJ_TALLY_N_KINDS 4

/* the sticks' values, the largest first */
extern const int mj_tally_values[MJ_TALLY_N_KINDS];

int   mj_tally_split    (int     points,
                         guint   counts[MJ_TALLY_N_KINDS]);
char *mj_tally_describe (int     points);

G_END_DECLS
