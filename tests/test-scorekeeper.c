/* test-scorekeeper.c: a hand played with real tiles, entered through the window's widgets
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-ruleset-store.h"
#include "mj-test-scorekeeper.h"

static char *data_home;

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static void
add_meld (MjHand    *hand,
          MjSetKind  kind,
          MjTile     tile,
          gboolean   exposed)
{
  MjMeld *m = &hand->melds[hand->n_melds++];

  m->kind = kind;
  m->tile = tile;
  m->exposed = exposed;
  m->kong_origin = kind == MJ_SET_KONG && exposed ? MJ_KONG_ADDED : MJ_KONG_CONCEALED;
}

/* The player names a combo row offers, "Nobody" first. */
static char *
choices (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "," : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The button beside the name row of @seat that offers the family's members. */
static GtkWidget *
family_button (MjScorekeeperWindow *window,
               guint                seat)
{
  return find_type (GTK_WIDGET (name_row (window, seat)), GTK_TYPE_MENU_BUTTON);
}

/* The same four hands built directly through the core API. */
static void
expected_hands (MjHand hands[4])
{
  for (guint s = 0; s < 4; s++)
    {
      mj_hand_init (&hands[s]);
      hands[s].seat_wind = (MjWind) s;          /* the first East deals */
      hands[s].prevailing_wind = MJ_WIND_EAST;
    }

  /* East goes out on West's discard of the nine of circles */
  add_meld (&hands[0], MJ_SET_PUNG, MJ_TILE_RED, TRUE);
  hands[0].concealed[MJ_TILE_CHARACTERS_1 + 1] += 3;
  hands[0].concealed[MJ_TILE_BAMBOO_1 + 4] += 3;
  hands[0].concealed[MJ_TILE_CIRCLES_1 + 6]++;
  hands[0].concealed[MJ_TILE_CIRCLES_1 + 7]++;
  hands[0].concealed[MJ_TILE_CIRCLES_1 + 8]++;
  hands[0].concealed[MJ_TILE_EAST] += 2;
  hands[0].bonus = 1u << 0;                    /* East's own flower */
  hands[0].mahjong = TRUE;
  hands[0].winning_tile = MJ_TILE_CIRCLES_1 + 8;

  /* South: an exposed pung of twos of circles, a concealed kong of north winds, loose tiles */
  add_meld (&hands[1], MJ_SET_PUNG, MJ_TILE_CIRCLES_1 + 1, TRUE);
  add_meld (&hands[1], MJ_SET_KONG, MJ_TILE_NORTH, FALSE);
  hands[1].concealed[MJ_TILE_CHARACTERS_1 + 4]++;
  hands[1].concealed[MJ_TILE_CHARACTERS_1 + 6]++;
  hands[1].bonus = 1u << (MJ_TILE_SEASON_1 + 1 - MJ_TILE_FLOWER_1);

  /* West: an exposed chow 3-4-5 of bamboo and a pair of green dragons */
  add_meld (&hands[2], MJ_SET_CHOW, MJ_TILE_BAMBOO_1 + 2, TRUE);
  hands[2].concealed[MJ_TILE_GREEN] += 2;

  /* North: nothing shown */
}

static void
test_scorekeeper_hand (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_home, "real-table-history.sqlite", NULL);
  g_autoptr(MjHistory) history = mj_history_open (path, &error);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  const char * const names[4] = { "Anna", "Ben", "Chloé", "Dai" };
  const char *original_call = mj_rule_spec (MJ_RULE_ORIGINAL_CALL)->name;
  MjScorekeeperWindow *window;
  MjHand expected[4];
  MjScore scores[4];
  MjSettlement settlement;
  MjSettlement paid;
  int totals[4];
  const MjGameResult *r;
  const MjHistoryMatch *m;
  const MjHistoryHand *h;
  gint64 match_id;

  g_assert_no_error (error);
  /* a family member from an earlier evening */
  g_assert_cmpint (mj_history_ensure_player (history, "Anna", FALSE, &error), >, 0);
  g_assert_no_error (error);

  window = mj_scorekeeper_window_new (NULL, history, settings);
  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 860);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();

  /* the start page: Anna is offered from the family, the others are new */
  g_assert_true (gtk_widget_get_visible (family_button (window, 0)));
  gtk_widget_activate_action (GTK_WIDGET (window), "scorekeeper.choose-player", "(is)", 0, "Anna");
  for (guint i = 1; i < 4; i++)
    gtk_editable_set_text (name_row (window, i), names[i]);
  g_assert_cmpstr (gtk_editable_get_text (name_row (window, 0)), ==, "Anna");
  choose_ruleset (window, "bmja");
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-start.png");

  click_button (window, "Start");
  match_id = mj_scorekeeper_window_get_match_id (window);
  g_assert_cmpint (match_id, >, 0);
  g_assert_true (page_shown (window, "Clear Hand"));
  ruleset = mj_ruleset_new_preset ("bmja", &error);
  g_assert_no_error (error);

  /* East, the winner: an exposed pung of red dragons, two concealed pungs, a chow, a pair */
  choose_item (combo (window, "Winner"), "Anna");
  g_assert_cmpstr (heading (window), ==, "Anna, East: Mah Jong");
  seat (window, "Anna");
  mode (window, "Pung", TRUE);
  pick (window, MJ_TILE_RED);
  mode (window, "Pung", FALSE);
  pick (window, MJ_TILE_CHARACTERS_1 + 1);
  pick (window, MJ_TILE_BAMBOO_1 + 4);
  mode (window, "Concealed", FALSE);
  pick (window, MJ_TILE_CIRCLES_1 + 6);
  pick (window, MJ_TILE_CIRCLES_1 + 7);
  pick (window, MJ_TILE_EAST);
  pick (window, MJ_TILE_EAST);
  pick (window, MJ_TILE_FLOWER_1);

  /* a mistake, corrected by clicking the placed tile */
  pick (window, MJ_TILE_WHITE);
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_WHITE), ==, 1);
  {
    g_autofree char *tooltip = g_strdup_printf ("%s: click to remove", mj_tile_get_name (MJ_TILE_WHITE));

    click (gui_test_find (named (window, "concealed-tiles"), gui_test_has_tooltip, tooltip));
  }
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_WHITE), ==, 0);
  g_assert_cmpuint (n_children (named (window, "concealed-tiles")), ==, 10);

  /* thirteen tiles: not a complete hand, said so instead of a score, and nothing to record */
  g_assert_false (scored (window));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (named (window, "message"))), !=, "");
  g_assert_null (gtk_widget_get_first_child (named (window, "scores")));
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "Record Hand")));
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-incomplete.png");

  /* the winning tile completes it */
  mode (window, "Winning Tile", FALSE);
  pick (window, MJ_TILE_CIRCLES_1 + 8);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row (window, "Winning tile"))), ==,
                   mj_tile_get_name (MJ_TILE_CIRCLES_1 + 8));
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_CIRCLES_1 + 8), ==, 1);

  /* South */
  seat (window, "Ben");
  mode (window, "Pung", TRUE);
  pick (window, MJ_TILE_CIRCLES_1 + 1);
  mode (window, "Kong", FALSE);
  pick (window, MJ_TILE_NORTH);
  mode (window, "Concealed", FALSE);
  pick (window, MJ_TILE_CHARACTERS_1 + 4);
  pick (window, MJ_TILE_CHARACTERS_1 + 6);
  pick (window, MJ_TILE_SEASON_1 + 1);
  /* a fifth north wind does not exist; East's flower is East's */
  pick (window, MJ_TILE_NORTH);
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_NORTH), ==, 0);
  pick (window, MJ_TILE_FLOWER_1);
  g_assert_cmpuint (placed (window, "flowers-and-seasons", MJ_TILE_FLOWER_1), ==, 0);

  /* West */
  seat (window, "Chloé");
  mode (window, "Chow", TRUE);
  /* a chow cannot start with an eight */
  g_assert_false (gtk_widget_get_sensitive (mj_tile_picker_get_button (palette (window), MJ_TILE_BAMBOO_1 + 7)));
  pick (window, MJ_TILE_BAMBOO_1 + 7);
  g_assert_cmpuint (n_placed (window, "declared-sets"), ==, 0);
  pick (window, MJ_TILE_BAMBOO_1 + 2);
  mode (window, "Concealed", FALSE);
  pick (window, MJ_TILE_GREEN);
  pick (window, MJ_TILE_GREEN);

  /* North: tiles entered by mistake, then the whole hand cleared */
  seat (window, "Dai");
  pick (window, MJ_TILE_CHARACTERS_1 + 8);
  gtk_widget_activate_action (GTK_WIDGET (window), "scorekeeper.clear", NULL);
  iterate ();
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_CHARACTERS_1 + 8), ==, 0);

  /* a special circumstance ticked by mistake, and unticked: the winner's score counts it, then not */
  {
    GtkSwitch *tick = row_switch (window, original_call);
    g_autofree char *counted = g_strdup_printf ("%s: 1 double", original_call);

    gtk_switch_set_active (tick, TRUE);
    iterate ();
    g_assert_true (shows_label (named (window, "scores"), counted));
    gtk_switch_set_active (tick, FALSE);
    iterate ();
    g_assert_false (shows_label_containing (named (window, "scores"), original_call));
  }

  /* the winning tile was West's discard */
  choose_item (combo (window, "Came from"), "A discard");
  choose_item (combo (window, "Given by"), "Chloé");
  seat (window, "Anna");

  /* what the window shows is what the engine says for the same hands */
  expected_hands (expected);
  for (guint s = 0; s < 4; s++)
    {
      mj_score_hand (ruleset, &expected[s], &scores[s]);
      totals[s] = scores[s].total;
    }
  g_assert_true (scores[0].won);
  mj_settle (ruleset, totals, 0, 0, 2, FALSE, -1, &settlement);

  g_assert_true (scored (window));
  g_assert_true (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "Record Hand")));
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *shown = g_strdup_printf ("%d", totals[s]);
      /* the first hand: the balance is what the hand pays */
      g_autofree char *payment = mj_hand_summary_describe_payment (settlement.net[s], settlement.net[s]);

      g_assert_cmpstr (shown_total (window, names[s]), ==, shown);
      g_assert_cmpstr (shown_payment (window, names[s]), ==, payment);
      g_test_message ("seat %u: %d, net %d", s, totals[s], settlement.net[s]);
    }
  g_assert_cmpint (totals[0], >, 0);
  g_assert_cmpint (totals[1], >, 0);
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-hand.png");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  iterate ();
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-hand-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  iterate ();

  /* West's discard was dangerous (the BMJA rules have "pay for all"): nobody by default, and
   * only the three who did not go out are offered */
  g_assert_true (gtk_widget_get_visible (row (window, "Pays for all")));
  g_assert_true (gtk_widget_is_sensitive (row (window, "Pays for all")));
  g_assert_cmpstr (chosen_item (combo (window, "Pays for all")), ==, "Nobody");
  g_assert_false (shows_label_containing (named (window, "scores"), "pays for everyone"));
  {
    g_autofree char *offered = choices (combo (window, "Pays for all"));

    g_assert_cmpstr (offered, ==, "Nobody,Ben,Chloé,Dai");
  }
  choose_item (combo (window, "Pays for all"), "Chloé");
  g_assert_true (shows_label (named (window, "scores"), "Chloé pays for everyone: Dangerous game"));

  /* West pays what the three losers would have paid, and no one else pays anything */
  mj_settle (ruleset, totals, 0, 0, 2, FALSE, 2, &paid);
  g_assert_true (scored (window));
  r = mj_scorekeeper_window_get_result (window);
  g_assert_nonnull (r);
  g_assert_cmpmem (r->settlement.pays, sizeof r->settlement.pays, paid.pays, sizeof paid.pays);
  g_assert_cmpint (paid.net[0], ==, settlement.net[0]);
  g_assert_cmpint (paid.net[2], ==, -settlement.net[0]);
  g_assert_cmpint (paid.net[1], ==, 0);
  g_assert_cmpint (paid.net[3], ==, 0);
  g_assert_cmpint (paid.pays[2][0], ==, settlement.net[0]);
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *shown = g_strdup_printf ("%d", totals[s]);
      g_autofree char *payment = mj_hand_summary_describe_payment (paid.net[s], paid.net[s]);

      g_assert_cmpstr (shown_total (window, names[s]), ==, shown);
      g_assert_cmpstr (shown_payment (window, names[s]), ==, payment);
      g_test_message ("with West liable, seat %u: net %d", s, paid.net[s]);
    }
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-liable.png");

  /* recorded: the next hand begins empty */
  click_button (window, "Record Hand");
  {
    g_autofree char *next = g_strdup_printf ("%s · Hand 2", mj_ruleset_get_name (ruleset));

    g_assert_cmpstr (subtitle (window), ==, next);
  }
  g_assert_cmpstr (chosen_item (combo (window, "Winner")), ==, "Nobody: a drawn hand");
  g_assert_cmpuint (n_placed (window, "declared-sets"), ==, 0);
  g_assert_cmpstr (chosen_item (combo (window, "Pays for all")), ==, "Nobody");
  g_assert_cmpuint (adw_combo_row_get_selected (combo (window, "Pays for all")), ==, 0);
  /* under these rules East deals again after winning */
  g_assert_cmpuint (adw_combo_row_get_selected (combo (window, "Dealer (East)")), ==, 0);

  matches = mj_history_list_matches (history, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (matches->len, ==, 1);
  m = g_ptr_array_index (matches, 0);
  g_assert_cmpint (m->id, ==, match_id);
  g_assert_cmpint (m->place, ==, MJ_HISTORY_PLACE_TABLE);
  g_assert_cmpstr (m->ruleset_id, ==, "bmja");
  g_assert_cmpuint (m->n_hands, ==, 1);
  g_assert_cmpint (m->finished, ==, 0);
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpstr (m->player_names[s], ==, names[s]);
      g_assert_cmpint (m->balances[s], ==, paid.net[s]);
    }

  hands = mj_history_get_match_hands (history, match_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hands->len, ==, 1);
  h = g_ptr_array_index (hands, 0);
  g_assert_cmpuint (h->number, ==, 1);
  g_assert_cmpint (h->winner, ==, 0);
  g_assert_cmpint (h->discarder, ==, 2);
  g_assert_false (h->self_drawn);
  g_assert_true (h->has_payments);
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpint (h->totals[s], ==, totals[s]);
      g_assert_cmpint (h->net[s], ==, paid.net[s]);
      for (guint to = 0; to < 4; to++)
        g_assert_cmpint (h->pays[s][to], ==, paid.pays[s][to]);
      g_assert_nonnull (h->hand_json[s]);
      g_assert_nonnull (h->score_json[s]);
    }

  /* a drawn hand is recorded too, and nothing changes hands */
  click_button (window, "Record Hand");
  {
    g_autofree char *next = g_strdup_printf ("%s · Hand 3", mj_ruleset_get_name (ruleset));

    g_assert_cmpstr (subtitle (window), ==, next);
  }

  /* finished: the match is closed in the history and the window goes */
  click_button (window, "Finish Match");
  {
    g_autoptr(MjHistoryMatch) done = mj_history_get_match (history, match_id, &error);

    g_assert_no_error (error);
    g_assert_cmpint (done->finished, >, 0);
    g_assert_cmpuint (done->n_hands, ==, 2);
  }
  g_assert_finalize_object (window);
  iterate ();
}

