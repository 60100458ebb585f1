/* mj-table-session.c: one match at one table, apart from the window that shows it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A session seats the players of a match and plays it: a person at the screen in seat 0,
 * other people sharing the screen or computer players (paced, so that their moves can be
 * followed) in the others, named as the seating says or from a list of names. The people's
 * decisions are asked one at a time: the others asked meanwhile (several may claim the
 * same discard) wait in line, the one whose rack is shown first. A claim may be timed: the
 * session counts the seconds down and passes for the person when they run out. The window,
 * and later the tutorial and the coach, are views of a session: they show what its
 * signals say and answer through it. GLib only: the computer players come from the
 * library above this one, through MjComputerPlayers.
 */

#define G_LOG_DOMAIN "mj-table-session"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-player-name.h"
#include "mj-table-session.h"

#define NO_SEAT MJ_TABLE_SESSION_NO_SEAT

struct _MjTableSession
{
  GObject              parent_instance;

  MjRuleset           *ruleset;
  MjMatch             *match;
  MjHumanPlayer       *humans[4];     /* the seats people play; NULL where the computer plays */
  MjPacedPlayer       *paced[4];      /* the seats the computer plays */
  char                *names[4];
  MjComputerPlayers    computer;
  MjFirstEastDraw      first_east;
  MjTableLog          *log;           /* the last things played in the hand */
  int                  levels[4];     /* the computer players' strength, by seat */
  guint32              seeds[4];      /* their own chance, by seat */
  gboolean             played;        /* a person has answered, or a hand is over */
  gboolean             restored;      /* seated again from a save, its hand not shown yet */
  guint                empty;
  gboolean             seats_refused; /* empty seats asked for under rules played by four */
  int                  claim_seconds; /* the person's own timer, or -1: the one the rules give */

  guint                ask_id;        /* asks the next person, from an idle */
  guint                countdown_id;
  int                  countdown;
  guint8               n_people;
  guint8               asking;        /* the person seat asked, or NO_SEAT */
  guint8               shown;         /* the person seat whose rack is shown */
  guint8               n_waiting;
  guint8               waiting[4];    /* person seats asked and not yet shown, in order */
};

enum {
  HAND_STARTED,
  HAND_FINISHED,
  STEP_DONE,
  PERSON_ASKED,
  ANSWERED,
  COUNTDOWN,
  ANNOUNCEMENT,
  NOTICE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjTableSession, mj_table_session, G_TYPE_OBJECT)

/**
 * mj_seating_clear:
 *
 * Frees the names of @seating.
 */
void
mj_seating_clear (MjSeating *seating)
{
  for (guint seat = 0; seat < 4; seat++)
    g_clear_pointer (&seating->names[seat], g_free);
}

/* The people's decisions, one at a time */

static gboolean
is_waiting (MjTableSession *self,
            guint           seat)
{
  MjHumanPlayer *human = seat < 4 ? self->humans[seat] : NULL;

  return human != NULL && mj_human_player_get_decision (human) != NULL;
}

static void
stop_countdown (MjTableSession *self)
{
  g_clear_handle_id (&self->countdown_id, g_source_remove);
}

static void
ask (MjTableSession *self,
     guint           seat)
{
  self->asking = (guint8) seat;
  g_signal_emit (self, signals[PERSON_ASKED], 0, seat);
}

/* Asks the next person in line, the one whose rack is shown first if it is waiting. */
static void
ask_next (MjTableSession *self)
{
  guint pick = NO_SEAT;
  guint n = 0;

  if (self->asking != NO_SEAT)
    return;

  for (guint i = 0; i < self->n_waiting; i++)
    {
      guint seat = self->waiting[i];

      /* an answer already given (a new match, a game gone) drops out of the line */
      if (!is_waiting (self, seat))
        continue;
      self->waiting[n++] = (guint8) seat;
      if (pick == NO_SEAT || seat == self->shown)
        pick = seat;
    }
  self->n_waiting = (guint8) n;
  if (pick == NO_SEAT)
    return;

  for (guint i = 0, j = 0; i < self->n_waiting; i++)
    if (self->waiting[i] != pick)
      self->waiting[j++] = self->waiting[i];
  self->n_waiting--;
  ask (self, pick);
}

