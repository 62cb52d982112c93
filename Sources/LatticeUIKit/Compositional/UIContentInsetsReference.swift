/// `UIContentInsetsReference`: which edges a section's content insets are measured from (UIKit's
/// cases and raw values). Kept where set (``NSCollectionLayoutSection/contentInsetsReference``).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}
