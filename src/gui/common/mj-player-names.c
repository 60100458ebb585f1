/* mj-player-names.c: a player's name as every view writes it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer player plays under its name and its strength written once, "Kenji · Standard"
 * (mj-player-name.c), the way the score history, the saves and the command line write it
 * too; a person is just "Rosa". Each view that shows a player asks here, so that no one
 * adds the strength, or the seat's wind, again.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-player-names.h"

/**
 * mj_player_names_for_seat:
 *
 * Returns: (transfer full): the player at @seat of @session, as the views write it
 */
char *
mj_player_names_for_seat (MjTableSession *session,
                          guint           seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  return g_strdup (mj_table_session_get_name (session, seat));
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
