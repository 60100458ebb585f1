/* mj-table-view-motion.c: tiles glide from where they were to where they land
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When a tile moves on the table (drawn from the wall, discarded, claimed) the game is
 * already in its new state: the view only shows the way there. The tile's new slot stays
 * empty while the tile glides to it from where it lay in the last frame, drawn above
 * everything and eased out. Where it lands is found anew in each frame by the drawing
 * itself, so a resized window or a re-sorted pond does not lose it, and a glide whose slot
 * is gone (the hand ended, the tile was claimed) simply ends. Nothing here holds the game
 * up: the glides only follow the frame clock, and a new move while one glides starts from
 * wherever the tile is. A test may set the time the glides read
 * (_mj_table_view_motion_set_clock()), so that it steps through a glide however busy the
 * machine is.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-table-view-private.h"

static inline MjTile
kind_of (guint8 physical)
{
  return mj_tile_physical_kind (physical);
}

static inline gboolean
slot_equal (const MjSlot *a,
            const MjSlot *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->index == b->index && a->sub == b->sub;
}

static gboolean
animations_enabled (MjTableView *self)
{
  gboolean enabled = TRUE;

  if (self->animation_ms == 0 || self->size <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
remove_glide (MjTableView *self,
              guint        index)
{
  self->glides[index] = self->glides[--self->n_glides];
}

/* The time the glides go by: the frame's, or the one a test set. */
static gint64
frame_time (MjTableView   *self,
            GdkFrameClock *clock)
{
  if (self->test_clock != 0)
    return self->test_clock;
  return gdk_frame_clock_get_frame_time (clock);
}

/* How far the glide has come, eased out: fast off the rack, gently into its slot. */
static double
progress (MjTableView   *self,
          const MjGlide *glide)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  double t;

  if (glide->start == 0 || clock == NULL || glide->duration <= 0)
    return 0.0;
  t = (double) (frame_time (self, clock) - glide->start) / (double) glide->duration;
  t = CLAMP (t, 0.0, 1.0);
  return 1.0 - (1.0 - t) * (1.0 - t) * (1.0 - t);
}