static gboolean
ask_next_cb (gpointer user_data)
{
  MjTableSession *self = user_data;

  self->ask_id = 0;
  ask_next (self);
  return G_SOURCE_REMOVE;
}

static void
decision_requested_cb (MjTableSession *self,
                       MjHumanPlayer  *human)
{
  guint seat = NO_SEAT;

  for (guint s = 0; s < 4; s++)
    if (self->humans[s] == human)
      seat = s;
  g_return_if_fail (seat != NO_SEAT);

  if (mj_human_player_get_decision (human) == NULL)
    return;

  /* one person: asked at once, exactly as the game asks */
  if (self->n_people <= 1)
    {
      ask (self, seat);
      return;
    }

  /* several: in line; the line is looked at once every seat asked with this one has been
   * asked too, so that the person whose rack is shown goes first */
  for (guint i = 0; i < self->n_waiting; i++)
    if (self->waiting[i] == seat)
      return;
  if (seat == self->asking)
    return;
  self->waiting[self->n_waiting++] = (guint8) seat;
  if (self->ask_id == 0)
    self->ask_id = g_idle_add (ask_next_cb, self);
}

/* The match */

static void
announcement_cb (MjTableSession *self,
                 guint           seat,
                 guint           what,
                 MjGame         *game)
{
  g_signal_emit (self, signals[ANNOUNCEMENT], 0, seat, what);
}

static void
step_done_cb (MjTableSession *self,
              MjGame         *game)
{
  g_signal_emit (self, signals[STEP_DONE], 0);
}

