/// Constraints `±x ± y ≤ k` that become difference constraints once each variable is stored
/// with a sign (`x = sign · stored`): the fixed-axis relations of IGList's typewriter, where a
/// row that breaks turns "gap + trailing inset" into a sum (see `ListFitter+FixedAxis`).
struct SignedConstraints {
    struct Variable { var index: Int, sign: Double }
    var system = DifferenceConstraints()
    /// False once a constraint could not be written as a difference (a sign clash).
    private(set) var consistent = true

    /// What `restore` needs to undo everything written after it.
    struct Mark { var variables: Int, edges: Int, consistent: Bool }
    var mark: Mark { Mark(variables: system.count, edges: system.edges.count, consistent: consistent) }
    mutating func restore(_ m: Mark) {
        system.truncate(variables: m.variables, edges: m.edges)
        consistent = m.consistent
    }

    mutating func variable(sign: Double) -> Variable { Variable(index: system.variable(), sign: sign) }

    /// `Σ c · x ≤ k` over one or two variables (c = ±1); nil variables are left out.
    mutating func atMost(_ terms: [(Variable?, Double)], _ k: Double) {
        let present = terms.compactMap { t in t.0.map { (v: $0, c: t.1 * $0.sign) } }
        switch present.count {
        case 0: if k < -DifferenceConstraints.slack { consistent = false }
        case 1:
            let t = present[0]
            if t.c > 0 { system.atMost(t.v.index, minus: 0, k) } else { system.atMost(0, minus: t.v.index, k) }
        default:
            let (a, b) = (present[0], present[1])
            guard a.c == -b.c else { consistent = false; return }
            if a.c > 0 { system.atMost(a.v.index, minus: b.v.index, k) } else { system.atMost(b.v.index, minus: a.v.index, k) }
        }
    }

    mutating func equal(_ terms: [(Variable?, Double)], _ k: Double) {
        atMost(terms, k)
        atMost(terms.map { ($0.0, -$0.1) }, -k)
    }

    /// The interval of `Σ c · x` over one or two variables in any solution.
    func range(_ terms: [(Variable, Double)]) -> (low: Double?, high: Double?) {
        let t = terms.map { (v: $0.0, c: $0.1 * $0.0.sign) }
        // Σ c·x = a.c · (stored a − stored b) with two terms, a.c · stored a with one.
        let r = t.count == 1 ? system.range(of: t[0].v.index, minus: 0) : system.range(of: t[0].v.index, minus: t[1].v.index)
        return t[0].c > 0 ? r : (r.high.map { -$0 }, r.low.map { -$0 })
    }

    /// The value of `Σ c · x` in `stored`.
    static func value(_ terms: [(Variable, Double)], _ stored: [Double]) -> Double {
        terms.reduce(0) { $0 + $1.1 * $1.0.sign * stored[$1.0.index] }
    }
}
