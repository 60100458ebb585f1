/* mj-learn-window.c: Learn to Play: the course's map, and the lesson being taken
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The map lists the units of the course and their lessons, each with its stars: done,
 * the next one to take, and those ahead. Nothing is locked. Continue opens the next
 * lesson not yet done. A lesson is taken in the same window; finished, its best stars are
 * kept (mj-progress.c) and the map shows them. A progress file that cannot be read is
 * said in a toast, and the course starts afresh.
 */

#define G_LOG_DOMAIN "mj-learn"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-accuracy-chart.h"
#include "mj-cloth.h"
#include "mj-course.h"
#include "mj-learn-window.h"
#include "mj-lesson-view.h"
#include "mj-practice.h"
#include "mj-tile-cache.h"
#include "mj-tileset.h"

struct _MjLearnWindow
{
  AdwWindow        parent_instance;

  AdwToastOverlay *toasts;
  AdwWindowTitle  *title;
  GtkWidget       *back_button;
  GtkWidget       *continue_button;
  GtkStack        *stack;
  GtkBox          *map;
  AdwBin          *lesson_bin;

  MjTileCache     *cache;
  GSettings       *settings;
  GPtrArray       *course;        /* MjLesson, in order */
  MjProgress      *progress;
  GPtrArray       *groups;        /* the map's groups, one a unit */
  const MjLesson  *taking;        /* the lesson open, or NULL on the map */
  MjLesson        *practice;      /* a practice being taken, made for it */
};

G_DEFINE_FINAL_TYPE (MjLearnWindow, mj_learn_window, ADW_TYPE_WINDOW)

static void
toast (MjLearnWindow *self,
       const char    *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_timeout (t, 6);
  adw_toast_overlay_add_toast (self->toasts, t);
}

/* The lesson Continue opens: the first not done, else the first not done perfectly. */
static const MjLesson *
next_lesson (MjLearnWindow *self)
{
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->course->len; i++)
      {
        const MjLesson *lesson = self->course->pdata[i];
        guint stars = mj_progress_get_stars (self->progress, lesson->id);

        if (pass == 0 ? stars == 0 : stars < 3)
          return lesson;
      }
  return self->course->len > 0 ? self->course->pdata[0] : NULL;
}

/* "★★☆", and the words a screen reader says. */
static GtkWidget *
stars_label (guint stars)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *spoken = NULL;
  GtkWidget *label;

  for (guint i = 0; i < 3; i++)
    g_string_append (text, i < stars ? "★" : "☆");
  label = gtk_label_new (text->str);
  gtk_widget_add_css_class (label, stars > 0 ? "accent" : "dim-label");
  spoken = stars > 0 ? g_strdup_printf (ngettext ("%u star of 3", "%u stars of 3", stars), stars)
                     : g_strdup (_("Not done yet"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_set_tooltip_text (label, spoken);
  return label;
}

static char *
lesson_subtitle (const MjLesson *lesson)
{
  switch (lesson->kind)
    {
    case MJ_LESSON_GUIDED:
      /* Translators: a lesson on the map: a guided deal and how long it takes */
      return g_strdup_printf (_("Guided deal · %u min"), lesson->minutes);
    case MJ_LESSON_DRILL:
      /* Translators: a lesson on the map: a drill and its number of questions */
      return g_strdup_printf (ngettext ("Drill · %u question", "Drill · %u questions", lesson->items->len),
                              lesson->items->len);
    case MJ_LESSON_COACHED:
    default:
      return g_strdup (lesson->goal != NULL && g_str_equal (lesson->goal, "win")
                       /* Translators: a coached game's goal on the map */
                       ? _("A game · go out once") : _("A game · score more than the others"));
    }
}

static void open_lesson (MjLearnWindow  *self,
                         const MjLesson *lesson);

static void
row_activated_cb (AdwActionRow  *row,
                  MjLearnWindow *self)
{
  open_lesson (self, g_object_get_data (G_OBJECT (row), "lesson"));
}

/* A section's heading on the map, above its first unit. */
static GtkWidget *
section_heading (const char *title)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "label", title, "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-2");
  gtk_widget_set_margin_top (label, 12);
  return label;
}

/* The map: a group a unit, a row a lesson with its stars; the next one marked; a heading
 * above the first unit of a section. */
