/* mj-window-game.c: the window at play: the match, the person's decisions, the scores
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The person sits at seat 0, at the bottom of the table; the computer opponents take the
 * other seats, paced so that their moves can be followed, unless other people sharing the
 * screen play them (mj-window-seats.c passes the table between them). When the game waits
 * for a person, the action bar under the table offers exactly the legal choices: on a turn
 * the tiles to discard (chosen on the table), going out, kongs and declaring a ready hand;
 * on another player's discard the claims, or Pass.
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-hint.h"
#include "mj-ai-player.h"
#include "mj-hand-summary.h"
#include "mj-new-game-dialog.h"
#include "mj-ruleset-store.h"
#include "mj-window-private.h"

#define HUMAN 0

static const char * const opponent_names[] = {
  /* Translators: the names of the computer opponents */
  N_("Mei"), N_("Arthur"), N_("Ingrid"), N_("Kenji"), N_("Rosa"), N_("Tomas"),
};

/* Helpers */

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
  g_object_set_data (G_OBJECT (box), "mj-prompt", NULL);
}

/* Tells the person something about the decision in front of them, in the bar where it is
 * asked: a toast would cover the bar's buttons. */
static void
tell_in_bar (MjWindow   *self,
             const char *text)
{
  GtkLabel *label = g_object_get_data (G_OBJECT (self->action_bar), "mj-prompt");

  if (label == NULL)
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      return;
    }
  gtk_label_set_text (label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), text);
  gtk_widget_add_css_class (GTK_WIDGET (label), "hint");
}

/* The bar's first words: what is asked. A hint is told there too, on two lines at most, each
 * about @chars wide (the label gives way to the buttons when the bar is narrow; a claim's
 * bar has the most buttons, and the narrowest words). */
static GtkWidget *
prompt_label (GtkBox     *bar,
              const char *text,
              int         chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 2);
  gtk_label_set_width_chars (GTK_LABEL (label), chars);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars + 4);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  g_object_set_data (G_OBJECT (bar), "mj-prompt", label);
  return label;
}

static MjGame *
current_game (MjWindow *self)
{
  return self->match != NULL ? mj_match_get_game (self->match) : NULL;
}

static void
stop_countdown (MjWindow *self)
{
  g_clear_handle_id (&self->countdown_id, g_source_remove);
}

/* The person being asked, with its decision; NULL when no one is (or the curtain is down
 * over the table). */
static const MjDecision *
asked_decision (MjWindow *self,
                guint    *seat)
{
  if (self->asking == MJ_NO_SEAT || self->curtain_seat != MJ_NO_SEAT || self->humans[self->asking] == NULL)
    return NULL;
  if (seat != NULL)
    *seat = self->asking;
  return mj_human_player_get_decision (self->humans[self->asking]);
}

/* Takes the person's controls away: no claim bar, no countdown, no tile to discard. */
static void
close_controls (MjWindow *self)
{
  stop_countdown (self);
  clear_box (self->action_bar);
  mj_table_view_set_discardable (self->table, 0);
}

static void
answer (MjWindow       *self,
        const MjAction *action)
{
  MjGame *game = current_game (self);
  guint seat;

  close_controls (self);
  if (asked_decision (self, &seat) == NULL)
    return;

  mj_human_player_clear (self->humans[seat]);
  self->asking = MJ_NO_SEAT;
  _mj_window_set_hint_enabled (self, FALSE);
  if (game != NULL && mj_game_get_pending (game, seat) != NULL)
    mj_game_answer (game, seat, action);
  _mj_window_person_answered (self);
}

static const char *
announcement_text (MjAnnouncement what)
{
  switch (what)
    {
    case MJ_ANNOUNCE_PUNG:
      return _("Pung!");
    case MJ_ANNOUNCE_KONG:
      return _("Kong!");
    case MJ_ANNOUNCE_CHOW:
      return _("Chow!");
    case MJ_ANNOUNCE_TAKE:
      return _("Takes the discard");
    case MJ_ANNOUNCE_MAHJONG:
      return _("Mah-Jong!");
    case MJ_ANNOUNCE_READY:
      return _("Ready!");
    case MJ_ANNOUNCE_ORIGINAL_CALL:
      return _("Original call!");
    case MJ_ANNOUNCE_STEP_BACK:
      return _("Steps back");
    case MJ_ANNOUNCE_ROBBED:
      return _("Robs the kong!");
    case MJ_ANNOUNCE_CALLING_PIECES:
    default:
      return _("Calling!");
    }
}

