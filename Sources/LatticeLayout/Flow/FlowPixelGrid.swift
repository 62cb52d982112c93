/// UIKit's pixel snapping of `UICollectionViewFlowLayout`'s origins (FlowLayoutRules §11): with
/// k = the screen scale, an origin coordinate v becomes `round(v·k) / k`, rounded to the nearest
/// pixel with ties away from zero. Sizes are never snapped; each origin is snapped on its own from
/// its unsnapped value, never from a neighbour's snapped one. A value within a billionth of a
/// pixel of a tie counts as the tie, so that the order of a sum's floating-point additions does
/// not decide which pixel an item lands on.
///
/// Measured (OpenUIKit's `FlowLayoutMeasuredTests`, real UIKit at scale 2): 102.333 → 102.5,
/// 192.667 → 192.5, and 57.25 → 57.5 (a tie, away from zero). Headers, footers and pinned
/// frames are snapped the same way: lattice's inference, no measurement shows them fractional.
struct FlowPixelGrid: Hashable, Sendable {
    /// k, the screen scale; a value that is not finite and positive is read as 1.
    let scale: Double

    init(scale: Double) {
        self.scale = (scale.isFinite && scale > 0) ? scale : 1
    }

    /// `round(v·k) / k`, ties away from zero (FlowLayoutRules §11).
    @inline(__always) func snap(_ v: Double) -> Double {
        let pixels = ((v * scale).magnitude + Self.tieTolerance).rounded(.toNearestOrAwayFromZero)
        return (v < 0 ? -pixels : pixels) / scale
    }

    /// How close to a tie, in pixels, a value counts as the tie.
    static let tieTolerance = 1e-9

    /// `rect` with both origin coordinates snapped and its size kept.
    @inline(__always) func snapOrigin(_ rect: Rect) -> Rect {
        Rect(x: snap(rect.origin.x), y: snap(rect.origin.y), width: rect.size.width, height: rect.size.height)
    }

    /// The farthest a snapped origin lies from its unsnapped value: half a pixel.
    var halfPixel: Double { 0.5 / scale }
}
