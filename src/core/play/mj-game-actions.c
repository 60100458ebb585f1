/* mj-game-actions.c: what each seat may legally do
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <string.h>

#include "mj-game-private.h"
#include "mj-shape.h"

/* mj_tile_physical_kind() without its argument check: the game's tiles are valid. */
static inline MjTile
kind_of (guint8 physical)
{
  return physical < 4 * MJ_N_PLAY_KINDS ? (MjTile) (physical / 4)
                                        : (MjTile) (MJ_N_PLAY_KINDS + physical - 4 * MJ_N_PLAY_KINDS);
}

guint
_mj_game_count_kind (const MjSeatState *s,
                     MjTile             kind)
{
  return kind < MJ_N_PLAY_KINDS ? s->kinds[kind] : 0;
}

static void
hand_counts (const MjSeatState *s,
             guint8             counts[MJ_N_PLAY_KINDS])
{
  memcpy (counts, s->kinds, MJ_N_PLAY_KINDS);
}

/**
 * _mj_game_build_hand:
 *
 * The seat's hand as the scoring engine reads it: no winning tile, not declared.
 */
void
_mj_game_build_hand (MjGame *self,
                     guint   seat,
                     MjHand *hand)
{
  const MjSeatState *s = &self->seats[seat];

  mj_hand_init (hand);
  hand->seat_wind = (MjWind) ((seat + 4 - self->dealer) % 4);   /* mj_game_get_seat_wind() */
  hand->prevailing_wind = (MjWind) self->prevailing_wind;
  hand->goulash = (guint8) self->goulash;
  hand_counts (s, hand->concealed);
  for (guint i = 0; i < s->n_melds; i++)
    hand->melds[i] = s->melds[i].meld;
  hand->n_melds = s->n_melds;
  for (guint i = 0; i < s->n_bonus; i++)
    hand->bonus |= (guint8) (1u << (kind_of (s->bonus[i]) - MJ_TILE_FLOWER_1));
  if (s->ready)
    hand->flags |= MJ_HAND_FLAG_CALLING;
  if (s->original_call)
    hand->flags |= MJ_HAND_FLAG_ORIGINAL_CALL;
}

/**
 * _mj_game_update_shape_waits:
 *
 * Remembers which tiles could complete the seat's hand, so that most claim windows need
 * no scoring at all. Called whenever the seat's hand reaches 13 tiles.
 */
void
_mj_game_update_shape_waits (MjGame *self,
                             guint   seat)
{
  MjHand hand;

  _mj_game_build_hand (self, seat, &hand);
  self->seats[seat].shape_waits = mj_score_shape_waits (self->ruleset, &hand);
}

/* The flags the scoring engine needs for a win now. */
guint
_mj_game_win_flags (MjGame   *self,
           guint     seat,
           gboolean  self_drawn)
{
  const MjSeatState *s = &self->seats[seat];
  guint flags = 0;
  gboolean last = mj_wall_live_remaining (&self->wall) == 0;

  if (s->ready)
    flags |= MJ_HAND_FLAG_CALLING;
  if (s->original_call)
    flags |= MJ_HAND_FLAG_ORIGINAL_CALL;

  if (self_drawn)
    {
      if (self->replacement)
        {
          flags |= MJ_HAND_FLAG_REPLACEMENT_TILE;
          if (self->n_kongs_in_turn >= 2)
            flags |= MJ_HAND_FLAG_TWOFOLD_FORTUNE;
        }
      else if (last)
        flags |= MJ_HAND_FLAG_LAST_WALL_TILE;
      if (!self->any_claim && self->n_discards == 0 && seat == self->dealer)
        flags |= MJ_HAND_FLAG_BLESSING_OF_HEAVEN;
      if (!self->any_claim && !s->has_discarded)
        flags |= MJ_HAND_FLAG_FIRST_DRAW;
    }
  else if (self->step == MJ_STEP_ROB)
    flags |= MJ_HAND_FLAG_ROBBING_KONG;
  else
    {
      if (last)
        flags |= MJ_HAND_FLAG_LAST_DISCARD;
      if (!self->any_claim && self->n_discards == 1 && self->claim_from == self->dealer)
        flags |= MJ_HAND_FLAG_BLESSING_OF_EARTH;
    }

  return flags;
}

