#!/usr/bin/env python3
"""The census of the wild corpus: which UIKit, CoreGraphics, QuartzCore and Foundation members the
layout files use, and which of them lattice's stand-ins lack.

For each manifest row with a fetched folder, the row's layout files are ported (`lattice port`;
when the port refuses a file, a plain copy with `import UIKit` made `import LatticeUIKit` is used,
so the compiler still sees the rest) and type-checked once with `swiftc -dump-ast` against the
modules of lattice's build (Swift 5 mode). Two sources, both the compiler's:
  used     every reference the type checker resolved to a declaration of lattice's stand-ins
           (LatticeUIKit, LatticeGraphics) or of Foundation/Dispatch (`decl=` and `override=` in
           the AST dump), as Type.member;
  missing  the errors naming what is not there: `cannot find 'X' in scope`, `cannot find type 'X'
           in scope`, `value of type 'T' has no member 'm'`, `type 'T' has no member 'm'`,
           `'m' is not a member type of 'T'`.
A member lattice declares under another type than UIKit does (`bounds` on UICollectionView rather
than UIView) is counted under lattice's type. Errors that follow from an earlier one can hide
further misses: the census is a floor, refreshed by running it again after the stand-ins grow.

usage: census.py DIR MANIFEST LATTICE_BUILD_DIR OUT_DIR
writes OUT_DIR/ROW/{diag.txt,ast-refs.txt} and OUT_DIR/census.json
"""
import json, os, re, shutil, subprocess, sys
from collections import defaultdict

DIR, MANIFEST, BUILD, OUT = sys.argv[1:5]
LATTICE = os.path.join(BUILD, 'lattice')
# CENSUS_MODULES type-checks against another build's modules (another branch's stand-ins), the
# port still being this build's lattice.
MODULES = os.environ.get('CENSUS_MODULES') or os.path.join(BUILD, 'Modules')
APPLE = re.compile(r'^(UI|NS|CG|CA|CF|AV|MK|CL|WK|SF|kCA|Dispatch)[A-Z_]|^(IndexPath|Timer|NotificationCenter|Notification|RunLoop|Calendar|DateComponents|Locale|Bundle|ProcessInfo)$')
REF = re.compile(r'(?:decl|override)="?(LatticeUIKit|LatticeGraphics|Foundation|FoundationEssentials|CoreFoundation|Dispatch)\.\(file\)\.([A-Za-z_][\w]*)\.([^@" ]+)')
REFTYPE = re.compile(r'(?:decl|type)="?(LatticeUIKit|LatticeGraphics)\.\(file\)\.([A-Z]\w*)[@" ]')
MISS = [
    (re.compile(r"error: cannot find type '([\w.]+)' in scope"), lambda m: (m.group(1), '')),
    (re.compile(r"error: cannot find '([\w.]+)' in scope"), lambda m: (m.group(1), '')),
    (re.compile(r"error: value of type '(?:any )?([\w.]+)(?:<[^']*>)?\??' has no member '([\w]+)'"), lambda m: (m.group(1), m.group(2))),
    (re.compile(r"error: type '([\w.]+)' has no member '([\w]+)'"), lambda m: (m.group(1), m.group(2))),
    (re.compile(r"error: '([\w]+)' is not a member type of (?:class|struct|enum|protocol|type) '([\w.]+)'"), lambda m: (m.group(2), m.group(1))),
]

def rows():
    for line in open(MANIFEST):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        yield dict(row=f[0], repo=f[1], commit=f[2], tier=f[3], files=[x for x in f[4].split(';') if x and x != '-'])

def crude_port(text):
    # What the port does, roughly, for a file it refuses (or without it): imports, Objective-C
    # attributes, optional requirements, iOS conditions.
    text = re.sub(r'^(\s*)import\s+(UIKit|CoreGraphics|QuartzCore)(\.\w+)?\s*$', r'\1import LatticeUIKit', text, flags=re.M)
    text = re.sub(r'^(\s*)(@_?\w+\s+)?import\s+(?!(LatticeUIKit|Foundation|Dispatch|Swift|Glibc)\b)', r'\1// import ', text, flags=re.M)
    text = re.sub(r'@objc(Members)?(\([^)]*\))?|@IBInspectable|@IBDesignable|@IBOutlet|@IBAction|@NSManaged|\bdynamic\s+(?=(var|func|open|public|override|final))', '', text)
    text = re.sub(r'\boptional\s+(?=(func|var))', '', text)
    text = re.sub(r'canImport\((UIKit|CoreGraphics|QuartzCore)\)|os\((iOS|tvOS|visionOS)\)', 'true', text)
    return text

def strip_module(t):
    return t.split('.')[-1]

