/* mj-table-panel.c: beside the table, where the hand stands and what was just played
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel is a view of a table session: the round and hand, the prevailing wind, who
 * sits East and deals, the tiles left in the wall, each player's points, and the last
 * twenty things played in the hand (discards, claimed and declared sets, flowers and
 * seasons set aside, a ready hand declared, who went out), the latest first, each a row
 * that a screen reader reads. Everything is written from the session's and the hand's
 * signals as they come: a new hand clears the list and writes the round and the dealer
 * afresh, so nothing said stays past its time. Players are named as every view names
 * them (mj-player-names.c). Whether the points are shown as tally sticks is decided here
 * (#MjTablePanel:tallies), and the window shows them on the table by the same decision.
 */

#define G_LOG_DOMAIN "mj-table-panel"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-format.h"
#include "mj-player-names.h"
#include "mj-table-panel.h"
#include "mj-tally.h"

/* how many things played the panel lists */
#define MAX_EVENTS 20

struct _MjTablePanel
{
  AdwBin          parent_instance;

  /* Owned References */
  MjTableSession *session;
  GSignalGroup   *session_signals;
  GSignalGroup   *game_signals;     /* the hand being played */
  GSignalGroup   *log_signals;      /* the session's log of it */
  GSettings      *settings;
  char          **names;            /* the players, by seat, as the views write them */
  gboolean        tallies;          /* the points shown as tally sticks */

  /* Template Widgets */
  GtkLabel       *round_label;
  GtkLabel       *wind_label;
  GtkLabel       *dealer_label;
  GtkLabel       *wall_label;
  GtkLabel       *first_east_label;
  GtkListBox     *scores;
  GtkListBox     *log;

  /* Borrowed References: the players' rows, by seat */
  AdwActionRow   *score_rows[4];
  GtkLabel       *points[4];
  GtkLabel       *scores_heading;
};

G_DEFINE_FINAL_TYPE (MjTablePanel, mj_table_panel, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_TALLIES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

static MjGame *
current_game (MjTablePanel *self)
{
  return self->session != NULL ? mj_table_session_get_game (self->session) : NULL;
}

static const char *
name_of (MjTablePanel *self,
         guint         seat)
{
  return self->names != NULL && seat < 4 ? self->names[seat] : "";
}

/* A balance with a real minus sign. */
static char *
format_points (int points)
{
  return mj_format_number (points);
}

static void
update_round (MjTablePanel *self)
{
  MjGame *game = current_game (self);
  g_autofree char *round = NULL;
  guint n_records = 0;
  guint hand;
  MjWind wind;

  if (game == NULL)
    {
      gtk_label_set_text (self->round_label, "");
      gtk_label_set_text (self->wind_label, "");
      gtk_label_set_text (self->dealer_label, "");
      return;
    }

  mj_match_get_records (mj_table_session_get_match (self->session), &n_records);
  /* a hand over is already among the records */
  hand = n_records + (mj_game_get_phase (game) == MJ_PHASE_FINISHED ? 0 : 1);
  wind = mj_game_get_prevailing_wind (game);
  if (mj_game_is_goulash (game))
    /* Translators: a Goulash hand, played after a drawn one with the twos of bamboo wild */
    round = g_strdup_printf (_("%s round, hand %u: a Goulash, twos of bamboo wild"), mj_wind_get_name (wind), hand);
  else
    round = g_strdup_printf (_("%s round, hand %u"), mj_wind_get_name (wind), hand);
  gtk_label_set_text (self->round_label, round);
  gtk_label_set_text (self->wind_label, mj_wind_get_name (wind));
  gtk_label_set_text (self->dealer_label, name_of (self, mj_game_get_dealer (game)));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->dealer_label), name_of (self, mj_game_get_dealer (game)));
}

static void
update_wall (MjTablePanel *self)
{
  MjGame *game = current_game (self);
  g_autofree char *left = NULL;

  if (game != NULL)
    left = g_strdup_printf ("%u", mj_wall_live_remaining (mj_game_get_wall (game)));
  gtk_label_set_text (self->wall_label, left != NULL ? left : "");
}

