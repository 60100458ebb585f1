/* mj-ruleset-file.c: reading and writing .ruleset files
 *
 * Copyright 2026 The Mahjong Table developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mj-ruleset"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-error.h"
#include "mj-ruleset-private.h"

/*
 * A ruleset file is a GKeyFile:
 *
 *   [ruleset]     format, id, name, description, source, based-on
 *   [table] [play] [claims] [going-out] [scoring] [settlement]
 *                 the parameters (mj-ruleset-params.def)
 *   [points] [doubles] [limits] [faan]
 *                 the values of the scoring rules (mj-rule-items.def)
 *   [scored-for]  everyone or winner, for the rules whose scope the ruleset chooses
 *
 * Loading is strict: anything unknown or out of range is an error and nothing is
 * loaded. Files are fuzzed, so every value is checked before it is used.
 */

#define RULESET_GROUP    "ruleset"
#define SCORED_FOR_GROUP "scored-for"

/* The longest value quoted in an error message, in characters. */
#define QUOTE_MAX 40

typedef struct
{
  const char  *group;
  MjValueKind  kind;
} ValueGroup;

static const ValueGroup value_groups[] = {
  { "points",  MJ_VALUE_POINTS },
  { "doubles", MJ_VALUE_DOUBLES },
  { "limits",  MJ_VALUE_LIMIT },
  { "faan",    MJ_VALUE_FAAN },
};

/* What a value failed on. */
typedef enum
{
  READ_OK,
  READ_BAD,        /* not of the type: MJ_ERROR_PARSE */
  READ_RANGE,      /* of the type, out of range: MJ_ERROR_RANGE */
} ReadResult;

/* Helpers: messages */

/* Text safe to show in a message: valid UTF-8, one line, at most @max characters. */
static char *
quote_n (const char *text,
         guint       max)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *str = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (n++ == max)
        {
          g_string_append (str, "…");
          break;
        }

      if (g_unichar_iscntrl (c))
        g_string_append_c (str, '?');
      else
        g_string_append_unichar (str, c);
    }

  return g_string_free (str, FALSE);
}

static char *
quote (const char *text)
{
  return quote_n (text, QUOTE_MAX);
}

static void set_key_error (GError     **error,
                           MjError      code,
                           const char  *file_name,
                           const char  *group,
                           const char  *key,
                           const char  *format,
                           ...) G_GNUC_PRINTF (6, 7);

/* "file: [group] key: message" */
static void
set_key_error (GError     **error,
               MjError      code,
               const char  *file_name,
               const char  *group,
               const char  *key,
               const char  *format,
               ...)
{
  g_autofree char *message = NULL;
  g_autofree char *shown_group = quote (group);
  g_autofree char *shown_key = quote (key);
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, MJ_ERROR, code, "%s: [%s] %s: %s",
               file_name, shown_group, shown_key, message);
}

static void
set_value_error (GError     **error,
                 ReadResult   result,
                 const char  *file_name,
                 const char  *group,
                 const char  *key,
                 const char  *expected,
                 const char  *value)
{
  g_autofree char *shown = quote (value);

  set_key_error (error, result == READ_RANGE ? MJ_ERROR_RANGE : MJ_ERROR_PARSE,
                 file_name, group, key,
                 /* Translators: what a value of a ruleset file should be, and what it is */
                 _("expected %s, got “%s”"), expected, shown);
}

/* Helpers: reading values */

/* A decimal integer, saturated far outside every range we accept. */
static ReadResult
read_int (const char *text,
          gint64      min,
          gint64      max,
          gint64     *out)
{
  gboolean negative = FALSE;
  gint64 value = 0;
  const char *p = text;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }

  if (*p == '\0')
    return READ_BAD;

  for (; *p != '\0'; p++)
    {
      if (*p < '0' || *p > '9')
        return READ_BAD;
      if (value < G_GINT64_CONSTANT (1000000000000))
        value = value * 10 + (*p - '0');
    }

  if (negative)
    value = -value;

  *out = value;

  return value >= min && value <= max ? READ_OK : READ_RANGE;
}