/* Without a score history the hands are still scored. */
static void
test_scorekeeper_no_history (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjScorekeeperWindow *window = mj_scorekeeper_window_new (NULL, NULL, settings);
  MjTilePicker *picker;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  g_assert_false (gtk_widget_get_visible (family_button (window, 0)));

  /* empty names are refused */
  click_button (window, "Start");
  g_assert_true (page_shown (window, "Start"));

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i % 3 + 1);

      gtk_editable_set_text (name_row (window, i), name);
    }
  /* a name given twice is refused too */
  click_button (window, "Start");
  g_assert_true (page_shown (window, "Start"));
  gtk_editable_set_text (name_row (window, 3), "P4");
  click_button (window, "Start");
  g_assert_true (page_shown (window, "Clear Hand"));
  g_assert_cmpint (mj_scorekeeper_window_get_match_id (window), ==, 0);

  /* a winner with no tiles: a message, no score */
  choose_item (combo (window, "Winner"), "P2");
  g_assert_cmpstr (heading (window), ==, "P2, South: Mah Jong");
  g_assert_false (scored (window));

  /* the palette is reached and walked with the keyboard */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  picker = palette (window);
  g_assert_true (gtk_widget_grab_focus (mj_tile_picker_get_button (picker, MJ_TILE_CHARACTERS_1)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (picker), GTK_DIR_RIGHT));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 mj_tile_picker_get_button (picker, MJ_TILE_CHARACTERS_1 + 1));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (picker), GTK_DIR_DOWN));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 mj_tile_picker_get_button (picker, MJ_TILE_BAMBOO_1 + 1));

  /* the palette refuses what is not a tile */
  g_assert_false (mj_tile_picker_pick (picker, MJ_TILE_NONE));

  /* finishing with tiles entered and not recorded asks first */
  pick (window, MJ_TILE_WHITE);
  for (guint answer = 0; answer < 2; answer++)
    {
      GList *windows;
      AdwMessageDialog *dialog = NULL;

      click_button (window, "Finish Match");
      windows = gtk_window_list_toplevels ();
      for (GList *l = windows; l != NULL; l = l->next)
        if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
          dialog = l->data;
      g_list_free (windows);
      g_assert_nonnull (dialog);
      adw_message_dialog_response (dialog, answer == 0 ? "cancel" : "finish");
      iterate ();
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)) == (answer == 0));
    }
  g_assert_finalize_object (window);
  iterate ();
}

