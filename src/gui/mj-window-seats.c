/* mj-window-seats.c: the people at the screen, the curtain between them, the first East
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seat 0 is always played by the person at the screen; any other seat may be played by
 * another person sharing it ("hot seat"). The session asks one person at a time. When the
 * person it asks is not the one whose rack the table shows, a curtain covers the table
 * until that person is at the screen, so that no one sees another's tiles. With a single
 * person the table always shows seat 0 and the curtain never comes down. The seating
 * itself, who sits where, is read here from the settings the New Game dialog writes.
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-level.h"
#include "mj-window-private.h"

/* Helpers */

static void
lower_curtain (MjWindow *self)
{
  if (self->curtain_seat == MJ_NO_SEAT)
    return;
  self->curtain_seat = MJ_NO_SEAT;
  gtk_widget_set_visible (GTK_WIDGET (self->curtain), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->table), TRUE);
}

/* The table turns to @seat and its decision is shown. */
static void
show_person (MjWindow *self,
             guint     seat)
{
  if (mj_table_view_get_human_seat (self->table) != seat)
    {
      /* the order one person gave their rack would tell the next something of it */
      mj_table_view_sort_rack (self->table);
      mj_table_view_set_selected (self->table, -1);
      mj_table_view_set_human_seat (self->table, seat);
    }
  mj_table_session_set_shown_seat (self->session, seat);
  _mj_window_show_decision (self);
}

static void
raise_curtain (MjWindow *self,
               guint     seat)
{
  static const char * const cloths[] = { "cloth-green", "cloth-blue", "cloth-red" };
  const char *name = self->names[seat];
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;

  self->curtain_seat = (guint8) seat;
  _mj_window_set_hint_enabled (self, FALSE);

  /* Translators: the table is covered until the named person sits at the screen */
  title = g_strdup_printf (_("Pass to %s"), name);
  /* Translators: %s is the name of the person the table passes to */
  description = g_strdup_printf (_("Press Enter or click when %s is at the screen."), name);
  adw_status_page_set_title (self->curtain, title);
  adw_status_page_set_description (self->curtain, description);

  /* the curtain is cut from the table's own cloth */
  for (guint i = 0; i < G_N_ELEMENTS (cloths); i++)
    {
      if (gtk_widget_has_css_class (GTK_WIDGET (self->table_overlay), cloths[i]))
        gtk_widget_add_css_class (GTK_WIDGET (self->curtain), cloths[i]);
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->curtain), cloths[i]);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->curtain), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->table), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->curtain_button));
}

/**
 * _mj_window_person_asked:
 *
 * The session asks the person at @seat: at once when the table shows that seat, else
 * behind the curtain.
 */
void
_mj_window_person_asked (MjWindow *self,
                         guint     seat)
{
  if (mj_table_view_get_human_seat (self->table) == seat)
    show_person (self, seat);
  else
    raise_curtain (self, seat);
}

/* Callbacks */

static void
curtain_confirmed_cb (MjWindow *self)
{
  guint seat = self->curtain_seat;

  if (seat == MJ_NO_SEAT)
    return;
  lower_curtain (self);
  show_person (self, seat);
}

static void
curtain_pressed_cb (GtkGestureClick *gesture,
                    int              n_press,
                    double           x,
                    double           y,
                    MjWindow        *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  curtain_confirmed_cb (self);
}

/* The first East */

/* one line a seat: its throws, one after the other when a tie was thrown again */
static char *
dice_details (MjWindow              *self,
              const MjFirstEastDraw *draw)
{
  /* Translators: a heading over the players' throws of the dice for the first East */
  GString *text = g_string_new (_("Throws of the dice for the first East:"));

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(GString) throws = g_string_new (NULL);

      for (guint round = 0; round < draw->n_rounds; round++)
        {
          guint total = mj_first_east_draw_get_total (draw, round, seat);

          if (total == 0)
            continue;
          if (throws->len > 0)
            /* Translators: between two throws of the same player, after a tie */
            g_string_append (throws, C_("throws", ", then "));
          g_string_append_printf (throws, "%u", total);
        }
      g_string_append_c (text, '\n');
      /* Translators: a player and what it threw: "Ann: 9" (or "Ann: 9, then 11") */
      g_string_append_printf (text, C_("a throw", "%s: %s"), self->names[seat], throws->str);
    }
  return g_string_free (text, FALSE);
}

/* Interface */

/**
 * _mj_window_show_first_east:
 * @draw: how the first East of the match was found
 *
 * Tells the person who deals first, and why: across the table (a toast would cover the
 * bar where the person plays) and, while the first hand is played, in the side panel.
 */
