/* mj-history-query.c: the family's score history: matches, hands and statistics read back
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A read of several statements runs in one read transaction, so it sees the database as
 * it was at one moment even while a game is being recorded. Deleted matches are left out
 * of lists and statistics until they are restored.
 */

#define G_LOG_DOMAIN "mj-history"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-history-private.h"

/* The balance of a seat after the last hand of a match; NULL before the first hand. */
#define FINAL_BALANCE(match, seat) \
  "(SELECT hs.balance FROM hands h JOIN hand_seats hs ON hs.hand = h.id AND hs.seat = " seat \
  " WHERE h.match = " match " ORDER BY h.number DESC LIMIT 1)"

/* What the seat of one match_seats row paid the seat of another over match m. */
#define PAID(from, to) \
  "(SELECT coalesce (sum (CASE " to ".seat WHEN 0 THEN x.pays_0 WHEN 1 THEN x.pays_1 " \
  "                      WHEN 2 THEN x.pays_2 ELSE x.pays_3 END), 0) " \
  " FROM hands h JOIN hand_seats x ON x.hand = h.id AND x.seat = " from ".seat WHERE h.match = m.id)"

/* The hands the seat of a match_seats row won in match m. */
#define WON(seat) "(SELECT count(*) FROM hands h WHERE h.match = m.id AND h.winner = " seat ".seat)"

/* One row per seat, in seat order; a match's four rows come together. */
#define MATCH_COLUMNS(hands, balance) \
  "SELECT m.id, m.started, m.finished, m.deleted, m.place, m.seed, m.first_dealer, " \
  "       r.ruleset_id, r.name, " hands ", ms.seat, ms.player, p.name, " balance \
  " FROM matches m " \
  " JOIN rulesets r ON r.id = m.ruleset " \
  " JOIN match_seats ms ON ms.match = m.id " \
  " JOIN players p ON p.id = ms.player "

/* One match: its hands counted and its last hand found through the index. */
#define MATCH_ROWS \
  MATCH_COLUMNS ("(SELECT count(*) FROM hands h WHERE h.match = m.id)", FINAL_BALANCE ("m.id", "ms.seat"))

/* Every match: the hands counted in one pass over them, not four times a match. */
#define MATCHES_ROWS \
  MATCH_COLUMNS ("coalesce (hc.n, 0)", "hs.balance") \
  " LEFT JOIN (SELECT match, count(*) AS n, max(number) AS last FROM hands GROUP BY match) hc " \
  "   ON hc.match = m.id " \
  " LEFT JOIN hands lh ON lh.match = m.id AND lh.number = hc.last " \
  " LEFT JOIN hand_seats hs ON hs.hand = lh.id AND hs.seat = ms.seat "

static const char list_sql[] =
  MATCHES_ROWS
  "WHERE (?1 = 0 OR m.id IN (SELECT x.match FROM match_seats x WHERE x.player = ?1)) "
  "  AND (?2 IS NULL OR r.ruleset_id = ?2) "
  "  AND (?3 IS NULL OR m.started >= ?3) "
  "  AND (?4 IS NULL OR m.started < ?4) "
  "  AND (?5 OR m.deleted IS NULL) "
  "ORDER BY m.started DESC, m.id DESC, ms.seat";

static const char get_sql[] =
  MATCH_ROWS
  "WHERE m.id = ?1 ORDER BY ms.seat";

/* Helpers */

/* The seat ahead of the others, or -1 if two or more share the best balance. */
static int
best_seat (const int balances[4])
{
  int best = 0;
  gboolean shared = FALSE;

  for (int seat = 1; seat < 4; seat++)
    {
      if (balances[seat] > balances[best])
        {
          best = seat;
          shared = FALSE;
        }
      else if (balances[seat] == balances[best])
        shared = TRUE;
    }
  return shared ? -1 : best;
}

