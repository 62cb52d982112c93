/// One cell of a compositional section under batch updates: the section's group sizes every
/// cell, so a cell carries nothing but its place (CompositionalLayoutRules §2.1).
public struct CompositionalCell: Hashable, Sendable {
    public init() {}
}

/// UICollectionViewCompositionalLayout under batch updates: inserting, deleting and moving
/// cells changes only how many the section has.
extension CompositionalSection: UpdatableSection {
    public var items: [CompositionalCell] {
        get { Array(repeating: CompositionalCell(), count: max(0, itemCount)) }
        set { itemCount = newValue.count }
    }
}

/// The compositional layout scrolls (and snaps) along its configuration's direction.
extension CompositionalLayout: SectionedLayout {
    public var scrollAxis: ScrollDirection { options.scrollDirection }
}
