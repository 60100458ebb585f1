#!/usr/bin/env python3
# SPDX-License-Identifier: CC-BY-SA-4.0
#
# Generates data/tiles/mahjong-table-tiles.svg, the tileset drawn for
# Mahjong Table.  Standard library only; run it from anywhere:
#
#     python3 data/tiles/generate-tiles.py
#
# Every glyph (Chinese characters, digits, letters) is drawn here as path
# geometry, so rendering never depends on installed fonts.  The output is
# deterministic: running the script twice gives the same file.

import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "mahjong-table-tiles.svg")

# ---------------------------------------------------------------------------
# Geometry of one tile cell (SVG user units).  A tile element covers exactly
# 0..CELL_W x 0..CELL_H in its own coordinates.
CELL_W, CELL_H = 60, 80
GAP = 6            # space between cells on the sheet
MARGIN = 6         # space around the sheet
COLS = 9
CLOTH = 60         # the table cloth swatches are CLOTH x CLOTH squares

# Face of the tile (the ivory part); below it the tile's thickness shows.
FACE_X0, FACE_Y0, FACE_X1, FACE_Y1 = 1.1, 1.0, 58.9, 73.8
FACE_CX = (FACE_X0 + FACE_X1) / 2
FACE_CY = (FACE_Y0 + FACE_Y1) / 2

# Palette.
INK = "#17203a"          # numerals, winds
RED = "#c1272d"
RED_DARK = "#8f1a1f"
GREEN = "#17804a"
GREEN_DARK = "#0c5730"
GREEN_LIGHT = "#4fb276"
BLUE = "#1f4f9f"
BLUE_DARK = "#15356c"
BLUE_LIGHT = "#5a8ad0"
GOLD = "#e2a81c"
IVORY = "#fbf7ea"
FLOWER_COLOR = "#c1272d"  # number and frame on flower tiles
SEASON_COLOR = "#1f5fae"  # number and frame on season tiles


