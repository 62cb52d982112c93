import Testing

/// Golden screens of the aligned and line layouts (recorded with LATTICE_RECORD=1 and reviewed
/// by eye against `lattice dump` and PointGrid's rule; see `Golden`).
struct GoldenLayoutScreenTests {
    typealias Case = GoldenScreenTests.Case

    static let cases: [Case] = [
        // The tag cloud at rest: centred lines of tags under a labelled header.
        Case(golden: "aligned-tag-cloud-rest-100x30", fixture: "Fixtures/aligned/tag-cloud.yaml", size: (100, 30), keys: ""),
        // Eight rows down from offset 50 (3 pt a row at the fitted zoom) = offset 74, inspector
        // open: header 1 pinned at the viewport edge (min(max(74, 60), 110) = 74), header 0 held
        // at 50 by its section's end, header 2 at rest, the empty section's header never pins.
        Case(golden: "aligned-header-pinning-pinned-inspector-100x30", fixture: "Fixtures/aligned/header-pinning.yaml",
             size: (100, 30), keys: "jjjjjjjji"),
        // The two-sided chat at rest: tails pointing at their items, labels on the line.
        Case(golden: "line-chat-rest-100x30", fixture: "Fixtures/line/chat.yaml", size: (100, 30), keys: ""),
        // The horizontal timeline 16 columns (80 pt) along: the start arrow ◀ at the left edge
        // (item 0 starts at 43, before 80), the end arrow ▶ at the right edge.
        Case(golden: "line-horizontal-scrolled-100x30", fixture: "Fixtures/line/horizontal.yaml", size: (100, 30),
             keys: "llllllllllllllll"),
        // ASCII: the arrows fixture at its offset 120, both arrows shown, inspector open.
        Case(golden: "line-arrows-ascii-inspector-100x30", fixture: "Fixtures/line/arrows.yaml", size: (100, 30),
             keys: "i", ascii: true),
    ]

    @Test(arguments: cases)
    func screenMatchesGolden(_ c: Case) throws {
        Golden.check(try GoldenScreenTests.screen(c), named: c.golden)
    }
}
