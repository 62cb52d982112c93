import Testing
import LatticeLayout

/// Line filling, section stacking, cell boxes, defaults (AlignedLayoutRules §1-§4, §9).
/// Every expected frame is worked out by hand from the doc; the comments show the arithmetic.
@Suite struct AlignedLineFillingTests {
    @Test func defaultsAreTheDocumentedOnes() {
        // AlignedLayoutRules §1: cell 100x100, sectionSpacing 10, contentInsets 5, pinning on;
        // sections left / top, spacings 5, zero insets, no header.
        let o = AlignedLayoutOptions()
        #expect(o.defaultCellSize == Size(width: 100, height: 100))
        #expect(o.sectionSpacing == 10)
        #expect(o.contentInsets == EdgeInsets(all: 5))
        #expect(o.pinSectionHeaders)
        let s = AlignedSection()
        #expect(s.horizontalAlignment == .left && s.verticalAlignment == .top)
        #expect(s.itemSpacing == 5 && s.lineSpacing == 5 && s.insets == .zero && s.headerHeight == 0)
        let i = AlignedItem()
        #expect(i.size == nil && !i.fillsLine && i.insets == .zero)
        #expect(!i.shouldBeginLine && !i.shouldEndLine && !i.startLineIndentation)
    }

    @Test func oneDefaultItemWithDefaultOptions() {
        // contentInsets 5: the cell sits at (5, 5) with the default size; content = 5 + 100 + 5.
        let l = alignedLayout([AlignedSection(items: [AlignedItem()])])
        #expect(l.frames(section: 0) == [R(5, 5, 100, 100)])
        #expect(l.contentSize == Size(width: 320, height: 110))
    }

