#if !canImport(Darwin)
import Foundation

/// QuartzCore's `CALayer`, as a layout file touches a view's layer: its geometry, corner radius,
/// opacity, `mask` and sublayers are kept as set and drawn as nothing (lattice draws each element
/// from its layout attributes).
open class CALayer: @unchecked Sendable {
    public init() {}

    /// `contents`: kept as set (an image is drawn as nothing).
    open var contents: Any?
    /// `frame`, `bounds`, `position`, `anchorPoint`, `zPosition`: kept as set.
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    /// `transform`: kept as set.
    open var transform = CATransform3DIdentity
    /// `opacity`, `isHidden`, `cornerRadius`, `masksToBounds`, `borderWidth`: kept as set.
    open var opacity: Float = 1
    open var isHidden = false
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    /// `shadowColor`: kept as set (opaque black until set, as Core Animation's).
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `animationKeys()`: nil, no animation is ever added to a layer here.
    open func animationKeys() -> [String]? { nil }
    /// `mask`: the layer whose shape masks this one; kept, drawn as nothing.
    open var mask: CALayer?
    /// `sublayers`: the layers added with `addSublayer(_:)`.
    open private(set) var sublayers: [CALayer]?
    /// `superlayer`.
    open private(set) weak var superlayer: CALayer?

    /// `addSublayer(_:)`.
    open func addSublayer(_ layer: CALayer) {
        layer.superlayer = self
        sublayers = (sublayers ?? []) + [layer]
    }
    /// `removeFromSuperlayer()`.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    /// `setNeedsDisplay()`, `setNeedsLayout()`: nothing to redraw.
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
}

/// QuartzCore's `CAShapeLayer`: a layer drawn from a path (often a view's `mask`). Kept as set,
/// drawn as nothing.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    public override init() { super.init() }
    /// `path`, `fillColor`, `strokeColor`, `lineWidth`, `fillRule`: kept as set.
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var fillRule = CAShapeLayerFillRule.nonZero
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
#endif
