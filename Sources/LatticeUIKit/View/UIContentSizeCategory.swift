import Foundation

/// `UIContentSizeCategory`: the text size the user chose in Settings, which a layout reads to size
/// rows for Dynamic Type (`traitCollection.preferredContentSizeCategory`,
/// `UIApplication.shared.preferredContentSizeCategory`). A fixture sets it with
/// `traits: {contentSizeCategory: extraLarge}`; `.large` by default, as on a device.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest (`unspecified` first, as UIKit orders it).
    public static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// The fixture's words for the categories (`traits.contentSizeCategory`), in `ordered`'s order.
    package static let fixtureNames = [
        "unspecified", "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// `isAccessibilityCategory`: one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 8 }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: a) ?? 0) < (ordered.firstIndex(of: b) ?? 0)
    }

    /// `UIContentSizeCategory.didChangeNotification`: posted on `NotificationCenter.default`
    /// when the category changes (`UIApplication.shared.preferredContentSizeCategory` set).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// `UIContentSizeCategory.newValueUserInfoKey`: the new category's raw value in the
    /// notification's `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
