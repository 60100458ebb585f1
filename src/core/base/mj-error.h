/* mj-error.h: the error domain of the core library
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MJ_ERROR (mj_error_quark ())

typedef enum
{
  MJ_ERROR_PARSE,        /* text that is not what it should be: a tile, a hand, a file */
  MJ_ERROR_INVALID,      /* well-formed but impossible: five of a tile, a chow of honours */
  MJ_ERROR_UNKNOWN_KEY,  /* a field or key we do not know */
  MJ_ERROR_RANGE,        /* a value outside its allowed range */
  MJ_ERROR_VERSION,      /* written by a newer version */
  MJ_ERROR_NOT_FOUND,    /* no such ruleset, file or record */
} MjError;

GQuark mj_error_quark (void);

G_END_DECLS
