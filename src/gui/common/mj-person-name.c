/* mj-person-name.c: the name the person at the screen plays under
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One setting, "player-name", empty until the person gives a name: the person then plays
 * under the login name, as the table session does. Preferences and the New Game dialog show
 * it the same way, the login name where the setting is empty, and a change in one shows in
 * the other; the score history finds the person by it.
 */

#define G_LOG_DOMAIN "mj-player-name"

#include "config.h"

#include "mj-person-name.h"

#define KEY "player-name"

/* The name shown for the setting @stored: the login name for an empty one. */
static const char *
shown_name (const char *stored)
{
  g_autofree char *stripped = g_strstrip (g_strdup (stored != NULL ? stored : ""));

  return stripped[0] != '\0' ? stored : g_get_real_name ();
}

static gboolean
get_mapping (GValue   *value,
             GVariant *variant,
             gpointer  user_data)
{
  g_value_set_string (value, shown_name (g_variant_get_string (variant, NULL)));
  return TRUE;
}

/* The name as typed: an empty one is the login name again. */
static GVariant *
set_mapping (const GValue       *value,
             const GVariantType *expected_type,
             gpointer            user_data)
{
  const char *text = g_value_get_string (value);

  return g_variant_new_string (text != NULL ? text : "");
}

/**
 * mj_person_name_get:
 *
 * Returns: (transfer full): the name the person plays under: the one given in the
 *   settings, or the login name
 */
char *
mj_person_name_get (GSettings *settings)
{
  g_autofree char *stored = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  stored = g_settings_get_string (settings, KEY);
  return g_strdup (shown_name (stored));
}

/**
 * mj_person_name_bind:
 * @object: the widget that shows and edits the name, such as an #AdwEntryRow
 * @property: its string property, "text"
 * @flags: as g_settings_bind() takes them
 *
 * Binds @property of @object to the person's name, shown as mj_person_name_get() says it.
 */
void
mj_person_name_bind (GSettings          *settings,
                     gpointer            object,
                     const char         *property,
                     GSettingsBindFlags  flags)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (G_IS_OBJECT (object));

  g_settings_bind_with_mapping (settings, KEY, object, property, flags, get_mapping, set_mapping, NULL, NULL);
}
