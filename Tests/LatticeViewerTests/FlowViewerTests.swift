import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer

/// UICollectionViewFlowLayout in the viewer (FlowLayoutRules): `s`, `]`, the pin inspector for
/// headers and footers, updates, self-sizing.
///
/// Fixtures/flow/pinned.yaml by hand: C = 320, two 150-wide items a row; section 0 is header
/// 0...30, inset 8, rows at 38, 108, 178 (60 high, 10 apart), inset 8, footer 246...270, ending
/// at 270; section 1 is header 270...300, five rows from 308 to 648, footer 656...680.
struct FlowViewerTests {
    func session(_ fixture: String, size: (Int, Int) = (120, 40)) throws -> ViewerModel {
        let path = LayoutViewerTests.root.appendingPathComponent(fixture).path
        return ViewerModel(fixture: try FixtureLoader.load(path: path), path: fixture, terminalSize: size, headless: true)
    }

    func header(_ s: ViewerModel, _ section: Int) -> Double? {
        s.collectionView.layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))?.frame.minY
    }

    /// At offset 100 (content inset top 20): top = 120, so header 0 = min(max(120, 0), 270 − 30) = 120;
    /// bottom = 100 + 400 = 500, so footer 1 = max(min(500 − 24, 656), 270) = 476, and footer 0
    /// = max(min(476, 246), 0) = 246, held at its resting place.
    @Test func theInspectorExplainsPinnedHeadersAndFooters() throws {
        var s = try session("Fixtures/flow/pinned.yaml")
        s.handle(try KeyNotation.parse(":offset 0,100<enter>i"))
        #expect(header(s, 0) == 120)
        let text = s.frame().text()
        #expect(text.contains("§0 Today header pinned y 120 (rests 0)"))
        #expect(text.contains("§1 Yesterday footer pinned y 476 (rests 656)"))
        #expect(text.contains("= min(max(120, 0), 240) = 120"))
        #expect(text.contains("line = off + view − inset.bottom − footer"))
        #expect(text.contains("= 100 + 400 − 0 − 24 = 476"))
        #expect(text.contains("= max(min(476, 656), 270) = 476"))
        #expect(text.contains("= max(min(476, 246), 0) = 246"))
        #expect(text.contains("hi holds it at its resting place"))
    }

    @Test func sTogglesHeaderPinningAndBracketsDoNotApply() throws {
        var s = try session("Fixtures/flow/pinned.yaml")
        s.handle(try KeyNotation.parse(":offset 0,100<enter>"))
        #expect(header(s, 0) == 120)
        s.handle(.char("s"))
        #expect(header(s, 0) == 0)
        s.handle(.char("s"))
        #expect(header(s, 0) == 120)
        s.handle(.char("]"))
        #expect(s.frame().text().contains("the flow layout has no stickyHeaderYOffset"))
    }

    /// `a` inserts a copy of the focused item: section 0 of the photo grid goes from 7 to 8 items.
    @Test func updatesApply() throws {
        var s = try session("Fixtures/flow/photo-grid.yaml")
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 7)
        s.handle(try KeyNotation.parse(":goto 0.6<enter>a"))
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 8)
    }

    /// FlowLayoutRules §8 on Fixtures/flow/self-sizing.yaml: the content grows as items are
    /// measured on the way down.
    @Test func selfSizingChangesTheContentSizeWhileScrolling() throws {
        var s = try session("Fixtures/flow/self-sizing.yaml")
        let before = s.collectionView.contentSize.height
        s.handle(try KeyNotation.parse(":offset 0,400<enter>"))
        s.handle(try KeyNotation.parse(":offset 0,800<enter>"))
        #expect(s.collectionView.contentSize.height > before)
    }
}

extension FlowViewerTests {
    /// The inspector counts measured items and shows the focused item's estimate and real size:
    /// at offset 0 items 0...6 are measured (FlowSelfSizingTests), 7 of 19; item 3 is 320 × 120.
    @Test func theInspectorShowsEstimatedAndRealSizes() throws {
        var s = try session("Fixtures/flow/self-sizing.yaml")
        s.handle(try KeyNotation.parse(":goto 0.3<enter>i"))
        let text = s.frame().text()
        #expect(text.contains("self-sizing: 7 of 19 measured, estimate 320×44"))
        #expect(text.contains("0.3: estimated 320×44, real 320×120 (measured)"))
    }
}
