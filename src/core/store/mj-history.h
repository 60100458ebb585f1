/* mj-history.h: the family's score history, an SQLite database
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "mj-game.h"
#include "mj-match.h"

G_BEGIN_DECLS

/* The schema this code writes; a database with a newer one is refused. */
#define MJ_HISTORY_SCHEMA_VERSION 3

typedef enum
{
  MJ_HISTORY_PLACE_SCREEN,  /* played on the screen: every hand recorded as it was played */
  MJ_HISTORY_PLACE_TABLE,   /* played at a real table: the scores entered by hand */
} MjHistoryPlace;

typedef enum
{
  MJ_HISTORY_OPEN_DEFAULT   = 0,
  MJ_HISTORY_OPEN_READ_ONLY = 1 << 0,  /* never create, upgrade or write the file */
} MjHistoryOpenFlags;

typedef struct
{
  gint64    id;
  char     *name;
  gboolean  is_computer;
  gint64    created;           /* seconds since 1970, UTC */
} MjHistoryPlayer;

/* One match, as the list of matches shows it. */
typedef struct
{
  gint64          id;
  gint64          started;     /* seconds since 1970, UTC */
  gint64          finished;    /* 0 while the match goes on, or if it was abandoned */
  gint64          deleted;     /* 0, or when it was deleted: it can be restored until purged */
  MjHistoryPlace  place;
  char           *ruleset_id;
  char           *ruleset_name;
  guint32         seed;
  guint           first_dealer;
  gint64          players[4];  /* by seat */
  char           *player_names[4];
  guint           n_hands;
  int             balances[4]; /* after the last hand */
  int             winner;      /* the seat ahead of the others, or -1 (no hands, or a tie) */
} MjHistoryMatch;

/* One hand of a match. */
typedef struct
{
  gint64    id;
  guint     number;            /* 1, 2, ... */
  MjWind    prevailing_wind;
  guint     dealer;
  int       winner;            /* -1: a drawn hand */
  int       discarder;         /* -1: none */
  gboolean  self_drawn;
  gboolean  limit_hand;        /* the winner's score was capped at or set to a limit */
  int       totals[4];
  int       net[4];
  int       balance[4];
  gboolean  has_payments;      /* FALSE for scores entered by hand */
  int       pays[4][4];        /* pays[i][j]: what seat i paid seat j */
  int       liable;            /* the seat that paid for everyone, or -1 */
  MjLiableRule liable_rule;    /* ... and by which rule */
  char     *hand_json[4];      /* mj_hand_to_json(), or NULL for scores entered by hand */
  char     *score_json[4];     /* mj_score_to_json(), or NULL */
} MjHistoryHand;

typedef struct
{
  gint64  match;
  gint64  started;
  int     net;                 /* the player's balance at the end of the match */
  gint64  balance;             /* the sum over this and every earlier match */
} MjHistoryBalancePoint;

typedef struct
{
  gint64   player;
  char    *name;
  gboolean is_computer;
  guint    matches;
  guint    matches_won;        /* finished ahead of the other three */
  guint    hands;
  guint    hands_won;
  guint    self_drawn;         /* of the hands won */
  guint    limit_hands;        /* of the hands won */
  guint    fed;                /* discards another player went out on */
  double   win_rate;           /* hands_won / hands */
  double   self_drawn_share;   /* self_drawn / hands_won */
  double   average_score;      /* the mean hand total */
  gint64   net;                /* what the player won over all matches */
  int      biggest_total;      /* the best hand won; 0 if none */
  gint64   biggest_match;
  guint    biggest_hand;       /* its number in the match */
  char    *biggest_score_json; /* NULL if none, or if entered by hand */
  GArray  *balance_series;     /* MjHistoryBalancePoint, oldest first */
} MjHistoryStats;

/* Two players in the matches they played together. */
typedef struct
{
  gint64  players[2];
  guint   matches;
  guint   match_wins[2];       /* matches each one finished ahead of the other */
  guint   hands_won[2];
  gint64  net[2];              /* what each one won from the other: net[0] == -net[1] */
} MjHistoryHeadToHead;

/* Which matches to list; zero for "any". */
typedef struct
{
  gint64       player;
  const char  *ruleset_id;
  gint64       from;           /* started at or after, seconds since 1970 */
  gint64       to;             /* started before */
  gboolean     include_deleted;
} MjHistoryFilter;