/* Reads the rows of MATCH_ROWS into matches. */
static GPtrArray *
read_matches (MjHistory     *self,
              MjCachedStmt  *stmt,
              GError       **error)
{
  g_autoptr(GPtrArray) matches = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_history_match_free);
  MjHistoryMatch *m = NULL;
  int rc;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      guint seat = (guint) sqlite3_column_int (stmt, 10) & 3;

      if (m == NULL || m->id != id)
        {
          m = g_new0 (MjHistoryMatch, 1);
          m->id = id;
          m->started = sqlite3_column_int64 (stmt, 1);
          m->finished = sqlite3_column_int64 (stmt, 2);
          m->deleted = sqlite3_column_int64 (stmt, 3);
          m->place = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 4), "table") == 0
                     ? MJ_HISTORY_PLACE_TABLE : MJ_HISTORY_PLACE_SCREEN;
          m->seed = (guint32) sqlite3_column_int64 (stmt, 5);
          m->first_dealer = (guint) sqlite3_column_int (stmt, 6) & 3;
          m->ruleset_id = _mj_history_column_text (stmt, 7);
          m->ruleset_name = _mj_history_column_text (stmt, 8);
          m->n_hands = (guint) sqlite3_column_int (stmt, 9);
          m->winner = -1;
          g_ptr_array_add (matches, m);
        }

      m->players[seat] = sqlite3_column_int64 (stmt, 11);
      g_free (m->player_names[seat]);
      m->player_names[seat] = _mj_history_column_text (stmt, 12);
      m->balances[seat] = sqlite3_column_int (stmt, 13);
    }
  if (rc != SQLITE_DONE)
    {
      _mj_history_set_error (self, error);
      return NULL;
    }

  for (guint i = 0; i < matches->len; i++)
    {
      m = g_ptr_array_index (matches, i);
      /* a seat nobody sat in (a game of two or three) has no row */
      for (guint seat = 0; seat < 4; seat++)
        if (m->player_names[seat] == NULL)
          m->player_names[seat] = g_strdup (_("Empty seat"));
      m->winner = m->n_hands > 0 ? best_seat (m->balances) : -1;
    }
  return g_steal_pointer (&matches);
}

static gboolean
check_player (MjHistory  *self,
              gint64      player,
              char      **name,
              gboolean   *is_computer,
              GError    **error)
{
  g_autoptr(MjCachedStmt) stmt =
    _mj_history_prepare (self, "SELECT name, is_computer FROM players WHERE id = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, player);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No player %" PRId64), player);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    return _mj_history_set_error (self, error);
  if (name != NULL)
    *name = _mj_history_column_text (stmt, 0);
  if (is_computer != NULL)
    *is_computer = sqlite3_column_int (stmt, 1) != 0;
  return TRUE;
}

/* Public API */

void
mj_history_match_free (MjHistoryMatch *match)
{
  if (match == NULL)
    return;
  g_free (match->ruleset_id);
  g_free (match->ruleset_name);
  for (guint seat = 0; seat < 4; seat++)
    g_free (match->player_names[seat]);
  g_free (match);
}

/**
 * mj_history_hand_describe_winner:
 * @match: the match of @hand, for the players' names
 *
 * Returns: (transfer full) (nullable): who went out and how, and who paid for everyone by
 *   which rule ("Chloé, off Ben; Ben pays for everyone: Calling 9 pieces"); %NULL for a
 *   drawn hand
 */
char *
mj_history_hand_describe_winner (const MjHistoryMatch *match,
                                 const MjHistoryHand  *hand)
{
  g_autofree char *winner = NULL;
  const char *rule;

  g_return_val_if_fail (match != NULL && hand != NULL, NULL);

  if (hand->winner < 0 || hand->winner > 3)
    return NULL;
  if (hand->self_drawn)
    /* Translators: %s went out on a tile from the wall */
    winner = g_strdup_printf (_("%s, self-drawn"), match->player_names[hand->winner]);
  else if (hand->discarder >= 0 && hand->discarder < 4)
    /* Translators: the first %s went out on a tile the second %s discarded */
    winner = g_strdup_printf (_("%s, off %s"), match->player_names[hand->winner],
                              match->player_names[hand->discarder]);
  else
    winner = g_strdup (match->player_names[hand->winner]);

  rule = mj_liable_rule_get_name (hand->liable_rule);
  if (hand->liable < 0 || hand->liable > 3 || rule == NULL)
    return g_steal_pointer (&winner);
  /* Translators: who went out, then who paid for everyone and by which rule:
   * "Chloé, off Ben; Ben pays for everyone: Calling 9 pieces" */
  return g_strdup_printf (_("%s; %s pays for everyone: %s"), winner, match->player_names[hand->liable], rule);
}

