/* mj-table-view.c: the table, drawn from the game
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One custom widget draws the whole table in a square in the middle of its allocation.
 * Each seat's part of the table (its side of the wall, its discards, its sets and its rack)
 * is laid out once as if it sat at the bottom, and drawn turned by a quarter for each seat
 * after the person's, so every player's things face that player as on a real table. Tile
 * pictures come from the tile cache at device pixels. The view only reads the game and
 * redraws when the game's signals say something changed; what a click means is the
 * window's business ("tile-activated"). The drawing is in mj-table-view-draw.c, and a tile
 * that moves glides there (mj-table-view-motion.c). The players' points, which the game
 * does not know, are given by the window with whether to show them as tally sticks.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-memory.h"
#include "mj-table-view-private.h"

enum {
  PROP_0,
  PROP_GAME,
  PROP_HUMAN_SEAT,
  PROP_SORTED_PONDS,
  PROP_REVEAL_HANDS,
  PROP_TALLIES,
  PROP_SELECTED,
  PROP_HINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TILE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjTableView, mj_table_view, GTK_TYPE_WIDGET)

static inline MjTile
kind_of (guint8 physical)
{
  return mj_tile_physical_kind (physical);
}

/* The rack as the person sees it: in the order they arranged it (new tiles sorted in after
 * it), the tile just drawn apart at the right end. */
guint
_mj_table_view_rack_tiles (MjTableView *self,
                           guint        seat,
                           MjTile       tiles[MJ_HAND_MAX_CONCEALED],
                           gboolean    *drawn_apart)
{
  guint n, n_out = 0;
  const guint8 *hand;
  MjTile drawn = MJ_TILE_NONE;
  MjSeatView view;
  guint8 left[MJ_N_KINDS] = { 0 };   /* a bonus tile just drawn is in the hand until it is laid aside */

  hand = mj_game_get_hand (self->game, seat, &n);
  mj_game_get_view (self->game, seat, &view);
  if (view.drawn != MJ_TILE_NONE && mj_game_get_turn (self->game) == seat &&
      mj_game_get_phase (self->game) == MJ_PHASE_DISCARDING)
    drawn = view.drawn;

  for (guint i = 0; i < n; i++)
    left[kind_of (hand[i])]++;
  /* (the game keeps the tile drawn in the hand; the rack never counts below zero) */
  if (drawn != MJ_TILE_NONE && left[drawn] > 0)
    left[drawn]--;
  else
    drawn = MJ_TILE_NONE;

  /* the person's own order first, as far as the tiles are still there */
  if (seat == self->human)
    for (guint i = 0; i < self->n_arranged; i++)
      if (left[self->arranged[i]] > 0)
        {
          left[self->arranged[i]]--;
          tiles[n_out++] = self->arranged[i];
        }

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint k = 0; k < left[t]; k++)
      tiles[n_out++] = t;

  *drawn_apart = drawn != MJ_TILE_NONE;
  if (*drawn_apart)
    tiles[n_out++] = drawn;
  return n_out;
}

static void
mj_table_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  _mj_table_view_snapshot (MJ_TABLE_VIEW (widget), snapshot);
  mj_memory_trim_when_resting ();
}

static void
mj_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  _mj_table_view_a11y_allocate (widget);
}

static void
mj_table_view_unmap (GtkWidget *widget)
{
  /* nobody sees a tile glide: it is where it lands */
  _mj_table_view_motion_clear (MJ_TABLE_VIEW (widget));
  GTK_WIDGET_CLASS (mj_table_view_parent_class)->unmap (widget);
}

/* Input */

/* The person's rack tile at a point: its slot as last drawn, or a little above it, where
 * a chosen tile rises. */
static int
rack_index_at (MjTableView *self,
               double       x,
               double       y)
{
  if (self->game == NULL)
    return -1;

  for (guint i = 0; i < self->n_rack_slots; i++)
    {
      const MjRect *r = &self->rack_slots[i];

      if (x >= r->x && x < r->x + r->w && y >= r->y - r->h * 0.3 && y <= r->y + r->h)
        return (int) i;
    }
  return -1;
}

static void
activate_selected (MjTableView *self)
{
  MjTile tile;
  guint n;

  if (self->selected < 0)
    return;
  tile = mj_table_view_get_rack_tile (self, (guint) self->selected, &n);
  if (tile != MJ_TILE_NONE && (self->discardable & (G_GUINT64_CONSTANT (1) << tile)))
    g_signal_emit (self, signals[TILE_ACTIVATED], 0, (guint) tile);
}

