/* mj-table-view-private.h: what the table view's files share
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is drawn by mj-table-view-draw.c, its tiles glide by mj-table-view-motion.c,
 * and mj-table-view.c holds the widget, its input and its API.
 */

#pragma once

#include "mj-table-layout.h"
#include "mj-table-view.h"

G_BEGIN_DECLS

#define MJ_TABLE_VIEW_RACK_SLOTS 14
#define MJ_TABLE_VIEW_MAX_GLIDES 8

/* A place a tile can land in: it stays empty while a tile glides to it. */
typedef enum
{
  MJ_SLOT_NONE,
  MJ_SLOT_POND,         /* index: the tile's place among the seat's discards, in the game's order */
  MJ_SLOT_MELD,         /* index: the declared set; sub: the tile in it */
  MJ_SLOT_RACK_DRAWN,   /* the tile just drawn, set apart at the right end of the rack */
  MJ_SLOT_RACK_KIND,    /* sub: a tile kind; the last tile of that kind in a rack face up */
  MJ_SLOT_RACK_MIDDLE,  /* the middle of a rack; never left empty */
} MjSlotKind;

typedef struct
{
  guint8  kind;   /* MjSlotKind */
  guint8  seat;
  guint8  index;
  guint8  sub;
} MjSlot;

/* Where a tile lies on the table, whatever the size: its centre in the square, in units of
 * the square's side, the way it is turned (degrees, as the snapshot turns) and its height,
 * again in units of the side. */
typedef struct
{
  double  x, y;
  double  angle;
  double  height;
} MjTablePlace;

/* What the table shows, read from the game at each frame (mj-table-view-scene.c), or made
 * up by a test: the drawing reads nothing else. */
#define MJ_SCENE_BONUS_MAX 8

typedef enum
{
  MJ_SCENE_UPRIGHT,
  MJ_SCENE_TURNED_LEFT,    /* a claimed tile, turned towards the player at the left */
  MJ_SCENE_TURNED_RIGHT,   /* towards the right or across */
} MjSceneTurn;

typedef struct
{
  guint8    faces[4];      /* MjTile, or MJ_TILE_FACE_BACK */
  guint8    turn[4];       /* MjSceneTurn */
  guint8    subs[4];       /* each tile's place in the game's set, for the glides */
  guint8    n;
} MjSceneMeld;

typedef struct
{
  guint8       present : 1;
  guint8       face_up : 1;
  guint8       drawn_apart : 1;
  guint8       dealer : 1;
  guint8       ready : 1;
  guint8       turn : 1;
  guint8       mark_latest : 1;        /* its latest discard may be claimed: marked */
  guint8       wind;                   /* MjWind */
  const char  *name;
  MjTile       rack[MJ_HAND_MAX_CONCEALED];
  guint8       n_rack;
  MjSceneMeld  melds[MJ_HAND_MAX_MELDS];
  guint8       n_melds;
  MjTile       bonus[MJ_SCENE_BONUS_MAX];
  guint8       n_bonus;
  MjTile       pond[MJ_POND_MAX];
  guint8       pond_order[MJ_POND_MAX]; /* each discard shown: its place in the game's order */
  guint8       n_pond;
  guint8       pond_total;             /* discards in the game's order, claimed ones too */
  int          points;                 /* the player's points, shown in tally sticks */
} MjSceneSeat;

typedef struct
{
  MjSceneSeat  seats[4];               /* by seat */
  MjWall       wall;
  guint8       human;
  guint8       prevailing;             /* MjWind */
  guint8       finished : 1;
  guint8       goulash : 1;
  guint8       tallies : 1;            /* each player's points as tally sticks by the plate */
} MjTableScene;

/* What a frame drew where, for hit testing and for the tests of the layout. */
typedef enum
{
  MJ_DRAWN_WALL,
  MJ_DRAWN_POND,
  MJ_DRAWN_RACK,
  MJ_DRAWN_MELD,
  MJ_DRAWN_BONUS,
  MJ_DRAWN_DIE,
  MJ_DRAWN_PLATE,
  MJ_DRAWN_PLATE_TEXT,
  MJ_DRAWN_CENTRE_TEXT,
  MJ_DRAWN_STICKS,        /* a player's tally sticks, beside the plate */
  MJ_DRAWN_STICKS_GROUP,  /* in them, the sticks of one value (index) and their count */
} MjDrawnPart;

typedef struct
{
  guint8   part;       /* MjDrawnPart */
  guint8   seat;       /* whose, or 4 for the wall and the middle */
  guint16  index;      /* a wall stack, or a tile's place in its line */
  guint    face;       /* what a tile shows */
  double   tile_h;     /* a tile's own height, however it is turned; 0 for the rest */
  MjRect   rect;
} MjDrawnItem;

