#!/usr/bin/env python3
"""Widens a repository's seed layout files to the files of the same repository that declare the
types and top-level functions they name (the files a user hands over with the layout), leaving out tests, examples, demos
and package manifests. Crude by design: a type counts as named when its name appears as a word
outside comments and string literals.

usage: closure.py REPO_DIR 'seed;seed…' [DIAG]  ->  prints the ';'-joined list, seeds first

With DIAG (a census row's diag.txt), a file of the repository that declares, in an extension of
T, a member the compiler found missing on T (`value of type 'T' has no member 'm'`) is added
too: a layout's own helpers on UIKit types (`insets.horizontal`).
"""
import os, re, sys

SKIP = re.compile(r'(^|/)(Tests?|[^/]*Tests|[^/]*UITests|Example[^/]*|[^/]*Demo[^/]*|Sample[^/]*|Pods|Carthage|\.build|fastlane)(/|$)', re.I)
FUNC = re.compile(r'^(?:(?:public|internal|fileprivate|private|@inlinable|@discardableResult)\s+)*func\s+([a-z_]\w*)', re.M)
DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)', re.M)

def strip(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'//[^\n]*', ' ', text)
    text = re.sub(r'"""(.*?)"""', '""', text, flags=re.S)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)

def swift_files(root, rel):
    p = os.path.join(root, rel)
    if os.path.isfile(p):
        return [rel]
    out = []
    for d, _, fs in os.walk(p):
        for f in fs:
            if f.endswith('.swift'):
                out.append(os.path.relpath(os.path.join(d, f), root))
    return sorted(out)

def main():
    root, seeds = sys.argv[1], [s for s in sys.argv[2].split(';') if s]
    decls, funcs = {}, {}
    for d, dirs, fs in os.walk(root):
        rel = os.path.relpath(d, root)
        if rel != '.' and SKIP.search(rel):
            dirs[:] = []
            continue
        for f in fs:
            if not f.endswith('.swift') or f == 'Package.swift':
                continue
            path = os.path.relpath(os.path.join(d, f), root)
            try:
                text = strip(open(os.path.join(root, path), encoding='utf-8', errors='replace').read())
            except OSError:
                continue
            for name in DECL.findall(text):
                decls.setdefault(name, set()).add(path)
            for name in FUNC.findall(text):
                funcs.setdefault(name, set()).add(path)
    chosen, todo = [], []
    if len(sys.argv) > 3:
        wanted = set(re.findall(r"error: (?:value of )?type '(?:any )?([\w.]+?)\??' has no member '(\w+)'", open(sys.argv[3]).read()))
        for d, dirs, fs in os.walk(root):
            rel = os.path.relpath(d, root)
            if rel != '.' and SKIP.search(rel):
                dirs[:] = []
                continue
            for f in fs:
                if not f.endswith('.swift'):
                    continue
                path = os.path.relpath(os.path.join(d, f), root)
                text = strip(open(os.path.join(root, path), encoding='utf-8', errors='replace').read())
                for t, m in wanted:
                    t = t.split('.')[-1]
                    if re.search(r'extension\s+(?:[\w.]*\.)?%s\b' % t, text) and re.search(r'(?:func|var|let|case)\s+%s\b' % m, text):
                        seeds.append(path)
                        break
    for s in seeds:
        for f in swift_files(root, s):
            if f not in chosen:
                chosen.append(f); todo.append(f)
    while todo:
        f = todo.pop()
        text = strip(open(os.path.join(root, f), encoding='utf-8', errors='replace').read())
        own = set(DECL.findall(text))
        for word in set(re.findall(r'\b[A-Z]\w*\b', text)) - own:
            for g in sorted(decls.get(word, ())):
                if len(decls[word]) > 1 and word in ('AppDelegate', 'SceneDelegate', 'ViewController'):
                    continue
                if g not in chosen:
                    chosen.append(g); todo.append(g)
        for word in set(re.findall(r'\b([a-z_]\w*)\s*\(', text)):
            for g in sorted(funcs.get(word, ())):
                if g not in chosen:
                    chosen.append(g); todo.append(g)
    print(';'.join(chosen))

main()
