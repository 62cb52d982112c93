import Foundation
import LatticeUIKit
import Testing

/// A target whose method counts its calls and keeps the timers it was sent.
@MainActor
final class TimerTarget {
    var calls = 0
    var sentTimers: [Timer] = []
    func tick(_ timer: Timer) { calls += 1; sentTimers.append(timer) }
    /// The port's form of `#selector(tick(_:))`.
    static let tickSelector = Selector("tick:") { target, argument in (target as? TimerTarget)?.tick(latticeSelectorArgument(argument)) }
}

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` runs on the media clock
/// of the host that scheduled it: advanced by 2.5 intervals (0.25 s of 0.1 s; frames every 1/60 s,
/// so the fire dates 0.1 and 0.2 each fall on a frame), a repeating timer fires twice and a
/// one-shot timer once; invalidated, it fires no more.
@MainActor
@Suite struct SelectorTimerTests {
    @Test func aRepeatingTimerFiresOncePerIntervalOnTheHostsClock() {
        let runtime = HostRuntime()
        let target = TimerTarget()
        runtime.run {
            let timer = Timer.scheduledTimer(timeInterval: 0.1, target: target, selector: TimerTarget.tickSelector, userInfo: "info", repeats: true)
            #expect(timer.userInfo as? String == "info")
            runtime.clock.advance(by: 0.25)
            #expect(target.calls == 2)
            #expect(target.sentTimers.allSatisfy { $0 === timer })
            timer.invalidate()
            #expect(!timer.isValid)
            runtime.clock.advance(by: 1)
            #expect(target.calls == 2)
            #expect(!runtime.clock.isAnimating)
        }
    }

    @Test func aOneShotTimerFiresOnceAndEnds() {
        let runtime = HostRuntime()
        let target = TimerTarget()
        runtime.run {
            let timer = Timer.scheduledTimer(timeInterval: 0.1, target: target, selector: TimerTarget.tickSelector, userInfo: nil, repeats: false)
            runtime.clock.advance(by: 0.25)
            #expect(target.calls == 1)
            #expect(!timer.isValid)
            runtime.clock.advance(by: 1)
            #expect(target.calls == 1)
        }
    }

    @Test func aTimerInvalidatedBeforeItsFireDateNeverFires() {
        let runtime = HostRuntime()
        let target = TimerTarget()
        runtime.run {
            let timer = Timer.scheduledTimer(timeInterval: 0.1, target: target, selector: TimerTarget.tickSelector, userInfo: nil, repeats: true)
            runtime.clock.advance(by: 0.05)
            timer.invalidate()
            runtime.clock.advance(by: 0.25)
            #expect(target.calls == 0)
        }
    }

    /// Another host's clock does not move it.
    @Test func onlyItsOwnHostsClockMovesIt() {
        let mine = HostRuntime(), other = HostRuntime()
        let target = TimerTarget()
        let timer = mine.run { Timer.scheduledTimer(timeInterval: 0.1, target: target, selector: TimerTarget.tickSelector, userInfo: nil, repeats: true) }
        other.run { other.clock.advance(by: 0.25) }
        #expect(target.calls == 0)
        mine.run { mine.clock.advance(by: 0.15) }
        #expect(target.calls == 1)
        timer.invalidate()
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` is not scheduled: the clock does
    /// not fire it; `fire()` sends the selector.
    @Test func anUnscheduledTimerFiresOnlyWhenAsked() {
        let runtime = HostRuntime()
        let target = TimerTarget()
        runtime.run {
            let timer = Timer(timeInterval: 0.1, target: target, selector: TimerTarget.tickSelector, userInfo: nil, repeats: true)
            runtime.clock.advance(by: 0.25)
            #expect(target.calls == 0)
            timer.fire()
            #expect(target.calls == 1 && target.sentTimers.first === timer)
            timer.invalidate()
        }
    }
}
