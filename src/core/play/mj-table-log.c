/* mj-table-log.c: the last things played in a hand, as a table's log tells them
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The log follows the hand being played and keeps the last MJ_TABLE_LOG_MAX things done
 * in it: discards, sets laid down, bonus tiles set aside, what was said aloud that no set
 * shows, the Goulash's exchanges. It is kept with a saved match, so that a match
 * continued tells what was played before it stopped.
 */

#include "config.h"

#include <string.h>

#include "mj-table-log.h"

struct _MjTableLog
{
  GObject       parent_instance;

  MjGame       *game;            /* the hand followed */
  gboolean      keep;            /* restored: the next hand followed is the one saved */
  guint         n_events;
  MjTableEvent  events[MJ_TABLE_LOG_MAX];
};

enum {
  ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjTableLog, mj_table_log, G_TYPE_OBJECT)

static void
add (MjTableLog         *self,
     const MjTableEvent *event)
{
  if (self->n_events == MJ_TABLE_LOG_MAX)
    {
      memmove (self->events, self->events + 1, (MJ_TABLE_LOG_MAX - 1) * sizeof self->events[0]);
      self->n_events--;
    }
  self->events[self->n_events++] = *event;
  g_signal_emit (self, signals[ADDED], 0);
}

static void
tile_discarded_cb (MjTableLog *self,
                   guint       seat,
                   guint       tile,
                   MjGame     *game)
{
  add (self, &(MjTableEvent) { .kind = MJ_TABLE_EVENT_DISCARD, .seat = (guint8) seat, .tile = (guint8) tile,
                               .from = -1 });
}

static void
bonus_exposed_cb (MjTableLog *self,
                  guint       seat,
                  guint       tile,
                  MjGame     *game)
{
  add (self, &(MjTableEvent) { .kind = MJ_TABLE_EVENT_BONUS, .seat = (guint8) seat, .tile = (guint8) tile,
                               .from = -1 });
}

static void
meld_declared_cb (MjTableLog *self,
                  guint       seat,
                  guint       index,
                  MjGame     *game)
{
  guint n_melds = 0;
  const MjGameMeld *melds = mj_game_get_melds (game, seat, &n_melds);

  if (index < n_melds)
    add (self, &(MjTableEvent) { .kind = MJ_TABLE_EVENT_MELD, .seat = (guint8) seat, .meld = melds[index].meld,
                                 .from = melds[index].from });
}

static void
announcement_cb (MjTableLog *self,
                 guint       seat,
                 guint       what,
                 MjGame     *game)
{
  /* the sets and the end of the hand say the rest */
  if (what == MJ_ANNOUNCE_READY || what == MJ_ANNOUNCE_ORIGINAL_CALL || what == MJ_ANNOUNCE_STEP_BACK ||
      what == MJ_ANNOUNCE_TAKE || what == MJ_ANNOUNCE_CALLING_PIECES)
    add (self, &(MjTableEvent) { .kind = MJ_TABLE_EVENT_ANNOUNCEMENT, .seat = (guint8) seat, .what = (guint8) what,
                                 .from = -1 });
}

static void
tiles_exchanged_cb (MjTableLog *self,
                    guint       exchange,
                    MjGame     *game)
{
  add (self, &(MjTableEvent) { .kind = MJ_TABLE_EVENT_EXCHANGE, .what = (guint8) exchange, .from = -1 });
}

static void
mj_table_log_dispose (GObject *object)
{
  mj_table_log_follow (MJ_TABLE_LOG (object), NULL);

  G_OBJECT_CLASS (mj_table_log_parent_class)->dispose (object);
}

