import LatticeLayout

/// What the viewer shows: a layout ready to drive plus what the fixture says about the collection
/// view around it (viewport, content inset, first offset) and the labels drawn in elements.
///
/// `Scene(fixture:)` (in Scene+Fixture.swift) is the bridge from a fixture file to the right
/// layout; tests can build a scene around any `ViewerLayout`.
public final class Scene {
    /// Shown in the status bar.
    public var name: String
    public let layout: ViewerLayout
    /// The fixture's `viewport`; nil: the viewport follows the terminal.
    public var fixedViewport: Size?
    /// The collection view's `contentInset`.
    public var contentInset: EdgeInsets
    /// The first content offset (the fixture's `contentOffset`), used as given.
    public var contentOffset: Point
    /// An item's label (the fixture's `label:`), nil for the default `section.item`.
    public var itemLabel: (IndexPath) -> String?
    /// A line-layout item's `lineLabel`, drawn in its `itemLineLabel` view.
    public var lineLabel: (IndexPath) -> String? = { _ in nil }
    /// Header labels by section (only labelled sections).
    public var headerLabels: [Int: String]
    /// The label functions before each batch update still undoable (Scene+Updates.swift).
    var labelHistory: [(item: (IndexPath) -> String?, line: (IndexPath) -> String?)] = []

    public init(name: String, layout: ViewerLayout, fixedViewport: Size? = nil, contentInset: EdgeInsets = .zero,
                contentOffset: Point = .zero, itemLabel: @escaping (IndexPath) -> String? = { _ in nil },
                headerLabels: [Int: String] = [:]) {
        self.name = name; self.layout = layout; self.fixedViewport = fixedViewport; self.contentInset = contentInset
        self.contentOffset = contentOffset; self.itemLabel = itemLabel; self.headerLabels = headerLabels
    }

    /// The label drawn in an element, nil for the rasteriser's default (`section.item`, the
    /// section number).
    public func label(for a: LayoutAttributes) -> String? {
        switch a.category {
        case .cell: return itemLabel(a.indexPath)
        case .supplementary where ElementKind.isHeader(a.kind):
            return headerLabels[a.indexPath.section]
        case .supplementary where a.kind == "itemLineLabel": return lineLabel(a.indexPath)
        case .supplementary where ElementKind.isFooter(a.kind):
            return headerLabels[a.indexPath.section].map { "\($0) footer" } ?? "\(a.indexPath.section) footer"
        default: return nil
        }
    }

    /// A header's name in the inspector: `§1 Inbox` or `§1`.
    public func headerName(section: Int, sign: String = "§") -> String {
        if let l = headerLabels[section] { return "\(sign)\(section) \(l)" }
        return "\(sign)\(section)"
    }
}
