import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The editing keys in a headless session: the focus cursor (`<tab>` / `<S-tab>`), batch updates
/// (`a` `x` `m` `u`), virtual time (`<wait …>`) and flings (`J` `K`).
///
/// The fixture is ListLayoutRules §10.2's sticky walk: a 100x100 viewport, sections of a 10-point
/// header and full-width rows [20, 20] and [30, 30, 30], so (by the row rules of ListLayoutRules §3) header 0
/// at y 0, cells 0.0 at 10 and 0.1 at 30, header 1 at 50, cells 1.0 / 1.1 / 1.2 at 60 / 90 / 120,
/// content 150. At 80x24 the viewport is fitted at 2.5 points per column (SessionTests).
@MainActor struct UpdateKeysTests {
    static func yaml(_ sections: [[Double]], labels: Bool = false) -> String {
        var s = "name: \"walk\"\nviewport: {width: 100, height: 100}\nlayout: {stickyHeaders: true}\nsections:\n"
        for (i, rows) in sections.enumerated() {
            let items = rows.enumerated().map { j, h in
                labels ? "{size: [100, \(h)], label: \"L\(i)\(j)\"}" : "[100, \(h)]"
            }
            s += "  - header: 10\n    items: [\(items.joined(separator: ", "))]\n"
        }
        return s
    }

    func session(_ sections: [[Double]] = [[20, 20], [30, 30, 30]], labels: Bool = false) throws -> ViewerModel {
        let f = try FixtureLoader.load(text: Self.yaml(sections, labels: labels), format: .yaml, name: "walk")
        return ViewerModel(fixture: f, path: nil, terminalSize: (80, 24), headless: true)
    }

    /// Everything the layout has (a rect far larger than the content).
    static let everywhere = Rect(x: -1000, y: -1000, width: 10_000, height: 10_000)

    /// The contract: after any update the layout answers exactly as a fresh layout of the new data.
    func expectFreshLayout(_ s: ViewerModel, _ sections: [[Double]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = try session(sections)
        #expect(s.collectionView.layout.attributes(in: Self.everywhere) == fresh.collectionView.layout.attributes(in: Self.everywhere),
                sourceLocation: sourceLocation)
        #expect(s.collectionView.contentSize == fresh.collectionView.contentSize, sourceLocation: sourceLocation)
    }

