import Foundation

/// `UIControl`: target–action by selector. Actions added with `addTarget(_:action:for:)` are
/// sent by name (``Selector``) when `sendActions(for:)` is called; lattice has no touches, so
/// only the program's own calls send them.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(target: WeakControlTarget, action: Selector, events: Event)] = []

    /// `isEnabled`: kept as set.
    open var isEnabled = true

    /// `addTarget(_:action:for:)`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append((WeakControlTarget(target as AnyObject?), action, controlEvents))
    }
    /// `removeTarget(_:action:for:)`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        actions.removeAll { ($0.target.object === (target as AnyObject?) || target == nil) && (action == nil || $0.action == action)
            && !$0.events.isDisjoint(with: controlEvents) }
    }
    /// `sendActions(for:)`: each action registered for one of the events, sent to its target with
    /// this control as the sender.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            if let target = entry.target.object { entry.action.send(to: target, with: self) }
        }
    }
}

/// `UIRefreshControl`: the pull-to-refresh control of a scroll view (`refreshControl`). Kept;
/// never shown and never refreshing unless the program says so.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// `isRefreshing`.
    open private(set) var isRefreshing = false
    /// `beginRefreshing()`, `endRefreshing()`.
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

final class WeakControlTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
