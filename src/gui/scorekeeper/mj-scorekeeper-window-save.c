/* mj-scorekeeper-window-save.c: the match being scored kept in its save file, and continued
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match begun in the score history is kept in a save file of its own from its first hand,
 * as the table's matches are: after every change the window's state is made into a plain
 * MjScorekeeperSave (mj-scorekeeper-save.c) on the spot and written in a thread by an
 * MjSaveWriter, the newest state winning, whole or not at all. Closing the window saves at
 * once and asks nothing; "Finish Match" deletes the save. A write that fails is told once,
 * the save before it stays whole, and entering goes on.
 *
 * Continuing takes the hands recorded from the score history, which is their truth: the
 * players, the rules, the balances, and the dealer and the wind, replayed hand by hand as
 * "Record Hand" moved them on. The save gives the hand being entered, as it was left; not if
 * the history holds it already (the window stopped between recording a hand and saving the
 * next), and then the next hand begins empty.
 */

#define G_LOG_DOMAIN "mj-scorekeeper"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-saves.h"
#include "mj-scorekeeper-window-private.h"

/* The window's state as a save, and back */

static void
fill_save (MjScorekeeperWindow *self,
           MjScorekeeperSave   *save)
{
  mj_scorekeeper_save_init (save);
  save->saved = g_get_real_time () / G_USEC_PER_SEC;
  save->history_match = self->match_id;
  save->ruleset_id = g_strdup (mj_ruleset_get_id (self->ruleset));
  save->ruleset_name = g_strdup (mj_ruleset_get_name (self->ruleset));
  save->prevailing_wind = (MjWind) self->rotation.prevailing_wind;
  save->hand = self->n_hands + 1;
  save->dealer = self->rotation.dealer;
  save->shown = self->current;
  for (guint seat = 0; seat < 4; seat++)
    {
      MjHand *hand = &save->seats[seat];
      const MjScorekeeperSeat *s = &self->seats[seat];

      save->names[seat] = g_strdup (gtk_string_list_get_string (self->names, seat));
      save->balances[seat] = self->balance[seat];
      hand->seat_wind = (MjWind) ((seat + 4 - self->rotation.dealer) % 4);
      hand->prevailing_wind = save->prevailing_wind;
      memcpy (hand->concealed, s->concealed, sizeof hand->concealed);
      memcpy (hand->melds, s->melds, sizeof hand->melds);
      hand->n_melds = s->n_melds;
      hand->bonus = s->bonus;
    }
  save->winner = self->winner;
  save->winning_tile = self->winning_tile;
  save->how = self->how;
  save->from = self->from;
  save->special = self->special;
  save->liable = self->liable;
  save->goulash = self->goulash;
}

/* The hand being entered as @save left it, its dealer and wind with it. */
static void
restore_hand (MjScorekeeperWindow     *self,
              const MjScorekeeperSave *save)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      const MjHand *hand = &save->seats[seat];
      MjScorekeeperSeat *s = &self->seats[seat];

      memcpy (s->concealed, hand->concealed, sizeof s->concealed);
      memcpy (s->melds, hand->melds, sizeof s->melds);
      s->n_melds = hand->n_melds;
      s->bonus = hand->bonus;
    }
  self->rotation.dealer = (guint8) save->dealer;
  self->rotation.prevailing_wind = (guint8) save->prevailing_wind;
  self->current = save->shown;
  self->winner = save->winner;
  self->winning_tile = save->winning_tile;
  self->how = save->how;
  self->from = save->from;
  self->special = save->special & MJ_SCOREKEEPER_SPECIAL_FLAGS;
  self->liable = save->liable;
  self->goulash = save->goulash;
}

static char *
save_text (MjScorekeeperWindow *self)
{
  MjScorekeeperSave save;
  char *text;

  fill_save (self, &save);
  text = mj_scorekeeper_save_to_text (&save);
  mj_scorekeeper_save_clear (&save);
  return text;
}

/* Callbacks */

