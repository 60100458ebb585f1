/* mj-table-view-draw.c: the table view's drawing
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each seat's part of the table (its side of the wall, its discards, its sets and its rack)
 * is laid out once as if it sat at the bottom, and drawn turned by a quarter for each seat
 * after the person's, so every player's things face that player as on a real table. Tile
 * pictures come from the tile cache at device pixels. A tile on its way somewhere leaves its
 * slot empty and is drawn on top by mj-table-view-motion.c; while drawing, the table notes
 * where each tile lies, for the next tile to leave it.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-table-view-private.h"

static inline MjTile
kind_of (guint8 physical)
{
  return mj_tile_physical_kind (physical);
}

/* Drawing helpers */

void
_mj_table_view_draw_tile (MjTableView *self,
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

double
_mj_table_view_tile_width (MjTableView *self,
                           double       height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int device = mj_tile_cache_quantize ((int) (height * scale));

  return (double) mj_tile_cache_width_for (self->cache, device) / scale;
}

double
_mj_table_view_tile_height (MjTableView *self,
                            double       height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  return (double) mj_tile_cache_quantize ((int) (height * scale)) / scale;
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

/**
 * _mj_table_view_place:
 * @x: (in): the left of a tile in @seat's bottom layout
 * @y: its top
 * @height: its height
 * @place: (out): where that tile lies on the table
 */
void
_mj_table_view_place (MjTableView  *self,
                      guint         seat,
                      double        x,
                      double        y,
                      double        height,
                      MjTablePlace *place)
{
  double S = self->size, c = S / 2;
  double cx, cy;

  seat_point (self, seat, c, x + _mj_table_view_tile_width (self, height) / 2, y + height / 2, &cx, &cy);
  place->x = cx / S;
  place->y = cy / S;
  place->angle = -90.0 * ((seat + 4 - self->human) % 4);
  place->height = height / S;
}

/* Draws a tile of @seat's layout in its slot, unless a tile gliding there has not landed
 * yet; returns whether it was drawn. */
static gboolean
draw_slot (MjTableView *self,
           GtkSnapshot *snapshot,
           MjSlotKind   kind,
           guint        seat,
           guint        index,
           guint        sub,
           guint        face,
           double       x,
           double       y,
           double       height)
{
  MjSlot slot = { (guint8) kind, (guint8) seat, (guint8) index, (guint8) sub };

  if (kind != MJ_SLOT_NONE && self->n_glides > 0 && _mj_table_view_motion_land (self, &slot, face, x, y, height))
    return FALSE;
  _mj_table_view_draw_tile (self, snapshot, face, x, y, height);
  return TRUE;
}

static void
draw_text (MjTableView *self,
           GtkSnapshot *snapshot,
           const char  *markup,
           double       cx,
           double       cy,
           double       max_width,
           const GdkRGBA *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  int w, h;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) cx, (float) cy));
  /* a small table: the text shrinks to its room rather than run under the tiles */
  if (max_width > 0 && w > max_width)
    gtk_snapshot_scale (snapshot, (float) (max_width / w), (float) (max_width / w));
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (-w / 2.0), (float) (-h / 2.0)));
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
        _mj_table_view_draw_tile (self, snapshot, MJ_TILE_FACE_BACK, x, y, th);
      if (present[k][1])
        _mj_table_view_draw_tile (self, snapshot, MJ_TILE_FACE_BACK, x, y - lift, th);
    }
}

/**
 * _mj_table_view_wall_place:
 * @index: a tile of the wall, in drawing order
 * @place: (out): where it lay in the last frame
 *
 * Returns: %FALSE if the wall has not been drawn yet
 */
