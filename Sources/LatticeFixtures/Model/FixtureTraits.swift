/// `traits:` (extension): the trait collection a layout of a program's own reads
/// (`collectionView.traitCollection`, `UIApplication.shared.preferredContentSizeCategory`).
/// Left out, the size classes follow the viewport's size and the category is `large`.
public struct FixtureTraits: Sendable, Equatable {
    /// `contentSizeCategory`: UIKit's `UIContentSizeCategory` by its Swift name.
    public var contentSizeCategory: ContentSizeCategoryName?
    /// `horizontalSizeClass`, `verticalSizeClass`: `compact` or `regular`.
    public var horizontalSizeClass: SizeClassName?
    public var verticalSizeClass: SizeClassName?
    public init(contentSizeCategory: ContentSizeCategoryName? = nil, horizontalSizeClass: SizeClassName? = nil,
                verticalSizeClass: SizeClassName? = nil) {
        self.contentSizeCategory = contentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
    }
}

/// `UIUserInterfaceSizeClass`, as a fixture names it.
public enum SizeClassName: String, CaseIterable, Sendable { case compact, regular }

/// `UIContentSizeCategory`, as a fixture names it (smallest to largest).
public enum ContentSizeCategoryName: String, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
}
