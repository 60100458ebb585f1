/* mj-tileset.c: rendering tiles from an SVG tileset
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Our own tileset is one SVG whose elements "tile-5d", "tile-back"... each draw a whole
 * tile. A KDE libkmahjongg tileset is a .desktop file naming an .svgz whose faces
 * (ROD_5, WIND_1...) are drawn onto a tile body (TILE_1), at the geometry the .desktop file
 * gives. Either way a tile is rendered by librsvg into a cairo image surface whose pixels
 * become a GdkMemoryTexture without a copy.
 */

#define G_LOG_DOMAIN "mj-tileset"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>
#include <string.h>

#include "mj-tileset.h"

struct _MjTileset
{
  GObject      parent_instance;

  RsvgHandle  *handle;
  char        *id;
  char        *name;

  /* a KDE tileset: tile body and face geometry, in SVG units */
  guint        kde : 1;
  double       tile_width;
  double       tile_height;
  double       face_width;
  double       face_height;
  double       level_x;
  double       level_y;
};

G_DEFINE_FINAL_TYPE (MjTileset, mj_tileset, G_TYPE_OBJECT)

/* Our own tiles: 60 x 80 cells (see data/tiles/README.md). */
#define OWN_ASPECT (60.0 / 80.0)
#define OWN_ID     "mahjong-table"
#define OWN_NAME   N_("Mahjong Table")

static void
mj_tileset_finalize (GObject *object)
{
  MjTileset *self = MJ_TILESET (object);

  g_clear_object (&self->handle);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (mj_tileset_parent_class)->finalize (object);
}

static void
mj_tileset_class_init (MjTilesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_tileset_finalize;
}

static void
mj_tileset_init (MjTileset *self)
{
}

/**
 * mj_tileset_new_default:
 *
 * Returns: (transfer full): our own tileset, from the application's resources
 */
MjTileset *
mj_tileset_new_default (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(MjTileset) self = NULL;
  gsize length;
  const guint8 *data;

  bytes = g_resources_lookup_data (RESOURCE_BASE "/tiles/mahjong-table-tiles.svg", 0, error);
  if (bytes == NULL)
    return NULL;

  self = g_object_new (MJ_TYPE_TILESET, NULL);
  data = g_bytes_get_data (bytes, &length);
  self->handle = rsvg_handle_new_from_data (data, length, error);
  if (self->handle == NULL)
    return NULL;
  self->id = g_strdup (OWN_ID);
  self->name = g_strdup (_(OWN_NAME));
  return g_steal_pointer (&self);
}

static gboolean
get_double (GKeyFile    *key_file,
            const char  *key,
            double      *out,
            GError     **error)
{
  g_autoptr(GError) local = NULL;
  double v = g_key_file_get_double (key_file, "KMahjonggTileset", key, &local);

  if (local != NULL || v <= 0 || v > 10000)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("The tileset's %s is missing or not a size"), key);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

/**
 * mj_tileset_new_from_kde:
 * @desktop_file: a libkmahjongg tileset's .desktop file
 *
 * Returns: (transfer full) (nullable): the tileset, or %NULL with @error saying why not
 */
MjTileset *
mj_tileset_new_from_kde (const char  *desktop_file,
                         GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(MjTileset) self = NULL;
  g_autofree char *file_name = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *svg_path = NULL;
  g_autofree char *basename = NULL;
  g_autoptr(GFile) svg = NULL;

  g_return_val_if_fail (desktop_file != NULL, NULL);

  if (!g_key_file_load_from_file (key_file, desktop_file, G_KEY_FILE_NONE, error))
    return NULL;

  self = g_object_new (MJ_TYPE_TILESET, NULL);
  self->kde = TRUE;
  file_name = g_key_file_get_string (key_file, "KMahjonggTileset", "FileName", error);
  if (file_name == NULL)
    return NULL;
  if (!get_double (key_file, "TileWidth", &self->tile_width, error) ||
      !get_double (key_file, "TileHeight", &self->tile_height, error) ||
      !get_double (key_file, "TileFaceWidth", &self->face_width, error) ||
      !get_double (key_file, "TileFaceHeight", &self->face_height, error))
    return NULL;
  self->level_x = g_key_file_get_double (key_file, "KMahjonggTileset", "LevelOffsetX", NULL);
  self->level_y = g_key_file_get_double (key_file, "KMahjonggTileset", "LevelOffsetY", NULL);

  dir = g_path_get_dirname (desktop_file);
  svg_path = g_build_filename (dir, file_name, NULL);
  svg = g_file_new_for_path (svg_path);
  /* librsvg reads gzip-compressed .svgz by itself */
  self->handle = rsvg_handle_new_from_gfile_sync (svg, RSVG_HANDLE_FLAGS_NONE, NULL, error);
  if (self->handle == NULL)
    return NULL;

  basename = g_path_get_basename (desktop_file);
  if (g_str_has_suffix (basename, ".desktop"))
    basename[strlen (basename) - strlen (".desktop")] = '\0';
  self->id = g_strconcat ("kde-", basename, NULL);
  self->name = g_key_file_get_locale_string (key_file, "KMahjonggTileset", "Name", NULL, NULL);
  if (self->name == NULL)
    self->name = g_strdup (basename);
  return g_steal_pointer (&self);
}

