import CNcurses
import Testing
@testable import LatticeTerminal

/// Which terminals the viewer refuses before ncurses starts: TERM unset, unknown, or one that
/// cannot move its cursor (terminfo's `dumb` has no `cup`; `xterm-256color` has one).
@Suite struct TerminalTypeTests {
    @Test func aDumbTerminalIsRefusedWithTheReason() {
        #expect(lattice_terminfo_moves_cursor("dumb") == 0)
        do {
            try NcursesBackend.checkTerminalType("dumb")
            Issue.record("TERM=dumb was accepted")
        } catch {
            #expect("\(error)".contains("TERM=dumb: this terminal cannot move its cursor"), "\(error)")
        }
    }

    @Test func anAddressableTerminalIsAccepted() throws {
        #expect(lattice_terminfo_moves_cursor("xterm-256color") == 1)
        try NcursesBackend.checkTerminalType("xterm-256color")
    }
}
