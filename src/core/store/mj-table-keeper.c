/* mj-table-keeper.c: keeps a match at the table safe: saved after every step, recorded
 * in the history once saved
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each time the session comes to rest (a discard, a claim, a kong, an exchange, the end of
 * a hand), its state is made into JSON on the spot, which is quick, and written to its save
 * file in a thread by an MjSaveWriter, which may wait on the disk: the table never does. A hand is
 * recorded in the history only once a save that holds it is on the disk, so that the
 * history is never ahead of the save: a crash at any moment loses at most the step being
 * made, and the match continued from its save records each hand exactly once. The match
 * itself begins in the history only once a save keeps it, and its hands are recorded only
 * once a save names it, so that every match the history has is one a save continues or
 * one that is over; a save made before its match had a number in the history finds that
 * match again when it is continued.
 *
 * When the table lets the match go (the window closes, another match begins), a match
 * that has been played is saved at once and kept to be continued; one nobody has played is
 * dropped, save and all; one that is over is finished in the history and its save deleted.
 */

#define G_LOG_DOMAIN "mj-saves"

#include "config.h"

#include "mj-error.h"
#include "mj-match-private.h"
#include "mj-save-writer.h"
#include "mj-saves.h"
#include "mj-session-json.h"
#include "mj-table-keeper.h"

struct _MjTableKeeper
{
  GObject             parent_instance;

  MjTableSession     *session;
  MjHistory          *history;
  MjHistoryRecorder  *recorder;
  MjSaveWriter       *writer;
  gint64              history_match;
  gboolean            resumed;       /* continued from a save */
  gboolean            closed;        /* let go: nothing more is written */
  guint               final_id;
};

enum {
  SAVE_FAILED,
  SAVED,
  RECORD_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjTableKeeper, mj_table_keeper, G_TYPE_OBJECT)

/* Writing */

/* The tag of a save without the match's number in the history: none of its hands may be
 * recorded once it is written, for the history would then have a match no save names. */
#define UNNUMBERED (1u << 31)

/* The session now, as a save file's text; @tag: the hands it holds, UNNUMBERED if it does
 * not name its match in the history. */
static char *
make_text (MjTableKeeper *self,
           guint         *tag)
{
  g_autoptr(JsonNode) node = mj_table_session_to_json (self->session, self->history_match);
  guint n_records = 0;

  mj_match_get_records (mj_table_session_get_match (self->session), &n_records);
  *tag = n_records | (self->history_match > 0 ? 0 : UNNUMBERED);
  return json_to_string (node, FALSE);
}

/* The history catches up with what is safe on the disk. */
static void
record_up_to (MjTableKeeper *self,
              guint          n_records)
{
  g_autoptr(GError) error = NULL;

  if (self->recorder != NULL && !mj_history_recorder_sync (self->recorder, n_records, &error))
    g_signal_emit (self, signals[RECORD_FAILED], 0, error);
}

/* A save is written (or failed: the hands are recorded anyway, the history is what lasts). */
static void
written_cb (MjTableKeeper *self,
            guint          tag,
            MjSaveWriter  *writer)
{
  if (!(tag & UNNUMBERED))
    record_up_to (self, tag);
}

static void
failed_cb (MjTableKeeper *self,
           const GError  *error,
           MjSaveWriter  *writer)
{
  g_signal_emit (self, signals[SAVE_FAILED], 0, error);
}

static void
recovered_cb (MjTableKeeper *self,
              MjSaveWriter  *writer)
{
  g_signal_emit (self, signals[SAVED], 0);
}

/* The end of the match */

/* A match over: saved as it ended, recorded to the end, its save deleted. */
static gboolean
finish (MjTableKeeper  *self,
        GError        **error)
{
  guint n_records = 0;

  if (self->closed)
    return TRUE;
  g_clear_handle_id (&self->final_id, g_source_remove);
  if (!mj_table_keeper_save_now (self, error))
    return FALSE;
  mj_match_get_records (mj_table_session_get_match (self->session), &n_records);
  record_up_to (self, n_records);
  mj_save_writer_forget (self->writer);
  self->closed = TRUE;
  return TRUE;
}

static gboolean
finish_cb (gpointer user_data)
{
  MjTableKeeper *self = user_data;
  g_autoptr(GError) error = NULL;

  self->final_id = 0;
  if (!finish (self, &error))
    g_signal_emit (self, signals[SAVE_FAILED], 0, error);
  return G_SOURCE_REMOVE;
}

