/* test-hand-summary.c: the end of a hand as the window shows it, for hands played out
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand is played on a stacked wall with scripted players, then its summary is opened as
 * the game window opens it: every hand laid out as scored, the score line by line.
 */

#include "config.h"

#include <adwaita.h>

#include "mj-hand-summary.h"
#include "mj-history.h"
#include "mj-laid-hand.h"
#include "mj-score-sheet-window.h"
#include "mj-tileset.h"
#include "mj-test-game.h"
#include "mj-test-gui.h"

static const char * const names[4] = { "Anna", "Ben", "Chloé", "Dai" };

/* The summary of the hand @game played, as the game window opens it. */
static MjHandSummary *
present_summary (MjGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = mj_tileset_new_default (&error);
  g_autoptr(MjTileCache) cache = NULL;
  g_autoptr(MjMatch) match = mj_match_new (mj_game_get_ruleset (game), 1, 0);
  MjHandSummary *summary;

  g_assert_no_error (error);
  cache = mj_tile_cache_new (tileset);
  summary = mj_hand_summary_new (NULL, cache, match, game, names);
  gtk_window_set_default_size (GTK_WINDOW (summary), 720, 900);
  gtk_window_present (GTK_WINDOW (summary));
  iterate ();
  return summary;
}

/* A group of a laid-down hand in words: what it is, then its tiles in notation, a tile face
 * down in parentheses, a tile turned sideways after a slash, the ringed tile in brackets:
 * "from Ben: 5b /5b 5b", "concealed: (3c) 3c 3c (3c)". */
