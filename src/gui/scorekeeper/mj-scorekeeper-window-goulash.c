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
 * _mj_scorekeeper_class_init_goulash:
 *
 * Binds the template's "Goulash" row, hidden until a ruleset plays one.
 */
void
_mj_scorekeeper_class_init_goulash (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, goulash_row);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, goulash_switch);
  gtk_widget_class_bind_template_callback (widget_class, goulash_active_cb);
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
