import Testing
@testable import LatticeLayout

/// Helpers shared by the Line*Tests files.

/// A prepared line layout over a viewport of `width` x `height` at `offset`.
func makeLine(_ sections: [LineSection], _ options: LineLayoutOptions = LineLayoutOptions(),
              width: Double = 200, height: Double = 150, offset: Point = .zero,
              contentInset: EdgeInsets = .zero) -> LineLayout {
    let view = CollectionViewGeometry(bounds: Rect(x: offset.x, y: offset.y, width: width, height: height),
                                      contentInset: contentInset)
    let layout = LineLayout(sections: sections, options: options, collectionView: view)
    layout.prepare()
    return layout
}

/// A sized item.
func li(_ w: Double, _ h: Double, _ side: LineItemSide? = nil, label: String? = nil) -> LineItem {
    LineItem(size: Size(width: w, height: h), side: side, lineLabel: label)
}

func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

extension LineLayout {
    func cell(_ s: Int, _ i: Int) -> Rect? { attributesForItem(at: IndexPath(item: i, section: s))?.frame }
    func grip(_ s: Int, _ i: Int) -> Rect? { supp(LineElementKind.itemGrip, s, i) }
    func tail(_ s: Int, _ i: Int) -> Rect? { supp(LineElementKind.itemTail, s, i) }
    func label(_ s: Int, _ i: Int) -> Rect? { supp(LineElementKind.itemLineLabel, s, i) }
    func header(_ s: Int) -> Rect? { supp(LineElementKind.sectionHeader, s, 0) }
    func footer(_ s: Int) -> Rect? { supp(LineElementKind.sectionFooter, s, 0) }
    func line(_ s: Int) -> Rect? { attributesForDecorationView(ofKind: LineElementKind.line, at: IndexPath(item: 0, section: s))?.frame }
    var startArrowFrame: Rect? { attributesForDecorationView(ofKind: LineElementKind.arrow, at: IndexPath(item: 0, section: 0))?.frame }
    var endArrowFrame: Rect? { attributesForDecorationView(ofKind: LineElementKind.arrow, at: IndexPath(item: 1, section: 0))?.frame }
    func supp(_ kind: String, _ s: Int, _ i: Int) -> Rect? {
        attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: i, section: s))?.frame
    }

    /// Every element the layout has, found through the per-element queries only.
    func allElements() -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        for s in 0..<numberOfSections {
            for kind in [LineElementKind.sectionHeader, LineElementKind.sectionFooter] {
                if let a = attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s)) { out.append(a) }
            }
            if let a = attributesForDecorationView(ofKind: LineElementKind.line, at: IndexPath(item: 0, section: s)) { out.append(a) }
            for i in 0..<numberOfItems(inSection: s) {
                let p = IndexPath(item: i, section: s)
                if let a = attributesForItem(at: p) { out.append(a) }
                for kind in [LineElementKind.itemGrip, LineElementKind.itemTail, LineElementKind.itemLineLabel] {
                    if let a = attributesForSupplementaryView(ofKind: kind, at: p) { out.append(a) }
                }
            }
        }
        for i in 0..<2 {
            if let a = attributesForDecorationView(ofKind: LineElementKind.arrow, at: IndexPath(item: i, section: 0)) { out.append(a) }
        }
        return out
    }

    /// The brute-force answer to a rect query: every element whose frame meets the rect.
    func bruteForce(in rect: Rect) -> [LayoutAttributes] { allElements().filter { $0.frame.meets(rect) } }
}

/// Attributes in a canonical order, to compare two answers as sets.
func sorted(_ a: [LayoutAttributes]) -> [LayoutAttributes] {
    a.sorted { $0.elementID < $1.elementID }
}

