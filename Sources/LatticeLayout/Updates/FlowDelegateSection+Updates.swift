/// IGListCollectionViewLayout and UICollectionViewFlowLayout under batch updates: a section's
/// items are its item sizes (`sizeForItemAt`).
extension FlowDelegateSection: UpdatableSection {
    /// The items a batch update edits: `itemSizes`.
    public var items: [Size] {
        get { itemSizes }
        set { itemSizes = newValue }
    }
}
