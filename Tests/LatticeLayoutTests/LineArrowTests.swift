import Testing
@testable import LatticeLayout

/// The `arrow` decorations (LineLayoutRules §2.9).
@Suite struct LineArrowTests {
    /// Viewport 100 x 100, line centre x 50, grip 6, spacing 10; four left items 50 long:
    /// 0...50 (grip 22...28), then each 60 later (side rule 50 + 10): 60...110, 120...170, 180...230.
    static func layout(arrows: Bool = true) -> LineLayout {
        makeLine([LineSection(items: Array(repeating: li(40, 50, .left), count: 4))],
                 LineLayoutOptions(displayArrows: arrows), width: 100, height: 100)
    }

    /// Scrolls the way a host does: ask, invalidate with the context, set the bounds, prepare.
    static func scroll(_ layout: LineLayout, toY y: Double) {
        let b = Rect(x: 0, y: y, width: 100, height: 100)
        if layout.shouldInvalidate(forBoundsChange: b) {
            layout.invalidate(with: layout.invalidationContext(forBoundsChange: b))
        }
        layout.collectionView.bounds = b
        layout.prepare()
    }

    @Test func arrowsAppearAndDisappearWhileScrolling() {
        let layout = Self.layout()
        #expect(layout.items(0) == [r(0, 0, 40, 50), r(0, 60, 40, 50), r(0, 120, 40, 50), r(0, 180, 40, 50)])
        // Bounds 0...100: nothing starts above 0; item 1 ends at 110 > 100 => end arrow at 94.
        #expect(layout.startArrowFrame == nil)
        #expect(layout.endArrowFrame == r(47, 94, 6, 6))
        // Bounds 10...110: item 0 starts at 0 < 10 => start arrow at 10; item 2 ends 170 > 110.
        Self.scroll(layout, toY: 10)
        #expect(layout.startArrowFrame == r(47, 10, 6, 6))
        #expect(layout.endArrowFrame == r(47, 104, 6, 6))
        // Bounds 130...230: items start above 130; nothing ends after 230 => no end arrow.
        Self.scroll(layout, toY: 130)
        #expect(layout.startArrowFrame == r(47, 130, 6, 6))
        #expect(layout.endArrowFrame == nil)
        // Bounds 110...210: item 3 ends at 230, partly beyond the edge, and still counts.
        Self.scroll(layout, toY: 110)
        #expect(layout.endArrowFrame == r(47, 204, 6, 6))
        // Back to the top: the start arrow goes away again.
        Self.scroll(layout, toY: 0)
        #expect(layout.startArrowFrame == nil)
        // The rect query returns exactly the arrows the per-element queries give.
        let arrows = layout.attributes(in: r(0, 0, 100, 100)).filter { $0.kind == LineElementKind.arrow }
        #expect(arrows.map(\.frame) == [r(47, 94, 6, 6)])
        #expect(arrows.first?.category == .decoration)
        #expect(arrows.first?.zIndex == 2)
    }

    /// An offset change invalidates only the decorations; a new width everything; without
    /// displayArrows an offset change does not invalidate at all.
    @Test func boundsChangeInvalidation() {
        let layout = Self.layout()
        let scrolled = r(0, 40, 100, 100)
        #expect(layout.shouldInvalidate(forBoundsChange: scrolled))
        #expect(layout.invalidationContext(forBoundsChange: scrolled) == InvalidationContext(invalidateDecorationAttributes: true))
        #expect(!layout.shouldInvalidate(forBoundsChange: r(0, 0, 100, 100)))
        let wider = r(0, 0, 120, 100)
        #expect(layout.shouldInvalidate(forBoundsChange: wider))
        #expect(layout.invalidationContext(forBoundsChange: wider).invalidateEverything)
        layout.invalidate(with: .everything)
        layout.collectionView.bounds = wider
        layout.prepare()
        #expect(layout.lastPrepareLaidOutSections == 1)
        #expect(layout.line(0)?.minX == 59)   // centre 60 now

        let plain = Self.layout(arrows: false)
        #expect(!plain.shouldInvalidate(forBoundsChange: scrolled))
        #expect(plain.startArrowFrame == nil && plain.endArrowFrame == nil)
    }

    /// The arrow sits on the line of the section holding the nearest item beyond the edge.
    /// Viewport 200 x 30. Section 0: box 0...200, centre 100, one item 50 long at 0...50.
    /// Section 1: inset left 100 => box 100...200, centre 150; one item at 50...100.
    @Test func arrowFollowsTheNearestItemsSection() {
        let sections = [LineSection(items: [li(40, 50, .left)]),
                        LineSection(insets: EdgeInsets(top: 0, left: 100, bottom: 0, right: 0), items: [li(40, 50, .left)])]
        let layout = makeLine(sections, LineLayoutOptions(displayArrows: true), width: 200, height: 30)
        #expect(layout.cell(1, 0)?.minY == 50)
        #expect(layout.endArrowFrame == r(97, 24, 6, 6))          // item (0, 0) ends at 50 > 30
        let b = r(0, 60, 200, 30)                                  // bounds 60...90
        layout.invalidate(with: layout.invalidationContext(forBoundsChange: b))
        layout.collectionView.bounds = b
        layout.prepare()
        #expect(layout.startArrowFrame == r(147, 60, 6, 6))       // last start above 60: (1, 0) at 50
        #expect(layout.endArrowFrame == r(147, 84, 6, 6))         // first end below 90: (1, 0) at 100
    }
}

extension LineLayout {
    func items(_ s: Int) -> [Rect] { (0..<numberOfItems(inSection: s)).compactMap { cell(s, $0) } }
}
