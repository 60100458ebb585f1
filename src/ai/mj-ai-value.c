/* mj-ai-value.c: what a hand is worth and how likely it is to go out
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand far from ready is valued by its features, read from the ruleset's own values: the
 * points and doubles (or faan) of the sets it holds or will likely hold, of its bonus tiles,
 * and of the hand patterns its plan aims at, each weighted by the chance it comes true.
 * A ready hand is valued exactly: the scoring engine scores it with each tile it waits on,
 * won from the wall and on a discard. Values are in the settlement's units: what the seat
 * gains, not the hand's total.
 */

#define G_LOG_DOMAIN "mj-ai"

#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-ai-private.h"
#include "mj-shape.h"

/* Going out in time */

/*
 * The chance of going out, from how far the hand is (k tiles to go: the shanten plus one)
 * and how many draws are left, measured in games among standard players (all rulesets
 * alike, within a few points): the rows are k = 1..8, the columns 1.5, 5.5, 9.5, 13.5 and
 * 17.5 draws left. A hand with more tiles to improve it does somewhat better than the
 * typical one of its row; claims, and the others going out first, are in the numbers.
 */
#define P_WIN_MAX_K 8

static const double p_win_rows[P_WIN_MAX_K][5] = {
  { 0.18,  0.40,  0.52,  0.62,  0.70 },
  { 0.025, 0.12,  0.24,  0.38,  0.50 },
  { 0.005, 0.055, 0.14,  0.27,  0.36 },
  { 0.0,   0.02,  0.075, 0.16,  0.24 },
  { 0.0,   0.005, 0.035, 0.10,  0.19 },
  { 0.0,   0.0,   0.01,  0.06,  0.13 },
  { 0.0,   0.0,   0.005, 0.03,  0.07 },
  { 0.0,   0.0,   0.002, 0.015, 0.035 },
};

/* The improving tiles of a typical hand of each row (live waits for a ready hand). */
static const double p_win_tiles[P_WIN_MAX_K] = { 5, 16, 26, 34, 44, 52, 60, 66 };

/* How a ready hand's wait comes: the others' discards complete it about as often again as
 * its own draws. */
#define READY_DISCARD_RATE 1.2

/* How much better (or worse) than the typical hand of its row: (tiles / typical)^0.3, a
 * ready hand's waits counting more, in steps of a quarter tile. */
#define TILE_STEPS 4
#define MAX_TILES  136

static double
tiles_factor (guint  k,
              double tiles)
{
  static float table[P_WIN_MAX_K][MAX_TILES * TILE_STEPS + 1];
  static gsize once = 0;
  guint i;

  if (g_once_init_enter (&once))
    {
      for (guint row = 0; row < P_WIN_MAX_K; row++)
        for (guint j = 0; j <= MAX_TILES * TILE_STEPS; j++)
          {
            double f = pow ((double) j / TILE_STEPS / p_win_tiles[row], row == 0 ? 0.45 : 0.3);

            table[row][j] = (float) CLAMP (f, row == 0 ? 0.25 : 0.4, 1.5);
          }
      g_once_init_leave (&once, 1);
    }

  i = (guint) (MIN (tiles, (double) MAX_TILES) * TILE_STEPS + 0.5);
  return table[k - 1][i];
}

/**
 * mj_ai_p_win:
 * @k: improvements still needed (shanten + 1)
 * @tiles: the unseen tiles that improve the hand; for a ready hand, its live waits
 *   weighted by how they can come (see mj_ai_ready_value())
 * @draws: the seat's draws left
 *
 * Returns: the chance of going out before the hand ends
 */
double
mj_ai_p_win (guint  k,
             double tiles,
             double draws)
{
  const double *row;
  double x, base, factor;
  guint i;

  if (k == 0)
    return 1.0;
  if (k > P_WIN_MAX_K || draws <= 0 || tiles <= 0)
    return 0.0;

  row = p_win_rows[k - 1];
  x = (draws - 1.5) / 4.0;
  if (x <= 0)
    base = row[0] * MAX (draws, 0.0) / 1.5;
  else if (x >= 4)
    base = MIN (row[4] + (row[4] - row[3]) * 0.5 * (x - 4), row[4] * 1.3);
  else
    {
      i = (guint) x;
      base = row[i] + (row[i + 1] - row[i]) * (x - i);
    }

  factor = tiles_factor (k, tiles);
  return MIN (base * factor, 0.95);
}

