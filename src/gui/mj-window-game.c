/* mj-window-game.c: the window at play: a view of the table session
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the match its MjTableSession plays: the table, the side panel beside it
 * (mj-table-panel.c: the round, the points, the plays), what the players say aloud across
 * it, and each hand's scores at its end. When the session asks the person (at seat 0, or
 * another person sharing the screen: mj-window-seats.c hands the screen over), the action
 * bar under the table offers exactly the legal choices, the tiles to discard or pass on
 * being chosen on the table; the answer goes back through the session. Otherwise the bar
 * says whose turn it is, and keeps its place.
 */

#define G_LOG_DOMAIN "mj-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-ai-player.h"
#include "mj-hand-summary.h"
#include "mj-new-game-dialog.h"
#include "mj-player-names.h"
#include "mj-ruleset-store.h"
#include "mj-saves.h"
#include "mj-toast.h"
#include "mj-window-private.h"

/* Helpers */

static MjGame *
current_game (MjWindow *self)
{
  return self->session != NULL ? mj_table_session_get_game (self->session) : NULL;
}

/* The person being asked, with its decision; NULL when no one is, or the curtain is down
 * over the table. */
static const MjDecision *
asked_decision (MjWindow *self,
                guint    *seat)
{
  if (self->session == NULL || self->curtain_seat != MJ_NO_SEAT)
    return NULL;
  return mj_table_session_get_asked (self->session, seat);
}

/* The players' points for the table's tally sticks, shown when the panel shows them
 * (_mj_window_game_init() binds the one to the other): the match's balances. */
static void
show_points (MjWindow *self)
{
  MjMatch *match = self->session != NULL ? mj_table_session_get_match (self->session) : NULL;
  int points[4] = { 0 };

  for (guint seat = 0; match != NULL && seat < 4; seat++)
    points[seat] = mj_match_get_balance (match, seat);
  mj_table_view_set_points (self->table, points);
}

/* Takes the person's controls away: no claim bar, no countdown, no tile to discard, and
 * no hint left standing. */
static void
close_controls (MjWindow *self)
{
  mj_action_bar_clear (self->action_bar);
  mj_table_view_set_discardable (self->table, 0);
  mj_table_view_set_hint (self->table, -1);
}

static void
answer (MjWindow       *self,
        const MjAction *action)
{
  close_controls (self);
  if (asked_decision (self, NULL) != NULL)
    {
      _mj_window_lesson_before_answer (self, action);
      mj_table_session_answer (self->session, action);
    }
}

/* Tells the person something about the decision in front of them, in the bar where it is
 * asked; a toast when nothing is asked. */
