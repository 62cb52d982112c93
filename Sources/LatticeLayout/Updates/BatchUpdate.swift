/// A batch of changes applied at once (`performBatchUpdates:`): the list of `UpdateItem`s
/// UIKit hands to `prepareForCollectionViewUpdates:`.
public struct BatchUpdate: Hashable, Sendable, CustomStringConvertible {
    public var items: [UpdateItem]
    public init(_ items: [UpdateItem] = []) { self.items = items }

    public static func insertItems(_ paths: [IndexPath]) -> BatchUpdate { BatchUpdate(paths.map { .insertItem($0) }) }
    public static func deleteItems(_ paths: [IndexPath]) -> BatchUpdate { BatchUpdate(paths.map { .deleteItem($0) }) }
    public static func reloadItems(_ paths: [IndexPath]) -> BatchUpdate { BatchUpdate(paths.map { .reloadItem($0) }) }
    public static func moveItem(from a: IndexPath, to b: IndexPath) -> BatchUpdate { BatchUpdate([.moveItem(from: a, to: b)]) }
    public static func insertSections(_ s: [Int]) -> BatchUpdate { BatchUpdate(s.map { .insertSection($0) }) }
    public static func deleteSections(_ s: [Int]) -> BatchUpdate { BatchUpdate(s.map { .deleteSection($0) }) }
    public static func reloadSections(_ s: [Int]) -> BatchUpdate { BatchUpdate(s.map { .reloadSection($0) }) }
    public static func moveSection(from a: Int, to b: Int) -> BatchUpdate { BatchUpdate([.moveSection(from: a, to: b)]) }

    /// Both batches in one (`performBatchUpdates` with both sets of calls in its block).
    public static func + (a: BatchUpdate, b: BatchUpdate) -> BatchUpdate { BatchUpdate(a.items + b.items) }

    /// The lowest section a change touches, in either numbering: every section before it is the
    /// same before and after the batch. IGList's collection view reports this section to
    /// `didModifySection:` (ListLayoutRules §9.6), so the layout relays out from it. Nil for an
    /// empty batch.
    public var lowestAffectedSection: Int? {
        var low: Int?
        func see(_ s: Int) { low = Swift.min(low ?? s, s) }
        for u in items {
            switch u {
            case .insertItem(let p), .deleteItem(let p), .reloadItem(let p): see(p.section)
            case .moveItem(let a, let b): see(a.section); see(b.section)
            case .insertSection(let s), .deleteSection(let s), .reloadSection(let s): see(s)
            case .moveSection(let a, let b): see(a); see(b)
            }
        }
        return low.map { Swift.max(0, $0) }
    }

    /// The batch that undoes this one (given the mapping this batch produced): inserts become
    /// deletes and the other way round, moves go back, a reload reloads the slot where it landed.
    /// Its inserts and reloads name the paths of the data *before* this batch, so content for
    /// them is read there (`UndoableUpdate`).
    public func inverse(_ mapping: UpdateMapping) -> BatchUpdate {
        BatchUpdate(items.map { u -> UpdateItem in
            switch u {
            case .insertItem(let p): .deleteItem(p)
            case .deleteItem(let p): .insertItem(p)
            case .reloadItem(let p): .reloadItem(mapping.newIndexPath(forReloadedItem: p) ?? p)
            case .moveItem(let a, let b): .moveItem(from: b, to: a)
            case .insertSection(let s): .deleteSection(s)
            case .deleteSection(let s): .insertSection(s)
            case .reloadSection(let s): .reloadSection(mapping.newSection(forOld: s) ?? s)
            case .moveSection(let a, let b): .moveSection(from: b, to: a)
            }
        })
    }

    public var description: String { "[" + items.map(\.description).joined(separator: ", ") + "]" }
}