/* Values of the ruleset */

int
mj_ai_faan_of (const MjAiCtx *ctx,
               MjRuleId       rule,
               gboolean       closed)
{
  int f = closed ? ctx->v->faan[rule] : ctx->v->faan_exposed[rule];

  if (f == MJ_FAAN_NONE || f <= 0)
    return 0;
  if (f == MJ_FAAN_MAX)
    return ctx->v->params[MJ_PARAM_MAX_FAAN];
  return f;
}

double
mj_ai_faan_points (const MjAiCtx *ctx,
                   double         faan)
{
  static const int table[14] = { 1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 128 };
  int max = ctx->v->params[MJ_PARAM_MAX_FAAN];
  int paid_min = ctx->v->params[MJ_PARAM_FAAN_PAID_MIN];
  double a, b;
  int lo;

  faan = CLAMP (faan, (double) paid_min, (double) max);
  lo = (int) faan;

  if (ctx->v->params[MJ_PARAM_FAAN_POINTS] == MJ_FAAN_POINTS_DOUBLING)
    return pow (2.0, faan);
  a = table[CLAMP (lo, 0, 13)];
  b = table[CLAMP (lo + 1, 0, 13)];
  return a + (b - a) * (faan - lo);
}

/* The points, doubles and faan of a set. */
void
mj_ai_set_value (const MjAiCtx *ctx,
                 MjSetKind      kind,
                 MjTile         t,
                 gboolean       exposed,
                 gboolean       closed_hand,
                 double        *points,
                 double        *doubles,
                 double        *faan)
{
  const MjRulesetValues *v = ctx->v;
  gboolean major = mj_tile_is_major (t);
  MjRuleId rule;

  switch (kind)
    {
    case MJ_SET_PUNG:
      rule = major ? (exposed ? MJ_RULE_PUNG_MAJOR_EXPOSED : MJ_RULE_PUNG_MAJOR_CONCEALED)
                   : (exposed ? MJ_RULE_PUNG_MINOR_EXPOSED : MJ_RULE_PUNG_MINOR_CONCEALED);
      break;
    case MJ_SET_KONG:
      rule = major ? (exposed ? MJ_RULE_KONG_MAJOR_EXPOSED : MJ_RULE_KONG_MAJOR_CONCEALED)
                   : (exposed ? MJ_RULE_KONG_MINOR_EXPOSED : MJ_RULE_KONG_MINOR_CONCEALED);
      break;
    case MJ_SET_PAIR:
      if (mj_tile_is_dragon (t))
        *points += v->points[MJ_RULE_PAIR_DRAGONS];
      else if (mj_tile_is_wind (t))
        {
          if (t == ctx->own_wind)
            *points += v->points[MJ_RULE_PAIR_OWN_WIND];
          if (t == ctx->prevailing)
            *points += v->points[MJ_RULE_PAIR_PREVAILING_WIND];
          if (t != ctx->own_wind && t != ctx->prevailing)
            *points += v->points[MJ_RULE_PAIR_OTHER_WIND];
        }
      return;
    default:
      return;
    }

  *points += v->points[rule];
  if (mj_tile_is_dragon (t))
    {
      *doubles += v->doubles[MJ_RULE_DRAGON_PUNG];
      *faan += mj_ai_faan_of (ctx, MJ_RULE_DRAGON_PUNG, closed_hand);
    }
  if (t == ctx->own_wind)
    {
      *doubles += v->doubles[MJ_RULE_OWN_WIND_PUNG];
      *faan += mj_ai_faan_of (ctx, MJ_RULE_OWN_WIND_PUNG, closed_hand);
    }
  if (t == ctx->prevailing)
    {
      *doubles += v->doubles[MJ_RULE_PREVAILING_WIND_PUNG];
      *faan += mj_ai_faan_of (ctx, MJ_RULE_PREVAILING_WIND_PUNG, closed_hand);
    }
}

/* Whether an honour's pung scores a double or faan for this seat. */
static gboolean
scoring_honour (const MjAiCtx *ctx,
                MjTile         t)
{
  return mj_tile_is_dragon (t) || t == ctx->own_wind || t == ctx->prevailing;
}

