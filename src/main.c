/* main.c: the entry point of the game
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "mj-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(MjApplication) app = NULL;
  const char *localedir;

  /* build-aux/dev run points this at the build tree's translations. */
  localedir = g_getenv ("MJ_LOCALEDIR");
  if (localedir == NULL)
    localedir = LOCALEDIR;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Mahjong Table"));

  app = mj_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
