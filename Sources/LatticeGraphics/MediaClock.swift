import Foundation

/// lattice's virtual media time: what `CACurrentMediaTime()` returns and what drives
/// `CADisplayLink` and `UIDynamicAnimator`. It starts at 0 and moves only when the host advances
/// it: the viewer by the real time between frames, `render` and `record` by the virtual time of
/// their script, a test by hand. So a layout that animates from `CACurrentMediaTime()` gives the
/// same frames on every run.
@MainActor
public enum MediaClock {
    /// Seconds since the clock started.
    public private(set) static var now: Double = 0
    /// The display's refresh: display links fire once per `frameDuration` of virtual time.
    public static let frameDuration: Double = 1.0 / 60
    /// The most frames one `advance` fires (a long pause does not replay minutes of frames).
    static let maximumFramesPerAdvance = 600

    /// Who wants a call per frame (display links, dynamic animators), in the order they started.
    private static var subscribers: [(id: ObjectIdentifier, tick: @MainActor (Double) -> Void)] = []
    /// The time of the last frame fired.
    private static var lastFrame: Double = 0

    /// Moves the clock `seconds` on, firing every subscriber once per frame passed (with the
    /// frame's time), at most `maximumFramesPerAdvance` frames.
    public static func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let target = now + seconds
        var fired = 0
        while lastFrame + frameDuration <= target + 1e-9, fired < maximumFramesPerAdvance {
            lastFrame += frameDuration
            now = lastFrame
            fired += 1
            for s in subscribers { s.tick(now) }
        }
        if fired == maximumFramesPerAdvance { lastFrame = target }
        now = target
    }

    /// Back to time 0 with no subscribers (a test's fresh start; a new fixture).
    public static func reset() {
        now = 0; lastFrame = 0; subscribers = []
    }

    /// True while something wants frames (the viewer keeps drawing while it is).
    public static var isAnimating: Bool { !subscribers.isEmpty }

    /// `tick` is called once per frame with the frame's time until `unsubscribe(owner)`.
    static func subscribe(_ owner: AnyObject, tick: @escaping @MainActor (Double) -> Void) {
        let id = ObjectIdentifier(owner)
        guard !subscribers.contains(where: { $0.id == id }) else { return }
        subscribers.append((id, tick))
    }

    static func unsubscribe(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        subscribers.removeAll { $0.id == id }
    }

    /// For LatticeUIKit (UIDynamicAnimator): the same as `subscribe` / `unsubscribe`.
    package static func addFrameObserver(_ owner: AnyObject, tick: @escaping @MainActor (Double) -> Void) { subscribe(owner, tick: tick) }
    package static func removeFrameObserver(_ owner: AnyObject) { unsubscribe(owner) }
}