static void
tell (MjWindow   *self,
      const char *text)
{
  if (!mj_action_bar_tell (self->action_bar, text))
    mj_toast_show (self->toast_overlay, text);
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

/**
 * _mj_window_announce:
 * @seat: the seat of the player who says it, or -1 for the table
 * @ms: how long the words stay
 *
 * Says @text on the player's plate, as they would aloud, or in the middle of the table.
 */
void
_mj_window_announce (MjWindow   *self,
                     int         seat,
                     const char *text,
                     guint       ms)
{
  mj_table_view_announce (self->table, seat, text, ms);
}

static void
announcement_cb (MjWindow       *self,
                 guint           seat,
                 MjAnnouncement  what)
{
  _mj_window_announce (self, (int) seat, announcement_text (what), 1500);
}

/* What goes on while the person has nothing to decide, said quietly in the bar. */
static void
update_status (MjWindow *self)
{
  MjGame *game = current_game (self);
  g_autofree char *text = NULL;

  if (game != NULL && self->names != NULL && mj_game_get_phase (game) != MJ_PHASE_FINISHED)
    /* Translators: whose turn it is, said under the table: "Mei to play" */
    text = g_strdup_printf (_("%s to play"), self->names[mj_game_get_turn (game) % 4]);
  mj_action_bar_set_status (self->action_bar, text);
}

/* The person's decisions */

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

static void
tile_activated_cb (MjWindow    *self,
                   guint        tile,
                   MjTableView *table)
{
  const MjDecision *d = asked_decision (self, NULL);
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
  if (mj_action_bar_get_declaring (self->action_bar))
    {
      a = find_action (d, MJ_ACTION_DISCARD, (MjTile) tile, MJ_ACTION_FLAG_DECLARE_READY);
      if (a == NULL)
        a = find_action (d, MJ_ACTION_DISCARD, (MjTile) tile, MJ_ACTION_FLAG_ORIGINAL_CALL);
      if (a == NULL)
        {
          tell (self, _("That discard does not leave a ready hand"));
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

static void
action_chosen_cb (MjWindow       *self,
                  const MjAction *action)
{
  MjAction chosen = *action;

  answer (self, &chosen);
}

/* The tiles of the rack that may be chosen now, one of them selected, the rack in focus. */
static void
offer_rack (MjWindow         *self,
            const MjDecision *d)
{
  guint64 choosable = 0;
  guint n;
  int selected;

  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_DISCARD || d->actions[i].kind == MJ_ACTION_EXCHANGE)
      choosable |= G_GUINT64_CONSTANT (1) << d->actions[i].tile;

  mj_table_view_set_discardable (self->table, choosable);
  /* (a tile set aside for a Goulash exchange leaves the rack shorter) */
  selected = mj_table_view_get_selected (self->table);
  mj_table_view_get_rack_tile (self->table, 0, &n);
  if (selected < 0 || selected >= (int) n)
    mj_table_view_set_selected (self->table, (int) n - 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
}

static void
countdown_cb (MjWindow *self,
              int       seconds)
{
  mj_action_bar_set_countdown (self->action_bar, seconds);
}

static void
answered_cb (MjWindow *self,
             guint     seat)
{
  close_controls (self);
  _mj_window_set_hint_enabled (self, FALSE);
}

/* The hint: what the computer players' evaluator would do in the person's seat, and why;
 * a discard it suggests is also ringed and selected in the rack. It stands until the
 * person acts or chooses another tile. */

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
  g_autofree char *reason = NULL;
  MjAction suggestion;

  if (asked_decision (self, NULL) == NULL || !mj_table_session_hint (self->session, &suggestion, &reason))
    return;
  _mj_window_lesson_hint_taken (self);

  /* the suggestion is ringed and chosen, and the keyboard is where Enter takes it */
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
      mj_table_view_set_hint (self->table, suggestion.tile);
      gtk_widget_grab_focus (GTK_WIDGET (self->table));
    }
  else
    mj_action_bar_focus_action (self->action_bar, &suggestion);
  /* the reason, where the bar said what is asked: the discard to claim stays marked on the
   * table, the exchange's tiles set aside beside it */
  tell (self, reason);
}

/* The hint's ring is gone (the person chose another tile): its words go with it. */
static void
table_hint_changed_cb (MjWindow    *self,
                       GParamSpec  *pspec,
                       MjTableView *table)
{
  if (mj_table_view_get_hint (table) < 0)
    mj_action_bar_restore_prompt (self->action_bar);
}

/**
 * _mj_window_show_decision:
 *
 * Offers the decision of the person being asked in the action bar, the table turned to
 * that person's seat; a claim's seconds start to run.
 */
void
_mj_window_show_decision (MjWindow *self)
{
  const MjDecision *d;
  guint seat = MJ_NO_SEAT;

  close_controls (self);
  d = asked_decision (self, &seat);
  _mj_window_set_hint_enabled (self, d != NULL);
  if (d == NULL)
    return;

  mj_action_bar_show_decision (self->action_bar, d,
                               mj_human_player_get_view (mj_table_session_get_person (self->session, seat)),
                               (const char * const *) self->names,
                               mj_table_session_get_n_people (self->session) > 1 ? self->names[seat] : NULL);
  if (d->kind == MJ_DECISION_TURN || d->kind == MJ_DECISION_EXCHANGE)
    offer_rack (self, d);
  mj_table_session_decision_shown (self->session);
}

/* The match */

static void show_standings (MjWindow *self);
static void end_match_now (MjWindow *self);

/* After a hand: the next, or the standings once the match is over. */
static void
summary_continue_cb (MjWindow *self)
{
  if (self->session == NULL)
    return;
  close_controls (self);
  if (mj_match_is_finished (mj_table_session_get_match (self->session)))
    {
      _mj_window_update_end_match (self);
      show_standings (self);
    }
  else
    mj_table_session_play_on (self->session);
}

static void
next_hand_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  summary_continue_cb (user_data);
}

static void
hand_started_cb (MjWindow       *self,
                 MjGame         *game,
                 MjTableSession *session)
{
  g_signal_connect_object (game, "turn-changed", G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  _mj_window_lesson_hand_started (self, game);
  mj_table_view_set_game (self->table, game);
  show_points (self);
  /* a hand shown again from a save: its last discard marked as it was */
  mj_table_view_set_last_discarder (self->table, mj_table_log_get_last_discarder (mj_table_session_get_log (session)));
  close_controls (self);
  update_status (self);
}

static void
hand_finished_cb (MjWindow       *self,
                  MjGame         *game,
                  MjTableSession *session)
{
  MjHandSummary *summary;
  gboolean over = mj_match_is_finished (mj_table_session_get_match (session));

  close_controls (self);
  update_status (self);
  /* the sticks change hands */
  show_points (self);
  _mj_window_lesson_hand_finished (self, game);

  /* the way on stays under the table when the summary is closed */
  mj_action_bar_offer (self->action_bar, _("The hand is over"),
                       over ? _("_Final Standings") : _("_Next Hand"), "win.next-hand");

  summary = mj_hand_summary_new (GTK_WINDOW (self), self->cache, mj_table_session_get_match (session), game,
                                 (const char * const *) self->names);
  g_signal_connect_object (summary, "continue", G_CALLBACK (summary_continue_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (summary, "end-match", G_CALLBACK (end_match_now), self, G_CONNECT_SWAPPED);
  mj_hand_summary_set_review (summary, self->last_review, &self->review_tally);
  gtk_window_present (GTK_WINDOW (summary));
}

static void
notice_cb (MjWindow   *self,
           const char *text)
{
  mj_toast_show (self->toast_overlay, text);
}

static gboolean
match_going_on (MjWindow *self)
{
  return self->session != NULL && !mj_match_is_finished (mj_table_session_get_match (self->session));
}

/* Enables "End the Match" while a match is being played. */
void
_mj_window_update_end_match (MjWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "end-match");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), match_going_on (self));
}

/* Ends the match now: the hands played stand, the one being played is dropped, and the
 * final standings are shown. */
static void
end_match_now (MjWindow *self)
{
  if (!match_going_on (self))
    return;

  close_controls (self);
  _mj_window_set_hint_enabled (self, FALSE);
  mj_table_session_end_match (self->session);
  _mj_window_update_end_match (self);
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

  if (!match_going_on (self))
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

/* The match is over: the standings in place of the table, the table cleared. */
static void
show_standings (MjWindow *self)
{
  close_controls (self);
  _mj_window_set_hint_enabled (self, FALSE);
  mj_standings_page_show_match (self->standings, mj_table_session_get_match (self->session),
                                (const char * const *) self->names);
  gtk_stack_set_visible_child_name (self->stack, "standings");
  mj_table_view_set_game (self->table, NULL);
}

/* Another match with the same people, computer players and rules. */
static void
new_match_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  MjWindow *self = user_data;
  g_autoptr(MjRuleset) ruleset = NULL;
  MjTableSession *session;
  MjSeating seating = { 0 };

  if (self->session == NULL)
    return;
  ruleset = mj_ruleset_copy (mj_table_session_get_ruleset (self->session));
  mj_table_session_get_seating (self->session, &seating, NULL);
  /* the computer's players are named afresh, with their strength */
  for (guint seat = 1; seat < 4; seat++)
    if (!seating.person[seat])
      g_clear_pointer (&seating.names[seat], g_free);
  session = mj_table_session_new (ruleset, &seating, g_random_int (), mj_ai_get_computer_players ());
  mj_seating_clear (&seating);
  _mj_window_attach_session (self, session, NULL);
  g_object_unref (session);
}

/* Back to the front page, the match over. */
static void
close_match_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  MjWindow *self = user_data;

  _mj_window_game_dispose (self);
  _mj_window_show_front (self);
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
      mj_toast_show (self->toast_overlay, text);
      return;
    }

  self->history = history;
  _mj_window_keep_history_opened (self);
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

