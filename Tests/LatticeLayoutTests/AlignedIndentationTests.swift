import Testing
import LatticeLayout

/// `startLineIndentation` (AlignedLayoutRules §8). W 100 (or 200), contentInsets 0, spacing 5.
@Suite struct AlignedIndentationTests {
    @Test func leftIndentationExample() {
        // AlignedLayoutRules §8, first example: B flagged at x 20 -> indentation 20, room 80.
        // Lines: [A B] (15 high), [C] at 20, [D E] at 30 (40 + 5 + 35 = 80 exact), [F] at 40.
        let items = [cell(15, 15), cell(50, 5, end: true, indent: true), cell(70, 5, end: true),
                     cell(40, 5), cell(35, 5), cell(30, 5)]
        let l = alignedLayout([AlignedSection(items: items)], width: 100, options: bareOptions())
        #expect(l.frames(section: 0) == [R(0, 0, 15, 15), R(20, 0, 50, 5), R(20, 20, 70, 5),
                                         R(20, 30, 40, 5), R(65, 30, 35, 5), R(20, 40, 30, 5)])
    }

    @Test func aSecondLeftIndentationReplacesTheFirst() {
        // AlignedLayoutRules §8, second example: E at x 50 is 30 within its line -> indentation 30,
        // room 80 - 30 = 50: G, H, I each alone at x 30.
        let items = [cell(15, 10), cell(20, 10, indent: true), cell(30, 10), cell(25, 10), cell(20, 10, indent: true),
                     cell(20, 10), cell(30, 10), cell(30, 10), cell(30, 10)]
        let l = alignedLayout([AlignedSection(items: items)], width: 100, options: bareOptions())
        #expect(l.frames(section: 0).map(\.origin) == [
            Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 45, y: 0),
            Point(x: 20, y: 15), Point(x: 50, y: 15), Point(x: 75, y: 15),
            Point(x: 30, y: 30), Point(x: 30, y: 45), Point(x: 30, y: 60)])
    }

    @Test func rightIndentationExample() {
        // AlignedLayoutRules §8, right example, W 200: amounts 65 then 25; lines end at 200, 135, 110.
        let items = [cell(40, 10), cell(30, 10, indent: true), cell(60, 10),
                     cell(60, 10), cell(30, 10, indent: true), cell(20, 10),
                     cell(40, 10), cell(60, 10)]
        let l = alignedLayout([AlignedSection(horizontalAlignment: .right, items: items)], width: 200, options: bareOptions())
        #expect(l.xs(section: 0) == [60, 105, 140, 15, 80, 115, 5, 50])
        #expect(l.ys(section: 0) == [0, 0, 0, 15, 15, 15, 30, 30])
    }

    @Test func rightIndentationIgnoresTheFlaggedCellsRightInset() {
        // W 100, right. A 30, B 20 flagged with right inset 10 (box 35-65), C 20 (70-90): used 90,
        // slack 10 -> A 10, B 45, C 80. Amount = 90 - (35 + 20) = 35 -> room 65.
        // D 70 alone: 5 + 70 > 10 -> line 2, slack 65 - 70 = -5: x -5, ends at 65 = B's right edge.
        let items = [cell(30, 10), cell(20, 10, insets: EdgeInsets(right: 10), indent: true), cell(20, 10), cell(70, 10)]
        let l = alignedLayout([AlignedSection(horizontalAlignment: .right, items: items)], width: 100, options: bareOptions())
        #expect(l.xs(section: 0) == [10, 45, 80, -5])
        #expect(l.frames(section: 0)[3].maxX == l.frames(section: 0)[1].maxX)
    }

    @Test func centerIgnoresTheFlag() {
        // W 100, center: A 40, B 40 flagged (used 85, slack 15 -> x0 7): 7, 52.
        // C 40 alone: slack 60 -> 30 (the room did not shrink).
        let items = [cell(40, 10), cell(40, 10, indent: true), cell(40, 10)]
        let l = alignedLayout([AlignedSection(horizontalAlignment: .center, items: items)], width: 100, options: bareOptions())
        #expect(l.xs(section: 0) == [7, 52, 30])
    }

    @Test func flaggedFirstCellSendsLaterLinesBackToTheEdge() {
        // AlignedLayoutRules §8: A 20, B 30 flagged (x 25) -> indentation 25, room 75.
        // C 60 flagged, first on line 2 (x 0 within the line) at 25 -> indentation 0, room 75 - 0.
        // D 20 (60 + 25 > 75) starts line 3 at x 0; E 50 fits exactly (20 + 55 = 75) at 25; F 5 -> line 4.
        let items = [cell(20, 10), cell(30, 10, indent: true), cell(60, 10, indent: true), cell(20, 10),
                     cell(50, 10), cell(5, 10)]
        let l = alignedLayout([AlignedSection(items: items)], width: 100, options: bareOptions())
        #expect(l.xs(section: 0) == [0, 25, 25, 0, 25, 0])
        #expect(l.ys(section: 0) == [0, 0, 15, 30, 30, 45])
    }

    @Test func negativeLeftInsetUnindents() {
        // AlignedLayoutRules §8: A 30 flagged with left inset -10 (box 20, x -10 within its line).
        // Indentation -10, room 110: B 80 at -10, C 20 fits (80 + 25 = 105 <= 110) at -10 + 85 = 75.
        let items = [cell(30, 10, insets: EdgeInsets(left: -10), indent: true), cell(80, 10), cell(20, 10)]
        let l = alignedLayout([AlignedSection(items: items)], width: 100, options: bareOptions())
        #expect(l.frames(section: 0).map(\.origin) == [Point(x: -10, y: 0), Point(x: -10, y: 15), Point(x: 75, y: 15)])
    }

    @Test func indentationEndsWithItsSection() {
        // Two left sections, W 100, sectionSpacing 0: the flag in section 0 does not reach section 1.
        let s0 = AlignedSection(items: [cell(20, 10), cell(20, 10, indent: true), cell(90, 10)])
        let s1 = AlignedSection(items: [cell(90, 10)])
        let l = alignedLayout([s0, s1], width: 100, options: bareOptions(sectionSpacing: 0))
        // Section 0: C at 25 (indented); section 1 starts at 25, its cell at x 0.
        #expect(l.xs(section: 0) == [0, 25, 25])
        #expect(l.frames(section: 1) == [R(0, 25, 90, 10)])
    }
}