/* A fraction of the limit, 0 to 10 with at most three decimals, as thousandths. */
static ReadResult
read_limit (const char *text,
            int        *thousandths)
{
  gint64 whole = 0;
  int fraction = 0;
  int n_decimals = 0;
  const char *p = text;

  if (*p < '0' || *p > '9')
    return READ_BAD;

  for (; *p >= '0' && *p <= '9'; p++)
    {
      if (whole < 1000000)
        whole = whole * 10 + (*p - '0');
    }

  if (*p == '.')
    {
      p++;
      if (*p < '0' || *p > '9')
        return READ_BAD;

      for (; *p >= '0' && *p <= '9'; p++)
        {
          if (++n_decimals > 3)
            return READ_BAD;
          fraction = fraction * 10 + (*p - '0');
        }

      for (int i = n_decimals; i < 3; i++)
        fraction *= 10;
    }

  if (*p != '\0')
    return READ_BAD;

  if (whole * 1000 + fraction > MJ_LIMIT_MAX)
    return READ_RANGE;

  *thousandths = (int) (whole * 1000 + fraction);

  return READ_OK;
}

/* One faan value: a number, "max" or "-". */
static ReadResult
read_faan_part (const char *text,
                int        *faan)
{
  g_autofree char *part = g_strstrip (g_strdup (text));
  gint64 value;
  ReadResult result;

  if (strcmp (part, "max") == 0)
    {
      *faan = MJ_FAAN_MAX;
      return READ_OK;
    }

  if (strcmp (part, "-") == 0)
    {
      *faan = MJ_FAAN_NONE;
      return READ_OK;
    }

  result = read_int (part, 0, MJ_FAAN_NUMBER_MAX, &value);
  if (result == READ_OK)
    *faan = (int) value;

  return result;
}

/* "concealed/exposed", or one value for both. */
static ReadResult
read_faan (const char *text,
           int        *concealed,
           int        *exposed)
{
  const char *slash = strchr (text, '/');
  g_autofree char *first = NULL;
  ReadResult result;

  if (slash == NULL)
    {
      result = read_faan_part (text, concealed);
      *exposed = *concealed;
      return result;
    }

  if (strchr (slash + 1, '/') != NULL)
    return READ_BAD;

  first = g_strndup (text, slash - text);
  result = read_faan_part (first, concealed);
  if (result != READ_OK)
    return result;

  return read_faan_part (slash + 1, exposed);
}

/* The raw value of a key, stripped of surrounding blanks. */
static char *
get_value (GKeyFile   *key_file,
           const char *group,
           const char *key)
{
  char *value = g_key_file_get_value (key_file, group, key, NULL);

  return value != NULL ? g_strstrip (value) : g_strdup ("");
}

