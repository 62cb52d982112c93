import LatticeLayout

/// A shelf: every item of every section on one line, left to right, each at the top, `spacing`
/// after each item and an item's own `gap` before it; the content scrolls sideways once it is
/// wider than the view.
public final class ShelfLayout: CollectionLayout {
    /// An item as the fixture gives it.
    public struct Item: Sendable, Equatable {
        public var size: Size
        /// Room left empty before the item (the item key `gap`).
        public var gap: Double
        public init(size: Size, gap: Double = 0) { self.size = size; self.gap = gap }
    }

    public var collectionView: CollectionViewGeometry
    public let sections: [[Item]]
    public let spacing: Double
    private var frames: [[Rect]] = []
    public private(set) var contentSize = Size.zero
    private var prepared = false

    public init(sections: [[Item]], spacing: Double, collectionView: CollectionViewGeometry) {
        self.sections = sections; self.spacing = spacing; self.collectionView = collectionView
    }

    public func prepare() {
        guard !prepared else { return }
        prepared = true
        var x = 0.0, height = 0.0, end = 0.0
        frames = sections.map { items in
            items.map { item in
                x += item.gap
                let frame = Rect(x: x, y: 0, width: item.size.width, height: item.size.height)
                end = frame.maxX
                x = end + spacing
                height = max(height, item.size.height)
                return frame
            }
        }
        contentSize = Size(width: end, height: height)
    }

    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        prepare()
        for (s, items) in frames.enumerated() {
            for (i, frame) in items.enumerated() where frame.meets(rect) {
                result.append(LayoutAttributes(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: s), frame: frame))
            }
        }
    }

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        prepare()
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(category: .cell, kind: ElementKind.cell, indexPath: indexPath, frame: frames[indexPath.section][indexPath.item])
    }

    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    /// The frames do not depend on the bounds.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .everything }
    public func invalidate(with context: InvalidationContext) { prepared = false }
    public var warnings: [LayoutWarning] { [] }
    public var numberOfSections: Int { sections.count }
    public func numberOfItems(inSection section: Int) -> Int { sections.indices.contains(section) ? sections[section].count : 0 }
}