/* "Pays for all" is offered under the rulesets that have such a rule, and only there. */
static void
test_scorekeeper_liable_rules (void)
{
  static const struct
  {
    const char *ruleset;
    gboolean    offered;
  } cases[] = {
    { "bmja", TRUE },        /* a dangerous discard */
    { "cantonese", TRUE },   /* calling nine or twelve pieces */
    { "hong-kong", FALSE },
  };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      MjScorekeeperWindow *window;
      AdwComboRow *liable;

      g_test_message ("%s", cases[c].ruleset);
      window = start_table (NULL, settings, cases[c].ruleset);
      liable = combo (window, "Pays for all");
      g_assert_true (page_shown (window, "Clear Hand"));
      g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (liable)), ==, cases[c].offered);

      /* a drawn hand: nobody to name */
      g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (liable)));

      /* South goes out: South is never offered, and a choice that becomes the winner is dropped */
      choose_item (combo (window, "Winner"), "P2");
      if (cases[c].offered)
        {
          g_autofree char *offered = choices (liable);

          g_assert_cmpstr (offered, ==, "Nobody,P1,P3,P4");
          g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (liable)),
                                    c == 0 ? "dangerous" : "calling twelve pieces"));
          choose_item (liable, "P3");
          /* the choice is kept while another player goes out ... */
          choose_item (combo (window, "Winner"), "P1");
          g_assert_cmpstr (chosen_item (liable), ==, "P3");
          /* ... and dropped when that player does */
          choose_item (combo (window, "Winner"), "P3");
          g_assert_cmpstr (chosen_item (liable), ==, "Nobody");
        }
      else
        {
          /* even chosen behind the window's back, in the hidden row, it is not used: South
           * goes out on East's discard, and nobody pays for everyone */
          choose_item (liable, "P1");
          pick_tiles (window, "RdRdRd GdGdGd 1c1c1c 9c9c9c Ew");
          mode (window, "Winning Tile", FALSE);
          pick (window, MJ_TILE_EAST);
          choose_item (combo (window, "Came from"), "A discard");
          choose_item (combo (window, "Given by"), "P1");
          g_assert_cmpstr (chosen_item (liable), ==, "P1");
          g_assert_true (scored (window));
          g_assert_false (shows_label_containing (named (window, "scores"), "pays for everyone"));
        }

      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_finalize_object (window);
      iterate ();
    }
}

