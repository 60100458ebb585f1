/* mj-history-write.c: the family's score history: players, matches and hands written
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each function here is one write: it checks what it is given, then runs its statements in
 * one transaction (a savepoint inside a batch) that is rolled back on the first error.
 */

#define G_LOG_DOMAIN "mj-history"

#include "config.h"

#include <inttypes.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "mj-error.h"
#include "mj-hand-json.h"
#include "mj-history-private.h"

#define MAX_NAME_CHARS 100

/* Players */

/* The name as stored: trimmed, NFC, not empty, not too long. */
static char *
clean_name (const char  *name,
            GError     **error)
{
  g_autofree char *normal = NULL;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, _("A player’s name must be UTF-8 text"));
      return NULL;
    }
  normal = g_utf8_normalize (name, -1, G_NORMALIZE_NFC);
  g_strstrip (normal);
  if (*normal == '\0')
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("A player’s name cannot be empty"));
      return NULL;
    }
  if (g_utf8_strlen (normal, -1) > MAX_NAME_CHARS)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_RANGE,
                   _("A player’s name can have at most %d characters"), MAX_NAME_CHARS);
      return NULL;
    }
  return g_steal_pointer (&normal);
}

static gboolean
lookup_player (MjHistory   *self,
               const char  *name,
               gint64      *id,
               gboolean    *is_computer,
               GError     **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;
  int rc;

  stmt = _mj_history_prepare (self, "SELECT id, is_computer FROM players WHERE name = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  *id = 0;
  if (rc == SQLITE_ROW)
    {
      *id = sqlite3_column_int64 (stmt, 0);
      *is_computer = sqlite3_column_int (stmt, 1) != 0;
    }
  else if (rc != SQLITE_DONE)
    return _mj_history_set_error (self, error);
  return TRUE;
}

/**
 * mj_history_ensure_player:
 *
 * Returns: the id of the player called @name, added if new; 0 with @error set if the name
 *   is not usable, or belongs to a person when @is_computer says a computer (or the reverse)
 */
gint64
mj_history_ensure_player (MjHistory   *self,
                          const char  *name,
                          gboolean     is_computer,
                          GError     **error)
{
  g_autofree char *clean = NULL;
  gboolean was_computer = FALSE;
  gint64 id = 0;

  g_return_val_if_fail (MJ_IS_HISTORY (self), 0);

  clean = clean_name (name, error);
  if (clean == NULL || !_mj_history_write_begin (self, error))
    return 0;

  if (!lookup_player (self, clean, &id, &was_computer, error))
    goto fail;
  if (id != 0 && !was_computer != !is_computer)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   was_computer ? _("“%s” is a computer player") : _("“%s” is a person"), clean);
      goto fail;
    }
  if (id == 0)
    {
      g_autoptr(MjCachedStmt) stmt =
        _mj_history_prepare (self, "INSERT INTO players (name, is_computer, created) VALUES (?, ?, ?)", error);

      if (stmt == NULL)
        goto fail;
      sqlite3_bind_text (stmt, 1, clean, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (stmt, 2, is_computer ? 1 : 0);
      sqlite3_bind_int64 (stmt, 3, _mj_history_now ());
      if (!_mj_history_step_done (self, stmt, error))
        goto fail;
      id = sqlite3_last_insert_rowid (self->db);
    }

  if (!_mj_history_write_commit (self, error))
    return 0;
  return id;

fail:
  _mj_history_write_rollback (self);
  return 0;
}

/**
 * mj_history_find_player:
 *
 * Returns: the id of the player called @name, or 0 with %MJ_ERROR_NOT_FOUND
 */
gint64
mj_history_find_player (MjHistory   *self,
                        const char  *name,
                        GError     **error)
{
  g_autofree char *clean = NULL;
  gboolean is_computer = FALSE;
  gint64 id = 0;

  g_return_val_if_fail (MJ_IS_HISTORY (self), 0);

  clean = clean_name (name, error);
  if (clean == NULL || !lookup_player (self, clean, &id, &is_computer, error))
    return 0;
  if (id == 0)
    g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No player called “%s”"), clean);
  return id;
}

/**
 * mj_history_rename_player:
 *
 * The player keeps their id, and so their matches and statistics.
 */
