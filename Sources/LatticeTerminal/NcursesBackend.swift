import CNcurses
import CTerminalGuard
import LatticeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncurses (wide-character build).
///
/// * `open` refuses with lattice's own message when TERM is unset or unknown to terminfo
///   (checked with `setupterm` before `initscr`, which would print ncurses' error and exit).
/// * Before the terminal is touched, the terminal guard (`CTerminalGuard`) saves its settings
///   and takes every signal that can end the program: the way out restores the terminal with
///   async-signal-safe calls only, then the signal's default action happens. While the viewer
///   runs, this replaces the Swift runtime's crash handler, so its backtracer never holds the
///   terminal. Standard error goes to a temporary file meanwhile and is written out after the
///   terminal is restored, so a fatal error's message is not lost on the alternate screen.
/// * No flicker and no wasted work: each frame writes only the cells that changed (the run loop's
///   `ScreenChanges`), then one `refresh()`; a frame that changes nothing writes nothing. A wide
///   character is put once; ncurses fills both of its columns.
/// * Colours (one pair per `CellRole`, from `Palette`) when asked and the terminal has them.
public final class NcursesBackend: TerminalBackend {
    /// Why the terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public var description: String
    }

    public let colour: Bool
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// Checks TERM, installs the terminal guard and initialises ncurses. The locale must already
    /// be set (`LatticeCLI.main` does it, once, for the process).
    public static func open(color: ColorMode, environment: [String: String]) throws -> NcursesBackend {
        try checkTerminalType(environment["TERM"])
        _ = lattice_guard_install(STDOUT_FILENO)
        _ = lattice_guard_capture_stderr()
        guard initscr() != nil else {
            lattice_guard_release_stderr()
            lattice_guard_uninstall()
            throw OpenError(description: "lattice: error: cannot initialise the terminal (TERM=\(environment["TERM"] ?? ""))")
        }
        cbreak(); noecho(); nonl()
        keypad(lattice_stdscr(), true)
        intrflush(lattice_stdscr(), false)
        curs_set(0)
        set_escdelay(25)
        mouseinterval(0)
        _ = mousemask(lattice_wheel_up() | lattice_wheel_down() | lattice_button1(), nil)
        let colour = has_colors() && color.wantsColor(outputIsTerminal: true, environment: environment)
        if colour { setUpColours() }
        return NcursesBackend(colour: colour)
    }

    private init(colour: Bool) {
        self.colour = colour
        origin = clock.now
    }

    /// Gives the terminal back (a normal way out) and puts back the signal handlers.
    public func close() {
        endwin()
        lattice_guard_release_stderr()
        lattice_guard_uninstall()
    }

    /// TERM must name a terminal terminfo knows (asked without printing; `initscr` would print
    /// ncurses' own error and exit) and one that can move its cursor (`cup`).
    static func checkTerminalType(_ term: String?) throws {
        guard let term, !term.isEmpty else {
            throw OpenError(description: "lattice: error: TERM is not set, so the viewer cannot drive this terminal; set it (e.g. TERM=xterm-256color) or use `lattice render FIXTURE --size COLSxROWS` for a text frame")
        }
        if lattice_terminfo_knows(term) == 0 {
            throw OpenError(description: "lattice: error: TERM=\(term): terminal type unknown to terminfo; set TERM to one it knows (e.g. xterm-256color) or use `lattice render FIXTURE --size COLSxROWS` for a text frame")
        }
        // A terminal that cannot move its cursor (TERM=dumb) cannot be drawn in place: the
        // viewer would show one status line that stays after quitting.
        if lattice_terminfo_moves_cursor(term) == 0 {
            throw OpenError(description: "lattice: error: TERM=\(term): this terminal cannot move its cursor, so the viewer cannot draw on it; set TERM to one that can (e.g. xterm-256color) or use `lattice render FIXTURE --size COLSxROWS` for a text frame")
        }
    }

    public func size() -> (cols: Int, rows: Int) { (Int(lattice_cols()), Int(lattice_lines())) }

    public func milliseconds() -> Double {
        let d = clock.now - origin
        return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// Writes the changed cells (after clearing the screen when the terminal is new or resized),
    /// then one refresh; nothing at all when nothing changed.
    public func draw(_ changes: ScreenChanges) {
        guard !changes.isEmpty else { return }
        if changes.cleared { werase(lattice_stdscr()) }
        let rows = Int(lattice_lines()), cols = Int(lattice_cols())
        for change in changes.cells where change.row < rows && change.col < cols {
            let cell = change.cell
            if cell.isWideContinuation { continue }
            var attrs = lattice_a_normal()
            if cell.style.bold { attrs |= lattice_a_bold() }
            if cell.style.dim { attrs |= lattice_a_dim() }
            if cell.style.reverse { attrs |= lattice_a_reverse() }
            let pair: Int16 = colour ? Int16(cell.style.role.rawValue) + 1 : 0
            _ = lattice_put(Int32(change.row), Int32(change.col), wchar_t(bitPattern: cell.scalar.value), attrs, pair)
        }
        refresh()
    }

    public func readKey(timeoutMilliseconds: Int) -> TerminalKey? {
        timeout(Int32(timeoutMilliseconds))
        var ch: wint_t = 0
        let r = get_wch(&ch)
        if r == ERR { return nil }
        guard r == KEY_CODE_YES else { return NcursesKeys.character(UInt32(ch)) }
        var buttons: mmask_t?
        var position: (col: Int, row: Int)?
        if Int32(ch) == KEY_MOUSE {
            var event = MEVENT()
            if getmouse(&event) == OK { buttons = event.bstate; position = (Int(event.x), Int(event.y)) }
        }
        return NcursesKeys.functionKey(Int32(ch), size: size(), mouseButtons: buttons, mousePosition: position)
    }

    /// Colour pair n+1 for role n: the role's foreground on the terminal's default background.
    private static func setUpColours() {
        start_color()
        use_default_colors()
        for role in CellRole.allCases {
            let fg = Palette.foreground(role).map { Int16($0.rawValue) } ?? -1
            let bg = Palette.ansiBackground(role).map { Int16($0.rawValue) } ?? -1
            init_pair(Int16(role.rawValue) + 1, fg, bg)
        }
    }
}
