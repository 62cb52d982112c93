import Foundation
import LatticeGraphics

#if !canImport(ObjectiveC)
/// The `Timer` that `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` makes:
/// it runs on the media clock of the host that scheduled it (the viewer's ticks, `render`'s and
/// `record`'s script time), as a scheduled timer runs on an iOS app's main run loop. At the
/// first frame at or after each fire date it sends its selector to its target with itself as
/// the argument (`@objc func tick(_ timer: Timer)`); a repeating timer's next fire date is one
/// interval on (fire dates a long frame passed are skipped, as a run loop skips them), a
/// one-shot timer invalidates itself. `invalidate()` stops it and lets go of its target, which
/// it holds strongly until then, as Foundation's timer does.
final class ClockTimer: Timer {
    private var target: AnyObject?
    private let selector: Selector
    private let info: Any?
    private let interval: TimeInterval
    private let repeating: Bool
    /// The media time of the next firing.
    private var nextFire: Double
    /// The clock it runs on (nil once invalidated).
    private weak var clock: MediaTimeline?

    /// A timer on `clock` first firing `interval` seconds after the clock's time now.
    @MainActor
    init(interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool, clock: MediaTimeline) {
        self.target = target; self.selector = selector; info = userInfo
        // Foundation's rule: an interval of 0 or less is 0.1 ms.
        self.interval = interval > 0 ? interval : 0.0001
        repeating = repeats
        nextFire = clock.now + self.interval
        self.clock = clock
        super.init(fire: Date(timeIntervalSinceNow: self.interval), interval: self.interval, repeats: repeats) { _ in }
    }

    /// `userInfo`: the object given when it was made.
    override var userInfo: Any? { info }

    /// `fire()`: sends the selector now; a one-shot timer is then invalidated. The fire date
    /// does not move (as Foundation's).
    override func fire() {
        guard isValid else { return }
        nonisolated(unsafe) let me = self   // Timers are used on the main thread only.
        MainActor.assumeIsolated { me.send() }
        if !repeating { invalidate() }
    }

    /// `invalidate()`: no more firings; the target is let go.
    override func invalidate() {
        super.invalidate()
        target = nil
        let clock = self.clock
        self.clock = nil
        nonisolated(unsafe) let me = self   // Timers are used on the main thread only.
        MainActor.assumeIsolated { clock?.removeFrameObserver(me) }
    }

    /// One frame of the clock at `now`: fires when the fire date has come.
    @MainActor
    func frame(at now: Double) {
        guard isValid, now + 1e-9 >= nextFire else { return }
        send()
        guard repeating else { invalidate(); return }
        while nextFire <= now + 1e-9 { nextFire += interval }
    }

    @MainActor
    private func send() {
        if let target { selector.send(to: target, with: self) }
    }
}
#endif