/**
 * mj_ai_hand_total_to_pay:
 *
 * Returns: what the seat gains when it goes out with a hand of @total; where no hand
 *   scores, 1 for any way of going out (see mj_ai_win_value())
 */
double
mj_ai_hand_total_to_pay (const MjAiCtx *ctx,
                         int            total,
                         gboolean       self_drawn)
{
  if (!ctx->scores)
    return 1.0;
  return total * (self_drawn ? ctx->pay_self : ctx->pay_discard);
}

/* The kinds @counts holds, a bit each. */
static inline guint64
held_kinds (const guint8 counts[MJ_N_PLAY_KINDS])
{
  guint64 held = 0;

  for (guint t = 0; t < MJ_N_PLAY_KINDS; t++)
    held |= (guint64) (counts[t] != 0) << t;
  return held;
}

/* Features */

typedef struct
{
  double points;
  double mult;      /* expected 2^doubles */
  double faan;
  double need_p;    /* the chance that no faan (or double) source comes: for a minimum */
  double limit_p;   /* the chance of a limit hand */
} Feat;

static inline void
feat_double (Feat   *f,
             double  p,
             int     doubles)
{
  if (doubles > 0 && p > 0)
    f->mult *= 1.0 + p * (ldexp (1.0, doubles) - 1.0);
}

/* A feature that counts toward the minimum faan or doubles going out asks for. */
static inline void
feat_source (Feat   *f,
             double  p,
             double  faan_or_doubles)
{
  if (faan_or_doubles > 0)
    f->need_p *= 1.0 - CLAMP (p, 0.0, 1.0);
}

/**
 * mj_ai_value_init:
 *
 * Works out the values of a pung and a pair of each kind for the seat, and the chance
 * that a pair becomes a pung before the wall runs out.
 */
void
mj_ai_value_init (MjAiCtx *ctx)
{
  MjAiMemory *cache = ctx->memory;

  if (cache != NULL && cache->ruleset == ctx->ruleset && cache->have_values &&
      cache->values_seat_wind == ctx->seat_wind && cache->values_prevailing == ctx->view->prevailing_wind)
    {
      memcpy (ctx->pung_points, cache->pung_points, sizeof ctx->pung_points);
      memcpy (ctx->pung_doubles, cache->pung_doubles, sizeof ctx->pung_doubles);
      memcpy (ctx->pung_faan, cache->pung_faan, sizeof ctx->pung_faan);
      memcpy (ctx->pair_points, cache->pair_points, sizeof ctx->pair_points);
      goto chances;
    }

  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      for (guint e = 0; e < 2; e++)
        {
          double pts = 0, dbl = 0, fa = 0;

          mj_ai_set_value (ctx, MJ_SET_PUNG, t, e, e == 0, &pts, &dbl, &fa);
          ctx->pung_points[e][t] = (float) pts;
          ctx->pung_faan[e == 0][t] = (float) fa;
          ctx->pung_doubles[t] = (float) dbl;
        }
      {
        double pts = 0, dbl = 0, fa = 0;

        mj_ai_set_value (ctx, MJ_SET_PAIR, t, FALSE, TRUE, &pts, &dbl, &fa);
        ctx->pair_points[t] = (float) pts;
      }
    }

  if (cache != NULL)
    {
      if (cache->ruleset != ctx->ruleset)
        {
          memset (cache, 0, sizeof *cache);
          cache->ruleset = ctx->ruleset;
        }
      cache->have_values = TRUE;
      cache->values_seat_wind = (guint8) ctx->seat_wind;
      cache->values_prevailing = ctx->view->prevailing_wind;
      memcpy (cache->pung_points, ctx->pung_points, sizeof ctx->pung_points);
      memcpy (cache->pung_doubles, ctx->pung_doubles, sizeof ctx->pung_doubles);
      memcpy (cache->pung_faan, ctx->pung_faan, sizeof ctx->pung_faan);
      memcpy (cache->pair_points, ctx->pair_points, sizeof ctx->pair_points);
    }

chances:
  for (guint claims = 0; claims < 2; claims++)
    for (guint u = 0; u < 5; u++)
      {
        double q = ctx->unseen_total > 0 ? (double) u / ctx->unseen_total : 0;
        double per = MIN (q * (claims ? 3.0 : 1.0), 0.9);

        ctx->pung_chance[claims][u] = (float) (1.0 - pow (1.0 - per, MAX (ctx->draws_left, 0.0)));
      }
}

