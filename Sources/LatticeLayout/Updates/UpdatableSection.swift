/// A section of a layout's input whose items a batch update can insert, delete, move and reload:
/// the data-source side of `performBatchUpdates:`. `ListSection`, `AlignedSection` and
/// `LineSection` conform (their conformances live next to this file).
public protocol UpdatableSection {
    associatedtype Item
    /// The section's items, in order.
    var items: [Item] { get set }
}

/// Where the content of inserted and reloaded elements comes from (the data source answering for
/// the *new* index paths, as UIKit asks `cellForItemAtIndexPath:` after the batch).
public struct UpdateContent<Section: UpdatableSection> {
    /// The item for a new path that is inserted or reloaded. Without it a reloaded item keeps its
    /// old content (the data source "answers the same"); an insert is an error.
    public var item: ((IndexPath) -> Section.Item)?
    /// The whole section (items included) for a new section index that is inserted or reloaded.
    /// Without it a reloaded section keeps its old content; an insert is an error.
    public var section: ((Int) -> Section)?
    public init(item: ((IndexPath) -> Section.Item)? = nil, section: ((Int) -> Section)? = nil) {
        self.item = item; self.section = section
    }
    /// No content: enough for deletes and moves.
    public static var none: UpdateContent { UpdateContent() }
}

public extension Array where Element: UpdatableSection {
    /// The data after `batch`, with the mapping that explains it. Deleted elements go, moved ones
    /// are carried over, inserted and reloaded ones come from `content`. Throws (and changes
    /// nothing) for an invalid batch.
    func applying(_ batch: BatchUpdate, content: UpdateContent<Element> = .none)
        throws(BatchUpdateError) -> (sections: [Element], mapping: UpdateMapping) {
        let mapping = try UpdateMapping(oldItemCounts: map { $0.items.count }, batch: batch)
        // Content must exist for every insert and reload before anything is built.
        for u in batch.items {
            switch u {
            case .insertItem: if content.item == nil { throw .missingContent(u) }
            case .insertSection: if content.section == nil { throw .missingContent(u) }
            default: break
            }
        }
        var result: [Element] = []
        result.reserveCapacity(mapping.newSectionCount)
        for n in 0..<mapping.newSectionCount {
            if mapping.isReplaced(newSection: n) {
                if let make = content.section { result.append(make(n)) }
                else { result.append(self[mapping.oldSection(forNew: n)!]) }   // a reload, checked above
                continue
            }
            let o = mapping.oldSection(forNew: n)!
            if mapping.hasSameItems(newSection: n) { result.append(self[o]); continue }   // shares storage
            var section = self[o]
            let count = mapping.newItemCount(inSection: n)!
            var items: [Element.Item] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                let p = IndexPath(item: i, section: n)
                if let src = mapping.source(forNew: p), mapping.reloadedSource(forNew: p) == nil || content.item == nil {
                    items.append(self[src.section].items[src.item])      // kept, moved, or reloaded as it was
                } else {
                    items.append(content.item!(p))                       // inserted, or reloaded with new content
                }
            }
            section.items = items
            result.append(section)
        }
        return (result, mapping)
    }
}
