import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The viewer's everyday keys in a headless session: messages, counts, vim/less habits, the mouse,
/// find and go, identities through updates, redo, quitting with unsaved edits, panning when zoomed
/// in.
///
/// Fixtures as in UpdateKeysTests: a 100x100 viewport fitted at 2.5 points per column on 80x24
/// (a row is 5 points), sections of a 10-point header and full-width rows.
@MainActor struct WorkdayKeysTests {
    func session(_ sections: [[Double]] = [[20, 20], [30, 30, 30]], labels: Bool = false) throws -> ViewerModel {
        let f = try FixtureLoader.load(text: UpdateKeysTests.yaml(sections, labels: labels), format: .yaml, name: "walk")
        return ViewerModel(fixture: f, path: nil, terminalSize: (80, 24), headless: true)
    }

    /// Ten rows of 20 under one 10-point header: content 210, offsets 0 ... 110.
    func tall() throws -> ViewerModel { try session([Array(repeating: 20, count: 10)]) }

    func keys(_ s: inout ViewerModel, _ k: String) throws { s.handle(try KeyNotation.parse(k)) }

    @Test func timeAndResizeAreMessages() throws {
        var s = try session()
        try keys(&s, "<tab><tab>a")
        #expect(s.isAnimating)
        s.update(.tick(milliseconds: 100))
        #expect(s.isAnimating)
        s.update(.tick(milliseconds: 150))          // 250 ms in all: the insert animation is over
        #expect(!s.isAnimating)
        s.update(.resize(cols: 100, rows: 30))
        #expect(s.terminalSize == (100, 30))
        #expect(ViewerMessage(.wait(milliseconds: 5)) == .tick(milliseconds: 5))
        #expect(ViewerMessage(.resize(cols: 3, rows: 4)) == .resize(cols: 3, rows: 4))
        #expect(ViewerMessage(.char("j")) == .key(.char("j")))
    }

    @Test func aStaleFileChangedMessageDoesNothing() throws {
        var s = try session()
        s.update(.fileChanged(path: "other.yaml", exists: true))   // not the shown file (the demo has none): ignored
        #expect(s.message == nil && s.reloadError == nil)
    }

    @Test func countsRepeatTheKey() throws {
        var s = try tall()
        try keys(&s, "5j")
        #expect(s.collectionView.contentOffset.y == 25)          // 5 rows of 5 points
        try keys(&s, "3]")
        #expect(s.layout.knobs.stickyHeaderYOffset == 15)        // 3 cells of 5 points
        try keys(&s, "40j")
        #expect(s.collectionView.contentOffset.y == 110)         // clamped at 210 - 100
        try keys(&s, "2")
        #expect(s.pendingCount == 2)
        #expect(s.frame().line(23).hasPrefix(" 2  "))            // the count shows on the key line
    }

    @Test func halfPagesPagesAndEnds() throws {
        var s = try tall()
        try keys(&s, "<C-d>")
        #expect(s.collectionView.contentOffset.y == 50)          // half of the 100-point viewport
        try keys(&s, "<C-d>")
        #expect(s.collectionView.contentOffset.y == 100)
        try keys(&s, "<C-u>")
        #expect(s.collectionView.contentOffset.y == 50)
        try keys(&s, "<C-f>")
        #expect(s.collectionView.contentOffset.y == 110)         // a viewport, clamped
        try keys(&s, "<C-b>")
        #expect(s.collectionView.contentOffset.y == 10)
        try keys(&s, "gg")
        #expect(s.collectionView.contentOffset.y == 0)
        try keys(&s, "G")
        #expect(s.collectionView.contentOffset.y == 110)
    }

    @Test func aClickFocusesTheElementUnderThePointer() throws {
        var s = try session()
        // The viewport's cells start at column 1, row 2. Column 5, row 5 is the point
        // (4.5 x 2.5, 3.5 x 5) = 11.25 x 17.5: cell 0.0 (y 10 ..< 30).
        try keys(&s, "<click 5,5>")
        #expect(s.focus == ElementID(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: 0, section: 0)))
        try keys(&s, "<click 5,2>")                                 // y 2.5: header 0 (0 ..< 10)
        #expect(s.focus?.category == .supplementary && s.focus?.indexPath.section == 0)
        try keys(&s, "<click 0,0>")                                 // the status bar: nothing changes
        #expect(s.focus?.category == .supplementary)
    }

    @Test func findHighlightsWhileTypingAndEnterJumps() throws {
        var s = try session(labels: true)
        try keys(&s, "/L1")
        _ = s.frame()
        // L10 and L11 are in view (60 ..< 90, 90 ..< 120 partly); L12 at 120 is not.
        let ids = Set(s.snapshot().matches.map(\.indexPath))
        #expect(ids == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        #expect(s.frame().line(23).contains("/L1_  3 matches"))
        try keys(&s, "<enter>")
        #expect(s.focus?.indexPath == IndexPath(item: 0, section: 1))
        try keys(&s, "n")
        #expect(s.focus?.indexPath == IndexPath(item: 1, section: 1))
        try keys(&s, "n")
        // Cell 1.2 (120 ..< 150) is scrolled into view, centred and clamped: offset 50.
        #expect(s.focus?.indexPath == IndexPath(item: 2, section: 1))
        #expect(s.collectionView.contentOffset.y == 50)
        try keys(&s, "N")
        #expect(s.focus?.indexPath == IndexPath(item: 1, section: 1))
        try keys(&s, "/nothing<enter>")
        #expect(s.message?.isError == true && s.message?.text.contains("no match") == true)
    }

