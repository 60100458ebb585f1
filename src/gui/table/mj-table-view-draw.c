/* mj-table-view-draw.c: the table view's drawing
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A frame draws a scene (mj-table-view-scene.c) where the layout (mj-table-layout.c) puts
 * things: the wall as a square of stacks, its dead wall darker and its next loose tile
 * edged, the dice in the corner beside the break; each player's discards in front of
 * them; each player's line of concealed tiles, declared sets and bonus tiles; the seat
 * plates, upright, where a word a player says is shown, and beside them each player's tally
 * sticks where the points are kept in sticks (mj-table-view-sticks.c); the round in the middle. Each seat's
 * tiles are turned to face that player. A tile on its way somewhere leaves its slot empty
 * and is drawn on top by mj-table-view-motion.c; while drawing, the view notes where each
 * tile lies, for the next tile to leave it, and what it drew where, for clicks and tests.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-table-marks.h"
#include "mj-table-view-private.h"

#define SELECTED_RISE 0.22
#define HOVER_RISE    0.08
#define NOBODY        4
#define RACK_FULLEST  14.5    /* fourteen tiles, the one just drawn apart */

static const GdkRGBA ink = { 0.96, 0.95, 0.9, 1.0 };
static const GdkRGBA gold = { 1.0, 0.84, 0.35, 1.0 };

/* Drawing helpers */

/* A surface with @texture's pixels, turned @turns quarters clockwise, for cairo to paint. */
cairo_surface_t *
_mj_table_view_surface_of (GdkTexture *texture,
                           guint       turns)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  cairo_surface_t *upright = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_surface_t *turned;
  cairo_t *cr;

  gdk_texture_download (texture, cairo_image_surface_get_data (upright),
                        (gsize) cairo_image_surface_get_stride (upright));
  cairo_surface_mark_dirty (upright);
  if (turns % 4 == 0)
    return upright;

  turned = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, turns % 2 ? h : w, turns % 2 ? w : h);
  cr = cairo_create (turned);
  cairo_translate (cr, (turns % 2 ? h : w) / 2.0, (turns % 2 ? w : h) / 2.0);
  cairo_rotate (cr, G_PI / 2 * (turns % 4));
  cairo_translate (cr, -w / 2.0, -h / 2.0);
  cairo_set_source_surface (cr, upright, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (upright);
  return turned;
}

/**
 * _mj_table_view_append_picture:
 * @texture: (nullable): a picture of a tile, or of a side of the wall
 * @surface: (nullable): its pixels for cairo, when cairo draws the frames
 * @at: where it goes, its size in device pixels
 *
 * Frames drawn by cairo copy a texture's pixels at every frame, and paint a cairo surface as
 * it is: there the table keeps its pictures as surfaces, and elsewhere as textures.
 */
void
_mj_table_view_append_picture (MjTableView     *self,
                               GtkSnapshot     *snapshot,
                               GdkTexture      *texture,
                               cairo_surface_t *surface,
                               const MjRect    *at)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((float) at->x, (float) at->y, (float) at->w, (float) at->h);
  cairo_t *cr;

  if (surface == NULL)
    {
      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture, &bounds);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_translate (cr, at->x, at->y);
  cairo_scale (cr, at->w / cairo_image_surface_get_width (surface), at->h / cairo_image_surface_get_height (surface));
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
}

/* A tile's picture, turned: as a surface where cairo draws the frames, else a texture. */
static void
tile_picture (MjTableView      *self,
              guint             face,
              int               device,
              guint             turns,
              GdkTexture      **texture,
              cairo_surface_t **surface)
{
  gpointer key = GUINT_TO_POINTER (turns << 28 | face << 16 | (guint) device);
  GdkTexture *upright;

  *texture = NULL;
  *surface = NULL;
  if (!self->painted_by_cairo)
    {
      *texture = mj_tile_cache_lookup_turned (self->cache, face, device, turns);
      return;
    }
  *surface = g_hash_table_lookup (self->surfaces, key);
  if (*surface == NULL && (upright = mj_tile_cache_lookup (self->cache, face, device)) != NULL)
    {
      *surface = _mj_table_view_surface_of (upright, turns);
      g_hash_table_insert (self->surfaces, key, *surface);
    }
}

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

