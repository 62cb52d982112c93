/// `NSCollectionLayoutItem`: a leaf of a group, where one cell goes
/// (CompositionalLayoutRules §2).
public struct CompositionalItem: Hashable, Sendable {
    /// `layoutSize`, resolved against the containing group (CompositionalLayoutRules §1.4).
    public var layoutSize: CompositionalSize
    /// `contentInsets` (`NSDirectionalEdgeInsets`; left = leading, right = trailing): shrink the
    /// cell inside its slot (CompositionalLayoutRules §2.2), except on an estimated axis
    /// (CompositionalLayoutRules §2.3).
    public var contentInsets: EdgeInsets
    public init(layoutSize: CompositionalSize, contentInsets: EdgeInsets = .zero) {
        self.layoutSize = layoutSize; self.contentInsets = contentInsets
    }
}

/// A subitem of a group: an item or a nested group (CompositionalLayoutRules §3.8).
public enum CompositionalSubitem: Hashable, Sendable {
    case item(CompositionalItem)
    case group(CompositionalGroup)

    /// The subitem's `layoutSize`.
    public var layoutSize: CompositionalSize {
        switch self {
        case let .item(i): return i.layoutSize
        case let .group(g): return g.layoutSize
        }
    }
}

/// `NSCollectionLayoutGroup`: subitems laid along one axis (CompositionalLayoutRules §3).
public struct CompositionalGroup: Hashable, Sendable {
    /// How the group makes its slots.
    public enum Arrangement: Hashable, Sendable {
        /// `horizontal(layoutSize:subitems:)`: the subitems repeat while they fit
        /// (CompositionalLayoutRules §3.2).
        case subitems
        /// `horizontal(layoutSize:subitem:count:)`: n equal slots (CompositionalLayoutRules §3.4).
        case count(Int)
        /// `horizontal(layoutSize:repeatingSubitem:count:)`: n slots at the item's size
        /// (CompositionalLayoutRules §3.5).
        case repeating(Int)
        /// `custom(layoutSize:itemProvider:)`: the cells' frames as the provider gave them,
        /// relative to the group's origin, in item order (no subitems).
        case custom([Rect])
    }

    public var axis: CompositionalGroupAxis
    public var layoutSize: CompositionalSize
    /// The subitems; `count` and `repeating` use the first.
    public var subitems: [CompositionalSubitem]
    public var arrangement: Arrangement
    /// `interItemSpacing`; nil is no spacing (CompositionalLayoutRules §3.6).
    public var interItemSpacing: CompositionalSpacing?

    public init(axis: CompositionalGroupAxis, layoutSize: CompositionalSize, subitems: [CompositionalSubitem],
                arrangement: Arrangement = .subitems, interItemSpacing: CompositionalSpacing? = nil) {
        self.axis = axis; self.layoutSize = layoutSize; self.subitems = subitems
        self.arrangement = arrangement; self.interItemSpacing = interItemSpacing
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(_ size: CompositionalSize, _ subitems: [CompositionalSubitem]) -> CompositionalGroup {
        CompositionalGroup(axis: .horizontal, layoutSize: size, subitems: subitems)
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(_ size: CompositionalSize, _ subitems: [CompositionalSubitem]) -> CompositionalGroup {
        CompositionalGroup(axis: .vertical, layoutSize: size, subitems: subitems)
    }
}
