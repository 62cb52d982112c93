import LatticeLayout
import Testing
@testable import LatticeCheck

/// The checker tells `WorkProgress` one unit per rule per target: with two targets and every
/// rule passing, 2 × (number of rules) fractions, k / that number, ending at 1.
@Suite struct CheckProgressTests {
    @Test func eachRuleAtEachTargetIsOneUnitOfTheFraction() {
        let recorded = RecordedProgress()
        let targets = [100.0, 200.0].map { width in
            CheckTarget(size: CheckSize(name: "\(Int(width))x100", viewport: Size(width: width, height: 100)), screenScale: 2) {
                PlantedLayout(pins: false)
            }
        }
        let outcome = WorkProgress.$reporter.withValue(recorded) { Checker(offsetCount: 2, seed: 1).check(targets) }
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        let units = 2 * CheckRules.all.count
        let fractions = recorded.events.compactMap { if case let .advance(f) = $0 { return f } else { return nil } }
        #expect(fractions == (1...units).map { Double($0) / Double(units) })
    }
}
