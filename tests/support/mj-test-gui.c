/* mj-test-gui.c: what the tests of the windows share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Linked by the tests of the gui suite (tests/support/meson.build).
 */

#define G_LOG_DOMAIN "mj-test"

#include "config.h"

#include "mj-test-gui.h"

#include "mj-lesson-drill.h"

/* The windows write the score history and the family's rulesets under the user data
 * folder: each test run gets a fresh one, removed at the end. gtk_test_init() does not
 * pass G_TEST_OPTION_ISOLATE_DIRS on, so this is done by hand, before GLib caches the
 * folder. */
static char *
isolate_data (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("mahjong-table-test-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

void
gui_test_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          gui_test_remove_tree (child);
        }
      g_dir_close (dir);
    }
  g_remove (path);
}

/* Starts GTK and libadwaita for a test program, in a data folder of its own (returned, to
 * remove at the end); without @animations no transition runs, so that screenshots show
 * where things are, not a cross-fade. */
char *
gui_test_init (int       *argc,
               char    ***argv,
               gboolean   animations)
{
  char *data_home = isolate_data ();

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", animations, NULL);
  return data_home;
}

/* The application the test's windows belong to, registered on its own. */
MjApplication *
gui_test_application_new (void)
{
  g_autoptr(GError) error = NULL;
  MjApplication *app = mj_application_new ();

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  return app;
}

/* The window's match, or NULL before one starts. */
MjMatch *
gui_test_match (MjWindow *window)
{
  MjTableSession *session = mj_window_get_session (window);

  return session != NULL ? mj_table_session_get_match (session) : NULL;
}

/* The person whose rack the table shows. */
MjHumanPlayer *
gui_test_human (MjWindow *window)
{
  MjTableSession *session = mj_window_get_session (window);

  if (session == NULL)
    return NULL;
  return mj_table_session_get_person (session, mj_table_view_get_human_seat (gui_test_table (window)));
}

/* The seat of the person the session asks, or MJ_TABLE_SESSION_NO_SEAT. */
guint
gui_test_asking (MjWindow *window)
{
  MjTableSession *session = mj_window_get_session (window);
  guint seat = MJ_TABLE_SESSION_NO_SEAT;

  if (session == NULL || mj_table_session_get_asked (session, &seat) == NULL)
    return MJ_TABLE_SESSION_NO_SEAT;
  return seat;
}

/* The table the window shows. */
MjTableView *
gui_test_table (MjWindow *window)
{
  GtkWidget *table = find_type (GTK_WIDGET (window), MJ_TYPE_TABLE_VIEW);

  g_assert_nonnull (table);
  return MJ_TABLE_VIEW (table);
}

/* The bar under the table where the person decides. */
MjActionBar *
gui_test_action_bar (MjWindow *window)
{
  GtkWidget *bar = find_type (GTK_WIDGET (window), MJ_TYPE_ACTION_BAR);

  g_assert_nonnull (bar);
  return MJ_ACTION_BAR (bar);
}

/* Runs the main loop until nothing is pending. */
void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Saves what @widget shows, its window background included, as a PNG in the build folder
 * for a person to look at. */
void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  GskRenderer *renderer;
  int w, h;

  iterate ();
  gtk_test_widget_wait_for_draw (widget);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  paintable = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static gboolean
is_action_button (GtkWidget    *widget,
                  gconstpointer kind)
{
  const MjAction *a = g_object_get_data (G_OBJECT (widget), "mj-action");

  return GTK_IS_BUTTON (widget) && a != NULL && a->kind == (MjActionKind) GPOINTER_TO_INT (kind);
}

/* The button under @widget (the window's action bar) that answers with @kind, or NULL. */
GtkWidget *
find_button_with_action (GtkWidget   *widget,
                         MjActionKind kind)
{
  return gui_test_find (widget, is_action_button, GINT_TO_POINTER (kind));
}

