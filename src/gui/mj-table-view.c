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
 * window's business ("tile-activated").
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-table-view.h"

#define RACK_SLOTS 14

struct _MjTableView
{
  GtkWidget       parent_instance;

  /* Owned References */
  MjTileCache    *cache;
  MjGame         *game;
  GSignalGroup   *game_signals;
  char           *names[4];

  guint8          human;
  guint8          sorted_ponds : 1;
  guint8          reveal : 1;
  int             selected;          /* index in the rack, or -1 */
  MjTile          arranged[MJ_HAND_MAX_CONCEALED];  /* the person's order of the rack */
  guint           n_arranged;
  int             drag_from;
  int             hover;
  guint64         discardable;       /* kinds the person may discard now */

  /* the layout of the last size */
  double          size;              /* the square's side */
  double          ox, oy;            /* its top left corner */
  double          rack_th;           /* the person's rack: tile height */
  double          rack_y;
  double          rack_x;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_HUMAN_SEAT,
  PROP_SORTED_PONDS,
  PROP_REVEAL_HANDS,
  PROP_SELECTED,
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
static guint
rack_tiles (MjTableView *self,
            guint        seat,
            MjTile       tiles[MJ_HAND_MAX_CONCEALED],
            gboolean    *drawn_apart)
{
  guint n, n_out = 0;
  const guint8 *hand;
  MjTile drawn = MJ_TILE_NONE;
  MjSeatView view;
  guint8 left[MJ_N_PLAY_KINDS] = { 0 };

  hand = mj_game_get_hand (self->game, seat, &n);
  mj_game_get_view (self->game, seat, &view);
  if (view.drawn != MJ_TILE_NONE && mj_game_get_turn (self->game) == seat &&
      mj_game_get_phase (self->game) == MJ_PHASE_DISCARDING)
    drawn = view.drawn;

  for (guint i = 0; i < n; i++)
    left[kind_of (hand[i])]++;
  if (drawn != MJ_TILE_NONE)
    left[drawn]--;

  /* the person's own order first, as far as the tiles are still there */
  if (seat == self->human)
    for (guint i = 0; i < self->n_arranged; i++)
      if (left[self->arranged[i]] > 0)
        {
          left[self->arranged[i]]--;
          tiles[n_out++] = self->arranged[i];
        }

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint k = 0; k < left[t]; k++)
      tiles[n_out++] = t;

  *drawn_apart = drawn != MJ_TILE_NONE;
  if (*drawn_apart)
    tiles[n_out++] = drawn;
  return n_out;
}

/* Drawing helpers */

static void
draw_tile (MjTableView *self,
           GtkSnapshot *snapshot,
           guint        face,
           double       x,
           double       y,
           double       height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int device = mj_tile_cache_quantize ((int) (height * scale));
  GdkTexture *texture = mj_tile_cache_lookup (self->cache, face, device);
  double h = (double) device / scale;
  double w = (double) mj_tile_cache_width_for (self->cache, device) / scale;

  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, w, h));
}

static double
tile_width (MjTableView *self,
            double       height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int device = mj_tile_cache_quantize ((int) (height * scale));

  return (double) mj_tile_cache_width_for (self->cache, device) / scale;
}

static double
tile_height (MjTableView *self,
             double       height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  return (double) mj_tile_cache_quantize ((int) (height * scale)) / scale;
}