static void
hand_started_cb (MjTableSession *self,
                 MjGame         *game,
                 MjMatch        *match)
{
  for (guint seat = 0; seat < 4; seat++)
    if (self->paced[seat] != NULL)
      mj_paced_player_set_game (self->paced[seat], game);
  g_signal_connect_object (game, "announcement", G_CALLBACK (announcement_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "step-done", G_CALLBACK (step_done_cb), self, G_CONNECT_SWAPPED);
  mj_table_log_follow (self->log, game);
  g_signal_emit (self, signals[HAND_STARTED], 0, game);
}

static void
hand_finished_cb (MjTableSession *self,
                  MjGame         *game,
                  MjMatch        *match)
{
  stop_countdown (self);
  self->played = TRUE;
  g_signal_emit (self, signals[HAND_FINISHED], 0, game);
}

static void
add_person (MjTableSession *self,
            guint           seat)
{
  self->humans[seat] = mj_human_player_new ();
  self->n_people++;
  g_signal_connect_object (self->humans[seat], "decision-requested", G_CALLBACK (decision_requested_cb), self,
                           G_CONNECT_SWAPPED);
  mj_match_set_player (self->match, seat, MJ_PLAYER (self->humans[seat]));
}

static void
add_computer (MjTableSession *self,
              guint           seat,
              int             level,
              guint32         seed)
{
  g_autoptr(MjPlayer) inner = self->computer.new_player (level, seed);

  self->levels[seat] = level;
  self->seeds[seat] = seed;
  self->paced[seat] = mj_paced_player_new (inner, seat);
  mj_match_set_player (self->match, seat, MJ_PLAYER (self->paced[seat]));
}

static void
listen_to_match (MjTableSession *self)
{
  g_signal_connect_object (self->match, "hand-started", G_CALLBACK (hand_started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "hand-finished", G_CALLBACK (hand_finished_cb), self, G_CONNECT_SWAPPED);
}

/* GObject */

static void
mj_table_session_dispose (GObject *object)
{
  MjTableSession *self = MJ_TABLE_SESSION (object);

  stop_countdown (self);
  g_clear_handle_id (&self->ask_id, g_source_remove);
  for (guint seat = 0; seat < 4; seat++)
    {
      if (self->paced[seat] != NULL)
        mj_paced_player_set_game (self->paced[seat], NULL);
      g_clear_object (&self->paced[seat]);
      g_clear_object (&self->humans[seat]);
    }
  g_clear_object (&self->log);
  g_clear_object (&self->match);
  g_clear_object (&self->ruleset);

  G_OBJECT_CLASS (mj_table_session_parent_class)->dispose (object);
}

static void
mj_table_session_finalize (GObject *object)
{
  MjTableSession *self = MJ_TABLE_SESSION (object);

  for (guint seat = 0; seat < 4; seat++)
    g_free (self->names[seat]);

  G_OBJECT_CLASS (mj_table_session_parent_class)->finalize (object);
}

static void
mj_table_session_class_init (MjTableSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_table_session_dispose;
  object_class->finalize = mj_table_session_finalize;

  /**
   * MjTableSession::hand-started:
   * @game: the hand
   *
   * A hand is dealt.
   */
  signals[HAND_STARTED] =
    g_signal_new ("hand-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MJ_TYPE_GAME);

  /**
   * MjTableSession::hand-finished:
   * @game: the hand, scored and settled
   *
   * The hand is over; mj_table_session_play_on() deals the next.
   */
  signals[HAND_FINISHED] =
    g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, MJ_TYPE_GAME);

  /**
   * MjTableSession::step-done:
   *
   * The hand has come to rest after a step (a discard, a claim, a kong, an exchange, its
   * end): the session is whole, a moment to save it (see mj_table_session_is_played()).
   */
  signals[STEP_DONE] =
    g_signal_new ("step-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * MjTableSession::person-asked:
   * @seat: the person's seat
   *
   * The game waits for the person at @seat: mj_table_session_get_asked() says what may
   * be done. A view shows it (after handing the screen to that person, when another's
   * rack is shown), then calls mj_table_session_decision_shown().
   */
  signals[PERSON_ASKED] =
    g_signal_new ("person-asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * MjTableSession::answered:
   * @seat: the person's seat
   *
   * The person at @seat answered, or the claim timer answered for them: the decision is
   * no longer asked.
   */
  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * MjTableSession::countdown:
   * @seconds: the seconds left to claim
   *
   * The claim timer, once a second while it runs.
   */
  signals[COUNTDOWN] =
    g_signal_new ("countdown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * MjTableSession::announcement:
   * @seat: who says it
   * @what: an #MjAnnouncement
   *
   * A player says something aloud: "Pung!", "Mah-Jong!"...
   */
  signals[ANNOUNCEMENT] =
    g_signal_new ("announcement", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, MJ_TYPE_ANNOUNCEMENT);

  /**
   * MjTableSession::notice:
   * @text: what to tell the people at the table
   *
   * Something they should know that changes nothing they must do, such as a seat left
   * empty that the rules do not allow.
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
mj_table_session_init (MjTableSession *self)
{
  self->asking = NO_SEAT;
  self->log = mj_table_log_new ();
  self->shown = 0;
  self->claim_seconds = -1;
}

/**
 * mj_table_session_new:
 * @ruleset: the rules of the match
 * @seating: who sits where
 * @seed: the match's seed: the same seed and seating give the same match
 * @computer: how to make the computer players, name their strength and ask for a hint
 *
 * Seats a match: the first East drawn as the ruleset says, the person at seat 0, the other
 * seats played by people or by the computer, each with a name not yet at the table. The
 * match starts with mj_table_session_start(), once its views listen.
 *
 * Returns: (transfer full): the session
 */
MjTableSession *
mj_table_session_new (MjRuleset               *ruleset,
                      const MjSeating         *seating,
                      guint32                  seed,
                      const MjComputerPlayers *computer)
{
  MjTableSession *self;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GRand) east_rand = NULL;
  guint used_names = 0;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (seating != NULL && computer != NULL && computer->new_player != NULL, NULL);

  self = g_object_new (MJ_TYPE_TABLE_SESSION, NULL);
  self->ruleset = g_object_ref (ruleset);
  self->computer = *computer;
  rand = g_rand_new_with_seed (seed);

  /* the first East, as the ruleset says: by chance, the dice or the wind tiles; drawn from
   * its own generator so that the rest of the match's seed goes as it always did */
  east_rand = g_rand_new_with_seed (g_rand_int (rand));
  mj_first_east_draw ((MjFirstEast) mj_ruleset_get (ruleset, MJ_PARAM_FIRST_EAST), east_rand, &self->first_east);

  self->names[0] = mj_player_name_unique (seating->names[0], g_get_real_name (), (const char * const *) self->names, 0);
  self->match = mj_match_new (ruleset, seed, self->first_east.east);
  add_person (self, 0);
  listen_to_match (self);

  /* a game of three or two, where the rules allow it */
  for (guint seat = 1; seat < 4; seat++)
    self->empty |= seating->empty[seat] ? 1u << seat : 0;
  if (self->empty != 0 && !mj_match_set_empty_seats (self->match, self->empty))
    {
      self->seats_refused = TRUE;
      self->empty = 0;
    }

  for (guint seat = 1; seat < 4; seat++)
    {
      guint pick = (guint) g_rand_int_range (rand, 0, MJ_PLAYER_NAME_N_GIVEN);
      guint32 ai_seed = g_rand_int (rand);
      const char *generated = NULL;
      gboolean person = seating->person[seat];

      if ((self->empty >> seat) & 1u)
        {
          self->names[seat] = g_strdup (_("Empty seat"));
          continue;
        }

      if (person)
        add_person (self, seat);
      else
        add_computer (self, seat, seating->levels[seat], ai_seed);

      /* a name not yet at the table, unless one was given */
      generated = mj_player_name_give (pick, &used_names);
      if (person || computer->level_name == NULL)
        self->names[seat] = mj_player_name_unique (seating->names[seat], generated,
                                                   (const char * const *) self->names, seat);
      else
        {
          g_autofree char *name = mj_player_name_unique (seating->names[seat], generated,
                                                         (const char * const *) self->names, seat);

          /* the computer's players say how strong they are */
          self->names[seat] = mj_player_name_join (name, computer->level_name (seating->levels[seat]));
        }
    }

  return self;
}

/**
 * mj_table_session_new_restored:
 * @match: a match restored from a save, its game in play
 * @seating: who sat where, under the names they played under
 * @seeds: the computer players' seeds, by seat (see mj_table_session_get_seating())
 * @first_east: how the first East was drawn
 * @computer: how to make the computer players
 *
 * Seats a saved match again, exactly as it was: the same people and computer players in
 * the same seats, each computer player with its own seed, so that it plays on as it would
 * have. mj_table_session_start() goes on where the match stopped.
 *
 * Returns: (transfer full): the session
 */
MjTableSession *
mj_table_session_new_restored (MjMatch                 *match,
                               const MjSeating         *seating,
                               const guint32            seeds[4],
                               const MjFirstEastDraw   *first_east,
                               const MjComputerPlayers *computer)
{
  MjTableSession *self;

  g_return_val_if_fail (MJ_IS_MATCH (match), NULL);
  g_return_val_if_fail (seating != NULL && seeds != NULL && first_east != NULL, NULL);
  g_return_val_if_fail (computer != NULL && computer->new_player != NULL, NULL);

  self = g_object_new (MJ_TYPE_TABLE_SESSION, NULL);
  self->match = g_object_ref (match);
  self->ruleset = mj_ruleset_copy (mj_match_get_ruleset (match));
  self->computer = *computer;
  self->first_east = *first_east;
  self->empty = mj_match_get_empty_seats (match);
  /* a match kept was played; continued and let go at once, it is kept again */
  self->played = TRUE;

  for (guint seat = 0; seat < 4; seat++)
    {
      self->names[seat] = g_strdup (seating->names[seat] != NULL ? seating->names[seat] : "");
      if ((self->empty >> seat) & 1u)
        continue;
      if (seat == 0 || seating->person[seat])
        add_person (self, seat);
      else
        add_computer (self, seat, seating->levels[seat], seeds[seat]);
    }
  listen_to_match (self);
  self->restored = TRUE;
  return self;
}

/**
 * mj_table_session_get_seating:
 * @seating: (out caller-allocates): who sits where, the names as played under; free with
 *   mj_seating_clear()
 * @seeds: (out caller-allocates) (array fixed-size=4) (optional): the computer players' seeds
 *
 * What mj_table_session_new_restored() needs to seat the match again.
 */
void
mj_table_session_get_seating (MjTableSession *self,
                              MjSeating      *seating,
                              guint32         seeds[4])
{
  g_return_if_fail (MJ_IS_TABLE_SESSION (self));
  g_return_if_fail (seating != NULL);

  for (guint seat = 0; seat < 4; seat++)
    {
      seating->names[seat] = g_strdup (self->names[seat]);
      seating->person[seat] = self->humans[seat] != NULL;
      seating->levels[seat] = self->humans[seat] != NULL ? 0 : self->levels[seat];
      seating->empty[seat] = (self->empty >> seat) & 1u;
      if (seeds != NULL)
        seeds[seat] = self->humans[seat] != NULL ? 0 : self->seeds[seat];
    }
}

/**
 * mj_table_session_is_played:
 *
 * Returns: whether the match has been played at all: a person has made a move, or a hand
 *   is over. A match nobody has played is not worth keeping.
 */
gboolean
mj_table_session_is_played (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), FALSE);
  return self->played;
}

/**
 * mj_table_session_start:
 *
 * Plays the match until a person is asked or a hand is over. A restored match first shows
 * its hand as it was saved ("hand-started"; "hand-finished" too if it was over), then
 * plays on where it stopped.
 */
void
mj_table_session_start (MjTableSession *self)
{
  MjGame *game;

  g_return_if_fail (MJ_IS_TABLE_SESSION (self));

  game = mj_match_get_game (self->match);
  if (self->seats_refused)
    g_signal_emit (self, signals[NOTICE], 0, _("These rules are played by four: every seat is taken"));
  self->seats_refused = FALSE;

  /* a restored match shows its hand as it stands; one restored between two hands, the hand
   * just over, as it was left */
  if (self->restored && game != NULL)
    {
      self->restored = FALSE;
      hand_started_cb (self, game, self->match);
      if (mj_game_get_phase (game) == MJ_PHASE_FINISHED)
        {
          if (!mj_match_is_finished (self->match))
            g_signal_emit (self, signals[HAND_FINISHED], 0, game);
          return;
        }
    }
  self->restored = FALSE;
  if (!mj_match_is_finished (self->match))
    mj_match_run (self->match);
}

/**
 * mj_table_session_play_on:
 *
 * After a hand, deals the next one, unless the match is over.
 */
void
mj_table_session_play_on (MjTableSession *self)
{
  g_return_if_fail (MJ_IS_TABLE_SESSION (self));

  if (!mj_match_is_finished (self->match))
    mj_match_run (self->match);
}

/**
 * mj_table_session_end_match:
 *
 * Ends the match now: the hands played stand, the one being played is dropped.
 */
void
mj_table_session_end_match (MjTableSession *self)
{
  g_return_if_fail (MJ_IS_TABLE_SESSION (self));

  if (mj_match_is_finished (self->match))
    return;
  stop_countdown (self);
  for (guint seat = 0; seat < 4; seat++)
    {
      if (self->paced[seat] != NULL)
        mj_paced_player_set_game (self->paced[seat], NULL);
      if (self->humans[seat] != NULL)
        mj_human_player_clear (self->humans[seat]);
    }
  self->asking = NO_SEAT;
  self->n_waiting = 0;
  mj_match_end (self->match);
}

MjMatch *
mj_table_session_get_match (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);
  return self->match;
}

/**
 * mj_table_session_get_game:
 *
 * Returns: (transfer none) (nullable): the hand being played, or the last one
 */
MjGame *
mj_table_session_get_game (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);
  return mj_match_get_game (self->match);
}

MjRuleset *
mj_table_session_get_ruleset (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);
  return self->ruleset;
}

