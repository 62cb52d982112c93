import LatticeLayout
import Testing

/// `LayoutDiff` on hand-made attributes: each change kind, the tolerance, kinds by role.
@Suite struct LayoutDiffTests {
    static func cell(_ s: Int, _ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutAttributes {
        .cell(IndexPath(item: i, section: s), frame: Rect(x: x, y: y, width: w, height: h))
    }
    static func supplementary(_ kind: String, _ s: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s), frame: frame)
    }

    @Test func equalInputsGiveNoChange() {
        let a = [Self.cell(0, 0, 0, 0, 100, 20), Self.cell(0, 1, 0, 20, 100, 20)]
        #expect(LayoutDiff(old: a, new: a.reversed()).isEmpty)
    }

    @Test func movedResizedAppearedDisappeared() {
        let old = [Self.cell(0, 0, 0, 0, 100, 20), Self.cell(0, 1, 0, 20, 100, 20), Self.cell(0, 2, 0, 40, 100, 20)]
        let new = [Self.cell(0, 0, 0, 0, 100, 30), Self.cell(0, 1, 0, 30, 100, 20), Self.cell(0, 3, 0, 50, 100, 20)]
        let changes = LayoutDiff(old: old, new: new).changes
        #expect(changes.map(\.kind) == [.resized, .moved, .disappeared, .appeared])
        #expect(changes.map(\.name) == ["item 0.0", "item 0.1", "item 0.2", "item 0.3"])
        #expect(changes[0].old?.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(changes[0].new?.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(changes[2].new == nil && changes[3].old == nil)
    }

    @Test func framesWithinAThousandthAreEqual() {
        let a = Rect(x: 0, y: 10, width: 100, height: 20)
        #expect(LayoutDiff.frameChange(a, Rect(x: 0.0009, y: 10.001, width: 100, height: 20)) == nil)
        #expect(LayoutDiff.frameChange(a, Rect(x: 0, y: 10.002, width: 100, height: 20)) == .moved)
        #expect(LayoutDiff.frameChange(a, Rect(x: 5, y: 10, width: 100, height: 20.01)) == .resized)
    }

    @Test func uiKitHeaderKindsMatchHeaderAndFooter() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 10)
        let imported = [Self.supplementary(ElementKind.uiKitSectionHeader, 1, frame),
                        Self.supplementary(ElementKind.uiKitSectionFooter, 1, frame)]
        let builtIn = [Self.supplementary("header", 1, frame), Self.supplementary("footer", 1, frame)]
        #expect(LayoutDiff(old: imported, new: builtIn).isEmpty)
        let moved = [Self.supplementary("header", 1, frame.offsetBy(dx: 0, dy: 5))]
        let changes = LayoutDiff(old: [imported[0]], new: moved).changes
        #expect(changes.map(\.kind) == [.moved])
        #expect(changes.first?.name == "header 1")
    }

    @Test func kindsByRole() {
        #expect(ElementKind.isSectionHeader("header") && ElementKind.isSectionHeader("UICollectionElementKindSectionHeader"))
        #expect(ElementKind.isSectionFooter("footer") && ElementKind.isSectionFooter("UICollectionElementKindSectionFooter"))
        #expect(!ElementKind.isSectionHeader("footer") && !ElementKind.isSectionHeader("itemTail"))
        #expect(ElementKind.normalized("itemTail") == "itemTail")
    }

    @Test func otherKindsAreNamedWithTheirIndexPath() {
        let tail = LayoutAttributes(category: .supplementary, kind: "itemTail", indexPath: IndexPath(item: 3, section: 0),
                                    frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(LayoutDiff.name(of: tail) == "itemTail 0.3")
        #expect(LayoutDiff(old: [tail], new: []).changes.map(\.kind) == [.disappeared])
    }
}

/// `LayoutDiff(old:new:in:)` on real layouts: the rect query plus direct look-ups.
@Suite struct LayoutDiffLayoutTests {
    /// One section, items of 100x20 stacked from y 0 (ListLayoutRules: no insets, no spacing).
    static func list(_ heights: [Double]) -> ListLayout {
        let section = ListSection(insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerSize: .zero, footerSize: .zero,
                                  itemSizes: heights.map { Size(width: 100, height: $0) })
        let layout = ListLayout(sections: [section], options: ListLayoutOptions(),
                                collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
        layout.prepare()
        return layout
    }

    @Test func equalLayoutsAndAMoveOutOfTheRect() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 30)
        #expect(LayoutDiff(old: Self.list([20, 20]), new: Self.list([20, 20]), in: rect).isEmpty)
        // Item 0 grows to 40: item 1 goes from y 20 (in the rect) to y 40 (outside it).
        let changes = LayoutDiff(old: Self.list([20, 20]), new: Self.list([40, 20]), in: rect).changes
        #expect(changes.map(\.kind) == [.resized, .moved])
        #expect(changes.last?.new?.frame == Rect(x: 0, y: 40, width: 100, height: 20))
    }
}