gboolean
_mj_table_view_wall_place (MjTableView  *self,
                           const MjWall *wall,
                           guint         index,
                           MjTablePlace *place)
{
  double c = self->size / 2, R = self->wall_R;
  guint side, k;
  gboolean top;

  if (self->size <= 0 || self->wall_th <= 0)
    return FALSE;
  mj_wall_position (wall, index, &side, &k, &top);
  _mj_table_view_place (self, side, c + R - (k + 1) * self->wall_tw,
                        c + R - (top ? self->wall_th * 0.18 : 0), self->wall_th, place);
  return TRUE;
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
  guint8 order[MJ_POND_MAX];         /* each tile shown: its place in the game's order */
  guint n_tiles = 0, columns;
  double tw, th, x0, y0;

  for (guint i = 0; i < n && i < MJ_POND_MAX; i++)
    if (!(claimed & (G_GUINT64_CONSTANT (1) << i)))
      {
        order[n_tiles] = (guint8) i;
        tiles[n_tiles++] = kind_of (pond[i]);
      }

  if (self->sorted_ponds)
    {
      /* the Oxenstierna family's habit: discards kept in order of suit and number */
      for (guint i = 1; i < n_tiles; i++)
        for (guint j = i; j > 0 && tiles[j - 1] > tiles[j]; j--)
          {
            MjTile t = tiles[j];
            guint8 o = order[j];

            tiles[j] = tiles[j - 1];
            tiles[j - 1] = t;
            order[j] = order[j - 1];
            order[j - 1] = o;
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

    th = _mj_table_view_tile_height (self, MIN (by_width, by_height));
    tw = _mj_table_view_tile_width (self, th);
  }
  x0 = c - R * 0.35;
  y0 = c + R * 0.35;

  self->pond_last_n[seat] = 0;
  for (guint i = 0; i < n_tiles; i++)
    {
      double x = x0 + (i % columns) * tw;
      double y = y0 + (i / columns) * th * 0.92;
      gboolean latest = order[i] == n - 1;

      /* the latest discard of the hand, not yet claimed, is marked, in sorted ponds too */
      if (draw_slot (self, snapshot, MJ_SLOT_POND, seat, order[i], 0, tiles[i], x, y, th) &&
          latest && last_discarder)
        {
          GdkRGBA mark = { 0.98, 0.78, 0.22, 1.0 };
          GskRoundedRect outline;

          gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (x - 1, y - 1, tw + 2, th + 2), 3);
          gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 2, 2, 2, 2 },
                                      (GdkRGBA[4]) { mark, mark, mark, mark });
        }
      if (latest)
        {
          _mj_table_view_place (self, seat, x, y, th, &self->pond_last[seat]);
          self->pond_last_n[seat] = (guint8) n;
        }
    }
}

