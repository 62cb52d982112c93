import Foundation

/// `UICollectionViewUpdateItem`: one change of a batch update, as
/// `prepare(forCollectionViewUpdates:)` receives it. Deletes and reloads name index paths before
/// the update, inserts after it; a section-level change has `item == NSNotFound`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// `UICollectionUpdateAction`.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }
    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action; indexPathBeforeUpdate = before; indexPathAfterUpdate = after
        super.init()
    }

    open override nonisolated var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        func s(_ p: IndexPath?) -> String {
            guard let p else { return "nil" }
            return p.item == NSNotFound ? "section \(p.section)" : "\(p.section).\(p.item)"
        }
        return "<UICollectionViewUpdateItem \(updateAction) \(s(indexPathBeforeUpdate)) -> \(s(indexPathAfterUpdate))>"
    }
}
