/// The difference between two layouts' answers (two `layoutAttributesForElementsInRect:`
/// results): which elements moved, resized, appeared or disappeared.
///
/// Elements are matched by category, kind *by role* (`ElementKind.normalized`: UIKit's
/// `UICollectionElementKindSectionHeader` and lattice's `header` are one role) and index path,
/// so a layout imported from UIKit compares against a built-in one. Frames are equal when every
/// one of x, y, width and height differs by at most `tolerance` points.
///
/// ```swift
/// let diff = LayoutDiff(old: a.attributes(in: rect), new: b.attributes(in: rect))
/// for change in diff.changes { print(change.kind, change.name, change.old?.frame, change.new?.frame) }
/// ```
public struct LayoutDiff: Sendable {
    /// What happened to one element between the old and the new layout.
    public enum Kind: String, Sendable, CaseIterable {
        /// Same size, another origin.
        case moved
        /// Another size (the origin may have changed too).
        case resized
        /// Only in the new layout.
        case appeared
        /// Only in the old layout.
        case disappeared
    }

    /// One element that changed.
    public struct Change: Sendable, Equatable {
        public var kind: Kind
        /// The element's attributes in the old layout (nil when it appeared).
        public var old: LayoutAttributes?
        /// The element's attributes in the new layout (nil when it disappeared).
        public var new: LayoutAttributes?

        /// The element as people name it: `item 0.3`, `header 1`, `footer 2`, `itemTail 0.3`.
        public var name: String { LayoutDiff.name(of: (new ?? old)!) }
    }

    /// Frames closer than this on every coordinate are the same frame (points).
    public static let defaultTolerance = 0.001

    /// Every changed element, ordered by index path, then category, then kind.
    public private(set) var changes: [Change] = []

    /// No element changed.
    public var isEmpty: Bool { changes.isEmpty }

    /// Compares `old` with `new`. Both may come in any order; an element listed twice on one side
    /// is matched with the other side's copies in order.
    public init(old: [LayoutAttributes], new: [LayoutAttributes], tolerance: Double = LayoutDiff.defaultTolerance) {
        let a = old.map(Keyed.init).sorted(), b = new.map(Keyed.init).sorted()
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                changes.append(Change(kind: .disappeared, old: a[i].attributes, new: nil)); i += 1
            } else if i == a.count || b[j] < a[i] {
                changes.append(Change(kind: .appeared, old: nil, new: b[j].attributes)); j += 1
            } else {
                if let kind = Self.frameChange(a[i].attributes.frame, b[j].attributes.frame, tolerance: tolerance) {
                    changes.append(Change(kind: kind, old: a[i].attributes, new: b[j].attributes))
                }
                i += 1; j += 1
            }
        }
    }

    /// `.resized` when a side differs, `.moved` when only the origin does, nil when equal.
    public static func frameChange(_ a: Rect, _ b: Rect, tolerance: Double = defaultTolerance) -> Kind? {
        func same(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= tolerance }
        if !same(a.width, b.width) || !same(a.height, b.height) { return .resized }
        if !same(a.x, b.x) || !same(a.y, b.y) { return .moved }
        return nil
    }

    /// An element's name: `item S.I` for a cell, `header S` / `footer S` for a section header or
    /// footer (either kind string), `KIND S.I` for any other supplementary or decoration view.
    public static func name(of a: LayoutAttributes) -> String {
        let p = a.indexPath
        switch a.category {
        case .cell: return "item \(p.section).\(p.item)"
        case .supplementary, .decoration:
            let role = ElementKind.normalized(a.kind)
            let isSectionRole = ElementKind.isSectionHeader(a.kind) || ElementKind.isSectionFooter(a.kind)
            if a.category == .supplementary, isSectionRole, p.item == 0 { return "\(role) \(p.section)" }
            return "\(a.kind) \(p.section).\(p.item)"
        }
    }
}

/// Attributes with their matching key: index path, category, kind by role.
private struct Keyed: Comparable {
    var attributes: LayoutAttributes
    var role: String
    init(_ a: LayoutAttributes) { attributes = a; role = ElementKind.normalized(a.kind) }

    static func < (x: Keyed, y: Keyed) -> Bool {
        let a = x.attributes, b = y.attributes
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return x.role < y.role
    }
    static func == (x: Keyed, y: Keyed) -> Bool {
        x.attributes.indexPath == y.attributes.indexPath && x.attributes.category == y.attributes.category && x.role == y.role
    }
}
