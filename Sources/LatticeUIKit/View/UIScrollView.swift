import Foundation
internal import LatticeLayout

/// `UIScrollView`: the content offset (the bounds origin), the content size and inset, the
/// delegate, and the scrolling properties a layout reads or sets on its collection view
/// (`decelerationRate`, `isPagingEnabled`, `contentInsetAdjustmentBehavior` with
/// `adjustedContentInset`, `alwaysBounceVertical` / `alwaysBounceHorizontal`).
///
/// A scroll view a program makes itself (a hidden one whose pan recognizer it borrows, one per
/// section) keeps what it is given: setting `contentOffset` moves its bounds and tells the
/// delegate `scrollViewDidScroll(_:)`; nothing scrolls it otherwise (no touches).
/// ``UICollectionView`` overrides the offset, size and inset with the collection view lattice
/// lays out.
@preconcurrency @MainActor
open class UIScrollView: UIView, _ScrollViewDelegateHolder {
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

    /// `contentOffset`: the bounds origin. Setting it to another point moves the bounds and calls
    /// the delegate's `scrollViewDidScroll(_:)`, as UIKit does for a move from code.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// `setContentOffset(_:animated:)`: sets `contentOffset` (lattice does not animate scrolling
    /// from code).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// `contentSize`: kept as set (zero at first).
    open var contentSize: CGSize = .zero
    /// `contentInset`: kept as set; `adjustedContentInset` adds the safe area to it.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    /// `adjustedContentInset`: `contentInset` plus the safe area as
    /// `contentInsetAdjustmentBehavior` says (UIKitDifferences §4).
    open var adjustedContentInset: UIEdgeInsets {
        guard storedSafeAreaInsets != .zero, contentInsetAdjustmentBehavior != .never else { return contentInset }
        return UIScrollView.adjustedInset(contentInset: contentInset, safeArea: storedSafeAreaInsets, behavior: contentInsetAdjustmentBehavior,
                                          contentSize: contentSize, boundsSize: bounds.size, alwaysBounceVertical: alwaysBounceVertical,
                                          alwaysBounceHorizontal: alwaysBounceHorizontal)
    }
    /// `scrollRectToVisible(_:animated:)`: the least move of the content offset that shows `rect`
    /// (its leading and top edges when it is larger than the bounds), kept within the scrollable
    /// range (from minus the adjusted inset to the content size plus the inset less the bounds);
    /// nothing when it already shows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset, size = bounds.size
        func axis(_ offset: CGFloat, _ minEdge: CGFloat, _ maxEdge: CGFloat, _ visible: CGFloat,
                  _ lowInset: CGFloat, _ highInset: CGFloat, _ content: CGFloat) -> CGFloat {
            var o = offset
            if maxEdge > o + visible { o = maxEdge - visible }
            if minEdge < o { o = minEdge }
            let upper = Swift.max(-lowInset, content + highInset - visible)
            return Swift.min(Swift.max(o, -lowInset), upper)
        }
        let o = contentOffset
        let target = CGPoint(x: axis(o.x, rect.minX, rect.maxX, size.width, inset.left, inset.right, contentSize.width),
                             y: axis(o.y, rect.minY, rect.maxY, size.height, inset.top, inset.bottom, contentSize.height))
        if target != o { setContentOffset(target, animated: animated) }
    }
    /// The delegate of a scroll view that is not a collection view (`delegate`, declared below).
    weak var storedScrollViewDelegate: UIScrollViewDelegate?

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

/// How `UIScrollView.delegate` is declared, so that `UICollectionView.delegate` can narrow it as in
/// UIKit: a scroll view's delegate is a `UIScrollViewDelegate`, a collection view's a
/// `UICollectionViewDelegate` (which refines it). Swift lets a subclass narrow only a read-only
/// property, so the scroll view's `delegate` lives in this protocol's extension and the
/// collection view declares its own; Swift picks the collection view's on a collection view and
/// this one on any other scroll view. Read or set through a `UIScrollView` reference, this one
/// forwards to the collection view's when the view is one (setting a delegate that is not a
/// `UICollectionViewDelegate` there sets nil). A subclass cannot `override` it.
@preconcurrency @MainActor
public protocol _ScrollViewDelegateHolder: AnyObject {}

extension _ScrollViewDelegateHolder where Self: UIScrollView {
    /// `delegate`: told `scrollViewDidScroll(_:)` when the content offset changes; held weakly.
    public var delegate: UIScrollViewDelegate? {
        get {
            if let collectionView = self as? UICollectionView { return collectionView.delegate }
            return storedScrollViewDelegate
        }
        set {
            if let collectionView = self as? UICollectionView {
                collectionView.delegate = newValue as? UICollectionViewDelegate
            } else {
                storedScrollViewDelegate = newValue
            }
        }
    }
}
