/* mj-game-json.c: saving and restoring a game or a match in progress
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document holds the ruleset the game started with (a copy travels with the game), the
 * wall in drawing order, every seat's tiles and the point the state machine had reached.
 * What can be computed again is not stored. In a match's document (format 2) the rules are
 * written once: its game's are left out when they are the match's own, copied as the match
 * deals a hand, and read back from the match's; written after every step, the rules would
 * otherwise be most of each save, and of the time it takes to make. Reading is strict: a member of the wrong type
 * or out of range, a tile in two places, a newer format, is an error naming the member, and
 * nothing half-read is returned.
 */

#define G_LOG_DOMAIN "mj-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-game-json.h"
#include "mj-game-private.h"
#include "mj-hand-json.h"
#include "mj-json-reader.h"
#include "mj-match-private.h"

static const char * const step_names[] = { "deal", "exchange", "draw", "turn", "claim", "rob", "finished" };

/* Writing */

/* A set of pond entries, as the list of their indices. */
static void
add_pond_bits (JsonBuilder *b,
               const char  *name,
               guint64      bits,
               guint        n_pond)
{
  guint8 indices[MJ_POND_MAX];
  guint n = 0;

  for (guint i = 0; i < n_pond; i++)
    if (bits & (G_GUINT64_CONSTANT (1) << i))
      indices[n++] = (guint8) i;
  mj_json_add_bytes (b, name, indices, n);
}

static void
add_ruleset (JsonBuilder *b,
             MjRuleset   *ruleset)
{
  g_autofree char *data = mj_ruleset_to_data (ruleset, NULL);

  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, data);
}

