@testable import LatticeImport
import Testing

/// The scroll axis's solver (`DifferenceConstraints`) and the search's incremental solution
/// (`IncrementalSolution`), on systems worked out by hand.
@Suite struct DifferenceConstraintsTests {
    /// A chain x1 … xn with `x[k+1] − x[k] ≤ 1`, `x1 ≤ 0`, closed by `x1 − xn ≤ −closing`. With
    /// `closing` = n − 1 the cycle weighs 0: the largest solution is x[k] = k − 1. With n it
    /// weighs −1: no solution, however long the cycle (a cycle of 20,000 variables).
    static func chain(_ n: Int, closing: Double) -> (DifferenceConstraints, [Int]) {
        var system = DifferenceConstraints()
        let x = (0 ..< n).map { _ in system.variable() }
        system.atMost(x[0], minus: 0, 0)
        for k in 1 ..< n { system.atMost(x[k], minus: x[k - 1], 1) }
        system.atMost(x[0], minus: x[n - 1], -closing)
        return (system, x)
    }

    @Test func aLongCycleOfWeightZeroHasTheLargestSolution() throws {
        let (system, x) = Self.chain(20_000, closing: 19_999)
        let solution = try #require(system.solution())
        #expect(solution[x[0]] == 0 && solution[x[1]] == 1 && solution[x[19_999]] == 19_999)
        #expect(system.distances(from: nil) != nil)
    }

    @Test func aLongNegativeCycleLeavesNoSolution() {
        let (system, _) = Self.chain(20_000, closing: 20_000)
        #expect(system.solution() == nil)
        #expect(system.distances(from: nil) == nil)
    }

    /// Parents 0 ← 1 and 2 ↔ 3: a cycle. Parents 0 ← 1 ← 2, 1 ← 3: none.
    @Test func aCycleAmongTheParents() {
        #expect(DifferenceConstraints.hasCycle([-1, 0, 3, 2]))
        #expect(!DifferenceConstraints.hasCycle([-1, 0, 1, 1]))
    }

    /// x1 ≤ 5, x1 ≥ 2, x2 − x1 ≤ 3: the largest solution (5, 8). Adding x2 ≤ 6 lowers x2 to 6;
    /// x1 − x2 ≤ −10 (x2 ≥ x1 + 10 > 6) is refused and changes nothing; x1 ≤ 4 lowers x1 to 4
    /// and leaves x2 at 6 (4 + 3 = 7 is not lower). Taking the last two back gives (5, 6), then
    /// (5, 8). Each solution is the one the whole system, solved afresh, has.
    @Test func constraintsAddedAndTakenBack() throws {
        var system = DifferenceConstraints()
        let x1 = system.variable(), x2 = system.variable()
        system.atMost(x1, minus: 0, 5)
        system.atMost(0, minus: x1, -2)
        system.atMost(x2, minus: x1, 3)
        var solution = try #require(IncrementalSolution(system))
        func pair() -> [Double] { [solution.x[x1], solution.x[x2]] }
        #expect(pair() == [5, 8])
        let lowered = solution.add(x2, minus: 0, 6)
        #expect(lowered && pair() == [5, 6])
        let refused = !solution.add(x1, minus: x2, -10)
        #expect(refused && pair() == [5, 6] && solution.addedCount == 1)
        let both = solution.add(x1, minus: 0, 4)
        #expect(both && pair() == [4, 6])
        var whole = system
        for c in solution.constraints { whole.atMost(c.to, minus: c.from, c.weight) }
        #expect(whole.solution().map { [$0[x1], $0[x2]] } == [4, 6])
        solution.removeLast()
        #expect(pair() == [5, 6])
        solution.removeLast()
        #expect(pair() == [5, 8] && solution.addedCount == 0)
    }
}
