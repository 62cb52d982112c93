/// Where every element goes in a batch update: the old → new index-path translation UIKit works
/// out inside `performBatchUpdates:` (and checks, raising on an inconsistent batch).
///
/// Built from the old item counts and the batch alone. It validates the batch and tells
/// * for each old section / item: its new index, or nil when it is deleted (or reloaded: a reloaded
///   element is replaced, so it disappears and a new one appears in its slot);
/// * for each new section / item: its old index, or nil when it is inserted (or reloaded);
/// * the new section and item counts, except for inserted and reloaded sections, whose items come
///   from the data source.
///
/// The placement rule is UIKit's: within a section (and likewise for sections), elements that are
/// inserted or moved in take exactly the new indices named; the elements that stay keep their
/// relative order and fill the remaining indices from the front.
public struct UpdateMapping: Sendable {
    /// A compact (section, item) reference; `section == -1` means "none".
    @usableFromInline struct Ref: Hashable, Sendable {
        var section: Int32
        var item: Int32
        static let none = Ref(section: -1, item: -1)
        init(section: Int32, item: Int32) { self.section = section; self.item = item }
        init(_ p: IndexPath) { section = Int32(truncatingIfNeeded: p.section); item = Int32(truncatingIfNeeded: p.item) }
        var indexPath: IndexPath? { section < 0 ? nil : IndexPath(item: Int(item), section: Int(section)) }
    }

    public let batch: BatchUpdate
    public let oldSectionCount: Int
    public let newSectionCount: Int
    /// Old section → new section (-1: deleted). Reloaded sections keep a slot.
    let oldToNewSection: [Int]
    /// New section → old section (-1: inserted).
    let newToOldSection: [Int]
    /// Old sections replaced by a reload.
    let reloadedOldSection: [Bool]
    /// Per old section that is kept but whose items change: the items that leave it (deleted or
    /// moved out), sorted by item, with where a moved one goes. Only the changes are stored: the
    /// items that stay are placed by rule (`slot(forOld:)`), so a mapping costs memory in
    /// proportion to the batch, not to the sections' sizes.
    let departures: [[Departure]]
    /// Per new section that is kept but whose items change: the items that arrive (inserted or
    /// moved in), sorted by new item, with where a moved one comes from.
    let arrivals: [[Arrival]]
    /// The item count of each kept new section (0 for inserted and reloaded sections).
    let newItemCounts: [Int]
    /// Old paths of reloaded items.
    let reloadedOldItems: Set<IndexPath>
    /// New sections (and, indexed by old section, their sources) that no item change touches:
    /// item i stays item i, and no per-item table is kept.
    let identityNew: [Bool]
    let identityOld: [Bool]
    /// An entry of a section's item changes (kept sorted by `item`): the item and where it is on
    /// the other side of the batch (none: deleted or inserted).
    protocol ItemChange { var item: Int { get }; var otherEnd: Ref { get } }
    /// An item that leaves its old section: deleted (`to` none) or moved to `to`.
    struct Departure: ItemChange, Sendable { var item: Int; var to: Ref; var otherEnd: Ref { to } }
    /// An item that arrives in its new section: inserted (`from` none) or moved from `from`.
    struct Arrival: ItemChange, Sendable { var item: Int; var from: Ref; var otherEnd: Ref { from } }

    /// The old item count of each old section.
    public let oldItemCounts: [Int]

    /// Validates `batch` against data with `oldItemCounts[s]` items in section s and works out the
    /// mapping. Throws the first problem found, in batch order (sections first).
    public init(oldItemCounts: [Int], batch: BatchUpdate) throws(BatchUpdateError) {
        self.batch = batch
        self.oldItemCounts = oldItemCounts
        let sections = try SectionStep(oldCount: oldItemCounts.count, batch: batch)
        let items = try ItemStep(sections: sections, oldItemCounts: oldItemCounts, batch: batch)
        let tables = try TableStep(sections: sections, items: items, oldItemCounts: oldItemCounts)
        oldSectionCount = sections.oldCount
        newSectionCount = sections.newCount
        oldToNewSection = sections.oldToNew
        newToOldSection = sections.newToOld
        reloadedOldSection = sections.reloaded
        reloadedOldItems = items.reloaded
        identityNew = tables.identityNew
        identityOld = tables.identityOld
        departures = tables.departures
        arrivals = tables.arrivals
        newItemCounts = tables.counts
    }

