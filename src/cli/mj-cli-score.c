/* mj-cli-score.c: mahjong-table-cli score
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "mj-cli-private.h"
#include "mj-hand-json.h"
#include "mj-score.h"
#include "mj-settle.h"

static const char * const table_fields[] = { "hands", "east", "winner", "discarder", "twelfth_piece_from", NULL };

static char *
read_input (const char  *path,
            GError     **error)
{
  GString *text;
  char buffer[4096];
  size_t n;

  if (path != NULL && !g_str_equal (path, "-"))
    {
      char *contents = NULL;

      if (!g_file_get_contents (path, &contents, NULL, error))
        return NULL;
      return contents;
    }

  text = g_string_new (NULL);
  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    g_string_append_len (text, buffer, (gssize) n);
  return g_string_free (text, FALSE);
}

static void
print_sets (const MjScore *score)
{
  g_print ("  %s", _("Sets:"));
  for (guint i = 0; i < score->n_sets; i++)
    {
      const MjScoredSet *s = &score->sets[i];
      g_autofree char *tiles = mj_tiles_to_string (s->set.tiles, s->set.n_tiles);

      g_print (s->exposed ? "  [%s]" : "  %s", tiles);
      if (s->completed)
        g_print ("*");
    }
  g_print ("\n");
}

static void
print_score (MjRuleset     *ruleset,
             const MjScore *score,
             const char    *title)
{
  g_autofree char *total = NULL;

  if (title != NULL)
    g_print ("%s\n", title);

  if (score->dead_hand == MJ_DEAD_HAND_LONG)
    g_print ("  %s\n", _("Long hand: too many tiles, it scores nothing"));
  else if (score->dead_hand == MJ_DEAD_HAND_SHORT)
    g_print ("  %s\n", _("Short hand: too few tiles, scored as a losing hand"));
  else if (score->declared_winner && !score->won)
    g_print ("  %s\n", _("Not a winning hand under this ruleset"));
  else if (score->won)
    g_print ("  %s\n", score->special_hand >= 0
               ? _(mj_rule_spec ((MjRuleId) score->special_hand)->name) : _("Mah Jong"));

  if (score->n_sets > 0)
    print_sets (score);

  {
    g_autofree char *wild = mj_score_describe_wild (score);

    if (wild != NULL)
      g_print ("  %s\n", wild);
  }

  for (guint i = 0; i < score->n_items; i++)
    {
      g_autofree char *line = mj_score_item_describe (&score->items[i]);

      g_print ("    %s\n", line);
    }
  if (mj_score_describe_concealment (score) != NULL)
    g_print ("  %s\n", mj_score_describe_concealment (score));

  total = mj_score_describe_total (score);
  g_print ("  %s\n", total);

  if (score->has_waits)
    {
      g_print ("  %s", _("Waits:"));
      if (score->waits == 0)
        g_print (" %s", _("none"));
      for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
        if (score->waits & (G_GUINT64_CONSTANT (1) << t))
          g_print (" %s", mj_tile_to_string (t));
      g_print ("\n");
    }
}

static gboolean
get_seat (JsonObject  *object,
          const char  *field,
          gboolean     allow_none,
          int         *seat,
          GError     **error)
{
  JsonNode *node = json_object_get_member (object, field);

  *seat = -1;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (allow_none)
        return TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: missing"), field);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < 0 || json_node_get_int (node) > 3)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: expected a seat number from 0 to 3"), field);
      return FALSE;
    }
  *seat = (int) json_node_get_int (node);
  return TRUE;
}

static int
score_table (MjRuleset  *ruleset,
             JsonObject *object,
             gboolean    json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GList) members = json_object_get_members (object);
  JsonNode *hands_node = json_object_get_member (object, "hands");
  MjHand hands[4];
  MjScore scores[4];
  MjSettlement settlement;
  int east, winner, discarder, twelfth_from, liable = -1, totals[4];
  MjLiableRule rule = MJ_LIABLE_NONE;

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (table_fields, l->data))
      return mj_cli_bad_input (_("unknown field “%s”"), (const char *) l->data);

  if (hands_node == NULL || !JSON_NODE_HOLDS_ARRAY (hands_node) ||
      json_array_get_length (json_node_get_array (hands_node)) != 4)
    return mj_cli_bad_input (_("hands: expected a list of four hands"));

  if (!get_seat (object, "east", FALSE, &east, &error) ||
      !get_seat (object, "winner", TRUE, &winner, &error) ||
      !get_seat (object, "discarder", TRUE, &discarder, &error) ||
      !get_seat (object, "twelfth_piece_from", TRUE, &twelfth_from, &error))
    return mj_cli_bad_input ("%s", error->message);

  for (guint i = 0; i < 4; i++)
    {
      if (!mj_hand_from_json (json_array_get_element (json_node_get_array (hands_node), i),
                              &hands[i], &error))
        return mj_cli_bad_input ("hands[%u]: %s", i, error->message);
      mj_score_hand (ruleset, &hands[i], &scores[i]);
      totals[i] = scores[i].total;
    }

  if (winner >= 0 && !scores[winner].won)
    return mj_cli_bad_input (_("winner: hand %d is not a winning hand under this ruleset"), winner);

  /* calling nine or twelve pieces, read from the winner's hand */
  if (winner >= 0)
    liable = mj_settle_calling_pieces (ruleset, &hands[winner], discarder, twelfth_from, &rule);
  mj_settle (ruleset, totals, east, winner, discarder,
             winner >= 0 && hands[winner].self_drawn, liable, &settlement);

  if (json)
    {
      g_autoptr(JsonNode) payments = mj_settlement_to_json (&settlement);
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ruleset");
      json_builder_add_string_value (builder, mj_ruleset_get_id (ruleset));
      json_builder_set_member_name (builder, "hands");
      json_builder_begin_array (builder);
      for (guint i = 0; i < 4; i++)
        json_builder_add_value (builder, mj_score_to_json (ruleset, &scores[i]));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "payments");
      json_builder_add_value (builder,
                              json_node_copy (json_object_get_member (json_node_get_object (payments), "payments")));
      json_builder_set_member_name (builder, "net");
      json_builder_add_value (builder,
                              json_node_copy (json_object_get_member (json_node_get_object (payments), "net")));
      json_builder_set_member_name (builder, "liable");
      if (liable >= 0)
        json_builder_add_int_value (builder, liable);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "liable_rule");
      if (liable >= 0)
        json_builder_add_string_value (builder, mj_liable_rule_to_string (rule));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      text = json_to_string (root, TRUE);
      g_print ("%s\n", text);
    }
  else
    {
      for (int i = 0; i < 4; i++)
        {
          g_autofree char *title = g_strdup_printf (_("Seat %d (%s)%s"), i,
                                                    mj_wind_get_name (hands[i].seat_wind),
                                                    i == winner ? _(", the winner") : "");
          print_score (ruleset, &scores[i], title);
        }
      if (liable >= 0)
        /* Translators: a seat pays for every other player, and the rule that says so */
        g_print (_("Seat %d pays for everyone: %s\n"), liable, mj_liable_rule_get_name (rule));
      g_print ("%s\n", _("Payments (row pays column):"));
      for (int i = 0; i < 4; i++)
        g_print ("  %d: %6d %6d %6d %6d   %+d\n", i, settlement.pays[i][0], settlement.pays[i][1],
                 settlement.pays[i][2], settlement.pays[i][3], settlement.net[i]);
    }

  return MJ_CLI_EXIT_OK;
}

