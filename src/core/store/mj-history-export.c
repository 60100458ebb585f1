/* mj-history-export.c: a match of the score history as CSV
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RFC 4180: one header line, one line per hand, fields separated by commas, lines ended by
 * CRLF; a field with a comma, a double quote, a line break or an edge space is put in
 * double quotes, and a double quote inside is doubled. The column names stay in English:
 * the file is for spreadsheets and scripts.
 */

#define G_LOG_DOMAIN "mj-history"

#include "config.h"

#include <string.h>

#include "mj-history-private.h"

static void
append_field (GString     *out,
              const char  *field,
              gboolean     first)
{
  gsize length = strlen (field);

  if (!first)
    g_string_append_c (out, ',');

  if (strpbrk (field, ",\"\r\n") == NULL &&
      (length == 0 || (field[0] != ' ' && field[length - 1] != ' ')))
    {
      g_string_append (out, field);
      return;
    }

  g_string_append_c (out, '"');
  for (const char *p = field; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
append_row (GString    *out,
            GPtrArray  *fields)
{
  for (guint i = 0; i < fields->len; i++)
    append_field (out, g_ptr_array_index (fields, i), i == 0);
  g_string_append (out, "\r\n");
  g_ptr_array_set_size (fields, 0);
}

static void
add (GPtrArray  *fields,
     char       *field)
{
  g_ptr_array_add (fields, field);
}

static char *
seat_name (const MjHistoryMatch *match,
           int                   seat)
{
  return g_strdup (seat >= 0 && seat < 4 ? match->player_names[seat] : "");
}

/**
 * mj_history_export_csv:
 *
 * Returns: (transfer full): the match's hands as CSV: for each hand its wind, dealer,
 *   winner and discarder, and each player's score, payment and balance; or %NULL with
 *   %MJ_ERROR_NOT_FOUND
 */
char *
mj_history_export_csv (MjHistory  *self,
                       gint64      match,
                       GError    **error)
{
  static const char * const winds = "ESWN";
  g_autoptr(MjHistoryMatch) m = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  if (!_mj_history_read_begin (self, error))
    return NULL;
  m = mj_history_get_match (self, match, error);
  if (m != NULL)
    hands = mj_history_get_match_hands (self, match, error);
  _mj_history_read_end (self);
  if (hands == NULL)
    return NULL;

  add (fields, g_strdup ("hand"));
  add (fields, g_strdup ("prevailing wind"));
  add (fields, g_strdup ("dealer"));
  add (fields, g_strdup ("winner"));
  add (fields, g_strdup ("discarder"));
  add (fields, g_strdup ("self-drawn"));
  add (fields, g_strdup ("limit hand"));
  for (guint seat = 0; seat < 4; seat++)
    {
      add (fields, g_strconcat (m->player_names[seat], " score", NULL));
      add (fields, g_strconcat (m->player_names[seat], " payment", NULL));
      add (fields, g_strconcat (m->player_names[seat], " balance", NULL));
    }
  append_row (out, fields);

  for (guint i = 0; i < hands->len; i++)
    {
      const MjHistoryHand *h = g_ptr_array_index (hands, i);

      add (fields, g_strdup_printf ("%u", h->number));
      add (fields, g_strndup (&winds[h->prevailing_wind], 1));
      add (fields, seat_name (m, (int) h->dealer));
      add (fields, seat_name (m, h->winner));
      add (fields, seat_name (m, h->discarder));
      add (fields, g_strdup (h->self_drawn ? "yes" : "no"));
      add (fields, g_strdup (h->limit_hand ? "yes" : "no"));
      for (guint seat = 0; seat < 4; seat++)
        {
          add (fields, g_strdup_printf ("%d", h->totals[seat]));
          add (fields, g_strdup_printf ("%d", h->net[seat]));
          add (fields, g_strdup_printf ("%d", h->balance[seat]));
        }
      append_row (out, fields);
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}
