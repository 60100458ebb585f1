/* mj-history-recorder.c: records a match into the history, hand by hand, as it is played
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The recorder writes each hand when the match says it is finished, in a transaction of its
 * own, so a crash loses at most the hand in play. A write that fails does not stop the game:
 * the recorder keeps the error and emits "record-failed" for the window to show.
 */

#define G_LOG_DOMAIN "mj-history"

#include "config.h"

#include "mj-history-recorder.h"
#include "mj-match-private.h"

struct _MjHistoryRecorder
{
  GObject     parent_instance;

  MjHistory  *history;
  MjMatch    *match;
  gint64      match_id;
  guint       n_recorded;   /* the match's hands in the history */
  gboolean    finished;     /* the match's end is in the history */
  gboolean    keep;         /* kept even if no hand is played */
  GError     *error;
};

enum {
  RECORD_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjHistoryRecorder, mj_history_recorder, G_TYPE_OBJECT)

static void
fail (MjHistoryRecorder *self,
      GError            *error)
{
  g_debug ("recording match %" G_GINT64_FORMAT ": %s", self->match_id, error->message);
  g_clear_error (&self->error);
  self->error = error;
  g_signal_emit (self, signals[RECORD_FAILED], 0, error);
}

/* Records the hands of @match the history does not have yet, up to @n_records, and its
 * end if it is over by then. The hand just over is recorded with its tiles and scores;
 * one from further back (missed by a crash) from the score sheet alone. */
static gboolean
sync_to (MjHistoryRecorder  *self,
         guint               n_records,
         GError            **error)
{
  const MjHandRecord *records;
  guint n_total = 0;
  MjGame *game = mj_match_get_game (self->match);

  records = mj_match_get_records (self->match, &n_total);
  n_records = MIN (n_records, n_total);
  for (guint i = self->n_recorded; i < n_records; i++)
    {
      const MjGameResult *result = NULL;

      if (i == n_total - 1 && game != NULL && mj_game_get_phase (game) == MJ_PHASE_FINISHED)
        result = mj_game_get_result (game);
      if (!mj_history_record_hand (self->history, self->match_id, mj_match_get_ruleset (self->match),
                                   &records[i], result, error))
        return FALSE;
      self->n_recorded = i + 1;
    }
  if (!self->finished && n_records == n_total && mj_match_is_finished (self->match))
    {
      if (!mj_history_finish_match (self->history, self->match_id, error))
        return FALSE;
      self->finished = TRUE;
    }
  return TRUE;
}

/* Callbacks */

static void
hand_finished_cb (MjHistoryRecorder *self,
                  MjGame            *game,
                  MjMatch           *match)
{
  GError *error = NULL;
  guint n_records = 0;

  mj_match_get_records (match, &n_records);
  if (!sync_to (self, n_records, &error))
    fail (self, error);
}

static void
match_finished_cb (MjHistoryRecorder *self,
                   MjMatch           *match)
{
  GError *error = NULL;
  guint n_records = 0;

  mj_match_get_records (match, &n_records);
  if (!sync_to (self, n_records, &error))
    fail (self, error);
}

static gboolean
match_is_empty (MjMatch *match)
{
  guint n_records = 0;

  mj_match_get_records (match, &n_records);
  return n_records == 0;
}

/* Overrides */

static void
mj_history_recorder_dispose (GObject *object)
{
  MjHistoryRecorder *self = MJ_HISTORY_RECORDER (object);

  /* a match left before its first hand was played leaves nothing in the lists: a new game
   * started at once, or the window closed, is not an evening of play */
  if (self->match != NULL && self->history != NULL && self->match_id > 0 && !self->keep &&
      !mj_match_is_finished (self->match) && match_is_empty (self->match))
    {
      g_autoptr(GError) error = NULL;

      if (!mj_history_delete_match (self->history, self->match_id, &error))
        g_debug ("match %" G_GINT64_FORMAT " left empty: %s", self->match_id, error->message);
    }

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (mj_history_recorder_parent_class)->dispose (object);
}

static void
mj_history_recorder_finalize (GObject *object)
{
  MjHistoryRecorder *self = MJ_HISTORY_RECORDER (object);

  g_clear_error (&self->error);

  G_OBJECT_CLASS (mj_history_recorder_parent_class)->finalize (object);
}

