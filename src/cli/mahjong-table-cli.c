/* mahjong-table-cli.c: the command-line tool's entry point
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-cli.h"

int
main (int    argc,
      char **argv)
{
  return mj_cli_main (argc, argv);
}
