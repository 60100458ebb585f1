/* test-table-layout.c: the table's layout: nothing overlaps, every tile is legible, nothing moves
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table view notes every tile, stack, die, plate and text it draws. At each size of
 * the window people use, for four, three and two players and walls of 18 and 17 stacks,
 * scenes of every phase of a hand are drawn where the window puts the table: the deal,
 * the middle of a hand with sets of every kind and all eight bonus tiles at every seat, a
 * pond of twenty-four discards at every seat, and the end of a hand shown face up with all
 * of those at once; each again with the points kept in tally sticks beside the plates, from
 * none to a great many. No two things drawn overlap, every tile is at least 24 pixels tall,
 * each text stays inside its plate or the middle, each row of sticks inside its tray, and
 * nothing leaves the view. Then a real
 * match is played: between the person's turn and the others' turns the table keeps its
 * size and its rack, ponds and wall keep their places.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "mj-table-view-private.h"
#include "mj-test-gui.h"

#define MIN_TILE 24.0
#define TOLERANCE 0.5

static MjApplication *app;

typedef struct
{
  int  width, height;
} Size;

static const Size sizes[] = { { 800, 600 }, { 1024, 720 }, { 1280, 900 }, { 1920, 1080 } };

static const char * const names[4] = { "Rosa", "Kenji · Standard", "Mei · Expert", "Tomas · Beginner" };

typedef enum
{
  PHASE_DEAL,
  PHASE_MID_HAND,
  PHASE_FULL_PONDS,
  PHASE_END,
  N_PHASES
} Phase;

static const char * const phase_names[N_PHASES] = { "deal", "mid-hand", "full ponds", "end of hand" };

/* Points to show in tally sticks: a great many (every value's group counted), the starting
 * set, a few small sticks, and none left. */
static const int points[4] = { 12345, 2000, 46, -40 };

static MjWall
wall_for (const char *preset)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (preset, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  MjWall wall;

  g_assert_no_error (error);
  mj_wall_build (&wall, mj_ruleset_get_values (ruleset), rand, 0);
  return wall;
}

/* Sets of every kind: a chow claimed from the left, a pung from across, a kong claimed
 * from the right, a concealed kong with its ends face down. */
static void
add_sets (MjSceneSeat *s,
          gboolean     shown)
{
  MjSceneMeld *m = s->melds;

  m[0] = (MjSceneMeld) { { 20, 19, 21 }, { MJ_SCENE_TURNED_LEFT }, { 1, 0, 2 }, 3 };
  m[1] = (MjSceneMeld) { { 33, 33, 33 }, { 0, MJ_SCENE_TURNED_RIGHT, 0 }, { 0, 1, 2 }, 3 };
  m[2] = (MjSceneMeld) { { 8, 8, 8, 8 }, { 0, 0, 0, MJ_SCENE_TURNED_RIGHT }, { 0, 1, 2, 3 }, 4 };
  m[3] = (MjSceneMeld) { { shown ? 27 : MJ_TILE_FACE_BACK, 27, 27, shown ? 27 : MJ_TILE_FACE_BACK }, { 0 },
                         { 0, 1, 2, 3 }, 4 };
  s->n_melds = 4;
  for (guint i = 0; i < MJ_SCENE_BONUS_MAX; i++)
    s->bonus[i] = (MjTile) (MJ_N_PLAY_KINDS + i);
  s->n_bonus = MJ_SCENE_BONUS_MAX;
}

static void
fill_pond (MjSceneSeat *s,
           guint        n)
{
  for (guint i = 0; i < n; i++)
    {
      s->pond[i] = (MjTile) ((i * 7) % MJ_N_PLAY_KINDS);
      s->pond_order[i] = (guint8) i;
    }
  s->n_pond = s->pond_total = (guint8) n;
}

