/* mj-tally.c: points as tally sticks, as the British book pays them
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The British book's tallies (rules/british-bmja.txt lines 245-249, 577-581): sticks of 500,
 * 100, 10 and 2 points, each player starting with 2 of 500, 9 of 100, 8 of 10 and 10 of 2,
 * 2,000 in all. A player's points are shown as the sticks they would hold: up to 1,000 kept
 * in the smaller sticks for change as the starting set is, the rest in sticks of 500.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-tally.h"

const int mj_tally_values[MJ_TALLY_N_KINDS] = { 500, 100, 10, 2 };

/* At most this many of each smaller stick before a larger one is used, as the starting set. */
static const guint most[MJ_TALLY_N_KINDS] = { G_MAXUINT, 9, 8, G_MAXUINT };

/**
 * mj_tally_split:
 * @points: what a player holds, 0 or more
 * @counts: (out caller-allocates): how many sticks of each value, the largest first
 *
 * Returns: the points no stick can show (an odd point), 0 as a rule
 */
int
mj_tally_split (int   points,
                guint counts[MJ_TALLY_N_KINDS])
{
  int change, rest;

  g_return_val_if_fail (counts != NULL, points);

  for (guint k = 0; k < MJ_TALLY_N_KINDS; k++)
    counts[k] = 0;
  if (points <= 0)
    return points;
  /* up to 1,000 in the smaller sticks, for change: the rest in sticks of 500, as many as it
   * takes to leave no more than that */
  change = MIN (points, 1000);
  counts[0] = (guint) ((points - change + mj_tally_values[0] - 1) / mj_tally_values[0]);
  rest = points - (int) counts[0] * mj_tally_values[0];
  for (guint k = 1; k < MJ_TALLY_N_KINDS; k++)
    {
      counts[k] = MIN (most[k], (guint) (rest / mj_tally_values[k]));
      rest -= (int) counts[k] * mj_tally_values[k];
    }
  /* what the smaller sticks could not hold: in sticks of 500 after all */
  if (rest >= mj_tally_values[0])
    {
      counts[0] += (guint) (rest / mj_tally_values[0]);
      rest %= mj_tally_values[0];
    }
  return rest;
}

/**
 * mj_tally_describe:
 *
 * Returns: (transfer full): the sticks @points make, in words: "2 × 500, 9 × 100, 8 × 10,
 *   10 × 2"; "no sticks" at 0 or below
 */
char *
mj_tally_describe (int points)
{
  guint counts[MJ_TALLY_N_KINDS];
  GString *text = g_string_new (NULL);
  int rest = mj_tally_split (points, counts);

  for (guint k = 0; k < MJ_TALLY_N_KINDS; k++)
    if (counts[k] > 0)
      {
        if (text->len > 0)
          g_string_append (text, C_("list", ", "));
        /* Translators: tally sticks: how many, and the value of each: "9 × 100", kept on one line */
        g_string_append_printf (text, _("%u × %d"), counts[k], mj_tally_values[k]);
      }
  if (rest > 0)
    {
      if (text->len > 0)
        g_string_append (text, C_("list", ", "));
      /* Translators: what no tally stick shows, after the sticks: "1 point" */
      g_string_append_printf (text, ngettext ("%d point", "%d points", rest), rest);
    }
  if (text->len == 0)
    g_string_append (text, _("no sticks"));
  return g_string_free (text, FALSE);
}