/* A tile gliding from where it was to where it lands. */
typedef struct
{
  MjSlot        to;
  MjTablePlace  from;
  MjTablePlace  landing;   /* found while drawing, each frame */
  guint         face;
  gboolean      landed;    /* the landing was found in this frame */
  gint64        start;     /* frame time (µs) of the glide's first frame; 0 until then */
  gint64        duration;  /* µs */
} MjGlide;

/* A rack as last drawn: where a tile leaving it starts from. */
typedef struct
{
  MjTablePlace  slots[MJ_HAND_MAX_CONCEALED];
  MjTile        kinds[MJ_HAND_MAX_CONCEALED];
  MjTablePlace  middle;
  guint8        n;
  guint8        valid : 1;
  guint8        face_up : 1;
  guint8        drawn_apart : 1;
} MjRackRecord;

struct _MjTableView
{
  GtkWidget       parent_instance;

  /* Owned References */
  MjTileCache    *cache;
  MjGame         *game;
  GSignalGroup   *game_signals;
  char           *names[4];

  guint8          human;
  guint8          sorted_ponds : 1;
  guint8          reveal : 1;
  guint8          tallies : 1;       /* the points shown as tally sticks beside the plates */
  int             points[4];         /* each player's points, by seat */
  int             selected;          /* index in the rack, or -1 */
  int             hint;              /* the tile kind a hint suggests, ringed in the rack; or -1 */
  guint64         spotlight;         /* a lesson's tile kinds, ringed in the person's rack */
  gboolean        spotlight_melds;   /* ... and the person's declared sets */
  MjTile          arranged[MJ_HAND_MAX_CONCEALED];  /* the person's order of the rack */
  guint           n_arranged;
  int             drag_from;
  int             hover;
  guint64         discardable;       /* kinds the person may discard now */

  /* the layout of the last size (mj-table-layout.c) */
  double          size;              /* the unit of the glides' places: the smaller side */
  MjTableLayout   layout;
  gboolean        layout_valid;
  double          plate_w, plate_h;  /* the seat plates, measured for the names */
  double          sticks_w, sticks_h; /* the tally sticks beside a plate, at least */
  int             sticks_text[3];    /* their words: the widest value and count, a line's height */
  gboolean        measured_tallies;  /* the plates were measured with room for the sticks */
  MjRect          rack_slots[MJ_HAND_MAX_CONCEALED];  /* the person's rack, not raised */
  guint           n_rack_slots;
  GArray         *drawn;             /* MjDrawnItem: the last frame's things */
  gboolean        painted_by_cairo;  /* the frames are drawn by cairo */
  GHashTable     *surfaces;          /* a tile's face, height and turns → its cairo surface */
  GdkTexture     *wall_sides[4];     /* each side of the wall as last drawn, by seat */
  cairo_surface_t *wall_surfaces[4];
  guint8          wall_keys[4][64];  /* what each showed: its stacks' tiles and marks */
  MjRect          wall_rects[4];
  char           *announcements[5];  /* a word said at a seat's plate, or [4] in the middle */
  guint           announcement_ids[5];

  /* what was where in the last frame: where moving tiles start from */
  MjRackRecord    racks[4];
  MjTablePlace    pond_last[4];      /* each seat's latest discard */
  guint8          pond_last_n[4];    /* the pond's length then; 0: none shown */

  /* tiles moving (mj-table-view-motion.c) */
  guint           animation_ms;
  guint           tick_id;
  MjGlide         glides[MJ_TABLE_VIEW_MAX_GLIDES];
  guint           n_glides;
  gint64          test_clock;        /* the glides' time (µs) set by a test; 0: the frame's */
  int             discard_seat;      /* the latest discard, while it may be claimed; or -1 */
  guint           discard_n;         /* its seat's pond length then */
  int             claim_seat;        /* a claim of it waiting for its set; or -1 */
  int             claim_from;        /* whose discard that claim takes */

  /* what a screen reader finds on the table (mj-table-view-a11y.c) */
  GtkWidget      *a11y_seats[4];     /* the person's seat first, then the others in turn */
  GtkWidget      *a11y_wall;
  GtkWidget      *a11y_round;
  guint           a11y_idle_id;
  int             last_discarder;    /* the seat of the latest discard of the hand, or -1 */
};

/* mj-table-view.c */
guint     _mj_table_view_rack_tiles        (MjTableView        *self,
                                            guint               seat,
                                            MjTile              tiles[MJ_HAND_MAX_CONCEALED],
                                            gboolean           *drawn_apart);

