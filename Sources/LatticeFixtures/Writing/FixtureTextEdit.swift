import LatticeLayout

/// Writes edited data back into a fixture's own text (the viewer's `:w`): only the `items:` of
/// the sections an edit changed are rewritten; every other byte — comments, key order, flow or
/// block style — stays as it was. Within a changed section, an item run (`repeat: N`,
/// `generate:`) that is still whole is kept as written; a `repeat:` run an edit cut is split
/// into runs with smaller counts; a `generate:` run an edit cut is expanded into its items'
/// sizes (generated sizes cannot be split). A section entry with `repeat: N` edited in some of
/// its copies becomes consecutive entries (untouched copies together, edited ones alone).
public enum FixtureTextEdit {
    /// Why the text cannot be edited.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// `text` (the file `fixture` was loaded from) with expanded section `k` holding the items
    /// `sections[k]`, each named by the index path it had in `fixture` (a copy names its source).
    public static func edited(text: String, fixture: Fixture, sections: [[IndexPath]]) throws(Failure) -> String {
        guard let root = SourceSpans.read(text), let entries = root["sections"]?.items else {
            throw Failure(message: "the file has no sections: list to write the edits into")
        }
        guard sections.count == fixture.sections.count else {
            throw Failure(message: "the number of sections changed (\(fixture.sections.count) → \(sections.count)); only item edits can be saved")
        }
        let runs = try itemRuns(entries, fixture)
        let source = TextBuffer(text)
        var edits: [(range: Range<Int>, text: String)] = []
        var copiesOf: [Int: [Int]] = [:]   // a section entry -> the expanded sections it stands for
        for (k, s) in fixture.sections.enumerated() { copiesOf[s.sourceIndex, default: []].append(k) }
        let changed = Set(sections.indices.filter { k in
            sections[k] != (0..<fixture.sections[k].itemCount).map { IndexPath(item: $0, section: k) }
        })
        for (e, copies) in copiesOf.sorted(by: { $0.key < $1.key }) where copies.contains(where: changed.contains) {
            let entry = entries[e]
            guard let list = entry["items"] else {
                throw Failure(message: "sections[\(e)] has no items: list in the file to write its items into")
            }
            func items(_ k: Int) -> (range: Range<Int>, text: String) {
                source.replacement(of: list, with: pieces(sections[k], runs: runs, fixture: fixture, source: source))
            }
            if copies.count == 1 { edits.append(items(copies[0])); continue }
            guard let count = entry["repeat"] else { throw Failure(message: "sections[\(e)] does not match the fixture loaded") }
            edits.append(splitRepeatedSection(entry, count: count, copies: copies, changed: changed, items: items,
                                              flow: root["sections"]?.flow ?? false, source: source))
        }
        var edited = source
        for e in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { edited.replace(e.range, with: e.text) }
        return edited.text
    }

    /// A section entry written once with `repeat: N` and edited in some of its copies, written
    /// out again as consecutive entries: untouched copies together with a smaller `repeat`, each
    /// edited copy on its own (`repeat: 1`) with its new items.
    static func splitRepeatedSection(_ entry: SpanNode, count: SpanNode, copies: [Int], changed: Set<Int>,
                                     items: (Int) -> (range: Range<Int>, text: String), flow: Bool,
                                     source: TextBuffer) -> (range: Range<Int>, text: String) {
        let repeatRange = source.offset(count.start)..<source.offset(count.end)
        var texts: [String] = []
        var i = 0
        while i < copies.count {
            if changed.contains(copies[i]) {
                texts.append(source.text(of: entry, replacing: [(repeatRange, "1"), items(copies[i])]))
                i += 1
                continue
            }
            var j = i
            while j < copies.count, !changed.contains(copies[j]) { j += 1 }
            texts.append(source.text(of: entry, replacing: [(repeatRange, "\(j - i)")]))
            i = j
        }
        let separator = flow ? ", " : "\n" + String(repeating: " ", count: Swift.max(0, entry.start.column - 2)) + "- "
        return (source.offset(entry.start)..<source.trimmedEnd(of: entry), texts.joined(separator: separator))
    }

    /// One item entry of the file as it expands: expanded section, first item, item count.
    struct Run {
        var first: Int
        var count: Int
        var node: SpanNode
        var repeatValue: SpanNode?
        var isGenerated: Bool
    }

    /// Every expanded section's runs, checked against the fixture's item counts.
    static func itemRuns(_ entries: [SpanNode], _ fixture: Fixture) throws(Failure) -> [[Run]] {
        var all: [[Run]] = []
        for (k, s) in fixture.sections.enumerated() {
            guard s.sourceIndex < entries.count else { throw Failure(message: "the file does not match the fixture loaded") }
            var runs: [Run] = [], next = 0
            for node in entries[s.sourceIndex]["items"]?.items ?? [] {
                var run = Run(first: next, count: 1, node: node, repeatValue: nil, isGenerated: false)
                if let g = node["generate"] {
                    run.count = Int(g["count"]?.scalar ?? "") ?? 0
                    run.isGenerated = true
                } else if let r = node["repeat"] {
                    run.count = Int(r.scalar ?? "") ?? 1
                    run.repeatValue = r
                }
                runs.append(run)
                next += run.count
            }
            guard next == s.itemCount else {
                throw Failure(message: "section \(k) has \(s.itemCount) items loaded but \(next) written (an override or a change on disk): save refused")
            }
            all.append(runs)
        }
        return all
    }

    /// The item entries for one section's new items: consecutive items of one run become that
    /// run (whole: as written; cut: a smaller `repeat`, or a generated run's sizes).
    static func pieces(_ items: [IndexPath], runs: [[Run]], fixture: Fixture, source: TextBuffer) -> [String] {
        var pieces: [String] = []
        var i = 0
        while i < items.count {
            let p = items[i], sectionRuns = runs[p.section]
            let r = lastRun(startingAtOrBefore: p.item, in: sectionRuns)
            let run = sectionRuns[r]
            var j = i + 1
            while j < items.count, items[j].section == p.section, items[j].item == items[j - 1].item + 1,
                  items[j].item < run.first + run.count { j += 1 }
            let length = j - i
            if length == run.count || run.count == 1 {
                pieces.append(source.trimmedText(of: run.node))
            } else if run.isGenerated {
                for q in items[i..<j] {
                    let size = fixture.sections[q.section].itemSizes[q.item]
                    pieces.append("[\(fmt(size.width)), \(fmt(size.height))]")
                }
            } else if let value = run.repeatValue {
                pieces.append(source.trimmedText(of: run.node, replacing: value, with: "\(length)"))
            }
            i = j
        }
        return pieces
    }

    /// The index of the run holding item `item` (runs are sorted by `first`).
    static func lastRun(startingAtOrBefore item: Int, in runs: [Run]) -> Int {
        Swift.max(0, partitionPoint(0 ..< runs.count) { runs[$0].first > item } - 1)
    }
}