/* Whether the seat goes out with @tile: drawn (already in the hand) or claimed. */
static gboolean
would_win (MjGame   *self,
           guint     seat,
           MjTile    tile,
           gboolean  self_drawn)
{
  MjHand hand;

  _mj_game_build_hand (self, seat, &hand);
  if (!self_drawn)
    hand.concealed[tile]++;
  hand.mahjong = TRUE;
  hand.self_drawn = (guint8) self_drawn;
  hand.winning_tile = tile;
  hand.flags = _mj_game_win_flags (self, seat, self_drawn);
  if (!self_drawn && mj_hand_names_completed_set (&hand))
    {
      MjScore score;

      /* an exposed set of the tile's kind: the hand as the winner would lay it out */
      mj_score_claimed_win (self->ruleset, &hand, &score);
      return score.won;
    }
  return mj_score_is_winning (self->ruleset, &hand);
}

/* Whether @t may complete the seat's hand, by the shape remembered from its 13 tiles: a
 * tile it waits on, or in a Goulash the wild Two of Bamboo, which completes any hand one
 * tile from going out (the full rules then decide). */
static gboolean
may_complete (MjGame            *self,
              const MjSeatState *s,
              MjTile             t)
{
  if (s->shape_waits & (G_GUINT64_CONSTANT (1) << t))
    return TRUE;
  return self->goulash && t == MJ_WILD_TILE && s->shape_waits != 0;
}

/* A player who must declare a ready hand goes out only once declared (or on the first
 * turn, before any discard could declare it). */
static gboolean
may_go_out (MjGame *self,
            guint   seat)
{
  const MjSeatState *s = &self->seats[seat];

  return !self->v->params[MJ_PARAM_MUST_DECLARE_READY] || s->ready || !s->has_discarded;
}

static void
add_action (MjDecision   *d,
            MjActionKind  kind,
            MjTile        tile,
            guint         flags)
{
  if (d->n_actions < MJ_MAX_ACTIONS)
    d->actions[d->n_actions++] = mj_action_make (kind, tile, flags);
}

/* Whether the 13 concealed tiles left after discarding @kind make a ready hand. */
static gboolean
ready_after_discard (MjGame       *self,
                     guint         seat,
                     const guint8  counts[MJ_N_PLAY_KINDS],
                     MjTile        kind)
{
  guint8 after[MJ_N_PLAY_KINDS];
  MjHand hand;

  memcpy (after, counts, MJ_N_PLAY_KINDS);
  after[kind]--;
  /* (wild tiles defeat the quick test; the full one below reads them) */
  if (!(self->goulash && after[MJ_WILD_TILE] > 0) && !mj_shape_is_within_one (after, self->seats[seat].n_melds))
    return FALSE;

  _mj_game_build_hand (self, seat, &hand);
  memcpy (hand.concealed, after, MJ_N_PLAY_KINDS);
  return mj_score_has_waits (self->ruleset, &hand);
}

/* Whether the ruleset scores a ready shape the shanten tables do not know (knitting, the
 * wriggling snake) that these tiles might still be near. */
static gboolean
could_reach_special (MjGame       *self,
                     const guint8  counts[MJ_N_PLAY_KINDS])
{
  const MjRulesetValues *v = self->v;
  gboolean faan = v->params[MJ_PARAM_METHOD] == MJ_METHOD_FAAN;

  for (MjTile t = MJ_TILE_RED; t <= MJ_TILE_WHITE; t++)
    if (counts[t] > 0)
      return FALSE;

  if (faan)
    return v->faan[MJ_RULE_KNITTING] || v->faan[MJ_RULE_TRIPLE_KNITTING] || v->faan[MJ_RULE_WRIGGLING_SNAKE];
  return v->limit[MJ_RULE_KNITTING] || v->limit[MJ_RULE_TRIPLE_KNITTING] || v->limit[MJ_RULE_WRIGGLING_SNAKE];
}

static guint
exposed_chows (const MjSeatState *s)
{
  guint n = 0;

  for (guint i = 0; i < s->n_melds; i++)
    n += s->melds[i].meld.kind == MJ_SET_CHOW;
  return n;
}

/**
 * _mj_game_turn_decision:
 *
 * The actions of the seat on turn, holding 14 tiles (kongs counted as three).
 */
