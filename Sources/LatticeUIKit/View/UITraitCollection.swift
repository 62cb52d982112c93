import Foundation

/// `UIUserInterfaceLayoutDirection`: the direction a view lays out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// `UITraitEnvironmentLayoutDirection` (`UITraitCollection.layoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// `UIUserInterfaceIdiom`, the two a collection-view layout tells apart.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1
}

/// `UITraitCollection`: the traits a layout reads (`collectionView.traitCollection`): the display
/// scale, the size classes, the layout direction, the idiom and the content size category. Made by the view from its own
/// state (<doc:UIKitDifferences>); lattice does not notify trait changes.
public struct UITraitCollection: Hashable, Sendable {
    public var displayScale: CGFloat
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// `preferredContentSizeCategory`: the text size the user chose (a fixture's
    /// `traits.contentSizeCategory`; `.large` by default, as on a device).
    public var preferredContentSizeCategory: UIContentSizeCategory

    public init(displayScale: CGFloat = 2, horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
                verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                userInterfaceIdiom: UIUserInterfaceIdiom = .phone, preferredContentSizeCategory: UIContentSizeCategory = .large) {
        self.displayScale = displayScale; self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass; self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom; self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The size classes lattice gives a view of `size` (UIKitDifferences §4): horizontally regular
    /// from 736 points wide (an iPhone Plus / Max in landscape, any iPad), vertically compact below
    /// 500 points tall (a phone in landscape).
    public static func sizeClasses(for size: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (size.width >= 736 ? .regular : .compact, size.height < 500 ? .compact : .regular)
    }
}

/// `UISemanticContentAttribute`: whether a view flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
