import Foundation
import Testing
import LatticeFixtures
import LatticeRender
import LatticeViewer
import LatticeTestSupport

/// Whole screens, compared with reviewed golden files (see `Golden`). Each case: a fixture, a
/// terminal size, keys; the frame as `render` prints it (text, no colour).
struct GoldenScreenTests {
    static let root = Repository.root

    struct Case: CustomStringConvertible, Sendable {
        var golden: String
        var fixture: String?          // path under the repo root; nil: the built-in demo
        var size: (Int, Int)
        var keys: String
        var ascii = false
        var description: String { golden }
    }

    static let cases: [Case] = [
        // The demo: at rest, a header pinned, horizontal, ] x3, a resize.
        Case(golden: "demo-rest-80x24", fixture: nil, size: (80, 24), keys: ""),
        Case(golden: "demo-pinned-80x24", fixture: nil, size: (80, 24), keys: "jjjjjjjjjj"),
        Case(golden: "demo-horizontal-80x24", fixture: nil, size: (80, 24), keys: "d"),
        Case(golden: "demo-yoffset3-80x24", fixture: nil, size: (80, 24), keys: "jjjjjjjjjj]]]"),
        Case(golden: "demo-resized-100x30", fixture: nil, size: (80, 24), keys: "<resize 100x30>"),
        Case(golden: "demo-inspector-120x32", fixture: nil, size: (120, 32), keys: "jjjjjjjjjjjji"),
        Case(golden: "demo-help-80x24", fixture: nil, size: (80, 24), keys: "?"),
        // ListLayoutRules §10.2's walk: at rest, pinned (8 rows of 5 pt = offset 40 = hi), held by
        // the next section at offset 45, horizontal, ] x3, ASCII with the inspector.
        Case(golden: "sticky-walk-rest-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (80, 24), keys: ""),
        Case(golden: "sticky-walk-pinned-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (80, 24), keys: "jjjjjjjj"),
        Case(golden: "sticky-walk-upper-clamp-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (80, 24), keys: "jjjjjjjjj"),
        Case(golden: "sticky-walk-horizontal-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (80, 24), keys: "dllllll"),
        Case(golden: "sticky-walk-yoffset3-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (80, 24), keys: "jj]]]"),
        // One row down, yOffset +20: the header sits at 25 and its resting place (0...10, in
        // view from 5) shows as a dotted ghost on the top row.
        Case(golden: "sticky-walk-ghost-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (80, 24), keys: "j]]]]"),
        Case(golden: "sticky-walk-ascii-inspector-100x30", fixture: "Fixtures/list/sticky-headers-vertical.yaml", size: (100, 30), keys: "jjjjjjjjji", ascii: true),
        Case(golden: "sticky-mail-rest-100x30", fixture: "Fixtures/list/sticky-mail.yaml", size: (100, 30), keys: ""),
        Case(golden: "sticky-mail-pinned-100x30", fixture: "Fixtures/list/sticky-mail.yaml", size: (100, 30), keys: "jjjjjjjj"),
        Case(golden: "sticky-mail-resized-60x20", fixture: "Fixtures/list/sticky-mail.yaml", size: (100, 30), keys: "<resize 60x20>"),
    ]

    /// Every list fixture at rest, 100x30 (they have fixed viewports, fitted to the terminal),
    /// plus the horizontal sticky one scrolled so its first header pins.
    static let listFixtures: [Case] = {
        let dir = root.appendingPathComponent("Fixtures/list")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") && $0 != "generated-100k.yaml" }.sorted()
        return names.map { Case(golden: "list-" + $0.replacingOccurrences(of: ".yaml", with: "") + "-rest-100x30",
                                fixture: "Fixtures/list/" + $0, size: (100, 30), keys: "") }
            // The JSON twin of newline-by-width.yaml: the same screen under its own name.
            + [Case(golden: "list-newline-by-width-json-rest-100x30", fixture: "Fixtures/list/newline-by-width.json",
                    size: (100, 30), keys: "")]
            + [Case(golden: "list-sticky-headers-horizontal-pinned-100x30", fixture: "Fixtures/list/sticky-headers-horizontal.yaml",
                    size: (100, 30), keys: "llllllllllll")]
    }()

    /// The generated cases come from a folder walk: one that finds no fixture must fail.
    @Test func listFixturesAreFound() {
        let walked = Self.listFixtures.filter { $0.fixture?.hasSuffix(".yaml") == true && $0.keys.isEmpty }
        #expect(walked.count >= 20, "the walk of Fixtures/list found only \(walked.count) fixtures")
    }

    @Test(arguments: listFixtures)
    func listFixtureMatchesGolden(_ c: Case) throws {
        Golden.check(try Self.screen(c), named: c.golden)
    }

    static func screen(_ c: Case) throws -> String {
        let fixture = try c.fixture.map { try FixtureLoader.load(path: root.appendingPathComponent($0).path) } ?? ViewerModel.demoFixture()
        var session = ViewerModel(fixture: fixture, path: c.fixture, terminalSize: c.size, headless: true)
        session.glyphs = c.ascii ? .ascii : .utf8
        session.handle(try KeyNotation.parse(c.keys))
        return session.frame().text()
    }

    @Test(arguments: cases)
    func screenMatchesGolden(_ c: Case) throws {
        Golden.check(try Self.screen(c), named: c.golden)
    }
}
