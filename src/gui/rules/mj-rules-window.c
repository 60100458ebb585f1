/* mj-rules-window.c: the rules of this game, in words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule of a ruleset, said in the words of the house-rules page (the same lines, from
 * mj_ruleset_list_lines()), each with its value, grouped as a player reads them: the tiles,
 * the deal and the rounds, play and claims, going out, scoring, the special hands (each with
 * an example hand's tiles, the winning tile ringed) and the settlement. Only the scoring
 * rules the ruleset scores are listed.
 */

#define G_LOG_DOMAIN "mj-rules-window"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rule-example.h"
#include "mj-rules-window.h"
#include "mj-tile-strip.h"

#define EXAMPLE_TILE_HEIGHT 36

struct _MjRulesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Owned References */
  MjTileCache          *cache;
  MjRuleset            *ruleset;

  /* Template Widgets */
  AdwPreferencesPage   *page;
  AdwPreferencesGroup  *about_group;

  /* Borrowed References */
  AdwPreferencesGroup  *chapters[MJ_RULES_N_CHAPTERS];
};

G_DEFINE_FINAL_TYPE (MjRulesWindow, mj_rules_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The chapter a line of a section is read in: the dice, the deal and the first East with
 * the rounds, the play with the claims. */
static MjRulesChapter
chapter_of (MjRuleSection section,
            int           param)
{
  switch (section)
    {
    case MJ_SECTION_TILES:
      if (param == MJ_PARAM_DICE || param == MJ_PARAM_DEAL || param == MJ_PARAM_FIRST_EAST)
        return MJ_RULES_CHAPTER_DEAL;
      return MJ_RULES_CHAPTER_TILES;
    case MJ_SECTION_ROUNDS:
      return MJ_RULES_CHAPTER_DEAL;
    case MJ_SECTION_PLAY:
    case MJ_SECTION_CLAIMS:
      return MJ_RULES_CHAPTER_CLAIMS;
    case MJ_SECTION_GOING_OUT:
      return MJ_RULES_CHAPTER_GOING_OUT;
    case MJ_SECTION_SCORING:
      return MJ_RULES_CHAPTER_SCORING;
    case MJ_SECTION_LIMITS:
      return MJ_RULES_CHAPTER_SPECIAL_HANDS;
    case MJ_SECTION_SETTLEMENT:
    case MJ_N_SECTIONS:
    default:
      return MJ_RULES_CHAPTER_SETTLEMENT;
    }
}

static GtkWidget *
value_label_new (const char *value)
{
  GtkWidget *label = gtk_label_new (value);

  /* a short value on one line; a long one ("3 faan concealed, 2 faan exposed") wrapped */
  if (g_utf8_strlen (value, -1) > 18)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 12);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 18);
    }
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "rule-value");
  return label;
}

/* A special hand's example: its groups apart, a set laid down with its claimed tile turned,
 * a kong declared from the hand with its end tiles face down, the winning tile ringed. */
static GtkWidget *
example_strip_new (MjRulesWindow       *self,
                   const MjRuleExample *example)
{
  MjTileStrip *strip = MJ_TILE_STRIP (mj_tile_strip_new (self->cache, EXAMPLE_TILE_HEIGHT));
  gboolean ringed = FALSE;

  for (guint g = 0; g < example->n_groups; g++)
    {
      const MjExampleGroup *group = &example->groups[g];

      if (g > 0)
        mj_tile_strip_append_gap (strip);
      for (guint i = 0; i < group->n; i++)
        {
          MjTileStripFlags flags = MJ_TILE_STRIP_PLAIN;

          if (group->kind == MJ_EXAMPLE_EXPOSED && i == 0 && group->n > 2)
            flags |= MJ_TILE_STRIP_SIDEWAYS;
          if (group->kind == MJ_EXAMPLE_CONCEALED_KONG && (i == 0 || i + 1 == group->n))
            flags |= MJ_TILE_STRIP_FACE_DOWN;
          /* the winning tile: the last of its kind in the first group that holds it */
          if (!ringed && group->tiles[i] == example->winning &&
              (i + 1 == group->n || group->tiles[i + 1] != example->winning))
            {
              flags |= MJ_TILE_STRIP_OUTLINED;
              ringed = TRUE;
            }
          mj_tile_strip_append_full (strip, group->tiles[i], flags);
        }
    }
  return GTK_WIDGET (strip);
}