static void
mj_table_log_class_init (MjTableLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_table_log_dispose;

  /**
   * MjTableLog::added:
   *
   * Something was played: it is the last of mj_table_log_get_events(), which may have let
   * go of its first to keep MJ_TABLE_LOG_MAX.
   */
  signals[ADDED] =
    g_signal_new ("added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mj_table_log_init (MjTableLog *self)
{
}

MjTableLog *
mj_table_log_new (void)
{
  return g_object_new (MJ_TYPE_TABLE_LOG, NULL);
}

/**
 * mj_table_log_follow:
 * @game: (nullable): the hand now played, or %NULL to follow none
 *
 * Follows @game from its start: the log is emptied, unless it was restored for this hand.
 */
void
mj_table_log_follow (MjTableLog *self,
                     MjGame     *game)
{
  g_return_if_fail (MJ_IS_TABLE_LOG (self));
  g_return_if_fail (game == NULL || MJ_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game == NULL)
    return;
  if (!self->keep)
    self->n_events = 0;
  self->keep = FALSE;
  g_signal_connect_object (game, "tile-discarded", G_CALLBACK (tile_discarded_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "bonus-exposed", G_CALLBACK (bonus_exposed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "meld-declared", G_CALLBACK (meld_declared_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "announcement", G_CALLBACK (announcement_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "tiles-exchanged", G_CALLBACK (tiles_exchanged_cb), self, G_CONNECT_SWAPPED);
}

/**
 * mj_table_log_get_events:
 * @n_events: (out): how many
 *
 * Returns: (array length=n_events): the last things played in the hand, oldest first
 */
const MjTableEvent *
mj_table_log_get_events (MjTableLog *self,
                         guint      *n_events)
{
  g_return_val_if_fail (MJ_IS_TABLE_LOG (self), NULL);
  g_return_val_if_fail (n_events != NULL, NULL);

  *n_events = self->n_events;
  return self->events;
}

/**
 * mj_table_log_get_last_discarder:
 *
 * Returns: the seat that discarded last, or -1 if the log holds no discard
 */
int
mj_table_log_get_last_discarder (MjTableLog *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_LOG (self), -1);

  for (guint i = self->n_events; i-- > 0;)
    if (self->events[i].kind == MJ_TABLE_EVENT_DISCARD)
      return self->events[i].seat;
  return -1;
}

/**
 * mj_table_event_is_valid:
 *
 * Returns: whether @event could have been played: a kind, seat, tile and set of the game's
 */
gboolean
mj_table_event_is_valid (const MjTableEvent *event)
{
  g_return_val_if_fail (event != NULL, FALSE);

  if (event->seat >= 4 || event->from < -1 || event->from >= 4)
    return FALSE;
  switch ((MjTableEventKind) event->kind)
    {
    case MJ_TABLE_EVENT_DISCARD:
    case MJ_TABLE_EVENT_BONUS:
      return event->tile < MJ_N_KINDS;
    case MJ_TABLE_EVENT_MELD:
      return event->meld.tile < MJ_N_PLAY_KINDS && event->meld.kind <= MJ_SET_KONG &&
             event->meld.kong_origin <= MJ_KONG_ADDED;
    case MJ_TABLE_EVENT_ANNOUNCEMENT:
      return event->what <= MJ_ANNOUNCE_CALLING_PIECES;
    case MJ_TABLE_EVENT_EXCHANGE:
      return event->what >= 1 && event->what <= 3;
    default:
      return FALSE;
    }
}

/**
 * mj_table_log_restore:
 * @events: (array length=n_events): what a saved match's log held, oldest first
 *
 * Puts back the log of the hand a saved match was playing; it is kept when the log
 * follows that hand again.
 *
 * Returns: %FALSE, and the log left empty, if there are too many events or one is not
 *   valid (see mj_table_event_is_valid())
 */
gboolean
mj_table_log_restore (MjTableLog         *self,
                      const MjTableEvent *events,
                      guint               n_events)
{
  g_return_val_if_fail (MJ_IS_TABLE_LOG (self), FALSE);
  g_return_val_if_fail (events != NULL || n_events == 0, FALSE);

  self->n_events = 0;
  self->keep = FALSE;
  if (n_events > MJ_TABLE_LOG_MAX)
    return FALSE;
  for (guint i = 0; i < n_events; i++)
    if (!mj_table_event_is_valid (&events[i]))
      return FALSE;
  memcpy (self->events, events, n_events * sizeof events[0]);
  self->n_events = n_events;
  self->keep = TRUE;
  return TRUE;
}
