/* mj-window-seats.c: the people at the screen, the curtain between them, the first East
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seat 0 is always played by the person at the screen; any other seat may be played by
 * another person sharing it ("hot seat"). Each person seat has its own MjHumanPlayer.
 * Only one person's decision is shown at a time: the others asked meanwhile (several may
 * claim the same discard) wait in line. When the next person to decide is not the one
 * whose rack the table shows, a curtain covers the table until that person is at the
 * screen, so that no one sees another's tiles. With a single person the table always
 * shows seat 0 and the curtain never comes down.
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-window-private.h"

/* Helpers */

static gboolean
is_waiting (MjWindow *self,
            guint     seat)
{
  MjHumanPlayer *human = seat < 4 ? self->humans[seat] : NULL;

  return human != NULL && mj_human_player_get_decision (human) != NULL;
}

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
  self->asking = (guint8) seat;
  self->human = self->humans[seat];
  if (mj_table_view_get_human_seat (self->table) != seat)
    {
      /* the order one person gave their rack would tell the next something of it */
      mj_table_view_sort_rack (self->table);
      mj_table_view_set_selected (self->table, -1);
      mj_table_view_set_human_seat (self->table, seat);
    }
  _mj_window_show_decision (self);
}

static void
raise_curtain (MjWindow *self,
               guint     seat)
{
  static const char * const cloths[] = { "cloth-green", "cloth-blue", "cloth-red" };
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;

  self->curtain_seat = (guint8) seat;
  _mj_window_set_hint_enabled (self, FALSE);

  /* Translators: the table is covered until the named person sits at the screen */
  title = g_strdup_printf (_("Pass to %s"), self->names[seat]);
  /* Translators: %s is the name of the person the table passes to */
  description = g_strdup_printf (_("Press Enter or click when %s is at the screen."), self->names[seat]);
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

/* Asks @seat: at once when the table already shows it, else behind the curtain. */
static void
ask_person (MjWindow *self,
            guint     seat)
{
  if (mj_table_view_get_human_seat (self->table) == seat)
    show_person (self, seat);
  else
    {
      self->asking = (guint8) seat;
      raise_curtain (self, seat);
    }
}

/* Asks the next person in line, the one the table shows first if it is waiting. */
static void
ask_next (MjWindow *self)
{
  guint shown = mj_table_view_get_human_seat (self->table);
  guint pick = MJ_NO_SEAT;
  guint n = 0;

  if (self->asking != MJ_NO_SEAT)
    return;

  for (guint i = 0; i < self->n_waiting; i++)
    {
      guint seat = self->waiting[i];

      /* an answer already given (a new match, a game gone) drops out of the line */
      if (!is_waiting (self, seat))
        continue;
      self->waiting[n++] = (guint8) seat;
      if (pick == MJ_NO_SEAT || seat == shown)
        pick = seat;
    }
  self->n_waiting = (guint8) n;
  if (pick == MJ_NO_SEAT)
    return;

  for (guint i = 0, j = 0; i < self->n_waiting; i++)
    if (self->waiting[i] != pick)
      self->waiting[j++] = self->waiting[i];
  self->n_waiting--;
  ask_person (self, pick);
}

/* Callbacks */

static gboolean
ask_next_cb (gpointer user_data)
{
  MjWindow *self = user_data;

  self->ask_id = 0;
  ask_next (self);
  return G_SOURCE_REMOVE;
}

static void
decision_requested_cb (MjWindow      *self,
                       MjHumanPlayer *human)
{
  guint seat = MJ_NO_SEAT;

  for (guint s = 0; s < 4; s++)
    if (self->humans[s] == human)
      seat = s;
  g_return_if_fail (seat != MJ_NO_SEAT);

  if (mj_human_player_get_decision (human) == NULL)
    return;

  /* one person: shown at once, exactly as the game asks */
  if (self->n_people <= 1)
    {
      show_person (self, seat);
      return;
    }

  /* several: in line; the line is looked at once every seat asked with this one has
   * been asked too, so that the person the table shows goes first */
  for (guint i = 0; i < self->n_waiting; i++)
    if (self->waiting[i] == seat)
      return;
  if (seat == self->asking)
    return;
  self->waiting[self->n_waiting++] = (guint8) seat;
  if (self->ask_id == 0)
    self->ask_id = g_idle_add (ask_next_cb, self);
}

static void
curtain_confirmed_cb (MjWindow *self)
{
  guint seat = self->curtain_seat;

  if (seat == MJ_NO_SEAT)
    return;
  lower_curtain (self);
  if (is_waiting (self, seat))
    show_person (self, seat);
  else
    {
      self->asking = MJ_NO_SEAT;
      ask_next (self);
    }
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
 * bar where the person plays) and, for the whole match, beside the scores.
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

    _mj_window_announce (self, short_text, 2500);
  }

  panel = details != NULL ? g_strdup_printf ("%s\n\n%s", details, sentence) : g_strdup (sentence);
  if (self->first_east_label != NULL)
    {
      gtk_label_set_text (self->first_east_label, panel);
      gtk_widget_set_visible (GTK_WIDGET (self->first_east_label), TRUE);
    }
}

