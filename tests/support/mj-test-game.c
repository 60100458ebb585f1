/* mj-test-game.c: what the game tests share: a stacked wall built from readable hands,
 * a scripted player, and a table that counts the game's signals and checks its invariants
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Linked by every test program (tests/support/meson.build); the game tests use it.
 */

#define G_LOG_DOMAIN "mj-test"

#include "config.h"

#include <string.h>

#include "mj-test-game.h"

/* Every preset, for the tests run under each. */
const char *all_presets[8] = {
  "oxenstierna", "classical-mixed", "classical-one-double", "classical-cleared",
  "bmja", "dmjl", "cantonese", "hong-kong",
};

gboolean
deals_two (MjRuleset *ruleset)
{
  return mj_ruleset_get (ruleset, MJ_PARAM_DEAL) == MJ_DEAL_TWO;
}

/* Tile notation */

MjTile
tile (const char *text)
{
  MjTile t = MJ_TILE_NONE;

  if (!mj_tile_from_string (text, &t))
    g_error ("test setup: unknown tile “%s”", text);
  return t;
}

/* The kinds of @text ("1c 2c ?"); "?" is MJ_TILE_NONE. */
GArray *
parse_tiles (const char *text)
{
  GArray *tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_auto(GStrv) tokens = g_strsplit_set (text != NULL ? text : "", " ,", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      MjTile t;

      if (tokens[i][0] == '\0')
        continue;
      t = strcmp (tokens[i], "?") == 0 ? MJ_TILE_NONE : tile (tokens[i]);
      g_array_append_val (tiles, t);
    }
  return tiles;
}

static int
compare_tiles (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const MjTile *) a - (int) *(const MjTile *) b;
}

/* The tiles of @text sorted, in notation: to compare hands whatever their order. */
char *
sorted (const char *text)
{
  g_autoptr(GArray) tiles = parse_tiles (text);

  g_array_sort (tiles, compare_tiles);
  return mj_tiles_to_string ((const MjTile *) tiles->data, tiles->len);
}

char *
physical_to_string (const guint8 *physical,
                    guint         n,
                    gboolean      sort)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));

  for (guint i = 0; i < n; i++)
    {
      MjTile t = mj_tile_physical_kind (physical[i]);

      g_array_append_val (tiles, t);
    }
  if (sort)
    g_array_sort (tiles, compare_tiles);
  return mj_tiles_to_string ((const MjTile *) tiles->data, tiles->len);
}

/* A seat's concealed tiles, sorted. */
char *
hand_of (MjGame *game,
         guint   seat)
{
  guint n;
  const guint8 *hand = mj_game_get_hand (game, seat, &n);

  return physical_to_string (hand, n, TRUE);
}

/* A seat's bonus tiles in the order laid aside. */
char *
bonus_of (MjGame *game,
          guint   seat)
{
  guint n;
  const guint8 *bonus = mj_game_get_bonus (game, seat, &n);

  return physical_to_string (bonus, n, FALSE);
}