/* @with_ruleset: FALSE in a match's document, whose rules the game's are */
static JsonNode *
game_to_json (MjGame   *self,
              gboolean  with_ruleset)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const MjWall *w = &self->wall;

  json_builder_begin_object (b);
  mj_json_add_int (b, "format", MJ_SAVE_FORMAT);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, "game");
  if (with_ruleset)
    add_ruleset (b, self->ruleset);
  mj_json_add_int (b, "dealer", self->dealer);
  mj_json_add_int (b, "prevailing_wind", self->prevailing_wind);

  json_builder_set_member_name (b, "wall");
  json_builder_begin_object (b);
  mj_json_add_bytes (b, "tiles", w->tiles, w->n_tiles);
  mj_json_add_bytes (b, "dice", w->dice, w->n_dice);
  mj_json_add_int (b, "break_side", w->break_side);
  mj_json_add_int (b, "break_stack", w->break_stack);
  mj_json_add_int (b, "front", w->front);
  mj_json_add_int (b, "back", w->back);
  mj_json_add_int (b, "dead_start", w->dead_start);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "step");
  json_builder_add_string_value (b, step_names[self->step]);
  mj_json_add_int (b, "turn", self->turn);
  mj_json_add_int (b, "discards", self->n_discards);
  mj_json_add_bool (b, "any_claim", self->any_claim);
  mj_json_add_bool (b, "replacement", self->replacement);
  mj_json_add_int (b, "kongs_in_turn", self->n_kongs_in_turn);
  mj_json_add_int (b, "claim_tile", self->claim_physical);
  mj_json_add_int (b, "claim_from", self->claim_from);
  mj_json_add_int (b, "rob_kind", self->rob_kind);
  if (self->empty != 0)
    mj_json_add_int (b, "empty_seats", self->empty);
  if (self->goulash)
    {
      mj_json_add_bool (b, "goulash", TRUE);
      mj_json_add_int (b, "exchange", self->exchange);
    }

  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint k = 0; k < 4; k++)
    {
      const MjSeatState *s = &self->seats[k];

      json_builder_begin_object (b);
      mj_json_add_bytes (b, "hand", s->hand, s->n_hand);
      json_builder_set_member_name (b, "melds");
      json_builder_begin_array (b);
      for (guint i = 0; i < s->n_melds; i++)
        {
          const MjGameMeld *m = &s->melds[i];

          json_builder_begin_object (b);
          mj_json_add_int (b, "kind", m->meld.kind);
          mj_json_add_int (b, "tile", m->meld.tile);
          mj_json_add_bool (b, "exposed", m->meld.exposed);
          mj_json_add_int (b, "kong_origin", m->meld.kong_origin);
          mj_json_add_int (b, "from", m->from);
          mj_json_add_bytes (b, "tiles", m->physical, mj_meld_n_tiles (&m->meld));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      mj_json_add_bytes (b, "bonus", s->bonus, s->n_bonus);
      mj_json_add_bytes (b, "pond", s->pond, s->n_pond);
      add_pond_bits (b, "pond_claimed", s->pond_claimed, s->n_pond);
      add_pond_bits (b, "pond_dangerous", s->pond_dangerous, s->n_pond);
      mj_json_add_int (b, "sacred", (gint64) s->sacred);
      mj_json_add_int (b, "shape_waits", (gint64) s->shape_waits);
      mj_json_add_int (b, "drawn", s->drawn);
      mj_json_add_int (b, "fed_last_set", s->fed_last_set);
      mj_json_add_bool (b, "ready", s->ready);
      if (s->ready)
        mj_json_add_bytes (b, "ready_ponds", s->ready_ponds, 4);
      mj_json_add_bool (b, "original_call", s->original_call);
      mj_json_add_bool (b, "has_discarded", s->has_discarded);
      mj_json_add_bool (b, "has_drawn", s->has_drawn);
      mj_json_add_bool (b, "calling_nine", s->calling_nine);
      mj_json_add_bool (b, "calling_twelve", s->calling_twelve);
      mj_json_add_bool (b, "plays_dangerous", s->plays_dangerous);
      mj_json_add_int (b, "dangerous_from", s->dangerous_from);
      if (self->goulash)
        mj_json_add_bytes (b, "passing", self->passing[k], self->n_passing[k]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (self->step == MJ_STEP_FINISHED)
    {
      json_builder_set_member_name (b, "result");
      json_builder_begin_object (b);
      mj_json_add_int (b, "winner", self->result.winner);
      mj_json_add_int (b, "discarder", self->result.discarder);
      mj_json_add_int (b, "liable", self->result.liable);
      if (self->result.liable_rule != MJ_LIABLE_NONE)
        {
          json_builder_set_member_name (b, "liable_rule");
          json_builder_add_string_value (b, mj_liable_rule_to_string ((MjLiableRule) self->result.liable_rule));
        }
      mj_json_add_bool (b, "self_drawn", self->result.self_drawn);
      json_builder_set_member_name (b, "hands");
      json_builder_begin_array (b);
      for (guint k = 0; k < 4; k++)
        json_builder_add_value (b, mj_hand_to_json (&self->result.hands[k]));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * mj_game_to_json:
 *
 * Returns: (transfer full): the whole state of @game
 */
JsonNode *
mj_game_to_json (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);

  return game_to_json (self, TRUE);
}

/* Whether @rules are what the match makes of @match_rules for a hand (mj_game_new() keeps
 * a copy): then they need not be written twice. */
static gboolean
is_dealt_copy (MjRuleset *rules,
               MjRuleset *match_rules)
{
  g_autoptr(MjRuleset) copy = mj_ruleset_copy (match_rules);

  return mj_ruleset_equal (rules, copy);
}

/* Reading */

static guint64
get_pond_bits (MjReader   *r,
               JsonObject *o,
               const char *name,
               guint       n_pond)
{
  guint8 indices[MJ_POND_MAX];
  guint n = mj_reader_get_bytes (r, o, name, MJ_POND_MAX, MJ_POND_MAX - 1, indices);
  guint64 bits = 0;

  for (guint i = 0; i < n; i++)
    {
      if (indices[i] >= n_pond)
        mj_reader_fail (r, _("“%s” names a discard that is not in the pond"), name);
      bits |= G_GUINT64_CONSTANT (1) << indices[i];
    }
  return bits;
}

static MjRuleset *
get_ruleset (MjReader   *r,
             JsonObject *o)
{
  JsonNode *node = mj_reader_member (r, o, "ruleset");
  g_autoptr(GError) local = NULL;
  MjRuleset *ruleset;

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      mj_reader_fail (r, _("“%s” must be the text of a ruleset file"), "ruleset");
      return NULL;
    }
  ruleset = mj_ruleset_new_from_data (json_node_get_string (node), -1, "ruleset", &local);
  if (ruleset == NULL)
    mj_reader_fail (r, "%s", local->message);
  return ruleset;
}

static void
read_wall (MjReader   *r,
           JsonObject *o,
           MjWall     *w)
{
  guint n_tiles = w->n_tiles;
  guint8 dice[MJ_WALL_MAX_DICE];

  if (o == NULL)
    return;
  if (mj_reader_get_bytes (r, o, "tiles", MJ_WALL_MAX_TILES, MJ_WALL_MAX_TILES - 1, w->tiles) != n_tiles && !r->failed)
    mj_reader_fail (r, _("the wall must hold %u tiles"), n_tiles);
  if (mj_reader_get_bytes (r, o, "dice", MJ_WALL_MAX_DICE, 6, dice) != w->n_dice && !r->failed)
    mj_reader_fail (r, _("the wall must have %u dice"), w->n_dice);
  memcpy (w->dice, dice, w->n_dice);
  w->break_side = (guint8) mj_reader_get_int (r, o, "break_side", 0, 3);
  w->break_stack = (guint8) mj_reader_get_int (r, o, "break_stack", 0, w->stacks_per_side);
  w->front = (guint16) mj_reader_get_int (r, o, "front", 0, n_tiles);
  w->back = (guint16) mj_reader_get_int (r, o, "back", w->front, n_tiles);
  w->dead_start = (guint16) mj_reader_get_int (r, o, "dead_start", 0, n_tiles);
}

/* Fails unless every one of @tiles is a bonus tile (@bonus) or a playing tile (not). */
static void
check_tile_kinds (MjReader     *r,
                  const guint8 *tiles,
                  guint         n,
                  gboolean      bonus,
                  const char   *what)
{
  for (guint i = 0; i < n && !r->failed; i++)
    if (tiles[i] >= MJ_N_PHYSICAL || mj_tile_is_bonus (mj_tile_physical_kind (tiles[i])) != bonus)
      mj_reader_fail (r, bonus ? _("%s: a tile that is not a flower or a season") : _("%s: a flower or a season"), what);
}

static void
read_seat (MjReader    *r,
           JsonObject  *o,
           MjSeatState *s)
{
  JsonArray *melds;

  if (o == NULL)
    return;
  s->n_hand = (guint8) mj_reader_get_bytes (r, o, "hand", MJ_HAND_MAX_CONCEALED, MJ_WALL_MAX_TILES - 1, s->hand);
  check_tile_kinds (r, s->hand, s->n_hand, FALSE, "hand");
  melds = mj_reader_get_array (r, o, "melds", MJ_HAND_MAX_MELDS);
  for (guint i = 0; melds != NULL && i < json_array_get_length (melds) && !r->failed; i++)
    {
      JsonObject *m = mj_reader_get_object (r, json_array_get_element (melds, i), "melds");
      MjGameMeld *gm = &s->melds[s->n_melds];

      if (m == NULL)
        break;
      gm->meld.kind = (guint8) mj_reader_get_int (r, m, "kind", MJ_SET_PUNG, MJ_SET_KONG);
      gm->meld.tile = (guint8) mj_reader_get_int (r, m, "tile", 0, MJ_N_PLAY_KINDS - 1);
      gm->meld.exposed = mj_reader_get_bool (r, m, "exposed");
      gm->meld.kong_origin = (guint8) mj_reader_get_int (r, m, "kong_origin", MJ_KONG_CONCEALED, MJ_KONG_ADDED);
      gm->from = (gint8) mj_reader_get_int (r, m, "from", -1, 3);
      if (mj_reader_get_bytes (r, m, "tiles", 4, MJ_WALL_MAX_TILES - 1, gm->physical) != mj_meld_n_tiles (&gm->meld) && !r->failed)
        mj_reader_fail (r, _("a set holds the wrong number of tiles"));
      if (gm->meld.kind == MJ_SET_CHOW && (!mj_tile_is_suited (gm->meld.tile) || mj_tile_rank (gm->meld.tile) > 7))
        mj_reader_fail (r, _("a chow is three consecutive tiles of one suit"));
      for (guint j = 0; j < mj_meld_n_tiles (&gm->meld) && !r->failed; j++)
        {
          MjTile want = gm->meld.kind == MJ_SET_CHOW ? (MjTile) (gm->meld.tile + j) : gm->meld.tile;

          if (gm->physical[j] >= MJ_N_PHYSICAL || mj_tile_physical_kind (gm->physical[j]) != want)
            mj_reader_fail (r, _("a set holds a tile that does not belong to it"));
        }
      s->n_melds++;
    }
  s->n_bonus = (guint8) mj_reader_get_bytes (r, o, "bonus", 8, MJ_WALL_MAX_TILES - 1, s->bonus);
  check_tile_kinds (r, s->bonus, s->n_bonus, TRUE, "bonus");
  s->n_pond = (guint8) mj_reader_get_bytes (r, o, "pond", MJ_POND_MAX, MJ_WALL_MAX_TILES - 1, s->pond);
  check_tile_kinds (r, s->pond, s->n_pond, FALSE, "pond");
  s->pond_claimed = get_pond_bits (r, o, "pond_claimed", s->n_pond);
  s->pond_dangerous = get_pond_bits (r, o, "pond_dangerous", s->n_pond);
  s->sacred = (guint64) mj_reader_get_int (r, o, "sacred", 0, (G_GINT64_CONSTANT (1) << MJ_N_PLAY_KINDS) - 1);
  /* (what could complete the hand when it last held 13 tiles: worked out again if a game
   * saved before it was kept does not say) */
  s->has_shape_waits = json_object_has_member (o, "shape_waits");
  if (s->has_shape_waits)
    s->shape_waits = (guint64) mj_reader_get_int (r, o, "shape_waits", 0,
                                                  (G_GINT64_CONSTANT (1) << MJ_N_PLAY_KINDS) - 1);
  s->drawn = (gint16) mj_reader_get_int (r, o, "drawn", -1, MJ_WALL_MAX_TILES - 1);
  if (s->drawn >= 0 && !r->failed && memchr (s->hand, s->drawn, s->n_hand) == NULL)
    mj_reader_fail (r, _("the tile drawn is not in the hand"));
  s->fed_last_set = (gint8) mj_reader_get_int (r, o, "fed_last_set", -1, 3);
  s->ready = mj_reader_get_bool (r, o, "ready");
  /* (a game saved before the declaration's moment was kept does not know it) */
  memset (s->ready_ponds, 0xff, sizeof s->ready_ponds);
  if (s->ready && json_object_has_member (o, "ready_ponds"))
    {
      if (mj_reader_get_bytes (r, o, "ready_ponds", 4, MJ_POND_MAX, s->ready_ponds) != 4 && !r->failed)
        mj_reader_fail (r, _("“%s” must hold four numbers"), "ready_ponds");
    }
  s->original_call = mj_reader_get_bool (r, o, "original_call");
  s->has_discarded = mj_reader_get_bool (r, o, "has_discarded");
  s->has_drawn = mj_reader_get_bool (r, o, "has_drawn");
  s->calling_nine = mj_reader_get_bool (r, o, "calling_nine");
  s->calling_twelve = mj_reader_get_bool (r, o, "calling_twelve");
  s->plays_dangerous = mj_reader_get_bool (r, o, "plays_dangerous");
  s->dangerous_from = (gint8) mj_reader_get_int (r, o, "dangerous_from", -1, 3);
}

/* Fails unless the claim window that is open (if any) is on a tile that can be claimed: the
 * discard on top of its pond, or the kong being declared. */
static void
check_window (MjReader *r,
              MjGame   *game)
{
  const MjSeatState *s = &game->seats[game->claim_from];
  guint8 p = (guint8) game->claim_physical;
  MjTile t;
  gboolean there = FALSE;

  if (((game->empty >> game->turn) & 1u) && game->step != MJ_STEP_DEAL && game->step != MJ_STEP_FINISHED)
    {
      mj_reader_fail (r, _("the turn is an empty seat’s"));
      return;
    }
  if (game->step != MJ_STEP_CLAIM && game->step != MJ_STEP_ROB)
    return;
  t = mj_tile_physical_kind (p);

  if (game->step == MJ_STEP_CLAIM)
    {
      if (s->n_pond == 0 || s->pond[s->n_pond - 1] != p ||
          (s->pond_claimed & (G_GUINT64_CONSTANT (1) << (s->n_pond - 1))))
        mj_reader_fail (r, _("the tile to claim is not the last discard"));
      return;
    }

  if (game->claim_from != game->turn)
    {
      mj_reader_fail (r, _("the kong to rob is not that of the seat that plays"));
      return;
    }
  if (game->rob_kind == MJ_ACTION_ADDED_KONG)
    {
      /* the tile shown is still in the hand, beside its exposed pung */
      for (guint i = 0; i < s->n_melds; i++)
        there |= s->melds[i].meld.kind == MJ_SET_PUNG && s->melds[i].meld.exposed && s->melds[i].meld.tile == t;
      there &= memchr (s->hand, p, s->n_hand) != NULL;
    }
  else if (game->rob_kind == MJ_ACTION_CONCEALED_KONG && s->n_melds > 0)
    {
      /* the kong just declared, its last set */
      const MjGameMeld *m = &s->melds[s->n_melds - 1];

      there = m->meld.kind == MJ_SET_KONG && m->meld.tile == t && !m->meld.exposed &&
              memchr (m->physical, p, 4) != NULL;
    }
  if (!there)
    mj_reader_fail (r, _("the kong to rob is not there"));
}

/* @match_rules: in a match's document that may leave the game's rules out, the match's */
static MjGame *
game_from_object (MjReader   *r,
                  JsonObject *o,
                  MjRuleset  *match_rules)
{
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(MjGame) game = NULL;
  g_autoptr(GError) invariant = NULL;
  g_autoptr(GRand) rand = NULL;
  JsonArray *seats;
  JsonNode *step;
  guint dealer, wind;

  if (match_rules != NULL && !json_object_has_member (o, "ruleset"))
    ruleset = g_object_ref (match_rules);
  else
    ruleset = get_ruleset (r, o);
  dealer = (guint) mj_reader_get_int (r, o, "dealer", 0, 3);
  wind = (guint) mj_reader_get_int (r, o, "prevailing_wind", 0, 3);
  if (r->failed)
    return NULL;

  /* the wall's shape comes from the ruleset; its order from the document */
  game = _mj_game_new_empty (ruleset, dealer, (MjWind) wind);
  rand = g_rand_new_with_seed (0);
  mj_wall_build (&game->wall, game->v, rand, dealer);
  read_wall (r, mj_reader_get_object (r, mj_reader_member (r, o, "wall"), "wall"), &game->wall);

  step = mj_reader_member (r, o, "step");
  game->step = MJ_STEP_FINISHED + 1;
  for (guint i = 0; step != NULL && i < G_N_ELEMENTS (step_names); i++)
    if (JSON_NODE_HOLDS_VALUE (step) && json_node_get_value_type (step) == G_TYPE_STRING &&
        g_str_equal (json_node_get_string (step), step_names[i]))
      game->step = (MjStep) i;
  if (game->step > MJ_STEP_FINISHED)
    mj_reader_fail (r, _("“%s” is not a known step"), "step");

  game->turn = (guint8) mj_reader_get_int (r, o, "turn", 0, 3);
  game->n_discards = (guint16) mj_reader_get_int (r, o, "discards", 0, 4 * MJ_POND_MAX);
  game->any_claim = mj_reader_get_bool (r, o, "any_claim");
  game->replacement = mj_reader_get_bool (r, o, "replacement");
  game->n_kongs_in_turn = (guint8) mj_reader_get_int (r, o, "kongs_in_turn", 0, 4);
  game->claim_physical = (gint16) mj_reader_get_int (r, o, "claim_tile", -1, MJ_WALL_MAX_TILES - 1);
  game->claim_from = (guint8) mj_reader_get_int (r, o, "claim_from", 0, 3);
  game->rob_kind = (guint8) mj_reader_get_int (r, o, "rob_kind", 0, MJ_N_ACTIONS - 1);
  if ((game->step == MJ_STEP_CLAIM || game->step == MJ_STEP_ROB) && game->claim_physical < 0)
    mj_reader_fail (r, _("a claim without its tile"));
  if (json_object_has_member (o, "empty_seats"))
    game->empty = (guint8) mj_reader_get_int (r, o, "empty_seats", 0, 15);
  if (!mj_seats_valid_empty (game->empty) || ((game->empty >> dealer) & 1u))
    mj_reader_fail (r, _("the empty seats cannot be so"));
  if (json_object_has_member (o, "goulash"))
    {
      game->goulash = mj_reader_get_bool (r, o, "goulash");
      game->exchange = (guint8) mj_reader_get_int (r, o, "exchange", 0, 3);
    }
  if (game->step == MJ_STEP_EXCHANGE && (!game->goulash || game->exchange >= 3))
    mj_reader_fail (r, _("an exchange of tiles outside a Goulash"));

  seats = mj_reader_get_array (r, o, "seats", 4);
  if (seats != NULL && json_array_get_length (seats) != 4)
    mj_reader_fail (r, _("there must be four seats"));
  for (guint k = 0; seats != NULL && k < 4 && !r->failed; k++)
    {
      JsonObject *seat = mj_reader_get_object (r, json_array_get_element (seats, k), "seats");

      read_seat (r, seat, &game->seats[k]);
      if (seat != NULL && game->goulash && json_object_has_member (seat, "passing"))
        {
          game->n_passing[k] = (guint8) mj_reader_get_bytes (r, seat, "passing", 3, MJ_WALL_MAX_TILES - 1,
                                                    game->passing[k]);
          check_tile_kinds (r, game->passing[k], game->n_passing[k], FALSE, "passing");
        }
    }

  if (!r->failed)
    check_window (r, game);

  if (!r->failed && game->step == MJ_STEP_FINISHED)
    {
      JsonObject *res = mj_reader_get_object (r, mj_reader_member (r, o, "result"), "result");
      JsonArray *hands = res != NULL ? mj_reader_get_array (r, res, "hands", 4) : NULL;
      MjGameResult *result = &game->result;
      int totals[4] = { 0, 0, 0, 0 };

      if (res != NULL)
        {
          result->winner = (gint8) mj_reader_get_int (r, res, "winner", -1, 3);
          result->discarder = (gint8) mj_reader_get_int (r, res, "discarder", -1, 3);
          result->liable = (gint8) mj_reader_get_int (r, res, "liable", -1, 3);
          result->liable_rule = MJ_LIABLE_NONE;
          /* (a game saved before the rule was kept says only who paid) */
          if (json_object_has_member (res, "liable_rule"))
            {
              MjLiableRule rule = MJ_LIABLE_NONE;

              if (!mj_liable_rule_from_string (json_object_get_string_member_with_default (res, "liable_rule", ""),
                                               &rule))
                mj_reader_fail (r, _("“%s”: unknown rule"), "liable_rule");
              result->liable_rule = (guint8) rule;
            }
          result->self_drawn = mj_reader_get_bool (r, res, "self_drawn");
        }
      if (hands != NULL && json_array_get_length (hands) != 4)
        mj_reader_fail (r, _("a result has four hands"));
      for (guint k = 0; hands != NULL && k < 4 && !r->failed; k++)
        {
          g_autoptr(GError) local = NULL;

          if (!mj_hand_from_json (json_array_get_element (hands, k), &result->hands[k], &local))
            mj_reader_fail (r, "result: %s", local->message);
          else if (result->winner >= 0)
            {
              mj_score_hand (game->ruleset, &result->hands[k], &result->scores[k]);
              totals[k] = result->scores[k].total;
            }
        }
      if (!r->failed)
        mj_settle (game->ruleset, totals, game->dealer, result->winner, result->discarder,
                   result->self_drawn, result->liable, &result->settlement);
    }

  if (r->failed)
    return NULL;

  _mj_game_restore_derived (game);
  /* a game saved before its deal has dealt nothing */
  for (guint k = 0; k < 4 && game->step == MJ_STEP_DEAL; k++)
    if (game->seats[k].n_hand != 0 || game->seats[k].n_melds != 0 || game->seats[k].n_bonus != 0 ||
        game->seats[k].n_pond != 0 || game->n_passing[k] != 0)
      {
        g_set_error (r->error, MJ_ERROR, MJ_ERROR_INVALID, _("%sa hand not dealt yet holds tiles"), r->where);
        return NULL;
      }
  if (game->step != MJ_STEP_DEAL && !mj_game_check_invariants (game, &invariant))
    {
      g_set_error (r->error, MJ_ERROR, MJ_ERROR_INVALID, "%s%s", r->where, invariant->message);
      r->failed = TRUE;
      return NULL;
    }

  return g_steal_pointer (&game);
}

/**
 * mj_game_new_from_json:
 *
 * Returns: (transfer full) (nullable): the game as it was saved, ready to mj_game_run() on
 */
MjGame *
mj_game_new_from_json (JsonNode  *node,
                       GError   **error)
{
  MjReader r = { error, "", FALSE };
  JsonObject *o;

  g_return_val_if_fail (node != NULL, NULL);

  if (!mj_reader_check_format (&r, node, "game", MJ_SAVE_FORMAT, &o))
    return NULL;
  return game_from_object (&r, o, NULL);
}

/* Matches */

/**
 * mj_match_to_json:
 *
 * Returns: (transfer full): the whole state of @match, its hand in play included
 */
JsonNode *
mj_match_to_json (MjMatch *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);

  json_builder_begin_object (b);
  mj_json_add_int (b, "format", MJ_MATCH_SAVE_FORMAT);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, "match");
  add_ruleset (b, self->ruleset);
  mj_json_add_int (b, "seed", self->seed);
  mj_json_add_int (b, "first_dealer", self->first_dealer);
  mj_json_add_int (b, "dealer", self->rotation.dealer);
  mj_json_add_int (b, "prevailing_wind", self->rotation.prevailing_wind);
  mj_json_add_int (b, "round", self->rotation.round);
  mj_json_add_int (b, "passes", self->rotation.passes);
  mj_json_add_int (b, "east_streak", self->rotation.east_streak);
  if (self->rotation.empty != 0)
    mj_json_add_int (b, "empty_seats", self->rotation.empty);
  mj_json_add_int (b, "max_hands", self->max_hands);
  mj_json_add_bool (b, "finished", self->finished);
  mj_json_add_bool (b, "recorded", self->recorded);

  json_builder_set_member_name (b, "records");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->records->len; i++)
    {
      const MjHandRecord *h = &g_array_index (self->records, MjHandRecord, i);

      json_builder_begin_object (b);
      mj_json_add_int (b, "prevailing_wind", h->prevailing_wind);
      mj_json_add_int (b, "dealer", h->dealer);
      mj_json_add_int (b, "winner", h->winner);
      mj_json_add_int (b, "discarder", h->discarder);
      mj_json_add_bool (b, "self_drawn", h->self_drawn);
      json_builder_set_member_name (b, "totals");
      json_builder_begin_array (b);
      for (guint k = 0; k < 4; k++)
        json_builder_add_int_value (b, h->totals[k]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "net");
      json_builder_begin_array (b);
      for (guint k = 0; k < 4; k++)
        json_builder_add_int_value (b, h->net[k]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "game");
  if (self->game != NULL)
    json_builder_add_value (b, game_to_json (self->game, !is_dealt_copy (self->game->ruleset, self->ruleset)));
  else
    json_builder_add_null_value (b);

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
read_ints4 (MjReader   *r,
            JsonObject *o,
            const char *name,
            int         out[4])
{
  JsonArray *a = mj_reader_get_array (r, o, name, 4);

  if (a == NULL)
    return FALSE;
  if (json_array_get_length (a) != 4)
    {
      mj_reader_fail (r, _("“%s” must hold four numbers"), name);
      return FALSE;
    }
  for (guint k = 0; k < 4; k++)
    {
      JsonNode *e = json_array_get_element (a, k);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < G_MININT32 || json_node_get_int (e) > G_MAXINT32)
        {
          mj_reader_fail (r, _("“%s” must hold four numbers"), name);
          return FALSE;
        }
      out[k] = (int) json_node_get_int (e);
    }
  return TRUE;
}