def f(v):
    """Format a number compactly."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s


def f1(v):
    s = "%.1f" % v
    s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s


def pts(points, fmt=f):
    return " ".join("%s,%s" % (fmt(x), fmt(y)) for x, y in points)


def ellipse_d(cx, cy, rx, ry, deg=0.0):
    """Path data for an ellipse rotated by deg about its centre (drawn as
    four Bezier arcs, so that bounding boxes stay tight)."""
    a = math.radians(deg)
    ca, sa = math.cos(a), math.sin(a)
    k = 0.5523

    def p(x, y):
        return "%s,%s" % (f(cx + x * ca - y * sa), f(cy + x * sa + y * ca))
    return ("M" + p(rx, 0)
            + "C" + p(rx, k * ry) + " " + p(k * rx, ry) + " " + p(0, ry)
            + "C" + p(-k * rx, ry) + " " + p(-rx, k * ry) + " " + p(-rx, 0)
            + "C" + p(-rx, -k * ry) + " " + p(-k * rx, -ry) + " " + p(0, -ry)
            + "C" + p(k * rx, -ry) + " " + p(rx, -k * ry) + " " + p(rx, 0) + "Z")


def rrect_d(cx, cy, w, h, r, deg=0.0):
    """Path data for a rounded rectangle centred on (cx, cy), rotated by deg
    (geometry computed here rather than by a transform, so that renderers
    report tight bounding boxes)."""
    a = math.radians(deg)
    ca, sa = math.cos(a), math.sin(a)
    k = 0.5523 * r
    hw, hh = w / 2, h / 2

    def p(x, y):
        return "%s,%s" % (f(cx + x * ca - y * sa), f(cy + x * sa + y * ca))
    return ("M" + p(-hw + r, -hh) + "L" + p(hw - r, -hh)
            + "C" + p(hw - r + k, -hh) + " " + p(hw, -hh + r - k) + " " + p(hw, -hh + r)
            + "L" + p(hw, hh - r)
            + "C" + p(hw, hh - r + k) + " " + p(hw - r + k, hh) + " " + p(hw - r, hh)
            + "L" + p(-hw + r, hh)
            + "C" + p(-hw + r - k, hh) + " " + p(-hw, hh - r + k) + " " + p(-hw, hh - r)
            + "L" + p(-hw, -hh + r)
            + "C" + p(-hw, -hh + r - k) + " " + p(-hw + r - k, -hh) + " " + p(-hw + r, -hh) + "Z")


# ---------------------------------------------------------------------------
# Brush engine: a stroke is a centre line (points the brush passes through)
# with a width at each point.  The outline is built by offsetting a
# Catmull-Rom spline through the points; ends are round unless tapered.

def _catmull(points, widths):
    if len(points) == 1:
        return list(points), list(widths)
    ext = [points[0]] + list(points) + [points[-1]]
    out_p, out_w = [], []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        w1, w2 = widths[i - 1], widths[i]
        seg = math.hypot(p2[0] - p1[0], p2[1] - p1[1])
        n = max(2, int(seg / 2.5))
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            x = 0.5 * (2 * p1[0] + (-p0[0] + p2[0]) * t
                       + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
                       + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3)
            y = 0.5 * (2 * p1[1] + (-p0[1] + p2[1]) * t
                       + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
                       + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3)
            s = t * t * (3 - 2 * t)
            out_p.append((x, y))
            out_w.append(w1 + (w2 - w1) * s)
    out_p.append(points[-1])
    out_w.append(widths[-1])
    return out_p, out_w


def brush_outline(points, widths):
    """Return SVG path data (one closed subpath) for a brush stroke."""
    P, W = _catmull(points, widths)
    n = len(P)
    L, R, T = [], [], []
    for i in range(n):
        a = P[max(0, i - 1)]
        b = P[min(n - 1, i + 1)]
        tx, ty = b[0] - a[0], b[1] - a[1]
        d = math.hypot(tx, ty) or 1.0
        tx, ty = tx / d, ty / d
        nx, ny = -ty, tx
        h = W[i] / 2
        L.append((P[i][0] + nx * h, P[i][1] + ny * h))
        R.append((P[i][0] - nx * h, P[i][1] - ny * h))
        T.append((tx, ty))
    d = ["M" + pts([L[0]], f1)]
    d.append("L" + pts(L[1:], f1))
    r_end = W[-1] / 2
    if r_end > 0.35:
        d.append("A%s,%s 0 0 0 %s" % (f1(r_end), f1(r_end), pts([R[-1]], f1)))
    else:
        d.append("L" + pts([R[-1]], f1))
    d.append("L" + pts(R[-2::-1], f1))
    r_start = W[0] / 2
    if r_start > 0.35:
        d.append("A%s,%s 0 0 0 %s" % (f1(r_start), f1(r_start), pts([L[0]], f1)))
    d.append("Z")
    return "".join(d)


class Glyph:
    """A Chinese character drawn with brush strokes in a 100x100 box."""

    def __init__(self, weight=9.0):
        self.w = weight
        self.strokes = []

    def raw(self, points, widths):
        self.strokes.append((points, [x * self.w for x in widths]))
        return self

    # -- basic strokes (positions in the 100x100 box) --
    def heng(self, x1, y1, x2, y2, press=True, k=1.0):
        """横: enters with a slanted touch, thinner in the middle; with press
        the brush pauses at the end in a slightly heavier, lower head."""
        w = self.w * k
        L = x2 - x1
        dy = y2 - y1
        p = [(x1 - 0.1 * w, y1 - 0.18 * w), (x1 + 0.4 * w, y1 + 0.06 * w),
             (x1 + 0.35 * L, y1 + dy * 0.35 - 0.5), (x1 + 0.7 * L, y1 + dy * 0.7 - 0.5)]
        ws = [0.7, 0.98, 0.8, 0.78]
        if press:
            p += [(x2 - 0.6 * w, y2 - 0.08 * w), (x2, y2 + 0.14 * w)]
            ws += [0.9, 1.0]
        else:
            p += [(x2, y2)]
            ws += [0.9]
        self.raw(p, [x * k for x in ws])
        return self

    def shu(self, x1, y1, x2, y2, end="blunt", k=1.0):
        """竖: vertical with a slanted entry; end is 'blunt' or 'needle' (悬针)."""
        w = self.w * k
        dx, dy = x2 - x1, y2 - y1
        p = [(x1 - 0.12 * w, y1 - 0.12 * w), (x1 + 0.04 * w, y1 + 0.4 * w),
             (x1 + dx * 0.5, y1 + dy * 0.5)]
        ws = [0.78, 1.06, 0.92]
        if end == "needle":
            p += [(x1 + dx * 0.8, y1 + dy * 0.8), (x2, y2)]
            ws += [0.8, 0.1]
        else:
            p += [(x2, y2)]
            ws += [0.98]
        self.raw(p, [x * k for x in ws])
        return self

    def hengzhe(self, x1, y1, xc, yc, x2, y2, k=1.0, end="blunt", hook=None, tail=None):
        """横折: horizontal to the corner (xc, yc) then down to (x2, y2), in one
        stroke with a rounded shoulder; tail adds more points after (x2, y2)."""
        w = self.w * k
        L = xc - x1
        p = [(x1, y1), (x1 + 0.5 * L, (y1 + yc) / 2 - 0.5), (xc - 0.55 * w, yc),
             (xc + 0.05 * w, yc + 0.55 * w), ((xc + x2) / 2, (yc + y2) / 2), (x2, y2)]
        ws = [0.95, 0.76, 0.85, 1.12, 0.95, 0.98 if end == "blunt" else 0.12]
        if tail:
            for pt, wt in tail:
                p.append(pt)
                ws.append(wt)
        self.raw(p, [x * k for x in ws])
        if hook:
            self.gou(p[-1][0], p[-1][1], hook[0], hook[1], k=k)
        return self

    def pie(self, points, k=1.0, start=1.0, end=0.1):
        """撇: falls to the left, tapering."""
        n = len(points)
        ws = []
        for i in range(n):
            t = i / (n - 1)
            ws.append((start + (end - start) * (t ** 1.6)) * k)
        self.raw(points, ws)
        return self

    def na(self, points, k=1.0):
        """捺: falls to the right, swelling, then lifts off to the right."""
        n = len(points)
        base = [0.35, 0.7, 1.0, 1.35, 1.45]
        ws = []
        for i in range(n - 1):
            t = i / (n - 2) if n > 2 else 0
            idx = t * (len(base) - 1)
            j = min(int(idx), len(base) - 2)
            fr = idx - j
            ws.append((base[j] + (base[j + 1] - base[j]) * fr) * k)
        ws.append(0.12 * k)
        self.raw(points, ws)
        return self

    def dian(self, points, k=1.0):
        """点: a dot, thin at the entry, round at the end."""
        n = len(points)
        ws = [(0.35 + 0.95 * (i / (n - 1))) * k for i in range(n)]
        self.raw(points, ws)
        return self

    def ti(self, x1, y1, x2, y2, k=1.0):
        """提: rising stroke to the upper right, tapering."""
        self.raw([(x1, y1), (x2, y2)], [1.2 * k, 0.12 * k])
        return self

    def gou(self, x1, y1, x2, y2, k=1.0):
        """钩: a hook flicked from (x1, y1) to (x2, y2)."""
        self.raw([(x1, y1), (x2, y2)], [1.0 * k, 0.1 * k])
        return self

    def path_data(self):
        return "".join(brush_outline(p, w) for p, w in self.strokes)


def g_yi():
    g = Glyph(12)
    g.heng(8, 52, 92, 47)
    return g


def g_er():
    g = Glyph(12)
    g.heng(22, 28, 78, 25)
    g.heng(6, 76, 94, 71)
    return g


def g_san():
    g = Glyph(11.5)
    g.heng(20, 14, 80, 11)
    g.heng(27, 46, 73, 44)
    g.heng(5, 84, 95, 79)
    return g


def g_si():
    g = Glyph(11)
    g.shu(12, 16, 12, 90)
    g.hengzhe(12, 16, 88, 14, 88, 90)
    g.pie([(40, 17), (40, 42), (35, 56), (25, 66)], k=0.9, end=0.25)
    g.raw([(60, 17), (60, 48), (62, 58), (70, 61), (82, 60)],
          [0.95, 0.9, 0.85, 0.8, 0.85])
    g.heng(12, 86, 88, 85, press=False)
    return g


def g_wu():
    g = Glyph(11)
    g.heng(16, 12, 84, 9)
    g.shu(46, 10, 40, 50, k=0.95)
    g.hengzhe(32, 49, 74, 47, 71, 86)
    g.heng(4, 88, 96, 84)
    return g


def g_liu():
    g = Glyph(12)
    g.dian([(45, 2), (51, 9), (55, 19)])
    g.heng(6, 38, 94, 34)
    g.pie([(38, 52), (32, 66), (20, 84)], start=1.0, end=0.4)
    g.dian([(62, 52), (72, 66), (82, 80)])
    return g


def g_qi():
    g = Glyph(11.5)
    g.heng(6, 52, 90, 38)
    g.raw([(40, 4), (40, 56), (42, 74), (50, 84), (70, 86), (86, 85)],
          [1.05, 0.95, 0.9, 0.85, 0.85, 0.95])
    g.gou(87, 85, 89, 66, k=1.05)
    return g


def g_ba():
    g = Glyph(12.5)
    g.pie([(40, 14), (39, 40), (32, 64), (8, 90)], start=1.05, end=0.1)
    g.na([(58, 12), (61, 38), (70, 60), (84, 78), (98, 84)])
    return g


def g_jiu():
    g = Glyph(12)
    g.pie([(42, 4), (41, 40), (34, 66), (10, 92)], start=1.05, end=0.1)
    g.hengzhe(14, 36, 64, 33, 63, 68,
              tail=[((67, 81), 0.9), ((76, 86), 0.85), ((88, 86), 0.9)], hook=(91, 68))
    return g


def g_wan():
    """萬 (traditional 'ten thousand')."""
    g = Glyph(7.5)
    # 艹
    g.heng(8, 14, 92, 12)
    g.shu(33, 3, 34, 25, k=0.9)
    g.shu(67, 3, 66, 25, k=0.9)
    # 田 with the middle vertical running down
    g.shu(24, 31, 25, 60, k=0.9)
    g.hengzhe(24, 31, 76, 30, 75, 60, k=0.9)
    g.heng(26, 45, 74, 44, press=False, k=0.85)
    g.heng(26, 59, 74, 58, press=False, k=0.85)
    g.shu(50, 31, 50, 80, k=0.9)
    # 冂
    g.shu(12, 67, 12, 98, k=0.95)
    g.hengzhe(12, 67, 88, 66, 88, 94, k=0.95, hook=(80, 89))
    # 厶 inside
    g.raw([(50, 76), (36, 90)], [0.9, 0.8])
    g.raw([(35, 90), (52, 88), (68, 86)], [0.8, 0.75, 0.8])
    g.dian([(60, 76), (66, 82), (70, 89)], k=0.9)
    return g


def g_dong():
    """東 east."""
    g = Glyph(8.5)
    g.heng(10, 18, 90, 15)
    g.shu(50, 2, 50, 98, end="needle", k=1.05)
    g.shu(24, 27, 25, 64, k=0.95)
    g.hengzhe(24, 27, 76, 26, 75, 64, k=0.95)
    g.heng(26, 45, 74, 44, press=False, k=0.85)
    g.heng(26, 63, 74, 62, press=False, k=0.85)
    g.pie([(45, 66), (32, 78), (6, 92)], start=1.0, end=0.12)
    g.na([(55, 66), (68, 76), (84, 86), (98, 90)])
    return g


def g_nan():
    """南 south."""
    g = Glyph(8.5)
    g.heng(12, 12, 88, 9)
    g.shu(50, 1, 50, 25, k=0.95)
    g.shu(14, 30, 15, 96, k=1.0)
    g.hengzhe(14, 30, 86, 28, 86, 92, hook=(76, 86))
    g.dian([(36, 37), (40, 43), (44, 49)], k=0.85)
    g.pie([(64, 37), (58, 48)], k=0.85, start=1.0, end=0.4)
    g.heng(30, 55, 70, 53, press=False, k=0.85)
    g.heng(26, 71, 74, 69, press=False, k=0.85)
    g.shu(50, 55, 50, 98, k=0.95)
    return g


def g_xi():
    """西 west."""
    g = Glyph(8.5)
    g.heng(6, 12, 94, 9)
    g.shu(16, 34, 17, 96, k=1.0)
    g.hengzhe(16, 34, 84, 32, 84, 96)
    g.pie([(40, 12), (40, 44), (36, 58), (26, 70)], k=0.95, end=0.2)
    g.raw([(60, 12), (60, 58), (62, 66), (70, 68), (80, 67)],
          [0.95, 0.9, 0.85, 0.8, 0.85])
    g.heng(18, 88, 82, 87, press=False, k=0.9)
    return g


def g_bei():
    """北 north."""
    g = Glyph(9)
    # left half: vertical, short horizontal to its left, rising 提
    g.shu(36, 6, 36, 78)
    g.heng(10, 42, 36, 40, press=False, k=0.9)
    g.ti(6, 88, 40, 72, k=1.0)
    # right half: 撇 and 竖弯钩
    g.pie([(88, 26), (76, 36), (62, 44)], k=0.95, start=1.0, end=0.3)
    g.raw([(62, 4), (62, 70), (64, 82), (72, 88), (86, 88)],
          [1.05, 0.95, 0.9, 0.85, 0.9])
    g.gou(87, 88, 91, 70, k=1.05)
    return g


def g_zhong():
    """中 the red dragon."""
    g = Glyph(11)
    g.shu(12, 26, 13, 72, k=1.0)
    g.hengzhe(12, 26, 88, 24, 87, 72)
    g.heng(14, 70, 86, 69, press=False, k=0.9)
    g.shu(50, 2, 50, 99, end="needle", k=1.15)
    return g


def g_fa():
    """發 the green dragon."""
    g = Glyph(8)
    # 癶: 横撇 and a dot on the left, 撇 dot and a long 捺 on the right
    g.raw([(18, 14), (30, 12), (38, 10.5), (41, 13.5), (34, 25), (20, 41), (2, 56)],
          [0.9, 0.75, 0.85, 1.05, 0.95, 0.55, 0.1])
    g.dian([(15, 28), (21, 33), (26, 40)], k=0.95)
    g.pie([(66, 3), (60, 11), (53, 18)], k=0.9, start=1.0, end=0.2)
    g.dian([(75, 8), (79, 13), (82, 19)], k=0.85)
    g.na([(54, 20), (66, 30), (80, 40), (92, 46), (100, 48)], k=0.95)
    # 弓
    g.hengzhe(20, 46, 38, 44, 37, 56, k=0.85)
    g.heng(20, 57, 37, 56, press=False, k=0.85)
    g.shu(20, 57, 19, 69, k=0.85)
    g.hengzhe(19, 69, 40, 67, 39, 84, k=0.85,
              tail=[((35, 94), 0.7), ((28, 98), 0.5)], hook=(21, 91))
    # 殳: 几
    g.pie([(52, 46), (52, 56), (48, 64), (42, 70)], k=0.85, start=1.0, end=0.2)
    g.hengzhe(52, 46, 70, 44, 69, 57, k=0.85,
              tail=[((73, 62), 0.8), ((82, 61), 0.75)])
    # 殳: 又
    g.raw([(46, 72), (62, 71), (78, 70), (81, 72.5), (70, 84), (56, 94), (42, 99)],
          [0.8, 0.65, 0.75, 0.95, 0.85, 0.45, 0.08])
    g.na([(56, 78), (66, 88), (80, 95), (92, 97), (100, 97)], k=0.9)
    return g


NUMERALS = [None, g_yi, g_er, g_san, g_si, g_wu, g_liu, g_qi, g_ba, g_jiu]


def glyph_el(glyph, x, y, w, h, color):
    """Place a Glyph in the box (x, y, w, h)."""
    return '<path transform="translate(%s %s) scale(%s %s)" fill="%s" d="%s"/>' % (
        f(x), f(y), f(w / 100.0), f(h / 100.0), color, glyph.path_data())


# ---------------------------------------------------------------------------
# Small stroke alphabet for the Arabic index numbers and wind letters.
# Each glyph is path data in a box 6 wide and 10 tall (W is 8 wide).

LATIN = {
    "1": (6, "M1.3,2.4L3.6,0.5V9.5"),
    "2": (6, "M0.8,2.7C0.8,1.1 1.9,0.4 3.1,0.4C4.4,0.4 5.3,1.3 5.3,2.6"
              "C5.3,4.4 3.4,5.9 0.7,9.5H5.5"),
    "3": (6, "M0.9,1.4C1.5,0.7 2.3,0.4 3,0.4C4.3,0.4 5.1,1.2 5.1,2.4"
              "C5.1,3.7 4.1,4.6 2.5,4.6C4.4,4.6 5.5,5.6 5.5,7"
              "C5.5,8.6 4.3,9.6 2.9,9.6C2,9.6 1.2,9.3 0.6,8.6"),
    "4": (6, "M4.3,9.5V0.5L0.5,6.8H5.8"),
    "5": (6, "M5.2,0.5H1.3L0.9,4.6C1.5,4.1 2.3,3.9 3,3.9"
              "C4.5,3.9 5.5,5 5.5,6.6C5.5,8.4 4.3,9.6 2.8,9.6"
              "C1.9,9.6 1.1,9.3 0.5,8.6"),
    "6": (6, "M4.9,1C4.3,0.6 3.7,0.4 3.1,0.4C1.5,0.4 0.6,2.5 0.6,5.4"
              "C0.6,8.3 1.6,9.6 3.1,9.6C4.5,9.6 5.5,8.5 5.5,6.8"
              "C5.5,5.1 4.5,4.1 3.1,4.1C1.9,4.1 1,4.8 0.6,6"),
    "7": (6, "M0.5,0.5H5.5C3.8,3 2.8,6 2.4,9.5"),
    "8": (6, "M3,4.7C1.7,4.7 0.9,3.8 0.9,2.6C0.9,1.3 1.8,0.4 3,0.4"
              "C4.2,0.4 5.1,1.3 5.1,2.6C5.1,3.8 4.3,4.7 3,4.7Z"
              "M3,4.7C1.5,4.7 0.5,5.7 0.5,7.1C0.5,8.6 1.6,9.6 3,9.6"
              "C4.4,9.6 5.5,8.6 5.5,7.1C5.5,5.7 4.5,4.7 3,4.7Z"),
    "9": (6, "M1.1,9C1.7,9.4 2.3,9.6 2.9,9.6C4.5,9.6 5.4,7.5 5.4,4.6"
              "C5.4,1.7 4.4,0.4 2.9,0.4C1.5,0.4 0.5,1.5 0.5,3.2"
              "C0.5,4.9 1.5,5.9 2.9,5.9C4.1,5.9 5,5.2 5.4,4"),
    "E": (6, "M5.2,0.5H0.9V9.5H5.3M0.9,4.9H4.5"),
    "S": (6, "M5,1.5C4.4,0.8 3.7,0.4 2.9,0.4C1.7,0.4 0.8,1.2 0.8,2.4"
              "C0.8,5 5.3,4.6 5.3,7.3C5.3,8.7 4.2,9.6 2.9,9.6"
              "C2,9.6 1.1,9.2 0.5,8.5"),
    "W": (8, "M0.4,0.5L2.1,9.5L4,3.2L5.9,9.5L7.6,0.5"),
    "N": (6, "M0.8,9.5V0.5L5.2,9.5V0.5"),
}


def latin(text, x, y, height, color, weight=1.45):
    """Draw text with the stroke alphabet; (x, y) is the top-left corner."""
    s = height / 10.0
    out = []
    cx = 0.0
    for ch in text:
        adv, d = LATIN[ch]
        out.append('<path transform="translate(%s %s) scale(%s)" d="%s"/>' % (
            f(x + cx * s), f(y), f(s), d))
        cx += adv + 1.0
    return ('<g fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" '
            'stroke-linejoin="round">%s</g>') % (color, f(weight), "".join(out))


def index_mark(text, color):
    """The small learner's index in the top-left corner of a face."""
    return latin(text, 4.2, 4.0, 8.4, color, weight=1.6)


