import Testing
@testable import LatticeLayout

/// LineLayoutRules §4: every expected frame below is the doc's table, worked
/// out by hand there (across: box 10...190, line 99...101, grips 97...103; along: header 0...30,
/// inset 30...40, items as the bullet list explains).
@Suite struct LineWorkedExampleTests {
    static let options = LineLayoutOptions(
        itemSize: Size(width: 60, height: 40), sectionInset: EdgeInsets(all: 10),
        minimumInteritemSpacing: 8, maximumLineItemSpacing: 20,
        headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20),
        lineThickness: 2, displayArrows: true)
    static let sections = [LineSection(items: [
        li(60, 90, .left),
        li(80, 20, .right, label: "09:41"),
        LineItem(side: .either),
        li(50, 20, .both),
    ])]

    static func layout(offsetY: Double = 0) -> LineLayout {
        makeLine(sections, options, width: 200, height: 150, offset: Point(x: 0, y: offsetY))
    }

    /// The doc's table: (category, kind, item, frame, zIndex).
    static let table: [(LayoutAttributes.Category, String, Int, Rect, Int)] = [
        (.supplementary, "sectionHeader", 0, r(0, 0, 200, 30), 0),
        (.cell, "cell", 0, r(19, 40, 60, 90), 0),
        (.supplementary, "itemGrip", 0, r(97, 82, 6, 6), 1),
        (.supplementary, "itemTail", 0, r(79, 82, 18, 6), 0),
        (.cell, "cell", 1, r(110, 105, 80, 20), 0),
        (.supplementary, "itemGrip", 1, r(97, 112, 6, 6), 1),
        (.supplementary, "itemTail", 1, r(103, 112, 7, 6), 0),
        (.supplementary, "itemLineLabel", 1, r(70, 96, 60, 16), 1),
        (.cell, "cell", 2, r(121, 133, 60, 40), 0),
        (.supplementary, "itemGrip", 2, r(97, 150, 6, 6), 1),
        (.supplementary, "itemTail", 2, r(103, 150, 18, 6), 0),
        (.cell, "cell", 3, r(10, 181, 180, 20), 0),
        (.decoration, "line", 0, r(99, 40, 2, 161), -1),
        (.supplementary, "sectionFooter", 0, r(0, 211, 200, 20), 0),
        (.decoration, "arrow", 1, r(97, 144, 6, 6), 2),
    ]

    @Test func contentSizeIs200By231() {
        #expect(Self.layout().contentSize == Size(width: 200, height: 231))
    }

    @Test func everyElementOfTheTable() {
        let layout = Self.layout()
        // The dump's default rect: the content rect joined with the bounds.
        let all = layout.attributes(in: r(0, 0, 200, 231))
        #expect(all.count == Self.table.count)
        for (category, kind, item, frame, z) in Self.table {
            let found = all.first { $0.category == category && $0.kind == kind && $0.indexPath == IndexPath(item: item, section: 0) }
            #expect(found?.frame == frame, "\(kind) \(item)")
            #expect(found?.zIndex == z, "\(kind) \(item)")
            #expect(found?.isPinned == false)
        }
    }

    @Test func perElementQueriesAgreeWithTheTable() {
        let layout = Self.layout()
        #expect(layout.cell(0, 2) == r(121, 133, 60, 40))
        #expect(layout.label(0, 1) == r(70, 96, 60, 16))
        #expect(layout.line(0) == r(99, 40, 2, 161))
        #expect(layout.endArrowFrame == r(97, 144, 6, 6))
        #expect(layout.startArrowFrame == nil)
        // Items 0 and 2 have no label; the `both` item 3 has no grip, tail or label.
        #expect(layout.label(0, 0) == nil)
        #expect(layout.label(0, 2) == nil)
        #expect(layout.grip(0, 3) == nil)
        #expect(layout.tail(0, 3) == nil)
        #expect(layout.label(0, 3) == nil)
    }

    /// "At offset (0, 100) the bounds are y 100 to 250: item 0 starts above 100, so the start arrow
    /// is there at (97, 100, 6, 6); nothing ends below 250, so the end arrow is gone. Every other
    /// frame stays."
    @Test func scrollingTo100MovesOnlyTheArrows() {
        let layout = Self.layout()
        let before = layout.allElements().filter { $0.kind != "arrow" }
        let newBounds = r(0, 100, 200, 150)
        #expect(layout.shouldInvalidate(forBoundsChange: newBounds))
        let context = layout.invalidationContext(forBoundsChange: newBounds)
        #expect(context == InvalidationContext(invalidateDecorationAttributes: true))
        layout.invalidate(with: context)
        layout.collectionView.bounds = newBounds
        layout.prepare()
        #expect(layout.lastPrepareLaidOutSections == 0)   // only the arrows were placed again
        #expect(layout.startArrowFrame == r(97, 100, 6, 6))
        #expect(layout.endArrowFrame == nil)
        #expect(sorted(layout.allElements().filter { $0.kind != "arrow" }) == sorted(before))
        let arrows = layout.attributes(in: newBounds).filter { $0.kind == "arrow" }
        #expect(arrows.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
    }
}