static void
fill_map (MjLearnWindow *self)
{
  const MjLesson *next = next_lesson (self);
  guint n_units = 0;
  const MjUnit *units = mj_course_get_units (&n_units);
  const char *section = NULL;

  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (self->map, self->groups->pdata[i]);
  g_ptr_array_set_size (self->groups, 0);

  for (guint u = 0; u < n_units; u++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      guint done = 0, count = 0;

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), units[u].title);
      for (guint i = 0; i < self->course->len; i++)
        {
          const MjLesson *lesson = self->course->pdata[i];
          guint stars = mj_progress_get_stars (self->progress, lesson->id);
          GtkWidget *row;
          g_autofree char *subtitle = NULL;

          if (!g_str_equal (lesson->unit, units[u].id))
            continue;
          count++;
          done += stars > 0;
          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), lesson->title);
          subtitle = lesson_subtitle (lesson);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
          gtk_widget_set_tooltip_text (row, lesson->summary);
          if (lesson == next)
            {
              GtkWidget *badge = gtk_label_new (_("Next"));

              gtk_widget_add_css_class (badge, "accent");
              gtk_widget_add_css_class (badge, "heading");
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
            }
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), stars_label (stars));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          g_object_set_data (G_OBJECT (row), "lesson", (gpointer) lesson);
          g_signal_connect (row, "activated", G_CALLBACK (row_activated_cb), self);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
      if (count == 0)
        {
          g_object_ref_sink (group);
          g_object_unref (group);
          continue;
        }
      {
        /* Translators: a unit on the map: its summary, and how many of its lessons are done */
        g_autofree char *description = g_strdup_printf (_("%s · %u of %u done"), units[u].summary, done, count);

        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
      }
      if (units[u].section != NULL && g_strcmp0 (units[u].section, section) != 0)
        {
          GtkWidget *heading = section_heading (units[u].section);

          gtk_box_append (self->map, heading);
          g_ptr_array_add (self->groups, heading);
        }
      section = units[u].section;
      gtk_box_append (self->map, group);
      g_ptr_array_add (self->groups, group);
    }
}

static void open_practice (MjLearnWindow *self,
                           MjAsk          ask);

static void
practice_activated_cb (AdwActionRow  *row,
                       MjLearnWindow *self)
{
  open_practice (self, (MjAsk) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ask")));
}

/* The rules practice is answered by: the preset last played, else the British game. */
static char *
practice_rules (MjLearnWindow *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "ruleset");

  if (!g_strv_contains (mj_ruleset_get_preset_ids (), id))
    return g_strdup ("bmja");
  return g_steal_pointer (&id);
}

typedef struct
{
  MjAsk  ask;
  guint  right;
  guint  asked;
} PracticeRow;

/* The weakest first: never practised, then by the share of answers right. */
static int
compare_practice (gconstpointer a,
                  gconstpointer b)
{
  const PracticeRow *x = a, *y = b;
  double rx = x->asked > 0 ? (double) x->right / x->asked : -1.0;
  double ry = y->asked > 0 ? (double) y->right / y->asked : -1.0;

  return rx < ry ? -1 : rx > ry ? 1 : 0;
}

/* Under practice's rows, once a kind has been practised: the accuracy of each kind day by
 * day (mj-accuracy-chart.c), in a card. */
static void
add_accuracy_chart (MjLearnWindow      *self,
                    AdwPreferencesGroup *group,
                    const MjAsk         *kinds,
                    guint                n_kinds)
{
  GtkWidget *chart = mj_accuracy_chart_new ();
  GtkWidget *frame;

  for (guint k = 0; k < n_kinds; k++)
    {
      guint n_days = 0;
      g_autofree MjPracticeDay *days = mj_progress_get_practice_days (self->progress, mj_ask_to_string (kinds[k]),
                                                                      &n_days);

      mj_accuracy_chart_add_series (MJ_ACCURACY_CHART (chart), mj_practice_kind_title (kinds[k]), days, n_days);
    }
  if (mj_accuracy_chart_get_n_series (MJ_ACCURACY_CHART (chart)) == 0)
    {
      g_object_ref_sink (chart);
      g_object_unref (chart);
      return;
    }
  gtk_widget_set_tooltip_text (chart, mj_accuracy_chart_get_summary (MJ_ACCURACY_CHART (chart)));
  frame = gtk_frame_new (NULL);
  gtk_widget_add_css_class (frame, "card");
  gtk_widget_set_margin_top (frame, 12);
  gtk_frame_set_child (GTK_FRAME (frame), chart);
  adw_preferences_group_add (group, frame);
}

/* Practice: each kind of question, its running accuracy, the weakest first; and its
 * accuracy day by day. */
