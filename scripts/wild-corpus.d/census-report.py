#!/usr/bin/env python3
"""Writes the census (census.py's census.json) as Markdown: what lattice lacks, grouped by type,
with the repositories and one place each; the errors of each row by the issue's classes; and every
member the layouts use that lattice has.

usage: census-report.py CENSUS_DIR [--no-code] > census.md

--no-code leaves out section 3, which quotes the repositories' source lines (for a copy kept in
this repository, where no third-party text goes).
"""
import json, os, re, sys
from collections import defaultdict
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from classify import failure_class

out = sys.argv[1]


def from_rows(out):
    """The census put together from the rows measured so far (census.py writes row.json as it goes)."""
    used, missing, where, rows = defaultdict(set), defaultdict(set), defaultdict(list), {}
    for r in os.listdir(out):
        path = os.path.join(out, r, 'row.json')
        if r.isdigit() and os.path.exists(path):
            v = json.load(open(path))
            rows[r] = v
            for k in v['refs']:
                used[k].add(v['repo'])
            for k in v['missing']:
                missing[k].add(v['repo'])
            for k, places in v['where'].items():
                where[k] += [p for p in places if p not in where[k] and p.startswith(v['repo'] + ' ')]
    return dict(used={k: sorted(x) for k, x in used.items()}, missing={k: sorted(x) for k, x in missing.items()},
                where=where, rows=rows)


d = from_rows(out)
rows = d['rows']
print('# Census of the wild corpus: the Apple API its layout files use\n')
print('Made by `scripts/wild-corpus.d/census.py` (compiler-based: each tier A/B row\'s layout files,')
print('ported, type-checked once against lattice\'s modules with `swiftc -dump-ast`; see the script\'s')
print('header for what it counts and misses) and `census-report.py`. %d rows measured.\n' % len(rows))
print('A count is the number of repositories. The compiler stops checking code that depends on a')
print('missing type, so the "lacks" list is a floor: run it again as the stand-ins grow.\n')
missing = d['missing']; where = d['where']
bytype = defaultdict(list)
for k, repos in missing.items():
    t = k.split('.')[0]
    bytype[t].append((k, repos))
print('## 1 What lattice lacks (%d names; %d types)\n' % (len(missing), len(bytype)))
print('| member | repos | which | first place |')
print('| --- | --- | --- | --- |')
for t in sorted(bytype, key=lambda t: (-max(len(r) for _, r in bytype[t]), t)):
    for k, repos in sorted(bytype[t], key=lambda x: (-len(x[1]), x[0])):
        place = where.get(k, [''])[0]
        place = re.sub(r'\d{3}-', '', place)
        print('| `%s` | %d | %s | %s |' % (k, len(repos), ', '.join(r.split('/')[1] for r in repos), place))
print('\n## 2 Each row\'s errors by class (1 isolation, 2 missing, 3 selector, 4 signature, 0 other)\n')
print('| row | repo | errors | by class | first error |')
print('| --- | --- | --- | --- | --- |')
for r in sorted(rows, key=int):
    v = rows[r]
    diag = open(os.path.join(out, r, 'diag.txt')).read().splitlines()
    errs = [l for l in diag if ': error:' in l]
    c = defaultdict(int)
    for l in errs:
        c[failure_class(l)] += 1
    pe = os.path.join(out, r, 'port-errors.txt')
    sel = 0
    if os.path.exists(pe):
        sel = sum(1 for l in open(pe) if '#selector' in l or 'cannot be ported' in l)
    bc = ' '.join('%d:%d' % (k, c[k]) for k in sorted(c))
    if sel:
        bc += ' (port refused %d: selector/…)' % sel
    first = re.sub(r'^/\S*/ported/\d{3}-', '', errs[0]).replace('|', '\\|')[:160] if errs else ''
    print('| %s | %s | %d | %s | %s |' % (r, v['repo'], len(errs), bc, first))
no_code = '--no-code' in sys.argv
if no_code:
    print('\n## 3 Signatures (class 4)\n')
    print('Left out of this copy: it quotes the repositories\' source lines.')
else:
    print('\n## 3 Signatures (class 4): the code at each error\n')
    print('Overrides and calls written against UIKit\'s exact API that lattice declares differently or')
    print('not at all (the source line, trimmed; one line per distinct code, with its repositories).\n')
    print('| class | message | code | repos |')
    print('| --- | --- | --- | --- |')
seen = defaultdict(set)
for r in sorted(rows, key=int):
    repo = rows[r]['repo'].split('/')[1]
    for l in open(os.path.join(out, r, 'diag.txt')).read().splitlines():
        if ': error:' not in l or failure_class(l) != 4:
            continue
        m = re.match(r'^(/\S+?):(\d+):\d+: error: (.*)$', l)
        if not m:
            continue
        try:
            code = open(m.group(1), encoding='utf-8', errors='replace').read().splitlines()[int(m.group(2)) - 1].strip()
        except (OSError, IndexError):
            code = ''
        msg = m.group(3)
        seen[(failure_class(l), msg[:90], code[:110])].add(repo)
for (c, msg, code), repos in sorted(seen.items(), key=lambda x: (x[0][0], -len(x[1]), x[0][1])) if not no_code else []:
    print('| %d | %s | `%s` | %s |' % (c, msg.replace('|', '\\|'), code.replace('|', '\\|').replace('`', "'"), ', '.join(sorted(repos))))
used = d['used']
print('\n## 4 Members used that lattice has (%d)\n' % len(used))
print('| member | repos |')
print('| --- | --- |')
for k, repos in sorted(used.items(), key=lambda x: (-len(x[1]), x[0])):
    print('| `%s` | %d |' % (k, len(repos)))