/**
 * mj_tileset_find_kde:
 *
 * Returns: (transfer full) (element-type utf8): the .desktop files of the KDE tilesets
 *   installed on the system, sorted
 */
GPtrArray *
mj_tileset_find_kde (void)
{
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  const char * const *system_dirs = g_get_system_data_dirs ();
  g_autoptr(GPtrArray) dirs = g_ptr_array_new ();

  g_ptr_array_add (dirs, (gpointer) g_get_user_data_dir ());
  for (guint i = 0; system_dirs[i] != NULL; i++)
    g_ptr_array_add (dirs, (gpointer) system_dirs[i]);

  for (guint i = 0; i < dirs->len; i++)
    {
      g_autofree char *path = g_build_filename (dirs->pdata[i], "kmahjongglib", "tilesets", NULL);
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".desktop"))
          g_ptr_array_add (found, g_build_filename (path, name, NULL));
    }

  g_ptr_array_sort (found, (GCompareFunc) g_strcmp0);
  return found;
}

/**
 * mj_tileset_new_for_id:
 * @id: (nullable): a tileset's id, as the settings keep it
 *
 * A KDE tileset that is not installed, or cannot be read, gives way to our own.
 *
 * Returns: (transfer full) (nullable): the tileset of @id, or our own; %NULL with @error
 *   only if our own cannot be loaded
 */
MjTileset *
mj_tileset_new_for_id (const char  *id,
                       GError     **error)
{
  if (id != NULL && g_str_has_prefix (id, "kde-"))
    {
      g_autoptr(GPtrArray) kde = mj_tileset_find_kde ();

      for (guint i = 0; i < kde->len; i++)
        {
          g_autoptr(MjTileset) tileset = mj_tileset_new_from_kde (kde->pdata[i], NULL);

          if (tileset != NULL && g_str_equal (mj_tileset_get_id (tileset), id))
            return g_steal_pointer (&tileset);
        }
    }
  return mj_tileset_new_default (error);
}

/**
 * mj_tileset_list_available:
 * @names: (out) (optional) (transfer full) (array zero-terminated=1): the tilesets' names,
 *   in the same order
 *
 * Returns: (transfer full) (array zero-terminated=1): the ids of the tilesets to choose
 *   from: our own first, then the KDE tilesets installed on the system that can be read
 */
GStrv
mj_tileset_list_available (GStrv *names)
{
  g_autoptr(GPtrArray) kde = mj_tileset_find_kde ();
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) shown = g_strv_builder_new ();

  /* ours is always there: it is not loaded only to be named */
  g_strv_builder_add (ids, OWN_ID);
  g_strv_builder_add (shown, _(OWN_NAME));
  for (guint i = 0; i < kde->len; i++)
    {
      g_autoptr(MjTileset) tileset = mj_tileset_new_from_kde (kde->pdata[i], NULL);

      if (tileset == NULL)
        continue;
      g_strv_builder_add (ids, mj_tileset_get_id (tileset));
      g_strv_builder_add (shown, mj_tileset_get_name (tileset));
    }

  if (names != NULL)
    *names = g_strv_builder_end (shown);
  return g_strv_builder_end (ids);
}

const char *
mj_tileset_get_id (MjTileset *self)
{
  g_return_val_if_fail (MJ_IS_TILESET (self), NULL);
  return self->id;
}

const char *
mj_tileset_get_name (MjTileset *self)
{
  g_return_val_if_fail (MJ_IS_TILESET (self), NULL);
  return self->name;
}

/**
 * mj_tileset_get_aspect:
 *
 * Returns: a tile's width divided by its height, as drawn (thickness included)
 */
double
mj_tileset_get_aspect (MjTileset *self)
{
  g_return_val_if_fail (MJ_IS_TILESET (self), 0.75);

  if (self->kde)
    return self->tile_width / self->tile_height;
  return OWN_ASPECT;
}

/* The element of a face in a KDE tileset. Its winds go 1 North, 2 South, 3 East, 4 West,
 * its dragons 1 white, 2 green, 3 red. */
