/* mj-scorekeeper-window-hand.c: entering one hand's tiles and scoring it live
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The four hands are kept as the person enters them (MjScorekeeperSeat) and turned into MjHand
 * for the scoring engine after every change, exactly as a hand played on the screen is:
 * mj_score_hand() for each seat, then mj_settle(). Nothing here scores by itself. A hand
 * that cannot be scored yet says why in one sentence instead of showing a score.
 */

#define G_LOG_DOMAIN "mj-scorekeeper"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-format.h"
#include "mj-hand-summary.h"
#include "mj-label.h"
#include "mj-scorekeeper-window-private.h"
#include "mj-template.h"
#include "mj-tile-strip.h"

#define PLACED_TILE_HEIGHT 40

/* What a removal button removes. */
enum { REMOVE_CONCEALED, REMOVE_MELD, REMOVE_BONUS };

static const char *
seat_name (MjScorekeeperWindow *self,
           guint              seat)
{
  return gtk_string_list_get_string (self->names, seat);
}

static MjWind
seat_wind (MjScorekeeperWindow *self,
           guint              seat)
{
  return (MjWind) ((seat + 4 - self->rotation.dealer) % 4);
}

static gboolean
how_is_self_drawn (MjScorekeeperWinHow how)
{
  return how == MJ_SCOREKEEPER_WIN_WALL || how == MJ_SCOREKEEPER_WIN_REPLACEMENT || how == MJ_SCOREKEEPER_WIN_LAST_WALL_TILE;
}

static guint
how_flags (MjScorekeeperWinHow how)
{
  switch (how)
    {
    case MJ_SCOREKEEPER_WIN_REPLACEMENT:
      return MJ_HAND_FLAG_REPLACEMENT_TILE;
    case MJ_SCOREKEEPER_WIN_ROBBED_KONG:
      return MJ_HAND_FLAG_ROBBING_KONG;
    case MJ_SCOREKEEPER_WIN_LAST_WALL_TILE:
      return MJ_HAND_FLAG_LAST_WALL_TILE;
    case MJ_SCOREKEEPER_WIN_LAST_DISCARD:
      return MJ_HAND_FLAG_LAST_DISCARD;
    case MJ_SCOREKEEPER_WIN_WALL:
    case MJ_SCOREKEEPER_WIN_DISCARD:
    case MJ_SCOREKEEPER_N_WIN_HOW:
    default:
      return 0;
    }
}

/* A seat's hand as the scoring engine reads it, as mj-game-end.c builds it. */
static void
build_hand (MjScorekeeperWindow *self,
            guint              seat,
            MjHand            *hand)
{
  const MjScorekeeperSeat *s = &self->seats[seat];

  mj_hand_init (hand);
  hand->seat_wind = seat_wind (self, seat);
  hand->prevailing_wind = self->rotation.prevailing_wind;
  memcpy (hand->concealed, s->concealed, sizeof hand->concealed);
  memcpy (hand->melds, s->melds, sizeof hand->melds);
  hand->n_melds = s->n_melds;
  hand->bonus = s->bonus;
  hand->goulash = (guint8) self->goulash;
  if ((int) seat == self->winner)
    {
      hand->mahjong = TRUE;
      hand->self_drawn = (guint8) how_is_self_drawn (self->how);
      hand->winning_tile = self->winning_tile;
      hand->flags = how_flags (self->how) | self->special;
    }
}

/* How many of a playing tile the four hands hold. */
static guint
placed (MjScorekeeperWindow *self,
        MjTile             tile)
{
  guint n = 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      MjHand hand;
      guint8 counts[MJ_N_PLAY_KINDS];

      build_hand (self, seat, &hand);
      mj_hand_all_counts (&hand, counts);
      n += counts[tile];
    }
  return n;
}

static int
bonus_holder (MjScorekeeperWindow *self,
              MjTile             tile)
{
  for (guint seat = 0; seat < 4; seat++)
    if (self->seats[seat].bonus & (1u << (tile - MJ_TILE_FLOWER_1)))
      return (int) seat;
  return -1;
}

static guint
seat_tile_count (MjScorekeeperWindow *self,
                 guint              seat)
{
  MjHand hand;

  build_hand (self, seat, &hand);
  return mj_hand_tile_count (&hand);
}

