import Testing
@testable import LatticeLayout

/// Sticky headers (ListLayoutRules §6 and §10.2, §10.3 "Sticky, horizontal").
@Suite struct ListStickyHeaderTests {
    /// ListLayoutRules §10.2 "sticky walk".
    static let walk = [ListSection(headerSize: ref(10), itemSizes: items([(100, 20), (100, 20)])),
                       ListSection(headerSize: ref(10), itemSizes: items([(100, 30), (100, 30), (100, 30)]))]
    static let sticky = ListLayoutOptions(stickyHeaders: true)

    /// ListLayoutRules §10.2's offset table: (offset, header 0 S start, pinned, header 1 S start,
    /// pinned).
    static let walkTable: [(Double, Double, Bool, Double, Bool)] = [
        (-20, 0, false, 50, false), (0, 0, false, 50, false), (15, 15, true, 50, false),
        (40, 40, true, 50, false), (45, 40, true, 50, false), (60, 40, true, 60, true),
        (140, 40, true, 140, true), (200, 40, true, 200, true),
    ]

    @Test(arguments: bothDirections) func walkThroughOffsets(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.walk, options: Self.sticky)
        #expect(l.contentSize == o.size(S(100, 150)))
        for (offset, h0, p0, h1, p1) in Self.walkTable {
            l.scroll(to: o.point(Point(x: 0, y: offset)))
            let a0 = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
            let a1 = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))
            #expect(a0?.frame == o.rect(R(0, h0, 100, 10)), "offset \(offset)")
            #expect(a0?.isPinned == p0, "offset \(offset)")
            #expect(a1?.frame == o.rect(R(0, h1, 100, 10)), "offset \(offset)")
            #expect(a1?.isPinned == p1, "offset \(offset)")
        }
    }

    /// ListLayoutRules §10.2: at offset 200 a viewport query returns nothing (section 1's bounds
    /// 50…150 miss it), though header 1 is computed at 200; a rect that also meets the bounds lists
    /// it.
    @Test(arguments: bothDirections) func overscrolledLastHeaderIsDropped(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout(Self.walk, options: Self.sticky, offset: Point(x: 0, y: 200))
        #expect(l.attributes(in: o.rect(R(0, 200, 100, 100))).isEmpty)
        let wide = l.attributes(in: o.rect(R(0, 100, 100, 200)))
        let header1 = wide.first { $0.kind == ElementKind.header && $0.indexPath.section == 1 }
        #expect(header1?.frame == o.rect(R(0, 200, 100, 10)))
        #expect(header1?.isPinned == true)
        #expect(header1?.zIndex == 1999)
    }

    /// ListLayoutRules §10.2: the same fixture at offset 30 with topContentInset and
    /// stickyHeaderYOffset.
    @Test(arguments: bothDirections) func lineTerms(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let rows: [(Double, Double, Double, Double)] = [(0, 0, 30, 50), (10, 0, 40, 50), (10, -10, 30, 50), (0, 25, 40, 55)]
        for (top, yOffset, h0, h1) in rows {
            let l = o.layout(Self.walk, options: ListLayoutOptions(stickyHeaders: true, topContentInset: top, stickyHeaderYOffset: yOffset),
                             offset: Point(x: 0, y: 30))
            #expect(l.header(0) == o.rect(R(0, h0, 100, 10)), "top \(top) yOffset \(yOffset)")
            #expect(l.header(1) == o.rect(R(0, h1, 100, 10)), "top \(top) yOffset \(yOffset)")
        }
    }

    /// ListLayoutRules §10.2 "sticky header in the gap": header 0 slides into the inset gap (hi =
    /// 60) and is dropped from viewport queries once section 0's bounds (10…50) leave the viewport.
    @Test(arguments: bothDirections) func headerInTheGapDisappears(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let inset = EdgeInsets(top: 10, bottom: 10)
        let l = o.layout([ListSection(insets: inset, headerSize: ref(10), itemSizes: items([(100, 30)])),
                          ListSection(insets: inset, headerSize: ref(10), itemSizes: items([(100, 30), (100, 30), (100, 30)]))],
                         options: Self.sticky)
        #expect(l.cell(0, 0) == o.rect(R(0, 20, 100, 30)))
        #expect(l.cell(1, 2) == o.rect(R(0, 140, 100, 30)))
        #expect(l.contentSize == o.size(S(100, 180)))
        let rows: [(Double, Double, Bool)] = [(45, 45, true), (50, 50, false), (55, 55, false), (65, 60, false)]
        for (offset, computed, returned) in rows {
            l.scroll(to: o.point(Point(x: 0, y: offset)))
            #expect(l.header(0) == o.rect(R(0, computed, 100, 10)), "offset \(offset)")
            let viewport = l.collectionView.bounds
            let listed = l.attributes(in: viewport).contains { $0.kind == ElementKind.header && $0.indexPath.section == 0 }
            #expect(listed == returned, "offset \(offset)")
        }
    }

    /// ListLayoutRules §10.2 "next section shares the row": hi = 0 < lo = 10, so header 0 is pulled
    /// back before its rest at every offset, reported as pinned.
    @Test(arguments: bothDirections) func pulledBackBeforeRest(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        let l = o.layout([ListSection(insets: EdgeInsets(top: 10), headerSize: ref(10), itemSizes: items([(40, 20)])),
                          ListSection(itemSizes: items([(40, 20)]))], options: Self.sticky)
        #expect(l.cell(0, 0) == o.rect(R(0, 20, 40, 20)))
        #expect(l.cell(1, 0) == o.rect(R(40, 10, 40, 20)))
        for offset in [-30.0, 0, 5, 30] {
            l.scroll(to: o.point(Point(x: 0, y: offset)))
            let a = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
            #expect(a?.frame == o.rect(R(0, 0, 100, 10)), "offset \(offset)")
            #expect(a?.isPinned == true)
        }
        let info = l.headerPin(section: 0)
        #expect(info?.lowerClamp == 10 && info?.upperClamp == 0 && info?.activeClamp == .upper)
    }

    /// ListLayoutRules §10.3 "Sticky, horizontal": lo 10, hi = 52 − 8 = 44.
    @Test func horizontalSticky() {
        let sectionInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let l = makeList([ListSection(insets: sectionInsets, lineSpacing: 4, interitemSpacing: 2, headerSize: ref(8), footerSize: ref(6),
                                      itemSizes: items([(20, 20), (30, 20), (20, 20)])),
                          ListSection(insets: sectionInsets, lineSpacing: 4, interitemSpacing: 2,
                                      itemSizes: items([(20, 15), (20, 15)]))],
                         viewport: S(100, 60), options: ListLayoutOptions(scrollDirection: .horizontal, stickyHeaders: true))
        let rows: [(Double, Double, Bool)] = [(0, 10, false), (5, 10, false), (30, 30, true), (44, 44, true), (50, 44, true), (100, 44, true)]
        for (x, minX, pinned) in rows {
            l.scroll(to: Point(x: x, y: 0))
            let a = l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
            #expect(a?.frame == R(minX, 5, 8, 50), "offset \(x)")
            #expect(a?.isPinned == pinned, "offset \(x)")
        }
        // At x = 100 the viewport query (100…200) no longer returns it; footers never move.
        #expect(!l.attributes(in: l.collectionView.bounds).contains { $0.kind == ElementKind.header })
        #expect(l.footer(0) == R(82, 5, 6, 50))
    }

    /// ListLayoutRules §6 for the inspector: the parts of the formula and which clamp acted.
    @Test func headerPinParts() {
        let l = makeList(Self.walk, options: ListLayoutOptions(stickyHeaders: true, topContentInset: 5, stickyHeaderYOffset: 2))
        l.scroll(to: Point(x: 0, y: 38))    // line 45 > hi 40
        var info = l.headerPin(section: 0)
        #expect(info?.line == 45 && info?.lowerClamp == 0 && info?.upperClamp == 40)
        // line = offset 38 + topContentInset 5 + stickyHeaderYOffset 2; hi from the next section's start.
        #expect(info?.lineTerms == [HeaderPin.Term("off", 38), HeaderPin.Term("top", 5), HeaderPin.Term("yOff", 2)])
        #expect(info?.upperClampSource == .nextSectionStart && info?.isPinnable == true)
        #expect(info?.activeClamp == .upper && info?.isPinned == true)
        #expect(info?.restingFrame == R(0, 0, 100, 10) && info?.frame == R(0, 40, 100, 10))
        l.scroll(to: Point(x: 0, y: 8))     // line 15 between lo and hi
        info = l.headerPin(section: 0)
        #expect(info?.activeClamp == HeaderPin.Clamp.none && info?.frame == R(0, 15, 100, 10))
        l.scroll(to: Point(x: 0, y: -27))   // line −20 < lo
        info = l.headerPin(section: 0)
        #expect(info?.activeClamp == .lower && info?.isPinned == false)
        let last = l.headerPin(section: 1)
        #expect(last != nil && last?.upperClamp == nil && last?.lowerClamp == 50)
        #expect(l.headerPin(section: 2) == nil && l.headerPin(section: -1) == nil)
        let headerless = makeList([ListSection(itemSizes: items([(10, 10)]))], options: Self.sticky)
        #expect(headerless.headerPin(section: 0) == nil)
    }

    /// ListLayoutRules §6: with sticky headers off nothing moves and nothing is pinned.
    @Test func stickyOffPinsNothing() {
        let l = makeList(Self.walk, offset: Point(x: 0, y: 45))
        #expect(l.header(0) == R(0, 0, 100, 10))
        #expect(l.allElements.allSatisfy { !$0.isPinned })
        #expect(l.headerPin(section: 0)?.isPinned == false)
    }
}
