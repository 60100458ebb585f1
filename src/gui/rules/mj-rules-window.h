/* mj-rules-window.h: the rules of this game, in words
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-ruleset.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* The groups of the rules, as a player reads them. */
typedef enum
{
  MJ_RULES_CHAPTER_TILES,
  MJ_RULES_CHAPTER_DEAL,
  MJ_RULES_CHAPTER_CLAIMS,
  MJ_RULES_CHAPTER_GOING_OUT,
  MJ_RULES_CHAPTER_SCORING,
  MJ_RULES_CHAPTER_SPECIAL_HANDS,
  MJ_RULES_CHAPTER_SETTLEMENT,
  MJ_RULES_N_CHAPTERS
} MjRulesChapter;

#define MJ_TYPE_RULES_WINDOW (mj_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (MjRulesWindow, mj_rules_window, MJ, RULES_WINDOW, AdwPreferencesWindow)

MjRulesWindow       *mj_rules_window_new          (GtkWindow      *parent,
                                                   MjTileCache    *cache,
                                                   MjRuleset      *ruleset);
MjRuleset           *mj_rules_window_get_ruleset  (MjRulesWindow  *self);
AdwPreferencesGroup *mj_rules_window_get_chapter  (MjRulesWindow  *self,
                                                   MjRulesChapter  chapter);

G_END_DECLS