void
_mj_window_show_first_east (MjWindow              *self,
                            const MjFirstEastDraw *draw)
{
  const char *east = self->names[draw->east];
  g_autofree char *sentence = NULL;
  g_autofree char *details = NULL;
  g_autofree char *panel = NULL;

  switch (draw->method)
    {
    case MJ_FIRST_EAST_DICE:
      {
        guint total = mj_first_east_draw_get_total (draw, draw->n_rounds - 1u, draw->east);

        if (draw->n_rounds > 1)
          /* Translators: the first East by the dice, after a tie at the top was thrown again;
           * %1$s is a name, %2$u the total of two dice */
          sentence = g_strdup_printf (ngettext ("After a tie, %1$s threw %2$u, the highest: %1$s is East and deals first",
                                                "After a tie, %1$s threw %2$u, the highest: %1$s is East and deals first",
                                                total),
                                      east, total);
        else
          /* Translators: the first East by the dice; %1$s is a name, %2$u the total of two dice */
          sentence = g_strdup_printf (ngettext ("%1$s threw %2$u, the highest: %1$s is East and deals first",
                                                "%1$s threw %2$u, the highest: %1$s is East and deals first",
                                                total),
                                      east, total);
        details = dice_details (self, draw);
      }
      break;
    case MJ_FIRST_EAST_WIND_TILES:
      /* Translators: the first East by drawing the four wind tiles; %s is a name */
      sentence = g_strdup_printf (_("%s drew the East wind and deals first"), east);
      /* the other winds drawn say nothing here: the seats stay where they are, only East
       * matters */
      break;
    case MJ_FIRST_EAST_RANDOM:
    default:
      /* Translators: who deals first */
      sentence = g_strdup_printf (_("%s is East and deals first"), east);
      break;
    }

  g_free (self->first_east);
  self->first_east = g_strdup (sentence);
  {
    /* Translators: said across the table as the match begins; %s is a name */
    g_autofree char *short_text = g_strdup_printf (_("%s deals first"), east);

    _mj_window_announce (self, -1, short_text, 2500);
  }

  panel = details != NULL ? g_strdup_printf ("%s\n\n%s", details, sentence) : g_strdup (sentence);
  mj_table_panel_set_first_east (self->panel, panel);
}

/**
 * _mj_window_read_seating:
 * @seating: (out caller-allocates): who sits where, for mj_table_session_new()
 *
 * The seating the New Game dialog left in the settings: the person's name, and for the
 * other seats a name, a person or the computer at a level, or nobody.
 */
void
_mj_window_read_seating (MjWindow  *self,
                         MjSeating *seating)
{
  g_auto(GStrv) levels = g_settings_get_strv (self->settings, "opponent-levels");
  g_auto(GStrv) seat_names = g_settings_get_strv (self->settings, "seat-names");
  g_autoptr(GVariant) seat_people = g_settings_get_value (self->settings, "seat-people");
  g_autoptr(GVariant) seat_empty = g_settings_get_value (self->settings, "seat-empty");

  memset (seating, 0, sizeof *seating);
  seating->names[0] = g_settings_get_string (self->settings, "player-name");
  seating->person[0] = TRUE;
  for (guint seat = 1; seat < 4; seat++)
    {
      MjAiLevel level = MJ_AI_LEVEL_STANDARD;

      if (levels != NULL && seat - 1 < g_strv_length (levels))
        mj_ai_level_from_string (levels[seat - 1], &level);
      seating->levels[seat] = (int) level;
      if (seat_names != NULL && seat - 1 < g_strv_length (seat_names))
        seating->names[seat] = g_strdup (seat_names[seat - 1]);
      if (seat - 1 < g_variant_n_children (seat_people))
        g_variant_get_child (seat_people, seat - 1, "b", &seating->person[seat]);
      if (seat - 1 < g_variant_n_children (seat_empty))
        g_variant_get_child (seat_empty, seat - 1, "b", &seating->empty[seat]);
    }
}

void
_mj_window_seats_init (MjWindow *self)
{
  GtkGesture *click;

  self->curtain_seat = MJ_NO_SEAT;
  g_assert (self->curtain != NULL && self->curtain_button != NULL && self->panel != NULL);

  g_signal_connect_object (self->curtain_button, "clicked", G_CALLBACK (curtain_confirmed_cb), self,
                           G_CONNECT_SWAPPED);
  /* a click anywhere on the curtain will do */
  click = gtk_gesture_click_new ();
  g_signal_connect_object (click, "pressed", G_CALLBACK (curtain_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->curtain), GTK_EVENT_CONTROLLER (click));
}

void
_mj_window_seats_reset (MjWindow *self)
{
  lower_curtain (self);
  if (self->first_east != NULL && self->panel != NULL)
    mj_table_panel_set_first_east (self->panel, NULL);
  g_clear_pointer (&self->first_east, g_free);
}
