#!/usr/bin/env python3
# test-layers.py: the folders of src/ are layers, and an #include never crosses a line the
# architecture forbids (DESIGN.md "Layout"). TAP on standard output.
#
#   core   base < hand < rules < score < play < store < learn: a folder includes only its own headers
#          and those of the folders before it (store may read play's private headers, to
#          serialize the game); core never includes GTK or anything of ai, gui or cli.
#   ai     core's public headers only (no core *-private.h), plus the documented, read-only
#          shape-table header (hand/mj-shape-tables.h); never GTK.
#   cli    core and ai, public headers; never GTK.
#   gui    anything below it; an area (table, history, scorekeeper, preferences, learn, common) never
#          includes another area's private headers, and the areas never include the top
#          folder's private headers.
#   bench  mahjong-table-bench: the public headers of core, ai and gui (and the tests' support
#          library, outside src/); no *-private.h of anything.
#
# Usage: test-layers.py SRCDIR

import os
import re
import sys

CORE_ORDER = ['base', 'hand', 'rules', 'score', 'play', 'store', 'learn']
AI_ALLOWED_PRIVATE = {'mj-shape-tables.h'}
GTK_HEADERS = re.compile(r'^(gtk/|gdk/|gsk/|adwaita\.h|librsvg/|gtk\.h)')
INCLUDE = re.compile(r'^\s*#\s*include\s+[<"]([^">]+)[">]', re.M)


def sources(root):
    for dirpath, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(('.c', '.h')):
                yield os.path.join(dirpath, name)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'src')
    src = os.path.normpath(src)

    # where each header lives: (layer, folder)
    homes = {}
    for path in sources(src):
        if path.endswith('.h'):
            rel = os.path.relpath(path, src).split(os.sep)
            layer = rel[0]
            folder = rel[1] if len(rel) > 2 else ''
            homes[os.path.basename(path)] = (layer, folder)

    problems = []
    checked = 0
    for path in sources(src):
        rel = os.path.relpath(path, src).split(os.sep)
        layer = rel[0]
        folder = rel[1] if len(rel) > 2 else ''
        text = open(path, encoding='utf-8', errors='replace').read()
        for included in INCLUDE.findall(text):
            checked += 1
            where = f'{os.path.relpath(path, src)}: #include "{included}"'
            if GTK_HEADERS.match(included) and layer in ('core', 'ai', 'cli'):
                problems.append(f'{where}: {layer} never includes GTK')
                continue
            home = homes.get(os.path.basename(included))
            if home is None:
                continue
            h_layer, h_folder = home
            private = included.endswith('-private.h')
            if layer == 'core':
                if h_layer != 'core':
                    problems.append(f'{where}: core includes only core')
                elif CORE_ORDER.index(h_folder) > CORE_ORDER.index(folder) and \
                        not (folder == 'store' and h_folder == 'play'):
                    problems.append(f'{where}: core/{folder} may not use core/{h_folder}, a later layer')
            elif layer in ('ai', 'cli'):
                if h_layer == 'gui' or (layer == 'ai' and h_layer == 'cli'):
                    problems.append(f'{where}: {layer} may not use {h_layer}')
                elif h_layer == 'core' and (private or included in AI_ALLOWED_PRIVATE) and \
                        not (layer == 'ai' and included in AI_ALLOWED_PRIVATE):
                    problems.append(f'{where}: {layer} reads only core\'s public headers')
                elif layer == 'cli' and h_layer == 'ai' and private:
                    problems.append(f'{where}: cli reads only ai\'s public headers')
            elif layer == 'gui':
                if h_layer in ('core', 'ai') and (private or included in AI_ALLOWED_PRIVATE):
                    problems.append(f'{where}: gui reads only the public headers of {h_layer}')
                elif h_layer == 'cli':
                    problems.append(f'{where}: gui may not use cli')
                elif h_layer == 'gui' and private and h_folder != folder:
                    problems.append(f'{where}: gui/{folder or "."} may not read the private headers of '
                                    f'gui/{h_folder or "."}')
            elif layer == 'bench':
                if h_layer == 'cli':
                    problems.append(f'{where}: bench may not use cli')
                elif private or included in AI_ALLOWED_PRIVATE:
                    problems.append(f'{where}: bench reads only public headers')

    print('1..2')
    print(f'ok 1 - {checked} includes read')
    if problems:
        print('not ok 2 - includes that cross a layer')
        for p in problems:
            print(f'# {p}')
        return 1
    print('ok 2 - no include crosses a layer')
    return 0


if __name__ == '__main__':
    sys.exit(main())
