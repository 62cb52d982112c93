import Foundation

/// `UIDynamicItem`: what a dynamic animator moves. ``UICollectionViewLayoutAttributes`` is one,
/// as in UIKit: a behaviour moves the attributes' `center`.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// `UIDynamicBehavior`: the base of the behaviours a ``UIDynamicAnimator`` runs. `action` is
/// called after each step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every step of the animator, as in UIKit.
    open var action: (() -> Void)?
    /// The animator running this behaviour.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// `willMove(to:)`: called when the behaviour is added to or removed from an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behaviour moves.
    var dynamicItems: [UIDynamicItem] { childBehaviors.flatMap(\.dynamicItems) }
    /// Adds this behaviour's forces (per unit mass) to `acceleration`, keyed by item.
    func accumulate(into acceleration: inout [ObjectIdentifier: CGPoint], velocity: [ObjectIdentifier: CGPoint]) {
        for child in childBehaviors { child.accumulate(into: &acceleration, velocity: velocity) }
    }
    /// Applies constraints after the step (rigid attachments).
    func constrain(velocity: inout [ObjectIdentifier: CGPoint]) {
        for child in childBehaviors { child.constrain(velocity: &velocity) }
    }
    /// The largest distance, in points, between where the behaviour holds its items and where
    /// they are (0 when at rest).
    var strain: CGFloat { childBehaviors.map(\.strain).max() ?? 0 }
}