static char *
group_text (MjLaidHand *laid,
            guint       index)
{
  static const char * const kinds[] = { "concealed", "exposed", "rest", "bonus" };
  MjLaidGroupKind kind;
  int from;
  MjTileStrip *strip = mj_laid_hand_get_group (laid, index, &kind, &from);
  g_autoptr(GString) text = g_string_new (NULL);

  if (kind == MJ_LAID_GROUP_EXPOSED && from >= 0)
    g_string_append_printf (text, "from %s:", names[from]);
  else
    g_string_append_printf (text, "%s:", kinds[kind]);
  for (guint i = 0; i < mj_tile_strip_get_n_tiles (strip); i++)
    {
      MjTileStripFlags flags;
      const char *t = mj_tile_to_string ((MjTile) mj_tile_strip_get_tile (strip, i, &flags));

      g_string_append_printf (text, " %s%s%s%s%s", flags & MJ_TILE_STRIP_SIDEWAYS ? "/" : "",
                              flags & MJ_TILE_STRIP_FACE_DOWN ? "(" : "", flags & MJ_TILE_STRIP_OUTLINED ? "[" : "", t,
                              flags & MJ_TILE_STRIP_OUTLINED ? "]" : flags & MJ_TILE_STRIP_FACE_DOWN ? ")" : "");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Every group of @laid, " | " between them. */
static char *
laid_text (MjLaidHand *laid)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < mj_laid_hand_get_n_groups (laid); i++)
    {
      g_autofree char *group = group_text (laid, i);

      g_string_append_printf (text, "%s%s", i > 0 ? " | " : "", group);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The hands the summary lays down, the winner's first. */
static GPtrArray *
laid_hands (MjHandSummary *summary)
{
  GPtrArray *found = g_ptr_array_new ();

  collect (GTK_WIDGET (summary), MJ_TYPE_LAID_HAND, found);
  return found;
}

/* How many tiles of the whole summary are ringed; @tile: the last one. */
static guint
n_outlined (MjHandSummary *summary,
            MjTile        *tile)
{
  g_autoptr(GPtrArray) strips = g_ptr_array_new ();
  guint n = 0;

  collect (GTK_WIDGET (summary), MJ_TYPE_TILE_STRIP, strips);
  for (guint i = 0; i < strips->len; i++)
    for (guint k = 0; k < mj_tile_strip_get_n_tiles (strips->pdata[i]); k++)
      {
        MjTileStripFlags flags;
        guint face = mj_tile_strip_get_tile (strips->pdata[i], k, &flags);

        if (flags & MJ_TILE_STRIP_OUTLINED)
          {
            *tile = (MjTile) face;
            n++;
          }
      }
  return n;
}

static const char *
cell_text (GtkWidget *grid,
           int        column,
           int        row)
{
  GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (grid), column, row);

  g_assert_true (GTK_IS_LABEL (cell));
  return gtk_label_get_text (GTK_LABEL (cell));
}

/* A number as the payments table writes it: "240", "+240", "−240" (a real minus sign). */
static int
parse_signed (const char *text)
{
  if (g_str_has_prefix (text, "−"))
    return -atoi (text + strlen ("−"));
  return atoi (text[0] == '+' ? text + 1 : text);
}

/* The payments table of @summary: a row for each of the @n players who pay, a column for
 * each who receives, and each one's net at the end of the row; what the rows and columns
 * add up to is each player's net, the one the game settled and the one said beside the hand. */
static void
assert_payments_add_up (MjHandSummary      *summary,
                        const MjGameResult *r,
                        guint               n)
{
  GtkWidget *grid = find_named (GTK_WIDGET (summary), "payments");
  int paid[4] = { 0 }, received[4] = { 0 };

  g_assert_nonnull (grid);
  g_assert_cmpstr (cell_text (grid, (int) n + 1, 0), ==, "Net");
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (cell_text (grid, 0, (int) i + 1), ==, names[i]);
      g_assert_cmpstr (cell_text (grid, (int) i + 1, 0), ==, names[i]);
      for (guint j = 0; j < n; j++)
        {
          const char *text = cell_text (grid, (int) j + 1, (int) i + 1);

          if (i == j)
            {
              g_assert_cmpstr (text, ==, "—");
              continue;
            }
          g_assert_cmpint (atoi (text), ==, r->settlement.pays[i][j]);
          paid[i] += atoi (text);
          received[j] += atoi (text);
        }
    }
  for (guint i = 0; i < n; i++)
    {
      int net = parse_signed (cell_text (grid, (int) n + 1, (int) i + 1));
      g_autofree char *said = net > 0 ? g_strdup_printf ("Receives %d;", net)
                                      : net < 0 ? g_strdup_printf ("Pays %d;", -net) : g_strdup ("Pays nothing;");

      g_assert_cmpint (received[i] - paid[i], ==, net);
      g_assert_cmpint (net, ==, r->settlement.net[i]);
      g_assert_true (shows_label_containing (GTK_WIDGET (summary), said));
    }
}

/* West, holding @west, chows 3c4c5c on South's 4c and goes out on North's Rd, the pair. */
static Table *
play_pair_on_discard (Stack      *s,
                      const char *preset_id,
                      const char *west)
{
  Table *t;

  stack_init (s, preset_id, 0);
  stack_deal (s, "3c 6c 9c 3b 6b 9b 3d 6d 9d Sw Ww Nw Rd 1c", "4c 1c 7c 1b 4b 7b 1d 4d 8d Ew Sw Ww Gd", west,
              "Rd 2c 8c 2b 5b 8b 2d 5d 6d Gd Gd Wd Ew");
  stack_draws (s, "? ?");
  t = table_new (s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "turn discard 4c", NULL);
  table_script (t, 2, "claim:4c chow 3c", "turn discard Nw", "claim:Rd win", NULL);
  table_script (t, 3, "turn discard Rd", NULL);
  table_run (t);
  return t;
}

/* West chows 3c4c5c on South's 4c, then goes out on North's Rd, the discard completing a pair
 * of dragons. dmjl: 4 (concealed pung 7d) + 8 (concealed pung 9b) + 2 (pair of dragons) + 20
 * + 4 (the last tile completes a pair of honours) + 2 (only possible tile: the hand without
 * it waits on Rd alone) = 40, no doubles. */
