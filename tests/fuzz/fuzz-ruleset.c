/* fuzz-ruleset.c: libFuzzer target for the ruleset file loader
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file is either refused with an error or loaded whole; a loaded ruleset saves and
 * loads back equal.
 */

#include "config.h"

#include "mj-ruleset.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MjRuleset) ruleset = mj_ruleset_new_from_data ((const char *) data, (gssize) size,
                                                           "fuzz.ruleset", &error);
  g_autoptr(MjRuleset) again = NULL;
  g_autofree char *saved = NULL;
  gsize length;

  if (ruleset == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }

  saved = mj_ruleset_to_data (ruleset, &length);
  again = mj_ruleset_new_from_data (saved, (gssize) length, "saved.ruleset", &error);
  g_assert_no_error (error);
  g_assert (mj_ruleset_equal (ruleset, again));

  return 0;
}
