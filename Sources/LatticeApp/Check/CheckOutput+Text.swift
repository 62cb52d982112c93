import LatticeCheck
import LatticeLayout

/// The human output of `lattice check`: each finding located on one line with its two values
/// and the fix below, `ok PATH` for a clean fixture, and one summary line at the end.
enum CheckText {
    /// The lines of one fixture's report. A fix is printed the first time its rule and problem
    /// appear in the run (`hinted` remembers them).
    static func lines(_ report: FixtureCheckReport, hinted: inout Set<String>) -> [String] {
        if let error = report.loadError { return [error] }
        var lines: [String] = []
        for (f, sizes, occurrences) in grouped(report.findings) {
            var head = "\(report.path): \(f.severity.rawValue)\(f.isExpected ? " (expected)" : ""): \(f.rule): "
            var place: [String] = []
            if let e = f.element { place.append(element(e)) }
            place.append("at \(f.sizeName)" + (sizes.count > 1 ? " (and \(sizes.count - 1) more size\(sizes.count == 2 ? "" : "s"))" : ""))
            if let o = f.contentOffset { place.append("offset \(fmt(o.x)),\(fmt(o.y))") }
            head += place.joined(separator: " ") + ": " + f.message
            if occurrences > 1 { head += " (\(occurrences) times)" }
            lines.append(head)
            if let r = f.rect, !f.values.contains(where: { $0.source == "query rect" }) { lines.append("    query rect: \(describe(r))") }
            for v in f.values { lines.append("    \(v.source): \(v.value)") }
            if let hint = f.hint, hinted.insert(f.rule + "|" + f.code).inserted { lines.append("    fix: \(hint)") }
        }
        for (rule, n) in report.omitted.sorted(by: { $0.key < $1.key }) {
            lines.append("\(report.path): note: \(n) more \(rule) finding\(n == 1 ? "" : "s") not listed")
        }
        if !report.skipped.isEmpty {
            lines.append("\(report.path): note: the layout is not deterministic; skipped \(report.skipped.joined(separator: ", "))")
        }
        if report.findings.isEmpty { lines.append("ok \(report.path)") }
        return lines
    }

    /// The findings with the same rule, problem, element and severity at several sizes as one:
    /// the first finding (its values), the sizes, and the occurrences in all.
    static func grouped(_ findings: [CheckFinding]) -> [(CheckFinding, [String], Int)] {
        var groups: [(CheckFinding, [String], Int)] = []
        var index: [String: Int] = [:]
        for f in findings {
            let key = "\(f.rule)|\(f.code)|\(f.element.map { "\($0)" } ?? "")|\(f.severity)|\(f.isExpected)"
            if let i = index[key] {
                if !groups[i].1.contains(f.sizeName) { groups[i].1.append(f.sizeName) }
                groups[i].2 += f.occurrences
            } else {
                index[key] = groups.count
                groups.append((f, [f.sizeName], f.occurrences))
            }
        }
        return groups
    }

    /// `check: N fixtures, S sizes, O offsets, seed X: E errors, W warnings (K expected)`.
    static func summary(_ reports: [FixtureCheckReport], sizes: Int, offsets: Int, seed: UInt64) -> String {
        let errors = reports.reduce(0) { $0 + $1.errorCount }
        let warnings = reports.reduce(0) { $0 + $1.warningCount }
        let expected = reports.reduce(0) { $0 + $1.expectedCount }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "check: \(count(reports.count, "fixture")), \(sizes == 0 ? "own size" : count(sizes, "size")), \(count(offsets, "offset")), seed \(seed): "
            + "\(count(errors, "error")), \(count(warnings, "warning"))" + (expected > 0 ? " (\(expected) expected)" : "")
    }

    /// `cell 0.3`, `supplementary header 2.0`.
    static func element(_ e: ElementID) -> String {
        e.category == .cell ? "cell \(e.indexPath)" : "\(e.category.rawValue) \(e.kind) \(e.indexPath)"
    }

    static func describe(_ r: Rect) -> String { "(\(fmt(r.x)), \(fmt(r.y)), \(fmt(r.width)), \(fmt(r.height)))" }
}
