/* mj-history-recorder.h: records a match into the history, hand by hand, as it is played
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-history.h"
#include "mj-match.h"
#include "mj-table-session.h"

G_BEGIN_DECLS

#define MJ_TYPE_HISTORY_RECORDER (mj_history_recorder_get_type ())

G_DECLARE_FINAL_TYPE (MjHistoryRecorder, mj_history_recorder, MJ, HISTORY_RECORDER, GObject)

MjHistoryRecorder *mj_history_recorder_new          (MjHistory          *history,
                                                     MjMatch            *match,
                                                     MjHistoryPlace      place,
                                                     const gint64        players[4],
                                                     GError            **error);
MjHistoryRecorder *mj_history_recorder_new_resumed  (MjHistory          *history,
                                                     MjMatch            *match,
                                                     gint64              match_id,
                                                     GError            **error);
MjHistoryRecorder *mj_history_recorder_new_for_session (MjHistory       *history,
                                                        MjTableSession  *session,
                                                        GError         **error);
void               mj_history_recorder_set_waiting  (MjHistoryRecorder  *self);
gboolean           mj_history_recorder_sync         (MjHistoryRecorder  *self,
                                                     guint               n_records,
                                                     GError            **error);
void               mj_history_recorder_set_keep     (MjHistoryRecorder  *self,
                                                     gboolean            keep);
gint64             mj_history_recorder_get_match_id (MjHistoryRecorder  *self);
const GError      *mj_history_recorder_get_error    (MjHistoryRecorder  *self);

G_END_DECLS
