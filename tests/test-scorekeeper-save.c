/* test-scorekeeper-save.c: a match scored at a real table kept after every change, closed
 * and continued where it was left
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The windows are driven as a person drives them; what was kept is read from the saves'
 * folder and the score history, what is continued from the window as a person sees it.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-error.h"
#include "mj-saves.h"
#include "mj-scorekeeper-save.h"
#include "mj-test-scorekeeper.h"

#define DEADLINE_S 10

/* How what the person is told begins: of a save that cannot be continued, or not written. */
#define DAMAGED       "The match is damaged and could not be continued; its file is kept in "
#define NOT_CONTINUED "The match could not be continued; its file is kept in "
#define NOT_SAVED     "The match could not be saved"

static char *data_home;
static MjApplication *app;

/* The saves' folder, emptied, and a score history of the test's own. */
static MjHistory *
fresh_history (const char *name)
{
  g_autofree char *saves = mj_saves_get_default_dir ();
  g_autofree char *file = g_strdup_printf ("%s.sqlite", name);
  g_autofree char *path = g_build_filename (data_home, file, NULL);
  g_autoptr(GError) error = NULL;
  MjHistory *history;

  gui_test_remove_tree (saves);
  history = mj_history_open (path, &error);
  g_assert_no_error (error);
  return history;
}

/* The saves the folder lists. */
static GPtrArray *
list_saves (void)
{
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autoptr(GError) error = NULL;
  GPtrArray *list = mj_saves_list (dir, &error);

  g_assert_no_error (error);
  return list;
}

/* The match kept in @path, continued in a window shown. The caller holds a reference. */
static MjScorekeeperWindow *
continue_match (MjHistory  *history,
                GSettings  *settings,
                const char *path)
{
  g_autoptr(GError) error = NULL;
  MjScorekeeperWindow *window = mj_scorekeeper_window_new_continued (NULL, history, settings, path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (window);
  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 860);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  return window;
}

/* Closes @window in the middle of its match as a person does: no question is asked, the
 * window goes. Returns the one save the folder then lists. */
static char *
close_kept (MjScorekeeperWindow *window)
{
  g_autoptr(GPtrArray) saves = NULL;

  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_finalize_object (window);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 1);
  return g_strdup (((MjSaveInfo *) saves->pdata[0])->path);
}

/* The matches of @history, each with its hands, balances and end, in a line. */
static char *
history_state (MjHistory *history)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) matches = mj_history_list_matches (history, NULL, &error);
  GString *text = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < matches->len; i++)
    {
      const MjHistoryMatch *m = matches->pdata[i];

      g_string_append_printf (text, "%" G_GINT64_FORMAT ": %u hands, %d %d %d %d, finished %" G_GINT64_FORMAT "; ",
                              m->id, m->n_hands, m->balances[0], m->balances[1], m->balances[2], m->balances[3],
                              m->finished);
    }
  return g_string_free (text, FALSE);
}

/* Every tile the window shows for the player named @name, as its buttons name them. */
static void
describe_tiles (MjScorekeeperWindow *window,
                const char          *name,
                GString             *text)
{
  static const char * const boxes[] = { "concealed-tiles", "declared-sets", "flowers-and-seasons" };

  seat (window, name);
  g_string_append_printf (text, "%s:", name);
  for (guint b = 0; b < G_N_ELEMENTS (boxes); b++)
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

      collect (named (window, boxes[b]), GTK_TYPE_BUTTON, buttons);
      for (guint i = 0; i < buttons->len; i++)
        g_string_append_printf (text, " %s;", gtk_widget_get_tooltip_text (buttons->pdata[i]));
    }
  g_string_append (text, "\n");
}

/* The hand being entered as the window shows it: the title, the deal, the win, every
 * player's tiles, and last the player shown then (@shown). */
