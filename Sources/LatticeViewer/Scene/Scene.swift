import LatticeLayout
import LatticeFixtures

/// What the viewer shows: a layout ready to drive plus what the fixture says about the collection
/// view around it (viewport, content inset, first offset) and the labels drawn in elements.
///
/// `Scene(fixture:)` (in Scene+Fixture.swift) is the bridge from a fixture file to the right
/// layout; tests can build a scene around any `ViewerLayout`.
public struct Scene {
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
    /// The text an item gives for a supplementary view of its layout type, by kind (the line
    /// layout's `lineLabel`, drawn in its `itemLineLabel` view; `SectionPayload`); nil: none.
    public var supplementaryText: (String, IndexPath) -> String? = { _, _ in nil }
    /// Header labels by section (only labelled sections).
    public var headerLabels: [Int: String]
    /// An item's identity: its index path when the fixture was loaded, kept through batch
    /// updates (Scene+Updates.swift); drawn when the item has no label.
    public var identity: (IndexPath) -> ItemIdentity = { p in ItemIdentity(origin: p) }
    /// The text size the fixture gives (`traits.contentSizeCategory`, `large` when left out):
    /// where the viewer's `t` / `T` start from.
    public var contentSizeCategory: ContentSizeCategoryName = .large
    /// Where a section's flow value came from (the fixture's section, its `defaults:`, else the
    /// layout's own property), by the section's index when the fixture was loaded; nil when the
    /// scene does not come from a fixture.
    public var sectionValueOrigin: (Int, FlowDelegateAnswers) -> ValueOrigin? = { _, _ in nil }
    /// Where an item's size came from (the fixture's item, else the layout's `itemSize`), by the
    /// item's index path when the fixture was loaded (``ItemIdentity/origin``); nil when unknown.
    public var itemSizeOrigin: (IndexPath) -> ValueOrigin? = { _ in nil }

    public init(name: String, layout: ViewerLayout, fixedViewport: Size? = nil, contentInset: EdgeInsets = .zero,
                contentOffset: Point = .zero, itemLabel: @escaping (IndexPath) -> String? = { _ in nil },
                headerLabels: [Int: String] = [:]) {
        self.name = name; self.layout = layout; self.fixedViewport = fixedViewport; self.contentInset = contentInset
        self.contentOffset = contentOffset; self.itemLabel = itemLabel; self.headerLabels = headerLabels
    }

    /// The label drawn in an element: a cell's label, else its identity; nil for the
    /// rasteriser's default (the section number of a header or footer, the kind of others).
    public func label(for a: LayoutAttributes) -> String? {
        switch a.category {
        case .cell: return itemLabel(a.indexPath) ?? identity(a.indexPath).description
        case .supplementary where ElementKind.isSectionHeader(a.kind):
            return headerLabels[a.indexPath.section]
        case .supplementary where ElementKind.isSectionFooter(a.kind):
            return headerLabels[a.indexPath.section].map { "\($0) footer" } ?? "\(a.indexPath.section) footer"
        case .supplementary: return supplementaryText(a.kind, a.indexPath)
        default: return nil
        }
    }

    /// A header's name in the inspector: `§1 Inbox` or `§1`.
    public func headerName(section: Int, sign: String = "§") -> String {
        if let l = headerLabels[section] { return "\(sign)\(section) \(l)" }
        return "\(sign)\(section)"
    }
}

/// Who an item is, whatever its index path now: where it was when the fixture was loaded, and
/// how many copies (`a`) away from that item it is. Shown as `1.2`, a copy of it as `1.2+`.
public struct ItemIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The item's index path when the fixture was loaded (a copy: its source's).
    public var origin: IndexPath
    /// 0 for the item itself, 1 for a copy of it, 2 for a copy of a copy…
    public var copies: Int = 0
    public init(origin: IndexPath, copies: Int = 0) { self.origin = origin; self.copies = copies }
    public var description: String { "\(origin.section).\(origin.item)" + String(repeating: "+", count: copies) }
}