/**
 * mj_ai_win_value:
 *
 * The expected gain from going out with @hand following @plan: its features weighted by
 * their chances, turned into a payment (a share of the wins self-drawn). @shanten is the
 * plan's, @pung_shanten the hand's with no chow.
 *
 * Returns: the value, 0 when the plan cannot go out
 */
double
mj_ai_win_value (const MjAiCtx  *ctx,
                 const MjAiHand *hand,
                 const MjAiPlan *plan,
                 int             shanten,
                 int             pung_shanten)
{
  const MjRulesetValues *v = ctx->v;
  const MjAiStyle *style = ctx->style;
  Feat f = { 0, 1.0, 0, 1.0, 0 };
  gboolean exposed = FALSE, chow = FALSE, closed;
  guint suits = 0, honours = 0, majors = 0, minors = 0;
  guint conc_pungs = 0, dragon_pungs = 0, dragon_pairs = 0;
  double value, v_self, v_disc, p_self = ctx->self_share;
  double p_nochow = 0;
  gboolean claims;

  /* where no hand scores, the one who goes out wins the hand whatever it holds: every way of
   * going out is worth the same */
  if (!ctx->scores)
    return 1.0;

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (m->kind == MJ_SET_CHOW)
        chow = TRUE;
      if (m->kind == MJ_SET_KONG ? m->kong_origin == MJ_KONG_ADDED : m->exposed)
        exposed = TRUE;
    }
  closed = !exposed;
  claims = !closed || plan->kind != MJ_AI_PLAN_PAIRS;

  f.points = v->points[MJ_RULE_MAHJONG];
  f.points += ctx->sure_points;
  feat_double (&f, 1.0, (int) ctx->sure_doubles);
  f.faan = ctx->sure_faan;
  feat_source (&f, 1.0, ctx->faan ? ctx->sure_faan : 0);

  /* declared sets */
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];
      double pts = 0, dbl = 0, fa = 0;
      gboolean set_exposed = m->kind == MJ_SET_KONG ? m->kong_origin != MJ_KONG_CONCEALED : m->exposed;

      mj_ai_set_value (ctx, (MjSetKind) m->kind, m->tile, set_exposed, closed, &pts, &dbl, &fa);
      f.points += pts;
      feat_double (&f, 1.0, (int) dbl);
      f.faan += fa;
      feat_source (&f, 1.0, ctx->faan ? fa : dbl);
      if (m->kind != MJ_SET_CHOW)
        {
          conc_pungs += !set_exposed;
          dragon_pungs += mj_tile_is_dragon (m->tile);
        }
      for (guint k = 0; k < (m->kind == MJ_SET_CHOW ? 3u : 1u); k++)
        {
          MjTile t = (MjTile) (m->tile + k);

          if (mj_tile_is_suited (t))
            suits |= 1u << mj_tile_suit (t);
          else
            honours++;
          majors += mj_tile_is_major (t);
          minors += mj_tile_is_minor (t);
        }
    }

  /* concealed tiles */
  for (guint64 held = held_kinds (hand->counts) & plan->shape.allowed; held != 0; held &= held - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (held);
      guint c = hand->counts[t];
      double pts, dbl, fa, p;

      if (mj_tile_is_suited (t))
        suits |= 1u << mj_tile_suit (t);
      else
        honours += c;
      majors += mj_tile_is_major (t) ? c : 0;
      minors += mj_tile_is_minor (t) ? c : 0;

      if (plan->kind == MJ_AI_PLAN_PAIRS || c < 2)
        continue;

      if (c >= 3)
        {
          p = mj_tile_is_honour (t) ? 1.0 : 0.8;
          pts = ctx->pung_points[0][t];
          conc_pungs++;
          dragon_pungs += mj_tile_is_dragon (t);
        }
      else if (mj_tile_is_honour (t))
        {
          p = ctx->pung_chance[claims][MIN (ctx->unseen[t], 4)];
          if (plan->kind == MJ_AI_PLAN_HONOUR && plan->shape.forced == t)
            p = 1.0;
          pts = ctx->pung_points[claims][t];
          dragon_pairs += mj_tile_is_dragon (t);
          if (scoring_honour (ctx, t))
            {
              /* as the pair, if it stays one */
              f.points += (1 - p) * ctx->pair_points[t] * 0.5;
              p *= style->honours;
            }
        }
      else
        {
          p = 0.2;
          pts = ctx->pung_points[1][t];
        }

      dbl = ctx->pung_doubles[t];
      fa = ctx->pung_faan[closed][t];
      p = MIN (p, 1.0);
      f.points += p * pts;
      if (dbl > 0)
        feat_double (&f, p, (int) dbl);
      f.faan += p * fa;
      feat_source (&f, p, ctx->faan ? fa : dbl);
    }

  /* whole-hand patterns */
  if (!chow)
    {
      if (plan->kind == MJ_AI_PLAN_PAIRS ||
          ctx->max_chows - (int) ctx->exposed_chows <= 0)
        p_nochow = plan->kind == MJ_AI_PLAN_PAIRS ? 0.0 : 1.0;
      else
        p_nochow = pung_shanten <= shanten ? 0.8 : pung_shanten == shanten + 1 ? 0.3 :
                   pung_shanten == shanten + 2 ? 0.08 : 0.0;
      feat_double (&f, p_nochow, v->doubles[MJ_RULE_NO_CHOWS]);
      feat_source (&f, p_nochow, v->doubles[MJ_RULE_NO_CHOWS]);
      if (ctx->faan && hand->n_melds + conc_pungs >= 3)
        {
          double p4 = p_nochow * 0.7;

          f.faan += p4 * mj_ai_faan_of (ctx, MJ_RULE_FOUR_PUNGS, closed);
          feat_source (&f, p4, mj_ai_faan_of (ctx, MJ_RULE_FOUR_PUNGS, closed));
        }
    }

  if (ctx->faan && plan->kind != MJ_AI_PLAN_PAIRS)
    {
      double p3 = conc_pungs >= 3 ? 0.9 : conc_pungs == 2 ? 0.2 : 0.0;
      int fa = mj_ai_faan_of (ctx, MJ_RULE_THREE_CONCEALED_PUNGS, TRUE);

      f.faan += p3 * fa;
      feat_source (&f, p3, fa);
    }

  /* one suit */
  {
    guint n_suits = (guint) __builtin_popcount (suits);
    double p_one = 0, p_pure = 0;

    if (plan->kind == MJ_AI_PLAN_HALF_SUIT)
      {
        p_one = 1.0;
        p_pure = honours == 0 ? 0.3 : 0.0;
      }
    else if (plan->kind == MJ_AI_PLAN_FULL_SUIT)
      p_one = p_pure = 1.0;
    else if (n_suits <= 1)
      {
        p_one = 0.7;
        p_pure = honours == 0 ? 0.5 : 0.0;
      }

    if (ctx->faan)
      {
        double fh = (p_one - p_pure) * mj_ai_faan_of (ctx, MJ_RULE_HALF_SUIT, closed);
        double ff = p_pure * mj_ai_faan_of (ctx, MJ_RULE_FULL_SUIT, closed);

        f.faan += fh + ff;
        feat_source (&f, p_one, mj_ai_faan_of (ctx, MJ_RULE_HALF_SUIT, closed));
      }
    else
      {
        feat_double (&f, p_one - p_pure, v->doubles[MJ_RULE_HALF_SUIT]);
        feat_double (&f, p_pure, v->doubles[MJ_RULE_FULL_SUIT]);
        feat_double (&f, p_pure * p_nochow, v->doubles[MJ_RULE_PURITY]);
        feat_source (&f, p_one, v->doubles[MJ_RULE_HALF_SUIT]);
        feat_source (&f, p_pure, v->doubles[MJ_RULE_FULL_SUIT] + v->doubles[MJ_RULE_PURITY]);
        if (v->limit[MJ_RULE_BURIED_TREASURE] && p_one > 0 && closed && conc_pungs >= 3)
          f.limit_p += 0.2 * p_one;
      }
    if (ctx->cleared && p_one < 1.0 && majors < 14)
      f.need_p = MAX (f.need_p, 1.0 - p_one);
  }

  /* only terminals and honours; all simples */
  if (minors == 0)
    {
      feat_double (&f, 0.6, v->doubles[MJ_RULE_ONLY_MAJORS]);
      f.faan += 0.6 * mj_ai_faan_of (ctx, MJ_RULE_ONLY_MAJORS, closed);
    }
  if (ctx->faan && majors <= 1)
    {
      double ps = plan->kind == MJ_AI_PLAN_SIMPLES ? 1.0 : majors == 0 ? 0.6 : 0.25;

      f.faan += ps * mj_ai_faan_of (ctx, MJ_RULE_ALL_SIMPLES, closed);
      feat_source (&f, ps, mj_ai_faan_of (ctx, MJ_RULE_ALL_SIMPLES, closed));
    }

  /* dragons */
  if (dragon_pungs + dragon_pairs >= 3 && dragon_pungs >= 1)
    {
      double pl = dragon_pungs >= 2 ? 0.7 : 0.25;

      feat_double (&f, pl, v->doubles[MJ_RULE_LITTLE_THREE_DRAGONS]);
      f.faan += pl * mj_ai_faan_of (ctx, MJ_RULE_LITTLE_THREE_DRAGONS, closed);
      if (dragon_pungs >= 2 && (v->limit[MJ_RULE_THREE_GREAT_SCHOLARS] ||
                                mj_ai_faan_of (ctx, MJ_RULE_THREE_GREAT_SCHOLARS, closed)))
        f.limit_p += 0.2;
    }

  if (ctx->east)
    feat_double (&f, 1.0, v->doubles[MJ_RULE_EAST_GOES_OUT]);

  /* seven pairs: a special hand of its own value */
  if (plan->kind == MJ_AI_PLAN_PAIRS)
    {
      if (ctx->faan)
        f.faan += mj_ai_faan_of (ctx, MJ_RULE_SEVEN_PAIRS, closed);
      else if (v->limit[MJ_RULE_SEVEN_PAIRS])
        f.limit_p = MAX (f.limit_p, v->limit[MJ_RULE_SEVEN_PAIRS] / 1000.0);
      f.need_p = 0;
    }

  /* no flower or season yet: the faan for none, unless one comes */
  if (ctx->faan && ctx->v->params[MJ_PARAM_BONUS_TILES] && ctx->view->bonus[ctx->seat] == 0)
    {
      int fa = mj_ai_faan_of (ctx, MJ_RULE_NO_BONUS_TILES, closed);

      f.faan += 0.6 * fa;
      feat_source (&f, 0.6, fa);
    }

  /* what the hand is worth won on a discard, and from the wall */
  if (ctx->faan)
    {
      double valid = 1.0 - f.need_p;
      double self_faan = closed ? mj_ai_faan_of (ctx, MJ_RULE_SELF_DRAWN, TRUE) : 0;
      /* from the wall, a concealed hand has the faan for that, which may be enough */
      double valid_self = self_faan > 0 && self_faan >= ctx->min_faan ? 1.0 : valid;

      if (ctx->min_faan <= 0)
        valid = valid_self = 1.0;
      v_disc = valid * mj_ai_faan_points (ctx, f.faan);
      v_self = valid_self * mj_ai_faan_points (ctx, f.faan + self_faan);
      if (f.limit_p > 0)
        {
          v_disc = (1 - f.limit_p) * v_disc + f.limit_p * ctx->limit;
          v_self = (1 - f.limit_p) * v_self + f.limit_p * ctx->limit;
        }
    }
  else
    {
      double valid = ctx->min_doubles > 0 || ctx->cleared ? 1.0 - f.need_p : 1.0;
      double base = f.points * f.mult;
      double self_base = (f.points + v->points[MJ_RULE_SELF_DRAWN]) * f.mult;

      v_disc = valid * MIN (base, (double) ctx->limit);
      v_self = valid * MIN (self_base, (double) ctx->limit);
      if (closed)
        {
          int cd = v->doubles[MJ_RULE_CONCEALED_HAND];

          if (v->limit[MJ_RULE_CONCEALED_HAND])
            v_self = ctx->limit * v->limit[MJ_RULE_CONCEALED_HAND] / 1000.0;
          else if (cd > 0)
            v_self = MIN (ldexp (self_base, cd), (double) ctx->limit) * valid;
        }
      if (f.limit_p > 0)
        {
          v_disc = (1 - f.limit_p) * v_disc + f.limit_p * ctx->limit;
          v_self = (1 - f.limit_p) * v_self + f.limit_p * ctx->limit;
        }
    }

  value = p_self * v_self * ctx->pay_self + (1 - p_self) * v_disc * ctx->pay_discard;
  return value;
}