static void
make_scene (MjTableScene *scene,
            const MjWall *wall,
            guint         empty,
            Phase         phase,
            gboolean      tallies)
{
  guint dealt = 0;

  memset (scene, 0, sizeof *scene);
  scene->wall = *wall;
  scene->human = 0;
  scene->prevailing = MJ_WIND_EAST;
  scene->finished = phase == PHASE_END;
  scene->tallies = tallies;

  for (guint seat = 0; seat < 4; seat++)
    {
      MjSceneSeat *s = &scene->seats[seat];

      s->present = !(empty & (1u << seat));
      if (!s->present)
        continue;
      s->wind = (guint8) seat;
      s->dealer = seat == 0;
      s->turn = seat == 0 && phase != PHASE_END;
      s->ready = phase == PHASE_FULL_PONDS;
      s->name = names[seat];
      s->face_up = seat == 0 || phase == PHASE_END;
      s->mark_latest = seat == 1;
      s->points = points[(seat + phase) % 4];

      /* thirteen tiles, and the one the player to move drew, apart */
      s->n_rack = phase == PHASE_MID_HAND || phase == PHASE_END ? 1 : 13;
      if (s->turn || (phase == PHASE_END && seat == 2))
        {
          s->n_rack++;
          s->drawn_apart = TRUE;
        }
      for (guint i = 0; i < s->n_rack; i++)
        s->rack[i] = (MjTile) ((i * 5 + seat) % MJ_N_PLAY_KINDS);
      dealt += 13;

      switch (phase)
        {
        case PHASE_DEAL:
          break;
        case PHASE_MID_HAND:
          add_sets (s, FALSE);
          fill_pond (s, 12);
          break;
        case PHASE_FULL_PONDS:
          fill_pond (s, 24);
          break;
        case PHASE_END:
        default:
          add_sets (s, TRUE);
          fill_pond (s, 24);
          break;
        }
    }

  /* the wall as far as the phase has drawn it, the loose tiles taken from its back */
  scene->wall.front = (guint16) MIN (dealt + 1, (guint) wall->n_tiles);
  if (phase == PHASE_MID_HAND)
    {
      scene->wall.front += 40;
      scene->wall.back -= 9;
    }
  else if (phase == PHASE_FULL_PONDS || phase == PHASE_END)
    scene->wall.front = (guint16) (scene->wall.back - 20);
}

static guint
players (guint empty)
{
  guint n = 4;

  for (guint seat = 0; seat < 4; seat++)
    n -= (empty >> seat) & 1u;
  return n;
}

static const char *
part_name (guint part)
{
  static const char * const parts[] = { "wall", "pond", "rack", "set", "bonus", "die", "plate", "plate text",
                                        "centre text", "sticks", "row of sticks" };

  return part < G_N_ELEMENTS (parts) ? parts[part] : "?";
}

/* What lies inside another thing drawn: a text in its plate or the middle, a row of sticks
 * in its tray. */
static gboolean
is_text (const MjDrawnItem *item)
{
  return item->part == MJ_DRAWN_PLATE_TEXT || item->part == MJ_DRAWN_CENTRE_TEXT ||
         item->part == MJ_DRAWN_STICKS_GROUP;
}

/* Whether @item lies inside the thing of @part of its seat. */
static gboolean
inside_its (const MjDrawnItem *items,
            guint              n,
            const MjDrawnItem *item,
            MjDrawnPart        part)
{
  for (guint j = 0; j < n; j++)
    if (items[j].part == part && items[j].seat == item->seat)
      return mj_rect_contains (&items[j].rect, &item->rect, TOLERANCE);
  return FALSE;
}

/* Everything drawn: inside the view, each text in its room, no tile small, no two things
 * on each other. */
