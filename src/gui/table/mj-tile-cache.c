/* mj-tile-cache.c: tile textures by face and size, made once
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rendering an SVG tile costs far more than drawing a texture, so each (face, height)
 * is rendered once, on first use. Heights are quantized, so that resizing the window does
 * not render the tiles again for every pixel; a new tileset or a new scale factor (which
 * changes the device heights asked for) empties the cache.
 */

#define G_LOG_DOMAIN "mj-tile-cache"

#include "config.h"

#include "mj-tile-cache.h"

struct _MjTileCache
{
  GObject      parent_instance;

  MjTileset   *tileset;
  GHashTable  *textures;   /* (face << 16 | height) -> GdkTexture */
};

enum {
  PROP_0,
  PROP_TILESET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjTileCache, mj_tile_cache, G_TYPE_OBJECT)

static void
mj_tile_cache_finalize (GObject *object)
{
  MjTileCache *self = MJ_TILE_CACHE (object);

  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_object (&self->tileset);

  G_OBJECT_CLASS (mj_tile_cache_parent_class)->finalize (object);
}

static void
mj_tile_cache_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MjTileCache *self = MJ_TILE_CACHE (object);

  switch (prop_id)
    {
    case PROP_TILESET:
      g_value_set_object (value, self->tileset);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_tile_cache_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MjTileCache *self = MJ_TILE_CACHE (object);

  switch (prop_id)
    {
    case PROP_TILESET:
      mj_tile_cache_set_tileset (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_tile_cache_class_init (MjTileCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mj_tile_cache_finalize;
  object_class->get_property = mj_tile_cache_get_property;
  object_class->set_property = mj_tile_cache_set_property;

  properties[PROP_TILESET] =
    g_param_spec_object ("tileset", NULL, NULL, MJ_TYPE_TILESET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MjTileCache::changed:
   *
   * The textures were thrown away (a new tileset): whoever drew them draws again.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_tile_cache_init (MjTileCache *self)
{
  self->textures = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_object_unref);
}

/**
 * mj_tile_cache_new:
 *
 * Returns: (transfer full): a cache drawing with @tileset
 */
MjTileCache *
mj_tile_cache_new (MjTileset *tileset)
{
  g_return_val_if_fail (MJ_IS_TILESET (tileset), NULL);

  return g_object_new (MJ_TYPE_TILE_CACHE, "tileset", tileset, NULL);
}

MjTileset *
mj_tile_cache_get_tileset (MjTileCache *self)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), NULL);
  return self->tileset;
}

void
mj_tile_cache_set_tileset (MjTileCache *self,
                           MjTileset   *tileset)
{
  g_return_if_fail (MJ_IS_TILE_CACHE (self));
  g_return_if_fail (MJ_IS_TILESET (tileset));

  if (g_set_object (&self->tileset, tileset))
    {
      mj_tile_cache_clear (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILESET]);
    }
}

/**
 * mj_tile_cache_quantize:
 * @device_height: the height a layout would like, in device pixels
 *
 * Returns: the height to draw at, no larger: exact up to 32 px, then in steps of 4, 8 and
 *   16 px, so that a window resized a little reuses its textures
 */
int
mj_tile_cache_quantize (int device_height)
{
  if (device_height <= 8)
    return 8;
  if (device_height <= 32)
    return device_height;
  if (device_height <= 64)
    return device_height - device_height % 4;
  if (device_height <= 128)
    return device_height - device_height % 8;
  return MIN (device_height - device_height % 16, 1024);
}

/**
 * mj_tile_cache_width_for:
 *
 * Returns: the width of a tile drawn @device_height high
 */
int
mj_tile_cache_width_for (MjTileCache *self,
                         int          device_height)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), 0);

  return MAX (1, (int) (device_height * mj_tileset_get_aspect (self->tileset) + 0.5));
}