static void
click_pressed_cb (MjTableView     *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  int index = rack_index_at (self, x, y);

  if (index < 0)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index == self->selected || n_press > 1)
    {
      mj_table_view_set_selected (self, index);
      activate_selected (self);
    }
  else
    mj_table_view_set_selected (self, index);
}

static void
drag_begin_cb (MjTableView    *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  self->drag_from = rack_index_at (self, x, y);
}

static void
drag_end_cb (MjTableView    *self,
             double          dx,
             double          dy,
             GtkGestureDrag *gesture)
{
  double x, y;
  int to;

  if (self->drag_from < 0 || (ABS (dx) < 8 && ABS (dy) < 8))
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  to = self->n_rack_slots > 0 ? rack_index_at (self, x + dx, self->rack_slots[0].y + self->rack_slots[0].h / 2) : -1;
  if (to >= 0 && to != self->drag_from)
    {
      mj_table_view_move_tile (self, (guint) self->drag_from, (guint) to);
      mj_table_view_set_selected (self, to);
    }
  self->drag_from = -1;
}

static void
motion_cb (MjTableView              *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *motion)
{
  int index = rack_index_at (self, x, y);

  if (index != self->hover)
    {
      self->hover = index;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
key_pressed_cb (MjTableView           *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  guint n = 0;

  if (self->game == NULL)
    return FALSE;
  mj_table_view_get_rack_tile (self, 0, &n);
  if (n == 0)
    return FALSE;

  if ((state & GDK_CONTROL_MASK) && self->selected >= 0 &&
      (keyval == GDK_KEY_Left || keyval == GDK_KEY_Right))
    {
      int to = self->selected + (keyval == GDK_KEY_Left ? -1 : 1);

      if (to >= 0 && to < (int) n)
        {
          mj_table_view_move_tile (self, (guint) self->selected, (guint) to);
          mj_table_view_set_selected (self, to);
        }
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      mj_table_view_set_selected (self, self->selected <= 0 ? (int) n - 1 : self->selected - 1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      mj_table_view_set_selected (self, self->selected < 0 || self->selected >= (int) n - 1 ? 0 : self->selected + 1);
      return TRUE;
    case GDK_KEY_Home:
      mj_table_view_set_selected (self, 0);
      return TRUE;
    case GDK_KEY_End:
      mj_table_view_set_selected (self, (int) n - 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      activate_selected (self);
      return TRUE;
    default:
      return FALSE;
    }
}

/* The game */

static void
game_changed_cb (MjTableView *self)
{
  guint n = 0;

  if (self->game != NULL)
    mj_table_view_get_rack_tile (self, 0, &n);
  if (self->selected >= (int) n)
    mj_table_view_set_selected (self, (int) n - 1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _mj_table_view_a11y_queue_update (self);
}

/* What a screen reader says of the table besides its tiles (mj-table-view-a11y.c): the last
 * discard, as "Five of Circles, discarded by South". */
static void
tile_discarded_cb (MjTableView *self,
                   guint        seat,
                   guint        tile,
                   MjGame      *game)
{
  g_autofree char *text = NULL;

  self->last_discarder = (int) seat;
  /* Translators: a tile and the wind of the player who discarded it */
  text = g_strdup_printf (_("%s, discarded by %s"), mj_tile_get_name ((MjTile) tile),
                          mj_wind_get_name (mj_game_get_seat_wind (game, seat)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* GObject */

static void
mj_table_view_dispose (GObject *object)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  _mj_table_view_motion_clear (self);
  _mj_table_view_a11y_clear (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  for (guint i = 0; i < 4; i++)
    g_clear_pointer (&self->names[i], g_free);
  _mj_table_view_wall_clear (self);
  for (guint i = 0; i < G_N_ELEMENTS (self->announcements); i++)
    {
      g_clear_handle_id (&self->announcement_ids[i], g_source_remove);
      g_clear_pointer (&self->announcements[i], g_free);
    }

  G_OBJECT_CLASS (mj_table_view_parent_class)->dispose (object);
}

static void
mj_table_view_finalize (GObject *object)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  g_array_unref (self->drawn);
  g_hash_table_unref (self->surfaces);

  G_OBJECT_CLASS (mj_table_view_parent_class)->finalize (object);
}

static void
mj_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_HUMAN_SEAT:
      g_value_set_uint (value, self->human);
      break;
    case PROP_SORTED_PONDS:
      g_value_set_boolean (value, self->sorted_ponds);
      break;
    case PROP_REVEAL_HANDS:
      g_value_set_boolean (value, self->reveal);
      break;
    case PROP_TALLIES:
      g_value_set_boolean (value, self->tallies);
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_HINT:
      g_value_set_int (value, self->hint);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      mj_table_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_HUMAN_SEAT:
      mj_table_view_set_human_seat (self, g_value_get_uint (value));
      break;
    case PROP_SORTED_PONDS:
      mj_table_view_set_sorted_ponds (self, g_value_get_boolean (value));
      break;
    case PROP_REVEAL_HANDS:
      mj_table_view_set_reveal_hands (self, g_value_get_boolean (value));
      break;
    case PROP_TALLIES:
      mj_table_view_set_tallies (self, g_value_get_boolean (value));
      break;
    case PROP_SELECTED:
      mj_table_view_set_selected (self, g_value_get_int (value));
      break;
    case PROP_HINT:
      mj_table_view_set_hint (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_table_view_class_init (MjTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_table_view_dispose;
  object_class->finalize = mj_table_view_finalize;
  object_class->get_property = mj_table_view_get_property;
  object_class->set_property = mj_table_view_set_property;

  widget_class->snapshot = mj_table_view_snapshot;
  widget_class->unmap = mj_table_view_unmap;
  widget_class->size_allocate = mj_table_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, MJ_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HUMAN_SEAT] =
    g_param_spec_uint ("human-seat", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SORTED_PONDS] =
    g_param_spec_boolean ("sorted-ponds", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVEAL_HANDS] =
    g_param_spec_boolean ("reveal-hands", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* each player's points shown as tally sticks beside their plate */
  properties[PROP_TALLIES] =
    g_param_spec_boolean ("tallies", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, MJ_HAND_MAX_CONCEALED, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the tile kind a hint suggests, ringed in the rack; -1: none */
  properties[PROP_HINT] =
    g_param_spec_int ("hint", NULL, NULL, -1, MJ_N_KINDS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MjTableView::tile-activated:
   * @tile: the tile kind the person chose to discard
   */
  signals[TILE_ACTIVATED] =
    g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "mj-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mj_table_view_init (MjTableView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  static const char * const game_signals[] = {
    "tile-drawn", "tile-discarded", "bonus-exposed", "meld-declared", "claim-resolved",
    "turn-changed", "announcement", "tiles-exchanged", "hand-finished",
  };

  self->selected = -1;
  self->hint = -1;
  self->hover = -1;
  self->drag_from = -1;
  self->last_discarder = -1;
  self->drawn = g_array_new (FALSE, FALSE, sizeof (MjDrawnItem));
  self->surfaces = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) cairo_surface_destroy);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  g_signal_connect_swapped (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  /* a tile dragged along the rack moves there */
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  self->game_signals = g_signal_group_new (MJ_TYPE_GAME);
  /* first, so that a moving tile is seen leaving the rack as it was */
  _mj_table_view_motion_init (self);
  for (guint i = 0; i < G_N_ELEMENTS (game_signals); i++)
    g_signal_group_connect_swapped (self->game_signals, game_signals[i], G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_object (self->game_signals, "tile-discarded", G_CALLBACK (tile_discarded_cb), self,
                                 G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The table"),
                                  -1);
  _mj_table_view_a11y_init (self);
}

/* New pictures of the tiles: the tiles and the wall are painted again with them. */
static void
tiles_changed_cb (MjTableView *self)
{
  g_hash_table_remove_all (self->surfaces);
  _mj_table_view_wall_clear (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * mj_table_view_new:
 *
 * Returns: (transfer full): a table drawn with @cache's tiles
 */
GtkWidget *
mj_table_view_new (MjTileCache *cache)
{
  MjTableView *self = g_object_new (MJ_TYPE_TABLE_VIEW, NULL);

  self->cache = g_object_ref (cache);
  g_signal_connect_object (cache, "changed", G_CALLBACK (tiles_changed_cb), self, G_CONNECT_SWAPPED);
  return GTK_WIDGET (self);
}

MjGame *
mj_table_view_get_game (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), NULL);
  return self->game;
}

void
mj_table_view_set_game (MjTableView *self,
                        MjGame      *game)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (game == NULL || MJ_IS_GAME (game));

  if (g_set_object (&self->game, game))
    {
      g_signal_group_set_target (self->game_signals, game);
      _mj_table_view_motion_clear (self);
      self->selected = -1;
      self->hint = -1;
      self->hover = -1;
      self->discardable = 0;
      self->n_arranged = 0;
      self->last_discarder = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      _mj_table_view_a11y_queue_update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
}

/**
 * mj_table_view_set_last_discarder:
 * @seat: the seat that discarded last, or -1
 *
 * Marks the last discard of @seat, as a hand shown again from a save had it marked.
 */
void
mj_table_view_set_last_discarder (MjTableView *self,
                                  int          seat)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (seat >= -1 && seat < 4);

  if (self->last_discarder == seat)
    return;
  self->last_discarder = seat;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _mj_table_view_a11y_queue_update (self);
}

/**
 * mj_table_view_set_spotlight:
 * @kinds: a bit per tile kind to ring in the person's rack, 0 for none
 * @melds: whether to ring the person's declared sets too
 *
 * Points at tiles as a lesson's step does, with a ring no other state uses.
 */
void
mj_table_view_set_spotlight (MjTableView *self,
                             guint64      kinds,
                             gboolean     melds)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->spotlight == kinds && self->spotlight_melds == melds)
    return;
  self->spotlight = kinds;
  self->spotlight_melds = melds;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * mj_table_view_get_spotlight:
 * @melds: (out) (optional): whether the person's sets are ringed
 *
 * Returns: the tile kinds ringed in the person's rack, a bit each
 */
guint64
mj_table_view_get_spotlight (MjTableView *self,
                             gboolean    *melds)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  if (melds != NULL)
    *melds = self->spotlight_melds;
  return self->spotlight;
}

/**
 * mj_table_view_get_last_discarder:
 *
 * Returns: the seat whose last discard is marked, or -1
 */
int
mj_table_view_get_last_discarder (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), -1);
  return self->last_discarder;
}

guint
mj_table_view_get_human_seat (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  return self->human;
}

void
mj_table_view_set_human_seat (MjTableView *self,
                              guint        seat)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < 4);

  if (self->human != seat)
    {
      self->human = (guint8) seat;
      _mj_table_view_motion_clear (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      _mj_table_view_a11y_queue_update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HUMAN_SEAT]);
    }
}

void
mj_table_view_set_player_name (MjTableView *self,
                               guint        seat,
                               const char  *name)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < 4);

  g_free (self->names[seat]);
  self->names[seat] = g_strdup (name);
  /* the plates are measured again for the names */
  self->plate_w = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _mj_table_view_a11y_queue_update (self);
}

