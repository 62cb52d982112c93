/// IGListCollectionViewLayout under batch updates: a section's items are its item sizes.
extension ListSection: UpdatableSection {
    /// The items a batch update edits: `itemSizes`.
    public var items: [Size] {
        get { itemSizes }
        set { itemSizes = newValue }
    }
}

/// The list layout snaps along its own scroll direction. Setting `sections` invalidates nothing by
/// itself: `performBatchUpdates` invalidates with `modifiedSection` (IGList's
/// `didModifySection:`) and `invalidateDataSourceCounts`, a partial relayout (ListLayoutRules §9.6).
extension ListLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { options.scrollDirection }
}