/**
 * mj_ai_lose_value:
 *
 * After mj_ai_value_init().
 *
 * Returns: what the hand's own total is worth when another seat goes out: the settlement
 *   pays some of it where losers' hands score
 */
double
mj_ai_lose_value (const MjAiCtx  *ctx,
                  const MjAiHand *hand)
{
  double points = ctx->sure_points, doubles = ctx->sure_doubles, faan = 0;
  gboolean closed = TRUE;

  if (ctx->lose_weight <= 0)
    return 0;

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];
      gboolean set_exposed = m->kind == MJ_SET_KONG ? m->kong_origin != MJ_KONG_CONCEALED : m->exposed;

      mj_ai_set_value (ctx, (MjSetKind) m->kind, m->tile, set_exposed, closed, &points, &doubles, &faan);
    }
  for (MjTile t = 0; t < MJ_N_PLAY_KINDS; t++)
    {
      if (hand->counts[t] >= 3)
        {
          points += ctx->pung_points[0][t];
          doubles += ctx->pung_doubles[t];
        }
      else if (hand->counts[t] == 2 && t >= MJ_TILE_EAST)
        points += ctx->pair_points[t];
    }

  return ctx->lose_weight * MIN (ldexp (points, (int) doubles), (double) ctx->limit);
}

/* Ready hands, scored exactly */

