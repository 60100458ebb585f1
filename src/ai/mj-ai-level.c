/* mj-ai-level.c: the strengths of the computer players, their identifiers and names
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-enums.h"
#include "mj-ai-level.h"

static const char * const level_names[MJ_AI_N_LEVELS] = {
  N_("Beginner"), N_("Standard"), N_("Expert"),
};

/**
 * mj_ai_level_to_string:
 *
 * Returns: the identifier used in settings and on the command line: the nick of its
 *   #MjAiLevel value ("standard")
 */
const char *
mj_ai_level_to_string (MjAiLevel level)
{
  g_autoptr(GEnumClass) klass = NULL;

  g_return_val_if_fail ((guint) level < MJ_AI_N_LEVELS, NULL);

  klass = g_type_class_ref (MJ_TYPE_AI_LEVEL);
  return g_enum_get_value (klass, (int) level)->value_nick;
}

/**
 * mj_ai_level_from_string:
 *
 * Returns: whether @text is the identifier of a level
 */
gboolean
mj_ai_level_from_string (const char *text,
                         MjAiLevel  *level)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (MJ_TYPE_AI_LEVEL);
  GEnumValue *value;

  g_return_val_if_fail (text != NULL, FALSE);

  value = g_enum_get_value_by_nick (klass, text);
  if (value == NULL)
    return FALSE;
  if (level != NULL)
    *level = (MjAiLevel) value->value;
  return TRUE;
}

/**
 * mj_ai_level_get_name:
 *
 * Returns: the translated name of @level
 */
const char *
mj_ai_level_get_name (MjAiLevel level)
{
  g_return_val_if_fail ((guint) level < MJ_AI_N_LEVELS, NULL);

  return _(level_names[level]);
}
