import LatticeLayout
import LatticeFixtures

/// `t` / `T`: the user's text size (UIKit's content size category, Settings › Display & Text
/// Size › Larger Text) one step larger or smaller, live. The model keeps the category; the
/// layout takes it at the edge (``ViewerLayout/takeContentSizeCategory(_:)``): a hosted UIKit
/// layout's host sets its application's `preferredContentSizeCategory`, which posts
/// `UIContentSizeCategory.didChangeNotification`, and the model then invalidates the layout and
/// lays it out again, as a collection view does when its trait collection's category changes.
/// The built-in layouts read no trait collection (a fixture gives every size): the category
/// changes, the frames do not, and the key line says so.
extension ViewerModel {
    /// UIKit's order, smallest first: `extraSmall` … `extraExtraExtraLarge`, then the five
    /// accessibility sizes.
    static let contentSizeCategories = ContentSizeCategoryName.allCases

    /// Steps the category `n` places along ``contentSizeCategories`` (stopping at either end).
    mutating func stepContentSizeCategory(by n: Int) {
        let all = Self.contentSizeCategories
        let i = all.firstIndex(of: contentSizeCategory) ?? 0
        let j = Swift.min(Swift.max(i + n, 0), all.count - 1)
        guard j != i else {
            message = ("text size \(contentSizeCategory.rawValue) is the \(n > 0 ? "largest" : "smallest")", false)
            return
        }
        contentSizeCategory = all[j]
        steppedTextSize = true
        guard layout.takeContentSizeCategory(all[j]) else {
            message = ("text size \(all[j].rawValue): the \(layout.layoutName) layout reads no trait collection (the fixture gives every size)", false)
            return
        }
        stopAnimations()
        collectionView.invalidateLayout(with: .everything)
        message = ("text size \(all[j].rawValue): UIContentSizeCategory.didChangeNotification posted, layout invalidated", false)
    }

    /// The status line's `text …` segment: shown when the category is not `large` (among the
    /// last to go on a narrow terminal) or was stepped back to it (among the first).
    var textSizeSegmentText: String? {
        contentSizeCategory != .large || steppedTextSize ? "text \(contentSizeCategory.rawValue)" : nil
    }
}
