import Testing
@testable import LatticeLayout

/// Across the line (LineLayoutRules §2.5, `itemTail`).
/// Unless said otherwise: vertical, viewport 200 wide, no insets, so the box is 0...200, the
/// line's centre is x 100, lineThickness 2 (line 99...101), grip 6 (97...103); the inner limit
/// is max(6/2, 2/2) = 3 from the centre, so a side's room is 100 - 3 = 97.
@Suite struct LineSideTests {
    /// No maximumLineItemSpacing: items are pushed out to the box edges.
    @Test func withoutCapItemsSitAtTheBoxEdges() {
        let layout = makeLine([LineSection(items: [li(40, 20, .left), li(40, 20, .right)])])
        #expect(layout.cell(0, 0)?.minX == 0)     // left: 0...40
        #expect(layout.cell(0, 0)?.width == 40)
        #expect(layout.cell(0, 1)?.minX == 160)   // right: 160...200
        // Tails span item edge to grip edge: 40...97 and 103...160.
        #expect(layout.tail(0, 0).map { [$0.minX, $0.maxX] } == [40, 97])
        #expect(layout.tail(0, 1).map { [$0.minX, $0.maxX] } == [103, 160])
    }

    /// maximumLineItemSpacing 20: pushed out, the gap to the line's edge would be
    /// 100 - 1 - 40 = 59 > 20, so the item moves in: left inner edge 99 - 20 = 79 (x 39...79),
    /// right inner edge 101 + 20 = 121 (x 121...161).
    @Test func capMovesItemsIn() {
        let o = LineLayoutOptions(maximumLineItemSpacing: 20)
        let layout = makeLine([LineSection(items: [li(40, 20, .left), li(40, 20, .right)])], o)
        #expect(layout.cell(0, 0) == r(39, 0, 40, 20))
        #expect(layout.cell(0, 1)?.minX == 121)
        #expect(layout.tail(0, 0).map { [$0.minX, $0.width] } == [79, 18])    // 79...97
        #expect(layout.tail(0, 1).map { [$0.minX, $0.width] } == [103, 18])   // 103...121
    }

    /// A gap already under the cap leaves the item at the box edge: 100 - 1 - 90 = 9 <= 20.
    @Test func capDoesNotPullAnItemOut() {
        let o = LineLayoutOptions(maximumLineItemSpacing: 20)
        let layout = makeLine([LineSection(items: [li(90, 20, .left)])], o)
        #expect(layout.cell(0, 0)?.minX == 0)
    }

    /// maximumLineItemSpacing 0 cannot be met: the inner edge would be at 99, under the grip; the
    /// limit 97 wins. The item then reaches its grip and the tail is zero wide.
    @Test func gripWinsOverATooSmallCap() {
        let o = LineLayoutOptions(maximumLineItemSpacing: 0)
        let layout = makeLine([LineSection(items: [li(40, 20, .left), li(40, 20, .right)])], o)
        #expect(layout.cell(0, 0)?.maxX == 97)
        #expect(layout.cell(0, 1)?.minX == 103)
        #expect(layout.tail(0, 0)?.width == 0)
        #expect(layout.tail(0, 0)?.minX == 97)
        #expect(layout.tail(0, 1)?.width == 0)
        // A zero-wide tail meets no rect, so queries leave it out.
        #expect(!layout.attributes(in: r(0, 0, 200, 200)).contains { $0.kind == "itemTail" })
    }

    /// A thick line: lineThickness 10, gripSize 6 given => the limit is max(3, 5) = 5, room 95.
    /// An item 150 wide is narrowed to 95 (x 0...95 on the left, 105...200 on the right).
    @Test func wideItemsAreNarrowedToTheirRoom() {
        let o = LineLayoutOptions(lineThickness: 10, gripSize: 6)
        let layout = makeLine([LineSection(items: [li(150, 20, .left), li(150, 20, .right)])], o)
        #expect(layout.cell(0, 0) == r(0, 0, 95, 20))
        #expect(layout.cell(0, 1).map { [$0.minX, $0.width] } == [105, 95])
        #expect(layout.line(0).map { [$0.minX, $0.width] } == [95, 10])
        #expect(layout.warnings.count == 2)
        // Tails: 95...97 and 103...105.
        #expect(layout.tail(0, 0).map { [$0.minX, $0.width] } == [95, 2])
    }

