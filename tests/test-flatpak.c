/* test-flatpak.c: the Flatpak manifest is valid JSON, well-formed and refers only to files that exist
 *
 * Building it needs the GNOME runtime from the network, so this is what can be checked offline.
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>

static const char * const allowed_finish_args[] = {
  "--share=ipc",
  "--socket=wayland",
  "--socket=fallback-x11",
  "--device=dri",
};

static char *manifest_path;

static JsonObject *
load_manifest (JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, manifest_path, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_flatpak_identity (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = load_manifest (parser);
  const char *version;

  g_assert_cmpstr (json_object_get_string_member (root, "id"), ==, APP_ID);
  g_assert_cmpstr (json_object_get_string_member (root, "runtime"), ==, "org.gnome.Platform");
  g_assert_cmpstr (json_object_get_string_member (root, "sdk"), ==, "org.gnome.Sdk");
  g_assert_cmpstr (json_object_get_string_member (root, "command"), ==, "mahjong-table");

  /* A numbered stable runtime, never "master". */
  version = json_object_get_string_member (root, "runtime-version");
  g_assert_nonnull (version);
  g_assert_true (g_regex_match_simple ("^[0-9]+$", version, 0, 0));
}

static void
test_flatpak_finish_args (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = load_manifest (parser);
  JsonArray *args = json_object_get_array_member (root, "finish-args");

  g_assert_nonnull (args);
  g_assert_cmpuint (json_array_get_length (args), ==, G_N_ELEMENTS (allowed_finish_args));

  for (guint i = 0; i < json_array_get_length (args); i++)
    {
      const char *arg = json_array_get_string_element (args, i);

      g_assert_true (g_strv_contains ((const char * const *) allowed_finish_args, arg) ||
                     (g_test_message ("finish-arg not allowed: %s", arg), FALSE));
    }
}

static void
test_flatpak_sources_exist (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = load_manifest (parser);
  JsonArray *modules = json_object_get_array_member (root, "modules");
  g_autofree char *manifest_dir = g_path_get_dirname (manifest_path);
  guint n_paths = 0;

  g_assert_nonnull (modules);
  g_assert_cmpuint (json_array_get_length (modules), ==, 1);

  for (guint i = 0; i < json_array_get_length (modules); i++)
    {
      JsonObject *module = json_array_get_object_element (modules, i);
      JsonArray *sources = json_object_get_array_member (module, "sources");

      g_assert_cmpstr (json_object_get_string_member (module, "buildsystem"), ==, "meson");
      g_assert_nonnull (sources);

      for (guint j = 0; j < json_array_get_length (sources); j++)
        {
          JsonObject *source = json_array_get_object_element (sources, j);
          g_autofree char *path = NULL;

          if (!json_object_has_member (source, "path"))
            continue;

          path = g_build_filename (manifest_dir, json_object_get_string_member (source, "path"), NULL);
          g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS) ||
                         (g_test_message ("missing: %s", path), FALSE));
          n_paths++;
        }
    }

  g_assert_cmpuint (n_paths, >, 0);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  manifest_path = g_test_build_filename (G_TEST_DIST, "..", "flatpak", APP_ID ".json", NULL);

  g_test_add_func ("/data/flatpak/identity", test_flatpak_identity);
  g_test_add_func ("/data/flatpak/finish-args", test_flatpak_finish_args);
  g_test_add_func ("/data/flatpak/sources-exist", test_flatpak_sources_exist);

  ret = g_test_run ();
  g_free (manifest_path);
  return ret;
}