static gboolean
hide_announcement_cb (gpointer user_data)
{
  MjWindow *self = user_data;

  self->announcement_id = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->announcement), FALSE);
  return G_SOURCE_REMOVE;
}

/**
 * _mj_window_announce:
 * @ms: how long the words stay
 *
 * Says @text across the top of the table, as a player would aloud.
 */
void
_mj_window_announce (MjWindow   *self,
                     const char *text,
                     guint       ms)
{
  gtk_label_set_text (self->announcement, text);
  gtk_widget_set_visible (GTK_WIDGET (self->announcement), TRUE);
  g_clear_handle_id (&self->announcement_id, g_source_remove);
  self->announcement_id = g_timeout_add (ms, hide_announcement_cb, self);
}

static void
announcement_cb (MjWindow *self,
                 guint     seat,
                 guint     what,
                 MjGame   *game)
{
  g_autofree char *text = g_strdup_printf ("%s: %s", self->names[seat], announcement_text ((MjAnnouncement) what));

  _mj_window_announce (self, text, 1500);
}

/* The side panel: the round and the players' points */

static void
update_panel (MjWindow *self)
{
  MjGame *game = current_game (self);
  GtkWidget *child;
  g_autofree char *round = NULL;
  guint n_records = 0;

  if (game == NULL)
    return;

  mj_match_get_records (self->match, &n_records);
  if (mj_game_is_goulash (game))
    /* Translators: a Goulash hand, played after a drawn one with the twos of bamboo wild */
    round = g_strdup_printf (_("%s round, hand %u: a Goulash, twos of bamboo wild"),
                             mj_wind_get_name (mj_game_get_prevailing_wind (game)),
                             n_records + (mj_game_get_phase (game) == MJ_PHASE_FINISHED ? 0 : 1));
  else
    round = g_strdup_printf (_("%s round, hand %u"), mj_wind_get_name (mj_game_get_prevailing_wind (game)),
                             n_records + (mj_game_get_phase (game) == MJ_PHASE_FINISHED ? 0 : 1));
  gtk_label_set_text (self->round_label, round);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_grid))) != NULL)
    gtk_grid_remove (self->scores_grid, child);

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *who = NULL;
      g_autofree char *points = NULL;
      GtkWidget *name, *value;

      if ((mj_game_get_empty_seats (game) >> seat) & 1u)
        continue;
      who = g_strdup_printf ("%s (%s)", self->names[seat], mj_wind_get_name (mj_game_get_seat_wind (game, seat)));
      points = g_strdup_printf ("%d", mj_match_get_balance (self->match, seat));
      name = gtk_label_new (who);
      value = gtk_label_new (points);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_widget_set_hexpand (name, FALSE);
      gtk_widget_set_size_request (name, 160, -1);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      if (seat == mj_game_get_dealer (game))
        gtk_widget_add_css_class (name, "heading");
      gtk_grid_attach (self->scores_grid, name, 0, (int) seat, 1, 1);
      gtk_grid_attach (self->scores_grid, value, 1, (int) seat, 1, 1);
    }
}

/* The person's decisions */

static GtkWidget *
action_button (MjWindow       *self,
               const char     *label,
               const MjAction *action,
               gboolean        suggested);

static void
action_clicked_cb (GtkButton *button,
                   MjWindow  *self)
{
  const MjAction *stored = g_object_get_data (G_OBJECT (button), "mj-action");
  MjAction action;

  if (stored == NULL)
    return;
  action = *stored;
  answer (self, &action);
}

static GtkWidget *
action_button (MjWindow       *self,
               const char     *label,
               const MjAction *action,
               gboolean        suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  MjAction *copy = g_new (MjAction, 1);

  *copy = *action;
  g_object_set_data_full (G_OBJECT (button), "mj-action", copy, g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (action_clicked_cb), self);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (self->action_bar, button);
  return button;
}

static const MjAction *
find_action (const MjDecision *d,
             MjActionKind      kind,
             MjTile            tile,
             guint             flags)
{
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == kind && d->actions[i].tile == tile && d->actions[i].flags == flags)
      return &d->actions[i];
  return NULL;
}

static gboolean
has_flag (const MjDecision *d,
          guint             flag)
{
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_DISCARD && (d->actions[i].flags & flag))
      return TRUE;
  return FALSE;
}

