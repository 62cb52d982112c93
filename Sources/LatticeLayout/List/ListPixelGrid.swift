/// IGList's pixel rounding of item frames (`IGListRectIntegralScaled` in
/// `IGListCollectionViewLayoutInternal.h`, ListLayoutRules §3.5): with k = screen scale,
/// `floor_k(v) = floor(v·k) / k` for the origin and `ceil_k(v) = ceil(v·k) / k` for the size,
/// each component on its own (not CoreGraphics' `CGRectIntegral`).
///
/// Speed matters (this runs three times per item): floor and ceil are computed with the
/// round-to-nearest "magic number" trick instead of a libm call or a trapping `Int64`
/// conversion, and when k is a power of two the division is a multiplication by the exactly
/// representable 1/k, which gives bit-identical results. For other scales (3) it divides, so
/// results equal the formula to the last bit.
struct ListPixelGrid: Sendable {
    let scale: Double
    private let inverse: Double
    /// 1/k is exact (k is a power of two): multiplying by it equals dividing by k.
    let inverseIsExact: Bool

    init(scale: Double) {
        let k = (scale.isFinite && scale > 0) ? scale : 1
        self.scale = k
        self.inverse = 1 / k
        // 1/k is exact when k is a power of two: the significand of k is 1.
        self.inverseIsExact = k.significand == 1
    }

    /// `floor_k(v)`.
    @inline(__always) func floor(_ v: Double) -> Double {
        inverseIsExact ? floor(v, ListGridMultiply.self) : floor(v, ListGridDivide.self)
    }
    /// `ceil_k(v)`.
    @inline(__always) func ceil(_ v: Double) -> Double {
        inverseIsExact ? ceil(v, ListGridMultiply.self) : ceil(v, ListGridDivide.self)
    }

    /// `floor_k(v)` with the way back from grid units fixed at compile time (`ListGridBack`):
    /// the layout pass picks it once, so its per-item loop neither selects nor divides needlessly.
    @inline(__always) func floor<B: ListGridBack>(_ v: Double, _: B.Type) -> Double {
        B.points(Self.fastFloor(v * scale), scale: scale, inverse: inverse)
    }
    /// `ceil_k(v)`, see `floor(_:_:)`.
    @inline(__always) func ceil<B: ListGridBack>(_ v: Double, _: B.Type) -> Double {
        B.points(Self.fastCeil(v * scale), scale: scale, inverse: inverse)
    }


    /// 2^52: from this magnitude on every Double is an integer.
    private static let integralMagnitude = 4_503_599_627_370_496.0

    /// `v` rounded to the nearest integer (ties to even), for |v| < 2^52: adding ±2^52 pushes
    /// the fraction out of the significand under the default rounding mode, subtracting it
    /// back is exact. Zero comes back as +0.
    @inline(__always) private static func nearest(_ v: Double) -> Double {
        let magic = Double(signOf: v, magnitudeOf: integralMagnitude)
        return (v + magic) - magic
    }

    /// `floor(v)` without a libm call. Values of magnitude 2^52 and more are already integers;
    /// NaN and infinities fall into that branch too and come back unchanged (never a trap).
    @inline(__always) static func fastFloor(_ v: Double) -> Double {
        let r = nearest(v)
        let floored = r > v ? r - 1 : r
        return v.magnitude < integralMagnitude ? floored : v
    }

    /// `ceil(v)` without a libm call (see `fastFloor`).
    @inline(__always) static func fastCeil(_ v: Double) -> Double {
        let r = nearest(v)
        let ceiled = r < v ? r + 1 : r
        return v.magnitude < integralMagnitude ? ceiled : v
    }
}

/// How `ListPixelGrid` turns grid units back into points: a type, so that a loop generic over
/// it is compiled once per way with no per-call select.
protocol ListGridBack {
    static func points(_ units: Double, scale: Double, inverse: Double) -> Double
}

/// `units · (1/k)`: bit-identical to `units / k` when k is a power of two (1/k is exact).
enum ListGridMultiply: ListGridBack {
    @inline(__always) static func points(_ units: Double, scale: Double, inverse: Double) -> Double { units * inverse }
}

/// `units / k`: the formula itself, for any other scale.
enum ListGridDivide: ListGridBack {
    @inline(__always) static func points(_ units: Double, scale: Double, inverse: Double) -> Double { units / scale }
}
