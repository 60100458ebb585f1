/* mj-laid-hand.c: one player's tiles at the end of a hand, as laid down on the table
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tiles are grouped as the scoring engine read them: first the sets formed from the
 * concealed tiles, marked "concealed", and the tiles in no set; then the sets laid down, in
 * the order they were declared, each apart, the claimed tile turned sideways (toward the
 * player it came from for a pung or a kong: the first tile from the left, the middle one
 * from across, the last one from the right), a concealed kong with its end tiles face down;
 * then the bonus tiles. The winning tile is ringed, once.
 */

#define G_LOG_DOMAIN "mj-laid-hand"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-laid-hand.h"

#define TILE_HEIGHT 40
#define GROUP_MAX   18

typedef struct
{
  MjLaidGroupKind kind;
  int             from;               /* the seat a tile of it was claimed from, or -1 */
  guint           n;
  guint8          tiles[GROUP_MAX];
  guint8          flags[GROUP_MAX];   /* MjTileStripFlags */
} Group;

typedef struct
{
  MjGame             *game;
  const MjGameResult *result;
  guint               seat;
  MjTile              win;            /* the winner's winning tile; MJ_TILE_NONE for the others */
  gboolean            outlined;       /* the winning tile is ringed already */
  guint8              remaining[MJ_N_PLAY_KINDS];
  GArray             *concealed;      /* Group: the concealed sets, then the tiles in no set */
  GArray             *laid;           /* Group: the sets laid down */
} Builder;

struct _MjLaidHand
{
  GtkWidget  parent_instance;

  GtkWidget *flow;
  GPtrArray *strips;   /* MjTileStrip, borrowed from the flow box */
  GArray    *kinds;    /* MjLaidGroupKind, one a strip */
  GArray    *froms;    /* int, one a strip */
};

G_DEFINE_FINAL_TYPE (MjLaidHand, mj_laid_hand, GTK_TYPE_WIDGET)

/* Helpers */

static void
group_add (Group  *g,
           guint   tile,
           guint8  flags)
{
  if (g->n >= GROUP_MAX)
    return;
  g->tiles[g->n] = (guint8) tile;
  g->flags[g->n] = flags;
  g->n++;
}

/* The group's tiles are shown: they are no longer among those left to show. */
static void
take (Builder     *b,
      const Group *g)
{
  for (guint i = 0; i < g->n; i++)
    if (g->tiles[i] < MJ_N_PLAY_KINDS && b->remaining[g->tiles[i]] > 0)
      b->remaining[g->tiles[i]]--;
}

/* Rings the winning tile in @g, at @prefer if it is one, else the last one, as the tile
 * that came last. */
static void
outline_in (Builder *b,
            Group   *g,
            int      prefer)
{
  if (b->outlined || b->win == MJ_TILE_NONE)
    return;
  if (prefer < 0 || (guint) prefer >= g->n || g->tiles[prefer] != b->win)
    for (prefer = (int) g->n - 1; prefer >= 0; prefer--)
      if (g->tiles[prefer] == b->win && !(g->flags[prefer] & MJ_TILE_STRIP_FACE_DOWN))
        break;
  if (prefer < 0)
    return;
  g->flags[prefer] |= MJ_TILE_STRIP_OUTLINED;
  b->outlined = TRUE;
}

/* Where a tile claimed from @from lies in a pung or kong of @n tiles laid by @seat: the
 * first from the player on the left, the middle one from across, the last from the right. */
static guint
turned_place (guint seat,
              int   from,
              guint n)
{
  switch ((from - (int) seat + 4) % 4)
    {
    case 3:
      return 0;
    case 2:
      return 1;
    default:
      return n - 1;
    }
}

/* Which of @meld's tiles lies claimed in the pond of the seat it came from, or -1. */
static int
claimed_place (MjGame           *game,
               const MjGameMeld *meld,
               guint             n)
{
  const guint8 *pond;
  guint64 claimed = 0;
  guint n_pond = 0;

  if (meld->from < 0 || meld->from >= 4)
    return -1;
  pond = mj_game_get_pond (game, (guint) meld->from, &n_pond, &claimed);
  for (guint k = 0; k < n; k++)
    for (guint i = 0; i < n_pond && i < 64; i++)
      if (pond[i] == meld->physical[k] && (claimed >> i) & 1)
        return (int) k;
  return -1;
}

