/// UICollectionViewFlowLayout under batch updates: a section's items are its item sizes.
extension FlowSection: UpdatableSection {
    /// The items a batch update edits: `itemSizes`.
    public var items: [Size] {
        get { itemSizes }
        set { itemSizes = newValue }
    }
}

/// The flow layout snaps along its own scroll direction. `performBatchUpdates` invalidates with
/// `invalidateDataSourceCounts`, which lays everything out again (FlowLayoutRules §9).
extension FlowLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { options.scrollDirection }
}
