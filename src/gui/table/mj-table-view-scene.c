/* mj-table-view-scene.c: what the table shows, read from the game
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each frame reads the game into a scene, and the drawing reads only the scene: a test can
 * make up a table the game would take a long hand to reach (four kongs, eight flowers,
 * twenty-four discards at every seat) and see it drawn by the same code.
 */

#define G_LOG_DOMAIN "mj-table-view"

#include "config.h"

#include <string.h>

#include "mj-table-view-private.h"

static inline MjTile
kind_of (guint8 physical)
{
  return mj_tile_physical_kind (physical);
}

/* The discards still in the pond, in the game's order or, for the Oxenstierna family's
 * habit, in order of suit and number. */
static void
read_pond (MjTableView *self,
           guint        seat,
           MjSceneSeat *out)
{
  guint n;
  guint64 claimed;
  const guint8 *pond = mj_game_get_pond (self->game, seat, &n, &claimed);

  out->n_pond = 0;
  out->pond_total = (guint8) MIN (n, (guint) MJ_POND_MAX);
  for (guint i = 0; i < n && i < MJ_POND_MAX; i++)
    if (!(claimed & (G_GUINT64_CONSTANT (1) << i)))
      {
        out->pond_order[out->n_pond] = (guint8) i;
        out->pond[out->n_pond++] = kind_of (pond[i]);
      }

  if (self->sorted_ponds)
    for (guint i = 1; i < out->n_pond; i++)
      for (guint j = i; j > 0 && out->pond[j - 1] > out->pond[j]; j--)
        {
          MjTile t = out->pond[j];
          guint8 o = out->pond_order[j];

          out->pond[j] = out->pond[j - 1];
          out->pond[j - 1] = t;
          out->pond_order[j] = out->pond_order[j - 1];
          out->pond_order[j - 1] = o;
        }
}

/* Which tile of a declared set was claimed: the one still marked claimed in the pond of
 * the player it came from. */
static int
claimed_index (MjTableView      *self,
               const MjGameMeld *meld)
{
  guint n;
  guint64 claimed;
  const guint8 *pond;
  guint count = mj_meld_n_tiles (&meld->meld);

  if (meld->from < 0 || meld->from > 3)
    return -1;
  pond = mj_game_get_pond (self->game, (guint) meld->from, &n, &claimed);
  for (guint i = n; i-- > 0;)
    if (i < 64 && (claimed & (G_GUINT64_CONSTANT (1) << i)))
      for (guint j = 0; j < count; j++)
        if (meld->physical[j] == pond[i])
          return (int) j;
  return -1;
}

/* A declared set as it is laid down: a claimed tile turned and set at the side of the
 * player it came from (first from the left, in the middle from across, last from the
 * right); a concealed kong with its end tiles face down until the hand is shown. */
static void
read_meld (MjTableView      *self,
           guint             seat,
           const MjGameMeld *meld,
           gboolean          shown,
           MjSceneMeld      *out)
{
  const MjMeld *m = &meld->meld;
  guint count = mj_meld_n_tiles (m);
  int claimed = claimed_index (self, meld);
  guint at = 0, k = 0;

  out->n = (guint8) count;
  if (claimed >= 0)
    {
      guint from = ((guint) meld->from + 4 - seat) % 4;

      at = from == 3 ? 0 : from == 2 ? 1 : count - 1;
    }

  for (guint j = 0; j < count; j++)
    {
      guint place;

      if ((int) j == claimed)
        place = at;
      else
        {
          if (claimed >= 0 && k == at)
            k++;
          place = k++;
        }
      out->subs[place] = (guint8) j;
      out->faces[place] = m->kind == MJ_SET_CHOW ? (MjTile) (m->tile + j) : m->tile;
      out->turn[place] = MJ_SCENE_UPRIGHT;
      if ((int) j == claimed)
        out->turn[place] = at == 0 ? MJ_SCENE_TURNED_LEFT : MJ_SCENE_TURNED_RIGHT;
    }

  if (m->kind == MJ_SET_KONG && m->kong_origin == MJ_KONG_CONCEALED && !shown)
    {
      out->faces[0] = MJ_TILE_FACE_BACK;
      out->faces[count - 1] = MJ_TILE_FACE_BACK;
    }
}

/**
 * _mj_table_view_scene_from_game:
 * @scene: (out): what the table shows now
 */
void
_mj_table_view_scene_from_game (MjTableView  *self,
                                MjTableScene *scene)
{
  MjGame *game = self->game;
  gboolean finished = mj_game_get_phase (game) == MJ_PHASE_FINISHED;
  guint empty = mj_game_get_empty_seats (game);

  memset (scene, 0, sizeof *scene);
  scene->wall = *mj_game_get_wall (game);
  scene->human = (guint8) self->human;
  scene->prevailing = (guint8) mj_game_get_prevailing_wind (game);
  scene->finished = finished;
  scene->goulash = mj_game_is_goulash (game);
  scene->tallies = self->tallies;

  for (guint seat = 0; seat < 4; seat++)
    {
      MjSceneSeat *s = &scene->seats[seat];
      gboolean drawn_apart = FALSE;
      guint n_melds, n_bonus;
      const MjGameMeld *melds = mj_game_get_melds (game, seat, &n_melds);
      const guint8 *bonus = mj_game_get_bonus (game, seat, &n_bonus);

      s->present = !(empty & (1u << seat));
      if (!s->present)
        continue;
      s->face_up = seat == self->human || self->reveal || finished;
      s->wind = (guint8) mj_game_get_seat_wind (game, seat);
      s->dealer = seat == mj_game_get_dealer (game);
      s->ready = mj_game_is_ready (game, seat);
      s->turn = seat == mj_game_get_turn (game) && !finished;
      s->name = self->names[seat];

      s->n_rack = (guint8) _mj_table_view_rack_tiles (self, seat, s->rack, &drawn_apart);
      s->drawn_apart = drawn_apart;
      s->n_melds = (guint8) MIN (n_melds, (guint) MJ_HAND_MAX_MELDS);
      for (guint i = 0; i < s->n_melds; i++)
        read_meld (self, seat, &melds[i], finished, &s->melds[i]);
      s->n_bonus = (guint8) MIN (n_bonus, (guint) MJ_SCENE_BONUS_MAX);
      for (guint i = 0; i < s->n_bonus; i++)
        s->bonus[i] = kind_of (bonus[i]);
      read_pond (self, seat, s);
      s->mark_latest = (int) seat == self->last_discarder;
      s->points = self->points[seat];
    }
}
