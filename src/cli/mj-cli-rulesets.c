/* mj-cli-rulesets.c: mahjong-table-cli rulesets
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "mj-cli-private.h"

int
mj_cli_command_rulesets (int    argc,
                         char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Answer in JSON"), NULL },
    { NULL }
  };
  const char * const *ids = mj_ruleset_get_preset_ids ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  int status;

  if (!mj_cli_parse_options (entries, "", _("List the preset rulesets: id, name and source."),
                             &argc, &argv, &status))
    return status;
  if (argc > 1)
    return mj_cli_bad_input (_("rulesets: unexpected argument “%s”"), argv[1]);

  json_builder_begin_array (builder);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ids[i], &error);

      if (ruleset == NULL)
        {
          g_printerr ("mahjong-table-cli: %s\n", error->message);
          return MJ_CLI_EXIT_FAILURE;
        }

      if (json)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, mj_ruleset_get_id (ruleset));
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, mj_ruleset_get_name (ruleset));
          json_builder_set_member_name (builder, "source");
          json_builder_add_string_value (builder, mj_ruleset_get_source (ruleset));
          json_builder_end_object (builder);
        }
      else
        g_print ("%-22s %s\n%-22s %s\n", mj_ruleset_get_id (ruleset), mj_ruleset_get_name (ruleset),
                 "", mj_ruleset_get_source (ruleset));
    }
  json_builder_end_array (builder);

  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (builder);
      g_autofree char *text = json_to_string (root, TRUE);

      g_print ("%s\n", text);
    }

  return MJ_CLI_EXIT_OK;
}