static void
draw_text (MjTableView *self,
           GtkSnapshot *snapshot,
           const char  *markup,
           double       cx,
           double       cy,
           const GdkRGBA *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  int w, h;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (cx - w / 2.0), (float) (cy - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

/* The wall: a square of stacks, drawn in pinwheel so the four sides never overlap. Each
 * side lies in front of its seat; a stack is drawn as a tile lying face down, the top one
 * a little higher. */
static void
draw_wall_side (MjTableView *self,
                GtkSnapshot *snapshot,
                const MjWall *wall,
                guint        side,
                double       c,
                double       R,
                double       tw,
                double       th)
{
  guint per_side = wall->stacks_per_side;
  gboolean present[64][2] = { { FALSE } };
  double lift = th * 0.18;

  for (guint i = 0; i < wall->n_tiles; i++)
    {
      guint s, k;
      gboolean top;

      if (mj_wall_is_drawn (wall, i))
        continue;
      mj_wall_position (wall, i, &s, &k, &top);
      if (s == side && k < 64)
        present[k][top ? 1 : 0] = TRUE;
    }

  /* stack k counted from the player's right end: the bottom side's right end is at +x */
  for (guint k = 0; k < per_side; k++)
    {
      double x = c + R - (k + 1) * tw;
      double y = c + R;

      if (present[k][0])
        draw_tile (self, snapshot, MJ_TILE_FACE_BACK, x, y, th);
      if (present[k][1])
        draw_tile (self, snapshot, MJ_TILE_FACE_BACK, x, y - lift, th);
    }
}

static void
draw_pond (MjTableView *self,
           GtkSnapshot *snapshot,
           guint        seat,
           double       c,
           double       R,
           gboolean     last_discarder)
{
  guint n;
  guint64 claimed;
  const guint8 *pond = mj_game_get_pond (self->game, seat, &n, &claimed);
  MjTile tiles[MJ_POND_MAX];
  guint n_tiles = 0, columns;
  double tw, th, x0, y0;

  for (guint i = 0; i < n; i++)
    if (!(claimed & (G_GUINT64_CONSTANT (1) << i)))
      tiles[n_tiles++] = kind_of (pond[i]);

  if (self->sorted_ponds)
    {
      /* the Oxenstierna family's habit: discards kept in order of suit and number */
      for (guint i = 1; i < n_tiles; i++)
        for (guint j = i; j > 0 && tiles[j - 1] > tiles[j]; j--)
          {
            MjTile t = tiles[j];

            tiles[j] = tiles[j - 1];
            tiles[j - 1] = t;
          }
    }

  /* Each pond fills a band between the centre and the wall, laid out in pinwheel so that the
   * four never overlap: x from -0.35 R to 0.95 R, y from 0.35 R to 0.95 R. Many discards
   * make the tiles smaller. */
  columns = 9;
  {
    double aspect = mj_tileset_get_aspect (mj_tile_cache_get_tileset (self->cache));
    guint rows = MAX (3u, (n_tiles + columns - 1) / columns);
    double by_width = (R * 1.3) / columns / aspect;
    double by_height = (R * 0.6) / (1 + (rows - 1) * 0.92);

    th = tile_height (self, MIN (by_width, by_height));
    tw = tile_width (self, th);
  }
  x0 = c - R * 0.35;
  y0 = c + R * 0.35;

  for (guint i = 0; i < n_tiles; i++)
    {
      double x = x0 + (i % columns) * tw;
      double y = y0 + (i / columns) * th * 0.92;

      draw_tile (self, snapshot, tiles[i], x, y, th);
    }

  /* the last discard, not yet claimed, is marked */
  if (last_discarder && n > 0 && !(claimed & (G_GUINT64_CONSTANT (1) << (n - 1))) && !self->sorted_ponds)
    {
      guint i = n_tiles - 1;
      double x = x0 + (i % columns) * tw;
      double y = y0 + (i / columns) * th * 0.92;
      GdkRGBA mark = { 0.98, 0.78, 0.22, 1.0 };
      GskRoundedRect outline;

      gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (x - 1, y - 1, tw + 2, th + 2), 3);
      gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 2, 2, 2, 2 },
                                  (GdkRGBA[4]) { mark, mark, mark, mark });
    }
}

/* A seat's rack, sets and bonus tiles, laid out at the bottom of the square. */
static void
draw_seat (MjTableView *self,
           GtkSnapshot *snapshot,
           guint        seat,
           double       S,
           double       th)
{
  gboolean person = seat == self->human;
  gboolean face_up = person || self->reveal || mj_game_get_phase (self->game) == MJ_PHASE_FINISHED;
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  gboolean drawn_apart;
  guint n = rack_tiles (self, seat, tiles, &drawn_apart);
  double tw = tile_width (self, th);
  double margin = S * 0.012;
  double rack_y = S - margin - th;
  double rack_w = (RACK_SLOTS + 0.5) * tw;
  double x = (S - rack_w) / 2;
  guint n_melds, n_bonus;
  const MjGameMeld *melds = mj_game_get_melds (self->game, seat, &n_melds);
  const guint8 *bonus = mj_game_get_bonus (self->game, seat, &n_bonus);
  double mth = tile_height (self, th * 0.78);
  double mtw = tile_width (self, mth);
  double my = rack_y - margin - mth;
  double mx = x;

  if (person)
    {
      self->rack_th = th;
      self->rack_y = rack_y;
      self->rack_x = x;
    }

  for (guint i = 0; i < n; i++)
    {
      double tx = x + i * tw + (drawn_apart && i == n - 1 ? tw * 0.5 : 0);
      double ty = rack_y;

      if (person && (int) i == self->selected)
        ty -= th * 0.22;
      else if (person && (int) i == self->hover)
        ty -= th * 0.08;

      draw_tile (self, snapshot, face_up ? tiles[i] : MJ_TILE_FACE_BACK, tx, ty, th);

      /* tiles the person may not discard now are dimmed */
      if (person && self->discardable != 0 && !(self->discardable & (G_GUINT64_CONSTANT (1) << tiles[i])))
        gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0.35 },
                                   &GRAPHENE_RECT_INIT (tx, ty, tw, th));
    }

  /* the declared sets: a concealed kong shows its end tiles face down */
  for (guint i = 0; i < n_melds; i++)
    {
      const MjMeld *m = &melds[i].meld;
      guint count = mj_meld_n_tiles (m);

      for (guint j = 0; j < count; j++)
        {
          MjTile t = m->kind == MJ_SET_CHOW ? (MjTile) (m->tile + j) : m->tile;
          gboolean hidden = m->kind == MJ_SET_KONG && m->kong_origin == MJ_KONG_CONCEALED &&
                            (j == 0 || j == 3) && !face_up;

          draw_tile (self, snapshot, hidden ? MJ_TILE_FACE_BACK : t, mx, my, mth);
          mx += mtw;
        }
      mx += mtw * 0.3;
    }

  /* the flowers and seasons, set aside */
  if (n_bonus > 0)
    {
      mx += mtw * 0.4;
      for (guint i = 0; i < n_bonus; i++)
        {
          draw_tile (self, snapshot, kind_of (bonus[i]), mx, my, mth);
          mx += mtw;
        }
    }
}

