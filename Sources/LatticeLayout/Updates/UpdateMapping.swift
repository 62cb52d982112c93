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
    /// Per old section that is kept (not deleted or reloaded): old item → new path (none: deleted).
    let oldToNewItem: [[Ref]]
    /// Per new section that is kept: new item → old path (none: inserted).
    let newToOldItem: [[Ref]]
    /// Old paths of reloaded items.
    let reloadedOldItems: Set<IndexPath>
    /// New sections (and, indexed by old section, their sources) that no item change touches:
    /// item i stays item i, and no per-item table is kept.
    let identityNew: [Bool]
    let identityOld: [Bool]
    /// The old item count of each old section.
    public let oldItemCounts: [Int]

    /// Validates `batch` against data with `oldItemCounts[s]` items in section s and works out the
    /// mapping. Throws the first problem found, in batch order (sections first).
    public init(oldItemCounts: [Int], batch: BatchUpdate) throws(BatchUpdateError) {
        self.batch = batch
        self.oldItemCounts = oldItemCounts
        let oldCount = oldItemCounts.count
        oldSectionCount = oldCount

        // 1. Sections.
        var deletes = 0, inserts = 0
        for u in batch.items {
            switch u {
            case .deleteSection: deletes += 1
            case .insertSection: inserts += 1
            default: break
            }
        }
        let newCount = oldCount - deletes + inserts
        newSectionCount = newCount
        var oldUse: [Int: UpdateItem] = [:], newUse: [Int: UpdateItem] = [:]
        func useOld(_ s: Int, _ u: UpdateItem) throws(BatchUpdateError) {
            guard s >= 0, s < oldCount else { throw .sectionOutOfRange(u, count: oldCount) }
            if let other = oldUse[s] { throw .conflict(other, u) }
            oldUse[s] = u
        }
        func useNew(_ s: Int, _ u: UpdateItem) throws(BatchUpdateError) {
            guard s >= 0, s < newCount else { throw .sectionOutOfRange(u, count: Swift.max(0, newCount)) }
            if let other = newUse[s] { throw .conflict(other, u) }
            newUse[s] = u
        }
        var n2o = [Int](repeating: -1, count: Swift.max(0, newCount))
        var reloadedSection = [Bool](repeating: false, count: oldCount)
        for u in batch.items {
            switch u {
            case .deleteSection(let s): try useOld(s, u)
            case .reloadSection(let s): try useOld(s, u); reloadedSection[s] = true
            case .insertSection(let s): try useNew(s, u)
            case .moveSection(let a, let b): try useOld(a, u); try useNew(b, u); n2o[b] = a
            default: break
            }
        }
        var o2n = [Int](repeating: -1, count: oldCount)
        do {
            var slot = 0
            for o in 0..<oldCount {
                if let u = oldUse[o], u.action != .reload { continue }      // deleted or moved away
                while slot < newCount, newUse[slot] != nil { slot += 1 }
                guard slot < newCount else { break }                          // unreachable: counts balance
                n2o[slot] = o
                slot += 1
            }
            for n in 0..<Swift.max(0, newCount) where n2o[n] >= 0 { o2n[n2o[n]] = n }
        }
        oldToNewSection = o2n
        newToOldSection = n2o
        reloadedOldSection = reloadedSection

        // 2. Items: check each change against its section, collect removals and arrivals.
        var itemOldUse: [IndexPath: UpdateItem] = [:], itemNewUse: [IndexPath: UpdateItem] = [:]
        var removedFrom = [Int](repeating: 0, count: oldCount)
        var arrivals = [[(item: Int, from: Ref, change: UpdateItem)]](repeating: [], count: Swift.max(0, newCount))
        var reloadedItems = Set<IndexPath>()
        func checkOld(_ p: IndexPath, _ u: UpdateItem) throws(BatchUpdateError) {
            guard p.section >= 0, p.section < oldCount else { throw .sectionOutOfRange(u, count: oldCount) }
            if let su = oldUse[p.section], su.action != .move { throw .itemInReplacedSection(u) }
            guard p.item >= 0, p.item < oldItemCounts[p.section] else {
                throw .itemOutOfRange(u, count: oldItemCounts[p.section])
            }
            if let other = itemOldUse[p] { throw .conflict(other, u) }
            itemOldUse[p] = u
        }
        func checkNew(_ p: IndexPath, _ u: UpdateItem) throws(BatchUpdateError) {
            guard p.section >= 0, p.section < newCount else { throw .sectionOutOfRange(u, count: Swift.max(0, newCount)) }
            let o = n2o[p.section]
            if o < 0 || reloadedSection[o] { throw .itemInReplacedSection(u) }
            guard p.item >= 0 else { throw .itemOutOfRange(u, count: 0) }   // upper bound checked below
            if let other = itemNewUse[p] { throw .conflict(other, u) }
            itemNewUse[p] = u
        }
        for u in batch.items {
            switch u {
            case .deleteItem(let p):
                try checkOld(p, u); removedFrom[p.section] += 1
            case .reloadItem(let p):
                try checkOld(p, u); reloadedItems.insert(p)
            case .insertItem(let p):
                try checkNew(p, u); arrivals[p.section].append((p.item, .none, u))
            case .moveItem(let a, let b):
                try checkOld(a, u); try checkNew(b, u)
                removedFrom[a.section] += 1
                arrivals[b.section].append((b.item, Ref(a), u))
            default: break
            }
        }

        // 3. Items: fill every kept new section whose items change. A section no item change
        //    touches keeps its items as they are (`identity`): no per-item table, O(1).
        var reloadsIn = [Int](repeating: 0, count: oldCount)
        for p in reloadedItems { reloadsIn[p.section] += 1 }
        var identity = [Bool](repeating: false, count: Swift.max(0, newCount))
        var oldIdentity = [Bool](repeating: false, count: oldCount)
        for n in 0..<Swift.max(0, newCount) {
            let o = n2o[n]
            guard o >= 0, !reloadedSection[o] else { continue }
            if removedFrom[o] == 0, reloadsIn[o] == 0, arrivals[n].isEmpty { identity[n] = true; oldIdentity[o] = true }
        }
        var n2oItem = [[Ref]](repeating: [], count: Swift.max(0, newCount))
        var o2nItem = [[Ref]](repeating: [], count: oldCount)
        for o in 0..<oldCount where o2n[o] >= 0 && !reloadedSection[o] && !oldIdentity[o] {
            o2nItem[o] = [Ref](repeating: .none, count: oldItemCounts[o])
        }
        for n in 0..<Swift.max(0, newCount) where !identity[n] {
            let o = n2o[n]
            guard o >= 0, !reloadedSection[o] else { continue }
            let count = oldItemCounts[o] - removedFrom[o] + arrivals[n].count
            var refs = [Ref](repeating: .none, count: count)
            var taken = [Bool](repeating: false, count: count)
            for a in arrivals[n] {
                guard a.item < count else { throw .itemOutOfRange(a.change, count: count) }
                refs[a.item] = a.from
                taken[a.item] = true
            }
            var slot = 0
            for i in 0..<oldItemCounts[o] {
                if removedFrom[o] > 0, let u = itemOldUse[IndexPath(item: i, section: o)], u.action != .reload { continue }
                while slot < count, taken[slot] { slot += 1 }
                guard slot < count else { break }
                refs[slot] = Ref(section: Int32(o), item: Int32(i))
                slot += 1
            }
            for (j, r) in refs.enumerated() where r.section >= 0 {
                o2nItem[Int(r.section)][Int(r.item)] = Ref(section: Int32(n), item: Int32(j))
            }
            n2oItem[n] = refs
        }
        identityNew = identity
        identityOld = oldIdentity
        oldToNewItem = o2nItem
        newToOldItem = n2oItem
        reloadedOldItems = reloadedItems
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
        guard s >= 0, s < newToOldItem.count, !isReplaced(newSection: s) else { return nil }
        return identityNew[s] ? oldItemCounts[newToOldSection[s]] : newToOldItem[s].count
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

    /// The old path feeding new slot `p` when it is a reload's replacement.
    func reloadedSource(forNew p: IndexPath) -> IndexPath? {
        guard let old = source(forNew: p), reloadedOldItems.contains(old) else { return nil }
        return old
    }

    /// The new-slot source of `p` including reloaded items (nil: inserted / in a replaced section).
    func source(forNew p: IndexPath) -> IndexPath? {
        guard p.section >= 0, p.section < newToOldItem.count, p.item >= 0 else { return nil }
        if identityNew[p.section] {
            let o = newToOldSection[p.section]
            return p.item < oldItemCounts[o] ? IndexPath(item: p.item, section: o) : nil
        }
        guard p.item < newToOldItem[p.section].count else { return nil }
        return newToOldItem[p.section][p.item].indexPath
    }

    private func slot(forOld p: IndexPath) -> IndexPath? {
        guard p.section >= 0, p.section < oldToNewItem.count, p.item >= 0 else { return nil }
        if identityOld[p.section] {
            return p.item < oldItemCounts[p.section] ? IndexPath(item: p.item, section: oldToNewSection[p.section]) : nil
        }
        guard p.item < oldToNewItem[p.section].count else { return nil }
        return oldToNewItem[p.section][p.item].indexPath
    }

    // MARK: Elements (for animation)

    /// Supplementary kinds that belong to a whole section (their item index is not an item's):
    /// `header`/`footer` (list, aligned), the line layout's `sectionHeader`/`sectionFooter` and
    /// UIKit's section header / footer kinds (a user's layout).
    public static let sectionLevelKinds: Set<String> = [ElementKind.header, ElementKind.footer, "sectionHeader", "sectionFooter",
                                                        ElementKind.uiKitSectionHeader, ElementKind.uiKitSectionFooter]

    /// The element that `old` becomes after the batch, or nil when it disappears. Cells follow
    /// their item; section-level supplementary views follow their section; other supplementary
    /// and decoration views follow the item of their index path when it names an item, else the
    /// section.
    public func newElementID(forOld old: ElementID) -> ElementID? {
        var id = old
        if old.category == .cell || (!Self.sectionLevelKinds.contains(old.kind) && namesItem(old: old.indexPath)) {
            guard let p = newIndexPath(forOld: old.indexPath) else { return nil }
            id.indexPath = p
        } else {
            guard let s = survivingSection(forOld: old.indexPath.section) else { return nil }
            id.indexPath.section = s
        }
        return id
    }

    /// The element that `new` was before the batch, or nil when it appears (the inverse of
    /// `newElementID(forOld:)`).
    public func oldElementID(forNew new: ElementID) -> ElementID? {
        var id = new
        if new.category == .cell || (!Self.sectionLevelKinds.contains(new.kind) && namesItem(new: new.indexPath)) {
            guard let p = oldIndexPath(forNew: new.indexPath) else { return nil }
            id.indexPath = p
        } else {
            guard let s = survivingSection(forNew: new.indexPath.section) else { return nil }
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
