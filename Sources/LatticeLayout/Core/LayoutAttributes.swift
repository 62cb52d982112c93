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
    /// UICollectionViewLayoutAttributes.alpha: 0 for appearing / disappearing elements by default.
    public var alpha: Double

    public init(category: Category, kind: String, indexPath: IndexPath, frame: Rect,
                zIndex: Int = 0, isPinned: Bool = false, alpha: Double = 1) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
        self.frame = frame; self.zIndex = zIndex; self.isPinned = isPinned; self.alpha = alpha
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
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return a.kind < b.kind
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
    /// UIKit's own header kind string, as a user's layout (LatticeUIKit) names its headers.
    public static let uikitSectionHeader = "UICollectionElementKindSectionHeader"
    /// UIKit's own footer kind string.
    public static let uikitSectionFooter = "UICollectionElementKindSectionFooter"

    /// True for every kind that plays a section header's role: `header`, the line layout's
    /// `sectionHeader` and UIKit's `UICollectionElementKindSectionHeader` (CONTRACT section 4).
    public static func isHeader(_ kind: String) -> Bool {
        kind == header || kind == "sectionHeader" || kind == uikitSectionHeader
    }
    /// True for every kind that plays a section footer's role.
    public static func isFooter(_ kind: String) -> Bool {
        kind == footer || kind == "sectionFooter" || kind == uikitSectionFooter
    }
}