static guint
rel_of (const MjTableScene *scene,
        guint               seat)
{
  return (seat + 4 - scene->human) % 4;
}

void
_mj_table_view_note (MjTableView  *self,
                     MjDrawnPart   part,
                     guint         seat,
                     guint         index,
                     guint         face,
                     double        tile_h,
                     const MjRect *rect)
{
  MjDrawnItem item = { (guint8) part, (guint8) seat, (guint16) index, face, tile_h, *rect };

  g_array_append_val (self->drawn, item);
}

/* Where a tile in @rect, @height high and turned @angle degrees, lies for the glides. */
void
_mj_table_view_place_of (MjTableView  *self,
                         const MjRect *rect,
                         double        height,
                         double        angle,
                         MjTablePlace *place)
{
  double S = self->size;

  place->x = (rect->x + rect->w / 2) / S;
  place->y = (rect->y + rect->h / 2) / S;
  place->angle = angle;
  place->height = height / S;
}

/* A tile @height high, turned @angle degrees (a multiple of 90), in the middle of @rect; the
 * rectangle its picture covers is noted. The cache keeps the tile turned: no transform. */
static void
draw_turned (MjTableView  *self,
             GtkSnapshot  *snapshot,
             guint         face,
             const MjRect *rect,
             double        height,
             double        angle,
             MjRect       *covered)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int device = mj_tile_cache_quantize ((int) (height * scale));
  guint turns = (guint) ((((int) lround (angle / 90.0)) % 4 + 4) % 4);
  double h = (double) device / scale;
  double w = (double) mj_tile_cache_width_for (self->cache, device) / scale;
  double cx = rect->x + rect->w / 2, cy = rect->y + rect->h / 2;
  MjRect at = turns % 2 ? (MjRect) { cx - h / 2, cy - w / 2, h, w } : (MjRect) { cx - w / 2, cy - h / 2, w, h };
  GdkTexture *texture;
  cairo_surface_t *surface;

  /* on whole pixels, as an upright tile is */
  at.x = round (at.x);
  at.y = round (at.y);
  tile_picture (self, face, device, turns, &texture, &surface);
  _mj_table_view_append_picture (self, snapshot, texture, surface, &at);
  if (covered != NULL)
    *covered = at;
}

/* Draws a tile of a seat in its slot, unless a tile gliding there has not landed yet;
 * returns whether it was drawn. */
static gboolean
draw_slot (MjTableView  *self,
           GtkSnapshot  *snapshot,
           MjSlotKind    kind,
           guint         seat,
           guint         index,
           guint         sub,
           guint         face,
           const MjRect *rect,
           double        height,
           double        angle,
           MjRect       *covered)
{
  MjSlot slot = { (guint8) kind, (guint8) seat, (guint8) index, (guint8) sub };
  MjTablePlace place;

  if (kind != MJ_SLOT_NONE && self->n_glides > 0)
    {
      _mj_table_view_place_of (self, rect, _mj_table_view_tile_height (self, height), angle, &place);
      if (_mj_table_view_motion_land (self, &slot, face, &place))
        return FALSE;
    }
  draw_turned (self, snapshot, face, rect, height, angle, covered);
  return TRUE;
}

/* the ring of what a lesson points at, warm beside the hint's blue */
static const GdkRGBA SPOTLIGHT = { 1.0, 0.62, 0.16, 1.0 };

static void
draw_ring (GtkSnapshot   *snapshot,
           const MjRect  *rect,
           double         inset,
           double         width,
           const GdkRGBA *color)
{
  mj_table_draw_ring (snapshot, &GRAPHENE_RECT_INIT ((float) rect->x, (float) rect->y, (float) rect->w, (float) rect->h),
                      inset, width, color);
}