# ---------------------------------------------------------------------------
# Shared definitions (gradients).

DEFS = """<defs>
<linearGradient id="mt-face" x1="0" y1="0" x2="0.35" y2="1">
<stop offset="0" stop-color="#fffef9"/><stop offset="0.55" stop-color="#fbf6e8"/>
<stop offset="1" stop-color="#efe5cb"/></linearGradient>
<linearGradient id="mt-side" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#e9dfc3"/><stop offset="0.93" stop-color="#d9cca8"/>
<stop offset="0.962" stop-color="#c9ba93"/><stop offset="0.966" stop-color="#2f7a55"/>
<stop offset="1" stop-color="#1d5139"/></linearGradient>
<linearGradient id="mt-back" x1="0" y1="0" x2="0.35" y2="1">
<stop offset="0" stop-color="#3f9a6c"/><stop offset="1" stop-color="#236847"/></linearGradient>
<linearGradient id="mt-back-side" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#2b7450"/><stop offset="0.93" stop-color="#1f5a3d"/>
<stop offset="0.962" stop-color="#1a4d34"/><stop offset="0.966" stop-color="#ddd1ae"/>
<stop offset="1" stop-color="#c7b891"/></linearGradient>
<linearGradient id="mt-stick" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#0f6238"/><stop offset="0.4" stop-color="#3aa96a"/>
<stop offset="1" stop-color="#106239"/></linearGradient>
<linearGradient id="mt-stick-red" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#8e1a1f"/><stop offset="0.4" stop-color="#e0464b"/>
<stop offset="1" stop-color="#8e1a1f"/></linearGradient>
<linearGradient id="mt-stick-blue" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#15356c"/><stop offset="0.4" stop-color="#4f7fcb"/>
<stop offset="1" stop-color="#15356c"/></linearGradient>
<radialGradient id="mt-sun" cx="0.4" cy="0.4" r="0.6">
<stop offset="0" stop-color="#ffd35a"/><stop offset="1" stop-color="#ec7a1c"/></radialGradient>
</defs>"""


