/* mj-table-legend.c: what the marks on the table mean
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per mark of the table, each with a small picture of it on the cloth, drawn as
 * the table draws it (mj-table-view-draw.c, -wall.c): the seat plates with the dealer's dot
 * and the ready tick, a gold edge for the player whose turn it is, the round in the middle,
 * the last discard ringed in gold, the wall's stacks of two with its break and the dice,
 * the dead wall a shade darker and its next loose tile edged in gold, the claimed tile of a
 * set turned, the kongs, the bonus tiles, the wild tile's gold edge and the hint's blue ring.
 */

#define G_LOG_DOMAIN "mj-table-legend"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-cloth.h"
#include "mj-table-legend.h"
#include "mj-table-marks.h"
#include "mj-tileset.h"

#define PICTURE_W 132
#define PICTURE_H 64
#define TILE_H    30.0

/* the table's colours */
static const GdkRGBA ink = { 0.96, 0.95, 0.9, 1.0 };
static const GdkRGBA gold = { 1.0, 0.84, 0.35, 1.0 };
static const GdkRGBA plate_shade = { 0, 0, 0, 0.22 };
static const GdkRGBA dead_shade = { 0.05, 0.12, 0.08, 0.35 };
static const GdkRGBA wild = { 0.85, 0.65, 0.13, 1.0 };
static const GdkRGBA hint_blue = { 0.38, 0.76, 1.0, 1.0 };

static const struct
{
  const char *title;
  const char *text;
} entries[MJ_LEGEND_N_ENTRIES] = {
  [MJ_LEGEND_SEAT_WIND] = { NC_("legend", "Seat wind"),
                            N_("Each player's plate names their seat wind, then the player") },
  [MJ_LEGEND_DEALER] = { NC_("legend", "Dealer"),
                         N_("A dot after the wind marks East, who dealt this hand") },
  [MJ_LEGEND_READY] = { NC_("legend", "Ready hand"),
                        N_("A tick: the player has declared a hand one tile from going out") },
  [MJ_LEGEND_TURN] = { NC_("legend", "Whose turn"),
                       N_("The plate of the player whose turn it is is edged in gold") },
  [MJ_LEGEND_PREVAILING_WIND] = { NC_("legend", "Prevailing wind"),
                                  N_("The middle of the table names the wind of the round and the tiles left to draw") },
  [MJ_LEGEND_LAST_DISCARD] = { NC_("legend", "Last discard"),
                               N_("The latest discard is ringed in gold while it may be claimed") },
  [MJ_LEGEND_BREAK] = { NC_("legend", "Break in the wall"),
                        N_("The wall is broken where the dice East threw say, and they lie beside the break") },
  [MJ_LEGEND_DEAD_WALL] = { NC_("legend", "Dead wall"),
                            N_("The end of the wall kept back is a shade darker; its next loose tile is edged in gold") },
  [MJ_LEGEND_CLAIMED_TILE] = { NC_("legend", "Claimed tile"),
                               N_("In a set laid down, the claimed discard is turned toward the player who let it go") },
  [MJ_LEGEND_EXPOSED_KONG] = { NC_("legend", "Exposed kong"),
                               N_("Four alike laid down face up, a claimed tile turned") },
  [MJ_LEGEND_CONCEALED_KONG] = { NC_("legend", "Concealed kong"),
                                 N_("Four alike declared from the hand: its end tiles lie face down until the hand is shown") },
  [MJ_LEGEND_BONUS_TILES] = { NC_("legend", "Flowers and seasons"),
                              N_("Bonus tiles are set aside after a player's sets, and replaced with loose tiles") },
  [MJ_LEGEND_WILD_TILE] = { NC_("legend", "Wild tile"),
                            N_("In a Goulash the twos of bamboo are wild, edged in gold") },
  [MJ_LEGEND_HINT] = { NC_("legend", "Hint"),
                       N_("The tile a hint suggests is ringed in blue in your rack") },
};

/* A picture of one entry */

#define MJ_TYPE_LEGEND_PICTURE (mj_legend_picture_get_type ())

G_DECLARE_FINAL_TYPE (MjLegendPicture, mj_legend_picture, MJ, LEGEND_PICTURE, GtkWidget)

struct _MjLegendPicture
{
  GtkWidget      parent_instance;

  MjTileCache   *cache;
  MjLegendEntry  entry;
};

G_DEFINE_FINAL_TYPE (MjLegendPicture, mj_legend_picture, GTK_TYPE_WIDGET)

/* A tile's size on the screen, at @height, on whole device pixels as the table draws it. */
static void
tile_size (MjLegendPicture *self,
           double           height,
           int             *device,
           double          *w,
           double          *h)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  *device = mj_tile_cache_quantize ((int) (height * scale));
  *h = (double) *device / scale;
  *w = (double) mj_tile_cache_width_for (self->cache, *device) / scale;
}