/**
 * mj_table_session_get_name:
 *
 * Returns: the name @seat plays under; a computer player's says its strength
 */
const char *
mj_table_session_get_name (MjTableSession *self,
                           guint           seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self) && seat < 4, NULL);
  return self->names[seat];
}

/**
 * mj_table_session_get_level_name:
 *
 * The name a computer player plays under ends with its strength (see
 * mj_table_session_get_name()); this is that strength alone, for a view that writes the
 * two apart.
 *
 * Returns: (nullable): how strongly the computer plays @seat, in words; %NULL where a person
 *   plays or nobody sits
 */
const char *
mj_table_session_get_level_name (MjTableSession *self,
                                 guint           seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self) && seat < 4, NULL);

  if (self->paced[seat] == NULL || self->computer.level_name == NULL)
    return NULL;
  return self->computer.level_name (self->levels[seat]);
}

/**
 * mj_table_session_get_log:
 *
 * Returns: (transfer none): the last things played in the hand, kept with a saved match
 */
MjTableLog *
mj_table_session_get_log (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);
  return self->log;
}

/**
 * mj_table_session_get_names:
 *
 * Returns: (array fixed-size=4): the four names, by seat
 */
const char * const *
mj_table_session_get_names (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);
  return (const char * const *) self->names;
}