gboolean
mj_history_rename_player (MjHistory   *self,
                          gint64       player,
                          const char  *name,
                          GError     **error)
{
  g_autofree char *clean = NULL;
  gboolean is_computer = FALSE;
  gint64 other = 0;

  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);

  clean = clean_name (name, error);
  if (clean == NULL || !_mj_history_write_begin (self, error))
    return FALSE;

  if (!lookup_player (self, clean, &other, &is_computer, error))
    goto fail;
  if (other != 0 && other != player)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("There is already a player called “%s”"), clean);
      goto fail;
    }

  {
    g_autoptr(MjCachedStmt) stmt =
      _mj_history_prepare (self, "UPDATE players SET name = ? WHERE id = ?", error);

    if (stmt == NULL)
      goto fail;
    sqlite3_bind_text (stmt, 1, clean, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64 (stmt, 2, player);
    if (!_mj_history_step_done (self, stmt, error))
      goto fail;
    if (sqlite3_changes (self->db) == 0)
      {
        g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No player %" PRId64), player);
        goto fail;
      }
  }

  return _mj_history_write_commit (self, error);

fail:
  _mj_history_write_rollback (self);
  return FALSE;
}

/**
 * mj_history_list_players:
 *
 * Returns: (transfer full) (element-type MjHistoryPlayer): every player, by name
 */
GPtrArray *
mj_history_list_players (MjHistory  *self,
                         GError    **error)
{
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(MjCachedStmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  stmt = _mj_history_prepare (self, "SELECT id, name, is_computer, created FROM players ORDER BY name, id",
                              error);
  if (stmt == NULL)
    return NULL;

  players = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_history_player_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MjHistoryPlayer *p = g_new0 (MjHistoryPlayer, 1);

      p->id = sqlite3_column_int64 (stmt, 0);
      p->name = _mj_history_column_text (stmt, 1);
      p->is_computer = sqlite3_column_int (stmt, 2) != 0;
      p->created = sqlite3_column_int64 (stmt, 3);
      g_ptr_array_add (players, p);
    }
  if (rc != SQLITE_DONE)
    {
      _mj_history_set_error (self, error);
      return NULL;
    }
  return g_steal_pointer (&players);
}

void
mj_history_player_free (MjHistoryPlayer *player)
{
  if (player == NULL)
    return;
  g_free (player->name);
  g_free (player);
}

/* Matches */

gboolean
_mj_history_match_exists (MjHistory  *self,
                          gint64      match,
                          GError    **error)
{
  g_autoptr(MjCachedStmt) stmt = _mj_history_prepare (self, "SELECT 1 FROM matches WHERE id = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, match);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No match %" PRId64), match);
  else if (rc != SQLITE_ROW)
    _mj_history_set_error (self, error);
  return rc == SQLITE_ROW;
}

/* The id of the ruleset's text, stored if new. */
static gint64
store_ruleset (MjHistory  *self,
               MjRuleset  *ruleset,
               GError    **error)
{
  g_autofree char *content = mj_ruleset_to_data (ruleset, NULL);
  g_autofree char *sha256 = g_compute_checksum_for_string (G_CHECKSUM_SHA256, content, -1);
  const char *id = mj_ruleset_get_id (ruleset);
  const char *name = mj_ruleset_get_name (ruleset);
  g_autoptr(MjCachedStmt) insert = NULL;
  g_autoptr(MjCachedStmt) select = NULL;

  insert = _mj_history_prepare (self, "INSERT INTO rulesets (ruleset_id, name, content, sha256) "
                                      "VALUES (?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING", error);
  if (insert == NULL)
    return 0;
  sqlite3_bind_text (insert, 1, id != NULL ? id : "", -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 2, name != NULL ? name : (id != NULL ? id : ""), -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 3, content, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 4, sha256, -1, SQLITE_STATIC);
  if (!_mj_history_step_done (self, insert, error))
    return 0;

  select = _mj_history_prepare (self, "SELECT id FROM rulesets WHERE sha256 = ?", error);
  if (select == NULL)
    return 0;
  sqlite3_bind_text (select, 1, sha256, -1, SQLITE_STATIC);
  if (sqlite3_step (select) != SQLITE_ROW)
    return _mj_history_set_error (self, error);
  return sqlite3_column_int64 (select, 0);
}

static gboolean
check_players (MjHistory     *self,
               const gint64   players[4],
               GError       **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;

  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      if (players[i] == players[j] && players[i] != 0)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                       _("Player %" PRId64 " cannot sit in two seats"), players[i]);
          return FALSE;
        }

  stmt = _mj_history_prepare (self, "SELECT 1 FROM players WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  for (guint seat = 0; seat < 4; seat++)
    {
      int rc;

      /* 0: an empty seat (a game of two or three) */
      if (players[seat] == 0)
        continue;
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, players[seat]);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_DONE)
        {
          g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No player %" PRId64), players[seat]);
          return FALSE;
        }
      if (rc != SQLITE_ROW)
        return _mj_history_set_error (self, error);
    }
  return TRUE;
}