static char *
describe_window (MjScorekeeperWindow *window,
                 const char          *shown)
{
  static const char * const rows[] = { "Prevailing wind", "Dealer (East)", "Winner", "Came from", "Given by" };
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%s\n", subtitle (window));
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    g_string_append_printf (text, "%s: %s\n", rows[r], chosen_item (combo (window, rows[r])));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i + 1);

      describe_tiles (window, name, text);
    }
  seat (window, shown);
  g_string_append_printf (text, "%s\n", heading (window));
  return g_string_free (text, FALSE);
}

/* Answers the dialog the window asks with (Finish the Match?) with @response. */
static void
answer_dialog (const char *response)
{
  GList *windows = gtk_window_list_toplevels ();
  AdwMessageDialog *dialog = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      dialog = l->data;
  g_list_free (windows);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  iterate ();
}

/* The first hand of the match: South (P2) goes out on East's (P1) discard, and is recorded. */
static void
record_first_hand (MjScorekeeperWindow *window)
{
  choose_item (combo (window, "Winner"), "P2");
  pick_tiles (window, "RdRdRd GdGdGd 1c1c1c 9c9c9c Ew");
  mode (window, "Winning Tile", FALSE);
  pick (window, MJ_TILE_EAST);
  choose_item (combo (window, "Came from"), "A discard");
  choose_item (combo (window, "Given by"), "P1");
  g_assert_true (scored (window));
  click_button (window, "Record Hand");
}

/* Part of the second hand: a few tiles for three players, an exposed pung, a winner and who
 * gave the tile; West's tiles shown. */
static void
enter_part_of_second_hand (MjScorekeeperWindow *window)
{
  seat (window, "P2");
  mode (window, "Concealed", FALSE);
  pick_tiles (window, "1b1b 5d");
  seat (window, "P4");
  mode (window, "Pung", TRUE);
  pick (window, MJ_TILE_BAMBOO_1 + 8);
  pick (window, MJ_TILE_FLOWER_1 + 2);
  choose_item (combo (window, "Winner"), "P3");
  mode (window, "Concealed", FALSE);
  pick_tiles (window, "WdWd 2c3c4c");
  choose_item (combo (window, "Came from"), "A discard");
  choose_item (combo (window, "Given by"), "P4");
}

/* Begun, a hand recorded, part of the next entered, closed: a save with the right header;
 * continued, the window shows the same hand; finished, the save is gone. */
static void
test_close_and_continue (void)
{
  g_autoptr(MjHistory) history = fresh_history ("close-and-continue");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) saves = NULL;
  g_autoptr(MjHistoryMatch) match = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset ("hong-kong", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *path = NULL;
  g_autoptr(MjSaveInfo) info = NULL;
  MjScorekeeperWindow *window = start_table (history, settings, "hong-kong");
  gint64 match_id = mj_scorekeeper_window_get_match_id (window);

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 860);
  g_assert_cmpint (match_id, >, 0);
  record_first_hand (window);
  enter_part_of_second_hand (window);
  match = mj_history_get_match (history, match_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (match->n_hands, ==, 1);
  g_assert_cmpint (match->balances[1], >, 0);

  before = describe_window (window, "P3");
  g_test_message ("before closing:\n%s", before);
  /* South won and did not deal: the deal passed to South */
  g_assert_nonnull (strstr (before, "Dealer (East): P2\n"));
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-save-before.png");

  /* closed in the middle of the match: kept, its header what a list shows */
  path = close_kept (window);
  info = mj_saves_read_info (path);
  g_assert_no_error (info->problem);
  g_assert_cmpint (info->kind, ==, MJ_SAVE_SCOREKEEPER);
  g_assert_true (g_str_has_prefix (strrchr (path, G_DIR_SEPARATOR), G_DIR_SEPARATOR_S "scorekeeper-"));
  g_assert_cmpint (info->history_match, ==, match_id);
  g_assert_cmpstr (info->ruleset_name, ==, mj_ruleset_get_name (ruleset));
  g_assert_cmpuint (info->hand, ==, 2);
  g_assert_cmpuint (info->prevailing_wind, ==, MJ_WIND_EAST);
  g_assert_cmpint (info->saved, >, 0);
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", s + 1);

      g_assert_cmpstr (info->names[s], ==, name);
      g_assert_cmpint (info->balances[s], ==, match->balances[s]);
    }

  /* continued: the same hand, players, balances and tiles */
  window = continue_match (history, settings, path);
  g_assert_true (page_shown (window, "Clear Hand"));
  g_assert_cmpint (mj_scorekeeper_window_get_match_id (window), ==, match_id);
  g_assert_cmpstr (mj_scorekeeper_window_get_save_path (window), ==, path);
  /* the player whose tiles were shown is shown */
  g_assert_cmpstr (heading (window), ==, "P3, South: Mah Jong");
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-save-continued.png");
  after = describe_window (window, "P3");
  g_assert_cmpstr (after, ==, before);

  /* the balances, as the scores of a drawn hand show them */
  choose_item (combo (window, "Winner"), "Nobody: a drawn hand");
  g_assert_true (scored (window));
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", s + 1);
      g_autofree char *payment = mj_hand_summary_describe_payment (0, match->balances[s]);

      g_assert_cmpstr (shown_payment (window, name), ==, payment);
    }

  /* finished: asked first (tiles are entered), then the match is over and its save gone */
  click_button (window, "Finish Match");
  answer_dialog ("finish");
  g_assert_finalize_object (window);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&match, mj_history_match_free);
  match = mj_history_get_match (history, match_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (match->finished, >, 0);
  g_assert_cmpuint (match->n_hands, ==, 1);
}