gboolean
mj_table_view_get_sorted_ponds (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  return self->sorted_ponds;
}

void
mj_table_view_set_sorted_ponds (MjTableView *self,
                                gboolean     sorted)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->sorted_ponds != !!sorted)
    {
      self->sorted_ponds = !!sorted;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SORTED_PONDS]);
    }
}

gboolean
mj_table_view_get_reveal_hands (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  return self->reveal;
}

void
mj_table_view_set_reveal_hands (MjTableView *self,
                                gboolean     reveal)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->reveal != !!reveal)
    {
      self->reveal = !!reveal;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      _mj_table_view_a11y_queue_update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_HANDS]);
    }
}

gboolean
mj_table_view_get_tallies (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  return self->tallies;
}

/**
 * mj_table_view_set_tallies:
 * @tallies: whether to show the players' points as tally sticks
 *
 * Shows each player's points (mj_table_view_set_points()) as the British book's tally
 * sticks, beside their plate, and says them with the plate to a screen reader. The window
 * decides it as the side panel does (#MjTablePanel:tallies).
 */
void
mj_table_view_set_tallies (MjTableView *self,
                           gboolean     tallies)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->tallies != !!tallies)
    {
      self->tallies = !!tallies;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      _mj_table_view_a11y_queue_update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TALLIES]);
    }
}

