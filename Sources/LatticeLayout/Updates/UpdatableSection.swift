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
        var copy = self
        let mapping = try copy.apply(batch, content: content)
        return (copy, mapping)
    }

    /// `applying` in place: a section's items are edited where they are (when this array holds
    /// the only reference to them), so a small change to a big section costs no copy of it.
    /// Throws (and changes nothing) for an invalid batch.
    @discardableResult
    mutating func apply(_ batch: BatchUpdate, content: UpdateContent<Element> = .none) throws(BatchUpdateError) -> UpdateMapping {
        let mapping = try UpdateMapping(oldItemCounts: map { $0.items.count }, batch: batch)
        // Content must exist for every insert and reload before anything is built.
        for u in batch.items {
            switch u {
            case .insertItem: if content.item == nil { throw .missingContent(u) }
            case .insertSection: if content.section == nil { throw .missingContent(u) }
            default: break
            }
        }
        // The items that arrive, read before anything moves (a move's source may be anywhere).
        var arriving: [[Element.Item]] = Array<[Element.Item]>(repeating: [], count: mapping.newSectionCount)
        for n in 0..<mapping.newSectionCount where !mapping.isReplaced(newSection: n) && !mapping.hasSameItems(newSection: n) {
            arriving[n] = mapping.arrivals[n].map { a in
                a.from.indexPath.map { self[$0.section].items[$0.item] } ?? content.item!(IndexPath(item: a.item, section: n))
            }
        }
        var old = self
        self = []
        reserveCapacity(mapping.newSectionCount)
        for n in 0..<mapping.newSectionCount {
            if mapping.isReplaced(newSection: n) {
                if let make = content.section { append(make(n)) }
                else { append(old[mapping.oldSection(forNew: n)!]) }   // a reload, checked above
                continue
            }
            let o = mapping.oldSection(forNew: n)!
            var section = old[o]
            old[o].items = []   // so `section` holds the only reference to its items
            if !mapping.hasSameItems(newSection: n) {
                Self.edit(&section.items, departures: mapping.departures[o], arrivals: mapping.arrivals[n], arriving: arriving[n])
                if let make = content.item {
                    for p in mapping.reloadedOldItems where p.section == o {
                        if let q = mapping.newIndexPath(forReloadedItem: p) { section.items[q.item] = make(q) }   // new content
                    }
                }
            }
            append(section)
        }
        return mapping
    }

    /// A section's items after its departures leave and its arrivals (values in `arriving`) come
    /// in at their new indices (UIKit's rule: the rest keep their order). A few changes are made
    /// in place; many are merged into a new array in one pass (runs of staying items copied).
    private static func edit(_ items: inout [Element.Item], departures: [UpdateMapping.Departure],
                             arrivals: [UpdateMapping.Arrival], arriving: [Element.Item]) {
        if departures.count + arrivals.count <= 16 {
            for d in departures.reversed() { items.remove(at: d.item) }
            for (a, value) in zip(arrivals, arriving) { items.insert(value, at: a.item) }
            return
        }
        var merged: [Element.Item] = []
        merged.reserveCapacity(items.count - departures.count + arrivals.count)
        var i = 0, d = 0   // the next old item, the next departure
        func copyStaying(upTo end: Int) {
            while merged.count < end {
                while d < departures.count, departures[d].item == i { i += 1; d += 1 }
                let run = Swift.min(end - merged.count, (d < departures.count ? departures[d].item : items.count) - i)
                guard run > 0 else { return }   // unreachable: the mapping's counts balance
                merged.append(contentsOf: items[i..<(i + run)])
                i += run
            }
        }
        for (a, value) in zip(arrivals, arriving) {
            copyStaying(upTo: a.item)
            merged.append(value)
        }
        copyStaying(upTo: items.count - departures.count + arrivals.count)
        items = merged
    }
}