/* The window stopped between recording a hand and saving the next (the save still holds the
 * hand just recorded): continued, the history's hand count wins and the next hand is empty. */
static void
test_save_behind_history (void)
{
  g_autoptr(MjHistory) history = fresh_history ("behind");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *kept = NULL;
  g_autofree char *path = NULL;
  MjScorekeeperWindow *window = start_table (history, settings, "hong-kong");

  /* the first hand entered, closed: the save holds it, not recorded */
  choose_item (combo (window, "Winner"), "P2");
  pick_tiles (window, "RdRdRd GdGdGd 1c1c1c 9c9c9c Ew");
  mode (window, "Winning Tile", FALSE);
  pick (window, MJ_TILE_EAST);
  path = close_kept (window);
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));

  /* continued and recorded, then the save put back as it was before */
  window = continue_match (history, settings, path);
  g_assert_true (scored (window));
  click_button (window, "Record Hand");
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  g_assert_true (g_file_set_contents (path, kept, -1, NULL));

  window = continue_match (history, settings, path);
  g_assert_true (g_str_has_suffix (subtitle (window), " · Hand 2"));
  g_assert_cmpstr (chosen_item (combo (window, "Winner")), ==, "Nobody: a drawn hand");
  g_assert_cmpstr (chosen_item (combo (window, "Dealer (East)")), ==, "P2");
  g_assert_cmpuint (n_placed (window, "concealed-tiles"), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* A window closed before its match begins leaves no save; a window without a history keeps
 * none either (there is nothing to continue it from). */
static void
test_nothing_to_keep (void)
{
  g_autoptr(MjHistory) history = fresh_history ("nothing");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) saves = NULL;
  MjScorekeeperWindow *window = mj_scorekeeper_window_new (NULL, history, settings);

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  g_assert_true (page_shown (window, "Start"));
  g_assert_null (mj_scorekeeper_window_get_save_path (window));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);

  window = start_table (NULL, settings, "bmja");
  pick_tiles (window, "1c2c3c");
  g_assert_null (mj_scorekeeper_window_get_save_path (window));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  g_clear_pointer (&saves, g_ptr_array_unref);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);
}

/* Tries to continue @path: refused with @code of @domain (any error if @domain is 0) and
 * @said, the file moved into kept-aside whole, the history as it was. */
