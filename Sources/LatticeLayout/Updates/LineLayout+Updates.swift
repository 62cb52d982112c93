/// SWCollectionViewLineLayout under batch updates: a section's `items` are its timeline items.
extension LineSection: UpdatableSection {}

/// The line layout snaps along its own scroll direction.
extension LineLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { options.scrollDirection }
}
