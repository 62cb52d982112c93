#if canImport(Glibc)
import Glibc      // log, pow (the C maths library, not Foundation)
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A flick of the scroll view, decelerating like UIScrollView and ending exactly where the layout
/// says (`targetContentOffsetForProposedContentOffset:withScrollingVelocity:`).
///
/// UIScrollView's normal deceleration multiplies the velocity by `decelerationRate` = 0.998 each
/// millisecond: v(t) = v₀·rᵗ. Left alone, it would travel v₀/(−ln r) (t in ms, v₀ in points/ms),
/// about 0.5 s·v₀: that stop is the **proposal**. The layout answers a **target**; the fling then
/// follows the same exponential curve rescaled to cover start → target, and stops once the
/// distance left is under half a point, where it jumps to the target (so it ends exactly there).
public struct Fling: Hashable, Sendable {
    /// UIScrollViewDecelerationRateNormal.
    public static let normalDecelerationRate = 0.998
    /// UIScrollViewDecelerationRateFast.
    public static let fastDecelerationRate = 0.99

    public let start: Point
    /// Points per second, as UIKit reports it.
    public let velocity: Point
    public let decelerationRate: Double
    /// Where the deceleration alone would stop.
    public let proposed: Point
    /// Where the fling stops (the layout's answer).
    public let target: Point
    /// Milliseconds until the fling reaches `target` (0 when there is nowhere to go).
    public let durationMs: Double

    /// Where a fling of `velocity` (points/s) from `start` would stop on its own.
    public static func proposedOffset(start: Point, velocity: Point, decelerationRate r: Double = normalDecelerationRate) -> Point {
        let k = -log(r)                 // per ms
        guard k > 0, k.isFinite else { return start }
        return Point(x: start.x + velocity.x / 1000 / k, y: start.y + velocity.y / 1000 / k)
    }

    /// A fling from `start` at `velocity`, stopping where `target(proposed, velocity)` says (pass
    /// the layout's `targetContentOffset`, clamped by the host into its scrollable range).
    public init(start: Point, velocity: Point, decelerationRate: Double = normalDecelerationRate,
                target: (Point, Point) -> Point) {
        let r = (decelerationRate > 0 && decelerationRate < 1) ? decelerationRate : Fling.normalDecelerationRate
        self.start = start; self.velocity = velocity; self.decelerationRate = r
        let v = Point(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        proposed = Fling.proposedOffset(start: start, velocity: v, decelerationRate: r)
        var t = target(proposed, v)
        if !t.x.isFinite || !t.y.isFinite { t = proposed }
        self.target = t
        let distance = Swift.max(abs(t.x - start.x), abs(t.y - start.y))
        // Time for the remaining distance D·rᵗ to fall under half a point.
        durationMs = distance > 0.5 ? log(0.5 / distance) / log(r) : 0
    }

    /// A fling asking `layout` for its target, clamped into `[minOffset, maxOffset]` when given.
    public init(start: Point, velocity: Point, layout: CollectionLayout, decelerationRate: Double = normalDecelerationRate,
                minOffset: Point? = nil, maxOffset: Point? = nil) {
        self.init(start: start, velocity: velocity, decelerationRate: decelerationRate) { p, v in
            var t = layout.targetContentOffset(proposed: p, velocity: v)
            if let lo = minOffset { t = Point(x: Swift.max(t.x, lo.x), y: Swift.max(t.y, lo.y)) }
            if let hi = maxOffset { t = Point(x: Swift.min(t.x, hi.x), y: Swift.min(t.y, hi.y)) }
            return t
        }
    }

    /// The content offset `ms` milliseconds after the flick: the exponential ease-out
    /// start + (target − start)·(1 − rᵗ)/(1 − r^T), exactly `target` from T = `durationMs` on.
    public func offset(atMilliseconds ms: Double) -> Point {
        guard ms > 0 else { return start }
        guard ms < durationMs else { return target }
        let r = decelerationRate
        let p = (1 - pow(r, ms)) / (1 - pow(r, durationMs))
        return Point(x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
    }

    /// True once the fling has reached its target.
    public func isFinished(atMilliseconds ms: Double) -> Bool { ms >= durationMs }
}
