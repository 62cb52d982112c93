/// One change of a batch update, as `UICollectionViewUpdateItem` describes it.
///
/// UIKit's batch semantics (`performBatchUpdates:`): deletes and reloads name **old** index paths
/// (before the batch), inserts name **new** ones (after the batch), a move goes from an old path to
/// a new path. The order of the changes inside a batch does not matter: UIKit applies all deletes
/// (and moves' removals) first, then all inserts (and moves' insertions), in index order.
/// A reload is a delete and an insert of the same slot: the element keeps its place among the
/// others but is replaced (it fades out and in rather than sliding).
public enum UpdateItem: Hashable, Sendable, CustomStringConvertible {
    case insertItem(IndexPath)
    case deleteItem(IndexPath)
    case reloadItem(IndexPath)
    case moveItem(from: IndexPath, to: IndexPath)
    case insertSection(Int)
    case deleteSection(Int)
    case reloadSection(Int)
    case moveSection(from: Int, to: Int)

    /// `UICollectionUpdateAction`.
    public enum Action: String, Hashable, Sendable { case insert, delete, reload, move }

    /// `updateAction`.
    public var action: Action {
        switch self {
        case .insertItem, .insertSection: .insert
        case .deleteItem, .deleteSection: .delete
        case .reloadItem, .reloadSection: .reload
        case .moveItem, .moveSection: .move
        }
    }

    /// True for the section-level changes (UIKit marks them with `item == NSNotFound`).
    public var isSectionUpdate: Bool {
        switch self {
        case .insertSection, .deleteSection, .reloadSection, .moveSection: true
        default: false
        }
    }

    /// `indexPathBeforeUpdate`: the old path of a delete, reload or move; nil for an insert.
    /// Section changes give `IndexPath(item: 0, section: s)`.
    public var indexPathBeforeUpdate: IndexPath? {
        switch self {
        case .insertItem, .insertSection: nil
        case .deleteItem(let p), .reloadItem(let p), .moveItem(let p, _): p
        case .deleteSection(let s), .reloadSection(let s), .moveSection(let s, _): IndexPath(item: 0, section: s)
        }
    }

    /// `indexPathAfterUpdate`: the new path of an insert or move; nil for a delete or reload
    /// (UIKit leaves it nil for reloads too; `UpdateMapping` knows where a reloaded slot lands).
    public var indexPathAfterUpdate: IndexPath? {
        switch self {
        case .deleteItem, .deleteSection, .reloadItem, .reloadSection: nil
        case .insertItem(let p), .moveItem(_, let p): p
        case .insertSection(let s), .moveSection(_, let s): IndexPath(item: 0, section: s)
        }
    }

    public var description: String {
        switch self {
        case .insertItem(let p): "insert item \(p)"
        case .deleteItem(let p): "delete item \(p)"
        case .reloadItem(let p): "reload item \(p)"
        case .moveItem(let a, let b): "move item \(a) -> \(b)"
        case .insertSection(let s): "insert section \(s)"
        case .deleteSection(let s): "delete section \(s)"
        case .reloadSection(let s): "reload section \(s)"
        case .moveSection(let a, let b): "move section \(a) -> \(b)"
        }
    }
}
