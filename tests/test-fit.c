/* test-fit.c: in each language, nothing the game shows is cut off or overflows at 1024×720
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run once per language (LANGUAGE, with MJ_LOCALEDIR the build's catalogues): the front
 * page, New Game, the table in a match, Preferences, Learn to Play, the hand's summary and
 * its review are opened at 1024×720, and for each:
 *  - the window fits: its smallest size is no larger than 1024×720;
 *  - no label shown is shortened with an ellipsis or given less room than its text needs;
 *  - no label shown is left in English where the language's catalogue translates it;
 *  - every character of every label is drawn: no glyph is missing (the Chinese need the CJK
 *    fonts build-aux/dev installs).
 * A screenshot of each is kept as screenshot-fit-LANG-WHAT.png in the build's tests folder,
 * and one of the table some turns into the hand at 1280×900, screenshot-table-1280x900-LANG.png
 * (data/screenshots has them for the metainfo).
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "mj-learn-window.h"
#include "mj-new-game-dialog.h"
#include "mj-preferences-window.h"
#include "mj-review-window.h"
#include "mj-rules-window.h"
#include "mj-table-legend.h"
#include "mj-table-session.h"
#include "mj-test-gui.h"

#define WIDTH  1024
#define HEIGHT 720

static MjApplication *app;
static const char *language;
/* the language's catalogue: each English message (its mnemonic's underscore left out) and
 * its translation, to find words left in English */
static GHashTable *english;

/* A quoted po string's text, escapes undone. */
static void
append_quoted (GString    *out,
               const char *line)
{
  const char *p = strchr (line, '"');

  for (p = p != NULL ? p + 1 : ""; *p != '\0' && *p != '"'; p++)
    {
      if (*p == '\\' && p[1] != '\0')
        {
          p++;
          g_string_append_c (out, *p == 'n' ? '\n' : *p == 't' ? '\t' : *p);
        }
      else
        g_string_append_c (out, *p);
    }
}

static void
keep_message (GHashTable *table,
              GString    *id,
              GString    *str)
{
  g_autoptr(GString) plain = g_string_new (id->str);

  g_string_replace (plain, "_", "", 0);
  if (id->len > 0 && str->len > 0)
    g_hash_table_replace (table, g_strdup (plain->str), g_strdup (str->str));
}

/* The English messages of po/LANGUAGE.po (one form each; plurals and contexts as they come),
 * each with its translation. */
static GHashTable *
read_catalogue (const char *path)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) id = g_string_new (NULL);
  g_autoptr(GString) str = g_string_new (NULL);
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GString *into = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    g_error ("cannot read %s", path);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];

      if (g_str_has_prefix (l, "msgid "))
        {
          keep_message (table, id, str);
          g_string_truncate (id, 0);
          g_string_truncate (str, 0);
          into = id;
        }
      else if (g_str_has_prefix (l, "msgid_plural "))
        into = NULL;
      else if (g_str_has_prefix (l, "msgstr ") || g_str_has_prefix (l, "msgstr[0] "))
        into = str;
      else if (g_str_has_prefix (l, "msgstr["))
        into = NULL;
      else if (l[0] != '"')
        continue;
      if (into != NULL)
        append_quoted (into, l);
    }
  keep_message (table, id, str);
  return table;
}

/* What does not fit: a line per problem. */
static guint
check_labels (GtkWidget *widget,
              GString   *problems)
{
  guint checked = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      PangoRectangle logical;

      /* the text as laid out, against the room the label was given for it */
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      const char *translation = english != NULL ? g_hash_table_lookup (english, text) : NULL;

      if (translation != NULL && strcmp (translation, text) != 0)
        g_string_append_printf (problems, "  in English: “%s”\n", text);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      if (pango_layout_get_unknown_glyphs_count (layout) > 0)
        g_string_append_printf (problems, "  glyphs missing: “%s”\n", text);
      if (pango_layout_is_ellipsized (layout))
        g_string_append_printf (problems, "  cut off: “%s”\n", gtk_label_get_text (GTK_LABEL (widget)));
      else if (logical.width > gtk_widget_get_width (widget) + 1)
        g_string_append_printf (problems, "  overflows (%d px for %d): “%s”\n", gtk_widget_get_width (widget),
                                logical.width, gtk_label_get_text (GTK_LABEL (widget)));
      checked++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    checked += check_labels (c, problems);
  return checked;
}

static void
check_fits (GtkWidget  *window,
            const char *what)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autofree char *shot = g_strdup_printf ("screenshot-fit-%s-%s.png", language, what);
  int min_w = 0, min_h = 0;
  guint n;

  /* drawn first: the fonts a language needs are found as it is drawn */
  save_screenshot (window, shot);
  gtk_widget_queue_resize (window);
  save_screenshot (window, shot);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, WIDTH, &min_h, NULL, NULL, NULL);
  if (min_w > WIDTH || min_h > HEIGHT)
    g_string_append_printf (problems, "  the window needs %d×%d\n", min_w, min_h);
  n = check_labels (window, problems);
  g_test_message ("%s, %s: %u labels shown, the window at least %d×%d", language, what, n, min_w, min_h);
  g_assert_cmpuint (n, >, 0);
  if (problems->len > 0)
    g_error ("%s, %s, at %d×%d:\n%s", language, what, WIDTH, HEIGHT, problems->str);
}