static void
draw_wild_mark (GtkSnapshot *snapshot,
                double       x,
                double       y,
                double       w,
                double       h)
{
  static const GdkRGBA gold = { 0.85, 0.65, 0.13, 1.0 };
  GskRoundedRect edge;
  float width = (float) MAX (2.0, w * 0.08);

  gsk_rounded_rect_init_from_rect (&edge, &GRAPHENE_RECT_INIT (x, y, w, h), (float) (w * 0.12));
  gtk_snapshot_append_border (snapshot, &edge, (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { gold, gold, gold, gold });
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
  guint n = _mj_table_view_rack_tiles (self, seat, tiles, &drawn_apart);
  double tw = _mj_table_view_tile_width (self, th);
  double margin = S * 0.012;
  double rack_y = S - margin - th;
  double rack_w = (MJ_TABLE_VIEW_RACK_SLOTS + 0.5) * tw;
  double x = (S - rack_w) / 2;
  guint n_melds, n_bonus;
  const MjGameMeld *melds = mj_game_get_melds (self->game, seat, &n_melds);
  const guint8 *bonus = mj_game_get_bonus (self->game, seat, &n_bonus);
  double mth = _mj_table_view_tile_height (self, th * 0.78);
  double mtw = _mj_table_view_tile_width (self, mth);
  double my = rack_y - margin - mth;
  double mx = x;
  MjRackRecord *record = &self->racks[seat];
  MjSlot middle = { MJ_SLOT_RACK_MIDDLE, (guint8) seat, 0, 0 };

  if (person)
    {
      self->rack_th = th;
      self->rack_y = rack_y;
      self->rack_x = x;
    }

  record->valid = TRUE;
  record->face_up = face_up;
  record->drawn_apart = drawn_apart;
  record->n = (guint8) n;
  _mj_table_view_place (self, seat, x + (n * tw - tw) / 2, rack_y, th, &record->middle);
  if (self->n_glides > 0)
    _mj_table_view_motion_land (self, &middle, MJ_TILE_FACE_BACK, x + (n * tw - tw) / 2, rack_y, th);

  for (guint i = 0; i < n; i++)
    {
      double tx = x + i * tw + (drawn_apart && i == n - 1 ? tw * 0.5 : 0);
      double ty = rack_y;
      MjSlotKind slot = MJ_SLOT_NONE;

      if (person && (int) i == self->selected)
        ty -= th * 0.22;
      else if (person && (int) i == self->hover)
        ty -= th * 0.08;

      /* a tile coming to the rack lands apart if just drawn, else after its like */
      if (drawn_apart && i == n - 1)
        slot = MJ_SLOT_RACK_DRAWN;
      else if (face_up)
        {
          slot = MJ_SLOT_RACK_KIND;
          for (guint j = i + 1; j < (drawn_apart ? n - 1 : n); j++)
            if (tiles[j] == tiles[i])
              slot = MJ_SLOT_NONE;
        }

      record->kinds[i] = tiles[i];
      _mj_table_view_place (self, seat, tx, ty, th, &record->slots[i]);
      if (!draw_slot (self, snapshot, slot, seat, 0, slot == MJ_SLOT_RACK_KIND ? tiles[i] : 0,
                      face_up ? tiles[i] : MJ_TILE_FACE_BACK, tx, ty, th))
        continue;

      /* in a Goulash the twos of bamboo are wild: a gold edge says so */
      if (face_up && tiles[i] == MJ_WILD_TILE && mj_game_is_goulash (self->game))
        draw_wild_mark (snapshot, tx, ty, tw, th);

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

          draw_slot (self, snapshot, MJ_SLOT_MELD, seat, i, j, hidden ? MJ_TILE_FACE_BACK : t, mx, my, mth);
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
          _mj_table_view_draw_tile (self, snapshot, kind_of (bonus[i]), mx, my, mth);
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
      draw_text (self, snapshot, label, x, y, 0,
                 seat == turn && mj_game_get_phase (self->game) != MJ_PHASE_FINISHED ? &gold : &ink);
    }

  centre = g_markup_printf_escaped ("<span size='large'><b>%s</b></span>\n%s\n%s", round, tiles_left, dice);
  /* the centre, between the four ponds */
  draw_text (self, snapshot, centre, c, c, R * 0.62, &ink);
}

void
_mj_table_view_snapshot (MjTableView *self,
                         GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double S = MIN (width, height);
  double c = S / 2;
  const MjWall *wall;
  double wall_tw, wall_th, R, th, opp_th, aspect;
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
  th = _mj_table_view_tile_height (self, S / 14.0);
  opp_th = _mj_table_view_tile_height (self, th * 0.72);
  aspect = mj_tileset_get_aspect (mj_tile_cache_get_tileset (self->cache));
  wall_tw = _mj_table_view_tile_width (self, _mj_table_view_tile_height (self, (S * 0.56 / per_side) / aspect));
  wall_th = _mj_table_view_tile_height (self, wall_tw / aspect);
  R = (per_side * wall_tw - wall_th) / 2;
  self->wall_R = R;
  self->wall_tw = wall_tw;
  self->wall_th = wall_th;

  _mj_table_view_motion_begin (self);

  for (guint rel = 0; rel < 4; rel++)
    {
      guint seat = (self->human + rel) % 4;
      guint side = seat;

      gtk_snapshot_save (snapshot);
      turn_to_seat (self, snapshot, seat, c);
      draw_wall_side (self, snapshot, wall, side, c, R, wall_tw, wall_th);
      draw_pond (self, snapshot, seat, c, R, (int) seat == self->last_discarder);
      draw_seat (self, snapshot, seat, S, seat == self->human ? th : opp_th);
      gtk_snapshot_restore (snapshot);
    }

  draw_labels (self, snapshot, S, R);
  /* the tiles on their way, above everything */
  _mj_table_view_motion_snapshot (self, snapshot);
  gtk_snapshot_restore (snapshot);
}
