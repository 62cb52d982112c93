/// The largest solution of a `DifferenceConstraints` kept while constraints are added one at a
/// time and taken back in the opposite order: the search of `ListFitter.holdRows`, which adds
/// one constraint per row and undoes it when it leaves no solution.
///
/// The largest solution is the system's shortest distances from the origin (every variable also
/// within ±`DifferenceConstraints.bound` of it, as `solution()` has it). Adding `x[i] − x[j] ≤ c`
/// only shortens paths through the new edge j → i: the variables it lowers are found by
/// relaxing from `i` alone, and the constraint leaves no solution exactly when that lowers `j`
/// (a negative cycle through the new edge) or pushes a variable past the bound. Each addition
/// logs what it lowered, so taking it back restores the solution exactly. Solving afresh costs
/// a pass over every edge per row (a paste of 20,000 sections has 40,000 variables); this costs
/// the variables the row moves.
struct IncrementalSolution {
    typealias Edge = DifferenceConstraints.Edge
    /// The largest solution of the system and the constraints added so far.
    private(set) var x: [Double]
    private let tolerance: Double, bound: Double
    private let budget: FitBudget?
    /// The system's own edges leaving each variable: `order[start[v] ..< start[v + 1]]`.
    private let start: [Int], order: [Int], edges: [Edge]
    /// The added constraints' edges, by the variable they leave, and in the order added.
    private var addedFrom: [Int: [Edge]] = [:]
    private var added: [(edge: Edge, lowered: [(v: Int, was: Double)])] = []

    /// The largest solution of `system`; nil when it has none.
    init?(_ system: DifferenceConstraints) {
        guard let x = system.solution() else { return nil }
        self.x = x
        tolerance = system.tolerance
        bound = system.bound
        budget = system.budget
        edges = system.edges
        (start, order) = system.adjacency()
    }

    /// How many constraints were added and not taken back.
    var addedCount: Int { added.count }

    /// Adds `x[i] − x[j] ≤ c` and lowers what it lowers; false (and nothing added) when that
    /// leaves no solution or the budget runs out.
    mutating func add(_ i: Int, minus j: Int, _ c: Double) -> Bool {
        let edge = Edge(from: j, to: i, weight: c)
        addedFrom[j, default: []].append(edge)
        added.append((edge, []))
        var lowered: [(v: Int, was: Double)] = [], steps: [Int: Int] = [j: 0]
        var queue = [j], head = 0, queued: Set<Int> = [j]
        while head < queue.count {
            let a = queue[head]
            head += 1
            queued.remove(a)
            let own = start[a + 1] - start[a], extra = addedFrom[a] ?? []
            if let budget, !budget.spend(own + extra.count + 1) { return undo(lowered) }
            for n in 0 ..< own + extra.count {
                let e = n < own ? edges[order[start[a] + n]] : extra[n - own]
                guard x[a] + e.weight < x[e.to] - tolerance else { continue }
                // Lowering `j` closes a negative cycle through the new edge; lowering the origin
                // or a variable past the bound, one through the origin's own edges
                // (`DifferenceConstraints.solution`); a path from `j` of as many edges as there
                // are variables, any other (`DifferenceConstraints.distances`).
                let step = (steps[a] ?? 0) + 1
                guard e.to != j, e.to != 0, x[a] + e.weight >= -bound - tolerance, step < x.count else { return undo(lowered) }
                steps[e.to] = step
                lowered.append((e.to, x[e.to]))
                x[e.to] = x[a] + e.weight
                if queued.insert(e.to).inserted { queue.append(e.to) }
            }
        }
        added[added.count - 1].lowered = lowered
        return true
    }

    /// The constraints added and not taken back, in order, as `DifferenceConstraints` edges.
    var constraints: [Edge] { added.map(\.edge) }

    /// Takes back the last constraint added (its values restored).
    mutating func removeLast() {
        guard let last = added.popLast() else { return }
        for (v, was) in last.lowered.reversed() { x[v] = was }
        addedFrom[last.edge.from]?.removeLast()
    }

    /// Restores what `lowered` lowered and takes back the constraint just added; false.
    private mutating func undo(_ lowered: [(v: Int, was: Double)]) -> Bool {
        added[added.count - 1].lowered = lowered
        removeLast()
        return false
    }
}