/**
 * mj_ai_hand_to_mj_hand:
 *
 * The hand as the scoring engine reads it, 13 tiles, not declared.
 */
void
mj_ai_hand_to_mj_hand (const MjAiCtx  *ctx,
                       const MjAiHand *hand,
                       MjHand         *out)
{
  mj_hand_init (out);
  out->seat_wind = ctx->seat_wind;
  out->prevailing_wind = (MjWind) ctx->view->prevailing_wind;
  memcpy (out->concealed, hand->counts, MJ_N_PLAY_KINDS);
  memcpy (out->melds, hand->melds, hand->n_melds * sizeof (MjMeld));
  out->n_melds = hand->n_melds;
  out->bonus = ctx->view->bonus[ctx->seat];
  if (hand->ready || ctx->must_declare)
    out->flags |= MJ_HAND_FLAG_CALLING;
  if (ctx->view->original_call[ctx->seat])
    out->flags |= MJ_HAND_FLAG_ORIGINAL_CALL;
}

/* The waits of a ready hand and its totals with each, from the seat's cache or scored now. */
static const MjAiReadyEntry *
ready_entry (const MjAiCtx *ctx,
             const MjHand  *h)
{
  static MjAiReadyEntry scratch;   /* only with no cache, which only tests use */
  MjAiMemory *cache = ctx->memory;
  MjAiReadyEntry *e = &scratch;
  guint32 hash = 2166136261u;
  guint64 w;

  for (gsize i = 0; i < sizeof *h; i++)
    hash = (hash ^ ((const guint8 *) h)[i]) * 16777619u;

  if (cache != NULL)
    {
      if (cache->ruleset != ctx->ruleset)
        {
          memset (cache, 0, sizeof *cache);
          cache->ruleset = ctx->ruleset;
        }
      for (guint i = 0; i < MJ_AI_READY_CACHE; i++)
        if (cache->entries[i].valid && cache->entries[i].hash == hash &&
            memcmp (&cache->entries[i].hand, h, sizeof *h) == 0)
          return &cache->entries[i];
      e = &cache->entries[cache->next];
      cache->next = (cache->next + 1) % MJ_AI_READY_CACHE;
    }

  e->hash = hash;
  e->hand = *h;
  e->valid = TRUE;
  e->waits = w = mj_score_waits (ctx->ruleset, h);
  for (guint64 rest = w; rest != 0; rest &= rest - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (rest);
      MjHand complete = *h;
      MjScore score;

      complete.concealed[t]++;
      complete.mahjong = TRUE;
      complete.winning_tile = t;
      complete.self_drawn = TRUE;
      mj_score_hand (ctx->ruleset, &complete, &score);
      e->self_total[t] = score.won ? score.total : -1;
      complete.self_drawn = FALSE;
      mj_score_claimed_win (ctx->ruleset, &complete, &score);
      e->discard_total[t] = score.won ? score.total : -1;
    }
  return e;
}

