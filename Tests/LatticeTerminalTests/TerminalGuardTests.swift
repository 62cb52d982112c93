import CTerminalGuard
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal guard's restoring on a pseudo-terminal: the settings saved at install come back
/// and the reset sequences are written. (The signal path itself is checked end to end in
/// scripts/tmux-viewer-test.)
@Suite(.serialized) struct TerminalGuardTests {
    @Test func resetSequenceLeavesEveryModeTheViewerTurnsOn() {
        var length: Int32 = 0
        let bytes = lattice_guard_reset_sequence(&length)!
        let text = String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: Int(length)), as: UTF8.self)
        for (what, sequence) in [("attributes off", "\u{1B}[0m"), ("mouse reporting off", "\u{1B}[?1000l"),
                                 ("any-motion mouse off", "\u{1B}[?1003l"), ("SGR mouse off", "\u{1B}[?1006l"),
                                 ("main screen", "\u{1B}[?1049l"), ("cursor visible", "\u{1B}[?25h")] {
            #expect(text.contains(sequence), "\(what)")
        }
        // The main screen comes before the cursor is shown (xterm restores the cursor state of the
        // main screen when leaving the alternate one).
        #expect(text.range(of: "\u{1B}[?1049l")!.lowerBound < text.range(of: "\u{1B}[?25h")!.lowerBound)
    }

    @Test func restoreBringsBackTheSavedSettingsAndWritesTheResets() throws {
        let (master, slave) = try #require(Self.pseudoTerminal())
        defer { close(master); close(slave) }

        #expect(lattice_guard_install(slave) == 0)
        defer { lattice_guard_uninstall() }
        // What ncurses does: echo and canonical mode off.
        var raw = termios()
        tcgetattr(slave, &raw)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
        tcsetattr(slave, TCSANOW, &raw)

        lattice_guard_restore()

        var now = termios()
        tcgetattr(slave, &now)
        #expect(now.c_lflag & tcflag_t(ECHO) != 0)
        #expect(now.c_lflag & tcflag_t(ICANON) != 0)
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = read(master, &buffer, buffer.count)
        let written = String(decoding: buffer.prefix(Swift.max(0, n)), as: UTF8.self)
        #expect(written.contains("\u{1B}[?1049l"))
        #expect(written.contains("\u{1B}[?25h"))
    }

    /// A pseudo-terminal pair (master, slave), or nil. Darwin imports POSIX's `posix_openpt`
    /// family; Glibc's module does not (it hides them behind `_XOPEN_SOURCE`) but has BSD's
    /// `openpty`, which does the same in one call.
    static func pseudoTerminal() -> (master: Int32, slave: Int32)? {
        #if canImport(Darwin)
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { close(master); return nil }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { close(master); return nil }
        return (master, slave)
        #else
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { return nil }
        return (master, slave)
        #endif
    }
}
