import Testing
@testable import LatticeLayout

/// Along the line (LineLayoutRules §2.7, §2.3). Vertical, viewport 200
/// wide, no insets, spacing 10 unless said otherwise, grip 6. An item of length `len` without a
/// label puts its grip `len/2 - 3` after its start; with a 16-long label, `len/2 - 19`.
@Suite struct LineSpacingTests {
    /// Two 20-long items on opposite sides: item 0 at 0...20, grip 7...13; item 1 may start where
    /// its grip starts 10 after 13: 23 - 7 = 16. The grips are exactly the minimum apart.
    @Test func gripsKeepTheMinimumApart() {
        let layout = makeLine([LineSection(items: [li(50, 20, .left), li(50, 20, .right)])])
        #expect(layout.cell(0, 1)?.minY == 16)
        #expect(layout.grip(0, 0)?.maxY == 13)
        #expect(layout.grip(0, 1)?.minY == 23)
    }

    /// A tall item pushes the next one on its side further: item 0 is 100 long (grip 47...53);
    /// item 1 on the same side starts 100 + 10 = 110, grip 117...123: 64 apart, more than 10.
    @Test func tallItemsPushGripsFurtherApart() {
        let layout = makeLine([LineSection(items: [li(50, 100, .left), li(50, 20, .left)])])
        #expect(layout.cell(0, 1)?.minY == 110)
        #expect(layout.grip(0, 1)!.minY - layout.grip(0, 0)!.maxY == 64)
    }

    /// Order is kept: an item never starts before the previous one, even when its side and the
    /// line would let it. Item 0 left 100 long (0...100, grip 47...53); item 1 right 200 long
    /// (grip at its 97: line 53 + 10 - 97 < 0 => starts 0, grip 97...103); item 2 left 20 long:
    /// side 110, line 103 + 10 - 7 = 106 => 110. Item 3 right 20 long: side 210, so 210.
    @Test func orderIsKeptAndSidesInterleave() {
        let layout = makeLine([LineSection(items: [li(50, 100, .left), li(50, 200, .right),
                                                   li(50, 20, .left), li(50, 20, .right)])])
        #expect((0..<4).map { layout.cell(0, $0)!.minY } == [0, 0, 110, 210])
    }

    /// A label and half the grip stick out before the item: item 20 long with a label =>
    /// lead 10 - 3 - 16 = -9, so it starts at 9 (label 0...16, grip 16...22, item 9...29).
    @Test func labelKeepsInsideTheItemArea() {
        let layout = makeLine([LineSection(items: [li(50, 20, .left, label: "a")])])
        #expect(layout.cell(0, 0)?.minY == 9)
        #expect(layout.label(0, 0) == r(70, 0, 60, 16))
        #expect(layout.grip(0, 0) == r(97, 16, 6, 6))
    }

    /// The item area ends `spacing` after the last grip if that is later than the last item end.
    /// An item 2 long: its grip (6) reaches 2 before it, so it starts at 2 (2...4, grip 0...6);
    /// the area ends at max(4, 6 + 10) = 16; inset bottom 5 => footer 21...41.
    @Test func areaEndsSpacingAfterTheLastGrip() {
        let o = LineLayoutOptions(sectionInset: EdgeInsets(top: 0, left: 0, bottom: 5, right: 0),
                                  footerReferenceSize: Size(width: 0, height: 20))
        let layout = makeLine([LineSection(items: [li(50, 2, .left)])], o)
        #expect(layout.cell(0, 0) == r(0, 2, 50, 2))
        #expect(layout.footer(0) == r(0, 21, 200, 20))
        #expect(layout.contentSize.height == 41)
        #expect(layout.line(0) == r(99, 2, 2, 2))  // first item's start to the latest item end
    }

    /// A `both` item blocks the line: nothing starts on or beside it before it has ended.
    /// - 0 left 40: 0...40, grip 17...23.
    /// - 1 right 60: line 23 + 10 - 27 = 6 => 6...66, grip 33...39.
    /// - 2 both 20: every item ended by 66 => 76...96 (the line only asks 39 + 10 = 49).
    /// - 3 left 40: side 96 + 10 = 106 (line asks 96 + 10 - 17 = 89) => 106...146, grip 123...129.
    /// - 4 right 20: side 106, line 129 + 10 - 7 = 132 => 132...152, grip 139...145.
    /// The line runs 0...152; the area ends at max(152, 145 + 10) = 155.
    @Test func bothItemBlocksTheLine() {
        let layout = makeLine([LineSection(items: [li(50, 40, .left), li(50, 60, .right), li(50, 20, .both),
                                                   li(50, 40, .left), li(50, 20, .right)])])
        #expect((0..<5).map { layout.cell(0, $0)!.minY } == [0, 6, 76, 106, 132])
        #expect(layout.cell(0, 2) == r(0, 76, 200, 20))
        #expect(layout.grip(0, 3)?.minY == 123)
        #expect(layout.grip(0, 4)?.minY == 139)
        #expect(layout.line(0) == r(99, 0, 2, 152))
        #expect(layout.contentSize.height == 155)
    }

    /// A section's own interitemSpacing replaces the layout's: spacing 0 lets the right item's
    /// grip touch the left one's (item 1 at 13 - 7 = 6).
    @Test func sectionSpacingOverrides() {
        let layout = makeLine([LineSection(interitemSpacing: 0, items: [li(50, 20, .left), li(50, 20, .right)])])
        #expect(layout.cell(0, 1)?.minY == 6)
    }

    /// Sections follow one another with no gap; header / inset / items / inset / footer.
    /// Section 0: header 30 (0...30), inset top 5, item 20 at 35...55, area end max(55, 48 + 10) = 58,
    /// inset bottom 5, footer 10 at 63...73. Section 1 (no items): header 30 at 73...103, insets
    /// 5 + 5, footer 10 at 113...123 and no line.
    @Test func sectionsStack() {
        let o = LineLayoutOptions(sectionInset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
                                  headerReferenceSize: Size(width: 0, height: 30),
                                  footerReferenceSize: Size(width: 0, height: 10))
        let layout = makeLine([LineSection(items: [li(50, 20, .left)]), LineSection(items: [])], o)
        #expect(layout.cell(0, 0)?.minY == 35)
        #expect(layout.footer(0) == r(0, 63, 200, 10))
        #expect(layout.header(1) == r(0, 73, 200, 30))
        #expect(layout.footer(1) == r(0, 113, 200, 10))
        #expect(layout.line(1) == nil)
        #expect(layout.contentSize == Size(width: 200, height: 123))
    }

    /// The content inset lies outside the content: the content is 200 - 20 - 30 = 150 wide, the
    /// line's centre at 75, headers 150 wide from x 0.
    @Test func contentInsetNarrowsTheContent() {
        let o = LineLayoutOptions(headerReferenceSize: Size(width: 0, height: 10))
        let layout = makeLine([LineSection(items: [li(20, 20, .right)])], o,
                              contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        #expect(layout.header(0) == r(0, 0, 150, 10))
        #expect(layout.line(0)?.minX == 74)
        #expect(layout.cell(0, 0)?.minX == 130)
        #expect(layout.contentSize.width == 150)
    }
}