const MjFirstEastDraw *
mj_table_session_get_first_east (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);
  return &self->first_east;
}

/**
 * mj_table_session_get_empty_seats:
 *
 * Returns: a bit per seat nobody sits in
 */
guint
mj_table_session_get_empty_seats (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), 0);
  return self->empty;
}

/**
 * mj_table_session_get_n_people:
 *
 * Returns: how many people share the screen
 */
guint
mj_table_session_get_n_people (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), 0);
  return self->n_people;
}

/**
 * mj_table_session_get_person:
 *
 * Returns: (transfer none) (nullable): the person at @seat, or %NULL where the computer
 *   plays or nobody sits
 */
MjHumanPlayer *
mj_table_session_get_person (MjTableSession *self,
                             guint           seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self) && seat < 4, NULL);
  return self->humans[seat];
}

/**
 * mj_table_session_get_paced:
 *
 * Returns: (transfer none) (nullable): the computer player at @seat, or %NULL
 */
MjPacedPlayer *
mj_table_session_get_paced (MjTableSession *self,
                            guint           seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self) && seat < 4, NULL);
  return self->paced[seat];
}

/**
 * mj_table_session_set_turn_ms:
 * @turn_ms: how long a computer player takes over its turn (a claim half of it)
 */
void
mj_table_session_set_turn_ms (MjTableSession *self,
                              guint           turn_ms)
{
  g_return_if_fail (MJ_IS_TABLE_SESSION (self));

  for (guint seat = 0; seat < 4; seat++)
    if (self->paced[seat] != NULL)
      mj_paced_player_set_delay (self->paced[seat], turn_ms, turn_ms / 2);
}

