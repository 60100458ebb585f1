/* mj-game-private.h: what the game's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "mj-game.h"

G_BEGIN_DECLS

/* Where the state machine stands (finer than MjPhase). */
typedef enum
{
  MJ_STEP_DEAL,
  MJ_STEP_EXCHANGE,    /* a Goulash hand: waiting for the tiles each seat passes on */
  MJ_STEP_DRAW,
  MJ_STEP_TURN,        /* waiting for the turn decision of @turn */
  MJ_STEP_CLAIM,       /* waiting for the claims on the last discard */
  MJ_STEP_ROB,         /* waiting for robbing claims on a kong of @turn */
  MJ_STEP_FINISHED,
} MjStep;

typedef struct
{
  guint8      hand[MJ_HAND_MAX_CONCEALED];   /* physical tiles */
  guint8      n_hand;
  guint8      kinds[MJ_N_PLAY_KINDS];        /* derived: how many of each kind hand[] holds */
  guint64     held_kinds;                    /* derived: a bit per kind held */
  guint64     four_kinds;                    /* derived: a bit per kind held four times */
  MjGameMeld  melds[MJ_HAND_MAX_MELDS];
  guint8      n_melds;
  guint8      bonus[8];                      /* physical bonus tiles, in the order exposed */
  guint8      n_bonus;
  guint8      pond[MJ_POND_MAX];             /* physical discards */
  MjTile      pond_kind[MJ_POND_MAX];        /* their kinds, as the seat views show them */
  guint8      n_pond;
  guint64     pond_claimed;
  guint64     sacred;                        /* kinds discarded since the seat last drew */
  guint64     shape_waits;                   /* kinds that would give the hand a going-out shape,
                                              * as it last held 13 tiles */
  gboolean    has_shape_waits;               /* restored from a save: shape_waits is known */
  gint16      drawn;                         /* the physical tile just drawn, or -1 */
  gint8       fed_last_set;                  /* who fed the set that made "calling pieces" */
  guint8      ready : 1;
  guint8      original_call : 1;
  guint8      has_discarded : 1;
  guint8      has_drawn : 1;
  guint8      calling_nine : 1;
  guint8      calling_twelve : 1;
  guint8      plays_dangerous : 1;           /* discarded a dangerous tile unforced */
  gint8       dangerous_from;                /* who fed this seat a dangerous tile it claimed */
  guint8      ready_ponds[4];                /* a ready hand: each seat's pond when it was declared,
                                              * this seat's without the declaring discard */
  guint64     pond_dangerous;                /* bit i: pond[i] was dangerous */
} MjSeatState;

struct _MjGame
{
  GObject        parent_instance;

  MjRuleset     *ruleset;
  const MjRulesetValues *v;
  MjPlayer      *players[4];
  MjPlayerInterface *player_ifaces[4];  /* of players[], looked up once, not every turn */

  MjWall         wall;
  MjSeatState    seats[4];
  guint8         dealer;
  guint8         prevailing_wind;

  MjStep         step;
  guint8         turn;
  guint16        n_discards;
  guint8         any_claim : 1;        /* a set was claimed or a kong declared this hand */
  guint8         replacement : 1;      /* the turn's last draw was a kong's replacement */
  guint8         n_kongs_in_turn;      /* kongs declared in a row by the seat on turn */

  /* the discard or kong being claimed */
  gint16         claim_physical;
  guint8         claim_from;
  guint8         rob_kind;             /* MjActionKind of the kong being robbed */

  MjDecision     pending[4];
  guint8         waiting;              /* bit per seat: asked, no answer yet */
  guint8         asked;                /* bit per seat: asked in this window */
  MjAction       answers[4];

  guint8         visible[MJ_N_PLAY_KINDS];  /* tiles every seat can see: ponds and sets */
  gboolean       silent;                   /* a simulation that nobody watches */
  guint8         running;                  /* mj_game_run() calls under way, one inside another */

  guint8         empty;                /* a bit per seat nobody sits in (two or three players) */

  /* a Goulash hand (mj-game-exchange.c) */
  gboolean       goulash;
  guint8         exchange;             /* exchanges done, 0..3 */
  guint8         passing[4][3];        /* physical tiles each seat has set aside to pass on */
  guint8         n_passing[4];

  MjGameResult   result;
};

/* The game's signals (mj-game.c defines them, every file of the game emits them). */
enum {
  TILE_DRAWN,
  TILE_DISCARDED,
  BONUS_EXPOSED,
  MELD_DECLARED,
  CLAIM_WINDOW_OPENED,
  CLAIM_RESOLVED,
  TURN_CHANGED,
  ANNOUNCEMENT,
  TILES_EXCHANGED,
  HAND_FINISHED,
  STEP_DONE,
  N_SIGNALS
};

extern guint _mj_game_signals[N_SIGNALS];