/* Callbacks */

static void
step_done_cb (MjTableKeeper  *self,
              MjTableSession *session)
{
  guint tag = 0;
  char *text;

  if (self->closed)
    return;
  if (mj_match_is_finished (mj_table_session_get_match (session)))
    {
      if (self->final_id == 0)
        self->final_id = g_idle_add_full (G_PRIORITY_HIGH, finish_cb, g_object_ref (self), g_object_unref);
      return;
    }
  text = make_text (self, &tag);
  mj_save_writer_write (self->writer, text, tag);
}

/* A match ended on purpose has no step after it: its end is kept once the table is at rest. */
static void
match_finished_cb (MjTableKeeper *self,
                   MjMatch       *match)
{
  if (!self->closed && self->final_id == 0)
    self->final_id = g_idle_add_full (G_PRIORITY_HIGH, finish_cb, g_object_ref (self), g_object_unref);
}

static void
record_failed_cb (MjTableKeeper     *self,
                  const GError      *error,
                  MjHistoryRecorder *recorder)
{
  g_signal_emit (self, signals[RECORD_FAILED], 0, error);
}

/* GObject */

static void
mj_table_keeper_dispose (GObject *object)
{
  MjTableKeeper *self = MJ_TABLE_KEEPER (object);

  g_clear_handle_id (&self->final_id, g_source_remove);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (mj_table_session_get_match (self->session), self);
    }
  if (self->writer != NULL)
    g_signal_handlers_disconnect_by_data (self->writer, self);
  g_clear_object (&self->writer);
  g_clear_object (&self->recorder);
  g_clear_object (&self->history);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (mj_table_keeper_parent_class)->dispose (object);
}

