/* mj-test-game.h: what the game tests share: a stacked wall built from readable hands,
 * a scripted player, and a table that counts the game's signals and checks its invariants
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "mj-game.h"
#include "mj-game-json.h"
#include "mj-random-player.h"
#include "mj-stacked-deal.h"

G_BEGIN_DECLS

/* In a script: "*" is the tile just drawn; a missing tile is any tile. */
#define TILE_DRAWN ((MjTile) 0xfe)
#define TILE_ANY   MJ_TILE_NONE

/* Every preset, for the tests run under each. */
extern const char *all_presets[8];

gboolean   deals_two (MjRuleset  *ruleset);
MjRuleset *preset    (const char *id);

/* Tile notation */

MjTile  tile               (const char   *text);
GArray *parse_tiles        (const char   *text);
char   *sorted             (const char   *text);
char   *physical_to_string (const guint8 *physical,
                            guint         n,
                            gboolean      sort);
char   *hand_of            (MjGame       *game,
                            guint         seat);
char   *bonus_of           (MjGame       *game,
                            guint         seat);

#define assert_hand(game, seat, text) \
  G_STMT_START { \
    g_autofree char *_got = hand_of ((game), (seat)); \
    g_autofree char *_want = sorted (text); \
    g_assert_cmpstr (_got, ==, _want); \
  } G_STMT_END

#define assert_bonus(game, seat, text) \
  G_STMT_START { \
    g_autofree char *_got = bonus_of ((game), (seat)); \
    g_autoptr(GArray) _t = parse_tiles (text); \
    g_autofree char *_want = mj_tiles_to_string ((const MjTile *) _t->data, _t->len); \
    g_assert_cmpstr (_got, ==, _want); \
  } G_STMT_END

/* The stacked wall */

typedef struct
{
  MjRuleset     *ruleset;                    /* borrowed from the deal */
  guint          n;                          /* 136 or 144 tiles */
  guint          dealer;
  MjWind         wind;
  MjStackedDeal  deal;
} Stack;

void    stack_init_ruleset (Stack      *s,
                            MjRuleset  *ruleset,
                            guint       dealer);
void    stack_init         (Stack      *s,
                            const char *preset_id,
                            guint       dealer);
void    stack_clear        (Stack      *s);
void    stack_deal         (Stack      *s,
                            const char *seat0,
                            const char *seat1,
                            const char *seat2,
                            const char *seat3);
void    stack_deal_east    (Stack      *s,
                            const char *east13,
                            const char *first,
                            const char *seat1,
                            const char *seat2,
                            const char *seat3);
void    stack_draws        (Stack      *s,
                            const char *text);
void    stack_back         (Stack      *s,
                            const char *text);
void    stack_put          (Stack      *s,
                            guint       index,
                            const char *text);
void    stack_fill         (Stack      *s,
                            guint8     *order);
MjGame *stack_game         (Stack      *s);

/* The scripted player */

#define TEST_TYPE_PLAYER (test_player_get_type ())
G_DECLARE_FINAL_TYPE (TestPlayer, test_player, TEST, PLAYER, GObject)

struct _TestPlayer
{
  GObject   parent_instance;

  guint     seat;
  GQueue    script;      /* script entries, in order */
  GArray   *log;         /* MjDecision: every decision asked */
  gboolean  async;       /* answer nothing: the test answers with mj_game_answer() */
  gboolean  rogue;       /* answer rogue_action whatever is offered */
  MjAction  rogue_action;
  MjGame   *game;        /* not a reference: the table's */
};

void     test_player_script  (TestPlayer    *self,
                              const char    *text);
gboolean test_player_offered (TestPlayer    *self,
                              MjDecisionKind kind,
                              MjTile         when,
                              MjActionKind   action,
                              MjTile         tile_kind,
                              guint          flags);
guint    test_player_n_asked (TestPlayer    *self,
                              MjDecisionKind kind,
                              MjTile         when);

/* The table: a game, four scripted players, the signals counted */

typedef struct
{
  MjGame     *game;
  TestPlayer *p[4];
  guint       n_drawn;
  guint       n_front_draws;       /* drawn from the front of the wall */
  guint       n_replacements;
  guint       n_discarded;
  guint       n_bonus;
  guint       n_melds;
  guint       n_windows;
  guint       n_resolved;
  guint       n_turns;
  guint       n_finished;
  GString    *turns;               /* "0 3 0 ...": the seats of turn-changed */
  GString    *resolved;            /* "3:pung -1:pass ..." */
  GString    *bonus;               /* "0:1f 1:2f ...": bonus-exposed */
  GString    *announced;           /* "3:0 ...": seat:MjAnnouncement */
  GString    *discards;            /* "0:5d 1:Nw ..." */
  gboolean    invariants_failed;
} Table;

Table              *table_new    (Stack         *s);
void                table_free   (Table         *t);
void                table_script (Table         *t,
                                  guint          seat,
                                  ...) G_GNUC_NULL_TERMINATED;
void                table_run    (Table         *t);
const MjGameResult *table_result (Table         *t);
gboolean            offered      (Table         *t,
                                  guint          seat,
                                  MjDecisionKind kind,
                                  const char    *when,
                                  MjActionKind   action,
                                  const char    *tile_text,
                                  guint          flags);
const MjGameMeld   *meld_of      (MjGame        *game,
                                  guint          seat,
                                  guint          index);
guint               n_melds_of   (MjGame        *game,
                                  guint          seat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Table, table_free)

/* Scores */

gboolean score_has_rule  (const MjScore *score,
                          MjRuleId       rule);
char    *score_to_string (const MjScore *score);

#define assert_score_has(score, rule, want) \
  G_STMT_START { \
    if (score_has_rule ((score), (rule)) != (want)) \
      { \
        g_autofree char *_s = score_to_string (score); \
        g_test_fail_printf ("%s:%d: the score %s %s: %s", __FILE__, __LINE__, \
                            (want) ? "lacks" : "has", #rule, _s); \
      } \
  } G_STMT_END

/* A plain thirteen for North, shared by the game tests. */
#define NORTH13 "2c 3c 4c 5b 6b 7b 6d 7d 3d 4d Gd Wd Wd"

/* Waiting on North wind alone. */
#define WAIT_NW "1c 1c 1c 5c 6c 7c Gd Gd Gd 8d 8d 8d Nw"

/* Three tiles apart, no pairs: no claim but a discard of these kinds could give them
 * anything. Each kind is used at most twice by the three of them. */
#define JUNK1 "1c 4c 7c 1b 4b 7b 1d 4d 7d Ew Sw Ww Nw"
#define JUNK2 "2c 5c 8c 2b 5b 8b 2d 5d 8d Rd Gd Wd Ew"
#define JUNK3 "3c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Rd"

G_END_DECLS
