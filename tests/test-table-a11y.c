/* test-table-a11y.c: what a screen reader finds on the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seeded match is played through the window, and the table view's accessible children
 * are read after some turns: they must name exactly the person's rack in its order, every
 * seat's sets, bonus tiles and discards with the right player, and count, never name, an
 * opponent's concealed tiles until the hands are shown.
 */

#include "config.h"

#include <adwaita.h>

#include "mj-application.h"
#include "mj-table-view-private.h"
#include "mj-test-gui.h"

static MjApplication *app;
static int last_discarder = -1;
static guint n_melds_seen;

static void
tile_discarded_cb (MjGame *game,
                   guint   seat,
                   guint   tile)
{
  last_discarder = (int) seat;
}

/* The visible children of @widget, in order. */
static GPtrArray *
visible_children (GtkWidget *widget)
{
  GPtrArray *children = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      {
        g_assert_true (MJ_IS_TABLE_VIEW_ITEM (child));
        g_assert_false (gtk_widget_get_focusable (child));
        g_assert_false (gtk_widget_get_can_target (child));
        g_ptr_array_add (children, child);
      }
  return children;
}

static const char *
label_of (GtkWidget *item)
{
  return mj_table_view_item_get_label (MJ_TABLE_VIEW_ITEM (item));
}

static char *
meld_text (const MjMeld *m,
           const char   *who)
{
  const char *name = mj_tile_get_name (m->tile);

  switch (m->kind)
    {
    case MJ_SET_PUNG:
      return g_strdup_printf ("Pung of %s, exposed by %s", name, who);
    case MJ_SET_KONG:
      return g_strdup_printf (m->kong_origin == MJ_KONG_CONCEALED ? "Kong of %s, concealed by %s"
                                                                  : "Kong of %s, exposed by %s", name, who);
    case MJ_SET_CHOW:
      return g_strdup_printf ("Chow of %s to %s, exposed by %s", name, mj_tile_get_name ((MjTile) (m->tile + 2)), who);
    case MJ_SET_PAIR:
      return g_strdup_printf ("Pair of %s, exposed by %s", name, who);
    default:
      return g_strdup_printf ("Set with %s, exposed by %s", name, who);
    }
}

