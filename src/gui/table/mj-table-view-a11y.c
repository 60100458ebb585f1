/* mj-table-view-a11y.c: what a screen reader finds on the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is drawn as one picture, so a screen reader would find nothing in it. Inside the
 * table view lives a small tree of invisible children, one per tile or group a person can
 * see, each with an accessible label: a group per seat (the person's first, then the others
 * in turn), holding that seat's rack, sets, bonus tiles and discards; then the wall and the
 * round with its dice. The children draw nothing, take no input and are allocated 0×0, so
 * they cost the drawing nothing; they are kept in a pool and relabelled from the game once
 * per burst of changes, in an idle. What a seat may not see is never named: an opponent's
 * concealed tiles are only counted, unless the hands are revealed. Where the points are kept
 * in tally sticks, a seat's description says them as the sticks beside its plate show them.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-table-view-private.h"

struct _MjTableViewItem
{
  GtkWidget  parent_instance;

  char      *label;
  char      *description;
};

G_DEFINE_FINAL_TYPE (MjTableViewItem, mj_table_view_item, GTK_TYPE_WIDGET)

/* Fills a group's children in order, reusing those it has and hiding the rest. */
typedef struct
{
  GtkWidget  *group;
  GtkWidget  *next;
} Filler;

static inline MjTile
kind_of (guint8 physical)
{
  return mj_tile_physical_kind (physical);
}

/* Helpers */