/**
 * mj_window_get_session:
 *
 * Returns: (transfer none) (nullable): the match being played at the window's table
 */
MjTableSession *
mj_window_get_session (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);

  return self->session;
}

/* The pace of play */

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
 * @ruleset_id: a preset id, or a family's ruleset
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
  g_autoptr(MjTableSession) session = NULL;
  MjSeating seating = { 0 };

  g_return_if_fail (MJ_IS_WINDOW (self));

  /* a preset, or the family's own rules; a broken file is refused with its reason */
  if (entry == NULL || entry->ruleset == NULL)
    {
      g_autofree char *text = entry != NULL ? g_strdup (entry->error->message)
                                            : g_strdup_printf (_("There are no rules called “%s”"), ruleset_id);

      mj_toast_show (self->toast_overlay, text);
      return;
    }

  _mj_window_read_seating (self, &seating);
  session = mj_table_session_new (entry->ruleset, &seating, seed, mj_ai_get_computer_players ());
  mj_seating_clear (&seating);
  _mj_window_attach_session (self, session, NULL);
}

/**
 * _mj_window_attach_session:
 * @session: a match to show, new or restored from a save
 * @keeper: (nullable): what keeps a restored match safe; a new match gets its own
 *
 * Puts away the match at the table (kept to be continued if it was played) and shows
 * @session in its place, from its start or where it was saved.
 */
