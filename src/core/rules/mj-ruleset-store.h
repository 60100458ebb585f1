/* mj-ruleset-store.h: the presets and a family's own rulesets
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "mj-ruleset.h"

G_BEGIN_DECLS

/* One ruleset the family can choose, or one whose file is broken. */
typedef struct
{
  char       *id;
  char       *name;
  char       *path;      /* NULL for a preset */
  MjRuleset  *ruleset;   /* NULL when the file could not be loaded */
  GError     *error;     /* why not */
} MjRulesetEntry;

#define MJ_TYPE_RULESET_STORE (mj_ruleset_store_get_type ())

G_DECLARE_FINAL_TYPE (MjRulesetStore, mj_ruleset_store, MJ, RULESET_STORE, GObject)

MjRulesetStore       *mj_ruleset_store_new            (const char     *directory);
const char           *mj_ruleset_store_get_directory  (MjRulesetStore *self);
void                  mj_ruleset_store_reload         (MjRulesetStore *self);
guint                 mj_ruleset_store_get_n_entries  (MjRulesetStore *self);
const MjRulesetEntry *mj_ruleset_store_get_entry      (MjRulesetStore *self,
                                                       guint           index);
const MjRulesetEntry *mj_ruleset_store_lookup         (MjRulesetStore *self,
                                                       const char     *id);
char                 *mj_ruleset_store_make_id        (MjRulesetStore *self,
                                                       const char     *name);
gboolean              mj_ruleset_store_save           (MjRulesetStore *self,
                                                       MjRuleset      *ruleset,
                                                       GError        **error);
gboolean              mj_ruleset_store_delete         (MjRulesetStore *self,
                                                       const char     *id,
                                                       char          **saved_data,
                                                       GError        **error);
MjRuleset            *mj_ruleset_store_import         (MjRulesetStore *self,
                                                       const char     *path,
                                                       GError        **error);

G_END_DECLS
