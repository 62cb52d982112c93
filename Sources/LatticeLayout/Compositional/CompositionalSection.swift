/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: how a section scrolls across the
/// layout's scroll axis (CompositionalLayoutRules §5).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section's groups repeat along the scroll axis (CompositionalLayoutRules §4.3).
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// `NSRectAlignment`: where a boundary supplementary item sits around its section
/// (CompositionalLayoutRules §6.2).
public enum CompositionalAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, a footer or another view on a
/// section's (or the layout's) boundary (CompositionalLayoutRules §6, §7.2).
public struct CompositionalBoundaryItem: Hashable, Sendable {
    /// `elementKind`.
    public var elementKind: String
    /// `layoutSize`, resolved against the section's width (CompositionalLayoutRules §6.1).
    public var layoutSize: CompositionalSize
    public var alignment: CompositionalAlignment
    /// `absoluteOffset`: moves the frame only (CompositionalLayoutRules §6.2).
    public var absoluteOffset: Point
    /// `extendsBoundary` (default true): the item makes room in the section
    /// (CompositionalLayoutRules §6.3).
    public var extendsBoundary: Bool
    /// `pinToVisibleBounds` (CompositionalLayoutRules §6.4).
    public var pinToVisibleBounds: Bool
    /// `zIndex` (CompositionalLayoutRules §9.1).
    public var zIndex: Int
    public init(elementKind: String, layoutSize: CompositionalSize, alignment: CompositionalAlignment,
                absoluteOffset: Point = .zero, extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false,
                zIndex: Int = 1) {
        self.elementKind = elementKind; self.layoutSize = layoutSize; self.alignment = alignment
        self.absoluteOffset = absoluteOffset; self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds; self.zIndex = zIndex
    }
}

/// `NSCollectionLayoutDecorationItem.background(elementKind:)`: a view behind a whole section
/// (CompositionalLayoutRules §8.1).
public struct CompositionalDecorationItem: Hashable, Sendable {
    public var elementKind: String
    /// `contentInsets`: the background is the section's frame inset by these.
    public var contentInsets: EdgeInsets
    /// `zIndex` (default 0: below the section's other elements, CompositionalLayoutRules §9.1).
    public var zIndex: Int
    public init(elementKind: String, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind; self.contentInsets = contentInsets; self.zIndex = zIndex
    }
}

/// `NSCollectionLayoutSection` plus the number of items its data source gives
/// (CompositionalLayoutRules §4, §5).
public struct CompositionalSection: Hashable, Sendable {
    /// The group the section repeats.
    public var group: CompositionalGroup
    /// `numberOfItemsInSection`.
    public var itemCount: Int
    /// `interGroupSpacing`.
    public var interGroupSpacing: Double
    /// `contentInsets` (`NSDirectionalEdgeInsets`; left = leading, right = trailing).
    public var contentInsets: EdgeInsets
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The sideways scroller's content offset (lattice's input, CompositionalLayoutRules §5.6):
    /// clamped to the section's orthogonal content.
    public var orthogonalOffset: Double
    /// `boundarySupplementaryItems`.
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    /// `decorationItems`.
    public var decorationItems: [CompositionalDecorationItem]
    /// `supplementariesFollowContentInsets` (default true, CompositionalLayoutRules §6.1).
    public var supplementariesFollowContentInsets: Bool

    public init(group: CompositionalGroup, itemCount: Int, interGroupSpacing: Double = 0,
                contentInsets: EdgeInsets = .zero, orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                orthogonalOffset: Double = 0, boundarySupplementaryItems: [CompositionalBoundaryItem] = [],
                decorationItems: [CompositionalDecorationItem] = [], supplementariesFollowContentInsets: Bool = true) {
        self.group = group; self.itemCount = itemCount; self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets; self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.orthogonalOffset = orthogonalOffset; self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems; self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration` (CompositionalLayoutRules §7).
public struct CompositionalLayoutOptions: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// `interSectionSpacing`: between sections, not after the last (CompositionalLayoutRules §4.1).
    public var interSectionSpacing: Double
    /// `boundarySupplementaryItems`: the layout's own header and footer
    /// (CompositionalLayoutRules §7.2).
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]
    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [CompositionalBoundaryItem] = []) {
        self.scrollDirection = scrollDirection; self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
