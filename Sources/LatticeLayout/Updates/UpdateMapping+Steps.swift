/// The three steps `UpdateMapping.init` takes, in UIKit's order: sections first, then the item
/// changes checked against them, then the per-section tables of what leaves and arrives.
extension UpdateMapping {
    /// Step 1, sections: every section change checked (range, one change per old and per new
    /// index), and the old ↔ new section tables, kept sections filling the free new indices in
    /// order (UIKit's placement rule).
    struct SectionStep {
        let oldCount: Int
        let newCount: Int
        /// The section change that uses each old index (delete, reload, move away).
        let oldUse: [Int: UpdateItem]
        let newToOld: [Int]
        let oldToNew: [Int]
        let reloaded: [Bool]

        init(oldCount: Int, batch: BatchUpdate) throws(BatchUpdateError) {
            var deletes = 0, inserts = 0
            for u in batch.items {
                if case .deleteSection = u { deletes += 1 }
                if case .insertSection = u { inserts += 1 }
            }
            let newCount = oldCount - deletes + inserts
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
            var reloaded = [Bool](repeating: false, count: oldCount)
            for u in batch.items {
                switch u {
                case .deleteSection(let s): try useOld(s, u)
                case .reloadSection(let s): try useOld(s, u); reloaded[s] = true
                case .insertSection(let s): try useNew(s, u)
                case .moveSection(let a, let b): try useOld(a, u); try useNew(b, u); n2o[b] = a
                default: break
                }
            }
            var slot = 0
            for o in 0..<oldCount {
                if let u = oldUse[o], u.action != .reload { continue }      // deleted or moved away
                while slot < newCount, newUse[slot] != nil { slot += 1 }
                guard slot < newCount else { break }                          // unreachable: counts balance
                n2o[slot] = o
                slot += 1
            }
            var o2n = [Int](repeating: -1, count: oldCount)
            for n in 0..<Swift.max(0, newCount) where n2o[n] >= 0 { o2n[n2o[n]] = n }
            self.oldCount = oldCount; self.newCount = newCount; self.oldUse = oldUse
            newToOld = n2o; oldToNew = o2n; self.reloaded = reloaded
        }
    }

    /// Step 2, items: each item change checked against its section (range, a section replaced in
    /// the same batch, one change per old and per new path); what leaves each old section and
    /// arrives in each new one.
    struct ItemStep {
        /// The item change that uses each old path (delete, reload, move away).
        var oldUse: [IndexPath: UpdateItem] = [:]
        var newUse: [IndexPath: UpdateItem] = [:]
        var removedFrom: [Int]
        var arrived: [[(item: Int, from: Ref, change: UpdateItem)]]
        var reloaded = Set<IndexPath>()

        init(sections: SectionStep, oldItemCounts: [Int], batch: BatchUpdate) throws(BatchUpdateError) {
            removedFrom = [Int](repeating: 0, count: sections.oldCount)
            arrived = .init(repeating: [], count: Swift.max(0, sections.newCount))
            for u in batch.items {
                switch u {
                case .deleteItem(let p):
                    try checkOld(p, u, sections, oldItemCounts); removedFrom[p.section] += 1
                case .reloadItem(let p):
                    try checkOld(p, u, sections, oldItemCounts); reloaded.insert(p)
                case .insertItem(let p):
                    try checkNew(p, u, sections); arrived[p.section].append((p.item, .none, u))
                case .moveItem(let a, let b):
                    try checkOld(a, u, sections, oldItemCounts); try checkNew(b, u, sections)
                    removedFrom[a.section] += 1
                    arrived[b.section].append((b.item, Ref(a), u))
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
            let o = sections.newToOld[p.section]
            if o < 0 || sections.reloaded[o] { throw .itemInReplacedSection(u) }
            guard p.item >= 0 else { throw .itemOutOfRange(u, count: 0) }   // upper bound checked in step 3
            if let other = newUse[p] { throw .conflict(other, u) }
            newUse[p] = u
        }
    }

    /// Step 3, tables: for every kept new section whose items change, the sorted departures and
    /// arrivals and the new count. A section no item change touches keeps its items as they are
    /// (`identity`): no per-item table, O(1).
    struct TableStep {
        var identityNew: [Bool]
        var identityOld: [Bool]
        var departures: [[Departure]]
        var arrivals: [[Arrival]]
        var counts: [Int]

        init(sections: SectionStep, items: ItemStep, oldItemCounts: [Int]) throws(BatchUpdateError) {
            let newCount = Swift.max(0, sections.newCount)
            var reloadsIn = [Int](repeating: 0, count: sections.oldCount)
            for p in items.reloaded { reloadsIn[p.section] += 1 }
            identityNew = [Bool](repeating: false, count: newCount)
            identityOld = [Bool](repeating: false, count: sections.oldCount)
            departures = .init(repeating: [], count: sections.oldCount)
            arrivals = .init(repeating: [], count: newCount)
            counts = [Int](repeating: 0, count: newCount)
            for n in 0..<newCount {
                let o = sections.newToOld[n]
                guard o >= 0, !sections.reloaded[o] else { continue }
                let count = oldItemCounts[o] - items.removedFrom[o] + items.arrived[n].count
                counts[n] = count
                if items.removedFrom[o] == 0, reloadsIn[o] == 0, items.arrived[n].isEmpty {
                    identityNew[n] = true; identityOld[o] = true
                    continue
                }
                for a in items.arrived[n] where a.item >= count { throw .itemOutOfRange(a.change, count: count) }
                arrivals[n] = items.arrived[n].map { Arrival(item: $0.item, from: $0.from) }.sorted { $0.item < $1.item }
            }
            for (p, u) in items.oldUse where u.action != .reload {
                var to = Ref.none
                if case .moveItem(_, let b) = u { to = Ref(b) }
                departures[p.section].append(Departure(item: p.item, to: to))
            }
            for o in departures.indices where !departures[o].isEmpty { departures[o].sort { $0.item < $1.item } }
        }
    }
}