/**
 * _mj_window_seat_name:
 * @given: (nullable): the name chosen for @seat, or empty
 * @generated: the name to use when none was chosen
 *
 * Returns: (transfer full): the name @seat plays under: @given or @generated, made
 *   different from the seats before it
 */
char *
_mj_window_seat_name (MjWindow   *self,
                      guint       seat,
                      const char *given,
                      const char *generated)
{
  g_autofree char *base = g_strstrip (g_strdup (given != NULL && given[0] != '\0' ? given : generated));
  char *name = g_strdup (base);

  for (guint n = 2; n < 10; n++)
    {
      gboolean taken = FALSE;

      for (guint other = 0; other < seat; other++)
        taken |= self->names[other] != NULL && g_str_equal (self->names[other], name);
      if (!taken)
        break;
      g_free (name);
      /* Translators: a second player of the same name: "Ann (2)" */
      name = g_strdup_printf (C_("same name", "%s (%u)"), base, n);
    }
  return name;
}

/**
 * _mj_window_add_person:
 *
 * A person plays @seat: its decisions are shown at the table.
 */
void
_mj_window_add_person (MjWindow *self,
                       guint     seat)
{
  g_return_if_fail (seat < 4 && self->humans[seat] == NULL);

  self->humans[seat] = mj_human_player_new ();
  self->n_people++;
  if (self->human == NULL)
    self->human = self->humans[seat];
  g_signal_connect_object (self->humans[seat], "decision-requested", G_CALLBACK (decision_requested_cb), self,
                           G_CONNECT_SWAPPED);
  mj_match_set_player (self->match, seat, MJ_PLAYER (self->humans[seat]));
}

/**
 * _mj_window_person_answered:
 *
 * The person asked has answered; the next one in line is asked.
 */
void
_mj_window_person_answered (MjWindow *self)
{
  if (self->asking == MJ_NO_SEAT)
    ask_next (self);
}

void
_mj_window_seats_init (MjWindow *self)
{
  GtkGesture *click;

  self->asking = MJ_NO_SEAT;
  self->curtain_seat = MJ_NO_SEAT;
  g_assert (self->curtain != NULL && self->curtain_button != NULL && self->first_east_label != NULL);

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
  g_clear_handle_id (&self->ask_id, g_source_remove);
  self->asking = MJ_NO_SEAT;
  self->n_waiting = 0;
  self->n_people = 0;
  self->human = NULL;
  lower_curtain (self);
  for (guint seat = 0; seat < 4; seat++)
    g_clear_object (&self->humans[seat]);
  if (self->first_east != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->first_east_label), FALSE);
  g_clear_pointer (&self->first_east, g_free);
}
