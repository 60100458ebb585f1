/* mj-error.c: the error domain of the rules engine
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "mj-error.h"

G_DEFINE_QUARK (mj-error-quark, mj_error)
