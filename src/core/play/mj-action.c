/* mj-action.c
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-action.h"

static const char * const kind_names[MJ_N_ACTIONS] = {
  "discard", "self-drawn-win", "concealed-kong", "added-kong",
  "pass", "win", "kong", "pung", "chow", "take", "exchange",
};

gboolean
mj_decision_contains (const MjDecision *decision,
                      const MjAction   *action)
{
  for (guint i = 0; i < decision->n_actions; i++)
    if (mj_action_equal (&decision->actions[i], action))
      return TRUE;
  return FALSE;
}

const char *
mj_action_kind_to_string (MjActionKind kind)
{
  g_return_val_if_fail ((guint) kind < MJ_N_ACTIONS, NULL);

  return kind_names[kind];
}

gboolean
mj_action_kind_from_string (const char   *text,
                            MjActionKind *kind)
{
  for (guint i = 0; i < MJ_N_ACTIONS; i++)
    if (g_str_equal (text, kind_names[i]))
      {
        *kind = (MjActionKind) i;
        return TRUE;
      }
  return FALSE;
}