static void
item_set_label (GtkWidget *widget,
                char      *label)
{
  MjTableViewItem *item = MJ_TABLE_VIEW_ITEM (widget);

  if (g_strcmp0 (item->label, label) == 0)
    {
      g_free (label);
      return;
    }
  g_free (item->label);
  item->label = label;
  gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Takes @description, or %NULL for none. */
static void
item_set_description (GtkWidget *widget,
                      char      *description)
{
  MjTableViewItem *item = MJ_TABLE_VIEW_ITEM (widget);

  if (g_strcmp0 (item->description, description) == 0)
    {
      g_free (description);
      return;
    }
  g_free (item->description);
  item->description = description;
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static GtkWidget *
item_new (GtkAccessibleRole role)
{
  return g_object_new (MJ_TYPE_TABLE_VIEW_ITEM, "accessible-role", role, NULL);
}

static void
filler_init (Filler    *filler,
             GtkWidget *group)
{
  filler->group = group;
  filler->next = gtk_widget_get_first_child (group);
}

/* Takes @label. */
static void
filler_add (Filler *filler,
            char   *label)
{
  GtkWidget *item = filler->next;

  if (item == NULL)
    {
      item = item_new (GTK_ACCESSIBLE_ROLE_IMG);
      gtk_widget_set_parent (item, filler->group);
    }
  else
    filler->next = gtk_widget_get_next_sibling (item);

  item_set_label (item, label);
  gtk_widget_set_visible (item, TRUE);
}

static void
filler_finish (Filler *filler)
{
  for (GtkWidget *item = filler->next; item != NULL; item = gtk_widget_get_next_sibling (item))
    gtk_widget_set_visible (item, FALSE);
}

static const char *
wind_of (MjTableView *self,
         guint        seat)
{
  return mj_wind_get_name (mj_game_get_seat_wind (self->game, seat));
}

static char *
rack_tile_label (MjTableView *self,
                 MjTile       tile,
                 gboolean     drawn)
{
  if (tile == MJ_WILD_TILE && mj_game_is_goulash (self->game))
    {
      if (drawn)
        /* Translators: in a Goulash the two of bamboo stands for any tile */
        return g_strdup_printf (_("%s, wild, just drawn"), mj_tile_get_name (tile));
      return g_strdup_printf (_("%s, wild, in your hand"), mj_tile_get_name (tile));
    }
  if (drawn)
    /* Translators: the tile the player just drew */
    return g_strdup_printf (_("%s, just drawn"), mj_tile_get_name (tile));
  /* Translators: a tile in the player's rack */
  return g_strdup_printf (_("%s, in your hand"), mj_tile_get_name (tile));
}

static char *
meld_label (const MjMeld *m,
            const char   *who)
{
  const char *name = mj_tile_get_name (m->tile);

  switch (m->kind)
    {
    case MJ_SET_PUNG:
      /* Translators: an exposed set of three like tiles, and the wind of its player */
      return g_strdup_printf (_("Pung of %s, exposed by %s"), name, who);
    case MJ_SET_KONG:
      if (m->kong_origin == MJ_KONG_CONCEALED)
        /* Translators: a set of four like tiles kept concealed, and the wind of its player */
        return g_strdup_printf (_("Kong of %s, concealed by %s"), name, who);
      /* Translators: an exposed set of four like tiles, and the wind of its player */
      return g_strdup_printf (_("Kong of %s, exposed by %s"), name, who);
    case MJ_SET_CHOW:
      /* Translators: a run of three tiles: its lowest and highest tile, and the wind of its player */
      return g_strdup_printf (_("Chow of %s to %s, exposed by %s"), name,
                              mj_tile_get_name ((MjTile) (m->tile + 2)), who);
    case MJ_SET_PAIR:
      /* Translators: an exposed pair of tiles, and the wind of its player */
      return g_strdup_printf (_("Pair of %s, exposed by %s"), name, who);
    default:
      /* Translators: an exposed set named by one of its tiles, and the wind of its player */
      return g_strdup_printf (_("Set with %s, exposed by %s"), name, who);
    }
}

static char *
seat_label (MjTableView *self,
            guint        seat)
{
  g_autoptr(GString) label = g_string_new (wind_of (self, seat));

  if (self->names[seat] != NULL && self->names[seat][0] != '\0')
    g_string_append_printf (label, ", %s", self->names[seat]);
  /* Translators: the parts of a seat's accessible name are joined by ", " as in
   * "South, Anna, you, dealer, to play" */
  if (seat == self->human)
    g_string_append_printf (label, ", %s", _("you"));
  if (seat == mj_game_get_dealer (self->game))
    g_string_append_printf (label, ", %s", _("dealer"));
  if (mj_game_is_ready (self->game, seat))
    g_string_append_printf (label, ", %s", _("ready hand"));
  if (seat == mj_game_get_turn (self->game) && mj_game_get_phase (self->game) != MJ_PHASE_FINISHED)
    g_string_append_printf (label, ", %s", _("to play"));
  /* what the player says now */
  if (self->announcements[seat] != NULL)
    g_string_append_printf (label, ", %s", self->announcements[seat]);
  return g_string_free (g_steal_pointer (&label), FALSE);
}

/* A seat's rack, sets, bonus tiles and discards, in that order. */
static void
update_seat (MjTableView *self,
             GtkWidget   *group,
             guint        seat)
{
  gboolean person = seat == self->human;
  gboolean face_up = person || self->reveal || mj_game_get_phase (self->game) == MJ_PHASE_FINISHED;
  const char *who = wind_of (self, seat);
  MjTile tiles[MJ_HAND_MAX_CONCEALED];
  gboolean drawn_apart;
  guint n = _mj_table_view_rack_tiles (self, seat, tiles, &drawn_apart);
  guint n_melds, n_bonus, n_pond;
  guint64 claimed;
  const MjGameMeld *melds = mj_game_get_melds (self->game, seat, &n_melds);
  const guint8 *bonus = mj_game_get_bonus (self->game, seat, &n_bonus);
  const guint8 *pond = mj_game_get_pond (self->game, seat, &n_pond, &claimed);
  gboolean last_discarder = (int) seat == self->last_discarder;
  Filler filler;

  item_set_label (group, seat_label (self, seat));
  /* the points, said as the sticks beside the plate show them */
  item_set_description (group, self->tallies ? _mj_table_view_describe_sticks (self->points[seat]) : NULL);
  filler_init (&filler, group);

  if (person)
    for (guint i = 0; i < n; i++)
      filler_add (&filler, rack_tile_label (self, tiles[i], drawn_apart && i == n - 1));
  else if (face_up)
    for (guint i = 0; i < n; i++)
      /* Translators: a tile in another player's revealed hand, and that player's wind */
      filler_add (&filler, g_strdup_printf (_("%s, in %s's hand"), mj_tile_get_name (tiles[i]), who));
  else if (n > 0)
    /* Translators: how many concealed tiles another player holds; %s is their wind */
    filler_add (&filler, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s holds %u tile", "%s holds %u tiles", n),
                                          who, n));

  for (guint i = 0; i < n_melds; i++)
    filler_add (&filler, meld_label (&melds[i].meld, who));

  for (guint i = 0; i < n_bonus; i++)
    /* Translators: a flower or season set aside, and the wind of its player */
    filler_add (&filler, g_strdup_printf (_("%s, set aside by %s"), mj_tile_get_name (kind_of (bonus[i])), who));

  /* the discards in the order they were made, whatever the pond's order on screen */
  for (guint i = 0; i < n_pond && i < MJ_POND_MAX; i++)
    {
      const char *name;

      if (claimed & (G_GUINT64_CONSTANT (1) << i))
        continue;
      name = mj_tile_get_name (kind_of (pond[i]));
      if (i == n_pond - 1 && last_discarder)
        /* Translators: the latest discard on the table, and the wind of its player */
        filler_add (&filler, g_strdup_printf (_("%s, discarded by %s, last discard"), name, who));
      else
        /* Translators: a tile and the wind of the player who discarded it */
        filler_add (&filler, g_strdup_printf (_("%s, discarded by %s"), name, who));
    }

  filler_finish (&filler);
  gtk_widget_set_visible (group, TRUE);
}

static char *
round_label (MjTableView *self)
{
  const MjWall *wall = mj_game_get_wall (self->game);
  g_autoptr(GString) dice = g_string_new (NULL);

  for (guint i = 0; i < wall->n_dice; i++)
    g_string_append_printf (dice, i == 0 ? "%u" : ", %u", (guint) wall->dice[i]);
  /* Translators: the wind of the round, then the faces of the dice thrown to break the wall
   * ("3, 5") and their sum */
  return g_strdup_printf (_("%s round, dice %s, total %u"),
                          mj_wind_get_name (mj_game_get_prevailing_wind (self->game)),
                          dice->str, mj_wall_dice_total (wall));
}

static gboolean
update_idle_cb (gpointer data)
{
  MjTableView *self = data;

  self->a11y_idle_id = 0;
  _mj_table_view_a11y_update (self);
  return G_SOURCE_REMOVE;
}

/* MjTableViewItem */

static void
mj_table_view_item_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  _mj_table_view_a11y_allocate (widget);
}