void  mj_history_player_free (MjHistoryPlayer *player);
void  mj_history_match_free  (MjHistoryMatch  *match);
void  mj_history_hand_free   (MjHistoryHand   *hand);
char *mj_history_hand_describe_winner (const MjHistoryMatch *match,
                                       const MjHistoryHand  *hand);
void  mj_history_stats_free  (MjHistoryStats  *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjHistoryPlayer, mj_history_player_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjHistoryMatch, mj_history_match_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjHistoryHand, mj_history_hand_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjHistoryStats, mj_history_stats_free)

#define MJ_TYPE_HISTORY (mj_history_get_type ())

G_DECLARE_FINAL_TYPE (MjHistory, mj_history, MJ, HISTORY, GObject)

char            *mj_history_get_default_path  (void);
MjHistory       *mj_history_open              (const char           *path,
                                               GError              **error);
MjHistory       *mj_history_open_full         (const char           *path,
                                               MjHistoryOpenFlags    flags,
                                               GError              **error);
void             mj_history_open_async        (const char           *path,
                                               MjHistoryOpenFlags    flags,
                                               GCancellable         *cancellable,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
MjHistory       *mj_history_open_finish       (GAsyncResult         *result,
                                               GError              **error);
const char      *mj_history_get_path          (MjHistory            *self);
gboolean         mj_history_is_read_only      (MjHistory            *self);

gboolean         mj_history_batch_begin       (MjHistory            *self,
                                               GError              **error);
gboolean         mj_history_batch_commit      (MjHistory            *self,
                                               GError              **error);
void             mj_history_batch_rollback    (MjHistory            *self);

/* Players */
gint64           mj_history_ensure_player     (MjHistory            *self,
                                               const char           *name,
                                               gboolean              is_computer,
                                               GError              **error);
gint64           mj_history_find_player       (MjHistory            *self,
                                               const char           *name,
                                               GError              **error);
gboolean         mj_history_rename_player     (MjHistory            *self,
                                               gint64                player,
                                               const char           *name,
                                               GError              **error);
GPtrArray       *mj_history_list_players      (MjHistory            *self,
                                               GError              **error);

/* Recording */
gint64           mj_history_begin_match       (MjHistory            *self,
                                               MjRuleset            *ruleset,
                                               MjHistoryPlace        place,
                                               const gint64          players[4],
                                               guint32               seed,
                                               guint                 first_dealer,
                                               GError              **error);
gint64           mj_history_begin_match_at    (MjHistory            *self,
                                               MjRuleset            *ruleset,
                                               MjHistoryPlace        place,
                                               const gint64          players[4],
                                               guint32               seed,
                                               guint                 first_dealer,
                                               gint64                started,
                                               GError              **error);
gboolean         mj_history_record_hand       (MjHistory            *self,
                                               gint64                match,
                                               MjRuleset            *ruleset,
                                               const MjHandRecord   *record,
                                               const MjGameResult   *result,
                                               GError              **error);
gboolean         mj_history_finish_match      (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);
gboolean         mj_history_finish_match_at   (MjHistory            *self,
                                               gint64                match,
                                               gint64                finished,
                                               GError              **error);
gboolean         mj_history_delete_match      (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);
gboolean         mj_history_restore_match     (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);
gboolean         mj_history_purge_deleted     (MjHistory            *self,
                                               gint64                before,
                                               guint                *n_purged,
                                               GError              **error);

/* Reading */
GPtrArray       *mj_history_list_matches      (MjHistory            *self,
                                               const MjHistoryFilter *filter,
                                               GError              **error);
MjHistoryMatch  *mj_history_get_match         (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);
GPtrArray       *mj_history_get_match_hands   (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);
MjRuleset       *mj_history_get_match_ruleset (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);
MjHistoryStats  *mj_history_get_player_stats  (MjHistory            *self,
                                               gint64                player,
                                               GError              **error);
gboolean         mj_history_get_head_to_head  (MjHistory            *self,
                                               gint64                a,
                                               gint64                b,
                                               MjHistoryHeadToHead  *h2h,
                                               GError              **error);
char            *mj_history_export_csv        (MjHistory            *self,
                                               gint64                match,
                                               GError              **error);

G_END_DECLS
