/* test-history-stats.c: the score history read back: statistics and head-to-head against
 * hand-made matches with known answers, lists and their filters, CSV, delete and undo
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-history-common.h"

/* A fixture with known answers */

typedef struct
{
  gint64 ids[5];   /* Ann, Bob, Cat, Dan, Eve */
  gint64 matches[3];
} Fixture;

static void
make_fixture (MjHistory *history,
              Fixture   *fx)
{
  g_autoptr(GError) error = NULL;
  const char *names[4] = { "Ann", "Bob", "Cat", "Dan" };
  /* match 1: Ann Bob Cat Dan */
  FixtureHand m1[3] = {
    { 0, -1, TRUE, FALSE, { 100, 10, 20, 30 } },   /* Ann, self-drawn */
    { 1, 0, FALSE, FALSE, { 10, 50, 0, 4 } },      /* Bob, off Ann's discard */
    { -1, -1, FALSE, FALSE, { 2, 4, 6, 8 } },      /* drawn */
  };
  /* match 2: Bob Ann Eve Cat */
  FixtureHand m2 = { 1, 0, FALSE, TRUE, { 20, 1000, 0, 0 } };   /* Ann's limit hand, off Bob */
  /* match 3, deleted: Ann Bob Cat Dan */
  FixtureHand m3 = { 0, -1, TRUE, TRUE, { 5000, 0, 0, 0 } };
  int balance[4] = { 0 };
  gint64 seats[4];

  ensure_players (history, names, fx->ids);
  fx->ids[4] = mj_history_ensure_player (history, "Eve", FALSE, &error);
  g_assert_no_error (error);

  fx->matches[0] = begin_match (history, fx->ids, T0);
  for (guint i = 0; i < 3; i++)
    record_fixture_hand (history, fx->matches[0], i + 1, &m1[i], balance);
  g_assert_true (mj_history_finish_match_at (history, fx->matches[0], T0 + 600, &error));

  seats[0] = fx->ids[1];
  seats[1] = fx->ids[0];
  seats[2] = fx->ids[4];
  seats[3] = fx->ids[2];
  fx->matches[1] = begin_match (history, seats, T0 + 86400);
  memset (balance, 0, sizeof balance);
  record_fixture_hand (history, fx->matches[1], 1, &m2, balance);
  g_assert_true (mj_history_finish_match_at (history, fx->matches[1], T0 + 86400 + 600, &error));

  fx->matches[2] = begin_match (history, fx->ids, T0 + 2 * 86400);
  memset (balance, 0, sizeof balance);
  record_fixture_hand (history, fx->matches[2], 1, &m3, balance);
  g_assert_true (mj_history_delete_match (history, fx->matches[2], &error));
  g_assert_no_error (error);
}