# ---------------------------------------------------------------------------
# Tile bodies.

def body(back=False):
    out = ['<rect width="60" height="80" rx="7" fill="#5e5640"/>']
    out.append('<rect x="0.7" y="0.7" width="58.6" height="78.6" rx="6.4" fill="url(#%s)"/>'
               % ("mt-back-side" if back else "mt-side"))
    out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="5.8" fill="url(#%s)" '
               'stroke="%s" stroke-width="0.5"/>' % (
                   f(FACE_X0), f(FACE_Y0), f(FACE_X1 - FACE_X0), f(FACE_Y1 - FACE_Y0),
                   "mt-back" if back else "mt-face",
                   "#1c5538" if back else "#b4a57f"))
    # a soft highlight along the upper left edge of the face
    out.append('<path d="M2.4,66 V7.2 Q2.4,2.3 7.3,2.3 H52" fill="none" stroke="#fff" '
               'stroke-opacity="%s" stroke-width="0.9" stroke-linecap="round"/>'
               % ("0.35" if back else "0.9"))
    return "".join(out)


def frame(color):
    """A thin coloured frame inside the face (flowers and seasons), open at
    the top-left corner where the number sits."""
    x0, y0, x1, y1, r = 3.6, 3.4, 56.4, 71.4, 4.2
    d = ("M13.5,%s H%s Q%s,%s %s,%s V%s Q%s,%s %s,%s H%s Q%s,%s %s,%s V16" % (
        f(y0), f(x1 - r), f(x1), f(y0), f(x1), f(y0 + r), f(y1 - r), f(x1), f(y1),
        f(x1 - r), f(y1), f(x0 + r), f(x0), f(y1), f(x0), f(y1 - r)))
    return ('<path d="%s" fill="none" stroke="%s" stroke-width="0.7" stroke-opacity="0.75" '
            'stroke-linecap="round"/>' % (d, color))


# ---------------------------------------------------------------------------
# Circles (dots).

SCHEMES = {
    # outer ring, inner disc
    "b": (BLUE, GREEN),
    "g": (GREEN, BLUE),
    "r": (RED, GREEN),
}


def dot(cx, cy, r, scheme):
    outer, inner = SCHEMES[scheme]
    o = []
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(r), outer))
    # ring of small ivory beads in the outer band
    nb = 12 if r > 6 else 10
    rb = r * 0.78
    beads = []
    for i in range(nb):
        a = 2 * math.pi * i / nb
        beads.append("M%s,%sa%s,%s 0 1 0 0.01,0Z" % (
            f(cx + rb * math.cos(a) - 0.005), f(cy + rb * math.sin(a)),
            f(r * 0.085), f(r * 0.085)))
    o.append('<path fill="%s" d="%s"/>' % (IVORY, "".join(beads)))
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(r * 0.62), IVORY))
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(r * 0.47), inner))
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(r * 0.22), IVORY))
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(r * 0.11), outer))
    return "".join(o)


