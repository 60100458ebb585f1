/* mj-history-fixture.h: made-up matches for the score history: test fixtures and benchmarks
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-history.h"

G_BEGIN_DECLS

/* A hand given by its totals alone: each loser pays the winner the winner's total. */
typedef struct
{
  int       winner;          /* -1: a drawn hand */
  int       discarder;       /* -1: none */
  gboolean  self_drawn;
  gboolean  limit;           /* the winner's score was a limit */
  int       totals[4];
} MjHistoryFixtureHand;

gboolean mj_history_record_fixture_hand (MjHistory                  *history,
                                         gint64                      match,
                                         MjRuleset                  *ruleset,
                                         guint                       number,
                                         const MjHistoryFixtureHand *hand,
                                         int                         balance[4],
                                         GError                    **error);
gboolean mj_history_fill_fixture        (MjHistory                  *history,
                                         guint                       n_matches,
                                         guint32                     seed,
                                         gint64                      last_started,
                                         GError                    **error);

G_END_DECLS
