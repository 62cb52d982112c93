import Testing
import PropertyBased
@testable import LatticeLayout

/// One `Int` seed drives a whole random case (LatticeLayout's SplitMix64).
struct UpdatesRNG {
    var generator: SplitMix64
    init(_ seed: Int) { generator = SplitMix64(seed: UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15) }
    mutating func next() -> UInt64 { generator.next() }
    mutating func int(_ range: ClosedRange<Int>) -> Int { generator.int(range) }
}

/// A random batch over data with `counts` items per section: mostly in range, sometimes not.
func randomBatch(_ rng: inout UpdatesRNG, counts: [Int]) -> BatchUpdate {
    let s = counts.count
    func path() -> IndexPath {
        let sec = rng.int(0...Swift.max(0, s))
        let n = sec < s ? counts[sec] : 1
        return ip(sec, rng.int(0...Swift.max(0, n)))
    }
    var items: [UpdateItem] = []
    for _ in 0..<rng.int(0...4) {
        switch rng.int(0...9) {
        case 0, 1: items.append(.insertItem(path()))
        case 2, 3: items.append(.deleteItem(path()))
        case 4: items.append(.reloadItem(path()))
        case 5, 6: items.append(.moveItem(from: path(), to: path()))
        case 7: items.append(rng.int(0...1) == 0 ? .insertSection(rng.int(0...s)) : .deleteSection(rng.int(0...s)))
        case 8: items.append(.reloadSection(rng.int(0...s)))
        default: items.append(.moveSection(from: rng.int(0...s), to: rng.int(0...s)))
        }
    }
    return BatchUpdate(items)
}

/// The reference: UIKit's batch semantics applied step by step, written independently of
/// `UpdateMapping` (validate; remove deleted and moved-out items per old section from the back;
/// remove deleted and moved-out sections from the back; insert sections, then items, in ascending
/// new index order, failing past the end; finally fill reloads at their final places).
/// Nil when UIKit would reject the batch.
func referenceApply(_ data: [Labelled], _ batch: BatchUpdate, item: (IndexPath) -> Int, section: (Int) -> Labelled) -> [Labelled]? {
    var oldSectionOp: [Int: UpdateItem] = [:], newSectionTarget = Set<Int>()
    var oldItemOp: [IndexPath: UpdateItem] = [:], newItemTarget = Set<IndexPath>()
    for u in batch.items {
        switch u {
        case .deleteSection(let s), .reloadSection(let s):
            guard data.indices.contains(s), oldSectionOp[s] == nil else { return nil }
            oldSectionOp[s] = u
        case .moveSection(let a, let b):
            guard data.indices.contains(a), oldSectionOp[a] == nil, newSectionTarget.insert(b).inserted else { return nil }
            oldSectionOp[a] = u
        case .insertSection(let s):
            guard newSectionTarget.insert(s).inserted else { return nil }
        default: break
        }
    }
    for u in batch.items {
        switch u {
        case .deleteItem(let p), .reloadItem(let p), .moveItem(let p, _):
            guard data.indices.contains(p.section), data[p.section].items.indices.contains(p.item),
                  oldItemOp[p] == nil else { return nil }
            if let su = oldSectionOp[p.section], su.action != .move { return nil }
            oldItemOp[p] = u
        default: break
        }
        switch u {
        case .insertItem(let p), .moveItem(_, let p):
            guard newItemTarget.insert(p).inserted else { return nil }
        default: break
        }
    }
    // Items leave their old sections (from the back, so indices stay right); reloads are marked.
    var work = data.map { Optional($0) }
    var movedItems: [IndexPath: Int] = [:]
    for (p, u) in oldItemOp.sorted(by: { $0.key > $1.key }) {
        switch u {
        case .deleteItem: work[p.section]!.items.remove(at: p.item)
        case .moveItem(_, let to): movedItems[to] = work[p.section]!.items.remove(at: p.item)
        case .reloadItem: work[p.section]!.items[p.item] = -1 - work[p.section]!.items[p.item]
        default: break
        }
    }
    // Sections leave, then arrive in ascending new order.
    var reloadedIDs = Set<Int>()
    var movedSections: [Int: Labelled] = [:]
    for (s, u) in oldSectionOp.sorted(by: { $0.key > $1.key }) {
        switch u {
        case .deleteSection: work.remove(at: s)
        case .moveSection(_, let to): movedSections[to] = work.remove(at: s)!
        case .reloadSection: reloadedIDs.insert(data[s].id)
        default: break
        }
    }
    var fresh = Set<Int>()
    for s in newSectionTarget.sorted() {
        guard s <= work.count else { return nil }
        if let m = movedSections[s] { work.insert(m, at: s) } else { work.insert(nil, at: s); fresh.insert(s) }
    }
    for p in newItemTarget.sorted() {
        guard work.indices.contains(p.section), !fresh.contains(p.section), let sec = work[p.section],
              !reloadedIDs.contains(sec.id), p.item <= sec.items.count else { return nil }
        work[p.section]!.items.insert(movedItems[p] ?? item(p), at: p.item)
    }
    // Reloads and inserted sections get their content where they ended up.
    var result: [Labelled] = []
    for (n, sec) in work.enumerated() {
        guard var sec, !fresh.contains(n) else { result.append(section(n)); continue }
        if reloadedIDs.contains(sec.id) { result.append(section(n)); continue }
        for i in sec.items.indices where sec.items[i] < 0 { sec.items[i] = item(ip(n, i)) }
        result.append(sec)
    }
    return result
}