static int
find_meld (const MjHand      *hand,
           const MjScoredSet *s,
           const gboolean    *used)
{
  for (guint j = 0; j < hand->n_melds; j++)
    if (!used[j] && hand->melds[j].kind == s->set.kind && hand->melds[j].tile == s->set.tile)
      return (int) j;
  return -1;
}

/* The hand's meld @j as laid down; @completed: the winning tile completed it. */
static Group
meld_group (Builder  *b,
            guint     j,
            gboolean  completed)
{
  const MjHand *hand = &b->result->hands[b->seat];
  const MjMeld *m = &hand->melds[j];
  const MjGameMeld *played;
  guint n_played = 0, n = mj_meld_n_tiles (m);
  int turned = -1;
  Group g = { 0 };

  played = mj_game_get_melds (b->game, b->seat, &n_played);
  g.from = -1;
  for (guint k = 0; k < n; k++)
    group_add (&g, m->kind == MJ_SET_CHOW ? m->tile + k : m->tile, MJ_TILE_STRIP_PLAIN);

  if (!m->exposed)
    {
      g.kind = MJ_LAID_GROUP_CONCEALED;
      if (n == 4)
        g.flags[0] = g.flags[3] = MJ_TILE_STRIP_FACE_DOWN;
    }
  else
    {
      g.kind = MJ_LAID_GROUP_EXPOSED;
      if (j < n_played)
        {
          g.from = played[j].from;
          if (g.from >= 0)
            turned = m->kind == MJ_SET_CHOW ? claimed_place (b->game, &played[j], n)
                                            : (int) turned_place (b->seat, g.from, n);
        }
      else if (b->win != MJ_TILE_NONE && !b->result->self_drawn && b->result->discarder >= 0)
        {
          /* the set the claimed winning tile completed, laid down only when going out */
          g.from = b->result->discarder;
          if (m->kind != MJ_SET_CHOW)
            turned = (int) turned_place (b->seat, g.from, n);
          else
            for (guint k = 0; k < n && turned < 0; k++)
              if (g.tiles[k] == b->win)
                turned = (int) k;
          completed = TRUE;
        }
      if (turned >= 0)
        g.flags[turned] |= MJ_TILE_STRIP_SIDEWAYS;
    }
  if (completed)
    outline_in (b, &g, g.from >= 0 ? turned : -1);
  return g;
}

/* A set of the scored reading that is not among the melds: a concealed set, or the set a
 * claimed winning tile completed when the hand did not lay it down. */
static Group
set_group (Builder           *b,
           const MjScoredSet *s)
{
  Group g = { 0 };
  int turned = -1;

  g.from = -1;
  g.kind = s->declared ? MJ_LAID_GROUP_EXPOSED : MJ_LAID_GROUP_CONCEALED;
  for (guint k = 0; k < s->set.n_tiles; k++)
    group_add (&g, s->set.tiles[k], MJ_TILE_STRIP_PLAIN);
  if (s->declared && s->completed && b->result->discarder >= 0)
    {
      g.from = b->result->discarder;
      if (s->set.kind != MJ_SET_CHOW)
        turned = (int) turned_place (b->seat, g.from, g.n);
      for (guint k = 0; k < g.n && turned < 0; k++)
        if (g.tiles[k] == b->win)
          turned = (int) k;
      if (turned >= 0)
        g.flags[turned] |= MJ_TILE_STRIP_SIDEWAYS;
    }
  if (s->completed)
    outline_in (b, &g, turned);
  return g;
}