/* Under rules with the Goulash a switch says the hand is one, and the twos of bamboo in
 * the concealed tiles then count as wild. */
static void
test_scorekeeper_goulash (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  static const char *const cases[] = { "bmja", "real-goulash" };

  gui_test_save_goulash_rules ("real-goulash", "Goulash at the table");

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      MjScorekeeperWindow *window = start_table (NULL, settings, cases[c]);
      GtkWidget *goulash = row (window, "Goulash");
      GtkSwitch *toggle = row_switch (window, "Goulash");

      g_assert_cmpint (gtk_widget_get_visible (goulash), ==, c == 1);
      /* the first hand follows no drawn one */
      g_assert_false (gtk_switch_get_active (toggle));

      /* East goes out with a two of bamboo beside two pairs */
      pick_tiles (window, "1c1c1c 9c9c9c EwEwEw RdRd 5d5d 2b");
      mode (window, "Winning Tile", FALSE);
      pick_tiles (window, "5d");
      choose_item (combo (window, "Winner"), "P1");
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (named (window, "message"))), ==,
                       "P1’s tiles are not a winning hand under these rules");

      if (c == 1)
        {
          gtk_switch_set_active (toggle, TRUE);
          iterate ();
          /* a winning hand now, scored with one wild tile, and what it stood for */
          g_assert_true (scored (window));
          g_assert_true (g_str_has_prefix (score_line (window, "P1", 2), "The wild two of bamboo stood for "));
        }

      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_finalize_object (window);
      iterate ();
    }
}

