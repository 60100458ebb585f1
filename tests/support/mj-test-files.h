/* mj-test-files.h: a data folder of the test program's own, which the programs it runs
 * find too; files written and removed
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *mj_test_isolate_data (const char *name);
void  mj_test_remove_tree  (const char *path);
void  mj_test_write_file   (const char *path,
                            const char *text);

G_END_DECLS