/* Finding widgets: the first in a tree, the tree's root included, that @match accepts. */
GtkWidget *
gui_test_find (GtkWidget     *root,
               GuiTestMatch   match,
               gconstpointer  data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gui_test_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
gui_test_is_named (GtkWidget    *widget,
                   gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

gboolean
gui_test_is_type (GtkWidget    *widget,
                  gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, (GType) GPOINTER_TO_SIZE (type));
}

gboolean
gui_test_is_label (GtkWidget    *widget,
                   gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* A label that says @text, among other words. */
gboolean
gui_test_is_label_containing (GtkWidget    *widget,
                              gconstpointer text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

/* Whether @text reads @wanted: as written ("_Record Hand") or, where its underlines mark
 * mnemonics, as shown ("Record Hand"). */
static gboolean
reads (const char *text,
       gboolean    use_underline,
       const char *wanted)
{
  g_autoptr(GString) shown = NULL;

  if (text == NULL || wanted == NULL)
    return FALSE;
  if (g_str_equal (text, wanted))
    return TRUE;
  if (!use_underline)
    return FALSE;
  shown = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p++)
    {
      /* "_x" shows x, "__" an underscore */
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (shown, *p);
    }
  return g_str_equal (shown->str, wanted);
}

/* A button (a toggle or a check button too) whose label reads @label. */
gboolean
gui_test_is_button (GtkWidget    *widget,
                    gconstpointer label)
{
  if (GTK_IS_BUTTON (widget))
    return reads (gtk_button_get_label (GTK_BUTTON (widget)), gtk_button_get_use_underline (GTK_BUTTON (widget)),
                  label);
  if (GTK_IS_CHECK_BUTTON (widget))
    return reads (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)),
                  gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget)), label);
  return FALSE;
}

/* A preferences row (an action, combo, entry or expander row) whose title reads @title. */
gboolean
gui_test_is_row (GtkWidget    *widget,
                 gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         reads (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (widget)), title);
}

gboolean
gui_test_has_tooltip (GtkWidget    *widget,
                      gconstpointer text)
{
  return g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0;
}

/* How many widgets of a tree, the tree's root included, @match accepts. */
guint
gui_test_count (GtkWidget     *root,
                GuiTestMatch   match,
                gconstpointer  data)
{
  guint n = match (root, data) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += gui_test_count (child, match, data);
  return n;
}

/* The button whose label reads @label, or NULL. */
GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  return gui_test_find (root, gui_test_is_button, label);
}

/* The preferences row titled @title, or NULL. */
GtkWidget *
find_row (GtkWidget  *root,
          const char *title)
{
  return gui_test_find (root, gui_test_is_row, title);
}

/* The widget named @name (gtk_widget_set_name), or NULL. */
GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  return gui_test_find (root, gui_test_is_named, name);
}

/* The first widget of @type, or NULL. */
GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  return gui_test_find (root, gui_test_is_type, GSIZE_TO_POINTER (type));
}

/* Whether a label under @root reads @text. */
gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  return gui_test_find (root, gui_test_is_label, text) != NULL;
}

/* Whether a label under @root says @text, among other words. */
gboolean
shows_label_containing (GtkWidget  *root,
                        const char *text)
{
  return gui_test_find (root, gui_test_is_label_containing, text) != NULL;
}

/* Every widget of @type under @root, in the order of the tree. */
void
collect (GtkWidget *root,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* The last visible window of @type, or NULL. */
GtkWindow *
find_toplevel (GType type)
{
  GList *windows = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (windows);
  return found;
}

void
destroy_toplevels (GType type)
{
  GtkWindow *window;

  while ((window = find_toplevel (type)) != NULL)
    gtk_window_destroy (window);
  iterate ();
}

/* Chooses the item of @row that reads @item, as a person picks it from the list. */
void
choose_item (AdwComboRow *row,
             const char  *item)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) string = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (string), item))
        {
          adw_combo_row_set_selected (row, i);
          iterate ();
          return;
        }
    }
  g_error ("The row “%s” offers no “%s”", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), item);
}

/* What @row shows chosen, or NULL. */
const char *
chosen_item (AdwComboRow *row)
{
  GObject *selected = adw_combo_row_get_selected_item (row);

  return GTK_IS_STRING_OBJECT (selected) ? gtk_string_object_get_string (GTK_STRING_OBJECT (selected)) : NULL;
}

/* The computer players move at once and no claim waits for a timer: a whole hand plays in
 * a test. gui_test_close_game_window() puts the settings back. */
void
gui_test_instant_play (GSettings *settings)
{
  g_settings_set_enum (settings, "animation-speed", 0);
  g_settings_set_int (settings, "claim-timer", 0);
}

/* Closes a game window the test opened with its summaries and dialogs, checks that nothing
 * keeps it alive, and undoes gui_test_instant_play(). */
