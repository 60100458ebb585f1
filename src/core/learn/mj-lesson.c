/* mj-lesson.c: one lesson of the course, read from its file
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson is a key file (data/lessons/, the README says how to write one). Its [Lesson]
 * group says what it is; a guided deal has a [Deal] and numbered [Step N] groups, a drill
 * numbered [Item N] groups, a coached game a [Game]. The words a learner reads are
 * translated as a desktop file's are: each key Title, Summary, Say, Wrong, Explain and Goal
 * may carry a Key[lang] translation, read for the user's language.
 *
 * Reading checks the form only: every key known, every tile and action well written, every
 * hand possible. Whether the deal plays as its steps say and the answers are the engine's
 * is mj_lesson_check()'s work.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-lesson.h"

#define MAX_STEPS 12
#define MAX_ITEMS 12

static const char * const kind_names[] = { "guided", "drill", "coached" };
static const char * const ask_names[] = { "waits", "discard", "claim", "mahjong", "score", "priority" };
/* the declarations are written as discards ("discard 9c ready"): no word of their own */
static const char * const expect_names[] = { "next", "discard", "pass", "pung", "chow", "kong", "mahjong", NULL,
                                             NULL, "take", "exchange" };
static const char * const from_names[] = { "", "left", "opposite", "right" };

typedef struct
{
  GKeyFile    *file;
  const char  *path;
  GError     **error;
  gboolean     failed;
} Reader;

static void
fail (Reader     *r,
      const char *group,
      const char *key,
      const char *format,
      ...) G_GNUC_PRINTF (4, 5);

/* "FILE: [Group] Key: message": the first failure only. */
static void
fail (Reader     *r,
      const char *group,
      const char *key,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (r->failed)
    return;
  r->failed = TRUE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (key != NULL)
    g_set_error (r->error, MJ_ERROR, MJ_ERROR_PARSE, "%s: [%s] %s: %s", r->path, group, key, message);
  else
    g_set_error (r->error, MJ_ERROR, MJ_ERROR_PARSE, "%s: [%s]: %s", r->path, group, message);
}

/* A key's text, stripped; %NULL (and a failure if @required) when it is missing or empty. */
static char *
get_string (Reader     *r,
            const char *group,
            const char *key,
            gboolean    required)
{
  g_autofree char *value = g_key_file_get_string (r->file, group, key, NULL);

  if (value != NULL)
    g_strstrip (value);
  if (value == NULL || value[0] == '\0')
    {
      if (required)
        fail (r, group, key, _("is missing"));
      return NULL;
    }
  return g_steal_pointer (&value);
}

/* The words a learner reads, in their language. */
static char *
get_words (Reader     *r,
           const char *group,
           const char *key,
           gboolean    required)
{
  g_autofree char *plain = get_string (r, group, key, required);

  if (plain == NULL)
    return NULL;
  return g_key_file_get_locale_string (r->file, group, key, NULL, NULL);
}

static int
get_choice (Reader             *r,
            const char         *group,
            const char         *key,
            const char * const *names,
            guint               n_names,
            int                 fallback)
{
  g_autofree char *value = get_string (r, group, key, fallback < 0);
  g_autoptr(GString) known = g_string_new (NULL);

  if (value == NULL)
    return fallback;
  for (guint i = 0; i < n_names; i++)
    {
      if (names[i][0] == '\0')
        continue;
      if (g_str_equal (value, names[i]))
        return (int) i;
      g_string_append_printf (known, "%s%s", known->len > 0 ? ", " : "", names[i]);
    }
  fail (r, group, key, _("“%s” is not one of: %s"), value, known->str);
  return fallback < 0 ? 0 : fallback;
}

