/* mj-scorekeeper-window-liable.c: who pays for all, in a hand entered from a real table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Some rules make one loser pay for everyone: the player whose dangerous discard fed the
 * winner (RULES-BMJA-DMJL.md 11.3, the ruleset's "dangerous-game"), or the one who fed
 * the tile to a clear hand calling nine or twelve pieces (the Cantonese game,
 * "calling-pieces"). On the screen the game sees it happen; at a real table the person
 * says who it was. The choice is offered only under a ruleset with one of those rules,
 * lists the three losers by name (never the winner), and goes to mj_settle() as its
 * "liable" seat.
 */

#define G_LOG_DOMAIN "mj-scorekeeper"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-scorekeeper-window-private.h"

/* What the rules of the ruleset make someone pay for all for, in one line; NULL if nothing. */
static const char *
explanation (MjScorekeeperWindow *self)
{
  const MjRulesetValues *v;
  gboolean dangerous, calling;

  if (self->ruleset == NULL)
    return NULL;
  v = mj_ruleset_get_values (self->ruleset);
  dangerous = v->params[MJ_PARAM_DANGEROUS_GAME] != 0;
  calling = v->params[MJ_PARAM_CALLING_PIECES] != 0;

  if (dangerous && calling)
    return _("Whoever fed the winner a dangerous discard, or fed a clear hand calling twelve pieces its "
             "fourth set before it drew its winning tile, pays for everyone");
  if (dangerous)
    return _("Whoever fed the winner a dangerous discard, for a set or to go out, pays for everyone");
  if (calling)
    return _("Whoever fed a clear hand calling twelve pieces its fourth set pays for everyone when it "
             "draws its winning tile; the discarder of a hand calling nine pieces is read from the hand");
  return NULL;
}

/* The seat behind a position of the row: "Nobody" first, then the losers in seat order. */
static int
choice_seat (MjScorekeeperWindow *self,
             guint              position)
{
  if (self->winner < 0 || position == 0)
    return -1;
  for (guint seat = 0; seat < 4; seat++)
    if ((int) seat != self->winner && --position == 0)
      return (int) seat;
  return -1;
}

static void
liable_selected_cb (AdwComboRow       *row,
                    GParamSpec        *pspec,
                    MjScorekeeperWindow *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || self->names == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  self->liable = choice_seat (self, selected);
  _mj_scorekeeper_refresh (self);
}

/**
 * _mj_scorekeeper_class_init_liable:
 *
 * Binds the template's "Pays for all" row, hidden until a ruleset asks for it.
 */
void
_mj_scorekeeper_class_init_liable (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, liable_row);
  gtk_widget_class_bind_template_callback (widget_class, liable_selected_cb);
}

/**
 * _mj_scorekeeper_sync_liable:
 *
 * Shows the row if the ruleset has a pay-for-all rule, offers the players who did not go
 * out, and forgets a choice that no longer holds (no such rule, no winner, or the player
 * chosen is now the winner).
 */
void
_mj_scorekeeper_sync_liable (MjScorekeeperWindow *self)
{
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
  const char *text = explanation (self);
  guint selected = 0;

  if (text == NULL || self->winner < 0 || self->liable == self->winner)
    self->liable = -1;

  gtk_widget_set_visible (GTK_WIDGET (self->liable_row), text != NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->liable_row), text != NULL ? text : "");
  if (self->names == NULL)
    return;

  /* Translators: nobody pays for all the others */
  gtk_string_list_append (choices, C_("pays for all", "Nobody"));
  for (guint seat = 0; seat < 4 && self->winner >= 0; seat++)
    if ((int) seat != self->winner)
      {
        gtk_string_list_append (choices, gtk_string_list_get_string (self->names, seat));
        if ((int) seat == self->liable)
          selected = g_list_model_get_n_items (G_LIST_MODEL (choices)) - 1;
      }

  self->updating++;
  adw_combo_row_set_model (self->liable_row, G_LIST_MODEL (choices));
  adw_combo_row_set_selected (self->liable_row, selected);
  self->updating--;
}

/**
 * _mj_scorekeeper_liable_seat:
 * @winning: the winner's hand
 * @discarder: who gave the winner the winning tile, or -1
 * @rule: (out): why that seat pays for everyone
 *
 * Calling nine or twelve pieces is read from the winner's hand (the choice of the row saying
 * who fed the fourth set); a dangerous discard is the choice of the row.
 *
 * Returns: the seat that pays for everyone in the hand entered, or -1
 */
int
_mj_scorekeeper_liable_seat (MjScorekeeperWindow *self,
                            const MjHand      *winning,
                            int                discarder,
                            MjLiableRule      *rule)
{
  int chosen = self->liable;
  int seat;

  *rule = MJ_LIABLE_NONE;
  if (self->winner < 0 || explanation (self) == NULL)
    return -1;
  if (chosen == self->winner)
    chosen = -1;

  seat = mj_settle_calling_pieces (self->ruleset, winning, discarder, chosen, rule);
  if (seat >= 0)
    return seat;
  if (chosen >= 0 && mj_ruleset_get (self->ruleset, MJ_PARAM_DANGEROUS_GAME))
    {
      *rule = MJ_LIABLE_DANGEROUS_GAME;
      return chosen;
    }
  return -1;
}