void
_mj_window_attach_session (MjWindow       *self,
                           MjTableSession *session,
                           MjTableKeeper  *keeper)
{
  g_autofree char *dir = NULL;
  gboolean fresh = keeper == NULL;

  _mj_window_game_dispose (self);

  self->session = g_object_ref (session);
  mj_table_session_set_turn_ms (self->session, speed_turn_ms (self));
  /* the person's own timer, or the one the rules give (-1) */
  mj_table_session_set_claim_seconds (self->session, g_settings_get_int (self->settings, "claim-timer"));

  /* the players are named once, the same way on the table, in the panel and in the bar */
  self->names = mj_player_names_for_all (self->session);
  for (guint seat = 0; seat < 4; seat++)
    mj_table_view_set_player_name (self->table, seat, self->names[seat]);
  mj_table_panel_set_session (self->panel, self->session);
  show_points (self);
  mj_table_view_set_human_seat (self->table, 0);
  mj_table_session_set_shown_seat (self->session, 0);

  g_signal_connect_object (self->session, "hand-started", G_CALLBACK (hand_started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "hand-finished", G_CALLBACK (hand_finished_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "person-asked", G_CALLBACK (_mj_window_person_asked), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "answered", G_CALLBACK (answered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "countdown", G_CALLBACK (countdown_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "announcement", G_CALLBACK (announcement_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notice", G_CALLBACK (notice_cb), self, G_CONNECT_SWAPPED);

  /* saved from the first step, recorded in the history once it is open */
  if (keeper == NULL)
    {
      dir = mj_saves_get_default_dir ();
      self->keeper = mj_table_keeper_new (self->session, dir);
    }
  else
    self->keeper = g_object_ref (keeper);
  _mj_window_keep_watch (self);

  adw_window_title_set_subtitle (self->window_title, mj_ruleset_get_name (mj_table_session_get_ruleset (session)));
  gtk_stack_set_visible_child_name (self->stack, "table");

  /* (the throws for the first East name every seat: at a smaller table the deal simply
   * goes to the next player) */
  if (fresh && mj_table_session_get_empty_seats (self->session) == 0)
    _mj_window_show_first_east (self, mj_table_session_get_first_east (self->session));

  _mj_window_update_end_match (self);
  /* a match set up before the window shows starts once its table is painted: the person
   * sees the table at once, and the computer's first moves after it */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    mj_table_session_start (self->session);
  else
    self->start_waits = TRUE;
}

static void
first_frame_cb (GdkFrameClock *clock,
                MjWindow      *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  if (self->start_waits && self->session != NULL)
    {
      self->start_waits = FALSE;
      mj_table_session_start (self->session);
    }
}

static void
mapped_cb (MjWindow *self)
{
  if (self->start_waits)
    g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                             G_CALLBACK (first_frame_cb), self, 0);
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
    { "next-hand", next_hand_action },
    { "new-match", new_match_action },
    { "close-match", close_match_action },
  };

  _mj_window_seats_init (self);
  g_signal_connect_object (self->table, "tile-activated", G_CALLBACK (tile_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "notify::hint", G_CALLBACK (table_hint_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* the points as tally sticks on the table too, by the panel's one decision */
  g_object_bind_property (self->panel, "tallies", self->table, "tallies", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->action_bar, "action-chosen", G_CALLBACK (action_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->action_bar, "sort-requested", G_CALLBACK (mj_table_view_sort_rack), self->table,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animation-speed", G_CALLBACK (animation_speed_changed_cb),
                           self, G_CONNECT_SWAPPED);
  animation_speed_changed_cb (self);
  g_signal_connect (self, "map", G_CALLBACK (mapped_cb), NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  _mj_window_update_end_match (self);
  _mj_window_set_hint_enabled (self, FALSE);
  g_settings_bind (self->settings, "hints", self->hint_button, "visible", G_SETTINGS_BIND_GET);

  self->history_cancellable = g_cancellable_new ();
  mj_history_open_async (NULL, MJ_HISTORY_OPEN_DEFAULT, self->history_cancellable, history_opened_cb, self);
}

void
_mj_window_game_dispose (MjWindow *self)
{
  if (self->table != NULL)
    mj_table_view_set_game (self->table, NULL);
  if (self->action_bar != NULL)
    close_controls (self);
  _mj_window_put_away (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->panel != NULL)
    mj_table_panel_set_session (self->panel, NULL);
  g_clear_object (&self->session);
  self->start_waits = FALSE;
  /* another match: no longer a lesson's (a lesson's game says so once it is attached) */
  _mj_window_lesson_forget (self);
  g_clear_pointer (&self->names, g_strfreev);
  _mj_window_seats_reset (self);
}