static void
test_history_stats (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(MjHistoryStats) ann = NULL;
  g_autoptr(MjHistoryStats) bob = NULL;
  g_autoptr(MjHistoryStats) eve = NULL;
  MjHistoryHeadToHead h2h;
  const MjHistoryBalancePoint *series;
  Fixture fx;

  make_fixture (history, &fx);

  ann = mj_history_get_player_stats (history, fx.ids[0], &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ann->name, ==, "Ann");
  g_assert_cmpuint (ann->matches, ==, 2);
  g_assert_cmpuint (ann->matches_won, ==, 2);
  g_assert_cmpuint (ann->hands, ==, 4);
  g_assert_cmpuint (ann->hands_won, ==, 2);
  g_assert_cmpuint (ann->self_drawn, ==, 1);
  g_assert_cmpuint (ann->limit_hands, ==, 1);
  g_assert_cmpuint (ann->fed, ==, 1);
  g_assert_cmpfloat_with_epsilon (ann->win_rate, 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (ann->self_drawn_share, 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (ann->average_score, (100 + 10 + 2 + 1000) / 4.0, 1e-9);
  /* 300 - 50 in the first match, 3000 in the second */
  g_assert_cmpint (ann->net, ==, 3250);
  g_assert_cmpint (ann->biggest_total, ==, 1000);
  g_assert_cmpint (ann->biggest_match, ==, fx.matches[1]);
  g_assert_cmpuint (ann->biggest_hand, ==, 1);
  g_assert_nonnull (strstr (ann->biggest_score_json, "\"total\":1000"));
  g_assert_nonnull (strstr (ann->biggest_score_json, "\"limit_applied\":true"));
  g_assert_cmpuint (ann->balance_series->len, ==, 2);
  series = (const MjHistoryBalancePoint *) ann->balance_series->data;
  g_assert_cmpint (series[0].match, ==, fx.matches[0]);
  g_assert_cmpint (series[0].started, ==, T0);
  g_assert_cmpint (series[0].net, ==, 250);
  g_assert_cmpint (series[0].balance, ==, 250);
  g_assert_cmpint (series[1].net, ==, 3000);
  g_assert_cmpint (series[1].balance, ==, 3250);

  bob = mj_history_get_player_stats (history, fx.ids[1], &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bob->matches, ==, 2);
  g_assert_cmpuint (bob->matches_won, ==, 0);
  g_assert_cmpuint (bob->hands, ==, 4);
  g_assert_cmpuint (bob->hands_won, ==, 1);
  g_assert_cmpuint (bob->self_drawn, ==, 0);
  g_assert_cmpuint (bob->fed, ==, 1);
  g_assert_cmpint (bob->net, ==, -100 + 150 - 1000);
  g_assert_cmpint (bob->biggest_total, ==, 50);

  eve = mj_history_get_player_stats (history, fx.ids[4], &error);
  g_assert_no_error (error);
  g_assert_cmpuint (eve->matches, ==, 1);
  g_assert_cmpuint (eve->hands, ==, 1);
  g_assert_cmpuint (eve->hands_won, ==, 0);
  g_assert_cmpint (eve->biggest_total, ==, 0);
  g_assert_null (eve->biggest_score_json);
  g_assert_cmpfloat (eve->self_drawn_share, ==, 0.0);

  g_assert_true (mj_history_get_head_to_head (history, fx.ids[0], fx.ids[1], &h2h, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (h2h.matches, ==, 2);
  g_assert_cmpuint (h2h.match_wins[0], ==, 2);
  g_assert_cmpuint (h2h.match_wins[1], ==, 0);
  g_assert_cmpuint (h2h.hands_won[0], ==, 2);
  g_assert_cmpuint (h2h.hands_won[1], ==, 1);
  /* Bob paid Ann 100, Ann paid Bob 50, Bob paid Ann 1000 */
  g_assert_cmpint (h2h.net[0], ==, 1050);
  g_assert_cmpint (h2h.net[1], ==, -1050);

  g_assert_true (mj_history_get_head_to_head (history, fx.ids[3], fx.ids[4], &h2h, &error));
  g_assert_cmpuint (h2h.matches, ==, 0);
  g_assert_false (mj_history_get_head_to_head (history, fx.ids[3], fx.ids[3], &h2h, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (mj_history_get_head_to_head (history, fx.ids[3], 999, &h2h, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (mj_history_get_player_stats (history, 999, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

static void
test_history_list (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autoptr(GPtrArray) all = NULL;
  MjHistoryFilter filter = { 0 };
  MjHistoryMatch *m;
  Fixture fx;

  make_fixture (history, &fx);
  {
    g_autoptr(MjRuleset) ruleset = preset ("hong-kong");
    gint64 seats[4] = { fx.ids[4], fx.ids[3], fx.ids[2], fx.ids[1] };

    mj_history_begin_match_at (history, ruleset, MJ_HISTORY_PLACE_TABLE, seats, 3, 2, T0 - 86400, &error);
    g_assert_no_error (error);
  }
  {
    g_autoptr(MjRuleset) ruleset = preset ("hong-kong");
    g_autoptr(MjHistoryStats) eve = NULL;
    gint64 seats[4] = { fx.ids[4], fx.ids[3], fx.ids[2], fx.ids[1] };
    FixtureHand draw = { -1, -1, FALSE, FALSE, { 0, 0, 0, 0 } };
    int balance[4] = { 0 };
    gint64 tied;

    /* all square: no one won it */
    tied = mj_history_begin_match_at (history, ruleset, MJ_HISTORY_PLACE_SCREEN, seats, 4, 0, T0 - 2 * 86400,
                                      &error);
    g_assert_no_error (error);
    record_fixture_hand (history, tied, 1, &draw, balance);
    eve = mj_history_get_player_stats (history, fx.ids[4], &error);
    g_assert_no_error (error);
    /* the match of the fixture, the empty one and this one */
    g_assert_cmpuint (eve->matches, ==, 3);
    g_assert_cmpuint (eve->matches_won, ==, 0);
    {
      g_autoptr(MjHistoryMatch) square = mj_history_get_match (history, tied, &error);

      g_assert_cmpuint (square->n_hands, ==, 1);
      g_assert_cmpint (square->winner, ==, -1);
    }
    g_assert_true (mj_history_delete_match (history, tied, &error));
  }

  all = mj_history_list_matches (history, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 3);
  /* newest first */
  m = all->pdata[0];
  g_assert_cmpint (m->id, ==, fx.matches[1]);
  g_assert_cmpuint (m->n_hands, ==, 1);
  g_assert_cmpint (m->winner, ==, 1);
  g_assert_cmpint (m->balances[1], ==, 3000);
  g_assert_cmpint (m->balances[0], ==, -1000);
  g_assert_cmpstr (m->player_names[2], ==, "Eve");
  g_assert_cmpstr (m->ruleset_id, ==, "bmja");
  g_assert_cmpint (m->place, ==, MJ_HISTORY_PLACE_SCREEN);
  m = all->pdata[1];
  g_assert_cmpint (m->id, ==, fx.matches[0]);
  g_assert_cmpuint (m->n_hands, ==, 3);
  g_assert_cmpint (m->winner, ==, 0);
  g_assert_cmpint (m->balances[0], ==, 250);
  g_assert_cmpint (m->balances[1], ==, 50);
  m = all->pdata[2];
  g_assert_cmpint (m->place, ==, MJ_HISTORY_PLACE_TABLE);
  g_assert_cmpstr (m->ruleset_id, ==, "hong-kong");
  g_assert_cmpuint (m->first_dealer, ==, 2);
  g_assert_cmpint (m->winner, ==, -1);

  filter.player = fx.ids[3];
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, &filter, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 2);
    g_assert_cmpint (((MjHistoryMatch *) matches->pdata[0])->id, ==, fx.matches[0]);
  }
  filter.include_deleted = TRUE;
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, &filter, &error);

    /* with the deleted match of the fixture and the tied one */
    g_assert_cmpuint (matches->len, ==, 4);
    g_assert_cmpint (((MjHistoryMatch *) matches->pdata[0])->id, ==, fx.matches[2]);
    g_assert_cmpint (((MjHistoryMatch *) matches->pdata[0])->deleted, >, 0);
  }

  memset (&filter, 0, sizeof filter);
  filter.ruleset_id = "hong-kong";
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, &filter, &error);

    g_assert_cmpuint (matches->len, ==, 1);
  }
  memset (&filter, 0, sizeof filter);
  filter.from = T0;
  filter.to = T0 + 86400;
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, &filter, &error);

    g_assert_cmpuint (matches->len, ==, 1);
    g_assert_cmpint (((MjHistoryMatch *) matches->pdata[0])->id, ==, fx.matches[0]);
  }

  {
    g_autoptr(MjRuleset) ruleset = mj_history_get_match_ruleset (history, fx.matches[0], &error);
    g_autoptr(MjRuleset) bmja = preset ("bmja");

    g_assert_no_error (error);
    g_assert_true (mj_ruleset_equal (ruleset, bmja));
  }
  g_assert_null (mj_history_get_match (history, 999, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (mj_history_get_match_hands (history, 999, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

static void
test_history_delete_undo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  const char *path = mj_history_get_path (history);
  Fixture fx;
  guint purged = 0;

  make_fixture (history, &fx);

  /* deleted in the fixture: not listed, not counted, still there */
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, NULL, &error);
    g_autoptr(MjHistoryMatch) m = mj_history_get_match (history, fx.matches[2], &error);

    g_assert_cmpuint (matches->len, ==, 2);
    g_assert_no_error (error);
    g_assert_cmpint (m->deleted, >, 0);
  }

  /* undone */
  g_assert_true (mj_history_restore_match (history, fx.matches[2], &error));
  g_assert_no_error (error);
  {
    g_autoptr(GPtrArray) matches = mj_history_list_matches (history, NULL, &error);
    g_autoptr(MjHistoryStats) ann = mj_history_get_player_stats (history, fx.ids[0], &error);

    g_assert_cmpuint (matches->len, ==, 3);
    g_assert_cmpuint (ann->matches, ==, 3);
    g_assert_cmpint (ann->biggest_total, ==, 5000);
    g_assert_cmpuint (ann->limit_hands, ==, 2);
  }

  /* deleted again, then purged: gone with its hands */
  g_assert_true (mj_history_delete_match (history, fx.matches[0], &error));
  g_assert_true (mj_history_purge_deleted (history, T0, &purged, &error));
  g_assert_cmpuint (purged, ==, 0);
  g_assert_true (mj_history_purge_deleted (history, G_MAXINT64, &purged, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (purged, ==, 1);
  g_assert_null (mj_history_get_match (history, fx.matches[0], &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (mj_history_restore_match (history, fx.matches[0], &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM hands"), ==, 2);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM hand_seats"), ==, 8);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM match_seats"), ==, 8);
  g_assert_false (mj_history_delete_match (history, fx.matches[0], &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

static void
test_history_csv (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjHistory) history = open_test_history ();
  g_autofree char *csv = NULL;
  const char *names[4] = { "Ann, the first", "Bob \"Bobby\" Lee", "Cat\non two lines", "Dan" };
  FixtureHand hands[2] = {
    { 1, 2, FALSE, FALSE, { 4, 60, 8, 0 } },
    { -1, -1, FALSE, FALSE, { 2, 0, 0, 0 } },
  };
  int balance[4] = { 0 };
  gint64 ids[4];
  gint64 match;

  ensure_players (history, names, ids);
  match = begin_match (history, ids, T0);
  record_fixture_hand (history, match, 1, &hands[0], balance);
  record_fixture_hand (history, match, 2, &hands[1], balance);

  csv = mj_history_export_csv (history, match, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (csv, ==,
                   "hand,prevailing wind,dealer,winner,discarder,self-drawn,limit hand,"
                   "\"Ann, the first score\",\"Ann, the first payment\",\"Ann, the first balance\","
                   "\"Bob \"\"Bobby\"\" Lee score\",\"Bob \"\"Bobby\"\" Lee payment\",\"Bob \"\"Bobby\"\" Lee balance\","
                   "\"Cat\non two lines score\",\"Cat\non two lines payment\",\"Cat\non two lines balance\","
                   "Dan score,Dan payment,Dan balance\r\n"
                   "1,E,\"Ann, the first\",\"Bob \"\"Bobby\"\" Lee\",\"Cat\non two lines\",no,no,"
                   "4,-60,-60,60,180,180,8,-60,-60,0,-60,-60\r\n"
                   "2,E,\"Ann, the first\",,,no,no,2,0,-60,0,0,180,0,0,-60,0,0,-60\r\n");

  g_assert_null (mj_history_export_csv (history, 999, &error));
  g_assert_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND);
}

int
main (int    argc,
      char **argv)
{
  int status;

  set_up_root ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/stats", test_history_stats);
  g_test_add_func ("/history/list", test_history_list);
  g_test_add_func ("/history/delete-undo", test_history_delete_undo);
  g_test_add_func ("/history/csv", test_history_csv);

  status = g_test_run ();
  tear_down_root ();
  return status;
}
