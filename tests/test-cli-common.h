/* test-cli-common.h: running mahjong-table-cli from a test
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  int    status;
  char  *out;
  char  *err;
} Run;

static inline void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs the tool with @args, @input on its standard input (from a file, so that a tool that
 * stops before reading cannot break a pipe). */
static inline void
run_cli (Run         *run,
         const char  *input,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *input_path = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("MJ_CLI"));
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  {
    int fd = g_file_open_tmp ("mj-cli-input-XXXXXX", &input_path, &error);

    g_assert_no_error (error);
    close (fd);
    g_file_set_contents (input_path, input != NULL ? input : "", -1, &error);
    g_assert_no_error (error);
  }
  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  g_unlink (input_path);
}

static inline guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

/* The tool's answer in JSON, an object, read with @parser. */
static inline JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

/* Bad input: status 2 and one line saying what is wrong, nothing else. */
static inline void
assert_bad_input (const Run  *run,
                  const char *says)
{
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpuint (count_lines (run->err), ==, 1);
  g_assert_nonnull (strstr (run->err, says));
  g_assert_cmpstr (run->out, ==, "");
}