void
mj_history_hand_free (MjHistoryHand *hand)
{
  if (hand == NULL)
    return;
  for (guint seat = 0; seat < 4; seat++)
    {
      g_free (hand->hand_json[seat]);
      g_free (hand->score_json[seat]);
    }
  g_free (hand);
}

void
mj_history_stats_free (MjHistoryStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->name);
  g_free (stats->biggest_score_json);
  g_clear_pointer (&stats->balance_series, g_array_unref);
  g_free (stats);
}

/**
 * mj_history_list_matches:
 * @filter: (nullable): which matches; %NULL for all but the deleted ones
 *
 * Returns: (transfer full) (element-type MjHistoryMatch): the matches, newest first
 */
GPtrArray *
mj_history_list_matches (MjHistory              *self,
                         const MjHistoryFilter  *filter,
                         GError                **error)
{
  static const MjHistoryFilter all = { 0 };
  g_autoptr(MjCachedStmt) stmt = NULL;
  GPtrArray *matches;

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  if (filter == NULL)
    filter = &all;

  if (!_mj_history_read_begin (self, error))
    return NULL;
  stmt = _mj_history_prepare (self, list_sql, error);
  if (stmt == NULL)
    {
      _mj_history_read_end (self);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, filter->player);
  if (filter->ruleset_id != NULL)
    sqlite3_bind_text (stmt, 2, filter->ruleset_id, -1, SQLITE_TRANSIENT);
  if (filter->from != 0)
    sqlite3_bind_int64 (stmt, 3, filter->from);
  if (filter->to != 0)
    sqlite3_bind_int64 (stmt, 4, filter->to);
  sqlite3_bind_int (stmt, 5, filter->include_deleted ? 1 : 0);

  matches = read_matches (self, stmt, error);
  sqlite3_reset (stmt);
  _mj_history_read_end (self);
  return matches;
}

/**
 * mj_history_get_match:
 *
 * Returns: (transfer full): the match, deleted or not, or %NULL with %MJ_ERROR_NOT_FOUND
 */
MjHistoryMatch *
mj_history_get_match (MjHistory  *self,
                      gint64      match,
                      GError    **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;
  g_autoptr(GPtrArray) matches = NULL;

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  stmt = _mj_history_prepare (self, get_sql, error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, match);
  matches = read_matches (self, stmt, error);
  if (matches == NULL)
    return NULL;
  if (matches->len == 0)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No match %" PRId64), match);
      return NULL;
    }
  return g_ptr_array_steal_index (matches, 0);
}

/**
 * mj_history_get_match_hands:
 *
 * Returns: (transfer full) (element-type MjHistoryHand): the hands of the match in order,
 *   or %NULL with %MJ_ERROR_NOT_FOUND
 */
