import Foundation

/// Converting points and rectangles between views, snapshots, and keyframe animations.
extension UIView {
    /// The offset from this view's coordinates to its topmost superview's: each frame's origin
    /// less its bounds' origin (a scroll view's content offset), up the superview chain.
    private var offsetToRoot: CGPoint {
        var offset = CGPoint.zero
        var view: UIView? = self
        while let v = view {
            offset.x += v.frame.origin.x - v.bounds.origin.x
            offset.y += v.frame.origin.y - v.bounds.origin.y
            view = v.superview
        }
        return offset
    }
    /// `convert(_:to:)`, `convert(_:from:)`: a point or rectangle in one view's coordinates in
    /// another's, through the frames and bounds of their superview chains (nil: the topmost
    /// view's coordinates). Transforms are not applied.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = offsetToRoot, to = view?.offsetToRoot ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?.offsetToRoot ?? .zero, to = offsetToRoot
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `snapshotView(afterScreenUpdates:)`: a plain view with this view's frame (lattice draws no
    /// views' contents).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: frame)
    }

    /// `UIView.KeyframeAnimationOptions`: accepted and ignored (animations apply at once).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: as
    /// `animate(withDuration:)`, the changes (each `addKeyframe`'s) apply at once and
    /// `completion` is called with `true`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: runs `animations`.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }
}
