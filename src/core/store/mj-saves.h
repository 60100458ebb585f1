/* mj-saves.h: the folder of matches kept to be continued
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "mj-session-json.h"

G_BEGIN_DECLS

/* What kind of match a save file keeps. */
typedef enum
{
  MJ_SAVE_TABLE,         /* a match at the table on the screen */
  MJ_SAVE_SCOREKEEPER,   /* a match scored at a real table */
} MjSaveKind;

/* One save file, as a list shows it. A file that cannot be read has @problem set and
 * nothing else but @path, @saved and the @kind it says it is. */
typedef struct
{
  char        *path;
  MjSaveKind   kind;
  gint64       saved;            /* when, in seconds since 1970 */
  gint64       history_match;    /* the match in the score history, or 0 */
  char        *ruleset_name;
  guint8       prevailing_wind;  /* an MjWind */
  guint        hand;             /* the hand being played (or entered), from 1 */
  gboolean     between_hands;    /* the last hand is over, the next not dealt */
  gboolean     finished;         /* the match is over: nothing to continue */
  char        *names[4];
  int          balances[4];
  guint        empty;            /* a bit per seat nobody sits in */
  GError      *problem;          /* damaged, or from a newer version */
} MjSaveInfo;

void         mj_save_info_free          (MjSaveInfo   *info);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjSaveInfo, mj_save_info_free)

char        *mj_saves_get_default_dir   (void);
char        *mj_saves_new_path          (const char   *dir,
                                         MjSaveKind    kind);
gboolean     mj_saves_write_file        (const char   *path,
                                         const char   *contents,
                                         gsize         length,
                                         GError      **error);
MjSaveInfo  *mj_saves_read_info         (const char   *path);
MjSaveInfo  *mj_saves_read_full         (const char   *path,
                                         MjSessionDoc *doc);
GPtrArray   *mj_saves_list              (const char   *dir,
                                         GError      **error);
char        *mj_saves_set_aside         (const char   *path,
                                         GError      **error);
void         mj_saves_keep_aside        (const char   *path,
                                         GError      **error);
gboolean     mj_saves_remove            (const char   *path,
                                         GError      **error);
char        *mj_save_info_describe      (const MjSaveInfo *info);
char        *mj_save_info_describe_standing (const MjSaveInfo *info);

void         _mj_saves_set_write_fault  (const GError *fault);

G_END_DECLS