/* Text in @rect, centred and wrapped to its width; the ink is noted. */
static void
draw_text (MjTableView   *self,
           GtkSnapshot   *snapshot,
           const char    *markup,
           const MjRect  *rect,
           MjDrawnPart    part,
           guint          seat,
           const GdkRGBA *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  int w, h;
  double x, y;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_set_width (layout, (int) (rect->w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (layout, &w, &h);
  x = rect->x;
  y = rect->y + (rect->h - h) / 2;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
  _mj_table_view_note (self, part, seat, 0, 0, 0, &(MjRect) { x + (rect->w - w) / 2, y, w, h });
  g_object_unref (layout);
}

/* The dice the dealer threw, in the corner of the wall beside its break. */
static void
draw_dice (MjTableView        *self,
           GtkSnapshot        *snapshot,
           const MjTableScene *scene)
{
  const MjTableLayout *l = &self->layout;
  const MjWall *wall = &scene->wall;
  MjRect corner;
  double side, x, y;

  if (wall->n_dice == 0)
    return;
  mj_table_layout_corner (l, rel_of (scene, wall->break_side), wall->break_stack < wall->stacks_per_side / 2,
                          &corner);
  side = floor (MIN (l->t * 0.7, (corner.w - l->gap) / wall->n_dice - l->gap / 2));
  side = MIN (side, corner.h - l->gap);
  if (side < 6)
    return;
  x = corner.x + (corner.w - wall->n_dice * side - (wall->n_dice - 1) * l->gap / 2) / 2;
  y = corner.y + (corner.h - side) / 2;

  for (guint i = 0; i < wall->n_dice; i++)
    {
      guint value = CLAMP (wall->dice[i], 1, 6);
      MjRect die = { x, y, side, side };

      mj_table_draw_die (snapshot, x, y, side, value);
      _mj_table_view_note (self, MJ_DRAWN_DIE, NOBODY, i, value, 0, &die);
      x += side + l->gap / 2;
    }
}

/* The discards */

static void
draw_pond (MjTableView        *self,
           GtkSnapshot        *snapshot,
           const MjTableScene *scene,
           guint               seat)
{
  const MjTableLayout *l = &self->layout;
  const MjSceneSeat *s = &scene->seats[seat];
  guint rel = rel_of (scene, seat);
  guint rows = MAX ((guint) MJ_TABLE_POND_ROWS, (s->n_pond + MJ_TABLE_POND_COLUMNS - 1u) / MJ_TABLE_POND_COLUMNS);
  /* a hand of more discards than four rows hold: smaller tiles in the same room */
  double th = floor (l->pond_th * MJ_TABLE_POND_ROWS / rows);
  double tw = mj_table_layout_width (l, th);

  self->pond_last_n[seat] = 0;
  for (guint i = 0; i < s->n_pond; i++)
    {
      guint col = i % MJ_TABLE_POND_COLUMNS, row = i / MJ_TABLE_POND_COLUMNS;
      gboolean latest = s->pond_order[i] + 1 == s->pond_total;
      MjRect slot, covered;

      mj_table_layout_rect (l, rel, l->pond_a0 + col * tw, l->pond_d0 - (row + 1) * th, tw, th, &slot);
      if (draw_slot (self, snapshot, MJ_SLOT_POND, seat, s->pond_order[i], 0, s->pond[i], &slot, th, -90.0 * rel,
                     &covered))
        {
          _mj_table_view_note (self, MJ_DRAWN_POND, seat, i, s->pond[i], _mj_table_view_tile_height (self, th), &covered);
          /* the latest discard of the hand, while it may be claimed */
          if (latest && s->mark_latest)
            draw_ring (snapshot, &covered, -1, 2, &gold);
        }
      if (latest)
        {
          _mj_table_view_place_of (self, &slot, _mj_table_view_tile_height (self, th), -90.0 * rel, &self->pond_last[seat]);
          self->pond_last_n[seat] = s->pond_total;
        }
    }
}

/* A seat's line */

static void
draw_wild_mark (GtkSnapshot  *snapshot,
                const MjRect *rect)
{
  static const GdkRGBA wild = { 0.85, 0.65, 0.13, 1.0 };

  draw_ring (snapshot, rect, 0, MAX (2.0, MIN (rect->w, rect->h) * 0.08), &wild);
}

/* The length along the line of the declared sets, at @th. */
static double
melds_length (const MjTableLayout *l,
              const MjSceneSeat   *s,
              double               th)
{
  double tw = mj_table_layout_width (l, th), length = 0;

  for (guint i = 0; i < s->n_melds; i++)
    {
      for (guint j = 0; j < s->melds[i].n; j++)
        length += s->melds[i].turn[j] == MJ_SCENE_UPRIGHT ? tw : th;
      length += i > 0 ? tw * 0.25 : 0;
    }
  return length;
}

static void
draw_rack (MjTableView        *self,
           GtkSnapshot        *snapshot,
           const MjTableScene *scene,
           guint               seat,
           double              th,
           double             *end)
{
  const MjTableLayout *l = &self->layout;
  const MjSceneSeat *s = &scene->seats[seat];
  const MjTableSeatLayout *sl = &l->seats[rel_of (scene, seat)];
  guint rel = rel_of (scene, seat);
  double angle = -90.0 * rel;
  gboolean person = seat == scene->human;
  double tw = mj_table_layout_width (l, th);
  double hq = _mj_table_view_tile_height (self, th);
  MjRackRecord *record = &self->racks[seat];
  MjSlot middle = { MJ_SLOT_RACK_MIDDLE, (guint8) seat, 0, 0 };
  MjRect mid;

  record->valid = TRUE;
  record->face_up = s->face_up;
  record->drawn_apart = s->drawn_apart;
  record->n = s->n_rack;
  mj_table_layout_rect (l, rel, sl->line_a0 + (s->n_rack * tw - tw) / 2, sl->line_d, tw, th, &mid);
  _mj_table_view_place_of (self, &mid, hq, angle, &record->middle);
  if (self->n_glides > 0)
    _mj_table_view_motion_land (self, &middle, MJ_TILE_FACE_BACK, &record->middle);
  if (person)
    self->n_rack_slots = s->n_rack;

  for (guint i = 0; i < s->n_rack; i++)
    {
      double a = sl->line_a0 + i * tw + (s->drawn_apart && i + 1 == s->n_rack ? tw * 0.5 : 0);
      double rise = 0;
      MjSlotKind slot = MJ_SLOT_NONE;
      MjRect rect, covered;

      mj_table_layout_rect (l, rel, a, sl->line_d, tw, th, &rect);
      if (person)
        {
          self->rack_slots[i] = rect;
          if ((int) i == self->selected)
            rise = th * SELECTED_RISE;
          else if ((int) i == self->hover)
            rise = th * HOVER_RISE;
          mj_table_layout_rect (l, rel, a, sl->line_d - rise, tw, th, &rect);
        }

      /* a tile coming to the rack lands apart if just drawn, else after its like */
      if (s->drawn_apart && i + 1 == s->n_rack)
        slot = MJ_SLOT_RACK_DRAWN;
      else if (s->face_up)
        {
          slot = MJ_SLOT_RACK_KIND;
          for (guint j = i + 1; j < (s->drawn_apart ? s->n_rack - 1u : s->n_rack); j++)
            if (s->rack[j] == s->rack[i])
              slot = MJ_SLOT_NONE;
        }

      record->kinds[i] = s->rack[i];
      _mj_table_view_place_of (self, &rect, hq, angle, &record->slots[i]);
      if (!draw_slot (self, snapshot, slot, seat, 0, slot == MJ_SLOT_RACK_KIND ? s->rack[i] : 0,
                      s->face_up ? s->rack[i] : MJ_TILE_FACE_BACK, &rect, th, angle, &covered))
        continue;
      _mj_table_view_note (self, MJ_DRAWN_RACK, seat, i, s->face_up ? s->rack[i] : MJ_TILE_FACE_BACK, hq, &covered);

      /* in a Goulash the twos of bamboo are wild: a gold edge says so */
      if (s->face_up && s->rack[i] == MJ_WILD_TILE && scene->goulash)
        draw_wild_mark (snapshot, &covered);
      /* the tile a hint suggests: a ring of its own */
      if (person && self->hint >= 0 && s->rack[i] == (MjTile) self->hint)
        draw_ring (snapshot, &covered, -2, 3, &(GdkRGBA) { 0.38, 0.76, 1.0, 1.0 });
      /* the tiles a lesson's step points at */
      else if (person && (self->spotlight & (G_GUINT64_CONSTANT (1) << s->rack[i])))
        draw_ring (snapshot, &covered, -2, 3, &SPOTLIGHT);
      /* tiles the person may not discard now are dimmed */
      if (person && self->discardable != 0 && !(self->discardable & (G_GUINT64_CONSTANT (1) << s->rack[i])))
        gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0.35 },
                                   &GRAPHENE_RECT_INIT ((float) covered.x, (float) covered.y,
                                                        (float) covered.w, (float) covered.h));
    }
  *end = sl->line_a0 + s->n_rack * tw + (s->drawn_apart ? tw * 0.5 : 0);
}

