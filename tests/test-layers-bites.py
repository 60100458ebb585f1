#!/usr/bin/env python3
# test-layers-bites.py: test-layers.py fails when an #include crosses a line, and names it.
# Each case copies src/ into a temporary folder, adds one forbidden include to one file and
# runs test-layers.py on the copy: it must fail and name that file and that include. The
# untouched copy must pass, so that the failure is the added line's. TAP on standard output.
#
# Usage: test-layers-bites.py SRCDIR

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, 'test-layers.py')

# (what it shows, the file changed, the include added, what the check must say of it)
CASES = [
    ('core never includes GTK',
     'core/base/mj-tile.c', '<gtk/gtk.h>', 'core never includes GTK'),
    ('a core layer never uses a later one',
     'core/hand/mj-hand.c', '"mj-game.h"', 'core/hand may not use core/play, a later layer'),
    ('a gui area never reads another area\'s private header',
     'gui/history/mj-history-window.c', '"mj-scorekeeper-window-private.h"',
     'gui/history may not read the private headers of gui/scorekeeper'),
    ('the benchmarks read only public headers',
     'bench/mj-benchmark-history.c', '"mj-history-window-private.h"', 'bench reads only public headers'),
]


def copy_sources(src, dest):
    shutil.copytree(src, dest, ignore=lambda d, names: [n for n in names
                                                         if not os.path.isdir(os.path.join(d, n))
                                                         and not n.endswith(('.c', '.h'))])


def run_check(tree):
    return subprocess.run([sys.executable, CHECK, tree], capture_output=True, text=True)


def report(n, ok, title, output=''):
    """One TAP line; a failure shows what test-layers.py printed. Returns 0, or 1 if it failed."""
    print(f'{"ok" if ok else "not ok"} {n} - {title}')
    if not ok:
        for line in output.splitlines():
            print(f'# {line}')
    return 0 if ok else 1


def main():
    src = os.path.normpath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', 'src'))
    status = 0
    n = 0

    print(f'1..{len(CASES) + 1}')
    with tempfile.TemporaryDirectory(prefix='mj-test-layers-') as tmp:
        tree = os.path.join(tmp, 'src')
        copy_sources(src, tree)

        n += 1
        result = run_check(tree)
        status |= report(n, result.returncode == 0, 'the untouched copy passes', result.stdout)

        for what, path, include, reason in CASES:
            n += 1
            target = os.path.join(tree, path)
            with open(target, encoding='utf-8') as f:
                original = f.read()
            # after config.h, which every .c file includes first
            changed = original.replace('#include "config.h"\n', f'#include "config.h"\n#include {include}\n', 1)
            if changed == original:
                status |= report(n, False, f'{what}: {path} has no #include "config.h" to add a line after')
                continue
            with open(target, 'w', encoding='utf-8') as f:
                f.write(changed)
            result = run_check(tree)
            with open(target, 'w', encoding='utf-8') as f:
                f.write(original)

            named = f'{path}: #include "{include[1:-1]}": {reason}'
            if result.returncode != 0 and f'# {named}' in result.stdout.splitlines():
                status |= report(n, True, f'{what}: {named}')
            else:
                status |= report(n, False, f'{what}: exit status {result.returncode}, expected a line "{named}"',
                                 result.stdout)
    return status


if __name__ == '__main__':
    sys.exit(main())
