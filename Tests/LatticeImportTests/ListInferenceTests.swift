import LatticeFixtures
@testable import LatticeImport
import LatticeLayout
import Testing

/// `lattice import --infer list` on small layouts worked out by hand with IGList's rules
/// (ListLayoutRules §2 to §4.5): the cases the fit once got wrong.
@Suite struct ListInferenceTests {
    static func cell(_ s: Int, _ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SnapshotElement {
        SnapshotElement(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: s), frame: Rect(x: x, y: y, width: w, height: h))
    }
    static func band(_ kind: String, _ s: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SnapshotElement {
        SnapshotElement(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s), frame: Rect(x: x, y: y, width: w, height: h))
    }
    static func value(_ fit: ListFit, _ name: String) -> FittedValue? { fit.values.last { $0.name == name } }

    /// A fitter that has fitted sections `0 ... last` of `elements` one at a time, without a
    /// lookahead or a whole-layout refit: what the section-by-section fit decides on its own.
    static func sectionBySection(_ elements: [SnapshotElement], through last: Int, viewport: Size,
                                 _ d: ScrollDirection = .vertical) -> ListFitter {
        var fitter = ListFitter(input: ListFitInput(elements), viewport: viewport, direction: d, name: "t", budget: FitBudget())
        for s in 0 ... last { fitter.fitSection(s, lookahead: false) }
        return fitter
    }