/* What one seat's group must say, built from the game as the person's seat sees it. */
static GPtrArray *
expected_seat (MjWindow         *window,
               MjGame           *game,
               const MjSeatView *view,
               guint             seat,
               guint            *n_named_concealed)
{
  MjTableView *table = gui_test_table (window);
  GPtrArray *expected = g_ptr_array_new_with_free_func (g_free);
  const char *who = mj_wind_get_name (mj_seat_view_wind (view, seat));
  gboolean finished = mj_game_get_phase (game) == MJ_PHASE_FINISHED;
  guint n_melds, n_bonus;
  const MjGameMeld *melds = mj_game_get_melds (game, seat, &n_melds);
  const guint8 *bonus = mj_game_get_bonus (game, seat, &n_bonus);

  g_assert_cmpstr (who, ==, mj_wind_get_name (mj_game_get_seat_wind (game, seat)));
  *n_named_concealed = 0;

  if (seat == mj_table_view_get_human_seat (table))
    {
      guint n;
      gboolean drawn_apart = view->drawn != MJ_TILE_NONE && view->turn == seat &&
                             mj_game_get_phase (game) == MJ_PHASE_DISCARDING;

      mj_table_view_get_rack_tile (table, 0, &n);
      for (guint i = 0; i < n; i++)
        {
          MjTile t = mj_table_view_get_rack_tile (table, i, &n);

          g_ptr_array_add (expected, g_strdup_printf (drawn_apart && i == n - 1 ? "%s, just drawn" : "%s, in your hand",
                                                      mj_tile_get_name (t)));
        }
    }
  else if (finished || mj_table_view_get_reveal_hands (table))
    {
      guint n;
      const guint8 *hand = mj_game_get_hand (game, seat, &n);

      /* the order is the rack's, checked by kind counts below */
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (expected, g_strdup_printf ("%s, in %s's hand",
                                                    mj_tile_get_name (mj_tile_physical_kind (hand[i])), who));
      *n_named_concealed = n;
    }
  else if (view->n_concealed[seat] > 0)
    g_ptr_array_add (expected, g_strdup_printf (view->n_concealed[seat] == 1 ? "%s holds %u tile" : "%s holds %u tiles",
                                                who, (guint) view->n_concealed[seat]));

  n_melds_seen += n_melds;
  for (guint i = 0; i < n_melds; i++)
    g_ptr_array_add (expected, meld_text (&melds[i].meld, who));
  for (guint i = 0; i < n_bonus; i++)
    g_ptr_array_add (expected, g_strdup_printf ("%s, set aside by %s",
                                                mj_tile_get_name (mj_tile_physical_kind (bonus[i])), who));

  /* every discard still in the pond, in the order made, through the seat's view */
  for (guint i = 0; i < view->n_pond[seat]; i++)
    {
      if (view->pond_claimed[seat] & (G_GUINT64_CONSTANT (1) << i))
        continue;
      g_ptr_array_add (expected, g_strdup_printf (i == view->n_pond[seat] - 1u && (int) seat == last_discarder
                                                    ? "%s, discarded by %s, last discard" : "%s, discarded by %s",
                                                  mj_tile_get_name (view->pond[seat][i]), who));
    }
  return expected;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* Reads the whole accessible tree of the table and checks it against the game; returns how
 * many items it holds. */
static guint
check_tree (MjWindow *window,
            gboolean  dump)
{
  MjTableView *table = gui_test_table (window);
  MjGame *game = mj_match_get_game (gui_test_match (window));
  guint human = mj_table_view_get_human_seat (table);
  g_autoptr(GPtrArray) top = NULL;
  MjSeatView view;
  guint n_items = 0;

  iterate ();
  mj_game_get_view (game, human, &view);
  top = visible_children (GTK_WIDGET (table));
  g_assert_cmpuint (top->len, ==, 6);

  for (guint rel = 0; rel < 4; rel++)
    {
      GtkWidget *group = g_ptr_array_index (top, rel);
      guint seat = (human + rel) % 4;
      g_autoptr(GPtrArray) items = visible_children (group);
      g_autoptr(GPtrArray) expected = NULL;
      g_autoptr(GPtrArray) got = g_ptr_array_new ();
      guint revealed;
      const char *wind = mj_wind_get_name (mj_game_get_seat_wind (game, seat));

      g_assert_true (g_str_has_prefix (label_of (group), wind));
      if (dump)
        g_test_message ("[%s]", label_of (group));

      expected = expected_seat (window, game, &view, seat, &revealed);
      for (guint i = 0; i < items->len; i++)
        {
          const char *label = label_of (g_ptr_array_index (items, i));

          g_assert_nonnull (label);
          if (dump)
            g_test_message ("  %s", label);
          g_ptr_array_add (got, (gpointer) label);
        }
      g_assert_cmpuint (got->len, ==, expected->len);
      if (revealed > 0)
        {
          /* a revealed rack: the same tiles, in the rack's order */
          g_ptr_array_sort (got, compare_strings);
          g_ptr_array_sort (expected, compare_strings);
        }
      for (guint i = 0; i < got->len; i++)
        g_assert_cmpstr (g_ptr_array_index (got, i), ==, g_ptr_array_index (expected, i));

      /* an opponent's concealed tiles are never named while the hand is played */
      if (seat != human && revealed == 0)
        for (guint i = 0; i < got->len; i++)
          {
            g_assert_null (strstr (g_ptr_array_index (got, i), "hand"));
            g_assert_null (strstr (g_ptr_array_index (got, i), "drawn"));
          }
      n_items += items->len;
    }

  {
    guint left = mj_wall_live_remaining (mj_game_get_wall (game));
    g_autofree char *wall = g_strdup_printf (left == 1 ? "%u tile left in the wall" : "%u tiles left in the wall", left);
    const char *round = label_of (g_ptr_array_index (top, 5));

    g_assert_cmpstr (label_of (g_ptr_array_index (top, 4)), ==, wall);
    g_assert_true (g_str_has_prefix (round, mj_wind_get_name (mj_game_get_prevailing_wind (game))));
    g_assert_nonnull (strstr (round, "dice"));
    if (dump)
      g_test_message ("%s\n%s", wall, round);
  }
  return n_items;
}

/* Plays the person's turns until @n_turns were discarded (claims passed), or a summary shows. */
static gboolean
play_turns (MjWindow *window,
            guint     n_turns)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (20, "the person's turns");
  guint turns = 0;

  for (;;)
    {
      const MjDecision *d;

      mj_test_deadline_check (deadline);
      iterate ();
      if (find_toplevel (MJ_TYPE_HAND_SUMMARY) != NULL)
        return FALSE;
      d = mj_human_player_get_decision (gui_test_human (window));
      if (d == NULL)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (d->kind == MJ_DECISION_TURN)
        {
          if (turns == n_turns)
            return TRUE;
          turns++;
        }
      gui_test_answer (window, d);
    }
}

static void
test_table_a11y_tree (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  guint first, later;

  gui_test_instant_play (settings);

  window = gui_test_game_window (app, 1024, 700);

  mj_window_start_match (window, "hong-kong", 42);
  mj_match_set_max_hands (gui_test_match (window), 1);
  g_assert_nonnull (mj_match_get_game (gui_test_match (window)));
  g_signal_connect (mj_match_get_game (gui_test_match (window)), "tile-discarded", G_CALLBACK (tile_discarded_cb), NULL);

  /* a few turns in, at the person's turn: the rack with its drawn tile */
  g_assert_true (play_turns (window, 3));
  first = check_tree (window, TRUE);
  g_assert_cmpuint (first, >, 14 + 3);

  /* moving the selection and the rack's order are followed */
  mj_table_view_set_selected (gui_test_table (window), 0);
  mj_table_view_move_tile (gui_test_table (window), 0, 2);
  check_tree (window, FALSE);
  mj_table_view_sort_rack (gui_test_table (window));

  /* more turns: the pool is reused and still says exactly what is on the table */
  if (play_turns (window, 6))
    {
      later = check_tree (window, TRUE);
      g_assert_cmpuint (later, >, first);
    }

  /* at the end of the hand the hands are shown, and named */
  gui_test_play_to_summary (window, NULL, NULL);
  check_tree (window, TRUE);
  g_test_message ("%u exposed sets seen", n_melds_seen);
  g_assert_cmpuint (n_melds_seen, >, 0);

  gui_test_close_game_window (window, settings);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/table/a11y-tree", test_table_a11y_tree);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  return ret;
}