static void
tile_activated_cb (MjWindow    *self,
                   guint        tile,
                   MjTableView *table)
{
  const MjDecision *d = asked_decision (self, NULL);
  GtkWidget *check;
  const MjAction *a = NULL;

  /* a Goulash exchange: the tile is set aside to pass on */
  if (d != NULL && d->kind == MJ_DECISION_EXCHANGE)
    a = find_action (d, MJ_ACTION_EXCHANGE, (MjTile) tile, 0);
  if (a != NULL)
    {
      MjAction action = *a;

      answer (self, &action);
      return;
    }

  if (d == NULL || d->kind != MJ_DECISION_TURN)
    return;

  /* with the box ticked, the discard declares the hand ready (or original call) */
  check = g_object_get_data (G_OBJECT (self->action_bar), "mj-declare");
  if (check != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
    {
      a = find_action (d, MJ_ACTION_DISCARD, (MjTile) tile, MJ_ACTION_FLAG_DECLARE_READY);
      if (a == NULL)
        a = find_action (d, MJ_ACTION_DISCARD, (MjTile) tile, MJ_ACTION_FLAG_ORIGINAL_CALL);
      if (a == NULL)
        {
          tell_in_bar (self, _("That discard does not leave a ready hand"));
          return;
        }
    }
  if (a == NULL)
    a = find_action (d, MJ_ACTION_DISCARD, (MjTile) tile, 0);
  if (a == NULL)
    a = find_action (d, MJ_ACTION_DISCARD, (MjTile) tile, MJ_ACTION_FLAG_STEP_BACK);
  if (a != NULL)
    {
      MjAction action = *a;

      answer (self, &action);
    }
}

static gboolean
countdown_cb (gpointer user_data)
{
  MjWindow *self = user_data;
  GtkLabel *label = g_object_get_data (G_OBJECT (self->action_bar), "mj-countdown");
  MjAction pass = mj_action_make (MJ_ACTION_PASS, MJ_TILE_NONE, 0);

  if (--self->countdown <= 0)
    {
      self->countdown_id = 0;
      answer (self, &pass);
      return G_SOURCE_REMOVE;
    }
  if (label != NULL)
    {
      g_autofree char *text = g_strdup_printf ("%d", self->countdown);

      gtk_label_set_text (label, text);
    }
  return G_SOURCE_CONTINUE;
}

/* With several people at the screen, the bar says whose decision it is. */
static void
prepend_person (MjWindow *self)
{
  GtkWidget *who;

  if (self->n_people <= 1 || self->asking == MJ_NO_SEAT)
    return;
  who = gtk_label_new (self->names[self->asking]);
  gtk_widget_add_css_class (who, "heading");
  gtk_box_prepend (self->action_bar, who);
}

static void offer_rack (MjWindow *self,
                        guint64   choosable);

static void
show_turn (MjWindow         *self,
           const MjDecision *d)
{
  guint64 discardable = 0;
  GtkWidget *prompt;

  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];
      g_autofree char *label = NULL;

      switch ((MjActionKind) a->kind)
        {
        case MJ_ACTION_DISCARD:
          discardable |= G_GUINT64_CONSTANT (1) << a->tile;
          break;
        case MJ_ACTION_SELF_DRAWN_WIN:
          action_button (self, _("_Mah-Jong!"), a, TRUE);
          break;
        case MJ_ACTION_CONCEALED_KONG:
        case MJ_ACTION_ADDED_KONG:
          /* Translators: declare a kong of the named tile */
          label = g_strdup_printf (_("_Kong of %s"), mj_tile_get_name (a->tile));
          action_button (self, label, a, FALSE);
          break;
        default:
          break;
        }
    }

  if (has_flag (d, MJ_ACTION_FLAG_DECLARE_READY) || has_flag (d, MJ_ACTION_FLAG_ORIGINAL_CALL))
    {
      GtkWidget *check = gtk_check_button_new_with_mnemonic (has_flag (d, MJ_ACTION_FLAG_ORIGINAL_CALL) &&
                                                             !has_flag (d, MJ_ACTION_FLAG_DECLARE_READY)
                                                             ? _("_Original call with this discard")
                                                             : _("_Declare ready with this discard"));

      g_object_set_data (G_OBJECT (self->action_bar), "mj-declare", check);
      gtk_box_append (self->action_bar, check);
    }
  else
    g_object_set_data (G_OBJECT (self->action_bar), "mj-declare", NULL);

  /* beside a kong's button or the box to declare, the words take two lines */
  prompt = prompt_label (self->action_bar, _("Your turn: choose a tile to discard"),
                         gtk_widget_get_first_child (GTK_WIDGET (self->action_bar)) != NULL ? 20 : 36);
  gtk_box_prepend (self->action_bar, prompt);
  prepend_person (self);
  offer_rack (self, discardable);
}