static gboolean
load_param (MjRuleset   *self,
            GKeyFile    *key_file,
            const char  *file_name,
            const char  *group,
            const char  *key,
            GError     **error)
{
  const MjParamSpec *spec = mj_param_spec_lookup (group, key);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  ReadResult result = READ_BAD;
  int value = 0;

  if (spec == NULL)
    {
      set_key_error (error, MJ_ERROR_UNKNOWN_KEY, file_name, group, key, _("unknown key"));
      return FALSE;
    }

  text = get_value (key_file, group, key);

  switch (spec->type)
    {
    case MJ_PARAM_TYPE_BOOL:
      if (strcmp (text, "true") == 0 || strcmp (text, "false") == 0)
        {
          value = text[0] == 't';
          result = READ_OK;
        }
      expected = g_strdup (_("true or false"));
      break;

    case MJ_PARAM_TYPE_INT:
      {
        gint64 v = 0;

        result = read_int (text, spec->min, spec->max, &v);
        value = (int) v;
        expected = g_strdup_printf (_("a whole number from %d to %d"), spec->min, spec->max);
      }
      break;

    case MJ_PARAM_TYPE_CHOICE:
      {
        g_auto(GStrv) words = g_strsplit (spec->choices, "|", -1);
        g_autofree char *list = g_strjoinv (", ", words);

        for (guint i = 0; words[i] != NULL; i++)
          {
            if (strcmp (words[i], text) == 0)
              {
                value = (int) i;
                result = READ_OK;
              }
          }
        expected = g_strdup_printf (_("one of %s"), list);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  if (result == READ_OK && (value < spec->min || value > spec->max))
    result = READ_RANGE;

  if (result != READ_OK)
    {
      set_value_error (error, result, file_name, group, key, expected, text);
      return FALSE;
    }

  self->values.params[spec->id] = value;

  return TRUE;
}

static gboolean
load_rule_value (MjRuleset         *self,
                 GKeyFile          *key_file,
                 const char        *file_name,
                 const ValueGroup  *vgroup,
                 const char        *key,
                 GError           **error)
{
  const MjRuleSpec *spec = mj_rule_spec_lookup (key);
  const char *group = vgroup->group;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  ReadResult result;

  if (spec == NULL)
    {
      set_key_error (error, MJ_ERROR_UNKNOWN_KEY, file_name, group, key,
                     _("unknown scoring rule"));
      return FALSE;
    }

  if ((spec->values & vgroup->kind) == 0)
    {
      g_autoptr(GString) takes = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (value_groups); i++)
        {
          if (spec->values & value_groups[i].kind)
            g_string_append_printf (takes, "%s[%s]", takes->len > 0 ? " " : "",
                                    value_groups[i].group);
        }

      set_key_error (error, MJ_ERROR_UNKNOWN_KEY, file_name, group, key,
                     /* Translators: the groups of a ruleset file a rule may be in */
                     _("this rule is not scored in [%s]; it belongs in %s"), group, takes->str);
      return FALSE;
    }

  text = get_value (key_file, group, key);

  switch (vgroup->kind)
    {
    case MJ_VALUE_POINTS:
    case MJ_VALUE_DOUBLES:
      {
        int max = _mj_ruleset_value_max (vgroup->kind);
        gint64 v = 0;

        int *values = vgroup->kind == MJ_VALUE_POINTS ? self->values.points : self->values.doubles;

        result = read_int (text, 0, max, &v);
        if (result == READ_OK)
          values[spec->id] = (int) v;
        expected = g_strdup_printf (_("a whole number from %d to %d"), 0, max);
      }
      break;

    case MJ_VALUE_LIMIT:
      result = read_limit (text, &self->values.limit[spec->id]);
      expected = g_strdup (_("a fraction of the limit from 0 to 10 with at most three decimals"));
      break;

    case MJ_VALUE_FAAN:
      result = read_faan (text, &self->values.faan[spec->id], &self->values.faan_exposed[spec->id]);
      expected = g_strdup (_("faan from 0 to 13, “max” or “-”, or concealed/exposed such as 3/2"));
      break;

    default:
      g_assert_not_reached ();
    }

  if (result != READ_OK)
    {
      set_value_error (error, result, file_name, group, key, expected, text);
      return FALSE;
    }

  return TRUE;
}

static gboolean
load_scope (MjRuleset   *self,
            GKeyFile    *key_file,
            const char  *file_name,
            const char  *key,
            GError     **error)
{
  const MjRuleSpec *spec = mj_rule_spec_lookup (key);
  g_autofree char *text = NULL;

  if (spec == NULL || !spec->scope_configurable)
    {
      set_key_error (error, MJ_ERROR_UNKNOWN_KEY, file_name, SCORED_FOR_GROUP, key,
                     spec == NULL ? _("unknown scoring rule") :
                                    _("who scores this rule cannot be chosen"));
      return FALSE;
    }

  text = get_value (key_file, SCORED_FOR_GROUP, key);
  if (strcmp (text, "everyone") == 0)
    self->values.scope[spec->id] = MJ_SCOPE_HAND;
  else if (strcmp (text, "winner") == 0)
    self->values.scope[spec->id] = MJ_SCOPE_WIN;
  else
    {
      set_value_error (error, READ_BAD, file_name, SCORED_FOR_GROUP, key,
                       _("everyone or winner"), text);
      return FALSE;
    }

  return TRUE;
}

/* A string of [ruleset], unescaped and checked for UTF-8. */
static char *
load_string (GKeyFile    *key_file,
             const char  *file_name,
             const char  *key,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *value = g_key_file_get_string (key_file, RULESET_GROUP, key, &local_error);

  if (value == NULL)
    {
      g_autofree char *message = quote_n (local_error != NULL ? local_error->message : "", 200);

      set_key_error (error, MJ_ERROR_PARSE, file_name, RULESET_GROUP, key, "%s", message);
    }

  return value;
}

static gboolean
load_header (MjRuleset   *self,
             GKeyFile    *key_file,
             const char  *file_name,
             GError     **error)
{
  g_auto(GStrv) keys = NULL;

  if (!g_key_file_has_group (key_file, RULESET_GROUP))
    {
      g_set_error (error, MJ_ERROR, MJ_ERROR_INVALID,
                   _("%s: no [ruleset] group; this is not a ruleset file"), file_name);
      return FALSE;
    }

  /* The format first: a newer file may have groups and keys we do not know. */
  if (g_key_file_has_key (key_file, RULESET_GROUP, "format", NULL))
    {
      g_autofree char *text = get_value (key_file, RULESET_GROUP, "format");
      gint64 format = 0;
      ReadResult result = read_int (text, 1, G_MAXINT, &format);

      if (result == READ_OK && format > MJ_RULESET_FORMAT)
        {
          set_key_error (error, MJ_ERROR_VERSION, file_name, RULESET_GROUP, "format",
                         _("format %d is from a newer version of Mahjong Table, which reads format %d at most"),
                         (int) format, MJ_RULESET_FORMAT);
          return FALSE;
        }
      if (result != READ_OK)
        {
          g_autofree char *expected = g_strdup_printf (_("a whole number from %d to %d"),
                                                       1, MJ_RULESET_FORMAT);

          set_value_error (error, result, file_name, RULESET_GROUP, "format", expected, text);
          return FALSE;
        }
    }

  keys = g_key_file_get_keys (key_file, RULESET_GROUP, NULL, NULL);
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      const char *key = keys[i];
      char **field = NULL;
      char *value;

      if (strcmp (key, "format") == 0)
        continue;
      else if (strcmp (key, "id") == 0)
        field = &self->id;
      else if (strcmp (key, "name") == 0)
        field = &self->name;
      else if (strcmp (key, "description") == 0)
        field = &self->description;
      else if (strcmp (key, "source") == 0)
        field = &self->source;
      else if (strcmp (key, "based-on") == 0)
        field = &self->based_on;
      else
        {
          set_key_error (error, MJ_ERROR_UNKNOWN_KEY, file_name, RULESET_GROUP, key,
                         _("unknown key"));
          return FALSE;
        }

      value = load_string (key_file, file_name, key, error);
      if (value == NULL)
        return FALSE;

      if ((field == &self->id || field == &self->based_on) && !_mj_ruleset_id_is_valid (value))
        {
          g_autofree char *shown = quote (value);

          set_key_error (error, MJ_ERROR_INVALID, file_name, RULESET_GROUP, key,
                         _("expected an id of lower-case letters, digits and dashes, got “%s”"),
                         shown);
          g_free (value);
          return FALSE;
        }

      g_free (*field);
      *field = value;
    }

  if (!g_key_file_has_key (key_file, RULESET_GROUP, "id", NULL))
    {
      set_key_error (error, MJ_ERROR_INVALID, file_name, RULESET_GROUP, "id",
                     _("missing; every ruleset needs an id"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
is_param_group (const char *group)
{
  for (guint i = 0; i < MJ_N_PARAMS; i++)
    {
      if (strcmp (mj_param_spec (i)->group, group) == 0)
        return TRUE;
    }

  return FALSE;
}

static gboolean
load_group (MjRuleset   *self,
            GKeyFile    *key_file,
            const char  *file_name,
            const char  *group,
            GError     **error)
{
  const ValueGroup *vgroup = NULL;
  gboolean params;
  g_auto(GStrv) keys = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (value_groups); i++)
    {
      if (strcmp (group, value_groups[i].group) == 0)
        vgroup = &value_groups[i];
    }

  params = is_param_group (group);

  if (vgroup == NULL && !params && strcmp (group, SCORED_FOR_GROUP) != 0)
    {
      g_autofree char *shown = quote (group);

      g_set_error (error, MJ_ERROR, MJ_ERROR_UNKNOWN_KEY,
                   _("%s: unknown group [%s]"), file_name, shown);
      return FALSE;
    }

  keys = g_key_file_get_keys (key_file, group, NULL, NULL);
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      gboolean ok;

      if (params)
        ok = load_param (self, key_file, file_name, group, keys[i], error);
      else if (vgroup != NULL)
        ok = load_rule_value (self, key_file, file_name, vgroup, keys[i], error);
      else
        ok = load_scope (self, key_file, file_name, keys[i], error);

      if (!ok)
        return FALSE;
    }

  return TRUE;
}

/* Helpers: writing */

static char *
format_limit (int thousandths)
{
  char *text;
  gsize len;

  if (thousandths % 1000 == 0)
    return g_strdup_printf ("%d", thousandths / 1000);

  text = g_strdup_printf ("%d.%03d", thousandths / 1000, thousandths % 1000);
  len = strlen (text);
  while (text[len - 1] == '0')
    text[--len] = '\0';

  return text;
}

static char *
format_faan_part (int faan)
{
  if (faan == MJ_FAAN_MAX)
    return g_strdup ("max");
  if (faan == MJ_FAAN_NONE)
    return g_strdup ("-");
  return g_strdup_printf ("%d", faan);
}

static char *
format_faan (int concealed,
             int exposed)
{
  g_autofree char *c = format_faan_part (concealed);
  g_autofree char *e = NULL;

  if (concealed == exposed)
    return g_steal_pointer (&c);

  e = format_faan_part (exposed);

  return g_strconcat (c, "/", e, NULL);
}

static GKeyFile *
to_key_file (MjRuleset *self)
{
  GKeyFile *key_file = g_key_file_new ();
  const MjRulesetValues *v = &self->values;

  g_key_file_set_integer (key_file, RULESET_GROUP, "format", MJ_RULESET_FORMAT);
  g_key_file_set_string (key_file, RULESET_GROUP, "id", self->id);
  g_key_file_set_string (key_file, RULESET_GROUP, "name", self->name);
  g_key_file_set_string (key_file, RULESET_GROUP, "description", self->description);
  g_key_file_set_string (key_file, RULESET_GROUP, "source", self->source);
  if (self->based_on != NULL)
    g_key_file_set_string (key_file, RULESET_GROUP, "based-on", self->based_on);

  for (guint i = 0; i < MJ_N_PARAMS; i++)
    {
      const MjParamSpec *spec = mj_param_spec (i);
      int value = v->params[i];

      if (spec->type == MJ_PARAM_TYPE_BOOL)
        {
          g_key_file_set_boolean (key_file, spec->group, spec->key, value != 0);
        }
      else if (spec->type == MJ_PARAM_TYPE_INT)
        {
          g_key_file_set_integer (key_file, spec->group, spec->key, value);
        }
      else
        {
          g_auto(GStrv) words = g_strsplit (spec->choices, "|", -1);

          g_assert (value >= 0 && (guint) value < g_strv_length (words));
          g_key_file_set_value (key_file, spec->group, spec->key, words[value]);
        }
    }

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      if (v->points[i] != 0)
        g_key_file_set_integer (key_file, "points", mj_rule_spec (i)->key, v->points[i]);
    }

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      if (v->doubles[i] != 0)
        g_key_file_set_integer (key_file, "doubles", mj_rule_spec (i)->key, v->doubles[i]);
    }

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      if (v->limit[i] != 0)
        {
          g_autofree char *text = format_limit (v->limit[i]);

          g_key_file_set_value (key_file, "limits", mj_rule_spec (i)->key, text);
        }
    }

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      if (v->faan[i] != 0 || v->faan_exposed[i] != 0)
        {
          g_autofree char *text = format_faan (v->faan[i], v->faan_exposed[i]);

          g_key_file_set_value (key_file, "faan", mj_rule_spec (i)->key, text);
        }
    }

  for (guint i = 0; i < MJ_N_RULES; i++)
    {
      if (mj_rule_spec (i)->scope_configurable)
        g_key_file_set_value (key_file, SCORED_FOR_GROUP, mj_rule_spec (i)->key,
                              v->scope[i] == MJ_SCOPE_WIN ? "winner" : "everyone");
    }

  return key_file;
}