/**
 * mj_table_session_set_claim_seconds:
 * @seconds: how long a person has to claim a discard; 0: as long as they need; -1: as the
 *   rules say
 */
void
mj_table_session_set_claim_seconds (MjTableSession *self,
                                    int             seconds)
{
  g_return_if_fail (MJ_IS_TABLE_SESSION (self));
  self->claim_seconds = MAX (seconds, -1);
}

/**
 * mj_table_session_get_claim_seconds:
 *
 * Returns: the seconds a person has to claim a discard, 0 for as long as they need
 */
int
mj_table_session_get_claim_seconds (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), 0);

  if (self->claim_seconds >= 0)
    return self->claim_seconds;
  return mj_ruleset_get (self->ruleset, MJ_PARAM_CLAIM_SECONDS);
}

/**
 * mj_table_session_set_shown_seat:
 *
 * The rack of @seat is the one shown: of the people waiting, that one is asked first.
 */
void
mj_table_session_set_shown_seat (MjTableSession *self,
                                 guint           seat)
{
  g_return_if_fail (MJ_IS_TABLE_SESSION (self) && seat < 4);
  self->shown = (guint8) seat;
}

guint
mj_table_session_get_shown_seat (MjTableSession *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), 0);
  return self->shown;
}

/**
 * mj_table_session_get_asked:
 * @seat: (out) (optional): the seat of the person asked
 *
 * Returns: (nullable): the decision of the person asked, or %NULL when nobody is
 */