static void
test_claimed_pair (void)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  Stack s;

  t = play_pair_on_discard (&s, "dmjl", "3c 5c Rd 7d 7d 7d 9b 9b 9b 2b 3b 4b Nw");

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_false (r->self_drawn);
  g_assert_cmpint (r->scores[2].total, ==, 40);

  summary = present_summary (t->game);
  g_assert_true (shows_label (GTK_WIDGET (summary), "Pair of dragons (Rd): 2 points"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Last tile completes a pair of terminals or honours: 4 points"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Only possible tile: 2 points"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Total: 40 points"));
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-claimed-pair.png");

  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

/* The first stage of the British book's course scores nothing: West chows 3c4c5c on South's
 * 4c and goes out on North's Rd, the pair; the summary says who went out and won the hand,
 * and the hands won, with no score, payment or balance. */
static void
test_no_scores (void)
{
  g_autoptr(Table) t = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  GtkWidget *grid;
  Stack s;

  t = play_pair_on_discard (&s, "bmja-stage1", "3c 5c Rd 7d 7d 7d 9b 9b 9b 2b 2b 2b Nw");

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpint (r->scores[seat].total, ==, 0);
      g_assert_cmpint (r->settlement.net[seat], ==, 0);
    }

  summary = present_summary (t->game);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (summary)), ==, "Chloé goes out");
  g_assert_true (shows_label (GTK_WIDGET (summary), "Chloé went out and wins the hand."));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Went out on the Red Dragon, the discard of Dai"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Hands won"));
  g_assert_false (shows_label (GTK_WIDGET (summary), "Payments"));
  g_assert_false (shows_label_containing (GTK_WIDGET (summary), "Pays nothing"));
  g_assert_false (shows_label_containing (GTK_WIDGET (summary), "Total"));
  g_assert_null (find_named (GTK_WIDGET (summary), "payments"));
  g_assert_true (shows_label (GTK_WIDGET (summary), "Played by the rules “Learning, stage 1: the basic game”"));
  /* every player's hand laid down all the same, and a line each in the hands won */
  {
    g_autoptr(GPtrArray) laid = laid_hands (summary);

    g_assert_cmpuint (laid->len, ==, 4);
  }
  grid = find_named (GTK_WIDGET (summary), "hands-won");
  g_assert_nonnull (grid);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpstr (cell_text (grid, 0, (int) seat), ==, names[seat]);
      /* (the match of the summary has recorded no hand) */
      g_assert_cmpstr (cell_text (grid, 1, (int) seat), ==, "0");
    }
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-no-scores.png");

  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

/* West's hand for the laid-down tests: four 3c to declare as a concealed kong, a pair of 5b
 * to pung, a chow, two Gd and a Rd; the flower is replaced from the back by Nw. */
#define WEST_LAID "1f 3c 3c 3c 3c 5b 5b 2d 3d 4d Gd Gd Rd"
#define EAST_LAID "5b 1c 4c 7c 1b 4b 7b 1d 7d Ew Sw Ww 9c 9d"
#define SOUTH_LAID "2c 5c 8c 2b 8b 5d 8d Wd Ew 6c 9b 6d 1b"
#define NORTH_LAID "Rd 6b 9c 3b 6b 3d 9d Sw Ww 1c 7c 4b 8c"

/* West pungs East's 5b, draws the third Gd, declares the kong of 3c, and goes out on North's
 * Rd, which completes the pair. The summary lays West's hand down as it lies on the table:
 * the concealed sets marked, the kong's end tiles face down, the pung apart with East's tile
 * turned (from across: the middle one), the pair with North's Rd turned (from the right:
 * the last one) and ringed, the flower; it says whose discard it was, and who paid whom in a
 * table that adds up to what each player is said to pay or receive. */
