import LatticeLayout

/// The simulated `UICollectionView`: it owns a layout, a bounds rectangle (content offset +
/// viewport size) and a content inset, and drives the layout the way UIKit does.
///
/// * Every bounds change (scrolling, a viewport resize) first asks the layout
///   `shouldInvalidate(forBoundsChange:)`. Only when it answers yes does the view hand the layout
///   the new geometry, invalidate it with `invalidationContext(forBoundsChange:)` and call
///   `prepare()` again — and only then is `relayoutCount` incremented. When it answers no, the
///   layout still learns the new bounds (UIKit's layouts read `collectionView.bounds` live), but
///   nothing is recomputed.
/// * Scrolling from user input is clamped to UIKit's scrollable range
///   (`-contentInset.top … contentSize.height - bounds.height + contentInset.bottom`, same along x);
///   setting `contentOffset` from code is not (`setContentOffset(_:clamped: false)`), as
///   `--offset` and `:offset` do.
///
/// Batch updates and their animation (CollectionView+Updates.swift) hang off this class: it is
/// the one place that sees both the layout and the bounds.
public final class CollectionView {
    /// The layout (`collectionViewLayout`). Replacing it prepares the new one from scratch.
    public private(set) var layout: CollectionLayout
    /// `bounds`: origin = content offset, size = viewport size, in points.
    public private(set) var bounds: Rect
    /// `contentInset` (the adjusted content inset).
    public private(set) var contentInset: EdgeInsets
    /// How many times the layout was prepared again after an invalidation (shown in the inspector).
    /// The first preparation, in `init`, is not counted.
    public private(set) var relayoutCount: Int = 0
    /// The runtime around the view (``CollectionViewHost``): a hosted UIKit layout's, or nil for
    /// a layout of lattice's own.
    public let host: CollectionViewHost?

    /// A view of `viewportSize` at `contentOffset` driving `layout`. `host` defaults to the
    /// layout's own when it comes with one (``HostedCollectionLayout``).
    public init(layout: CollectionLayout, viewportSize: Size, contentOffset: Point = .zero,
                contentInset: EdgeInsets = .zero, host: CollectionViewHost? = nil) {
        self.layout = layout
        self.host = host ?? (layout as? any HostedCollectionLayout)?.collectionViewHost
        self.bounds = Rect(origin: contentOffset, size: viewportSize)
        self.contentInset = contentInset
        layout.collectionView = CollectionViewGeometry(bounds: bounds, contentInset: contentInset)
        layout.invalidate()
        layout.prepare()
    }

    /// `contentOffset`: the bounds origin.
    public var contentOffset: Point { bounds.origin }
    /// The viewport size (bounds size).
    public var viewportSize: Size { bounds.size }
    /// `contentSize`, as the layout reports it.
    public var contentSize: Size { layout.contentSize }

    /// The smallest offset scrolling can reach: `-contentInset.top/left`.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset scrolling can reach, `contentSize - bounds.size + contentInset` on each
    /// axis, but never below the minimum (content shorter than the viewport does not scroll).
    public var maximumContentOffset: Point {
        let lo = minimumContentOffset, c = contentSize
        return Point(x: Swift.max(lo.x, c.width - bounds.width + contentInset.right),
                     y: Swift.max(lo.y, c.height - bounds.height + contentInset.bottom))
    }

    /// `offset` clamped into the scrollable range (what a user's scroll can reach).
    public func clamped(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: Swift.min(Swift.max(offset.x, lo.x), hi.x),
                     y: Swift.min(Swift.max(offset.y, lo.y), hi.y))
    }

    /// Sets the content offset. `clamped: true` is a user's scroll (keys, wheel); `false` is code
    /// setting `contentOffset` (`--offset`, `:offset`), used as given. Non-finite values are ignored.
    public func setContentOffset(_ offset: Point, clamped: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let target = clamped ? self.clamped(offset) : offset
        setBounds(Rect(origin: target, size: bounds.size))
    }

    /// Scrolls by a delta, clamped like a user's scroll.
    public func scroll(by delta: Point) {
        setContentOffset(Point(x: bounds.minX + delta.x, y: bounds.minY + delta.y), clamped: true)
    }

    /// Resizes the viewport (a terminal resize when the viewport follows the terminal, or
    /// `:viewport`). The offset is kept as it is.
    public func setViewportSize(_ size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return }
        setBounds(Rect(origin: bounds.origin, size: size))
    }

    /// The UIKit bounds-change path: ask, then (only if asked to) invalidate and prepare again.
    public func setBounds(_ newBounds: Rect) {
        guard newBounds != bounds else { return }
        bounds = newBounds
        guard layout.applyBoundsChange(to: newBounds, contentInset: contentInset) != nil else { return }
        relayoutCount += 1
        applyContentOffsetAdjustment()
    }

    /// Changes the content inset; a full invalidation (the inset narrows the container).
    public func setContentInset(_ inset: EdgeInsets) {
        guard inset != contentInset else { return }
        contentInset = inset
        invalidateLayout(with: .everything)
    }

    /// Invalidates the layout with `context` and prepares it again (an options change made in
    /// place, such as the viewer's `s` or `]`). Counted in `relayoutCount`.
    public func invalidateLayout(with context: InvalidationContext) {
        layout.collectionView = CollectionViewGeometry(bounds: bounds, contentInset: contentInset)
        layout.invalidate(with: context)
        layout.prepare()
        relayoutCount += 1
        applyContentOffsetAdjustment()
    }

    /// Re-prepares after the layout invalidated itself (e.g. a settable `options` that invalidates
    /// exactly what it changes). Counted in `relayoutCount`.
    public func layoutIfNeeded() {
        layout.collectionView = CollectionViewGeometry(bounds: bounds, contentInset: contentInset)
        layout.prepare()
        relayoutCount += 1
        applyContentOffsetAdjustment()
    }

    /// Moves the content offset by what the layout's invalidations asked for
    /// (`contentOffsetAdjustment`), unclamped and without asking the layout again, as UIKit
    /// applies it. Called after each layout pass; a host that lets the layout invalidate itself
    /// between passes (a display link, a dynamic animator) calls it before drawing.
    public func applyContentOffsetAdjustment() {
        guard let d = host?.takeContentOffsetAdjustment(), d != .zero, d.x.isFinite, d.y.isFinite else { return }
        bounds.origin = Point(x: bounds.minX + d.x, y: bounds.minY + d.y)
        layout.collectionView = CollectionViewGeometry(bounds: bounds, contentInset: contentInset)
    }

    /// How the view decelerates and pages: the host's, else UIScrollView's defaults.
    public var scrollPhysics: ScrollPhysics { host?.scrollPhysics ?? ScrollPhysics() }

    /// True while the host has timed work of its own (display links, dynamics, the main queue).
    public var hasTimedWork: Bool { host?.hasTimedWork ?? false }

    /// Lets `milliseconds` of virtual time pass for the host's timed work, then applies the
    /// content offset the layout asked for meanwhile; what it invalidated is prepared again at
    /// the next query.
    public func advanceHostTime(milliseconds: Double) {
        guard let host, host.hasTimedWork else { return }
        host.advanceTime(milliseconds: milliseconds)
        applyContentOffsetAdjustment()
    }

    /// Counts a relayout the layout did on its own (a batch update: `performBatchUpdates` relays
    /// out from the lowest affected section).
    func countRelayout() { relayoutCount += 1 }
}
