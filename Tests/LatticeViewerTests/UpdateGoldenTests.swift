import Testing
import LatticeViewer

/// Golden frames of batch-update animations (recorded deliberately, reviewed by eye; see
/// `Golden`). The sticky walk (Fixtures/list/sticky-headers-vertical.yaml): focus cell 0.1, `a`.
struct UpdateGoldenTests {
    static let cases: [GoldenScreenTests.Case] = [
        // 120 ms into the 250 ms insert: header 1 and section 1 slid 47% of one 20-point row
        // (ease-in-out), the new cell 0.2 faint (alpha 0.47: dotted lines) under the sliding ones.
        .init(golden: "sticky-walk-insert-mid-120ms-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml",
              size: (80, 24), keys: "<tab><tab><tab>a<wait 120ms>"),
        // The end of it: the new cell in place, focused (heavy box).
        .init(golden: "sticky-walk-insert-end-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml",
              size: (80, 24), keys: "<tab><tab><tab>a<wait 250ms>"),
        // A move (m j) of cell 0.1 into section 1, 120 ms in, ASCII: the moved cell keeps its focus box.
        .init(golden: "sticky-walk-move-mid-120ms-ascii-80x24", fixture: "Fixtures/list/sticky-headers-vertical.yaml",
              size: (80, 24), keys: "<tab><tab><tab>mj<wait 120ms>", ascii: true),
    ]

    @Test(arguments: cases)
    func animationFrameMatchesGolden(_ c: GoldenScreenTests.Case) throws {
        Golden.check(try GoldenScreenTests.screen(c), named: c.golden)
    }
}