static void
update_scores (MjTablePanel *self)
{
  MjGame *game = current_game (self);
  MjMatch *match = self->session != NULL ? mj_table_session_get_match (self->session) : NULL;
  /* where the rules keep no score, the hands each player has won */
  gboolean scores = match == NULL || mj_ruleset_scores_hands (mj_match_get_ruleset (match));
  /* the points as tally sticks: rules played with tallies, or the person's choice */
  gboolean tallies = match != NULL && scores &&
                     mj_ruleset_get (mj_match_get_ruleset (match), MJ_PARAM_METHOD) == MJ_METHOD_POINTS &&
                     (mj_ruleset_get (mj_match_get_ruleset (match), MJ_PARAM_TALLIES) ||
                      g_settings_get_boolean (self->settings, "tallies"));

  if (self->tallies != tallies)
    {
      self->tallies = tallies;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TALLIES]);
    }
  gtk_label_set_text (self->scores_heading, scores ? _("Points") : _("Hands won"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scores), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  scores ? _("Points") : _("Hands won"), -1);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *points = NULL;
      gboolean seated = match != NULL && !((mj_match_get_empty_seats (match) >> seat) & 1u);

      gtk_widget_set_visible (GTK_WIDGET (self->score_rows[seat]), seated);
      if (!seated)
        continue;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->score_rows[seat]), name_of (self, seat));
      if (tallies)
        {
          g_autofree char *sticks = mj_tally_describe (mj_match_get_balance (match, seat));
          /* Translators: a player's seat wind and their points as tally sticks */
          g_autofree char *subtitle = g_strdup_printf (C_("tallies", "%s · %s"),
                                                       game != NULL ? mj_wind_get_name (mj_game_get_seat_wind (game, seat))
                                                                    : "",
                                                       sticks);

          adw_action_row_set_subtitle (self->score_rows[seat], subtitle);
        }
      else
        adw_action_row_set_subtitle (self->score_rows[seat],
                                     game != NULL ? mj_wind_get_name (mj_game_get_seat_wind (game, seat)) : "");
      points = scores ? format_points (mj_match_get_balance (match, seat))
                      : g_strdup_printf ("%u", mj_match_get_hands_won (match, seat));
      gtk_label_set_text (self->points[seat], points);
    }
}

static void
update_all (MjTablePanel *self)
{
  update_round (self);
  update_wall (self);
  update_scores (self);
}

/* The list of things played */

static void
clear_log (MjTablePanel *self)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (self->log, 0)) != NULL)
    gtk_list_box_remove (self->log, GTK_WIDGET (row));
}

/* Puts @text at the top of the list, the oldest row going when there are too many. */
static void
add_event (MjTablePanel *self,
           const char   *text)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);
  GtkListBoxRow *oldest;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_list_box_prepend (self->log, row);

  if ((oldest = gtk_list_box_get_row_at_index (self->log, MAX_EVENTS)) != NULL)
    gtk_list_box_remove (self->log, GTK_WIDGET (oldest));
}

