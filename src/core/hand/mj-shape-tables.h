/* mj-shape-tables.h: the distance tables behind shanten, shared with the computer players
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the libraries of this project. A suit (9 kinds) or the honours (7 kinds) held
 * as counts 0..4 summing to at most MJ_SHAPE_MAX_SUM is a pattern; its rank is the sum over
 * the kinds of rank[i][tiles before i][count of i], and the table at that rank says how many
 * tiles the pattern lacks to make a given number of sets, with or without a pair.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MJ_SHAPE_MAX_SUM            14
#define MJ_SHAPE_N_SUIT_PATTERNS    405350   /* 9 digits 0..4 summing to at most 14 */
#define MJ_SHAPE_N_HONOUR_PATTERNS  43130    /* 7 digits 0..4 summing to at most 14 */

typedef struct
{
  guint8 d[5][2];   /* [sets][pair]: tiles missing */
} MjShapeDist;

/* Filled by _mj_shape_ensure_tables(); suit patterns allow chows, honours none. */
extern guint32     _mj_shape_suit_rank[9][MJ_SHAPE_MAX_SUM + 1][5];
extern guint32     _mj_shape_honour_rank[7][MJ_SHAPE_MAX_SUM + 1][5];
extern MjShapeDist _mj_shape_suit_table[MJ_SHAPE_N_SUIT_PATTERNS];
extern MjShapeDist _mj_shape_honour_table[MJ_SHAPE_N_HONOUR_PATTERNS];
/* Filled by _mj_shape_ensure_exact() (mj-shape-waits.c), which needs neither table: a bit
 * per rank, set when the pattern splits exactly into sets and, if it holds two more than a
 * multiple of three tiles, a pair. An eighth of a byte where the distances take ten, so
 * that the questions asked most often stay in the cache. */
extern guint8      _mj_shape_suit_exact[(MJ_SHAPE_N_SUIT_PATTERNS + 7) / 8];
extern guint8      _mj_shape_honour_exact[(MJ_SHAPE_N_HONOUR_PATTERNS + 7) / 8];

void _mj_shape_ensure_ranks  (void);
void _mj_shape_ensure_tables (void);
void _mj_shape_ensure_exact  (void);
void _mj_shape_build_table   (MjShapeDist *table,
                              guint        n_digits,
                              gboolean     chows);

G_END_DECLS