static void
mj_history_recorder_class_init (MjHistoryRecorderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_history_recorder_dispose;
  object_class->finalize = mj_history_recorder_finalize;

  /**
   * MjHistoryRecorder::record-failed:
   * @error: what went wrong; the game goes on
   */
  signals[RECORD_FAILED] =
    g_signal_new ("record-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
mj_history_recorder_init (MjHistoryRecorder *self)
{
}

static MjHistoryRecorder *
recorder_new (MjHistory *history,
              MjMatch   *match,
              gint64     match_id)
{
  MjHistoryRecorder *self = g_object_new (MJ_TYPE_HISTORY_RECORDER, NULL);

  self->history = g_object_ref (history);
  self->match = g_object_ref (match);
  self->match_id = match_id;
  g_signal_connect_object (match, "hand-finished", G_CALLBACK (hand_finished_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "match-finished", G_CALLBACK (match_finished_cb), self, G_CONNECT_SWAPPED);
  return self;
}

/* Public API */

/**
 * mj_history_recorder_new:
 * @match: a match before its first hand
 * @players: the history's player ids, by seat
 *
 * Begins the match in the history; each hand the match finishes is then recorded.
 *
 * Returns: (transfer full): the recorder, or %NULL with @error set
 */
MjHistoryRecorder *
mj_history_recorder_new (MjHistory       *history,
                         MjMatch         *match,
                         MjHistoryPlace   place,
                         const gint64     players[4],
                         GError         **error)
{
  gint64 match_id;

  g_return_val_if_fail (MJ_IS_HISTORY (history), NULL);
  g_return_val_if_fail (MJ_IS_MATCH (match), NULL);

  match_id = mj_history_begin_match (history, mj_match_get_ruleset (match), place, players,
                                     match->seed, match->first_dealer, error);
  if (match_id == 0)
    return NULL;
  return recorder_new (history, match, match_id);
}

/**
 * mj_history_recorder_new_for_session:
 * @session: a match at the table, before its first hand
 *
 * Records the match of @session, played on the screen: its players by name, the people as
 * people and the computer's players as computers; nobody for an empty seat.
 *
 * Returns: (transfer full): the recorder, or %NULL with @error set
 */
MjHistoryRecorder *
mj_history_recorder_new_for_session (MjHistory       *history,
                                     MjTableSession  *session,
                                     GError         **error)
{
  gint64 players[4];

  g_return_val_if_fail (MJ_IS_HISTORY (history), NULL);
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), NULL);

  for (guint seat = 0; seat < 4; seat++)
    {
      if ((mj_table_session_get_empty_seats (session) >> seat) & 1u)
        {
          players[seat] = 0;
          continue;
        }
      players[seat] = mj_history_ensure_player (history, mj_table_session_get_name (session, seat),
                                                mj_table_session_get_person (session, seat) == NULL, error);
      if (players[seat] <= 0)
        return NULL;
    }
  return mj_history_recorder_new (history, mj_table_session_get_match (session), MJ_HISTORY_PLACE_SCREEN,
                                  players, error);
}

/**
 * mj_history_recorder_new_resumed:
 * @match: a match restored from a save file
 * @match_id: the match in the history that recorded it before
 *
 * Goes on recording a restored match. Hands the save has and the history lacks are
 * recorded from the save's score sheet (the last one with its tiles, if the save was made
 * at its end).
 *
 * Returns: (transfer full): the recorder, or %NULL with @error set
 */
MjHistoryRecorder *
mj_history_recorder_new_resumed (MjHistory  *history,
                                 MjMatch    *match,
                                 gint64      match_id,
                                 GError    **error)
{
  g_autoptr(MjHistoryMatch) summary = NULL;
  g_autoptr(MjHistoryRecorder) self = NULL;
  guint n_records = 0;

  g_return_val_if_fail (MJ_IS_HISTORY (history), NULL);
  g_return_val_if_fail (MJ_IS_MATCH (match), NULL);

  summary = mj_history_get_match (history, match_id, error);
  if (summary == NULL)
    return NULL;

  self = recorder_new (history, match, match_id);
  self->n_recorded = summary->n_hands;
  self->finished = summary->finished != 0;
  mj_match_get_records (match, &n_records);
  if (!sync_to (self, n_records, error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * mj_history_recorder_sync:
 * @n_records: how many of the match's hands may be recorded
 *
 * A recorder made to wait (mj_history_recorder_set_waiting()) records the hands up to
 * @n_records now, and the match's end if it is over by then: the save file that has them
 * has been written.
 *
 * Returns: %FALSE with @error set if the history could not be written
 */
gboolean
mj_history_recorder_sync (MjHistoryRecorder  *self,
                          guint               n_records,
                          GError            **error)
{
  GError *local = NULL;

  g_return_val_if_fail (MJ_IS_HISTORY_RECORDER (self), FALSE);

  if (!sync_to (self, n_records, &local))
    {
      g_clear_error (&self->error);
      self->error = g_error_copy (local);
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

/**
 * mj_history_recorder_set_waiting:
 *
 * From now on the recorder records nothing by itself: mj_history_recorder_sync() says
 * when, once what is to be recorded is safe in a save file. The history is then never
 * ahead of the save.
 */
void
mj_history_recorder_set_waiting (MjHistoryRecorder *self)
{
  g_return_if_fail (MJ_IS_HISTORY_RECORDER (self));

  g_signal_handlers_disconnect_by_data (self->match, self);
}

/**
 * mj_history_recorder_set_keep:
 * @keep: whether the match stays in the history even if no hand of it is ever finished
 *   (it is kept to be continued); by default such a match is deleted with the recorder
 */
void
mj_history_recorder_set_keep (MjHistoryRecorder *self,
                              gboolean           keep)
{
  g_return_if_fail (MJ_IS_HISTORY_RECORDER (self));
  self->keep = !!keep;
}

gint64
mj_history_recorder_get_match_id (MjHistoryRecorder *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY_RECORDER (self), 0);
  return self->match_id;
}

/**
 * mj_history_recorder_get_error:
 *
 * Returns: (nullable): the last write that failed, if any
 */
const GError *
mj_history_recorder_get_error (MjHistoryRecorder *self)
{
  g_return_val_if_fail (MJ_IS_HISTORY_RECORDER (self), NULL);
  return self->error;
}