static char *
meld_text (MjTablePanel       *self,
           guint               seat,
           const MjTableEvent *m)
{
  const char *who = name_of (self, seat);
  const char *tile = mj_tile_get_name ((MjTile) m->meld.tile);
  gboolean claimed = m->from >= 0 && (guint) m->from < 4;

  switch ((MjSetKind) m->meld.kind)
    {
    case MJ_SET_CHOW:
      if (claimed)
        /* Translators: "Kenji claims a chow from Mei: Three of Bamboo to Five of Bamboo" */
        return g_strdup_printf (_("%1$s claims a chow from %2$s: %3$s to %4$s"), who, name_of (self, (guint) m->from),
                                tile, mj_tile_get_name ((MjTile) (m->meld.tile + 2)));
      /* Translators: "Kenji lays down a chow: Three of Bamboo to Five of Bamboo" */
      return g_strdup_printf (_("%1$s lays down a chow: %2$s to %3$s"), who, tile,
                              mj_tile_get_name ((MjTile) (m->meld.tile + 2)));
    case MJ_SET_PUNG:
      if (claimed)
        /* Translators: "Kenji claims a pung of Red Dragon from Mei" */
        return g_strdup_printf (_("%1$s claims a pung of %2$s from %3$s"), who, tile, name_of (self, (guint) m->from));
      /* Translators: "Kenji lays down a pung of Red Dragon" */
      return g_strdup_printf (_("%1$s lays down a pung of %2$s"), who, tile);
    case MJ_SET_KONG:
      if (m->meld.kong_origin == MJ_KONG_CONCEALED && !m->meld.exposed)
        /* Translators: "Kenji declares a concealed kong of Red Dragon" */
        return g_strdup_printf (_("%1$s declares a concealed kong of %2$s"), who, tile);
      if (m->meld.kong_origin == MJ_KONG_ADDED)
        /* Translators: "Kenji adds the fourth Red Dragon to a pung: a kong" */
        return g_strdup_printf (_("%1$s adds the fourth %2$s to a pung: a kong"), who, tile);
      if (claimed)
        /* Translators: "Kenji claims a kong of Red Dragon from Mei" */
        return g_strdup_printf (_("%1$s claims a kong of %2$s from %3$s"), who, tile, name_of (self, (guint) m->from));
      /* Translators: "Kenji lays down a kong of Red Dragon" */
      return g_strdup_printf (_("%1$s lays down a kong of %2$s"), who, tile);
    case MJ_SET_PAIR:
    default:
      if (claimed)
        /* Translators: going out on a discard with a pair: "Kenji claims a pair of Red Dragon from Mei" */
        return g_strdup_printf (_("%1$s claims a pair of %2$s from %3$s"), who, tile, name_of (self, (guint) m->from));
      /* Translators: "Kenji lays down a pair of Red Dragon" */
      return g_strdup_printf (_("%1$s lays down a pair of %2$s"), who, tile);
    }
}

static char *
result_text (MjTablePanel       *self,
             const MjGameResult *r)
{
  const char *who;

  if (r->winner < 0 || r->winner >= 4)
    return g_strdup (_("A drawn hand: nobody went out"));
  who = name_of (self, (guint) r->winner);
  if (r->self_drawn)
    /* Translators: "Kenji goes out with a tile drawn from the wall" */
    return g_strdup_printf (_("%s goes out with a tile drawn from the wall"), who);
  if (r->discarder >= 0 && r->discarder < 4 && (r->hands[r->winner].flags & MJ_HAND_FLAG_ROBBING_KONG))
    /* Translators: "Kenji goes out robbing the kong of Mei" */
    return g_strdup_printf (_("%1$s goes out robbing the kong of %2$s"), who, name_of (self, (guint) r->discarder));
  if (r->discarder >= 0 && r->discarder < 4)
    /* Translators: "Kenji goes out on the discard of Mei" */
    return g_strdup_printf (_("%1$s goes out on the discard of %2$s"), who, name_of (self, (guint) r->discarder));
  /* Translators: "Kenji goes out" */
  return g_strdup_printf (_("%s goes out"), who);
}

