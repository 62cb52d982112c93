import Foundation

/// `NSLayoutAnchor`: an edge, centre or dimension of a view or layout guide, from which
/// constraints are made (kept, never solved: see ``NSLayoutConstraint``). The subclasses
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` keep constraints between
/// anchors of one axis, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    init(item: AnyObject?) { self.item = item; super.init() }

    func constraint(to other: NSLayoutAnchor<AnchorType>?, constant: CGFloat = 0, multiplier: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(firstItem: item, secondItem: other?.item, constant: constant, multiplier: multiplier)
    }
    /// `constraint(equalTo:)`, `constraint(greaterThanOrEqualTo:)`,
    /// `constraint(lessThanOrEqualTo:)`, each also with `constant:`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(to: anchor) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(to: anchor) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(to: anchor) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { constraint(to: anchor, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, constant: c)
    }
}

/// `NSLayoutXAxisAnchor`: a leading, trailing, left, right or centre-x anchor.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: a top, bottom, centre-y or baseline anchor.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: a width or height anchor, which may also be set to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `constraint(equalToConstant:)`, `constraint(greaterThanOrEqualToConstant:)`,
    /// `constraint(lessThanOrEqualToConstant:)`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(to: nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(to: nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(to: nil, constant: c) }
    /// `constraint(equalTo:multiplier:)`, `constraint(equalTo:multiplier:constant:)`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, multiplier: m)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(to: anchor, constant: c, multiplier: m)
    }
}
