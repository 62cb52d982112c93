import CTerminalGuard
import Testing
#if canImport(Glibc)
import Glibc
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
        // A pseudo-terminal pair through /dev/ptmx (Glibc's posix_openpt family is not imported):
        // unlock the slave (TIOCSPTLCK) and ask its number (TIOCGPTN), Linux's generic ioctls.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        var unlock: Int32 = 0, number: UInt32 = 0
        try #require(ioctl(master, 0x4004_5431, &unlock) == 0 && ioctl(master, 0x8004_5430, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(slave) }

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
}
