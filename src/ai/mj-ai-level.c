/* mj-ai-level.c
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-level.h"

static const struct {
  const char *id;
  const char *name;
} levels[MJ_AI_N_LEVELS] = {
  { "beginner", N_("Beginner") },
  { "standard", N_("Standard") },
  { "expert",   N_("Expert") },
};

/**
 * mj_ai_level_to_string:
 *
 * Returns: the identifier used in settings and on the command line ("standard")
 */
const char *
mj_ai_level_to_string (MjAiLevel level)
{
  g_return_val_if_fail ((guint) level < MJ_AI_N_LEVELS, NULL);

  return levels[level].id;
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
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < MJ_AI_N_LEVELS; i++)
    {
      if (g_str_equal (text, levels[i].id))
        {
          if (level != NULL)
            *level = (MjAiLevel) i;
          return TRUE;
        }
    }

  return FALSE;
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

  return _(levels[level].name);
}