static void
assert_laid_out (MjTableView  *view,
                 const char   *what,
                 double        width,
                 double        height,
                 guint         empty,
                 gboolean      tallies)
{
  guint n;
  const MjDrawnItem *items = _mj_table_view_get_drawn (view, &n);
  MjRect centre = mj_table_layout_centre (&view->layout);
  guint tiles = 0, plates = 0, trays = 0, rows = 0;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const MjDrawnItem *a = &items[i];
      const MjRect *r = &a->rect;

      if (r->x < -TOLERANCE || r->y < -TOLERANCE || r->x + r->w > width + TOLERANCE ||
          r->y + r->h > height + TOLERANCE)
        g_error ("%s: the %s %u of seat %u leaves the view: %.1f,%.1f %.1f×%.1f in %.0f×%.0f", what,
                 part_name (a->part), a->index, a->seat, r->x, r->y, r->w, r->h, width, height);
      if (a->seat < 4 && (empty & (1u << a->seat)))
        g_error ("%s: the %s %u of an empty seat %u is drawn", what, part_name (a->part), a->index, a->seat);
      if (a->tile_h > 0)
        {
          tiles++;
          if (a->tile_h < MIN_TILE)
            g_error ("%s: the %s %u of seat %u is %.1f px tall", what, part_name (a->part), a->index, a->seat,
                     a->tile_h);
        }
      plates += a->part == MJ_DRAWN_PLATE;
      trays += a->part == MJ_DRAWN_STICKS;
      rows += a->part == MJ_DRAWN_STICKS_GROUP;
      if (a->part == MJ_DRAWN_CENTRE_TEXT && !mj_rect_contains (&centre, r, TOLERANCE))
        g_error ("%s: the middle's text (%.1f×%.1f) does not fit its square (%.1f×%.1f)", what, r->w, r->h,
                 centre.w, centre.h);
      if (a->part == MJ_DRAWN_PLATE_TEXT && !inside_its (items, n, a, MJ_DRAWN_PLATE))
        g_error ("%s: the text of seat %u's plate leaves it", what, a->seat);
      /* a tray has room for four rows of its words, at least */
      if (a->part == MJ_DRAWN_STICKS && r->h < view->sticks_h - TOLERANCE)
        g_error ("%s: seat %u's sticks have %.1f px, less than the %.1f px four rows need", what, a->seat, r->h,
                 view->sticks_h);
      if (a->part == MJ_DRAWN_STICKS_GROUP && !inside_its (items, n, a, MJ_DRAWN_STICKS))
        g_error ("%s: the row %u of seat %u's sticks (%.1f,%.1f %.1f×%.1f) leaves their tray", what, a->index,
                 a->seat, r->x, r->y, r->w, r->h);

      if (is_text (a))
        continue;
      for (guint j = i + 1; j < n; j++)
        {
          const MjDrawnItem *b = &items[j];

          if (!is_text (b) && mj_rect_overlap (r, &b->rect, TOLERANCE))
            g_error ("%s: the %s %u of seat %u (%.1f,%.1f %.1f×%.1f) overlaps the %s %u of seat %u "
                     "(%.1f,%.1f %.1f×%.1f)", what, part_name (a->part), a->index, a->seat, r->x, r->y, r->w,
                     r->h, part_name (b->part), b->index, b->seat, b->rect.x, b->rect.y, b->rect.w, b->rect.h);
        }
    }
  g_assert_cmpuint (plates, ==, players (empty));
  g_assert_cmpuint (tiles, >, 0);
  /* the sticks: a tray each, with a row at least (or "no sticks") */
  g_assert_cmpuint (trays, ==, tallies ? players (empty) : 0);
  g_assert_cmpuint (rows, >=, trays);
}

static gboolean
drawn_cb (gpointer data)
{
  guint n;

  _mj_table_view_get_drawn (data, &n);
  return n > 0;
}

/* Opens the window at @size with a match under way, and returns its table. */
static MjWindow *
open_window (const Size *size,
             GSettings  *settings)
{
  MjWindow *window;
  MjTableView *table;

  gui_test_instant_play (settings);
  window = gui_test_game_window (app, size->width, size->height);
  mj_window_start_match (window, "bmja", 9);
  table = gui_test_table (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table));
  mj_test_wait_until (drawn_cb, table, 20, "the table to be drawn");
  /* (less the frame's shadow) */
  if (gtk_widget_get_width (GTK_WIDGET (window)) < size->width - 16 ||
      gtk_widget_get_height (GTK_WIDGET (window)) < size->height - 16)
    g_error ("the window is %d×%d, not %d×%d: the display is too small; run the gui tests on one of "
             "1920×1200 (xvfb-run -s \"-screen 0 1920x1200x24\")", gtk_widget_get_width (GTK_WIDGET (window)),
             gtk_widget_get_height (GTK_WIDGET (window)), size->width, size->height);
  return window;
}