    /// gripSize defaults to 3 x thickness, at least 6: thickness 4 => 12, thickness 1 => 6.
    @Test func gripSizeDefault() {
        let items = [LineSection(items: [li(10, 40, .left)])]
        #expect(makeLine(items, LineLayoutOptions(lineThickness: 4)).grip(0, 0)?.size == Size(width: 12, height: 12))
        #expect(makeLine(items, LineLayoutOptions(lineThickness: 1)).grip(0, 0)?.size == Size(width: 6, height: 6))
        // Given explicitly, a gripSize below 6 is used as given; tailWidth follows the grip.
        let small = makeLine(items, LineLayoutOptions(gripSize: 2))
        #expect(small.grip(0, 0) == r(99, 19, 2, 2))      // centred at x 100, y 20
        #expect(small.tail(0, 0) == r(10, 19, 89, 2))     // 10...99, 2 tall
        let wideTail = makeLine(items, LineLayoutOptions(tailWidth: 10))
        #expect(wideTail.tail(0, 0) == r(10, 15, 87, 10)) // centred at y 20, 10 tall, 10...97
    }

    /// `either` goes to the side whose last item ends earlier, a side without items first, a tie
    /// left. Spacing 10, grip 6, items 50 wide, no labels; an item's grip sits `len/2 - 3` after
    /// its start (`lead`).
    /// - 0 left, 100 long: starts 0, ends 100, grip 47...53.
    /// - 1 either: right has no item => right. Line: 53 + 10 - (10 - 3) = 56. 56...76, grip 63...69.
    /// - 2 either: left ends 100, right 76 => right. Side: 86; line: 69 + 10 - 7 = 72. 86...106, grip 93...99.
    /// - 3 either: left 100, right 106 => left. Side: 110; line 99 + 10 - 7 = 102. 110...130, grip 117...123.
    /// - 4 either: left 130, right 106 => right. Side 116; line 123 + 10 - 7 = 126. 126...146.
    @Test func eitherPicksTheShorterSide() {
        let layout = makeLine([LineSection(items: [li(50, 100, .left)] + Array(repeating: li(50, 20, .either), count: 4))])
        let xs = (0..<5).map { layout.cell(0, $0)!.minX }
        #expect(xs == [0, 150, 150, 0, 150])   // L R R L R
        let ys = (0..<5).map { layout.cell(0, $0)!.minY }
        #expect(ys == [0, 56, 86, 110, 126])
    }

    /// "A `both` item is the last item of both sides, so an `either` item right after one goes left."
    @Test func eitherAfterBothGoesLeft() {
        let layout = makeLine([LineSection(items: [li(50, 20, .right), li(50, 20, .both), li(50, 20, .either)])])
        #expect(layout.cell(0, 2)?.minX == 0)
    }

    /// The layout's `itemSide` applies to items that name none.
    @Test func itemSideDefault() {
        let layout = makeLine([LineSection(items: [LineItem(size: Size(width: 50, height: 20))])],
                              LineLayoutOptions(itemSide: .right))
        #expect(layout.cell(0, 0)?.minX == 150)
    }

    /// A `both` item spans the box (section inset 10 => 10...190, 180 wide) whatever its own
    /// width, keeps its height, and has no grip, tail or label (even with a label text).
    /// maximumLineItemSpacing does not apply to it.
    @Test func bothItemSpansTheBox() {
        let o = LineLayoutOptions(sectionInset: EdgeInsets(all: 10), maximumLineItemSpacing: 5)
        let layout = makeLine([LineSection(items: [li(20, 30, .both, label: "x")])], o)
        #expect(layout.cell(0, 0) == r(10, 10, 180, 30))
        #expect(layout.grip(0, 0) == nil)
        #expect(layout.tail(0, 0) == nil)
        #expect(layout.label(0, 0) == nil)
        #expect(layout.line(0) == r(99, 10, 2, 30))  // the line still runs under it
    }
}