static void
build_groups (Builder *b)
{
  const MjHand *hand = &b->result->hands[b->seat];
  const MjScore *score = &b->result->scores[b->seat];
  gboolean used[MJ_HAND_MAX_MELDS] = { FALSE };
  gboolean completed[MJ_HAND_MAX_MELDS] = { FALSE };
  Group rest = { 0 };

  mj_score_reading_counts (score, hand, b->remaining);

  for (guint i = 0; i < score->n_sets; i++)
    {
      const MjScoredSet *s = &score->sets[i];
      int j = s->declared ? find_meld (hand, s, used) : -1;
      Group g;

      if (j >= 0)
        {
          used[j] = TRUE;
          completed[j] = s->completed;
          continue;
        }
      g = set_group (b, s);
      /* the singles of a special hand read as one row */
      if (s->set.kind == MJ_SET_SINGLE && b->concealed->len > 0)
        {
          Group *last = &g_array_index (b->concealed, Group, b->concealed->len - 1);

          if (last->kind == MJ_LAID_GROUP_CONCEALED && i > 0 && score->sets[i - 1].set.kind == MJ_SET_SINGLE &&
              !score->sets[i - 1].declared)
            {
              for (guint k = 0; k < g.n; k++)
                group_add (last, g.tiles[k], g.flags[k]);
              take (b, &g);
              continue;
            }
        }
      take (b, &g);
      g_array_append_val (g.kind == MJ_LAID_GROUP_EXPOSED ? b->laid : b->concealed, g);
    }

  /* the melds, in the order they were declared; those no set of the reading named too */
  {
    g_autoptr(GArray) extra = g_steal_pointer (&b->laid);

    b->laid = g_array_new (FALSE, TRUE, sizeof (Group));
    for (guint j = 0; j < hand->n_melds; j++)
      {
        Group g = meld_group (b, j, completed[j]);

        take (b, &g);
        g_array_append_val (b->laid, g);
      }
    g_array_append_vals (b->laid, extra->data, extra->len);
  }

  /* the tiles in no set: a losing hand's, or a drawn hand's */
  rest.kind = MJ_LAID_GROUP_REST;
  rest.from = -1;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint k = 0; k < b->remaining[t]; k++)
      group_add (&rest, t, MJ_TILE_STRIP_PLAIN);
  outline_in (b, &rest, -1);
  if (rest.n > 0)
    g_array_append_val (b->concealed, rest);

  /* a winning tile in no group found so far (a reading that named no completed set) */
  for (guint i = 0; i < b->concealed->len && !b->outlined; i++)
    outline_in (b, &g_array_index (b->concealed, Group, i), -1);
  for (guint i = 0; i < b->laid->len && !b->outlined; i++)
    outline_in (b, &g_array_index (b->laid, Group, i), -1);
}

static const char *
caption_for (const Group        *g,
             const char * const *names,
             char              **owned)
{
  switch (g->kind)
    {
    case MJ_LAID_GROUP_CONCEALED:
      /* Translators: under a set of tiles at the end of a hand */
      return _("concealed");
    case MJ_LAID_GROUP_EXPOSED:
      if (g->from >= 0 && g->from < 4 && names != NULL)
        {
          /* Translators: under an exposed set of tiles: the player whose discard was claimed */
          *owned = g_strdup_printf (_("from %s"), names[g->from]);
          return *owned;
        }
      /* Translators: under a set of tiles at the end of a hand */
      return _("exposed");
    case MJ_LAID_GROUP_BONUS:
      /* Translators: under the flowers and seasons of a hand */
      return _("bonus");
    case MJ_LAID_GROUP_REST:
    default:
      return "";
    }
}

static void
append_group (MjLaidHand         *self,
              MjTileCache        *cache,
              const Group        *g,
              const char * const *names)
{
  g_autofree char *owned = NULL;
  const char *caption = caption_for (g, names, &owned);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *strip = mj_tile_strip_new (cache, TILE_HEIGHT);
  GtkWidget *text = gtk_label_new (caption);
  GtkWidget *child;

  for (guint i = 0; i < g->n; i++)
    mj_tile_strip_append_full (MJ_TILE_STRIP (strip), g->tiles[i], (MjTileStripFlags) g->flags[i]);
  gtk_widget_set_halign (strip, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), strip);

  /* a long name goes on a second line rather than widen the set */
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 12);
  gtk_widget_add_css_class (text, "caption");
  gtk_widget_add_css_class (text, "dim-label");
  gtk_widget_set_visible (text, *caption != '\0');
  gtk_box_append (GTK_BOX (box), text);

  /* a screen reader says the group's caption, then the strip its tiles */
  if (*caption != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, caption, -1);

  gtk_flow_box_append (GTK_FLOW_BOX (self->flow), box);
  child = gtk_widget_get_parent (box);
  gtk_widget_set_focusable (child, FALSE);

  g_ptr_array_add (self->strips, strip);
  g_array_append_val (self->kinds, g->kind);
  g_array_append_val (self->froms, g->from);
}

/* GObject */

