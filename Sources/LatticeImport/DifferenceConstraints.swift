/// A system of difference constraints `x[i] − x[j] ≤ c` over variables `x[0] …`, where `x[0]`
/// is the origin (0): the form every scroll-axis relation of IGList's typewriter takes once a
/// trailing inset is written as its negative (see `ListFitter+ScrollAxis`).
///
/// Solved as shortest paths (Bellman-Ford): an edge j → i of weight c per constraint; the system
/// is feasible when the graph has no negative cycle, and the distances from the origin are its
/// largest solution. Distances the other way bound each variable from below, so every unknown
/// keeps its interval until all constraints are in.
struct DifferenceConstraints {
    struct Edge { var from: Int, to: Int, weight: Double }
    /// Variables, the origin included.
    private(set) var count = 1
    private(set) var edges: [Edge] = []
    /// Differences closer than this are equal (values printed with six significant digits).
    static let slack = 1e-6
    /// How far a constraint may be missed: `slack`, or about a pixel where frames carry IGList's
    /// dropped pixels (see `ListFitter.pixelDrop`).
    var tolerance = DifferenceConstraints.slack
    /// Every variable lies in ±`bound`: keeps a variable that nothing bounds finite.
    static let bound = 1e6
    /// The fit's time budget: a pass of the solver spends one unit an edge, and a spent budget
    /// makes every system look infeasible, so that the searches over systems stop.
    var budget: FitBudget?

    mutating func variable() -> Int {
        count += 1
        return count - 1
    }

    /// The system as it was when it had `variables` variables and `edges` edges: the searches
    /// over systems undo their trials with it instead of keeping a copy per trial.
    mutating func truncate(variables: Int, edges: Int) {
        count = variables
        self.edges.removeSubrange(edges...)
    }

    /// `x[i] − x[j] ≤ c`.
    mutating func atMost(_ i: Int, minus j: Int, _ c: Double) {
        edges.append(Edge(from: j, to: i, weight: c))
    }

    /// `x[i] − x[j] = c`.
    mutating func equal(_ i: Int, minus j: Int, _ c: Double) {
        atMost(i, minus: j, c)
        atMost(j, minus: i, -c)
    }

    /// Shortest distances from `source` along the edges (reversed with `reverse`: distances to
    /// it); nil when a negative cycle makes the system infeasible.
    func distances(from source: Int?, reverse: Bool = false) -> [Double]? {
        // From no source: every variable starts at 0 (a virtual source), which tests feasibility.
        var d = [Double](repeating: source == nil ? 0 : .infinity, count: count)
        if let source { d[source] = 0 }
        for pass in 0 ... count {
            if let budget, !budget.spend(edges.count) { return nil }
            var changed = false
            for e in edges {
                let (a, b) = reverse ? (e.to, e.from) : (e.from, e.to)
                if d[a] + e.weight < d[b] - tolerance { d[b] = d[a] + e.weight; changed = true }
            }
            if !changed { return d }
            if pass == count { return nil }
        }
        return nil
    }

    /// The largest solution relative to the origin, or nil when there is none.
    func solution() -> [Double]? {
        var bounded = self
        for i in 1 ..< count {
            bounded.atMost(i, minus: 0, Self.bound)
            bounded.atMost(0, minus: i, Self.bound)
        }
        return bounded.distances(from: 0)
    }

    /// The interval `x[i] − x[j]` may take in any solution (`x[i] − x[j] ≤` the shortest path
    /// j → i, `≥ −` the shortest path i → j); nil where no constraint limits it.
    func range(of i: Int, minus j: Int) -> (low: Double?, high: Double?) {
        func finite(_ v: Double?) -> Double? { v.flatMap { $0.magnitude < Self.bound ? $0 : nil } }
        return (finite(distances(from: j, reverse: true)?[i]).map { -$0 }, finite(distances(from: j)?[i]))
    }
}