    // MARK: Sections

    /// The new index of old section `s`, for sections that stay, move or are reloaded; nil when
    /// deleted or out of range.
    public func newSection(forOld s: Int) -> Int? {
        guard s >= 0, s < oldToNewSection.count, oldToNewSection[s] >= 0 else { return nil }
        return oldToNewSection[s]
    }

    /// The old index of new section `s`, for sections that stayed, moved or were reloaded; nil when
    /// inserted or out of range.
    public func oldSection(forNew s: Int) -> Int? {
        guard s >= 0, s < newToOldSection.count, newToOldSection[s] >= 0 else { return nil }
        return newToOldSection[s]
    }

    /// True when old section `s` is reloaded (replaced by the data source's new content).
    public func isReloaded(oldSection s: Int) -> Bool { s >= 0 && s < reloadedOldSection.count && reloadedOldSection[s] }

    /// True when new section `s` is filled from the data source (inserted or reloaded).
    public func isReplaced(newSection s: Int) -> Bool {
        guard s >= 0, s < newToOldSection.count else { return false }
        let o = newToOldSection[s]
        return o < 0 || reloadedOldSection[o]
    }

    /// The section whose *elements* (header, footer, …) continue as the same elements: nil when
    /// deleted or reloaded.
    public func survivingSection(forOld s: Int) -> Int? {
        isReloaded(oldSection: s) ? nil : newSection(forOld: s)
    }
    /// The old section a new section's elements come from: nil when inserted or reloaded.
    public func survivingSection(forNew s: Int) -> Int? {
        isReplaced(newSection: s) ? nil : oldSection(forNew: s)
    }

    // MARK: Items

    /// The new item count of new section `s`; nil for an inserted or reloaded section (its count is
    /// the data source's) or out of range.
    public func newItemCount(inSection s: Int) -> Int? {
        guard s >= 0, s < newItemCounts.count, !isReplaced(newSection: s) else { return nil }
        return newItemCounts[s]
    }

    /// True when new section `s` has exactly the items of its old section, in the same order (no
    /// item change touches it; it may have moved as a whole).
    public func hasSameItems(newSection s: Int) -> Bool { s >= 0 && s < identityNew.count && identityNew[s] }

    /// Where the old item at `p` is after the batch; nil when it is deleted, reloaded, in a deleted
    /// or reloaded section, or out of range.
    public func newIndexPath(forOld p: IndexPath) -> IndexPath? {
        guard !reloadedOldItems.contains(p) else { return nil }
        return slot(forOld: p)
    }

    /// Where a reloaded item's replacement sits after the batch.
    public func newIndexPath(forReloadedItem p: IndexPath) -> IndexPath? {
        reloadedOldItems.contains(p) ? slot(forOld: p) : nil
    }

    /// Where the new item at `p` was before the batch; nil when it is inserted, a reload's
    /// replacement, in an inserted or reloaded section, or out of range.
    public func oldIndexPath(forNew p: IndexPath) -> IndexPath? {
        guard let old = source(forNew: p) else { return nil }
        return reloadedOldItems.contains(old) ? nil : old
    }

    /// The new-slot source of `p` including reloaded items (nil: inserted / in a replaced section).
    func source(forNew p: IndexPath) -> IndexPath? {
        guard p.section >= 0, p.section < newItemCounts.count, p.item >= 0, !isReplaced(newSection: p.section),
              p.item < newItemCounts[p.section] else { return nil }
        let o = newToOldSection[p.section]
        if identityNew[p.section] { return IndexPath(item: p.item, section: o) }
        return Self.follow(p.item, into: o, changes: arrivals[p.section], around: departures[o])
    }

