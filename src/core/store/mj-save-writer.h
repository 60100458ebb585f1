/* mj-save-writer.h: one save file, written in the background, the newest state winning
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define MJ_TYPE_SAVE_WRITER (mj_save_writer_get_type ())

G_DECLARE_FINAL_TYPE (MjSaveWriter, mj_save_writer, MJ, SAVE_WRITER, GObject)

MjSaveWriter *mj_save_writer_new        (const char    *path);
const char   *mj_save_writer_get_path   (MjSaveWriter  *self);
void          mj_save_writer_write      (MjSaveWriter  *self,
                                         char          *text,
                                         guint          tag);
gboolean      mj_save_writer_write_now  (MjSaveWriter  *self,
                                         char          *text,
                                         guint          tag,
                                         GError       **error);
void          mj_save_writer_forget     (MjSaveWriter  *self);
gboolean      mj_save_writer_is_idle    (MjSaveWriter  *self);
gboolean      mj_save_writer_is_closed  (MjSaveWriter  *self);
const GError *mj_save_writer_get_error  (MjSaveWriter  *self);

G_END_DECLS