def big_dot(cx, cy):
    """The ornate single circle of the 1 of circles."""
    o = []
    R = 22.5
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(R), GREEN))
    # petals around the outer band
    petals = []
    n = 16
    for i in range(n):
        a = 2 * math.pi * (i + 0.5) / n
        px, py = cx + (R - 3.6) * math.cos(a), cy + (R - 3.6) * math.sin(a)
        petals.append(ellipse_d(px, py, 2.5, 1.35, math.degrees(a)))
    o.append('<path fill="%s" d="%s"/>' % (IVORY, "".join(petals)))
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(R - 7.2), IVORY))
    o.append('<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(R - 8.4), BLUE))
    # eight-petal flower in the blue disc
    fl = []
    for i in range(8):
        a = 2 * math.pi * i / 8
        px, py = cx + 8.4 * math.cos(a), cy + 8.4 * math.sin(a)
        fl.append('<circle cx="%s" cy="%s" r="2.3"/>' % (f(px), f(py)))
    o.append('<g fill="%s">%s</g>' % (IVORY, "".join(fl)))
    o.append('<circle cx="%s" cy="%s" r="7.6" fill="%s"/>' % (f(cx), f(cy), IVORY))
    o.append('<circle cx="%s" cy="%s" r="6.3" fill="%s"/>' % (f(cx), f(cy), RED))
    o.append('<circle cx="%s" cy="%s" r="3.2" fill="%s"/>' % (f(cx), f(cy), IVORY))
    o.append('<circle cx="%s" cy="%s" r="1.7" fill="%s"/>' % (f(cx), f(cy), GREEN))
    return "".join(o)


def circles(n):
    o = [index_mark(str(n), BLUE_DARK)]
    if n == 1:
        o.append(big_dot(FACE_CX, FACE_CY + 1))
        return o
    layouts = {
        2: [(30, 21.5, 10.5, "g"), (30, 53.5, 10.5, "b")],
        3: [(16.5, 17, 9, "b"), (30, 37.5, 9, "r"), (43.5, 58, 9, "g")],
        4: [(19, 22, 9.8, "b"), (41, 22, 9.8, "g"), (19, 53, 9.8, "g"), (41, 53, 9.8, "b")],
        5: [(17.5, 18.5, 8.6, "b"), (42.5, 18.5, 8.6, "g"), (30, 37.5, 8.6, "r"),
            (17.5, 56.5, 8.6, "g"), (42.5, 56.5, 8.6, "b")],
        6: [(20, 15.5, 7.9, "g"), (40, 15.5, 7.9, "g"),
            (20, 41, 7.9, "r"), (40, 41, 7.9, "r"), (20, 59.5, 7.9, "r"), (40, 59.5, 7.9, "r")],
        7: [(16.5, 12.5, 6.6, "g"), (30, 20, 6.6, "g"), (43.5, 27.5, 6.6, "g"),
            (21, 45, 7.2, "r"), (39, 45, 7.2, "r"), (21, 61, 7.2, "r"), (39, 61, 7.2, "r")],
        8: [(20.5, 13.5, 7.3, "b"), (39.5, 13.5, 7.3, "b"), (20.5, 30, 7.3, "b"),
            (39.5, 30, 7.3, "b"), (20.5, 46.5, 7.3, "b"), (39.5, 46.5, 7.3, "b"),
            (20.5, 63, 7.3, "b"), (39.5, 63, 7.3, "b")],
        9: [(x, y, 7.1, c) for y, c in ((16.5, "b"), (37.5, "r"), (58.5, "g"))
            for x in (15.5, 30.5, 45.5)],
    }
    for cx, cy, r, s in layouts[n]:
        o.append(dot(cx, cy, r, s))
    return o


# ---------------------------------------------------------------------------
# Bamboo.

def stick(cx, cy, length, color="g", angle=0.0, width=5.0):
    """One bamboo stick centred on (cx, cy), vertical, rotated by angle."""
    fill = {"g": "url(#mt-stick)", "r": "url(#mt-stick-red)", "b": "url(#mt-stick-blue)"}[color]
    dark = {"g": GREEN_DARK, "r": RED_DARK, "b": BLUE_DARK}[color]
    h = length / 2
    w = width / 2
    o = []
    # the stem
    o.append('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" '
             'stroke-width="0.5"/>' % (f(-w * 0.82), f(-h + 0.6), f(w * 1.64),
                                        f(length - 1.2), f(w * 0.6), fill, dark))
    # nodes at both ends and in the middle
    for y in (-h + 1.3, 0, h - 1.3):
        o.append('<rect x="%s" y="%s" width="%s" height="2.2" rx="1.1" fill="%s" '
                 'stroke="%s" stroke-width="0.5"/>' % (f(-w), f(y - 1.1), f(2 * w), fill, dark))
    # a fine highlight line on each half
    o.append('<path d="M%s,%sV%sM%s,%sV%s" stroke="#fff" stroke-opacity="0.55" '
             'stroke-width="0.55" stroke-linecap="round"/>' % (
                 f(-w * 0.25), f(-h + 3.6), f(-2), f(-w * 0.25), f(2), f(h - 3.6)))
    tr = "translate(%s %s)" % (f(cx), f(cy))
    if angle:
        tr += " rotate(%s)" % f(angle)
    return '<g transform="%s">%s</g>' % (tr, "".join(o))


def _local(ox, oy, deg):
    """A function mapping local (x along deg, y across) to tile coordinates."""
    c, sn = math.cos(math.radians(deg)), math.sin(math.radians(deg))

    def m(x, y):
        return "%s,%s" % (f(ox + x * c - y * sn), f(oy + x * sn + y * c))
    return m


def bird():
    """The 1 of bamboo: a peacock-like bird perched on a bamboo stem."""
    o = []
    # the perch: a short horizontal bamboo stem
    o.append(stick(24, 64.5, 34, "g", angle=90, width=5.2))
    # tail: a fan of feathers, each with an eye at its tip
    ox, oy = 35, 47
    feathers, eyes_b, eyes_g, eyes_c = [], [], [], []
    for i, (deg, ln) in enumerate(((-32, 20), (-7, 21), (18, 21), (43, 20), (68, 18))):
        m = _local(ox, oy, deg)
        d = "M%s Q%s %s Q%s %sZ" % (m(0, 0), m(ln * 0.55, -4.2), m(ln + 1.2, 0),
                                    m(ln * 0.55, 4.2), m(0, 0))
        feathers.append((d, GREEN if i % 2 == 0 else GREEN_LIGHT))
        ex = ln - 1.6
        eyes_b.append(ellipse_d(ox + ex * math.cos(math.radians(deg)),
                                oy + ex * math.sin(math.radians(deg)), 3.1, 2.4, deg))
        eyes_g.append(ellipse_d(ox + ex * math.cos(math.radians(deg)),
                                oy + ex * math.sin(math.radians(deg)), 1.9, 1.5, deg))
        eyes_c.append(ellipse_d(ox + (ex + 0.3) * math.cos(math.radians(deg)),
                                oy + (ex + 0.3) * math.sin(math.radians(deg)), 0.9, 0.8, deg))
    for d, col in feathers:
        o.append('<path d="%s" fill="%s" stroke="%s" stroke-width="0.5"/>' % (d, col, GREEN_DARK))
    o.append('<path d="%s" fill="%s"/>' % ("".join(eyes_b), BLUE))
    o.append('<path d="%s" fill="%s"/>' % ("".join(eyes_g), GOLD))
    o.append('<path d="%s" fill="%s"/>' % ("".join(eyes_c), GREEN_DARK))
    # legs gripping the perch
    o.append('<path d="M25,54.5 L23.5,62.5 M30,55 L30.5,62.5 M21.2,62.8 Q23.5,60.6 25.8,62.8 '
             'M28.2,62.8 Q30.5,60.6 32.8,62.8" stroke="%s" stroke-width="1.2" '
             'stroke-linecap="round" fill="none"/>' % RED_DARK)
    # body
    o.append('<path d="M17.5,29 C12.5,37 13,50 22,55.5 C30,60 40.5,54 40,45.5 '
             'C39.5,38 31,33.5 25.5,28 Z" fill="%s" stroke="%s" stroke-width="0.6"/>'
             % (GREEN, GREEN_DARK))
    # breast in red
    o.append('<path d="M17.5,29.5 C13.5,37 13.8,47 19.5,53.5 C18.6,45 20.2,37 23.5,30.5 Z" '
             'fill="%s"/>' % RED)
    # wing: layered feathers
    o.append('<path d="M23,36 C30,34 37.5,38 39,45.5 C36.5,50.5 31,52.5 25.5,50 '
             'C27,46 26,40 23,36 Z" fill="%s" stroke="%s" stroke-width="0.5"/>' % (GREEN_DARK, GREEN_DARK))
    o.append('<path d="M26.5,39.5 q4,-0.5 7,2.5 M27.2,43.5 q4.5,-0.3 8,2.6 M27,47.5 q3.5,0.2 6.5,1.8" '
             'stroke="%s" stroke-width="0.9" fill="none" stroke-linecap="round"/>' % GREEN_LIGHT)
    o.append('<path d="M23,36 C26.5,35.2 30,35.6 33,37 C30,38.6 26,38.4 23,36Z" fill="%s"/>' % RED)
    # neck and head
    o.append('<path d="M16.6,31 C14.2,25 14.3,18.5 18.5,15.2 C22.5,12.3 28.2,14.3 28,19.8 '
             'C27.8,23.6 25.2,26.5 25.5,30.5 Z" fill="%s" stroke="%s" stroke-width="0.6"/>'
             % (BLUE, BLUE_DARK))
    # beak
    o.append('<path d="M16,17.4 L9.5,20.3 L16.6,21.3 Z" fill="%s" stroke="#9a6a08" '
             'stroke-width="0.4" stroke-linejoin="round"/>' % GOLD)
    # eye with a white cheek patch
    o.append('<path d="%s" fill="%s"/>' % (ellipse_d(21.4, 18.6, 2.9, 2.2, -10), IVORY))
    o.append('<circle cx="21" cy="18.6" r="1.15" fill="#111"/>')
    # crest
    o.append('<path d="M21,14.2 L18.6,8.6 M23.4,14 L23.6,7.8 M25.6,14.8 L28.2,9.4" stroke="%s" '
             'stroke-width="0.8" stroke-linecap="round"/>' % GREEN_DARK)
    o.append('<path d="%s%s%s" fill="%s"/>' % (
        ellipse_d(18.4, 7.9, 1.1, 1.6, -22), ellipse_d(23.6, 7, 1.1, 1.6, 0),
        ellipse_d(28.5, 8.6, 1.1, 1.6, 28), RED))
    return "".join(o)


def bamboo(n):
    o = [index_mark(str(n), GREEN_DARK)]
    if n == 1:
        o.append(bird())
        return o
    L2 = 27  # stick length with two rows
    L3 = 18.5  # with three rows
    layouts = {
        2: [(30, 22, L2, "g"), (30, 53, L2, "b")],
        3: [(30, 22, L2, "g"), (21, 53, L2, "b"), (39, 53, L2, "b")],
        4: [(20, 22, L2, "g"), (40, 22, L2, "b"), (20, 53, L2, "b"), (40, 53, L2, "g")],
        5: [(17, 22, L2, "g"), (43, 22, L2, "b"), (30, 37.5, L2, "r"),
            (17, 53, L2, "b"), (43, 53, L2, "g")],
        6: [(x, y, L2, c) for y, c in ((22, "g"), (53, "b")) for x in (17, 30, 43)],
        7: [(30, 14.5, L3, "r")] + [(x, y, L3, "g") for y in (37.5, 60.5) for x in (17, 30, 43)],
        9: [(x, y, L3, c) for y in (14.5, 37.5, 60.5)
            for x, c in ((17, "g"), (30, "r"), (43, "b"))],
    }
    if n == 8:
        for y, sgn in ((22, 1), (53, -1)):
            o.append(stick(12.5, y, L2, "g", width=5.8))
            o.append(stick(47.5, y, L2, "g", width=5.8))
            o.append(stick(24.2, y, L2 + 1, "b", angle=-17 * sgn, width=5.8))
            o.append(stick(35.8, y, L2 + 1, "b", angle=17 * sgn, width=5.8))
        return o
    for cx, cy, length, c in layouts[n]:
        o.append(stick(cx, cy, length, c, width=6.4 if length == L2 else 5.8))
    return o


# ---------------------------------------------------------------------------
# Characters, winds, dragons.

def characters(n):
    o = [index_mark(str(n), INK)]
    o.append(glyph_el(NUMERALS[n](), 12.5, 6.5, 38, 27, INK))
    o.append(glyph_el(g_wan(), 12, 37.5, 37, 33, RED))
    return o


def wind(key):
    glyphs = {"E": g_dong, "S": g_nan, "W": g_xi, "N": g_bei}
    o = [index_mark(key, RED)]
    o.append(glyph_el(glyphs[key](), 10, 14, 42, 52, INK))
    return o


def dragon(key):
    if key == "R":
        return [glyph_el(g_zhong(), 13, 12, 34, 52, RED)]
    if key == "G":
        return [glyph_el(g_fa(), 8, 12, 44, 52, GREEN)]
    # white dragon: a blue double frame with corner squares
    o = []
    x0, y0, x1, y1 = 11, 11, 49, 64
    o.append('<rect x="%s" y="%s" width="%s" height="%s" rx="1.5" fill="none" stroke="%s" '
             'stroke-width="3"/>' % (f(x0), f(y0), f(x1 - x0), f(y1 - y0), BLUE))
    o.append('<rect x="%s" y="%s" width="%s" height="%s" rx="0.6" fill="none" stroke="%s" '
             'stroke-width="1"/>' % (f(x0 + 4), f(y0 + 4), f(x1 - x0 - 8), f(y1 - y0 - 8), BLUE))
    for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        o.append('<rect x="%s" y="%s" width="5" height="5" fill="%s" stroke="%s" stroke-width="1.2" '
                 'transform="rotate(45 %s %s)"/>' % (f(x - 2.5), f(y - 2.5), IVORY, BLUE, f(x), f(y)))
    return o


# ---------------------------------------------------------------------------
# Flowers and seasons.

def blossom(cx, cy, r, petal, centre, notched=False, rot=0.0):
    o = []
    for i in range(5):
        a = math.radians(rot + 72 * i - 90)
        px, py = cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a)
        if notched:
            # a heart-like petal with a notch at its tip
            deg = math.degrees(a) + 90
            o.append('<path transform="translate(%s %s) rotate(%s) scale(%s)" '
                     'd="M0,5 C-4,2 -5,-3 -2.4,-5 C-1.2,-5.8 -0.3,-5 0,-3.8 '
                     'C0.3,-5 1.2,-5.8 2.4,-5 C5,-3 4,2 0,5Z"/>' % (
                         f(px), f(py), f(deg), f(r * 0.11)))
        else:
            o.append('<circle cx="%s" cy="%s" r="%s"/>' % (f(px), f(py), f(r * 0.5)))
    s = '<g fill="%s" stroke="%s" stroke-width="0.5">%s</g>' % (petal[0], petal[1], "".join(o))
    s += '<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (f(cx), f(cy), f(r * 0.28), centre)
    # stamens
    st = []
    for i in range(5):
        a = math.radians(rot + 72 * i - 54)
        st.append('<circle cx="%s" cy="%s" r="%s"/>' % (
            f(cx + r * 0.42 * math.cos(a)), f(cy + r * 0.42 * math.sin(a)), f(r * 0.07)))
    s += '<g fill="%s">%s</g>' % ("#8a5a00", "".join(st))
    return s


