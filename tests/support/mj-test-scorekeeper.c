/* mj-test-scorekeeper.c: driving the window of Score a Game at the Table as a person does
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Linked by the tests of the gui suite (tests/support/meson.build): buttons by their labels,
 * rows by their titles, the places the window shows tiles and scores in by their names.
 */

#define G_LOG_DOMAIN "mj-test"

#include "config.h"

#include "mj-test-scorekeeper.h"

void
click (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_signal_emit_by_name (widget, "clicked");
  iterate ();
}

/* The button labelled @label, clicked. */
void
click_button (MjScorekeeperWindow *window,
              const char          *label)
{
  click (find_button (GTK_WIDGET (window), label));
}

/* @widget, which the test needs to have found. */
GtkWidget *
found (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  return widget;
}

/* The widget named @name (the places the window shows tiles and scores in). */
GtkWidget *
named (MjScorekeeperWindow *window,
       const char          *name)
{
  return found (find_named (GTK_WIDGET (window), name));
}

/* The row titled @title. */
GtkWidget *
row (MjScorekeeperWindow *window,
     const char          *title)
{
  return found (find_row (GTK_WIDGET (window), title));
}

AdwComboRow *
combo (MjScorekeeperWindow *window,
       const char          *title)
{
  return ADW_COMBO_ROW (row (window, title));
}

/* The switch of the row titled @title. */
GtkSwitch *
row_switch (MjScorekeeperWindow *window,
            const char          *title)
{
  return GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row (window, title))));
}

/* Whether the page with the button labelled @label is the one on the screen. */
gboolean
page_shown (MjScorekeeperWindow *window,
            const char          *label)
{
  return gtk_widget_get_mapped (found (find_button (GTK_WIDGET (window), label)));
}

MjTilePicker *
palette (MjScorekeeperWindow *window)
{
  return MJ_TILE_PICKER (found (find_type (GTK_WIDGET (window), MJ_TYPE_TILE_PICKER)));
}

/* A tile from the palette, as a click on its button. */
void
pick (MjScorekeeperWindow *window,
      MjTile               tile)
{
  click (mj_tile_picker_get_button (palette (window), tile));
}

/* Tiles from the palette, written as mj_tiles_parse() reads them ("1c1c1c EwEw"). */
void
pick_tiles (MjScorekeeperWindow *window,
            const char          *text)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;

  g_assert_true (mj_tiles_parse (text, tiles, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < tiles->len; i++)
    pick (window, g_array_index (tiles, MjTile, i));
}

/* The heading over the tiles shown: the player, the seat's wind, and "Mah Jong" for the
 * winner ("Anna, East: Mah Jong"). */
const char *
heading (MjScorekeeperWindow *window)
{
  return gtk_label_get_label (GTK_LABEL (named (window, "seat-heading")));
}

/* What the title bar says under the title: the ruleset and the number of the hand entered
 * ("British Mah-Jong Association · Hand 2"). */
const char *
subtitle (MjScorekeeperWindow *window)
{
  GtkWidget *title = find_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

/* A player's button above the tiles, its label the name and the seat's wind ("Anna (East)"). */
static gboolean
is_player_button (GtkWidget    *widget,
                  gconstpointer name)
{
  const char *label = GTK_IS_TOGGLE_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL;

  return label != NULL && g_str_has_prefix (label, name) && g_str_has_prefix (label + strlen (name), " (");
}

/* The player named @name chosen above the tiles: theirs are the tiles shown. */
void
seat (MjScorekeeperWindow *window,
      const char          *name)
{
  GtkWidget *button = gui_test_find (GTK_WIDGET (window), is_player_button, name);
  g_autofree char *shown = g_strdup_printf ("%s, ", name);

  click (button);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_true (g_str_has_prefix (heading (window), shown));
}

/* What the tiles picked are added as ("Pung"), exposed or not. */
void
mode (MjScorekeeperWindow *window,
      const char          *as,
      gboolean             exposed)
{
  GtkWidget *button = find_button (GTK_WIDGET (window), as);

  click (button);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find_button (GTK_WIDGET (window), "Exposed")), exposed);
  iterate ();
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
}

/* How many of @tile the place named @box shows for the player shown: a button a tile,
 * which its tooltip names. */
guint
placed (MjScorekeeperWindow *window,
        const char          *box,
        MjTile               tile)
{
  const char *name = mj_tile_get_name (tile);
  g_autofree char *plain = g_strdup_printf ("%s: click to remove", name);
  g_autofree char *winning = g_strdup_printf ("%s, the winning tile: click to remove", name);

  return gui_test_count (named (window, box), gui_test_has_tooltip, plain) +
         gui_test_count (named (window, box), gui_test_has_tooltip, winning);
}

/* How many tiles or sets the place named @box shows for the player shown. */
guint
n_placed (MjScorekeeperWindow *window,
          const char          *box)
{
  return gui_test_count (named (window, box), gui_test_is_type, GSIZE_TO_POINTER (GTK_TYPE_BUTTON));
}

/* Whether the hand is scored: its scores shown, and no message saying why it cannot be. */
gboolean
scored (MjScorekeeperWindow *window)
{
  gboolean shown = gtk_widget_get_visible (named (window, "scores"));

  g_assert_cmpint (gtk_widget_get_visible (named (window, "message")), ==, !shown);
  return shown;
}

/* The score box's line @n (0: the heading) of the player named @name's score, which begins
 * with their heading ("Anna, East: Mah Jong") and the total beside it. */
const char *
score_line (MjScorekeeperWindow *window,
            const char          *name,
            guint                n)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *prefix = g_strdup_printf ("%s, ", name);

  collect (named (window, "scores"), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i + n < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_label (labels->pdata[i]), prefix))
      return gtk_label_get_label (labels->pdata[i + n]);
  return NULL;
}

/* The total beside the player named @name. */
const char *
shown_total (MjScorekeeperWindow *window,
             const char          *name)
{
  return score_line (window, name, 1);
}

/* What the player named @name pays or receives, and their balance then, as the line under
 * their score says it ("Receives 16; now 16"). */
const char *
shown_payment (MjScorekeeperWindow *window,
               const char          *name)
{
  const char *line;

  for (guint n = 1; (line = score_line (window, name, n)) != NULL; n++)
    if (g_str_has_prefix (line, "Receives ") || g_str_has_prefix (line, "Pays "))
      return line;
  return NULL;
}

/* A ruleset of the start page, by id: the row lists them by name. */
void
choose_ruleset (MjScorekeeperWindow *window,
                const char          *id)
{
  g_autoptr(MjRulesetStore) store = mj_ruleset_store_new (NULL);
  const MjRulesetEntry *entry = mj_ruleset_store_lookup (store, id);

  g_assert_nonnull (entry);
  choose_item (combo (window, "Ruleset"), entry->name);
}

/* The player who sits at the seat of the wind @seat ("East"), named in its row. */
GtkEditable *
name_row (MjScorekeeperWindow *window,
          guint                seat)
{
  return GTK_EDITABLE (row (window, mj_wind_get_name ((MjWind) seat)));
}

/* A scorekeeper window shown, four players P1..P4 named, a match begun under @ruleset_id,
 * in @history if there is one. The caller holds a reference. */
MjScorekeeperWindow *
start_table (MjHistory  *history,
             GSettings  *settings,
             const char *ruleset_id)
{
  MjScorekeeperWindow *window = mj_scorekeeper_window_new (NULL, history, settings);

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i + 1);

      gtk_editable_set_text (name_row (window, i), name);
    }
  choose_ruleset (window, ruleset_id);
  click_button (window, "Start");
  return window;
}
