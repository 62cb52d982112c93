extension CollectionLayout {
    /// A bounds change as `UICollectionView` makes it: the layout is asked
    /// `shouldInvalidate(forBoundsChange:)`; if it says yes, its
    /// `invalidationContext(forBoundsChange:)` is taken while it still has the old bounds, the
    /// new bounds are set, and it is invalidated with that context and prepared again. Otherwise
    /// only the bounds move.
    ///
    /// `contentInset`: the adjusted content inset to set with the bounds; nil keeps the layout's.
    /// Returns the context the layout was invalidated with, nil when it was not.
    @discardableResult
    public func applyBoundsChange(to bounds: Rect, contentInset: EdgeInsets? = nil) -> InvalidationContext? {
        let context = shouldInvalidate(forBoundsChange: bounds) ? invalidationContext(forBoundsChange: bounds) : nil
        if let contentInset {
            collectionView = CollectionViewGeometry(bounds: bounds, contentInset: contentInset)
        } else {
            collectionView.bounds = bounds
        }
        guard let context else { return nil }
        invalidate(with: context)
        prepare()
        return context
    }
}