/* The declared sets, right of the concealed tiles, where the rack ends when it is fullest
 * (so that they stay put while tiles come and go), and the bonus tiles after them (or on
 * their own line nearer the wall); smaller when a line of kongs needs it. */
static void
draw_sets (MjTableView        *self,
           GtkSnapshot        *snapshot,
           const MjTableScene *scene,
           guint               seat,
           double              rack_end)
{
  const MjTableLayout *l = &self->layout;
  const MjSceneSeat *s = &scene->seats[seat];
  guint rel = rel_of (scene, seat);
  const MjTableSeatLayout *sl = &l->seats[rel];
  double angle = -90.0 * rel;
  double rack_tw = mj_table_layout_width (l, sl->rack_th);
  double th = sl->meld_th, tw, sets, bonus, start, room, a;
  guint index = 0;

  start = sl->line_a0 + (RACK_FULLEST - 3.0 * s->n_melds) * rack_tw + l->gap;
  start = MAX (start, rack_end + l->gap);
  room = sl->line_a1 - start;
  sets = melds_length (l, s, th);
  bonus = sl->bonus_apart || s->n_bonus == 0 ? 0 : s->n_bonus * mj_table_layout_width (l, th) + l->gap;
  if (sets + bonus > room && sets + bonus > 0)
    {
      /* beyond the line's end: the sets closer to the rack, then smaller */
      start = MAX (rack_end + l->gap, sl->line_a1 - sets - bonus);
      room = sl->line_a1 - start;
      if (sets + bonus > room)
        th = floor (th * MAX (0.5, room / (sets + bonus)));
    }
  tw = mj_table_layout_width (l, th);

  a = start;
  for (guint i = 0; i < s->n_melds; i++)
    {
      const MjSceneMeld *m = &s->melds[i];

      for (guint j = 0; j < m->n; j++)
        {
          gboolean turned = m->turn[j] != MJ_SCENE_UPRIGHT;
          double w = turned ? th : tw, h = turned ? tw : th;
          double turn = m->turn[j] == MJ_SCENE_TURNED_LEFT ? -90.0 : m->turn[j] == MJ_SCENE_TURNED_RIGHT ? 90.0 : 0;
          MjRect rect, covered;

          /* on the line's outer edge, as the rack's tiles */
          mj_table_layout_rect (l, rel, a, sl->line_d + sl->rack_th - h, w, h, &rect);
          if (draw_slot (self, snapshot, MJ_SLOT_MELD, seat, i, m->subs[j], m->faces[j], &rect, th, angle + turn,
                         &covered))
            {
              _mj_table_view_note (self, MJ_DRAWN_MELD, seat, index, m->faces[j], _mj_table_view_tile_height (self, th),
                                   &covered);
              /* the person's sets, when a lesson's step points at them */
              if (self->spotlight_melds && seat == self->human)
                draw_ring (snapshot, &covered, -1, 2, &SPOTLIGHT);
            }
          index++;
          a += w;
        }
      a += tw * 0.25;
    }

  /* the flowers and seasons, set aside: after the sets, or right of their own line */
  if (sl->bonus_apart)
    {
      th = sl->meld_th;
      tw = mj_table_layout_width (l, th);
      if (s->n_bonus * tw > sl->line_a1 - sl->bonus_a0)
        th = floor (th * (sl->line_a1 - sl->bonus_a0) / (s->n_bonus * tw));
      tw = mj_table_layout_width (l, th);
      a = sl->line_a1 - s->n_bonus * tw;
    }
  else
    a = s->n_melds > 0 ? a - tw * 0.25 + l->gap : start;
  for (guint i = 0; i < s->n_bonus; i++)
    {
      MjRect rect, covered;

      mj_table_layout_rect (l, rel, a + i * tw, sl->bonus_apart ? sl->bonus_d : sl->line_d + sl->rack_th - th, tw, th,
                            &rect);
      draw_turned (self, snapshot, s->bonus[i], &rect, th, angle, &covered);
      _mj_table_view_note (self, MJ_DRAWN_BONUS, seat, i, s->bonus[i], _mj_table_view_tile_height (self, th), &covered);
    }
}

