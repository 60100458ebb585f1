/* mj-cli.h: the commands of mahjong-table-cli
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses of the command-line contract. */
#define MJ_CLI_EXIT_OK         0
#define MJ_CLI_EXIT_FAILURE    1
#define MJ_CLI_EXIT_BAD_INPUT  2

int mj_cli_main (int    argc,
                 char **argv);

G_END_DECLS
