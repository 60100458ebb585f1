/* mj-random-player.c: a player that takes any legal action
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It goes out whenever it may (so that hands end in wins as well as draws) and otherwise
 * picks uniformly among the legal actions. Seeded, so that a simulation repeats.
 */

#include "config.h"

#include "mj-random-player.h"

struct _MjRandomPlayer
{
  GObject  parent_instance;

  GRand   *rand;
};

static void mj_random_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjRandomPlayer, mj_random_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_random_player_iface_init))

static gboolean
mj_random_player_decide (MjPlayer          *player,
                         const MjSeatView  *view,
                         const MjDecision  *decision,
                         MjAction          *action)
{
  /* a plain cast: the interface only calls this with a random player, and a simulation
   * calls it for every decision of every seat */
  MjRandomPlayer *self = (MjRandomPlayer *) player;

  for (guint i = 0; i < decision->n_actions; i++)
    {
      if (decision->actions[i].kind == MJ_ACTION_WIN ||
          decision->actions[i].kind == MJ_ACTION_SELF_DRAWN_WIN)
        {
          *action = decision->actions[i];
          return TRUE;
        }
    }

  *action = decision->actions[g_rand_int_range (self->rand, 0, decision->n_actions)];
  return TRUE;
}

static void
mj_random_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_random_player_decide;
  iface->ignores_view = TRUE;
}

static void
mj_random_player_finalize (GObject *object)
{
  MjRandomPlayer *self = MJ_RANDOM_PLAYER (object);

  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (mj_random_player_parent_class)->finalize (object);
}

static void
mj_random_player_class_init (MjRandomPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_random_player_finalize;
}

static void
mj_random_player_init (MjRandomPlayer *self)
{
}

/**
 * mj_random_player_new:
 *
 * Returns: (transfer full): a player whose choices follow @seed
 */
MjRandomPlayer *
mj_random_player_new (guint32 seed)
{
  MjRandomPlayer *self = g_object_new (MJ_TYPE_RANDOM_PLAYER, NULL);

  self->rand = g_rand_new_with_seed (seed);
  return self;
}
