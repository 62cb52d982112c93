import Testing
import LatticeLayout

/// Hand-worked examples of CompositionalLayoutRules, each checked in the vertical direction as
/// written and in the horizontal direction turned a quarter (`Comp.turned`).
@Suite struct CompositionalRulesTests {
    typealias D = CompositionalDimension

    /// Expected frames: cells by index path, supplementary and decoration views by kind and section.
    struct Expect {
        var cells: [(Int, Int, Rect)] = []
        var views: [(String, Int, Rect)] = []
        var content: Size?
    }

    /// Checks `e` against the layout as written (vertical) and turned (horizontal).
    func check(_ sections: [CompositionalSection], _ options: CompositionalLayoutOptions = CompositionalLayoutOptions(),
               viewport: Size, offset: Point = Point(x: 0, y: 0), inset: EdgeInsets = .zero, _ e: Expect,
               sourceLocation: SourceLocation = #_sourceLocation) {
        let layouts = [(Comp.layout(sections, options, viewport: viewport, offset: offset, inset: inset), false),
                       (Comp.turned(sections, options, viewport: viewport, offset: offset, inset: inset), true)]
        for (l, turned) in layouts {
            let f: (Rect) -> Rect = turned ? Comp.t : { $0 }
            let name = turned ? "horizontal" : "vertical"
            for (s, i, r) in e.cells {
                #expect(l.attributesForItem(at: IndexPath(item: i, section: s))?.frame == f(r), "\(name) cell \(s).\(i)", sourceLocation: sourceLocation)
            }
            for (kind, s, r) in e.views {
                let a = l.attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s))
                    ?? l.attributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: s))
                #expect(a?.frame == f(r), "\(name) \(kind) \(s)", sourceLocation: sourceLocation)
            }
            if let c = e.content {
                #expect(l.contentSize == (turned ? Comp.t(c) : c), "\(name) content size", sourceLocation: sourceLocation)
            }
        }
    }

    func section(_ group: CompositionalGroup, items: Int, spacing: Double = 0, insets: EdgeInsets = .zero) -> CompositionalSection {
        CompositionalSection(group: group, itemCount: items, interGroupSpacing: spacing, contentInsets: insets)
    }

    @Test func fractionsResolveAgainstTheContentAreaAndInsetsShrinkTheCell() {
        // CompositionalLayoutRules §0.2: C = 300 − contentInset 10 − 10 = 280 wide.
        // CompositionalLayoutRules §1.4: section insets 20 + 20 leave 240; the group is fw 1 × fw
        // 1/4 = 240 × 60. CompositionalLayoutRules §1.3: items fw 1/2 of the group = 120 × 60.
        // CompositionalLayoutRules §2.2: insets 3 give cells 114 × 54.
        // CompositionalLayoutRules §4.3: group 0 at (20, 0), group 1 at y 60.
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .fractionalWidth(0.25)),
                                              [Comp.item(.fractionalWidth(0.5), .fractionalHeight(1), insets: 3)])
        check([section(g, items: 3, insets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))],
              viewport: Size(width: 300, height: 400), inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
              Expect(cells: [(0, 0, R(23, 3, 114, 54)), (0, 1, R(143, 3, 114, 54)), (0, 2, R(23, 63, 114, 54))],
                     content: Size(width: 280, height: 120)))
    }

    @Test func estimatedAxesIgnoreInsets() {
        // CompositionalLayoutRules §2.3: width fw 1 (insets apply: 100 − 4 − 4 = 92), height est 30
        // (insets ignored: 30).
        let g = CompositionalGroup.horizontal(Comp.size(.absolute(100), .absolute(30)),
                                              [Comp.item(.fractionalWidth(1), .estimated(30), insets: 4)])
        check([section(g, items: 1)], viewport: Size(width: 100, height: 100), Expect(cells: [(0, 0, R(4, 0, 92, 30))]))
    }

    @Test func subitemsRepeatWhileTheyFitThenFlexibleSpacingSharesTheRest() {
        // CompositionalLayoutRules §3.2: slots of 30, min gap 4, in 100: 0…30, 34…64, 68…98; a
        // fourth would end at 132. CompositionalLayoutRules §3.7: left over 100 − 90 − 2·4 = 2,
        // each gap 4 + 1 = 5: starts 0, 35, 70 (70 + 30 = 100).
        var g = CompositionalGroup.horizontal(Comp.size(.absolute(100), .absolute(20)), [Comp.item(.absolute(30), .fractionalHeight(1))])
        g.interItemSpacing = .flexible(4)
        check([section(g, items: 3)], viewport: Size(width: 100, height: 100),
              Expect(cells: [(0, 0, R(0, 0, 30, 20)), (0, 1, R(35, 0, 30, 20)), (0, 2, R(70, 0, 30, 20))]))
        // The same with fixed spacing: 0, 34, 68, and the group still holds 3 (k = 3: item 3 is in group 1 at y 20).
        g.interItemSpacing = .fixed(4)
        check([section(g, items: 4)], viewport: Size(width: 100, height: 100),
              Expect(cells: [(0, 1, R(34, 0, 30, 20)), (0, 2, R(68, 0, 30, 20)), (0, 3, R(0, 20, 30, 20))]))
    }

    @Test func aSlotLongerThanItsGroupIsStillPlacedAlone() {
        // CompositionalLayoutRules §3.2: at least one slot; CompositionalLayoutRules §3.7: one
        // flexible slot stays at the leading edge.
        var g = CompositionalGroup.horizontal(Comp.size(.absolute(50), .absolute(10)), [Comp.item(.absolute(80), .fractionalHeight(1))])
        g.interItemSpacing = .flexible(0)
        check([section(g, items: 2)], viewport: Size(width: 100, height: 100),
              Expect(cells: [(0, 0, R(0, 0, 80, 10)), (0, 1, R(0, 10, 80, 10))]))
    }

    @Test func countMakesEqualSlotsAndRepeatingKeepsTheItemSize() {
        // CompositionalLayoutRules §3.4: (100 − 2·5) / 3 = 30 per slot, at 0, 35, 70; the item's
        // width (abs 999) is ignored, its height fh 1/2 of 40 = 20 is kept.
        var g = CompositionalGroup(axis: .horizontal, layoutSize: Comp.size(.absolute(100), .absolute(40)),
                                   subitems: [Comp.item(.absolute(999), .fractionalHeight(0.5))], arrangement: .count(3),
                                   interItemSpacing: .fixed(5))
        check([section(g, items: 3)], viewport: Size(width: 200, height: 100),
              Expect(cells: [(0, 0, R(0, 0, 30, 20)), (0, 1, R(35, 0, 30, 20)), (0, 2, R(70, 0, 30, 20))]))
        // CompositionalLayoutRules §3.5: three 40-wide slots 5 apart in a 100-wide group: 0, 45, 90
        // (the last overflows).
        g.subitems = [Comp.item(.absolute(40), .fractionalHeight(1))]
        g.arrangement = .repeating(3)
        check([section(g, items: 3)], viewport: Size(width: 200, height: 100),
              Expect(cells: [(0, 0, R(0, 0, 40, 40)), (0, 1, R(45, 0, 40, 40)), (0, 2, R(90, 0, 40, 40))]))
    }

    @Test func nestedGroupsFillDepthFirstAndTheLastGroupKeepsItsPositions() {
        // CompositionalLayoutRules §3.8, §3.9: a 200 × 100 group: item A 140 × 100, then a column
        // 60 × 100 of two 60 × 50. k = 3: 0 = A, 1 and 2 the column. CompositionalLayoutRules §4.3
        // with spacing 10: group 1 at y 110; CompositionalLayoutRules §4.4: item 3 alone in group 1
        // sits where A sits. Extent: 2·100 + 10 = 210.
        let column = CompositionalGroup.vertical(Comp.size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                 [Comp.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .absolute(100)),
                                              [Comp.item(.fractionalWidth(0.7), .fractionalHeight(1)), .group(column)])
        check([section(g, items: 4, spacing: 10)], viewport: Size(width: 200, height: 300),
              Expect(cells: [(0, 0, R(0, 0, 140, 100)), (0, 1, R(140, 0, 60, 50)), (0, 2, R(140, 50, 60, 50)),
                             (0, 3, R(0, 110, 140, 100))],
                     content: Size(width: 200, height: 210)))
    }

    @Test func sectionsStackWithInterSectionSpacingAndHeadersMakeRoom() {
        // CompositionalLayoutRules §4.1, §4.2, §6.1: section 0: header 20 (sized against 100 − 10 −
        // 10 = 80, at x 10), top inset 5, one 30-tall group, bottom 5: 0…60. Spacing 7: section 1
        // starts at 67; an empty section (CompositionalLayoutRules §4.5) with insets 5 + 5 ends at
        // 77; spacing 7: section 2 at 84 holds one row, footer 10: 84…124, no spacing after it
        // (CompositionalLayoutRules §4.1).
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .absolute(30)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        let insets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        var s0 = section(g, items: 1, insets: insets)
        s0.boundarySupplementaryItems = [CompositionalBoundaryItem(elementKind: "h", layoutSize: Comp.size(.fractionalWidth(1), .absolute(20)), alignment: .top)]
        var s2 = section(g, items: 1)
        s2.boundarySupplementaryItems = [CompositionalBoundaryItem(elementKind: "f", layoutSize: Comp.size(.fractionalWidth(1), .absolute(10)), alignment: .bottom)]
        check([s0, section(g, items: 0, insets: insets), s2], CompositionalLayoutOptions(interSectionSpacing: 7),
              viewport: Size(width: 100, height: 300),
              Expect(cells: [(0, 0, R(10, 25, 80, 30)), (2, 0, R(0, 84, 100, 30))],
                     views: [("h", 0, R(10, 0, 80, 20)), ("f", 2, R(0, 114, 100, 10))],
                     content: Size(width: 100, height: 124)))
    }

    @Test func alignmentOffsetAndBoundaryItemsThatDoNotExtend() {
        // CompositionalLayoutRules §6.2: a 30 × 10 topTrailing badge at x 100 − 30 = 70, moved by
        // (−5, 2); CompositionalLayoutRules §6.3: it does not extend, so the cells start at 0. A 40
        // × 10 .top item, centred: x (100 − 40) / 2 = 30, and it extends: cells start at 10.
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .absolute(30)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        var s = section(g, items: 1)
        s.boundarySupplementaryItems = [
            CompositionalBoundaryItem(elementKind: "badge", layoutSize: Comp.size(.absolute(30), .absolute(10)), alignment: .topTrailing,
                                      absoluteOffset: Point(x: -5, y: 2), extendsBoundary: false),
            CompositionalBoundaryItem(elementKind: "title", layoutSize: Comp.size(.absolute(40), .absolute(10)), alignment: .top)]
        check([s], viewport: Size(width: 100, height: 100),
              Expect(cells: [(0, 0, R(0, 10, 100, 30))], views: [("badge", 0, R(65, 2, 30, 10)), ("title", 0, R(30, 0, 40, 10))]))
    }

    @Test func orthogonalSectionsRunSidewaysWithTheirOwnClampedOffset() {
        // CompositionalLayoutRules §5.2: 80-wide groups, spacing 10, leading inset 5: origins x 5,
        // 95, 185. CompositionalLayoutRules §5.5: sideways length 5 + 3·80 + 2·10 + 5 = 270; C 100,
        // so offsets clamp to 0…170 (CompositionalLayoutRules §5.6): 500 → 170, cells at 5 − 170 =
        // −165, −75, 15. CompositionalLayoutRules §5.4: extent 0 + 40 + 0 = 40.
        let g = CompositionalGroup.horizontal(Comp.size(.absolute(80), .absolute(40)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        var s = section(g, items: 3, spacing: 10, insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        s.orthogonalScrollingBehavior = .continuous
        s.orthogonalOffset = 500
        check([s], viewport: Size(width: 100, height: 100),
              Expect(cells: [(0, 0, R(-165, 0, 80, 40)), (0, 1, R(-75, 0, 80, 40)), (0, 2, R(15, 0, 80, 40))],
                     content: Size(width: 100, height: 40)))
        let l = Comp.layout([s], viewport: Size(width: 100, height: 100))
        #expect(l.maximumOrthogonalOffset(section: 0) == 170 && l.orthogonalOffset(section: 0) == 170)
        l.setOrthogonalOffset(20, section: 0)
        #expect(l.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == R(-15, 0, 80, 40))
    }

    @Test func groupPagingCenteredCentresGroupZeroAndFlingsRestOnGroups() {
        // CompositionalLayoutRules §5.7: (100 − 60) / 2 = 20 before the first group: x 20.
        // CompositionalLayoutRules §5.8: step 60 + 0; proposed 70 with positive velocity rounds up
        // to 2 steps = 120; sideways length 20 + 3·60 + 20 = 220, so the largest offset is 120.
        // Paging: page = 100; proposed 130, no velocity → 100.
        let g = CompositionalGroup.horizontal(Comp.size(.absolute(60), .absolute(40)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        var s = section(g, items: 3)
        s.orthogonalScrollingBehavior = .groupPagingCentered
        check([s], viewport: Size(width: 100, height: 100), Expect(cells: [(0, 0, R(20, 0, 60, 40)), (0, 1, R(80, 0, 60, 40))]))
        let l = Comp.layout([s], viewport: Size(width: 100, height: 100))
        #expect(l.targetOrthogonalOffset(section: 0, proposed: 70, velocity: 1) == 120)
        #expect(l.targetOrthogonalOffset(section: 0, proposed: 70, velocity: -1) == 60)
        s.orthogonalScrollingBehavior = .paging
        let p = Comp.layout([s], viewport: Size(width: 100, height: 100))
        // Without centring: length 3·60 = 180, largest offset 80, so page 1 (100) clamps to 80.
        #expect(p.targetOrthogonalOffset(section: 0, proposed: 130, velocity: 0) == 80)
        #expect(p.targetOrthogonalOffset(section: 0, proposed: 30, velocity: 0) == 0)
    }

    @Test func pinnedHeadersAndFootersFollowTheClamp() {
        // Sections of 10 rows of 20 (200 tall) under a 20-tall header and over a 20-tall footer:
        // section 0 is 0…240, section 1 240…480. Viewport 100 tall, offset 100, content inset top
        // 10: CompositionalLayoutRules §6.4 header 0: min(max(100 + 10, 0), 240 − 20) = 110. Header
        // 1 rests at 240 (> 110). Footer 0: line 100 + 100 − 0 − 20 = 180; max(min(180, 220), 0) =
        // 180. Footer 1: line 180 is before its section (240): max(min(180, 460), 240) = 240, held
        // at its start.
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .absolute(20)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        var s = section(g, items: 10)
        s.boundarySupplementaryItems = [
            CompositionalBoundaryItem(elementKind: "h", layoutSize: Comp.size(.fractionalWidth(1), .absolute(20)), alignment: .top, pinToVisibleBounds: true),
            CompositionalBoundaryItem(elementKind: "f", layoutSize: Comp.size(.fractionalWidth(1), .absolute(20)), alignment: .bottom, pinToVisibleBounds: true)]
        check([s, s], viewport: Size(width: 100, height: 100), offset: Point(x: 0, y: 100), inset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
              Expect(views: [("h", 0, R(0, 110, 100, 20)), ("h", 1, R(0, 240, 100, 20)), ("f", 0, R(0, 180, 100, 20)), ("f", 1, R(0, 240, 100, 20))]))
        // Offset 300: header 0 is held by its section's end, 240 − 20 = 220; footer 0 rests at 220.
        check([s, s], viewport: Size(width: 100, height: 100), offset: Point(x: 0, y: 300), inset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
              Expect(views: [("h", 0, R(0, 220, 100, 20)), ("f", 0, R(0, 220, 100, 20)), ("h", 1, R(0, 310, 100, 20))]))
        let l = Comp.layout([s, s], viewport: Size(width: 100, height: 100), offset: Point(x: 0, y: 300))
        let pin = l.boundaryPin(kind: "h", section: 0)
        #expect(pin?.activeClamp == .upper && pin?.upperClamp == 220 && pin?.isPinned == true)
        #expect(l.boundaryPin(kind: "f", section: 1)?.activeClamp == HeaderPin.Clamp.none)
    }

    @Test func backgroundsCoverTheSectionAndLiftItsCells() {
        // CompositionalLayoutRules §8.1: section 0…(10 + 30 + 10) = 50 across the whole 100, inset
        // by 5: (5, 5, 90, 40). CompositionalLayoutRules §9.1: its cells at zIndex 1, the
        // background at 0.
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .absolute(30)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        var s = section(g, items: 1, insets: EdgeInsets(all: 10))
        s.decorationItems = [CompositionalDecorationItem(elementKind: "bg", contentInsets: EdgeInsets(all: 5))]
        check([s], viewport: Size(width: 100, height: 100), Expect(cells: [(0, 0, R(10, 10, 80, 30))], views: [("bg", 0, R(5, 5, 90, 40))]))
        let l = Comp.layout([s], viewport: Size(width: 100, height: 100))
        #expect(l.attributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(l.attributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0))?.zIndex == 0)
    }

    @Test func theLayoutsOwnHeaderAndFooterFrameTheSections() {
        // CompositionalLayoutRules §7.2: a 15-tall layout header at 0, section 0 from 15 (one 30
        // row: 15…45), a 5-tall layout footer at 45…50; content 50.
        let g = CompositionalGroup.horizontal(Comp.size(.fractionalWidth(1), .absolute(30)), [Comp.item(.fractionalWidth(1), .fractionalHeight(1))])
        let options = CompositionalLayoutOptions(boundarySupplementaryItems: [
            CompositionalBoundaryItem(elementKind: "lh", layoutSize: Comp.size(.fractionalWidth(1), .absolute(15)), alignment: .top),
            CompositionalBoundaryItem(elementKind: "lf", layoutSize: Comp.size(.fractionalWidth(1), .absolute(5)), alignment: .bottom)])
        check([section(g, items: 1)], options, viewport: Size(width: 100, height: 100),
              Expect(cells: [(0, 0, R(0, 15, 100, 30))], views: [("lh", 0, R(0, 0, 100, 15)), ("lf", 0, R(0, 45, 100, 5))],
                     content: Size(width: 100, height: 50)))
    }
}