gint64
mj_history_begin_match (MjHistory      *self,
                        MjRuleset      *ruleset,
                        MjHistoryPlace  place,
                        const gint64    players[4],
                        guint32         seed,
                        guint           first_dealer,
                        GError        **error)
{
  return mj_history_begin_match_at (self, ruleset, place, players, seed, first_dealer, _mj_history_now (), error);
}

/**
 * mj_history_begin_match_at:
 * @players: the player ids by seat, 0 for a seat nobody sits in (a game of two or three)
 * @started: when, in seconds since 1970
 *
 * Returns: the new match's id, or 0 with @error set
 */
gint64
mj_history_begin_match_at (MjHistory      *self,
                           MjRuleset      *ruleset,
                           MjHistoryPlace  place,
                           const gint64    players[4],
                           guint32         seed,
                           guint           first_dealer,
                           gint64          started,
                           GError        **error)
{
  g_autoptr(MjCachedStmt) insert = NULL;
  gint64 ruleset_ref;
  gint64 match;

  g_return_val_if_fail (MJ_IS_HISTORY (self), 0);
  g_return_val_if_fail (MJ_IS_RULESET (ruleset), 0);
  g_return_val_if_fail (place == MJ_HISTORY_PLACE_SCREEN || place == MJ_HISTORY_PLACE_TABLE, 0);
  g_return_val_if_fail (players != NULL, 0);
  g_return_val_if_fail (first_dealer < 4, 0);

  if (!_mj_history_write_begin (self, error))
    return 0;
  if (!check_players (self, players, error))
    goto fail;
  ruleset_ref = store_ruleset (self, ruleset, error);
  if (ruleset_ref == 0)
    goto fail;

  insert = _mj_history_prepare (self, "INSERT INTO matches (started, place, ruleset, seed, first_dealer) "
                                      "VALUES (?, ?, ?, ?, ?)", error);
  if (insert == NULL)
    goto fail;
  sqlite3_bind_int64 (insert, 1, started);
  sqlite3_bind_text (insert, 2, place == MJ_HISTORY_PLACE_SCREEN ? "screen" : "table", -1, SQLITE_STATIC);
  sqlite3_bind_int64 (insert, 3, ruleset_ref);
  sqlite3_bind_int64 (insert, 4, seed);
  sqlite3_bind_int (insert, 5, (int) first_dealer);
  if (!_mj_history_step_done (self, insert, error))
    goto fail;
  match = sqlite3_last_insert_rowid (self->db);

  {
    g_autoptr(MjCachedStmt) seat_stmt =
      _mj_history_prepare (self, "INSERT INTO match_seats (match, seat, player) VALUES (?, ?, ?)", error);

    if (seat_stmt == NULL)
      goto fail;
    for (guint seat = 0; seat < 4; seat++)
      {
        if (players[seat] == 0)
          continue;
        sqlite3_reset (seat_stmt);
        sqlite3_bind_int64 (seat_stmt, 1, match);
        sqlite3_bind_int (seat_stmt, 2, (int) seat);
        sqlite3_bind_int64 (seat_stmt, 3, players[seat]);
        if (!_mj_history_step_done (self, seat_stmt, error))
          goto fail;
      }
  }

  if (!_mj_history_write_commit (self, error))
    return 0;
  return match;

fail:
  _mj_history_write_rollback (self);
  return 0;
}

/* A hand may be added to a match that is there, not deleted and not finished. */
static gboolean
check_open_match (MjHistory  *self,
                  gint64      match,
                  GError    **error)
{
  g_autoptr(MjCachedStmt) stmt =
    _mj_history_prepare (self, "SELECT finished IS NOT NULL, deleted IS NOT NULL FROM matches WHERE id = ?",
                         error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, match);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No match %" PRId64), match);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    return _mj_history_set_error (self, error);
  if (sqlite3_column_int (stmt, 0) || sqlite3_column_int (stmt, 1))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   sqlite3_column_int (stmt, 1) ? _("Match %" PRId64 " is deleted")
                                                : _("Match %" PRId64 " is over"),
                   match);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_record (const MjHandRecord  *record,
              GError             **error)
{
  if (record->number < 1 || record->prevailing_wind > 3 || record->dealer > 3 ||
      record->winner < -1 || record->winner > 3 || record->discarder < -1 || record->discarder > 3 ||
      record->self_drawn > 1 || (record->winner < 0 && record->self_drawn))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_RANGE, _("Hand %u: a seat or wind out of range"),
                   record->number);
      return FALSE;
    }
  return TRUE;
}

