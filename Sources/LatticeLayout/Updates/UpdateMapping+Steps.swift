/// The three steps of `UpdateMapping.init`, in the order UIKit checks a batch: sections first,
/// then each item change against its section, then the per-section item tables.
extension UpdateMapping {
    /// Step 1, sections: the new section count, which old section feeds each new one, and which
    /// old sections are reloaded. Deleted and moved-away sections leave their slots; inserted and
    /// moved-in ones take the indices they name; the rest keep their order and fill the gaps.
    struct SectionStep {
        let oldCount: Int
        let newCount: Int
        /// The change that claims each old / new section index (at most one each).
        private(set) var oldUse: [Int: UpdateItem] = [:]
        private(set) var newUse: [Int: UpdateItem] = [:]
        private(set) var newToOld: [Int]
        private(set) var oldToNew: [Int]
        private(set) var reloaded: [Bool]

        init(oldCount: Int, batch: BatchUpdate) throws(BatchUpdateError) {
            var deletes = 0, inserts = 0
            for u in batch.items {
                switch u {
                case .deleteSection: deletes += 1
                case .insertSection: inserts += 1
                default: break
                }
            }
            self.oldCount = oldCount
            newCount = oldCount - deletes + inserts
            newToOld = [Int](repeating: -1, count: Swift.max(0, newCount))
            oldToNew = [Int](repeating: -1, count: oldCount)
            reloaded = [Bool](repeating: false, count: oldCount)
            for u in batch.items {
                switch u {
                case .deleteSection(let s): try useOld(s, u)
                case .reloadSection(let s): try useOld(s, u); reloaded[s] = true
                case .insertSection(let s): try useNew(s, u)
                case .moveSection(let a, let b): try useOld(a, u); try useNew(b, u); newToOld[b] = a
                default: break
                }
            }
            var slot = 0
            for o in 0..<oldCount {
                if let u = oldUse[o], u.action != .reload { continue }      // deleted or moved away
                while slot < newCount, newUse[slot] != nil { slot += 1 }
                guard slot < newCount else { break }                          // unreachable: counts balance
                newToOld[slot] = o
                slot += 1
            }
            for n in 0..<Swift.max(0, newCount) where newToOld[n] >= 0 { oldToNew[newToOld[n]] = n }
        }

        private mutating func useOld(_ s: Int, _ u: UpdateItem) throws(BatchUpdateError) {
            guard s >= 0, s < oldCount else { throw .sectionOutOfRange(u, count: oldCount) }
            if let other = oldUse[s] { throw .conflict(other, u) }
            oldUse[s] = u
        }

        private mutating func useNew(_ s: Int, _ u: UpdateItem) throws(BatchUpdateError) {
            guard s >= 0, s < newCount else { throw .sectionOutOfRange(u, count: Swift.max(0, newCount)) }
            if let other = newUse[s] { throw .conflict(other, u) }
            newUse[s] = u
        }

        /// True when new section `n` keeps an old section's items (it is neither inserted nor reloaded).
        func keepsItems(newSection n: Int) -> Bool { newToOld[n] >= 0 && !reloaded[newToOld[n]] }
    }

    /// Step 2, item changes: each checked against its section (no item change inside a deleted,
    /// inserted or reloaded section, indices in range, one change per index), and collected as
    /// removals per old section and arrivals per new section.
    struct ItemChanges {
        typealias Change = (item: Int, from: Ref, change: UpdateItem)
        private(set) var oldUse: [IndexPath: UpdateItem] = [:]
        private(set) var newUse: [IndexPath: UpdateItem] = [:]
        private(set) var removedFrom: [Int]
        private(set) var arrivals: [[Change]]
        private(set) var reloaded = Set<IndexPath>()

        init(sections: SectionStep, oldItemCounts: [Int], batch: BatchUpdate) throws(BatchUpdateError) {
            removedFrom = [Int](repeating: 0, count: sections.oldCount)
            arrivals = [[Change]](repeating: [], count: Swift.max(0, sections.newCount))
            for u in batch.items {
                switch u {
                case .deleteItem(let p):
                    try checkOld(p, u, sections, oldItemCounts); removedFrom[p.section] += 1
                case .reloadItem(let p):
                    try checkOld(p, u, sections, oldItemCounts); reloaded.insert(p)
                case .insertItem(let p):
                    try checkNew(p, u, sections); arrivals[p.section].append((p.item, .none, u))
                case .moveItem(let a, let b):
                    try checkOld(a, u, sections, oldItemCounts); try checkNew(b, u, sections)
                    removedFrom[a.section] += 1
                    arrivals[b.section].append((b.item, Ref(a), u))
                default: break
                }
            }
        }