static void
mj_table_view_item_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (mj_table_view_item_parent_class)->dispose (object);
}

static void
mj_table_view_item_finalize (GObject *object)
{
  g_free (MJ_TABLE_VIEW_ITEM (object)->label);
  g_free (MJ_TABLE_VIEW_ITEM (object)->description);
  G_OBJECT_CLASS (mj_table_view_item_parent_class)->finalize (object);
}

static void
mj_table_view_item_class_init (MjTableViewItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_table_view_item_dispose;
  object_class->finalize = mj_table_view_item_finalize;
  widget_class->size_allocate = mj_table_view_item_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "mj-table-item");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mj_table_view_item_init (MjTableViewItem *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/**
 * mj_table_view_item_get_label:
 *
 * Returns: (nullable): what a screen reader says of this tile or group
 */
const char *
mj_table_view_item_get_label (MjTableViewItem *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW_ITEM (self), NULL);
  return self->label;
}

/**
 * mj_table_view_item_get_description:
 *
 * Returns: (nullable): what a screen reader says of this group besides its name: a seat's
 *   points in tally sticks, where they are shown
 */
const char *
mj_table_view_item_get_description (MjTableViewItem *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW_ITEM (self), NULL);
  return self->description;
}

/* The table view's part */

void
_mj_table_view_a11y_init (MjTableView *self)
{
  for (guint rel = 0; rel < 4; rel++)
    {
      self->a11y_seats[rel] = item_new (GTK_ACCESSIBLE_ROLE_GROUP);
      gtk_widget_set_visible (self->a11y_seats[rel], FALSE);
      gtk_widget_set_parent (self->a11y_seats[rel], GTK_WIDGET (self));
    }
  self->a11y_wall = item_new (GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_set_visible (self->a11y_wall, FALSE);
  gtk_widget_set_parent (self->a11y_wall, GTK_WIDGET (self));
  self->a11y_round = item_new (GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_set_visible (self->a11y_round, FALSE);
  gtk_widget_set_parent (self->a11y_round, GTK_WIDGET (self));
}

void
_mj_table_view_a11y_clear (MjTableView *self)
{
  g_clear_handle_id (&self->a11y_idle_id, g_source_remove);
  for (guint rel = 0; rel < 4; rel++)
    g_clear_pointer (&self->a11y_seats[rel], gtk_widget_unparent);
  g_clear_pointer (&self->a11y_wall, gtk_widget_unparent);
  g_clear_pointer (&self->a11y_round, gtk_widget_unparent);
}

/* Many changes of the game in a row are named once, when the main loop is idle, after the
 * frame is drawn. */
void
_mj_table_view_a11y_queue_update (MjTableView *self)
{
  if (self->a11y_idle_id == 0 && self->a11y_wall != NULL)
    self->a11y_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update_idle_cb, self, NULL);
}

void
_mj_table_view_a11y_update (MjTableView *self)
{
  g_clear_handle_id (&self->a11y_idle_id, g_source_remove);
  if (self->a11y_wall == NULL)
    return;

  if (self->game == NULL)
    {
      for (guint rel = 0; rel < 4; rel++)
        gtk_widget_set_visible (self->a11y_seats[rel], FALSE);
      gtk_widget_set_visible (self->a11y_wall, FALSE);
      gtk_widget_set_visible (self->a11y_round, FALSE);
    }
  else
    {
      guint left = mj_wall_live_remaining (mj_game_get_wall (self->game));

      for (guint rel = 0; rel < 4; rel++)
        update_seat (self, self->a11y_seats[rel], (self->human + rel) % 4);
      item_set_label (self->a11y_wall,
                      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the wall",
                                                    "%u tiles left in the wall", left), left));
      gtk_widget_set_visible (self->a11y_wall, TRUE);
      item_set_label (self->a11y_round, round_label (self));
      gtk_widget_set_visible (self->a11y_round, TRUE);
    }
  _mj_table_view_a11y_selection (self);
}

/* The table's own name says the tile selected in the rack, so that a screen reader reading
 * the focused table says it. */
void
_mj_table_view_a11y_selection (MjTableView *self)
{
  g_autofree char *label = NULL;
  MjTile tile = MJ_TILE_NONE;
  guint n = 0;

  if (self->game != NULL && self->selected >= 0)
    tile = mj_table_view_get_rack_tile (self, (guint) self->selected, &n);

  if (tile != MJ_TILE_NONE)
    {
      MjTile tiles[MJ_HAND_MAX_CONCEALED];
      gboolean drawn_apart;

      n = _mj_table_view_rack_tiles (self, self->human, tiles, &drawn_apart);
      label = rack_tile_label (self, tile, drawn_apart && (guint) self->selected == n - 1);
    }
  else
    label = g_strdup (_("The table"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The children are allocated nothing: they are only there to be named. */
void
_mj_table_view_a11y_allocate (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      gtk_widget_allocate (child, 0, 0, -1, NULL);
}
