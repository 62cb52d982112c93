/// Bounds changes and invalidation (FlowLayoutRules §9): UIKit's
/// `shouldInvalidateLayout(forBoundsChange:)`, `invalidationContext(forBoundsChange:)` and
/// `invalidateLayout(with:)`.
extension FlowLayout {
    /// FlowLayoutRules §9: true when the length across the scroll axis changes, or when the origin
    /// along the scroll axis moves while headers or footers pin.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        !invalidationContext(forBoundsChange: newBounds).isEmpty
    }

    /// FlowLayoutRules §9 as a context: everything when the fixed-axis length changes; with
    /// self-sizing, the unmeasured items the new bounds show (FlowLayoutRules §8); the
    /// supplementary views only when the bounds move (or change length along S) while something
    /// pins.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        let d = options.scrollDirection, old = collectionView.bounds
        if old.size.f(d) != newBounds.size.f(d) { return .everything }
        let unmeasured = unmeasuredItems(in: newBounds)
        if !unmeasured.isEmpty { return InvalidationContext(invalidatedItemIndexPaths: unmeasured) }
        if options.pinsSupplementaries && (old.origin.s(d) != newBounds.origin.s(d) || old.size.s(d) != newBounds.size.s(d)) {
            return .supplementaryOnly
        }
        return .nothing
    }

    /// Anything but a supplementary-only (or decoration-only, or empty) context lays
    /// everything out again at the next `prepare()`; pinned frames are computed at query time
    /// from the current offset and need nothing recomputed.
    public func invalidate(with context: InvalidationContext) {
        markMeasured(context.invalidatedItemIndexPaths)
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.modifiedSection != nil
            || !context.invalidatedItemIndexPaths.isEmpty {
            needsLayout = true
        }
    }
}
