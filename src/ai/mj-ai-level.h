/* mj-ai-level.h: the strengths of the computer players
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  MJ_AI_LEVEL_BEGINNER,
  MJ_AI_LEVEL_STANDARD,
  MJ_AI_LEVEL_EXPERT,
  MJ_AI_N_LEVELS /*< skip >*/
} MjAiLevel;

const char *mj_ai_level_to_string   (MjAiLevel   level);
gboolean    mj_ai_level_from_string (const char *text,
                                     MjAiLevel  *level);
const char *mj_ai_level_get_name    (MjAiLevel   level);

G_END_DECLS
