/// What a layout says about one element (UICollectionViewLayoutAttributes), as a value.
///
/// Elements are named by `(category, kind, indexPath)`. Attributes are made on demand for what a
/// query returns; layouts store frames in flat arrays, never attributes objects.
public struct LayoutAttributes: Hashable, Sendable {
    /// UICollectionElementCategory.
    public enum Category: String, Hashable, Sendable {
        case cell
        case supplementary = "supplementary"
        case decoration = "decoration"
    }

    public var category: Category
    /// `"cell"` for cells; otherwise the element kind (`"header"`, `"footer"`, `"itemTail"`, `"line"`, …).
    public var kind: String
    public var indexPath: IndexPath
    public var frame: Rect
    public var zIndex: Int
    /// A supplementary view moved off its resting frame by sticky pinning.
    public var isPinned: Bool
    /// UICollectionViewLayoutAttributes.hidden: the layout returns the element but the
    /// collection view does not show it. Only snapshots (an imported paste) set it.
    public var isHidden: Bool
    /// UICollectionViewLayoutAttributes.alpha: 0 for appearing / disappearing elements by default.
    public var alpha: Double
    /// A UIKit layout's `transform3D` when it is not the identity (then `frame` is the bounding
    /// box of the transformed bounds); nil for lattice's own layouts.
    public var transform: ElementTransform? = nil

    public init(category: Category, kind: String, indexPath: IndexPath, frame: Rect,
                zIndex: Int = 0, isPinned: Bool = false, alpha: Double = 1, isHidden: Bool = false) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
        self.frame = frame; self.zIndex = zIndex; self.isPinned = isPinned; self.alpha = alpha
        self.isHidden = isHidden
    }

    /// A cell's attributes (`layoutAttributesForCellWithIndexPath:`).
    public static func cell(_ indexPath: IndexPath, frame: Rect, zIndex: Int = 0) -> LayoutAttributes {
        LayoutAttributes(category: .cell, kind: ElementKind.cell, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// The identity of the element these attributes describe.
    public var elementID: ElementID { ElementID(category: category, kind: kind, indexPath: indexPath) }
}

/// Names one element of a layout: category, kind and index path.
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var category: LayoutAttributes.Category
    public var kind: String
    public var indexPath: IndexPath
    public init(category: LayoutAttributes.Category, kind: String, indexPath: IndexPath) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
    }
    public static func < (a: ElementID, b: ElementID) -> Bool {
        precedes(a.indexPath, a.category, b.indexPath, b.category) { a.kind < b.kind }
    }
    /// The identity order on the parts of two identities: index path, then category, then kind,
    /// the kinds compared (`kindPrecedes`) only when the rest ties. Sorting many elements by
    /// identity through this reads no kind string for most comparisons.
    @inline(__always)
    public static func precedes(_ a: IndexPath, _ ac: LayoutAttributes.Category, _ b: IndexPath, _ bc: LayoutAttributes.Category,
                                kindPrecedes: () -> Bool) -> Bool {
        if a != b { return a < b }
        if ac != bc { return ac.rawValue < bc.rawValue }
        return kindPrecedes()
    }
    public var description: String { "\(category.rawValue) \(kind) \(indexPath)" }
}

/// Element kinds used by lattice's layouts (UICollectionElementKindSectionHeader and friends).
public enum ElementKind {
    public static let cell = "cell"
    /// UICollectionElementKindSectionHeader (list and aligned layouts).
    public static let header = "header"
    /// UICollectionElementKindSectionFooter (list layout).
    public static let footer = "footer"
    /// The value of UIKit's `UICollectionElementKindSectionHeader`, as an app's layout and the
    /// debugger print it.
    public static let uiKitSectionHeader = "UICollectionElementKindSectionHeader"
    /// The value of UIKit's `UICollectionElementKindSectionFooter`.
    public static let uiKitSectionFooter = "UICollectionElementKindSectionFooter"

    /// True for every kind in the section-header role: `header` (list, aligned), the line
    /// layout's `sectionHeader` and UIKit's `UICollectionElementKindSectionHeader` (a paste, a
    /// user's layout). The viewer, the rasteriser and comparisons treat them alike.
    public static func isSectionHeader(_ kind: String) -> Bool {
        kind == header || kind == "sectionHeader" || kind == uiKitSectionHeader
    }

    /// True for every kind in the section-footer role (see `isSectionHeader`).
    public static func isSectionFooter(_ kind: String) -> Bool {
        kind == footer || kind == "sectionFooter" || kind == uiKitSectionFooter
    }

    /// True for a supplementary kind that belongs to a whole section (its item index names no
    /// item): every section-header and section-footer kind.
    public static func isSectionLevel(_ kind: String) -> Bool {
        isSectionHeader(kind) || isSectionFooter(kind)
    }

    /// The kind by role, for matching elements of two layouts: every section-header kind becomes
    /// `header`, every section-footer kind `footer`; any other kind is itself.
    public static func normalized(_ kind: String) -> String {
        if isSectionHeader(kind) { return header }
        if isSectionFooter(kind) { return footer }
        return kind
    }
}
