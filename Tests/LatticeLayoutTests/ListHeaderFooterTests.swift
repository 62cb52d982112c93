import Testing
@testable import LatticeLayout

/// Headers, footers, section bounds and empty sections (ListLayoutRules §4, §10.3, §10.5).
@Suite struct ListHeaderFooterTests {

    /// ListLayoutRules §10.3 "horizontal, header and footer": the footer after the right inset,
    /// counted twice.
    @Test func horizontalHeaderAndFooter() {
        let sectionInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let l = makeList([ListSection(insets: sectionInsets, lineSpacing: 4, interitemSpacing: 2, headerSize: ref(8), footerSize: ref(6),
                                      itemSizes: items([(20, 20), (30, 20), (20, 20)])),
                          ListSection(insets: sectionInsets, lineSpacing: 4, interitemSpacing: 2,
                                      itemSizes: items([(20, 15), (20, 15)]))],
                         viewport: S(100, 60), options: ListLayoutOptions(scrollDirection: .horizontal))
        #expect(l.cell(0, 0) == R(18, 5, 20, 20))
        #expect(l.cell(0, 1) == R(18, 27, 30, 20))
        #expect(l.cell(0, 2) == R(52, 5, 20, 20))
        #expect(l.header(0) == R(10, 5, 8, 50))
        #expect(l.footer(0) == R(82, 5, 6, 50))
        #expect(l.records[0].bounds == R(10, 5, 78, 50))
        #expect(l.cell(1, 0) == R(52, 37, 20, 15))   // same column as C
        #expect(l.cell(1, 1) == R(112, 5, 20, 15))   // 98 + 4 + left 10
        #expect(l.records[1].bounds == R(52, 5, 80, 47))
        #expect(l.contentSize == S(142, 60))
        #expect(l.header(1) == nil)   // no header: nothing
        #expect(l.footer(1) == nil)
    }

    /// ListLayoutRules §10.3 "the same, vertical": the footer directly after the last row, content
    /// 132.
    @Test func verticalHeaderAndFooter() {
        let sectionInsets = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        let l = makeList([ListSection(insets: sectionInsets, lineSpacing: 4, interitemSpacing: 2, headerSize: ref(8), footerSize: ref(6),
                                      itemSizes: items([(20, 20), (20, 30), (20, 20)])),
                          ListSection(insets: sectionInsets, lineSpacing: 4, interitemSpacing: 2,
                                      itemSizes: items([(15, 20), (15, 20)]))],
                         viewport: S(60, 100))
        #expect(l.header(0) == R(5, 10, 50, 8))
        #expect(l.cell(0, 0) == R(5, 18, 20, 20))
        #expect(l.cell(0, 1) == R(27, 18, 20, 30))
        #expect(l.cell(0, 2) == R(5, 52, 20, 20))
        #expect(l.footer(0) == R(5, 72, 50, 6))
        #expect(l.cell(1, 0) == R(37, 52, 15, 20))
        #expect(l.cell(1, 1) == R(5, 102, 15, 20))
        #expect(l.contentSize == S(60, 132))
    }

    /// ListLayoutRules §4.1: the header's F component of the reference size is ignored; its F
    /// length is P.
    @Test(arguments: bothDirections) func headerReferenceSizeReadsOnlyS(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        // Vertical: header [w 7, h 12] is 12 long; turned, [12, 7] is 12 long along x.
        let l = o.layout([ListSection(headerSize: S(7, 12), itemSizes: items([(10, 10)]))])
        #expect(l.header(0) == o.rect(R(0, 0, 100, 12)))
        #expect(l.cell(0, 0) == o.rect(R(0, 12, 10, 10)))
    }

    /// ListLayoutRules §10.5 "empty section shown by its header", and the same with
    /// showHeaderWhenEmpty off.
    @Test(arguments: bothDirections) func emptySectionShownByItsHeader(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let sections = [ListSection(itemSizes: items([(40, 20)])),
                        ListSection(headerSize: ref(10)),
                        ListSection(itemSizes: items([(40, 20)])),
                        ListSection(itemSizes: items([(40, 20)]))]
        let shown = o.layout(sections, options: ListLayoutOptions(showHeaderWhenEmpty: true))
        #expect(shown.cell(0, 0) == o.rect(R(0, 0, 40, 20)))
        #expect(shown.header(1) == o.rect(R(0, 20, 100, 10)))
        #expect(shown.cell(2, 0) == o.rect(R(40, 10, 40, 20)))   // same row, 10 further along S
        #expect(shown.cell(3, 0) == o.rect(R(0, 30, 40, 20)))
        #expect(shown.contentSize == o.size(S(100, 50)))
        #expect(shown.allElements.contains { $0.kind == ElementKind.header && $0.indexPath.section == 1 })

        let hidden = o.layout(sections)
        #expect(hidden.header(1) == nil)
        #expect(hidden.cell(2, 0) == o.rect(R(40, 0, 40, 20)))
        #expect(hidden.cell(3, 0) == o.rect(R(0, 20, 40, 20)))
        #expect(hidden.contentSize == o.size(S(100, 40)))
        #expect(!hidden.allElements.contains { $0.indexPath.section == 1 })
    }

