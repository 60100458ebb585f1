/* mj-test-gui.h: what the tests of the windows share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-action.h"
#include "mj-action-bar.h"
#include "mj-application.h"
#include "mj-hand-summary.h"
#include "mj-ruleset-store.h"
#include "mj-table-view.h"
#include "mj-window.h"
#include "mj-test-wait.h"

G_BEGIN_DECLS

/* Starting and ending */

char          *gui_test_init            (int        *argc,
                                         char     ***argv,
                                         gboolean    animations);
void           gui_test_remove_tree     (const char *path);
MjApplication *gui_test_application_new (void);
MjMatch       *gui_test_match           (MjWindow   *window);
MjHumanPlayer *gui_test_human           (MjWindow   *window);
guint          gui_test_asking          (MjWindow   *window);
MjTableView   *gui_test_table           (MjWindow   *window);
MjActionBar   *gui_test_action_bar      (MjWindow   *window);
void           iterate                  (void);
void           save_screenshot          (GtkWidget  *widget,
                                         const char *name);

/* Finding widgets */

typedef gboolean (*GuiTestMatch) (GtkWidget    *widget,
                                  gconstpointer data);

GtkWidget *gui_test_find                (GtkWidget    *root,
                                         GuiTestMatch  match,
                                         gconstpointer data);
gboolean   gui_test_is_named            (GtkWidget    *widget,
                                         gconstpointer name);
gboolean   gui_test_is_type             (GtkWidget    *widget,
                                         gconstpointer type);
gboolean   gui_test_is_label            (GtkWidget    *widget,
                                         gconstpointer text);
gboolean   gui_test_is_label_containing (GtkWidget    *widget,
                                         gconstpointer text);
gboolean   gui_test_is_button           (GtkWidget    *widget,
                                         gconstpointer label);
gboolean   gui_test_is_row              (GtkWidget    *widget,
                                         gconstpointer title);
gboolean   gui_test_has_tooltip         (GtkWidget    *widget,
                                         gconstpointer text);
guint      gui_test_count               (GtkWidget    *root,
                                         GuiTestMatch  match,
                                         gconstpointer data);
GtkWidget *find_button_with_action      (GtkWidget    *widget,
                                         MjActionKind  kind);
GtkWidget *find_button                  (GtkWidget    *root,
                                         const char   *label);
GtkWidget *find_row                     (GtkWidget    *root,
                                         const char   *title);
GtkWidget *find_named                   (GtkWidget    *root,
                                         const char   *name);
GtkWidget *find_type                    (GtkWidget    *root,
                                         GType         type);
gboolean   shows_label                  (GtkWidget    *root,
                                         const char   *text);
gboolean   shows_label_containing       (GtkWidget    *root,
                                         const char   *text);
void       collect                      (GtkWidget    *root,
                                         GType         type,
                                         GPtrArray    *found);
GtkWindow *find_toplevel                (GType         type);
void       destroy_toplevels            (GType         type);

/* Choosing in a combo row, by the words of its items */

void        choose_item                 (AdwComboRow  *row,
                                         const char   *item);
const char *chosen_item                 (AdwComboRow  *row);

/* A game window, played */

typedef void (*GuiTestSeen) (const MjDecision *decision,
                             gpointer          data);

void           gui_test_wait_for_history   (MjWindow         *window);
void           gui_test_instant_play       (GSettings        *settings);
void           gui_test_close_game_window  (MjWindow         *window,
                                            GSettings        *settings);
void           gui_test_save_goulash_rules (const char       *id,
                                            const char       *name);
MjWindow      *gui_test_game_window        (MjApplication    *app,
                                            int               width,
                                            int               height);
void           gui_test_select_worst_discard (MjWindow       *window);
void           gui_test_answer             (MjWindow         *window,
                                            const MjDecision *d);
MjHandSummary *gui_test_play_to_summary    (MjWindow         *window,
                                            GuiTestSeen       seen,
                                            gpointer          data);

G_END_DECLS