static void
mj_laid_hand_dispose (GObject *object)
{
  MjLaidHand *self = MJ_LAID_HAND (object);

  g_clear_pointer (&self->flow, gtk_widget_unparent);
  if (self->strips != NULL)
    g_ptr_array_set_size (self->strips, 0);

  G_OBJECT_CLASS (mj_laid_hand_parent_class)->dispose (object);
}

static void
mj_laid_hand_finalize (GObject *object)
{
  MjLaidHand *self = MJ_LAID_HAND (object);

  g_clear_pointer (&self->strips, g_ptr_array_unref);
  g_clear_pointer (&self->kinds, g_array_unref);
  g_clear_pointer (&self->froms, g_array_unref);

  G_OBJECT_CLASS (mj_laid_hand_parent_class)->finalize (object);
}

static void
mj_laid_hand_class_init (MjLaidHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_laid_hand_dispose;
  object_class->finalize = mj_laid_hand_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mj_laid_hand_init (MjLaidHand *self)
{
  self->strips = g_ptr_array_new ();
  self->kinds = g_array_new (FALSE, FALSE, sizeof (MjLaidGroupKind));
  self->froms = g_array_new (FALSE, FALSE, sizeof (int));

  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 24);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 14);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 8);
  gtk_widget_set_valign (self->flow, GTK_ALIGN_START);
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
}

/* Public API */

/**
 * mj_laid_hand_new:
 * @game: a finished hand
 * @seat: the player whose tiles are shown
 * @names: (array fixed-size=4) (nullable): the players' names, for the sets claimed from them
 *
 * Returns: (transfer full): @seat's tiles as laid down when @game ended
 */
GtkWidget *
mj_laid_hand_new (MjTileCache        *cache,
                  MjGame             *game,
                  guint               seat,
                  const char * const *names)
{
  MjLaidHand *self;
  const MjGameResult *result;
  Builder b = { 0 };
  Group bonus = { 0 };

  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (MJ_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < 4, NULL);
  result = mj_game_get_result (game);
  g_return_val_if_fail (result != NULL, NULL);

  self = g_object_new (MJ_TYPE_LAID_HAND, NULL);
  b.game = game;
  b.result = result;
  b.seat = seat;
  b.win = result->winner == (int) seat ? result->hands[seat].winning_tile : MJ_TILE_NONE;
  b.concealed = g_array_new (FALSE, TRUE, sizeof (Group));
  b.laid = g_array_new (FALSE, TRUE, sizeof (Group));
  build_groups (&b);

  for (guint i = 0; i < b.concealed->len; i++)
    append_group (self, cache, &g_array_index (b.concealed, Group, i), names);
  for (guint i = 0; i < b.laid->len; i++)
    append_group (self, cache, &g_array_index (b.laid, Group, i), names);

  bonus.kind = MJ_LAID_GROUP_BONUS;
  bonus.from = -1;
  for (guint k = 0; k < 8; k++)
    if (result->hands[seat].bonus & (1u << k))
      group_add (&bonus, MJ_TILE_FLOWER_1 + k, MJ_TILE_STRIP_PLAIN);
  if (bonus.n > 0)
    append_group (self, cache, &bonus, names);

  g_array_unref (b.concealed);
  g_array_unref (b.laid);
  return GTK_WIDGET (self);
}

guint
mj_laid_hand_get_n_groups (MjLaidHand *self)
{
  g_return_val_if_fail (MJ_IS_LAID_HAND (self), 0);

  return self->strips->len;
}

/**
 * mj_laid_hand_get_group:
 * @index: a group, in the order shown
 * @kind: (out) (optional): what the group is
 * @from: (out) (optional): the seat a tile of it was claimed from, or -1
 *
 * Returns: (transfer none): the group's tiles
 */
MjTileStrip *
mj_laid_hand_get_group (MjLaidHand      *self,
                        guint            index,
                        MjLaidGroupKind *kind,
                        int             *from)
{
  g_return_val_if_fail (MJ_IS_LAID_HAND (self), NULL);
  g_return_val_if_fail (index < self->strips->len, NULL);

  if (kind != NULL)
    *kind = g_array_index (self->kinds, MjLaidGroupKind, index);
  if (from != NULL)
    *from = g_array_index (self->froms, int, index);
  return self->strips->pdata[index];
}
