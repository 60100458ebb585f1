/* mj-format.c: numbers as the windows show them, with a real minus sign
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A score, a balance or a payment below zero is written with the minus sign (U+2212), as
 * typography wants it, never the hyphen-minus of a program's output: "−32", not "-32"; and a
 * large number is grouped as the locale groups it ("2,000", "2.000", "2 000"). Every window
 * writes its numbers through these; the command line keeps ASCII.
 */

#define G_LOG_DOMAIN "mj-format"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mj-format.h"

#define MINUS_SIGN "\xe2\x88\x92"   /* U+2212 */

/**
 * mj_format_number:
 *
 * Returns: (transfer full): @value, with a real minus sign below zero: "96", "−32", "0"
 */
char *
mj_format_number (gint64 value)
{
  if (value < 0)
    /* (the magnitude as unsigned: G_MININT64 has no positive counterpart) */
    return g_strdup_printf (MINUS_SIGN "%'" G_GUINT64_FORMAT, (guint64) 0 - (guint64) value);
  return g_strdup_printf ("%'" G_GINT64_FORMAT, value);
}

/**
 * mj_format_signed:
 *
 * Returns: (transfer full): @value with its sign, a real minus sign for a loss: "+96",
 *   "−32", "0"
 */
char *
mj_format_signed (gint64 value)
{
  if (value > 0)
    return g_strdup_printf ("+%'" G_GINT64_FORMAT, value);
  return mj_format_number (value);
}

/* Callbacks */

static gboolean
spin_output_cb (GtkSpinButton *spin)
{
  g_autofree char *text = mj_format_number ((gint64) gtk_spin_button_get_value (spin));

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* What the person typed, either sign: "−3" as shown or "-3" from the keyboard. */
static int
spin_input_cb (GtkSpinButton *spin,
               double        *value)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  const char *digits = text;
  gboolean negative = FALSE;
  char *end = NULL;
  gint64 magnitude;

  if (g_str_has_prefix (digits, MINUS_SIGN))
    {
      negative = TRUE;
      digits += strlen (MINUS_SIGN);
    }
  else if (digits[0] == '-')
    {
      negative = TRUE;
      digits++;
    }
  if (!g_ascii_isdigit (digits[0]))
    return GTK_INPUT_ERROR;
  magnitude = g_ascii_strtoll (digits, &end, 10);
  if (end == NULL || *end != '\0')
    return GTK_INPUT_ERROR;
  *value = negative ? -(double) magnitude : (double) magnitude;
  return TRUE;
}

/**
 * mj_spin_button_show_minus_sign:
 *
 * Makes @spin, a spin button of whole numbers, show a value below zero with the minus sign,
 * and read it typed either way.
 */
void
mj_spin_button_show_minus_sign (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  /* (a numeric spin button refuses every character but ASCII digits and signs; the input
   * handler reads the text instead) */
  gtk_spin_button_set_numeric (spin, FALSE);
  g_signal_connect (spin, "output", G_CALLBACK (spin_output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (spin_input_cb), NULL);
  spin_output_cb (spin);
}