static void
mj_table_keeper_class_init (MjTableKeeperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_table_keeper_dispose;

  /**
   * MjTableKeeper::save-failed:
   * @error: why the match could not be saved; the save before it is intact
   *
   * Said once when saving starts failing (a full disk), not at every step.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * MjTableKeeper::saved:
   *
   * A save succeeded after one failed: the match is safe again.
   */
  signals[SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * MjTableKeeper::record-failed:
   * @error: why the score history could not be written; the game goes on
   */
  signals[RECORD_FAILED] =
    g_signal_new ("record-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
mj_table_keeper_init (MjTableKeeper *self)
{
}

static MjTableKeeper *
keeper_new (MjTableSession *session,
            const char     *path)
{
  MjTableKeeper *self = g_object_new (MJ_TYPE_TABLE_KEEPER, NULL);

  self->session = g_object_ref (session);
  self->writer = mj_save_writer_new (path);
  g_signal_connect_object (self->writer, "written", G_CALLBACK (written_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->writer, "failed", G_CALLBACK (failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->writer, "recovered", G_CALLBACK (recovered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "step-done", G_CALLBACK (step_done_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_table_session_get_match (session), "match-finished", G_CALLBACK (match_finished_cb),
                           self, G_CONNECT_SWAPPED);
  return self;
}

/* Public API */

/**
 * mj_table_keeper_new:
 * @session: a match at the table, before it starts
 * @dir: the saves' folder (see mj_saves_get_default_dir())
 *
 * Keeps @session in a new save file in @dir from its first step.
 *
 * Returns: (transfer full): the keeper
 */
MjTableKeeper *
mj_table_keeper_new (MjTableSession *session,
                     const char     *dir)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), NULL);
  g_return_val_if_fail (dir != NULL, NULL);

  path = mj_saves_new_path (dir, MJ_SAVE_TABLE);
  return keeper_new (session, path);
}

static JsonNode *
read_document (const char  *path,
               JsonParser  *parser,
               GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  if (!json_parser_load_from_data (parser, contents, (gssize) length, error))
    return NULL;
  return json_parser_get_root (parser);
}

/**
 * mj_table_keeper_new_resumed:
 * @path: a save file, from mj_saves_list()
 * @computer: how to make the computer players
 *
 * Seats the match saved in @path again, to be started with mj_table_session_start(), and
 * goes on saving it in the same file. A file that cannot be played on (damaged, or from a
 * newer version) is moved aside, never deleted.
 *
 * Returns: (transfer full): the keeper, or %NULL with @error set
 */
MjTableKeeper *
mj_table_keeper_new_resumed (const char               *path,
                             const MjComputerPlayers  *computer,
                             GError                  **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(MjTableSession) session = NULL;
  GError *local = NULL;
  MjTableKeeper *self;
  JsonNode *root;
  gint64 history_match = 0;

  g_return_val_if_fail (path != NULL && computer != NULL, NULL);

  root = read_document (path, parser, &local);
  if (root == NULL && g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_propagate_error (error, local);
      return NULL;
    }
  if (root != NULL)
    session = mj_table_session_new_from_json (root, computer, &history_match, &local);
  if (session == NULL)
    {
      mj_saves_keep_aside (path, &local);
      g_propagate_error (error, local);
      return NULL;
    }

  self = keeper_new (session, path);
  self->history_match = history_match;
  self->resumed = TRUE;
  return self;
}

/* The match a save made before its number was kept had begun in the history: the same
 * rules, seed, first dealer and players, on the screen, not over and without a hand (no
 * hand is recorded before a save holding its number is on the disk). */
static gint64
find_begun (MjHistory      *history,
            MjTableSession *session)
{
  MjMatch *match = mj_table_session_get_match (session);
  MjHistoryFilter filter = { 0 };
  g_autoptr(GPtrArray) matches = NULL;

  filter.ruleset_id = mj_ruleset_get_id (match->ruleset);
  matches = mj_history_list_matches (history, &filter, NULL);
  for (guint i = 0; matches != NULL && i < matches->len; i++)
    {
      const MjHistoryMatch *m = matches->pdata[i];
      gboolean same = m->place == MJ_HISTORY_PLACE_SCREEN && m->finished == 0 && m->n_hands == 0 &&
                      m->seed == match->seed && m->first_dealer == match->first_dealer;

      for (guint seat = 0; seat < 4 && same; seat++)
        if (!((mj_table_session_get_empty_seats (session) >> seat) & 1u))
          same = g_strcmp0 (m->player_names[seat], mj_table_session_get_name (session, seat)) == 0;
      if (same)
        return m->id;
    }
  return 0;
}

/**
 * mj_table_keeper_set_history:
 *
 * Records the match in @history from now on: a new match begins there, or the one that
 * recorded it before goes on (hands it missed are recorded from the save). A match begins
 * there only once a save keeps it: that save is written now, and waited for.
 */
void
mj_table_keeper_set_history (MjTableKeeper *self,
                             MjHistory     *history)
{
  g_autoptr(GError) error = NULL;
  MjMatch *match;
  guint n_records = 0;
  gint64 begun;
  gboolean fresh = FALSE;

  g_return_if_fail (MJ_IS_TABLE_KEEPER (self));
  g_return_if_fail (MJ_IS_HISTORY (history));

  if (self->recorder != NULL || mj_history_is_read_only (history))
    return;
  g_set_object (&self->history, history);
  match = mj_table_session_get_match (self->session);

  if (self->history_match > 0)
    {
      self->recorder = mj_history_recorder_new_resumed (history, match, self->history_match, &error);
      /* (a match deleted from the history meanwhile begins there again) */
      if (self->recorder == NULL && g_error_matches (error, MJ_ERROR, MJ_ERROR_NOT_FOUND))
        g_clear_error (&error);
    }
  else if (self->resumed && (begun = find_begun (history, self->session)) > 0)
    {
      /* its number kept before any hand of it is recorded (a save that fails is said,
       * and the history is what lasts: it is recorded all the same) */
      self->history_match = begun;
      if (!mj_table_keeper_save_now (self, &error))
        g_clear_error (&error);
      self->recorder = mj_history_recorder_new_resumed (history, match, begun, &error);
    }
  if (self->recorder == NULL && error == NULL)
    {
      /* kept before the history begins it: stopped before the next save, it is found
       * there again when this save is continued */
      self->history_match = 0;
      if (!mj_table_keeper_save_now (self, &error))
        g_clear_error (&error);
      self->recorder = mj_history_recorder_new_for_session (history, self->session, &error);
      fresh = TRUE;
    }
  if (self->recorder == NULL)
    {
      g_signal_emit (self, signals[RECORD_FAILED], 0, error);
      return;
    }

  self->history_match = mj_history_recorder_get_match_id (self->recorder);
  mj_history_recorder_set_waiting (self->recorder);
  mj_history_recorder_set_keep (self->recorder, TRUE);
  g_signal_connect_object (self->recorder, "record-failed", G_CALLBACK (record_failed_cb), self, G_CONNECT_SWAPPED);

  /* what the save already holds is recorded now, if the save has the match's number
   * too; else once the next save does */
  if (!fresh)
    {
      mj_match_get_records (match, &n_records);
      record_up_to (self, n_records);
    }
}

MjTableSession *
mj_table_keeper_get_session (MjTableKeeper *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), NULL);
  return self->session;
}

const char *
mj_table_keeper_get_path (MjTableKeeper *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), NULL);
  return mj_save_writer_get_path (self->writer);
}