/* What the log says of one thing played, or %NULL. */
static char *
event_text (MjTablePanel       *self,
            const MjTableEvent *e)
{
  const char *who = name_of (self, e->seat);

  switch ((MjTableEventKind) e->kind)
    {
    case MJ_TABLE_EVENT_DISCARD:
      /* Translators: "Mei discards Five of Circles" */
      return g_strdup_printf (_("%s discards %s"), who, mj_tile_get_name ((MjTile) e->tile));
    case MJ_TABLE_EVENT_MELD:
      return meld_text (self, e->seat, e);
    case MJ_TABLE_EVENT_BONUS:
      /* Translators: a flower or season laid beside the sets: "Mei sets aside Plum Blossom" */
      return g_strdup_printf (_("%s sets aside %s"), who, mj_tile_get_name ((MjTile) e->tile));
    case MJ_TABLE_EVENT_EXCHANGE:
      /* Translators: a Goulash hand: everyone has passed three tiles on, the Nth time of three */
      return g_strdup_printf (_("Everyone passes three tiles on: exchange %u of 3"), e->what);
    case MJ_TABLE_EVENT_ANNOUNCEMENT:
      break;
    default:
      return NULL;
    }

  /* what a player says aloud that no set or discard shows */
  switch ((MjAnnouncement) e->what)
    {
    case MJ_ANNOUNCE_READY:
      return g_strdup_printf (_("%s declares a ready hand"), who);
    case MJ_ANNOUNCE_ORIGINAL_CALL:
      return g_strdup_printf (_("%s makes the original call"), who);
    case MJ_ANNOUNCE_STEP_BACK:
      /* Translators: a player gives up the ready hand it declared */
      return g_strdup_printf (_("%s steps back from a ready hand"), who);
    case MJ_ANNOUNCE_TAKE:
      return g_strdup_printf (_("%s takes the discard into the hand"), who);
    case MJ_ANNOUNCE_CALLING_PIECES:
      /* Translators: a player with three (or four) sets of one suit or kind exposed */
      return g_strdup_printf (_("%s is calling: the sets exposed warn the others"), who);
    default:
      return NULL;
    }
}

/* The list told again from the session's log: the hand as far as it is played. */
static void
fill_log (MjTablePanel *self)
{
  guint n_events = 0;
  const MjTableEvent *events = NULL;

  clear_log (self);
  if (self->session != NULL)
    events = mj_table_log_get_events (mj_table_session_get_log (self->session), &n_events);
  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *text = event_text (self, &events[i]);

      if (text != NULL)
        add_event (self, text);
    }
}

/* Callbacks: the hand being played */

static void
log_added_cb (MjTablePanel *self,
              MjTableLog   *log)
{
  guint n_events = 0;
  const MjTableEvent *events = mj_table_log_get_events (log, &n_events);
  g_autofree char *text = n_events > 0 ? event_text (self, &events[n_events - 1]) : NULL;

  if (text != NULL)
    add_event (self, text);
}

static void
wall_changed_cb (MjTablePanel *self)
{
  update_wall (self);
}

/* Callbacks: the session */

static void
hand_started_cb (MjTablePanel   *self,
                 MjGame         *game,
                 MjTableSession *session)
{
  guint n_records = 0;

  g_signal_group_set_target (self->game_signals, game);
  fill_log (self);
  /* who dealt first is told for the first hand only */
  mj_match_get_records (mj_table_session_get_match (session), &n_records);
  if (n_records > 0)
    mj_table_panel_set_first_east (self, NULL);
  update_all (self);
}

static void
hand_finished_cb (MjTablePanel   *self,
                  MjGame         *game,
                  MjTableSession *session)
{
  const MjGameResult *result = mj_game_get_result (game);

  if (result != NULL)
    {
      g_autofree char *text = result_text (self, result);

      add_event (self, text);
    }
  update_all (self);
}

/* GObject */

static void
mj_table_panel_dispose (GObject *object)
{
  MjTablePanel *self = MJ_TABLE_PANEL (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->log_signals != NULL)
    g_signal_group_set_target (self->log_signals, NULL);
  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->log_signals);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->settings);
  g_clear_object (&self->session);

  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_TABLE_PANEL);

  G_OBJECT_CLASS (mj_table_panel_parent_class)->dispose (object);
}

static void
mj_table_panel_finalize (GObject *object)
{
  MjTablePanel *self = MJ_TABLE_PANEL (object);

  g_clear_pointer (&self->names, g_strfreev);

  G_OBJECT_CLASS (mj_table_panel_parent_class)->finalize (object);
}