/* Whether @n more of @tile can be placed; if not, says why. */
static gboolean
check_available (MjScorekeeperWindow *self,
                 MjTile             tile,
                 guint              n)
{
  g_autofree char *text = NULL;
  guint left = 4 - MIN (4u, placed (self, tile));

  if (left >= n)
    return TRUE;
  if (left == 0)
    text = g_strdup_printf (_("All four %s tiles are already placed"), mj_tile_get_name (tile));
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Only %u %s tile is left to place",
                                         "Only %u %s tiles are left to place", left),
                            left, mj_tile_get_name (tile));
  _mj_scorekeeper_toast (self, text);
  return FALSE;
}

static gboolean
add_meld (MjScorekeeperWindow *self,
          MjScorekeeperSeat        *s,
          MjSetKind          kind,
          MjTile             tile,
          gboolean           exposed)
{
  MjMeld *m;

  if (s->n_melds >= MJ_HAND_MAX_MELDS)
    {
      _mj_scorekeeper_toast (self, _("A hand holds at most six declared sets"));
      return FALSE;
    }
  m = &s->melds[s->n_melds++];
  m->kind = (guint8) kind;
  m->tile = tile;
  m->exposed = (guint8) exposed;
  m->kong_origin = kind != MJ_SET_KONG ? MJ_KONG_CONCEALED : exposed ? MJ_KONG_ADDED : MJ_KONG_CONCEALED;
  return TRUE;
}

/* The tile goes where the mode says: bonus tiles always to the bonus tiles. */
static gboolean
pick_tile (MjScorekeeperWindow *self,
           MjTile             tile)
{
  MjScorekeeperSeat *s = &self->seats[self->current];
  gboolean exposed = gtk_check_button_get_active (self->exposed_check);
  guint adding;

  if (mj_tile_is_bonus (tile))
    {
      int holder = bonus_holder (self, tile);
      g_autofree char *text = NULL;

      if (holder >= 0)
        {
          text = g_strdup_printf (_("%s already holds the %s"), seat_name (self, (guint) holder),
                                  mj_tile_get_name (tile));
          _mj_scorekeeper_toast (self, text);
          return FALSE;
        }
      s->bonus |= (guint8) (1u << (tile - MJ_TILE_FLOWER_1));
      return TRUE;
    }

  adding = self->mode == MJ_SCOREKEEPER_ADD_CONCEALED || self->mode == MJ_SCOREKEEPER_ADD_WINNING ? 1 :
           self->mode == MJ_SCOREKEEPER_ADD_PAIR ? 2 : 3;
  if (seat_tile_count (self, self->current) + adding > MJ_HAND_MAX_CONCEALED)
    {
      _mj_scorekeeper_toast (self, _("A hand cannot hold that many tiles"));
      return FALSE;
    }

  switch (self->mode)
    {
    case MJ_SCOREKEEPER_ADD_CONCEALED:
      if (!check_available (self, tile, 1))
        return FALSE;
      s->concealed[tile]++;
      return TRUE;

    case MJ_SCOREKEEPER_ADD_PUNG:
    case MJ_SCOREKEEPER_ADD_KONG:
      if (!check_available (self, tile, self->mode == MJ_SCOREKEEPER_ADD_KONG ? 4 : 3))
        return FALSE;
      if (self->mode == MJ_SCOREKEEPER_ADD_KONG || exposed)
        return add_meld (self, s, self->mode == MJ_SCOREKEEPER_ADD_KONG ? MJ_SET_KONG : MJ_SET_PUNG, tile, exposed);
      s->concealed[tile] += 3;
      return TRUE;

    case MJ_SCOREKEEPER_ADD_CHOW:
      if (!mj_tile_is_suited (tile) || mj_tile_rank (tile) > 7)
        {
          _mj_scorekeeper_toast (self, _("A chow starts with a one to a seven of a suit: pick its lowest tile"));
          return FALSE;
        }
      for (MjTile t = tile; t < tile + 3; t++)
        if (!check_available (self, t, 1))
          return FALSE;
      if (exposed)
        return add_meld (self, s, MJ_SET_CHOW, tile, TRUE);
      for (MjTile t = tile; t < tile + 3; t++)
        s->concealed[t]++;
      return TRUE;

    case MJ_SCOREKEEPER_ADD_PAIR:
      if (!check_available (self, tile, 2))
        return FALSE;
      if (exposed)
        return add_meld (self, s, MJ_SET_PAIR, tile, TRUE);
      s->concealed[tile] += 2;
      return TRUE;

    case MJ_SCOREKEEPER_ADD_WINNING:
      {
        MjHand hand;
        guint8 counts[MJ_N_PLAY_KINDS];

        if (self->winner != (int) self->current)
          {
            self->winner = (int) self->current;
            _mj_scorekeeper_sync_winner (self);
          }
        build_hand (self, self->current, &hand);
        mj_hand_all_counts (&hand, counts);
        /* a hand still short of the winning tile takes it; a full one marks one it holds */
        if (mj_hand_tile_count (&hand) < 14)
          {
            if (!check_available (self, tile, 1))
              return FALSE;
            s->concealed[tile]++;
          }
        else if (counts[tile] == 0)
          {
            g_autofree char *text = g_strdup_printf (_("The hand is complete and holds no %s: remove a tile first"),
                                                     mj_tile_get_name (tile));

            _mj_scorekeeper_toast (self, text);
            return FALSE;
          }
        self->winning_tile = tile;
        return TRUE;
      }

    case MJ_SCOREKEEPER_N_ADD_MODES:
    default:
      return FALSE;
    }
}