static void
test_layout_sizes (void)
{
  static const struct { const char *preset; guint empty; } tables[] = {
    { "bmja", 0 },
    { "cantonese", 0 },
    { "bmja", 1u << 3 },        /* three: the seat at the person's left empty */
    { "bmja", (1u << 1) | (1u << 3) },   /* two, facing each other */
    { "cantonese", 1u << 1 },
  };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      MjWindow *window = open_window (&sizes[z], settings);
      MjTableView *table = gui_test_table (window);
      double w = gtk_widget_get_width (GTK_WIDGET (table)), h = gtk_widget_get_height (GTK_WIDGET (table));

      g_test_message ("%d×%d: the table has %.0f×%.0f", sizes[z].width, sizes[z].height, w, h);
      for (guint k = 0; k < G_N_ELEMENTS (tables); k++)
        {
          MjWall wall = wall_for (tables[k].preset);

          for (guint step = 0; step < 2 * N_PHASES; step++)
            {
              g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
              g_autoptr(GskRenderNode) node = NULL;
              Phase phase = step % N_PHASES;
              gboolean tallies = step >= N_PHASES;
              g_autofree char *what = g_strdup_printf ("%d×%d, %s, %u players, %s%s", sizes[z].width,
                                                       sizes[z].height, tables[k].preset,
                                                       players (tables[k].empty),
                                                       phase_names[phase], tallies ? ", tally sticks" : "");
              MjTableScene scene;

              make_scene (&scene, &wall, tables[k].empty, phase, tallies);
              /* in the middle of a hand, a long word said at a plate and one of the table's:
               * each stays in its room */
              if (phase == PHASE_MID_HAND)
                {
                  mj_table_view_announce (table, 2, "Nimmt die Ansage zurück", 60000);
                  mj_table_view_announce (table, -1, "Mei deals first", 60000);
                  g_assert_cmpstr (mj_table_view_get_announcement (table, 2), ==, "Nimmt die Ansage zurück");
                }
              _mj_table_view_draw_scene (table, snapshot, &scene, w, h);
              mj_table_view_announce (table, 2, NULL, 0);
              mj_table_view_announce (table, -1, NULL, 0);
              g_assert_null (mj_table_view_get_announcement (table, 2));
              node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
              assert_laid_out (table, what, w, h, tables[k].empty, tallies);
              g_test_message ("%s: pond tiles %.0f px, the person's %.0f px", what, table->layout.pond_th,
                              table->layout.seats[0].rack_th);
            }
        }
      gui_test_close_game_window (window, settings);
    }
}

/* What a frame drew, kept. */
typedef struct
{
  GArray  *items;
  MjRect   rack;          /* the person's first rack slot, a chosen tile's rise aside */
  int      width, height;
} Frame;

static void
frame_take (Frame       *frame,
            MjTableView *table)
{
  guint n;
  const MjDrawnItem *items;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (table));
  items = _mj_table_view_get_drawn (table, &n);
  frame->items = g_array_sized_new (FALSE, FALSE, sizeof (MjDrawnItem), n);
  g_array_append_vals (frame->items, items, n);
  g_assert_cmpuint (table->n_rack_slots, >, 0);
  frame->rack = table->rack_slots[0];
  frame->width = gtk_widget_get_width (GTK_WIDGET (table));
  frame->height = gtk_widget_get_height (GTK_WIDGET (table));
}

static const MjDrawnItem *
frame_find (const Frame       *frame,
            const MjDrawnItem *like)
{
  for (guint i = 0; i < frame->items->len; i++)
    {
      const MjDrawnItem *item = &g_array_index (frame->items, MjDrawnItem, i);

      if (item->part == like->part && item->seat == like->seat && item->index == like->index)
        return item;
    }
  return NULL;
}

