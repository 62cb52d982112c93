import LatticeRender
import Testing

/// The cells a terminal backend is sent from one frame to the next (ratatui's double buffer).
@Suite struct ScreenChangesTests {
    func screen(_ rows: [String], cols: Int = 6) -> ScreenBuffer {
        var b = ScreenBuffer(cols: cols, rows: rows.count)
        for (r, line) in rows.enumerated() { b.write(line, col: 0, row: r, style: .plain) }
        return b
    }

    @Test func aFirstScreenClearsAndSendsItsCellsThatAreNotBlank() {
        let new = screen(["ab", " c"])
        let changes = ScreenChanges(from: nil, to: new)
        #expect(changes.cleared)
        #expect(changes.cells.map { [$0.col, $0.row] } == [[0, 0], [1, 0], [1, 1]])
    }

    @Test func theSameScreenSendsNothing() {
        let changes = ScreenChanges(from: screen(["ab", "cd"]), to: screen(["ab", "cd"]))
        #expect(!changes.cleared)
        #expect(changes.isEmpty)
    }

    @Test func onlyTheCellsThatDifferAreSent() {
        let changes = ScreenChanges(from: screen(["abc", "def"]), to: screen(["abX", "dYf"]))
        #expect(changes.cells.map { [$0.col, $0.row] } == [[2, 0], [1, 1]])
        #expect(changes.cells.map(\.cell.scalar) == ["X", "Y"])
    }

    @Test func aScreenOfAnotherSizeStartsOverOnAClearedTerminal() {
        let changes = ScreenChanges(from: screen(["ab"], cols: 4), to: screen(["ab"], cols: 5))
        #expect(changes.cleared)
        #expect(changes.cells.count == 2)
    }

    /// A wide character takes two columns: a change in its second column sends its first column
    /// too, so a terminal that writes only first columns still draws it.
    @Test func aWideCharacterIsSentFromItsFirstColumn() {
        let old = screen(["a中b"]), new = screen(["a国b"])
        let changes = ScreenChanges(from: old, to: new)
        #expect(changes.cells.first?.col == 1)
        #expect(changes.cells.first?.cell.scalar == "国")
        var replay = old
        changes.apply(to: &replay)
        #expect(replay == new)
    }

    @Test func applyingTheChangesGivesTheNewScreen() {
        let old = screen(["abc", "def", "ghi"]), new = screen(["abc", "dZf", "   "])
        var replay = old
        ScreenChanges(from: old, to: new).apply(to: &replay)
        #expect(replay == new)
        var fresh = ScreenBuffer(cols: 0, rows: 0)
        ScreenChanges(from: nil, to: new).apply(to: &fresh)
        #expect(fresh == new)
    }
}