static guint
get_number (Reader     *r,
            const char *group,
            const char *key,
            guint       min,
            guint       max,
            guint       fallback)
{
  g_autofree char *value = get_string (r, group, key, FALSE);
  guint64 n = 0;

  if (value == NULL)
    return fallback;
  if (!g_ascii_string_to_unsigned (value, 10, min, max, &n, NULL))
    {
      fail (r, group, key, _("“%s” is not a number from %u to %u"), value, min, max);
      return fallback;
    }
  return (guint) n;
}

/* Tiles in notation, into @counts (and @list, if given, in order). */
static gboolean
get_tiles (Reader     *r,
           const char *group,
           const char *key,
           const char *text,
           GArray     *list)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));

  if (!mj_tiles_parse (text, tiles, &error))
    {
      fail (r, group, key, "%s", error->message);
      return FALSE;
    }
  if (list != NULL)
    g_array_append_vals (list, tiles->data, tiles->len);
  return TRUE;
}

static char **
get_terms (Reader     *r,
           const char *group,
           const char *key)
{
  g_auto(GStrv) terms = g_key_file_get_string_list (r->file, group, key, NULL, NULL);

  if (terms == NULL)
    return g_new0 (char *, 1);
  for (guint i = 0; terms[i] != NULL; i++)
    g_strstrip (terms[i]);
  return g_steal_pointer (&terms);
}

/* Only the keys a group may hold: a key misspelt is said, not ignored. */
static void
check_keys (Reader             *r,
            const char         *group,
            const char * const *known)
{
  g_auto(GStrv) keys = g_key_file_get_keys (r->file, group, NULL, NULL);

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *bare = g_strdup (keys[i]);
      char *bracket = strchr (bare, '[');

      if (bracket != NULL)
        *bracket = '\0';
      if (!g_strv_contains (known, bare))
        fail (r, group, keys[i], _("is not a key of this group"));
    }
}

/* Actions */

/**
 * mj_expect_parse:
 * @text: "next", "discard 9c", "discard 9c ready", "discard 9c original-call", "pass",
 *   "pung", "chow 3b", "kong Rd", "mahjong", "take" or "exchange 9c"
 *
 * Returns: whether @text is an action a step may wait for
 */
gboolean
mj_expect_parse (const char *text,
                 MjExpect   *expect,
                 MjTile     *tile)
{
  g_auto(GStrv) words = NULL;
  gboolean with_tile;

  g_return_val_if_fail (text != NULL && expect != NULL && tile != NULL, FALSE);

  words = g_strsplit_set (text, " \t", -1);
  *tile = MJ_TILE_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (expect_names); i++)
    {
      if (expect_names[i] == NULL || g_strcmp0 (words[0], expect_names[i]) != 0)
        continue;
      *expect = (MjExpect) i;
      with_tile = i == MJ_EXPECT_DISCARD || i == MJ_EXPECT_CHOW || i == MJ_EXPECT_KONG || i == MJ_EXPECT_EXCHANGE;
      if (!with_tile)
        return words[1] == NULL;
      if (words[1] == NULL || !mj_tile_from_string (words[1], tile) || mj_tile_is_bonus (*tile))
        return FALSE;
      if (words[2] == NULL)
        return TRUE;
      /* a discard that declares the hand ready, or makes the original call */
      if (i != MJ_EXPECT_DISCARD || words[3] != NULL)
        return FALSE;
      if (g_str_equal (words[2], "ready"))
        *expect = MJ_EXPECT_DECLARE;
      else if (g_str_equal (words[2], "original-call"))
        *expect = MJ_EXPECT_ORIGINAL_CALL;
      else
        return FALSE;
      return TRUE;
    }
  return FALSE;
}

/**
 * mj_expect_to_string:
 *
 * Returns: (transfer full): the action as a lesson file writes it
 */