void
_mj_scorekeeper_pick (MjScorekeeperWindow *self,
                     MjTile             tile)
{
  if (self->names == NULL || !mj_tile_is_valid (tile))
    return;
  if (pick_tile (self, tile))
    _mj_scorekeeper_refresh (self);
}

/* The winner keeps the winning tile only while the hand holds one. */
static void
check_winning_tile (MjScorekeeperWindow *self)
{
  MjHand hand;
  guint8 counts[MJ_N_PLAY_KINDS];

  if (self->winner < 0 || self->winning_tile == MJ_TILE_NONE)
    {
      self->winning_tile = MJ_TILE_NONE;
      return;
    }
  build_hand (self, (guint) self->winner, &hand);
  mj_hand_all_counts (&hand, counts);
  if (counts[self->winning_tile] == 0)
    self->winning_tile = MJ_TILE_NONE;
}

void
_mj_scorekeeper_clear_seat (MjScorekeeperWindow *self,
                           guint              seat)
{
  memset (&self->seats[seat], 0, sizeof self->seats[seat]);
  check_winning_tile (self);
}

static void
remove_clicked_cb (GtkButton         *button,
                   MjScorekeeperWindow *self)
{
  guint code = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "mj-remove"));
  guint what = code >> 8, index = code & 0xff;
  MjScorekeeperSeat *s = &self->seats[self->current];
  GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (button));
  guint position = 0;
  gboolean focused = gtk_widget_has_focus (GTK_WIDGET (button));

  for (GtkWidget *w = gtk_widget_get_prev_sibling (GTK_WIDGET (button)); w != NULL;
       w = gtk_widget_get_prev_sibling (w))
    position++;

  if (what == REMOVE_CONCEALED && index < MJ_N_PLAY_KINDS && s->concealed[index] > 0)
    s->concealed[index]--;
  else if (what == REMOVE_MELD && index < s->n_melds)
    {
      memmove (&s->melds[index], &s->melds[index + 1], (s->n_melds - index - 1) * sizeof (MjMeld));
      s->n_melds--;
    }
  else if (what == REMOVE_BONUS && index < 8)
    s->bonus &= (guint8) ~(1u << index);
  check_winning_tile (self);
  _mj_scorekeeper_refresh (self);

  /* the keyboard stays where it was: on the next tile of the row, or on the palette */
  if (focused)
    {
      GtkWidget *next = gtk_widget_get_last_child (box);

      for (GtkWidget *w = gtk_widget_get_first_child (box); w != NULL; w = gtk_widget_get_next_sibling (w))
        if (position-- == 0)
          {
            next = w;
            break;
          }
      if (next == NULL || !gtk_widget_get_focusable (next) || !gtk_widget_grab_focus (next))
        gtk_widget_grab_focus (GTK_WIDGET (self->picker));
    }
}

static GtkWidget *
removal_button (MjScorekeeperWindow *self,
                GtkWidget         *strip,
                const char        *description,
                guint              what,
                guint              index)
{
  GtkWidget *button = gtk_button_new ();
  g_autofree char *tooltip = g_strdup_printf (_("%s: click to remove"), description);

  gtk_button_set_child (GTK_BUTTON (button), strip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "mj-tile-button");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Activate to remove it"),
                                  -1);
  g_object_set_data (G_OBJECT (button), "mj-remove", GUINT_TO_POINTER (what << 8 | index));
  g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
  return button;
}

