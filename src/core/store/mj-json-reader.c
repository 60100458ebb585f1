/* mj-json-reader.c: reading the save files' JSON strictly, every fault named
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A member of the wrong type or out of range, or missing, is an error naming the member
 * (after the reader's @where, which says in which part of the document it is). The first
 * fault stops the reading: what follows returns defaults, and the caller returns nothing
 * half-read.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>

#include "mj-error.h"
#include "mj-json-reader.h"



void
mj_reader_fail (MjReader   *r,
                const char *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (r->failed)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, MJ_ERROR, MJ_ERROR_PARSE, "%s%s", r->where, message);
  r->failed = TRUE;
}

JsonNode *
mj_reader_member (MjReader   *r,
                  JsonObject *o,
                  const char *name)
{
  JsonNode *node = r->failed ? NULL : json_object_get_member (o, name);

  if (node == NULL && !r->failed)
    mj_reader_fail (r, _("“%s” is missing"), name);
  return node;
}

gint64
mj_reader_get_int (MjReader   *r,
                   JsonObject *o,
                   const char *name,
                   gint64      min,
                   gint64      max)
{
  JsonNode *node = mj_reader_member (r, o, name);
  gint64 v;

  if (node == NULL)
    return min;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      mj_reader_fail (r, _("“%s” must be a whole number"), name);
      return min;
    }
  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      mj_reader_fail (r, _("“%s” must be from %s to %s"), name, low, high);
      return min;
    }
  return v;
}

gboolean
mj_reader_get_bool (MjReader   *r,
                    JsonObject *o,
                    const char *name)
{
  JsonNode *node = mj_reader_member (r, o, name);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      mj_reader_fail (r, _("“%s” must be true or false"), name);
      return FALSE;
    }
  return json_node_get_boolean (node);
}

JsonObject *
mj_reader_get_object (MjReader   *r,
                      JsonNode   *node,
                      const char *name)
{
  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      mj_reader_fail (r, _("“%s” must be an object"), name);
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
mj_reader_get_array (MjReader   *r,
                     JsonObject *o,
                     const char *name,
                     guint       max_length)
{
  JsonNode *node = mj_reader_member (r, o, name);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      mj_reader_fail (r, _("“%s” must be a list"), name);
      return NULL;
    }
  if (json_array_get_length (json_node_get_array (node)) > max_length)
    {
      mj_reader_fail (r, _("“%s” holds more than %u entries"), name, max_length);
      return NULL;
    }
  return json_node_get_array (node);
}

guint
mj_reader_get_bytes (MjReader   *r,
                     JsonObject *o,
                     const char *name,
                     guint       max_length,
                     guint       max_value,
                     guint8     *out)
{
  JsonArray *a = mj_reader_get_array (r, o, name, max_length);
  guint n;

  if (a == NULL)
    return 0;
  n = json_array_get_length (a);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (a, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > max_value)
        {
          mj_reader_fail (r, _("“%s” [%u] must be a number from 0 to %u"), name, i, max_value);
          return 0;
        }
      out[i] = (guint8) json_node_get_int (e);
    }
  return n;
}

gboolean
mj_reader_check_format (MjReader    *r,
                        JsonNode    *node,
                        const char  *kind,
                        gint64       format,
                        JsonObject **out)
{
  JsonObject *o = mj_reader_get_object (r, node, "");
  JsonNode *k;

  if (o == NULL)
    return FALSE;
  k = mj_reader_member (r, o, "kind");
  if (k == NULL || !JSON_NODE_HOLDS_VALUE (k) || json_node_get_value_type (k) != G_TYPE_STRING ||
      !g_str_equal (json_node_get_string (k), kind))
    {
      mj_reader_fail (r, _("this is not a saved %s"), kind);
      return FALSE;
    }
  if (json_object_has_member (o, "format") &&
      JSON_NODE_HOLDS_VALUE (json_object_get_member (o, "format")) &&
      json_object_get_int_member (o, "format") > format)
    {
      g_set_error (r->error, MJ_ERROR, MJ_ERROR_VERSION,
                   _("%sthis was saved by a newer version of Mahjong Table"), r->where);
      r->failed = TRUE;
      return FALSE;
    }
  mj_reader_get_int (r, o, "format", 1, format);
  *out = o;
  return !r->failed;
}

const char *
mj_reader_get_string (MjReader   *r,
                      JsonObject *o,
                      const char *name)
{
  JsonNode *node = mj_reader_member (r, o, name);

  if (node == NULL)
    return "";
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      mj_reader_fail (r, _("“%s” must be text"), name);
      return "";
    }
  return json_node_get_string (node);
}

/* Writing */

void
mj_json_add_int (JsonBuilder *b,
                 const char  *name,
                 gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
mj_json_add_bool (JsonBuilder *b,
                  const char  *name,
                  gboolean     value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

void
mj_json_add_bytes (JsonBuilder  *b,
                   const char   *name,
                   const guint8 *bytes,
                   guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (b, bytes[i]);
  json_builder_end_array (b);
}
