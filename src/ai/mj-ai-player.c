/* mj-ai-player.c: a computer opponent: a level, a personality, a name
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player answers every decision at once from its seat's view alone (it is given nothing
 * else), through the evaluator. Its seed and the table it sees are its only source of
 * chance, so that the same seeds play the same game, and a game restored from a save goes
 * on as it would have. A personality bends the level's style
 * a little (a liking for honours, for claims, for caution) without changing its strength
 * much.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-ai-goulash.h"
#include "mj-ai-hint.h"
#include "mj-ai-player.h"
#include "mj-ai-private.h"

struct _MjAiPlayer
{
  GObject    parent_instance;

  MjAiLevel  level;
  guint      personality;
  MjAiStyle  style;
  GRand     *rand;

  guint32    seed;

  /* what the player worked out earlier in the hand, to be quicker: never what it saw */
  guint16    last_discards;
  MjAiMemory memory;
};

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_PERSONALITY,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void mj_ai_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MjAiPlayer, mj_ai_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, mj_ai_player_iface_init))

/* The levels' styles. The expert reads the others' waits closely, and so needs to fear
 * each tile less than the standard player's rougher guess does. */
static const MjAiStyle level_styles[MJ_AI_N_LEVELS] = {
  /* defence plans  honours claim noise miss  reads  plays_on pace   look_ahead races  budget (µs) */
  { 0.0,    FALSE, 1.0,    1.0,  0.25, 0.30, FALSE, FALSE,   FALSE, FALSE,     FALSE, 0 },
  { 1.0,    TRUE,  1.0,    1.0,  0.0,  0.0,  FALSE, FALSE,   FALSE, FALSE,     FALSE, 0 },
  { 0.6,    TRUE,  1.0,    1.0,  0.0,  0.0,  TRUE,  TRUE,    TRUE,  TRUE,      TRUE,  15000 },
};

typedef struct
{
  const char *name;
  const char *description;
  double      defence;     /* factors on the level's style */
  double      honours;
  double      claim;
} MjAiPersonality;

/* Leanings small enough that a level plays as strong whoever sits down (claims especially:
 * ten percent more or fewer makes a difference in self-play). */
static const MjAiPersonality personalities[] = {
  { N_("Mei"),    N_("Loves a pung of dragons"),            1.0,  1.2,  1.0  },
  { N_("Arthur"), N_("Plays boldly, seldom folds"),         0.85, 1.0,  1.02 },
  { N_("Ingrid"), N_("Careful with every discard"),         1.15, 1.0,  1.0  },
  { N_("Kenji"),  N_("Quick to claim a set"),               1.0,  1.0,  1.03 },
  { N_("Lucía"),  N_("Patient, keeps her hand concealed"),  1.0,  1.0,  0.97 },
  { N_("Tomasz"), N_("Steady and even-handed"),             1.0,  1.0,  1.0  },
};

/**
 * mj_ai_style_for_level:
 *
 * Returns: the style of @level with no personality
 */
const MjAiStyle *
mj_ai_style_for_level (MjAiLevel level)
{
  g_return_val_if_fail ((guint) level < MJ_AI_N_LEVELS, &level_styles[MJ_AI_LEVEL_STANDARD]);

  return &level_styles[level];
}

static void
update_style (MjAiPlayer *self)
{
  const MjAiPersonality *p = &personalities[self->personality];

  self->style = level_styles[self->level];
  self->style.defence *= p->defence;
  self->style.honours *= p->honours;
  self->style.claim *= p->claim;
}

/* A new hand forgets what was worked out for the last. */
static void
remember (MjAiPlayer       *self,
          const MjSeatView *view)
{
  if (view->n_discards < self->last_discards || view->n_discards == 0)
    {
      self->memory.ruleset = NULL;
      self->memory.have_values = FALSE;
    }
  self->last_discards = view->n_discards;
}

/* The chance of one decision: drawn afresh from the player's seed and the table as the
 * seat sees it, so that a game restored from a save is played on exactly as it would have
 * been. */
static void
reseed (MjAiPlayer       *self,
        const MjSeatView *view,
        const MjDecision *decision)
{
  guint32 words[6] = { self->seed, view->n_discards, view->live_remaining,
                       ((guint32) decision->kind << 16) | ((guint32) decision->tile << 8) | view->seat,
                       0, 0 };

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    words[4 + (t & 1)] = words[4 + (t & 1)] * 5u + view->concealed[t];
  g_rand_set_seed_array (self->rand, words, G_N_ELEMENTS (words));
}

static gboolean
mj_ai_player_decide (MjPlayer          *player,
                     const MjSeatView  *view,
                     const MjDecision  *decision,
                     MjAction          *action)
{
  MjAiPlayer *self = MJ_AI_PLAYER (player);
  MjAiCtx ctx;
  MjAiChoice choice;
  MjDecision kept;

  remember (self, view);
  reseed (self, view, decision);
  mj_ai_ctx_init (&ctx, view, &self->style);
  ctx.memory = &self->memory;

  if (decision->kind == MJ_DECISION_EXCHANGE)
    {
      *action = mj_ai_choose_exchange (view, decision);
      return TRUE;
    }

  /* a Goulash: the wild tiles are kept for going out */
  if (mj_ai_keep_wild (view, decision, &kept))
    decision = &kept;

  if (decision->kind == MJ_DECISION_TURN)
    mj_ai_decide_turn (&ctx, decision, self->rand, &choice);
  else
    mj_ai_decide_claim (&ctx, decision, self->rand, &choice);

  /* the evaluator only ever picks an offered action; this guards the contract */
  if (!mj_decision_contains (decision, &choice.action))
    choice.action = decision->actions[0];
  *action = choice.action;
  return TRUE;
}