/* How much the others' sense of safety counts, as an exponent. Measured in 20,000-hand
 * tournaments against three standard players: in bmja 1, 1.5 and 2 each gained about 3 in
 * mean net score per hand over three seeds; at 1.5 oxenstierna gained about 4 (seed 1) and
 * hong-kong stayed the same. */
#define TRAP_POWER 1.5

/*
 * The expert reads how the others read its ready hand: a wait they think safe comes on a
 * discard more often. They think safe, as the standard player does, a tile the ready hand
 * let go of itself, an honour of which they see the other copies out, a terminal; so the
 * expert counts such a wait's discards up by how much safer they think it than a middle
 * tile.
 */
static double
trap_factor (const MjAiCtx *ctx,
             MjTile         t,
             guint64        own_pond)
{
  const MjSeatView *view = ctx->view;
  int seen = (int) view->visible[t] - (int) view->concealed[t];
  double x;

  if (mj_tile_is_honour (t))
    {
      int opp_u = 4 - seen - 1;

      x = opp_u <= 0 ? 0.1 : opp_u == 1 ? 0.25 : 1.0;
    }
  else if (mj_tile_is_terminal (t))
    x = 0.6;
  else
    x = (mj_tile_rank (t) == 2 || mj_tile_rank (t) == 8) ? 0.85 : 1.0;
  if (own_pond & MJ_AI_BIT (t))
    x *= 0.25;
  return pow (1.0 / x, TRAP_POWER);
}