static void
fill_practice (MjLearnWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *rules = practice_rules (self);
  g_autofree char *description = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (rules, NULL);
  PracticeRow rows[8];
  guint n_kinds = 0;
  const MjAsk *kinds = mj_practice_get_kinds (&n_kinds);
  guint n = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Practice"));
  /* Translators: the practice group on the course's map: the rules its questions are asked by */
  description = g_strdup_printf (_("Endless questions on hands dealt at random, answered by the rules of %s; "
                                   "the weakest first"), ruleset != NULL ? mj_ruleset_get_name (ruleset) : rules);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  for (guint k = 0; k < n_kinds && n < G_N_ELEMENTS (rows); k++)
    {
      /* no score to ask where the rules keep none */
      if (kinds[k] == MJ_ASK_SCORE && ruleset != NULL && !mj_ruleset_scores_hands (ruleset))
        continue;
      rows[n].ask = kinds[k];
      rows[n].asked = mj_progress_get_practice (self->progress, mj_ask_to_string (kinds[k]), &rows[n].right);
      n++;
    }
  qsort (rows, n, sizeof rows[0], compare_practice);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *subtitle = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), mj_practice_kind_title (rows[i].ask));
      subtitle = rows[i].asked > 0
                 /* Translators: practice's running accuracy: "7 of 10 right (70%)" */
                 ? g_strdup_printf (ngettext ("%u of %u right (%u%%)", "%u of %u right (%u%%)", rows[i].asked),
                                    rows[i].right, rows[i].asked, rows[i].right * 100 / rows[i].asked)
                 : g_strdup (_("Not practised yet"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "ask", GUINT_TO_POINTER (rows[i].ask));
      g_signal_connect (row, "activated", G_CALLBACK (practice_activated_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  add_accuracy_chart (self, ADW_PREFERENCES_GROUP (group), kinds, n_kinds);
  gtk_box_append (self->map, group);
  g_ptr_array_add (self->groups, group);
}

static void
show_map (MjLearnWindow *self)
{
  self->taking = NULL;
  fill_map (self);
  fill_practice (self);
  adw_window_title_set_subtitle (self->title, NULL);
  gtk_widget_set_visible (self->back_button, FALSE);
  gtk_widget_set_visible (self->continue_button, TRUE);
  gtk_stack_set_visible_child_name (self->stack, "map");
  adw_bin_set_child (self->lesson_bin, NULL);
  gtk_widget_grab_focus (self->continue_button);
}

static void
lesson_finished_cb (GtkWidget     *view,
                    guint          stars,
                    MjLearnWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const MjLesson *lesson = self->taking;

  if (lesson == NULL)
    return;
  if (lesson == self->practice)
    {
      guint asked = lesson->items->len;
      guint right = asked - MIN (asked, mj_drill_view_get_mistakes (MJ_DRILL_VIEW (view)));

      mj_progress_record_practice (self->progress, mj_ask_to_string (((MjLessonItem *) lesson->items->pdata[0])->ask),
                                   right, asked);
      if (!mj_progress_save (self->progress, &error))
        toast (self, error->message);
      /* Translators: a practice session done: the answers right of those asked */
      text = g_strdup_printf (ngettext ("%u of %u right", "%u of %u right", asked), right, asked);
      show_map (self);
      toast (self, text);
      return;
    }
  mj_progress_record (self->progress, lesson->id, stars);
  if (!mj_progress_save (self->progress, &error))
    toast (self, error->message);
  /* Translators: a lesson finished: its title and the stars won */
  text = g_strdup_printf (ngettext ("“%s” done: %u star of 3", "“%s” done: %u stars of 3", stars), lesson->title, stars);
  show_map (self);
  toast (self, text);
}

static void
open_lesson (MjLearnWindow  *self,
             const MjLesson *lesson)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *view = NULL;

  if (lesson == NULL)
    return;
  switch (lesson->kind)
    {
    case MJ_LESSON_GUIDED:
      view = mj_guided_view_new (lesson, self->cache, &error);
      break;
    case MJ_LESSON_DRILL:
      view = mj_drill_view_new (lesson, self->cache, &error);
      break;
    case MJ_LESSON_COACHED:
    default:
      {
        GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

        /* a whole game at the stage's rules, at the table of the game's window */
        if (parent != NULL)
          gtk_widget_activate_action (GTK_WIDGET (parent), "win.lesson-game", "s", lesson->id);
        return;
      }
    }
  if (view == NULL)
    {
      toast (self, error->message);
      return;
    }
  self->taking = lesson;
  g_signal_connect (view, "finished", G_CALLBACK (lesson_finished_cb), self);
  adw_bin_set_child (self->lesson_bin, view);
  adw_window_title_set_subtitle (self->title, lesson->title);
  gtk_widget_set_visible (self->back_button, TRUE);
  gtk_widget_set_visible (self->continue_button, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "lesson");
}

#define PRACTICE_ITEMS 10

static void
open_practice (MjLearnWindow *self,
               MjAsk          ask)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rules = practice_rules (self);

  g_clear_pointer (&self->practice, mj_lesson_free);
  self->practice = mj_practice_new_lesson (ask, rules, g_random_int (), PRACTICE_ITEMS, &error);
  if (self->practice == NULL)
    {
      toast (self, error->message);
      return;
    }
  /* a drill like any other, its questions made for it */
  open_lesson (self, self->practice);
}

