import Foundation

/// `UISwipeActionsConfiguration`: the actions a swipe on a list row shows. Kept, never shown (no
/// touches).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// `actions`, as made.
    public let actions: [UIContextualAction]
    /// `performsFirstActionWithFullSwipe`: kept as set.
    open var performsFirstActionWithFullSwipe = true
    /// `init(actions:)`.
    public init(actions: [UIContextualAction]) { self.actions = actions; super.init() }
}