/**
 * mj_ai_ready_value:
 * @waits: (out): the tiles the hand goes out with
 * @live: (out): how many of them the seat has not seen
 * @q: (out): the live waits, each counted by how it can come (from the wall only: less)
 *
 * The expected gain of a ready hand when it goes out, each wait scored by the engine as
 * won from the wall and on a discard. The chance of winning follows from @live.
 *
 * Returns: the expected gain per win, in the settlement's units; 0 for no live wait
 */
double
mj_ai_ready_value (const MjAiCtx  *ctx,
                   const MjAiHand *hand,
                   guint64        *waits,
                   guint          *live,
                   double         *q)
{
  MjHand h;
  const MjAiReadyEntry *e;
  double sum_self = 0, sum_disc = 0, n_self = 0, n_disc = 0;
  double rate_self, rate_disc, share;
  guint64 own_pond = 0;

  for (guint i = 0; i < ctx->view->n_pond[ctx->seat]; i++)
    own_pond |= MJ_AI_BIT (ctx->view->pond[ctx->seat][i]);
  mj_ai_hand_to_mj_hand (ctx, hand, &h);
  e = ready_entry (ctx, &h);
  *waits = e->waits;
  *live = 0;
  *q = 0;

  for (guint64 rest = e->waits; rest != 0; rest &= rest - 1)
    {
      MjTile t = (MjTile) __builtin_ctzll (rest);
      guint u = ctx->unseen[t];

      if (u == 0)
        continue;
      *live += u;
      if (e->self_total[t] >= 0)
        {
          sum_self += u * mj_ai_hand_total_to_pay (ctx, e->self_total[t], TRUE);
          n_self += u;
        }
      if (e->discard_total[t] >= 0)
        {
          double x = u * (ctx->style->reads ? trap_factor (ctx, t, own_pond) : 1.0);

          sum_disc += x * mj_ai_hand_total_to_pay (ctx, e->discard_total[t], FALSE);
          n_disc += x;
        }
    }

  if (n_self + n_disc <= 0)
    return 0;

  /* wins come from the wall at one rate and from the others' discards at about as much */
  rate_self = n_self;
  rate_disc = n_disc * READY_DISCARD_RATE;
  share = rate_self / (rate_self + rate_disc);
  *q = (rate_self + rate_disc) / (1.0 + READY_DISCARD_RATE);
  return share * (n_self > 0 ? sum_self / n_self : 0) + (1 - share) * (n_disc > 0 ? sum_disc / n_disc : 0);
}
