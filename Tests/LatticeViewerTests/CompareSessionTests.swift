import Testing
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer

/// Two panes, one scroll (issue 14): keys act on both, the offset is shared in points and each
/// pane clamps on its own; `C-w` moves the focus and the inspector to the other pane.
///
/// A: the sticky walk (content 150 in a 100-point viewport: offsets 0 … 50). B: the same with
/// two more rows of 30 in section 1 (content 210: offsets 0 … 110).
@MainActor struct CompareModelTests {
    func compare(size: (Int, Int) = (120, 30)) throws -> CompareModel {
        let a = try FixtureLoader.load(text: UpdateKeysTests.yaml([[20, 20], [30, 30, 30]]), format: .yaml, name: "a")
        let b = try FixtureLoader.load(text: UpdateKeysTests.yaml([[20, 20], [30, 30, 30, 30, 30]]), format: .yaml, name: "b")
        return CompareModel(ViewerModel(fixture: a, path: nil, terminalSize: size, headless: true),
                              ViewerModel(fixture: b, path: nil, terminalSize: size, headless: true), terminalSize: size)
    }

    func y(_ c: CompareModel, _ i: Int) -> Double { c.panes[i].collectionView.contentOffset.y }

    @Test func panesSplitSideBySideOrStacked() throws {
        let wide = try compare()
        #expect(wide.sideBySide)
        #expect(wide.paneRects == [CellRect(col: 0, row: 0, cols: 59, rows: 30), CellRect(col: 60, row: 0, cols: 60, rows: 30)])
        #expect(wide.panes[0].terminalSize == (59, 30))
        let narrow = try compare(size: (80, 40))
        #expect(!narrow.sideBySide)
        #expect(narrow.paneRects == [CellRect(col: 0, row: 0, cols: 80, rows: 19), CellRect(col: 0, row: 20, cols: 80, rows: 20)])
    }

    @Test func bothPanesScrollTogetherAndEachClampsOnItsOwn() throws {
        var c = try compare()
        #expect(c.panes[0].pointsPerColumn == c.panes[1].pointsPerColumn)
        let row = 2 * c.panes[0].pointsPerColumn
        c.handle(try KeyNotation.parse("jj"))
        #expect(y(c, 0) == 2 * row && y(c, 1) == 2 * row)
        c.handle(try KeyNotation.parse("G"))
        #expect(y(c, 0) == 50 && y(c, 1) == 110)           // each at its own end
        c.handle(try KeyNotation.parse("k"))
        #expect(y(c, 0) == 50 - row && y(c, 1) == 50 - row) // shared again, in points
        c.handle(try KeyNotation.parse("g]"))
        #expect(y(c, 0) == 0 && y(c, 1) == 0)
        #expect(c.panes.allSatisfy { $0.layout.knobs.stickyHeaderYOffset == row })   // options on both
    }

    @Test func focusAndInspectorBelongToTheActivePane() throws {
        var c = try compare()
        c.handle(try KeyNotation.parse("<tab>i"))
        #expect(c.panes[0].focus != nil && c.panes[0].inspectorOpen)
        #expect(c.panes[1].focus == nil && !c.panes[1].inspectorOpen)
        c.handle(try KeyNotation.parse("<C-w><tab>"))
        #expect(c.active == 1 && c.panes[1].focus != nil)
        #expect(c.frame().line(29).contains("C-w: make this pane active"))   // the left pane's key line
        // A click in the left pane makes it active and focuses what is under the pointer there.
        c.handle(try KeyNotation.parse("<click 5,5>"))
        #expect(c.active == 0)
        c.handle(try KeyNotation.parse("qq"))
        #expect(c.shouldQuit)
    }
}