static char *
describe_meld (const MjMeld *m)
{
  const char *name = mj_tile_get_name (m->tile);

  switch (m->kind)
    {
    case MJ_SET_CHOW:
      return g_strdup_printf (_("Exposed chow from %s"), name);
    case MJ_SET_KONG:
      return g_strdup_printf (m->exposed ? _("Exposed kong of %s") : _("Concealed kong of %s"), name);
    case MJ_SET_PAIR:
      return g_strdup_printf (_("Exposed pair of %s"), name);
    default:
      return g_strdup_printf (_("Exposed pung of %s"), name);
    }
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static void
placeholder (GtkWidget  *box,
             const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_size_request (label, -1, PLACED_TILE_HEIGHT + 6);
  gtk_box_append (GTK_BOX (box), label);
}

static void
refresh_tiles (MjScorekeeperWindow *self)
{
  const MjScorekeeperSeat *s = &self->seats[self->current];
  gboolean marked = FALSE;
  g_autofree char *heading = NULL;

  heading = g_strdup_printf ((int) self->current == self->winner ? _("%s, %s: Mah Jong") : _("%s, %s"),
                             seat_name (self, self->current), mj_wind_get_name (seat_wind (self, self->current)));
  gtk_label_set_label (self->seat_heading, heading);

  clear_box (self->concealed_box);
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    for (guint k = 0; k < s->concealed[t]; k++)
      {
        GtkWidget *strip = mj_tile_strip_new (self->cache, PLACED_TILE_HEIGHT);
        GtkWidget *button;

        mj_tile_strip_append (MJ_TILE_STRIP (strip), t);
        if (!marked && (int) self->current == self->winner && t == self->winning_tile)
          {
            g_autofree char *text = g_strdup_printf (_("%s, the winning tile"), mj_tile_get_name (t));

            button = removal_button (self, strip, text, REMOVE_CONCEALED, t);
            gtk_widget_add_css_class (button, "mj-winning-tile");
            marked = TRUE;
          }
        else
          button = removal_button (self, strip, mj_tile_get_name (t), REMOVE_CONCEALED, t);
        gtk_box_append (GTK_BOX (self->concealed_box), button);
      }
  if (gtk_widget_get_first_child (self->concealed_box) == NULL)
    placeholder (self->concealed_box, _("No concealed tiles"));

  clear_box (self->sets_box);
  for (guint i = 0; i < s->n_melds; i++)
    {
      const MjMeld *m = &s->melds[i];
      GtkWidget *strip = mj_tile_strip_new (self->cache, PLACED_TILE_HEIGHT);
      g_autofree char *text = describe_meld (m);

      for (guint k = 0; k < mj_meld_n_tiles (m); k++)
        {
          gboolean face_down = !m->exposed && (k == 0 || k == 3);

          mj_tile_strip_append (MJ_TILE_STRIP (strip),
                                face_down ? MJ_TILE_FACE_BACK : m->kind == MJ_SET_CHOW ? m->tile + k : m->tile);
        }
      gtk_box_append (GTK_BOX (self->sets_box), removal_button (self, strip, text, REMOVE_MELD, i));
    }
  if (s->n_melds == 0)
    placeholder (self->sets_box, _("No declared sets"));

  clear_box (self->bonus_box);
  for (guint b = 0; b < 8; b++)
    if (s->bonus & (1u << b))
      {
        GtkWidget *strip = mj_tile_strip_new (self->cache, PLACED_TILE_HEIGHT);

        mj_tile_strip_append (MJ_TILE_STRIP (strip), MJ_TILE_FLOWER_1 + b);
        gtk_box_append (GTK_BOX (self->bonus_box),
                        removal_button (self, strip, mj_tile_get_name (MJ_TILE_FLOWER_1 + b), REMOVE_BONUS, b));
      }
  if (s->bonus == 0)
    /* Translators: the scorekeeper, where a player's hand has no bonus tile yet */
    placeholder (self->bonus_box, C_("scorekeeper", "No flowers or seasons"));

  /* the palette offers what can still be placed in the current mode */
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      gboolean ok;

      if (mj_tile_is_bonus (t))
        ok = bonus_holder (self, t) < 0;
      else if (self->mode == MJ_SCOREKEEPER_ADD_CHOW)
        ok = mj_tile_is_suited (t) && mj_tile_rank (t) <= 7 &&
             placed (self, t) < 4 && placed (self, t + 1) < 4 && placed (self, t + 2) < 4;
      else if (self->mode == MJ_SCOREKEEPER_ADD_PUNG)
        ok = placed (self, t) <= 1;
      else if (self->mode == MJ_SCOREKEEPER_ADD_PAIR)
        ok = placed (self, t) <= 2;
      else if (self->mode == MJ_SCOREKEEPER_ADD_KONG)
        ok = placed (self, t) == 0;
      else
        ok = placed (self, t) < 4 || (self->mode == MJ_SCOREKEEPER_ADD_WINNING && s->concealed[t] > 0);
      mj_tile_picker_set_tile_sensitive (self->picker, t, ok);
    }

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *label = g_strdup_printf ("%s (%s)", seat_name (self, seat),
                                                mj_wind_get_name (seat_wind (self, seat)));

      gtk_button_set_label (GTK_BUTTON (self->seat_buttons[seat]), label);
    }
}