char *
mj_expect_to_string (MjExpect expect,
                     MjTile   tile)
{
  g_return_val_if_fail (expect <= MJ_EXPECT_EXCHANGE, NULL);

  if (expect == MJ_EXPECT_DECLARE || expect == MJ_EXPECT_ORIGINAL_CALL)
    return g_strdup_printf ("discard %s %s", mj_tile_to_string (tile),
                            expect == MJ_EXPECT_DECLARE ? "ready" : "original-call");
  if (tile == MJ_TILE_NONE)
    return g_strdup (expect_names[expect]);
  return g_strdup_printf ("%s %s", expect_names[expect], mj_tile_to_string (tile));
}

const char *
mj_lesson_kind_to_string (MjLessonKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

const char *
mj_ask_to_string (MjAsk ask)
{
  g_return_val_if_fail (ask < G_N_ELEMENTS (ask_names), NULL);
  return ask_names[ask];
}

/* Groups */

static void
step_free (gpointer data)
{
  MjLessonStep *step = data;

  g_free (step->say);
  g_free (step->wrong);
  g_free (step->spot_place);
  g_free (step);
}

/**
 * mj_lesson_item_free:
 *
 * Frees a drill's question and its words.
 */
void
mj_lesson_item_free (MjLessonItem *item)
{
  if (item == NULL)
    return;
  g_free (item->say);
  g_free (item->explain);
  g_free (item->answer);
  g_free (item);
}

/* "exchange 9c Nw Wd": one to three tiles set aside in a Goulash's exchange, in any order. */
static void
read_exchange (Reader       *r,
               const char   *group,
               const char   *text,
               MjLesson     *lesson,
               MjLessonStep *step)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));

  step->expect = MJ_EXPECT_EXCHANGE;
  if (!get_tiles (r, group, "Expect", text, tiles))
    return;
  if (tiles->len == 0 || tiles->len > 3)
    {
      fail (r, group, "Expect", _("an exchange sets aside one to three tiles, not %u"), tiles->len);
      return;
    }
  if (!lesson->goulash)
    {
      fail (r, group, "Expect", _("only a Goulash hand has exchanges ([Deal] Goulash=true)"));
      return;
    }
  for (guint i = 0; i < tiles->len; i++)
    {
      MjTile t = g_array_index (tiles, MjTile, i);

      if (mj_tile_is_bonus (t))
        {
          fail (r, group, "Expect", _("“%s” is not a tile of the suits or honours"), mj_tile_to_string (t));
          return;
        }
      step->exchange[step->n_exchange++] = t;
    }
  step->tile = step->exchange[0];
}

static void
read_step (Reader     *r,
           const char *group,
           MjLesson   *lesson)
{
  static const char * const keys[] = { "Say", "Wrong", "Expect", "Spotlight", NULL };
  MjLessonStep *step = g_new0 (MjLessonStep, 1);
  g_autofree char *expect = NULL;
  g_autofree char *spot = NULL;

  g_ptr_array_add (lesson->steps, step);
  check_keys (r, group, keys);
  step->say = get_words (r, group, "Say", TRUE);
  step->wrong = get_words (r, group, "Wrong", FALSE);
  expect = get_string (r, group, "Expect", FALSE);
  step->expect = MJ_EXPECT_NEXT;
  step->tile = MJ_TILE_NONE;
  if (expect != NULL && g_str_has_prefix (expect, "exchange "))
    read_exchange (r, group, expect + strlen ("exchange "), lesson, step);
  else if (expect != NULL && !mj_expect_parse (expect, &step->expect, &step->tile))
    fail (r, group, "Expect", _("“%s” is not an action (next, discard TILE, discard TILE ready, discard TILE "
                                "original-call, pass, pung, chow TILE, kong TILE, mahjong or exchange TILE)"),
          expect);

  /* "tiles 1c 2c 3c", or a place on the table */
  spot = get_string (r, group, "Spotlight", FALSE);
  if (spot != NULL && g_str_has_prefix (spot, "tiles "))
    {
      g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));

      if (get_tiles (r, group, "Spotlight", spot + strlen ("tiles "), tiles))
        {
          if (tiles->len > MJ_LESSON_MAX_SPOT)
            fail (r, group, "Spotlight", _("more than %u tiles"), MJ_LESSON_MAX_SPOT);
          for (guint i = 0; i < tiles->len && i < MJ_LESSON_MAX_SPOT; i++)
            step->spot[step->n_spot++] = g_array_index (tiles, MjTile, i);
        }
    }
  else if (spot != NULL)
    {
      static const char * const places[] = { "claims", "pond", "melds", "wall", "rack", NULL };

      if (!g_strv_contains (places, spot))
        fail (r, group, "Spotlight", _("“%s” is neither “tiles …” nor a place (claims, pond, melds, wall, rack)"),
              spot);
      step->spot_place = g_strdup (spot);
    }
}

