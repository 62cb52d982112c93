import Testing
import LatticeLayout

/// Section headers and pinning (AlignedLayoutRules §10), bounds-change invalidation (AlignedLayoutRules §12.9).
@Suite struct AlignedPinningTests {
    /// The example of AlignedLayoutRules §10: W 100, contentInsets 0, sectionSpacing 0, headers 10,
    /// section insets bottom 5, cells 45 x 20, lineSpacing 5. Sections of 4, 4 and 2 cells:
    /// rects [0, 60], [60, 120], [120, 155] (10 + 20 + 5 + 20 + 5 = 60; 10 + 20 + 5 = 35).
    func docSections() -> [AlignedSection] {
        [4, 4, 2].map { n in
            AlignedSection(insets: EdgeInsets(bottom: 5), headerHeight: 10, items: Array(repeating: cell(45, 20), count: n))
        }
    }

    func layout(offset: Double, pin: Bool = true, contentInsetTop: Double = 0) -> AlignedLayout {
        alignedLayout(docSections(), width: 100, height: 60, options: bareOptions(sectionSpacing: 0, pin: pin),
                      offsetY: offset, contentInsetTop: contentInsetTop)
    }

    func headerYs(_ l: AlignedLayout) -> [Double] { (0..<3).map { l.headerFrame($0)!.y } }

    @Test func docLayoutIsAsDrawn() {
        let l = layout(offset: 0)
        #expect(l.ys(section: 0) == [10, 10, 35, 35])
        #expect(l.xs(section: 0) == [0, 50, 0, 50])
        #expect(l.ys(section: 2) == [130, 130])
        #expect(l.contentSize == Size(width: 100, height: 155))
    }

    @Test(arguments: [(Double, [Double])]([
        // y_s = min(max(offset, top_s), bottom_s - 10) with tops 0, 60, 120 and bottoms 60, 120, 155.
        (-20.0, [0.0, 60, 120]),   // above the content: everything resting
        (0, [0, 60, 120]),
        (30, [30, 60, 120]),       // header 0 follows the edge
        (50, [50, 60, 120]),       // the doc's drawing
        (55, [50, 60, 120]),       // header 0 pushed by its section's end (60 - 10)
        (75, [50, 75, 120]),       // header 0 parked, header 1 pinned
        (130, [50, 110, 130]),
        (500, [50, 110, 145]),     // all parked
    ]))
    func headerPositionsAtOffsets(offset: Double, expected: [Double]) {
        let l = layout(offset: offset)
        #expect(headerYs(l) == expected)
        for s in 0..<3 {
            let a = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: s))!
            // Pinned exactly when the frame differs from the resting one; zIndex NSIntegerMax.
            #expect(a.isPinned == (expected[s] != [0.0, 60, 120][s]))
            #expect(a.zIndex == Int.max)
            #expect(a.frame.width == 100 && a.frame.height == 10 && a.frame.x == 0)
        }
    }

    @Test func contentInsetTopShiftsTheEdge() {
        // Edge = offset + contentInset.top = 40 + 10 = 50.
        #expect(headerYs(layout(offset: 40, contentInsetTop: 10)) == [50, 60, 120])
    }

    @Test func pinningOffKeepsRestingFramesAndZIndex0() {
        let l = layout(offset: 75, pin: false)
        #expect(headerYs(l) == [0, 60, 120])
        let a = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))!
        #expect(a.zIndex == 0 && !a.isPinned)
        #expect(l.headerPin(section: 1)?.isPinnable == false && l.headerPin(section: 1)?.activeClamp == HeaderPin.Clamp.none)
    }

    @Test func headerOfAnEmptySectionNeverPins() {
        // Section 1 has a header but no items. contentInsets 0: section 0 = header 10 + cell 20 =
        // [0, 30]; sectionSpacing 10 -> section 1 = [40, 50]. Offset 45 is past its top.
        let s = [AlignedSection(headerHeight: 10, items: [cell(10, 20)]), AlignedSection(headerHeight: 10)]
        let l = alignedLayout(s, width: 100, options: bareOptions(), offsetY: 45)
        let a = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))!
        #expect(a.frame == R(0, 40, 100, 10))
        #expect(a.zIndex == 0 && !a.isPinned)
        // Header 0 parks at 30 - 10 = 20.
        #expect(l.headerFrame(0) == R(0, 20, 100, 10))
    }

    @Test func headerPinNamesTheActiveClamp() {
        let l = layout(offset: 75)
        let i0 = l.headerPin(section: 0)!, i1 = l.headerPin(section: 1)!, i2 = l.headerPin(section: 2)!
        #expect(i0.activeClamp == .upper && i0.isPinned && i0.upperClamp == 50 && i0.upperClampSource == .sectionEnd)
        #expect(i1.activeClamp == HeaderPin.Clamp.none && i1.line == 75 && i1.isPinned)
        #expect(i1.restingFrame == R(0, 60, 100, 10) && i1.frame == R(0, 75, 100, 10))
        #expect(i1.lowerClamp == 60 && i1.upperClamp == 120 - 10)
        #expect(i2.activeClamp == .lower && !i2.isPinned)
        // The line's terms as the inspector names them: offset 75 + contentInset.top 0.
        #expect(i1.lineTerms == [HeaderPin.Term("off", 75), HeaderPin.Term("inset.top", 0)])
        #expect(l.headerPin(section: 3) == nil)
        #expect(l.headerPin(section: -1) == nil)
    }

    @Test func scrollingMovesHeadersThroughTheHost() {
        // The host asks shouldInvalidate and invalidates; the pinned header follows.
        let l = layout(offset: 0)
        l.scroll(toY: 75)
        #expect(headerYs(l) == [50, 75, 120])
        // Nothing but headers changed: prepare laid out no section.
        #expect(l.lastPrepareLaidOutSections == 0)
    }

    @Test func boundsChangeInvalidation() {
        let on = layout(offset: 0)
        // Offset change: headers with pinning on only.
        #expect(on.shouldInvalidate(forBoundsChange: R(0, 10, 100, 60)))
        #expect(on.invalidationContext(forBoundsChange: R(0, 10, 100, 60)) == .supplementaryOnly)
        let off = layout(offset: 0, pin: false)
        #expect(!off.shouldInvalidate(forBoundsChange: R(0, 10, 100, 60)))
        // Height-only change: nothing depends on it.
        #expect(!on.shouldInvalidate(forBoundsChange: R(0, 0, 100, 90)))
        // Width change: everything, pinning on or off.
        #expect(off.shouldInvalidate(forBoundsChange: R(0, 0, 80, 60)))
        #expect(on.invalidationContext(forBoundsChange: R(0, 0, 80, 60)).invalidateEverything)
    }

    @Test func widthChangeRelaysOutEverything() {
        let l = layout(offset: 0)
        let b = R(0, 0, 90, 60)
        l.invalidate(with: l.invalidationContext(forBoundsChange: b))
        l.collectionView.bounds = b
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 3)
        // W 90: 45 + 5 + 45 = 95 > 90, one cell per line: section 0 = 10 + 4 * 20 + 3 * 5 + 5 = 110.
        #expect(l.ys(section: 0) == [10, 35, 60, 85])
        #expect(l.headerFrame(1) == R(0, 110, 90, 10))
    }
}
