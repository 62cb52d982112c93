import Testing
import LatticeFixtures
import LatticeLayout
import LatticeRender
import LatticeViewer

/// Two panes at their own offsets (`lattice import A@X,Y B@X,Y`): with `sharesOffset` off the
/// keys scroll both by the same amount and the distance between them stays; the inspector
/// shows the session's notes after the layout's own lines.
@MainActor struct CompareOwnOffsetsTests {
    @Test func eachPaneKeepsItsOwnOffset() throws {
        let yaml = UpdateKeysTests.yaml([[20, 20], [30, 30, 30, 30, 30]])
        var a = try FixtureLoader.load(text: yaml, format: .yaml, name: "a"), b = a
        a.contentOffset = Point(x: 0, y: 0)
        b.contentOffset = Point(x: 0, y: 40)
        let size = (120, 40)
        var pa = ViewerModel(fixture: a, path: nil, terminalSize: size, headless: true)
        let pb = ViewerModel(fixture: b, path: nil, terminalSize: size, headless: true)
        pa.inspectorNotes = ["how the headers moved"]
        var c = CompareModel(pa, pb, terminalSize: size)
        c.sharesOffset = false
        // One row at the zoom the compare model fitted each pane to.
        let row = 2 * c.panes[0].pointsPerColumn
        c.handle(try KeyNotation.parse("ji"))
        #expect(c.panes[0].collectionView.contentOffset.y == row)
        #expect(c.panes[1].collectionView.contentOffset.y == 40 + row)
        #expect(c.frame().text().contains("how the headers moved"))
    }
}