/* Where the gliding tile is now. */
static void
glide_place (MjTableView   *self,
             const MjGlide *glide,
             MjTablePlace  *at)
{
  const MjTablePlace *a = &glide->from, *b = &glide->landing;
  double e = progress (self, glide);
  /* the shorter way round, for a tile passed from one seat to another */
  double turn = fmod (b->angle - a->angle + 540.0, 360.0) - 180.0;

  at->x = a->x + (b->x - a->x) * e;
  at->y = a->y + (b->y - a->y) * e;
  at->angle = a->angle + turn * e;
  at->height = a->height + (b->height - a->height) * e;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  MjTableView *self = MJ_TABLE_VIEW (widget);
  gint64 now = frame_time (self, clock);

  for (guint i = self->n_glides; i-- > 0;)
    {
      MjGlide *glide = &self->glides[i];

      /* a glide starts with the first frame that shows it */
      if (glide->start == 0)
        glide->start = now;
      else if (now - glide->start >= glide->duration)
        remove_glide (self, i);
    }
  gtk_widget_queue_draw (widget);

  /* while a test holds the clock nothing moves: no frames until it sets another time */
  if (self->n_glides == 0 || self->test_clock != 0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
ensure_ticking (MjTableView *self)
{
  if (self->tick_id == 0 && self->n_glides > 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

/* Sends a tile from @from to @to; a tile already on its way there is replaced. */
static void
start_glide (MjTableView        *self,
             const MjSlot       *to,
             guint               face,
             const MjTablePlace *from)
{
  MjGlide *glide = NULL;

  if (!animations_enabled (self))
    return;

  for (guint i = 0; i < self->n_glides && glide == NULL; i++)
    if (slot_equal (&self->glides[i].to, to))
      glide = &self->glides[i];
  if (glide == NULL && self->n_glides == MJ_TABLE_VIEW_MAX_GLIDES)
    remove_glide (self, 0);
  if (glide == NULL)
    glide = &self->glides[self->n_glides++];

  *glide = (MjGlide) {
    .to = *to,
    .from = *from,
    .landing = *from,
    .face = face,
    .duration = (gint64) self->animation_ms * 1000,
  };

  ensure_ticking (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A tile gliding to @slot that moves on before landing: it goes on from where it is. */
static gboolean
take_over (MjTableView  *self,
           const MjSlot *slot,
           MjTablePlace *at)
{
  for (guint i = 0; i < self->n_glides; i++)
    if (slot_equal (&self->glides[i].to, slot))
      {
        glide_place (self, &self->glides[i], at);
        remove_glide (self, i);
        return TRUE;
      }
  return FALSE;
}

/* Where a tile leaving @seat's rack starts from: its own slot in a rack face up (the
 * person's selected tile first, then the one just drawn), else the rack's middle, so that
 * nothing is told of a hidden hand. */
static gboolean
rack_source (MjTableView  *self,
             guint         seat,
             MjTile        tile,
             MjTablePlace *from)
{
  const MjRackRecord *record = &self->racks[seat];
  int found = -1;

  if (!record->valid)
    return FALSE;
  *from = record->middle;
  if (!record->face_up)
    return TRUE;

  if (seat == self->human && self->selected >= 0 && self->selected < record->n &&
      record->kinds[self->selected] == tile)
    found = self->selected;
  else if (record->drawn_apart && record->n > 0 && record->kinds[record->n - 1] == tile)
    found = record->n - 1;
  else
    for (guint i = 0; i < record->n; i++)
      if (record->kinds[i] == tile)
        found = (int) i;

  if (found >= 0)
    {
      MjSlot drawn = { MJ_SLOT_RACK_DRAWN, (guint8) seat, 0, 0 };

      *from = record->slots[found];
      /* the tile just drawn, thrown before it reached the rack */
      if (record->drawn_apart && found == record->n - 1)
        take_over (self, &drawn, from);
    }
  return TRUE;
}

/* A claimed discard leaves @discarder's pond, where it lay as the pond's @n-th tile. */
static void
glide_from_pond (MjTableView  *self,
                 guint         discarder,
                 guint         n,
                 const MjSlot *to,
                 guint         face)
{
  MjSlot pond = { MJ_SLOT_POND, (guint8) discarder, (guint8) (n - 1), 0 };
  MjTablePlace from;

  if (!take_over (self, &pond, &from))
    {
      if (self->pond_last_n[discarder] != n)
        return;
      from = self->pond_last[discarder];
    }
  start_glide (self, to, face, &from);
}

/* The game */

static void
tile_drawn_cb (MjTableView *self,
               guint        seat,
               guint        tile,
               gboolean     replacement,
               MjGame      *game)
{
  const MjWall *wall = mj_game_get_wall (game);
  MjSlot to = { MJ_SLOT_RACK_DRAWN, (guint8) seat, 0, 0 };
  MjTablePlace from;
  guint index;

  self->discard_seat = -1;
  self->claim_seat = -1;

  /* a flower or season is laid aside at once; its replacement glides */
  if (mj_tile_is_bonus ((MjTile) tile) || !animations_enabled (self))
    return;

  /* the live wall is drawn from its front, replacements from its back */
  index = replacement ? wall->back : (guint) wall->front - 1;
  if (index < wall->n_tiles && _mj_table_view_wall_place (self, wall, index, &from))
    start_glide (self, &to, MJ_TILE_FACE_BACK, &from);
}

static void
tile_discarded_cb (MjTableView *self,
                   guint        seat,
                   guint        tile,
                   MjGame      *game)
{
  guint n;
  guint64 claimed;
  MjTablePlace from;

  mj_game_get_pond (game, seat, &n, &claimed);
  self->discard_seat = (int) seat;
  self->discard_n = n;
  self->claim_seat = -1;

  if (n > 0 && animations_enabled (self) && rack_source (self, seat, (MjTile) tile, &from))
    {
      MjSlot to = { MJ_SLOT_POND, (guint8) seat, (guint8) (n - 1), 0 };

      start_glide (self, &to, tile, &from);
    }
}

static void
claim_resolved_cb (MjTableView *self,
                   int          seat,
                   guint        action,
                   MjGame      *game)
{
  int discarder = self->discard_seat;
  guint n;
  guint64 claimed;
  const guint8 *pond;
  MjTile tile;
  MjSlot to;

  self->discard_seat = -1;
  if (seat < 0 || seat > 3 || discarder < 0)
    return;
  pond = mj_game_get_pond (game, (guint) discarder, &n, &claimed);
  if (n < self->discard_n || self->discard_n == 0)
    return;
  tile = kind_of (pond[self->discard_n - 1]);

  switch ((MjActionKind) action)
    {
    case MJ_ACTION_PUNG:
    case MJ_ACTION_KONG:
    case MJ_ACTION_CHOW:
      /* the set is laid down next ("meld-declared") */
      self->claim_seat = seat;
      self->claim_from = discarder;
      return;

    case MJ_ACTION_TAKE:
    case MJ_ACTION_WIN:
      /* into the hand: to its slot if the hand is seen, or shown at the end */
      if (action == MJ_ACTION_WIN || self->racks[seat].face_up)
        to = (MjSlot) { MJ_SLOT_RACK_KIND, (guint8) seat, 0, (guint8) tile };
      else
        to = (MjSlot) { MJ_SLOT_RACK_MIDDLE, (guint8) seat, 0, 0 };
      glide_from_pond (self, (guint) discarder, self->discard_n, &to, tile);
      return;

    default:
      return;
    }
}

static void
meld_declared_cb (MjTableView *self,
                  guint        seat,
                  guint        index,
                  MjGame      *game)
{
  guint n_melds, n;
  guint64 claimed;
  const MjGameMeld *melds = mj_game_get_melds (game, seat, &n_melds);
  const guint8 *pond;
  guint8 physical;

  if (self->claim_seat != (int) seat || index >= n_melds)
    return;
  self->claim_seat = -1;
  pond = mj_game_get_pond (game, (guint) self->claim_from, &n, &claimed);
  if (n < self->discard_n || self->discard_n == 0)
    return;
  physical = pond[self->discard_n - 1];

  /* the claimed tile's place in the set */
  for (guint j = 0; j < mj_meld_n_tiles (&melds[index].meld); j++)
    if (melds[index].physical[j] == physical)
      {
        MjSlot to = { MJ_SLOT_MELD, (guint8) seat, (guint8) index, (guint8) j };

        glide_from_pond (self, (guint) self->claim_from, self->discard_n, &to, kind_of (physical));
        return;
      }
}

static void
turn_changed_cb (MjTableView *self)
{
  self->discard_seat = -1;
  self->claim_seat = -1;
}

/* The view */

void
_mj_table_view_motion_init (MjTableView *self)
{
  self->discard_seat = -1;
  self->claim_seat = -1;

  g_signal_group_connect_object (self->game_signals, "tile-drawn", G_CALLBACK (tile_drawn_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "tile-discarded", G_CALLBACK (tile_discarded_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "claim-resolved", G_CALLBACK (claim_resolved_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "meld-declared", G_CALLBACK (meld_declared_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "turn-changed", G_CALLBACK (turn_changed_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "hand-finished", G_CALLBACK (turn_changed_cb), self,
                                 G_CONNECT_SWAPPED);
}

/* Ends every glide at once and forgets where things were. */
void
_mj_table_view_motion_clear (MjTableView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->n_glides > 0)
    {
      self->n_glides = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->discard_seat = -1;
  self->claim_seat = -1;
  memset (self->racks, 0, sizeof self->racks);
  memset (self->pond_last_n, 0, sizeof self->pond_last_n);
}

/* Called before a frame is drawn: the landings are looked for again. */
void
_mj_table_view_motion_begin (MjTableView *self)
{
  for (guint i = 0; i < self->n_glides; i++)
    self->glides[i].landed = FALSE;
}

/**
 * _mj_table_view_motion_land:
 * @slot: a slot being drawn
 * @face: what it shows
 * @place: where the slot lies
 *
 * Notes where a tile gliding to @slot lands.
 *
 * Returns: whether the slot is to stay empty for now
 */
gboolean
_mj_table_view_motion_land (MjTableView        *self,
                            const MjSlot       *slot,
                            guint               face,
                            const MjTablePlace *place)
{
  for (guint i = 0; i < self->n_glides; i++)
    {
      MjGlide *glide = &self->glides[i];

      if (!slot_equal (&glide->to, slot))
        continue;
      glide->landing = *place;
      glide->face = face;
      glide->landed = TRUE;
      return slot->kind != MJ_SLOT_RACK_MIDDLE;
    }
  return FALSE;
}

/* Draws the gliding tiles, in the square's coordinates, above everything else. */
void
_mj_table_view_motion_snapshot (MjTableView *self,
                                GtkSnapshot *snapshot)
{
  double S = self->size;

  for (guint i = self->n_glides; i-- > 0;)
    {
      MjGlide *glide = &self->glides[i];
      MjTablePlace at;
      double h, w;

      /* its slot is gone: nothing to glide to */
      if (!glide->landed)
        {
          remove_glide (self, i);
          continue;
        }

      glide_place (self, glide, &at);
      h = _mj_table_view_tile_height (self, at.height * S);
      w = _mj_table_view_tile_width (self, h);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (at.x * S), (float) (at.y * S)));
      gtk_snapshot_rotate (snapshot, (float) at.angle);
      /* lifted off the table while it moves */
      gtk_snapshot_push_shadow (snapshot,
                                &(GskShadow) { { 0, 0, 0, 0.35f }, 0, (float) (h * 0.06), (float) (h * 0.12) }, 1);
      _mj_table_view_draw_tile (self, snapshot, glide->face, -w / 2, -h / 2, h);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_restore (snapshot);
    }
}

static void
place_rect (MjTableView        *self,
            const MjTablePlace *place,
            graphene_rect_t    *rect)
{
  double S = self->size;
  double h = _mj_table_view_tile_height (self, place->height * S);
  double w = _mj_table_view_tile_width (self, h);
  gboolean across = fmod (fabs (place->angle) + 45.0, 180.0) > 90.0;
  double rw = across ? h : w, rh = across ? w : h;

  graphene_rect_init (rect, (float) (place->x * S - rw / 2), (float) (place->y * S - rh / 2),
                      (float) rw, (float) rh);
}

/**
 * _mj_table_view_motion_get_glide:
 * @index: a glide, from 0
 * @at: (out) (optional): where its tile is now, in the widget's coordinates
 * @landing: (out) (optional): where it lands, as last drawn
 *
 * For tests.
 *
 * Returns: %FALSE if there are not that many glides
 */
gboolean
_mj_table_view_motion_get_glide (MjTableView     *self,
                                 guint            index,
                                 graphene_rect_t *at,
                                 graphene_rect_t *landing)
{
  MjTablePlace place;

  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);

  if (index >= self->n_glides)
    return FALSE;
  glide_place (self, &self->glides[index], &place);
  if (at != NULL)
    place_rect (self, &place, at);
  if (landing != NULL)
    place_rect (self, &self->glides[index].landing, landing);
  return TRUE;
}

/**
 * _mj_table_view_motion_glide_to:
 * @index: a glide, from 0
 * @kind: (out) (optional): the kind of place it lands in
 * @seat: (out) (optional): whose place that is
 *
 * For tests.
 *
 * Returns: %FALSE if there are not that many glides
 */
gboolean
_mj_table_view_motion_glide_to (MjTableView *self,
                                guint        index,
                                MjSlotKind  *kind,
                                guint       *seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);

  if (index >= self->n_glides)
    return FALSE;
  if (kind != NULL)
    *kind = (MjSlotKind) self->glides[index].to.kind;
  if (seat != NULL)
    *seat = self->glides[index].to.seat;
  return TRUE;
}

/**
 * _mj_table_view_motion_started:
 *
 * For tests.
 *
 * Returns: whether tiles glide and each glide has had its first frame, which found where
 *   it lands
 */
gboolean
_mj_table_view_motion_started (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);

  for (guint i = 0; i < self->n_glides; i++)
    if (self->glides[i].start == 0 || !self->glides[i].landed)
      return FALSE;
  return self->n_glides > 0;
}

/**
 * _mj_table_view_motion_set_clock:
 * @frame_time: the time the glides read from now on, in µs as the frame clock counts; 0
 *   gives them the frame clock back
 *
 * For tests: a glide starts with the first frame that shows it, at the time set then, and
 * is where @frame_time puts it until the test sets another; it ends with the first frame
 * after its time is up. Between two times no frame is asked for, as nothing moves.
 */
void
_mj_table_view_motion_set_clock (MjTableView *self,
                                 gint64       frame_time)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (frame_time >= 0);

  self->test_clock = frame_time;
  ensure_ticking (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * mj_table_view_set_animation_ms:
 * @ms: how long a moving tile takes to glide to its place; 0 for none
 *
 * A tile that moves (drawn, discarded, claimed) glides there in @ms milliseconds, eased
 * out, unless the desktop turns animations off ("gtk-enable-animations"). The game never
 * waits for it.
 */
void
mj_table_view_set_animation_ms (MjTableView *self,
                                guint        ms)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  self->animation_ms = MIN (ms, 10000u);
  if (self->animation_ms == 0 && self->n_glides > 0)
    {
      if (self->tick_id != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
      self->n_glides = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

guint
mj_table_view_get_animation_ms (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  return self->animation_ms;
}

/**
 * mj_table_view_is_animating:
 *
 * Returns: whether a tile is gliding to its place
 */
gboolean
mj_table_view_is_animating (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  return self->n_glides > 0;
}