/* A special hand: its name, what it is and its value, and below them its example. */
static GtkWidget *
special_hand_row_new (MjRulesWindow    *self,
                      const MjRuleLine *line,
                      const char       *value)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (line->title);
  GtkWidget *subtitle = gtk_label_new (line->explanation);
  MjRuleExample example;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->title);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (subtitle, "subtitle");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_set_hexpand (words, TRUE);
  gtk_box_append (GTK_BOX (words), title);
  gtk_box_append (GTK_BOX (words), subtitle);
  gtk_box_append (GTK_BOX (top), words);
  gtk_box_append (GTK_BOX (top), value_label_new (value));
  gtk_box_append (GTK_BOX (box), top);

  if (mj_rule_example_get ((MjRuleId) line->rule, &example))
    {
      GtkWidget *strip = example_strip_new (self, &example);
      /* Translators: the tiles shown under a special hand's name, e.g. "An example of Thirteen orphans" */
      g_autofree char *label = g_strdup_printf (_("An example of %s"), line->title);

      gtk_widget_set_halign (strip, GTK_ALIGN_START);
      gtk_widget_set_tooltip_text (strip, label);
      gtk_box_append (GTK_BOX (box), strip);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static GtkWidget *
line_row_new (MjRulesWindow    *self,
              const MjRuleLine *line,
              const char       *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->title);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), line->explanation);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value_label_new (value));
  return row;
}

static void
add_about (MjRulesWindow *self)
{
  const char *description = mj_ruleset_get_description (self->ruleset);
  const char *source = mj_ruleset_get_source (self->ruleset);
  const char *based_on = mj_ruleset_get_based_on (self->ruleset);
  g_autoptr(MjRuleset) preset = NULL;

  adw_preferences_group_set_title (self->about_group, mj_ruleset_get_name (self->ruleset));
  if (description[0] != '\0')
    adw_preferences_group_set_description (self->about_group, description);

  if (source[0] != '\0')
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Source"));

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), source);
      gtk_widget_set_name (row, "source");
      adw_preferences_group_add (self->about_group, row);
    }

  /* a family's own rules: what they changed from the preset */
  if (based_on != NULL && (preset = mj_ruleset_new_preset (based_on, NULL)) != NULL)
    {
      g_autoptr(GArray) changes = mj_ruleset_list_changes (self->ruleset, preset);
      g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u change from %s",
                                                                "%u changes from %s", changes->len),
                                                   changes->len, mj_ruleset_get_name (preset));
      GtkWidget *expander;

      if (changes->len == 0)
        return;
      expander = adw_expander_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("House Rules"));

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
      for (guint i = 0; i < changes->len; i++)
        {
          const MjRulesetChange *change = &g_array_index (changes, MjRulesetChange, i);
          GtkWidget *row = adw_action_row_new ();
          /* Translators: a rule's value in a family's ruleset, and in the preset it copies */
          g_autofree char *text = g_strdup_printf (_("%s (the preset: %s)"), change->value, change->other);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), change->title);

          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
        }
      adw_preferences_group_add (self->about_group, expander);
    }
}

static void
add_line (MjRulesWindow    *self,
          MjRuleSection     section,
          const MjRuleLine *line)
{
  AdwPreferencesGroup *group = self->chapters[chapter_of (section, line->param)];
  g_autofree char *value = NULL;
  GtkWidget *row;

  if (line->param >= 0)
    {
      value = mj_ruleset_describe_param (self->ruleset, (MjParamId) line->param);
      row = line_row_new (self, line, value);
      gtk_widget_set_name (row, mj_param_spec ((MjParamId) line->param)->key);
    }
  else
    {
      /* only what the rules score */
      if (!mj_ruleset_scores_rule (self->ruleset, (MjRuleId) line->rule))
        return;
      value = mj_ruleset_describe_rule (self->ruleset, (MjRuleId) line->rule);
      if (section == MJ_SECTION_LIMITS)
        row = special_hand_row_new (self, line, value);
      else
        row = line_row_new (self, line, value);
      gtk_widget_set_name (row, mj_rule_spec ((MjRuleId) line->rule)->key);
    }
  adw_preferences_group_add (group, row);
}