/**
 * mj_tile_cache_lookup:
 * @face: a tile kind, %MJ_TILE_FACE_BACK or %MJ_TILE_FACE_BLANK
 * @device_height: a height from mj_tile_cache_quantize()
 *
 * Returns: (transfer none) (nullable): the texture, valid until the cache is cleared
 */
GdkTexture *
mj_tile_cache_lookup (MjTileCache *self,
                      guint        face,
                      int          device_height)
{
  gpointer key;
  GdkTexture *texture;

  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), NULL);
  g_return_val_if_fail (face < MJ_N_TILE_FACES, NULL);
  g_return_val_if_fail (device_height > 0 && device_height <= 4096, NULL);

  key = GUINT_TO_POINTER (face << 16 | (guint) device_height);
  texture = g_hash_table_lookup (self->textures, key);
  if (texture == NULL)
    {
      texture = mj_tileset_render (self->tileset, face,
                                   mj_tile_cache_width_for (self, device_height), device_height);
      if (texture != NULL)
        g_hash_table_insert (self->textures, key, texture);
    }

  return texture;
}

/* @texture turned @turns quarters clockwise, pixel for pixel. */
static GdkTexture *
turn_texture (GdkTexture *texture,
              guint       turns)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  gsize stride = (gsize) w * 4;
  g_autofree guint32 *src = g_new (guint32, (gsize) w * h);
  guint32 *dst = g_new (guint32, (gsize) w * h);
  int nw = turns % 2 ? h : w;
  g_autoptr(GBytes) bytes = NULL;

  gdk_texture_download (texture, (guchar *) src, stride);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = src[(gsize) y * w + x];

        switch (turns % 4)
          {
          case 1:
            dst[(gsize) x * nw + (h - 1 - y)] = p;
            break;
          case 2:
            dst[(gsize) (h - 1 - y) * nw + (w - 1 - x)] = p;
            break;
          case 3:
            dst[(gsize) (w - 1 - x) * nw + y] = p;
            break;
          default:
            dst[(gsize) y * nw + x] = p;
            break;
          }
      }
  bytes = g_bytes_new_take (dst, (gsize) w * h * 4);
  return gdk_memory_texture_new (nw, turns % 2 ? w : h, GDK_MEMORY_DEFAULT, bytes, (gsize) nw * 4);
}

/**
 * mj_tile_cache_lookup_turned:
 * @face: a tile kind, %MJ_TILE_FACE_BACK or %MJ_TILE_FACE_BLANK
 * @device_height: a height from mj_tile_cache_quantize(), of the tile upright
 * @turns: quarter turns clockwise
 *
 * A tile lying turned, as the players at the sides see theirs: drawn without a transform,
 * which the renderers draw far more slowly.
 *
 * Returns: (transfer none) (nullable): the texture, valid until the cache is cleared
 */
GdkTexture *
mj_tile_cache_lookup_turned (MjTileCache *self,
                             guint        face,
                             int          device_height,
                             guint        turns)
{
  gpointer key;
  GdkTexture *texture, *upright;

  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), NULL);

  turns %= 4;
  upright = mj_tile_cache_lookup (self, face, device_height);
  if (turns == 0 || upright == NULL)
    return upright;

  key = GUINT_TO_POINTER (turns << 28 | face << 16 | (guint) device_height);
  texture = g_hash_table_lookup (self->textures, key);
  if (texture == NULL)
    {
      texture = turn_texture (upright, turns);
      g_hash_table_insert (self->textures, key, texture);
    }
  return texture;
}

/**
 * mj_tile_cache_clear:
 *
 * Throws the textures away, for a new scale factor or tileset.
 */
void
mj_tile_cache_clear (MjTileCache *self)
{
  g_return_if_fail (MJ_IS_TILE_CACHE (self));

  g_hash_table_remove_all (self->textures);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
mj_tile_cache_get_size (MjTileCache *self)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), 0);
  return g_hash_table_size (self->textures);
}