@Suite struct UpdatesPropertyTests {
    /// Any batch, valid or not: `applying` agrees with the step-by-step reference, and never crashes.
    @Test func applyingAgreesWithTheReference() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var rng = UpdatesRNG(seed)
            var next = 0
            let data = (0..<rng.int(0...4)).map { s in
                Labelled(id: s, items: (0..<rng.int(0...4)).map { _ in next += 1; return next })
            }
            let batch = randomBatch(&rng, counts: data.map(\.items.count))
            let item: (IndexPath) -> Int = { 10_000 + 100 * $0.section + $0.item }
            let section: (Int) -> Labelled = { Labelled(id: 500 + $0, items: [20_000 + $0]) }
            let expected = referenceApply(data, batch, item: item, section: section)
            let actual = try? data.applying(batch, content: UpdateContent(item: item, section: section))
            #expect(actual?.sections == expected, "batch \(batch) on \(data.map(\.items))")
            // The mapping agrees with where labelled items ended up.
            if let (new, m) = actual {
                for (s, sec) in data.enumerated() {
                    for (i, label) in sec.items.enumerated() {
                        if let p = m.newIndexPath(forOld: ip(s, i)) {
                            #expect(new[p.section].items[p.item] == label)
                            #expect(m.oldIndexPath(forNew: p) == ip(s, i))
                        } else {
                            #expect(!new.flatMap(\.items).contains(label))
                        }
                    }
                }
                // Undo by the inverse gives the data back.
                let back = try? new.applying(batch.inverse(m), content: UpdateContent(item: { data[$0.section].items[$0.item] }, section: { data[$0] }))
                #expect(back?.sections == data, "inverse \(batch.inverse(m))")
            }
        }
    }
}

/// The random batches above must exercise valid batches, not only rejections.
@Test func randomBatchesAreOftenValid() {
    var valid = 0, nonEmpty = 0
    for seed in 0..<2000 {
        var rng = UpdatesRNG(seed)
        let data = (0..<rng.int(0...4)).map { s in Labelled(id: s, items: Array(0..<rng.int(0...4))) }
        let batch = randomBatch(&rng, counts: data.map(\.items.count))
        if (try? data.applying(batch, content: UpdateContent(item: { _ in 0 }, section: { Labelled(id: $0, items: []) }))) != nil {
            valid += 1
            if !batch.items.isEmpty { nonEmpty += 1 }
        }
    }
    #expect(valid > 400 && nonEmpty > 200, "valid \(valid), non-empty valid \(nonEmpty)")
}
