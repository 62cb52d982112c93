import Foundation
import LatticeLayout
import LatticeUIKit
import Testing

/// Two public seams reached from a package outside lattice, as a user's own code reaches them:
/// a layout telling its long `prepare()` to whatever progress reporter the command bound
/// (`WorkProgress.reporter`, read back with `RecordedProgress`), and a target–selector timer
/// (`Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`) firing on the media
/// clock (`MediaClock`). The selector is written as the port
/// writes `#selector(tick(_:))` on Linux; where Objective-C is (Apple platforms), UIKit's own
/// timers run instead and that test is left out.

/// A layout whose `prepare()` reports one step, advancing once per 1,000 of its rows.
@MainActor
final class ReportingRowsLayout: UICollectionViewLayout {
    let rows: Int
    init(rows: Int) { self.rows = rows; super.init() }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        let progress = WorkProgress.reporter
        progress.begin("measuring \(WorkProgress.count(rows)) rows")
        for row in stride(from: 1_000, through: rows, by: 1_000) {
            progress.advance(Double(row) / Double(rows))
        }
        progress.finish()
    }
}

#if !canImport(ObjectiveC)
/// A target whose method counts the timer's fires (`tick:` as the port writes `#selector(tick(_:))`).
@MainActor
final class Ticker {
    var fires = 0
    func tick(_ timer: Timer) { fires += 1 }
    static let tick = Selector("tick:") { target, argument in (target as? Ticker)?.tick(latticeSelectorArgument(argument)) }
}
#endif

@MainActor
@Suite struct ProgressAndTimerTests {
    /// 4,000 rows advance at 1,000, 2,000, 3,000 and 4,000: fractions 0.25, 0.5, 0.75, 1; the
    /// step is named with the count grouped by thousands.
    @Test func aLayoutsPrepareReportsToTheBoundReporter() {
        let recorded = RecordedProgress()
        WorkProgress.$reporter.withValue(recorded) { ReportingRowsLayout(rows: 4_000).prepare() }
        #expect(recorded.steps == ["measuring 4,000 rows"])
        #expect(recorded.fractions(of: "measuring 4,000 rows") == [0.25, 0.5, 0.75, 1])
        #expect(recorded.isFinished)
    }

    /// With no reporter bound the work reports to a silent one: nothing to read, nothing drawn.
    @Test func unboundWorkIsSilent() {
        #expect(WorkProgress.reporter is SilentProgress)
    }
}

#if !canImport(ObjectiveC)
/// In `UIKitSurfaceTests`' serialized suite: it moves the process's media clock, which that
/// suite's display-link test counts frames on.
extension UIKitSurfaceTests {
    /// Every 0.2 s of the media clock (outside the viewer, the process's own): advanced 0.5 s,
    /// it fires at 0.2 and 0.4 (twice); invalidated, it stops.
    @Test func aSelectorTimerFiresOnTheMediaClock() {
        MediaClock.reset()
        defer { MediaClock.reset() }
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.2, target: ticker, selector: Ticker.tick, userInfo: nil, repeats: true)
        #expect(ticker.fires == 0)
        MediaClock.advance(by: 0.5)
        #expect(ticker.fires == 2)
        timer.invalidate()
        MediaClock.advance(by: 1)
        #expect(ticker.fires == 2)
    }
}
#endif