/* A family's copy of a preset names it in based-on, and a preset kept with a saved game or
 * in the history is named by its id. A parameter such a file does not set was added after it
 * was written: it takes the preset's value, not the default, so that the rules play on as the
 * family knew them (a copy differs from its preset only where the family changed it). Every
 * file is written with every parameter, so nothing the family chose is lost. */
static void
inherit_parameters (MjRuleset *self)
{
  const char *base = self->based_on != NULL ? self->based_on : self->id;
  g_autoptr(MjRuleset) preset = NULL;

  if (base == NULL || mj_ruleset_preset_get_name (base) == NULL)
    return;
  preset = mj_ruleset_new_preset (base, NULL);
  if (preset == NULL)
    return;
  memcpy (self->values.params, preset->values.params, sizeof self->values.params);
}

/* Public API */

/**
 * mj_ruleset_new_from_data:
 * @data: the text of a ruleset file
 * @length: its length, or -1 if it is nul-terminated
 * @file_name: (nullable): the name shown in error messages
 * @error: %MJ_ERROR_PARSE, %MJ_ERROR_UNKNOWN_KEY, %MJ_ERROR_RANGE, %MJ_ERROR_VERSION
 *   or %MJ_ERROR_INVALID, with a message naming the file, the group and the key
 *
 * Reads a ruleset; keys that are missing keep their defaults (mj_ruleset_new()), or, for a
 * parameter of a copy of a preset (based-on), the preset's value.
 *
 * Returns: (transfer full) (nullable): the ruleset, or %NULL if anything is wrong
 */
