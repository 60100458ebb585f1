/* mj-scorekeeper-window-private.h: the scorekeeper window's state, shared by the files of the window
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "mj-game.h"
#include "mj-scorekeeper-window.h"
#include "mj-ruleset-store.h"
#include "mj-save-writer.h"
#include "mj-scorekeeper-save.h"
#include "mj-tile-cache.h"
#include "mj-tile-picker.h"

G_BEGIN_DECLS

/* Where a picked tile goes; the order of the "Add as" buttons of ui/mj-scorekeeper-window.ui. */
typedef enum
{
  MJ_SCOREKEEPER_ADD_CONCEALED,
  MJ_SCOREKEEPER_ADD_PUNG,
  MJ_SCOREKEEPER_ADD_CHOW,
  MJ_SCOREKEEPER_ADD_PAIR,
  MJ_SCOREKEEPER_ADD_KONG,
  MJ_SCOREKEEPER_ADD_WINNING,
  MJ_SCOREKEEPER_N_ADD_MODES,
} MjScorekeeperAddMode;

/* The special circumstances of a win the person can tick (the rest follow from "How"). */
#define MJ_SCOREKEEPER_N_SPECIAL 5

/* One player's tiles as entered: the concealed ones (the winning tile included), the
 * declared sets, the bonus tiles. */
typedef struct
{
  guint8  concealed[MJ_N_PLAY_KINDS];
  MjMeld  melds[MJ_HAND_MAX_MELDS];
  guint8  n_melds;
  guint8  bonus;
} MjScorekeeperSeat;

struct _MjScorekeeperWindow
{
  AdwWindow        parent_instance;

  /* Owned References */
  MjHistory       *history;         /* NULL: the hands are scored but not kept */
  GSettings       *settings;
  MjTileCache     *cache;
  MjRulesetStore  *store;
  GPtrArray       *ruleset_ids;     /* in the order of the ruleset row */
  GPtrArray       *family;          /* MjHistoryPlayer, people only */
  MjRuleset       *ruleset;
  GtkStringList   *names;           /* the four players, by seat */

  /* The match */
  gint64           match_id;
  guint            n_hands;         /* recorded */
  int              balance[4];
  MjRotation       rotation;        /* the dealer, the wind and what moves them on */

  /* The hand being entered */
  MjScorekeeperSeat       seats[4];
  guint            current;         /* the seat whose tiles are shown */
  MjScorekeeperAddMode    mode;
  int              winner;          /* -1: nobody (a drawn hand) */
  MjTile           winning_tile;
  MjScorekeeperWinHow     how;
  guint            from;            /* the discarder, for a discard or a robbed kong */
  guint            special;         /* MjHandFlags the person ticked for the winner */
  int              liable;          /* the seat that pays for all, or -1 */
  gboolean         goulash;         /* the hand is a Goulash: twos of bamboo wild */
  gboolean         last_drawn;      /* the last hand recorded was drawn */
  gboolean         valid;
  MjGameResult     result;
  guint            updating;        /* rows being set from the state: no feedback */

  /* The save: the match kept after every change, to be continued */
  MjSaveWriter    *writer;          /* NULL: no match to keep (not begun, no history, over) */

  /* Template Widgets */
  AdwToastOverlay *toasts;
  AdwWindowTitle  *title;
  GtkStack        *stack;
  GtkWidget       *finish_button;
  GtkWidget       *record_button;
  /* the start page */
  GtkWidget       *start_page;
  AdwEntryRow     *name_rows[4];
  GtkWidget       *family_buttons[4];
  AdwComboRow     *ruleset_row;
  GtkWidget       *start_button;
  /* the hand page */
  GtkWidget       *hand_page;
  GtkToggleButton *seat_buttons[4];
  GtkLabel        *seat_heading;
  GtkWidget       *concealed_box;
  GtkWidget       *sets_box;
  GtkWidget       *bonus_box;
  GtkToggleButton *mode_buttons[MJ_SCOREKEEPER_N_ADD_MODES];
  GtkCheckButton  *exposed_check;
  AdwComboRow     *wind_row;
  AdwComboRow     *dealer_row;
  AdwComboRow     *winner_row;
  AdwActionRow    *winning_tile_row;
  AdwComboRow     *how_row;
  AdwComboRow     *from_row;
  AdwComboRow     *liable_row;      /* shown under a pay-for-all rule only */
  AdwActionRow    *goulash_row;     /* shown under a ruleset with the Goulash only */
  GtkSwitch       *goulash_switch;
  AdwExpanderRow  *special_row;
  GtkLabel        *message;
  GtkWidget       *score_box;

  /* Widgets made here */
  MjTilePicker    *picker;          /* under "Add as", once the tiles are loaded */
  GtkWidget       *winning_tile_strip;
  GtkSwitch       *special_switches[MJ_SCOREKEEPER_N_SPECIAL];
  GtkLabel        *total_labels[4]; /* the live totals, by seat; NULL while invalid */
};

void        _mj_scorekeeper_pick               (MjScorekeeperWindow *self,
                                               MjTile             tile);
void        _mj_scorekeeper_clear_seat         (MjScorekeeperWindow *self,
                                               guint              seat);
void        _mj_scorekeeper_refresh            (MjScorekeeperWindow *self);
void        _mj_scorekeeper_toast              (MjScorekeeperWindow *self,
                                               const char        *message);
void        _mj_scorekeeper_sync_winner        (MjScorekeeperWindow *self);
void        _mj_scorekeeper_sync_rows          (MjScorekeeperWindow *self);
void        _mj_scorekeeper_begin              (MjScorekeeperWindow *self,
                                               MjRuleset           *ruleset,
                                               const char * const  *names);
void        _mj_scorekeeper_class_init_tiles   (GtkWidgetClass    *widget_class);
void        _mj_scorekeeper_add_picker         (MjScorekeeperWindow *self);

/* mj-scorekeeper-window-goulash.c */
void        _mj_scorekeeper_class_init_goulash (GtkWidgetClass    *widget_class);
void        _mj_scorekeeper_sync_goulash       (MjScorekeeperWindow *self);

/* mj-scorekeeper-window-save.c */
void        _mj_scorekeeper_save_start         (MjScorekeeperWindow *self,
                                               const char          *path);
void        _mj_scorekeeper_save               (MjScorekeeperWindow *self);
void        _mj_scorekeeper_save_close         (MjScorekeeperWindow *self);
void        _mj_scorekeeper_save_forget        (MjScorekeeperWindow *self);

/* mj-scorekeeper-window-liable.c */
void        _mj_scorekeeper_class_init_liable  (GtkWidgetClass    *widget_class);
void        _mj_scorekeeper_sync_liable        (MjScorekeeperWindow *self);
int         _mj_scorekeeper_liable_seat        (MjScorekeeperWindow *self,
                                               const MjHand      *winning,
                                               int                discarder,
                                               MjLiableRule      *rule);

G_END_DECLS
