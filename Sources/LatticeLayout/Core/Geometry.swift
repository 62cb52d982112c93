/// Geometry value types mirroring CoreGraphics (`CGPoint`, `CGSize`, `CGRect`) and UIKit's
/// `UIEdgeInsets`, in points, as `Double`. Foundation is not used: its Linux `CGRect.intersects`
/// counts touching edges, which UIKit does not (see `Rect.meets`).

/// A point in content coordinates (CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// A width and a height (CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))×\(fmt(height))" }
}

/// A rectangle (CGRect): origin plus size. Lengths are stored as given; `minX`/`maxX` read the
/// normalised rectangle, as CGRectGetMinX does, so a negative width still has min ≤ max.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    @inline(__always) public var minX: Double { size.width >= 0 ? origin.x : origin.x + size.width }
    @inline(__always) public var maxX: Double { size.width >= 0 ? origin.x + size.width : origin.x }
    @inline(__always) public var minY: Double { size.height >= 0 ? origin.y : origin.y + size.height }
    @inline(__always) public var maxY: Double { size.height >= 0 ? origin.y + size.height : origin.y }

    /// UIKit's `CGRectIntersectsRect` on iOS: the intersection has positive width and height.
    /// Touching edges do not count, and a zero-width or zero-height rectangle meets nothing.
    /// This is the test of CommandLineContract §2.3 and of IGList's rect queries.
    @inline(__always) public func meets(_ other: Rect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
            && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }

    /// The bounding box of two rectangles (CGRectUnion, on normalised rectangles).
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by (dx, dy) (CGRectOffset).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public var description: String { "(\(fmt(x)), \(fmt(y)), \(fmt(width)), \(fmt(height)))" }
}

/// Insets on four sides (UIEdgeInsets). Negative values are allowed, as in UIKit.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every side.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = EdgeInsets()
}

/// Formats a number the way lattice prints points: integers without a fraction, others with
/// up to three decimals, trailing zeros dropped.
public func fmt(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if abs(v) >= 1e12 { return "\(v)" }
    if v == v.rounded() { return String(Int64(v)) }
    var s = String(Int64((v * 1000).rounded()))
    let negative = s.hasPrefix("-")
    if negative { s.removeFirst() }
    while s.count < 4 { s = "0" + s }
    var frac = String(s.suffix(3)), whole = String(s.dropLast(3))
    while frac.hasSuffix("0") { frac.removeLast() }
    if whole.isEmpty { whole = "0" }
    return (negative ? "-" : "") + whole + (frac.isEmpty ? "" : "." + frac)
}

/// A number with exactly the digits it was written with, for values read from text (an imported
/// paste keeps UIKit's printed digits): Swift's shortest round-trip form, whole numbers without
/// a fraction.
public func fmtExact(_ v: Double) -> String {
    if v == v.rounded(), v.magnitude < 1e15 { return String(Int64(v)) }
    return "\(v)"
}

/// A JSON number that reads back as exactly `v` (`fmtExact`); `null` when not finite, which JSON
/// cannot write.
public func jsonNumber(_ v: Double) -> String {
    v.isFinite ? fmtExact(v) : "null"
}