int
mj_cli_command_score (int    argc,
                      char **argv)
{
  g_autofree char *ruleset_id = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset_id,
      N_("The ruleset: a preset id, a family ruleset or a .ruleset file (default: bmja)"), N_("ID|FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Answer in JSON"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *input = NULL;
  JsonNode *root;
  MjHand hand;
  MjScore score;
  int status;

  if (!mj_cli_parse_options (entries, _("[FILE|-]"),
                             _("Score one hand given as JSON, or settle four hands given as "
                               "{\"hands\": [...], \"east\": 0, \"winner\": 2, \"discarder\": 1} "
                               "(and \"twelfth_piece_from\": the seat that fed a calling hand its "
                               "fourth revealed set)."),
                             &argc, &argv, &status))
    return status;
  if (argc > 2)
    return mj_cli_bad_input (_("score: unexpected argument “%s”"), argv[2]);

  ruleset = mj_cli_load_ruleset (ruleset_id != NULL ? ruleset_id : "bmja", &error);
  if (ruleset == NULL)
    return mj_cli_bad_input ("--ruleset: %s", error->message);

  input = read_input (argc > 1 ? argv[1] : NULL, &error);
  if (input == NULL)
    return mj_cli_bad_input ("%s", error->message);

  if (!json_parser_load_from_data (parser, input, -1, &error))
    return mj_cli_bad_input (_("not JSON: %s"), error->message);
  root = json_parser_get_root (parser);
  if (root == NULL)
    return mj_cli_bad_input (_("the input is empty"));

  if (JSON_NODE_HOLDS_OBJECT (root) && json_object_has_member (json_node_get_object (root), "hands"))
    return score_table (ruleset, json_node_get_object (root), json);

  if (!mj_hand_from_json (root, &hand, &error))
    return mj_cli_bad_input ("%s", error->message);

  mj_score_hand (ruleset, &hand, &score);

  if (json)
    {
      g_autoptr(JsonNode) answer = mj_score_to_json (ruleset, &score);
      g_autofree char *text = json_to_string (answer, TRUE);

      g_print ("%s\n", text);
    }
  else
    {
      g_autofree char *title = g_strdup_printf ("%s (%s)", mj_ruleset_get_name (ruleset),
                                                mj_ruleset_get_id (ruleset));
      print_score (ruleset, &score, title);
    }

  return MJ_CLI_EXIT_OK;
}