def main():
    os.makedirs(OUT, exist_ok=True)
    used = defaultdict(set); missing = defaultdict(set); missing_where = defaultdict(list)
    per_row = {}
    for r in rows():
        if r['tier'] not in ('A', 'B') or not r['files']:
            continue
        saved = os.path.join(OUT, r['row'], 'row.json')
        if os.environ.get('CENSUS_REUSE') and os.path.exists(saved):
            per_row[r['row']] = json.load(open(saved))
            continue
        folder = os.path.join(DIR, r['repo'].replace('/', '+'))
        if not os.path.isdir(folder):
            continue
        work = os.path.join(OUT, r['row']); ported = os.path.join(work, 'ported')
        shutil.rmtree(work, ignore_errors=True); os.makedirs(ported)
        files = []
        for rel in r['files']:
            p = os.path.join(folder, rel)
            if os.path.isdir(p):
                for d, _, fs in os.walk(p):
                    files += [os.path.join(d, x) for x in sorted(fs) if x.endswith('.swift')]
            else:
                files.append(p)
        stubs = os.path.join(os.path.dirname(MANIFEST), r['repo'].replace('/', '+'), 'stubs')
        extra = []
        if os.path.isdir(stubs):
            extra = [os.path.join(stubs, x) for x in sorted(os.listdir(stubs)) if x.endswith('.swift')]
        inputs = []
        all_files = files + extra
        # The port sees the row's files together (optional requirements cross files); when it
        # refuses one, each file goes alone, and a refused file gets the crude rewrite.
        together = None if os.environ.get('CENSUS_NOPORT') else subprocess.run(
            [LATTICE, 'port'] + all_files + ['--output', ported + '/tmp', '--force'], capture_output=True, text=True)
        for i, f in enumerate(all_files):
            dest = os.path.join(ported, '%03d-%s' % (i, os.path.basename(f)))
            out = os.path.join(ported, 'tmp', os.path.basename(f))
            if together is not None and together.returncode != 0:
                shutil.rmtree(ported + '/tmp', ignore_errors=True)
                p = subprocess.run([LATTICE, 'port', f, '--output', ported + '/tmp', '--force'], capture_output=True, text=True)
            else:
                p = together or subprocess.CompletedProcess([], 1, '', 'CENSUS_NOPORT: crude rewrite\n')
            if p.returncode == 0 and os.path.exists(out):
                shutil.copy(out, dest)
            else:
                text = open(f, encoding='utf-8', errors='replace').read()
                text = crude_port(text)
                open(dest, 'w').write(text)
                with open(os.path.join(work, 'port-errors.txt'), 'a') as e:
                    e.write(f + '\n' + p.stderr)
            inputs.append(dest)
        shutil.rmtree(ported + '/tmp', ignore_errors=True)
        # One frontend job for the whole module (the driver would start one per file).
        try:
            p = subprocess.run(['swift-frontend', '-frontend', '-dump-ast', '-swift-version', '5', '-module-name', 'WildRow' + r['row'],
                                '-I', MODULES, '-disable-objc-interop'] + inputs, capture_output=True, text=True,
                               timeout=int(os.environ.get('CENSUS_TIMEOUT', '600')))
        except subprocess.TimeoutExpired as e:
            p = subprocess.CompletedProcess([], 124, e.stdout or '', (e.stderr or '') + 'census: the type check timed out\n')
            p.stdout = p.stdout.decode() if isinstance(p.stdout, bytes) else p.stdout
            p.stderr = p.stderr.decode() if isinstance(p.stderr, bytes) else p.stderr
        diag = [l for l in p.stderr.splitlines() if re.match(r'^/\S+:\d+:\d+: (error|warning):', l)]
        open(os.path.join(work, 'diag.txt'), 'w').write('\n'.join(diag) + '\n')
        dump = p.stdout + p.stderr
        refs = set()
        for m in REF.finditer(dump):
            t, mem = m.group(2), m.group(3)
            if APPLE.search(t):
                refs.add(t + '.' + mem)
        for m in REFTYPE.finditer(dump):
            refs.add(m.group(2))
        open(os.path.join(work, 'ast-refs.txt'), 'w').write('\n'.join(sorted(refs)) + '\n')
        for ref in refs:
            used[ref].add(r['repo'])
        miss = set()
        for line in diag:
            for rx, f in MISS:
                m = rx.search(line)
                if m:
                    t, mem = f(m); t = strip_module(t)
                    key = t + ('.' + mem if mem else '')
                    if APPLE.search(t) or t in ('UICollectionView',):
                        miss.add(key)
                        loc = line.split(': error')[0]
                        missing_where[key].append(r['repo'] + ' ' + os.path.basename(loc))
                    break
        for k in miss:
            missing[k].add(r['repo'])
        errors = [l for l in diag if ': error:' in l]
        per_row[r['row']] = dict(repo=r['repo'], errors=len(errors), first=errors[0] if errors else '', missing=sorted(miss),
                                 refs=sorted(refs), where={k: missing_where[k] for k in miss})
        json.dump(per_row[r['row']], open(saved, 'w'))
    for v in per_row.values():
        for ref in v['refs']:
            used[ref].add(v['repo'])
        for k in v['missing']:
            missing[k].add(v['repo'])
    for v in per_row.values():
        for k, places in v['where'].items():
            missing_where.setdefault(k, [])
            missing_where[k] += [p for p in places if p not in missing_where[k]]
    json.dump(dict(used={k: sorted(v) for k, v in used.items()}, missing={k: sorted(v) for k, v in missing.items()},
                   where={k: v for k, v in missing_where.items()}, rows=per_row), open(os.path.join(OUT, 'census.json'), 'w'), indent=1)

main()