const MjDecision *
mj_table_session_get_asked (MjTableSession *self,
                            guint          *seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), NULL);

  if (self->asking == NO_SEAT || self->humans[self->asking] == NULL)
    return NULL;
  if (seat != NULL)
    *seat = self->asking;
  return mj_human_player_get_decision (self->humans[self->asking]);
}

static gboolean
countdown_cb (gpointer user_data)
{
  MjTableSession *self = user_data;
  MjAction pass = mj_action_make (MJ_ACTION_PASS, MJ_TILE_NONE, 0);

  if (--self->countdown <= 0)
    {
      self->countdown_id = 0;
      mj_table_session_answer (self, &pass);
      return G_SOURCE_REMOVE;
    }
  g_signal_emit (self, signals[COUNTDOWN], 0, self->countdown);
  return G_SOURCE_CONTINUE;
}

/**
 * mj_table_session_decision_shown:
 *
 * The person asked sees the decision: a claim's timer starts. If the decision is gone
 * meanwhile (the person answered, the hand ended), the next person in line is asked.
 */
void
mj_table_session_decision_shown (MjTableSession *self)
{
  const MjDecision *d;
  int seconds;

  g_return_if_fail (MJ_IS_TABLE_SESSION (self));

  stop_countdown (self);
  d = mj_table_session_get_asked (self, NULL);
  if (d == NULL)
    {
      self->asking = NO_SEAT;
      ask_next (self);
      return;
    }
  seconds = mj_table_session_get_claim_seconds (self);
  if ((d->kind == MJ_DECISION_CLAIM || d->kind == MJ_DECISION_ROB) && seconds > 0)
    {
      self->countdown = seconds;
      self->countdown_id = g_timeout_add_seconds (1, countdown_cb, self);
      g_signal_emit (self, signals[COUNTDOWN], 0, seconds);
    }
}

/**
 * mj_table_session_answer:
 * @action: one of the actions of the decision asked
 *
 * The person asked answers; the next one in line is asked.
 */
void
mj_table_session_answer (MjTableSession *self,
                         const MjAction *action)
{
  MjGame *game;
  guint seat;

  g_return_if_fail (MJ_IS_TABLE_SESSION (self));
  g_return_if_fail (action != NULL);

  stop_countdown (self);
  if (mj_table_session_get_asked (self, &seat) == NULL)
    return;

  mj_human_player_clear (self->humans[seat]);
  self->asking = NO_SEAT;
  self->played = TRUE;
  g_signal_emit (self, signals[ANSWERED], 0, seat);
  game = mj_match_get_game (self->match);
  if (game != NULL && mj_game_get_pending (game, seat) != NULL)
    mj_game_answer (game, seat, action);
  if (self->asking == NO_SEAT)
    ask_next (self);
}

/**
 * mj_table_session_hint:
 * @suggestion: (out caller-allocates): what the computer's evaluator would do
 * @reason: (out) (transfer full): why, in words
 *
 * A hint for the person asked.
 *
 * Returns: %FALSE if nobody is asked or no hint can be given
 */
gboolean
mj_table_session_hint (MjTableSession  *self,
                       MjAction        *suggestion,
                       char           **reason)
{
  const MjDecision *d;
  guint seat;

  g_return_val_if_fail (MJ_IS_TABLE_SESSION (self), FALSE);

  d = mj_table_session_get_asked (self, &seat);
  if (d == NULL || self->computer.hint == NULL)
    return FALSE;
  return self->computer.hint (mj_human_player_get_view (self->humans[seat]), d, suggestion, reason);
}
