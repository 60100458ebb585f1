/* mj-window-keep.c: the window's matches kept: saved as they are played, continued,
 * put away when the window closes
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match at the table has an MjTableKeeper that saves it after every step and records
 * it in the score history once the history is open. Closing the window, quitting, starting
 * another match or continuing another puts it away: kept to be continued if it was played,
 * dropped if nobody played it, finished if it is over; no question is asked. The front page
 * lists what waits to be continued, after putting the saves' folder in order: a save that
 * cannot be read is moved aside (never deleted) and the person told, a match that ended
 * just before the application stopped is finished in the history.
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-player.h"
#include "mj-saves.h"
#include "mj-toast.h"
#include "mj-window-private.h"

static void
toast (MjWindow   *self,
       const char *text)
{
  mj_toast_show (self->toast_overlay, text);
}

static void
save_failed_cb (MjWindow     *self,
                const GError *error)
{
  /* Translators: %s says why (a full disk...); the game goes on, the last save is kept */
  g_autofree char *text = g_strdup_printf (_("The match could not be saved: %s. The last save is kept."),
                                           error->message);

  toast (self, text);
}

static void
saved_cb (MjWindow *self)
{
  toast (self, _("The match is saved again"));
}

static void
record_failed_cb (MjWindow     *self,
                  const GError *error)
{
  /* Translators: %s says why the score history could not be written; the game goes on */
  g_autofree char *text = g_strdup_printf (_("This match is not being saved to the score history: %s"),
                                           error->message);

  toast (self, text);
}

/**
 * _mj_window_keep_watch:
 *
 * Listens to the keeper of the match at the table, and gives it the history if it is open.
 */
void
_mj_window_keep_watch (MjWindow *self)
{
  g_return_if_fail (self->keeper != NULL);

  g_signal_connect_object (self->keeper, "save-failed", G_CALLBACK (save_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->keeper, "saved", G_CALLBACK (saved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->keeper, "record-failed", G_CALLBACK (record_failed_cb), self, G_CONNECT_SWAPPED);
  if (self->history != NULL)
    mj_table_keeper_set_history (self->keeper, self->history);
}

/**
 * _mj_window_put_away:
 *
 * Lets the match at the table go: kept to be continued if it was played and is not over.
 */
/* Whether the match at the table is one to keep when it is put away. */
static gboolean
match_to_keep (MjWindow *self)
{
  return self->session != NULL && self->keeper != NULL &&
         !mj_match_is_finished (mj_table_session_get_match (self->session)) &&
         mj_table_session_is_played (self->session);
}

void
_mj_window_put_away (MjWindow *self)
{
  g_autoptr(GError) error = NULL;
  gboolean kept = match_to_keep (self);

  if (self->keeper == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->keeper, self);
  if (!mj_table_keeper_close (self->keeper, &error))
    {
      g_warning ("The match could not be kept: %s", error->message);
      save_failed_cb (self, error);
    }
  else if (kept)
    toast (self, _("The match you were playing is kept: continue it from the front page"));
  g_clear_object (&self->keeper);
}

/**
 * mj_window_put_away_match:
 *
 * The window closes or the application quits: the match at the table is saved and kept to
 * be continued (the next launch says so), without a question.
 */
void
mj_window_put_away_match (MjWindow *self)
{
  g_return_if_fail (MJ_IS_WINDOW (self));

  if (match_to_keep (self))
    g_settings_set_string (self->settings, "kept-match", mj_table_keeper_get_path (self->keeper));
  _mj_window_game_dispose (self);
}

static gboolean
close_request_cb (MjWindow *self)
{
  mj_window_put_away_match (self);
  return FALSE;
}

/* The saves' folder in order: what cannot be read moved aside (the person told), what
 * ended finished in the history. Returns what waits to be continued. */
static GPtrArray *
tidy_saves (MjWindow *self)
{
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) saves = mj_saves_list (dir, &error);
  GPtrArray *waiting = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_save_info_free);

  if (saves == NULL)
    {
      /* Translators: %s says why the folder of kept matches could not be read */
      g_autofree char *text = g_strdup_printf (_("The kept matches could not be read: %s"), error->message);

      toast (self, text);
      return waiting;
    }

  for (guint i = 0; i < saves->len; i++)
    {
      MjSaveInfo *info = saves->pdata[i];

      if (self->keeper != NULL && g_strcmp0 (info->path, mj_table_keeper_get_path (self->keeper)) == 0)
        continue;
      if (info->problem != NULL)
        {
          g_autoptr(GError) problem = g_error_copy (info->problem);

          mj_saves_keep_aside (info->path, &problem);
          toast (self, problem->message);
          continue;
        }
      if (info->finished)
        {
          g_autoptr(GError) local = NULL;

          /* (finished once the history is open: until then it waits, unlisted) */
          if (self->history != NULL && !mj_table_keeper_finish_kept (info->path, self->history, &local))
            g_warning ("Finishing %s: %s", info->path, local->message);
          continue;
        }
      g_ptr_array_add (waiting, g_steal_pointer (&saves->pdata[i]));
    }
  return waiting;
}

/**
 * _mj_window_show_front:
 *
 * Shows the front page, with the matches that wait to be continued.
 */
void
_mj_window_show_front (MjWindow *self)
{
  g_autoptr(GPtrArray) waiting = tidy_saves (self);

  mj_welcome_page_set_saves (self->welcome, waiting);
  adw_window_title_set_subtitle (self->window_title, NULL);
  gtk_stack_set_visible_child_name (self->stack, "welcome");
  mj_welcome_page_focus (self->welcome);
}

/**
 * _mj_window_keep_history_opened:
 *
 * The history is open: the match at the table is recorded, and the matches that ended just
 * before the application last stopped are finished there.
 */
void
_mj_window_keep_history_opened (MjWindow *self)
{
  if (self->keeper != NULL)
    mj_table_keeper_set_history (self->keeper, self->history);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "welcome") == 0)
    _mj_window_show_front (self);
  else
    {
      g_autoptr(GPtrArray) waiting = tidy_saves (self);
    }
}

/**
 * mj_window_continue_match:
 * @path: a save of a match at the table
 *
 * Puts the match at the table away and continues the one saved in @path exactly where it
 * was left. A save that cannot be continued is moved aside and the person told why.
 */
void
mj_window_continue_match (MjWindow   *self,
                          const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTableKeeper) keeper = NULL;

  g_return_if_fail (MJ_IS_WINDOW (self));
  g_return_if_fail (path != NULL);

  /* already at the table */
  if (self->keeper != NULL && g_strcmp0 (mj_table_keeper_get_path (self->keeper), path) == 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "table");
      return;
    }

  keeper = mj_table_keeper_new_resumed (path, mj_ai_get_computer_players (), &error);
  if (keeper == NULL)
    {
      toast (self, error->message);
      _mj_window_show_front (self);
      return;
    }
  _mj_window_attach_session (self, mj_table_keeper_get_session (keeper), keeper);
}

void
_mj_window_keep_init (MjWindow *self)
{
  g_autofree char *kept = g_settings_get_string (self->settings, "kept-match");

  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  _mj_window_show_front (self);

  /* the match left when the application last closed */
  if (kept[0] != '\0')
    {
      if (g_file_test (kept, G_FILE_TEST_EXISTS))
        toast (self, _("Your last match was kept: continue it when you like"));
      g_settings_set_string (self->settings, "kept-match", "");
    }
}