MjRuleset *
mj_ruleset_new_from_data (const char  *data,
                          gssize       length,
                          const char  *file_name,
                          GError     **error)
{
  return _mj_ruleset_new_from_data (data, length, file_name, TRUE, error);
}

/* mj_ruleset_new_from_data(); a preset's own file (@inherit FALSE) has every parameter. */
MjRuleset *
_mj_ruleset_new_from_data (const char  *data,
                           gssize       length,
                           const char  *file_name,
                           gboolean     inherit,
                           GError     **error)
{
  g_autoptr(GKeyFile) key_file = NULL;
  g_autoptr(MjRuleset) self = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *shown_name = NULL;
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  shown_name = quote (file_name != NULL ? file_name : _("ruleset"));

  key_file = g_key_file_new ();
  if (!g_key_file_load_from_data (key_file, data != NULL ? data : "",
                                  length < 0 ? strlen (data) : (gsize) length,
                                  G_KEY_FILE_NONE, &local_error))
    {
      g_autofree char *message = quote_n (local_error->message, 200);

      g_set_error (error, MJ_ERROR, MJ_ERROR_PARSE, "%s: %s", shown_name, message);
      return NULL;
    }

  self = mj_ruleset_new ();

  if (!load_header (self, key_file, shown_name, error))
    return NULL;
  if (inherit)
    inherit_parameters (self);

  groups = g_key_file_get_groups (key_file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      if (strcmp (groups[i], RULESET_GROUP) == 0)
        continue;

      if (!load_group (self, key_file, shown_name, groups[i], error))
        return NULL;
    }

  return g_steal_pointer (&self);
}

