/// Bounds changes and invalidation contexts (ListLayoutRules §9.3 to §9.6), IGList's
/// `shouldInvalidateLayoutForBoundsChange:`, `invalidationContextForBoundsChange:`,
/// `invalidateLayoutWithContext:` and `didModifySection:`.
extension ListLayout {
    /// ListLayoutRules §9.3: a size change invalidates everything; a change of the S origin only
    /// matters with sticky headers; an F-origin change or identical bounds invalidate nothing.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        !invalidationContext(forBoundsChange: newBounds).isEmpty
    }

    /// ListLayoutRules §9.3's table as a context.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let old = collectionView.bounds
        if old.size != newBounds.size { return .everything }
        let d = options.scrollDirection
        if old.origin.s(d) != newBounds.origin.s(d) && options.stickyHeaders { return .supplementaryOnly }
        return .nothing
    }

    /// ListLayoutRules §9.5, §9.6. A modified section is recorded (the minimum of all recorded so
    /// far); item index paths or "everything" force a full pass; a change of the data-source counts
    /// forces one only when no section is recorded. Supplementary-only invalidation recomputes
    /// nothing stored: header positions are computed at query time from the current offset
    /// (ListLayoutRules §6).
    public func invalidate(with context: InvalidationContext) {
        if let s = context.modifiedSection {
            let s = max(s, 0)
            pendingSection = min(pendingSection ?? s, s)
        }
        if context.invalidateEverything || !context.invalidatedItemIndexPaths.isEmpty {
            pendingSection = 0
        } else if context.invalidateDataSourceCounts && pendingSection == nil {
            pendingSection = 0
        }
    }
}