def leaf(x, y, length, width, angle, fill, vein=None):
    d = "M0,0 C%s,%s %s,%s %s,0 C%s,%s %s,%s 0,0Z" % (
        f(length * 0.3), f(-width), f(length * 0.75), f(-width * 0.8), f(length),
        f(length * 0.75), f(width * 0.8), f(length * 0.3), f(width))
    s = '<path transform="translate(%s %s) rotate(%s)" fill="%s" d="%s"/>' % (
        f(x), f(y), f(angle), fill, d)
    if vein:
        s += ('<path transform="translate(%s %s) rotate(%s)" d="M1,0 H%s" stroke="%s" '
              'stroke-width="0.45" stroke-linecap="round"/>' % (
                  f(x), f(y), f(angle), f(length * 0.85), vein))
    return s


def plum():
    o = []
    o.append('<path d="M14,66 C20,56 22,48 30,40 C36,34 40,26 46,14 M30,40 C36,40 42,44 47,42 '
             'M24,50 C20,44 14,40 12,32" stroke="#5a3a22" stroke-width="2.4" fill="none" '
             'stroke-linecap="round"/>')
    o.append(blossom(44, 18, 11, ("#e2455a", "#a3192d"), "#ffe8a0", rot=10))
    o.append(blossom(17, 33, 9, ("#e2455a", "#a3192d"), "#ffe8a0", rot=-12))
    o.append(blossom(40, 48, 9.5, ("#e2455a", "#a3192d"), "#ffe8a0", rot=30))
    o.append('<g fill="#e2455a" stroke="#a3192d" stroke-width="0.5"><circle cx="24" cy="56" r="2.2"/>'
             '<circle cx="49" cy="33" r="1.9"/><circle cx="32" cy="28" r="1.7"/></g>')
    return "".join(o)