static GtkWindow *
open_toplevel (const char *action,
               GType       type)
{
  GtkWindow *w;

  g_action_group_activate_action (G_ACTION_GROUP (app), action, NULL);
  iterate ();
  w = find_toplevel (type);
  g_assert_nonnull (w);
  gtk_window_set_default_size (w, MIN (gtk_widget_get_width (GTK_WIDGET (w)), WIDTH),
                               MIN (gtk_widget_get_height (GTK_WIDGET (w)), HEIGHT));
  iterate ();
  return w;
}

/* The hand played out, or @turns of the person's turns of it: the selected tile discarded
 * each turn, every claim passed (through the session: the claim bar's words are the
 * language's). */
static MjHandSummary *
play_out (MjWindow *window,
          guint     turns)
{
  g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (30, "a hand to be played to its summary");
  guint played = 0;

  for (;;)
    {
      MjHandSummary *summary;
      const MjDecision *d;
      MjAction pass = mj_action_make (MJ_ACTION_PASS, MJ_TILE_NONE, 0);

      mj_test_deadline_check (deadline);
      iterate ();
      summary = (MjHandSummary *) find_toplevel (MJ_TYPE_HAND_SUMMARY);
      if (summary != NULL)
        return summary;
      d = mj_human_player_get_decision (gui_test_human (window));
      if (d == NULL)
        g_main_context_iteration (NULL, TRUE);
      else if (d->kind == MJ_DECISION_TURN && played == turns)
        return NULL;
      else if (d->kind == MJ_DECISION_TURN || d->kind == MJ_DECISION_EXCHANGE)
        {
          played += d->kind == MJ_DECISION_TURN;
          gui_test_answer (window, d);
        }
      else
        mj_table_session_answer (mj_window_get_session (window), mj_decision_contains (d, &pass) ? &pass : &d->actions[0]);
    }
}

static void
test_fit (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  GtkWindow *w;
  MjHandSummary *summary;
  GtkWidget *button;

  gui_test_instant_play (settings);
  g_settings_set_string (settings, "player-name", "Alex");
  window = gui_test_game_window (app, WIDTH, HEIGHT);
  check_fits (GTK_WIDGET (window), "front");

  w = open_toplevel ("new-game", MJ_TYPE_NEW_GAME_DIALOG);
  check_fits (GTK_WIDGET (w), "new-game");
  gtk_window_destroy (w);

  w = open_toplevel ("preferences", MJ_TYPE_PREFERENCES_WINDOW);
  check_fits (GTK_WIDGET (w), "preferences");
  gtk_window_destroy (w);

  w = open_toplevel ("learn", MJ_TYPE_LEARN_WINDOW);
  check_fits (GTK_WIDGET (w), "learn");
  gtk_window_destroy (w);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL);
  iterate ();
  w = find_toplevel (MJ_TYPE_RULES_WINDOW);
  g_assert_nonnull (w);
  check_fits (GTK_WIDGET (w), "rules");
  gtk_window_destroy (w);

  /* a match of the British game: the table, the summary, the review */
  mj_window_start_match (window, "bmja", 3);
  {
    g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (20, "the person's first turn");

    while (mj_human_player_get_decision (gui_test_human (window)) == NULL)
      {
        mj_test_deadline_check (deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  check_fits (GTK_WIDGET (window), "table");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.legend", NULL);
  iterate ();
  w = find_toplevel (MJ_TYPE_TABLE_LEGEND);
  g_assert_nonnull (w);
  check_fits (GTK_WIDGET (w), "legend");
  gtk_window_destroy (w);

  /* the table some turns on, as the metainfo shows it in each language */
  g_assert_null (play_out (window, 6));
  {
    g_autofree char *shot = g_strdup_printf ("screenshot-table-1280x900-%s.png", language);
    g_autoptr(MjTestDeadline) deadline = mj_test_deadline_new (10, "the window at 1280×900");

    gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
    while (gtk_widget_get_width (GTK_WIDGET (window)) < 1280 - 20)
      {
        mj_test_deadline_check (deadline);
        g_main_context_iteration (NULL, TRUE);
      }
    save_screenshot (GTK_WIDGET (window), shot);
    gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
    iterate ();
  }
  summary = play_out (window, G_MAXUINT);
  check_fits (GTK_WIDGET (summary), "summary");
  button = find_named (GTK_WIDGET (summary), "review-button");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  w = find_toplevel (MJ_TYPE_REVIEW_WINDOW);
  g_assert_nonnull (w);
  gtk_window_set_default_size (w, WIDTH, HEIGHT);
  check_fits (GTK_WIDGET (w), "review");
  gtk_window_destroy (w);
  gtk_window_destroy (GTK_WINDOW (summary));
  g_settings_reset (settings, "player-name");
  gui_test_close_game_window (window, settings);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  g_autofree char *path = NULL;
  const char *localedir = g_getenv ("MJ_LOCALEDIR");
  int ret;

  data_home = gui_test_init (&argc, &argv, FALSE);
  /* the language asked for, from the build's catalogues */
  language = g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "C";
  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* as the game's main() does: the windows' templates are read in the default domain */
  textdomain (GETTEXT_PACKAGE);
  if (g_strcmp0 (language, "C") != 0)
    {
      g_autofree char *po = g_build_filename (g_getenv ("MJ_SOURCE_ROOT"), "po", language, NULL);
      g_autofree char *file = g_strconcat (po, ".po", NULL);

      english = read_catalogue (file);
    }
  app = gui_test_application_new ();

  path = g_strdup_printf ("/gui/fit/%s", language);
  g_test_add_func (path, test_fit);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  g_clear_object (&app);
  g_clear_pointer (&english, g_hash_table_unref);
  return ret;
}
