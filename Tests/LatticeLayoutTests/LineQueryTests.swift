import Testing
@testable import LatticeLayout

/// The per-element and rect queries (CommandLineContract §2.3: `Rect.meets`; CollectionLayout: out
/// of range is nil).
@Suite struct LineQueryTests {
    @Test func outOfRangeQueriesAreNil() {
        let layout = LineWorkedExampleTests.layout()
        #expect(layout.attributesForItem(at: IndexPath(item: 4, section: 0)) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        #expect(layout.grip(0, 4) == nil)
        #expect(layout.tail(1, 0) == nil)
        #expect(layout.header(1) == nil)
        #expect(layout.supp(LineElementKind.sectionHeader, 0, 1) == nil)   // headers are item 0 only
        #expect(layout.supp("header", 0, 0) == nil)                        // the list layout's kind
        #expect(layout.supp("nonsense", 0, 0) == nil)
        #expect(layout.line(1) == nil)
        #expect(layout.attributesForDecorationView(ofKind: LineElementKind.line, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.attributesForDecorationView(ofKind: LineElementKind.arrow, at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.attributesForDecorationView(ofKind: LineElementKind.arrow, at: IndexPath(item: 1, section: 1)) == nil)
        #expect(layout.attributesForDecorationView(ofKind: "nonsense", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.numberOfItems(inSection: 5) == 0)
    }

    /// A header or footer of length 0 is absent: only the scroll-axis length is read.
    @Test func zeroLengthHeaderIsAbsent() {
        let layout = makeLine([LineSection(headerSize: Size(width: 100, height: 0), footerSize: Size(width: 0, height: 5),
                                           items: [li(10, 10)])])
        #expect(layout.header(0) == nil)
        // The item 10 long sits at 0...10 with its grip at 2...8; the area ends at
        // max(10, 8 + 10) = 18, where the footer starts.
        #expect(layout.footer(0) == r(0, 18, 200, 5))
    }

    /// Touching edges do not count (Rect.meets): item 0 of the worked example starts at y 40, so a
    /// rect ending at 40 misses it and one ending at 40.5 catches it.
    @Test func touchingEdgesDoNotMeet() {
        let layout = LineWorkedExampleTests.layout()
        let above = layout.attributes(in: r(0, 30, 200, 10))
        #expect(!above.contains { $0.category == .cell })
        #expect(!above.contains { $0.kind == LineElementKind.sectionHeader })
        let into = layout.attributes(in: r(0, 30, 200, 10.5))
        #expect(into.contains { $0.category == .cell && $0.indexPath.item == 0 })
        #expect(layout.attributes(in: r(0, 0, 0, 500)).isEmpty)   // a zero-width rect meets nothing
    }

    /// Rect queries equal the brute-force filter over a grid of rects on the worked example.
    @Test func rectQueriesEqualBruteForce() {
        let layout = LineWorkedExampleTests.layout()
        for y in stride(from: -20.0, through: 240, by: 7) {
            for (x, w) in [(0.0, 200.0), (0, 98), (99.5, 1), (102, 100), (-10, 5)] {
                for h in [1.0, 13, 40, 150] {
                    let rect = r(x, y, w, h)
                    #expect(sorted(layout.attributes(in: rect)) == sorted(layout.bruteForce(in: rect)), "\(rect)")
                }
            }
        }
    }

    @Test func emptyLayouts() {
        let none = makeLine([])
        #expect(none.contentSize == Size(width: 200, height: 0))
        #expect(none.attributes(in: r(0, 0, 200, 200)).isEmpty)
        #expect(none.numberOfSections == 0)
        let arrows = makeLine([LineSection(items: [])], LineLayoutOptions(displayArrows: true))
        #expect(arrows.startArrowFrame == nil && arrows.endArrowFrame == nil)
    }

    /// `didModifySection:` lays out only from that section on, with the same result as a full
    /// layout.
    @Test func modifiedSectionRelaysOutFromThere() {
        var sections = [LineSection(items: [li(50, 30, .left), li(50, 30, .right)]),
                        LineSection(items: [li(50, 30, .either, label: "a")]),
                        LineSection(items: [li(50, 30, .both)])]
        let layout = makeLine(sections)
        sections[1].items.append(li(40, 80, .right))
        layout.sections = sections
        layout.needsLayoutFrom = nil                     // as if only section 1 were reported
        layout.invalidate(with: InvalidationContext(modifiedSection: 1))
        layout.prepare()
        #expect(layout.lastPrepareLaidOutSections == 2)
        let fresh = makeLine(sections)
        #expect(sorted(layout.allElements()) == sorted(fresh.allElements()))
        #expect(layout.contentSize == fresh.contentSize)
    }

    /// Bad numbers never crash: NaN, infinite and negative sizes and spacings count as 0.
    @Test func badInputDoesNotCrash() {
        let o = LineLayoutOptions(itemSize: Size(width: .nan, height: -5), sectionInset: EdgeInsets(all: .infinity),
                                  minimumInteritemSpacing: -3, maximumLineItemSpacing: .nan,
                                  headerReferenceSize: Size(width: 0, height: .infinity),
                                  lineThickness: .nan, gripSize: -1, tailWidth: .infinity,
                                  lineLabelSize: Size(width: .nan, height: .nan))
        let layout = makeLine([LineSection(items: [LineItem(), li(.infinity, .nan, .right, label: ""), li(-1, 1e300, .both)])],
                              o, width: -50, height: .nan)
        let all = layout.attributes(in: r(-1e9, -1e9, 2e9, 2e9))
        #expect(layout.contentSize.width == 0)
        #expect(all.allSatisfy { $0.frame.x.isFinite && $0.frame.y.isFinite })
    }
}