/* Under rules without kongs (the first two stages of the British book's course) there is no
 * kong to lay down: the palette offers none, and four alike are four concealed tiles. */
static void
test_scorekeeper_no_kongs (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  static const char *const cases[] = { "bmja", "bmja-stage1", "bmja-stage2" };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      MjScorekeeperWindow *window = start_table (NULL, settings, cases[c]);

      g_assert_cmpint (gtk_widget_get_visible (found (find_button (GTK_WIDGET (window), "Kong"))), ==, c == 0);
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_finalize_object (window);
      iterate ();
    }
}

/* A pair entered as a set: the pair the claimed winning tile completed, laid out by the
 * winner. It scores as a set: dmjl, East: 2 (exposed pung 2c) + 4 (7d) + 8 (9b) + 2 (pair of
 * dragons) + 20 + 4 (the last tile completes a pair of honours) + 2 (only possible tile) =
 * 42; the same as with the pair among the concealed tiles. */
static void
test_scorekeeper_declared_pair (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjScorekeeperWindow *window = start_table (NULL, settings, "dmjl");
  g_autofree char *declared_total = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 860);
  choose_item (combo (window, "Winner"), "P1");
  seat (window, "P1");
  mode (window, "Pung", TRUE);
  pick (window, MJ_TILE_CHARACTERS_1 + 1);
  mode (window, "Pung", FALSE);
  pick (window, MJ_TILE_CIRCLES_1 + 6);
  pick (window, MJ_TILE_BAMBOO_1 + 8);
  mode (window, "Chow", FALSE);
  pick (window, MJ_TILE_CHARACTERS_1 + 3);
  mode (window, "Pair", TRUE);
  /* a pair needs two free tiles: with the pung of twos, two of the four are left */
  g_assert_true (gtk_widget_get_sensitive (mj_tile_picker_get_button (palette (window), MJ_TILE_RED)));
  pick (window, MJ_TILE_RED);
  /* the exposed pung and the exposed pair */
  g_assert_cmpuint (n_placed (window, "declared-sets"), ==, 2);
  {
    GtkWidget *shown = gtk_widget_get_last_child (named (window, "declared-sets"));

    g_assert_cmpstr (gtk_widget_get_tooltip_text (shown), ==, "Exposed pair of Red Dragon: click to remove");
  }

  /* the winning tile is the pair's: West discarded it */
  mode (window, "Winning Tile", FALSE);
  pick (window, MJ_TILE_RED);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row (window, "Winning tile"))), ==,
                   mj_tile_get_name (MJ_TILE_RED));
  choose_item (combo (window, "Came from"), "A discard");
  choose_item (combo (window, "Given by"), "P3");

  g_assert_true (scored (window));
  g_assert_cmpstr (shown_total (window, "P1"), ==, "42");
  g_assert_true (shows_label_containing (named (window, "scores"), "Pair of dragons (Rd): 2 points"));
  g_assert_true (shows_label_containing (named (window, "scores"), "Last tile completes a pair of terminals or honours"));
  g_assert_true (shows_label_containing (named (window, "scores"), "Only possible tile"));
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-pair.png");
  declared_total = g_strdup (shown_total (window, "P1"));

  /* the same pair among the concealed tiles, the winning tile one of them, scores the same */
  click (gui_test_find (named (window, "declared-sets"), gui_test_has_tooltip,
                        "Exposed pair of Red Dragon: click to remove"));
  mode (window, "Concealed", FALSE);
  pick_tiles (window, "RdRd");
  mode (window, "Winning Tile", FALSE);
  pick (window, MJ_TILE_RED);
  g_assert_cmpuint (n_placed (window, "declared-sets"), ==, 1);
  g_assert_true (scored (window));
  g_assert_cmpstr (shown_total (window, "P1"), ==, declared_total);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  iterate ();
}