/// The reply-thread fixture (Fixtures/aligned/reply-thread.yaml, first comment): indentation + fill.
@Suite struct AlignedReplyThreadTests {
    @Test func textLinesLineUpWithTheName() {
        // W 320, contentInsets 5 (M 310, B 5), header 20, itemSpacing 8, lineSpacing 4.
        // Avatar 32 at (5, 25). Name fill: 310 - 32 - 8 = 270, box 40-310, flagged -> indentation 40,
        // room 270; shouldEndLine. Body fill (line 2, top 25 + 32 + 4 = 61): 270 wide at 5 + 40 = 45.
        // Last fill: 270 - 270 - 8 < 0 -> fresh line at 61 + 30 + 4 = 95, again 270 wide.
        let s = AlignedSection(itemSpacing: 8, lineSpacing: 4, headerHeight: 20, items: [
            cell(32, 32),
            AlignedItem(size: Size(width: 0, height: 14), fillsLine: true, shouldEndLine: true, startLineIndentation: true),
            AlignedItem(size: Size(width: 0, height: 30), fillsLine: true),
            AlignedItem(size: Size(width: 0, height: 14), fillsLine: true)])
        let l = alignedLayout([s])
        #expect(l.frames(section: 0) == [R(5, 25, 32, 32), R(45, 25, 270, 14), R(45, 61, 270, 30), R(45, 95, 270, 14)])
        #expect(l.contentSize.height == 114)   // 95 + 14 + 5
    }
}
