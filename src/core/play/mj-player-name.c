/* mj-player-name.c: the names players play under
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The names the computer's players are given, each once at a table, and a second player
 * of a name told apart by a number.
 *
 * A computer player plays under its name and its strength written once, the same way in
 * the score history, the saves, the command line and every window: "Kenji · Standard".
 * The history knows a player by that name, so that the same name at another strength is
 * another player. Before, the strength stood in brackets, "Kenji (Standard)";
 * mj_player_name_upgrade() writes such a name the new way, for the history's and the
 * saves' older files.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-player-name.h"

#define SEPARATOR " · "

static const char * const given_names[MJ_PLAYER_NAME_N_GIVEN] = {
  /* Translators: the names of the computer opponents */
  N_("Mei"), N_("Arthur"), N_("Ingrid"), N_("Kenji"), N_("Rosa"), N_("Tomas"),
};

/**
 * mj_player_name_give:
 * @pick: the name wished for, below %MJ_PLAYER_NAME_N_GIVEN
 * @used: (inout): a bit for each name given at the table already
 *
 * Returns: (nullable): a computer player's name, @pick or the next not given yet,
 *   translated; %NULL once every name is given
 */
const char *
mj_player_name_give (guint  pick,
                     guint *used)
{
  g_return_val_if_fail (used != NULL, NULL);

  for (guint tries = 0; tries < MJ_PLAYER_NAME_N_GIVEN; tries++)
    {
      guint candidate = (pick + tries) % MJ_PLAYER_NAME_N_GIVEN;

      if (!(*used & (1u << candidate)))
        {
          *used |= 1u << candidate;
          return _(given_names[candidate]);
        }
    }
  return NULL;
}

/**
 * mj_player_name_unique:
 * @given: (nullable): the name a seat was given; %NULL or "" for @fallback
 * @fallback: (nullable): the name found for it
 * @taken: (array length=n_taken): the names of the seats before it
 *
 * Returns: (transfer full): the name the seat plays under, made different from @taken:
 *   "Ann (2)" for a second Ann
 */
char *
mj_player_name_unique (const char         *given,
                       const char         *fallback,
                       const char * const *taken,
                       guint               n_taken)
{
  g_autofree char *base = g_strstrip (g_strdup (given != NULL && given[0] != '\0' ? given
                                                 : fallback != NULL ? fallback : ""));
  char *name = g_strdup (base);

  for (guint n = 2; n < 10; n++)
    {
      gboolean is_taken = FALSE;

      for (guint other = 0; other < n_taken; other++)
        is_taken |= taken[other] != NULL && g_str_equal (taken[other], name);
      if (!is_taken)
        break;
      g_free (name);
      /* Translators: a second player of the same name: "Ann (2)" */
      name = g_strdup_printf (C_("same name", "%s (%u)"), base, n);
    }
  return name;
}

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
