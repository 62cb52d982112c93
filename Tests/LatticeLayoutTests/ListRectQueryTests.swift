import Testing
@testable import LatticeLayout

/// Rect queries (ListLayoutRules §8).
@Suite struct ListRectQueryTests {
    /// ListLayoutRules §8: with 1,000 rows of [100, 20], (0, 0, 100, 100) returns 5 cells; the row
    /// at 100 only touches. A rect of zero height returns nothing.
    @Test(arguments: bothDirections) func touchingDoesNotCount(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(itemSizes: Array(repeating: S(100, 20), count: 1000))])
        #expect(l.ids(in: o.rect(R(0, 0, 100, 100))) == (0 ..< 5).map { "cell cell 0.\($0)" }.sorted())
        #expect(l.attributes(in: o.rect(R(0, 40, 100, 0))).isEmpty)
        #expect(l.ids(in: o.rect(R(0, 19_990, 100, 100))) == ["cell cell 0.999"])
        #expect(l.attributes(in: o.rect(R(0, 20_000, 100, 100))).isEmpty)   // touches the end only
        #expect(l.ids(in: o.rect(R(99.5, 500, 1, 1))) == ["cell cell 0.25"])
        #expect(l.attributes(in: o.rect(R(100, 500, 10, 10))).isEmpty)     // beside the row, touching
    }

    /// 8, step 4 and the contract's `into:`: results are appended section by section,
    /// supplementary views first, then cells by item; the array is not cleared.
    @Test func orderAndAppend() {
        let l = makeList([ListSection(headerSize: ref(10), footerSize: ref(5), itemSizes: items([(50, 10), (50, 10)])),
                          ListSection(headerSize: ref(10), itemSizes: items([(100, 10)]))])
        var result = [LayoutAttributes.cell(IndexPath(item: 9, section: 9), frame: .zero)]
        l.attributes(in: R(0, 0, 100, 100), into: &result)
        #expect(result.map(\.elementID.description) == [
            "cell cell 9.9",
            "supplementary header 0.0", "supplementary footer 0.0", "cell cell 0.0", "cell cell 0.1",
            "supplementary header 1.0", "cell cell 1.0"])
        #expect(result[2].frame == R(0, 20, 100, 5))
        #expect(result[6].frame == R(0, 35, 100, 10))
    }

    /// 8, step 1: sections are chosen by resting bounds and the range between the first and the
    /// last meeting section is visited. Section 1's header, pulled back by hi < lo (6), lies
    /// outside its own bounds; it is listed when the query visits section 1, and only then.
    @Test func sectionsInBetweenAreVisited() {
        // Section 0: cell (0, 0, 30, 50), nextRowS 50.
        // Section 1 (top 30, right 60, P 40, header 10): cursorS 10, nextRowS 60; its item newlines
        // at 60 + top 30: (0, 90, 30, 10); header (0, 80, 40, 10); bounds (0, 80, 40, 20).
        // Section 2 continues on that row (cursorF 30 + trailF 60 = 90): cell (90, 60, 10, 30).
        // hi(1) = 60 − 10 = 50 < lo 80: header 1 sits at (0, 50, 40, 10) at every offset.
        let l = makeList([ListSection(itemSizes: items([(30, 50)])),
                          ListSection(insets: EdgeInsets(top: 30, right: 60), headerSize: ref(10), itemSizes: items([(30, 10)])),
                          ListSection(itemSizes: items([(10, 30)]))],
                         options: ListLayoutOptions(stickyHeaders: true))
        #expect(l.cell(1, 0) == R(0, 90, 30, 10))
        #expect(l.cell(2, 0) == R(90, 60, 10, 30))
        #expect(l.header(1) == R(0, 50, 40, 10))
        // (20, 45, 80, 20) meets section 0's and section 2's bounds, not section 1's (y 80…100):
        // section 1 is visited and its header (y 50…60) meets the rect.
        #expect(l.ids(in: R(20, 45, 80, 20)) == ["cell cell 0.0", "cell cell 2.0", "supplementary header 1.0"])
        // (0, 45, 30, 10) meets only section 0's bounds: header 1 meets the rect but is not listed.
        #expect(l.ids(in: R(0, 45, 30, 10)) == ["cell cell 0.0"])
    }
}
