/// One clause of the UICollectionViewLayout contract, checked on a `CheckRun`. Each rule has a
/// name (`rect-vs-item`, …) that findings, `check: expect:` in a fixture, the JUnit test case and
/// the documentation's section all use.
public protocol CheckRule: Sendable {
    /// The rule's name, lowercase with hyphens.
    var name: String { get }
    /// One line saying what the rule checks.
    var summary: String { get }
    /// Adds the rule's findings about `run` to `log`.
    func check(_ run: CheckRun, into log: inout FindingLog)
}

/// The rules `lattice check` runs, in the order it runs them: determinism first (a layout that
/// answers differently twice makes every other finding noise, so the others are skipped for it),
/// then self-sizing (the others read the answers once settled).
public enum CheckRules {
    public static let all: [any CheckRule] = [
        DeterminismRule(), SelfSizingRule(), RectVsItemRule(), ContentSizeRule(), GeometryRule(), PinningRule(), InvalidationCostRule(), UpdatesRule(),
    ]

    /// The rules' names, in order.
    public static var names: [String] { all.map(\.name) }
}
