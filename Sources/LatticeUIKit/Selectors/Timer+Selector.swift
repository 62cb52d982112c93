import Foundation
import LatticeGraphics

#if !canImport(ObjectiveC)
/// Foundation's target–selector timers, which Foundation on Linux does not declare (it has the
/// block forms only), so that a layout file calling them builds unchanged.
extension Timer {
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: a timer on the media
    /// clock of the host running now (the viewer's clock for a hosted layout), first firing
    /// `ti` seconds of that clock from now, then every `ti` seconds when `yesOrNo` (see
    /// `ClockTimer`). `invalidate()` stops it. Not isolated, as Foundation's is not; called on the
    /// main thread, as UIKit code calls it (elsewhere the program stops).
    public static func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                      userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        nonisolated(unsafe) let target = aTarget as AnyObject, info = userInfo
        nonisolated(unsafe) var made: Timer?
        MainActor.assumeIsolated {
            let clock = MediaClock.current
            let timer = ClockTimer(interval: ti, target: target, selector: aSelector, userInfo: info, repeats: yesOrNo, clock: clock)
            clock.addFrameObserver(timer) { [timer] now in timer.frame(at: now) }
            made = timer
        }
        return made!
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`: a timer not yet scheduled. Its
    /// `fire()` sends the selector to the target with the timer; it does not run on the media
    /// clock (lattice cannot see it added to a run loop: `RunLoop.main.add(_:forMode:)` is
    /// Foundation's, on real time, and the viewer does not run that run loop). Its `userInfo`
    /// is nil (Foundation on Linux keeps none).
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        nonisolated(unsafe) let target = aTarget as AnyObject   // sent on the main thread only
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { aSelector.send(to: target, with: timer) }
        }
    }
}
#endif