static char *
kde_face_id (guint face)
{
  static const char * const winds[4] = { "WIND_3", "WIND_2", "WIND_4", "WIND_1" };
  static const char * const dragons[3] = { "DRAGON_3", "DRAGON_2", "DRAGON_1" };
  MjTile t = (MjTile) face;

  switch (mj_tile_suit (t))
    {
    case MJ_SUIT_CHARACTERS:
      return g_strdup_printf ("#CHARACTER_%u", mj_tile_rank (t));
    case MJ_SUIT_BAMBOO:
      return g_strdup_printf ("#BAMBOO_%u", mj_tile_rank (t));
    case MJ_SUIT_CIRCLES:
      return g_strdup_printf ("#ROD_%u", mj_tile_rank (t));
    case MJ_SUIT_WINDS:
      return g_strdup_printf ("#%s", winds[mj_tile_rank (t) - 1]);
    case MJ_SUIT_DRAGONS:
      return g_strdup_printf ("#%s", dragons[mj_tile_rank (t) - 1]);
    case MJ_SUIT_FLOWERS:
      return g_strdup_printf ("#FLOWER_%u", mj_tile_rank (t));
    case MJ_SUIT_SEASONS:
    default:
      return g_strdup_printf ("#SEASON_%u", mj_tile_rank (t));
    }
}

static gboolean
render_kde (MjTileset *self,
            cairo_t   *cr,
            guint      face,
            int        width,
            int        height)
{
  double sx = width / self->tile_width, sy = height / self->tile_height;
  /* TILE_1 shows its thickness on the left and at the bottom: the face lies top right */
  double area_w = self->tile_width - self->level_x, area_h = self->tile_height - self->level_y;
  RsvgRectangle body = { 0, 0, width, height };
  RsvgRectangle face_rect = {
    (self->level_x + (area_w - self->face_width) / 2) * sx,
    ((area_h - self->face_height) / 2) * sy,
    self->face_width * sx,
    self->face_height * sy,
  };
  g_autoptr(GError) error = NULL;

  if (!rsvg_handle_render_element (self->handle, cr, "#TILE_1", &body, &error))
    {
      g_warning ("Could not draw a tile body: %s", error->message);
      return FALSE;
    }

  if (face == MJ_TILE_FACE_BLANK)
    return TRUE;

  if (face == MJ_TILE_FACE_BACK)
    {
      /* these tilesets have no back: a green face stands for it */
      cairo_set_source_rgb (cr, 0.16, 0.45, 0.30);
      cairo_rectangle (cr, face_rect.x, face_rect.y, face_rect.width, face_rect.height);
      cairo_fill (cr);
      return TRUE;
    }

  {
    g_autofree char *id = kde_face_id (face);

    if (!rsvg_handle_render_element (self->handle, cr, id, &face_rect, &error))
      {
        g_warning ("Could not draw %s: %s", id, error->message);
        return FALSE;
      }
  }
  return TRUE;
}

static gboolean
render_own (MjTileset *self,
            cairo_t   *cr,
            guint      face,
            int        width,
            int        height)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  RsvgRectangle viewport = { 0, 0, width, height };

  if (face == MJ_TILE_FACE_BACK)
    id = g_strdup ("#tile-back");
  else if (face == MJ_TILE_FACE_BLANK)
    id = g_strdup ("#tile-blank");
  else
    id = g_strdup_printf ("#tile-%s", mj_tile_to_string ((MjTile) face));

  if (!rsvg_handle_render_element (self->handle, cr, id, &viewport, &error))
    {
      g_warning ("Could not draw %s: %s", id, error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * mj_tileset_render:
 * @face: a tile kind, %MJ_TILE_FACE_BACK or %MJ_TILE_FACE_BLANK
 * @width: in device pixels
 * @height: in device pixels
 *
 * Returns: (transfer full) (nullable): the tile as a texture, or %NULL if it cannot be drawn
 */
GdkTexture *
mj_tileset_render (MjTileset *self,
                   guint      face,
                   int        width,
                   int        height)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;
  GBytes *pixels;
  GdkTexture *texture;
  int stride;

  g_return_val_if_fail (MJ_IS_TILESET (self), NULL);
  g_return_val_if_fail (face < MJ_N_TILE_FACES, NULL);
  g_return_val_if_fail (width > 0 && height > 0 && width < 4096 && height < 4096, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  ok = self->kde ? render_kde (self, cr, face, width, height) : render_own (self, cr, face, width, height);
  cairo_destroy (cr);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }

  /* cairo's ARGB32 is GDK_MEMORY_DEFAULT: the texture takes the pixels as they are */
  cairo_surface_flush (surface);
  stride = cairo_image_surface_get_stride (surface);
  pixels = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                       (gsize) stride * (gsize) height,
                                       (GDestroyNotify) cairo_surface_destroy, surface);
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, pixels, (gsize) stride);
  g_bytes_unref (pixels);
  return texture;
}
