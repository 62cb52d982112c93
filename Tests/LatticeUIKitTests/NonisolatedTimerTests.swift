import Foundation
import LatticeUIKit
import Testing

/// A timer wrapper that is not main-actor isolated, as JZCalendarWeekView's `WeakTimer` is:
/// Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` is not isolated,
/// so this compiles on iOS and must here.
final class PlainTimerOwner {
    func start(_ target: TimerTarget, _ selector: Selector) -> Timer {
        Timer.scheduledTimer(timeInterval: 0.1, target: target, selector: selector, userInfo: nil, repeats: true)
    }
}

@MainActor
@Suite struct NonisolatedTimerTests {
    @Test func aTimerScheduledFromNonisolatedCodeRunsOnTheHostsClock() {
        let runtime = HostRuntime()
        let target = TimerTarget()
        runtime.run {
            let timer = PlainTimerOwner().start(target, TimerTarget.tickSelector)
            runtime.clock.advance(by: 0.25)     // fire dates 0.1 and 0.2
            #expect(target.calls == 2)
            timer.invalidate()
        }
    }
}
