import LatticeCheck
import LatticeFixtures

/// What `lattice check` found in one fixture file: its findings (expected ones marked), the
/// rules that ran and were skipped, or the error that kept it from loading.
struct FixtureCheckReport {
    var path: String
    /// The located error of a fixture that could not be loaded (then nothing was checked).
    var loadError: String?
    var findings: [CheckFinding] = []
    var ran: [String] = []
    var skipped: [String] = []
    /// Distinct findings left out per rule (`FindingLog.limit`).
    var omitted: [String: Int] = [:]
    /// The fixture's `check: expect:` rules.
    var expected: [String] = []

    init(path: String, loadError: String) { self.path = path; self.loadError = loadError }

    /// The outcome of checking `fixture`: findings of a rule the fixture expects are marked
    /// expected. At the fixture's own size (`ownSize`, no `--sizes`), the size its expectations
    /// speak of, an expected rule that ran and found nothing is a warning (the expectation is
    /// stale); other sizes may rightly not show them.
    init(path: String, fixture: Fixture, outcome: Checker.Outcome, sizes: [CheckSize], ownSize: Bool) {
        self.path = path
        expected = fixture.checkExpectations
        ran = outcome.ran
        skipped = outcome.skipped
        omitted = outcome.log.omitted
        findings = outcome.findings.map { f in
            var f = f
            f.isExpected = expected.contains(f.rule)
            return f
        }
        for rule in expected where ownSize && ran.contains(rule) && !findings.contains(where: { $0.rule == rule }) && omitted[rule] == nil {
            let size = sizes.first ?? FixtureCheckTargets.ownSize(of: fixture)
            findings.append(CheckFinding(rule: rule, severity: .warning, code: "expectation-unmet",
                                         message: "the fixture expects \(rule) findings (check: expect:) but the check found none",
                                         sizeName: size.name, viewport: size.viewport,
                                         hint: "drop \(rule) from the fixture's check.expect"))
        }
    }

    /// Errors that fail the check: a fixture that did not load, or an error finding not expected.
    var errorCount: Int { (loadError == nil ? 0 : 1) + findings.filter { $0.severity == .error && !$0.isExpected }.count }
    var warningCount: Int { findings.filter { $0.severity == .warning && !$0.isExpected }.count }
    var expectedCount: Int { findings.filter(\.isExpected).count }

    /// The findings of one rule.
    func findings(of rule: String) -> [CheckFinding] { findings.filter { $0.rule == rule } }
}