static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = mj_label_new_wrapped (text, css_class);

  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  return label;
}

/* Scores the four hands and settles them; returns why it cannot, or NULL. */
static char *
compute (MjScorekeeperWindow *self)
{
  MjGameResult *r = &self->result;
  int totals[4] = { 0, 0, 0, 0 };
  gboolean needs_from = self->how == MJ_SCOREKEEPER_WIN_DISCARD || self->how == MJ_SCOREKEEPER_WIN_ROBBED_KONG ||
                        self->how == MJ_SCOREKEEPER_WIN_LAST_DISCARD;

  memset (r, 0, sizeof *r);
  r->winner = (gint8) self->winner;
  r->discarder = -1;
  r->liable = -1;

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr(GError) error = NULL;

      build_hand (self, seat, &r->hands[seat]);
      if (!mj_hand_validate (&r->hands[seat], &error))
        return g_strdup_printf ("%s: %s", seat_name (self, seat), error->message);
    }

  if (self->winner >= 0)
    {
      guint count = mj_hand_tile_count (&r->hands[self->winner]);
      const char *name = seat_name (self, (guint) self->winner);

      if (count == 13 && self->winning_tile == MJ_TILE_NONE)
        return g_strdup_printf (_("%s’s hand has 13 tiles: choose “Winning Tile” and click the tile that completed it"),
                                name);
      if (count != 14)
        return g_strdup_printf (_("%s’s hand has %u tiles: a complete hand has 14, a kong counting as three"),
                                name, count);
      if (self->winning_tile == MJ_TILE_NONE)
        return g_strdup_printf (_("Which tile completed %s’s hand? Choose “Winning Tile” and click it in the palette"),
                                name);
      if (needs_from && (int) self->from == self->winner)
        return g_strdup (_("A player cannot go out on their own discard or kong: choose who gave the tile"));

      r->self_drawn = (guint8) how_is_self_drawn (self->how);
      r->discarder = needs_from ? (gint8) self->from : -1;
      for (guint seat = 0; seat < 4; seat++)
        {
          /* the set a claimed tile completed is laid out, as in play */
          if ((int) seat == self->winner && !r->self_drawn)
            mj_score_claimed_win (self->ruleset, &r->hands[seat], &r->scores[seat]);
          else
            mj_score_hand (self->ruleset, &r->hands[seat], &r->scores[seat]);
          totals[seat] = r->scores[seat].total;
        }
      if (!r->scores[self->winner].won)
        return g_strdup_printf (_("%s’s tiles are not a winning hand under these rules"), name);
      {
        MjLiableRule rule = MJ_LIABLE_NONE;

        r->liable = (gint8) _mj_scorekeeper_liable_seat (self, &r->hands[self->winner], r->discarder, &rule);
        r->liable_rule = (guint8) rule;
      }
    }

  mj_settle (self->ruleset, totals, (int) self->rotation.dealer, self->winner, r->discarder, r->self_drawn,
             r->liable, &r->settlement);
  return NULL;
}

