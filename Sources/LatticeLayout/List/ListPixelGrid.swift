/// IGList's pixel rounding of item frames (`IGListRectIntegralScaled` in
/// `IGListCollectionViewLayoutInternal.h`, LIST-LAYOUT.md 3.5): with k = screen scale,
/// `floor_k(v) = floor(v·k) / k` for the origin and `ceil_k(v) = ceil(v·k) / k` for the size,
/// each component on its own (not CoreGraphics' `CGRectIntegral`).
///
/// Speed matters (this runs four times per item): floor and ceil go through an `Int64`
/// conversion instead of a libm call, and when k is a power of two the division is a
/// multiplication by the exactly representable 1/k, which gives bit-identical results.
/// For other scales (3) it divides, so results equal the formula to the last bit.
struct ListPixelGrid: Sendable {
    let scale: Double
    private let inverse: Double
    private let inverseIsExact: Bool

    init(scale: Double) {
        let k = (scale.isFinite && scale > 0) ? scale : 1
        self.scale = k
        self.inverse = 1 / k
        // 1/k is exact when k is a power of two: the significand of k is 1.
        self.inverseIsExact = k.significand == 1
    }

    /// `floor_k(v)`.
    @inline(__always) func floor(_ v: Double) -> Double { divide(Self.fastFloor(v * scale)) }
    /// `ceil_k(v)`.
    @inline(__always) func ceil(_ v: Double) -> Double { divide(Self.fastCeil(v * scale)) }

    @inline(__always) private func divide(_ v: Double) -> Double {
        inverseIsExact ? v * inverse : v / scale
    }

    /// `floor(v)` without a libm call. Values of magnitude 2^52 and more are already integers;
    /// NaN and infinities fall into that branch too and come back unchanged (never a trap).
    @inline(__always) static func fastFloor(_ v: Double) -> Double {
        guard v.magnitude < 4_503_599_627_370_496 else { return v }
        let t = Double(Int64(v))
        return t > v ? t - 1 : t
    }

    /// `ceil(v)` without a libm call (see `fastFloor`).
    @inline(__always) static func fastCeil(_ v: Double) -> Double {
        guard v.magnitude < 4_503_599_627_370_496 else { return v }
        let t = Double(Int64(v))
        return t < v ? t + 1 : t
    }
}