/* The tiles of the rack that may be chosen now, one of them selected, the rack in focus. */
static void
offer_rack (MjWindow *self,
            guint64   choosable)
{
  /* the rack can be rearranged by dragging (or Ctrl+arrows) and put back in order */
  {
    GtkWidget *sort = gtk_button_new_with_mnemonic (_("So_rt"));

    gtk_widget_set_tooltip_text (sort, _("Put your tiles in order of suit and number"));
    g_signal_connect_object (sort, "clicked", G_CALLBACK (mj_table_view_sort_rack), self->table,
                             G_CONNECT_SWAPPED);
    gtk_box_append (self->action_bar, sort);
  }

  mj_table_view_set_discardable (self->table, choosable);
  {
    guint n;
    int selected = mj_table_view_get_selected (self->table);

    /* (a tile set aside for a Goulash exchange leaves the rack shorter) */
    mj_table_view_get_rack_tile (self->table, 0, &n);
    if (selected < 0 || selected >= (int) n)
      mj_table_view_set_selected (self->table, (int) n - 1);
  }
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
}

static void
show_claims (MjWindow         *self,
             const MjDecision *d)
{
  g_autofree char *prompt = NULL;
  GtkWidget *pass = NULL;
  int timer = g_settings_get_int (self->settings, "claim-timer");

  /* the person's own timer, or the one the rules give (-1) */
  if (timer < 0)
    timer = mj_ruleset_get_values (mj_match_get_ruleset (self->match))->params[MJ_PARAM_CLAIM_SECONDS];

  if (d->kind == MJ_DECISION_ROB)
    prompt = g_strdup_printf (_("%s declares a kong with %s"), self->names[d->other], mj_tile_get_name (d->tile));
  else
    prompt = g_strdup_printf (_("%s discards %s"), self->names[d->other], mj_tile_get_name (d->tile));
  gtk_box_append (self->action_bar, prompt_label (self->action_bar, prompt, 26));
  prepend_person (self);

  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];
      g_autofree char *label = NULL;

      switch ((MjActionKind) a->kind)
        {
        case MJ_ACTION_WIN:
          action_button (self, _("_Mah-Jong!"), a, TRUE);
          break;
        case MJ_ACTION_KONG:
          action_button (self, _("_Kong"), a, FALSE);
          break;
        case MJ_ACTION_PUNG:
          action_button (self, _("_Pung"), a, FALSE);
          break;
        case MJ_ACTION_CHOW:
          /* Translators: claim a chow, e.g. "Chow 3-4-5" */
          label = g_strdup_printf (_("_Chow %u-%u-%u"), mj_tile_rank (a->tile), mj_tile_rank (a->tile) + 1,
                                   mj_tile_rank (a->tile) + 2);
          action_button (self, label, a, FALSE);
          break;
        case MJ_ACTION_TAKE:
          action_button (self, _("_Take"), a, FALSE);
          break;
        case MJ_ACTION_PASS:
          pass = action_button (self, _("Pa_ss"), a, FALSE);
          break;
        default:
          break;
        }
    }

  if (timer > 0)
    {
      g_autofree char *text = g_strdup_printf ("%d", timer);
      GtkWidget *countdown = gtk_label_new (text);

      gtk_widget_add_css_class (countdown, "claim-countdown");
      gtk_box_append (self->action_bar, countdown);
      g_object_set_data (G_OBJECT (self->action_bar), "mj-countdown", countdown);
      self->countdown = timer;
      self->countdown_id = g_timeout_add_seconds (1, countdown_cb, self);
    }
  else
    g_object_set_data (G_OBJECT (self->action_bar), "mj-countdown", NULL);

  if (pass != NULL)
    gtk_widget_grab_focus (pass);
}