void
_mj_game_turn_decision (MjGame     *self,
                        guint       seat,
                        MjDecision *d)
{
  const MjRulesetValues *v = self->v;
  const MjSeatState *s = &self->seats[seat];
  guint8 counts[MJ_N_PLAY_KINDS];
  gboolean frozen = s->original_call;
  /* a ready hand is declared where the ruleset asks for it, or as an original call with the
   * first discard */
  gboolean declarations = v->params[MJ_PARAM_MUST_DECLARE_READY] ||
                          (v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED] && !s->has_discarded && s->n_melds == 0);
  MjTile drawn = s->drawn >= 0 ? kind_of ((guint8) s->drawn) : MJ_TILE_NONE;
  /* the kinds held, and held four times: the loops below visit those alone, in order */
  guint64 held = s->held_kinds, fours = s->four_kinds;

  d->kind = MJ_DECISION_TURN;
  d->seat = (guint8) seat;
  d->other = (guint8) seat;
  d->tile = drawn;
  d->n_actions = 0;

  hand_counts (s, counts);

  /* Going out on the tile drawn: the shape first (remembered from the 13 tiles before the
   * draw), the full rules only when it fits. East's dealt fourteen are judged whole. */
  if (may_go_out (self, seat))
    {
      if (drawn != MJ_TILE_NONE)
        {
          if (may_complete (self, s, drawn) && would_win (self, seat, drawn, TRUE))
            add_action (d, MJ_ACTION_SELF_DRAWN_WIN, drawn, 0);
        }
      else if (!s->has_discarded && !self->any_claim && seat == self->dealer && s->n_hand > 0)
        {
          MjTile last = kind_of (s->hand[s->n_hand - 1]);

          if (would_win (self, seat, last, TRUE))
            add_action (d, MJ_ACTION_SELF_DRAWN_WIN, last, 0);
        }
    }

  /* without kongs four alike stay four tiles in the hand */
  if (v->params[MJ_PARAM_KONGS] && !frozen && mj_wall_remaining (&self->wall) > 0 &&
      s->n_melds < MJ_HAND_MAX_MELDS)
    {
      for (guint64 rest = fours; rest != 0; rest &= rest - 1)
        add_action (d, MJ_ACTION_CONCEALED_KONG, (MjTile) __builtin_ctzll (rest), 0);
      for (guint i = 0; i < s->n_melds; i++)
        if (s->melds[i].meld.kind == MJ_SET_PUNG && counts[s->melds[i].meld.tile] > 0)
          add_action (d, MJ_ACTION_ADDED_KONG, s->melds[i].meld.tile, 0);
    }

  /* No discard leaves a ready hand unless the fourteen tiles are at most one from going
   * out; most turns need no more than this one look-up. A declared hand that must stay
   * declared is judged discard by discard whatever it shows. */
  if (declarations && !frozen && !(s->ready && v->params[MJ_PARAM_MUST_DECLARE_READY]) &&
      !(self->goulash && counts[MJ_WILD_TILE] > 0) &&
      !mj_shape_is_within_one (counts, s->n_melds) &&
      !(s->n_melds == 0 && could_reach_special (self, counts)))
    declarations = FALSE;

  for (guint64 rest = held; rest != 0; rest &= rest - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (rest);
      gboolean ready_after;

      if (frozen && t != drawn)
        continue;

      if (!declarations || frozen)
        {
          add_action (d, MJ_ACTION_DISCARD, t, 0);
          continue;
        }

      ready_after = ready_after_discard (self, seat, counts, t);
      if (s->ready)
        {
          /* a declared hand stays ready, or steps back aloud */
          if (ready_after)
            add_action (d, MJ_ACTION_DISCARD, t, 0);
          add_action (d, MJ_ACTION_DISCARD, t, MJ_ACTION_FLAG_STEP_BACK);
          continue;
        }

      add_action (d, MJ_ACTION_DISCARD, t, 0);
      if (ready_after && v->params[MJ_PARAM_MUST_DECLARE_READY])
        add_action (d, MJ_ACTION_DISCARD, t, MJ_ACTION_FLAG_DECLARE_READY);
      if (ready_after && v->params[MJ_PARAM_ORIGINAL_CALL_ALLOWED] && !s->has_discarded &&
          s->n_melds == 0)
        add_action (d, MJ_ACTION_DISCARD, t, MJ_ACTION_FLAG_ORIGINAL_CALL);
    }
}