        private mutating func checkOld(_ p: IndexPath, _ u: UpdateItem, _ sections: SectionStep,
                                       _ oldItemCounts: [Int]) throws(BatchUpdateError) {
            guard p.section >= 0, p.section < sections.oldCount else { throw .sectionOutOfRange(u, count: sections.oldCount) }
            if let su = sections.oldUse[p.section], su.action != .move { throw .itemInReplacedSection(u) }
            guard p.item >= 0, p.item < oldItemCounts[p.section] else {
                throw .itemOutOfRange(u, count: oldItemCounts[p.section])
            }
            if let other = oldUse[p] { throw .conflict(other, u) }
            oldUse[p] = u
        }

        private mutating func checkNew(_ p: IndexPath, _ u: UpdateItem, _ sections: SectionStep) throws(BatchUpdateError) {
            guard p.section >= 0, p.section < sections.newCount else {
                throw .sectionOutOfRange(u, count: Swift.max(0, sections.newCount))
            }
            if !sections.keepsItems(newSection: p.section) { throw .itemInReplacedSection(u) }
            guard p.item >= 0 else { throw .itemOutOfRange(u, count: 0) }   // upper bound checked in step 3
            if let other = newUse[p] { throw .conflict(other, u) }
            newUse[p] = u
        }

    }

    /// Step 3, item tables: for every kept section whose items change, only the changes: the
    /// items that leave its old section and those that arrive in its new one, each sorted by item.
    /// The items that stay are placed by rule when asked for, so the mapping costs memory in
    /// proportion to the batch. A section no item change touches keeps its items as they are
    /// (`identity`).
    struct ItemTables {
        private(set) var identityNew: [Bool]
        private(set) var identityOld: [Bool]
        private(set) var departures: [[Departure]]
        private(set) var arrivals: [[Arrival]]
        private(set) var newItemCounts: [Int]

        init(sections: SectionStep, changes: ItemChanges, oldItemCounts: [Int]) throws(BatchUpdateError) {
            let newCount = Swift.max(0, sections.newCount), oldCount = sections.oldCount
            var reloadsIn = [Int](repeating: 0, count: oldCount)
            for p in changes.reloaded { reloadsIn[p.section] += 1 }
            identityNew = [Bool](repeating: false, count: newCount)
            identityOld = [Bool](repeating: false, count: oldCount)
            for n in 0..<newCount where sections.keepsItems(newSection: n) {
                let o = sections.newToOld[n]
                if changes.removedFrom[o] == 0, reloadsIn[o] == 0, changes.arrivals[n].isEmpty {
                    identityNew[n] = true; identityOld[o] = true
                }
            }
            departures = [[Departure]](repeating: [], count: oldCount)
            arrivals = [[Arrival]](repeating: [], count: newCount)
            newItemCounts = [Int](repeating: 0, count: newCount)
            for n in 0..<newCount where sections.keepsItems(newSection: n) {
                let o = sections.newToOld[n]
                let count = oldItemCounts[o] - changes.removedFrom[o] + changes.arrivals[n].count
                newItemCounts[n] = count
                guard !identityNew[n] else { continue }
                for a in changes.arrivals[n] where a.item >= count { throw .itemOutOfRange(a.change, count: count) }
                arrivals[n] = changes.arrivals[n].map { Arrival(item: $0.item, from: $0.from) }.sorted { $0.item < $1.item }
            }
            for (p, u) in changes.oldUse where u.action != .reload {
                var to = Ref.none
                if case .moveItem(_, let b) = u { to = Ref(b) }
                departures[p.section].append(Departure(item: p.item, to: to))
            }
            for o in departures.indices where !departures[o].isEmpty { departures[o].sort { $0.item < $1.item } }
        }
    }
}