/* A tile at (@x, @y), turned @turns quarters clockwise; returns the rectangle it covers. */
static graphene_rect_t
draw_tile (MjLegendPicture *self,
           GtkSnapshot     *snapshot,
           guint            face,
           double           x,
           double           y,
           double           height,
           guint            turns)
{
  int device;
  double w, h;
  GdkTexture *texture;
  graphene_rect_t at;

  tile_size (self, height, &device, &w, &h);
  at = turns % 2 ? GRAPHENE_RECT_INIT ((float) round (x), (float) round (y), (float) h, (float) w)
                 : GRAPHENE_RECT_INIT ((float) round (x), (float) round (y), (float) w, (float) h);
  texture = mj_tile_cache_lookup_turned (self->cache, face, device, turns);
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &at);
  return at;
}

static void
draw_text (MjLegendPicture       *self,
           GtkSnapshot           *snapshot,
           const char            *markup,
           const graphene_rect_t *rect,
           const GdkRGBA         *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  int h;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_set_width (layout, (int) (rect->size.width * PANGO_SCALE));
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (layout, NULL, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect->origin.x,
                                                          rect->origin.y + (rect->size.height - h) / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

/* A seat plate, as the table writes it: the wind and its marks, then the name. */
static void
draw_plate (MjLegendPicture *self,
            GtkSnapshot     *snapshot,
            MjWind           wind,
            gboolean         dealer,
            gboolean         ready,
            gboolean         turn,
            const char      *name)
{
  graphene_rect_t plate = GRAPHENE_RECT_INIT (18, 6, PICTURE_W - 36, PICTURE_H - 12);
  graphene_rect_t inside = GRAPHENE_RECT_INIT (22, 8, PICTURE_W - 44, PICTURE_H - 16);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>%s%s\n%s", mj_wind_get_name (wind),
                                                     dealer ? " ●" : "", ready ? " ✓" : "", name);
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, &plate, 8);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, &plate_shade, &plate);
  gtk_snapshot_pop (snapshot);
  if (turn)
    gtk_snapshot_append_border (snapshot, &rounded, (float[4]) { 2, 2, 2, 2 },
                                (GdkRGBA[4]) { gold, gold, gold, gold });
  draw_text (self, snapshot, markup, &inside, turn ? &gold : &ink);
}

/* A stretch of the wall in front of the person: stacks of two, the top tile a little above
 * the one under it; @first_dead on are the dead wall, @loose its next loose tile, and a
 * break of a stack's width after @break_after. */
static void
draw_wall (MjLegendPicture *self,
           GtkSnapshot     *snapshot,
           double           y_bottom,
           guint            n,
           guint            first_dead,
           int              loose,
           int              break_after,
           double          *break_x)
{
  int device;
  double w, h, lift, x, y, length;

  tile_size (self, 22, &device, &w, &h);
  lift = MAX (2.0, round (h * 0.18));
  length = n * w + (break_after >= 0 ? 1.5 * w : 0);
  x = round ((PICTURE_W - length) / 2);
  y = y_bottom - h - lift;
  for (guint k = 0; k < n; k++)
    {
      graphene_rect_t stack = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) w, (float) (h + lift));

      draw_tile (self, snapshot, MJ_TILE_FACE_BACK, x, y + lift, 22, 0);
      draw_tile (self, snapshot, MJ_TILE_FACE_BACK, x, y, 22, 0);
      if (k >= first_dead)
        gtk_snapshot_append_color (snapshot, &dead_shade, &stack);
      if ((int) k == loose)
        {
          GskRoundedRect edge;

          gsk_rounded_rect_init_from_rect (&edge, &GRAPHENE_RECT_INIT (stack.origin.x + 1, stack.origin.y + 1,
                                                                       stack.size.width - 2,
                                                                       stack.size.height - 2), 0);
          gtk_snapshot_append_border (snapshot, &edge, (float[4]) { 2, 2, 2, 2 },
                                      (GdkRGBA[4]) { gold, gold, gold, gold });
        }
      x += w;
      if ((int) k == break_after)
        {
          if (break_x != NULL)
            *break_x = x + 0.75 * w;
          x += 1.5 * w;
        }
    }
}

/* A die showing @value, as the table draws the dice. */
/* A row of tiles in the middle of the picture; @turns is each tile's quarter turns, the
 * claimed tile turned left as a set laid down shows it. */
