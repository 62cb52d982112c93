import LatticeLayout

/// The viewport's animation clock, in virtual time: at most one batch-update transition
/// (`UpdateTransition`, ~250 ms) and one fling (`Fling`, UIScrollView deceleration) running.
/// The host advances it by the milliseconds that passed (a real frame tick, or `<wait 120ms>` in
/// `--keys`) and draws `attributes(in:)` while a transition runs; a fling hands back the offset
/// to scroll to. Pure state: no timers, no terminal.
public struct ViewportAnimations: Sendable {
    public private(set) var transition: UpdateTransition?
    public private(set) var transitionElapsedMs = 0.0
    public private(set) var fling: Fling?
    public private(set) var flingElapsedMs = 0.0

    public init() {}

    /// True while something moves (the host keeps ticking).
    public var isAnimating: Bool { transition != nil || fling != nil }

    /// Starts a batch-update animation (replacing one still running, which jumps to its end).
    public mutating func start(_ transition: UpdateTransition) {
        self.transition = transition
        transitionElapsedMs = 0
    }

    /// Starts a fling (replacing one still running).
    public mutating func start(_ fling: Fling) {
        self.fling = fling
        flingElapsedMs = 0
    }

    /// Drops the batch-update animation (its elements jump to their ends): the layout changed
    /// under it (an option, a reload, a resize).
    public mutating func stopTransition() { transition = nil }

    /// Stops the fling where it is (a key scroll interrupts it, as a touch stops UIScrollView).
    public mutating func stopFling() { fling = nil }

    /// Advances virtual time. Returns the content offset the fling has reached, if one is running
    /// (the host sets it, clamped as a user scroll); finished animations are dropped.
    @discardableResult
    public mutating func advance(byMilliseconds ms: Double) -> Point? {
        let step = ms.isFinite ? Swift.max(0, ms) : 0
        var offset: Point?
        if let t = transition {
            transitionElapsedMs += step
            if t.isFinished(atMilliseconds: transitionElapsedMs) { transition = nil }
        }
        if let f = fling {
            flingElapsedMs += step
            offset = f.offset(atMilliseconds: flingElapsedMs)
            if f.isFinished(atMilliseconds: flingElapsedMs) { fling = nil }
        }
        return offset
    }

    /// The animated elements meeting `rect` while a transition runs (nil: draw the layout as is).
    /// Fully transparent elements are left out.
    public func attributes(in rect: Rect) -> [LayoutAttributes]? {
        guard let t = transition else { return nil }
        return t.attributes(atMilliseconds: transitionElapsedMs).filter { $0.alpha > 0 && $0.frame.meets(rect) }
    }
}
