/* test-gui-motion.c: tiles glide on the table: discards, draws and claims, and never when off
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The glides read a clock the test sets (_mj_table_view_motion_set_clock()): it stands at
 * T0 when a glide's first frame comes, and the test moves it on itself, so a busy machine
 * sees every glide exactly where a quiet one does; only the frames take their time.
 */

#include "config.h"

#include "mj-game.h"
#include "mj-table-view-private.h"
#include "mj-tile-cache.h"
#include "mj-test-gui.h"

/* The glides' time when a test begins, in µs; any time but 0 would do. */
#define T0 G_GINT64_CONSTANT (1000000000)

typedef struct
{
  GtkWindow    *window;
  MjTableView  *view;
  MjGame       *game;
  MjTileCache  *cache;
} Table;

static void
table_open (Table *t,
            guint  ms,
            guint  seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileset) tileset = mj_tileset_new_default (&error);
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  g_assert_no_error (error);
  ruleset = mj_ruleset_new_preset ("hong-kong", &error);
  g_assert_no_error (error);

  t->cache = mj_tile_cache_new (tileset);
  t->game = mj_game_new (ruleset, seed, 0, MJ_WIND_EAST);
  t->view = MJ_TABLE_VIEW (mj_table_view_new (t->cache));
  mj_table_view_set_human_seat (t->view, 0);
  mj_table_view_set_game (t->view, t->game);
  mj_table_view_set_animation_ms (t->view, ms);
  g_assert_cmpuint (mj_table_view_get_animation_ms (t->view), ==, ms);
  _mj_table_view_motion_set_clock (t->view, T0);

  /* a green cloth, so that an empty slot is plainly not a tile */
  gtk_css_provider_load_from_data (css, "window.motion-test { background: #2e6b4a; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  t->window = GTK_WINDOW (gtk_window_new ());
  gtk_widget_add_css_class (GTK_WIDGET (t->window), "motion-test");
  gtk_window_set_default_size (t->window, 800, 800);
  gtk_window_set_child (t->window, GTK_WIDGET (t->view));
  gtk_window_present (t->window);

  /* the deal; East (the person) is asked to discard */
  mj_game_run (t->game);
  g_assert_nonnull (mj_game_get_pending (t->game, 0));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (t->view));
  iterate ();
}

static void
table_close (Table *t)
{
  gtk_window_destroy (t->window);
  iterate ();
  g_clear_object (&t->game);
  g_clear_object (&t->cache);
}

/* Sets the glides' clock @ms milliseconds after T0 and waits for a frame drawn then. */
static void
set_time (Table *t,
          guint  ms)
{
  _mj_table_view_motion_set_clock (t->view, T0 + (gint64) ms * 1000);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (t->view));
}

/* Every glide has had its first frame, which found where it lands. */
static gboolean
glides_started (gpointer data)
{
  return _mj_table_view_motion_started (data);
}

static gboolean
glides_ended (gpointer data)
{
  return !mj_table_view_is_animating (data);
}

/* How far a glide has come at @t of its time: eased out, as the table view has it. */
static double
eased (double t)
{
  return 1.0 - (1.0 - t) * (1.0 - t) * (1.0 - t);
}

/* The first plain discard the pending turn decision of @seat offers. */
static MjAction
plain_discard (MjGame *game,
               guint   seat)
{
  const MjDecision *d = mj_game_get_pending (game, seat);

  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, MJ_DECISION_TURN);
  for (guint i = 0; i < d->n_actions; i++)
    if (d->actions[i].kind == MJ_ACTION_DISCARD && d->actions[i].flags == 0)
      return d->actions[i];
  g_assert_not_reached ();
}

/* What the widget shows, rendered. */
static GdkTexture *
render (GtkWidget *widget)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (gtk_widget_get_parent (widget));
  GtkWidget *window = gtk_widget_get_parent (widget);
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                      &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* How much two renderings differ inside @rect (of @widget, inside its window): the mean
 * difference of a colour channel, 0 to 255. */
static double
difference (GtkWidget             *widget,
            GdkTexture            *a,
            GdkTexture            *b,
            const graphene_rect_t *rect)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  g_autofree guchar *pa = g_malloc ((gsize) w * h * 4);
  g_autofree guchar *pb = g_malloc ((gsize) w * h * 4);
  graphene_point_t origin;
  double sum = 0;
  guint n = 0;

  g_assert_true (gtk_widget_compute_point (widget, gtk_widget_get_parent (widget),
                                           &GRAPHENE_POINT_INIT (rect->origin.x, rect->origin.y), &origin));
  gdk_texture_download (a, pa, (gsize) w * 4);
  gdk_texture_download (b, pb, (gsize) w * 4);
  /* inside the tile's edges */
  for (int y = (int) (origin.y + rect->size.height * 0.2); y < (int) (origin.y + rect->size.height * 0.8); y++)
    for (int x = (int) (origin.x + rect->size.width * 0.2); x < (int) (origin.x + rect->size.width * 0.8); x++)
      {
        if (x < 0 || y < 0 || x >= w || y >= h)
          continue;
        for (int c = 0; c < 3; c++)
          sum += ABS ((int) pa[(y * w + x) * 4 + c] - (int) pb[(y * w + x) * 4 + c]);
        n += 3;
      }
  g_assert_cmpuint (n, >, 0);
  return sum / n;
}