/* "pung Rd, chow 3c, kong 5b concealed, pair Ew": the sets laid down. */
static void
read_melds (Reader     *r,
            const char *group,
            const char *text,
            MjHand     *hand)
{
  g_auto(GStrv) sets = g_strsplit (text, ",", -1);

  for (guint i = 0; sets[i] != NULL && !r->failed; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (sets[i]), " \t", -1);
      MjMeld *m;
      MjSetKind kind;
      MjTile tile;

      if (hand->n_melds == MJ_HAND_MAX_MELDS)
        {
          fail (r, group, "Melds", _("more than %u sets"), MJ_HAND_MAX_MELDS);
          return;
        }
      if (words[0] == NULL || words[1] == NULL || !mj_set_kind_from_string (words[0], &kind) ||
          (kind != MJ_SET_PUNG && kind != MJ_SET_CHOW && kind != MJ_SET_KONG && kind != MJ_SET_PAIR) ||
          !mj_tile_from_string (words[1], &tile) || mj_tile_is_bonus (tile) ||
          (words[2] != NULL && (!g_str_equal (words[2], "concealed") || kind != MJ_SET_KONG || words[3] != NULL)))
        {
          fail (r, group, "Melds", _("“%s” is not a set (pung, chow, kong or pair, then a tile; "
                                     "“concealed” after a kong)"), sets[i]);
          return;
        }
      m = &hand->melds[hand->n_melds++];
      m->kind = kind;
      m->tile = tile;
      m->exposed = words[2] == NULL;
      m->kong_origin = words[2] != NULL ? MJ_KONG_CONCEALED : MJ_KONG_CLAIMED;
    }
}