/* Turns the snapshot so that a seat's things, laid out at the bottom, face that seat. */
static void
turn_to_seat (MjTableView *self,
              GtkSnapshot *snapshot,
              guint        seat,
              double       c)
{
  guint rel = (seat + 4 - self->human) % 4;

  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) c, (float) c));
  gtk_snapshot_rotate (snapshot, -90.0f * (float) rel);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) -c, (float) -c));
}

/* Where a point of a seat's bottom layout lands on the screen. */
static void
seat_point (MjTableView *self,
            guint        seat,
            double       c,
            double       x,
            double       y,
            double      *out_x,
            double      *out_y)
{
  guint rel = (seat + 4 - self->human) % 4;
  double dx = x - c, dy = y - c;

  for (guint i = 0; i < rel; i++)
    {
      /* a quarter turn against the clock, y pointing down */
      double t = dx;

      dx = dy;
      dy = -t;
    }
  *out_x = c + dx;
  *out_y = c + dy;
}

static void
draw_labels (MjTableView *self,
             GtkSnapshot *snapshot,
             double       S,
             double       R)
{
  const GdkRGBA ink = { 0.96, 0.95, 0.9, 1.0 };
  const GdkRGBA gold = { 1.0, 0.84, 0.35, 1.0 };
  double c = S / 2;
  guint turn = mj_game_get_turn (self->game);
  const MjWall *wall = mj_game_get_wall (self->game);
  guint left = mj_wall_live_remaining (wall);
  /* Translators: the wind of the round, e.g. "East round" */
  g_autofree char *round = g_strdup_printf (_("%s round"),
                                            mj_wind_get_name (mj_game_get_prevailing_wind (self->game)));
  g_autofree char *tiles_left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left",
                                                              "%u tiles left", left), left);
  g_autoptr(GString) faces = g_string_new (NULL);
  g_autofree char *dice = NULL;
  g_autofree char *centre = NULL;

  /* the dice this hand's dealer threw to break the wall, as faces and their sum */
  for (guint i = 0; i < wall->n_dice; i++)
    g_string_append_unichar (g_string_append_c (faces, ' '), 0x2680 + CLAMP (wall->dice[i], 1, 6) - 1);
  /* Translators: the dice thrown to break the wall: their faces (symbols), then their sum */
  dice = g_strdup_printf (_("Dice:%s = %u"), faces->str, mj_wall_dice_total (wall));

  for (guint seat = 0; seat < 4; seat++)
    {
      MjWind wind = mj_game_get_seat_wind (self->game, seat);
      g_autofree char *label = NULL;
      double x, y;

      seat_point (self, seat, c, c, c + R + S * 0.075, &x, &y);
      label = g_markup_printf_escaped ("<b>%s</b>%s%s\n%s",
                                       mj_wind_get_name (wind),
                                       seat == mj_game_get_dealer (self->game) ? " ●" : "",
                                       mj_game_is_ready (self->game, seat) ? " ✓" : "",
                                       self->names[seat] != NULL ? self->names[seat] : "");
      draw_text (self, snapshot, label, x, y,
                 seat == turn && mj_game_get_phase (self->game) != MJ_PHASE_FINISHED ? &gold : &ink);
    }

  centre = g_markup_printf_escaped ("<span size='large'><b>%s</b></span>\n%s\n%s", round, tiles_left, dice);
  draw_text (self, snapshot, centre, c, c, &ink);
}

