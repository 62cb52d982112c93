/// What a layout can read about the collection view that hosts it (the layout's `collectionView`):
/// its bounds (content offset + viewport size) and its content inset.
public struct CollectionViewGeometry: Hashable, Sendable {
    /// `UICollectionView.bounds`: origin = content offset, size = viewport size.
    public var bounds: Rect
    /// `UICollectionView.contentInset` (adjusted content inset).
    public var contentInset: EdgeInsets
    public init(bounds: Rect, contentInset: EdgeInsets = .zero) {
        self.bounds = bounds; self.contentInset = contentInset
    }
    public var contentOffset: Point { bounds.origin }
}

/// A problem a layout noticed but did not stop for (IGList asserts in debug builds; lattice
/// clamps and reports). `validate` and the viewer show these.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var indexPath: IndexPath?
    public var message: String
    public init(indexPath: IndexPath? = nil, message: String) { self.indexPath = indexPath; self.message = message }
    /// The item as a fixture names it, `sections[S].items[I]`, when the warning is about one.
    public var field: String? { indexPath.map { "sections[\($0.section)].items[\($0.item)]" } }
    public var description: String {
        if let field { return "\(field): \(message)" }
        return message
    }
}

/// The UICollectionViewLayout contract.
///
/// A layout is a class (UIKit's layouts are objects with caches). The host (lattice's simulated
/// collection view, `LatticeViewport.CollectionView`) sets `collectionView`, calls `prepare()`
/// when invalid, and asks `shouldInvalidate(forBoundsChange:)` on every bounds change.
/// All queries are total: an index path out of range gives `nil`, never a crash.
public protocol CollectionLayout: AnyObject {
    /// The collection view geometry the layout reads during `prepare()` and queries. Setting it
    /// does not invalidate anything by itself: the host asks `shouldInvalidate(forBoundsChange:)`
    /// first and invalidates with `invalidationContext(forBoundsChange:)`.
    var collectionView: CollectionViewGeometry { get set }

    /// `prepareLayout`: recompute whatever the last invalidation dropped. Cheap when nothing is invalid.
    func prepare()

    /// `collectionViewContentSize`.
    var contentSize: Size { get }

    /// `layoutAttributesForElementsInRect:`, appended to `result` (which is not cleared), so a
    /// caller can reuse one array across frames.
    func attributes(in rect: Rect, into result: inout [LayoutAttributes])

    /// `layoutAttributesForItemAtIndexPath:`; nil when out of range.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// `layoutAttributesForSupplementaryViewOfKind:atIndexPath:`; nil when out of range or absent.
    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// `layoutAttributesForDecorationViewOfKind:atIndexPath:`; nil when out of range or absent.
    func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// `shouldInvalidateLayoutForBoundsChange:`.
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// `invalidationContextForBoundsChange:`: what a bounds change makes stale.
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext

    /// `invalidateLayoutWithContext:`: mark what must be recomputed by the next `prepare()`.
    func invalidate(with context: InvalidationContext)

    /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`: where scrolling stops.
    func targetContentOffset(proposed: Point, velocity: Point) -> Point

    /// Problems noticed during the last `prepare()` (e.g. an item clamped to the container).
    var warnings: [LayoutWarning] { get }

    /// `warnings.count`, without making the warnings (a status line reads it every frame).
    var warningCount: Int { get }

    /// `warnings.first`, made alone.
    var firstWarning: LayoutWarning? { get }

    /// How many sections and items the layout has laid out (for status lines).
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
}

public extension CollectionLayout {
    /// `warnings.count`; a layout that keeps many warnings answers without making them.
    var warningCount: Int { warnings.count }

    /// `warnings.first`; a layout that keeps many warnings makes only this one.
    var firstWarning: LayoutWarning? { warnings.first }

    /// Convenience: the attributes in `rect` as a new array.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        attributes(in: rect, into: &result)
        return result
    }

    /// The default of UICollectionViewLayout: the proposal.
    func targetContentOffset(proposed: Point, velocity: Point) -> Point { proposed }

    /// By default a layout has no decoration views.
    func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// `invalidateLayout`: everything.
    func invalidate() { invalidate(with: .everything) }

    var totalItemCount: Int {
        var n = 0
        for s in 0..<numberOfSections { n += numberOfItems(inSection: s) }
        return n
    }
}
