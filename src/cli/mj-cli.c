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
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mj-cli-private.h"

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
  { "rulesets", N_("List the preset rulesets"),                    mj_cli_command_rulesets },
  { "score",    N_("Score a hand, or settle four hands"),          mj_cli_command_score },
  { "simulate", N_("Play hands headless and count who wins"),      mj_cli_command_simulate },
  { "tournament", N_("Compare the computer players, every deal played with each seating"), mj_cli_command_tournament },
  { "bench",    N_("Measure the speed of scoring, shanten, simulation and saves"), mj_cli_command_bench },
  { "history",  N_("List, show, export and sum up the score history"), mj_cli_command_history },
  { "saves",    N_("List and show the unfinished matches kept for Continue"), mj_cli_command_saves },
  { "lessons",  N_("List the course's lessons, or check them against the game"), mj_cli_command_lessons },
  { "help",     N_("Show this help"),                              command_help },
  { "version",  N_("Show the version"),                            command_version },
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
 * mj_cli_bad_input:
 *
 * Prints one line naming what is wrong with the input.
 *
 * Returns: %MJ_CLI_EXIT_BAD_INPUT
 */
int
mj_cli_bad_input (const char *format,
                  ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_printerr ("mahjong-table-cli: %s\n", message);
  return MJ_CLI_EXIT_BAD_INPUT;
}

/**
 * mj_cli_parse_options:
 * @status: (out): the exit status when this returns %FALSE
 *
 * Parses the options of one command; "--help" prints them and stops with success.
 *
 * Returns: whether the command should go on
 */
gboolean
mj_cli_parse_options (GOptionEntry   *entries,
                      const char     *parameter_string,
                      const char     *summary,
                      int            *argc,
                      char         ***argv,
                      int            *status)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter_string);
  g_autoptr(GError) error = NULL;

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      *status = mj_cli_bad_input ("%s", error->message);
      return FALSE;
    }

  return TRUE;
}

/**
 * mj_cli_load_ruleset:
 * @id_or_file: a preset id, the id of a family's own ruleset, or the path of a .ruleset file
 *
 * Returns: (transfer full): the ruleset, or %NULL with @error set
 */
MjRuleset *
mj_cli_load_ruleset (const char  *id_or_file,
                     GError     **error)
{
  g_autofree char *own = NULL;

  if (strchr (id_or_file, '/') != NULL || g_str_has_suffix (id_or_file, ".ruleset"))
    return mj_ruleset_new_from_file (id_or_file, error);

  if (g_strv_contains (mj_ruleset_get_preset_ids (), id_or_file))
    return mj_ruleset_new_preset (id_or_file, error);

  own = g_build_filename (g_get_user_data_dir (), "mahjong-table", "rulesets",
                          id_or_file, NULL);
  {
    g_autofree char *path = g_strconcat (own, ".ruleset", NULL);

    if (g_file_test (path, G_FILE_TEST_EXISTS))
      return mj_ruleset_new_from_file (path, error);
  }

  return mj_ruleset_new_preset (id_or_file, error);
}

/* What the commands' answers share */

/**
 * mj_cli_format_local_time:
 * @unix_time: seconds since 1970
 *
 * Returns: (transfer full): the local time to the minute, "2026-03-01 12:00"
 */
char *
mj_cli_format_local_time (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d %H:%M") : g_strdup ("?");
}

/* A time as ISO 8601 in UTC; 0 (not yet) as null. */
void
mj_cli_add_time (JsonBuilder *b,
                 const char  *name,
                 gint64       unix_time)
{
  g_autoptr(GDateTime) time = unix_time != 0 ? g_date_time_new_from_unix_utc (unix_time) : NULL;

  json_builder_set_member_name (b, name);
  if (time == NULL)
    json_builder_add_null_value (b);
  else
    {
      g_autofree char *text = g_date_time_format_iso8601 (time);

      json_builder_add_string_value (b, text);
    }
}

/* A seat, 0 to 3; below 0 (nobody) as null. */
void
mj_cli_add_seat (JsonBuilder *b,
                 const char  *name,
                 int          seat)
{
  json_builder_set_member_name (b, name);
  if (seat < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, seat);
}

void
mj_cli_print_json (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  g_autofree char *text = json_to_string (root, TRUE);

  fputs (text, stdout);
  fputc ('\n', stdout);
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