GPtrArray *
mj_history_get_match_hands (MjHistory  *self,
                            gint64      match,
                            GError    **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  MjHistoryHand *h = NULL;
  int rc;

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  if (!_mj_history_read_begin (self, error))
    return NULL;
  if (!_mj_history_match_exists (self, match, error))
    goto fail;
  stmt = _mj_history_prepare (self,
                              "SELECT h.id, h.number, h.prevailing_wind, h.dealer, h.winner, h.discarder, "
                              "       h.self_drawn, h.limit_hand, hs.seat, hs.total, hs.net, hs.balance, "
                              "       hs.pays_0, hs.pays_1, hs.pays_2, hs.pays_3, hs.hand_json, hs.score_json, "
                              "       h.liable, h.liable_rule "
                              "FROM hands h JOIN hand_seats hs ON hs.hand = h.id "
                              "WHERE h.match = ? ORDER BY h.number, hs.seat", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, match);

  hands = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_history_hand_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      guint seat = (guint) sqlite3_column_int (stmt, 8) & 3;

      if (h == NULL || h->id != id)
        {
          h = g_new0 (MjHistoryHand, 1);
          h->id = id;
          h->number = (guint) sqlite3_column_int (stmt, 1);
          h->prevailing_wind = (MjWind) (sqlite3_column_int (stmt, 2) & 3);
          h->dealer = (guint) sqlite3_column_int (stmt, 3) & 3;
          h->winner = sqlite3_column_type (stmt, 4) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 4);
          h->discarder = sqlite3_column_type (stmt, 5) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 5);
          h->self_drawn = sqlite3_column_int (stmt, 6) != 0;
          h->limit_hand = sqlite3_column_int (stmt, 7) != 0;
          h->has_payments = sqlite3_column_type (stmt, 12) != SQLITE_NULL;
          h->liable = sqlite3_column_type (stmt, 18) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 18) & 3;
          h->liable_rule = MJ_LIABLE_NONE;
          if (h->liable >= 0 &&
              !mj_liable_rule_from_string ((const char *) sqlite3_column_text (stmt, 19), &h->liable_rule))
            h->liable_rule = MJ_LIABLE_NONE;
          g_ptr_array_add (hands, h);
        }

      h->totals[seat] = sqlite3_column_int (stmt, 9);
      h->net[seat] = sqlite3_column_int (stmt, 10);
      h->balance[seat] = sqlite3_column_int (stmt, 11);
      for (guint to = 0; to < 4; to++)
        h->pays[seat][to] = sqlite3_column_int (stmt, 12 + (int) to);
      g_free (h->hand_json[seat]);
      h->hand_json[seat] = _mj_history_column_text (stmt, 16);
      g_free (h->score_json[seat]);
      h->score_json[seat] = _mj_history_column_text (stmt, 17);
    }
  if (rc != SQLITE_DONE)
    {
      _mj_history_set_error (self, error);
      goto fail;
    }

  sqlite3_reset (stmt);
  _mj_history_read_end (self);
  return g_steal_pointer (&hands);

fail:
  if (stmt != NULL)
    sqlite3_reset (stmt);
  _mj_history_read_end (self);
  return NULL;
}

/**
 * mj_history_get_match_ruleset:
 *
 * Returns: (transfer full): the ruleset the match was played by, as it was then
 */
MjRuleset *
mj_history_get_match_ruleset (MjHistory  *self,
                              gint64      match,
                              GError    **error)
{
  g_autoptr(MjCachedStmt) stmt = NULL;
  g_autofree char *file_name = NULL;
  int rc;

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  stmt = _mj_history_prepare (self, "SELECT r.content FROM matches m JOIN rulesets r ON r.id = m.ruleset "
                                    "WHERE m.id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, match);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No match %" PRId64), match);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      _mj_history_set_error (self, error);
      return NULL;
    }

  file_name = g_strdup_printf ("%s (match %" G_GINT64_FORMAT ")", self->path, match);
  return mj_ruleset_new_from_data ((const char *) sqlite3_column_text (stmt, 0),
                                   sqlite3_column_bytes (stmt, 0), file_name, error);
}

/* Statistics */