static char *
node_to_string (JsonNode *node)
{
  g_autoptr(JsonNode) owned = node;

  return json_to_string (owned, FALSE);
}

/* The transaction of mj_history_record_hand(). */
static gboolean
write_hand (MjHistory           *self,
            gint64               match,
            const MjHandRecord  *record,
            const MjGameResult  *result,
            gboolean             limit_hand,
            char               **hand_json,
            char               **score_json,
            GError             **error)
{
  g_autoptr(MjCachedStmt) hand_stmt = NULL;
  g_autoptr(MjCachedStmt) seat_stmt = NULL;
  gint64 hand;

  if (!_mj_history_write_begin (self, error))
    return FALSE;
  if (!check_open_match (self, match, error))
    goto fail;

  hand_stmt = _mj_history_prepare (self, "INSERT INTO hands (match, number, prevailing_wind, dealer, winner, "
                                         "discarder, self_drawn, limit_hand, liable, liable_rule) "
                                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                   error);
  if (hand_stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (hand_stmt, 1, match);
  sqlite3_bind_int (hand_stmt, 2, record->number);
  sqlite3_bind_int (hand_stmt, 3, record->prevailing_wind);
  sqlite3_bind_int (hand_stmt, 4, record->dealer);
  if (record->winner >= 0)
    sqlite3_bind_int (hand_stmt, 5, record->winner);
  if (record->discarder >= 0)
    sqlite3_bind_int (hand_stmt, 6, record->discarder);
  sqlite3_bind_int (hand_stmt, 7, record->self_drawn ? 1 : 0);
  sqlite3_bind_int (hand_stmt, 8, limit_hand ? 1 : 0);
  if (result != NULL && result->winner >= 0 && result->liable >= 0 && result->liable < 4)
    {
      sqlite3_bind_int (hand_stmt, 9, result->liable);
      sqlite3_bind_text (hand_stmt, 10, mj_liable_rule_to_string ((MjLiableRule) result->liable_rule), -1,
                         SQLITE_STATIC);
    }
  if (sqlite3_step (hand_stmt) != SQLITE_DONE)
    {
      if (sqlite3_extended_errcode (self->db) == SQLITE_CONSTRAINT_UNIQUE)
        g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                     _("Hand %u of match %" PRId64 " is already recorded"), record->number, match);
      else
        _mj_history_set_error (self, error);
      goto fail;
    }
  hand = sqlite3_last_insert_rowid (self->db);

  seat_stmt = _mj_history_prepare (self, "INSERT INTO hand_seats (hand, seat, total, net, balance, pays_0, "
                                         "pays_1, pays_2, pays_3, hand_json, score_json) "
                                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (seat_stmt == NULL)
    goto fail;
  for (guint seat = 0; seat < 4; seat++)
    {
      if (!_mj_history_test_point (self, "hand-seat", error))
        goto fail;

      sqlite3_reset (seat_stmt);
      sqlite3_clear_bindings (seat_stmt);
      sqlite3_bind_int64 (seat_stmt, 1, hand);
      sqlite3_bind_int (seat_stmt, 2, (int) seat);
      sqlite3_bind_int (seat_stmt, 3, record->totals[seat]);
      sqlite3_bind_int (seat_stmt, 4, record->net[seat]);
      sqlite3_bind_int (seat_stmt, 5, record->balance[seat]);
      if (result != NULL)
        {
          for (guint to = 0; to < 4; to++)
            sqlite3_bind_int (seat_stmt, 6 + (int) to, result->settlement.pays[seat][to]);
          sqlite3_bind_text (seat_stmt, 10, hand_json[seat], -1, SQLITE_STATIC);
          sqlite3_bind_text (seat_stmt, 11, score_json[seat], -1, SQLITE_STATIC);
        }
      if (!_mj_history_step_done (self, seat_stmt, error))
        goto fail;
    }
  /* the statement holds the JSON without copies: let go of it before it is freed */
  sqlite3_reset (seat_stmt);
  sqlite3_clear_bindings (seat_stmt);

  if (!_mj_history_test_point (self, "commit", error))
    goto fail;
  return _mj_history_write_commit (self, error);

fail:
  if (seat_stmt != NULL)
    {
      sqlite3_reset (seat_stmt);
      sqlite3_clear_bindings (seat_stmt);
    }
  _mj_history_write_rollback (self);
  return FALSE;
}

/**
 * mj_history_record_hand:
 * @ruleset: (nullable): the match's ruleset, needed with @result
 * @record: the hand as the score sheet keeps it
 * @result: (nullable): the hands and scores, or %NULL for scores entered by hand
 *
 * Adds one hand to a match that is neither over nor deleted, in one transaction: the
 * whole hand or nothing.
 */
gboolean
mj_history_record_hand (MjHistory           *self,
                        gint64               match,
                        MjRuleset           *ruleset,
                        const MjHandRecord  *record,
                        const MjGameResult  *result,
                        GError             **error)
{
  char *hand_json[4] = { NULL };
  char *score_json[4] = { NULL };
  gboolean limit_hand = FALSE;
  gboolean ok;

  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (result == NULL || MJ_IS_RULESET (ruleset), FALSE);

  if (!check_record (record, error))
    return FALSE;

  /* the JSON is made before the database is locked */
  if (result != NULL)
    {
      for (guint seat = 0; seat < 4; seat++)
        {
          hand_json[seat] = node_to_string (mj_hand_to_json (&result->hands[seat]));
          score_json[seat] = node_to_string (mj_score_to_json (ruleset, &result->scores[seat]));
        }
      limit_hand = record->winner >= 0 && result->scores[record->winner].limit_applied;
    }

  ok = write_hand (self, match, record, result, limit_hand, hand_json, score_json, error);

  for (guint seat = 0; seat < 4; seat++)
    {
      g_free (hand_json[seat]);
      g_free (score_json[seat]);
    }
  return ok;
}

/* Runs one UPDATE or DELETE on a match; no match changed is %MJ_ERROR_NOT_FOUND. */
static gboolean
change_match (MjHistory   *self,
              const char  *sql,
              gint64       match,
              gint64       when,
              GError     **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;

  if (!_mj_history_write_begin (self, error))
    return FALSE;

  stmt = _mj_history_prepare (self, sql, error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, match);
  if (sqlite3_bind_parameter_count (stmt) > 1)
    sqlite3_bind_int64 (stmt, 2, when);
  if (!_mj_history_step_done (self, stmt, error))
    goto fail;
  if (sqlite3_changes (self->db) == 0)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No match %" PRId64), match);
      goto fail;
    }
  return _mj_history_write_commit (self, error);

fail:
  _mj_history_write_rollback (self);
  return FALSE;
}