/* A Goulash: before play, three tiles passed on three times, each chosen in the rack. */
static void
show_exchange (MjWindow         *self,
               const MjDecision *d)
{
  const MjSeatView *view = mj_human_player_get_view (self->humans[self->asking]);
  guint64 choosable = 0;
  g_autofree char *text = NULL;
  GtkWidget *prompt;

  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_EXCHANGE)
      choosable |= G_GUINT64_CONSTANT (1) << d->actions[i].tile;

  switch ((d->other + 4 - d->seat) % 4)
    {
    case 1:
      /* Translators: a Goulash; %u is 1, 2 or 3, %s a player's name */
      text = g_strdup_printf (_("Exchange %u of 3: pass three tiles to %s, on your right"),
                              view->exchange, self->names[d->other]);
      break;
    case 2:
      text = g_strdup_printf (_("Exchange %u of 3: pass three tiles to %s, opposite"),
                              view->exchange, self->names[d->other]);
      break;
    default:
      text = g_strdup_printf (_("Exchange %u of 3: pass three tiles to %s, on your left"),
                              view->exchange, self->names[d->other]);
      break;
    }
  prompt = prompt_label (self->action_bar, text, 36);
  gtk_box_append (self->action_bar, prompt);

  if (view->n_passing > 0)
    {
      g_autoptr(GString) names = g_string_new (NULL);
      g_autofree char *aside = NULL;
      GtkWidget *label;

      for (guint i = 0; i < view->n_passing; i++)
        {
          if (i > 0)
            g_string_append (names, _(", "));
          g_string_append (names, mj_tile_get_name (view->passing[i]));
        }
      /* Translators: the tiles chosen so far to pass on, e.g. "Set aside: East wind, 9 of circles" */
      aside = g_strdup_printf (_("Set aside: %s"), names->str);
      label = gtk_label_new (aside);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->action_bar, label);
    }
  prepend_person (self);
  offer_rack (self, choosable);
}

/* The hint: what the computer players' evaluator would do in the person's seat, and why;
 * a discard it suggests is also selected in the rack. */

void
_mj_window_set_hint_enabled (MjWindow *self,
                             gboolean  enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  MjWindow *self = user_data;
  guint seat = HUMAN;
  const MjDecision *d = asked_decision (self, &seat);
  g_autofree char *reason = NULL;
  MjAction suggestion;

  if (d == NULL || !mj_ai_hint (mj_human_player_get_view (self->humans[seat]), d, &suggestion, &reason))
    return;

  /* the suggestion is chosen, and the keyboard is where Enter takes it */
  if (suggestion.kind == MJ_ACTION_DISCARD || suggestion.kind == MJ_ACTION_EXCHANGE)
    {
      guint n_tiles = 0;

      mj_table_view_get_rack_tile (self->table, 0, &n_tiles);
      for (guint i = 0; i < n_tiles; i++)
        if (mj_table_view_get_rack_tile (self->table, i, &n_tiles) == suggestion.tile)
          {
            mj_table_view_set_selected (self->table, (int) i);
            break;
          }
      gtk_widget_grab_focus (GTK_WIDGET (self->table));
    }
  else
    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->action_bar)); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        const MjAction *a = g_object_get_data (G_OBJECT (child), "mj-action");

        if (a != NULL && a->kind == suggestion.kind && a->tile == suggestion.tile)
          {
            gtk_widget_grab_focus (child);
            break;
          }
      }
  /* the reason, where the bar said what is asked: the discard to claim stays marked on the
   * table, the exchange's tiles set aside beside it */
  tell_in_bar (self, reason);
}

/**
 * _mj_window_show_decision:
 *
 * Offers the decision of the person being asked in the action bar, the table turned to
 * that person's seat.
 */
void
_mj_window_show_decision (MjWindow *self)
{
  const MjDecision *d = asked_decision (self, NULL);

  stop_countdown (self);
  clear_box (self->action_bar);
  _mj_window_set_hint_enabled (self, d != NULL);
  if (d == NULL)
    return;

  if (d->kind == MJ_DECISION_TURN)
    show_turn (self, d);
  else if (d->kind == MJ_DECISION_EXCHANGE)
    show_exchange (self, d);
  else
    show_claims (self, d);
}

/* The match */

static void show_standings (MjWindow *self);
static void update_end_match (MjWindow *self);
static void end_match_now (MjWindow *self);

static void
summary_continue_cb (MjWindow *self)
{
  if (self->match == NULL)
    return;
  if (mj_match_is_finished (self->match))
    {
      update_end_match (self);
      show_standings (self);
    }
  else
    mj_match_run (self->match);
}