static void
save_failed_cb (MjScorekeeperWindow *self,
                const GError        *error,
                MjSaveWriter        *writer)
{
  g_autofree char *text = g_strdup_printf (_("The match could not be saved: %s. Entering goes on; "
                                             "it is saved again at the next change"),
                                           error->message);

  _mj_scorekeeper_toast (self, text);
}

static void
save_recovered_cb (MjScorekeeperWindow *self,
                   MjSaveWriter        *writer)
{
  _mj_scorekeeper_toast (self, _("The match is saved again"));
}

/* Saving */

/**
 * _mj_scorekeeper_save_start:
 * @path: (nullable): the save of a match continued, or %NULL for a new file
 *
 * Keeps the match from now on, after every change.
 */
void
_mj_scorekeeper_save_start (MjScorekeeperWindow *self,
                           const char          *path)
{
  g_autofree char *dir = NULL;
  g_autofree char *new_path = NULL;

  g_assert (self->writer == NULL);

  if (path == NULL)
    {
      dir = mj_saves_get_default_dir ();
      path = new_path = mj_saves_new_path (dir, MJ_SAVE_SCOREKEEPER);
    }
  self->writer = mj_save_writer_new (path);
  g_signal_connect_object (self->writer, "failed", G_CALLBACK (save_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->writer, "recovered", G_CALLBACK (save_recovered_cb), self, G_CONNECT_SWAPPED);
}

/**
 * _mj_scorekeeper_save:
 *
 * Writes the state in the background, if the match is kept.
 */
void
_mj_scorekeeper_save (MjScorekeeperWindow *self)
{
  if (self->writer == NULL || self->names == NULL)
    return;
  mj_save_writer_write (self->writer, save_text (self), self->n_hands);
}

static void
drop_writer (MjScorekeeperWindow *self)
{
  g_signal_handlers_disconnect_by_data (self->writer, self);
  g_clear_object (&self->writer);
}

/**
 * _mj_scorekeeper_save_close:
 *
 * The window closes in the middle of a match: the state is written now, and nothing after.
 */
void
_mj_scorekeeper_save_close (MjScorekeeperWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->writer == NULL)
    return;
  if (self->names != NULL && !mj_save_writer_write_now (self->writer, save_text (self), self->n_hands, &error))
    g_warning ("The match could not be saved as its window closed; the save before is kept: %s", error->message);
  drop_writer (self);
}

/**
 * _mj_scorekeeper_save_forget:
 *
 * The match is over: its save is deleted, and nothing is written after.
 */
void
_mj_scorekeeper_save_forget (MjScorekeeperWindow *self)
{
  if (self->writer == NULL)
    return;
  mj_save_writer_forget (self->writer);
  drop_writer (self);
}

/* Continuing */

/* The match of a save, unfinished and scored at a table; %NULL with @error set, and
 * @at_fault saying whether the save is to blame (and not the history, unreadable). */
static MjHistoryMatch *
find_match (MjHistory  *history,
            gint64      id,
            gboolean   *at_fault,
            GError    **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(MjHistoryMatch) match = mj_history_get_match (history, id, &local);

  *at_fault = TRUE;
  if (match == NULL && !g_error_matches (local, MJ_ERROR, MJ_ERROR_NOT_FOUND))
    {
      *at_fault = FALSE;
      g_propagate_error (error, g_steal_pointer (&local));
    }
  else if (match == NULL || match->deleted != 0)
    g_set_error_literal (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("its match is no longer in the score history"));
  else if (match->finished != 0)
    g_set_error_literal (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("its match is finished in the score history"));
  else if (match->place != MJ_HISTORY_PLACE_TABLE)
    g_set_error_literal (error, MJ_ERROR, MJ_ERROR_INVALID, _("its match was not scored at a table"));
  else
    return g_steal_pointer (&match);
  return NULL;
}

/* The deal as the hands recorded left it: each hand's dealer and wind as they were (the
 * person may have changed them), then moved on as "Record Hand" moved it. */
