import Testing
import LatticeLayout
import LatticeRender
import LatticeViewer

/// State transitions of `ViewerModel` on the test-double list (TestListLayout): sections of a
/// 10-point header and rows [20, 20, 30], [20, 20, 20, 20], [40, 10] -> content 230 long.
@MainActor struct SessionTests {
    func session(fixed: Size? = Size(width: 100, height: 100), sticky: Bool = true, size: (Int, Int) = (80, 24)) -> (ViewerModel, TestListLayout) {
        let layout = TestListLayout(sectionRows: [[20, 20, 30], [20, 20, 20, 20], [40, 10]], header: 10,
                                    knobs: LayoutKnobs(stickyHeaders: sticky))
        let s = ViewerModel(scene: Scene(name: "t", layout: layout, fixedViewport: fixed), terminalSize: size, headless: true)
        return (s, layout)
    }

    @Test func fixedViewportIsFittedIntoTheTerminal() {
        // 80x24: room 76 x 20 cells (ScreenGeometry). 100 pt must fit 76 columns and 100 pt 20
        // rows of 2s: s >= 2.5, the ladder's 2.5.
        let (s, _) = session()
        #expect(s.pointsPerColumn == 2.5)
    }

    @Test func jScrollsOneRowAndClamps() throws {
        var (s, _) = session()
        // One row = 2 x 2.5 = 5 pt.
        s.handle(try KeyNotation.parse("jjjjjjjj"))
        #expect(s.collectionView.contentOffset == Point(x: 0, y: 40))
        // The range is 0 ... 230 - 100 = 130.
        s.handle(try KeyNotation.parse(String(repeating: "j", count: 40)))
        #expect(s.collectionView.contentOffset.y == 130)
        s.handle(.home)
        #expect(s.collectionView.contentOffset.y == 0)
        s.handle(.char("k"))
        #expect(s.collectionView.contentOffset.y == 0)
        s.handle(.pageDown)
        #expect(s.collectionView.contentOffset.y == 100)
        s.handle(.end)
        #expect(s.collectionView.contentOffset.y == 130)
    }

    @Test func offsetCommandIsNotClamped() throws {
        var (s, _) = session()
        s.handle(try KeyNotation.parse(":offset -5,300<enter>"))
        #expect(s.collectionView.contentOffset == Point(x: -5, y: 300))
    }

    @Test func dSwitchesDirectionAndCarriesTheOffset() throws {
        var (s, layout) = session()
        s.handle(try KeyNotation.parse("jjjjjjjj"))   // y 40
        s.handle(.char("d"))
        #expect(layout.knobs.scrollDirection == .horizontal)
        // Horizontal: content 230 x 100; the S offset 40 moves to x, y becomes 0.
        #expect(s.collectionView.contentOffset == Point(x: 40, y: 0))
        #expect(s.collectionView.contentSize == Size(width: 230, height: 100))
    }

    @Test func sTogglesStickyAndRelayouts() {
        var (s, layout) = session()
        let before = s.collectionView.relayoutCount
        s.handle(.char("s"))
        #expect(layout.knobs.stickyHeaders == false)
        #expect(s.collectionView.relayoutCount == before + 1)
    }

    @Test func bracketStepsStickyHeaderYOffsetByOneCellWithoutRecomputingItems() throws {
        var (s, layout) = session()
        let passes = layout.fullPasses
        s.handle(try KeyNotation.parse("]]]"))
        // One cell along S (vertical): one row = 5 pt; three steps = 15.
        #expect(layout.knobs.stickyHeaderYOffset == 15)
        #expect(layout.fullPasses == passes)
        s.handle(.char("d"))
        s.handle(.char("["))
        // Horizontal: one column. After `d` the viewport is re-fitted: 100 pt in 76 columns and 100
        // pt in 19 rows (one row less for the indicator) -> s 3 (2.5 needs 20 rows).
        #expect(s.pointsPerColumn == 3)
        #expect(layout.knobs.stickyHeaderYOffset == 12)
    }

    @Test func scrollingWithStickyHeadersReprepares() {
        var (s, _) = session()
        let before = s.collectionView.relayoutCount
        s.handle(.char("j"))
        #expect(s.collectionView.relayoutCount == before + 1)
        var (t, _) = session(sticky: false)
        let b2 = t.collectionView.relayoutCount
        t.handle(.char("j"))
        // Without sticky headers a scroll does not invalidate (ListLayoutRules §9.3).
        #expect(t.collectionView.relayoutCount == b2)
    }

    @Test func resizeIsABoundsSizeChangeWhenTheViewportFollowsTheTerminal() {
        var (s, layout) = session(fixed: nil)
        // 80x24 at 4 pt per column: 76 columns x 20 rows -> 304 x 160 points.
        #expect(s.collectionView.viewportSize == Size(width: 304, height: 160))
        let passes = layout.fullPasses, count = s.collectionView.relayoutCount
        s.handle(.resize(cols: 100, rows: 30))
        // 96 x 26 cells -> 384 x 208.
        #expect(s.collectionView.viewportSize == Size(width: 384, height: 208))
        #expect(layout.fullPasses == passes + 1)
        #expect(s.collectionView.relayoutCount == count + 1)
    }

    @Test func zoomChangesPointsPerCell() {
        var (s, _) = session(fixed: nil)
        s.handle(.char("+"))
        #expect(s.pointsPerColumn == 3)
        s.handle(.char("-")); s.handle(.char("-"))
        #expect(s.pointsPerColumn == 5)
        #expect(s.collectionView.viewportSize == Size(width: 76 * 5, height: 20 * 10))
    }

    @Test func helpCommandAndQuit() throws {
        var (s, _) = session()
        s.handle(.char("?"))
        #expect(s.helpOpen)
        #expect(s.frame().text().contains("stickyHeaderYOffset"))
        s.handle(.char("j"))                 // any key closes help, without scrolling
        #expect(!s.helpOpen && s.collectionView.contentOffset.y == 0)
        s.handle(try KeyNotation.parse(":bogus<enter>"))
        #expect(s.frame().text().contains("unknown command :bogus"))
        s.handle(.char("q"))
        #expect(s.shouldQuit)
    }

    @Test func tooSmallTerminalShowsAMessage() {
        let (s, _) = session(size: (20, 5))
        let text = s.frame().text()
        #expect(text.contains("terminal too small"))
        #expect(!text.contains("╔"))
    }

    @Test func frameIsExactlyColsByRows() {
        let (s, _) = session(size: (90, 30))
        let b = s.frame()
        #expect(b.cols == 90 && b.rows == 30)
        #expect(b.text().split(separator: "\n", omittingEmptySubsequences: false).count == 31)
    }
}