/**
 * _mj_game_claim_decision:
 *
 * The claims the seat may make on the discard being offered.
 */
void
_mj_game_claim_decision (MjGame     *self,
                         guint       seat,
                         MjDecision *d)
{
  const MjRulesetValues *v = self->v;
  const MjSeatState *s = &self->seats[seat];
  MjTile t = kind_of ((guint8) self->claim_physical);
  guint count = s->kinds[t];
  gboolean frozen = s->original_call;
  gboolean next = seat == _mj_game_next_seat (self, self->claim_from);

  d->kind = MJ_DECISION_CLAIM;
  d->seat = (guint8) seat;
  d->other = self->claim_from;
  d->tile = t;
  d->n_actions = 0;

  add_action (d, MJ_ACTION_PASS, MJ_TILE_NONE, 0);

  if (may_complete (self, s, t) && may_go_out (self, seat) &&
      !(v->params[MJ_PARAM_SACRED_DISCARD] && (s->sacred & (G_GUINT64_CONSTANT (1) << t))) &&
      would_win (self, seat, t, FALSE))
    add_action (d, MJ_ACTION_WIN, t, 0);

  if (frozen || s->n_melds >= 4)
    return;

  if (count >= 3 && v->params[MJ_PARAM_KONGS] && mj_wall_remaining (&self->wall) > 0)
    add_action (d, MJ_ACTION_KONG, t, 0);
  if (count >= 2)
    add_action (d, MJ_ACTION_PUNG, t, 0);

  if (next && mj_tile_is_suited (t) && exposed_chows (s) < (guint) v->params[MJ_PARAM_MAX_CHOWS])
    {
      guint rank = mj_tile_rank (t);

      for (guint low = rank > 2 ? rank - 2 : 1; low <= rank && low <= 7; low++)
        {
          MjTile base = (MjTile) (t - (rank - low));
          gboolean ok = TRUE;

          for (guint k = 0; k < 3; k++)
            if (base + k != t && s->kinds[base + k] == 0)
              ok = FALSE;
          if (ok)
            add_action (d, MJ_ACTION_CHOW, base, 0);
        }
    }

  if (next && v->params[MJ_PARAM_TAKE_ANY_DISCARD])
    add_action (d, MJ_ACTION_TAKE, t, 0);
}

/**
 * _mj_game_rob_decision:
 *
 * Whether the seat may go out on the tile of a kong being declared.
 */
void
_mj_game_rob_decision (MjGame     *self,
                       guint       seat,
                       MjDecision *d)
{
  const MjSeatState *s = &self->seats[seat];
  MjTile t = kind_of ((guint8) self->claim_physical);

  d->kind = MJ_DECISION_ROB;
  d->seat = (guint8) seat;
  d->other = self->claim_from;
  d->tile = t;
  d->n_actions = 0;

  add_action (d, MJ_ACTION_PASS, MJ_TILE_NONE, 0);

  if (!may_complete (self, s, t) || !may_go_out (self, seat))
    return;

  if (self->rob_kind == MJ_ACTION_CONCEALED_KONG)
    {
      /* only thirteen orphans may rob a concealed kong */
      guint8 counts[MJ_N_PLAY_KINDS];

      hand_counts (s, counts);
      counts[t]++;
      if (s->n_melds > 0 || !mj_shape_is_thirteen_orphans (counts))
        return;
    }

  if (would_win (self, seat, t, FALSE))
    add_action (d, MJ_ACTION_WIN, t, 0);
}

/**
 * mj_dangerous_kinds:
 * @melds: (array length=n_melds): the sets a seat has declared
 * @live_remaining: the tiles left to draw
 * @unseen: the kinds nobody at the table has seen yet, a bit per kind
 *
 * The tiles it is dangerous to discard to a seat (RULES-BMJA-DMJL.md 11.3), as anyone at
 * the table sees them: the rest of a green or one-suit hand it shows with three sets, the
 * winds or dragons it lacks for a big honour hand, and with five tiles or fewer left in the
 * wall every tile nobody has seen yet. The game and the computer players both ask it.
 *
 * Returns: a bit per tile kind
 */
