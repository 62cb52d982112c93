import Testing
@testable import LatticeLayout

/// Rows, spacing, insets and clamping (ListLayoutRules §1 to §3 and §10.1), each in both
/// scroll directions: the expectations are written for vertical and turned for horizontal by
/// the table of ListLayoutRules §0 (`Orientation`).
@Suite struct ListRowRulesTests {

    /// ListLayoutRules §10.1 (a) "newline by width".
    @Test(arguments: bothDirections) func wideItemNewlines(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(itemSizes: items([(30, 20)])),
                          ListSection(itemSizes: items([(30, 20)])),
                          ListSection(itemSizes: items([(100, 20)]))])
        #expect(l.cell(0, 0) == o.rect(R(0, 0, 30, 20)))
        #expect(l.cell(1, 0) == o.rect(R(30, 0, 30, 20)))   // 30 + 30 ≤ 101: same row
        #expect(l.cell(2, 0) == o.rect(R(0, 20, 100, 20)))  // 60 + 100 > 101: new row at nextRowS 20
        #expect(l.contentSize == o.size(S(100, 40)))
    }

    /// ListLayoutRules §10.1 (b) "header newlines, pinched by insets".
    @Test(arguments: bothDirections) func headerNewlinesPinchedByInsets(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(itemSizes: items([(30, 20)])),
                          ListSection(itemSizes: items([(30, 20)])),
                          ListSection(insets: EdgeInsets(left: 10, right: 10), headerSize: ref(10), itemSizes: items([(30, 20)]))])
        #expect(l.cell(0, 0) == o.rect(R(0, 0, 30, 20)))
        #expect(l.cell(1, 0) == o.rect(R(30, 0, 30, 20)))
        #expect(l.header(2) == o.rect(R(10, 20, 80, 10)))   // minS = 30 − 10, x = leadF, width P = 80
        #expect(l.cell(2, 0) == o.rect(R(10, 30, 30, 20)))
        #expect(l.contentSize == o.size(S(100, 50)))
    }

    /// ListLayoutRules §10.1 (c) "shared row with section insets", including the saved cursors of
    /// each section.
    @Test(arguments: bothDirections) func sharedRowWithSectionInsets(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(itemSizes: items([(30, 20)])),
                          ListSection(itemSizes: items([(30, 20)])),
                          ListSection(insets: EdgeInsets(top: 5, left: 10), lineSpacing: 5, interitemSpacing: 2,
                                      itemSizes: items([(25, 20), (25, 20), (25, 20), (25, 20)]))])
        #expect(l.cell(0, 0) == o.rect(R(0, 0, 30, 20)))
        #expect(l.cell(1, 0) == o.rect(R(30, 0, 30, 20)))
        #expect(l.cell(2, 0) == o.rect(R(70, 5, 25, 20)))   // y = cursorS 0 + top 5
        #expect(l.cell(2, 1) == o.rect(R(10, 30, 25, 20)))  // new row: 20 + lineSpacing 5, + top 5
        #expect(l.cell(2, 2) == o.rect(R(37, 30, 25, 20)))
        #expect(l.cell(2, 3) == o.rect(R(64, 30, 25, 20)))
        #expect(l.records[2].bounds == o.rect(R(10, 5, 85, 45)))
        #expect(l.contentSize == o.size(S(100, 50)))
        // The "saved" rows of the table: (cursorS, cursorF, nextRowS).
        let saved = l.records.map { [$0.end.s, $0.end.f, $0.end.nextRowS] }
        #expect(saved == [[0, 30, 20], [0, 60, 20], [25, 91, 50]])
    }

    /// ListLayoutRules §3.2 consequence: widths 50 and 51 in a 100-point container share a row (the
    /// 1-point tolerance); 50 and 52 do not.
    @Test(arguments: bothDirections) func onePointTolerance(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let fits = o.layout([ListSection(itemSizes: items([(50, 10), (51, 10)]))])
        #expect(fits.cell(0, 1) == o.rect(R(50, 0, 51, 10)))   // ends at 101
        let breaks = o.layout([ListSection(itemSizes: items([(50, 10), (52, 10)]))])
        #expect(breaks.cell(0, 1) == o.rect(R(0, 10, 52, 10)))
    }

    /// ListLayoutRules §3.2's picture: leadF 10, trailF 0, interitemSpacing 2, lineSpacing 5.
    /// Widths 28: cursorF 10 → 40 → 70 → 100; the fourth (100 + 28 > 101) goes to row nextRowS 10 +
    /// 5.
    @Test(arguments: bothDirections) func rowBreakWithSpacings(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(insets: EdgeInsets(left: 10), lineSpacing: 5, interitemSpacing: 2,
                                      itemSizes: items([(28, 10), (28, 10), (28, 10), (28, 10)]))])
        #expect(l.cell(0, 0) == o.rect(R(10, 0, 28, 10)))
        #expect(l.cell(0, 1) == o.rect(R(40, 0, 28, 10)))
        #expect(l.cell(0, 2) == o.rect(R(70, 0, 28, 10)))
        #expect(l.cell(0, 3) == o.rect(R(10, 15, 28, 10)))
        #expect(l.contentSize == o.size(S(100, 25)))
    }

    /// ListLayoutRules §2: on a shared row the gap between sections is interitemSpacing(s) +
    /// trailF(s) + leadF(s+1) = 3 + 5 + 7; and ListLayoutRules §3.2: the section's first item never
    /// gets line spacing, even when it does not fit behind the previous section.
    @Test(arguments: bothDirections) func gapBetweenSectionsOnSharedRow(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(insets: EdgeInsets(right: 5), interitemSpacing: 3, itemSizes: items([(20, 10)])),
                          ListSection(insets: EdgeInsets(left: 7), lineSpacing: 50, itemSizes: items([(20, 10)])),
                          ListSection(lineSpacing: 50, itemSizes: items([(80, 10)]))])
        #expect(l.cell(1, 0) == o.rect(R(35, 0, 20, 10)))
        // cursorF 55 + 80 > 101: new row at nextRowS 10, no line spacing for a first item.
        #expect(l.cell(2, 0) == o.rect(R(0, 10, 80, 10)))
    }

    /// ListLayoutRules §4.5: the trailing S inset applies to rows started later, also by a
    /// following section on the shared row: 50 + bottom 10 + line spacing 4. Section 5: the content
    /// size reads only the last section (maxS 84 + its bottom inset 0).
    @Test(arguments: bothDirections) func trailingInsetCarriesToNextSectionRows(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(insets: EdgeInsets(bottom: 10), itemSizes: items([(30, 50)])),
                          ListSection(lineSpacing: 4, itemSizes: items([(30, 20), (80, 20)]))])
        #expect(l.cell(1, 0) == o.rect(R(30, 0, 30, 20)))
        #expect(l.cell(1, 1) == o.rect(R(0, 64, 80, 20)))
        #expect(l.contentSize == o.size(S(100, 84)))
    }

    /// ListLayoutRules §5: a `[50, 100]` item followed by a section of one `[50, 20]` item: the
    /// content height is 20 (the last section alone decides).
    @Test(arguments: bothDirections) func contentSizeReadsLastSectionOnly(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(itemSizes: items([(50, 100)])), ListSection(itemSizes: items([(50, 20)]))])
        #expect(l.contentSize == o.size(S(100, 20)))
        #expect(makeList([]).contentSize == .zero)   // no sections: (0, 0)
    }

    /// ListLayoutRules §1: the content inset's F sides narrow the container (C = 100 − 10 − 10 =
    /// 80); its S sides change nothing; no frame includes it.
    @Test(arguments: bothDirections) func contentInsetNarrowsContainer(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(headerSize: ref(10), itemSizes: items([(40, 20), (40, 20), (40, 20)]))],
                         contentInset: EdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
        #expect(l.header(0) == o.rect(R(0, 0, 80, 10)))
        #expect(l.cell(0, 0) == o.rect(R(0, 10, 40, 20)))
        #expect(l.cell(0, 1) == o.rect(R(40, 10, 40, 20)))   // 40 + 40 ≤ 81
        #expect(l.cell(0, 2) == o.rect(R(0, 30, 40, 20)))    // 80 + 40 > 81
        #expect(l.contentSize == o.size(S(80, 50)))
    }

    /// ListLayoutRules §3.1: an item longer than P across is clamped to P and reported; P itself is
    /// fine.
    @Test(arguments: bothDirections) func clampToPaddedLength(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(insets: EdgeInsets(left: 10, right: 10), itemSizes: items([(80, 20), (150, 20)]))])
        #expect(l.cell(0, 0) == o.rect(R(10, 0, 80, 20)))
        #expect(l.cell(0, 1) == o.rect(R(10, 20, 80, 20)))   // S length never clamped
        #expect(l.warnings.map(\.indexPath) == [IndexPath(item: 1, section: 0)])
        #expect(l.warnings.first?.description.hasPrefix("sections[0].items[1]:") == true)
    }

    /// ListLayoutRules §3.5 and §3.8: pixel rounding does not accumulate along a row; zIndex per
    /// ListLayoutRules §7.
    @Test func zIndexOfCellsAndSupplementaries() {
        let l = makeList([ListSection(itemSizes: items([(10, 10)])),
                          ListSection(headerSize: ref(5), footerSize: ref(5), itemSizes: items([(10, 10), (10, 10)]))])
        #expect(l.attributesForItem(at: IndexPath(item: 1, section: 1))?.zIndex == 1001)
        #expect(l.attributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
        let header = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))
        let footer = l.attributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 1))
        #expect(header?.zIndex == 1999)
        #expect(footer?.zIndex == 1999)
    }
}
