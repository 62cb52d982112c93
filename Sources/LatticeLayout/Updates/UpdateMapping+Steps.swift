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
        typealias Arrival = (item: Int, from: Ref, change: UpdateItem)
        private(set) var oldUse: [IndexPath: UpdateItem] = [:]
        private(set) var newUse: [IndexPath: UpdateItem] = [:]
        private(set) var removedFrom: [Int]
        private(set) var arrivals: [[Arrival]]
        private(set) var reloaded = Set<IndexPath>()

        init(sections: SectionStep, oldItemCounts: [Int], batch: BatchUpdate) throws(BatchUpdateError) {
            removedFrom = [Int](repeating: 0, count: sections.oldCount)
            arrivals = [[Arrival]](repeating: [], count: Swift.max(0, sections.newCount))
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

        /// True when the old item at `p` is deleted or moved away (a reloaded item keeps its slot).
        func leaves(_ p: IndexPath) -> Bool {
            removedFrom[p.section] > 0 && (oldUse[p].map { $0.action != .reload } ?? false)
        }
    }

    /// Step 3, item tables: every kept new section whose items change gets a table new item ->
    /// old path, and its old section the inverse. A section no item change touches keeps its items
    /// as they are (`identity`): no per-item table, O(1).
    struct ItemTables {
        private(set) var identityNew: [Bool]
        private(set) var identityOld: [Bool]
        private(set) var oldToNew: [[Ref]]
        private(set) var newToOld: [[Ref]]

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
            newToOld = [[Ref]](repeating: [], count: newCount)
            oldToNew = [[Ref]](repeating: [], count: oldCount)
            for o in 0..<oldCount where sections.oldToNew[o] >= 0 && !sections.reloaded[o] && !identityOld[o] {
                oldToNew[o] = [Ref](repeating: .none, count: oldItemCounts[o])
            }
            for n in 0..<newCount where !identityNew[n] && sections.keepsItems(newSection: n) {
                try fill(newSection: n, from: sections.newToOld[n], changes, oldItemCounts[sections.newToOld[n]])
            }
        }

        /// UIKit's placement within one section: arrivals take the indices they name, the old items
        /// that stay keep their order and fill the remaining indices from the front.
        private mutating func fill(newSection n: Int, from o: Int, _ changes: ItemChanges,
                                   _ oldItemCount: Int) throws(BatchUpdateError) {
            let count = oldItemCount - changes.removedFrom[o] + changes.arrivals[n].count
            var refs = [Ref](repeating: .none, count: count)
            var taken = [Bool](repeating: false, count: count)
            for a in changes.arrivals[n] {
                guard a.item < count else { throw .itemOutOfRange(a.change, count: count) }
                refs[a.item] = a.from
                taken[a.item] = true
            }
            var slot = 0
            for i in 0..<oldItemCount where !changes.leaves(IndexPath(item: i, section: o)) {
                while slot < count, taken[slot] { slot += 1 }
                guard slot < count else { break }
                refs[slot] = Ref(section: Int32(o), item: Int32(i))
                slot += 1
            }
            for (j, r) in refs.enumerated() where r.section >= 0 {
                oldToNew[Int(r.section)][Int(r.item)] = Ref(section: Int32(n), item: Int32(j))
            }
            newToOld[n] = refs
        }
    }
}
