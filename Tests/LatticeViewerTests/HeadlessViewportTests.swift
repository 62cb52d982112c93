import LatticeFixtures
import LatticeLayout
import LatticeViewer
import Testing

/// Headless sessions (render, dump, record, export, diff) draw for no terminal, so no terminal
/// size may decide the frames: a viewport side the fixture leaves out is 320 x 480
/// (FixtureFormat §2), whatever `--size` says. The live viewer follows its terminal.
@MainActor @Suite struct HeadlessViewportTests {
    static func session(_ yaml: String, terminal: (cols: Int, rows: Int), headless: Bool) throws -> ViewerModel {
        ViewerModel(fixture: try FixtureLoader.load(text: yaml, name: "t.yaml"), path: nil, terminalSize: terminal, headless: headless)
    }

    @Test func aFixtureWithoutAViewportIs320By480AtEverySize() throws {
        let yaml = "sections: [{items: [[100, 50], [100, 50]]}]\n"
        for terminal in [(80, 24), (120, 40), (200, 60)] {
            let s = try Self.session(yaml, terminal: terminal, headless: true)
            #expect(s.collectionView.viewportSize == Size(width: 320, height: 480), "\(terminal)")
            // The list layout spans the viewport's width: item 0.1 at y 50, 320 wide.
            #expect(s.layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 50, width: 320, height: 50))
        }
    }

    @Test func aSideTheFixtureGivesIsKept() throws {
        let s = try Self.session("viewport: {width: 100}\nsections: [{items: [[10, 10]]}]\n", terminal: (120, 40), headless: true)
        #expect(s.collectionView.viewportSize == Size(width: 100, height: 480))
    }

    @Test func theLiveViewerFollowsItsTerminal() throws {
        let yaml = "sections: [{items: [[10, 10]]}]\n"
        let small = try Self.session(yaml, terminal: (80, 24), headless: false)
        let large = try Self.session(yaml, terminal: (200, 60), headless: false)
        #expect(small.collectionView.viewportSize != large.collectionView.viewportSize)
    }
}
