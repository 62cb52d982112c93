import LatticeCheck
import LatticeLayout

/// `lattice check --junit FILE`: JUnit XML, one test suite per fixture and one test case per
/// rule, so a CI system shows each rule of each fixture passing or failing. A rule with an
/// error finding (not expected) fails; warnings and expected findings are the case's
/// `system-out`; rules skipped after a determinism failure are `skipped`; a fixture that does
/// not load is one failing case named `load`.
enum CheckJUnit {
    static func document(_ reports: [FixtureCheckReport]) -> String {
        var suites: [String] = []
        var tests = 0, failures = 0, skipped = 0
        for r in reports {
            var cases: [String] = []
            var suiteFailures = 0, suiteSkipped = 0
            if let error = r.loadError {
                cases.append("    <testcase classname=\(attribute(r.path)) name=\"load\">\n"
                             + "      <failure message=\"the fixture could not be loaded\" type=\"error\">\(escape(error))</failure>\n    </testcase>")
                suiteFailures += 1
            } else {
                for rule in CheckRules.names {
                    var body = ""
                    let found = r.findings(of: rule)
                    let errors = found.filter { $0.severity == .error && !$0.isExpected }
                    if r.skipped.contains(rule) {
                        body = "      <skipped message=\"the layout is not deterministic\"/>\n"
                        suiteSkipped += 1
                    } else if !errors.isEmpty {
                        body = "      <failure message=\(attribute("\(errors.count) error\(errors.count == 1 ? "" : "s")")) type=\"error\">"
                            + escape(errors.map(text).joined(separator: "\n")) + "</failure>\n"
                        suiteFailures += 1
                    }
                    let others = found.filter { $0.severity == .warning || $0.isExpected }
                    if !others.isEmpty { body += "      <system-out>" + escape(others.map(text).joined(separator: "\n")) + "</system-out>\n" }
                    cases.append("    <testcase classname=\(attribute(r.path)) name=\(attribute(rule))"
                                 + (body.isEmpty ? "/>" : ">\n" + body + "    </testcase>"))
                }
            }
            tests += cases.count; failures += suiteFailures; skipped += suiteSkipped
            suites.append("  <testsuite name=\(attribute(r.path)) tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"\(suiteSkipped)\">\n"
                          + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"lattice check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            + suites.joined(separator: "\n") + "\n</testsuites>\n"
    }

    /// One finding as a line of text (the human output's first line and values).
    static func text(_ f: CheckFinding) -> String {
        var line = "\(f.severity.rawValue)\(f.isExpected ? " (expected)" : ""): "
        if let e = f.element { line += CheckText.element(e) + " " }
        line += "at \(f.sizeName)"
        if let o = f.contentOffset { line += " offset \(fmt(o.x)),\(fmt(o.y))" }
        line += ": " + f.message
        for v in f.values { line += "; \(v.source): \(v.value)" }
        return line
    }

    /// `"…"` with XML's five escapes.
    static func attribute(_ s: String) -> String { "\"" + escape(s) + "\"" }

    /// Text safe inside XML: the five escapes, and control characters XML 1.0 cannot hold dropped.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
