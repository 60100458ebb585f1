/* mj-lesson.h: one lesson of the course, read from its file
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-hand.h"
#include "mj-action.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  MJ_LESSON_GUIDED,    /* a deal fixed and played step by step */
  MJ_LESSON_DRILL,     /* questions, each answered by the engine */
  MJ_LESSON_COACHED,   /* a whole hand against the computer, with a goal */
} MjLessonKind;

/* What a step of a guided deal waits for. */
typedef enum
{
  MJ_EXPECT_NEXT,      /* the learner reads and goes on */
  MJ_EXPECT_DISCARD,   /* tile */
  MJ_EXPECT_PASS,
  MJ_EXPECT_PUNG,
  MJ_EXPECT_CHOW,      /* tile: the lowest of the chow */
  MJ_EXPECT_KONG,      /* tile: claimed, declared from the hand or added to a pung */
  MJ_EXPECT_MAHJONG,   /* on a discard or on the tile drawn */
  MJ_EXPECT_DECLARE,   /* tile: discarded, the hand declared ready ("discard 9c ready") */
  MJ_EXPECT_ORIGINAL_CALL, /* tile: the first discard, with the original call */
  MJ_EXPECT_TAKE,      /* the discard before, taken into the hand without a set (rules that allow it) */
  MJ_EXPECT_EXCHANGE,  /* tile: set aside to pass on, in a Goulash's exchange ("exchange 9c") */
} MjExpect;

#define MJ_LESSON_MAX_SPOT 14

typedef struct
{
  char      *say;                      /* one or two sentences */
  char      *wrong;                    /* (nullable): said when another action is taken */
  MjExpect   expect;
  MjTile     tile;                     /* DISCARD, CHOW, KONG, EXCHANGE; else MJ_TILE_NONE */
  MjTile     exchange[3];              /* EXCHANGE: the tiles set aside, one to three, in any
                                        * order ("exchange 9c Nw Wd"); tile is the first */
  guint8     n_exchange;
  MjTile     spot[MJ_LESSON_MAX_SPOT]; /* rack tiles to spotlight */
  guint8     n_spot;
  char      *spot_place;               /* (nullable): "claims", "pond", "melds", "wall" */
} MjLessonStep;

/* What a drill item asks. */
typedef enum
{
  MJ_ASK_WAITS,        /* which tiles complete this hand */
  MJ_ASK_DISCARD,      /* which discard keeps it closest to ready with the most ways on */
  MJ_ASK_CLAIM,        /* pass, chow, pung or Mah-Jong on this discard */
  MJ_ASK_MAHJONG,      /* is this Mah-Jong */
  MJ_ASK_SCORE,        /* what does it score */
  MJ_ASK_PRIORITY,     /* several claim one discard: whose claim wins */
} MjAsk;

typedef struct
{
  MjAsk      ask;
  char      *say;                      /* the question */
  char      *explain;                  /* (nullable): said with the answer */
  MjHand     hand;                     /* the learner's hand (13 tiles, 14 with a winning tile) */
  MjTile     tile;                     /* CLAIM: the discard; MAHJONG: the tile that came last */
  guint8     from;                     /* CLAIM, PRIORITY: the discarder, counted from the
                                        * learner: 1 left... 3 right (the seat before) */
  MjAction   claims[4];                /* PRIORITY: each seat's claim (MJ_ACTION_PASS: none) */
  char      *answer;                   /* (nullable): the answer the file states, checked */
} MjLessonItem;

typedef struct _MjLesson MjLesson;

struct _MjLesson
{
  char          *id;
  char          *file;                 /* where it was read, for messages */
  char          *unit;
  guint          order;
  MjLessonKind   kind;
  char          *title;
  char          *summary;
  char          *ruleset_id;
  guint          minutes;
  char         **introduces;           /* the terms first explained here */
  char         **uses;                 /* the terms it takes as known */

  /* MJ_LESSON_GUIDED */
  guint          dealer;               /* the seat that deals; the learner sits at 0 */
  char          *hands[4];             /* each seat's tiles, in notation */
  char          *draws;                /* the next tiles of the wall, in notation */
  char          *back;                 /* the loose tiles, drawn from the other end */
  char          *plays[4];             /* the scripted opponents' moves, seats 1 to 3 */
  gboolean       goulash;              /* the hand is a Goulash: three exchanges, Twos of Bamboo wild */
  char          *exchanges[4];         /* seats 1 to 3: the tiles passed in each exchange */
  GPtrArray     *steps;                /* MjLessonStep */

  /* MJ_LESSON_DRILL */
  GPtrArray     *items;                /* MjLessonItem */

  /* MJ_LESSON_COACHED */
  char          *goal;                 /* "win" or "score" */
  guint32        seed;
};

MjLesson    *mj_lesson_new              (const char    *file);
MjLesson    *mj_lesson_new_from_data    (const char    *data,
                                         gsize          length,
                                         const char    *file,
                                         GError       **error);
MjLesson    *mj_lesson_new_from_file    (const char    *path,
                                         GError       **error);
void         mj_lesson_free             (MjLesson      *lesson);
void         mj_lesson_item_free        (MjLessonItem  *item);
MjRuleset   *mj_lesson_get_ruleset      (const MjLesson *lesson,
                                         GError       **error);
const char  *mj_lesson_kind_to_string   (MjLessonKind   kind);
const char  *mj_ask_to_string           (MjAsk          ask);
gboolean     mj_expect_parse            (const char    *text,
                                         MjExpect      *expect,
                                         MjTile        *tile);
char        *mj_expect_to_string        (MjExpect       expect,
                                         MjTile         tile);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjLesson, mj_lesson_free)

G_END_DECLS