static void
draw_tiles (MjLegendPicture       *self,
            GtkSnapshot           *snapshot,
            const guint           *faces,
            const guint           *turns,
            guint                  n,
            double                 height,
            graphene_rect_t       *covered)
{
  int device;
  double w, h, length = 0, x;

  tile_size (self, height, &device, &w, &h);
  for (guint i = 0; i < n; i++)
    length += turns != NULL && turns[i] % 2 ? h : w;
  x = (PICTURE_W - length) / 2;
  for (guint i = 0; i < n; i++)
    {
      gboolean turned = turns != NULL && turns[i] % 2;
      /* on the line's outer edge: a turned tile lies lower */
      double y = (PICTURE_H - h) / 2 + (turned ? h - w : 0);
      graphene_rect_t at = draw_tile (self, snapshot, faces[i], x, y, height, turns != NULL ? turns[i] : 0);

      if (covered != NULL)
        covered[i] = at;
      x += turned ? h : w;
    }
}

static void
mj_legend_picture_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  MjLegendPicture *self = MJ_LEGEND_PICTURE (widget);
  graphene_rect_t covered[4];

  switch (self->entry)
    {
    case MJ_LEGEND_SEAT_WIND:
      /* Translators: a player's name on a seat plate in the table's legend */
      draw_plate (self, snapshot, MJ_WIND_WEST, FALSE, FALSE, FALSE, C_("legend", "Kenji"));
      break;
    case MJ_LEGEND_DEALER:
      draw_plate (self, snapshot, MJ_WIND_EAST, TRUE, FALSE, FALSE, C_("legend", "Anna"));
      break;
    case MJ_LEGEND_READY:
      draw_plate (self, snapshot, MJ_WIND_SOUTH, FALSE, TRUE, FALSE, C_("legend", "Mei"));
      break;
    case MJ_LEGEND_TURN:
      draw_plate (self, snapshot, MJ_WIND_NORTH, FALSE, FALSE, TRUE, C_("legend", "Tom"));
      break;
    case MJ_LEGEND_PREVAILING_WIND:
      {
        /* Translators: the wind of the round, e.g. "East round" */
        g_autofree char *round = g_strdup_printf (_("%s round"), mj_wind_get_name (MJ_WIND_EAST));
        g_autofree char *left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left", 83),
                                                 83);
        g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>\n%s", round, left);

        draw_text (self, snapshot, markup, &GRAPHENE_RECT_INIT (4, 4, PICTURE_W - 8, PICTURE_H - 8), &ink);
      }
      break;
    case MJ_LEGEND_LAST_DISCARD:
      {
        const guint faces[] = { MJ_TILE_NORTH, MJ_TILE_CHARACTERS_1 + 8, MJ_TILE_CIRCLES_1 + 3 };

        draw_tiles (self, snapshot, faces, NULL, 3, TILE_H, covered);
        mj_table_draw_ring (snapshot, &covered[2], -1, 2, &gold);
      }
      break;
    case MJ_LEGEND_BREAK:
      {
        /* the dice beside the break, above the wall */
        double side = 15, middle = PICTURE_W / 2.0;

        draw_wall (self, snapshot, PICTURE_H - 6, 6, G_MAXUINT, -1, 2, &middle);
        mj_table_draw_die (snapshot, round (middle - side - 2), 5, side, 4);
        mj_table_draw_die (snapshot, round (middle + 2), 5, side, 5);
      }
      break;
    case MJ_LEGEND_DEAD_WALL:
      draw_wall (self, snapshot, (PICTURE_H + 30) / 2.0, 7, 3, 6, -1, NULL);
      break;
    case MJ_LEGEND_CLAIMED_TILE:
      {
        const guint faces[] = { MJ_TILE_BAMBOO_1 + 5, MJ_TILE_BAMBOO_1 + 5, MJ_TILE_BAMBOO_1 + 5 };
        const guint turns[] = { 3, 0, 0 };

        draw_tiles (self, snapshot, faces, turns, 3, TILE_H, NULL);
      }
      break;
    case MJ_LEGEND_EXPOSED_KONG:
      {
        const guint faces[] = { MJ_TILE_RED, MJ_TILE_RED, MJ_TILE_RED, MJ_TILE_RED };
        const guint turns[] = { 0, 3, 0, 0 };

        draw_tiles (self, snapshot, faces, turns, 4, TILE_H * 0.85, NULL);
      }
      break;
    case MJ_LEGEND_CONCEALED_KONG:
      {
        const guint faces[] = { MJ_TILE_FACE_BACK, MJ_TILE_CIRCLES_1 + 6, MJ_TILE_CIRCLES_1 + 6, MJ_TILE_FACE_BACK };

        draw_tiles (self, snapshot, faces, NULL, 4, TILE_H, NULL);
      }
      break;
    case MJ_LEGEND_BONUS_TILES:
      {
        const guint faces[] = { MJ_TILE_FLOWER_1, MJ_TILE_FLOWER_1 + 6 };

        draw_tiles (self, snapshot, faces, NULL, 2, TILE_H, NULL);
      }
      break;
    case MJ_LEGEND_WILD_TILE:
      {
        const guint faces[] = { MJ_TILE_CHARACTERS_1 + 4, MJ_TILE_BAMBOO_1 + 1, MJ_TILE_BAMBOO_1 + 6 };

        draw_tiles (self, snapshot, faces, NULL, 3, TILE_H, covered);
        mj_table_draw_ring (snapshot, &covered[1], 0, MAX (2.0, MIN (covered[1].size.width, covered[1].size.height) * 0.08),
                   &wild);
      }
      break;
    case MJ_LEGEND_HINT:
      {
        const guint faces[] = { MJ_TILE_CIRCLES_1 + 1, MJ_TILE_WEST, MJ_TILE_CIRCLES_1 + 3 };

        draw_tiles (self, snapshot, faces, NULL, 3, TILE_H, covered);
        mj_table_draw_ring (snapshot, &covered[1], -2, 3, &hint_blue);
      }
      break;
    case MJ_LEGEND_N_ENTRIES:
    default:
      break;
    }
}

