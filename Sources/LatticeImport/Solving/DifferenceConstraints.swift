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
    /// Every variable lies in ±`bound`: keeps a variable that nothing bounds finite. It must
    /// lie beyond any value the system is meant to find: a system over a layout longer than a
    /// million points sets it larger (`ListFitter.scrollSystem`).
    var bound = 1e6
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
    ///
    /// Bellman-Ford with a queue: only the variables whose distance just fell have their edges
    /// relaxed again, so a long chain of rows settles in about one pass over the edges instead
    /// of one pass per variable. A negative cycle shows as a cycle among the edges each
    /// variable's distance last came along (`parent`), looked for after every `count`
    /// lowerings (a walk over the variables, so it at most doubles the work): found soon after
    /// it closes. Counting how often each variable is lowered instead waits for one to be
    /// lowered `count` times, each time a walk around the cycle: a system of 40,000 variables
    /// took 30 s to be found infeasible.
    func distances(from source: Int?, reverse: Bool = false) -> [Double]? {
        // A spent budget: infeasible at once, before the arrays below cost a pass over the edges.
        if let budget, !budget.spend(count + edges.count) { return nil }
        // From no source: every variable starts at 0 (a virtual source), which tests feasibility.
        var d = [Double](repeating: source == nil ? 0 : .infinity, count: count)
        if let source { d[source] = 0 }
        let (start, order) = adjacency(reverse: reverse)
        var queue: [Int] = source.map { [$0] } ?? Array(0 ..< count)
        var queued = [Bool](repeating: false, count: count), parent = [Int](repeating: -1, count: count), lowered = 0
        for v in queue { queued[v] = true }
        var head = 0
        while head < queue.count {
            let a = queue[head]
            head += 1
            queued[a] = false
            if head >= 4096 { queue.removeFirst(head); head = 0 }
            if let budget, !budget.spend(start[a + 1] - start[a] + 1) { return nil }
            for k in order[start[a] ..< start[a + 1]] {
                let e = edges[k], b = reverse ? e.from : e.to
                guard d[a] + e.weight < d[b] - tolerance else { continue }
                d[b] = d[a] + e.weight
                parent[b] = a
                lowered += 1
                if lowered % count == 0, Self.hasCycle(parent) { return nil }
                if !queued[b] { queued[b] = true; queue.append(b) }
            }
        }
        return d
    }

    /// The edges leaving each variable (entering it, with `reverse`): the indices into `edges`
    /// of those of variable `v` are `order[start[v] ..< start[v + 1]]`.
    func adjacency(reverse: Bool = false) -> (start: [Int], order: [Int]) {
        var start = [Int](repeating: 0, count: count + 1)
        for e in edges { start[(reverse ? e.to : e.from) + 1] += 1 }
        for i in 0 ..< count { start[i + 1] += start[i] }
        var order = [Int](repeating: 0, count: edges.count), fill = start
        for (k, e) in edges.enumerated() {
            let a = reverse ? e.to : e.from
            order[fill[a]] = k
            fill[a] += 1
        }
        return (start, order)
    }

    /// True when following `parent` (−1: none) from some variable comes back to it. Each walk
    /// stops at a variable an earlier walk passed, so every variable is passed once.
    static func hasCycle(_ parent: [Int]) -> Bool {
        var walk = [Int](repeating: -1, count: parent.count)   // the walk that passed each variable
        for v in parent.indices where walk[v] < 0 {
            var u = v
            while u >= 0, walk[u] < 0 {
                walk[u] = v
                u = parent[u]
            }
            if u >= 0, walk[u] == v { return true }
        }
        return false
    }

    /// The largest solution relative to the origin, or nil when there is none.
    func solution() -> [Double]? {
        if let budget, budget.isSpent { return nil }
        var bounded = self
        for i in 1 ..< count {
            bounded.atMost(i, minus: 0, bound)
            bounded.atMost(0, minus: i, bound)
        }
        return bounded.distances(from: 0)
    }

    /// The interval `x[i] − x[j]` may take in any solution (`x[i] − x[j] ≤` the shortest path
    /// j → i, `≥ −` the shortest path i → j); nil where no constraint limits it.
    func range(of i: Int, minus j: Int) -> (low: Double?, high: Double?) {
        func finite(_ v: Double?) -> Double? { v.flatMap { $0.magnitude < bound ? $0 : nil } }
        return (finite(distances(from: j, reverse: true)?[i]).map { -$0 }, finite(distances(from: j)?[i]))
    }
}
