import Testing
@testable import LatticeLayout

/// stretchToEdge (ListLayoutRules §3.3, §10.4) and pixel rounding (ListLayoutRules §3.5, §10.6).
@Suite struct ListStretchAndRoundingTests {
    /// ListLayoutRules §10.4's six sections.
    static let stretchSections = [
        ListSection(itemSizes: items([(33, 20), (33, 20), (33, 20)])),
        ListSection(itemSizes: items([(33, 20), (33, 20), (33.5, 20)])),
        ListSection(itemSizes: items([(50, 20), (48, 20)])),
        ListSection(itemSizes: items([(50, 20), (50.5, 20)])),
        ListSection(insets: EdgeInsets(left: 10), itemSizes: items([(40, 20), (49.5, 20)])),
        ListSection(insets: EdgeInsets(left: 10), itemSizes: items([(40, 20), (39.5, 20)])),
    ]

    /// ListLayoutRules §10.4, with stretchToEdge on: the table's "frame with stretch" column.
    @Test(arguments: bothDirections) func stretchToEdge(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.stretchSections, options: ListLayoutOptions(stretchToEdge: true))
        #expect(l.cell(0, 2) == o.rect(R(66, 0, 34, 20)))     // distance 1: stretched
        #expect(l.cell(1, 2) == o.rect(R(66, 20, 34, 20)))    // distance 0.5: stretched
        #expect(l.cell(2, 1) == o.rect(R(50, 40, 48, 20)))    // distance 2: left alone
        #expect(l.cell(3, 1) == o.rect(R(50, 60, 50.5, 20)))  // overflow: never shrunk
        #expect(l.cell(4, 1) == o.rect(R(50, 80, 49.5, 20)))  // 0.5 from the edge, but measured against P = 90
        #expect(l.cell(5, 1) == o.rect(R(50, 100, 40, 20)))   // stretched to 90, 10 short of the edge
        // The other items.
        #expect(l.cell(0, 0) == o.rect(R(0, 0, 33, 20)))
        #expect(l.cell(1, 1) == o.rect(R(33, 20, 33, 20)))
        #expect(l.cell(3, 0) == o.rect(R(0, 60, 50, 20)))
        #expect(l.cell(4, 0) == o.rect(R(10, 80, 40, 20)))
        #expect(l.cell(5, 0) == o.rect(R(10, 100, 40, 20)))
        #expect(l.contentSize == o.size(S(100, 120)))
    }

    /// ListLayoutRules §10.4, the "without" column.
    @Test(arguments: bothDirections) func withoutStretchToEdge(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.stretchSections)
        #expect(l.cell(0, 2) == o.rect(R(66, 0, 33, 20)))
        #expect(l.cell(1, 2) == o.rect(R(66, 20, 33.5, 20)))
        #expect(l.cell(5, 1) == o.rect(R(50, 100, 39.5, 20)))
        #expect(l.contentSize == o.size(S(100, 120)))
    }

    static let gridSections = [ListSection(insets: EdgeInsets(top: 0.3), headerSize: ref(5.3),
                                           itemSizes: items([(33.3, 10.2), (33.3, 10.2), (33.3, 10.2), (33.3, 10.2)]))]

    /// ListLayoutRules §10.6 at scale 2: origin floored, size ceiled; neighbours overlap by half a
    /// point; the header is "rounded first row minus 5.3", not rounded.
    @Test(arguments: bothDirections) func pixelGridScale2(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.gridSections, options: ListLayoutOptions(screenScale: 2))
        #expect(close(l.cell(0, 0), o.rect(R(0, 5.5, 33.5, 10.5))))
        #expect(close(l.cell(0, 1), o.rect(R(33, 5.5, 33.5, 10.5))))
        #expect(close(l.cell(0, 2), o.rect(R(66.5, 5.5, 33.5, 10.5))))
        #expect(close(l.cell(0, 3), o.rect(R(0, 16, 33.5, 10.5))))
        #expect(close(l.header(0), o.rect(R(0, 0.2, 100, 5.3))))
        #expect(abs(l.contentSize.s(d) - 26.5) < 1e-9)
    }

    /// ListLayoutRules §10.6 at scale 1: the header starts above the content's origin.
    @Test(arguments: bothDirections) func pixelGridScale1(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.gridSections, options: ListLayoutOptions(screenScale: 1))
        #expect(close(l.cell(0, 0), o.rect(R(0, 5, 34, 11))))
        #expect(close(l.cell(0, 1), o.rect(R(33, 5, 34, 11))))
        #expect(close(l.cell(0, 2), o.rect(R(66, 5, 34, 11))))
        #expect(close(l.cell(0, 3), o.rect(R(0, 16, 34, 11))))
        #expect(close(l.header(0), o.rect(R(0, -0.3, 100, 5.3))))
        #expect(abs(l.contentSize.s(d) - 27) < 1e-9)
    }

    /// ListLayoutRules §10.6 at scale 3.
    @Test(arguments: bothDirections) func pixelGridScale3(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.gridSections, options: ListLayoutOptions(screenScale: 3))
        #expect(close(l.cell(0, 0), o.rect(R(0, 16.0 / 3, 100.0 / 3, 31.0 / 3))))
        #expect(close(l.cell(0, 1), o.rect(R(33, 16.0 / 3, 100.0 / 3, 31.0 / 3))))
        #expect(close(l.cell(0, 2), o.rect(R(199.0 / 3, 16.0 / 3, 100.0 / 3, 31.0 / 3))))
        #expect(close(l.cell(0, 3), o.rect(R(0, 47.0 / 3, 100.0 / 3, 31.0 / 3))))
        #expect(close(l.header(0), o.rect(R(0, 16.0 / 3 - 5.3, 100, 5.3))))
        #expect(abs(l.contentSize.s(d) - 26) < 1e-9)
    }

    /// ListLayoutRules §3.5: floor_k / ceil_k with the fast floor, including negatives and the
    /// identity on values already on the grid.
    @Test func pixelGridHelpers() {
        let g2 = ListPixelGrid(scale: 2)
        #expect(g2.floor(5.6) == 5.5 && g2.ceil(10.2) == 10.5)
        #expect(g2.floor(-0.3) == -0.5 && g2.ceil(-0.3) == 0)
        #expect(g2.floor(7.5) == 7.5 && g2.ceil(7.5) == 7.5)
        let g3 = ListPixelGrid(scale: 3)
        #expect(g3.floor(66.6) == 199.0 / 3)
        #expect(ListPixelGrid(scale: 0).floor(2.7) == 2)           // a bad scale counts as 1
        #expect(ListPixelGrid(scale: 2).floor(1e300) == 1e300)     // huge values are integral
        #expect(ListPixelGrid(scale: 2).floor(.nan).isNaN)         // and NaN never traps
    }
}