    private func slot(forOld p: IndexPath) -> IndexPath? {
        guard p.section >= 0, p.section < oldToNewSection.count, p.item >= 0, p.item < oldItemCounts[p.section],
              !reloadedOldSection[p.section], oldToNewSection[p.section] >= 0 else { return nil }
        let n = oldToNewSection[p.section]
        if identityOld[p.section] { return IndexPath(item: p.item, section: n) }
        return Self.follow(p.item, into: n, changes: departures[p.section], around: arrivals[n])
    }

    /// Where `item` of a section whose item changes are `changes` (sorted by item) stands on the
    /// other side of the batch, in section `section`, whose own changes are `taken`. Both
    /// directions follow this rule: a changed item (a departure, or an arrival) names its other
    /// end itself; a staying item is the k-th one that stays, where k counts the items before it
    /// that are not changes, and takes the k-th index of `section` that `taken` leaves free.
    private static func follow<Change: ItemChange, Taken: ItemChange>(
        _ item: Int, into section: Int, changes: [Change], around taken: [Taken]) -> IndexPath? {
        let before = countBefore(item, in: changes)
        if before < changes.count, changes[before].item == item { return changes[before].otherEnd.indexPath }
        return IndexPath(item: kthKept(item - before, skipping: taken), section: section)
    }

    /// The number of entries of `sorted` (ascending by item) whose item is below `value`.
    private static func countBefore<T: ItemChange>(_ value: Int, in sorted: [T]) -> Int {
        partitionPoint(0 ..< sorted.count) { sorted[$0].item >= value }
    }

    /// The index of the `k`-th (0-based) position not taken by `taken` (ascending by item): the
    /// UIKit rule that staying elements fill the free indices from the front, in order.
    private static func kthKept<T: ItemChange>(_ k: Int, skipping taken: [T]) -> Int {
        var i = k
        for t in taken {
            guard t.item <= i else { break }
            i += 1
        }
        return i
    }

    // MARK: Elements (for animation)

    /// The element that `old` becomes after the batch, or nil when it disappears. Cells follow
    /// their item; section-level supplementary views follow their section; other supplementary
    /// and decoration views follow the item of their index path when it names an item, else the
    /// section.
    public func newElementID(forOld old: ElementID) -> ElementID? {
        Self.follow(old, namesItem: namesItem(old:), item: newIndexPath(forOld:), section: survivingSection(forOld:))
    }

    /// The element that `new` was before the batch, or nil when it appears (the inverse of
    /// `newElementID(forOld:)`).
    public func oldElementID(forNew new: ElementID) -> ElementID? {
        Self.follow(new, namesItem: namesItem(new:), item: oldIndexPath(forNew:), section: survivingSection(forNew:))
    }

    /// The rule of both directions: `element` follows its item (`item`) when it is a cell or an
    /// item-level view whose index path `namesItem`, else its section (`section`).
    private static func follow(_ element: ElementID, namesItem: (IndexPath) -> Bool,
                               item: (IndexPath) -> IndexPath?, section: (Int) -> Int?) -> ElementID? {
        var id = element
        if element.category == .cell || (!ElementKind.isSectionLevel(element.kind) && namesItem(element.indexPath)) {
            guard let p = item(element.indexPath) else { return nil }
            id.indexPath = p
        } else {
            guard let s = section(element.indexPath.section) else { return nil }
            id.indexPath.section = s
        }
        return id
    }

    private func namesItem(old p: IndexPath) -> Bool {
        p.section >= 0 && p.section < oldItemCounts.count && p.item >= 0 && p.item < oldItemCounts[p.section]
    }
    private func namesItem(new p: IndexPath) -> Bool {
        guard let n = newItemCount(inSection: p.section) else { return false }
        return p.item >= 0 && p.item < n
    }
}