static void
assert_kept_aside (MjHistory  *history,
                   const char *path,
                   GQuark      domain,
                   int         code,
                   const char *said)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *aside = g_build_filename (dir, "kept-aside", base, NULL);
  g_autofree char *was = history_state (history);
  g_autofree char *is = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_null (mj_scorekeeper_window_new_continued (NULL, history, settings, path, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (error);
  if (domain != 0)
    g_assert_error (error, domain, code);
  g_assert_true (g_str_has_prefix (error->message, said));
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, text);
  g_assert_null (find_toplevel (MJ_TYPE_SCOREKEEPER_WINDOW));
  is = history_state (history);
  g_assert_cmpstr (is, ==, was);
}

/* A save that cannot be continued is never deleted: moved aside, said why, the history
 * untouched. */
static void
test_unreadable (void)
{
  g_autoptr(MjHistory) history = fresh_history ("unreadable");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) saves = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autofree char *damaged = g_build_filename (dir, "scorekeeper-damaged.json", NULL);
  g_autofree char *newer = g_build_filename (dir, "scorekeeper-newer.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "scorekeeper-missing.json", NULL);
  g_autofree char *finished = NULL;
  MjScorekeeperWindow *window;
  gint64 match_id;

  /* a match with a hand, kept, then finished elsewhere */
  window = start_table (history, settings, "hong-kong");
  match_id = mj_scorekeeper_window_get_match_id (window);
  record_first_hand (window);
  finished = close_kept (window);
  g_assert_true (mj_history_finish_match (history, match_id, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_set_contents (damaged, "{ \"format\": 1, \"kind\": \"scorekeeper\", \"saved\": ",
                                     -1, NULL));
  g_assert_true (g_file_set_contents (newer, "{ \"format\": 99, \"kind\": \"scorekeeper\" }", -1, NULL));

  assert_kept_aside (history, damaged, 0, 0, DAMAGED);
  assert_kept_aside (history, newer, MJ_ERROR, MJ_ERROR_VERSION, NOT_CONTINUED);
  assert_kept_aside (history, finished, MJ_ERROR, MJ_ERROR_NOT_FOUND, NOT_CONTINUED);

  /* a file that is not there: said, nothing moved */
  g_assert_null (mj_scorekeeper_window_new_continued (NULL, history, settings, missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  saves = list_saves ();
  g_assert_cmpuint (saves->len, ==, 0);
}

typedef struct
{
  const char *path;
  guint       seat;
  guint       tiles;
} SavedTiles;

/* Whether the save on the disk holds @tiles tiles for @seat. */
static gboolean
saved_tiles (gpointer data)
{
  const SavedTiles *want = data;
  MjScorekeeperSave save;
  gboolean holds = mj_scorekeeper_save_load (want->path, &save, NULL) &&
                   mj_hand_tile_count (&save.seats[want->seat]) == want->tiles;

  mj_scorekeeper_save_clear (&save);
  return holds;
}

static gboolean
is_dismiss_button (GtkWidget    *widget,
                   gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), data) == 0;
}

static gboolean
shows_save_failure (gpointer window)
{
  return shows_label_containing (window, NOT_SAVED);
}

static gboolean
shows_recovery (gpointer window)
{
  return shows_label (window, "The match is saved again");
}

/* A disk that refuses: said once, the save before kept whole, entering goes on; said again
 * once saving works. */
static void
test_write_fault (void)
{
  g_autoptr(MjHistory) history = fresh_history ("write-fault");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GError) full = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOSPC, "No space left on device");
  MjScorekeeperWindow *window = start_table (history, settings, "bmja");
  SavedTiles want = { mj_scorekeeper_window_get_save_path (window), 0, 1 };
  GtkWidget *toast;

  g_assert_nonnull (want.path);
  pick (window, MJ_TILE_CHARACTERS_1);
  mj_test_wait_until (saved_tiles, &want, DEADLINE_S, "the first tile to be saved");

  _mj_saves_set_write_fault (full);
  pick_tiles (window, "2c3c4c");
  mj_test_wait_until (shows_save_failure, window, DEADLINE_S, "the failure to be told");
  pick_tiles (window, "5c6c");
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_CHARACTERS_1 + 5), ==, 1);
  g_assert_cmpuint (gui_test_count (GTK_WIDGET (window), gui_test_is_label_containing, NOT_SAVED), ==, 1);
  save_screenshot (GTK_WIDGET (window), "screenshot-scorekeeper-save-failed.png");

  /* told once: dismissed, no second toast follows it */
  toast = gui_test_find (GTK_WIDGET (window), gui_test_is_type,
                         GSIZE_TO_POINTER (g_type_from_name ("AdwToastWidget")));
  g_assert_nonnull (toast);
  click (found (gui_test_find (toast, is_dismiss_button, "window-close-symbolic")));
  iterate ();
  g_assert_false (shows_save_failure (window));
  /* the save before is whole */
  g_assert_true (saved_tiles (&want));

  _mj_saves_set_write_fault (NULL);
  pick (window, MJ_TILE_CHARACTERS_1 + 6);
  want.tiles = 7;
  mj_test_wait_until (saved_tiles, &want, DEADLINE_S, "the tiles to be saved once the disk mends");
  mj_test_wait_until (shows_recovery, window, DEADLINE_S, "the saving again to be told");

  gtk_window_close (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* The application's action: the table window's history, the window not opened twice, and a
 * save that cannot be continued told on the table window. */
static void
test_continue_action (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = mj_saves_get_default_dir ();
  g_autofree char *damaged = g_build_filename (dir, "scorekeeper-damaged.json", NULL);
  g_autofree char *path = NULL;
  MjWindow *table = gui_test_game_window (app, 1024, 700);
  MjScorekeeperWindow *window;
  GList *windows;
  guint n = 0;

  gui_test_remove_tree (dir);
  window = start_table (mj_window_get_history (table), settings, "bmja");
  pick_tiles (window, "1c2c3c");
  path = close_kept (window);

  g_action_group_activate_action (G_ACTION_GROUP (app), "continue", g_variant_new_string (path));
  g_action_group_activate_action (G_ACTION_GROUP (app), "continue", g_variant_new_string (path));
  iterate ();
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (MJ_IS_SCOREKEEPER_WINDOW (l->data))
      {
        window = l->data;
        n++;
      }
  g_list_free (windows);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (mj_scorekeeper_window_get_save_path (window), ==, path);
  g_assert_cmpuint (placed (window, "concealed-tiles", MJ_TILE_CHARACTERS_1 + 2), ==, 1);
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);

  g_assert_true (g_file_set_contents (damaged, "{", -1, NULL));
  g_action_group_activate_action (G_ACTION_GROUP (app), "continue", g_variant_new_string (damaged));
  iterate ();
  g_assert_null (find_toplevel (MJ_TYPE_SCOREKEEPER_WINDOW));
  g_assert_true (shows_label_containing (GTK_WIDGET (table), "kept-aside"));

  gui_test_close_game_window (table, settings);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  app = gui_test_application_new ();

  g_test_add_func ("/gui/scorekeeper-save/close-and-continue", test_close_and_continue);
  g_test_add_func ("/gui/scorekeeper-save/save-behind-history", test_save_behind_history);
  g_test_add_func ("/gui/scorekeeper-save/nothing-to-keep", test_nothing_to_keep);
  g_test_add_func ("/gui/scorekeeper-save/unreadable", test_unreadable);
  g_test_add_func ("/gui/scorekeeper-save/write-fault", test_write_fault);
  g_test_add_func ("/gui/scorekeeper-save/continue-action", test_continue_action);

  ret = g_test_run ();
  g_clear_object (&app);
  gui_test_remove_tree (data_home);
  g_free (data_home);
  return ret;
}