static void
read_item (Reader     *r,
           const char *group,
           MjLesson   *lesson)
{
  static const char * const keys[] = {
    "Ask", "Say", "Explain", "Hand", "Melds", "Bonus", "Tile", "From", "Seat", "Round", "Won", "Claims",
    "Answer", "Goulash", NULL
  };
  MjLessonItem *item = g_new0 (MjLessonItem, 1);
  g_autofree char *hand = NULL;
  g_autofree char *melds = NULL;
  g_autofree char *bonus = NULL;
  g_autofree char *tile = NULL;
  g_autofree char *wind = NULL;
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
  g_autoptr(GError) error = NULL;
  MjWind w;

  g_ptr_array_add (lesson->items, item);
  check_keys (r, group, keys);
  item->ask = (MjAsk) get_choice (r, group, "Ask", ask_names, G_N_ELEMENTS (ask_names), -1);
  item->say = get_words (r, group, "Say", TRUE);
  item->explain = get_words (r, group, "Explain", FALSE);
  item->answer = get_string (r, group, "Answer", FALSE);
  item->tile = MJ_TILE_NONE;
  mj_hand_init (&item->hand);
  item->hand.winning_tile = MJ_TILE_NONE;
  /* a Goulash hand: every concealed Two of Bamboo is wild */
  {
    static const char * const yes_no[] = { "false", "true" };

    item->hand.goulash = (guint8) get_choice (r, group, "Goulash", yes_no, G_N_ELEMENTS (yes_no), 0);
  }

  hand = get_string (r, group, "Hand", item->ask != MJ_ASK_PRIORITY);
  if (hand != NULL && get_tiles (r, group, "Hand", hand, tiles))
    for (guint i = 0; i < tiles->len; i++)
      {
        MjTile t = g_array_index (tiles, MjTile, i);

        if (mj_tile_is_bonus (t))
          fail (r, group, "Hand", _("a bonus tile belongs in Bonus"));
        else
          item->hand.concealed[t]++;
      }
  melds = get_string (r, group, "Melds", FALSE);
  if (melds != NULL)
    read_melds (r, group, melds, &item->hand);
  bonus = get_string (r, group, "Bonus", FALSE);
  g_array_set_size (tiles, 0);
  if (bonus != NULL && get_tiles (r, group, "Bonus", bonus, tiles))
    for (guint i = 0; i < tiles->len; i++)
      {
        MjTile t = g_array_index (tiles, MjTile, i);

        if (!mj_tile_is_bonus (t))
          fail (r, group, "Bonus", _("“%s” is not a flower or a season"), mj_tile_to_string (t));
        else
          item->hand.bonus |= (guint8) (1u << (t - MJ_TILE_FLOWER_1));
      }

  wind = get_string (r, group, "Seat", FALSE);
  if (wind != NULL && !mj_wind_from_string (wind, &w))
    fail (r, group, "Seat", _("“%s” is not a wind (E, S, W, N)"), wind);
  else if (wind != NULL)
    item->hand.seat_wind = w;
  g_clear_pointer (&wind, g_free);
  wind = get_string (r, group, "Round", FALSE);
  if (wind != NULL && !mj_wind_from_string (wind, &w))
    fail (r, group, "Round", _("“%s” is not a wind (E, S, W, N)"), wind);
  else if (wind != NULL)
    item->hand.prevailing_wind = w;

  tile = get_string (r, group, "Tile", item->ask == MJ_ASK_CLAIM || item->ask == MJ_ASK_MAHJONG ||
                                       item->ask == MJ_ASK_SCORE);
  if (tile != NULL && (!mj_tile_from_string (tile, &item->tile) || mj_tile_is_bonus (item->tile)))
    fail (r, group, "Tile", _("“%s” is not a tile of the suits or honours"), tile);
  item->from = (guint8) get_choice (r, group, "From", from_names, G_N_ELEMENTS (from_names),
                                    item->ask == MJ_ASK_CLAIM || item->ask == MJ_ASK_PRIORITY ? -1 : 1);

  /* the last tile is in the hand for Mah-Jong and the score; "Won = wall" if drawn */
  if (item->ask == MJ_ASK_MAHJONG || item->ask == MJ_ASK_SCORE)
    {
      static const char * const won_names[] = { "discard", "wall" };

      item->hand.mahjong = TRUE;
      item->hand.winning_tile = item->tile;
      item->hand.self_drawn = get_choice (r, group, "Won", won_names, G_N_ELEMENTS (won_names), 0) == 1;
    }

  if (item->ask == MJ_ASK_PRIORITY)
    {
      g_auto(GStrv) claims = g_key_file_get_string_list (r->file, group, "Claims", NULL, NULL);

      if (claims == NULL || g_strv_length (claims) != 3)
        fail (r, group, "Claims", _("needs three claims, by the players after the discarder in turn "
                                    "(pass, chow, pung or mahjong)"));
      for (guint i = 0; claims != NULL && claims[i] != NULL && i < 3; i++)
        {
          static const char * const claim_names[] = { "pass", "chow", "pung", "mahjong" };
          static const MjActionKind claim_kinds[] = { MJ_ACTION_PASS, MJ_ACTION_CHOW, MJ_ACTION_PUNG, MJ_ACTION_WIN };
          guint k;

          g_strstrip (claims[i]);
          for (k = 0; k < G_N_ELEMENTS (claim_names); k++)
            if (g_str_equal (claims[i], claim_names[k]))
              break;
          if (k == G_N_ELEMENTS (claim_names))
            fail (r, group, "Claims", _("“%s” is not a claim (pass, chow, pung or mahjong)"), claims[i]);
          else
            item->claims[i] = mj_action_make (claim_kinds[k], MJ_TILE_NONE, 0);
        }
    }
  else if (!r->failed && !mj_hand_validate (&item->hand, &error))
    fail (r, group, "Hand", "%s", error->message);
}