static void
build (MjRulesWindow *self)
{
  static const char * const titles[MJ_RULES_N_CHAPTERS] = {
    N_("The Tiles"),
    N_("The Deal and the Rounds"),
    N_("Play and Claims"),
    N_("Going Out"),
    N_("Scoring"),
    N_("Special Hands"),
    N_("Settlement"),
  };
  static const char * const descriptions[MJ_RULES_N_CHAPTERS] = {
    N_("The tiles the game is played with, and the wall they are built into"),
    N_("Who deals first, how the tiles are dealt, and how the deal and the winds move on"),
    N_("What a player may do on a turn, and who may take a discarded tile"),
    N_("What a hand needs to go out"),
    N_("What each set, tile and hand is worth"),
    N_("Hands of their own shape or worth, each with an example; the winning tile is ringed"),
    N_("Who pays whom at the end of a hand"),
  };

  add_about (self);
  for (guint c = 0; c < MJ_RULES_N_CHAPTERS; c++)
    {
      self->chapters[c] = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (self->chapters[c], _(titles[c]));
      adw_preferences_group_set_description (self->chapters[c], _(descriptions[c]));
      adw_preferences_page_add (self->page, self->chapters[c]);
    }
  if (!mj_ruleset_scores_hands (self->ruleset))
    adw_preferences_group_set_description (self->chapters[MJ_RULES_CHAPTER_SCORING],
                                           _("Hands are not scored: the first to go out wins the hand"));

  for (guint s = 0; s < MJ_N_SECTIONS; s++)
    {
      g_autoptr(GArray) lines = mj_ruleset_list_lines (self->ruleset, (MjRuleSection) s);

      /* the special hands before the rules that change them */
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < lines->len; i++)
          {
            const MjRuleLine *line = &g_array_index (lines, MjRuleLine, i);

            if ((s == MJ_SECTION_LIMITS && (pass == 0) == (line->param >= 0)) || (s != MJ_SECTION_LIMITS && pass > 0))
              continue;
            add_line (self, (MjRuleSection) s, line);
          }
    }
}

/* GObject */

static void
mj_rules_window_dispose (GObject *object)
{
  MjRulesWindow *self = MJ_RULES_WINDOW (object);

  g_clear_object (&self->cache);
  g_clear_object (&self->ruleset);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (mj_rules_window_parent_class)->dispose (object);
}

static void
mj_rules_window_class_init (MjRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_rules_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjRulesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, MjRulesWindow, about_group);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_rules_window_init (MjRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * mj_rules_window_new:
 * @parent: (nullable): the window it belongs to
 * @ruleset: the rules to describe
 *
 * Returns: (transfer full): the window, not yet shown
 */
MjRulesWindow *
mj_rules_window_new (GtkWindow   *parent,
                     MjTileCache *cache,
                     MjRuleset   *ruleset)
{
  MjRulesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (MJ_IS_RULESET (ruleset), NULL);

  self = g_object_new (MJ_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
  self->cache = g_object_ref (cache);
  self->ruleset = g_object_ref (ruleset);
  build (self);
  return self;
}

/**
 * mj_rules_window_get_ruleset:
 *
 * Returns: (transfer none): the rules described
 */
MjRuleset *
mj_rules_window_get_ruleset (MjRulesWindow *self)
{
  g_return_val_if_fail (MJ_IS_RULES_WINDOW (self), NULL);
  return self->ruleset;
}

/**
 * mj_rules_window_get_chapter:
 *
 * Returns: (transfer none): the group of rows of @chapter
 */
AdwPreferencesGroup *
mj_rules_window_get_chapter (MjRulesWindow  *self,
                             MjRulesChapter  chapter)
{
  g_return_val_if_fail (MJ_IS_RULES_WINDOW (self), NULL);
  g_return_val_if_fail ((guint) chapter < MJ_RULES_N_CHAPTERS, NULL);
  return self->chapters[chapter];
}