static void
back_clicked_cb (MjLearnWindow *self)
{
  show_map (self);
}

static void
continue_clicked_cb (MjLearnWindow *self)
{
  open_lesson (self, next_lesson (self));
}

static void
mj_learn_window_dispose (GObject *object)
{
  MjLearnWindow *self = MJ_LEARN_WINDOW (object);

  self->taking = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_LEARN_WINDOW);
  g_clear_object (&self->cache);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->course, g_ptr_array_unref);
  g_clear_pointer (&self->progress, mj_progress_free);
  g_clear_pointer (&self->practice, mj_lesson_free);
  G_OBJECT_CLASS (mj_learn_window_parent_class)->dispose (object);
}

static void
mj_learn_window_class_init (MjLearnWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_learn_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-learn-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, title);
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, map);
  gtk_widget_class_bind_template_child (widget_class, MjLearnWindow, lesson_bin);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, continue_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
mj_learn_window_init (MjLearnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->groups = g_ptr_array_new ();
  /* a guided deal lies on the game's cloth */
  self->settings = g_settings_new (APP_ID);
  mj_cloth_follow (GTK_WIDGET (self->lesson_bin), self->settings);
}

/**
 * mj_learn_window_new:
 * @parent: (nullable): the game's window
 * @tileset: the tiles to draw
 *
 * Returns: (transfer full): the course's map, with the learner's progress
 */
MjLearnWindow *
mj_learn_window_new (GtkWindow *parent,
                     MjTileset *tileset)
{
  MjLearnWindow *self;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = mj_progress_get_default_path ();

  g_return_val_if_fail (MJ_IS_TILESET (tileset), NULL);

  self = g_object_new (MJ_TYPE_LEARN_WINDOW, "transient-for", parent, NULL);
  self->cache = mj_tile_cache_new (tileset);
  self->progress = mj_progress_new (path);
  if (!mj_progress_load (self->progress, &error))
    toast (self, error->message);
  g_clear_error (&error);
  self->course = mj_course_load (&error);
  if (self->course == NULL)
    {
      /* the course is built in: this is a broken build, said, not a crash */
      toast (self, error->message);
      self->course = g_ptr_array_new ();
    }
  show_map (self);
  return self;
}

/**
 * mj_learn_window_open_lesson:
 * @id: a lesson's id
 *
 * Returns: whether there is such a lesson (it is then open)
 */
gboolean
mj_learn_window_open_lesson (MjLearnWindow *self,
                             const char    *id)
{
  g_return_val_if_fail (MJ_IS_LEARN_WINDOW (self), FALSE);

  for (guint i = 0; i < self->course->len; i++)
    if (g_str_equal (((MjLesson *) self->course->pdata[i])->id, id))
      {
        open_lesson (self, self->course->pdata[i]);
        return self->taking != NULL;
      }
  return FALSE;
}

/**
 * mj_learn_window_record:
 * @id: a lesson's id
 * @stars: what it was done with
 *
 * Keeps a result won elsewhere (a coached game is played at the game's table).
 */
void
mj_learn_window_record (MjLearnWindow *self,
                        const char    *id,
                        guint          stars)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MJ_IS_LEARN_WINDOW (self));

  if (mj_progress_record (self->progress, id, stars) && !mj_progress_save (self->progress, &error))
    toast (self, error->message);
  if (self->taking == NULL)
    fill_map (self);
}

/**
 * mj_learn_window_get_taking:
 *
 * Returns: (nullable): the lesson (or practice) being taken, %NULL on the map
 */
const MjLesson *
mj_learn_window_get_taking (MjLearnWindow *self)
{
  g_return_val_if_fail (MJ_IS_LEARN_WINDOW (self), NULL);
  return self->taking;
}

GPtrArray *
mj_learn_window_get_course (MjLearnWindow *self)
{
  g_return_val_if_fail (MJ_IS_LEARN_WINDOW (self), NULL);
  return self->course;
}
