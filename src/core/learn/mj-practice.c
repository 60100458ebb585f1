/* mj-practice.c: endless drills, made from a seed under any rules
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Practice asks the drills' questions on hands dealt at random: which tiles complete this
 * hand, which tile to discard, is it Mah-Jong, what does it score, claim or pass. Each hand
 * is made so that the question has an answer under the rules chosen (a ready hand that the
 * rules let go out, a winning hand that scores), and the answer is worked out by the game
 * as every drill's is (mj-lesson-drill.c). The same seed makes the same questions.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-lesson-drill.h"
#include "mj-practice.h"
#include "mj-shape.h"

#define TRIES 200

static const MjAsk kinds[] = { MJ_ASK_DISCARD, MJ_ASK_WAITS, MJ_ASK_CLAIM, MJ_ASK_MAHJONG, MJ_ASK_SCORE };

/**
 * mj_practice_get_kinds:
 *
 * Returns: (array length=n_kinds): the questions practice asks
 */
const MjAsk *
mj_practice_get_kinds (guint *n_kinds)
{
  g_return_val_if_fail (n_kinds != NULL, NULL);
  *n_kinds = G_N_ELEMENTS (kinds);
  return kinds;
}

/**
 * mj_practice_kind_title:
 *
 * Returns: what practice of @ask is called
 */
const char *
mj_practice_kind_title (MjAsk ask)
{
  switch (ask)
    {
    case MJ_ASK_DISCARD:
      return _("Which Tile to Discard");
    case MJ_ASK_WAITS:
      return _("Which Tiles Complete the Hand");
    case MJ_ASK_CLAIM:
      return _("Claim or Pass");
    case MJ_ASK_MAHJONG:
      return _("Is It Mah-Jong");
    case MJ_ASK_SCORE:
    case MJ_ASK_PRIORITY:
    default:
      return _("What Does It Score");
    }
}

static MjTile
random_tile_of (GRand        *rand,
                const guint8  counts[MJ_N_PLAY_KINDS])
{
  guint n = 0, pick;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    n += counts[t];
  pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (pick < counts[t])
        return (MjTile) t;
      pick -= counts[t];
    }
  return MJ_TILE_NONE;
}

static MjTile
random_other_tile (GRand        *rand,
                   const guint8  counts[MJ_N_PLAY_KINDS])
{
  for (guint tries = 0; tries < 100; tries++)
    {
      MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_N_PLAY_KINDS);

      if (counts[t] < 4)
        return t;
    }
  return MJ_TILE_NONE;
}

/* A hand that goes out under @ruleset: fourteen concealed tiles, the last one named. */
static gboolean
winning_hand (GRand     *rand,
              MjRuleset *ruleset,
              MjHand    *hand)
{
  for (guint tries = 0; tries < TRIES; tries++)
    {
      mj_hand_init (hand);
      hand->seat_wind = (MjWind) g_rand_int_range (rand, 0, 4);
      hand->prevailing_wind = (MjWind) g_rand_int_range (rand, 0, 4);
      mj_shape_random_winning_hand (rand, hand->concealed);
      hand->mahjong = TRUE;
      hand->winning_tile = random_tile_of (rand, hand->concealed);
      hand->self_drawn = g_rand_boolean (rand);
      if (mj_score_is_winning (ruleset, hand))
        return TRUE;
    }
  return FALSE;
}

static void
fill_item (MjLessonItem *item,
           MjAsk         ask)
{
  item->ask = ask;
  switch (ask)
    {
    case MJ_ASK_DISCARD:
      item->say = g_strdup (_("Which tile would you discard to keep the hand nearest to ready, with the most "
                              "tiles to help it?"));
      break;
    case MJ_ASK_WAITS:
      item->say = g_strdup (_("This hand is ready: which tiles complete it?"));
      break;
    case MJ_ASK_CLAIM:
      item->say = g_strdup (_("Claim this discard, or pass?"));
      break;
    case MJ_ASK_MAHJONG:
      item->say = g_strdup (_("Is this hand Mah-Jong?"));
      break;
    case MJ_ASK_SCORE:
    case MJ_ASK_PRIORITY:
    default:
      item->say = g_strdup (_("What does this winning hand score?"));
      break;
    }
}

/**
 * mj_practice_make_item:
 * @ask: the question, one of mj_practice_get_kinds()
 * @ruleset: the rules it is answered by
 * @rand: where the hand's chance comes from
 * @item: (out caller-allocates): the question, its words and hand; allocated with
 *   g_new0() and freed with mj_lesson_item_free()
 *
 * Returns: whether a hand was found for the question under @ruleset
 */
