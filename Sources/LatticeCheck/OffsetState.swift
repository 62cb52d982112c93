import LatticeLayout

/// What a layout answers at one content offset: every element it knows, each as its
/// single-element query (`layoutAttributesForItem(at:)` and friends) gives it. The rules compare
/// rect queries against these.
public struct OffsetState {
    /// The content offset the collection view was at (after any adjustment the layout asked for).
    public var offset: Point
    /// The collection view's bounds there.
    public var bounds: Rect
    public var contentSize: Size
    /// One single-element answer per element known: every item of the data, and every
    /// supplementary and decoration view the rect query over everything returned, plus each
    /// section-header and section-footer kind it returned asked in every section.
    public var elements: [LayoutAttributes]
    /// Position in `elements` of each cell, by flat item number (`sectionStarts[s] + item`), -1
    /// for an item without an answer; and of each other element by identity.
    var cellIndex: [Int]
    var sectionStarts: [Int]
    var otherIndex: [ElementID: Int]
    /// Items of the data `layoutAttributesForItem(at:)` gave no attributes for.
    public var unansweredItems: [IndexPath]

    /// The single answer for `id`, if the layout gave one.
    public func single(_ id: ElementID) -> LayoutAttributes? {
        guard id.category == .cell else { return otherIndex[id].map { elements[$0] } }
        let p = id.indexPath
        guard p.section >= 0, p.section < sectionStarts.count - 1, p.item >= 0,
              p.item < sectionStarts[p.section + 1] - sectionStarts[p.section] else { return nil }
        let i = cellIndex[sectionStarts[p.section] + p.item]
        return i < 0 ? nil : elements[i]
    }

    /// Everything the layout knows about at this offset, read from `layout`.
    init(layout: CollectionLayout, bounds: Rect) {
        offset = bounds.origin
        self.bounds = bounds
        contentSize = layout.contentSize
        var elements: [LayoutAttributes] = []
        var index: [ElementID: Int] = [:]
        var unanswered: [IndexPath] = []
        var starts = [0]
        var cellIndex: [Int] = []
        for s in 0..<max(0, layout.numberOfSections) {
            let count = max(0, layout.numberOfItems(inSection: s))
            starts.append(starts[s] + count)
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                guard let a = layout.attributesForItem(at: path) else { unanswered.append(path); cellIndex.append(-1); continue }
                var answer = a
                // The answer names the element asked for, whatever it says.
                answer.indexPath = path; answer.category = .cell; answer.kind = ElementKind.cell
                cellIndex.append(elements.count)
                elements.append(answer)
            }
        }
        var others: [ElementID] = []
        var sectionKinds: Set<String> = []
        for a in layout.attributes(in: everywhere) where a.category != .cell {
            others.append(a.elementID)
            if a.category == .supplementary, ElementKind.isSectionLevel(a.kind) { sectionKinds.insert(a.kind) }
        }
        for kind in sectionKinds.sorted() {
            for s in 0..<max(0, layout.numberOfSections) {
                others.append(ElementID(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s)))
            }
        }
        for id in others where index[id] == nil {
            if id.category == .cell { continue }
            guard var answer = singleAnswer(layout, id) else { continue }
            answer.indexPath = id.indexPath; answer.category = id.category; answer.kind = id.kind
            index[id] = elements.count
            elements.append(answer)
        }
        self.elements = elements
        self.cellIndex = cellIndex
        sectionStarts = starts
        otherIndex = index
        unansweredItems = unanswered
    }
}

/// A rect holding every point a layout can place an element at (as `lattice dump` asks).
let everywhere = Rect(x: -1e16, y: -1e16, width: 2e16, height: 2e16)

/// The single-element query for `id`: `layoutAttributesForItem(at:)`,
/// `…ForSupplementaryView(ofKind:at:)` or `…ForDecorationView(ofKind:at:)`.
func singleAnswer(_ layout: CollectionLayout, _ id: ElementID) -> LayoutAttributes? {
    switch id.category {
    case .cell: layout.attributesForItem(at: id.indexPath)
    case .supplementary: layout.attributesForSupplementaryView(ofKind: id.kind, at: id.indexPath)
    case .decoration: layout.attributesForDecorationView(ofKind: id.kind, at: id.indexPath)
    }
}

/// The name of the single-element query for a category, as UIKit spells it.
func singleQueryName(_ category: LayoutAttributes.Category) -> String {
    switch category {
    case .cell: "layoutAttributesForItem(at:)"
    case .supplementary: "layoutAttributesForSupplementaryView(ofKind:at:)"
    case .decoration: "layoutAttributesForDecorationView(ofKind:at:)"
    }
}

/// The rect query's name, as UIKit spells it.
let rectQueryName = "layoutAttributesForElements(in:)"