MjRuleset *
preset (const char *id)
{
  g_autoptr(GError) error = NULL;
  MjRuleset *ruleset = mj_ruleset_new_preset (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

/* The stacked wall */

void
stack_init_ruleset (Stack     *s,
                    MjRuleset *ruleset,
                    guint      dealer)
{
  memset (s, 0, sizeof *s);
  mj_stacked_deal_init (&s->deal, ruleset, dealer);
  s->ruleset = s->deal.ruleset;
  s->n = s->deal.n;
  s->dealer = dealer;
  s->wind = MJ_WIND_EAST;
}

void
stack_init (Stack      *s,
            const char *preset_id,
            guint       dealer)
{
  g_autoptr(MjRuleset) ruleset = preset (preset_id);

  stack_init_ruleset (s, ruleset, dealer);
}

void
stack_clear (Stack *s)
{
  mj_stacked_deal_clear (&s->deal);
  s->ruleset = NULL;
}

/* A wall the test cannot stack is a mistake in the test. */
static void
stacked (gboolean  ok,
         GError   *error)
{
  if (!ok)
    g_error ("test setup: %s", error->message);
}

/*
 * The tiles each seat is dealt (by seat, not by wind): 14 for East and 13 for the others with
 * the four-at-a-time deal, 13 each with two at a time. NULL: left to the filler. The tiles of
 * a seat are dealt in the order given, so a bonus tile's replacement order follows them.
 */
void
stack_deal (Stack      *s,
            const char *seat0,
            const char *seat1,
            const char *seat2,
            const char *seat3)
{
  const char *hands[4] = { seat0, seat1, seat2, seat3 };
  GError *error = NULL;

  stacked (mj_stacked_deal_hands (&s->deal, hands, &error), error);
}

/* The deal with East (seat 0) given 13 tiles and @first, the 14th: dealt with four at a
 * time, East's first draw with two at a time. */
void
stack_deal_east (Stack      *s,
                 const char *east13,
                 const char *first,
                 const char *seat1,
                 const char *seat2,
                 const char *seat3)
{
  g_assert_cmpuint (s->dealer, ==, 0);
  if (mj_ruleset_get (s->ruleset, MJ_PARAM_DEAL) == MJ_DEAL_TWO)
    {
      stack_deal (s, east13, seat1, seat2, seat3);
      stack_draws (s, first);
    }
  else
    {
      g_autofree char *east = g_strdup_printf ("%s %s", east13, first);

      stack_deal (s, east, seat1, seat2, seat3);
    }
}

/* The next tiles drawn from the front of the wall ("?": any). */
void
stack_draws (Stack      *s,
             const char *text)
{
  GError *error = NULL;

  stacked (mj_stacked_deal_draws (&s->deal, text, &error), error);
}

/* The next replacement tiles, drawn from the back ("?": any). */
void
stack_back (Stack      *s,
            const char *text)
{
  GError *error = NULL;

  stacked (mj_stacked_deal_back (&s->deal, text, &error), error);
}

/* A tile at a given index of the drawing order. */
void
stack_put (Stack      *s,
           guint       index,
           const char *text)
{
  GError *error = NULL;

  stacked (mj_stacked_deal_put (&s->deal, index, tile (text), &error), error);
}

/* The whole drawing order, the rest filled in (mj_stacked_deal_fill()). */
void
stack_fill (Stack  *s,
            guint8 *order)
{
  mj_stacked_deal_fill (&s->deal, order);
}

MjGame *
stack_game (Stack *s)
{
  g_autoptr(GError) error = NULL;
  MjGame *game = mj_stacked_deal_new_game (&s->deal, s->wind, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The scripted player */

#define SCRIPT_STOP MJ_N_ACTIONS

typedef struct
{
  MjDecisionKind  kind;
  MjTile          when;     /* the decision's tile must be this; TILE_ANY: any */
  MjActionKind    action;
  MjTile          tile;     /* TILE_ANY: any tile, TILE_DRAWN: the decision's tile */
  guint8          flags;
  char           *text;
} ScriptEntry;

static void
script_entry_free (gpointer data)
{
  ScriptEntry *e = data;

  g_free (e->text);
  g_free (e);
}

static void test_player_iface_init (MjPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestPlayer, test_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MJ_TYPE_PLAYER, test_player_iface_init))

static gboolean
find_action (const MjDecision *d,
             MjActionKind      kind,
             MjTile            tile,
             guint             flags,
             MjAction         *found)
{
  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];

      if (a->kind == kind && a->flags == flags &&
          (tile == TILE_ANY || a->tile == (tile == TILE_DRAWN ? d->tile : tile)))
        {
          if (found != NULL)
            *found = *a;
          return TRUE;
        }
    }
  return FALSE;
}

static char *
decision_to_string (const MjDecision *d)
{
  static const char *kinds[] = { "turn", "claim", "rob" };
  GString *str = g_string_new (NULL);

  g_string_append_printf (str, "seat %u %s %s:", d->seat, kinds[d->kind],
                          d->tile == MJ_TILE_NONE ? "-" : mj_tile_to_string (d->tile));
  for (guint i = 0; i < d->n_actions; i++)
    {
      const MjAction *a = &d->actions[i];

      g_string_append_printf (str, " %s", mj_action_kind_to_string ((MjActionKind) a->kind));
      if (a->tile != MJ_TILE_NONE)
        g_string_append_printf (str, "(%s)", mj_tile_to_string (a->tile));
      if (a->flags & MJ_ACTION_FLAG_DECLARE_READY)
        g_string_append (str, "+ready");
      if (a->flags & MJ_ACTION_FLAG_ORIGINAL_CALL)
        g_string_append (str, "+call");
      if (a->flags & MJ_ACTION_FLAG_STEP_BACK)
        g_string_append (str, "+back");
    }
  return g_string_free (str, FALSE);
}

static void
fallback (const MjDecision *d,
          MjAction         *action)
{
  if (d->kind == MJ_DECISION_TURN)
    {
      /* discard the tile drawn; East's dealt fourteen: the lowest tile */
      if (d->tile != MJ_TILE_NONE && find_action (d, MJ_ACTION_DISCARD, d->tile, 0, action))
        return;
      if (find_action (d, MJ_ACTION_DISCARD, TILE_ANY, 0, action))
        return;
      if (find_action (d, MJ_ACTION_DISCARD, TILE_ANY, MJ_ACTION_FLAG_STEP_BACK, action))
        return;
    }
  else if (find_action (d, MJ_ACTION_PASS, TILE_ANY, 0, action))
    return;
  *action = d->actions[0];
}

static gboolean
test_player_decide (MjPlayer         *player,
                    const MjSeatView *view,
                    const MjDecision *d,
                    MjAction         *action)
{
  TestPlayer *self = TEST_PLAYER (player);
  ScriptEntry *e = g_queue_peek_head (&self->script);

  g_assert_cmpuint (d->seat, ==, self->seat);
  g_assert_cmpuint (view->seat, ==, self->seat);
  g_array_append_val (self->log, *d);

  /* a game waiting on a claim or a kong's robbing is saved and read back as it is */
  if (self->game != NULL && (d->kind == MJ_DECISION_CLAIM || d->kind == MJ_DECISION_ROB))
    {
      g_autoptr(JsonNode) node = mj_game_to_json (self->game);
      g_autoptr(GError) error = NULL;
      g_autoptr(MjGame) copy = mj_game_new_from_json (node, &error);

      g_assert_no_error (error);
      g_assert_nonnull (copy);
    }

  if (self->async)
    return FALSE;
  if (self->rogue)
    {
      *action = self->rogue_action;
      return TRUE;
    }

  if (e != NULL && e->kind == d->kind && (e->when == TILE_ANY || e->when == d->tile))
    {
      g_queue_pop_head (&self->script);
      if (e->action == SCRIPT_STOP)
        {
          /* leave the decision pending: the test looks at the table now */
          script_entry_free (e);
          return FALSE;
        }
      if (find_action (d, e->action, e->tile, e->flags, action))
        {
          script_entry_free (e);
          return TRUE;
        }
      {
        g_autofree char *offered = decision_to_string (d);

        g_test_fail_printf ("seat %u wanted “%s”, which is not offered: %s", self->seat, e->text, offered);
      }
      script_entry_free (e);
    }

  fallback (d, action);
  return TRUE;
}

static void
test_player_iface_init (MjPlayerInterface *iface)
{
  iface->decide = test_player_decide;
}

static void
test_player_finalize (GObject *object)
{
  TestPlayer *self = TEST_PLAYER (object);

  g_queue_clear_full (&self->script, script_entry_free);
  g_array_unref (self->log);

  G_OBJECT_CLASS (test_player_parent_class)->finalize (object);
}

static void
test_player_class_init (TestPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_player_finalize;
}

static void
test_player_init (TestPlayer *self)
{
  g_queue_init (&self->script);
  self->log = g_array_new (FALSE, FALSE, sizeof (MjDecision));
}

/*
 * One scripted answer: "WHEN ACTION [TILE] [FLAG]".
 *   WHEN:   turn | turn:5d (the tile drawn) | claim | claim:5d | rob | rob:5d
 *   ACTION: discard | win | kong | add | pung | chow | take | pass | stop (leave it pending)
 *   TILE:   a tile; "*" the decision's tile; none: the decision's tile (claims) or any (win)
 *   FLAG:   ready | call | back
 * Entries are used in order: a decision that does not match the next entry gets the fallback
 * (pass; discard the tile drawn). A matching entry whose action is not offered fails the test.
 */
void
test_player_script (TestPlayer *self,
                    const char *text)
{
  g_auto(GStrv) w = g_strsplit (text, " ", -1);
  ScriptEntry *e = g_new0 (ScriptEntry, 1);
  guint n = g_strv_length (w);
  const char *colon;

  e->text = g_strdup (text);
  e->when = TILE_ANY;
  e->tile = TILE_ANY;
  if (n < 2)
    g_error ("test setup: bad script entry “%s”", text);

  if (g_str_has_prefix (w[0], "turn"))
    e->kind = MJ_DECISION_TURN;
  else if (g_str_has_prefix (w[0], "claim"))
    e->kind = MJ_DECISION_CLAIM;
  else if (g_str_has_prefix (w[0], "rob"))
    e->kind = MJ_DECISION_ROB;
  else
    g_error ("test setup: bad script entry “%s”", text);
  colon = strchr (w[0], ':');
  if (colon != NULL)
    e->when = tile (colon + 1);

  if (strcmp (w[1], "discard") == 0)
    e->action = MJ_ACTION_DISCARD;
  else if (strcmp (w[1], "win") == 0)
    e->action = e->kind == MJ_DECISION_TURN ? MJ_ACTION_SELF_DRAWN_WIN : MJ_ACTION_WIN;
  else if (strcmp (w[1], "kong") == 0)
    e->action = e->kind == MJ_DECISION_TURN ? MJ_ACTION_CONCEALED_KONG : MJ_ACTION_KONG;
  else if (strcmp (w[1], "add") == 0)
    e->action = MJ_ACTION_ADDED_KONG;
  else if (strcmp (w[1], "pung") == 0)
    e->action = MJ_ACTION_PUNG;
  else if (strcmp (w[1], "chow") == 0)
    e->action = MJ_ACTION_CHOW;
  else if (strcmp (w[1], "take") == 0)
    e->action = MJ_ACTION_TAKE;
  else if (strcmp (w[1], "pass") == 0)
    e->action = MJ_ACTION_PASS;
  else if (strcmp (w[1], "stop") == 0)
    e->action = SCRIPT_STOP;
  else
    g_error ("test setup: bad action in “%s”", text);

  if (e->kind != MJ_DECISION_TURN &&
      (e->action == MJ_ACTION_WIN || e->action == MJ_ACTION_KONG || e->action == MJ_ACTION_PUNG ||
       e->action == MJ_ACTION_TAKE))
    e->tile = TILE_DRAWN;

  for (guint i = 2; i < n; i++)
    {
      if (strcmp (w[i], "ready") == 0)
        e->flags |= MJ_ACTION_FLAG_DECLARE_READY;
      else if (strcmp (w[i], "call") == 0)
        e->flags |= MJ_ACTION_FLAG_ORIGINAL_CALL;
      else if (strcmp (w[i], "back") == 0)
        e->flags |= MJ_ACTION_FLAG_STEP_BACK;
      else if (strcmp (w[i], "*") == 0)
        e->tile = TILE_DRAWN;
      else
        e->tile = tile (w[i]);
    }

  g_queue_push_tail (&self->script, e);
}

/* Whether the seat was offered @action (tile: TILE_ANY for any) in a decision of @kind on
 * @when (TILE_ANY: any). A seat with nothing but "pass" is not asked: not offered. */
gboolean
test_player_offered (TestPlayer     *self,
                     MjDecisionKind  kind,
                     MjTile          when,
                     MjActionKind    action,
                     MjTile          tile_kind,
                     guint           flags)
{
  for (guint i = 0; i < self->log->len; i++)
    {
      const MjDecision *d = &g_array_index (self->log, MjDecision, i);

      if (d->kind == kind && (when == TILE_ANY || d->tile == when) &&
          find_action (d, action, tile_kind, flags, NULL))
        return TRUE;
    }
  return FALSE;
}

/* Whether the seat was asked a decision of @kind on @when at all. */
guint
test_player_n_asked (TestPlayer     *self,
                     MjDecisionKind  kind,
                     MjTile          when)
{
  guint n = 0;

  for (guint i = 0; i < self->log->len; i++)
    {
      const MjDecision *d = &g_array_index (self->log, MjDecision, i);

      n += d->kind == kind && (when == TILE_ANY || d->tile == when);
    }
  return n;
}

/* The table: a game, four scripted players, the signals counted */

static void
table_check (Table      *t,
             const char *when)
{
  g_autoptr(GError) error = NULL;

  if (t->invariants_failed)
    return;
  if (!mj_game_check_invariants (t->game, &error))
    {
      t->invariants_failed = TRUE;
      g_test_fail_printf ("invariants broken after %s: %s", when, error ? error->message : "?");
    }
}

static void
on_tile_drawn (MjGame *game, guint seat, guint kind, gboolean replacement, Table *t)
{
  t->n_drawn++;
  if (replacement)
    t->n_replacements++;
  else
    t->n_front_draws++;
}

static void
on_tile_discarded (MjGame *game, guint seat, guint kind, Table *t)
{
  t->n_discarded++;
  g_string_append_printf (t->discards, "%s%u:%s", t->discards->len ? " " : "", seat,
                          mj_tile_to_string ((MjTile) kind));
  table_check (t, "tile-discarded");
}

static void
on_bonus_exposed (MjGame *game, guint seat, guint kind, Table *t)
{
  t->n_bonus++;
  g_string_append_printf (t->bonus, "%s%u:%s", t->bonus->len ? " " : "", seat,
                          mj_tile_to_string ((MjTile) kind));
}

static void
on_meld_declared (MjGame *game, guint seat, guint index, Table *t)
{
  t->n_melds++;
  table_check (t, "meld-declared");
}

static void
on_claim_window (MjGame *game, guint seat, guint kind, Table *t)
{
  t->n_windows++;
}

static void
on_claim_resolved (MjGame *game, int seat, guint action, Table *t)
{
  t->n_resolved++;
  g_string_append_printf (t->resolved, "%s%d:%s", t->resolved->len ? " " : "", seat,
                          mj_action_kind_to_string ((MjActionKind) action));
}

static void
on_turn_changed (MjGame *game, guint seat, Table *t)
{
  t->n_turns++;
  g_string_append_printf (t->turns, "%s%u", t->turns->len ? " " : "", seat);
  table_check (t, "turn-changed");
}

static void
on_announcement (MjGame *game, guint seat, guint what, Table *t)
{
  g_string_append_printf (t->announced, "%s%u:%u", t->announced->len ? " " : "", seat, what);
}

static void
on_hand_finished (MjGame *game, Table *t)
{
  t->n_finished++;
  table_check (t, "hand-finished");
}

static void
table_connect (Table *t)
{
  g_signal_connect (t->game, "tile-drawn", G_CALLBACK (on_tile_drawn), t);
  g_signal_connect (t->game, "tile-discarded", G_CALLBACK (on_tile_discarded), t);
  g_signal_connect (t->game, "bonus-exposed", G_CALLBACK (on_bonus_exposed), t);
  g_signal_connect (t->game, "meld-declared", G_CALLBACK (on_meld_declared), t);
  g_signal_connect (t->game, "claim-window-opened", G_CALLBACK (on_claim_window), t);
  g_signal_connect (t->game, "claim-resolved", G_CALLBACK (on_claim_resolved), t);
  g_signal_connect (t->game, "turn-changed", G_CALLBACK (on_turn_changed), t);
  g_signal_connect (t->game, "announcement", G_CALLBACK (on_announcement), t);
  g_signal_connect (t->game, "hand-finished", G_CALLBACK (on_hand_finished), t);
}

/* A table for a stacked wall; the Stack is cleared. */
Table *
table_new (Stack *s)
{
  Table *t = g_new0 (Table, 1);

  t->game = stack_game (s);
  stack_clear (s);
  t->turns = g_string_new (NULL);
  t->resolved = g_string_new (NULL);
  t->bonus = g_string_new (NULL);
  t->announced = g_string_new (NULL);
  t->discards = g_string_new (NULL);
  for (guint k = 0; k < 4; k++)
    {
      t->p[k] = g_object_new (TEST_TYPE_PLAYER, NULL);
      t->p[k]->seat = k;
      t->p[k]->game = t->game;
      mj_game_set_player (t->game, k, MJ_PLAYER (t->p[k]));
    }
  table_connect (t);
  return t;
}

void
table_free (Table *t)
{
  g_object_unref (t->game);
  for (guint k = 0; k < 4; k++)
    g_object_unref (t->p[k]);
  g_string_free (t->turns, TRUE);
  g_string_free (t->resolved, TRUE);
  g_string_free (t->bonus, TRUE);
  g_string_free (t->announced, TRUE);
  g_string_free (t->discards, TRUE);
  g_free (t);
}

/* Script entries for @seat, NULL-terminated. */
void
table_script (Table *t,
              guint  seat,
              ...)
{
  va_list args;
  const char *text;

  va_start (args, seat);
  while ((text = va_arg (args, const char *)) != NULL)
    test_player_script (t->p[seat], text);
  va_end (args);
}

/* Plays on; when the hand is over, every script entry must have been used. */
void
table_run (Table *t)
{
  mj_game_run (t->game);
  if (mj_game_get_phase (t->game) != MJ_PHASE_FINISHED)
    return;
  table_check (t, "the end");
  for (guint k = 0; k < 4; k++)
    {
      ScriptEntry *e = g_queue_peek_head (&t->p[k]->script);

      if (e != NULL)
        g_test_fail_printf ("seat %u never got to “%s”", k, e->text);
    }
}

const MjGameResult *
table_result (Table *t)
{
  const MjGameResult *r = mj_game_get_result (t->game);

  g_assert_nonnull (r);
  return r;
}

gboolean
score_has_rule (const MjScore *score,
                MjRuleId       rule)
{
  for (guint i = 0; i < score->n_items; i++)
    if (score->items[i].rule == rule)
      return TRUE;
  return FALSE;
}

/* The score's lines, for the log of a failed test. */
char *
score_to_string (const MjScore *score)
{
  GString *str = g_string_new (NULL);

  g_string_append_printf (str, "won %d total %d:", score->won, score->total);
  for (guint i = 0; i < score->n_items; i++)
    {
      g_autofree char *line = mj_score_item_describe (&score->items[i]);

      g_string_append_printf (str, " [%s]", line);
    }
  return g_string_free (str, FALSE);
}

gboolean
offered (Table          *t,
         guint           seat,
         MjDecisionKind  kind,
         const char     *when,
         MjActionKind    action,
         const char     *tile_text,
         guint           flags)
{
  return test_player_offered (t->p[seat], kind, when ? tile (when) : TILE_ANY, action,
                              tile_text ? tile (tile_text) : TILE_ANY, flags);
}

const MjGameMeld *
meld_of (MjGame *game,
         guint   seat,
         guint   index)
{
  guint n;
  const MjGameMeld *melds = mj_game_get_melds (game, seat, &n);

  g_assert_cmpuint (index, <, n);
  return index < n ? &melds[index] : NULL;
}

guint
n_melds_of (MjGame *game,
            guint   seat)
{
  guint n;

  mj_game_get_melds (game, seat, &n);
  return n;
}