def orchid():
    o = []
    # long arching leaves, painted as tapering brush strokes
    leaves = [
        ([(30, 68), (24, 56), (16, 44), (6, 36)], [0.6, 3.0, 2.2, 0.2]),
        ([(30, 68), (33, 52), (42, 38), (55, 31)], [0.6, 3.0, 2.0, 0.2]),
        ([(29, 68), (27, 55), (26, 44), (30, 30)], [0.5, 2.4, 1.8, 0.2]),
        ([(31, 68), (38, 60), (46, 58), (53, 62)], [0.5, 2.2, 1.6, 0.2]),
        ([(29, 68), (22, 62), (14, 62), (9, 66)], [0.5, 1.8, 1.2, 0.2]),
    ]
    o.append('<path fill="%s" d="%s"/>' % (GREEN, "".join(brush_outline(p, w) for p, w in leaves)))
    o.append('<path d="M30,66 C32,52 36,40 40,28 M28,60 C26,48 23,38 20,30" stroke="%s" '
             'stroke-width="0.9" fill="none" stroke-linecap="round"/>' % GREEN_DARK)
    # two orchid flowers: three sepals and two petals with a lip
    for cx, cy, s, rot in ((40, 22, 1.0, 10), (20, 26, 0.8, -20)):
        fl = []
        for i in range(5):
            a = math.radians(rot + 72 * i - 90)
            fl.append(ellipse_d(cx + 5 * s * math.cos(a), cy + 5 * s * math.sin(a),
                                5 * s, 2.6 * s, math.degrees(a)))
        o.append('<path fill="#a45bc8" stroke="#6a2a8c" stroke-width="0.5" d="%s"/>'
                 '<circle cx="%s" cy="%s" r="%s" fill="#f4e08a"/>'
                 '<path d="M%s,%s q%s,%s %s,0" fill="#c0272d"/>' % (
                     "".join(fl), f(cx), f(cy), f(2.6 * s), f(cx - 1.5 * s), f(cy + s),
                     f(1.5 * s), f(3.5 * s), f(3 * s)))
    return "".join(o)


def chrysanthemum():
    o = []
    o.append('<path d="M30,40 C30,52 28,60 30,70" stroke="%s" stroke-width="2" fill="none" '
             'stroke-linecap="round"/>' % GREEN)
    o.append(leaf(30, 56, 15, 4.5, -30, GREEN, GREEN_DARK))
    o.append(leaf(29, 62, 14, 4.2, 200, GREEN, GREEN_DARK))
    cx, cy = 30, 28
    for n, ln, wd, col, edge, off in (
            (20, 17, 2.4, "#f0a21a", "#b8650a", 0), (16, 12, 2.3, "#f7c12c", "#c77d0c", 11),
            (12, 7, 2.0, "#ffd85a", "#d08c10", 4)):
        ps = []
        for i in range(n):
            a = 360.0 * i / n + off
            r = math.radians(a - 90)
            ps.append(ellipse_d(cx + ln / 2 * math.cos(r), cy + ln / 2 * math.sin(r),
                                ln / 2, wd, a - 90))
        o.append('<path fill="%s" stroke="%s" stroke-width="0.4" d="%s"/>'
                 % (col, edge, "".join(ps)))
    o.append('<circle cx="%s" cy="%s" r="3" fill="#c8741a"/>' % (f(cx), f(cy)))
    return "".join(o)


def bamboo_sprig():
    o = []
    # the stalk leans 8 degrees to the right; its foot is at (31, 70)
    deg = 8
    sa, ca = math.sin(math.radians(deg)), math.cos(math.radians(deg))

    def at(d):
        return 31 + d * sa, 70 - d * ca
    cx, cy = at(31)
    o.append('<path d="%s" fill="url(#mt-stick)" stroke="%s" stroke-width="0.5"/>' % (
        rrect_d(cx, cy, 5.2, 62, 2, deg), GREEN_DARK))
    nodes = []
    for d in (16.1, 32.1, 48.1):
        nx, ny = at(d)
        nodes.append(rrect_d(nx, ny, 6.2, 1.8, 0.9, deg))
    o.append('<path d="%s" fill="%s"/>' % ("".join(nodes), GREEN_DARK))
    for x, y, ang, ln in ((34, 22, -35, 16), (34, 23, -10, 18), (33, 22, 15, 14),
                          (30, 38, 200, 16), (30, 39, 165, 17), (30, 38, 225, 13),
                          (36, 53, -20, 13), (36, 54, 10, 12)):
        o.append(leaf(x, y, ln, 3.1, ang, GREEN, GREEN_DARK))
    return "".join(o)


def spring():
    o = []
    o.append('<path d="M8,62 C18,56 26,50 34,40 C40,32 44,26 52,20 M26,50 C30,54 36,56 42,56" '
             'stroke="#6b4426" stroke-width="2.2" fill="none" stroke-linecap="round"/>')
    o.append(leaf(34, 40, 10, 3.2, -100, GREEN_LIGHT, GREEN))
    o.append(leaf(42, 56, 9, 3, 20, GREEN_LIGHT, GREEN))
    o.append(leaf(14, 58, 9, 3, -60, GREEN_LIGHT, GREEN))
    o.append(blossom(30, 27, 14, ("#f7b6c8", "#d0577d"), "#e8547a", notched=True, rot=0))
    o.append(blossom(46, 47, 8.5, ("#f7b6c8", "#d0577d"), "#e8547a", notched=True, rot=20))
    o.append('<path fill="#f7b6c8" stroke="#d0577d" stroke-width="0.5" d="%s%s"/>' % (
        ellipse_d(52, 19, 2, 2.8, 40), ellipse_d(20, 55, 1.8, 2.6)))
    return "".join(o)


def summer():
    o = []
    cx, cy = 30, 30
    rays = []
    for i in range(12):
        a = math.radians(30 * i)
        r1, r2 = 13.5, 20
        w = math.radians(7)
        rays.append("M%s,%sL%s,%sL%s,%sZ" % (
            f(cx + r1 * math.cos(a - w)), f(cy + r1 * math.sin(a - w)),
            f(cx + r2 * math.cos(a)), f(cy + r2 * math.sin(a)),
            f(cx + r1 * math.cos(a + w)), f(cy + r1 * math.sin(a + w))))
    o.append('<path fill="#f08a1c" stroke="#c2570c" stroke-width="0.5" stroke-linejoin="round" '
             'd="%s"/>' % "".join(rays))
    o.append('<circle cx="%s" cy="%s" r="12" fill="url(#mt-sun)" stroke="#c2570c" '
             'stroke-width="0.6"/>' % (f(cx), f(cy)))
    # waves
    o.append('<path d="M8,58 q5.5,-5 11,0 t11,0 t11,0 t11,0 M8,66 q5.5,-5 11,0 t11,0 t11,0 t11,0" '
             'stroke="%s" stroke-width="2.2" fill="none" stroke-linecap="round"/>' % SEASON_COLOR)
    return "".join(o)


def maple_leaf_path(cx, cy, R):
    """A maple leaf: five pointed, serrated lobes around (cx, cy)."""
    # lobes: (direction in degrees from straight up, length, half width)
    lobes = [(0, 1.0, 30), (58, 0.9, 28), (-58, 0.9, 28), (118, 0.55, 22), (-118, 0.55, 22)]
    out = []
    n = 240
    for i in range(n):
        a = -180 + 360.0 * i / n
        r = 0.26
        for la, lr, hw in lobes:
            da = abs(a - la)
            if da < hw:
                t = 1 - da / hw
                body = 0.26 + (lr - 0.26) * t ** 1.15
                teeth = 0.06 * lr * abs(math.sin(da / hw * math.pi * 3)) * (1 - t) ** 0.5
                r = max(r, body + teeth)
        if abs(a) > 160:
            r = 0.2
        rad = math.radians(a - 90)
        out.append((cx + R * r * math.cos(rad), cy + R * r * math.sin(rad)))
    return "M" + " ".join("%s,%s" % (f(x), f(y)) for x, y in out) + "Z"


def autumn():
    o = []
    o.append('<path d="M30,46 C30,56 31,62 33,69" stroke="#8a3b12" stroke-width="1.6" '
             'stroke-linecap="round" fill="none"/>')
    o.append('<path fill="#e0571c" stroke="#9a2f0c" stroke-width="0.6" stroke-linejoin="round" d="%s"/>'
             % maple_leaf_path(30, 42, 27))
    o.append('<path d="M30,48 L30,18 M30,42 L16.5,30.5 M30,42 L43.5,30.5 M30,46 L21,49.5 M30,46 L39,49.5" '
             'stroke="#9a2f0c" stroke-width="0.8" stroke-linecap="round" fill="none"/>')
    return "".join(o)


