import Foundation

/// `UIScrollView`, the scrolling properties a layout reads or sets on its collection view:
/// `decelerationRate`, `isPagingEnabled`, `contentInsetAdjustmentBehavior` (with
/// `adjustedContentInset`), `alwaysBounceVertical` / `alwaysBounceHorizontal`. The offset, the
/// size and the insets themselves live on ``UICollectionView``, the only scroll view lattice has.
@MainActor
open class UIScrollView: UIView {
    /// `UIScrollView.DecelerationRate`: the factor a fling's velocity is multiplied by each
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`: how the safe area adds to `contentInset`
    /// to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` (lattice has no navigation controller; UIKitDifferences §4).
        case automatic
        /// The safe area's edges on each axis the content scrolls along.
        case scrollableAxes
        /// Never.
        case never
        /// Always, all four edges.
        case always
    }

    /// How fast a fling slows down (`J` / `K` in the viewer); `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// Flings stop on multiples of the bounds size (after the layout's `targetContentOffset`).
    open var isPagingEnabled = false
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { adjustedContentInsetDidChange() } }
    }
    /// Counts the vertical axis as scrollable even when the content fits.
    open var alwaysBounceVertical = false
    /// Counts the horizontal axis as scrollable even when the content fits.
    open var alwaysBounceHorizontal = false

    /// `adjustedContentInsetDidChange()`: called when the safe area or the behaviour changes.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() { adjustedContentInsetDidChange() }

    /// UIKit's rule for `adjustedContentInset`: `contentInset` plus the safe area's edges that
    /// `behavior` lets in; an axis is scrollable when the content is longer than the bounds less
    /// the content insets along it, or when it always bounces.
    nonisolated static func adjustedInset(contentInset: UIEdgeInsets, safeArea: UIEdgeInsets, behavior: ContentInsetAdjustmentBehavior,
                                          contentSize: CGSize, boundsSize: CGSize,
                                          alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool) -> UIEdgeInsets {
        let vertical: Bool, horizontal: Bool
        switch behavior {
        case .never: return contentInset
        case .always: vertical = true; horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > boundsSize.height - contentInset.top - contentInset.bottom
            horizontal = alwaysBounceHorizontal || contentSize.width > boundsSize.width - contentInset.left - contentInset.right
        }
        var out = contentInset
        if vertical { out.top += safeArea.top; out.bottom += safeArea.bottom }
        if horizontal { out.left += safeArea.left; out.right += safeArea.right }
        return out
    }
}