/* The Cantonese "Calling 9 pieces" read from the winner's hand: West revealed a pung of 2b, a
 * chow 3b4b5b and a pung of 6b and goes out on South's 9b with a clear hand (6 faan, 64).
 * South pays for everyone, four times: 256, without anyone saying so; the others nothing. */
static void
test_scorekeeper_calling_nine (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjScorekeeperWindow *window = start_table (NULL, settings, "cantonese");
  const MjGameResult *r;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 860);
  choose_item (combo (window, "Winner"), "P3");
  g_assert_cmpstr (heading (window), ==, "P3, West: Mah Jong");
  seat (window, "P3");
  mode (window, "Pung", TRUE);
  pick (window, MJ_TILE_BAMBOO_1 + 1);
  pick (window, MJ_TILE_BAMBOO_1 + 5);
  mode (window, "Chow", TRUE);
  pick (window, MJ_TILE_BAMBOO_1 + 2);
  mode (window, "Pair", FALSE);
  pick (window, MJ_TILE_BAMBOO_1 + 4);
  mode (window, "Concealed", FALSE);
  pick (window, MJ_TILE_BAMBOO_1 + 6);
  pick (window, MJ_TILE_BAMBOO_1 + 7);
  mode (window, "Winning Tile", FALSE);
  pick (window, MJ_TILE_BAMBOO_1 + 8);
  choose_item (combo (window, "Came from"), "A discard");
  choose_item (combo (window, "Given by"), "P2");

  g_assert_true (scored (window));
  g_assert_cmpstr (shown_total (window, "P3"), ==, "64");
  g_assert_cmpstr (chosen_item (combo (window, "Pays for all")), ==, "Nobody");
  g_assert_true (shows_label (named (window, "scores"), "P2 pays for everyone: Calling 9 pieces"));
  r = mj_scorekeeper_window_get_result (window);
  g_assert_nonnull (r);
  g_assert_cmpint (r->settlement.pays[1][2], ==, 256);
  g_assert_cmpint (r->settlement.pays[0][2], ==, 0);
  g_assert_cmpint (r->settlement.pays[3][2], ==, 0);
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-calling-nine.png");

  /* the winning tile from the wall: nobody pays for all, everyone pays double */
  choose_item (combo (window, "Came from"), "Drawn from the wall");
  g_assert_true (scored (window));
  g_assert_false (shows_label_containing (named (window, "scores"), "pays for everyone"));
  r = mj_scorekeeper_window_get_result (window);
  g_assert_nonnull (r);
  g_assert_cmpint (r->settlement.pays[0][2], >, 0);
  g_assert_cmpint (r->settlement.pays[0][2], ==, r->settlement.pays[3][2]);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  iterate ();
}

int
main (int    argc,
      char **argv)
{
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);

  g_test_add_func ("/gui/scorekeeper/hand", test_scorekeeper_hand);
  g_test_add_func ("/gui/scorekeeper/no-history", test_scorekeeper_no_history);
  g_test_add_func ("/gui/scorekeeper/liable-rules", test_scorekeeper_liable_rules);
  g_test_add_func ("/gui/scorekeeper/goulash", test_scorekeeper_goulash);
  g_test_add_func ("/gui/scorekeeper/declared-pair", test_scorekeeper_declared_pair);
  g_test_add_func ("/gui/scorekeeper/no-kongs", test_scorekeeper_no_kongs);
  g_test_add_func ("/gui/scorekeeper/calling-nine", test_scorekeeper_calling_nine);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_free (data_home);
  return ret;
}