static void
hand_started_cb (MjWindow *self,
                 MjGame   *game,
                 MjMatch  *match)
{
  for (guint seat = 0; seat < 4; seat++)
    if (self->paced[seat] != NULL)
      mj_paced_player_set_game (self->paced[seat], game);
  g_signal_connect_object (game, "announcement", G_CALLBACK (announcement_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "turn-changed", G_CALLBACK (update_panel), self, G_CONNECT_SWAPPED);
  mj_table_view_set_game (self->table, game);
  clear_box (self->action_bar);
  update_panel (self);
}

static void
hand_finished_cb (MjWindow *self,
                  MjGame   *game,
                  MjMatch  *match)
{
  MjHandSummary *summary;

  close_controls (self);
  update_panel (self);

  summary = mj_hand_summary_new (GTK_WINDOW (self), self->cache, match, game,
                                 (const char * const *) self->names);
  g_signal_connect_object (summary, "continue", G_CALLBACK (summary_continue_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (summary, "end-match", G_CALLBACK (end_match_now), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (summary));
}

/* Enables "End the Match" while a match is being played. */
static void
update_end_match (MjWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "end-match");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), self->match != NULL && !mj_match_is_finished (self->match));
}

/* Ends the match now: the hands played stand, the one being played is dropped, and the
 * final standings are shown. */
static void
end_match_now (MjWindow *self)
{
  if (self->match == NULL || mj_match_is_finished (self->match))
    return;

  close_controls (self);
  _mj_window_set_hint_enabled (self, FALSE);
  for (guint seat = 0; seat < 4; seat++)
    {
      if (self->paced[seat] != NULL)
        mj_paced_player_set_game (self->paced[seat], NULL);
      if (self->humans[seat] != NULL)
        mj_human_player_clear (self->humans[seat]);
    }
  mj_match_end (self->match);
  update_end_match (self);
  show_standings (self);
}

static void
end_match_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       MjWindow         *self)
{
  if (g_str_equal (response, "end"))
    end_match_now (self);
}

