import Testing
import LatticeViewer

/// Golden frames of the everyday habits (find, counts, half pages, clicks, :w) (recorded deliberately, reviewed by eye; see `Golden`).
struct WorkdayGoldenTests {
    static let mail = "Fixtures/list/sticky-mail.yaml", walk = "Fixtures/list/sticky-headers-vertical.yaml"
    static let cases: [GoldenScreenTests.Case] = [
        // `/al` being typed: the two "half" cells match ("hALf"): ◆ on their label row, the
        // count on the find line.
        .init(golden: "find-typing-100x30", fixture: mail, size: (100, 30), keys: "/al"),
        // Enter after `/tag`: the first "tag" cell scrolled into view and focused, 1/2.
        .init(golden: "find-jump-100x30", fixture: mail, size: (100, 30), keys: "/tag<enter>"),
        // `:goto 3.4`: cell 3.4 of Archive centred (clamped at the end) and focused.
        .init(golden: "goto-3.4-100x30", fixture: mail, size: (100, 30), keys: ":goto 3.4<enter>"),
        // Cell 0.1 moved into section 1 and followed there: it is still labelled 0.1, section 1's
        // items keep 1.0 … 1.2 under their new index paths; the inspector tells item and index path.
        .init(golden: "sticky-walk-move-end-inspector-100x30", fixture: walk, size: (100, 30), keys: "<tab><tab><tab>mj<wait 250ms>i"),
        // Redo after undo: the copy of 0.1 is back (0.1+), the status says the history depth.
        .init(golden: "sticky-walk-redo-120x30", fixture: walk, size: (120, 30), keys: "<tab><tab><tab>a<wait 250ms>u<wait 250ms>U<wait 250ms>"),
        // Zoomed in to 1 point per column, the window panned to the far side (bottom right):
        // the left and top edges dotted, the status says where the window is.
        .init(golden: "sticky-walk-zoom-pan-far-80x24", fixture: walk, size: (80, 24), keys: "+++200l200j"),
        // Horizontal: the key line says h/l scroll.
        .init(golden: "sticky-walk-horizontal-keys-100x30", fixture: walk, size: (100, 30), keys: "d"),
    ]

    @Test(arguments: cases)
    func workdayFrameMatchesGolden(_ c: GoldenScreenTests.Case) throws {
        Golden.check(try GoldenScreenTests.screen(c), named: c.golden)
    }
}