    @Test func workedExampleOfSection4() {
        // AlignedLayoutRules §4 table: M 310, B 5; 100 + 105 + 105 = 310 is an exact fit, the 4th
        // cell starts line 2 at y 5 + 100 + 5 = 110.
        let l = alignedLayout([AlignedSection(items: [AlignedItem(), AlignedItem(), AlignedItem(), AlignedItem(),
                                                      cell(40, 20)])])
        #expect(l.frames(section: 0) == [R(5, 5, 100, 100), R(110, 5, 100, 100), R(215, 5, 100, 100),
                                         R(5, 110, 100, 100), R(110, 110, 40, 20)])
        // Section ends at 110 + 100 = 210 (line 2 is 100 high); content 210 + 5.
        #expect(l.contentSize == Size(width: 320, height: 215))
    }

    @Test func emptyContentHeights() {
        // AlignedLayoutRules §2: nothing -> 0; one empty section -> 0; two empty -> 5 + 10 + 5 = 20.
        #expect(alignedLayout([]).contentSize == Size(width: 320, height: 0))
        #expect(alignedLayout([AlignedSection()]).contentSize.height == 0)
        #expect(alignedLayout([AlignedSection(), AlignedSection()]).contentSize.height == 20)
        // One empty section with a header 30: the header counts, 5 + 30 + 5; section insets of an
        // empty section are not added (AlignedLayoutRules §12.2).
        let l = alignedLayout([AlignedSection(insets: EdgeInsets(all: 50), headerHeight: 30)])
        #expect(l.contentSize.height == 40)
        #expect(l.headerFrame(0) == R(0, 5, 320, 30))
    }

    @Test func sectionInsetsSpacingsAndStacking() {
        // W 200, contentInsets 5. Section 0: header 25, insets t10 l20 b15 r30, itemSpacing 8,
        // lineSpacing 12. M = 200 - 10 - 50 = 140, B = 5 + 20 = 25.
        // Line 1: 50, then 8 + 50 = 58 <= 90 free -> used 108; 3rd: 58 > 32 -> line 2.
        // Line 1 top = 5 + 25 + 10 = 40 (10 high); line 2 top = 40 + 10 + 12 = 62 (20 high).
        // Section bottom = 62 + 20 + 15 = 97. Section 1 empty: top 107, bottom 107.
        // Section 2: top 117, header (0, 117, 200, 20), default section: cell at (5, 137).
        let s0 = AlignedSection(itemSpacing: 8, lineSpacing: 12, insets: EdgeInsets(top: 10, left: 20, bottom: 15, right: 30),
                                headerHeight: 25, items: [cell(50, 10), cell(50, 10), cell(50, 10), cell(50, 20)])
        let s2 = AlignedSection(headerHeight: 20, items: [cell(30, 30)])
        let l = alignedLayout([s0, AlignedSection(), s2], width: 200)
        #expect(l.frames(section: 0) == [R(25, 40, 50, 10), R(83, 40, 50, 10), R(25, 62, 50, 10), R(83, 62, 50, 20)])
        #expect(l.headerFrame(0) == R(0, 5, 200, 25))
        #expect(l.headerFrame(2) == R(0, 117, 200, 20))
        #expect(l.frames(section: 2) == [R(5, 137, 30, 30)])
        // 137 + 30 = 167, + contentInsets.bottom 5.
        #expect(l.contentSize == Size(width: 200, height: 172))
    }

    @Test func forcedLineBreaks() {
        // AlignedLayoutRules §4.1/§4.2: W 320 (M 310, B 5), cells 50 x 10.
        // 0 begin (first of section: no effect), 1 end -> break; 2; 3 begin -> break;
        // 4 end, 5 begin -> one break, no empty line; 6 end (last: no effect).
        let items = [cell(50, 10, begin: true), cell(50, 10, end: true), cell(50, 10), cell(50, 10, begin: true),
                     cell(50, 10, end: true), cell(50, 10, begin: true), cell(50, 10, end: true)]
        let l = alignedLayout([AlignedSection(items: items)])
        // Lines [0 1] [2] [3 4] [5 6] at y 5, 20, 35, 50; x 5 and 5 + 55 = 60.
        #expect(l.xs(section: 0) == [5, 60, 5, 5, 60, 5, 60])
        #expect(l.ys(section: 0) == [5, 5, 20, 35, 35, 50, 50])
        #expect(l.contentSize.height == 65)   // 50 + 10 + 5
    }

    @Test func horizontalInsetsAloneExceedingTheFreeRoomBreakTheLine() {
        // AlignedLayoutRules §4.3 + §12.5, with itemSpacing -10 (the only way 4.3 differs from 4.4).
        // W 100, contentInsets 0: A 90 wide leaves free room 10.
        // B (0 wide, insets l6 r6): 12 > 10 -> new line although -10 + 0 + 12 = 2 <= 10.
        let breaking = AlignedSection(itemSpacing: -10, items: [cell(90, 10), cell(0, 10, insets: EdgeInsets(left: 6, right: 6))])
        let l = alignedLayout([breaking], width: 100, options: bareOptions())
        #expect(l.frames(section: 0) == [R(0, 0, 90, 10), R(6, 15, 0, 10)])
        // Control: insets l4 r4 = 8 <= 10 and -10 + 0 + 8 <= 10: stays, box at 90 - 10 = 80, x 84.
        let staying = AlignedSection(itemSpacing: -10, items: [cell(90, 10), cell(0, 10, insets: EdgeInsets(left: 4, right: 4))])
        let k = alignedLayout([staying], width: 100, options: bareOptions())
        #expect(k.frames(section: 0) == [R(0, 0, 90, 10), R(84, 0, 0, 10)])
    }

    @Test func cellBoxesIncludeInsetsButFramesDoNot() {
        // AlignedLayoutRules §3: A 20x20 with insets t4 l6 b2 r8 -> box 34 x 26, frame at (0+6, 0+4).
        // B 10x10 box at 34 + 5 = 39. Line height 26; C (begin) at y 26 + 5 = 31.
        let items = [cell(20, 20, insets: EdgeInsets(top: 4, left: 6, bottom: 2, right: 8)), cell(10, 10),
                     cell(10, 10, begin: true)]
        let l = alignedLayout([AlignedSection(items: items)], width: 100, options: bareOptions())
        #expect(l.frames(section: 0) == [R(6, 4, 20, 20), R(39, 0, 10, 10), R(0, 31, 10, 10)])
    }

    @Test func negativeCellInsetsLetNeighboursOverlap() {
        // AlignedLayoutRules §3 / §12.4: A 40 wide with right inset -20 -> box 20; B's box at 25 overlaps A.
        let l = alignedLayout([AlignedSection(items: [cell(40, 10, insets: EdgeInsets(right: -20)), cell(40, 10)])],
                              width: 100, options: bareOptions())
        #expect(l.frames(section: 0) == [R(0, 0, 40, 10), R(25, 0, 40, 10)])
    }

    @Test(arguments: [(AlignedHorizontalAlignment.left, 0.0, 0.0), (.center, 35, -28), (.right, 70, -55)])
    func cellWiderThanTheLineSitsAlone(alignment: AlignedHorizontalAlignment, firstX: Double, wideX: Double) {
        // AlignedLayoutRules §9: W 100, contentInsets 0 (M 100, B 0). A 30, W 155, C 30.
        // Line 1: A alone (5 + 155 > 70), slack 70: left 0, center floor(35) = 35, right 70.
        // Line 2: the wide cell, slack -55: left 0, center floor(-27.5) = -28, right -55.
        // Line 3: C (5 + 30 > 100 - 155), slack 70 like line 1.
        let s = AlignedSection(horizontalAlignment: alignment, items: [cell(30, 10), cell(155, 20), cell(30, 10)])
        let l = alignedLayout([s], width: 100, options: bareOptions())
        #expect(l.frames(section: 0) == [R(firstX, 0, 30, 10), R(wideX, 15, 155, 20), R(firstX, 40, 30, 10)])
        #expect(l.contentSize.width == 100)
    }

    @Test func fillWidthTakesTheRestOfTheLine() {
        // W 100, contentInsets 0, defaultCellSize 100 x 15.
        // A 30 (box 0-30); F1 fill h20: remaining 100 - 30 - 5 = 65 -> box 35-100.
        // B 40: 5 + 40 > 0 -> line 2 at y 0 + 20 + 5 = 25; F2 fill, no size: width 100 - 40 - 5 = 55
        //   at x 45, height from defaultCellSize 15.
        // C 100 -> line 3 at 25 + 15 + 5 = 45; F3 fill h10: remaining -5 -> a fresh line (lattice's
        //   choice), width 100, y 45 + 5 + 5 = 55.
        // F4 fill h10 with insets l3 r7: 3 + 7 > 0 free room (rule 4.3) -> line 5 at 55 + 10 + 5 = 70,
        //   remaining 100 - 10 = 90, x 3.
        let fill20 = AlignedItem(size: Size(width: 0, height: 20), fillsLine: true)
        let fillDefault = AlignedItem(fillsLine: true)
        let fill10 = AlignedItem(size: Size(width: 999, height: 10), fillsLine: true)
        var fill10Inset = fill10
        fill10Inset.insets = EdgeInsets(left: 3, right: 7)
        let s = AlignedSection(items: [cell(30, 10), fill20, cell(40, 10), fillDefault, cell(100, 5), fill10, fill10Inset])
        let l = alignedLayout([s], width: 100,
                              options: bareOptions(defaultCellSize: Size(width: 100, height: 15)))
        #expect(l.frames(section: 0) == [R(0, 0, 30, 10), R(35, 0, 65, 20), R(0, 25, 40, 10), R(45, 25, 55, 15),
                                         R(0, 45, 100, 5), R(0, 55, 100, 10), R(3, 70, 90, 10)])
    }

    @Test func fillInACenteredSectionLeavesNoSlack() {
        // Center, W 100, contentInsets 5 (M 90, B 5): A 20 then fill: 90 - 20 - 5 = 65 at 5 + 25 = 30.
        let s = AlignedSection(horizontalAlignment: .center, items: [cell(20, 10), AlignedItem(size: Size(width: 0, height: 10), fillsLine: true)])
        let l = alignedLayout([s], width: 100)
        #expect(l.frames(section: 0) == [R(5, 5, 20, 10), R(30, 5, 65, 10)])
    }

    @Test func sizingCallbackGetsTheRemainingLineSpace() {
        // README "Cell Sizing": remainingLineSpace. W 100, contentInsets 0, callback answers 40 x 10.
        // Item 0, empty line: 100. Item 1 (insets l2 r3): 100 - 40 - 5 - 5 = 50, box 45-90, x 47.
        // Item 2: 100 - 90 - 5 = 5; 5 + 40 > 10 -> new line at y 15.
        let l = AlignedLayout(sections: [AlignedSection(items: [AlignedItem(), AlignedItem(insets: EdgeInsets(left: 2, right: 3)), AlignedItem()])],
                              options: bareOptions(), collectionView: CollectionViewGeometry(bounds: R(0, 0, 100, 100)))
        var seen: [Double] = []
        l.sizeForItem = { _, remaining in seen.append(remaining); return Size(width: 40, height: 10) }
        l.prepare()
        #expect(seen == [100, 50, 5])
        #expect(l.frames(section: 0) == [R(0, 0, 40, 10), R(47, 0, 40, 10), R(0, 15, 40, 10)])
    }

    @Test func badSizesDoNotCrashAndAreReported() {
        // NaN / infinite / negative sizes become 0 (a warning names the item); spacings stay finite.
        let s = AlignedSection(itemSpacing: .nan, items: [cell(.nan, 10), cell(-5, .infinity), cell(10, 10)])
        let l = alignedLayout([s], width: 100, options: bareOptions())
        // All boxes: 0x10, 0x0, 10x10 with spacing 0: x 0, 0, 0.
        #expect(l.frames(section: 0) == [R(0, 0, 0, 10), R(0, 0, 0, 0), R(0, 0, 10, 10)])
        #expect(l.warnings.count == 2)
        #expect(l.warnings.first?.indexPath == IndexPath(item: 0, section: 0))
    }

    @Test func negativeHeightBoxesFollowTheNormalisedLineRect() {
        // AlignedLayoutRules §12.4 as lattice reads it: A 20x10 with top inset -30 has box height -20;
        // |-20| > 0 so the line height becomes -20. The line rect (y 0, height -20) normalised is
        // [-20, 0]: cells are placed from -20 (A at -20 + t -30 = -50) and the next line starts at
        // its maxY 0 + lineSpacing 5.
        let s = AlignedSection(items: [cell(20, 10, insets: EdgeInsets(top: -30)), cell(20, 10, begin: true)])
        let l = alignedLayout([s], width: 100, options: bareOptions())
        #expect(l.ys(section: 0) == [-50, 5])
        // Every cell is still found by a rect query.
        #expect(l.attributes(in: R(0, -60, 100, 100)).count == 2)
    }
}
