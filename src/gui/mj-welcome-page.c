/* mj-welcome-page.c: the front door
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the window shows when no match is at the table: each match that waits to be
 * continued (at the table on the screen, or scored at a real table), the newest first, in a
 * sentence with a Continue button; then a new game, scoring a game at a real table and the
 * score history, each a click away. The window gives the matches (it keeps the saves'
 * folder in order); the buttons are the application's actions.
 */

#define G_LOG_DOMAIN "mj-welcome"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-saves.h"
#include "mj-welcome-page.h"

struct _MjWelcomePage
{
  AdwBin          parent_instance;

  /* Template Widgets */
  AdwStatusPage  *status;
  GtkWidget      *continue_group;
  GtkListBox     *continue_list;
  GtkButton      *new_game_button;
  GtkWidget      *first;            /* the way on a person most likely takes */
};

G_DEFINE_FINAL_TYPE (MjWelcomePage, mj_welcome_page, ADW_TYPE_BIN)

static void
mj_welcome_page_class_init (MjWelcomePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* (AdwBin lets its child go itself) */
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-welcome-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MjWelcomePage, status);
  gtk_widget_class_bind_template_child (widget_class, MjWelcomePage, continue_group);
  gtk_widget_class_bind_template_child (widget_class, MjWelcomePage, continue_list);
  gtk_widget_class_bind_template_child (widget_class, MjWelcomePage, new_game_button);
}

static void
mj_welcome_page_init (MjWelcomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mj_welcome_page_new (void)
{
  return g_object_new (MJ_TYPE_WELCOME_PAGE, NULL);
}

/* When a match was kept, in words: "today at 21:40", or its date. */
static char *
describe_when (gint64 saved)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (saved);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = NULL;
  g_autofree char *date = NULL;

  if (when == NULL)
    return g_strdup ("");
  time = g_date_time_format (when, "%H:%M");
  if (g_date_time_get_year (when) == g_date_time_get_year (now) &&
      g_date_time_get_day_of_year (when) == g_date_time_get_day_of_year (now))
    /* Translators: when a match was kept: "Saved today at 21:40" */
    return g_strdup_printf (_("Saved today at %s"), time);
  date = g_date_time_format (when, "%x");
  /* Translators: when a match was kept: "Saved 24/11/2026 at 21:40" */
  return g_strdup_printf (_("Saved %s at %s"), date, time);
}

static GtkWidget *
save_row (const MjSaveInfo *info,
          gboolean          newest)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Continue"));
  g_autofree char *title = mj_save_info_describe (info);
  g_autofree char *when = describe_when (info->saved);
  g_autofree char *subtitle = NULL;

  if (info->kind == MJ_SAVE_SCOREKEEPER)
    /* Translators: a match scored at a real table, kept to be continued: "Scored at the table · Saved today at 21:40" */
    subtitle = g_strdup_printf (_("Scored at the table · %s"), when);
  else
    subtitle = g_steal_pointer (&when);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "app.continue");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", info->path);
  gtk_widget_set_tooltip_text (button, title);
  if (newest)
    gtk_widget_add_css_class (button, "suggested-action");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

/**
 * mj_welcome_page_focus:
 *
 * Puts the keyboard on the way on a person most likely takes: the newest match to
 * continue, or a new game.
 */
void
mj_welcome_page_focus (MjWelcomePage *self)
{
  g_return_if_fail (MJ_IS_WELCOME_PAGE (self));

  gtk_widget_grab_focus (self->first != NULL ? self->first : GTK_WIDGET (self->new_game_button));
}

/**
 * mj_welcome_page_set_saves:
 * @saves: (element-type MjSaveInfo): the matches that can be continued, the newest first
 *
 * Offers each of @saves to be continued; with none, a new game comes first.
 */
void
mj_welcome_page_set_saves (MjWelcomePage *self,
                           GPtrArray     *saves)
{
  GtkWidget *child;
  guint n = saves != NULL ? saves->len : 0;

  g_return_if_fail (MJ_IS_WELCOME_PAGE (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->continue_list))) != NULL)
    gtk_list_box_remove (self->continue_list, child);
  self->first = GTK_WIDGET (self->new_game_button);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = save_row (saves->pdata[i], i == 0);

      gtk_list_box_append (self->continue_list, row);
      if (i == 0)
        self->first = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
    }
  gtk_widget_set_visible (self->continue_group, n > 0);

  /* a match waits: the new one is another */
  gtk_button_set_label (self->new_game_button, n > 0 ? _("Start _Another Match") : _("_New Game"));
  if (n > 0)
    gtk_widget_remove_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->new_game_button), "suggested-action");
}
