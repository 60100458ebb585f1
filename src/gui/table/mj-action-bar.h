/* mj-action-bar.h: the bar under the table where the person decides
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mj-action.h"
#include "mj-seat-view.h"

G_BEGIN_DECLS

#define MJ_TYPE_ACTION_BAR (mj_action_bar_get_type ())

G_DECLARE_FINAL_TYPE (MjActionBar, mj_action_bar, MJ, ACTION_BAR, GtkWidget)

GtkWidget *mj_action_bar_new             (void);
void       mj_action_bar_clear           (MjActionBar        *self);
void       mj_action_bar_show_decision   (MjActionBar        *self,
                                          const MjDecision   *decision,
                                          const MjSeatView   *view,
                                          const char * const *names,
                                          const char         *person);
void       mj_action_bar_set_countdown   (MjActionBar        *self,
                                          int                 seconds);
void       mj_action_bar_offer           (MjActionBar        *self,
                                          const char         *prompt,
                                          const char         *label,
                                          const char         *action_name);
gboolean   mj_action_bar_tell            (MjActionBar        *self,
                                          const char         *text);
void       mj_action_bar_restore_prompt  (MjActionBar        *self);
gboolean   mj_action_bar_get_declaring   (MjActionBar        *self);
gboolean   mj_action_bar_focus_action    (MjActionBar        *self,
                                          const MjAction     *action);
void       mj_action_bar_set_status      (MjActionBar        *self,
                                          const char         *text);
gboolean   mj_action_bar_is_empty        (MjActionBar        *self);

G_END_DECLS