static void
mj_table_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  MjTablePanel *self = MJ_TABLE_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_TALLIES:
      g_value_set_boolean (value, self->tallies);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_table_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  MjTablePanel *self = MJ_TABLE_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      mj_table_panel_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_table_panel_class_init (MjTablePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_table_panel_dispose;
  object_class->finalize = mj_table_panel_finalize;
  object_class->get_property = mj_table_panel_get_property;
  object_class->set_property = mj_table_panel_set_property;

  /**
   * MjTablePanel:session:
   *
   * The match the panel tells of, or %NULL.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MJ_TYPE_TABLE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * MjTablePanel:tallies:
   *
   * Whether the points are shown as tally sticks: under rules scored in points that keep
   * them in tallies, or when the person asks for them in Preferences.
   */
  properties[PROP_TALLIES] =
    g_param_spec_boolean ("tallies", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-table-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, round_label);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, wind_label);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, dealer_label);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, wall_label);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, first_east_label);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, scores);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, scores_heading);
  gtk_widget_class_bind_template_child (widget_class, MjTablePanel, log);
}

static void
mj_table_panel_init (MjTablePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::tallies", G_CALLBACK (update_scores), self, G_CONNECT_SWAPPED);

  /* a row a seat, filled in when there is a match */
  for (guint seat = 0; seat < 4; seat++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *points = gtk_label_new (NULL);

      gtk_widget_add_css_class (points, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), points);
      gtk_list_box_append (self->scores, row);
      gtk_widget_set_visible (row, FALSE);
      self->score_rows[seat] = ADW_ACTION_ROW (row);
      self->points[seat] = GTK_LABEL (points);
    }

  self->session_signals = g_signal_group_new (MJ_TYPE_TABLE_SESSION);
  g_signal_group_connect_object (self->session_signals, "hand-started", G_CALLBACK (hand_started_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->session_signals, "hand-finished", G_CALLBACK (hand_finished_cb), self,
                                 G_CONNECT_SWAPPED);

  self->log_signals = g_signal_group_new (MJ_TYPE_TABLE_LOG);
  g_signal_group_connect_object (self->log_signals, "added", G_CALLBACK (log_added_cb), self, G_CONNECT_SWAPPED);

  self->game_signals = g_signal_group_new (MJ_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "tile-drawn", G_CALLBACK (wall_changed_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "turn-changed", G_CALLBACK (wall_changed_cb), self,
                                 G_CONNECT_SWAPPED);
}

/* Interface */

/**
 * mj_table_panel_new:
 *
 * Returns: (transfer full): a panel with no match to tell of
 */
GtkWidget *
mj_table_panel_new (void)
{
  return g_object_new (MJ_TYPE_TABLE_PANEL, NULL);
}

/**
 * mj_table_panel_get_session:
 *
 * Returns: (transfer none) (nullable): the match the panel tells of
 */
MjTableSession *
mj_table_panel_get_session (MjTablePanel *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_PANEL (self), NULL);
  return self->session;
}

/**
 * mj_table_panel_set_session:
 * @session: (nullable): the match to tell of
 *
 * Tells of @session from now on: the hand it plays, if any, as it stands, and each hand
 * it deals from its start.
 */
void
mj_table_panel_set_session (MjTablePanel   *self,
                            MjTableSession *session)
{
  g_return_if_fail (MJ_IS_TABLE_PANEL (self));
  g_return_if_fail (session == NULL || MJ_IS_TABLE_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;

  g_clear_pointer (&self->names, g_strfreev);
  if (session != NULL)
    self->names = mj_player_names_for_all (session);
  g_signal_group_set_target (self->session_signals, session);
  g_signal_group_set_target (self->game_signals, current_game (self));
  g_signal_group_set_target (self->log_signals, session != NULL ? mj_table_session_get_log (session) : NULL);
  fill_log (self);
  mj_table_panel_set_first_east (self, NULL);
  update_all (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * mj_table_panel_set_first_east:
 * @text: (nullable): how the first East was found, in words
 *
 * Says who deals first, under the dealer, while the match's first hand is played.
 */
void
mj_table_panel_set_first_east (MjTablePanel *self,
                               const char   *text)
{
  g_return_if_fail (MJ_IS_TABLE_PANEL (self));

  gtk_label_set_text (self->first_east_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->first_east_label), text != NULL);
}
