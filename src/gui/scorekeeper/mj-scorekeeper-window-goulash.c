/* mj-scorekeeper-window-goulash.c: a Goulash hand entered from a real table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under rules with the Goulash (BMJA stage 7) the hand after a drawn one is played with
 * the twos of bamboo wild, and scored as the best hand they stand for. The switch says so:
 * it is shown only under such rules, turns itself on after a drawn hand, and the person may
 * turn it either way (the family may have dealt the Goulash or not).
 */

#define G_LOG_DOMAIN "mj-scorekeeper"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-scorekeeper-window-private.h"

static void
goulash_active_cb (GtkSwitch         *toggle,
                   GParamSpec        *pspec,
                   MjScorekeeperWindow *self)
{
  if (self->updating)
    return;
  self->goulash = gtk_switch_get_active (toggle);
  _mj_scorekeeper_refresh (self);
}

/**
 * _mj_scorekeeper_build_goulash_row:
 *
 * Returns: (transfer full): the "Goulash" row, hidden until a ruleset plays one
 */
GtkWidget *
_mj_scorekeeper_build_goulash_row (MjScorekeeperWindow *self)
{
  self->goulash_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->goulash_row), _("_Goulash"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->goulash_row), TRUE);
  adw_action_row_set_subtitle (self->goulash_row,
                               _("Played after a drawn hand: the twos of bamboo are wild, each scored as "
                                 "the tile that gives the best hand"));
  self->goulash_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->goulash_switch), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (self->goulash_row, GTK_WIDGET (self->goulash_switch));
  adw_action_row_set_activatable_widget (self->goulash_row, GTK_WIDGET (self->goulash_switch));
  gtk_widget_set_visible (GTK_WIDGET (self->goulash_row), FALSE);
  g_signal_connect (self->goulash_switch, "notify::active", G_CALLBACK (goulash_active_cb), self);
  return GTK_WIDGET (self->goulash_row);
}

/**
 * _mj_scorekeeper_sync_goulash:
 *
 * Shows the row under rules with the Goulash, and the switch as the hand stands.
 */
void
_mj_scorekeeper_sync_goulash (MjScorekeeperWindow *self)
{
  gboolean plays = self->ruleset != NULL && mj_ruleset_get (self->ruleset, MJ_PARAM_GOULASH);

  if (!plays)
    self->goulash = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->goulash_row), plays);
  self->updating++;
  gtk_switch_set_active (self->goulash_switch, self->goulash);
  self->updating--;
}