static void
mj_table_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  MjTableView *self = MJ_TABLE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double S = MIN (width, height);
  double c = S / 2;
  const MjWall *wall;
  double wall_tw, wall_th, R, th, opp_th;
  guint per_side;

  if (self->game == NULL || S < 50)
    return;

  self->size = S;
  self->ox = (width - S) / 2;
  self->oy = (height - S) / 2;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) self->ox, (float) self->oy));

  wall = mj_game_get_wall (self->game);
  per_side = MAX (wall->stacks_per_side, 1);
  th = tile_height (self, S / 14.0);
  opp_th = tile_height (self, th * 0.72);
  wall_tw = tile_width (self, tile_height (self, (S * 0.56 / per_side) / mj_tileset_get_aspect (mj_tile_cache_get_tileset (self->cache))));
  wall_th = tile_height (self, wall_tw / mj_tileset_get_aspect (mj_tile_cache_get_tileset (self->cache)));
  R = (per_side * wall_tw - wall_th) / 2;

  for (guint rel = 0; rel < 4; rel++)
    {
      guint seat = (self->human + rel) % 4;
      guint side = seat;

      gtk_snapshot_save (snapshot);
      turn_to_seat (self, snapshot, seat, c);
      draw_wall_side (self, snapshot, wall, side, c, R, wall_tw, wall_th);
      draw_pond (self, snapshot, seat, c, R, seat == mj_game_get_turn (self->game));
      draw_seat (self, snapshot, seat, S, seat == self->human ? th : opp_th);
      gtk_snapshot_restore (snapshot);
    }

  draw_labels (self, snapshot, S, R);
  gtk_snapshot_restore (snapshot);
}

/* Input */

static int
rack_index_at (MjTableView *self,
               double       x,
               double       y)
{
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  gboolean drawn_apart;
  guint n;
  double tw, lx, ly;

  if (self->game == NULL || self->rack_th <= 0)
    return -1;

  n = rack_tiles (self, self->human, tiles, &drawn_apart);
  tw = tile_width (self, self->rack_th);
  lx = x - self->ox;
  ly = y - self->oy;
  if (ly < self->rack_y - self->rack_th * 0.3 || ly > self->rack_y + self->rack_th)
    return -1;

  for (guint i = 0; i < n; i++)
    {
      double tx = self->rack_x + i * tw + (drawn_apart && i == n - 1 ? tw * 0.5 : 0);

      if (lx >= tx && lx < tx + tw)
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
  to = rack_index_at (self, x + dx, self->oy + self->rack_y + self->rack_th / 2);
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
}

/* What a screen reader says of the table: the last discard, as "Five of Circles, discarded
 * by South". */
static void
tile_discarded_cb (MjTableView *self,
                   guint        seat,
                   guint        tile,
                   MjGame      *game)
{
  g_autofree char *text = NULL;

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

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  for (guint i = 0; i < 4; i++)
    g_clear_pointer (&self->names[i], g_free);

  G_OBJECT_CLASS (mj_table_view_parent_class)->dispose (object);
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
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
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
    case PROP_SELECTED:
      mj_table_view_set_selected (self, g_value_get_int (value));
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
  object_class->get_property = mj_table_view_get_property;
  object_class->set_property = mj_table_view_set_property;

  widget_class->snapshot = mj_table_view_snapshot;

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
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, MJ_HAND_MAX_CONCEALED, -1,
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
    "turn-changed", "announcement", "hand-finished",
  };

  self->selected = -1;
  self->hover = -1;
  self->drag_from = -1;

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
  for (guint i = 0; i < G_N_ELEMENTS (game_signals); i++)
    g_signal_group_connect_swapped (self->game_signals, game_signals[i], G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_object (self->game_signals, "tile-discarded", G_CALLBACK (tile_discarded_cb), self,
                                 G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The table"),
                                  -1);
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
  g_signal_connect_object (cache, "changed", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
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
      self->selected = -1;
      self->hover = -1;
      self->discardable = 0;
      self->n_arranged = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
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
      gtk_widget_queue_draw (GTK_WIDGET (self));
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
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_HANDS]);
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
      guint n;
      MjTile tile;

      self->selected = index;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);

      tile = index >= 0 ? mj_table_view_get_rack_tile (self, (guint) index, &n) : MJ_TILE_NONE;
      if (tile != MJ_TILE_NONE)
        {
          /* Translators: the tile selected in the player's rack */
          g_autofree char *label = g_strdup_printf (_("%s, in your hand"), mj_tile_get_name (tile));

          gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, label, -1);
        }
    }
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
  n = rack_tiles (self, self->human, tiles, &drawn_apart);
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
  n = rack_tiles (self, self->human, tiles, &drawn_apart);
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
}
