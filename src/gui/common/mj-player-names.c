/* mj-player-names.c: a player's name as every view writes it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer player plays under its name and its strength, "Kenji (Standard)": the score
 * history and the saves know it so. A view writes the two apart, once, the same way
 * everywhere: "Kenji · Standard"; a person is just "Rosa". Each view that shows a player
 * asks here, so that no one adds the strength, or the seat's wind, in brackets again.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-player-names.h"

/**
 * mj_player_names_format:
 * @name: the player's own name
 * @level: (nullable): how strongly the computer plays the seat, %NULL for a person
 *
 * Returns: (transfer full): @name, with @level after a middle dot
 */
char *
mj_player_names_format (const char *name,
                        const char *level)
{
  g_return_val_if_fail (name != NULL, NULL);

  if (level == NULL || level[0] == '\0')
    return g_strdup (name);
  /* Translators: a computer player and how strongly it plays: "Kenji · Standard" */
  return g_strdup_printf (C_("player and level", "%s · %s"), name, level);
}

/* The name a computer player was given, without the strength the session wrote after it
 * in brackets; a saved match may have been played in another language, so whatever stands
 * in the last brackets is the strength. */
static char *
own_name (const char *played_under)
{
  gsize len = strlen (played_under);
  const char *open;

  if (len == 0 || played_under[len - 1] != ')')
    return g_strdup (played_under);
  open = g_strrstr (played_under, " (");
  if (open == NULL || open == played_under)
    return g_strdup (played_under);
  return g_strndup (played_under, (gsize) (open - played_under));
}

/**
 * mj_player_names_for_seat:
 *
 * Returns: (transfer full): the player at @seat of @session, as the views write it
 */
char *
mj_player_names_for_seat (MjTableSession *session,
                          guint           seat)
{
  const char *name;
  const char *level;
  g_autofree char *own = NULL;

  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  name = mj_table_session_get_name (session, seat);
  level = mj_table_session_get_level_name (session, seat);
  if (level == NULL)
    return g_strdup (name);
  own = own_name (name);
  return mj_player_names_format (own, level);
}

/**
 * mj_player_names_for_all:
 *
 * Returns: (transfer full) (array zero-terminated=1): the four players of @session, by
 *   seat, as the views write them; free with g_strfreev()
 */
char **
mj_player_names_for_all (MjTableSession *session)
{
  char **names;

  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), NULL);

  names = g_new0 (char *, 5);
  for (guint seat = 0; seat < 4; seat++)
    names[seat] = mj_player_names_for_seat (session, seat);
  return names;
}
