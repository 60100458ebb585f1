/* mj-memory.c: memory freed while drawing, given back once the drawing rests
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing the table makes and frees large pictures: the tiles rasterized at a new size,
 * the wall's sides, whole frames. The C library keeps what was freed for the next
 * allocations, so a game that has drawn a lot holds several megabytes it no longer uses
 * while a person thinks over a move for minutes. Once nothing has been drawn for a while,
 * that memory is given back to the system.
 */

#include "config.h"

#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "mj-memory.h"

#define REST_MS 1000

static guint trim_source;

static gboolean
trim_cb (gpointer user_data)
{
  trim_source = 0;
#ifdef __GLIBC__
  malloc_trim (0);
#endif
  return G_SOURCE_REMOVE;
}

/**
 * mj_memory_trim_when_resting:
 *
 * Says that something was drawn: the memory freed meanwhile is given back once nothing
 * more has been drawn for a second.
 */
void
mj_memory_trim_when_resting (void)
{
  g_clear_handle_id (&trim_source, g_source_remove);
  trim_source = g_timeout_add_full (G_PRIORITY_DEFAULT_IDLE, REST_MS, trim_cb, NULL, NULL);
  g_source_set_name_by_id (trim_source, "[mahjong-table] memory trim");
}
