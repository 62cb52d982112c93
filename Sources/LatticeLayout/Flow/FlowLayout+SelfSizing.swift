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
            let flat = storage.records[a.indexPath.section].firstItem + a.indexPath.item
            return measured[flat] ? nil : a.indexPath
        }
    }

    /// True when item `indexPath` has taken its own size (always, without self-sizing).
    public func isMeasured(_ indexPath: IndexPath) -> Bool {
        guard !measured.isEmpty, indexPath.section >= 0, indexPath.section < storage.records.count else { return true }
        let r = storage.records[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < r.itemCount else { return true }
        return measured[r.firstItem + indexPath.item]
    }

    /// Marks `paths` measured; true when any was not.
    @discardableResult
    func markMeasured(_ paths: [IndexPath]) -> Bool {
        var changed = false
        for p in paths where p.section >= 0 && p.section < storage.records.count {
            let r = storage.records[p.section]
            guard p.item >= 0, p.item < r.itemCount, r.firstItem + p.item < measured.count else { continue }
            if !measured[r.firstItem + p.item] { measured[r.firstItem + p.item] = true; changed = true }
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
