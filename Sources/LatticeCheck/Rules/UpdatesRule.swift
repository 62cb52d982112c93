import LatticeLayout

/// **updates**: after batch updates, the layout answers as a fresh layout of the new data.
///
/// UIKit's `performBatchUpdates(_:completion:)` changes the data, invalidates the layout with
/// `invalidateDataSourceCounts` (and whatever the layout's own context marks), and prepares it
/// again; a layout that keeps stale caches (a section's offsets computed before an insert, the
/// frames of a deleted item) shows overlapping or missing cells after the animation, until
/// something invalidates everything. For a layout of sections that takes batch updates
/// (`SectionedLayout`: lattice's built-in layouts), the rule applies three random batches —
/// a delete, an insert copying an existing item, or a move — and after each compares the content
/// size and the rect query over everything with a layout made afresh on the data as it now is.
/// The first difference is an error naming the batch. Layouts that do not take batch updates
/// here (a program's own, hosted through LatticeUIKit) are not checked.
public struct UpdatesRule: CheckRule {
    public let name = "updates"
    public let summary = "after random batch updates the layout answers as a fresh layout of the new data"
    public init() {}

    static let rounds = 3

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        guard let layout = run.target.make() as? any SectionedLayout else { return }
        check(layout, run, &log)
    }

    private func check<L: SectionedLayout>(_ layout: L, _ run: CheckRun, _ log: inout FindingLog) {
        let updating = UpdatingLayout(layout)
        updating.invalidate()
        updating.prepare()
        var random = run.random
        _ = random.next()
        for _ in 0..<Self.rounds {
            guard let (batch, source) = Self.randomBatch(layout.sections.map(\.items.count), &random) else { return }
            do { try updating.performBatchUpdates(batch, copying: source) } catch { continue }
            updating.finalizeCollectionViewUpdates()
            guard let fresh = run.target.make() as? L else { return }
            fresh.sections = layout.sections
            fresh.invalidate()
            fresh.prepare()
            if let (element, after, expected) = Self.firstDifference(updating, fresh) {
                log.add(run.finding(name, .error, "stale-after-update",
                                    "after performBatchUpdates (\(batch)) the layout answers differently from a fresh layout of the new data",
                                    element: element, offset: layout.collectionView.contentOffset,
                                    values: [.init("after the update", after), .init("fresh layout of the new data", expected)],
                                    hint: "in invalidateLayout(with:), drop everything that depends on the counts when invalidateDataSourceCounts is set (from the first affected section onward), and rebuild it in prepare()"))
                return
            }
        }
    }

    /// A delete, an insert (copying an existing item) or a move, at random; nil when the layout
    /// has no item to copy or move.
    static func randomBatch(_ counts: [Int], _ random: inout SplitMix64) -> (BatchUpdate, IndexPath?)? {
        let filled = counts.indices.filter { counts[$0] > 0 }
        guard !filled.isEmpty else { return nil }
        func pick(_ n: Int) -> Int { Int(random.integer(in: 0, Int64(n - 1))) }
        let s = filled[pick(filled.count)]
        let from = IndexPath(item: pick(counts[s]), section: s)
        switch pick(3) {
        case 0:
            return (.deleteItems([from]), nil)
        case 1:
            let t = pick(counts.count)
            return (.insertItems([IndexPath(item: pick(counts[t] + 1), section: t)]), from)
        default:
            let t = pick(counts.count)
            let room = t == s ? counts[t] : counts[t] + 1
            return (.moveItem(from: from, to: IndexPath(item: pick(room), section: t)), nil)
        }
    }

    /// The first element (by identity) the two layouts answer differently, or the content size.
    static func firstDifference(_ a: CollectionLayout, _ b: CollectionLayout) -> (ElementID?, String, String)? {
        if a.contentSize != b.contentSize { return (nil, "content size \(a.contentSize)", "content size \(b.contentSize)") }
        let unsortedX = a.attributes(in: everywhere), unsortedY = b.attributes(in: everywhere)
        if unsortedX == unsortedY { return nil }
        let x = unsortedX.sorted { $0.elementID < $1.elementID }
        let y = unsortedY.sorted { $0.elementID < $1.elementID }
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i].elementID == y[j].elementID {
                if !DeterminismRule.same(x[i], y[j]) { return (x[i].elementID, describe(x[i]), describe(y[j])) }
                i += 1; j += 1
            } else if j >= y.count || (i < x.count && x[i].elementID < y[j].elementID) {
                return (x[i].elementID, describe(x[i]), "absent")
            } else {
                return (y[j].elementID, "absent", describe(y[j]))
            }
        }
        return nil
    }
}
