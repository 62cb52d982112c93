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
        // Every other aligned and line fixture at rest, each reviewed cell by cell against
        // `lattice dump` and PointGrid's rule at the fitted zoom (s pt a column, 2s a row).
        // Alignments (s 10): left lines from x 5, center lines centred, right lines ending at 315.
        Case(golden: "aligned-alignments-rest-100x30", fixture: "Fixtures/aligned/alignments.yaml", size: (100, 30), keys: ""),
        // Begin / end line (s 4): lines [0 1] [2] [3 4] [5 6], one-row cells as [label].
        Case(golden: "aligned-begin-end-line-rest-100x30", fixture: "Fixtures/aligned/begin-end-line.yaml", size: (100, 30), keys: ""),
        // Cell insets (s 4): "right -25" and "overlaps" overlap as their frames do (the later one on top).
        Case(golden: "aligned-cell-insets-rest-100x30", fixture: "Fixtures/aligned/cell-insets.yaml", size: (100, 30), keys: ""),
        // Defaults (s 10): two header bars, three 100-point cells a line, the 40 x 20 cell one row.
        Case(golden: "aligned-defaults-rest-100x30", fixture: "Fixtures/aligned/defaults.yaml", size: (100, 30), keys: ""),
        // Fill (s 4): fill cells end at x 195 (col 47 the last); the center section has no slack.
        Case(golden: "aligned-fill-rest-100x30", fixture: "Fixtures/aligned/fill.yaml", size: (100, 30), keys: ""),
        // Header pinning at its offset 50 (s 1.5): header 0 pinned (▓ ⇱) over its section's last
        // line, header 1 resting right under it.
        Case(golden: "aligned-header-pinning-rest-100x30", fixture: "Fixtures/aligned/header-pinning.yaml", size: (100, 30), keys: ""),
        // Indentation (s 4): later lines start at B (col 5), then at 30 (col 7); right lines end
        // at B's, then E's right edge.
        Case(golden: "aligned-indentation-rest-100x30", fixture: "Fixtures/aligned/indentation.yaml", size: (100, 30), keys: ""),
        // Reply thread (s 8): text lines start under the name, not the avatar; replies indented.
        Case(golden: "aligned-reply-thread-rest-100x30", fixture: "Fixtures/aligned/reply-thread.yaml", size: (100, 30), keys: ""),
        // Vertical alignment (s 4): top / center / bottom lines; B and C hang below by their top inset.
        Case(golden: "aligned-vertical-alignment-rest-100x30", fixture: "Fixtures/aligned/vertical-alignment.yaml", size: (100, 30), keys: ""),
        // Wide cells (s 4): clipped at the viewport, open on the side they stick out of.
        Case(golden: "aligned-wide-cells-rest-100x30", fixture: "Fixtures/aligned/wide-cells.yaml", size: (100, 30), keys: ""),
        // Arrows at offset 120 (s 3): ▲ start arrow over the top grip, ▼ end arrow at the bottom.
        Case(golden: "line-arrows-rest-100x30", fixture: "Fixtures/line/arrows.yaml", size: (100, 30), keys: ""),
        // Both items (s 8): the divider and 0.6 span the box and hide the line under them.
        Case(golden: "line-both-interrupts-rest-100x30", fixture: "Fixtures/line/both-interrupts.yaml", size: (100, 30), keys: ""),
        // Horizontal (s 5): ━ line on row 8, labels left of their grips, ▲ / ▼ tails, ▶ end arrow,
        // the both item across the line.
        Case(golden: "line-horizontal-rest-100x30", fixture: "Fixtures/line/horizontal.yaml", size: (100, 30), keys: ""),
        // LineLayoutRules §4's worked example (s 3): the doc's table drawn; ▼ end arrow, no start arrow.
        Case(golden: "line-worked-example-rest-100x30", fixture: "Fixtures/line/worked-example.yaml", size: (100, 30), keys: ""),
        // Labels (s 8): the 3-point line rounds to column 16, the 9-point grips to 15 alone, so
        // each grip is widened across the line to columns 15–16 (●● on the line). v1.1 and v2.0
        // only touch their grips, but at 16 pt a row share their row: the label, later in the
        // layout's order at the same zIndex, covers the grip; the tail ▶ still shows the joint.
        Case(golden: "line-labels-rest-100x30", fixture: "Fixtures/line/labels.yaml", size: (100, 30), keys: ""),
    ]

    @Test(arguments: cases)
    func screenMatchesGolden(_ c: Case) throws {
        Golden.check(try GoldenScreenTests.screen(c), named: c.golden)
    }
}
