/* mj-cli.c: command dispatch for mahjong-table-cli
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "mj-cli.h"

typedef int (*MjCliCommandFunc) (int    argc,
                                 char **argv);

typedef struct
{
  const char       *name;
  const char       *summary;
  MjCliCommandFunc  func;
} MjCliCommand;

static int command_help (int argc, char **argv);
static int command_version (int argc, char **argv);

static const MjCliCommand commands[] = {
  { "help",    N_("Show this help"),              command_help },
  { "version", N_("Show the version"),            command_version },
};

static int
command_help (int    argc,
              char **argv)
{
  g_print ("%s\n\n", _("Usage: mahjong-table-cli COMMAND [OPTION…]"));
  g_print ("%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_print ("  %-10s %s\n", commands[i].name, _(commands[i].summary));
  g_print ("\n%s\n", _("Run “mahjong-table-cli COMMAND --help” for the options of a command."));
  return MJ_CLI_EXIT_OK;
}

static int
command_version (int    argc,
                 char **argv)
{
  g_print ("mahjong-table-cli %s\n", PACKAGE_VERSION);
  return MJ_CLI_EXIT_OK;
}

/**
 * mj_cli_main:
 *
 * Runs one command. Bad input ends with %MJ_CLI_EXIT_BAD_INPUT and one line on
 * standard error naming what is wrong.
 *
 * Returns: the exit status
 */
int
mj_cli_main (int    argc,
             char **argv)
{
  const char *name;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  if (argc < 2)
    {
      command_help (argc, argv);
      return MJ_CLI_EXIT_BAD_INPUT;
    }

  name = argv[1];
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h"))
    name = "help";
  else if (g_str_equal (name, "--version"))
    name = "version";

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (g_str_equal (name, commands[i].name))
        return commands[i].func (argc - 1, argv + 1);
    }

  g_printerr (_("mahjong-table-cli: unknown command “%s” (try “mahjong-table-cli help”)\n"), name);
  return MJ_CLI_EXIT_BAD_INPUT;
}