/**
 * mj_ruleset_new_from_file:
 * @path: a file in the GLib file name encoding
 * @error: as mj_ruleset_new_from_data(), or %MJ_ERROR_NOT_FOUND if there is no such
 *   file, or a #GFileError if it cannot be read
 *
 * Returns: (transfer full) (nullable): the ruleset
 */
MjRuleset *
mj_ruleset_new_from_file (const char  *path,
                          GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *file_name = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file_name = g_filename_display_basename (path);

  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (error, MJ_ERROR, MJ_ERROR_NOT_FOUND, "%s: %s", file_name,
                     local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return mj_ruleset_new_from_data (contents, length, file_name, error);
}

/**
 * mj_ruleset_to_data:
 * @length: (out) (optional): the length of the text
 *
 * Writes every parameter, every rule value that is not zero and every scope the
 * ruleset chooses, so that reading the text back gives an equal ruleset.
 *
 * Returns: (transfer full): the text of a ruleset file
 */
char *
mj_ruleset_to_data (MjRuleset *self,
                    gsize     *length)
{
  g_autoptr(GKeyFile) key_file = NULL;

  g_return_val_if_fail (MJ_IS_RULESET (self), NULL);

  key_file = to_key_file (self);

  return g_key_file_to_data (key_file, length, NULL);
}

/**
 * mj_ruleset_save_to_file:
 *
 * Writes the ruleset atomically: on failure the file on disk is left as it was.
 *
 * Returns: whether the file was written
 */
gboolean
mj_ruleset_save_to_file (MjRuleset   *self,
                         const char  *path,
                         GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (MJ_IS_RULESET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = mj_ruleset_to_data (self, &length);

  return g_file_set_contents (path, data, length, error);
}
