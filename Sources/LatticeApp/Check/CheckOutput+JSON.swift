import LatticeCheck
import LatticeLayout

/// `lattice check --json`: one object, `{"seed", "offsets", "sizes", "rules", "fixtures", "summary"}`
/// (the article CheckingALayout gives every field).
enum CheckJSON {
    static func document(_ reports: [FixtureCheckReport], sizes: [CheckSize], offsets: Int, seed: UInt64) -> String {
        let sizeList = sizes.map { s in
            "{\"name\": \(jsonString(s.name)), \"width\": \(jsonNumber(s.viewport.width)), \"height\": \(jsonNumber(s.viewport.height)), "
                + "\"screenScale\": \(s.screenScale.map(jsonNumber) ?? "null")}"
        }
        let fixtures = reports.map(fixture)
        let errors = reports.reduce(0) { $0 + $1.errorCount }
        let warnings = reports.reduce(0) { $0 + $1.warningCount }
        let expected = reports.reduce(0) { $0 + $1.expectedCount }
        return "{\"seed\": \(seed), \"offsets\": \(offsets), \"sizes\": [" + sizeList.joined(separator: ", ") + "],\n"
            + " \"rules\": [" + CheckRules.names.map(jsonString).joined(separator: ", ") + "],\n"
            + " \"fixtures\": [" + fixtures.joined(separator: ",\n  ") + "],\n"
            + " \"summary\": {\"fixtures\": \(reports.count), \"errors\": \(errors), \"warnings\": \(warnings), \"expected\": \(expected)}}"
    }

    static func fixture(_ r: FixtureCheckReport) -> String {
        let omitted = r.omitted.sorted { $0.key < $1.key }.map { "\(jsonString($0.key)): \($0.value)" }
        return "{\"path\": \(jsonString(r.path)), \"ok\": \(r.errorCount == 0), \"loadError\": \(r.loadError.map(jsonString) ?? "null"),\n"
            + "   \"expect\": [" + r.expected.map(jsonString).joined(separator: ", ") + "], "
            + "\"ran\": [" + r.ran.map(jsonString).joined(separator: ", ") + "], "
            + "\"skipped\": [" + r.skipped.map(jsonString).joined(separator: ", ") + "], "
            + "\"omitted\": {" + omitted.joined(separator: ", ") + "},\n"
            + "   \"findings\": [" + r.findings.map(finding).joined(separator: ",\n     ") + "]}"
    }

    static func finding(_ f: CheckFinding) -> String {
        let element = f.element.map { e in
            "{\"category\": \"\(e.category.rawValue)\", \"kind\": \(jsonString(e.kind)), \"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item)}"
        } ?? "null"
        let values = f.values.map { "{\"source\": \(jsonString($0.source)), \"value\": \(jsonString($0.value))}" }
        return "{\"rule\": \(jsonString(f.rule)), \"severity\": \"\(f.severity.rawValue)\", \"code\": \(jsonString(f.code)), "
            + "\"expected\": \(f.isExpected), \"message\": \(jsonString(f.message)), \"element\": \(element), "
            + "\"size\": \(jsonString(f.sizeName)), \"viewport\": \(jsonSize(f.viewport)), "
            + "\"contentOffset\": \(f.contentOffset.map { "{\"x\": \(jsonNumber($0.x)), \"y\": \(jsonNumber($0.y))}" } ?? "null"), "
            + "\"rect\": \(f.rect.map(jsonRect) ?? "null"), \"values\": [" + values.joined(separator: ", ") + "], "
            + "\"hint\": \(f.hint.map(jsonString) ?? "null"), \"occurrences\": \(f.occurrences)}"
    }
}