static void
end_match_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  MjWindow *self = user_data;
  GtkWidget *dialog;

  if (self->match == NULL || mj_match_is_finished (self->match))
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("End the Match?"),
                                   _("The hands played so far are kept in the score history; "
                                     "the hand being played is not scored."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Play On"),
                                    "end", _("_End the Match"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (end_match_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_standings (MjWindow *self)
{
  GtkWidget *dialog;
  GString *body = g_string_new (NULL);
  guint order[4] = { 0, 1, 2, 3 };

  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      if (mj_match_get_balance (self->match, order[j]) > mj_match_get_balance (self->match, order[i]))
        {
          guint t = order[i];

          order[i] = order[j];
          order[j] = t;
        }
  for (guint i = 0; i < 4; i++)
    g_string_append_printf (body, "%u. %s: %d\n", i + 1, self->names[order[i]],
                            mj_match_get_balance (self->match, order[i]));

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Match Is Over"), NULL);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  g_string_free (body, TRUE);
}

static MjPlayer *
make_opponent (MjAiLevel level,
               guint32   seed)
{
  return MJ_PLAYER (mj_ai_player_new (level, seed));
}

static void
record_failed_cb (MjWindow     *self,
                  const GError *error)
{
  /* Translators: %s says why the score history could not be written; the game goes on */
  g_autofree char *text = g_strdup_printf (_("This match is not being saved to the score history: %s"),
                                           error->message);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

/* Every match played on the screen goes into the score history, hand by hand. The history
 * opens in the background, so a match started before it is ready is recorded from then on. */
static void
start_recording (MjWindow *self)
{
  g_autoptr(GError) error = NULL;
  gint64 players[4];

  if (self->history == NULL || self->match == NULL || self->recorder != NULL
      || mj_history_is_read_only (self->history))
    return;

  for (guint seat = 0; seat < 4; seat++)
    {
      /* nobody sits in an empty seat */
      if ((mj_match_get_empty_seats (self->match) >> seat) & 1u)
        {
          players[seat] = 0;
          continue;
        }
      players[seat] = mj_history_ensure_player (self->history, self->names[seat], self->humans[seat] == NULL,
                                                &error);
      if (players[seat] <= 0)
        break;
    }

  if (error == NULL)
    self->recorder = mj_history_recorder_new (self->history, self->match, MJ_HISTORY_PLACE_SCREEN,
                                              players, &error);
  if (self->recorder == NULL)
    {
      record_failed_cb (self, error);
      return;
    }
  g_signal_connect_object (self->recorder, "record-failed", G_CALLBACK (record_failed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
history_opened_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  MjHistory *history = mj_history_open_finish (result, &error);
  MjWindow *self;

  /* a window closed before the history opened has cancelled the open and is gone */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = MJ_WINDOW (user_data);

  if (history == NULL)
    {
      /* Translators: %s says why the score history file could not be opened */
      g_autofree char *text = g_strdup_printf (_("The score history could not be opened: %s"),
                                               error->message);

      g_message ("%s", text);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      return;
    }

  self->history = history;
  start_recording (self);
}

/**
 * mj_window_get_history:
 *
 * Returns: (transfer none) (nullable): the score history, once it is open
 */
MjHistory *
mj_window_get_history (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);

  return self->history;
}

static guint
speed_turn_ms (MjWindow *self)
{
  static const guint ms[] = { 0, 250, 600, 1100 };
  int speed = g_settings_get_enum (self->settings, "animation-speed");

  return ms[CLAMP (speed, 0, 3)];
}

/* A moving tile glides to its place well within the computer's pause (a claim waits half of it). */
static void
animation_speed_changed_cb (MjWindow *self)
{
  static const guint ms[] = { 0, 100, 220, 350 };
  int speed = g_settings_get_enum (self->settings, "animation-speed");

  mj_table_view_set_animation_ms (self->table, ms[CLAMP (speed, 0, 3)]);
}

/**
 * mj_window_start_match:
 * @ruleset_id: a preset id
 * @seed: the match's seed
 *
 * Starts a match with the person at seat 0 and, in the other seats, the computer or other
 * people sharing the screen, named and chosen as the New Game dialog left them in the
 * settings. The first East is drawn as the ruleset says and told to the player.
 */
void
mj_window_start_match (MjWindow   *self,
                       const char *ruleset_id,
                       guint32     seed)
{
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  const MjRulesetEntry *entry = mj_ruleset_store_lookup (store, ruleset_id);
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autofree char *player_name = NULL;
  g_auto(GStrv) levels = NULL;
  g_auto(GStrv) seat_names = NULL;
  g_autoptr(GVariant) seat_people = NULL;
  g_autoptr(GVariant) seat_empty = NULL;
  guint empty = 0;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GRand) east_rand = NULL;
  MjFirstEastDraw first_east;
  guint used_names = 0;

  g_return_if_fail (MJ_IS_WINDOW (self));

  /* a preset, or the family's own rules; a broken file is refused with its reason */
  if (entry == NULL || entry->ruleset == NULL)
    {
      g_autofree char *text = entry != NULL ? g_strdup (entry->error->message)
                                            : g_strdup_printf (_("There are no rules called “%s”"), ruleset_id);

      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      return;
    }
  ruleset = g_object_ref (entry->ruleset);

  _mj_window_game_dispose (self);

  /* the first East, as the ruleset says: by chance, the dice or the wind tiles; drawn from
   * its own generator so that the rest of the match's seed goes as it always did */
  east_rand = g_rand_new_with_seed (g_rand_int (rand));
  mj_first_east_draw ((MjFirstEast) mj_ruleset_get (ruleset, MJ_PARAM_FIRST_EAST), east_rand, &first_east);

  player_name = g_settings_get_string (self->settings, "player-name");
  levels = g_settings_get_strv (self->settings, "opponent-levels");
  seat_names = g_settings_get_strv (self->settings, "seat-names");
  seat_people = g_settings_get_value (self->settings, "seat-people");
  self->names[HUMAN] = _mj_window_seat_name (self, HUMAN, player_name, g_get_real_name ());

  self->match = mj_match_new (ruleset, seed, first_east.east);
  _mj_window_add_person (self, HUMAN);

  /* a game of three or two, where the rules allow it (the New Game dialog has checked) */
  seat_empty = g_settings_get_value (self->settings, "seat-empty");
  for (guint k = 0; k < 3 && k < g_variant_n_children (seat_empty); k++)
    {
      gboolean nobody = FALSE;

      g_variant_get_child (seat_empty, k, "b", &nobody);
      empty |= nobody ? 1u << (k + 1) : 0;
    }
  if (empty != 0 && !mj_match_set_empty_seats (self->match, empty))
    {
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("These rules are played by four: every seat is taken")));
      empty = 0;
    }

  for (guint seat = 1; seat < 4; seat++)
    {
      MjAiLevel level = MJ_AI_LEVEL_STANDARD;
      g_autoptr(MjPlayer) inner = NULL;
      guint pick = (guint) g_rand_int_range (rand, 0, G_N_ELEMENTS (opponent_names));
      guint32 ai_seed = g_rand_int (rand);
      const char *given = NULL;
      const char *generated = NULL;
      gboolean person = FALSE;

      if ((empty >> seat) & 1u)
        {
          self->names[seat] = g_strdup (_("Empty seat"));
          continue;
        }
      if (levels != NULL && seat - 1 < g_strv_length (levels))
        mj_ai_level_from_string (levels[seat - 1], &level);
      if (seat_names != NULL && seat - 1 < g_strv_length (seat_names))
        given = seat_names[seat - 1];
      if (seat - 1 < g_variant_n_children (seat_people))
        g_variant_get_child (seat_people, seat - 1, "b", &person);

      if (person)
        _mj_window_add_person (self, seat);
      else
        {
          inner = make_opponent (level, ai_seed);
          self->paced[seat] = mj_paced_player_new (inner, seat);
          mj_paced_player_set_delay (self->paced[seat], speed_turn_ms (self), speed_turn_ms (self) / 2);
          mj_match_set_player (self->match, seat, MJ_PLAYER (self->paced[seat]));
        }

      /* a name not yet at the table, unless one was given */
      for (guint tries = 0; tries < G_N_ELEMENTS (opponent_names); tries++)
        {
          guint candidate = (pick + tries) % G_N_ELEMENTS (opponent_names);

          if (!(used_names & (1u << candidate)))
            {
              used_names |= 1u << candidate;
              generated = _(opponent_names[candidate]);
              break;
            }
        }
      if (person)
        self->names[seat] = _mj_window_seat_name (self, seat, given, generated);
      else
        {
          g_autofree char *name = _mj_window_seat_name (self, seat, given, generated);

          /* the computer's players say how strong they are */
          self->names[seat] = g_strdup_printf ("%s (%s)", name, mj_ai_level_get_name (level));
        }
    }

  for (guint seat = 0; seat < 4; seat++)
    mj_table_view_set_player_name (self->table, seat, self->names[seat]);
  mj_table_view_set_human_seat (self->table, HUMAN);

  g_signal_connect_object (self->match, "hand-started", G_CALLBACK (hand_started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "hand-finished", G_CALLBACK (hand_finished_cb), self, G_CONNECT_SWAPPED);

  start_recording (self);

  adw_window_title_set_subtitle (self->window_title, mj_ruleset_get_name (ruleset));
  gtk_stack_set_visible_child_name (self->stack, "table");

  /* (the throws for the first East name every seat: at a smaller table the deal simply
   * goes to the next player) */
  if (empty == 0)
    _mj_window_show_first_east (self, &first_east);

  update_end_match (self);
  mj_match_run (self->match);
}

static void
new_game_start_cb (MjWindow        *self,
                   MjNewGameDialog *dialog)
{
  mj_window_start_match (self, mj_new_game_dialog_get_ruleset_id (dialog), g_random_int ());
}

/**
 * mj_window_new_game:
 *
 * Asks for the rules and the players of a new match, then starts it.
 */
void
mj_window_new_game (MjWindow *self)
{
  MjNewGameDialog *dialog;

  g_return_if_fail (MJ_IS_WINDOW (self));

  dialog = mj_new_game_dialog_new (GTK_WINDOW (self), self->settings);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_mj_window_game_init (MjWindow *self)
{
  static const GActionEntry actions[] = {
    { "hint", hint_action },
    { "end-match", end_match_action },
  };

  _mj_window_seats_init (self);
  g_signal_connect_object (self->table, "tile-activated", G_CALLBACK (tile_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animation-speed", G_CALLBACK (animation_speed_changed_cb),
                           self, G_CONNECT_SWAPPED);
  animation_speed_changed_cb (self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  update_end_match (self);
  _mj_window_set_hint_enabled (self, FALSE);
  g_settings_bind (self->settings, "hints", self->hint_button, "visible", G_SETTINGS_BIND_GET);

  self->history_cancellable = g_cancellable_new ();
  mj_history_open_async (NULL, MJ_HISTORY_OPEN_DEFAULT, self->history_cancellable, history_opened_cb, self);
}

void
_mj_window_game_dispose (MjWindow *self)
{
  stop_countdown (self);
  g_clear_handle_id (&self->announcement_id, g_source_remove);
  if (self->table != NULL)
    mj_table_view_set_game (self->table, NULL);
  g_clear_object (&self->recorder);
  g_clear_object (&self->match);
  _mj_window_seats_reset (self);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_clear_object (&self->paced[seat]);
      g_clear_pointer (&self->names[seat], g_free);
    }
}