/* The plates and the middle */

/* The wind and its marks, then the name, and the computer's strength on a line of its own. */
static char *
plate_markup (const MjSceneSeat *s)
{
  g_auto(GStrv) parts = g_strsplit (s->name != NULL ? s->name : "", " · ", 2);
  g_autofree char *name = g_strjoinv ("\n", parts);

  return g_markup_printf_escaped ("<b>%s</b>%s%s\n%s", mj_wind_get_name ((MjWind) s->wind),
                                  s->dealer ? " ●" : "", s->ready ? " ✓" : "", name);
}

/* The plates' size: room for every seat's wind, marks and name, wrapped at about seven
 * letters' width, and for a word said there; as wide as a row of tally sticks, when they
 * are shown. */
static void
measure_plates (MjTableView        *self,
                const MjTableScene *scene)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  int em, w, h, max_w = 0, max_h = 0;

  pango_layout_set_text (layout, "M", -1);
  pango_layout_get_pixel_size (layout, &em, &h);
  pango_layout_set_width (layout, 7 * em * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  for (guint seat = 0; seat < 4; seat++)
    {
      MjSceneSeat s = scene->seats[seat];
      g_autofree char *markup = NULL;

      s.dealer = s.ready = TRUE;
      markup = plate_markup (&s);
      pango_layout_set_markup (layout, markup, -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      max_w = MAX (max_w, w);
      max_h = MAX (max_h, h);
    }
  /* Translators: the longest word a player says at the table, to size the seat plates */
  pango_layout_set_markup (layout, _("<big><b>Mah-Jong!</b></big>"), -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  self->plate_w = MAX (max_w, w) + em;
  self->plate_h = MAX (max_h, 2 * h) + em / 2.0;
  g_object_unref (layout);

  self->measured_tallies = scene->tallies;
  self->sticks_w = self->sticks_h = 0;
  if (scene->tallies)
    {
      _mj_table_view_measure_sticks (self, &self->sticks_w, &self->sticks_h);
      self->plate_w = MAX (self->plate_w, ceil (self->sticks_w));
    }
}

static void
draw_plate (MjTableView        *self,
            GtkSnapshot        *snapshot,
            const MjTableScene *scene,
            guint               seat)
{
  const MjSceneSeat *s = &scene->seats[seat];
  const MjRect *plate = &self->layout.seats[rel_of (scene, seat)].plate;
  const char *said = self->announcements[seat];
  GskRoundedRect rounded;
  MjRect inside = { plate->x + 4, plate->y + 2, plate->w - 8, plate->h - 4 };
  g_autofree char *markup = NULL;

  gsk_rounded_rect_init_from_rect (&rounded, &GRAPHENE_RECT_INIT ((float) plate->x, (float) plate->y,
                                                                  (float) plate->w, (float) plate->h), 8);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, said != NULL ? &(GdkRGBA) { 0.98, 0.78, 0.22, 0.95 } : &(GdkRGBA) { 0, 0, 0, 0.22 },
                             &GRAPHENE_RECT_INIT ((float) plate->x, (float) plate->y, (float) plate->w, (float) plate->h));
  gtk_snapshot_pop (snapshot);
  if (s->turn)
    gtk_snapshot_append_border (snapshot, &rounded, (float[4]) { 2, 2, 2, 2 },
                                (GdkRGBA[4]) { gold, gold, gold, gold });
  _mj_table_view_note (self, MJ_DRAWN_PLATE, seat, 0, 0, 0, plate);

  if (said != NULL)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
      int h;

      /* large, unless a long word would then leave the plate */
      markup = g_markup_printf_escaped ("<big><b>%s</b></big>", said);
      pango_layout_set_markup (layout, markup, -1);
      pango_layout_set_width (layout, (int) (inside.w * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_get_pixel_size (layout, NULL, &h);
      g_object_unref (layout);
      if (h > inside.h)
        {
          g_free (markup);
          markup = g_markup_printf_escaped ("<b>%s</b>", said);
        }
      draw_text (self, snapshot, markup, &inside, MJ_DRAWN_PLATE_TEXT, seat, &(GdkRGBA) { 0.1, 0.1, 0.1, 1 });
      return;
    }
  markup = plate_markup (s);
  draw_text (self, snapshot, markup, &inside, MJ_DRAWN_PLATE_TEXT, seat, s->turn ? &gold : &ink);
}

static void
draw_centre (MjTableView        *self,
             GtkSnapshot        *snapshot,
             const MjTableScene *scene)
{
  MjRect centre = mj_table_layout_centre (&self->layout);
  guint left = mj_wall_live_remaining (&scene->wall);
  g_autofree char *markup = NULL;

  if (self->announcements[NOBODY] != NULL)
    markup = g_markup_printf_escaped ("<b>%s</b>", self->announcements[NOBODY]);
  else
    {
      /* Translators: the wind of the round, e.g. "East round" */
      g_autofree char *round = g_strdup_printf (_("%s round"), mj_wind_get_name ((MjWind) scene->prevailing));
      g_autofree char *tiles_left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left",
                                                                  "%u tiles left", left), left);

      markup = g_markup_printf_escaped ("<b>%s</b>\n%s", round, tiles_left);
    }
  draw_text (self, snapshot, markup, &centre, MJ_DRAWN_CENTRE_TEXT, NOBODY, &ink);
}

