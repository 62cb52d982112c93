#if !canImport(Darwin)
import Foundation

/// `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: lattice's virtual media time in seconds (``MediaClock``), not the
/// machine's clock, so that what a layout animates is the same on every run.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// `CADisplayLink`, firing once per frame of lattice's virtual time (``MediaClock``) once added
/// to a run loop: on the clock of the host running when it is added (``MediaClock/current``). Linux has no selectors: make it with a closure (`CADisplayLink { link in … }`),
/// the form lattice's port writes for `CADisplayLink(target: self, selector: #selector(step))`.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let action: @MainActor (CADisplayLink) -> Void
    /// The clock the link was added on (the host's that was running), until `invalidate()`.
    private var clock: MediaTimeline?
    /// The time of the frame being drawn.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// The time between frames (1/60 s).
    public var duration: CFTimeInterval { MediaClock.frameDuration }
    /// Accepted and ignored: lattice's display refreshes at 60 frames per second.
    public var preferredFramesPerSecond = 0
    /// `frameInterval` (frames between calls): accepted and ignored, as `preferredFramesPerSecond`.
    public var frameInterval = 1
    /// While true, the link does not fire.
    public var isPaused = false

    /// A display link calling `action` on every frame.
    public init(handler action: @escaping @MainActor (CADisplayLink) -> Void) { self.action = action }

    /// Starts the link (the run loop and mode are accepted and ignored: there is one loop).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard clock == nil else { return }
        let clock = MediaClock.current
        self.clock = clock
        clock.subscribe(self) { time in   // retained until `invalidate()`, as by a run loop
            guard !self.isPaused else { return }
            self.timestamp = time
            self.action(self)
        }
    }

    /// Stops the link for good.
    public func invalidate() {
        clock?.unsubscribe(self)
        clock = nil
    }
}
#endif
