/* mj-player-name.c: the name a computer player plays under, with its strength
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer player plays under its name and its strength written once, the same way in
 * the score history, the saves, the command line and every window: "Kenji · Standard".
 * The history knows a player by that name, so that the same name at another strength is
 * another player. Before, the strength stood in brackets, "Kenji (Standard)";
 * mj_player_name_upgrade() writes such a name the new way, for the history's and the
 * saves' older files.
 */

#include "config.h"

#include <string.h>

#include "mj-player-name.h"

#define SEPARATOR " · "

/**
 * mj_player_name_join:
 * @name: the name a computer player was given
 * @level: how strongly it plays
 *
 * Returns: (transfer full): the name it plays under: "Kenji · Standard"
 */
char *
mj_player_name_join (const char *name,
                     const char *level)
{
  g_return_val_if_fail (name != NULL && level != NULL, NULL);

  return g_strconcat (name, SEPARATOR, level, NULL);
}

/**
 * mj_player_name_split:
 * @played_under: a computer player's name with its strength, from mj_player_name_join()
 * @name: (out) (transfer full) (optional): the name it was given
 * @level: (out) (transfer full) (optional): its strength
 *
 * Reads the name a computer player plays under back into its two parts. The strength
 * is what follows the last separator, so that a name may hold one itself.
 *
 * Returns: %FALSE, with @name a copy of @played_under and @level %NULL, when
 *   @played_under has no strength in it
 */
gboolean
mj_player_name_split (const char  *played_under,
                      char       **name,
                      char       **level)
{
  const char *sep;

  g_return_val_if_fail (played_under != NULL, FALSE);

  sep = g_strrstr (played_under, SEPARATOR);
  if (sep == NULL || sep == played_under || sep[strlen (SEPARATOR)] == '\0')
    {
      if (name != NULL)
        *name = g_strdup (played_under);
      if (level != NULL)
        *level = NULL;
      return FALSE;
    }
  if (name != NULL)
    *name = g_strndup (played_under, (gsize) (sep - played_under));
  if (level != NULL)
    *level = g_strdup (sep + strlen (SEPARATOR));
  return TRUE;
}

/**
 * mj_player_name_upgrade:
 * @played_under: a computer player's name as older versions wrote it, "Kenji (Standard)"
 *
 * Returns: (transfer full) (nullable): the name written the way it is now,
 *   "Kenji · Standard", or %NULL if @played_under has no strength in brackets at its end
 */
char *
mj_player_name_upgrade (const char *played_under)
{
  gsize len;
  const char *open;
  g_autofree char *name = NULL;
  g_autofree char *level = NULL;

  g_return_val_if_fail (played_under != NULL, NULL);

  len = strlen (played_under);
  if (len == 0 || played_under[len - 1] != ')')
    return NULL;
  open = g_strrstr (played_under, " (");
  if (open == NULL || open == played_under || open + 2 == played_under + len - 1)
    return NULL;
  name = g_strndup (played_under, (gsize) (open - played_under));
  level = g_strndup (open + 2, (gsize) (played_under + len - 1 - (open + 2)));
  return mj_player_name_join (name, level);
}
