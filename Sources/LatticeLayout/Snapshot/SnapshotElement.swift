/// One element of a snapshot: a `UICollectionViewLayoutAttributes` as the app's layout answered
/// it and the debugger printed it (its `description`), kept exactly as given.
///
/// `kind` is `"cell"` for cells, otherwise the element kind as printed, unchanged
/// (`UICollectionElementKindSectionHeader`, `"header"`, an app's own kind string).
///
/// (The one-byte fields come last so an element takes 88 bytes, not 96.)
public struct SnapshotElement: Hashable, Sendable {
    /// `representedElementKind` (nil in UIKit for cells; `"cell"` here).
    public var kind: String
    public var indexPath: IndexPath
    public var frame: Rect
    public var zIndex: Int
    /// `alpha` (0 ... 1).
    public var alpha: Double
    /// `representedElementCategory`.
    public var category: LayoutAttributes.Category
    /// `hidden`: the collection view does not show the element, though the layout returns it.
    public var isHidden: Bool

    public init(category: LayoutAttributes.Category, kind: String, indexPath: IndexPath, frame: Rect,
                zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false) {
        self.category = category; self.kind = category == .cell ? ElementKind.cell : kind
        self.indexPath = indexPath; self.frame = frame
        self.zIndex = zIndex; self.alpha = alpha; self.isHidden = isHidden
    }

    /// The identity of the element (category, kind, index path).
    public var elementID: ElementID { ElementID(category: category, kind: kind, indexPath: indexPath) }

    /// The element as a layout answers it.
    @inline(__always) public var attributes: LayoutAttributes {
        LayoutAttributes(category: category, kind: kind, indexPath: indexPath, frame: frame,
                         zIndex: zIndex, isPinned: false, alpha: alpha, isHidden: isHidden)
    }
}