gboolean
mj_history_finish_match (MjHistory  *self,
                         gint64      match,
                         GError    **error)
{
  return mj_history_finish_match_at (self, match, _mj_history_now (), error);
}

/**
 * mj_history_finish_match_at:
 *
 * Marks the match over; a match finished before keeps its first time.
 */
gboolean
mj_history_finish_match_at (MjHistory  *self,
                            gint64      match,
                            gint64      finished,
                            GError    **error)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  return change_match (self, "UPDATE matches SET finished = coalesce (finished, ?2) WHERE id = ?1",
                       match, finished, error);
}

/**
 * mj_history_delete_match:
 *
 * Hides the match from lists and statistics. mj_history_restore_match() brings it back
 * until mj_history_purge_deleted() removes it for good.
 */
gboolean
mj_history_delete_match (MjHistory  *self,
                         gint64      match,
                         GError    **error)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  return change_match (self, "UPDATE matches SET deleted = coalesce (deleted, ?2) WHERE id = ?1",
                       match, _mj_history_now (), error);
}

gboolean
mj_history_restore_match (MjHistory  *self,
                          gint64      match,
                          GError    **error)
{
  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  return change_match (self, "UPDATE matches SET deleted = NULL WHERE id = ?1", match, 0, error);
}

/**
 * mj_history_purge_deleted:
 * @before: remove the matches deleted before this time, in seconds since 1970
 * @n_purged: (out) (optional): how many matches were removed
 *
 * Removes deleted matches with their hands, for good: their undo has expired.
 */
gboolean
mj_history_purge_deleted (MjHistory  *self,
                          gint64      before,
                          guint      *n_purged,
                          GError    **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;
  guint n;

  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);

  if (!_mj_history_write_begin (self, error))
    return FALSE;
  stmt = _mj_history_prepare (self, "DELETE FROM matches WHERE deleted IS NOT NULL AND deleted < ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, before);
  if (!_mj_history_step_done (self, stmt, error))
    goto fail;
  n = (guint) sqlite3_changes (self->db);
  if (!_mj_history_write_commit (self, error))
    return FALSE;
  if (n_purged != NULL)
    *n_purged = n;
  return TRUE;

fail:
  _mj_history_write_rollback (self);
  return FALSE;
}
