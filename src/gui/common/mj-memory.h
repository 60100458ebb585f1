/* mj-memory.h: memory freed while drawing, given back once the drawing rests
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void mj_memory_trim_when_resting (void);

G_END_DECLS