void
gui_test_close_game_window (MjWindow  *window,
                            GSettings *settings)
{
  destroy_toplevels (MJ_TYPE_HAND_SUMMARY);
  destroy_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "claim-timer");
}

/* Saves the family's own rules @id, named @name: the BMJA preset with the Goulash. */
void
gui_test_save_goulash_rules (const char *id,
                             const char *name)
{
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  g_autoptr(MjRuleset) preset = mj_ruleset_new_preset ("bmja", NULL);
  g_autoptr(MjRuleset) rules = mj_ruleset_copy (preset);
  g_autoptr(GError) error = NULL;

  mj_ruleset_set_id (rules, id);
  mj_ruleset_set_name (rules, name);
  mj_ruleset_set (rules, MJ_PARAM_GOULASH, 1);
  g_assert_true (mj_ruleset_store_save (store, rules, &error));
  g_assert_no_error (error);
}

static gboolean
history_opened (gpointer window)
{
  return mj_window_get_history (window) != NULL;
}

/* Waits for @window's score history, which opens in the background. */
void
gui_test_wait_for_history (MjWindow *window)
{
  mj_test_wait_until (history_opened, window, 10, "the game window's score history to open");
}

/* A game window of @width × @height, shown, with its score history open (it opens in the
 * background, in the test's own data folder). The caller holds a reference. */
MjWindow *
gui_test_game_window (MjApplication *app,
                      int            width,
                      int            height)
{
  MjWindow *window = mj_window_new (app);

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gui_test_wait_for_history (window);
  return window;
}

/* Selects in the rack the tile whose discard leaves the person's hand furthest from ready,
 * by the rules played: a bad discard on purpose, for the coach and the review to judge. */
void
gui_test_select_worst_discard (MjWindow *window)
{
  MjTableView *table = gui_test_table (window);
  const MjSeatView *view = mj_human_player_get_view (gui_test_human (window));
  MjDiscardWeight weights[MJ_DRILL_MAX_WEIGHTS];
  const MjDiscardWeight *worst = NULL;
  MjHand hand;
  guint n = 0;

  mj_seat_view_own_hand (view, &hand);
  mj_drill_weigh_discards (mj_table_session_get_ruleset (mj_window_get_session (window)), &hand, weights, &n);
  for (guint i = 0; i < n; i++)
    if (worst == NULL || weights[i].shanten > worst->shanten)
      worst = &weights[i];
  g_assert_nonnull (worst);
  mj_table_view_get_rack_tile (table, 0, &n);
  for (guint i = 0; i < n; i++)
    if (mj_table_view_get_rack_tile (table, i, &n) == worst->tile)
      mj_table_view_set_selected (table, (int) i);
}

/* Answers the person's decision @d as a patient player does, through the window's own
 * controls: on a turn the tile the table has selected is discarded (in a Goulash exchange,
 * set aside), a claim is passed with the claim bar's button. */
void
gui_test_answer (MjWindow         *window,
                 const MjDecision *d)
{
  if (d->kind == MJ_DECISION_TURN || d->kind == MJ_DECISION_EXCHANGE)
    {
      MjTableView *table = gui_test_table (window);
      guint n;

      g_signal_emit_by_name (table, "tile-activated",
                             (guint) mj_table_view_get_rack_tile (table, (guint) mj_table_view_get_selected (table), &n));
    }
  else
    {
      GtkWidget *pass = find_button (GTK_WIDGET (gui_test_action_bar (window)), "Pass");

      g_assert_nonnull (pass);
      g_signal_emit_by_name (pass, "clicked");
    }
}

/* Plays the person's seat with gui_test_answer() until a hand's summary shows. @seen, if
 * given, is shown every decision first. Returns the summary, left open. */
MjHandSummary *
gui_test_play_to_summary (MjWindow    *window,
                          GuiTestSeen  seen,
                          gpointer     data)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (20, "a hand to be played to its summary");

  for (;;)
    {
      MjHandSummary *summary;
      const MjDecision *d;

      mj_test_deadline_check (deadline);
      iterate ();
      summary = (MjHandSummary *) find_toplevel (MJ_TYPE_HAND_SUMMARY);
      if (summary != NULL)
        return summary;

      d = gui_test_human (window) != NULL ? mj_human_player_get_decision (gui_test_human (window)) : NULL;
      if (d == NULL)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (seen != NULL)
        seen (d, data);
      gui_test_answer (window, d);
    }
}
