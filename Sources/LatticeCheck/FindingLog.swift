/// The findings of one check, each problem once: a finding for the same rule, problem, element
/// and viewport size as an earlier one adds to its `occurrences` instead of a new line. At most
/// `limit` distinct findings per rule are kept; the rest are counted in `omitted`.
public struct FindingLog: Sendable {
    public private(set) var findings: [CheckFinding] = []
    /// Distinct findings past the limit, per rule.
    public private(set) var omitted: [String: Int] = [:]
    public let limit: Int
    private var positions: [String: Int] = [:]
    private var perRule: [String: Int] = [:]

    public init(limit: Int = 50) { self.limit = limit }

    public mutating func add(_ finding: CheckFinding) {
        let key = finding.key
        if let i = positions[key] {
            if i >= 0 { findings[i].occurrences += finding.occurrences }
            return
        }
        if perRule[finding.rule, default: 0] >= limit {
            omitted[finding.rule, default: 0] += 1
            positions[key] = -1
            return
        }
        perRule[finding.rule, default: 0] += 1
        positions[key] = findings.count
        findings.append(finding)
    }

    /// Appends another log's findings (a second viewport size of the same layout).
    public mutating func merge(_ other: FindingLog) {
        for f in other.findings { add(f) }
        for (rule, n) in other.omitted { omitted[rule, default: 0] += n }
    }
}