static gboolean
read_hand_stats (MjHistory       *self,
                 MjHistoryStats  *stats,
                 GError         **error)
{
  g_autoptr(MjCachedStmt) stmt =
    _mj_history_prepare (self,
                         "SELECT count(*), "
                         "       coalesce (sum (h.winner = ms.seat), 0), "
                         "       coalesce (sum (h.winner = ms.seat AND h.self_drawn), 0), "
                         "       coalesce (sum (h.winner = ms.seat AND h.limit_hand), 0), "
                         "       coalesce (sum (h.discarder = ms.seat AND h.winner IS NOT NULL "
                         "                      AND NOT h.self_drawn), 0), "
                         "       coalesce (sum (hs.total), 0), coalesce (sum (hs.net), 0) "
                         "FROM match_seats ms "
                         "JOIN matches m ON m.id = ms.match "
                         "JOIN hands h ON h.match = ms.match "
                         "JOIN hand_seats hs ON hs.hand = h.id AND hs.seat = ms.seat "
                         "WHERE ms.player = ? AND m.deleted IS NULL", error);
  gint64 total;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, stats->player);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return _mj_history_set_error (self, error);

  stats->hands = (guint) sqlite3_column_int64 (stmt, 0);
  stats->hands_won = (guint) sqlite3_column_int64 (stmt, 1);
  stats->self_drawn = (guint) sqlite3_column_int64 (stmt, 2);
  stats->limit_hands = (guint) sqlite3_column_int64 (stmt, 3);
  stats->fed = (guint) sqlite3_column_int64 (stmt, 4);
  total = sqlite3_column_int64 (stmt, 5);
  stats->net = sqlite3_column_int64 (stmt, 6);

  stats->win_rate = stats->hands > 0 ? (double) stats->hands_won / stats->hands : 0.0;
  stats->self_drawn_share = stats->hands_won > 0 ? (double) stats->self_drawn / stats->hands_won : 0.0;
  stats->average_score = stats->hands > 0 ? (double) total / stats->hands : 0.0;
  return TRUE;
}

static gboolean
read_biggest_hand (MjHistory       *self,
                   MjHistoryStats  *stats,
                   GError         **error)
{
  g_autoptr(MjCachedStmt) stmt =
    _mj_history_prepare (self,
                         "SELECT hs.total, h.match, h.number, hs.score_json "
                         "FROM match_seats ms "
                         "JOIN matches m ON m.id = ms.match "
                         "JOIN hands h ON h.match = ms.match AND h.winner = ms.seat "
                         "JOIN hand_seats hs ON hs.hand = h.id AND hs.seat = ms.seat "
                         "WHERE ms.player = ? AND m.deleted IS NULL "
                         "ORDER BY hs.total DESC, m.started, h.number LIMIT 1", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, stats->player);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      stats->biggest_total = sqlite3_column_int (stmt, 0);
      stats->biggest_match = sqlite3_column_int64 (stmt, 1);
      stats->biggest_hand = (guint) sqlite3_column_int (stmt, 2);
      stats->biggest_score_json = _mj_history_column_text (stmt, 3);
    }
  else if (rc != SQLITE_DONE)
    return _mj_history_set_error (self, error);
  return TRUE;
}

/* The player's balance at the end of each match, and the matches won. */
static gboolean
read_balance_series (MjHistory       *self,
                     MjHistoryStats  *stats,
                     GError         **error)
{
  g_autoptr(MjCachedStmt) stmt =
    _mj_history_prepare (self,
                         "SELECT id, started, final, "
                         "       (SELECT count(*) FROM hand_seats hs WHERE hs.hand = last "
                         "        AND hs.balance >= final) "
                         "FROM (SELECT m.id, m.started, " FINAL_BALANCE ("m.id", "ms.seat") " AS final, "
                         "             (SELECT h.id FROM hands h WHERE h.match = m.id "
                         "              ORDER BY h.number DESC LIMIT 1) AS last "
                         "      FROM match_seats ms JOIN matches m ON m.id = ms.match "
                         "      WHERE ms.player = ? AND m.deleted IS NULL) "
                         "ORDER BY started, id", error);
  gint64 sum = 0;
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, stats->player);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MjHistoryBalancePoint point;
      gboolean played = sqlite3_column_type (stmt, 2) != SQLITE_NULL;

      point.match = sqlite3_column_int64 (stmt, 0);
      point.started = sqlite3_column_int64 (stmt, 1);
      point.net = sqlite3_column_int (stmt, 2);
      sum += point.net;
      point.balance = sum;
      g_array_append_val (stats->balance_series, point);

      stats->matches++;
      /* ahead of the other three: no one else at or above the player's balance */
      if (played && sqlite3_column_int (stmt, 3) == 1)
        stats->matches_won++;
    }
  if (rc != SQLITE_DONE)
    return _mj_history_set_error (self, error);
  return TRUE;
}