/**
 * mj_match_new_from_json:
 *
 * Returns: (transfer full) (nullable): the match as it was saved; set its players, then
 *   mj_match_run() goes on where it stopped
 */
MjMatch *
mj_match_new_from_json (JsonNode  *node,
                        GError   **error)
{
  MjReader r = { error, "", FALSE };
  g_autoptr(MjRuleset) ruleset = NULL;
  g_autoptr(MjMatch) match = NULL;
  JsonObject *o;
  JsonArray *records;
  JsonNode *game_node;

  g_return_val_if_fail (node != NULL, NULL);

  if (!mj_reader_check_format (&r, node, "match", MJ_MATCH_SAVE_FORMAT, &o))
    return NULL;
  ruleset = get_ruleset (&r, o);
  if (ruleset == NULL)
    return NULL;

  match = _mj_match_new_empty (ruleset);
  match->seed = (guint32) mj_reader_get_int (&r, o, "seed", 0, G_MAXUINT32);
  match->first_dealer = (guint8) mj_reader_get_int (&r, o, "first_dealer", 0, 3);
  match->rotation.dealer = (guint8) mj_reader_get_int (&r, o, "dealer", 0, 3);
  match->rotation.prevailing_wind = (guint8) mj_reader_get_int (&r, o, "prevailing_wind", 0, 3);
  match->rotation.round = (guint16) mj_reader_get_int (&r, o, "round", 0, G_MAXUINT16);
  match->rotation.passes = (guint8) mj_reader_get_int (&r, o, "passes", 0, 3);
  match->rotation.east_streak = (guint8) mj_reader_get_int (&r, o, "east_streak", 0, 255);
  if (json_object_has_member (o, "empty_seats"))
    match->rotation.empty = (guint8) mj_reader_get_int (&r, o, "empty_seats", 0, 15);
  if (!mj_seats_valid_empty (match->rotation.empty) || ((match->rotation.empty >> match->rotation.dealer) & 1u))
    mj_reader_fail (&r, _("the empty seats cannot be so"));
  match->max_hands = (guint) mj_reader_get_int (&r, o, "max_hands", 0, G_MAXINT32);
  match->finished = mj_reader_get_bool (&r, o, "finished");
  match->recorded = mj_reader_get_bool (&r, o, "recorded");

  records = mj_reader_get_array (&r, o, "records", 100000);
  for (guint i = 0; records != NULL && i < json_array_get_length (records) && !r.failed; i++)
    {
      JsonObject *h = mj_reader_get_object (&r, json_array_get_element (records, i), "records");
      MjHandRecord record = { 0 };

      if (h == NULL)
        break;
      record.number = (guint16) (i + 1);
      record.prevailing_wind = (guint8) mj_reader_get_int (&r, h, "prevailing_wind", 0, 3);
      record.dealer = (guint8) mj_reader_get_int (&r, h, "dealer", 0, 3);
      record.winner = (gint8) mj_reader_get_int (&r, h, "winner", -1, 3);
      record.discarder = (gint8) mj_reader_get_int (&r, h, "discarder", -1, 3);
      record.self_drawn = mj_reader_get_bool (&r, h, "self_drawn");
      read_ints4 (&r, h, "totals", record.totals);
      read_ints4 (&r, h, "net", record.net);
      for (guint k = 0; k < 4; k++)
        {
          match->balance[k] += record.net[k];
          record.balance[k] = match->balance[k];
        }
      g_array_append_val (match->records, record);
    }

  game_node = mj_reader_member (&r, o, "game");
  if (!r.failed && game_node != NULL && !JSON_NODE_HOLDS_NULL (game_node))
    {
      JsonObject *g;
      g_autoptr(MjGame) game = NULL;
      gboolean once = json_object_get_int_member_with_default (o, "format", 1) >= 2;

      r.where = "game: ";
      /* (format 1 wrote the game's rules always) */
      if (mj_reader_check_format (&r, game_node, "game", MJ_SAVE_FORMAT, &g))
        game = game_from_object (&r, g, once ? ruleset : NULL);
      if (game != NULL)
        _mj_match_adopt_game (match, game);
    }

  if (r.failed)
    return NULL;
  return g_steal_pointer (&match);
}