def winter():
    cx, cy = 30, 38
    d = []
    for i in range(6):
        a = math.radians(60 * i - 90)
        ux, uy = math.cos(a), math.sin(a)
        vx, vy = -uy, ux
        d.append("M%s,%sL%s,%s" % (f(cx), f(cy), f(cx + 21 * ux), f(cy + 21 * uy)))
        for dist, bl in ((9, 5.5), (15, 4.2)):
            bx, by = cx + dist * ux, cy + dist * uy
            for sgn in (1, -1):
                ex = bx + bl * (0.7 * ux + sgn * 0.7 * vx)
                ey = by + bl * (0.7 * uy + sgn * 0.7 * vy)
                d.append("M%s,%sL%s,%s" % (f(bx), f(by), f(ex), f(ey)))
    s = ('<path d="%s" stroke="%s" stroke-width="2.4" stroke-linecap="round" fill="none"/>'
         % ("".join(d), "#1f5fae"))
    s += ('<path d="%s" stroke="#9cc8f0" stroke-width="0.8" stroke-linecap="round" fill="none"/>'
          % "".join(d))
    s += '<circle cx="%s" cy="%s" r="3.2" fill="#1f5fae"/>' % (f(cx), f(cy))
    return s


def flower(n):
    art = {1: plum, 2: orchid, 3: chrysanthemum, 4: bamboo_sprig}[n]
    return [frame(FLOWER_COLOR), art(), index_mark(str(n), FLOWER_COLOR)]


def season(n):
    art = {1: spring, 2: summer, 3: autumn, 4: winter}[n]
    return [frame(SEASON_COLOR), art(), index_mark(str(n), SEASON_COLOR)]


# ---------------------------------------------------------------------------
# The back of a tile and the table cloth.

def back():
    o = []
    x0, y0, x1, y1 = 6, 6, 54, 68.8
    o.append('<rect x="%s" y="%s" width="%s" height="%s" rx="3.5" fill="none" stroke="#bfe3c9" '
             'stroke-opacity="0.55" stroke-width="1"/>' % (f(x0), f(y0), f(x1 - x0), f(y1 - y0)))
    o.append('<rect x="%s" y="%s" width="%s" height="%s" rx="2.2" fill="none" stroke="#bfe3c9" '
             'stroke-opacity="0.35" stroke-width="0.5"/>' % (
                 f(x0 + 2.2), f(y0 + 2.2), f(x1 - x0 - 4.4), f(y1 - y0 - 4.4)))
    # a diamond lattice inside the inner frame
    ix0, iy0, ix1, iy1 = x0 + 4, y0 + 4, x1 - 4, y1 - 4
    lines = []
    step = 8.0
    cx = (ix0 + ix1) / 2
    cy = (iy0 + iy1) / 2
    for k in range(-12, 13):
        for sgn in (1, -1):
            # line through (cx + k*step, cy) with slope sgn*1.4
            m = 1.4 * sgn
            x_at = lambda y: cx + k * step + (y - cy) / m
            seg = []
            for y in (iy0, iy1):
                x = x_at(y)
                if ix0 <= x <= ix1:
                    seg.append((x, y))
            for x in (ix0, ix1):
                y = cy + m * (x - cx - k * step)
                if iy0 <= y <= iy1:
                    seg.append((x, y))
            seg = sorted(set((round(a, 2), round(b, 2)) for a, b in seg))
            if len(seg) >= 2:
                lines.append("M%s,%sL%s,%s" % (f(seg[0][0]), f(seg[0][1]), f(seg[-1][0]), f(seg[-1][1])))
    o.append('<path d="%s" stroke="#cfead6" stroke-opacity="0.22" stroke-width="0.5"/>' % "".join(lines))
    # central medallion
    mx, my = FACE_CX, FACE_CY
    o.append('<circle cx="%s" cy="%s" r="9" fill="#2a7350" stroke="#cfead6" stroke-opacity="0.6" '
             'stroke-width="0.8"/>' % (f(mx), f(my)))
    pet = []
    for i in range(4):
        a = math.radians(90 * i + 45)
        pet.append(ellipse_d(mx + 4 * math.cos(a), my + 4 * math.sin(a), 4, 2.2, 90 * i + 45))
    o.append('<path fill="#cfead6" fill-opacity="0.55" d="%s"/>' % "".join(pet))
    o.append('<circle cx="%s" cy="%s" r="1.6" fill="#cfead6" fill-opacity="0.55"/>' % (f(mx), f(my)))
    return o


def cloth(dark):
    rnd = random.Random(7 if dark else 3)
    base = "#1b4630" if dark else "#3b8a57"
    light = "#6fb98a" if not dark else "#3f7a58"
    shade = "#1f5a37" if not dark else "#0c2a1a"
    o = ['<rect width="%d" height="%d" fill="%s"/>' % (CLOTH, CLOTH, base)]
    for col, count, op in ((light, 260, 0.22), (shade, 260, 0.28)):
        d = []
        for _ in range(count):
            x = rnd.uniform(1.0, CLOTH - 1.0)
            y = rnd.uniform(1.0, CLOTH - 1.0)
            a = rnd.uniform(0, math.pi)
            ln = rnd.uniform(0.4, 1.1)
            dx, dy = ln * math.cos(a) / 2, ln * math.sin(a) / 2
            d.append("M%s,%sl%s,%s" % (f1(x - dx), f1(y - dy), f1(2 * dx), f1(2 * dy)))
        o.append('<path d="%s" stroke="%s" stroke-opacity="%s" stroke-width="0.35" '
                 'stroke-linecap="round"/>' % ("".join(d), col, f(op)))
    return o


# ---------------------------------------------------------------------------
# Sheet layout.

def tile_group(tid, col, row, content, back_=False):
    x = MARGIN + col * (CELL_W + GAP)
    y = MARGIN + row * (CELL_H + GAP)
    return '<g id="%s" transform="translate(%s %s)">%s%s</g>' % (
        tid, f(x), f(y), body(back_), "".join(content))


def build():
    rows = []
    for n in range(1, 10):
        rows.append(tile_group("tile-%dc" % n, n - 1, 0, characters(n)))
    for n in range(1, 10):
        rows.append(tile_group("tile-%db" % n, n - 1, 1, bamboo(n)))
    for n in range(1, 10):
        rows.append(tile_group("tile-%dd" % n, n - 1, 2, circles(n)))
    for i, k in enumerate("ESWN"):
        rows.append(tile_group("tile-%sw" % k, i, 3, wind(k)))
    for i, k in enumerate("RGW"):
        rows.append(tile_group("tile-%sd" % k, 4 + i, 3, dragon(k)))
    rows.append(tile_group("tile-back", 7, 3, back(), back_=True))
    rows.append(tile_group("tile-blank", 8, 3, []))
    for n in range(1, 5):
        rows.append(tile_group("tile-%df" % n, n - 1, 4, flower(n)))
    for n in range(1, 5):
        rows.append(tile_group("tile-%ds" % n, 4 + n, 4, season(n)))
    # the cloth swatches, each centred in a cell of the last row
    for i, (cid, dark) in enumerate((("cloth-light", False), ("cloth-dark", True))):
        x = MARGIN + i * (CELL_W + GAP) + (CELL_W - CLOTH) / 2
        y = MARGIN + 5 * (CELL_H + GAP) + (CELL_H - CLOTH) / 2
        rows.append('<g id="%s" transform="translate(%s %s)">%s</g>' % (
            cid, f(x), f(y), "".join(cloth(dark))))
    width = 2 * MARGIN + COLS * CELL_W + (COLS - 1) * GAP
    height = 2 * MARGIN + 6 * CELL_H + 5 * GAP
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- Mahjong Table tileset. Drawn for Mahjong Table; license CC-BY-SA-4.0.\n'
            '     Generated by data/tiles/generate-tiles.py: edit the script, not this file. -->\n'
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n'
            '<title>Mahjong Table tiles</title>\n' % (width, height, width, height))
    return head + DEFS + "\n" + "\n".join(rows) + "\n</svg>\n"


def main():
    out = OUTPUT
    if len(sys.argv) > 1:
        out = sys.argv[1]
    data = build()
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(data)
    print("wrote %s (%d bytes)" % (out, len(data.encode("utf-8"))))


if __name__ == "__main__":
    main()
