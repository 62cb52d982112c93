import Foundation

/// `UIFont.preferredFont(forTextStyle:)` at each content size category: the point sizes of
/// Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS), one row
/// per category. Not measured on a device by lattice.
extension UIFont {
    /// The HIG's columns, in this order: largeTitle, title1, title2, title3, headline, body,
    /// callout, subheadline, footnote, caption1, caption2.
    static let dynamicTypeStyles: [TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body,
                                                 .callout, .subheadline, .footnote, .caption1, .caption2]

    /// The HIG's rows, by category (the sizes of ``dynamicTypeStyles``, in points).
    static let dynamicTypeSizes: [UIContentSizeCategory: [CGFloat]] = [
        .extraSmall:                        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small:                             [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium:                            [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large:                             [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .extraLarge:                        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .extraExtraLarge:                   [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .extraExtraExtraLarge:              [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .accessibilityMedium:               [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .accessibilityLarge:                [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        .accessibilityExtraLarge:           [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        .accessibilityExtraExtraLarge:      [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        .accessibilityExtraExtraExtraLarge: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    /// The size of `style` at `category` (`unspecified` reads as `large`; an unknown style is
    /// body).
    static func dynamicTypeSize(_ style: TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let row = dynamicTypeSizes[category] ?? dynamicTypeSizes[.large] ?? []
        let column = dynamicTypeStyles.firstIndex(of: style) ?? 5
        return column < row.count ? row[column] : 17
    }

    /// `preferredFont(forTextStyle:)`: the style's size at the user's text size
    /// (`UIApplication.shared.preferredContentSizeCategory`: the fixture's
    /// `traits.contentSizeCategory`, as the viewer's `t` / `T` step it); `headline` is semibold.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, category: applicationCategory)
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the style's size at the trait collection's
    /// `preferredContentSizeCategory` (nil: the application's).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, category: traitCollection?.preferredContentSizeCategory ?? applicationCategory)
    }

    /// The running host's `UIApplication.shared.preferredContentSizeCategory`.
    private static var applicationCategory: UIContentSizeCategory { UIApplication.currentContentSizeCategory }

    private class func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: dynamicTypeSize(style, category), weight: style == .headline ? .semibold : .regular)
    }
}