static void
test_laid_down_on_discard (void)
{
  g_autoptr(Table) t = NULL;
  g_autoptr(GPtrArray) laid = NULL;
  g_autofree char *west = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  MjTile ringed = MJ_TILE_NONE;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, EAST_LAID, SOUTH_LAID, WEST_LAID, NORTH_LAID);
  stack_back (&s, "Nw Wd");
  stack_draws (&s, "2b 5c 9b Gd 6c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5b", "turn discard *", NULL);
  table_script (t, 1, "turn discard *", NULL);
  table_script (t, 2, "claim:5b pung", "turn discard Nw", "turn:Gd kong 3c", "turn:Wd discard Wd", "claim:Rd win",
                NULL);
  table_script (t, 3, "turn discard *", "turn discard Rd", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 3);
  g_assert_false (r->self_drawn);

  summary = present_summary (t->game);
  g_assert_true (shows_label (GTK_WIDGET (summary), "Went out on the Red Dragon, the discard of Dai"));

  laid = laid_hands (summary);
  g_assert_cmpuint (laid->len, ==, 4);
  west = laid_text (laid->pdata[0]);
  g_assert_cmpstr (west, ==, "concealed: 2d 3d 4d | concealed: Gd Gd Gd | from Anna: 5b /5b 5b"
                             " | concealed: (3c) 3c 3c (3c) | from Dai: Rd /[Rd] | bonus: 1f");
  g_assert_cmpuint (n_outlined (summary, &ringed), ==, 1);
  g_assert_cmpint (ringed, ==, tile ("Rd"));

  assert_payments_add_up (summary, r, 4);
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-laid-down.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-laid-down-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

/* The same hand, but the loose tile drawn after the kong is the second Rd: West goes out on
 * it. The tile is ringed in the concealed pair, nothing is turned for it, and the summary
 * says it was a loose tile. */