static GtkWidget *
seat_score (MjScorekeeperWindow *self,
            guint              seat)
{
  const MjScore *score = &self->result.scores[seat];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name, *total;
  g_autofree char *title = NULL;
  g_autofree char *number = mj_format_number (score->total);
  g_autofree char *formula = NULL;
  g_autofree char *wild = NULL;
  g_autofree char *balance = NULL;
  int net = self->result.settlement.net[seat];

  title = g_strdup_printf ((int) seat == self->winner ? _("%s, %s: Mah Jong") : _("%s, %s"),
                           seat_name (self, seat), mj_wind_get_name (seat_wind (self, seat)));
  name = label_new (title, "heading");
  gtk_widget_set_hexpand (name, TRUE);
  total = gtk_label_new (number);
  gtk_widget_add_css_class (total, "heading");
  gtk_widget_add_css_class (total, "numeric");
  self->total_labels[seat] = GTK_LABEL (total);
  gtk_box_append (GTK_BOX (header), name);
  gtk_box_append (GTK_BOX (header), total);
  gtk_box_append (GTK_BOX (box), header);

  if (self->winner >= 0)
    {
      if (score->dead_hand == MJ_DEAD_HAND_LONG)
        gtk_box_append (GTK_BOX (box), label_new (_("Long hand: too many tiles, it scores nothing"), "warning"));
      wild = mj_score_describe_wild (score);
      if (wild != NULL)
        gtk_box_append (GTK_BOX (box), label_new (wild, NULL));
      for (guint i = 0; i < score->n_items; i++)
        {
          g_autofree char *line = mj_score_item_describe (&score->items[i]);

          gtk_box_append (GTK_BOX (box), label_new (line, "dim-label"));
        }
      if (mj_score_describe_concealment (score) != NULL)
        gtk_box_append (GTK_BOX (box), label_new (mj_score_describe_concealment (score), "dim-label"));
      formula = mj_score_describe_total (score);
      gtk_box_append (GTK_BOX (box), label_new (formula, NULL));
    }

  balance = mj_hand_summary_describe_payment (net, self->balance[seat] + net);
  gtk_box_append (GTK_BOX (box), label_new (balance, "accent"));
  return box;
}

static void
refresh_score (MjScorekeeperWindow *self)
{
  g_autofree char *why = compute (self);

  self->valid = why == NULL;
  for (guint seat = 0; seat < 4; seat++)
    self->total_labels[seat] = NULL;
  clear_box (self->score_box);

  gtk_label_set_label (self->message, why != NULL ? why : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), why != NULL);
  gtk_widget_set_visible (self->score_box, why == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scorekeeper.record", self->valid);
  if (why != NULL)
    return;

  if (self->winner < 0)
    gtk_box_append (GTK_BOX (self->score_box),
                    label_new (_("No one went out: a drawn hand scores nothing"), "dim-label"));
  else if (self->result.liable >= 0)
    {
      /* Translators: a player pays for every other player, and the rule that says so */
      g_autofree char *text = g_strdup_printf (_("%s pays for everyone: %s"),
                                               seat_name (self, (guint) self->result.liable),
                                               mj_liable_rule_get_name ((MjLiableRule) self->result.liable_rule));

      gtk_box_append (GTK_BOX (self->score_box), label_new (text, "heading"));
    }
  for (guint seat = 0; seat < 4; seat++)
    gtk_box_append (GTK_BOX (self->score_box), seat_score (self, seat));
}

/**
 * _mj_scorekeeper_refresh:
 *
 * Shows the state: the current seat's tiles, the palette, the winning tile, the scores;
 * and keeps it in the match's save (mj-scorekeeper-window-save.c).
 */
void
_mj_scorekeeper_refresh (MjScorekeeperWindow *self)
{
  if (self->names == NULL)
    return;

  check_winning_tile (self);
  self->updating++;
  for (guint m = 0; m < MJ_SCOREKEEPER_N_ADD_MODES; m++)
    gtk_toggle_button_set_active (self->mode_buttons[m], m == self->mode);
  gtk_toggle_button_set_active (self->seat_buttons[self->current], TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->exposed_check),
                            self->mode == MJ_SCOREKEEPER_ADD_PUNG || self->mode == MJ_SCOREKEEPER_ADD_CHOW ||
                            self->mode == MJ_SCOREKEEPER_ADD_PAIR || self->mode == MJ_SCOREKEEPER_ADD_KONG);
  self->updating--;

  refresh_tiles (self);

  if (self->winning_tile_strip != NULL)
    adw_action_row_remove (self->winning_tile_row, self->winning_tile_strip);
  self->winning_tile_strip = NULL;
  if (self->winner >= 0 && self->winning_tile != MJ_TILE_NONE)
    {
      self->winning_tile_strip = mj_tile_strip_new (self->cache, 32);
      mj_tile_strip_append (MJ_TILE_STRIP (self->winning_tile_strip), self->winning_tile);
      gtk_widget_set_valign (self->winning_tile_strip, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (self->winning_tile_row, self->winning_tile_strip);
      adw_action_row_set_subtitle (self->winning_tile_row, mj_tile_get_name (self->winning_tile));
    }
  else
    adw_action_row_set_subtitle (self->winning_tile_row,
                                 self->winner >= 0 ? _("Choose “Winning Tile”, then the tile") : _("Nobody went out"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->how_row), self->winner >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->special_row), self->winner >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->liable_row), self->winner >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->from_row),
                            self->winner >= 0 && (self->how == MJ_SCOREKEEPER_WIN_DISCARD ||
                                                  self->how == MJ_SCOREKEEPER_WIN_ROBBED_KONG ||
                                                  self->how == MJ_SCOREKEEPER_WIN_LAST_DISCARD));

  refresh_score (self);
  /* every change to the hand, the deal or the match ends here: it is kept at once */
  _mj_scorekeeper_save (self);
}