    /// Vertical, 100 wide. Section 0: header 10, one 40 x 20 cell, bottom inset 7 (nextRowS 30
    /// + 7 = 37). Section 1: header 10, footer 10, top inset 5, one 60 x 20 cell: header at
    /// 37 + 5 = 42, cell at 52, footer at 72 (bounds end 82). Section 2: top inset 5, cells
    /// 30 x 10 and 100 x 10: the first stays on section 1's row (60 + 30 ≤ 101) at the same
    /// cursor, 47 + 5 = 52; the second starts a row at nextRowS = max(82 + 0, 62 − 5) = 82, at 87.
    /// The gap before section 1 (12) is shared by section 0's bottom inset and section 1's top
    /// inset; section 2's second row (held by section 1's bounds) ties section 2's top inset,
    /// hence section 1's, to at most 5: section 0's bottom inset is at least 7 (giving the whole
    /// gap to section 1's top inset would put that row at 94). Any split inside reproduces the
    /// frames, and the report says so.
    @Test func aLaterRowSettlesHowAnEarlierGapIsShared() {
        let elements = [Self.band(ElementKind.header, 0, 0, 0, 100, 10), Self.cell(0, 0, 0, 10, 40, 20),
                        Self.band(ElementKind.header, 1, 0, 42, 100, 10), Self.cell(1, 0, 0, 52, 60, 20),
                        Self.band(ElementKind.footer, 1, 0, 72, 100, 10),
                        Self.cell(2, 0, 60, 52, 30, 10), Self.cell(2, 1, 0, 87, 100, 10)]
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 200))
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        let bottom = Self.value(fit, "sections[0].insets.bottom"), top = Self.value(fit, "sections[1].insets.top")
        #expect(bottom?.basis == .chosen(low: 7, high: 12, lowIsStrict: false), "\(String(describing: bottom))")
        #expect(top?.basis == .chosen(low: 0, high: 5, lowIsStrict: false), "\(String(describing: top))")
        #expect((bottom?.value ?? 0) + (top?.value ?? 0) == 12)
        #expect(Self.value(fit, "sections[2].insets.top")?.value == top?.value)
    }

    /// Vertical, 100 wide. Section 0: one 50 x 10 cell. Section 1 (left 0, right 4, interitem
    /// 5): its 45 x 10 cell stays on that row (50 + 45 ≤ 100 − 4 + 1) at x 50; its 30 x 10 cell
    /// does not (100 + 30 > 97): a row at y 10, x 0. Section 2's 20 x 10 cell stays behind it at
    /// 30 + 5 + 4 = 39, its 5-point footer right after the row (y 20) shows its insets are 0.
    /// That 9-point gap is interitem spacing plus section 1's right inset, and the right inset
    /// is at most 101 − 95 = 6, or section 1's first cell would not have stayed.
    @Test func aFirstItemThatStaysBoundsTheTrailingInset() {
        let elements = [Self.cell(0, 0, 0, 0, 50, 10), Self.cell(1, 0, 50, 0, 45, 10), Self.cell(1, 1, 0, 10, 30, 10),
                        Self.cell(2, 0, 39, 10, 20, 10), Self.band(ElementKind.footer, 2, 0, 20, 100, 5)]
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 100))
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        let right = fit.fixture.sections[1].insets.right
        #expect(right <= 6)
        #expect(right + fit.fixture.sections[1].interitemSpacing == 9)
    }

    /// At screen scale 3 UIKit prints 128/3 as `42.6667`: the fit reads it as 128/3 (on the
    /// grid as far as six digits tell), not as a hair more that IGList would ceil to 43.
    @Test func printedThirdsAreReadOntoThePixelGrid() throws {
        let w = 128.0 / 3
        let text = [Self.cell(0, 0, 0, 0, w, 10), Self.cell(0, 1, w, 0, w, 10)].map { DebuggerPaste.describe($0.attributes) }.joined(separator: "\n")
        #expect(text.contains("42.6667"))
        let paste = try DebuggerPaste(text: text, file: "paste.txt")
        let fit = ListInference.fit(paste.elements, viewport: Size(width: 100, height: 100))
        #expect(fit.fixture.screenScale == 3)
        #expect(abs(fit.fixture.sections[0].itemSizes[0].width - w) < 1e-9)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
    }

    /// x1 ≤ 5, x1 ≥ 2, x2 − x1 ≤ 3: the largest solution is (5, 8); x2 has no lower bound.
    /// Adding x1 − x2 ≤ −10 closes a negative cycle (x2 − x1 ≥ 10 and ≤ 3): no solution.
    @Test func differenceConstraints() {
        var system = DifferenceConstraints()
        let x1 = system.variable(), x2 = system.variable()
        system.atMost(x1, minus: 0, 5)
        system.atMost(0, minus: x1, -2)
        system.atMost(x2, minus: x1, 3)
        let x = system.solution()
        #expect(x.map { [$0[x1], $0[x2]] } == [5, 8])
        #expect(system.range(of: x1, minus: 0) == (2, 5))
        #expect(system.range(of: x2, minus: 0).low == nil && system.range(of: x2, minus: 0).high == 8)
        system.atMost(x1, minus: x2, -10)
        #expect(system.distances(from: nil) == nil)
        #expect(system.solution() == nil)
    }

    /// Vertical, 126 wide, screen scale 3: IGList floors every origin to the pixel
    /// (ListLayoutRules §3.5), and an app's left inset of 31 × (1/3) lies a hair under 31/3, so the
    /// first cell drops a pixel (10, not the header's 10.3333) while the next ones do not: 10 + 8 +
    /// 2 = 20.3333 and 20.3333 + 58.6667 + 2 = 81. The gap after the first cell (2.3333) is a pixel
    /// more than the interitem spacing; read as the spacing, the third cell came out at 81.6667,
    /// two pixels off. Every frame must come back within a pixel, with the spacing 2.
    @Test func aDroppedPixelAtTheRowStartDoesNotWidenTheSpacing() {
        let elements = [Self.band(ElementKind.header, 0, 10.3333, 7.33333, 110.667, 17.6667),
                        Self.cell(0, 0, 10, 25, 8, 30), Self.cell(0, 1, 20.3333, 25, 58.6667, 5.33333),
                        Self.cell(0, 2, 81, 25, 15.6667, 21)]
        let fit = ListInference.fit(elements, viewport: Size(width: 126, height: 200))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        let layout = fit.fixture.makeLayout(viewport: Size(width: 126, height: 200))
        layout.prepare()
        let third = layout.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        #expect(((third?.x ?? 0) - 81).magnitude <= 1.0 / 3 + 1e-9, "\(String(describing: third))")
        #expect(Self.value(fit, "sections[0].interitemSpacing")?.value == 2)
    }
    /// Vertical, 163 wide, screen scale 3, one section (left 10⅔, interitem spacing 3): cells
    /// 68⅔ wide at x 10⅔ and 35⅔ wide at 10⅔ + 68⅔ + 3 = 82⅓ share a row; the third, 37⅓ wide,
    /// would sit at 82⅓ + 35⅔ + 3 = 121 and end at 158⅓, but it starts a row (x 10⅔): so
    /// 158⅓ > 163 − right + 1, the right inset is more than 5⅔, and the least on the pixel grid
    /// is 6. The bound, summed from thirds, comes out a hair under 5⅔ (16.99999999999997
    /// pixels); taken as the grid line above it, it was 5⅔ itself, and the third cell stayed
    /// on the first row at x 121. Section 1's one cell (43⅓ wide) stays on the second row at
    /// 10⅔ + 37⅓ + right + 3 + its left inset = 61⅔: it ties the right inset to that gap, so
    /// the pixel repair could not move the right inset alone.
    @Test func aStrictBoundAHairUnderAGridLineTakesTheNextLine() {
        let elements = [Self.cell(0, 0, 10.6667, 3, 68.6667, 32.6667), Self.cell(0, 1, 82.3333, 3, 35.6667, 24.6667),
                        Self.cell(0, 2, 10.6667, 41.6667, 37.3333, 35.6667), Self.cell(1, 0, 61.6667, 48, 43.3333, 8.33333)]
        let fit = ListInference.fit(elements, viewport: Size(width: 163, height: 142))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        #expect((fit.fixture.sections[0].insets.right - 6).magnitude < 1e-9, "\(fit.fixture.sections[0].insets)")
    }
    /// Horizontal, 105 x 65, screen scale 3, one section (a 2-point header at x 3⅔, so items
    /// from x 5⅔): columns of cells at x 5⅔ (37⅓ and 65⅔ wide: far edge 71⅓), 73⅓ (9⅓ and 38⅓:
    /// far edge 111⅔), 113⅔ (7⅔: far edge 121⅓) and 123⅓. The line spacing is 2, read off as
    /// 123⅓ − 121⅓; in floating point that difference is 1.99999999999998, and IGList's floor
    /// of the last column's start (121⅓ + that) can land a pixel short of 123⅓. A value read off
    /// the frames is put on the pixel grid: exactly 2.
    @Test func aSpacingReadOffThirdsIsPutOnThePixelGrid() {
        let elements = [Self.band(ElementKind.header, 0, 3.66667, 1, 2, 54),
                        Self.cell(0, 0, 5.66667, 1, 37.3333, 29.3333), Self.cell(0, 1, 5.66667, 33.6667, 65.6667, 14.3333),
                        Self.cell(0, 2, 73.3333, 1, 9.33333, 22.3333), Self.cell(0, 3, 73.3333, 26.6667, 38.3333, 4.33333),
                        Self.cell(0, 4, 113.667, 1, 7.66667, 34), Self.cell(0, 5, 123.333, 1, 41.6667, 25.3333)]
        let fit = ListInference.fit(elements, viewport: Size(width: 105, height: 65))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        // The section-by-section fit (before the whole-layout steps, which mend it here but
        // not in longer layouts) reads it onto the grid.
        let fitter = Self.sectionBySection(elements, through: 0, viewport: Size(width: 105, height: 65), .horizontal)
        #expect(fitter.sections[0].lineSpacing == 2, "\(fitter.sections[0].lineSpacing)")
    }

    /// Vertical, 100 wide, screen scale 3. Section 0 (left 0; right 5, as its 95-wide footer
    /// shows; interitem 8⅓ spelled 25 · (1/3), as an app may): 25-wide cells at x 0 and
    /// 25 + 8⅓ = 33⅓, which IGList's floor prints as 33 (the binary sum lands a hair under the
    /// pixel line): the gap shows 8, the row allows 8 to 8⅓. Section 1 (left and right 2, as its
    /// 96-wide footer at x 2 shows; interitem 3, line spacing 2): its 10-wide cell stays on the
    /// row at 66⅔ + 5 + 2 = 73⅔ (printed 73⅓, floored the same way); its 12⅔-wide cell does not
    /// (73⅔ + 10 + 3 + 12⅔ = 99⅓ > 100 − 2 + 1) and starts a row at x 2, y = section 0's
    /// bounds end 15 + 2 = 17. With the spacing read as 8 the first cell lands at 73, a pixel
    /// off, and the second stays on the row (73 + 25⅔ = 98⅔ ≤ 99). The first cell's place
    /// decides the spacing inside what section 0's row allows: 8⅓.
    @Test func theNextSectionOnTheRowDecidesASpacingTheFloorLeftOpen() {
        let elements = [Self.cell(0, 0, 0, 0, 25, 10), Self.cell(0, 1, 33, 0, 25, 10), Self.band(ElementKind.footer, 0, 0, 10, 95, 5),
                        Self.cell(1, 0, 73.3333, 0, 10, 10), Self.cell(1, 1, 2, 17, 12.6667, 10), Self.band(ElementKind.footer, 1, 2, 27, 96, 5)]
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 200))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        // Section by section (the whole-layout refit mends this small layout, not longer ones).
        var fitter = Self.sectionBySection(elements, through: 1, viewport: Size(width: 100, height: 200))
        #expect((fitter.sections[0].interitemSpacing - 25.0 / 3).magnitude < 1e-9, "\(fitter.sections[0].interitemSpacing)")
        fitter.matchesScrollAxis = true
        #expect(fitter.matches(sections: 0 ... 1))
    }

    /// Vertical, 100 wide, screen scale 3. Section 0 (left 0; right 5, as its 95-wide footer
    /// shows): 20-wide cells at x 0, 23 and 46, so interitem 3 (the third cell allows no more
    /// than 3⅙). Section 1 (left 2⅓ spelled 7 · (1/3), right 0, interitem 1, line spacing 2, no
    /// header or footer): its 15-wide cell stays on the row at 69 + 5 + 2⅓ = 76⅓; its 9-wide
    /// cell does not (76⅓ + 15 + 1 + 9 = 101⅓ > 100 − 0 + 1) and starts a row at y 15 + 2 = 17
    /// and x 2⅓, which IGList's floor prints as 2 (7 · (1/3) is a hair under 2⅓). With the
    /// left inset read as 2 the first cell lands at 76, a pixel off, and the second stays on
    /// the row (76 + 25 = 101 ≤ 101). Nothing in section 0 can take the pixel: the row start
    /// lost it, and the left inset is 2⅓.
    @Test func aRowStartTheFloorLoweredIsRaisedByTheSharedRow() {
        let elements = [Self.cell(0, 0, 0, 0, 20, 10), Self.cell(0, 1, 23, 0, 20, 10), Self.cell(0, 2, 46, 0, 20, 10),
                        Self.band(ElementKind.footer, 0, 0, 10, 95, 5), Self.cell(1, 0, 76.3333, 0, 15, 10), Self.cell(1, 1, 2, 17, 9, 10)]
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 200))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        var fitter = Self.sectionBySection(elements, through: 1, viewport: Size(width: 100, height: 200))
        #expect((fitter.sections[1].insets.left - 7.0 / 3).magnitude < 1e-9, "\(fitter.sections[1].insets)")
        fitter.matchesScrollAxis = true
        #expect(fitter.matches(sections: 0 ... 1))
    }

    /// Vertical, 100 wide, screen scale 3. Section 0: one 60 x 10 cell at 0. Section 1 (left
    /// 8⅓ spelled 25 · (1/3), right 0, interitem 2, a 5-point footer): its 50-wide cell does not
    /// fit behind section 0's (60 + 8⅓ + 50 > 101) and starts a row at y 10 and x 8⅓, which
    /// IGList's floor prints as 8; its 30-wide cell stays at 8⅓ + 50 + 2 = 60⅓; the footer,
    /// not floored, shows the left inset as it is: x 8⅓, 91⅔ wide, at y 20. A first cell a pixel
    /// under the inset the footer shows starts the row: it is not on section 0's row, and no
    /// inset of section 0 is moved (negative) to put it there.
    @Test func aRowStartAPixelUnderTheShownInsetStartsTheRow() {
        let elements = [Self.cell(0, 0, 0, 0, 60, 10), Self.cell(1, 0, 8, 10, 50, 10), Self.cell(1, 1, 60.3333, 10, 30, 10),
                        Self.band(ElementKind.footer, 1, 8.33333, 20, 91.6667, 5)]
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 200))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        var fitter = Self.sectionBySection(elements, through: 1, viewport: Size(width: 100, height: 200))
        #expect(!fitter.hasNegativeInset(0) && !fitter.hasNegativeInset(1), "\(fitter.sections.map(\.insets))")
        #expect((fitter.sections[1].insets.left - 25.0 / 3).magnitude < 1e-9, "\(fitter.sections[1].insets)")
        fitter.matchesScrollAxis = true
        #expect(fitter.matches(sections: 0 ... 1))
    }

    /// Vertical, 113 wide, screen scale 3, one section (left 8⅓ spelled 25 · (1/3), right ⅔,
    /// interitem 5⅔ spelled 17 · (1/3), a 5-point header): the header, not floored, shows the
    /// left inset at x 8⅓, 104 wide; the first cell starts the row at 8⅓, which IGList's floor
    /// prints as 8; the next at 8⅓ + 24 + 5⅔ = 38 and 38 + 37⅓ + 5⅔ = 81 are not floored. The
    /// first gap shows 6, a pixel more than the spacing. The third cell stays on the row
    /// (81 + 32 = 113 ≤ 113 − ⅔ + 1); with the spacing read as 6 it would start at 81⅔ and end
    /// at 113⅔: a new row. Measured from the inset the header shows, the spacing is 5⅔.
    @Test func aRowStartTheHeaderShowsMeasuresTheSpacing() {
        let elements = [Self.band(ElementKind.header, 0, 8.33333, 0, 104, 5), Self.cell(0, 0, 8, 5, 24, 10),
                        Self.cell(0, 1, 38, 5, 37.3333, 10), Self.cell(0, 2, 81, 5, 32, 10)]
        let fit = ListInference.fit(elements, viewport: Size(width: 113, height: 200))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        var fitter = Self.sectionBySection(elements, through: 0, viewport: Size(width: 113, height: 200))
        #expect((fitter.sections[0].interitemSpacing - 17.0 / 3).magnitude < 1e-9, "\(fitter.sections[0].interitemSpacing)")
        fitter.matchesScrollAxis = true
        #expect(fitter.matches(sections: 0 ... 0))
    }

    /// Vertical, 100 wide, screen scale 3, one section (left 10⅓ spelled 31 · (1/3), right 0,
    /// interitem 2, no header or footer): an 80-wide cell fills the first row; the second row's
    /// cells are 33, 12⅓ and 27⅓ wide at 10⅓, 10⅓ + 33 + 2 = 45⅓ and 45⅓ + 12⅓ + 2 = 59⅔.
    /// IGList's floor prints both row starts as 10 (31 · (1/3) is a hair under 10⅓) and the
    /// third cell as 59⅓. The row start is an item origin, floored like the others: measured
    /// from it as if exact, the second cell asks for 2⅓ or more and the third for 2⅙ or less,
    /// and the spacing read as the gap, 2⅓, put the third cell at 60, two pixels off. The
    /// spacing is 2.
    @Test func aRowStartIsFlooredLikeAnyItemOrigin() {
        let elements = [Self.cell(0, 0, 10, 0, 80, 10), Self.cell(0, 1, 10, 10, 33, 10),
                        Self.cell(0, 2, 45.3333, 10, 12.3333, 10), Self.cell(0, 3, 59.3333, 10, 27.3333, 10)]
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 200))
        #expect(fit.fixture.screenScale == 3)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        var fitter = Self.sectionBySection(elements, through: 0, viewport: Size(width: 100, height: 200))
        #expect((fitter.sections[0].interitemSpacing - 2).magnitude < 1e-9, "\(fitter.sections[0].interitemSpacing)")
        fitter.matchesScrollAxis = true
        #expect(fitter.matches(sections: 0 ... 0))
    }
}