/* mj-table-view-draw.c */
void      _mj_table_view_snapshot          (MjTableView        *self,
                                            GtkSnapshot        *snapshot);
void      _mj_table_view_draw_tile         (MjTableView        *self,
                                            GtkSnapshot        *snapshot,
                                            guint               face,
                                            double              x,
                                            double              y,
                                            double              height);
double    _mj_table_view_tile_width        (MjTableView        *self,
                                            double              height);
double    _mj_table_view_tile_height       (MjTableView        *self,
                                            double              height);
void      _mj_table_view_draw_scene        (MjTableView        *self,
                                            GtkSnapshot        *snapshot,
                                            const MjTableScene *scene,
                                            double              width,
                                            double              height);
const MjDrawnItem *
          _mj_table_view_get_drawn         (MjTableView        *self,
                                            guint              *n_items);
void      _mj_table_view_note              (MjTableView        *self,
                                            MjDrawnPart         part,
                                            guint               seat,
                                            guint               index,
                                            guint               face,
                                            double              tile_h,
                                            const MjRect       *rect);
void      _mj_table_view_place_of          (MjTableView        *self,
                                            const MjRect       *rect,
                                            double              height,
                                            double              angle,
                                            MjTablePlace       *place);

cairo_surface_t *
          _mj_table_view_surface_of        (GdkTexture         *texture,
                                            guint               turns);
void      _mj_table_view_append_picture    (MjTableView        *self,
                                            GtkSnapshot        *snapshot,
                                            GdkTexture         *texture,
                                            cairo_surface_t    *surface,
                                            const MjRect       *at);

/* mj-table-view-sticks.c */
void      _mj_table_view_measure_sticks    (MjTableView        *self,
                                            double             *width,
                                            double             *height);
void      _mj_table_view_draw_sticks       (MjTableView        *self,
                                            GtkSnapshot        *snapshot,
                                            const MjTableScene *scene,
                                            guint               seat,
                                            const MjRect       *rect);
char     *_mj_table_view_describe_sticks   (int                 points);

/* mj-table-view-wall.c */
void      _mj_table_view_draw_wall         (MjTableView        *self,
                                            GtkSnapshot        *snapshot,
                                            const MjTableScene *scene);
void      _mj_table_view_wall_clear        (MjTableView        *self);
gboolean  _mj_table_view_wall_place        (MjTableView        *self,
                                            const MjWall       *wall,
                                            guint               index,
                                            MjTablePlace       *place);

/* mj-table-view-scene.c */
void      _mj_table_view_scene_from_game   (MjTableView        *self,
                                            MjTableScene       *scene);

/* mj-table-view-motion.c */
void      _mj_table_view_motion_init       (MjTableView        *self);
void      _mj_table_view_motion_clear      (MjTableView        *self);
void      _mj_table_view_motion_begin      (MjTableView        *self);
gboolean  _mj_table_view_motion_land       (MjTableView        *self,
                                            const MjSlot       *slot,
                                            guint               face,
                                            const MjTablePlace *place);
void      _mj_table_view_motion_snapshot   (MjTableView        *self,
                                            GtkSnapshot        *snapshot);
gboolean  _mj_table_view_motion_get_glide  (MjTableView        *self,
                                            guint               index,
                                            graphene_rect_t    *at,
                                            graphene_rect_t    *landing);
gboolean  _mj_table_view_motion_glide_to   (MjTableView        *self,
                                            guint               index,
                                            MjSlotKind         *kind,
                                            guint              *seat);
gboolean  _mj_table_view_motion_started    (MjTableView        *self);
void      _mj_table_view_motion_set_clock  (MjTableView        *self,
                                            gint64              frame_time);

/* mj-table-view-a11y.c: an invisible child per tile or group a person sees, named for a
 * screen reader */
#define MJ_TYPE_TABLE_VIEW_ITEM (mj_table_view_item_get_type ())

G_DECLARE_FINAL_TYPE (MjTableViewItem, mj_table_view_item, MJ, TABLE_VIEW_ITEM, GtkWidget)

const char *mj_table_view_item_get_label   (MjTableViewItem    *self);
const char *mj_table_view_item_get_description (MjTableViewItem *self);

void      _mj_table_view_a11y_init         (MjTableView        *self);
void      _mj_table_view_a11y_clear        (MjTableView        *self);
void      _mj_table_view_a11y_queue_update (MjTableView        *self);
void      _mj_table_view_a11y_update       (MjTableView        *self);
void      _mj_table_view_a11y_selection    (MjTableView        *self);
void      _mj_table_view_a11y_allocate     (GtkWidget          *widget);

G_END_DECLS
