/* mj-action.c: what a player may do when asked, and the decisions that offer it
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-action.h"
#include "mj-core-enums.h"

G_DEFINE_BOXED_TYPE (MjAction, mj_action, mj_action_copy, mj_action_free)

/**
 * mj_action_copy:
 *
 * Returns: (transfer full): a copy of @action, for signals and lists
 */
MjAction *
mj_action_copy (const MjAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

void
mj_action_free (MjAction *action)
{
  g_free (action);
}

gboolean
mj_decision_contains (const MjDecision *decision,
                      const MjAction   *action)
{
  for (guint i = 0; i < decision->n_actions; i++)
    if (mj_action_equal (&decision->actions[i], action))
      return TRUE;
  return FALSE;
}

/**
 * mj_action_kind_to_string:
 *
 * Returns: the kind's name in saved games and scripts: the nick of its #MjActionKind
 *   value ("self-drawn-win")
 */
const char *
mj_action_kind_to_string (MjActionKind kind)
{
  g_autoptr(GEnumClass) klass = NULL;

  g_return_val_if_fail ((guint) kind < MJ_N_ACTIONS, NULL);

  klass = g_type_class_ref (MJ_TYPE_ACTION_KIND);
  return g_enum_get_value (klass, (int) kind)->value_nick;
}

gboolean
mj_action_kind_from_string (const char   *text,
                            MjActionKind *kind)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (MJ_TYPE_ACTION_KIND);
  GEnumValue *value = g_enum_get_value_by_nick (klass, text);

  if (value == NULL)
    return FALSE;
  *kind = (MjActionKind) value->value;
  return TRUE;
}
