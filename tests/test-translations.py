#!/usr/bin/env python3
# test-translations.py: every language the game ships is complete, and its format strings agree
#
# Copyright 2026 The Mahjong Table developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-translations.py SOURCE_ROOT
#
# For each language of po/LINGUAS (every language listed there is one the game calls
# complete) and of help/LINGUAS:
#  - msgfmt --check (format strings, plural forms, headers, accelerators) passes;
#  - no message is fuzzy or untranslated;
#  - every message the sources hold today is there: the template is made afresh from the
#    files of POTFILES.in (and from the help pages, with itstool), so a string added to the
#    code and not yet translated fails here, not in front of a user.
# Prints TAP.

import os
import re
import shutil
import subprocess
import sys
import tempfile

# the words xgettext looks for, as meson's "glib" preset and po/meson.build ask
KEYWORDS = ['_', 'N_', 'C_:1c,2', 'NC_:1c,2', 'g_dcgettext:2', 'g_dngettext:2,3', 'g_dpgettext2:2c,3',
            'Title', 'Summary', 'Say', 'Wrong', 'Explain']

results = []


def check(ok, name, detail=''):
    results.append((ok, name, detail))


def linguas(path):
    if not os.path.exists(path):
        return []
    langs = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0]
            langs += line.split()
    return langs


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def statistics(po):
    """msgfmt --check; returns (ok, message, translated, fuzzy, untranslated)"""
    p = run(['msgfmt', '--check', '--check-accelerators=_', '--statistics', '-o', os.devnull, po],
            env=dict(os.environ, LC_ALL='C', LANGUAGE='C'))
    counts = {'translated': 0, 'fuzzy': 0, 'untranslated': 0}
    for n, kind in re.findall(r'(\d+) (translated|fuzzy|untranslated) messages?', p.stderr):
        counts[kind] = int(n)
    return p.returncode == 0, p.stderr.strip(), counts


def missing_from(po, pot):
    """the msgids of @pot that @po does not translate"""
    p = run(['msgcmp', po, pot], env=dict(os.environ, LC_ALL='C', LANGUAGE='C'))
    return [l for l in p.stderr.splitlines() if 'this message' in l]


def untranslatable_files(root, listed):
    """sources with words to translate that POTFILES.in does not list"""
    marks = re.compile(r'\b(?:N?C?_|ngettext|g_dngettext)\s*\(')
    missing = []
    for top, exts, pattern in (('src', ('.c',), marks), ('ui', ('.ui',), re.compile(r'translatable="yes"'))):
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in names:
                if not name.endswith(exts):
                    continue
                path = os.path.relpath(os.path.join(folder, name), root)
                with open(os.path.join(root, path), encoding='utf-8') as f:
                    if pattern.search(f.read()) and path not in listed:
                        missing.append(path)
    return sorted(missing)


def check_catalogue(po, pot, what):
    ok, message, counts = statistics(po)
    check(ok, f'{what}: msgfmt --check', message)
    check(counts['fuzzy'] == 0 and counts['untranslated'] == 0 and counts['translated'] > 0,
          f'{what}: complete ({counts["translated"]} translated, {counts["fuzzy"]} fuzzy, '
          f'{counts["untranslated"]} untranslated)')
    if pot is not None:
        gone = missing_from(po, pot)
        check(not gone, f'{what}: every message of today\'s sources ({len(gone)} missing)', '\n'.join(gone[:10]))


def main():
    root = sys.argv[1]
    tmp = tempfile.mkdtemp()
    try:
        # the game's template, made afresh
        with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
            files = [l.strip() for l in f if l.strip() and not l.startswith('#')]
        unlisted = untranslatable_files(root, set(files))
        check(not unlisted, f'POTFILES.in lists every file with words to translate ({len(unlisted)} missing)',
              '\n'.join(unlisted))
        pot = os.path.join(tmp, 'game.pot')
        p = run(['xgettext', '--from-code=UTF-8', '--add-comments=Translators', '-o', pot]
                + [f'--keyword={k}' for k in KEYWORDS] + files, cwd=root)
        check(p.returncode == 0 and os.path.exists(pot), 'the template is made from POTFILES.in', p.stderr)
        if not os.path.exists(pot):
            pot = None
        for lang in linguas(os.path.join(root, 'po', 'LINGUAS')):
            check_catalogue(os.path.join(root, 'po', f'{lang}.po'), pot, f'po/{lang}.po')

        # the help's, with itstool
        help_langs = linguas(os.path.join(root, 'help', 'LINGUAS'))
        if help_langs:
            pages_dir = os.path.join(root, 'help', 'C')
            pages = sorted(os.path.join(pages_dir, f) for f in os.listdir(pages_dir) if f.endswith('.page'))
            help_pot = os.path.join(tmp, 'help.pot')
            itstool = shutil.which('itstool')
            check(itstool is not None, 'itstool is installed (build-aux/dev deps)')
            if itstool is not None:
                p = run([itstool, '-o', help_pot] + pages)
                check(p.returncode == 0, 'the help template is made from help/C', p.stderr)
            for lang in help_langs:
                check_catalogue(os.path.join(root, 'help', lang, f'{lang}.po'),
                                help_pot if os.path.exists(help_pot) else None, f'help/{lang}/{lang}.po')
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print(f'1..{len(results)}')
    for i, (ok, name, detail) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {i} - {name}')
        if not ok and detail:
            for line in detail.splitlines():
                print(f'# {line}')
    return 0 if all(ok for ok, _, _ in results) else 1


if __name__ == '__main__':
    sys.exit(main())
