/// What a layout must recompute (UICollectionViewLayoutInvalidationContext, with IGList's
/// `IGListCollectionViewLayoutInvalidationContext` extras).
public struct InvalidationContext: Hashable, Sendable {
    /// `invalidateEverything`: throw away everything and lay out from scratch.
    public var invalidateEverything: Bool
    /// `invalidateDataSourceCounts`: section or item counts changed.
    public var invalidateDataSourceCounts: Bool
    /// Supplementary attributes only (sticky headers after a scroll, stickyHeaderYOffset).
    public var invalidateSupplementaryAttributes: Bool
    /// Decoration attributes only (e.g. the line layout's arrows, which follow the viewport).
    public var invalidateDecorationAttributes: Bool
    /// IGList's `didModifySection:`: lay out again from this section onward, keeping the ones before.
    public var modifiedSection: Int?
    /// `invalidatedItemIndexPaths`: IGList treats any of these as "everything".
    public var invalidatedItemIndexPaths: [IndexPath]

    public init(invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
                invalidateSupplementaryAttributes: Bool = false, invalidateDecorationAttributes: Bool = false,
                modifiedSection: Int? = nil, invalidatedItemIndexPaths: [IndexPath] = []) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidateSupplementaryAttributes = invalidateSupplementaryAttributes
        self.invalidateDecorationAttributes = invalidateDecorationAttributes
        self.modifiedSection = modifiedSection
        self.invalidatedItemIndexPaths = invalidatedItemIndexPaths
    }

    /// A context that invalidates everything (`invalidateLayout`).
    public static let everything = InvalidationContext(invalidateEverything: true)
    /// A context that invalidates supplementary views only.
    public static let supplementaryOnly = InvalidationContext(invalidateSupplementaryAttributes: true)
    /// A context that recomputes nothing.
    public static let nothing = InvalidationContext()

    /// What a change of a layout's properties from `old` to `new` invalidates: nil when they are
    /// equal; the supplementary views only when the change touches no more than what
    /// `restoreSupplementaryOnly` puts back from the old value (the properties that only move
    /// headers and footers: IGList's `stickyHeaderYOffset`, UIKit's
    /// `sectionHeadersPinToVisibleBounds`); everything otherwise (`invalidateLayout`).
    static func propertiesChange<Options: Equatable>(from old: Options, to new: Options,
                                                     restoreSupplementaryOnly: (_ new: inout Options, _ old: Options) -> Void)
        -> InvalidationContext? {
        guard new != old else { return nil }
        var others = new
        restoreSupplementaryOnly(&others, old)
        return others == old ? .supplementaryOnly : .everything
    }

    /// True when nothing is asked to be recomputed.
    public var isEmpty: Bool { self == .nothing }
}
