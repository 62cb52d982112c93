/// Self-sizing cells (FlowLayoutRules §8), UIKit's `estimatedItemSize`: every item starts at the
/// estimate and takes its own size (`FlowSection.itemSizes`, what Auto Layout would compute)
/// the first time it comes into view, as `preferredLayoutAttributesFitting(_:)` and
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` do on iOS.
///
/// It goes through the layout contract only: a bounds change that shows unmeasured items asks
/// for invalidation (`shouldInvalidate(forBoundsChange:)`) with those items in
/// `invalidatedItemIndexPaths`; `invalidate(with:)` marks them measured; `prepare()` lays out
/// again and measures what the new layout brings into view, until nothing new shows.
extension FlowLayout {
    /// At most this many rounds of "measure what shows, lay out again" per prepare.
    static let measuringRounds = 16

    /// The unmeasured items whose current frames meet `rect` (none without self-sizing).
    public func unmeasuredItems(in rect: Rect) -> [IndexPath] {
        guard options.estimatedItemSize != .none, !measured.isEmpty else { return [] }
        var found: [LayoutAttributes] = []
        attributes(in: rect, into: &found)
        return found.compactMap { a in
            guard a.category == .cell else { return nil }
            let flat = storage.records[a.indexPath.section].items.lowerBound + a.indexPath.item
            return measured[flat] ? nil : a.indexPath
        }
    }

    /// True when item `indexPath` has taken its own size (always, without self-sizing).
    public func isMeasured(_ indexPath: IndexPath) -> Bool {
        guard !measured.isEmpty, let i = storage.records.flatIndex(of: indexPath) else { return true }
        return measured[i]
    }

    /// With self-sizing, how many items have taken their own size and how many there are (as of
    /// the last layout pass): counted as items are measured, so reading it costs nothing.
    public var selfSizingProgress: (measured: Int, total: Int) { (measuredItemCount, measured.count) }

    /// Marks `paths` measured; true when any was not.
    @discardableResult
    func markMeasured(_ paths: [IndexPath]) -> Bool {
        var changed = false
        for p in paths {
            guard let i = storage.records.flatIndex(of: p), i < measured.count else { continue }
            if !measured[i] { measured[i] = true; measuredItemCount += 1; changed = true }
        }
        return changed
    }

    /// After a layout pass: the items in view take their own size, and the layout is redone
    /// until no unmeasured item is in view (or `measuringRounds` rounds).
    func measureVisibleItems() {
        for _ in 0 ..< Self.measuringRounds {
            guard markMeasured(unmeasuredItems(in: collectionView.bounds)) else { return }
            layOut()
        }
    }
}