/**
 * mj_history_get_player_stats:
 *
 * Returns: (transfer full): the player's record over every match not deleted, or %NULL
 *   with %MJ_ERROR_NOT_FOUND
 */
MjHistoryStats *
mj_history_get_player_stats (MjHistory  *self,
                             gint64      player,
                             GError    **error)
{
  g_autoptr(MjHistoryStats) stats = NULL;
  gboolean ok;

  g_return_val_if_fail (MJ_IS_HISTORY (self), NULL);

  stats = g_new0 (MjHistoryStats, 1);
  stats->player = player;
  stats->balance_series = g_array_new (FALSE, TRUE, sizeof (MjHistoryBalancePoint));

  if (!_mj_history_read_begin (self, error))
    return NULL;
  ok = check_player (self, player, &stats->name, &stats->is_computer, error) &&
       read_hand_stats (self, stats, error) &&
       read_biggest_hand (self, stats, error) &&
       read_balance_series (self, stats, error);
  _mj_history_read_end (self);

  return ok ? g_steal_pointer (&stats) : NULL;
}

/**
 * mj_history_get_head_to_head:
 * @h2h: (out caller-allocates): the two players' record against each other
 *
 * Looks at the matches @a and @b played together: who finished ahead, the hands each won,
 * and what they paid each other.
 */
gboolean
mj_history_get_head_to_head (MjHistory            *self,
                             gint64                a,
                             gint64                b,
                             MjHistoryHeadToHead  *h2h,
                             GError              **error)
{
  static const char sql[] =
    "SELECT " FINAL_BALANCE ("m.id", "sa.seat") ", " FINAL_BALANCE ("m.id", "sb.seat") ", "
    WON ("sa") ", " WON ("sb") ", " PAID ("sa", "sb") ", " PAID ("sb", "sa") " "
    "FROM matches m "
    "JOIN match_seats sa ON sa.match = m.id AND sa.player = ?1 "
    "JOIN match_seats sb ON sb.match = m.id AND sb.player = ?2 "
    "WHERE m.deleted IS NULL";

  g_autoptr(MjCachedStmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (MJ_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (h2h != NULL, FALSE);

  memset (h2h, 0, sizeof *h2h);
  h2h->players[0] = a;
  h2h->players[1] = b;
  if (a == b)
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID, _("A player cannot play against themselves"));
      return FALSE;
    }

  if (!_mj_history_read_begin (self, error))
    return FALSE;
  if (!check_player (self, a, NULL, NULL, error) || !check_player (self, b, NULL, NULL, error))
    goto fail;
  stmt = _mj_history_prepare (self, sql, error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, a);
  sqlite3_bind_int64 (stmt, 2, b);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int final_a = sqlite3_column_int (stmt, 0);
      int final_b = sqlite3_column_int (stmt, 1);
      gint64 a_paid_b = sqlite3_column_int64 (stmt, 4);
      gint64 b_paid_a = sqlite3_column_int64 (stmt, 5);

      h2h->matches++;
      if (final_a > final_b)
        h2h->match_wins[0]++;
      else if (final_b > final_a)
        h2h->match_wins[1]++;
      h2h->hands_won[0] += (guint) sqlite3_column_int (stmt, 2);
      h2h->hands_won[1] += (guint) sqlite3_column_int (stmt, 3);
      h2h->net[0] += b_paid_a - a_paid_b;
    }
  if (rc != SQLITE_DONE)
    {
      _mj_history_set_error (self, error);
      goto fail;
    }
  h2h->net[1] = -h2h->net[0];

  sqlite3_reset (stmt);
  _mj_history_read_end (self);
  return TRUE;

fail:
  if (stmt != NULL)
    sqlite3_reset (stmt);
  _mj_history_read_end (self);
  return FALSE;
}