static void
read_deal (Reader   *r,
           MjLesson *lesson)
{
  static const char * const keys[] = {
    "Dealer", "Hand0", "Hand1", "Hand2", "Hand3", "Draws", "Back", "Play1", "Play2", "Play3", "Goulash",
    "Exchange1", "Exchange2", "Exchange3", NULL
  };
  static const char * const yes_no[] = { "false", "true" };

  if (!g_key_file_has_group (r->file, "Deal"))
    {
      fail (r, "Deal", NULL, _("a guided deal needs its deal"));
      return;
    }
  check_keys (r, "Deal", keys);
  lesson->dealer = get_number (r, "Deal", "Dealer", 0, 3, 0);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *key = g_strdup_printf ("Hand%u", seat);
      g_autofree char *play = g_strdup_printf ("Play%u", seat);

      /* the learner's hand is given; the others' may be left to chance */
      lesson->hands[seat] = get_string (r, "Deal", key, seat == 0);
      if (lesson->hands[seat] != NULL)
        get_tiles (r, "Deal", key, lesson->hands[seat], NULL);
      if (seat > 0)
        lesson->plays[seat] = get_string (r, "Deal", play, FALSE);
    }
  lesson->draws = get_string (r, "Deal", "Draws", FALSE);
  if (lesson->draws != NULL)
    get_tiles (r, "Deal", "Draws", lesson->draws, NULL);
  lesson->back = get_string (r, "Deal", "Back", FALSE);
  if (lesson->back != NULL)
    get_tiles (r, "Deal", "Back", lesson->back, NULL);

  /* a Goulash: each other seat's nine tiles, three to an exchange, the exchanges parted by ";" */
  lesson->goulash = get_choice (r, "Deal", "Goulash", yes_no, G_N_ELEMENTS (yes_no), 0) == 1;
  for (guint seat = 1; seat < 4; seat++)
    {
      g_autofree char *key = g_strdup_printf ("Exchange%u", seat);
      g_auto(GStrv) passes = NULL;

      lesson->exchanges[seat] = get_string (r, "Deal", key, FALSE);
      if (lesson->exchanges[seat] == NULL)
        continue;
      if (!lesson->goulash)
        {
          fail (r, "Deal", key, _("only a Goulash hand has exchanges (Goulash=true)"));
          continue;
        }
      passes = g_strsplit (lesson->exchanges[seat], ";", -1);
      for (guint i = 0; passes[i] != NULL && !r->failed; i++)
        {
          g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (MjTile));
          gboolean bonus = FALSE;

          if (!get_tiles (r, "Deal", key, passes[i], tiles))
            break;
          for (guint t = 0; t < tiles->len; t++)
            bonus = bonus || mj_tile_is_bonus (g_array_index (tiles, MjTile, t));
          if (i >= 3 || tiles->len != 3 || bonus)
            fail (r, "Deal", key, _("“%s” is not three exchanges of three tiles of the suits or honours, "
                                    "parted by “;”"), lesson->exchanges[seat]);
        }
    }
}

