#!/usr/bin/env python3
# check-help.py: the help's pages are valid Mallard, every link and figure resolves, every
# page is reached from the index, none is left a draft; and the web pages built from them
# link only to files that exist. Prints TAP.
#
#   check-help.py YELP-CHECK PAGES-DIR [HTML-DIR]

import glob
import os
import re
import subprocess
import sys


def run(yelp_check, args, cwd):
    result = subprocess.run([yelp_check] + args, cwd=cwd, capture_output=True, text=True)
    return result.returncode, (result.stdout + result.stderr).strip()


def html_problems(pages_dir, html_dir):
    problems = []
    for page in sorted(glob.glob(os.path.join(pages_dir, '*.page'))):
        name = os.path.splitext(os.path.basename(page))[0] + '.html'
        if not os.path.isfile(os.path.join(html_dir, name)):
            problems.append(f'{name}: not built')
    link = re.compile(r'(?:href|src)="([^"#?]*)[^"]*"')
    for path in sorted(glob.glob(os.path.join(html_dir, '*.html'))):
        with open(path, encoding='utf-8') as f:
            text = f.read()
        for target in link.findall(text):
            if target == '' or re.match(r'^[a-z][a-z0-9+.-]*:', target):
                continue
            if not os.path.exists(os.path.join(html_dir, target)):
                problems.append(f'{os.path.basename(path)}: {target} does not exist')
    return problems


def main():
    yelp_check, pages_dir = sys.argv[1], sys.argv[2]
    html_dir = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] else None
    pages = sorted(os.path.basename(p) for p in glob.glob(os.path.join(pages_dir, '*.page')))
    if not pages:
        print('1..0 # SKIP no pages')
        return 0

    # (name, arguments, whether any output is a failure)
    checks = [
        ('validate', ['validate'] + pages, False),
        ('links', ['links', '.'], True),
        ('orphans', ['orphans', '.'], True),
        ('media', ['media'] + pages, True),
        ('ids', ['ids'] + pages, True),
        ('status', ['status', '--except', 'final'] + pages, True),
        ('comments', ['comments'] + pages, True),
    ]
    total = len(checks) + (1 if html_dir else 0)
    print(f'1..{total}')
    failed = 0
    for n, (name, args, quiet) in enumerate(checks, start=1):
        code, output = run(yelp_check, args, pages_dir)
        ok = code == 0 and not (quiet and output)
        print(f'{"ok" if ok else "not ok"} {n} yelp-check {name}')
        if not ok:
            failed += 1
            for line in output.splitlines():
                print(f'# {line}')
    if html_dir:
        problems = html_problems(pages_dir, html_dir)
        print(f'{"not ok" if problems else "ok"} {total} web pages: every page built, every link resolves')
        for line in problems:
            print(f'# {line}')
        failed += 1 if problems else 0
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
