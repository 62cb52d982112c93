#if !canImport(Darwin)
import Foundation

// CoreGraphics' geometry conveniences that Linux Foundation lacks or answers differently, with
// Apple's meaning. Linux Foundation already has the rest that layouts use (`integral`,
// `standardized`, `divided(atDistance:from:)`, `insetBy`, `offsetBy`, `union`, `intersection`,
// `contains`, `minX` … `maxY`, `isNull`, `isEmpty`); `applying(_:)` is in CGAffineTransform.swift.
// UIKitDifferences §1 lists what still differs.

extension CGPoint {
    /// `CGPointEqualToPoint`: the same x and y.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// `CGSizeEqualToSize`: the same width and height (signs count: 1 x −1 is not 1 x 1).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// `CGRectIntersectsRect`, with Darwin's meaning: true when the two rectangles share some
    /// area. Rectangles that only touch (a shared edge or corner), a null rectangle and an empty
    /// one (zero width or height) intersect nothing. Linux Foundation's own `intersects(_:)`
    /// counts touching and empty rectangles; this one shadows it for code that imports
    /// LatticeGraphics (through LatticeUIKit, CoreGraphics or QuartzCore) and not Foundation
    /// itself, so a verbatim layout's rect query answers as on a device.
    public func intersects(_ r2: CGRect) -> Bool { darwinIntersects(r2) }

    /// `intersects(_:)` as on Darwin, by a name lattice's own files (which import Foundation and
    /// so see both `intersects`) can call.
    package func darwinIntersects(_ r2: CGRect) -> Bool {
        guard !isNull, !r2.isNull, !isEmpty, !r2.isEmpty else { return false }
        let a = standardized, b = r2.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// `CGRectEqualToRect`: the same rectangle once both are standardized, so (0, 0, 10, 10)
    /// equals (10, 10, −10, −10); any two null rectangles are equal. Linux Foundation's `==`
    /// already compares this way, as Apple's does.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

/// CoreGraphics' `CGVector`: a two-dimensional vector (`dx`, `dy`), as UIKit Dynamics and
/// SpriteKit use it.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }
    /// `CGVector.zero`: (0, 0).
    public static let zero = CGVector()
}
#else
import Foundation

extension CGRect {
    /// CoreGraphics' own `intersects(_:)` (Darwin's meaning already).
    package func darwinIntersects(_ r2: CGRect) -> Bool { intersects(r2) }
}
#endif
