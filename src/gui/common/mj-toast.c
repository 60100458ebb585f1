/* mj-toast.c: toasts that say plain text
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A toast's title is Pango markup: a file's path or an error's message in it would be read
 * as markup, and one with "<" or "&" not shown at all. Every toast that says such text is
 * made here, the text escaped.
 */

#include "config.h"

#include "mj-toast.h"

/**
 * mj_toast_new:
 * @text: plain text
 *
 * Returns: (transfer full): a toast saying @text
 */
AdwToast *
mj_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  return adw_toast_new (escaped);
}

/**
 * mj_toast_show:
 * @text: plain text
 *
 * Shows @text in a toast of @overlay.
 */
void
mj_toast_show (AdwToastOverlay *overlay,
               const char      *text)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  adw_toast_overlay_add_toast (overlay, mj_toast_new (text));
}

/**
 * mj_toast_show_error:
 * @what: what could not be done
 *
 * Shows "@what: why" in a toast that stays until it is dismissed: the person should read it.
 */
void
mj_toast_show_error (AdwToastOverlay *overlay,
                     const char      *what,
                     const GError    *error)
{
  g_autofree char *text = g_strdup_printf ("%s: %s", what, error->message);
  AdwToast *toast;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  toast = mj_toast_new (text);
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (overlay, toast);
}
