import Foundation

/// `UIGestureRecognizer`: a layout file meets one as the collection view's
/// `panGestureRecognizer` (reading its state, translation or velocity) or adds one with a
/// target and an action. lattice has no touches: the state stays `.possible`, translation and
/// velocity are zero, and actions are sent (by name, ``Selector``) only when the program calls
/// `latticeSendActions()`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var actions: [(target: WeakControlTarget, action: Selector)] = []
    /// `state`: `.possible` (no touches).
    open var state: State = .possible
    /// `isEnabled`, `cancelsTouchesInView`: kept as set.
    open var isEnabled = true
    open var cancelsTouchesInView = true
    /// `delaysTouchesBegan`, `delaysTouchesEnded`: kept as set (no touches).
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// `view`: the view it is attached to.
    open internal(set) weak var view: UIView?
    /// `delegate`: kept; never asked (no touches).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// `init(target:action:)`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }
    public override convenience init() { self.init(target: nil, action: nil) }

    /// `addTarget(_:action:)`, `removeTarget(_:action:)`.
    open func addTarget(_ target: Any, action: Selector) { actions.append((WeakControlTarget(target as AnyObject), action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        actions.removeAll { (target == nil || $0.target.object === (target as AnyObject)) && (action == nil || $0.action == action) }
    }
    /// `location(in:)`: the origin (no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Sends every action to its target with this recognizer as the sender (lattice's addition).
    public func latticeSendActions() {
        for entry in actions { if let t = entry.target.object { entry.action.send(to: t, with: self) } }
    }
}

/// `UIPanGestureRecognizer`: the collection view's `panGestureRecognizer`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var storedTranslation = CGPoint.zero
    /// `translation(in:)`: zero unless set (no touches).
    open func translation(in view: UIView?) -> CGPoint { storedTranslation }
    /// `setTranslation(_:in:)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { storedTranslation = translation }
    /// `maximumNumberOfTouches`, `minimumNumberOfTouches`: kept as set (no touches).
    open var maximumNumberOfTouches = Int.max
    open var minimumNumberOfTouches = 1
    /// `velocity(in:)`: zero (no touches).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UIGestureRecognizerDelegate`: kept as a recognizer's delegate, never asked (no touches). Its
/// methods are optional in UIKit; here they have UIKit's defaults.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
