/// lattice's virtual media time as user code sees it: the ``MediaTimeline`` of the host running
/// now. A hosted layout has a timeline of its own, made current while its host calls into it
/// (so two compare panes, or a scene and the one that replaced it, never share display links or
/// time); outside any host, a default timeline that tests and programs drive by hand.
@MainActor
public enum MediaClock {
    /// The display's refresh: display links fire once per `frameDuration` of virtual time.
    public static let frameDuration: Double = 1.0 / 60
    /// The most frames one `advance` fires (a long pause does not replay minutes of frames).
    static let maximumFramesPerAdvance = 600

    /// The timeline of the host running user code now; the default one outside every host.
    public static var current: MediaTimeline { hostedTimeline?() ?? outside }

    /// The timeline outside every host.
    private static let outside = MediaTimeline()
    /// The timeline of the host running user code now, nil outside hosts: asked rather than
    /// swapped, so entering a host (at every call into a hosted layout) does not touch the clock.
    /// Set once by the hosting runtime, which lives in a module above this one.
    package static var hostedTimeline: (@MainActor () -> MediaTimeline?)?

    /// Seconds since the current clock started.
    public static var now: Double { current.now }

    /// Moves the current clock `seconds` on, firing every subscriber once per frame passed.
    public static func advance(by seconds: Double) { current.advance(by: seconds) }

    /// The current clock back to time 0 with no subscribers (a test's fresh start).
    public static func reset() { current.reset() }

    /// True while something wants frames on the current clock.
    public static var isAnimating: Bool { current.isAnimating }
}