gboolean
mj_practice_make_item (MjAsk         ask,
                       MjRuleset    *ruleset,
                       GRand        *rand,
                       MjLessonItem *item)
{
  MjHand hand;

  g_return_val_if_fail (MJ_IS_RULESET (ruleset) && rand != NULL && item != NULL, FALSE);

  memset (item, 0, sizeof *item);
  fill_item (item, ask);
  item->tile = MJ_TILE_NONE;
  item->from = 1;
  for (guint tries = 0; tries < TRIES; tries++)
    {
      MjDrillAnswer answer;

      if (!winning_hand (rand, ruleset, &hand))
        return FALSE;
      switch (ask)
        {
        case MJ_ASK_MAHJONG:
          /* one in two spoilt: a tile swapped for another */
          if (g_rand_boolean (rand))
            {
              MjTile out = random_tile_of (rand, hand.concealed);
              MjTile in = random_other_tile (rand, hand.concealed);

              if (in == MJ_TILE_NONE || in == out)
                continue;
              hand.concealed[out]--;
              hand.concealed[in]++;
              hand.winning_tile = in;
            }
          break;
        case MJ_ASK_SCORE:
          break;
        case MJ_ASK_DISCARD:
          /* two tiles swapped for others: a hand a step or two from ready */
          for (guint k = 0; k < 2; k++)
            {
              MjTile out = random_tile_of (rand, hand.concealed);
              MjTile in = random_other_tile (rand, hand.concealed);

              if (in != MJ_TILE_NONE)
                {
                  hand.concealed[out]--;
                  hand.concealed[in]++;
                }
            }
          hand.mahjong = FALSE;
          hand.winning_tile = MJ_TILE_NONE;
          break;
        case MJ_ASK_WAITS:
        case MJ_ASK_CLAIM:
        case MJ_ASK_PRIORITY:
        default:
          /* one tile taken away: ready; for a claim, the discard is another player's tile */
          {
            MjTile out = random_tile_of (rand, hand.concealed);

            hand.concealed[out]--;
            hand.mahjong = FALSE;
            hand.winning_tile = MJ_TILE_NONE;
            if (ask == MJ_ASK_CLAIM)
              {
                item->tile = g_rand_boolean (rand) ? out : random_other_tile (rand, hand.concealed);
                item->from = (guint8) g_rand_int_range (rand, 1, 4);
                if (item->tile == MJ_TILE_NONE)
                  continue;
              }
          }
          break;
        }
      if (ask == MJ_ASK_MAHJONG || ask == MJ_ASK_SCORE)
        item->tile = hand.winning_tile;
      item->hand = hand;
      if (!mj_drill_solve (item, ruleset, &answer, NULL))
        continue;
      if ((ask == MJ_ASK_WAITS || ask == MJ_ASK_DISCARD) && answer.tiles == 0)
        continue;
      if (ask == MJ_ASK_SCORE && (!answer.yes || answer.score.total <= 0))
        continue;
      return TRUE;
    }
  return FALSE;
}

/**
 * mj_practice_new_lesson:
 * @ask: the question asked throughout
 * @ruleset_id: a preset the questions are answered by
 * @seed: the chance of the hands: the same seed, the same questions
 * @n_items: how many questions
 *
 * Returns: (transfer full) (nullable): a drill of @n_items questions on hands dealt at
 *   random, as a lesson the drill view takes; %NULL with @error set if the rules are not
 *   known or no hand could be found for the question under them
 */
MjLesson *
mj_practice_new_lesson (MjAsk         ask,
                        const char   *ruleset_id,
                        guint32       seed,
                        guint         n_items,
                        GError      **error)
{
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_preset (ruleset_id, error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *id = NULL;
  MjLesson *lesson;

  if (ruleset == NULL)
    return NULL;
  id = g_strdup_printf ("practice-%s", mj_ask_to_string (ask));
  lesson = mj_lesson_new (id);
  lesson->id = g_steal_pointer (&id);
  lesson->unit = g_strdup ("practice");
  lesson->kind = MJ_LESSON_DRILL;
  lesson->title = g_strdup (mj_practice_kind_title (ask));
  lesson->summary = g_strdup (lesson->title);
  lesson->ruleset_id = g_strdup (ruleset_id);
  for (guint i = 0; i < n_items; i++)
    {
      MjLessonItem *item = g_new0 (MjLessonItem, 1);

      if (!mj_practice_make_item (ask, ruleset, rand, item))
        {
          mj_lesson_item_free (item);
          g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, _("No hand was found for “%s” under these rules"),
                       mj_practice_kind_title (ask));
          mj_lesson_free (lesson);
          return NULL;
        }
      g_ptr_array_add (lesson->items, item);
    }
  return lesson;
}