/* The groups [Step 1], [Step 2]... in order, with no gap. */
static guint
count_numbered (Reader     *r,
                const char *prefix,
                guint       max)
{
  g_auto(GStrv) groups = g_key_file_get_groups (r->file, NULL);
  guint n = 0;

  for (guint i = 0; groups[i] != NULL; i++)
    if (g_str_has_prefix (groups[i], prefix))
      n++;
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *group = g_strdup_printf ("%s%u", prefix, i);

      if (!g_key_file_has_group (r->file, group))
        fail (r, group, NULL, _("is missing: numbered groups go 1, 2, 3… without a gap"));
    }
  if (n > max)
    {
      g_autofree char *group = g_strdup_printf ("%s%u", prefix, max + 1);

      fail (r, group, NULL, _("one too many: a lesson has at most %u"), max);
    }
  return n;
}

static void
read_lesson (Reader   *r,
             MjLesson *lesson)
{
  static const char * const keys[] = {
    "Id", "Unit", "Order", "Kind", "Title", "Summary", "Ruleset", "Minutes", "Introduces", "Uses", NULL
  };
  g_auto(GStrv) groups = g_key_file_get_groups (r->file, NULL);
  guint n;

  if (!g_key_file_has_group (r->file, "Lesson"))
    {
      fail (r, "Lesson", NULL, _("every lesson starts with this group"));
      return;
    }
  check_keys (r, "Lesson", keys);
  lesson->id = get_string (r, "Lesson", "Id", TRUE);
  lesson->unit = get_string (r, "Lesson", "Unit", TRUE);
  lesson->order = get_number (r, "Lesson", "Order", 1, 99, 1);
  lesson->kind = (MjLessonKind) get_choice (r, "Lesson", "Kind", kind_names, G_N_ELEMENTS (kind_names), -1);
  lesson->title = get_words (r, "Lesson", "Title", TRUE);
  lesson->summary = get_words (r, "Lesson", "Summary", TRUE);
  lesson->ruleset_id = get_string (r, "Lesson", "Ruleset", TRUE);
  lesson->minutes = get_number (r, "Lesson", "Minutes", 1, 10, 3);
  g_strfreev (lesson->introduces);
  lesson->introduces = get_terms (r, "Lesson", "Introduces");
  g_strfreev (lesson->uses);
  lesson->uses = get_terms (r, "Lesson", "Uses");

  /* only the groups its kind has */
  for (guint i = 0; groups[i] != NULL; i++)
    {
      gboolean known = g_str_equal (groups[i], "Lesson") ||
                       (lesson->kind == MJ_LESSON_GUIDED && (g_str_equal (groups[i], "Deal") ||
                                                             g_str_has_prefix (groups[i], "Step "))) ||
                       (lesson->kind == MJ_LESSON_DRILL && g_str_has_prefix (groups[i], "Item ")) ||
                       (lesson->kind == MJ_LESSON_COACHED && g_str_equal (groups[i], "Game"));

      if (!known)
        fail (r, groups[i], NULL, _("is not a group of a %s lesson"), kind_names[lesson->kind]);
    }

  switch (lesson->kind)
    {
    case MJ_LESSON_GUIDED:
      read_deal (r, lesson);
      n = count_numbered (r, "Step ", MAX_STEPS);
      for (guint i = 1; i <= n && !r->failed; i++)
        {
          g_autofree char *group = g_strdup_printf ("Step %u", i);

          read_step (r, group, lesson);
        }
      if (n == 0)
        fail (r, "Step 1", NULL, _("a guided deal needs at least one step"));
      break;
    case MJ_LESSON_DRILL:
      n = count_numbered (r, "Item ", MAX_ITEMS);
      for (guint i = 1; i <= n && !r->failed; i++)
        {
          g_autofree char *group = g_strdup_printf ("Item %u", i);

          read_item (r, group, lesson);
        }
      if (n == 0)
        fail (r, "Item 1", NULL, _("a drill needs at least one item"));
      break;
    case MJ_LESSON_COACHED:
    default:
      {
        static const char * const game_keys[] = { "Goal", "Seed", NULL };
        static const char * const goals[] = { "win", "score" };
        g_autofree char *seed = NULL;
        guint64 s = 0;

        if (!g_key_file_has_group (r->file, "Game"))
          {
            fail (r, "Game", NULL, _("a coached game needs its game"));
            break;
          }
        check_keys (r, "Game", game_keys);
        lesson->goal = g_strdup (goals[get_choice (r, "Game", "Goal", goals, G_N_ELEMENTS (goals), -1)]);
        seed = get_string (r, "Game", "Seed", TRUE);
        if (seed != NULL && !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &s, NULL))
          fail (r, "Game", "Seed", _("“%s” is not a number"), seed);
        lesson->seed = (guint32) s;
      }
      break;
    }
}

