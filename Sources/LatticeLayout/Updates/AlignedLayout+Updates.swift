/// FSQCollectionViewAlignedLayout under batch updates: a section's `items` are its cells.
extension AlignedSection: UpdatableSection {}

/// The aligned layout scrolls vertically only; setting `sections` re-lays out from the first
/// section that differs.
extension AlignedLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { .vertical }
}
