/* mj-json-reader.h: reading the save files' JSON strictly, every fault named
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A document being read: the first fault is kept in @error (prefixed by @where) and every
 * read after it returns its default, so that a reader reads on and checks once. */
typedef struct
{
  GError     **error;
  const char  *where;
  gboolean     failed;
} MjReader;

void        mj_reader_fail         (MjReader    *r,
                                    const char  *format,
                                    ...) G_GNUC_PRINTF (2, 3);
JsonNode   *mj_reader_member       (MjReader    *r,
                                    JsonObject  *o,
                                    const char  *name);
gint64      mj_reader_get_int      (MjReader    *r,
                                    JsonObject  *o,
                                    const char  *name,
                                    gint64       min,
                                    gint64       max);
gboolean    mj_reader_get_bool     (MjReader    *r,
                                    JsonObject  *o,
                                    const char  *name);
const char *mj_reader_get_string   (MjReader    *r,
                                    JsonObject  *o,
                                    const char  *name);
JsonObject *mj_reader_get_object   (MjReader    *r,
                                    JsonNode    *node,
                                    const char  *name);
JsonArray  *mj_reader_get_array    (MjReader    *r,
                                    JsonObject  *o,
                                    const char  *name,
                                    guint        max_length);
guint       mj_reader_get_bytes    (MjReader    *r,
                                    JsonObject  *o,
                                    const char  *name,
                                    guint        max_length,
                                    guint        max_value,
                                    guint8      *out);
/* And the few helpers the writing of save files shares. */
void        mj_json_add_int        (JsonBuilder  *b,
                                    const char   *name,
                                    gint64        value);
void        mj_json_add_bool       (JsonBuilder  *b,
                                    const char   *name,
                                    gboolean      value);
void        mj_json_add_bytes      (JsonBuilder  *b,
                                    const char   *name,
                                    const guint8 *bytes,
                                    guint         n);

gboolean    mj_reader_check_format (MjReader    *r,
                                    JsonNode    *node,
                                    const char  *kind,
                                    gint64       format,
                                    JsonObject **out);

G_END_DECLS
