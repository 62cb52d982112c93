import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The compositional layout in the viewer: orthogonal sections scrolled sideways by their own
/// keys and Shift+wheel, paging flings, the status bar, `:set`, and the pin inspector.
struct CompositionalViewerTests {
    func session(_ fixture: String, size: (Int, Int) = (140, 30)) throws -> ViewerModel {
        let path = GoldenScreenTests.root.appendingPathComponent(fixture).path
        return ViewerModel(fixture: try FixtureLoader.load(path: path), path: fixture, terminalSize: size, headless: true)
    }

    func cellX(_ s: ViewerModel, _ section: Int, _ item: Int) -> Double? {
        s.layout.attributesForItem(at: IndexPath(item: item, section: section))?.frame.x
    }

    /// orthogonal-sections.yaml: section 0's first cell sits 10 in (its item insets are 10);
    /// `>` moves it 3 terminal columns' worth of points (the zoom's points per column).
    @Test func sidewaysKeysMoveOnlyTheFirstOrthogonalSectionInView() throws {
        var s = try session("Fixtures/compositional/orthogonal-sections.yaml")
        #expect(cellX(s, 0, 0) == 10)
        let step = 3 * s.pointsPerColumn
        _ = s.handle(.char(">"))
        #expect(cellX(s, 0, 0) == 10 - step)
        #expect(cellX(s, 1, 0) == 10, "the other sections keep their offsets")
        _ = s.handle(.char("<"))
        _ = s.handle(.char("<"))
        #expect(cellX(s, 0, 0) == 10, "clamped at 0 (§5.6)")
        _ = s.handle(.wheelRight)
        #expect(cellX(s, 0, 0) == 10 - step, "Shift+wheel scrolls the section, not the view")
        #expect(s.collectionView.contentOffset.x == 0)
    }

    @Test func flingsRestWhereTheBehaviourSaysAndTheStatusBarShowsTheOffset() throws {
        var s = try session("Fixtures/compositional/orthogonal-sections.yaml")
        // Section 0 is continuous: a fling of half the 320 viewport rests at 160
        // (CompositionalLayoutRules §5.8).
        _ = s.handle(.char("L"))
        #expect(abs(cellX(s, 0, 0)! - (10 - 160)) < 1e-9)
        #expect(s.frame().line(0).contains("§0 sideways 160/"))
        // The sideways content: 9 items, 3 a group, so 3 groups of 272 = 816 (no section insets);
        // the largest offset is 816 − 320 = 496.
        #expect(s.layout.sidewaysScroll(section: 0)?.maximum == 496)
    }

    @Test func groupPagingRestsOnAGroup() throws {
        // Section 1 (groupPaging) focused: a fling from 0 proposes 160 with positive velocity; the
        // group step is 272, so it rests on ceil(160 / 272) · 272 = 272
        // (CompositionalLayoutRules §5.8).
        var s = try session("Fixtures/compositional/orthogonal-sections.yaml")
        _ = s.handle(.char("j"))
        let layout = s.layout
        layout.setSidewaysOffset(0, section: 1)
        #expect(layout.sidewaysRestingOffset(section: 1, proposed: 160, velocity: 1) == 272)
        #expect(layout.sidewaysRestingOffset(section: 1, proposed: 160, velocity: -1) == 0)
    }

    @Test func setChangesAnOrthogonalOffset() throws {
        let path = GoldenScreenTests.root.appendingPathComponent("Fixtures/compositional/orthogonal-sections.yaml").path
        var s = Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (140, 30), headless: true))
        s.handle(":set sections.0.orthogonalOffset=100".map { ViewerKey.char($0) } + [.enter])
        #expect(abs(cellX(s.model, 0, 0)! - (10 - 100)) < 1e-9)
    }

    @Test func theInspectorExplainsAPinnedHeaderWithTheClamp() throws {
        // pinned-headers.yaml at offset 300: section 0's header (44 tall) pins at 300.
        var s = try session("Fixtures/compositional/pinned-headers.yaml")
        _ = s.handle(.char("i"))
        let text = s.frame().text()
        #expect(text.contains("§0 header pinned y 300 (rests 0)"))
        // line = 300 + 0; lo = its resting place 0; hi = the end of section 0, 616 − 44 = 572.
        #expect(text.contains("pos = min(max(line, lo), hi)"))
        #expect(text.contains("= min(max(300, 0), 572) = 300"))
    }
}