int
mj_table_view_get_selected (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), -1);
  return self->selected;
}

void
mj_table_view_set_selected (MjTableView *self,
                            int          index)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->selected != index)
    {
      guint n = 0;

      /* choosing another tile than the one a hint suggests puts the hint away */
      if (self->hint >= 0 && (index < 0 || mj_table_view_get_rack_tile (self, (guint) index, &n) != (MjTile) self->hint))
        mj_table_view_set_hint (self, -1);
      self->selected = index;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      /* at once: a screen reader says the focused table's new name */
      _mj_table_view_a11y_selection (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
    }
}

int
mj_table_view_get_hint (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), -1);
  return self->hint;
}

/**
 * mj_table_view_set_hint:
 * @tile: the kind of the rack's tile a hint suggests, or -1 for none
 *
 * Rings that tile in the person's rack, with a mark no other state of a tile uses, until
 * the person chooses another tile or the hint is put away (-1). Notifies #MjTableView:hint.
 */
void
mj_table_view_set_hint (MjTableView *self,
                        int          tile)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (tile >= -1 && tile < MJ_N_KINDS);

  if (self->hint != tile)
    {
      self->hint = tile;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
    }
}

typedef struct
{
  MjTableView *view;
  guint        slot;
} Announcement;

static gboolean
announcement_done_cb (gpointer user_data)
{
  Announcement *a = user_data;

  a->view->announcement_ids[a->slot] = 0;
  g_clear_pointer (&a->view->announcements[a->slot], g_free);
  gtk_widget_queue_draw (GTK_WIDGET (a->view));
  _mj_table_view_a11y_queue_update (a->view);
  return G_SOURCE_REMOVE;
}