/**
 * mj_lesson_new:
 * @file: where it comes from, named in messages
 *
 * Returns: (transfer full): a lesson with nothing in it yet, no steps, items or terms
 */
MjLesson *
mj_lesson_new (const char *file)
{
  MjLesson *lesson = g_new0 (MjLesson, 1);

  g_return_val_if_fail (file != NULL, NULL);

  lesson->file = g_strdup (file);
  lesson->introduces = g_new0 (char *, 1);
  lesson->uses = g_new0 (char *, 1);
  lesson->steps = g_ptr_array_new_with_free_func (step_free);
  lesson->items = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_lesson_item_free);
  return lesson;
}

/**
 * mj_lesson_new_from_data:
 * @file: where the text was read, named in messages
 *
 * Returns: (transfer full): the lesson, or %NULL with @error naming the file, the group
 *   (the step or item) and the key that is wrong
 */
MjLesson *
mj_lesson_new_from_data (const char  *data,
                         gsize        length,
                         const char  *file,
                         GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(MjLesson) lesson = NULL;
  g_autoptr(GError) local = NULL;
  Reader r = { key_file, file, error, FALSE };

  g_return_val_if_fail (data != NULL && file != NULL, NULL);

  if (!g_key_file_load_from_data (key_file, data, length, G_KEY_FILE_KEEP_TRANSLATIONS, &local))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, "%s: %s", file, local->message);
      return NULL;
    }
  lesson = mj_lesson_new (file);
  read_lesson (&r, lesson);
  if (r.failed)
    return NULL;
  return g_steal_pointer (&lesson);
}

/**
 * mj_lesson_new_from_file:
 *
 * Returns: (transfer full): the lesson in the file at @path, or %NULL with @error set
 */
MjLesson *
mj_lesson_new_from_file (const char  *path,
                         GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return mj_lesson_new_from_data (data, length, path, error);
}

void
mj_lesson_free (MjLesson *lesson)
{
  if (lesson == NULL)
    return;
  g_free (lesson->id);
  g_free (lesson->file);
  g_free (lesson->unit);
  g_free (lesson->title);
  g_free (lesson->summary);
  g_free (lesson->ruleset_id);
  g_strfreev (lesson->introduces);
  g_strfreev (lesson->uses);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_free (lesson->hands[seat]);
      g_free (lesson->plays[seat]);
      g_free (lesson->exchanges[seat]);
    }
  g_free (lesson->draws);
  g_free (lesson->back);
  g_clear_pointer (&lesson->steps, g_ptr_array_unref);
  g_clear_pointer (&lesson->items, g_ptr_array_unref);
  g_free (lesson->goal);
  g_free (lesson);
}

/**
 * mj_lesson_get_ruleset:
 *
 * Returns: (transfer full): the rules the lesson is played by, or %NULL with @error set
 */
MjRuleset *
mj_lesson_get_ruleset (const MjLesson  *lesson,
                       GError         **error)
{
  g_autoptr(GError) local = NULL;
  MjRuleset *ruleset;

  g_return_val_if_fail (lesson != NULL, NULL);

  ruleset = mj_ruleset_new_preset (lesson->ruleset_id, &local);
  if (ruleset == NULL)
    g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, "%s: [Lesson] Ruleset: %s", lesson->file, local->message);
  return ruleset;
}
