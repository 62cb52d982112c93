import Foundation
internal import LatticeLayout

/// `UIScrollView`, the scrolling properties a layout reads or sets on its collection view:
/// `decelerationRate`, `isPagingEnabled`, `contentInsetAdjustmentBehavior` (with
/// `adjustedContentInset`), `alwaysBounceVertical` / `alwaysBounceHorizontal`. The offset, the
/// size and the insets themselves live on ``UICollectionView``, the only scroll view lattice has.
@preconcurrency @MainActor
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
    /// `bounces`, `isDirectionalLockEnabled`: kept as set (the viewer's scrolling neither bounces
    /// nor locks to an axis by them).
    open var bounces = true
    open var isDirectionalLockEnabled = false

    /// `panGestureRecognizer`: the scroll view's pan recognizer (no touches: `.possible`, zero
    /// translation and velocity).
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// `refreshControl`: kept as set; never shown.
    open var refreshControl: UIRefreshControl?
    /// `isScrollEnabled`, `showsVerticalScrollIndicator`, `showsHorizontalScrollIndicator`: kept as set.
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// `isDragging`, `isTracking`, `isDecelerating`: false (no touches).
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    open var isDecelerating: Bool { false }

    /// `adjustedContentInsetDidChange()`: called when the safe area or the behaviour changes.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() { adjustedContentInsetDidChange() }

    /// UIKit's rule for `adjustedContentInset` (one implementation: the engine's
    /// `ContentInsetAdjustmentBehavior.adjustedInset`).
    static func adjustedInset(contentInset: UIEdgeInsets, safeArea: UIEdgeInsets, behavior: ContentInsetAdjustmentBehavior,
                              contentSize: CGSize, boundsSize: CGSize,
                              alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool) -> UIEdgeInsets {
        let rule: LatticeLayout.ContentInsetAdjustmentBehavior
        switch behavior {
        case .automatic: rule = .automatic
        case .scrollableAxes: rule = .scrollableAxes
        case .never: rule = .never
        case .always: rule = .always
        }
        return UIEdgeInsets(rule.adjustedInset(contentInset: contentInset.engine, safeArea: safeArea.engine, contentSize: contentSize.engine,
                                               boundsSize: boundsSize.engine, alwaysBounceVertical: alwaysBounceVertical,
                                               alwaysBounceHorizontal: alwaysBounceHorizontal))
    }
}