    static func cell(_ s: Int, _ i: Int) -> ElementID { ElementID(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: s)) }
    static func header(_ s: Int) -> ElementID { ElementID(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: s)) }

    // MARK: Focus

    @Test func tabCyclesTheVisibleElementsInReadingOrder() throws {
        var s = try session()
        // In view (y 0...100): header 0, 0.0, 0.1, header 1, 1.0, 1.1 (90...120 meets the bounds).
        let order = [Self.header(0), Self.cell(0, 0), Self.cell(0, 1), Self.header(1), Self.cell(1, 0), Self.cell(1, 1)]
        for expected in order {
            s.handle(.tab)
            #expect(s.focus == expected)
        }
        s.handle(.tab)
        #expect(s.focus == order[0])                     // wraps around
        s.handle(try KeyNotation.parse("<S-tab>"))
        #expect(s.focus == order[5])                     // and back
        s.handle(try KeyNotation.parse("<btab>"))
        #expect(s.focus == order[4])
    }

    @Test func shiftTabWithoutFocusTakesTheLastVisibleElement() throws {
        var s = try session()
        s.handle(.backTab)
        #expect(s.focus == Self.cell(1, 1))
    }

    @Test func focusIsDrawnAsAHeavyBoxAndShownInTheInspector() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab>i"))
        let text = s.frame().text()
        #expect(text.contains("┏━"))
        #expect(text.contains("focus cell 0.0"))
        // Cell 0.0: frame 0,10 100x20 (header 10 above it).
        #expect(text.contains("frame 0,10 100×20"))
        s.glyphs = .ascii
        #expect(s.frame().text().contains("#===="))
    }

    // MARK: Batch updates

    @Test func aInsertsACopyAfterTheFocusedItemAndFocusesIt() throws {
        var s = try session()
        let relayouts = s.collectionView.relayoutCount
        s.handle(try KeyNotation.parse("<tab><tab><tab>a"))
        #expect(s.focus == Self.cell(0, 2))
        try expectFreshLayout(s, [[20, 20, 20], [30, 30, 30]])
        // By hand: header 1 moves down one 20-point row, to 70; content 150 + 20.
        #expect(s.collectionView.layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))?.frame.y == 70)
        #expect(s.collectionView.contentSize.height == 170)
        #expect(s.collectionView.relayoutCount == relayouts + 1)   // one relayout for the batch
    }

    @Test func xDeletesTheFocusedItemAndFocusMovesToTheNextOrPrevious() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab>x"))
        try expectFreshLayout(s, [[20], [30, 30, 30]])
        #expect(s.focus == Self.cell(0, 0))              // the item that took its place
        #expect(s.collectionView.contentSize.height == 130)
        s.handle(.char("x"))                              // the last item of section 0
        try expectFreshLayout(s, [[], [30, 30, 30]])
        #expect(s.focus == nil)                           // the section is empty: nothing near
        var t = try session()
        t.handle(try KeyNotation.parse("<tab><tab><tab>x"))
        #expect(t.focus == Self.cell(0, 0))              // 0.1 was last: the one before it
    }

    @Test func mThenADirectionMovesTheItemAcrossSectionEdges() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab><tab>mj"))
        // 0.1 is its section's last item: forward goes to the start of section 1.
        try expectFreshLayout(s, [[20], [20, 30, 30, 30]])
        #expect(s.focus == Self.cell(1, 0))
        s.handle(try KeyNotation.parse("mk"))             // and back to the end of section 0
        try expectFreshLayout(s, [[20, 20], [30, 30, 30]])
        #expect(s.focus == Self.cell(0, 1))
        s.handle(try KeyNotation.parse("mkmk"))           // 0.0 is first of all: nowhere to go
        try expectFreshLayout(s, [[20, 20], [30, 30, 30]])
        #expect(s.focus == Self.cell(0, 0))
        #expect(s.message?.text.contains("cannot move") == true)
    }

    @Test func anotherKeyAfterMCancelsTheMove() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab>mq"))
        #expect(!s.shouldQuit)
        #expect(s.message?.text.contains("move cancelled") == true)
        try expectFreshLayout(s, [[20, 20], [30, 30, 30]])
    }

    @Test func uUndoesEachChangeInTurn() throws {
        var s = try session(labels: true)
        s.handle(try KeyNotation.parse("<tab><tab>a"))    // copy of 0.0 at 0.1
        // In view now: header 0, 0.0, 0.1 (focused), 0.2, header 1 at 70, 1.0 at 80.
        s.handle(try KeyNotation.parse("<tab><tab><tab>"))
        #expect(s.focus == Self.cell(1, 0))
        s.handle(try KeyNotation.parse("x"))              // delete 1.0
        s.handle(try KeyNotation.parse("mk"))             // 1.0 (was 1.1) to the end of section 0
        try expectFreshLayout(s, [[20, 20, 20, 30], [30]])
        // Labels follow their items: the copy says L00, the moved item L11.
        #expect(s.scene.itemLabel(IndexPath(item: 1, section: 0)) == "L00")
        #expect(s.scene.itemLabel(IndexPath(item: 3, section: 0)) == "L11")
        #expect(s.scene.itemLabel(IndexPath(item: 0, section: 1)) == "L12")
        s.handle(.char("u"))
        try expectFreshLayout(s, [[20, 20, 20], [30, 30]])
        #expect(s.focus == Self.cell(1, 0))               // the focus follows the item back
        s.handle(.char("u"))
        try expectFreshLayout(s, [[20, 20, 20], [30, 30, 30]])
        s.handle(.char("u"))
        try expectFreshLayout(s, [[20, 20], [30, 30, 30]])
        #expect(s.scene.itemLabel(IndexPath(item: 1, section: 0)) == "L01")
        #expect(s.scene.itemLabel(IndexPath(item: 0, section: 1)) == "L10")
        #expect(s.historyDepth == "undo 0 redo 3")          // the three edits, all undone
        s.handle(.char("u"))
        #expect(s.message?.text == "nothing to undo")
    }

    @Test func withNoFocusTheFirstVisibleCellIsFocusedAndSaid() throws {
        var s = try session()
        s.handle(.char("a"))
        #expect(s.message?.text.hasPrefix("no cell focused: focused cell 0.0") == true)
        try expectFreshLayout(s, [[20, 20, 20], [30, 30, 30]])
        #expect(s.focus == Self.cell(0, 1))
        s.handle(try KeyNotation.parse("<tab><tab><tab><tab>")) // header 1
        s.handle(.char("x"))                                     // acts on a cell, not the header
        #expect(s.message?.text.hasPrefix("no cell focused: focused cell 0.0") == true)
        try expectFreshLayout(s, [[20, 20], [30, 30, 30]])
    }

    @Test func aLayoutWithoutUpdatesSaysSo() {
        let layout = TestListLayout(sectionRows: [[20, 20]], header: 10)
        var s = ViewerModel(scene: Scene(name: "t", layout: layout, fixedViewport: Size(width: 100, height: 100)),
                              terminalSize: (80, 24), headless: true)
        s.handle(.char("a"))
        #expect(s.message?.isError == true)
        #expect(s.message?.text.contains("no batch updates") == true)
    }

    @Test func optionKeysStillWorkThroughTheUpdatingWrapper() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab>a]"))
        // One terminal row along S = 2 x 2.5 = 5 points.
        #expect(s.scene.layout.knobs.stickyHeaderYOffset == 5)
        #expect(!s.isAnimating)                           // an option change ends the animation
        s.handle(.char("d"))
        // The same as the same keys on a fresh session of the new data.
        var fresh = try session([[20, 20, 20], [30, 30, 30]])
        fresh.handle(try KeyNotation.parse("]d"))
        #expect(s.direction == .horizontal)
        #expect(s.collectionView.layout.attributes(in: Self.everywhere) == fresh.collectionView.layout.attributes(in: Self.everywhere))
    }

    // MARK: Virtual time

    @Test func waitAdvancesTheAnimationInVirtualTime() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab><tab>a"))
        #expect(s.isAnimating)
        let newCell = Self.cell(0, 2)
        // t = 0: everything where it was, the new cell transparent (not drawn).
        var shown = s.displayedAttributes()
        #expect(!shown.contains { $0.elementID == newCell })
        #expect(shown.first { $0.elementID == Self.header(1) }?.frame.y == 50)
        s.handle(try KeyNotation.parse("<wait 120ms>"))
        // t = 120/250 = 0.48, eased 3t² − 2t³ = 0.2304 · 2.04 = 0.470016: header 1 and cell 1.0
        // slide 20 points (50 → 70, 60 → 80) by that much; the new cell fades in at its place.
        shown = s.displayedAttributes()
        let p = 0.470016
        let h1 = try #require(shown.first { $0.elementID == Self.header(1) })
        #expect(abs(h1.frame.y - (50 + 20 * p)) < 1e-9)
        let c10 = try #require(shown.first { $0.elementID == Self.cell(1, 0) })
        #expect(abs(c10.frame.y - (60 + 20 * p)) < 1e-9)
        let appearing = try #require(shown.first { $0.elementID == newCell })
        #expect(appearing.frame.y == 50 && abs(appearing.alpha - p) < 1e-9)
        #expect(s.isAnimating)
        s.handle(try KeyNotation.parse("<wait 130ms>"))   // 250 ms: done
        #expect(!s.isAnimating)
        #expect(s.displayedAttributes() == s.collectionView.layout.attributes(in: s.collectionView.bounds))
    }

    @Test func waitKeepsTheMessage() throws {
        var s = try session()
        s.handle(try KeyNotation.parse("<tab><tab>x<wait 1s>"))
        #expect(s.message?.text.contains("delete item 0.0") == true)
    }

    // MARK: Flings

    static let snapFixture = GoldenScreenTests.root.appendingPathComponent("Fixtures/list/snap-items.yaml").path

    func snapSession(_ overrides: [String] = []) throws -> ViewerModel {
        ViewerModel(fixture: try FixtureLoader.load(path: Self.snapFixture, overrides: overrides), path: Self.snapFixture,
                      terminalSize: (80, 24), headless: true)
    }

    @Test func flingEndsOnTheSnappedItem() throws {
        // Fixtures/list/snap-items.yaml: item tops at 110k and 110k + 40. J proposes
        // 3000 pt/s ÷ 1000 ÷ −ln 0.998 = 1498.5 (Fling: UIScrollView's deceleration) and, moving
        // forward, stops at the first item top at or after it: 1540.
        var s = try snapSession()
        s.handle(.char("J"))
        #expect(s.collectionView.contentOffset.y == 0)    // no time has passed yet
        s.handle(try KeyNotation.parse("<wait 300ms>"))
        let mid = s.collectionView.contentOffset.y
        #expect(mid > 0 && mid < 1540)
        s.handle(try KeyNotation.parse("<wait 10s>"))
        #expect(s.collectionView.contentOffset.y == 1540)
        #expect(!s.isAnimating)
        // K: 1540 − 1498.5 = 41.5, backward: the last item top at or before it, 40.
        s.handle(try KeyNotation.parse("K<wait 10s>"))
        #expect(s.collectionView.contentOffset.y == 40)
    }

    @Test func withoutSnappingAFlingStopsWhereItDecelerates() throws {
        var s = try snapSession(["layout.snap=none"])
        s.handle(try KeyNotation.parse("J<wait 10s>"))
        #expect(abs(s.collectionView.contentOffset.y - 3 / -log(0.998)) < 1e-9)
    }

    @Test func aScrollKeyStopsAFling() throws {
        var s = try snapSession()
        s.handle(try KeyNotation.parse("J<wait 100ms>"))
        let at = s.collectionView.contentOffset.y
        s.handle(try KeyNotation.parse("j<wait 10s>"))
        // One row (5 points at this zoom) further, and no more.
        #expect(!s.isAnimating)
        #expect(s.collectionView.contentOffset.y == min(at + 5, s.collectionView.maximumContentOffset.y))
    }
}