/**
 * mj_table_keeper_get_history_match:
 *
 * Returns: the match in the score history that records the session, or 0
 */
gint64
mj_table_keeper_get_history_match (MjTableKeeper *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), 0);
  return self->history_match;
}

/**
 * mj_table_keeper_get_error:
 *
 * Returns: (nullable): why the last save failed, until one succeeds
 */
const GError *
mj_table_keeper_get_error (MjTableKeeper *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), NULL);
  return mj_save_writer_get_error (self->writer);
}

/**
 * mj_table_keeper_is_idle:
 *
 * Returns: whether every save asked for is written (or failed)
 */
gboolean
mj_table_keeper_is_idle (MjTableKeeper *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), TRUE);
  return mj_save_writer_is_idle (self->writer);
}

/**
 * mj_table_keeper_save_now:
 *
 * Saves the session as it is now and waits for the disk: when the application quits.
 *
 * Returns: %FALSE with @error set if it could not be saved; the save before is intact
 */
gboolean
mj_table_keeper_save_now (MjTableKeeper  *self,
                          GError        **error)
{
  guint tag = 0;
  char *text;

  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), FALSE);

  if (self->closed)
    return TRUE;
  text = make_text (self, &tag);
  return mj_save_writer_write_now (self->writer, text, tag, error);
}

/**
 * mj_table_keeper_close:
 *
 * The table lets the match go. One that has been played is saved now and kept to be
 * continued; one nobody has played is dropped with its save; one that is over is finished
 * in the history and its save deleted. Nothing is saved after.
 *
 * Returns: %FALSE with @error set if a match to keep could not be saved
 */
gboolean
mj_table_keeper_close (MjTableKeeper  *self,
                       GError        **error)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (MJ_IS_TABLE_KEEPER (self), FALSE);

  if (self->closed)
    return TRUE;
  if (mj_match_is_finished (mj_table_session_get_match (self->session)))
    ok = finish (self, error);
  else if (mj_table_session_is_played (self->session))
    ok = mj_table_keeper_save_now (self, error);
  else
    {
      mj_save_writer_forget (self->writer);
      /* (the recorder deletes a match without a hand from the history) */
      if (self->recorder != NULL)
        mj_history_recorder_set_keep (self->recorder, FALSE);
      g_clear_object (&self->recorder);
    }
  self->closed = TRUE;
  return ok;
}

/**
 * mj_table_keeper_finish_kept:
 * @path: the save of a match that is over (its #MjSaveInfo says finished)
 * @history: (nullable): the score history
 *
 * A match that ended just before the application stopped: its end is recorded in the
 * history (if it was not) and its save deleted.
 *
 * Returns: %FALSE with @error set if the save could not be read or the history written;
 *   the save is then left as it is
 */
gboolean
mj_table_keeper_finish_kept (const char  *path,
                             MjHistory   *history,
                             GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(MjHistoryRecorder) recorder = NULL;
  MjSessionDoc doc;
  JsonNode *root;
  gboolean ok;

  g_return_val_if_fail (path != NULL, FALSE);

  root = read_document (path, parser, error);
  if (root == NULL)
    return FALSE;
  ok = mj_session_doc_read (root, &doc, error);
  if (ok && history != NULL && doc.history_match > 0 && !mj_history_is_read_only (history))
    {
      recorder = mj_history_recorder_new_resumed (history, doc.match, doc.history_match, error);
      ok = recorder != NULL;
      if (ok)
        mj_history_recorder_set_keep (recorder, TRUE);
    }
  mj_session_doc_clear (&doc);
  return ok && mj_saves_remove (path, error);
}