guint64
mj_dangerous_kinds (const MjMeld *melds,
                    guint         n_melds,
                    guint         live_remaining,
                    guint64       unseen)
{
  guint64 shown = 0, dangerous = 0;
  guint n_shown = 0, n_sets = 0, wind_pungs = 0, dragon_pungs = 0, honour_pungs = 0;
  guint suits = 0;
  gboolean honours = FALSE, all_green = TRUE;
  static const guint64 green =
    (G_GUINT64_CONSTANT (1) << (MJ_TILE_BAMBOO_1 + 1)) | (G_GUINT64_CONSTANT (1) << (MJ_TILE_BAMBOO_1 + 2)) |
    (G_GUINT64_CONSTANT (1) << (MJ_TILE_BAMBOO_1 + 3)) | (G_GUINT64_CONSTANT (1) << (MJ_TILE_BAMBOO_1 + 5)) |
    (G_GUINT64_CONSTANT (1) << (MJ_TILE_BAMBOO_1 + 7)) | (G_GUINT64_CONSTANT (1) << MJ_TILE_GREEN);

  for (guint i = 0; i < n_melds; i++)
    {
      const MjMeld *m = &melds[i];
      guint n = mj_meld_n_tiles (m);

      if (m->exposed)
        n_sets++;
      for (guint j = 0; j < n; j++)
        {
          MjTile t = m->kind == MJ_SET_CHOW ? (MjTile) (m->tile + j) : m->tile;

          shown |= G_GUINT64_CONSTANT (1) << t;
          n_shown++;
          if (mj_tile_is_suited (t))
            suits |= 1u << mj_tile_suit (t);
          else
            honours = TRUE;
          all_green &= (green >> t) & 1;
        }
      if (m->kind == MJ_SET_PUNG || m->kind == MJ_SET_KONG)
        {
          wind_pungs += mj_tile_is_wind (m->tile);
          dragon_pungs += mj_tile_is_dragon (m->tile);
          honour_pungs += mj_tile_is_honour (m->tile);
        }
    }

  /* (a) a green hand, or one suit with nine tiles shown */
  if (n_sets >= 3 && n_shown > 0 && all_green)
    dangerous |= green;
  if (n_sets >= 3 && !honours && __builtin_popcount (suits) == 1 && n_shown >= 9)
    {
      guint suit = (guint) __builtin_ctz (suits);

      dangerous |= G_GUINT64_CONSTANT (0x1ff) << (9 * suit);
    }

  /* (b) the winds or the dragons it has not shown */
  if ((n_sets >= 2 && wind_pungs >= 3) || (n_sets >= 3 && honour_pungs == n_sets))
    for (MjTile t = MJ_TILE_EAST; t <= MJ_TILE_NORTH; t++)
      if (!(shown & (G_GUINT64_CONSTANT (1) << t)))
        dangerous |= G_GUINT64_CONSTANT (1) << t;
  if (dragon_pungs >= 2 || (n_sets >= 3 && honour_pungs == n_sets))
    for (MjTile t = MJ_TILE_RED; t <= MJ_TILE_WHITE; t++)
      if (!(shown & (G_GUINT64_CONSTANT (1) << t)))
        dangerous |= G_GUINT64_CONSTANT (1) << t;

  /* (c) five tiles or fewer left: every tile not yet seen anywhere */
  if (live_remaining <= 5)
    dangerous |= unseen;

  return dangerous;
}

/* The dangerous tiles to @seat in this game: see mj_dangerous_kinds(). Every discard asks
 * it of three seats: @unseen, the kinds nobody has seen, is worked out by the caller once,
 * and only where the wall is short enough for it to count. */
guint64
_mj_game_dangerous_kinds (MjGame  *self,
                          guint    seat,
                          guint    live_remaining,
                          guint64  unseen)
{
  const MjSeatState *p = &self->seats[seat];
  MjMeld melds[MJ_HAND_MAX_MELDS];

  for (guint i = 0; i < p->n_melds; i++)
    melds[i] = p->melds[i].meld;

  return mj_dangerous_kinds (melds, p->n_melds, live_remaining, unseen);
}

/* The kinds nobody at the table has seen yet, as mj_dangerous_kinds() wants them: only
 * with five tiles or fewer left to draw do they make a discard dangerous. */
guint64
_mj_game_unseen_kinds (MjGame *self,
                       guint   live_remaining)
{
  guint64 unseen = 0;

  if (live_remaining > 5)
    return 0;
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    if (self->visible[t] == 0)
      unseen |= G_GUINT64_CONSTANT (1) << t;
  return unseen;
}