static void
mj_legend_picture_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? PICTURE_W : PICTURE_H;
}

static void
mj_legend_picture_dispose (GObject *object)
{
  MjLegendPicture *self = MJ_LEGEND_PICTURE (object);

  g_clear_object (&self->cache);

  G_OBJECT_CLASS (mj_legend_picture_parent_class)->dispose (object);
}

static void
mj_legend_picture_class_init (MjLegendPictureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_legend_picture_dispose;
  widget_class->snapshot = mj_legend_picture_snapshot;
  widget_class->measure = mj_legend_picture_measure;
  gtk_widget_class_set_css_name (widget_class, "legend-picture");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mj_legend_picture_init (MjLegendPicture *self)
{
  /* on the cloth, in its colour */
  gtk_widget_add_css_class (GTK_WIDGET (self), "table-cloth");
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
}

static GtkWidget *
legend_picture_new (MjTileCache   *cache,
                    MjLegendEntry  entry)
{
  MjLegendPicture *self = g_object_new (MJ_TYPE_LEGEND_PICTURE, NULL);

  self->cache = g_object_ref (cache);
  self->entry = entry;
  g_signal_connect_object (cache, "changed", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  g_dpgettext2 (GETTEXT_PACKAGE, "legend", entries[entry].title), -1);
  return GTK_WIDGET (self);
}

/* The window */

struct _MjTableLegend
{
  AdwPreferencesWindow  parent_instance;

  /* Template Widgets */
  AdwPreferencesGroup  *group;

  /* Borrowed References */
  GtkWidget            *pictures[MJ_LEGEND_N_ENTRIES];
};

G_DEFINE_FINAL_TYPE (MjTableLegend, mj_table_legend, ADW_TYPE_PREFERENCES_WINDOW)

static void
mj_table_legend_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MJ_TYPE_TABLE_LEGEND);

  G_OBJECT_CLASS (mj_table_legend_parent_class)->dispose (object);
}

static void
mj_table_legend_class_init (MjTableLegendClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_table_legend_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-table-legend.ui");
  gtk_widget_class_bind_template_child (widget_class, MjTableLegend, group);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_table_legend_init (MjTableLegend *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mj_table_legend_new:
 * @parent: (nullable): the window it belongs to
 * @settings: the application's settings, for the colour of the cloth
 *
 * Returns: (transfer full): the legend, not yet shown
 */
MjTableLegend *
mj_table_legend_new (GtkWindow   *parent,
                     MjTileCache *cache,
                     GSettings   *settings)
{
  MjTableLegend *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (MJ_TYPE_TABLE_LEGEND, "transient-for", parent, NULL);
  mj_cloth_follow (GTK_WIDGET (self), settings);
  for (guint e = 0; e < MJ_LEGEND_N_ENTRIES; e++)
    {
      GtkWidget *row = adw_action_row_new ();

      self->pictures[e] = legend_picture_new (cache, (MjLegendEntry) e);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dpgettext2 (GETTEXT_PACKAGE, "legend", entries[e].title));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(entries[e].text));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), self->pictures[e]);
      adw_preferences_group_add (self->group, row);
    }
  return self;
}

/**
 * mj_table_legend_entry_title:
 *
 * Returns: the translated title of an entry
 */
const char *
mj_table_legend_entry_title (MjLegendEntry entry)
{
  g_return_val_if_fail ((guint) entry < MJ_LEGEND_N_ENTRIES, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "legend", entries[entry].title);
}

/**
 * mj_table_legend_get_picture:
 *
 * Returns: (transfer none): the picture of @entry
 */
GtkWidget *
mj_table_legend_get_picture (MjTableLegend *self,
                             MjLegendEntry  entry)
{
  g_return_val_if_fail (MJ_IS_TABLE_LEGEND (self), NULL);
  g_return_val_if_fail ((guint) entry < MJ_LEGEND_N_ENTRIES, NULL);
  return self->pictures[entry];
}