static void
replay_rotation (MjRotation *rotation,
                 MjRuleset  *ruleset,
                 guint       first_dealer,
                 GPtrArray  *hands)
{
  memset (rotation, 0, sizeof *rotation);
  rotation->dealer = (guint8) first_dealer;
  for (guint i = 0; i < hands->len; i++)
    {
      const MjHistoryHand *h = hands->pdata[i];

      rotation->dealer = (guint8) h->dealer;
      rotation->prevailing_wind = (guint8) h->prevailing_wind;
      mj_rotation_move_on (rotation, ruleset, h->winner);
    }
}

/**
 * mj_scorekeeper_window_new_continued:
 * @parent: (nullable): the main window
 * @history: the score history that holds the match
 * @settings: (nullable): the application's settings
 * @path: a scorekeeper's save file, from mj_saves_list()
 *
 * Reopens a match scored at a real table where it was left: its players, rules, hands
 * recorded and balances from @history, the dealer and the wind as they were, and the hand
 * being entered as it was. It goes on being kept in @path. A save that cannot be continued
 * (damaged, from a newer version, or whose match is gone from the history or finished) is
 * moved aside, never deleted; the history is not touched.
 *
 * Returns: (transfer full) (nullable): the window, or %NULL with @error set
 */
MjScorekeeperWindow *
mj_scorekeeper_window_new_continued (GtkWindow   *parent,
                                     MjHistory   *history,
                                     GSettings   *settings,
                                     const char  *path,
                                     GError     **error)
{
  MjScorekeeperWindow *self;
  MjScorekeeperSave save;
  g_autoptr(MjHistoryMatch) match = NULL;
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  const char *names[4];
  GError *local = NULL;
  gboolean at_fault = TRUE;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_HISTORY (history), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!mj_scorekeeper_save_load (path, &save, &local))
    at_fault = !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  else if ((match = find_match (history, save.history_match, &at_fault, &local)) != NULL)
    {
      /* from here on, what fails is the history's reading */
      at_fault = FALSE;
      ruleset = mj_history_get_match_ruleset (history, match->id, &local);
      if (ruleset != NULL)
        hands = mj_history_get_match_hands (history, match->id, &local);
    }
  if (hands == NULL)
    {
      if (at_fault)
        mj_saves_keep_aside (path, &local);
      else
        g_prefix_error (&local, "%s", _("The match could not be continued: "));
      mj_scorekeeper_save_clear (&save);
      g_propagate_error (error, local);
      return NULL;
    }

  self = mj_scorekeeper_window_new (parent, history, settings);
  self->match_id = match->id;
  self->n_hands = hands->len;
  memcpy (self->balance, match->balances, sizeof self->balance);
  replay_rotation (&self->rotation, ruleset, match->first_dealer, hands);
  self->last_drawn = hands->len > 0 && ((const MjHistoryHand *) hands->pdata[hands->len - 1])->winner < 0;
  for (guint seat = 0; seat < 4; seat++)
    names[seat] = match->player_names[seat] != NULL ? match->player_names[seat] : "";
  _mj_scorekeeper_begin (self, ruleset, names);

  if (save.hand == self->n_hands + 1)
    {
      restore_hand (self, &save);
      _mj_scorekeeper_sync_rows (self);
    }
  mj_scorekeeper_save_clear (&save);

  _mj_scorekeeper_save_start (self, path);
  _mj_scorekeeper_refresh (self);
  return self;
}

/**
 * mj_scorekeeper_window_get_save_path:
 *
 * Returns: (nullable): the file the match is kept in, or %NULL if it is not kept (not
 *   begun, no score history, or over)
 */
const char *
mj_scorekeeper_window_get_save_path (MjScorekeeperWindow *self)
{
  g_return_val_if_fail (MJ_IS_SCOREKEEPER_WINDOW (self), NULL);

  return self->writer != NULL ? mj_save_writer_get_path (self->writer) : NULL;
}
