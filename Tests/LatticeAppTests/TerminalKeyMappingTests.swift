import LatticeApp
import LatticeTerminal
import LatticeViewer
import Testing

/// The one place terminal input becomes viewer input: each terminal key gives the viewer key of
/// the same name, and Ctrl-C (read as a character) quits as `q` does.
@Suite struct TerminalKeyMappingTests {
    @Test func eachTerminalKeyGivesTheViewerKeyOfItsName() {
        let pairs: [(TerminalKey, ViewerKey)] = [
            (.char("]"), .char("]")), (.up, .up), (.down, .down), (.left, .left), (.right, .right),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .home), (.end, .end),
            (.tab, .tab), (.backTab, .backTab), (.enter, .enter), (.escape, .escape), (.backspace, .backspace),
            (.ctrl("d"), .ctrl("d")), (.wheelUp, .wheelUp), (.wheelDown, .wheelDown),
            (.wheelLeft, .wheelLeft), (.wheelRight, .wheelRight),
            (.click(col: 12, row: 7), .click(col: 12, row: 7)), (.resize(cols: 132, rows: 43), .resize(cols: 132, rows: 43)),
        ]
        for (terminal, viewer) in pairs {
            #expect(ViewerKey(terminal) == viewer, "\(terminal)")
        }
    }

    @Test func controlCQuitsLikeQ() {
        #expect(ViewerKey(.ctrl("c")) == .char("q"))
    }
}