    /// Find takes any character and ignores case. A query holding U+0000 (the keys fuzz target
    /// typed `/0` and NUL) trapped in Foundation's case-insensitive search, which returned a range
    /// past the end of header 0's name `§0`; it matches nothing. "ß" meets "SS".
    @Test func findTakesAnyCharacterAndIgnoresCase() throws {
        var s = try session(labels: true)
        try keys(&s, "/0\u{0}")
        #expect(s.snapshot().matches.isEmpty)
        try keys(&s, "<enter>")
        #expect(s.message?.isError == true && s.message?.text.contains("no match") == true, "\(String(describing: s.message))")
        try keys(&s, "/l11<enter>")
        #expect(s.focus?.indexPath == IndexPath(item: 1, section: 1) && s.focus?.category == .cell)
        try keys(&s, "/§1<enter>")
        #expect(s.focus?.indexPath.section == 1 && s.focus?.category == .supplementary)
        let text = "name: find\nviewport: {width: 100, height: 100}\nsections:\n"
            + "  - {header: 10, headerLabel: \"Straße\", items: [[100, 20]]}\n  - {header: 10, headerLabel: \"Weg\", items: [[100, 20]]}\n"
        var street = ViewerModel(fixture: try FixtureLoader.load(text: text, format: .yaml, name: "find"), path: nil,
                                 terminalSize: (80, 24), headless: true)
        try keys(&street, "/STRASSE<enter>")
        #expect(street.focus?.indexPath.section == 0 && street.focus?.category == .supplementary)
        try keys(&street, "/wEG<enter>")
        #expect(street.focus?.indexPath.section == 1 && street.focus?.category == .supplementary)
    }

    @Test func gotoAnItemOrAHeader() throws {
        var s = try session()
        try keys(&s, ":goto 1.2<enter>")
        #expect(s.focus?.indexPath == IndexPath(item: 2, section: 1) && s.focus?.category == .cell)
        #expect(s.collectionView.contentOffset.y == 50)
        try keys(&s, ":goto header 0<enter>")
        #expect(s.focus?.category == .supplementary && s.focus?.indexPath.section == 0)
        #expect(s.collectionView.contentOffset.y == 0)           // its resting place, at the top
        try keys(&s, ":goto 5.0<enter>")
        #expect(s.message?.text == "no section 5: the layout has 2 (0 to 1)")
        try keys(&s, ":goto 1.7<enter>")
        #expect(s.message?.text == "no item 1.7: section 1 has 3 items")
    }

    @Test func anItemKeepsItsIdentityThroughAMove() throws {
        var s = try session()
        try keys(&s, "<tab><tab><tab>mj<wait 250ms>")         // cell 0.1 moves into section 1
        let moved = IndexPath(item: 0, section: 1)
        #expect(s.scene.identity(of: moved) == ItemIdentity(origin: IndexPath(item: 1, section: 0)))
        #expect(s.scene.identity(of: IndexPath(item: 1, section: 1)) == ItemIdentity(origin: IndexPath(item: 0, section: 1)))
        try keys(&s, "i")
        let text = s.frame().text()
        #expect(text.contains("item 0.1  index path 1.0"))
        #expect(text.contains("cell 1.0 (item 0.1)"))
    }

    @Test func redoAfterUndoWithTheHistoryDepth() throws {
        var s = try session()
        try keys(&s, "<tab><tab><tab>a<wait 250ms>")               // a copy of 0.1 at 0.2
        #expect(s.historyDepth == "undo 1 redo 0")
        #expect(s.scene.identity(of: IndexPath(item: 2, section: 0)).description == "0.1+")
        try keys(&s, "u<wait 250ms>")
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 2)
        #expect(s.historyDepth == "undo 0 redo 1")
        try keys(&s, "U<wait 250ms>")
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 3)
        #expect(s.historyDepth == "undo 1 redo 0")
        #expect(s.scene.identity(of: IndexPath(item: 2, section: 0)).description == "0.1+")
        try keys(&s, "u<wait 250ms><C-r><wait 250ms>")
        #expect(s.collectionView.layout.numberOfItems(inSection: 0) == 3)
        try keys(&s, "U")
        #expect(s.message?.text == "nothing to redo")
        #expect(s.frame().line(0).contains("undo 1 redo 0") || s.frame().line(0).contains("modified"))
    }

    @Test func qWithUnsavedEditsAsksOnce() throws {
        var s = try session()
        try keys(&s, "q")
        #expect(s.shouldQuit)                                      // nothing edited: quits at once
        var t = try session()
        try keys(&t, "<tab><tab>x<wait 250ms>q")
        #expect(!t.shouldQuit && t.hasUnsavedChanges)
        #expect(t.message?.text.contains("unsaved changes") == true)
        try keys(&t, "q")
        #expect(t.shouldQuit)
        var u = try session()
        try keys(&u, "<tab><tab>x<wait 250ms>u<wait 250ms>q")
        #expect(u.shouldQuit)                                      // undone back to the file: nothing unsaved
    }

    @Test func zoomedInTheScrollKeysPanTheWindowFirst() throws {
        var s = try session()
        try keys(&s, "+++")                                        // 2.5 -> 2 -> 1.5 -> 1 point per column: 100 x 50 cells
        #expect(s.pointsPerColumn == 1)
        try keys(&s, "l")
        #expect(s.pan.col == 1 && s.collectionView.contentOffset.x == 0)
        try keys(&s, "200l")                                       // the window stops at the right side
        #expect(s.pan.col == 100 - 76)                            // 76 columns of room on 80x24
        try keys(&s, "200j")
        #expect(s.pan.row == 50 - 20)                             // 20 rows of room
        #expect(s.collectionView.contentOffset.y == 50)           // then the content scrolled to its end
        #expect(s.frame().line(0).contains("view +24,+30 of 100×50"))
    }
}
