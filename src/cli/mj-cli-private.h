/* mj-cli-private.h: the commands of mahjong-table-cli and what they share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "mj-cli.h"
#include "mj-json-reader.h"
#include "mj-ruleset.h"

G_BEGIN_DECLS

int         mj_cli_command_rulesets   (int          argc,
                                       char       **argv);
int         mj_cli_command_score      (int          argc,
                                       char       **argv);
int         mj_cli_command_bench      (int          argc,
                                       char       **argv);
int         mj_cli_command_simulate   (int          argc,
                                       char       **argv);
int         mj_cli_command_history    (int          argc,
                                       char       **argv);
int         mj_cli_command_tournament (int          argc,
                                       char       **argv);
int         mj_cli_command_saves      (int          argc,
                                       char       **argv);
int         mj_cli_command_lessons    (int          argc,
                                       char       **argv);
int         mj_cli_bench_simulate     (guint32      seed,
                                       double       seconds);
int         mj_cli_bench_coach        (guint32      seed,
                                       guint        hands);
int         mj_cli_bench_saves        (guint32      seed,
                                       double       seconds);

MjRuleset  *mj_cli_load_ruleset       (const char  *id_or_file,
                                       GError     **error);
gboolean    mj_cli_parse_options      (GOptionEntry *entries,
                                       const char   *parameter_string,
                                       const char   *summary,
                                       int          *argc,
                                       char       ***argv,
                                       int          *status);
int         mj_cli_bad_input          (const char   *format,
                                       ...) G_GNUC_PRINTF (1, 2);
int         mj_cli_check_play_options (const char   *ruleset_id,
                                       gint64        n_hands,
                                       gint64        seed,
                                       const char   *players_text,
                                       const char   *default_players,
                                       MjRuleset   **ruleset,
                                       char       ***players);

char       *mj_cli_format_local_time  (gint64        unix_time);
void        mj_cli_add_time           (JsonBuilder  *b,
                                       const char   *name,
                                       gint64        unix_time);
void        mj_cli_add_seat           (JsonBuilder  *b,
                                       const char   *name,
                                       int           seat);
void        mj_cli_print_json         (JsonBuilder  *b);

G_END_DECLS