static void
test_laid_down_loose_tile (void)
{
  g_autoptr(Table) t = NULL;
  g_autoptr(GPtrArray) laid = NULL;
  g_autofree char *west = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  MjTile ringed = MJ_TILE_NONE;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, EAST_LAID, SOUTH_LAID, WEST_LAID, NORTH_LAID);
  stack_back (&s, "Nw Rd");
  stack_draws (&s, "2b 5c 9b Gd");
  t = table_new (&s);
  table_script (t, 0, "turn discard 5b", "turn discard *", NULL);
  table_script (t, 1, "turn discard *", NULL);
  table_script (t, 2, "claim:5b pung", "turn discard Nw", "turn:Gd kong 3c", "turn:Rd win", NULL);
  table_script (t, 3, "turn discard *", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_true (r->self_drawn);

  summary = present_summary (t->game);
  g_assert_true (shows_label (GTK_WIDGET (summary), "Went out on the Red Dragon, a loose tile drawn after a kong"));
  g_assert_false (shows_label_containing (GTK_WIDGET (summary), "the discard of"));
  laid = laid_hands (summary);
  west = laid_text (laid->pdata[0]);
  g_assert_cmpstr (west, ==, "concealed: 2d 3d 4d | concealed: Gd Gd Gd | concealed: Rd [Rd] | from Anna: 5b /5b 5b"
                             " | concealed: (3c) 3c 3c (3c) | bonus: 1f");
  g_assert_cmpuint (n_outlined (summary, &ringed), ==, 1);
  g_assert_cmpint (ringed, ==, tile ("Rd"));
  assert_payments_add_up (summary, r, 4);
  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

/* South pungs East's 9d and later adds the fourth to it; North robs the kong with 9d for a
 * chow of 7d 8d 9d. The summary says the tile was robbed from South's kong, and lays the
 * chow down apart, South's 9d turned and ringed. */
static void
test_laid_down_robbing (void)
{
  g_autoptr(Table) t = NULL;
  g_autoptr(GPtrArray) laid = NULL;
  g_autofree char *north = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  MjTile ringed = MJ_TILE_NONE;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal_east (&s, JUNK1, "9d", "9d 9d 2c 5c 8c 2b 5b 8b 2d 5d Rd Gd Wd",
                   "3c 6c 9c 3b 6b 9b 3d 6d Sw Ww Nw Wd Ew", "Rd Rd Rd 1c 1c 1c 7b 7b 7b 7d 8d Gd Gd");
  stack_draws (&s, "1d 9c 1b 9d");
  stack_back (&s, "4c");
  t = table_new (&s);
  table_script (t, 0, "turn discard 9d", NULL);
  table_script (t, 1, "claim:9d pung", "turn discard 5c", "turn:9d add 9d", NULL);
  table_script (t, 3, "rob:9d win", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 3);
  g_assert_cmpint (r->discarder, ==, 1);
  g_assert_true (r->hands[3].flags & MJ_HAND_FLAG_ROBBING_KONG);

  summary = present_summary (t->game);
  g_assert_true (shows_label (GTK_WIDGET (summary), "Went out on the Nine of Circles, robbed from the kong of Ben"));
  laid = laid_hands (summary);
  north = laid_text (laid->pdata[0]);
  g_assert_cmpstr (north, ==, "concealed: 1c 1c 1c | concealed: 7b 7b 7b | concealed: Rd Rd Rd"
                              " | concealed: Gd Gd | from Ben: 7d 8d /[9d]");
  g_assert_cmpuint (n_outlined (summary, &ringed), ==, 1);
  g_assert_cmpint (ringed, ==, tile ("9d"));
  assert_payments_add_up (summary, r, 4);
  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

/* Nobody goes out: the summary says so, rings no tile, and shows no payments. */
static void
test_drawn_hand (void)
{
  g_autoptr(Table) t = NULL;
  MjHandSummary *summary;
  MjTile ringed = MJ_TILE_NONE;
  Stack s;

  stack_init (&s, "dmjl", 0);
  stack_deal (&s, JUNK1 " 9d", JUNK2, JUNK3, NORTH13);
  t = table_new (&s);
  table_run (t);
  g_assert_cmpint (table_result (t)->winner, ==, -1);

  summary = present_summary (t->game);
  g_assert_true (shows_label (GTK_WIDGET (summary), "A drawn hand: nobody pays"));
  g_assert_null (find_named (GTK_WIDGET (summary), "payments"));
  g_assert_false (shows_label_containing (GTK_WIDGET (summary), "Went out"));
  g_assert_cmpuint (n_outlined (summary, &ringed), ==, 0);
  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();
}

static char *data_home;

/* Cantonese "Calling 9 pieces": West reveals three sets of bamboo through claims (a pung of
 * 2b on East's discard, a pung of 6b on North's, a chow 3b4b5b on South's) and goes out on
 * South's 9b. A clear hand, 6 faan, 64 points; South discarded the winning piece of a hand
 * calling nine pieces, so "he pays 4 times the pay-out": 256, and the others nothing. */
static void
test_calling_nine (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(Table) t = NULL;
  g_autofree char *path = g_build_filename (data_home, "calling.db", NULL);
  g_autoptr(MjHistory) history = NULL;
  g_autoptr(MjScoreSheetRow) row = NULL;
  const MjGameResult *r;
  MjHandSummary *summary;
  MjScoreSheetWindow *sheet;
  MjHandRecord record = { 0 };
  gint64 players[4], match_id;
  Stack s;

  stack_init (&s, "cantonese", 0);
  stack_deal (&s, "2b 1c 4c 7c 1d 4d 7d Ew Sw Ww Nw Rd Gd 9c",
              "4b 9b 2c 5c 8c 2d 5d 8d 3c 6c Wd Ew Nw",
              "2b 2b 3b 5b 6b 6b 5b 5b 7b 8b 1c 9d Sw",
              "6b 3d 6d 9d 3c 6c 9c Rd Gd Wd Ww Nw 7c");
  stack_draws (&s, "? ? ? ? ? ? ?");
  t = table_new (&s);
  table_script (t, 0, "turn discard 2b", NULL);
  table_script (t, 1, "turn discard 4b", "turn discard 9b", NULL);
  table_script (t, 2, "claim:2b pung", "turn discard 1c", "claim:6b pung", "turn discard 9d",
                "claim:4b chow 3b", "turn discard Sw", "claim:9b win", NULL);
  table_script (t, 3, "turn discard 6b", NULL);
  table_run (t);

  r = table_result (t);
  g_assert_cmpint (r->winner, ==, 2);
  g_assert_cmpint (r->discarder, ==, 1);
  g_assert_cmpint (r->scores[2].total, ==, 64);
  g_assert_cmpint (r->liable, ==, 1);
  g_assert_cmpint (r->liable_rule, ==, MJ_LIABLE_CALLING_NINE);
  g_assert_cmpint (r->settlement.pays[1][2], ==, 256);
  g_assert_cmpint (r->settlement.pays[0][2], ==, 0);
  g_assert_cmpint (r->settlement.pays[3][2], ==, 0);
  g_assert_cmpint (r->settlement.net[2], ==, 256);

  /* the summary says who paid for everyone, by which rule, and what each paid */
  summary = present_summary (t->game);
  g_assert_true (shows_label (GTK_WIDGET (summary), "Ben pays for everyone: Calling 9 pieces"));
  g_assert_true (shows_label_containing (GTK_WIDGET (summary), "Pays 256"));
  g_assert_true (shows_label_containing (GTK_WIDGET (summary), "Receives 256"));
  g_assert_false (shows_label_containing (GTK_WIDGET (summary), "Pays 64"));
  save_screenshot (GTK_WIDGET (summary), "screenshot-summary-calling-nine.png");
  gtk_window_destroy (GTK_WINDOW (summary));
  iterate ();

  /* the score sheet, read from the history, says it too */
  history = mj_history_open (path, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    {
      players[i] = mj_history_ensure_player (history, names[i], i != 0, &error);
      g_assert_no_error (error);
    }
  match_id = mj_history_begin_match (history, mj_game_get_ruleset (t->game), MJ_HISTORY_PLACE_SCREEN,
                                     players, 1, 0, &error);
  g_assert_no_error (error);
  record.number = 1;
  record.winner = r->winner;
  record.discarder = r->discarder;
  for (guint i = 0; i < 4; i++)
    {
      record.totals[i] = r->scores[i].total;
      record.net[i] = record.balance[i] = r->settlement.net[i];
    }
  g_assert_true (mj_history_record_hand (history, match_id, mj_game_get_ruleset (t->game), &record, r, &error));
  g_assert_no_error (error);

  sheet = mj_score_sheet_window_new (NULL, history, match_id);
  g_object_ref (sheet);
  gtk_window_set_default_size (GTK_WINDOW (sheet), 1100, 600);
  gtk_window_present (GTK_WINDOW (sheet));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (sheet));
  row = g_list_model_get_item (mj_score_sheet_window_get_rows (sheet), 0);
  g_assert_cmpint (mj_score_sheet_row_get_hand (row)->liable, ==, 1);
  g_assert_true (shows_label (GTK_WIDGET (sheet), "Chloé, off Ben; Ben pays for everyone: Calling 9 pieces"));
  g_assert_true (shows_label_containing (GTK_WIDGET (sheet), "−256"));
  save_screenshot (GTK_WIDGET (sheet), "screenshot-score-sheet-calling-nine.png");
  gtk_window_destroy (GTK_WINDOW (sheet));
  g_assert_finalize_object (sheet);
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  data_home = gui_test_init (&argc, &argv, FALSE);
  g_test_add_func ("/gui/hand-summary/claimed-pair", test_claimed_pair);
  g_test_add_func ("/gui/hand-summary/calling-nine", test_calling_nine);
  g_test_add_func ("/gui/hand-summary/laid-down/on-discard", test_laid_down_on_discard);
  g_test_add_func ("/gui/hand-summary/laid-down/loose-tile", test_laid_down_loose_tile);
  g_test_add_func ("/gui/hand-summary/laid-down/robbing-kong", test_laid_down_robbing);
  g_test_add_func ("/gui/hand-summary/drawn-hand", test_drawn_hand);
  g_test_add_func ("/gui/hand-summary/no-scores", test_no_scores);
  status = g_test_run ();
  gui_test_remove_tree (data_home);
  g_free (data_home);
  return status;
}
