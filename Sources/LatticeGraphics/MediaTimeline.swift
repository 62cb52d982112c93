/// One host's virtual media time: what `CACurrentMediaTime()` returns and what drives
/// `CADisplayLink` and `UIDynamicAnimator` while that host runs a layout. It starts at 0 and
/// moves only when its host advances it (the viewer by the real time between frames, `render`
/// and `record` by the virtual time of their script, a test by hand), so a layout that animates
/// from `CACurrentMediaTime()` gives the same frames on every run. Each hosted layout has its
/// own (two compare panes do not share one); ``MediaClock`` is the one of the host running now.
@MainActor
public final class MediaTimeline {
    /// Seconds since the clock started.
    public private(set) var now: Double = 0
    /// The time of the last frame fired.
    private var lastFrame: Double = 0
    /// Who wants a call per frame (display links, dynamic animators), in the order they started.
    private var subscribers: [(id: ObjectIdentifier, tick: @MainActor (Double) -> Void)] = []

    /// A clock at time 0 with no subscribers.
    public init() {}

    /// Moves the clock `seconds` on, firing every subscriber once per frame passed (with the
    /// frame's time), at most ``MediaClock/maximumFramesPerAdvance`` frames.
    public func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let target = now + seconds
        var fired = 0
        while lastFrame + MediaClock.frameDuration <= target + 1e-9, fired < MediaClock.maximumFramesPerAdvance {
            lastFrame += MediaClock.frameDuration
            now = lastFrame
            fired += 1
            for s in subscribers { s.tick(now) }
        }
        if fired == MediaClock.maximumFramesPerAdvance { lastFrame = target }
        now = target
    }

    /// Back to time 0 with no subscribers.
    public func reset() {
        now = 0; lastFrame = 0; subscribers = []
    }

    /// True while something wants frames (the viewer keeps drawing while it is).
    public var isAnimating: Bool { !subscribers.isEmpty }

    /// `tick` is called once per frame with the frame's time until `unsubscribe(owner)`.
    func subscribe(_ owner: AnyObject, tick: @escaping @MainActor (Double) -> Void) {
        let id = ObjectIdentifier(owner)
        guard !subscribers.contains(where: { $0.id == id }) else { return }
        subscribers.append((id, tick))
    }

    func unsubscribe(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        subscribers.removeAll { $0.id == id }
    }

    /// For LatticeUIKit (UIDynamicAnimator): the same as `subscribe` / `unsubscribe`.
    package func addFrameObserver(_ owner: AnyObject, tick: @escaping @MainActor (Double) -> Void) { subscribe(owner, tick: tick) }
    package func removeFrameObserver(_ owner: AnyObject) { unsubscribe(owner) }
}
