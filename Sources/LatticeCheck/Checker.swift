import LatticeLayout

/// Runs the rules on a layout at each of its sizes and collects the findings: the engine of
/// `lattice check`, usable from a test suite on any `CollectionLayout`.
public struct Checker {
    public var rules: [any CheckRule]
    /// Content offsets sampled per size (`--offsets`).
    public var offsetCount: Int
    /// The seed of every random sample (`--seed`); the same seed samples the same offsets and rects.
    public var seed: UInt64

    public init(rules: [any CheckRule] = CheckRules.all, offsetCount: Int = 8, seed: UInt64 = 1) {
        self.rules = rules; self.offsetCount = offsetCount; self.seed = seed
    }

    /// The result of checking one layout at its sizes.
    public struct Outcome: Sendable {
        public var log: FindingLog
        /// The rules that ran, by name, in order.
        public var ran: [String]
        /// The rules skipped because the layout is not deterministic or does not settle.
        public var skipped: [String]
        public var findings: [CheckFinding] { log.findings }
    }

    /// Checks every target (one per size) with every rule. The determinism and self-sizing rules
    /// run first, at every size; when they find anything, the other rules are skipped at every
    /// size (they would read answers that change under them).
    public func check(_ targets: [CheckTarget]) -> Outcome {
        var log = FindingLog()
        let first = rules.filter(Self.gatesOthers)
        let others = rules.filter { !Self.gatesOthers($0) }
        var runs: [CheckRun] = []
        // Each rule at each target is one unit of the fraction told to `WorkProgress`.
        let progress = WorkProgress.reporter
        let units = Double(Swift.max(1, rules.count * targets.count))
        var done = 0
        func ran(_ rule: any CheckRule, _ run: CheckRun) {
            rule.check(run, into: &log)
            done += 1
            progress.advance(Double(done) / units)
        }
        for (i, target) in targets.enumerated() {
            let run = CheckRun(target: target, offsetCount: offsetCount, seed: seed &+ UInt64(i))
            runs.append(run)
            for rule in first { ran(rule, run) }
        }
        if !log.findings.isEmpty {
            return Outcome(log: log, ran: first.map(\.name), skipped: others.map(\.name))
        }
        for run in runs {
            for rule in others { ran(rule, run) }
        }
        return Outcome(log: log, ran: rules.map(\.name), skipped: [])
    }

    /// The rules whose findings make the others noise.
    static func gatesOthers(_ rule: any CheckRule) -> Bool { rule is DeterminismRule || rule is SelfSizingRule }
}
