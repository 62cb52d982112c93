import LatticeLayout

/// One layout to check at one viewport size: how to make it afresh (the determinism and
/// invalidation rules make several), and the collection view around it.
public struct CheckTarget {
    /// The size this target is at (its `viewport` is the collection view's bounds size).
    public var size: CheckSize
    /// The initial `contentOffset`.
    public var contentOffset: Point
    /// The collection view's adjusted content inset (the safe area included).
    public var contentInset: EdgeInsets
    /// `UIScreen.scale`: pinned frames are compared on this pixel grid.
    public var screenScale: Double
    /// A new layout, unprepared, its `collectionView` geometry set to the size, offset and inset
    /// above. Two calls must give two independent layouts of the same data.
    public var make: () -> CollectionLayout

    public init(size: CheckSize, contentOffset: Point = .zero, contentInset: EdgeInsets = .zero,
                screenScale: Double = 2, make: @escaping () -> CollectionLayout) {
        self.size = size; self.contentOffset = contentOffset; self.contentInset = contentInset
        self.screenScale = screenScale; self.make = make
    }

    public var viewport: Size { size.viewport }
}
