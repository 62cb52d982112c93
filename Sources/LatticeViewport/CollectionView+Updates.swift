import LatticeLayout

/// One animated batch update as the collection view ran it: what the layout did (`record`, with
/// the mapping from old to new elements) and the animation to play (`transition`).
public struct AnimatedUpdate {
    public let record: BatchUpdateRecord
    public let transition: UpdateTransition
}

extension CollectionView {
    /// `performBatchUpdates:completion:`, animated: UIKit's sequence around an updatable layout.
    ///
    /// 1. The layout applies the batch (`UpdatableLayout.performBatchUpdates`: new data,
    ///    invalidation from the lowest affected section with `invalidateDataSourceCounts`, one
    ///    `prepare()`, then `prepare(forCollectionViewUpdates:)`). That relayout is counted once in
    ///    `relayoutCount` (none for an empty batch).
    /// 2. The offset settles for the new content size: an offset past the new end is pulled back
    ///    to it, as UIScrollView does when `contentSize` shrinks (an offset before the start, set
    ///    from code, is left alone). A bounds change goes through `setBounds` (sticky headers).
    /// 3. The initial / final attributes of everything on screen before and after become an
    ///    `UpdateTransition`; then `finalizeCollectionViewUpdates()`.
    ///
    /// Returns nil when the layout cannot take batch updates (not an `UpdatableLayout`). Throws,
    /// changing nothing, for an invalid batch.
    public func performAnimatedBatchUpdates(_ batch: BatchUpdate, copying source: IndexPath? = nil,
                                            durationMs: Double = 250) throws(BatchUpdateError) -> AnimatedUpdate? {
        guard let updatable = layout as? any UpdatableLayout else { return nil }
        return try animate(updatable, durationMs: durationMs) { u throws(BatchUpdateError) in
            try u.performBatchUpdates(batch, copying: source)
        }
    }

    /// Takes one batch back (`UpdatableLayout.undoBatchUpdate(_:)`: the step from its record),
    /// animated the same way. Nil when the layout cannot take updates or the step is not its own.
    public func undoBatchUpdateAnimated(_ step: BatchUndo, durationMs: Double = 250) throws(BatchUpdateError) -> AnimatedUpdate? {
        guard let updatable = layout as? any UpdatableLayout else { return nil }
        return try animate(updatable, durationMs: durationMs) { u throws(BatchUpdateError) in
            try u.undoBatchUpdate(step)
        }
    }

    /// True when the layout takes batch updates.
    public var supportsBatchUpdates: Bool { layout is any UpdatableLayout }

    /// The same sequence with the layout's change made by `apply` (e.g. a batch with content from
    /// a data source: `UpdatingLayout.performBatchUpdates(_:content:)`). Nil when the layout
    /// takes no updates or `apply` returns nil.
    public func performAnimatedBatchUpdates(durationMs: Double = 250,
                                            _ apply: (any UpdatableLayout) throws(BatchUpdateError) -> BatchUpdateRecord?) throws(BatchUpdateError) -> AnimatedUpdate? {
        guard let updatable = layout as? any UpdatableLayout else { return nil }
        return try animate(updatable, durationMs: durationMs, apply)
    }

    private func animate(_ u: any UpdatableLayout, durationMs: Double,
                         _ apply: (any UpdatableLayout) throws(BatchUpdateError) -> BatchUpdateRecord?) throws(BatchUpdateError) -> AnimatedUpdate? {
        layout.collectionView = CollectionViewGeometry(bounds: bounds, contentInset: contentInset)
        guard let record = try apply(u) else { return nil }
        if record.modifiedSection != nil { countRelayout() }
        let hi = maximumContentOffset, o = contentOffset
        if o.x > hi.x || o.y > hi.y {
            setContentOffset(Point(x: Swift.min(o.x, hi.x), y: Swift.min(o.y, hi.y)), clamped: false)
        }
        let transition = UpdateTransition.make(layout: u, record: record, newBounds: bounds, durationMs: durationMs)
        u.finalizeCollectionViewUpdates()
        return AnimatedUpdate(record: record, transition: transition)
    }
}
