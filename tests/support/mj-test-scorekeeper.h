/* mj-test-scorekeeper.h: driving the window of Score a Game at the Table as a person does
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-scorekeeper-window.h"
#include "mj-test-gui.h"
#include "mj-tile-picker.h"

G_BEGIN_DECLS

/* Finding what the window shows */

GtkWidget           *found           (GtkWidget           *widget);
GtkWidget           *named           (MjScorekeeperWindow *window,
                                      const char          *name);
GtkWidget           *row             (MjScorekeeperWindow *window,
                                      const char          *title);
AdwComboRow         *combo           (MjScorekeeperWindow *window,
                                      const char          *title);
GtkSwitch           *row_switch      (MjScorekeeperWindow *window,
                                      const char          *title);
GtkEditable         *name_row        (MjScorekeeperWindow *window,
                                      guint                seat);
MjTilePicker        *palette         (MjScorekeeperWindow *window);
gboolean             page_shown      (MjScorekeeperWindow *window,
                                      const char          *label);
const char          *heading         (MjScorekeeperWindow *window);
const char          *subtitle        (MjScorekeeperWindow *window);
guint                placed          (MjScorekeeperWindow *window,
                                      const char          *box,
                                      MjTile               tile);
guint                n_placed        (MjScorekeeperWindow *window,
                                      const char          *box);
gboolean             scored          (MjScorekeeperWindow *window);
const char          *score_line      (MjScorekeeperWindow *window,
                                      const char          *name,
                                      guint                n);
const char          *shown_total     (MjScorekeeperWindow *window,
                                      const char          *name);
const char          *shown_payment   (MjScorekeeperWindow *window,
                                      const char          *name);

/* Doing what a person does */

void                 click           (GtkWidget           *widget);
void                 click_button    (MjScorekeeperWindow *window,
                                      const char          *label);
void                 pick            (MjScorekeeperWindow *window,
                                      MjTile               tile);
void                 pick_tiles      (MjScorekeeperWindow *window,
                                      const char          *text);
void                 seat            (MjScorekeeperWindow *window,
                                      const char          *name);
void                 mode            (MjScorekeeperWindow *window,
                                      const char          *as,
                                      gboolean             exposed);
void                 choose_ruleset  (MjScorekeeperWindow *window,
                                      const char          *id);
MjScorekeeperWindow *start_table     (MjHistory           *history,
                                      GSettings           *settings,
                                      const char          *ruleset_id);

G_END_DECLS
