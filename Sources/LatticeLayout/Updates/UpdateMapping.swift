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
    /// An item that leaves its old section: deleted (`to` none) or moved to `to`.
    struct Departure: Sendable { var item: Int; var to: Ref }
    /// An item that arrives in its new section: inserted (`from` none) or moved from `from`.
    struct Arrival: Sendable { var item: Int; var from: Ref }

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
        var arrived = [[(item: Int, from: Ref, change: UpdateItem)]](repeating: [], count: Swift.max(0, newCount))
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
                try checkNew(p, u); arrived[p.section].append((p.item, .none, u))
            case .moveItem(let a, let b):
                try checkOld(a, u); try checkNew(b, u)
                removedFrom[a.section] += 1
                arrived[b.section].append((b.item, Ref(a), u))
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
            if removedFrom[o] == 0, reloadsIn[o] == 0, arrived[n].isEmpty { identity[n] = true; oldIdentity[o] = true }
        }
        var leaving = [[Departure]](repeating: [], count: oldCount)
        var arriving = [[Arrival]](repeating: [], count: Swift.max(0, newCount))
        var counts = [Int](repeating: 0, count: Swift.max(0, newCount))
        for n in 0..<Swift.max(0, newCount) {
            let o = n2o[n]
            guard o >= 0, !reloadedSection[o] else { continue }
            let count = oldItemCounts[o] - removedFrom[o] + arrived[n].count
            counts[n] = count
            guard !identity[n] else { continue }
            for a in arrived[n] where a.item >= count { throw .itemOutOfRange(a.change, count: count) }
            arriving[n] = arrived[n].map { Arrival(item: $0.item, from: $0.from) }.sorted { $0.item < $1.item }
        }
        for (p, u) in itemOldUse where u.action != .reload {
            var to = Ref.none
            if case .moveItem(_, let b) = u { to = Ref(b) }
            leaving[p.section].append(Departure(item: p.item, to: to))
        }
        for o in leaving.indices where !leaving[o].isEmpty { leaving[o].sort { $0.item < $1.item } }
        identityNew = identity
        identityOld = oldIdentity
        departures = leaving
        arrivals = arriving
        newItemCounts = counts
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

    /// The old path feeding new slot `p` when it is a reload's replacement.
    func reloadedSource(forNew p: IndexPath) -> IndexPath? {
        guard let old = source(forNew: p), reloadedOldItems.contains(old) else { return nil }
        return old
    }

    /// The new-slot source of `p` including reloaded items (nil: inserted / in a replaced section).
    func source(forNew p: IndexPath) -> IndexPath? {
        guard p.section >= 0, p.section < newItemCounts.count, p.item >= 0, !isReplaced(newSection: p.section),
              p.item < newItemCounts[p.section] else { return nil }
        let o = newToOldSection[p.section]
        if identityNew[p.section] { return IndexPath(item: p.item, section: o) }
        // An arrival names its source; a staying item is the k-th one that stays, where k counts
        // the new slots before it that are not arrivals.
        let came = arrivals[p.section]
        let before = Self.countBefore(p.item, in: came, \.item)
        if before < came.count, came[before].item == p.item { return came[before].from.indexPath }
        let k = p.item - before
        return IndexPath(item: Self.kthKept(k, skipping: departures[o], \.item), section: o)
    }

    private func slot(forOld p: IndexPath) -> IndexPath? {
        guard p.section >= 0, p.section < oldToNewSection.count, p.item >= 0, p.item < oldItemCounts[p.section],
              !reloadedOldSection[p.section], oldToNewSection[p.section] >= 0 else { return nil }
        let n = oldToNewSection[p.section]
        if identityOld[p.section] { return IndexPath(item: p.item, section: n) }
        let left = departures[p.section]
        let before = Self.countBefore(p.item, in: left, \.item)
        if before < left.count, left[before].item == p.item { return left[before].to.indexPath }
        let k = p.item - before
        return IndexPath(item: Self.kthKept(k, skipping: arrivals[n], \.item), section: n)
    }

    /// The number of entries of `sorted` (ascending by `key`) whose key is below `value`.
    private static func countBefore<T>(_ value: Int, in sorted: [T], _ key: KeyPath<T, Int>) -> Int {
        partitionPoint(0 ..< sorted.count) { sorted[$0][keyPath: key] >= value }
    }

    /// The index of the `k`-th (0-based) position not taken by `taken` (ascending by `key`): the
    /// UIKit rule that staying elements fill the free indices from the front, in order.
    private static func kthKept<T>(_ k: Int, skipping taken: [T], _ key: KeyPath<T, Int>) -> Int {
        var i = k
        for t in taken {
            guard t[keyPath: key] <= i else { break }
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
        var id = old
        if old.category == .cell || (!ElementKind.isSectionLevel(old.kind) && namesItem(old: old.indexPath)) {
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
        if new.category == .cell || (!ElementKind.isSectionLevel(new.kind) && namesItem(new: new.indexPath)) {
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
