import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// A frame draws at most `FrameBudget.limit` elements: a band from the top of the viewport, the
/// rest shaded, and the status bar says how many of how many were drawn.
@MainActor struct FrameBudgetTests {
    /// 50 cells 100 x 2 stacked in a 100 x 100 viewport: all 50 in view, at y = 0, 2, …, 98.
    func model(limit: Int) throws -> ViewerModel {
        let items = Array(repeating: "[100, 2]", count: 50).joined(separator: ", ")
        let fixture = try FixtureLoader.load(text: "viewport: {width: 100, height: 100}\nsections:\n  - items: [\(items)]\n", name: "budget.yaml")
        var m = ViewerModel(fixture: fixture, path: nil, terminalSize: (80, 40), headless: true)
        m.frameBudget = FrameBudget(limit: limit)
        return m
    }

    @Test func aFrameDrawsABandAndSaysWhatItLeftOut() throws {
        let m = try model(limit: 10)
        let snap = m.snapshot()
        // The ten cells at y = 0, 2, …, 18 fit; the eleventh starts at y = 20: the line.
        #expect(snap.attributes.map(\.frame.y) == stride(from: 0.0, through: 18, by: 2).map { $0 })
        #expect(snap.cut?.inView == 50 && snap.cut?.from == 20)
        let screen = m.frame().text()
        let status = screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(status.contains("drew 10 of 50 (to y 20; shaded: not drawn)"), "\(status)")
        #expect(screen.contains("░"))
    }

    @Test func aFrameWithinTheBudgetIsWhole() throws {
        let m = try model(limit: 50)
        let snap = m.snapshot()
        #expect(snap.cut == nil && snap.attributes.count == 50)
        #expect(!m.frame().text().contains("░"))
    }

    @Test func elementsStartingAtOnePlaceAreCutInTheLayoutsOrder() {
        // 30 elements all starting at y = 0: no line separates them; the first 10 are kept.
        var found = (0..<30).map { i in
            LayoutAttributes(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: 0),
                             frame: Rect(x: Double(i), y: 0, width: 1, height: 1))
        }
        let cut = FrameBudget(limit: 10).cut(&found, bounds: Rect(x: 0, y: 0, width: 100, height: 100), .vertical)
        #expect(cut?.inView == 30 && cut != nil && cut?.from == nil)
        #expect(found.map(\.indexPath.item) == Array(0..<10))
    }
}
