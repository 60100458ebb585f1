/* mj-house-rules-page.h: every rule a family plays by, as rows
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "mj-ruleset-store.h"

G_BEGIN_DECLS

#define MJ_TYPE_HOUSE_RULES_PAGE (mj_house_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (MjHouseRulesPage, mj_house_rules_page, MJ, HOUSE_RULES_PAGE, AdwPreferencesPage)

MjHouseRulesPage *mj_house_rules_page_new        (MjRulesetStore   *store,
                                                  GSettings        *settings);
MjRuleset        *mj_house_rules_page_get_ruleset (MjHouseRulesPage *self);

G_END_DECLS
