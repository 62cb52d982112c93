#if !canImport(Darwin)
import Foundation

// CoreGraphics' geometry conveniences that Linux Foundation lacks, with Apple's meaning. Linux
// Foundation already has the rest that layouts use (`integral`, `standardized`,
// `divided(atDistance:from:)`, `insetBy`, `offsetBy`, `union`, `intersection`, `contains`,
// `minX` … `maxY`, `isNull`, `isEmpty`); `applying(_:)` is in CGAffineTransform.swift.
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
#endif