/**
 * mj_table_view_announce:
 * @seat: the seat of the player who says it, or -1 for the table as a whole
 * @text: (nullable): a few words ("Pung!", "Rosa deals first"), or %NULL to clear
 * @ms: how long they show
 *
 * Shows a word a player says on that player's plate, or a word of the table in the middle
 * of the wall: never over tiles.
 */
void
mj_table_view_announce (MjTableView *self,
                        int          seat,
                        const char  *text,
                        guint        ms)
{
  guint slot;
  Announcement *a;

  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (seat >= -1 && seat < 4);

  slot = seat < 0 ? 4 : (guint) seat;
  g_clear_handle_id (&self->announcement_ids[slot], g_source_remove);
  g_free (self->announcements[slot]);
  self->announcements[slot] = g_strdup (text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _mj_table_view_a11y_queue_update (self);
  if (text == NULL)
    return;
  a = g_new (Announcement, 1);
  a->view = self;
  a->slot = slot;
  self->announcement_ids[slot] = g_timeout_add_full (G_PRIORITY_DEFAULT, MAX (ms, 1u), announcement_done_cb, a, g_free);
}

/**
 * mj_table_view_get_announcement:
 * @seat: a seat, or -1 for the middle
 *
 * Returns: (nullable): the words shown there now
 */
const char *
mj_table_view_get_announcement (MjTableView *self,
                                int          seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (seat >= -1 && seat < 4, NULL);

  return self->announcements[seat < 0 ? 4 : seat];
}

/**
 * mj_table_view_set_discardable:
 * @kinds: a bit per tile kind the person may discard now, or 0 when it is not their turn
 */
void
mj_table_view_set_discardable (MjTableView *self,
                               guint64      kinds)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->discardable != kinds)
    {
      self->discardable = kinds;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/**
 * mj_table_view_get_rack_tile:
 * @index: a position in the person's rack as drawn
 * @n_tiles: (out): how many tiles the rack shows
 *
 * Returns: the tile at @index, or %MJ_TILE_NONE
 */
MjTile
mj_table_view_get_rack_tile (MjTableView *self,
                             guint        index,
                             guint       *n_tiles)
{
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  gboolean drawn_apart;
  guint n;

  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), MJ_TILE_NONE);

  *n_tiles = 0;
  if (self->game == NULL)
    return MJ_TILE_NONE;
  n = _mj_table_view_rack_tiles (self, self->human, tiles, &drawn_apart);
  *n_tiles = n;
  return index < n ? tiles[index] : MJ_TILE_NONE;
}

/**
 * mj_table_view_move_tile:
 * @from: a position in the person's rack
 * @to: where to put it
 *
 * Rearranges the rack, as a person moves a tile along a real rack; the order is kept for the
 * rest of the hand. The tile just drawn stays apart.
 */
void
mj_table_view_move_tile (MjTableView *self,
                         guint        from,
                         guint        to)
{
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  gboolean drawn_apart;
  guint n, n_fixed;
  MjTile moved;

  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->game == NULL)
    return;
  n = _mj_table_view_rack_tiles (self, self->human, tiles, &drawn_apart);
  n_fixed = drawn_apart ? n - 1 : n;
  if (from >= n_fixed || to >= n_fixed || from == to)
    return;

  moved = tiles[from];
  if (from < to)
    memmove (&tiles[from], &tiles[from + 1], (to - from) * sizeof (MjTile));
  else
    memmove (&tiles[to + 1], &tiles[to], (from - to) * sizeof (MjTile));
  tiles[to] = moved;

  memcpy (self->arranged, tiles, n_fixed * sizeof (MjTile));
  self->n_arranged = n_fixed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _mj_table_view_a11y_queue_update (self);
}

/**
 * mj_table_view_sort_rack:
 *
 * Puts the person's rack back in order of suit and number.
 */
void
mj_table_view_sort_rack (MjTableView *self)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  self->n_arranged = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _mj_table_view_a11y_queue_update (self);
}
