import Testing
@testable import LatticeLayout

/// Horizontal scrolling is the vertical case turned a quarter (LineLayoutRules
/// §3): the worked example with every size turned by hand (items 90 x 60, 20 x 80, the
/// default 40 x 60, 20 x 50; header / footer 30 / 20 wide; label 16 x 60; viewport 150 x 200)
/// gives the doc's table with x and y swapped.
@Suite struct LineHorizontalTests {
    @Test func workedExampleTurned() {
        let o = LineLayoutOptions(
            scrollDirection: .horizontal, itemSize: Size(width: 40, height: 60), sectionInset: EdgeInsets(all: 10),
            minimumInteritemSpacing: 8, maximumLineItemSpacing: 20,
            headerReferenceSize: Size(width: 30, height: 0), footerReferenceSize: Size(width: 20, height: 0),
            displayArrows: true, lineLabelSize: Size(width: 16, height: 60))
        let layout = makeLine([LineSection(items: [li(90, 60, .left), li(20, 80, .right, label: "09:41"),
                                                   LineItem(side: .either), li(20, 50, .both)])],
                              o, width: 150, height: 200)
        let turned = LineWorkedExampleTests.table.map { row in
            (row.0, row.1, row.2, Rect(x: row.3.y, y: row.3.x, width: row.3.height, height: row.3.width), row.4)
        }
        #expect(layout.contentSize == Size(width: 231, height: 200))
        let all = layout.attributes(in: r(0, 0, 231, 200))
        #expect(all.count == turned.count)
        for (category, kind, item, frame, z) in turned {
            let found = all.first { $0.category == category && $0.kind == kind && $0.indexPath.item == item }
            #expect(found?.frame == frame, "\(kind) \(item)")
            #expect(found?.zIndex == z)
        }
    }

    /// Sizes are not turned: a 60 x 16 label is 60 long along a horizontal line. Viewport 300 x 100,
    /// box 0...100 across (centre y 50); an item 40 x 20 with a label on the left (= above):
    /// lead 20 - 3 - 60 = -43 => x 43...83, y 0...20; grip centred at x 63 => (60, 47, 6, 6);
    /// label just left of it: (0, 42, 60, 16); tail from the item's bottom 20 to the grip's top 47.
    @Test func labelIsSixtyLongAlongTheLine() {
        let layout = makeLine([LineSection(items: [li(40, 20, .left, label: "x")])],
                              LineLayoutOptions(scrollDirection: .horizontal), width: 300, height: 100)
        #expect(layout.cell(0, 0) == r(43, 0, 40, 20))
        #expect(layout.grip(0, 0) == r(60, 47, 6, 6))
        #expect(layout.label(0, 0) == r(0, 42, 60, 16))
        #expect(layout.tail(0, 0) == r(60, 20, 6, 27))
        #expect(layout.line(0) == r(43, 49, 40, 2))
        // Right means below the line: a right item 40 x 20 sits at y 80...100.
        let below = makeLine([LineSection(items: [li(40, 20, .right)])],
                             LineLayoutOptions(scrollDirection: .horizontal), width: 300, height: 100)
        #expect(below.cell(0, 0) == r(0, 80, 40, 20))
    }

    /// Arrows sit at the left and right edges of the bounds. Four items 50 long at x 0, 60, 120,
    /// 180 (as in LineArrowTests, turned); bounds x 10...110 => start arrow at x 10, end at 104.
    @Test func arrowsAtTheLeftAndRightEdges() {
        let layout = makeLine([LineSection(items: Array(repeating: li(50, 40, .left), count: 4))],
                              LineLayoutOptions(scrollDirection: .horizontal, displayArrows: true),
                              width: 100, height: 100, offset: Point(x: 10, y: 0))
        #expect(layout.startArrowFrame == r(10, 47, 6, 6))
        #expect(layout.endArrowFrame == r(104, 47, 6, 6))
        // An offset change along x invalidates the arrows; a new height (across) everything.
        #expect(layout.invalidationContext(forBoundsChange: r(20, 0, 100, 100)) == InvalidationContext(invalidateDecorationAttributes: true))
        #expect(layout.invalidationContext(forBoundsChange: r(10, 0, 100, 90)).invalidateEverything)
    }
}