/* The tiles column */

static void
seat_toggled_cb (GtkToggleButton   *button,
                 MjScorekeeperWindow *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  for (guint seat = 0; seat < 4; seat++)
    if (button == self->seat_buttons[seat])
      self->current = seat;
  _mj_scorekeeper_refresh (self);
}

static void
mode_toggled_cb (GtkToggleButton   *button,
                 MjScorekeeperWindow *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  for (guint m = 0; m < MJ_SCOREKEEPER_N_ADD_MODES; m++)
    if (button == self->mode_buttons[m])
      self->mode = (MjScorekeeperAddMode) m;
  _mj_scorekeeper_refresh (self);
}

static void
tile_picked_cb (MjScorekeeperWindow *self,
                guint              tile)
{
  _mj_scorekeeper_pick (self, (MjTile) tile);
}

/**
 * _mj_scorekeeper_class_init_tiles:
 *
 * Binds the widgets and callbacks of the template's tiles column: the players, their tiles,
 * what a picked tile is added as.
 */
void
_mj_scorekeeper_class_init_tiles (GtkWidgetClass *widget_class)
{
  static const char * const seat_buttons[] = {
    "seat_button_0", "seat_button_1", "seat_button_2", "seat_button_3", NULL
  };
  static const char * const mode_buttons[MJ_SCOREKEEPER_N_ADD_MODES + 1] = {
    "mode_button_0", "mode_button_1", "mode_button_2", "mode_button_3", "mode_button_4", "mode_button_5", NULL
  };

  mj_widget_class_bind_template_children (widget_class, seat_buttons,
                                          G_STRUCT_OFFSET (MjScorekeeperWindow, seat_buttons));
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, seat_heading);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, concealed_box);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, sets_box);
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, bonus_box);
  mj_widget_class_bind_template_children (widget_class, mode_buttons,
                                          G_STRUCT_OFFSET (MjScorekeeperWindow, mode_buttons));
  gtk_widget_class_bind_template_child (widget_class, MjScorekeeperWindow, exposed_check);
  /* where the palette goes: looked up once, not kept */
  gtk_widget_class_bind_template_child_full (widget_class, "tiles_column", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "add_as_bar", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, seat_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);
}

/**
 * _mj_scorekeeper_add_picker:
 *
 * Puts the palette of tiles under "Add as", once the tiles are loaded.
 */
void
_mj_scorekeeper_add_picker (MjScorekeeperWindow *self)
{
  GObject *column = gtk_widget_get_template_child (GTK_WIDGET (self), MJ_TYPE_SCOREKEEPER_WINDOW, "tiles_column");
  GObject *bar = gtk_widget_get_template_child (GTK_WIDGET (self), MJ_TYPE_SCOREKEEPER_WINDOW, "add_as_bar");

  self->picker = MJ_TILE_PICKER (mj_tile_picker_new (self->cache, 48));
  gtk_widget_set_halign (GTK_WIDGET (self->picker), GTK_ALIGN_START);
  gtk_widget_set_margin_top (GTK_WIDGET (self->picker), 6);
  g_signal_connect_swapped (self->picker, "tile-picked", G_CALLBACK (tile_picked_cb), self);
  gtk_box_insert_child_after (GTK_BOX (column), GTK_WIDGET (self->picker), GTK_WIDGET (bar));
}