/* The rack, the ponds, the wall and the plates are where they were; returns how many
 * things were compared. */
static guint
assert_still (const Frame *a,
              const Frame *b)
{
  guint compared = 0;

  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  g_assert_cmpfloat (a->rack.x, ==, b->rack.x);
  g_assert_cmpfloat (a->rack.y, ==, b->rack.y);
  g_assert_cmpfloat (a->rack.h, ==, b->rack.h);
  for (guint i = 0; i < a->items->len; i++)
    {
      const MjDrawnItem *item = &g_array_index (a->items, MjDrawnItem, i);
      const MjDrawnItem *again;

      if (item->part != MJ_DRAWN_WALL && item->part != MJ_DRAWN_POND && item->part != MJ_DRAWN_PLATE)
        continue;
      again = frame_find (b, item);
      if (again == NULL)
        continue;
      if (fabs (again->rect.x - item->rect.x) > 0.01 || fabs (again->rect.y - item->rect.y) > 0.01 ||
          fabs (again->rect.w - item->rect.w) > 0.01 || fabs (again->rect.h - item->rect.h) > 0.01)
        g_error ("the %s %u of seat %u moved from %.1f,%.1f to %.1f,%.1f", part_name (item->part), item->index,
                 item->seat, item->rect.x, item->rect.y, again->rect.x, again->rect.y);
      compared++;
    }
  return compared;
}

static gboolean
person_to_discard_cb (gpointer data)
{
  MjWindow *window = data;
  MjTableSession *session = mj_window_get_session (window);
  guint seat;
  const MjDecision *d = mj_table_session_get_asked (session, &seat);

  /* a claim is passed, to come to the person's turn */
  if (d != NULL && d->kind == MJ_DECISION_CLAIM)
    gui_test_answer (window, d);
  return d != NULL && d->kind == MJ_DECISION_TURN;
}

static gboolean
others_turn_cb (gpointer data)
{
  MjWindow *window = data;
  MjGame *game = mj_table_session_get_game (mj_window_get_session (window));

  return mj_game_get_turn (game) != mj_table_view_get_human_seat (gui_test_table (window)) ||
         mj_game_get_phase (game) == MJ_PHASE_FINISHED;
}

/* Turn after turn the table stays where it is: the person's turn, with its action bar
 * full and a tile drawn apart, against the others' turns. */
static void
test_layout_still (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window = open_window (&sizes[1], settings);
  MjTableView *table = gui_test_table (window);
  guint compared = 0;

  /* the computer players take their time, for their turns to be seen */
  mj_table_session_set_turn_ms (mj_window_get_session (window), 150);
  for (guint turn = 0; turn < 4; turn++)
    {
      Frame mine = { 0 }, theirs = { 0 };
      const MjDecision *d;

      mj_test_wait_until (person_to_discard_cb, window, 30, "the person's turn to discard");
      if (mj_game_get_phase (mj_table_session_get_game (mj_window_get_session (window))) == MJ_PHASE_FINISHED)
        break;
      frame_take (&mine, table);
      mj_table_view_set_selected (table, 0);
      d = mj_table_session_get_asked (mj_window_get_session (window), NULL);
      gui_test_answer (window, d);
      mj_test_wait_until (others_turn_cb, window, 30, "another player's turn");
      frame_take (&theirs, table);
      compared += assert_still (&mine, &theirs);
      g_array_unref (mine.items);
      g_array_unref (theirs.items);
    }
  g_test_message ("%u things compared", compared);
  g_assert_cmpuint (compared, >, 100);
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

  g_test_add_func ("/gui/table-layout/sizes", test_layout_sizes);
  g_test_add_func ("/gui/table-layout/still", test_layout_still);

  ret = g_test_run ();
  g_clear_object (&app);
  gui_test_remove_tree (data_home);
  return ret;
}