    /// ListLayoutRules §10.5 "shown empty section ignores S insets" (vertical only: a footer is
    /// involved, and footers differ between directions, ListLayoutRules §4.3), and the hidden
    /// variant.
    @Test func shownEmptySectionIgnoresSInsets() {
        let sections = [ListSection(insets: EdgeInsets(bottom: 7), itemSizes: items([(40, 20)])),
                        ListSection(insets: EdgeInsets(top: 3, left: 5, bottom: 6, right: 5), headerSize: ref(10), footerSize: ref(4)),
                        ListSection(headerSize: ref(10), itemSizes: items([(40, 20)]))]
        let shown = makeList(sections, options: ListLayoutOptions(showHeaderWhenEmpty: true))
        #expect(shown.header(1) == R(5, 20, 90, 10))
        #expect(shown.footer(1) == R(5, 30, 90, 4))
        #expect(shown.header(2) == R(0, 40, 100, 10))
        #expect(shown.cell(2, 0) == R(0, 50, 40, 20))
        #expect(shown.contentSize == S(100, 70))

        let hidden = makeList(sections)
        #expect(hidden.header(1) == nil && hidden.footer(1) == nil)
        #expect(hidden.header(2) == R(0, 27, 100, 10))
        #expect(hidden.cell(2, 0) == R(0, 37, 40, 20))
        #expect(hidden.contentSize == S(100, 57))
    }

    /// ListLayoutRules §10.5 "hidden empty section with F insets": cursorF 40 → 100 across it, so
    /// section 2 goes to a new row at 27; without section 2 the content height is 20 (5).
    @Test(arguments: bothDirections) func hiddenEmptySectionSpendsFInsets(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let first = ListSection(insets: EdgeInsets(bottom: 7), itemSizes: items([(40, 20)]))
        let empty = ListSection(insets: EdgeInsets(left: 30, right: 30))
        let l = o.layout([first, empty, ListSection(itemSizes: items([(40, 20)]))])
        #expect(l.cell(2, 0) == o.rect(R(0, 27, 40, 20)))
        let without = o.layout([first, ListSection(itemSizes: items([(40, 20)]))])
        #expect(without.cell(1, 0) == o.rect(R(40, 0, 40, 20)))
        let emptyLast = o.layout([first, empty])
        #expect(emptyLast.contentSize == o.size(S(100, 20)))
    }

    /// ListLayoutRules §4.6: with showHeaderWhenEmpty on, an empty section without header or footer
    /// behaves like a hidden one (nothing returned, no bump).
    @Test func shownEmptySectionWithoutHeaderIsInvisible() {
        let l = makeList([ListSection(itemSizes: items([(40, 20)])), ListSection(), ListSection(itemSizes: items([(40, 20)]))],
                         options: ListLayoutOptions(showHeaderWhenEmpty: true))
        #expect(l.cell(2, 0) == R(40, 0, 40, 20))
        #expect(l.header(1) == nil)
        #expect(l.allElements.count == 2)
    }

    /// ListLayoutRules §4.3, §4.4, vertical: a footer follows the last row; the bounds include it;
    /// the bottom inset comes after it. Section 1 header at nextRowS = 40 + 6 + 3 (bottom 3).
    @Test func verticalFooterAndBounds() {
        let l = makeList([ListSection(insets: EdgeInsets(bottom: 3), footerSize: ref(6), itemSizes: items([(100, 40)])),
                          ListSection(headerSize: ref(10), itemSizes: items([(100, 10)]))])
        #expect(l.footer(0) == R(0, 40, 100, 6))
        #expect(l.records[0].bounds == R(0, 0, 100, 46))
        #expect(l.header(1) == R(0, 49, 100, 10))
        #expect(l.cell(1, 0) == R(0, 59, 100, 10))
        #expect(l.contentSize == S(100, 69))
    }
}
