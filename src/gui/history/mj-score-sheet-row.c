/* mj-score-sheet-row.c: one hand of a score sheet and the text it shows
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row keeps the hand as the history has it, with what the sheet shows of it worked out
 * once: the prevailing wind, the dealer, who went out and how, and each player's score
 * explained line by line for the tooltip of the player's cell.
 */

#define G_LOG_DOMAIN "mj-score-sheet"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-hand-json.h"
#include "mj-list-cells.h"
#include "mj-score-sheet-row.h"

struct _MjScoreSheetRow
{
  GObject        parent_instance;

  MjHistoryHand *hand;
  char          *wind;
  char          *dealer;
  char          *result;
  char          *explanation[4];
};

G_DEFINE_FINAL_TYPE (MjScoreSheetRow, mj_score_sheet_row, G_TYPE_OBJECT)

/* Helpers */

/* Who went out and how, and who paid for everyone by which rule. */
static char *
describe_result (const MjHistoryMatch *m,
                 const MjHistoryHand  *h)
{
  char *text = mj_history_hand_describe_winner (m, h);

  /* Translators: no one went out in this hand */
  return text != NULL ? text : g_strdup (C_("hand result", "Drawn"));
}

/* GObject */

static void
mj_score_sheet_row_finalize (GObject *object)
{
  MjScoreSheetRow *self = MJ_SCORE_SHEET_ROW (object);

  g_clear_pointer (&self->hand, mj_history_hand_free);
  g_clear_pointer (&self->wind, g_free);
  g_clear_pointer (&self->dealer, g_free);
  g_clear_pointer (&self->result, g_free);
  for (guint seat = 0; seat < 4; seat++)
    g_clear_pointer (&self->explanation[seat], g_free);

  G_OBJECT_CLASS (mj_score_sheet_row_parent_class)->finalize (object);
}

static void
mj_score_sheet_row_class_init (MjScoreSheetRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_score_sheet_row_finalize;
}

static void
mj_score_sheet_row_init (MjScoreSheetRow *self)
{
}

/* Public API */

/**
 * mj_score_sheet_row_new:
 * @match: the match the hand belongs to
 * @hand: (transfer full): the hand, which the row takes over
 *
 * Returns: (transfer full): the row of @hand
 */
MjScoreSheetRow *
mj_score_sheet_row_new (const MjHistoryMatch *match,
                        MjHistoryHand        *hand)
{
  MjScoreSheetRow *self;

  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (hand != NULL, NULL);

  self = g_object_new (MJ_TYPE_SCORE_SHEET_ROW, NULL);
  self->hand = hand;
  self->wind = g_strdup (mj_wind_get_name (hand->prevailing_wind & 3));
  self->dealer = g_strdup (match->player_names[hand->dealer & 3]);
  self->result = describe_result (match, hand);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *lines = mj_score_sheet_explain_seat (match, hand, seat, FALSE);

      self->explanation[seat] = g_strdup_printf ("%s\n%s", match->player_names[seat], lines);
    }
  return self;
}

const MjHistoryHand *
mj_score_sheet_row_get_hand (MjScoreSheetRow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_ROW (self), NULL);

  return self->hand;
}

/**
 * mj_score_sheet_row_get_wind:
 *
 * Returns: the name of the hand's prevailing wind
 */
const char *
mj_score_sheet_row_get_wind (MjScoreSheetRow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_ROW (self), NULL);

  return self->wind;
}

/**
 * mj_score_sheet_row_get_dealer:
 *
 * Returns: the name of the player who dealt the hand
 */
const char *
mj_score_sheet_row_get_dealer (MjScoreSheetRow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_ROW (self), NULL);

  return self->dealer;
}

/**
 * mj_score_sheet_row_get_result:
 *
 * Returns: who went out and how, and who paid for everyone; or that the hand was drawn
 */
const char *
mj_score_sheet_row_get_result (MjScoreSheetRow *self)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_ROW (self), NULL);

  return self->result;
}

/**
 * mj_score_sheet_row_get_explanation:
 *
 * Returns: the seat's score explained line by line, and what the seat paid or received
 */
const char *
mj_score_sheet_row_get_explanation (MjScoreSheetRow *self,
                                    guint            seat)
{
  g_return_val_if_fail (MJ_IS_SCORE_SHEET_ROW (self), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  return self->explanation[seat];
}

/**
 * mj_score_sheet_explain_seat:
 * @with_payments: whether to say what the seat paid and received from each other seat
 *
 * Returns: (transfer full): what one seat scored, paid and received in @hand, every line of it
 */
char *
mj_score_sheet_explain_seat (const MjHistoryMatch *match,
                             const MjHistoryHand  *hand,
                             guint                 seat,
                             gboolean              with_payments)
{
  g_autofree char *score = NULL;
  g_autofree char *balance = NULL;
  g_autoptr(GString) text = NULL;
  int net;

  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (hand != NULL, NULL);
  g_return_val_if_fail (seat < 4, NULL);

  score = mj_score_json_describe (hand->score_json[seat]);
  balance = mj_format_signed (hand->balance[seat]);
  text = g_string_new (NULL);
  net = hand->net[seat];

  if (score != NULL)
    g_string_append_printf (text, "%s\n", score);
  else
    {
      g_autofree char *total = mj_format_number (hand->totals[seat]);

      /* Translators: a score entered by hand at a real table has no itemized lines; %s is
       * the score, "−20" with a minus sign below zero */
      g_string_append_printf (text, _("Score %s, entered by hand\n"), total);
    }

  if (with_payments && hand->has_payments)
    for (guint other = 0; other < 4; other++)
      {
        if (hand->pays[seat][other] > 0)
          g_string_append_printf (text, _("Pays %s %d\n"), match->player_names[other], hand->pays[seat][other]);
        if (hand->pays[other][seat] > 0)
          g_string_append_printf (text, _("Receives %d from %s\n"), hand->pays[other][seat],
                                  match->player_names[other]);
      }

  if (net > 0)
    g_string_append_printf (text, _("Receives %d in all"), net);
  else if (net < 0)
    g_string_append_printf (text, _("Pays %d in all"), -net);
  else
    g_string_append (text, _("Pays nothing"));
  /* Translators: the running total after this hand, "+96" or "−32" */
  g_string_append_printf (text, _("; balance %s"), balance);
  return g_string_free (g_steal_pointer (&text), FALSE);
}