static double
distance (const graphene_rect_t *a,
          const graphene_rect_t *b)
{
  graphene_point_t ca, cb;

  graphene_rect_get_center (a, &ca);
  graphene_rect_get_center (b, &cb);
  return graphene_point_distance (&ca, &cb, NULL, NULL);
}

/* The tile gliding from @from to @landing is @e of the way there, to a pixel. */
static void
assert_on_the_way (const graphene_rect_t *at,
                   const graphene_rect_t *from,
                   const graphene_rect_t *landing,
                   double                 e)
{
  graphene_point_t a, f, l;

  graphene_rect_get_center (at, &a);
  graphene_rect_get_center (from, &f);
  graphene_rect_get_center (landing, &l);
  g_test_message ("at %.1f,%.1f: %.2f of the way from %.1f,%.1f to %.1f,%.1f", a.x, a.y, e, f.x, f.y, l.x, l.y);
  g_assert_cmpfloat_with_epsilon (a.x, f.x + (l.x - f.x) * e, 1.0);
  g_assert_cmpfloat_with_epsilon (a.y, f.y + (l.y - f.y) * e, 1.0);
}

/* The person's discard glides from the rack to the pond; its slot stays empty meanwhile. */
static void
test_motion_discard (void)
{
  static const double fractions[] = { 0.1, 0.5, 0.9 };
  Table t = { 0 };
  MjAction discard;
  graphene_rect_t from, at, landing;
  g_autoptr(GdkTexture) during = NULL;
  g_autoptr(GdkTexture) after = NULL;
  guint n;
  guint64 claimed;

  table_open (&t, 2500, 11);
  g_assert_false (mj_table_view_is_animating (t.view));

  discard = plain_discard (t.game, 0);
  g_assert_true (mj_game_answer (t.game, 0, &discard));
  /* the game did not wait: the tile is in the pond already, the others are asked */
  mj_game_get_pond (t.game, 0, &n, &claimed);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (mj_table_view_is_animating (t.view));

  /* its first frame: the tile leaves the rack, well away from its slot */
  mj_test_wait_until (glides_started, t.view, 10, "the discard's first frame");
  g_assert_true (_mj_table_view_motion_get_glide (t.view, 0, &from, &landing));
  g_test_message ("from %.0f,%.0f landing %.0f,%.0f (%.0f×%.0f)", from.origin.x, from.origin.y,
                  landing.origin.x, landing.origin.y, landing.size.width, landing.size.height);
  g_assert_cmpfloat (distance (&from, &landing), >, landing.size.height);

  /* on its way, fast off the rack and gently into the pond */
  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      set_time (&t, (guint) (2500 * fractions[i]));
      g_assert_true (mj_table_view_is_animating (t.view));
      g_assert_true (_mj_table_view_motion_get_glide (t.view, 0, &at, &landing));
      assert_on_the_way (&at, &from, &landing, eased (fractions[i]));

      /* meanwhile its slot is empty */
      if (fractions[i] == 0.5)
        {
          save_screenshot (GTK_WIDGET (t.window), "screenshot-motion-discard.png");
          during = render (GTK_WIDGET (t.view));
        }
    }

  /* its time is up: it lands with the next frame */
  set_time (&t, 2500);
  mj_test_wait_until (glides_ended, t.view, 10, "the discard to land");
  g_assert_false (_mj_table_view_motion_get_glide (t.view, 0, NULL, NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (t.view));
  after = render (GTK_WIDGET (t.view));
  /* the slot was empty cloth, now it shows the tile */
  g_assert_cmpfloat (difference (GTK_WIDGET (t.view), during, after, &landing), >, 20.0);

  table_close (&t);
}

/* Passing the discard: the next seat's draw glides from the wall. */
static void
test_motion_draw (void)
{
  Table t = { 0 };
  MjAction discard;
  graphene_rect_t from, at, landing;
  gboolean found = FALSE;
  MjSlotKind to;
  guint whose;

  table_open (&t, 2500, 12);
  discard = plain_discard (t.game, 0);
  g_assert_true (mj_game_answer (t.game, 0, &discard));

  /* everybody passes: the pond tile stays, South draws */
  for (guint seat = 1; seat < 4; seat++)
    {
      const MjDecision *d = mj_game_get_pending (t.game, seat);

      if (d == NULL)
        continue;
      for (guint i = 0; i < d->n_actions; i++)
        if (d->actions[i].kind == MJ_ACTION_PASS)
          {
            g_assert_true (mj_game_answer (t.game, seat, &d->actions[i]));
            break;
          }
    }
  g_assert_nonnull (mj_game_get_pending (t.game, 1));
  g_assert_true (mj_table_view_is_animating (t.view));
  mj_test_wait_until (glides_started, t.view, 10, "the first frame of the draw");

  /* one of the glides goes to South's rack, turned as South's things are */
  for (guint i = 0; _mj_table_view_motion_get_glide (t.view, i, &from, &landing); i++)
    if (_mj_table_view_motion_glide_to (t.view, i, &to, &whose) && to == MJ_SLOT_RACK_DRAWN)
      {
        found = TRUE;
        g_assert_cmpuint (whose, ==, 1);
        /* South sits on the right: its tiles lie turned a quarter, the tile leaves the wall */
        g_assert_cmpfloat (landing.size.width, >, landing.size.height);
        g_assert_cmpfloat (distance (&from, &landing), >, 2.0);

        /* halfway in time, seven eighths of the way */
        set_time (&t, 1250);
        g_assert_true (_mj_table_view_motion_get_glide (t.view, i, &at, &landing));
        assert_on_the_way (&at, &from, &landing, eased (0.5));
        save_screenshot (GTK_WIDGET (t.window), "screenshot-motion-draw.png");
        break;
      }
  g_assert_true (found);

  set_time (&t, 2500);
  mj_test_wait_until (glides_ended, t.view, 10, "the draw to land");
  table_close (&t);
}