/* Emission takes GLib's signal lock: a silent game (a simulation) skips it. */
#define EMIT(self, signal, ...) \
  G_STMT_START { \
    if (!(self)->silent) \
      g_signal_emit ((self), _mj_game_signals[signal], 0, ##__VA_ARGS__); \
  } G_STMT_END

/* mj_tile_physical_kind() without its argument check: the game's tiles are valid. */
static inline MjTile
_mj_game_kind_of (guint8 physical)
{
  return physical < 4 * MJ_N_PLAY_KINDS ? (MjTile) (physical / 4)
                                        : (MjTile) (MJ_N_PLAY_KINDS + physical - 4 * MJ_N_PLAY_KINDS);
}

/* Whether nobody sits in @seat (a game of two or three). */
static inline gboolean
_mj_game_seat_empty (const MjGame *self,
                     guint         seat)
{
  return (self->empty >> seat) & 1u;
}

/* The seat that plays after @seat, empty seats passed over. */
static inline guint
_mj_game_next_seat (const MjGame *self,
                    guint         seat)
{
  guint next = (seat + 1) % 4;

  while (_mj_game_seat_empty (self, next) && next != seat)
    next = (next + 1) % 4;
  return next;
}

/* The hand changes only through these two, which keep kinds[] right: every seat's
 * decisions read the hand by kind, several times a turn. A bonus tile passes through a
 * dealt hand uncounted. The tile drawn is always one in the hand: when it leaves (in a kong,
 * or robbed), none is held apart. */
static inline void
_mj_seat_hand_append (MjSeatState *s,
                      guint8       physical)
{
  MjTile kind = _mj_game_kind_of (physical);

  g_assert (s->n_hand < MJ_HAND_MAX_CONCEALED);
  s->hand[s->n_hand++] = physical;
  if (kind < MJ_N_PLAY_KINDS)
    {
      s->kinds[kind]++;
      s->held_kinds |= G_GUINT64_CONSTANT (1) << kind;
      if (s->kinds[kind] == 4)
        s->four_kinds |= G_GUINT64_CONSTANT (1) << kind;
    }
}

static inline void
_mj_seat_hand_remove_at (MjSeatState *s,
                         guint        i)
{
  MjTile kind = _mj_game_kind_of (s->hand[i]);

  if (s->drawn == s->hand[i])
    s->drawn = -1;
  memmove (&s->hand[i], &s->hand[i + 1], s->n_hand - i - 1);
  s->n_hand--;
  if (kind < MJ_N_PLAY_KINDS)
    {
      s->kinds[kind]--;
      s->four_kinds &= ~(G_GUINT64_CONSTANT (1) << kind);
      if (s->kinds[kind] == 0)
        s->held_kinds &= ~(G_GUINT64_CONSTANT (1) << kind);
    }
}

/* Removes a tile of @kind from the hand and returns it, or -1. */
static inline int
_mj_seat_hand_take (MjSeatState *s,
                    MjTile       kind)
{
  for (int i = (int) s->n_hand - 1; i >= 0; i--)
    {
      /* _mj_game_kind_of() for a play kind: a bonus tile's number divided by four is none of them */
      if (s->hand[i] / 4 == kind)
        {
          guint8 p = s->hand[i];

          _mj_seat_hand_remove_at (s, (guint) i);
          return p;
        }
    }
  return -1;
}

/* mj-game.c */
void      _mj_game_emit_finished     (MjGame        *self);
MjGame   *_mj_game_new_empty         (MjRuleset     *ruleset,
                                      guint          dealer,
                                      MjWind         prevailing_wind);
gboolean  _mj_game_draw_into         (MjGame        *self,
                                      guint          seat,
                                      gboolean       replacement);
void      _mj_game_ask               (MjGame        *self,
                                      guint          seat,
                                      const MjDecision *decision);

/* mj-game-turn.c */
void      _mj_game_begin_turn        (MjGame        *self,
                                      guint          seat,
                                      gboolean       draw,
                                      gboolean       announce);
void      _mj_game_ask_turn          (MjGame        *self);
void      _mj_game_apply_turn        (MjGame        *self,
                                      const MjAction *a);
void      _mj_game_add_meld          (MjGame        *self,
                                      guint          seat,
                                      MjSetKind      kind,
                                      MjTile         tile,
                                      gboolean       exposed,
                                      MjKongOrigin   origin,
                                      int            from,
                                      const guint8  *physical,
                                      guint          n);
void      _mj_game_replacement_draw  (MjGame        *self,
                                      guint          seat);
void      _mj_game_complete_added_kong (MjGame      *self,
                                      guint          seat,
                                      MjTile         tile);

/* mj-game-claims.c */
void      _mj_game_open_window       (MjGame        *self,
                                      MjStep         window,
                                      guint          from,
                                      int            physical,
                                      guint          rob_kind);
void      _mj_game_resolve_claims    (MjGame        *self);

/* mj-game-actions.c */
void      _mj_game_turn_decision     (MjGame        *self,
                                      guint          seat,
                                      MjDecision    *decision);
void      _mj_game_claim_decision    (MjGame        *self,
                                      guint          seat,
                                      MjDecision    *decision);
void      _mj_game_rob_decision      (MjGame        *self,
                                      guint          seat,
                                      MjDecision    *decision);
void      _mj_game_build_hand        (MjGame        *self,
                                      guint          seat,
                                      MjHand        *hand);
void      _mj_game_update_shape_waits (MjGame       *self,
                                      guint          seat);
guint     _mj_game_count_kind        (const MjSeatState *s,
                                      MjTile         kind);
guint64   _mj_game_dangerous_kinds   (MjGame        *self,
                                      guint          seat,
                                      guint          live_remaining,
                                      guint64        unseen);
guint64   _mj_game_unseen_kinds      (MjGame        *self,
                                      guint          live_remaining);

guint     _mj_game_win_flags         (MjGame        *self,
                                      guint          seat,
                                      gboolean       self_drawn);

/* mj-game-exchange.c */
void      _mj_game_ask_exchange      (MjGame        *self);
void      _mj_game_apply_exchange    (MjGame        *self);
void      _mj_game_begin_play        (MjGame        *self);

/* mj-game-state.c */
void      _mj_seat_count_kinds       (MjSeatState   *s);
void      _mj_game_restore_derived   (MjGame        *self);

/* mj-game-end.c */
void      _mj_game_finish            (MjGame        *self,
                                      int            winner,
                                      int            discarder,
                                      gboolean       self_drawn);

G_END_DECLS
