import Testing
import LatticeLayout

/// Horizontal placement of lines and vertical alignment on a line (AlignedLayoutRules §5 and §6).
@Suite struct AlignedAlignmentTests {
    /// FSQ's "Alignments" demo (AlignedLayoutRules §5): squares 60 60 40 80 25 60 15 40, the 15 one with
    /// insets t5 l15 b25 r5 (box 35 x 45), in three sections left/top, center/center, right/bottom.
    func demoSections() -> [AlignedSection] {
        let items = [60.0, 60, 40, 80, 25, 60, 15, 40].map { w in
            w == 15 ? cell(15, 15, insets: EdgeInsets(top: 5, left: 15, bottom: 25, right: 5)) : cell(w, w)
        }
        return [AlignedSection(horizontalAlignment: .left, verticalAlignment: .top, items: items),
                AlignedSection(horizontalAlignment: .center, verticalAlignment: .center, items: items),
                AlignedSection(horizontalAlignment: .right, verticalAlignment: .bottom, items: items)]
    }

    @Test func demoSecondLinesMatchTheDocTable() {
        let l = alignedLayout(demoSections())
        // The table of AlignedLayoutRules §5 (line 2: cells 5, 6, 7).
        #expect(Array(l.frames(section: 0)[5...]) == [R(5, 90, 60, 60), R(85, 95, 15, 15), R(110, 90, 40, 40)])
        #expect(Array(l.frames(section: 1)[5...]) == [R(87, 245, 60, 60), R(167, 272.5, 15, 15), R(192, 255, 40, 40)])
        #expect(Array(l.frames(section: 2)[5...]) == [R(170, 400, 60, 60), R(250, 450, 15, 15), R(275, 420, 40, 40)])
        // Sections start at 5, 160, 315 and are 145 high: content 315 + 145 + 5.
        #expect(l.contentSize == Size(width: 320, height: 465))
    }

    @Test func demoFirstLines() {
        let l = alignedLayout(demoSections())
        // Line 1 boxes at 0, 65, 130, 175, 260 (used 285, slack 25); x0 = 5 / 5 + floor(12.5) = 17 / 30.
        #expect(Array(l.xs(section: 0)[..<5]) == [5, 70, 135, 180, 265])
        #expect(Array(l.xs(section: 1)[..<5]) == [17, 82, 147, 192, 277])
        #expect(Array(l.xs(section: 2)[..<5]) == [30, 95, 160, 205, 290])
        // Line 1 is 80 high. Top: all at 5. Center (top 160): 160 + (80 - h) / 2.
        // Bottom (top 315): 315 + 80 - h.
        #expect(Array(l.ys(section: 0)[..<5]) == [5, 5, 5, 5, 5])
        #expect(Array(l.ys(section: 1)[..<5]) == [170, 170, 180, 160, 187.5])
        #expect(Array(l.ys(section: 2)[..<5]) == [335, 335, 355, 315, 370])
    }

    @Test(arguments: [(AlignedVerticalAlignment.top, [0.0, 5, 10]), (.center, [0, 10, 15]), (.bottom, [0, 15, 20])])
    func verticalAlignmentExampleOfSection6(alignment: AlignedVerticalAlignment, ys: [Double]) {
        // AlignedLayoutRules §6 table: W 100, contentInsets 0. A 20x20, B 20x10 insets t5 b5, C 20x10 t10.
        // Line height 20; y = lineTop + t + offset, the offset uses the cell's own height.
        let s = AlignedSection(verticalAlignment: alignment,
                               items: [cell(20, 20), cell(20, 10, insets: EdgeInsets(top: 5, bottom: 5)),
                                       cell(20, 10, insets: EdgeInsets(top: 10))])
        let l = alignedLayout([s], width: 100, options: bareOptions())
        #expect(l.ys(section: 0) == ys)
        #expect(l.xs(section: 0) == [0, 25, 50])
        // The section height is the line height (20), whatever hangs below it.
        #expect(l.contentSize.height == 20)
    }

    @Test(arguments: [(AlignedVerticalAlignment.top, [0.0, 0, 0, 35]), (.center, [0, 10, 5, 35]), (.bottom, [0, 20, 10, 35])])
    func mixedHeightsOnALine(alignment: AlignedVerticalAlignment, ys: [Double]) {
        // W 100, contentInsets 0: A 20x30, B 20x10, C 20x20 -> line 30 high;
        // center: (30 - h) / 2 = 0, 10, 5; bottom: 30 - h = 0, 20, 10.
        // D 20x6 starts line 2 (begin) at 30 + 5; alone, it is as high as its line: y 35 always.
        let s = AlignedSection(verticalAlignment: alignment,
                               items: [cell(20, 30), cell(20, 10), cell(20, 20), cell(20, 6, begin: true)])
        let l = alignedLayout([s], width: 100, options: bareOptions())
        #expect(l.ys(section: 0) == ys)
    }

    @Test func centerFloorsTheHalfSlackAlsoWhenNegative() {
        // AlignedLayoutRules §5: W 100, contentInsets 0. A 33 -> slack 67, floor(33.5) = 33.
        let l = alignedLayout([AlignedSection(horizontalAlignment: .center, items: [cell(33, 10)])], width: 100, options: bareOptions())
        #expect(l.xs(section: 0) == [33])
        // floorf: slack 100 - 94.00000002 = 5.99999998, half 2.99999999 rounds to the Float 3.0, so
        // x0 = 3 (a Double floor would give 2).
        let f = alignedLayout([AlignedSection(horizontalAlignment: .center, items: [cell(94.00000002, 10)])], width: 100, options: bareOptions())
        #expect(f.xs(section: 0) == [3])
        // Vertical centering is not rounded: 10 and 5 high -> (10 - 5) / 2 = 2.5.
        let v = alignedLayout([AlignedSection(verticalAlignment: .center, items: [cell(10, 10), cell(10, 5)])], width: 100, options: bareOptions())
        #expect(v.ys(section: 0) == [0, 2.5])
    }

    @Test func rightAlignedLinesEndAtTheRoomsEdgeIncludingSectionInsets() {
        // W 100, contentInsets 5, section insets l10 r20: M 60, B 15; right: line ends at 75.
        // Cells 20 and 15 (used 40): x0 = 15 + 20 = 35 -> 35, 60.
        let s = AlignedSection(horizontalAlignment: .right, insets: EdgeInsets(left: 10, right: 20),
                               items: [cell(20, 10), cell(15, 10)])
        let l = alignedLayout([s], width: 100)
        #expect(l.xs(section: 0) == [35, 60])
    }
}