/* A whole hand played fast, every claim offered taken: claimed tiles glide to their sets,
 * glides overlap and take over from each other, and the game is never held up. Each move
 * comes a tenth of a glide after the last. */
static void
test_motion_claims (void)
{
  guint claims = 0, glides_to_sets = 0;

  for (guint seed = 1; seed < 40 && glides_to_sets == 0; seed++)
    {
      Table t = { 0 };
      guint ms = 0;

      table_open (&t, 1500, seed);
      for (guint step = 0; step < 400 && mj_game_get_phase (t.game) != MJ_PHASE_FINISHED; step++)
        {
          gboolean claimed = FALSE;

          for (guint seat = 0; seat < 4; seat++)
            {
              const MjDecision *d = mj_game_get_pending (t.game, seat);
              MjAction a;

              if (d == NULL)
                continue;
              a = d->actions[0];
              for (guint i = 0; i < d->n_actions; i++)
                if (d->kind == MJ_DECISION_TURN && d->actions[i].kind == MJ_ACTION_DISCARD)
                  {
                    a = d->actions[i];
                    break;
                  }
                else if (d->kind == MJ_DECISION_CLAIM &&
                         (d->actions[i].kind == MJ_ACTION_PUNG || d->actions[i].kind == MJ_ACTION_CHOW))
                  {
                    a = d->actions[i];
                    claimed = TRUE;
                  }
              g_assert_true (mj_game_answer (t.game, seat, &a));
              break;
            }

          if (claimed && mj_game_get_phase (t.game) == MJ_PHASE_DISCARDING)
            {
              MjSlotKind to;

              claims++;
              gtk_test_widget_wait_for_draw (GTK_WIDGET (t.view));
              for (guint i = 0; _mj_table_view_motion_glide_to (t.view, i, &to, NULL); i++)
                if (to == MJ_SLOT_MELD)
                  {
                    glides_to_sets++;
                    if (glides_to_sets == 1)
                      save_screenshot (GTK_WIDGET (t.window), "screenshot-motion-claim.png");
                  }
            }
          /* a frame between moves */
          ms += 150;
          set_time (&t, ms);
        }
      set_time (&t, ms + 1500);
      mj_test_wait_until (glides_ended, t.view, 10, "the hand's last glides to land");
      table_close (&t);
    }
  g_test_message ("%u claims, %u glides to sets", claims, glides_to_sets);
  g_assert_cmpuint (glides_to_sets, >, 0);
}

/* No duration, or animations off on the desktop: tiles jump, as before. */
static void
test_motion_off (void)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      Table t = { 0 };
      MjAction discard;

      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", pass == 0, NULL);
      table_open (&t, pass == 0 ? 0 : 500, 13);
      discard = plain_discard (t.game, 0);
      g_assert_true (mj_game_answer (t.game, 0, &discard));
      g_assert_false (mj_table_view_is_animating (t.view));
      for (guint i = 0; i < 5; i++)
        {
          gtk_test_widget_wait_for_draw (GTK_WIDGET (t.view));
          g_assert_false (mj_table_view_is_animating (t.view));
        }
      table_close (&t);
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  /* turned off mid-glide: the tile is in its place at once */
  {
    Table t = { 0 };
    MjAction discard;

    table_open (&t, 1000, 14);
    discard = plain_discard (t.game, 0);
    g_assert_true (mj_game_answer (t.game, 0, &discard));
    g_assert_true (mj_table_view_is_animating (t.view));
    mj_table_view_set_animation_ms (t.view, 0);
    g_assert_false (mj_table_view_is_animating (t.view));
    table_close (&t);
  }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_home = NULL;
  int ret;

  data_home = gui_test_init (&argc, &argv, TRUE);

  g_test_add_func ("/gui/motion/discard", test_motion_discard);
  g_test_add_func ("/gui/motion/draw", test_motion_draw);
  g_test_add_func ("/gui/motion/claims", test_motion_claims);
  g_test_add_func ("/gui/motion/off", test_motion_off);

  ret = g_test_run ();
  gui_test_remove_tree (data_home);
  return ret;
}
