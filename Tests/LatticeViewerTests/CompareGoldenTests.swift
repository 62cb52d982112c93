import Testing
import LatticeFixtures
import LatticeViewer

/// Golden frames of two panes, one scroll (recorded deliberately, reviewed by eye; see `Golden`):
/// the sticky walk beside itself with `--compare-set layout.stickyHeaderYOffset=20`.
struct CompareGoldenTests {
    static let walk = "Fixtures/list/sticky-headers-vertical.yaml"
    static let cases: [GoldenScreenTests.Case] = [
        // At rest: the same picture twice; the right pane's status says yOff 20.
        .init(golden: "compare-yoffset-0-20-rest-120x30", fixture: walk, size: (120, 30), keys: ""),
        // Four rows down (offset 16): on the left header 0 pins at the top (line 16); on the
        // right its line is 36 (offset 16 + yOffset 20), between lo 0 and hi 40 (section 1 at
        // 50 − header 10): it follows the line, 20 points (5 rows) lower, over cell 0.1.
        .init(golden: "compare-yoffset-0-20-scrolled-120x30", fixture: walk, size: (120, 30), keys: "jjjj"),
        // Narrow: stacked, both scrolled together; the lower pane is active after C-w.
        .init(golden: "compare-yoffset-0-20-stacked-80x48", fixture: walk, size: (80, 48), keys: "jjjj<C-w>"),
    ]

    static func screen(_ c: GoldenScreenTests.Case) throws -> String {
        let path = GoldenScreenTests.root.appendingPathComponent(c.fixture!).path
        let a = ViewerModel(fixture: try FixtureLoader.load(path: path), path: c.fixture, terminalSize: c.size, headless: true)
        let b = ViewerModel(fixture: try FixtureLoader.load(path: path, overrides: ["layout.stickyHeaderYOffset=20"]),
                              path: c.fixture, terminalSize: c.size, headless: true)
        var compare = CompareModel(a, b, terminalSize: c.size)
        compare.handle(try KeyNotation.parse(c.keys))
        return compare.frame().text()
    }

    @Test(arguments: cases)
    func compareFrameMatchesGolden(_ c: GoldenScreenTests.Case) throws {
        Golden.check(try Self.screen(c), named: c.golden)
    }
}