static void
mj_ai_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = mj_ai_player_decide;
}

static void
mj_ai_player_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  MjAiPlayer *self = MJ_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_PERSONALITY:
      g_value_set_uint (value, self->personality);
      break;
    case PROP_NAME:
      g_value_set_string (value, mj_ai_player_get_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_ai_player_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  MjAiPlayer *self = MJ_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      self->level = (MjAiLevel) g_value_get_uint (value);
      update_style (self);
      break;
    case PROP_PERSONALITY:
      mj_ai_player_set_personality (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_ai_player_finalize (GObject *object)
{
  MjAiPlayer *self = MJ_AI_PLAYER (object);

  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (mj_ai_player_parent_class)->finalize (object);
}

static void
mj_ai_player_class_init (MjAiPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = mj_ai_player_get_property;
  object_class->set_property = mj_ai_player_set_property;
  object_class->finalize = mj_ai_player_finalize;

  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, MJ_AI_N_LEVELS - 1, MJ_AI_LEVEL_STANDARD,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PERSONALITY] =
    g_param_spec_uint ("personality", NULL, NULL, 0, G_N_ELEMENTS (personalities) - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mj_ai_player_init (MjAiPlayer *self)
{
  self->level = MJ_AI_LEVEL_STANDARD;
  update_style (self);
}

/**
 * mj_ai_player_new:
 * @level: the strength
 * @seed: the player's own chance: the same seed makes the same choices
 *
 * A computer player; its personality follows from @seed until it is set.
 *
 * Returns: (transfer full): the player
 */
MjAiPlayer *
mj_ai_player_new (MjAiLevel level,
                  guint32   seed)
{
  MjAiPlayer *self;

  g_return_val_if_fail ((guint) level < MJ_AI_N_LEVELS, NULL);

  self = g_object_new (MJ_TYPE_AI_PLAYER, "level", (guint) level, NULL);
  self->seed = seed;
  self->rand = g_rand_new_with_seed (seed);
  self->personality = seed % G_N_ELEMENTS (personalities);
  update_style (self);
  return self;
}

MjAiLevel
mj_ai_player_get_level (MjAiPlayer *self)
{
  g_return_val_if_fail (MJ_IS_AI_PLAYER (self), MJ_AI_LEVEL_STANDARD);

  return self->level;
}

guint
mj_ai_player_get_personality (MjAiPlayer *self)
{
  g_return_val_if_fail (MJ_IS_AI_PLAYER (self), 0);

  return self->personality;
}

/**
 * mj_ai_player_set_personality:
 * @personality: below mj_ai_personality_count()
 *
 * Gives the player a personality: a name and small leanings of style.
 */
void
mj_ai_player_set_personality (MjAiPlayer *self,
                              guint       personality)
{
  g_return_if_fail (MJ_IS_AI_PLAYER (self));
  g_return_if_fail (personality < G_N_ELEMENTS (personalities));

  if (self->personality == personality)
    return;
  self->personality = personality;
  update_style (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PERSONALITY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * mj_ai_player_get_name:
 *
 * Returns: the translated name of the player's personality
 */
const char *
mj_ai_player_get_name (MjAiPlayer *self)
{
  g_return_val_if_fail (MJ_IS_AI_PLAYER (self), NULL);

  return mj_ai_personality_get_name (self->personality);
}

/**
 * mj_ai_personality_count:
 *
 * Returns: how many personalities there are
 */
guint
mj_ai_personality_count (void)
{
  return G_N_ELEMENTS (personalities);
}

/**
 * mj_ai_personality_get_name:
 *
 * Returns: the translated name of @personality
 */
const char *
mj_ai_personality_get_name (guint personality)
{
  g_return_val_if_fail (personality < G_N_ELEMENTS (personalities), NULL);

  return _(personalities[personality].name);
}

/**
 * mj_ai_personality_get_description:
 *
 * Returns: a translated line on how @personality plays
 */
const char *
mj_ai_personality_get_description (guint personality)
{
  g_return_val_if_fail (personality < G_N_ELEMENTS (personalities), NULL);

  return _(personalities[personality].description);
}

static MjPlayer *
new_computer (int     level,
              guint32 seed)
{
  return MJ_PLAYER (mj_ai_player_new ((MjAiLevel) level, seed));
}

static const char *
level_name (int level)
{
  return mj_ai_level_get_name ((MjAiLevel) level);
}

/**
 * mj_ai_get_computer_players:
 *
 * Returns: how a table session makes these players, names their levels and asks a hint
 */
const MjComputerPlayers *
mj_ai_get_computer_players (void)
{
  static const MjComputerPlayers computer_players = {
    .n_levels = MJ_AI_N_LEVELS,
    .new_player = new_computer,
    .level_name = level_name,
    .hint = mj_ai_hint,
  };

  return &computer_players;
}

/**
 * mj_ai_answer_asked:
 * @player: who decides for the person
 *
 * Answers for the person @session asks, if it asks one, as @player would from the
 * person's seat: a match played with nobody at the screen.
 *
 * Returns: whether a decision was answered
 */
gboolean
mj_ai_answer_asked (MjTableSession *session,
                    MjPlayer       *player)
{
  const MjDecision *decision;
  MjAction action;
  guint seat;

  g_return_val_if_fail (MJ_IS_TABLE_SESSION (session), FALSE);
  g_return_val_if_fail (MJ_IS_PLAYER (player), FALSE);

  decision = mj_table_session_get_asked (session, &seat);
  if (decision == NULL)
    return FALSE;
  if (!mj_player_decide (player, mj_human_player_get_view (mj_table_session_get_person (session, seat)), decision,
                         &action))
    action = decision->actions[0];
  mj_table_session_answer (session, &action);
  return TRUE;
}