/* The frame */

/**
 * _mj_table_view_draw_scene:
 * @scene: what the table shows
 * @width: the room it has
 * @height:
 *
 * Draws @scene in a frame of @width × @height and notes what went where.
 */
void
_mj_table_view_draw_scene (MjTableView        *self,
                           GtkSnapshot        *snapshot,
                           const MjTableScene *scene,
                           double              width,
                           double              height)
{
  MjTableLayoutSpec spec;

  g_array_set_size (self->drawn, 0);
  {
    GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

    self->painted_by_cairo = renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer);
  }
  if (self->plate_w <= 0 || self->measured_tallies != scene->tallies)
    measure_plates (self, scene);
  spec = (MjTableLayoutSpec) {
    width, height, mj_tileset_get_aspect (mj_tile_cache_get_tileset (self->cache)),
    scene->wall.stacks_per_side, self->plate_w, self->plate_h, self->sticks_h,
  };
  mj_table_layout_compute (&spec, &self->layout);
  self->layout_valid = TRUE;
  self->size = MIN (width, height);

  _mj_table_view_motion_begin (self);
  _mj_table_view_draw_wall (self, snapshot, scene);
  draw_dice (self, snapshot, scene);
  for (guint rel = 0; rel < 4; rel++)
    {
      guint seat = (scene->human + rel) % 4;
      double end;

      if (!scene->seats[seat].present)
        continue;
      draw_plate (self, snapshot, scene, seat);
      if (scene->tallies)
        _mj_table_view_draw_sticks (self, snapshot, scene, seat, &self->layout.seats[rel].sticks);
      draw_pond (self, snapshot, scene, seat);
      draw_rack (self, snapshot, scene, seat, self->layout.seats[rel].rack_th, &end);
      draw_sets (self, snapshot, scene, seat, end);
    }
  draw_centre (self, snapshot, scene);
  /* the tiles on their way, above everything */
  _mj_table_view_motion_snapshot (self, snapshot);
}

void
_mj_table_view_snapshot (MjTableView *self,
                         GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  MjTableScene scene;

  if (self->game == NULL || MIN (width, height) < 50)
    return;
  _mj_table_view_scene_from_game (self, &scene);
  _mj_table_view_draw_scene (self, snapshot, &scene, width, height);
}

/**
 * _mj_table_view_get_drawn:
 * @n_items: (out): how many
 *
 * Returns: what the last frame drew, where
 */
const MjDrawnItem *
_mj_table_view_get_drawn (MjTableView *self,
                          guint       *n_items)
{
  *n_items = self->drawn->len;
  return (const MjDrawnItem *) (gpointer) self->drawn->data;
}
