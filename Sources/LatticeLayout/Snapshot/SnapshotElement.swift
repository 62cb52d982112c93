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

    /// True when `other` names the same element (category, kind, index path), compared in place.
    @inline(__always) public func hasIdentity(of other: SnapshotElement) -> Bool {
        indexPath == other.indexPath && category == other.category && kind == other.kind
    }

    /// The positions of `elements` sorted by identity (`ElementID`'s order), equal identities
    /// by position: 4 bytes an element. Compared field by field in place
    /// (`ElementID.precedes`), so no identity, and no copy of its kind string, is made per
    /// comparison (a million elements sort in a fraction of a second).
    public static func identityOrder(_ elements: [SnapshotElement]) -> [Int32] {
        var order = Array(0..<Int32(elements.count))
        elements.withUnsafeBufferPointer { e in
            order.sort { a, b in
                let x = Int(a), y = Int(b)
                if ElementID.precedes(e[x].indexPath, e[x].category, e[y].indexPath, e[y].category, kindPrecedes: { e[x].kind < e[y].kind }) {
                    return true
                }
                if ElementID.precedes(e[y].indexPath, e[y].category, e[x].indexPath, e[x].category, kindPrecedes: { e[y].kind < e[x].kind }) {
                    return false
                }
                return a < b
            }
        }
        return order
    }

    /// The element as a layout answers it.
    @inline(__always) public var attributes: LayoutAttributes {
        LayoutAttributes(category: category, kind: kind, indexPath: indexPath, frame: frame,
                         zIndex: zIndex, isPinned: false, alpha: alpha, isHidden: isHidden)
    }
}
